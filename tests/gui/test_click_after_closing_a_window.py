"""A click on the curtain's button just after a window or menu was closed counts (s38 t3, t4 #6,
t2 #9): "I'm Cleo: show my cards" clicked 0.5-0.8 s after the F1 rules page was closed with
Escape or its Close button, or a menu with Escape, said "Too quick after the last press": the
key or click that closed it was taken for the last press of a stream. Now a run of presses away
from the table and its curtain (a menu, the rules page, F1) begun after a pause leaves the next
click free; a stream begun on the table, whatever it opens and closes, still never lifts the
curtain. Real key and mouse events on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import assert_private, open_window
from .test_keys_beside_the_table import anna_plays_to_bens_curtain
from .test_privacy_walk import STACK
from .test_table_stream import clock, pause, step  # noqa: F401  (clock: a fixture)

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]


def bens_curtain(qtbot, clock):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    return w, anna_plays_to_bens_curtain(w, clock)


def rules_open(w, clock):
    """F1 where the keyboard is (the curtain's button), after a pause: the rules page shows."""
    pause(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F1)
    QApplication.processEvents()
    assert w.rules_dialog is not None and w.rules_dialog.isVisible()
    clock.now += 0.7
    return w.rules_dialog


def click_button(c, clock, after: float):
    clock.now += after
    QTest.mouseClick(c.button, Qt.LeftButton)
    QApplication.processEvents()


@pytest.mark.parametrize("close", ["escape", "close button"])
def test_a_click_after_the_rules_page_closed_lifts_the_curtain(qtbot, data_dir, clock, close):
    w, c = bens_curtain(qtbot, clock)
    dlg = rules_open(w, clock)
    if close == "escape":
        QTest.keyClick(QApplication.focusWidget() or dlg, Qt.Key_Escape)
    else:
        box = dlg.findChild(QDialogButtonBox)
        QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Close), Qt.LeftButton)
    QApplication.processEvents()
    assert not dlg.isVisible()
    click_button(c, clock, 0.5)
    assert not c.isVisible() and w.viewer == 1, w.table.hint.text()


def test_a_click_after_a_menu_closed_with_escape_lifts_the_curtain(qtbot, data_dir, clock):
    w, c = bens_curtain(qtbot, clock)
    pause(clock)
    bar = w.menuBar()
    QTest.mouseClick(bar, Qt.LeftButton, pos=bar.actionGeometry(w.view_menu.menuAction()).center()
                     if hasattr(w, "view_menu") else bar.actionGeometry(bar.actions()[0]).center())
    QApplication.processEvents()
    menu = QApplication.activePopupWidget()
    assert menu is not None
    clock.now += 0.6
    QTest.keyClick(menu, Qt.Key_Escape)
    QApplication.processEvents()
    assert QApplication.activePopupWidget() is None
    click_button(c, clock, 0.3)
    assert not c.isVisible() and w.viewer == 1, w.table.hint.text()


def test_the_stream_that_played_never_lifts_the_curtain_through_the_rules_page(qtbot, data_dir, clock):
    """Anna plays, and in her stream (0.3 s apart) presses F1, Escape and clicks the button:
    refused; Ben's click after a pause lifts it."""
    w, c = bens_curtain(qtbot, clock)
    step(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F1)
    QApplication.processEvents()
    step(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
    QApplication.processEvents()
    click_button(c, clock, 0.6)
    assert c.isVisible() and w.viewer is None
    assert_private(w)
    pause(clock)
    click_button(c, clock, 0)
    assert not c.isVisible() and w.viewer == 1


@pytest.mark.parametrize("close", ["escape", "close button"])
def test_the_own_key_after_the_rules_page_closed_lifts_the_curtain(qtbot, data_dir, clock, close):
    """s42 t2 #5: "Pass to Ann" up, F1, Close clicked, A pressed once about 0.5 s later: "Too
    quick after the last press: Ann, wait a moment, then press A once." The press that closed
    the rules page (another window) is no press on the table: the person's own key after it is
    her first deliberate press, and lifts the curtain."""
    w, c = bens_curtain(qtbot, clock)
    dlg = rules_open(w, clock)
    if close == "escape":
        QTest.keyClick(QApplication.focusWidget() or dlg, Qt.Key_Escape)
    else:
        box = dlg.findChild(QDialogButtonBox)
        QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Close), Qt.LeftButton)
    QApplication.processEvents()
    assert not dlg.isVisible()
    clock.now += 0.5
    QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_B)
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1, w.table.hint.text()


def test_the_stream_that_played_never_lifts_the_curtain_with_the_own_key_through_the_rules_page(
        qtbot, data_dir, clock):
    """Anna's stream (0.3 s apart) F1, Escape, then B 0.6 s later: still refused."""
    w, c = bens_curtain(qtbot, clock)
    step(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F1)
    QApplication.processEvents()
    step(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Escape)
    QApplication.processEvents()
    clock.now += 0.6
    QTest.keyClick(QApplication.focusWidget() or w, Qt.Key_B)
    QApplication.processEvents()
    assert c.isVisible() and w.viewer is None
    assert_private(w)
