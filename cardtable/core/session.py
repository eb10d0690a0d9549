"""A game being played: the record so far, the states it went through, and undo.

The GUI and the store both work through a :class:`Session`; neither touches a state's fields.
"""

from __future__ import annotations

from typing import Any, Sequence

from .game import Applied, Game, GameState, Move, Refusal
from .records import Record, RecordError, start


class Session:
    """One game in progress. ``history[i]`` is the state after ``i`` moves."""

    def __init__(self, game: Game, record: Record, history: list[GameState]):
        self.game = game
        self.record = record
        self.history = history

    @classmethod
    def new(
        cls,
        game: Game,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        stack: Sequence[Sequence[str]] | None = None,
    ) -> "Session":
        """Start a game; raises ``OptionError`` (a message for the players) for bad set-up."""
        state = game.setup(players, options or {}, seed, stack)
        record = Record(game.info.id, list(state.players), dict(state.options), seed,
                        [list(p) for p in state.stack])
        return cls(game, record, [state])

    @classmethod
    def from_record(cls, record: Record, game: Game) -> "Session":
        """Replay a record; raises :class:`RecordError` at the first move that is refused."""
        state = start(record, game)
        history = [state]
        for i, move in enumerate(record.moves, 1):
            result = game.apply(state, move)
            if not result.ok:
                raise RecordError(f"move {i} is not allowed: {result.reason}")
            state = result.state
            history.append(state)
        return cls(game, record, history)

    @property
    def state(self) -> GameState:
        return self.history[-1]

    def play(self, move: Move | dict) -> Applied | Refusal:
        """Apply a move for the player whose turn it is; a refusal changes nothing."""
        result = self.game.apply(self.state, move)
        if result.ok:
            self.record.moves.append(Move(move))
            self.history.append(result.state)
        return result

    def undo_refusal(self) -> str | None:
        """Why the last move cannot be taken back, or ``None`` if it can."""
        if not self.record.moves:
            return "There is nothing to undo."
        if not self.game.can_undo(self.history[-2], self.record.moves[-1]):
            return "The last move showed a card that was hidden, so it cannot be taken back."
        return None

    def undo(self) -> str | None:
        """Take back the last move. Returns ``None`` on success, else the reason it cannot."""
        reason = self.undo_refusal()
        if reason is None:
            self.record.moves.pop()
            self.history.pop()
        return reason
