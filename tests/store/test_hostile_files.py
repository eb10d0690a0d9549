"""Issue 12, "One file must never stop the app" and "Crash leftovers": whatever is in the saves
folder, listing returns every save (damaged ones with the reason), never raises and never hangs,
and the app starts (first paint) with the good saves beside the bad ones left byte-identical."""

import json
import os
import random
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveError, SaveStore
from cardtable.store import saves as saves_module

from saved_games import session_of

GAME = get_game("crazy_eights")
ROOT = Path(__file__).resolve().parents[2]


def played_session(moves=12, seed=3):
    return session_of(moves, seed)


def with_header(session, **changes):
    """A good save whose header line has some keys changed (raw JSON text for values)."""
    first, rest = saves_module.encode(session).split(b"\n", 1)
    header = json.loads(first)
    text = json.dumps(header)
    for key, raw in changes.items():
        old = json.dumps(header[key])
        text = text.replace(f'"{key}": {old}', f'"{key}": {raw}', 1)
    return text.encode() + b"\n" + rest


def hostile_folder(folder: Path) -> dict[str, str]:
    """Fill ``folder`` with the issue's bad files; returns {file name: a word of the reason it
    is listed as damaged} (None for files that list fine)."""
    folder.mkdir(parents=True, exist_ok=True)
    session = played_session()
    cases: dict[str, str | None] = {}
    (folder / "naive-time.json").write_bytes(with_header(session, saved_at='"2024-05-01T10:00:00"'))
    cases["naive-time.json"] = None
    (folder / "far-future.json").write_bytes(with_header(session, saved_at='"9999-12-31T23:59:59-12:00"'))
    cases["far-future.json"] = None
    (folder / "far-past.json").write_bytes(with_header(session, saved_at='"0001-01-01T00:00:00+14:00"'))
    cases["far-past.json"] = None
    (folder / "huge-int.json").write_bytes(with_header(session, saved_at="9" * 5000))
    cases["huge-int.json"] = "absurdly long"
    os.mkfifo(folder / "fifo.json")
    cases["fifo.json"] = "not an ordinary file"
    os.symlink("/dev/zero", folder / "zero.json")
    cases["zero.json"] = "not an ordinary file"
    (folder / "bom.json").write_bytes(b"\xef\xbb\xbf" + saves_module.encode(session))
    cases["bom.json"] = None
    (folder / "old-bom.json").write_bytes(
        b"\xef\xbb\xbf" + (ROOT / "tests/fixtures/saves/0.1.0/crazy_eights-mid.json").read_bytes())
    cases["old-bom.json"] = None
    (folder / "deep.json").write_bytes(b"{\"a\":" + b"[" * 100_000)
    cases["deep.json"] = "nested too deeply"
    (folder / "junk.json").write_bytes(random.Random(1).randbytes(2000))
    cases["junk.json"] = "not a text file"
    (folder / "empty.json").write_bytes(b"")
    cases["empty.json"] = "empty"
    latin1 = os.fsdecode(b"caf\xe9.json")
    (folder / latin1).write_bytes(saves_module.encode(session))
    cases[latin1] = None
    return cases


def test_listing_never_raises_and_reports_each_bad_file(tmp_path):
    store = SaveStore(tmp_path / "saves")
    cases = hostile_folder(store.directory)
    store.save("good", played_session(moves=5))
    entries = store.entries()
    by_name = {e.path.name: e for e in entries}
    assert set(by_name) == set(cases) | {"good.json"}
    for name, reason in cases.items():
        entry = by_name[name]
        if reason is None:
            assert entry.damaged is None, (name, entry.damaged)
            assert entry.game_name == "Crazy Eights" and entry.players[:2] == ("Anna", "Ben")
        else:
            assert entry.damaged is not None and reason in entry.damaged, (name, entry.damaged)
        # every date is aware and can be shown in local time (the start screen does)
        assert entry.saved_at.tzinfo is not None
        entry.saved_at.astimezone().strftime("%a %d %b, %H:%M")
        entry.save_id.encode("utf-8")  # safe to hand to Qt and back
    # sorting mixed naive/aware times and the old list() form never raise either
    good, bad = store.list()
    assert "good" in [s.save_id for s in good] and len(bad) == sum(r is not None for r in cases.values())
    assert all(isinstance(e, SaveError) and str(e).startswith("Cannot open") for e in bad)


def test_a_fifo_or_dev_zero_is_refused_at_once_when_opened(tmp_path):
    store = SaveStore(tmp_path)
    os.mkfifo(tmp_path / "fifo.json")
    os.symlink("/dev/zero", tmp_path / "zero.json")
    for name in ("fifo", "zero"):
        with pytest.raises(SaveError, match="not an ordinary file"):
            store.load(name)


def test_huge_integer_is_a_save_error_not_a_value_error(tmp_path):
    store = SaveStore(tmp_path)
    session = played_session()
    first, rest = saves_module.encode(session).split(b"\n", 1)
    (tmp_path / "x.json").write_bytes(first + b"\n" + b'{"kind":"play","card":' + b"7" * 5000 + b"}\n" + rest)
    with pytest.raises(SaveError, match="absurdly long"):
        store.load("x")


def test_a_latin1_file_name_lists_opens_and_deletes(tmp_path):
    store = SaveStore(tmp_path)
    session = played_session()
    name = os.fsdecode(b"caf\xe9.json")
    (tmp_path / name).write_bytes(saves_module.encode(session))
    [entry] = store.entries()
    assert entry.damaged is None and entry.name == "caf\\xe9.json"
    assert entry.save_id.encode("utf-8")  # no lone surrogates: survives a trip through Qt
    assert store.load(entry.save_id).state.to_json() == session.state.to_json()
    store.save(entry.save_id, store.load(entry.save_id))
    store.delete(entry.save_id)
    assert list(tmp_path.iterdir()) == []


def test_a_byte_order_mark_is_accepted(tmp_path):
    store = SaveStore(tmp_path)
    session = played_session()
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + saves_module.encode(session))
    assert store.load("bom").state.to_json() == session.state.to_json()
    [entry] = store.entries()
    assert entry.damaged is None


@pytest.mark.parametrize("saved_at, year", [
    ("2024-05-01T10:00:00", 2024),  # no time zone: taken as UTC
    ("9999-12-31T23:59:59-12:00", 9998),  # beyond what a clock shows: clamped
    ("0001-01-01T00:00:00+14:00", 1971),
    ("yesterday", None),  # unreadable: the file's own time
])
def test_odd_saved_at_still_lists(tmp_path, saved_at, year):
    store = SaveStore(tmp_path)
    (tmp_path / "x.json").write_bytes(with_header(played_session(), saved_at=json.dumps(saved_at)))
    [entry] = store.entries()
    assert entry.damaged is None and entry.saved_at.tzinfo is not None
    assert entry.saved_at.year == (year or datetime.now(timezone.utc).year)
    entry.saved_at.astimezone()


def test_listing_reads_only_a_summary(tmp_path, monkeypatch):
    """The list reads each save's header line and its last few kilobytes, not the moves."""
    store = SaveStore(tmp_path)
    session = played_session(moves=300)
    store.save("long", session)
    calls = []
    real = saves_module._read_at
    monkeypatch.setattr(saves_module, "_read_at", lambda *a: calls.append(a[3]) or real(*a))
    monkeypatch.setattr(saves_module, "load_session", None)  # no replay while listing
    [entry] = store.entries()
    assert entry.moves == len(session.record.moves)
    assert sum(calls) <= saves_module.MAX_HEADER_BYTES + saves_module.TAIL_BYTES


def test_stale_temp_files_are_cleared_when_listing(tmp_path):
    store = SaveStore(tmp_path)
    store.save("g", played_session())
    dead = tmp_path / ".g.json.999999999.tmp"  # no such process
    dead.write_bytes(b'{"format": "cardtable-sa')
    ours = tmp_path / f".g.json.{os.getpid()}.tmp"  # a write of this process, in flight
    ours.write_bytes(b"{")
    backup_leftover = tmp_path / ".g.json.bak.999999999.tmp"
    backup_leftover.write_bytes(b"{")
    summaries, errors = store.list()
    assert [s.save_id for s in summaries] == ["g"] and errors == []
    assert not dead.exists() and not backup_leftover.exists() and ours.exists()
    os.utime(ours, (0, 0))  # an hour-old one of ours is stale too
    store.list()
    assert not ours.exists()


def test_the_backup_is_forced_to_disk_before_it_replaces_the_old_one(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    session = played_session()
    store.save("g", session)
    synced: list[str] = []
    replaced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        return real_fsync(fd)

    def replace(src, dst):
        replaced.append(str(dst))
        assert any(Path(s).name == Path(src).name for s in synced), f"{src} replaced before fsync"
        return real_replace(src, dst)

    monkeypatch.setattr(saves_module.os, "fsync", fsync)
    monkeypatch.setattr(saves_module.os, "replace", replace)
    session.undo() if session.undo_refusal() is None else session.play(GAME.legal_moves(session.state)[0])
    saves_module._written.clear()  # force a checkpoint (a new process would do the same)
    store.save("g", session)
    assert str(tmp_path / "g.json.bak") in replaced


@pytest.mark.skipif(sys.platform != "linux", reason="FIFOs and /dev/zero")
def test_the_app_starts_with_every_bad_file_beside_good_ones(tmp_path):
    """Issue 12: the start of the app (offscreen, first paint, then quit) with each bad file in
    the saves folder; the good saves beside them stay byte-identical."""
    data = tmp_path / "data"
    store = SaveStore(data / "saves")
    hostile_folder(store.directory)
    store.save("good", played_session(moves=5))
    store.save("good", played_session(moves=5))
    (store.directory / ".good.json.999999999.tmp").write_bytes(b"{")
    good = {p.name: p.read_bytes() for p in store.directory.iterdir()
            if p.is_file() and not p.name.startswith(".") and p.name not in ("zero.json",)}
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(data), CARDTABLE_EXIT_AFTER_PAINT="1",
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", "from cardtable.gui.app import run; raise SystemExit(run([]))"],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "painted" in run.stdout
    assert "Traceback" not in run.stderr
    after = {p.name: p.read_bytes() for p in store.directory.iterdir()
             if p.name in good}
    assert after == good
    assert not (store.directory / ".good.json.999999999.tmp").exists()


def test_a_junk_move_in_a_hand_of_five_save_is_a_save_error(tmp_path):
    """Issue 12: a Fast Track "hand of five" save whose record holds
    ``{"kind": "choose", "card": ["7C"]}`` made load raise TypeError (no dialog appeared)."""
    game = get_game("fast_track")
    session = Session.new(game, ["Anna", "Ben"], {"hand_of_five": True}, seed=2)
    first, rest = saves_module.encode(session).split(b"\n", 1)
    header = json.loads(first)
    header["moves"] = 1
    (tmp_path / "ft.json").write_bytes(json.dumps(header).encode() + b"\n"
                                       + b'{"kind": "choose", "card": ["7C"]}\n')
    with pytest.raises(SaveError, match="moves do not replay"):
        SaveStore(tmp_path).load("ft")


def test_card_codes_in_a_save_are_read_in_any_case(tmp_path):
    session = played_session(moves=0)
    move = next(m for m in GAME.legal_moves(session.state) if m.kind == "play")
    session.play(move)
    text = saves_module.encode(session).replace(f'"card":"{move["card"]}"'.encode(),
                                               f'"card":"{move["card"].lower()}"'.encode())
    (tmp_path / "lower.json").write_bytes(text)
    loaded = SaveStore(tmp_path).load("lower")
    assert loaded.record.moves == session.record.moves and loaded.state.to_json() == session.state.to_json()


def test_a_hand_edited_save_says_what_is_wrong_in_words(tmp_path):
    """A hand-edited save's refusal named the move in the save's codes ("move 4 (move from
    pen:red:0, to loop:99, steps 0) is not allowed: With the ace...") and called bad house rules
    moves that "do not replay". It quotes the rule broken, and says when it is the house rules."""
    game = get_game("crazy_eights")
    session = Session.new(game, ["Anna", "Ben"], {}, seed=2)
    first, rest = saves_module.encode(session).split(b"\n", 1)
    header = json.loads(first)
    header["moves"] = 1
    (tmp_path / "moved.json").write_bytes(json.dumps(header).encode() + b"\n" + b'{"kind": "draw", "seat": 1}\n')
    with pytest.raises(SaveError) as moved:
        SaveStore(tmp_path).load("moved")
    # (a move no table makes says what is wrong with it, as the list says it, not the rules'
    # "That is not a move in Crazy Eights.", s46 t3 #3)
    assert 'its moves do not replay: move 1 has the key "seat", which no "draw" move in Crazy Eights has' in str(moved.value)
    assert "kind" not in str(moved.value) and "seat 1" not in str(moved.value)
    header["moves"] = 0
    header["record"]["options"]["jokers"] = "lots"
    (tmp_path / "ruled.json").write_bytes(json.dumps(header).encode() + b"\n")
    with pytest.raises(SaveError, match="its players or house rules are not valid"):
        SaveStore(tmp_path).load("ruled")
