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

The evening screen (Game > Gin Rummy Tournament Evening...) types the rosters in
(:func:`start_from_text`), each table's result (:func:`parse_result`: who scored, the points, the
Gins, checked), enters a round once every table has one (:func:`enter_round`, which says what the
round gave), and keeps the evening in a file after every step (:meth:`Evening.save`); the last
round entered can be taken back (:func:`take_back`), also after the app was closed.

Decided for the typed-in results: a table that scored says who, with more than 0 points (or a
Gin); "nobody" (a tie, "nobody scores") has no points and no Gins; a Gin is 1 circle, a Double
Gin 2 ("+ 1 Gin", "+ 2 Gins"); a Run or the stock running out give none. One round at a table
scores at most 200 points (a 13-card hand holds far less).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from ..core.blank_sheets import GIN_TEAMS
from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, today
from .evenings import DAMAGED, VERSION, EveningError, check_different, parse_names, read_file, write_file
from .gin_rummy import GAMES, PairResult, Tournament, award, gins_words, points_words, team_result, team_said

__all__ = ["EveningError", "Evening", "new_evening", "start_from_text", "pairings", "report", "parse_result",
           "enter_round", "take_back", "standings", "evening_sheets", "with_pair_game"]

MAX_TABLES = 10
#: The most one table's round can score (checked when a result is typed in).
MAX_ROUND_POINTS = 200
KIND = "gin_rummy_evening"


@dataclass(frozen=True)
class Evening:
    """The rosters (one name per table on each side), the team names, and per round the result
    of each table (``None`` while it has not reported)."""

    guys: tuple[str, ...]
    girls: tuple[str, ...]
    teams: tuple[str, str] = GIN_TEAMS
    results: tuple[tuple[PairResult | None, ...], ...] = ()

    @property
    def tables(self) -> int:
        return len(self.guys)

    # ----- kept on disk ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"kind": KIND, "version": VERSION, "guys": list(self.guys), "girls": list(self.girls),
                "teams": list(self.teams),
                "results": [[None if r is None else [r.team, r.points, r.gins] for r in rnd] for rnd in self.results]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Evening":
        """The evening written by :meth:`to_dict`, checked as if typed in again; anything else
        is an EveningError."""
        try:
            if data.get("kind") != KIND:
                raise ValueError("not a Gin Rummy tournament evening")
            teams = data["teams"]
            ev = new_evening([str(g) for g in data["guys"]], [str(g) for g in data["girls"]],
                             (str(teams[0]), str(teams[1])) if isinstance(teams, list) and len(teams) == 2 else ())
            for r, rnd in enumerate(data["results"]):
                if len(rnd) != ev.tables:
                    raise ValueError(f"round {r + 1} has {len(rnd)} tables")
                for t, res in enumerate(rnd):
                    if res is not None:
                        team, points, gins = res
                        if not all(type(x) is int for x in (team, points, gins)):
                            raise ValueError("a result is not three whole numbers")
                        ev = report(ev, r + 1, t, PairResult(team, points, gins))
        except (EveningError, KeyError, TypeError, ValueError, AttributeError, IndexError):
            # (a result the rules refuse, or a key missing: its words are the code's, not the family's)
            raise EveningError(DAMAGED) from None
        return ev

    def save(self, path: Any) -> None:
        """Write the evening to ``path`` (a whole new file, so a crash leaves the old one)."""
        write_file(path, self.to_dict())

    @classmethod
    def load(cls, path: Any) -> "Evening":
        return cls.from_dict(read_file(path, "a Gin Rummy tournament evening"))

    # ----- where it stands -------------------------------------------------------------------
    def round_now(self) -> int:
        """The round being played (from 1): the first one some table has not reported."""
        return len(complete_rounds(self)) + 1

    def over(self) -> bool:
        return standings(self)[0].over


def new_evening(guys: Sequence[str], girls: Sequence[str], teams: Sequence[str] = GIN_TEAMS) -> Evening:
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


def start_from_text(first_text: str, second_text: str, teams: Sequence[str] = GIN_TEAMS) -> Evening:
    """The evening from the two roster boxes (one name a line, or with commas) and the team
    names; every mistake is an EveningError."""
    teams = tuple(t.strip() for t in teams)
    first = parse_names(first_text, team_said(teams[0]) if teams and teams[0] else "the first team")
    second = parse_names(second_text, team_said(teams[1]) if len(teams) > 1 and teams[1] else "the second team")
    check_different(first + second)
    return new_evening(first, second, teams)


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


def parse_result(evening: Evening, round_no: int, table: int, team: int | None, points_text: str,
                 gins: int) -> PairResult:
    """One table's result as typed in: ``team`` the team that scored (0 or 1), -1 for nobody (a
    tie) or ``None`` when not chosen; the points as typed; 0, 1 or 2 Gins. Every mistake is an
    EveningError that starts with the table ("Table 2 (Al v Ann): ...")."""
    guy, girl = pairings(evening, round_no)[table]
    where = f"Table {table + 1} ({guy} v {girl})"
    text = points_text.strip()
    if team is None:
        raise EveningError(f"{where}: say who scored ({guy}, {girl}, or nobody for a tie).")
    if team < 0:
        if text not in ("", "0") or gins:
            raise EveningError(f"{where}: a tie scores nothing: no points and no Gins.")
        return PairResult(-1, 0, 0)
    who = guy if team == 0 else girl
    if not text:
        raise EveningError(f"{where}: type the points {who} scored.")
    try:
        points = int(text)
    except ValueError:
        raise EveningError(f"{where}: \u201c{text[:20]}\u201d is not a whole number of points.") from None
    if points < 0:
        raise EveningError(f"{where}: points are never below 0 (the one who scored is {who}).")
    if points > MAX_ROUND_POINTS:
        raise EveningError(f"{where}: {points} is more than one round can score.")
    if gins not in (0, 1, 2):
        raise EveningError(f"{where}: a round gives no Gin, 1 Gin or 2 (a Double Gin).")
    if points == 0 and not gins:
        raise EveningError(f"{where}: {who} scored 0 points: choose nobody (a tie) instead.")
    return PairResult(team, points, gins)


def enter_round(evening: Evening, round_no: int, results: Sequence[PairResult]) -> tuple[Evening, list[str]]:
    """Every table's result for round ``round_no``; returns the evening and, in words, what the
    round gave ("Guys 45, Girls 30: the Guys get 15 and deal next")."""
    if evening.over():
        raise EveningError("The tournament is over: all three games have been won.")
    if round_no != evening.round_now():
        raise EveningError(f"Round {evening.round_now()} is being played, not round {round_no}.")
    if len(results) != evening.tables:
        raise EveningError(f"Every table reports: {evening.tables} results, not {len(results)}.")
    ev = evening
    for t, result in enumerate(results):
        ev = report(ev, round_no, t, result)
    before, _ = standings(evening)
    after, steps = standings(ev)
    pteam, pts, gteam, gins = steps[-1][1]
    a, b = ev.teams
    totals = [sum(r.points for r in results if r.team == k) for k in (0, 1)]
    gin_totals = [sum(r.gins for r in results if r.team == k) for k in (0, 1)]
    told = [f"Round {round_no}: {a} {totals[0]} points, {b} {totals[1]}."]
    told.append(f"{team_said(ev.teams[pteam], start=True)} get the difference, {pts}, and deal next"
                f"{points_words(before, after, pteam)}." if pteam >= 0
                else "The teams are level: nobody scores, the same dealers deal again.")
    if gteam >= 0:
        # where the Gins went, or why they went nowhere (the team's first points: the line said
        # "the Guys get 1 Gin (where they have points)" and the standings had none)
        counted, words = gins_words(before, after, gteam, gins, ev.teams[gteam])
        said = f"Gins: {a} {gin_totals[0]}, {b} {gin_totals[1]}"
        told.append(f"{said}: {words}." if counted else f"{said}. {words[:1].upper()}{words[1:]}.")
    for g in range(GAMES):
        if before.winners[g] < 0 <= after.winners[g]:
            told.append(f"Game {g + 1} is over: {team_said(ev.teams[after.winners[g]])} reached 200.")
    if after.over:
        t0, t1 = after.total(0), after.total(1)
        told.append("The tournament is over: " + (f"a tie at {t0}." if t0 == t1 else
                                                 f"{team_said(ev.teams[0 if t0 > t1 else 1])} win, {max(t0, t1)} to {min(t0, t1)}."))
    else:
        told.append(f"Round {round_no + 1}: {team_said(b)} move one table on.")
    return ev, told


def take_back(evening: Evening) -> tuple[Evening, tuple[PairResult, ...]]:
    """The evening before its last round was entered, and that round's results, to be corrected
    and entered again. Worked out from the evening itself (its rounds are all kept with it), so
    it works as well on an evening carried on after the app was closed: the take-back was
    remembered only while the screen was open, and a wrong last round typed before closing
    could not be corrected."""
    done = complete_rounds(evening)
    if not done:
        raise EveningError("No round has been entered yet: there is nothing to take back.")
    return replace(evening, results=evening.results[:len(done) - 1]), done[-1]


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
    lost: list[str] = []  # the rounds whose points counted in no game (meant for games already won)
    for k, (t, awarded) in enumerate(steps):
        if awarded[0] >= 0 and points_words(prev, t, awarded[0]).startswith(", but"):
            whose = team_said(evening.teams[awarded[0]])
            whose += "'" if whose.endswith("s") else "'s"
            lost.append(f"Round {k + 1}: {whose} {awarded[1]} counted in no game (meant only for games already won).")
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
               "Each game goes to 200 points: its winner scores 200 plus 25 a Gin in that game, the loser 25 a Gin.",
               *lost),
        row_height_mm=10.0, total_row=over, extra={"gins": final.gins}, positional=True, short_sub=final.in_play,
    )
    return [worksheet, sheet]
