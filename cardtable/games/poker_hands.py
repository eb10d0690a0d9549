"""Poker hand ranking: the best five cards out of any number, for every game that settles a pot
or a bonus with a poker hand (Rummoli's Poker space, and later Poker itself).

Standard poker ranking, highest first, with one standard 52-card deck and no wild cards:

1. straight flush (the ace-high one is called a royal flush),
2. four of a kind, 3. full house, 4. flush, 5. straight, 6. three of a kind, 7. two pair,
8. one pair, 9. high card.

Aces are high (A K Q J 10 is the top straight), and, as in standard poker, the ace may also play
low in the wheel A-2-3-4-5, which is the *lowest* straight (five high). Suits never break ties:
two hands with the same category and the same ranks in the same order are equal and split the
pot.

:func:`best_hand` returns a :class:`PokerHand` whose ``key`` is a tuple that compares the way
hands do (bigger is better, equal keys tie), its five ``cards`` and a ``name`` a player would say:
"full house, kings over sevens". Given fewer than five cards, the hand is judged on what there is
(a pair and two kickers, say), which is what a family does with a short hand.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, NamedTuple, Sequence

from ..core.cards import RANK_OF, SUIT_OF, DeckSpec

HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)

CATEGORY_NAMES = (
    "high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
    "four of a kind", "straight flush",
)

VALUE = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
         "J": 11, "Q": 12, "K": 13, "A": 14}
RANK_AT = {v: r for r, v in VALUE.items()}
_ONE = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
        10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
_MANY = {v: ("sixes" if v == 6 else n + "s") for v, n in _ONE.items()}


class PokerHand(NamedTuple):
    key: tuple[int, ...]  # (category, tie-break values...): compare keys to compare hands
    cards: tuple[str, ...]  # the five cards (fewer if fewer were given), best first
    name: str  # "full house, kings over sevens"

    @property
    def category(self) -> int:
        return self.key[0]


_CARD_VALUE = {c: VALUE[RANK_OF[c]] for c in DeckSpec().cards()}


def card_value(card: str) -> int:
    """Aces high: 2 is 2, ..., king 13, ace 14."""
    value = _CARD_VALUE.get(card)
    return VALUE[RANK_OF[card]] if value is None else value


_FIVE = 0b11111
_WHEEL = (1 << 14) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5)


def _straight_high(values: Iterable[int]) -> int:
    """The top card of the best straight in ``values`` (5 for the wheel), or 0."""
    mask = 0
    for v in values:
        mask |= 1 << v
    for high in range(14, 5, -1):
        if (mask >> (high - 4)) & _FIVE == _FIVE:
            return high
    if mask & _WHEEL == _WHEEL:
        return 5
    return 0


def _straight_values(high: int) -> list[int]:
    return [5, 4, 3, 2, 14] if high == 5 else list(range(high, high - 5, -1))


def best_hand(cards: Iterable[str]) -> PokerHand:
    """The best poker hand that can be made from ``cards`` (five of them, or all if fewer).
    Kept for the hands most recently judged: a search judges the same round's hands again and
    again. (Where equal cards could be picked, the one given first is.)"""
    return _best_hand(tuple(cards))


@lru_cache(maxsize=4096)
def _best_hand(cards: tuple[str, ...]) -> PokerHand:
    if not cards:
        return PokerHand((HIGH_CARD,), (), "no cards")
    by_suit: dict[str, list[str]] = {}
    by_value: dict[int, list[str]] = {}
    for c in sorted(cards, key=card_value, reverse=True):
        by_suit.setdefault(SUIT_OF[c], []).append(c)
        by_value.setdefault(card_value(c), []).append(c)

    def pick(values: Sequence[int], pool: dict[int, list[str]]) -> list[str]:
        return [pool[v][0] for v in values]

    # Straight flush.
    best_sf: tuple[int, str] | None = None
    for s, suited in by_suit.items():
        if len(suited) >= 5:
            high = _straight_high({card_value(c) for c in suited})
            if high and (best_sf is None or high > best_sf[0]):
                best_sf = (high, s)
    if best_sf:
        high, s = best_sf
        pool = {card_value(c): [c] for c in by_suit[s]}
        return _make((STRAIGHT_FLUSH, high), pick(_straight_values(high), pool))

    groups = sorted(by_value.items(), key=lambda kv: (len(kv[1]), kv[0]), reverse=True)
    quads = [v for v, cs in groups if len(cs) == 4]
    trips = [v for v, cs in groups if len(cs) == 3]
    pairs = [v for v, cs in groups if len(cs) == 2]

    def kickers(exclude: set[int], n: int) -> list[int]:
        return sorted((v for v in by_value if v not in exclude), reverse=True)[:n]

    if quads:
        q = quads[0]
        k = kickers({q}, 1)
        return _make((QUADS, q, *k), by_value[q][:4] + pick(k, by_value))
    if trips and (len(trips) >= 2 or pairs):
        t = trips[0]
        p = max(trips[1:] + pairs)
        return _make((FULL_HOUSE, t, p), by_value[t][:3] + by_value[p][:2])
    flushes = [suited[:5] for suited in by_suit.values() if len(suited) >= 5]
    if flushes:
        top = max(flushes, key=lambda cs: [card_value(c) for c in cs])
        return _make((FLUSH, *(card_value(c) for c in top)), top)
    high = _straight_high(set(by_value))
    if high:
        return _make((STRAIGHT, high), pick(_straight_values(high), by_value))
    if trips:
        t = trips[0]
        k = kickers({t}, 2)
        return _make((TRIPS, t, *k), by_value[t][:3] + pick(k, by_value))
    if len(pairs) >= 2:
        hi, lo = pairs[0], pairs[1]
        k = kickers({hi, lo}, 1)
        return _make((TWO_PAIR, hi, lo, *k), by_value[hi][:2] + by_value[lo][:2] + pick(k, by_value))
    if pairs:
        p = pairs[0]
        k = kickers({p}, 3)
        return _make((ONE_PAIR, p, *k), by_value[p][:2] + pick(k, by_value))
    k = kickers(set(), 5)
    return _make((HIGH_CARD, *k), pick(k, by_value))


def _make(key: tuple[int, ...], cards: list[str]) -> PokerHand:
    return PokerHand(key, tuple(cards), hand_name(key))


def hand_name(key: tuple[int, ...]) -> str:
    """The hand in words: "straight, ten high", "two pair, jacks and fours", "royal flush"."""
    cat = key[0]
    if len(key) == 1:
        return "no cards"
    a = key[1]
    if cat == STRAIGHT_FLUSH:
        return "royal flush" if a == 14 else f"straight flush, {_ONE[a]} high"
    if cat == QUADS:
        return f"four of a kind, {_MANY[a]}"
    if cat == FULL_HOUSE:
        return f"full house, {_MANY[a]} over {_MANY[key[2]]}"
    if cat == FLUSH:
        return f"flush, {_ONE[a]} high"
    if cat == STRAIGHT:
        return f"straight, {_ONE[a]} high"
    if cat == TRIPS:
        return f"three of a kind, {_MANY[a]}"
    if cat == TWO_PAIR:
        return f"two pair, {_MANY[a]} and {_MANY[key[2]]}"
    if cat == ONE_PAIR:
        return f"one pair, {_MANY[a]}"
    return f"high card, {_ONE[a]}"


def winners(hands: Sequence[Iterable[str] | None]) -> list[int]:
    """Indexes of the best hand(s) among ``hands`` (``None`` entries take no part); several
    when tied."""
    keys = [best_hand(h).key if h is not None else None for h in hands]
    present = [k for k in keys if k is not None]
    if not present:
        return []
    top = max(present)
    return [i for i, k in enumerate(keys) if k == top]


def compare(a: Iterable[str], b: Iterable[str]) -> int:
    """1 if hand ``a`` beats ``b``, -1 if it loses, 0 for a tie."""
    ka, kb = best_hand(a).key, best_hand(b).key
    return (ka > kb) - (ka < kb)


__all__ = ["PokerHand", "best_hand", "hand_name", "winners", "compare", "CATEGORY_NAMES", "card_value"]
