"""A Help page's list shows when it has the keys (tester t3, s34, finding 4: "Help > Keyboard
Shortcuts opens with half the list below the fold. Shift+Tab then PageDown: nothing scrolls;
Tab (forward) from Close then Down/PageDown does scroll, but nothing shows that the list has the
focus. Expected: a visible focus on the list"). The list had the keys as the page opened, with
nothing to say so, and the Close button under it, the default button, looked the one with the
focus: Shift+Tab took the keys from the list to Close. Its frame now turns the colour of a chosen
thing while it has the keys, and Tab and Shift+Tab both go from Close to it. Same for the rules
page's text. Checked at 2560x1440 with Qt's scale factor 2 (a screen of 1280x720 to the app)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea, QTextBrowser

from .helpers import open_window


def frame_colour(area) -> QColor:
    """The colour of the area's frame, half way down its left edge."""
    image = area.grab().toImage()
    return QColor(image.pixel(0, image.height() // 2))


def is_highlight(colour: QColor, area) -> bool:
    return colour.rgb() == area.palette().color(QPalette.ColorRole.Highlight).rgb()


def test_the_shortcuts_list_shows_its_focus_and_is_reached_both_ways(qtbot, data_dir, monkeypatch):
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget: QRect(0, 0, 1280, 720))
    w = open_window(qtbot, (1280, 720))
    w.show_shortcuts()
    d = w.last_message
    qtbot.waitExposed(d)
    d.activateWindow()
    scroll = d.findChild(QScrollArea)
    close = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.waitUntil(lambda: scroll.hasFocus())
    assert scroll.verticalScrollBar().maximum() > 0  # (the list is longer than the page here)
    assert is_highlight(frame_colour(scroll), scroll)  # it has the keys, and shows it
    for key in (Qt.Key_Backtab, Qt.Key_Tab):  # to Close and back, either way round
        QTest.keyClick(QApplication.focusWidget(), key)
        assert close.hasFocus()
        assert not is_highlight(frame_colour(scroll), scroll)
        QTest.keyClick(QApplication.focusWidget(), key)
        assert scroll.hasFocus() and is_highlight(frame_colour(scroll), scroll)
    QTest.keyClick(scroll, Qt.Key_PageDown)  # and the keys scroll it
    assert scroll.verticalScrollBar().value() > 0


def test_the_rules_page_shows_its_focus(qtbot, data_dir, monkeypatch):
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget: QRect(0, 0, 1280, 720))
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    w.show_rules()
    d = w.rules_dialog
    qtbot.waitExposed(d)
    text = d.findChild(QTextBrowser)
    qtbot.waitUntil(lambda: text.hasFocus())
    assert is_highlight(frame_colour(text), text)
    QTest.keyClick(text, Qt.Key_Tab)
    assert not text.hasFocus() and not is_highlight(frame_colour(text), text)
