"""Saved games made for the saves tests (the store's own and the start screen's): a game some moves
in, and a save whose cached summary lies."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
from pathlib import Path
from typing import Any, Sequence

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveStore


def session_of(moves: int | None, seed: int = 3, players: Sequence[str] = ("Anna", "Ben"),
               options: dict | None = None) -> Session:
    """A game of Crazy Eights (two players unless ``players`` says) ``moves`` random moves in
    (fewer where it ends first), or (None) played to its end."""
    game = get_game("crazy_eights")
    session = Session.new(game, list(players), dict(options or {}), seed=seed)
    rng = random.Random(seed)
    while not game.is_over(session.state) and (moves is None or len(session.record.moves) < moves):
        session.play(rng.choice(game.legal_moves(session.state)))
    return session


def lie_over(store: SaveStore, sid: str) -> None:
    """Edit a save's cached summary to say it is over (its moves untouched), as tester t3 did (s28)."""
    path = store.path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["summary"].update(over=True, status="Anna wins!", moves=3)
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


def other_window_plays(save_id: str) -> None:
    """Another Card Table process (the app started twice) opens the save, plays a move and saves
    it, as that window's autosave does."""
    import os
    import subprocess
    import sys

    code = ("import sys; from cardtable.store import SaveStore; s = SaveStore(); g = s.load(sys.argv[1]); "
            "g.play(g.game.legal_moves(g.state)[0]); s.save(sys.argv[1], g)")
    subprocess.run([sys.executable, "-c", code, save_id], check=True,
                   cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def other_process_lock(save, pid: int, host: str | None = None, started: str = "") -> None:
    """The lock of ``save`` as another Card Table process (``pid``) writes it."""
    from cardtable.store import locks

    locks.lock_path(save).write_text(json.dumps({"pid": pid, "host": host or locks._host(), "since": "",
                                                 "started": started, "token": "theirs"}))


def other_window_holds(save):
    """Another Card Table process (the app started twice) that has ``save`` open: it takes the
    save's lock as a window does, and holds it until a line is written to its stdin (it then
    ends, letting go, as a window closed does) or it is killed (a crash: its lock stays, stale).
    Returns the process, once it holds the lock."""
    import os
    import subprocess
    import sys

    code = ("import sys; from pathlib import Path; from cardtable.store import locks; owner = object(); "
            "held = locks.acquire(Path(sys.argv[1]), owner); print('held' if held is None else 'refused', "
            "flush=True); sys.stdin.readline()")
    child = subprocess.Popen([sys.executable, "-c", code, str(save)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert child.stdout is not None and child.stdout.readline().strip() == "held"
    return child


def let_go(child) -> None:
    """The process of :func:`other_window_holds` ends as a window closed does: its lock let go."""
    child.stdin.write("\n")
    child.stdin.flush()
    child.wait(timeout=10)


def break_move(path: Path, number: int, replaced: dict[str, Any] | None = None) -> bytes:
    """Hand-edit move ``number`` of the save at ``path`` to one the rules refuse: ``replaced``
    (the move's fields all put in its place), by default a play of the card of move 1, already on
    the discard pile. Returns the file as edited."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    entry = json.loads(lines[number])
    move = entry["move"] if "move" in entry else entry
    if replaced is None:
        first = json.loads(lines[1])
        move.update(kind="play", card=(first["move"] if "move" in first else first)["card"])
    else:
        move.clear()
        move.update(replaced)
    lines[number] = json.dumps(entry) + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    return path.read_bytes()


@contextlib.contextmanager
def unreadable(path: Path, monkeypatch):
    """``path`` may not be read: chmod 000, or (run as root, whom chmod does not stop) its opening
    refused with the PermissionError the system would give."""
    mode = path.stat().st_mode
    path.chmod(0)
    try:
        try:
            os.close(os.open(path, os.O_RDONLY))
            bites = False
        except PermissionError:
            bites = True
        if bites:
            yield
        else:
            real = os.open

            def refuse(file, flags, *args, **kwargs):
                if os.fspath(file) == os.fspath(path):
                    raise PermissionError(errno.EACCES, "Permission denied", os.fspath(file))
                return real(file, flags, *args, **kwargs)

            with monkeypatch.context() as m:
                m.setattr(os, "open", refuse)
                yield
    finally:
        path.chmod(mode)
