"""The start screen: the game catalogue, "Continue", and the saved games (open / delete).

The catalogue is a grid of game cards (two columns when there is room, else one) in a scroll
area. A game whose table layout is not there yet is listed with its button disabled and a
"coming soon" note, so a catalogue that grows ahead of the table never crashes the app.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QPushButton, QScrollArea,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from .dialogs import plain_tip

STYLE_TEMPLATE = """
#StartScreen { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1f6b43, stop:1 #124a2d); }
#StartScreen QLabel { color: #f4f8f2; font-size: 15px; }
/* #StartScreen QLabel#Name: more specific than the rule above, so each keeps its size */
#StartScreen QLabel#Title { font-size: 34px; font-weight: bold; }
#StartScreen QLabel#Section { font-size: 20px; font-weight: bold; margin-top: 6px; }
#Catalogue { background: transparent; }
#GameCard { background: #fbf7ea; border-radius: 12px; }
#GameCard QLabel { color: #1c2b22; }
#StartScreen QLabel#GameName { font-size: 20px; font-weight: bold; }
#StartScreen QLabel#GameMeta { color: #4a5a50; }
#StartScreen QLabel#ComingSoon { color: #8a5a00; font-style: italic; }
#StartScreen QPushButton { background: #ffd54a; color: #2b2200; border: none; border-radius: 8px;
  padding: 8px 16px; font-size: 15px; font-weight: bold; }
#StartScreen QPushButton:disabled { background: #9fb5a6; color: #3d4d42; }
#StartScreen QPushButton:hover { background: #ffe27a; }
#StartScreen QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }
#StartScreen QScrollBar::handle:vertical { background: rgba(255,255,255,0.35); border-radius: 5px; min-height: 30px; }
#StartScreen QScrollBar::add-line, #StartScreen QScrollBar::sub-line { height: 0; }
#StartScreen QScrollBar::add-page, #StartScreen QScrollBar::sub-page { background: none; }
#StartScreen QTreeWidget { background: #fbf7ea; color: #1c2b22; border-radius: 8px; font-size: 14px; }
#StartScreen QHeaderView::section { font-size: 14px; }
#StartScreen QLabel#Damaged { color: #ffd9a0; }
"""


def style(factor: float) -> str:
    """The start screen's style with every text size multiplied by ``factor`` (1.0 for a window
    about 768 pixels high): text grows with the window on a 2560x1440 or 3840x2160 screen."""
    import re

    return re.sub(r"(font-size|padding|border-radius|width|min-height): ?(\d+)px(?: (\d+)px)?",
                  lambda m: f"{m.group(1)}: {round(int(m.group(2)) * factor)}px"
                  + (f" {round(int(m.group(3)) * factor)}px" if m.group(3) else ""), STYLE_TEMPLATE)


STYLE = style(1.0)


def scale_for(height: int) -> float:
    """Text size factor for a window (or screen area) ``height`` pixels high."""
    return max(1.0, round(height / 740, 1))


#: the saved-games list's column with the game and its players
PLAYERS = 0


class StartScreen(QWidget):
    new_game = Signal(str)  # game id
    open_save = Signal(str)  # save id
    delete_save = Signal(str)
    continue_game = Signal()
    clear_finished = Signal(list)  # the save ids of every finished game

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        title = QLabel("\u2660 \u2665 Card Table \u2663 \u2666")
        title.setObjectName("Title")
        outer.addWidget(title)
        cols = QHBoxLayout()
        cols.setSpacing(28)
        outer.addLayout(cols, 1)

        left = QVBoxLayout()
        cols.addLayout(left, 5)
        sec = QLabel("Start a new game")
        sec.setObjectName("Section")
        left.addWidget(sec)
        self.catalogue_box = QGridLayout()
        self.catalogue_box.setSpacing(12)
        self.catalogue_box.setContentsMargins(0, 0, 6, 0)
        self.cards: list[QFrame] = []
        self._columns = 0
        holder = QWidget()
        holder.setLayout(self.catalogue_box)
        self.catalogue_holder = holder
        holder.setObjectName("Catalogue")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setStyleSheet("QScrollArea { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        scroll.setWidget(holder)
        self.catalogue_scroll = scroll
        left.addWidget(scroll, 1)

        right = QVBoxLayout()
        cols.addLayout(right, 5)
        self.columns_layout = cols
        sec = QLabel("Carry on")
        sec.setObjectName("Section")
        right.addWidget(sec)
        row = QHBoxLayout()
        self.continue_button = QPushButton("Continue")
        self.continue_button.clicked.connect(self.continue_game)
        self.continue_label = QLabel("")
        self.continue_label.setTextFormat(Qt.PlainText)
        self.continue_label.setWordWrap(True)
        row.addWidget(self.continue_button)
        row.addWidget(self.continue_label, 1)
        right.addLayout(row)
        sec = QLabel("Saved games")
        sec.setObjectName("Section")
        right.addWidget(sec)
        self.saves = QTreeWidget()
        # the players under the game's name: that column takes the spare width and grows
        # downwards, a few names to a line, so a long name never pushes the others out of sight
        self.saves.setHeaderLabels(["Game and players", "Saved", "Whose turn"])
        self.saves.setRootIsDecorated(False)
        self.saves.setIndentation(10)
        self.saves.setAccessibleName("Saved games")
        self.saves.setWordWrap(True)  # a long list of names wraps in its column
        self.saves.setUniformRowHeights(False)
        self.saves.setTextElideMode(Qt.ElideNone)
        self.saves.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        header = self.saves.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(PLAYERS, QHeaderView.Stretch)  # the players take the spare width
        # A tree view keeps its row heights when a column changes width: lay the rows out again
        # (once, after the resizing) so the players' names wrap to the column's new width.
        from PySide6.QtCore import QTimer

        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self.saves.doItemsLayout)
        header.sectionResized.connect(lambda *_: self._relayout.start())
        self.saves.itemDoubleClicked.connect(self._double_clicked)
        self.saves.itemSelectionChanged.connect(self._selection_changed)
        right.addWidget(self.saves, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton("Open")
        self.delete_button = QPushButton("Delete")
        self.clear_button = QPushButton("Clear finished games")
        self.clear_button.setToolTip("Delete every finished game from the list, in one go")
        self.open_button.clicked.connect(lambda: self._emit_selected(self.open_save))
        self.delete_button.clicked.connect(lambda: self._emit_selected(self.delete_save))
        self.clear_button.clicked.connect(lambda: self.clear_finished.emit(list(self.finished_ids)))
        self.finished_ids: list[str] = []
        row.addWidget(self.open_button)
        row.addWidget(self.delete_button)
        row.addWidget(self.clear_button)
        row.addStretch()
        right.addLayout(row)
        self.problems = QLabel("")
        self.problems.setObjectName("Damaged")
        self.problems.setTextFormat(Qt.PlainText)
        self.problems.setWordWrap(True)
        right.addWidget(self.problems)
        self._selection_changed()

    #: the catalogue shows two columns of game cards when it is at least this wide (pixels)
    TWO_COLUMNS_FROM = 560

    def show_loading(self) -> None:
        """What the screen shows between the window's first paint and the catalogue and saves
        being read (a moment: the main window reads them right after that paint)."""
        label = QLabel("Setting out the games\u2026")
        label.setObjectName("GameMeta")
        self.catalogue_box.addWidget(label, 0, 0)
        self.cards = [label]
        self.continue_button.setEnabled(False)

    def set_catalogue(self, infos, playable=None) -> None:
        """One card per game; ``playable``: the ids that have a table (None: all of them)."""
        for card in self.cards:
            self.catalogue_box.removeWidget(card)
            card.deleteLater()
        self.cards = []
        self.new_game_buttons: dict[str, QPushButton] = {}
        # the games you can play now first, then the ones coming soon (each in catalogue order)
        infos = sorted(infos, key=lambda i: not (playable is None or i.id in playable))
        for info in infos:
            ready = playable is None or info.id in playable
            card = QFrame()
            card.setObjectName("GameCard")
            card.setAttribute(Qt.WA_StyledBackground, True)
            lay = QVBoxLayout(card)
            name = QLabel(info.name)
            name.setObjectName("GameName")
            meta = QLabel(f"{info.players_phrase()} \u00b7 {info.family}")
            meta.setObjectName("GameMeta")
            desc = QLabel(info.description)
            desc.setWordWrap(True)
            button = QPushButton(f"New game of {info.name}\u2026")
            button.setAccessibleName(f"New game of {info.name}")
            button.clicked.connect(lambda _=False, gid=info.id: self.new_game.emit(gid))
            button.setEnabled(ready)
            lay.addWidget(name)
            lay.addWidget(meta)
            lay.addWidget(desc, 1)
            if not ready:
                soon = QLabel("Coming soon: its table is still being built.")
                soon.setObjectName("ComingSoon")
                soon.setWordWrap(True)
                button.setToolTip(f"{info.name} is coming soon")
                lay.addWidget(soon)
            row = QHBoxLayout()
            row.addWidget(button)
            row.addStretch()
            lay.addLayout(row)
            self.cards.append(card)
            self.new_game_buttons[info.id] = button
        self._columns = 0
        self._reflow()

    def _reflow(self) -> None:
        # The scroll area's own width, not its viewport's: the viewport narrows when a scroll
        # bar appears, which one column needs and two do not, so the same window could show
        # either layout. The outer width gives one layout per window size.
        width = self.catalogue_scroll.width()
        columns = 2 if width >= self.TWO_COLUMNS_FROM else 1
        if columns == self._columns:
            return
        self._columns = columns
        box = self.catalogue_box
        while box.count():
            box.takeAt(0)
        for i, card in enumerate(self.cards):
            box.addWidget(card, i // columns, i % columns)
        for c in range(2):
            box.setColumnStretch(c, 1 if c < columns else 0)
        rows = (len(self.cards) + columns - 1) // columns
        for r in range(rows + 1):
            box.setRowStretch(r, 0)
        box.setRowStretch(rows, 1)  # cards keep their height; spare room goes below them

    def columns(self) -> int:
        return self._columns

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        factor = scale_for(self.height() + 30)
        if factor != getattr(self, "_factor", 1.0):
            self._factor = factor
            self.setStyleSheet(style(factor))
        self._reflow()

    def set_saves(self, summaries, problems, latest) -> None:
        """The saved games in two groups, games in progress first and finished games below,
        then the files that could not be read, each with the reason."""
        self.saves.clear()
        playing = [s for s in summaries if not s.over]
        finished = [s for s in summaries if s.over]
        self.finished_ids = [s.save_id for s in finished]
        groups = [("In progress", playing), ("Finished", finished)]
        for title, rows in groups:
            if not rows and title == "Finished":
                continue
            group = QTreeWidgetItem([f"{title} ({len(rows)})", "", ""])
            group.setFirstColumnSpanned(True)
            group.setFlags(Qt.ItemIsEnabled)
            f = group.font(0)
            f.setBold(True)
            group.setFont(0, f)
            self.saves.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for s in rows:
                turn = s.status if s.over else s.status.split(":")[0] if ":" in s.status else s.status
                item = QTreeWidgetItem(group, [s.game_name + "\n" + players_lines(s.players), _when(s.saved_at), turn])
                item.setData(0, Qt.UserRole, s.save_id)
                item.setToolTip(PLAYERS, plain_tip(", ".join(s.players)))
                item.setToolTip(2, plain_tip(s.status))
            group.setExpanded(True)
        if problems:
            group = QTreeWidgetItem([f"Damaged files ({len(problems)}): they cannot be opened", "", ""])
            group.setFlags(Qt.ItemIsEnabled)
            f = group.font(0)
            f.setBold(True)
            group.setFont(0, f)
            self.saves.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for p in problems:
                name, reason = _damage(p)
                item = QTreeWidgetItem(group, [name + "\n" + wrap_words(reason), "", "damaged"])
                item.setData(0, Qt.UserRole, _stem(p))
                item.setToolTip(PLAYERS, plain_tip(reason))
                for c in range(3):
                    item.setForeground(c, Qt.darkRed)
            group.setExpanded(True)
        self.clear_button.setEnabled(bool(finished))
        if latest is not None:
            self.continue_button.setEnabled(True)
            self.continue_label.setText(f"{latest.game_name} with {', '.join(latest.players)}: {latest.status}")
        else:
            self.continue_button.setEnabled(False)
            self.continue_label.setText("No game in progress yet.")
        self.problems.setText(
            "" if not problems else f"{len(problems)} file(s) in the saves folder could not be read; "
            "they are listed as damaged, with the reason.")
        self._selection_changed()

    def _double_clicked(self, item, _col) -> None:
        sid = item.data(0, Qt.UserRole)
        if sid:
            self.open_save.emit(sid)

    def selected_save(self) -> str | None:
        items = self.saves.selectedItems()
        return items[0].data(0, Qt.UserRole) if items else None

    def _selection_changed(self) -> None:
        has = self.selected_save() is not None
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def save_rows(self) -> dict[str, list[QTreeWidgetItem]]:
        """The rows under each group title (for tests and screenshots)."""
        out = {}
        for i in range(self.saves.topLevelItemCount()):
            group = self.saves.topLevelItem(i)
            out[group.text(0).split(" (")[0]] = [group.child(k) for k in range(group.childCount())]
        return out

    def _emit_selected(self, signal) -> None:
        sid = self.selected_save()
        if sid:
            signal.emit(sid)


def players_lines(players, width: int = 30) -> str:
    """The players' names, a few to a line: a long list or a long name takes more lines rather
    than widening the column or being cut."""
    lines, current = [], ""
    for i, name in enumerate(players):
        piece = name + ("," if i < len(players) - 1 else "")
        if current and len(current) + 1 + len(piece) > width:
            lines.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        lines.append(current)
    return "\n".join(lines)


def wrap_words(text: str, width: int = 40) -> str:
    """``text`` on lines of about ``width`` characters, broken between words."""
    lines, current = [], ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return "\n".join(lines)


def _when(saved_at) -> str:
    """The save's time in local time; a time the clock cannot show is written as it is."""
    try:
        return saved_at.astimezone().strftime("%d %b, %H:%M")
    except (OverflowError, ValueError, OSError, AttributeError):
        return str(saved_at)[:16]


def _damage(problem) -> tuple[str, str]:
    """(file name, reason) of a save that could not be read, whatever form the store gives."""
    path = getattr(problem, "path", None)
    name = getattr(path, "name", None) or str(path or "?")
    reason = getattr(problem, "problem", None) or getattr(problem, "reason", None) or str(problem)
    return name, str(reason)


def _stem(problem) -> str | None:
    path = getattr(problem, "path", None)
    name = getattr(path, "name", "")
    return name[:-5] if name.endswith(".json") else None
