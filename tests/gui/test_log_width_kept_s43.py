"""s43: with the score sheet turned off, the family dragged the game log's edge to the width they
like; the next game opened put it back to its own width. The log alone keeps the width the
family gave it, game after game; a game with its sheet shown lays the side out as before (s42:
the sheet above the log)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .helpers import open_window

FOUR = ["Anna", "Ben", "Cleo", "Dev"]


def drag_log_edge(w, to_x: int) -> None:
    """A person's drag of the game log's edge: a press on the divider just left of the dock, a
    move to ``to_x``, a release there."""
    log = w.game_log
    y = log.y() + log.height() // 2
    x = log.x() - 2  # (the divider is the few pixels between the table and the panel)
    QTest.mousePress(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y))
    QTest.mouseMove(w, QPoint(to_x, y))
    QApplication.processEvents()
    QTest.mouseRelease(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(to_x, y))
    QApplication.processEvents()


def opened(qtbot, w, game_id: str) -> None:
    w.start_game(game_id, FOUR, {}, seed=1)
    qtbot.wait(200)


def test_the_log_alone_keeps_the_width_the_family_gave_it(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.log_view_action.setChecked(True)
    opened(qtbot, w, "rummoli")
    w.score_view_action.setChecked(False)  # View > Score Sheet off (remembered for Rummoli)
    qtbot.wait(100)
    log = w.game_log
    assert w.score_panel is None or not w.score_panel.isVisible()
    own = log.width()
    drag_log_edge(w, log.x() - 150)  # wider by 150 px
    qtbot.wait(100)
    wide = log.width()
    assert wide > own + 100, (own, wide)
    w.back_to_start()
    opened(qtbot, w, "rummoli")  # its sheet stays off: the log alone, at the family's width
    assert not w.score_panel.isVisible() and w.game_log.isVisible()
    assert abs(w.game_log.width() - wide) <= 2, (w.game_log.width(), wide)
    w.back_to_start()
    opened(qtbot, w, "fast_track")  # another game with its sheet off: the same
    assert abs(w.game_log.width() - wide) <= 2, (w.game_log.width(), wide)
    w.back_to_start()
    opened(qtbot, w, "oh_hell")  # a game with its sheet: the sheet above the log, as in s42
    sheet, log = w.score_panel, w.game_log
    assert sheet.isVisible() and log.isVisible() and sheet.y() < log.y()
