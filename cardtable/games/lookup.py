"""The default ``check`` of a game whose every move is listed, made cheap for a search (no Qt).

:meth:`Game.check <cardtable.core.game.Game.check>` looks a move up in a set of all the legal
moves, built (every move hashed) the first time a state is checked. A computer player's search
checks one move per state: comparing it with each move of the list already kept with the state
costs less. The answer is the same: the move is legal exactly when it equals one of the listed
moves; anything else gets the game's ``explain``.
"""

from __future__ import annotations

from typing import Any


def listed(game: Any, state: Any, move: Any) -> str | None:
    """Why ``move`` is refused (``game.explain``), or ``None`` if it is one of the legal moves."""
    if move in game.legal_moves(state):
        return None
    return game.explain(state, move)


class ListedCheck:
    """Mix in before :class:`~cardtable.core.game.Game` for a game that checks by look-up."""

    def check(self, state: Any, move: Any) -> str | None:
        return listed(self, state, move)
