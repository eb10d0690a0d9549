"""Gin Rummy Tournament's score sheet in the panel: a round writes only the games that changed
("In the first round of getting points the team will score the points in their first game column
only; in the second round ... in their first and second columns; in the third and every following
round ... all three columns"), and each figure keeps its game's place. A cell showed its figures
joined, blanks left out, so a round that changed only Game 3 read "150", as if it were Game 1."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.games.gin_rummy import GAME, Tournament, award
from tests.gui.test_score_panel_labels import cells_fit, docked_panel


def sheet_after(awards):
    """The tournament's sheet after these rounds (team, points), Bob's team never scoring."""
    state = GAME.setup(["Ann", "Bob"], {}, 1)
    t, history = Tournament(), []
    for r, (team, pts) in enumerate(awards):
        t = award(t, team, pts, -1, 0)
        history.append({"round": r + 1, "winner": team, "columns": [list(c) for c in t.columns],
                        "gin_columns": [list(g) for g in t.gins]})
    return GAME.score_sheet(state.replace(tournament=t.to_json(), history=tuple(history))), t


# Guys: 120 (Game 1); 100 (Games 1 and 2: Game 1 won at 220); 150 (Games 2 and 3: Game 2 won);
# then 40: Game 3 only, as Games 1 and 2 are won. Girls: 30 in round 2.
AWARDS = [(0, 120), (1, 30), (0, 100), (0, 150), (0, 40)]


def cell(table, row_label, column):
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    return table.item(rows.index(row_label), column).text()


def test_each_figure_keeps_its_games_place():
    sheet, t = sheet_after(AWARDS)
    assert t.winners == (0, 0, -1)
    assert sheet.positional and sheet.short_sub == 2  # Game 3 is the one being played
    assert [r.cells[0] for r in sheet.rows[:5]] == [
        ("120", None, None), (None, None, None), ("220", "100", None), (None, "250", "150"), (None, None, "190")]


def test_a_wide_panel_shows_every_game_in_its_place_with_a_dash_for_the_others(qtbot):
    """1366x768: "– / – / 190" (the round that changed only Game 3), "220 / 100 / –"."""
    sheet, _ = sheet_after(AWARDS)
    window, dock = docked_panel(qtbot, 1366, 768)
    dock.set_sheet(GAME.score_sheet(GAME.setup(["Ann", "Bob"], {}, 1)))  # the game begins: the panel's width is set
    QApplication.processEvents()
    dock.set_sheet(sheet)
    QApplication.processEvents()
    scores = dock.scores
    assert not scores.compact and not scores.players_down
    table = scores.table
    assert cell(table, "Round 1", 0) == "120 / – / –"
    assert cell(table, "Round 2", 1) == "30 / – / –" and cell(table, "Round 2", 0) == ""
    assert cell(table, "Round 4", 0) == "– / 250 / 150"
    assert cell(table, "Round 5", 0) == "– / – / 190"
    assert cell(table, "Points so far", 1) == "30 / – / –"
    assert "Round 5" in [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert scores.legend.text().startswith("Each cell: game 1 / game 2 / game 3 (in that order; – where that row has none).")
    cells_fit(table)
    window.close()


@pytest.mark.parametrize("awards, game", [(AWARDS[:2], 1), (AWARDS, 3)])
def test_a_narrow_panel_shows_the_game_being_played_in_every_row(qtbot, awards, game):
    """1024x600: one figure a cell, always the same game's, the first not yet won (it showed Game
    3's figure where there was one, else the others joined, under "Each cell: game 3")."""
    sheet, _ = sheet_after(awards)
    window, dock = docked_panel(qtbot, 1024, 600)
    dock.set_font_px(12)  # as the main window does: max(12, height // 60)
    dock.set_sheet(GAME.score_sheet(GAME.setup(["Ann", "Bob"], {}, 1)))
    QApplication.processEvents()
    dock.set_sheet(sheet)
    QApplication.processEvents()
    scores = dock.scores
    assert scores.compact and not scores.players_down
    table = scores.table
    assert scores.legend.text().startswith(f"Each cell shows game {game}'s score for that round; point at a cell to see game ")
    if game == 1:
        assert cell(table, "Round 1", 0) == "120" and cell(table, "Round 2", 1) == "30"
    else:
        assert [cell(table, f"Round {r}", 0) for r in range(1, 6)] == ["–", "", "–", "150", "190"]
        assert "Game 1: 220, Game 2: 100" in table.item(2, 0).toolTip()
    cells_fit(table)
    window.close()


def test_before_any_round_the_legend_describes_only_the_row_there_is(qtbot):
    """Seen (s34 t2, t2/g1.png), 1024x600 at the first deal: the sheet's one row "Games' score"
    under "Each cell: game 1 (no room for the game 2 / game 3 as well: point at a cell to see
    them). Bottom row: games' score; ...": the cells it described were not there yet."""
    window, dock = docked_panel(qtbot, 1024, 600)
    dock.set_font_px(12)
    dock.set_sheet(GAME.score_sheet(GAME.setup(["Ann", "Bob"], {}, 1)))
    QApplication.processEvents()
    legend = dock.scores.legend.text()
    assert "Each cell" not in legend and "game 2" not in legend, legend
    assert legend.startswith("No scores yet. Bottom row: games' score. Each game is won at 200 points"), legend
    # a round scored: its cells are there, and said
    dock.set_sheet(sheet_after(AWARDS[:1])[0])
    QApplication.processEvents()
    assert dock.scores.legend.text().startswith("Each cell shows game 1's score"), dock.scores.legend.text()
    window.close()
