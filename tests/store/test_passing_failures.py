"""A save that did not open is remembered beside the saves (:data:`UNOPENED_FILE`) only when its
file's contents are why: a failure from outside the file (permission denied, a file locked or
busy, an I/O error, no memory left) passes, and a family that mends it must not see the save
still marked "did not open" (s36). Such a failure is said at the time, and not written down."""

from __future__ import annotations

import errno
import os

import pytest

from cardtable.store import SaveStore
from cardtable.store import saves as saves_mod
from saved_games import break_move, session_of, unreadable


def listed(store: SaveStore, sid: str):
    return next(s for s in store.entries() if s.save_id == sid)


def failed_open(store: SaveStore, sid: str) -> saves_mod.SaveError:
    with pytest.raises(saves_mod.SaveError) as caught:
        store.load(sid)
    return caught.value


def test_a_save_that_could_not_be_read_is_not_marked_once_it_can_be(data_dir, monkeypatch):
    store = SaveStore()
    store.save("g", session_of(8))
    path = store.path_of("g")
    with unreadable(path, monkeypatch):
        exc = failed_open(store, "g")
    assert exc.problem == "you do not have permission to read it"
    assert str(exc) == "Cannot open the saved game \u201cg.json\u201d: you do not have permission to read it."
    # (the permission given back, the app started again: the save is as it always was)
    entry = listed(SaveStore(), "g")
    assert entry.will_not_open is None and not entry.tried and entry.damaged is None
    assert not (store.directory / saves_mod.UNOPENED_FILE).exists()
    SaveStore().load("g")


def test_an_io_error_or_no_memory_is_not_remembered(data_dir, monkeypatch):
    store = SaveStore()
    store.save("g", session_of(8))

    def io_error(*args, **kwargs):
        raise OSError(errno.EIO, "Input/output error")

    with monkeypatch.context() as m:
        m.setattr(os, "pread" if hasattr(os, "pread") else "read", io_error)
        exc = failed_open(store, "g")
    assert exc.problem == "it could not be read (Input/output error)"
    assert listed(SaveStore(), "g").will_not_open is None

    def no_memory(*args, **kwargs):
        raise MemoryError

    with monkeypatch.context() as m:
        m.setattr(saves_mod.Session, "from_record", no_memory)
        exc = failed_open(store, "g")  # (a clear message, never a traceback)
    assert "not enough memory" in exc.problem
    assert listed(SaveStore(), "g").will_not_open is None
    assert not (store.directory / saves_mod.UNOPENED_FILE).exists()


def test_a_passing_failure_keeps_what_was_known_of_a_broken_save(data_dir, monkeypatch):
    """A save whose moves do not replay, then not readable for a while: still marked, with why
    its moves do not replay (the passing failure neither forgets nor replaces it)."""
    store = SaveStore()
    store.save("g", session_of(None, seed=5))
    break_move(store.path_of("g"), 3, {"kind": "play", "card": "ZZ"})
    problem = failed_open(store, "g").problem
    assert problem.startswith("its moves do not replay")
    with unreadable(store.path_of("g"), monkeypatch):
        failed_open(store, "g")
    entry = listed(SaveStore(), "g")
    assert entry.will_not_open == problem and entry.tried


def test_a_save_listed_unreadable_is_read_again_at_the_next_listing(data_dir, monkeypatch):
    """The list keeps what it read of each file while its size, time and inode stay the same
    (``cache``: the start screen follows the folder). A save that could not be read for want of
    permission was kept so: listed "damaged" after the permission was given back, until a full
    reading (F5). Its permission back, unchanged file and all, the next listing reads it."""
    store = SaveStore()
    store.save("g", session_of(8))
    store.save("h", session_of(4))
    path = store.path_of("g")
    cache: dict = {}
    with unreadable(path, monkeypatch):
        good, bad = store.list(cache)
    assert [s.save_id for s in good] == ["h"]
    assert [e.problem for e in bad] == ["you do not have permission to read it"]
    good, bad = store.list(cache)  # (chmod changes no size, time or inode)
    assert sorted(s.save_id for s in good) == ["g", "h"] and bad == []
    # a file damaged in itself is still kept as read (it is not read again until it changes)
    path.write_text("not a save\n")
    reads: list = []
    real = saves_mod.read_summary
    monkeypatch.setattr(saves_mod, "read_summary", lambda p: reads.append(p.name) or real(p))
    assert [s.save_id for s in store.list(cache)[0]] == ["h"] and reads == ["g.json"]
    assert store.list(cache)[1][0].problem == saves_mod.NOT_A_SAVE and reads == ["g.json"]


def test_a_name_too_long_or_a_loop_of_links_is_no_passing_failure(tmp_path, monkeypatch):
    """Only failures from outside the file that may pass are passing: a name too long or a loop
    of links stays so, and the Open box must not say nothing is known to be wrong (review s36 #6)."""
    import errno
    import os

    from cardtable.store import SaveError
    from cardtable.store import saves as saves_module

    path = tmp_path / "g.json"
    path.write_text("{}")
    for code, passing in ((errno.ELOOP, False), (errno.ENAMETOOLONG, False), (errno.EBUSY, True), (errno.EIO, True)):
        def fail(*args, _code=code, **kwargs):
            raise OSError(_code, os.strerror(_code))

        monkeypatch.setattr(saves_module.os, "open", fail)
        try:
            saves_module.read_bytes(path)
        except SaveError as exc:
            assert exc.passing is passing, (code, exc)
        else:
            raise AssertionError("no error")
        monkeypatch.undo()
