"""Sets and runs: the shared rules of the rummy family (no Qt).

The rummy games of the family's rule book (004_312affb30e9b3af0.txt: Gin Rummy Tournament, Five Hundreds,
Desert Rummy, Push, 10 Dime Rummy, and the Rummy II games later) all build on the same few
ideas, which live here once:

* A **set** is three or more cards of one rank; a **run** three or more cards of one suit in
  order. "Aces are High or Low but can not be both. EG; Run of A, 2, 3 is allowed as well as
  Q, K, A but not of K, A, 2": a run goes round the corner only where a game says so
  (:attr:`MeldRules.around_corner`).
* **Wild cards** are named by rank (:attr:`MeldRules.wild_ranks`: jokers, 2s, a round's rank).
  In a run a wild stands for one named card, in a set for the set's rank. How many naturals a
  meld needs is the game's :attr:`MeldRules.natural` rule: ``"none"`` (games without wilds),
  ``"one"`` (at least one natural card) or ``"tame"`` (at least as many naturals as wilds). A
  meld made only of wilds is never allowed: nothing would say what it is.
* **Lay-offs** (:func:`fits`): a card added to a meld on the table. A run is "only extended", at
  either end; a set takes another card of its rank. "A card can only belong to one combination
  at a time": a card is in one meld or in none.
* **Deadwood** (:func:`best_arrangement`): the cards left over when a hand is split into melds
  as well as it can be, optionally laying cards off on melds already on the table (Gin Rummy's
  opponent after a Run). An exact search over the hand's possible melds (games without wilds).
* :func:`any_meld` says fast whether a hand (13+ cards, wilds too) holds a meld at all, and
  :func:`three_card_melds` lists the smallest melds a table can offer as buttons. A meld the
  players lay down is any card list, judged by :func:`classify` (the game's ``check``), not
  looked up in a list.
* :func:`plan_melds` is the one melding heuristic computer players use.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, Callable, Iterable, Sequence

from ..core.cards import JOKER, RANK_NAMES, RANK_OF, RANKS, SUIT_NAMES, SUIT_OF, SUITS, card_name, cards_said  # noqa: F401 (the rummy games take it from here)
from ..core.game import Move, Taken, seen_leaving, seen_taking  # noqa: F401 (the rummy games take them from here)
from ..core.words import listed, number_word
from .lookup import KeptMoves

SET, RUN = "set", "run"
#: Why cards of several suits are no run (the book's "three or more of the same suit in consecutive
#: order": "a run is cards of one suit" was said of 4♣ 5♣ 9♣ too, whose fault is the gap, s45 t2 #3)
ONE_SUIT_IN_ORDER = "A run is cards of one suit in order."
#: Cards of one suit refused in a game with sets only (:attr:`MeldRules.sets_only`); a colon, not
#: brackets, as a contract's refusal says it in brackets of its own
NO_RUNS = "Only sets count in this game, no runs: a set is cards of one rank."
NATURAL_RULES = ("none", "one", "tame")

#: The rank values of a run: ace low (1) or, where allowed, high (14).
LOW_VALUE = {r: i + 1 for i, r in enumerate(RANKS)}
RANK_AT = {v: r for r, v in LOW_VALUE.items()} | {14: "A"}


@dataclass(frozen=True)
class MeldRules:
    """What counts as a meld in one game."""

    wild_ranks: frozenset[str] = frozenset()  # e.g. {"JK", "2"}
    natural: str = "none"  # "none", "one" (at least one natural) or "tame" (naturals >= wilds)
    sets: bool = True
    runs: bool = True
    min_size: int = 3
    ace_high: bool = True  # Q-K-A is a run (A-2-3 always is)
    around_corner: bool = False  # K-A-2 is a run
    set_suits_distinct: bool = False  # a set holds one card of each suit (Push, Alternate Rule 1)
    #: The game has no runs at all ("Only sets are permitted. No runs.": Horseshit Rummy, 10 Dime
    #: Rummy): cards of one suit are refused with that rule, not only "a set is one rank" (a
    #: player who laid 8♠ 9♠ 10♠ was told only that, s45 t2 #10). Not the same as ``runs`` off,
    #: which :meth:`only` also does to judge a meld as a set in a game that has runs.
    sets_only: bool = False
    #: Each card code: is it wild? (Looked up once: every search step asks it many times.)
    wild: dict[str, bool] = field(init=False, repr=False, compare=False)
    #: classify's and classify_as's answers under these rules, by (cards, kind or "").
    as_kind: dict[tuple[tuple[str, ...], str], "Meld | str"] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "wild", {c: r in self.wild_ranks for c, r in RANK_OF.items()})
        object.__setattr__(self, "as_kind", {})

    def is_wild(self, card: str) -> bool:
        return self.wild[card]

    def only(self, kind: str) -> "MeldRules":
        """These rules with only sets (``kind`` SET) or only runs (any other kind) allowed;
        made once per kind and kept."""
        key = kind == SET
        kept = _ONLY.get((self, key))
        if kept is None:
            kept = _ONLY[self, key] = replace(self, sets=key, runs=not key)
        return kept


_ONLY: dict[tuple[MeldRules, bool], MeldRules] = {}


@dataclass(frozen=True)
class Meld:
    """A meld on the table. ``cards`` in table order (a run low to high); ``stands_for`` says
    for each card what it is in the meld (a natural itself, a wild the card or rank it stands
    for); ``owner`` is the seat that laid it. ``added`` maps a seat to the cards it laid off
    here (Five Hundreds' add-ons score for who laid them, "in front of you")."""

    kind: str
    cards: tuple[str, ...]
    stands_for: tuple[str, ...]
    owner: int = -1
    added: tuple[tuple[int, str], ...] = field(default=())

    @property
    def rank(self) -> str:
        """A set's rank."""
        return self.stands_for[0] if self.kind == SET else ""

    @property
    def suit(self) -> str:
        return SUIT_OF[self.stands_for[0]] if self.kind == RUN else ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "cards": list(self.cards), "stands_for": list(self.stands_for),
                "owner": self.owner, "added": [list(a) for a in self.added]}

    def laid_by(self, seat: int) -> list[str]:
        """The cards of this meld that score for ``seat``: its own cards if it laid the meld,
        less what others added, plus what ``seat`` added."""
        others = [c for s, c in self.added]
        mine = [c for s, c in self.added if s == seat]
        if self.owner != seat:
            return mine
        rest = list(self.cards)
        for c in others:
            rest.remove(c)
        return rest + mine


# ----- judging a card list ------------------------------------------------------------------
def classify(cards: Sequence[str], rules: MeldRules, owner: int = -1) -> Meld | str:
    """The meld ``cards`` make under ``rules``, or why they make none (a sentence). Answers for
    card tuples (no owner) are kept with the rules, as :func:`classify_as`'s are."""
    if owner == -1 and type(cards) is tuple:
        kept = rules.as_kind
        key = (cards, "")
        got = kept.get(key)
        if got is None:
            if len(kept) >= 50_000:
                kept.clear()
            got = kept[key] = _classify(cards, rules, owner)
        return got
    return _classify(cards, rules, owner)


def _classify(cards: Sequence[str], rules: MeldRules, owner: int) -> Meld | str:
    if len(cards) < rules.min_size:
        return f"A meld needs at least {rules.min_size} cards."
    wilds = [c for c in cards if rules.is_wild(c)]
    naturals = [c for c in cards if not rules.is_wild(c)]
    if not naturals:
        return "A meld needs at least one natural card to say what it is."
    if rules.natural == "tame" and len(naturals) < len(wilds):
        return "A meld needs at least as many natural cards as wild cards."
    reasons = []
    if rules.sets:
        result = _as_set(naturals, wilds, rules, owner)
        if isinstance(result, Meld):
            return result
        reasons.append(result)
    if rules.runs:
        result = _as_run(naturals, wilds, rules, owner)
        if isinstance(result, Meld):
            return result
        reasons.append(result)
    if rules.sets and rules.runs:
        return "Those cards are neither a set (one rank) nor a run (one suit in order)."
    return reasons[0]


def _as_set(naturals: list[str], wilds: list[str], rules: MeldRules, owner: int) -> Meld | str:
    rank = RANK_OF[naturals[0]]
    if any(RANK_OF[c] != rank for c in naturals):
        if rules.sets_only and len({SUIT_OF[c] for c in naturals}) == 1:
            return NO_RUNS
        return "A set is cards of one rank."
    if rules.set_suits_distinct:
        suits = [SUIT_OF[c] for c in naturals]
        if len(set(suits)) < len(suits) or len(naturals) + len(wilds) > 4:
            return "A set holds one card of each suit."
    cards = tuple(naturals) + tuple(wilds)
    return Meld(SET, cards, (rank,) * len(cards), owner)


def _run_values(naturals: list[str], rules: MeldRules) -> list[list[int]]:
    """The ways the naturals' ranks can be numbered in a run: aces low, or high if allowed."""
    low = [LOW_VALUE[RANK_OF[c]] for c in naturals]
    ways = [low]
    if rules.ace_high and any(v == 1 for v in low):
        ways.append([14 if v == 1 else v for v in low])
    return ways


def _as_run(naturals: list[str], wilds: list[str], rules: MeldRules, owner: int) -> Meld | str:
    suit = SUIT_OF[naturals[0]]
    if not suit or any(SUIT_OF[c] != suit for c in naturals):
        return ONE_SUIT_IN_ORDER
    size = len(naturals) + len(wilds)
    for values in _run_values(naturals, rules):
        if len(set(values)) != len(values):
            return "A run cannot hold the same rank twice."
        by_value = dict(zip(values, naturals))
        lo, hi = min(values), max(values)
        top = 14 if (rules.ace_high and 1 not in values) else 13
        if hi - lo + 1 > size:
            continue
        # Spare wilds go on the high end first, then the low end.
        end = min(top, lo + size - 1)
        start = end - size + 1
        if start < 1:
            continue
        return _run_meld(suit, start, size, by_value, wilds, owner)
    if rules.around_corner and size <= 13:
        # Round the corner: the values are cyclic; find a start that covers every natural.
        have = {LOW_VALUE[RANK_OF[c]]: c for c in naturals}
        if len(have) == len(naturals):
            for start in range(1, 14):
                span = [((start - 1 + k) % 13) + 1 for k in range(size)]
                if set(have) <= set(span):
                    cards, stands = [], []
                    spare = list(wilds)
                    for v in span:
                        card = have.get(v) or spare.pop()
                        cards.append(card)
                        stands.append(RANK_AT[v] + suit)
                    return Meld(RUN, tuple(cards), tuple(stands), owner)
    return "A run is cards of one suit in order (aces high or low, not both)."


def _run_meld(suit: str, start: int, size: int, by_value: dict[int, str], wilds: list[str], owner: int) -> Meld:
    spare = list(wilds)
    cards, stands = [], []
    for v in range(start, start + size):
        cards.append(by_value.get(v) or spare.pop())
        stands.append(RANK_AT[v] + suit)
    return Meld(RUN, tuple(cards), tuple(stands), owner)


def meld_choices(cards: Sequence[str], rules: MeldRules, owner: int = -1) -> list[Meld]:
    """Every meld ``cards`` can make: with wild cards a list can be read more than one way
    (5♥ 6♥ joker: 4-5-6 or 5-6-7; 7♥ joker joker: a set of sevens or a run), and the player
    says which ("If a meld consists of wild cards, the player must specify whether it is meant
    to be a set or a run and what the wild card represents"). :func:`classify` gives the
    first of them; a list that makes no meld gives none."""
    first = classify(cards, rules, owner)
    if isinstance(first, str):
        return []
    out = [first]
    naturals = [c for c in cards if not rules.is_wild(c)]
    wilds = [c for c in cards if rules.is_wild(c)]
    if not wilds:
        return out
    if rules.sets and first.kind == RUN:
        as_set = _as_set(naturals, wilds, rules, owner)
        if isinstance(as_set, Meld):
            out.append(as_set)
    if rules.runs and naturals and all(SUIT_OF[c] == SUIT_OF[naturals[0]] for c in naturals) and SUIT_OF[naturals[0]]:
        suit, size = SUIT_OF[naturals[0]], len(cards)
        for values in _run_values(naturals, rules):
            if len(set(values)) != len(values):
                continue
            top = 14 if (rules.ace_high and 1 not in values) else 13
            by_value = dict(zip(values, naturals))
            for start in range(1, top - size + 2):
                if min(values) >= start and max(values) <= start + size - 1:
                    meld = _run_meld(suit, start, size, by_value, wilds, owner)
                    if all(m.stands_for != meld.stands_for for m in out):
                        out.append(meld)
    return out


def fits(meld: Meld, card: str, rules: MeldRules, seat: int = -1) -> Meld | None:
    """``meld`` with ``card`` laid off on it by ``seat``, or ``None`` if it does not fit. A run
    is only extended (at either end, the high end first for a wild); a set takes another card
    of its rank (or a wild, under the game's natural rule)."""
    wild = rules.is_wild(card)
    if not wild:  # the quick refusals first: most cards tried against most melds do not fit
        if meld.kind == SET and RANK_OF[card] != meld.stands_for[0]:
            return None
        if meld.kind == RUN and SUIT_OF[card] != SUIT_OF[meld.stands_for[0]]:
            return None
    if wild and rules.natural == "tame":
        is_wild = rules.wild
        naturals = sum(1 for c in meld.cards if not is_wild[c])
        if naturals < len(meld.cards) - naturals + 1:
            return None
    added = meld.added + ((seat, card),)
    if meld.kind == SET:
        if not wild and RANK_OF[card] != meld.rank:
            return None
        if rules.set_suits_distinct:
            suits = {SUIT_OF[c] for c in meld.cards if not rules.is_wild(c)}
            if len(meld.cards) >= 4 or (not wild and SUIT_OF[card] in suits):
                return None
        return Meld(meld.kind, meld.cards + (card,), meld.stands_for + (meld.rank,), meld.owner, added)
    below, above = run_ends(meld, rules)
    if wild:
        if above:
            return Meld(meld.kind, meld.cards + (card,), meld.stands_for + (above,), meld.owner, added)
        if below:
            return Meld(meld.kind, (card,) + meld.cards, (below,) + meld.stands_for, meld.owner, added)
        return None
    if above and card == above:
        return Meld(meld.kind, meld.cards + (card,), meld.stands_for + (above,), meld.owner, added)
    if below and card == below:
        return Meld(meld.kind, (card,) + meld.cards, (below,) + meld.stands_for, meld.owner, added)
    return None


def run_ends(meld: Meld, rules: MeldRules) -> tuple[str | None, str | None]:
    """The cards that would extend a run: (the one below it, the one above it), ``None`` where
    it cannot grow (an ace at an end, unless the game goes round the corner; a run of 13)."""
    suit = meld.suit
    lo, hi = LOW_VALUE[RANK_OF[meld.stands_for[0]]], _high_value(meld)
    if len(meld.cards) >= 13:
        return None, None
    if rules.around_corner:
        return RANK_AT[(lo - 2) % 13 + 1] + suit, RANK_AT[hi % 13 + 1] + suit
    top = 14 if rules.ace_high and lo != 1 else 13
    return (RANK_AT[lo - 1] + suit if lo > 1 and not (lo == 2 and hi == 14) else None,
            RANK_AT[hi + 1] + suit if hi < top else None)


def meld_called(meld: Meld, players: Sequence[str], seat: int, own: str = "their own") -> str:
    """A meld as a lay-off names it: "Anna's set of 5s", "Anna's run of hearts", "their own set
    of kings" (laid by ``seat``, the one adding to it; ``own`` "your" said to them), "a set of
    5s" (nobody's)."""
    what = (f"set of {RANK_NAMES.get(meld.rank, meld.rank)}s" if meld.kind == SET
            else f"run of {SUIT_NAMES.get(meld.suit, meld.suit)}" if meld.kind == RUN else "meld")
    if meld.owner == seat:
        return f"{own} {what}"
    if 0 <= meld.owner < len(players):
        return f"{players[meld.owner]}'s {what}"
    return f"a {what}"


def fit_refusal(meld: Meld, card: str, rules: MeldRules, wilds: str = "a wild card") -> str:
    """Why ``card`` cannot be laid off on ``meld`` (:func:`fits` said no), as the meld's own
    rule: "A set of 8s takes only another 8 (or a wild card).", "This run takes the 4 or the 9
    of spades (or a wild card)." (a refusal said "a run is only extended at its ends" of a set).
    ``wilds`` names the wild cards where they change from round to round (Arizona Rummy: "a
    wild card: a joker or any 5"); a game without wilds never mentions them."""
    wild = rules.is_wild(card)
    is_wild = rules.wild
    naturals = sum(1 for c in meld.cards if not is_wild[c])
    tame_full = rules.natural == "tame" and naturals < len(meld.cards) - naturals + 1
    tame = "A meld needs at least as many natural cards as wild ones: "
    if meld.kind == SET:
        rank = meld.rank
        one, many = RANK_NAMES[rank], RANK_NAMES[rank] + "s"
        if rules.set_suits_distinct and len(meld.cards) >= 4:
            return f"This set of {many} is complete: a set holds only one card of each suit."
        if wild:
            return f"{tame}this set of {many} takes only another {one} now."
        if RANK_OF[card] == rank and rules.set_suits_distinct:
            return (f"This set of {many} has its {card_name(card)} already: a set holds only one card "
                    "of each suit.")
        more = f" (or {wilds})" if rules.wild_ranks and not tame_full else ""
        return f"A set of {many} takes only another {one}{more}."
    below, above = run_ends(meld, rules)
    ends = list(dict.fromkeys(c for c in (below, above) if c is not None))  # (round the corner: one card)
    if not ends:
        return "This run is complete: no card can be added to it."
    suit = SUIT_NAMES[meld.suit]
    said = (f"only the {RANK_NAMES[RANK_OF[ends[0]]]} of {suit}" if len(ends) == 1 else
            f"the {RANK_NAMES[RANK_OF[ends[0]]]} or the {RANK_NAMES[RANK_OF[ends[1]]]} of {suit}")
    if wild:
        return f"{tame}this run takes {said} now."
    more = f" (or {wilds})" if rules.wild_ranks and not tame_full else ""
    return f"This run takes {said}{more}."


def _high_value(meld: Meld) -> int:
    """A run's top value (14 for an ace above a king)."""
    lo = LOW_VALUE[RANK_OF[meld.stands_for[0]]]
    v = LOW_VALUE[RANK_OF[meld.stands_for[-1]]]
    return 14 if v == 1 and lo != 1 else v


def fits_any(melds: Iterable[Meld], card: str, rules: MeldRules) -> bool:
    """Can ``card`` be laid off on any of these melds ("a playable card")?"""
    return any(fits(m, card, rules) is not None for m in melds)


# ----- searching a hand -----------------------------------------------------------------------
def _natural_groups(hand: Sequence[str], rules: MeldRules):
    by_rank: dict[str, list[int]] = defaultdict(list)
    by_suit_value: dict[tuple[str, int], list[int]] = defaultdict(list)
    wild, ace_high = rules.wild, rules.ace_high
    for i, card in enumerate(hand):
        if wild[card]:
            continue
        rank, suit = RANK_OF[card], SUIT_OF[card]
        by_rank[rank].append(i)
        by_suit_value[suit, LOW_VALUE[rank]].append(i)
        if ace_high and rank == "A":
            by_suit_value[suit, 14].append(i)
    return by_rank, by_suit_value


def loose_cards(hand: Sequence[str], rules: MeldRules) -> list[str]:
    """The natural cards of ``hand`` that are in no meld of natural cards at all (whatever
    else is melded): deadwood in every arrangement. Quick (no search): the test a game runs
    on every turn before looking for the best arrangement."""
    wild = rules.wild_ranks
    by_rank: dict[str, int] = defaultdict(int)
    present: set[tuple[str, int]] = set()
    naturals = [c for c in hand if RANK_OF[c] not in wild] if wild else hand
    for card in naturals:
        rank, suit = RANK_OF[card], SUIT_OF[card]
        by_rank[rank] += 1
        v = LOW_VALUE[rank]
        present.add((suit, v))
        if v == 1 and rules.ace_high:
            present.add((suit, 14))
    need = rules.min_size
    in_run: set[tuple[str, int]] = set()
    if rules.runs:
        for suit, v in present:
            if (suit, v - 1) in present:
                continue  # not the start of a stretch
            end = v
            while (suit, end + 1) in present:
                end += 1
            if end - v + 1 >= need:
                in_run.update((suit, x) for x in range(v, end + 1))
    loose = []
    for card in naturals:
        rank = RANK_OF[card]
        if rules.sets and by_rank[rank] >= need and not rules.set_suits_distinct:
            continue
        v = LOW_VALUE[rank]
        if (SUIT_OF[card], v) in in_run or (v == 1 and (SUIT_OF[card], 14) in in_run):
            continue
        loose.append(card)
    return loose


#: Each natural card's rank, suit and low value, looked up at once (candidate_masks).
_RANK_SUIT_VALUE = {c: (r, SUIT_OF[c], LOW_VALUE[r]) for c, r in RANK_OF.items() if r in LOW_VALUE}


def candidate_masks(hand: Sequence[str], rules: MeldRules) -> list[int]:
    """Every meld of natural cards the hand holds, as bit masks over the hand's indices (sets
    of each size, runs of each length; with duplicate cards a run is tried with each copy)."""
    # (one pass over the hand, and runs tried only from the values held: the Hard player's Gin
    # playouts ask this on every turn, and the sweep of every suit and start was most of it, s40)
    wild, ace_high, need = rules.wild, rules.ace_high, rules.min_size
    by_rank: dict[str, list[int]] = {}
    by_suit: dict[str, dict[int, list[int]]] = {}
    for i, card in enumerate(hand):
        if wild[card]:
            continue
        rank, suit, v = _RANK_SUIT_VALUE[card]
        by_rank.setdefault(rank, []).append(i)
        column = by_suit.setdefault(suit, {})
        column.setdefault(v, []).append(i)
        if ace_high and v == 1:
            column.setdefault(14, []).append(i)
    masks: set[int] = set()
    if rules.sets:
        for idx in by_rank.values():
            if len(idx) < need:
                continue
            for size in range(need, min(len(idx), 8) + 1):
                for combo in combinations(idx, size):
                    if rules.set_suits_distinct and len({SUIT_OF[hand[i]] for i in combo}) < size:
                        continue
                    masks.add(sum(1 << i for i in combo))
    if rules.runs:
        top = 14 if ace_high else 13
        for column in by_suit.values():
            if len(column) < need:
                continue
            held = 0
            for v in column:
                held |= 1 << v
            starts = held
            for k in range(1, need):  # the values that start ``need`` in a row
                starts &= held >> k
            if not starts:
                continue
            copies = (0, 1) if any(len(idx) > 1 for idx in column.values()) else (0,)
            for start in column:
                if not starts >> start & 1:
                    continue
                for copy in copies:
                    mask, v = 0, start
                    while v <= top and v in column:
                        idx = column[v]
                        mask |= 1 << idx[min(copy, len(idx) - 1)]
                        if v - start + 1 >= need:
                            masks.add(mask)
                        v += 1
    return sorted(masks)


@dataclass(frozen=True)
class Arrangement:
    """A hand split into melds: the melds (card lists, runs in rank order), the cards laid off on table melds
    (table meld index, cards), and the deadwood left with its points."""

    melds: tuple[tuple[str, ...], ...]
    layoffs: tuple[tuple[int, tuple[str, ...]], ...]
    deadwood: tuple[str, ...]
    points: int


def best_arrangement(hand: Sequence[str], value: Callable[[str], int], rules: MeldRules,
                     table: Sequence[Meld] = ()) -> Arrangement:
    """The split of ``hand`` into melds (and lay-offs on ``table``) that leaves the fewest
    deadwood points. Exact; games without wilds (wilds count as deadwood here)."""
    hand = list(hand)
    n = len(hand)
    options: list[tuple[int, int]] = [(m, -1) for m in candidate_masks(hand, rules)]
    # Lay-offs: a slot per table meld end (a set has one slot); each option fills one slot.
    for t, meld in enumerate(table):
        for slot, masks in enumerate(_layoff_masks(hand, meld, rules)):
            options.extend((m, 2 * t + slot) for m in masks)
    covering: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for m, slot in options:
        low = (m & -m).bit_length() - 1
        covering[low].append((m, slot))
    values = [value(c) for c in hand]
    memo: dict[tuple[int, int], tuple[int, tuple[tuple[int, int], ...]]] = {}

    def search(left: int, slots: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        if not left:
            return 0, ()
        key = (left, slots)
        if key in memo:
            return memo[key]
        i = (left & -left).bit_length() - 1
        rest = left & ~(1 << i)
        best_points, best_pick = search(rest, slots)
        best_points += values[i]
        best_pick = best_pick
        for m, slot in covering[i]:
            if m & left != m or (slot >= 0 and slots >> slot & 1):
                continue
            pts, pick = search(left & ~m, slots | (1 << slot) if slot >= 0 else slots)
            if pts < best_points:
                best_points, best_pick = pts, ((m, slot),) + pick
        memo[key] = (best_points, best_pick)
        return memo[key]

    # A card in no option is deadwood whatever happens: take it out of the search at once.
    any_mask = 0
    for m, _ in options:
        any_mask |= m
    points, pick = search(any_mask, 0)
    used = 0
    melds, layoffs = [], []
    for m, slot in pick:
        used |= m
        cards = tuple(hand[i] for i in range(n) if m >> i & 1)
        if slot < 0:
            melds.append(in_table_order(cards, rules))
        else:
            layoffs.append((slot // 2, cards))
    dead = tuple(hand[i] for i in range(n) if not used >> i & 1)
    return Arrangement(tuple(melds), tuple(layoffs), dead, sum(value(c) for c in dead))


def in_table_order(cards: Sequence[str], rules: MeldRules) -> tuple[str, ...]:
    """A meld's cards as they lie on the table: a run from its low card to its high card (an
    ace at the end it counts at), lay-offs at the ends they extend; a set as given. (Gin's
    melds came out in the hand's order, "3♦ 2♦ 4♦ 5♦ A♦", and a family could not read them.)"""
    meld = classify(cards, rules)
    return meld.cards if isinstance(meld, Meld) else tuple(cards)


def _layoff_masks(hand: Sequence[str], meld: Meld, rules: MeldRules) -> list[list[int]]:
    """For one table meld, the hand's card groups that could be laid off on it: for a set any
    group of its rank (one slot); for a run the cards extending it downwards and upwards
    (two slots, each filled once with a group touching the run)."""
    if meld.kind == SET:
        idx = [i for i, c in enumerate(hand) if not rules.is_wild(c) and RANK_OF[c] == meld.rank]
        return [[sum(1 << i for i in combo) for size in range(1, len(idx) + 1) for combo in combinations(idx, size)]]
    suit = meld.suit
    lo = LOW_VALUE[RANK_OF[meld.stands_for[0]]]
    hi = _high_value(meld)
    where: dict[int, int] = {}
    for i, c in enumerate(hand):
        if not rules.is_wild(c) and SUIT_OF[c] == suit:
            where.setdefault(LOW_VALUE[RANK_OF[c]], i)
            if RANK_OF[c] == "A" and rules.ace_high and lo > 1:
                where.setdefault(14, i)
    down, up = [], []
    mask, v = 0, lo - 1
    while v >= 1 and v in where and not (v == 1 and hi == 14):
        mask |= 1 << where[v]
        down.append(mask)
        v -= 1
    top = 14 if rules.ace_high and lo != 1 else 13
    mask, v = 0, hi + 1
    while v <= top and v in where:
        mask |= 1 << where[v]
        up.append(mask)
        v += 1
    return [down, up]


def deadwood_points(hand: Sequence[str], value: Callable[[str], int], rules: MeldRules) -> int:
    return best_arrangement(hand, value, rules).points


def deadwood_points_each(hand: Sequence[str], value: Callable[[str], int], rules: MeldRules
                         ) -> tuple[int, list[int]]:
    """:func:`deadwood_points` of ``hand`` and of the hand less each of its cards in turn
    (``hand[i]`` left out), from one list of the ways to lay melds without a common card: the
    melds of a smaller hand are the full hand's melds that leave the card out. That holds for
    distinct cards; a hand holding two copies of a card is searched card by card."""
    hand = list(hand)
    n = len(hand)
    if len(set(hand)) != n:
        return (best_arrangement(hand, value, rules).points,
                [best_arrangement(hand[:i] + hand[i + 1:], value, rules).points for i in range(n)])
    values = [value(c) for c in hand]
    total = sum(values)
    masks = candidate_masks(hand, rules)
    if not masks:
        return total, [total - v for v in values]
    # The fewest points are the hand's less the most any set of melds without a common card
    # holds. A hand holds few melds (Gin's 11 cards some 0 to 10, a few dozen such sets), so
    # every such set is listed once, with its cards and points, and each card's answer is the
    # best set without it: about 4 times quicker than the search over the hand's subsets it
    # replaces (with candidate_masks' one pass), on the hands Gin's Hard player's playouts ask
    # it of on every turn (s40).
    held = []
    for m in masks:
        got = 0
        while m:
            low = m & -m
            got += values[low.bit_length() - 1]
            m ^= low
        held.append(got)
    packs: list[tuple[int, int]] = [(0, 0)]  # (points melded, cards used)
    stack = [(0, 0, 0)]
    while stack:
        start, used, got = stack.pop()
        for j in range(start, len(masks)):
            m = masks[j]
            if not m & used:
                packs.append((got + held[j], used | m))
                stack.append((j + 1, used | m, got + held[j]))
    packs.sort(reverse=True)  # the most points first: a card's best without it is found early
    best = packs[0][0]
    meldable = 0
    for m in masks:
        meldable |= m
    less = []
    for i in range(n):
        bit = 1 << i
        if meldable & bit:
            for got, used in packs:
                if not used & bit:
                    break
        else:  # in no meld: the same melds stand without it
            got = best
        less.append(total - values[i] - got)
    return total - best, less


def _suit_columns(hand: Sequence[str], rules: MeldRules
                  ) -> tuple[dict[str, list[int]], dict[str, list[list[int] | None]]]:
    """:func:`_natural_groups` in another shape, in one pass: the naturals' indices by rank,
    and for each suit held a column of values 1 to 13 (14: an ace high) holding the indices
    of the cards of that value (None where there are none)."""
    wild, ace_high = rules.wild, rules.ace_high
    top = 14 if ace_high else 13
    by_rank: dict[str, list[int]] = {}
    columns: dict[str, list[list[int] | None]] = {}
    for i, card in enumerate(hand):
        if wild[card]:
            continue
        rank, suit = RANK_OF[card], SUIT_OF[card]
        by_rank.setdefault(rank, []).append(i)
        column = columns.get(suit)
        if column is None:
            column = columns[suit] = [None] * top
        v = LOW_VALUE[rank]
        for at in ((v, 14) if ace_high and rank == "A" else (v,)):
            slot = column[at - 1]
            if slot is None:
                column[at - 1] = [i]
            else:
                slot.append(i)
    return by_rank, columns


def any_meld(hand: Sequence[str], rules: MeldRules) -> tuple[str, ...] | None:
    """Some meld the hand holds (wilds used where needed), or ``None``. Linear in the hand:
    fast at 13 cards and more."""
    wilds = [c for c in hand if rules.is_wild(c)]
    by_rank, columns = _suit_columns(hand, rules)
    need = rules.min_size
    if rules.sets:
        for rank, idx in by_rank.items():
            cards = [hand[i] for i in idx]
            if rules.set_suits_distinct:
                cards = list({SUIT_OF[c]: c for c in cards}.values())
            for use in range(0, len(wilds) + 1):
                if len(cards) + use >= need and _natural_ok(len(cards), use, rules):
                    meld = tuple(cards[:max(need - use, 1)]) + tuple(wilds[:use])
                    if len(meld) >= need and not isinstance(classify(meld, rules), str):
                        return meld
                    break
    if rules.runs:
        top = 14 if rules.ace_high else 13
        least = next((k for k in range(1, need + 1) if need - k <= len(wilds) and _natural_ok(k, need - k, rules)),
                     need + 1)  # the fewest naturals a run can have with the wilds held
        for suit in SUITS:
            held = columns.get(suit)
            if held is None or sum(1 for idx in held if idx) < least:
                continue
            column = held
            for start in range(1, top - need + 2):
                window = range(start, start + need)
                if window[-1] > top:
                    break
                present = [idx[0] for idx in column[start - 1:start - 1 + need] if idx]
                gaps = need - len(present)
                if len(present) >= least and gaps <= len(wilds) and _natural_ok(len(present), gaps, rules):
                    meld = tuple(hand[i] for i in present) + tuple(wilds[:gaps])
                    if len(set(meld)) == len(meld) or len(hand) > len(set(hand)):
                        if not isinstance(classify(meld, rules), str):
                            return meld
    return None


def _natural_ok(naturals: int, wilds: int, rules: MeldRules) -> bool:
    if naturals == 0:
        return False
    if rules.natural == "tame":
        return naturals >= wilds
    return True


def three_card_melds(hand: Sequence[str], rules: MeldRules, limit: int = 120) -> list[tuple[str, ...]]:
    """The smallest natural melds in ``hand`` (each distinct card list once), for a table's
    buttons and random players; bigger melds are any card list :func:`classify` accepts."""
    out: dict[tuple[str, ...], None] = {}
    for m in _smallest_masks(hand, rules):
        out.setdefault(tuple(sorted(hand[i] for i in range(len(hand)) if m >> i & 1)), None)
        if len(out) >= limit:
            break
    return list(out)


def _smallest_masks(hand: Sequence[str], rules: MeldRules) -> list[int]:
    """The masks of :func:`candidate_masks` with just ``rules.min_size`` cards (in the same
    order), made without the bigger ones: sets of that size, runs of that length."""
    by_rank, columns = _suit_columns(hand, rules)
    size = rules.min_size
    masks: set[int] = set()
    if rules.sets and size <= 8:
        for idx in by_rank.values():
            if len(idx) >= size:
                for combo in combinations(idx, size):
                    if rules.set_suits_distinct and len({SUIT_OF[hand[i]] for i in combo}) < size:
                        continue
                    masks.add(sum(1 << i for i in combo))
    if rules.runs:
        for suit in SUITS:
            column = columns.get(suit) or []
            streak = 0  # cards in a row of this suit ending at value v
            for v, slot in enumerate(column, 1):
                streak = streak + 1 if slot else 0
                if streak >= size:  # the window of ``size`` values ending at v is all there
                    window = column[v - size:v]
                    for copy in (0, 1):
                        mask = 0
                        for at in window:
                            mask |= 1 << at[min(copy, len(at) - 1)]  # type: ignore[index, arg-type]
                        masks.add(mask)
    return sorted(masks)


def plan_melds(hand: Sequence[str], value: Callable[[str], int], rules: MeldRules,
               table: Sequence[Meld] = ()) -> Arrangement:
    """The computer players' one melding heuristic: lay down the arrangement that leaves the
    fewest deadwood points (wilds kept in hand for later)."""
    return best_arrangement(hand, value, rules, table)


def meld_with(card: str, held: Sequence[str], extra: Sequence[str], rules: MeldRules) -> bool:
    """Can ``card`` make a three-card meld (no wilds) with two of ``held`` + ``extra``, at least
    one of them from ``held``? (Five Hundreds' dig: "You MUST be able to play the card that you
    have dug to get using at least one card from your hand".)"""
    rank, suit = RANK_OF[card], SUIT_OF[card]
    if rules.sets:
        mine = sum(1 for c in held if RANK_OF[c] == rank)
        if mine and mine + sum(1 for c in extra if RANK_OF[c] == rank) >= 2:
            return True
    if rules.runs and suit:
        def values(cards: Sequence[str]) -> set[int]:
            out = set()
            for c in cards:
                if SUIT_OF[c] == suit:
                    v = LOW_VALUE[RANK_OF[c]]
                    out.add(v)
                    if v == 1 and rules.ace_high:
                        out.add(14)
            return out
        h, e = values(held), values(extra)
        both = h | e
        for v in ((1, 14) if rank == "A" and rules.ace_high else (LOW_VALUE[rank],)):
            for a, b in ((v - 2, v - 1), (v - 1, v + 1), (v + 1, v + 2)):
                if a in both and b in both and (a in h or b in h) and a >= 1 and b <= (14 if rules.ace_high else 13):
                    if not (a == 1 and b == 14) and not (v == 14 and a == 1) and not (v == 1 and b == 14):
                        return True
    return False


# ----- contracts: the melds a hand must open with (Desert Rummy, Push, 10 Dime Rummy) ---------------
@dataclass(frozen=True)
class Contract:
    """The melds a player must lay down together before any other: ``groups`` of (kind, size),
    e.g. ``(("run", 4), ("set", 3))``. ``exact``: each meld has exactly its size (Desert
    Rummy); else the sizes are minimums (Push, 10 Dime Rummy). ``same_suit``: all the runs in
    one suit (Desert Rummy's "2 runs of 4 in same suit"). ``one_set_a_rank``: two sets of one
    rank never make two sets of a contract (they would be one bigger set); Sticks' sticks, laid
    from three or four decks, may take two sets of one rank."""

    groups: tuple[tuple[str, int], ...]
    exact: bool = False
    same_suit: bool = False
    one_set_a_rank: bool = True

    @property
    def size(self) -> int:
        return sum(n for _, n in self.groups)

    def text(self) -> str:
        """ "2 sets of 3", "1 run of 4 and 1 set of 3", "2 runs of 4 in the same suit" """
        parts: list[str] = []
        counted: dict[tuple[str, int], int] = {}
        for g in self.groups:
            counted[g] = counted.get(g, 0) + 1
        for (kind, size), k in counted.items():
            parts.append(f"{k} {kind}{'s' if k > 1 else ''} of {size}")
        text = listed(parts)
        if self.same_suit:
            text += " in the same suit"
        return text


def classify_as(cards: Sequence[str], kind: str, rules: MeldRules, owner: int = -1) -> Meld | str:
    """``cards`` as a meld of this ``kind`` (set or run) only. The answers for card tuples (no
    owner) are kept: a hand's candidate melds are judged again and again as the hand changes
    a card at a time (melds and sentences are immutable)."""
    if owner == -1 and type(cards) is tuple:
        kept = rules.as_kind
        key = (cards, kind)
        got = kept.get(key)
        if got is None:
            if len(kept) >= 50_000:
                kept.clear()
            got = kept[key] = _classify_as(cards, kind, rules, owner)
        return got
    return _classify_as(cards, kind, rules, owner)


def _classify_as(cards: Sequence[str], kind: str, rules: MeldRules, owner: int) -> Meld | str:
    if kind != SET and kind != RUN:
        return classify(cards, replace(rules, sets=False, runs=False), owner)
    return classify(cards, rules.only(kind), owner)


def split_contract(cards: Sequence[str], contract: Contract, rules: MeldRules, owner: int = -1) -> list[Meld] | str:
    """The melds ``cards`` make that fulfil ``contract``, every card used (a player lays down
    the contract as one card list; the split is found here, not asked for), or why they cannot.
    An exhaustive search over the ways to share the cards among the contract's melds (a dozen
    cards, two or three melds: a few thousand tries at most)."""
    cards = list(cards)
    groups = sorted(contract.groups, key=lambda g: (g[0] != RUN, -g[1]))  # runs, long ones first
    need = sum(n for _, n in groups)
    if contract.exact and len(cards) != need:
        return f"The meld to make is {contract.text()}: exactly {need} cards, not {len(cards)}."
    if len(cards) < need:
        return f"The meld to make is {contract.text()}: at least {need} cards, not {len(cards)}."
    tried: set[tuple] = set()

    def search(left: list[str], k: int, found: list[Meld]) -> list[Meld] | None:
        if k == len(groups):
            return found if not left else None
        kind, size = groups[k]
        rest_need = sum(n for _, n in groups[k + 1:])
        last = k == len(groups) - 1
        if contract.exact:
            sizes: Iterable[int] = (size,)
        elif last:
            sizes = (len(left),)
        else:
            sizes = range(size, len(left) - rest_need + 1)
        for n in sizes:
            if n < size or n > len(left):
                continue
            for combo in combinations(range(len(left)), n):
                picked = tuple(sorted(left[i] for i in combo))
                key = (k, picked, tuple(sorted(left)))
                if key in tried:
                    continue
                tried.add(key)
                meld = classify_as(picked, kind, rules, owner)
                if isinstance(meld, str):
                    continue
                if kind == SET and contract.one_set_a_rank and any(m.kind == SET and m.rank == meld.rank
                                                                   for m in found):
                    continue
                if kind == RUN and contract.same_suit and any(m.kind == RUN and m.suit != meld.suit for m in found):
                    continue
                rest = [c for i, c in enumerate(left) if i not in combo]
                done = search(rest, k + 1, found + [meld])
                if done is not None:
                    return done
        return None

    result = search(cards, 0, [])
    if result is None:
        return f"Those cards do not make {contract.text()}" + (
            " (each meld exactly that size)." if contract.exact else ".")
    # back in the contract's own order
    return result


# ----- a selection of several melds dropped together (the contract rummy games) ---------------------
#: How many card groups a split of a selection may try before it gives up (a dozen cards or so
#: are a few hundred tries; the limit only keeps an absurd selection from holding up the table).
_SPLIT_BUDGET = 40_000


def meld_said(meld: Meld) -> str:
    """A meld as the log tells what was laid: "a set of four kings", "a set of aces (two aces and
    the 2 of spades)", "a run of four hearts from the 5 to the 8 (a joker as the 7)": the wild
    cards named (the log said "a set of three queens" of Q♥ Q♠ and a joker, and the family read
    three queens, s34 t2 #4), in brackets, so that several melds in one sentence stay apart ("a
    set of three 6s and the 2 of spades and a joker and a set of three 4s" ran together, t4 #5)."""
    n = len(meld.cards)
    if meld.kind == SET:
        wild = [card for card in meld.cards if RANK_OF.get(card) != meld.rank]
        many = n - len(wild)
        rank = RANK_NAMES.get(meld.rank, meld.rank)
        if not wild:
            return f"a set of {number_word(n)} {rank}s"
        wilds = cards_said(wild)  # ("the 2 of spades and a joker": the naturals before them with a comma)
        joined = ", " if " and " in wilds else " and "
        return f"a set of {rank}s ({number_word(many)} {rank}{'s' if many != 1 else ''}{joined}{wilds})"
    low, high = (RANK_NAMES[RANK_OF[meld.stands_for[i]]] for i in (0, -1))
    said = f"a run of {number_word(n)} {SUIT_NAMES.get(meld.suit, meld.suit)} from the {low} to the {high}"
    # (a wild of the rank it stands for is named with the suit it stands for: "the 2 of hearts
    # as the 2" said nothing, s40 t1 F4)
    wild = [f"{cards_said([card])} as the "
            f"{card_name(stands) if RANK_OF.get(card) == RANK_OF[stands] else RANK_NAMES[RANK_OF[stands]]}"
            for card, stands in zip(meld.cards, meld.stands_for) if card != stands]
    return f"{said} ({listed(wild)})" if wild else said


#: A way found to split a selection: (the contract's melds made, cards placed, natural cards
#: placed, the melds each with the contract's group it makes or None, the cards left over).
_Found = tuple[int, int, int, tuple[tuple[tuple[str, int] | None, Meld], ...], tuple[str, ...]]


def _readings(cards: tuple[str, ...], rules: MeldRules) -> list[Meld]:
    """The melds ``cards`` make as a set and as a run (each as the rules allow)."""
    out = []
    for kind, allowed in ((SET, rules.sets), (RUN, rules.runs)):
        if allowed:
            meld = classify_as(cards, kind, rules)
            if isinstance(meld, Meld):
                out.append(meld)
    return out


def _split_search(cards: Sequence[str], rules: MeldRules, contract: Contract | None, extras: bool,
                  partial: bool, budget: list[int] | None = None
                  ) -> tuple[list[tuple[tuple[str, int] | None, Meld]], tuple[str, ...]] | None:
    """Cards shared out into melds: each of the ``contract``'s melds once (if any), and, if
    ``extras``, any further melds of the rules. Returns the melds, each with the contract's group
    it makes (None: a further meld), and the cards left over: none, or (``partial``, to say why a
    selection is refused) the way that makes the most of the contract and then places the most
    cards. None: no way, or the search gave up (``budget``, the tries it may make, is then below 0).

    The first card left (naturals first) is in some meld: only the groups holding it are tried,
    made of it and the cards that may share a meld with it (its rank, its suit, the wilds)."""
    wild = rules.wild
    groups = tuple(sorted(contract.groups, key=lambda g: (g[0] != RUN, -g[1]))) if contract else ()
    exact = bool(contract and contract.exact)
    same_suit = bool(contract and contract.same_suit)
    one_rank = contract.one_set_a_rank if contract else True
    if budget is None:
        budget = [_SPLIT_BUDGET]
    memo: dict[tuple, Any] = {}
    def better(a: _Found | None, b: _Found | None) -> _Found | None:
        if a is None or (b is not None and b[:3] > a[:3]):
            return b
        return a

    def search(left: tuple[str, ...], need: tuple[tuple[str, int], ...], ranks: frozenset[str],
               suit: str) -> _Found | None:
        if not left:
            return (0, 0, 0, (), ()) if partial or not need else None
        key = (left, need, ranks, suit)
        if key in memo:
            return memo[key]
        best: _Found | None = None
        if partial:  # the first card left over
            rest = search(left[1:], need, ranks, suit)
            if rest is not None:
                best = rest[:4] + ((left[0],) + rest[4],)
        anchor = left[0]
        if not wild[anchor] and (partial or sum(n for _, n in need) <= len(left)):
            rank, suit_of = RANK_OF[anchor], SUIT_OF[anchor]
            mates = [i for i in range(1, len(left)) if not wild[left[i]] and (
                (rules.sets and RANK_OF[left[i]] == rank) or (rules.runs and SUIT_OF[left[i]] == suit_of))]
            # Any wild card does what another does in a meld: only how many are taken matters
            # (the first ones left), not which.
            wilds = [i for i in range(1, len(left)) if wild[left[i]]]
            combos = (natural + tuple(wilds[:k]) for n in range(rules.min_size - 1, len(mates) + len(wilds) + 1)
                      for k in range(max(0, n - len(mates)), min(n, len(wilds)) + 1)
                      for natural in combinations(mates, n - k))
            seen: set[tuple[str, ...]] = set()
            for combo in combos:
                picked = tuple(sorted((anchor,) + tuple(left[i] for i in combo)))
                if picked in seen:
                    continue
                seen.add(picked)
                budget[0] -= 1
                if budget[0] < 0:
                    memo[key] = best
                    return best
                taken = set(combo)
                rest_cards = tuple(c for i, c in enumerate(left) if i and i not in taken)
                for meld in _readings(picked, rules):
                    tries: list[tuple[tuple[str, int] | None, tuple, frozenset[str], str]] = []
                    for g in dict.fromkeys(need):
                        kind, size = g
                        if meld.kind != kind or len(picked) < size or (exact and len(picked) != size):
                            continue
                        if kind == SET and one_rank and meld.rank in ranks:
                            continue  # two sets of one rank are one bigger set
                        if kind == RUN and same_suit and suit and meld.suit != suit:
                            continue
                        i = need.index(g)
                        tries.append((g, need[:i] + need[i + 1:], ranks | {meld.rank} if kind == SET else ranks,
                                      meld.suit if kind == RUN and same_suit else suit))
                    if extras:
                        tries.append((None, need, ranks, suit))
                    for role, need2, ranks2, suit2 in tries:
                        got = search(rest_cards, need2, ranks2, suit2)
                        if got is None:
                            continue
                        found = (got[0] + (role is not None), got[1] + len(picked),
                                 got[2] + sum(1 for c in picked if not wild[c]), ((role, meld),) + got[3], got[4])
                        if not partial:
                            memo[key] = found
                            return found
                        best = better(best, found)
        memo[key] = best
        return best

    order = tuple(sorted(cards, key=lambda c: (wild[c], c)))
    found = search(order, groups, frozenset(), "")
    if found is None:
        return None
    # the cards left over in the order they were selected
    rest = list(found[4])
    left = [c for c in cards if c in rest and not rest.remove(c)]  # type: ignore[func-returns-value]
    return list(found[3]), tuple(left)


def split_melds(cards: Sequence[str], rules: MeldRules, contract: Contract | None = None, extras: bool = True,
                owner: int = -1) -> list[Meld] | str:
    """The melds a selection of cards dropped together makes, every card used, or why it makes
    none (a sentence that says what was to be made and what is wrong).

    With a ``contract`` (the hand's meld, not yet laid): the contract's melds, and, if
    ``extras`` (the game lets more melds go down in that turn), any further melds of three or
    more: a family selects the cards of two sets, 5♥ 5♠ 5♦ and K♣ K♥ K♠, drags them onto "New
    meld" and expects both laid. Without: one meld, or several. The contract's melds come first
    (in :func:`split_contract`'s order), then the others. A card list that makes the contract (or
    one meld) is read exactly as before, so saved games replay as they were played."""
    if contract is not None:
        if len(cards) < contract.size or (contract.exact and not extras and len(cards) != contract.size):
            return split_contract(cards, contract, rules, owner)  # (it says how many cards it takes)
        # The contract alone, first: found, it is read as it always was (split_contract: its
        # exhaustive search is slow for many cards, so it runs only when it will find it).
        budget = [_SPLIT_BUDGET]
        if _split_search(cards, rules, contract, False, False, budget) is not None or budget[0] < 0:
            alone = split_contract(cards, contract, rules, owner)
            if not isinstance(alone, str):
                return alone
        if not extras:
            return _contract_refusal(cards, rules, contract, extras, "")
    else:
        one = classify(cards, rules, owner)
        if not isinstance(one, str) or len(cards) < 2 * rules.min_size:
            return [one] if isinstance(one, Meld) else one
    got = _split_search(cards, rules, contract, extras, partial=False)
    if got is None:
        if contract is not None:
            return _contract_refusal(cards, rules, contract, extras, "")
        return _melds_refusal(cards, rules)
    melds, _ = got
    ordered = [m for g, m in melds if g is not None] + [m for g, m in melds if g is None]
    return [replace(m, owner=owner) for m in ordered]


def _why(cards: Sequence[str], kind: str, rules: MeldRules) -> str:
    """Why ``cards`` make no meld of ``kind`` (SET, RUN, or "" any), mid-sentence and without
    its full stop: "a set is cards of one rank"."""
    meld = classify_as(tuple(cards), kind, rules) if kind else classify(tuple(cards), rules)
    if isinstance(meld, Meld):
        return ""
    why = meld[:1].lower() + meld[1:].rstrip(".")
    if meld == ONE_SUIT_IN_ORDER:
        # Cards of several suits, and among them three or more of one suit that are no run either:
        # they are named, as suit alone is not what is wrong with them (Desert Rummy's 4♣ 5♣ 9♣
        # among 5♥ 6♥ 6♦, s45 t2 #3)
        by_suit: dict[str, list[str]] = {}
        for card in cards:
            if not rules.wild[card]:
                by_suit.setdefault(SUIT_OF[card], []).append(card)
        astray = [group for group in by_suit.values()
                  if len(group) >= rules.min_size and isinstance(classify_as(tuple(group), RUN, rules), str)]
        if astray:
            why += ": " + listed(cards_said(group) for group in astray) + " are not in order"
    return why


def _contract_refusal(cards: Sequence[str], rules: MeldRules, contract: Contract, extras: bool,
                      plain: str) -> str:
    """Why ``cards`` do not make the ``contract``: what it needs, what the cards do make of it,
    and which cards are wrong and why. "The meld to make is 2 sets of 3: the cards make a set of
    three 5s, but the king of clubs, the king of hearts and the 7 of spades make no set (a set is
    cards of one rank)." (It said only "Those cards do not make 1 set of 3.")"""
    head = f"The meld to make is {contract.text()}" + (" (each meld exactly that size)" if contract.exact else "")
    if plain and not plain.startswith("Those cards"):
        return plain  # too few cards, or not exactly as many as it takes: said already
    got = _split_search(cards, rules, contract, extras, partial=True)
    if got is None:
        return f"{head}: those cards do not make it."
    melds, left = got
    filled = [m for g, m in melds if g is not None]
    others = [m for g, m in melds if g is None]
    missing = list(contract.groups)
    for g, _ in melds:
        if g is not None:
            missing.remove(g)
    made = listed(meld_said(m) for m in filled + others)
    if not missing:  # the contract is there: cards to spare
        if not extras:
            return (f"{head}, and only that in the turn you lay it: {cards_said(left)} go down in a later turn."
                    if filled else f"{head}.")
        why = _why(left, "", rules)
        return (f"{head}: the cards make {made}, but {cards_said(left)} {'are' if len(left) > 1 else 'is'} left over"
                + (" and make no meld" if len(left) >= rules.min_size else "") + (f" ({why})." if why else "."))
    kind, size = missing[0]
    still = Contract(tuple(missing)).text() if len(missing) > 1 else f"a {kind} of {size}"
    twins = _twins(left, rules) if kind == SET else ""
    if twins:
        # (what stops them is the house rule: the search had put the joker with the aces and
        # said the two kings "do not make a set of 3 (a meld needs at least 3 cards)", s43 t3 F9)
        return f"{head}: {twins}."
    if not left:
        twice = kind == SET and contract.one_set_a_rank and any(m.kind == SET and m.rank == f.rank for m in others for f in filled)
        return f"{head}: the cards make {made}, and nothing is left for {still}" + (
            " (two sets of one rank are one bigger set, not two)." if twice else ".")
    why = _why(left, kind, rules)
    if not why:
        if kind == SET and contract.one_set_a_rank and any(
                m.kind == SET and RANK_OF[c] == m.rank for m in filled for c in left if not rules.wild[c]):
            why = "two sets of one rank are one bigger set, not two"
        elif len(left) < size:
            why = f"a {kind} of {size} needs {size} cards"
        elif contract.exact and len(left) != size:
            why = f"a {kind} of {size} is exactly {size} cards"
    verb = "does not make" if len(left) == 1 else "do not make"
    start = f"{head}: the cards make {made}, but " if made else f"{head}: "
    return f"{start}{cards_said(left)} {verb} {still}" + (f" ({why})." if why else ".")


def _twins(left: Sequence[str], rules: MeldRules) -> str:
    """Where a set holds one card of each suit (Push's Alternate Rule 1), why two cards alike
    left over cannot go down together: "two kings of spades cannot share a set (in this game a
    set holds only one card of each suit)"; "" where none are alike or sets may hold them."""
    if not rules.set_suits_distinct:
        return ""
    seen: set[str] = set()
    for card in left:
        if rules.wild[card]:
            continue
        if card in seen:
            return f"{cards_said([card, card])} cannot share a set (in this game a set holds only one card of each suit)"
        seen.add(card)
    return ""


def _melds_refusal(cards: Sequence[str], rules: MeldRules) -> str:
    """Why cards selected together make no melds of three or more: what they do make, and the
    cards left over ("The 5 of hearts, ... make a set of three 5s, but the 7 of spades makes no
    meld with them (...)")."""
    got = _split_search(cards, rules, None, True, partial=True)
    if got is None or not got[0]:
        why = _why(cards, "", rules)
        return f"Those cards make no meld ({why})." if why else "Those cards make no meld."
    melds, left = got
    made = listed(meld_said(m) for _, m in melds)
    twins = _twins(left, rules)
    if twins:
        return f"Those cards make {made}, but {twins}."
    why = _why(left, "", rules)
    verb = "makes" if len(left) == 1 else "make"
    return (f"Those cards make {made}, but {cards_said(left)} {verb} no meld"
            + (f" ({why})." if why else "."))


def _group_candidates(hand: Sequence[str], kind: str, size: int, rules: MeldRules) -> list[tuple[str, ...]]:
    """Melds of exactly ``size`` cards of ``kind`` in ``hand`` (naturals first, wilds filling
    what is missing as far as the natural rule allows): a planner's candidates."""
    wild = rules.wild
    out: list[tuple[str, ...]] = []
    if kind == SET:
        wilds = []
        by_rank: dict[str, list[str]] = {}
        for c in hand:
            if wild[c]:
                wilds.append(c)
            else:
                rank = RANK_OF[c]
                same = by_rank.get(rank)
                if same is None:
                    by_rank[rank] = [c]
                else:
                    same.append(c)
        short = size - len(wilds)  # the fewest naturals a set of ``size`` can have here
        distinct = rules.set_suits_distinct
        # (the most cards first; a stable sort, as ranks of one length keep the hand's order)
        for cards in sorted(by_rank.values(), key=len, reverse=True):
            if len(cards) < short:
                break  # (fewer naturals still in the ranks after it)
            if distinct:
                cards = list({SUIT_OF[c]: c for c in cards}.values())
            nat = cards[:size]
            gaps = size - len(nat)
            if gaps <= len(wilds) and _natural_ok(len(nat), gaps, rules):
                out.append(tuple(nat) + tuple(wilds[:gaps]))
        return out
    return run_candidates(hand, size, rules)


def run_candidates(cards: Sequence[str], size: int, rules: MeldRules,
                   suits: Sequence[str] = SUITS) -> list[tuple[str, ...]]:
    """Runs of exactly ``size`` cards in ``cards``, in ``suits``: for each stretch of ranks, the
    naturals the cards hold in it and wilds filling the gaps, as far as the natural rule allows
    (the planner's and :func:`~cardtable.games.meld_table.meet_contract`'s candidates)."""
    wild = rules.wild
    wilds = tuple(c for c in cards if wild[c])
    ace_high = rules.ace_high
    top = 14 if ace_high else 13
    by_suit: dict[str, dict[int, str]] = {}  # each suit's naturals by value, the first copy
    for c in cards:
        if not wild[c]:
            have = by_suit.setdefault(SUIT_OF[c], {})
            v = LOW_VALUE[RANK_OF[c]]
            have.setdefault(v, c)
            if v == 1 and ace_high:
                have.setdefault(14, c)
    least = next((k for k in range(1, size + 1) if size - k <= len(wilds) and _natural_ok(k, size - k, rules)),
                 size + 1)  # the fewest naturals a run of ``size`` can have with the wilds held
    out: list[tuple[str, ...]] = []
    for suit in suits:
        in_suit = by_suit.get(suit)
        if not in_suit or len(in_suit) < least:
            continue
        for start in range(1, top - size + 2):
            present = [in_suit[v] for v in range(start, start + size) if v in in_suit]
            if len(present) < least:
                continue
            if len(set(present)) != len(present):
                continue  # an ace both low and high
            gaps = size - len(present)
            if gaps <= len(wilds) and _natural_ok(len(present), gaps, rules):
                out.append(tuple(present) + wilds[:gaps])
    return out


def find_contract(hand: Sequence[str], contract: Contract, rules: MeldRules, limit: int = 400) -> tuple[str, ...] | None:
    """Some card list from ``hand`` that makes ``contract`` (each meld at its least size), or
    ``None``: the computer players' and the table's way to offer the contract as one move.
    A bounded search over each meld's candidates."""
    groups = sorted(contract.groups, key=lambda g: (g[0] != RUN, -g[1]))
    budget = [limit]

    def search(left: tuple[str, ...], k: int, found: list[tuple[str, tuple[str, ...]]]) -> tuple[str, ...] | None:
        if k == len(groups):
            return tuple(c for _, m in found for c in m)
        kind, size = groups[k]
        for cand in _group_candidates(left, kind, size, rules):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            meld = classify_as(cand, kind, rules)
            if isinstance(meld, str):
                continue
            if kind == SET and any(fk == SET and classify_as(fm, SET, rules).rank == meld.rank  # type: ignore[union-attr]
                                   for fk, fm in found):
                continue
            if kind == RUN and contract.same_suit and any(fk == RUN and classify_as(fm, RUN, rules).suit != meld.suit  # type: ignore[union-attr]
                                                          for fk, fm in found):
                continue
            rest = remove_cards(left, cand)
            if rest is None:
                continue
            got = search(rest, k + 1, found + [(kind, cand)])
            if got is not None:
                return got
        return None

    return search(tuple(hand), 0, [])


def swap_wild(meld: Meld, natural: str, rules: MeldRules, runs_only: bool = False) -> tuple[Meld, str] | None:
    """``meld`` with ``natural`` put in place of a wild card that stands for it, and the wild
    freed, or ``None`` if no wild there stands for that card ("If you have in your hand the
    natural card that is represented by some wild card on the table ... you can substitute the
    natural card"). In a run a wild stands for one card; in a set for the set's rank (with one
    card of each suit, for a suit the set lacks)."""
    if rules.is_wild(natural) or (runs_only and meld.kind != RUN):
        return None
    for i, (card, stands) in enumerate(zip(meld.cards, meld.stands_for)):
        if not rules.is_wild(card):
            continue
        if meld.kind == RUN and stands != natural:
            continue
        if meld.kind == SET:
            if RANK_OF[natural] != meld.rank:
                continue
            if rules.set_suits_distinct and SUIT_OF[natural] in {SUIT_OF[c] for c in meld.cards if not rules.is_wild(c)}:
                continue
        cards = meld.cards[:i] + (natural,) + meld.cards[i + 1:]
        added = tuple((s, natural if c == card and k == _first_added(meld.added, card) else c)
                      for k, (s, c) in enumerate(meld.added))
        return Meld(meld.kind, cards, meld.stands_for, meld.owner, added), card
    return None


def _first_added(added: tuple[tuple[int, str], ...], card: str) -> int:
    for k, (_, c) in enumerate(added):
        if c == card:
            return k
    return -1


def remove_cards(hand: Sequence[str], cards: Iterable[str]) -> tuple[str, ...] | None:
    """``hand`` less ``cards`` (each copy once), or ``None`` if the hand lacks one of them."""
    left = list(hand)
    for c in cards:
        try:
            left.remove(c)
        except ValueError:
            return None
    return tuple(left)


def without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``hand`` less one copy of ``card`` (which it holds)."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


_KEPT = KeptMoves()


def discard_move(seat: int | None, card: str) -> Move:
    """``Move(kind="discard", seat=seat, card=card)`` (no ``seat`` where it is None), made once."""
    if seat is None:
        return _KEPT(("discard", card), lambda: Move(kind="discard", card=card))
    return _KEPT(("discard", seat, card), lambda: Move(kind="discard", seat=seat, card=card))


_DISCARDS: dict[tuple[str, ...], tuple[Move, ...]] = {}


def discard_moves(hand: tuple[str, ...]) -> tuple[Move, ...]:
    """``discard_move(None, card)`` for each card of ``hand``, each card once, in the hand's
    order: kept by hand (a search lists the same hand's discards state after state)."""
    moves = _DISCARDS.get(hand)
    if moves is None:
        if len(_DISCARDS) > 20_000:  # hands from junk states must not grow it for ever
            _DISCARDS.clear()
        moves = _DISCARDS[hand] = tuple(discard_move(None, card) for card in dict.fromkeys(hand))
    return moves


def draw_move(seat: int | None, pile: str, index: int | None = None) -> Move:
    """``Move(kind="draw", seat=seat, pile=pile, index=index)`` (no ``seat`` or ``index`` where
    it is None), made once."""
    move = _KEPT.get(("draw", seat, pile, index))
    if move is not None:
        return move

    def make() -> Move:
        fields: dict[str, Any] = {"kind": "draw"}
        if seat is not None:
            fields["seat"] = seat
        fields["pile"] = pile
        if index is not None:
            fields["index"] = index
        return Move(fields)
    return _KEPT(("draw", seat, pile, index), make)


def lay_off_move(seat: int | None, card: str, meld: int) -> Move:
    """``Move(kind="lay_off", seat=seat, card=card, meld=meld)`` (no ``seat`` where it is None),
    made once."""
    if seat is None:
        return _KEPT(("lay_off", card, meld), lambda: Move(kind="lay_off", card=card, meld=meld))
    return _KEPT(("lay_off", seat, card, meld), lambda: Move(kind="lay_off", seat=seat, card=card, meld=meld))


#: The rummy family's moves, made by the makers above and a meld's card list, and their keys
#: besides ``kind`` and the ``seat`` that may name who acts (:func:`rummy_move_shapes`)
RUMMY_MOVES: dict[str, tuple[str, ...]] = {"draw": ("pile", "index"), "meld": ("cards",), "lay_off": ("card", "meld"),
                                           "discard": ("card",)}
#: The keys of those moves that name cards (``Game.move_card_keys``)
RUMMY_CARD_KEYS = frozenset({"card", "cards"})


def rummy_move_shapes(*plain: str, **keys: Sequence[str]) -> dict[str, frozenset[str]]:
    """A rummy game's ``Game.move_shapes``: the family's moves (:data:`RUMMY_MOVES`), with the
    keys ``keys`` gives a kind (of theirs or its own: ``swap=("card", "meld")``), and its own
    ``plain`` kinds, which have no key but ``seat`` ("next_hand"). The list of saved games reads
    each move by them: a move edited into nonsense is listed as damaged before it is opened."""
    shapes = {kind: frozenset({"kind", "seat", *found, *keys.get(kind, ())}) for kind, found in RUMMY_MOVES.items()}
    shapes.update({kind: frozenset({"kind", "seat", *found}) for kind, found in keys.items() if kind not in shapes})
    shapes.update({kind: frozenset({"kind", "seat"}) for kind in plain})
    return shapes


def is_card_list(value: object) -> bool:
    return isinstance(value, tuple) and all(type(c) is str and c in RANK_OF for c in value)


JOKER_RANK = JOKER  # the rank jokers have (for MeldRules.wild_ranks)


# ----- melds in a saved state ------------------------------------------------------------------
def meld_of(data: Any) -> Meld:
    """A meld from its form in a game's state (see :func:`meld_data`). Melds are immutable: the
    same data gives the same meld, kept (a table's melds are read on every move)."""
    try:
        meld = _MELDS.get(data)
    except TypeError:  # lists (not from a state): not kept
        meld = None
    if meld is None:
        kind, cards, stands, owner, added = data
        meld = Meld(kind, tuple(cards), tuple(stands), owner, tuple((s, c) for s, c in added))
        if isinstance(data, tuple):
            if len(_MELDS) >= 20_000:
                _MELDS.clear()
            try:
                _MELDS[data] = meld
            except TypeError:
                pass
    return meld


_MELDS: dict[Any, Meld] = {}


def meld_data(meld: Meld) -> tuple:
    """A meld as a game's state keeps it: plain tuples, saved and compared as they are."""
    return (meld.kind, meld.cards, meld.stands_for, meld.owner, meld.added)


def card_list_form(move: Any, extra: Iterable[str] = ()) -> str | None:
    """Why ``move`` is not a well-formed card-list move (``kind``, ``seat``, ``cards`` and the
    optional ``extra`` keys, its cards a list of card codes), or None: the first check of every
    meld a game judges by rule."""
    cards = move.get("cards")
    if set(move) - {"seat", *extra} != {"kind", "cards"} or not isinstance(cards, tuple) or not is_card_list(cards):
        return "A meld is a list of cards."
    return None
