"""The result panel's buttons never take a click of a stream (tester, s33): Crazy Eights,
"Grandma Bartholomew-Fitzgerald" and three Medium computers, several hands to 30, at 1024x600.
She plays while clicking on and on along her hand row (a double-click every quarter second,
Enter now and then to hurry the computers). When a computer goes out and the game ends, the
"Robo Rex wins!" panel puts "Play again / Look at the table / Back to start" where her hand was,
and a click of hers landed on "Play again": a new game dealt at once, three games running, and
the family never saw who won. Enter on the panel was refused ("Tab goes to the buttons..."), the
click a moment after it was not. Now the panel's buttons follow the curtain's rule (curtain.
InputPause, "never a click or key in a stream of them"): a click in a stream, begun before the
panel appeared or on it, does nothing and says why; a click after a pause acts. Real presses on
the widgets under the pointer, on the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import deal_on, fake_clock, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)

pytestmark = pytest.mark.curtain_guard  # (the pause, and the half second)

PEOPLE = ["Grandma Bartholomew-Fitzgerald", "Robo Rex", "Robo Ruby", "Robo Remy"]
STEP_S = 0.25  # a double-click every quarter second
ROW_Y = 495  # the window's height of her hand row, where she clicks


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons and the overlays' buttons."""
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def clicks_at(w, at: QPoint, n: int) -> QWidget:
    """``n`` quick presses at ``at`` (in the window) as a mouse makes them, on whatever widget is
    there (the table, or a button of the panel over it): the second a double-click event. Returns
    the widget pressed."""
    target = w.childAt(at) or w
    pos = target.mapFrom(w, at)
    for i in range(n):
        if i == 1:
            QApplication.sendEvent(target, QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos),
                                                       QPointF(target.mapToGlobal(pos)), Qt.LeftButton,
                                                       Qt.LeftButton, Qt.NoModifier))
        else:
            QTest.mousePress(target, Qt.LeftButton, Qt.NoModifier, pos)
        QTest.mouseRelease(target, Qt.LeftButton, Qt.NoModifier, pos)
        QApplication.processEvents()
    return target


class Grandma:
    """Her hand on the mouse: a double-click every quarter second, a little further along the
    row each time, and Enter at every fifth."""

    def __init__(self, w, clock):
        self.w, self.clock, self.n = w, clock, 0
        self.pressed: list = []

    def at(self) -> QPoint:
        return QPoint(60 + (self.n * 53) % 660, ROW_Y)

    def step(self) -> None:
        QTest.qWait(5)
        self.clock.now += STEP_S
        self.n += 1
        self.pressed.append(clicks_at(self.w, self.at(), 2))
        if self.n % 5 == 0:
            QTest.keyClick(QApplication.focusWidget() or self.w, Qt.Key_Return)

    def pause(self) -> None:
        """Her hands rest a moment: her next press is a deliberate one."""
        self.clock.now += max(curtain.GUARD_S, curtain.PAUSE_S) + 0.1


def ended_in_her_stream(qtbot, clock):
    """The game played to its end, Grandma's moves made after a pause, her double-clicks going on
    while the computers play, until a computer goes out and the game is over (the computers at
    the quickest pace). Returns the window and her hand."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", PEOPLE, {"scoring": True, "target": 30}, seed=3,
                 computers=["", "medium", "medium", "medium"])
    grandma = Grandma(w, clock)
    for _ in range(3000):
        ctl = w.play_ctl
        if w.game.is_over(w.state):
            break
        if ctl.waits_for_people():
            grandma.pause()
            deal_on(w)
        elif w.thinking is None and ctl.computer_turn() is None and ctl.human_to_act() == 0:
            grandma.pause()
            moves = w.game.legal_moves(w.state, 0)
            w.play(next((m for m in moves if m.kind == "play"), moves[0]))
        else:
            grandma.step()
    assert w.game.is_over(w.state) and 0 not in w.game.winners(w.state), "the test means a computer going out"
    over = w.table.over
    assert over.isVisible() and over.title.text().startswith("Robo ")
    return w, grandma


def still_the_result(w, save_id) -> None:
    assert w.table.over.isVisible(), "a click of the stream put the result away"
    assert w.save_id == save_id and w.game.is_over(w.state), "a click of the stream dealt a new game"


def test_her_stream_going_on_as_a_computer_goes_out_never_plays_again(qtbot, data_dir, clock, quick):  # noqa: F811
    """The double-clicks and Enters that went on while the computers played go on over the
    panel: they land on its three buttons and press none, nor does an Enter after a pause; a
    click after a pause plays again."""
    w, grandma = ended_in_her_stream(qtbot, clock)
    over, save_id = w.table.over, w.save_id
    grandma.pressed.clear()
    for _ in range(14):
        grandma.step()
        still_the_result(w, save_id)
    assert {over.again, over.look, over.back} <= set(grandma.pressed), "the test means clicks on every button"
    # her Enter after a pause presses no button: her clicks above took none of them for the keys
    # (Enter pressed the last one clicked, "Back to start", in a live run)
    said: list[str] = []
    over.said.connect(said.append)
    grandma.pause()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    still_the_result(w, save_id)
    assert said and said[-1].startswith("Tab goes to the buttons")
    grandma.pause()
    clicks_at(w, over.again.mapTo(w, over.again.rect().center()), 1)
    assert not over.isVisible() and not w.game.is_over(w.state) and w.save_id != save_id


def test_a_stream_begun_on_the_panel_never_plays_again(qtbot, data_dir, clock, quick):  # noqa: F811
    """She stops a moment, presses Enter ("Tab goes to the buttons..."), and clicks on: the
    clicks after the Enter are a stream begun on the panel, and press nothing (they say why);
    after a pause her click on "Play again" deals the new game."""
    w, grandma = ended_in_her_stream(qtbot, clock)
    over, save_id = w.table.over, w.save_id
    said: list[str] = []
    over.said.connect(said.append)
    grandma.pause()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    assert said[-1].startswith("Tab goes to the buttons")
    again = over.again.mapTo(w, over.again.rect().center())
    clock.now += 0.3
    assert clicks_at(w, again, 2) is over.again
    still_the_result(w, save_id)
    assert said[-1] == "Too quick after the last press: wait a moment, then click once."
    for _ in range(4):  # (and a triple click, its third press a press again)
        clock.now += STEP_S
        clicks_at(w, again, 3)
        still_the_result(w, save_id)
    grandma.pause()
    clicks_at(w, again, 1)
    assert not over.isVisible() and not w.game.is_over(w.state) and w.save_id != save_id
