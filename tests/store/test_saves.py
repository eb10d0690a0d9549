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

from saved_games import session_of

GAME = get_game("crazy_eights")


def played_session(moves=40, seed=3, players=("Anna", "Ben", "Cleo")):
    return session_of(moves, seed, players, {"scoring": True})


def snapshot_of_folder(folder):
    """Every file of the saves folder and its bytes; not the store's note of the saves that did
    not open (kept beside them, never in them: s35 t3 #1)."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.name != saves_module.UNOPENED_FILE}


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


def test_the_list_says_which_seats_computers_play(store):
    """A game against computers is listed with them marked ("Robo (computer)"), so the family
    knows which game is whose; a save without the table settings, or with a hand-edited list of
    the wrong length, lists plain names."""
    session = played_session(seed=4, players=("Anna", "Robo", "Robo 2"))
    store.save("robots", session, {"computers": ["", "hard", "easy"]})
    store.save("people", played_session(seed=5))
    store.save("edited", played_session(seed=6), {"computers": ["hard"]})
    summaries = {s.save_id: s for s in store.list()[0]}
    assert summaries["robots"].seat_names == ("Anna", "Robo (computer)", "Robo 2 (computer)")
    assert summaries["people"].seat_names == ("Anna", "Ben", "Cleo")
    assert summaries["edited"].seat_names == ("Anna", "Ben", "Cleo")


def test_a_checkpoint_after_an_undo_backs_up_the_game_as_it_stands(store):
    """Each move is appended to the save's journal; when the save is rewritten as a new
    checkpoint after an undo, the version before it (which holds the move taken back) is no
    backup of the game: the backup is the game as it now stands (s33: "Open the backup" brought
    back a card taken back). A checkpoint with nothing taken back keeps the version before it:
    tests/store/test_backup_line_of_play.py."""
    session = played_session(moves=5)
    store.save("g", session)
    session.play(GAME.legal_moves(session.state)[0])
    store.save("g", session)  # appended
    assert not store.path_of("g").with_name("g.json.bak").exists()
    while session.undo() is not None:
        session.play(GAME.legal_moves(session.state)[0])
        store.save("g", session)
    store.save("g", session)  # rewritten: the moves on disk are no longer the record's
    assert store.path_of("g").with_name("g.json.bak").read_bytes() == store.path_of("g").read_bytes()
    assert store.load("g").state.to_json() == session.state.to_json()


def test_delete_removes_save_and_backup(store):
    session = played_session(moves=5)
    store.save("g", session)
    store.save("g", session)
    store.delete("g")
    assert list(store.directory.iterdir()) == []


def save_lines(session):
    """A save as (header, move lines): the parts a test edits."""
    lines = saves_module.encode(session).decode("utf-8").splitlines()
    return json.loads(lines[0]), lines[1:]


def join_lines(header, lines):
    return ("\n".join([json.dumps(header)] + lines) + "\n").encode("utf-8")


def bad_files():
    session = played_session(moves=30)
    header, lines = save_lines(session)

    def edited(change):
        h, ls = json.loads(json.dumps(header)), list(lines)
        change(h, ls)
        return join_lines(h, ls)

    text = join_lines(header, lines).decode("utf-8")
    return {
        "truncated header": (text[: len(text.splitlines()[0]) // 2].encode(), "damaged or cut short"),
        "cut short": (join_lines(header, lines[:10]), "it is cut short"),
        "random bytes": (random.Random(1).randbytes(3000), "not a text file"),
        "empty": (b"", "empty"),
        "not json": (b"hello there", "this is not a Card Table saved game"),
        "settings file": (b"[General]\nseats=Mum\n", "this is not a Card Table saved game"),
        "json list": (b"[1, 2, 3]", "not a Card Table saved game"),
        "wrong types": (edited(lambda h, ls: h["record"].__setitem__("players", "Anna")),
                        "\"players\" must be a list of names"),
        "future version": (edited(lambda h, ls: h.update(schema=99, app_version="7.1.0")),
                           "saved by a newer Card Table (7.1.0; this one is "),
        "future format, same app": (edited(lambda h, ls: h.update(schema=99)),
                                    "saved by a newer Card Table, in a save format this version cannot read: "
                                    "update Card Table to open it."),
        "edited move": (edited(lambda h, ls: ls.__setitem__(3, json.dumps({"kind": "play", "card": "AS"}))),
                        "moves do not replay"),
        "damaged move line": (edited(lambda h, ls: ls.__setitem__(3, "{\"kind\": ")), "damaged"),
        "unknown game": (edited(lambda h, ls: h["record"].__setitem__("game", "snap")), "does not know ('snap')"),
        "bad option": (edited(lambda h, ls: h["record"]["options"].__setitem__("jokers", "lots")),
                       "Jokers: it is either on or off"),
        "deep nesting": (b"[" * 100_000, "this is not a Card Table saved game"),
        "deep nesting in a save": (b"{\"a\":" + b"[" * 100_000, "damaged"),
        "huge integer": (edited(lambda h, ls: h.__setitem__("saved_at", 0)).replace(
            b'"saved_at": 0', b'"saved_at": ' + b"9" * 5000), "absurdly long"),
    }


@pytest.mark.parametrize("name", list(bad_files()))
def test_bad_save_is_refused_with_a_clear_message_and_nothing_else_touched(store, name):
    content, message = bad_files()[name]
    session = played_session(moves=10)
    store.save("good", session)
    store.save("good", session)
    bad = store.directory / "bad.json"
    bad.write_bytes(content)
    before = {p: b for p, b in snapshot_of_folder(store.directory).items()}
    with pytest.raises(SaveError) as caught:
        store.load("bad")
    text = str(caught.value)
    assert "\u201cbad.json\u201d" in text and message in text, text
    assert "Traceback" not in text and not text.endswith("..")
    assert snapshot_of_folder(store.directory) == before
    # The list reads only each file's header and tail (no replay), so a file whose summary is
    # intact is listed and refused when opened; one whose envelope is broken is listed damaged.
    entries = store.entries()
    assert "good" in [e.save_id for e in entries if e.damaged is None]
    assert [e.save_id for e in entries].count("bad") == 1
    assert store.load("good").state.to_json() == session.state.to_json()


def test_a_too_large_file_is_refused_unread(store, monkeypatch):
    monkeypatch.setattr(saves_module, "MAX_SAVE_BYTES", 1000)
    (store.directory).mkdir(parents=True)
    (store.directory / "big.json").write_bytes(b"{" * 5000)
    with pytest.raises(SaveError, match="too large"):
        store.load("big")
    [entry] = store.entries()
    assert "too large" in entry.damaged


def test_a_folder_where_a_save_should_be(store):
    (store.directory / "odd.json").mkdir(parents=True)
    with pytest.raises(SaveError, match="it is a folder"):
        store.load("odd")
    assert store.list()[0] == []


def test_missing_file(store):
    with pytest.raises(SaveError, match="does not exist"):
        store.load("nothing-here")


def test_bad_save_offers_its_good_backup(store):
    session = played_session(moves=0)
    for _ in range(40):  # saved after every move, as the table does
        session.play(GAME.legal_moves(session.state)[0])
        store.save("g", session)
    assert store.path_of("g").with_name("g.json.bak").exists()
    store.path_of("g").write_text("{ broken")
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.backup == store.path_of("g").with_name("g.json.bak")
    restored = store.load(caught.value.backup)
    assert restored.record.moves == session.record.moves[: len(restored.record.moves)]


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
    ours = store.path_of(sid).read_text("utf-8").splitlines()
    theirs = copy.read_text("utf-8").splitlines()
    ours_header, theirs_header = json.loads(ours[0]), json.loads(theirs[0])
    ours_header.pop("saved_at"), theirs_header.pop("saved_at")
    assert theirs_header["table"] == {"open_handed": True, "copy": True}  # marked: the list says "copy"
    ours_header.pop("table"), theirs_header.pop("table")
    assert ours_header == theirs_header and ours[1:] == theirs[1:]
    assert [p.name for p in copy.parent.iterdir()] == ["sunday.json"]  # no backup, no temp file
    loaded, table = store.load_with_table(copy)
    assert loaded.state.to_json() == session.state.to_json() and table == {"open_handed": True, "copy": True}
    # a copy over an existing file is atomic: a failed write leaves the old copy whole
    before = copy.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module.os, "replace", broken_replace)
    with pytest.raises(SaveError, match="the disk is full"):  # (said once, in words: s31 t2 #20)
        store.save_copy(played_session(moves=3), copy)
    monkeypatch.undo()
    assert copy.read_bytes() == before
    assert [p.name for p in copy.parent.iterdir()] == ["sunday.json"]
    (tmp_path / "a folder.json").mkdir()
    with pytest.raises(SaveError, match="folder"):
        store.save_copy(session, tmp_path / "a folder.json")


@pytest.mark.parametrize("table, expected", [
    (None, {}),  # absent: an older save
    # (added by hand beside the table check, s41: never agreed by both people, the curtain on;
    # tests/store/test_table_check.py)
    ({"open_handed": True}, {"open_handed": False}),
    ({"open_handed": False, "future_key": 3}, {"open_handed": False}),
    ({"open_handed": "yes"}, {"open_handed": False}),  # malformed values: the curtain on
    ({"open_handed": 1}, {"open_handed": False}),
    (["open_handed"], {}),
    ("open", {}),
])
def test_table_settings_are_optional_and_never_break_a_load(store, table, expected):
    """The save's optional "table" object keeps the curtain choice without touching the record;
    a missing or malformed one loads as absent."""
    session = played_session(moves=10)
    sid = store.new_id("crazy_eights")
    store.save(sid, session)
    path = store.path_of(sid)
    first, *moves = path.read_text("utf-8").splitlines()
    data = json.loads(first)
    assert "table" not in data and data["schema"] == 2
    if table is not None:
        data["table"] = table
    path.write_text("\n".join([json.dumps(data), *moves]) + "\n", "utf-8")
    loaded, got = store.load_with_table(sid)
    assert got == expected
    assert loaded.record.to_json() == session.record.to_json()
    assert store.load(sid).state.to_json() == session.state.to_json()
    # written by save(): the record is the same with or without it
    store.save(sid, session, table={"open_handed": True})
    data2 = json.loads(path.read_text("utf-8").splitlines()[0])
    assert data2["table"] == {"open_handed": True} and data2["record"] == data["record"] and data2["schema"] == 2


def test_a_partner_biscuit_save_opens_with_the_team_winning(store):
    """Partner Biscuit declares its teams (in its public facts, from the options the record has
    always held), so a save opens and replays as before, and its end names the partners' win as
    theirs together: "Anna and Cleo win!", not "Anna and Cleo tie for the win." (s33)."""
    game = get_game("biscuit")
    session = Session.new(game, ["Anna", "Ben", "Cleo", "Dan"], {"partners": True, "hands": 1}, seed=2)
    rng = random.Random(2)
    while not game.is_over(session.state):
        session.play(rng.choice(game.legal_moves(session.state)))
    store.save("partners", session)
    again = store.load("partners")
    assert again.state.to_json() == session.state.to_json()
    assert game.seat_teams(again.state) == [0, 1, 0, 1] and game.winners(again.state) == [0, 2]
    assert game.result_title(again.state) == "Anna and Cleo win!"
    [entry] = store.entries()
    assert entry.status == "Game over: Anna and Cleo win."


def test_a_save_with_its_first_byte_changed_is_damaged_and_offers_its_backup(store):
    """A save whose first byte was changed was called "not a Card Table saved game", and no backup
    was offered; one damaged further in said "damaged or cut short" (s36 t5 #5). It still names
    its format near its start: damaged, with its backup."""
    session = played_session(moves=0)
    for _ in range(40):
        session.play(GAME.legal_moves(session.state)[0])
        store.save("g", session)
    path = store.path_of("g")
    assert path.with_name("g.json.bak").exists()
    path.write_bytes(b"X" + path.read_bytes()[1:])
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert "damaged" in str(caught.value) and "not a Card Table saved game" not in str(caught.value)
    assert caught.value.backup == path.with_name("g.json.bak")
