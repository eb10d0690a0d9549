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
    assert GAME.score_sheet(state).sections[0].rows[0].said[1] == "1 free stick, 1 stick so far"


SIX = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]


def first_hand_with_sticks_laid():
    """The tester's game (s34 t2 #9): six seats, pot "Desert Rummy's and Push's melds", 4 free
    sticks; Anna draws a free stick at the deal (seed 10), then Ben, Robo Remy and Robo Rudi lay
    their sticks down in the first hand (their sticks collected as ``perform`` collects them)."""
    from cardtable.games.sticks import DOWN, NOW, PLAY, UP

    state = GAME.setup(SIX, {"pot": "Desert Rummy and Push contracts", "free_sticks": 4}, 10)
    assert state.collected[0] == (FREE,) and not any(state.collected[1:])
    sticks, played, collected = list(state.sticks), list(state.played), list(state.collected)
    for seat in (2, 3, 5):
        collected[seat] += (sticks[seat],)
        sticks[seat], played[seat] = "", UP if seat != 5 else NOW
    assert played[0] == DOWN
    return state.replace(sticks=tuple(sticks), played=tuple(played), collected=tuple(collected), phase=PLAY, turn=5)


def test_sticks_laid_down_in_the_hand_being_played_are_on_the_sheet_not_called_free():
    """ "If you draw a free stick put it face up and draw another stick." "Once you meet the
    requirements of your stick you turn the stick face up and play the cards in front of you."
    Only Anna's stick was free; the sheet said "Each player's sticks collected, all from Free
    sticks." (s34 t2 #9). Every stick collected is now in a row of the sheet, the free ones in
    "Free sticks" and the ones laid down in the hand being played, "Hand 1 (so far)"."""
    state = first_hand_with_sticks_laid()
    sheet = GAME.score_sheet(state)
    assert list(sheet.totals) == [1, 0, 1, 1, 0, 1]
    rows = sheet.sections[0].rows
    assert [r.label for r in rows] == ["Free sticks", "Hand 1 (so far)"]
    free, hand = rows
    assert [hand.cell(s, 0) for s in range(6)] == ["-", "-", *(sticks_name(state, s) for s in (2, 3)), "-",
                                                   sticks_name(state, 5)]
    assert [free.cell(s, 0) for s in range(6)] == ["1 free stick"] + ["0 free sticks"] * 5
    # each row's sticks added up are the totals
    laid = [1 if hand.cell(s, 0) != "-" else 0 for s in range(6)]
    assert [a + int(free.cell(s, 0)[0]) for s, a in enumerate(laid)] == list(sheet.totals)
    assert hand.said[2].startswith("laid down ") and free.said[0] == "1 free stick, 1 stick so far"


def test_the_free_sticks_row_comes_first_and_counts_the_free_sticks_alone():
    """ "If you draw a free stick put it face up and draw another stick." Robo Rex drew one free
    stick at the deal, then laid his stick down: the sheet read "Hand 1 (so far) 1 | Free sticks
    2 | Sticks collected 2", a running total in the free sticks cell, under Hand 1 though the
    free stick came first (s44 t3 F1). Now: "Free sticks 1", then "Hand 1 (so far) 2"."""
    from cardtable.games.sticks import UP

    state = first_hand_with_sticks_laid()
    collected, played = list(state.collected), list(state.played)
    collected[0] += (state.sticks[0],)
    played[0] = UP
    sheet = GAME.score_sheet(state.replace(collected=tuple(collected), played=tuple(played)))
    free, hand = sheet.sections[0].rows
    assert (free.label, hand.label) == ("Free sticks", "Hand 1 (so far)")
    assert free.cells[0] == ("1 free stick", 1) and free.said[0] == "1 free stick, 1 stick so far"
    assert hand.cells[0][1] == 2 == sheet.totals[0] and hand.said[0].endswith(", 2 sticks so far")
    assert [c[1] for c in hand.cells] == list(sheet.totals)  # the last row's running totals are the totals


def sticks_name(state, seat):
    from cardtable.games.sticks import stick_name

    return stick_name(state.collected[seat][-1])


def test_the_narrow_sheet_no_longer_says_all_from_free_sticks(qtbot, data_dir):
    """The tester's screen (t2/st9.png): six players down beside the table at 1024x600."""
    from PySide6.QtWidgets import QApplication

    from .helpers import open_window

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("sticks", SIX, {"pot": "Desert Rummy and Push contracts", "free_sticks": 4}, seed=10)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    panel.set_sheet(GAME.score_sheet(first_hand_with_sticks_laid()))
    QApplication.processEvents()
    legend = panel.scores.legend.text()
    assert panel.scores.players_down
    assert "all from Free sticks" not in legend, legend
    # (the newest row is the hand being played now, the free sticks first: s44 t3 F1)
    assert legend.startswith("Each player's sticks collected so far in hand 1. Then each hand's stick laid down, "
                             "the newest first."), legend
    # with only Anna's free stick collected, the totals are all from the free sticks: said so
    panel.set_sheet(GAME.score_sheet(GAME.setup(SIX, {"pot": "Desert Rummy and Push contracts",
                                                      "free_sticks": 4}, 10)))
    QApplication.processEvents()
    assert panel.scores.legend.text().startswith("Each player's sticks collected: all from the “Free sticks” row."), \
        panel.scores.legend.text()


def test_the_narrow_sheets_free_sticks_cells_are_numbers(qtbot, data_dir):
    """ "If you draw a free stick put it face up and draw another stick.": beside the table each
    cell of the "Free sticks" column said its heading again, "2 free sticks", "0 free sticks",
    wrapped to two lines (s47 t3 F-D). The number alone; its words stay in the cell's tip."""
    from PySide6.QtWidgets import QApplication

    from .helpers import open_window

    w = open_window(qtbot, (1024, 600), start=False)
    names = ["Anna", "Robo Rex", "Cleo"]
    w.start_game("sticks", names, {"no_playable_discard": True}, seed=9)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    QApplication.processEvents()
    table = panel.scores.table
    assert panel.scores.players_down
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    free = next(c for c, h in enumerate(heads) if h.replace("\n", " ") == "Free sticks")
    assert [table.item(r, free).text() for r in range(3)] == ["0", "2", "0"]
    assert "Robo Rex, Free sticks: 2 free sticks, 2 sticks so far" in table.item(1, free).toolTip()
