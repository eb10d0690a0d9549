"""``keep_known`` (cardtable/core/game.py) finds the copies to swap by ``list.index`` on the
cards at the places, kept in step with its swaps, since s43 (it scanned every place in Python:
half of ``determinize``'s time in the long rummy games). The samples must be the very same: here
the s42 code, kept as the reference, and the new one give equal samples, for the spectator and the
seat to play, at every position of seeded random games of every game that shows cards taken into a
hand (``shown_holding``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import cardtable.core.game as core_game
from cardtable.core.game import Place
from cardtable.games import catalogue

from games.contract import new_random_game

GAMES = ["arizona_rummy", "five_hundreds", "gin_rummy", "hand_and_foot",
         "horseshit_rummy", "sticks", "thirty_one"]


def reference_keep_known(places: list[Place], holding: dict[int, Counter[str]]) -> list[Place] | None:
    """The s42 code, unchanged."""
    kept: set[int] = set()
    missing: list[tuple[int, str]] = []
    own: dict[int, list[int]] = {owner: [] for owner in holding}
    for k, (_, o, _) in enumerate(places):
        if o in own:
            own[o].append(k)
    for owner, cards in holding.items():
        for card in sorted(cards):
            there = [k for k in own[owner] if places[k][0][places[k][2]] == card and k not in kept]
            kept.update(there[:cards[card]])
            missing += [(owner, card)] * (cards[card] - len(there))
    for owner, card in missing:
        here = next((k for k in own[owner] if places[k][0][places[k][2]] == card and k not in kept), None)
        if here is not None:
            kept.add(here)
            continue
        source = next((k for k, (pile, o, i) in enumerate(places)
                       if o != owner and pile[i] == card and k not in kept), None)
        if source is None:
            continue
        target = next((k for k in own[owner] if k not in kept), None)
        if target is None:
            return None
        (pile, _, i), (other_pile, _, j) = places[source], places[target]
        pile[i], other_pile[j] = other_pile[j], card
        kept.add(target)
    return [place for k, place in enumerate(places) if k not in kept]


@pytest.mark.parametrize("game_id", GAMES)
def test_samples_are_the_same_as_the_s42_code(game_id, monkeypatch):
    game = catalogue(include_coming=True)[game_id]
    new = core_game.keep_known
    swapped = 0  # positions where some seat was seen to take a card
    for seed in range(1):
        state, rng = new_random_game(game, seed)
        for step in range(300):
            if game.is_over(state):
                break
            seats = (None, game.current_player(state))  # (every seat, 3 seeds: 15 s of CPU)
            for seat in seats:
                seen = game.shown_holding(state)
                if not any(cards for s, cards in seen.items() if s != seat):
                    continue  # keep_known is not called
                swapped += 1
                draw = rng.random()
                monkeypatch.setattr(core_game, "keep_known", reference_keep_known)
                before = game.determinize(state, seat, random.Random(draw))
                monkeypatch.setattr(core_game, "keep_known", new)
                after = game.determinize(state, seat, random.Random(draw))
                assert after.to_json() == before.to_json(), (seed, step, seat)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
    assert swapped, game_id
