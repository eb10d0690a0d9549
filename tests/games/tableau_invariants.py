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


def check_jokers_wild_move(game, before, move, applied) -> None:
    """Five marbles a colour, one marble a hole, each Home and Castle hole holding only its own
    colour; five cards in every hand between turns; a won game has a team all in its Castles."""
    from cardtable.games.marble_tracks import hole_kind

    state = applied.state
    holes = [h for m in state.marbles for h in m]
    assert len(holes) == len(set(holes)), state.marbles
    for colour, marbles in zip(state.colours, state.marbles):
        assert len(marbles) == 5
        for h in marbles:
            kind = hole_kind(h)
            assert kind in ("loop", "pen", "home"), h
            if kind != "loop":
                assert h.split(":")[1] == colour, (colour, h)
    if state.phase == "card":
        assert all(len(h) == 5 for h in state.hands), [len(h) for h in state.hands]
    if state.phase == "over":
        assert all(all(hole_kind(h) == "home" for h in state.marbles[s]) for s in state.winning_team)
