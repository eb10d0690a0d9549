"""Computer players for the play controller's tests (``choose(observation, legal)``), and a step
of random play at the table."""

from __future__ import annotations

import random


class Random:
    """A computer player that plays a legal move at random, the same ones for the same ``seed``."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, observation, legal):
        return legal[self.rng.randrange(len(legal))]


def random_step(ctl, rng) -> int | None:
    """One step of play on the controller ``ctl`` (its curtain, if up, lifted by the caller):
    a computer's move if one is to move, else a move chosen with ``rng`` for the first seat to
    act. Returns that seat, None where a computer moved."""
    if ctl.step_computers(limit=1):
        return None
    seat = ctl.to_act()[0]
    legal = ctl.legal(seat)
    ctl.play(legal[rng.randrange(len(legal))])
    return seat
