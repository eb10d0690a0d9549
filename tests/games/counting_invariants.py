"""Invariants of the counting games (issue 22), checked after every move of the contract's
seeded random games: quarters conserved (quarters in hand plus the pot make four a player), and
3 cards in every hand still in the game between turns. (Every card in exactly one place is the
contract's own check.)"""

from __future__ import annotations

from cardtable.games.quarters import START_QUARTERS


def check_quarters(state) -> None:
    assert sum(state.quarters) + state.pot == START_QUARTERS * len(state.players), state.quarters
    assert all(q >= 0 for q in state.quarters)
    for q, face, out in zip(state.quarters, state.on_face, state.out):
        assert not out or q == 0 or state.phase == "game_over"
        if face and not out:
            assert q == 0 or state.phase == "game_over"


def check_thirty_one_move(game, before, move, applied) -> None:
    state = applied.state
    check_quarters(state)
    if state.phase == "draw":  # between turns: three cards in every hand still in
        for hand, out in zip(state.hands, state.out):
            assert len(hand) == (0 if out else 3), state.hands
    if state.phase == "discard":
        assert len(state.hands[state.turn]) == 4
    assert sum(not o for o in state.out) >= 1


def check_golf_move(game, before, move, applied) -> None:
    """Quarters conserved; 8 in each Golf grid of a player still in."""
    state = applied.state
    check_quarters(state)
    for grid, up, out in zip(state.grids, state.up, state.out):
        if not out or state.phase == "game_over":
            assert len(grid) in (0, 8) and len(up) == len(grid)
        if not out and state.phase != "game_over":
            assert len(grid) == 8
    assert len(state.held) == (1 if state.phase == "place" else 0)
