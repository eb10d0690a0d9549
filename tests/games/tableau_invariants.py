"""Invariants of Biscuit (issue 23), checked after every move of the contract's seeded random
games: adjacent cards in every line share a suit (or one is the Excuse), and the scores move by
exactly the sum of the scoring events."""

from __future__ import annotations

from cardtable.core.decktet import suits_of


def _adjacent_share_suits(line) -> None:
    for a, b in zip(line, line[1:]):
        sa, sb = set(suits_of(a)), set(suits_of(b))
        assert not sa or not sb or sa & sb, (a, b, line)


def _running(state) -> list[int]:
    """Totals of the finished hands, plus this hand's points while it is being played."""
    if state.phase in ("play", "drawn"):
        return [t + p for t, p in zip(state.totals, state.points)]
    return list(state.totals)


def check_biscuit_move(game, before, move, applied) -> None:
    state = applied.state
    _adjacent_share_suits(state.main)
    for card, up, down in state.crosses:
        assert card in state.main
        _adjacent_share_suits(tuple(reversed(up)) + (card,) + down)
    scored = [0] * len(state.players)
    for event in applied.events:
        if event.kind == "scored":
            scored[event.data["seat"]] += event.data["points"]
    gained = [a - b for a, b in zip(_running(state), _running(before))]
    if move.kind == "next_hand":  # a new hand's points start at 0; totals carry on
        assert state.totals == before.totals and not any(state.points)
    else:
        assert gained == scored, (gained, scored, move)
    assert sum(state.totals) == sum(sum(h) for h in state.history)
