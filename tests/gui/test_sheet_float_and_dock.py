"""Finding (s36 t1 #6): the Score Sheet floated (a double-click on its title bar) and docked
back (a second double-click) stayed on screen, but View > Score Sheet was unticked and the
game's settings said ``"score_panel": false``: the next game opened with no sheet. Floating
hides the dock for a moment while it becomes a window of its own, and that moment was taken
for the dock's close button. Driven by real double-clicks on
the docks' title bars."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui import settings

from .helpers import open_window


def double_click_title(qtbot, dock) -> None:
    """A double-click on the dock's title bar, left of its buttons: its own while docked, the
    window frame's (a non-client double-click) while floating."""
    title = dock.style().pixelMetric(dock.style().PixelMetric.PM_TitleBarHeight, None, dock)
    at = QPoint(30, max(4, title // 2))
    if dock.isFloating():
        press = QMouseEvent(QEvent.Type.NonClientAreaMouseButtonDblClick, QPointF(at), QPointF(dock.mapToGlobal(at)),
                            Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(dock, press)
        # (and its release: without it the button stayed down for the tests after this one)
        release = QMouseEvent(QEvent.Type.NonClientAreaMouseButtonRelease, QPointF(at), QPointF(dock.mapToGlobal(at)),
                              Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(dock, release)
    else:
        QTest.mouseDClick(dock, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            # (the double-click's last release went to the dock's new window: the button
            # stayed down for the tests after this one, whose pointer lit nothing)
            QTest.mouseRelease(dock, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    qtbot.wait(50)


def test_floating_and_docking_the_sheet_keeps_it_ticked_and_remembered(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("court_whist", ["Anna", "Robo Rex", "Ben", "Robo Remy"], {}, seed=1)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    double_click_title(qtbot, panel)
    qtbot.waitUntil(lambda: panel.isFloating())
    assert panel.isVisible() and w.score_view_action.isChecked()
    double_click_title(qtbot, panel)
    qtbot.waitUntil(lambda: not panel.isFloating())
    assert panel.isVisible()
    assert w.score_view_action.isChecked()
    assert settings.game_choices("court_whist").get("score_panel") is not False
    # the dock's own close button still unticks it
    panel.close()
    QApplication.processEvents()
    qtbot.wait(20)
    assert not w.score_view_action.isChecked()
    assert settings.game_choices("court_whist").get("score_panel") is False


def test_the_game_logs_close_button_still_unticks_it(qtbot, data_dir):
    """(The log's dock shares the check made once the moment is over: it may not float, but its
    own close button must still untick View > Game Log.)"""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("court_whist", ["Anna", "Robo Rex", "Ben", "Robo Remy"], {}, seed=1)
    w.log_view_action.setChecked(True)
    qtbot.waitUntil(lambda: w.game_log is not None and w.game_log.isVisible())
    w.game_log.close()
    qtbot.waitUntil(lambda: not w.log_view_action.isChecked())
