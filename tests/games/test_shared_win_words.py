"""The finding: "about twelve games' own game-over lines do not say it is a tie when the win is
shared ("Anna and Ben win!" is true, but a family expects 'A tie: Anna and Ben share the win.')".
The headline (:func:`result_title`) said so already; each game's own status line and game-over
event said "Game over: Anna and Ben win with the lowest score." as if they had won together. They
now take their words from :func:`win_clause`: "Anna and Ben tie for the win".

Every game is played to its end (seeded, going out whenever it can), then its last move is played
again with the win forced to be shared by two sides: every game-over sentence that names both
sides says it is a tie (or a draw, or a shared win). Games whose rules cannot share a win (the
first marble home, a tie at the top plays another hand) name one side only, and pass."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import result_title, win_clause
from cardtable.core.words import listed
from cardtable.games import catalogue

PLAYERS = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Finn"]
SHORT = {
    "crazy_eights": {"scoring": True, "target": 40},
    "hearts": {"target": 30},
    "chicken_foot": {"hands": 2},
    "mexican_train": {"hands": 1},
    "ten_thousand": {"target": 1000},
    "desert_rummy": {"first_meld": 6, "last_meld": 7},
    "ten_dime_rummy": {"hands": 2},
    "push": {"deals": 3},
}
GOING_OUT = ("meld", "lay_off", "gin", "double_gin", "run", "end_game")
TIE_WORDS = ("tie", "share", "draw")


def test_the_clause_names_a_shared_win_as_a_tie():
    assert win_clause(PLAYERS[:3], [1]) == "Ben wins"
    assert win_clause(PLAYERS[:3], [0, 1]) == "Anna and Ben tie for the win"
    assert win_clause(PLAYERS[:4], [0, 2], [0, 1, 0, 1]) == "Anna and Cleo win"  # partners win together
    assert win_clause(PLAYERS[:4], [0, 1, 2, 3], [0, 1, 0, 1]) == "Anna & Cleo and Ben & Dev tie for the win"
    assert win_clause(PLAYERS[:3], []) == "nobody wins"
    assert result_title(PLAYERS[:3], [0, 1]) == "Anna and Ben tie for the win."


def played_to_the_end(game, game_id):
    counts = game.info.allowed_counts()
    n = 3 if 3 in counts else max(counts)
    state = game.setup(PLAYERS[:n], SHORT.get(game_id, {}), seed=5)
    rng = random.Random(5)
    before = move = None
    for _ in range(30_000):
        if game.is_over(state):
            return before, move, state
        legal = game.legal_moves(state)
        going_out = [m for m in legal if m.kind in GOING_OUT]
        before, move = state, going_out[0] if going_out else rng.choice(legal)
        state = game.apply(state, move).state
    pytest.fail(f"{game_id} did not end")


@pytest.mark.parametrize("game_id", sorted(g for g, game in catalogue().items() if max(game.info.allowed_counts()) > 1))
def test_a_shared_win_is_named_a_tie(game_id, monkeypatch):
    game = catalogue()[game_id]
    before, last, over = played_to_the_end(game, game_id)
    teams = game.seat_teams(over)
    side = (lambda s: teams[s]) if teams else (lambda s: s)
    seats = range(len(over.players))
    other = next(s for s in seats if side(s) != side(0))
    shared = [s for s in seats if side(s) in (side(0), side(other))]
    monkeypatch.setattr(game, "winners", lambda state: list(shared))
    result = game.apply(before, last)
    assert result.ok
    state = result.state
    assert game.is_over(state)
    assert any(word in game.result_title(state).lower() for word in TIE_WORDS)
    lines = [game.status(state)] + [str(e) for e in result.events if e.kind == "game_over"]
    sides = [" & ".join(over.players[s] for s in shared if side(s) == t) for t in (side(0), side(other))]
    together = (listed(over.players[s] for s in shared), listed(sides))  # the winners named as one
    for line in lines:
        if any(names in line for names in together):
            assert any(word in line for word in TIE_WORDS), line
            assert not any(f"{names} win" in line for names in together), line
