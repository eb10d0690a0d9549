"""Trick-taking II on the generic table, played by real mouse drags (press, move, release) on the
view: a Canadian Salad hand to its end with a revoke refused, 500 Rummy's auction by buttons, the
dealer's forced call and four discards dragged out of play (a counter refused with the reason),
PayDay's cards laid in the middle and its "Pay 5 cents and pass" button, and Court Whist's
Coronation call, and how the generic table shows them: 500's bids on one amount stepper with the
button bar on screen, Court Whist's partners opposite, PayDay's rows clear of the hand."""

from __future__ import annotations

from cardtable.core.cards import card_name

from .helpers import assert_private, buttons, click, drag, hand_item, labels, open_window, play_until

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def middle(view):
    return view.zones["trick"].rect.center()


def drag_card(w, card):
    """Drag ``card`` from the hand of the seat to act onto the middle; the move is recorded."""
    before = len(w.session.record.moves)
    drag(w.table.view, hand_item(w.table.view, card), middle(w.table.view))
    assert len(w.session.record.moves) == before + 1 and w.session.record.moves[-1] == {"kind": "play", "card": card}


def test_canadian_salad_a_hand_by_drags(qtbot, data_dir):
    """ "You MUST follow suit lead if possible": a revoke dragged to the trick is refused with the
    reason; the whole first round is played by drags and scored."""
    w = open_window(qtbot, start=False)
    w.start_game("canadian_salad", NAMES, {}, seed=4, open_handed=True)
    view = w.table.view
    refused = False
    while not w.state.history:
        state = w.state
        if state.trick and not refused:
            led = state.trick[0][-1]
            hand = state.hands[state.turn]
            wrong = next((c for c in hand if c[-1] != led), None)
            if wrong and any(c[-1] == led for c in hand):
                drag(view, hand_item(view, wrong), middle(view))
                assert w.state is state and f"hand:{wrong}" in view.pieces
                # with tricks1's drag guess the reason is the engine's ("You must follow ..."); the
                # older table says the card cannot be moved there
                assert w.status_text().startswith("You must follow ") or "cannot be moved" in w.status_text()
                refused = True
        drag_card(w, w.game.heuristic(w.state, w.state.turn)["card"])
        assert_private(w)
    assert refused and w.state.phase == "hand_over"
    assert sum(w.state.history[0]["points"]) in (130, 300)


def test_rummy_500_auction_forced_dealer_and_discards_dragged_out_of_play(qtbot, data_dir):
    """ "If all the players pass, the dealer must take the bid." "discards four cards from their
    hand face down out of play. You may not discard any counter cards." """
    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", NAMES, {}, seed=2, open_handed=True)
    view = w.table.view
    for _ in range(4):
        click(view, buttons(view)["Pass"])
    assert w.state.phase == "call" and w.state.turn == w.state.dealer
    click(view, buttons(view)["Call spades"])
    bidder = w.state.bidder
    assert w.state.phase == "discard" and len(w.state.hands[bidder]) == 16
    target = view.zones[f"discarded/{bidder}"].rect.center()
    counter = next(c for c in w.state.hands[bidder] if c[:-1] in ("A", "10", "5") or c == "QS")
    state = w.state
    drag(view, hand_item(view, counter), target)
    assert w.state is state and "may not discard a counter" in w.status_text()
    plain = [c for c in w.state.hands[bidder] if not (c[:-1] in ("A", "10", "5") or c == "QS")][:4]
    for card in plain:
        drag(view, hand_item(view, card), target)
        assert w.session.record.moves[-1] == {"kind": "discard", "card": card}
    assert w.state.phase == "play" and w.state.turn == bidder and w.state.discarded == tuple(plain)
    drag_card(w, w.game.legal_moves(w.state)[0]["card"])
    assert_private(w)


def test_payday_cards_laid_in_the_middle_and_pay_to_pass(qtbot, data_dir):
    """PayDay: "putting a 7 from their hand in the middle of the table"; "If you cannot play you
    pay 5 cents and pass your turn" - a button, and the prompt says so. (Rounds 1 to 5 are
    played for the test.)"""
    w = open_window(qtbot, start=False)
    w.start_game("saskatchewan_rummy", NAMES, {}, seed=3, open_handed=True)
    game = w.game
    play_until(w, lambda w: game.heuristic(w.state, game.to_act(w.state)[0]),  # (s43: laid out only
               lambda state: state.phase == "payday")  # but the last)
    view = w.table.view
    paid = laid = 0
    while (not paid or laid < 6) and not game.is_over(w.state):
        moves = game.legal_moves(w.state)
        if moves[0].kind == "pay":
            pot = w.state.pot
            assert "no card of yours can be laid" in w.layout._prompt_label.text
            label = "Pay 5 cents and pass" if w.state.rows != ((),) * 4 else "No 7: pass"
            click(view, buttons(view)[label])
            assert w.state.pot == pot + (5 if label.startswith("Pay") else 0)
            paid += label.startswith("Pay")
        else:
            # in the middle, or (every other card) right on its suit's row: a 6 of hearts dropped
            # on the hearts row was refused, only the middle box took it
            card = moves[-1]["card"]
            if laid % 2:
                drag(view, hand_item(view, card), view.zones[f"row_{card[-1]}"].rect.center())
            else:
                drag_card(w, card)
            assert card in w.state.rows["SHDC".index(card[-1])]
            laid += 1
        assert_private(w)
    assert laid >= 6


def test_court_whist_coronation_call_and_a_trick_by_drags(qtbot, data_dir):
    """ "Trump declared by owner of King-Spades": the holder names trump by a button; then cards
    are dragged to the trick, clockwise round the table's four."""
    w = open_window(qtbot, start=False)
    w.start_game("court_whist", ["Al", "Bea", "Cy", "Di", "Ed"], {}, seed=1, open_handed=True)
    view = w.table.view
    assert w.state.phase == "call" and "KS" in w.state.hands[w.state.turn]
    click(view, buttons(view)["Trump: hearts"])
    assert w.state.trump == "H"
    for _ in range(4):
        drag_card(w, w.game.heuristic(w.state, w.state.turn)["card"])
    assert sum(w.state.tricks) == 1
    assert_private(w)


def test_court_whist_confiscation_spoke_button(qtbot, data_dir):
    """ "Each player speaking after cards dealt forfeits 3 points which are deducted from speakers
    total": the table has a Spoke button for the players at the table. (The first five games are
    played by the engine, then the session is put on the table.)"""
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.store.saves import SaveStore

    game = get_game("court_whist")
    session = Session.new(game, NAMES, {}, 2)
    while session.state.hand_no < 21:
        session.play(game.heuristic(session.state, game.to_act(session.state)[0]))
    w = open_window(qtbot, start=False)
    assert w.show_session(session, SaveStore().new_id("court_whist"), open_handed=True)
    view = w.table.view
    speaker = w.state.table[1]
    label = f"{NAMES[speaker]} spoke (-3)"
    # a move naming a seat is no amount to step through: one Spoke button per player at the table
    assert {b for b in buttons(view) if "spoke" in b} == {f"{NAMES[p]} spoke (-3)" for p in w.state.table}
    assert "+" not in buttons(view)
    click(view, buttons(view)[label])
    assert w.session.record.moves[-1] == {"kind": "spoke", "speaker": speaker} and w.state.spoke[speaker] == 1
    while len(w.state.history) < 21:
        drag_card(w, w.game.heuristic(w.state, w.state.turn)["card"])
    rec = w.state.history[-1]
    partner = w.game.partner_of(w.state, speaker)
    assert rec["points"][speaker] == rec["points"][partner] - 3


def test_rummy_500_bids_share_one_amount_stepper_and_the_bar_stays_on_screen(qtbot, data_dir):
    """ "Minimum bid is 60"; "70 no trump is worth more than 70 hearts": one amount stepper serves
    the five trumps (a button each at the amount chosen); the buttons wrap rather than run off the
    view at 1366 x 768."""
    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", NAMES, {}, seed=5, open_handed=True)
    view = w.table.view
    b = buttons(view)
    assert {"Pass", "\u2212", "60", "+"} <= set(b)
    assert sum(1 for t in b if t.startswith("Bid 60 ")) == 5
    width = view.viewport().width()
    for item in view.buttons:
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert r.left() >= 0 and r.right() <= width, item.text
    click(view, b["+"])
    b = buttons(view)
    assert "65" in b and sum(1 for t in b if t.startswith("Bid 65 ")) == 5
    click(view, b["Bid 65 hearts"])
    assert w.session.record.moves[-1] == {"kind": "bid", "bid": 65, "trump": "H"}


def test_court_whist_partners_sit_opposite_and_sit_outs_aside(qtbot, data_dir):
    """ "Partners sit opposite": the oval follows the table's order (the game's public seating),
    so the seat across the top is the partner of the seat to play; the one sitting out is drawn
    aside, not round the table."""
    w = open_window(qtbot, start=False)
    w.start_game("court_whist", ["Al", "Bea", "Cy", "Di", "Ed"], {}, seed=1, open_handed=True)
    view = w.table.view
    state = w.state
    me = state.turn
    partner = w.game.partner_of(state, me)
    out = next(p for p in range(5) if p not in state.table)
    tops = {t.spec.text: view.mapFromScene(t.sceneBoundingRect().center()) for t in labels(view)
            if t.spec.text in state.players}
    others = [p for p in state.table if p != me]
    assert min(others, key=lambda p: tops[state.players[p]].y()) == partner
    centre = view.mapFromScene(view.zones["trick"].rect.center()).x()
    assert abs(tops[state.players[out]].x() - centre) > 3 * abs(tops[state.players[partner]].x() - centre)


def test_payday_rows_stay_clear_of_the_hand(qtbot, data_dir):
    """PayDay's four suit rows fit in the middle: none runs into the hand."""
    w = open_window(qtbot, start=False)
    w.start_game("saskatchewan_rummy", NAMES, {}, seed=3, open_handed=True)
    game = w.game
    play_until(w, lambda w: game.heuristic(w.state, game.to_act(w.state)[0]),  # (s43: laid out only
               lambda state: not (state.phase != "payday" or sum(map(len, state.rows)) < 12))  # but the last)
    view = w.table.view
    hand = view.zones[f"hand/{w.state.turn}"].rect
    for suit in "SHDC":
        row = view.zones[f"row_{suit}"].rect
        assert row.bottom() < hand.top(), suit


def test_payday_rows_show_each_cards_whole_index_at_1024x600(qtbot, data_dir):
    """Tester t2 (s28 #20): at 1024x600, in PayDay's suit rows of ten cards and more, each card
    showed only its corner and the 10's was cut by the next card ("1("), with free felt on both
    sides. Every 10 of a row shows its whole index: the next card no nearer than a 10's index is
    wide (the other cards a little nearer), the row as long as before, within its place."""
    from cardtable.gui.generic_table import TEN_STEP

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("saskatchewan_rummy", NAMES, {}, seed=3, open_handed=True)
    game = w.game
    play_until(w, lambda w: game.heuristic(w.state, game.to_act(w.state)[0]),  # (s43: laid out only
               lambda state: not (state.phase != "payday" or max(map(len, state.rows)) < 11))  # but the last)
    view = w.table.view
    hand = view.zones[f"hand/{w.state.turn}"].rect
    for suit in "SHDC":
        row = sorted((i for i in view.card_items() if i.spec.zone == f"row_{suit}"), key=lambda i: i.x())
        for a, b in zip(row, row[1:]):
            least = TEN_STEP if a.spec.face.startswith("10") else 0.2
            assert b.x() - a.x() >= least * a.w - 0.5, (suit, a.spec.face, b.x() - a.x(), a.w)
        place = view.zones[f"row_{suit}"].rect
        assert not row or row[-1].x() + row[-1].w <= place.right() + 0.5, suit
        assert place.bottom() < hand.top(), suit
    assert any(i.spec.face.startswith("10") for i in view.card_items() if i.spec.zone.startswith("row_"))


def test_a_card_of_the_last_trick_clicked_is_named_not_taken_for_a_play(qtbot, data_dir):
    """Oh Hell!: a trick taken stays on show beside the next one. A click on one of its cards (an
    impatient double click after a drop lands there) said "'3S#0' is not a card.": the table
    took the card on show for one played from the hand. It is a card no one may move, and
    says so in words; a card of the hand that does not follow still gets the rule's reason."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", NAMES[:3], {}, seed=1, open_handed=True)
    game = w.game
    for _ in range(6):  # the three bids and the first trick
        seat = game.to_act(w.state)[0]
        w.play(game.legal_moves(w.state, seat)[0])
    view = w.table.view
    shown = [key for key in view.pieces if key.startswith("last:")]
    assert len(shown) == 3
    for key in shown:
        click(view, view.pieces[key])
        name = key.split(":", 1)[1].split("#", 1)[0]
        assert w.status_text() == f"The {card_name(name)} cannot be moved.", w.status_text()
    assert len(w.session.record.moves) == 6
    # the next trick led, a card of another suit from a hand that can follow: the rule's reason
    seat = game.to_act(w.state)[0]
    w.play(game.legal_moves(w.state, seat)[0])
    state = w.state
    led = state.trick[0][-1]
    hand = state.hands[state.turn]
    assert any(c[-1] == led for c in hand)  # seed 1: the next player can follow...
    wrong = next(c for c in hand if c[-1] != led)  # ...and holds another suit too
    drag(view, hand_item(view, wrong), middle(view))
    assert w.status_text().startswith("You must follow "), w.status_text()
    assert len(w.session.record.moves) == 7


def test_a_card_clicked_while_bidding_says_what_to_do_instead(qtbot, data_dir):
    """Oh Hell!: "bid" before any card is played. A card of the bidder's hand clicked then said
    only "The queen of spades cannot be moved."; it now says what is asked instead."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", NAMES[:3], {}, seed=1, open_handed=True)
    view = w.table.view
    seat = w.game.to_act(w.state)[0]
    card = w.state.hands[seat][0]
    click(view, hand_item(view, card))
    assert w.status_text() == f"The {card_name(card)} cannot be moved now. {w.game.prompt(w.state, seat)}"
    assert "bid" in w.status_text() and w.session.record.moves == []


def test_rummy_500_selected_cards_dragged_out_of_play_go_together(qtbot, data_dir):
    """Tester t2, finding 2: "I clicked 3♠, 6♠, 8♠ and 2♥; all four highlighted. Then I dragged
    them to 'Out of play'. ... only the 2♥ went." The bidder "discards four cards from their hand
    face down out of play": a selection dragged there goes together, each card checked by the
    engine (a counter among them puts them all back with the reason)."""
    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", NAMES, {}, seed=2, open_handed=True)
    view = w.table.view
    for _ in range(4):
        click(view, buttons(view)["Pass"])
    click(view, buttons(view)["Call spades"])
    bidder = w.state.bidder
    target = view.zones[f"discarded/{bidder}"].rect.center()
    hand = w.state.hands[bidder]
    plain = [c for c in hand if not (c[:-1] in ("A", "10", "5") or c == "QS")][:4]
    counter = next(c for c in hand if c[:-1] in ("A", "10", "5") or c == "QS")
    state = w.state
    for card in (plain[0], counter):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, counter), target)
    assert w.state is state and "may not discard a counter" in w.status_text(), w.status_text()
    for card in plain:
        if not hand_item(view, card).selected:
            click(view, hand_item(view, card))
    assert hand_item(view, counter).selected  # still chosen after the refusal: a click lets it go
    click(view, hand_item(view, counter))
    assert not hand_item(view, counter).selected
    drag(view, hand_item(view, plain[1]), target)
    last = w.session.record.moves[-1]
    assert last["kind"] == "discard" and sorted(last["cards"]) == sorted(plain), last
    assert w.state.phase == "play" and sorted(w.state.discarded) == sorted(plain)
    assert_private(w)


def test_rummy_500_bid_bar_stays_one_row_after_bids_and_plus(qtbot, data_dir):
    """Tester t2 (s28 #12): Anna + 3 computers, "Score the bid", 1366x768. Robo Rex bid 60 clubs,
    Ruby passed, Remy bid 65 hearts; the prompt took two lines and at 65 the bar held one bid
    button, so it was laid out in one row; "+" to 70 gave five, and "Bid 70 clubs" wrapped to a
    second row over "Anna's hand · 12 cards · dealer". The bar is sized for its widest amount:
    one row over the hand's name line at every amount."""
    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {"score_bid": True}, seed=5,
                 open_handed=True)
    while w.state.turn != 0:
        w.play(w.game.heuristic(w.state, w.state.turn))
    assert w.state.phase == "bidding" and w.state.bid > 0
    view = w.table.view
    hand = next(t for t in labels(view) if t.spec.text.startswith("Your hand"))
    for _ in range(3):
        click(view, buttons(view)["+"])
        bids = [b for b in view.buttons if b.text.startswith("Bid ")]
        assert len(bids) >= 2
        rows = {round(b.sceneBoundingRect().center().y()) for b in view.buttons}
        assert len(rows) == 1, sorted(b.text for b in view.buttons)
        panel = view.button_panel.sceneBoundingRect()
        assert not panel.intersects(hand.mapRectToScene(hand.text_rect)), (panel, hand.spec.text)


def test_rummy_500_bid_buttons_never_cover_the_hand_label(qtbot, data_dir):
    """Tester t2, finding 3: at 1366x768, after "+", "'Bid 65 clubs' wraps to a second row. That
    row covers the 'Anna's hand · 12 cards' label". The buttons must never cover a table label."""
    from PySide6.QtCore import QRectF

    w = open_window(qtbot, start=False)
    w.start_game("rummy_500", NAMES, {}, seed=5, open_handed=True)
    view = w.table.view
    click(view, buttons(view)["+"])
    assert sum(1 for t in buttons(view) if t.startswith("Bid 65 ")) == 5
    panel = view.button_panel.sceneBoundingRect()
    hand = next(t for t in labels(view) if "hand" in t.spec.text and "cards" in t.spec.text)
    assert hand.isVisible(), "the hand's label is hidden under the buttons"
    assert not panel.intersects(hand.mapRectToScene(hand.text_rect)), (panel, hand.spec.text)
    width = view.viewport().width()
    for item in view.buttons:
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert r.left() >= 0 and r.right() <= width, item.text
    assert isinstance(panel, QRectF)
