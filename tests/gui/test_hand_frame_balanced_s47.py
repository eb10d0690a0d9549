"""s47 (left by s46): on the generic table the viewer's cards had been set 0.04 lower in their
frame, so that a chosen (raised) card cleared the "Your hand" pill, but the frame kept its place:
at 1024x600 the cards lay 1 px over its bottom edge and 10 px under its top, and its outline (a
band 11.5 px broad round a hand of twelve) ran 3 px past the view's bottom. The frame now keeps as
much felt over its cards as under them, its outline a card's line and whole in the view; the cards
lie as low as that leaves room for, and the keys' ring round a raised card under the pill is whole
(clear of the pill where there is room for it, else over its rim)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from .helpers import labels, open_window, settled_view
from .test_focus_ring_raised_card_s45 import whole_round
from .test_table_looks_s44 import bottom_hand, ring_stroke


@pytest.mark.parametrize("size,least_gap", [((1024, 600), 5.0), ((640, 420), 1.5)])
def test_the_hand_sits_in_the_middle_of_its_whole_frame(qtbot, data_dir, size, least_gap):
    w = open_window(qtbot, size, start=False)
    w.start_game("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    view = settled_view(w)
    px = view.viewportTransform().mapRect
    hand = bottom_hand(view)
    zone = view.zones[hand[0].spec.zone]
    frame = px(zone.mapRectToScene(zone.rect))
    cards = [px(c.mapRectToScene(c.card_rect())) for c in hand]
    above = min(c.top() for c in cards) - frame.top()
    below = frame.bottom() - max(c.bottom() for c in cards)
    assert above > 0 and below > 0 and abs(above - below) < 0.5, (above, below)
    reach = 3 + zone.rest_pen() / 2  # (its outline, ZoneItem.paint)
    outline = frame.adjusted(-reach, -reach, reach, reach)
    assert QRectF(view.viewport().rect()).contains(outline), (outline, view.viewport().rect())

    (pill,) = [lab for lab in labels(view) if lab.text.startswith("Your hand")]
    pill_px = px(pill.mapRectToScene(pill.rect))
    under = [c for c in hand if px(c.sceneBoundingRect()).left() < pill_px.right()
             and px(c.sceneBoundingRect()).right() > pill_px.left()]
    assert len(under) >= 3
    for card in under:
        card.set_selected(True)
        gap = px(card.mapRectToScene(card.card_rect())).top() - pill_px.bottom()
        assert gap >= least_gap, (card.spec.face, gap)
        assert whole_round(view, card), card.spec.face
        if size == (1024, 600):  # (room there for the ring between them: it touches no pill)
            ring = card.mapRectToScene(ring_stroke(card).boundingRect())
            assert not ring.intersects(pill.mapRectToScene(pill.rect)), card.spec.face
        card.set_selected(False)
