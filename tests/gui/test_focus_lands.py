"""Keyboard-only play: after the curtain lifts and after each move, with the keyboard on the
table, its focus lands on the first thing the person can use (the hand's first playable card, the
pile to turn, the first button that works), its ring showing: a keyboard player pressed Tab before
every step (s34 #2: "after 'I'm Ben: show my cards' (Enter) no card or pile has a focus ring, and
in Fast Track after each move the focus vanishes"). Real key events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain

from .helpers import curtain_key, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_hand_off_guard import fast_track
from .test_privacy_walk import STACK

pytestmark = pytest.mark.curtain_guard


def focused(view):
    item = view.controller.focus_item
    assert item is not None and item.focused, "nothing has the keyboard's ring"
    assert item in view.controller.focusables()
    return item


def test_the_first_playable_card_has_the_focus_after_the_curtain_and_after_a_move(qtbot, data_dir, clock):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=STACK)
    view = w.table.view
    rest(clock)
    key(w, curtain_key(w))  # "I'm Anna: show my cards"
    assert not w.table.curtain.isVisible() and w.focusWidget() is view
    item = focused(view)
    assert item.spec.owner == 0 and item.spec.id.startswith("hand:"), item.spec.id
    said = w.status_text()
    assert not said.startswith(item.accessible_name()), "the focus put there spoke over the turn's words"
    rest(clock)
    key(w, Qt.Key_Return)  # picked up
    key(w, Qt.Key_Return)  # and played where it goes
    assert len(w.session.record.moves) == 1
    rest(clock)
    assert w.table.curtain.isVisible()
    key(w, curtain_key(w))  # "I'm Ben: show my cards"
    assert not w.table.curtain.isVisible() and w.viewer == 1
    item = focused(view)
    assert item.spec.owner == 1 and item.spec.id.startswith("hand:"), item.spec.id


def test_no_ring_put_for_a_mouse_player(qtbot, data_dir, clock):
    """The focus lands only where the keyboard is in use: a click on the curtain's button leaves
    no ring on a card (a mouse player would take it for a card chosen)."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=STACK)
    rest(clock)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    assert w.table.view.controller.focus_item is None


def test_fast_track_by_keys_alone_never_needs_tab(qtbot, data_dir, clock):
    """Fast Track, nothing hidden: Tab onto Anna's pile and Enter turns her card; after the move
    the focus is on Ben's pile, and his Enter after a pause turns his; then Cleo's."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)
    assert focused(view) is view.pieces["pile"]
    key(w, Qt.Key_Return)  # picked up
    key(w, Qt.Key_Return)  # and turned
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    assert focused(view) is view.pieces["pile"]  # Ben's, now
    rest(clock)
    key(w, Qt.Key_Return)
    key(w, Qt.Key_Return)
    assert w.session.record.moves[2:4] == [{"kind": "flip"}, {"kind": "pass"}]
    assert focused(view) is view.pieces["pile"]


def test_fast_track_words_for_the_keys_too(qtbot, data_dir, clock):
    """s34 #3: the table's orders spoke only of the mouse ("Click your pile", "Drag a marble",
    the pile focused "click to turn a card"), and Enter on the pile "Picked up Ben's pile" (it is
    its top card that is turned)."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    assert view.spec.prompt.text == "Turn a card from your pile"
    view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)
    assert "click" not in w.status_text().lower() and w.status_text().endswith(": turn its top card")
    key(w, Qt.Key_Return)
    assert w.status_text() == ("Picked up the top card of Anna's pile: Enter takes it to the card being played, "
                               "Esc puts it back.")


def test_the_discard_pile_is_a_stop_of_the_keys(qtbot, data_dir, clock):
    """Crazy Eights: Tab went stock, hand, stock; the discard pile, where the cards go, was never
    a stop. Now it is, after the stock (the arrows go along the piles, Tab to the hand and back,
    s36 t3 #6); Enter on it moves nothing and says what to do."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], dict(LAST_DEALS), seed=3, stack=STACK, open_handed=True)
    view = w.table.view
    view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)
    assert view.controller.focus_item.spec.id == "stock"
    key(w, Qt.Key_Right)
    assert view.controller.focus_item.spec.id == "discard"
    key(w, Qt.Key_Tab)
    assert view.controller.focus_item.spec.id.startswith("hand:")
    key(w, Qt.Key_Tab)
    key(w, Qt.Key_Right)  # (on the discard pile again)
    assert view.controller.focus_item.spec.id == "discard"
    assert w.status_text().startswith("the discard pile, 1 card, top: ")
    key(w, Qt.Key_Return)
    assert w.session.record.moves == []
    assert w.status_text().endswith("To put a card here, press Enter on that card first, then Enter here.")
