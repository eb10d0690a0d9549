"""Keys pressed with the keyboard focus beside the table (in the game log, Ctrl+L, or in the
score sheet, floating in a window of its own) follow the hand-over's rule as the table's own keys
do: every one counts towards the stream of presses (curtain.InputPause), and none acts for the
next person while the table is being passed on. The table swallowed the last person's stream of
keys only when the keyboard was on the table itself: with it in the game log, Anna's H in her
stream asked a hint for Ben ("Hint: turn over the top card of your pile.") the moment her turn
ended. And a key refused at a hand-over now says why, with the presses' words (curtain.hurried_words):
it did nothing and said nothing. Real key events to the focused widget, 0.3 s apart on the guards'
clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain

from .helpers import curtain_key, assert_private, open_window
from .test_button_guard import clicks
from .test_hand_off_guard import fast_track, pile_point
from .test_privacy_walk import STACK, double_click_card
from .test_table_stream import STEP_S, clock, pause, step  # noqa: F401  (clock: a fixture)

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]  # (the half second and the pause)


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """``key`` pressed as the keyboard does: to the widget that has the focus."""
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, key, modifier)
    QApplication.processEvents()


def into_the_log(w):
    """View > Game Log shown and clicked: the keyboard is in the log."""
    if not w.log_view_action.isChecked():
        w.log_view_action.trigger()
    QApplication.processEvents()
    log = w.game_log.view
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(10, 10))
    assert QApplication.focusWidget() is log
    return log


# Space, Enter, Tab, the arrows, and a menu's key (H: Help > Hint) and Ctrl+Z (Undo)
STREAM = [(Qt.Key_Space,), (Qt.Key_Return,), (Qt.Key_Tab,), (Qt.Key_Right,), (Qt.Key_Down,), (Qt.Key_H,),
          (Qt.Key_Z, Qt.KeyboardModifier.ControlModifier), (Qt.Key_Tab,), (Qt.Key_Return,)]


def test_keys_in_the_game_log_never_act_for_the_next_person(qtbot, data_dir, clock):
    """Fast Track, nothing hidden (no curtain): Anna turns her card, clicks into the game log
    and presses on there every 0.3 s. None of her keys asks a hint for Ben, takes Anna's turn
    back, moves the keyboard onto the table or turns Ben's card; each says why nothing
    happened. After a pause Ben's own H, in the log, asks his hint."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    clock.now += 5
    clicks(view, pile_point(view), 1)  # Anna's 8 is turned and lost: Ben to play
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    step(clock)
    log = into_the_log(w)
    for _ in range(2):  # for 5.4 s
        for key in STREAM:
            step(clock)
            press(*key)
            assert QApplication.focusWidget() is log, "a key in the stream took the keyboard to the table"
            assert len(w.session.record.moves) == 2 and w.state.turn == 1, "a key in the stream acted for Ben"
            assert hints == [], "a key in the stream asked a hint for Ben"
    # each refused key says why, in the presses' words, naming the key pressed (Enter, which
    # plays nothing in the log, with Tab before it: s37 t5)
    from cardtable.gui.table_view import TAB_THEN_ENTER

    assert w.status_text() == curtain.hurried_words(TAB_THEN_ENTER)
    assert w.table.hint.isVisible() and w.table.hint.text() == curtain.hurried_words(TAB_THEN_ENTER)
    pause(clock)
    press(Qt.Key_H)  # Ben, with the laptop, after a pause
    assert hints == [1]
    assert_private(w)


def test_keys_in_the_log_say_why_they_wait_from_the_first(qtbot, data_dir, clock):
    """Within the hand-over's first half second too: Space, then a hint asked with H."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    into_the_log(w)
    clock.now += 5
    view.hand_over()  # (the table passes to Ben, the keyboard still in the log)
    press(Qt.Key_Space)
    assert w.status_text() == curtain.hurried_words("Space")
    clock.now += 0.1
    press(Qt.Key_H)
    assert w.status_text() == curtain.hurried_words("H")


def test_keys_in_the_log_count_towards_the_stream(qtbot, data_dir, clock):
    """Anna's stream goes on in the log, past the hand-over's half second: her click on Ben's
    pile in that stream turns nothing (the keys kept the stream going); after a pause Ben's
    click turns his card."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    into_the_log(w)
    step(clock)
    for _ in range(3):  # Anna's keys in the log began before her turn ended
        press(Qt.Key_Space)
        step(clock)
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    step(clock)
    into_the_log(w)
    for _ in range(6):
        step(clock)
        press(Qt.Key_Down)
    step(clock)
    clicks(view, pile_point(view), 1)
    assert len(w.session.record.moves) == 2, "a click in a stream of keys in the log turned Ben's card"
    pause(clock)
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves[2:4] == [{"kind": "flip"}, {"kind": "pass"}]


def test_keys_in_the_floating_score_sheet_never_act_for_the_next_person(qtbot, data_dir, clock):
    """The score sheet takes no keyboard focus beside the table; floating in a window of its
    own, the keys go to that window: they are the table's window's keys all the same."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    if not w.score_view_action.isChecked():
        w.score_view_action.trigger()
    sheet = w.score_panel
    sheet.setFloating(True)
    QApplication.processEvents()
    clock.now += 5
    clicks(view, pile_point(view), 1)
    assert w.state.turn == 1
    sheet.activateWindow()
    QApplication.processEvents()
    for key in STREAM:
        step(clock)
        QTest.keyClick(QApplication.focusWidget() or sheet, *key)
        QApplication.processEvents()
        assert len(w.session.record.moves) == 2 and hints == [], "a key in the stream acted for Ben"
    pause(clock)
    QTest.keyClick(QApplication.focusWidget() or sheet, Qt.Key_H)
    assert hints == [1]


def anna_plays_to_bens_curtain(w, clock):
    """Crazy Eights for Anna, Ben and Cleo (the privacy walk's stacked deck): after a pause Anna
    lifts her curtain with Space and double-clicks the ace of hearts; "Pass to Ben" comes up.
    Returns the curtain."""
    c = w.table.curtain
    pause(clock)
    QTest.keyClick(c.button, curtain_key(w))  # (her own key, A: s39)
    assert not c.isVisible() and w.viewer == 0
    double_click_card(w, "AH")  # Anna plays: "Pass to Ben"
    QApplication.processEvents()
    assert c.isVisible()
    return c


def test_a_stream_of_keys_in_the_log_never_lifts_the_curtain(qtbot, data_dir, clock):
    """With the curtain: Anna plays, clicks into the log and presses Space, Enter, Tab and the
    arrows every 0.3 s: the keys count towards her stream (Tab takes the keyboard to the curtain's
    button, whose Enter in the stream is refused and says so); the curtain stays down. Ben,
    after a pause, lifts it with one Enter."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = anna_plays_to_bens_curtain(w, clock)
    step(clock)
    into_the_log(w)
    for _ in range(2):  # (no Ctrl+Z: Anna may take her move back while her curtain is up)
        for key in [k for k in STREAM if k[0] != Qt.Key_Z]:
            step(clock)
            press(*key)
            assert c.isVisible() and w.viewer is None, "a key in the stream lifted the curtain"
            assert_private(w)
    assert QApplication.focusWidget() is c.button
    assert w.table.hint.isVisible() and w.table.hint.text() == w.table.curtain.hurried_words("Enter")
    pause(clock)
    press(curtain_key(w))  # (his own key, B: s39)
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)


def test_keys_on_the_start_screen_are_not_the_tables(qtbot, data_dir, clock):
    """Back at the start screen in the middle of a hand-over, the keys are typed into the search
    box as ever: they are no move at the table."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    clicks(view, pile_point(view), 1)
    assert w.state.turn == 1 and view.handing_over()
    w.back_to_start()
    QApplication.processEvents()
    edit = w.start.filter_edit
    edit.setFocus()
    for key in (Qt.Key_G, Qt.Key_O):
        step(clock)
        QTest.keyClick(edit, key)
    assert edit.text().lower() == "go"


def test_a_stream_of_keys_in_the_floating_sheet_at_the_curtain_says_why(qtbot, data_dir, clock):
    """Tester t4, s30 #8: with the score sheet floating, Anna ends her turn, clicks into the
    sheet and streams Space and Enter: the "Pass to Ben" curtain holds, but nothing said why the
    keys did nothing (from the game log the same stream says "Too quick after the last press:
    ..."). Now the floating sheet's keys say it too; Ben, after a pause, lifts the curtain with
    one Enter."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    if not w.score_view_action.isChecked():
        w.score_view_action.trigger()
    sheet = w.score_panel
    sheet.setFloating(True)
    QApplication.processEvents()
    c = anna_plays_to_bens_curtain(w, clock)
    step(clock)
    QTest.mouseClick(sheet.scores.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(10, 10))
    sheet.activateWindow()
    QApplication.processEvents()
    for key in [Qt.Key_Space, Qt.Key_Return] * 4:
        step(clock)
        QTest.keyClick(QApplication.focusWidget() or sheet, key)
        QApplication.processEvents()
        assert c.isVisible() and w.viewer is None, "a key in the stream lifted the curtain"
        assert_private(w)
    assert w.table.hint.isVisible() and w.table.hint.text() == w.table.curtain.hurried_words("Enter")
    pause(clock)
    QTest.keyClick(QApplication.focusWidget() or sheet, curtain_key(w))  # (his own key, B: s39)
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)


def test_enter_refused_with_no_piece_on_the_keyboard_names_tab_and_enter(qtbot, data_dir, clock):
    """Enter held or pressed on in the hand-over's stream, with no piece of the table on the
    keyboard, is told to press Tab and then Enter: Enter alone would do nothing there, and
    "then press Tab once" puzzled whoever had only held Enter (s37 t4)."""
    from cardtable.gui.table_view import TAB_THEN_ENTER

    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    view.setFocus()
    QApplication.processEvents()
    view.controller.focus_item = None
    view.hand_over()
    press(Qt.Key_Return)
    assert w.status_text() == curtain.hurried_words(TAB_THEN_ENTER)
    assert w.status_text().endswith("then press Tab to reach the table, then Enter once.")
