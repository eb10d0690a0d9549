"""The Game protocol every rule engine implements, and the small data types around it.

A game is a stateless object; all that changes lives in a state value::

    state = game.setup(["Ann", "Bob"], {"jokers": True}, seed=7)
    moves = game.legal_moves(state)           # list[Move], plain JSON-able data
    result = game.apply(state, moves[0])       # Applied(state, events) or Refusal(reason)

States are never changed in place: ``apply`` returns a new one, so the GUI, undo and replay can
hold on to old states freely. A move that is not legal is a *value* (a :class:`Refusal` with a
sentence for the players), never an exception, and the state it was tried on is untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from collections import Counter

    from .scoresheet import ScoreSheet
    from .zones import Zone


class Move(dict):
    """One move as plain data, e.g. ``Move(kind="play", card="8H", suit="S")``.

    It *is* a dict (so it is JSON as it stands) that can also be hashed and put in sets. Treat
    it as read-only.
    """

    __slots__ = ()

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))

    @property
    def kind(self) -> str:
        return self.get("kind", "")

    def __repr__(self) -> str:
        return "Move(" + ", ".join(f"{k}={v!r}" for k, v in self.items()) + ")"


class Refusal(NamedTuple):
    """A move that was not applied, and why, in words for the players."""

    reason: str

    @property
    def ok(self) -> bool:
        return False


class Applied(NamedTuple):
    """A move that was applied: the new state and what happened, as sentences for the log."""

    state: "GameState"
    events: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return True


class OptionError(ValueError):
    """Bad players or options at set-up; the message is for the players."""


@dataclass(frozen=True)
class OptionSpec:
    """One house rule or setting offered at game set-up."""

    id: str
    label: str
    description: str
    default: Any
    choices: tuple[Any, ...] | None = None  # allowed values; None means a bool, or an int range
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any) -> Any:
        """Return ``value`` if it is allowed for this option, else raise :class:`OptionError`."""
        if self.choices is not None:
            if value not in self.choices:
                allowed = ", ".join(repr(c) for c in self.choices)
                raise OptionError(f"Option '{self.label}' must be one of {allowed}, not {value!r}.")
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise OptionError(f"Option '{self.label}' is on or off (true or false), not {value!r}.")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"Option '{self.label}' must be a whole number, not {value!r}.")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"Option '{self.label}' must be at least {self.minimum}, not {value}.")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"Option '{self.label}' must be at most {self.maximum}, not {value}.")
            return value
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the catalogue shows about a game (the registry entry)."""

    id: str
    name: str
    family: str
    min_players: int
    max_players: int
    description: str
    source: str  # rule text file and section, e.g. "003_...txt, section 'Crazy Eights'"
    options: tuple[OptionSpec, ...] = ()
    rules_page: str = ""  # file name under assets/rules/
    player_counts: tuple[int, ...] = ()  # when not every count in the range plays (5 in a Row: 2 or 4)

    def allowed_counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    def option(self, option_id: str) -> OptionSpec:
        for spec in self.options:
            if spec.id == option_id:
                return spec
        raise KeyError(option_id)

    def players_text(self) -> str:
        if self.player_counts:
            counts = [str(c) for c in self.player_counts]
            return ", ".join(counts[:-1]) + " or " + counts[-1] if len(counts) > 1 else counts[0]
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}\u2013{self.max_players}"


@dataclass(eq=False, kw_only=True)
class GameState:
    """Base for game states: plain fields, treated as immutable once built.

    Subclasses are ``@dataclass(eq=False, kw_only=True)`` too. Every field must be JSON-able
    after tuples become lists; :meth:`to_json` relies on it.
    """

    players: tuple[str, ...]
    options: dict[str, Any]
    seed: int | str
    stack: tuple[tuple[str, ...], ...] = ()
    # Computed lazily by Game.legal_moves and kept with the state; safe since states never change.
    _legal: ClassVar[list[Move] | None] = None

    def replace(self, **changes: Any) -> "GameState":
        """A copy with some fields changed (cheaper than ``dataclasses.replace``)."""
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        d.update(changes)
        d.pop("_legal", None)
        new.__dict__ = d
        return new

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (hidden cards included: this is a snapshot)."""
        return {f.name: _jsonable(getattr(self, f.name)) for f in fields(self)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


class Game:
    """Base class of every rule engine. Subclasses set :attr:`info` and implement the hooks.

    Hooks a game writes: ``new_state``, ``current_player``, ``compute_legal_moves``,
    ``perform`` (apply a move already known to be legal), ``explain`` (why a move is refused),
    ``is_over``, ``scores``, ``view``; optionally ``can_undo`` and ``score_sheet``.
    """

    info: ClassVar[GameInfo]

    # ----- set-up ---------------------------------------------------------------------------
    def setup(
        self,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        stack: Sequence[Sequence[str]] | None = None,
    ) -> GameState:
        """A new game. Raises :class:`OptionError` with a message for the players if the
        players, options or stacked deal do not fit the game."""
        names = self.check_players(players)
        opts = self.check_options(options or {})
        self.check_player_count(len(names), opts)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise OptionError(f"The seed must be a whole number or a word, not {seed!r}.")
        stacked = tuple(tuple(pile) for pile in (stack or ()))
        try:
            return self.new_state(tuple(names), opts, seed, stacked)
        except ValueError as exc:  # a stacked order that cannot be dealt
            raise OptionError(f"Cannot deal {self.info.name}: {exc}.") from None

    def check_players(self, players: Sequence[str]) -> list[str]:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise OptionError("The players must be a list of names.")
        names = []
        for i, name in enumerate(players):
            if not isinstance(name, str) or not name.strip():
                raise OptionError(f"Player {i + 1} needs a name.")
            name = name.strip()
            if len(name) > 30:
                raise OptionError(f"The name '{name[:30]}...' is too long (30 letters at most).")
            if name in names:
                raise OptionError(f"Two players are called '{name}'; give each a different name.")
            names.append(name)
        return names

    def check_player_count(self, count: int, options: dict[str, Any]) -> None:
        info = self.info
        if count not in info.allowed_counts():
            raise OptionError(
                f"{info.name} is for {info.players_text()} players, not {count}."
            )

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Fill in defaults and check every value; unknown options are refused by name."""
        if not isinstance(options, dict):
            raise OptionError("The options must be a table of names and values.")
        known = {spec.id: spec for spec in self.info.options}
        for key in options:
            if key not in known:
                raise OptionError(f"{self.info.name} has no option called '{key}'.")
        return {spec.id: spec.check(options.get(spec.id, spec.default)) for spec in self.info.options}

    # ----- the turn -------------------------------------------------------------------------
    def legal_moves(self, state: GameState) -> list[Move]:
        """Every legal move in this state (empty when the game is over). Do not modify it."""
        legal = state._legal
        if legal is None:
            legal = state._legal = self.compute_legal_moves(state)
        return legal

    def apply(self, state: GameState, move: Any) -> Applied | Refusal:
        """Apply ``move`` if it is legal; otherwise a :class:`Refusal` and ``state`` unchanged."""
        if not isinstance(move, dict):
            return Refusal("That is not a move.")
        if not isinstance(move, Move):
            move = Move(move)
        try:
            legal = move in self.legal_moves(state)
        except TypeError:  # unhashable junk inside a hand-written move
            legal = False
        if not legal:
            return Refusal(self.explain(state, move))
        return self.perform(state, move)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        """Is a game with these options played over several hands or rounds (so a running
        score sheet is worth showing beside the table)? Default: no."""
        return False

    def can_undo(self, before: GameState, move: Move) -> bool:
        """May ``move`` (played in ``before``) be taken back? Default: yes."""
        return True

    # ----- hooks ----------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> GameState:  # pragma: no cover
        raise NotImplementedError

    def current_player(self, state: GameState) -> int | None:  # pragma: no cover
        raise NotImplementedError

    def compute_legal_moves(self, state: GameState) -> list[Move]:  # pragma: no cover
        raise NotImplementedError

    def perform(self, state: GameState, move: Move) -> Applied:  # pragma: no cover
        raise NotImplementedError

    def explain(self, state: GameState, move: Move) -> str:
        return "That move is not allowed now."

    def is_over(self, state: GameState) -> bool:  # pragma: no cover
        raise NotImplementedError

    def scores(self, state: GameState) -> list[int]:  # pragma: no cover
        raise NotImplementedError

    def winners(self, state: GameState) -> list[int]:
        """Seats of the winner(s) once the game is over."""
        return []

    def zones(self, state: GameState) -> list["Zone"]:
        """Every card of the position, zone by zone, with who may see it
        (:mod:`cardtable.core.zones`). Together they hold exactly :meth:`deck_counts`."""
        raise NotImplementedError

    def deck_counts(self, state: GameState) -> "Counter[str]":
        """How many of each card the game is played with (what the zones must add up to)."""
        raise NotImplementedError

    def view(self, state: GameState, player: int | None) -> dict[str, Any]:  # pragma: no cover
        """The state as ``player`` may see it (``None``: a spectator, all hands hidden)."""
        raise NotImplementedError

    def score_sheet(self, state: GameState) -> "ScoreSheet":
        """The score sheet of this game so far (a :class:`~cardtable.core.scoresheet.ScoreSheet`).

        Built from the state alone, so it is saved with the game: the save holds the record,
        the record rebuilds the state, and the state rebuilds the sheet. The default is one row
        with :meth:`scores`; a game that keeps per-hand history in its state overrides this to
        give one row per hand, with its own columns.
        """
        from .scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        scores = tuple(self.scores(state))
        over = self.is_over(state)
        return ScoreSheet(
            title=f"{self.info.name} score sheet",
            game_name=self.info.name,
            columns=tuple(state.players),
            players=tuple(state.players),
            date=today(),
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=(ScoreRow("Final" if over else "So far",
                                                  tuple((s,) for s in scores)),)),),
            totals=scores,
            winners=tuple(self.winners(state)) if over else (),
        )

    def status(self, state: GameState) -> str:
        """One line for the status bar: whose turn and what is expected."""
        if self.is_over(state):
            return "The game is over."
        p = self.current_player(state)
        return f"{state.players[p]} to play." if p is not None else ""
