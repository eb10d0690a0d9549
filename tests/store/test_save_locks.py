"""One saved game in two windows (s31 t2 #2): "Start Card Table a second time ... press Continue:
the same game opens with no warning that it is already open ... Whichever window moves last
overwrites the other's game; no message either side." A lock file beside the save says who has it
open, and an autosave never writes over a save changed on disk since it last wrote it."""

import json
import os
import subprocess
import sys

import pytest

from cardtable.games import get_game
from cardtable.store import SaveError
from cardtable.store import locks
from cardtable.store import saves as saves_module
from cardtable.store.saves import SaveChanged

from saved_games import other_process_lock, other_window_plays, session_of

GAME = get_game("crazy_eights")


def a_gone_pid():
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_lock_is_one_exclusive_file_beside_the_save(store):
    save = store.save("crazy_eights-1", session_of(2))
    first, second = object(), object()
    assert locks.acquire(save, first) is None
    lock = locks.lock_path(save)
    assert lock.parent == save.parent and lock.name == f".{save.name}.lock"
    held = json.loads(lock.read_text())
    assert held["pid"] == os.getpid() and held["host"]
    assert locks.acquire(save, first) is None  # (the same window again)
    assert locks.acquire(save, second) is not None  # another window of this process
    locks.release(save, second)  # (not its lock: nothing changes)
    assert lock.exists()
    locks.release(save, first)
    assert not lock.exists()
    assert locks.acquire(save, second) is None
    locks.release(save, second)


def test_a_live_process_holds_the_save_and_one_that_is_gone_does_not(store):
    save = store.save("crazy_eights-1", session_of(2))
    parent = os.getppid()  # alive, and not this process
    other_process_lock(save, parent, started=locks._start_time(parent))
    me = object()
    holder = locks.acquire(save, me)
    assert holder is not None and holder.pid == parent and holder.this_computer
    assert locks.held_elsewhere(save) == holder
    with pytest.raises(SaveError, match="open in another Card Table window"):
        store.delete("crazy_eights-1")
    with pytest.raises(SaveError, match="open in another Card Table window"):
        store.rename("crazy_eights-1", "Sunday")
    assert save.exists()
    other_process_lock(save, a_gone_pid())  # Card Table crashed: its lock is stale
    assert locks.held_elsewhere(save) is None
    assert locks.acquire(save, me) is None
    assert json.loads(locks.lock_path(save).read_text())["pid"] == os.getpid()
    assert [p.name for p in save.parent.iterdir() if "stale" in p.name] == []
    locks.release(save, me)


def test_a_process_id_used_again_by_another_program_is_no_holder(store):
    if not os.path.exists(f"/proc/{os.getpid()}/stat"):
        pytest.skip("process start times are read from /proc")
    save = store.save("crazy_eights-1", session_of(2))
    other_process_lock(save, os.getppid(), started="1")  # the id, but not the process that took it
    assert locks.acquire(save, me := object()) is None
    locks.release(save, me)


def test_a_lock_from_another_computer_holds_and_a_damaged_one_does_not(store):
    save = store.save("crazy_eights-1", session_of(2))
    other_process_lock(save, 12345, host="kitchen-laptop")
    holder = locks.acquire(save, object())
    assert holder is not None and holder.host == "kitchen-laptop"
    with pytest.raises(SaveError, match="on the computer \u201ckitchen-laptop\u201d"):
        store.delete("crazy_eights-1")
    lock = locks.lock_path(save)
    lock.write_bytes(b"\x00garbage")
    os.utime(lock, (1, 1))  # (old: not one being written this instant)
    assert locks.acquire(save, me := object()) is None
    locks.release(save, me)


def test_an_autosave_never_writes_over_a_save_changed_on_disk(store):
    """Two windows on one save (or another program): the second writer's save changed the file;
    the first window's next autosave refuses (SaveChanged), writing nothing, whichever way the
    file was changed (a journal line appended, a whole checkpoint written)."""
    mine = session_of(4)
    path = store.save("crazy_eights-1", mine)
    other_window_plays("crazy_eights-1")  # their move: appended
    written = path.read_bytes()
    mine.play(GAME.legal_moves(mine.state)[-1])
    with pytest.raises(SaveChanged) as caught:
        store.save("crazy_eights-1", mine)
    assert "changed by another window or program" in str(caught.value)
    assert path.read_bytes() == written
    # once read again, it may be saved over
    again, _ = store.load_with_table("crazy_eights-1")
    again.play(GAME.legal_moves(again.state)[0])
    store.save("crazy_eights-1", again)
    path.write_bytes(written)  # a whole new file put in its place by another program
    again.play(GAME.legal_moves(again.state)[0])
    with pytest.raises(SaveChanged):
        store.save("crazy_eights-1", again)


def test_its_own_changes_are_no_conflict(store):
    """Rename, a failed write, a deleted file: the window's own doings never count as a change."""
    session = session_of(3)
    path = store.save("crazy_eights-1", session)
    store.rename("crazy_eights-1", "Sunday")
    session.play(GAME.legal_moves(session.state)[0])
    store.save("crazy_eights-1", session)
    path.unlink()  # deleted meanwhile: written again whole
    session.play(GAME.legal_moves(session.state)[0])
    store.save("crazy_eights-1", session)
    assert len(store.load("crazy_eights-1").record.moves) == 5


def test_the_saves_open_elsewhere_in_a_folder(store):
    """For the start screen's list (s32: a game open in another window was learnt of only on
    opening it): the saves another live window has open, each with who; a stale lock (its process
    gone) and this process's own are none. The lock is real: another process takes it."""
    from saved_games import let_go, other_window_holds

    for sid in ("live", "crashed", "mine", "free", "kitchen"):
        store.save(sid, session_of(2))
    child = other_window_holds(store.path_of("live"))
    try:
        other_process_lock(store.path_of("crashed"), a_gone_pid())
        other_process_lock(store.path_of("kitchen"), 12345, host="kitchen-laptop")
        assert locks.acquire(store.path_of("mine"), me := object()) is None
        found = locks.open_elsewhere(store.directory)
        assert sorted(found) == ["kitchen.json", "live.json"]
        assert found["live.json"].pid == child.pid and found["live.json"].this_computer
        assert found["kitchen.json"].host == "kitchen-laptop"
        assert locks.lock_path(store.path_of("crashed")).exists()  # (judged, not taken over)
        let_go(child)
        assert sorted(locks.open_elsewhere(store.directory)) == ["kitchen.json"]
        locks.release(store.path_of("mine"), me)
        assert locks.open_elsewhere(store.directory / "not there") == {}
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=10)
