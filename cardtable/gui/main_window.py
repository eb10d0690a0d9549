"""The main window: start screen <-> table, menus and keys, saves, undo, curtain, game over.

The window owns the :class:`~cardtable.core.session.Session`; the table view only shows a
position and the drag controller hands moves back through :meth:`MainWindow.play`. Every applied
move is saved at once (``SaveStore().save`` is atomic), so Quit never asks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from ..core.game import Move
from .start_screen import StartScreen


class MainWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Card Table")
        self.session = None
        self.save_id: str | None = None
        self.open_handed = False
        self.viewer: int | None = None  # whose hand is face up (None while the curtain is up)
        self.table = None  # the table page is built on first use (keeps start-up small)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start = StartScreen()
        self.stack.addWidget(self.start)
        self.start.new_game.connect(self.new_game_dialog)
        self.start.open_save.connect(self.open_save)
        self.start.delete_save.connect(self.delete_save)
        self.start.continue_game.connect(self.continue_latest)
        self.status_label = QLabel("Welcome! Pick a game to start, or carry on a saved one.")
        f = self.status_label.font()
        f.setPixelSize(16)
        self.status_label.setFont(f)
        self.status_label.setAccessibleName("Status")
        self.statusBar().addWidget(self.status_label, 1)
        self._make_menus()
        self._catalogue_loaded = False

    # ----- menus -----------------------------------------------------------------------------
    def _make_menus(self) -> None:
        menu = self.menuBar().addMenu("&Game")

        def act(text, key, slot, enabled=True):
            a = QAction(text, self)
            if key:
                a.setShortcut(QKeySequence(key))
            a.triggered.connect(slot)
            a.setEnabled(enabled)
            menu.addAction(a)
            return a

        self.new_action = act("&New\u2026", "Ctrl+N", lambda: self.new_game_dialog(self._current_game_id()))
        self.open_action = act("&Open\u2026", "Ctrl+O", self.open_file_dialog)
        self.save_as_action = act("Save &As\u2026", "Ctrl+Shift+S", self.save_as_dialog, False)
        menu.addSeparator()
        self.undo_action = act("&Undo", "Ctrl+Z", self.undo, False)
        self.curtain_action = QAction("Hand-off &curtain between turns", self, checkable=True, checked=True)
        self.curtain_action.toggled.connect(self._curtain_toggled)
        menu.addAction(self.curtain_action)
        self.rules_action = act("&Rules", "F1", self.show_rules)
        menu.addSeparator()
        self.start_action = act("Back to &start", "", self.back_to_start)
        act("&Quit", "Ctrl+Q", self.close)

    def _current_game_id(self) -> str:
        if self.session is not None:
            return self.session.game.info.id
        from ..games import infos

        return infos()[0].id

    # ----- start screen ------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._catalogue_loaded:
            self._catalogue_loaded = True
            self.refresh_start()

    def refresh_start(self) -> None:
        from ..games import infos
        from ..store.saves import SaveStore

        self.start.set_catalogue(infos())
        store = SaveStore()
        good, bad = store.list()
        latest = next((s for s in good if not s.over), None)
        self.start.set_saves(good, bad, latest)

    def back_to_start(self) -> None:
        if self.table is not None:
            self.table.view.set_describer(None)
            self.table.curtain.hide()
            self.table.over.hide()
        self.session = None
        self.save_id = None
        self.refresh_start()
        self.stack.setCurrentWidget(self.start)
        self._update_actions()
        self.say("Pick a game to start, or carry on a saved one.")

    def new_game_dialog(self, game_id: str) -> None:
        from ..games import get_game
        from .new_game import NewGameDialog

        game = get_game(game_id)
        players = list(self.session.state.players) if self.session is not None else None
        dlg = NewGameDialog(game, self, players)
        self.last_dialog = dlg
        choice = dlg.exec()
        if choice is not None:
            self.start_game(game_id, choice.players, choice.options, choice.seed, choice.open_handed)

    def start_game(self, game_id, players, options=None, seed=0, open_handed=False, stack=None) -> None:
        from ..core.game import OptionError
        from ..core.session import Session
        from ..games import get_game
        from ..store.saves import SaveStore

        game = get_game(game_id)
        try:
            session = Session.new(game, players, options or {}, seed, stack)
        except OptionError as exc:
            self.error("Cannot start the game", str(exc))
            return
        self.open_handed = open_handed
        self.curtain_action.setChecked(not open_handed)
        self.show_session(session, SaveStore().new_id(game_id))
        self.autosave()

    def open_save(self, save_id: str | Path) -> None:
        from ..store.saves import SaveError, SaveStore

        try:
            session = SaveStore().load(save_id)
        except SaveError as exc:
            self.bad_save(exc)
            return
        sid = save_id if isinstance(save_id, str) else None
        if sid is None:  # a file from elsewhere: keep playing it as a new save in the store
            sid = SaveStore().new_id(session.game.info.id)
        self.show_session(session, sid)
        if isinstance(save_id, Path):
            self.autosave()

    def bad_save(self, exc) -> None:
        box = QMessageBox(QMessageBox.Warning, "Cannot open the saved game", str(exc), QMessageBox.Ok, self)
        open_backup = None
        if getattr(exc, "backup", None) is not None:
            box.setInformativeText("An earlier copy of this game (its backup) is readable. Open it instead?")
            open_backup = box.addButton("Open the backup", QMessageBox.AcceptRole)
        self.last_message = box
        box.exec()
        if open_backup is not None and box.clickedButton() is open_backup:
            self.open_save(Path(exc.backup))

    def continue_latest(self) -> None:
        from ..store.saves import SaveStore

        latest = SaveStore().latest()
        if latest is None:
            self.say("There is no game in progress to continue.")
            return
        self.open_save(latest.save_id)

    def delete_save(self, save_id: str) -> None:
        from ..store.saves import SaveError, SaveStore

        try:
            SaveStore().delete(save_id)
        except SaveError as exc:
            self.error("Cannot delete the saved game", str(exc))
        self.refresh_start()

    def open_file_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ..store.saves import SaveStore

        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", str(SaveStore().directory),
                                              "Card Table saves (*.json *.bak);;All files (*)")
        if path:
            self.open_save(Path(path))

    def save_as_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save a copy of this game", "", "Card Table saves (*.json)")
        if path:
            self.save_copy(Path(path))

    def save_copy(self, path: Path) -> None:
        import json

        from ..store.saves import atomic_write, to_save_json

        if not path.suffix:
            path = path.with_suffix(".json")
        try:
            text = json.dumps(to_save_json(self.session), ensure_ascii=False, separators=(",", ":"))
            atomic_write(path, text.encode("utf-8"))
        except OSError as exc:
            self.error("Cannot save", f"The game could not be written to {path}: {exc.strerror or exc}.")
            return
        self.say(f"Saved a copy as {path.name}. (The game is also saved automatically.)")

    # ----- the table ---------------------------------------------------------------------------
    def _ensure_table(self):
        if self.table is None:
            from .curtain import Curtain, GameOverPanel
            from .table_view import TableView

            page = QWidget()
            lay = QVBoxLayout(page)
            lay.setContentsMargins(0, 0, 0, 0)
            page.view = TableView(page)
            lay.addWidget(page.view)
            page.curtain = Curtain(page.view)
            page.curtain.revealed.connect(self.reveal)
            page.over = GameOverPanel(page.view)
            page.over.play_again.connect(self.play_again)
            page.over.back_to_start.connect(self.back_to_start)
            page.view.message.connect(self.say)
            page.view.focus_named.connect(self._focus_named)
            self.stack.addWidget(page)
            self.table = page
        return self.table

    def show_session(self, session, save_id: str) -> None:
        from .drag import DragController
        from .layouts import layout_for

        try:
            layout = layout_for(session.game.info.id)
        except KeyError as exc:
            self.error("Cannot show this game", f"Card Table cannot show this game yet: {exc.args[0]}.")
            return
        page = self._ensure_table()
        self.session = session
        self.save_id = save_id
        self.layout = layout
        page.over.hide()
        page.curtain.hide()
        self.stack.setCurrentWidget(page)
        DragController(page.view, layout, self)
        self.setWindowTitle(f"{session.game.info.name} \u2013 Card Table")
        self.new_turn(previous=None, note="")
        self._update_actions()
        page.view.setFocus()

    # context used by the drag controller
    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.state

    def locked_reason(self) -> str | None:
        if self.table is None or self.session is None:
            return "No game is open."
        if self.table.curtain.isVisible():
            seat = self.game.current_player(self.state)
            return f"Pass the laptop to {self.state.players[seat]} first." if seat is not None else "Wait."
        if self.game.is_over(self.state):
            return self.game.status(self.state)
        return None

    def describe(self, aspect: float):
        prompt = self.game.status(self.state)
        return self.layout.describe(self.game, self.state, self.viewer, aspect, prompt)

    def play(self, move: Move, origin=None, old=None, old_faces=None, face=None):
        """Apply a move from the table: play it, save it, show the new position."""
        before = self.game.current_player(self.state)
        result = self.session.play(move)
        if not result.ok:
            return result
        self.autosave()
        animate = None
        if origin is not None:
            animate = (origin, old or set(), old_faces or set(), face)
        self.new_turn(previous=before, note=" ".join(result.events), animate=animate)
        self._update_actions()
        return result

    def new_turn(self, previous: int | None, note: str, animate=None) -> None:
        """Show the current position; raise the curtain when the laptop changes hands."""
        page = self.table
        game, state = self.game, self.state
        seat = game.current_player(state)
        over = game.is_over(state)
        hand_over_now = (previous is None or seat != previous) and not over and seat is not None
        # A layout may say its game hides nothing (a board game with no hands): then the
        # game flows from player to player without the hand-off curtain.
        needs_curtain = getattr(self.layout, "needs_curtain", None)
        private = needs_curtain(state.options) if needs_curtain is not None else True
        if hand_over_now and private and self.curtain_action.isChecked():
            self.viewer = None
            page.view.set_describer(self.describe)
            page.curtain.show_for(state.players[seat], note)
        else:
            self.viewer = seat if seat is not None else None
            page.curtain.hide()
            page.view.describe = self.describe
            page.view.rebuild(animate_from=self._animation_starts(animate))
        if over:
            self.show_game_over()
        self.say((note + "  " if note else "") + game.status(state))

    def _animation_starts(self, animate):
        """Which new cards glide in from where the dragged card was let go."""
        if not animate:
            return None
        origin, old, old_faces, face = animate
        # faces of cards that are new on the table (a drawn card) or the card just played
        view = self.table.view
        spec = view.describe(view.viewport().width() / max(1, view.viewport().height()))
        starts = {}
        for p in spec.pieces:
            if (p.id, p.face) not in old and (p.face == face or p.face not in old_faces):
                starts[p.face] = origin
        return starts

    def reveal(self) -> None:
        seat = self.game.current_player(self.state)
        self.viewer = seat
        self.table.view.rebuild()
        self.table.view.setFocus()
        self.say(self.game.status(self.state))

    def _curtain_toggled(self, on: bool) -> None:
        self.open_handed = not on
        if not on and self.table is not None and self.table.curtain.isVisible():
            self.table.curtain.reveal()

    def show_game_over(self) -> None:
        game, state = self.game, self.state
        winners = set(game.winners(state))
        scores = game.scores(state)
        names = " and ".join(state.players[i] for i in sorted(winners)) or "Nobody"
        title = f"{names} win{'s' if len(winners) == 1 else ''}!"
        # a layout may word the scores itself (5 in a Row: "2 rows"); the default is penalty points
        score_text = getattr(self.layout, "score_text", None) or (lambda score: f"{score} penalty points")
        rows = [(name, score_text(score), i in winners) for i, (name, score) in enumerate(zip(state.players, scores))]
        self.table.over.show_result(title, rows, game.status(state))

    def play_again(self) -> None:
        import secrets

        s = self.session
        self.start_game(s.game.info.id, list(s.state.players), dict(s.state.options),
                        secrets.randbelow(10**9), self.open_handed)

    def undo(self) -> None:
        if self.session is None:
            return
        before = self.game.current_player(self.state)
        reason = self.session.undo()
        if reason is not None:
            self.say(reason)
            return
        self.autosave()
        self.table.over.hide()
        self.new_turn(previous=before, note="Took back the last move.")
        self._update_actions()

    def autosave(self) -> None:
        from ..store.saves import SaveError, SaveStore

        try:
            SaveStore().save(self.save_id, self.session)
        except SaveError as exc:
            self.error("Cannot save the game", str(exc))

    def show_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser

        from ..games import get_game
        from ..resources import asset_path

        game = self.session.game if self.session is not None else get_game(self._current_game_id())
        try:
            html = asset_path("rules", game.info.rules_page).read_text(encoding="utf-8") if game.info.rules_page else None
        except (FileNotFoundError, OSError):
            html = None
        if html is None:
            html = (f"<h1>{game.info.name}</h1><p>{game.info.description}</p>"
                    f"<p>The rules page for {game.info.name} is not installed yet. "
                    f"The status line always says what is expected, and the table only lets you make legal moves.</p>")
        dlg = QDialog(self)
        dlg.setWindowTitle(f"Rules of {game.info.name}")
        lay = QVBoxLayout(dlg)
        text = QTextBrowser(dlg)
        text.setHtml(html)
        text.setOpenExternalLinks(False)
        lay.addWidget(text)
        box = QDialogButtonBox(QDialogButtonBox.Close, parent=dlg)
        box.rejected.connect(dlg.reject)
        lay.addWidget(box)
        dlg.resize(640, 720)
        self.rules_dialog = dlg
        dlg.show()

    # ----- small helpers -----------------------------------------------------------------------
    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_as_action.setEnabled(playing)
        self.undo_action.setEnabled(playing and self.session.undo_refusal() is None)

    def say(self, text: str) -> None:
        self.status_label.setText(text)

    def status_text(self) -> str:
        return self.status_label.text()

    def _focus_named(self, name: str) -> None:
        self.say(name)
        if self.table is not None:
            self.table.view.setAccessibleDescription(name)

    def error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, self)
        self.last_message = box
        box.exec()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        f = self.status_label.font()
        f.setPixelSize(max(15, self.height() // 44))
        self.status_label.setFont(f)
        mf = self.menuBar().font()
        mf.setPixelSize(max(13, self.height() // 56))
        self.menuBar().setFont(mf)

    def closeEvent(self, event) -> None:
        event.accept()  # every move is already saved
