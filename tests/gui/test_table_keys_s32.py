"""The table by the keyboard alone (tester t2, s32).

#6: "Up and Down move the focus one step along the list, the same as Left and Right; they do not
go to the card above or below. Golf ... the focus is on "grid, card 1" (top left). Press Down: the
focus goes to card 2 (top row, second), not card 5 under it."
#4: "After Esc ("Put back.") no focus ring is drawn anywhere. The next arrow key starts again from
the stock, not from the card that was put back."
#8: "With only the keyboard there is no way to speed up a computer's move ... Space or Enter on
the table while a computer waits shows its move at once, as a click does (it must not count as a
press on the curtain that may come next)."
Real key presses on the table's view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain as curtain_mod
from cardtable.gui.main_window import MainWindow
from cardtable.gui.table_view import ZoneItem

from .helpers import assert_private, fake_clock, hand_item, keys_to, open_window
from .test_computer_players import Held, first_play


def focus_name(view) -> str:
    item = view.controller.focus_item
    return "" if item is None else item.accessible_name()


def tab_to(view, words: str) -> None:
    """Tab to the group, the arrows along it (:func:`keys_to`), until ``words`` have the ring."""
    if not keys_to(view, lambda item: words in item.accessible_name()):
        raise AssertionError(f"Tab never reached {words!r}")


def golf_card_taken(qtbot):
    """Golf, Anna to move: the stack's top card taken with the keys, then picked up (Enter), its
    places lit: her grid's eight cards, two rows of four, and the discard pile."""
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=11, open_handed=True)
    view = w.table.view
    view.setFocus()
    tab_to(view, "the stack")
    QTest.keyClick(view, Qt.Key_Return)  # picked up; its one place (the Taken pile) focused
    QTest.keyClick(view, Qt.Key_Return)  # and dropped there
    QApplication.processEvents()
    view.finish_animations()
    tab_to(view, "drawn card spot")
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is not None
    assert focus_name(view) == "Anna's grid, card 1"
    return w, view


def test_up_and_down_go_to_the_card_above_and_below_in_golfs_grid(qtbot, data_dir):
    w, view = golf_card_taken(qtbot)
    QTest.keyClick(view, Qt.Key_Down)
    assert focus_name(view) == "Anna's grid, card 5"  # under card 1, not card 2 beside it
    QTest.keyClick(view, Qt.Key_Right)
    assert focus_name(view) == "Anna's grid, card 6"  # (Left and Right along the row, as before)
    QTest.keyClick(view, Qt.Key_Up)
    assert focus_name(view) == "Anna's grid, card 2"
    for _ in range(2):
        QTest.keyClick(view, Qt.Key_Right)
    QTest.keyClick(view, Qt.Key_Down)
    assert focus_name(view) == "Anna's grid, card 8"
    QTest.keyClick(view, Qt.Key_Up)
    assert focus_name(view) == "Anna's grid, card 4"
    # above the grid's right end lies the discard pile (a place for the card taken too)
    QTest.keyClick(view, Qt.Key_Up)
    assert focus_name(view) == "the discard pile"
    assert isinstance(view.controller.focus_item, ZoneItem)


def test_escape_keeps_the_focus_on_the_card_put_back(qtbot, data_dir):
    w, view = golf_card_taken(qtbot)
    ctl = view.controller
    QTest.keyClick(view, Qt.Key_Escape)
    view.finish_animations()
    assert ctl.held is None
    taken = ctl.focus_item
    assert taken is not None and taken.focused and "drawn card spot" in taken.accessible_name()
    assert w.status_text().startswith("Put back: Anna's drawn card spot")
    # the next key goes on from it: Enter picks it up again, Right goes to the one after it
    items = ctl.focusables()
    QTest.keyClick(view, Qt.Key_Right)
    assert ctl.focus_item is items[(items.index(taken) + 1) % len(items)]
    QTest.keyClick(view, Qt.Key_Left)
    assert ctl.focus_item is taken
    QTest.keyClick(view, Qt.Key_Return)
    assert ctl.held is taken


def robo_waits(qtbot, monkeypatch, names, computers):
    """Crazy Eights, Anna's card played; the computer after her has chosen its move, and it waits
    for the pace's pause (long: only a press ends it)."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", names, dict(LAST_DEALS), seed=3, computers=computers)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    view.setFocus()
    move = first_play(w)
    # played with the keys: Tab to the card, Enter, Enter on the discard pile
    tab_to(view, hand_item(view, move["card"]).accessible_name())
    QTest.keyClick(view, Qt.Key_Return)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[-1] == move and w.thinking is not None
    w.service.hold = False
    qtbot.waitUntil(lambda: w._pace_timer.isActive(), timeout=5000)
    return w, view


@pytest.mark.parametrize("key", [Qt.Key_Space, Qt.Key_Return])
def test_space_or_enter_on_the_table_shows_a_waiting_computers_move_at_once(qtbot, data_dir, monkeypatch, key):
    w, view = robo_waits(qtbot, monkeypatch, ["Anna", "Robo", "Cleo"], ["", "medium", "medium"])
    n = len(w.session.record.moves)
    QTest.keyClick(view, key)
    assert len(w.session.record.moves) == n + 1  # Robo's move, shown at once
    ctl = view.controller
    assert ctl.held is None and not ctl.selected  # and nothing else: no card of Anna's picked up


def test_the_view_menu_and_keyboard_shortcuts_say_so(qtbot, data_dir):
    w = open_window(qtbot)
    rows = dict(w.shortcut_rows())
    assert rows["Hurry a computer player: show its move at once (while it waits to be shown)"] == "Enter or Space"
    tips = [a.statusTip() for a in w.findChildren(type(w.keys_action)) if "pause before" in a.statusTip()]
    assert tips and all("Enter or Space" in t for t in tips)


@pytest.mark.curtain_guard
def test_spaces_that_hurry_the_computer_never_lift_the_curtain_after_it(qtbot, data_dir, monkeypatch):
    """Anna and Cleo are people, Robo between them: Anna's Space every 0.3 s shows Robo's move at
    once, "Pass to Cleo" comes up, and her Spaces go on: none of them shows Cleo's hand."""
    clock = fake_clock(monkeypatch, curtain_mod.GuardedButton)
    clock.now += max(curtain_mod.KEY_GUARD_S, curtain_mod.PAUSE_S) + 0.1
    w, view = robo_waits(qtbot, monkeypatch, ["Anna", "Robo", "Cleo"], ["", "medium", ""])
    n = len(w.session.record.moves)
    c = w.table.curtain
    came_up = 0
    for _ in range(10):
        QTest.qWait(40)
        clock.now += 0.3
        QTest.keyClick(w.focusWidget() or view, Qt.Key_Space)
        QApplication.processEvents()
        assert_private(w)
        if came_up or c.isVisible():
            came_up += 1
            assert c.isVisible(), "a Space in the stream lifted the curtain"
    assert came_up >= 5 and len(w.session.record.moves) > n  # (Robo drew, and drew, and played)
    assert w.game.current_player(w.state) == 2
    # Cleo, with the laptop, after a pause: her own key, C (Space never lifts it, s39)
    clock.now += curtain_mod.PAUSE_S + 0.1
    QTest.keyClick(w.focusWidget(), Qt.Key_C)
    assert not c.isVisible() and w.viewer == 2


def test_space_held_down_shows_one_computers_move_not_every_one(qtbot, data_dir, monkeypatch):
    """Review (s32): holding Space down showed four computer moves in a row (its auto-repeats each
    hurried the next computer) and could go on to the piece in focus on Anna's turn. One press,
    one move: the repeats of the key that showed it do nothing."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    w, view = robo_waits(qtbot, monkeypatch, ["Anna", "Robo 1", "Robo 2"], ["", "medium", "medium"])
    n = len(w.session.record.moves)
    QTest.keyPress(view, Qt.Key_Space)  # (the first press: not a repeat)
    assert len(w.session.record.moves) == n + 1
    qtbot.waitUntil(lambda: w._pace_timer.isActive(), timeout=5000)  # Robo 2's move waits
    for _ in range(6):
        QApplication.sendEvent(view, QKeyEvent(QEvent.KeyPress, Qt.Key_Space, Qt.NoModifier, " ", True))
        QApplication.processEvents()
    assert len(w.session.record.moves) == n + 1
    ctl = view.controller
    assert ctl.held is None and not ctl.selected
    QTest.keyRelease(view, Qt.Key_Space)
    QTest.keyClick(view, Qt.Key_Space)  # a new press shows the next
    assert len(w.session.record.moves) == n + 2
