"""s43 t2 #6: a renamed game lost its name where only its backup was left ("Recovered before
move 3 · 5 in a Row ... only its backup is left"): Rename renames the backup too. And the words a
recovered game went by ("Opened from its backup") stayed on it for good, on its Save As copy
too: they are said while it holds the moves it was recovered with, never after it is played on
and saved, nor on a copy."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from cardtable.games import get_game
from cardtable.store.saves import backup_path, encode, load_session, read_summary

from saved_games import session_of

GAME = get_game("crazy_eights")
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def played(moves, seed=3):
    return session_of(moves, seed, ("Anna", "Ben", "Cleo"), {"scoring": True})


def test_rename_renames_the_backup_too(store):
    session = played(10)
    store.save("g", session, {"open_handed": False, "name": "Old name"})
    path = store.path_of("g")
    backup_path(path).write_bytes(path.read_bytes())  # (a backup with the old name)
    store.rename("g", "Oma's \"big\" game ../x")
    assert read_summary(path).title == "Oma's \"big\" game ../x"
    assert read_summary(backup_path(path)).title == "Oma's \"big\" game ../x"
    # only the backup left: it goes by the new name, and opens with its moves
    path.unlink()
    entry = {e.save_id: e for e in store.entries()}["g"]
    assert entry.backup_only and entry.title == "Oma's \"big\" game ../x"
    assert load_session(backup_path(path)).record.moves == session.record.moves


def test_rename_with_no_backup_leaves_one_with_the_new_name(store):
    store.save("g", played(6), {"open_handed": False, "name": "Old name"})
    path = store.path_of("g")
    assert not backup_path(path).exists()
    store.rename("g", "Sunday")
    # (the file replaced is kept as the backup: renamed as well)
    if backup_path(path).exists():
        assert read_summary(backup_path(path)).title == "Sunday"


def test_an_old_backup_with_no_name_field_is_renamed_and_still_opens(store):
    old = sorted((FIXTURES / "0.1.0").glob("crazy_eights-mid.json"))[0]
    store.directory.mkdir(parents=True, exist_ok=True)
    shutil.copy(old, store.path_of("old"))
    shutil.copy(old, backup_path(store.path_of("old")))
    moves = load_session(store.path_of("old")).record.moves
    store.rename("old", "Gran's")
    for p in (store.path_of("old"), backup_path(store.path_of("old"))):
        assert read_summary(p).title == "Gran's"
        assert load_session(p).record.moves == moves


def test_a_damaged_backup_does_not_stop_a_rename(store):
    store.save("g", played(6), {"open_handed": False})
    backup_path(store.path_of("g")).write_bytes(b"not a save")
    assert store.rename("g", "Sunday") == "Sunday"
    assert read_summary(store.path_of("g")).title == "Sunday"
    assert backup_path(store.path_of("g")).read_bytes() == b"not a save"


def test_recovery_words_are_said_until_the_game_is_played_on(store):
    session = played(6)
    store.save("r", session, {"open_handed": False, "name": "Sunday",
                              "recovered": {"how": "recovered before move 7", "moves": 6}})
    assert read_summary(store.path_of("r")).title == "Sunday, recovered before move 7"
    session.play(random.Random(1).choice(GAME.legal_moves(session.state)))
    store.save("r", session, {"open_handed": False, "name": "Sunday",
                              "recovered": {"how": "recovered before move 7", "moves": 6}})
    assert read_summary(store.path_of("r")).title == "Sunday"
    # without a name of the family's: the words alone, then the game's own name
    store.save("s", played(4), {"recovered": {"how": "opened from its backup", "moves": 4}})
    assert read_summary(store.path_of("s")).title == "Opened from its backup"
    # hand-edited nonsense is no name
    store.save("t", played(4), {"recovered": {"how": 3, "moves": "4"}})
    assert read_summary(store.path_of("t")).title == ""


def test_a_save_as_copy_of_a_recovered_game_is_no_recovered_game(store, tmp_path):
    session = played(6)
    table = {"open_handed": False, "recovered": {"how": "opened from its backup", "moves": 6}}
    store.save("r", session, table)
    copy = store.save_copy(session, tmp_path / "copy.json", table)
    assert read_summary(copy).title == ""
    # renamed, the family's name replaces the words
    store.rename("r", "Gin night")
    assert read_summary(store.path_of("r")).title == "Gin night"


def test_a_save_recovered_before_s43_loses_the_words_once_played_on(store, tmp_path):
    """Before s43 the words were the game's name: "Recovered before move 3" holding more than 2
    moves has been played on; a Save As copy (or a file opened from elsewhere) is no recovery."""
    store.save("a", played(2), {"name": "Recovered before move 3"})
    store.save("b", played(6), {"name": "Recovered before move 3"})
    store.save("c", played(6), {"name": "Sunday, recovered before move 3"})
    store.save("d", played(6), {"name": "Opened from its backup"})  # (how far: not known)
    store.save("e", played(6), {"name": "Opened from its backup", "copy": True})
    store.save("f", played(6), {"name": "Sunday, opened from its backup", "opened_from": "/tmp/gin-copy.json"})
    titles = {sid: read_summary(store.path_of(sid)).title for sid in "abcdef"}
    assert titles == {"a": "Recovered before move 3", "b": "", "c": "Sunday", "d": "Opened from its backup",
                      "e": "", "f": "Sunday"}
