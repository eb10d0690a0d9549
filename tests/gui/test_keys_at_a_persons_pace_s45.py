"""A keyboard player's own pace (tester, s45 t1 #1): Hearts, moving along the hand with the right
arrow and Enter about twice a second (0.55 s apart) was told "Too quick after the last press: wait
a moment, then press the right arrow once." at each key, and on until a 1.2 s pause. The guard is
there for the first key that would act on a view the person has not yet seen (the rest of the last
person's stream, a double press, a burst), never for the ring moving over a person's own hand, nor
for her own keys one by one. Rules checked:

* Keys that only move the ring (the arrows, Tab) go at any pace, in a held stream too; the key
  that acts after them (Enter) is still the rest of the stream or not (curtain.FOCUS_KEYS).
* A curtain lifted by the person's own key a moment after Enter said which key it is was lifted
  by her: her keys at her pace act (MainWindow.reveal: the hold is the lift's).

And s45 t1 #7: in Hearts' pass a double-click on a card chooses it once ("this one"); its second
press never takes it back ("Nothing chosen."). Real key and mouse events, on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.gui.curtain import HURRIED

from .helpers import click, curtain_key, double_click_at, grab_point, hand_item, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)
from .test_keys_after_the_curtain import against_rex_ringed

pytestmark = pytest.mark.curtain_guard

PACE_S = 0.55  # two keys a second, as the tester typed
BURST_S = 0.15  # xdotool key --delay 150: quicker than anyone reads a hand


def hearts(qtbot):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Computer"], {}, seed=5, computers=["", "", "", "medium"])
    assert w.table.curtain.isVisible() and w.table.curtain.button.own == "A"
    return w


def said(w) -> str:
    return w.status_text() + " | " + w.table.hint.text()


def lift_after_told(w, clock) -> None:
    """Enter after a pause on "Pass to Anna" (it says which key lifts it), then A a moment later."""
    rest(clock)
    key(w, Qt.Key_Return)
    assert w.table.curtain.isVisible()
    clock.now += PACE_S
    key(w, curtain_key(w))
    assert not w.table.curtain.isVisible() and w.viewer == 0


def test_arrows_then_enter_at_two_a_second_after_the_curtain(qtbot, data_dir, clock):
    w = hearts(qtbot)
    lift_after_told(w, clock)
    ctl = w.table.view.controller
    rings = []
    for _ in range(4):
        clock.now += PACE_S
        key(w, Qt.Key_Right)
        assert not said(w).startswith(HURRIED) and HURRIED not in said(w), said(w)
        rings.append(ctl.focus_item)
    assert len(set(map(id, rings))) == 4, "the right arrow did not move the ring at each press"
    clock.now += PACE_S
    key(w, Qt.Key_Return)
    assert HURRIED not in said(w), said(w)
    assert ctl.selected == [rings[-1]], "Enter did not choose the card the ring is on"
    # and on at the same pace: two more cards, Tab to "Pass these three to Ben", Enter: passed
    before = len(w.session.record.moves)
    for k in (Qt.Key_Right, Qt.Key_Return, Qt.Key_Right, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Return):
        clock.now += PACE_S
        key(w, k)
        assert HURRIED not in said(w), said(w)
    assert len(w.session.record.moves) == before + 1, said(w)


def test_arrows_in_a_burst_move_the_ring_but_enter_in_it_still_chooses_nothing(qtbot, data_dir, clock):
    """The burst after the own key: the ring moves at each arrow; the Enter in it is held, as a
    burst of Enter is (test_keys_after_own_key), and says why."""
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))
    ctl = w.table.view.controller
    ring = ctl.focus_item
    clock.now += BURST_S
    key(w, Qt.Key_Right)
    assert ctl.focus_item is not ring and HURRIED not in said(w), said(w)
    clock.now += BURST_S
    key(w, Qt.Key_Return)
    assert not ctl.selected, "Enter in the burst that lifted the curtain chose a card"
    assert HURRIED in said(w), said(w)


def test_arrows_going_on_after_her_move_move_the_ring_and_play_nothing(qtbot, data_dir, clock, quick):  # noqa: F811
    """Anna against a computer, no curtain: her Enter, Enter plays her card and the computer
    answers at once; the keys going on are the rest of her move. Her arrows move the ring (no "Too
    quick ... press the right arrow once"); the Enter among them plays nothing and says why; one
    after a pause acts."""
    w, view, card = against_rex_ringed(qtbot, clock)
    for _ in range(2):  # Enter, Enter: her card picked up and played
        clock.now += BURST_S
        key(w, Qt.Key_Return)
    human_turn(qtbot, w)
    moves = len(w.session.record.moves)
    rings = []
    for arrow in (Qt.Key_Right, Qt.Key_Right, Qt.Key_Left, Qt.Key_Tab):
        clock.now += BURST_S
        key(w, arrow)
        assert HURRIED not in said(w), said(w)
        rings.append(view.controller.focus_item)
    assert rings[0] is not None and rings[0] is not rings[1], "the arrows did not move the ring"
    clock.now += BURST_S
    key(w, Qt.Key_Return)
    assert len(w.session.record.moves) == moves and view.controller.held is None
    assert HURRIED in said(w), said(w)
    rest(clock)
    key(w, Qt.Key_Return)
    assert len(w.session.record.moves) > moves or view.controller.held is not None


def test_a_double_click_on_a_card_to_pass_chooses_it_once(qtbot, data_dir, clock):
    w = hearts(qtbot)
    rest(clock)
    key(w, curtain_key(w))
    rest(clock)
    view = w.table.view
    ctl = view.controller
    first, second = (hand_item(view, c) for c in w.state.hands[0][:2])
    double_click_at(view.viewport(), grab_point(view, first))
    assert ctl.selected == [first], said(w)
    assert "Nothing chosen" not in said(w), said(w)
    rest(clock)
    double_click_at(view.viewport(), grab_point(view, second))
    assert ctl.selected == [first, second]
    # a double-click on a card chosen before keeps it; a single click still takes one back
    rest(clock)
    double_click_at(view.viewport(), grab_point(view, first))
    assert first in ctl.selected and second in ctl.selected
    rest(clock)
    click(view, second)
    assert ctl.selected == [first]
