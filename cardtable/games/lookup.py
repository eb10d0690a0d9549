"""The default ``check`` of a game whose every move is listed, made cheap for a search (no Qt).

:meth:`Game.check <cardtable.core.game.Game.check>` looks a move up in a set of all the legal
moves, built (every move hashed) the first time a state is checked. A computer player's search
checks one move per state: comparing it with each move of the list already kept with the state
costs less. The answer is the same: the move is legal exactly when it equals one of the listed
moves; anything else gets the game's ``explain``.
"""

from __future__ import annotations

from typing import Any


def is_listed(state: Any, move: Any) -> bool:
    """Is ``move`` one of the legal moves already listed for ``state`` (kept with it by
    ``legal_moves``)? A game that judges moves by rule answers these at once: every move it
    offers is legal (the contract test checks it), so only other moves need the rules."""
    legal = state.__dict__.get("_legal")
    return legal is not None and move in legal


def listed(game: Any, state: Any, move: Any) -> str | None:
    """Why ``move`` is refused (``game.explain``), or ``None`` if it is one of the legal moves."""
    if move in game.legal_moves(state):
        return None
    return game.explain(state, move)


class ListedCheck:
    """Mix in before :class:`~cardtable.core.game.Game` for a game that checks by look-up."""

    def check(self, state: Any, move: Any) -> str | None:
        return listed(self, state, move)


class KeptMoves(dict):
    """Moves made once and kept, by a key the game chooses (a seat and a card, say): a search
    lists the same discard moves state after state, and a :class:`Move` (a frozen dict) costs
    more to build than to look up. Moves are read-only, so sharing them is safe.

    ``moves(key, lambda: Move(kind="discard", seat=seat, card=card))``."""

    def __call__(self, key: Any, make: Any) -> Any:
        move = self.get(key)
        if move is None:
            if len(self) > 50_000:  # keys from junk states must not grow it for ever
                self.clear()
            move = self[key] = make()
        return move
