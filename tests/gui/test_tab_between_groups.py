"""Tab goes from group to group of the table's keys' stops (the person's hand, the table's piles,
the buttons), the arrows within a group (tester, s36 t3 #6): in Hearts' passing Tab went card
to card like the arrows, and the "Pass these three to Ben" button came only after all 16 cards;
a player who pressed Tab then Enter, expecting "Pass", chose a fourth card. Everything stays
reachable: Shift+Tab goes back, and the arrows reach every stop of the group. Real key events."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.table_view import ButtonItem

from .helpers import open_window
from .helpers import key_to_focus as key
from .test_privacy_walk import STACK


def ring(view):
    item = view.controller.focus_item
    assert item is not None and item.focused
    return item


def test_hearts_tab_goes_from_the_hand_to_the_pass_button(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    view.setFocus()
    if view.controller.focus_item is None:  # (put there by the table where the keys were in use)
        key(w, Qt.Key_Tab)
    first = ring(view)
    assert first.spec.owner == 0, first.spec.id  # her first card
    key(w, Qt.Key_Right)
    assert ring(view) is not first and ring(view).spec.owner == 0  # the arrows: along the hand
    key(w, Qt.Key_Tab)
    assert isinstance(ring(view), ButtonItem) and ring(view).name.startswith("Pass these three"), ring(view).name
    key(w, Qt.Key_Tab)
    assert ring(view) is first  # round again: the hand's first card
    key(w, Qt.Key_Backtab)
    assert isinstance(ring(view), ButtonItem)
    key(w, Qt.Key_Backtab)
    assert ring(view) is first
    hand = [i for i in view.controller.focusables() if not isinstance(i, ButtonItem)]
    seen = set()
    for _ in range(len(hand)):  # every card by the arrows, the last staying (s42 t3: no wrap)
        seen.add(ring(view))
        key(w, Qt.Key_Right)
    assert seen == set(hand) and ring(view) is hand[-1]
    for _ in range(len(hand)):  # and back to the first
        key(w, Qt.Key_Left)
    assert ring(view) is first


def test_crazy_eights_tab_stops(qtbot, data_dir):
    """The piles (stock, discard pile), then the hand: the discard pile is still a stop of its
    own (s34 #2), by the arrows from the stock."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    view.setFocus()
    view.controller.forget_focus()  # (nothing ringed: the first Tab goes to the first group)
    key(w, Qt.Key_Tab)
    assert ring(view).spec.id == "stock"
    key(w, Qt.Key_Right)
    assert ring(view).spec.id == "discard"
    key(w, Qt.Key_Left)  # (never round to the far side: s42 t3)
    assert ring(view).spec.id == "stock"
    key(w, Qt.Key_Tab)
    assert ring(view).spec.id.startswith("hand:")
    key(w, Qt.Key_Tab)
    assert ring(view).spec.id == "stock"
