"""The hand-off curtain lifts from the keyboard only at the next person's own key (s39; s38 t4 #1,
left open): "Dev presses Enter once more (the natural 'did it take?' press) ... the curtain opens
and Anna's 13 cards are shown face up to Dev." No wait tells the two people apart: the one who
just played, pressing Enter or Space once more than three seconds after his move with nothing
between, looked exactly like the next person taking the laptop. So Enter and Space, at any pace,
never lift the curtain; they only say which key does: the next person's initial ("Ben: press B
to see your cards"), a key nobody presses by habit. A click on the button lifts it as before.
Real key presses on the window, on the guards' own clock (helpers.guard_clock)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain as curtain_mod

from .helpers import assert_private, face_up_hand_codes, guard_clock, keys_to, open_window, rest_past_guards
from .test_privacy_walk import STACK

pytestmark = pytest.mark.curtain_guard


def annas_move_by_keys(qtbot, monkeypatch):
    """Crazy Eights for Anna, Ben and Cleo: Anna's curtain lifted with a click, then she plays the
    ace of hearts by keys (Enter to pick it up, Enter on the pile): "Pass to Ben" comes up."""
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = w.table.curtain
    rest_past_guards(clock)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 0
    view = w.table.view
    view.setFocus()
    rest_past_guards(clock)
    assert keys_to(view, lambda item: item.accessible_name() == "ace of hearts, in your hand")
    QTest.keyClick(view, Qt.Key_Return)  # picked up
    QTest.qWait(20)
    clock.now += 0.4
    QTest.keyClick(view, Qt.Key_Return)  # dropped on the discard pile
    QApplication.processEvents()
    assert c.isVisible() and w.session.record.moves[-1] == {"kind": "play", "card": "AH"}
    return w, c, clock


def nothing_of_bens_shown(w, c) -> None:
    assert c.isVisible(), "the curtain was lifted"
    assert w.viewer is None
    assert face_up_hand_codes(w.table.view) == [] or not set(face_up_hand_codes(w.table.view)) & set(w.state.hands[1])
    assert_private(w)


@pytest.mark.parametrize("key", [Qt.Key_Return, Qt.Key_Space])
def test_one_more_key_well_after_the_move_never_lifts_the_next_curtain(qtbot, data_dir, monkeypatch, key):
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch)
    rest_past_guards(clock)  # more than three seconds, no key, no press
    QTest.keyClick(w.focusWidget(), key)  # "did it take?"
    QApplication.processEvents()
    nothing_of_bens_shown(w, c)
    # and it says, to Ben, what to do (the one who pressed sees the move took: it is Ben's turn)
    assert w.table.hint.isVisible() and w.table.hint.text() == "Ben: press B to see your cards, or click the button."


@pytest.mark.parametrize("every", [1.5, 2.3, 3.5, 10.0])
def test_no_pace_of_enter_or_space_lifts_it(qtbot, data_dir, monkeypatch, every):
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch)
    for i in range(6):
        QTest.qWait(20)
        clock.now += every
        QTest.keyClick(w.focusWidget(), Qt.Key_Return if i % 3 else Qt.Key_Space)
        QApplication.processEvents()
        nothing_of_bens_shown(w, c)


def test_ben_lifts_it_with_his_own_key_and_the_words_say_so(qtbot, data_dir, monkeypatch):
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch)
    assert c.sub.text().endswith("Ben, click or press B when you are ready.")
    assert "B" in c.button.accessibleDescription()
    rest_past_guards(clock)  # the laptop changes hands
    QTest.keyClick(w.focusWidget(), Qt.Key_C)  # another's key: nothing (and says whose is whose)
    QApplication.processEvents()
    nothing_of_bens_shown(w, c)
    QTest.keyClick(w.focusWidget(), Qt.Key_B)
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)


def test_the_own_key_of_a_name_with_an_accent_or_no_letter():
    assert curtain_mod.own_key("Zoë") == "Z"
    assert curtain_mod.own_key("Émile") == "E"
    assert curtain_mod.own_key("  dad") == "D"
    assert curtain_mod.own_key("2nd") == "2"
    assert curtain_mod.own_key("李") == curtain_mod.FALLBACK_KEY


def test_a_click_on_the_button_still_lifts_it(qtbot, data_dir, monkeypatch):
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch)
    rest_past_guards(clock)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)
