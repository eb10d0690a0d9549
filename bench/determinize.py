"""What one search sample costs: ``determinize(state, seat, rng)`` in µs on seeded mid-game
positions of every game (the seat to act samples what it cannot see, as Hard does hundreds of
times a decision), with the game's own ``zones(state)`` timed in the same loop as the baseline:
the ratio sample / zones is what a change to the sampling moved, whatever the machine's load.

Run: ``python bench/determinize.py [GAME ...]``; ``--root DIR`` measures the package of another
checkout (a worktree of an older commit), so two versions can be run side by side. Results go in
docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path


def positions(game, seeds: int = 3, every: int = 9, limit: int = 400):
    """Seeded random positions (every ``every``-th move of ``seeds`` games) with a seat to act."""
    out = []
    for seed in range(seeds):
        n = game.info.allowed_counts()[min(1, len(game.info.allowed_counts()) - 1)]
        state = game.setup([f"P{i}" for i in range(n)], {}, seed)
        rng = random.Random(seed)
        for step in range(limit):
            if game.is_over(state):
                break
            acting = game.to_act(state)
            if step % every == 0 and acting:
                out.append((state, acting[0]))
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
    return out


def measure(game, rounds: int = 5) -> tuple[float, float]:
    """Median µs of one sample and of one zones() call over the positions (best of ``rounds``)."""
    cases = positions(game)
    rng = random.Random(1)
    samples, zones = [], []
    for _ in range(rounds):
        start = time.perf_counter()
        for state, seat in cases:
            game.determinize(state, seat, rng)
        samples.append((time.perf_counter() - start) / len(cases) * 1e6)
        start = time.perf_counter()
        for state, _ in cases:
            game.zones(state)
        zones.append((time.perf_counter() - start) / len(cases) * 1e6)
    return min(samples), min(zones)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    from cardtable.games import catalogue

    games = catalogue()
    ratios = []
    print(f"{'game':24} {'sample µs':>10} {'zones µs':>9} {'ratio':>6}")
    for game_id in args.games or sorted(games):
        sample, zones = measure(games[game_id])
        ratios.append(sample / zones)
        print(f"{game_id:24} {sample:10.1f} {zones:9.1f} {sample / zones:6.1f}")
    print(f"median ratio {statistics.median(ratios):.1f}")


if __name__ == "__main__":
    main()
