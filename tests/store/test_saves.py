"""Saves: exact round trips, atomic writes with a backup, and every kind of bad file refused
with a message that names the file, without touching any other save."""

import json
import os
import random

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveError, SaveStore
from cardtable.store import data_dir as user_data_dir
from cardtable.store import saves as saves_module

GAME = get_game("crazy_eights")


def played_session(moves=40, seed=3, players=("Anna", "Ben", "Cleo")):
    session = Session.new(GAME, list(players), {"scoring": True}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if GAME.is_over(session.state):
            break
        session.play(rng.choice(GAME.legal_moves(session.state)))
    return session


def snapshot_of_folder(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def store(data_dir):
    return SaveStore()


def test_saves_live_in_the_data_dir_override(data_dir, store):
    assert user_data_dir() == data_dir  # the fixture sets CARDTABLE_DATA_DIR
    assert store.directory == data_dir / "saves"


def test_round_trip_is_exact(store):
    session = played_session()
    sid = store.new_id("crazy_eights")
    store.save(sid, session)
    loaded = store.load(sid)
    assert loaded.record.to_json() == session.record.to_json()
    assert loaded.state.to_json() == session.state.to_json()
    assert len(loaded.history) == len(session.history)


def test_list_shows_game_players_date_and_turn(store):
    a, b = played_session(seed=1), played_session(seed=2, players=("Dad", "Mum"))
    store.save("first", a)
    store.save("second", b)
    summaries, bad = store.list()
    assert not bad
    assert {s.save_id for s in summaries} == {"first", "second"}
    second = next(s for s in summaries if s.save_id == "second")
    assert second.game_name == "Crazy Eights" and second.players == ("Dad", "Mum")
    assert second.status == GAME.status(b.state)
    assert store.latest() is not None


def test_autosave_keeps_previous_version_as_backup(store):
    session = played_session(moves=5)
    store.save("g", session)
    first = store.path_of("g").read_bytes()
    session.play(GAME.legal_moves(session.state)[0])
    store.save("g", session)
    assert store.path_of("g").with_name("g.json.bak").read_bytes() == first


def test_delete_removes_save_and_backup(store):
    session = played_session(moves=5)
    store.save("g", session)
    store.save("g", session)
    store.delete("g")
    assert list(store.directory.iterdir()) == []


def bad_files():
    good = saves_module.to_save_json(played_session(moves=30))
    text = json.dumps(good)
    wrong_types = json.loads(text)
    wrong_types["record"]["players"] = "Anna"
    future = json.loads(text)
    future["schema"] = 99
    edited_move = json.loads(text)
    edited_move["record"]["moves"][3] = {"kind": "play", "card": "AS"}
    edited_snapshot = json.loads(text)
    edited_snapshot["snapshot"]["hands"][0] = ["AS", "AS", "AS"]
    other_game = json.loads(text)
    other_game["record"]["game"] = "snap"
    bad_option = json.loads(text)
    bad_option["record"]["options"]["jokers"] = "lots"
    return {
        "truncated": (text[: len(text) // 2].encode(), "damaged or cut short"),
        "random bytes": (random.Random(1).randbytes(3000), "not a text file"),
        "empty": (b"", "empty"),
        "not json": (b"hello there", "damaged or cut short"),
        "json list": (b"[1, 2, 3]", "not a Card Table saved game"),
        "wrong types": (json.dumps(wrong_types).encode(), "\"players\" must be a list of names"),
        "future version": (json.dumps(future).encode(), "newer version of Card Table"),
        "edited move": (json.dumps(edited_move).encode(), "moves do not replay"),
        "edited snapshot": (json.dumps(edited_snapshot).encode(), "does not match its moves"),
        "unknown game": (json.dumps(other_game).encode(), "does not know ('snap')"),
        "bad option": (json.dumps(bad_option).encode(), "'Jokers' is on or off"),
        "5 MB junk": (b"{" * (5 * 1024 * 1024), "too large"),
        "deep nesting": (b"[" * 100_000, "damaged"),
    }


@pytest.mark.parametrize("name", list(bad_files()))
def test_bad_save_is_refused_with_a_clear_message_and_nothing_else_touched(store, name):
    content, message = bad_files()[name]
    session = played_session(moves=10)
    store.save("good", session)
    store.save("good", session)  # so that a backup exists too
    bad = store.directory / "bad.json"
    bad.write_bytes(content)
    before = {p: b for p, b in snapshot_of_folder(store.directory).items()}
    with pytest.raises(SaveError) as caught:
        store.load("bad")
    text = str(caught.value)
    assert "\u201cbad.json\u201d" in text and message in text, text
    assert "Traceback" not in text
    assert snapshot_of_folder(store.directory) == before
    # The list reads only each file's summary (no replay), so a file whose summary is intact is
    # listed and refused when opened; one whose envelope is broken is reported as unreadable.
    summaries, errors = store.list()
    listed = [s.save_id for s in summaries]
    assert "good" in listed
    assert ("bad" in listed) != any(e.path == bad for e in errors)
    assert store.load("good").state.to_json() == session.state.to_json()


def test_a_folder_where_a_save_should_be(store):
    (store.directory / "odd.json").mkdir(parents=True)
    with pytest.raises(SaveError, match="it is a folder"):
        store.load("odd")
    assert store.list()[0] == []


def test_missing_file(store):
    with pytest.raises(SaveError, match="does not exist"):
        store.load("nothing-here")


def test_bad_save_offers_its_good_backup(store):
    session = played_session(moves=10)
    store.save("g", session)
    store.save("g", session)
    store.path_of("g").write_text("{ broken")
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.backup == store.path_of("g").with_name("g.json.bak")
    assert store.load(caught.value.backup).state.to_json() == session.state.to_json()


def test_crash_mid_write_never_leaves_an_unloadable_save(store, monkeypatch):
    """Simulate the machine dying at each step of the write: the old save must still load."""
    session = played_session(moves=10)
    store.save("g", session)
    good = store.path_of("g").read_bytes()
    session.play(GAME.legal_moves(session.state)[0])

    real_replace = os.replace
    for failing_call in range(3):
        calls = {"n": 0}

        def dying_replace(src, dst):
            if calls["n"] == failing_call:
                raise OSError(5, "Input/output error")
            calls["n"] += 1
            return real_replace(src, dst)

        monkeypatch.setattr(saves_module.os, "replace", dying_replace)
        try:
            store.save("g", session)
        except SaveError as exc:
            assert "could not be written" in str(exc)
        monkeypatch.setattr(saves_module.os, "replace", real_replace)
        loaded = store.load("g")  # either the old or the new version, never a torn one
        assert loaded.state.to_json() in (session.state.to_json(), Session.from_record(
            saves_module.Record.from_json(json.loads(good)["record"]), GAME).state.to_json())
        assert not [p for p in store.directory.iterdir() if p.name.endswith(".tmp")]


def test_torn_temp_file_is_ignored_by_the_list(store):
    session = played_session(moves=10)
    store.save("g", session)
    (store.directory / ".g.json.123.tmp").write_bytes(b'{"format": "cardtable-sa')
    summaries, errors = store.list()
    assert [s.save_id for s in summaries] == ["g"] and errors == []


def test_unwritable_folder_gives_a_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = SaveStore(blocker / "saves")
    with pytest.raises(SaveError, match="could not be written"):
        store.save("g", played_session(moves=1))


def test_undo_as_the_game_allows():
    session = Session.new(GAME, ["Anna", "Ben"], {}, seed=5)
    assert session.undo() == "There is nothing to undo."
    draw = {"kind": "draw"}
    session.play(draw)
    assert "cannot be taken back" in session.undo()
    play = next(m for m in GAME.legal_moves(session.state) if m.kind == "play")
    before = session.state.to_json()
    session.play(play)
    assert session.undo() is None
    assert session.state.to_json() == before


def test_data_dir_default_is_platformdirs(monkeypatch):
    monkeypatch.delenv("CARDTABLE_DATA_DIR", raising=False)
    import platformdirs

    assert str(user_data_dir()) == platformdirs.user_data_dir("cardtable", "CardTable")


def test_save_copy_writes_the_same_json_atomically(store, tmp_path, monkeypatch):
    session = played_session()
    sid = store.new_id("crazy_eights")
    store.save(sid, session, table={"open_handed": True})
    (tmp_path / "elsewhere").mkdir()
    copy = store.save_copy(session, tmp_path / "elsewhere" / "sunday", table={"open_handed": True})
    assert copy == tmp_path / "elsewhere" / "sunday.json"  # a suffix is added
    ours = json.loads(store.path_of(sid).read_text("utf-8"))
    theirs = json.loads(copy.read_text("utf-8"))
    ours.pop("saved_at"), theirs.pop("saved_at")
    assert ours == theirs
    assert [p.name for p in copy.parent.iterdir()] == ["sunday.json"]  # no backup, no temp file
    loaded, table = store.load_with_table(copy)
    assert loaded.state.to_json() == session.state.to_json() and table == {"open_handed": True}
    # a copy over an existing file is atomic: a failed write leaves the old copy whole
    before = copy.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module.os, "replace", broken_replace)
    with pytest.raises(SaveError, match="could not be written"):
        store.save_copy(played_session(moves=3), copy)
    monkeypatch.undo()
    assert copy.read_bytes() == before
    assert [p.name for p in copy.parent.iterdir()] == ["sunday.json"]
    (tmp_path / "a folder.json").mkdir()
    with pytest.raises(SaveError, match="folder"):
        store.save_copy(session, tmp_path / "a folder.json")


@pytest.mark.parametrize("table, expected", [
    (None, {}),  # absent: an older save
    ({"open_handed": True}, {"open_handed": True}),
    ({"open_handed": False, "future_key": 3}, {"open_handed": False}),
    ({"open_handed": "yes"}, {}),  # malformed values are ignored
    ({"open_handed": 1}, {}),
    (["open_handed"], {}),
    ("open", {}),
])
def test_table_settings_are_optional_and_never_break_a_load(store, table, expected):
    """The save's optional "table" object keeps the curtain choice without touching the record;
    schema stays 1 and a missing or malformed one loads as absent."""
    session = played_session(moves=10)
    sid = store.new_id("crazy_eights")
    store.save(sid, session)
    path = store.path_of(sid)
    data = json.loads(path.read_text("utf-8"))
    assert "table" not in data and data["schema"] == 1
    if table is not None:
        data["table"] = table
    path.write_text(json.dumps(data), "utf-8")
    loaded, got = store.load_with_table(sid)
    assert got == expected
    assert loaded.record.to_json() == session.record.to_json()
    assert store.load(sid).state.to_json() == session.state.to_json()
    # written by save(): the record is the same with or without it
    store.save(sid, session, table={"open_handed": True})
    data2 = json.loads(path.read_text("utf-8"))
    assert data2["table"] == {"open_handed": True} and data2["record"] == data["record"] and data2["schema"] == 1
