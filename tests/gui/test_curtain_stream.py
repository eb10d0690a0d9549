"""A stream of clicks or keys never lifts the hand-off curtain (tester, s28 finding 1): "Anna
plays, keeps clicking the middle of the table every 0.3-0.4 s while the computer moves; the "Pass
to Cleo" curtain comes up under the mouse and a later click lands on "I'm Cleo: show my cards":
Cleo's hand is painted for Anna." And with Space every 0.4 s and no computer. The curtain's
button takes a press only after a pause in the input (curtain.PAUSE_S, anywhere in the window),
so a stream that began before the curtain and goes on never counts; a deliberate press after a
pause opens it at once. Real QTest presses, 0.3 s apart on the curtain's clock (a test clock moved
on by the test: on a busy machine a real wait of 0.3 s can run past the pause)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain as curtain_mod

from .helpers import assert_private, curtain_key, fake_clock, open_window
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)
from .test_privacy_walk import STACK, double_click_card, target_at

pytestmark = pytest.mark.curtain_guard

STEP_S = 0.3  # an impatient player's click or key every 0.3 s


@pytest.fixture
def clock(monkeypatch):
    """The curtain's clock (its guard's and the pause's)."""
    return fake_clock(monkeypatch, curtain_mod.GuardedButton)


def wait_out_the_guard(clock) -> None:
    """A person arrives at the curtain: the guard has run out and the hands have rested."""
    clock.now += max(curtain_mod.KEY_GUARD_S, curtain_mod.PAUSE_S) + 0.1


def step(clock, seconds: float = STEP_S) -> None:
    """0.3 s on (the events of the last press handled, a computer's move shown)."""
    QTest.qWait(40)
    clock.now += seconds


def seen_only_by_the_right_person(w) -> None:
    assert_private(w)
    if w.table.curtain.isVisible():
        assert w.viewer is None or w.viewer == w.game.current_player(w.state)


def test_clicks_every_0_3_s_while_the_computer_moves_never_show_cleos_hand(qtbot, data_dir, quick, clock):  # noqa: F811
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Robo Rex", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK,
                 computers=["", "medium", ""])
    c = w.table.curtain
    wait_out_the_guard(clock)
    at = c.button.mapTo(w, c.button.rect().center())  # where "I'm Anna" was: the table's middle
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 0
    double_click_card(w, "AH")  # Anna plays; Robo Rex moves; "Pass to Cleo" comes up
    came_up = False
    after = 0
    # and Anna clicks on, every 0.3 s, for 3.6 s at least and until four clicks after "Pass to
    # Cleo" came up (on a loaded machine the computer's move can take longer than the 12 steps)
    for clicks in range(200):
        if clicks >= 12 and after >= 4:
            break
        step(clock)
        if c.isVisible():
            came_up = True
        after += came_up
        if c.isVisible():
            at = c.button.mapTo(w, c.button.rect().center())  # right on "I'm Cleo"
        widget, pos = target_at(w, at)
        QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
        QApplication.processEvents()
        seen_only_by_the_right_person(w)
        if came_up:
            assert c.isVisible(), "a click in the stream lifted the curtain"
    assert came_up and w.game.current_player(w.state) == 2
    # the clicker is told why nothing happens (no card named: the curtain is up)
    hint = w.table.hint
    assert hint.isVisible() and hint.text() == "Too quick after the last press: Cleo, wait a moment, then click once."
    assert w.session.record.moves[0] == {"kind": "play", "card": "AH"}
    # Cleo takes the laptop: after a pause, one click opens her hand at once
    clock.now += curtain_mod.PAUSE_S + 0.1
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 2
    assert_private(w)


def annas_hand_shown(qtbot, clock):
    """Crazy Eights for Anna, Ben and Cleo: Anna, at her curtain after a pause, opens it with her
    own key, A (s39: Enter and Space never lift it)."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = w.table.curtain
    wait_out_the_guard(clock)
    QTest.keyClick(c.button, curtain_key(w))
    assert not c.isVisible() and w.viewer == 0
    return w, c


@pytest.mark.parametrize("every", [STEP_S, 0.6, 1.0])
def test_space_in_a_stream_never_shows_the_next_hand(qtbot, data_dir, clock, every):
    """Every 0.3 s; and (tester t4, s28) every 0.55-0.6 s, two presses a second, which lifted the
    curtain when the pause was 0.6 s; and once a second."""
    w, c = annas_hand_shown(qtbot, clock)
    double_click_card(w, "AH")  # Anna plays: "Pass to Ben", the keyboard on its button
    QApplication.processEvents()
    assert c.isVisible()
    for _ in range(10):  # Space "to continue", every 0.3 s (or slower), well past the key guard
        step(clock, every)
        QTest.keyClick(w.focusWidget(), Qt.Key_Space)
        QApplication.processEvents()
        assert c.isVisible(), "a Space in the stream lifted the curtain"
        seen_only_by_the_right_person(w)
    # a stream of Enter and clicks mixed is a stream too
    step(clock, every)
    QTest.keyClick(w.focusWidget(), Qt.Key_Return)
    step(clock, every)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert c.isVisible()
    assert w.table.hint.text().startswith("Too quick after the last press")
    # Ben, with the laptop, after a pause: Space says his key is B (s39), and B opens it
    clock.now += curtain_mod.PAUSE_S + 0.1
    QTest.keyClick(w.focusWidget(), Qt.Key_Space)
    assert c.isVisible() and w.table.hint.text() == "Ben: press B to see your cards, or click the button."
    step(clock, 0.8)
    QTest.keyClick(w.focusWidget(), Qt.Key_B)
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)


def test_a_pause_before_the_curtain_rose_does_not_hold_up_a_quick_hand_over(qtbot, data_dir, clock):
    """The pause is measured before the press, not from the curtain: Ben, who has not touched
    anything while Anna played, opens his curtain the moment its guard runs out."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = w.table.curtain
    wait_out_the_guard(clock)
    QTest.mouseClick(c.button, Qt.LeftButton)
    double_click_card(w, "AH")
    QApplication.processEvents()
    assert c.isVisible()
    clock.now += max(curtain_mod.GUARD_S, curtain_mod.PAUSE_S) + 0.05
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 1


@pytest.mark.parametrize("key, name", [(Qt.Key_Space, "Space"), (Qt.Key_Return, "Enter")])
def test_too_quick_names_the_key_that_was_pressed(qtbot, data_dir, clock, key, name):
    """Tester t1 (s29) #3: Space pressed quickly at a curtain was told "then press Enter once."
    The note names the key the person used."""
    w, c = annas_hand_shown(qtbot, clock)
    double_click_card(w, "AH")  # "Pass to Ben"
    QApplication.processEvents()
    assert c.isVisible()
    for _ in range(6):
        step(clock)
        QTest.keyClick(w.focusWidget(), key)
        QApplication.processEvents()
    assert c.isVisible()
    # (s39: the key that lifts it is Ben's own, B, whatever was pressed)
    assert "press B" in w.table.hint.text(), w.table.hint.text()


@pytest.mark.parametrize("later_s", [1.5, 2.5, 2.9])
def test_the_players_own_enter_after_his_move_never_lifts_the_next_curtain(qtbot, data_dir, clock, later_s):
    """s38 t4 #1 (PRIVACY): "Dev presses Enter once more 1.5 s later (the natural 'did it take?'
    press). What happened: the curtain opens and Anna's 13 cards are shown face up to Dev", and
    "Cassino Party Game: Enter 2.5 s after Anna trailed opened Ben's hand". Anna plays by keys;
    her Enter a while after the "Pass to Ben" curtain came up, and another a second after it,
    leave it down, and the words are for Ben; Ben, taking the laptop, opens it with his own key
    (s39: at any pace Enter never does, test_curtain_own_key)."""
    from .helpers import keys_to

    w, c = annas_hand_shown(qtbot, clock)
    view = w.table.view
    view.setFocus()
    wait_out_the_guard(clock)
    assert keys_to(view, lambda item: item.accessible_name() == "ace of hearts, in your hand")
    QTest.keyClick(view, Qt.Key_Return)  # picked up
    step(clock)
    QTest.keyClick(view, Qt.Key_Return)  # dropped on the discard pile: "Pass to Ben"
    QApplication.processEvents()
    assert c.isVisible() and w.session.record.moves[-1] == {"kind": "play", "card": "AH"}
    for _ in range(4):  # Anna's "did it take?" Enter, and on at the same pace (s38 t5: every 2.3 s)
        step(clock, later_s)
        QTest.keyClick(w.focusWidget(), Qt.Key_Return)
        QApplication.processEvents()
        assert c.isVisible()
        seen_only_by_the_right_person(w)
    assert w.table.hint.text() == "Ben: press B to see your cards, or click the button."
    wait_out_the_guard(clock)  # the laptop changes hands
    QTest.keyClick(w.focusWidget(), Qt.Key_Return)  # (and at any pace after, s39)
    assert c.isVisible()
    wait_out_the_guard(clock)
    QTest.keyClick(w.focusWidget(), Qt.Key_B)  # Ben's own key
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)
