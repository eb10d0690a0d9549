"""Desert Rummy's computer players (issue 15, s41): Medium's sense of meld 8, and what Hard's
playouts are judged by when they stop mid-hand.

Meld 8 is "2 runs of 4 in same suit" (the book's order of melds). The contract games' sense
valued each card by the best stretch of four of its own suit, so a Medium player kept a good
stretch of every suit and ended hands holding A K Q of clubs, A K Q 10 of diamonds and A Q J 10
of spades. Hard's playouts now stop after a few turns and are judged by each seat's chance of
making its meld (``DesertRummy.ai_position_value``): a hand's only result, a meld made or not,
told two moves apart too seldom.
"""

from __future__ import annotations

from cardtable.ai import agent_for, information_set
from cardtable.games import get_game
from cardtable.games.desert_rummy import MELDS, RULES, contract_missing

from games.rummy_positions import position

DESERT = get_game("desert_rummy")

#: meld 8, after the draw: eight hearts (3 4 5 6 and 9 10 J K) and a run of four spades
ONE_SUIT_HAND = ("3H", "4H", "5H", "6H", "9H", "10H", "JH", "KH", "9S", "10S", "JS", "QS")


def test_on_two_runs_in_one_suit_the_other_suit_goes():
    """ "8. 2 runs of 4 in same suit": with eight hearts in two stretches, the spades' run of
    four cannot be one of the two runs; a spade goes, not a heart (every seed)."""
    state = position(DESERT, [ONE_SUIT_HAND, 11, 11, 11], level=(8, 8, 8, 8))
    assert DESERT.contract(state, 0).text() == "2 runs of 4 in the same suit"
    for seed in range(6):
        move = agent_for("medium").choose(DESERT, information_set(DESERT, state, 0), seed)
        assert move["kind"] == "discard" and move["card"].endswith("S"), (seed, move)


def test_contract_missing_counts_the_cards_still_needed():
    """ "Jokers and twos are wild"; "You must have at least an equal amount of tame cards to wilds"."""
    hand = ("AS", "AH", "KS", "KD", "KC", "2H", "5S", "6S", "7S", "9D", "JK")
    missing = [contract_missing(hand, contract, RULES) for contract in MELDS]
    # two sets of 3 (K K K; A A + a wild), two runs of 3 (5 6 7 of spades; Q K A: K A + a wild)
    assert missing[:2] == [0, 0]
    # two sets of 4: K K K + a wild, A A + a wild, one card short
    assert missing[3] == 1
    # two sets of 5: at most two wilds in each; K K K + 2 wilds leaves A A + 3 cards to find
    assert missing[9] == 3
    # two runs of 4 in one suit: A . . . 5 6 7 of spades with two wilds: one short
    assert missing[7] == 1


def test_a_playout_stopped_mid_hand_counts_a_meld_down_and_the_race():
    """A seat that has laid its meld down makes it (1); one still missing cards has a chance that
    falls with the cards it misses and with the turns left before a player who is down goes out
    ("Play continues until a player that has melded goes out")."""
    holds_it = ("AS", "AH", "AD", "KS", "KD", "KC", "5C")  # two sets of 3: down next turn
    nothing = ("3C", "9D", "JS", "QH", "6D", "8C", "10S")
    state = position(DESERT, [("3H", "4H"), holds_it, nothing, 7], level=(2, 1, 1, 1),
                     down=(True, False, False, False))
    assert DESERT.ai_position_value(state, 1) > DESERT.ai_position_value(state, 2)
    assert DESERT.ai_position_value(state, 0) > 0
    more_left = state.replace(hands=(("3H", "4H", "7S", "8S", "9D"),) + state.hands[1:])
    assert DESERT.ai_position_value(more_left, 0) < DESERT.ai_position_value(state, 0)
    assert DESERT.ai_position_value(state.replace(phase="hand_over"), 0) == 0.0
