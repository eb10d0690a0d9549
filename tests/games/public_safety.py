"""Checks shared by the game tests for what the contract promises beyond one game's rules:

* ``check`` is total: any JSON value inside a move is applied or refused with a reason, the
  state unchanged, never an exception (issue 12: a Fast Track ``{"kind": "choose", "card":
  ["7C"]}`` crashed loading);
* public text is public: the status line and the log's sentences never name a card that some
  seat may not see (issue 12: Rummoli's status named the lowest cards of the player to move).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, Iterable

from hypothesis import strategies as st

from cardtable.core.cards import card_name, card_short
from cardtable.core.game import Game, Move

from .contract import crossed

# Any JSON value, nested a little.
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


def junk_moves(kinds: Iterable[str], keys: Iterable[str], words: Iterable[str]) -> st.SearchStrategy:
    """Moves made of a game's own kinds, keys and words mixed with any JSON value."""
    value = JSON_VALUES | st.sampled_from(sorted(set(words)))
    kind = st.sampled_from(sorted(set(kinds))) | JSON_VALUES
    return st.builds(lambda k, rest: {"kind": k, **rest}, kind,
                     st.dictionaries(st.sampled_from(sorted(set(keys))) | st.text(max_size=5), value, max_size=4))


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def check_junk_move(game: Game, state, move: dict[str, Any]) -> None:
    """``check`` answers without raising; ``apply`` applies exactly what ``check`` allows, or
    refuses with a sentence; the state is unchanged either way."""
    before = snapshot(state)
    frozen = Move(move)
    reason = game.check(state, frozen)
    assert reason is None or (isinstance(reason, str) and reason), (move, reason)
    result = game.apply(state, move)
    assert result.ok == (reason is None), (move, reason)
    if not result.ok:
        assert isinstance(result.reason, str) and result.reason
    assert snapshot(state) == before


def mid_game_states(game: Game, players: list[list[str]], options: list[dict[str, Any]], seeds: int = 6,
                    every: int = 5) -> list:
    """Positions from seeded random games (every ``every``-th position of each), the players
    and the options crossed (:func:`~tests.games.contract.crossed`: each list of players meets
    each set of options, where ``seed % len`` of both lists always paired the same ones)."""
    out = []
    for seed in range(seeds):
        who, which = crossed(seed, len(players), len(options))
        names = players[who]
        state = game.setup(names, options[which], seed)
        rng = random.Random(seed)
        step = 0
        while not game.is_over(state) and step < 400:
            if step % every == 0:
                out.append(state)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
            step += 1
        out.append(state)
    return out


def hidden_cards(game: Game, state) -> set[str]:
    """Cards some seat may not see (with several decks, codes of which no copy is face up for
    everyone: naming a 9 of hearts that lies face up tells nothing of the ones hidden)."""
    hidden: set[str] = set()
    face_up: set[str] = set()
    seats = range(len(state.players))
    for zone in game.zones(state):
        for seat in seats:
            for card, seen in zip(zone.cards, zone.visible_to(seat)):
                if not seen:
                    hidden.add(card)
        face_up.update(c for c, seen in zip(zone.cards, zone.visible_to(None)) if seen)
    return hidden - face_up


def named_cards(text: str, cards: Iterable[str]) -> list[str]:
    """The cards of ``cards`` that ``text`` names by code (as a word), name or short label."""
    found = []
    for card in cards:
        if (re.search(rf"(?<![\w]){re.escape(card)}(?![\w])", text) or card_name(card) in text
                or card_short(card) in text):
            found.append(card)
    return found


def public_leaks(game: Game, state, texts: Iterable[str], not_cards: Iterable[str] = ()) -> list[str]:
    """Hidden cards named in public ``texts`` (after removing phrases in ``not_cards`` that name
    something else, such as Rummoli's "ace of spades" space)."""
    hidden = hidden_cards(game, state)
    leaks = []
    for text in texts:
        for phrase in not_cards:
            text = text.replace(phrase, "")
        leaks += named_cards(text, hidden)
    return leaks
