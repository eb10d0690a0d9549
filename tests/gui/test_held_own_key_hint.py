"""s40 t1 F1: a person's own curtain key that is also a shortcut (Hugo's key H; H is Hint): held
down, it lifted his curtain and then its auto-repeat asked for a hint. The held key's repeats fall
silent once it has lifted the curtain (until it is let go); pressed afresh, H is Hint again.
Real key events through Qt's shortcut map (QTest.simulateEvent with its repeat flag)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.main_window import MainWindow

from .helpers import assert_private, rest_past_guards
from .test_curtain_own_key import annas_move_by_keys

pytestmark = pytest.mark.curtain_guard


def h_key(w, press: bool, repeat: bool) -> None:
    QTest.simulateEvent(w.focusWidget() or w, press, int(Qt.Key_H), Qt.NoModifier, "h", repeat)
    QApplication.processEvents()


def test_hugos_held_h_lifts_his_curtain_and_asks_no_hint(qtbot, data_dir, monkeypatch):
    hints = []
    monkeypatch.setattr(MainWindow, "show_move_hint", lambda self, *a: hints.append(1))
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch, names=("Anna", "Hugo", "Cleo"))
    assert c.button.own == "H"
    rest_past_guards(clock)
    h_key(w, True, False)  # Hugo presses H ...
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)
    for _ in range(12):  # ... and holds it: the key repeats
        clock.now += 0.033
        h_key(w, True, True)
    h_key(w, False, False)  # let go
    assert hints == [], "the held key's repeats asked for a hint"
    rest_past_guards(clock)
    h_key(w, True, False)  # H pressed afresh: a hint
    h_key(w, False, False)
    assert hints == [1]
