"""The draw-and-discard games on the table, after the family's third explore (s23): the card a
player just drew is marked in their own hand until their next move (after a stock draw into a
sorted hand nobody could tell which card was new); Push's hint says a push as a push; 10 Dime
Rummy with "Buy out of turn" lights only the drawer's name in the colour of "your turn"."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.game import Move
from cardtable.games.contract_rummy import PLAY

from .helpers import assert_private, buttons, buy_button, drag, hand_item, labels, open_window, settle, take_over


def snapshot(w) -> str:
    return json.dumps(w.state.to_json(), sort_keys=True)


def marked(view) -> list[str]:
    return sorted(i.spec.face for i in view.card_items() if i.spec.marked)


def test_gin_the_card_drawn_from_the_stock_is_marked_until_the_discard(qtbot, data_dir):
    """Gin Rummy: Anna draws from the stock; the card is outlined in her hand (and named "just
    drawn"), nothing else is; once she discards, no mark; Ben, next, sees none of hers, and his own
    draw is marked on his table only."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=3)
    view = w.table.view
    if w.table.curtain.isVisible():
        take_over(w)
    seat = w.state.turn
    first = w.state.hands[seat][0]
    drag(view, hand_item(view, first), view.zones["discard"].rect.center())  # the opening discard only
    take_over(w)
    other = 1 - seat
    before = list(w.state.hands[other])
    assert marked(view) == []
    drag(view, view.pieces["stock"], view.zones[f"hand/{other}"].rect.center())
    settle(view)
    new = [c for c in w.state.hands[other] if c not in before]
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "stock"} and len(new) == 1
    assert marked(view) == new
    assert hand_item(view, new[0]).spec.name.endswith("in your hand (just drawn)")
    assert_private(w)
    discard = next(c for c in w.state.hands[other] if c != new[0])
    drag(view, hand_item(view, discard), view.zones["discard"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "card": discard}
    take_over(w)
    assert marked(view) == []  # the other player's table: nothing of Anna's, nothing of their own
    # taking the discard is a draw too: the card taken is marked
    drag(view, view.pieces["discard"], view.zones[f"hand/{seat}"].rect.center())
    settle(view)
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "discard"}
    assert marked(view) == [discard]
    # Undo takes the draw back, and its mark
    w.undo()
    settle(view)
    assert marked(view) == []


def test_push_the_pushers_stock_card_is_marked_not_the_cards_pushed(qtbot, data_dir):
    """Push: "push these two cards to the opponent on your left. You then draw the next card from
    the stock and add it to your own hand": the pusher's new card is marked on the pusher's table;
    the two pushed went to another hand (not the pusher's to mark)."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    before = list(w.state.hands[seat])
    drag(view, view.pieces["discard"], view.zones[f"hand/{(seat + 1) % 4}"].rect.center())
    settle(view)
    assert w.session.record.moves[-1] == {"kind": "push"}
    new = list(w.state.hands[seat])
    for c in before:
        new.remove(c)
    assert len(new) == 1 and marked(view) == new
    # the game's own state is as before: nothing is kept for the mark (old saves open as they were)
    assert "drawn" not in w.game.observation(w.state, seat).get("private", {})
    assert w.play_ctl.table_observation(seat)["private"]["drawn"] == new
    assert w.play_ctl.table_observation((seat + 1) % 4).get("private", {}).get("drawn") is None


def test_push_hint_says_push(qtbot, data_dir):
    """The hint for a push read "take the king of diamonds from the discard pile to Robo Ruby's
    hand"; now it says what the move is: the discard and a stock card pushed to the left."""
    from cardtable.core.cards import card_name

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    seat = w.state.turn
    left = w.state.players[(seat + 1) % 4]
    words = w.table.view.controller.light_hint(Move(kind="push"))
    assert words == f"push the {card_name(w.state.discard[-1])} (and a card from the stock) to {left}."
    # the other draw keeps the table's words
    assert w.table.view.controller.light_hint(Move(kind="draw", pile="discard")) == \
        f"take the {card_name(w.state.discard[-1])} from the discard pile."


def test_ten_dime_buy_out_of_turn_lights_only_the_drawers_name(qtbot, data_dir):
    """10 Dime Rummy, house rule "Buy out of turn": during Anna's draw the names of the others who
    may buy turned the colour of "your turn", with nothing on the table saying why."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Rex", "Cleo"], {"buy_out_of_turn": True}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    assert len(w.game.to_act(w.state)) == 3  # all three may act: the drawer, and two who may buy
    lit = [lab.spec.text for lab in labels(view) if lab.spec.highlight]
    names = w.state.players
    # the drawer reads the table, so her own caption says "Your hand"
    assert lit and all(t.startswith((names[seat], "Your ")) for t in lit), lit
    assert not any(t.startswith(names[s]) for t in lit for s in range(3) if s != seat)
    # without the house rule, the same
    w.start_game("ten_dime_rummy", ["Anna", "Rex", "Cleo"], {}, seed=3, open_handed=True)
    lit = [lab.spec.text for lab in labels(w.table.view) if lab.spec.highlight]
    assert lit and all(t.startswith((w.state.players[w.state.turn], "Your ")) for t in lit), lit


def test_ten_dime_buy_out_of_turn_by_a_person_is_pressed_for_them(qtbot, data_dir):
    """House rule "Buy out of turn": "Any player may buy the top discard (a dime, the card and two
    stock cards) before the next player draws". Only the drawer could ever move: the table offered
    the drawer's moves alone, so nobody else could buy. The drawer has first refusal (s28 t1):
    nothing of Anna's is offered on Ben's table; when Ben passes the card by, drawing from the
    stock, the question goes up over the table and Ben, who holds the laptop, presses "Anna buys
    it" for her; the buyer's new cards stay face down, and Ben's draw is made. A computer is asked
    itself (s26: computers call "Buy!" too); the discard dropped on its hand is not its call."""
    w = open_window(qtbot, (1024, 600), start=False)
    # seed 3: the third seat draws first; Robo, a computer, sits first
    w.start_game("ten_dime_rummy", ["Robo", "Anna", "Ben"], {"buy_out_of_turn": True}, seed=3,
                 computers=["medium", "", ""])
    take_over(w)
    qtbot.waitUntil(lambda: not w.play_ctl.callers() and w.thinking is None, timeout=20_000)
    assert not w.session.record.moves
    drawer, other = 2, 1
    assert w.state.turn == drawer and w.viewer == drawer
    view = w.table.view
    top = w.state.discard[-1]
    said = " ".join(lab.spec.text for lab in labels(view))
    assert "Anna" not in buttons(view) and "may call" not in said, said  # Ben's to take first
    # a drop on the computer's hand is no buy: it calls for itself
    before = snapshot(w)
    drag(view, view.pieces["discard"], view.zones["hand/0"].rect.center())
    assert snapshot(w) == before
    # and says so (a drop on a hand is a buy for that hand's player now, s25 F-d)
    assert w.status_text() == "Robo is a computer player: it makes its own moves and calls for itself."
    # Ben draws from the stock; Anna calls "Buy!": Ben presses her button on the question
    hand = len(w.state.hands[other])
    drag(view, view.pieces["stock"], view.zones[f"hand/{drawer}"].rect.center())
    curtain = w.table.curtain
    assert curtain.isVisible() and [b.text() for b in curtain.calls] == [buy_button(w, "Anna"), "Back: I buy it myself"]
    assert_private(w)
    qtbot.waitUntil(lambda: curtain.calls[0].height() > 0)  # (laid out once the event loop runs)
    QTest.mouseClick(curtain.calls[0], Qt.LeftButton)
    assert w.session.record.moves[0] == {"kind": "buy", "seat": other}
    assert w.state.dimes[other] == 9 and w.state.pot == 1 and len(w.state.hands[other]) == hand + 3
    assert top in w.state.hands[other]
    # the laptop stays with the drawer, whose draw is made, her hand behind her curtain (Anna
    # leaned in to read the question: test_pass_by_hands_down.py); nobody else's cards are shown
    assert curtain.isVisible() and w.viewer is None and w.state.turn == drawer
    take_over(w)
    assert w.viewer == drawer
    assert_private(w)
    assert all(not i.face_up for i in view.card_items() if i.spec.owner == other)
    assert w.state.phase == PLAY and w.session.record.moves[-1].get("kind") == "draw"
