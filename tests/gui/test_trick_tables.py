"""Hearts, Oh Hell!, Euchre and Whist with 10s on the generic table, played by real mouse drags
(press, move, release) on the view: a card dragged to the trick, a card that does not follow suit
refused with the engine's reason and nothing changed, Hearts' pass of three chosen by clicks and
sent with its button, an Oh Hell! bid on the stepper and the one-card knock, Euchre's order up
and the dealer's discard dragged onto the kitty."""

from __future__ import annotations

from cardtable.games.tricks import effective_suit

from .helpers import assert_private, buttons, click, drag, hand_item, labels, open_window, take_over

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def trick_centre(view):
    return view.zones["trick"].rect.center()


def play_lead_and_refuse_a_revoke(w) -> None:
    """The seat to play drags a legal card to the trick; the next seat, holding the suit led,
    drags a card of another suit: "you must follow suit if you can" - refused with the reason,
    the record and the state unchanged, the card back in the hand."""
    view, game = w.table.view, w.game
    card = game.legal_moves(w.state)[0]["card"]
    leader = w.state.turn
    drag(view, hand_item(view, card), trick_centre(view))
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}
    assert w.state.trick == (card,)
    if w.table.curtain.isVisible():  # the laptop goes to the next player
        take_over(w)
    assert f"{w.state.players[leader]} leads" in [lab.text for lab in labels(view)]
    state, moves = w.state, len(w.session.record.moves)
    led = effective_suit(card, state.trump, game.bowers)
    hand = state.hands[state.turn]
    wrong = next(c for c in hand if effective_suit(c, state.trump, game.bowers) != led)
    assert any(effective_suit(c, state.trump, game.bowers) == led for c in hand)
    drag(view, hand_item(view, wrong), trick_centre(view))
    assert w.state is state and len(w.session.record.moves) == moves
    assert w.status_text().startswith("You must follow ")
    assert f"hand:{wrong}" in view.pieces
    assert_private(w)


def test_hearts_pass_three_by_clicks_then_play_to_the_trick(qtbot, data_dir):
    """ "each player chooses three cards and passes them face down to another player": each in
    turn, behind the hand-off curtain, clicks three cards; the button (naming who gets them) is
    enabled only once three are chosen. Then "The player holding the 2 of clubs after the pass plays that card to start
    the first trick"."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", NAMES, {}, seed=5)
    view = w.table.view
    assert w.state.phase == "passing"
    for seat in range(4):
        take_over(w)
        assert w.viewer == seat
        button = f"Pass these three to {NAMES[(seat + 1) % 4]}"  # the first hand passes left
        b = buttons(view)
        assert list(b) == [button]  # one button, for the seat's own pass
        assert not b[button].enabled
        click(view, b[button])
        assert "Pass exactly three cards." in w.status_text() and w.session.record.moves[seat:] == []
        three = sorted(w.state.hands[seat])[:3]
        for card in three:
            click(view, hand_item(view, card))
        assert all(hand_item(view, c).selected for c in three)
        assert buttons(view)[button].enabled
        click(view, buttons(view)[button])
        assert w.session.record.moves[-1]["kind"] == "pass"
        assert set(w.session.record.moves[-1]["cards"]) == set(three)
        assert_private(w)
    assert w.state.phase == "play"
    if w.table.curtain.isVisible():
        take_over(w)
    # "each sees the three received, marked": outlined in the hand during the first trick
    received = set(w.state.received[w.viewer])
    marked = {i.spec.face for i in view.card_items() if i.spec.marked}
    assert len(received) == 3 and marked == received & set(w.state.hands[w.viewer])
    opening = w.game.legal_moves(w.state)[0]["card"]
    assert opening == "2C"
    play_lead_and_refuse_a_revoke(w)


def test_hearts_a_fourth_card_chosen_says_only_three_are_passed(qtbot, data_dir):
    """ "each player chooses three cards and passes them": a fourth card clicked greyed "Pass these
    three to Ben" and said only "Chosen: ...". It says only three may be passed, and how to take
    one back; clicked again, the three are ready to pass."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", NAMES, {}, seed=5)
    view = w.table.view
    take_over(w)
    four = sorted(w.state.hands[0])[:4]
    for card in four:
        click(view, hand_item(view, card))
    assert not buttons(view)["Pass these three to Ben"].enabled
    said = w.status_text()
    assert said.startswith("Chosen: ") and said.endswith(
        ". Only three cards may be passed, not 4. Click a chosen card to take it back."), said
    click(view, hand_item(view, four[-1]))
    assert buttons(view)["Pass these three to Ben"].enabled
    assert w.status_text().endswith("Press “Pass these three to Ben”.")


def test_oh_hell_bid_on_the_stepper_and_play(qtbot, data_dir):
    """ "Player to the left of the dealer states their bid": a bid made on the stepper; "The
    dealer must make the bid Not Equal to the number of cards that have been dealt": the dealer's
    stepper skips the barred bid."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", NAMES, {}, seed=2, open_handed=True)
    view = w.table.view
    assert w.state.phase == "bidding" and w.state.size == 10
    b = buttons(view)
    assert set(b) == {"\u2212", "Bid 0", "+"}
    click(view, b["+"])
    click(view, buttons(view)["Bid 1"])
    assert w.session.record.moves[-1] == {"kind": "bid", "bid": 1}
    for _ in range(2):
        click(view, buttons(view)["+"])
        click(view, buttons(view)["+"])
        click(view, buttons(view)["Bid 2"])
    assert w.state.turn == w.state.dealer
    # 1 + 2 + 2 bid: the dealer may not bid 5 (the total would be the 10 cards dealt)
    shown = []
    for _ in range(11):
        shown.append(next(t for t in buttons(view) if t.startswith("Bid")))
        click(view, buttons(view)["+"])
    assert "Bid 5" not in shown and "Bid 4" in shown and "Bid 6" in shown
    click(view, buttons(view)["Bid 10"])
    assert w.state.phase == "play"
    play_lead_and_refuse_a_revoke(w)


def test_oh_hell_keys_never_press_a_button_no_longer_on_the_table(qtbot, data_dir):
    """The keyboard's focus follows the buttons as they are drawn again: Enter on the stepper's
    "+" steps the bid at every press (the focus stayed on the "+" drawn before the first step,
    and every Enter stepped from the same bid), and the "Bid 0" focused, once "+" is clicked and
    "Bid 1" shows, is gone: Enter bid 0, from a button no longer on the table."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", NAMES, {}, seed=2, open_handed=True)
    view = w.table.view
    view.setFocus()
    while getattr(view.controller.focus_item, "text", None) != "+":
        QTest.keyClick(view, Qt.Key_Tab)
    for _ in range(3):
        QTest.keyClick(view, Qt.Key_Return)
    assert "Bid 3" in buttons(view) and view.controller.focus_item is buttons(view)["+"]
    QTest.keyClick(view, Qt.Key_Backtab)
    assert view.controller.focus_item is buttons(view)["Bid 3"]
    click(view, buttons(view)["+"])
    assert "Bid 4" in buttons(view)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves == [], "Enter bid from a button no longer on the table"
    assert view.controller.focus_item is None or view.controller.focus_item in view.buttons
    QTest.keyClick(view, Qt.Key_Tab)  # (the focus from the start of the buttons again)
    while getattr(view.controller.focus_item, "text", None) != "Bid 4":
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves == [{"kind": "bid", "bid": 4}]
    # the next seat's table: the keys' focus on its stepper's "+" (an Enter not meant only steps),
    # put there by the table, not aimed
    ctl = view.controller
    assert ctl.focus_item is buttons(view)["+"] and ctl.aimed is None


def test_oh_hell_one_card_knock_is_each_seats_own_choice(qtbot, data_dir):
    """ "knock 2 times and on the third knock either stick out one finger ... or keep their hands
    closed": each seat in turn is offered only its own two choices; all are shown at once."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", NAMES, {}, seed=3)
    game, ctl = w.game, w.play_ctl
    while w.state.phase != "knock":
        ctl.play(game.heuristic(w.state, game.to_act(w.state)[0]), save=False)
    w.new_turn(previous=None, note="")
    view = w.table.view
    for seat in range(4):
        if w.table.curtain.isVisible():  # behind the curtain, one after another
            take_over(w)
        assert w.viewer == seat
        # nobody's choice is on the table: under each seat only "knocked" or "choosing"
        assert not any("showed" in lab.text for lab in labels(view))
        assert sum("knocked" in lab.text for lab in labels(view)) == seat
        assert set(buttons(view)) == {"A closed hand (0)", "A finger (1)"}
        click(view, buttons(view)["A finger (1)" if seat % 2 else "A closed hand (0)"])
        assert w.session.record.moves[-1] == {"kind": "knock", "seat": seat, "bid": seat % 2}
    assert w.state.phase == "play" and w.state.bids == (0, 1, 0, 1)


def test_euchre_order_up_discard_on_the_kitty_and_play(qtbot, data_dir):
    """ "To accept the proposed suit, a player tells the dealer to pick up the face-up card. The
    dealer then adds that card to his hand and discards one card face down on top of the kitty"."""
    w = open_window(qtbot, start=False)
    w.start_game("euchre", NAMES, {}, seed=4, open_handed=True)
    view = w.table.view
    assert w.state.phase == "order" and w.state.turn != (w.state.dealer + 2) % 4
    click(view, buttons(view)["Order it up"])
    assert w.session.record.moves[-1] == {"kind": "order_up", "alone": False}
    assert w.state.phase == "discard" and w.viewer == w.state.dealer
    card = sorted(w.state.hands[w.state.dealer])[0]
    kitty = len(w.state.kitty)
    drag(view, hand_item(view, card), view.zones["kitty"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "discard", "card": card}
    assert len(w.state.kitty) == kitty + 1 and w.state.phase == "play"
    play_lead_and_refuse_a_revoke(w)


def test_euchre_alone_the_partner_sits_out_faded(qtbot, data_dir):
    """ "Going alone - Just order up the proposed trump ... then announce you are going alone":
    the partner's cards are faded and "sitting out" is written under the seat."""
    w = open_window(qtbot, start=False)
    w.start_game("euchre", NAMES, {}, seed=4, open_handed=True)
    view = w.table.view
    maker = w.state.turn
    click(view, buttons(view)["Order it up, alone"])
    out = (maker + 2) % 4
    assert w.state.sitting_out == out and w.state.alone
    if w.state.phase == "discard":
        drag(view, hand_item(view, sorted(w.state.hands[w.state.dealer])[0]), view.zones["kitty"].rect.center())
    seat_cards = [i for i in view.card_items() if i.spec.owner == out]
    assert seat_cards and all(i.spec.dim for i in seat_cards)
    assert any("sitting out" in lab.text for lab in labels(view))
    assert not any(i.spec.dim for i in view.card_items() if i.spec.owner not in (None, out))


def test_whist_with_tens_play_to_the_trick(qtbot, data_dir):
    """ "Deal all cards, person left of dealer starts." "You must follow suit if possible"."""
    w = open_window(qtbot, start=False)
    w.start_game("whist_tens", NAMES, {}, seed=1, open_handed=True)
    assert w.state.turn == (w.state.dealer + 1) % 4
    play_lead_and_refuse_a_revoke(w)


def test_hearts_pass_by_keyboard(qtbot, data_dir):
    """Tab brings the focus to the hand and the arrows over the cards that may be chosen, Enter
    chooses one (or puts it back), and the pass button is reached with Tab and pressed with Enter."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = open_window(qtbot, start=False)
    w.start_game("hearts", NAMES, {}, seed=5, open_handed=True)
    view = w.table.view
    view.setFocus()
    chosen = []
    if view.controller.focus_item is None:
        QTest.keyClick(view, Qt.Key_Tab)  # (onto the hand; the arrows along it)
    for k in range(3):
        if k:
            QTest.keyClick(view, Qt.Key_Right)
        item = view.controller.focus_item
        assert item is not None and item.spec.owner == 0 and not item.selected
        QTest.keyClick(view, Qt.Key_Return)
        assert item.selected
        chosen.append(item.spec.face)
    assert "Press" in w.status_text()
    while view.controller.focus_item not in view.buttons:
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[-1]["seat"] == 0 and set(w.session.record.moves[-1]["cards"]) == set(chosen)


def test_hearts_greyed_pass_says_the_keys_way_while_the_keys_are_in_use(qtbot, data_dir):
    """Hearts' pass button, greyed until three cards are chosen, said "(Click cards in your hand
    to choose them: ...)", the mouse's way only: pressed by the keys, it says the keys' way too
    (Space on a card chooses it), and clicked, the mouse's."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = open_window(qtbot, start=False)
    w.start_game("hearts", NAMES, {}, seed=5, open_handed=True)
    view = w.table.view
    button = "Pass these three to Ben"
    click(view, buttons(view)[button])
    assert "Pass exactly three cards. (Click cards in your hand to choose them: 0 chosen.)" in w.status_text()
    view.setFocus()
    if view.controller.focus_item is None:
        QTest.keyClick(view, Qt.Key_Tab)  # (onto the hand)
    QTest.keyClick(view, Qt.Key_Space)
    assert view.controller.focus_item.selected
    for _ in range(20):
        if view.controller.focus_item in view.buttons:
            break
        QTest.keyClick(view, Qt.Key_Tab)
    assert view.controller.focus_item is buttons(view)[button] and not buttons(view)[button].enabled
    QTest.keyClick(view, Qt.Key_Return)
    assert w.status_text().endswith(
        "Pass exactly three cards. (Click cards in your hand, or press Space on each, to choose them: 1 chosen.)"), \
        w.status_text()
    assert w.session.record.moves == []
