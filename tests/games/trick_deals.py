"""Stacked deals for the trick-taking games: hands written per seat, dealt as a family deals them
(from the dealer's left, one at a time or in packets), and the moves to play them."""

from __future__ import annotations

from typing import Sequence

from cardtable.core.game import Move
from cardtable.core.rng import first_dealer


def cards(text: str) -> list[str]:
    """ "2C 3C QS" -> ["2C", "3C", "QS"] """
    return text.split()


def seed_dealt_by(players: int, dealer: int) -> int:
    """A seed whose randomly drawn first dealer is ``dealer``."""
    return next(s for s in range(10_000) if first_dealer(s, players) == dealer)


def deal_order(hands: Sequence[Sequence[str]], dealer: int, rest: Sequence[str] = (),
               packets: Sequence[int] = ()) -> list[str]:
    """The deck, top card first, that deals ``hands[seat]`` to each seat starting at the
    dealer's left (in ``packets`` if given), followed by ``rest``."""
    n = len(hands)
    per = len(hands[0])
    sizes = list(packets) or [1] * per
    taken = [0] * n
    order: list[str] = []
    for size in sizes:
        for k in range(n):
            seat = (dealer + 1 + k) % n
            order += list(hands[seat][taken[seat]:taken[seat] + size])
            taken[seat] += size
    return order + list(rest)


def setup(game, hands, dealer, rest=(), options=None, packets=(), names=None, later=()):
    """A game whose first hand is this stacked deal, with ``dealer`` dealing it. ``later``
    stacks the following shuffles (each a deal order or ``[]`` for a random one)."""
    n = len(hands)
    names = names or ["Anna", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"][:n]
    stack = [deal_order(hands, dealer, rest, packets), *later]
    return game.setup(names, options or {}, seed_dealt_by(n, dealer), stack=stack)


def play(game, state, move):
    result = game.apply(state, Move(move))
    assert result.ok, result
    return result.state


def play_all(game, state, moves):
    for move in moves:
        state = play(game, state, move)
    return state


def cards_played(game, state, *played):
    """Play these cards in turn."""
    return play_all(game, state, [{"kind": "play", "card": c} for c in played])


def refused(game, state, move) -> str:
    """The move is refused with a reason, and the state is unchanged."""
    before = state.to_json()
    result = game.apply(state, Move(move))
    assert not result.ok, move
    assert state.to_json() == before
    assert isinstance(result.reason, str) and result.reason
    return result.reason


def finish_hand(game, state):
    """Play the rest of the hand with the shared heuristic (the first legal move where it has
    none to give)."""
    hand = len(state.history)
    while not game.is_over(state) and len(state.history) == hand:
        seat = game.to_act(state)[0]
        state = play(game, state, game.heuristic(state, seat))
    return state
