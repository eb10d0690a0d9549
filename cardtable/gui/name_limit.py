"""Name boxes that take a name of so many letters at most, and say so only when they did not take
some: the New Game dialog's players' names and a game's team names (Gin Rummy's), and the evening
screens' team names, alike.

Letters are counted as the engines count them (Python's characters, accents composed): Qt's own
limit on a line edit (``setMaxLength``) counts UTF-16 units and stops a letter saying nothing
(s43 t3 F3). The note under the boxes comes only while a name stands as it was cut, never for a
name just as long as the limit (the evening's team note came at exactly 30 letters), and its line
is kept while it is hidden: coming and going, it moved the boxes below it under the mouse.
"""

from __future__ import annotations

import unicodedata
from typing import Callable

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

#: A note under a field saying what it did not take (a name's letters past the longest, a number
#: past its limits): in brown, noticed but not a refusal.
NOTE_STYLE = "color: #7a4a00;"


def letters(text: str) -> int:
    """How many letters a name has, as the engine counts them (``Game.check_players``: Python's
    characters), its accents composed: "Zo\u00eb" is three however it was typed (an "e" and its
    accent pasted from a Mac's file name are one letter)."""
    return len(unicodedata.normalize("NFC", text))


def units(text: str) -> int:
    """``text``'s length in UTF-16 units, as Qt counts a cursor's position."""
    return len(text.encode("utf-16-le")) // 2


def at_units(text: str, count: int) -> int:
    """The index in ``text`` of the Qt cursor position ``count`` (UTF-16 units)."""
    done = 0
    for i, ch in enumerate(text):
        if done >= count:
            return i
        done += 2 if ord(ch) > 0xFFFF else 1
    return len(text)


def name_cut(text: str, cursor: int, most: int) -> tuple[str, int]:
    """``text`` (cursor at ``cursor``, an index) cut to ``most`` letters as a field that takes no
    more would have it: the letters just typed or pasted (those before the cursor) not taken, the
    rest kept. Returns the text and the cursor's index in it."""
    before = unicodedata.normalize("NFC", text[:cursor])
    after = unicodedata.normalize("NFC", text[cursor:])
    excess = len(before) + len(after) - most
    if excess <= 0:
        return text, cursor
    if excess <= len(before):
        kept = before[:len(before) - excess]
        return kept + after, len(kept)
    whole = (before + after)[:most]
    return whole, len(whole)


class KeptNote(QLabel):
    """A note whose room is kept for the longest of the texts it may say (:meth:`keep_room_for`),
    in each of the looks it may have, hidden or shown: a refusal kept a line of its own text, and
    one that wrapped onto a second line (large text, or bold once Deal was pressed) moved every
    box below it down by the line it added (s44). Its own text, shown, is never cut."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        #: the texts and style sheets the note may have, its room the tallest of them
        self.kept_texts: tuple[str, ...] = ()
        self.kept_styles: tuple[str, ...] = ()
        self._probe: QLabel | None = None

    def keep_room_for(self, texts: tuple[str, ...] | list[str], styles: tuple[str, ...] = ()) -> None:
        """Keep room for each of ``texts`` (in each of ``styles`` too, besides the note's own)."""
        self.kept_texts, self.kept_styles = tuple(texts), tuple(styles)
        self.updateGeometry()

    def _probe_with(self, text: str, style: str) -> QLabel:
        """A hidden twin of the note saying ``text`` in ``style``: the same font, margins and
        wrapping, measured without touching what the note says (a hidden widget's changes lay
        nothing out again)."""
        if self._probe is None:
            self._probe = QLabel(self)
            self._probe.setWordWrap(True)
            self._probe.setTextFormat(Qt.TextFormat.PlainText)
            self._probe.hide()
        probe = self._probe
        if probe.styleSheet() != style:
            probe.setStyleSheet(style)
        probe.ensurePolished()
        probe.setText(text)
        return probe

    def _kept(self) -> list[tuple[str, str]]:
        styles = dict.fromkeys((self.styleSheet(), *self.kept_styles))
        return [(text, style) for text in self.kept_texts for style in styles]

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        # (QLabel says so only once it holds some text: an empty note kept its room by its hint,
        # the longest text balanced on two lines, a line more than it took shown)
        return self.wordWrap()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        own = super().heightForWidth(width)
        return max([own] + [self._probe_with(text, style).heightForWidth(width) for text, style in self._kept()])

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        for text, style in self._kept():
            hint = hint.expandedTo(self._probe_with(text, style).sizeHint())
        return hint


def names_cut(text: str, cursor: int, most: int, separator: str) -> tuple[str, int]:
    """:func:`name_cut` for a box of names between ``separator`` characters (the blank sheet's "Reds,
    Blues"): each name cut to ``most`` letters, the spaces round it not counted. Returns the text
    and the cursor's index in it."""
    kept: list[str] = []
    start, done, at = 0, 0, cursor  # where each name starts in ``text`` and in the text cut
    for part in text.split(separator):
        end = start + len(part)
        here = start <= cursor <= end
        local = cursor - start if here else len(part)
        excess = letters(part.strip()) - most
        if excess > 0:
            # the letters typed at the cursor, where it is in this name; else the name's end
            part, local = name_cut(part, local, letters(part) - excess)
        if here:
            at = done + local
        kept.append(part)
        start, done = end + len(separator), done + len(part) + len(separator)
    return separator.join(kept), at


def reserved_note(text: str, parent: QWidget | None = None, style: str = NOTE_STYLE) -> KeptNote:
    """A note, hidden, whose line is kept while it is hidden: a note that came up as the form
    changed moved every box below it down between a press and its release, and the next click
    ticked the box that had moved there ("Everyone plays open-handed" for the seed, s43 t3 F3).
    A note that may say more than ``text`` keeps room for it too (:meth:`KeptNote.keep_room_for`)."""
    note = KeptNote(text, parent)
    note.setWordWrap(True)
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setStyleSheet(style)
    keep = note.sizePolicy()
    keep.setRetainSizeWhenHidden(True)
    note.setSizePolicy(keep)
    note.hide()
    return note


class LetterLimit(QObject):
    """Name boxes (:meth:`watch`) that take ``most`` letters each, and a note (``note``) shown
    while one of them that counts (``counts``: e.g. the rows of the players dealt) stands as it
    was cut: the letters typed or pasted past the limit are not taken (:func:`name_cut`). With a
    ``separator``, a box holds several names, each kept to ``most`` letters (:func:`names_cut`)."""

    def __init__(self, most: int, note: QLabel, counts: Callable[[int], bool] | None = None,
                 separator: str | None = None):
        super().__init__(note)
        self.most = most
        self.note = note
        self.counts = counts
        self.separator = separator
        self.edits: list[QLineEdit] = []
        #: per box (its index in :attr:`edits`), the name as it was cut (the note stands while it does)
        self.cut: dict[int, str] = {}

    def watch(self, edit: QLineEdit) -> QLineEdit:
        """Keep ``edit`` to the limit from now on (a longer name already in it is cut now)."""
        self.edits.append(edit)
        edit.setToolTip(edit.toolTip() or f"A name of up to {self.most} letters")
        edit.textChanged.connect(self.take)
        self.take()
        return edit

    def take(self, *_args: object) -> None:
        """Each name past the limit cut to it; the note says so while the name stands as cut."""
        for i, edit in enumerate(self.edits):
            text = edit.text()
            names = text.split(self.separator) if self.separator else [text]
            if all(letters(name.strip() if self.separator else name) <= self.most for name in names):
                if self.cut.get(i) != text:
                    self.cut.pop(i, None)
                continue
            at = at_units(text, edit.cursorPosition())
            cut, cursor = (names_cut(text, at, self.most, self.separator) if self.separator
                           else name_cut(text, at, self.most))
            self.cut[i] = cut
            edit.setText(cut)  # (comes back here: within the limit now)
            edit.setCursorPosition(units(cut[:cursor]))
        self.show_note()

    def show_note(self) -> None:
        """The note while a box that counts stands as it was cut."""
        self.note.setVisible(any(self.counts is None or self.counts(i) for i in self.cut))

    @staticmethod
    def text(edit: QLineEdit) -> str:
        """What ``edit`` holds, accents composed, as its letters were counted."""
        return unicodedata.normalize("NFC", edit.text())
