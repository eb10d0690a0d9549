"""Once every person at the table is out of the game (Thirty-One's and Golf's last quarter lost),
the table offers once, between hands, to let the computers finish (s45: the family pressed "Deal
the next hand" for hand after hand that only computers played).

The rule (004_312affb30e9b3af0.txt, section "Thirty One"): "You have one round on your face
after you are out of quarters", and the object: "Last player remaining wins the pot." The
card-maker's: "Game play continues until all players but one have been eliminated."
"""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from cardtable.play.controller import LET_COMPUTERS_FINISH

from .agents import Random

PEOPLE = ("Anna", "Ben")
COMPUTERS = ("Robo Rex", "Robo Ruby")


def people_out(game_id: str = "thirty_one", people=PEOPLE, computers=COMPUTERS, seed: int = 2) -> PlayController:
    """A game of ``people`` and ``computers`` played (the people knocking at once, where they
    may, else making their first legal move; each curtain lifted) to the first hand's end where
    every person is out of the game and a computer deals next."""
    seats = [Seat(n) for n in people] + [Seat(n, SeatKind.COMPUTER, Random(i)) for i, n in enumerate(computers)]
    ctl = PlayController(Session.new(get_game(game_id), [s.name for s in seats], {}, seed), seats)
    for _ in range(2000):
        ctl.step_computers()
        assert not ctl.over, "the game ended before the people were out"
        if ctl.people_out() and ctl.waits_for_people():
            return ctl
        if ctl.curtain_for is not None:
            ctl.reveal()
        seat = ctl.human_to_act()
        if seat is None:
            seat = ctl.to_act()[0]  # (the people press "Deal the next hand" for a computer)
        legal = ctl.legal(seat)
        ctl.play(next((m for m in legal if m.kind == "knock"), legal[0]))
    raise AssertionError("the people were never all out")


def test_people_all_out_are_offered_to_let_the_computers_finish_and_they_play_to_the_end():
    """Thirty-One (the rule above) and Golf ("one round 'on their face' once they are out of
    quarters and then they no longer get to play"): Anna and Ben out, a computer to deal. The
    hand's end waits for the people's button as ever, with the offer beside it; taken, the
    computers deal and play every hand left by themselves, to the game's end."""
    for game_id, seed in (("thirty_one", 2), ("golf", 11)):
        ctl = people_out(game_id, seed=seed)
        assert ctl.offers_to_finish() and ctl.step_computers() == []  # nothing by itself yet
        assert ctl.finish_words() == ("Anna and Ben are out of the game: press \u201cLet the computers "
                                      "finish\u201d to watch the rest.")
        assert ctl.let_computers_finish() is None
        assert not ctl.waits_for_people() and not ctl.offers_to_finish() and ctl.finish_words() == ""
        assert ctl.computer_turn() == ctl.to_act()[0]  # the computer deals for itself
        ctl.step_computers()
        assert ctl.over and set(ctl.game.winners(ctl.state)) <= {2, 3}, game_id


def test_the_offer_waits_until_every_person_is_out_and_speaks_to_one_person_as_you():
    """At the first deal nobody is out: no offer, and asked anyway the controller says why and
    changes nothing. One person out with two computers reads "You are out of the game"."""
    fresh = PlayController(Session.new(get_game("thirty_one"), ["Anna", "Robo Rex"], {}, 1),
                           [Seat("Anna"), Seat("Robo Rex", SeatKind.COMPUTER, Random(0))])
    assert not fresh.people_out() and not fresh.offers_to_finish()
    assert fresh.let_computers_finish() is not None and not fresh.computers_finish
    ctl = people_out(people=("Anna",), seed=14)
    assert ctl.finish_words().startswith(f"You are out of the game: press \u201c{LET_COMPUTERS_FINISH}\u201d")


def test_thirty_ones_table_line_leaves_the_quarters_to_the_seats_lines():
    """Drawn for nobody (two people at the table), between hands Thirty-One's centre line said
    the status after the result: "Hand 5 is over (Quarters: Anna out, Ben out, Robo Rex 2, ...;
    pot 10)", every seat's quarters, which each seat's own line shows. Now the result, then who
    deals, as the one person's table says it; the status bar keeps the quarters and the pot."""
    ctl = people_out()
    game, state = ctl.game, ctl.state
    assert ctl.viewer is None
    line = game.table_status(state)
    assert "Quarters" not in line and "pot" not in line, line
    assert line == game.prompt(state, 0) and line.startswith(game.result_text(state)), line
    assert "Quarters:" in game.status(state)
