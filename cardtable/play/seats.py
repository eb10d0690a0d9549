"""Who sits at each seat: a person at the laptop, or a computer player.

A computer seat carries an :class:`Agent` (the computer-players issue supplies them): it is asked
for a move with the seat's observation and legal moves only, never the full state.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol, Sequence

from ..core.game import Move


class SeatKind(Enum):
    HUMAN = "human"
    COMPUTER = "computer"


class Agent(Protocol):
    """A computer player: picks one of ``legal`` knowing only ``observation`` (what its seat may
    see, :meth:`Game.observation`)."""

    def choose(self, observation: dict[str, Any], legal: Sequence[Move]) -> Move: ...

    # Optional: ``call_out(observation, moves) -> Move | None``, whether the seat calls out one
    # of ``moves`` (the game's ``called_out`` kinds) while another is to move; an agent without
    # it never calls.


@dataclass(frozen=True)
class Seat:
    name: str
    kind: SeatKind = SeatKind.HUMAN
    agent: Agent | None = None

    def __post_init__(self) -> None:
        if self.kind is SeatKind.COMPUTER and self.agent is None:
            raise ValueError(f"the computer seat {self.name!r} needs an agent")

    @property
    def human(self) -> bool:
        return self.kind is SeatKind.HUMAN


def human_seats(names: Sequence[str]) -> tuple[Seat, ...]:
    """Everybody at the laptop (today's pass-and-play)."""
    return tuple(Seat(name) for name in names)


#: The computer levels a seat may have (cardtable.ai's agents; "random" is for benchmarks).
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Level:
    """The agent of a computer seat whose owner thinks elsewhere: the window hands each
    decision to :class:`cardtable.ai.service.ComputerPlayerService` (a worker process, with the
    game's record, so the agent sees only the seat's information set). ``choose`` is therefore
    not used by the window; called directly it says so."""

    level: str

    def choose(self, observation: dict[str, Any], legal: Sequence[Move]) -> Move:
        raise RuntimeError(f"a {self.level} computer player thinks in the computer players' service")

    def call_out(self, observation: dict[str, Any], moves: Sequence[Move]) -> Move | None:
        raise RuntimeError(f"a {self.level} computer player thinks in the computer players' service")


def computer_seat(name: str, level: str) -> Seat:
    if level not in LEVELS:
        raise ValueError(f"no computer level called {level!r} (known: {', '.join(LEVELS)})")
    return Seat(name, SeatKind.COMPUTER, Level(level))


def seats_for(names: Sequence[str], levels: Sequence[str] | None) -> tuple[Seat, ...]:
    """A seat per name: a computer of ``levels[i]`` where that is a level, else a human."""
    levels = list(levels or [])
    return tuple(computer_seat(name, levels[i]) if i < len(levels) and levels[i] in LEVELS else Seat(name)
                 for i, name in enumerate(names))
