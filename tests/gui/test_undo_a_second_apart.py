"""Each press of Undo a second apart counts (s38 t3): Fast Track (Crazy Eights open-handed here), Ctrl+Z three times about 1 s
apart undid once; the others said "Too quick after the last press: wait a moment, then press
Ctrl+Z once." Each Undo hands the table back to the one whose move it took back, and the
hand-over took the next Ctrl+Z, a second later, for the rest of the last person's stream. Now
Undo (and Redo) pressed a moment after the press before it counts at a hand-over; a double press
or a held Ctrl+Z still counts once. Real key events on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import open_window
from .test_privacy_walk import STACK
from .test_table_stream import clock, pause  # noqa: F401  (clock: a fixture)

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]


def ctrl_z(w, repeat: bool = False) -> None:
    widget = QApplication.focusWidget() or w.table.view
    if repeat:
        for kind in (QEvent.ShortcutOverride, QEvent.KeyPress):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key_Z, Qt.ControlModifier, "z", True))
    else:
        QTest.keyClick(widget, Qt.Key_Z, Qt.ControlModifier)
    QApplication.processEvents()


def three_turns(qtbot, clock):
    """Crazy Eights, open-handed (no curtain): Anna, Ben and Cleo each play a card; Anna's turn
    again, after a pause."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    w.table.view.setFocus()
    for turn in range(3):
        pause(clock)
        assert w.game.current_player(w.state) == turn
        w.play(next(m for m in w.game.legal_moves(w.state) if m["kind"] == "play"))
        QApplication.processEvents()
    pause(clock)
    assert w.game.current_player(w.state) == 0
    return w


def test_ctrl_z_three_times_a_second_apart_takes_back_three_turns(qtbot, data_dir, clock):
    w = three_turns(qtbot, clock)
    undos = []
    w.undo_action.triggered.connect(lambda: undos.append(1))
    w._undo_refused_key.activated.connect(lambda: undos.append(1))  # (greyed Undo: Ctrl+Z says why)
    for n in range(3):
        ctrl_z(w)
        assert len(undos) == n + 1, w.status_text()
        assert "Too quick" not in w.status_text()
        clock.now += 1.0
    assert w.game.current_player(w.state) == 2  # (the first took Cleo's move back; the game refuses more)


def test_a_double_ctrl_z_takes_back_one_turn(qtbot, data_dir, clock):
    w = three_turns(qtbot, clock)
    ctrl_z(w)
    clock.now += 0.2
    ctrl_z(w)
    assert w.game.current_player(w.state) == 2
    assert "Too quick" in w.status_text() or w.table.hint.text().startswith("Too quick")


def test_a_held_ctrl_z_takes_back_one_turn(qtbot, data_dir, clock):
    w = three_turns(qtbot, clock)
    ctrl_z(w)
    for _ in range(30):
        clock.now += 0.033
        ctrl_z(w, repeat=True)
    clock.now += 0.6  # (the repeats, then the key let go: the delay before the first repeat)
    assert w.game.current_player(w.state) == 2
