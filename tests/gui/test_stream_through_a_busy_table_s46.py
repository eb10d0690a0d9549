"""A stream of presses made while the table was busy drawing the computer's last move never plays
the next person's turn (tester t2, s46 #1): 10,000, Anna and Ben people, Robo Nell a computer.
While "Robo Nell is thinking…" a burst of clicks (the Roll button's spot, a die's) and keys
(Ctrl+Z, Space, Enter, H), again and again 0.3 s apart; Nell's turn ended in it, and the burst
rolled for Anna, set aside a 5 and stopped with 50 before she saw the dice. On a machine under
load the table was busy with Nell's move for longer than the pause (1.2 s): the presses made
meanwhile were handled all together after it, the first of them as if after a pause, and the
hand-over's guard let the stream through. The guard now measures the gaps by the window system's
times of the presses as well (curtain.InputPause: "a press that is part of a stream of presses
and keys ... never counts"; curtain.WINDOW_TIMES). Real presses on the view: the test tool stamps
each click half a second after the one before (a stream by the window system's times), or
``delay`` ms after it; the guards' clock is the test's, moved on by the test for the busy table
and for Anna's pause."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.main_window import MainWindow

from .helpers import buttons, centre, described_only, open_window
from .test_button_guard import double_click_event
from .test_computer_players import Held
from .test_stream_after_computers import (anna_plays_by_double_click, anna_to_move, anna_to_play, clicks, pause,
                                          still_hers, under_her_pointer)

pytestmark = pytest.mark.curtain_guard  # (the pause, and the hand-off's half second)

#: how long the table is busy drawing the computer's last move while the presses wait (s)
BUSY_S = 1.5
#: the window system's gap before a deliberate click after Anna's pause (ms, past curtain.PAUSE_S)
PAUSED_MS = 1300


@pytest.fixture
def window_times(monkeypatch):
    monkeypatch.setattr(curtain, "WINDOW_TIMES", True)


def nell_thinking(qtbot, monkeypatch):
    """10,000, Anna and Ben people and Robo Nell a computer: Anna and Ben have each rolled, set
    aside what counts and stopped (or blown it), and Nell thinks, held by the test. Returns the
    window."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("ten_thousand", ["Anna", "Ben", "Robo Nell"], {}, seed=4, computers=["", "", "medium"])
    with described_only(w.table.view):  # (the positions on the way laid out, not drawn)
        while True:
            legal = w.game.legal_moves(w.state)
            move = next((m for m in legal if m.kind in ("keep", "stop")), None) or legal[0]
            if w.game.apply(w.state, move).state.turn == 2:
                break
            w.play(move)
    w.play(move)  # (Ben's last: Nell's turn, drawn)
    assert w.state.turn == 2 and w.thinking is not None
    w.table.view.setFocus()
    return w


def spots(view) -> tuple[QPoint, QPoint]:
    """Where the tester clicked: the Roll button's spot (under the table's buttons), and the
    middle die's."""
    spec = view.spec
    return view.to_px(*spec.buttons_at).toPoint(), view.to_px(spec.width / 2, 2.7).toPoint()


def burst(w, clock) -> None:
    """The tester's burst: a click on the Roll button's spot and on a die's, Ctrl+Z, Space, Enter
    and H, each a moment after the last (the clicks stamped half a second apart)."""
    view = w.table.view
    for pos in spots(view):
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
        clock.now += 0.05
    for key, mods in ((Qt.Key_Z, Qt.ControlModifier), (Qt.Key_Space, Qt.NoModifier),
                      (Qt.Key_Return, Qt.NoModifier), (Qt.Key_H, Qt.NoModifier)):
        QTest.keyClick(view, key, mods)
        clock.now += 0.05
    clock.now += 0.3


def test_a_stream_made_while_the_table_drew_nells_move_never_plays_annas_turn(qtbot, data_dir, monkeypatch,
                                                                               clock, window_times):
    """The burst while Nell thinks; her moves; the table busy 1.5 s; then the rest of the burst,
    three times: Anna's turn is not played. After a pause, her click on Roll rolls."""
    w = nell_thinking(qtbot, monkeypatch)
    view = w.table.view
    burst(w, clock)
    w.service.hold = False
    qtbot.waitUntil(lambda: w.state.turn == 0 and w.thinking is None and w.play_ctl.computer_turn() is None,
                    timeout=20_000)
    played = list(w.session.record.moves)
    clock.now += BUSY_S  # (the presses made meanwhile wait for the table, then come together)
    for _ in range(3):
        burst(w, clock)
        assert w.session.record.moves == played, f"the stream played {w.session.record.moves[len(played):]}"
    assert w.status_text().startswith(curtain.HURRIED)
    clock.now += curtain.PAUSE_S + 0.1  # Anna looks at the table, then clicks Roll
    roll = buttons(view)["Roll 5 dice"]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, centre(view, roll), PAUSED_MS)
    assert w.session.record.moves[len(played):] == [{"kind": "roll"}]


def test_hearts_double_clicks_made_while_the_table_was_busy_never_play_annas_card(qtbot, data_dir, monkeypatch,
                                                                                   clock, window_times):
    """One person against computers, no curtain: Hearts, Anna's double-clicks on her hand every
    half second while the computers play; the table busy 1.5 s with Robo Remy's card: the
    double-clicks that waited for it, and those after, play nothing. After a pause one plays."""
    w = anna_to_play(qtbot, monkeypatch, clock)
    anna_plays_by_double_click(w)
    cards = len(w.state.hands[0])
    QTest.mouseClick(w.table.view.viewport(), Qt.LeftButton, Qt.NoModifier, under_her_pointer(w))
    w.service.hold = False
    qtbot.waitUntil(lambda: anna_to_move(w), timeout=20_000)
    clock.now += BUSY_S
    for _ in range(3):
        clicks(w.table.view, under_her_pointer(w), 2)
        still_hers(w, cards)
        clock.now += 0.5
    pause(clock)
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    view, pos = w.table.view, under_her_pointer(w)
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos, PAUSED_MS)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
    double_click_event(view, pos)  # (her double-click's second press)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}
