"""s45 (testers of s44, 1024x600): in Rummoli a card chosen, raised, and focused by the keys had
its focus ring cut where it met the gold "Your hand · 10 cards" pill: the pill's rim lay 0.8 px
over the raised card's top, and the ring left a gap for it. The pill now stands clear of a raised
card with room for the ring between (hand_fan.NAME_OVER_HAND), and the ring is whole. In Hearts'
hand of twelve the ring round a card was left in hooks, raised or not: half of the next card's
upside-down foot index showed beside it, and the ring kept off it on every side it tried; a foot
partly under a card lying on it is now left alone, as a covered top corner is."""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import FocusRing

from .helpers import labels, open_window, settled_view
from .test_table_looks_s44 import bottom_hand, ring_stroke


def whole_round(view, card) -> bool:
    view.controller.focus_on(card)
    ring = FocusRing.of(view.scene())
    assert ring.target is card
    return not ring_stroke(card).intersects(ring.holes)


def test_rummolis_pill_clear_of_a_raised_card_and_its_ring_whole(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("rummoli", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    view = settled_view(w)
    (pill,) = [lab for lab in labels(view) if lab.text.startswith("Your hand")]
    pill = pill.mapRectToScene(pill.rect)
    under = [c for c in bottom_hand(view) if c.sceneBoundingRect().left() < pill.right()
             and c.sceneBoundingRect().right() > pill.left()]
    assert len(under) >= 3
    for card in under:
        card.set_selected(True)  # (raised as a card chosen is, or one picked up by the keys)
        top = card.mapRectToScene(card.card_rect()).top()
        assert top - pill.bottom() >= 3, (card.spec.face, top, pill.bottom())
        assert whole_round(view, card), card.spec.face
        ring = card.mapRectToScene(ring_stroke(card).boundingRect())
        assert not ring.intersects(pill), (card.spec.face, ring, pill)
        card.set_selected(False)


def test_the_ring_round_a_card_of_hearts_hand_of_twelve_is_whole(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    view = settled_view(w)
    hand = bottom_hand(view)
    assert len(hand) == 12 and hand[1].x() < hand[0].x() + hand[0].w  # (a fan: each on the one before)
    assert not [card.spec.face for card in hand if not whole_round(view, card)]


@pytest.mark.parametrize("game", ["hearts", "crazy_eights"])
def test_the_generic_tables_pill_clear_of_a_raised_card(qtbot, data_dir, game):
    """s46 (left by s45): on the generic table the "Your hand" pill stood 1.1 px over a chosen
    card (raised) at 1024x600, Hearts and Crazy Eights; the hand's cards now lie a little lower in
    their frame (generic_table.HAND_DROP), the pill where it was (500 Rummy's bid bar keeps its
    room): 3 px at the least between them. (The keys' ring round a raised card under the pill
    still leaves a gap for it: whole, it needs some 8 px, as Rummoli's NAME_OVER_HAND gives.)"""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game, ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=7, open_handed=True)
    view = settled_view(w)
    (pill,) = [lab for lab in labels(view) if lab.text.startswith("Your hand")]
    pill = pill.mapRectToScene(pill.rect)
    under = [c for c in bottom_hand(view) if c.sceneBoundingRect().left() < pill.right()
             and c.sceneBoundingRect().right() > pill.left()]
    assert under
    for card in under:
        card.set_selected(True)
        top = card.mapRectToScene(card.card_rect()).top()
        assert top - pill.bottom() >= 3, (card.spec.face, top, pill.bottom())
        card.set_selected(False)
