"""Tester t1 (s34) #5: Oh Hell!'s score sheet beside the table had no room for the bids: "Each
cell: score (no room for the bid / made as well: point at a cell to see them)". The book:
"Tricks bid are marked under each players name" and "If the player is successful in getting their
exact bid they get a 1 in front of their bid. Eg. 1 becomes an 11. If not successful then they
get a scratch and no points for that round." Where a cell has room for one value, it shows the
family's mark: "12" (a bid of 2 made: a 1 in front of it) or "2 ✗" (a bid of 2 missed)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.core.scoresheet import ScoreSheet
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.oh_hell import SCRATCH

from .test_score_panel_labels import docked_panel

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Eve", "Fay", "Gus"]


def played(n: int, hands: int = 3, options=None):
    game = get_game("oh_hell")
    session = Session.new(game, NAMES[:n], options or {}, seed=n)
    rnd = random.Random(n)
    while len(session.state.history) < hands:
        session.play(rnd.choice(game.legal_moves(session.state)))
    return game, session.state


def test_each_cell_has_the_family_s_mark():
    game, state = played(4)
    sheet = game.score_sheet(state)
    seen = set()
    for record, row in zip(state.history, sheet.rounds):
        for s, (bid, made, points) in enumerate(zip(record["bids"], record["made"], record["points"])):
            assert row.cell(s, 0) == bid  # the values stay (printed: bid | made | score)
            if bid == made:
                assert row.mark_of(s) == (f"1{bid}" if bid < 10 else f"1{bid} = {points}")
                assert points == 10 + bid
                seen.add("made")
            else:
                assert row.mark_of(s) == f"{bid} {SCRATCH}"
                seen.add("missed")
    assert seen == {"made", "missed"}
    assert not any(row.marks for row in sheet.rounds[len(state.history):])  # rounds to play: blank
    assert ScoreSheet.from_json(sheet.to_json()) == sheet
    # the card-maker's ten a trick has no 1 to put in front: the values, as before
    game, state = played(4, 1, {"tens": True})
    assert not any(row.marks for row in game.score_sheet(state).rows)


@pytest.mark.parametrize("n", [4, 5, 7])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1100, 700)])
def test_every_bid_is_on_the_panel_s_sheet_without_pointing(qtbot, n, size):
    game, state = played(n)
    sheet = game.score_sheet(state)
    window, dock = docked_panel(qtbot, *size)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    panel = dock.scores
    table, legend = panel.table, panel.legend.text()
    # (1024x600: players down; 1366x768 with 4: in full; 1366x768 with 5 or 7, 1100x700 with 4: short cells)
    if panel.players_down:  # each player a row: Total, then each hand's mark, the newest first (s40 t4)
        for k in range(len(state.history)):
            hand_row = sheet.rounds[len(state.history) - 1 - k]
            for s in range(n):
                assert table.item(s, 1 + k).text() == hand_row.mark_of(s)
        # (its columns are hands, as the note's "after hand 3" says: s41)
        assert f"total after hand {len(state.history)}. Then each hand's points, the newest first. " \
               "Each hand: the bid, a 1 put in front of it if made" in legend
    else:
        for r, record in enumerate(state.history):
            for s in range(n):
                text = table.item(r, s).text()
                if panel.compact:
                    assert text == sheet.rounds[r].mark_of(s)
                else:
                    assert text.startswith(f"{record['bids'][s]} / {record['made'][s]} / ")
        if panel.compact:
            assert legend.startswith("Each cell: the bid, a 1 put in front of it if made (12: a bid of 2 made, 12 points)")
            assert "no room for the bid" not in legend
    window.close()


@pytest.mark.parametrize("size", [(1024, 600), (1100, 700)])
def test_a_bid_of_ten_made_shows_the_bid_and_the_points(qtbot, size):
    """A bid of 10 made scores 20 (ten and the bid): the panel's short cell (1100x700) and its
    Last column (players down, 1024x600) said "20", which reads as no bid with a 1 in front; now
    "110 = 20", whole, and the legend says what it is. Ben's bid of 0 made is "10", Cleo's bid
    of 10 missed "10 ✗"."""
    from tests.games.test_oh_hell import ten_and_nothing

    game = get_game("oh_hell")
    state = ten_and_nothing(10, 0, 10, 0)
    # (the same hand twice: with one hand played the players-down panel shows only the totals)
    sheet = game.score_sheet(state.replace(history=state.history * 2, totals=tuple(2 * t for t in state.totals)))
    window, dock = docked_panel(qtbot, *size)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    panel = dock.scores
    table, legend = panel.table, panel.legend.text()
    column = 1 if panel.players_down else None
    assert panel.players_down or panel.compact
    shown = [table.item(s, 1).text() if panel.players_down else table.item(1, s).text() for s in range(4)]
    assert shown == ["110 = 20", "10", f"10 {SCRATCH}", "10"]
    fm = table.fontMetrics()
    for s in range(4):
        width = table.columnWidth(column if column is not None else s)
        assert width >= fm.horizontalAdvance(shown[s]), (s, shown[s], width)  # never cut
    assert "110 = 20: a bid of 10 made, 20 points (ten and the bid)" in legend
    # Ben's "10" beside Anna's "110 = 20" could be read as a bid of 10: the legend says it (s35 t4 #2)
    assert "; 10: a bid of 0 made, 10 points;" in legend
    assert legend.count(SCRATCH) == 1, legend  # Cleo's "10 ✗" explained once (it was twice)
    window.close()


def test_no_made_nought_no_words_for_it():
    """The "10: a bid of 0 made" clause only where such a mark is on the sheet."""
    from tests.games.test_oh_hell import ten_and_nothing

    game = get_game("oh_hell")
    assert "bid of 0" in game.score_sheet(ten_and_nothing(10, 0, 10, 0)).marks_said
    assert "bid of 0" not in game.score_sheet(ten_and_nothing(10, 1, 1, 1)).marks_said
