"""Keys typed in a menu opened with the mouse at a hand-over, and Escape that closes the rules
page there. A menu of the menu bar is a window of its own (a popup): its keys were nobody's for
the hand-over's rule (TableView.guard_keys asked only the table window's, curtain.in_window), so
Anna, clicking Help in her stream of presses as her turn ended, asked a hint for Ben with Enter on
"Hint" or with its letter H, and Enter on Edit > Undo took her move back in the stream. "A
family member typing fast must not act for the next person or reveal a hand": a menu's keys are
the window's now, guarded as the table's are. The other way round, Escape that only closes the
rules page (or a menu) does nothing at the table: "Esc that closes a dialog or page should not be
swallowed by the pause rule when it cannot act on the game" (the hand-over swallowed it, and the
rules page stayed open over the next person's turn). And a menu item clicked with the mouse in
the stream follows the same rule as its key (s32: a click on Help > Hint asked Ben's hint). Real
key and mouse events to the menu or the focused widget, 0.3 s apart on the guards' clock (a test
clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain

from .helpers import curtain_key, assert_private, open_window
from .test_button_guard import clicks
from .test_hand_off_guard import fast_track, pile_point
from .test_keys_beside_the_table import anna_plays_to_bens_curtain
from .test_privacy_walk import STACK, double_click_card
from .test_table_stream import clock, pause, step  # noqa: F401  (clock: a fixture)

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]  # (the half second and the pause)


def open_menu(w, menu):
    """``menu`` of the menu bar opened with a click, as a mouse does."""
    bar = w.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     bar.actionGeometry(menu.menuAction()).center())
    QApplication.processEvents()
    assert QApplication.activePopupWidget() is menu
    return menu


def key(widget, key) -> None:
    QTest.keyClick(widget, key)
    QApplication.processEvents()


def anna_ends_her_turn(qtbot, clock):
    """Fast Track, nothing hidden (no curtain): Anna turns her 8, which is lost: Ben to play."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    return w


def test_keys_in_a_menu_opened_in_the_stream_never_act_for_the_next_person(qtbot, data_dir, clock):
    """Anna clicks Edit, then Help, in her stream and types on in the menus every 0.3 s: Enter on
    Undo takes nothing back, Enter on Hint and Hint's letter H ask no hint for Ben, and each key
    says why it did nothing. Escape closes the menu all the same (it does nothing at the table).
    After a pause, Ben's H in the Help menu asks his hint."""
    w = anna_ends_her_turn(qtbot, clock)
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    step(clock)
    edit = open_menu(w, w.menuBar().actions()[1].menu())
    for k in (Qt.Key_Down, Qt.Key_Return, Qt.Key_U, Qt.Key_Space):  # Down marks Undo
        step(clock)
        key(edit, k)
        assert len(w.session.record.moves) == 2 and w.state.turn == 1, "a key in the menu took Anna's turn back"
    assert w.status_text() == curtain.hurried_words("Space")
    step(clock)
    key(edit, Qt.Key_Escape)
    assert QApplication.activePopupWidget() is None, "Escape in the stream left the menu open"
    step(clock)
    helpm = open_menu(w, w.help_menu)
    for k in (Qt.Key_Down, Qt.Key_Down, Qt.Key_Return, Qt.Key_H):  # the second Down marks Hint
        step(clock)
        key(helpm, k)
        assert hints == [], "a key in the menu asked a hint for Ben"
    assert w.status_text() == curtain.hurried_words("H")
    assert w.table.hint.isVisible() and w.table.hint.text() == curtain.hurried_words("H")
    assert QApplication.activePopupWidget() is helpm
    pause(clock)
    key(helpm, Qt.Key_H)  # Ben, with the laptop, after a pause
    assert hints == [1]
    assert_private(w)


def test_enter_in_a_menu_at_the_curtain_is_the_menus(qtbot, data_dir, clock):
    """With the curtain up ("Pass to Ben"), Enter and Space typed in a menu are the menu's, not
    the curtain button's: in Anna's stream they lift no curtain; after a pause, Enter on "Rules of
    the Game" opens the rules page and the curtain stays down over the table."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = anna_plays_to_bens_curtain(w, clock)
    step(clock)
    helpm = open_menu(w, w.help_menu)
    for k in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Space):
        step(clock)
        key(helpm, k)
        assert c.isVisible() and w.viewer is None, "a key in the menu lifted the curtain"
        assert_private(w)
    pause(clock)
    helpm.setActiveAction(w.rules_action)  # (the pointer on "Rules of the Game")
    key(helpm, Qt.Key_Return)
    assert w.rules_dialog is not None and w.rules_dialog.isVisible()
    assert c.isVisible() and w.viewer is None
    assert_private(w)


def test_escape_closes_the_rules_page_at_a_hand_over(qtbot, data_dir, clock):
    """The rules page open beside the table (F1), Anna ends her turn and, in her stream, presses
    Escape with the keys on the table: the page closes (it stayed open, the key swallowed). The
    hand-over goes on: her next key, in the stream, still does nothing for Ben."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    clock.now += 5
    w.show_rules()
    page = w.rules_dialog
    assert page.isVisible()
    clicks(view, pile_point(view), 1)
    assert w.state.turn == 1
    w.activateWindow()  # (the click took the keys back to the table, as a desktop does)
    view.setFocus()
    step(clock)
    key(view, Qt.Key_Escape)
    assert not page.isVisible(), "Escape at the hand-over left the rules page open"
    step(clock)
    key(view, Qt.Key_H)
    assert hints == [] and w.status_text() == curtain.hurried_words("H")
    assert len(w.session.record.moves) == 2


def test_escape_closes_the_rules_page_at_the_curtain(qtbot, data_dir, clock):
    """The same with the curtain up: Escape in the stream closes the rules page, the curtain
    stays up."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = w.table.curtain
    pause(clock)
    QTest.keyClick(c.button, curtain_key(w))
    w.show_rules()
    page = w.rules_dialog
    double_click_card(w, "AH")  # Anna plays: "Pass to Ben"
    QApplication.processEvents()
    assert c.isVisible()
    w.activateWindow()
    w._keys_to_table()
    step(clock)
    assert QApplication.focusWidget() is c.button
    key(c.button, Qt.Key_Escape)
    assert not page.isVisible()
    assert c.isVisible() and w.viewer is None
    assert_private(w)


def curtain_for_ben(qtbot, clock):
    """Crazy Eights, Anna, Ben and Cleo at one laptop: Anna has played, "Pass to Ben" is up and
    the hands have rested (well past the curtain's guard and the pause)."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    anna_plays_to_bens_curtain(w, clock)
    assert w.viewer is None
    pause(clock)
    return w


def test_space_in_a_menu_after_a_pause_never_lifts_the_curtain(qtbot, data_dir, clock):
    """At "Pass to Ben", Anna clicks Edit (or opens it with Alt+E: "Undo" marked), waits, and
    presses Space: the curtain stayed up in her stream but lifted after the pause, and showed
    Ben's hand behind the still open menu ("Too quick after the last press" beside the menu, in
    the stream: the curtain, not the menu, had the menu's Space). A menu that has no use for a
    key hands it to the menu bar it came from, and the curtain took the menu bar's Space for its
    button. No key typed in a menu lifts the curtain, however long after: not Space, not Enter,
    not a letter, nor the same keys with the menu bar marked from the keyboard."""
    w = curtain_for_ben(qtbot, clock)
    c = w.table.curtain
    edit = w.menuBar().actions()[1].menu()
    for opened in ("click", "Alt+E"):
        if opened == "click":
            open_menu(w, edit)
        else:
            QTest.keyClick(w, Qt.Key_E, Qt.KeyboardModifier.AltModifier)
            QApplication.processEvents()
            assert QApplication.activePopupWidget() is edit
        for k in (Qt.Key_Space, Qt.Key_Space, Qt.Key_A, Qt.Key_Space):
            pause(clock)
            key(QApplication.activePopupWidget(), k)
            assert c.isVisible() and w.viewer is None, f"Space in the menu ({opened}) lifted the curtain"
            assert QApplication.activePopupWidget() is edit, "the menu closed"
            assert_private(w)
        assert w.table.hint.text() != curtain.hurried_words("Space")
        key(edit, Qt.Key_Escape)
        QApplication.processEvents()
    pause(clock)
    key(w.menuBar(), Qt.Key_Space)  # (the menu bar itself, marked from the keyboard)
    assert c.isVisible() and w.viewer is None, "Space in the menu bar lifted the curtain"
    if QApplication.activePopupWidget() is not None:
        key(QApplication.activePopupWidget(), Qt.Key_Escape)
    pause(clock)
    QTest.keyClick(c.button, curtain_key(w))  # Ben, at the curtain, with no menu open
    assert not c.isVisible() and w.viewer == 1


def click_item(menu, action) -> None:
    """``action`` of the open ``menu`` chosen with the mouse: a real press and release on it."""
    at = menu.actionGeometry(action).center()
    QTest.mouseMove(menu, at)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()


def test_a_click_on_a_menu_item_in_the_stream_never_acts_for_the_next_person(qtbot, data_dir, clock):
    """Anna's turn ends (nothing hidden, no curtain) and, in her stream of presses every 0.3 s,
    she clicks Help and then Hint in the menu: keys followed the pause rule, but the click on the
    item asked Ben's hint. A menu item chosen with the mouse in the stream does nothing now and
    says why ("... then click once"), the menu left open; Edit > Undo clicked in the stream takes
    nothing back. After a pause, Ben's click on Hint asks his hint."""
    w = anna_ends_her_turn(qtbot, clock)
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    step(clock)
    edit = open_menu(w, w.menuBar().actions()[1].menu())
    step(clock)
    click_item(edit, w.undo_action)
    assert len(w.session.record.moves) == 2 and w.state.turn == 1, "a click in the menu took Anna's turn back"
    # Since s44 Edit > Undo is greyed where the controller knows undo is refused (the card Anna
    # turned has been seen by everyone), so this click lands on a greyed item and does nothing;
    # the stream's rule for a live item is checked on Help > Hint below.
    assert not w.undo_action.isEnabled()
    key(edit, Qt.Key_Escape)
    step(clock)
    helpm = open_menu(w, w.help_menu)
    for _ in range(2):
        step(clock)
        click_item(helpm, w.hint_action)
        assert hints == [], "a click on Help > Hint in Anna's stream asked a hint for Ben"
        assert QApplication.activePopupWidget() is helpm
    assert w.status_text() == curtain.hurried_words()
    assert w.table.hint.isVisible() and w.table.hint.text() == curtain.hurried_words()
    pause(clock)
    click_item(helpm, w.hint_action)  # Ben, with the laptop, after a pause
    assert hints == [1]
    assert QApplication.activePopupWidget() is None
    assert_private(w)
