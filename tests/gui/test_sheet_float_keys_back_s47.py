"""Finding (s47 t2 #3): after the Score Sheet was floated and docked back (its float button,
twice), F1, H and Ctrl+Z did nothing until the table was clicked: the keyboard was left with the
floating window, gone once the sheet docked back, and no window was active. A dock docked back
or closed gives the keys back to the table, the window made active again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from .helpers import open_window


def press_float_button(qtbot, dock) -> None:
    button = dock.findChild(QAbstractButton, "qt_dockwidget_floatbutton")
    floating = dock.isFloating()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dock.isFloating() != floating)


def sheet_floated(qtbot):
    """A Court Whist table at 1024x600 with its score sheet floated by the dock's float button,
    its window active (as after a click on it): the window and the sheet."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("court_whist", ["Anna", "Robo Rex", "Ben", "Robo Remy"], {}, seed=1)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    press_float_button(qtbot, panel)
    panel.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is panel)
    return w, panel


def test_keys_work_at_once_after_the_sheet_floats_and_docks_back(qtbot, data_dir):
    w, panel = sheet_floated(qtbot)  # (the floating sheet's window has the keys)
    press_float_button(qtbot, panel)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w and QApplication.focusWidget() is not None)
    # Ctrl+L, pressed as the keyboard does (to the focused widget), opens the game log
    assert not w.log_view_action.isChecked()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.log_view_action.isChecked())


def test_keys_come_back_when_the_floating_sheet_is_closed(qtbot, data_dir):
    w, panel = sheet_floated(qtbot)
    panel.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w and QApplication.focusWidget() is not None)
    assert w.table.isAncestorOf(QApplication.focusWidget())
