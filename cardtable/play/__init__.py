"""Playing a game without Qt: who sits where, the turn driver, autosave, undo and redo, and
when the laptop must be handed over behind a curtain. The window (or a test, or a benchmark)
drives a :class:`~cardtable.play.controller.PlayController`; the table only draws what it says."""

from .controller import PlayController, Turn
from .seats import Agent, Seat, SeatKind, human_seats

__all__ = ["Agent", "PlayController", "Seat", "SeatKind", "Turn", "human_seats"]
