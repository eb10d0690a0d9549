"""Playing a game without Qt: who sits where, the turn driver, autosave, undo and redo, and
when the laptop must be handed over behind a curtain. The window (or a test, or a benchmark)
drives a :class:`~cardtable.play.controller.PlayController`; the table only draws what it says."""

from .controller import PlayController, Turn
from .seats import LEVELS, Agent, Level, Seat, SeatKind, computer_seat, human_seats, seats_for

__all__ = ["LEVELS", "Agent", "Level", "PlayController", "Seat", "SeatKind", "Turn", "computer_seat",
           "human_seats", "seats_for"]
