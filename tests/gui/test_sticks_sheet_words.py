"""Finding (s30 t3 #63), Sticks with three players, house rule No playable discards: the note
under the narrow score sheet read "Free sticks in full: Anna: stick laid down 0 free sticks,
sticks so far 0. Robo Rex: stick laid down 2 free sticks, sticks so far 2.": the free sticks row
has no stick laid down, and its count of free sticks was read as one. A row whose cells the
sub-columns' names would not say right gives its own words per cell (``ScoreRow.said``)."""

from __future__ import annotations

import json

from cardtable.core.scoresheet import ScoreSheet
from cardtable.games.sticks import FREE, GAME
from cardtable.gui.score_panel import ScoreTable


def test_the_free_sticks_row_in_full_says_each_players_free_sticks_and_sticks_so_far():
    state = GAME.setup(["Anna", "Robo Rex", "Cleo"], {"no_playable_discard": True}, 9)
    assert [len(c) for c in state.collected] == [0, 2, 0]
    legend = ScoreTable.legend_text(GAME.score_sheet(state), compact=True)
    assert ("Free sticks in full:\nAnna: 0 free sticks, 0 sticks so far.\nRobo Rex: 2 free sticks, 2 sticks so "
            "far.\nCleo: 0 free sticks, 0 sticks so far.\n") in legend, legend


def test_a_hand_row_says_the_stick_laid_down_or_that_there_was_none():
    state = GAME.setup(["Anna", "Ben", "Cy"], {}, 7)
    state = state.replace(hand_sticks=(("R4+S3", "", ""),), collected=(("R4+S3",), (), ()))
    sheet = GAME.score_sheet(state)
    legend = ScoreTable.legend_text(sheet, compact=True)
    assert ("Hand 1 in full:\nAnna: laid down 1 run of 4 and 1 set of 3, 1 stick so far.\nBen: no stick laid down, "
            "0 sticks so far.\nCy: no stick laid down, 0 sticks so far.\n") in legend, legend
    # the words are kept with the sheet (a saved game's sheet says the same)
    assert ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json()))) == sheet
    state = state.replace(collected=(("R4+S3",), (FREE,), ()))
    assert GAME.score_sheet(state).sections[0].rows[-1].said[1] == "1 free stick, 1 stick so far"
