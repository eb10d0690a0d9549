"""What a computer player is given: an information set, never the state.

The play controller (or the worker process) holds the true state and builds an
:class:`InformationSet` for the seat to act. The agent can read the seat's
``observation`` and ``legal`` moves, and ask for ``sample(rng)``: a full state the seat
cannot tell from the real one (the game's ``determinize``: every piece hidden from the seat
re-dealt at random, a fresh seed so later shuffles are unknown too). That is the only way a
state reaches an agent, so an agent cannot peek, whatever its code does with the samples.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Collection

from ..core.game import Game, GameState, Move


@dataclass(frozen=True)
class InformationSet:
    """The seat's view of the position, and a way to draw positions consistent with it."""

    game_id: str
    seat: int
    observation: dict[str, Any]
    legal: tuple[Move, ...]
    # Captures the true state; kept out of repr and comparisons so it never shows up by accident.
    _sampler: Callable[[random.Random], GameState] = field(repr=False, compare=False)

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with :attr:`observation` (hidden pieces at random)."""
        return self._sampler(rng)


def information_set(game: Game, state: GameState, seat: int,
                    people: Collection[int] | None = None) -> InformationSet:
    """Built on the controller's side, where the true state lives. ``people``: the people's
    seats, the only ones a move may ask to answer aloud (``Game.asks_aloud``: a computer asked
    a question could only skip it); ``None``: every seat counts as a person."""

    def sample(rng: random.Random) -> GameState:
        return game.determinize(state, seat, rng)

    legal = game.asking_people_only(game.legal_moves(state, seat), people)
    chosen = game.computer_choices(legal)  # (never the family's choices)
    # nor a move that can never help it (at any level: Easy's random half too)
    chosen = [m for m in chosen if not game.never_helps(state, seat, m)] or chosen
    return InformationSet(game.info.id, seat, game.observation(state, seat), tuple(chosen), sample)


def can_sample(game: Game) -> bool:
    """Whether the game can re-deal hidden pieces (it writes ``with_zones``, contract v2)."""
    return type(game).with_zones is not Game.with_zones


def call_out_set(game: Game, state: GameState, seat: int) -> InformationSet:
    """What a computer seat is given when asked whether it calls out a move while another is
    to move (the game's ``called_out`` kinds: 10 Dime Rummy's "Buy out of turn"): its
    observation, and as ``legal`` only the moves it may call out."""

    def sample(rng: random.Random) -> GameState:
        return game.determinize(state, seat, rng)

    calls = tuple(m for m in game.legal_moves(state, seat)
                  if m.kind in game.called_out and game.seat_of(state, m) == seat)
    return InformationSet(game.info.id, seat, game.observation(state, seat), calls, sample)
