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


def annas_move_by_keys(qtbot, monkeypatch, names=("Anna", "Ben", "Cleo")):
    """Crazy Eights for Anna, Ben and Cleo (or ``names``): Anna's curtain lifted with a click, then
    she plays the ace of hearts by keys (Enter to pick it up, Enter on the pile): "Pass to Ben"
    comes up."""
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", list(names), dict(LAST_DEALS), seed=3, stack=STACK)
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


def test_every_person_at_the_table_has_a_key_of_their_own():
    """s39 t4 F2: Ben and Bella both had B. The initial where nobody else's is the same; else the
    first letter of the name no other person's key is; failing that a digit. Computers: none."""
    own_keys = curtain_mod.own_keys
    assert own_keys(["Ben", "Bella", "Robo", "Émile"], [True, True, False, True]) == ["B", "L", "", "E"]
    assert own_keys(["Ben", "Bella", "Bob"]) == ["B", "E", "O"]
    assert own_keys(["Bo", "Bob", "Bb"]) == ["B", "O", "1"]
    assert own_keys(["Anna", "Ben", "Cleo"]) == ["A", "B", "C"]
    assert own_keys(["Ben", "Bella", "Bert"]) == ["B", "E", "R"]
    assert own_keys(["Ben", "Bella"], [True, True]) == own_keys(["Ben", "Bella"])  # (the same after a load)
    for names in (["Ben", "Bella", "Bob", "Bea"], ["李", "王", "Yu"], ["Zoë", "Zoe", "Zo"]):
        keys = own_keys(names)
        assert len(set(keys)) == len(keys) and all(keys), (names, keys)


@pytest.mark.parametrize("names, hers", [(("Ben", "Bella", "Cleo"), "E"), (("Ben", "Bella", "Bob"), "E"),
                                         (("Bo", "Bob", "Bb"), "O")])
def test_his_own_key_after_his_move_never_lifts_the_next_persons_curtain(qtbot, data_dir, monkeypatch, names, hers):
    """s39 t4 F2 (PRIVACY): Ben played; at "Pass to Bella" he pressed B, his own key, and saw her
    hand. Her key is her own: the curtain says it, and only it lifts the curtain."""
    w, c, clock = annas_move_by_keys(qtbot, monkeypatch, names)
    first = curtain_mod.own_key(names[0])
    for _ in range(3):
        rest_past_guards(clock)  # a calm, deliberate press of his own key
        QTest.keyClick(w.focusWidget(), getattr(Qt, f"Key_{first}"))
        QApplication.processEvents()
        nothing_of_bens_shown(w, c)
    assert c.button.own == hers
    assert c.sub.text().endswith(f"{names[1]}, click or press {hers} when you are ready.")
    assert hers in c.button.accessibleDescription()
    assert w.table.hint.text() == f"{names[1]}: press {hers} to see your cards, or click the button."
    # Help > Keyboard Shortcuts names each person's key
    assert f"{hers} for {names[1]}" in dict(w.shortcut_rows()).get(next(
        what for what, _ in w.shortcut_rows() if what.startswith("Show my cards")))
    rest_past_guards(clock)
    QTest.keyClick(w.focusWidget(), getattr(Qt, f"Key_{hers}"))
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)


def test_holding_the_own_key_lifts_it_once_and_its_repeats_say_nothing(qtbot, data_dir, monkeypatch):
    """s39 t4 F1: B held down lifted the curtain (once), then its auto-repeats put "Too quick
    after the last press: wait a moment, then press B once." over Bella's open hand, where there
    is no curtain to press B on."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    w, c, clock = annas_move_by_keys(qtbot, monkeypatch)
    moves = len(w.session.record.moves)
    rest_past_guards(clock)
    said = []
    w.table.view.message.connect(said.append)
    QTest.keyPress(w.focusWidget(), Qt.Key_B)
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1
    for _ in range(30):  # about 1.5 s of repeats, as X11 sends them (a release and a press each)
        clock.now += 0.05
        to = w.focusWidget()
        QApplication.sendEvent(to, QKeyEvent(QEvent.KeyRelease, Qt.Key_B, Qt.NoModifier, "b", True))
        QApplication.sendEvent(to, QKeyEvent(QEvent.KeyPress, Qt.Key_B, Qt.NoModifier, "b", True))
        QApplication.processEvents()
    clock.now += 0.05
    QTest.keyRelease(w.focusWidget(), Qt.Key_B)
    QTest.keyClick(w.focusWidget(), Qt.Key_B)  # and pressed on, once more, at once
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1 and len(w.session.record.moves) == moves
    assert not [s for s in said if s.startswith(curtain_mod.HURRIED)], said
    assert not w.table.hint.isVisible() or not w.table.hint.text().startswith(curtain_mod.HURRIED)
    assert not w.status_text().startswith(curtain_mod.HURRIED)
    assert_private(w)
