"""Game records: everything needed to replay a game exactly, as JSON.

    {
      "format": "cardtable-record", "version": 1,
      "game": "crazy_eights",
      "players": ["Anna", "Ben", "Cleo"],
      "options": {"jokers": false},
      "seed": 42,
      "stack": [["7C", "KH", "..."]],
      "moves": [{"kind": "play", "card": "7D"}, {"kind": "draw"}]
    }

``stack`` is optional (see :mod:`cardtable.core.rng`); ``docs/records.md`` is the long form.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from .cards import parse_cards
from .game import Applied, Game, GameState, Move, OptionError, Refusal

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read; the message says what is wrong, for a person."""


@dataclass
class Record:
    game: str
    players: list[str]
    options: dict[str, Any]
    seed: int | str
    stack: list[list[str]] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "players": list(self.players),
            "options": dict(self.options),
            "seed": self.seed,
        }
        if self.stack:
            data["stack"] = [list(p) for p in self.stack]
        data["moves"] = [dict(m) for m in self.moves]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Check the shape of a record read from a file. Raises :class:`RecordError`."""
        if not isinstance(data, dict):
            raise RecordError("it is not a game record (expected a JSON object)")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"it is not a game record (\"format\" should be \"{RECORD_FORMAT}\")")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no version number")
        if version > RECORD_VERSION:
            raise RecordError(
                f"the record was written by a newer Card Table (record version {version}; "
                f"this one reads up to {RECORD_VERSION})"
            )
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError("the record does not say which game it is (\"game\")")
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RecordError("\"players\" must be a list of names")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("\"options\" must be a table of option names and values")
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise RecordError("\"seed\" must be a whole number or a word")
        stack_data = data.get("stack", [])
        if not isinstance(stack_data, list) or not all(isinstance(p, list) for p in stack_data):
            raise RecordError("\"stack\" must be a list of card lists, top card first")
        try:
            stack = [parse_cards(p, f"stacked shuffle {i + 1}") for i, p in enumerate(stack_data)]
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise RecordError("\"moves\" must be a list")
        for i, m in enumerate(moves):
            if not isinstance(m, dict) or not isinstance(m.get("kind"), str):
                raise RecordError(f"move {i + 1} is not a move (each needs a \"kind\")")
        return cls(game, list(players), dict(options), seed, stack, [Move(m) for m in moves])


@dataclass
class ReplayStep:
    number: int  # 1-based
    player: str  # who was to move
    move: Move
    result: Applied | Refusal


def start(record: Record, game: Game) -> GameState:
    """The starting state of a record. Raises :class:`RecordError` for bad players or options."""
    try:
        return game.setup(record.players, record.options, record.seed, record.stack)
    except OptionError as exc:
        raise RecordError(str(exc)) from None


def replay_steps(record: Record, game: Game) -> Iterator[ReplayStep]:
    """Apply the record's moves one by one; stops after the first refused move."""
    state = start(record, game)
    for i, move in enumerate(record.moves, 1):
        seat = game.current_player(state)
        who = state.players[seat] if seat is not None else "-"
        result = game.apply(state, move)
        yield ReplayStep(i, who, move, result)
        if not result.ok:
            return
        state = result.state


def replay(record: Record, game: Game) -> GameState:
    """The state after every move of the record. Raises :class:`RecordError` naming the first
    refused move and the reason."""
    state = start(record, game)
    for i, move in enumerate(record.moves, 1):
        result = game.apply(state, move)
        if not result.ok:
            raise RecordError(f"move {i} ({describe_move(move)}) is not allowed: {result.reason}")
        state = result.state
    return state


def describe_move(move: dict[str, Any]) -> str:
    """A move in a few words for messages: ``play card 8H, suit S``."""
    details = ", ".join(f"{k} {v}" for k, v in move.items() if k != "kind")
    return f"{move.get('kind')} {details}".strip()


def random_game(
    game: Game,
    players: list[str],
    options: dict[str, Any] | None = None,
    seed: int = 0,
    *,
    max_moves: int = 100_000,
    on_move: Callable[[GameState, Move, GameState], None] | None = None,
) -> tuple[Record, GameState]:
    """Play a whole game choosing uniformly among the legal moves (a seeded, repeatable
    random player). Returns the record and the final state. ``on_move(before, move, after)``
    is called after every move, for invariant checks."""
    state = game.setup(players, options or {}, seed)
    record = Record(game.info.id, list(players), dict(state.options), seed)
    rng = random.Random(seed)
    moves = record.moves
    while not game.is_over(state):
        if len(moves) >= max_moves:
            raise AssertionError(f"{game.info.id}: no end after {max_moves} moves (seed {seed})")
        legal = game.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        after = game.apply(state, move).state
        if on_move is not None:
            on_move(state, move, after)
        moves.append(move)
        state = after
    return record, state
