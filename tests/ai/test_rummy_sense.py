"""The rummy family's sense where deadwood is counted (Gin Rummy Tournament), from positions a
tester found (s39 t2, F11 and F6). Each test sets up the position and asks a level for its
choice with fixed seeds.

Rule text (Gin Rummy Tournament): "Collect sets and runs until your unmatched cards (deadwood)
are less than 10."
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import agent_for, information_set
from cardtable.ai.agents import hint
from cardtable.games import get_game
from cardtable.games.gin_rummy import DISCARD, DRAW


def gin_position(hand: tuple[str, ...], pile: tuple[str, ...], phase: str, seed: int = 3):
    """Ann (seat 0) to move with ``hand`` and the discard pile ``pile`` (top last); Bob's hand
    and the stock dealt again from the cards left, so every card is somewhere once."""
    game = get_game("gin_rummy")
    state = game.setup(["Ann", "Bob"], {}, seed)
    pool = [c for c in game.deck_counts(state).elements() if c not in hand and c not in pile]
    random.Random(seed).shuffle(pool)
    bob, stock = tuple(pool[:12]), tuple(pool[12:])
    state = state.replace(hands=(tuple(hand), bob), discard=tuple(pile), stock=stock, phase=phase,
                          turn=0, taken=((), ()))
    return game, state


F11_HAND = ("AS", "2H", "4H", "5H", "5C", "7C", "8C", "9C", "2D", "3D", "7D", "8D", "AD")


@pytest.mark.parametrize("seed", range(6))
def test_a_discard_never_breaks_a_run_just_made(seed):
    """F11: the hint took the 7♣ to make 7-8-9♣ and then threw the 9♣ (deadwood 47). Keeping
    the run and throwing the 8♦ leaves 24, the fewest a discard can leave."""
    game, state = gin_position(F11_HAND, ("KS",), DISCARD)
    move = agent_for("medium").choose(game, information_set(game, state, 0), seed)
    assert move == {"kind": "discard", "card": "8D"}, move
    assert hint(game, information_set(game, state, 0), seed) == {"kind": "discard", "card": "8D"}


def test_the_run_is_made_by_taking_the_seven():
    """The first half of F11 was good and stays so: with 8♣ 9♣ in hand, the 7♣ on the pile is
    taken."""
    hand = tuple(c for c in F11_HAND if c != "7C")
    game, state = gin_position(hand, ("KS", "7C"), DRAW)
    for seed in range(4):
        assert hint(game, information_set(game, state, 0), seed) == {"kind": "draw", "pile": "discard"}


def test_a_discard_goes_to_the_highest_deadwood_card_before_a_meld_card():
    """A set of four can spare a card without breaking (deadwood unchanged), but a loose king
    thrown lowers the deadwood by ten: the king goes."""
    hand = ("7S", "7H", "7D", "7C", "2H", "3H", "4H", "KS", "9D", "AC", "5S", "QH", "JD")
    game, state = gin_position(hand, ("6C",), DISCARD)
    for seed in range(4):
        move = hint(game, information_set(game, state, 0), seed)
        assert move.kind == "discard" and move["card"] in ("KS", "QH", "JD"), move


F6_HAND = ("JC", "10C", "2H", "3H", "4H", "6S", "6D", "9D", "AS", "5C", "7H", "8S")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_discard_that_makes_no_meld_stays_on_the_pile(level):
    """F6: holding J♣ 10♣ (no Q♣) the hint and the Hard computer took the K♣ from the pile and
    threw it straight back next turn. It makes no meld and lowers no deadwood: the stock's
    unknown card is drawn instead."""
    game, state = gin_position(F6_HAND, ("3S", "KC"), DRAW)
    for seed in range(3):
        move = agent_for(level).choose(game, information_set(game, state, 0), seed)
        assert move == {"kind": "draw", "pile": "stock"}, (seed, move)


def test_a_card_that_melds_is_taken_and_a_pair_is_left():
    """Take a discard only if it makes a meld now: the 5♥ makes 2-3-4-5♥. The 7♣ only pairs
    with the 7♥ (it "might" help later) and lowers the deadwood by three at best: the stock's
    card is drawn instead."""
    game, state = gin_position(F6_HAND, ("3S", "5H"), DRAW)
    assert hint(game, information_set(game, state, 0), 1) == {"kind": "draw", "pile": "discard"}
    game, state = gin_position(F6_HAND, ("3S", "7C"), DRAW)
    assert hint(game, information_set(game, state, 0), 1) == {"kind": "draw", "pile": "stock"}


def test_a_low_card_for_a_high_loose_one_is_a_clear_gain():
    """The clear rule for a card that makes no meld: it is taken when the best discard after it
    lowers the deadwood by six or more (the A♣ for the J♣: ten less one)."""
    game, state = gin_position(F6_HAND, ("3S", "AC"), DRAW)
    assert hint(game, information_set(game, state, 0), 1) == {"kind": "draw", "pile": "discard"}
