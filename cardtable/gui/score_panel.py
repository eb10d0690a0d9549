"""The score panel beside the table: a dockable, hideable view of the game's score sheet.

The main window calls :meth:`ScorePanel.set_sheet` with ``game.score_sheet(state)`` after each
move (or each hand); the panel shows one row per hand, the totals at the bottom, and highlights
the leader (or the winner once the game is over). It never touches the game or the state.

Updating is incremental: a new sheet is compared row by row with the one shown and only the rows
from the first difference on (usually just the new hand) and the totals are rewritten, so a move
costs the same at hand 1,000 as at hand 3. Row heights are fixed (one line, no wrapping) and
column widths are measured on a sample of rows, never on the whole sheet at each move.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QDockWidget, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..core.scoresheet import NOTE, TOTAL, ScoreSheet, format_value

LEADER_COLOR = QColor("#ffe9a8")
TOTAL_COLOR = QColor("#e6e6e6")
MARK_COLOR = QColor("#dff0d8")


class ScoreTable(QWidget):
    """The sheet as a table: players across, hands down, totals last; leader highlighted."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.sheet: ScoreSheet | None = None
        self._rows: list | None = None  # the rows shown (NOTE rows left out)
        self.table = QTableWidget(0, 0, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Columns as wide as their contents ("5 / 46" never wraps onto a second line); a narrow
        # dock scrolls sideways rather than squeezing the numbers.
        self.table.setWordWrap(False)
        # Widths are fitted by set_sheet to the rows it writes (ResizeToContents would measure
        # every row of a long game at every move).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setDefaultSectionSize(24)  # the stretched last one may be narrow
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.caption)
        layout.addWidget(self.table)

    def set_sheet(self, sheet: ScoreSheet | None, force: bool = False) -> None:
        """Show ``sheet`` (``None`` clears the panel); only what changed is rewritten unless
        ``force`` (a new font)."""
        old, old_rows = self.sheet, self._rows
        self.sheet = sheet
        table = self.table
        if sheet is None:
            table.clear()
            table.setRowCount(0)
            table.setColumnCount(0)
            self._rows = None
            self.caption.setText("No game yet.")
            return
        rows = [r for r in sheet.rows if r.kind != NOTE]
        has_totals = bool(sheet.totals)
        first = 0
        if (not force and old is not None and old_rows is not None and old.columns == sheet.columns
                and old.sub_columns == sheet.sub_columns and bool(old.totals) == has_totals):
            limit = min(len(old_rows), len(rows))
            while first < limit and old_rows[first] == rows[first]:
                first += 1
        else:
            table.clear()
            table.setColumnCount(len(sheet.columns))
            table.setHorizontalHeaderLabels(list(sheet.columns))
        self._rows = rows
        row_h = int(table.fontMetrics().height() * 1.5)
        if table.verticalHeader().defaultSectionSize() != row_h:
            table.verticalHeader().setDefaultSectionSize(row_h)
        table.setRowCount(len(rows) + (1 if has_totals else 0))
        for r in range(first, len(rows)):
            table.setVerticalHeaderItem(r, QTableWidgetItem(rows[r].label))
        if has_totals:
            table.setVerticalHeaderItem(len(rows), QTableWidgetItem("Total"))
        leaders = set(sheet.leaders())
        subs = sheet.sub_columns
        shown = len(subs) - 1 if len(subs) > 1 and subs[-1] == "Total" else 0
        bold = QFont()
        bold.setBold(True)
        for r in range(first, len(rows)):
            row = rows[r]
            for c in range(len(sheet.columns)):
                values = [format_value(row.cell(c, k)) for k in range(len(sheet.sub_columns))]
                # a running-total sheet shows "points (total)"; others show their values joined
                if shown and values[0] != "":
                    text = f"{values[0]}  ({values[shown]})"
                else:
                    text = " / ".join(v for v in values if v != "")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(", ".join(f"{name}: {v}" for name, v in zip(sheet.sub_columns, values) if v != ""))
                if row.kind == TOTAL:
                    item.setFont(bold)
                    item.setBackground(QBrush(TOTAL_COLOR))
                elif c in row.marked:
                    item.setBackground(QBrush(MARK_COLOR))
                table.setItem(r, c, item)
        if has_totals:
            for c, total in enumerate(sheet.totals):
                item = QTableWidgetItem(format_value(total))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFont(bold)
                item.setBackground(QBrush(LEADER_COLOR if c in leaders else TOTAL_COLOR))
                table.setItem(len(rows), c, item)
        for c in range(len(sheet.columns)):
            header = QTableWidgetItem(sheet.columns[c])
            if c in leaders:
                header.setFont(bold)
                header.setBackground(QBrush(LEADER_COLOR))
                header.setToolTip("Winner" if sheet.winners else "Leading")
            table.setHorizontalHeaderItem(c, header)
        if first == 0:  # a new sheet (a new game, a new font): fit every column once
            table.resizeColumnsToContents()
        else:
            self._widen_columns(first, len(rows) + (1 if has_totals else 0))
        if rows or has_totals:
            table.scrollToBottom()
        self.caption.setText(self.caption_text(sheet))

    def _widen_columns(self, first: int, end: int) -> None:
        """Make each column as wide as the widest of the rows just written (and its header)."""
        table = self.table
        fm = table.fontMetrics()
        bold = QFont(table.font())
        bold.setBold(True)
        from PySide6.QtGui import QFontMetrics

        fmb = QFontMetrics(bold)
        pad = 10  # about the margin Qt itself leaves round a cell's text
        for c in range(table.columnCount() - 1):  # (the last one stretches to the panel's edge)
            header = table.horizontalHeaderItem(c)
            need = fmb.horizontalAdvance(header.text()) if header is not None else 0
            for r in range(first, end):
                item = table.item(r, c)
                if item is not None:
                    need = max(need, fmb.horizontalAdvance(item.text()))
            if need + pad > table.columnWidth(c):
                table.setColumnWidth(c, need + pad)

    @staticmethod
    def caption_text(sheet: ScoreSheet) -> str:
        if sheet.winners:
            return sheet.winner_text()
        leaders = sheet.leaders()
        way = "lowest total wins" if sheet.lower_is_better else "highest total wins"
        if not leaders:
            return f"{sheet.game_name}: {way}."
        names = " and ".join(sheet.columns[i] for i in leaders)
        return f"{names} {'lead' if len(leaders) > 1 else 'leads'} ({way})."

    def leader_columns(self) -> list[int]:
        """The highlighted columns (for tests and accessibility)."""
        return [c for c in range(self.table.columnCount())
                if self.table.horizontalHeaderItem(c) is not None
                and self.table.horizontalHeaderItem(c).font().bold()]


class ScorePanel(QDockWidget):
    """The score table as a dock widget ("Score Sheet"); the window's View menu can show or
    hide it with :meth:`toggleViewAction`."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("Score Sheet", parent)
        self.setObjectName("scorePanel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.scores = ScoreTable(self)
        self.setWidget(self.scores)
        self.scores.set_sheet(None)

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        old = self.scores.sheet
        self.scores.set_sheet(sheet)
        # Re-fit only for a new set of columns (a new game): resizing the dock after every move
        # would resize the table and rebuild the board under the players' hands.
        if sheet is not None and (old is None or old.columns != sheet.columns):
            self.fit_width()

    def set_font_px(self, px: int) -> None:
        """Scale the panel's text with the window (the table itself scales with it too)."""
        font = self.font()
        if font.pixelSize() != px:
            font.setPixelSize(px)
            self.setFont(font)  # the dock's title and, by inheritance, the table
            self.scores.setFont(font)
            self.scores.table.horizontalHeader().setFont(font)
            self.scores.table.verticalHeader().setFont(font)
            self.scores.set_sheet(self.scores.sheet, force=True)
            self.fit_width()

    def fit_width(self) -> None:
        """Ask for the width the whole table needs, up to 30% of a large window (a quarter of a
        small one, so the table keeps room); beyond that the sheet scrolls sideways."""
        table = self.scores.table
        table.resizeColumnsToContents()
        table.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        need = table.verticalHeader().sizeHint().width() + table.horizontalHeader().length() + 2 * table.frameWidth() + 24
        window = self.parentWidget().width() if self.parentWidget() is not None else 1366
        limit = int(window * (0.3 if window >= 1280 else 0.24))
        self.setMinimumWidth(max(200, min(need, limit)))

    @property
    def sheet(self) -> ScoreSheet | None:
        return self.scores.sheet
