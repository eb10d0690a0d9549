"""A capture pile is seen by all, in every game of the fishing family (Cassino, the Cassino party
game, Scopa): each card in it lay face up on the table, or was played face up, before it was
taken. The piles were face down in the zones, so a computer's samples re-dealt the captured cards
into the hands and the stock: a sample could hand a player the big casino already taken. Sweep's
swept cards likewise: each was played face up in a set before the set was swept."""

from __future__ import annotations

import random

import pytest

from cardtable.games import get_game


@pytest.mark.parametrize("game_id,players", [("cassino", 2), ("cassino_party", 3), ("scopa", 2)])
def test_samples_keep_every_capture_pile(game_id, players):
    game = get_game(game_id)
    rng = random.Random(1)
    checked = 0
    for seed in range(3):
        state = game.setup(["Ann", "Ben", "Cleo"][:players], {}, seed)
        for _ in range(60):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            if any(state.piles):
                viewer = (seat + 1) % players
                for pile in game.observation(state, viewer)["zones"].values():
                    if pile["role"] == "collection":  # the captured cards, face for face
                        assert pile["cards"] == list(state.piles[pile["owner"]])
                sample = game.determinize(state, viewer, rng)
                assert sample.piles == state.piles and sample.hands[viewer] == state.hands[viewer]
                assert game.observation(sample, viewer) == game.observation(state, viewer)
                checked += 1
            state = game.apply(state, rng.choice(game.legal_moves(state, seat))).state
    assert checked > 20


def test_samples_keep_the_swept_cards():
    game = get_game("sweep")
    rng = random.Random(2)
    checked = 0
    for seed in range(3):
        state = game.setup(["Ann", "Ben", "Cleo"], {}, seed)
        for _ in range(300):
            if game.is_over(state) or state.phase != "play":
                break
            seat = game.to_act(state)[0]
            if state.swept:
                viewer = (seat + 1) % 3
                assert game.observation(state, viewer)["zones"]["swept"]["cards"] == list(state.swept)
                sample = game.determinize(state, viewer, rng)
                assert sample.swept == state.swept
                assert game.observation(sample, viewer) == game.observation(state, viewer)
                checked += 1
            state = game.apply(state, rng.choice(game.legal_moves(state, seat))).state
    assert checked > 20
