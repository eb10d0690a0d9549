"""Seeded random full games of Crazy Eights with the invariants checked after every move."""

import os
import random
from collections import Counter

from cardtable.core.cards import SUITS
from cardtable.core.game import Move
from cardtable.core.records import Record, random_game, replay
from cardtable.games.crazy_eights import GAME

from .contract import frozen, same_as

THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"

#: 250 here (with scored games to 25, 60 or 100) and 300 more in the engine contract's random
#: games (tests/games/test_contract.py), each checked after every move
# (s39: the everyday run plays half of them, the thorough run, CARDTABLE_THOROUGH=1, all; the
# contract test plays many more random games of every game each day)
GAMES = 250 if THOROUGH else 125


def all_cards(state):
    counts = Counter(state.stock) + Counter(state.discard)
    for hand in state.hands:
        counts.update(hand)
    return counts


def candidate_moves(state, rng):
    """Moves a careless or mischievous player might try."""
    deck = list(GAME.pieces(len(state.players), state.options).cards())
    card = rng.choice(deck)
    return [
        Move(kind="play", card=card),
        Move(kind="play", card=card, suit=rng.choice(SUITS)),
        Move(kind="draw"), Move(kind="pass"), Move(kind="next_hand"),
        Move(kind="play", card="8S", suit="X"), Move(kind="shuffle"),
    ]


def check_game(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 8)
    options = {"jokers": rng.random() < 0.5, "two_decks": rng.random() < 0.2,
               "scoring": rng.random() < 0.3, "target": rng.choice([25, 60, 100])}
    players = [f"P{i}" for i in range(n)]
    expected = None

    def on_move(before, move, after):
        nonlocal expected
        if expected is None:
            expected = all_cards(before)
        # Every card is somewhere exactly once.
        assert all_cards(after) == expected
        # The turn passes as the rules say: a draw keeps the turn, a play or pass passes left.
        if move.kind == "draw":
            assert after.turn == before.turn
        elif move.kind in ("play", "pass") and after.phase == "play":
            assert after.turn == (before.turn + 1) % n
        # A sample of moves that are not legal is refused and changes nothing.
        if rng.random() < 0.1:
            legal = GAME.legal_moves(before)
            # (the state's JSON compared by contract.same_as: the same answer; the JSON snapshots
            # themselves were two thirds of this test's time)
            snapshot = frozen(before)
            for bad in candidate_moves(before, rng):
                if bad not in legal:
                    result = GAME.apply(before, bad)
                    assert not result.ok and result.reason
                    assert same_as(before, snapshot)
        # Scores are the sums of the hands' penalty points.
        assert sum(GAME.scores(after)) == sum(sum(h) for h in after.hand_points)

    record, final = random_game(GAME, players, options, seed, on_move=on_move, max_moves=20_000)
    assert GAME.is_over(final) and GAME.winners(final)
    again = replay(Record.from_json(record.to_json()), GAME)
    assert again.to_json() == final.to_json()
    return len(record.moves)


def test_many_random_games_keep_the_invariants():
    lengths = [check_game(seed) for seed in range(GAMES)]
    assert len(lengths) == GAMES
