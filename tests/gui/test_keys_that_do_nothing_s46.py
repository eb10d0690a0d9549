"""A key that would do nothing is no press (tester t2, s46 #2): (a) after Undo, Ctrl+Y pressed four
times 0.15 s apart redid the move, then said "Too quick after the last press: wait a moment, then
press Ctrl+Y once." with nothing left to redo (pressed again after the wait, it did nothing); (b)
at Ben's curtain a Ctrl+Y with nothing to redo, then his B a second later, was refused "Too quick
after the last press: Ben, wait a moment, then press B once.": the Ctrl+Y that did nothing made
the stream. A greyed menu item's key (Redo with nothing to redo) does nothing and says nothing,
and the presses' guards never count it (curtain.InputPause.quiet). Real key events on the guards'
clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import curtain_key, open_window
from .test_privacy_walk import STACK
from .test_table_stream import clock, pause  # noqa: F401  (clock: a fixture)
from .test_undo_a_second_apart import ctrl_z, three_turns

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]


def ctrl_y(w) -> None:
    QTest.keyClick(QApplication.focusWidget() or w.table.view, Qt.Key_Y, Qt.ControlModifier)
    QApplication.processEvents()


def test_ctrl_y_pressed_on_with_nothing_left_to_redo_says_no_too_quick(qtbot, data_dir, clock):
    """Undo takes Cleo's card back; Ctrl+Y four times 0.15 s apart plays it again once, and the
    presses after it, with nothing left to redo, say nothing of pressing Ctrl+Y once more."""
    w = three_turns(qtbot, clock)
    played = list(w.session.record.moves)
    ctrl_z(w)
    assert len(w.session.record.moves) == len(played) - 1
    pause(clock)
    said: list[str] = []
    w.table.view.message.connect(said.append)
    for _ in range(4):
        ctrl_y(w)
        clock.now += 0.15
    assert w.session.record.moves == played
    assert not w.redo_action.isEnabled()
    assert not [line for line in said + [w.status_text()] if "Ctrl+Y" in line], said


def test_the_curtain_key_a_second_after_a_ctrl_y_that_did_nothing_lifts_it(qtbot, data_dir, clock):
    """Crazy Eights, three people, the curtain up for Ben after Anna's card: Ctrl+Y (nothing to
    redo), then B a second later: his hand shows."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    w.table.curtain.reveal()
    w.play(next(m for m in w.game.legal_moves(w.state) if m["kind"] == "play"))
    QApplication.processEvents()
    assert w.table.curtain.isVisible() and w.game.current_player(w.state) == 1
    pause(clock)
    ctrl_y(w)
    assert w.table.curtain.isVisible()
    clock.now += 1.0
    QTest.keyClick(QApplication.focusWidget(), curtain_key(w))
    QApplication.processEvents()
    assert not w.table.curtain.isVisible(), w.status_text()
