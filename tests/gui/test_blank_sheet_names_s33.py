"""Print Blank Score Sheet from a game (tester, s33 #3): "Game > Print Blank Score Sheet… during a
game, Euchre, 1024x600: the Players box is empty (placeholder "Ann, Bob, Cid, Dee") instead of
the names at the table, so the printed sheet has blank team headers unless the family retypes
them. Fill it with the table's names when opened from a game." """

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable.gui.score_actions import BlankSheetDialog

from .helpers import open_window

NAMES = ["Anna", "Robo Rex", "Ben", "Robo Remy"]


def opened_blank_dialog(w) -> BlankSheetDialog:
    """Game > Print Blank Score Sheet… triggered; the dialog it opens, seen then cancelled."""
    seen: list[BlankSheetDialog] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, BlankSheetDialog):
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        seen.append((dialog.players.text(), dialog.kind.currentData(), [s.columns for s in dialog.sheets()]))
        dialog.reject()

    QTimer.singleShot(0, look)
    w.score_actions["blank"].trigger()
    assert seen
    return seen[1]


def test_the_blank_sheet_of_a_game_has_the_names_at_the_table(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("euchre", NAMES, {}, seed=1)
    text, kind, columns = opened_blank_dialog(w)
    assert kind == "game:euchre"
    assert text == "Anna, Robo Rex, Ben, Robo Remy"
    # the team headers: partners sit across (1st and 3rd, 2nd and 4th)
    assert any("Anna" in " ".join(c) and "Ben" in " ".join(c) for c in columns), columns


def test_from_the_start_screen_the_names_are_left_to_write_in(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    text, _kind, _columns = opened_blank_dialog(w)
    assert text == ""
