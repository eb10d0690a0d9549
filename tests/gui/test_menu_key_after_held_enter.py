"""A menu's key soon after the table changed hands (tester, s37 t4): Enter held on "Pass to Dev"
lifted the curtain once; Ctrl+Home (Game > Back to Start) pressed some 1.3 s after letting go did
nothing and said nothing, and worked when pressed again. A menu's key is never eaten silently:
one the hand-over's rule refuses says why, in the key's name, as soon as it is refused (when
offered as a shortcut: the key press after it may never come); and the items that play no move
and show nothing hidden (Back to Start, which leaves the game saved and puts the curtain up again
on Continue; the rules page) are not refused at all. Hint (the hand of the one to play), Undo
and Redo stay refused. Real key events on the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain

from .helpers import curtain_key, open_window
from .helpers import rest_past_guards as rest
from .test_held_key_acts_once import hold
from .test_keys_in_menus_at_hand_over import anna_ends_her_turn, open_menu
from .test_table_stream import clock, step  # noqa: F401  (clock: a fixture)

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]


def ctrl_home(w) -> None:
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Home, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


@pytest.mark.parametrize("after", [0.5, 1.3])
def test_ctrl_home_after_a_held_enter_on_the_curtain(qtbot, data_dir, clock, after):
    """The tester's steps (Hearts: the curtain's Enter held, let go, Ctrl+Home), in the stream
    and after a pause: the start screen comes."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    assert w.table.curtain.isVisible()
    rest(clock)
    hold(w, clock, curtain_key(w))  # (her own key, A, held: Enter never lifts it, s39)
    assert not w.table.curtain.isVisible()
    clock.now += after
    ctrl_home(w)
    assert w.stack.currentWidget() is w.start, w.status_text()


def test_back_to_start_and_rules_at_a_hand_over_are_never_swallowed(qtbot, data_dir, clock):
    """Fast Track, no curtain: Anna's click ends her turn, and in her stream (0.3 s apart) F1
    opens the rules page and Ctrl+Home goes back to the start screen, where the game is kept;
    Continue shows Ben's table as before (nothing was hidden: no curtain in this game)."""
    w = anna_ends_her_turn(qtbot, clock)
    view = w.table.view
    assert view.handing_over()
    step(clock)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_F1)
    QApplication.processEvents()
    assert w.rules_dialog is not None and w.rules_dialog.isVisible(), w.status_text()
    assert not w.status_text().startswith(curtain.HURRIED)
    w.activateWindow()
    view.setFocus()
    step(clock)
    assert view.handing_over()  # (the hand-over goes on: F1 is no pause)
    ctrl_home(w)
    assert w.stack.currentWidget() is w.start, w.status_text()
    assert w.session is None


def test_back_to_start_clicked_in_the_menu_at_a_hand_over(qtbot, data_dir, clock):
    w = anna_ends_her_turn(qtbot, clock)
    step(clock)
    game = open_menu(w, w.game_menu)
    rect = game.actionGeometry(w.start_action)
    step(clock)
    QTest.mouseClick(game, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QApplication.processEvents()
    assert w.stack.currentWidget() is w.start, w.status_text()


def test_a_menu_key_refused_at_a_hand_over_says_so_at_once(qtbot, data_dir, clock):
    """Ctrl+Z in Anna's stream takes nothing back, and says why as soon as it is refused as a
    shortcut, before any key press comes (it said so only at the key press that follows)."""
    w = anna_ends_her_turn(qtbot, clock)
    view = w.table.view
    step(clock)
    w.say("")
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.sendEvent(view, override)
    assert override.isAccepted()  # (swallowed: the shortcut is not tried)
    assert w.status_text() == curtain.hurried_words("Ctrl+Z"), w.status_text()
    step(clock)
    QTest.keyClick(view, Qt.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert len(w.session.record.moves) == 2 and w.state.turn == 1
    assert w.status_text() == curtain.hurried_words("Ctrl+Z")
    step(clock)
    QTest.keyClick(view, Qt.Key_H)
    QApplication.processEvents()
    assert w.status_text() == curtain.hurried_words("H")
