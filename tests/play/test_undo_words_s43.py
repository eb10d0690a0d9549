"""Testers' words, session 43: an Undo refused at a table of people only names who drew.

5 in a Row, Mia and Sam at one laptop: Ctrl+Z after Mia's play said "The last move drew 1 card
from the draw pile, so it cannot be taken back." With computers at the table the same refusal
says "Too late to take back Sam's move: Sam has already drawn a new card." (s42 t1), as the
rules page puts it ("A play cannot be taken back: you draw a new card straight away, and you
have seen it."). One way of saying it, naming who drew, at every table."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat


def _people(game_id: str, names: list[str], options: dict, seed: int) -> PlayController:
    return PlayController(Session.new(get_game(game_id), names, options, seed), [Seat(n) for n in names])


def test_five_in_a_row_people_only_names_who_drew():
    ctl = _people("five_in_a_row", ["Mia", "Sam"], {}, 3)
    ctl.reveal()
    mover = ctl.to_act()[0]
    name = ctl.seats[mover].name
    move = ctl.legal(mover)[0]
    assert move.kind == "play"
    ctl.play(move)
    assert ctl.curtain_for is not None and ctl.curtain_for != mover  # "Pass to ..." the other one
    moves = len(ctl.session.record.moves)
    said = ctl.undo()
    assert said == f"Too late to take back {name}'s move: {name} has already drawn a new card.", said
    assert "draw pile" not in said and "The last move" not in said
    ctl.curtain_for, ctl.viewer = None, mover  # read by the one who drew
    assert ctl.undo() == "Too late to take that back: you have already drawn a new card."
    assert len(ctl.session.record.moves) == moves  # the rule stays: nothing was taken back


def test_fast_track_people_only_hand_of_five_refill_names_who_drew():
    """The same at Fast Track with the hand of five: a turn's refill drew 2 new cards."""
    ctl = _people("fast_track", ["Mia", "Ben"], {"jack_swap": True, "hand_of_five": True}, 3)
    for _ in range(60):
        ctl.reveal()
        seat = ctl.to_act()[0]
        move = ctl.legal(seat)[0]
        ctl.play(move)
        if move.kind == "move" and ctl.undo_refusal() is not None:
            break
    else:
        raise AssertionError("no refill refused")
    name = ctl.seats[seat].name
    said = ctl.undo()
    assert said is not None and said.startswith(f"Too late to take back {name}'s move: {name} has already drawn "), said
    assert said.endswith(" new cards.") or said.endswith(" a new card."), said
    assert "pile" not in said and "The last move" not in said
