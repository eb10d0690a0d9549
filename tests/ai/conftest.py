"""Shared helpers for the computer players' tests: the games they can play, and a loop that
plays a seeded game with one agent per seat."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import Budget, agent_for, can_sample, information_set
from cardtable.games import catalogue

from games.contract import SHORT_OPTIONS, new_random_game
from games.pass_game import GAME as PASS_LEFT
from .tiny_tricks import GAME as TINY

#: Tiny budgets: tests check that agents finish games and never peek, not how well they play.
#: The Hard player's search then plays two rounds of two candidates (the first re-deal, then
#: another) and, short of the rounds it needs to overrule it, plays the Medium player's choice.
#: (Six iterations played a third round like the second; its results were never used either.)
TEST_BUDGET = Budget(seconds=60.0, iterations=4)
#: The Hard player's playout depth in the suite: 30 moves, and fewer for a game whose playouts
#: run the whole depth at a high cost. Spider's playouts end only when a run is removed (what
#: they score), which four suits hardly ever do within 30 moves, and once the stock is empty
#: each of their moves searches for a way on: its Hard game was the suite's slowest test (s33:
#: 87 s). Ten moves run the same code; with the test budget above the Hard player ends up
#: playing the Medium player's choice, so the game was the same (s34: the same 55 moves, in a
#: third of the time; with another budget it may differ).
HARD_DEPTH = 30
HARD_DEPTHS = {"spider": 10}


def playable_games() -> list:
    """The test games (Tiny Tricks; Pass Left, with a simultaneous pass) and every catalogue game whose engine can re-deal hidden pieces (contract
    v2); a game not yet ported is skipped until it is."""
    games = [TINY, PASS_LEFT] + [g for _, g in sorted(catalogue(include_coming=True).items())]
    return [pytest.param(g, id=g.info.id, marks=() if can_sample(g) else pytest.mark.skip(
        reason="not yet ported to engine contract v2 (no with_zones)")) for g in games]


def play_game(game, levels_by_seat, seed: int, budget: Budget = TEST_BUDGET, max_moves: int = 20_000):
    """Play one seeded game, each seat's agent choosing from its information set. Returns the
    final state and the number of moves; fails on a refused move."""
    state, _ = new_random_game(game, seed, SHORT_OPTIONS.get(game.info.id))
    n = len(state.players)
    agents = [agent_for(levels_by_seat[i % len(levels_by_seat)]) for i in range(n)]
    for agent in agents:
        if agent.level == "hard":
            agent.width = 4  # the same search over fewer candidates and shorter playouts:
            agent.depth = HARD_DEPTHS.get(game.info.id, HARD_DEPTH)  # quick enough for the suite
    moves = 0
    rng = random.Random(seed)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        info = information_set(game, state, seat)
        move = agents[seat].choose(game, info, rng.getrandbits(32), budget)
        assert move in info.legal, (game.info.id, seed, moves, move)
        result = game.apply(state, move)
        assert result.ok, (game.info.id, seed, moves, move, result.reason)
        state = result.state
        moves += 1
        assert moves < max_moves, (game.info.id, seed, "no end")
    return state, moves
