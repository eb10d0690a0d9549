"""s43 t1 #3: in a Hearts hand at 1280x800 the keys' focus ring round 2♣ ran over the 6♣ lying on
it, beside (and to the tester's eye over) its "6"; Sam's round 3♣ over the J♣'s "J". The ring
may never hide another card's rank or suit: its painted path stays clear of every other card's
index (:func:`index_rect`) that shows, at every card of the hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QTransform

from cardtable.gui.cards import index_rect
from cardtable.gui.table_view import CardItem, FocusRing

from .helpers import open_window


def painted(card: CardItem) -> QPainterPath:
    """The ring's painted area round ``card`` in scene coordinates, as paint_round fills it."""
    ring, light, edge, radius, o = FocusRing.ring_of(card)
    line = QPainterPath()
    line.addRoundedRect(ring, radius + o, radius + o)
    area = QPainterPath()
    for width in (light + 2 * edge, light):  # (thinner where cards lie close, s44)
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        area = area.united(stroker.createStroke(line))
    area = area.subtracted(FocusRing.of(card.scene()).holes)
    return card.sceneTransform().map(area)


def shown_indexes(card: CardItem) -> list[tuple[str, QRectF]]:
    """Every other face-up card's top-left index, where no card lies over it."""
    scene = card.scene()
    out = []
    for other in scene.items():
        if other is card or not isinstance(other, CardItem) or not other.face_up or not other.isVisible():
            continue
        seen = other.mapRectToScene(index_rect(other.spec.face, other.w))
        covered = any(isinstance(top, CardItem) and top is not other and top.zValue() > other.zValue()
                      and top.mapRectToScene(top.card_rect()).intersects(seen) for top in scene.items(seen))
        if not covered:
            out.append((other.spec.face, seen))
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_ring_round_a_hand_card_leaves_every_index_in_sight(qtbot, data_dir, size):
    w = open_window(qtbot, size=size, start=False)
    w.start_game("hearts", ["Anna", "Sam", "Cleo", "Dev"], {}, seed=43, open_handed=True)
    view = w.table.view
    ctl = view.controller
    hand = sorted((i for i in ctl.focusables() if isinstance(i, CardItem) and i.spec.owner == 0 and i.face_up),
                  key=lambda i: i.x())
    assert len(hand) >= 10
    hidden = []
    for card in hand:
        ctl.focus_on(card)
        ring = FocusRing.of(view.scene())
        assert ring.target is card
        area = painted(card)
        for face, index in shown_indexes(card):
            if area.intersects(index):
                hidden.append((card.spec.face, face, area.intersected(_rect(index)).boundingRect(), index))
    assert not hidden, hidden


def _rect(r: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(r)
    return path
