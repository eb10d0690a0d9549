"""The curtain's words and button stay whole at every window size (s31 t1 #6)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLayout, QMainWindow

from .helpers import open_window


def in_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def assert_whole(qtbot, w) -> None:
    """The curtain's title, words and button lie in the part of the table the window shows,
    the button as wide as its words need."""
    curtain = w.table.curtain
    qtbot.waitUntil(lambda: curtain.button.width() > 0)
    qtbot.wait(400)  # (laid out again: 100 ms was sometimes too short on a busy machine)
    shown = w.centralWidget().geometry()
    for part in (curtain.title, curtain.sub, curtain.button):
        assert shown.contains(in_window(part, w)), (part, in_window(part, w), shown)
    assert curtain.button.width() >= curtain.button.sizeHint().width()
    for label in (curtain.title, curtain.sub):
        assert label.heightForWidth(label.width()) <= label.height() + 2, label.text()


def test_a_window_cut_narrower_than_its_least_size(qtbot, data_dir):
    """Hearts, four people, the window at 500x400 (a window manager that lets it be smaller
    than its least size, or none): the table keeps its least width, cut off at the right
    by the score sheet beside it, and "Pass to Ann…", "I'm Anna: show my ca…" were cut. The
    curtain's words and button are now set in the part shown, the button's words smaller."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    assert w.score_panel is not None and w.score_panel.isVisible()
    QMainWindow.layout(w).setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # (as that window manager)
    w.setMinimumSize(0, 0)
    w.resize(500, 400)
    qtbot.waitUntil(lambda: w.width() == 500)
    assert w.table.view.width() > w.centralWidget().width()  # (the table cut off, as seen)
    assert_whole(qtbot, w)
    w.resize(1024, 600)  # and back: laid out across the whole table again
    qtbot.waitUntil(lambda: w.centralWidget().width() == w.table.view.width())
    assert_whole(qtbot, w)
    assert w.table.curtain.button.font().pixelSize() == 20


def test_a_long_name_at_the_least_window_size(qtbot, data_dir):
    """A name of 30 letters (the most New Game takes) on the button, the window at its least
    size: the button's words smaller, never cut."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Maximiliana Wolfeschlegelstein", "Ben", "Cleo", "Dev"], {}, seed=5)
    w.resize(300, 300)  # (held at its least size)
    assert_whole(qtbot, w)


def test_the_game_over_buttons_at_the_least_window_size(qtbot, data_dir):
    """The same rule on the result panel (the other overlay): at the window's least size its
    middle button read "ook at the tabl"."""
    from .test_game_over_keys import finished

    w = finished(qtbot)
    w.resize(300, 300)  # (held at its least size)
    over = w.table.over
    qtbot.wait(100)
    shown = w.centralWidget().geometry()
    for button in over.buttons():
        assert button.width() >= button.sizeHint().width(), button.text()
        assert shown.contains(in_window(button, w)), button.text()
