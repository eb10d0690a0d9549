"""The keys right after a person's own key lifted the curtain (tester, s41 t1 #4): Hearts, at
"Pass to Cleo", C (her key: the curtain lifts), some 0.8 s later H (a hint), some 0.6 s later
Enter: "Too quick after the last press: wait a moment, then press Enter once." The rest of the
stream that lifted a curtain is held on the table (the previous player's Enter pressed on must
never play the next person's card), but a curtain lifted by a key or click after a pause was
lifted by the person at the laptop: a different key of theirs, no quicker after the press before
it than a person presses keys one by one (a double press, a burst, a held key are quicker), is
theirs. And A, Anna's key, pressed a moment after her curtain came up did nothing and said
nothing: H then said "Take over the laptop first". The first moments of the curtain wait for
the second press of a double-click; a key is no such press: her own key after a pause lifts it
at once, and one refused (in a stream) always says why. Real key events, on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.gui.curtain import HURRIED

from .helpers import curtain_key, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest

pytestmark = pytest.mark.curtain_guard

NAMES = ["Anna", "Ben", "Cleo", "Computer"]


@pytest.fixture
def no_thinking(monkeypatch):
    """H's hint, as a person sees it, without the computer player's thinking (its lights are
    other tests')."""
    from cardtable.gui.main_window import MainWindow

    hints = []
    monkeypatch.setattr(MainWindow, "show_move_hint", lambda self, *a: hints.append(self.table.curtain.isVisible()))
    return hints


def hearts(qtbot):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", NAMES, {}, seed=5, computers=["", "", "", "medium"])
    assert w.table.curtain.isVisible() and w.table.curtain.button.own == "A"
    return w


def acted(w, before) -> bool:
    ctl = w.table.view.controller
    return bool(ctl.selected) or ctl.held is not None or len(w.session.record.moves) > before


def test_own_key_hint_then_enter_at_a_person_s_pace(qtbot, data_dir, clock, no_thinking):
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))  # A: her curtain lifts
    assert not w.table.curtain.isVisible() and w.viewer == 0
    before = len(w.session.record.moves)
    clock.now += 0.8
    key(w, Qt.Key_H)  # a hint
    assert no_thinking == [False]
    clock.now += 0.6
    key(w, Qt.Key_Return)  # on the card the ring is on
    assert not w.status_text().startswith(HURRIED), w.status_text()
    assert acted(w, before), "Enter did nothing"


@pytest.mark.parametrize("then", [Qt.Key_Return, Qt.Key_Space, Qt.Key_Right])
def test_a_different_key_a_moment_after_the_own_key_acts(qtbot, data_dir, clock, then):
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))
    ring = w.table.view.controller.focus_item
    clock.now += 0.6
    key(w, then)
    assert not w.status_text().startswith(HURRIED), w.status_text()
    ctl = w.table.view.controller
    assert ctl.focus_item is not ring or ctl.selected, "the key did nothing"


def test_enter_burst_after_the_own_key_still_does_nothing(qtbot, data_dir, clock):
    """A then Enter tapped (0.15 s apart: quicker than anyone reads her cards): nothing chosen,
    and said why."""
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))
    for _ in range(3):
        clock.now += 0.15
        key(w, Qt.Key_Return)
        assert not w.table.view.controller.selected
    assert w.status_text().startswith(HURRIED) and "just been shown" in w.status_text(), w.status_text()


def test_own_key_a_moment_after_the_curtain_came_lifts_it(qtbot, data_dir, clock, no_thinking):
    """A a moment after "Pass to Anna" came up (nothing pressed for a while before): lifted; H a
    moment later is a hint, not "Take over the laptop first"."""
    w = hearts(qtbot)
    clock.now += 1.5  # (nothing pressed meanwhile: the game was dealt from the menu)
    w.table.curtain.button.arm()  # "Pass to Anna" comes up now
    clock.now += 0.2
    key(w, curtain_key(w))
    assert not w.table.curtain.isVisible() and w.viewer == 0
    clock.now += 0.8
    key(w, Qt.Key_H)
    assert no_thinking == [False]
    assert not w.status_text().startswith("Take over the laptop"), w.status_text()


def test_own_key_refused_in_a_stream_says_why_at_once(qtbot, data_dir, clock):
    """Space (which says which key lifts it), then A 0.2 s later, the curtain up 0.3 s: refused
    (a stream), and said, where it said nothing in the curtain's first half second."""
    w = hearts(qtbot)
    clock.now += 1.5
    w.table.curtain.button.arm()
    clock.now += 0.1
    key(w, Qt.Key_Space)
    assert w.table.hint.text() == "Anna: press A to see your cards, or click the button."
    clock.now += 0.2
    key(w, curtain_key(w))
    assert w.table.curtain.isVisible()
    assert w.table.hint.text().startswith(HURRIED) and "press A once" in w.table.hint.text(), w.table.hint.text()
    rest(clock)
    key(w, curtain_key(w))
    assert not w.table.curtain.isVisible() and w.viewer == 0


@pytest.mark.parametrize("letter", [Qt.Key_B, Qt.Key_A, Qt.Key_T])
def test_a_letter_too_soon_after_the_own_key_never_asks_for_it_again(qtbot, data_dir, clock, letter):
    """s42 t3 (Euchre): L (Lea's curtain lifts), T 0.3 s later: "Too quick after the last press:
    your hand has only just been shown. Wait a moment, then press T once." over Lea's open hand,
    where T (Tom's key) does nothing at any pace. A letter does nothing on the open table: the
    words never ask for it (nor for anyone's curtain key) once the curtain is down."""
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))  # A: Anna's curtain lifts
    assert not w.table.curtain.isVisible() and w.viewer == 0
    before = len(w.session.record.moves)
    clock.now += 0.3
    key(w, letter)
    said = w.status_text() + " | " + w.table.hint.text()
    assert "press" not in said.lower() or "once" not in said, said
    assert not acted(w, before)
