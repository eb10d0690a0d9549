"""A stream of clicks from the last person never acts for the next one on the table itself: the
table's new buttons (ButtonItem.refusal: a click or a key, wherever the last press was, on a
button that came by itself), and the table passed on with no curtain (the
curtain switched off, or nothing hidden), wait for a pause in the input as the curtain's button
does (curtain.PAUSE_S, one InputPause for all). "Clicks that arrive in the same burst as the one
that ended a person's turn must not act for the next person": a burst of two or three clicks was
held off for half a second, a click every 0.3 s went on past it and turned Ben's card in Fast
Track for him, or pressed the button drawn under the pointer. Real QTest presses, 0.3 s apart on
the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.core.game import Move
from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import buttons, centre, fake_clock, open_window
from .test_button_guard import clicks
from .test_hand_off_guard import fast_track, pile_point
from .test_rummoli_table import round_over_by_mouse

pytestmark = pytest.mark.button_guard  # (and with it the pause)

STEP_S = 0.3  # an impatient player's click every 0.3 s


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons, the curtain's buttons and the pause."""
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def step(clock) -> None:
    """0.3 s on (the events of the last press handled)."""
    QTest.qWait(20)
    clock.now += STEP_S


def pause(clock) -> None:
    """The next person takes the laptop: the hands have rested."""
    clock.now += max(curtain.GUARD_S, curtain.KEY_GUARD_S, curtain.PAUSE_S) + 0.1


@pytest.mark.curtain_guard  # the hand-off's half second, as the curtain's
def test_clicks_every_0_3_s_never_turn_the_next_persons_card(qtbot, data_dir, clock):
    """Fast Track, nothing hidden (no curtain): Anna clicks on her pile every 0.3 s, from before
    her card is turned to long after; Ben's card stays on his pile until he clicks it after a
    pause."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    middle = view.viewport().rect().center()
    for _ in range(3):  # Anna's clicks began before her turn's
        clicks(view, middle, 1)
        step(clock)
    clicks(view, pile_point(view), 1)  # her 8 is turned and lost: Ben to play
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    for _ in range(12):  # and she clicks on, for 3.6 s
        step(clock)
        clicks(view, pile_point(view), 1)
        assert len(w.session.record.moves) == 2, "a click in the stream turned Ben's card"
    pause(clock)
    clicks(view, pile_point(view), 1)  # Ben, with the laptop
    assert w.session.record.moves[2:4] == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.status_text().startswith("Ben turns the 4 of hearts.")


def test_clicks_every_0_3_s_never_press_the_button_drawn_under_them(qtbot, data_dir, monkeypatch):
    """Rummoli's end of game: a space named, the next space's button comes up under the pointer
    (the buttons of tied spaces close up); a click every 0.3 s names no more, one click after a
    pause does. (The table's own hand-off guard off, as the round is played out by dragging.)"""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    clicks(view, centre(view, buttons(view)["End the game"]), 1)
    moves = len(w.session.record.moves)
    clock.now += 5
    first = next(b for b in view.buttons if b.text.endswith(" space"))
    pos = centre(view, first) + QPoint(4, 0)
    for _ in range(2):  # the stream began before the button
        clicks(view, pos + QPoint(0, 300), 1)
        step(clock)
    clicks(view, pos, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]
    spaces = [b for b in view.buttons if b.text.endswith(" space")]
    assert any(b.sceneBoundingRect().contains(view.mapToScene(pos)) for b in spaces), \
        "the test means a new button under the pointer"
    for _ in range(12):
        step(clock)
        clicks(view, pos, 1)
        assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"], \
            "a click in the stream pressed the new button"
    pause(clock)
    clicks(view, pos, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space", "name_space"]


def test_a_stepper_pressed_in_a_stream_steps_at_every_press(qtbot, data_dir, clock):
    """The rule is for buttons new since the stream began: the stepper's "+", there before it,
    takes every press of six quick ones."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    clock.now += 5
    more = buttons(view)["+"]
    before = int(next(t for t in buttons(view) if t.startswith("Bid")).split()[-1])
    for _ in range(6):
        clicks(view, centre(view, more), 1)
        step(clock)
    after = int(next(t for t in buttons(view) if t.startswith("Bid")).split()[-1])
    assert after == min(before + 6, len(w.state.hands[0]))


def by_itself(w, move) -> None:
    """``move`` played as a computer's reaches the table: not in answer to a press on it."""
    assert w.play(Move(move)).ok


def test_a_stream_that_moves_about_never_presses_a_button_that_came_by_itself(qtbot, data_dir, monkeypatch):
    """The stream rule is not about the spot: clicks every 0.3 s, one on the table beside the
    buttons and the next on a button that came up meanwhile (as with a computer's move), went
    through at once (the last press was not on it). Now a press in the stream going on when the
    button appeared never counts, wherever the press before it was; it says why ("Too quick
    after the last press: ..."); one click after a pause does."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    first = next(b for b in view.buttons if b.text == "End the game")
    beside = centre(view, first) + QPoint(0, 300)
    assert not any(b.sceneBoundingRect().contains(view.mapToScene(beside)) for b in view.buttons)
    clicks(view, beside, 1)  # the stream begins
    step(clock)
    by_itself(w, {"kind": "end_game"})
    moves = len(w.session.record.moves)
    on = centre(view, next(b for b in view.buttons if b.text.endswith(" space")))
    for _ in range(6):
        step(clock)
        clicks(view, beside, 1)
        step(clock)
        clicks(view, on, 1)
        assert w.session.record.moves[moves:] == [], "a click in the stream pressed the new button"
    assert w.status_text() == curtain.hurried_words()
    pause(clock)
    clicks(view, on, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


def test_a_choice_the_persons_own_press_brought_is_taken_at_once(qtbot, data_dir, monkeypatch):
    """A button the person's own press brought up, aimed at elsewhere, takes a quick press: the
    next dealer clicks "End the game" and, 0.3 s later, the space to name (the stream rule is
    for what appeared by itself)."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    end = buttons(view)["End the game"]
    clicks(view, centre(view, end), 1)
    moves = len(w.session.record.moves)
    under = view.mapToScene(centre(view, end))
    elsewhere = next(b for b in view.buttons if b.text.endswith(" space") and not b.sceneBoundingRect().contains(under))
    step(clock)
    clicks(view, centre(view, elsewhere), 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


def test_keys_in_a_stream_never_press_a_button_that_came_by_itself(qtbot, data_dir, monkeypatch):
    """Enter and Space on a focused table button follow the click's rule: keys pressed every
    0.3 s from before a button came up (as with a computer's move), Tab onto it and Enter or
    Space, press nothing; after a pause one Enter does."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    view.setFocus()
    clock.now += 5
    QTest.keyClick(view, Qt.Key_Space)  # the stream begins (nothing focused: nothing pressed)
    step(clock)
    by_itself(w, {"kind": "end_game"})
    moves = len(w.session.record.moves)
    for key in [Qt.Key_Tab, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Space] * 3:
        step(clock)
        QTest.keyClick(view, key)
        assert w.session.record.moves[moves:] == [], "a key in the stream pressed the new button"
    focused = view.controller.focus_item
    assert isinstance(focused, ButtonItem) and focused.text.endswith(" space")
    assert w.status_text() == curtain.hurried_words("Space")  # (the last key of the stream)
    pause(clock)
    QTest.keyClick(view, Qt.Key_Return)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


def test_enter_in_a_stream_never_presses_a_button_the_table_focused(qtbot, data_dir, monkeypatch):
    """Where the table puts the focus on a new button itself (a chooser's first choice), Enter
    in the stream that brought it up is no choice: as a click at the spot of the last press.
    Moved onto a button with Tab, Enter presses it at once."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    view.setFocus()
    clock.now += 5
    view.controller.set_focus(buttons(view)["End the game"])
    QTest.keyClick(view, Qt.Key_Return)
    moves = len(w.session.record.moves)
    assert w.session.record.moves[-1] == {"kind": "end_game"}
    view.controller.focus_list_changed()  # (as a chooser does: the focus on its first button)
    assert isinstance(view.controller.focus_item, ButtonItem)
    for _ in range(4):
        step(clock)
        QTest.keyClick(view, Qt.Key_Return)
        assert w.session.record.moves[moves:] == [], "an Enter in the stream pressed the button"
    step(clock)
    QTest.keyClick(view, Qt.Key_Tab)
    step(clock)
    QTest.keyClick(view, Qt.Key_Return)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


def test_buttons_at_a_hand_over_answer_nobodys_press(qtbot, data_dir, monkeypatch):
    """Drawn as the table passes to another person with no curtain, the buttons are the next
    person's: none answers the last person's press, so her stream never presses them."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)  # (played out by dragging: the hand-over guard off till now)
    monkeypatch.setattr(curtain, "GUARD_S", 0.5)
    monkeypatch.setattr(TableView, "clock", staticmethod(clock))
    clock.now += 5
    clicks(view, centre(view, buttons(view)["End the game"]), 1)
    assert view.buttons and all(b.own for b in view.buttons)  # the dealer's own choices
    view.hand_over()
    assert not any(b.own for b in view.buttons)
    view.rebuild()  # (drawn again while the table is being handed over)
    assert view.buttons and not any(b.own for b in view.buttons)


@pytest.mark.curtain_guard  # the hand-off's half second, as the curtain's
def test_keys_every_0_3_s_never_turn_the_next_persons_card(qtbot, data_dir, clock):
    """Keys follow the presses' rule at a hand-over with no curtain: Anna turns her card in Fast
    Track from the keyboard (Tab to her pile, Enter, Tab, Enter) and goes on pressing Tab, Enter,
    Space and H (the hint: a menu's key) every 0.3 s; none of it turns Ben's card or asks a hint
    for him. After a pause Ben's own keys, as quick as hers, turn it at once."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    hints = []
    w.hint_action.triggered.connect(lambda: hints.append(w.state.turn))
    view.setFocus()
    clock.now += 5
    turn = [Qt.Key_Tab, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Return]  # (pick the pile up, put it on its place)
    for key in turn:
        QTest.keyClick(view, key)
        step(clock)
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    for key in (turn + [Qt.Key_Space, Qt.Key_H]) * 2:  # and she presses on, for 3.6 s
        QTest.keyClick(view, key)
        assert len(w.session.record.moves) == 2, "a key in the stream turned Ben's card"
        step(clock)
    assert hints == [], "a key in the stream asked a hint for Ben"
    pause(clock)
    for key in turn:  # Ben, with the laptop, at the same pace
        QTest.keyClick(view, key)
        step(clock)
    assert w.session.record.moves[2:4] == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.status_text().startswith("Ben turns the 4 of hearts.")
    pause(clock)
    QTest.keyClick(view, Qt.Key_H)
    assert hints == [2]  # (the hint's key works again after a pause)


def test_buttons_redrawn_after_a_hand_over_count_as_new(qtbot, data_dir, monkeypatch):
    """A button drawn in place of one of the same name keeps its age (the stepper's "+" pressed
    again and again), but not across a hand-over: Oh Hell!'s bid stepper, up since the deal,
    drawn again by name after the table passed to Ben (a step, a resize, the table's own button
    offered) is Ben's new stepper, and Anna's stream going on at the hand-over never presses its
    bid, from the keyboard either (ButtonItem.refusal, the buttons' own rule besides the table's).
    The stepper's "-" and "+" make no move, and take quick presses once a step has counted
    (ButtonItem.steps); Anna's stream never steps Ben's bid: the table passed on swallows it
    (TableView.swallows), and the stepper refuses the stream going on when it was drawn."""
    clock = fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    clock.now += 5
    beside = centre(view, buttons(view)["+"]) + QPoint(0, 300)
    assert not any(b.sceneBoundingRect().contains(view.mapToScene(beside)) for b in view.buttons)
    for _ in range(3):  # a stream that began after the stepper was drawn
        clicks(view, beside, 1)
        step(clock)
    view.hand_over()
    view.controller.show_action_buttons()  # (drawn again by name)
    bids = [b for b in view.buttons if not b.steps]
    assert bids and all(b.refusal(key="Enter") == curtain.hurried_words("Enter") for b in bids), \
        "a button drawn for Ben kept its age from before the hand-over"
    view.resize(view.width() - 20, view.height())  # (a rebuild that keeps the buttons' age)
    bids = [b for b in view.buttons if not b.steps]
    assert bids and all(b.refusal() is not None for b in bids)
    shown = [b.text for b in view.buttons]
    step(clock)
    clicks(view, centre(view, buttons(view)["+"]), 1)  # Anna's stream goes on onto Ben's "+"
    assert [b.text for b in view.buttons] == shown, "Anna's stream stepped Ben's bid"
    pause(clock)
    clicks(view, beside, 1)  # Ben, with the laptop: a press after a pause
    assert all(b.refusal() is None for b in view.buttons)


def test_the_too_quick_line_stays_until_the_next_press(qtbot, data_dir, monkeypatch):
    """ "Too quick after the last press: wait a moment, then click once." went from the status
    line after the pause (1.2 s): a person who looked a moment later saw no refusal and thought
    the click lost (s36). It stays, however long she waits, until her next press: a press refused
    again says it again, one that counts takes it away (the line says again what it said before)."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    first = next(b for b in view.buttons if b.text == "End the game")
    beside = centre(view, first) + QPoint(0, 300)
    clicks(view, beside, 1)  # the stream begins
    step(clock)
    by_itself(w, {"kind": "end_game"})
    before = w.status_text()
    on = centre(view, next(b for b in view.buttons if b.text.endswith(" space")))
    for _ in range(2):  # (in its first half second a button says nothing of a click refused)
        step(clock)
        clicks(view, on, 1)
    assert w.status_text() == curtain.hurried_words()
    clock.now += 10  # she waits, and looks
    QTest.qWait(curtain.PAUSE_S * 1000 + 200)
    assert w.status_text() == curtain.hurried_words(), "the refusal went before she looked"
    step(clock)
    clicks(view, beside, 1)  # her next press (beside the buttons: it presses nothing)
    assert w.status_text() == before
    step(clock)
    clicks(view, on, 1)  # and one refused again says so again
    assert w.status_text() == curtain.hurried_words()
    moves = len(w.session.record.moves)
    clock.now += 10
    QTest.qWait(20)
    clicks(view, on, 1)  # a press that counts: the move says its own line
    assert len(w.session.record.moves) == moves + 1
    assert not w.status_text().startswith(curtain.HURRIED)