"""The contract rummy games (10 Dime Rummy, Push, Desert Rummy) on the table, after the family's
s25 explore of 10 Dime Rummy: a selection with several copies of one card laid as one meld; the
discard dragged to the hand of the player who has just thrown it away."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.gui.helpers import click, drag, hand_item, open_window

# 10 Dime Rummy with two players, seed 3: Ben deals, Anna (seat 0) plays first
ANNA = ("KS", "KH", "KH", "KH", "5C", "6C", "7D", "8D", "9S", "3H", "4H", "10S")
BEN = ("3C", "4C", "5D", "6D", "7S", "8S", "9H", "10H", "3S", "4S", "5H", "6H")


def snapshot(w) -> str:
    return json.dumps(w.state.to_json(), sort_keys=True)


def ten_dime(qtbot, options=None):
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben"], options or {}, seed=3, open_handed=True,
                 stack=[[c for pair in zip(ANNA, BEN) for c in pair] + ["9C", "9D"]])
    assert w.state.turn == 0 and w.state.hands[0] == ANNA
    return w


def copies(view, card: str) -> list:
    """Every piece of ``card`` in the viewer's hand (two copies: ``hand:KH`` and ``hand:KH#2``)."""
    return [item for pid, item in view.pieces.items() if pid == f"hand:{card}" or pid.startswith(f"hand:{card}#")]


def test_a_set_of_four_laid_for_a_set_of_three_keeps_every_copy(qtbot, data_dir):
    """Finding F-b: Anna selected K♠ K♥ K♥ K♥ Q♥ Q♣ Q♦ and dragged all seven to "New meld"; the table
    got K♥ K♥ K♠ and the queens, "one K♥ silently went back to the hand". The contract's sizes are
    least sizes ("a set of 3 may be a set of 4"; the rules page: "These are least sizes"): the
    selection of the king of spades and the three kings of hearts is one move, all four laid. (The
    table took the selection for the listed meld of three kings, the copies of a card being one.)"""
    w = ten_dime(qtbot)
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    hearts = copies(view, "KH")
    assert len(hearts) == 3
    for item in [hand_item(view, "KS")] + hearts:
        click(view, item)
    drag(view, hearts[0], view.zones["melds/0"].rect.center())
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == ["KH", "KH", "KH", "KS"]
    assert sorted(w.state.melds[0][1]) == ["KH", "KH", "KH", "KS"]
    assert "KH" not in w.state.hands[0] and len(w.state.hands[0]) == 13 - 4
    # finding s26: the log said "Anna laid down 1 set of 3." (the hand's meld, not what was laid)
    assert "Anna lays down a set of four kings." in w.status_text()


def test_the_cards_of_two_sets_selected_and_dragged_together_lay_both(qtbot, data_dir):
    """Finding s26: "a person who has selected the cards of TWO sets (5♥5♠5♦ and K♣K♥K♠) by clicks
    and drags them together onto "New meld" is refused with "Those cards do not make 1 set of 3".
    A family expects both sets laid at once" ("After the required meld: additional sets can be
    set down"). A selection that really does not split is refused, saying what the hand's meld
    needs and what is wrong, and nothing moves."""
    two = ("5H", "5S", "5D", "KC", "KH", "KS", "7D", "8D", "9S", "3H", "4H", "10S")
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=[[c for pair in zip(two, BEN) for c in pair] + ["9C", "9D"]])
    assert w.state.hands[0] == two and w.game.contract(w.state, 0).text() == "1 set of 3"
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    # the fives and two kings with the 7 of diamonds: refused, the state unchanged
    before, moves = snapshot(w), len(w.session.record.moves)
    for card in ("5H", "5S", "5D", "KC", "KH", "7D"):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "KH"), view.zones["melds/0"].rect.center())
    assert w.status_text() == ("The meld to make is 1 set of 3: the cards make a set of three 5s, but the king "
                               "of clubs, the king of hearts and the 7 of diamonds are left over and make no "
                               "meld (a set is cards of one rank).")
    assert snapshot(w) == before and len(w.session.record.moves) == moves
    # the selection stays: the 7 of diamonds out, the king of spades in, both sets go down
    for card in ("7D", "KS"):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "KS"), view.zones["melds/0"].rect.center())
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == sorted(two[:6])
    assert [sorted(m[1]) for m in w.state.melds] == [["5D", "5H", "5S"], ["KC", "KH", "KS"]]
    assert w.state.down[0] and "meld0/0" in view.zones and "meld1/0" in view.zones
    assert "Anna lays down a set of three 5s and a set of three kings." in w.status_text()


def test_the_discard_dragged_to_its_thrower_says_who_threw_it(qtbot, data_dir):
    """Finding F-d: with "Buy out of turn" on, on Ben's turn, the card Anna has just discarded,
    dragged onto Anna's hand, said "It is not your turn." The rule the engine applies is that
    nobody buys back their own discard (``ContractState.thrown_by``): the table says that. A drop
    on Ben's own hand buys it; the same drop without the house rule says it is off."""
    w = ten_dime(qtbot, {"buy_out_of_turn": True})
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    # Anna passes the 9 of diamonds by: Ben may buy it first (first refusal, s28 t1); nobody does
    assert w.table.curtain.isVisible() and not w.session.record.moves
    QTest.keyClick(w.table.curtain.button, Qt.Key_Return)
    drag(view, hand_item(view, "10S"), view.zones["discard"].rect.center())
    click(view, w.table.curtain.button) if w.table.curtain.isVisible() else None
    assert w.state.turn == 1 and w.state.thrown_by == 0
    before = snapshot(w)
    drag(view, view.pieces["discard"], view.zones["hand/0"].rect.center())
    said = "Anna has just thrown the 10 of spades away: nobody buys back their own discard."
    assert w.status_text() == said and w.table.hint.text() == said
    assert snapshot(w) == before
    # Ben buys it for a dime, on his own turn
    drag(view, view.pieces["discard"], view.zones["hand/1"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "buy", "seat": 1} and "10S" in w.state.hands[1]


def test_the_discard_dragged_to_another_hand_without_buy_out_of_turn(qtbot, data_dir):
    """Without the house rule only the player to draw buys ("If you want the top card from the
    discard pile you must buy it"): the drop on another hand says so, not "It is not your turn."
    (it is). Ben, who is to draw, reads it: "you" (it said "Only Ben, who is to draw, ..." to
    Ben)."""
    w = ten_dime(qtbot)
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    drag(view, hand_item(view, "10S"), view.zones["discard"].rect.center())
    click(view, w.table.curtain.button) if w.table.curtain.isVisible() else None
    before = snapshot(w)
    drag(view, view.pieces["discard"], view.zones["hand/0"].rect.center())
    assert w.viewer == 1
    assert w.status_text() == 'Only you may buy the discard: you are to draw (the house rule "Buy out of turn" is off).'
    assert snapshot(w) == before


def test_push_the_selection_drag_of_the_first_meld_still_lays_it(qtbot, data_dir):
    """The same selection drag in Push (the family's shared engine, where the split of a selection
    now lives): the first deal's meld, "2 sets of 3", selected by clicks and dragged onto "New
    meld", goes down as before, and the log says what went down (it said "laid down 2 sets of
    3")."""
    first = ("5H", "5S", "5D", "KC", "KH", "KS")
    probe = open_window(qtbot, start=False)
    probe.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    seat = probe.state.turn
    probe.close()
    hands = [first, ("3C", "4C", "6C", "7C", "8C", "9C"), ("3D", "4D", "6D", "7D", "8D", "9D"),
             ("3S", "4S", "6S", "7S", "8S", "9S")]
    w = open_window(qtbot, start=False)
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True,
                 stack=[[c for k in range(6) for c in (hands[0][k], hands[1][k], hands[2][k], hands[3][k])]
                        + ["QS"]])
    assert w.state.turn == seat and w.state.hands[seat] == first, w.state.hands
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())  # takes the queen
    for card in first:
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "KS"), view.zones[f"melds/{seat}"].rect.center())
    assert w.state.down[seat] and [sorted(m[1]) for m in w.state.melds] == [["5D", "5H", "5S"], ["KC", "KH", "KS"]]
    assert f"{w.state.players[seat]} lays down a set of three 5s and a set of three kings." in w.status_text()
