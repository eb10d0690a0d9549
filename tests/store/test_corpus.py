"""Saves outlive the code that wrote them: every real save kept under tests/fixtures/saves/
(one folder per Card Table version, made by that version) opens with today's code and plays on:
a few legal moves, saved, loaded again, and listed with its summary."""

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


@pytest.mark.parametrize("path", SAVES, ids=[f"{p.parent.name}/{p.stem}" for p in SAVES])
def test_every_saved_game_opens_and_plays_on(tmp_path, path):
    shutil.copy(path, tmp_path / path.name)
    store = SaveStore(tmp_path)
    save_id = path.stem
    [entry] = store.entries()
    assert entry.damaged is None and entry.save_id == save_id and entry.app_version == path.parent.name
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
    assert entry.status == game.status(session.state)
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

    data = json.loads(path.read_text("utf-8"))
    record = tmp_path / "record.json"
    record.write_text(json.dumps(data["record"]), "utf-8")
    assert main(["replay", str(record)]) == 0, capsys.readouterr().err
    assert "Scores:" in capsys.readouterr().out
