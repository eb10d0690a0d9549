"""Piece sets: what a game is played with, as codes.

Every game names its pieces with one :class:`PieceSet` (``Game.pieces``). A piece set says

* which codes exist and how many of each (``counts``, ``codes`` in a fixed new-pack order), so
  "every piece is somewhere exactly once" is a comparison of counts for every game;
* how a person may write a piece (``parse``: case-insensitive, ``t``/``10``, ``joker``), always
  giving back the one written form the engines use;
* what a piece is called in a sentence (``name``) and on a status line (``short``);
* what the pieces are called together (:func:`pieces_called`: "cards", or a set's own
  ``called``, "tiles" for dominoes), for words such as the curtain's "show my cards".

Records and saves check stacked deals and card-holding moves against the game's own set, so a
Euchre record cannot name a 2 and a dominoes record cannot name a card.

Sets here: the standard deck (several packs, jokers, ranks or single cards left out: Euchre's
9-to-ace, Scopa's 40, Canadian Salad's clubs removed), dominoes (double-6, -9, -12) and dice
(rolled from the state's seeded generator, see :func:`roll`). The Decktet lives in
:mod:`cardtable.core.decktet` and implements the same protocol.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import ClassVar, Iterable, Protocol, Sequence, runtime_checkable

from .cards import DeckSpec, normalise_card_text


@runtime_checkable
class PieceSet(Protocol):
    """The pieces a game is played with. Implementations are frozen dataclasses (hashable)."""

    def codes(self) -> list[str]:
        """Every piece's code, duplicates included, in a fixed (new-pack) order."""
        ...

    def counts(self) -> Counter[str]:
        ...

    def parse(self, text: object) -> str:
        """The one written form of ``text``; ``ValueError`` with a sentence if it is no piece
        of this set."""
        ...

    def name(self, code: str) -> str:
        ...

    def short(self, code: str) -> str:
        ...


def pieces_called(pieces: object) -> str:
    """What a hand of these pieces is called: a set's ``called`` ("tiles"), else "cards"."""
    called = getattr(pieces, "called", "cards")
    return called if isinstance(called, str) else "cards"


def parse_pieces(pieces: PieceSet, codes: Iterable[object], where: str = "card list") -> list[str]:
    """Parse a list a person wrote with ``pieces.parse``; ``ValueError`` names the entry."""
    out = []
    for i, code in enumerate(codes):
        try:
            out.append(pieces.parse(code))
        except ValueError as exc:
            raise ValueError(f"{where}: entry {i + 1}: {exc}") from None
    return out


# ----- the standard deck -----------------------------------------------------------------------
# Defined in cards.py (as DeckSpec, the name the engines have always used) so that cards.py needs
# nothing from here; this is the same class under its piece-set name.
StandardDeck = DeckSpec


# ----- dominoes --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dominoes:
    """A double-``top`` set: every pair ``a-b`` with ``0 <= a <= b <= top`` once, written
    ``"3-5"`` (low end first). Double-6 has 28 tiles, double-9 55, double-12 91."""

    top: int = 6
    called: ClassVar[str] = "tiles"  # "I'm Anna: show my tiles"

    def codes(self) -> list[str]:
        return [f"{a}-{b}" for a in range(self.top + 1) for b in range(a, self.top + 1)]

    def counts(self) -> Counter[str]:
        return Counter(self.codes())

    def parse(self, text: object) -> str:
        if isinstance(text, str):
            parts = text.replace("|", "-").replace(":", "-").replace("/", "-").split("-")
            if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
                a, b = sorted(int(p) for p in parts)
                if b <= self.top:
                    return f"{a}-{b}"
                raise ValueError(f"{text!r} is not in a double-{self.top} set")
        raise ValueError(f"{text!r} is not a domino; write tiles like 3-5 or 0-0")

    @staticmethod
    def ends(code: str) -> tuple[int, int]:
        a, b = code.split("-")
        return int(a), int(b)

    def name(self, code: str) -> str:
        a, b = self.ends(code)
        return f"double {a}" if a == b else f"{a}-{b}"

    def short(self, code: str) -> str:
        return f"[{code}]"


# ----- dice ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dice:
    """``count`` dice of ``sides`` sides. Dice are not dealt; they are rolled with
    :func:`roll` from the state's seed, so a record replays its rolls exactly. Their codes are
    the faces ``"1"``..``"6"`` (what a stacked roll lists)."""

    count: int = 5
    sides: int = 6

    def codes(self) -> list[str]:
        return []  # nothing is "somewhere exactly once": dice are re-rolled

    def counts(self) -> Counter[str]:
        return Counter()

    def parse(self, text: object) -> str:
        value = str(text).strip() if isinstance(text, (str, int)) and not isinstance(text, bool) else ""
        if value.isdigit() and 1 <= int(value) <= self.sides:
            return str(int(value))
        raise ValueError(f"{text!r} is not a face of a {self.sides}-sided die")

    def name(self, code: str) -> str:
        return f"a {code}"

    def short(self, code: str) -> str:
        return code


def roll(seed: int | str, roll_no: int, dice: int, sides: int = 6,
         stack: Sequence[Sequence[str]] | None = None) -> list[int]:
    """Roll number ``roll_no`` of a game seeded with ``seed``: ``dice`` faces. A stacked entry
    for that number (faces as text) is used instead, so a game played with real dice can be
    typed in."""
    if stack and roll_no < len(stack) and stack[roll_no]:
        faces = [int(f) for f in stack[roll_no]][:dice]
        if len(faces) == dice:
            return faces
    bits = random.Random(f"cardtable/{seed}/roll/{roll_no}").getrandbits
    # rng.randint(1, sides) for each die, written out (the same draws, so the same faces): a
    # roll is on a search's path.
    k = sides.bit_length()
    faces = []
    for _ in range(dice):
        face = bits(k)
        while face >= sides:
            face = bits(k)
        faces.append(face + 1)
    return faces
