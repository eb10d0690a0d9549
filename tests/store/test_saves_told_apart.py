"""s40 t4: "Two copies of the same game look identical in the list (same name, same time) --
only the file name tells them apart, which the list never shows for good saves." A save says,
in its first line, when its game began (kept however often it is saved, copied or opened
again) and its summary says who leads; the list reads them from the few bytes it reads anyway,
so listing costs the same for a game of 10 moves and one of 1,000."""

import json
import random
import shutil
from datetime import datetime, timezone

from cardtable.games import get_game
from cardtable.store import saves as saves_module
from cardtable.store.saves import SaveStore, read_summary
from tests.games.contract import random_session

HEARTS = get_game("hearts")
TRAIN = get_game("mexican_train")


played = random_session


def test_two_games_of_the_same_players_say_when_each_began(store, monkeypatch):
    first = played(HEARTS, ["Anna", "Ben", "Cleo"], 5, seed=1)
    store.save("first", first)
    monkeypatch.setattr(saves_module, "_now", lambda: "2026-12-02T18:30:00+00:00")
    second = played(HEARTS, ["Anna", "Ben", "Cleo"], 5, seed=2)
    store.save("second", second)
    a, b = read_summary(store.path_of("first")), read_summary(store.path_of("second"))
    assert b.started == datetime(2026, 12, 2, 18, 30, tzinfo=timezone.utc)
    assert a.started is not None and a.started != b.started
    # played on, rewritten, opened again and saved as a copy: it began when it began
    monkeypatch.setattr(saves_module, "_now", lambda: "2026-12-03T09:00:00+00:00")
    for _ in range(40):  # (journal lines, then a checkpoint rewrite)
        second.play(random.Random(3).choice(HEARTS.legal_moves(second.state)))
        store.save("second", second)
    assert read_summary(store.path_of("second")).started == b.started
    again = store.load("second")
    again.play(HEARTS.legal_moves(again.state)[0])
    store.save("second", again)
    copy = store.save_copy(again, store.directory / "a-copy.json")
    for path in (store.path_of("second"), copy):
        assert read_summary(path).started == b.started
        assert read_summary(path).saved_at == datetime(2026, 12, 3, 9, 0, tzinfo=timezone.utc)


def test_a_save_from_before_says_when_it_began_by_its_name_or_not_at_all(store):
    session = played(HEARTS, ["Anna", "Ben", "Cleo"], 3)
    for sid in ("hearts-20261130-201500-3fa2", "family-game"):
        store.save(sid, session)
        path = store.path_of(sid)
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        header = json.loads(lines[0])
        header.pop("started")
        path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    named = read_summary(store.path_of("hearts-20261130-201500-3fa2")).started
    assert named == datetime(2026, 11, 30, 20, 15).astimezone(timezone.utc)  # (the name's local time)
    assert read_summary(store.path_of("family-game")).started is None
    # opened again and saved: still what it was (not "now")
    store.save("family-game", store.load("family-game"))
    assert read_summary(store.path_of("family-game")).started is None
    assert "started" not in json.loads(store.path_of("family-game").read_text(encoding="utf-8").splitlines()[0])


def test_the_summary_says_who_leads_in_plain_words(store):
    session = played(HEARTS, ["Anna", "Ben", "Cleo"], 200, seed=4)
    assert not HEARTS.is_over(session.state)
    sheet = HEARTS.score_sheet(session.state)
    [leader] = sheet.leaders()
    store.save("g", session)
    said = read_summary(store.path_of("g")).leader
    assert said == f"{sheet.columns[leader]} leads with {sheet.totals[leader]}"
    fresh = played(HEARTS, ["Anna", "Ben", "Cleo"], 0)
    store.save("fresh", fresh)
    assert read_summary(store.path_of("fresh")).leader == ""  # (nobody leads before a hand is scored)


def listing_reads(folder, template, monkeypatch, count=50) -> int:
    """The bytes read to list ``count`` copies of ``template`` (the list's whole cost is its
    reads: each file's first line and last few kilobytes)."""
    folder.mkdir()
    for i in range(count):
        shutil.copyfile(template, folder / f"mexican_train-20261201-1200{i:02d}-{i:04x}.json")
    read = []
    real = saves_module._read_at
    monkeypatch.setattr(saves_module, "_read_at", lambda *a: read.append(len(b := real(*a))) or b)
    entries = SaveStore(folder).entries()
    monkeypatch.setattr(saves_module, "_read_at", real)
    assert len(entries) == count and all(e.damaged is None and e.started is not None for e in entries)
    return sum(read)


def test_listing_costs_the_same_for_long_and_short_games(tmp_path, monkeypatch):
    """50 saves of 1,000 moves are listed with about the reads of 50 of 10 (each read's cost
    flat; the time is measured in bench/, never asserted here)."""
    store = SaveStore(tmp_path / "made")
    for sid, moves in (("long", 1000), ("short", 10)):
        session = played(TRAIN, ["Anna", "Ben"], moves)
        assert len(session.record.moves) == moves
        store.save(sid, session)
        session.play(TRAIN.legal_moves(session.state)[0])
        store.save(sid, session)  # (and a journal line, which the list reads for its summary)
    assert store.path_of("long").stat().st_size > 20 * store.path_of("short").stat().st_size
    long_read = listing_reads(tmp_path / "long", store.path_of("long"), monkeypatch)
    short_read = listing_reads(tmp_path / "short", store.path_of("short"), monkeypatch)
    # a first read and a tail's, whatever the file's length (a long header line aside)
    assert short_read < long_read <= 50 * (saves_module.FIRST_READ + saves_module.TAIL_BYTES), (long_read, short_read)


def test_saving_builds_the_score_sheet_only_when_the_scores_change(store, monkeypatch):
    """The leader's words come from the score sheet, which grows with the hands played: it is
    built again only when the scores change, so a save after a move costs the same late in a
    long evening as early (the save format's promise)."""
    session = played(HEARTS, ["Anna", "Ben", "Cleo"], 0)
    built = []
    sheet = HEARTS.score_sheet
    monkeypatch.setattr(HEARTS, "score_sheet", lambda state: built.append(1) or sheet(state))
    changes, last = 0, None
    rng = random.Random(5)
    for _ in range(120):
        session.play(rng.choice(HEARTS.legal_moves(session.state)))
        store.save("g", session)
        scores = tuple(HEARTS.scores(session.state))
        changes += scores != last
        last = scores
    assert len(built) <= changes + 1 < 20
    assert read_summary(store.path_of("g")).leader == saves_module.leader_words(HEARTS, session.state)
