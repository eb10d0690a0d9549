"""Fast Track's computers and the fast track (s39 t2, F8): the Hard computer split a 7 to land
a marble on a corner, then moved another marble with the rest of the same 7, which lost the
fast track it had just taken. Seen twice in ten turns.

Rule text: "Marbles in the fast track must be moved out of the fast track before any other
marbles of the same color can be moved or the Fast Track is lost."
"""

from __future__ import annotations

import pytest

from cardtable.ai import Budget, agent_for, information_set
from cardtable.core.cards import RANK_OF
from cardtable.games import get_game
from tests.games.contract import seeded_turns


def split_sevens(count: int):
    """Positions of seeded four-player games (random play) where a 7 is to be played and a
    first part of a split lands a marble on a corner (onto the fast track)."""
    game = get_game("fast_track")
    found = []
    for seed in range(60):
        for state, seat, legal, _, _ in seeded_turns(game, ["Ann", "Bob", "Cleo", "Dan"], seed, 600):
            b = game.board(state)
            if (state.card and RANK_OF[state.card] == "7" and not state.seven_left
                    and any(m.kind == "move" and 0 < m["steps"] < 7 and b.is_corner(m["to"]) for m in legal)):
                found.append((state, seat))
                break
        if len(found) >= count:
            break
    return game, found


def the_whole_seven(game, state, seat, level: str, seed: int):
    """The level's play of the 7 to its end: the moves and the events."""
    agent = agent_for(level)
    budget = Budget(seconds=30.0, iterations=48)
    moves, events = [], []
    while True:
        move = agent.choose(game, information_set(game, state, seat), seed, budget)
        result = game.apply(state, move)
        moves.append(move)
        events += list(result.events)
        state = result.state
        if not state.seven_left or seat not in game.to_act(state):
            return moves, events, state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_split_seven_never_throws_away_the_fast_track_it_took(level):
    game, found = split_sevens(8 if level == "medium" else 4)
    assert len(found) >= 4
    for state, seat in found:
        b = game.board(state)
        moves, events, _ = the_whole_seven(game, state, seat, level, 5)
        first = moves[0]
        if len(moves) == 2 and b.is_corner(first["to"]):
            lost = [e.text for e in events if "lost the fast track" in e.text]
            assert not lost, (moves, lost)
