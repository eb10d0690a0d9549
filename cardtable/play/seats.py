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
