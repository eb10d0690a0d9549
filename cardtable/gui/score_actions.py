"""The Game menu's score sheet actions, installed with one call::

    install_score_actions(window, game_menu, lambda: session and session.game.score_sheet(session.state))

adds Print Score Sheet (Ctrl+P, with the system print preview), Export Score Sheet as PDF and
Print Blank Score Sheet (a small dialog: which sheet, the players' names, the rounds). Errors
(no game, a folder that cannot be written) become a message box, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLabel, QLineEdit, QMenu, QMessageBox, QSpinBox,
    QVBoxLayout, QWidget,
)

from ..core.blank_sheets import BLANK_SHEET_NAMES, GIN_TEAMS, BlankSheetError, blank_sheets, holds
from ..core.game import GameInfo
from ..core.scoresheet import ScoreSheet
from ..core.words import capitalized
from ..games.evenings import MAX_NAME
from .dialogs import keys_back, run_modal
from .name_limit import LetterLimit, reserved_note

SheetGetter = Callable[[], "ScoreSheet | None"]


def install_score_actions(window: QWidget, game_menu: QMenu, get_sheet: SheetGetter) -> dict[str, QAction]:
    """Add the three score sheet actions to ``game_menu`` (a separator first) and return them by
    name ("print", "export", "blank"). ``get_sheet()`` returns the current game's sheet, or None
    when no game is open."""
    actions = {
        "print": QAction("&Print Score Sheet\u2026", window),
        "export": QAction("&Export Score Sheet as PDF\u2026", window),
        "blank": QAction("Print &Blank Score Sheet\u2026", window),
    }
    actions["print"].setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
    actions["print"].setStatusTip("Print the score sheet of this game, with a preview")
    actions["export"].setStatusTip("Save the score sheet of this game as a PDF file")
    actions["blank"].setStatusTip("Print an empty score sheet for a game played with real cards")
    actions["print"].triggered.connect(lambda: print_current(window, get_sheet))
    actions["export"].triggered.connect(lambda: export_current(window, get_sheet))
    actions["blank"].triggered.connect(lambda: print_blank(window, _current_game_id(window), _table_names(window)))
    game_menu.addSeparator()
    for action in actions.values():
        game_menu.addAction(action)
    return actions


def _current_game_id(window: QWidget) -> str | None:
    session = getattr(window, "session", None)
    if session is not None:
        return session.game.info.id
    pick = getattr(window, "_current_game_id", None)
    return pick() if callable(pick) else None


def _table_names(window: QWidget) -> list[str]:
    """The names at the table, in seat order, for a blank sheet opened from a game (the box was
    empty, and the sheet's team headers blank unless the family typed them again, s33 #3); none
    from the start screen."""
    session = getattr(window, "session", None)
    return list(session.record.players) if session is not None else []


def _current(window: QWidget, get_sheet: SheetGetter) -> ScoreSheet | None:
    sheet = get_sheet()
    if sheet is None:
        run_modal(window, lambda: QMessageBox.information(
            window, "Score sheet", "There is no game on the table yet, so there is no score sheet. Start a game, "
            "or print a blank sheet."))
    return sheet


def print_current(window: QWidget, get_sheet: SheetGetter) -> None:
    sheet = _current(window, get_sheet)
    if sheet is not None:
        from .printing import print_preview

        print_preview(window, sheet)


def suggested_file_name(sheet: ScoreSheet) -> str:
    """ "Crazy Eights score sheet 2025-06-01 20.15.pdf": the time of day as the sheet prints it
    beside the date (:func:`printing.when`), so two of one evening are told apart in a folder
    too (a file name takes no ":")."""
    from .printing import when

    name = f"{sheet.title} {when(sheet).replace(':', '.')}".strip()
    return "".join(ch for ch in name if ch not in '\\/:*?"<>|') + ".pdf"


def sheet_folder() -> Path:
    """Where a score sheet's PDF is proposed: the user's Documents folder where there is one,
    else their home folder."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def export_current(window: QWidget, get_sheet: SheetGetter, path: str | None = None) -> Path | None:
    """Ask where to save (unless ``path`` is given) and write the PDF; a failure is a message
    box with the reason. Returns the file written, or None."""
    sheet = _current(window, get_sheet)
    if sheet is None:
        return None
    if path is None:
        start = str(sheet_folder() / suggested_file_name(sheet))
        path, _ = run_modal(window, lambda: QFileDialog.getSaveFileName(
            window, "Export Score Sheet as PDF", start, "PDF files (*.pdf)"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        # the sheet as it is now: the computers play on behind the file dialog, and the PDF
        # lacked the hand they finished meanwhile (s38 t5 F7); the one asked for if the game
        # was closed meanwhile
        sheet = get_sheet() or sheet
    return _export(window, sheet, path)


def _export(window: QWidget, sheets, path: str, what: str = "score sheet") -> Path | None:
    """``what``: the words for what was written ("score sheet", an evening's "worksheets")."""
    from .printing import ExportError, default_page_size, export_pdf

    try:
        written = export_pdf(sheets, path, default_page_size())
    except ExportError as exc:
        problem = str(exc)
        run_modal(window, lambda: QMessageBox.warning(window, f"Export {capitalized(what)}", problem))
        return None
    confirm_export(window, Path(written), what)
    return written


def confirm_export(window: QWidget, path: Path, what: str = "score sheet") -> None:
    """Say where the file went: a message (not blocking play) and the status line."""
    were = "were" if what.endswith("s") else "was"
    box = QMessageBox(QMessageBox.Icon.Information, f"{capitalized(what)} exported",
                      f"The {what} {were} saved as a PDF file:\n\n{path.name}\n\nin the folder\n{path.parent}",
                      QMessageBox.StandardButton.Ok, window)
    box.setTextInteractionFlags(box.textInteractionFlags())
    # the window keeps its last message (tests read it, and it holds the box); any widget may
    # be the parent here (the main window, an evening's screen), so it is set by name
    setattr(window, "last_message", box)
    box.finished.connect(lambda _result: keys_back(window))
    box.open()
    say = getattr(window, "say", None)
    if callable(say):
        say(f"{capitalized(what)} saved as {path}")


class BlankSheetDialog(QDialog):
    """Which blank sheet, the players' names, and how many rounds."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None, players: Sequence[str] = ()):
        super().__init__(parent)
        self.setWindowTitle("Print Blank Score Sheet")
        self.kind = QComboBox(self)
        # every game of the catalogue and the book's sheets for games played with real cards,
        # A to Z as a family looks a name up (about forty in the catalogue's order started on
        # "Rummoli" and read as no order at all: s44 t2 #11); it starts on the game on the table
        from ..games import get_game, infos

        entries = [(label, key) for key, label in BLANK_SHEET_NAMES.items()]
        for info in infos():
            if info.id not in BLANK_SHEET_NAMES:
                teams = get_game(info.id).partnership  # (a column per side; two play alone)
                said = holds("teams", 2 in info.allowed_counts()) if teams else holds("players")
                entries.append((f"{info.name} {said}", f"game:{info.id}"))
        for label, key in sorted(entries, key=lambda entry: entry[0].casefold()):
            self.kind.addItem(label, key)
        if game_id is not None:
            i = self.kind.findData(game_id if game_id in BLANK_SHEET_NAMES else f"game:{game_id}")
            if i >= 0:
                self.kind.setCurrentIndex(i)
        self.players = QLineEdit(self)
        # (a placeholder that fits the box: "…(or leave empty to write them in)" was cut)
        self.players.setPlaceholderText("Ann, Bob, Cid, Dee")
        self.players.setText(", ".join(players))  # (the game's names, where it is opened from one)
        self.players.setToolTip("The names for the sheet's heading, with commas; leave it empty to write them in by hand.")
        self.rounds = QSpinBox(self)
        self.rounds.setRange(0, 200)
        self.rounds.setSpecialValueText("as the rules say")
        self.teams = QLineEdit(", ".join(GIN_TEAMS), self)
        self.teams.setToolTip(f"The two teams' names, with a comma: up to {MAX_NAME} letters each.")
        # each name kept to the evening's letters, and said only when one was cut, its line kept
        # (as the Gin evening's team boxes: this box took any length and said nothing, s44)
        self.teams_note = reserved_note(f"A name can be up to {MAX_NAME} letters: no more are taken.", self)
        self.teams_limit = LetterLimit(MAX_NAME, self.teams_note, separator=",")
        self.teams_limit.watch(self.teams)
        form = QFormLayout(self)
        form.addRow("Sheet:", self.kind)
        form.addRow("Players:", self.players)
        self.players_hint = QLabel("", self)
        form.addRow("", self.players_hint)
        form.addRow("Rounds:", self.rounds)
        # the note under the box in one field: a row of its own was left out of the form while
        # hidden, its line not kept
        teams_field = QWidget(self)
        teams_lay = QVBoxLayout(teams_field)
        teams_lay.setContentsMargins(0, 0, 0, 0)
        teams_lay.addWidget(self.teams)
        teams_lay.addWidget(self.teams_note)
        form.addRow("Teams (Gin Rummy):", teams_field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Preview and Print\u2026")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _info(self) -> GameInfo | None:
        """The chosen sheet's game's ``GameInfo``, or None for a sheet of the book's."""
        kind = self.kind.currentData() or ""
        if not kind.startswith("game:"):
            return None
        from ..games import get_game

        return get_game(kind[5:]).info

    def partners(self) -> bool:
        """Is the chosen sheet a game's whose partners score together (a column per side)?"""
        info = self._info()
        if info is None:
            return False
        from ..games import get_game

        return get_game(info.id).partnership

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        # (Hand and Foot for two: two names play alone, no partners, s44)
        info = self._info()
        alone = " two names, each alone;" if info is not None and 2 in info.allowed_counts() else ""
        self.players_hint.setText(
            f"(in seat order: the 1st and 3rd are partners against\nthe 2nd and 4th;{alone} or leave the names empty)"
            if self.partners() else "(or leave the names empty to write them in)")
        self.teams.setEnabled(kind == "gin_rummy")
        self.rounds.setEnabled(kind != "court_whist")

    def sheets(self) -> list[ScoreSheet]:
        """The sheets asked for; raises BlankSheetError with a message for the players."""
        kind = self.kind.currentData()
        game_name, info = "", None
        if kind.startswith("game:"):
            from ..games import get_game

            info = get_game(kind[5:]).info
            kind, game_name = "generic", info.name
        players = [p for p in self.players.text().split(",") if p.strip()]
        rounds = self.rounds.value() or None if kind != "court_whist" else None
        teams = [t.strip() for t in self.teams.text().split(",") if t.strip()] if kind == "gin_rummy" else None
        return blank_sheets(kind, players, rounds, teams, game_name=game_name, partners=self.partners(), info=info)


def print_blank(window: QWidget, game_id: str | None = None, players: Sequence[str] = ()) -> None:
    """The blank sheet dialog, on the sheet of ``game_id`` with the names ``players`` (the game on
    the table's), then the print preview."""
    dialog = BlankSheetDialog(window, game_id, players)
    while run_modal(window, dialog.exec) == QDialog.DialogCode.Accepted:
        try:
            sheets = dialog.sheets()
        except BlankSheetError as exc:
            problem = str(exc)
            run_modal(window, lambda: QMessageBox.warning(window, "Print Blank Score Sheet", problem))
            continue
        from .printing import print_preview

        print_preview(window, sheets)
        return
