"""The Decktet: P. D. Magnus's deck of six suits, the pieces Biscuit is played with.

The basic deck has 36 cards: an Ace and a Crown of each suit (one suit each) and three cards of
each rank 2 to 9 (two suits each; the three of a rank share out all six suits). The extended
deck adds the Excuse (no rank, no suit) and four Pawns and four Courts (three suits each).
Biscuit's rules (``000_…txt``, "The extended deck") let a family shuffle in the Excuse, the
Pawns or the Courts, each on its own, so :class:`Decktet` takes the three as separate switches.

A card's code is its name in lower case without "the", words joined by ``-``: ``ace-moons``,
``author``, ``chance-meeting``, ``excuse``. :meth:`Decktet.parse` also reads "The Author",
"Ace of Moons", "chance meeting" and "CHANCE_MEETING".

Rank order (for straights): Ace, 2 ... 9, then Pawn and Court where they are in the deck,
then Crown. :func:`rank_value` gives it as a number (Ace 1, 2-9, Pawn 10, Court 11, Crown 12);
the Excuse has none.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .words import capitalized

SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
SUIT_SYMBOLS = {"moons": "☾", "suns": "☀", "waves": "≈", "leaves": "♣", "wyrms": "§", "knots": "⌘"}

ACE, PAWN, COURT, CROWN = 1, 10, 11, 12
RANK_NAMES = {ACE: "Ace", PAWN: "Pawn", COURT: "Court", CROWN: "Crown"}


@dataclass(frozen=True)
class DecktetCard:
    code: str
    title: str  # "the Author", "Ace of Moons"
    rank: int | None  # None: the Excuse
    suits: tuple[str, ...]


def _card(title: str, rank: int | None, *suits: str) -> DecktetCard:
    words = title.lower().replace(" of ", " ").removeprefix("the ").split()
    return DecktetCard("-".join(words), title, rank, suits)


ACES = tuple(_card(f"Ace of {s.capitalize()}", ACE, s) for s in SUITS)
NUMBERS = (
    _card("the Author", 2, "moons", "knots"), _card("the Desert", 2, "suns", "wyrms"),
    _card("the Origin", 2, "waves", "leaves"),
    _card("the Journey", 3, "moons", "waves"), _card("the Painter", 3, "suns", "knots"),
    _card("the Savage", 3, "leaves", "wyrms"),
    _card("the Mountain", 4, "moons", "suns"), _card("the Sailor", 4, "waves", "leaves"),
    _card("the Battle", 4, "wyrms", "knots"),
    _card("the Forest", 5, "moons", "leaves"), _card("the Discovery", 5, "suns", "waves"),
    _card("the Soldier", 5, "wyrms", "knots"),
    _card("the Lunatic", 6, "moons", "waves"), _card("the Penitent", 6, "suns", "wyrms"),
    _card("the Market", 6, "leaves", "knots"),
    _card("the Chance Meeting", 7, "moons", "leaves"), _card("the Castle", 7, "suns", "knots"),
    _card("the Cave", 7, "waves", "wyrms"),
    _card("the Diplomat", 8, "moons", "suns"), _card("the Mill", 8, "waves", "leaves"),
    _card("the Betrayal", 8, "wyrms", "knots"),
    _card("the Pact", 9, "moons", "suns"), _card("the Darkness", 9, "waves", "wyrms"),
    _card("the Merchant", 9, "leaves", "knots"),
)
CROWNS = (
    _card("the Huntress", CROWN, "moons"), _card("the Bard", CROWN, "suns"),
    _card("the Sea", CROWN, "waves"), _card("the End", CROWN, "leaves"),
    _card("the Calamity", CROWN, "wyrms"), _card("the Windfall", CROWN, "knots"),
)
EXCUSE = _card("the Excuse", None)
PAWNS = (
    _card("the Watchman", PAWN, "moons", "wyrms", "knots"),
    _card("the Harvest", PAWN, "moons", "suns", "leaves"),
    _card("the Light Keeper", PAWN, "suns", "waves", "knots"),
    _card("the Borderland", PAWN, "waves", "leaves", "wyrms"),
)
COURTS = (
    _card("the Consul", COURT, "moons", "waves", "knots"),
    _card("the Rite", COURT, "moons", "leaves", "wyrms"),
    _card("the Window", COURT, "suns", "leaves", "knots"),
    _card("the Island", COURT, "suns", "waves", "wyrms"),
)

CARDS: dict[str, DecktetCard] = {c.code: c for c in ACES + NUMBERS + CROWNS + PAWNS + COURTS + (EXCUSE,)}


def card(code: str) -> DecktetCard:
    return CARDS[code]


def rank_value(code: str) -> int | None:
    """The card's place in rank order (Ace 1 ... Crown 12); None for the Excuse."""
    return CARDS[code].rank


def suits_of(code: str) -> tuple[str, ...]:
    return CARDS[code].suits


def share_a_suit(a: str, b: str) -> bool:
    return bool(set(CARDS[a].suits) & set(CARDS[b].suits))


def card_said(code: str) -> str:
    """A card as the words on the table name it, with its rank and suits where its name does not
    say them, as a sentence says it: "the Darkness (9 of Waves and Wyrms)", "the Bard (Crown of
    Suns)", "the Ace of Moons", "the Excuse". A family new to the Decktet does not know the Darkness is a 9 of Waves and Wyrms
    ("Ace of Suns shares no suit with the Darkness" told them nothing they could check)."""
    c = CARDS[code]
    if c.rank is None:
        return "the Excuse"
    if c.rank == ACE:
        return f"the {c.title}"
    suits = " and ".join(s.capitalize() for s in c.suits) if len(c.suits) < 3 else \
        ", ".join(s.capitalize() for s in c.suits[:-1]) + " and " + c.suits[-1].capitalize()
    return f"{c.title} ({RANK_NAMES.get(c.rank, str(c.rank))} of {suits})"


def _spelling(text: str) -> str:
    words = text.strip().lower().replace("_", " ").replace("-", " ").split()
    if words[:1] == ["the"]:
        words = words[1:]
    return "-".join(w for w in words if w != "of")


@dataclass(frozen=True)
class Decktet:
    """The Decktet as a piece set: the basic 36 cards, plus the Excuse, the four Pawns and the
    four Courts where switched on (the extended deck is all three)."""

    excuse: bool = False
    pawns: bool = False
    courts: bool = False

    @classmethod
    def extended(cls) -> "Decktet":
        return cls(excuse=True, pawns=True, courts=True)

    def cards(self) -> list[DecktetCard]:
        out = list(ACES + NUMBERS)
        if self.pawns:
            out += PAWNS
        if self.courts:
            out += COURTS
        out += CROWNS
        if self.excuse:
            out.append(EXCUSE)
        return out

    def codes(self) -> list[str]:
        return [c.code for c in self.cards()]

    def counts(self) -> Counter[str]:
        return Counter(self.codes())

    def parse(self, text: object) -> str:
        if isinstance(text, str) and text.strip():
            code = _spelling(text)
            if code in CARDS:
                if code in self.counts():
                    return code
                raise ValueError(f"{capitalized(CARDS[code].title)} is not in this deck (it is part of the extended Decktet)")
        raise ValueError(f"{text!r} is not a Decktet card; write a name such as 'the Author' or 'Ace of Moons'")

    def name(self, code: str) -> str:
        return card_said(code)

    def short(self, code: str) -> str:
        c = CARDS[code]
        if c.rank is None:
            return "Excuse"
        rank = {ACE: "A", PAWN: "P", COURT: "C", CROWN: "X"}.get(c.rank, str(c.rank))
        return rank + "".join(SUIT_SYMBOLS[s] for s in c.suits)
