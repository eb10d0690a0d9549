"""Poker hand ranking (cardtable/games/poker_hands.py): table-driven checks of every category,
kickers, ties and the ace-low wheel, and a check that the best-of-N search is the best 5."""

import random
from itertools import combinations

import pytest

from cardtable.core.cards import DeckSpec
from cardtable.games.poker_hands import best_hand, compare, winners

H = str.split

# (hand, expected name) for every category, highest first.
NAMES = [
    ("AS KS QS JS 10S", "royal flush"),
    ("9H 8H 7H 6H 5H", "straight flush, nine high"),
    ("5D 4D 3D 2D AD", "straight flush, five high"),
    ("KC KD KH KS 7D", "four of a kind, kings"),
    ("KC KD KH 7S 7D", "full house, kings over sevens"),
    ("AC 10C 7C 4C 2C", "flush, ace high"),
    ("AH KD QC JS 10H", "straight, ace high"),
    ("10S 9H 8D 7C 6S", "straight, ten high"),
    ("AH 2D 3C 4S 5H", "straight, five high"),
    ("7S 7H 7D KC 2S", "three of a kind, sevens"),
    ("JS JH 4D 4C 9S", "two pair, jacks and fours"),
    ("6S 6H AD 9C 2S", "one pair, sixes"),
    ("KH JD 9C 7S 2H", "high card, king"),
]


@pytest.mark.parametrize("cards,name", NAMES)
def test_each_category_is_named(cards, name):
    assert best_hand(H(cards)).name == name


def test_categories_rank_in_standard_order():
    """Each hand of the table beats the next one down."""
    for (a, _), (b, _) in zip(NAMES, NAMES[1:]):
        assert compare(H(a), H(b)) >= 0, (a, b)
    keys = [best_hand(H(c)).key for c, _ in NAMES]
    assert keys == sorted(keys, reverse=True)


# (winner, loser) pairs decided by kickers or the rank inside the category; and ties.
BEATS = [
    ("AS AH KD 9C 2S", "AC AD QH JS 10S"),   # pair of aces, king kicker beats queen
    ("9S 9H 5D 5C KS", "9D 9C 5S 5H QS"),   # two pair equal, king kicker
    ("10S 10H 2D 2C 3S", "9S 9H 8D 8C AS"),  # higher top pair wins two pair
    ("JS JH 6D 6C 2S", "JD JC 5S 5H AS"),    # same top pair, second pair decides
    ("KS QH 9D 7C 3S", "KH QD 9S 7D 2C"),    # high card down to the fifth card
    ("AC 9C 7C 4C 3C", "AD 9D 7D 4D 2D"),    # flush, fifth card
    ("6S 5H 4D 3C 2S", "AH 2D 3C 4S 5D"),    # six-high straight beats the wheel
    ("2S 2H 2D 3C 3S", "AS AH KD KC QS"),    # any full house beats two pair
    ("3S 3H 3D 2C 2S", "2D 2C 2H AS AH"),    # full house: the three decide first
    ("QS QH QD QC 3S", "QS QH QD QC 2S"),    # (same quads) kicker
    ("7S 7H 7D AC 2S", "7S 7H 7D KC QS"),    # trips kicker
]


@pytest.mark.parametrize("better,worse", BEATS)
def test_kickers_and_ranks_within_a_category(better, worse):
    assert compare(H(better), H(worse)) == 1
    assert compare(H(worse), H(better)) == -1


TIES = [
    ("AS KH 9D 7C 3S", "AH KD 9C 7S 3D"),
    ("10S 9H 8D 7C 6S", "10H 9D 8C 7S 6H"),
    ("AC 10C 7C 4C 2C", "AH 10H 7H 4H 2H"),
    ("5S 5H 9D 9C KS", "5D 5C 9S 9H KH"),
]


@pytest.mark.parametrize("a,b", TIES)
def test_suits_never_break_a_tie(a, b):
    assert compare(H(a), H(b)) == 0
    assert winners([H(a), H(b), H("2S 3H 4D 6C 8S")]) == [0, 1]


BEST_OF_MORE = [
    ("AS KS QS JS 10S 9S 2H", "royal flush"),
    ("2S 3S 4S 5S 6S 7H 8H", "straight flush, six high"),
    ("KC KD KH 7S 7D 7C 2S", "full house, kings over sevens"),
    ("9S 9H 4C 4D JH JC 2S", "two pair, jacks and nines"),
    ("AH 2H 3H 4H 9H 5C", "flush, ace high"),     # flush outranks the wheel
    ("AH 2D 3C 4S 5H KD QD", "straight, five high"),
    ("AS AH AD AC KS KH KD", "four of a kind, aces"),
    ("2C 3C 4C 5C 7C 8D 9D 10D JD 6H", "flush, seven high"),  # a flush beats a straight
    ("2C 3C 4D 5C 7S 8D 9D 10D JS 6H", "straight, jack high"),
]


@pytest.mark.parametrize("cards,name", BEST_OF_MORE)
def test_best_five_of_more_cards(cards, name):
    hand = best_hand(H(cards))
    assert hand.name == name
    assert len(hand.cards) == 5 and set(hand.cards) <= set(H(cards))


def test_the_search_finds_the_best_of_every_five_card_choice():
    """For random hands of 5 to 9 cards the answer equals the best over all 5-card subsets, and
    its five cards make exactly that hand."""
    deck = DeckSpec().cards()
    rng = random.Random(5)
    for _ in range(300):
        cards = rng.sample(deck, rng.randint(5, 9))
        hand = best_hand(cards)
        assert hand.key == max(best_hand(c).key for c in combinations(cards, 5))
        assert best_hand(hand.cards).key == hand.key


def test_short_hands_are_judged_on_what_there_is():
    assert best_hand(H("AS AH 3C")).name == "one pair, aces"
    assert compare(H("AS AH 3C"), H("KS KH QC")) == 1
