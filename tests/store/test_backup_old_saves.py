"""A damaged save written by an earlier Card Table still offers its good backup (review s33 #1).

s33 made a damaged save offer its backup only when the backup holds the same game as the save's
sound first moves. The backup was replayed, and replaying brings a record's house rules up to
this version (Sweep of state version 1 gains ``add_once``, and the games that now draw the first
dealer gain ``first_dealer``), while the damaged save's sound moves were read as written: the two
never matched, and an older save's good backup was never offered. The same mismatch made the
first save after opening an older game replace its backup (the version before) with a copy of
the new save. The corpus's saves of 0.1.0 (state version 1) are the older saves here.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.store import SaveError, SaveStore
from saved_games import break_move

#: a move no game has: the rules refuse it
REFUSED = {"kind": "play", "card": "ZZ", "cards": ["ZZ"]}

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
#: saves of 0.1.0 with a move on each line (schema 2)
OLD = ["0.1.0-schema2/sweep-journal", "0.1.0-schema2/crazy_eights-journal"]
#: and older still: one object, which the next save rewrites whole
WHOLE = ["0.1.0/crazy_eights-mid", "0.1.0/rummoli-mid", "0.1.0/fast_track-mid"]


def old_save(store: SaveStore, name: str) -> Path:
    """The corpus's save ``name`` as save "g"."""
    path = store.path_of("g")
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CORPUS / f"{name}.json", path)
    return path


@pytest.mark.parametrize("name", OLD)
def test_a_damaged_old_save_offers_its_good_backup(store, name):
    path = old_save(store, name)
    backup = path.with_name("g.json.bak")
    shutil.copyfile(path, backup)
    held = len(store.load("g").record.moves)
    assert held > 5
    break_move(path, 5, REFUSED)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.good_moves == 4
    assert caught.value.backup == backup and caught.value.backup_moves == held


@pytest.mark.parametrize("name", OLD + WHOLE)
def test_the_first_save_after_opening_an_old_game_keeps_the_version_before_as_backup(store, name):
    path = old_save(store, name)
    before = path.read_bytes()
    session = store.load("g")
    assert not session.game.is_over(session.state)
    session.play(session.game.legal_moves(session.state)[0])
    store.save("g", session)
    assert path.with_name("g.json.bak").read_bytes() == before
