"""Sweep: the other players' blind cards are drawn, as backs (s42 t3, LOOK: after Robo Ruby played
her face-up 3♣ her seat showed three face-up cards and a gap, no sign of the blind card under it
nor of her other blind cards, though they count toward going out). Each blind card still under a
face-up card peeks out from under it; an uncovered one lies in the gap its face-up card left.
Only backs: a blind card is seen by nobody until the round is over."""
from __future__ import annotations

from cardtable.gui.cards import BACK

from .helpers import assert_private, open_window, play_medium_moves, settled_view


def blind_pieces(view, seat: int):
    return [p for p in view.pieces.values() if p.spec.zone in (f"blind/{seat}", f"covered/{seat}")]


def test_other_seats_blind_cards_drawn_as_backs(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("sweep", ["Lea", "Tom", "Robo Ruby"], {}, seed=1, open_handed=True)

    def some_blind_uncovered(w):
        return any(w.game.exposed(w.state, s) for s in (1, 2)) and w.game.current_player(w.state) == 0
    view = settled_view(w)
    me = w.game.current_player(w.state)  # (the viewer: the others are drawn in their seat boxes)
    for seat in {0, 1, 2} - {me}:
        pieces = blind_pieces(view, seat)
        assert len(pieces) == sum(1 for c in w.state.blind[seat] if c), seat
        assert all(p.spec.face == BACK for p in pieces)
    play_medium_moves(w, 60, until=some_blind_uncovered)
    assert some_blind_uncovered(w)
    view = settled_view(w)
    assert_private(w)
    for seat in (1, 2):
        pieces = blind_pieces(view, seat)
        assert len(pieces) == sum(1 for c in w.state.blind[seat] if c), seat
        assert all(p.spec.face == BACK for p in pieces)
        # each drawn where it shows: not all under another card
        ups = [p for p in view.pieces.values() if p.spec.zone == f"up/{seat}"]
        for p in pieces:
            r = p.mapRectToScene(p.boundingRect())
            covered_by = [u for u in ups if u.zValue() > p.zValue() and u.mapRectToScene(u.boundingRect()).contains(r)]
            assert not covered_by, p.spec.id
