"""Zones: where the cards of a position are, and who may see each one.

A game lists its zones with :meth:`Game.zones` (a hand, the stock, the discard pile, a widow, a
row of cells...). That list is the one place that says who sees what, so that

* "every card is somewhere exactly once" is checked the same way for every game
  (:func:`card_counts` against the game's deck), and
* a player's view hides exactly what the zones say: :meth:`Zone.seen_by` gives the cards as
  that player sees them, ``None`` for a card whose face they may not see.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Iterable


class Seen(Enum):
    """Who may see the faces of a zone's cards."""

    ALL = "all"  # face up on the table (a discard pile, a run of played cards)
    OWNER = "owner"  # a hand: its owner only
    NOBODY = "nobody"  # face down (the stock, a widow nobody has taken, a dead hand)
    TOP = "top"  # everyone sees the top card only (top card last)


@dataclass(frozen=True)
class Zone:
    name: str  # "hand", "stock", "discard", "widow", "pile" ...
    cards: tuple[str, ...]
    seen: Seen
    owner: int | None = None  # the seat a hand or a pile belongs to

    def seen_by(self, viewer: int | None) -> list[str | None]:
        """The cards as ``viewer`` sees them (``None`` for a hidden face); ``None`` as the viewer
        is a spectator, who sees only what is face up."""
        if self.seen is Seen.ALL or (self.seen is Seen.OWNER and viewer is not None and viewer == self.owner):
            return list(self.cards)
        if self.seen is Seen.TOP and self.cards:
            return [None] * (len(self.cards) - 1) + [self.cards[-1]]
        return [None] * len(self.cards)


def card_counts(zones: Iterable[Zone]) -> Counter[str]:
    """How many of each card the zones hold together (compare with the deck's counts)."""
    counts: Counter[str] = Counter()
    for zone in zones:
        counts.update(zone.cards)
    return counts
