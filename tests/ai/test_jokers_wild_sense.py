"""Jokers Wild's Medium sense keeps its Joker (tester t3, s29, finding 4: "Anna holds 9♥ 9♦ 7♠
Joker 4♦ with no marble out [...] Press H: "Hint: discard the joker and draw a new card." [...]
The Joker is the most powerful card in the game (take any marble's place); a family would throw
the 4 first."). The rule: "If you cannot play, you must discard a card and pick a new card to
replace it"; the Joker: "taking your marble (already out of home) and taking the place of any
marble on the board"."""

from __future__ import annotations

import random

import pytest
from games.test_jokers_wild import GAME, position

from cardtable.ai.agents import best_move
from cardtable.core.game import Move


@pytest.mark.parametrize("hand, thrown", [
    (("9H", "9D", "7S", "JK", "4D"), "4D"),
    (("9H", "9D", "7S", "JK", "5C"), "5C"),
    (("JK", "2C", "9D", "10S", "8H"), "2C"),
])
def test_medium_never_throws_its_joker_away_while_another_card_can_go(hand, thrown):
    state = position(players=["Anna", "Ben"], hand=hand)  # every marble at Home: nothing plays
    moves = GAME.legal_moves(state)
    assert {m.kind for m in moves} == {"discard"} and len(moves) == 5
    for seed in range(20):  # (ties are broken at random)
        move = best_move(GAME, state, 0, moves, random.Random(seed))
        assert move["card"] == thrown, (seed, move)


def test_a_hand_of_jokers_throws_one():
    state = position(players=["Anna", "Ben"], hand=("JK", "JK", "JK", "JK", "JK"))
    moves = GAME.legal_moves(state)
    assert best_move(GAME, state, 0, moves, random.Random(1))["card"] == "JK"


def test_the_hint_throws_the_four_not_the_joker():
    """The tester's own hand, through Help > Hint's path (the Medium player on what Anna may know)."""
    from cardtable.ai.agents import hint
    from cardtable.ai.infoset import information_set

    state = position(players=["Anna", "Ben"], hand=("9H", "9D", "7S", "JK", "4D"))
    for seed in range(5):
        assert hint(GAME, information_set(GAME, state, 0), seed) == Move(kind="discard", card="4D")
