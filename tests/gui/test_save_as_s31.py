"""Nothing a family saved is lost (s31 t2 #1, #2, #20): Save As never replaces another saved game
without naming it, and never the game's own save or one open elsewhere; one save open in two
windows is said, a copy offered; an autosave never writes over a save changed on disk; and a copy
that cannot be written says why once."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveStore, locks
from cardtable.store import saves as saves_module

from saved_games import other_process_lock, other_window_plays, session_of

from .helpers import MessageBoxes, open_window


def hearts_of(moves: int) -> Session:
    game = get_game("hearts")
    session = Session.new(game, ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    rng = random.Random(5)
    while len(session.record.moves) < moves:
        session.play(rng.choice(game.legal_moves(session.state)))
    return session


def crazy_eights_played(qtbot):
    """A window playing Crazy Eights (Anna, Ben) one move in: the window, its save id and path."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=2)
    w.play(w.game.legal_moves(w.state)[0])
    return w, w.save_id, SaveStore().path_of(w.save_id)


@pytest.fixture
def chooser(monkeypatch, tmp_path):
    """Save As's file dialog, answered with the files in ``answers`` in turn (None: cancelled);
    the folders it started in are kept in ``started``."""
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr("cardtable.gui.main_window._documents_folder", lambda: documents)

    class Chooser:
        answers: list = []
        started: list = []
        options: list = []

        def __call__(self, *args):
            self.started.append(Path(args[2]))
            self.options.append(args[5] if len(args) > 5 else None)
            answer = self.answers.pop(0) if self.answers else None
            return (str(answer) if answer else "", "")

    chooser = Chooser()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chooser))
    return chooser


def test_save_as_names_the_saved_game_it_would_replace(qtbot, data_dir, monkeypatch, chooser):
    """t2 #1: "Pick (or type) hearts-20261201-180127-05a4.json → Qt asks '…already exists. Do you
    want to replace it?' → Yes. Seen: the Hearts file now holds the Rummoli game; the Hearts game
    has vanished ... Only an old hearts….json.bak with 127 of its 215 moves is left." Qt's own
    question is off; Card Table's names the game (game, players, moves), Choose another name is
    the default and opens the dialog again, and replaced, the Hearts game is kept whole as the
    backup."""
    store = SaveStore()
    hearts = hearts_of(30)
    store.save("hearts-20261201-180127-05a4", hearts)
    target = store.path_of("hearts-20261201-180127-05a4")
    before = target.read_bytes()
    boxes = MessageBoxes(monkeypatch, "Choose another name")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Grandpa", "Robo Ruby"], {}, seed=2)
    w.play(w.game.legal_moves(w.state)[0])
    chooser.answers = [target, None]
    w.save_as_dialog()
    assert chooser.options[0] == QFileDialog.Option.DontConfirmOverwrite  # (Qt's bare "replace?" is off)
    text, more, buttons = boxes.shown[0]
    assert text.startswith("\u201chearts-20261201-180127-05a4.json\u201d is your saved game: the Hearts game with "
                           "Anna, Ben, Cleo and Dev, 30 moves, saved ")
    assert text.endswith("Replace it with a copy of this Crazy Eights game?")
    assert buttons == ["Replace the Hearts game", "Choose another name"]
    assert len(chooser.started) == 2 and chooser.started[1].parent == target.parent  # asked again, there
    assert not chooser.started[1].exists()  # (a free name)
    assert target.read_bytes() == before
    # replaced: the copy is there, and the Hearts game whole in the backup
    boxes.press = "Replace the Hearts game"
    chooser.answers = [target]
    w.save_as_dialog()
    assert boxes.shown[-1][1] == ("If you replace it, that Hearts game is kept only as a backup, "
                                  "\u201chearts-20261201-180127-05a4.json.bak\u201d (Game > Open, then Open a file\u2026 with the type "
                                  "\u201cBackups of saved games\u201d, opens it).")
    assert store.load(target).game.info.id == "crazy_eights"
    assert target.with_name(target.name + ".bak").read_bytes() == before


def test_save_as_never_replaces_the_games_own_save_nor_one_open_elsewhere(qtbot, data_dir, monkeypatch, chooser):
    store = SaveStore()
    store.save("elsewhere", session_of(4))
    other_process_lock(store.path_of("elsewhere"), os.getppid(), started=locks._start_time(os.getppid()))
    boxes = MessageBoxes(monkeypatch, "OK")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=2)
    own = store.path_of(w.save_id)
    own_before, other_before = own.read_bytes(), store.path_of("elsewhere").read_bytes()
    chooser.answers = [own, store.path_of("elsewhere"), None]
    w.save_as_dialog()
    assert [b[0] for b in boxes.shown] == [
        f"\u201c{own.name}\u201d is this game's own save: Card Table saves the game there after every move "
        "already. Give the copy a name of its own.",
        "\u201celsewhere.json\u201d holds the Crazy Eights game with Anna and Ben, open in another Card Table window: "
        "a copy cannot replace it. Give the copy a name of its own."]
    assert own.read_bytes() == own_before and store.path_of("elsewhere").read_bytes() == other_before
    assert len(chooser.started) == 3


def test_a_copy_that_cannot_be_written_says_why_once(qtbot, data_dir, monkeypatch, chooser, tmp_path):
    """t2 #20: "The game could not be written to /tmp/t2/locked/game.json: it could not be written
    (Operation not permitted)." — "could not be written" twice."""
    boxes = MessageBoxes(monkeypatch, "OK")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=2)

    def refused(path, data, keep_backup=False):
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(saves_module, "atomic_write", refused)
    chooser.answers = [tmp_path / "locked" / "game.json"]
    w.save_as_dialog()
    assert boxes.shown[0][0] == (f"Cannot save the game to {tmp_path / 'locked' / 'game.json'}: you may not write "
                                 "there (choose another folder, such as your Documents).")
    assert "Saved a copy" not in w.status_text()


def test_a_save_open_in_another_window_is_said_and_a_copy_offered(qtbot, data_dir, monkeypatch):
    """t2 #2: "Start Card Table a second time ... and press Continue: the same game opens with no
    warning that it is already open." The second window says so; Cancel leaves it, Open a copy
    plays a copy saved as a new game, the first window's save untouched."""
    boxes = MessageBoxes(monkeypatch, "Cancel")
    first, sid, path = crazy_eights_played(qtbot)
    assert locks.lock_path(path).exists()
    second = open_window(qtbot)
    second.continue_latest()
    text, more, buttons = boxes.shown[0]
    assert text == ("The Crazy Eights game with Anna and Ben is open in another Card Table window. Played in two "
                    "windows, each window's moves would be saved over the other's.")
    assert buttons == ["Open a copy", "Cancel"]
    assert second.session is None
    boxes.press = "Open a copy"
    second.continue_latest()
    assert second.session is not None and second.save_id != sid and second.save_is_copy
    assert "Opened a copy, saved as a new game" in second.status_text()
    before = path.read_bytes()
    second.play(second.game.legal_moves(second.state)[0])
    assert path.read_bytes() == before
    assert len(SaveStore().load(second.save_id).record.moves) == 2
    # the first window lets go on Back to Start: the game opens in the second then
    first.back_to_start()
    assert not locks.lock_path(path).exists()
    second.open_save(sid)
    assert second.save_id == sid and len(boxes.shown) == 2


def test_a_crashed_windows_lock_does_not_hold_the_save(qtbot, data_dir, monkeypatch):
    import subprocess
    import sys

    store = SaveStore()
    store.save("crashed", session_of(3))
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    other_process_lock(store.path_of("crashed"), child.pid)
    boxes = MessageBoxes(monkeypatch, "Cancel")
    w = open_window(qtbot)
    w.open_save("crashed")
    assert w.save_id == "crashed" and boxes.shown == []
    assert json.loads(locks.lock_path(store.path_of("crashed")).read_text())["pid"] == os.getpid()
    w.close()
    assert not locks.lock_path(store.path_of("crashed")).exists()


def test_an_autosave_over_a_save_changed_on_disk_keeps_both(qtbot, data_dir, monkeypatch):
    """Whichever window moved last overwrote the other's game: the window whose save changed on
    disk since it last wrote it (here another process's window played a move in it) says so and
    saves its game as a new one; the other's stays as it was."""
    boxes = MessageBoxes(monkeypatch, "OK")
    w, sid, path = crazy_eights_played(qtbot)
    other_window_plays(sid)
    theirs = path.read_bytes()
    w.play(w.game.legal_moves(w.state)[-1])
    assert path.read_bytes() == theirs
    assert w.save_id != sid
    assert boxes.shown[0][0] == ("This Crazy Eights game's save was changed by another Card Table window or "
                                 "program since this window last saved it. So that neither is lost, both are "
                                 "kept: the game on this table is now saved as a new game, beside the other in "
                                 "the saved games list.")
    mine = SaveStore().load(w.save_id)
    assert mine.record.moves == w.session.record.moves
    assert not locks.lock_path(path).exists() and locks.lock_path(SaveStore().path_of(w.save_id)).exists()
    w.play(w.game.legal_moves(w.state)[0])  # and it goes on saving there, said once
    assert len(boxes.shown) == 1 and len(SaveStore().load(w.save_id).record.moves) == 3
