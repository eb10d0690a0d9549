"""Issue 16: "Every level of 'Computer players' must play these games too." Easy and Medium
seats (Qt-free, each seeing only its information set) play one seeded game of Hearts, Oh Hell!,
Euchre and Whist with 10s to its end with no refused move; the hand records add up as the rules
say (small: one game each, Hearts to 30 points)."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import agent_for, information_set
from cardtable.games import get_game

from .conftest import TEST_BUDGET

GAMES = [("hearts", 4, {"target": 30}), ("oh_hell", 3, {}), ("euchre", 4, {}), ("whist_tens", 4, {})]


@pytest.mark.parametrize("game_id, players, options", GAMES, ids=[g[0] for g in GAMES])
def test_easy_and_medium_seats_play_to_the_end(game_id, players, options):
    game = get_game(game_id)
    state = game.setup([f"P{i}" for i in range(players)], options, seed=16)
    agents = [agent_for("easy" if s % 2 else "medium") for s in range(players)]
    rng = random.Random(16)
    moves = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        info = information_set(game, state, seat)
        move = agents[seat].choose(game, info, rng.getrandbits(32), TEST_BUDGET)
        result = game.apply(state, move)
        assert result.ok, (game_id, moves, move, getattr(result, "reason", ""))
        state = result.state
        moves += 1
        assert moves < 5000
    assert game.winners(state) and state.history
    if game_id == "oh_hell":  # "10 to 1 to 10" for three players: nineteen hands
        assert len(state.history) >= 19
    for record in state.history:
        points = record["points"]
        if game_id == "hearts":  # "Hearts are 1 point each", "Queen of Spades is 13 points"; POWER 26 each
            assert sum(points) == (26 * (players - 1) if record["power"] >= 0 else 26)
        elif game_id == "oh_hell":  # the tricks made add up to the cards dealt
            assert sum(record["made"]) == record["size"]
        elif game_id == "euchre":  # one side scores 1, 2 or 4
            assert sorted(points)[0] == 0 and max(points) in (1, 2, 4)
        else:  # the tens are 40 between the teams, plus the winners' tricks over six
            assert sum(record["tens"]) == 4 and sum(record["tricks"]) == 13


def test_a_search_deals_no_card_of_a_suit_a_seat_did_not_follow():
    """ "Usually you can only play a trump card if you do not have the suit which has been lead
    out": a seat that did not follow showed the table it has none of the suit led. The search's
    samples deal it none (the voids are public), and keep what the seat to move sees."""
    import random

    from cardtable.core.cards import SUIT_OF
    from cardtable.games import get_game

    hearts = get_game("hearts")
    state = hearts.setup(["Ann", "Bob", "Cy", "Di"], {}, 4)
    while state.phase != "play":
        seat = hearts.to_act(state)[0]
        state = hearts.apply(state, hearts.legal_moves(state, seat)[0]).state
    rng = random.Random(1)
    while not any(state.voids or ()) and state.phase == "play":
        state = hearts.apply(state, rng.choice(hearts.legal_moves(state))).state
    assert state.phase == "play" and any(state.voids)
    void_seat = next(s for s, v in enumerate(state.voids) if v)
    viewer = next(s for s in range(4) if s != void_seat)
    assert hearts.observation(state, viewer)["public"]["voids"] == list(state.voids)
    for i in range(40):
        sample = hearts.determinize(state, viewer, random.Random(i))
        assert hearts.observation(sample, viewer) == hearts.observation(state, viewer)
        for s, void in enumerate(state.voids):
            if s != viewer:
                assert not any(SUIT_OF[c] in void for c in sample.hands[s]), (s, void, sample.hands[s])

