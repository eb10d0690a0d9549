"""What Hard's search costs a playout: Hard decisions (400 playouts, no time limit) on seeded
positions from Medium games of every game, in ms a playout. Hard stops at whichever of its
budgets (1 s or 400 playouts) comes first, so where a playout costs more than 2.5 ms the clock
binds and a cheaper playout is a stronger player in the app.

Run: ``python bench/playouts.py [GAME ...]``; ``--root DIR`` measures the package of another
checkout (a worktree of an older commit). ``--against DIR`` runs both side by side, alternating
run by run (the fastest of ``--repeat`` runs counts), and prints the ratio new / old, so the
machine's load cancels out. CPU time, each run in a fresh interpreter. Results go in
docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def positions(game, count: int, every: int = 23):
    """``count`` decisions with a choice (every ``every``-th move of seeded Medium games)."""
    from cardtable.ai import agent_for, information_set

    counts = game.info.allowed_counts()
    n = 4 if 4 in counts else counts[min(1, len(counts) - 1)]
    cases, seed = [], 10_000
    medium = agent_for("medium")
    while len(cases) < count:
        state = game.setup([f"P{i}" for i in range(n)], {}, seed)
        rng = random.Random(seed)
        step = 0
        while not game.is_over(state) and len(cases) < count and step < 3000:
            seat = game.to_act(state)[0]
            info = information_set(game, state, seat)
            if len(info.legal) > 1 and step % every == 0:
                cases.append((info, rng.getrandbits(32)))
            state = game.apply(state, medium.choose(game, info, rng.getrandbits(32))).state
            step += 1
        seed += 1
    return cases


def measure(game_id: str, decisions: int) -> tuple[float, int]:
    """ms a playout over ``decisions`` Hard decisions of 400 playouts, and the playouts done."""
    from cardtable.ai import Budget, agent_for
    from cardtable.games import catalogue

    game = catalogue()[game_id]
    cases = positions(game, decisions)
    hard = agent_for("hard")
    budget = Budget(seconds=1e9, iterations=400)
    done = 0
    start = time.process_time()
    for info, seed in cases:
        hard.choose(game, info, seed, budget)
        done += hard.last_iterations
    return (time.process_time() - start) / max(1, done) * 1e3, done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--root", default=str(HERE))
    parser.add_argument("--against", default="", help="another checkout, run side by side")
    parser.add_argument("--decisions", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each side, alternating (the fastest counts)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # a child run
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    if args.one:
        ms, done = measure(args.games[0], args.decisions)
        print(f"{ms} {done}")
        return
    from cardtable.games import catalogue

    ids = args.games or sorted(catalogue())

    def run(root: str, game_id: str) -> tuple[float, int]:
        # a fresh interpreter for each: no cache of one version warms the other's
        out = subprocess.run([sys.executable, __file__, "--one", "--root", root, "--decisions",
                              str(args.decisions), game_id], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": "0"})
        ms, done = out.stdout.split()
        return float(ms), int(done)

    ratios = []
    if args.against:
        print(f"{'game':24} {'ms a playout':>12} {'before':>8} {'ratio':>6} {'playouts':>9}")
    else:
        print(f"{'game':24} {'ms a playout':>12} {'playouts':>9}")
    for game_id in ids:
        runs, old_runs = [], []
        for _ in range(args.repeat):
            runs.append(run(args.root, game_id))
            if args.against:
                old_runs.append(run(args.against, game_id))
        ms, done = min(runs)
        if args.against:
            old, old_done = min(old_runs)
            ratios.append(ms / old)
            same = "" if done == old_done else f" (before {old_done})"
            print(f"{game_id:24} {ms:12.2f} {old:8.2f} {ms / old:6.2f} {done:9d}{same}", flush=True)
        else:
            print(f"{game_id:24} {ms:12.2f} {done:9d}", flush=True)
    if ratios:
        print(f"median ratio {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
