"""The Hard player stops its search once one candidate is left (s30): the same move as the
search that played that candidate on alone to the playout cap, sooner. Run from a worktree:
``python bench/hard_stops.py [--root REV] [--iterations N] [--positions N] [games...]``.

Seeded positions of each game (random play from ``new_random_game``, every fifth position with
a choice), the seat to act asked by the Hard player of ``REV`` (default ``main``: its
``cardtable/ai/agents.py`` loaded beside this tree's) and by this tree's, with the same seed
and an iteration budget only (no time limit, so the choice depends on the seed alone). Prints,
per game, the positions compared, the moves that differ (must be 0), the playouts and the CPU
seconds of each (the two asked in turn first: a game's memo, as Spider's, helps the second)."""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import cardtable.ai  # noqa: E402
from cardtable.ai import Budget, information_set  # noqa: E402
from cardtable.ai.agents import HardAgent  # noqa: E402
from cardtable.games import catalogue  # noqa: E402

from games.contract import new_random_game  # noqa: E402

GAMES = ("hearts", "gin_rummy", "crazy_eights", "euchre", "spider", "hand_and_foot")


def agents_of(rev: str):
    """``cardtable/ai/agents.py`` as it is at ``rev``, loaded as a module of this package."""
    text = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:cardtable/ai/agents.py"],
                          check=True, capture_output=True, text=True).stdout
    name = "cardtable.ai._agents_before"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "cardtable.ai"
    sys.modules[name] = module
    exec(compile(text, f"{rev}:agents.py", "exec"), module.__dict__)
    return module


def positions(game, count: int, every: int = 5):
    seed = 0
    found = 0
    while found < count:
        state, rng = new_random_game(game, 2000 + seed)
        step = 0
        while not game.is_over(state) and found < count:
            legal = game.legal_moves(state)
            seat = game.to_act(state)[0]
            if step % every == 0 and len(game.legal_moves(state, seat)) > 1:
                found += 1
                yield state, seat, seed * 1000 + step
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
            step += 1
        seed += 1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default="main")
    parser.add_argument("--iterations", type=int, default=120)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--width", type=int, default=4, help="candidates (the app: 16)")
    parser.add_argument("--depth", type=int, default=30, help="playout moves (the app: 60)")
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    Before = agents_of(args.root).HardAgent
    games = catalogue(include_coming=True)
    budget = Budget(seconds=1e9, iterations=args.iterations)
    total = differ = 0
    print(f"{'game':<16}{'positions':>10}{'differ':>8}{'playouts before':>17}{'after':>8}"
          f"{'CPU s before':>14}{'after':>8}")
    for gid in args.games:
        game = games[gid]
        row = [0, 0, 0, 0, 0.0, 0.0]
        for state, seat, seed in positions(game, args.positions):
            info = information_set(game, state, seat)
            chosen: list = [None, None]
            agents = (Before(depth=args.depth, width=args.width), HardAgent(depth=args.depth, width=args.width))
            # in turn first: the second finds the answers the first kept (Spider's search memo)
            for k in ((0, 1) if row[0] % 2 == 0 else (1, 0)):
                t = time.process_time()
                chosen[k] = agents[k].choose(game, info, seed, budget)
                row[4 + k] += time.process_time() - t
                row[2 + k] += agents[k].last_iterations
            row[0] += 1
            row[1] += chosen[0] != chosen[1]
        total += row[0]
        differ += row[1]
        print(f"{gid:<16}{row[0]:>10}{row[1]:>8}{row[2]:>17}{row[3]:>8}{row[4]:>14.1f}{row[5]:>8.1f}",
              flush=True)
    print(f"{total} positions, {differ} choices differ")
    assert cardtable.ai and differ == 0


if __name__ == "__main__":
    main()
