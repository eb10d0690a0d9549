"""Saves outlive the code that wrote them: every real save kept under tests/fixtures/saves/
(one folder per Card Table version, made by that version) opens with today's code and plays on:
a few legal moves, saved, loaded again, and listed with its summary.

A version that wrote two save formats has a folder per format, named VERSION-what: the versions
between the first release and 0.4.0 still called themselves 0.1.0 but wrote schema 2 (JSON
Lines with a journal), and saved every game they offered: ``0.1.0-schema2`` holds a game of each,
played part way with a save after every move and an undo (a rewrite) on the way
(``GAME-journal.json``)."""

import random
import shutil
from pathlib import Path

import pytest

from cardtable.store import SaveStore

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
SAVES = sorted(CORPUS.glob("*/*.json"))


def test_the_corpus_holds_every_game_of_the_first_release():
    first = {p.name.split("-")[0] for p in (CORPUS / "0.1.0").glob("*.json")}
    assert first == {"crazy_eights", "fast_track", "five_in_a_row", "rummoli"}


def test_the_corpus_holds_every_game_the_versions_before_0_4_0_offered():
    import importlib

    from cardtable.games import GAME_MODULES

    written = {p.name.rsplit("-", 1)[0] for p in (CORPUS / "0.1.0-schema2").glob("*.json")}
    before = {"fast_track", "rummoli", "five_in_a_row", "crazy_eights", "hearts", "oh_hell", "euchre", "whist_tens",
              "cassino", "cassino_party", "scopa", "chicken_foot", "mexican_train", "ten_thousand", "fan_tan",
              "i_doubt_it", "sweep", "twenty_one_piles", "gin_rummy", "five_hundreds", "desert_rummy", "push",
              "ten_dime_rummy", "thirty_one", "golf", "spider", "pirate", "jokers_wild", "biscuit", "canadian_salad",
              "saskatchewan_rummy", "rummy_500", "court_whist", "arizona_rummy", "horseshit_rummy", "sticks",
              "hand_and_foot"}
    assert written == before
    offered = {importlib.import_module(f"cardtable.games.{m}").GAME.info.id for m in GAME_MODULES}
    assert before <= offered  # no game offered then is gone


@pytest.mark.parametrize("path", SAVES, ids=[f"{p.parent.name}/{p.stem}" for p in SAVES])
def test_every_saved_game_opens_and_plays_on(tmp_path, path):
    shutil.copy(path, tmp_path / path.name)
    store = SaveStore(tmp_path)
    save_id = path.stem
    [entry] = store.entries()
    listed = entry  # as the file was
    assert entry.damaged is None and entry.save_id == save_id and entry.app_version == path.parent.name.split("-")[0]
    session = store.load(save_id)
    game = session.game
    assert len(session.record.moves) == entry.moves
    rng = random.Random(path.name)
    for _ in range(4):
        if game.is_over(session.state):
            break
        session.play(rng.choice(game.legal_moves(session.state)))
        store.save(save_id, session)
    again = store.load(save_id)
    assert again.record.to_json() == session.record.to_json()
    assert again.state.to_json() == session.state.to_json()
    [entry] = store.entries()
    assert entry.damaged is None and entry.moves == len(session.record.moves)
    # the list shows the summary the file holds: this version's words once it saved the game
    # again, the old version's for a finished game it never had to rewrite
    rewritten = len(session.record.moves) > listed.moves
    assert entry.status == (game.status(session.state) if rewritten else listed.status)
    assert path.read_bytes() != (tmp_path / path.name).read_bytes() or game.is_over(session.state)


def test_listing_old_saves_reads_only_their_first_bytes(tmp_path, monkeypatch):
    """A 0.1.0 save holds its summary before the record: the list reads that much, no more."""
    from cardtable.store import saves as saves_module

    for path in SAVES:
        shutil.copy(path, tmp_path / path.name)
    monkeypatch.setattr(saves_module, "read_bytes", None)  # reading a whole file would fail
    entries = SaveStore(tmp_path).entries()
    assert len(entries) == len(SAVES) and all(e.damaged is None for e in entries)


@pytest.mark.parametrize("path", SAVES, ids=[f"{p.parent.name}/{p.stem}" for p in SAVES])
def test_every_saved_record_replays_on_the_command_line(tmp_path, path, capsys):
    """Records written by earlier versions keep replaying unchanged with `cardtable replay`
    (their moves fit today's move forms)."""
    import json

    from cardtable.cli import main

    text = path.read_text("utf-8")
    if text.startswith('{"format":"cardtable-save","schema":2'):  # JSON Lines: the header, moves, journal
        header, *lines = [json.loads(line) for line in text.splitlines() if line.strip()]
        data = {"record": {**header["record"], "moves": [line.get("move", line) for line in lines]}}
    else:
        data = json.loads(text)
    record = tmp_path / "record.json"
    record.write_text(json.dumps(data["record"]), "utf-8")
    assert main(["replay", str(record)]) == 0, capsys.readouterr().err
    assert "Scores:" in capsys.readouterr().out
