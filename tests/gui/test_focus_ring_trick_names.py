"""The tester (s38 t1), Hearts: "press Tab, move to a card with the arrow keys, press Enter to
pick it up. The thick white focus frame around "Trick" is drawn through the names row ("Cleo
leads  Robo Remy" ...)". The ring leaves a gap for each name it would cross, as for a place's
caption."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui.table_view import LabelItem, ZoneItem

from .helpers import open_window, play_busy
from .test_focus_ring_captions import ring_pixels


def test_the_ring_round_the_trick_leaves_the_names_over_it_whole(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    play_busy(w, 3, 400, until=lambda s: s.phase == "play" and w.game.to_act(s) == (0,) and 0 < len(s.trick) < 4)
    assert w.game.to_act(w.state) == (0,) and w.state.trick
    view = w.table.view
    view.finish_animations()
    view.setFocus()
    card = None
    for _ in range(60):
        QTest.keyClick(view, Qt.Key_Tab)
        item = view.controller.focus_item
        if item is not None and "play" in (view.controller.focus_words() if hasattr(view.controller, "focus_words")
                                           else item.accessible_name()).lower():
            card = item
            break
        if item is not None and not isinstance(item, ZoneItem) and "your hand" in item.accessible_name().lower():
            card = item
            break
    assert card is not None
    QTest.keyClick(view, Qt.Key_Return)
    trick = view.controller.focus_item
    assert isinstance(trick, ZoneItem), trick
    ring = trick.boundingRect()
    names = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
             and i.spec.text in w.state.players]
    crossed = [n for n in names if trick.mapRectFromScene(n.mapRectToScene(n.text_rect)).intersects(ring)]
    # (the ring reached over the names; since s42 t3 they stand clear of it, higher: none is
    # crossed, and any that were the ring would leave whole)
    assert not crossed or all(n.spec.text for n in crossed)
    for n in crossed:
        assert ring_pixels(trick, trick.mapRectFromScene(n.mapRectToScene(n.text_rect))) == 0, n.spec.text
    assert ring_pixels(trick) > 200
