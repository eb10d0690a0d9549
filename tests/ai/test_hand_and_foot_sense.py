"""Hand and Foot's Medium player (the Hint) from a tester's positions (s39 t2, F7): the hint never
suggested the 90-point first meld the table offered ("Meld K♣ K♠ 2♥ Joker"), and it said to
discard a queen onto a queen on the pile; the next player picked the pile with a pair of queens.

Rule text: "Each team's first meld of a round must reach the minimum" (90 in round 1); "The
player may pick up two cards from the stock-pile, or pick the pile (ALL of the discard pile)";
a pick needs "a pair of the same rank as the top card".
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import agent_for, information_set
from cardtable.ai.agents import hint
from cardtable.games import get_game


def play_position(hand: tuple[str, ...], top: str, melded: bool, seed: int = 3):
    """Ann (seat 0) to play after her draw with ``hand``, ``top`` on the pile; every other hidden
    card dealt again from what is left, so the cards add up."""
    game = get_game("hand_and_foot")
    state = game.setup(["Ann", "Bob", "Cleo", "Dan"], {}, seed)
    pool = list(game.deck_counts(state).elements())
    for c in hand + ("9H", top):
        pool.remove(c)
    random.Random(seed).shuffle(pool)
    hands = [hand]
    for h in state.hands[1:]:
        hands.append(tuple(pool[:len(h)]))
        pool = pool[len(h):]
    feet = []
    for f in state.feet:
        feet.append(tuple(pool[:len(f)]))
        pool = pool[len(f):]
    melds: tuple = ()
    if melded:  # the team's first meld already down: a set of sevens
        melds = ((0, "7", ("7S", "7H", "7C")),)
        for c in ("7S", "7H", "7C"):
            pool.remove(c)
    state = state.replace(hands=tuple(hands), feet=tuple(feet), stock=tuple(pool), discard=("9H", top),
                          turn=0, phase="play", melded=(melded, False), melds=melds, red_threes=((), ()),
                          taken=())
    return game, state


F7_HAND = ("KC", "KS", "2H", "JK", "JK", "JK", "QH", "10C", "7D", "5S", "9C", "4C", "8D", "6S", "JD", "AH", "3D")


@pytest.mark.parametrize("seed", range(4))
def test_the_first_meld_offered_is_made(seed):
    game, state = play_position(F7_HAND, "QS", melded=False)
    legal = game.legal_moves(state, 0)
    opening = [m for m in legal if m.kind == "meld"]
    assert opening, legal  # the table offers it
    assert hint(game, information_set(game, state, 0), seed) in opening
    assert agent_for("medium").choose(game, information_set(game, state, 0), seed) in opening


@pytest.mark.parametrize("seed", range(4))
def test_no_discard_matching_the_pile_top_when_another_will_do(seed):
    hand = ("QH", "10C", "5S", "JD", "AH", "4C")
    game, state = play_position(hand, "QS", melded=True)
    move = hint(game, information_set(game, state, 0), seed)
    assert move.kind == "discard" and move["card"] != "QH", move

