"""The rules page (F1) from the keyboard (s30 t2 #7 and #14)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTextBrowser, QWidget

from .helpers import open_window


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard gives it: to the widget with the keys."""
    QTest.keyClick(QApplication.focusWidget(), key, modifier)
    QApplication.processEvents()


def test_the_rules_page_opens_with_the_keys_in_its_text(qtbot, data_dir, monkeypatch):
    """The rules page opened without the keys in its text: Page Down and End did nothing until
    the text was clicked. Opened, its text has the keys: Page Down and End scroll it at once, and
    Escape still closes it, the keys going back to the table."""
    w = open_window(qtbot, (1024, 600))
    w.start_game("thirty_one", ["Anna", "Ben", "Cleo"], {}, seed=1, open_handed=True)
    # (this test's screen makes every window shown the active one; a desktop with no window
    # manager, where the tester met this, makes none: the page must ask for the keys itself)
    asked = []
    monkeypatch.setattr(QDialog, "activateWindow", lambda self: (asked.append(self), QWidget.activateWindow(self)))
    w.table.view.setFocus()
    press(Qt.Key.Key_F1)
    page = w.rules_dialog
    assert page.isVisible() and asked == [page]
    text = page.findChild(QTextBrowser)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text)
    bar = text.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    press(Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    press(Qt.Key.Key_Escape)
    assert not page.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.table.view)
    # opened again (F1 from the table), the keys are in the text again
    press(Qt.Key.Key_F1)
    assert asked == [page, page]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text)
