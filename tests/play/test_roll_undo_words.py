"""10,000 (t4, s27, D-b): Ctrl+Z after rolling said "Anna's last move showed something that was
hidden, so it cannot be taken back." Refusing is right (no re-rolling by undo), but for dice
"A roll cannot be taken back." is understood: the game supplies the words."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind

G = get_game("ten_thousand")


class First:
    def choose(self, observation, legal):
        return legal[0]


def test_undo_after_a_roll_with_computers_says_a_roll_cannot_be_taken_back():
    seats = [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, First()), Seat("Robo Ruby", SeatKind.COMPUTER, First())]
    ctl = PlayController(Session.new(G, [s.name for s in seats], {"target": 2000}, 74), seats)
    ctl.play({"kind": "roll"})
    moves = list(ctl.session.record.moves)
    assert ctl.undo_to_human() == "A roll cannot be taken back."
    assert ctl.session.record.moves == moves


def test_undo_after_a_roll_between_people_says_a_roll_cannot_be_taken_back():
    ctl = PlayController(Session.new(G, ["Anna", "Ben"], {}, 74))
    ctl.play({"kind": "roll"})
    assert ctl.undo() == "A roll cannot be taken back."


def test_read_by_another_person_it_names_whose_roll():
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo Ruby", SeatKind.COMPUTER, First())]
    ctl = PlayController(Session.new(G, [s.name for s in seats], {}, 74), seats)
    ctl.play({"kind": "roll"})
    ctl.viewer, ctl.curtain_for = 1, None  # Ben is reading
    assert ctl.undo_to_human() == "Too late to take back Anna's move: a roll cannot be taken back."
