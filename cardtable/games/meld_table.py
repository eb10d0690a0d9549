"""Melds kept in a game state (no Qt): the small helpers the "Rummy II" games share on top of
:mod:`cardtable.games.melds` (Arizona Rummy, Horseshit Rummy, Sticks, Hand and Foot Canasta).

A meld on the table is stored in the state as plain JSON-able data (:func:`meld_data`) and read
back as a :class:`~cardtable.games.melds.Meld` (:func:`meld_of`); the random players' melding
moves come from :func:`offered_melds`."""

from __future__ import annotations

from typing import Any, Sequence

from .melds import Meld, MeldRules, any_meld, classify, three_card_melds


def meld_of(data: Any) -> Meld:
    kind, cards, stands, owner, added = data
    return Meld(kind, tuple(cards), tuple(stands), owner, tuple((s, c) for s, c in added))


def meld_data(meld: Meld) -> tuple:
    return (meld.kind, meld.cards, meld.stands_for, meld.owner, meld.added)


def offered_melds(hand: Sequence[str], rules: MeldRules, limit: int = 40) -> list[tuple[str, ...]]:
    """The melds a table offers as buttons (and random players pick from): the three-card
    natural melds, and one meld using wilds if the hand holds one. Any other card list the
    rules accept is a meld too (the game's ``check`` judges it)."""
    out = three_card_melds(hand, rules, limit)
    extra = any_meld(hand, rules)
    if extra is not None:
        extra = tuple(sorted(extra))
        if extra not in out and not isinstance(classify(extra, rules), str):
            out.append(extra)
    return out
