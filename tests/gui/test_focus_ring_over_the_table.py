"""The keys' focus ring round a card is painted over the table (s42 t3, at 2x): it went under the
next card of Golf's grid (only its left and bottom edges showed), under Cassino's "Your hand"
badge, and in Cassino the ring round Q♦ cut the "10" index of the 10♦ beside it. Now the ring is
one item over the cards, badges and captions, whole on every side, with a gap where it would
cross another card's index. The scene rendered as the view shows it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.cards import index_rect
from cardtable.gui.table_view import FOCUS_LIGHT, CardItem, FocusRing, focus_sizes, index_corners

from .helpers import open_window

SCALE = 2


def rendered(scene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    scene.render(p, QRectF(0, 0, image.width(), image.height()), rect)
    p.end()
    return image


def white_on_each_side(card: CardItem) -> dict[str, int]:
    """Pure white pixels of the ring along each side of ``card``, just outside it."""
    scene = card.scene()
    box = card.mapRectToScene(card.card_rect())
    light, edge, gap = focus_sizes(card.w)
    o = gap + edge + light
    strips = {"top": QRectF(box.left() + box.width() / 4, box.top() - o - 2, box.width() / 2, o + 1),
              "bottom": QRectF(box.left() + box.width() / 4, box.bottom() + 1, box.width() / 2, o + 1),
              "left": QRectF(box.left() - o - 2, box.top() + box.height() / 3, o + 1, box.height() / 3),
              "right": QRectF(box.right() + 1, box.top() + box.height() / 3, o + 1, box.height() / 3)}
    out = {}
    for side, strip in strips.items():
        image = rendered(scene, strip)
        out[side] = sum(1 for y in range(image.height()) for x in range(image.width())
                        if image.pixelColor(x, y).rgb() == FOCUS_LIGHT.rgb())
    return out


def ring_of(card):
    return card.mapRectToScene(card.piece_box())


def test_the_ring_round_golfs_grid_card_shows_on_every_side(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Lea", "Tom"], dict(LAST_DEALS), seed=11, open_handed=True)
    view = w.table.view
    ctl = view.controller
    grid = [i for i in ctl.focusables() if isinstance(i, CardItem) and "grid, card 1" in i.accessible_name()]
    assert grid, [i.accessible_name() for i in ctl.focusables() if isinstance(i, CardItem)]
    ctl.focus_on(grid[0])
    ring = FocusRing.of(view.scene())
    assert ring.target is grid[0] and ring.zValue() > max(i.zValue() for i in view.scene().items()
                                                          if isinstance(i, CardItem))
    sides = white_on_each_side(grid[0])
    assert all(n > 10 for n in sides.values()), sides


def test_the_ring_round_cassinos_last_card_leaves_the_next_ones_index_whole(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("cassino", ["Lea", "Tom"], dict(LAST_DEALS), seed=5, open_handed=True)
    view = w.table.view
    ctl = view.controller
    hand = sorted((i for i in ctl.focusables() if isinstance(i, CardItem) and i.spec.owner == 0), key=lambda i: i.x())
    assert len(hand) >= 2
    last, beside = hand[-1], hand[-2]
    # the index (bottom right) of the card beside it, as drawn: the same with the ring or without
    # (the ring may run along the corner's blank edge of card, never over its rank and suit: cut
    # wherever it came near a corner, the ring was left in hooks, s44 t3 F2)
    index = index_rect(beside.spec.face, beside.w)
    corner = beside.mapRectToScene(QRectF(beside.w - index.right(), beside.h - index.bottom(), index.width(),
                                          index.height()))
    ctl.forget_focus()
    before = rendered(view.scene(), corner)
    ctl.focus_on(last)
    ring_box = last.mapRectToScene(last.piece_box())
    assert corner.intersects(ring_box), "the ring reaches no index: nothing to check"
    corners = index_corners(last, last.piece_box())
    assert any(last.mapRectToScene(c).intersects(corner) for c in corners), corners
    after = rendered(view.scene(), corner)
    changed = sum(1 for y in range(after.height()) for x in range(after.width())
                  if after.pixelColor(x, y) != before.pixelColor(x, y))
    assert changed == 0, changed
    sides = white_on_each_side(last)
    assert all(n > 10 for n in sides.values()), sides
