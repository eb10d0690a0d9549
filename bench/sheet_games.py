"""What the score sheet benchmarks share (bench/score_sheet_moves.py, bench/score_sheet_keys.py):
a game played at random to its end, whose records are then repeated up to the size measured.

``cardtable`` is imported when :func:`played` is called, not here, so that it is the checkout the
script put first on ``sys.path`` (score_sheet_moves.py's ``--root``: main, to compare)."""

from __future__ import annotations

import random
from typing import Any

NAMES = ["Anna", "Ben", "Cleo", "Dev"]


def played(game_id: str, players: int, field: str) -> tuple[Any, Any, Any]:
    """A game played at random (seeded) to its end, its final state, and the state's field that
    grows a row at a time (as the state holds it)."""
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game(game_id)
    session = Session.new(game, NAMES[:players], {}, seed=1)
    rnd = random.Random(1)
    while game.legal_moves(session.state):
        session.play(rnd.choice(game.legal_moves(session.state)))
    return game, session.state, getattr(session.state, field)
