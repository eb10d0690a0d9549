"""Score sheets: the family's paper score card, as data (no Qt).

A :class:`ScoreSheet` is what a scorekeeper writes down: the players (or teams) across the top,
one row per round or hand, the game's own sub-columns where it has them (bid and tricks made in
Oh Hell!, Game 1-3 in a Gin Rummy tournament, points and running total in Crazy Eights), the
totals and the winner. Rows can be grouped in :class:`ScoreSection` s (the seven games of the
Court Whist card, each with its rule line and four hands).

A game fills a sheet through one hook, :meth:`cardtable.core.game.Game.score_sheet`, which builds
it from the game *state*. The state holds the per-hand history (e.g. Crazy Eights'
``hand_points``), and a save holds the record that rebuilds the state, so the sheet is saved with
the game without storing anything extra. The blank sheets for play with real cards
(:mod:`cardtable.core.blank_sheets`) use the same classes with empty cells.

The GUI draws a sheet on screen (``gui/score_panel.py``) and on paper or PDF
(``gui/printing.py``); both read only what is here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date as _date
from itertools import zip_longest
from typing import Any, Callable, Iterable, Sequence, Union

from .words import listed, mid_sentence

#: the words over each player's two columns, the round's and the running one, unless a game
#: says its own (:attr:`GameInfo.sheet_columns <cardtable.core.game.GameInfo.sheet_columns>`)
SCORE_AND_TOTAL: tuple[str, str] = ("Score", "Total")
#: the words most games of points say over them (Crazy Eights, Euchre, the rummy games)
POINTS_AND_TOTAL: tuple[str, str] = ("Points", "Total")



@dataclass(frozen=True)
class StakeSheet:
    """The blank sheet of a game played for a stake (Thirty-One's and Golf's quarters), laid out
    as its own sheet in the app: rows every column opens with, their change already written
    ("Start +4", "Ante -1"), a row per hand to write in (``row_word`` and its number), the rows
    that close it ("Won the pot"), and the bottom row of what is left ("Quarters left"). The
    blank Thirty-One sheet had 15 "Round" rows of "Score / Total", a points sheet (s45 t3 #10)."""

    opening: tuple[tuple[str, str], ...]
    row_word: str
    closing: tuple[str, ...]
    total_label: str
    goal: str  # the bottom row's words, as the live sheet's ("the last player with quarters wins")
    notes: tuple[str, ...] = ()


#: A cell value: a number, a word ("scratch"), or None for an empty box to write in.
Value = Union[int, float, str, None]

ROUND, NOTE, TOTAL = "round", "note", "total"


@dataclass(frozen=True)
class ScoreRow:
    """One line of the sheet.

    ``kind`` is ``"round"`` (a hand or round: one cell per column, each a tuple with one value
    per sub-column), ``"note"`` (a rule line printed across the row, no cells) or ``"total"``
    (a sub-total line, printed bold). ``cells`` may be empty: a blank row to write in.
    ``marked`` lists the columns to highlight on this row (e.g. who went out in that hand).
    ``short``, when given, is the label in the narrow panel beside the table, where the printed
    one would be cut (Euchre's "Hand 10 – Robo Rex, diamonds, alone – Euchre!" lost its
    "alone – Euchre!"); the panel's tooltip and the printed sheet keep ``label``.
    ``said``, when given, is each column's cell in words, where the sub-columns' names before
    the values would not read right: what the panel says of the row in full and points at a
    cell (Sticks' free sticks row said "stick laid down 2 free sticks, sticks so far 2"; now
    "2 free sticks, 2 sticks so far").
    ``marks``, when given, is each column's cell in one short mark, as the family writes it on
    paper (Oh Hell!'s "12": a bid of 2 made, a 1 put in front of it; "2 ✗": a bid of 2 missed):
    what the panel's short cells show, where one sub-column's value would leave the others out
    (Oh Hell!'s score alone hid the bids). The sheet's :attr:`ScoreSheet.marks_said` says what
    they mean.
    """

    label: str
    cells: tuple[tuple[Value, ...], ...] = ()
    kind: str = ROUND
    marked: tuple[int, ...] = ()
    short: str = ""
    said: tuple[str, ...] = ()
    marks: tuple[str, ...] = ()

    @property
    def shown(self) -> str:
        """The label in the panel beside the table."""
        return self.short or self.label

    def said_of(self, column: int) -> str:
        """The row's own words for a column's cell (``said``), or "" where it gives none."""
        return self.said[column] if column < len(self.said) else ""

    def mark_of(self, column: int) -> str:
        """The row's short mark for a column's cell (``marks``), or "" where it gives none."""
        return self.marks[column] if column < len(self.marks) else ""

    def cell(self, column: int, sub: int = 0) -> Value:
        """The value in ``column`` / ``sub``-column, or None when blank."""
        if column >= len(self.cells) or sub >= len(self.cells[column]):
            return None
        return self.cells[column][sub]


@dataclass(frozen=True)
class ScoreSection:
    """A group of rows under an optional title (e.g. "Game 1 – Coronation – Partners")."""

    title: str = ""
    rows: tuple[ScoreRow, ...] = ()


#: The words of a sheet's ``extra`` kept in its JSON: how the game is won ("goal") and what a
#: round's cells count ("round_cells", the note under the sheet: "each hand's quarters won or lost")
#: and, where the sub-columns' names alone would not say it, what each figure of a row's cell is
#: ("cells_said": "Each hand's row: the points in that hand / quarters won or paid"), and where
#: the bottom row's name alone would not say how it counts, that in a sentence, said under the
#: sheet instead of the goal the heading says already ("bottom_said": Gin Rummy Tournament's
#: "Each game is won at 200 points: ...").
KEPT_EXTRA = ("goal", "round_cells", "cells_said", "bottom_said")


@dataclass(frozen=True)
class ScoreSheet:
    """A whole score sheet, filled in or blank.

    ``columns`` are the players or teams; ``sub_columns`` the values kept under each of them per
    row. ``totals`` is one value per column (empty for a blank sheet: a Total row to write in),
    ``winners`` the winning columns once the game is over. ``lower_is_better`` says which way the
    totals run (Crazy Eights and Hearts: lowest wins); ``tie_rule`` says in words what happens on
    a tie. ``notes`` are lines printed under the table (scoring reminders from the book).
    ``name_line`` prints "Name: ____" (or the name) at the top, as on the Court Whist card, which
    every player keeps for themselves. ``blocks`` and ``landscape`` are layout hints for printing
    (the Court Whist card fits one landscape page in two blocks); ``row_height_mm`` the height of
    a row to write in, ``font_pt`` the size of its text.
    """

    title: str
    game_name: str
    columns: tuple[str, ...]
    sections: tuple[ScoreSection, ...] = ()
    sub_columns: tuple[str, ...] = ("Score",)
    date: str = ""
    house_rules: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    totals: tuple[Value, ...] = ()
    winners: tuple[int, ...] = ()
    lower_is_better: bool = False
    tie_rule: str = ""
    notes: tuple[str, ...] = ()
    blank: bool = False
    name_line: str | None = None
    section_headers: bool = False  # repeat the sub-column names on each section's title row
    blocks: int = 1
    landscape: bool | None = None  # None: printing decides from the width needed
    row_height_mm: float = 8.0
    font_pt: float = 11.0  # the size of the rows' text when printed
    total_row: bool = True  # print a Total row (to write in, on a blank sheet)
    #: the sub-column that holds a row's own result, where the last one is a running value not
    #: named "Total" (Saskatchewan Rummy's cents, the money so far after them; Rummoli's net, the
    #: chips held after): the score panel's "Last" column shows it for every player. None: the
    #: first when the last is "Total", else the last (Oh Hell!'s score after bid and made).
    own_sub: int | None = None
    #: each cell's values keep their sub-columns' places (Gin Rummy Tournament's Game 1 / Game 2 /
    #: Game 3, where a round writes only the games that changed): the panel shows a dash for a
    #: blank among them ("– / – / 45", a round that changed only Game 3; it read "45", as if Game 1)
    positional: bool = False
    #: the sub-column the panel's short cells show, in every row (when there is no room for all of
    #: a cell's values); None: the last. (Gin: the first game not yet won, the one being played.)
    short_sub: int | None = None
    #: the bottom row's label. "Total": the totals of the rows above. A standings sheet whose
    #: rows are not added up names what its bottom row holds instead ("Marbles home" in Fast
    #: Track, where the rows above say where the marbles are and how many cards were played):
    #: the panel, the printed sheet and the legend say that, not "Total" ("Total 0" for
    #: everyone read as a points race nobody had scored in).
    total_label: str = "Total"
    #: the rows say where the game stands, not what each hand or round scored (Fast Track's cards
    #: played and marbles in the pen, made by :func:`tally_rows`): no row is a round's, so the
    #: panel has no "Last" round to show and no round's scores to advise seeing. (The panel took
    #: every sheet with its own bottom row for standings: Golf's "Quarters left" lost its "Last"
    #: column, and Fast Track said "To see every round's scores..." with no round to see.)
    standings: bool = False
    #: what a mark written in a cell means ("T: a take-over." in 10,000, where "1,250 T" is a
    #: count taken over): said under the sheet in the score panel and printed with the notes (the
    #: panel showed "1,250 T" with no key; the key was only on the printed sheet)
    keys: tuple[str, ...] = ()
    #: what the rows' :attr:`ScoreRow.marks` are, for the middle of a sentence ("the bid, with a
    #: 1 put in front of it when it was made ..."): the panel's legend says it when its short
    #: cells show the marks ("Each cell: ...")
    marks_said: str = ""
    #: what a highlighted cell (:attr:`ScoreRow.marked`) means, for after "Green: " under the
    #: panel's sheet and "Shaded: " on paper ("who knocked that hand"); "" where it is not said
    marked_said: str = ""
    #: what a round is called, where the rows are named otherwise than by their number (Oh
    #: Hell!'s "10 cards", Court Whist's "K♠: Ben named hearts" under "Game 1 – ..."): the narrow
    #: sheet counts them ("after hand 1", "after game 1, hand 2": :func:`round_name`). ""
    #: where rows not numbered are not rounds (Golf's "Ante", Sticks' "Free sticks").
    round_word: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    # ----- reading ----------------------------------------------------------------------------
    @property
    def rows(self) -> list[ScoreRow]:
        """Every row, section after section."""
        return [row for section in self.sections for row in section.rows]

    @property
    def rounds(self) -> list[ScoreRow]:
        """The rows that are rounds (hands), not rule lines or sub-totals."""
        return [row for row in self.rows if row.kind == ROUND]

    def leaders(self) -> list[int]:
        """The winning columns if the game is over, else who leads on the totals (all of them
        on a tie); empty when there are no numeric totals, or one column (a game of patience:
        "Anna leads" of Spider, given up too)."""
        if self.winners:
            return list(self.winners)
        if len(self.totals) < 2:
            return []
        numbers = [t for t in self.totals if isinstance(t, (int, float)) and not isinstance(t, bool)]
        if not numbers or len(numbers) != len(self.totals):
            return []
        best = min(numbers) if self.lower_is_better else max(numbers)
        if len(self.totals) > 1 and all(t == best for t in self.totals):
            return []  # everybody level (e.g. before the first hand): nobody leads
        return [i for i, t in enumerate(self.totals) if t == best]

    def goal(self) -> str:
        """How the game is won, in words for the middle of a sentence: the game's own
        (``extra["goal"]``: "the first player with every marble home wins"), else which way the
        totals run ("the highest total wins")."""
        way = self.extra.get("goal")
        if isinstance(way, str) and way:
            return way
        return "the lowest total wins" if self.lower_is_better else "the highest total wins"

    def bottom_row_tail(self) -> str:
        """What follows "Bottom row: games' score" under the sheet: how that row counts, in the
        game's own sentence ("bottom_said"), else "; " and the goal ("; the highest total wins.").
        Gin Rummy Tournament's goal, "games count once won, 200 and 25 a Gin; after all three
        the highest score wins", was hard to read, and said twice, over the sheet and under it
        (s47 t2 #7): now the heading says the goal and the note under it how a game counts."""
        said = self.extra.get("bottom_said")
        if isinstance(said, str) and said:
            return f". {said}"
        return f"; {self.goal()}."

    def bottom_row_words(self) -> str:
        """What the bottom row holds, for the middle of a sentence: "the totals", or the
        standings' own ("marbles home")."""
        if self.total_label == "Total":
            return "the totals"
        return self.total_label[:1].lower() + self.total_label[1:]

    def winner_text(self) -> str:
        """ "Winner: Ann" / "Winners: Ann and Bob (tie)", every column level "A draw: Ann and Bob
        tie" (Pirate's four ships each), or "" while the game goes on."""
        if not self.winners:
            return ""
        names = [self.columns[i] for i in self.winners]
        if len(names) == 1:
            return f"Winner: {names[0]}"
        if len(set(self.winners)) == len(self.columns):
            return f"A draw: {listed(names)} tie"
        return f"Winners: {listed(names)} (tie)"

    # ----- JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title, "game_name": self.game_name, "columns": list(self.columns),
            "sub_columns": list(self.sub_columns), "date": self.date,
            "house_rules": list(self.house_rules), "players": list(self.players),
            "totals": list(self.totals), "winners": list(self.winners),
            "lower_is_better": self.lower_is_better, "tie_rule": self.tie_rule,
            "notes": list(self.notes), "blank": self.blank, "name_line": self.name_line,
            "section_headers": self.section_headers, "blocks": self.blocks,
            "landscape": self.landscape, "row_height_mm": self.row_height_mm,
            "font_pt": self.font_pt, "total_row": self.total_row,
            **{k: self.extra[k] for k in KEPT_EXTRA if isinstance(self.extra.get(k), str)},
            **({"own_sub": self.own_sub} if self.own_sub is not None else {}),
            **({"positional": True} if self.positional else {}),
            **({"short_sub": self.short_sub} if self.short_sub is not None else {}),
            **({"total_label": self.total_label} if self.total_label != "Total" else {}),
            **({"standings": True} if self.standings else {}),
            **({"keys": list(self.keys)} if self.keys else {}),
            **({"marks_said": self.marks_said} if self.marks_said else {}),
            **({"marked_said": self.marked_said} if self.marked_said else {}),
            **({"round_word": self.round_word} if self.round_word else {}),
            "sections": [
                {"title": s.title, "rows": [
                    {"label": r.label, "kind": r.kind, "cells": [list(c) for c in r.cells],
                     "marked": list(r.marked), **({"short": r.short} if r.short else {}),
                     **({"said": list(r.said)} if r.said else {}),
                     **({"marks": list(r.marks)} if r.marks else {})} for r in s.rows]}
                for s in self.sections
            ],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ScoreSheet":
        sections = tuple(
            ScoreSection(s.get("title", ""), tuple(
                ScoreRow(r["label"], tuple(tuple(c) for c in r.get("cells", ())), r.get("kind", ROUND),
                         tuple(r.get("marked", ())), r.get("short", ""), tuple(r.get("said", ())),
                         tuple(r.get("marks", ())))
                for r in s.get("rows", ())))
            for s in data.get("sections", ())
        )
        simple = {k: data[k] for k in ("date", "lower_is_better", "tie_rule", "blank", "name_line",
                                        "section_headers", "blocks", "landscape", "row_height_mm", "font_pt", "total_row",
                                        "own_sub", "positional", "short_sub", "total_label", "standings", "marks_said",
                                        "marked_said", "round_word")
                  if k in data}
        return cls(
            title=data["title"], game_name=data["game_name"], columns=tuple(data["columns"]),
            sections=sections, sub_columns=tuple(data.get("sub_columns", ("Score",))),
            house_rules=tuple(data.get("house_rules", ())), players=tuple(data.get("players", ())),
            totals=tuple(data.get("totals", ())), winners=tuple(data.get("winners", ())),
            notes=tuple(data.get("notes", ())), keys=tuple(data.get("keys", ())), **simple,
            # how the game is won, in words ("the first to 2,000 or more wins"), and what a
            # round's cells count ("chips won or lost"); the rest of ``extra`` is a game's own
            # and not kept
            extra={k: data[k] for k in KEPT_EXTRA if isinstance(data.get(k), str)},
        )


#: a row (or a section) named by its round's number: "Hand 3 – Anna, spades", "Round 1 – Red
#: cards", "Game 1 – Coronation – Partners"
NUMBERED = re.compile(r"(Hand|Round|Deal|Game|Turn|Ship) (\d+)\b")


def round_name(sheet: ScoreSheet, row: ScoreRow) -> str:
    """The round ``row`` is, as the narrow sheet names it in a sentence: "hand 3" (of "Hand 3 –
    Anna, spades"), "round 1"; where the rows are named otherwise, counted with the sheet's
    :attr:`ScoreSheet.round_word`, after the section's number: "hand 1" (Oh Hell!'s "10 cards"),
    "game 1, hand 2" (Court Whist's second hand of Game 1). "" for a row that is no round
    (Sticks' "Free sticks"). The legend said "all from 10 cards" and "all from Game 1 –
    Coronation – Partners: K♠: Robo Remy named spades" (s36 t1 #8): the row's whole label."""
    for text in (row.short, row.label):
        found = NUMBERED.match(text)
        if found:
            return f"{found.group(1).lower()} {found.group(2)}"
    if not sheet.round_word:
        return ""
    for section in sheet.sections:
        rounds = [r for r in section.rows if r.kind == ROUND]
        place = next((k for k, r in enumerate(rounds) if r is row), None)
        if place is None:
            continue
        own = f"{sheet.round_word.lower()} {place + 1}"
        found = NUMBERED.match(section.title)
        return f"{found.group(1).lower()} {found.group(2)}, {own}" if found else own
    return ""


def today() -> str:
    """Today's date as the sheet prints it (ISO, so it sorts and reads the same everywhere)."""
    return _date.today().isoformat()


def format_value(value: Value) -> str:
    """A cell value as printed: blank for None, whole numbers without ".0", thousands with a
    comma as the table and the log write them ("1,000"; the sheet said "1000 (1000)")."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def running_rows(
    points: Sequence[Sequence[int]],
    label: str = "Hand",
    marked: Sequence[Iterable[int]] = (),
) -> tuple[list[ScoreRow], list[int]]:
    """Rows of (points, running total) per column from per-round points, and the final totals.

    The common case of a game scored hand by hand: ``points[r][c]`` is what column ``c`` scored
    in round ``r``. ``marked[r]`` are the columns to highlight on row ``r`` (the hand's winners).
    The rows of the rounds already made at the last call are given back as they were
    (:class:`KeptRows`), so one more round costs one row however long the game.
    """
    def make(r: int, record: tuple[Sequence[int], Iterable[int]], totals: list[int]) -> tuple[list[ScoreRow], list[int]]:
        pts, marks = record
        totals = [t + p for t, p in zip(totals or [0] * len(pts), pts)]
        return [ScoreRow(f"{label} {r + 1}", tuple((p, t) for p, t in zip(pts, totals)),
                         marked=tuple(marks))], totals

    # (in C: the records are compared with the kept ones at every call)
    records = list(zip_longest(points, marked[:len(points)], fillvalue=()))
    rows, totals = _RUNNING.rows(label, records, make, [])
    return rows, list(totals)  # (a copy: the kept one is not to be changed)


class KeptRows:
    """The rows a game's sheet made from its records (a history, one record a hand) at the last
    call, kept for the next one, so that a sheet built afresh after every move makes only the
    rows of the records that are new (or differ) and gives back the very same row objects for
    the others: the score panel and the main window then find them unchanged by identity, in C
    (``tuple == tuple`` skips identical items), instead of comparing every row by value. A game
    of 1,000 hands rebuilt its whole sheet at every move (6-21 ms of rows; s37).

    ``rows(context, records, make, start)``: ``make(i, record, carry)`` returns the rows of record
    ``i`` and the carry after it (the running totals), a pure function of those and ``context``
    (the players, the options the rows read: anything else they depend on). Kept while the
    context and ``start`` are equal and the records before are equal (the same objects in a game
    going on: an append-only history): rows kept from other starting totals would be stale. One
    entry: another game (a test, an AI's look) only makes the next call build afresh. Safe to
    call from several threads: each call reads one snapshot and writes one."""

    def __init__(self) -> None:
        # ((context, start), records, flat rows, rows after each record, carry after each record)
        self._kept: tuple[Any, tuple, tuple, tuple[int, ...], tuple] = (object(), (), (), (), ())

    def rows(self, context: Any, records: Sequence[Any],
             make: Callable[[int, Any, Any], tuple[Sequence[ScoreRow], Any]], start: Any) -> tuple[list[ScoreRow], Any]:
        """Every record's rows, in order, and the carry after the last (``start`` if none)."""
        old_context, old_records, old_rows, old_ends, old_carries = self._kept
        records = tuple(records)
        k = 0
        # (the carry the rows start from is part of what they are made from, as the context is;
        # kept as given, not copied: 12-50 us a call, and the callers make it afresh each time)
        context = (context, start)
        if context == old_context:
            k = min(len(records), len(old_records))
            if records[:k] != old_records[:k]:  # (in C: identical records cost nothing)
                k = next(i for i in range(k) if records[i] != old_records[i])
        rows = list(old_rows[:old_ends[k - 1]]) if k else []
        ends, carries = list(old_ends[:k]), list(old_carries[:k])
        carry = carries[-1] if k else start
        for i in range(k, len(records)):
            made, carry = make(i, records[i], carry)
            rows.extend(made)
            ends.append(len(rows))
            carries.append(carry)
        self._kept = (context, records, tuple(rows), tuple(ends), tuple(carries))
        return rows, carry


#: the rows :func:`running_rows` made last (one game's at a time)
_RUNNING = KeptRows()


def house_rules_text(info: Any, options: dict[str, Any], players: int | None = None) -> tuple[str, ...]:
    """The house rules in force, in words: each option that differs from its default, as
    "Label" (for an option switched on) or "Label: value". ``info`` is a ``GameInfo``. The rules
    of a published set (:attr:`OptionSpec.of_set`) are said together, where the first of them
    is: "Ten a trick (from Denexa's rules)", "Dealer makes the bids exceed the cards and ten a
    trick (from Denexa's rules)", "All of Denexa's rules"; the box that only counts them
    (:attr:`OptionSpec.set_whole`) is not said itself. ``players``: how many play, where
    known; a rule that changes nothing at that number (:attr:`OptionSpec.concerns`) is not said."""
    lines: list[str | tuple[str]] = []  # (a set's place in the list: its name alone)
    specs = tuple(getattr(info, "options", ()))
    on: dict[str, list[str]] = {}  # each set's rules switched on, in order
    whole: set[str] = set()  # the sets whose box turns all their rules on
    for spec in specs:
        value = options.get(spec.id, spec.default)
        if players is not None and spec.concerns and players not in spec.concerns:
            continue  # (but a set's rules all ticked are still "All of" it)
        if spec.of_set is not None:
            if spec.of_set not in on:
                on[spec.of_set] = []
                lines.append((spec.of_set,))
            if spec.set_whole is not None:
                if value == spec.set_whole:
                    whole.add(spec.of_set)
            elif value is True and value != spec.default:
                on[spec.of_set].append(spec.label)
            continue
        if value == spec.default or spec.setting:
            continue
        # (an alternate rule the family's rules number, by its number as New Game's tag says it:
        # "Hand of five (alternate rule 2)", which Fast Track's refusals quote: "Alternate rule 3:
        # ..."; an unnumbered one needs no more than its label)
        label = f"{spec.label} ({spec.alternate_words()})" if spec.alternate else spec.label
        if isinstance(spec.default, bool) or spec.tick:
            lines.append(label if spec.ticked(value) else f"{label}: off")
        else:
            lines.append(f"{label}: {spec.value_text(value)}")
    out = []
    for line in lines:
        if isinstance(line, str):
            out.append(line)
            continue
        name = line[0]
        rules = on[name]
        parts = [s for s in specs if s.of_set == name and s.set_whole is None]
        if name in whole or (parts and len(rules) == len(parts)):
            out.append(f"All of {name}")
        elif rules:
            out.append(f"{listed([rules[0]] + [mid_sentence(rule) for rule in rules[1:]])} (from {name})")
    return tuple(out)


# ----- sides and tallies (the board games: teams as columns, counts as rows) --------------------
def team_name(players: Sequence[str], seats: Iterable[int]) -> str:
    """A side as its column is headed and the words name it: "Anna" alone, "Anna & Cleo" for
    partners, "Anna, Ben & Robo Rosa" for three (as the table's captions name a team: Hand and
    Foot's log and sheet said "Anna & Ben & Robo Rosa")."""
    return listed((players[s] for s in seats), "&")


def team_totals(per_seat: Sequence[int], teams: Sequence[Sequence[int]]) -> list[int]:
    """Per-seat numbers (an engine's ``scores``) added up per side."""
    return [sum(per_seat[s] for s in team) for team in teams]


def team_winners(teams: Sequence[Sequence[int]], winning_seats: Iterable[int]) -> tuple[int, ...]:
    """The columns (sides) whose seats are all among the engine's ``winners``."""
    won = set(winning_seats)
    return tuple(i for i, team in enumerate(teams) if team and set(team) <= won)


def tally_rows(lines: Iterable[tuple[str, Sequence[Value]]]) -> list[ScoreRow]:
    """One row per ``(label, one value per column)``: a standings table ("Marbles home", ...)."""
    return [ScoreRow(label, tuple((v,) for v in values)) for label, values in lines]
