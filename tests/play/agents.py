"""Computer players for the play controller's tests (``choose(observation, legal)``)."""

from __future__ import annotations

import random


class Random:
    """A computer player that plays a legal move at random, the same ones for the same ``seed``."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, observation, legal):
        return legal[self.rng.randrange(len(legal))]
