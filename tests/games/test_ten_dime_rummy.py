"""10 Dime Rummy (004_312affb30e9b3af0.txt, "10 Dime Rummy"): rule tests quoting the sentence each
checks, on set positions; refusals leave the state unchanged."""

from cardtable.core.game import Move
from cardtable.games.contract_rummy import DRAW, GAME_OVER, HAND_OVER, PLAY
from cardtable.games.melds import classify
from cardtable.games.ten_dime_rummy import GAME, HANDS, RULES, value
from tests.games.rummy_positions import play, position, refused


def test_twelve_cards_an_upcard_and_ten_dimes():
    """ "12 cards are dealt to each player and one card is turned up by the stock pile"; "Each
    player begins the game with ten dimes." """
    state = GAME.setup(["A", "B", "C"], {}, 5)
    assert [len(h) for h in state.hands] == [12] * 3 and len(state.discard) == 1
    assert state.dimes == (10, 10, 10) and state.pot == 0
    assert sum(GAME.deck_counts(state).values()) == 162
    assert sum(GAME.deck_counts(GAME.setup([f"P{i}" for i in range(6)], {}, 5)).values()) == 216


def test_the_eight_required_melds():
    assert [h.text() for h in HANDS] == ["1 set of 3", "2 sets of 3", "1 set of 4", "2 sets of 4",
                                         "1 set of 5", "2 sets of 5", "1 set of 6", "2 sets of 6"]


def test_sets_only_and_tame_at_least_wild():
    """ "Runs are not permitted – SETS ONLY"; "You have to have at least equal amounts of tame
    cards to wild cards." """
    hand = ("5H", "6H", "7H", "9C", "2D", "JK", "KS", "KD", "4C", "4D", "8S", "8D", "10C")
    state = position(GAME, [hand, 12, 12], hand_no=1)
    refused(GAME, state, {"kind": "meld", "cards": ["5H", "6H", "7H"]}, "do not make")
    refused(GAME, state, {"kind": "meld", "cards": ["9C", "2D", "JK"]}, "do not make")
    after = play(GAME, state, {"kind": "meld", "cards": ["KS", "KD", "JK"]})
    assert after.down[0]


def test_buy_the_discard_with_a_dime_and_two_stock_cards():
    """ "If you want the top card from the discard pile you must buy it; you throw a dime in the
    pot and get the discard and two more cards from the stock pile. If you want another card
    throw another dime in the pot and take the next discard" """
    state = position(GAME, [12, 12, 12], discard=("4C", "9D"), phase=DRAW, dimes=(10, 10, 10))
    assert Move(kind="draw", pile="discard") not in GAME.legal_moves(state)
    one = play(GAME, state, {"kind": "buy"})
    assert one.hands[0][12] == "9D" and len(one.hands[0]) == 15 and one.dimes[0] == 9 and one.pot == 1
    two = play(GAME, one, {"kind": "buy"})
    assert two.hands[0][15] == "4C" and len(two.hands[0]) == 18 and two.dimes[0] == 8 and two.pot == 2
    refused(GAME, state.replace(dimes=(0, 10, 10)), {"kind": "buy"}, "no dimes")

    # the pot is counted in dimes, one dime or more, on the status line and on the table
    assert "Pot: 1 dime." in GAME.status(one) and "Pot: 2 dimes." in GAME.status(two)
    assert GAME.public(one)["pot_unit"] == "dime"


def test_buy_out_of_turn_house_rule():
    """House rule (off by default): any player may buy the top discard before the next draw."""
    state = position(GAME, [12, 12, 12], discard=("9D",), phase=DRAW, dimes=(10, 10, 10),
                     options={"buy_out_of_turn": True})
    assert GAME.to_act(state) == (0, 1, 2)
    after = play(GAME, state, {"kind": "buy", "seat": 2})
    assert after.hands[2][12] == "9D" and after.dimes == (10, 10, 9) and after.phase == DRAW and after.turn == 0
    plain = position(GAME, [12, 12, 12], discard=("9D",), phase=DRAW, dimes=(10, 10, 10))
    refused(GAME, plain, {"kind": "buy", "seat": 2},
            'Only P0, who is to draw, may buy the discard (the house rule "Buy out of turn" is off).')



def test_the_buy_prompt_says_you_to_its_reader():
    """The finding: "the buy prompt says "drag it to Anna's hand" when Anna herself is the one
    reading it (the viewer). Words addressed to the viewer say "your hand"." Another person's
    buy is the button the reader presses for them, never a drag onto their hand (s28 t1: "That
    invites Anna to reach over and drag the card on a screen that shows Ben's 12 cards")."""
    state = position(GAME, [12, 12, 12], discard=("9D",), phase=DRAW, dimes=(10, 10, 10),
                     options={"buy_out_of_turn": True})
    state = state.replace(players=("Robo Cleo", "Anna", "Ben"))
    assert GAME.called_out_words(state, [1], viewer=1) == (
        'Before Robo Cleo draws, you may call "Buy!" for the 9 of diamonds: then drag it to your hand.')
    assert GAME.called_out_words(state, [1, 2], viewer=1) == (
        'Before Robo Cleo draws, you or Ben may call "Buy!" for the 9 of diamonds: drag it to your '
        'hand, or press \u201cBen buys the 9\u2666\u201d when Ben calls.')
    assert GAME.called_out_words(state, [1], viewer=2) == (
        'Before Robo Cleo draws, Anna may call "Buy!" for the 9 of diamonds: Ben, then press '
        '\u201cAnna buys the 9\u2666\u201d.')
    assert GAME.called_out_words(state.replace(players=("Robo Cleo", "Anna", "Ben", "Dan"),
                                               hands=state.hands + (state.hands[0],),
                                               dimes=(10, 10, 10, 10)), [1, 3], viewer=2) == (
        'Before Robo Cleo draws, Anna or Dan may call "Buy!" for the 9 of diamonds: Ben, then press '
        '\u201cAnna buys the 9\u2666\u201d or \u201cDan buys the 9\u2666\u201d for the one who calls.')
    # the table drawn for nobody (others lean in to read it): Ben holds the laptop, his hand
    # face down; he is named, never "you", nor told to drag onto his face-down hand (s31 t4 #2)
    assert GAME.called_out_words(state, [1, 2], None, holder=2) == (
        'Before Robo Cleo draws, Anna or Ben may call "Buy!" for the 9 of diamonds: Ben, then press '
        '\u201cAnna buys the 9\u2666\u201d or \u201cBen buys the 9\u2666\u201d for the one who calls.')
    assert GAME.called_out_words(state, [2], None, holder=2) == (
        'Before Robo Cleo draws, Ben may call "Buy!" for the 9 of diamonds: Ben, then press '
        '\u201cBen buys the 9\u2666\u201d.')
    assert GAME.called_out_words(state, [1]) == (  # read by nobody in particular
        'Before Robo Cleo draws, Anna may call "Buy!" for the 9 of diamonds: then press \u201cAnna buys the 9\u2666\u201d.')
    # the same words as the curtain's button
    assert GAME.called_out_buttons(state, [Move(kind="buy", seat=1)])[1] == ["Anna buys the 9\u2666"]


def test_buy_out_of_turn_sells_the_next_card_down_after_a_buy():
    """ "If you want another card throw another dime in the pot and take the next discard and two
    more cards from the pile. You can continue buying cards until you are satisfied or out of
    dimes." The book lets the next discard be bought after a buy; with the house rule "Buy out of
    turn" it is sold again in the same window, before the player to draw draws, to anyone (the
    tester doubted it, s31 t4 #2). Only the card "just thrown away" is not bought back by its
    thrower (decided): the card under it is nobody's, so Anna may buy the 3 of spades she threw
    away a round before, and Cleo, whose 10 of spades Anna has just bought, may buy it too."""
    state = position(GAME, [12, 12, 12, 12], discard=("3S", "10S"), phase=DRAW, turn=3,
                     dimes=(10, 10, 10, 10), options={"buy_out_of_turn": True}, thrown_by=2)
    state = state.replace(players=("Anna", "Robo Rex", "Cleo", "Robo Remy"))
    assert Move(kind="buy", seat=2) not in GAME.legal_moves(state)  # Cleo's own discard
    after = play(GAME, state, {"kind": "buy", "seat": 0})
    assert "10S" in after.hands[0] and after.discard == ("3S",) and after.turn == 3 and after.phase == DRAW
    legal = GAME.legal_moves(after)
    assert all(Move(kind="buy", seat=s) in legal for s in range(4))  # Anna again, Cleo too
    assert GAME.called_out_words(after, [0, 2], None, holder=2) == (
        'Before Robo Remy draws, Anna or Cleo may call "Buy!" for the 3 of spades: Cleo, then press '
        '\u201cAnna buys the 3\u2660\u201d or \u201cCleo buys the 3\u2660\u201d for the one who calls.')
    again = play(GAME, after, {"kind": "buy", "seat": 0})
    assert "3S" in again.hands[0] and again.dimes[0] == 8 and again.pot == 2


def test_the_pass_by_screen_says_the_price_once():
    """Anna draws from the stock and passes the 9 of diamonds by: the screen asks who calls
    "Buy!". What a buy costs and brings ("you throw a dime in the pot and get the discard and two
    more cards from the stock pile") is said once, in the sentence, never on the title or a
    button, whether a computer has called already or not."""
    state = position(GAME, [12, 12, 12], discard=("9D",), phase=DRAW, dimes=(10, 10, 10),
                     options={"buy_out_of_turn": True})
    state = state.replace(players=("Anna", "Ben", "Robo Cleo"))
    calls = [Move(kind="buy", seat=1)]
    price = "(a dime: the card and two stock cards)"
    for taker in (None, 2):
        title, text, nobody = GAME.passed_by_words(state, calls, taker)
        buttons = GAME.called_out_buttons(state, calls)[1]
        said = " ".join([title, text, nobody, *buttons])
        assert said.count(price) == 1 and price in text, said
        assert said.count("dime") == 1, said
    assert GAME.passed_by_words(state, calls)[1] == (
        'Ben may call "Buy!" for it (a dime: the card and two stock cards). Anna, press the button of the one '
        'who calls:')
    assert GAME.passed_by_words(state, calls, 2)[1] == (
        'Robo Cleo calls "Buy!" for it (a dime: the card and two stock cards). Ben comes before Robo Cleo in '
        'the turn order and may buy it instead. Anna, press the button of the one who gets it:')
    # s33 #4: "'Robo Remy calls "Buy!" for the 10 of clubs and gets it: Robo Remy sits before
    # Anna.' -- "sits before Anna" is cryptic; say why in turn-order words ... And the button
    # "Nobody else: Robo Rex buys it" reads oddly: plainer words."
    assert GAME.passed_by_words(state, calls, 2)[2] == "Robo Cleo buys it"
    assert GAME.nobody_calls_words(state, 2) == "Robo Cleo buys it"
    assert GAME.called_ahead_words(state, 2, [1]) == (
        'Robo Cleo calls "Buy!" for the 9 of diamonds and gets it: Robo Cleo comes before Ben in the turn '
        'order.')


def test_nobody_buys_back_their_own_discard():
    """House rule "Buy out of turn", decided: not the player who has just thrown the card away
    (a tester bought back the card she had just discarded). Once it is bought, the card under it
    is anyone's."""
    state = position(GAME, [12, 12, 12], discard=("5C", "9D"), phase=DRAW, dimes=(10, 10, 10),
                     options={"buy_out_of_turn": True}, thrown_by=2)
    assert GAME.to_act(state) == (0, 1)
    refused(GAME, state, {"kind": "buy", "seat": 2}, "nobody buys back their own discard")
    after = play(GAME, state, {"kind": "buy", "seat": 1})
    assert after.thrown_by == -1 and GAME.to_act(after) == (0, 1, 2)
    # the discard move says who threw it
    turn = position(GAME, [("QS", "QD", "QC", "5H"), 12, 12], phase=PLAY, options={"buy_out_of_turn": True})
    thrown = play(GAME, turn, {"kind": "discard", "card": "5H"})
    assert thrown.thrown_by == 0 and 0 not in GAME.to_act(thrown)


def test_play_on_other_players_cards_immediately_in_front_of_you():
    """ "You can play on other players cards immediately after you meld. You play in front of
    yourself so that you can include these points in your count." """
    theirs = classify(("QS", "QD", "QC"), RULES, owner=1)
    hand = ("KS", "KD", "KH", "QH", "5C", "6C")
    state = position(GAME, [hand, 12, 12], melds=(theirs,), hand_no=1, turns=3)
    after = play(GAME, state, {"kind": "meld", "cards": ["KS", "KD", "KH"]})
    after = play(GAME, after, {"kind": "lay_off", "card": "QH", "meld": 0})
    assert ("QH" in GAME.table(after)[0].laid_by(0)) and "QH" not in GAME.table(after)[0].laid_by(1)
    # finding N14: the queen was drawn inside the other player's set and "Ben's melds" showed
    # only his own, so the family could not count along: it lies in front of its layer, labelled
    # with the set it went on, and a card dropped there is laid off on that set too
    zones = {z.key: z for z in GAME.zones(after) if z.name.startswith("meld")}
    assert sorted(zones["meld0/1"].cards) == ["QC", "QD", "QS"] and zones["meld0/1"].label == ""
    assert zones["meld0/0"].cards == ("QH",) and zones["meld0/0"].label.startswith("On ")
    assert zones["meld0/0"].label.endswith("'s queens")
    drag = GAME.table_drag(after, Move(kind="lay_off", seat=0, card="QH", meld=0))
    assert drag is not None and drag.to == ("meld0/1", "meld0/0")


def test_no_stealing_wild_cards():
    """ "You cannot steal wild cards from melded cards" """
    wild = classify(("QS", "QD", "JK"), RULES, owner=1)
    state = position(GAME, [("QC", "5C", "6C"), 12, 12], melds=(wild,), down=(True, True, False))
    refused(GAME, state, {"kind": "swap", "card": "QC", "meld": 0}, "cannot take wild cards")


def test_out_with_or_without_a_discard_but_not_before_everybody_played():
    """ "You may go out with or without a discard." "When you play down your meld you may go out the
    same round if everybody has had at least one play." """
    hand = ("KS", "KD", "KH")
    early = position(GAME, [hand, 12, 12], hand_no=1, turns=0)
    refused(GAME, early, {"kind": "meld", "cards": list(hand)}, "everybody has had a turn")
    later = position(GAME, [hand, 12, 12], hand_no=1, turns=2)
    out = play(GAME, later, {"kind": "meld", "cards": list(hand)})
    assert out.phase == HAND_OVER


def test_score_table_less_hand_and_the_pot():
    """ "count all points played out in front of you less any cards still in your hand";
    "Jokers 50, 2s 25, Aces 20, K-10 10, 9-3 5"; "Highest score at the end of the 8th round wins
    the pot." """
    mine = classify(("KS", "KD", "JK"), RULES, owner=0)
    state = position(GAME, [("4D",), ("AS", "2C"), ("9C",)], melds=(mine,), down=(True, False, False),
                     hand_no=8, dimes=(9, 10, 8), pot=3)
    after = play(GAME, state, {"kind": "discard", "card": "4D"})
    assert after.history[-1] == (70, -45, -5) and after.phase == GAME_OVER
    assert GAME.winners(after) == [0] and "pot of 3 dimes" in GAME.status(after)
    assert (value("JK"), value("2S"), value("AH"), value("10S"), value("3C")) == (50, 25, 20, 10, 5)
    assert GAME.score_sheet(after).totals == (70, -45, -5)
    assert PLAY and DRAW


def test_a_hand_ends_when_the_third_stock_runs_out():
    """Decided (a hand ends only when somebody goes out, and nobody may make the hand's meld): the
    stock is made again from the discards at most twice in a hand; when the third stock runs out,
    the hand ends after that turn and everyone counts "all points played out in front of you less
    any cards still in your hand". A dime then buys the discard and what the stock still holds."""
    mine = classify(("KS", "KD", "JK"), RULES, owner=1)
    state = position(GAME, [("4D", "9C"), ("AS", "5C"), ("9H",)], discard=("QC", "3D"), melds=(mine,),
                     down=(False, True, False), phase=DRAW, dimes=(10, 10, 10)).replace(stock=("KH",), rebuilt=2)
    assert "Last stock (1 card)" in GAME.status(state)
    bought = play(GAME, state, {"kind": "buy"})
    assert bought.hands[0] == ("4D", "9C", "3D", "KH") and not bought.stock and bought.discard == ("QC",)
    assert Move(kind="buy") in GAME.legal_moves(bought)  # the next discard, with no stock cards
    result = GAME.apply(bought, Move(kind="discard", card="KH"))
    assert result.ok and result.state.phase == HAND_OVER
    assert any("the hand ends" in event for event in result.events)
    assert result.state.history[-1] == (-15, 70 - 25, -5)


def test_endless_stock_is_the_books_way_and_older_saves_replay_with_it():
    """House rule "Endless stock": the stock is made again as often as it runs out, as in the book;
    a game saved before the limit was decided (state version 1) replays with it on."""
    state = position(GAME, [("4D", "9C"), ("AS", "5C"), ("9H",)], discard=("QC", "3D", "KH"),
                     phase=DRAW, dimes=(10, 10, 10)).replace(stock=(), rebuilt=2)
    state = state.replace(options={**state.options, "endless_stock": True})
    after = play(GAME, state, {"kind": "draw", "pile": "stock"})
    assert after.rebuilt == 3 and after.phase == PLAY
    assert GAME.upgrade_options({"hands": 8}, 1) == {"hands": 8, "endless_stock": True}
    assert GAME.upgrade_options({"hands": 8}, 2) == {"hands": 8}


def test_a_required_set_may_hold_more_than_its_least_size():
    """Finding F-b: in hand 2 ("2 sets of 3") Anna laid K♠ K♥ K♥ K♥ Q♥ Q♣ Q♦ as one move. The
    sizes are least sizes ("Once you have satisfied the initial meld, additional sets can be set
    down with a minimum of 3 to each set"; the rules page: "These are least sizes"): a set of four
    kings and a set of three queens make "2 sets of 3", every card laid."""
    seven = ("KS", "KH", "KH", "KH", "QH", "QC", "QD")
    state = position(GAME, [seven + ("5C", "6C", "7D"), 12, 12], hand_no=2, turns=3)
    after = play(GAME, state, {"kind": "meld", "cards": list(seven)})
    laid = sorted(sorted(m.cards) for m in GAME.table(after))
    assert laid == [["KH", "KH", "KH", "KS"], ["QC", "QD", "QH"]]
    assert after.hands[0] == ("5C", "6C", "7D") and after.down[0]


def test_buy_refusals_say_you_to_their_reader():
    """Tester report s27: "Anna has no dimes left to buy with." was shown to Anna herself. A
    refusal about its reader says "you" ("second person to the reader where the reader is the
    one concerned"); about another, their name."""
    state = position(GAME, [12, 12, 12], discard=("5C", "9D"), phase=DRAW, dimes=(10, 0, 10),
                     options={"buy_out_of_turn": True}, thrown_by=2)
    no_dimes = Move(kind="buy", seat=1)
    assert GAME.refusal_to(state, no_dimes, 1) == "You have no dimes left to buy with."
    assert GAME.refusal_to(state, no_dimes, 0) == "P1 has no dimes left to buy with."
    assert GAME.check(state, no_dimes) == "You have no dimes left to buy with."  # (said to the buyer)
    own = Move(kind="buy", seat=2)
    assert GAME.refusal_to(state, own, 2) == (
        "You have just thrown the 9 of diamonds away: nobody buys back their own discard.")
    assert GAME.refusal_to(state, own, 0) == (
        "P2 has just thrown the 9 of diamonds away: nobody buys back their own discard.")
    # the drawer with no dimes, read by another person while a computer draws
    broke = state.replace(dimes=(0, 10, 10))
    assert GAME.refusal_to(broke, Move(kind="buy", seat=0), 1) == "P0 has no dimes left to buy with."
    assert GAME.refusal_to(broke, Move(kind="buy", seat=0), 0) == "You have no dimes left to buy with."
    # nothing to buy is not "no dimes"
    empty = state.replace(discard=(), thrown_by=-1)
    assert GAME.refusal_to(empty, Move(kind="buy", seat=1), 0) == "There is no discard to buy."
    # without the house rule: only the drawer buys, said to the drawer as "you"
    plain = position(GAME, [12, 12, 12], discard=("9D",), phase=DRAW, dimes=(10, 10, 10))
    assert GAME.refusal_to(plain, Move(kind="buy", seat=2), 0) == (
        'Only you may buy the discard: you are to draw (the house rule "Buy out of turn" is off).')
    assert GAME.refusal_to(plain, Move(kind="buy", seat=2), 2) == (
        'Only P0, who is to draw, may buy the discard (the house rule "Buy out of turn" is off).')
