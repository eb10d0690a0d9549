"""Where the table puts the keys' ring by itself, never on a button that acts where a harmless
one is there (tester, s36 t3 #3, #4). I Doubt It: after Ben's claim Anna's table asked "Doubt
it?" with the ring already on "I doubt it!", so one Enter doubted; now it rests on "No, go on".
Crazy Eights: after an 8 played by the keys the suit chooser came up with the ring on "♠ Spades",
and the next Enter named spades, against the hint that had just said clubs; now the ring is on
the hint's suit, or on no suit (the first Enter only shows it). Real key events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.gui.curtain import input_pause
from cardtable.core.first_dealer import LAST_DEALS
from tests.games.stacking import round_robin

from .helpers import curtain_key, hand_item, open_window, take_over
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_chooser_question import STACK as EIGHTS

pytestmark = pytest.mark.curtain_guard


def test_doubt_it_question_rests_on_no_go_on(qtbot, data_dir, clock):
    w = open_window(qtbot, (1024, 600), start=False)
    hands = [["KS", "AS", "AD", "5C"], ["2C", "3C", "4C", "6C"], ["7C", "8C", "9C", "10C"]]
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=[round_robin(hands)])
    w.play(w.game.legal_moves(w.state)[0])  # Anna claims (behind her curtain)
    view = w.table.view
    assert w.table.curtain.isVisible()
    rest(clock)
    key(w, curtain_key(w))  # "I'm Cleo: show my cards"
    assert not w.table.curtain.isVisible() and w.viewer == w.state.asking != 0
    assert {b.name for b in view.buttons} >= {"I doubt it!", "No, go on"}
    ring = view.controller.focus_item
    assert ring is not None and ring.name == "No, go on", ring and ring.name
    rest(clock)
    key(w, Qt.Key_Return)
    assert w.session.record.moves[-1]["kind"] == "no_doubt"


def eight_by_keys(qtbot, clock, hint: bool):
    """Crazy Eights, keys only: Anna's 8 of clubs picked up and put on the discard pile (after H
    if ``hint``): the suit chooser is up. Returns the window."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=EIGHTS, open_handed=True)
    view = w.table.view
    view.setFocus()
    rest(clock)
    # (keys only: the keyboard in use, as after any key; each test begins with it not in use)
    input_pause().keys = True
    ctl = view.controller
    if hint:
        move = next(m for m in w.game.legal_moves(w.state) if m.get("card") == "8C" and m.get("suit") == "C")
        ctl.light_hint(move)  # (Help > Hint: "move the 8 of clubs ..., then choose "♣ Clubs".")
        assert ctl.focus_item is hand_item(view, "8C")
    else:
        ctl.focus_on(hand_item(view, "8C"), aimed=True)
    key(w, Qt.Key_Return)  # picked up
    assert ctl.focus_item is view.zones["discard"]
    key(w, Qt.Key_Return)  # put on the discard pile: which suit?
    assert ctl.choosing is not None and "\u2660 Spades" in [b.text for b in view.buttons]
    return w


def test_eights_chooser_has_no_suit_chosen(qtbot, data_dir, clock):
    w = eight_by_keys(qtbot, clock, hint=False)
    ctl = w.table.view.controller
    assert ctl.focus_item is None, ctl.focus_item.name
    assert w.status_text().endswith("(or Cancel). The arrows go to them."), w.status_text()
    key(w, Qt.Key_Return)  # the first Enter only shows the ring
    assert ctl.choosing is not None and len(w.session.record.moves) == 0
    assert ctl.focus_item is not None and ctl.focus_item.focused
    assert w.status_text().startswith(ctl.focus_item.accessible_name())
    key(w, Qt.Key_Right)
    name = ctl.focus_item.text
    key(w, Qt.Key_Return)
    assert w.session.record.moves[-1]["card"] == "8C"  # (the suit the ring was moved to)
    assert w.session.record.moves[-1]["suit"] == {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}[name[0]]


def test_eights_chooser_rests_on_the_hinted_suit(qtbot, data_dir, clock):
    w = eight_by_keys(qtbot, clock, hint=True)
    ctl = w.table.view.controller
    assert ctl.focus_item is not None and ctl.focus_item.text == "\u2663 Clubs"
    key(w, Qt.Key_Return)
    assert w.session.record.moves[-1] == {"kind": "play", "card": "8C", "suit": "C"}


def test_euchre_order_up_question_rests_on_pass(qtbot, data_dir, clock):
    """Euchre's bidding, asked of a person ("Dev: order up the king of hearts, or pass."): the
    ring was on no button, the first Enter only showing it, where I Doubt It's question had it
    on "No, go on" at once; now it rests on "Pass" (s37), in both rounds, never on an order or a
    call that makes trump."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=3)
    view = w.table.view
    assert w.table.curtain.isVisible() and w.state.phase == "order"
    rest(clock)
    key(w, curtain_key(w))  # "I'm Dev: show my cards"
    assert not w.table.curtain.isVisible()
    assert {b.name for b in view.buttons} >= {"Pass", "Order it up"}
    ring = view.controller.focus_item
    assert ring is not None and ring.focused and ring.name == "Pass", ring and ring.name
    rest(clock)
    key(w, Qt.Key_Return)
    assert w.session.record.moves[-1] == {"kind": "pass"}
    while w.state.phase == "order":  # everyone passes: the second round, any other suit called
        w.play(w.game.legal_moves(w.state)[0])
    assert w.state.phase == "call" and w.state.turn == 3  # Dev asked again, his table up
    if w.table.curtain.isVisible():
        rest(clock)
        key(w, Qt.Key_Return)
    assert not w.table.curtain.isVisible() and w.viewer == 3
    assert "Pass" in {b.name for b in view.buttons} and len(view.buttons) > 2
    view.setFocus()  # (the keyboard back on his table: w.play put no curtain between)
    ring = view.controller.focus_item
    assert ring is not None and ring.focused and ring.name == "Pass", ring and ring.name
