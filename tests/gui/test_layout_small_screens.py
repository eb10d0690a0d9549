"""Layout at small and changing window sizes (a tester at 1024x600): the score sheet beside the
game log, the start screen's saved games under a long "Carry on" line, the hint bubble beside
(not over) the cards it talks about, the score sheet's rows after a resize."""

from __future__ import annotations

from PySide6.QtTest import QTest

from .helpers import open_window

THREE = ["Anna", "Ben", "Robo Ruby"]


def with_sheet(qtbot, game: str, size, players=THREE, computers=("", "", "easy")):
    w = open_window(qtbot, size)
    w.start_game(game, list(players), {}, seed=3, computers=list(computers))
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    w.score_view_action.setChecked(True)
    QTest.qWait(100)
    return w


def test_score_rows_even_after_the_window_grows(qtbot):
    """Rows wrapped in a narrow panel go back to one line's height when a larger window gives the
    labels room (after a resize to 1366x768, Canadian Salad's "Round 1 – Red cards" kept the
    height of the three lines it had had in a 900x560 window)."""
    w = with_sheet(qtbot, "canadian_salad", (900, 560))
    table = w.score_panel.scores.table
    w.resize(1366, 768)
    QTest.qWait(300)
    one = table.verticalHeader().defaultSectionSize()
    line = table.fontMetrics().height()
    for r in range(table.rowCount()):
        label = table.verticalHeaderItem(r).text()
        assert table.rowHeight(r) == one + label.count("\n") * line, (r, label, table.rowHeight(r), one)
    assert sum(1 for r in range(table.rowCount()) if table.rowHeight(r) == one) >= table.rowCount() - 3

