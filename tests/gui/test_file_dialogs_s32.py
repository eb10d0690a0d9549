"""Game > Open and Save As (s32 t2 #11): "Save As opens in /root (the home folder) ... but Ctrl+O
opens in the saves folder. A family saving with Enter puts the game where Open doesn't look
first"; and at 4K with text scaled 2x, "File names are cut in the middle ..., the Type column
reads 'JSO…ent' / 'bac…ile', and 'Date Modifi…' is cut off". Open now starts where the last copy
was saved (or a file opened from), as Save As does; Qt's own file dialog is made wide enough for
its columns at the app's text size."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QTreeView

from cardtable.gui import main_window as main_window_module
from cardtable.gui.dialogs import SAMPLE_FILE, fit_file_dialog
from cardtable.store import SaveStore

from .helpers import open_window


def test_open_starts_where_save_as_put_the_copy(qtbot, data_dir, monkeypatch, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setattr(main_window_module, "_documents_folder", lambda: home)
    started: list[tuple[str, Path]] = []

    def save(*args):
        started.append(("save", Path(args[2]).parent))
        return str(home / "our game.json"), ""

    def open_(*args):
        started.append(("open", Path(args[2])))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_))
    w = open_window(qtbot)
    w.open_file_dialog()  # nothing saved anywhere yet: the saved games' folder
    assert started[-1] == ("open", SaveStore().directory)
    w.start_game("crazy_eights", ["Grandpa", "Robo Ruby"], {}, seed=2)
    w.save_as_dialog()
    assert started[-1] == ("save", home) and (home / "our game.json").exists()
    w.open_file_dialog()  # where the copy went
    assert started[-1] == ("open", home)


def test_a_file_opened_from_a_folder_makes_it_save_ass_folder(qtbot, data_dir, monkeypatch, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Grandpa", "Robo Ruby"], {}, seed=2)
    w.save_copy(stick / "copy.json")
    started: list[Path] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(stick / "copy.json"), "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a: (started.append(Path(a[2]).parent), ("", ""))[1]))
    w.open_file_dialog()
    w.save_as_dialog()
    assert started == [stick]


def test_save_as_starts_in_the_home_folder_where_there_is_no_documents_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda _where: str(tmp_path / "Documents")))
    monkeypatch.setattr(Path, "home", staticmethod(lambda: tmp_path))
    assert main_window_module._documents_folder() == tmp_path
    (tmp_path / "Documents").mkdir()
    assert main_window_module._documents_folder() == tmp_path / "Documents"


def test_the_file_dialog_is_wide_enough_for_its_columns(qtbot, tmp_path):
    long_name = "hand_and_foot-20261201-181209-7e6c.json.bak"
    for name in (long_name, "golf-20261201-205216-3341.json"):
        (tmp_path / name).write_text("{}")
    dialog = QFileDialog(None, "Open a saved game", str(tmp_path), "Card Table saves (*.json *.bak)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    fit_file_dialog(dialog)
    tree = dialog.findChild(QTreeView)
    fm = tree.fontMetrics()
    header = tree.header()
    assert header.sectionSize(0) > fm.horizontalAdvance(max(long_name, SAMPLE_FILE, key=len)) + tree.iconSize().width()
    assert header.sectionSize(2) > fm.horizontalAdvance("JSON Document")
    assert header.sectionSize(3) > fm.horizontalAdvance("Date Modified")
    shown = sum(header.sectionSize(k) for k in range(header.count()))
    assert tree.viewport().width() >= shown or dialog.width() >= dialog.screen().availableGeometry().width() - 16
