"""Impatient clicks on the table's buttons. A button that a move puts where the last press was
ignores presses for its first half second, so the rest of a double- or triple-click on "End the
game" never also presses the button drawn next at the same spot; a button aimed at from elsewhere,
a button that was already there (a stepper's "+"), and the keyboard work at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain, table_view
from cardtable.gui.table_view import ButtonItem

from .helpers import (buttons, centre, click, fake_clock, guard_clock, open_window, read_the_buttons, rest_past_guards,
                      take_over)
from .test_rummoli_table import round_over_by_mouse

pytestmark = pytest.mark.button_guard


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table buttons and the game-over panel's buttons (the table's own
    hand-off guard runs in real time)."""
    return fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)


def double_click_event(view, pos: QPoint) -> None:
    vp = view.viewport()
    ev = QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                     Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(vp, ev)


def clicks(view, pos: QPoint, n: int) -> None:
    """``n`` quick presses at ``pos`` as a mouse makes them: the second is a double-click event."""
    vp = view.viewport()
    for i in range(n):
        if i == 1:
            double_click_event(view, pos)
        else:
            QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, pos)
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pos)
        QApplication.processEvents()


@pytest.mark.parametrize("n", [2, 3])
def test_a_double_or_triple_click_on_end_the_game_ends_it_and_names_no_space(qtbot, data_dir, clock, n):
    """ "When the players decide to end the game" the next dealer names the spaces one by one:
    the extra presses of an impatient click on "End the game" name no space, and those of an
    impatient click on a space land on the next space's button, which has just appeared there
    (the end deals' buttons stay put under the hands dealt face up), and name nothing."""
    w, view = round_over_by_mouse(qtbot)
    end = buttons(view)["End the game"]
    pos = centre(view, end)
    clock.now += 5  # the round-over buttons have been up a while
    moves = len(w.session.record.moves)
    clicks(view, pos, n)
    assert w.session.record.moves[moves:] == [{"kind": "end_game"}]
    clock.now += 5
    first = next(b for b in view.buttons if b.text.endswith(" space"))
    # a little right of its middle: of tied spaces' buttons, those left close up, the next one's
    # left edge coming to where the middle was
    pos = centre(view, first) + QPoint(4, 0)
    clicks(view, pos, n)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["end_game", "name_space"]
    spaces = [b for b in view.buttons if b.text.endswith(" space")]
    assert any(b.sceneBoundingRect().contains(view.mapToScene(pos)) for b in spaces), \
        "the test means a new button under the pointer"
    # half a second on (and a pause: the clicks above were a stream), the button takes the press
    # as any other
    clock.now += max(table_view.BUTTON_GUARD_S, curtain.PAUSE_S)
    clicks(view, pos, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["end_game", "name_space", "name_space"]


def test_a_new_button_aimed_at_from_elsewhere_takes_the_press_at_once(qtbot, data_dir, clock):
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    end = buttons(view)["End the game"]
    clicks(view, centre(view, end), 1)
    assert w.session.record.moves[-1] == {"kind": "end_game"}
    under = view.mapToScene(centre(view, end))
    elsewhere = next(b for b in view.buttons if b.text.endswith(" space") and not b.sceneBoundingRect().contains(under))
    clicks(view, centre(view, elsewhere), 1)  # no time has passed: a deliberate press elsewhere
    assert w.session.record.moves[-1]["kind"] == "name_space"


def test_a_stepper_steps_at_every_press_of_a_quick_click(qtbot, data_dir, clock):
    """The stepper's "+" is the same button after each step: a triple click steps three times."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    clock.now += 5
    more = buttons(view)["+"]
    before = next(t for t in buttons(view) if t.startswith("Bid"))
    clicks(view, centre(view, more), 3)
    after = next(t for t in buttons(view) if t.startswith("Bid"))
    assert int(after.split()[-1]) == min(int(before.split()[-1]) + 3, len(w.state.hands[0]))
    assert len(w.session.record.moves) == 0  # stepping is not a move


def test_a_resize_keeps_the_buttons_ready(qtbot, data_dir, clock):
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    w.resize(1300, 780)
    QApplication.processEvents()
    clicks(view, centre(view, buttons(view)["End the game"]), 1)
    assert w.session.record.moves[-1] == {"kind": "end_game"}


def test_enter_held_down_does_not_press_a_new_button(qtbot, data_dir, clock):
    """Enter works on the focused button at once; a key held down since the last press
    (auto-repeat) does not go on to press the button that replaced it."""
    w, view = round_over_by_mouse(qtbot)
    view.setFocus()
    clock.now += 5
    ctl = view.controller
    ctl.set_focus(buttons(view)["End the game"])
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[-1] == {"kind": "end_game"}
    ctl.set_focus(next(b for b in view.buttons if b.text.endswith(" space")))
    QApplication.sendEvent(view, _key(Qt.Key_Return, repeat=True))
    assert w.session.record.moves[-1] == {"kind": "end_game"}
    QTest.keyClick(view, Qt.Key_Return)  # a fresh press of the key
    assert w.session.record.moves[-1]["kind"] == "name_space"


def _key(key, repeat: bool):
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.KeyPress, key, Qt.NoModifier, "", repeat, 1)


@pytest.mark.curtain_guard
def test_the_game_over_buttons_wait_as_the_curtains_does(qtbot, data_dir, monkeypatch):
    """The last move's double-click must not go on to "Play again", "Look at the table" or "Back
    to start"."""
    monkeypatch.setattr(table_view, "FLY_MS", 40)
    # The table's hand-off guard on the test's clock too (not this file's ``clock``: real time).
    # On real time, each of the round's twenty moves handed the table on and the next drag was
    # refused for half a real second: the drags went on and on, each saying "Too quick ..." in
    # a bubble, 10 s of the test. The round is only the way to the game's end: played with the
    # hand-off guard off, as a test about something else plays it; the guard is back after it.
    clock = guard_clock(monkeypatch)
    with monkeypatch.context() as m:
        m.setattr(curtain, "GUARD_S", 0.0)
        w, view = round_over_by_mouse(qtbot)
    rest_past_guards(clock)  # the next dealer has the laptop (the table changed hands)
    read_the_buttons()
    click(view, buttons(view)["End the game"])
    while not w.game.is_over(w.state):
        clock.now += max(curtain.GUARD_S, curtain.PAUSE_S) + 0.1  # each press a deliberate one
        click(view, next(b for b in view.buttons if b.text.endswith(" space")))
    over = w.table.over
    assert over.isVisible()
    for button in (over.again, over.look, over.back):
        QTest.mouseClick(button, Qt.LeftButton)
        assert over.isVisible() and w.game.is_over(w.state)
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S)  # (and the clicks above were a stream)
    # the keys go to the panel, not to "Play again": a Space meant for the last move started a
    # new game at once
    assert not over.again.hasFocus()
    QTest.keyClick(w, Qt.Key_Space)
    QTest.keyClick(w, Qt.Key_Return)
    assert over.isVisible() and w.game.is_over(w.state)
    QTest.mouseClick(over.again, Qt.LeftButton)
    assert not over.isVisible() and not w.game.is_over(w.state)


def test_after_the_curtain_the_next_players_first_press_counts(qtbot, data_dir, clock):
    """Anna bids at a spot; behind the curtain Ben's bid buttons are drawn there. His first press,
    after a look at his hand, is his own and not the rest of Anna's click at the same spot."""
    w = open_window(qtbot, (1280, 760), start=False)
    w.start_game("rummoli", ["Anna", "Ben", "Cleo"], {}, seed=5)
    view = w.table.view
    take_over(w)  # Cleo deals and auctions the widow
    clock.now += 5
    clicks(view, centre(view, buttons(view)["Auction the widow"]), 1)
    take_over(w)  # Anna
    clock.now += 5
    pos = centre(view, buttons(view)["Bid 2"])
    clicks(view, pos, 1)
    take_over(w)  # Ben
    moves = len(w.session.record.moves)
    ben = next(b for b in view.buttons if b.sceneBoundingRect().contains(view.mapToScene(pos)))
    # (a click on a table button counts after a pause, as on the curtain's: Ben looks at his hand)
    clock.now += max(table_view.BUTTON_GUARD_S, curtain.PAUSE_S)
    clicks(view, pos, 1)
    assert len(w.session.record.moves) == moves + 1, f"Ben's press on {ben.text!r} was lost"
