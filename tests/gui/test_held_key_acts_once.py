"""A key held down on the table acts once (s37): in a person's own turn, a held Enter picked up
her card and its auto-repeats went on to put it down where the ring had landed, and on (the
curtain and the table handed over already refused held keys: TableView.hold_keys). Now once a
key has acted on the table, its repeats do nothing until it is let go; a fresh press acts at
once, however quick, and the arrows still move the ring while held. Real key events: the held
key's repeats are key events marked as auto-repeats, as the window system sends them, on the
guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.curtain import input_pause

from .helpers import curtain_key, hand_item, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_privacy_walk import STACK
from .test_ring_on_the_harmless_button import eight_by_keys

pytestmark = pytest.mark.curtain_guard

REPEAT_S = 0.033  # a held key's repeats: some 30 a second


def hold(w, clock, k=Qt.Key_Return, repeats: int = 20) -> None:
    """``k`` pressed where the window's keyboard is and held down: its first press, then
    ``repeats`` auto-repeats (each a release and a press marked as repeats, as X11 sends them),
    then let go."""
    text = {Qt.Key_Return: "\r", Qt.Key_Space: " "}.get(k, "")
    QTest.keyPress(w.focusWidget(), k)
    QApplication.processEvents()
    for _ in range(repeats):
        clock.now += REPEAT_S
        to = w.focusWidget()
        QApplication.sendEvent(to, QKeyEvent(QEvent.KeyRelease, k, Qt.NoModifier, text, True))
        QApplication.sendEvent(to, QKeyEvent(QEvent.KeyPress, k, Qt.NoModifier, text, True))
        QApplication.processEvents()
    clock.now += REPEAT_S
    QTest.keyRelease(w.focusWidget(), k)
    QApplication.processEvents()


def anna_at_her_table(qtbot, clock):
    """Crazy Eights, Anna and Ben: Anna's curtain lifted by Enter, the ring on her first card
    she may play; a pause."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=STACK)
    rest(clock)
    key(w, curtain_key(w))  # "I'm Anna: show my cards"
    assert not w.table.curtain.isVisible() and w.viewer == 0
    ring = w.table.view.controller.focus_item
    assert ring is not None and ring.spec.owner == 0
    rest(clock)
    return w


def test_a_held_enter_picks_the_card_up_and_plays_nothing(qtbot, data_dir, clock):
    w = anna_at_her_table(qtbot, clock)
    ctl = w.table.view.controller
    hold(w, clock)
    assert len(w.session.record.moves) == 0, f"the held key played {w.session.record.moves}"
    assert ctl.held is not None, "the held Enter did not pick the card up (its first press acts)"
    # let go, a fresh Enter a moment later, in the same quick stream: it puts the card down
    clock.now += 0.2
    key(w, Qt.Key_Return)
    assert len(w.session.record.moves) == 1 and w.session.record.moves[0]["kind"] == "play"


def test_quick_fresh_keys_still_act_each(qtbot, data_dir, clock):
    """Enter, Enter 150 ms apart (pressed, let go, pressed): the card picked up, then played, as
    before: only a held key's repeats are held back, never a person's quick keys."""
    w = anna_at_her_table(qtbot, clock)
    key(w, Qt.Key_Return)
    assert w.table.view.controller.held is not None
    clock.now += 0.15
    key(w, Qt.Key_Return)
    assert len(w.session.record.moves) == 1


def test_a_held_tab_still_moves_the_ring(qtbot, data_dir, clock):
    """Tab and the arrows only move the ring (nothing chosen, nothing played): held, they go on
    moving it, as in any list."""
    w = anna_at_her_table(qtbot, clock)
    ctl = w.table.view.controller
    was = ctl.focus_item
    QTest.keyPress(w.focusWidget(), Qt.Key_Tab)
    steps = [ctl.focus_item]
    for _ in range(3):
        clock.now += REPEAT_S
        QApplication.sendEvent(w.focusWidget(), QKeyEvent(QEvent.KeyPress, Qt.Key_Tab, Qt.NoModifier, "", True))
        steps.append(ctl.focus_item)
    QTest.keyRelease(w.focusWidget(), Qt.Key_Tab)
    assert all(a is not b for a, b in zip([was] + steps, steps)), "a repeat of Tab did not move the ring"
    assert len(w.session.record.moves) == 0 and ctl.held is None


def test_a_held_space_chooses_one_card(qtbot, data_dir, clock):
    """Hearts' passing, by the keys: Space held on a card chose it, and its repeats chose it
    again (taking it back) and on; now it is chosen once."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=3)
    rest(clock)
    key(w, curtain_key(w))  # the curtain's button
    assert not w.table.curtain.isVisible()
    ctl = w.table.view.controller
    ring = ctl.focus_item
    assert ring is not None and ring.spec.owner == w.viewer
    rest(clock)
    hold(w, clock, Qt.Key_Space, repeats=5)
    assert ctl.selected == [ring], [i.spec.id for i in ctl.selected]
    assert len(w.session.record.moves) == 0


def test_a_held_enter_that_shows_the_ring_presses_nothing(qtbot, data_dir, clock):
    """Crazy Eights' suit chooser, no suit ringed: the first Enter only shows the ring; held,
    its repeats named that suit for her."""
    w = eight_by_keys(qtbot, clock, hint=False)
    ctl = w.table.view.controller
    assert ctl.focus_item is None and ctl.choosing is not None
    rest(clock)
    hold(w, clock)
    assert ctl.choosing is not None and len(w.session.record.moves) == 0, w.session.record.moves
    assert ctl.focus_item is not None and ctl.focus_item.focused
    rest(clock)
    key(w, Qt.Key_Return)  # a fresh Enter names the suit ringed
    assert w.session.record.moves[-1]["card"] == "8C"


@pytest.mark.button_guard
def test_a_held_enter_on_a_table_button_presses_it_once(qtbot, data_dir, clock):
    """Euchre, open-handed (no curtain): Dev's question, the ring on "Pass"; Enter held passes
    once, and its repeats press nothing on the next person's question that comes in its place."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=3, open_handed=True)
    view = w.table.view
    view.setFocus()
    rest(clock)
    input_pause().keys = True  # (the keyboard in use: the ring rests on the harmless answer)
    view.controller.land_focus()
    assert view.controller.focus_item is not None and view.controller.focus_item.name == "Pass"
    hold(w, clock)
    assert w.session.record.moves == [{"kind": "pass"}], w.session.record.moves
