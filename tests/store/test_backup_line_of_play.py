"""A save's backup holds only the game as it was played: never a move taken back.

s33 (a tester's bug): Crazy Eights, Anna, Robo Rex, Ben, Robo Remy. Ben played the 2 of spades,
pressed Ctrl+Z while Robo Remy thought ("taken back, fine") and played the 9 of spades instead.
Move 5 of the save was then hand-edited to break it. "Open the backup" opened a game in which
"Ben played the 2 of spades" -- the move Ben had taken back -- and Robo Remy at once answered
it. The undo rewrote the save, and the file it replaced (which held the 2 of spades) became the
backup. Meanwhile moves 1-4 of the damaged file replayed and were not offered.

Now: a save rewritten after moves were taken back gets a backup of the game as it then stands
(the file it replaces holds a move that was undone, so it is no backup of this game); and a
backup written before this fix (holding a move since taken back) is not offered at all, nor one
that holds nothing the damaged file's sound moves do not.
"""

from __future__ import annotations

import shutil

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveError, SaveStore
from cardtable.store import saves as saves_module
from saved_games import break_move

GAME = get_game("crazy_eights")
PLAYERS = ["Anna", "Robo Rex", "Ben", "Robo Remy"]


def new_game() -> Session:
    return Session.new(GAME, PLAYERS, {"scoring": True}, seed=3)


def play(store: SaveStore, session: Session, which: int = 0) -> None:
    """Play a legal move (the first, or ``which``) and save, as the table does after each move."""
    session.play(GAME.legal_moves(session.state)[which])
    store.save("g", session)


def backup_moves(store: SaveStore) -> list:
    backup = store.path_of("g").with_name("g.json.bak")
    return list(saves_module.load_session(backup).record.moves)


def family_game(store: SaveStore) -> tuple[Session, object]:
    """Anna and Robo Rex play; Ben plays a card and takes it back; then another, and on to move 8.
    Returns the session and the move taken back."""
    session = new_game()
    for _ in range(2):
        play(store, session)
    play(store, session)
    taken_back = session.record.moves[-1]
    assert session.undo() is None
    store.save("g", session)  # the controller saves after an undo
    play(store, session, -1)
    assert session.record.moves[2] != taken_back
    while len(session.record.moves) < 8:
        play(store, session)
    return session, taken_back


def test_the_backup_never_holds_a_move_taken_back(store):
    session, taken_back = family_game(store)
    kept = backup_moves(store)
    assert kept == session.record.moves[: len(kept)]  # the game as played, never another line
    assert taken_back not in kept[2:3]


def test_after_an_undo_the_backup_is_the_game_as_it_then_stood(store):
    session = new_game()
    for _ in range(5):
        play(store, session)
    assert session.undo() is None
    store.save("g", session)
    assert backup_moves(store) == session.record.moves  # four moves, all of them real


def test_an_undo_in_a_reopened_game_leaves_no_taken_back_move_in_the_backup(store):
    session = new_game()
    for _ in range(6):
        play(store, session)
    saves_module._written.clear()  # a new start of the app
    reopened = store.load("g")
    assert reopened.undo() is None
    store.save("g", reopened)
    assert backup_moves(store) == reopened.record.moves


def test_a_checkpoint_of_the_same_game_still_keeps_the_version_before_as_backup(store):
    """The journal folded into a new checkpoint (nothing taken back): the version before it is
    the backup, as ever (an older copy of the same game, a few moves shorter)."""
    session = new_game()
    play(store, session)
    before = None
    while True:
        before = store.path_of("g").read_bytes()
        play(store, session)
        if store.path_of("g").with_name("g.json.bak").exists():
            break
    assert store.path_of("g").with_name("g.json.bak").read_bytes() == before


def test_a_backup_holding_a_move_since_taken_back_is_not_offered(store):
    """The family's files: the backup Card Table wrote before this fix holds the 2 of spades Ben
    took back; the save's move 5 was hand-edited. The sound moves 1-4 are offered (good_moves),
    not the backup: it is of another line of play."""
    session, taken_back = family_game(store)
    path = store.path_of("g")
    backup = path.with_name("g.json.bak")
    old_style = session_before_undo(session, taken_back)
    backup.write_bytes(saves_module.encode(old_style))  # as the undo wrote it before the fix
    broken = break_move(store.path_of("g"), 5)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert "move 5" in str(caught.value)
    assert caught.value.good_moves == 4
    assert caught.value.backup is None and caught.value.backup_moves is None
    assert path.read_bytes() == broken  # the damaged file stays untouched
    opened = store.load_with_table("g", moves=4)[0]
    assert opened.record.moves == session.record.moves[:4]


def session_before_undo(session: Session, taken_back) -> Session:
    """The first two moves of ``session`` and then the move taken back (the old backup)."""
    old = new_game()
    for move in session.record.moves[:2]:
        old.play(move)
    old.play(taken_back)
    return old


def test_a_backup_of_the_same_game_holding_more_than_the_sound_moves_is_offered(store):
    session = new_game()
    for _ in range(12):
        play(store, session)
    path = store.path_of("g")
    shutil.copyfile(path, path.with_name("g.json.bak"))  # 12 moves, all real
    for _ in range(4):
        play(store, session)
    break_move(store.path_of("g"), 5)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.good_moves == 4
    assert caught.value.backup == path.with_name("g.json.bak") and caught.value.backup_moves == 12


def test_a_backup_holding_no_more_than_the_sound_moves_is_not_offered(store):
    """Moves 1-4 open from the file itself; a backup of 3 of them adds nothing."""
    session = new_game()
    for _ in range(3):
        play(store, session)
    path = store.path_of("g")
    shutil.copyfile(path, path.with_name("g.json.bak"))
    for _ in range(5):
        play(store, session)
    break_move(store.path_of("g"), 5)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.good_moves == 4 and caught.value.backup is None


def test_a_backup_of_another_game_is_not_offered_as_this_ones(store):
    """Save As over a saved game keeps the game it replaced as the backup: a different deal,
    never "an earlier copy of this game"."""
    session = new_game()
    for _ in range(8):
        play(store, session)
    other = Session.new(GAME, PLAYERS, {"scoring": True}, seed=4)
    for _ in range(10):
        other.play(GAME.legal_moves(other.state)[0])
    store.path_of("g").with_name("g.json.bak").write_bytes(saves_module.encode(other))
    break_move(store.path_of("g"), 5)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.good_moves == 4 and caught.value.backup is None


def test_renaming_a_save_that_will_not_open_keeps_its_good_backup(store):
    """Rename rewrote the save with the file it replaced as the backup: a save whose move 5 had
    been hand-edited took the place of its good backup of 12 moves, and they were lost. Rename
    changes only the name: a backup there is kept (one is made only where there is none)."""
    session = new_game()
    for _ in range(12):
        play(store, session)
    path = store.path_of("g")
    backup = path.with_name("g.json.bak")
    shutil.copyfile(path, backup)
    good_backup = backup.read_bytes()
    for _ in range(4):
        play(store, session)
    break_move(store.path_of("g"), 5)
    store.rename("g", "Sunday")
    # (the backup renamed too, s43 t2 #6: its header line only, its moves as they were)
    assert backup.read_bytes().split(b"\n", 1)[1] == good_backup.split(b"\n", 1)[1]
    assert saves_module.read_summary(backup).title == "Sunday"
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.backup == backup and caught.value.backup_moves == 12
    fresh = new_game()
    fresh.play(GAME.legal_moves(fresh.state)[0])
    store.save("h", fresh)
    store.rename("h", "Monday")  # (no backup yet: the file before the name is kept as one)
    assert store.path_of("h").with_name("h.json.bak").exists()


def test_a_backup_damaged_too_offers_its_sound_moves(store):
    """s33 t4 #6: the save's move 4 hand-edited, and the backup's move 10 cut short (a line
    ``{"kind":"dra``): the backup still holds 9 moves of the game as played, more than the save's
    3 sound ones, and is offered with them (as a save whose last line is cut opens before it)."""
    session = new_game()
    for _ in range(12):
        play(store, session)
    path = store.path_of("g")
    backup = path.with_name("g.json.bak")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[10] = '{"kind":"dra\n'
    backup.write_text("".join(lines), encoding="utf-8")
    for _ in range(4):
        play(store, session)
    break_move(store.path_of("g"), 4)
    with pytest.raises(SaveError) as caught:
        store.load("g")
    assert caught.value.good_moves == 3
    assert caught.value.backup == backup and caught.value.backup_moves == 9
    opened = store.load_with_table(backup, moves=caught.value.backup_moves)[0]
    assert opened.record.moves == session.record.moves[:9]
