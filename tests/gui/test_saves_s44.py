"""s44, the saved-games list and its status words: after a game's file was deleted by hand the
status line still said "Renamed …" of it; copies of a Save As copy read "· copy · copy 2"; and
a game recovered from a damaged save ran to four and five lines in the list at 1024x600."""

from __future__ import annotations

import os
import shutil

from PySide6.QtWidgets import QFileDialog

from cardtable.store.saves import SaveStore, backup_path

from .helpers import open_window, row_of
from .test_rename_saves import type_name
from .test_saved_games_fixes import select_row
from .test_saves_s43 import plain
from .test_saves_told_apart import hearts, shown


def renamed_game(qtbot):
    """A window on the start screen just after it renamed a Hearts game "Sunday": it and the id."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=3)
    assert w.play(w.game.legal_moves(w.state)[0]).ok
    sid = w.save_id
    w.back_to_start()
    select_row(w, sid)
    type_name(w, "Sunday", [])
    w.rename_save(sid)
    assert w.status_text() == "Renamed the Hearts game \u201cSunday\u201d."
    return w, sid


def test_the_status_line_says_no_more_renamed_once_the_file_is_gone(qtbot, data_dir):
    w, sid = renamed_game(qtbot)
    path = SaveStore().path_of(sid)
    assert backup_path(path).is_file()
    path.unlink()  # (by hand, outside Card Table)
    w._saves_folder_changed()  # (as the folder followed reads it, once things are quiet)
    assert "only its backup is left" in shown(row_of(w, sid))
    said = w.status_text()
    assert "Renamed" not in said, said
    assert "Sunday" in said and "gone" in said and "backup" in said, said
    backup_path(path).unlink()
    w._saves_folder_changed()
    assert "Renamed" not in w.status_text()


def test_the_status_line_keeps_renamed_while_it_is_so(qtbot, data_dir):
    w, sid = renamed_game(qtbot)
    SaveStore().save("other", hearts(2, 4))  # (another file came: the list is read again)
    w._saves_folder_changed()
    assert w.status_text() == "Renamed the Hearts game \u201cSunday\u201d."


def test_copies_of_a_save_as_copy_are_the_games_copies_1_and_2(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=3)
    for _ in range(3):
        assert w.play(w.game.legal_moves(w.state)[0]).ok
    game = w.save_id
    store = SaveStore()
    first, second = store.directory / "hearts-copy-a.json", store.directory / "hearts-copy-b.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: (str(first), "")))
    w.save_as_dialog()
    w.back_to_start()
    assert "\u00b7 copy" in plain(shown(row_of(w, store.id_of(first))))  # (one copy: "copy" says it)
    w.open_save(store.id_of(first))  # and a copy of that copy
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: (str(second), "")))
    w.save_as_dialog()
    w.back_to_start()
    os.utime(second, (first.stat().st_mtime + 1,) * 2)  # (written after the first, to the second)
    w.refresh_start()
    rows = [plain(shown(row_of(w, sid))) for sid in (game, store.id_of(first), store.id_of(second))]
    assert "copy" not in rows[0], rows
    for row, n in zip(rows[1:], (1, 2)):  # (in the order made; "copy 2, 3" had no copy 1, s45 t3 #2)
        assert f"\u00b7 copy {n} " in row + " ", rows
        assert row.count("copy") == 1, row  # (never "· copy · copy 2")
    # played on since, its copies keep their numbers
    w.open_save(game)
    assert w.play(w.game.legal_moves(w.state)[0]).ok
    w.back_to_start()
    for sid, n in ((store.id_of(first), 1), (store.id_of(second), 2)):
        assert f"\u00b7 copy {n} " in plain(shown(row_of(w, sid))) + " "


RECOVERED = {"how": "opened from its backup", "moves": 12}


def test_a_recovered_game_is_three_lines_at_most_at_1024x600(qtbot, data_dir):
    """A recovered game with a name of the family's, a computer and copies (the longest first
    line a row has) read "Sunday at Gran's, opened from its backup · Hearts · 1 computer · 12
    moves · copy 2" on four lines, five with its players."""
    store = SaveStore()
    table = {"name": "Sunday at Gran's", "recovered": RECOVERED, "computers": ["", "", "medium"]}
    store.save("hearts-20261203-101605-3fa2", hearts(1, 12), table=table)
    ids = ["hearts-20261203-101605-3fa2", "hearts-20261203-101605-3fa3"]
    shutil.copyfile(store.path_of(ids[0]), store.path_of(ids[1]))
    for i, sid in enumerate(ids):
        os.utime(store.path_of(sid), (1_796_300_000 + i,) * 2)
    w = open_window(qtbot, (1024, 600))
    for n, sid in enumerate(ids):
        row = row_of(w, sid)
        assert len(row.text(0).split("\n")) <= 3, row.text(0)
        said = plain(shown(row))
        # the essential words: its name, game, players, when and whose turn
        assert said.startswith("Sunday at Gran's \u00b7 Hearts \u00b7 recovered"), said
        # (Cleo, a computer, named as the Carry on line names her: "Anna, Ben and Cleo", or
        # counted where the row is short of room: "Anna, Ben and a computer")
        assert "Anna" in said and ("Cleo" in said or "a computer" in said) and plain(row.text(1)) and plain(row.text(2)), said
        # which copy it is, the word that tells it from the other, kept (left out first: how
        # many computers, which the tooltip says, with how it was recovered)
        # (the game itself, its file written first, unmarked; the other "copy", s45 t3 #2)
        assert ("\u00b7 copy " in said + " ") == bool(n), said
        tip = plain(row.toolTip(0))
        assert "Opened from its backup" in tip and "Cleo (computer)" in tip and ("copy" in tip.lower()) == bool(n), tip
