"""The game log beside the table: the game's moves as sentences a family reads, newest at the bottom.

Issue 15: "Computer moves are shown at a pace a family can follow ... with the move in the status
line and the game log."

What it shows
    The engine's :class:`~cardtable.core.game.Event` sentences for every move ("Robo 1 draws a
    card.", "Ben plays the 8 of hearts and names spades."), one line each, under a heading per
    hand (or round, or deal) in games of several. These are the very sentences the status line
    shows everybody, under the hand-off curtain too: an engine words them for the whole table
    (a drawn card is "a card", never its name). The log shows nothing else (no move's data, no
    prompt of a seat), so it never shows a card a seat may not see.

How it keeps up
    :class:`LogBook` (no Qt) follows a :class:`~cardtable.core.session.Session`: after a move it
    appends that move's lines (the window hands it the events it already has: no replay, and
    nothing per move grows with the game's length); after an undo it drops the lines of the moves
    taken back (``session.truncations`` says how many at most); after a redo it replays only the
    moves played again; a different session (a new game, a save opened) is read from its record.
    The moves of one gesture (several cards dragged onto a meld, laid off each in turn:
    ``session.joined``) are one sentence, as on the status line (:func:`said_together`): a move
    that joins the gesture before it writes the gesture's lines again.
    :class:`GameLogPanel` is the dock: a read-only text view that appends and removes blocks at
    its end (laid out per block, so a move costs the same after 10 moves or 17,000: measured
    0.1-0.2 ms a move either way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from ..core.gestures import said_together
from ..core.words import partners_sentence, sentence

#: Events that end a hand (or round, or deal): the next move starts a new heading. The heading's
#: word is the game's, whatever the event is called (Whist with 10s' "Round 1" was followed by
#: "Hand 2": its round ends with a "hand_over" event).
GROUP_ENDS = frozenset({"hand_over", "round_over", "deal_over"})

#: Line styles: a heading, a move's sentence, the game's end.
HEADING, MOVE, END = "heading", "move", "end"

Line = tuple[str, str]  # (style, text)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QWidget


def _named_heading(events: Iterable[Any]) -> str:
    """The heading a game gives the hand (round, deal) these events open, where it names its
    hands otherwise than "Hand 5" (Court Whist's deal: "Game 2 – Prosperity, hand 1", as its
    table says): an event's ``heading`` data. Empty: none."""
    for event in events:
        data = getattr(event, "data", None)
        heading = data.get("heading") if isinstance(data, dict) else None
        if isinstance(heading, str) and heading:
            return heading
    return ""


def _and(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class LogBook:
    """The log's lines for one session, kept in step move by move. ``write(lines)`` and
    ``cut(count)`` are how the lines reach a view (appended at the end; cut back to ``count``)."""

    def __init__(self, write: Callable[[list[Line]], None] | None = None,
                 cut: Callable[[int], None] | None = None):
        self.lines: list[Line] = []
        self._write = write
        self._cut = cut
        self.session: Any = None
        self._truncations = 0
        #: per move logged: (lines after it, groups so far, whether the next move opens a group)
        self.marks: list[tuple[int, int, bool]] = []
        self._starts: list[int] = []  # per move logged: the first move of the gesture its lines are with
        self._gesture: list[list[Any]] = []  # the last gesture's moves' events (the last move's alone)
        self._start: tuple[int, int, bool] = (0, 1, False)
        self.grouped = False
        self.word = "Hand"

    # ----- following the session ----------------------------------------------------------------
    def sync(self, session, fresh: dict[int, Iterable[str]] | None = None) -> None:
        """Bring the log in step with ``session``. ``fresh``: the events of moves just applied,
        by move index (the window has them), so those moves are not replayed."""
        if session is not self.session:
            self._reset(session)
            fresh = None
        moves = session.record.moves
        logged = len(self.marks)
        undone = session.truncations - self._truncations
        self._truncations = session.truncations
        # every undo took one move off the end: the first ``logged - undone`` moves are unchanged
        keep = max(0, min(logged - max(0, undone), len(moves)))
        if 0 < keep < logged:
            keep = self._starts[keep]  # (a gesture's lines go whole: its moves left are written again)
        if keep < logged:
            self._back_to(keep)
        if keep == len(moves):
            return
        missing = range(keep, len(moves))
        if fresh is not None and all(n in fresh for n in missing):
            for n in missing:
                self._add_move(fresh[n], n)
            return
        game = session.game
        state = session.state_after(keep)
        for n in missing:
            result = game.apply(state, moves[n])
            state = result.state
            self._add_move(result.events, n)

    def _reset(self, session) -> None:
        self.session = session
        self._truncations = session.truncations
        self.marks = []
        self._starts = []
        self._gesture = []
        self.lines = []
        if self._cut is not None:
            self._cut(0)
        game, state = session.game, session.state_after(0)
        self.grouped = bool(game.several_rounds(dict(state.options)))
        # (the game's own word where it has one: Saskatchewan Rummy's "Deal the next round" was
        # under a heading "Hand 2")
        own = getattr(game, "hand_word", "")
        self.word = own.capitalize() if own else \
            "Round" if hasattr(state, "round_no") else "Deal" if hasattr(state, "deal_no") else "Hand"
        sit = "sits" if len(state.players) == 1 else "sit"  # ("Anna sit down to Spider.")
        lines: list[Line] = [(MOVE, sentence(f"{_and(state.players)} {sit} down to {game.info.name}"))]
        # and who plays with whom, as New Game said it ("Partners: Anna and Cleo against Ben and
        # Dev."): Fast Track's partners on a hexagon were nowhere in words (s35 t1 #2)
        partners = partners_sentence(state.players, game.seat_teams(state))
        if partners:
            lines.append((MOVE, partners))
        set_up = game.setup_events(state)
        heading = (_named_heading(set_up) or f"{self.word} 1") if self.grouped else ""
        if heading:
            lines.append((HEADING, heading))
        for event in set_up:  # how it was set up (who set the first double down)
            text = str(event)
            if heading and text.startswith(heading + ": "):  # "Hand 1: Ben deals." under "Hand 1"
                text = text[len(heading) + 2:]
                text = text[:1].upper() + text[1:]
            lines.append((MOVE, text))
        self._emit(lines)
        self._start = (len(self.lines), 1, False)

    def _back_to(self, moves: int) -> None:
        """Forget the lines of every move after the first ``moves``."""
        mark = self.marks[moves - 1] if moves else self._start
        del self.marks[moves:]
        del self._starts[moves:]
        self._gesture = []
        del self.lines[mark[0]:]
        if self._cut is not None:
            self._cut(mark[0])

    def _add_move(self, events: Iterable[str], n: int) -> None:
        """Log move ``n`` (counting from 0), which made ``events``."""
        events = list(events)
        joined = getattr(self.session, "joined", None)
        start = self._starts[-1] if self._starts else 0
        if self._gesture and joined is not None and n == len(self.marks) and joined(n) \
                and start + len(self._gesture) == n:
            # one gesture with the moves before it: their lines are written again as one
            gesture = self._gesture + [events]
            self._back_to(start)
            self._gesture = gesture
            self._write_move(said_together(gesture))
            self.marks += [self.marks[-1]] * (len(gesture) - 1)
            self._starts += [start] * len(gesture)
            return
        self._gesture = [events]
        self._write_move(events)
        self._starts.append(n)

    def _write_move(self, events: Iterable[str]) -> None:
        _, groups, opens = self.marks[-1] if self.marks else self._start
        lines: list[Line] = []
        heading = ""
        if opens:
            groups += 1
            events = list(events)
            heading = _named_heading(events) or f"{self.word} {groups}"
            lines.append((HEADING, heading))
            opens = False
        for event in events:
            kind = getattr(event, "kind", "note")
            text = str(event)
            if heading and text.startswith(heading + ": "):  # "Hand 2: Ben deals." under "Hand 2"
                text = text[len(heading) + 2:]
                text = text[:1].upper() + text[1:]
            lines.append((END if kind == "game_over" else MOVE, text))
            if kind in GROUP_ENDS and self.grouped:
                opens = True
        self._emit(lines)
        self.marks.append((len(self.lines), groups, opens))

    def _emit(self, lines: list[Line]) -> None:
        if not lines:
            return
        self.lines.extend(lines)
        if self._write is not None:
            self._write(lines)

    def text(self) -> str:
        return "\n".join(text for _, text in self.lines)


def make_panel(parent: QWidget | None) -> QDockWidget:
    """The dock (built on first use: the log is imported only when it is shown)."""
    from PySide6.QtCore import QEvent, QObject, Qt, Signal
    from PySide6.QtGui import QColor, QFont, QKeyEvent, QTextBlockFormat, QTextCharFormat, QTextCursor
    from PySide6.QtWidgets import QDockWidget, QFrame, QTextEdit

    from .table_view import LOG_VIEW

    class GameLogPanel(QDockWidget):
        """View > Game Log: the game's moves, newest at the bottom (scrolled to it)."""

        #: Enter pressed in the log, which is for reading: the window says where the keys are
        #: (it did nothing and said nothing, the table's ring still showing, s37 t5)
        enter_pressed = Signal()

        def __init__(self, parent: QWidget | None = None) -> None:
            super().__init__("Game Log", parent)
            self.setObjectName("game_log")
            self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable)
            # beside the table, never above or below it (the table keeps its height)
            self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
            view = self.view = QTextEdit(self)
            view.setReadOnly(True)
            view.setUndoRedoEnabled(False)
            view.setFrameShape(QFrame.Shape.NoFrame)
            view.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
            view.setAcceptRichText(False)
            view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            view.setAccessibleName("Game log")
            view.setStyleSheet("QTextEdit { background: #fbf7ea; color: #1c2b22; "
                               "selection-background-color: #ffd54a; padding: 4px; }")
            view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Tab stays on the table
            view.setObjectName(LOG_VIEW)
            view.installEventFilter(self)
            self.setWidget(view)
            # the newest line stays in sight when the log is made shorter (the score sheet above
            # it takes its share) unless the reader has scrolled up
            bar = view.verticalScrollBar()
            self._at_end = True
            bar.valueChanged.connect(lambda value: setattr(self, "_at_end", value >= bar.maximum()))
            bar.rangeChanged.connect(lambda low, high: bar.setValue(high) if self._at_end else None)
            self.book = LogBook(self._write, self._cut)
            self._formats: dict[str, QTextCharFormat] = {}
            self._px = 0
            self.set_font_px(14)

        # the look of each kind of line
        def set_font_px(self, px: int) -> None:
            if px == self._px:
                return
            self._px = px
            font = self.view.font()
            font.setPixelSize(px)
            self.view.setFont(font)
            move = QTextCharFormat()
            heading = QTextCharFormat()
            heading.setFontWeight(QFont.Weight.Bold)
            heading.setForeground(QColor("#1f6b43"))
            end = QTextCharFormat()
            end.setFontWeight(QFont.Weight.Bold)
            self._formats = {MOVE: move, HEADING: heading, END: end}
            # a sentence that wraps goes on indented under its first word (a hanging indent),
            # so each move reads as one item
            hang = QTextBlockFormat()
            hang.setLeftMargin(px)
            hang.setTextIndent(-px)
            top = QTextBlockFormat()
            top.setTopMargin(px // 2)
            self._blocks = {MOVE: hang, END: hang, HEADING: top}
            self.setMinimumWidth(max(200, px * 15))

        def _write(self, lines: list[Line]) -> None:
            doc = self.view.document()
            cursor = QTextCursor(doc)
            cursor.movePosition(QTextCursor.MoveOperation.End)
            first = doc.isEmpty()
            for style, text in lines:
                block = self._blocks[style]
                if not first:
                    cursor.insertBlock(block, self._formats[style])
                else:
                    cursor.setBlockFormat(block)
                    cursor.setCharFormat(self._formats[style])
                    first = False
                cursor.insertText(text, self._formats[style])
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.maximum())

        def _cut(self, count: int) -> None:
            doc = self.view.document()
            if count <= 0:
                self.view.clear()
                return
            block = doc.findBlockByNumber(count - 1)
            if not block.isValid() or block.blockNumber() == doc.blockCount() - 1:
                return
            cursor = QTextCursor(doc)
            cursor.setPosition(block.position() + block.length() - 1)
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.maximum())

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if obj is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                    and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                self.enter_pressed.emit()
                return True
            return super().eventFilter(obj, event)

        def sync(self, session, fresh=None) -> None:
            self.book.sync(session, fresh)

        def text(self) -> str:
            return self.view.toPlainText()

        def showEvent(self, event) -> None:
            super().showEvent(event)
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.maximum())

    return GameLogPanel(parent)
