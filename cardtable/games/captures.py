"""The fishing family (Cassino, the Cassino party game, Scopa): what they share.

A hand card is played to the **table row** and either captures, builds or trails:

* **Pairing**: the card takes a loose card of its own rank (Cassino: every one; Scopa: one).
* **Combining** (addition): it takes two or more loose cards whose values add up to its value;
  where the game allows, several such groups at once, together with the pairing.
* **Builds**: a card laid on table cards as one heap to be captured later, declared as a total
  ("Building seven", a *sum* build) or as a rank ("Building eights", a *rank* build). A build is
  captured only as a unit and only by a card of what it was declared to be; it may be raised
  (a sum build of one group gets a card added and a higher total) or get more groups of its
  value; whoever last changed it owns it. Another player's capture of a build is a steal.
* **Trailing**: the card is laid face up on the row.
* A capture that leaves the row empty is a **sweep**; at the end of a hand the last player who
  captured takes what is left (no sweep).

Everything a game may set is a :class:`CaptureRules`. A capture move names the table cards it
takes (``take``), a build the table cards it goes on (``onto``): :func:`capture_reason` and
:func:`build_reason` judge any such list by rule, so no list of every combination is needed;
:func:`capture_options` and :func:`build_options` list a few good ones for a drag to start.

The engine shared by the three games is :class:`FishingGame`: set-up, the deal, the turn, the end
of the hand and the score sheet; a game module gives its rules, its deal and its scoring.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from ..core.cards import RANK_NAMES, RANK_OF, card_name, card_short
from ..core.first_dealer import opening_dealer
from ..core.game import Applied, Drag, Event, Game, GameState, Move, applied
from ..core.piles import as_pile
from ..core.rng import shuffle
from ..core.words import listed
from ..core.zones import Role, Seen, Zone
from .lookup import KeptMoves, is_listed

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

LOOSE, SUM, RANK = "card", "sum", "rank"
CAPTURE, BUILD, TRAIL, NEXT_HAND, ASK, DONE_ASKING = "capture", "build", "trail", "next_hand", "ask", "done_asking"
ANSWERED, SKIPPED = "answered", "skipped"  # the party game: the question asked was answered, or skipped
QUESTION_MOVES = (ASK, DONE_ASKING, ANSWERED, SKIPPED)
PLAYING, ASKING, HAND_OVER, GAME_OVER = "play", "ask", "hand_over", "game_over"
MAX_OFFERED = 12  # capture choices offered per hand card (any other is checked by rule)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
KEPT = KeptMoves()  # the capture and trail moves, made once (a search lists them state after state)
_DECKS: dict[Any, tuple[str, ...]] = {}  # each deck's codes, by its description
DONE_MOVE = Move(kind=DONE_ASKING)


class Heap(NamedTuple):
    """One thing on the table row: a loose card (one group of one card) or a build.

    ``groups``: the build's cards in groups (each a sum of ``value``, or cards of ``rank``);
    ``kind``: LOOSE, SUM or RANK; ``value``: a sum build's declared total (else 0); ``rank``: a
    rank build's rank, a loose card's rank; ``owner``: who made or last changed it (-1: loose)."""

    groups: tuple[tuple[str, ...], ...]
    kind: str
    value: int
    rank: str
    owner: int

    @property
    def cards(self) -> tuple[str, ...]:
        groups = self.groups
        return groups[0] if len(groups) == 1 else tuple(c for g in groups for c in g)

    @property
    def is_build(self) -> bool:
        return self.kind != LOOSE


def item_columns(items: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """The heads of a player's columns on the sheet, live and blank: each scoring item's, then the
    hand's points (the blank Cassino sheet said "Score / Total")."""
    return tuple(label for _, label in items) + ("Hand",)


def loose(card: str) -> Heap:
    heap = _LOOSE.get(card)
    if heap is None:
        heap = _LOOSE[card] = Heap(((card,),), LOOSE, 0, RANK_OF[card], -1)
    return heap


_LOOSE: dict[str, Heap] = {}  # each card's loose heap, made once (heaps are values nobody changes)


def heap_from_json(data: Any) -> Heap:
    groups, kind, value, rank, owner = data
    return Heap(tuple(tuple(g) for g in groups), kind, value, rank, owner)


def row_cards(row: Sequence[Heap]) -> tuple[str, ...]:
    return tuple(c for h in row for c in h.cards)


def _name(card: str) -> str:
    """:func:`card_name`, kept (every capture and trail says it)."""
    name = _NAMES.get(card)
    if name is None:
        name = _NAMES[card] = card_name(card)
    return name


def _short(card: str) -> str:
    """:func:`card_short`, kept."""
    short = _SHORTS.get(card)
    if short is None:
        short = _SHORTS[card] = card_short(card)
    return short


_NAMES: dict[str, str] = {}
_SHORTS: dict[str, str] = {}


def rank_word(rank: str, plural: bool = False) -> str:
    word = RANK_NAMES[rank]
    if not plural:
        return word
    return word + "s"


def heap_label(heap: Heap, players: Sequence[str]) -> str:
    """ "Building 7 · Ann", "Building 8s · Bob", or the loose card's short name."""
    if heap.kind == SUM:
        return f"Building {heap.value} \u00b7 {players[heap.owner]}"
    if heap.kind == RANK:
        return f"Building {rank_word(heap.rank, True)} \u00b7 {players[heap.owner]}"
    return card_short(heap.cards[0])


def _a_rank(rank: str) -> str:
    """ "a king", "an ace", "an 8"."""
    word = rank_word(rank)
    return f"{'an' if word in ('ace', '8') else 'a'} {word}"


def what_it_takes(rules: CaptureRules, card: str) -> str:
    """ "a 7 takes only 7s, or cards that add up to 7": what a card with a value captures, by
    pairing its own rank and by adding up to its value. The rank is named, not the value: a
    Scopa king counts 10 but pairs a king (the 40-card deck has no 10s, 8s or 9s: "a king takes
    only 10s" named cards the deck does not have, s35). Where pairing takes one card, not every
    one of the rank (Scopa, the party game's "Pair one card"), it says "another king"."""
    r, v = RANK_OF[card], rules.value(card)
    same = rank_word(r, True) if rules.pair_all else f"another {rank_word(r)}"
    adds = "" if v == 1 else f", or cards that add up to {v}"
    return f"{_a_rank(r)} takes only {same}{adds}"


@dataclass(frozen=True)
class CaptureRules:
    """What one fishing game allows.

    ``values``: each rank's value for addition (None: no value, only paired, never in a sum);
    ``pair_all``: a capture takes every loose card of the played card's rank (else at most one);
    ``multiple``: several groups at once (pairing and combining together, several sums);
    ``pairing_first``: a card that can pair must pair, one card and nothing else (Scopa);
    ``builds`` / ``rank_builds``: building allowed, and building by rank; ``faces_in_builds``:
    J, Q and K may be in a (rank) build; ``free_trailing``: any card may trail;
    ``trail_when_stuck``: a card may trail only when no capture or build is possible at all.
    """

    values: dict[str, int | None]
    pair_all: bool = True
    multiple: bool = True
    pairing_first: bool = False
    builds: bool = True
    rank_builds: bool = True
    faces_in_builds: bool = True
    free_trailing: bool = False
    trail_when_stuck: bool = False
    card_values: dict[str, int | None] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Each card's value, looked up once (every search step asks it many times).
        object.__setattr__(self, "card_values", {c: self.values[r] for c, r in RANK_OF.items() if r in self.values})

    def value(self, card: str) -> int | None:
        return self.card_values[card]


CASSINO_VALUES: dict[str, int | None] = {"A": 1, **{str(v): v for v in range(2, 11)}, "J": None, "Q": None, "K": None}
SCOPA_VALUES: dict[str, int | None] = {"A": 1, **{str(v): v for v in range(2, 8)}, "J": 8, "Q": 9, "K": 10}


# ----- sums ---------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _partitions_exist(values: tuple[int, ...], target: int) -> bool:
    """Can ``values`` (sorted, high first) be split into groups each adding to ``target``?"""
    if not values:
        return True
    first, rest = values[0], values[1:]
    need = target - first
    if need < 0:
        return False
    if need == 0:
        return _partitions_exist(rest, target)
    return any(_partitions_exist(left, target) for left in _take_sum(rest, need))


def _take_sum(values: tuple[int, ...], need: int) -> list[tuple[int, ...]]:
    """Each way (as the values left over, no repeats) of taking values from ``values`` (sorted
    high first) that add up to ``need``."""
    out: set[tuple[int, ...]] = set()

    def walk(i: int, need: int, left: tuple[int, ...]) -> None:
        if need == 0:
            out.add(left + values[i:])
            return
        if i >= len(values):
            return
        v = values[i]
        if v <= need:
            walk(i + 1, need - v, left)
        if len(out) < 64:
            walk(i + 1, need, left + (v,))

    walk(0, need, ())
    return list(out)


def split_into_sums(cards: Sequence[str], values: Sequence[int], target: int) -> bool:
    """Can these cards be split into groups each adding up to ``target``?"""
    if sum(values) % target:
        return False
    return _partitions_exist(tuple(sorted(values, reverse=True)), target)


def _high_first(item: tuple[str, int]) -> int:
    return -item[1]


_VALUE_OF = itemgetter(1)  # an item's value (sorting by it, reversed, is sorting by _high_first: both stable)


def sum_groups(cards: Sequence[str], rules: CaptureRules, target: int, fixed: Sequence[tuple[str, int]] = (),
               limit: int = 200) -> list[tuple[str, ...]]:
    """Subsets of ``cards`` of two or more cards adding to ``target`` (at most ``limit``)."""
    values = rules.card_values
    items: list[tuple[str, int]] = []
    for c in cards:
        v = values[c]
        if v is not None:
            items.append((c, v))
    items.sort(key=_high_first)
    return _sums(items, target, limit)


def _sums(items: Sequence[tuple[str, int]], target: int, limit: int) -> list[tuple[str, ...]]:
    """Subsets of two or more of ``items`` (card, value), highest value first, adding to
    ``target``, in the order a walk from the highest finds them (at most ``limit``)."""
    out: list[tuple[str, ...]] = []
    n = len(items)
    if n < 2:  # (no two cards to add up)
        return out

    def walk(i: int, need: int, chosen: tuple[str, ...]) -> None:
        if len(out) >= limit:
            return
        if need == 0:
            if len(chosen) >= 2:
                out.append(chosen)
            return
        for j in range(i, n):
            c, v = items[j]
            if v <= need:
                walk(j + 1, need - v, chosen + (c,))

    walk(0, target, ())
    return out


def group_sums(groups: Sequence[Sequence[str]], rules: CaptureRules) -> list[int]:
    return [sum(rules.value(c) or 0 for c in g) for g in groups]


# ----- captures -----------------------------------------------------------------------------
def _card_list(value: Any, what: str) -> tuple[tuple[str, ...], str | None]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(c, str) for c in value):
        return (), f"Say which table cards {what} (a list of cards such as 5C, 10H)."
    if len(set(value)) != len(value):
        return (), "A table card is named twice."
    return tuple(value), None


def heaps_of(row: Sequence[Heap], cards: Sequence[str]) -> tuple[list[int], str | None]:
    """The row's heaps these table cards make up, whole; or why not."""
    where = {c: i for i, h in enumerate(row) for c in h.cards}
    for c in cards:
        if c not in where:
            return [], f"The {card_name(c)} is not on the table." if c in RANK_OF else f"{c!r} is not a card."
    chosen = sorted({where[c] for c in cards})
    named = set(cards)
    for i in chosen:
        if not all(c in named for c in row[i].cards):
            return [], "Builds must be captured as a unit: take every card of the build, not just some."
    return chosen, None


def build_taker(heap: Heap, card: str, rules: CaptureRules) -> str | None:
    """Why ``card`` may not take this build (None: it may)."""
    if heap.kind == RANK:
        if RANK_OF[card] != heap.rank:
            return (f"That build was declared as {rank_word(heap.rank, True)}: "
                    f"only a {rank_word(heap.rank)} can take it.")
        return None
    if rules.value(card) != heap.value:
        return f"That build is 'Building {heap.value}': only a card worth {heap.value} can take it."
    return None


def capture_reason(rules: CaptureRules, row: Sequence[Heap], card: str, take: Any) -> str | None:
    """Why playing ``card`` to take the table cards ``take`` is refused (None: it is legal)."""
    cards, bad = _card_list(take, "to take")
    if bad:
        return bad
    if not cards:
        return "Choose the table cards to take, or trail the card."
    chosen, bad = heaps_of(row, cards)
    if bad:
        return bad
    r, v = RANK_OF[card], rules.value(card)
    pairs = [row[i].cards[0] for i in chosen if row[i].kind == LOOSE and row[i].rank == r]
    others = [row[i].cards[0] for i in chosen if row[i].kind == LOOSE and row[i].rank != r]
    builds = [row[i] for i in chosen if row[i].is_build]
    for heap in builds:
        reason = build_taker(heap, card, rules)
        if reason:
            return reason
    table_pairs = [h.cards[0] for h in row if h.kind == LOOSE and h.rank == r]
    if rules.pairing_first and table_pairs:
        if len(pairs) != 1 or others or builds:
            return (f"A {rank_word(r)} is on the table: pairing takes precedence, so your {rank_word(r)} "
                    f"takes one {rank_word(r)} and nothing else.")
        return None
    if len(pairs) > 1 and not rules.pair_all:
        return f"Pairing takes only one {rank_word(r)}."
    if rules.pair_all and pairs and len(pairs) != len(table_pairs):
        missing = next(c for c in table_pairs if c not in pairs)
        return f"Pairing takes every {rank_word(r)} on the table: take the {card_name(missing)} too."
    if others:
        for c in others:
            if rules.value(c) is None:
                return f"The {card_name(c)} has no value to add up: only a {rank_word(RANK_OF[c])} can pair it."
        if v is None:
            return f"A {rank_word(r)} has no value: it captures only by pairing."
        values = [rules.value(c) or 0 for c in others]
        if len(others) == 1 and sum(values) != v:
            # one card of another rank: the plain answer first (a 3 dropped on a 10 was told how
            # sums of groups work, "... (or 3 again for each further group); these make 10")
            word = _a_rank(r)
            return f"{word.capitalize()} cannot take {_a_rank(RANK_OF[others[0]])}: {what_it_takes(rules, card)}."
        if not rules.multiple:
            if len(others) < 2 or sum(values) != v:
                return f"Cards taken by addition must add up to {v}, the value of your {rank_word(r)}."
        elif not split_into_sums(others, values, v):
            total = sum(values)
            if len(others) >= 2 and total % v == 0:
                return f"Those cards cannot be split into groups that each add up to {v}."
            return f"Cards taken by addition must add up to {v} (or {v} again for each further group); these make {total}."
    if not rules.multiple and len(pairs) + len(builds) + (1 if others else 0) > 1:
        return "Take one pair or one sum at a time."
    return None


def _takes(heap: Heap, card: str, rules: CaptureRules) -> bool:
    """May ``card`` take this build? (:func:`build_taker` without the words.)"""
    if heap.kind == RANK:
        return RANK_OF[card] == heap.rank
    return rules.card_values[card] == heap.value


class _RowView:
    """What the captures of every hand card need to know of one table row, worked out once:
    the loose cards by rank, the loose cards that have a value (highest first, row order among
    equals: what sums are made of) and the builds."""

    __slots__ = ("by_rank", "valued", "builds")

    def __init__(self, rules: CaptureRules, row: Sequence[Heap]):
        values = rules.card_values
        by_rank: dict[str, list[str]] = {}
        valued: list[tuple[str, int]] = []
        builds: list[Heap] = []
        for heap in row:
            if heap.kind == LOOSE:
                card = heap.groups[0][0]
                same = by_rank.get(heap.rank)
                if same is None:
                    by_rank[heap.rank] = [card]
                else:
                    same.append(card)
                v = values[card]
                if v is not None:
                    valued.append((card, v))
            else:
                builds.append(heap)
        valued.sort(key=_VALUE_OF, reverse=True)  # (highest first: as _high_first, a stable sort)
        self.by_rank = by_rank
        self.valued = valued
        self.builds = builds


def can_capture(rules: CaptureRules, row: Sequence[Heap], card: str) -> bool:
    """Can ``card`` capture anything on this row?"""
    r, v = RANK_OF[card], rules.value(card)
    for heap in row:
        if heap.kind == LOOSE and heap.rank == r:
            return True
        if heap.is_build and _takes(heap, card, rules):
            return True
    if v is None:
        return False
    return bool(sum_groups([h.cards[0] for h in row if h.kind == LOOSE and h.rank != r], rules, v, limit=1))


def capture_options(rules: CaptureRules, row: Sequence[Heap], card: str,
                    view: _RowView | None = None) -> list[tuple[str, ...]]:
    """A few captures for ``card``: the biggest found first, then each pair, build or sum alone
    (each with the pairs the rules make compulsory); at most :data:`MAX_OFFERED`. Empty exactly
    when :func:`can_capture` is false. ``view``: the row worked out once for the whole hand."""
    if view is None:
        view = _RowView(rules, row)
    r, v = RANK_OF[card], rules.card_values[card]
    pairs = view.by_rank.get(r, [])
    if rules.pairing_first and pairs:
        return [(c,) for c in pairs]
    if not pairs and not view.builds and not rules.multiple:
        # (Scopa's usual case: no pair and no build, so only sums; the row's valued cards hold
        # none of the card's rank, as a loose card of it would be a pair)
        return [] if v is None else _sums(view.valued, v, 200)[:MAX_OFFERED]
    builds = [h.cards for h in view.builds if _takes(h, card, rules)]
    sums = [] if v is None else _sums([cv for cv in view.valued if RANK_OF[cv[0]] != r], v, 200)
    units: list[tuple[str, ...]] = ([tuple(pairs)] if rules.pair_all and pairs else [(c,) for c in pairs]) + builds
    out: list[tuple[str, ...]] = []
    if rules.multiple:
        forced = tuple(pairs) if rules.pair_all else ()
        big = list(pairs if rules.pair_all else pairs[:1]) + [c for b in builds for c in b]
        used = set(big)
        for group in sorted(sums, key=len):
            if not used.intersection(group):
                big.extend(group)
                used.update(group)
        if big:
            out.append(tuple(big))
        for unit in units + sums:
            if len(out) >= MAX_OFFERED:
                break  # (only the first MAX_OFFERED are offered: what would follow is cut anyway)
            option = tuple(dict.fromkeys(forced + unit)) if unit not in (forced,) else unit
            if option not in out:
                out.append(option)
    else:
        out = units + sums
    return out[:MAX_OFFERED]


def do_capture(row: Sequence[Heap], take: Sequence[str]) -> tuple[tuple[Heap, ...], tuple[str, ...]]:
    """The row without the heaps taken, and the cards taken (row order)."""
    named = set(take)
    kept: list[Heap] = []
    taken: list[str] = []
    for h in row:
        groups = h.groups
        cards = groups[0] if len(groups) == 1 else h.cards  # (Heap.cards, without the property call)
        if named.isdisjoint(cards):
            kept.append(h)
        else:
            taken.extend(cards)
    return tuple(kept), tuple(taken)


# ----- builds -------------------------------------------------------------------------------
def build_reason(rules: CaptureRules, row: Sequence[Heap], hand: Sequence[str], card: str, onto: Any,
                 by: Any, value: Any) -> str | None:
    """Why building ``card`` onto the table cards ``onto`` as ``by`` ("sum" with ``value``, or
    "rank") is refused (None: it is legal)."""
    if not rules.builds:
        return "There is no building in this game: capture or trail."
    cards, bad = _card_list(onto, "to build on")
    if bad:
        return bad
    if not cards:
        return "Drop the card on the table cards to build on."
    chosen, bad = heaps_of(row, cards)
    if bad:
        return bad if bad.startswith("The") or bad.endswith("card.") else \
            "A build is built on as a unit: drop the card on every card of the build."
    heaps = [row[i] for i in chosen]
    builds = [h for h in heaps if h.is_build]
    if len(builds) > 1:
        return "Build on one build at a time."
    others = list(hand)
    others.remove(card)
    if by == RANK:
        r = RANK_OF[card]
        if r in ("J", "Q", "K") and not rules.faces_in_builds:
            return "J, Q and K cannot be part of builds."
        if not rules.rank_builds:
            return "Builds here are by adding up, not by rank."
        if builds and builds[0].kind != RANK:
            return f"That build is 'Building {builds[0].value}': further building must continue as a sum."
        for h in heaps:
            if h.rank != r:
                return f"Building {rank_word(r, True)} takes only {rank_word(r, True)}."
        if r not in (RANK_OF[c] for c in others):
            return (f"To build {rank_word(r, True)} you must hold another {rank_word(r)} "
                    f"to capture the build with.")
        return None
    if by != SUM:
        return "Say whether you build a total or a rank."
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        return "Say what total you are building."
    for c in (card, *(c for h in heaps if not h.is_build for c in h.cards)):
        if rules.value(c) is None:
            return ("J, Q and K cannot be part of builds." if not rules.faces_in_builds
                    else f"The {card_name(c)} has no value: it cannot be part of a build by adding up.")
    if builds and builds[0].kind == RANK:
        return (f"That build is 'Building {rank_word(builds[0].rank, True)}': "
                f"further building must continue with {rank_word(builds[0].rank, True)}.")
    if not any(rules.value(c) == value for c in others):
        return (f"To build {value} you must hold another card worth {value} "
                f"to capture the build with.")
    items = [rules.value(card) or 0] + [rules.value(h.cards[0]) or 0 for h in heaps if not h.is_build]
    if builds:
        b = builds[0]
        if b.value != value:
            if len(b.groups) > 1:
                return (f"That build holds several groups of {b.value}: it can only get more groups of "
                        f"{b.value}, not be raised.")
            if value < b.value:
                return f"A build of {b.value} can be raised, not lowered."
            items.append(b.value)
    if not split_into_sums(cards, items, value):
        return f"Those cards do not make {value}" + (" (or groups of it)." if rules.multiple else ".")
    return None


def do_build(rules: CaptureRules, row: Sequence[Heap], card: str, onto: Sequence[str], by: str, value: int,
             seat: int) -> tuple[Heap, ...]:
    """The row with ``card`` and the heaps under ``onto`` made one build, owned by ``seat``, in
    the place of the first of them."""
    named = set(onto)
    chosen = [i for i, h in enumerate(row) if named.intersection(h.cards)]
    heaps = [row[i] for i in chosen]
    if by == RANK:
        cards = [c for h in heaps for c in h.cards] + [card]
        new = Heap(tuple((c,) for c in cards), RANK, 0, RANK_OF[card], seat)
    else:
        old = next((h for h in heaps if h.is_build), None)
        kept: list[tuple[str, ...]] = []
        pieces: list[tuple[tuple[str, ...], int]] = [((card,), rules.value(card) or 0)]
        pieces += [(h.cards, rules.value(h.cards[0]) or 0) for h in heaps if not h.is_build]
        if old is not None:
            if old.value == value:
                kept = list(old.groups)
            else:
                pieces.append((old.cards, old.value))
        new = Heap(tuple(kept) + _group(pieces, value), SUM, value, "", seat)
    out = list(row)
    out[chosen[0]] = new
    return tuple(h for i, h in enumerate(out) if i == chosen[0] or i not in chosen)


def _group(pieces: list[tuple[tuple[str, ...], int]], target: int) -> tuple[tuple[str, ...], ...]:
    """Pieces (cards, value) split into groups each adding to ``target`` (one exists)."""
    pieces = sorted(pieces, key=lambda p: -p[1])

    def walk(left: list[tuple[tuple[str, ...], int]]) -> list[tuple[str, ...]] | None:
        if not left:
            return []
        first, rest = left[0], left[1:]

        def pick(i: int, need: int, chosen: list[int]) -> list[tuple[str, ...]] | None:
            if need == 0:
                group = first[0] + tuple(c for j in chosen for c in rest[j][0])
                tail = walk([p for j, p in enumerate(rest) if j not in chosen])
                return None if tail is None else [group] + tail
            for j in range(i, len(rest)):
                if rest[j][1] <= need:
                    found = pick(j + 1, need - rest[j][1], chosen + [j])
                    if found is not None:
                        return found
            return None

        return pick(0, target - first[1], []) if first[1] <= target else None

    groups = walk(pieces)
    assert groups is not None
    return tuple(groups)


def build_options(rules: CaptureRules, row: Sequence[Heap], hand: Sequence[str]) -> list[Move]:
    """A few builds for a drag to start: each hand card on one loose card or on one build, as a
    total held in the hand or as a rank; any other build is checked by rule.

    Each one offered passes :func:`build_reason` (the rules tests check it on random rows): a
    rank build needs the rules to allow it (and faces in builds, for a J, Q or K); a total is
    one another hand card is worth, made by the card and the heap's value; a build of several
    groups is not raised."""
    if not rules.builds:
        return []
    values = rules.card_values
    rank_builds = rules.rank_builds
    out: list[Move] = []
    ranks_held: dict[str, int] = {}  # the hand's ranks and values, counted once
    values_held: dict[int, int] = {}
    for c in hand:
        ranks_held[RANK_OF[c]] = ranks_held.get(RANK_OF[c], 0) + 1
        v = values[c]
        if v is not None:
            values_held[v] = values_held.get(v, 0) + 1
    for card in dict.fromkeys(hand):
        cv = values[card]
        r = RANK_OF[card]
        # what the other cards of the hand hold: a rank to capture a rank build, totals
        targets = sorted(v for v, k in values_held.items() if k - (v == cv) > 0)
        by_rank = rank_builds and ranks_held[r] >= 2 and (rules.faces_in_builds or r not in ("J", "Q", "K"))
        for heap in row:
            kind = heap.kind
            if by_rank and heap.rank == r and (kind == RANK or kind == LOOSE):
                out.append(_build_move(card, heap.cards, RANK, None))
            if cv is None or kind == RANK:
                continue
            if kind == LOOSE:
                base = values[heap.groups[0][0]]
                if base is None:
                    continue
                for total in targets:
                    if total == base + cv:
                        out.append(_build_move(card, heap.cards, SUM, total))
                continue
            base = heap.value
            raised = len(heap.groups) == 1  # "several groups of 8" only get more groups of 8
            for total in targets:
                if (total == base + cv and raised) or total == base == cv:
                    out.append(_build_move(card, heap.cards, SUM, total))
    return out


def _build_move(card: str, onto: tuple[str, ...], by: str, total: int | None) -> Move:
    """``Move(kind=BUILD, card=card, onto=onto, by=by, value=total)`` (no ``value`` where it is
    None), made once and kept."""
    key = (BUILD, card, onto, by, total)
    move = KEPT.get(key)
    if move is None:
        if total is None:
            move = KEPT(key, lambda: Move(kind=BUILD, card=card, onto=onto, by=by))
        else:
            move = KEPT(key, lambda: Move(kind=BUILD, card=card, onto=onto, by=by, value=total))
    return move


def _a(value: int) -> str:
    """ "a 5", "an 8"."""
    return f"{'an' if value == 8 else 'a'} {value}"


def drop_reason(rules: CaptureRules, row: Sequence[Heap], hand: Sequence[str], card: str, take: Any) -> str | None:
    """Why ``card`` dropped on one heap (a capture of that heap: what a drop means) is refused,
    as a capture and as a build on it (None: the capture is legal). A player dropping a 2 on an
    ace, with no 3 in hand, was told only how taking by addition works ("Cards taken by addition
    must add up to 2 ..."), and Ben's 3 dropped on Anna's "Building 2" only that a 2 takes it,
    when each meant to build: the build's reason comes first ("To build 3 you need a 3 in your
    hand."), then what the card does take. Where no build could be made of the two (a total above
    every card's value, a face card, a rank build), the capture's reason alone."""
    reason = capture_reason(rules, row, card, take)
    if reason is None or not rules.builds:
        return reason
    cards, bad = _card_list(take, "to take")
    chosen, bad2 = heaps_of(row, cards) if not bad and cards else ([], "no heap")
    if bad or bad2 or len(chosen) != 1 or set(row[chosen[0]].cards) != set(cards):
        return reason  # not a drop on one heap (a move written out): the capture's reason
    heap = row[chosen[0]]
    v = rules.value(card)
    if v is None or heap.kind == RANK:
        return reason
    if heap.kind == LOOSE:
        base = rules.value(heap.cards[0])
        if base is None or heap.rank == RANK_OF[card]:
            return reason
    else:
        base = heap.value
    total = base + v
    if total > max(x for x in rules.values.values() if x is not None):
        return reason  # (a 7 on a 10: no card to build 17 for)
    why = build_reason(rules, row, hand, card, heap.cards, SUM, total)
    if why is None:
        return reason
    others = list(hand)
    others.remove(card)
    if not any(rules.value(c) == total for c in others):  # the usual case: no card to take it with
        if heap.kind == LOOSE:
            why = f"To build {total} you need {_a(total)} in your hand."
        else:
            why = f"To raise that build to {total} you need {_a(total)} in your hand."
    if heap.kind == LOOSE:  # (one loose card of another rank is never a capture)
        takes = what_it_takes(rules, card)
        return f"{why} {takes[0].upper()}{takes[1:]}."
    return f"{why} {reason}"


def can_build(rules: CaptureRules, row: Sequence[Heap], hand: Sequence[str]) -> bool:
    return bool(build_options(rules, row, hand))


def trail_reason(rules: CaptureRules, row: Sequence[Heap], hand: Sequence[str], card: str) -> str | None:
    """ "A player may not simply trail if they are able to capture something with that card";
    with ``trail_when_stuck``, not while any capture or build is possible (where the game has
    no building, Scopa's, it says captures only: "neither capture nor build" named a move
    Scopa does not have, s33)."""
    if rules.free_trailing:
        return None
    if rules.trail_when_stuck:
        if not rules.builds:
            if any(can_capture(rules, row, c) for c in hand):
                return "You may trail only when no card in your hand can capture."
            return None
        if any(can_capture(rules, row, c) for c in hand) or can_build(rules, row, hand):
            return "You may trail only when you can neither capture nor build."
        return None
    if can_capture(rules, row, card):
        return (f"Your {rank_word(RANK_OF[card])} can capture something: "
                "a card that can capture may not simply trail.")
    return None


# ----- the engine the three games share ---------------------------------------------------------
@dataclass(eq=False, kw_only=True)
class FishingState(GameState):
    hands: tuple[tuple[str, ...], ...]
    table: tuple[Heap, ...]
    piles: tuple[tuple[str, ...], ...]  # captured cards, face down
    sweeps: tuple[tuple[str, ...], ...]  # the cards that made sweeps, face up in the score pile
    sweep_order: tuple[int, ...]  # who made each sweep of this hand, in order
    stock: tuple[str, ...]  # top card last
    dealer: int
    turn: int
    phase: str
    last_capturer: int | None
    shuffles: int
    hand_no: int
    totals: tuple[int, ...]
    history: tuple[dict[str, Any], ...]  # per hand: items (per seat, item -> points), counts
    asking: tuple[str, ...] = ()  # the party game: cards whose questions may still be asked
    asked: tuple[int, ...] = ()  # the party game: seats asked after this capture
    question: tuple[Any, ...] = ()  # the party game: (card, seat asked) while it is answered
    winner: tuple[int, ...] = ()


class FishingGame(Game[FishingState]):
    """Set-up, the turn and the end of a hand for the fishing games. A game module sets
    :attr:`hand_size`, writes :meth:`rules`, :meth:`deal_order` and :meth:`score_hand`."""

    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far and
    #: the sweeps this hand
    seat_numbers = ("scores", "sweeps")

    hand_size = 4
    board_size = 4
    #: Scoring items, in order: (key, column label).
    items: tuple[tuple[str, str], ...] = ()
    sweeps_count = True  # a sweep scores (Cassino, Scopa)
    last_card_sweeps = True  # a sweep with the deal's very last card counts

    def rules(self, options: dict[str, Any]) -> CaptureRules:  # pragma: no cover - a hook
        raise NotImplementedError

    def first_player(self, dealer: int, n: int) -> int:
        """ "The non-dealer plays first" / "the player to the left of the dealer"."""
        return (dealer + 1) % n

    def deal_order(self, n: int, dealer: int, cards: int, board: bool) -> list[int | None]:
        """Who gets each card of a deal, top card first (None: the table). Default one card at a
        time round the table from the dealer's left, then the table."""
        seats: list[int | None] = [(dealer + 1 + i) % n for i in range(n)]
        order = seats * cards
        return order + ([None] * self.board_size if board else [])

    def target(self, options: dict[str, Any]) -> int:
        return 21

    # ----- set-up and the deal -------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> FishingState:
        """The first hand, dealt by the seat the house rule ``first_dealer`` gives (drawn at
        random) where the game offers it (``first_dealer_since``), else by the last seat."""
        n = len(players)
        dealer = opening_dealer(players, options, seed)[0] if self.first_dealer_since else n - 1
        state = FishingState(
            players=players, options=options, seed=seed, stack=stack, hands=((),) * n, table=(),
            piles=((),) * n, sweeps=((),) * n, sweep_order=(), stock=(), dealer=dealer, turn=0,
            phase=PLAYING, last_capturer=None, shuffles=0, hand_no=0, totals=(0,) * n, history=(),
        )
        return self.deal_hand(state, dealer)

    def redeal_needed(self, state: FishingState, table: Sequence[str]) -> bool:
        return False

    def _deck(self, n: int, options: dict[str, Any]) -> Sequence[str]:
        """The codes of the deck, new-pack order: made once per deck (a search deals often)."""
        spec = self.pieces(n, options)
        try:
            codes = _DECKS.get(spec)
        except TypeError:  # (a deck description that cannot be a key)
            return spec.codes()
        if codes is None:
            codes = _DECKS[spec] = tuple(spec.codes())
        return codes

    def deal_hand(self, state: FishingState, dealer: int) -> FishingState:
        n = len(state.players)
        while True:
            order = shuffle(self._deck(n, state.options), state.seed, state.shuffles, state.stack)
            state = state.replace(shuffles=state.shuffles + 1)
            who = self.deal_order(n, dealer, self.hand_size, True)
            hands: list[list[str]] = [[] for _ in range(n)]
            table: list[str] = []
            for card, seat in zip(order, who):
                (table if seat is None else hands[seat]).append(card)
            if not self.redeal_needed(state, table):
                break
        return state.replace(
            hands=tuple(tuple(h) for h in hands), table=tuple(loose(c) for c in table),
            piles=((),) * n, sweeps=((),) * n, sweep_order=(), stock=as_pile(order[len(who):]), dealer=dealer,
            turn=self.first_player(dealer, n), phase=PLAYING, last_capturer=None, hand_no=state.hand_no + 1,
            asking=(), asked=(), question=(),
        )

    def refill(self, state: FishingState, fresh: bool = False) -> tuple[FishingState, tuple[Event, ...]]:
        """ "New four-card hands are dealt from the stock ... The board does not receive any
        further cards." ``fresh``: ``state`` was just made by this move (nobody else has it):
        changed in place."""
        n = len(state.players)
        who = self.deal_order(n, state.dealer, self.hand_size, False)
        top_first = list(reversed(state.stock))
        hands = [list(h) for h in state.hands]
        for card, seat in zip(top_first, who):
            assert seat is not None
            hands[seat].append(card)
        stock = as_pile(top_first[len(who):])
        if fresh:
            new = state
            new.__dict__["hands"] = tuple(tuple(h) for h in hands)
            new.__dict__["stock"] = stock
        else:
            new = state.replace(hands=tuple(tuple(h) for h in hands), stock=stock)
        return new, (Event(f"{state.players[state.dealer]} deals new hands of {self.hand_size}.", "dealt",
                           dealer=state.dealer),)

    # ----- the turn --------------------------------------------------------------------------------
    def current_player(self, state: FishingState) -> int | None:
        """The player whose turn it is; while a question is open (the party game) the player
        asked: the answer is theirs ("request one of the other players to answer the question")."""
        if state.question:
            return state.question[1]
        return None if state.phase == GAME_OVER else state.turn

    def compute_legal_moves(self, state: FishingState) -> list[Move]:
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        if state.phase == ASKING:
            return self.ask_moves(state)
        if state.phase != PLAYING:
            return []
        rules = self.rules(state.options)
        hand = state.hands[state.turn]
        row = state.table
        view = _RowView(rules, row)
        captures = [capture_options(rules, row, card, view) for card in hand]
        builds = build_options(rules, row, hand)
        # trail_reason, from what is worked out anyway: a card can capture exactly when it has
        # capture options, and a build is possible exactly when one is offered.
        stuck = rules.trail_when_stuck and not builds and not any(captures)
        moves: list[Move] = []
        kept = KEPT.get
        for card, takes in zip(hand, captures):
            for take in takes:
                move = kept((card, take))
                if move is None:
                    move = KEPT((card, take), lambda: Move(kind=CAPTURE, card=card, take=take))
                moves.append(move)
            if rules.free_trailing or (stuck if rules.trail_when_stuck else not takes):
                move = kept(card)
                if move is None:
                    move = KEPT(card, lambda: Move(kind=TRAIL, card=card))
                moves.append(move)
        moves += builds
        return moves

    def ask_moves(self, state: FishingState) -> list[Move]:
        return []

    #: What a card in the score pile is worth to the computer players (Medium's sense), beyond
    #: counting as a card: a game sets its own.
    worth: dict[str, float] = {}

    def card_worth(self, card: str) -> float:
        return self.worth.get(card, 0.0) + self.worth.get(RANK_OF[card], 0.0) + self.worth.get(card[-1], 0.0)

    def ai_move_scores(self, state: FishingState, seat: int, moves: Sequence[Move]) -> list[float]:
        """The Medium player's sense for a fishing game: capture rather than build, build rather
        than trail; take many cards, the valuable ones, and the whole table (a sweep); trail a
        card that is worth little."""
        row = row_cards(state.table)
        out = []
        for move in moves:
            kind, card = move.kind, move.get("card")
            score = 0.0
            if kind == CAPTURE and isinstance(card, str):
                named = set(move.get("take", ()))
                taken = [c for h in state.table if named.intersection(h.cards) for c in h.cards]
                score = 30.0 + 2.0 * len(taken) + sum(self.card_worth(c) for c in [card, *taken])
                if len(taken) == len(row) and self.sweeps_count:
                    score += 20.0
            elif kind == BUILD and isinstance(card, str):
                score = 15.0 + len(move.get("onto", ()))
            elif kind == TRAIL and isinstance(card, str):
                score = -self.card_worth(card)
            out.append(score)
        return out

    def check(self, state: FishingState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if kind not in (CAPTURE, BUILD, TRAIL):
            return super().check(state, move)
        if state.phase == HAND_OVER:
            return "This hand is over: deal the next one."
        if state.phase != PLAYING:
            return self.questions_first(state, move.get("seat"))
        seat = move.get("seat", state.turn)
        if seat != state.turn:
            return f"It is {state.players[state.turn]}'s turn."
        card = move.get("card")
        hand = state.hands[state.turn]
        if not isinstance(card, str) or card not in hand:
            return "Play a card from your hand."
        rules = self.rules(state.options)
        if kind == TRAIL:
            return trail_reason(rules, state.table, hand, card)
        if kind == CAPTURE:
            return drop_reason(rules, state.table, hand, card, move.get("take"))
        return build_reason(rules, state.table, hand, card, move.get("onto"), move.get("by"), move.get("value"))

    def table_drag(self, state: FishingState, move: Move) -> Drag | None:
        """A hand card onto the row (a trail), or onto any heap holding a card it takes or
        builds on."""
        if move.kind not in (TRAIL, CAPTURE, BUILD):
            return None
        named = set(move.get("take" if move.kind == CAPTURE else "onto") or ())
        heaps = [f"heap_{i + 1}" for i, heap in enumerate(state.table) if named & set(heap.cards)]
        return Drag.of(move, f"hand/{self.seat_of(state, move)}", *(heaps or ["row"]))

    def table_drop(self, state: FishingState, seat: int | None, drag: Drag) -> Move | None:
        """A hand card dropped on the row means trailing it, on a heap taking it (the engine
        says why not)."""
        card, to = drag.picked[0][1], drag.to[0]
        heaps = {f"heap_{i + 1}": heap.cards for i, heap in enumerate(state.table)}
        if len(drag.picked) != 1 or not isinstance(card, str) or (to not in heaps and to != "row"):
            return None
        return Move(kind=TRAIL, card=card) if to == "row" else Move(kind=CAPTURE, card=card, take=heaps[to])

    def hint_outcome(self, state: FishingState, move: Move) -> str | None:
        """A hinted capture names what it takes, in the row's order ("it takes the 5♠, 2♠ and
        3♠"; not when it takes only the card it is dropped on), a build what it builds
        ("building 8")."""
        kind = move.get("kind")
        if kind == CAPTURE:
            named = set(move.get("take") or ())
            heaps = [h for h in state.table if named & set(h.cards)]
            if len(heaps) == 1 and len(heaps[0].cards) == 1:
                return None  # "move the 9 of spades to the 9 of clubs" says it
            return "it takes the " + listed(_short(c) for h in heaps for c in h.cards)
        if kind == BUILD:
            if move.get("by") == RANK:
                return f"building {rank_word(RANK_OF[move['card']], True)}"
            return f"building {move.get('value')}"
        return None

    def double_click_words(self, state: FishingState, move: Move) -> str | None:
        """A trail is a double-click's move only when no card in the hand can capture or build:
        Ben's 3 of diamonds trailed at a double-click while his ace of spades could capture
        (s44 t3 F9). Otherwise the words name the cards that can, and how to trail anyway."""
        if move.get("kind") != TRAIL or state.phase != PLAYING:
            return None
        others = [m for m in self.legal_moves(state) if m.kind in (CAPTURE, BUILD)]
        if not others:
            return None
        cards = list(dict.fromkeys(m["card"] for m in others))
        kinds = [k for k in (CAPTURE, BUILD) if any(m.kind == k for m in others)]
        return (f"Not trailed: your {listed(_name(c) for c in cards)} can {' or '.join(kinds)}. "
                f"To trail the {_name(move['card'])} anyway, drag it onto the table.")

    def move_label(self, state: FishingState, move: Move) -> str:
        """The chooser's words: "Take 5♣ 4♦ 9♦", "Build 9", "Build 8s", "Trail", "Ask Bob (7♥)"."""
        kind = move.get("kind")
        if kind == CAPTURE:
            return "Take " + " ".join(card_short(c) for c in move.get("take", ()))
        if kind == BUILD:
            if move.get("by") == RANK:
                return f"Build {rank_word(RANK_OF[move['card']], True)}"
            return f"Build {move.get('value')}"
        if kind == TRAIL:
            return "Trail"
        if kind == ASK:
            return f"Ask {state.players[move['whom']]} ({card_short(move['card'])})"
        if kind == DONE_ASKING:
            return "No more questions"
        if kind == ANSWERED:
            return "Answered"
        if kind == SKIPPED:
            return "Skip"
        if kind == NEXT_HAND:
            return "Deal the next hand"
        return ""

    def questions_first(self, state: FishingState, seat: Any = None) -> str:
        """Why nothing else may be done while the party game's questions are on, to ``seat`` (the
        one to act when the move names none): a question asked waits for its answer, said aloud,
        and a press of Answered or Skip. (Anna, asked by Robo Remy, clicked her cards and read
        "First finish asking questions (or say you are done)": she was not asking.)"""
        if not isinstance(seat, int) or isinstance(seat, bool):
            seat = self.current_player(state)
        asker = state.players[state.turn]
        if state.question:
            whom = state.question[1]
            if seat == whom:
                return f"First answer {asker}'s question aloud, then press Answered (or Skip)."
            whose = "your" if seat == state.turn else f"{asker}'s"
            return f"First {state.players[whom]} answers {whose} question aloud, then press Answered (or Skip)."
        if seat == state.turn:
            return "First finish asking questions (or say you are done)."
        return f"First {asker} finishes asking questions."

    def explain(self, state: FishingState, move: Move) -> str:
        kind = move.get("kind")
        if kind in (CAPTURE, BUILD, TRAIL):
            return self.check(state, move) or "That move is not allowed now."
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        if kind in QUESTION_MOVES:
            if state.phase != ASKING:
                return "There is no question to ask now."
            if state.question:  # (asking is the asker's move, an answer the one asked)
                return self.questions_first(state, move.get("seat", state.turn if kind in (ASK, DONE_ASKING) else None))
            if kind in (ANSWERED, SKIPPED):
                return "No question has been asked yet."
            return "Ask one other player about one captured card (each player once), or say you are done."
        return f"That is not a move in {self.info.name}."

    def deal_events(self, state: FishingState) -> list[Event]:
        return [Event(f"Hand {state.hand_no}: {state.players[state.dealer]} deals.", "dealt",
                      dealer=state.dealer, hand_no=state.hand_no)]

    def perform(self, state: FishingState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == NEXT_HAND:
            dealer = (state.dealer + 1) % len(state.players)
            new = self.deal_hand(state, dealer)
            return Applied(new, tuple(self.deal_events(new)))
        if kind in QUESTION_MOVES:
            return self.perform_ask(state, move)
        seat, who = state.turn, state.players[state.turn]
        card = move["card"]
        hands = list(state.hands)
        held = hands[seat]
        at = held.index(card) if card in held else -1
        if at >= 0 and card not in held[at + 1:]:  # (one copy: the usual case)
            hands[seat] = held[:at] + held[at + 1:]
        else:
            hands[seat] = tuple(c for c in held if c != card)
        src = f"hand/{seat}"
        if kind == TRAIL:
            events: tuple[Event, ...] = (Event.of(f"{who} trails the {_name(card)}.", "card_moved",
                                                  {"card": card, "src": src, "dst": "table"}),)
            return self._end_turn(state, events, {"hands": tuple(hands), "table": state.table + (loose(card),)})
        if kind == BUILD:
            by, value = move["by"], move.get("value", 0)
            table = do_build(self.rules(state.options), state.table, card, move["onto"], by, value if by == SUM else 0, seat)
            heap = next(h for h in table if card in h.cards)
            what = f"{value}" if by == SUM else rank_word(heap.rank, True)
            return self.end_turn(state, (Event(f"{who} plays the {card_name(card)}: building {what}.", "card_moved",
                                               card=card, src=src, dst="table"),), hands=tuple(hands), table=table)
        table, taken = do_capture(state.table, move["take"])
        piles = list(state.piles)
        last_play = not state.stock and not any(hands)
        swept = not table and self.sweeps_count and (self.last_card_sweeps or not last_play)
        if swept:
            sweeps = list(state.sweeps)
            sweeps[seat] = sweeps[seat] + (card,)
            piles[seat] = piles[seat] + taken
            now_swept = tuple(sweeps)
        else:
            piles[seat] = piles[seat] + taken + (card,)
            now_swept = state.sweeps
        names = listed("the " + _name(c) for c in taken)  # words, as the card played ("takes Q♦" mixed them)
        events = (Event.of(f"{who} plays the {_name(card)} and takes {names}" + (": a sweep!" if swept else "."),
                           "card_moved", {"card": card, "cards": [card, *taken], "src": src, "dst": f"pile/{seat}",
                                          "sweep": swept}),)
        return self.after_capture(state, taken, events, hands=tuple(hands), table=table, piles=tuple(piles),
                                  sweeps=now_swept, last_capturer=seat,
                                  sweep_order=state.sweep_order + ((seat,) if swept else ()))

    def after_capture(self, state: FishingState, taken: tuple[str, ...], events: tuple[Event, ...],
                      **changes: Any) -> Applied:
        """After a capture (``changes``: the capture's own, to be made in the same copy)."""
        return self._end_turn(state, events, changes)

    def perform_ask(self, state: FishingState, move: Move) -> Applied:  # pragma: no cover - a hook
        raise NotImplementedError

    def end_turn(self, state: FishingState, events: tuple[Event, ...], **changes: Any) -> Applied:
        """The next player's turn (``changes``: the move's own, made in the same copy)."""
        return self._end_turn(state, events, changes)

    def _end_turn(self, state: FishingState, events: tuple[Event, ...], changes: dict[str, Any]) -> Applied:
        """:meth:`end_turn` with the changes as a dict (no keyword call on a search's path)."""
        fields = state.fields_copy()
        fields["turn"] = (state.turn + 1) % len(state.players)
        fields["phase"] = PLAYING
        fields["asking"] = ()
        fields["asked"] = ()
        fields["question"] = ()
        fields.update(changes)
        state = state.of_fields(fields)
        if any(state.hands):
            return applied(state, events)
        if state.stock:
            state, dealt = self.refill(state, fresh=True)  # (``state`` is this move's own)
            return Applied(state, events + dealt)
        return self.end_hand(state, events)

    # ----- the end of a hand -------------------------------------------------------------------------
    def end_hand(self, state: FishingState, events: tuple[Event, ...]) -> Applied:
        """ "The last player to make a successful capture adds the remaining board cards to their
        score pile" (no sweep); then the hand is scored."""
        out = list(events)
        rest = row_cards(state.table)
        last = state.last_capturer
        if rest and last is not None:
            piles = list(state.piles)
            piles[last] += rest
            state = state.replace(table=(), piles=tuple(piles))
            out.append(Event(f"{state.players[last]} has made the last capture and takes the "
                             f"{len(rest)} card{'s' if len(rest) != 1 else ''} left on the table.", "card_moved",
                             cards=list(rest), src="table", dst=f"pile/{last}"))
        record, totals, winners = self.score_hand(state)
        state = state.replace(history=state.history + (record,), totals=tuple(totals))
        points = record["points"]
        shown = ", ".join(f"{name} {p}" for name, p in zip(state.players, points))
        out.append(Event(f"Hand {state.hand_no} scored: {shown}. Totals: "
                         + ", ".join(f"{name} {t}" for name, t in zip(state.players, totals)) + ".",
                         "hand_over", points=list(points), totals=list(totals), hand_no=state.hand_no))
        if winners:
            state = state.replace(phase=GAME_OVER, winner=tuple(winners))
            out.append(Event(f"Game over: {self.win_clause(state)}.", "game_over", winners=list(winners)))
            return Applied(state, tuple(out))
        return Applied(state.replace(phase=HAND_OVER), tuple(out))

    def score_hand(self, state: FishingState) -> tuple[dict[str, Any], list[int], list[int]]:
        """The hand's record (``items``: per seat, item key -> points; ``points``: per seat;
        ``counts``), the new totals and the winners (empty: play on)."""
        raise NotImplementedError

    def game_winners(self, totals: Sequence[int], target: int) -> list[int]:
        """Past the target: the higher total wins; equal highest totals play another hand."""
        best = max(totals)
        if best < target:
            return []
        top = [s for s, t in enumerate(totals) if t == best]
        return top if len(top) == 1 else []

    # ----- the end ---------------------------------------------------------------------------------
    def is_over(self, state: FishingState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: FishingState) -> list[int]:
        return list(state.totals)

    def winners(self, state: FishingState) -> list[int]:
        return list(state.winner)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: FishingState) -> "ScoreSheet":
        """One row per hand: each scoring item's points per player, and the hand's total."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows = []
        for i, record in enumerate(state.history):
            cells = tuple(tuple(self.item_cell(record, s, key) for key, _ in self.items) + (record["points"][s],)
                          for s in range(len(state.players)))
            rows.append(ScoreRow(f"{self.info.sheet_row} {i + 1}", cells))
        return ScoreSheet(
            title=f"{self.info.name} score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns,
            date=today(), house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(state.totals),
            winners=tuple(state.winner), tie_rule=self.tie_rule(),
            notes=self.sheet_notes(state.options) + self.hand_notes(state),
            # won by reaching the target ("The first player to score eleven points wins"): the
            # heading said "Cassino: highest total wins."
            extra={"goal": f"the first to {self.target(state.options)} points wins"},
        )

    def tie_rule(self) -> str:
        return "Level on the highest total past the target: another hand is played."

    def item_cell(self, record: dict[str, Any], seat: int, key: str) -> Any:
        """A hand's points for one scoring item, as the sheet shows them."""
        return record["items"][seat].get(key, 0)

    def hand_notes(self, state: FishingState) -> tuple[str, ...]:
        """Lines under the sheet about particular hands (none here)."""
        return ()

    def sheet_notes(self, options: dict[str, Any]) -> tuple[str, ...]:
        return ()

    # ----- what each seat may see ----------------------------------------------------------------------
    def zones(self, state: FishingState) -> list[Zone]:
        """Hands to their owners; the table row face up, one zone per heap (a loose card or a
        build, labelled "Building 7 · Ann"); the stock face down. The score piles are seen by
        all: every card in them lay face up on the table or was played face up before it was
        taken (the table shows them as counts, with the sweep cards face up beside them). Face
        down, they were re-dealt into the hands and the stock of a computer's samples: a sample
        could hand a player the big casino that Ann had taken."""
        zones = [Zone("hand", hand, Seen.OWNER, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones += [Zone(f"heap_{i + 1}", heap.cards, Seen.ALL, role=Role.HEAP,
                       label=heap_label(heap, state.players) if heap.is_build else "")
                  for i, heap in enumerate(state.table)]
        zones += [Zone("pile", pile, Seen.ALL, seat, Role.COLLECTION, label="Captured")
                  for seat, pile in enumerate(state.piles)]
        if self.sweeps_count:  # (no "Sweeps" place where a sweep scores nothing: the party game)
            zones += [Zone("sweeps", sw, Seen.ALL, seat, Role.PLAYED, label="Sweeps", won=True)
                      for seat, sw in enumerate(state.sweeps)]
        zones.append(Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK))
        return zones

    def with_zones(self, state: FishingState, cards: dict[str, tuple[str, ...]]) -> FishingState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        piles = tuple(cards.get(f"pile/{s}", p) for s, p in enumerate(state.piles))
        return state.replace(hands=hands, piles=piles, stock=cards.get("stock", state.stock))

    def public(self, state: FishingState) -> dict[str, Any]:
        return {
            "turn": state.turn, "dealer": state.dealer, "phase": state.phase, "hand_no": state.hand_no,
            "scores": list(state.totals), "last_capturer": state.last_capturer,
            "table": [{"cards": list(h.cards), "groups": [list(g) for g in h.groups], "kind": h.kind,
                       "value": h.value, "rank": h.rank, "owner": h.owner,
                       "label": heap_label(h, state.players)} for h in state.table],
            "sweeps": [len(s) for s in state.sweeps], "history": [dict(r) for r in state.history],
            "asking": list(state.asking), "asked": list(state.asked),
            "question": ({"card": state.question[0], "asker": state.turn, "whom": state.question[1]}
                         if state.question else None),
        }

    def status(self, state: FishingState) -> str:
        totals = ", ".join(f"{n} {t}" for n, t in zip(state.players, state.totals))
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} ({totals})."
        if state.phase == HAND_OVER:
            nxt = state.players[(state.dealer + 1) % len(state.players)]
            return f"Hand {state.hand_no} is over ({totals}). {nxt}: deal the next hand."
        who = state.players[state.turn]
        builds = [heap_label(h, state.players) for h in state.table if h.is_build]
        on = f" On the table: {'; '.join(builds)}." if builds else ""
        if state.phase == ASKING and state.question:
            # (what to do now: the move's own sentence has just said who asked whom)
            card, whom = state.question
            # The laptop stays where it is, a hand face up on it: the one asked answers aloud and
            # does not reach for it ("Ben to answer ...: Answered or Skip" had Ben reach, over
            # Anna's cards); "(it is not passed)" read as a riddle (s44 t3 F6).
            return (f"{state.players[whom]} answers {who}'s question on the {card_short(card)} aloud; then "
                    f"whoever holds the laptop presses Answered or Skip (no need to pass the laptop).")
        if state.phase == ASKING:
            return f"{who} may ask questions about the cards just captured.{on} ({totals})"
        what = "capture, build or trail" if self.rules(state.options).builds else "capture or trail"
        return f"{who} to play: {what}.{on} ({totals})"


def counts_of(pile: Sequence[str]) -> Counter[str]:
    """How many cards of each suit a score pile holds."""
    return Counter(c[-1] for c in pile)
