"""s46 t3 #1: "at 3840x2160 (scale 2) with the Game Log open, the Score Sheet dock shrinks to about
80 px ... the Total row is cut through the middle while the Game Log below has lots of empty
space" (a game opened, Ctrl+L, Back to Start, 500 Rummy with 3 people + 1 computer). The sheet,
made narrower for the new game, wrapped "Anna & Cleo" onto two lines after the dock had asked
the height of one: the height it asks counts its header as it will be laid out. (1920x1080 at
scale 1 is the tester's window in logical pixels.)"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import open_window

PLAYERS = ["Anna", "Ben", "Cleo", "Robo Otto"]


def settle() -> None:
    for _ in range(20):  # (each step's deferred layout done, as between a person's clicks)
        QApplication.processEvents()


def test_the_total_row_is_whole_over_the_log_after_another_game(qtbot, data_dir):
    w = open_window(qtbot, (1920, 1080), start=False)
    w.start_game("hearts", PLAYERS, {}, seed=1)
    settle()
    w.log_view_action.setChecked(True)
    settle()
    w.back_to_start()
    settle()
    w.start_game("rummy_500", PLAYERS, {}, seed=1)
    settle()
    table = w.score_panel.scores.table
    assert w.game_log.isVisible() and "\n" in table.horizontalHeaderItem(0).text()  # (the two-line names)
    total = table.visualItemRect(table.item(0, 0))
    assert table.viewport().rect().contains(total), (total, table.viewport().rect())
