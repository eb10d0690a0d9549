"""Cards chosen with the mouse, then Enter (tester, s37 t4): Hearts' pass, Anna's curtain
lifted with Enter (the keys' ring landed on her first card, the 2 of spades), then the king of
spades, the ace of spades and the ace of hearts clicked ("Pass these three to Ben" lit), and
Enter a moment later: it chose the 2 of spades she never touched ("Only three cards may be
passed, not 4.") and greyed the button. Now a choice made with the mouse takes the ring away
(it never acts on a card the person did not touch), and the first Enter after it only shows the
ring, on the button the choice made ready; the next Enter, after a pause, presses it. In a
rummy, where the cards chosen are carried together, the ring shows on a chosen card (Enter on
one of them picks them all up). Real mouse and key events, on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui.table_view import ButtonItem, CardItem, ZoneItem

from .helpers import curtain_key, buttons, click, hand_item, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_contract_rummy_table import ten_dime

pytestmark = pytest.mark.curtain_guard


def test_hearts_enter_after_three_clicked_shows_the_ring_on_pass_then_passes(qtbot, data_dir, clock):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    view = w.table.view
    ctl = view.controller
    assert w.table.curtain.isVisible()
    rest(clock)
    key(w, curtain_key(w))  # "I'm Anna: show my cards", by the keys
    assert not w.table.curtain.isVisible() and w.viewer == 0
    first = ctl.focus_item  # (the ring landed on her first card)
    assert isinstance(first, CardItem) and first.spec.owner == 0 and first.focused
    hand = [c for c in w.state.hands[0] if hand_item(view, c) is not first]
    chosen = [hand[3], hand[6], hand[9]]
    for card in chosen:
        rest(clock)
        click(view, hand_item(view, card))
    label = "Pass these three to Ben"
    assert buttons(view)[label].enabled
    assert not first.focused, "the ring stayed on a card the mouse player never touched"
    rest(clock)
    key(w, Qt.Key_Return)  # the first Enter: shows the ring on the button the choice made ready
    assert w.session.record.moves == []
    assert not first.selected, "Enter chose the card the ring was on, never touched"
    assert sorted(i.spec.move_key.split(":")[-1] for i in ctl.selected) == sorted(chosen)
    ring = ctl.focus_item
    assert isinstance(ring, ButtonItem) and ring.name == label and ring.focused and ring.enabled
    assert w.status_text().startswith(label), w.status_text()
    rest(clock)
    key(w, Qt.Key_Return)  # the second: presses it
    assert len(w.session.record.moves) == 1
    move = w.session.record.moves[0]
    assert move["kind"] == "pass" and sorted(move["cards"]) == sorted(chosen)


def test_hearts_a_second_enter_in_the_same_stream_does_not_pass(qtbot, data_dir, clock):
    """The ring shown by the first Enter, the next Enter pressed at once (Enter tapped twice
    "to confirm"): the button came up by itself, not aimed at, and takes no key of the stream."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    view = w.table.view
    rest(clock)
    key(w, curtain_key(w))  # (her own key, A: s39)
    hand = list(w.state.hands[0])
    for card in hand[3:6]:
        rest(clock)
        click(view, hand_item(view, card))
    rest(clock)
    key(w, Qt.Key_Return)
    assert isinstance(view.controller.focus_item, ButtonItem)
    clock.now += 0.3
    key(w, Qt.Key_Return)
    assert w.session.record.moves == []
    assert w.status_text().startswith("Too quick"), w.status_text()


def test_rummy_enter_after_clicked_kings_shows_the_ring_on_a_chosen_king(qtbot, data_dir, clock):
    """10 Dime Rummy: "a set of 3 ... of the same rank". Anna draws by the keys (the ring lands on
    her first card), clicks three kings with the mouse, and presses Enter: the ring shows on a
    king chosen, nothing else picked up; Enter picks the three up together, and Enter on the place
    lays them as one meld."""
    w = ten_dime(qtbot)
    view = w.table.view
    ctl = view.controller
    view.setFocus()
    rest(clock)
    QTest.keyClick(view, Qt.Key_Tab)
    for _ in range(40):  # (the keys to the stock)
        if ctl.focus_item is view.pieces["stock"]:
            break
        QTest.keyClick(view, Qt.Key_Right)
    key(w, Qt.Key_Return)
    if ctl.held is not None:  # (picked up: Enter on the hand takes it)
        key(w, Qt.Key_Return)
    assert w.session.record.moves[-1]["kind"] == "draw"
    ring = ctl.focus_item
    assert isinstance(ring, CardItem) and ring.focused and ring.spec.move_key.startswith("hand:")
    kings = [hand_item(view, "KS"), view.pieces["hand:KH"], view.pieces["hand:KH#2"]]
    if ring in kings:  # (a card never touched keeps the ring: the test's point)
        kings = [hand_item(view, "KS"), view.pieces["hand:KH#2"], view.pieces["hand:KH#3"]]
    assert ring not in kings
    moves = len(w.session.record.moves)
    for king in kings:
        rest(clock)
        click(view, king)
    assert all(k.selected for k in kings) and not ring.focused
    rest(clock)
    key(w, Qt.Key_Return)  # shows the ring on a chosen king, picks nothing up
    assert ctl.held is None and len(w.session.record.moves) == moves
    assert not ring.selected and ctl.focus_item in kings and ctl.focus_item.focused
    assert sum(i.selected for i in view.card_items()) == 3
    rest(clock)
    key(w, Qt.Key_Return)  # picks the three up together
    assert ctl.held in kings and len(ctl.companions) == 2
    for _ in range(10):  # (the arrows to New meld)
        if isinstance(ctl.focus_item, ZoneItem) and ctl.focus_item.spec.id == "melds/0":
            break
        QTest.keyClick(view, Qt.Key_Right)
    key(w, Qt.Key_Return)
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == ["KH", "KH", "KS"]


@pytest.mark.parametrize("lift", ["key", "mouse"])
def test_hearts_enter_enter_in_the_stream_of_the_clicks_after_the_curtain(qtbot, data_dir, clock, lift):
    """Tester (s37 t5 #4): the curtain lifted, three cards clicked at once (no pause since the
    lift), then Enter, Enter (60 ms apart). Both Enters were held as the rest of the keys that
    lifted the curtain (TableView.held_key: the stream never paused, the clicks kept it going),
    told "press Tab to reach the table" (the mouse choice had taken the ring away), and no ring
    shown: a third Enter was needed. The clicks were hers, taken by the table: the keys after
    them are hers too. The first Enter shows the ring on "Pass these three to Ben", the quick
    second one does nothing and names Enter, the ring staying; the next Enter after a pause
    passes."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    view = w.table.view
    rest(clock)
    if lift == "mouse":
        QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    else:
        key(w, curtain_key(w))  # (her own key, A: s39)
    assert not w.table.curtain.isVisible() and w.viewer == 0
    hand = list(w.state.hands[0])
    for card in hand[3:6]:
        clock.now += 0.3  # (quick clicks: the stream of the lift goes on)
        click(view, hand_item(view, card))
    label = "Pass these three to Ben"
    assert buttons(view)[label].enabled
    clock.now += 0.3
    key(w, Qt.Key_Return)  # the first Enter: the ring on the button
    ring = view.controller.focus_item
    assert isinstance(ring, ButtonItem) and ring.name == label and ring.focused, w.status_text()
    clock.now += 0.06
    key(w, Qt.Key_Return)  # at once: nothing, in Enter's words, the ring kept
    assert w.session.record.moves == []
    assert w.status_text() == "Too quick after the last press: wait a moment, then press Enter once."
    assert view.controller.focus_item is ring and ring.focused
    rest(clock)
    key(w, Qt.Key_Return)  # after a pause: passes
    assert len(w.session.record.moves) == 1 and w.session.record.moves[0]["kind"] == "pass"
