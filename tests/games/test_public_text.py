"""Public text never depends on a hidden card (issue 12, "Hidden cards"): the status line is
read by everyone at the table, under the curtain too, and is the saved game's summary. After
every move of seeded random games, the status of the real position equals the status of a
position in which every card nobody may see (and every hand) is dealt differently: the
spectator's determinization (``determinize(state, None, rng)``)."""

import os
import random

import pytest

from cardtable.games import catalogue

from .contract import SHORT_OPTIONS, new_random_game
from .pass_game import GAME as PASS_GAME

# Every game, offered or coming, and the test game with a simultaneous phase.
GAMES = {**catalogue(include_coming=True), "pass_left": PASS_GAME}

#: A whole random game, or this many moves of it.
MAX_MOVES = 3000

#: Games whose whole game is long (ten to thirteen domino hands, 10,000 played at random) play fewer.
#: So do the longest rummy games, 9,000 to 18,000 positions each (s33: Arizona Rummy's 20 games,
#: about 2,000 moves each, were the file's longest test at 51 s under load; Sticks 27 s, Hand and
#: Foot 18 s, Gin Rummy 13 s).
SEEDS = {"chicken_foot": 4, "mexican_train": 3, "ten_thousand": 4,
         "arizona_rummy": 8, "sticks": 10, "hand_and_foot": 12, "gin_rummy": 10}


#: The everyday run plays half of each game's seeds (s47: the file was 85 of some 2,000 CPU-s of
#: the suite, its third largest); the thorough run (CARDTABLE_THOROUGH=1) plays them all.
THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_status_is_the_same_whatever_the_hidden_cards(game_id):
    game = GAMES[game_id]
    seeds = SEEDS.get(game_id, 20)
    for seed in range(seeds if THOROUGH else max(2, seeds // 2)):
        # a game random play would take very long to end is played short (Push's two deals)
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        for _ in range(MAX_MOVES):  # a random walk may wander long in a game that can go on (Push)
            if game.is_over(state):
                break
            text = game.status(state)
            other = game.determinize(state, None, random.Random(rng.random()))
            assert game.status(other) == text, (seed, text, game.status(other))
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
