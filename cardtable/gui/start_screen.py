"""The start screen: the game catalogue, "Continue", and the saved games (open / delete).

The catalogue is a grid of game cards (two columns when there is room, else one) in a scroll
area. A game whose table layout is not there yet is listed with its button disabled and a
"coming soon" note, so a catalogue that grows ahead of the table never crashes the app.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QPushButton, QScrollArea,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

STYLE = """
#StartScreen { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1f6b43, stop:1 #124a2d); }
#StartScreen QLabel { color: #f4f8f2; }
#Title { font-size: 34px; font-weight: bold; }
#Section { font-size: 20px; font-weight: bold; margin-top: 6px; }
#Catalogue { background: transparent; }
#GameCard { background: #fbf7ea; border-radius: 12px; }
#GameCard QLabel { color: #1c2b22; }
#GameName { font-size: 20px; font-weight: bold; }
#GameMeta { color: #4a5a50; }
#ComingSoon { color: #8a5a00; font-style: italic; }
#StartScreen QPushButton { background: #ffd54a; color: #2b2200; border: none; border-radius: 8px;
  padding: 8px 16px; font-size: 15px; font-weight: bold; }
#StartScreen QPushButton:disabled { background: #9fb5a6; color: #3d4d42; }
#StartScreen QPushButton:hover { background: #ffe27a; }
#StartScreen QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }
#StartScreen QScrollBar::handle:vertical { background: rgba(255,255,255,0.35); border-radius: 5px; min-height: 30px; }
#StartScreen QScrollBar::add-line, #StartScreen QScrollBar::sub-line { height: 0; }
#StartScreen QScrollBar::add-page, #StartScreen QScrollBar::sub-page { background: none; }
#StartScreen QTreeWidget { background: #fbf7ea; color: #1c2b22; border-radius: 8px; font-size: 14px; }
"""


class StartScreen(QWidget):
    new_game = Signal(str)  # game id
    open_save = Signal(str)  # save id
    delete_save = Signal(str)
    continue_game = Signal()

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
        cols.addLayout(right, 4)
        self.columns_layout = cols
        sec = QLabel("Carry on")
        sec.setObjectName("Section")
        right.addWidget(sec)
        row = QHBoxLayout()
        self.continue_button = QPushButton("Continue")
        self.continue_button.clicked.connect(self.continue_game)
        self.continue_label = QLabel("")
        self.continue_label.setWordWrap(True)
        row.addWidget(self.continue_button)
        row.addWidget(self.continue_label, 1)
        right.addLayout(row)
        sec = QLabel("Saved games")
        sec.setObjectName("Section")
        right.addWidget(sec)
        self.saves = QTreeWidget()
        self.saves.setHeaderLabels(["Game", "Players", "Saved", "Whose turn"])
        self.saves.setRootIsDecorated(False)
        self.saves.setAccessibleName("Saved games")
        self.saves.header().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.saves.header().setStretchLastSection(True)
        self.saves.itemDoubleClicked.connect(lambda item, _col: self.open_save.emit(item.data(0, Qt.UserRole)))
        self.saves.itemSelectionChanged.connect(self._selection_changed)
        right.addWidget(self.saves, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton("Open")
        self.delete_button = QPushButton("Delete")
        self.open_button.clicked.connect(lambda: self._emit_selected(self.open_save))
        self.delete_button.clicked.connect(lambda: self._emit_selected(self.delete_save))
        row.addWidget(self.open_button)
        row.addWidget(self.delete_button)
        row.addStretch()
        right.addLayout(row)
        self.problems = QLabel("")
        self.problems.setWordWrap(True)
        right.addWidget(self.problems)
        self._selection_changed()

    #: the catalogue shows two columns of game cards when it is at least this wide (pixels)
    TWO_COLUMNS_FROM = 600

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
            meta = QLabel(f"{info.players_text()} players \u00b7 {info.family}")
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
        width = self.catalogue_scroll.viewport().width()
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
        self._reflow()

    def set_saves(self, summaries, problems, latest) -> None:
        self.saves.clear()
        for s in summaries:
            turn = s.status if s.over else s.status.split(":")[0] if ":" in s.status else s.status
            item = QTreeWidgetItem([s.game_name, ", ".join(s.players),
                                    s.saved_at.astimezone().strftime("%a %d %b, %H:%M"), turn])
            item.setData(0, Qt.UserRole, s.save_id)
            item.setToolTip(3, s.status)
            self.saves.addTopLevelItem(item)
        if latest is not None:
            self.continue_button.setEnabled(True)
            self.continue_label.setText(f"{latest.game_name} with {', '.join(latest.players)}: {latest.status}")
        else:
            self.continue_button.setEnabled(False)
            self.continue_label.setText("No game in progress yet.")
        self.problems.setText(
            "" if not problems else f"{len(problems)} file(s) in the saves folder could not be read: "
            + "; ".join(str(p) for p in problems[:3]))
        self._selection_changed()

    def selected_save(self) -> str | None:
        items = self.saves.selectedItems()
        return items[0].data(0, Qt.UserRole) if items else None

    def _selection_changed(self) -> None:
        has = self.selected_save() is not None
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def _emit_selected(self, signal) -> None:
        sid = self.selected_save()
        if sid:
            signal.emit(sid)
