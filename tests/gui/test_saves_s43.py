"""s43 t2, the saved-games list: the words "Opened from its backup" stayed on a recovered game for
good (its row, the Continue line, a Save As copy of it opened again), long after the family had
played on and saved it (#6); copies of one game read "game 1 of 3" like a match series (#5); and
damage reasons were cut off at 1024x600 (#9)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from cardtable.store.saves import SaveStore, backup_path

from .helpers import MessageBoxes, open_window, row_of
from .test_saves_told_apart import hearts, shown

PLAYERS = ["Anna", "Ben", "Cleo", "Computer"]
RECOVERED = "Opened from its backup"


def plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def recovered_hearts(qtbot, monkeypatch):
    """A window that has just opened a Hearts game from its backup (its file's first line was
    changed): the window and the recovered game's save id."""
    w = open_window(qtbot)
    w.start_game("hearts", PLAYERS, {}, seed=29, computers=["", "", "", "medium"])
    sid = w.save_id
    path = SaveStore().path_of(sid)
    w.back_to_start()
    backup_path(path).write_bytes(path.read_bytes())
    first, rest = path.read_bytes().split(b"\n", 1)
    changed = re.sub(rb'("seed": ?)(\d)', lambda m: m.group(1) + str((int(m.group(2)) + 1) % 10).encode(),
                     first, count=1)
    path.write_bytes(changed + b"\n" + rest)
    MessageBoxes(monkeypatch, "Open the backup")
    w.open_save(sid)
    assert w.session is not None and w.save_id != sid
    return w, w.save_id


def test_opened_from_its_backup_is_said_once_not_after_it_is_played_on(qtbot, data_dir, monkeypatch):
    w, recovered = recovered_hearts(qtbot, monkeypatch)
    w.back_to_start()
    # said as it opens: the row tells it from the damaged file beside it
    assert RECOVERED in plain(shown(row_of(w, recovered)))
    w.open_save(recovered)
    w.play(w.game.legal_moves(w.state)[0])
    w.back_to_start()
    row = plain(shown(row_of(w, recovered)))
    assert RECOVERED not in row and "Hearts" in row, row
    assert RECOVERED not in plain(w.start.continue_label.whole)


def test_a_save_as_copy_of_a_recovered_game_opened_again_is_no_recovered_game(qtbot, data_dir, monkeypatch,
                                                                                tmp_path):
    w, recovered = recovered_hearts(qtbot, monkeypatch)
    target = tmp_path / "hearts-copy.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: (str(target), "")))
    w.save_as_dialog()
    assert target.exists()
    w.back_to_start()
    w.open_save(target)
    opened = w.save_id
    assert opened not in (recovered, None)
    w.back_to_start()
    row = plain(shown(row_of(w, opened)))
    assert "hearts-copy.json" in row and RECOVERED not in row, row
    assert RECOVERED not in plain(w.start.continue_label.whole) or w.start.continue_id == recovered
