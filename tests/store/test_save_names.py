"""Finding F-b (s27): "saved games cannot be renamed (right-click on a row: no menu; F2:
nothing; no Rename anywhere)". A save keeps the name the family gives it in its table settings;
a save without one (every save before) goes by its game and players, and opens as before."""

import random
import shutil
from pathlib import Path

import pytest

from cardtable.games import get_game
from cardtable.store import SaveError
from cardtable.store.saves import NAME_LENGTH, load_session, read_summary

from saved_games import session_of

GAME = get_game("crazy_eights")
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def played(moves, seed=3):
    return session_of(moves, seed, ("Anna", "Ben", "Cleo"), {"scoring": True})


def test_a_renamed_save_keeps_its_name_moves_and_time(store):
    session = played(20)
    store.save("g", session, {"open_handed": True})
    session.play(random.Random(1).choice(GAME.legal_moves(session.state)))
    store.save("g", session, {"open_handed": True})  # (a journal line after the header)
    before = read_summary(store.path_of("g"))
    assert before.title == ""  # no name: the list names it by its game
    assert store.rename("g", "  Saturday   with\tGran ") == "Saturday with Gran"
    after = read_summary(store.path_of("g"))
    assert after.title == "Saturday with Gran"
    assert (after.saved_at, after.moves, after.status) == (before.saved_at, before.moves, before.status)
    loaded, table = store.load_with_table("g")
    assert loaded.record.moves == session.record.moves
    assert table == {"open_handed": True, "name": "Saturday with Gran"}
    # the name may be taken away again: the list names it by its game
    store.rename("g", "")
    assert read_summary(store.path_of("g")).title == ""
    assert store.load_with_table("g")[1] == {"open_handed": True}


def test_the_name_is_kept_when_the_open_game_is_saved_again(store):
    session = played(10)
    store.save("g", session, {"open_handed": False})
    store.rename("g", "Ben's comeback")
    loaded, table = store.load_with_table("g")
    loaded.play(random.Random(2).choice(GAME.legal_moves(loaded.state)))
    store.save("g", loaded, table)  # the window saves with the table settings it opened with
    assert read_summary(store.path_of("g")).title == "Ben's comeback"
    assert store.load("g").record.moves == loaded.record.moves


def test_a_long_name_is_cut_and_an_old_save_can_be_renamed(store, tmp_path):
    """Old saves keep opening (no name: the default), and can be named too (schema 1 is
    written back as schema 2, saved when it was)."""
    old = sorted((FIXTURES / "0.1.0").glob("crazy_eights-mid.json"))[0]
    store.directory.mkdir(parents=True, exist_ok=True)
    shutil.copy(old, store.path_of("old"))
    before = read_summary(store.path_of("old"))
    assert before.title == ""
    moves = load_session(store.path_of("old")).record.moves
    assert len(store.rename("old", "x" * 200)) == NAME_LENGTH
    after = read_summary(store.path_of("old"))
    assert after.title == "x" * NAME_LENGTH and after.saved_at == before.saved_at
    assert load_session(store.path_of("old")).record.moves == moves


def test_a_save_that_cannot_be_read_is_not_renamed(store):
    store.directory.mkdir(parents=True, exist_ok=True)
    store.path_of("bad").write_text("not a save")
    with pytest.raises(SaveError) as caught:
        store.rename("bad", "A name")
    assert str(caught.value).startswith("Cannot rename the saved game \u201cbad.json\u201d")
    assert store.path_of("bad").read_text() == "not a save"


def test_only_a_save_as_copy_is_called_a_copy(store):
    """s29 note: "'copy' marks any file in the saves folder Card Table did not name". Save As
    marks the copy in the file ("copy" in its table settings), under any name the family gives
    it; an autosave, and a file put in the folder by hand under a name of its own, are no copy.
    A copy saved before the mark is still known by the name Save As suggested for it."""
    session = played(6)
    sid = store.new_id(GAME.info.id)
    store.save(sid, session, {"open_handed": False})
    assert not read_summary(store.path_of(sid)).copy
    suggested = store.copy_path(session)  # "crazy-eights-anna-ben-cleo-2026-12-01.json"
    for path in (suggested, store.directory / "Sunday at Gran's.json"):
        store.save_copy(session, path, {"open_handed": False})
        assert read_summary(path).copy, path.name
        assert store.load_with_table(store.id_of(path))[1] == {"open_handed": False, "copy": True}
    # put there by hand (a backup the family made, a file from a friend): not a copy
    for name in ("anna.json", "crazy_eights-backup.json", "game-2.json"):
        shutil.copy(store.path_of(sid), store.directory / name)
        assert not read_summary(store.directory / name).copy, name
    # a copy from before the mark: Save As's own name, no mark in the file
    old = store.directory / "crazy-eights-anna-ben-cleo-2026-11-30-2.json"
    shutil.copy(store.path_of(sid), old)
    assert read_summary(old).copy
    # a copy played on keeps its mark (the window saves it with the table settings it opened with)
    loaded, table = store.load_with_table(store.id_of(suggested))
    loaded.play(random.Random(2).choice(GAME.legal_moves(loaded.state)))
    store.save(store.id_of(suggested), loaded, table)
    assert read_summary(suggested).copy and read_summary(suggested).moves == 7


def test_make_a_copy_keeps_the_game_its_name_and_start_and_marks_it_a_copy(store):
    """s44 t2 #9: the saved-games list's "Make a copy": a copy in the saves folder, the same
    moves, name and table settings, marked a copy, begun when the game began (so the list
    numbers it as the game's copy); a damaged save is not copied, and says why."""
    session = played(5)
    store.save("g", session, {"open_handed": False, "name": "Sunday"})
    copy = store.make_copy("g")
    assert copy != "g"
    original, duplicate = read_summary(store.path_of("g")), read_summary(store.path_of(copy))
    assert duplicate.copy and not original.copy
    assert (duplicate.title, duplicate.moves, duplicate.started) == ("Sunday", 5, original.started)
    assert store.load_with_table(copy)[0].record.moves == session.record.moves
    store.path_of("bad").write_text("not a save")
    with pytest.raises(SaveError):
        store.make_copy("bad")
