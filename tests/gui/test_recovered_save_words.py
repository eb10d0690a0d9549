"""After a save is recovered from its backup, the family reads the game as they know it, never a
file name (s41 t1 #3).

Seen: the first line's seed changed by a digit, the saved game opened from "Damaged file (1)":
the box said "Cannot open the saved game “hearts-20261203-040900-8a76.json”: ...", and after
"Open the backup" the saved-games row read "Opened from its backup · Hearts · 1 computer · 127
moves · from …261203-040900-8a76.json.bak". Now the box names the game (its game, its players,
when it was saved), and the row says nothing of the backup's file (its own backup is no file
from elsewhere)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from cardtable.store.saves import SaveStore, backup_path

from .helpers import MessageBoxes, open_window

PLAYERS = ["Anna", "Ben", "Cleo", "Computer"]


def test_a_recovered_save_is_named_as_the_family_knows_it(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", PLAYERS, {}, seed=29, computers=["", "", "", "medium"])
    sid = w.save_id
    path = SaveStore().path_of(sid)
    w.back_to_start()
    backup_path(path).write_bytes(path.read_bytes())  # (the backup: the game as it was)
    first, rest = path.read_bytes().split(b"\n", 1)
    changed = re.sub(rb'("seed": ?)(\d)', lambda m: m.group(1) + str((int(m.group(2)) + 1) % 10).encode(),
                     first, count=1)
    assert changed != first
    path.write_bytes(changed + b"\n" + rest)
    boxes = MessageBoxes(monkeypatch, "Open the backup")
    w.open_save(sid)
    assert boxes.shown, "no box said the save would not open"
    text, more, _ = boxes.shown[0]
    said = f"{text} {more}"
    assert ".json" not in said and ".bak" not in said and sid not in said, said
    assert "Hearts game with Anna, Ben, Cleo" in text and "saved" in text, text
    assert w.session is not None and w.save_id != sid
    recovered = w.save_id
    w.back_to_start()
    tree = w.start.saves
    row = next(tree.topLevelItem(i).child(j) for i in range(tree.topLevelItemCount())
               for j in range(tree.topLevelItem(i).childCount())
               if tree.topLevelItem(i).child(j).data(0, Qt.UserRole) == recovered)
    words = " ".join(row.text(c) for c in range(3))
    assert ".json" not in words and ".bak" not in words, words
    assert "Hearts" in words and "Anna" in words
