"""The arrows after a move made with the mouse (tester, s41 t3 BUG-1): Thirty-One, Wilhelmina's
curtain lifted with her key, the discard dragged into her hand with the mouse (the drag takes the
keys' ring away: nothing has it), then Left, Left, Left and Enter: "Wilhelmina knocks." The first
Left went from nothing to the last of the table's stops, the Knock button, and the arrows go
round within a group, the buttons a group of one: the ring stayed on Knock (a thin ring round a
small button, unseen), and Enter knocked, which ends everybody's chances. Now an arrow with
nothing ringed shows the ring where the table would put it (the person's own first card), as
Enter does, and the arrows go on from there: Enter acts on the card that shows the ring, and no
stray arrows and Enter press a button. The same for every game on the generic table (Golf's
Knock, a rummy's buttons). Real mouse and key events, on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import ButtonItem, CardItem

from .helpers import buttons, curtain_key, drag, hand_item, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest

pytestmark = pytest.mark.curtain_guard


def thirty_one_after_a_drag(qtbot, clock):
    """The tester's steps: Thirty-One for three people, the first curtain lifted with the
    person's own key, the discard dragged into the hand with the mouse."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("thirty_one", ["Maximilian", "Zoë", "Wilhelmina"], {}, seed=4)
    view = w.table.view
    rest(clock)
    key(w, curtain_key(w))  # "I'm ...: show my cards", by her key
    assert not w.table.curtain.isVisible()
    seat = w.viewer
    rest(clock)
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
    QApplication.processEvents()
    assert [m["kind"] for m in w.session.record.moves] == ["draw"]
    assert "Knock" in buttons(view)
    return w, seat


@pytest.mark.parametrize("arrow", [Qt.Key_Left, Qt.Key_Up, Qt.Key_Right, Qt.Key_Down])
def test_the_first_arrow_after_a_drag_rings_her_own_card(qtbot, data_dir, clock, arrow):
    w, seat = thirty_one_after_a_drag(qtbot, clock)
    rest(clock)
    key(w, arrow)
    ring = w.table.view.controller.focus_item
    assert isinstance(ring, CardItem) and ring.spec.owner == seat and ring.focused, ring


@pytest.mark.parametrize("arrow", [Qt.Key_Left, Qt.Key_Right])
def test_arrows_and_enter_after_a_drag_pick_up_the_ringed_card_and_never_knock(qtbot, data_dir, clock, arrow):
    w, seat = thirty_one_after_a_drag(qtbot, clock)
    view = w.table.view
    ctl = view.controller
    for _ in range(3):
        rest(clock)
        key(w, arrow)
        ring = ctl.focus_item
        assert not isinstance(ring, ButtonItem), f"the arrows put the ring on {ring.name}"
    rest(clock)
    key(w, Qt.Key_Return)
    assert [m["kind"] for m in w.session.record.moves] == ["draw"], "a stray Enter made a move"
    assert isinstance(ring, CardItem) and ring.spec.owner == seat
    assert ctl.held is ring, "Enter did not act on the card that shows the ring"


def test_the_first_left_after_a_drag_rings_her_own_first_card(qtbot, data_dir, clock):
    w, seat = thirty_one_after_a_drag(qtbot, clock)
    ctl = w.table.view.controller
    assert ctl.focus_item is None  # (the drag took the ring away)
    rest(clock)
    key(w, Qt.Key_Left)
    fan = sorted((hand_item(w.table.view, c) for c in w.state.hands[seat]), key=lambda i: i.x())
    assert ctl.focus_item is fan[0] and fan[0].focused
    rest(clock)
    key(w, Qt.Key_Left)  # nothing left of it: the ring stays (never round to the far side, s42 t3)
    assert ctl.focus_item is fan[0]
    rest(clock)
    key(w, Qt.Key_Return)
    assert ctl.held is fan[0]  # picked up, no knock
    assert [m["kind"] for m in w.session.record.moves] == ["draw"]


def test_the_knock_button_is_still_reached_on_purpose(qtbot, data_dir, clock):
    """Tab goes to the buttons, as before: Knock pressed on purpose still knocks."""
    w, seat = thirty_one_after_a_drag(qtbot, clock)
    view = w.table.view
    ctl = view.controller
    for _ in range(6):
        rest(clock)
        key(w, Qt.Key_Tab)
        if isinstance(ctl.focus_item, ButtonItem):
            break
    assert isinstance(ctl.focus_item, ButtonItem) and ctl.focus_item.name == "Knock"
    rest(clock)
    key(w, Qt.Key_Return)
    assert [m["kind"] for m in w.session.record.moves] == ["draw", "knock"]
