"""Invariants of the fishing games (issue 20), checked after every move of the contract's seeded
random games: builds valued correctly (each group adds up to the declared total, a rank build is
one rank, no face card in a sum) and each hand's points add up as written. (Every card in exactly
one place is the contract's own check.)"""

from __future__ import annotations

from cardtable.games.captures import LOOSE, RANK, SUM
from cardtable.games.scopa import primiera


def check_table(game, state) -> None:
    rules = game.rules(state.options)
    seen = set()
    for heap in state.table:
        for card in heap.cards:
            assert card not in seen
            seen.add(card)
        if heap.kind == LOOSE:
            assert len(heap.cards) == 1 and heap.rank == heap.cards[0][:-1]
        elif heap.kind == RANK:
            assert len(heap.cards) >= 2 and {c[:-1] for c in heap.cards} == {heap.rank}, heap
            assert rules.rank_builds
        else:
            assert heap.kind == SUM and len(heap.cards) >= 2, heap
            for group in heap.groups:
                assert all(rules.value(c) is not None for c in group), heap
                assert sum(rules.value(c) for c in group) == heap.value, heap


def hand_points_as_written(game, state) -> None:
    record = state.history[-1]
    points = sum(record["points"])
    gid = game.info.id
    cards = record["cards"]
    if gid == "cassino":
        sweeps = sum(i["sweeps"] for i in record["items"])
        tie = 3 if cards[0] == cards[1] else 0
        assert points == 11 + sweeps - tie, record
    elif gid == "cassino_party":
        most = state.options["most_wins"]
        top = max(cards)
        if most:
            card_pts = 3 if cards.count(top) == 1 else 0
            spade_pts = 1 if record["spades"].count(max(record["spades"])) == 1 else 0
        else:
            card_pts = 3 if top >= 27 else 0
            spade_pts = 1 if max(record["spades"]) >= 7 else 0
        assert points == card_pts + spade_pts + 2 + 1 + 4, record
    elif gid == "scopa" and not record["stopped"]:
        expect = len(state.sweep_order) + 1  # scopas and the sette bello
        expect += 1 if cards[0] != cards[1] else 0
        expect += 1 if record["coins"][0] != record["coins"][1] else 0
        prim = [-1 if p is None else p for p in record["primiera"]]
        expect += 1 if prim[0] != prim[1] else 0
        assert points == expect, record
        assert record["primiera"] == [primiera(p + s) for p, s in zip(state.piles, state.sweeps)]


def check_fishing_move(game, before, move, applied) -> None:
    state = applied.state
    check_table(game, state)
    if state.phase == "play":
        sizes = {len(h) for h in state.hands}
        assert max(sizes) - min(sizes) <= 1
    if len(state.history) > len(before.history):
        hand_points_as_written(game, state)
        assert sum(state.totals) == sum(before.totals) + sum(state.history[-1]["points"])
