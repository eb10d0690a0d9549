"""s38 t5 F6: a window 500-640 px wide with the Score Sheet and the Game Log docked beside the
table (a window manager let it be made narrower than its least size: xdotool windowsize). The
table kept its least 480 px and the docks lay over its right part: Robo Ruby's seat, the banner's
end and the hand's last cards were under the score sheet. The table is never covered: the docks
give way (the Game Log first, then the score sheet) with a note on the status line saying how
to see them again, and come back when the window is wide enough again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from .helpers import open_window

PEOPLE = ["Anna", "Ben", "Robo Ruby", "Dev"]


def a_game_with_both_docks(qtbot, game: str = "whist_tens"):
    from cardtable.gui import settings

    w = open_window(qtbot, (1024, 600))
    w.log_view_action.setChecked(True)
    w.start_game(game, list(PEOPLE), {}, seed=3, computers=["", "", "easy", ""])
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    # the computer's move made first (on a busy machine it was still thinking: Hearts' "Still to
    # pass: Anna, Ben, Robo Ruby, Dev" made the status three lines at 500 px, past the bottom)
    qtbot.waitUntil(lambda: w.play_ctl.computer_turn() is None and w.thinking is None, timeout=20_000)
    w.score_view_action.setChecked(True)
    settings.remember_game_log(False)  # (remembered: left open, it opened in the tests after)
    QTest.qWait(100)
    assert w.score_panel.isVisible() and w.game_log.isVisible()
    return w


def squeeze(qtbot, w, width: int, height: int = 600) -> None:
    """The window made ``width`` wide as the tester's window manager did, below the window's least
    size (a plain resize() is held at that size by Qt itself)."""
    w.windowHandle().resize(width, height)
    qtbot.waitUntil(lambda: w.width() == width)
    QTest.qWait(100)


def in_window(w, widget) -> QRect:
    return QRect(widget.mapTo(w, widget.rect().topLeft()), widget.size())


def docks_shown(w) -> list:
    return [d for d in (w.score_panel, w.game_log) if d is not None and d.isVisible() and not d.isFloating()]


def assert_table_whole(w) -> None:
    view = in_window(w, w.table.view)
    assert view.right() < w.width(), (view, w.width())
    for dock in docks_shown(w):
        assert not view.intersects(dock.geometry()), (dock.windowTitle(), dock.geometry(), view)
    status = w.status_label
    line = in_window(w, status)
    assert line.left() >= 0 and line.right() < w.width() and line.bottom() < w.height(), line
    for dock in docks_shown(w):
        assert not line.intersects(dock.geometry())
    # its words all in its room, none under the window's edge
    used = QFontMetrics(status.font()).boundingRect(
        QRect(0, 0, status.contentsRect().width(), 10_000), int(Qt.TextWordWrap), status.text()).height()
    assert used <= status.contentsRect().height(), (status.text(), used, status.contentsRect())


@pytest.mark.parametrize("width", [640, 560])
def test_docks_give_way_to_the_table_in_a_narrow_window(qtbot, width):
    w = a_game_with_both_docks(qtbot)
    prompt = w.status_text()
    squeeze(qtbot, w, width)
    assert_table_whole(w)
    assert not w.score_panel.isVisible() and not w.game_log.isVisible()
    # the prompt stays, the note after it
    assert w.status_text() == (f"{prompt} The score sheet and the game log are put away while the window is "
                               "this narrow: make the window wider to see them again.")
    # the family's choice stands: the menu keeps its ticks, and they come back with the room
    assert w.score_view_action.isChecked() and w.log_view_action.isChecked()
    squeeze(qtbot, w, 1024)
    assert w.score_panel.isVisible() and w.game_log.isVisible()
    assert w.status_text() == prompt
    assert_table_whole(w)


@pytest.mark.parametrize("game", ["oh_hell", "hearts", "rummy_500"])
def test_other_games_keep_their_table_whole_at_500(qtbot, game):
    w = a_game_with_both_docks(qtbot, game)
    squeeze(qtbot, w, 500)
    assert_table_whole(w)


def test_a_dock_put_away_and_then_closed_stays_closed(qtbot):
    """View > Score Sheet unticked while it is put away for room: it does not come back."""
    w = a_game_with_both_docks(qtbot)
    squeeze(qtbot, w, 560)
    assert not w.score_panel.isVisible()
    w.score_view_action.setChecked(False)
    squeeze(qtbot, w, 1024)
    assert not w.score_panel.isVisible() and w.game_log.isVisible()


def test_docks_stay_where_there_is_room(qtbot):
    """Wide enough for the table's least width and the docks: nothing is put away."""
    w = a_game_with_both_docks(qtbot)
    least = w.minimumSizeHint().width()
    squeeze(qtbot, w, least)
    assert w.score_panel.isVisible() and w.game_log.isVisible()
    assert "make the window wider" not in w.status_text()
    assert_table_whole(w)
