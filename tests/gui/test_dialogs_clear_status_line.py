"""A dialog over the window never ends part of the way down its status line (tester t3, s34,
finding 2: "the New Game panel (and the Rules / Keyboard Shortcuts dialogs) cover the status bar
and leave half-letters under their buttons ... the lower halves of the main window's status line
('Pick a game to start, or carry on a saved one.' — only the 'g', ',', 'y' descenders) stick
out. Expected: the panel either ends above the status bar or covers it whole; no stray glyph
fragments."). Seen at 1366x768 and at 2560x1440 with Qt's scale factor 2 (1280x720 to the app),
with the window filling the screen under a title bar's room: a dialog as tall as the screen
allows ended 30 px into the 46 px line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from cardtable.games import get_game

from .helpers import open_window

SCREENS = {"1366x768": QRect(0, 0, 1366, 768), "2560x1440 at scale 2": QRect(0, 0, 1280, 720)}


def window_on(qtbot, monkeypatch, area: QRect):
    """The main window as the desktop without a window manager had it: under 32 px left for a
    title bar, down to the screen's foot, its status line the last rows of the screen."""
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget: area)
    w = open_window(qtbot)
    w.setGeometry(area.left() + 20, area.top() + 32, area.width() - 40, area.height() - 32)
    qtbot.wait(10)
    line = dialogs.status_line_rect(w)
    assert line is not None and line.bottom() == area.bottom(), (line, area, w.geometry(), w.frameGeometry())
    return w, line


def assert_clear(d, line: QRect) -> None:
    """The dialog's frame ends above the line or covers it to its foot (or is beside it)."""
    from cardtable.gui.dialogs import status_line_rect

    line = status_line_rect(d)  # (as it is now: a game on the table, a line of other words)
    f = d.frameGeometry()
    assert f.right() < line.left() or f.left() > line.right() or f.bottom() < line.top() \
        or f.bottom() >= line.bottom(), (f, line)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_new_game_ends_above_the_status_line(qtbot, monkeypatch, screen):
    from cardtable.gui.new_game import NewGameDialog

    area = SCREENS[screen]
    w, line = window_on(qtbot, monkeypatch, area)
    ngd = NewGameDialog(get_game("crazy_eights"), w, players=["Anna", "Ben", "Cleo"])
    d = ngd.dialog
    d.show()
    qtbot.waitExposed(d)
    qtbot.wait(20)
    assert_clear(d, line)
    assert area.contains(d.frameGeometry())
    # its Deal button still shows, and the page scrolls what no longer fits
    deal = d.buttonBox.button(d.buttonBox.StandardButton.Ok)
    assert deal.isVisible() and deal.mapTo(d, deal.rect().bottomLeft()).y() < d.height()
    assert d.settingsScroll.verticalScrollBar().maximum() > 0
    # a row more (it grows while it can): still clear of the line
    d.playerCount.setValue(5)
    qtbot.wait(20)
    assert_clear(d, line)
    d.close()


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("page", ["show_shortcuts", "show_rules"])
def test_the_help_pages_end_above_the_status_line(qtbot, monkeypatch, screen, page):
    area = SCREENS[screen]
    w, line = window_on(qtbot, monkeypatch, area)
    if page == "show_rules":
        w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=1)
    getattr(w, page)()
    d = w.rules_dialog if page == "show_rules" else w.last_message
    qtbot.waitExposed(d)
    qtbot.wait(20)
    assert_clear(d, line)
    assert area.contains(d.frameGeometry())
    d.close()


def about_box(qtbot, monkeypatch):
    """The window on the 1366x768 screen (:func:`window_on`) and its About box, shown."""
    w, _ = window_on(qtbot, monkeypatch, SCREENS["1366x768"])
    w.show_about()
    d = w.last_message
    qtbot.waitExposed(d)
    qtbot.wait(10)
    return w, d


def test_a_short_dialog_moves_up_off_the_line(qtbot, monkeypatch):
    """A dialog that fits is not made shorter: put with its foot in the line, it moves up."""
    from cardtable.gui.dialogs import place_on_screen, status_line_rect

    w, d = about_box(qtbot, monkeypatch)
    line, height = status_line_rect(w), d.height()
    d.move(100, line.top() + 10 - d.frameGeometry().height())
    assert line.top() < d.frameGeometry().bottom() < line.bottom()
    place_on_screen(d)
    assert d.frameGeometry().bottom() == line.top() - 1 and d.height() == height, (d.frameGeometry(), line)


def test_a_dialog_that_cannot_shrink_covers_the_line_whole(qtbot, monkeypatch):
    """One at its least height already, its foot in the line, at the top of the screen: it goes
    down over the whole line."""
    from cardtable.gui.dialogs import place_on_screen, status_line_rect

    w, d = about_box(qtbot, monkeypatch)
    line = status_line_rect(w)
    place_on_screen(d)
    top = d.frameGeometry().top()  # as high as it goes
    d.setMinimumHeight(line.top() + 10 - top - (d.frameGeometry().height() - d.height()))
    d.resize(d.width(), d.minimumHeight())
    assert line.top() < d.frameGeometry().bottom() < line.bottom()
    place_on_screen(d)
    assert d.frameGeometry().top() == top and d.frameGeometry().bottom() == line.bottom(), (d.frameGeometry(), line)
