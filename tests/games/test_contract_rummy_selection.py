"""Cards of several melds selected together and dropped on "New meld" in the contract rummy games
(10 Dime Rummy, Push, Desert Rummy: the shared engine, games/contract_rummy.py, and
melds.split_melds), and what the log says was laid.

Finding (s26, 10 Dime Rummy with the real app): "a person who has selected the cards of TWO sets
(5♥5♠5♦ and K♣K♥K♠) by clicks and drags them together onto "New meld" is refused with "Those cards
do not make 1 set of 3". A family expects both sets laid at once when the selection splits into
the contract's melds"; "The refusal, when the cards really do not split, should say what the
contract needs and what is wrong." And: "after laying a 4-card set, the log says "laid down 1 set
of 3": the log should describe what was laid"."""

from cardtable.core.game import Move
from cardtable.games import desert_rummy, push, ten_dime_rummy
from cardtable.games.melds import SET, Contract, classify, split_contract, split_melds
from tests.games.rummy_positions import play, position, refused

DIME, PUSH, DESERT = ten_dime_rummy.GAME, push.GAME, desert_rummy.GAME
TWO_SETS = ("5H", "5S", "5D", "KC", "KH", "KS")
OTHERS = ("9C", "4C", "6D", "7S", "8D", "10H")


def laid(state) -> list[tuple[str, tuple[str, ...], int]]:
    """The melds on the table: (rank, sorted cards, owner)."""
    return [(m[2][0], tuple(sorted(m[1])), m[3]) for m in state.melds]


def test_two_sets_selected_for_one_set_of_three_are_both_laid():
    """10 Dime Rummy, hand 1, "1 set of 3": the cards of two sets dropped together were refused
    ("Those cards do not make 1 set of 3"). "After the required meld: additional sets can be set
    down with a minimum of 3 to each set" (in the same turn): both go down, the hand's meld first."""
    state = position(DIME, [TWO_SETS + OTHERS, 12, 12], hand_no=1, turns=3)
    result = DIME.apply(state, Move(kind="meld", cards=TWO_SETS))
    assert result.ok, result.reason
    after = result.state
    assert after.down[0] and laid(after) == [("5", ("5D", "5H", "5S"), 0), ("K", ("KC", "KH", "KS"), 0)]
    assert after.hands[0] == OTHERS
    assert list(result.events) == ["P0 lays down a set of three 5s and a set of three kings."]


def test_three_sets_selected_for_two_sets_of_three_are_all_laid():
    """Hand 2, "2 sets of 3", with a third set selected too: all three go down."""
    hand = TWO_SETS + ("9C", "9D", "JK") + ("4C", "6D", "7S")
    state = position(DIME, [hand, 12, 12], hand_no=2, turns=3)
    after = play(DIME, state, {"kind": "meld", "cards": list(hand[:9])})
    assert sorted(r for r, _, _ in laid(after)) == ["5", "9", "K"] and after.hands[0] == ("4C", "6D", "7S")


def test_two_sets_selected_after_the_meld_are_both_laid():
    """Once down, "additional sets can be set down with a minimum of 3 to each set": two of them
    selected together were refused with "A set is cards of one rank." In Push too ("Any number of
    melds may be laid down")."""
    state = position(DIME, [TWO_SETS + OTHERS, 12, 12], hand_no=2, turns=3, down=(True, False, False))
    result = DIME.apply(state, Move(kind="meld", cards=TWO_SETS))
    assert result.ok, result.reason
    assert len(result.state.melds) == 2 and result.state.hands[0] == OTHERS
    assert list(result.events) == ["P0 lays down a set of three 5s and a set of three kings."]
    # one meld alone is told the same way (tester t4, session 29: "Robo Ruby lays down a set of
    # three kings." then "Robo Ruby melded the ace of diamonds, the ace of spades and the ace of
    # spades.": the same act told two ways)
    one = DIME.apply(state, Move(kind="meld", cards=TWO_SETS[:3]))
    assert list(one.events) == ["P0 lays down a set of three 5s."]
    # Push: a run and a set together, after the contract
    cards = ("5H", "6H", "7H", "QC", "QD", "QS")
    state = position(PUSH, [cards + ("9C", "4D"), 6, 6, 6], down=(True, False, False, False))
    after = play(PUSH, state, {"kind": "meld", "cards": list(cards)})
    assert [m[0] for m in after.melds] == ["run", "set"] and after.hands[0] == ("9C", "4D")


def test_push_lays_its_contract_and_more_in_one_drop():
    """Push, "1 set of 3 and 1 run of 4" (the second deal's meld) and a second set selected with it."""
    state = position(PUSH, [("5H", "6H", "7H", "8H", "KS", "KD", "KH", "9C", "9D", "9S", "4D"), 7, 7, 7], hand_no=2)
    assert PUSH.contract(state, 0).text() == "1 set of 3 and 1 run of 4"
    result = PUSH.apply(state, Move(kind="meld", cards=("5H", "6H", "7H", "8H", "KS", "KD", "KH", "9C", "9D", "9S")))
    assert result.ok, result.reason
    assert [m[0] for m in result.state.melds] == ["run", "set", "set"] and result.state.hands[0] == ("4D",)
    assert list(result.events) == ["Ann lays down a run of four hearts from the 5 to the 8, a set of three 9s "
                                   "and a set of three kings."]


def test_desert_rummy_lays_only_its_meld_in_that_turn_but_several_later():
    """Desert Rummy: "you cannot play any more cards" in the turn you lay your meld (and "the
    sizes are exact"): a selection with more than the meld is refused, saying so; in a later turn
    several melds go down from one selection."""
    hand = ("7C", "7D", "7H", "KS", "KD", "KH", "4C", "4D", "4S", "9H", "10S", "QD")
    state = position(DESERT, [hand, 11])
    refused(DESERT, state, {"kind": "meld", "cards": list(hand[:9])},
            "The meld to make is 2 sets of 3: exactly 6 cards, not 9.")
    after = play(DESERT, state, {"kind": "meld", "cards": list(hand[:6])})
    assert len(after.melds) == 2
    later = after.replace(down_now=False)
    more = play(DESERT, later.replace(hands=(("4C", "4D", "4S", "8C", "8D", "8S", "QD"),) + later.hands[1:]),
                {"kind": "meld", "cards": ["4C", "4D", "4S", "8C", "8D", "8S"]})
    assert len(more.melds) == 4 and more.hands[0] == ("QD",)


def test_a_refusal_says_what_the_contract_needs_and_what_is_wrong():
    """ "The refusal, when the cards really do not split, should say what the contract needs and
    what is wrong." """
    hand = ("5H", "5S", "5D", "KC", "KH", "7S") + OTHERS
    state = position(DIME, [hand, 12, 12], hand_no=2, turns=3)
    refused(DIME, state, {"kind": "meld", "cards": list(hand[:6])},
            "The meld to make is 2 sets of 3: the cards make a set of three 5s, but the king of clubs, the "
            "king of hearts and the 7 of spades do not make a set of 3 (a set is cards of one rank).")
    # a card too many, where more melds may go down: the card left over is named
    spare = position(DIME, [TWO_SETS + OTHERS, 12, 12], hand_no=1, turns=3)
    refused(DIME, spare, {"kind": "meld", "cards": list(TWO_SETS) + ["7S"]},
            "The meld to make is 1 set of 3: the cards make a set of three 5s and a set of three kings, but "
            "the 7 of spades is left over (a meld needs at least 3 cards).")
    # "You have to have at least equal amounts of tame cards to wild cards"
    wild = position(DIME, [("9C", "2D", "JK") + OTHERS, 12, 12], hand_no=1, turns=3)
    refused(DIME, wild, {"kind": "meld", "cards": ["9C", "2D", "JK"]},
            "The meld to make is 1 set of 3: the 9 of clubs, the 2 of diamonds and a joker do not make a set "
            "of 3 (a meld needs at least as many natural cards as wild cards).")
    # "two sets of one rank never make a hand's two sets"
    fives = ("5H", "5S", "5D", "5C", "5C", "5H")
    same = position(DIME, [fives + OTHERS, 12, 12], hand_no=2, turns=3)
    refused(DIME, same, {"kind": "meld", "cards": list(fives)},
            "(two sets of one rank are one bigger set, not two)")
    # Push: the run one card short
    push_hand = ("5H", "6H", "7H", "9H", "KS", "KD", "KH", "4D")
    short = position(PUSH, [push_hand, 7, 7, 7], hand_no=2)
    refused(PUSH, short, {"kind": "meld", "cards": list(push_hand[:7])},
            "The meld to make is 1 set of 3 and 1 run of 4: the cards make a set of three kings and a run of "
            "three hearts from the 5 to the 7, but the 9 of hearts does not make a run of 4")
    # after the meld: two melds selected, one of them wrong
    down = position(DIME, [hand, 12, 12], hand_no=2, turns=3, down=(True, False, False))
    refused(DIME, down, {"kind": "meld", "cards": list(hand[:6])},
            "Those cards make a set of three 5s, but the king of clubs, the king of hearts and the 7 of spades "
            "make no meld (a set is cards of one rank).")


def test_a_contract_laid_alone_is_read_as_before():
    """Saved games replay as played: a card list that makes the contract alone splits exactly as
    :func:`split_contract` split it."""
    rules = ten_dime_rummy.RULES
    for cards, contract in ((TWO_SETS, Contract(((SET, 3), (SET, 3)))),
                            (("KS", "KD", "JK", "QC", "QH", "2S", "QD"), Contract(((SET, 3), (SET, 3)))),
                            (("7C", "7D", "7H", "7S", "JK"), Contract(((SET, 4),)))):
        assert split_melds(cards, rules, contract, True, owner=1) == split_contract(cards, contract, rules, owner=1)
    prules = push.RULES
    cards = ("5H", "6H", "JK", "8H", "KS", "KD", "2H")
    contract = Contract((("run", 4), (SET, 3)))
    assert split_melds(cards, prules, contract, True, owner=0) == split_contract(cards, contract, prules, owner=0)
    assert split_melds(("QS", "QD", "2C"), rules) == [classify(("QS", "QD", "2C"), rules)]


def test_the_log_says_what_was_laid():
    """ "after laying a 4-card set, the log says "laid down 1 set of 3": the log should describe
    what was laid (e.g. "laid down a set of four kings")", in each game of the family; a wild card
    named as what it is (s34 t2 #4)."""
    hand = ("KS", "KD", "KH", "JK") + OTHERS
    state = position(DIME, [hand, 12, 12], hand_no=1, turns=3)
    result = DIME.apply(state, Move(kind="meld", cards=hand[:4]))
    assert list(result.events) == ["P0 lays down a set of kings (three kings and a joker)."]  # (s34 t2 #4: "four kings")
    desert = ("7C", "7D", "7H", "KS", "KD", "KH", "4C", "5C", "9H", "10S", "QD")
    result = DESERT.apply(position(DESERT, [desert, 11]), Move(kind="meld", cards=desert[:6]))
    assert list(result.events) == ["P0 lays down a set of three 7s and a set of three kings."]
    # several melds with wild cards stay apart (t4 #5: "a set of three 6s and the 2 of spades and
    # a joker and a set of three 4s")
    wild = ("6S", "6H", "JK", "4H", "4S", "2S", "7C", "9H", "10S", "QD", "KC")
    result = DESERT.apply(position(DESERT, [wild, 11]), Move(kind="meld", cards=wild[:6]))
    assert list(result.events) == ["P0 lays down a set of 6s (two 6s and a joker) and a set of 4s (two 4s "
                                   "and the 2 of spades)."]
    cards = ("5H", "6H", "JK", "8H", "QS", "QD", "QC")
    result = PUSH.apply(position(PUSH, [cards + ("4D",), 7, 7, 7], hand_no=2), Move(kind="meld", cards=cards))
    assert list(result.events) == ["Ann lays down a run of four hearts from the 5 to the 8 (a joker as the 7) "
                                   "and a set of three queens."]
