"""The start screen: the game catalogue, "Continue", and the saved games (open / rename / delete).

The catalogue is a grid of game tiles (the game's name and how many play; what it is in the
tile's tooltip), grouped by family (families of one game together under "More games"), in a
vertical scroll area, with a search box and a number of players above it: "we are five" shows
only the games five can play. Tiles are as wide as the longest name needs and as many to a row
as fit, so the grid never scrolls sideways. Text and tiles grow with the window (see
:func:`style`). A game whose table layout is not there yet is listed with its tile disabled
and "coming soon", so a catalogue that grows ahead of the table never crashes the app.

Only what the window's first paint shows is built in the constructor, and without the Qt
namespace's enums (:mod:`cardtable.gui.lazy_qt`); the tiles, the search box and the rest come
with the catalogue, just after that paint.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QBoxLayout, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QTreeWidget, QVBoxLayout, QWidget)

from ..core.words import headed, plural, who_plays, who_plays_forms
from ..play.people_words import BETWEEN, next_hand_words, saved_status
from .dialogs import nested, plain_tip, take_all
from .lazy_qt import Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTreeWidgetItem
    from PySide6.QtGui import QFont

STYLE_TEMPLATE = """
#StartScreen { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1f6b43, stop:1 #124a2d); }
#StartScreen QLabel { color: #f4f8f2; font-size: 15px; }
/* #StartScreen QLabel#Name: more specific than the rule above, so each keeps its size */
#StartScreen QLabel#Title { font-size: 34px; font-weight: bold; }
#StartScreen QLabel#Section { font-size: 20px; font-weight: bold; margin-top: 6px; }
#StartScreen QLabel#Family { font-size: 16px; font-weight: bold; color: #ffe9a8; padding: 6px 0px 0px 2px; }
#StartScreen QLabel#Loading, #StartScreen QLabel#NoMatch { color: #dfe9e2; font-style: italic; }
#Catalogue, #StartScreen QWidget#qt_scrollarea_viewport { background: transparent; }
#StartScreen QScrollArea { background: transparent; border: none; }
#StartScreen QPushButton#GameTile { background: #fbf7ea; border: 3px solid #fbf7ea; border-radius: 10px;
  padding: 0px; }
#StartScreen QPushButton#GameTile:hover { background: #fff1bf; border-color: #ffd54a; }
#StartScreen QPushButton#GameTile:focus { border-color: #ffb300; }
#StartScreen QPushButton#GameTile:disabled { background: #c9d6cc; border-color: #c9d6cc; }
#StartScreen QLabel#TileName { color: #1c2b22; font-size: 15px; font-weight: bold; }
#StartScreen QLabel#TileMeta { color: #4a5a50; font-size: 13px; }
#StartScreen QLabel#ComingSoon { color: #8a5a00; font-size: 13px; font-style: italic; }
#StartScreen QLineEdit, #StartScreen QComboBox { font-size: 15px; min-height: 24px; background: #ffffff;
  color: #1c2b22; border: 3px solid #ffffff; border-radius: 6px; padding: 1px 4px; }
#StartScreen QComboBox { padding-right: 22px; }
#StartScreen QComboBox::drop-down { border: none; width: 22px; }
#StartScreen QComboBox::down-arrow { image: url("DOWN_ARROW"); width: 12px; height: 8px; }
/* where the keys are, on every control of the screen: the tiles' amber ring, 3 pixels (the search
   box and the players box had a 1-pixel blue edge on the green, and the saved games none, s36 t3
   #10); the border is always there (white, or the list's own colour, without the focus), so the
   ring never moves the words */
#StartScreen QLineEdit:focus, #StartScreen QComboBox:focus, #StartScreen QTreeWidget:focus { border-color: #ffb300; }
#StartScreen QPushButton { background: #ffd54a; color: #2b2200; border: 3px solid transparent; border-radius: 8px;
  padding: 5px 13px; font-size: 15px; font-weight: bold; outline: none; }
/* the buttons under the saved games, closer where four in a row need it (ButtonRows) */
#StartScreen QPushButton[tight="true"] { padding: 5px 7px; }
#StartScreen QPushButton:disabled { background: #9fb5a6; color: #3d4d42; }
#StartScreen QPushButton:hover { background: #ffe27a; }
/* where the keys are: a white ring on the dark green, as the table's focus ring and the
   overlays' buttons (it was a hairline, and one of these buttons is Delete); the border is
   always there (transparent without the focus), so the ring never moves the words */
#StartScreen QPushButton:focus { border: 3px solid #ffffff; }
/* a way round the list, not the evening's next step: drawn in outline, quieter than Continue */
#StartScreen QPushButton#Secondary { background: transparent; color: #ffe9a8; border: 2px solid #ffd54a; }
#StartScreen QPushButton#Secondary:hover { background: rgba(255,213,74,0.18); }
#StartScreen QPushButton#Secondary:focus { border: 3px solid #ffffff; }
#StartScreen QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }
#StartScreen QScrollBar::handle:vertical { background: rgba(255,255,255,0.35); border-radius: 5px; min-height: 30px; }
#StartScreen QScrollBar::add-line, #StartScreen QScrollBar::sub-line { height: 0; }
#StartScreen QScrollBar::add-page, #StartScreen QScrollBar::sub-page { background: none; }
#StartScreen QTreeWidget { background: #fbf7ea; alternate-background-color: #eee5c8; color: #1c2b22;
  border: 3px solid #fbf7ea; border-radius: 8px; font-size: 14px; }
#StartScreen QHeaderView::section { font-size: 14px; }
#StartScreen QLabel#Damaged { color: #ffd9a0; }
"""


def style(factor: float) -> str:
    """The start screen's style with every text size multiplied by ``factor`` (1.0 for a window
    about 768 pixels high): text grows with the window on a 2560x1440 or 3840x2160 screen."""
    import re

    def grow(m: re.Match) -> str:
        return re.sub(r"(\d+)px", lambda n: f"{round(int(n.group(1)) * factor)}px", m.group(0))

    return re.sub(r"(?:font-size|padding|border-radius|width|height): ?\d+px(?: \d+px)*", grow,
                  STYLE_TEMPLATE.replace("DOWN_ARROW", _down_arrow()))


def _down_arrow() -> str:
    """The players box's arrow (a file of the assets): its own drop-down is drawn by the style
    sheet once the box has a ring of its own, and Qt's arrow then is gone."""
    from ..resources import asset_path

    try:
        return asset_path("icons", "down-arrow.svg").as_posix()
    except FileNotFoundError:  # (no assets: a box without its arrow, still a box that opens)
        return ""


STYLE = style(1.0)


def scale_for(height: int) -> float:
    """Text size factor for a window (or screen area) ``height`` pixels high."""
    return max(1.0, round(height / 740, 1))


#: the Carry on line (the last game and its status) is on this many lines at most: a third for
#: a status of two sentences (a Hearts game saved during its pass was cut at "Still to pass: …"
#: at 1024x600, s45), where the list keeps room for three games and more
CONTINUE_LINES = 3
#: the title's size in the style sheet's #Title (at text of 1x; smaller where it would take two lines)
TITLE_PX = 34
#: the saved-games list's first column's title, and its title where the column is narrower
HEADER, HEADER_SHORT = "Game and players", "Game"
#: a start screen less high than this (pixels of the app, at text of 1x) is low: its margins
#: are halved and the "Carry on" heading left out, for the saved games' room (:meth:`StartScreen._fit_low`)
LOW_SCREEN = 500
LOWER_SCREEN = 400
#: the room between the search box and the number of players side by side
BESIDE = 28
#: a saved-games list narrower than this (its view, pixels) breaks "Whose turn" shorter
NARROW_LIST = 400
#: the saved-games list's column with the game and its players
PLAYERS = 0
#: A saved game's row keeps its game's words and players (to break the lines again on resize).
ROW_WORDS = 0x0101  # Qt.UserRole + 1
#: ... and the words the search box finds it by (its game's name, its players; a file's name)
ROW_SEARCH = 0x0102
ROW_GAME = 0x0103  # a save row's game id (Help > Rules follows the row selected)
#: A group's name (its key in ``save_rows``) and its heading before and after its count ("In
#: progress", ""; "Damaged file", ": open it to see what can be done"): the count follows the search box
#: ("In progress (1 of 13)").
GROUP_HEAD = 0x0104
#: a group's heading as said, before it is broken onto lines to the list's width
GROUP_TEXT = 0x0105
#: a saved game's row that cannot be renamed though its game is known: only its backup is left
ROW_NO_RENAME = 0x0106


def searchable(*parts: str) -> str:
    """The words the search box finds something by, in lower case, with each number also written
    without its thousands commas: "10000" finds "10,000" (typed "10,000" finds it too)."""
    text = " ".join(parts).casefold()
    bare = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    return text if bare == text else f"{text} {bare}"


def found_in(words: Sequence[str], text: str) -> bool:
    """Whether every word typed (in lower case) begins a word of ``text`` (in lower case, as
    :func:`searchable` gives it): "rum" finds "Rummoli" and "Gin Rummy", not the "trump" in
    Euchre's description, which the tester looking for the rummies found listed with them (s30
    t2 #2); "10,000" and "fark" find 10,000."""
    # (a word begins where no letter or digit is before it: an id's "ten_thousand" has two)
    return all(re.search(r"(?<![^\W_])" + re.escape(w), text) for w in words)


def game_names(info) -> tuple[str, ...]:
    """The names a game is found by, its tile and its saved games alike: its name, its family, its
    id and its other names (``keywords``: "solitaire" found the Spider tile, not the saved Spider
    game under it)."""
    return (info.name, info.family, info.id, *info.keywords)


def group_heading(title: str, shown: int, total: int, tail: str = "") -> str:
    """A group's heading with its count: "In progress (13)", or while the search box hides some
    of its rows "In progress (1 of 13)" (it kept "(13)" over the one row "Spider" found)."""
    count = f"{total}" if shown == total else f"{shown} of {total}"
    return f"{title} ({count}){tail}"

#: a space a line is never broken at ("2 moves", "1 computer" in a saved game's row)
NBSP = "\u00a0"

#: the Damaged files heading's words after its count, for several files and for one
DAMAGED_TAIL = {False: ": open one to see what can be done", True: ": open it to see what can be done"}

#: the colour of a saved game or file of a newer Card Table (not damaged: dark red is for those)
NEWER = "#8a5a00"

#: the heading of the families that have a single game in the catalogue
MORE_GAMES = "More games"


def family_groups(infos) -> list[tuple[str, list]]:
    """The catalogue by family, in catalogue order (a family where its first game is), with the
    families of a single game together at the end under :data:`MORE_GAMES`."""
    groups: dict[str, list] = {}
    for info in infos:
        groups.setdefault(info.family, []).append(info)
    out = [(family, games) for family, games in groups.items() if len(games) > 1]
    more = [games[0] for games in groups.values() if len(games) == 1]
    if more:
        out.append((MORE_GAMES, more))
    return out


#: The key that takes the keyboard to the saved games (the "Saved games" heading's underlined S).
SAVED_GAMES_KEY = "Alt+S"


def enter_presses(*buttons: QPushButton) -> None:
    """Enter (and the keypad's Enter) presses each of ``buttons`` when it has the keys, as Space
    does: a push button outside a dialog takes only Space, and Enter on a game tile, on Continue
    or on Clear finished did nothing (s32 t2 #1). (A button that is its window's "auto default"
    clicks on Enter; outside a dialog that is all it does.)"""
    for button in buttons:
        button.setAutoDefault(True)


class GameTile(QPushButton):
    """One game of the catalogue: its name over how many play (and its family under "More
    games"); a click opens the New Game dialog. What the game is, in its tooltip."""

    def __init__(self, info, ready: bool, with_family: bool, parent=None):
        super().__init__(parent)
        self.setObjectName("GameTile")
        self.info = info
        #: Whether the search words and the number of players leave the tile in view
        self.matched = True
        #: The heading of the family the tile is shown under (set by the start screen)
        self.family_heading: QWidget | None = None
        self.setAccessibleName(f"New game of {info.name}")
        self.setAccessibleDescription(info.description)
        self.setCursor(Qt.PointingHandCursor)
        enter_presses(self)
        lay = QVBoxLayout(self)
        self._lay = lay
        self.set_factor(1.0)
        self.name_label = QLabel(info.name)
        self.name_label.setObjectName("TileName")
        meta = info.players_phrase() + (f" \u00b7 {info.family}" if with_family else "")
        self.meta_label = QLabel(meta)
        self.meta_label.setObjectName("TileMeta")
        self.meta_label.setWordWrap(with_family)  # a long family name wraps: the tile is as wide as the names
        lay.addWidget(self.name_label)
        lay.addWidget(self.meta_label)
        tip = f"{headed(info.name, info.players_phrase())}, {info.family}.\n{info.description}"
        if not ready:
            soon = QLabel("Coming soon")
            soon.setObjectName("ComingSoon")
            lay.addWidget(soon)
            tip += f"\n{info.name} is coming soon: its table is still being built."
        for label in self.findChildren(QLabel):
            label.setTextFormat(Qt.PlainText)
            label.setAttribute(Qt.WA_TransparentForMouseEvents)  # the click is the tile's
        self.setToolTip(plain_tip(tip))
        self.setEnabled(ready)
        self.words = searchable(*game_names(info), info.description)

    def set_factor(self, factor: float) -> None:
        """Room inside the tile, grown with its text (see :func:`style`)."""
        across, down = round(12 * factor), round(8 * factor)
        self._lay.setContentsMargins(across, down, across, down)
        self._lay.setSpacing(round(2 * factor))

    def sizeHint(self):
        return self.layout().totalSizeHint()

    def minimumSizeHint(self):
        return self.layout().totalMinimumSize()

    def matches(self, words: list[str], players: int | None) -> bool:
        """Whether the tile stays in view for the search words and the number of players."""
        if players is not None and players not in self.info.allowed_counts():
            return False
        return found_in(words, self.words)


class ButtonRows(QWidget):
    """The buttons under the saved games: in one row where the column has the width (their
    padding tightened if that makes them fit); else the ones a family uses most (Open, Delete) and "More…", whose menu has the rest (Rename, Clear
    finished), in one row; else those two to a row, so that the column, and the window, may be
    narrower than the four side by side. In a window 680 px wide they read "Open", "enam",
    "Delete" with its D cut and "r finis", and the window's least width was that of the four in
    a row (s32 t4 #2); two rows of two took the height of a saved game from the list, which held
    one row at 1280x720 with text at 1.5x (s45 t3 #1)."""

    SPACING = 8  # (four buttons in the width three took 28 apart: the column keeps its width)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(self.SPACING)
        self.grid.setSizeConstraint(QGridLayout.SizeConstraint.SetNoConstraint)
        self.every: list[QPushButton] = []  # all of them, in order
        self.folded: list[QPushButton] = []  # those "More…" stands for where the four do not fit
        self.more: QPushButton | None = None
        self.buttons: list[QPushButton] = []  # those shown, in order
        self.per_row = 0
        self.tight = False  # (their padding across the style's "tight": 7 px, not 13)
        self.loosen = 12  # how much wider a button is without it (both sides; set with the text's size)

    def set_buttons(self, buttons: list[QPushButton], more: QPushButton | None = None,
                    folded: Sequence[QPushButton] = ()) -> None:
        self.every, self.more, self.folded = list(buttons), more, list(folded)
        for b in self.every + ([more] if more is not None else []):
            b.setParent(self)  # (a button left out is hidden here, never a window of its own)
        self.buttons = []
        self._place(*self._layout(10 ** 6))

    def set_factor(self, factor: float) -> None:
        """The text's size (:func:`style`): how much a button's padding takes off when tight."""
        self.loosen = 2 * (round(13 * factor) - round(7 * factor))

    def _short(self) -> list[QPushButton]:
        """The buttons shown where the four do not fit in a row."""
        if self.more is None:
            return self.every
        return [b for b in self.every if b not in self.folded] + [self.more]

    def _width(self, b: QPushButton, tight: bool = False) -> int:
        """A button's width, its padding as usual or tight."""
        return b.sizeHint().width() + (self.loosen if self.tight else 0) - (self.loosen if tight else 0)

    def _row_width(self, buttons: list[QPushButton], tight: bool = False) -> int:
        return sum(self._width(b, tight) for b in buttons) + self.SPACING * max(0, len(buttons) - 1)

    def _layout(self, width: int) -> tuple[list[QPushButton], int, bool]:
        """The buttons shown at ``width``, how many to a row (all, else half, rounded up), and
        whether tight: the four in a row, tight if need be (at 1024x600 they fit so), else the
        short ones (Open, Delete, More…)."""
        short = self._short()
        for buttons, tight in ((self.every, False), (self.every, True), (short, False), (short, True)):
            if self._row_width(buttons, tight) <= width:
                return buttons, len(buttons), tight
        return short, max(1, (len(short) + 1) // 2), False

    def _place(self, buttons: list[QPushButton], per_row: int, tight: bool = False) -> None:
        if tight != self.tight:
            self.tight = tight
            for b in self.every + ([self.more] if self.more is not None else []):
                b.setProperty("tight", tight)
                b.style().unpolish(b)
                b.style().polish(b)
        if (buttons, per_row) != (self.buttons, self.per_row):
            for b in self.buttons:
                self.grid.removeWidget(b)
            for b in self.every + ([self.more] if self.more is not None else []):
                b.setVisible(b in buttons)
            self.buttons, self.per_row = buttons, per_row
            for k, b in enumerate(buttons):
                self.grid.addWidget(b, k // per_row, k % per_row)
            for c in range(len(self.every) + 2):
                self.grid.setColumnStretch(c, 0)
            self.grid.setColumnStretch(per_row, 1)
        # (its height said outright: the rows it takes at its width, its text's size now)
        height = self._rows_height(len(buttons), per_row)
        if (self.minimumHeight(), self.maximumHeight()) != (height, height):
            self.setFixedHeight(height)

    def _rows_height(self, count: int, per_row: int) -> int:
        rows = -(-count // max(1, per_row)) if count else 0
        h = max((b.sizeHint().height() for b in self.every), default=0)
        return rows * h + max(0, rows - 1) * self.SPACING

    def minimumSizeHint(self) -> QSize:
        short = self._short()
        half = max(1, (len(short) + 1) // 2)
        ws = [self._width(b) for b in short]
        least = max((sum(ws[k:k + half]) + self.SPACING * (half - 1) for k in range(0, len(ws), half)), default=0)
        return QSize(least, self._rows_height(1, 1))

    def sizeHint(self) -> QSize:
        return QSize(self._row_width(self.every), self._rows_height(1, 1))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place(*self._layout(self.width()))


#: the saved-games list's own background (its style's): a group's heading keeps it, unshaded
LIST_PAPER = "#fbf7ea"


def as_heading(group) -> None:
    """A group's heading row ("In progress (3)") in the saved-games list: bold, not to be chosen,
    on the list's plain paper wherever the shading of every other row falls ("Finished (1)" was
    shaded as a game is)."""
    from PySide6.QtGui import QBrush, QColor

    group.setFlags(Qt.ItemIsEnabled)
    f = group.font(0)
    f.setBold(True)
    group.setFont(0, f)
    for column in range(3):
        group.setBackground(column, QBrush(QColor(LIST_PAPER)))


class SavesList(QTreeWidget):
    """The saved games under their group headings ("In progress (3)"), for the keyboard as for
    the mouse: the keys move from game to game, never onto a heading, and the list marks a game
    when it takes the keys. Shift+Tab into the list marked nothing (Qt's current row was the
    heading, drawn with a faint frame only when an arrow key was pressed), and Enter there did
    nothing (s30 t2 #4)."""

    def moveCursor(self, action, modifiers):
        index = super().moveCursor(action, modifiers)
        if not index.isValid() or index.parent().isValid():
            return index  # a game's row (a heading is a top-level row)
        acts = QAbstractItemView.CursorAction
        up = action in (acts.MoveUp, acts.MovePageUp, acts.MoveHome, acts.MovePrevious)
        # past the heading the way the keys go; at the top (Up from the first game, Home) back down
        for step in (self.indexAbove, self.indexBelow) if up else (self.indexBelow, self.indexAbove):
            found = index
            while found.isValid() and not found.parent().isValid():
                found = step(found)
            if found.isValid():
                return found
        return index

    def focusInEvent(self, event) -> None:
        """Taking the keys (Tab, Shift+Tab), the list marks a game: the one it had, else the
        first game in sight."""
        super().focusInEvent(event)
        if event.reason() == Qt.MouseFocusReason:
            return  # (the click marks its own row)
        item = self.currentItem()
        parent = item.parent() if item is not None else None
        if item is None or parent is None or item.isHidden() or parent.isHidden():
            item = self.first_row()
        if item is not None and not item.isSelected():
            self.setCurrentItem(item)
            item.setSelected(True)

    def __init__(self, parent=None):
        super().__init__(parent)
        # (the view's foot fitted to whole rows where it scrolls, is resized, and its rows change)
        self.foot_timer = QTimer(self)
        self.foot_timer.setSingleShot(True)
        self.foot_timer.setInterval(0)
        self.foot_timer.timeout.connect(self.fit_bottom)
        self.verticalScrollBar().valueChanged.connect(self.fit_later)
        self.verticalScrollBar().rangeChanged.connect(self.fit_later)

    def fit_later(self, *_) -> None:
        """:meth:`fit_bottom` once the list is laid out."""
        timer = getattr(self, "foot_timer", None)  # (none yet while the tree view is being made)
        if timer is not None:
            timer.start()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_later()

    def fit_bottom(self) -> None:
        """The view ends under the last row whole in it: the rest of its height left empty, not
        a row cut in half (the third line of a long row was cut at the list's bottom edge, s45
        t3 #5). The list scrolls a row at a time, so the row at the top is always whole."""
        from PySide6.QtCore import QPoint

        slack = self._foot
        room = self.viewport().height() + slack
        bottom, index, cut = 0, self.indexAt(QPoint(1, 1)), False
        while index.isValid():
            rect = self.visualRect(index)
            if rect.bottom() + 1 > room:
                cut = True
                break
            bottom = rect.bottom() + 1
            index = self.indexBelow(index)
        want = room - bottom if cut and bottom > 0 else 0
        if want != slack:
            self._foot = want
            self.updateGeometries()

    #: the empty room under the last whole row (:meth:`fit_bottom`)
    _foot = 0
    _fitting = False

    def updateGeometries(self) -> None:
        """(a tree view sets its margins around its view here, the header's above and none
        below: the room under the last whole row is put back)"""
        if self._fitting:
            return  # (the margins being set: the tree's own would undo them)
        super().updateGeometries()
        self.fit_later()  # (its rows laid out again: their heights may have changed)
        margins = self.viewportMargins()
        if margins.bottom() != self._foot:
            self._fitting = True
            try:
                self.setViewportMargins(margins.left(), margins.top(), margins.right(), self._foot)
            finally:
                self._fitting = False

    def first_row(self):
        """The first game's row in sight, or None."""
        for i in range(self.topLevelItemCount()):
            group = self.topLevelItem(i)
            if group is None or group.isHidden():
                continue
            for j in range(group.childCount()):
                if not group.child(j).isHidden():
                    return group.child(j)
        return None


class StartScreen(QFrame):
    # A QFrame rather than a QWidget: a style sheet's background is painted for a QFrame as it
    # is, where a QWidget subclass needs the WA_StyledBackground attribute (Qt's enums, built
    # after the first paint: see the module docstring).
    new_game = Signal(str)  # game id
    open_save = Signal(str)  # save id
    delete_save = Signal(str)
    rename_save = Signal(str)  # save id: Rename (the row's menu, F2 or the button)
    copy_save = Signal(str)  # save id: Make a copy (the row's menu)
    continue_game = Signal()
    clear_finished = Signal(list)  # the save ids of every finished game
    reread = Signal()  # F5: the saved games read again from their folder
    open_file = Signal()  # "Open a file…": a game saved outside the saves folder (a copy)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        cols = QHBoxLayout()
        cols.setSpacing(28)
        outer.addLayout(cols, 1)

        left = QVBoxLayout()
        cols.addLayout(left, 4)
        # the title over the catalogue only: the right column starts at the top, and its saved
        # games have the height (at 1024x600, with 22 games and the notice of a damaged file,
        # the list had room for one game and a half, under the title's empty right half)
        title = QLabel("\u2660 \u2665 Card Table \u2663 \u2666")
        title.setObjectName("Title")
        title.setWordWrap(True)  # (on two lines in a narrow window rather than widening the column)
        self.title = title
        left.addWidget(title)
        sec = QLabel("Start a new game")
        sec.setObjectName("Section")
        left.addWidget(sec)
        head = QHBoxLayout()
        self.catalogue_head = head  # the search box and the number of players come with the catalogue
        left.addLayout(head)
        self.catalogue_box = QGridLayout()
        self.catalogue_box.setSpacing(10)
        self.catalogue_box.setContentsMargins(0, 0, 0, 0)
        self.cards: list[QWidget] = []  # what the grid shows: family headings and game tiles
        self.tiles: list[GameTile] = []
        self.infos: dict = {}  # the catalogue's games by id (a saved game is found by its game's names)
        self.new_game_buttons: dict[str, QPushButton] = {}
        self._columns = 0
        self._shown: tuple | None = None  # the tiles placed (None: place them again)
        self._tile_width = 0
        self._factor = 1.0  # text and room grow with the window (see resizeEvent)
        self._catalogue_key: tuple | None = None  # the games the tiles show, and which can be played
        holder = QWidget()
        holder.setLayout(self.catalogue_box)
        self.catalogue_holder = holder
        holder.setObjectName("Catalogue")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # (the viewport is transparent by the style sheet: asking Qt for it here costs 8 ms)
        scroll.setWidget(holder)
        self.catalogue_scroll = scroll
        left.addWidget(scroll, 1)
        self.filter_edit = None
        self.players_box = None

        right = QVBoxLayout()
        # (a nested layout takes its parent's spacing, the columns' 28 px: four such gaps in the
        # right column were the height of two saved games)
        right.setSpacing(10)
        self.right_column = right
        cols.addLayout(right, 3)
        self.columns_layout = cols
        sec = QLabel("Carry on")
        sec.setObjectName("Section")
        self.carry_on_heading = sec  # (left out in a low window: see resizeEvent)
        right.addWidget(sec)
        row = nested(right, QHBoxLayout())
        self.continue_button = QPushButton("Continue")
        enter_presses(self.continue_button)
        self.continue_button.clicked.connect(self.continue_game)
        # plain text (set with the saves, after the first paint), on two lines at most: the whole
        # status line of the last game pushed the saved-games list down to a row and a half at
        # 1024x600; the rest is in its tooltip
        self.continue_label = LinesLabel(CONTINUE_LINES)
        row.addWidget(self.continue_button)
        row.addWidget(self.continue_label, 1)
        # Alt+S (its underlined S) takes the keys to the list: Tab went there through every
        # game tile, about forty of them (s32 t2 #13); the list is its buddy once it is made
        # its "&" (the key) only with its buddy, the list: without one a label paints the "&"
        # ("&Saved games" while the saves were read, s38 t5 F3)
        sec = QLabel("Saved games")
        sec.setObjectName("Section")
        sec.setToolTip(f"The games saved, to carry on or open ({SAVED_GAMES_KEY})")
        self.saves_heading = sec
        # beside the heading (the four buttons under the list keep their two rows at the least
        # width), a game kept outside the list (a copy on a stick): Game > Open showed a raw file
        # picker on the saves folder, its code names and .bak backups (s41 t2); it shows this
        # list now, and this button the picker, for a file elsewhere
        heading_row = nested(right, QHBoxLayout())
        heading_row.addWidget(sec, 1)
        self.open_file_button = QPushButton("Open a file\u2026")
        self.open_file_button.setObjectName("Secondary")
        self.open_file_button.setToolTip("Open a game saved somewhere else, such as a copy made with Save As")
        self.open_file_button.clicked.connect(self.open_file.emit)
        enter_presses(self.open_file_button)
        heading_row.addWidget(self.open_file_button, 0, Qt.AlignBottom)
        self.saves: SavesList | None = None  # the list is made with the saves, after the first paint
        self._saves_place = nested(right, QVBoxLayout(), 1)
        self._saves_place.setContentsMargins(0, 0, 0, 0)
        # (its room, kept for it: as much as the list keeps, so the screen's least size is the
        # same before the saves are read as after, 680 then 794 px wide, s32 t4 #2)
        self._saves_place.addSpacing(self._saves_least().height())
        self._saves_place.addStretch(1)
        self.button_rows = ButtonRows()
        right.addWidget(self.button_rows)
        self.open_button = QPushButton("Open")
        self.rename_button = QPushButton("Rename")
        self.rename_button.setToolTip("Give the selected saved game a name of your own (F2)")
        self.delete_button = QPushButton("Delete")
        self.clear_button = QPushButton("Clear finished")  # (its tooltip says the rest: four buttons in the column's width)
        self.clear_button.setToolTip("Delete every finished game from the list, in one go")
        self.clear_button.setEnabled(False)  # until the saves are read and some game is finished
        self.open_button.clicked.connect(lambda: self._emit_selected(self.open_save))
        self.delete_button.clicked.connect(lambda: self._emit_selected(self.delete_save))
        self.rename_button.clicked.connect(lambda: self._emit_selected(self.rename_save))
        self.clear_button.clicked.connect(lambda: self.clear_finished.emit(list(self.finished_ids)))
        self.finished_ids: list[str] = []
        #: the saved games' order as the list shows them (save ids), while the screen shows: the
        #: list read again then (another window saved, a dialog closed) keeps it, so no row moves
        #: under the pointer (s44 t3 F10: a game saved elsewhere went to the top and pushed every
        #: row down, and a double-click opened another game); None while it is hidden, so that
        #: coming back to it lists the game just played first (newest first)
        self.shown_order: list[str] | None = None
        self.continue_id: str | None = None  # the save the Continue line names (and opens)
        self._dialog_closed_at = float("-inf")  # (when a dialog from the list last closed: dialog_closed)
        # where the four do not fit in a row: Open, Delete and this, its menu the other two
        self.more_button = QPushButton("More\u2026")
        self.more_button.setToolTip("Rename the selected saved game, or clear the finished games")
        self.more_button.setAccessibleName("More: Rename, Clear finished")
        self.more_button.clicked.connect(self._more_menu)
        enter_presses(self.open_button, self.rename_button, self.delete_button, self.clear_button, self.more_button)
        self.button_rows.set_buttons([self.open_button, self.rename_button, self.delete_button, self.clear_button],
                                     more=self.more_button, folded=[self.rename_button, self.clear_button])
        # on one line, shorter words where the whole does not fit (whole on its tooltip): on four
        # lines at 1280x720 with text at 1.5x it took more room than the list (s45 t3 #1); a
        # click shows the files it speaks of
        self.problems = NoticeLabel(1)
        self.problems.setObjectName("Damaged")
        self.problems.clicked.connect(self._show_problem_rows)
        self.problems.hide()  # shown only when some file could not be read: its room goes to the list
        right.addWidget(self.problems)
        self._selection_changed()

    def show_loading(self) -> None:
        """What the screen shows between the window's first paint and the catalogue and saves
        being read (a moment: the main window reads them right after that paint)."""
        label = QLabel("Setting out the games\u2026")
        label.setObjectName("Loading")
        self.catalogue_box.addWidget(label, 0, 0)
        self.catalogue_box.setRowStretch(1, 1)  # at the top, where the tiles will be
        self.cards = [label]
        self.continue_button.setEnabled(False)

    def _make_filters(self) -> None:
        """The search box and the number of players, above the tiles."""
        from PySide6.QtWidgets import QComboBox, QLineEdit

        edit = QLineEdit()
        edit.setPlaceholderText("Find a game\u2026")
        edit.setAccessibleName("Find a game by its name, family or what it is")
        edit.setClearButtonEnabled(True)
        edit.textChanged.connect(lambda _text: self._refilter())
        edit.returnPressed.connect(self._open_only_match)
        box = QComboBox()
        box.setAccessibleName("Number of players")
        box.addItem("Any number of players", None)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.currentIndexChanged.connect(lambda _i: self._refilter())
        self.catalogue_head.addWidget(edit, 2)
        self.catalogue_head.addWidget(box)
        self.filter_edit, self.players_box = edit, box
        box.installEventFilter(self)  # (its letters go to the search box: see eventFilter)
        # (and the two placed again when the title, as wide as their column, is resized: at the
        # screen's own resize the column still had its old width, and the search box stood
        # beside the number of players 130 px wide at 800x600, s45 t2 #12)
        self.title.installEventFilter(self)
        edit.installEventFilter(self)  # (and when its font comes from the style sheet: it is measured in it)
        self.take_keys()  # the screen opens ready for a game's name to be typed
        # Ctrl+F (the platform's Find key) goes to the search box while the start screen shows
        from PySide6.QtGui import QKeySequence, QShortcut

        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        def find_words() -> None:
            edit.setFocus()
            edit.selectAll()

        find.activated.connect(find_words)
        # F5, as a file window reads its folder again (it did nothing, s31 t2 #3)
        again = QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self)
        again.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        again.activated.connect(self.reread)
        edit.setToolTip(f"Find a game by its name, its family or what it is, and the saved games by "
                        f"their name, their game or a player's name "
                        f"({QKeySequence(QKeySequence.StandardKey.Find).toString(QKeySequence.SequenceFormat.NativeText)})")

    def take_keys(self) -> None:
        """The search box takes the keys (the screen opens, a game is left): a name typed at once
        finds the game. Continue had them, where the letters of "oh hell" did nothing and its
        Space reopened the last game (s33 #1)."""
        if self.filter_edit is not None:
            self.filter_edit.setFocus(Qt.OtherFocusReason)

    def _typed(self, event) -> bool:
        """Is ``event`` a key press that types something (no Ctrl, Alt or Meta with it)?"""
        from PySide6.QtCore import QEvent

        if event.type() != QEvent.Type.KeyPress:
            return False
        held = event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)
        text = event.text()
        return not held and bool(text) and text.isprintable() and not text.isspace()

    def _to_search_box(self, event) -> None:
        """What was typed goes on in the search box, which keeps the keys from then on: the
        Space between two words is a space there, never a press of the button or tile that had
        the keys."""
        from PySide6.QtGui import QKeyEvent
        from PySide6.QtWidgets import QApplication

        edit = self.filter_edit
        edit.setFocus(Qt.OtherFocusReason)
        edit.deselect()
        edit.end(False)  # (typed after the words there, not over them)
        QApplication.sendEvent(edit, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                                               event.isAutoRepeat(), event.count()))
        event.accept()

    def keyPressEvent(self, event) -> None:
        """A letter (or any character) typed on a tile or a button (which take only Space and
        Enter, passing the rest here) goes to the search box: "type a name or the start of its
        words" worked only after a click in the box (s33 #1). Text fields and the saved-games
        list keep their own keys."""
        if self.filter_edit is not None and self._typed(event):
            self._to_search_box(event)
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:
        """The number of players box: a letter typed there goes to the search box (its numbers
        still choose a number: "4" is 4 players); the title resized: the search box and the
        number of players placed again."""
        from PySide6.QtCore import QEvent

        if watched is self.players_box and self._typed(event) and not event.text().isdigit():
            self._to_search_box(event)
            return True
        if (watched is self.title and event.type() == QEvent.Type.Resize) or (
                watched is self.filter_edit and event.type() in (QEvent.Type.FontChange, QEvent.Type.Polish)):
            self._fit_filters()
        return super().eventFilter(watched, event)

    def set_catalogue(self, infos, playable=None) -> None:
        """One tile per game, grouped by family; ``playable``: the ids that have a table (None:
        all of them)."""
        key = (tuple(i.id for i in infos), None if playable is None else frozenset(playable))
        if key == self._catalogue_key:
            return  # (back from a table: the same games, the tiles as they were)
        self._catalogue_key = key
        if self.filter_edit is None:
            self._make_filters()
            self._fit_filters()
            self.catalogue_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # (after the first paint)
            # the tiles take the keys, not the area around them: Tab stopped on it, unseen
            self.catalogue_scroll.setFocusPolicy(Qt.NoFocus)
        for card in self.cards:
            self.catalogue_box.removeWidget(card)
            card.deleteLater()
        self.cards, self.tiles = [], []
        self.infos = {info.id: info for info in infos}
        self._number_players(infos)
        self._fit_filters()  # (the number of players as wide as its longest choice now)
        self.new_game_buttons = {}
        for family, games in family_groups(infos):
            heading = QLabel(family, self.catalogue_holder)
            heading.setObjectName("Family")
            heading.setAccessibleName(f"{family} games")
            self.cards.append(heading)
            # in each family, the games you can play now first, then the ones coming soon
            for info in sorted(games, key=lambda i: not (playable is None or i.id in playable)):
                ready = playable is None or info.id in playable
                tile = GameTile(info, ready, with_family=family == MORE_GAMES, parent=self.catalogue_holder)
                tile.set_factor(self._factor)
                tile.family_heading = heading
                tile.clicked.connect(lambda _=False, gid=info.id: self.new_game.emit(gid))
                self.cards.append(tile)
                self.tiles.append(tile)
                self.new_game_buttons[info.id] = tile
        self.no_match = QLabel("No game matches: try fewer words, or any number of players.", self.catalogue_holder)
        self.no_match.setObjectName("NoMatch")
        self.no_match.setWordWrap(True)
        self.cards.append(self.no_match)
        self._columns = 0
        self._order_tabs()
        self._refilter()

    def _order_tabs(self) -> None:
        """Tab goes as the screen reads: the search box, the number of players, the tiles, then
        Continue, the saved games and their buttons. (It went by when each was made, which varies
        with what is read first after the first paint: Shift+Tab from the search box went to
        Clear finished, Continue, the tiles' scroll area and then the list.)"""
        chain = [self.filter_edit, self.players_box, *self.tiles, self.continue_button, self.saves,
                 self.open_button, self.rename_button, self.delete_button, self.clear_button,
                 self.more_button, self.open_file_button]  # (last: Continue's Tab goes on to the list, s32 t2 #13)
        made = [w for w in chain if w is not None]
        for first, second in zip(made, made[1:]):
            QWidget.setTabOrder(first, second)

    def _number_players(self, infos) -> None:
        """The players box offers every number some game is for, from the games' own ranges (it
        stopped at 8, and I Doubt It is for 3 to 10); a number chosen stays chosen."""
        box = self.players_box
        numbers = range(min((i.min_players for i in infos), default=1), max((i.max_players for i in infos), default=0) + 1)
        if [box.itemData(k) for k in range(1, box.count())] == list(numbers):
            return
        wanted = box.currentData()
        box.blockSignals(True)  # (set_catalogue filters the tiles after)
        while box.count() > 1:
            box.removeItem(1)
        for n in numbers:
            box.addItem("1 player" if n == 1 else f"{n} players", n)
        box.setCurrentIndex(max(0, box.findData(wanted)) if wanted is not None else 0)
        box.blockSignals(False)

    def clear_search(self) -> None:
        """Empty the search box (coming back from a game): the words that found the game just
        played kept the list filtered by an old search. The number of players stays (the same
        people are at the table)."""
        if self.filter_edit is not None and self.filter_edit.text():
            self.filter_edit.clear()  # (the tiles and the saved games are filtered again)

    def players_wanted(self) -> int | None:
        """The number of players chosen above the tiles; None for any number."""
        return self.players_box.currentData() if self.players_box is not None else None

    def _refilter(self) -> None:
        words = self.filter_edit.text().casefold().split() if self.filter_edit is not None else []
        players = self.players_wanted()
        for tile in self.tiles:
            tile.matched = tile.matches(words, players)
        self._filter_saves()
        self._shown = None
        self._reflow()
        named = self._named_match()
        if named is not None:  # in view, however far down its family is ("hand and": the last)
            self.catalogue_holder.adjustSize()
            self.catalogue_scroll.ensureWidgetVisible(named)

    def _filter_saves(self) -> None:
        """The saved games the search box's words find (by the name the family gave it, the
        game's name or a player's), all of them when it is empty: "Rummoli" or "Ben" found only
        new games' tiles. A group none of whose rows the words find is hidden while they are
        typed. Words that find no saved game leave the list whole: the search box is the new
        games' ("Start a new game"), and "Euchre" typed to start one turned the saved list into
        "In progress (0 of 1): none match "Euchre"", as if the saved game had gone (s45 t1 #6)."""
        tree = self.saves
        if tree is None:
            return
        typed = " ".join(self.filter_edit.text().split()) if self.filter_edit is not None else ""
        words = typed.casefold().split()
        groups = groups_of(tree)
        if words and not any(found_in(words, item.data(0, ROW_SEARCH) or "") for group in groups for item in rows_of(group)):
            words = []
        for group in groups:
            shown = 0
            for item in rows_of(group):
                found = item.data(0, ROW_SEARCH) or ""
                hidden = not found_in(words, found)
                item.setHidden(hidden)
                shown += not hidden
                if hidden and item.isSelected():  # Open and Delete never act on a row out of sight
                    item.setSelected(False)
            head = group.data(0, GROUP_HEAD)
            if head:  # the count follows the rows in view: "In progress (1 of 13)"
                self._set_heading(group, group_heading(head[1], shown, group.childCount(), head[2]))
            # a heading over no row found is noise ("Gin" showed "Finished (0 of 1)" and "Damaged
            # file (0 of 1): it cannot be opened", nothing under them: it read like an error)
            group.setHidden(bool(words) and not shown)

    def _named_match(self) -> GameTile | None:
        """The one game left in view whose name holds what was typed ("hand and": Hand and Foot,
        where the words are also in four other games' descriptions), or the one whose whole name
        it is ("cassino": Cassino, not Cassino Party Game); None if none or several."""
        text = " ".join(self.filter_edit.text().casefold().split()) if self.filter_edit is not None else ""
        named = [t for t in self.tiles
                 if t.matched and t.isEnabled() and text and found_in([text], t.info.name.casefold())]
        exact = [t for t in named if t.info.name.casefold() == text]
        return named[0] if len(named) == 1 else exact[0] if len(exact) == 1 else None

    def _open_only_match(self) -> None:
        """Enter in the search box opens the game when one game is left, or when one of those
        left is named by what was typed."""
        left = [t for t in self.tiles if t.matched and t.isEnabled()]
        named = self._named_match()
        chosen = left[0] if len(left) == 1 else named
        if chosen is not None:
            self.new_game.emit(chosen.info.id)

    def tile_width(self) -> int:
        """The width every tile gets: enough for the longest name (and "coming soon")."""
        self.catalogue_holder.ensurePolished()  # the style sheet's fonts, if the tiles are new
        return max((t.minimumSizeHint().width() for t in self.tiles), default=200)

    def _reflow(self) -> None:
        """Place the headings and the tiles left in view (as many tiles to a row as fit)."""
        if not self.tiles:
            return
        # The scroll area's own width less a scroll bar's, whether one shows or not: one layout
        # per window size, never a second one because the bar came or went.
        spacing = self.catalogue_box.horizontalSpacing()
        bar = self.catalogue_scroll.verticalScrollBar().sizeHint().width()
        width = self.catalogue_scroll.width() - bar - 4
        tile_width = self.tile_width()
        columns = max(1, min(6, (width + spacing) // (tile_width + spacing)))
        shown = self._in_order([t for t in self.tiles if t.matched])
        if (columns, shown, tile_width) == (self._columns, self._shown, self._tile_width):
            return
        self._columns, self._shown, self._tile_width = columns, shown, tile_width
        box = self.catalogue_box
        take_all(box)
        placed: list[QWidget] = []
        row = col = 0
        heading = None
        for tile in shown:
            if tile.family_heading is not heading and tile.family_heading is not None:
                heading = tile.family_heading  # a new family: its heading on a row of its own
                if placed:
                    row += 1
                box.addWidget(heading, row, 0, 1, columns)
                placed.append(heading)
                row, col = row + 1, 0
            elif col == columns:
                row, col = row + 1, 0
            box.addWidget(tile, row, col)
            placed.append(tile)
            col += 1
        if not shown:
            box.addWidget(self.no_match, 0, 0, 1, columns)
            placed.append(self.no_match)
        for card in self.cards:
            card.setVisible(card in placed)
        for c in range(6):  # columns of one width
            box.setColumnStretch(c, 1 if c < columns else 0)
            box.setColumnMinimumWidth(c, tile_width if c < columns else 0)
        for r in range(box.rowCount() + 1):
            box.setRowStretch(r, 0)
        box.setRowStretch(row + 1, 1)  # tiles keep their height; spare room goes below them

    def _in_order(self, tiles: list[GameTile]) -> tuple[GameTile, ...]:
        """The tiles in view, the games whose name holds every word typed first: their families
        first, and in each family those games first; then the games found only by what they are
        ("five" listed Jokers Wild, which mentions "five marbles", before Five Hundreds)."""
        words = self.filter_edit.text().casefold().split() if self.filter_edit is not None else []
        if not words:
            return tuple(tiles)
        named = {id(t) for t in tiles if found_in(words, t.info.name.casefold())}
        families: dict[int, list[GameTile]] = {}
        for tile in tiles:  # (in catalogue order, family by family)
            families.setdefault(id(tile.family_heading), []).append(tile)
        groups = sorted(families.values(), key=lambda g: not any(id(t) in named for t in g))
        return tuple(t for g in groups for t in sorted(g, key=lambda t: id(t) not in named))

    def columns(self) -> int:
        """How many tiles a row holds at this size."""
        return self._columns

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        factor = scale_for(self.height() + 30)
        if factor != self._factor:
            self._factor = factor
            self.setStyleSheet(style(factor))
            self.catalogue_box.setSpacing(round(10 * factor))
            for tile in self.tiles:
                tile.set_factor(factor)
            self.button_rows.set_factor(factor)
            self._shown = None  # the tiles' width changes with their text
        # the title whole on the lines it takes at its width (at the least height it was cut at
        # its top and bottom, s32 t4 #2), measured without the least height it has (a label's
        # height for a width is never less than that: on two lines while a game's sheet narrowed
        # the hidden screen, it kept the height of two back at the start, the column 40 px
        # lower than on a fresh launch at 1024x600, s33)
        self._fit_title()
        held = self.title.minimumHeight()
        self.title.setMinimumHeight(0)
        need = self.title.heightForWidth(self.title.width())
        self.title.setMinimumHeight(need if need > 0 else held)
        self._fit_low()
        self._fit_filters()
        self._reflow()
        # the catalogue keeps room for a family's heading and a tile whole under it (at the least
        # height "Fast Track" was cut in half under "Marble track")
        if self.tiles and self.cards:
            keep = self.cards[0].sizeHint().height() + self.tiles[0].sizeHint().height() \
                + self.catalogue_box.spacing() + 4
            if keep != self.catalogue_scroll.minimumHeight():
                self.catalogue_scroll.setMinimumHeight(keep)

    def _fit_title(self) -> None:
        """The title on one line where a smaller size of it fits (down to 70 % of its size):
        at 1024x600 with text at 1.5x it took two lines, and the catalogue under it showed one
        game (s45 t3 #1)."""
        from PySide6.QtGui import QFont, QFontMetrics

        title = self.title
        whole = round(TITLE_PX * self._factor)
        font = QFont(title.font())
        size = whole
        while size > round(whole * 0.7):
            font.setPixelSize(size)
            if QFontMetrics(font).horizontalAdvance(title.text()) <= title.width() - 2:
                break
            size -= 1
        sheet = "" if size == whole else f"font-size: {size}px;"
        if title.styleSheet() != sheet:
            title.setStyleSheet(sheet)

    def _fit_low(self) -> None:
        """In a low window (1280x720 with text at 1.5x: 853x480 of the app's pixels) the saved
        games keep the height: the screen's margins above and below halved, and the "Carry on"
        heading left out (the Continue button and its line say it). The list held one game there
        (s45 t3 #1)."""
        low = self.height() < LOW_SCREEN
        margin = 12 if low else 24
        outer = self.layout()
        if outer is not None and outer.contentsMargins().top() != margin:
            outer.setContentsMargins(32, margin, 32, margin)
        if self.carry_on_heading.isHidden() != low:
            self.carry_on_heading.setVisible(not low)
        spacing = round((5 if low else 10) * self._factor)
        if self.right_column.spacing() != spacing:
            self.right_column.setSpacing(spacing)
        # (lower still, 1024x600 at 1.5x: the Carry on line on two lines, the rest on its tooltip)
        lines = CONTINUE_LINES - (self.height() < LOWER_SCREEN)
        if self.continue_label.lines != lines:
            self.continue_label.lines = lines
            self.continue_label.refit()

    def _fit_filters(self) -> None:
        """The search box beside the number of players where the column has room for both (the
        box whole and room to read a game's name typed), else the number of players under it: at
        the least size the search box was squeezed to 35 px ("Fi…"; "Rummoli" typed showed
        "moli") beside "Any number of players" whole (s33)."""
        edit, box = self.filter_edit, self.players_box
        if edit is None or box is None:
            return
        # room for a long game's name and the clear button: with 16 average letters' room it
        # stood beside the number of players 133 px wide at 800x600 (s45 t2 #12)
        useful = edit.fontMetrics().horizontalAdvance("Saskatchewan Rummy") + 30
        head = self.catalogue_head
        # (measured with the room between them side by side, whichever way they are now: with
        # the 8 px of one under the other it chose side by side, where the 28 px between them
        # then left the search box 180 px for its 200)
        wide = self.title.width() >= useful + BESIDE + box.sizeHint().width()
        way = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if head.direction() != way:
            head.setDirection(way)
            head.setSpacing(BESIDE if wide else 8)  # (under it, as close as the rows of a form)
        # (beside it the search box may give way for a moment, so the column can grow narrow
        # enough for the number of players to go under it)
        least = 0 if wide else useful
        if edit.minimumWidth() != least:
            edit.setMinimumWidth(least)

    def _make_saves_list(self) -> None:
        """The saved-games list (2.5 ms of Qt's work, so it is made after the first paint)."""
        from PySide6.QtWidgets import QHeaderView

        tree = SavesList()
        # the players under the game's name: that column takes the spare width and grows
        # downwards, a few names to a line, so a long name never pushes the others out of sight
        tree.setHeaderLabels([HEADER, "Saved", "Whose turn"])
        tree.setRootIsDecorated(False)
        tree.setIndentation(10)
        tree.setAccessibleName("Saved games")
        tree.setWordWrap(True)  # a long list of names wraps in its column
        tree.setUniformRowHeights(False)
        # every other row shaded: each save is two lines (the game, its players), and six to eight
        # of them with nothing between read as one block of text (s47 t3 F-H)
        tree.setAlternatingRowColors(True)
        tree.setTextElideMode(Qt.ElideNone)
        tree.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)  # the players take the spare width
        # A tree view sizes a row for the text's lines as the column was when it measured, and
        # then cut the players' line of a row with "…" at 1024x600: the rows' lines are broken
        # here, to the column's width, and again (once, after the resizing) when it changes.
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self._rewrap)
        header.sectionResized.connect(lambda *_: self._relayout.start())
        tree.itemDoubleClicked.connect(self._double_clicked)
        tree.itemSelectionChanged.connect(self._selection_changed)
        # a row's own menu (right-click, or the Menu key) and F2, as a file list renames: a saved
        # game could not be renamed at all, and three rows read the same
        tree.setContextMenuPolicy(Qt.CustomContextMenu)
        tree.customContextMenuRequested.connect(self._row_menu)
        from PySide6.QtGui import QKeySequence, QShortcut

        # and Enter opens the game marked, Delete asks to delete it, as their buttons do
        for key, signal in ((Qt.Key_F2, self.rename_save), (Qt.Key_Delete, self.delete_save)):
            shortcut = QShortcut(QKeySequence(key), tree)
            shortcut.setContext(Qt.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda signal=signal: self._emit_selected(signal))
        for key in (Qt.Key_Return, Qt.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), tree)
            shortcut.setContext(Qt.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._enter_opens)
        place = self._saves_place
        take_all(place)  # the stretch that kept its room
        least = self._saves_least()
        tree.setMinimumSize(least)
        place.addWidget(tree)
        self.saves = tree
        self.saves_heading.setText("&Saved games")
        self.saves_heading.setBuddy(tree)
        self._order_tabs()

    def _saves_least(self) -> QSize:
        """The least the saved-games list keeps, at the screen's text size: its three columns'
        titles and a saved time ("01 Dec 21:17") side by side, and under its header a group's
        heading and one saved game on its two lines whole (at the window's least size the list
        showed half a row, its time cut to "21:1", s32 t4 #2)."""
        fm = self.fontMetrics()
        width = sum(fm.horizontalAdvance(t) for t in ("Game and players", "01 Dec 21:17", "Whose turn")) + 60
        line = fm.lineSpacing()
        return QSize(width, (line + 8) + (line + 6) + (ROW_LINES * line + 8) + 4)

    def _row_menu(self, pos) -> None:
        """The menu of the saved game under the pointer: Open, Rename, Delete (each as its
        button does, on that row, which it selects)."""
        from PySide6.QtWidgets import QMenu

        tree = self.saves
        if tree is None:
            return
        item = tree.itemAt(pos)
        sid = item.data(0, Qt.UserRole) if item is not None else None
        if not sid or item is None:
            return
        tree.setCurrentItem(item)
        menu = QMenu(tree)
        self.row_menu = menu  # (for tests)
        menu.addAction("Open", lambda: self.open_save.emit(sid))
        if _renames(item):  # (a file that cannot be read cannot be renamed)
            menu.addAction("Rename…	F2", lambda: self.rename_save.emit(sid))
            # (Save As at the table was the only way to copy a game, and its copy was listed only
            # once opened from its file, s44 t2 #9)
            menu.addAction("Make a copy", lambda: self.copy_save.emit(sid))
        menu.addAction("Delete…", lambda: self.delete_save.emit(sid))
        menu.popup(tree.viewport().mapToGlobal(pos))

    def _row_text(self, head: list[str], rest: list[str], names: tuple = (), spare: Sequence[str] = (),
                  whole_head: bool = False, plain: Sequence[str] = ()) -> str:
        """A row's first cell: the words of its first line (the game's name, a damaged file's
        name), then the rest (who plays, as the Carry on line says it, or the reason), each
        broken to the column's width. ``names``: the game's players and computers (per seat "" or
        a level) where the rest says who plays: cut to fewer names and the rest counted. ``spare``: words of the first line left out, with the
        "·" before each, in this order, where the line needs more than the lines left for it
        (the rest cut with "…"; the tooltip says all). ``whole_head``: the first line's words
        whole however many lines they take (a damaged file's name: nothing else names it).
        ``plain``: the words said instead of the rest where it would be cut (a damaged file's
        short reason, :func:`plain_reason`: its whole reason is on the tooltip)."""
        tree = self.saves
        assert tree is not None
        fm = tree.fontMetrics()
        room = max(60, tree.columnWidth(PLAYERS) - tree.indentation() - 12)
        first = fitted_lines(head, fm.horizontalAdvance, room)
        lines = fitted_lines(rest, fm.horizontalAdvance, room)
        # a row at most ROW_LINES + 1 lines high: a first line that wraps ("Canadian Salad · open
        # hands · 0 moves" at 1024x600) leaves the rest one line (ten players took five lines,
        # and the list showed one game: the rest on the row's tooltip). The players' names are
        # then whole, the rest counted: four names read "Mia, Sam, Robo Ruby, R…" (s41 t2); a
        # second line for them made rows of four lines, and the list at 1024x600 held two
        # why a file will not open, on two lines as the file's name is: cut to one, the reasons
        # read "it is a game this version doe…" (s43 t2 #9; whole on the tooltip)
        keep = 1 if names else min(ROW_LINES, len(lines))
        # and the first line's words at most the lines left: a recovered copy's name, game, moves
        # and which copy it is ran to four lines and five with its players (s44; whole on the tooltip)
        most = len(first) if whole_head else max(1, ROW_LINES + 1 - keep)
        for word in spare:  # (what tells look-alike rows apart, at the line's end, cut last)
            if len(first) <= most:
                break
            head = without_words(head, word.split(" "))
            first = fitted_lines(head, fm.horizontalAdvance, room)
        if len(first) > most:
            first = first[:most - 1] + [fm.elidedText(joined_lines(first[most - 1:]), Qt.ElideRight, room)]
        keep = max(keep, ROW_LINES + 1 - len(first))
        if len(lines) > keep and plain:
            # (a reason cut read "its first line has been changed or damaged: the players, house
            # rules or shuffle in it are not the…", s45: a short one whole says what matters)
            lines = fitted_lines(plain, fm.horizontalAdvance, room)
        if len(lines) > keep and names:
            # whole names, the computers counted, then how many more ("…, Konstantin and 4
            # more"), never half a name
            players, computers = names
            for form in who_plays_forms(players, computers, space=NBSP)[1:]:
                cut = fitted_lines(form, fm.horizontalAdvance, room)
                if len(cut) <= keep:
                    return "\n".join(first + cut)
        if len(lines) > keep:
            lines = lines[:keep - 1] + [fm.elidedText(joined_lines(lines[keep - 1:]), Qt.ElideRight, room)]
        return "\n".join(first + lines)

    def _set_heading(self, group, text: str) -> None:
        """A group's heading, broken between words to the list's width: at 1024x600 "Damaged
        files (1 of 2): open one to see what can be done" was cut to "...what can be ..." (s31
        t2 #5)."""
        tree = self.saves
        assert tree is not None
        group.setData(0, GROUP_TEXT, text)
        from PySide6.QtGui import QFontMetrics

        fm = QFontMetrics(heading_font(tree))
        # (room kept for the scroll bar before it shows: broken to the width without it, Qt broke
        # the heading's first line again as the bar came, and cut the rest: "what can / be…", s43 t2 #9)
        bar = tree.verticalScrollBar()
        room = max(60, tree.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width())
                   - tree.indentation() - 12)
        wrapped = "\n".join(fitted_lines(text.split(), fm.horizontalAdvance, room))
        if wrapped != group.text(0):
            group.setText(0, wrapped)

    def _turn_text(self, turn: str, most: int) -> str:
        """A row's "Whose turn" on its lines: 16 letters to a line, 10 in a narrow list, so
        that the game and its players have the width (at 1024x600 with text at 1.5x they took
        three lines a row, "Crazy Eights · / 1 move / Anna and B…", and the list held two)."""
        tree = self.saves
        narrow = tree is not None and tree.viewport().width() < NARROW_LIST
        return _first_lines(wrap_words(turn, turn_width(turn, 10 if narrow else 16)), most)

    def _saved_text(self, saved_at) -> str:
        """A row's "Saved" (:func:`_when_cell`): on one line, the day above the hour in a narrow
        list (as "Whose turn" is broken shorter there)."""
        tree = self.saves
        return _when_cell(saved_at, stacked=tree is not None and tree.viewport().width() < NARROW_LIST)

    def _set_saved_text(self, item, saved_at) -> None:
        item.setData(1, ROW_WORDS, (saved_at,))  # (a tuple: kept as it is, never a QDateTime)
        item.setText(1, self._saved_text(saved_at))

    def _fit_header(self) -> None:
        """The first column's title, "Game and players", or "Game" where the column is narrower
        than the whole (at 800x600 it read "Game and player", cut; the whole on its tooltip)."""
        tree = self.saves
        assert tree is not None
        header = tree.header()
        room = tree.columnWidth(PLAYERS) - 2 * header.style().pixelMetric(
            header.style().PixelMetric.PM_HeaderMargin, None, header) - 4
        words = HEADER if header.fontMetrics().horizontalAdvance(HEADER) <= room else HEADER_SHORT
        item = tree.headerItem()
        if item.text(PLAYERS) != words:
            item.setText(PLAYERS, words)
            item.setToolTip(PLAYERS, "" if words == HEADER else HEADER)

    def _set_row_text(self, item, head: list[str], rest: list[str], names: tuple = (),
                      spare: Sequence[str] = (), whole_head: bool = False, plain: Sequence[str] = ()) -> None:
        item.setData(0, ROW_WORDS, (head, rest, names, tuple(spare), whole_head, tuple(plain)))
        item.setText(0, self._row_text(head, rest, names, spare, whole_head, plain))

    def _rewrap(self) -> None:
        tree = self.saves
        if tree is None:
            return
        self._fit_header()
        for group in groups_of(tree):
            if group.data(0, GROUP_TEXT):
                self._set_heading(group, group.data(0, GROUP_TEXT))
            for item in rows_of(group):
                turn = item.data(2, ROW_WORDS)
                if turn:  # (first: the players' column is what the others leave)
                    text = self._turn_text(*turn)
                    if text != item.text(2):
                        item.setText(2, text)
                saved = item.data(1, ROW_WORDS)
                if saved:
                    text = self._saved_text(saved[0])
                    if text != item.text(1):
                        item.setText(1, text)
                words = item.data(0, ROW_WORDS)
                if words:
                    text = self._row_text(*words)
                    if text != item.text(0):
                        item.setText(0, text)
        tree.doItemsLayout()
        tree.fit_later()

    def set_saves(self, summaries, problems, latest, unopened=None, elsewhere=None) -> None:
        """The saved games in two groups, games in progress first and finished games below,
        then the files that could not be read, each with the reason, and the games that will not
        open (their ``will_not_open``), each with its game and the reason. ``unopened``: save ids
        that did not open in this run (their file may not keep it), and why: listed with those.
        A game only whose backup is left (``backup_only``) is listed as any other, its row
        saying so. ``elsewhere``: save ids that
        another Card Table window has open, and who (a :class:`~cardtable.store.locks.Holder`):
        their rows greyed, and saying so (it was learnt only on opening one)."""
        from PySide6.QtWidgets import QTreeWidgetItem

        if self.saves is None:
            self._make_saves_list()
            self.problems.setTextFormat(Qt.PlainText)
        kept = self._list_place()
        tree = self.saves
        assert tree is not None  # (made just above)
        tree.clear()
        unopened = dict(unopened or {})
        # a game that will not open (what the list read of it does not parse, or it did not open
        # when tried, in this run or before) is listed with the damaged files: it stood among the
        # games in progress, looking healthy, or red under "In progress (5)" while the heading
        # below said "Damaged files (2)" (s35 t3 #1)
        broken = [s for s in summaries if not getattr(s, "backup_only", False)
                  and (getattr(s, "will_not_open", None) or s.save_id in unopened)]
        summaries = [s for s in summaries if s not in broken]
        summaries = self._in_shown_order(summaries)
        playing = [s for s in summaries if not s.over]
        finished = [s for s in summaries if s.over]
        # (not a game only a backup is left of: Clear finished deletes files, and it opens from neither)
        self.finished_ids = [s.save_id for s in finished if not getattr(s, "backup_only", False)]
        groups = [("In progress", playing), ("Finished", finished)]
        apart = apart_words(summaries + broken)  # (copies keep their numbers when one will not open)
        for title, rows in groups:
            if not rows and title == "Finished":
                continue
            group = QTreeWidgetItem([group_heading(title, len(rows), len(rows)), "", ""])
            group.setData(0, GROUP_HEAD, (title, title, ""))
            group.setFirstColumnSpanned(True)
            as_heading(group)
            tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for s in rows:
                # (a computer to deal next waits for a person to press the button: the status
                # says so, and the column what the people do, not "Robo Ruby", as if the computer
                # were to move)
                status = saved_status(s.status, s.players, s.computers)
                turn = saved_turn(s.status, s.players, s.computers, s.over, getattr(s, "acting", ()))
                # whose turn on short lines (a long name broken too): the column is as wide as its
                # widest line, and the players' column keeps the room
                # (the computers counted with the people on the next line, as the Carry on line
                # says them: "Hearts · 2 computers" above "Anna, Cleo and 2 computers" said it twice)
                game, played = self._game_words(s, bool(copy_said(apart.get(s.save_id, ()))), counted=False)
                played += apart.get(s.save_id, [])
                title = getattr(s, "title", "")
                copy = getattr(s, "copy", False)
                # (a long single name whole on its line: "Featherstonehaugh" was broken, and the
                # column cut "Wilhelmina Featherstonehaug…" beside two-line names, s31 t2 #14);
                # a finished game's winners whole, on a line more (the row is that high for its
                # players): "Grandpa Bartholomew and…" hid who won (s31 t2)
                item = QTreeWidgetItem(group, ["", "", ""])
                self._set_saved_text(item, s.saved_at)
                item.setData(2, ROW_WORDS, (turn, ROW_LINES + (1 if s.over else 0)))
                item.setText(2, self._turn_text(turn, ROW_LINES + (1 if s.over else 0)))
                item.setData(0, Qt.UserRole, s.save_id)
                # the Carry on line's words, "Anna, Ben and Robo Nell" (they read "Anna, Robo
                # Rex, Cleo, and 1 more", a comma before "and", s44)
                who = (tuple(s.players), tuple(s.computers))
                names = who_plays_forms(*who, space=NBSP)[0]
                self._set_row_text(item, game.split(" ") + played, names, names=who,
                                   spare=spare_words(s, apart.get(s.save_id, ())))
                self._game_row_data(item, s)
                # (every seat by name on the tooltip, its computers marked: "Anna, Robo Rex
                # (computer) and Cleo")
                seats = who_plays(s.seat_names) + (f"\nA copy, saved as {s.name}." if copy else "") + recovery_line(s)
                origin = getattr(s, "opened_from", "")
                if origin:  # (it read the same as the game the file copies, s36 t3 #9)
                    seats += (f"\nOpened from the file {origin}, and played on here as a game of its "
                              "own: the file stays as it was.")
                # the whole row on each column's tooltip: the game, every player, whose turn and
                # when (the columns cut long names: "Wilhelmina…", "Anna-Sophie / Müller-…", s37 t3)
                whole = plain_tip(f"{' '.join(game.split(' ') + played)}\n{seats}\n{status}\n"
                                  f"Saved {' '.join(_when(s.saved_at).split())}{begun_words(s)}"
                                  f"{copy_words(s, apart.get(s.save_id, ()))}")
                for c in range(3):
                    item.setToolTip(c, whole)
                if s.newer_rules:  # it opens, after a question (its rules may have changed)
                    self._set_row_text(item, game.split(" ") + ["\u00b7", "newer", "rules"] + played, names,
                                       names=who, spare=spare_words(s, apart.get(s.save_id, ())))
                    item.setToolTip(PLAYERS, plain_tip(
                        f"Saved by a newer Card Table: its {s.game_name} rules may differ from this "
                        f"version's.\n{seats}"))
                    from PySide6.QtGui import QColor

                    item.setForeground(0, QColor(NEWER))
                if getattr(s, "backup_only", False):
                    # its file is gone, its backup left: Open offers the backup (it was offered
                    # once, then never listed again, s35 t3 #3)
                    words = "only its backup is left"
                    item.setText(2, wrap_words(words, turn_width(words)))
                    item.setData(2, ROW_WORDS, None)  # (these words stay, whatever the width)
                    tip = plain_tip(f"The file of this saved game, {s.name}, is gone (deleted or moved outside "
                                    f"Card Table); its backup, {s.name}.bak, is still in the saves folder. Open "
                                    f"offers it; Delete deletes it.\n{seats}")
                    for c in range(3):
                        item.setToolTip(c, tip)
                    item.setForeground(2, Qt.darkRed)
                    item.setData(0, ROW_NO_RENAME, True)  # (its file is gone: nothing to rename)
                elif elsewhere and s.save_id in elsewhere:
                    mark_open_elsewhere(item, elsewhere[s.save_id], status)
            group.setExpanded(True)
        # a file of a newer Card Table is not damaged: it has a group of its own, and its row
        # says what to do (the reason, cut with "…", hid "update Card Table to open it")
        newer = [p for p in problems if getattr(p, "newer", False)] + \
            [s for s in broken if getattr(s, "newer_format", False)]
        damaged = [p for p in problems if not getattr(p, "newer", False)] + \
            [s for s in broken if not getattr(s, "newer_format", False)]
        # (it said "they cannot be opened" over rows whose Open button was enabled: Open says
        # what is wrong, and offers what can be done, the moves before a bad one, the backup)
        one = len(damaged) == 1  # "Damaged file (1): open it to see what can be done"
        for (name, title, tail), files, tag in (
                (("Saved by a newer Card Table",) * 2 + ("",), newer, "newer"),
                (("Damaged files", "Damaged file" if one else "Damaged files", DAMAGED_TAIL[one]), damaged, "damaged")):
            if not files:
                continue
            group = QTreeWidgetItem([group_heading(title, len(files), len(files), tail), "", ""])
            group.setData(0, GROUP_HEAD, (name, title, tail))
            as_heading(group)
            tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for p in files:
                if p in broken:
                    self._broken_row(group, p, unopened.get(p.save_id), tag,
                                     [w for w in apart.get(p.save_id, ()) if w.startswith("copy")])
                    continue
                name, reason = _damage(p)
                item = QTreeWidgetItem(group, ["", "", tag])
                self._set_row_text(item, [name], ("update Card Table to open it" if tag == "newer" else reason).split(),
                                   whole_head=True,
                                   plain=() if tag == "newer" else plain_reason(passing=getattr(p, "passing", False)).split())
                item.setData(0, Qt.UserRole, _stem(p))
                item.setData(0, ROW_SEARCH, name.casefold())
                from PySide6.QtGui import QColor

                # (the whole on every column: its row cuts a long name or reason, and only the
                # first column said it, s45 t3 #5)
                tip = plain_tip(f"{name}\n{reason[:1].upper()}{reason[1:]}.")
                for c in range(3):
                    item.setToolTip(c, tip)
                    item.setForeground(c, QColor(NEWER) if tag == "newer" else Qt.darkRed)
            group.setExpanded(True)
        self.clear_button.setEnabled(bool(finished))
        self.continue_id = None if latest is None else latest.save_id
        if latest is not None:
            self.continue_button.setEnabled(True)
            self.continue_label.set_whole(*continue_lines(latest, (elsewhere or {}).get(latest.save_id),
                                                          apart.get(latest.save_id, ())))
        else:
            self.continue_button.setEnabled(False)
            self.continue_label.set_whole("No game in progress yet.")
        said = []
        if damaged:  # (it said "1 file(s) ... could not be read; they are listed as damaged")
            one = len(damaged) == 1
            # (a game that will not open was read: "could not be read" was said of it too)
            how = "will not open as it is" if one else "will not open as they are"
            said.append(f"{plural(len(damaged), 'file')} in the saves folder "
                        f"{how if any(p in broken for p in damaged) else 'could not be read'}; "
                        f"{'it is' if one else 'they are'} listed as damaged, with the reason.")
        if newer:
            said.append(f"{plural(len(newer), 'game')} {'was' if len(newer) == 1 else 'were'} saved by a newer "
                        "Card Table: update Card Table to open " + ("it." if len(newer) == 1 else "them."))
        # (its shorter forms, for the one line it has, whole on its tooltip: one wording cut shorter,
        # never "see below", which the rows are not when a search hides them or they are scrolled
        # out of sight; it read two ways at two sizes, s46 t3 #7. A click goes to them, the search
        # cleared if it hides them: _show_problem_rows)
        count = len(damaged) + len(newer)
        kinds = [f"{len(damaged):,} damaged"] * bool(damaged) + [f"{len(newer):,} from a newer Card Table"] * bool(newer)
        detail = ", ".join(kinds) if len(kinds) > 1 else kinds[0].split(" ", 1)[1] if kinds else ""
        will_not, them = f"{plural(count, 'file')} will not open", "it" if count == 1 else "them"
        self.problems.set_whole(" ".join(said), f"{will_not} ({detail}): click here to go to {them}, with the reason.",
                                f"{will_not} ({detail}): click here to go to {them}.",
                                f"{will_not}: click here to go to {them}.")
        self.problems.setVisible(bool(said))
        self._filter_saves()
        self._back_to_place(*kept)
        self._selection_changed()
        self.shown_order = [s.save_id for s in playing + finished] if self.isVisible() else None
        tree.fit_later()

    def _in_shown_order(self, summaries: list) -> list:
        """``summaries`` (newest first) in the order the list shows them while the screen shows
        (:attr:`shown_order`): games listed before keep their places, a game new to the list
        comes after them, newest first, so that no row on screen moves. Hidden (a game on the
        table), the list is newest first when it next shows: the game just played at the top."""
        order = self.shown_order if self.isVisible() else None
        if not order:
            return summaries
        place = {sid: k for k, sid in enumerate(order)}
        return sorted(summaries, key=lambda s: place.get(s.save_id, len(place)))  # (a stable sort)

    def list_beside(self, save_id: str, beside: str) -> None:
        """List ``save_id`` (a game new to the list) right under ``beside`` when the list is next
        read while the screen shows: a copy just made, under the game it copies. (Where the list
        was read while the screen was hidden, back from a table, it had no order kept, and the
        copy went to the top, above its game, s45 t3 #3: the order is the list's as it shows.)"""
        if self.shown_order is None and self.isVisible():
            self.shown_order = self._listed_ids()
        order = self.shown_order
        if order and beside in order and save_id not in order:
            order.insert(order.index(beside) + 1, save_id)

    def _listed_ids(self) -> list[str]:
        """The save ids of the list's rows, as it shows them."""
        if self.saves is None:
            return []
        return [sid for row in _all_rows(self.saves) if (sid := row.data(0, Qt.UserRole))]

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if not event.spontaneous():  # (a window minimised hides it too, and shows it as it was)
            self.shown_order = None

    @staticmethod
    def _game_words(s, numbered: bool = False, counted: bool = True) -> tuple[str, list[str]]:
        """A saved game's first line: its name, its game and (``counted``) how many computers
        ("Hearts · 1 computer"), then how far it went ("· 2 moves", "· copy"; ``numbered``: the
        row says which copy it is, "· copy 2", :func:`apart_words`)."""
        # the computers counted beside the game's name: a row as tall as before
        robots = sum(1 for level in s.computers if level)
        # a game just recovered says so in a word after its game: its whole name, "Sunday,
        # opened from its backup", made rows of four and five lines at 1024x600 (s44); the
        # tooltip says how (:func:`recovery_line`)
        game = s.game_name + (" \u00b7 recovered" if getattr(s, "recovered", "") else "") + \
            (f" \u00b7 {plural(robots, 'computer').replace(' ', NBSP)}" if robots and counted else "")
        # the family's name for it first; and how far it went, so that games of the same
        # players saved in the same minute can be told apart (three rows read the same)
        title = given_name(s)
        game = (f"{title} \u00b7 " if title else "") + game
        if getattr(s, "open_hands", False):  # (no curtain: it looked like any other row)
            game += f" \u00b7 {OPEN_HANDS}"
        # ("2 moves" kept together: at 1024x600 the "moves" went onto a line of its own)
        played = ["\u00b7", plural(s.moves, "move").replace(" ", NBSP)]
        if not s.moves and not s.over:  # dealt, and left before a move (s36 t4 #18: "0 moves")
            played = ["\u00b7", f"not{NBSP}started"]
        # a Save As copy read the same as the game it copies (same players, moves, minute); so did
        # that copy opened again from its file (s36 t3 #9): it says which file
        origin = getattr(s, "opened_from", "")
        if origin:
            played += ["\u00b7", "from", _short(re.split(r"[\\/]", origin)[-1])]
        elif getattr(s, "copy", False) and not numbered:  # (else "copy 2" says it: apart_words)
            played += ["\u00b7", "copy"]
        return game, played

    def _game_row_data(self, item, s) -> None:
        """A saved game's row: found by the same names as its game's tile (and by the name it
        was saved under), its game for Help > Rules."""
        info = self.infos.get(s.game_id)
        known = game_names(info) if info is not None else (s.game_id,)
        item.setData(0, ROW_SEARCH, searchable(getattr(s, "title", ""), s.game_name, *known, *s.players))
        item.setData(0, ROW_GAME, s.game_id)

    def _broken_row(self, group, s, unopened: str | None, tag: str, which: Sequence[str] = ()) -> None:
        """The row of a saved game that will not open whole, among the damaged files (or the
        newer Card Table's): its game and how far it went, then why; "did not open" where it
        was tried (in this run or before, its file unchanged since), else "damaged" (what the
        list read of it does not parse). Open still offers what can be done (the moves before a
        bad one, the backup)."""
        from PySide6.QtGui import QColor
        from PySide6.QtWidgets import QTreeWidgetItem

        reason = unopened or s.will_not_open or ""
        tried = unopened is not None or getattr(s, "tried", False)
        said = "did not open" if tried else tag
        item = QTreeWidgetItem(group, ["", "", said])
        self._set_saved_text(item, s.saved_at)
        item.setData(0, Qt.UserRole, s.save_id)
        game, played = self._game_words(s, bool(which))
        if which:  # (which copy of a game it is: the others keep their numbers, s43 t2 #5)
            played += ["\u00b7", *which]
        self._set_row_text(item, game.split(" ") + played,
                           ("update Card Table to open it" if tag == "newer" else reason).split(), spare=spare_words(s, which),
                           plain=() if tag == "newer" else plain_reason(tried=tried, game=True).split())
        self._game_row_data(item, s)
        # (its game's words whole: the row gives them one line where the reason takes two, s44)
        tip = plain_tip(f"{' '.join(game.split(' ') + played)}\n"
                        f"{'It did not open' if tried else 'It will not open'}: {reason}.\n"
                        f"{who_plays(s.seat_names)}.")
        for c in range(3):
            item.setToolTip(c, tip)
            item.setForeground(c, QColor(NEWER) if tag == "newer" else Qt.darkRed)

    @staticmethod
    def _row_key(item) -> tuple | None:
        """What a row is, kept across a rebuild of the list: its save, or its group's name."""
        if item is None:
            return None
        sid = item.data(0, Qt.UserRole)
        if sid:
            return ("save", sid)
        head = item.data(0, GROUP_HEAD)
        return ("group", head[0]) if head else None

    def _list_place(self) -> tuple:
        """Where the list is: its row at the top of its view, the row selected, its scroll bar."""
        tree = self.saves
        assert tree is not None
        selected = tree.selectedItems()
        # the rows next to the one selected, the one below first: where that row is gone
        # (deleted), its neighbour is selected, so the next click or Delete is not on a game the
        # list moved there (s40 t4: after a Delete the list moved and the next click hit another game)
        near: list = []
        if selected:
            rows = [r for r in _all_rows(tree) if r.data(0, Qt.UserRole) and not r.isHidden()
                    and not r.parent().isHidden()]
            if selected[0] in rows:
                k = rows.index(selected[0])
                near = [self._row_key(r) for r in rows[k + 1:k + 2] + rows[max(0, k - 1):k]]
        return (self._row_key(tree.itemAt(0, 0)), self._row_key(selected[0]) if selected else None,
                tree.verticalScrollBar().value(), near)

    def _back_to_place(self, top, selected, value: int, near: list | None = None) -> None:
        """The list as it was before it was built again (a dialog from the list closed, the folder
        changed): the same row at the top, the same game selected. It went back to the top, and
        the next double-click opened another game than the one the player saw there (s31 t2 #1)."""
        tree = self.saves
        assert tree is not None
        rows = {self._row_key(item): item for item in _all_rows(tree)}
        item = rows.get(selected) if selected is not None else None
        if item is None:
            item = next((rows[k] for k in near or () if k in rows), None)
        if item is not None and not item.isHidden() and not item.parent().isHidden():
            tree.setCurrentItem(item)
            item.setSelected(True)
        anchor = rows.get(top) if top is not None else None
        if anchor is not None and not anchor.isHidden():
            tree.scrollToItem(anchor, QAbstractItemView.ScrollHint.PositionAtTop)
        else:
            tree.verticalScrollBar().setValue(value)

    def show_save(self, save_id: str | None) -> None:
        """Select the row of ``save_id`` and scroll it into sight (the game just left: the list
        kept its old place, the game at the top out of sight, s35 t3 #7); nothing if not listed."""
        tree = self.saves
        if tree is None or not save_id:
            return
        item = next((row for row in _all_rows(tree) if row.data(0, Qt.UserRole) == save_id), None)
        if item is None or item.isHidden() or item.parent().isHidden():
            return
        tree.setCurrentItem(item)
        item.setSelected(True)
        tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def _double_clicked(self, item, _col) -> None:
        sid = item.data(0, Qt.UserRole)
        if sid:
            self.open_save.emit(sid)

    def selected_save(self) -> str | None:
        items = self.saves.selectedItems() if self.saves is not None else []
        return items[0].data(0, Qt.UserRole) if items else None

    def chosen_game(self) -> str | None:
        """The game the start screen points at, for Help > Rules (F1): the tile with the focus, the saved game selected in the list when the list has the focus, the
        one game the search names, else the saved game selected; None for none of them."""
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        shown = [t for t in self.tiles if t.isVisible() and t.isEnabled()]
        for tile in shown:
            if tile is focus:
                return tile.info.id
        items = self.saves.selectedItems() if self.saves is not None else []
        game = items[0].data(0, ROW_GAME) if items else None
        if game and focus is not None and self.saves is not None and (focus is self.saves
                                                                       or self.saves.isAncestorOf(focus)):
            return game
        named = self._named_match() if self.filter_edit is not None and self.filter_edit.text().strip() else None
        if named is not None:
            return named.info.id
        return game or None

    def _selection_changed(self) -> None:
        has = self.selected_save() is not None
        self.open_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        items = self.saves.selectedItems() if self.saves is not None else []
        # (a file that cannot be read has no game: it cannot be renamed)
        self.rename_button.setEnabled(has and bool(items and _renames(items[0])))

    def save_rows(self) -> dict[str, list[QTreeWidgetItem]]:
        """The rows under each group title (for tests and screenshots)."""
        out: dict[str, list[QTreeWidgetItem]] = {}
        for group in groups_of(self.saves) if self.saves is not None else []:
            head = group.data(0, GROUP_HEAD)
            out[head[0] if head else group.text(0).split(" (")[0]] = rows_of(group)
        return out

    def hidden_by_search(self, save_ids: Sequence[str]) -> int:
        """How many of ``save_ids`` the search box hides from the list."""
        wanted = set(save_ids)
        return sum(1 for rows in self.save_rows().values() for row in rows
                   if row.data(0, Qt.UserRole) in wanted and (row.isHidden() or _group_hidden(row)))

    def _emit_selected(self, signal) -> None:
        sid = self.selected_save()
        if sid:
            signal.emit(sid)

    def dialog_closed(self) -> None:
        """A dialog asked from the list (Rename, Delete) has just closed: an Enter as quick after
        it as a double press is the rest of the Enter that closed it (:meth:`_enter_opens`)."""
        from .curtain import GuardedButton

        self._dialog_closed_at = GuardedButton.clock()

    def _enter_opens(self) -> None:
        """Enter on the list opens the game selected, unless it comes as quick after a dialog
        from the list closed as a double press's second (the window system's double-click
        interval): Rename, a name typed, Enter pressed twice quickly renamed the game and then
        opened it (s45 t3 #7)."""
        from .curtain import GuardedButton, closed_interval

        if GuardedButton.clock() - self._dialog_closed_at < closed_interval():
            return
        self._emit_selected(self.open_save)

    def _more_menu(self) -> None:
        """"More…": the buttons it stands for, as a menu under it (each as its button does)."""
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self.more_button)
        self.more_menu = menu  # (for tests)
        for button, words in ((self.rename_button, "Rename\u2026\tF2"), (self.clear_button, "Clear finished\u2026")):
            action = menu.addAction(words, button.click)
            action.setEnabled(button.isEnabled())
            action.setToolTip(button.toolTip())
        menu.popup(self.more_button.mapToGlobal(self.more_button.rect().bottomLeft()))

    def _show_problem_rows(self) -> None:
        """The notice of files that will not open, clicked: the first group of them at the top of
        the list."""
        tree = self.saves
        if tree is None:
            return
        problem_groups = [g for g in groups_of(tree) if (g.data(0, GROUP_HEAD) or ("In progress",))[0]
                          not in ("In progress", "Finished")]
        if problem_groups and all(g.isHidden() for g in problem_groups):
            self.clear_search()  # (the words typed hid them: the notice's click goes to them all the same)
        for group in problem_groups:
            if not group.isHidden():
                tree.scrollToItem(group, QAbstractItemView.ScrollHint.PositionAtTop)
                return


#: The colour of a saved game's row that another window has open (greyed: it is played there).
ELSEWHERE = "#6e6e6e"


def open_elsewhere_words(holder) -> str:
    """What the "Whose turn" column of a saved game open in another window says (``holder``: a
    :class:`~cardtable.store.locks.Holder`), short: "open in another window", or "open on
    another computer" (a saves folder shared over the network)."""
    return "open in another window" if holder.this_computer or not holder.host else "open on another computer"


def mark_open_elsewhere(item, holder, status: str) -> None:
    """A saved game's row that another Card Table window has open: greyed, its "Whose turn"
    column saying so, and its tooltip what opening it here does (a family member double-clicked
    the game and only then learnt it was open elsewhere)."""
    from PySide6.QtGui import QColor

    from ..store.saves import where_open

    words = open_elsewhere_words(holder)
    item.setText(2, wrap_words(words, turn_width(words)))
    item.setData(2, ROW_WORDS, None)  # (these words stay, whatever the width)
    tip = plain_tip(f"This game is {where_open(holder)}: play it on there. Opened here, it offers a copy, "
                    f"saved as a new game.\n{status}")
    for c in range(3):
        item.setForeground(c, QColor(ELSEWHERE))
        item.setToolTip(c, tip)


#: How the list and the Continue line mark a game played with the hand-off curtain off.
OPEN_HANDS = "open hands"


def continue_line(latest, holder=None, apart=(), form: int = 0) -> str:
    """The Carry on line of the game Continue opens: by the name the family gave it, if any,
    its game and players, then its status, a sentence of its own ("... Cleo: Cleo: turn over a
    card." was said, the status beginning with the player's name; a renamed game went by its
    game's name alone). ``holder``: another window has it open (a
    :class:`~cardtable.store.locks.Holder`): said right after the game's name, as its row in the
    list says it (the row was greyed and marked, the Continue line above it not, and pressing
    Continue only then told the family, s32 t4 #3). ``apart``: what its row says to tell it from
    look-alike games (:func:`apart_words`: "· started 02 Dec 19:45"), said after its players
    (two games of the same players read the same there, and Continue opened one of them, s41).
    ``form``: which of :func:`~cardtable.core.words.who_plays_forms` says who plays (0: every
    name; the later, shorter forms: :func:`continue_lines`)."""
    title = getattr(latest, "title", "")
    game = (f"{title} \u00b7 " if title else "") + latest.game_name
    if getattr(latest, "open_hands", False):
        game += f" ({OPEN_HANDS})"
    if holder is not None:
        game += f" ({open_elsewhere_words(holder)})"
    status = everyone_said(saved_status(latest.status, latest.players, latest.computers), latest.players,
                           getattr(latest, "acting", ()))
    # a Save As copy says so, as its row does ("· copy"; the line read as the game's own, s45 t3 #2)
    marks = list(apart) + ["\u00b7", "copy"] * (getattr(latest, "copy", False) and not copy_said(apart)
                                              and not getattr(latest, "opened_from", ""))
    told = " ".join(marks).replace(NBSP, " ").strip("\u00b7 ")
    # who plays as the list's row says it, not "Robo Remy (computer)": the line was cut at its
    # width, "Robo Remy (com…" (s44 t1 #11) ("2 computers" kept together: the line broke "Cleo
    # and 2 / computers")
    forms = who_plays_forms(latest.players, latest.computers, space=NBSP)
    who = " ".join(forms[min(form, len(forms) - 1)])
    return f"{game} with {who}{f' ({told})' if told else ''}. {status}"


def continue_lines(latest, holder=None, apart=()) -> list[str]:
    """The Carry on line (:func:`continue_line`), then the same with fewer people by name ("Hearts
    with Wilhelmina, Bartholomew and 2 more. ..."), for the label to say the first that fits its
    lines whole: four long names left no room for the status, cut at "Pass three cards left. …" (s45)."""
    forms = len(who_plays_forms(latest.players, latest.computers))
    return [continue_line(latest, holder, apart, form=k) for k in range(forms)]


def everyone_said(status: str, players: Sequence[str], acting: Sequence[int]) -> str:
    """``status`` where the game waits on every seat at once (``acting``, as :func:`saved_turn`
    reads it) with its list of every player said "everyone": "Pass three cards left. Still to
    pass: everyone." (the four names took the Carry on line's room, s45; the row's tooltip names
    them)."""
    if len(players) < 2 or len(set(acting)) != len(players):
        return status
    return re.sub(rf": {re.escape(', '.join(players))}(?=[.;]|$)", ": everyone", status, count=1)


class LinesLabel(QLabel):
    """Plain text on at most ``lines`` lines at the label's width, broken between words: the
    first of its shorter forms that fits where the whole does not, else the last line ending in
    "…"; the whole text is its tooltip then."""

    def __init__(self, lines: int, parent=None):
        super().__init__(parent)
        self.lines = lines
        self.whole = ""
        self.shorter: tuple[str, ...] = ()  # (the whole said in fewer words: set_whole)
        self.setTextFormat(Qt.PlainText)  # names are text, never markup
        from PySide6.QtWidgets import QSizePolicy

        # as wide as the layout gives it (not as its text asks), as tall as its lines
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(80)

    def set_whole(self, text: str, *shorter: str) -> None:
        """Say ``text``, or where it is more than the label's lines the first of ``shorter`` that
        is not (its tooltip then says ``text``)."""
        self.whole, self.shorter = text, shorter
        self._fit()

    def _fit(self) -> None:
        fm = self.fontMetrics()
        room = max(40, self.contentsRect().width())
        # (broken at spaces, not at a no-break space: "2\u00a0computers" stays on one line)
        for text in (self.whole, *self.shorter):
            lines = fitted_lines(re.split(r"[ \t\n]+", text.strip()), fm.horizontalAdvance, room)
            if len(lines) <= self.lines:
                break
        cut = len(lines) > self.lines
        if cut:  # (its shortest form, cut: the most of what is left said)
            rest = " ".join(lines[self.lines - 1:])
            lines = lines[:self.lines - 1] + [fm.elidedText(rest, Qt.ElideRight, room)]
        self.setToolTip(plain_tip(self.whole) if cut or text != self.whole else "")
        text = "\n".join(lines)
        if text != self.text():
            self.setText(text)
        height = fm.lineSpacing() * min(self.lines, max(1, len(lines))) + 2
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)

    def refit(self) -> None:
        """Said again on its lines (their number changed)."""
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and self.whole:
            self._fit()


class NoticeLabel(LinesLabel):
    """A :class:`LinesLabel` that says when it is clicked."""

    clicked = Signal()

    def __init__(self, lines: int, parent=None):
        super().__init__(lines, parent)
        self.setCursor(Qt.PointingHandCursor)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()


#: The most lines a saved game's players or whose turn take in the list (all on its tooltip): a
#: small laptop's list showed one game, a row six lines tall.
ROW_LINES = 2


def turn_width(turn: str, least: int = 16) -> int:
    """How many letters a line of the "Whose turn" column holds: ``least``, or a longer name's longest
    word (up to 24; a word is broken after its hyphens anyway), so that one long name is whole on
    its two lines ("Featherstonehaugh" was broken, and "Wilhelmina Featherstonehaug…" cut), or
    a name in brackets, whole on its line ("(Robo Remy deals)")."""
    # (a name in brackets kept whole on its line where it fits: "(Robo Remy deals)")
    pieces = re.findall(r"\([^()\s][^()]{0,22}\)|\S+", turn.replace("-", "- "))
    return min(24, max([least, *(len(piece) for piece in pieces)]))


def _renames(item) -> bool:
    """Whether a saved game's row can be renamed: its game is known (a file that cannot be read
    cannot be), and its file is there (not where only its backup is left)."""
    return bool(item.data(0, ROW_GAME)) and not item.data(0, ROW_NO_RENAME)


def _all_rows(tree) -> list:
    """Every group heading and row of the saved-games list."""
    out = []
    for group in groups_of(tree):
        out.append(group)
        out += rows_of(group)
    return out


def groups_of(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The group headings of a tree (Qt's types allow None for an index out of range: none is)."""
    return [g for i in range(tree.topLevelItemCount()) if (g := tree.topLevelItem(i)) is not None]


def rows_of(group: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The rows under a group heading."""
    return [r for j in range(group.childCount()) if (r := group.child(j)) is not None]


def _group_hidden(row: QTreeWidgetItem) -> bool:
    """Whether the group a row is under is out of sight (the search hid every row of it)."""
    parent = row.parent()
    return parent is not None and parent.isHidden()


def apart_words(summaries) -> dict[str, list[str]]:
    """What tells a saved game's row from the others of the same game, players and name, by save
    id, besides what every row shows (moves, when last saved, whose turn): when each began
    ("· started 02 Dec 18:30") and who leads ("· Ben leads with 42"), where those differ among
    them; where rows still read the same, when each began to the second, and copies of one game
    (begun the same second: a file copied by hand) which copy each is ("· copy 2", in the order
    their files were written). Two copies read alike, "same name, same time", with only the file
    name to tell them apart, which the list never showed (s40 t4); no row names its file. Rows
    like no other, and words the same in every row alike, are left as they were (a row as short
    as before). Rows of games that will not open may be among ``summaries``: a copy keeps its
    number when another turns out damaged."""
    from collections import defaultdict

    def whole(s) -> tuple:
        # (a Save As copy reads as its game does but for "copy": alike, so that copies of a copy
        # are numbered with the game's other copies, never "· copy · copy 2", s44)
        return (s.moves, s.status, s.over, _when(s.saved_at), _when(getattr(s, "started", None)),
                getattr(s, "leader", ""), getattr(s, "opened_from", ""))

    groups: dict[tuple, list] = defaultdict(list)
    for s in summaries:
        groups[(s.game_id, tuple(s.players), getattr(s, "title", ""))].append(s)
    numbers = copy_labels(summaries)
    out: dict[str, list[str]] = {}
    for rows in groups.values():
        if len(rows) < 2:
            continue
        starts = {_when(getattr(s, "started", None)) for s in rows}
        leaders = {getattr(s, "leader", "") for s in rows}
        wholes = [whole(s) for s in rows]
        for s, key in zip(rows, wholes):
            words: list[str] = []
            started = getattr(s, "started", None)
            # alike in all the row shows with others (dealt or begun in the same minute): when it
            # began, to the second; never its file's name (two games dealt in one minute and never
            # played read alike, and so did the Continue line: s41)
            alike = [r for r, k in zip(rows, wholes) if k == key]
            second, which = "", ""
            if len(alike) > 1:
                second = _seconds(started)
                copies = [r for r in alike if _seconds(getattr(r, "started", None)) == second]
                if len(copies) > 1:
                    # copies of one game (the same game begun the same second: a file copied back
                    # from a USB stick): "copy 2", numbered by when each file was written, the
                    # same in every row, named by the store or not; never "game 2 of 3", read as
                    # a match series, nor "file …101605-iiii" for one of them (s43 t2 #5). A copy
                    # that turns out damaged keeps its number (the caller lists those too), and
                    # so do the others. Copies dealt and never played lose nothing by it (22 such
                    # Fast Track games each took a line "file s05", and the list at 1024x600 held three).
                    second = ""
                    which = numbers.get(s.save_id, "")
            elif getattr(s, "copy", False):
                # a copy made just now (its file written this minute) read "· copy" under the
                # game's "· copy 1": it is the game's next copy (s46 t3 #5)
                which = numbers.get(s.save_id, "")
            if started is not None and (len(starts) > 1 or second):
                # (the day and the hour kept together: at 1024x600 "started" stood alone on a line;
                # a game dealt and left "not started" was dealt then)
                begun = "dealt" if not s.moves and not s.over else "started"
                words += ["\u00b7", begun, NBSP.join((second or _when(started)).split())]
            leader = getattr(s, "leader", "")
            if leader and len(leaders) > 1:
                words += ["\u00b7", *leader.split()]
            if which:
                words += ["\u00b7", which]
            if words:
                out[s.save_id] = words
    return out


def copy_labels(summaries) -> dict[str, str]:
    """Which copy of its game each saved game that is one is, in the list's words, by save id:
    "copy 2", or "copy" where there is one (:func:`~cardtable.store.copies.copy_numbers`:
    whatever the family named each and whether one will not open; a copy made with "Make a
    copy" keeps its number when another is deleted, s47). Numbered among the rows alike only, a
    copy renamed, or one found damaged, took its number from the others: "copy 2" became "copy
    1", and the copy just made read "· copy" under another "· copy 1" (s46 t3 #5). A file Rename
    writes keeps its time (:meth:`SaveStore.rename`). The original read "copy 1" beside its
    copies, the numbers had gaps, and "copy 2" stood where no "copy 1" was (s45 t3 #2); a copy
    of a copy is one more copy of the same game (it read "· copy · copy 1", s44)."""
    from ..store.copies import copy_numbers

    return {sid: "copy" if (number, many) == (1, 1) else f"copy{NBSP}{number}"
            for sid, (number, many) in copy_numbers(summaries).items()}


def spare_words(s, apart: Sequence[str] = ()) -> list[str]:
    """The words a saved game's row leaves out first where its first line is too long for the
    lines it has (:meth:`StartScreen._row_text`; its tooltip says all): how many computers (the
    tooltip names them), then "recovered", then who leads where when it began tells it from
    its look-alikes already (``apart``: :func:`apart_words`). A recovered copy with a name of
    the family's cut "· copy 2", the one word that told it from the copy beside it ("… · 12 …",
    s44)."""
    robots = sum(1 for level in s.computers if level)
    spare = [plural(robots, "computer").replace(" ", NBSP)] * bool(robots) + ["recovered"] * bool(
        getattr(s, "recovered", ""))
    leader = getattr(s, "leader", "")
    if leader and any(w in ("started", "dealt") for w in apart):
        spare.append(leader)
    return spare


def without_words(words: list[str], phrase: list[str]) -> list[str]:
    """``words`` without the last run of them that is ``phrase``, and the "·" before it."""
    n = len(phrase)
    for at in range(len(words) - n, -1, -1):
        if words[at:at + n] == phrase:
            start = at - 1 if at and words[at - 1] == "\u00b7" else at
            return words[:start] + words[at + n:]
    return words


def given_name(s) -> str:
    """The name the family gave a saved game, without what a game just recovered is (its
    ``title`` is "Sunday, opened from its backup", or "Opened from its backup" alone)."""
    title, how = getattr(s, "title", ""), getattr(s, "recovered", "")
    if not how:
        return title
    if title.casefold() == how.casefold():
        return ""
    return title.removesuffix(f", {how}")


def recovery_line(s) -> str:
    """A recovered game's tooltip line: how it was recovered ("Opened from its backup."), ""
    for another game."""
    how = getattr(s, "recovered", "")
    return f"\n{how[:1].upper()}{how[1:]}: the file that would not open is kept as it was." if how else ""


def copy_said(words) -> str:
    """The words' "copy 2" or "copy" (:func:`apart_words`), "" where they say no copy."""
    return next((w for w in words if w == "copy" or w.startswith(f"copy{NBSP}")), "")


def copy_words(s, words) -> str:
    """A copy's tooltip line (its row says "copy 2", :func:`apart_words`): when its file was
    written, to the second ("" for a row that is no copy)."""
    from ..store.copies import written

    which = copy_said(words)
    ns = written(s) if which else 0
    if not ns:
        return ""
    from datetime import datetime

    try:
        local = datetime.fromtimestamp(ns / 1e9)
        when = f"{_day(local)} {local:%H:%M:%S}"
    except (OverflowError, ValueError, OSError):
        return ""
    return (f"\n{which.replace(NBSP, ' ').capitalize()} of this game (the same game, moves and turn): "
            f"its file was written {when}.")


def _seconds(started) -> str:
    """When a game began, to the second ("2 Dec 19:45:08"), for look-alikes begun in one minute;
    "" where the save does not say."""
    try:
        local = started.astimezone()
        return f"{_day(local)} {local:%H:%M:%S}"
    except (OverflowError, ValueError, OSError, AttributeError):
        return ""


def begun_words(s) -> str:
    """A saved game's tooltip's end: when it began, and who leads (" Started 2 Dec 18:30. Ben
    leads with 42."), where the save says."""
    started = getattr(s, "started", None)
    said = f". Started {' '.join(_when(started).split())}" if started is not None else ""
    leader = getattr(s, "leader", "")
    return said + (f". {leader[:1].upper()}{leader[1:]}." if leader else ("." if said else ""))


def _short(name: str, most: int = 28) -> str:
    """A file's name in a row of the list: at most ``most`` letters, its end kept (where
    "-mid.json" tells copies apart)."""
    return name if len(name) <= most else "\u2026" + name[-(most - 1):]


def _first_lines(text: str, most: int = ROW_LINES) -> str:
    lines = text.split("\n")
    return "\n".join(lines[:most]) + ("\u2026" if len(lines) > most else "")


def saved_turn(status: str, players: Sequence[str], computers: Sequence[str], over: bool,
               acting: Sequence[int] = ()) -> str:
    """The "Whose turn" column of a saved game: how it ended (:func:`outcome`), or who is to move
    as the people at the table read it: where a computer deals next and a person presses the
    button, what the people do, "Hand 2 to deal (Robo Ruby deals)" (:func:`next_hand_words`);
    where several are still to act in a phase of the game's own, "To pass: Anna, Cleo"
    (:func:`still_to_words`). ``acting``: the seats the game waits on (its engine's ``to_act`` as
    saved; () for a save from before)."""
    if over:
        return outcome(status)
    return (still_to_words(status, players, computers, acting) or next_hand_words(status, players, computers)
            or whose_turn(status, players))


#: "Still to pass: Anna, Robo Max, Cleo, Robo Otto." of a status (Hearts' pass, Oh Hell's knock)
STILL_TO = re.compile(r"(?:^|(?<=[.!?] ))Still to ([a-z][a-z ]*): ([^.]+)\.")


def still_to_words(status: str, players: Sequence[str], computers: Sequence[str],
                   acting: Sequence[int] = ()) -> str:
    """Who the game still waits on where its status says "Still to pass: ...", as "To pass: Anna,
    Cleo": the people among them, in seat order (the app asks them in turn, behind the curtain,
    and the computers pass on their own when their turn comes); the computers only where no
    person is left. "" for any other status. The seats are ``acting`` (the saved ``to_act``), or
    for a save from before, the names the status lists. It said "Everyone at once" while the app
    asked one person after another (s47 t1 #4); the verb comes first, so that a row cut at its
    two lines ("To pass: / Anna, Ben,…") still says what they are to do."""
    still = STILL_TO.search(status)
    if still is None or not players:
        return ""
    if acting:
        names = [players[s] for s in dict.fromkeys(acting) if 0 <= s < len(players)]
    else:
        named = still.group(2).split(", ")
        names = [name for name in players if name in named]
    people = [name for seat, name in enumerate(players)
              if name in names and not (seat < len(computers) and computers[seat])]
    return f"To {still.group(1)}: {', '.join(people or names)}" if names else ""


def _addressed(status: str, players: Sequence[str]) -> str:
    """The player a sentence of ``status`` begins by addressing: "Robo Remy" of "Hand 1 is over
    (Quarters: Anna 2, Robo Remy 3; pot 5). Robo Remy: deal the next hand.", "Robo Remy deals
    next" of its words for the people (:func:`saved_status`); "" if none. (The words before the
    first colon read "Hand 1 is over (Quarters", and the first sentence that begins with a name
    "Anna 2, ...": Anna, s33 #2.)"""
    if not players:
        return ""
    names = "|".join(re.escape(name) for name in sorted(players, key=len, reverse=True))
    told = re.search(rf"(?:^|(?<=[.!?] ))({names})(?:: | ((?:deals|starts) next): )", status)
    if told is None:
        return ""
    return told.group(1) + (f" {told.group(2)}" if told.group(2) else "")


def whose_turn(status: str, players: Sequence[str] = ()) -> str:
    """Who is to move, from a game's status line, for the saved games' "Whose turn" column:
    "Anna" of "Round 1, 3s wild. Anna: draw a card.", "Anna to bid" of "Anna to bid (9 cards,
    bids so far add up to 6). Diamonds are trump." (the whole line is the row's tooltip). Where
    that names none of the ``players``, the first sentence or clause that begins with a name:
    "Ben to play" of "Hand 1, double 12: Ben to play. Boneyard: 46." (not "Hand 1, double 12").
    Words that begin with one of the ``players`` give the name alone, as every game's row does
    (Cassino's "Ben to play: capture, build or trail." read "Ben to play" under the others' "Ben").
    A sentence that begins with a name and a colon names who is to move, wherever it is
    (:func:`_addressed`)."""
    addressed = _addressed(status, players)
    if addressed:
        return addressed
    if ":" in status:  # "... Anna: what to do": the words before the colon, in their sentence
        text = status.split(":")[0].split(". ")[-1]
    else:
        text = status.split(". ")[0]
    text = text.split(" (")[0].strip().removesuffix(".")
    if players and not any(name in text for name in players):
        for piece in re.split(r"[.:;] ", status):
            # (the status's last words keep their full stop: Hearts' "Still to pass: Cleo." was
            # blank, while "Still to pass: Ben, Cleo." named them, s36 t3 #8)
            piece = piece.removesuffix(".")
            # ("Robo Rosa, bid or pass.": Rummoli's widow auction read "Widow auction", s31 t2 #4)
            if any(piece.startswith((name + " ", name + ",")) or piece == name for name in players):
                text = piece.split(" (")[0].strip().removesuffix(".")
                break
        else:
            if len(players) == 1:  # a game of patience: its player ("Build runs of one suit...", six lines)
                return players[0]
            over = BETWEEN.search(status)
            if over is not None:  # a game saved between hands that names no dealer (saved before
                # the games named one): 10 Dime Rummy's "Hand 1 is over. Pot: 7 dimes." read "Pot"
                return f"Between {over.group(1).lower()}s"
            return ""  # a person or nothing: the column is "Whose turn" (the whole line is the tooltip)
    return _name_alone(text, players)


def outcome(status: str) -> str:
    """How a finished game ended, short enough for the "Whose turn" column: "Given up" of "Given
    up (0 of 8 runs removed, 0 deals left)." (the column cut it: "Given up (0 of 8 runs removed,
    0…", s27 t3), "Anna wins" of "Game over: Anna wins with 3 ships." (the whole line is the
    row's tooltip)."""
    text = status.strip()
    for head in ("Game over: ", "The game is over: "):
        text = text.removeprefix(head)
    text = text.split(". ")[0].split(" (")[0].split(": ")[0].split(" with ")[0].strip().removesuffix(".")
    return text[:1].upper() + text[1:] if text else status  # ("a draw": "A draw")


def _name_alone(text: str, players: Sequence[str]) -> str:
    """The player ``text`` begins with ("Ben" of "Ben to play", "Anna" of "Anna leads the first
    trick"); ``text`` itself when it begins with no name, or with several ("Anna and Ben ...")."""
    for name in sorted(players, key=len, reverse=True):  # ("Robo Ruby" before "Robo")
        if text == name:
            return name
        if text.startswith(name + " "):
            rest = text[len(name) + 1:]
            return text if rest.startswith(("and ", "& ", "or ")) else name
        if text.startswith(name + ","):  # "Anna, Ben and Cleo ...": several; "Anna, bid or pass": Anna
            rest = text[len(name) + 1:].lstrip()
            return text if any(rest.startswith(other) for other in players) else name
    return text


def fitted_lines(pieces, advance, room: float) -> list[str]:
    """``pieces`` (words, or names with their commas) a few to a line, each line at most
    ``room`` wide as ``advance`` measures text; a piece wider than that is broken after its
    hyphens, else where it must."""
    lines, current = [], ""
    for piece in (part for whole in pieces for part in _fitted_pieces(whole, advance, room)):
        wider = f"{current} {piece}" if current else piece
        if current and advance(wider) > room:
            lines.append(current)
            current = piece
        else:
            current = wider
    if current:
        lines.append(current)
    return lines


def joined_lines(lines: list[str]) -> str:
    """Lines of :func:`fitted_lines` on one again: a word broken after its hyphen is joined
    without a space ("Wolcott- Mon…" read in the list, s40 t3 LOOK-6)."""
    out = ""
    for line in lines:
        out += line if not out or out.endswith("-") else " " + line
    return out


def wrap_words(text: str, width: int = 40) -> str:
    """``text`` on lines of about ``width`` characters, broken between words; a word longer than
    a line is broken too (after a hyphen where it has one)."""
    return "\n".join(fitted_lines(text.split(), len, width))


def _fitted_pieces(word: str, advance, room: float) -> list[str]:
    """``word``, or its pieces when it is wider than ``room``: cut after its hyphens
    ("Bartholomew-", "Maximilianus-", "Smith,"), and a piece still too wide where it must."""
    if advance(word) <= room:
        return [word]
    pieces: list[str] = []
    for part in word.replace("-", "-\0").split("\0"):
        while len(part) > 1 and advance(part) > room:
            cut = len(part) - 1
            while cut > 1 and advance(part[:cut]) > room:
                cut -= 1
            pieces.append(part[:cut])
            part = part[cut:]
        if pieces and pieces[-1].endswith("-") and advance(pieces[-1] + part) <= room:
            pieces[-1] += part
        elif part:
            pieces.append(part)
    return pieces


def _this_year(local) -> bool:
    from datetime import datetime

    return bool(local.year == datetime.now().year)


def _day(local) -> str:
    """ "3 Dec", or "3 Dec 2025" in another year than this one (the list said "03 Dec" for a
    game saved in any year)."""
    return f"{local.day} {local:%b}" + ("" if _this_year(local) else f" {local.year}")


def _when(saved_at) -> str:
    """When a game was saved (or began), in local time, on one line: "3 Dec 21:41" ("3 Dec 2025
    21:41" in another year); a time the clock cannot show is written as it is."""
    try:
        local = saved_at.astimezone()
        return f"{_day(local)} {local:%H:%M}"
    except (OverflowError, ValueError, OSError, AttributeError):
        return str(saved_at)[:16]


def _when_cell(saved_at, stacked: bool = False) -> str:
    """The saved games list's "Saved": "3 Dec 21:41" on one line (the day stood above the hour
    in every list, and at 1366x768 read as a date wrapped in too narrow a column, s47); a game saved in another
    year says its year instead of the hour ("3 Dec 2025"), the column as narrow. ``stacked``: the
    day above the rest, for a narrow list (1024x600), where the game and its players keep the
    width. The row's tooltip says it all (:func:`_when`)."""
    try:
        local = saved_at.astimezone()
        rest = f"{local:%H:%M}" if _this_year(local) else str(local.year)
    except (OverflowError, ValueError, OSError, AttributeError):
        return str(saved_at)[:16]
    return ("\n" if stacked else " ").join((f"{local.day} {local:%b}", rest))


def heading_font(tree) -> QFont:
    """The font a group's heading is painted in: the list's own (its size is the style sheet's,
    grown with the window), bold. The item's font (the application's, 13 px where the list's is
    14) measured "Damaged files (2): open one to see what can be" as fitting, and Qt broke it
    again and cut the rest to "be…" (s45)."""
    from PySide6.QtGui import QFont

    font = QFont(tree.font())
    font.setBold(True)
    return font


def plain_reason(passing: bool = False, tried: bool = False, game: bool = False) -> str:
    """A damaged save's reason in a few plain words, for its row where its whole reason would be
    cut (the row's tooltip says it whole): ``passing``, a reason outside the file (permission,
    a read error: it may read later); ``game``, the list knows its game (``tried``: it was opened
    and did not open). Open says what can still be done (the moves before a bad one, a backup)."""
    if passing:
        return "Card Table could not read this file just now"
    if game:
        return "this game's file is damaged: it did not open as it is" if tried else \
            "this game's file is damaged: it will not open as it is"
    return "this file is damaged: Card Table cannot read it"


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
