"""Game > Court Whist Evening...: a room of Court Whist tables played with real cards.

The family types in the men and the ladies; the screen shows each table's four for the game
being played, one row of boxes per hand as the score card asks, and who sits out. *Enter the
Results* checks every box against the card (cardtable/games/court_whist_evening.py does all the
checking, moving and adding up: this screen only shows and collects), says who moves where and
shows the new seating and the standings. Each player's own filled-in card prints or goes to PDF.
The dialog, the saving after each step and the buttons are the evening screens' shared ones
(:mod:`.evening_screen`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QMouseEvent
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ..games.court_whist import GAMES, HANDS_PER_GAME, NAMES
from ..games.court_whist_evening import HAND_RULE, Evening, start_from_text
from .dialogs import shortcut_free
from .evening_screen import ERROR_STYLE, EveningScreen, plain_label, show_screen, table_of

__all__ = ["CourtWhistEveningDialog", "ERROR_STYLE", "SHOWN_CHAIRS", "plain_label", "show_evening"]

#: the chairs' columns on screen: one side (chairs 1 and 3), then the other (2 and 4)
SHOWN_CHAIRS = (0, 2, 1, 3)


class ScoreBox(QLineEdit):
    """A hand's score box. A number the screen wrote for a partner (:meth:`CourtWhistEveningDialog.
    fill_partner`) is selected when the box is entered, by Tab or by a click, so what is typed
    there replaces it: Gus's 7 was written in Flo's box, a click there and a 7 made "77"."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.filled = False  # the text was written for the partner, not typed here
        #: the text as the cursor came in (or as last passed on): a partner's box still holding
        #: it was the same, and follows a correction (:meth:`CourtWhistEveningDialog.fill_partner`)
        self.settled = ""
        self._select_on_press = False
        self.textEdited.connect(self._typed)

    def fill(self, text: str) -> None:
        self.setText(text)
        self.filled = True

    def _typed(self, _text: str) -> None:
        self.filled = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.settled = self.text()
        if self.filled:
            self.selectAll()
            # a click gives the focus first, then places the cursor: select again after it
            self._select_on_press = event.reason() == Qt.FocusReason.MouseFocusReason

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        if self._select_on_press:
            self._select_on_press = False
            self.selectAll()


class CourtWhistEveningDialog(EveningScreen):
    TITLE = "Court Whist Evening"
    INTRO = ("Court Whist for a room of tables: four at a table, two men and two ladies, "
             "seven games of four hands each. Play with real cards. After each game, type in "
             "every table's hands: the laptop moves the winners and keeps everyone's card and "
             "the standings. Write the names one a line (or with commas). Extra players sit "
             "out in turn and score 8 a hand.")
    BOXES = ("Men:", "Ladies:")
    STANDINGS = ("", "Player", "Total")
    STRETCH = 1
    SHEETS = "Cards"
    TAKE_BACK = "Take Back the Last Game"
    PDF_NAME = "Court Whist evening"
    FILE_NAME = "court_whist_evening.json"
    WINDOW_ATTR = "evening_dialog"

    def __init__(self, parent: QWidget | None = None, seed: int | str | None = None,
                 save_path: Path | None = None):
        self.boxes: list[list[list[ScoreBox]]] = []  # [table][hand][chair]
        super().__init__(parent, seed, save_path)
        self.men_edit, self.ladies_edit = self.first_edit, self.second_edit

    # ----- the hooks -------------------------------------------------------------------------
    def make_evening(self, first: str, second: str, teams) -> Evening:
        seed = self.seed if self.seed is not None else random.randrange(10**9)
        return start_from_text(first, second, seed)

    def load_evening(self, path: Path) -> Evening:
        return Evening.load(path)

    def is_over(self) -> bool:
        return self.evening.over()

    def has_results(self) -> bool:
        return any(self.evening.cards)  # results typed in (also before a restart)

    def enter_text(self) -> str:
        ev = self.evening
        return "Enter the Results" if ev.over() else f"Enter Game {ev.game}'s Results"

    def taken_back_text(self) -> str:
        return f"Game {self.evening.game}'s results were taken back: correct them and enter them again."

    def standings_rows(self) -> list[Sequence[str]]:
        rows: list[Sequence[str]] = []
        place, last = 0, None
        for i, (name, total) in enumerate(self.evening.standings()):
            if total != last:
                place, last = i + 1, total
            rows.append((str(place), name, str(total)))
        return rows

    def fill_tables(self) -> None:
        """The game, then each table's four with a row of empty boxes per hand."""
        ev = self.evening
        self.boxes = []
        names = ev.names
        if ev.over():
            best = ev.standings()[0][1]
            winners = [n for n, t in ev.standings() if t == best]
            self.game_label.setText("The evening is over")
            self.rule_label.setText(f"{' and '.join(winners)} {'wins' if len(winners) == 1 else 'share the win'} "
                                    f"with {best}. Print or export everyone's card.")
            return
        partners = "no partners" if ev.game == 3 else "partners sit opposite"
        self.game_label.setText(f"Game {ev.game} of {GAMES} \u2013 {NAMES[ev.game]} ({partners})")
        self.rule_label.setText(f"Type each hand's scores as the card asks. {HAND_RULE[ev.game]}")
        if ev.sitting_out:  # first, where the room sees it
            out = plain_label("Sitting out this game, with 8 points a hand: " + ", ".join(names[p] for p in ev.sitting_out))
            out.setWordWrap(True)
            self.tables_layout.addWidget(out)
        for t, table in enumerate(ev.tables):
            m1, m2, l1, l2 = table
            title = (f"Table {t + 1}: {names[m1]} and {names[l1]} against {names[m2]} and {names[l2]}"
                     if ev.game != 3 else f"Table {t + 1}: {names[m1]}, {names[m2]}, {names[l1]}, {names[l2]}")
            # the box's title says the table; who plays whom goes in a line that wraps (a title
            # never wraps: four long names made the box wider than the screen, s37 t3 #3)
            box = QGroupBox(shortcut_free(f"Table {t + 1}"))
            grid = QGridLayout(box)
            who = plain_label(title.split(": ", 1)[1])
            who.setWordWrap(True)
            grid.addWidget(who, 0, 0, 1, 5)
            for col, chair in enumerate(SHOWN_CHAIRS):
                head = plain_label(names[table[chair]])
                head.setAlignment(Qt.AlignmentFlag.AlignCenter)
                head.setWordWrap(True)  # (at a space or after a hyphen, over the player's boxes)
                grid.addWidget(head, 1, col + 1)
            rows: list[list[ScoreBox]] = []
            for h in range(HANDS_PER_GAME):
                grid.addWidget(QLabel(f"Hand {h + 1}"), h + 2, 0)
                row: list[ScoreBox | None] = [None] * 4
                for col, chair in enumerate(SHOWN_CHAIRS):
                    edit = ScoreBox()
                    edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
                    edit.setMaxLength(4)
                    edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("000") + 16)
                    edit.setAccessibleName(f"Table {t + 1}, hand {h + 1}, {names[table[chair]]}")
                    edit.textEdited.connect(self.fields_changed)  # a refused Enter's message goes
                    edit.textChanged.connect(self.typed_changed)  # (also a partner's number written)
                    if ev.partners_alike():
                        edit.editingFinished.connect(lambda t=t, h=h, c=chair: self.fill_partner(t, h, c))
                    grid.addWidget(edit, h + 2, col + 1)
                    row[chair] = edit
                rows.append([e for e in row if e is not None])
            self.boxes.append(rows)
            self.tables_layout.addWidget(box)
        self.boxes[0][0][0].setFocus()

    def fill_partner(self, table: int, hand: int, chair: int) -> None:
        """Partners score the same: a number typed for one is written for the other when the
        other's box is empty, holds a number written there for it, or held the same number as
        this box before this box was corrected (Dan's 9 corrected to 8 left Eve's 9, written
        for her, and the check then refused the hand: s44 t2 #7). A different number typed in
        the partner's own box stays (the check says which hand is wrong). The number written can
        be changed: entering that box selects it, so typing replaces it."""
        if table >= len(self.boxes):
            return
        row = self.boxes[table][hand]
        box = row[chair]
        text = box.text().strip()
        partner = row[(chair + 2) % 4]
        follows = partner.filled or partner.text().strip() in ("", box.settled.strip())
        if text.lstrip("-").isdigit() and follows and partner.text().strip() != text:
            partner.fill(text)
        box.settled = box.text()

    def typed(self) -> list[list[list[str]]] | None:
        """Per table, per hand, per chair: the box's text (None: every box is empty)."""
        texts = [[[box.text() for box in row] for row in table] for table in self.boxes]
        return texts if any(t for table in texts for row in table for t in row) else None

    def retype(self, typed) -> None:
        for table, table_typed in zip(self.boxes, typed if isinstance(typed, list) else []):
            for row, row_typed in zip(table, table_typed if isinstance(table_typed, list) else []):
                for box, text in zip(row, row_typed if isinstance(row_typed, list) else []):
                    if isinstance(text, str):
                        box.setText(text)  # (cut to the box's length)

    def can_take_back(self) -> bool:
        return self.evening.game > 1

    def taken_back(self) -> tuple[Evening, list[list[list[str]]]]:
        """The evening before its last game, and the game's hands as :meth:`typed` gives them."""
        before, results = self.evening.taken_back()
        return before, [[[str(v) for v in hand] for hand in table] for table in results]

    def apply_results(self) -> str:
        ev = self.evening
        texts = [[[box.text() for box in row] for row in table] for table in self.boxes]
        results = ev.parse_game(texts)
        told = ev.record_game(results)
        return f"After game {ev.game - 1}:\n" + "\n".join(told)

    def focus_named(self, message: str) -> None:
        """Put the cursor in the box (or the hand's first box) the message is about."""
        import re

        first = message.split("\n")[0]  # the first hand that is wrong
        m = re.match(r"Table (\d+), (?:\w+ )?hands? (\d+)", first)
        t = table_of(first)
        if not m or t is None:
            return
        h = int(m.group(2)) - 1
        if not (0 <= t < len(self.boxes) and 0 <= h < HANDS_PER_GAME):
            return
        row = self.boxes[t][h]
        head = first.split(": ")[0]  # "Table 2, hands 1 and 3, Ann": Ann's box
        target = next((b for b in row if b.accessibleName() and head.endswith(", " + b.accessibleName().rsplit(", ", 1)[-1])),
                      row[0])
        target.setFocus()
        target.selectAll()

    # ----- the cards -------------------------------------------------------------------------
    def cards(self):
        ev = self.evening
        return [] if ev is None else [ev.card(p) for p in range(len(ev.names))]

    def sheets(self) -> list:
        return self.cards()


def show_evening(window: QWidget) -> CourtWhistEveningDialog:
    """Open the window's evening (the same one again after Close, so an evening is not lost)."""
    dialog = show_screen(window, CourtWhistEveningDialog)
    assert isinstance(dialog, CourtWhistEveningDialog)
    return dialog
