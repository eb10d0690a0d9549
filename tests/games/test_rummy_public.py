"""The rummy games' public text never depends on a hidden card (as tests/games/test_public_text.py
checks for the first games): after every move of a few seeded random games, the status line of
the real position equals that of a spectator's re-deal of every card nobody may see."""

import random

import pytest

from cardtable.games import get_game

from .contract import SHORT_OPTIONS, new_random_game

GAMES = ("gin_rummy", "five_hundreds", "desert_rummy", "push", "ten_dime_rummy")


@pytest.mark.parametrize("game_id", GAMES)
def test_status_is_the_same_whatever_the_hidden_cards(game_id):
    game = get_game(game_id)
    for seed in range(2):
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        steps = 0
        while not game.is_over(state) and steps < 600:
            text = game.status(state)
            other = game.determinize(state, None, random.Random(rng.random()))
            assert game.status(other) == text, (seed, text, game.status(other))
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
            steps += 1
