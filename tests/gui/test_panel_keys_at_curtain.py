"""A key that only shows or hides a panel is no press on the curtain (s32 t1 #3): Euchre, at
"Pass to Anna", Ctrl+L (the game log) twice, then a click on "I'm Anna: show my cards" half a
second later was refused: "Too quick after the last press: wait a moment, then click once."
Ctrl+L and Ctrl+T (the score sheet) show or hide a panel, nothing of anybody's hand: they start
no stream of presses, and neither does a Ctrl held for them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain as curtain_mod

from .helpers import fake_clock, open_window

pytestmark = pytest.mark.curtain_guard


@pytest.mark.parametrize("key", [Qt.Key_L, Qt.Key_T])
def test_a_panel_key_before_the_click_does_not_make_it_too_quick(qtbot, data_dir, monkeypatch, key):
    clock = fake_clock(monkeypatch, curtain_mod.GuardedButton)
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    c = w.table.curtain
    assert c.isVisible()
    clock.now += max(curtain_mod.KEY_GUARD_S, curtain_mod.PAUSE_S) + 0.1  # Anna arrives, hands at rest
    action = w.log_view_action if key == Qt.Key_L else w.score_view_action
    shown = action.isChecked()
    for _ in range(2):
        QTest.keyPress(w, Qt.Key_Control)
        QTest.keyClick(w, key, Qt.ControlModifier)
        QTest.keyRelease(w, Qt.Key_Control)
        clock.now += 0.2
    assert action.isChecked() == shown  # (shown and hidden again: the key did its work)
    clock.now += 0.3
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible(), w.status_text()
    assert "Too quick" not in w.status_text()


@pytest.mark.parametrize("key", [Qt.Key_Tab, Qt.Key_Space])
def test_a_key_of_the_buttons_before_the_click_still_makes_it_too_quick(qtbot, data_dir, monkeypatch, key):
    """(Tab, which moves the keys onto the button, and Space, which presses it: the stream
    guard stays for them.)"""
    clock = fake_clock(monkeypatch, curtain_mod.GuardedButton)
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    c = w.table.curtain
    clock.now += 0.3  # (Space this soon is refused itself: KEY_GUARD_S)
    QTest.keyClick(w, key)
    clock.now += 0.6  # (past the button's own guard, GUARD_S, not past the pause, PAUSE_S)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert c.isVisible()
    assert w.table.hint.text().startswith(curtain_mod.HURRIED)


def test_another_key_before_the_click_still_makes_it_too_quick(qtbot, data_dir, monkeypatch):
    """H, a hint, is a press like any at the curtain: the stream guard stays for it (a command's
    key is left out only by the table's own buttons, s36 t1 #1; at the curtain, letters pressed
    on and on then a click lifted it: review s36 #1). H itself asks to take over first."""
    clock = fake_clock(monkeypatch, curtain_mod.GuardedButton)
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    c = w.table.curtain
    clock.now += max(curtain_mod.KEY_GUARD_S, curtain_mod.PAUSE_S) + 0.1
    QTest.keyClick(w, Qt.Key_H)
    assert w.status_text().startswith("Take over the laptop first"), w.status_text()
    clock.now += 0.5
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert c.isVisible()
