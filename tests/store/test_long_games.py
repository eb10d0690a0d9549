"""Issue 13, item 8: long games. Saving after a move costs the same however long the game
(append-only journal, doubling checkpoints), a crash at any point leaves a save that opens, a
reopened game keeps appending, and a session keeps checkpoints, not every state."""

import json
import os
import random

import pytest

from cardtable.core import session as session_module
from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveError, SaveStore
from cardtable.store import saves as saves_module

RUMMOLI = get_game("rummoli")


def endless_moves(session, count, seed=1):
    """Play ``count`` random moves of a Rummoli evening that nobody ends (re-buys on)."""
    rng = random.Random(seed)
    game = session.game
    for _ in range(count):
        legal = [m for m in game.legal_moves(session.state) if m.kind not in ("end_game", "retire")]
        session.play(rng.choice(legal))
        yield session


def new_evening():
    return Session.new(RUMMOLI, ["Anna", "Ben", "Cleo", "Dad"], {"rebuy": True}, seed=7)


@pytest.fixture
def store(tmp_path):
    saves_module._written.clear()
    return SaveStore(tmp_path)


def test_autosave_writes_about_as_much_as_the_game_holds(store, monkeypatch):
    """Each save appends its move; the rewrites double, so the bytes written over a whole game
    stay a small multiple of the save's size (rewriting the whole record after every move, as
    0.1.0 did, writes hundreds of times more)."""
    written = {"bytes": 0, "rewrites": 0}
    real_write, real_atomic = saves_module._write_all, saves_module.atomic_write

    def count_write(fd, data):
        written["bytes"] += len(data)
        return real_write(fd, data)

    def count_atomic(path, data, keep_backup=False):
        written["bytes"] += len(data)
        written["rewrites"] += 1
        return real_atomic(path, data, keep_backup)

    monkeypatch.setattr(saves_module, "_write_all", count_write)
    monkeypatch.setattr(saves_module, "atomic_write", count_atomic)
    monkeypatch.setattr(saves_module.os, "fsync", lambda fd: None)  # counting bytes, not waiting
    session = new_evening()
    for s in endless_moves(session, 600):
        store.save("evening", s)
    size = store.path_of("evening").stat().st_size
    assert written["bytes"] < 10 * size  # 0.1.0 wrote about 300 times the size over this game
    assert written["rewrites"] <= 7  # after 0, 16, 32, 64, 128, 256, 512 moves: log2 of the length
    assert store.load("evening").state.to_json() == session.state.to_json()


def test_a_reopened_game_keeps_appending(store):
    session = new_evening()
    for s in endless_moves(session, 40):
        store.save("g", s)
    saves_module._written.clear()  # a new start of the app
    loaded = store.load("g")
    before = store.path_of("g").read_bytes()
    for s in endless_moves(loaded, 3, seed=2):
        store.save("g", s)
    after = store.path_of("g").read_bytes()
    assert after.startswith(before) and after.count(b"\n") == before.count(b"\n") + 3
    assert store.load("g").state.to_json() == loaded.state.to_json()


def test_a_crash_at_any_byte_of_an_append_leaves_a_save_that_opens(store):
    """A torn last line is ignored: the game opens one move earlier; and the next save writes
    a clean checkpoint rather than appending after the torn bytes."""
    session = new_evening()
    for s in endless_moves(session, 20):
        store.save("g", s)
    path = store.path_of("g")
    good = path.read_bytes()
    old_state = session.state.to_json()
    list(endless_moves(session, 1, seed=3))
    store.save("g", session)
    full = path.read_bytes()
    assert full.startswith(good) and len(full) > len(good)
    for cut in range(len(good), len(full)):
        path.write_bytes(full[:cut])
        saves_module._written.clear()
        loaded = store.load("g")
        assert loaded.state.to_json() == old_state, cut  # a line counts once it is whole
    path.write_bytes(full[: len(good) + 7])
    loaded = store.load("g")
    list(endless_moves(loaded, 1, seed=4))
    store.save("g", loaded)
    assert path.read_bytes().endswith(b"\n")
    assert store.load("g").state.to_json() == loaded.state.to_json()


def test_a_crash_at_every_step_of_a_checkpoint_leaves_a_save_that_opens(store, monkeypatch):
    """Simulate the machine dying at each write, fsync and rename of a rewrite: the old save
    (or the new one) still loads, never a torn one, and no temporary file stays behind."""
    session = new_evening()
    for s in endless_moves(session, 15):
        store.save("g", s)
    old = store.load("g").state.to_json()
    list(endless_moves(session, 2, seed=5))
    steps = {"n": 0}
    real = {name: getattr(saves_module.os, name) for name in ("replace", "fsync", "write")}

    def dying(name):
        def call(*args):
            if steps["n"] == steps["fail_at"]:
                steps["n"] += 1
                raise OSError(5, "Input/output error")
            steps["n"] += 1
            return real[name](*args)
        return call

    for fail_at in range(12):
        steps.update(n=0, fail_at=fail_at)
        saves_module._written.clear()  # force the rewrite path
        for name in real:
            monkeypatch.setattr(saves_module.os, name, dying(name))
        try:
            store.save("g", session)
        except SaveError as exc:
            assert "could not be written" in str(exc)
        for name, fn in real.items():
            monkeypatch.setattr(saves_module.os, name, fn)
        assert store.load("g").state.to_json() in (old, session.state.to_json())
        assert not [p for p in store.directory.iterdir() if p.name.endswith(".tmp")]


def test_after_a_failed_append_the_next_save_rewrites(store, monkeypatch):
    session = new_evening()
    for s in endless_moves(session, 5):
        store.save("g", s)

    def half_write(fd, data):
        os.write(fd, data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module, "_write_all", half_write)
    list(endless_moves(session, 1, seed=6))
    with pytest.raises(SaveError, match="could not be written"):
        store.save("g", session)
    monkeypatch.undo()
    list(endless_moves(session, 1, seed=7))
    store.save("g", session)
    assert store.load("g").state.to_json() == session.state.to_json()


def test_undo_rewrites_and_the_save_matches_the_record(store):
    session = new_evening()
    for s in endless_moves(session, 30):
        store.save("g", s)
    while session.undo() is not None:
        list(endless_moves(session, 1, seed=len(session.record.moves)))
    store.save("g", session)
    assert store.load("g").record.moves == session.record.moves


def test_the_journal_keeps_the_list_summary_current(store):
    session = new_evening()
    store.save("g", session)
    list(endless_moves(session, 1))
    store.save("g", session)  # the file: header, no moves, one journal line
    [entry] = store.entries()
    assert entry.moves == 1 and entry.status == RUMMOLI.status(session.state)
    session = new_evening()
    for s in endless_moves(session, 20):
        store.save("g", s)
    [entry] = store.entries()
    assert entry.moves == 20 and entry.status == RUMMOLI.status(session.state)


def test_a_session_keeps_checkpoints_not_every_state(monkeypatch):
    monkeypatch.setattr(session_module, "CHECKPOINT_EVERY", 50)
    session = new_evening()
    list(endless_moves(session, 400))
    kept = len(session._checkpoints) + len(session._recent)
    assert kept <= 400 // 50 + 1 + session_module.RECENT
    again = Session.from_record(Record.from_json(json.loads(json.dumps(session.record.to_json()))), RUMMOLI)
    assert len(again._checkpoints) + len(again._recent) == kept
    # any position is still there, rebuilt from the checkpoint before it
    for n in (0, 49, 50, 51, 123, 399, 400):
        assert again.history[n].to_json() == session.state_after(n).to_json()
    assert again.state.to_json() == session.state.to_json()


def test_newer_app_version_is_named_when_its_moves_do_not_replay(store):
    session = new_evening()
    list(endless_moves(session, 10))
    first, rest = saves_module.encode(session).split(b"\n", 1)
    header = json.loads(first)
    header["app_version"] = "3.2.0"
    lines = rest.split(b"\n")
    lines[4] = b'{"kind": "declare_bonus"}'
    store.directory.mkdir(exist_ok=True)
    store.path_of("n").write_bytes(json.dumps(header).encode() + b"\n" + b"\n".join(lines))
    with pytest.raises(SaveError, match=r"saved by a newer Card Table \(3\.2\.0; this one is \d"):
        store.load("n")


def test_an_old_save_whose_state_changed_shape_still_opens(tmp_path):
    """The record is the truth: a 0.1.0 save's snapshot is not compared with today's state
    (its fields may differ after an upgrade), so it opens."""
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "0.1.0" / "five_in_a_row-mid.json"
    data = json.loads(src.read_text("utf-8"))
    data["snapshot"].pop("discards", None)
    data["snapshot"]["a_field_from_long_ago"] = 3
    (tmp_path / "old.json").write_text(json.dumps(data), "utf-8")
    session = SaveStore(tmp_path).load("old")
    assert len(session.record.moves) == data["summary"]["moves"]
