"""Testers' words, session 42 (t1): an Undo refused names the real reason.

5 in a Row (Mia, Sam, Robo Ruby, Robo Remy): Sam plays, both computers play, Ctrl+Z at "Pass to
Mia" said "Too late to take back Sam's move: Robo Remy has since played the 3 of clubs.", while
the rules page says "With computer players, their moves since your last one go back with yours"
and "A play cannot be taken back: you draw a new card straight away, and you have seen it." The
real reason is the card Sam drew. Fast Track's hand of five said "Too late to take back Mia's
move: it drew 2 cards from their own pile." ("it drew ... their" read oddly): "Mia has already
drawn 2 new cards"."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind


class First:
    def choose(self, observation, legal):
        return legal[0]


def _table(game_id: str, names: list[str], people: tuple[int, ...], options: dict, seed: int) -> PlayController:
    seats = [Seat(n) if i in people else Seat(n, SeatKind.COMPUTER, First()) for i, n in enumerate(names)]
    return PlayController(Session.new(get_game(game_id), names, options, seed), seats)


def test_five_in_a_row_names_the_card_sam_drew_not_a_computers_play():
    ctl = _table("five_in_a_row", ["Mia", "Sam", "Robo Ruby", "Robo Remy"], (0, 1), {}, 3)
    plays = 0
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        if seat == 0 and plays >= 2:
            break
        move = ctl.legal(seat)[0]
        assert move.kind == "play"
        ctl.play(move)
        plays += seat in (0, 1)
    assert ctl.curtain_for == 0  # "Pass to Mia", both computers have played since Sam
    moves = len(ctl.session.record.moves)
    said = ctl.undo_to_human()
    assert said == "Too late to take back Sam's move: Sam has already drawn a new card.", said
    ctl.curtain_for, ctl.viewer = None, 1  # read by Sam himself
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn a new card."
    ctl.viewer = None  # not known who reads it
    assert ctl.undo_to_human() == "Too late to take back Sam's move: Sam has already drawn a new card."
    assert len(ctl.session.record.moves) == moves  # the rule stays: nothing was taken back


def test_fast_track_hand_of_five_refill_is_said_as_new_cards_drawn():
    ctl = _table("fast_track", ["Mia", "Robo Rex", "Ben"], (0, 2), {"jack_swap": True, "hand_of_five": True}, 3)
    while True:
        ctl.step_computers()
        seat = ctl.to_act()[0]
        ctl.play(ctl.legal(seat)[0])
        if seat == 2 and ctl.state.turn == 0:  # Ben's turn is over: his hand was refilled
            break
    assert ctl.curtain_for == 0
    said = ctl.undo_to_human()
    assert said == "Too late to take back Ben's move: Ben has already drawn 2 new cards.", said
    assert " it " not in said and "their" not in said
    ctl.curtain_for, ctl.viewer = None, 2
    assert ctl.undo_to_human() == "Too late to take that back: you have already drawn 2 new cards."
