"""5 in a Row's Medium sense keeps its jacks (tester t2, s46 #4: on Ben's first turn, holding
K♣ 4♦ 7♦ J♣ 2♠, Hint said "play the jack of clubs and put a disc on the 3♥": the wild jack spent
on an ordinary space while four other cards could play). The rules: "If you have a two-eyed jack
you may place one of your discs on any unoccupied space on the board"; "If you have a one-eyed
jack you may take one of the opposition's discs off the board". A jack is played where it makes
a row or stops one, or where no ordinary card plays."""

from __future__ import annotations

import pytest
from games.test_five_in_a_row import position

from cardtable.ai.agents import hint
from cardtable.ai.infoset import information_set
from cardtable.games.five_in_a_row import GAME, cells_for_card

ANNA = ["AS", "2H", "3C", "4S", "6D"]


def hints(state, seat: int = 1, seeds=range(4)):
    return {hint(GAME, information_set(GAME, state, seat), seed) for seed in seeds}


@pytest.mark.parametrize("annas_disc", ["r4c4", "r5c4", "r8c8"])
def test_the_two_eyed_jack_is_kept_while_ordinary_cards_play(annas_disc):
    state = position([ANNA, ["KC", "4D", "7D", "JC", "2S"]], {annas_disc: 0}, turn=1)
    assert {m["card"] for m in hints(state)} <= {"KC", "4D", "7D", "2S"}


def test_the_two_eyed_jack_stops_a_row_or_makes_one():
    """Row 5 (r4): Anna's discs on the 6♥ 5♥ 4♥ A♥ spaces, the 7♣'s and the 9♦'s beside them
    free: Ben holds neither card, so his jack goes on one of them. With the discs his own, the
    jack makes his row there."""
    line = {"r4c3": 0, "r4c4": 0, "r4c5": 0, "r4c6": 0}
    ends = {("JC", "r4c2"), ("JC", "r4c7")}
    state = position([ANNA, ["KC", "4D", "7D", "JC", "2S"]], line, turn=1)
    assert {(m["card"], m["cell"]) for m in hints(state)} <= ends
    own = position([ANNA, ["KC", "4D", "7D", "JC", "2S"]], {cell: 1 for cell in line}, turn=1)
    assert {(m["card"], m["cell"]) for m in hints(own)} <= ends


def test_a_jack_is_played_when_no_ordinary_card_plays():
    """The 7♣'s two spaces are covered (a dead card plays nowhere): the jack goes."""
    covered = {cell: 0 for cell in cells_for_card("7C")}
    state = position([ANNA, ["7C", "JC"]], covered, turn=1)
    assert {m["card"] for m in hints(state)} == {"JC"}


def test_the_one_eyed_jack_takes_off_only_a_disc_of_a_line_one_short():
    state = position([ANNA, ["KC", "4D", "7D", "JS", "2S"]], {"r4c4": 0, "r8c8": 0}, turn=1)
    assert {m["card"] for m in hints(state)} <= {"KC", "4D", "7D", "2S"}
    line = {"r4c3": 0, "r4c4": 0, "r4c5": 0, "r4c6": 0}
    state = position([ANNA, ["KC", "4D", "7D", "JS", "2S"]], line, turn=1)
    assert {(m["card"], m["cell"] in line) for m in hints(state)} == {("JS", True)}
