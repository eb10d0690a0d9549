"""Seeded, replayable shuffles.

A game's randomness is ``(seed, number of shuffles so far)``, both held in its state: shuffle
number *n* of a game with seed *s* always gives the same order, on every machine and Python
version (``random.Random`` seeded with a string uses SHA-512 and is stable). This keeps states
small and JSON-able, and a save only needs the seed.

A deal can be *stacked*: ``stack[n]`` lists, top card first, the order shuffle *n* must produce
(the whole pile, or only its top cards, the rest then shuffled from the seed). This is how a hand
played with real cards is typed in and replayed.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence


class StackError(ValueError):
    """A stacked order asks for cards that are not in the pile being shuffled."""


def rng_for(seed: int | str, shuffle_no: int) -> random.Random:
    """The generator for shuffle ``shuffle_no`` of a game seeded with ``seed``."""
    return random.Random(f"cardtable/{seed}/{shuffle_no}")


def shuffle(
    cards: Sequence[str],
    seed: int | str,
    shuffle_no: int,
    stack: Sequence[Sequence[str]] | None = None,
) -> list[str]:
    """Return ``cards`` shuffled, **top card first**.

    If ``stack`` has an entry for ``shuffle_no``, those cards come first in that order and only
    the remaining cards are shuffled.
    """
    wanted = list(stack[shuffle_no]) if stack and shuffle_no < len(stack) and stack[shuffle_no] else []
    rest = list(cards)
    if wanted:
        pool = Counter(rest)
        need = Counter(wanted)
        missing = need - pool
        if missing:
            problems = [
                f"{card} {need[card]} times, but the pile holds it {pool[card]} time{'s' if pool[card] != 1 else ''}"
                if pool[card] else f"{card}, which is not in the pile"
                for card in sorted(missing)
            ]
            raise StackError(f"the stacked order for shuffle {shuffle_no + 1} asks for " + "; ".join(problems))
        left = pool - need
        rest = []
        for card in cards:
            if left[card] > 0:
                left[card] -= 1
                rest.append(card)
    _shuffle(rng_for(seed, shuffle_no), rest)
    return wanted + rest


def _shuffle(rng: random.Random, cards: list[str]) -> None:
    """``rng.shuffle(cards)``, step for step as Python 3.11's (the same draws from the same
    generator, so the same order), written out: a reshuffle is on a search's path."""
    bits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:  # random's _randbelow: draw again until below n
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]



def first_dealer(seed: int | str, players: int) -> int:
    """The family's General Rules: "When dealing the cards for the first round the dealer is
    randomly selected unless the rules state differently". The seat that deals first, drawn from
    the seed with its own generator (``cardtable/<seed>/first-dealer``), never one of the game's
    numbered shuffles: the same record always has the same first dealer, and every deal stays as
    it was. Every game that draws its first dealer draws it here."""
    return random.Random(f"cardtable/{seed}/first-dealer").randrange(players)


#: the ranks as a cut for the highest card counts them, low to high (aces high)
CUT_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def cut_for_high(seed: int | str, players: int) -> tuple[int, list[tuple[int, str]]]:
    """The family's cut at set-up ("Cut cards to determine who goes first. Highest card will play
    first"): each player cuts a card of one deck without jokers, aces high, suits equal; those
    tied for the highest cut again. Returns the seat that cut highest and every cut in order,
    (seat, card). Its own generator from the seed (``cardtable/<seed>/cut``), never one of the
    game's numbered shuffles, so it leaves every deal as it was."""
    rng = random.Random(f"cardtable/{seed}/cut")
    deck = [r + s for s in ("S", "H", "D", "C") for r in CUT_ORDER]
    cuts: list[tuple[int, str]] = []
    cutting = list(range(players))
    while True:
        cards = list(deck)
        _shuffle(rng, cards)
        turn = list(zip(cutting, cards))
        cuts += turn
        best = max(CUT_ORDER.index(card[:-1]) for _, card in turn)
        cutting = [seat for seat, card in turn if CUT_ORDER.index(card[:-1]) == best]
        if len(cutting) == 1:
            return cutting[0], cuts
