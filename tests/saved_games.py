"""Saved games made for the saves tests (the store's own and the start screen's): a game some moves
in, and a save whose cached summary lies."""

from __future__ import annotations

import json
import random

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveStore


def session_of(moves: int | None, seed: int = 3) -> Session:
    """A two-player game of Crazy Eights ``moves`` random moves in, or (None) played to its end."""
    game = get_game("crazy_eights")
    session = Session.new(game, ["Anna", "Ben"], {}, seed=seed)
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
