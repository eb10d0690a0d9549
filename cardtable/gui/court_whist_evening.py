"""Game > Court Whist Evening...: a room of Court Whist tables played with real cards.

The family types in the men and the ladies; the screen shows each table's four for the game
being played, one row of boxes per hand as the score card asks, and who sits out. *Enter the
Results* checks every box against the card (cardtable/games/court_whist_evening.py does all the
checking, moving and adding up: this screen only shows and collects), says who moves where and
shows the new seating and the standings. Each player's own filled-in card prints or goes to PDF.
The evening is written to the data folder after each step and carried on when the screen is
opened again, even after the app was closed; New Evening... forgets it.
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication, QDialog, QFileDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QMessageBox,
    QPlainTextEdit, QPushButton, QScrollArea, QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ..games.court_whist import GAMES, HANDS_PER_GAME, NAMES
from ..games.court_whist_evening import HAND_RULE, Evening, EveningError, start_from_text
from .dialogs import FRAME, available_area

#: the chairs' columns on screen: one side (chairs 1 and 3), then the other (2 and 4)
SHOWN_CHAIRS = (0, 2, 1, 3)
ERROR_STYLE = "color: #a40000; font-weight: bold"


def plain_label(text: str) -> QLabel:
    """A label whose text is shown as it is (a player's name is never taken for markup)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class CourtWhistEveningDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, seed: int | str | None = None,
                 save_path: Path | None = None):
        super().__init__(parent)
        self.save_path = save_path  # where the evening is kept after each step (None: nowhere)
        self.setWindowTitle("Court Whist Evening")
        self.seed = seed
        self.evening: Evening | None = None
        self.before: list[Evening] = []  # the evening before each game was entered (Take Back)
        self.boxes: list[list[list[QLineEdit]]] = []  # [table][hand][chair]
        layout = QVBoxLayout(self)
        self.pages = QStackedWidget(self)
        layout.addWidget(self.pages, 1)
        self.message = plain_label("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setAccessibleName("What is wrong")
        self.message.hide()
        self.page_layouts: list[QVBoxLayout] = []
        self._players_page()
        self._evening_page()
        self.show_page(0)
        self.carry_on()
        area = available_area(parent or self)
        scale = max(1.0, (QApplication.font().pixelSize() or 13) / 13)
        self.resize(min(int(960 * scale), area.width() - 16), min(int(640 * scale), area.height() - FRAME))

    # ----- the players -----------------------------------------------------------------------
    def _players_page(self) -> None:
        page = QWidget()
        lay = QVBoxLayout(page)
        intro = QLabel("Court Whist for a room of tables: four at a table, two men and two ladies, "
                       "seven games of four hands each. Play with real cards; after each game type in "
                       "every table's hands and the laptop moves the winners, keeps everyone's card and "
                       "the standings. Write the names one a line (or with commas). Extra players sit "
                       "out in turn and score 8 a hand.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        row = QHBoxLayout()
        self.men_edit = QPlainTextEdit()
        self.ladies_edit = QPlainTextEdit()
        for label, edit in (("Men:", self.men_edit), ("Ladies:", self.ladies_edit)):
            col = QVBoxLayout()
            title = QLabel(label)
            title.setBuddy(edit)
            edit.setAccessibleName(label.rstrip(":"))
            edit.setTabChangesFocus(True)
            col.addWidget(title)
            col.addWidget(edit, 1)
            row.addLayout(col, 1)
        lay.addLayout(row, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.start_button = QPushButton("Start the Evening")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_evening)
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        buttons.addWidget(self.start_button)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.pages.addWidget(page)
        self.page_layouts.append(lay)

    def show_page(self, index: int) -> None:
        """Turn to the names (0) or the evening (1); the message line goes just above the page's
        buttons."""
        for lay in self.page_layouts:
            lay.removeWidget(self.message)
        lay = self.page_layouts[index]
        lay.insertWidget(lay.count() - 1, self.message)
        self.pages.setCurrentIndex(index)

    def carry_on(self) -> None:
        """The evening kept on disk, if there is one: the app was closed in the middle of it."""
        if self.save_path is None or not self.save_path.exists():
            return
        try:
            self.evening = Evening.load(self.save_path)
        except EveningError as exc:
            self.say_error(f"{exc} Start a new evening.")
            return
        self.moves_label.setText("Carried on from the saved evening.")
        self.show_page(1)
        self.refresh()

    def save(self) -> None:
        """Keep the evening on disk; a failure is said on the message line (play goes on)."""
        if self.save_path is None or self.evening is None:
            return
        try:
            self.evening.save(self.save_path)
        except EveningError as exc:
            self.say_error(str(exc))

    def start_evening(self) -> bool:
        seed = self.seed if self.seed is not None else random.randrange(10**9)
        try:
            evening = start_from_text(self.men_edit.toPlainText(), self.ladies_edit.toPlainText(), seed)
        except EveningError as exc:
            self.say_error(str(exc))
            return False
        self.evening = evening
        self.before = []
        self.moves_label.setText("")
        self.say_error("")
        self.show_page(1)
        self.refresh()
        self.save()
        return True

    # ----- the evening -----------------------------------------------------------------------
    def _evening_page(self) -> None:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.game_label = QLabel("")
        font = self.game_label.font()
        font.setBold(True)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.2)
        elif font.pixelSize() > 0:
            font.setPixelSize(round(font.pixelSize() * 1.2))
        self.game_label.setFont(font)
        lay.addWidget(self.game_label)
        self.rule_label = plain_label("")
        self.rule_label.setWordWrap(True)
        lay.addWidget(self.rule_label)
        body = QHBoxLayout()
        self.tables_scroll = QScrollArea()
        self.tables_scroll.setWidgetResizable(True)
        self.tables_widget = QWidget()
        self.tables_layout = QVBoxLayout(self.tables_widget)
        self.tables_scroll.setWidget(self.tables_widget)
        body.addWidget(self.tables_scroll, 3)
        side = QVBoxLayout()
        side.addWidget(QLabel("Standings"))
        self.standings = QTableWidget(0, 3)
        self.standings.setHorizontalHeaderLabels(["", "Player", "Total"])
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings.setAccessibleName("Standings")
        self.standings.horizontalHeader().setStretchLastSection(False)
        self.standings.horizontalHeader().setSectionResizeMode(1, self.standings.horizontalHeader().ResizeMode.Stretch)
        side.addWidget(self.standings, 2)
        self.moves_label = plain_label("")
        self.moves_label.setWordWrap(True)
        self.moves_label.setAccessibleName("Who moves")
        self.moves_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        moves_scroll = QScrollArea()
        moves_scroll.setWidgetResizable(True)
        moves_scroll.setWidget(self.moves_label)
        side.addWidget(moves_scroll, 1)
        body.addLayout(side, 2)
        lay.addLayout(body, 1)
        self.enter_button = QPushButton("Enter the Results")
        self.enter_button.clicked.connect(self.enter_results)
        self.take_back_button = QPushButton("Take Back the Last Game")
        self.take_back_button.clicked.connect(self.take_back)
        self.export_button = QPushButton("Export Cards as PDF\u2026")
        self.export_button.clicked.connect(lambda: self.export_cards())
        self.print_button = QPushButton("Print Cards\u2026")
        self.print_button.clicked.connect(self.print_cards)
        self.new_button = QPushButton("New Evening\u2026")
        self.new_button.clicked.connect(self.new_evening)
        self.close_button = QPushButton("Close")
        self.close_button.clicked.connect(self.reject)
        buttons = QVBoxLayout()
        self.button_rows = (QHBoxLayout(), QHBoxLayout())
        for row in self.button_rows:
            buttons.addLayout(row)
        self.one_button_row: bool | None = None
        self.arrange_buttons()
        lay.addLayout(buttons)
        self.pages.addWidget(page)
        self.page_layouts.append(lay)

    def arrange_buttons(self) -> None:
        """The buttons in one row when it fits the dialog, else in two (big text on a small
        screen): the evening's own first, the cards' below."""
        first = [self.enter_button, self.take_back_button]
        cards = [self.export_button, self.print_button, self.new_button]
        spacing = max(6, self.button_rows[0].spacing())
        need = sum(b.sizeHint().width() + spacing for b in first + cards + [self.close_button]) + 40
        one = need <= self.width()
        if one == self.one_button_row:
            return
        self.one_button_row = one
        for row in self.button_rows:
            while row.count():
                row.takeAt(0)
        top, bottom = self.button_rows
        for b in first:
            top.addWidget(b)
        top.addStretch(1)
        if one:
            for b in cards:
                top.addWidget(b)
        else:
            bottom.addStretch(1)
            for b in cards:
                bottom.addWidget(b)
        top.addWidget(self.close_button)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange_buttons()

    def refresh(self) -> None:
        """Show the evening as it is: the game, the tables with empty boxes, the standings."""
        ev = self.evening
        if ev is None:
            return
        while self.tables_layout.count():
            item = self.tables_layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:  # gone at once (deleteLater alone waits for the event loop)
                old.hide()
                old.setParent(None)
                old.deleteLater()
        self.boxes = []
        names = ev.names
        if ev.over():
            best = ev.standings()[0][1]
            winners = [n for n, t in ev.standings() if t == best]
            self.game_label.setText("The evening is over")
            self.rule_label.setText(f"{' and '.join(winners)} {'wins' if len(winners) == 1 else 'share the win'} "
                                    f"with {best}. Print or export everyone's card.")
        else:
            partners = "no partners" if ev.game == 3 else "partners sit opposite"
            self.game_label.setText(f"Game {ev.game} of {GAMES} \u2013 {NAMES[ev.game]} ({partners})")
            self.rule_label.setText(f"Type each hand's scores as the card asks. {HAND_RULE[ev.game]}")
            if ev.sitting_out:  # first, where the room sees it
                out = plain_label("Sitting out this game (8 a hand): " + ", ".join(names[p] for p in ev.sitting_out))
                out.setWordWrap(True)
                self.tables_layout.addWidget(out)
            for t, table in enumerate(ev.tables):
                m1, m2, l1, l2 = table
                title = (f"Table {t + 1}: {names[m1]} and {names[l1]} against {names[m2]} and {names[l2]}"
                         if ev.game != 3 else f"Table {t + 1}: {names[m1]}, {names[m2]}, {names[l1]}, {names[l2]}")
                box = QGroupBox(title.replace("&", "&&"))  # a group box takes & for a shortcut
                grid = QGridLayout(box)
                for col, chair in enumerate(SHOWN_CHAIRS):
                    head = plain_label(names[table[chair]])
                    head.setAlignment(Qt.AlignmentFlag.AlignCenter)
                    grid.addWidget(head, 0, col + 1)
                rows: list[list[QLineEdit]] = []
                for h in range(HANDS_PER_GAME):
                    grid.addWidget(QLabel(f"Hand {h + 1}"), h + 1, 0)
                    row: list[QLineEdit | None] = [None] * 4
                    for col, chair in enumerate(SHOWN_CHAIRS):
                        edit = QLineEdit()
                        edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
                        edit.setMaxLength(4)
                        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("000") + 16)
                        edit.setAccessibleName(f"Table {t + 1}, hand {h + 1}, {names[table[chair]]}")
                        if ev.partners_alike():
                            edit.editingFinished.connect(lambda t=t, h=h, c=chair: self.fill_partner(t, h, c))
                        grid.addWidget(edit, h + 1, col + 1)
                        row[chair] = edit
                    rows.append([e for e in row if e is not None])
                self.boxes.append(rows)
                self.tables_layout.addWidget(box)
        self.tables_layout.addStretch(1)
        standings = ev.standings()
        self.standings.setRowCount(len(standings))
        place = 0
        last = None
        for i, (name, total) in enumerate(standings):
            if total != last:
                place, last = i + 1, total
            for col, text in enumerate((str(place), name, str(total))):
                cell = QTableWidgetItem(text)
                if col != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.standings.setItem(i, col, cell)
        self.standings.resizeColumnToContents(0)
        self.standings.resizeColumnToContents(2)
        self.enter_button.setEnabled(not ev.over())
        self.enter_button.setText("Enter the Results" if ev.over() else f"Enter Game {ev.game}'s Results")
        self.take_back_button.setEnabled(bool(self.before))
        self.one_button_row = None  # the Enter button's text changed
        self.arrange_buttons()
        if self.boxes:
            self.boxes[0][0][0].setFocus()

    def fill_partner(self, table: int, hand: int, chair: int) -> None:
        """Partners score the same: a number typed for one is written for the other when the
        other's box is still empty (it can be changed)."""
        if table >= len(self.boxes):
            return
        row = self.boxes[table][hand]
        text = row[chair].text().strip()
        partner = row[(chair + 2) % 4]
        if text.lstrip("-").isdigit() and not partner.text().strip():
            partner.setText(text)

    def enter_results(self) -> bool:
        ev = self.evening
        if ev is None or ev.over():
            return False
        texts = [[[box.text() for box in row] for row in table] for table in self.boxes]
        try:
            results = ev.parse_game(texts)
            before = copy.deepcopy(ev)
            told = ev.record_game(results)
        except EveningError as exc:
            self.say_error(str(exc))
            self._focus_named(str(exc))
            return False
        self.before.append(before)
        self.say_error("")
        self.moves_label.setText(f"After game {ev.game - 1}:\n" + "\n".join(told))
        self.refresh()
        self.save()
        return True

    def _focus_named(self, message: str) -> None:
        """Put the cursor in the box (or the hand's first box) the message is about."""
        import re

        m = re.match(r"Table (\d+), (?:hand (\d+)|\w+ hand (\d+))", message)
        if not m:
            return
        t, h = int(m.group(1)) - 1, int(m.group(2) or m.group(3)) - 1
        if not (0 <= t < len(self.boxes) and 0 <= h < HANDS_PER_GAME):
            return
        row = self.boxes[t][h]
        target = next((b for b in row if b.accessibleName() and message.startswith(b.accessibleName() + ":")), row[0])
        target.setFocus()
        target.selectAll()

    def take_back(self) -> None:
        if not self.before:
            return
        self.evening = self.before.pop()
        self.moves_label.setText(f"Game {self.evening.game}'s results were taken back: type them again.")
        self.say_error("")
        self.refresh()
        self.save()

    def new_evening(self) -> None:
        if self.evening is not None and any(self.evening.cards):  # results typed in (also before a restart)
            answer = QMessageBox.question(self, "New Evening", "Start a new evening? This evening's cards "
                                          "and standings are forgotten (print or export them first).")
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.evening = None
        self.before = []
        self.say_error("")
        if self.save_path is not None:
            try:
                self.save_path.unlink(missing_ok=True)
            except OSError:
                pass
        self.show_page(0)
        self.carry_on()

    # ----- the cards -------------------------------------------------------------------------
    def cards(self):
        ev = self.evening
        return [] if ev is None else [ev.card(p) for p in range(len(ev.names))]

    def export_cards(self, path: str | None = None) -> Path | None:
        """Everyone's card in one PDF (a page each); asks where unless ``path`` is given."""
        sheets = self.cards()
        if not sheets:
            return None
        if path is None:
            from datetime import date

            start = str(Path.home() / f"Court Whist evening {date.today().isoformat()}.pdf")
            path, _ = QFileDialog.getSaveFileName(self, "Export Cards as PDF", start, "PDF files (*.pdf)")
            if not path:
                return None
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
        from .score_actions import _export

        return _export(self, sheets, path)

    def print_cards(self) -> None:
        sheets = self.cards()
        if sheets:
            from .printing import print_preview

            print_preview(self, sheets)

    def say_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))


def show_evening(window: QWidget) -> CourtWhistEveningDialog:
    """Open the window's evening (the same one again after Close, so an evening is not lost)."""
    dialog = getattr(window, "evening_dialog", None)
    if dialog is None:
        from ..store.saves import data_dir

        dialog = CourtWhistEveningDialog(window, save_path=data_dir() / "court_whist_evening.json")
        window.evening_dialog = dialog  # type: ignore[attr-defined]
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
