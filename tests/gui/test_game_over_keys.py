"""Finding (s30 t2 #17): the game-over panel's "Play again", "Look at the table" and "Back to start"
could not be reached by keyboard, on a live finish and when a finished save was opened: Tab only
popped the table's "Game over" bubble (or did nothing), Enter and Space did nothing. Tab and
Shift+Tab now go round the panel's buttons, the one with the keys framed, and Enter or Space
presses it; a stream of keys going on as the game ends still presses nothing."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain, table_view
from cardtable.gui.table_view import ButtonItem

from .helpers import fake_clock, open_window, play_not_looked_at


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard gives it: to the widget with the keys."""
    QTest.keyClick(QApplication.focusWidget(), key, modifier)
    QApplication.processEvents()


def finished(qtbot, before_the_last=lambda w: None):
    """5 in a Row played to its end on a 1024x600 window (``before_the_last(w)`` just before the
    last move)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("five_in_a_row", ["Anna", "Ben"], {"rows_to_win": 2}, seed=0, open_handed=True)
    rnd = random.Random(0)
    while not w.game.is_over(w.state):
        move = rnd.choice(w.game.legal_moves(w.state))
        if w.game.is_over(w.game.apply(w.state, move).state):
            before_the_last(w)
            w.play(move)
        else:
            play_not_looked_at(w, move)  # (laid out, not built nor painted; s43)
    QApplication.processEvents()
    assert w.table.over.isVisible()
    return w


def framed(button) -> bool:
    """Is the button drawn with its focus ring (the white border of the overlays' buttons)?"""
    image = button.grab().toImage()
    edge = image.pixelColor(1 * int(button.devicePixelRatioF()), image.height() // 2)
    return edge == QColor("#ffffff")


def walk_the_buttons(w) -> None:
    over = w.table.over
    assert over.hasFocus()  # the panel has the keys, not "Play again" (a Space for the last move)
    press(Qt.Key.Key_Tab)
    assert over.again.hasFocus() and framed(over.again)
    assert not framed(over.look)
    press(Qt.Key.Key_Tab)
    assert over.look.hasFocus() and framed(over.look)
    press(Qt.Key.Key_Tab)
    assert over.back.hasFocus()
    press(Qt.Key.Key_Tab)  # round again
    assert over.again.hasFocus()
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert over.back.hasFocus()
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert over.look.hasFocus()
    # "Look at the table" with Enter: the final position, and the way back with the keys
    press(Qt.Key.Key_Return)
    assert not over.isVisible() and over.result_button.isVisible() and over.result_button.hasFocus()
    press(Qt.Key.Key_Return)
    assert over.isVisible() and over.hasFocus()
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Space)
    assert not over.isVisible() and over.result_button.hasFocus()
    press(Qt.Key.Key_Space)
    assert over.isVisible()


def test_tab_enter_and_space_work_the_buttons_on_a_live_finish(qtbot, data_dir):
    w = finished(qtbot)
    walk_the_buttons(w)
    press(Qt.Key.Key_Tab)
    assert w.table.over.again.hasFocus()
    press(Qt.Key.Key_Space)  # Play again
    assert not w.game.is_over(w.state) and not w.table.over.isVisible()


def test_tab_and_enter_work_the_buttons_of_a_finished_save_opened(qtbot, data_dir):
    w = finished(qtbot)
    save_id = w.save_id
    w.back_to_start()
    w.open_save(save_id)
    QApplication.processEvents()
    assert w.game.is_over(w.state) and w.table.over.isVisible()
    walk_the_buttons(w)
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert w.table.over.back.hasFocus()
    press(Qt.Key.Key_Return)  # Back to start
    assert w.session is None and w.stack.currentWidget() is w.start


def test_after_a_help_page_the_keys_go_back_to_the_panel(qtbot, data_dir):
    w = finished(qtbot)
    w.show_rules()
    w.rules_dialog.close()
    QApplication.processEvents()
    assert w.table.over.hasFocus()


@pytest.mark.curtain_guard
def test_a_stream_of_keys_as_the_game_ends_presses_no_button(qtbot, data_dir, monkeypatch):
    """Keys pressed on and on as the last move is made (Space, Enter, Tab, Enter every 0.3 s)
    press no button of the panel: nobody chose "Play again". After a pause, Tab and Enter, as
    quick as a person presses them, do."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton, table_view.TableView)

    def stream(w) -> None:  # the keys begin before the last move (to a widget that does nothing with them)
        for _ in range(3):
            clock.now += 0.3
            QTest.keyClick(w.status_label, Qt.Key.Key_Space)

    w = finished(qtbot, stream)
    over = w.table.over
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space,
                Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space):
        clock.now += 0.3
        press(key)
        assert over.isVisible() and w.game.is_over(w.state), key
    clock.now += curtain.PAUSE_S + 0.1
    press(Qt.Key.Key_Tab)
    clock.now += 0.2
    if not over.again.hasFocus():
        press(Qt.Key.Key_Tab)
        clock.now += 0.2
    assert over.again.hasFocus()
    press(Qt.Key.Key_Return)
    assert not w.game.is_over(w.state)
