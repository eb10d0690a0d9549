"""The focus ring round a pile leaves its caption readable (tester t3, s34, finding 7: "the
focus ring around the stock/discard/pile covers its label ('Stock (29)', 'Discard (2)',
'Pile (54)' half hidden)"). A place's caption stands just under it, nearer than the ring round
its top card reaches: the ring's white line on its dark edge ran through the upper half of the
letters, at every size. The ring now leaves a gap where it would cross a caption, as a frame
does for its title; it still shows all round the rest of the pile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from cardtable.gui.table_view import FOCUS_EDGE, FOCUS_LIGHT, ZoneItem, captions_crossed

from .helpers import open_window
from .test_focus_ring import painted, rgb


def tab_to(view, words: str):
    view.setFocus()
    for _ in range(40):
        QTest.keyClick(view, Qt.Key_Tab)
        item = view.controller.focus_item
        if item is not None and words in item.accessible_name():
            return item
    raise AssertionError(f"no focus on {words!r}")


def ring_pixels(item, where: QRectF | None = None) -> int:
    """How many pixels of the focus ring's colours ``item`` paints (within ``where``, in the
    item's coordinates, if given)."""
    image, box = painted(item)
    offset = box.topLeft() - item.boundingRect().topLeft()
    area = where.translated(offset) if where is not None else QRectF(image.rect())
    ring = {rgb(FOCUS_LIGHT), rgb(FOCUS_EDGE)}
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if area.contains(x + 0.5, y + 0.5) and image.pixelColor(x, y).alpha() > 200
               and rgb(image.pixelColor(x, y)) in ring)


def caption_of(view, name: str) -> QRectF:
    zone = next(z for z in view.scene().items() if isinstance(z, ZoneItem) and z.spec.label.startswith(name))
    return zone.mapRectToScene(zone.caption_rect())


def assert_caption_clear(item, caption: QRectF) -> None:
    here = item.mapRectFromScene(caption)
    ring = item.boundingRect()
    assert here.intersects(ring)  # the ring reaches over the caption (it crossed it)
    assert captions_crossed(item, ring)
    assert ring_pixels(item, here) == 0
    assert ring_pixels(item) > 200  # the ring is there round the rest


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (2560, 1440)])
def test_the_ring_round_the_stock_and_the_discard_leaves_their_captions_whole(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    stock = tab_to(view, "the stock")
    assert_caption_clear(stock, caption_of(view, "Stock"))
    # a card picked up by the keys: the focus goes over the places it may go, the discard pile
    card = tab_to(view, "2 of diamonds")  # (on the 8 of diamonds)
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is card
    discard = view.controller.focus_item
    assert isinstance(discard, ZoneItem) and discard.spec.label.startswith("Discard")
    assert_caption_clear(discard, caption_of(view, "Discard"))


def test_the_ring_round_fast_tracks_pile_leaves_its_caption_whole(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("fast_track", ["Anna", "Robo"], {}, seed=4, computers=["", "easy"])
    view = w.table.view
    pile = tab_to(view, "pile")
    assert_caption_clear(pile, caption_of(view, "Pile"))
