"""A stream of clicks going on while the computers play buys nothing (tester t4, s33 #1): 10 Dime
Rummy, Anna and three computers, "Buy out of turn". Anna double-clicked on the discard pile every
half second "to hurry the robots"; the window before a computer's draw ("Before Robo Remy draws,
you may call "Buy!" for the ...: then drag it to your hand") took a double-click of the stream as
her buy: "Anna paid a dime into the pot for the queen of clubs and two stock cards." A dime and
three cards nobody chose, that Undo cannot take back. A call out of turn is made by a press after
a pause, or the drag the prompt asks for begun after one. Real presses on the view, on the
guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from cardtable.gui.main_window import MainWindow

from .helpers import buttons, click, fake_clock, grab_point, move_to, settle
from .test_button_guard import clicks
from .test_drag_holds_computers import anna_may_buy

pytestmark = pytest.mark.curtain_guard

STEP_S = 0.5


@pytest.fixture
def clock(monkeypatch):
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def drag_to_hand(view, release: bool = True) -> None:
    vp = view.viewport()
    start = grab_point(view, view.pieces["discard"])
    end = view.mapFromScene(view.zones["hand/0"].rect.center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 4):
        move_to(view, start + (end - start) * i / 3)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def test_a_stream_of_double_clicks_on_the_discard_buys_nothing(qtbot, data_dir, monkeypatch, clock):
    """Anna's click on "Nobody buys it: Robo Ruby draws" begins her stream; Robo Ruby plays, and
    in Robo Remy's window her double-clicks on the discard pile every half second, and a drag in
    the same stream, buy nothing and say why; a drag after a pause buys, as the prompt says."""
    monkeypatch.setattr(curtain, "CLOSED_S", 0.0)  # (the button's own double-click rule: not here)
    real = MainWindow.nobody_calls
    clicked: list[float] = []

    def by_a_click(self, *args, **kwargs):
        if self.game.current_player(self.state) != 2 or clicked:
            return real(self, *args, **kwargs)
        clock.now += 10  # (her click, after a pause)
        clicked.append(clock.now)
        click(self.table.view, buttons(self.table.view)["Nobody buys it: Robo Ruby draws"])
        assert self.game.current_player(self.state) != 2 or self.thinking is None or self.thinking.calls is None
        return None

    monkeypatch.setattr(MainWindow, "nobody_calls", by_a_click)
    w = anna_may_buy(qtbot, monkeypatch, window=60.0)
    view = w.table.view
    settle(view)
    said: list[str] = []
    view.message.connect(said.append)
    dimes, cards, moves = w.state.dimes[0], len(w.state.hands[0]), len(w.session.record.moves)
    assert clicked and curtain.input_pause().last == clock.now  # (her click on the button)
    for _ in range(4):
        QTest.qWait(20)
        clock.now += STEP_S
        clicks(view, grab_point(view, view.pieces["discard"]), 2)
        assert len(w.session.record.moves) == moves, f"a click of the stream bought: {w.session.record.moves[-1]}"
    clock.now += STEP_S
    drag_to_hand(view)
    assert len(w.session.record.moves) == moves and w.state.dimes[0] == dimes and len(w.state.hands[0]) == cards
    assert said[-1] == "Too quick after the last press: to call for this card, wait a moment, then drag it."
    clock.now += curtain.PAUSE_S + 0.1
    wanted = w.state.discard[-1]
    drag_to_hand(view)
    bought = [m for m in w.session.record.moves[moves:] if m.get("kind") == "buy" and m.get("seat") == 0]
    assert bought and wanted in w.state.hands[0] and w.state.dimes[0] == dimes - 1


def test_a_double_click_after_a_pause_buys(qtbot, data_dir, monkeypatch, clock):
    """Anna's double-click on the discard pile after a pause is a call she meant."""
    w = anna_may_buy(qtbot, monkeypatch, window=60.0)
    view = w.table.view
    settle(view)
    dimes, moves = w.state.dimes[0], len(w.session.record.moves)
    clock.now += curtain.PAUSE_S + 0.1
    clicks(view, grab_point(view, view.pieces["discard"]), 2)
    bought = [m for m in w.session.record.moves[moves:] if m.get("kind") == "buy" and m.get("seat") == 0]
    assert bought and w.state.dimes[0] == dimes - 1
