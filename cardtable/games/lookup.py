"""Two helpers that make a game's moves cheap for a computer player's search (no Qt).

* :func:`is_listed`: a game that judges moves by rule accepts at once a move it listed itself
  (every move it offers is legal: the contract test checks it), so only other moves need its
  rules. (A game whose every move is listed needs nothing: :meth:`Game.check
  <cardtable.core.game.Game.check>` compares the move with the listed ones.)
* :class:`KeptMoves`: moves made once and shared between states.
* :class:`MoveTable`: the same for moves of one shape (one seat's discards, say), where a list
  of them is looked up at once with ``map(table.__getitem__, keys)``.
"""

from __future__ import annotations

from typing import Any, Callable


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


class MoveTable(dict):
    """Moves of one shape made once and kept by a key (a card; a card and a meld): a move is
    made by ``make(key)`` the first time its key is asked for. Unlike :class:`KeptMoves` the
    caller builds no closure per move, and a key already kept is found without leaving C, so a
    list of moves is cheap: ``moves.extend(map(table.__getitem__, cards))``. Moves are
    read-only, so sharing them is safe.

    ``discards = MoveTable(lambda card: Move(kind="discard", seat=0, card=card))``."""

    def __init__(self, make: Callable[[Any], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Any:
        if len(self) > 50_000:  # keys from junk states must not grow it for ever
            self.clear()
        move = self[key] = self.make(key)
        return move
