"""The sentence that ends a game names the winner once. Sweep and Biscuit said "The game is
over." as their last event (Sticks: "Ann has collected 7 sticks and wins!"), and the status line went on "Game over: Ben wins with the lowest
score.": "... The game is over.  Game over: ..." at the foot of the window. Their last event is
now the game-over sentence itself, which the window does not repeat (tests/gui/test_wiring.py)."""

from __future__ import annotations

import random

import pytest

from cardtable.games import get_game


@pytest.mark.parametrize("game_id,players", [("sweep", 3), ("biscuit", 2), ("sticks", 3)])
def test_the_last_event_is_the_game_over_sentence(game_id, players):
    game = get_game(game_id)
    state = game.setup(["Anna", "Ben", "Cleo"][:players], {}, seed=2)
    rng = random.Random(2)
    events = ()
    for _ in range(20000):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        result = game.apply(state, rng.choice(game.legal_moves(state, seat)))
        state, events = result.state, result.events
    assert game.is_over(state)
    texts = [str(e) for e in events]
    assert "The game is over." not in texts
    assert texts[-1] == game.status(state) and texts[-1].startswith("Game over: ")

