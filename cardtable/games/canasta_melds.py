"""Canasta melds (no Qt): the sets-only, close-at-seven melds of Hand and Foot Canasta, apart from
the rummy melds of :mod:`cardtable.games.melds` (no runs, a canasta closes at seven cards, a meld
of wild cards alone is allowed, threes are never melded).

A meld on the table is ``(team, rank, cards)``: ``rank`` is the set's rank, or ``"W"`` for a meld of
wild cards only. It is **closed** (a canasta) at seven cards: "natural" (a red canasta, no wilds),
"mixed" (a black canasta) or "wild" (seven wild cards).
"""

from __future__ import annotations

from typing import Sequence

from ..core.cards import JOKER, RANK_OF, SUIT_OF, card_short, cards_said

WILD = "W"
CANASTA = 7
WILD_RANKS = frozenset({JOKER, "2"})


def is_wild(card: str) -> bool:
    return _WILD[card]


_WILD = {card: rank in WILD_RANKS for card, rank in RANK_OF.items()}  # looked up once
#: The rank each card takes in a set: its own, or ``WILD`` for a joker or a 2 (a table to look
#: up, for the loops over a hand that a search runs state after state).
SET_RANK = {card: WILD if rank in WILD_RANKS else rank for card, rank in RANK_OF.items()}

def is_red_three(card: str) -> bool:
    return RANK_OF[card] == "3" and SUIT_OF[card] in ("H", "D")


def is_black_three(card: str) -> bool:
    return RANK_OF[card] == "3" and SUIT_OF[card] in ("S", "C")


def new_meld_rank(cards: Sequence[str]) -> str:
    """The rank of a new meld of ``cards`` ("W" for wilds only), or why it is no meld (a sentence
    starting "A "...). "Melds consist of sets only, with a minimum of three cards of the same rank";
    "You must have at least as many naturals as wild to start each set"."""
    if len(cards) < 3:
        return TOO_FEW
    if len(cards) > CANASTA:
        return "A meld closes at seven cards (a canasta)."
    if any(RANK_OF[c] == "3" for c in cards):
        return "Threes are never melded."
    naturals = [c for c in cards if not is_wild(c)]
    if not naturals:
        return WILD
    ranks = {RANK_OF[c] for c in naturals}
    if len(ranks) > 1:
        return "A meld is cards of one rank (sets only)."
    if len(naturals) < len(cards) - len(naturals):
        return "A meld needs at least as many natural cards as wild cards to start."
    return ranks.pop()


TOO_FEW = "A meld needs at least three cards."


def too_few_said(groups: Sequence[Sequence[str]], reason: str) -> str:
    """``reason`` (from :func:`new_meld_rank`) for one of ``groups`` laid together, said of the
    selection: cards selected together and split by rank into sets too small. "A meld needs at
    least three cards." answered three cards chosen (9♥ 7♦ 9♦, split into 9♥ 9♦ and 7♦), and the
    player could not see what was wrong (s39 t3)."""
    short = [g for g in groups if len(g) < 3]
    if reason != TOO_FEW or len(groups) < 2 or not short:
        return reason
    wilds = [c for g in groups for c in g if is_wild(c)]
    lone = [[c for c in g if not is_wild(c)] for g in short]
    if len(wilds) >= 2 and all(len(n) == 1 for n in lone):
        # A lone natural with two of the wild cards would be three cards, but "You must have at
        # least as many naturals as wild to start each set": that is what stops it, not its
        # count (8♠ 8♣ 8♣ K♠ and two jokers was told "K♠ is not" three of one rank, s45 t2 #4)
        rule = "would have more wild cards than naturals: you must have at least as many naturals as wild cards to start each set."
        if len(lone) == 1:
            return f"{card_short(lone[0][0])} with two wild cards ({cards_said(wilds[:2])}) {rule}"
        return " and ".join(card_short(n[0]) for n in lone) + f", each with two wild cards, {rule}"
    named = " and ".join(" ".join(card_short(c) for c in g) for g in short)
    verb = "is" if len(short) == 1 and len(short[0]) == 1 else "are"
    return f"A meld is three or more cards of one rank: {named} {verb} not."


def selected_melds(cards: Sequence[str]) -> list[list[tuple[str, ...]]]:
    """The ways cards a player selected and dropped together split into new melds: the naturals
    one set per rank, in the order chosen, and the wild cards shared among the sets (or three or
    more of them laid as a meld of their own) in every way that makes each a good new meld (three
    to seven cards, "at least as many naturals as wild"). Which set a wild card was meant for
    cannot be guessed when several could take it: the table asks. None good: the one way the
    cards fall (the wilds shared out in order, see below) so that :func:`new_meld_rank` says what is wrong."""
    wilds = [c for c in cards if is_wild(c)]
    sets: dict[str, list[str]] = {}
    for c in cards:
        if not is_wild(c):
            sets.setdefault(RANK_OF[c], []).append(c)
    groups = list(sets.values())
    if not groups or any(RANK_OF[g[0]] == "3" for g in groups):
        return [[tuple(cards)]]
    ways = []
    for counts in _shares(len(wilds), len(groups) + 1):  # the last share: a meld of wilds alone
        alone = counts[-1]
        if 0 < alone < 3 or alone > CANASTA:
            continue
        if all(3 <= len(g) + k <= CANASTA and len(g) >= k for g, k in zip(groups, counts)):
            rest = iter(wilds)
            way = [tuple(g) + tuple(next(rest) for _ in range(k)) for g, k in zip(groups, counts)]
            ways.append(way + ([tuple(rest)] if alone else []))
    if ways:
        return ways
    # None good: each set takes as many wilds as it has naturals, in order, and the first the rest,
    # so that the set the wilds cannot make is the one refused (all with the first, the refusal
    # blamed the first set for a rule that the set after it was short of, s45 t2 #4)
    spare = iter(wilds)
    shared = [list(g) + [w for _, w in zip(range(len(g)), spare)] for g in groups]
    shared[0] += list(spare)
    return [[tuple(g) for g in shared]]


def _shares(total: int, bins: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` alike things among ``bins`` (each a tuple of counts)."""
    if bins == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _shares(total - k, bins - 1)]


def fits(rank: str, cards: Sequence[str], card: str) -> bool:
    """Can ``card`` be added to an open meld? A set takes its rank or any wild card (wilds added
    later are free); a wild meld only wild cards; a canasta (seven cards) nothing."""
    if len(cards) >= CANASTA:
        return False
    if rank == WILD:
        return is_wild(card)
    return is_wild(card) or RANK_OF[card] == rank


def canasta_kind(rank: str, cards: Sequence[str]) -> str:
    """ "" while open; else "wild", "natural" (red) or "mixed" (black)."""
    if len(cards) < CANASTA:
        return ""
    if rank == WILD:
        return "wild"
    return "mixed" if any(is_wild(c) for c in cards) else "natural"
