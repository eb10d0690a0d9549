"""Two helpers that make a game's moves cheap for a computer player's search (no Qt).

* :func:`is_listed`: a game that judges moves by rule accepts at once a move it listed itself
  (every move it offers is legal: the contract test checks it), so only other moves need its
  rules. (A game whose every move is listed needs nothing: :meth:`Game.check
  <cardtable.core.game.Game.check>` compares the move with the listed ones.)
* :class:`KeptMoves`: moves made once and shared between states.
"""

from __future__ import annotations

from typing import Any


def is_listed(state: Any, move: Any) -> bool:
    """Is ``move`` one of the legal moves already listed for ``state`` (kept with it by
    ``legal_moves``)? A game that judges moves by rule answers these at once: every move it
    offers is legal (the contract test checks it), so only other moves need the rules."""
    legal = state.__dict__.get("_legal")
    return legal is not None and move in legal


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
