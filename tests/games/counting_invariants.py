"""Invariants of the counting and patience games (issue 22), checked after every move of the contract's
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


def check_spider_move(game, before, move, applied) -> None:
    """No face-down Spider card over a face-up one; removed runs king to ace in one suit."""
    from cardtable.games.spider import is_full_run

    state = applied.state
    for col, down in zip(state.columns, state.down):
        assert (not col and down == 0) or 0 <= down < len(col), (col, down)
    assert all(is_full_run(run) for run in state.removed)


def check_pirate_move(game, before, move, applied) -> None:
    """Ship halves in sequence: each half a run of one suit from its keel (ace up or king down);
    captured ships 13 cards; 52 cards a player's own until ships are taken."""
    from cardtable.games.pirate import half_in_sequence

    state = applied.state
    for seat in (0, 1):
        for suit, half in zip("SHDC", state.ships[seat]):
            assert half_in_sequence(half, suit), (seat, suit, half)
        assert len(state.captured[seat]) % 13 == 0
    for suit in range(4):
        assert len(state.ships[0][suit]) + len(state.ships[1][suit]) < 13
