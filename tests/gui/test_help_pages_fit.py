"""Help > Keyboard Shortcuts and Help > About fit the screen (tester t2, s30, finding 3: "Help >
Keyboard Shortcuts does not fit a 1024x600 screen. The message box is taller than the screen
... its Close button is cut off at the bottom ... and rows after "Show my cards (on the hand-off
curtain)" are not visible. Nothing to scroll."). Each page is a dialog sized to the screen's
available area: its list scrolls, its Close button stays in sight. Checked on a small laptop
(1024x600), at 2560x1440 with Qt's scale factor 2 (a screen of 1280x720 to the app) and at
2560x1440 with the app's text grown twice its size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QScrollArea

from .helpers import open_window

SCREENS = {
    "1024x600": ((1024, 600), QRect(0, 0, 1024, 600)),
    "2560x1440 at scale 2": ((1280, 720), QRect(0, 0, 1280, 720)),
    "2560x1440, text grown": ((2560, 1400), QRect(0, 0, 2560, 1440)),
}


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("page", ["show_shortcuts", "show_about"])
def test_a_help_page_fits_the_screen_with_its_close_button(qtbot, data_dir, monkeypatch, screen, page):
    from cardtable.gui import dialogs

    size, area = SCREENS[screen]
    monkeypatch.setattr(dialogs, "available_area", lambda widget: area)
    w = open_window(qtbot, size)
    getattr(w, page)()
    d = w.last_message
    qtbot.waitExposed(d)
    qtbot.wait(20)
    assert area.contains(d.frameGeometry()), (d.frameGeometry(), area)
    close = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    corner = close.mapTo(d, close.rect().bottomRight())
    assert close.isVisible() and 0 < corner.y() < d.height() and 0 < corner.x() < d.width()
    # every line can be read: the text is never cut, and what the page cannot show scrolls
    scroll = d.findChild(QScrollArea)
    page, text = scroll.widget(), scroll.widget().findChild(QLabel)
    assert text.height() >= text.heightForWidth(text.width()) - 1
    bar = scroll.verticalScrollBar()
    assert scroll.viewport().height() + bar.maximum() >= page.height() >= text.height()
    assert page.width() <= scroll.viewport().width()  # nothing past the right edge
    QTest.keyClick(d, Qt.Key_Escape)
    assert not d.isVisible()


def test_the_shortcuts_page_lists_every_row_and_closes_with_its_button(qtbot, data_dir, monkeypatch):
    """Every row of the list is on the page (the last one, "Show my cards", was cut off), and its
    Close button closes it with a click."""
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget: QRect(0, 0, 1024, 600))
    w = open_window(qtbot, (1024, 600))
    w.show_shortcuts()
    d = w.last_message
    qtbot.waitExposed(d)
    label = d.findChild(QScrollArea).widget().findChild(QLabel)
    for what, keys in w.shortcut_rows():
        assert what.split(" (")[0] in d.text() and keys in d.text(), what
    assert d.windowTitle() == "Keyboard Shortcuts" and isinstance(label, QLabel)
    close = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    QTest.mouseClick(close, Qt.LeftButton)
    assert not d.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_rules_page_fits_the_screen_with_its_close_button(qtbot, data_dir, monkeypatch, screen):
    """Help > Rules of the Game (its text a page of its own that scrolls) fits the same screens."""
    from cardtable.gui import dialogs

    size, area = SCREENS[screen]
    monkeypatch.setattr(dialogs, "available_area", lambda widget: area)
    w = open_window(qtbot, size, start=False)
    w.start_game("hand_and_foot", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=1)
    w.show_rules()
    d = w.rules_dialog
    qtbot.waitExposed(d)
    qtbot.wait(20)
    assert area.contains(d.frameGeometry()), (d.frameGeometry(), area)
    close = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    corner = close.mapTo(d, close.rect().bottomRight())
    assert close.isVisible() and 0 < corner.y() < d.height() and 0 < corner.x() < d.width()
