"""A Gin Rummy tournament evening (004_312affb30e9b3af0.txt, "Gin Rummy – Tournament Rules"): the
rosters, who plays whom each round, every table's result, and the scorekeeper's sheets. No Qt.

"Any even number of people can play"; "Guys against Girls as a team"; "Guys on one side of the
table, girls on the other side. Girls rotate one spot after every round so that all the girls get
to play all the guys." At table ``t`` in round ``r`` (from 1) guy ``t`` plays girl
``(t + r - 1) mod n``. "At the end of each round each set of players report their results to the
scorekeeper": a :class:`~cardtable.games.gin_rummy.PairResult` per table. When every table of a
round has reported, the round is scored with :func:`~cardtable.games.gin_rummy.team_result` and
:func:`~cardtable.games.gin_rummy.award`, exactly as for the one pair the app plays on screen.

Two sheets come out (:func:`evening_sheets`), printed or shown like any other:

* the **worksheet** ("The scorekeeper needs a worksheet as well as the scoresheet"): a row per
  round, a column per table, each cell the pairing and its reported result;
* the **score sheet** in the layout of the blank Gin Rummy sheet (:func:`blank_sheets.gin_rummy`):
  Game 1-3 under each team, the new figures where a team scored, a circle ○ for each Gin.

The pair on screen fills in its own table (:func:`with_pair_game`): the rounds of a
:class:`~cardtable.games.gin_rummy.GinState` become that table's results.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, today
from .gin_rummy import GAMES, PairResult, Tournament, award, team_result

MAX_TABLES = 10


class EveningError(ValueError):
    """A roster or a result that does not fit; the message is for the players."""


@dataclass(frozen=True)
class Evening:
    """The rosters (one name per table on each side), the team names, and per round the result
    of each table (``None`` while it has not reported)."""

    guys: tuple[str, ...]
    girls: tuple[str, ...]
    teams: tuple[str, str] = ("Guys", "Girls")
    results: tuple[tuple[PairResult | None, ...], ...] = ()

    @property
    def tables(self) -> int:
        return len(self.guys)


def new_evening(guys: Sequence[str], girls: Sequence[str], teams: Sequence[str] = ("Guys", "Girls")) -> Evening:
    """Check the rosters: the same number on each side ("Any even number of people"), names
    given and all different, two different team names."""
    guys = tuple(g.strip() for g in guys)
    girls = tuple(g.strip() for g in girls)
    if len(teams) != 2 or not all(isinstance(t, str) and t.strip() for t in teams) \
            or teams[0].strip().casefold() == teams[1].strip().casefold():
        raise EveningError("A tournament has two teams with different names.")
    if not guys or len(guys) != len(girls):
        raise EveningError(f"Each team needs the same number of players (an even number in all), "
                           f"not {len(guys)} and {len(girls)}.")
    if len(guys) > MAX_TABLES:
        raise EveningError(f"At most {MAX_TABLES} tables (pairs), not {len(guys)}.")
    names = guys + girls
    if any(not n for n in names):
        raise EveningError("Every player needs a name.")
    if len({n.casefold() for n in names}) != len(names):
        raise EveningError("Two players have the same name; give each a different name.")
    return Evening(guys, girls, (teams[0].strip(), teams[1].strip()))


def pairings(evening: Evening, round_no: int) -> list[tuple[str, str]]:
    """Who plays whom at each table in round ``round_no`` (from 1): "Girls rotate one spot after
    every round so that all the girls get to play all the guys"."""
    n = evening.tables
    return [(evening.guys[t], evening.girls[(t + round_no - 1) % n]) for t in range(n)]


def report(evening: Evening, round_no: int, table: int, result: PairResult) -> Evening:
    """Table ``table`` (from 0) reports its result for round ``round_no`` (from 1). A table may
    report ahead of the others; a round is scored once all its tables have reported, in order."""
    if not 0 <= table < evening.tables:
        raise EveningError(f"There is no table {table + 1}.")
    if result.team not in (-1, 0, 1) or result.points < 0 or result.gins not in (0, 1, 2):
        raise EveningError("A result names the team that scored (or nobody), its points and 0, 1 or 2 Gins.")
    if not 1 <= round_no <= 200:
        raise EveningError(f"There is no round {round_no}.")
    rounds = [list(r) for r in evening.results]
    while len(rounds) < round_no:
        rounds.append([None] * evening.tables)
    rounds[round_no - 1][table] = result
    return replace(evening, results=tuple(tuple(r) for r in rounds))


def complete_rounds(evening: Evening) -> list[tuple[PairResult, ...]]:
    """The rounds every table has reported, up to the first one still waiting."""
    done = []
    for rnd in evening.results:
        if None in rnd:
            break
        done.append(tuple(r for r in rnd if r is not None))
    return done


def standings(evening: Evening) -> tuple[Tournament, list[tuple[Tournament, tuple[int, int, int, int]]]]:
    """The tournament after every complete round, and per round the sheet after it and the award
    (team given points or -1, points, team given Gins or -1, Gins)."""
    t = Tournament()
    steps = []
    for rnd in complete_rounds(evening):
        awarded = team_result(rnd)
        t = award(t, *awarded)
        steps.append((t, awarded))
        if t.over:
            break
    return t, steps


def with_pair_game(evening: Evening, state: Any, table: int = 0) -> Evening:
    """The rounds the pair on screen has played (a Gin Rummy state's ``history``) reported as
    table ``table``'s results, round after round; the seat of team 0 is seat 0."""
    ev = evening
    for k, rec in enumerate(state.history):
        if k >= len(ev.results) or ev.results[k][table] is None:
            ev = report(ev, k + 1, table, PairResult(rec["winner"], rec["points"] if rec["winner"] >= 0 else 0,
                                                        rec["gins"] if rec["winner"] >= 0 else 0))
    return ev


def result_text(evening: Evening, round_no: int, table: int, result: PairResult | None) -> str:
    guy, girl = pairings(evening, round_no)[table]
    head = f"{guy} v {girl}"
    if result is None:
        return head
    if result.team < 0:
        return f"{head}: tie"
    who = guy if result.team == 0 else girl
    gins = " " + "○" * result.gins if result.gins else ""
    return f"{head}: {who} {result.points}{gins}"


def evening_sheets(evening: Evening, rounds: int | None = None) -> list[ScoreSheet]:
    """The scorekeeper's worksheet (pairings and results, blank rows for the rounds to come)
    and the tournament score sheet (the blank sheet's layout, filled in as far as it goes)."""
    n_rounds = max(rounds or 14, len(evening.results))  # the blank sheet's 14 rows: games to 200 take a while
    work_rows = []
    for r in range(1, n_rounds + 1):
        got = evening.results[r - 1] if r <= len(evening.results) else (None,) * evening.tables
        work_rows.append(ScoreRow(f"Round {r}", tuple((result_text(evening, r, t, got[t]),)
                                                     for t in range(evening.tables))))
    worksheet = ScoreSheet(
        title="Gin Rummy tournament worksheet", game_name="Gin Rummy Tournament",
        columns=tuple(f"Table {t + 1}" for t in range(evening.tables)), sub_columns=("Pair and result",),
        sections=(ScoreSection(rows=tuple(work_rows)),), players=evening.guys + evening.girls, date=today(),
        notes=(f"{evening.teams[0]}: " + ", ".join(evening.guys) + f". {evening.teams[1]}: " + ", ".join(evening.girls) + ".",
               f"{evening.teams[1]} move one table on after every round, so everyone plays everyone.",
               "Write who scored, the points and a circle for each Gin (Gin ○, Double Gin ○○)."),
        total_row=False, row_height_mm=10.0, font_pt=9.0,
    )
    final, steps = standings(evening)
    rows = []
    prev = Tournament()
    for k, (t, awarded) in enumerate(steps):
        cells = []
        for team in (0, 1):
            vals: list[str | None] = []
            for g in range(GAMES):
                pts, gins = t.columns[team][g], t.gins[team][g]
                changed = pts != prev.columns[team][g] or gins != prev.gins[team][g]
                vals.append(f"{pts}" + (" " + "○" * gins if gins else "") if changed else None)
            cells.append(tuple(vals))
        rows.append(ScoreRow(f"Round {k + 1}", tuple(cells), marked=(awarded[0],) if awarded[0] >= 0 else ()))
        prev = t
    rows += [ScoreRow("") for _ in range(max(0, n_rounds - len(rows)))]
    if any(w >= 0 for w in final.winners):
        rows.append(ScoreRow("Games won", tuple(tuple(final.game_score(team, g) if final.winners[g] >= 0 else None
                                                     for g in range(GAMES)) for team in (0, 1)), kind="total"))
    over = final.over
    totals = (final.total(0), final.total(1))
    winners: tuple[int, ...] = ()
    if over:
        winners = (0, 1) if totals[0] == totals[1] else ((0,) if totals[0] > totals[1] else (1,))
    sheet = ScoreSheet(
        title="Gin Rummy tournament score sheet", game_name="Gin Rummy Tournament",
        columns=evening.teams, sub_columns=("Game 1", "Game 2", "Game 3"), date=today(),
        sections=(ScoreSection(rows=tuple(rows)),), players=evening.guys + evening.girls,
        totals=totals if over else (), winners=winners, tie_rule="A tie is shared.",
        notes=("Each round: the team with more points gets the difference (and deals next); the team with "
               "more Gins gets the Gin difference.",
               "Points go to Game 1 the first time a team scores, Games 1 and 2 the second time, all three "
               "after that; Gins (○) only where the team already had points.",
               "Each game goes to 200 points: its winner scores 200 plus 25 a Gin in that game, the loser 25 a Gin."),
        row_height_mm=10.0, total_row=over, extra={"gins": final.gins},
    )
    return [worksheet, sheet]
