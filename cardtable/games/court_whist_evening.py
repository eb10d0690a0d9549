"""A Court Whist evening of several tables (no Qt): the laptop keeps the seating, the players'
cards and the standings while each table plays with real cards and types in its hands.

From the book (004_312affb30e9b3af0.txt, "Court Whist"): "4 players per table, no limit to the
number of tables you can have". "After each set of 4 hands, the winners move to a new table, men
move counter-clockwise and ladies move clockwise. If there is a tie after the 4 hands then all
players will cut and the highest man and highest lady will move." "One of the losers moves either
left or right one chair at the table so all players get new partner each round." "Each player
needs a copy of the score sheet." "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND".

Decided (also on the in-app rules page):

* Tables are numbered 1, 2, 3 ... round the room; counter-clockwise is to the table numbered one
  lower (table 1's man goes to the last table), clockwise one higher.
* Each table seats two men and two ladies: as many tables as there are pairs of men and pairs of
  ladies; the others sit out and score 8 a hand. Who sits out next: those who have sat out least
  (ties go round the names in turn); they take the chairs of the players who sit out in turn.
* A table's four are written in chair order, clockwise: man, man, lady, lady; partners sit
  opposite (chairs 1 and 3, 2 and 4). After the move the man who stayed partners the lady who
  arrived, and the man who arrived the lady who stayed (one loser moved a chair).
* Game 1's partners are drawn at random; all cuts are drawn from the evening's seed.
* Conspiracy (no partners): the best man and the best lady at each table move (ties: a cut).
* A hand is typed in as the four chairs' scores; the laptop checks it against the card's rule
  (sides 13, 26, 13 to 39 ...; Conspiracy's four add up to 13; partners alike except a Spoke).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Sequence

from ..core.blank_sheets import COURT_WHIST_GAMES
from ..core.words import listed
from .court_whist import CONFISCATION, CONSPIRACY, GAMES, HANDS_PER_GAME, NAMES, SIT_OUT_SCORE
from .evenings import DAMAGED, VERSION, EveningError, check_different, parse_names, read_file, write_file

__all__ = ["EveningError", "Evening", "HAND_RULE", "parse_names", "parse_score", "start_from_text"]

#: The side total a hand must add up to, per game (Chivalry and Confiscation are ranges).
SIDE_TOTAL = {1: (13, 13), 2: (26, 26), 4: (13, 39), 5: (13, 13), 6: (-1000, 13), 7: (25, 25)}


#: What the card asks of each hand, as the screen says it above the boxes.
HAND_RULE = {
    1: "Each side's tricks; the two sides add up to 13.",
    2: "Each trick counts double; the two sides add up to 26.",
    3: "No partners: each player's own tricks; the four add up to 13.",
    4: "Tricks plus 2 for each trick a lady took; the two sides add up to 13 to 39.",
    5: "Each side scores the other side's tricks; the two add up to 13.",
    6: "Tricks less 3 for each time a player spoke; partners differ only by those fines.",
    7: "Tricks plus a point for each face card taken; the two sides add up to 25.",
}


def start_from_text(men_text: str, ladies_text: str, seed: int | str = 0) -> "Evening":
    """The evening from the two boxes of names; every mistake is an EveningError."""
    men = parse_names(men_text, "the men")
    ladies = parse_names(ladies_text, "the ladies")
    check_different(men + ladies)
    if len(men) < 2 or len(ladies) < 2:
        raise EveningError(f"An evening needs at least two men and two ladies (there are {len(men)} "
                           f"{'man' if len(men) == 1 else 'men'} and {len(ladies)} "
                           f"{'lady' if len(ladies) == 1 else 'ladies'}).")
    return Evening.start(men + ladies, ladies, seed)


def parse_score(text: str, where: str) -> int:
    """One typed-in score: a whole number (Confiscation's may be below 0)."""
    value, problem = read_score(text)
    if problem:
        raise EveningError(f"{where}: {problem}")
    return value


def read_score(text: str) -> tuple[int, str]:
    """One typed-in score and what is wrong with it ("" if nothing)."""
    t = text.strip().replace("\u2212", "-")
    if not t:
        return 0, "the box is empty; type the score the card asks for."
    try:
        value = int(t)
    except ValueError:
        return 0, f"\u201c{text.strip()[:20]}\u201d is not a whole number."
    if not -99 <= value <= 99:
        return 0, f"{value} is more than a hand can score."
    return value, ""


@dataclass
class Evening:
    """The room: ``tables`` (each four player indices: man, man, lady, lady clockwise) and who
    sits out; ``cards`` each player's score per game and hand."""

    names: tuple[str, ...]
    ladies: tuple[bool, ...]
    seed: int | str = 0
    game: int = 1  # the game being played (8 when the evening is over)
    tables: list[tuple[int, int, int, int]] = field(default_factory=list)
    sitting_out: list[int] = field(default_factory=list)
    sat_out: list[int] = field(default_factory=list)
    cards: list[dict[tuple[int, int], int]] = field(default_factory=list)  # per player: (game, hand) -> score
    moves: list[str] = field(default_factory=list)  # who moved where after each game
    # who sat out each game entered (game 1 first): their cards say so, where an 8 a hand alone
    # read as scores made at a table (s46 t3 #11); an evening saved before it was kept has none
    sat_out_games: list[list[int]] = field(default_factory=list)

    @classmethod
    def start(cls, names: Sequence[str], ladies: Sequence[str], seed: int | str = 0) -> "Evening":
        names = tuple(n.strip() for n in names)
        folded = {n.casefold() for n in ladies}
        is_lady = tuple(n.casefold() in folded for n in names)
        unknown = folded - {n.casefold() for n in names}
        if unknown:
            raise EveningError(f"{', '.join(sorted(unknown))} is in the ladies but not among the players.")
        if sum(is_lady) < 2 or len(names) - sum(is_lady) < 2:
            raise EveningError("An evening needs at least two men and two ladies.")
        evening = cls(names, is_lady, seed, sat_out=[0] * len(names),
                      cards=[{} for _ in names])
        evening.first_seating()
        return evening

    # ----- seating -------------------------------------------------------------------------
    def men(self) -> list[int]:
        return [p for p in range(len(self.names)) if not self.ladies[p]]

    def women(self) -> list[int]:
        return [p for p in range(len(self.names)) if self.ladies[p]]

    def table_count(self) -> int:
        return min(len(self.men()) // 2, len(self.women()) // 2)

    def choose_sitters(self) -> list[int]:
        """The men and ladies beyond the tables' chairs: those who have sat out least."""
        chairs = 2 * self.table_count()
        out = []
        n = len(self.names)
        for group in (self.men(), self.women()):
            group = sorted(group, key=lambda p: (self.sat_out[p], (p - self.game) % n))
            out += group[:len(group) - chairs]
        return sorted(out)

    def first_seating(self) -> None:
        """ "Partners are selected at random": men and ladies drawn to the tables."""
        rng = random.Random(f"cardtable/{self.seed}/evening/seating")
        out = set(self.choose_sitters())
        men = [p for p in self.men() if p not in out]
        women = [p for p in self.women() if p not in out]
        rng.shuffle(men)
        rng.shuffle(women)
        self.tables = [(men[2 * t], men[2 * t + 1], women[2 * t], women[2 * t + 1]) for t in range(self.table_count())]
        self.sitting_out = sorted(out)
        for p in out:
            self.sat_out[p] += 1

    # ----- results -------------------------------------------------------------------------
    def check_hand(self, table: int, hand: int, scores: Sequence[int]) -> None:
        problem = self.hand_problem(table, scores)
        if problem:
            raise EveningError(f"Table {table + 1}, {NAMES[self.game]} hand {hand + 1}: {problem}")

    def hand_problem(self, table: int, scores: Sequence[int]) -> str:
        """What is wrong with a hand's four scores (chairs in order) by the card's rule for the
        game: "" if nothing."""
        game = self.game
        if len(scores) != 4 or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
            return "give four whole-number scores, one per chair."
        if game == CONSPIRACY:
            if min(scores) < 0 or sum(scores) != 13:
                return "in Conspiracy the four players' tricks add up to 13."
            return ""
        low, high = SIDE_TOTAL[game]
        if game != CONFISCATION and (scores[0] != scores[2] or scores[1] != scores[3]):
            m1, m2, l1, l2 = (self.names[p] for p in self.tables[table]) if table < len(self.tables) else "1234"
            return f"partners score the same ({m1} and {l1}, {m2} and {l2})."
        side = [max(scores[0], scores[2]), max(scores[1], scores[3])]
        if game == CONFISCATION:
            if (scores[0] - scores[2]) % 3 or (scores[1] - scores[3]) % 3 or sum(side) > 13:
                return "partners differ only by Spoke fines of 3, and the tricks add up to 13."
            return ""
        if not low <= sum(side) <= high:
            total = str(low) if low == high else f"{low} to {high}"
            return f"the two sides add up to {sum(side)}, not {total}."
        return ""

    def record_game(self, results: Sequence[Sequence[Sequence[int]]]) -> list[str]:
        """Enter one game: ``results[table][hand]`` is the four chairs' scores. Sit-outs get 8 a
        hand. Then everyone moves. Returns what the room is told."""
        if self.game > GAMES:
            raise EveningError("The evening is over: all seven games are played.")
        if len(results) != len(self.tables) or any(len(r) != HANDS_PER_GAME for r in results):
            raise EveningError(f"Give four hands for each of the {len(self.tables)} tables.")
        for t, table_results in enumerate(results):
            for h, scores in enumerate(table_results):
                self.check_hand(t, h, scores)
        for t, table in enumerate(self.tables):
            for h, scores in enumerate(results[t]):
                for chair, p in enumerate(table):
                    self.cards[p][(self.game, h + 1)] = scores[chair]
        for p in self.sitting_out:
            for h in range(HANDS_PER_GAME):
                self.cards[p][(self.game, h + 1)] = SIT_OUT_SCORE
        self.sat_out_games.append(list(self.sitting_out))
        told = self.move_players(results)
        self.moves.append(" ".join(told))
        self.game += 1
        return told

    def movers(self, t: int, results: Sequence[Sequence[int]]) -> tuple[int, int]:
        """The man and the lady who move from table ``t``."""
        table = self.tables[t]
        total = [sum(h[c] for h in results) for c in range(4)]
        rng = random.Random(f"cardtable/{self.seed}/evening/cut/{self.game}/{t}")
        if self.game == CONSPIRACY:
            pick = []
            for chairs in ((0, 1), (2, 3)):
                best = max(total[c] for c in chairs)
                top = [c for c in chairs if total[c] == best]
                pick.append(table[top[0] if len(top) == 1 else rng.choice(top)])
            return pick[0], pick[1]
        side_a, side_b = total[0] + total[2], total[1] + total[3]
        if side_a > side_b:
            return table[0], table[2]
        if side_b > side_a:
            return table[1], table[3]
        # "all players will cut and the highest man and highest lady will move"
        return table[rng.choice((0, 1))], table[rng.choice((2, 3))]

    def move_players(self, results: Sequence[Sequence[Sequence[int]]]) -> list[str]:
        """ "the winners move to a new table, men move counter-clockwise and ladies move
        clockwise"; "One of the losers moves ... one chair" so everyone has a new partner."""
        count = len(self.tables)
        names = self.names
        moving = [self.movers(t, results[t]) for t in range(count)]
        told = []
        new_tables = []
        for t, table in enumerate(self.tables):
            man_in = moving[(t + 1) % count][0]  # men move to the table numbered one lower
            lady_in = moving[(t - 1) % count][1]
            man_stays = next(p for p in table[:2] if p != moving[t][0])
            lady_stays = next(p for p in table[2:] if p != moving[t][1])
            # the man who stayed partners the lady who arrived; the man who arrived the lady who stayed
            new_tables.append((man_stays, man_in, lady_in, lady_stays))
            man, lady = names[moving[t][0]], names[moving[t][1]]
            to_man, to_lady = (t - 1) % count + 1, (t + 1) % count + 1
            if count == 1:  # nowhere to move: the partners change at the table
                told.append(f"{man} and {lady} would move, but there is only one table: the partners change instead.")
            elif to_man == to_lady:  # two tables: both go to the other one
                told.append(f"{man} and {lady} move from table {t + 1} to table {to_man}.")
            else:
                told.append(f"{man} and {lady} move from table {t + 1} ({man} to table {to_man}, "
                            f"{lady} to table {to_lady}).")
        self.tables = new_tables
        if self.game < GAMES:
            told += self.rotate_sit_outs()
        return told

    def rotate_sit_outs(self) -> list[str]:
        """Those who have sat out least sit out next, taking turns: each comes in to the chair of
        a player of the same kind who sits out."""
        self.game += 1  # choose for the coming game
        coming_out = self.choose_sitters()
        self.game -= 1
        coming_in = [p for p in self.sitting_out if p not in coming_out]
        leaving = [p for p in coming_out if p not in self.sitting_out]
        told = []
        for p_in in coming_in:
            p_out = next(q for q in leaving if self.ladies[q] == self.ladies[p_in])
            leaving.remove(p_out)
            self.tables = [(a, b, c, d) for a, b, c, d in
                           ([p_in if p == p_out else p for p in table] for table in self.tables)]
            told.append(f"{self.names[p_in]} comes in for {self.names[p_out]}, who sits out.")
        for p in coming_out:
            self.sat_out[p] += 1
        self.sitting_out = coming_out
        return told

    def parse_game(self, texts: Sequence[Sequence[Sequence[str]]]) -> list[list[list[int]]]:
        """The typed boxes ``texts[table][hand][chair]`` as numbers, each hand checked against
        the card. Mistakes are one EveningError naming every hand that is wrong, a line for
        each table and mistake, the first hand first (the screen puts the cursor there):
        "Table 1, Coronation hands 1, 2, 3 and 4: partners score the same (...)."; a box that
        is not a number names its player: "Table 2, hand 3, Ann: “8a” is not a whole number."."""
        results = []
        wrong: dict[tuple[int, str, str], list[int]] = {}  # (table, whose box, what) -> hands
        for t, table_texts in enumerate(texts):
            hands = []
            for h, row in enumerate(table_texts):
                read = [read_score(box) for box in row]
                if read and all(not box.strip() for box in row):
                    wrong.setdefault((t, "", "the boxes are empty; type the scores the card asks for."), []).append(h)
                elif any(problem for _, problem in read):
                    c, problem = next((c, problem) for c, (_, problem) in enumerate(read) if problem)
                    wrong.setdefault((t, self.names[self.tables[t][c]], problem), []).append(h)
                else:
                    scores = [value for value, _ in read]
                    problem = self.hand_problem(t, scores)
                    if problem:
                        wrong.setdefault((t, "", problem), []).append(h)
                    hands.append(scores)
            results.append(hands)
        if wrong:
            lines = []
            for (t, who, problem), bad in wrong.items():
                hands_text = ("hand " if len(bad) == 1 else "hands ") + listed(str(h + 1) for h in bad)
                where = f"Table {t + 1}, {hands_text}, {who}" if who else f"Table {t + 1}, {NAMES[self.game]} {hands_text}"
                lines.append(f"{where}: {problem}")
            raise EveningError("\n".join(lines))
        return results

    def taken_back(self) -> tuple["Evening", list[list[list[int]]]]:
        """The evening before its last game was entered, and that game's hands as typed
        (``results[table][hand][chair]``), to be corrected and entered again. Worked out from
        the evening itself, so it works as well on an evening carried on after the app was
        closed (the take-back was remembered only while the screen was open): the seating
        follows from the names, the seed and the cards (every draw and cut comes from the seed),
        so the games are entered again from the first. An evening whose seating does not follow
        from its cards (a file changed by hand) is an EveningError, and is left as it is."""
        if self.game <= 1:
            raise EveningError("No game has been entered yet: there is nothing to take back.")
        cannot = "The last game cannot be taken back: the saved evening's seating does not follow from its games."
        try:
            ev = Evening.start(self.names, [n for n, lady in zip(self.names, self.ladies) if lady], self.seed)
            before, last = ev, []
            for game in range(1, self.game):
                results = [[[self.cards[p][(game, h + 1)] for p in table] for h in range(HANDS_PER_GAME)]
                           for table in ev.tables]
                if game == self.game - 1:
                    before, last = copy.deepcopy(ev), results
                ev.record_game(results)
        except (EveningError, KeyError):
            raise EveningError(cannot) from None
        # (what was said of the moves is not compared: its words may have changed since; nor who
        # sat out, which follows from the seating and an evening saved before it was kept lacks)
        kept = ("moves", "sat_out_games")
        if {k: v for k, v in ev.to_dict().items() if k not in kept} != \
                {k: v for k, v in self.to_dict().items() if k not in kept}:
            raise EveningError(cannot)
        before.moves = list(self.moves[:len(before.moves)])
        return before, last

    def partners_alike(self) -> bool:
        """Whether the game being played has partners who always score the same (not
        Conspiracy, no partners; not Confiscation, where a Spoke fines one partner)."""
        return self.game not in (CONSPIRACY, CONFISCATION)

    def over(self) -> bool:
        return self.game > GAMES

    # ----- kept on disk -----------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {"kind": "court_whist_evening", "version": VERSION, "names": list(self.names),
                "ladies": list(self.ladies), "seed": self.seed, "game": self.game,
                "tables": [list(t) for t in self.tables], "sitting_out": list(self.sitting_out),
                "sat_out": list(self.sat_out), "moves": list(self.moves),
                "sat_out_games": [list(g) for g in self.sat_out_games],
                "cards": [[[g, h, v] for (g, h), v in sorted(card.items())] for card in self.cards]}

    @classmethod
    def from_dict(cls, data: dict) -> "Evening":
        """The evening written by :meth:`to_dict`; anything else is an EveningError."""
        try:
            if data.get("kind") != "court_whist_evening":
                raise ValueError("not a Court Whist evening")
            n = len(data["names"])
            ev = cls(tuple(str(x) for x in data["names"]), tuple(bool(x) for x in data["ladies"]), data["seed"],
                     int(data["game"]), [(int(a), int(b), int(c), int(d)) for a, b, c, d in data["tables"]],
                     [int(p) for p in data["sitting_out"]], [int(x) for x in data["sat_out"]],
                     [{(int(g), int(h)): int(v) for g, h, v in card} for card in data["cards"]],
                     [str(m) for m in data["moves"]],
                     [[int(p) for p in g] for g in data.get("sat_out_games", [])])
            seated = [p for t in ev.tables for p in t] + ev.sitting_out
            if (len(ev.ladies) != n or len(ev.sat_out) != n or len(ev.cards) != n or sorted(seated) != list(range(n))
                    or not 1 <= ev.game <= GAMES + 1
                    or any(not 0 <= p < n for g in ev.sat_out_games for p in g)):
                raise ValueError("the seating does not add up")
        except (KeyError, TypeError, ValueError, AttributeError):  # (words of the code's, s46 t3 #4)
            raise EveningError(DAMAGED) from None
        return ev

    def save(self, path) -> None:
        """Write the evening to ``path`` (a whole new file, so a crash leaves the old one)."""
        write_file(path, self.to_dict())

    @classmethod
    def load(cls, path) -> "Evening":
        return cls.from_dict(read_file(path, "a Court Whist evening"))

    # ----- what is printed -----------------------------------------------------------------
    def totals(self) -> list[int]:
        return [sum(card.values()) for card in self.cards]

    def seating_text(self) -> str:
        lines = [f"Game {self.game} – {NAMES[self.game]}" if self.game <= GAMES else "The evening is over"]
        for t, (m1, m2, l1, l2) in enumerate(self.tables):
            n = self.names
            lines.append(f"Table {t + 1}: {n[m1]} & {n[l1]} against {n[m2]} & {n[l2]} "
                         f"(clockwise: {n[m1]}, {n[m2]}, {n[l1]}, {n[l2]})")
        if self.sitting_out:
            lines.append("Sitting out (8 a hand): " + ", ".join(self.names[p] for p in self.sitting_out))
        return "\n".join(lines)

    def standings(self) -> list[tuple[str, int]]:
        totals = self.totals()
        order = sorted(range(len(self.names)), key=lambda p: (-totals[p], self.names[p]))
        return [(self.names[p], totals[p]) for p in order]

    def card(self, player: int):
        """The player's own score card ("Each player needs a copy"): the blank card's layout,
        filled in."""
        from ..core.scoresheet import NOTE, TOTAL, ScoreRow, ScoreSection, ScoreSheet, today

        card = self.cards[player]
        sections = []
        game_totals: list[tuple[int, int] | None] = []  # (the game's, the total so far after it)
        running = 0
        # each hand's score and the total so far, as Court Whist's own sheet has them ("Points
        # are counted up after each hand ... and recorded on the score sheets"): the cards had
        # each hand's score alone
        for number, name, partners, rule, hands, possible in COURT_WHIST_GAMES:
            rows = [ScoreRow(rule, kind=NOTE)]
            if number <= len(self.sat_out_games) and player in self.sat_out_games[number - 1]:
                rows.append(ScoreRow(f"Sat out this game: {SIT_OUT_SCORE} a hand", kind=NOTE))
            total: int | None = None
            for h, label in enumerate(hands[:HANDS_PER_GAME], start=1):
                value = card.get((number, h))
                if value is None:
                    rows.append(ScoreRow(label))
                    continue
                running += value
                total = (total or 0) + value
                rows.append(ScoreRow(label, ((value, running),)))
            game_totals.append(None if total is None else (total, running))
            rows.append(ScoreRow(possible, ((total, running),) if total is not None else (), kind=TOTAL))
            sections.append(ScoreSection(f"Game {number} – {name} – {partners}", tuple(rows)))
        grand = [ScoreRow(f"Game {i + 1} total", (t,) if t is not None else ()) for i, t in enumerate(game_totals)]
        # (under "Total": the grand total is the total so far, not a game's score)
        grand.append(ScoreRow("Grand Total", ((None, sum(card.values())),), kind=TOTAL))
        sections.append(ScoreSection("GRAND TOTAL", tuple(grand)))
        name = self.names[player]
        return ScoreSheet(
            title="Court Whist score card", game_name="Court Whist", columns=(name,), sub_columns=("Score", "Total"),
            sections=tuple(sections), name_line=name, section_headers=True, blocks=2, landscape=False,
            row_height_mm=6.6, font_pt=9.0, players=(name,), totals=(sum(card.values()),),
            date=today(),  # (the card printed "Date: ______" where the Gin evening's sheets print it, s46 t3 #11)
            notes=("ACES HIGH AT ALL TIMES – INCLUDING CUTS.",
                   "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND."),
        )
