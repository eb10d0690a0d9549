"""The main window: start screen <-> table, menus and keys, saves, undo, curtain, game over.

The window keeps menus and pages; the game being played is a
:class:`~cardtable.play.controller.PlayController` (``self.play_ctl``: the session, the seats, who
the table is drawn for, when the curtain goes up, autosave, undo and redo). The table view only
shows a position and the drag controller hands moves back through :meth:`MainWindow.play`. Every applied
move is saved at once (``SaveStore().save`` is atomic), so Quit asks only when saving has failed
(:meth:`MainWindow.may_leave_table`).

Beside the table, a dockable score sheet (:class:`~cardtable.gui.score_panel.ScorePanel`,
View > Score Sheet) follows ``game.score_sheet(state)`` after every move; the Game menu has the
score sheet's print / PDF / blank-sheet actions. Both load after the first paint, so start-up
only pays for the start screen. What the window remembers between runs (its place, the last
names and choices) is in :mod:`cardtable.gui.settings`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Callable, ContextManager, NamedTuple

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (QLabel, QMainWindow, QMessageBox, QSizePolicy, QStackedWidget, QStyle,
                               QVBoxLayout, QWidget)

from ..core.gestures import moves_said, record_said, said_together
from ..core.words import added, listed, mid_sentence, plural, sentence, who_plays
from ..play.controller import LET_COMPUTERS_FINISH
from ..play.people_words import deals_next, result_first, said_over
from . import settings
from .lazy_qt import Qt
from .start_screen import SAVED_GAMES_KEY, StartScreen

if TYPE_CHECKING:
    from ..core.game import Move

#: The rules pages' look beyond what a page says: a table's cells apart, so a label and its value
#: never touch (five pages' scoring tables have no padding of their own; a bordered one keeps its text off the lines)
RULES_CSS = "td, th { padding: 1px 5px; }"
#: View > the hand-off curtain; where nothing is hidden it is greyed out and says why
CURTAIN_ITEM = "Hand-off &Curtain between Turns"
NO_CURTAIN = "Nothing is hidden in this game, so no curtain is needed."
#: Edit > Undo's tip where it may work (where it cannot, the tip says why)
UNDO_TIP = "Take back the last move"
#: how the table lists open hands with its house rules (the New Game box's words, short)
OPEN_HANDS = "Everyone plays open-handed (no hand-off curtain)"
#: While a person holds a card a computer's move waits for, how often it looks again (ms)
HOLD_RETRY_MS = 150
STATUS_MIN_PX = 11  # the smallest the status line sets a long message, in its two lines' room
#: a window narrower or lower than this (width, height) is small: the game log is folded away
#: there unless the family opened it at such a size (the log took 220-350 px of a 1024x600
#: table; s31 t3 #9)
LOG_FOLDS_BELOW = (1200, 640)
#: the end of the prompt that counts down a call-out window (:func:`_seconds_left`)
SECONDS_LEFT = re.compile(r" ?\(\d+ seconds? left\)$")


def _seconds_left(n: int) -> str:
    """ "(4 seconds left)": how long the people still have to call out before a computer moves."""
    return f"({plural(n, 'second')} left)"


def indicator_style(px: int) -> str:
    """The application's style sheet for text of ``px`` pixels: none at the usual 13 (the
    style's own look), else check boxes and radio buttons about as tall as the text."""
    if px <= 13:
        return ""
    side = round(px * 0.95)
    return f"QCheckBox::indicator, QRadioButton::indicator {{ width: {side}px; height: {side}px; }}"


class _FirstPaint(QObject):
    """Calls ``callback`` once, just after the watched widget's first paint."""

    def __init__(self, parent, callback):
        super().__init__(parent)
        self.callback = callback

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and self.callback is not None:
            callback, self.callback = self.callback, None
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self, callback)  # (not called if the window is closed meanwhile)
        return False


class _ListingProblem:
    """A problem with the saves folder as a whole, shown like a damaged file."""

    def __init__(self, path, problem: str):
        self.path = path
        self.problem = problem

    def __str__(self) -> str:
        return self.problem


class _Thinking:
    """A computer player's move being made (in the worker) or waiting for the pace's pause."""

    def __init__(self, handle, seat: int, moves: int, session, started: float, calls=None):
        self.handle, self.seat, self.moves, self.session, self.started = handle, seat, moves, session, started
        #: asking the computers whether they call out a move (seat: its handle), not a move of
        #: ``seat``'s; ``call``: the call that is made, shown after the pace's pause
        self.calls: dict | None = calls
        self.call = None


def on_a_keyboard(keys: QKeySequence) -> bool:
    """Whether a laptop's keyboard has the keys of a shortcut. The standard keys Qt gives an
    action include dedicated keys of old and special keyboards ("Undo", "Shift+Save", "F14",
    "Exit"), which the list of shortcuts wrote beside "Ctrl+Z" for a family to look for."""
    if keys.isEmpty():
        return False
    key = keys[0].key()
    named = {Qt.Key_Home, Qt.Key_End, Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space, Qt.Key_Tab,
             Qt.Key_Backtab, Qt.Key_Delete, Qt.Key_Backspace, Qt.Key_Insert, Qt.Key_PageUp, Qt.Key_PageDown,
             Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Plus, Qt.Key_Minus, Qt.Key_Equal}
    return (Qt.Key_A <= key <= Qt.Key_Z or Qt.Key_0 <= key <= Qt.Key_9 or Qt.Key_F1 <= key <= Qt.Key_F12
            or key in named)


def status_after(note: str, status: str, over: bool) -> str:
    """The game's status line to say after a move's own sentences (``note``): none when they
    said it already ("Game over: Ann wins.", or I Doubt It's "Ann is out of cards and wins."
    before "Game over: Ann is out of cards and wins.", or Fast Track's "...: Ann wins!" before
    "Game over: Ann wins.")."""
    if note and (status in note or (over and status.startswith("Game over") and (
            "Game over" in note or status.removeprefix("Game over: ").rstrip(".!") in note
            or _said_who_won(note, status)))):
        return ""
    status = said_over(note, status)  # (Court Whist's "Coronation, hand 1 is over: ..." said it)
    # a status that begins with what the note ended with says only the rest (Hearts' deal ends
    # "Pass three cards right.", and the status was "Pass three cards right. Still to pass: ...")
    sentences = re.split(r"(?<=[.!?])\s+", status)
    for k in range(len(sentences) - 1, 0, -1):
        if note.rstrip().endswith(" ".join(sentences[:k])):
            return " ".join(sentences[k:])
    return status


def _said_who_won(note: str, status: str) -> bool:
    """Whether ``note`` already said, in one sentence, that the winner of "Game over: Ann wins
    ..." won ("Ann is the last player left and wins the pot of 16 quarters.", "Ann wins with 5 cards.")."""
    who = re.match(r"Game over: (.+?) wins?\b", status)
    return who is not None and re.search(re.escape(who.group(1)) + r"\b[^.!]*\bwins?\b", note) is not None


class _Note(NamedTuple):
    """What one turn said (a move, an undo, a redo), for the curtain."""

    moves: int  # the record's length after it
    text: str  # as the status line said it
    # what it tells a person who has not seen those moves: the text; a redo's moves without
    # "Redone:"; None for an undo (a take-back is told from what each person saw)
    news: str | None
    # an Undo's, a Redo's or a pass-by question's answer's own words: the curtain it brings down
    # says them (:meth:`_missed_notes`)
    told: bool = False

    @classmethod
    def of(cls, moves: int, events: list[str]) -> "_Note":
        """A turn's note from its sentences: one paragraph for the status line and the log, one
        sentence a line for the curtain (a hand's last card, its scores and the next deal read
        as one run-on paragraph)."""
        return cls(moves, " ".join(events), "\n".join(events))


class MainWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Card Table")
        from .dialogs import keep_dialogs_on_screen

        keep_dialogs_on_screen()  # every dialog whole on the screen, its title bar too
        self.session = None
        self.play_ctl = None  # the PlayController of the game on the table
        self.save_id: str | None = None
        self.save_name = ""  # the name the family gave the saved game on the table (Rename)
        #: a game just recovered from a damaged save: how, and with how many moves (the list
        #: says so until it is played on); None for any other game
        self.save_recovered: dict | None = None
        self.save_is_copy = False  # the saved game on the table is a Save As copy
        self.save_copy_no = 0  # ... and which copy of its game (0: numbered as its file was written)
        #: the file from outside the saves folder the game on the table was opened from, "" for
        #: none (kept in its save: the list says "from NAME" of it)
        self.save_origin = ""
        #: the save whose lock this window holds (the game on the table's; see store/locks.py)
        self._held_save: Path | None = None
        self.open_handed = False
        self.viewer: int | None = None  # whose hand is face up (None while the curtain is up)
        #: who has the table in front of them: the viewer, or under a question on the table and
        #: between two (drawn for nobody, see PlayController.asking_aloud) whoever holds the laptop
        #: and presses for it
        self.holder: int | None = None
        self._person: int | None = None  # the person who last had the table to act (see _note_person)
        #: the presses counted (InputPause.count) when the computers began to move after a person's
        #: turn, until a person's turn comes again (see _note_person); None while a person acts
        self._computers_from: int | None = None
        #: the table was just opened (a save, a new game) or a hand is to be dealt, and nobody has
        #: had a turn at it since: the press that opened it may begin the computers' stream
        self._opened = True
        self.table = None  # the table page is built on first use (keeps start-up small)
        self.pending_transfers = []  # tokens to glide once the table is seen (layout.transfers)
        # What was played, a note a move (the record's length after it, its sentences), and per
        # person the moves they had seen when they last had the laptop: the curtain tells the next
        # one what changed since (a person away from the table missed everyone's moves, not only
        # the last one's; an undo takes out only what it took back).
        self._notes: list[_Note] = []
        # the words of called-out moves in a row (10 Dime Rummy's buys out of turn) while the same
        # player is still to move: (moves in the record after the last, that player, the words)
        self._called_run: tuple[int, int | None, str] | None = None
        # The question up over the table as a person passes on what other people may call out
        # (:meth:`ask_on_pass`): the calls, and the computers' answers the question was worded
        # on (the move that passes, and the position, are the controller's: PlayController.pass_by).
        self._on_pass: tuple[list[Move], dict[int, Move | None]] | None = None
        self._seen: dict[int, tuple] = {}
        # Computer players: per seat "" (a person) or a level; the worker process they think in
        # (started with the first game that has a computer); the decision under way.
        self.computers: list[str] = []
        self.service = None
        self.thinking = None  # a _Thinking while a computer's move is being made or shown
        #: (the session, its moves) just after a move whose end is worth a look (a roll of the dice
        #: that ended its roller's turn, a trick won): the next move waits a beat more
        #: (:meth:`_computer_pause`)
        self._to_see: tuple[object, int] | None = None
        self._to_read: tuple[object, int] | None = None  # a person's lost card: the computer waits
        #: (the session, its moves) where the person at the laptop pressed "Nobody buys it: Robo
        #: Ruby draws": the computer moves at the pace, no longer waiting for the people's calls
        self._nobody_calls: tuple[object, int] | None = None
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(25)  # polls the worker: the window never waits for it
        self._think_timer.timeout.connect(self._poll_computer)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        # (a coarse timer may fire 5% early: the people's call-out window was cut short)
        self._pace_timer.setTimerType(Qt.PreciseTimer)
        self._pace_timer.timeout.connect(self._show_computer_move)
        # the prompt's "(4 seconds left)" while people may call out before a computer moves
        self._call_clock = QTimer(self)
        self._call_clock.setInterval(200)
        self._call_clock.timeout.connect(self._tick_call_clock)
        self._catalogue_due = False  # the tiles to build when the start screen next shows
        self.stack = QStackedWidget()
        # the start screen's tiles are built when it first shows (not for a window gone straight
        # to a game: some 40 % of opening one), before the page is sized
        self.stack.currentChanged.connect(lambda _index: self._catalogue_if_shown())
        self.stack.currentChanged.connect(lambda _index: self._size_by_page(self.stack.currentWidget()))
        self.setCentralWidget(self.stack)
        self.start = StartScreen(self.stack)  # (made in its place: its style is worked out once)
        self.stack.addWidget(self.start)
        self.start.new_game.connect(self.new_game_dialog)
        self.start.open_save.connect(self.open_save)
        self.start.delete_save.connect(self.delete_save)
        self.start.rename_save.connect(self.rename_save)
        self.start.copy_save.connect(self.copy_save)
        self.start.continue_game.connect(self.continue_latest)
        self.start.clear_finished.connect(self.clear_finished)
        self.start.reread.connect(self.reread_saves)
        self.start.open_file.connect(self.open_file_dialog)
        self.status_label = QLabel("Welcome! Pick a game to start, or carry on a saved one.")
        self._status_plain = False  # names are text, never markup: plain text from the first say()
        self._status_said = self.status_label.text()  # the whole of it (see _fit_status)
        # the table's last refusal on the status line, and what the line said before it: a piece
        # picked up puts that back (_piece_lifted)
        self._refusal_said: str | None = None
        self._said_before_refusal = ""
        # a "Too quick after the last press" refusal stays until the next press (_hurried_over)
        # or the next move (which says its own line)
        from .curtain import input_pause

        input_pause().counted.connect(self._hurried_over)
        # A long prompt wraps rather than being cut. The line keeps room for two lines whatever
        # it says, so the table above never changes size (and never rebuilds) with the text; a
        # longer message is set smaller in that room (see _fit_status).
        self.status_label.setWordWrap(True)
        self._status_px = 16  # the line's own size (it grows with the window)
        f = self.status_label.font()
        f.setPixelSize(self._status_px)
        self.status_label.setFont(f)
        self.status_label.setAccessibleName("Status")
        self.status_label.setFixedHeight(int(self.status_label.fontMetrics().lineSpacing() * 2.2))
        self.statusBar().addWidget(self.status_label, 1)
        self.score_panel = None  # built with the first table
        self.rules_dialog = None  # Help > Rules of the Game, built when first shown
        self.last_dialog = None  # the last New Game dialog (NewGameDialog)
        self.game_log = None  # View > Game Log's dock, built (and its module imported) when first shown
        self._docks_away: list = []  # docks put away for the table's room: (dock, its View action, width it needs)
        self._save_failed_for = None  # the save id whose autosave failed (said once)
        #: saves of the list that failed to open in this run, and why: flagged in the list, and
        #: Continue goes on to the next game (it named the same broken game again and again)
        self.unopened: dict[str, str] = {}
        #: the saves folder followed while the start screen shows (:meth:`_watch_saves`), what its
        #: save files were when last listed, and each one's entry as read then
        self._saves_watcher = None
        self._saves_marks: dict = {}
        self._saves_read: dict = {}
        #: what the status line says of a saved game or a copy's file while it is still so
        #: (:meth:`_say_checked`): the words, and what each reading of the list checks
        self._status_check: tuple[str, Callable[[list | None], str | None]] | None = None
        self._copy_watcher = None  # the file of the copy the status line says was saved (_follow_copy)
        self.save_note = ""  # "Not saved: ..." while autosave fails, shown with the status
        #: how a game recovered from a damaged save was opened ("Opened as it stood before move 6,
        #: as a new saved game; ..."), said with the status and first on the curtain until a
        #: person makes a move: a computer to move at once put its move in its place on the
        #: status line, and nobody read it (s34 t4 #8)
        self.opened_note = ""
        #: opening a damaged save's backup: its curtain comes back on (an older copy's "off" is
        #: not the family's last word, s40 t4); _curtain_back_on: it did
        self._recovering = self._curtain_back_on = False
        #: a copy saved with Save As while autosave failed: the game is saved there after every
        #: move until the saves folder can be written again (the copy stayed at its first move,
        #: the family told "the game is also saved automatically")
        self.save_copy_to: Path | None = None
        #: the game on the table as it stands is saved nowhere (autosave failed, and no Save As
        #: copy took it): leaving the table tries again, then asks (:meth:`may_leave_table`)
        self.unsaved = False
        self._save_problem = ""  # why the last autosave failed, in words
        self._leave_unsaved: tuple | None = None  # the game and move the person chose to leave unsaved
        self.score_actions: dict[str, QAction] = {}
        self._last_sheet = None
        # the sheet and the log share the side as _share_side set it (False: not yet, or someone
        # dragged the divider between them since, which a window resize is not)
        self._sheet_follows = False
        self._sheet_at_press: int | None = None  # the sheet's height when a press began on a divider
        self._sheet_width_at_press = 0  # ... and its width (the panel's edge dragged: resized_by_hand)
        self._log_at_press: int | None = None  # the game log's width then (its edge dragged)
        # the width the person gave the game log alone (no sheet beside it) by dragging its edge:
        # each game opened with the log alone opens it so (_side_as_new), not at its own width
        self._log_width: int | None = None
        self._make_menus()
        self._catalogue_loaded = False
        self.start_ready = False  # the start screen has its catalogue and saves (just after the first paint)
        self._late_done = False
        self._first_paint = _FirstPaint(self, self._late_init)
        self.start.installEventFilter(self._first_paint)

    # ----- menus -----------------------------------------------------------------------------
    def _make_menus(self) -> None:
        """Game, Edit, View, Help, as desktop programs have them; keys are Qt's standard ones
        for the platform (QKeySequence.StandardKey) where there is one."""
        Std = QKeySequence.StandardKey

        def act(menu, text, keys, slot, enabled=True, tip=""):
            a = QAction(text, self)
            if keys:
                a.setShortcuts([k if isinstance(k, QKeySequence) else QKeySequence(k) for k in keys])
            a.triggered.connect(slot)
            a.setEnabled(enabled)
            if tip:
                a.setStatusTip(tip)
            menu.addAction(a)
            return a

        def std(key):
            return QKeySequence.keyBindings(key)

        menu = self.menuBar().addMenu("&Game")
        self.game_menu = menu
        self.new_action = act(menu, "&New Game\u2026", std(Std.New), lambda: self.new_game_dialog(self._current_game_id()))
        self.open_action = act(menu, "&Open\u2026", std(Std.Open), self.show_saved_games)
        self.save_as_action = act(menu, "Save &As\u2026", std(Std.SaveAs) or ["Ctrl+Shift+S"], self.save_as_dialog, False)
        self._score_anchor = menu.addSeparator()  # the score sheet actions go here (after first paint)
        menu.addSeparator()
        self.questions_action = act(menu, "Party Game &Questions\u2026", [], self.questions_dialog, True,
                                    "Edit the questions of the Cassino party game")
        self.evening_action = act(menu, "Court &Whist Evening\u2026", [], self.court_whist_evening, True,
                                  "Seat a room of Court Whist tables played with real cards, keep the cards "
                                  "and the standings")
        self.gin_evening_action = act(menu, "&Gin Rummy Tournament Evening\u2026", [], self.gin_rummy_evening, True,
                                      "Pair two teams at a room of Gin Rummy tables played with real cards, "
                                      "keep the results and the three games")
        self.start_action = act(menu, "&Back to Start", ["Ctrl+Home"], self.back_to_start, False,
                                "Leave the table for the start screen (the game is saved)")
        act(menu, "&Quit", std(Std.Quit) or ["Ctrl+Q"], self.close)

        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = act(edit, "&Undo", std(Std.Undo), self.undo, False, UNDO_TIP)
        # Greyed out where the controller knows it will refuse (its tip says why); the key still
        # answers then with the refusal's words: this shortcut, on only while the action is off
        # (a disabled action's keys are not Qt's, so the two are never ambiguous)
        edit.setToolTipsVisible(True)
        self._undo_refused_key = QShortcut(self)
        self._undo_refused_key.setKeys(self.undo_action.shortcuts())
        self._undo_refused_key.activated.connect(self.undo)
        self._undo_refused_key.setEnabled(False)
        # Redo: Ctrl+Shift+Z (Qt's standard on Linux) and Ctrl+Y, whatever the platform says
        redo_keys = list(std(Std.Redo))
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.redo_action = act(edit, "&Redo", redo_keys, self.redo, False, "Play again the move last taken back")

        view = self.menuBar().addMenu("&View")
        self.view_menu = view
        self.score_view_action = QAction("&Score Sheet", self, checkable=True, checked=False)
        # (setShortcuts with a list: setShortcut's overloads would build Qt's enums before the first paint)
        self.score_view_action.setShortcuts([QKeySequence("Ctrl+T")])
        self.score_view_action.setStatusTip("Show or hide the score sheet beside the table")
        self.score_view_action.setEnabled(False)
        self.score_view_action.toggled.connect(self._score_view_toggled)
        view.addAction(self.score_view_action)
        self.log_view_action = QAction("Game &Log", self, checkable=True, checked=settings.game_log_shown())
        self.log_view_action.setShortcut(QKeySequence("Ctrl+L"))
        self.log_view_action.setStatusTip("Show or hide the list of the game's moves beside the table")
        self.log_view_action.toggled.connect(self._log_view_toggled)
        view.addAction(self.log_view_action)
        # keys that only show or hide a panel are no press: at "Pass to Anna", Ctrl+L twice made
        # her click on "show my cards" "Too quick after the last press" (s32 t1 #3)
        from .curtain import input_pause

        input_pause().quiet_keys.update(k.toString() for a in (self.score_view_action, self.log_view_action)
                                        for k in a.shortcuts())
        self.curtain_action = QAction(CURTAIN_ITEM, self, checkable=True, checked=True)
        self.curtain_action.setStatusTip("Hide the hands while the laptop is passed to the next player")
        self.curtain_action.toggled.connect(self._curtain_toggled)
        view.addAction(self.curtain_action)
        view.addSeparator()
        self.full_screen_action = act(view, "&Full Screen", std(Std.FullScreen) or ["F11"], self._toggle_full_screen)
        self.full_screen_action.setCheckable(True)
        self.animations_action = QAction("&Animations", self, checkable=True, checked=settings.animations_on())
        self.animations_action.setStatusTip("Cards glide from place to place after a move")
        self.animations_action.toggled.connect(self._animations_toggled)
        view.addAction(self.animations_action)
        self._make_computer_menu(view)

        helpm = self.menuBar().addMenu("&Help")
        self.help_menu = helpm
        self.rules_action = act(helpm, "&Rules of the Game", std(Std.HelpContents) or ["F1"], self.show_rules)
        self.hint_action = act(helpm, "&Hint", ["H"], self.show_move_hint, False,
                               "Suggest a move for the player whose turn it is")
        # items that play no move and show nothing hidden, never swallowed at a hand-over (Ctrl+Home
        # a second after a held Enter lifted the curtain did nothing, s37 t4); Hint (the hand of
        # the one to play), Undo, Redo and the dialogs stay guarded
        input_pause().free_keys.update(k.toString() for a in (self.start_action, self.rules_action)
                                       for k in a.shortcuts())
        # Undo and Redo: each press a moment after the last counts at a hand-over (s38 t3)
        input_pause().spaced_keys.update(k.toString() for a in (self.undo_action, self.redo_action)
                                         for k in a.shortcuts())
        # Redo greyed out (nothing left to redo): its keys do nothing, so they are no press (s46 t2 #2)
        input_pause().idle_actions.append(self.redo_action)
        self.keys_action = act(helpm, "&Keyboard Shortcuts", [], self.show_shortcuts)
        helpm.addSeparator()
        self.about_action = act(helpm, "&About Card Table", [], self.show_about)

    def _make_computer_menu(self, view) -> None:
        """View > Computer Players: how quickly their moves are shown, how long Hard thinks."""
        from PySide6.QtGui import QActionGroup

        menu = view.addMenu("&Computer Players")
        self.computer_menu = menu
        paces = QActionGroup(self)
        current = settings.computer_pace_name()
        for name, seconds in settings.PACES.items():
            # in words, not "Brisk Moves (0.3 s)" (s44 t2 #5)
            a = QAction(f"{name}: each move shown after {seconds:g} seconds", self, checkable=True,
                        checked=name == current)
            a.setStatusTip("The pause before a computer player's move is shown (a click on the table, or Enter or Space, "
                           "shows it at once)")
            a.triggered.connect(lambda _on=False, name=name: settings.remember_computer_pace(name))
            paces.addAction(a)
            menu.addAction(a)
        menu.addSeparator()
        thinks = QActionGroup(self)
        budget = settings.think_seconds()
        for seconds in settings.THINK_TIMES:
            # (it read "Hard Thinks Up to 1 s a Move": title case and an abbreviation, s44 t2 #5)
            a = QAction(f"Hard computer: thinks up to {seconds:g} second{'' if seconds == 1 else 's'} a move", self,
                        checkable=True, checked=seconds == budget)
            a.setStatusTip("The longest a Hard computer player may think over a move: with more time it tries "
                           "its moves out on more guesses of the hidden cards, so it plays a little better; it "
                           "often answers sooner")
            a.triggered.connect(lambda _on=False, seconds=seconds: settings.remember_think_seconds(seconds))
            thinks.addAction(a)
            menu.addAction(a)

    def _toggle_full_screen(self, on: bool) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(what, keys) for every menu action with a key, and the table's own keys."""
        rows = []
        for menu in (self.game_menu, self.menuBar().actions()[1].menu(), self.view_menu, self.help_menu):
            for a in menu.actions():
                keys = ", ".join(k.toString(QKeySequence.NativeText) for k in a.shortcuts() if on_a_keyboard(k))
                if keys:
                    rows.append((a.text().replace("&", "").rstrip("\u2026"), keys))
        find = QKeySequence(QKeySequence.StandardKey.Find).toString(QKeySequence.SequenceFormat.NativeText)
        rows += [
            # (a name typed goes to the search box, outside the saved-games list: s33 #1)
            ("Find a game (on the start screen)", f"Type its name, or {find or 'Ctrl+F'}"),
            ("Choose the game whose tile has the focus, or press the button that has it (on the start screen)",
             "Enter or Space"),
            ("Go to the saved games (on the start screen)", SAVED_GAMES_KEY),
            ("Open the saved game selected (on the start screen)", "Enter"),
            ("Rename the saved game selected (on the start screen)", "F2"),
            ("Delete the saved game selected (on the start screen)", "Delete"),
            ("Read the saved games again from their folder (on the start screen)", "F5"),
            # (Tab went card by card like the arrows: the button came after 16 cards, s36 t3 #6)
            ("Move the focus to the next part of the table: your hand, the piles and cards on the "
             "table, the buttons", "Tab (Shift+Tab goes back)"),
            ("Move the focus within that part: from card to card, pile to pile, button to button",
             "Arrow keys"),
            ("Pick up the focused card (with the cards chosen with it), or put it where the focus is",
             "Enter (or Space, where one card moves at a time)"),
            ("Choose the focused card, or take it back, where several cards are played together (a claim "
             "of two aces, a meld, three cards to pass): then Enter on a chosen card picks them all up, or "
             "the button plays them", "Space"),
            ("Put the card back", "Esc"),
            # (the hint puts the focus on what it lit: s35 t3 #5, Enter acted on the stock)
            ("Follow the hint: after H the focus is on what it lit, the piece to move, the card to "
             "choose or the button to press", "Enter, at each step"),
            ("Hurry a computer player: show its move at once (while it waits to be shown)", "Enter or Space"),
            # (not Enter or Space: the one who just played pressed it again "to see if it took"
            # and saw the next hand, s39; curtain.own_key)
            ("Show my cards (on the hand-off curtain): the next person presses their own key, the one the "
             "curtain shows, usually the first letter of their name (where two people share it, another "
             "letter of the name). Enter and Space never lift the curtain, so the person who just played "
             "cannot lift it by habit", self._own_keys_words()),
            ("Play again, look at the table or go back to the start (on a game's result)",
             "Tab, then Enter or Space"),
        ]
        return rows

    def show_shortcuts(self) -> None:
        import html

        cells = "".join(f"<tr><td width='58%' style='padding:3px 16px 3px 0'>{html.escape(what)}</td>"
                        f"<td style='padding:3px 0'><b>{html.escape(keys)}</b></td></tr>"
                        for what, keys in self.shortcut_rows())
        self._help_page("Keyboard Shortcuts", f"<table>{cells}</table>")

    def _help_page(self, title: str, text: str) -> None:
        """A Help page (:class:`~cardtable.gui.dialogs.HelpPage`: it fits the screen, its text
        scrolls), shown beside the window; closed, the keys go back to the window."""
        from .dialogs import HelpPage

        page = HelpPage(self, title, text)
        self.last_message = page
        page.finished.connect(self._keys_back)
        page.open()

    def _exec(self, dialog):
        """A modal dialog run to its end, then the keys back to this window: on a screen with no
        window manager to do it, F1, H and Ctrl+O did nothing after New Game or a message box
        closed, until the window was clicked (:func:`~cardtable.gui.dialogs.run_modal`, which
        the file dialogs and the score sheet's dialogs go through too)."""
        from .dialogs import run_modal

        return run_modal(self, dialog.exec)

    def _keys_back(self) -> None:
        """A Help page closed: the keys go back to the window, and to the table if a game is on
        it (after Keyboard Shortcuts closed, H for a hint did nothing until the table was
        clicked). With a dialog up waiting for its answer (the rules page read over New Game),
        the keys go back to that dialog."""
        from PySide6.QtWidgets import QApplication

        waiting = QApplication.activeModalWidget()
        if waiting is not None:
            waiting.activateWindow()
            return
        self.activateWindow()
        if self.session is not None and self.table.isVisible():
            self._keys_to_table()

    def _keys_to_table(self) -> None:
        """The keys to what is on top of the table: the curtain's button (Enter or Space takes
        over at once), the game-over panel (Tab goes to its buttons; on the table under it Tab
        only named the table's pieces), the way back to the result, else the table."""
        page = self.table
        if page.curtain.isVisible():
            page.curtain.button.setFocus()
        elif page.over.isVisible():
            page.over.setFocus()
        elif page.over.result_button.isVisible():
            page.over.result_button.setFocus()
        else:
            page.view.setFocus()

    def show_about(self) -> None:
        from .. import __version__

        text = (f"<h3>Card Table {__version__}</h3>"
                "<p>The family's card and board games on one laptop: pass-and-play, with a rule "
                "engine that checks every move and says why a move is not allowed.</p>"
                "<p>Free software under the MIT licence. Built with Qt for Python (PySide6, LGPL).</p>")
        self._help_page("About Card Table", text)

    def _late_init(self) -> None:
        """What the start screen does not need: the score sheet actions (and, on first use,
        QtPrintSupport behind them). Runs just after the first paint, or earlier if needed."""
        if self._late_done:
            return
        self._late_done = True
        from PySide6.QtWidgets import QMenu

        from .score_actions import install_score_actions

        holder = QMenu(self)
        self.score_actions = install_score_actions(self, holder, self.current_sheet)
        self.game_menu.insertActions(self._score_anchor, holder.actions())
        for action in holder.actions():
            holder.removeAction(action)

    def current_sheet(self):
        """The score sheet of the game on the table, or None."""
        if self.session is None:
            return None
        game, state = self.session.game, self.session.state
        sheet = game.score_sheet(state)
        if sheet is not None and not sheet.house_rules:
            # the house rules in force, on every game's sheet (a sheet of its own that named none
            # left a family checking "Aces are 50" against the rule book's 100: finding s27 N6)
            import dataclasses

            from ..core.scoresheet import house_rules_text

            rules = house_rules_text(game.info, getattr(state, "options", None) or {})
            if rules:
                sheet = dataclasses.replace(sheet, house_rules=rules)
        if sheet is not None and self._open_hands():
            import dataclasses

            sheet = dataclasses.replace(sheet, house_rules=tuple(sheet.house_rules) + (OPEN_HANDS,))
        return sheet

    def _open_hands(self) -> bool:
        """Is the game on the table played open-handed among several people (no hand-off curtain
        where hands are hidden)? Said where the table lists its rules: a game dealt open-handed
        by a mis-click said so nowhere, and the family never knew why no curtain came (s43 t3 F2)."""
        ctl = self.play_ctl
        return bool(self.open_handed and ctl is not None and len(ctl.people) > 1 and ctl.hides_cards())

    def _current_game_id(self) -> str:
        if self.session is not None:
            return self.session.game.info.id
        from ..games import infos
        from .layouts import LAYOUTS

        last = settings.last_game()
        playable = [i.id for i in infos() if i.id in LAYOUTS]
        if last in playable:
            return last
        return playable[0] if playable else infos()[0].id

    # ----- start screen ------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._catalogue_loaded:
            self._catalogue_loaded = True
            # The catalogue (every game's module, some 10 ms each to import) and the saves are
            # read just after the window's first paint, so the window shows at once however many
            # games there are; the start screen says it is reading them meanwhile.
            self.start.show_loading()
            self._after_first_paint = _AfterFirstPaint(self.start, self.refresh_start)
            # in case no paint ever comes (hidden)
            QTimer.singleShot(500, self._after_first_paint, self._after_first_paint.fire)

    def refresh_start(self, cached: bool = False) -> None:
        """The start screen's catalogue and saved games, read again. ``cached``: the files whose
        size and time have not changed since they were last read are not read again (the folder
        changed: :meth:`_saves_folder_changed`)."""
        from ..games import infos
        from ..store import locks
        from ..store.saves import SaveStore, folder_marks

        # the saved games' rows are found by their game's names, tiles built or not
        self.start.infos = {info.id: info for info in infos()}
        self._catalogue_due = True
        self._catalogue_if_shown()
        store = SaveStore()
        if not cached:
            self._saves_read = {}
        try:
            good, bad = store.list(self._saves_read)
        except Exception as exc:  # noqa: BLE001 - the start screen shows, whatever the folder holds
            good, bad = [], [_ListingProblem(store.directory, f"the saves folder could not be read ({exc})")]
        self._saves_marks = folder_marks(store.directory)
        listed = {s.save_id for s in good}
        for sid in [sid for sid in self.unopened if sid not in listed]:
            del self.unopened[sid]  # (deleted, or now listed as damaged)
        # the games another window has open (their lock files: one that comes or goes is a change
        # of the folder followed, and F5 judges a stale one again)
        held = locks.open_elsewhere(store.directory)
        elsewhere = {s.save_id: held[s.path.name] for s in good if s.path.name in held}
        self.start.set_saves(good, bad, self.latest_save(good, skip=self.unopened), self.unopened, elsewhere)
        self._status_still_true(good)
        self.start_ready = True
        self._watch_saves(store.directory)

    def _catalogue_if_shown(self) -> None:
        """The tiles (re)built if they are due and the start screen shows; else when it next
        shows (set_catalogue does nothing for the same games)."""
        if not self._catalogue_due or self.stack.currentWidget() is not self.start:
            return
        from ..games import infos
        from .layouts import LAYOUTS

        self._catalogue_due = False
        self.start.set_catalogue(infos(), playable=set(LAYOUTS))

    def _watch_saves(self, folder: Path) -> None:
        """Follow the saves folder while the start screen shows: a file put in or taken out of it
        is listed or unlisted at once. They showed only after a restart (s31 t2 #3)."""
        from PySide6.QtCore import QFileSystemWatcher

        if self._saves_watcher is None:
            self._saves_watcher = QFileSystemWatcher(self)
            # a change is read once things are quiet: a copy of many files is one reading
            self._saves_quiet = QTimer(self)
            self._saves_quiet.setSingleShot(True)
            self._saves_quiet.setInterval(SAVES_QUIET_MS)
            self._saves_quiet.timeout.connect(self._saves_folder_changed)
            self._saves_watcher.directoryChanged.connect(lambda _path: self._saves_quiet.start())
        # the folder itself, or (not made yet) the nearest folder above it that is there
        wanted = next((str(p) for p in (folder, *folder.parents) if p.is_dir()), None)
        watched = self._saves_watcher.directories()
        if wanted is not None and watched != [wanted]:
            if watched:
                self._saves_watcher.removePaths(watched)
            self._saves_watcher.addPath(wanted)

    def _saves_folder_changed(self) -> None:
        """The saves folder changed: the list read again if the start screen shows and a save
        file came, went or changed (the files that did not are not read again); later, if a
        dialog is open or a game is on the table (Back to Start reads the list anyway)."""
        from PySide6.QtWidgets import QApplication

        from ..store.saves import SaveStore, folder_marks

        folder = SaveStore().directory
        self._watch_saves(folder)  # (the folder made since: followed itself, not the one above it)
        if self.stack.currentWidget() is not self.start or not self.start_ready:
            return
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            self._saves_quiet.start()  # (the list is not rebuilt under a dialog or a row's menu)
            return
        if folder_marks(folder) != self._saves_marks:
            self.refresh_start(cached=True)

    def reread_saves(self) -> None:
        """F5 on the start screen: the saved games read again from the folder."""
        self.refresh_start()
        self.say("The saved games list was read again from the saves folder.")

    @staticmethod
    def latest_save(summaries=None, skip=()):
        """The game "Continue" opens: the one last on the table, if it is still in the store
        and not over; else the most recently saved game that is not over. Not one of ``skip``
        (saves that did not open)."""
        from ..store.saves import SaveStore, opens_as_listed

        if summaries is None:
            summaries = SaveStore().list()[0]
        # (nor one the list knows will not open, nor one of which only the backup is left)
        summaries = [s for s in summaries if s.save_id not in skip and opens_as_listed(s)]
        last = settings.last_save()
        for s in summaries:
            if s.save_id == last and not s.over:
                return s
        return next((s for s in summaries if not s.over), None)

    def may_leave_table(self) -> bool:
        """Whether the game on the table may be left (Back to Start, Quit, closing the window,
        another game): an autosave that failed is tried again first (the move it missed was
        lost on Back to Start, whose tip says the game is saved); if it still fails, the person
        chooses: Save As, stay at the table (the default, and Esc) or leave anyway."""
        if self.session is None or not self.unsaved:
            return True
        self.autosave()
        here = (self.session, len(self.session.record.moves))
        if not self.unsaved or self._leave_unsaved == here:  # (said "Leave anyway" to this very game)
            return True
        save_as, stay, leave = "Save As\u2026", "Stay at the table", "Leave anyway"
        pressed = self._ask(
            QMessageBox.Warning, "This game is not saved",
            f"Card Table still cannot save this game: {self._save_problem}. If you leave the table now, the moves "
            "since it was last saved are lost.",
            [(save_as, QMessageBox.AcceptRole), (stay, QMessageBox.RejectRole), (leave, QMessageBox.DestructiveRole)],
            keep=stay, more="Save As saves a copy of the game somewhere else, to open later with Game > Open. Or "
            "stay at the table: each move tries to save it again.")
        if pressed == save_as:
            self.save_as_dialog()
            return not self.unsaved  # (Save As cancelled or failed: still at the table)
        if pressed == leave:
            self._leave_unsaved = here
            return True
        return False

    def back_to_start(self) -> None:
        if not self.may_leave_table():
            return
        self._stop_thinking()
        if self.table is not None:
            # a card held up (Tab, Enter) goes back before its table comes down: put back after,
            # on the next game's Continue, it lit places already deleted (an exception, and the
            # game did not open)
            held = self.table.view.controller
            if held is not None:
                held.cancel(quiet=True)
            self.table.view.set_describer(None)
            self.table.curtain.hide()
            self.table.over.hide()
        left = self.save_id
        self.session = None
        self.play_ctl = None
        self.save_id = None
        self._let_go_save()
        self._show_score_panel(False)
        self._show_game_log(False)
        self.start.clear_search()  # the words that found the game just played are done with
        self.refresh_start()
        self.stack.setCurrentWidget(self.start)
        self.start.show_save(left)  # (the game just left, selected and in sight)
        self.start.take_keys()  # (a Space going on from the table pressed Continue: s33 #1)
        self.setWindowTitle("Card Table")
        self._rules_follow()
        self._update_actions()
        self.say("Pick a game to start, or carry on a saved one.")

    def new_game_dialog(self, game_id: str) -> None:
        from ..games import get_game
        from .layouts import LAYOUTS
        from .new_game import NewGameDialog, first_seats

        game = get_game(game_id)
        if game_id not in LAYOUTS:
            self.say(f"{game.info.name} is coming soon: its table is not ready yet.")
            return
        players = list(self.session.state.players) if self.session is not None else None
        if players is not None and not game.info.min_players <= len(players) <= game.info.max_players:
            players = None
        names, choices = settings.seat_names(), settings.game_choices(game_id)
        if players is None:  # (a game on the table gives its own players)
            names, choices = first_seats(game.info, choices, names, settings.last_seats(), self.start.players_wanted())
        dlg = NewGameDialog(game, self, players, names, choices, rules_action=self.rules_action,
                            person_names=settings.seat_names())
        self.last_dialog = dlg
        try:
            choice = self._exec(dlg)
        finally:
            self._rules_home()
        if choice is not None:
            settings.remember_game(game_id, choice.players, choice.options, choice.computers)
            self.start_game(game_id, choice.players, choice.options, choice.seed, choice.open_handed,
                            computers=choice.computers)

    def start_game(self, game_id, players, options=None, seed=0, open_handed=False, stack=None,
                   computers=None) -> None:
        from ..core.game import OptionError
        from ..core.session import Session
        from ..games import get_game
        from ..store.saves import SaveStore

        if not self.may_leave_table():
            return
        game = get_game(game_id)
        try:
            session = Session.new(game, players, options or {}, seed, stack)
        except OptionError as exc:
            self.error("Cannot start the game", str(exc))
            return
        store = SaveStore()
        if self.show_session(session, store.new_id(game_id), open_handed, computers):
            self.autosave()
            if not self.unsaved:
                # the games of this game dealt before and left with no move made go: one kept
                # (this one), not one more "in progress" row for each Deal backed out of (four
                # Court Whist games in a minute, s36 t4 #18); one renamed, copied, finished,
                # with a move or one taken back, open in a window, or dealt to other players stays
                # (SaveStore.drop_unstarted)
                store.drop_unstarted(game_id, keep=self.save_id, players=list(session.state.players))

    def open_save(self, save_id: str | Path) -> None:
        from ..store.saves import SaveStore

        if not self.may_leave_table():
            return
        store = SaveStore()
        if isinstance(save_id, Path) and save_id.name.endswith(".json") and _file_in_folder(save_id, store.directory):
            # a file of the saved games list (Game > Open... starts in its folder): that game, as
            # from the list (each open wrote a copy, and the list filled with twins)
            save_id = store.id_of(save_id)
        digest = None
        if isinstance(save_id, Path):
            # a file from elsewhere opened again: the copy it made, while that is still just the
            # file's game (each open wrote another identical copy into the list)
            digest = _digest(save_id)
            kept = settings.imported_copy(digest) if digest is not None else None
            if kept is not None and _digest(store.path_of(kept[0])) == kept[1]:
                save_id, digest = kept[0], None
        # the save's lock, taken here (a second window on one save wrote over the first's moves)
        from ..store import locks

        took = None
        if isinstance(save_id, str) and store.path_of(save_id) != self._held_save:
            took = store.path_of(save_id)
            holder = locks.acquire(took, self)
            if holder is not None:
                self._open_held_elsewhere(took, holder)
                return
        try:
            if not self._open_newer_rules(store.path_of(save_id) if isinstance(save_id, str) else save_id):
                return
            self._open_locked(store, save_id, digest)
        finally:
            if took is not None and took != self._held_save:  # (not opened: let go again)
                locks.release(took, self)

    def _open_locked(self, store, save_id: str | Path, digest: str | None) -> None:
        """:meth:`open_save`, once the save's lock is this window's."""
        from ..store.saves import SaveError, recovered_table, shown_path

        try:
            session, table = store.load_with_table(save_id)
        except SaveError as exc:
            if isinstance(save_id, str) and not exc.passing:
                # (a failure from outside the file, permission denied or no memory left, is not
                # its contents': the list does not mark the save for it, s36)
                self.unopened[save_id] = exc.problem
            self.bad_save(exc)
            # the list and the Continue line follow the files: a save gone from the folder stayed
            # listed, and Continue, still naming it, opened another game
            self.refresh_start()
            return
        if self._recovering:  # (a backup: an older copy, whose curtain may be off, s40 t4)
            table, self._curtain_back_on = recovered_table(table, session.state.players)
        if isinstance(save_id, str):
            self.unopened.pop(save_id, None)
        sid = save_id if isinstance(save_id, str) else None
        if sid is None:  # a file from elsewhere: keep playing it as a new save in the store
            sid = store.new_id(session.game.info.id)
        left_out = left_out_words(len(session.record.moves)) if store.cut_short else ""
        if left_out:
            # (a torn last line: it opened one move short, said on the status line only, which the
            # computers' moves then said over at once: nobody saw it, s31 t2 #4) said once, in a
            # box, before the table goes on
            box = QMessageBox(QMessageBox.Information, "The last move was left out", left_out, QMessageBox.Ok, self)
            box.setTextFormat(Qt.PlainText)
            self.last_message = box
            self._exec(box)
        # a Save As copy played on stays a copy (sid: its own file); a file from elsewhere is a new save,
        # which says where it came from (a Save As copy opened again read the same as its game, s36 t3 #9)
        origin = shown_path(save_id) if isinstance(save_id, Path) else table.get("opened_from", "")
        if self._recovering and isinstance(save_id, Path) and _file_in_folder(save_id, store.directory):
            # the game's own backup, no file from elsewhere: the row read "Opened from its backup ·
            # Hearts · ... · from …261203-040900-8a76.json.bak" (s41 t1 #3); its name says it all
            origin = table.get("opened_from", "")
        shown = self.show_session(session, sid, table.get("open_handed", False), table.get("computers"),
                                  table.get("name", ""), saved=True, copy=sid == save_id and table.get("copy") is True,
                                  origin=origin, copy_no=table.get("copy_no", 0) if sid == save_id else 0)
        if shown and left_out:
            self.say(f"{LEFT_OUT}  {self.status_text()}")
        if shown and store.table_note:  # (settings changed in the file: set back to safe, said until a person acts)
            self.opened_note = store.table_note
            self.say(f"{self.status_text()}  {self.opened_note}")
        if shown and isinstance(save_id, Path):
            self.autosave()
            copy_digest = _digest(store.path_of(sid))
            if digest is not None and copy_digest is not None:
                settings.remember_imported(digest, sid, copy_digest)

    def _open_held_elsewhere(self, path: Path, holder) -> None:
        """A save another window has open (Card Table started twice): said, and a copy offered,
        saved as a new game; the other window keeps the game itself."""
        from ..store.saves import SaveError, SaveStore, load_session, read_summary, where_open

        try:
            summary = read_summary(path)
        except SaveError:
            summary = None
        what = _game_named(summary) if summary is not None else "This saved game"
        where = where_open(holder)
        copy = "Open a copy"
        pressed = self._ask(
            QMessageBox.Information, "This game is open in another window",
            f"{what[0].upper()}{what[1:]} is {where}. Played in two windows, each window's moves would be saved "
            "over the other's.", [(copy, QMessageBox.AcceptRole), ("Cancel", QMessageBox.RejectRole)],
            keep="Cancel", more="Play it on in that window, or open a copy here: the copy is saved as a new game, "
            "and the other window keeps the game itself.")
        if pressed != copy:
            self.say("The game stays open in the other window only.")
            return
        store = SaveStore()
        try:
            # (read only: the store's load may correct the file's summary, a write under the other
            # window's feet)
            session, table = load_session(path, with_table=True)
        except SaveError as exc:
            self.bad_save(exc)
            return
        if self.show_session(session, store.new_id(session.game.info.id), table.get("open_handed", False),
                             table.get("computers"), table.get("name", ""), saved=True, copy=True,
                             origin=table.get("opened_from", "")):
            self.autosave()
            self.say(f"Opened a copy, saved as a new game; the other window goes on with the game itself.  "
                     f"{self.status_text()}")

    def _hold_save(self, save_id: str) -> None:
        """Take the lock of the save now on the table, letting go of the last one's."""
        from ..store import locks
        from ..store.saves import SaveStore

        path = SaveStore().path_of(save_id)
        if path != self._held_save:
            self._let_go_save()
            locks.acquire(path, self)  # (open_save asked first: a new game's save is nobody's)
            self._held_save = path

    def _let_go_save(self) -> None:
        from ..store import locks

        if self._held_save is not None:
            locks.release(self._held_save, self)
            self._held_save = None

    def _open_newer_rules(self, path: Path) -> bool:
        """Whether to open a save: True unless it was played under newer rules of its game than
        this version's and the player leaves it (it opened silently, and played on under the
        older rules). A save of older rules, or one that cannot be read, opens as ever."""
        from .. import __version__
        from ..store.saves import SaveError, newer_app, read_summary

        try:
            summary = read_summary(path)
        except SaveError:
            return True  # loading says what is wrong with it
        if not summary.newer_rules:
            return True
        app = newer_app(summary.app_version)
        by = f"a newer Card Table ({app}; this one is {__version__})" if app else "a newer Card Table"
        leave = "Leave it"
        pressed = self._ask(
            QMessageBox.Question, "Saved by a newer Card Table",
            f"This {summary.game_name} game was saved by {by}, whose rules for {summary.game_name} may differ "
            "from this version's.", [("Open anyway", QMessageBox.AcceptRole), (leave, QMessageBox.RejectRole)],
            keep=leave, more="Opened here, it goes on under this version's rules. Leave it, and nothing changes: "
            "the newer Card Table opens it as it was.")
        if pressed == leave:
            self.say(f"Left the {summary.game_name} game as it is, for the newer Card Table.")
            return False
        return True

    def bad_save(self, exc) -> None:
        from ..store.saves import CURTAIN_BACK_ON, SaveError, SaveStore

        store = SaveStore()
        path = getattr(exc, "path", None)
        box = QMessageBox(QMessageBox.Warning, "Cannot open the saved game", _bad_save_words(exc, store),
                          QMessageBox.Ok, self)
        box.setTextFormat(Qt.PlainText)
        open_backup = delete = open_before = None
        good = getattr(exc, "good_moves", None)
        sound = isinstance(good, int) and good > 0 and isinstance(path, Path)
        if getattr(exc, "backup", None) is not None:
            # (the store offers a backup only when it holds more of the game as played than the
            # sound moves, so it comes first; s33: it was offered alone, 3 moves where the file
            # had 4 sound ones, and one of its 3 a card taken back)
            open_backup = box.addButton("Open the backup", QMessageBox.AcceptRole)
            box.setDefaultButton(open_backup)
            offer = _backup_offer(path, getattr(exc, "backup_moves", None), getattr(exc, "backup_cut", False))
            box.setInformativeText(
                f"{offer} Or you may play on from just before move {good + 1:,}: {_lower_first(_sound(good))}. "
                "Either opens as a new saved game; this file stays as it is." if sound else
                f"{offer} Open the backup instead?")
            # ("OK" answered "Open it instead?" as yes, and did nothing)
            box.button(QMessageBox.Ok).setText("Not now")
        if sound:
            # the moves before the refused one are sound: the game can go on from there (it
            # could only be kept or deleted, every move of it lost to one bad line)
            open_before = box.addButton(f"Open it before move {good + 1:,}", QMessageBox.AcceptRole)
            if open_backup is None:
                box.setDefaultButton(open_before)
        if open_backup is None and isinstance(path, Path) and path.name.endswith(".json") \
                and _file_in_folder(path, store.directory) and path.exists():
            # a file of the saved games that will not open stayed in the list looking like the
            # others, with no way to be rid of it but the file manager
            # (a newer Card Table may open only what a newer one wrote: not an empty or cut file)
            box.setInformativeText("You may keep the file (a newer Card Table may open it), or delete it "
                                   "from the saved games." if getattr(exc, "newer", False) else
                                   f"{_sound(good)}: you may play on from there (as a new "
                                   "saved game; this file stays as it is), keep the file, or delete it from the "
                                   "saved games." if open_before is not None else
                                   # (the file may be sound: deleting it is not what to do first)
                                   "Nothing is known to be wrong with the game in it: once that is put right, "
                                   "it should open. Keep the file, or delete it from the saved games."
                                   if getattr(exc, "passing", False) else
                                   "You may keep the file, or delete it from the saved games.")
            box.button(QMessageBox.Ok).setText("Keep it")
            delete = box.addButton("Delete it", QMessageBox.DestructiveRole)
        # Esc leaves the file as it is ("Keep it", "Not now", "OK"): with more than one answer it
        # did nothing at all
        box.setEscapeButton(box.button(QMessageBox.Ok))
        self.last_message = box
        self._exec(box)  # (answered by a press after a pause only: run_modal)
        if open_backup is not None and box.clickedButton() is open_backup:
            if getattr(exc, "backup_cut", False):  # (damaged too: opened with its sound moves, in one step)
                self._open_before(Path(exc.backup), exc.backup_moves, FROM_BACKUP)
            elif isinstance(path, Path) and not path.exists() and path.name.endswith(".json") \
                    and _file_in_folder(Path(exc.backup), store.directory):
                self._open_backup_of_gone(store.id_of(path))
            else:
                before = self.session
                self._recovering, self._curtain_back_on = True, False
                try:
                    self.open_save(Path(exc.backup))
                finally:
                    self._recovering = False
                if self.session is not None and self.session is not before:
                    # (said for what it is: it read the same as the damaged file beside it; in
                    # the list while it holds these moves, not as its name for good, s43 t2 #6)
                    self.save_recovered = {"how": FROM_BACKUP, "moves": len(self.session.record.moves)}
                    self.autosave()
                    said = _recovered_said(FROM_BACKUP)
                    if self._curtain_back_on:
                        self.opened_note = said = f"{said} {CURTAIN_BACK_ON}"
                    self.say(said)
        elif open_before is not None and box.clickedButton() is open_before:
            self._open_before(path, good)
        elif delete is not None and box.clickedButton() is delete:
            try:
                store.delete(store.id_of(path))
            except SaveError as problem:
                self.error("Cannot delete the saved game", str(problem))

    def _open_backup_of_gone(self, save_id: str) -> None:
        """Open the backup of a saved game whose file is gone (deleted or moved outside Card
        Table) as that game itself: it is saved under its own name again, the backup kept as it
        is, and the list shows the game, no longer its backup alone (opened as a new game, the
        backup stayed in the list for ever, s35 t3 #3)."""
        from ..store.saves import CURTAIN_BACK_ON, SaveError, SaveStore, backup_path, recovered_table

        store = SaveStore()
        try:
            session, table = store.load_with_table(backup_path(store.path_of(save_id)))
        except SaveError as exc:
            self.error("Cannot open the saved game", str(exc))
            return
        table, back_on = recovered_table(table, session.state.players)
        if self.show_session(session, save_id, table.get("open_handed", False), table.get("computers"),
                             table.get("name", ""), saved=True, copy=table.get("copy") is True,
                             origin=table.get("opened_from", ""), copy_no=table.get("copy_no", 0)):
            self.unopened.pop(save_id, None)  # (it did not open from its file, gone: it opens now)
            self.autosave()
            self.opened_note = (f"Opened from its backup, with {plural(len(session.record.moves), 'move')}: "
                                "the game's file was gone, and it is saved again."
                                + (f" {CURTAIN_BACK_ON}" if back_on else ""))
            self.say(self.opened_note)

    def _open_before(self, path: Path, moves: int, how: str = "") -> None:
        """A save whose move ``moves + 1`` the rules refuse (a hand-edited line, a bad copy),
        opened as it stood before that move, as a new saved game: the file itself stays as it
        is, for a newer Card Table or a closer look. The new game's name says what it is
        (``how``, else "recovered before move 5": three recoveries and the damaged file read
        alike in Saved games, s33 t4 #8)."""
        from ..store.saves import CURTAIN_BACK_ON, SaveError, SaveStore, recovered_table

        store = SaveStore()
        try:
            session, table = store.load_with_table(path, moves=moves)
        except SaveError as exc:
            self.error("Cannot open the saved game", str(exc))
            return
        table, back_on = recovered_table(table, session.state.players)
        if self.show_session(session, store.new_id(session.game.info.id), table.get("open_handed", False),
                             table.get("computers"), table.get("name", ""), saved=True):
            # (the list says what it is while it holds these moves: as its name, the words stayed
            # on it for good, s43 t2 #6; :func:`~cardtable.store.saves.recovered_title`)
            self.save_recovered = {"how": how or f"recovered before move {moves + 1:,}", "moves": moves}
            self.autosave()
            # (the backup's own sound moves: it said "Opened as it stood before move 7", a move of
            # the backup's, of a game named "Opened from its backup")
            self.opened_note = _recovered_said(f"{how}, with its first {plural(moves, 'move')} (the rest of it is damaged)"
                                               if how == FROM_BACKUP else f"as it stood before move {moves + 1:,}")
            if back_on:
                self.opened_note += f" {CURTAIN_BACK_ON}"
            self.say(self.opened_note)

    def continue_latest(self) -> None:
        """Continue opens the game its line names (it opened whatever was latest by then: after
        a file went, another game than the one named)."""
        named = self.start.continue_id
        if named is None:
            self.refresh_start()
            self.say("There is no game in progress to continue." if self.start.continue_id is None else
                     "The saved games have changed: Continue now names the game it opens.")
            return
        self.open_save(named)

    def delete_save(self, save_id: str) -> None:
        """Delete one saved game (the start screen's Delete), after a question that names it;
        Cancel is the default. A slip of the finger deleted a game in progress at once."""
        from ..store.saves import SaveError, SaveStore, backup_path, display_name, read_summary

        store = SaveStore()
        path = store.path_of(save_id)
        newer = False
        try:
            summary = read_summary(path)
        except SaveError as exc:
            summary, newer = None, exc.newer
        orphan = summary is None and not path.exists() and backup_path(path).is_file()
        if orphan:  # (its file gone, its backup listed: named by the game the backup holds)
            try:
                summary = read_summary(backup_path(path))
            except SaveError:
                pass
        # a damaged save is asked about with what Open can still do with it (it said "It cannot
        # be opened" of all, though some open before a bad move, or from their backup, or whole)
        damage = "Its file is gone: only its backup is left, and it is deleted." if orphan else \
            _damage_said(store, save_id) if (summary is None and not newer) or save_id in self.unopened \
            or (summary is not None and summary.will_not_open) else None
        if summary is not None:
            what = _game_named(summary)
            if self._held_elsewhere(path, what, "delete"):
                return
            when = _saved_when(summary.saved_at)
            question = (f"Delete {what}, saved {when}? {damage}" if damage else
                        f"Delete {what}, saved {when}? It is finished." if summary.over else
                        f"Delete {what}, saved {when}? It is not finished: once deleted, it cannot be "
                        "played on.")
        else:
            what = f"the file “{display_name(path)}”"
            question = (f"Delete {what} from the saved games? It was saved by a newer Card Table, which can "
                        "open it." if newer else f"Delete {what} from the saved games? "
                        f"{damage or 'The list cannot show which game it holds, but the game in it opens.'}")
        box = QMessageBox(QMessageBox.Question, "Delete a saved game", question, QMessageBox.Cancel, self)
        box.setTextFormat(Qt.PlainText)  # player names are text, never markup
        delete = box.addButton("Delete it", QMessageBox.DestructiveRole)
        box.setDefaultButton(QMessageBox.Cancel)
        self.last_message = box
        self._exec(box)
        self.start.dialog_closed()  # (Enter on Cancel twice quickly: the second opened the game)
        if box.clickedButton() is not delete:
            self.say("Nothing was deleted.")
            return
        if self._held_elsewhere(path, what, "delete"):  # (opened there while the question was up)
            return
        try:
            store.delete(save_id)
        except SaveError as exc:
            self.refresh_start()
            self.error("Cannot delete the saved game", str(exc))
            return
        self.refresh_start()
        self.say(f"Deleted {what}.")

    def _held_elsewhere(self, path: Path, what: str, doing: str) -> bool:
        """Refuse to ``doing`` ("delete", "rename") the save ``path`` (``what``: the game in
        words, :func:`_game_named`) where another Card Table window has it open, and say so in
        those words; True when refused. Asked before the question or the new name: the family
        confirmed, or typed a name, and only then was refused, by the file's name
        ("ten_dime_rummy-20261201-211300-ac5f.json", s32 t4 #7)."""
        from ..store import locks
        from ..store.saves import where_open

        holder = locks.held_elsewhere(path)
        if holder is None:
            return False
        self.refresh_start()
        self.error(f"Cannot {doing} the saved game",
                   f"{what[:1].upper()}{what[1:]} is {where_open(holder)}: close it there first, then "
                   f"{doing} it here.")
        self.say(f"Nothing was {'deleted' if doing == 'delete' else 'renamed'}.")
        return True

    def rename_save(self, save_id: str) -> None:
        """Give a saved game a name of the family's own (the start screen's Rename, a row's menu,
        F2): asked for in a small dialog holding the name it has; an empty name gives it back its
        game's. The name is kept in the save and shown, and found by Find, in the list."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        from ..store.saves import SaveError, SaveStore, read_summary

        store = SaveStore()
        try:
            summary = read_summary(store.path_of(save_id))
        except SaveError as exc:
            self.refresh_start()
            self.error("Cannot rename the saved game", str(SaveError(exc.path, exc.problem, doing="rename")))
            return
        if self._held_elsewhere(store.path_of(save_id), _game_named(summary), "rename"):
            return
        dialog = QInputDialog(self)
        dialog.setWindowTitle("Rename a saved game")
        dialog.setInputMode(QInputDialog.TextInput)
        question = (f"A name for the {summary.game_name} game with {who_plays(summary.players, summary.computers)} "
                    f"({plural(summary.moves, 'move')} played). Leave it empty to list it by its game again.")
        dialog.setLabelText(question)
        dialog.setTextValue(summary.title)
        dialog.setOkButtonText("Rename")
        for label in dialog.findChildren(QLabel):  # (the question on lines, not one as wide as the screen)
            label.setWordWrap(True)
        edit = dialog.findChild(QLineEdit)
        if edit is not None:
            # (the example ended "with Gran", read as a word cut off, s31 t2 #2)
            edit.setPlaceholderText(f"e.g. {summary.game_name} with Grandma")
            # the limit said, and a name past it refused in words: it stopped typing at 60
            # letters, mid-word, and said nothing (s31 t2 #15)
            edit.textChanged.connect(lambda text: _name_room(dialog, question, text))
            _name_room(dialog, question, edit.text())
        self.last_message = dialog
        answered = self._exec(dialog)
        self.start.dialog_closed()  # (an Enter right after the one that closed it opens nothing)
        if not answered:
            self.say("The saved game keeps its name.")
            return
        if self._held_elsewhere(store.path_of(save_id), _game_named(summary), "rename"):
            return  # (opened there while the name was typed)
        try:
            name = store.rename(save_id, dialog.textValue())
        except SaveError as exc:
            self.refresh_start()
            self.error("Cannot rename the saved game", str(exc))
            return
        if save_id == self.save_id:  # the game on the table: its next save keeps the name
            self.save_name = name
            self.save_recovered = None  # (the family's name replaces "Opened from its backup")
        self.refresh_start()
        self._say_of_save(f"Renamed the {summary.game_name} game “{name}”." if name else
                          f"The {summary.game_name} game is listed by its game again.",
                          save_id, f"the {summary.game_name} game" + (f" “{name}”" if name else ""), name)

    def copy_save(self, save_id: str) -> None:
        """The saved-games list's "Make a copy": a copy of the game in the saves folder, listed
        under it ("copy"), marked and in sight."""
        from ..store.saves import SaveError, SaveStore, read_summary

        store = SaveStore()
        try:
            original = read_summary(store.path_of(save_id))
            what = _game_named(original)
            copy = store.make_copy(save_id)
        except SaveError as exc:
            self.refresh_start()
            self.error("Cannot copy the saved game", str(SaveError(exc.path, exc.problem, doing="copy")))
            return
        self.start.list_beside(copy, save_id)
        self.refresh_start()
        self.start.show_save(copy)
        # (a copy deleted by hand: the line said it was listed after it was gone, s45)
        self._say_of_save(f"Made a copy of {what}: it is listed under it, marked as a copy.", copy,
                          f"the copy of {what}", original.title)  # (the copy keeps its name)

    def _say_checked(self, text: str, now_so: Callable[[list | None], str | None]) -> None:
        """Say ``text`` of a file; while the line says it, each reading of the list asks
        ``now_so`` (given the games listed) what is now so: None while ``text`` still holds, else
        the words said in its place (:meth:`_status_still_true`)."""
        self.say(text)
        self._status_check = (text, now_so)

    def _say_of_save(self, text: str, save_id: str, what: str, name: str) -> None:
        """Say ``text`` of the saved game ``save_id`` (``what``: it in words, "the Hearts game
        “Sunday”"), named ``name`` ("": by its game), checked at each reading of the list: its
        file deleted or moved outside Card Table, only its backup left, or renamed in another
        window. The line said "Renamed the Hearts game “Sunday”." under a list whose row said
        its file was gone (s44)."""
        def now_so(listed: list | None) -> str | None:
            if listed is None:  # (no list read: nothing known of it)
                return None
            entry = next((s for s in listed if s.save_id == save_id), None)
            if entry is not None and not entry.backup_only and entry.title == name:
                return None
            it = what[:1].upper() + what[1:]
            if entry is None:
                return f"{it} is no longer in the saves folder: its file was deleted or moved outside Card Table."
            if entry.backup_only:
                return (f"The file of {what} is gone (deleted or moved outside Card Table): only its backup is "
                        "left, listed; Open offers it.")
            return (f"{it} has been renamed since: it is listed as “{entry.title}”." if entry.title else
                    f"{it} is listed by its game again since.")

        self._say_checked(text, now_so)

    def _status_still_true(self, listed: list | None) -> None:
        """The status line's words of a file (:meth:`_say_checked`) replaced by what is now so
        where the list read again (``listed``; None: no list read, a file followed changed)
        shows it is no longer so."""
        if self._status_check is None:
            return
        text, now_so = self._status_check
        if self._status_said != text:  # (the line says something else since)
            self._status_check = None
            return
        words = now_so(listed)
        if words is not None:
            self._status_check = None
            self.say(words)

    def clear_finished(self, save_ids: list[str]) -> None:
        """Delete every finished game, after one question."""
        from ..store import locks
        from ..store.saves import SaveError, SaveStore

        if not save_ids:
            return
        # each game checked by replaying it, not by the summary its file keeps of itself: a
        # game in progress listed as finished (a stale or hand-edited summary) was deleted by
        # this button, which promises "Games in progress stay" (replaying also mends the list)
        store = SaveStore()
        listed = len(save_ids)
        save_ids = [sid for sid in save_ids if store.finished(sid)]
        if len(save_ids) < listed:
            self.refresh_start()
        if not save_ids:
            self.say("No game was deleted: the games listed as finished are not finished after all, "
                     "and are now listed as in progress.")
            return
        # a finished game open in another window (on its result panel) stays, and is said to,
        # before the question: it was asked, then refused by its file name (s32 t4 #7)
        held = [sid for sid in save_ids if locks.held_elsewhere(store.path_of(sid)) is not None]
        save_ids = [sid for sid in save_ids if sid not in held]
        held_words = ("" if not held else
                      f" {plural(len(held), 'finished game')} {'is' if len(held) == 1 else 'are'} open in another "
                      f"Card Table window: {'it stays' if len(held) == 1 else 'they stay'}.")
        if not save_ids:
            self.error("Cannot delete the finished games" if len(held) > 1 else "Cannot delete the finished game",
                       ("Every finished game is open in another Card Table window: close them there first, "
                        "then press Clear finished again." if len(held) > 1 else
                        "The finished game is open in another Card Table window: close it there first, then "
                        "press Clear finished again."))
            return
        # the search box may hide some of them: said, so that none goes unawares (s30 t2 #6)
        hidden = self.start.hidden_by_search(save_ids)
        hidden_words = ("" if not hidden else " It is hidden by your search." if len(save_ids) == 1 else
                        " Both are hidden by your search." if hidden == len(save_ids) == 2 else
                        f" All {hidden} are hidden by your search." if hidden == len(save_ids) else
                        f" {hidden} of them {'is' if hidden == 1 else 'are'} hidden by your search.")
        box = QMessageBox(QMessageBox.Question, "Clear finished games",
                          f"Delete the {plural(len(save_ids), 'finished game')} from the list?{hidden_words} "
                          f"Games in progress stay.{held_words}", QMessageBox.Cancel, self)
        delete = box.addButton(f"Delete {plural(len(save_ids), 'finished game')}", QMessageBox.DestructiveRole)
        box.setDefaultButton(QMessageBox.Cancel)
        self.last_message = box
        self._exec(box)
        if box.clickedButton() is not delete:
            return
        failed = []
        for sid in save_ids:
            try:
                store.delete(sid)
            except SaveError as exc:
                failed.append(str(exc))
        self.refresh_start()
        kept = listed - len(save_ids)
        kept_words = (f" {plural(kept, 'game')} listed as finished {'was' if kept == 1 else 'were'} not finished "
                      f"after all: {'it stays' if kept == 1 else 'they stay'}, listed as in progress."
                      if kept else "")
        if failed:
            self.error("Cannot delete every finished game", "\n".join(failed[:5]))
        else:
            self.say(f"Deleted {plural(len(save_ids), 'finished game')}.{kept_words}{held_words}")

    def questions_dialog(self) -> None:
        """Game > Party Game Questions...: the Cassino party game's questions, edited here."""
        from .questions_dialog import QuestionsDialog

        self._exec(QuestionsDialog(self))

    def court_whist_evening(self) -> None:
        """Game > Court Whist Evening...: a room of tables played with real cards."""
        from .court_whist_evening import show_evening

        show_evening(self)

    def gin_rummy_evening(self) -> None:
        """Game > Gin Rummy Tournament Evening...: two teams at a room of tables, real cards."""
        from .gin_evening_screen import show_gin_evening

        show_gin_evening(self)

    def show_saved_games(self) -> None:
        """Game > Open (Ctrl+O): the start screen's saved-games list, the keys in it, the game on
        the table (saved after every move) left and selected. It was a raw file picker on the
        saves folder, code names and .bak backups among them (s41 t2); a file kept elsewhere
        opens with the list's "Open a file…" (:meth:`open_file_dialog`)."""
        if self.stack.currentWidget() is not self.start:
            self.back_to_start()
            if self.stack.currentWidget() is not self.start:
                return  # (staying at the table: may_leave_table said no)
        tree = self.start.saves
        if tree is None:
            return
        if tree.currentItem() is None or not tree.currentItem().data(0, Qt.UserRole):
            first = tree.first_row()
            if first is not None:
                tree.setCurrentItem(first)
        tree.setFocus(Qt.ShortcutFocusReason)
        self.say("Pick a saved game and press Open (or Enter); Open a file\u2026 opens one kept elsewhere.")

    def open_file_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ..store.saves import SaveStore

        from .dialogs import run_modal

        path, _ = run_modal(self, lambda: QFileDialog.getOpenFileName(
            # (no .bak at first: a backup is offered by the damaged file's own row, "Open the
            # backup"; a Save As copy's replaced one is under the backups' type, as Save As says)
            self, "Open a saved game", str(_open_folder()), "Card Table saves (*.json);;Backups of saved games (*.bak);;All files (*)"))
        if path:
            if not _file_in_folder(Path(path), SaveStore().directory):
                settings.remember_save_as_folder(Path(path).parent)  # (Save As starts there too)
            self.open_save(Path(path))

    def save_as_dialog(self) -> None:
        """Game > Save As...: a copy of the game in a file of the player's choosing. It opened in
        the saves folder itself, listing every game's file by its code name, and a copy saved
        over one of them (Qt's "replace?" answered yes) replaced another saved game for good (s31
        t2 #1). It opens in the folder a copy was last saved in, else the documents folder, with
        a name suggested; a file chosen that is there already is named before it is replaced
        (another saved game by its game, players and moves), and the game's own save, or one open
        in another window, is never replaced."""
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return
        from .dialogs import run_modal

        from ..store.saves import SaveStore, copy_target

        folder = settings.save_as_folder() or _documents_folder()
        # (named as the list names the game: "Sunday Hearts.json", "Hearts with Anna, Cleo and 2 computers.json")
        named = {"title": self.save_name or "", "computers": self.computers}
        start = SaveStore().copy_path(self.session, folder=folder, **named)
        while True:
            # (cancelled with Esc, it left H and Ctrl+Home dead until the table was clicked)
            chosen, _ = run_modal(self, lambda: QFileDialog.getSaveFileName(
                self, "Save a copy of this game", str(start), "Card Table saves (*.json)", "",
                QFileDialog.Option.DontConfirmOverwrite))  # (asked here, in words: _may_replace)
            if not chosen:
                return
            path = copy_target(chosen)
            backup = self._may_replace(path)
            if backup is not None:
                break
            start = SaveStore().copy_path(self.session, folder=path.parent, **named)  # (again there, a free name)
        if self.save_copy(path, keep_backup=backup):
            settings.remember_save_as_folder(path.parent)

    def _may_replace(self, path: Path) -> bool | None:
        """Whether Save As may write ``path``: None to choose another name (the player said so,
        or it is this game's own save or a save open in another window); else whether to keep
        what it replaces as a backup (a saved game)."""
        from ..store import locks
        from ..store.saves import BACKUP_SUFFIX, SaveError, SaveStore, display_name, read_summary, where_open

        try:
            if not path.exists() or path.is_dir():
                return False  # (a folder: saving says so)
        except OSError:
            return False
        store = SaveStore()
        name = display_name(path)
        own = self.save_id is not None and _same_file(path, store.path_of(self.save_id))
        try:
            summary, problem, newer = read_summary(path), "", False
        except SaveError as exc:
            summary, problem, newer = None, exc.problem, exc.newer
        what = _game_named(summary) if summary is not None else f"\u201c{name}\u201d"
        holder = None if own else locks.held_elsewhere(path)
        if own or holder is not None:
            self.error("Choose another name",
                       f"\u201c{name}\u201d is this game's own save: Card Table saves the game there after every "
                       "move already. Give the copy a name of its own." if own else
                       f"\u201c{name}\u201d holds {what}, {where_open(holder)}: a copy cannot replace it. Give "
                       "the copy a name of its own.")
            return None
        game = self.session.game.info.name
        if summary is not None:
            text = (f"\u201c{name}\u201d is your saved {'copy' if summary.copy else 'game'}: {what}, "
                    f"{plural(summary.moves, 'move')}, saved "
                    f"{_saved_when(summary.saved_at)}. Replace it with a copy of this {game} game?")
            more = (f"If you replace it, that {summary.game_name} game is kept only as a backup, "
                    f"\u201c{name}{BACKUP_SUFFIX}\u201d (Game > Open, then Open a file\u2026 with the type "
                    "\u201cBackups of saved games\u201d, opens it).")
            replace = f"Replace the {summary.game_name} game"
        else:
            text = f"\u201c{name}\u201d is already there, and {problem}. Replace it with a copy of this {game} game?"
            more, replace = "", "Replace it"
        other = "Choose another name"
        pressed = self._ask(QMessageBox.Warning, "Replace a file?", text,
                            [(replace, QMessageBox.DestructiveRole), (other, QMessageBox.RejectRole)],
                            keep=other, more=more)
        if pressed != replace:
            return None
        return summary is not None or newer

    def save_copy(self, path: Path, keep_backup: bool = False) -> bool:
        """Write a copy of the game to ``path`` (Save As); False, said, if it cannot be written."""
        from ..store.saves import SaveError, SaveStore

        try:
            path = SaveStore().save_copy(self.session, path, table=self.table_settings(), keep_backup=keep_backup)
        except SaveError as exc:
            # (it said "could not be written to ...: it could not be written (...)")
            advice = "choose another name" if exc.problem == "it is a folder, not a file" else \
                "choose another folder, such as your Documents"
            self.error("Cannot save", f"Cannot save the game to {exc.path}: {exc.problem} ({advice}).")
            return False
        where = (f"{path.name}; it is in the saved games list" if _file_in_folder(path, SaveStore().directory)
                 else f"{path}")
        if self.save_note:  # saving has been failing: try again, else save on into this copy
            self.autosave()
        if self.save_note:
            self.save_copy_to, self.unsaved = path, False
            self.save_note = (f"Saved only in the copy \u201c{path.name}\u201d: the saves folder cannot "
                              "be written.")
            # (it said "The game is also saved automatically", and later moves were saved nowhere)
            said = (f"Saved a copy as {where}. The saves folder still cannot be written: until it can, "
                    "Card Table saves the game in this copy after every move.")
        else:
            said = f"Saved a copy as {where}. (The game is also saved automatically.)"
        # checked at each reading of the list, as a rename is, and as its file goes (a game on the
        # table reads no list): the line said the copy was saved after it had been deleted by hand (s45)
        self._say_checked(said, lambda _listed: None if _file_there(path) else
                          f"The copy saved as {path.name} is no longer there: its file was deleted or moved "
                          "outside Card Table.")
        self._follow_copy(path)
        return True

    def _follow_copy(self, path: Path) -> None:
        """The status line's words of a copy just saved checked again as its file changes or
        goes (:meth:`_status_still_true`, with no list read)."""
        from PySide6.QtCore import QFileSystemWatcher

        watcher = self._copy_watcher
        if watcher is None:
            watcher = self._copy_watcher = QFileSystemWatcher(self)
            watcher.fileChanged.connect(lambda _path: self._status_still_true(None))
        elif watcher.files():
            watcher.removePaths(watcher.files())
        watcher.addPath(str(path))

    def table_settings(self) -> dict:
        """How the table is set, kept with the save (not part of the game record)."""
        table: dict = {"open_handed": bool(self.open_handed)}
        if self.save_name:  # the name the family gave it (Rename)
            table["name"] = self.save_name
        if self.save_is_copy:  # a Save As copy played on: still a copy in the list
            table["copy"] = True
            if self.save_copy_no:  # (and the copy of its game it is: "copy 2")
                table["copy_no"] = self.save_copy_no
        if self.save_origin:  # opened from a file elsewhere: the list says which
            table["opened_from"] = self.save_origin
        recovered = self.save_recovered
        if recovered and self.session is not None and len(self.session.record.moves) == recovered["moves"]:
            table["recovered"] = dict(recovered)  # (said in the list until it is played on)
        if any(self.computers):  # per seat "" (a person) or a computer player's level
            table["computers"] = list(self.computers)
        return table

    # ----- the table ---------------------------------------------------------------------------
    def _ensure_table(self):
        if self.table is None:
            from .curtain import Curtain, GameOverPanel
            from .table_view import TableView

            page = QWidget()
            lay = QVBoxLayout(page)
            lay.setContentsMargins(0, 0, 0, 0)
            page.view = TableView(page)
            page.view.animations_on = self.animations_action.isChecked()
            lay.addWidget(page.view)
            page.curtain = Curtain(page.view)
            page.curtain.revealed.connect(self.reveal)
            page.curtain.called.connect(self._call_at_curtain)
            # (a press in a stream of clicks or keys: whoever means it waits a moment)
            page.curtain.hurried.connect(lambda key, c=page.curtain: self.hint(c.hurried_words(key)))
            page.over = GameOverPanel(page.view)
            page.over.play_again.connect(self.play_again)
            page.over.back_to_start.connect(self.back_to_start)
            page.over.said.connect(self.hint)
            from .curtain import Hint

            page.hint = Hint(page.view)
            page.view.message.connect(self._table_message)
            page.view.lifted.connect(self._piece_lifted)
            page.view.focus_named.connect(self._focus_named)
            page.view.installEventFilter(self)  # (Escape closes the rules page before the table has it)
            page.view.escape_closes = self._rules_open  # (and so does nothing at the table)
            self.stack.addWidget(page)
            self.table = page
        return self.table

    def show_session(self, session, save_id: str, open_handed: bool = False, computers=None, name: str = "",
                     saved: bool = False, copy: bool = False, origin: str = "", copy_no: int = 0) -> bool:
        """Put a session on the table; False (with a message) if this version cannot show it.
        ``computers``: per seat "" (a person) or a computer player's level; ``name``: the name
        the family gave the saved game (kept in it when it is saved again); ``saved``: opened
        from a save (an open-handed one shows its first hand behind a curtain all the same);
        ``copy``: the save is a Save As copy (marked so when it is saved again), ``copy_no``
        which copy of its game (kept: the list's "copy 2"); ``origin``: the
        file from outside the saves folder it was opened from (kept in its save, said in the list)."""
        from ..play import LEVELS, PlayController, seats_for
        from .drag import DragController
        from .layouts import layout_for

        try:
            layout = layout_for(session.game.info.id)
        except KeyError as exc:
            self.error("Cannot show this game", f"Card Table cannot show this game yet: {exc.args[0]}.")
            return False
        self._late_init()
        page = self._ensure_table()
        self._stop_thinking()
        # The last game's table comes down first: its gestures (its layout) never read this
        # game's moves, and nothing is drawn until this game's first turn says who sees what.
        # The score sheet opening on the way resized the table, which Jokers Wild's gestures
        # then rebuilt over Mexican Train's moves: an exception inside Qt's resize, and a crash
        # at the next garbage collection.
        old = page.view.controller
        if old is not None:
            old.cancel(quiet=True)
            page.view.controller = None
        page.view.set_describer(None)
        players = session.state.players
        levels = list(computers) if isinstance(computers, list) and len(computers) == len(players) else []
        self.computers = [c if c in LEVELS else "" for c in levels] or [""] * len(players)
        self.session = session
        self.save_id = save_id
        self._hold_save(save_id)
        # (the last game's "Not saved: ..." stayed on the status line over this one)
        self.save_note, self._save_failed_for, self.save_copy_to = "", None, None
        self.opened_note = ""
        self.unsaved, self._leave_unsaved = False, None
        self.save_name = name if isinstance(name, str) else ""
        self.save_recovered = None
        self.save_is_copy = bool(copy)
        self.save_copy_no = copy_no if copy and type(copy_no) is int and copy_no > 0 else 0
        self.save_origin = origin if isinstance(origin, str) else ""
        self.layout = layout
        self._person = self._computers_from = None  # nobody has had this table yet: no hand-off to guard
        self._opened = True
        page.view.handed_over_at = None
        self.play_ctl = PlayController(session, seats_for(players, self.computers),
                                       autosave=lambda _session: self.autosave(), open_handed=bool(open_handed),
                                       auto_pass=bool(getattr(layout, "auto_pass", False)),
                                       curtain_first=saved)
        if self.play_ctl.has_computers:
            self._ensure_service()  # the worker starts while the table is drawn, not at the first turn
        if hasattr(layout, "drawn_of"):  # a board's own table outlines the pieces just drawn
            layout.drawn_of = self.play_ctl.drawn_cards
        if hasattr(layout, "observe"):  # the generic table draws from the controller's observation
            layout.observe = self.play_ctl.table_observation  # (with the cards just drawn)
        if hasattr(layout, "offer"):  # and offers the controller's moves (no question to a computer)
            setattr(layout, "offer", self.play_ctl.offered)
        if hasattr(layout, "called"):  # and what people may call out (Five Hundreds' Rummy! button)
            setattr(layout, "called", self.called_out_moves)
        if hasattr(layout, "table_words"):  # and the words on the table's own buttons (their room)
            setattr(layout, "table_words", lambda: [entry[0] for entry in self._table_buttons(coming=True)])
        painters = getattr(layout, "painters", None)  # a Layout registers its token painters here
        if painters is not None:
            from .table_view import register_token_painter

            for kind, paint in painters().items():
                register_token_painter(kind, paint)
        self._set_open_handed(open_handed)
        # a game where nothing is hidden (Pirate, 10,000) never has a curtain to turn off
        secrets = session.game.keeps_secrets(session.state)
        self._offer_curtain(secrets)
        settings.remember_last(save_id, session.game.info.id)
        self._last_sheet = None
        game_id = session.game.info.id
        shown = settings.game_choices(game_id).get("score_panel")
        if shown is None:
            shown = session.game.sheet_shown(session.state.options)
        self.score_view_action.setEnabled(True)
        # the table's least size counts before the sheet opens beside it, the start screen's no
        # longer; the sheet then opens at its width (shown after the switch, it opened narrower
        # and widened a moment later, and the table under a double-click moved)
        self._size_by_page(page)
        self._show_score_panel(shown)
        self._show_game_log(self.log_view_action.isChecked())
        self._side_as_new()
        page.over.hide()
        page.curtain.hide()
        self.stack.setCurrentWidget(page)
        DragController(page.view, layout, self)
        self.setWindowTitle(f"{session.game.info.name} \u2014 Card Table")
        self._rules_follow()
        self._notes, self._seen = [], {}
        self._recall_notes(session)
        # a game not yet begun says how it was set up (who set the first double down)
        set_up = "" if session.record.moves else " ".join(str(e) for e in session.game.setup_events(session.state))
        self.new_turn(previous=None, note=set_up)
        pending = self.play_ctl.automatic()
        if pending is not None:
            # a save left where the table plays by itself (Fast Track's forced pass: an Undo of
            # s28 took back the pass alone, and the table waited for a pass with no button)
            self.play(pending)
        self._update_actions()
        self._keys_to_table()
        if self._still_away():  # (after the first prompt, which took the place of the note)
            self._docks_note(self._away_note())
        return True

    def _size_by_page(self, shown: QWidget) -> None:
        """Let only the page shown (or about to be) set the window's least size. A stack's least
        size is its largest page's: with text at 150 % on a 1366x768 screen (911 points wide),
        the hidden start screen's 786 and the score sheet's 200 held a game's window wider than
        the screen."""
        for i in range(self.stack.count()):
            page = self.stack.widget(i)
            kind = QSizePolicy.Policy.Preferred if page is shown else QSizePolicy.Policy.Ignored
            page.setSizePolicy(kind, kind)
        self.stack.updateGeometry()

    # ----- the score sheet beside the table ----------------------------------------------------
    def _ensure_score_panel(self):
        if self.score_panel is None:
            from .score_panel import LEAST_WIDTH, ScorePanel

            panel = self.score_panel = ScorePanel(self)
            panel.set_font_px(max(12, self.height() // 60))
            panel.setMinimumWidth(LEAST_WIDTH)  # (fit_width asks for more when the window has it)
            # its height follows its width: a dock made mid-game (the sheet hidden until then)
            # measured its words at a width it did not keep, and left the sixth of six players'
            # totals under a scroll bar, the game log below taking the rest
            panel.on_width = self._regrow_sheet
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.hide()
            # the dock's own close button unticks View > Score Sheet
            panel.visibilityChanged.connect(self._score_panel_visibility)
            self._watch_dock(panel)
        return self.score_panel

    def _show_score_panel(self, shown: bool) -> None:
        """Show or hide the panel and tick the View menu, without remembering it as a choice."""
        self._setting_panel = True
        try:
            self.score_view_action.setChecked(shown)
            if shown:
                panel = self._ensure_score_panel()
                if self._room_beside(panel, self.score_view_action):  # (else put away, ticked)
                    panel.show()
                    self.update_score_sheet(force=True)
                    self._share_side()  # above the game log, if that is open
            elif self.score_panel is not None:
                self.score_panel.hide()
        finally:
            self._setting_panel = False
        if self.session is None:
            self.score_view_action.setEnabled(False)

    def _score_view_toggled(self, on: bool) -> None:
        if getattr(self, "_setting_panel", False):
            return
        if self.session is None:
            return
        self._show_score_panel(on)
        settings.remember_score_panel(self.session.game.info.id, on)

    def _score_panel_visibility(self, visible: bool) -> None:
        # the dock's close button hides it while a game is on the table: untick the menu
        if not visible and not getattr(self, "_setting_panel", False):
            self._when_dock_stays_hidden(lambda: self.score_panel, self.score_view_action)

    def _when_dock_stays_hidden(self, dock, action: QAction) -> None:
        """Untick ``action`` (View > Score Sheet, View > Game Log: its handler remembers the choice)
        if the dock (``dock()``) is still hidden once the events of the moment are done: closed by
        its own button, not floated or docked. A dock floated or docked back is hidden for a moment
        while it changes windows, then shown again; taken for a close, it left the sheet on screen
        with its menu entry unticked and ``"score_panel": false`` remembered, and the game's next
        table opened with no sheet (s36 t1 #6)."""
        def check() -> None:
            widget = dock()
            if widget is not None and widget.isHidden() and self.session is not None and self.isVisible() \
                    and action.isChecked():
                action.setChecked(False)

        QTimer.singleShot(0, self, check)

    def _watch_dock(self, dock) -> None:
        """The keys come back to the table when ``dock`` docks back or is closed
        (:meth:`_keys_home_from_docks`)."""
        dock.topLevelChanged.connect(self._dock_moved)
        dock.visibilityChanged.connect(self._dock_shown)

    def _dock_moved(self, floating: bool) -> None:
        if not floating:
            QTimer.singleShot(0, self, self._keys_home_from_docks)  # once the dock has changed windows

    def _dock_shown(self, visible: bool) -> None:
        if not visible:
            QTimer.singleShot(0, self, self._keys_home_from_docks)

    def _keys_home_from_docks(self) -> None:
        """A dock docked back or closed: the keys go back to the table (the window made active
        again) if they were left nowhere or in a dock no longer on screen. The Score Sheet floated
        and docked back (its float button twice) left no window active, the floating one being
        gone: F1, H and Ctrl+Z did nothing until the table was clicked (s47 t2 #3). Keys in a
        window of ours still on screen (the sheet floating, a dialog) or on a widget of this
        window still shown (the game log clicked into, a bid box) stay where they are."""
        from PySide6.QtWidgets import QApplication

        if self.session is None or not self.isVisible():
            return
        active, focus = QApplication.activeWindow(), QApplication.focusWidget()
        if active is not None and active is not self:
            return
        if active is self and focus is not None and focus.isVisible() \
                and not any(dock is not None and dock.isAncestorOf(focus) and dock.isHidden()
                            for dock in (self.score_panel, self.game_log)):
            return
        self._keys_back()

    def update_score_sheet(self, force: bool = False) -> None:
        """Refresh the panel from ``game.score_sheet(state)`` (about 0.01-0.06 ms per call);
        the table widget is rebuilt only when the sheet changed."""
        panel = self.score_panel
        if panel is None or self.session is None or not panel.isVisible():
            return
        sheet = self.current_sheet()
        if force or sheet != self._last_sheet:
            before = self._last_sheet
            self._last_sheet = sheet
            panel.set_sheet(sheet)
            self._regrow_sheet(shrunk=before is not None and sheet is not None and len(sheet.rows) < len(before.rows))
            # and again once the table is laid out: a header grown a line ("Round / 1" after
            # Canadian Salad's first round) is as tall as it is only then, and the dock kept its
            # height, the fourth player's row half under a scroll bar (s41 t3 LOOK-1)
            QTimer.singleShot(0, self, self._regrow_sheet)

    def _regrow_sheet(self, shrunk: bool = False) -> None:
        """A sheet that grew rows beyond its room takes more of the side from the game log below
        it (up to its share, :meth:`_share_side`), unless someone moved the divider between them
        since: at 1366x768 the log had left a Rummoli sheet the three rows it first had, and in
        the game's ending, a row for each space settled, the rounds scrolled out of sight. One
        that has fewer rows than before (``shrunk``: a scoring play taken back) gives the room
        back as it took it: Biscuit's sheet kept an empty band under its Total row after Ctrl+Z
        (s34 t1 #6). (Only then: the height a sheet wants changes a little as its legend wraps
        or its totals are pinned, and it is not made smaller for that.)"""
        sheet = self.score_panel
        if sheet is None or not self._sheet_follows:
            return
        wanted = sheet.wanted_height()
        if wanted > sheet.height() + 2 or shrunk and sheet.height() > max(wanted, sheet.minimumSizeHint().height()) + 2:
            self._share_side()

    # ----- the game log beside the table -------------------------------------------------------
    def _show_game_log(self, shown: bool) -> None:
        """Show (with a game on the table) or hide the log; the View menu's tick is the choice."""
        if shown and self.session is not None:
            if self.game_log is None:
                from .game_log import make_panel

                log = self.game_log = make_panel(self)
                log.set_font_px(max(13, self.height() // 52))
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, log)
                # (hidden until shown: a dock added to a window on screen shows itself once the
                # events of the moment are done, put away or not)
                log.hide()
                log.visibilityChanged.connect(self._game_log_visibility)
                log.enter_pressed.connect(self._enter_in_the_log)
                self._watch_dock(log)
            if not self._room_beside(self.game_log, self.log_view_action):
                return
            self._setting_log = True
            try:
                self.game_log.show()
            finally:
                self._setting_log = False
            self._share_side()
            self._sync_game_log()
        elif self.game_log is not None:
            self._setting_log = True
            try:
                self.game_log.hide()
            finally:
                self._setting_log = False

    def _side_as_new(self) -> None:
        """A game opened lays the side out as a window just started does, whatever the last game
        left: the score sheet above the game log, and the log alone at its own width. The panels
        swapped places after quitting and Continue (the one made first went on top), and the log
        kept the last game's sheet's width, Fast Track's board drawn smaller after Rummoli until
        the next start (s42 t1): the same game now opens the same way every time. (A person's
        own arranging holds for the game they made it in.)"""
        sheet, log = self.score_panel, self.game_log
        if log is None or log.isHidden() or log.isFloating():
            return
        if sheet is None or sheet.isHidden():
            # (the width the family dragged it to, if they did: it went back to its own at every
            # game opened with the sheet off, s43)
            self.resizeDocks([log], [self._log_width or log.sizeHint().width()], Qt.Orientation.Horizontal)
            return
        if sheet.isFloating() or self.dockWidgetArea(sheet) != self.dockWidgetArea(log):
            return
        self.splitDockWidget(sheet, log, Qt.Orientation.Vertical)  # the log under the sheet
        self._share_side()

    def _share_side(self) -> None:
        """The score sheet and the game log one above the other: the sheet first, as tall as it
        needs up to three fifths of the side (it keeps its caption, legend and a few rows in any
        case: ScoreTable.keep_room), the log the rest. A third for the sheet left it a single row
        at 1024x600, its legend cut."""
        sheet, log = self.score_panel, self.game_log
        if sheet is None or log is None or sheet.isHidden() or log.isHidden() or sheet.isFloating() \
                or log.isFloating() or self.dockWidgetArea(sheet) != self.dockWidgetArea(log):
            return
        side = sheet.height() + log.height()
        if side < 100:  # not laid out yet: the window's height less the menu and status lines
            side = self.height() - self.menuBar().height() - self.statusBar().height()
        least_log = min(side // 3, max(120, log.minimumSizeHint().height()))
        want = min(sheet.wanted_height(), side * 3 // 5, side - least_log)
        want = max(want, sheet.minimumSizeHint().height())
        self.resizeDocks([sheet, log], [want, max(1, side - want)], Qt.Orientation.Vertical)
        self._sheet_follows = True

    def event(self, event: QEvent) -> bool:
        """Notes a divider dragged by hand between the score sheet and the log: a press that
        reaches the window itself is on a divider (the docks and the table take their own),
        and the sheet's height changed by its release (its width changed: the sheet's edge,
        :meth:`ScorePanel.resized_by_hand`). A window resized (maximised, or made
        smaller) changes it too, but leaves the sheet growing into the log as its rows come
        (it stopped for good after a resize, as if someone had moved the divider)."""
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            log = self.game_log
            self._log_at_press = log.width() if log is not None and log.isVisible() and not log.isFloating() else None
        if kind == QEvent.Type.MouseButtonPress and self.score_panel is not None:
            self._sheet_at_press = self.score_panel.height()
            self._sheet_width_at_press = self.score_panel.width()
        elif kind == QEvent.Type.MouseButtonRelease and self._sheet_at_press is not None:
            result = super().event(event)  # (the divider's move ends: the sheet has its width)
            if self.score_panel is not None and self.score_panel.isVisible() \
                    and abs(self.score_panel.width() - self._sheet_width_at_press) > 2:
                self.score_panel.resized_by_hand()
            if self.score_panel is not None and abs(self.score_panel.height() - self._sheet_at_press) > 2:
                self._sheet_follows = False
            self._sheet_at_press = None
            self._log_resized_by_hand()
            return result
        elif kind == QEvent.Type.MouseButtonRelease and self._log_at_press is not None:
            result = super().event(event)  # (the divider's move ends: the log has its width)
            self._log_resized_by_hand()
            return result
        return super().event(event)

    def _log_resized_by_hand(self) -> None:
        """A press on a divider was released: where it changed the width of the game log alone
        on its side (the score sheet off), that width is the family's choice, kept for the games
        opened after (:meth:`_side_as_new`). Beside a sheet the width is the sheet's
        (:meth:`ScorePanel.resized_by_hand`)."""
        log, sheet, before = self.game_log, self.score_panel, self._log_at_press
        self._log_at_press = None
        if before is None or log is None or not log.isVisible() or log.isFloating() \
                or abs(log.width() - before) <= 2:
            return
        if sheet is not None and sheet.isVisible() and not sheet.isFloating() \
                and self.dockWidgetArea(sheet) == self.dockWidgetArea(log):
            return
        self._log_width = log.width()

    def _log_view_toggled(self, on: bool) -> None:
        if not getattr(self, "_setting_log", False):
            settings.remember_game_log(on, small=self._log_folds())
            self._show_game_log(on)

    def _log_folds(self) -> bool:
        """Is the window small enough that the game log is folded away unless the family opened
        it at this size (:func:`settings.game_log_shown`)?"""
        return self.width() < LOG_FOLDS_BELOW[0] or self.height() < LOG_FOLDS_BELOW[1]

    def _log_follows_size(self) -> None:
        """The window went from large to small or back: the log shown as chosen at that size
        (folded away in a small window until the family opens it there)."""
        small = self._log_folds()
        if small == getattr(self, "_log_small", None):
            return
        self._log_small = small
        wanted = settings.game_log_shown(small)
        if self.log_view_action.isChecked() == wanted:
            return
        self._setting_log = True
        try:
            self.log_view_action.setChecked(wanted)
        finally:
            self._setting_log = False
        self._show_game_log(wanted)

    def _screen_room(self) -> int:
        """The widest the window can be on its screen (the sides of its frame taken off)."""
        screen = self.screen()
        if screen is None:
            return self.width()
        return screen.availableGeometry().width() - max(0, self.frameGeometry().width() - self.width())

    def _room_beside(self, dock, action: QAction) -> bool:
        """Is there room on the screen for ``dock`` beside the table? A dock shown widens the
        window's least size by its own width, and the window grows to it at once: on a 640x480
        screen the score sheet's 200 px beside the table's 480 made the window 686 px wide, and
        it stayed so (a window never shrinks by itself): Spider's tenth column, Golf's Knock and
        the status line's ends off the screen, in every game after (s47 t3 F-A). Where the
        screen is too narrow the dock is put away instead, as for a window made narrower
        (:meth:`_docks_give_way`: its View menu tick stays, and it comes back if the window
        gets the room), with a note on the status line."""
        beside = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        if dock.isFloating() or self.dockWidgetArea(dock) not in beside:
            return True

        def least(widget) -> int:  # (an explicit least width stands for the dock's own, as in Qt's layouts)
            return widget.minimumWidth() or widget.minimumSizeHint().width()

        side = [d for d in (self.score_panel, self.game_log) if d is not None and d is not dock
                and not d.isHidden() and not d.isFloating() and self.dockWidgetArea(d) == self.dockWidgetArea(dock)]
        if side:  # (one above the other: the side is as wide as the wider)
            extra = max(0, least(dock) - max(least(d) for d in side))
        else:
            extra = least(dock) + self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)
        need = self.minimumSizeHint().width() + extra
        if need <= max(self.width(), self._screen_room()):
            return True
        away = self._docks_away
        away[:] = [entry for entry in away if entry[0] is not dock]
        away.append((dock, action, need))
        self._docks_note(self._away_note())
        return False

    def _still_away(self) -> list:
        """The docks put away for room that are still so (not unticked, nor shown again since)."""
        away = self._docks_away
        away[:] = [entry for entry in away if entry[0].isHidden() and entry[1].isChecked()]
        return away

    def _away_note(self) -> str:
        """What the status line says of the docks put away for the table's room."""
        away = self._docks_away
        # (the sheet named first, whichever went first)
        names = " and ".join(sorted(("the score sheet" if entry[0] is self.score_panel else "the game log"
                                     for entry in away), key=lambda name: name != "the score sheet"))
        both = len(away) > 1
        said = f"{names[0].upper()}{names[1:]} {'are' if both else 'is'} put away"
        them = "them" if both else "it"
        if max(entry[2] for entry in away) <= self._screen_room():
            return f"{said} while the window is this narrow: make the window wider to see {them} again."
        # (a wider window would not fit the screen either: "make the window wider" could not be followed)
        sheet = any(entry[0] is self.score_panel for entry in away)
        return (f"{said}: the screen is too narrow for {them} beside the table."
                + (" Game > Print Score Sheet shows the sheet." if sheet else ""))

    def _docks_give_way(self) -> None:
        """The table is never covered by the docks beside it. A window manager may make the window
        narrower than its least size (the table's least width and the docks'): the docks then lay
        over the table's right part, seats, banner and the hand's last cards under them (500-640
        px, s38 t5 F6). There the Game Log is put away, then the score sheet, with a note on the
        status line; each comes back once the window is as wide as it needed. Their View menu
        ticks stay (the family's choice): one unticked, or shown again, meanwhile is not brought
        back."""
        away = self._still_away()
        if self.session is None or self.table is None or self.stack.currentWidget() is not self.table:
            return
        while away and self.width() >= away[-1][2]:
            dock = away.pop()[0]
            if dock is self.score_panel:
                self._show_score_panel(True)
            else:
                self._show_game_log(True)
        if not away:
            self._docks_note("")
        beside = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        before = len(away)
        for dock, action, flag in ((self.game_log, self.log_view_action, "_setting_log"),
                                   (self.score_panel, self.score_view_action, "_setting_panel")):
            need = self.minimumSizeHint().width()
            if self.width() >= need:
                break
            if dock is None or dock.isHidden() or dock.isFloating() or self.dockWidgetArea(dock) not in beside:
                continue
            setattr(self, flag, True)  # (not the dock's close button: the menu keeps its tick)
            try:
                dock.hide()
            finally:
                setattr(self, flag, False)
            away.append((dock, action, need))
        if len(away) > before:  # (said once as they go, not at each resize after)
            self._docks_note(self._away_note())

    def _docks_note(self, note: str) -> None:
        """Say ``note`` after what the status line says (the prompt stays), in place of an
        earlier one; "" takes it away."""
        said, old = self._status_said, getattr(self, "_docks_said", "")
        if old and said.endswith(old):
            said = said[: -len(old)].rstrip()
        self._docks_said = note
        if said != self._status_said or note:
            self.say(f"{said} {note}".strip())

    def _game_log_visibility(self, visible: bool) -> None:
        # the dock's own close button: untick View > Game Log (and remember it)
        if not visible and not getattr(self, "_setting_log", False):
            self._when_dock_stays_hidden(lambda: self.game_log, self.log_view_action)

    def _enter_in_the_log(self) -> None:
        """Enter in the Game Log (a place for reading) plays nothing: said as a refused key is,
        with how to get the keys back to the table, where the ring still shows (s37 t5)."""
        from .table_view import LOG_HAS_THE_KEYS

        self._table_message(LOG_HAS_THE_KEYS)

    def _sync_game_log(self, fresh=None) -> None:
        """Keep the log in step with the game (``fresh``: the events of the moves just played,
        by move index, so nothing is replayed). Nothing to do while it is hidden."""
        if self.game_log is not None and self.session is not None and not self.game_log.isHidden():
            self.game_log.sync(self.session, fresh)

    # context used by the drag controller
    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.state

    def together(self) -> ContextManager[None]:
        """The moves played inside (one drop's lay-offs) are one gesture for Undo and Redo."""
        return self.play_ctl.together()

    def locked_reason(self) -> str | None:
        if self.table is None or self.session is None:
            return "No game is open."
        if self._asking_on_pass():
            return f"First answer the question on the screen: {self._on_pass_asks()}."
        if self.table.curtain.isVisible():
            # (whom the curtain waits for: under a question, whoever held the laptop, not the
            # one asked, whose turn the game calls it)
            ctl = self.play_ctl
            seat = ctl.curtain_for if ctl is not None and ctl.curtain_for is not None \
                else self.game.current_player(self.state)
            return f"Pass the laptop to {self.state.players[seat]} first." if seat is not None else "Wait."
        if self.game.is_over(self.state):
            return self.game.status(self.state)
        ctl = self.play_ctl
        callers = ctl.callers() if ctl is not None else ()
        if callers and not self.called_out_moves():
            # asked (a moment) before a computer moves: 10 Dime Rummy's "Buy!" out of turn; a
            # person who may call too is never kept waiting (Five Hundreds' "Rummy!")
            return f"Wait: {listed((self.state.players[s] for s in callers), 'or')} may call out first."
        seat = ctl.computer_turn() if ctl is not None else None
        if seat is not None:
            if self.called_out_moves():
                return None  # people may call out before the computer moves (it waits its pace)
            return f"Wait: it is {self.state.players[seat]}'s turn (a computer player)."
        return None

    def _call_at_curtain(self, index: int) -> None:
        """A call's button on the curtain pressed ("Ben buys the 7 of hearts"): made for the
        caller while the curtain stays up for the person to move (their cards never shown); or
        the answer to the question asked as the person to move passed (:meth:`ask_on_pass`)."""
        if self._on_pass is not None:
            if index == len(self._on_pass[0]) and self._asking_on_pass():  # "Back: I buy it myself"
                self._back_from_pass()
                return
            self._answer_on_pass(index)
            return
        calls = getattr(self, "_curtain_calls", [])
        ctl = self.play_ctl
        if ctl is None or self.table is None or not self.table.curtain.isVisible() \
                or not 0 <= index < len(calls) or calls[index] not in ctl.curtain_calls():
            return  # (a press left over from a position already gone)
        result = self.play(calls[index])
        if result is not None and not result.ok:
            self.hint(result.reason)

    def ask_on_pass(self, move: Move) -> bool:
        """Before the person to move makes ``move`` from the table, where it passes on what other
        people may call out and the game gives the one to move first refusal (10 Dime Rummy: Anna
        draws from the stock rather than buy the ace of clubs; PlayController.people_on_pass):
        the question goes up over the table, her hand hidden, "Anna passes the ace of clubs by"
        over "Ben buys it", "Cleo buys it" and "Nobody buys it: Anna draws", and her move waits
        for the answer (:meth:`_answer_on_pass`). Anna, holding the laptop, presses for whoever
        calls "Buy!" aloud. True when the question is up (the move is not made yet)."""
        from ..core.game import Move

        ctl = self.play_ctl
        if ctl is None or self.table is None or self.table.curtain.isVisible():
            return False
        move = Move(move)
        calls = ctl.people_on_pass(move)
        if not calls:
            return False
        game, state = self.game, self.state
        # the computers' answers are known now: one that calls gets the card unless a person
        # sitting before it calls (the game's first_call), so the question names it and offers
        # only the people who can still take it ("Nobody buys it: Ben draws" was pressed, and
        # Robo Remy bought the card, s28 t4)
        answers = dict(self._answers_on_pass(move) or {})
        robots = [m for m in answers.values() if m is not None]
        taker = None
        if robots:
            won = game.first_call(state, robots)
            taker = game.seat_of(state, won)
            calls = [c for c in calls if game.first_call(state, [c, won]) is c]
            if not calls:  # nobody can take it ahead of the computer: its buy, then the draw
                return False
        title, text, nobody = game.passed_by_words(state, calls, taker)
        self._on_pass = (calls, answers)
        # the last button takes the slip back: the stock clicked when she meant to buy the card
        # (Undo does the same, s28 t4 #3)
        mover = ctl.to_act()[0]
        own = any(m.kind in game.called_out and game.seat_of(state, m) == mover for m in game.legal_moves(state))
        back = ["Back: I buy it myself"] if own else []
        self.table.curtain.ask(title, text, game.called_out_buttons(state, calls)[1] + back, nobody)
        # a question to the table, by the one rule for them all: nothing of anyone's under it,
        # and when it is done the hand comes back behind a curtain (PlayController.question_open)
        ctl.pass_by(move)
        self._at_laptop(ctl)
        self.table.view.rebuild()
        self.say(f"{title}.")
        self._update_actions()
        return True

    def _answer_on_pass(self, index: int | None) -> None:
        """The question of :meth:`ask_on_pass` answered: ``index``, the call pressed ("Ben buys
        it"), else nobody calls. The call that wins (a computer may call too: the game's
        ``first_call``) is made, then the person's move, and her table comes back behind her
        curtain (PlayController.pass_by)."""
        asked, self._on_pass = self._on_pass, None
        ctl = self.play_ctl
        move = ctl.passing_by() if ctl is not None and self.session is not None else None
        if asked is None or move is None:  # (the position changed under the question: undo, a new game)
            return
        calls, asked_answers = asked
        answers = dict(asked_answers)  # (the computers' answers the question was worded on)
        if index is not None and 0 <= index < len(calls):
            seat = self.game.seat_of(self.state, calls[index])
            if seat is not None:
                answers[seat] = calls[index]
        result = self.play(move, answers=answers)
        if not result.ok:  # cannot happen: the move was legal when asked; the table as it was
            ctl.pass_by(None)
            self.new_turn(previous=None, note="")
            self.hint(result.reason)

    def called_out_moves(self) -> list[Move]:
        """What other people may call out while the viewer is to move (see the drag controller):
        the controller's calls, less those a computer's call beats (:meth:`_computer_calls`)."""
        if self.play_ctl is None:
            return []
        moves = self.play_ctl.called_out(self.viewer)
        rivals = self._computer_calls() if moves else []
        if not rivals:
            return moves
        game, state = self.game, self.state
        return [m for m in moves if all(game.first_call(state, [m, r]) is m for r in rivals)]

    def _computer_calls(self) -> list[Move]:
        """While a computer is to move and the other computers may call out before it, the calls
        the people's must beat, by the game's :meth:`~Game.first_call` (10 Dime Rummy: "If several
        call, the first after the player to draw gets it", people and computers alike): while the
        computers are still asked, every call they may make; once their answers are in, the one
        that is made (none: nobody called). A person's button pressed was made at once, and Anna
        got the 9 of clubs ahead of Robo Rudi, who had called and sat before her (s32 t3 #7); the
        pass-by question already offered only the people before the computer that called."""
        ctl, t = self.play_ctl, self.thinking
        if ctl is None or self.session is None or ctl.computer_turn() is None:
            return []
        if t is not None and t.calls is not None and t.session is self.session \
                and t.moves == len(self.session.record.moves):
            if t.call is not None:
                return [t.call]
            return [m for seat in t.calls for m in ctl.call_moves(seat)]
        return [m for seat in ctl.callers() for m in ctl.call_moves(seat)]

    def for_people(self, text: str) -> str:
        """``text`` (the game's status or prompt) as the people read it while a computer waits
        for them to start the next hand: "Robo Remy deals next: when everyone has seen the hand,
        press “Deal the next hand”." where the game says "Robo Remy: deal the next hand." (the
        status line told the computer to deal, under the table's own words); else unchanged."""
        ctl = self.play_ctl
        if ctl is None or not ctl.waits_for_people():
            return text
        # the computer waits for the people: say which button, and whose move it makes ("press
        # the button for Robo Rex" under a button "Deal the next hand", his name lit as if it
        # were his turn, read as if the button were his)
        seat = ctl.to_act()[0]
        move = ctl.legal(seat)[0]
        own = getattr(self.game, "move_label", None)
        label = (own(self.state, move) if own is not None else "") or \
            str(move.get("kind", "")).replace("_", " ").capitalize()
        words = deals_next(text, self.state.players[seat], label, getattr(self.game, "hand_word", "hand"))
        finish = ctl.finish_words()  # (the people all out of the game: the offer's button too)
        return f"{words} {finish}" if finish else words

    def turn_words(self, table: bool = False, result: bool = True) -> str:
        """:meth:`_turn_words`, between hands with the hand's result first
        (:meth:`PlayController.hand_result`: the table said "Hand 1 is over. Robo Remy deals
        next: ..." and nothing of the Euchre!, s44 t3 F4); not with ``result`` False (the status
        line after the move that ended the hand: its own sentences just said it). The table's
        prompt says the result's short form (who went out: the whole points list of every
        player was cut in its middle at a narrow table); the status line says it whole."""
        words = self._turn_words(table)
        ctl = self.play_ctl
        return result_first(ctl.hand_result(short=table), words) if result and ctl is not None else words

    def _turn_words(self, table: bool = False) -> str:
        """What the table asks (``table``) or the status line says: the prompt of the seat
        holding the laptop (it may name its cards), under the curtain (or drawn for nobody) only
        the public status (on the table, :meth:`Game.table_status`: Golf's every player's points
        and quarters were seven lines over the piles' captions with eight computers, s36 t4 #16).
        The status line says the prompt too where the game's prompt says all its status does
        (:attr:`Game.prompt_on_status_line`): Rummoli's line said "play the next card of the run
        (in spades)" under the table's "play the 8♠ (next in spades)"."""
        viewer = self.viewer
        if viewer is None and table:  # (drawn for nobody: public, in the table's few words)
            return self.game.table_status(self.state)
        if viewer is None or not (table or self.game.prompt_on_status_line):
            return self.game.status(self.state)
        return self.game.prompt(self.state, viewer)

    def describe(self, aspect: float):
        # The table shows the seat holding the laptop its own prompt (it may name its cards);
        # under the curtain, only the public status.
        viewer = self.viewer
        prompt = self.turn_words(table=True)
        ctl = self.play_ctl
        if ctl is not None and ctl.waits_for_people():
            prompt = self.for_people(prompt)
        elif ctl is not None:  # (with no viewer: the table drawn for nobody while a computer moves)
            callers = sorted({self.game.seat_of(self.state, m) for m in self.called_out_moves()} - {None})
            if callers:
                # (read by whoever holds the laptop: under the people's call, drawn for nobody,
                # "Anna may call "Buy!" ...: Ben, then press “Anna buys it”"; named, never "you",
                # while his hand is face down, s31 t4 #2)
                reader = viewer if viewer is not None else self.holder
                words = self.game.called_out_words(self.state, callers, viewer, holder=self.holder)
                acting = ctl.to_act()
                if acting and acting[0] != reader and not ctl.seats[acting[0]].human:
                    # a computer to move: the line is the people's call alone, not its own
                    # "Robo Remy: draw from the stock or ..." before it, which took the line to
                    # two rows in small type (s28 t4 #2); with how long the call may wait
                    # (s29 t2: nothing said how long a family had to call "Buy!")
                    left = self._call_seconds_left()
                    prompt = words if left is None else f"{words} {_seconds_left(left)}"
                    if left is not None:
                        self._call_clock.start()
                else:
                    prompt += " " + words
            else:
                prompt = self._called_ahead() or self._calls_asked() or self._not_to_a_computer(prompt)
        if hasattr(self.layout, "pixels_high"):  # (a layout that keeps its cards a size in pixels)
            self.layout.pixels_high = self.table.view.viewport().height()
        spec = self.layout.describe(self.game, self.state, self.viewer, aspect, prompt)
        if spec.prompt is not None and spec.prompt.text != prompt and ctl is not None \
                and ctl.computer_alone_to_act() is not None and not ctl.waits_for_people():
            # a layout's own words in the panel are the person's orders ("Turn a card from your pile", "Move
            # a marble") and were shown under "Robo Rex's turn" while the status line said he was
            # thinking (s31 t3 #5): on a computer's turn the panel says what the table says
            spec.prompt.text = prompt
        elif spec.prompt is not None and spec.prompt.text != prompt and ctl is not None \
                and ctl.curtain_for is not None:
            # behind the curtain a layout's own orders may come from the next person's hidden
            # hand (Jokers Wild's "No card plays: discard one" behind "Pass to Ben" told the room
            # Ben held nothing to play, s37 t1 #1): the panel says the table's public words
            spec.prompt.text = prompt
        return spec

    def agree_to(self, move: Move) -> bool:
        """Whether the person at the table wants ``move`` played, where the game asks first
        (Spider's "Give up this game?": one click beside "Deal ten" ended the game). The
        default button keeps playing."""
        from ..core.game import Move

        if self.session is None:
            return True
        move = Move(move)
        question = self.game.asks_first(self.state, move)
        if not question:
            return True
        label = getattr(self.game, "move_label", None)
        yes = (self.game.asks_first_yes(self.state, move)
               or (label(self.state, move) if label is not None else "") or "Yes")
        return self._ask_first(self.game.info.name, question, yes, "Keep playing")

    def _ask_first(self, title: str, question: str, yes: str, keep: str) -> bool:
        """A question before something that cannot simply be taken back: True when ``yes`` is
        pressed; ``keep`` (leaving things as they are) is the default, for Enter and Escape."""
        buttons = [(yes, QMessageBox.DestructiveRole), (keep, QMessageBox.RejectRole)]
        return self._ask(QMessageBox.Question, title, question, buttons, keep=keep) == yes

    def _ask(self, icon, title: str, text: str, buttons, keep: str, more: str = "") -> str | None:
        """A message box asking which of its named ``buttons`` (label and role, the labels all
        different) to take, ``more`` said under ``text``: the label of the button pressed (None:
        closed otherwise). ``keep``, the one that leaves things as they are, is the default, for
        Enter and Escape. Its words are plain text, never markup (they name files and players)."""
        box = QMessageBox(icon, title, text, QMessageBox.NoButton, self)
        box.setTextFormat(Qt.PlainText)
        if more:
            box.setInformativeText(more)
        from .dialogs import shortcut_free

        added = [(label, box.addButton(shortcut_free(label), role)) for label, role in buttons]  # (a name's "&" shown)
        kept = next(button for label, button in added if label == keep)
        box.setDefaultButton(kept)
        box.setEscapeButton(kept)
        self.last_message = box
        self._exec(box)
        return next((label for label, button in added if button is box.clickedButton()), None)

    def play(self, move: Move, origin=None, old=None, old_faces=None, face=None,
             answers: dict[int, Move | None] | None = None):
        """Apply a move from the table: play it, save it, show the new position. ``answers``:
        the calls made as the move passes on them (:meth:`_answer_on_pass`), else the computers'
        are asked here."""
        before = self.game.current_player(self.state)
        before_state = self.state
        n = len(self.session.record.moves)
        if self.play_ctl.waits_for_people():
            # "when everyone has seen the hand, press ...": the hand's end is no news to any
            # person at the table (Ben's curtain in the next hand told him again "Robo Remy played
            # the 6 of diamonds. Anna won the trick. ... Hand 1 scored: ...")
            for seat, sitter in enumerate(self.play_ctl.seats):
                if sitter.human:
                    self._saw(seat)
        # Applied, viewer and curtain settled; saved just after the table shows it (the save's
        # fsync costs more than a frame, and the players should see their move at once).
        result = self.play_ctl.play(move, save=False,
                                    answers=self._answers_on_pass(move) if answers is None else answers)
        if not result.ok:
            return result
        events = list(result.events)
        fresh = {n: result.events}
        if result.called is not None:  # a computer's call made as the person passed on the card
            events = list(result.called.events) + events
            fresh = {n: result.called.events, n + 1: result.events}
            n += 1
        passed: list = []  # a forced pass's sentences, said as why the turn went on without a move
        lost_by: int | None = None  # whose card the forced pass lost
        for follow in result.then:  # played at once, deciding nothing (no question to ask a person)
            n += 1
            fresh[n] = follow.events
            events += follow.events
            if self.play_ctl.forced_pass(follow.before) == follow.move:
                passed += follow.events
                lost_by = self.game.current_player(follow.before)
        # a roll that ended the turn (the dice that blew it), a trick won (who took which card):
        # the table shows it a beat more before the next move replaces it
        kinds = {getattr(e, "kind", "") for e in events}
        blown = "dice_rolled" in kinds and before is not None and self.game.current_player(self.state) != before
        self._to_see = (self.session, len(self.session.record.moves)) if blown or "trick_won" in kinds else None
        # a person's card lost for want of a move, with a computer next: its move waits until the
        # card and the bubble saying why can be read (Sam's was gone at the pace's 0.8 s, s41 t2)
        person_lost = lost_by is not None and 0 <= lost_by < len(self.play_ctl.seats) \
            and self.play_ctl.seats[lost_by].human
        self._to_read = (self.session, len(self.session.record.moves)) if person_lost else None
        gesture = getattr(self.session, "gesture_size", lambda: 1)()
        if gesture > 1:
            # a move of one gesture (the cards of one drop laid off each in turn): the gesture
            # is said as one sentence, "Anna adds the 3 and 2 of diamonds to Ben's run ..."
            # (the last card's alone replaced the one before), its note the gesture's
            start = len(self.session.record.moves) - gesture
            events = record_said(self.session, start)
            self._notes = [entry for entry in self._notes if entry.moves <= start]
        # the log keeps the engine's sentences only (the same as a log read again from the record):
        # the forced pass's are the engine's own ("Ben has no move for the 4 of hearts: it is
        # lost."; its first sentence was left out from when the window put one of its own first)
        self._sync_game_log(fresh)
        transfers = getattr(self.layout, "transfers", None)
        self.pending_transfers = transfers(self.game, before_state, self.state) if transfers else []
        animate = None
        if origin is not None:
            animate = (origin, old or set(), old_faces or set(), face)
        # the curtain tells what a person missed one event a line (a hand's last card, its
        # scores and the next deal read as one run-on paragraph): the same note as the one read
        # again from the record (:meth:`_recall_notes`)
        heard = _Note.of(0, [str(e) for e in events])
        note = heard.text
        # the answer to the pass-by question (:meth:`_answer_on_pass`: ``answers`` given) is said
        # on the curtain it brings down, though the one who pressed it saw it: the curtain after
        # "Anna buys it" read a bare "Pass to Eli", who bought the card (or that nobody did) only
        # on the status line (s32 t4 #1)
        said = self._called_words(move, before, note)
        if said is None and self.game.result_on_status_line:  # (the log keeps every sentence)
            said = self.play_ctl.hand_result() or None
        self.new_turn(previous=before, note=note, animate=animate, said=said, news=heard.news,
                      told=answers is not None)
        if passed and not self.table.curtain.isVisible():
            self.hint(" ".join(passed))  # why the turn went on without a move
        if self.isVisible():
            self.table.view.paint_now()
        self.play_ctl.save()
        if self.save_note and not self.status_text().startswith(self.save_note):
            self.say(self.save_note + "  " + self.status_text())  # the save failed: say so
        self._update_actions()
        return result

    def _called_words(self, move: Move, before: int | None, note: str) -> str | None:
        """What the status line says of a called-out move (``game.called_out``: 10 Dime Rummy's
        buy out of turn) that follows another while the same player is still to move: both, the
        one before kept ("after Ben bought, the status line reads only "Robo Ruby paid a dime
        into the pot for the 2 of hearts ..." Ben's own buy ... is not mentioned anywhere on the
        table"). None where the move's own words are all."""
        run, self._called_run = self._called_run, None
        if move.get("kind") not in getattr(self.game, "called_out", frozenset()) or not note:
            return None
        moves = len(self.session.record.moves)
        said = note
        if run is not None and run[0] == moves - 1 and run[1] == before:
            said = f"{run[2]} {note}"
        self._called_run = (moves, self.game.current_player(self.state), said)
        return said if said != note else None

    def _answers_on_pass(self, move: Move) -> dict[int, Move | None] | None:
        """The computers' answers, where the person to move passes on what they may call out
        (PlayController.callers_on_pass: Ben draws from the stock rather than buy Anna's
        discard): whether each calls ("Buy!"), asked now from the record as its seat sees it.
        A call is the Medium player's one quick yes or no (no search), so it is asked here,
        not in the worker: the person's draw waits for nothing. ``None``: nobody to ask."""
        ctl = self.play_ctl
        seats = ctl.callers_on_pass(move) if ctl is not None else ()
        if not seats:
            return None
        from ..ai.agents import Budget, agent_for
        from ..ai.infoset import call_out_set
        from ..ai.service import decision_seed

        record = self.session.record
        answers: dict[int, Move | None] = {}
        for seat in seats:  # (each sees only its own seat: the information set, as in the worker)
            try:
                answers[seat] = agent_for(self.computers[seat] or "medium").call_out(
                    self.game, call_out_set(self.game, self.state, seat),
                    decision_seed(record.seed, len(record.moves), seat), Budget.for_time(settings.think_seconds()))
            except Exception:  # a computer that cannot answer does not call (the table goes on)
                answers[seat] = None
        return answers

    def _automatic(self, state, move: Move) -> bool:
        """Is ``move``, in ``state``, one the table plays by itself (PlayController.automatic: the
        party game's lone "No more questions", Fast Track's forced pass): made by nobody?"""
        ctl = self.play_ctl
        return ctl is not None and ctl.automatic(state) == move

    def new_turn(self, previous: int | None, note: str, animate=None, news: str | None = None,
                 said: str | None = None, told: bool = False) -> None:
        """Show the current position; raise the curtain when the laptop changes hands. ``news``:
        what the note tells a person who missed it, when that is not ``note`` ("" for nothing);
        ``said``: what the status line says of it, when that is not ``note``; ``told``: the
        note is an Undo's, a Redo's or a pass-by answer's (the curtain after it says it)."""
        page = self.table
        game, state = self.game, self.state
        ctl = self.play_ctl
        self._on_pass = None  # (a question asked in another position is gone with it)
        if ctl.passing_by() is not None:  # (and one still up in this one: the curtain toggled)
            ctl.pass_by(None)
        page.hint.hide()  # an old reason goes with the next move
        over = game.is_over(state)
        # The controller decides (from the zones) whether the laptop changes hands between two
        # people while cards are hidden; a game that hides nothing flows on with no curtain.
        if note:
            self._notes.append(_Note(len(self.session.record.moves), note, note if news is None else news or None,
                                     told))
            del self._notes[:-60]  # (with one person at the table no curtain ever reads it)
            if previous is not None and 0 <= previous < len(ctl.seats) and ctl.seats[previous].human:
                self._saw(self.holder)  # a person's move: whoever held the laptop pressed it
                self.opened_note = ""  # (a person has acted: the recovered game's note is read)
        self._note_person(ctl)
        if ctl.curtain_for is not None:
            self.viewer = self.holder = None
            page.view.set_describer(self.describe)
            from ..core.pieces import pieces_called

            pieces = pieces_called(game.pieces(len(state.players), state.options))
            self._curtain_calls = ctl.curtain_calls()
            page.curtain.set_calls(*game.called_out_buttons(state, self._curtain_calls) if self._curtain_calls else ("", []))
            # (last: the curtain keeps the latest lines it has room for)
            notes = self._missed_notes() + ([self.opened_note] if self.opened_note else [])
            if ctl.curtain_once:  # a saved open-handed game: this curtain is the only one
                notes.append(f"This game is played with open hands: after this screen, each person's {pieces} "
                             "show on their turn, to anyone looking (View > Hand-off Curtain between Turns "
                             "puts the curtain back).")
            page.curtain.show_for(state.players[ctl.curtain_for], pieces=pieces, notes=notes,
                                  shows=self._curtain_shows(ctl), again=ctl.turn_again(),
                                  partners=listed(state.players[s] for s in game.partners(state, ctl.curtain_for)),
                                  alone=game.plays_alone(state, ctl.curtain_for),
                                  key=self._own_keys()[ctl.curtain_for],
                                  asked=game.asked_heading(state, ctl.curtain_for) or "",
                                  **self._turned_up(game, state))
        else:
            self._at_laptop(ctl)
            page.curtain.hide()
            page.view.describe = self.describe
            page.view.rebuild(animate_from=self._animation_starts(animate))
            self._fly_pending()
        if over:
            self.show_game_over()
        self.update_score_sheet()
        self._sync_game_log()
        status = status_after(note, self._not_to_a_computer(self.for_people(self.turn_words(result=not note or told))),
                              over)
        self.say("  ".join(part for part in (self.save_note, said or note, status, self.opened_note) if part))
        self._drive_computers()

    def _own_keys_words(self) -> str:
        """The people's keys at the table, for Help > Keyboard Shortcuts ("B for Ben, E for Bella"):
        short (a row's words wrap), the example a made-up one without a game."""
        keys = self._own_keys()
        players = list(self.session.state.players) if keys and self.session is not None else []
        said = [f"{key} for {name}" for key, name in zip(keys, players) if key]
        return ", ".join(said) if said else "Your own key (Ben: B)"

    def _own_keys(self) -> list[str]:
        """Each seat's key that lifts its curtain, none shared between two people at the table
        (:func:`~cardtable.gui.curtain.own_keys`: Ben B, Bella E), "" for a computer's."""
        from .curtain import own_keys

        ctl, session = self.play_ctl, getattr(self, "session", None)
        if ctl is None or session is None:
            return []
        players = list(session.state.players)
        return own_keys(players, [i < len(ctl.seats) and ctl.seats[i].human for i in range(len(players))])

    def _curtain_shows(self, ctl) -> str:
        """What lifting the curtain shows where it is not the hand of the person it waits for
        (the controller's question_behind_curtain): "the question to Cleo" ("the question" where
        Cleo is the one it waits for); "" for their hand."""
        asked = ctl.question_behind_curtain()
        if asked is None:
            return ""
        return "the question" if asked == ctl.curtain_for else f"the question to {self.state.players[asked]}"

    @staticmethod
    def _turned_up(game, state) -> dict:
        """The cards turned up for everyone that lie in an empty zone of the table (the public
        part's ``shown_in``: I Doubt It's doubted play), and that zone's caption: the curtain
        shows them face up ("Turned up: K♠ A♠ A♦ (a lie)"), the doubter and the one doubted
        seeing them together before the laptop changes hands."""
        shown_in = game.public(state).get("shown_in")
        if not isinstance(shown_in, dict):
            return {}
        labels = {z.key: z.label for z in game.zones(state)}
        for key, cards in shown_in.items():
            if isinstance(cards, list) and cards and all(isinstance(c, str) for c in cards):
                return {"shown": list(cards), "shown_caption": labels.get(key, "")}
        return {}

    def _note_person(self, ctl) -> None:
        """Who is to act now, a person; when it is a different person from the last one (the
        computers' turns between them do not count) and no curtain comes down between them, the
        table ignores presses for a moment (TableView.hand_over): the rest of a double or triple
        click that ended Anna's turn must not also make Ben's move for him (it turned his card
        in Fast Track, and he never touched the mouse). The curtain guards its own button.

        So too when the computers' moves bring the table back to the same person and she pressed
        (clicked, or pressed a key) while they moved: her presses then hurried them or did nothing,
        and those of the same stream after her turn came back are the rest of it, never a move.
        Anna double-clicked on the jack of spades every half second while the computers played,
        and the double-click after Robo Remy's card played her jack before she ever saw his card
        (s33). Her first press after a pause acts, as at the curtain.

        Her first turn at a table just opened (a save, a new game, a new deal) too: the press
        that opened it (the double-click on the saved game, Deal), when the computers begin at
        once, is one of theirs, and its stream goes on into her turn. The double-clicks along
        Anna's hand that went on from opening a Crazy Eights save at Robo Rex's turn played her
        9 of spades the moment her turn came, before she saw Robo Remy's 8 and the suit he named
        (s33 t4); now that most games draw their first dealer a computer moves first in most
        games."""
        from .curtain import PAUSE_S, GuardedButton, input_pause

        if ctl.over or ctl.waits_for_people():
            self._opened = True  # (the press that deals the next hand opens it)
            return  # whoever holds the laptop starts the next hand for the computer to deal it
        pause = input_pause()
        if ctl.computer_turn() is not None:
            self.table.view.keys_held_in = None  # (a key now hurries the computer: TableView.held_key)
            # an open table's hand-over nobody has pressed through yet (the person's move made
            # without a press on the table) guards in full from here: the presses to come are
            # made while a computer moves
            self.table.view.handed_over_open = False
            if self._computers_from is None:
                # the press that opened the table, its stream going on, was while they moved
                opening = self._opened and GuardedButton.clock() - pause.last < PAUSE_S
                self._computers_from = pause.count - opening
            return
        person = ctl.human_to_act()
        if person is None:
            return
        opened = self._opened
        since, self._computers_from, self._opened = self._computers_from, None, False
        pressed = since is not None and pause.count != since  # (while the computers moved)
        other = self._person is not None and person != self._person
        # Straight from one person to the next at a table that hides nothing (Pirate, Fast Track,
        # 10,000: no curtain, each sees what the other saw): only a double-click's rest is held
        # back, each click meant a moment later plays (s47). A hand that shows, a computer's turn
        # between them or a table just opened keep the whole guard.
        open_table = other and since is None and not opened and not ctl.hides_cards()
        if ctl.curtain_for is None and (pressed or other):
            self.table.view.hand_over(open_table=open_table)
        if since is not None or other or opened:
            # the keys that made the last move (Enter, Enter: a card played), going on, never
            # make hers on the table that came back to her, nor the next person's
            self.table.view.hold_keys(open_table=open_table)
        self._person = person

    def _animation_starts(self, animate):
        """Which new cards glide in from where the dragged card was let go."""
        if not animate or getattr(self.layout, "observe", None) is not None:
            return None  # (the generic table glides cards from zone to zone itself)
        from .cards import BACK

        origin, old, old_faces, face = animate
        landed = getattr(self.layout, "landed", None)  # the piece a dropped one becomes (a domino laid)

        def starts(spec):  # asked by the view with the table it has just described
            # cards face up that are new on the table (a drawn card) or the card just played
            out = {p.id: origin for p in spec.pieces
                   if p.kind == "card" and p.face != BACK and (p.id, p.face) not in old
                   and (p.face == face or p.face not in old_faces)}
            became = landed(face) if landed is not None and face else None
            if became is not None and any(p.id == became for p in spec.pieces):
                out[became] = origin
            return out
        return starts

    def _fly_pending(self) -> None:
        """Tokens that moved in the last move (the layout's ``transfers``) glide once the table
        is seen, i.e. now or when the curtain is lifted."""
        transfers, self.pending_transfers = self.pending_transfers, []
        if transfers:
            self.table.view.fly(transfers)

    def _at_laptop(self, ctl) -> None:
        """The table shown with no curtain: drawn for the controller's viewer, held by the viewer
        or, under a question on the table and between two (drawn for nobody), by whoever holds the
        laptop; they see the table now."""
        self.viewer = ctl.viewer
        self.holder = self.viewer if self.viewer is not None else ctl.looking if ctl.asking_aloud() else None
        self._saw(self.holder)

    def _saw(self, seat: int | None) -> None:
        """``seat`` has the table in front of them: they have seen every move so far."""
        if seat is not None and self.session is not None:
            self._seen[seat] = tuple(self.session.record.moves)

    def _recall_notes(self, session) -> None:
        """A game opened again (Continue after Back to Start, or a save reopened): what each
        turn said, and who has seen the table up to when, are not in the save: rebuilt from the
        record, each person taken to have seen it up to their own last move. (At "Pass to Cleo"
        the curtain listed the others' moves; after Ctrl+Home and Continue it said only "Pass to
        Cleo / Everyone else, look away.", s27 t4.) The last 60 moves at most, as kept in play.

        One note a turn, as in play (:meth:`play`): a move with what the table played at once
        after it (the controller's ``then``, a forced pass) and a computer's call made as the
        person passed on it before it, its sentences one a line; from the first move on, how the
        game was set up before them (who deals). Read again move by move, a move and its
        follow-up were two lines where the curtain in play had shown one."""
        moves = session.record.moves
        ctl = self.play_ctl
        if not moves or ctl is None:
            return
        game, seats = session.game, ctl.seats
        first = max(0, len(moves) - 60)
        turns: list[tuple[int, list[str], int | None]] = []  # (moves after it, its events, its mover)
        joined = getattr(session, "joined", lambda n: False)
        lead: list[str] = []  # the last turn's sentences before its last gesture
        gesture: list[list[str]] = []  # the events of its last gesture's moves (said together)
        try:
            state = session.state_after(first)
            if first == 0:  # (as the game said when it began: :meth:`show_session`)
                set_up = " ".join(str(e) for e in game.setup_events(state))
                if set_up:
                    self._notes.append(_Note(0, set_up, set_up))
            called = False  # the move before was a call made as the person passed: theirs comes with it
            holder: int | None = None  # the person last at the laptop
            for n in range(first, len(moves)):
                move = moves[n]
                mover = game.current_player(state)
                if move.kind in game.spoken and holder is not None:
                    mover = holder  # an answer said aloud: the one holding the laptop pressed it
                result = game.apply(state, move)
                if not result.ok:
                    break
                events = [str(e) for e in result.events]
                if turns and gesture and joined(n):  # one gesture with the move before: one sentence
                    gesture.append(list(result.events))
                    _, said, mover = turns[-1]
                    turns[-1] = (n + 1, lead + [str(e) for e in said_together(gesture)], mover)
                elif turns and (called or self._automatic(state, move)):
                    _, said, mover = turns[-1]
                    turns[-1] = (n + 1, said + events, mover)
                    lead, gesture = said, [list(result.events)]
                else:
                    turns.append((n + 1, events, mover))
                    lead, gesture = [], [list(result.events)]
                called = ctl.called_on_pass(state, move)
                if mover is not None and 0 <= mover < len(seats) and seats[mover].human:
                    holder = mover
                    self._seen[mover] = tuple(moves[:n + 1])
                state = result.state
        except Exception:  # pragma: no cover - a curtain with no recap rather than no game
            self._notes, self._seen = [], {}
            return
        self._notes += [_Note.of(after, said) for after, said, _ in turns if said]

    def _missed_notes(self) -> list[str]:
        """What changed since the person the curtain waits for last had the laptop, one a line,
        oldest first (the curtain shows the latest it has room for, and says how many more the
        game log holds): the moves they saw that were taken back, then the moves they have not
        seen. A take-back and the redo of the same move are nothing new to whoever had seen the
        move, and the move itself to whoever had not: after an undo and a redo in Cassino every
        later curtain said "Taken back: Anna plays the ace of hearts ... / Played again: Anna
        plays the ace of hearts ...", Anna's own next one too."""
        seat = self.play_ctl.curtain_for if self.play_ctl is not None else None
        seen = self._seen.get(seat) if seat is not None else None
        lines: list[str] = []
        since = -1  # never at the laptop: every note (the set-up's too)
        if seen is not None and self.session is not None:
            moves = self.session.record.moves
            since, most = 0, min(len(seen), len(moves))
            while since < most and seen[since] == moves[since]:
                since += 1
            if len(seen) > since:
                gone = seen[since:]
                # nothing played since the undo: it took back these and maybe moves they did not
                # see (a computer's marker): the count the status bar gave ("and 2 moves after it")
                undone = tuple(getattr(self.session, "taken_back", ()))
                state = self.session.state_after(since)
                if since == len(moves) and undone[:len(gone)] == tuple(gone):
                    # a line for each Undo, in the order they were pressed: one line for all said
                    # "Taken back: Anna melded ... (and 1 move after it)" after the Undo before
                    # had taken back that move ("Taken back: Anna discarded the 4 of spades.")
                    joined = tuple(getattr(self.session, "taken_back_joined", ()))
                    said: list[str] = []
                    start = 0
                    for size in reversed(self._steps_taken_back()):  # (in the order the moves were made)
                        said.insert(0, self._taken_back_words(state, undone[start:start + size],
                                                              joined[start:start + size]))
                        for move in undone[start:start + size]:
                            result = self.game.apply(state, move)
                            if not result.ok:
                                break
                            state = result.state
                        start += size
                    lines += said
                else:
                    lines.append(self._taken_back_words(state, gone))
        lines += [note.news for note in self._notes if note.news and note.moves > since]
        last = self._notes[-1] if self._notes else None
        if (last is not None and last.told and self.session is not None
                and last.moves == len(self.session.record.moves) and last.text not in lines):
            # what the Undo or Redo just pressed did (or the answer to the pass-by question), as
            # the status line says it, last: the
            # curtain after a Redo said only "Taken back: Cleo discarded a card face down." (her
            # discard, still taken back) and not that Dev's order was played again, so she
            # takes the 9 of clubs again (s31 t1 #2). Where the recap tells the redone moves as
            # news, that line says it was a Redo ("Redone: Cleo answered the question."): Ben saw
            # the very curtain he had seen before the Undo, nothing telling the table that the
            # take-back was itself undone (s31 t4 #4)
            if last.news and last.news in lines:
                lines[len(lines) - 1 - lines[::-1].index(last.news)] = last.text
            else:
                lines.append(last.text)
        return lines

    def reveal(self) -> None:
        if self._on_pass is not None:  # the question's "Nobody buys it" (:meth:`ask_on_pass`)
            self._answer_on_pass(None)
            return
        self.play_ctl.reveal()
        self._at_laptop(self.play_ctl)
        self.table.view.forget_gone_buttons()  # (the buttons before the curtain were another's)
        ctl = self.table.view.controller
        if ctl is not None:  # the next player's first press is never the rest of the last one's click
            ctl.last_press = None
        # (the rest of the keys that lifted it: nothing on her table; her own deliberate keys a
        # moment later act: TableView.held_key). The curtain lifts only at a press it counted, after
        # a pause or in a stream a press after a pause began (her key a moment after Enter said
        # which it is, a click after a lone click on its felt, after a menu closed): the stream is
        # hers. Held as the last person's, her right arrow and Enter twice a second were refused
        # until she stopped for 1.2 s (s45 t1 #1)
        self.table.view.hold_keys(lifted=True)
        self.table.view.rebuild()
        self._fly_pending()
        self.table.view.setFocus()
        self.say(self.turn_words())

    def _animations_toggled(self, on: bool) -> None:
        settings.remember_animations(on)
        if self.table is not None:
            self.table.view.animations_on = on
            if not on:
                self.table.view.finish_animations()

    def _curtain_toggled(self, on: bool) -> None:
        """View > Hand-off Curtain. The curtain is a promise to everyone at the table, and the
        menu is one person's click: switched off in the middle of a game (where people share the
        laptop and hands are hidden) it asks first, and switched on again it comes down at once
        for whoever is to play (the hand on the table had stayed face up)."""
        ctl = self.play_ctl
        shared = ctl is not None and not ctl.over and len(ctl.people) > 1 and ctl.hides_cards()
        if not on and shared and not self._agree_to_open_hands():
            self._set_open_handed(False)  # the tick goes back
            return
        self.open_handed = not on
        if ctl is None:
            return
        ctl.set_open_handed(self.open_handed)
        self.update_score_sheet()  # (its house rules' line says whether hands are open)
        self._rules_follow()
        if self.session is not None:
            self.autosave()  # the choice is kept with the save
        if self.table is not None and not ctl.over:
            self.new_turn(previous=None, note="")  # the table (or the curtain) as now set
        if shared or on:
            self.say("The hand-off curtain is on: each person's cards show only after their curtain." if on
                     else "The hand-off curtain is off: each person's cards show on their turn, to anyone looking.")

    def _agree_to_open_hands(self) -> bool:
        return self._ask_first("Turn the curtain off?",
                               "Turn the hand-off curtain off?\n\nFrom now on each person's cards show on "
                               "their turn with no hand-off screen, to anyone looking at the laptop. Do it "
                               "only if everyone at the table agrees.", "Turn it off", "Keep the curtain")

    def _offer_curtain(self, secrets: bool) -> None:
        """View > Hand-off Curtain between Turns, where the game keeps something secret; where it
        does not (Fast Track's flip-a-card rules, Pirate, 10,000) the item is greyed out and says
        why in its own words, unticked (it was ticked and greyed with no word why: a status tip
        does not show for a greyed menu item, so "is the curtain broken?")."""
        action = self.curtain_action
        action.setEnabled(secrets)
        action.setText(CURTAIN_ITEM if secrets else CURTAIN_ITEM + " (nothing is hidden in this game)")
        tip = "Hide the hands while the laptop is passed to the next player" if secrets else NO_CURTAIN
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.blockSignals(True)  # (shown only: the table's choice, open_handed, is kept)
        action.setChecked(secrets and not self.open_handed)
        action.blockSignals(False)

    def _set_open_handed(self, open_handed: bool) -> None:
        """Set the curtain choice for a game being opened (no autosave: nothing changed)."""
        self.open_handed = bool(open_handed)
        self.curtain_action.blockSignals(True)
        self.curtain_action.setChecked(not open_handed)
        self.curtain_action.blockSignals(False)

    def show_game_over(self) -> None:
        game, state = self.game, self.state
        winners = set(game.winners(state))
        title = game.result_title(state)  # a tie reads as one ("A draw."), partners win together
        alone = len(state.players) == 1  # patience: no one to beat ("Nobody wins.", "highest total wins")
        if alone and not winners:
            title = "Not this time."
        # a layout may word a score itself (5 in a Row: "2 rows of five")
        score_text = getattr(self.layout, "score_text", None)
        sheet = game.score_sheet(state)
        if sheet.totals and len(sheet.totals) == len(sheet.columns) and not alone:
            # the sheet's totals per column (a player, or a team), its winners starred
            way = sheet.extra.get("goal") or ("lowest total wins" if sheet.lower_is_better else "highest total wins")
            win_cols = set(sheet.winners) if sheet.winners else {i for i in winners if i < len(sheet.columns)}
            word = score_text if score_text is not None and isinstance(sheet.totals[0], int) else game.total_text
            rows = [(col, word(total), c in win_cols)
                    for c, (col, total) in enumerate(zip(sheet.columns, sheet.totals))]
            said = game.end_totals_words(state)  # a game's own words for each total (Rummoli's
            if said is not None and len(said) == len(rows):  # "4 chips, less 9 bought back: -5")
                rows = [(col, words, win) for (col, _, win), words in zip(rows, said)]
            # two sentences ("Score sheet totals (highest total wins); Game > Print ..." was none)
            # ("These are the score sheet's marbles home" read awkwardly: s40 t3 WORDS-2)
            totals = ("the score sheet's totals" if sheet.total_label == "Total"
                      else f"the {sheet.bottom_row_words()} on the score sheet")  # "marbles home"
            note = (f"{game.status(state)}  These are {totals} ({way}). "
                    "Game > Print Score Sheet prints the whole sheet.")
            if self.score_panel is None or not self.score_panel.isVisible():
                # it pointed to a sheet that was not on the screen (Pirate, I Doubt It: s27 t3)
                keys = self.score_view_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                note += f" View > Score Sheet{f' ({keys})' if keys else ''} shows it beside the table."
        else:
            word = score_text or str
            rows = [(name, word(score), i in winners)
                    for i, (name, score) in enumerate(zip(state.players, game.scores(state)))]
            note = game.status(state)
        self.table.over.show_result(title, rows, note, self._hands_for_counting(len(rows)),
                                    game.end_hands_caption(state), game.end_totals_caption(state))

    def _hands_for_counting(self, rows: int) -> list[list[str]] | None:
        """Every seat's hand at the end, face up, when the panel's rows are the seats."""
        from ..core.zones import Role

        game, state = self.game, self.state
        if rows != len(state.players):
            return None
        try:
            zones = game.zones(state)
        except NotImplementedError:
            return None
        hands: list[list[str]] = [[] for _ in state.players]
        for zone in zones:
            if zone.kind is Role.HAND and zone.owner is not None and 0 <= zone.owner < len(hands):
                hands[zone.owner].extend(zone.cards)
        return hands if any(hands) else None

    def play_again(self) -> None:
        import secrets

        s = self.session
        # (not a rule only an older save keeps: Spider's end of a game saved before s35)
        self.start_game(s.game.info.id, list(s.state.players), s.game.new_game_options(dict(s.state.options)),
                        secrets.randbelow(10**9), self.open_handed, computers=list(self.computers))

    def _asking_on_pass(self) -> bool:
        """Is the question of :meth:`ask_on_pass` up, in the position it was asked in?"""
        ctl = self.play_ctl
        return self._on_pass is not None and ctl is not None and ctl.passing_by() is not None \
            and self.table is not None and self.table.curtain.isVisible()

    def _on_pass_asks(self) -> str:
        """What the question of :meth:`ask_on_pass` asks: "who buys the joker, or nobody"."""
        from ..core.cards import card_name, is_card

        pile = getattr(self.state, "discard", None)
        top = pile[-1] if pile else None
        return f"who buys {f'the {card_name(top)}' if isinstance(top, str) and is_card(top) else 'the card'}, or nobody"

    def _back_from_pass(self) -> None:
        """Undo under the question of :meth:`ask_on_pass`: nothing was drawn or shown, so the
        one who clicked the stock by mistake is back at her choice, her table as it was (Anna
        pressed Ctrl+Z to buy the card herself after all and read "Nothing can be taken back now:
        the last person to play was Cleo ...", s28 t4 #3). Said as what happened: "Back to your
        draw: nothing was drawn or bought." ("Taken back: You have not drawn yet." read as a draw
        taken back, and nothing in the log was, s31 t1 #3). The question done, her hand comes
        back behind a curtain, as after any question to the table (PlayController.pass_by): Ben
        and Cleo leaned in to read it, and Ctrl+Z painted it face up before them (s32); the
        curtain says what happened."""
        self._on_pass = None
        self.table.curtain.set_calls("", [])
        ctl = self.play_ctl
        ctl.pass_by(None)
        drawer = self.game.current_player(self.state)
        whose = "your" if drawer == ctl.viewer else f"{self.state.players[drawer]}'s"
        back = f"Back to {whose} draw: nothing was drawn or bought."
        self.new_turn(previous=None, note=back, news="", told=True)
        self.say(f"{back}  {self.game.prompt(self.state, self.viewer)}" if self.viewer is not None else back)
        self._update_actions()

    def undo(self) -> None:
        if self.session is None:
            return
        if self._asking_on_pass():
            self._back_from_pass()
            return
        before = self.game.current_player(self.state)
        made = len(self.session.record.moves)
        self._stop_thinking()  # a computer's move being made or shown is dropped
        # with computers at the table, back to the human's last decision
        reason = self.play_ctl.undo_to_human()  # saved, viewer and curtain settled
        if reason is not None and (self.play_ctl.computer_turn() is not None or self.play_ctl.callers()):
            self._drive_computers()  # nothing taken back: the computer goes on (or is asked again)
        if reason is not None:
            self.say(reason)
            self.hint(reason)
            return
        self.pending_transfers = []
        self.table.over.hide()
        taken_back = getattr(self.layout, "taken_back", None)  # (the generic table's banner looks again)
        if taken_back is not None:
            taken_back()
        # the moves taken back are no news to anyone (what was taken back is, the note says it)
        left = len(self.session.record.moves)
        self._notes = [entry for entry in self._notes if entry.moves <= left]
        self._steps_taken_back(made - left)
        self._computers_from = None  # (her own Undo brought her turn back: no computer's move)
        self.new_turn(previous=before, note=self._taken_back_note(made - left), news="", told=True)
        self._update_actions()

    def _steps_taken_back(self, count: int = 0) -> list[int]:
        """How many moves each Undo since the last move took back, the first Undo's first (they
        add up to the session's ``taken_back``), with ``count`` more taken back now (a negative
        ``count``: as many played again by Redo, the last Undo's first). Not known (a game just
        opened, a move played since): all of ``taken_back`` as one Undo."""
        undone = len(getattr(self.session, "taken_back", ()))
        session, steps = getattr(self, "_undo_steps", (None, []))
        steps = list(steps)
        if session is not self.session or sum(steps) != undone - count:
            steps = [undone - count] if undone - count > 0 else []
        if count > 0:
            steps.append(count)
        while count < 0 and steps:
            take = min(-count, steps[-1])
            steps[-1] -= take
            count += take
            if not steps[-1]:
                steps.pop()
        self._undo_steps = (self.session, steps)
        return steps

    def _taken_back_note(self, count: int) -> str:
        """What Undo just took back, in the log's words (the log is everyone's to read):
        "Taken back: Ben plays the 3 of spades." and, at a table with computers, the moves
        after it."""
        return self._taken_back_words(self.state, getattr(self.session, "taken_back", ())[:count],
                                      getattr(self.session, "taken_back_joined", ())[:count])

    def _taken_back_words(self, state, taken, joined=()) -> str:
        """The moves ``taken`` (from ``state``) taken back, in the log's words: the first, with
        the moves of its gesture (``joined``: beside each, played in one gesture with the one
        before) said together, as when they were played ("Taken back: Anna added the 3 and 2 of
        diamonds to Ben's run of diamonds.", not "... the 3 of diamonds ... (and 1 move after
        it)"), and how many more."""
        size = 1
        while size < len(taken) and size < len(joined) and joined[size]:
            size += 1
        said = (moves_said(self.game, state, taken[:size], joined[:size]) or [""])[0] if taken else ""
        if not said:
            return "Took back the last move."
        # the moves after it a player made: not those the table played by itself (the party
        # game's "No more questions", Fast Track's forced pass), which nobody made
        after = 0
        for n, move in enumerate(taken):
            if n >= size and not self._automatic(state, move):
                after += 1
            result = self.game.apply(state, move)
            if not result.ok:
                break
            state = result.state
        more = f" (and {plural(after, 'move')} after it)" if after else ""
        # (a move's words that end in a quotation end inside it: "Taken back: Ben lays down one
        # card face down: “one ace.”." had two stops, s33)
        return f"Taken back: {added(mid_sentence(said, self.state.players), more)}"

    def _replayed(self, made: int) -> str:
        """What the record's moves from ``made`` on said, in the log's words."""
        return " ".join(record_said(self.session, made))

    def _played_again_note(self, said: str) -> str:
        """What Redo just played again (``said``: :meth:`_replayed`), in the log's words:
        "Redone: Anna plays the 6 of diamonds." (the next person learns what it was). Not
        "Played again:", which in Fast Track read as a second extra turn beside the game's own
        "Ben plays again." (the 6 gives another turn)."""
        return "Redone: " + mid_sentence(said, self.state.players) if said else "Redone: the move taken back."

    def redo(self) -> None:
        if self.session is None or self.play_ctl is None:
            return
        before = self.game.current_player(self.state)
        made = len(self.session.record.moves)
        self._stop_thinking()
        reason = self.play_ctl.redo_to_human()  # saved, viewer and curtain settled
        if reason is not None:
            self.say(reason)
            self.hint(reason)
            self._drive_computers()  # nothing played again: a computer to move goes on
            return
        self.pending_transfers = []
        said = self._replayed(made)
        self._steps_taken_back(made - len(self.session.record.moves))
        self._computers_from = None  # (her own Redo brought her turn back, not the computers')
        self.new_turn(previous=before, note=self._played_again_note(said), news=said, told=True)
        self._update_actions()

    def _redo_refusal(self) -> str | None:
        """Why Redo is not possible now (None: it is)."""
        if self.session is None or self.play_ctl is None:
            return "There is nothing to redo."
        return self.play_ctl.redo_refusal()

    def autosave(self) -> None:
        from ..store import locks
        from ..store.saves import SaveChanged, SaveError, SaveStore, display_name

        store = SaveStore()
        stale = self.save_note
        changed = None
        try:
            try:
                store.save(self.save_id, self.session, table=self.table_settings())
            except SaveChanged as exc:
                # changed on disk since this window saved it (another window, another program):
                # both are kept, this game now saved as a new one
                changed = exc
                self.save_id = store.new_id(self.session.game.info.id)
                self._hold_save(self.save_id)
                store.save(self.save_id, self.session, table=self.table_settings())
        except SaveError as exc:
            self.unsaved, self._save_problem = True, exc.problem
            # Say it once in a dialog; after that the status line repeats it without stopping
            # play at every move. The game goes on in memory, and the next save that works
            # writes it whole (a save is the whole record).
            if self._save_failed_for != self.save_id:
                self._save_failed_for = self.save_id
                self.error("Cannot save the game", f"{exc}\n\nYou can go on playing; Card Table will keep "
                           "trying to save after every move, or use Game > Save As to save it elsewhere.")
            self.save_note = f"Not saved: {exc.problem}."
            if self.save_copy_to is not None:  # the copy saved with Save As meanwhile
                try:
                    store.save_copy(self.session, self.save_copy_to, table=self.table_settings())
                except SaveError as problem:
                    self.save_note = f"Not saved: {exc.problem}, nor in the copy ({problem.problem})."
                else:
                    self.unsaved = False
                    self.save_note = (f"Saved only in the copy \u201c{display_name(self.save_copy_to)}\u201d: "
                                      "the saves folder cannot be written.")
        else:
            self.unsaved = False
            self._save_failed_for = None
            self.save_note = ""
            self.save_copy_to = None
            if self._held_save is not None:  # (a lock its folder could not take yet: taken now)
                locks.acquire(self._held_save, self)
            if stale:  # (the status line said "Not saved: ..." on, after saving worked again)
                said = self.status_text()
                self.say("Saved again.  " + (said[len(stale):].lstrip() if said.startswith(stale) else said))
        if changed is not None:
            self.error("Saved as a new game",
                       f"This {self.session.game.info.name} game's save was changed by another Card Table "
                       "window or program since this window last saved it. So that neither is lost, both "
                       "are kept: the game on this table is now saved as a new game, beside the other in the "
                       "saved games list.")

    def show_rules(self) -> None:
        """Help > Rules of the Game (F1): the rules page of the game on the table (on the start
        screen, of the game its tiles, search or saved games list point at, else the last game
        chosen), beside the window. Pressed again, the page open comes
        forward; it follows the game started next and closes on Back to Start (it stayed, the
        last game's rules over a new game), and Escape closes it from the window too."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser

        from ..games import get_game, infos

        setting_up = self.last_dialog if self.last_dialog is not None and self.last_dialog.dialog.isVisible() else None
        if setting_up is not None:  # New Game is up (its Rules button, or F1 in it): its game
            game, note = setting_up.game, ""
        elif self.session is not None:
            game = self.session.game
            note = self._house_rules_said(game)
        else:
            chosen = self.start.chosen_game()
            if chosen not in {i.id for i in infos()}:  # (a save of a game this version does not know)
                chosen = None
            # with no game picked, the last game played, else the first on the start screen, and
            # the page says why it shows that game (the last game's showed with nothing saying
            # why: s30 t2 #14)
            last = self._current_game_id()
            first = next((t.info.id for t in self.start.tiles if t.isEnabled()), last)
            played = settings.last_game() == last
            game = get_game(chosen or (last if played else first))
            note = "" if chosen else (
                f"No game is picked, so these are the rules of "
                f"{'the last game played' if played else 'the first game on the start screen'}. "
                "For another game's rules, move to its tile on the start screen and press F1, or "
                "press Rules when you set up a new game.")
        host = setting_up.dialog if setting_up is not None else self
        dlg = self.rules_dialog
        if dlg is not None and dlg.parentWidget() is not host:
            # over New Game, the page is the dialog's: one of the window's was kept from every key
            # and click while the dialog waited for its answer
            dlg.setParent(host, dlg.windowFlags())
        if dlg is None:
            dlg = QDialog(host)
            lay = QVBoxLayout(dlg)
            text = QTextBrowser(dlg)
            # a table's cells apart (Hand and Foot's "7 to 4, black 3" ran into its "5": "black 35")
            text.document().setDefaultStyleSheet(RULES_CSS)
            text.setOpenExternalLinks(False)
            from .dialogs import show_focus

            show_focus(text)  # (the page has the keys as it opens: it says so)
            lay.addWidget(text)
            box = QDialogButtonBox(QDialogButtonBox.Close, parent=dlg)
            box.rejected.connect(dlg.reject)
            lay.addWidget(box)
            self.rules_dialog = dlg
            # closed, the keys go back to the table (H for a hint did nothing until it was clicked)
            dlg.finished.connect(self._keys_back)
        self._fill_rules(game, note)
        if not dlg.isVisible():
            from .dialogs import FRAME, available_area

            area = available_area(self)
            scale = max(1.0, self._app_px / 13) if getattr(self, "_app_px", None) else 1.0
            dlg.resize(min(int(640 * scale), area.width() - 16), min(int(720 * scale), area.height() - FRAME))
        from .dialogs import keep_on_screen

        keep_on_screen(dlg)
        dlg.show()
        dlg.raise_()
        # the keys in the text, so Page Down, the arrows and End read on at once: on a desktop
        # with no window manager the page opened with the keys still on the window, and its text
        # scrolled only once clicked (s30 t2 #7); Escape closes the page from there too
        dlg.activateWindow()
        dlg.findChild(QTextBrowser).setFocus()

    def _fill_rules(self, game, said: str = "") -> None:
        """The rules page shows ``game``'s rules, ``said`` under its title (the house rules of
        the game in play, or why this game's page shows)."""
        from PySide6.QtWidgets import QTextBrowser

        from ..resources import rules_html

        dlg = self.rules_dialog
        if dlg is None or (dlg.property("game_id") == game.info.id and dlg.property("house_rules") == said):
            return
        try:
            html = rules_html(game.info.rules_page) if game.info.rules_page else None
        except (FileNotFoundError, OSError):
            html = None
        if html is None:
            html = (f"<h1>{game.info.name}</h1><p>{game.info.description}</p>"
                    f"<p>The rules page for {game.info.name} is not installed yet. "
                    f"The status line always says what is expected, and the table only lets you make legal moves.</p>")
        if said:
            # which house rules the game on the table is played with, under the page's title (the
            # page lists every one "off unless chosen": finding s27 N6), or why this game
            from html import escape

            note = f"<p><b>{escape(said)}</b></p>"
            end = html.find("</h1>")
            html = html[:end + 5] + note + html[end + 5:] if end >= 0 else note + html
        dlg.setWindowTitle(f"Rules of {game.info.name}")
        dlg.findChild(QTextBrowser).setHtml(html)
        dlg.setProperty("game_id", game.info.id)
        dlg.setProperty("house_rules", said)

    def _house_rules_said(self, game) -> str:
        """The house rules of the game in play, in a sentence for its rules page."""
        from ..core.scoresheet import house_rules_text

        state = self.session.state if self.session is not None else None
        rules = house_rules_text(game.info, getattr(state, "options", None) or {})
        # (and the table's own choice after them, not a house rule of the page: s43 t3 F2)
        hands = f" {OPEN_HANDS}." if self._open_hands() else ""
        if rules:
            return f"House rules in this game: {'; '.join(rules)}.{hands}"
        if getattr(game.info, "options", ()):
            # ("... played by the rules as written." over a page listing the choices our table
            # made where the book is vague or differs, Golf's pairs by rank: s42 t3)
            return f"No house rules are chosen: it is played by the rules as written, read as below.{hands}"
        return hands.strip()

    def _rules_follow(self) -> None:
        """An open rules page shows the game on the table, or closes when there is none."""
        dlg = self.rules_dialog
        if dlg is None or not dlg.isVisible():
            return
        if self.session is None:
            dlg.close()
        else:
            self._fill_rules(self.session.game, self._house_rules_said(self.session.game))

    def _rules_home(self) -> None:
        """New Game closed: a rules page opened over it is the window's again, still open if it
        was (it follows the game dealt, or stays on the start screen)."""
        dlg = self.rules_dialog
        if dlg is None or dlg.parentWidget() is self:
            return
        shown = dlg.isVisible()
        dlg.setParent(self, dlg.windowFlags())
        if shown:
            dlg.show()

    def keyPressEvent(self, event) -> None:
        """Escape closes the rules page from the window too (the keys are the window's while the
        page is open beside it)."""
        if event.key() == Qt.Key_Escape and self._close_rules():
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, obj, event) -> bool:
        """Escape pressed on the table closes the rules page first, the last thing opened, on top
        (a card selection was cleared first, and the page stayed until a second Escape); with no
        page open the table has it (a selection cleared, a card held put back)."""
        if (event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key_Escape
                and self.table is not None and obj is self.table.view and self._close_rules()):
            return True
        return super().eventFilter(obj, event)

    def _rules_open(self) -> bool:
        """Is the rules page open (Escape in the window closes it)?"""
        return self.rules_dialog is not None and self.rules_dialog.isVisible()

    def _close_rules(self) -> bool:
        """Close the rules page if it is open; whether it was."""
        if not self._rules_open():
            return False
        self.rules_dialog.close()
        return True

    # ----- computer players -----------------------------------------------------------------------
    #: Makes the computer players' service (tests may swap in one that thinks in-process).
    service_factory = None

    def _ensure_service(self):
        if self.service is None:
            from ..ai.service import ComputerPlayerService

            factory = type(self).service_factory or ComputerPlayerService
            self.service = factory()
            self.service.start()
        return self.service

    def _drive_computers(self) -> None:
        """After every change on the table: if a computer seat is to move, hand the decision to
        the worker process (the record, never the state) and poll for it on a timer, so the
        window keeps painting and answering while it thinks."""
        import time

        from ..ai.service import Request

        ctl = self.play_ctl
        callers = ctl.callers() if ctl is not None else ()
        if callers:
            self._ask_callers(callers)
            return
        seat = ctl.computer_turn() if ctl is not None else None
        if seat is None:
            self._stop_thinking()
            return
        moves = len(self.session.record.moves)
        t = self.thinking
        if t is not None and t.seat == seat and t.moves == moves and t.session is self.session:
            return  # already thinking about this very move
        self._stop_thinking()
        level = self.computers[seat] or "medium"
        request = Request.for_seat(self.session.record, seat, level, seconds=settings.think_seconds(),
                                   people=ctl.people)
        handle = self._ensure_service().submit(request)
        self.thinking = _Thinking(handle, seat, moves, self.session, time.monotonic())
        said, words = self.status_text(), self._computer_waits_words(seat)
        self.say(said if said.endswith(words) else f"{said}  {words}")  # (new_turn may have said it)
        self._think_timer.start()
        self._offer_nobody_calls()

    def _not_to_a_computer(self, prompt: str) -> str:
        """The prompt (and the status line's status) while a computer is to move, where the
        game's words speak to it ("Robo Remy: take the queen of diamonds (drag it to your hand),
        or push it: ..."): what it is doing ("Robo Remy is thinking…"), with no instructions a
        computer cannot follow. The news before the line to it stays: Golf's "Robo Remy knocked.
        Wilhelmina: exchange the card ..." spoke to the computer Wilhelmina, the line starting
        with another name (s36); it reads "Robo Remy knocked. Wilhelmina is thinking…"."""
        import re

        seat = self.play_ctl.computer_alone_to_act() if self.play_ctl is not None else None
        if seat is None:
            return prompt
        name = self.state.players[seat]
        # what the game adds for the reader after its status stays (Sticks: "Your stick, Anna: 2
        # runs of 4 in one suit.", s30 t4 #11): the line to the computer is looked for before it
        status = self.game.status(self.state)
        own, rest = (status, prompt[len(status):]) if prompt.startswith(status) else (prompt, "")
        told = re.search(r"(?:^|(?<=[.!?] ))" + re.escape(name) + ": ", own)
        if told is None:
            return prompt
        # the game's line to the computer goes (to the end of its status)
        return own[:told.start()] + self._computer_waits_words(seat) + rest

    def _computer_waits_words(self, seat: int) -> str:
        """What the status line adds while the computer at ``seat`` is to move: "Robo Cleo is
        thinking…", or, while people may call out first (it waits at least the callers'
        window), what may really happen meanwhile: "Before Robo Cleo draws, the 7 of hearts may
        be bought for a dime." (tester report s27: it said "Robo Cleo is thinking…" all through
        10 Dime Rummy's buy window)."""
        name = self.state.players[seat]
        calls = self.called_out_moves()
        if not calls or self._nobody_called():
            return self._called_ahead() or f"{name} is thinking\u2026"
        line, _ = self.game.called_out_buttons(self.state, calls)
        if line:
            return sentence(line.rstrip(": "))
        return f"{name} waits a moment: others may call out first."

    def _ask_callers(self, callers) -> None:
        """Before anyone moves, ask the computers that may call out a move (10 Dime Rummy's
        "Buy!" out of turn) in the worker, each from the record as its seat sees it; the
        answers are collected by :meth:`_poll_computer`."""
        import time

        from ..ai.service import Request

        ctl = self.play_ctl
        moves = len(self.session.record.moves)
        t = self.thinking
        if t is not None and t.calls is not None and t.moves == moves and t.session is self.session:
            return  # already asking in this very position
        self._stop_thinking()
        service = self._ensure_service()
        handles = {seat: service.submit(Request.for_seat(self.session.record, seat, self.computers[seat] or "medium",
                                                         seconds=settings.think_seconds(), people=ctl.people,
                                                         call_out=True))
                   for seat in callers}
        self.thinking = _Thinking(None, callers[0], moves, self.session, time.monotonic(), calls=handles)
        self._think_timer.start()
        self._offer_nobody_calls()  # (none yet: what it would do is not known before the answers)

    def _poll_calls(self, t: _Thinking) -> None:
        """The computers' answers: nobody called (the table goes on: the one to move moves), or
        the call that is made, shown after the pace's pause like a computer's move."""
        import time

        from ..ai.service import DONE

        handles = t.calls or {}
        for handle in handles.values():
            handle.poll()
        if not all(handle.done for handle in handles.values()):
            return
        self._think_timer.stop()
        if t.session is not self.session or len(self.session.record.moves) != t.moves:
            self.thinking = None
            self._drive_computers()  # the table changed meanwhile: ask again where it is now
            return
        offered = self.called_out_moves()  # (the people before every computer asked)
        # a computer that could not answer does not call (the table must not stop for it)
        answers = {seat: handle.move if handle.status == DONE else None for seat, handle in handles.items()}
        t.call = self.play_ctl.calls(answers)
        if t.call is None:
            self.thinking = None
            self._drive_computers()
            self._calls_answered(offered)
            return
        # shown after the pace's pause, and never before a person who may call too has had the
        # caller's window (Robo Rex called Rummy! within 0.3 s: Cleo never saw her button)
        if self.called_out_moves() != offered:
            t.started = time.monotonic()  # (their window opens now, their buttons with it)
        wait = self._computer_pause() - (time.monotonic() - t.started)
        self._pace_timer.start(max(0, int(wait * 1000)))
        self._offer_nobody_calls()  # "Robo Rex buys it"
        self._calls_answered(offered)

    def _calls_answered(self, offered: list[Move]) -> None:
        """The computers' answers are in: the people's calls that seat order lets beat them
        (:meth:`_computer_calls`) are more than ``offered`` while they were asked (those of the
        people sitting before every one of them): the table is drawn again with their buttons and
        words, unless a card is held (it keeps what it offered until it is let go)."""
        ahead = self._called_ahead()
        if self.table is not None and (self.called_out_moves() != offered or ahead) and not self._holding() \
                and not self.table.curtain.isVisible():
            self.table.view.rebuild(same_position=True)
        if ahead:  # (the status line said "Robo Remy is thinking…" while the computers were asked)
            self.say(f"{self.status_text()}  {ahead}")

    def _calls_asked(self) -> str | None:
        """While the computers are asked whether they call out and every person who may call too
        sits after one of them (none offered a button yet: :meth:`_computer_calls`), what the
        table says meanwhile: "Wait: Robo Rosa or Robo Rudi may call out first." (the words of
        a press then, :meth:`locked_reason`); else None."""
        ctl = self.play_ctl
        if ctl is None or self.called_out_moves() or not ctl.called_out(self.viewer) or not ctl.callers():
            return None
        return self.locked_reason()

    def _called_ahead(self) -> str | None:
        """Where a computer's call waits to be made and every person who may call sits after it
        (:meth:`_computer_calls`: none is offered a button), the game's words saying so ("Robo
        Rudi calls "Buy!" for the 9 of clubs and gets it: Robo Rudi comes before Anna and Ben in
        the turn order."), else None. The table said only "Robo Remy: draw ...", and the people's buttons were gone."""
        ctl, t = self.play_ctl, self.thinking
        if ctl is None or self.session is None or t is None or t.calls is None or t.call is None \
                or t.session is not self.session or t.moves != len(self.session.record.moves) \
                or self.called_out_moves():
            return None
        seats = sorted({self.game.seat_of(self.state, m) for m in ctl.called_out(self.viewer)} - {None})
        taker = self.game.seat_of(self.state, t.call)
        if not seats or taker is None:
            return None
        return self.game.called_ahead_words(self.state, taker, seats)

    def _poll_computer(self) -> None:
        import time

        from ..ai.service import FAILED

        t = self.thinking
        if t is None:
            self._think_timer.stop()
            return
        if t.calls is not None:
            self._poll_calls(t)
            return
        t.handle.poll()
        if not t.handle.done:
            return
        self._think_timer.stop()
        if t.handle.status == FAILED or t.handle.move is None:
            self.thinking = None
            name = self.state.players[t.seat]
            self.error("A computer player is stuck", f"{name} could not choose a move ({t.handle.error}). "
                       "Undo, or go back to the start and open the game again.")
            return
        # The move is shown after the pace's pause (the thinking counts towards it); while a
        # person may call out first (10 Dime Rummy's "Buy!"), at least the caller's window.
        wait = self._computer_pause() - (time.monotonic() - t.started)
        self._pace_timer.start(max(0, int(wait * 1000)))

    def _computer_pause(self) -> float:
        """Seconds from a computer's turn starting to its move being shown: the pace (View >
        Computer Players), and never less than ``settings.CALL_OUT_SECONDS`` while the person
        at the laptop may call out a move before it (longer where every hand is face down meanwhile:
        ``settings.call_out_seconds``) (with the pace at 0 the computer drew at once
        and nobody could ever buy before it). A table where nobody may call keeps its pace. After
        a roll of the dice that ended a turn or a trick won, a beat more
        (``settings.LOOK_BEAT_SECONDS``, or the pace's own where longer)."""
        pace = settings.computer_pace()
        waits = self.called_out_moves() and not self._nobody_called()
        # (longer where every hand is down while the people are asked: they decide from memory)
        hidden = self.play_ctl is not None and self.play_ctl.question_open()
        wait = max(pace, settings.call_out_seconds(hidden)) if waits else pace
        if pace > 0 and self._to_see == (self.session, len(self.session.record.moves)):
            # the dice that ended the last turn (10,000's blown roll), the trick just won with its
            # winner named: in sight a beat longer than a move's pause (s28, s30 t1)
            wait += max(settings.LOOK_BEAT_SECONDS, pace)
        if pace > 0 and self._to_read == (self.session, len(self.session.record.moves)):
            wait = max(wait, settings.LOST_CARD_SECONDS)
        return wait

    def _call_seconds_left(self) -> int | None:
        """Whole seconds left (rounded up) before the computer to move moves while the people may
        call out first (:meth:`_computer_pause`); None when no such window is open (nobody may
        call, or "Nobody buys it" was pressed)."""
        import math
        import time

        ctl = self.play_ctl
        if ctl is None or self.session is None or ctl.computer_turn() is None or not self.called_out_moves() \
                or self._nobody_called():
            return None
        t = self.thinking
        if t is None or t.session is not self.session or t.moves != len(self.session.record.moves):
            return math.ceil(self._computer_pause())  # (its clock not started yet: all of it)
        return max(0, math.ceil(self._computer_pause() - (time.monotonic() - t.started)))

    def _tick_call_clock(self) -> None:
        """The prompt's countdown, set in place on its label (no rebuild: a card held in a drag
        stays held); gone with the window."""
        left = self._call_seconds_left()
        if left is None:
            self._call_clock.stop()
        if self.table is not None:
            self.table.view.set_label_end(SECONDS_LEFT, "" if left is None else _seconds_left(left))

    def _holding(self) -> bool:
        """Is a person holding a card on the table (pressed, not yet dropped)? (DragController.holding)"""
        controller = self.table.view.controller if self.table is not None else None
        holding = getattr(controller, "holding", None)
        return bool(holding()) if holding is not None else False

    def moves_played(self) -> int | None:
        """How many moves the game's record holds (the drag controller notes it at a press)."""
        return len(self.session.record.moves) if self.session is not None else None

    def said_since(self, moves: int) -> list[str]:
        """The game log's sentences of the moves played since the record held ``moves`` (what a
        drop whose table changed under the drag was too late for); none after an undo."""
        if self.session is None or not 0 <= moves < len(self.session.record.moves):
            return []
        return [str(line) for line in record_said(self.session, moves, moves + 1) if line]

    def _show_computer_move(self) -> None:
        """Play the computer's move on the table (cards glide as after a drag)."""
        t, self.thinking = self.thinking, None
        self._pace_timer.stop()
        move = None if t is None else t.call if t.calls is not None else t.handle.move
        if t is None or t.session is not self.session or len(self.session.record.moves) != t.moves \
                or move is None:
            return  # the table changed meanwhile (undo, a new game): the move is stale
        if self._holding():
            # a person holds a card (pressed, not yet released): nothing moves under their hand,
            # in any game; the computer waits for the drop ("Buy!" pressed in time, s29 t2: Robo
            # Remy drew and discarded while Anna's 6 of spades was in the air, and her drop bought
            # his 10 of clubs)
            self.thinking = t
            self._pace_timer.start(HOLD_RETRY_MS)
            return
        result = self.play(move)
        if not result.ok:  # cannot happen: the agent chose among the legal moves
            self.error("A computer player is stuck", f"{self.state.players[t.seat]} chose a move the rules "
                       f"refuse ({result.reason}).")

    def hurry_computer(self) -> bool:
        """A click on the table (or Enter or Space on it) while a computer's move waits for its
        pause shows it at once.
        Returns whether there was one."""
        if self.thinking is not None and self._pace_timer.isActive():
            if self.called_out_moves() and not self._nobody_called():
                # the press may be a person calling out before the computer moves (the table's
                # "Nobody buys it: Robo Ruby draws" says nobody does: :meth:`nobody_calls`)
                return False
            self._show_computer_move()
            return True
        return False

    def table_buttons(self) -> list[tuple]:
        """The table's button that says none of the people calls out, while a computer to move
        waits for them (:meth:`_computer_pause`: 10 Dime Rummy's "Buy!", Five Hundreds'
        "Rummy!"): "Nobody buys it: Robo Ruby draws", or with another computer's call waiting to
        be made, "Robo Rex buys it" (the game's ``nobody_calls_words``). Offered
        once the computers' answers are in (before, what it would do is not known) and until
        pressed. Without it every computer turn waited the whole window (s28 notes); a click
        on the table still does not hurry it (a person may be about to call). A table button as
        the others, so a stream of clicks going on when it appeared never presses it
        (ButtonItem.armed). And between hands, once every person is out of the game, "Let the
        computers finish" beside "Deal the next hand" (:meth:`let_computers_finish`)."""
        return self._table_buttons()

    def _table_buttons(self, coming: bool = False) -> list[tuple]:
        """:meth:`table_buttons`; ``coming``: also while the computers' answers are not in yet,
        with the words it will most likely have (the table keeps its room from the start: the
        button came after the table was laid out, and the bar, wider than its room, lay over
        Ben's melds, 10 Dime Rummy, s34 t2 #11)."""
        t, ctl = self.thinking, self.play_ctl
        if ctl is not None and self.session is not None and ctl.offers_to_finish():
            return [(LET_COMPUTERS_FINISH, self.let_computers_finish, LET_COMPUTERS_FINISH)]
        if t is None or ctl is None or self.session is None or t.session is not self.session \
                or t.moves != len(self.session.record.moves) or self._nobody_called() \
                or ctl.computer_turn() is None or not self.called_out_moves():
            return []
        if t.calls is not None and t.call is None and not coming:
            return []  # the computers' answers are not in yet
        taker = self.game.seat_of(self.state, t.call) if t.calls is not None and t.call is not None else None
        words = self.game.nobody_calls_words(self.state, taker)
        return [(words, self.nobody_calls, words)]

    def let_computers_finish(self) -> None:
        """The table's "Let the computers finish" pressed (:meth:`table_buttons`): the computers
        play the rest of the game at their pace, dealing their own hands, and the game's end
        comes up as at any other end; whoever likes watches."""
        ctl = self.play_ctl
        if ctl is None or self.session is None or not ctl.offers_to_finish():
            return  # (a press left over from a position already gone)
        reason = ctl.let_computers_finish()
        if reason is not None:  # (cannot happen: offered)
            self.hint(reason)
            return
        self.new_turn(previous=None, note="The computers play the rest of the game.", news="")

    def nobody_calls(self) -> None:
        """The table's "Nobody buys it: Robo Ruby draws" pressed (:meth:`table_buttons`): the
        computer's move (or the call waiting) is shown at the pace from here, as where nobody
        may call; the buy buttons stay until it is made (a person may still change their mind)."""
        import time

        t = self.thinking
        if t is None or self.session is None or t.session is not self.session \
                or t.moves != len(self.session.record.moves):
            return  # (a press left over from a position already gone)
        self._nobody_calls = (self.session, t.moves)
        self.say(f"{self.status_text()}  {self._computer_waits_words(t.seat)}")
        self._offer_nobody_calls()
        self._tick_call_clock()  # (the countdown goes with the window)
        if self._pace_timer.isActive():
            wait = self._computer_pause() - (time.monotonic() - t.started)
            self._pace_timer.start(max(0, int(wait * 1000)))

    def _nobody_called(self) -> bool:
        """Has the person at the laptop said nobody calls out, in this position?"""
        return self.session is not None and self._nobody_calls == (self.session, len(self.session.record.moves))

    def _offer_nobody_calls(self) -> None:
        """The table's buttons again, with or without :meth:`table_buttons` (the others keep their
        age: ButtonItem), unless the table is busy with a chooser or under a curtain."""
        controller = self.table.view.controller if self.table is not None else None
        if controller is None or controller.choosing is not None or self.table.curtain.isVisible():
            return
        controller.show_action_buttons()

    def _stop_thinking(self) -> None:
        """Cancel the decision under way (undo, a new game, back to the start, closing)."""
        t, self.thinking = self.thinking, None
        self._think_timer.stop()
        self._pace_timer.stop()
        if t is not None:
            for handle in (t.calls or {}).values() if t.calls is not None else (t.handle,):
                handle.cancel()

    def show_move_hint(self) -> None:
        """Help > Hint: the Medium computer player's choice for the person to move, named on the
        status line and lit on the table. It thinks on what that seat may see only."""
        from dataclasses import replace

        from ..ai import hint, information_set
        from ..ai.service import decision_seed

        ctl = self.play_ctl
        if ctl is None or self.session is None:
            self.say("Start a game first: the hint suggests a move at the table.")
            return
        if ctl.over:
            self.say("The game is over: there is no move to suggest.")
            return
        if self._asking_on_pass():
            # (no curtain's button to take over with: the question's, s32 t3 #9)
            self.say(f"Answer the question on the screen first ({self._on_pass_asks()}); then ask for a hint.")
            return
        if self.table.curtain.isVisible():
            own = self.table.curtain.button.own
            # (her key named: A pressed and refused, then H, read as if A had never been, s41 t1 #4)
            how = f"press {own}, or click the button on the curtain" if own else "the button on the curtain"
            self.say(f"Take over the laptop first ({how}); then ask for a hint.")
            return
        if ctl.computer_turn() is not None:
            self.say(f"It is {self.state.players[ctl.computer_turn()]}'s turn (a computer player): no hint needed.")
            return
        after = ""
        answering = ctl.answering()
        if ctl.waits_for_people():  # the hand is over: the button the people press to go on
            move = ctl.legal(ctl.to_act()[0])[0]
            after = " when everyone has seen how the hand ended"
            if ctl.offers_to_finish():  # (the people all out of the game: the offer beside it)
                after += f", or \u201c{LET_COMPUTERS_FINISH}\u201d to watch the rest"
        elif answering is not None:  # a question answered aloud (whoever holds the laptop presses)
            move = ctl.legal(answering)[0]
            after = f" once {self.state.players[answering]} has answered aloud (or Skip)"
        else:
            seat = ctl.viewer if ctl.viewer is not None else ctl.human_to_act()
            if seat is None or seat not in ctl.to_act():
                self.say("Nobody at the laptop is to move now.")
                return
            info = information_set(self.game, self.state, seat, ctl.people)  # (asks only people)
            if not info.legal:
                self.say(self.game.status(self.state))
                return
            choosing = self.table.view.controller.choosing if self.table.view.controller is not None else None
            if choosing:  # a step inside a move (the suit for the 8 dropped): a hint of that step only
                info = replace(info, legal=tuple(m for m in info.legal if m in choosing) or tuple(choosing))
            # the game's own prompt may suggest a move (Spider's "Hint: ..."): the same one, not
            # a second, different hint beside it (s32 t2 #7)
            own = self.game.suggested_move(self.state, seat) if not choosing else None
            if own is not None and own in info.legal:
                move = own
            else:
                move = hint(self.game, info, decision_seed(self.session.record.seed, len(self.session.record.moves), seat))
        controller = self.table.view.controller
        words = controller.light_hint(move) if controller is not None else None
        self.last_hint = move
        if words and after:
            words = added(words, after)
        text = f"Hint: {words}" if words else "Hint: see the lit card."
        self.say(text)
        self.hint(text)

    # ----- small helpers -----------------------------------------------------------------------
    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_as_action.setEnabled(playing)
        self.start_action.setEnabled(playing)
        # Undo is greyed out only where there is nothing to take back (a new game before anybody
        # has moved: it was enabled there); once a move is made it stays enabled, and a refused
        # undo says why ("The last move dealt the next hand, so it cannot be taken back.")
        # ... unless the controller knows it will refuse: greyed, its tip saying why (s44 t2 #11)
        can = playing and (bool(self.session.record.moves) or self._asking_on_pass())
        refused = None
        if can and not self._asking_on_pass() and self.play_ctl is not None:
            refused = self.play_ctl.undo_known_refused()
        self.undo_action.setEnabled(can and refused is None)
        self.undo_action.setToolTip(refused or UNDO_TIP)
        self.undo_action.setStatusTip(refused or UNDO_TIP)
        self._undo_refused_key.setEnabled(refused is not None)
        self.redo_action.setEnabled(playing and self._redo_refusal() is None)
        self.hint_action.setEnabled(playing)

    def say(self, text: str) -> None:
        if not self._status_plain:  # (not in __init__: Qt's enums are built after the first paint)
            self._status_plain = True
            self.status_label.setTextFormat(Qt.PlainText)
        self._status_said = text
        self._fit_status()
        # The yellow note follows the latest message: one the status line no longer says goes
        # (at game over, Undo refused and then Hint: the line said "The game is over: there is
        # no move to suggest." under the note still saying why the undo was refused).
        table = getattr(self, "table", None)
        note = getattr(table, "hint", None)
        if note is not None and note.isVisible() and note.text() not in text:
            note.hide()

    def _fit_status(self) -> None:
        """The status line says the whole message, in the room of its two lines: one too long for
        them at the line's size is set smaller, on more lines in the same room, down to
        :data:`STATUS_MIN_PX`; only a longer one still makes the line taller (and the table a
        little shorter) while it is said. (It left out its middle sentences: at Gin Rummy
        Tournament's round end "Ben scores 66." was dropped, the log and score sheet having it.)"""
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QFont, QFontMetrics

        label, text = self.status_label, self._status_said
        width = label.contentsRect().width()
        base = self._status_px
        font = QFont(label.font())
        font.setPixelSize(base)
        fm = QFontMetrics(font)
        room = int(fm.lineSpacing() * 2.2)  # (the line's height: two lines at its own size)
        margins = label.height() - label.contentsRect().height()
        height = room
        if width > 50:
            for px in range(base, STATUS_MIN_PX - 1, -1):
                font.setPixelSize(px)
                fm = QFontMetrics(font)
                used = fm.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextWordWrap), text).height()
                # with a third of a line to spare below the last: at 1.5x on a real screen the
                # glyphs drew a little taller than measured, and a third line fitted to the pixel
                # (39 px in 41) was cut in half by the window's edge (s43 t3 F8)
                slack = fm.lineSpacing() // 3
                if used + slack <= room - margins - 1 or px == STATUS_MIN_PX:
                    height = max(room, used + slack + margins + 2)
                    break
        if label.font().pixelSize() != font.pixelSize():
            label.setFont(font)
        if label.height() != height:
            label.setFixedHeight(height)
        label.setText(text)
        # a message set smaller than the line's own size is said whole in a tooltip too
        label.setToolTip(text if font.pixelSize() < base else "")

    #: table messages that are guidance, not a refusal: they go to the status line only
    _GUIDANCE = ("Choose:", "Picked up:", "Put back.")

    def _table_message(self, text: str) -> None:
        """A message from the table: on the status line, and a refusal also where the eye is."""
        refusal = not text.startswith(self._GUIDANCE)
        if refusal and self._status_said != self._refusal_said:
            self._said_before_refusal = self._status_said  # (not an older refusal's words)
        self.say(text)
        if refusal:
            self._refusal_said = text
            self.hint(text)

    def _piece_lifted(self) -> None:
        """A piece picked up while the status line still says why the last one was refused: the
        line says again what it said before (Rummoli: "You must play the lowest card ..." stayed
        while the right card was dragged, s31 t3 #8), as the bubble saying it has gone."""
        if self._refusal_said is not None and self._status_said == self._refusal_said:
            self.say(self._said_before_refusal)
        self._refusal_said = None

    def _hurried_over(self) -> None:
        """A press refused for coming in a stream ("Too quick after the last press: wait a
        moment, then click once."): the status line says so until the person's next press (or
        the next move, which says its own line), then says again what it said before. It went
        after the pause (1.2 s), and a person who looked a moment later saw no refusal and
        thought the click lost (s36). Called at each press counted, before anything handles it:
        a press refused again says so again."""
        from .curtain import HURRIED

        if self._refusal_said is not None and self._refusal_said.startswith(HURRIED):
            self._piece_lifted()

    def hint(self, text: str) -> None:
        if self.table is not None and self.stack.currentWidget() is self.table:
            self.table.hint.say(text)

    def status_text(self) -> str:
        """What the status line says (all of it: the line never leaves words out)."""
        return self._status_said

    def _focus_named(self, name: str) -> None:
        self.say(name)
        if self.table is not None:
            self.table.view.setAccessibleDescription(name)

    def error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, self)
        box.setTextFormat(Qt.PlainText)  # file and player names are text, never markup
        self.last_message = box
        self._exec(box)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._scale_app_font()
        self._status_px = max(15, self.height() // 44)
        f = self.status_label.font()
        f.setPixelSize(self._status_px)
        self.status_label.setFont(f)
        self.status_label.setFixedHeight(int(self.status_label.fontMetrics().lineSpacing() * 2.2))
        QTimer.singleShot(0, self, self._fit_status)  # once the label has its new width (not if closed)
        if self.score_panel is not None:
            self.score_panel.set_font_px(max(12, self.height() // 60))
        if self.game_log is not None:
            self.game_log.set_font_px(max(13, self.height() // 52))
        self._log_follows_size()
        self._docks_give_way()

    def _scale_app_font(self) -> None:
        """The app's text (menus, dialogs, the start screen's lists) grows with the window:
        13 px in a window about 740 px high, twice that at 1480 px (2560x1440), and so on."""
        from PySide6.QtWidgets import QApplication

        from .start_screen import scale_for

        px = round(13 * scale_for(self.height()))
        if px != getattr(self, "_app_px", None):
            self._app_px = px
            f = QApplication.font()
            f.setPixelSize(px)
            QApplication.setFont(f)
            self.menuBar().setFont(f)
            # check boxes and radio buttons (the house rules) grow with the text; the style
            # draws them at its own size otherwise, tiny beside 26-pixel text
            app, sheet = QApplication.instance(), indicator_style(px)
            if isinstance(app, QApplication) and app.styleSheet() != sheet:  # (setting it re-polishes every widget)
                app.setStyleSheet(sheet)

    def closeEvent(self, event) -> None:
        if not self.may_leave_table():  # (every move is saved, unless saving failed)
            event.ignore()
            return
        settings.save_window(self)
        self._stop_thinking()
        if self.service is not None:
            self.service.close()
            self.service = None
        self._let_go_save()
        event.accept()


class _AfterFirstPaint(QObject):
    """Calls ``callback`` once, just after ``widget``'s first paint has been drawn (a zero timer
    set from the paint event, so the paint itself is not held up), or when ``fire`` is called
    first."""

    def __init__(self, widget: QWidget, callback):
        super().__init__(widget)
        self.callback = callback
        self.done = False
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            # two turns of the event loop: the paint is drawn and shown, and whatever else the
            # paint set going (a first-paint probe) runs first
            # (this object as the timers' context: a window closed meanwhile cancels them, where a
            # bare lambda would call into the deleted window)
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self.fire))
        return False

    def fire(self) -> None:
        if not self.done:
            self.done = True
            self.callback()


def _saved_when(saved_at) -> str:
    """When a game was saved, as the saved games list shows it ("30 Nov 19:55")."""
    from .start_screen import _when

    return " ".join(_when(saved_at).split("\n"))


def _bad_save_words(exc, store) -> str:
    """Why a saved game will not open, the game named as the family knows it where its file is
    one of the saved games' and its first line still says what it is: "Cannot open the Hearts
    game with Anna, Ben, Cleo and Computer, saved 03 Dec 04:24: its first line ...". It
    named the file, "hearts-20261203-040900-8a76.json" (s41 t1 #3); a file from elsewhere is
    still named by its file (that is how the family knows it)."""
    from ..store.saves import SaveError, read_summary

    path, problem = getattr(exc, "path", None), getattr(exc, "problem", "")
    if not isinstance(path, Path) or not problem or not path.name.endswith(".json") \
            or not _file_in_folder(path, store.directory):
        return str(exc)
    try:
        summary = read_summary(path)
    except (SaveError, OSError, ValueError):
        return str(exc)
    from .start_screen import _when

    return f"Cannot open {_game_named(summary)}, saved {' '.join(_when(summary.saved_at).split())}: {problem}."


def _file_there(path: Path) -> bool:
    """Whether ``path`` is still a file (False where it cannot be looked at: a drive gone)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _game_named(summary) -> str:
    """A saved game in words: "the Hearts game “Christmas” with Anna, Ben and Robo Rex", who plays
    said as the start screen says it (Delete said "with Anna, Ben, Robo Nell (computer)", s46 t2 #8)."""
    named = f" \u201c{summary.title}\u201d" if summary.title else ""  # (the name it was given)
    return f"the {summary.game_name} game{named} with {who_plays(summary.players, summary.computers)}"


def _open_folder() -> Path:
    """Where Game > Open starts: the folder the family keeps their copies in, the one a copy was
    last saved in with Save As (or a file opened from), where there is one; else the saves
    folder, the games on the start screen's list. Save As starts in that folder too (else the
    documents folder, else the home folder): a copy saved with Enter went to the home folder,
    and Open then looked in the saves folder, not where it had just gone (s32 t2 #11)."""
    from ..store.saves import SaveStore

    return settings.save_as_folder() or SaveStore().directory


def _documents_folder() -> Path:
    """Where Save As starts the first time: the user's documents folder, else the home folder
    (it started in the program's own folder, then in the saves folder)."""
    from PySide6.QtCore import QStandardPaths

    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else Path.home()


def _digest(path: Path) -> str | None:
    """A file's SHA-256, or None if it cannot be read."""
    import hashlib

    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


#: How a game opened from a damaged save's backup is said in the list
#: (:func:`~cardtable.store.saves.recovered_title`).
FROM_BACKUP = "opened from its backup"


def _recovered_said(how: str) -> str:
    """What the status line says of a game recovered from a damaged save, ``how`` it was opened
    ("as it stood before move 5", :data:`FROM_BACKUP`): "Opened from its backup, as a new saved
    game; the file that would not open is kept as it was." """
    return f"Opened {how.removeprefix('opened ')}, as a new saved game; the file that would not open is kept as it was."


def _backup_offer(path, backup_moves: int | None, cut: bool = False) -> str:
    """The offer of a damaged save's readable backup, with how far each goes where known: "An
    earlier copy of this game, its backup, can be opened: it holds 4 of the game's 10 moves."
    (the question after it is the caller's). ``cut``: the backup is damaged after those moves."""
    from ..store.saves import SaveError, read_summary

    held = None
    if isinstance(path, Path):
        try:
            held = read_summary(path).moves  # (the damaged file's own summary, if it is readable)
        except SaveError:
            pass
    if backup_moves is None:
        how_far = ""
    elif held is not None and held > backup_moves:
        how_far = f": it holds {backup_moves:,} of the game's {plural(held, 'move')}"
    else:
        how_far = f": it holds {plural(backup_moves, 'move')}"
    damaged = " (the rest of it is damaged)" if cut and how_far else ""
    return f"An earlier copy of this game, its backup, can be opened{how_far}{damaged}."


#: Said when a save opens without its torn last line (a write cut short by a crash).
LEFT_OUT = "The last move was not saved whole and has been left out."


def left_out_words(kept: int) -> str:
    """What opening a save whose last move was cut off as it was written says, once: ``kept``
    moves were saved whole."""
    where = "from its start" if kept == 0 else f"from just after move {kept:,}, the last one saved whole"
    return (f"{LEFT_OUT[:-1]}: the file was cut off while that move was being saved (the computer may have "
            f"been switched off, or Card Table stopped). The game goes on {where}, and that move is "
            "to be made again.")
#: how long the saves folder is quiet before the start screen reads it again (a copy of many
#: files into it is read once)
SAVES_QUIET_MS = 300


def name_room_words(text: str) -> tuple[str, bool]:
    """What the Rename dialog says of the name typed (``text``) under its question, and whether
    the name may be kept: how much room a name has, or by how much one is too long."""
    from ..store.saves import NAME_LENGTH, one_line

    length = len(one_line(text))
    if length <= NAME_LENGTH:
        return f"A name has room for {NAME_LENGTH} letters and spaces.", True
    over = length - NAME_LENGTH
    return (f"This name is {plural(over, 'letter')} too long: a name has room for {NAME_LENGTH} letters "
            "and spaces. Make it shorter to rename the game."), False


def _name_room(dialog, question: str, text: str) -> None:
    """The Rename dialog's question with what :func:`name_room_words` says, and its Rename button
    enabled only for a name that fits."""
    from PySide6.QtWidgets import QDialogButtonBox

    said, fits = name_room_words(text)
    wanted = f"{question}\n{said}"
    if dialog.labelText() != wanted:
        dialog.setLabelText(wanted)
    buttons = dialog.findChild(QDialogButtonBox)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok) if buttons is not None else None
    if ok is not None:
        ok.setEnabled(fits)


def _damage_said(store, save_id: str) -> str | None:
    """What Open can do with a damaged saved game, for the question before it is deleted (the
    same offers :meth:`MainWindow.bad_save` makes); None if it opens as it is."""
    from ..store.saves import SaveError

    try:
        store.load_with_table(save_id)
    except SaveError as exc:
        if exc.newer:
            return "It was saved by a newer Card Table, which can open it."
        if exc.backup is not None:
            return "It cannot be opened, but its backup can (Open offers it); the backup is deleted with it."
        if isinstance(exc.good_moves, int) and exc.good_moves > 0:
            sound = _sound(exc.good_moves)
            return (f"It cannot be opened whole, but {_lower_first(sound)}: Open offers to play on "
                    "from there.")
        return "It cannot be opened."
    return None


def _lower_first(text: str) -> str:
    """``text`` to follow other words: "The first 4 moves are sound" -> "the first 4 moves are sound"."""
    return text[:1].lower() + text[1:]


def _sound(good: int) -> str:
    """ "The first move is sound" ("The first 1 moves are sound"), "The first 12 moves are sound"."""
    return "The first move is sound" if good == 1 else f"The first {good:,} moves are sound"


def _same_file(a: Path, b: Path) -> bool:
    """Are ``a`` and ``b`` one file (however either is written)?"""
    try:
        return a.resolve() == b.resolve() or a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


def _file_in_folder(path: Path, folder: Path) -> bool:
    """Is ``path`` a file right in ``folder`` (however either is written)?"""
    try:
        return path.resolve().parent == folder.resolve()
    except OSError:
        return False
