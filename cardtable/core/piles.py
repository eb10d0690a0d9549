"""Small helpers for the piles most card games share: dealing, a stock, a discard pile.

Convention used by every engine: a pile held as a tuple has its **top card last**, so taking the
top card is ``pile[-1]`` and ``pile[:-1]``, which is cheap.
"""

from __future__ import annotations

from typing import Any, Sequence

from .rng import shuffle


def deal_round_robin(
    order: Sequence[str], players: int, per_player: int, first_seat: int
) -> tuple[tuple[tuple[str, ...], ...], list[str]]:
    """Deal ``per_player`` cards one at a time, starting at ``first_seat`` and going left.

    ``order`` is the shuffled pile, top card first (as :func:`rng.shuffle` returns it).
    Returns the hands (by seat) and the undealt rest, still top first.
    """
    hands: list[list[str]] = [[] for _ in range(players)]
    needed = players * per_player
    if needed > len(order):
        raise ValueError(f"{per_player} cards each for {players} players needs {needed} cards")
    for i in range(needed):
        hands[(first_seat + i) % players].append(order[i])
    return tuple(tuple(h) for h in hands), list(order[needed:])


def as_pile(top_first: Sequence[str]) -> tuple[str, ...]:
    """Turn a top-first list into a pile tuple (top last)."""
    return tuple(reversed(top_first))


def shuffled_since(before: Any, after: Any) -> bool:
    """Did a move shuffle (the state's ``shuffles`` count went up)? For a game's ``reveals_more``
    when its stock is made again with :func:`rebuilt_stock`: every discard was seen face up, so
    the zones count no new card, yet the card to come is the seed's, and an undo would let the
    player choose again knowing it. (A new deal, the other shuffle, is news to everybody too.)"""
    return after.shuffles != before.shuffles


def rebuilt_stock(
    discard: Sequence[str], seed: int | str, shuffle_no: int, stack: Sequence[Sequence[str]]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The usual rule when the stock runs out: the top discard stays, the rest is shuffled into
    a new stock. Returns ``(new stock, new discard)``; the stock is empty if there was nothing
    under the top discard."""
    if len(discard) <= 1:
        return (), tuple(discard)
    order = shuffle(discard[:-1], seed, shuffle_no, stack)
    return as_pile(order), (discard[-1],)
