"""Quarters, the pot and "on your face": the stakes shared by Thirty-One and Golf
(004_312affb30e9b3af0.txt, sections "Thirty One" and "Golf").

"Each player starts with 4 quarters"; "Each player needs to ante in one quarter to start" (the
pot). A player who loses a hand pays quarters into the pot. "You have one round on your face
after you are out of quarters": decided (issue 22) as: a player whose last quarter is paid is
*on their face*; their next loss puts them out of the game. "Last player remaining wins the pot."

The purse is a small frozen value; a game state keeps it as the four fields of
:class:`PurseState` (one dataclass both games' states build on, so the state stays plain JSON); every function returns a new
one, so quarters are conserved by construction: the quarters in hand plus the pot always make
``4 x players`` (the property tests check it after every move).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ..core.game import GameState
from ..core.words import listed, plural

if TYPE_CHECKING:  # pragma: no cover
    from typing import Self

    from ..core.scoresheet import StakeSheet

START_QUARTERS = 4


@dataclass(frozen=True)
class Purse:
    """Each seat's quarters, who is on their face, who is out, and the pot."""

    quarters: tuple[int, ...]
    on_face: tuple[bool, ...]
    out: tuple[bool, ...]
    pot: int

    @classmethod
    def start(cls, players: int, ante: bool = True) -> "Purse":
        """Four quarters each; with ``ante``, one of them already in the pot."""
        paid = 1 if ante else 0
        return cls((START_QUARTERS - paid,) * players, (False,) * players, (False,) * players, paid * players)

    # ----- reading ------------------------------------------------------------------------------
    def live(self) -> tuple[int, ...]:
        """The seats still in the game."""
        return tuple(seat for seat, out in enumerate(self.out) if not out)

    def total(self) -> int:
        """Quarters in hand plus the pot (never changes)."""
        return sum(self.quarters) + self.pot

    def next_live(self, seat: int) -> int:
        """The next seat to the left of ``seat`` still in the game (``seat`` itself if alone)."""
        n = len(self.out)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if not self.out[other]:
                return other
        return seat

    # ----- paying -------------------------------------------------------------------------------
    def lose(self, owed: Mapping[int, int]) -> tuple["Purse", dict[int, str]]:
        """Each seat in ``owed`` loses that many quarters to the pot (2 for a knocker who is
        lowest or highest). A seat with quarters pays what it can; if that was its last it is on
        its face. A seat already on its face goes out. If that would put out *every* player
        still in, nobody goes out this time (they stay on their faces and play on): the text
        wants one player left, and ties at the bottom must not leave none.

        Returns the new purse and what happened to each seat, in words ("paid 1", "on face",
        "out")."""
        quarters = list(self.quarters)
        on_face = list(self.on_face)
        out = list(self.out)
        pot = self.pot
        what: dict[int, str] = {}
        going_out = [seat for seat, amount in owed.items() if amount > 0 and not self.out[seat]
                     and self.on_face[seat] and self.quarters[seat] == 0]
        spare = len(going_out) == len(self.live())  # everybody left would go out at once
        for seat, amount in sorted(owed.items()):
            if amount <= 0 or self.out[seat]:
                continue
            if quarters[seat] > 0:
                paid = min(amount, quarters[seat])
                quarters[seat] -= paid
                pot += paid
                if quarters[seat] == 0:
                    on_face[seat] = True
                    what[seat] = f"paid {paid}, now on face"
                else:
                    what[seat] = f"paid {paid}"
            elif spare:
                what[seat] = "stays on face (nobody would be left)"
            else:
                out[seat] = True
                what[seat] = "out"
        return Purse(tuple(quarters), tuple(on_face), tuple(out), pot), what

    def the_pot(self, unit: str = "quarter") -> str:
        """The pot with what it is counted in, for the sentence that says who wins it: "the pot
        of 16 quarters" (it said "the pot of 16": 16 of what?)."""
        return f"the pot of {plural(self.pot, unit)}"

    def award_pot(self, seat: int) -> "Purse":
        """ "Last player remaining wins the pot." """
        quarters = list(self.quarters)
        quarters[seat] += self.pot
        return Purse(tuple(quarters), self.on_face, self.out, 0)

    # ----- kept in a game state as plain fields (states must be JSON-able) ----------------------
    def fields(self) -> dict[str, Any]:
        """The purse as the state fields ``quarters``, ``on_face``, ``out`` and ``pot``."""
        return {"quarters": self.quarters, "on_face": self.on_face, "out": self.out, "pot": self.pot}

    @classmethod
    def of(cls, state: Any) -> "Purse":
        """The purse kept in a state's ``quarters``, ``on_face``, ``out`` and ``pot`` fields."""
        return cls(state.quarters, state.on_face, state.out, state.pot)

    def to_json(self, unit: str = "quarter") -> dict[str, Any]:
        """The purse for the public part of a position: the pot is counted in quarters on the
        table (``pot_unit``), not in chips; in ``unit`` where the game counts something else
        (Thirty-One with Denexa's rules: the corners of each player's bill)."""
        return {"quarters": list(self.quarters), "on_face": list(self.on_face), "out": list(self.out),
                "pot": self.pot, "pot_unit": unit}

    def holding(self, seat: int, unit: str = "quarter") -> str:
        """What ``seat`` holds, as the line under its seat says it: "3 quarters", "1 corner",
        "on face" or "out"."""
        if self.out[seat]:
            return "out"
        q = self.quarters[seat]
        return "on face" if self.on_face[seat] and q == 0 else plural(q, unit)

    def marks(self, knocker: int | None = None, knocked: str = "knocked") -> list[str]:
        """A word per seat for the table: "out", "on face", and who knocked."""
        words = []
        for seat, (q, face, out) in enumerate(zip(self.quarters, self.on_face, self.out)):
            word = "out" if out else ("on face" if face and q == 0 else "")
            if seat == knocker:
                word = f"{knocked}, {word}" if word else knocked
            words.append(word)
        return words

    def describe(self, players: Iterable[str], unit: str = "quarter") -> str:
        """A public line: each player's quarters (or "on face", "out") and the pot."""
        parts = []
        for name, q, face, out in zip(players, self.quarters, self.on_face, self.out):
            if out:
                parts.append(f"{name} out")
            elif face and q == 0:
                parts.append(f"{name} on face")
            else:
                parts.append(f"{name} {q}")
        return f"{unit.capitalize()}s: " + ", ".join(parts) + f"; pot {self.pot}"


@dataclass(eq=False, kw_only=True)
class PurseState(GameState):
    """The state fields of a game played for quarters (Thirty-One, Golf): the purse
    (:class:`Purse`) kept as plain JSON-able fields, once for every such game."""

    quarters: tuple[int, ...]
    on_face: tuple[bool, ...]
    out: tuple[bool, ...]
    pot: int

    @property
    def purse(self) -> Purse:
        return Purse(self.quarters, self.on_face, self.out, self.pot)

    def next_live(self, seat: int) -> int:
        """``self.purse.next_live(seat)`` without making the purse (asked every turn)."""
        out = self.out
        n = len(out)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if not out[other]:
                return other
        return seat

    def with_purse(self, purse: Purse) -> "Self":
        """A copy holding ``purse``."""
        return self.replace(**purse.fields())

    def paid_words(self, seat: int, lost: int, unit: str = "quarter", for_log: bool = False) -> str:
        """What the last hand cost ``seat``, who lost ``lost`` of its quarters, as the table
        says it at the hand's end: "paid 2 quarters", "paid 1 quarter, now on face", "is out"
        or "stays on face (nobody would be left)" (the purse's own words, in a sentence); with
        ``for_log``, as the game log says it, in the present like its other lines and with where
        the quarters go: "pays 1 quarter into the pot"."""
        if lost:
            face = ", now on face" if self.on_face[seat] and self.quarters[seat] == 0 else ""
            verb, where = ("pays", " into the pot") if for_log else ("paid", "")
            return f"{verb} {plural(lost, unit)}{where}{face}"
        if self.out[seat]:
            return "is out"
        return "stays on face (nobody would be left)"

    def losers_words(self, losers: Sequence[int], losses: Sequence[int], knocker: int | None,
                     worst: str, value: str, unit: str = "quarter", for_log: bool = False) -> str:
        """Who paid for the hand just ended, in a sentence: "Ben knocked and was lowest with 17:
        paid 2 quarters." or "Anna and Ben tied for highest with 47: Anna (knocked) paid 2
        quarters; Ben paid 1 quarter." (``worst``: "lowest" or "highest"; ``value``: the losing
        hand's value as said). ``for_log``: the game log's line, in the present as its other
        lines are ("Ben knocked and is lowest with 17: pays 2 quarters into the pot.", "Anna and
        Ben tie for highest with 47: ...")."""
        names = self.players
        was, tied = ("is", "tie") if for_log else ("was", "tied")
        if len(losers) == 1:
            seat = losers[0]
            who = f"{names[seat]} knocked and {was}" if seat == knocker else f"{names[seat]} {was}"
            paid = self.paid_words(seat, losses[seat], unit, for_log)
            return f"{who} {worst} with {value}: {'out of the game' if paid == 'is out' else paid}."
        each = "; ".join(f"{names[s]}{' (knocked)' if s == knocker else ''} {self.paid_words(s, losses[s], unit, for_log)}"
                         for s in losers)
        return f"{listed(names[s] for s in losers)} {tied} for {worst} with {value}: {each}."


class PurseResult:
    """What a game played for quarters says first between hands (mixed in before ``Game``):
    who paid what, in the table's words (its ``result_text``: "Ben was lowest with 11: paid 1
    quarter."), not its log's "Hands: Anna 21, ..." and "pays 1 quarter into the pot". Thirty-One
    said "Hand 1 is over (Quarters: ...)" alone in hands 1, 4, 5 and 7 (s44 t3 F4)."""

    def hand_result_words(self, state: Any, events: Sequence[Any], short: bool = False) -> str:
        return self.result_text(state)  # type: ignore[attr-defined]

    def out_of_game(self, state: Any) -> frozenset[int]:
        """The players out of quarters and out of the game ("You have one round on your face
        after you are out of quarters"): :meth:`Game.out_of_game`."""
        return frozenset(seat for seat, out in enumerate(state.out) if out)


def purse_sheet_rows(state: PurseState, label: str, values: Iterable[Iterable[Any]],
                     losses: Iterable[Iterable[int]], knockers: Iterable[int | None], ante: bool,
                     over: bool, value_word: str) -> tuple[Any, ...]:
    """The score sheet's rows for a game played for quarters, so that each player's column adds
    up to the quarters left: "Start" (+4 each), "Ante" (-1 each, where there is one), a row per
    hand or round (its ``values`` and the quarters lost; "out" the round a player goes out,
    blank after it), and at the end "Won the pot" (+9) for the last player in. Golf's and
    Thirty-One's columns showed only the rounds' losses, so -1 and -1 ended in a total of 12.

    The Start, Ante and Won-the-pot rows hold a change in quarters and no points: it is written
    alone and signed ("+4", "-1"), so the row reads on its own beside its label (as "– / 4" and
    "– / -1" it could only be read with the legend: s35 t3), and is not taken for points (a lone
    "4" was).

    The cell of the round a player goes out says so in words (``value_word``: what the first
    number is, "hand", "points"): "Anna: hand 12, out of the game.", where the sub-columns'
    names said "hand 12, change in quarters out" (s44 t3 F5)."""
    from ..core.scoresheet import ScoreRow

    shown_rows: list[list[Any]] = [list(v) for v in values]
    lost_rows: list[list[int]] = [list(q) for q in losses]
    n = len(state.players)
    paid = 1 if ante else 0
    rows = [ScoreRow("Start", (("", signed(START_QUARTERS)),) * n)]
    if ante:
        rows.append(ScoreRow("Ante", (("", signed(-paid)),) * n))
    for i, (shown, lost, knocker) in enumerate(zip(shown_rows, lost_rows, knockers)):
        cells: list[tuple[Any, Any]] = []
        said: list[str] = []
        for seat, (v, q) in enumerate(zip(shown, lost)):
            said.append("")
            if v is None:  # out of the game before this round
                cells.append(("", ""))
                continue
            later = shown_rows[i + 1][seat] if i + 1 < len(shown_rows) else None
            goes_out = not q and (later is None if i + 1 < len(shown_rows) else state.out[seat])
            cells.append((v, "out" if goes_out else (-q if q else 0)))
            if goes_out:
                said[seat] = f"{value_word} {v}, out of the game"
        rows.append(ScoreRow(f"{label} {i + 1}", tuple(cells), marked=() if knocker is None else (knocker,),
                             said=tuple(said) if any(said) else ()))
    if over:
        won = [q - (START_QUARTERS - paid - sum(lost[seat] for lost in lost_rows))
               for seat, q in enumerate(state.quarters)]
        if any(w > 0 for w in won):
            rows.append(ScoreRow("Won the pot", tuple(("", signed(w) if w > 0 else "") for w in won)))
    return tuple(rows)


def stake_sheet(row_word: str, notes: Sequence[str]) -> "StakeSheet":
    """The blank sheet's layout of a game played for quarters, as :func:`purse_sheet_rows` lays
    out its own: "Start +4" and "Ante -1" written in, a row per ``row_word`` ("Hand"), "Won the
    pot", and "Quarters left" at the bottom, where "on face" and "out" are written too."""
    from ..core.scoresheet import StakeSheet

    return StakeSheet(opening=(("Start", signed(START_QUARTERS)), ("Ante", signed(-1))), row_word=row_word,
                      closing=("Won the pot",), total_label="Quarters left",
                      goal="the last player with quarters wins", notes=tuple(notes))


def knocker_marked(label: str) -> str:
    """What the cell :func:`purse_sheet_rows` marks in a row means ("who knocked that hand"): the
    sheets' :attr:`ScoreSheet.marked_said` ("Green: " on screen, "Shaded: " on paper). Their
    notes said "A marked name knocked", but the cell is what is marked, and on screen in a green
    nothing explained (s35 t4 #5)."""
    return f"who knocked that {label.lower()}"


def signed(change: int) -> str:
    """A change in quarters as the sheet writes it alone: "+4", "-1" ("0" for none)."""
    return f"{change:+d}" if change else "0"
