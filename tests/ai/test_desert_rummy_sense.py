"""Desert Rummy's computer players (issue 15, s41): Medium's sense of meld 8.

Meld 8 is "2 runs of 4 in same suit" (the book's order of melds). The contract games' sense
valued each card by the best stretch of four of its own suit, so a Medium player kept a good
stretch of every suit and ended hands holding A K Q of clubs, A K Q 10 of diamonds and A Q J 10
of spades.
"""

from __future__ import annotations

from cardtable.ai import agent_for, information_set
from cardtable.games import get_game

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
