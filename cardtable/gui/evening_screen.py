"""What the evening screens share: a room of tables played with real cards, kept by the laptop.

Game > Court Whist Evening... (:mod:`.court_whist_evening`) and Game > Gin Rummy Tournament
Evening... (:mod:`.gin_evening_screen`) are one dialog, :class:`EveningScreen`, with two pages:

* the names: an introduction, two boxes of names (men and ladies; or two teams, whose names can
  be changed in the boxes above them) and *Start the Evening*;
* the evening: a title and a line saying what to type, the tables (on the left, scrolling), the
  standings and what the last step gave (on the right), and the buttons: *Enter ...'s Results*,
  *Take Back* (the last step's numbers back in their boxes, worked out from the evening, so also
  on an evening carried on), export and print the sheets, *New Evening...* and *Close*. They go
  in two rows when one does not fit (big text on a small screen).

A game's screen says what is its own: how the evening starts from the boxes, how its tables are
shown and read, its standings and its sheets. The evening engine (no Qt) checks, moves and adds
up; the screen only shows and collects. The evening is written to the data folder after each
step, and with what its boxes hold a moment after they are typed in (a game's hands are typed
over half an hour as they are played; :data:`SAVE_DELAY_MS`), at once when the screen is closed
or the app quits, and carried on when the screen is opened again, even after the app was closed
or a crash; New Evening... forgets it.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any, ClassVar, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox, QPlainTextEdit, QPushButton,
    QScrollArea, QSizePolicy, QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ..games.evenings import MAX_NAME, EveningError, forget_file, keep_aside, kept_path, read_file, why_kept, write_file
from .dialogs import (FRAME, available_area, keep_on_screen, keys_back, nested, place_on_screen, run_modal, take_all,
                      wheel_scrolls_the_page)
from .name_limit import LetterLimit, reserved_note

ERROR_STYLE = "color: #a40000; font-weight: bold"
#: How long after the last keystroke what the boxes hold is written (it was written at every
#: keystroke: a whole file flushed to the disk for each digit). Closing the screen or quitting
#: writes it at once, so nothing typed is lost.
SAVE_DELAY_MS = 400
#: the standings' rows kept in sight beside a long note of who moves where (they scroll)
LEAST_STANDINGS_ROWS = 4


def plain_label(text: str) -> QLabel:
    """A label whose text is shown as it is (a player's name is never taken for markup)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def bold_larger(label: QLabel, factor: float = 1.2) -> None:
    font = label.font()
    font.setBold(True)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    elif font.pixelSize() > 0:
        font.setPixelSize(round(font.pixelSize() * factor))
    label.setFont(font)


class EveningScreen(QDialog):
    """The shared dialog; a game's screen fills in the class attributes and the hooks below."""

    TITLE: ClassVar[str] = "Evening"
    INTRO: ClassVar[str] = ""
    #: the two boxes of names: their titles ("Men:"), or with TEAMS the default team names
    BOXES: ClassVar[tuple[str, str]] = ("First:", "Second:")
    #: two default team names: each box gets a line to rename its team above it (None: no teams)
    TEAMS: ClassVar[tuple[str, str] | None] = None
    STANDINGS: ClassVar[tuple[str, ...]] = ("", "Player", "Total")
    STRETCH: ClassVar[int] = 1  # the standings column that takes the spare width
    SHEETS: ClassVar[str] = "Cards"  # what is printed ("Export Cards as PDF...")
    TAKE_BACK: ClassVar[str] = "Take Back"
    PDF_NAME: ClassVar[str] = "evening"  # the PDF's suggested file name, before the date
    FILE_NAME: ClassVar[str] = "evening.json"  # in the data folder
    WINDOW_ATTR: ClassVar[str] = "evening_dialog"  # the main window keeps its dialog here

    def __init__(self, parent: QWidget | None = None, seed: int | str | None = None,
                 save_path: Path | None = None):
        super().__init__(parent)
        self.save_path = save_path  # where the evening is kept after each step (None: nowhere)
        self._filling = False  # the boxes are being made or filled in: nothing typed yet
        self.setWindowTitle(self.TITLE)
        # not modal (shown, not run): closed (Close, Esc, the close box), it gives the keys back
        # to the window (Ctrl+Z and H did nothing until the table was clicked)
        self.finished.connect(lambda _result: keys_back(self.parentWidget()))
        self.seed = seed
        self.evening: Any = None
        #: what is typed is written a moment after the last keystroke (:meth:`typed_changed`)
        self.save_timer = QTimer(self)
        self.save_timer.setSingleShot(True)
        self.save_timer.setInterval(SAVE_DELAY_MS)
        self.save_timer.timeout.connect(self.save)
        app = QApplication.instance()
        if app is not None:  # Quit with the screen open: what was typed a moment ago is kept
            app.aboutToQuit.connect(self.save_pending)
        layout = self.outer_layout = QVBoxLayout(self)
        self.pages = QStackedWidget(self)
        layout.addWidget(self.pages, 1)
        self.message = plain_label("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setAccessibleName("What is wrong")
        self.message.hide()
        self.refused = False  # the message is a refused Enter's (a box's change clears it)
        self.last_message: QMessageBox | None = None  # the last question asked (New Evening...)
        self.page_layouts: list[QVBoxLayout] = []
        self.wanted_width = 0  # as wide as the tables' lines and the standings need (fit_tables)
        self._players_page()
        self._evening_page()
        self.show_page(0)
        self.carry_on()
        area = available_area(parent or self)
        scale = max(1.0, (QApplication.font().pixelSize() or 13) / 13)
        self.resize(min(max(int(960 * scale), self.wanted_width), area.width() - 16),
                    min(int(640 * scale), area.height() - FRAME))
        keep_on_screen(self)  # (whole on the screen each time it shows)

    # ----- hooks: what a game's screen says -----------------------------------------------------
    def make_evening(self, first: str, second: str, teams: tuple[str, str] | None) -> Any:
        """The evening from the two boxes (and the team names); raises EveningError."""
        raise NotImplementedError

    def load_evening(self, path: Path) -> Any:
        raise NotImplementedError

    def fill_tables(self) -> None:
        """Set the title and the rule line and add the tables to ``self.tables_layout``."""
        raise NotImplementedError

    def standings_rows(self) -> list[Sequence[str]]:
        raise NotImplementedError

    def enter_text(self) -> str:
        return "Enter the Results"

    def apply_results(self) -> str:
        """Read the tables, enter them into ``self.evening`` (in place or a new one) and say what
        came of it; raises EveningError (the message names the box, see :meth:`focus_named`)."""
        raise NotImplementedError

    def focus_named(self, message: str) -> None:
        """Put the cursor in the box the message is about."""

    def typed(self) -> Any:
        """What is typed in the tables' boxes and not entered yet, as plain JSON (None: nothing):
        kept with the evening as it is typed (the boxes connect to :meth:`typed_changed`)."""
        return None

    def retype(self, typed: Any) -> None:
        """Fill the boxes again with what :meth:`typed` gave (from a hand-edited file: only what
        fits; nothing else is said, the boxes are checked when entered)."""

    def narrow_tables(self, over: int) -> None:
        """The tables' lines are ``over`` pixels wider than the pane may be (a small screen, long
        names): make them narrower where they can be (the names already wrap)."""

    def taken_back_text(self) -> str:
        return "The last results were taken back: correct them and enter them again."

    def can_take_back(self) -> bool:
        """Whether a step has been entered (Take Back is offered)."""
        return False

    def taken_back(self) -> tuple[Any, Any]:
        """The evening before its last step was entered, and that step's numbers as
        :meth:`typed` gives them (to be corrected and entered again, not typed anew); worked out
        from the evening, so an evening carried on from its file can take its last step back
        too (it was remembered only while the screen was open). Raises EveningError."""
        raise EveningError("There is nothing to take back.")

    def has_results(self) -> bool:
        return self.can_take_back()

    def is_over(self) -> bool:
        return False

    def sheets(self) -> list:
        """What is printed or exported (ScoreSheets, a page or more each)."""
        return []

    # ----- the names -------------------------------------------------------------------------
    def _players_page(self) -> None:
        page = QWidget()
        lay = QVBoxLayout(page)
        intro = QLabel(self.INTRO)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        row = nested(lay, QHBoxLayout(), 1)
        self.first_edit = QPlainTextEdit()
        self.second_edit = QPlainTextEdit()
        self.team_edits: list[QLineEdit] = []
        self.team_notes: list[QLabel] = []  # under a team's name: it is cut at MAX_NAME letters
        self.team_limits: list[LetterLimit] = []
        for k, edit in enumerate((self.first_edit, self.second_edit)):
            col = nested(row, QVBoxLayout(), 1)
            if self.TEAMS is not None:
                team = QLineEdit(self.TEAMS[k])
                team.setAccessibleName(f"Team {k + 1}'s name")
                title = QLabel(f"Team {k + 1}'s &name:" if k == 0 else f"Team {k + 1}'s na&me:")
                title.setBuddy(team)
                col.addWidget(title)
                col.addWidget(team)
                self.team_edits.append(team)
                # what the box did not take is said, as the New Game dialog says it for the
                # players' names: "... Clan" was kept as "... Cla" without a word (s38 t5 F4);
                # only when a name was cut (it came at exactly 30 letters), its line kept so the
                # players' box below never moves (the New Game dialog's shared LetterLimit)
                note = reserved_note(f"A name can be up to {MAX_NAME} letters: no more are taken.")
                col.addWidget(note)
                self.team_notes.append(note)
                self.team_limits.append(LetterLimit(MAX_NAME, note))
                self.team_limits[-1].watch(team)
                players = QLabel(f"Team {k + 1}'s &players:" if k == 0 else f"Team {k + 1}'s pla&yers:")
                players.setBuddy(edit)
                col.addWidget(players)
                edit.setAccessibleName(f"Team {k + 1}'s players")
            else:
                title = QLabel(self.BOXES[k])
                title.setBuddy(edit)
                col.addWidget(title)
                edit.setAccessibleName(self.BOXES[k].rstrip(":"))
            edit.setTabChangesFocus(True)
            col.addWidget(edit, 1)
        buttons = nested(lay, QHBoxLayout())
        buttons.addStretch(1)
        self.start_button = QPushButton("Start the Evening")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_evening)
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        buttons.addWidget(self.start_button)
        buttons.addWidget(close)
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
            self.evening = self.load_evening(self.save_path)
        except EveningError as exc:
            kept = kept_path(self.save_path, why_kept(exc))
            # (the file is renamed only when a new evening starts: "is kept, renamed" read as done, s46 t3 #4)
            self.say_error(f"{exc} To play without it, start a new evening: that file will then be kept, renamed "
                           f"\u201c{kept.name}\u201d, in {kept.parent}. Until then it is left as it is.")
            return
        self.moves_label.setText("Carried on from the saved evening.")
        self.show_page(1)
        self.refresh()
        try:
            typed = read_file(self.save_path, "an evening").get("typed")
        except EveningError:
            typed = None
        self.fill_typed(typed)

    def fill_typed(self, typed: Any) -> None:
        """The boxes filled again with what :meth:`typed` gave (kept in the file, or taken back)."""
        if typed is not None:
            self._filling = True
            try:
                self.retype(typed)
            finally:
                self._filling = False

    def save(self) -> None:
        """Keep the evening on disk, with what is typed in its boxes and not entered yet (they
        were kept only while the app ran: a quit or a crash lost the hands of a game typed in
        as they were played); a failure is said on the message line (play goes on)."""
        self.save_timer.stop()
        if self.save_path is None or self.evening is None:
            return
        data = self.evening.to_dict()
        typed = self.typed()
        if typed is not None:
            data["typed"] = typed
        try:
            write_file(self.save_path, data)
        except EveningError as exc:
            self.say_error(str(exc))

    def typed_changed(self, *_args) -> None:
        """A box of the tables was typed in (or chosen): the evening is saved with it a moment
        after the typing stops (:data:`SAVE_DELAY_MS`)."""
        if not self._filling and self.evening is not None:
            self.save_timer.start()

    def save_pending(self) -> None:
        """Write now what is typed and not written yet (the screen closes, the app quits)."""
        if self.save_timer.isActive():
            self.save()

    def hideEvent(self, event) -> None:
        self.save_pending()  # (Close, Esc, the close box)
        super().hideEvent(event)

    def start_evening(self) -> bool:
        # (accents composed, as their letters were counted)
        teams = (LetterLimit.text(self.team_edits[0]), LetterLimit.text(self.team_edits[1])) if self.team_edits else None
        try:
            evening = self.make_evening(self.first_edit.toPlainText(), self.second_edit.toPlainText(), teams)
        except EveningError as exc:
            self.say_error(str(exc))
            return False
        try:
            kept = self.keep_old_file()
        except EveningError as exc:
            self.say_error(str(exc))
            return False
        self.evening = evening
        self.moves_label.setText("" if kept is None else
                                 f"The evening saved before is kept as \u201c{kept.name}\u201d in {kept.parent}.")
        self.say_error("")
        self.show_page(1)
        self.refresh()
        self.save()
        return True

    def keep_old_file(self) -> Path | None:
        """Before a new evening is written: an evening file already there (one this Card Table
        cannot read, from a newer one or damaged; or one another window started) is renamed and
        kept, not overwritten: New Evening... removes the one it forgets, so a file left is one
        nobody chose to lose. Where it is kept (None: there was none); raises EveningError if it
        cannot be kept."""
        if self.save_path is None or not self.save_path.exists():
            return None
        problem: EveningError | None = None
        try:
            self.load_evening(self.save_path)
        except EveningError as exc:
            problem = exc
        return keep_aside(self.save_path, why_kept(problem))

    # ----- the evening -----------------------------------------------------------------------
    def _evening_page(self) -> None:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.game_label = QLabel("")
        bold_larger(self.game_label)
        lay.addWidget(self.game_label)
        self.rule_label = plain_label("")
        self.rule_label.setWordWrap(True)
        lay.addWidget(self.rule_label)
        self.body = body = nested(lay, QHBoxLayout(), 1)
        self.tables_scroll = QScrollArea()
        self.tables_scroll.setWidgetResizable(True)
        self.tables_widget = QWidget()
        self.tables_layout = QVBoxLayout(self.tables_widget)
        self.tables_scroll.setWidget(self.tables_widget)
        body.addWidget(self.tables_scroll, 3)
        side = nested(body, QVBoxLayout(), 2)
        heading = QLabel("Standings")
        heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # (never the spare room)
        side.addWidget(heading)
        self.standings = QTableWidget(0, len(self.STANDINGS))
        self.standings.setHorizontalHeaderLabels(list(self.STANDINGS))
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings.setAccessibleName("Standings")
        header = self.standings.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.STRETCH, header.ResizeMode.Stretch)
        # a long name wraps to a second line where the side has no room for it whole (it showed
        # "Anna-…", "Barth…", "The …": s37 t3 #1, #3), its row as tall as it needs
        self.standings.setWordWrap(True)
        self.standings.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the names' column narrowed by fit_tables without the dialog resizing: the rows wrap
        # anew and the height is capped again once laid out (the cap was the rows' before, the
        # second team's row hidden under a scroll bar, s38 t5 F5)
        self.refit_standings = QTimer(self)
        self.refit_standings.setSingleShot(True)
        self.refit_standings.setInterval(0)
        self.refit_standings.timeout.connect(self.fit_standings_height)
        header.sectionResized.connect(lambda *_: self.refit_standings.start())
        # the standings take the room their rows need first (their height is capped at that in
        # refresh); the box below, what the last results gave, has what is left, at least a few
        # lines (at 1024x600 with eight players the list scrolled, a row half hidden, while the
        # box, empty, took a third of the side)
        side.addWidget(self.standings, 1)
        self.moves_label = plain_label("")
        self.moves_label.setWordWrap(True)
        self.moves_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.moves_label.setMargin(4)
        self.moves_label.setAccessibleName("What the last results gave")
        self.moves_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        moves_scroll = self.moves_scroll = QScrollArea()
        moves_scroll.setWidgetResizable(True)
        moves_scroll.setWidget(self.moves_label)
        moves_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        moves_scroll.setMinimumHeight(self.least_moves_height())
        side.addWidget(moves_scroll, 0)
        self.enter_button = QPushButton("Enter the Results")
        self.enter_button.clicked.connect(self.enter_results)
        self.take_back_button = QPushButton(self.TAKE_BACK)
        self.take_back_button.clicked.connect(self.take_back)
        self.export_button = QPushButton(f"Export {self.SHEETS} as PDF\u2026")
        self.export_button.clicked.connect(lambda: self.export_cards())
        self.print_button = QPushButton(f"Print {self.SHEETS}\u2026")
        self.print_button.clicked.connect(self.print_cards)
        self.new_button = QPushButton("New Evening\u2026")
        self.new_button.clicked.connect(self.new_evening)
        self.close_button = QPushButton("Close")
        self.close_button.clicked.connect(self.reject)
        buttons = nested(lay, QVBoxLayout())
        self.button_rows = (nested(buttons, QHBoxLayout()), nested(buttons, QHBoxLayout()))
        self.one_button_row: bool | None = None
        self.arrange_buttons()
        self.pages.addWidget(page)
        self.page_layouts.append(lay)

    def arrange_buttons(self) -> None:
        """The buttons in one row when it fits the dialog, else in two (big text on a small
        screen): the evening's own first, the sheets' below."""
        first = [self.enter_button, self.take_back_button]
        cards = [self.export_button, self.print_button, self.new_button]
        spacing = max(6, self.button_rows[0].spacing())
        need = sum(b.sizeHint().width() + spacing for b in first + cards + [self.close_button]) + 40
        one = need <= self.width()
        if one == self.one_button_row:
            return
        self.one_button_row = one
        for row in self.button_rows:
            take_all(row)
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
        if self.evening is not None:  # (the names' column is wider or narrower: rows re-wrap)
            self.fit_standings_height()

    def refresh(self) -> None:
        """Show the evening as it is: the title, the tables with empty boxes, the standings."""
        if self.evening is None:
            return
        for old in take_all(self.tables_layout):  # gone at once (deleteLater alone waits for the event loop)
            old.hide()
            old.setParent(None)
            old.deleteLater()
        self._filling = True
        try:
            self.fill_tables()
        finally:
            self._filling = False
        self.tables_layout.addStretch(1)
        wheel_scrolls_the_page(self.tables_widget)  # a table's "who went out" box keeps its choice
        rows = self.standings_rows()
        self.standings.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for col, text in enumerate(row):
                cell = QTableWidgetItem(text)
                if col != self.STRETCH:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.standings.setItem(i, col, cell)
        for col in range(len(self.STANDINGS)):
            if col != self.STRETCH:
                self.standings.resizeColumnToContents(col)
        self.fit_tables()  # (the standings' names filled in: they count)
        over = self.is_over()
        self.enter_button.setEnabled(not over)
        self.enter_button.setText(self.enter_text())
        # (worked out from the evening: greyed out on an evening carried on, it could not be
        # corrected once the screen was closed)
        self.take_back_button.setEnabled(self.can_take_back())
        self.one_button_row = None  # the Enter button's text changed
        self.arrange_buttons()

    def enter_results(self) -> bool:
        if self.evening is None or self.is_over():
            return False
        before = copy.deepcopy(self.evening)
        try:
            told = self.apply_results()
        except EveningError as exc:
            if self.evening != before:  # nothing of a refused step is kept
                self.evening = before
            self.say_error(str(exc))
            self.refused = True
            self.focus_named(str(exc))
            return False
        self.say_error("")
        self.moves_label.setText(told)
        self.refresh()
        self.save()
        return True

    def fit_tables(self) -> None:
        """The tables' pane as wide as its lines need, so none scrolls sideways: the standings
        beside it give up the width (their columns are narrow), and the dialog grows where the
        screen has room. The Gin Rummy evening's round, three tables at 1024x600, needed a
        sideways scroll, its Gins boxes cut off at the right edge."""
        scroll = self.tables_scroll
        for k in range(self.tables_layout.count()):  # (new boxes count once shown, not only later)
            item = self.tables_layout.itemAt(k)
            box = item.widget() if item is not None else None
            if box is not None:
                box.show()
        bar = scroll.style().pixelMetric(scroll.style().PixelMetric.PM_ScrollBarExtent, None, scroll)
        need = self.tables_widget.minimumSizeHint().width() + 2 * scroll.frameWidth() + bar
        whole, least, tightest = self.side_widths(bar)
        area = available_area(self.parentWidget() or self)
        m = self.outer_layout.contentsMargins()
        margins = m.left() + m.right() + max(6, self.body.spacing()) + 6  # (the panes' spacing)
        # the names whole where the screen has room, else on two lines (never cut to "Barth…")
        side = max(least, min(whole, area.width() - 16 - margins - need))
        self.standings.setMinimumWidth(side)
        room = area.width() - 16 - margins - side  # the most the pane may take, the standings whole
        if need > room:  # a screen's lines give up what they can (their boxes narrower)
            self.narrow_tables(need - room)
            self.tables_layout.activate()
            need = self.tables_widget.minimumSizeHint().width() + 2 * scroll.frameWidth() + bar
        if need > room and side > tightest:
            # still too wide (two 30-letter team names at 1024x600: the round scrolled sideways
            # by 17 px, s38 t5 F5): the standings' names wrap at every space instead
            give = min(side - tightest, need - room)
            side -= give
            room += give
            self.standings.setMinimumWidth(side)
        scroll.setMinimumWidth(max(0, min(need, room)))
        self.wanted_width = min(area.width() - 16, scroll.minimumWidth() + side + margins)
        if self.isVisible() and self.width() < self.wanted_width:
            self.resize(self.wanted_width, self.height())
        self.fit_standings_height()
        # grown to the right, it moves back whole onto the screen: widened to 1264 of 1280 px
        # after Start, its left edge kept at 300, the Close button and the standings were off
        # the screen (s37 t3 #1)
        place_on_screen(self)

    def side_widths(self, bar: int) -> tuple[int, int, int]:
        """How wide the standings (and the notes under them) are with every name on one line,
        with the longest on two (at a space or after a hyphen), and with every name broken at
        each space (its longest word whole), the other columns whole."""
        table = self.standings
        fm = table.fontMetrics()
        pad = 2 * fm.horizontalAdvance("M")  # (a cell's margins and the grid)
        header = table.horizontalHeader()
        others = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
                     for c in range(len(self.STANDINGS)) if c != self.STRETCH)
        cells = [table.item(r, self.STRETCH) for r in range(table.rowCount())]
        names = [cell.text() for cell in cells if cell is not None]
        head = header.sectionSizeHint(self.STRETCH)
        frame = 2 * table.frameWidth() + bar + 2  # (a scroll bar where many players' rows scroll)
        whole = max([head] + [fm.horizontalAdvance(n) + pad for n in names])
        least = max([head] + [two_lines(fm, n) + pad for n in names])
        tightest = max([head] + [fm.horizontalAdvance(w) + pad for n in names for w in n.split()])
        # the notes under the standings ("... move from table 1 to table 2") wrap in the same
        # width: their longest word whole (it needed a sideways scroll bar, s37 t3 #3)
        words = self.moves_label.text().split()
        note = max([0] + [self.moves_label.fontMetrics().horizontalAdvance(w) for w in words]) \
            + 2 * self.moves_label.margin() + bar + 8
        return (max(others + whole + frame, note), max(others + least + frame, note),
                max(others + tightest + frame, note))

    def fit_standings_height(self) -> None:
        """The standings no taller than their rows (two teams leave the room below to what the
        round gave); rows grow where a name wraps."""
        table = self.standings
        self.outer_layout.activate()
        table.resizeRowsToContents()
        head = table.horizontalHeader().sizeHint().height()
        rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
        cap = max(head * 3, head + rows_height + 2 * table.frameWidth() + 2)
        table.setMaximumHeight(min(cap, self.standings_room()))

    def least_moves_height(self) -> int:
        return 3 * self.fontMetrics().height() + 12

    def standings_room(self) -> int:
        """The most the standings may take of the side so that the box under them, what the
        last results gave (who moves where: what everyone reads to find their next table),
        shows its lines whole; the standings scroll instead, down to
        :data:`LEAST_STANDINGS_ROWS` rows. At 1024x600 with four tables the box was two lines
        tall, read by scrolling a line at a time, beside the standings shown whole (s44 t2 #2)."""
        scroll, table = self.moves_scroll, self.standings
        frame = 2 * scroll.frameWidth()
        need = self.moves_label.heightForWidth(max(1, scroll.width() - frame)) + frame
        rows = [table.rowHeight(r) for r in range(min(LEAST_STANDINGS_ROWS, table.rowCount()))]
        least = table.horizontalHeader().sizeHint().height() + sum(rows) + 2 * table.frameWidth() + 2
        shared = table.height() + scroll.height()  # (the side below its heading: the two share it)
        return max(least, shared - max(need, self.least_moves_height()))

    def take_back(self) -> None:
        if self.evening is None or not self.can_take_back():
            return
        try:
            self.evening, typed = self.taken_back()
        except EveningError as exc:
            self.say_error(str(exc))
            return
        self.moves_label.setText(self.taken_back_text())
        self.say_error("")
        self.refresh()
        self.fill_typed(typed)
        self.save()  # (with the numbers put back, as if typed)

    def new_evening(self) -> None:
        if self.evening is not None and self.has_results():
            # the safe answer is the default, as Delete's: a second Enter (the first is caught as
            # too quick) wiped the whole evening with Yes as the default (s44 t2 #1)
            box = QMessageBox(QMessageBox.Icon.Question, "New Evening",
                              f"Start a new evening? This evening's {self.SHEETS.lower()} and standings "
                              "are forgotten (print or export them first).", QMessageBox.StandardButton.Cancel, self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            forget = box.addButton("Start a New Evening", QMessageBox.ButtonRole.DestructiveRole)
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            self.last_message = box  # (for the tests: the question asked)
            run_modal(self, box.exec)
            if box.clickedButton() is not forget:
                return
        if self.save_path is not None:
            try:
                forget_file(self.save_path)
            except EveningError as exc:  # (it came back, carried on, with no word)
                self.say_error(str(exc))
                return
        self.evening = None
        self.save_timer.stop()
        self.say_error("")
        self.show_page(0)
        self.carry_on()

    # ----- the sheets ------------------------------------------------------------------------
    def export_cards(self, path: str | None = None) -> Path | None:
        """Everything printed, in one PDF; asks where unless ``path`` is given."""
        sheets = self.sheets()
        if not sheets:
            return None
        if path is None:
            from datetime import date

            start = str(Path.home() / f"{self.PDF_NAME} {date.today().isoformat()}.pdf")
            path, _ = run_modal(self, lambda: QFileDialog.getSaveFileName(
                self, f"Export {self.SHEETS} as PDF", start, "PDF files (*.pdf)"))
            if not path:
                return None
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
        from .score_actions import _export

        return _export(self, sheets, path, f"{self.PDF_NAME}'s {self.SHEETS.lower()}")  # (not "the score sheet")

    def print_cards(self) -> None:
        sheets = self.sheets()
        if sheets:
            from .printing import print_preview

            print_preview(self, sheets)

    def say_error(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.refused = False  # (enter_results says when it is a refused Enter)

    def fields_changed(self, *_args) -> None:
        """A table's box was changed: a refused Enter's message goes (it stayed up, red, over a
        line already put right, until the next Enter); a message of another kind stays."""
        if self.refused:
            self.say_error("")


def two_lines(fm, text: str) -> int:
    """The width ``text`` takes wrapped on two lines at its best break (a space, or after a
    hyphen), or on one where it has no break."""
    best = fm.horizontalAdvance(text)
    for k, ch in enumerate(text):
        if ch in " -":
            first = text[:k + 1] if ch == "-" else text[:k]
            best = min(best, max(fm.horizontalAdvance(first), fm.horizontalAdvance(text[k + 1:])))
    return best


def table_of(message: str) -> int | None:
    """The table (from 0) a message is about ("Table 2, ..." or "Table 2 (Al v Ann): ...")."""
    m = re.match(r"Table (\d+)\b", message)
    return int(m.group(1)) - 1 if m else None


def show_screen(window: QWidget, cls: type[EveningScreen]) -> EveningScreen:
    """Open the window's evening of this kind (the same one again after Close, so an evening is
    not lost), kept in the data folder."""
    dialog = getattr(window, cls.WINDOW_ATTR, None)
    if dialog is None:
        from ..store.saves import data_dir

        dialog = cls(window, save_path=data_dir() / cls.FILE_NAME)
        setattr(window, cls.WINDOW_ATTR, dialog)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
