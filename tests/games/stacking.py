"""Stacked deals and the small helpers the shedding games' rule tests share.

A stacked deal lists the pack top card first, so a test can read like a hand dealt at the table:
:func:`round_robin` interleaves hands dealt one card at a time from the first seat, and
:func:`fill` completes hands that name only the cards a rule test cares about.
"""

from __future__ import annotations

import json
from typing import Sequence

from cardtable.core.game import Game, Move


def fill(sizes: Sequence[int], fixed: Sequence[Sequence[str]], deck: Sequence[str]) -> list[list[str]]:
    """Hands of ``sizes``: each starts with its ``fixed`` cards, the rest of ``deck`` fills them in
    deck order (seat by seat)."""
    hands = [list(f) for f in fixed] + [[] for _ in range(len(sizes) - len(fixed))]
    used = [c for h in hands for c in h]
    rest = list(deck)
    for card in used:
        rest.remove(card)
    for hand, size in zip(hands, sizes):
        while len(hand) < size:
            hand.append(rest.pop(0))
    return hands


def round_robin(hands: Sequence[Sequence[str]], first_seat: int = 0) -> list[str]:
    """The pack order (top first) that deals ``hands`` one card at a time from ``first_seat``."""
    n = len(hands)
    order, taken = [], [0] * n
    seat = first_seat
    while any(taken[s] < len(hands[s]) for s in range(n)):
        if taken[seat] < len(hands[seat]):
            order.append(hands[seat][taken[seat]])
            taken[seat] += 1
        seat = (seat + 1) % n
    return order


def play(game: Game, state, **move):
    result = game.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", result)
    return result.state


def applied(game: Game, state, **move):
    result = game.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", result)
    return result


def refused(game: Game, state, **move) -> str:
    """Apply an illegal move: it is refused with a reason, and the state is unchanged."""
    before = json.dumps(state.to_json(), sort_keys=True)
    result = game.apply(state, Move(move))
    assert not result.ok, move
    assert isinstance(result.reason, str) and result.reason
    assert json.dumps(state.to_json(), sort_keys=True) == before
    return result.reason
