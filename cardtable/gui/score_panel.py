"""The score panel beside the table: a dockable, hideable view of the game's score sheet.

The main window calls :meth:`ScorePanel.set_sheet` with ``game.score_sheet(state)`` after each
move (or each hand); the panel shows one row per hand, the totals at the bottom, and highlights
the leader (or the winner once the game is over). It never touches the game or the state.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..core.scoresheet import NOTE, NUMBERED, ROUND, TOTAL, ScoreRow, ScoreSheet, format_value, round_name
from ..core.words import first_names, headed, listed, sentence
from ..core.words import shortened as in_short
from .dialogs import plain_tip
from .font_measures import height as measured_height
from .font_measures import kept_in

CELL_PAD = 14  # a cell's margins
#: a column header's margins (the style's 6 px a side, its border, and a little to spare)
HEADER_PAD = 18
DASH = "–"  # a blank among a positional cell's values (ScoreSheet.positional)
LABEL_START = 16  # row labels alike in this many first letters lose their middle, not their end
LABELS_LOOKED_AT = 60  # ... among the sheet's first rows
LABEL_PAD = 14  # a row label's margins in its header section
LABEL_LINES = 3  # a row label too long for its column goes on up to this many lines, then is cut
#: ... but one this many lines show whole takes them: Saskatchewan Rummy's "Round 3 – Each queen
#: you take" read "Round 3 – / Each / queen y…" beside "Round 2 – / Each heart / you take" (s30 t3)
WHOLE_LINES = LABEL_LINES + 1
LABEL_SHARE = 0.25  # the share of the table a long row label keeps when the cells need the rest
#: Fewer players than this keep the window's text size in the panel (seven players' names and
#: numbers set at 70 % of a laptop's 12 px were too small to read): short cells, or the players
#: down the panel, instead. Eight or more may be set smaller across a big window's panel, where
#: 70 % of its text is still larger than a laptop's.
SMALLER_FROM = 8
#: The narrowest the panel gets, players across (and down, for many players): only this is a
#: minimum, so the window never grows past a small screen to make room for the sheet.
LEAST_WIDTH = 200
LEAST_WIDTH_PLAYERS_DOWN = 160
#: the rows (after the column headers) the sheet keeps in sight when the game log shares its side
LEAST_ROWS = 3
#: the lines the legend keeps at least (the rest in its tooltip) when the panel is short: the
#: players' rows come first (s36 t1 #3: nine lines of house rules and advice under a sheet that
#: showed three of four players, the fourth and his total under a scroll bar)
LEGEND_LEAST_LINES = 3
#: the room the dock's splitter takes beside the panel
SPLITTER = 8
#: The share of a laptop's window (1280 to 1919 px wide) the panel may take, as a big window's
#: may, for a sheet of up to ROOMY_PLAYERS players (or one whose cells carry the family's marks,
#: Oh Hell!'s "11", "4 ✗": the bid in each hand's cell, :attr:`ScoreSheet.marks_said`, of fewer
#: than SMALLER_FROM) that goes across only so: at 30 % Oh Hell!'s six players went down the
#: panel at 1280x720, totals only, and a family never saw the bids hand by hand (s38 t1), nor
#: Canadian Salad's five nor Arizona Rummy's four each hand's points (s39). Seven players' sheet
#: of points still goes down there: the table keeps 65 % of a laptop's window beside it
#: (test_score_panel_seven).
ROOMY_SHARE = 0.36
ROOMY_PLAYERS = 6
#: how to see every row of a sheet whose players are listed down (the panel says where its edge is):
#: every player's total is in view, the rows out of sight are the rounds' ("To see every row" read
#: as if some players were missing)
TO_SEE = "To see every round's scores"
#: the rounds the players-down sheet shows, the newest first (beside the totals), the earlier ones
#: scrolled to sideways; the rest are printed (an update costs these, however long the game)
SHOWN_ROUNDS = 20
#: the share of the players-down sheet its names keep when the rounds need more room (on two lines)
NAMES_SHARE = 0.4
ROOM_ADVICE = f"{TO_SEE}, widen this panel or print the sheet (Game menu)."
#: a row of the round being played ("Round 1 so far"): its totals are "so far in" it, not "after"
SO_FAR = re.compile(r"\bso far\b")
LEADER_COLOR = QColor("#ffd54a")  # the app's gold
TOTAL_COLOR = QColor("#efe6c8")
MARK_COLOR = QColor("#d7ecd9")

#: the app's look (the start screen's felt green, cream cards, gold for the leader)
STYLE = """
ScoreTable { background: #124a2d; }
ScoreTable QLabel { color: #f4f8f2; }
ScoreTable QLabel#Legend { color: #cfe3d2; }
ScoreTable QTableWidget { background: #fbf7ea; color: #1c2b22; gridline-color: #d9cfae; border: none;
  border-radius: 6px; }
ScoreTable QHeaderView::section { background: #1f6b43; color: #f4f8f2; border: none;
  border-right: 1px solid #124a2d; padding: 3px 6px; }
ScoreTable QHeaderView { background: #fbf7ea; border: none; }
ScoreTable QTableCornerButton::section { background: #1f6b43; border: none; }
"""


def copied(item: QTableWidgetItem | None) -> QTableWidgetItem:
    """A new item showing what ``item`` shows (its text, font, colours, alignment and tip), for
    another table. Not ``item.clone()``: the footer's clones crashed the window now and then
    (about one whole Court Whist game in five) when the sheet was next rebuilt."""
    copy = QTableWidgetItem("" if item is None else item.text())
    if item is not None:
        copy.setFont(item.font())
        copy.setBackground(item.background())
        copy.setForeground(item.foreground())
        copy.setTextAlignment(Qt.AlignmentFlag(item.textAlignment()))
        copy.setToolTip(item.toolTip())
    return copy


class ScoreTable(QWidget):
    """The sheet as a table: players across, hands down, totals last; leader highlighted."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.sheet: ScoreSheet | None = None
        self.base_px: int | None = None  # the text size the window asks for (set_font_px)
        self._refitting = False
        # the sheet's size when the last fit made the text smaller or the cells short while the
        # table's vertical scroll bar showed (fit_columns: at that size, grown back only with
        # room for the bar)
        self._shrunk_beside_bar: QSize | None = None
        self.compact = False  # short cells: each cell's last value only (set_sheet, fit_columns)
        # players down: one row per player (name, total, last row's points), for a sheet whose
        # players would not fit across the panel (ScorePanel.choose_layout)
        self.players_down = False
        self.on_squeezed = None  # called when even the smallest text would cut a number (the panel)
        # the panel's words for how to see every row when the players are down (its edge to drag,
        # and the window's only when it can get wider): ScorePanel.room_advice
        self.room_advice = None
        self._reset_rows(None)
        self.table = QTableWidget(0, 0, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Columns share the panel's width (never a sideways scroll bar); a long name wraps onto
        # two lines in its header, and every cell's number is short enough to show whole.
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setMinimumSectionSize(24)
        # Rows are one line each (no word wrap) and all the same height: a fixed section size, set
        # from the text size, instead of measuring every row's contents on every layout.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # A row label longer than its column goes on two lines, the second ending in "…" if need
        # be (fit_columns caps the column, _wrap_labels cuts; the tooltip has it whole), so the
        # cells keep their room.
        self.table.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        # the starts that several row labels share ("Trump declared by owner of "): a label too
        # long for its column loses (the end of) that, never what tells it from the others
        self._shared: tuple[str, ...] = ()  # (_choose_elision)
        self.caption = QLabel(self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.legend = QLabel(self)
        self.legend.setObjectName("Legend")
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        self._legend_whole = ""  # the legend's whole text (shown shorter where the panel is short: _fit_legend)
        self._orphan_key: tuple = ()  # (the text, width and font _orphan_room last measured, and its answer)
        self._orphan_extra = 0
        # The bottom row (the totals) pinned under a table too short for all its rows: its own
        # one-row table, the row itself hidden in the table above. At 1024x600 Canadian Salad's
        # ten rounds scrolled and the Total row, the one a family looks at, was out of sight, and
        # at 1366x768 it was half hidden under the table's edge.
        self.footer = QTableWidget(1, 0, self)
        self.footer.setObjectName("Totals")
        self.footer.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.footer.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.footer.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.footer.setWordWrap(False)
        self.footer.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer.horizontalHeader().hide()
        self.footer.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.footer.horizontalHeader().setMinimumSectionSize(24)
        self.footer.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.footer.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.footer.hide()
        self._pinned: int | None = None  # the table's row shown in the footer instead (hidden above)
        self._pinning = False  # pin_totals is running (a run asked for meanwhile: _pin_again)
        self._pin_again = False
        # While the rows scroll, the table shows whole rows only: the room under the last whole
        # one is left empty (Court Whist's dock at 1280x720 showed the top sliver of "No trump"
        # cut off by the totals under it)
        self.gap = QWidget(self)  # (the room under the last whole row, between it and the totals)
        self.gap.setFixedHeight(0)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.table.verticalScrollBar().valueChanged.connect(lambda _v: self._trim_rows())
        self.table.horizontalHeader().sectionResized.connect(
            lambda c, _old, new: self.footer.setColumnWidth(c, new) if self._pinned is not None else None)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.caption)
        grid = QVBoxLayout()
        grid.setSpacing(0)
        self._grid = grid  # (the room of the table, the gap and the footer together: _pin_totals)
        grid.addWidget(self.table)
        grid.addWidget(self.gap)
        grid.addWidget(self.footer)
        layout.addLayout(grid)
        layout.addWidget(self.legend)
        self.table.viewport().installEventFilter(self)

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        """Show ``sheet`` (``None`` clears the panel).

        Incremental: the rows already shown that have not changed are kept (a new hand adds a
        row and changes the totals), so showing one more hand costs the same on a sheet of 10
        hands or of 1,000. Each cell's text width is measured once, when it is made, and the
        columns are fitted from those measures. A new set of columns or a new text size
        rebuilds the table, and so does a switch to short cells (:attr:`compact`: only each
        cell's last value, as "-45" for "-20 / -45", when even the smallest text leaves the
        cells too narrow for both; the tooltip has every value)."""
        self.sheet = sheet
        table = self.table
        if sheet is None:
            table.clear()
            table.setRowCount(0)
            table.setColumnCount(0)
            self._reset_rows(None)
            self.pin_totals()
            self.caption.setText("No game yet.")
            self.set_legend("")
            return
        if self.players_down:
            self._set_list(sheet)
            self.pin_totals()
            return
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        font = table.font()
        key = (sheet.columns, sheet.sub_columns, sheet.positional, short_sub(sheet), font.pixelSize(), font.pointSizeF(),
               font.family(), self.compact)
        if key != self._layout_key:
            table.clear()
            # no rows kept: a row kept its height from the old text size and width (a label on
            # three lines in a narrow panel), while the labels' wrapping is forgotten, so after
            # a resize some one-line rows stayed tall (Canadian Salad at 1366x768)
            table.setRowCount(0)
            table.setColumnCount(len(sheet.columns))
            self._reset_rows(key)
        rows = [r for r in sheet.rows if r.kind != NOTE]
        has_totals = bool(sheet.totals)
        kept = self._rows
        first = first_changed(kept, rows)  # the first row that differs from what is shown
        grew = len(rows) > len(kept)
        if first < LABELS_LOOKED_AT:
            self._choose_elision(rows[:LABELS_LOOKED_AT])
        table.setRowCount(len(rows) + (1 if has_totals else 0))
        del kept[first:]
        self._marks.cut(first)
        del self._running_max[first:]
        del self._running_short[first:]
        del self._label_max[first:]
        del self._label_w[first:]
        del self._word_max[first:]
        self._wrapped = (self._wrapped[0], min(self._wrapped[1], first))
        bold = QFont(font)
        bold.setBold(True)
        plain = QFont(font)  # headers say their size themselves (the style sheet would not)
        fm = table.fontMetrics()
        bold_fm = QFontMetrics(bold)
        subs = sheet.sub_columns
        shown = len(subs) - 1 if len(subs) > 1 and subs[-1] == "Total" else 0
        pick = short_sub(sheet)
        for r in range(first, len(rows)):
            row = rows[r]
            widths, shorts, texts = [], [], []
            for c in range(len(sheet.columns)):
                values = [format_value(row.cell(c, k)) for k in range(len(subs))]
                if sheet.positional and any(v != "" for v in values):
                    # each value in its place, a dash for a blank: Gin's round that changed only
                    # Game 3 read "45", as if it were Game 1; now "– / – / 45" (short: one game's)
                    placed = [v if v != "" else DASH for v in values]
                    text, short = " / ".join(placed), placed[pick]
                else:
                    # a running-total sheet shows "points (total)"; others show their values joined
                    if shown and values[0] != "":
                        text = f"{values[0]}  ({values[shown]})"
                    else:
                        text = " / ".join(v for v in values if v != "")
                    short = values[pick] if len(subs) > 1 and values[pick] != "" else text
                if shown == 1 and has_totals and values[0] != "":
                    # a running total's short cell is the row's own result ("No meld", "Blew It",
                    # "300"): the bottom row has the totals (10,000's cells all read "0" instead)
                    short = values[0]
                short = row.mark_of(c) or short  # the paper's mark (Oh Hell!'s "12", "2 ✗")
                texts.append(short if self.compact else text)
                item = QTableWidgetItem(texts[-1])
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(plain_tip((row.said_of(c) or ", ".join(f"{name}: {v}" for name, v in zip(subs, values)
                                                                       if v != ""))
                                          + (green_words(sheet) if c in row.marked else "")))
                if row.kind == TOTAL:
                    item.setFont(bold)
                    item.setBackground(QBrush(TOTAL_COLOR))
                elif c in row.marked:
                    item.setBackground(QBrush(MARK_COLOR))
                table.setItem(r, c, item)
                cell_fm = bold_fm if row.kind == TOTAL else fm  # (measured plain, a bold total was cut)
                widths.append(cell_fm.horizontalAdvance(text) + CELL_PAD)
                shorts.append(widths[-1] if short is text else cell_fm.horizontalAdvance(short) + CELL_PAD)
            label = QTableWidgetItem(row.shown)
            label.setFont(plain)
            label.setToolTip(plain_tip(row.label))  # the whole label where the column elides it
            table.setVerticalHeaderItem(r, label)
            kept.append(row)
            self._marks.add(row, texts)
            running = self._running_max
            running.append([max(a, b) for a, b in zip(running[-1], widths)] if running else widths)
            running = self._running_short
            running.append([max(a, b) for a, b in zip(running[-1], shorts)] if running else shorts)
            label_w = fm.horizontalAdvance(row.shown) + LABEL_PAD
            labels = self._label_max
            labels.append(max(labels[-1], label_w) if labels else label_w)
            self._label_w.append(label_w)
            words = self._word_max
            word_w = label_w  # (no word of a label is wider than the label)
            if not words or label_w > words[-1]:
                word_w = max(fm.horizontalAdvance(w) for w in LABEL_WORDS.findall(row.shown) or [""]) + LABEL_PAD
            words.append(max(words[-1], word_w) if words else word_w)
        leaders = set(sheet.leaders())
        self._total_widths = []
        if has_totals:
            for c, total in enumerate(sheet.totals):
                item = QTableWidgetItem(format_value(total))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFont(bold)
                item.setBackground(QBrush(LEADER_COLOR if c in leaders else TOTAL_COLOR))
                table.setItem(len(rows), c, item)
                self._total_widths.append(bold_fm.horizontalAdvance(item.text()) + CELL_PAD)
            label = QTableWidgetItem(sheet.total_label)
            label.setFont(plain)
            label.setToolTip(plain_tip(sheet.total_label))
            table.setVerticalHeaderItem(len(rows), label)
        for c in range(len(sheet.columns)):
            # (as the last fit wrapped it to its column: _fit_headers)
            header = QTableWidgetItem(self.header_for(sheet.columns[c], table.columnWidth(c), c in leaders))
            header.setFont(plain)
            if c in leaders:
                header.setFont(bold)
                header.setBackground(QBrush(LEADER_COLOR))
                header.setToolTip(plain_tip(f"{sheet.columns[c]}: {'winner' if sheet.winners else 'leading'}"))
            else:
                header.setToolTip(plain_tip(sheet.columns[c]))
            table.setHorizontalHeaderItem(c, header)
        down = table.verticalHeader()
        down.setDefaultSectionSize(fm.height() + 8)
        # The rows written again start one line tall (_wrap_labels makes a long label's row
        # taller again): a row keeps its height when its label changes, and Euchre's "Play
        # again" began with a Total row three lines tall, where the first game's hand 1 had been.
        one_line = down.defaultSectionSize()
        for r in range(first, table.rowCount()):
            self._tall.discard(r)
            if down.sectionSize(r) != one_line:  # (a hidden row keeps it for when it is shown)
                down.resizeSection(r, one_line)
        if grew or first < len(rows):
            self._scroll_to_latest(rows)
        self.caption.setText(self.caption_text(sheet))
        marks = self._marks  # (counted as the rows were written: the keys cost the same on any sheet)
        cells = marks_legend(sheet) if self.compact and marks.marks else None
        totals = [format_value(t) for t in sheet.totals] if has_totals else []
        self.set_legend(house_rules_line(sheet) + with_keys(
            cells or self.legend_text(sheet, self.compact), sheet, lambda key: marks.in_view(key, totals),
            marks.marked > 0))
        self.fit_columns()
        self.keep_room()
        self.pin_totals()

    def _choose_elision(self, rows: list) -> None:
        """Long row labels end in "…" (the column is capped), unless two of them begin alike and
        differ only further on (Court Whist's "Trump declared by owner of King-Spades" and
        "...King-Hearts"): then the words they share are what is cut ("Trump declared by…"
        over "King-Spades"), so the rows can be told apart. (Cut in the middle of their last
        line, at 1280x720 with the game log open they read "owner…pades" and "owne…onds".)
        Decided on the sheet's first rows, so an update costs the same however long the game."""
        begun: dict[str, list[str]] = {}
        for row in rows:
            if len(row.shown) > LABEL_START:
                alike = begun.setdefault(row.shown[:LABEL_START], [])
                if row.shown not in alike:
                    alike.append(row.shown)
        shared = set()
        for alike in begun.values():
            for a in alike:
                for b in alike:
                    if a < b:
                        shared.add(shared_start(a, b))
        found = tuple(sorted((p for p in shared if len(p) >= LABEL_START), key=len, reverse=True))
        if found != self._shared:
            self._shared = found
            self._wrapped = (0, 0)  # every label cut again

    def _scroll_to_latest(self, rows: list) -> None:
        """Keep the latest row played in view: the bottom of a sheet that grows a row a hand, but
        the last row filled in on a printed card with rows still to fill (Court Whist's seven
        games, Oh Hell!'s rounds), in the middle so the next rows show below it; the top of a
        card not yet begun. Looked for from the end, so a growing sheet costs one row."""
        table = self.table

        def played(r: int) -> bool:  # a hand's row with something written in it (not a sub-total)
            return rows[r].kind == ROUND and any(v not in (None, "") for cell in rows[r].cells for v in cell)

        last = next((r for r in range(len(rows) - 1, -1, -1) if played(r)), None)
        to_fill = next((r for r in range(0 if last is None else last + 1, len(rows))
                        if rows[r].kind == ROUND and not played(r)), None)
        if to_fill is None:
            table.scrollToBottom()
        elif last is None:
            table.scrollToTop()
        elif table.item(last, 0) is not None:
            table.scrollToItem(table.item(last, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _set_list(self, sheet: ScoreSheet) -> None:
        """Players down: a row per player with the name (whole, in the row label), the total, and
        each round's points, the newest round first (beside the total, in sight without
        scrolling), the earlier ones after it (a sideways scroll bar where they do not fit). Only
        "Total" and the last round were shown, the rounds before only printed: four players at
        1280x720 and six at 1366x768 saw a sheet of totals (s40 t4). Up to :data:`SHOWN_ROUNDS`
        rounds, looked for from the end; a new round adds its column (the others kept), a move
        inside a round changes none, so each update costs the same however long the game. The
        whole sheet is printed from the Game menu."""
        table = self.table
        if self.base_px and table.font().pixelSize() != self.base_px:
            self.set_table_px(self.base_px)  # the window's text size (across, it may have been set smaller)
        font = table.font()
        rounds, more = _filled_rounds(sheet, SHOWN_ROUNDS)
        last = rounds[0] if rounds else None
        only = last if len(rounds) == 1 and not more else None  # the one round played: the totals are its points
        # a standings sheet's own bottom row ("Marbles in the Castle") heads its column on two
        # lines, so the names beside it keep their room
        total_head = header_text(sheet.total_label)
        key = ("list", sheet.columns, total_head, font.pixelSize(), font.family())
        if key != self._layout_key:
            table.clear()
            # no rows kept, as in set_sheet: a row kept the height of the sheet shown before (a
            # Euchre hand's label on three lines), and a tester's seven Oh Hell! players had
            # 50 px rows, only five in sight, where the same game reopened had 22 px ones
            table.setRowCount(0)
            table.setRowCount(len(sheet.columns))
            table.setColumnCount(1)
            self._reset_rows(key)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        bold = QFont(font)
        bold.setBold(True)
        plain = QFont(font)
        fm = table.fontMetrics()
        leaders = set(sheet.leaders())
        names = 0
        total_need = max(fm.horizontalAdvance(line) for line in total_head.split("\n")) + 18
        head_needs = [total_need]
        for c, name in enumerate(sheet.columns):
            lead = c in leaders
            label = QTableWidgetItem(name)
            label.setFont(bold if lead else plain)
            if lead:
                label.setBackground(QBrush(LEADER_COLOR))
            label.setToolTip(plain_tip(f"{name}: {'winner' if sheet.winners else 'leading'}" if lead else name))
            table.setVerticalHeaderItem(c, label)
            names = max(names, text_width(bold, name) + LABEL_PAD)  # room for it bold, as the leader
            total = format_value(sheet.totals[c]) if c < len(sheet.totals) else ""
            item = QTableWidgetItem(total)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            item.setBackground(QBrush(LEADER_COLOR if lead else TOTAL_COLOR))
            item.setToolTip(plain_tip(f"{name}: {total}"))
            table.setItem(c, 0, item)
            total_need = max(total_need, text_width(bold, total) + CELL_PAD)
        head = QTableWidgetItem(total_head)
        head.setFont(plain)
        head.setToolTip(plain_tip(self.whose_totals(sheet)))
        table.setHorizontalHeaderItem(0, head)
        # the rounds' columns: only those that changed are made (a new round's, at the front)
        old = self._list_rounds
        cols = self._list_cols  # each round column's (heading width, width)
        if rounds == old:
            pass
        elif old and len(rounds) == len(old) and rounds[1:] == old[1:]:  # the newest round changed
            cols[0] = self._fill_round(sheet, 0, rounds[0])
        elif old and len(rounds) >= len(old) and rounds[1:] == old[:len(rounds) - 1]:
            # a new round: its column first (never when the rounds went down to none: a game
            # played again after one round)
            table.insertColumn(1)
            cols.insert(0, self._fill_round(sheet, 0, rounds[0]))
            del cols[len(rounds):]
            table.setColumnCount(1 + len(rounds))
            table.horizontalScrollBar().setValue(0)  # the newest round, beside the totals
        else:
            table.setColumnCount(1)
            table.setColumnCount(1 + len(rounds))
            cols[:] = [self._fill_round(sheet, k, row) for k, row in enumerate(rounds)]
            table.horizontalScrollBar().setValue(0)
        self._list_rounds = rounds
        self._list_last = [table.item(c, 1).text() if rounds and table.item(c, 1) is not None else ""
                           for c in range(len(sheet.columns))] if rounds else []
        if rounds:  # (the newest entries whole: _wrap_last may have wrapped them)
            self._list_last = [self._list_whole.get(c, t) for c, t in enumerate(self._list_last)]
        needs = [total_need] + [w for _h, w in cols]
        self._list_heads = head_needs + [h for h, _w in cols]  # (a column never narrower than its heading)
        # room for the numbers a game grows to, so the panel need not widen later
        room = fm.horizontalAdvance("-8888") + CELL_PAD
        self._list_tight = list(needs)  # (without that room: what _fit_list may squeeze to)
        self._list_needs = [max(n, room) if c < 2 else n for c, n in enumerate(needs)]
        self._list_room = room
        self._label_max = [names]
        table.verticalHeader().setDefaultSectionSize(fm.height() + 8)
        self.caption.setText(self.caption_text(sheet))
        self.fit_columns()
        # some round out of sight: past the rounds shown, or scrolled to sideways
        hidden = more or sum(table.columnWidth(c) for c in range(table.columnCount())) > table.viewport().width()
        advice = (self.room_advice() if self.room_advice is not None else ROOM_ADVICE) if hidden else ""
        marks, rows = self._marks, sheet.rows  # (no row shown: the marks in the totals and the round columns)
        shown = [format_value(t) for t in sheet.totals] + self._list_last
        self.set_legend(house_rules_line(sheet) + with_keys(
            self.list_legend(sheet, last, advice, hidden=hidden, only=only, rounds=len(rounds)), sheet,
            lambda key: marks.in_view(key, shown, rows), last is not None and bool(last.marked)))
        self.keep_room()

    def _fill_round(self, sheet: ScoreSheet, k: int, row: ScoreRow) -> tuple[int, int]:
        """Players down: round ``row``'s column (the ``k``-th after the totals, the newest
        first): each player's entry, the paper's mark or the round's own points. Its heading's
        width and the column's."""
        table = self.table
        fm = table.fontMetrics()
        subs = sheet.sub_columns
        own = own_sub(sheet)
        text_head = round_head(row, sheet)
        head = QTableWidgetItem(text_head)
        head.setFont(QFont(table.font()))
        # (the hand as the heading names it, and its cards: "Hand 2: 6 cards")
        name = round_name(sheet, row)
        named = name and "," not in name and name.lower() not in row.label.lower()
        head.setToolTip(plain_tip(f"{name[:1].upper()}{name[1:]}: {row.label}" if named else row.label))
        table.setHorizontalHeaderItem(1 + k, head)
        head_w = max(fm.horizontalAdvance(line) for line in text_head.split("\n")) + 18
        width = head_w
        if k == 0:
            self._list_whole = {}
        for c, name in enumerate(sheet.columns):
            values = [format_value(row.cell(c, j)) for j in range(len(subs))]
            # the row's own result, the same sub-column for every player (Saskatchewan's PayDay
            # showed the money so far for those who had paid, the round's cents for the rest)
            text = row.mark_of(c) or (values[own] if values[own] != "" else next((v for v in values if v != ""), ""))
            cell = QTableWidgetItem(text)
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            detail = row.said_of(c) or ", ".join(f"{sub}: {v}" for sub, v in zip(subs, values) if v != "")
            marked = c in row.marked
            cell.setToolTip(plain_tip(f"{name}, {row.label}: {detail}" + (green_words(sheet) if marked else "")))
            if marked:
                cell.setBackground(QBrush(MARK_COLOR))
            table.setItem(c, 1 + k, cell)
            if k == 0:
                self._list_whole[c] = text
                width = max(width, fm.horizontalAdvance(text) + CELL_PAD)
            else:  # (an earlier round: its column as wide as its widest word, a long entry cut)
                word = max((fm.horizontalAdvance(w) for w in text.split()), default=0)
                width = max(width, min(fm.horizontalAdvance(text), max(word, 4 * fm.height())) + CELL_PAD)
        return head_w, width

    @staticmethod
    def whose_totals(sheet: ScoreSheet) -> str:
        """A row a player, or a team where partners score together (Whist with 10s' "Anna &
        Cleo": fewer rows than players)."""
        teams = bool(sheet.players) and len(sheet.columns) < len(sheet.players)
        what = "total" if sheet.total_label == "Total" else sheet.bottom_row_words()  # "marbles home"
        return f"Each team's {what}" if teams else f"Each player's {what}"

    @classmethod
    def list_legend(cls, sheet: ScoreSheet, last: ScoreRow | None, room: str = "", hidden: bool = True,
                    only: ScoreRow | None = None, rounds: int = 0) -> str:
        """What the narrow sheet shows (the caption over it says who wins how: said here again,
        the legend took five lines and a seven-player sheet showed four rows beside the log):
        the totals after which round ("Each player's total after hand 2."), the "Last" column's
        round (``last``: :func:`marked_last`), and, where some round is out of sight (``hidden``:
        :func:`rounds_out_of_sight`), ``room``, how to see every row (:data:`ROOM_ADVICE` if not
        given). ``only``: the one round played, whose points the totals are ("Each player's total
        after round 1."): after it the sheet said only "Each player's total.", and which round
        (Canadian Salad's) or which game and hand (Court Whist's) the points came from could not
        be seen without printing (s32 t1 #2). The rounds are named in short (:func:`round_name`):
        "all from 10 cards" and "all from Game 1 – Coronation – Partners: K♠: Robo Remy named
        spades" pasted the rows' labels (s36 t1 #8)."""
        whose = cls.whose_totals(sheet)
        text = f"{whose}."
        latest = only or last
        name = round_name(sheet, latest) if latest is not None else ""
        if name and latest is not None:
            text = f"{whose} {'so far in' if SO_FAR.search(latest.label) else 'after'} {name}."
        elif only is not None:  # (a row that is no round: Sticks' "Free sticks")
            text = f"{whose}: all from the \u201c{only.shown}\u201d row."
        if rounds:  # (the rounds' columns, s40 t4: they were "Last" only)
            words = round_columns_words(sheet, last, rounds)
            text += f" {words}" if words else ""
        elif last is not None:
            text += f" {marked_last(sheet, last)}"
        if not hidden:  # (it said "To see every round's scores..." before any round was played)
            return text
        # (it read "Every row: a wider window, or print it (Game menu).", which a parent could
        # not make sense of)
        return f"{text} {room or ROOM_ADVICE}"

    def _reset_rows(self, key) -> None:
        """Forget what is shown (a new table: other columns, another text size)."""
        self._layout_key = key
        self._rows: list = []  # the sheet's rows shown, in order (notes left out)
        self._marks = RowMarks()  # the marks in them (players down: in the sheet's rows)
        # _running_max[i]: each column's widest cell among rows 0..i, so that replacing the
        # rows from i on needs no re-measuring of the rows before
        self._running_max: list[list[int]] = []
        self._running_short: list[list[int]] = []  # the same for the short cells (compact)
        self._label_max: list[int] = []  # the same for the row labels (the first column)
        self._label_w: list[int] = []  # each row label's own width (for _wrap_labels)
        self._word_max: list[int] = []  # the same for the labels' widest word (label_width)
        self._wrapped = (0, 0)  # (label column width, rows) the labels were last wrapped for
        self._tall: set[int] = set()  # the rows whose label is not shown whole on one line
        self._total_widths: list[int] = []
        self._list_needs: list[int] = []  # players down: the Total and Last columns' widths
        self._list_room = 0  # players down: the least a column keeps (room for "-8888")
        self._list_last: list[str] = []  # players down: each row's Last entry whole (_wrap_last)
        self._list_rounds: list = []  # players down: the rounds in the columns, newest first
        self._list_heads: list[int] = []  # players down: the width each column's heading takes
        self._list_cols: list[tuple[int, int]] = []  # players down: each round column's heading width and width
        self._list_whole: dict[int, str] = {}  # players down: the newest round's entries whole (_wrap_last wraps them)
        self._list_tight: list[int] = []  # players down: each column's width for what it shows now
        self._headers: dict[tuple[str, int, bool], str] = {}  # (name, column width, bold): its header (header_for)
        self._two_lines: dict[str, int] = {}  # name: its width on two lines in bold (column_wants)
        self._word_room: tuple[tuple, int] = ((), 0)  # (the players, the room for their longest word)

    def cell_widths(self, compact: bool = False) -> list[int]:
        """Each column's widest cell, rows and totals (0 where there is none), in full or short."""
        n = self.table.columnCount()
        running = self._running_short if compact else self._running_max
        widest = list(running[-1]) if running else []
        widest += [0] * (n - len(widest))
        for c, w in enumerate(self._total_widths[:n]):
            widest[c] = max(widest[c], w)
        return widest[:n]

    def label_need(self) -> int:
        """The width the row labels need to show whole ("Round 1 (3 cards, 3s wild)", "Total")."""
        fm = self.table.verticalHeader().fontMetrics()
        widest = self._label_max[-1] if self._label_max else 0
        label = self.sheet.total_label if self.sheet is not None else "Total"
        return max(widest, fm.horizontalAdvance(label) + LABEL_PAD)

    def label_width(self, width: int, cells: int, more: int = 0, firm: int = 0) -> int:
        """How wide the label column is in a table ``width`` wide whose cells need ``cells``: the
        labels' whole width when there is room, else what the cells leave, but never under a
        share of the table (LABEL_SHARE) that keeps a label's start readable ("Round 1 (3 c…").
        A cut label ends in "…" and shows whole in its tooltip. Past the room for its longest
        word (a name's: :meth:`name_word_room`), the label leaves the columns ``firm`` (the
        leaders' names in bold: :meth:`bold_extras`), then shares the rest with ``more`` (what
        the columns take besides to show their names on fewer lines: :meth:`column_wants`), each
        in proportion to what it lacks. The labels took it all: a floating sheet made wider kept
        the team names one word a line, seven lines (s37 t3 #5)."""
        need = self.label_need()
        floor = max(self.table.verticalHeader().fontMetrics().horizontalAdvance("Round 10") + LABEL_PAD,
                    int(width * LABEL_SHARE))
        label = max(min(need, floor), min(need, width - cells))
        if more <= 0 and firm <= 0:
            return label
        words = self._word_max[-1] if self._word_max and not self.players_down else 0
        first = min(label, max(floor, self.name_word_room(), words))
        spare, lack = width - cells - firm - first, need - first
        if spare <= 0 or lack <= 0:
            return first
        if spare >= lack + more:
            return need
        return first + spare * lack // (lack + more)

    def name_word_room(self) -> int:
        """The label column's room for the longest word of a player's name: rows name players
        ("1. Wilhelmina Wolcott-Montgomerys ♠"), and a label column narrower than that cut every
        such row ("1. Wilhelmina / Wolcott-Mo…", Euchre: s37 t3 #5). (The panel asks for it
        before the first row: :meth:`ScorePanel.need_width`.)"""
        sheet = self.sheet
        if sheet is None:
            return 0
        players = (sheet.players or sheet.columns, self.table.font().key())
        if self._word_room[0] != players:
            fm = self.table.fontMetrics()
            words = [p.strip() for name in players[0] for p in NAME_PIECES.findall(name)]
            self._word_room = (players, max((fm.horizontalAdvance(w) for w in words), default=0) + LABEL_PAD)
        return self._word_room[1]

    def bold_extras(self, needs: list[int]) -> list[int]:
        """The room each column takes past its need (``needs``) for its name in bold: the
        leaders' (as their headers are set), 0 for the others. Measured in the regular font, the
        leading team's "Wolcott-Montgomerys" read "/lontgomerys", cut at both edges (s37 t3 #4).
        Not a need: a name in bold takes a few pixels more, and cells that fitted by as few went
        short, or the players down the panel, when a player took the lead (Golf at 1024x600)."""
        sheet = self.sheet
        if sheet is None or self.players_down:
            return [0] * len(needs)
        leaders = set(sheet.leaders())
        font = bolded(self.table.font())
        return [max(0, bold_need(sheet.columns[c], font) - need) if c in leaders and c < len(sheet.columns) else 0
                for c, need in enumerate(needs)]

    def column_wants(self, needs: list[int]) -> list[int]:
        """Each column's width with its name on two lines at most (in bold, as the leader's), never
        under its need (``needs``): the room a column takes, past its need, before the extra is
        shared alike (:meth:`fit_columns`)."""
        names = self.sheet.columns if self.sheet is not None else ()
        fm = QFontMetrics(bolded(self.table.font()))
        wants = []
        for c, need in enumerate(needs):
            if c >= len(names):
                wants.append(need)
                continue
            if names[c] not in self._two_lines:
                self._two_lines[names[c]] = two_lines_width(names[c], fm) + HEADER_PAD
            wants.append(max(need, self._two_lines[names[c]]))
        return wants

    def header_for(self, name: str, width: int, bold: bool = True) -> str:
        """The header of ``name``'s column ``width`` wide: the name on as few lines as the width
        takes (in bold, as the leader's: :func:`header_fitted`), or on its least lines
        (:func:`header_text`, one word or two a line) where that is no fewer. A name of one line
        goes onto two only when it does not fit in the font it is set in (``bold``: a leader's):
        measured in bold, "Robo Rex" in a column wide enough for it in plain broke onto two lines
        while the bold leader "Robo Remy" beside it had one (s44 t2 #11)."""
        key = (name, width, bold)
        text = self._headers.get(key)
        if text is None:
            text = least = header_text(name)
            font = self.table.font()
            strong = bolded(font)
            fm = QFontMetrics(strong)
            room = width - HEADER_PAD
            if "\n" in least and room >= max(fm.horizontalAdvance(line) for line in least.split("\n")):
                fitted = header_fitted(name, fm, room)
                if fitted.count("\n") < least.count("\n"):
                    text = fitted
            elif "\n" not in least and QFontMetrics(strong if bold else font).horizontalAdvance(least) > room:
                # a short name's column narrowed for the row labels (_names_give_way): on two lines
                fitted = header_fitted(name, fm, room)
                if fitted.count("\n") == 1 and max(fm.horizontalAdvance(line) for line in fitted.split("\n")) <= room:
                    text = fitted
            short = in_short(name, first_names(self.sheet.players)) if self.sheet is not None else name
            if text.count("\n") > 2 and short != name:
                # a team of long names on more than three lines, in first names where that is
                # shorter (the tooltip has them whole): Whist with 10s' "Maximilian / Alexander- /
                # O'Connor & / ..." on six lines pushed rounds 5 and 6 out of sight (s41 t3 LOOK-2)
                fewer = self.header_for(short, width, bold)
                text = fewer if fewer.count("\n") < text.count("\n") else text
            if len(self._headers) > 1000:  # (a drag of the panel's edge tries many widths)
                self._headers.clear()
            self._headers[key] = text
        return text

    def _fit_headers(self, widths: list[int]) -> None:
        """Each column's name wrapped to its width: a column given more room shows its name on
        fewer lines (the header as tall as its lines)."""
        sheet, table = self.sheet, self.table
        if sheet is None:
            return
        leaders = set(sheet.leaders())  # (their names in bold, as set_sheet sets them)
        for c, width in enumerate(widths[:len(sheet.columns)]):
            item = table.horizontalHeaderItem(c)
            if item is None:
                continue
            text = self.header_for(sheet.columns[c], width, c in leaders)
            if item.text() != text:
                item.setText(text)

    def column_needs(self, compact: bool | None = None) -> list[int]:
        """The width each column needs to show its header lines and its cells whole (the cells as
        shown, or in full or short when ``compact`` says)."""
        if self.players_down:
            return list(self._list_needs)
        table = self.table
        compact = self.compact if compact is None else compact
        # (from the name's least form, header_text, not the header's text: that is wrapped to the
        # column's width, _fit_headers, which these needs decide; the leader's name in bold takes
        # more, bold_extras)
        fm = table.horizontalHeader().fontMetrics()
        names = self.sheet.columns if self.sheet is not None else ()
        # room for the numbers a game grows to ("12  (140)", before the first hand too), so the
        # panel need not widen later (a sheet of one value a cell only needs room for a number)
        room = self.cell_room(compact)
        needs = []
        for c, cells in enumerate(self.cell_widths(compact)):
            name = header_text(names[c]) if c < len(names) else ""
            widest = max((fm.horizontalAdvance(line) for line in name.split("\n")), default=0) + HEADER_PAD
            needs.append(max(widest, room, cells))
        return needs

    def cell_room(self, compact: bool) -> int:
        """The room a column keeps for the numbers a game grows to (:meth:`column_needs`)."""
        compact = compact or self.sheet is None or len(self.sheet.sub_columns) < 2
        widest = "-888" if compact else "88  (888)"
        if not compact and self.sheet is not None and self.sheet.positional:  # Gin's "123 / 97 / 56"
            widest = " / ".join(["888"] * len(self.sheet.sub_columns))
        return self.table.fontMetrics().horizontalAdvance(widest) + CELL_PAD

    def smallest_px(self, base: int, columns: int) -> int:
        """The smallest text the table is set in: the window's size below SMALLER_FROM
        columns, else 70 % of it (never under 10 px)."""
        return base if columns < SMALLER_FROM else min(base, max(10, int(base * 0.7)))

    def fit_columns(self, again: bool = True) -> None:
        """Columns share the width there is, each in proportion to what it needs: every one
        shows whole when there is room. When there is not, cells show their last value only
        (:attr:`compact`); eight players or more in a narrow panel first have the table's text
        set smaller, down to 70 % of its size (:meth:`smallest_px`), before any column is
        squeezed; fewer keep the window's text size. A text set smaller is looked at again
        (once: ``again``): whether its cells fit was judged at the old size, and the sheet of
        eight dragged wide in one sweep kept "-9 / 41" in columns too narrow for it, the names
        cut at both ends ("obo Rit"), until some later resize fitted it again (tester s30 t2 #15)."""
        table = self.table
        needs = self.column_needs(compact=False)
        if not needs:
            return
        if self.players_down:
            self._fit_list(needs)
            return
        # the label column first: a long row label is cut ("…") rather than squeezing the cells
        header = table.verticalHeader()
        # (isHidden, not isVisible: while the panel is being shown again its header is not yet
        # visible, and a Court Whist save reopened found its cells squeezed into the room beside
        # no labels and went down the panel, narrow, for good)
        inner = table.viewport().width() + (header.width() if not header.isHidden() else 0)
        extras, wants = self.bold_extras(needs), self.column_wants(needs)
        label = self.label_width(inner, sum(needs), sum(wants) - sum(needs), sum(extras))
        avail = max(1, inner - label)
        total = sum(needs)
        base = self.base_px or table.font().pixelSize()
        if base > 0 and not self._refitting:
            current = table.font().pixelSize()
            smallest = self.smallest_px(base, len(needs))

            def wanted(room: int) -> int:  # the needs scale with the text size
                return base if total * base <= room * current \
                    else max(smallest, min(base, int(current * room / total)))

            want = wanted(avail)
            # at the smallest text, cells still too narrow for "-20 / -45" show "-45" only
            compact = want == current == smallest and total > avail
            bar = self.scroll_bar_to_come() if self._shrunk_beside_bar == self.size() else 0
            if bar and (want > current or (self.compact and not compact)):
                # Made smaller (or short) beside the table's scroll bar, which has gone since
                # though the sheet has the same size: grown back only when the cells would fit
                # with the bar too (a sheet given another size is judged afresh). Longer cells leave
                # the row labels less width, so they wrap onto more lines, the rows are taller,
                # the totals go under the table (pin_totals) and the bar comes back: 14 px less
                # for the cells. They no longer fit, the cells go short, the labels wide, the bar
                # goes, the cells fit again... without end, a timer each time, and the window
                # answered no click and painted nothing (Canadian Salad's four players at
                # 1366x768 with the game log open, found by tools/monkey.py: the blank sheet's
                # cells needed 290 px of the 290 there were without the bar).
                room = max(1, avail - bar)
                want = max(current, wanted(room))
                compact = want == current == smallest and total > room
            if compact and self.compact and self.on_squeezed is not None \
                    and sum(self.column_needs()) > avail:
                # even short cells would be cut: the panel shows the players down instead
                self.on_squeezed()
                return
            if want != current or compact != self.compact:
                # (made smaller with the scroll bar showing: see above)
                shrunk = want < current or (compact and not self.compact)
                self._shrunk_beside_bar = self.size() \
                    if shrunk and table.verticalScrollBar().isVisibleTo(table) else None
                self._refitting = True
                try:
                    if want != current:
                        self.set_table_px(want)
                    else:
                        self.compact = compact
                    self.set_sheet(self.sheet)
                finally:
                    self._refitting = False
                if want != current and again:
                    self.fit_columns(again=False)
                return
        if self.compact:
            needs = self.column_needs()
            extras, wants = self.bold_extras(needs), self.column_wants(needs)
            total = sum(needs)
            label = self.label_width(inner, total, sum(wants) - total, sum(extras))
            avail = max(1, inner - label)
        if label < self.label_need():
            label, needs, extras = self._names_give_way(label, needs, extras)
            total, avail = sum(needs), max(1, inner - label)
            wants = list(needs)
        if header.maximumWidth() != label or header.minimumWidth() != label:
            header.setFixedWidth(label)
            table.updateGeometries()
        self._wrap_labels(label)
        if total <= avail:  # the leaders' bold names first, then fewer lines for long names
            firm = [n + x for n, x in zip(needs, extras)]
            widths = shared(needs, [extras, [max(0, w - f) for w, f in zip(wants, firm)]], avail)
        else:
            widths = [max(24, n * avail // total) for n in needs]
        for c, width in enumerate(widths):
            table.setColumnWidth(c, width)
        self._fit_headers(widths)
        if self._pinned is not None:
            self.footer.verticalHeader().setFixedWidth(label)

    def _names_give_way(self, label: int, needs: list[int], extras: list[int]) -> tuple[int, list[int], list[int]]:
        """The row labels short of room (``label`` wide) take what the columns can give by
        setting their players' names on two lines ("Robo / Ruby"), down to what their cells
        need: Court Whist's "Last card is / turned up for / trump" on three lines in a 99 px
        column, while "Robo Ruby" and "Robo Remy" over their columns had a line each (1280x720,
        1920x1080 at 1.5, s40 t2). Returns the label's width and the columns' needs and bold
        extras after."""
        sheet = self.sheet
        if sheet is None:
            return label, needs, extras
        fm = QFontMetrics(bolded(self.table.font()))  # (the names in bold, as the leaders')
        cells = self.cell_widths(self.compact)
        room = self.cell_room(self.compact)
        firm = [n + x for n, x in zip(needs, extras)]
        tight = []
        for c, need in enumerate(firm):
            name = sheet.columns[c] if c < len(sheet.columns) else ""
            two = two_lines_width(name, fm) + HEADER_PAD if name else need
            tight.append(min(need, max(two, room, cells[c] if c < len(cells) else 0)))
        spare = sum(firm) - sum(tight)
        if spare <= 0:
            return label, needs, extras
        take = min(self.label_need() - label, spare)
        # each column gives in proportion to what it can
        given = [(f - t) * take // spare for f, t in zip(firm, tight)]
        return label + sum(given), [f - g for f, g in zip(firm, given)], [0] * len(needs)

    def scroll_bar_to_come(self) -> int:
        """The width the table's vertical scroll bar would take, were it to come back: 0 when
        it shows now, or never shows."""
        table = self.table
        if table.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded:
            return 0
        bar = table.verticalScrollBar()
        if bar.isVisibleTo(table):
            return 0
        return bar.sizeHint().width()

    def _wrap_labels(self, width: int) -> None:
        """A row label wider than its column goes on more lines (up to LABEL_LINES, or
        WHOLE_LINES where they show it whole), broken at
        a space or after a hyphen, in a row as tall as they need ("Trump declared by owner of"
        over "King-Spades" in Court Whist, which one line cut to "Trump de…g-Spades" even at
        2560x1440); only a last line still too long is cut. When the column's width changes,
        the rows looked at are only those too long for it or wrapped before (a thousand short
        "Hand n" rows cost a look at their widths); else only the rows added since."""
        header = self.table.verticalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideNone)  # cut here, line by line
        done_width, done_rows = self._wrapped
        start = 0 if width != done_width else done_rows
        # (a label cut on one line is looked at again too: "Diamonds Trump" cut to "Di…mp" while
        # the panel opened narrow stayed so in the wide panel)
        widths, tall = self._label_w, self._tall
        fm = self.table.fontMetrics()  # the labels' font (the header's own is not theirs)
        rows = [r for r in range(start, len(widths)) if widths[r] > width or r in tall]
        labels = {r: self._rows[r].shown for r in rows if r < len(self._rows)}
        # the totals' row too ("Sticks collected" was cut to "Sticks collecte" at 1024x600: s30 t4)
        total = len(self._rows)
        if self.sheet is not None and self.sheet.totals and self.table.rowCount() > total:
            label = self.sheet.total_label
            if fm.horizontalAdvance(label) + LABEL_PAD > width or total in tall:
                rows.append(total)
                labels[total] = label
        self._wrapped = (width, len(widths))
        if not rows:
            return
        one_line = header.defaultSectionSize()
        for r in rows:
            item = self.table.verticalHeaderItem(r)
            if item is None or r not in labels:
                tall.discard(r)
                continue
            label = labels[r]
            keep = next((len(p) for p in self._shared if label.startswith(p) and len(label) > len(p)), 0)
            text = label if fm.horizontalAdvance(label) + LABEL_PAD <= width \
                else wrapped(label, fm, width - LABEL_PAD, keep=keep, whole=WHOLE_LINES)
            if item.text() != text:
                item.setText(text)
            lines = text.count("\n")
            if text != label:
                tall.add(r)
            else:
                tall.discard(r)
            height = one_line + lines * fm.height()
            if header.sectionSize(r) != height:
                header.resizeSection(r, height)

    def _fit_list(self, needs: list[int]) -> None:
        """Players down: the names and the totals whole, the Last column what they leave, down
        to room for a number (a longer entry ends in "…"; its tooltip has it whole); only then
        is a name cut ("…"). 5 in a Row's last row, "diagonal, rows 4–8, columns 3–7", took
        the room first at 1024x600: the sides read "A…" and "B…" and the entry ran off the
        panel."""
        table = self.table
        header = table.verticalHeader()
        inner = table.viewport().width() + (header.width() if not header.isHidden() else 0)
        # the Last column keeps room for its longest word, so a long entry wraps rather than
        # being cut to its first letters ("dow…")
        fm = table.fontMetrics()
        word = max((fm.horizontalAdvance(w) for t in self._list_last for w in t.split()), default=0) + CELL_PAD
        least = needs[:1] + [min(n, max(self._list_room, word)) for n in needs[1:2]] + needs[2:]
        tight = self._list_tight
        if len(needs) > 2 and len(tight) == len(needs):
            # the earlier rounds scroll: the totals and the newest round as narrow as what they
            # show now (the room for numbers to grow, "-8888", put the newest round's column a
            # few pixels past the panel's edge beside a long name at 1024x600)
            number = fm.horizontalAdvance("-888") + CELL_PAD
            least[0] = tight[0]
            least[1] = max(self._list_heads[1], min(tight[1], max(number, word)))
        # each name whole on two lines at most (in bold for a leader's), then the newest round's column;
        # the earlier rounds scroll sideways
        sheet = self.sheet
        leaders = set(sheet.leaders()) if sheet is not None else set()
        fonts = (table.font(), bolded(table.font()))
        # (each name on two lines at most: "Robo Rex & Robo Remy" on its longest word's width
        # read "Robo / Rex &…", Euchre at 760 px)
        words = max((two_lines_width(name, QFontMetrics(fonts[c in leaders])) + 2
                     for c, name in enumerate(sheet.columns if sheet else ())), default=0) + LABEL_PAD
        if sheet is not None and words > inner - least[0] and first_names(sheet.players):
            # a team's long names whole on two lines left the totals no room (Whist with 10s at
            # 1024x600: "Maximilian Alexander-O'Connor & / Wilhelmina Wolcott-Montgomerys" took
            # the panel, no total in sight): in first names there (:meth:`_wrap_names`)
            short = first_names(sheet.players)
            words = max(two_lines_width(in_short(name, short), QFontMetrics(fonts[c in leaders])) + 2
                        for c, name in enumerate(sheet.columns)) + LABEL_PAD
        label = min(self.label_need(), max(words, inner - sum(least[:2])))
        if len(needs) > 2 and label + sum(needs) > inner:
            # the names on two lines rather than the earlier rounds out of sight (Oh Hell!'s six
            # players at 1366x768 showed one round beside "Maximiliana Wolfeschlegelstein")
            label = min(label, max(words, int(inner * NAMES_SHARE)))
        label = max(40, label)
        if header.maximumWidth() != label or header.minimumWidth() != label:
            header.setFixedWidth(label)
            table.updateGeometries()
        self._wrap_names(label)
        room = inner - label
        if room >= sum(needs):
            extra = (room - sum(needs)) // len(needs)
            widths = [n + extra for n in needs]
        else:  # the Total whole; the newest round the rest, the earlier ones scrolled to
            widths = least[:2] + needs[2:]
            if len(widths) > 1:
                widths[1] = max(least[1], min(needs[1], room - least[0]) if len(needs) > 2 else room - least[0])
        for c, width in enumerate(widths):
            table.setColumnWidth(c, width)
        self._wrap_last(widths[1] if len(widths) > 1 else 0)

    def _wrap_last(self, width: int) -> None:
        """Players down: a Last entry wider than its column wraps, its row as tall as the lines
        need (after the name's lines: :meth:`_wrap_names`), on up to five lines where that shows
        it whole, else three, the third cut ("…"). 5 in a Row's winning side read "dow…" for "down, column 6,
        rows 5–9" beside two long team names (tester s31 t2 #10)."""
        table = self.table
        header = table.verticalHeader()
        fm = table.fontMetrics()
        for r, text in enumerate(self._list_last[: table.rowCount()]):
            item = table.item(r, 1)
            if item is None or not width:
                continue
            shown = text if fm.horizontalAdvance(text) + CELL_PAD <= width else wrapped(text, fm, width - CELL_PAD, lines=3, whole=5)
            if item.text() != shown:
                item.setText(shown)
            height = header.defaultSectionSize() + shown.count("\n") * fm.height()
            if header.sectionSize(r) < height:
                header.resizeSection(r, height)

    def _wrap_names(self, width: int) -> None:
        """Players down: a name (a team's, "Robo Rex & Robo Remy") wider than the label column
        goes on two lines, in a row as tall as they need, or three where they show it whole; only
        a second line still too long is cut ("…"; the tooltip has it whole). On one line, cut,
        Euchre's team read "Robo Rex & Robo R…" at 1024x600 once the sheet had a Last column; on
        two, Hand and Foot's team of three read "Anna-Sophie Müller, / Maximilian-Alexander &
        Chr…", Christopher lost (s38 t2 #10)."""
        table, sheet = self.table, self.sheet
        header = table.verticalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideNone)  # cut here, line by line
        if sheet is None:
            return
        one_line = header.defaultSectionSize()
        for r, name in enumerate(sheet.columns[: table.rowCount()]):
            item = table.verticalHeaderItem(r)
            if item is None:
                continue
            fm = QFontMetrics(item.font())  # bold for the leader
            if two_lines_width(name, fm) + 2 + LABEL_PAD > width:
                # in first names where the whole ones do not go on two lines (_fit_list gave
                # the totals the room; the tooltip has them whole)
                name = in_short(name, first_names(sheet.players))
            text = name if text_width(item.font(), name) + LABEL_PAD <= width \
                else wrapped(name, fm, width - LABEL_PAD, lines=2, whole=3)
            if item.text() != text:
                item.setText(text)
            height = one_line + text.count("\n") * fm.height()
            if header.sectionSize(r) != height:
                header.resizeSection(r, height)

    def set_table_px(self, px: int) -> None:
        font = QFont(self.table.font())
        font.setPixelSize(px)
        self.table.setFont(font)
        self.table.horizontalHeader().setFont(font)
        self.table.verticalHeader().setFont(font)
        self.footer.setFont(font)
        self.footer.verticalHeader().setFont(font)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_columns()
        self.keep_room()
        self.pin_totals()

    def eventFilter(self, obj, event) -> bool:
        # the table's inside changes width without the panel changing size when its scroll bar
        # comes or goes (the game log opened under the sheet, then closed): the columns refill it
        # (they kept an empty strip right of the Total where the scroll bar had been)
        if obj is self.table.viewport() and event.type() == QEvent.Type.Resize:
            if event.size().width() != event.oldSize().width():
                QTimer.singleShot(0, self, self.fit_columns)
            if event.size().height() != event.oldSize().height():
                QTimer.singleShot(0, self, self.pin_totals)
        return False

    def pin_totals(self) -> None:
        """The bottom row (the totals) stays in sight: when the table is too short for all its
        rows, the row goes under it, in :attr:`footer`, and the rounds scroll above it; when they
        fit again, it goes back as the table's last row.

        Never run inside itself: showing or hiding the footer can resize the panel there and
        then, and the inner run, measuring the footer's room before it had its height, put the
        row back while the outer one went on hiding it (Golf after round 1 with the game log
        open: "Quarters left" hidden in the table, no footer, an empty strip where it had been).
        A run asked for meanwhile is done after, on the panel laid out again."""
        if self._pinning:
            self._pin_again = True
            return
        self._pinning = True
        try:
            for _ in range(4):  # (settles in one or two: the room is measured laid out)
                self._pin_again = False
                self._pin_totals()
                if not self._pin_again:
                    break
        finally:
            self._pinning = False

    def _pin_totals(self) -> None:
        table, footer = self.table, self.footer
        last = table.rowCount() - 1
        # as tall as the totals' label's lines (_wrap_labels: "Sticks collected" on two)
        item = table.verticalHeaderItem(last) if last >= 0 else None
        lines = item.text().count("\n") if item is not None else 0
        bottom = table.verticalHeader().defaultSectionSize() + lines * table.fontMetrics().height()
        height = bottom + 2 * footer.frameWidth()
        if footer.minimumHeight() != height or footer.maximumHeight() != height:
            footer.setFixedHeight(height)  # (its height from the start: the room is measured with it)
        self._lay_out()  # the table's inside as it is now, not before the last change
        wanted = None
        if self.sheet is not None and self.sheet.totals and not self.players_down and last > 0:
            rows = bottom
            if self._pinned is not None and self._pinned < last:
                # (a row added under it)
                rows += table.verticalHeader().sectionSize(self._pinned) or table.verticalHeader().defaultSectionSize()
            # the room the rows have: what the panel's layout gives the table, the gap and the
            # footer together, less the table's own edges (header, frame, scroll bar): the same
            # whether the footer shows or not. Measured as the table's inside plus the gap and the
            # footer, it was more with the footer than without where the table stood at its least
            # height (the game log under the sheet at 1024x600: the footer took no room from it),
            # so the footer went and came back without end, a timer each time, and the window
            # answered no click and painted nothing new (s31 t3: Rummoli's last "7-8-9 space"
            # button did nothing, the result screen came half drawn)
            room = self._grid.geometry().height() - (table.height() - table.viewport().height())
            for r in range(last):  # (added up only until they fill the room: a long sheet costs a screenful)
                if rows > room:
                    break
                if r != self._pinned:
                    rows += table.rowHeight(r)
            if rows > room:
                wanted = last
        if wanted is not None:  # the footer filled in before it is shown
            footer.setColumnCount(table.columnCount())
            for c in range(table.columnCount()):
                footer.setItem(0, c, copied(table.item(wanted, c)))
                footer.setColumnWidth(c, table.columnWidth(c))
            footer.setVerticalHeaderItem(0, copied(table.verticalHeaderItem(wanted)))
            footer.verticalHeader().setDefaultSectionSize(bottom)
            footer.verticalHeader().resizeSection(0, bottom)
            footer.verticalHeader().setFixedWidth(table.verticalHeader().width())
        if self._pinned is not None and self._pinned != wanted and self._pinned < table.rowCount():
            table.setRowHidden(self._pinned, False)
        if wanted is not None and not table.isRowHidden(wanted):
            table.setRowHidden(wanted, True)
        self._pinned = wanted
        if footer.isHidden() != (wanted is None):
            footer.setVisible(wanted is not None)
            self._lay_out()
            self._pin_again = True  # measured again, laid out with (or without) the footer
        self._trim_rows()

    def _lay_out(self) -> None:
        """The panel's own layout done now (a shown panel): the table's inside then measures true."""
        layout = self.layout()
        if layout is not None and self.isVisible():
            layout.activate()

    def _trim_rows(self) -> None:
        """While the rows scroll above the pinned totals, the table's inside ends under its last
        whole row (the rows scroll a row at a time, the first one whole): a row cut through at
        the bottom read as a row cut short."""
        table = self.table
        trim = 0
        if self._pinned is not None:
            # (the room the layout gives the table and the gap, less the table's edges: measured
            # from the table's height and the gap's, where the table stood at its least height
            # the gap took no room from it, and it went from a row's height to none and back
            # without end)
            beside = self._grid.geometry().height() - (self.footer.height() if not self.footer.isHidden() else 0)
            full = beside - (table.height() - table.viewport().height())
            top = table.rowAt(0)
            used = 0
            for r in range(max(0, top), table.rowCount() if top >= 0 else 0):
                if table.isRowHidden(r):
                    continue
                if used + table.rowHeight(r) > full:
                    break
                used += table.rowHeight(r)
            trim = max(0, min(full - used, beside - table.minimumHeight())) if used else 0
        if trim != self.gap.minimumHeight():
            self.gap.setFixedHeight(trim)

    def keep_room(self) -> None:
        """The least room the sheet keeps when a panel below it (the game log) takes the rest:
        the caption whole at this width, the column headers with a few rows (:data:`LEAST_ROWS`;
        the rest scroll), or with the players down every player's row (their totals), and the
        legend in what is left, at least :data:`LEGEND_LEAST_LINES` lines of it (the rest in its
        tooltip: :meth:`_fit_legend`). The game log opened at 1024x600 left the sheet a single row
        and cut its legend; then the legend, kept whole, left Oh Hell!'s narrow sheet three
        players of four (s36 t1 #3)."""
        width = max(1, self.width() - 12)
        need = text_height(self.caption, width)
        if self.caption.minimumHeight() != max(0, need):
            self.caption.setMinimumHeight(max(0, need))
        table = self.table
        least = self._rows_kept()
        if table.rowCount() and table.minimumHeight() != least:
            table.setMinimumHeight(least)
        self._fit_legend(width)

    def _rows_kept(self) -> int:
        """The table's least height: its column headers and a few rows (:data:`LEAST_ROWS`), or
        with the players down every player's row, up to half the window (more would hold a
        small window taller than its screen)."""
        table = self.table
        rows = min(LEAST_ROWS, table.rowCount())
        if self.players_down:
            rows = table.rowCount()
        header = table.horizontalHeader()
        edges = (header.height() if not header.isHidden() else 0) + 2 * table.frameWidth() + 2
        bar = table.horizontalScrollBar()
        if self.players_down and bar.isVisibleTo(table):  # (the rounds scrolled sideways)
            edges += bar.height()
        least = edges + sum(table.rowHeight(r) for r in range(rows))
        if self.players_down and rows > LEAST_ROWS:
            window = self.window()
            if window is not None and window is not self and window.height() > 0:
                least = max(edges + sum(table.rowHeight(r) for r in range(LEAST_ROWS)),
                            min(least, window.height() // 2))
        return least

    def set_legend(self, text: str) -> None:
        """The words under the sheet: shown whole where the panel has room, else shorter
        (:meth:`_fit_legend`)."""
        self._legend_whole = text
        self._fit_legend(max(1, self.width() - 12))

    def legend_whole(self) -> str:
        """The legend's whole text, whether or not the panel shows it all."""
        return self._legend_whole

    def _fit_legend(self, width: int) -> None:
        """The legend in the room the panel leaves it under the caption and the rows it keeps
        (:meth:`_rows_kept`): whole where it fits; else the house rules' line gives way first
        (cut to what the room leaves, down to one line), then the rest is cut at its end ("…"),
        never under :data:`LEGEND_LEAST_LINES` lines; the whole text is in its tooltip. Kept
        whole, nine lines of house rules and advice took a 1024x600 sheet's room and its fourth
        player's row went under a scroll bar (s36 t1 #3)."""
        label, whole = self.legend, self._legend_whole
        extra = self._orphan_room(whole, width)
        if label.contentsMargins().right() != extra:
            label.setContentsMargins(0, 0, extra, 0)
        need = text_height(label, width, whole)
        shown = whole
        layout = self.layout()
        if whole and self.isVisible() and layout is not None:
            margins = layout.contentsMargins()
            room = (self.height() - margins.top() - margins.bottom() - 2 * layout.spacing()
                    - text_height(self.caption, width) - self._rows_kept() - self._footer_kept())
            if need > room:  # as many lines as the room takes, measured as the label lays them out
                fm, inner = label.fontMetrics(), self._legend_inner(width)
                lines = max(LEGEND_LEAST_LINES, room // max(1, fm.lineSpacing()))
                shown = shortened(whole, fm, inner, lines)
                while lines > LEGEND_LEAST_LINES and text_height(label, width, shown) > room:
                    lines -= 1
                    shown = shortened(whole, fm, inner, lines)
        least = need
        if need > LEGEND_LEAST_LINES * label.fontMetrics().lineSpacing():  # (else it is whole in its least lines)
            least = min(need, text_height(label, width, shortened(
                whole, label.fontMetrics(), self._legend_inner(width), LEGEND_LEAST_LINES)))
        if label.text() != shown:
            label.setText(shown)
        tip = plain_tip(whole) if shown != whole else ""
        if label.toolTip() != tip:
            label.setToolTip(tip)
        height = text_height(label, width)
        if label.minimumHeight() != max(0, min(least, height)):
            label.setMinimumHeight(max(0, min(least, height)))

    def _footer_kept(self) -> int:
        """The height of the totals pinned under the table (:meth:`pin_totals`), where they are."""
        return self.footer.height() if self._pinned is not None and not self.players_down else 0

    def _orphan_room(self, text: str, width: int) -> int:
        """The pixels the legend's lines keep free on their right in a panel ``width`` wide, so
        that no paragraph ends in a short word alone on its line: "Each player's total after
        round" / "1." and "... All in cents: 155 is" / "$1.55." (s42 t2 #6) read as the start of
        something else. Its lines are laid out narrower, as the label will lay them out
        (:func:`paragraph_lines`), until the word before comes down with it ("... after" /
        "round 1."), never on more lines than at the whole width (the room the sheet keeps is
        measured so) and never narrower than :data:`ORPHAN_GIVE` of it; else 0, the lines as they
        were. The text itself is never changed: non-breaking spaces in it (s42) were read by the
        tests and a screen reader."""
        label = self.legend
        inner = max(1, width - 2 * label.margin())
        key = (text, inner, label.font().key())
        if key == self._orphan_key:
            return self._orphan_extra
        extra = 0
        if text:
            font = label.font()
            fm = QFontMetricsF(font)
            paragraphs = text.split("\n")
            lines = [paragraph_lines(p, font, inner) for p in paragraphs]
            count = sum(map(len, lines))
            narrower = inner
            for _ in range(4):  # (a narrower width can leave another paragraph a word alone)
                ends = [line[-2].rsplit(" ", 1)[0] for line in lines if orphaned(line) and " " in line[-2]]
                if not ends:
                    break
                narrower = min(narrower - 1, int(max(fm.horizontalAdvance(end) for end in ends)) + 1)
                if narrower < inner * ORPHAN_GIVE:
                    break
                lines = [paragraph_lines(p, font, narrower) for p in paragraphs]
                if sum(map(len, lines)) > count:
                    break
                if not any(orphaned(line) for line in lines):
                    extra = inner - narrower
                    break
        self._orphan_key, self._orphan_extra = key, extra
        return extra

    def _legend_inner(self, width: int) -> int:
        """The width the legend's lines are broken to in a panel ``width`` wide (as
        :func:`text_height` takes it), less a few pixels: a line measured to fit its whole width
        was broken again by the label ("House rules in this game: Dealer" over "makes the...")."""
        margins = self.legend.contentsMargins()
        return max(1, width - margins.left() - margins.right() - 2 * self.legend.margin() - 4)

    def wanted_height(self) -> int:
        """The height that shows the whole sheet: caption, every row and the whole legend."""
        table = self.table
        header = table.horizontalHeader()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        if self._pinned is not None:  # the bottom row under the table (hidden in it)
            rows += self.footer.height()
        margins = self.layout().contentsMargins()
        spacing = self.layout().spacing() * 2
        width = max(1, self.width() - 12)
        texts = text_height(self.caption, width) + text_height(self.legend, width, self._legend_whole)
        # the header as tall as it will be laid out (QTableView.updateGeometries, later): names
        # wrapped onto two lines by a panel just made narrower ("Anna &\nCleo") are in its hint
        # only, and the dock kept the height of one line, 500 Rummy's Total row cut in half at
        # 3840x2160 with the game log open (s46 t3 #1)
        head = max(header.height(), header.sizeHint().height()) if not header.isHidden() else 0
        return margins.top() + margins.bottom() + spacing + texts + head + 2 * table.frameWidth() + 2 + rows

    @staticmethod
    def legend_text(sheet: ScoreSheet, compact: bool = False) -> str:
        """What a cell means, in words ("Each cell: this hand's points (the total so far)")."""
        subs = [s for s in sheet.sub_columns if s]
        bottom = sheet.bottom_row_words()  # "the totals"; Fast Track's "marbles home"
        tail = sheet.bottom_row_tail()  # "; the highest total wins." (Gin's: how a game counts)
        if not any(row.kind == ROUND for section in sheet.sections for row in section.rows):
            # no row but the bottom one: the cells described are not there yet (Gin Rummy
            # Tournament's first sheet said "Each cell: game 1 (no room for the game 2 / game 3 as
            # well: point at a cell to see them)" over the one row "Games' score": s34 t2)
            # (but a bottom row that counts already is no "no scores": Fan Tan's 49 chips each
            # after the ante, Twenty-One Piles' 2 cards of a pile taken, s38 t4 #8)
            counted = any(isinstance(t, (int, float)) and not isinstance(t, bool) and t for t in sheet.totals)
            start = "The rows fill in as the game goes." if counted else "No scores yet."
            return f"{start} Bottom row: {bottom}{tail}"
        # plain words for a cell that shows one of its figures (s43 t1 #4: "Each cell: points in
        # that row (no room for the total so far as well: point at a cell to see it)" was hard
        # to read): "Each cell shows that hand's points; point at a cell to see the total so far."
        noun = _row_noun(sheet)
        if compact and len(subs) == 2 and subs[-1] == "Total" and sheet.totals:
            return (f"Each cell shows {_cell_figure(subs[0], noun)}; point at a cell to see the total so far. "
                    f"Bottom row: {bottom}{tail}")
        if compact and len(subs) > 1:
            pick = short_sub(sheet)
            # a sub-column named as the rows are (the capture games' "Hand" of "Hand 1") holds
            # that row's points: the legend began "Each cell: hand." (s35 t2, Scopa)
            own = any(row.kind == ROUND and row.label.startswith(f"{subs[pick]} ")
                      for section in sheet.sections for row in section.rows)
            last = ("the total so far" if subs[pick] == "Total"
                    else f"that {subs[pick].lower()}'s points" if own else subs[pick].lower())
            shows = "the total so far" if subs[pick] == "Total" else _cell_figure(subs[pick], noun, own)
            others = _other_figures([x for k, x in enumerate(subs) if k != pick])
            # (up to four columns: more would take the rows' room on a small screen)
            latest = _last_filled(sheet) if not sheet.positional and len(sheet.columns) <= 4 else None
            if latest is not None and latest.cells:
                # the latest row in full, under the table where there is room (Scopa's cards,
                # coins, 7♦, primiera and scope were only in a tooltip, and the footnote said
                # "no room" on a sheet that was mostly empty)
                named = sheet.sub_columns
                parts = []
                for c, column in enumerate(sheet.columns):
                    values = [("points" if own and name == subs[pick] else name.lower(), format_value(latest.cell(c, k)))
                              for k, name in enumerate(named) if name]
                    said = latest.said_of(c) or ", ".join(f"{name} {v}" for name, v in values if v != "")
                    if said:
                        parts.append(f"{column}: {said}")
                if parts:
                    return (f"Each cell: {last}. {latest.short or latest.label} in full:\n" + ".\n".join(parts)
                            + f".\n(Point at a cell for another row's.) Bottom row: {bottom}{tail}")
            return (f"Each cell shows {shows}; point at a cell to see {others} as well. "
                    f"Bottom row: {bottom}{tail}")
        if len(subs) > 1 and sheet.positional:
            return (f"Each cell: {' / '.join(x.lower() for x in subs)} (in that order; {DASH} where that row has "
                    f"none). Bottom row: {bottom}{tail}")
        if len(subs) > 1 and subs[-1] == "Total":
            # the cell shows the first and the total ("2,800 (3,390)"), those between only in the
            # tooltip: Hand and Foot's legend said "over / under", its cells never the under
            between = " / ".join(x.lower() for x in subs[1:-1])
            more = f" (point at a cell to see the {between} as well)" if between else ""
            return (f"Each cell: {subs[0].lower()} in that row, then in brackets the total so far{more}. "
                    f"Bottom row: {bottom}{tail}")
        if len(subs) > 1 and sheet.extra.get("cells_said"):
            # the game's own words for its cells ("Each hand's row: the points in that hand /
            # quarters won or paid"): "Each cell: hand / change in quarters" over the Start and
            # Ante rows, before any hand was played, did not say what "hand" counted (s45 t3 #8)
            return f"{sheet.extra['cells_said']} (in that order). Bottom row: {bottom}{tail}"
        if len(subs) > 1:
            return f"Each cell: {' / '.join(x.lower() for x in subs)} (in that order). Bottom row: {bottom}{tail}"
        return f"Each cell: {(subs[0] if subs else 'score').lower()} in that row. Bottom row: {bottom}{tail}"

    @staticmethod
    def caption_text(sheet: ScoreSheet) -> str:
        if sheet.winners:
            return sheet.winner_text()
        leaders = sheet.leaders()
        way = sheet.extra.get("goal") or ("lowest total wins" if sheet.lower_is_better else "highest total wins")
        if not leaders:
            return f"{headed(sheet.game_name, way)}."
        names = listed(sheet.columns[i] for i in leaders)  # (was "Anna and Ben and Cleo lead")
        # a team ("Anna & Cleo") is ahead as several are: "Anna & Cleo are ahead". Not "leads":
        # beside a trick game's table that read as leading the trick (s38 t1)
        several = len(leaders) > 1 or " & " in names
        return f"{names} {'are' if several else 'is'} ahead ({way})."

    def leader_columns(self) -> list[int]:
        """The highlighted columns (for tests and accessibility)."""
        return [c for c in range(self.table.columnCount())
                if self.table.horizontalHeaderItem(c) is not None
                and self.table.horizontalHeaderItem(c).font().bold()]


#: how the legend's house rules' line begins (what gives way first where the panel is short)
HOUSE_RULES = "House rules in this game: "


def house_rules_line(sheet: ScoreSheet) -> str:
    """The house rules the sheet's game is played with, a line over the legend ("" for none): a
    family checks the sheet against the rule book (Horseshit's aces count 100 there, 50 with the
    house rule "Aces are 50 points": finding s27 N6)."""
    return f"{HOUSE_RULES}{'; '.join(sheet.house_rules)}.\n" if sheet.house_rules else ""


class ScorePanel(QDockWidget):
    """The score table as a dock widget ("Score Sheet"); the window's View menu can show or
    hide it with :meth:`toggleViewAction`.

    The panel is as wide as its sheet needs, up to :meth:`width_limit` (so the table keeps most
    of the window), chosen when a game opens and kept through it. Players across, hands down,
    when they fit; when they do not (eight players beside a laptop's table, or a small window),
    it lists the players down instead: name, total, last row's points (:meth:`choose_layout`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("Score Sheet", parent)
        self.setObjectName("scorePanel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.scores = ScoreTable(self)
        self._roomy = False  # the sheet takes ROOMY_SHARE to go across (choose_layout)
        self.scores.on_squeezed = self._squeezed
        self._fitted_window = 0  # the window's width then
        self._wanted = 0  # the width fit_width asked for (what the panel opens at: sizeHint)
        # the share of the window's width the person gave the panel by dragging its edge
        # (resized_by_hand): its width from then on, in a window of any size, instead of the share
        # it takes by itself (it went back to that at any resize of the window, players down)
        self._person_share: float | None = None
        self.scores.room_advice = self.room_advice
        #: called when the panel's width changed (the window gives the sheet the height its
        #: words take at that width: MainWindow._regrow_sheet)
        self.on_width: Callable[[], None] | None = None
        self.setWidget(self.scores)
        self.scores.set_sheet(None)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width() and self.on_width is not None:
            self.on_width()

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        old = self.scores.sheet
        new_game = sheet is not None and (old is None or old.columns != sheet.columns
                                          or old.game_name != sheet.game_name)
        if new_game:
            self.scores.players_down = self.choose_layout(sheet)
            self._fitted_window = 0  # (cells squeezed before the panel is fitted: _squeezed fits it)
        self.scores.set_sheet(sheet)
        # The width is fitted for a new game only (and a window of another size: set_font_px),
        # with room for the rows to come (need_width): resizing the dock during the game resizes
        # the table beside it, and the board moves under the players' hands. In 10,000 the
        # first round's "Blew It  (0)" and then "Round 10" widened it, and the Roll button moved
        # 40 px between turns. Later a longer row label wraps, a wider cell shows short.
        if new_game:
            self.fit_width()

    def choose_layout(self, sheet: ScoreSheet, width: int | None = None) -> bool:
        """True for players down: when the players across would not fit ``width`` (the panel's
        limit if not given: :meth:`width_limit`) even
        at the smallest text (:meth:`ScoreTable.smallest_px`: the window's, below eight players)
        with short cells ("-45" for "-20 / -45") and each name whole in its header. Chosen for
        the sheet the game will have, rows and all, so it stays so from the first hand on (a
        sheet of totals only went down, then across at the first hand, the panel wider)."""
        n = len(sheet.columns)
        if n < 2:
            return False
        font = QFont(self.scores.table.font())
        base = self.scores.base_px or font.pixelSize()
        if base > 0:
            font.setPixelSize(self.scores.smallest_px(base, n))
        fm = QFontMetricsF(font)
        cell = fm.horizontalAdvance("-888") + CELL_PAD
        # measured as the columns are fitted (ScoreTable.column_needs): 4 px more a column kept
        # seven players' hands out of a panel dragged to 760 px, where they fitted whole
        needs = [max(cell, max(fm.horizontalAdvance(line) for line in header_text(name).split("\n")) + HEADER_PAD)
                 for name in sheet.columns]
        # and the room the leader's name takes in bold (any of them may lead: ScoreTable.bold_extras)
        bold = bolded(font)
        columns = sum(needs) + max(max(0, bold_need(name, bold) - need) for name, need in zip(sheet.columns, needs))
        label = fm.horizontalAdvance("Round 10") + LABEL_PAD
        need = label + columns + 2 * self.scores.table.frameWidth() + 36
        if width:
            return need > width
        # (the roomier share only for a sheet that goes across only with it)
        self._roomy = False
        if need > self.width_limit() and n < SMALLER_FROM and (sheet.marks_said or n <= ROOMY_PLAYERS):
            self._roomy = need <= self.width_limit(roomy=True)
        return need > self.width_limit()

    def resized_by_hand(self) -> None:
        """The person dragged the panel's edge (the window saw the press and the release): the
        players go across when they now fit its width, down when they no longer do, and the
        panel keeps the width it was given (the board moves only as the drag moved it). The
        choice was made from the window's width alone, and at 2560x1440, the window full
        screen, a panel dragged wide stayed "totals only" (tester t2 #17)."""
        if self.isFloating():
            return
        self._wanted = self.width()
        parent = self.parentWidget()
        if parent is not None and parent.width() > 0:
            self._person_share = self.width() / parent.width()
        sheet = self.scores.sheet
        if sheet is None:
            return
        down = self.choose_layout(sheet, self.width())
        if down != self.scores.players_down:
            self.scores.players_down = down
            self.scores.compact = False  # (fit_columns shortens the cells again if need be)
        self.scores.set_sheet(sheet)  # (its legend's advice, too)

    def widest(self) -> int:
        """The widest the panel can be dragged: the window less the table's least width."""
        parent = self.parentWidget()
        central = parent.centralWidget() if parent is not None and hasattr(parent, "centralWidget") else None
        if parent is None or central is None:
            return self.width()
        return parent.width() - central.minimumSizeHint().width() - SPLITTER

    def room_advice(self) -> str:
        """How to see every row of a sheet whose players are down, in what can be done: widen the
        panel (by its edge) if the players would then fit across; make the window wider unless it
        is maximised (or as wide as the screen); else print the sheet. "Make the window wider"
        was said at every size, full screen too, where it could not be followed."""
        parent = self.parentWidget()
        sheet = self.scores.sheet
        edge = "left"
        if parent is not None and hasattr(parent, "dockWidgetArea"):
            edge = {Qt.DockWidgetArea.LeftDockWidgetArea: "right",
                    Qt.DockWidgetArea.BottomDockWidgetArea: "top"}.get(parent.dockWidgetArea(self), "left")
        panel = (sheet is not None and not self.isFloating() and self.widest() > self.width() + 8
                 and not self.choose_layout(sheet, self.widest()))
        window = parent is not None and not (parent.isMaximized() or parent.isFullScreen())
        screen = parent.screen() if parent is not None else None
        if window and screen is not None:
            window = parent.frameGeometry().width() < screen.availableGeometry().width() - 16
        widen = f"widen this panel (drag its {edge} edge)"
        if panel and window:
            return f"{TO_SEE}, {widen} or make the window wider, or print the sheet (Game menu)."
        if panel:
            return f"{TO_SEE}, {widen} or print the sheet (Game menu)."
        if window:
            return f"{TO_SEE}, make the window wider or print the sheet (Game menu)."
        return f"{TO_SEE}, print the sheet (Game menu)."

    def _squeezed(self) -> None:
        """The table found its cells cut even at the smallest text: list the players down,
        unless the panel may still widen for them. A window made larger sets the table's text
        larger before the panel has widened with it, and six players at 2560x1440 then went down
        the panel, narrow, for good."""
        sheet = self.scores.sheet
        window = self.parentWidget().width() if self.parentWidget() is not None else 0
        if sheet is not None and not self.scores.players_down and not self.choose_layout(sheet):
            before = self._wanted
            if window != self._fitted_window:  # (during a game the width stays: set_sheet)
                self.fit_width()
            if self._wanted > before or (self.width() < self._wanted and not self.isFloating()):
                return  # the panel is still widening to what it asked for: its resize refits the columns
        if not self.scores.players_down and self.scores.sheet is not None:
            self.scores.players_down = True
            self.scores.set_sheet(self.scores.sheet)

    def set_font_px(self, px: int) -> None:
        """Scale the panel's text with the window (the table itself scales with it too); a
        window made wider or narrower may turn the sheet across or down."""
        window = self.parentWidget().width() if self.parentWidget() is not None else 0
        font = self.font()
        if font.pixelSize() != px:
            font.setPixelSize(px)
            self.setFont(font)  # the dock's title and, by inheritance, the table
            self.scores.setFont(font)
            self.scores.base_px = px
            self.scores.set_table_px(px)
        elif window == self._fitted_window:
            return
        sheet = self.scores.sheet
        if sheet is not None:
            self.scores.players_down = self.choose_layout(sheet)
        self.scores.set_sheet(sheet)
        self.fit_width()

    def need_width(self) -> int:
        """The width the whole table needs to show every cell and header whole, in full: asked
        for the short cells a table narrower than this shows, the panel would never widen again
        to let them go back to full (six players at 2560x1440 kept "-45" for "-20 / -45")."""
        scores = self.scores
        table = scores.table
        needs = scores.column_needs(compact=False)
        if scores.players_down:
            label = scores.label_need()
            # the totals and the newest round (the earlier rounds scroll sideways: the table
            # beside the panel keeps its room)
            needs = needs[:2]
            if len(needs) == 1:
                needs.append(scores._list_room)  # the round column the first hand adds
        else:  # and room for the labels of the rows to come
            fm = table.verticalHeader().fontMetrics()
            # (and for a name's longest word, in the rows that name players: Euchre's makers)
            label = max(scores.label_need(), fm.horizontalAdvance("Round 10") + LABEL_PAD, scores.name_word_room())
        if not scores.players_down and scores.sheet is not None and scores.sheet.columns:
            # (room for the leader's name in bold, whoever leads)
            bold = bolded(table.font())
            label += max(max(0, bold_need(name, bold) - need) for name, need in zip(scores.sheet.columns, needs))
        return label + sum(needs) + 2 * table.frameWidth() + 36

    def width_limit(self, roomy: bool | None = None) -> int:
        """The widest the panel asks to be: 36% of a large window, 30% of a laptop's (36% too
        where the players go across only so, or ``roomy``: :data:`ROOMY_SHARE`), a quarter
        of a small one (or the share of it the person dragged it to: :meth:`resized_by_hand`),
        and never more than the table leaves beside its own least width (the
        players go down when their columns would not fit). At 1024x600 a quarter was more than
        the table left, and four players' names were cut in their headers."""
        parent = self.parentWidget()
        window = parent.width() if parent is not None else 1366
        share = 0.36 if window >= 1920 else 0.30 if window >= 1280 else 0.25
        if window >= 1280 and (self._roomy if roomy is None else roomy):
            share = max(share, ROOMY_SHARE)
        limit = int(window * (self._person_share or share))
        central = parent.centralWidget() if parent is not None and hasattr(parent, "centralWidget") else None
        if central is not None:
            limit = min(limit, window - central.minimumSizeHint().width() - SPLITTER)
        return max(limit, LEAST_WIDTH)

    def fit_width(self) -> None:
        """Ask for the width the whole table needs, up to :meth:`width_limit` (so the table keeps
        room); the columns share what there is (no sideways
        scrolling), a long name wraps in its header rather than widening the panel."""
        need = self.need_width()
        self._fitted_window = self.parentWidget().width() if self.parentWidget() is not None else 0
        floor = LEAST_WIDTH_PLAYERS_DOWN if self.scores.players_down else LEAST_WIDTH
        # the share the person dragged it to is its width, not only its widest (a window resized,
        # the panel dragged wide went back to the width its sheet needs)
        width = max(floor, self.width_limit() if self._person_share else min(need, self.width_limit()))
        self._wanted = width
        # Only the floor is a minimum: a minimum of the whole width held the window itself at
        # its width, so a window made smaller again (2560x1440 back to 1366x768) stayed wider
        # than asked. The width is asked for instead: by the dock layout now, and by sizeHint
        # when the panel is shown again.
        self.setMinimumWidth(floor)
        if self.parentWidget() is not None and hasattr(self.parentWidget(), "resizeDocks") and self.isVisible():
            self.parentWidget().resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def wanted_height(self) -> int:
        """The dock's height that shows the whole sheet (its title bar, caption, rows, legend)."""
        title = self.style().pixelMetric(self.style().PixelMetric.PM_TitleBarHeight, None, self)
        return self.scores.wanted_height() + max(title, self.fontMetrics().height() + 8)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._wanted), hint.height())

    @property
    def sheet(self) -> ScoreSheet | None:
        return self.scores.sheet


def with_keys(text: str, sheet: ScoreSheet, in_view: Callable[[str], bool], marked: bool = False) -> str:
    """A legend followed by what the sheet's marks mean ("T: a take-over."): the panel showed
    10,000's "1,250 T" with no key, which only the printed sheet had. Only the keys ``in_view``
    says (:meth:`RowMarks.in_view`: a mark in a cell on view, or in no cell of the sheet, as
    Saskatchewan's "All in cents"): the narrow Oh Hell! sheet, totals alone, explained a "✗" it
    did not show (s35 t4 #2), and none the legend's words for the marks
    (:attr:`ScoreSheet.marks_said`) say already (Oh Hell!'s short cells' legend said the ✗
    twice). ``marked``: a highlighted cell is on view, and the sheet says what it means
    (:attr:`ScoreSheet.marked_said`): "Green: who knocked that hand." (Thirty-One's and Golf's
    green cell was explained nowhere: s35 t4 #5)."""
    said = sheet.marks_said if sheet.marks_said and sheet.marks_said in text else ""
    keys = [key for key in sheet.keys if in_view(key) and not key_in(key, said)]
    if marked and sheet.marked_said:
        keys.append(f"Green: {sheet.marked_said}.")
    return " ".join([text, *keys]) if keys else text


def green_words(sheet: ScoreSheet) -> str:
    """What a highlighted cell's tooltip adds: what the green means, where the sheet says it."""
    return f" (green: {sheet.marked_said})" if sheet.marked_said else ""


def key_mark(key: str) -> str:
    """A key's mark: "✗" of "✗: a scratch ...", before the colon."""
    return key.split(": ", 1)[0]


def mark_in(mark: str, text: str) -> bool:
    """Whether ``mark`` is in ``text`` as a word (or words: "All in cents")."""
    return f" {mark} " in f" {text} "


def key_in(key: str, text: str) -> bool:
    """Whether a key's mark (:func:`key_mark`) is in ``text`` as a word."""
    return mark_in(key_mark(key), text)


class RowMarks:
    """What marks the sheet's rows hold, counted, so that the legend's keys cost the keys, not
    the rows: which keys' marks (:func:`key_mark`) are in which rows (:meth:`in_view`), and how
    many rows have a highlighted cell (:attr:`marked`) or short marks (:attr:`marks`). The panel
    read every cell of its table and of the sheet at every refresh to choose the keys, 1-2 ms a
    move on a sheet of 1,000 rows. A row is looked at when it is written (:meth:`add`) and when
    it is taken away (:meth:`cut`); a mark first asked about is looked for in the rows there are,
    once.

    For each row: the marks in its cells as the table shows them (``texts``: "1,250 T", "12",
    "2 ✗"; none players down, where the table shows the totals), and those in its values and
    marks whether shown or not."""

    def __init__(self) -> None:
        self.rows: list[ScoreRow] = []
        self._texts: list[tuple[str, ...]] = []
        self._on_view: list[set[str]] = []  # each row's marks in its cells as shown
        self._in_row: list[set[str]] = []  # ... in its values and marks
        self._marks: set[str] = set()  # the marks looked for
        self._views: dict[str, int] = {}  # how many rows show each mark
        self._rows_with: dict[str, int] = {}  # how many rows have each mark, shown or not
        self.marked = 0  # rows with a highlighted cell (ScoreRow.marked)
        self.marks = 0  # rows with short marks (ScoreRow.marks)
        self._followed: Sequence[ScoreRow] | None = None  # the rows last followed (players down)

    @staticmethod
    def _values(row: ScoreRow) -> list[str]:
        return [format_value(v) for cell in row.cells for v in cell] + list(row.marks)

    def _count(self, marks: set[str], counts: dict[str, int], by: int) -> None:
        for mark in marks:
            counts[mark] = counts.get(mark, 0) + by

    def add(self, row: ScoreRow, texts: Sequence[str] = ()) -> None:
        """The next row, written with its cells reading ``texts``."""
        values = self._values(row) if self._marks else []
        on_view = {m for m in self._marks if any(mark_in(m, t) for t in texts)}
        in_row = {m for m in self._marks if any(mark_in(m, v) for v in values)}
        self.rows.append(row)
        self._texts.append(tuple(texts))
        self._on_view.append(on_view)
        self._in_row.append(in_row)
        self._count(on_view, self._views, 1)
        self._count(in_row, self._rows_with, 1)
        self.marked += bool(row.marked)
        self.marks += bool(row.marks)
        self._followed = None

    def cut(self, first: int) -> None:
        """The rows from ``first`` on taken away (to be written again)."""
        for on_view, in_row in zip(self._on_view[first:], self._in_row[first:]):
            self._count(on_view, self._views, -1)
            self._count(in_row, self._rows_with, -1)
        for row in self.rows[first:]:
            self.marked -= bool(row.marked)
            self.marks -= bool(row.marks)
        for kept in (self.rows, self._texts, self._on_view, self._in_row):
            del kept[first:]
        self._followed = None

    def follow(self, rows: Sequence[ScoreRow]) -> None:
        """The rows made ``rows``, none of them shown (players down): those from the first that
        differs are written again (nothing to do for the same list again)."""
        if rows is self._followed:
            return
        first = first_changed(self.rows, rows)
        self.cut(first)
        for row in rows[first:]:
            self.add(row)
        self._followed = rows

    def _look_for(self, mark: str) -> None:
        if mark in self._marks:
            return
        self._marks.add(mark)
        for row, texts, on_view, in_row in zip(self.rows, self._texts, self._on_view, self._in_row):
            if any(mark_in(mark, t) for t in texts):
                on_view.add(mark)
                self._count({mark}, self._views, 1)
            if any(mark_in(mark, v) for v in self._values(row)):
                in_row.add(mark)
                self._count({mark}, self._rows_with, 1)

    def in_view(self, key: str, shown: Sequence[str] = (), rows: Sequence[ScoreRow] | None = None) -> bool:
        """Whether ``key`` ("✗: a scratch ...") is to be said: its mark is in one of ``shown``
        (the totals...) or in a row's cells on view as a word, or in no row at all (a key about
        the whole sheet). ``rows``: the sheet's rows, followed (:meth:`follow`) only where the
        answer needs them (players down: not for a mark in the Last column)."""
        mark = key_mark(key)
        if any(mark_in(mark, t) for t in shown):
            return True
        if rows is not None:
            self.follow(rows)
        self._look_for(mark)
        return self._views.get(mark, 0) > 0 or self._rows_with.get(mark, 0) == 0


#: the rows at the end of a sheet looked at one by one for the first that changed (a hand
#: adds a row and fills in the last, a card's total rows follow the hand filled in)
TAIL_ROWS = 12


def first_changed(kept: Sequence[ScoreRow], rows: Sequence[ScoreRow]) -> int:
    """The first place where ``rows`` differs from ``kept`` (the length of the shorter where
    one begins the other). Looked for from the end: a game that keeps its rows
    (:class:`~cardtable.core.scoresheet.KeptRows`) gives back the very same row objects, so the
    rows before the last few that are not are compared in C (``tuple == tuple`` skips
    identical items), and one more hand costs the same on a sheet of 20 rows or of 1,000. Every
    row was compared by value, from the first (0.2-0.4 ms at 1,000 rows, at every move). Rows
    made afresh (a game that does not keep them) are compared by value from the first, as
    before."""
    same = min(len(kept), len(rows))
    k = same
    while k > 0 and same - k < TAIL_ROWS and kept[k - 1] is not rows[k - 1]:
        k -= 1
    if k > 0 and kept[k - 1] is not rows[k - 1]:
        k = 0  # (a sheet made afresh: no row is the one kept)
    elif k > 0 and tuple(kept[:k]) != tuple(rows[:k]):
        k = 0  # (a row before the last ones changed: look from the first)
    while k < same and kept[k] == rows[k]:
        k += 1
    return k


def marks_legend(sheet: ScoreSheet) -> str | None:
    """The legend where the short cells show the rows' marks (:attr:`ScoreRow.marks`): what they
    are, as the sheet says (:attr:`ScoreSheet.marks_said`); None where it says nothing."""
    if not sheet.marks_said:
        return None
    return f"Each cell: {sheet.marks_said}. Bottom row: {sheet.bottom_row_words()}{sheet.bottom_row_tail()}"


def marked_last(sheet: ScoreSheet, last: ScoreRow) -> str:
    """The "Last" column as the players-down legend says it: its round in short ("Last: hand
    2."), or the row's label where it is no round ("Last: Free sticks."), with what its marks
    are where its cells show them ("Last: hand 2 – the bid, a 1 put in front ...")."""
    name = round_name(sheet, last)
    name = (f"{name} so far" if SO_FAR.search(last.label) else name) if name else last.label
    if last.marks and sheet.marks_said:
        return sentence(f"Last: {name} \u2013 {sheet.marks_said}")
    return sentence(f"Last: {name}")  # ("... – Euchre!", not "Euchre!.")


def round_columns_words(sheet: ScoreSheet, last: ScoreRow | None, rounds: int) -> str:
    """The players-down legend's words for the rounds' columns: the newest first, and what the
    marks in them are where the sheet says it (Oh Hell!'s bids)."""
    # (in the sheet's own word for a round: Oh Hell!'s columns are hands, as the note's "after
    # hand 2" and their headings say, s40; the rows' own where they are numbered: Thirty-One's
    # "Hand 1" columns were "each round's points", s41 t3 WORDS-1)
    # (the newest row named so: Thirty-One's last row may be its "Ante")
    named = (round_name(sheet, row) for row in ([last] if last is not None else []) + sheet.rounds[::-1])
    name = next((n for n in named if n), "")
    word = name.split(",")[-1].split()[0] if name else sheet.round_word.lower() or "round"
    # (what the cells count, where it is not points: Thirty-One's quarters won or lost)
    cells = sheet.extra.get("round_cells") or "points"
    text = f"Then each {word}'s {cells}, the newest first." if rounds > 1 else ""
    if sheet.marks_said and last is not None and last.marks:
        text += f" Each {word}: {sheet.marks_said}."
    return text.strip()


def round_head(row: ScoreRow, sheet: ScoreSheet | None = None) -> str:
    """A round's column heading on the players-down sheet: "Round\n3" of "Round 3 (4 cards, 4s
    wild)"; where the rows are named otherwise and the sheet counts them (``sheet``'s
    :attr:`ScoreSheet.round_word`), the round as the note under it names it: Oh Hell!'s
    "Hand\n2" (its "6 cards" in the tooltip: headed "6 cards", beside a note saying "after hand
    2", the hands could not be told apart, s40; both, "Hand 2 / 6 cards", pushed the newest
    hand's column out of sight at 1024x600); else a long label cut ("…": its tooltip has it
    whole)."""
    for text in (row.short, row.label):
        found = NUMBERED.match(text or "")
        if found:
            return f"{found.group(1)}\n{found.group(2)}"
    text = row.short or row.label
    name = round_name(sheet, row) if sheet is not None else ""
    # (a round counted in its own section only: Court Whist's "game 1, hand 2" over its long
    # labels stays as it was)
    if name and "," not in name:
        return name[:1].upper() + name[1:].replace(" ", "\n", 1)
    # (a word a line: the columns narrow, more rounds in sight)
    return header_text(text if len(text) <= 20 else text[:18].rstrip() + "…", line=1)


def _filled_rounds(sheet: ScoreSheet, most: int) -> tuple[list, bool]:
    """The last ``most`` rounds' rows with a number in them (:func:`_last_filled`), the newest
    first, looked for from the end; and whether there are more before them. None on a
    standings sheet."""
    found: list = []
    if sheet.standings:
        return found, False
    for section in reversed(sheet.sections):
        for row in reversed(section.rows):
            if _filled(row):
                if len(found) == most:
                    return found, True
                found.append(row)
    return found, False


def _filled(row) -> bool:
    return row.kind == ROUND and any(v is not None and v != "" for cell in row.cells for v in cell)


def short_sub(sheet: ScoreSheet) -> int:
    """The sub-column a short cell shows (compact): as the sheet says (:attr:`ScoreSheet.short_sub`),
    else the last."""
    n = len(sheet.sub_columns)
    if sheet.short_sub is not None and 0 <= sheet.short_sub < n:
        return sheet.short_sub
    return max(0, n - 1)


def own_sub(sheet: ScoreSheet) -> int:
    """The sub-column with a row's own result (the "Last" column): as the sheet says
    (:attr:`ScoreSheet.own_sub`), else the first when the last is the running "Total", else the
    last (Oh Hell!'s score after the bid and the tricks made)."""
    subs = sheet.sub_columns
    if sheet.own_sub is not None and 0 <= sheet.own_sub < len(subs):
        return sheet.own_sub
    return 0 if len(subs) > 1 and subs[-1] == "Total" else max(0, len(subs) - 1)


def rounds_out_of_sight(sheet: ScoreSheet) -> bool:
    """Whether the sheet with its players down (the totals, and the last round in its own
    column) leaves some round's scores out of sight: two rounds played or more; one round is all
    in the totals. A standings sheet has none (:func:`_last_filled`): Fast Track's said "To see
    every round's scores..." from its first card on."""
    latest = _last_filled(sheet)
    return latest is not None and _last_filled(sheet, before=latest) is not None


def _last_filled(sheet: ScoreSheet, before=None):
    """The last hand's (or round's) row with a number in it (a sheet may list the rounds still
    to play, blank); with ``before``, the last such row above that one. Never a total row: the
    Court Whist card ends in its Grand Total, and a "Last" column headed by it said the totals
    twice. None on a standings sheet (:attr:`ScoreSheet.standings`: Fast Track's cards played
    and marbles in the pen), where no row is a hand's: no "Last" column, and no round to see by
    widening the panel."""
    if sheet.standings:
        return None
    for section in reversed(sheet.sections):
        for row in reversed(section.rows):
            if before is not None:
                if row is before:
                    before = None
                continue
            if _filled(row):
                return row
    return None


def text_height(label: QLabel, width: int, text: str | None = None) -> int:
    """The height ``label``'s wrapped text needs at ``width`` (0 without text). Not
    QLabel.heightForWidth, which is never less than the label's minimum height: keep_room sets
    that, so a legend measured once in a narrow panel kept its four lines' height in the wide one
    (Canadian Salad at 1366x768: a strip of empty room under the legend, and the sheet's Total
    row cut off by the table's scroll bar above it). ``text``: another text than the label's, in
    its font."""
    text = label.text() if text is None else text
    if not text:
        return 0
    margins = label.contentsMargins()
    extra = 2 * label.margin()
    inner = max(1, width - margins.left() - margins.right() - extra)
    flags = int(label.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)
    fm = label.fontMetrics()
    # (the legend's, measured again at every refresh: kept per font, :mod:`.font_measures`)
    high = kept_in(fm, ("height", inner, flags, text), lambda: measured_height(fm, inner, flags, text))
    return high + margins.top() + margins.bottom() + extra


def shortened(text: str, fm: QFontMetrics, width: int, lines: int) -> str:
    """The legend on at most ``lines`` lines ``width`` wide (:func:`_shortened`), looked up where
    it was shortened so before in the same font (:mod:`.font_measures`): the panel fits its legend
    again at every refresh, to fewer lines and fewer until it fits (s43)."""
    return kept_in(fm, ("shortened", text, width, lines), lambda: _shortened(text, fm, width, lines))


def _shortened(text: str, fm: QFontMetrics, width: int, lines: int) -> str:
    """A legend on at most ``lines`` lines ``width`` wide: its first paragraph, where it is the
    house rules' (:func:`house_rules_line`), gives way first, down to one line ending in "…";
    then the rest is cut at its end. With a single line, the rest's first line only (what the
    cells mean comes before the house rules)."""
    rules, rest = "", text
    if text.startswith(HOUSE_RULES) and "\n" in text:
        rules, rest = text.split("\n", 1)
    paragraphs = rest.split("\n")

    def broken(paragraph: str) -> list[str]:
        out, more = _broken(paragraph, fm, width, 1000)
        if not more:
            out = unorphaned(out, fm, width)
        return out + ([_elided(more, fm, width)] if more else []) if paragraph else [""]

    body = [line for paragraph in paragraphs for line in broken(paragraph)]
    head = broken(rules) if rules else []
    if len(head) + len(body) <= lines:
        return text
    if rules and lines >= 2:
        keep = max(1, lines - len(body))
        if len(head) > keep:  # (cut after a whole word: "...and bid the…", not "...the one-ca…")
            head, more = _broken(rules, fm, width, keep)
            head[-1] = _cut_off(f"{head[-1]} {more}", fm, width)
        if len(head) + len(body) <= lines:
            return "\n".join(head + body)
    else:
        head = []
    room = max(1, lines - len(head))
    if len(body) > room:
        cut = body[:room]
        cut[-1] = _cut_off(cut[-1] + " " + body[room], fm, width) if fm.horizontalAdvance(cut[-1] + " …") > width \
            else cut[-1].rstrip(" ,;:–-") + " …"
        body = cut
    return "\n".join(head + body)


#: a paragraph's last line of one word this short is a word alone ("1.", "$1.55.", "menu).")
ORPHAN_LETTERS = 7
#: the legend's lines are laid out no narrower than this share of their room to avoid one
ORPHAN_GIVE = 0.6


def orphaned(lines: Sequence[str]) -> bool:
    """Do a paragraph's ``lines`` end in a short word alone on its line (:data:`ORPHAN_LETTERS`)?"""
    return len(lines) > 1 and " " not in lines[-1].strip() and len(lines[-1].strip()) <= ORPHAN_LETTERS


def paragraph_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` (one paragraph) broken into lines ``width`` wide as a word-wrapped plain-text
    label breaks it (Qt's own line breaking, which :func:`text_height` measures too)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return out


def unorphaned(lines: list[str], fm: QFontMetrics, width: int) -> list[str]:
    """``lines`` (a paragraph broken ``width`` wide) with the word before a short last word alone
    (:func:`orphaned`) brought down to it, where the two fit ("... after" / "round 1.")."""
    if not orphaned(lines) or " " not in lines[-2]:
        return lines
    head, word = lines[-2].rsplit(" ", 1)
    last = f"{word} {lines[-1]}"
    if not head.strip() or fm.horizontalAdvance(last) > width:
        return lines
    return lines[:-2] + [head.rstrip(), last]


def text_width(font: QFont, text: str) -> int:
    """The width of ``text`` in ``font``, rounded up."""
    return int(QFontMetricsF(font).horizontalAdvance(text)) + 1


_SPACES = re.compile(r"[^\S\u00a0]+")
_AFTER_HYPHENS = re.compile(r"(?<=-)")
_NO_BREAK_SPACES = re.compile("\u00a0+")


def _broken(text: str, fm: QFontMetrics, width: int, lines: int) -> tuple[list[str], str]:
    """Up to ``lines`` lines of ``text`` ``width`` wide, each broken at the last space (else
    after the last hyphen) that lets it fit, and the rest (too long for a line, or ""). Looked up
    where the same text was broken at the same width in the same font before
    (:mod:`.font_measures`): a long game of 10,000 measured some 400,000 lines' widths (s43)."""
    out, rest = kept_in(fm, ("broken", text, width, lines), lambda: _break(text, fm, width, lines))
    return list(out), rest


def _break(text: str, fm: QFontMetrics, width: int, lines: int) -> tuple[tuple[str, ...], str]:
    """:func:`_broken` worked out."""
    out: list[str] = []
    rest = text
    while len(out) < lines and rest:
        if fm.horizontalAdvance(rest) <= width:
            out.append(rest)
            return tuple(out), ""
        # a hyphen only where no space will do ("King-" over "Diamonds" else); a no-break space
        # last: Euchre's "Montgomerys ♠" (its suit on a line alone at the end of a label one
        # suit too wide for its column) is kept whole where it can be
        cut = (_last_fitting(rest, fm, width, _SPACES, True) or _last_fitting(rest, fm, width, _AFTER_HYPHENS, False)
               or _last_fitting(rest, fm, width, _NO_BREAK_SPACES, True))
        if not cut:
            break
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    return tuple(out), rest


def _last_fitting(rest: str, fm: QFontMetrics, width: int, breaks: re.Pattern, strip: bool) -> int:
    """Where the longest start of ``rest`` that ends at one of ``breaks`` (not at either end of
    ``rest``) and fits ``width`` ends (0: none fits), its end's spaces ``strip`` ped. Measured
    from the shortest start on, up to the first too wide: a start with more words on it is wider
    (every start used to be measured, the whole of the rest's every time: the 10,000 long
    game's legend, 400,000 widths, s43)."""
    last = 0
    for m in breaks.finditer(rest):
        end = m.end()
        if not 0 < end < len(rest):
            continue
        if fm.horizontalAdvance(rest[:end].rstrip() if strip else rest[:end]) > width:
            break
        last = end
    return last


def _elided(text: str, fm: QFontMetrics, width: int) -> str:
    """``text`` cut at its end to fit ("…"), with no space before the "…"."""
    cut = fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return cut[:-1].rstrip() + "…" if cut.endswith("…") else cut


def _cut_off(line: str, fm: QFontMetrics, width: int) -> str:
    """``line`` with "…" after it, whole words left off until that fits ("Trump declared by…").
    Its first words measured first, one more at a time up to the first too wide (words were
    left off its end one at a time: a legend's whole house rules after its first line, s43)."""
    words = line.split(" ")
    keep = 1
    while keep < len(words) and fm.horizontalAdvance(" ".join(words[:keep + 1]) + "…") <= width:
        keep += 1
    text = " ".join(words[:keep]).rstrip(" ,;:–-") + "…"
    return text if fm.horizontalAdvance(text) <= width else _elided(line + " …", fm, width)


def wrapped(text: str, fm: QFontMetrics, width: int, lines: int = LABEL_LINES, keep: int = 0,
            whole: int = 0) -> str:
    """``text`` on at most ``lines`` lines ``width`` wide, each broken at the last space (else
    after the last hyphen) that lets it fit, the last line cut at its end ("…") if it is still
    too long (the header itself cuts nothing: it would cut the lines as one); on up to ``whole``
    lines, if more, where they show it whole (nothing cut). With ``keep``,
    the first ``keep`` characters are a start other labels share: what is cut is the end of
    that start, and the rest of the label (what tells it apart) is shown whole if it fits the
    last lines ("Trump declared by…" over "King-Spades (Anna: spades)")."""
    out, rest = _broken(text, fm, width, max(lines, whole))
    if not rest:
        return "\n".join(out)
    if 0 < keep < len(text) and lines > 1:
        start, own = text[:keep].rstrip(), text[keep:].lstrip()
        tail, more = _broken(own, fm, width, lines - 1)
        if more:  # what tells it apart is long itself: the start's first words, then as much of it as fits
            tail, more = _broken(own, fm, width, lines - 2)
            return "\n".join([_cut_off(start, fm, width)] + tail + [_elided(more, fm, width)])
        head, left = _broken(start, fm, width, lines - len(tail))
        if left or not head:
            head = head or [left]
            head[-1] = _cut_off(head[-1], fm, width)
        return "\n".join(head + tail)
    out, rest = _broken(text, fm, width, lines - 1)
    out.append(_elided(rest, fm, width))
    return "\n".join(out)


def shared_start(a: str, b: str) -> str:
    """The words two labels begin with alike ("Trump declared by owner of " for
    "...King-Spades" and "...King-Hearts"), up to a space: a word shared in part is not."""
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    if any(len(x) > k and not x[k].isspace() for x in (a, b)):
        k = a.rfind(" ", 0, k) + 1
    return a[:k]


def header_text(name: str, line: int = 10) -> str:
    """A player's name for a column header: a long name goes on two or three lines, broken
    after a space or a hyphen, so it does not widen its column ("Grandma\nRose")."""
    if len(name) <= line:
        return name
    return broken_name(name, lambda text: len(text) > line)


def bolded(font: QFont) -> QFont:
    """``font`` in bold."""
    bold = QFont(font)
    bold.setBold(True)
    return bold


def bold_need(name: str, font: QFont) -> int:
    """The width a column's header needs for ``name`` on its least lines in ``font`` (bold)."""
    fm = QFontMetrics(font)
    return max(fm.horizontalAdvance(line) for line in header_text(name).split("\n")) + HEADER_PAD


def shared(needs: list[int], stages: list[list[int]], room: int) -> list[int]:
    """Widths from ``needs`` and ``room`` (at least their sum): each stage's extra widths given in
    turn (in proportion to them where the room left is short), then the rest alike."""
    widths, spare = list(needs), room - sum(needs)
    for stage in stages:
        lack = sum(stage)
        if lack <= 0:
            continue
        if spare < lack:
            return [w + spare * x // lack for w, x in zip(widths, stage)]
        widths = [w + x for w, x in zip(widths, stage)]
        spare -= lack
    return [w + spare // len(widths) for w in widths] if widths else widths


#: a row label's words, as a label is broken (after a space or a hyphen; a no-break space
#: keeps Euchre's "Montgomerys ♠" whole)
LABEL_WORDS = re.compile(r"(?:[^\s-]|\u00a0)+-?|-")
#: a name's pieces a header may break after: a word with its space, or up to a hyphen
NAME_PIECES = re.compile(r"[^ -]+(?:-|\s+|$)")


def broken_name(name: str, too_long: Callable[[str], bool]) -> str:
    """``name`` on lines broken after a space or a hyphen (:data:`NAME_PIECES`), each as long as
    it goes before ``too_long`` says a line is (in letters, :func:`header_text`, or in pixels,
    :func:`header_fitted`); a piece too long alone has a line of its own."""
    lines, current = [], ""
    for piece in NAME_PIECES.findall(name) or [name]:
        if current and too_long((current + piece).rstrip()):
            lines.append(current.rstrip())
            current = ""
        current += piece
    if current.strip():
        lines.append(current.rstrip())
    return "\n".join(lines)


def header_fitted(name: str, fm: QFontMetrics, width: int) -> str:
    """``name`` on as few lines ``width`` wide as it can go, broken where :func:`header_text`
    breaks it (after a space or a hyphen); a word wider than that has a line of its own."""
    return broken_name(name, lambda text: fm.horizontalAdvance(text) > width)


def two_lines_width(name: str, fm: QFontMetrics) -> int:
    """The least width that shows ``name`` on two lines at most (broken as :func:`header_fitted`)."""
    pieces = NAME_PIECES.findall(name) or [name]
    best = fm.horizontalAdvance(name.rstrip())
    for k in range(1, len(pieces)):
        best = min(best, max(fm.horizontalAdvance("".join(pieces[:k]).rstrip()),
                             fm.horizontalAdvance("".join(pieces[k:]).rstrip())))
    return best


#: a sheet's sub-column as the plain legend says it (Oh Hell!'s "Made": the tricks made)
_SUB_WORDS = {"scored": "score", "made": "tricks made"}


def _row_noun(sheet: ScoreSheet) -> str:
    """What the sheet's rows are, in a word ("hand" of "Hand 3", "round"); "" if they are not
    numbered rounds."""
    for section in sheet.sections:
        for row in section.rows:
            if row.kind == ROUND:
                name = round_name(sheet, row).split(", ")[-1]
                return name.rsplit(" ", 1)[0] if " " in name else ""
    return ""


def _cell_figure(sub: str, noun: str, own: bool = False) -> str:
    """The figure a cell shows, in words: "that hand's points", "the score in that row",
    "game 1's score for that round"; a sub-column of several words as it is named."""
    word = "points" if own else _SUB_WORDS.get(sub.lower(), sub.lower())
    where = f"that {noun}" if noun else "that row"
    if NUMBERED.match(sub):
        return f"{word}'s score for {where}"
    if " " in word:
        return word
    return f"that {noun}'s {word}" if noun else f"the {word} in that row"


def _other_figures(subs: Sequence[str]) -> str:
    """The sub-columns a cell leaves out, for "point at a cell to see ... as well"."""
    words = [_SUB_WORDS.get(x.lower(), x.lower()) for x in subs]
    return listed(words) if all(NUMBERED.match(x) for x in subs) else "the " + listed(words)
