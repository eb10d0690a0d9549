"""Game > Gin Rummy Tournament Evening...: a Gin Rummy tournament of several tables played with
real cards (004_312affb30e9b3af0.txt, "Gin Rummy – Tournament Rules").

The family types in the two teams (Reds and Blues by default; the names can be changed) with the
same number of players each; the screen shows who plays whom at each table this round ("Girls
rotate one spot after every round so that all the girls get to play all the guys"), and for each
table a line to type its result in: who scored (or nobody: a tie), the points and the Gins (a Gin
is one circle, a Double Gin two). *Enter Round N's Results* checks every line
(cardtable/games/gin_evening.py checks and adds up: this screen only shows and collects), says
what the round gave (the difference to the team ahead, the Gin difference, a game won at 200) and
shows the three games' standings. The scorekeeper's worksheet and the score sheet in the blank
Gin Rummy sheet's layout, Gins circled, print or go to PDF. The dialog, the saving after each
step and the buttons are the evening screens' shared ones (:mod:`.evening_screen`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ..core.blank_sheets import GIN_TEAMS
from ..games.gin_evening import (
    Evening, complete_rounds, enter_round, evening_sheets, pairings, parse_result, result_text, standings,
    start_from_text, take_back,
)
from ..games.gin_rummy import GAMES, team_said
from .evening_screen import EveningScreen, plain_label, show_screen, table_of

#: the Gins a table can report, as the list offers them
GIN_CHOICES = (("No Gin", 0), ("\u25cb Gin", 1), ("\u25cb\u25cb Double Gin", 2))


class WhoBox(QComboBox):
    """"Who scored": as wide as the longer name, so the one chosen shows whole; on a screen with
    no room for that beside the standings (1024x600, 30-letter names) it may be narrower
    (:attr:`least`, set by :meth:`GinEveningDialog.narrow_tables`) rather than the round
    scrolling sideways."""

    least: int | None = None

    def minimumSizeHint(self):
        size = super().minimumSizeHint()
        if self.least is not None:
            size.setWidth(min(size.width(), self.least))
        return size


class GinEveningDialog(EveningScreen):
    TITLE = "Gin Rummy Tournament Evening"
    # short sentences (it was one sentence of five lines, with "the higher team gets the
    # difference, the team with more Gins the Gin difference": s44 t2 #5); the scoring is on
    # the printed score sheet
    INTRO = ("A Gin Rummy tournament for a room of tables, played with real cards.\n"
             "Two teams with the same number of players. One player of each team sits at every table.\n"
             "After each round, type in every table's result: who scored, the points and the Gins. "
             "The laptop adds up the scores, keeps the three games to 200 and says who plays whom next.\n"
             "Write the names one a line (or with commas). You can change the teams' names.")
    TEAMS = GIN_TEAMS
    # "Final": the book's sheet has no total column while the games go on ("The team with the
    # highest score after all 3 games are completed will be declared the winner"); a "Total" of
    # "—" beside 78 points read as a total not kept (s46 t3 #12)
    STANDINGS = ("Team", "Game 1", "Game 2", "Game 3", "Final")
    STRETCH = 0
    SHEETS = "Sheets"
    TAKE_BACK = "Take Back the Last Round"
    PDF_NAME = "Gin Rummy tournament"
    FILE_NAME = "gin_rummy_evening.json"
    WINDOW_ATTR = "gin_evening_dialog"

    def __init__(self, parent: QWidget | None = None, seed: int | str | None = None,
                 save_path: Path | None = None):
        #: per table: who scored, the points, the Gins
        self.boxes: list[tuple[WhoBox, QLineEdit, QComboBox]] = []
        self.round_grid: QGridLayout | None = None  # (this round's lines, while one is to be typed)
        super().__init__(parent, seed, save_path)
        self.guys_edit, self.girls_edit = self.first_edit, self.second_edit

    # ----- the hooks -------------------------------------------------------------------------
    def make_evening(self, first: str, second: str, teams) -> Evening:
        return start_from_text(first, second, teams or self.TEAMS)

    def load_evening(self, path: Path) -> Evening:
        return Evening.load(path)

    def is_over(self) -> bool:
        return self.evening.over()

    def has_results(self) -> bool:
        return any(r is not None for rnd in self.evening.results for r in rnd)

    def enter_text(self) -> str:
        ev = self.evening
        return "Enter the Results" if ev.over() else f"Enter Round {ev.round_now()}'s Results"

    def taken_back_text(self) -> str:
        return f"Round {self.evening.round_now()}'s results were taken back: correct them and enter them again."

    def standings_rows(self) -> list[Sequence[str]]:
        """A row per team: each game's points and Gins (○), ★ where the team won the game, and
        the final score: the games won and lost (200 to a game's winner, 25 a Gin), "so far" while
        a game is still going, a dash until a game is won."""
        t, _ = standings(self.evening)
        rows: list[Sequence[str]] = []
        for team, name in enumerate(self.evening.teams):
            cells = [name]
            for g in range(GAMES):
                pts, gins = t.columns[team][g], t.gins[team][g]
                cells.append(f"{pts}" + (" " + "\u25cb" * gins if gins else "") + (" \u2605" if t.winners[g] == team else ""))
            # the final score counts the games won and lost: before the first is won "0" beside
            # 42 read as a mistake
            ended = any(w >= 0 for w in t.winners)
            cells.append("\u2014" if not ended else f"{t.total(team)}" + ("" if t.over else " so far"))
            rows.append(cells)
        return rows

    def refresh(self) -> None:
        super().refresh()
        total = self.standings.horizontalHeaderItem(len(self.STANDINGS) - 1)
        if total is not None:
            total.setToolTip("The score that decides the tournament, once all three games are won: each game "
                             "gives 200 plus 25 a Gin to its winner, 25 a Gin to its loser (\u2014 until a game "
                             "is won; \u201cso far\u201d while a game is still going).")

    def fill_tables(self) -> None:
        """This round's tables, each with its result to type in, then the rounds played."""
        ev = self.evening
        self.boxes = []
        self.round_grid = None
        final, steps = standings(ev)
        a, b = ev.teams
        if final.over:
            t0, t1 = final.total(0), final.total(1)
            self.game_label.setText("The tournament is over")
            self.rule_label.setText(("A tie: " if t0 == t1 else f"{team_said(a if t0 > t1 else b, start=True)} win: ")
                                    + f"{a} {t0}, {b} {t1}. Print or export the sheets.")
        else:
            r = ev.round_now()
            going = [g + 1 for g in range(GAMES) if final.winners[g] < 0]
            self.game_label.setText(f"Round {r} \u2013 {len(ev.guys)} table{'s' if ev.tables > 1 else ''}")
            self.rule_label.setText(
                f"Type each table's result: who scored (or nobody: a tie), the points and the Gins. {team_said(b, start=True)} "
                f"move one table on after every round. Games still going: {', '.join(map(str, going))} (to 200).")
            box = QGroupBox(f"Round {r}")
            grid = self.round_grid = QGridLayout(box)
            for col, head in enumerate(("", a, "", b, "Who scored", "Points", "Gins")):
                if head:
                    label = plain_label(head)
                    label.setStyleSheet("font-weight: bold")
                    label.setWordWrap(True)  # (a team's long name, as the names under it)
                    grid.addWidget(label, 0, col)
            for t, (guy, girl) in enumerate(pairings(ev, r)):
                grid.addWidget(QLabel(f"Table {t + 1}"), t + 1, 0)
                for col, name in ((1, guy), (3, girl)):
                    # a long name wraps (at a space or after a hyphen) rather than widening
                    # the round past the window
                    label = plain_label(name)
                    label.setWordWrap(True)
                    grid.addWidget(label, t + 1, col)
                grid.addWidget(QLabel("v"), t + 1, 2)
                who = WhoBox()
                who.addItem("Who scored?", None)
                who.addItem(guy, 0)
                who.addItem(girl, 1)
                who.addItem("Nobody (a tie)", -1)
                who.setAccessibleName(f"Table {t + 1}: who scored")
                # as wide as the longer name, so the one chosen shows whole ("Grandpa Bartho" was
                # cut at "Who scored?"'s width); the names beside it wrap to make the room
                who.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                points = QLineEdit()
                points.setAlignment(Qt.AlignmentFlag.AlignCenter)
                points.setMaxLength(4)
                points.setMinimumWidth(points.fontMetrics().horizontalAdvance("0000") + 16)
                points.setMaximumWidth(points.fontMetrics().horizontalAdvance("0000") * 2 + 16)
                points.setAccessibleName(f"Table {t + 1}: points")
                gins = QComboBox()
                for choice, n in GIN_CHOICES:
                    gins.addItem(choice, n)
                gins.setAccessibleName(f"Table {t + 1}: Gins")
                who.currentIndexChanged.connect(lambda _i, w=who, p=points, g=gins: self.tie_chosen(w, p, g))
                # a refused Enter's message goes once a box is changed
                who.currentIndexChanged.connect(self.fields_changed)
                points.textChanged.connect(self.fields_changed)
                gins.currentIndexChanged.connect(self.fields_changed)
                # (after tie_chosen: a tie's cleared points are saved cleared)
                who.currentIndexChanged.connect(self.typed_changed)
                points.textChanged.connect(self.typed_changed)
                gins.currentIndexChanged.connect(self.typed_changed)
                grid.addWidget(who, t + 1, 4)
                grid.addWidget(points, t + 1, 5)
                grid.addWidget(gins, t + 1, 6)
                self.boxes.append((who, points, gins))
            grid.setColumnStretch(7, 1)
            self.tables_layout.addWidget(box)
            self.boxes[0][0].setFocus()
        played = complete_rounds(ev)[:len(steps)]
        if played:
            lines = [f"Round {r + 1}: " + "; ".join(result_text(ev, r + 1, t, res) for t, res in enumerate(rnd))
                     for r, rnd in enumerate(played)]
            done = QGroupBox("Rounds played")
            lay = QGridLayout(done)
            text = plain_label("\n".join(reversed(lines)))  # the latest first
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lay.addWidget(text, 0, 0)
            self.tables_layout.addWidget(done)

    def narrow_tables(self, over: int) -> None:
        """The round's lines ``over`` pixels too wide: the gaps between the round's columns
        close up first (down to 2 px), then "Who scored" gives up what it must, down to the width
        of its own words. (The gaps first: at 1024x600 with the tester's rosters "Who scored" was
        14 px short of showing "Wilhelmina Featherstonehaugh" whole, s38.)"""
        grid = self.round_grid
        if grid is not None:
            gaps = sum(1 for c in range(grid.columnCount()) if grid.itemAtPosition(1, c) is not None) - 1
            spacing = grid.horizontalSpacing()
            tighter = max(2, spacing - -(-over // max(1, gaps)))
            if tighter < spacing:
                grid.setHorizontalSpacing(tighter)
                over -= (spacing - tighter) * gaps
        if over <= 0:
            return
        for who, _points, _gins in self.boxes:
            least = who.fontMetrics().horizontalAdvance("Who scored?") + 3 * who.fontMetrics().height()
            who.least = max(least, who.sizeHint().width() - over)
            who.updateGeometry()

    @staticmethod
    def tie_chosen(who: QComboBox, points: QLineEdit, gins: QComboBox) -> None:
        """Nobody scored: no points, no Gins to type."""
        tie = who.currentData() == -1
        if tie:
            points.clear()
            gins.setCurrentIndex(0)
        points.setEnabled(not tie)
        gins.setEnabled(not tie)

    def typed(self) -> list[list] | None:
        """Per table: who scored (as the list's data: 0, 1, -1 for a tie, None not chosen), the
        points typed and the Gins (None: nothing typed or chosen)."""
        lines = [[who.currentData(), points.text(), gins.currentData()] for who, points, gins in self.boxes]
        return lines if any(line != [None, "", 0] for line in lines) else None

    def retype(self, typed) -> None:
        for (who, points, gins), line in zip(self.boxes, typed if isinstance(typed, list) else []):
            if not (isinstance(line, list) and len(line) == 3):
                continue
            chosen, text, gin = line
            if who.findData(chosen) >= 0 and (chosen is None or type(chosen) is int):
                who.setCurrentIndex(who.findData(chosen))
            if isinstance(text, str) and points.isEnabled():
                points.setText(text)
            if type(gin) is int and gins.findData(gin) >= 0 and gins.isEnabled():
                gins.setCurrentIndex(gins.findData(gin))

    def can_take_back(self) -> bool:
        return bool(complete_rounds(self.evening))

    def taken_back(self) -> tuple[Evening, list[list]]:
        """The evening before its last round, and the round's lines as :meth:`typed` gives them."""
        before, results = take_back(self.evening)
        return before, [[r.team, "" if r.team < 0 else str(r.points), r.gins] for r in results]

    def apply_results(self) -> str:
        ev = self.evening
        r = ev.round_now()
        results = [parse_result(ev, r, t, who.currentData(), points.text(), gins.currentData())
                   for t, (who, points, gins) in enumerate(self.boxes)]
        self.evening, told = enter_round(ev, r, results)
        return "\n".join(told)

    def focus_named(self, message: str) -> None:
        """The line of the table the message is about: its points box when they are the
        trouble, else who scored."""
        t = table_of(message)
        if t is None or not 0 <= t < len(self.boxes):
            return
        who, points, _gins = self.boxes[t]
        target = points if points.isEnabled() and ("points" in message or "number" in message) and \
            who.currentData() is not None else who
        target.setFocus()
        if target is points:
            points.selectAll()

    def sheets(self) -> list:
        """The scorekeeper's worksheet and the tournament score sheet (the blank Gin Rummy
        sheet's layout, filled in, Gins circled)."""
        return [] if self.evening is None else evening_sheets(self.evening)


def show_gin_evening(window: QWidget) -> GinEveningDialog:
    """Open the window's tournament evening (the same one again after Close)."""
    dialog = show_screen(window, GinEveningDialog)
    assert isinstance(dialog, GinEveningDialog)
    return dialog
