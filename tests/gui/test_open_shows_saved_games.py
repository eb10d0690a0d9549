"""Game > Open (Ctrl+O) shows the saved-games list, not a raw file picker (s41 t2).

Seen at 1024x600: Ctrl+O opened Qt's file dialog on the saves folder, listing
"crazy_eights-20261203-041844-5162.json", "euchre-…json.bak" under "Card Table saves (*.json
*.bak)": a child picking a .bak restores an older copy without knowing it. Now Ctrl+O shows the
start screen's saved-games list (game, players, when, whose turn), the keys in it, with the game
on the table saved and selected; "Open a file…" beside it opens an outside file, and its picker
offers saved games, never the .bak backups (a damaged file's row offers "Open the backup")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from .helpers import open_window


def test_ctrl_o_shows_the_saved_games_list(qtbot, data_dir, monkeypatch):
    asked: list = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (asked.append(a), ("", ""))[1]))
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Mia", "Robo Ruby"], {}, seed=2, computers=["", "easy"])
    playing = w.save_id
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    QTest.keyClick(w, Qt.Key_O, Qt.ControlModifier)
    assert not asked, "a raw file picker came up"
    assert w.stack.currentWidget() is w.start and w.session is None
    tree = w.start.saves
    assert tree is not None and tree.hasFocus()
    item = tree.currentItem()
    assert item is not None and item.data(0, Qt.UserRole) == playing
    assert "Crazy Eights" in item.text(0) and "Mia" in item.text(0)


def test_open_a_file_offers_saved_games_not_backups(qtbot, data_dir, monkeypatch):
    asked: list = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (asked.append(a), ("", ""))[1]))
    w = open_window(qtbot, (1024, 600))
    button = w.start.open_file_button
    assert button.text() == "Open a file\u2026" and button.isVisible()
    QTest.mouseClick(button, Qt.LeftButton)
    assert len(asked) == 1
    first, *others = asked[0][3].split(";;")  # the type it opens on lists saved games only
    assert "*.bak" not in first and "*.json" in first, first
