"""Playing cards as short text codes.

A card is its code, a plain string such as ``"7C"`` (seven of clubs), ``"10H"``, ``"QS"`` or
``"JK"`` (a joker). Codes are what a family would write down, they go into JSON unchanged, and two
copies of the same card (two decks shuffled together) are simply the same code twice: every zone
is a multiset of codes, so "every card is somewhere exactly once" is a comparison of counts.

A :class:`DeckSpec` says which codes make up a deck. Other decks (the Decktet's six suits with
two-suit cards, dominoes, dice) are further specs with their own codes and names; nothing here
assumes four suits beyond the standard deck's own tables.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from .words import listed, number_word

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED_SUITS = frozenset({"H", "D"})
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = {
    "A": "ace", "J": "jack", "Q": "queen", "K": "king",
    **{str(n): str(n) for n in range(2, 11)},
}
JOKER = "JK"

# Lookup tables built once: the engines ask for rank and suit in their inner loops.
RANK_OF: dict[str, str] = {}
SUIT_OF: dict[str, str] = {}
for _s in SUITS:
    for _r in RANKS:
        RANK_OF[_r + _s] = _r
        SUIT_OF[_r + _s] = _s
RANK_OF[JOKER] = JOKER
SUIT_OF[JOKER] = ""
del _s, _r

#: Rank values with aces low (A=1 ... K=13); aces-high games use :data:`RANK_VALUE_ACE_HIGH`.
RANK_VALUE = {r: i + 1 for i, r in enumerate(RANKS)}
RANK_VALUE_ACE_HIGH = {**RANK_VALUE, "A": 14}


def is_card(code: object) -> bool:
    """True if ``code`` is a standard card or a joker."""
    return isinstance(code, str) and code in RANK_OF


def rank(code: str) -> str:
    return RANK_OF[code]


def suit(code: str) -> str:
    return SUIT_OF[code]


def is_red(code: str) -> bool:
    return SUIT_OF[code] in RED_SUITS


def card_name(code: str) -> str:
    """The card as a player says it: ``"7 of clubs"``, ``"queen of hearts"``, ``"joker"``; a
    Decktet card (Biscuit) as the table's words say it, with its rank and suits
    (:func:`~cardtable.core.decktet.card_said`: "the Darkness (9 of Waves and Wyrms)")."""
    if code == JOKER:
        return "joker"
    if code not in RANK_OF:
        from .decktet import CARDS as DECKTET, card_said

        return card_said(code) if code in DECKTET else repr(code)
    return f"{RANK_NAMES[RANK_OF[code]]} of {SUIT_NAMES[SUIT_OF[code]]}"


def cards_said(cards: Iterable[str], joker: str = "a joker") -> str:
    """Cards as a sentence names them: "the 7 of clubs, the 8 of clubs and a joker" (a log said
    "melded jack of clubs, jack of hearts, joker"); equal cards (two decks or more) once, with
    their number, where the first of them stands: "the queen of diamonds and two queens of
    clubs", "two jokers" (the log said "the queen of clubs and the queen of clubs").
    ``joker``: one joker's words ("the joker" where the sentence means that one)."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    names: list[str] = []
    for card, n in counts.items():
        if n > 1 and (card == JOKER or card in RANK_OF):
            names.append(f"{number_word(n)} {cards_plural(card)}")
        else:
            names += [joker if card == JOKER else "the " + card_name(card)] * n
    return listed(names)


def cards_plural(code: str) -> str:
    """Several of one card, as "two kings of hearts" says them: "kings of hearts", "6s of
    diamonds", "jokers"."""
    if code == JOKER:
        return "jokers"
    return f"{RANK_NAMES[RANK_OF[code]]}s of {SUIT_NAMES[SUIT_OF[code]]}"


def card_short(code: str) -> str:
    """Compact label with a suit symbol, for status lines: ``"7\u2663"``."""
    if code == JOKER:
        return "Joker"
    return RANK_OF[code] + SUIT_SYMBOLS[SUIT_OF[code]]


def normalise_card_text(text: object) -> str | None:
    """``"10h"``, ``"th"``, ``" Qs "``, ``"joker"`` -> ``"10H"``, ``"10H"``, ``"QS"``, ``"JK"``;
    ``None`` if it cannot be a standard card or joker. Card codes are read case-insensitively
    everywhere and always written in this one form."""
    if not isinstance(text, str):
        return None
    norm = text.strip().upper()
    if norm in ("JOKER", "JO", "JK"):
        return JOKER
    if len(norm) == 2 and norm[0] == "T":
        norm = "10" + norm[1]
    return norm if norm in RANK_OF else None


@dataclass(frozen=True)
class DeckSpec:
    """The standard deck as a piece set (:class:`cardtable.core.pieces.PieceSet`, where it is
    also called ``StandardDeck``): ``decks`` packs, each with ``jokers`` jokers, less
    ``omit_ranks`` (in every suit: Euchre keeps 9 to ace, Scopa drops 8, 9, 10) and less one copy
    of each code in ``omit_cards`` (Canadian Salad for five players drops ``("2C", "2D")``)."""

    decks: int = 1
    jokers: int = 0
    omit_ranks: tuple[str, ...] = ()
    omit_cards: tuple[str, ...] = ()

    def codes(self) -> list[str]:
        """The codes of the whole deck, in a fixed (new-pack) order."""
        one = [r + s for s in SUITS for r in RANKS if r not in self.omit_ranks]
        one += [JOKER] * self.jokers
        cards = one * self.decks
        for code in self.omit_cards:
            cards.remove(code)
        return cards

    cards = codes  # the name the engines have always used

    def counts(self) -> Counter[str]:
        return Counter(self.codes())

    def parse(self, text: object) -> str:
        code = normalise_card_text(text)
        if code is None:
            raise ValueError(f"{text!r} is not a card; write cards like 7C, 10H, QS or JK")
        if code not in _code_set(self):
            raise ValueError(f"the {card_name(code)} is not in this game's deck")
        return code

    def name(self, code: str) -> str:
        return card_name(code)

    def short(self, code: str) -> str:
        return card_short(code)


@lru_cache(maxsize=64)
def _code_set(deck: DeckSpec) -> frozenset[str]:
    """The codes in ``deck``, once per deck: a record's every card is read against it (a long
    replay parses hundreds of thousands of cards)."""
    return frozenset(deck.codes())


def parse_cards(codes: Iterable[object], where: str = "card list") -> list[str]:
    """Check a list of card codes from a file a person wrote; raises ``ValueError`` with a
    sentence naming the first bad entry."""
    out = []
    for i, code in enumerate(codes):
        if not isinstance(code, str):
            raise ValueError(f"{where}: entry {i + 1} is not a card code (got {code!r})")
        norm = code.strip().upper()
        if norm == "T" or (len(norm) == 2 and norm[0] == "T"):
            norm = "10" + norm[1:]
        if norm in ("JOKER", "JO"):
            norm = JOKER
        if norm not in RANK_OF:
            raise ValueError(
                f"{where}: {code!r} (entry {i + 1}) is not a card; write cards like 7C, 10H, QS or JK"
            )
        out.append(norm)
    return out


def cut_words(players: Sequence[str], cuts: Sequence[tuple[int, str]], winner: int, then: str) -> list[str]:
    """The cut for who starts, told (:func:`~cardtable.core.rng.cut_for_high`) in a line for each
    round of cutting, the cards short: "The cut: Anna 7\u2663, Ben K\u2666, Cy K\u2660: Ben and Cy tie
    and cut again.", and last "Cut again: Ben 4\u2663, Cy J\u2666. Cy cuts the jack of diamonds and
    plays first." (``then``: "plays first", "deals first"). A line for each cut took six lines of
    the game log, or more, with six players."""
    rounds: list[list[tuple[int, str]]] = [[]]
    for seat, card in cuts:
        if any(s == seat for s, _ in rounds[-1]):
            rounds.append([])
        rounds[-1].append((seat, card))
    lines: list[str] = []
    for k, turn in enumerate(rounds):
        said = f"{'Cut again' if k else 'The cut'}: " + ", ".join(
            f"{players[seat]}\u00a0{card_short(card)}" for seat, card in turn)  # (a name and its card on one line)
        if k < len(rounds) - 1:
            lines.append(f"{said}: {listed(players[s] for s, _ in rounds[k + 1])} tie and cut again.")
        else:
            card = next(c for s, c in turn if s == winner)
            lines.append(f"{said}. {players[winner]} cuts the {card_name(card)} and {then}.")
    return lines
