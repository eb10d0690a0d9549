"""The summary a save keeps of itself is a cache for the list of saved games; the game itself
(its moves, replayed) is the truth. A game in progress whose file said it was over was listed as
finished, stayed so after it opened unfinished, and Clear finished deleted it (s28 t3, 11)."""

import json

from cardtable.games import get_game
from cardtable.store import SaveStore
from saved_games import lie_over, session_of

GAME = get_game("crazy_eights")


def test_finished_replays_the_game_rather_than_trusting_its_summary(data_dir):
    store = SaveStore()
    store.save("lying", session_of(10))
    store.save("done", session_of(None))
    lie_over(store, "lying")
    listed = {s.save_id: s.over for s in store.list()[0]}
    assert listed == {"lying": True, "done": True}  # (the list reads the cache: it stays fast)
    assert store.finished("done") is True
    assert store.finished("lying") is False
    assert store.finished("no-such-save") is False  # (what cannot be read is never "finished")


def test_opening_a_save_mends_a_summary_that_disagrees_with_its_game(data_dir):
    store = SaveStore()
    session = session_of(10)
    store.save("lying", session)
    lie_over(store, "lying")
    before = next(s for s in store.list()[0] if s.save_id == "lying")
    loaded = store.load("lying")
    assert len(loaded.record.moves) == 10 and not GAME.is_over(loaded.state)
    after = next(s for s in store.list()[0] if s.save_id == "lying")
    assert (after.over, after.moves) == (False, 10)
    assert after.saved_at == before.saved_at  # (when it was saved is kept: the list's order too)
    assert store.load("lying").record.to_json() == session.record.to_json()
    # and the game on the table saves on into the mended file
    loaded.play(GAME.legal_moves(loaded.state)[0])
    store.save("lying", loaded)
    assert len(store.load("lying").record.moves) == 11


def test_a_truthful_save_is_not_rewritten_when_opened(data_dir):
    store = SaveStore()
    store.save("honest", session_of(10))
    path = store.path_of("honest")
    stamp = path.stat().st_mtime_ns, path.read_bytes()
    store.load("honest")
    assert (path.stat().st_mtime_ns, path.read_bytes()) == stamp


def test_mending_a_summary_keeps_the_backup_and_never_touches_a_backup_opened(data_dir):
    store = SaveStore()
    store.save("g", session_of(4))
    store.save("g", session_of(10))  # (another session: rewritten whole, the first kept as the backup)
    backup = store.path_of("g").with_name("g.json.bak")
    old_backup = backup.read_bytes()
    lie_over(store, "g")
    store.load("g")
    assert backup.read_bytes() == old_backup
    assert not any(p.name.endswith(".bak.bak") for p in store.directory.iterdir())
    # a backup opened as a file (the dialog's "Open the backup") is read, never written
    text = backup.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(text[0])
    header["summary"].update(over=True)
    backup.write_text(json.dumps(header) + "\n" + "".join(text[1:]), encoding="utf-8")
    lied = backup.read_bytes()
    store.load(backup)
    assert backup.read_bytes() == lied
