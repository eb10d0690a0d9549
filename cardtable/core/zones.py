"""Zones: where the pieces of a position are, what each zone is for, and who may see each piece.

A game lists its zones with :meth:`Game.zones` (a hand, the stock, the discard pile, a widow, a
trick, a meld, a row of cells...). That list is **the one place that says who sees what**:

* "every piece is somewhere exactly once" is checked the same way for every game
  (:func:`card_counts` against the game's piece set);
* :meth:`Game.observation` derives what a seat may see from the zones, and the table's
  face-down drawing, the privacy tests and the computer players all read that observation;
* :meth:`Game.determinize` re-deals exactly the pieces the zones hide from a seat.

A zone's ``role`` says what it is for, so that one generic table can lay out any card game from
its zones (hands round the table, piles in the centre, a trick area, melds in rows...).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from itertools import chain
from typing import Iterable


class Seen(Enum):
    """Who may see the faces of a zone's pieces."""

    ALL = "all"  # face up on the table (a discard pile, a run of played cards)
    OWNER = "owner"  # a hand: its owner only
    NOBODY = "nobody"  # face down (the stock, a widow nobody has taken, a dead hand)
    TOP = "top"  # everyone sees the top card only (top card last)


class Role(Enum):
    """What a zone is for: the generic table lays zones out by role."""

    HAND = "hand"  # a seat's cards, fanned (its owner's view) or face down
    STOCK = "stock"  # the face-down pile cards are drawn from
    DISCARD = "discard"  # the face-up pile cards are thrown on
    TRICK = "trick"  # cards played to the current trick, in play order
    KITTY = "kitty"  # a widow, kitty or blind: set aside, usually face down
    MELD = "meld"  # one meld or combination laid on the table
    TABLEAU = "tableau"  # columns or rows built on the table (Spider, PayDay rows, Fan Tan)
    HEAP = "heap"  # one heap of a capture row (a loose card or a build), laid side by side with the rest
    GRID = "grid"  # a seat's cards in a fixed grid (Golf's 2x4)
    FOUNDATION = "foundation"  # completed runs put away
    COLLECTION = "collection"  # cards won or captured by a seat (tricks taken, score piles)
    BOARD = "board"  # cards or cells on a board drawn by a board layout
    POT = "pot"  # a pile in the middle that somebody will win
    PLAYED = "played"  # cards played face up that stay where they are (a run, a line)
    PILE = "pile"  # any other pile


# The role a zone has when its game does not say: by its name, else a plain pile.
_ROLE_BY_NAME = {r.value: r for r in Role}
_ROLE_BY_NAME.update({"draw": Role.STOCK, "widow": Role.KITTY, "dead": Role.KITTY, "poker": Role.HAND})


@dataclass(frozen=True)
class Zone:
    """``cards`` (bottom first, top last) in one place. ``seen`` says who sees their faces;
    ``per_card``, when given, says it card by card instead (Golf's grid: two cards its owner may
    peek at, turned cards face up, the rest face down). ``name`` and ``owner`` together name the
    zone within its position (its :attr:`key`)."""

    name: str  # "hand", "stock", "discard", "widow", "pile" ...
    cards: tuple[str, ...]
    seen: Seen
    owner: int | None = None  # the seat a hand or a pile belongs to
    role: Role | None = None  # None: from the name (see _ROLE_BY_NAME), else PILE
    per_card: tuple[Seen, ...] | None = None  # one Seen per card, overriding ``seen``
    label: str = ""  # what the table writes beside it, if anything ("Widow", "Kitty")
    # A row built out from one card (Fan Tan's 7): its position in ``cards``; the table lines the
    # rows of a tableau up on it, so they read as a grid.
    anchor: int | None = None
    # How the table fans it when not by its role: "down" (a column, Spider's); "squared" (its
    # cards one on another, their edges showing: a closed canasta, squared up as players do)
    fan: str = ""
    # Cards the owner has won though they lie apart from its collection (Cassino's and Scopa's
    # sweep cards, face up beside the score pile): the table counts them among the cards "won".
    won: bool = False
    # A place for one card at most (Golf's drawn card): the table writes no count under it, as
    # it does under a pile ("Drawn card (0)" read as a pile that might fill)
    single: bool = False

    @property
    def key(self) -> str:
        """The zone's name within its position: ``"hand/2"``, ``"stock"``."""
        return self.name if self.owner is None else f"{self.name}/{self.owner}"

    @property
    def kind(self) -> Role:
        return self.role or _ROLE_BY_NAME.get(self.name, Role.PILE)

    def visible_to(self, viewer: int | None) -> list[bool]:
        """For each card, whether ``viewer`` sees its face (``None``: a spectator, who sees only
        what is face up)."""
        n = len(self.cards)
        if self.per_card is None:  # one mark for the whole zone
            if self.seen is Seen.TOP:
                return [False] * (n - 1) + [True] if n else []
            whole = self.seen is Seen.ALL or (self.seen is Seen.OWNER and viewer is not None and viewer == self.owner)
            return [whole] * n
        out = []
        for i, seen in enumerate(self.per_card):
            if seen is Seen.ALL:
                out.append(True)
            elif seen is Seen.OWNER:
                out.append(viewer is not None and viewer == self.owner)
            elif seen is Seen.TOP:
                out.append(i == n - 1)
            else:
                out.append(False)
        return out

    def seen_by(self, viewer: int | None) -> list[str | None]:
        """The cards as ``viewer`` sees them (``None`` for a hidden face)."""
        if self.per_card is None:  # the common cases, quickly
            if self.seen is Seen.ALL or (self.seen is Seen.OWNER and viewer is not None and viewer == self.owner):
                return list(self.cards)
            if self.seen is Seen.TOP and self.cards:
                return [None] * (len(self.cards) - 1) + [self.cards[-1]]
            return [None] * len(self.cards)
        return [c if v else None for c, v in zip(self.cards, self.visible_to(viewer))]

    def observe(self, viewer: int | None) -> dict:
        """This zone as ``viewer`` may know it: plain JSON-able data, hidden faces ``None``."""
        data = {"key": self.key, "name": self.name, "role": self.kind.value, "owner": self.owner,
                "count": len(self.cards), "cards": self.seen_by(viewer)}
        if self.label:
            data["label"] = self.label
        if self.anchor is not None:
            data["anchor"] = self.anchor
        if self.fan:
            data["fan"] = self.fan
        if self.won:
            data["won"] = True
        if self.single:
            data["single"] = True
        return data


def card_counts(zones: Iterable[Zone]) -> Counter[str]:
    """How many of each card the zones hold together (compare with the piece set's counts)."""
    return Counter(chain.from_iterable(zone.cards for zone in zones))  # one count, not one per zone


#: What one seat saw go face down, zone by zone: for each zone key, the cards of that zone hidden
#: from the seat now that it saw go there (the upcard the dealer picked up, a discard a player
#: took into the hand, a trick gathered face down).
Recalled = dict[str, Counter[str]]


def recall(before: Iterable[Zone], after: Iterable[Zone], seat: int, recalled: Recalled) -> Recalled:
    """What ``seat`` knows lies hidden where after a move from the zones ``before`` to ``after``,
    from what it knew before (``recalled``) and what it saw. A card the seat saw leave its place
    (face up to it there, or with the whole pile it lay in, all of it known) and go into a zone
    hidden from it is known to lie there until it leaves that zone; a card that left a place
    where the seat could not see which card went is never followed (a card drawn from the stock,
    one of two twins taken from a pile). When a zone hidden from the seat loses a copy of a card
    it knew there, the seat is taken to know no longer where that card is."""
    zones_before, zones_after = list(before), list(after)

    def counts(zones: list[Zone]) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
        total: dict[str, Counter[str]] = {}
        seen: dict[str, Counter[str]] = {}
        for zone in zones:
            total.setdefault(zone.key, Counter()).update(zone.cards)
            seen.setdefault(zone.key, Counter()).update(
                card for card, up in zip(zone.cards, zone.visible_to(seat)) if up)
        return total, seen

    total_b, seen_b = counts(zones_before)
    total_a, seen_a = counts(zones_after)
    empty: Counter[str] = Counter()
    known_b = {key: seen_b[key] + (recalled.get(key, empty) & (total_b[key] - seen_b[key])) for key in total_b}
    # the cards the seat saw leave their places, and those that left unseen
    left_seen: Counter[str] = Counter()
    left_unseen: Counter[str] = Counter()
    for key, cards in total_b.items():
        lost = cards - total_a.get(key, empty)
        if not lost:
            continue
        emptied = not total_a.get(key) and known_b[key] == cards  # a whole known pile taken
        for card, n in lost.items():
            if emptied or seen_b[key][card] == cards[card]:
                left_seen[card] += n
            else:
                left_unseen[card] += n
    out: Recalled = {}
    for key, cards in total_a.items():
        hidden = cards - seen_a[key]
        if not hidden:
            continue
        before_here = total_b.get(key, empty)
        known_here = known_b.get(key, empty)
        known: Counter[str] = Counter()
        for card, n in hidden.items():
            # the copies known here: those known before, less any that left (the known ones
            # first, to be safe), with those seen coming in; the ones face up to it now first
            count = max(0, known_here[card] - max(0, before_here[card] - cards[card]))
            if cards[card] > before_here[card] and not left_unseen[card]:
                came = min(cards[card] - before_here[card], left_seen[card])
                left_seen[card] -= came
                count += came
            count = min(n, count - seen_a[key][card])
            if count > 0:
                known[card] = count
        if known:
            out[key] = known
    return out


def known_to(zones: Iterable[Zone], seat: int, recalled: Recalled | None = None) -> Counter[str]:
    """The cards ``seat`` sees in ``zones`` and those it knows lie hidden there (``recalled``),
    each copy once."""
    known: Counter[str] = Counter()
    for zone in zones:
        ups = zone.visible_to(seat)
        known.update(card for card, up in zip(zone.cards, ups) if up)
        if recalled and zone.key in recalled:
            known.update(recalled[zone.key] & Counter(c for c, up in zip(zone.cards, ups) if not up))
    return known
