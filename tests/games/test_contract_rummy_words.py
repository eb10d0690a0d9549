"""What Push, 10 Dime Rummy and Desert Rummy (the shared engine, games/contract_rummy.py) say: a
lay-off refused names what the meld takes, and the log says each thing once."""

from cardtable.core.game import Move
from cardtable.games import desert_rummy, push, ten_dime_rummy
from cardtable.games.contract_rummy import DRAW, HAND_OVER
from cardtable.games.melds import MeldRules, classify, fit_refusal, fits
from tests.games.rummy_positions import play, position, refused

PUSH, DIME, DESERT = push.GAME, ten_dime_rummy.GAME, desert_rummy.GAME


def test_a_lay_off_refused_on_a_set_says_what_the_set_takes():
    """Push: a jack dropped on Robo Remy's set of 8s was told "a run is only extended at its
    ends". A set takes another card of its rank ("Jokers and twos are wild")."""
    eights = classify(("8C", "8S", "JK"), push.RULES, owner=1)
    state = position(PUSH, [("JS", "4D", "5D"), 6, 6, 6], melds=(eights,), down=(True, True, False, False))
    reason = refused(PUSH, state, {"kind": "lay_off", "card": "JS", "meld": 0}, "set")
    assert reason == "A set of 8s takes only another 8 (or a wild card)."
    # 10 Dime Rummy, sets only: "Runs are not permitted - SETS ONLY"
    kings = classify(("KS", "KD", "KH"), ten_dime_rummy.RULES, owner=1)
    dime = position(DIME, [("QH", "5C", "6C"), 12, 12], melds=(kings,), down=(True, True, False), turns=3)
    assert refused(DIME, dime, {"kind": "lay_off", "card": "QH", "meld": 0}, "kings") \
        == "A set of kings takes only another king (or a wild card)."


def test_a_lay_off_refused_on_a_run_names_the_cards_at_its_ends():
    """ "once melded, runs cannot be split up or joined together, only extended": the refusal
    names the two cards that would extend it."""
    run = classify(("5S", "6S", "7S", "8S"), push.RULES, owner=1)
    state = position(PUSH, [("6S", "9H", "5D"), 6, 6, 6], melds=(run,), down=(True, True, False, False))
    for card in ("6S", "9H"):  # a card inside the run, and one of another suit
        assert refused(PUSH, state, {"kind": "lay_off", "card": card, "meld": 0}, "run") \
            == "This run takes the 4 or the 9 of spades (or a wild card)."
    # "Ace can count as high or low" (but a run with an ace low grows only upwards)
    low = classify(("AH", "2H", "3H"), MeldRules(), owner=0)
    assert fit_refusal(low, "9H", MeldRules()) == "This run takes only the 4 of hearts."
    top = classify(("QC", "KC", "AC"), MeldRules(), owner=0)
    assert fit_refusal(top, "2C", MeldRules()) == "This run takes only the jack of clubs."


def test_the_freed_wild_refused_on_a_meld_is_told_what_the_meld_takes():
    """ "the wild card you replace must be used immediately in a meld": dropped where it does not
    fit, the freed joker was told "You do not hold that card" (it waits beside the hand)."""
    run = classify(("5H", "JK", "7H"), push.SUIT_RULES, owner=1)
    sevens = classify(("7C", "7S", "7D", "7H"), push.SUIT_RULES, owner=0)
    kings = classify(("KS", "KD", "KH"), push.SUIT_RULES, owner=0)
    state = position(PUSH, [("6H", "4D"), 6, 6, 6], melds=(run, sevens, kings), down=(True, True, False, False),
                     options={"one_of_each_suit": True})
    after = play(PUSH, state, {"kind": "swap", "card": "6H", "meld": 0})
    assert after.pending == "JK"
    assert refused(PUSH, after, {"kind": "lay_off", "card": "JK", "meld": 1}, "") == \
        "This set of 7s is complete: a set holds only one card of each suit."


def test_wild_cards_refused_where_they_would_outnumber_the_naturals():
    """ "You have to have at least equal amounts of tame cards to wild cards" (10 Dime Rummy; Desert
    Rummy: "You must have at least an equal amount of tame cards to wilds")."""
    wild = classify(("QS", "QD", "JK", "2D"), ten_dime_rummy.RULES, owner=1)
    assert fits(wild, "2C", ten_dime_rummy.RULES) is None
    assert fit_refusal(wild, "2C", ten_dime_rummy.RULES) == \
        "A meld needs at least as many natural cards as wild ones: this set of queens takes only another queen now."
    assert fit_refusal(wild, "9C", ten_dime_rummy.RULES) == "A set of queens takes only another queen."
    run = classify(("5H", "JK", "7H", "2S"), desert_rummy.RULES, owner=1)
    assert fit_refusal(run, "2S", desert_rummy.RULES) == \
        "A meld needs at least as many natural cards as wild ones: this run takes the 4 or the 9 of hearts now."


def test_one_of_each_suit_says_the_suit_is_there_already():
    """Push, "Alternate Rule 1 - Each set can only have one of each suit." """
    sevens = classify(("7C", "7H", "7D"), push.SUIT_RULES, owner=1)
    assert fit_refusal(sevens, "7C", push.SUIT_RULES) == \
        "This set of 7s has its 7 of clubs already: a set holds only one card of each suit."
    four = classify(("7C", "7H", "7D", "7S"), push.SUIT_RULES, owner=1)
    assert fit_refusal(four, "JK", push.SUIT_RULES) == \
        "This set of 7s is complete: a set holds only one card of each suit."


def test_a_lay_off_that_fits_but_empties_the_hand_too_early_says_so():
    """10 Dime Rummy: "When you play down your meld you may go out the same round if everybody has
    had at least one play" (it said "you need a discard to go out", though "You may go out with
    or without a discard")."""
    theirs = classify(("QS", "QD", "QC"), ten_dime_rummy.RULES, owner=1)
    state = position(DIME, [("KS", "KD", "KH", "QH", "5C"), 12, 12], melds=(theirs,), turns=0)
    after = play(DIME, state, {"kind": "meld", "cards": ["KS", "KD", "KH"]})
    refused(DIME, after, {"kind": "lay_off", "card": "QH", "meld": 0},
            "You may go out in the turn you lay your meld only once everybody has had a turn.")


def test_going_out_is_said_once():
    """Push: the log said "Robo Remy goes out." twice in a row (the move's note, then the
    hand's end)."""
    theirs = classify(("QS", "QD", "QC"), push.RULES, owner=1)
    state = position(PUSH, [("QH",), 6, 6, 6], melds=(theirs,), down=(True, True, False, False))
    result = PUSH.apply(state, Move(kind="lay_off", card="QH", meld=0))
    assert result.ok and result.state.phase == HAND_OVER
    text = " ".join(result.events)
    assert text.count("goes out") == 1 and text.startswith("Ann adds the queen of hearts to Bob's set of queens. Ann goes out.")
    # 10 Dime Rummy: out by laying the hand's meld, "You may go out with or without a discard"
    state = position(DIME, [("KS", "KD", "KH"), 12, 12], turns=5)
    result = DIME.apply(state, Move(kind="meld", cards=("KS", "KD", "KH")))
    assert result.ok and result.state.phase == HAND_OVER and " ".join(result.events).count("goes out") == 1


def test_a_dime_bought_is_said_once():
    """ "you throw a dime in the pot and get the discard and two more cards from the stock pile":
    the log said "Robo Rex bought the king of spades for a dime and two stock cards. Robo Rex
    pays a dime into the pot." """
    state = position(DIME, [12, 12, 12], discard=("4C", "KS"), phase=DRAW, dimes=(10, 10, 10))
    result = DIME.apply(state, Move(kind="buy"))
    assert result.ok
    assert list(result.events) == ["P0 pays a dime into the pot for the king of spades and two stock cards."]
    assert result.events[0].data["dst"] == "hand/0"


def test_a_lay_off_says_whose_meld_it_went_on():
    """Contract rummy's log said "Ben adds the 5 of diamonds to a meld." without saying which:
    it names the meld and whose it is ("to Bob's set of queens"), or "their own" meld."""
    theirs = classify(("QS", "QD", "QC"), push.RULES, owner=1)
    own = classify(("7S", "7D", "7C"), push.RULES, owner=0)
    state = position(PUSH, [("QH", "7H", "9S"), 6, 6, 6], melds=(theirs, own), down=(True, True, False, False))
    result = PUSH.apply(state, Move(kind="lay_off", card="QH", meld=0))
    assert result.ok and result.events[0] == "Ann adds the queen of hearts to Bob's set of queens."
    result = PUSH.apply(result.state, Move(kind="lay_off", card="7H", meld=1))
    assert result.ok and result.events[0] == "Ann adds the 7 of hearts to their own set of 7s."


def test_two_cards_alike_refused_in_a_first_meld_name_the_house_rule():
    """Push, "Alternate Rule 1 - Each set can only have one of each suit." (s43 t3 F9) K♠ K♠ and a
    joker with A♠ A♥ A♦ dragged to "New meld" for 2 sets of 3 were told the joker makes a set
    of aces and "two kings of spades do not make a set of 3 (a meld needs at least 3 cards)":
    the player meant K♠ K♠ joker, and what stops it is the house rule, never said."""
    hand = ("KS", "KS", "JK", "AS", "AH", "AD", "5C")
    state = position(PUSH, [hand, 6, 6, 6], options={"one_of_each_suit": True})
    reason = refused(PUSH, state, {"kind": "meld", "cards": list(hand[:6])}, "kings of spades")
    assert reason == ("The meld to make is 2 sets of 3: two kings of spades cannot share a set "
                      "(in this game a set holds only one card of each suit).")
    assert "needs at least 3 cards" not in reason
    # by the rules as written the same cards make the two sets
    plain = position(PUSH, [hand, 6, 6, 6])
    assert PUSH.apply(plain, Move(kind="meld", cards=list(hand[:6]))).ok
