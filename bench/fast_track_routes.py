"""Fast Track's moves applied, with the route words of each move's log line ("Ben moves a blue
marble 2 holes on from blue's exit") worked out at every move as before s43 and remembered per
route as now (``fast_track.route_words``), side by side in one run, taking turns: the ratio is the
figure (the machine's load moves both alike).

    python bench/fast_track_routes.py [runs]

The states are those of games played at random (seeded) at 2, 4 and 6 players (the 4- and
6-sided boards; partners at 4 and 6, the way back when blocked, the Jack's swap); at each, every
legal move is applied, as a computer player's search does. CPU time of the thread, median of the
runs: before (the words worked out at each move), now from nothing remembered (as a new process
starts) and now as remembered. Every move's events are compared, words, kinds and data: the same
from both.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.games import fast_track, get_game  # noqa: E402

TABLES = ((2, {}), (4, {"back_when_blocked": True}), (4, {"partners": True}), (6, {}),
          (6, {"partners": True, "jack_swap": True}))
NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid"]


def positions(seeds: int = 4, most: int = 400) -> list:
    """(state, its legal moves) along games played at random."""
    game = get_game("fast_track")
    out = []
    for players, options in TABLES:
        spec = {o.id for o in game.info.options}
        options = {k: v for k, v in options.items() if k in spec}
        for seed in range(seeds):
            state = game.setup(NAMES[:players], options, seed)
            rnd = random.Random(seed)
            for _ in range(most):
                legal = game.legal_moves(state)
                if not legal or game.is_over(state):
                    break
                out.append((state, legal))
                state = game.apply(state, rnd.choice(legal)).state
    return out


def applied_all(game, states) -> float:
    t0 = time.thread_time()
    for state, legal in states:
        for move in legal:
            game.apply(state, move)
    return time.thread_time() - t0


def before(src, dest, sides, colours=None, back=False) -> str:
    """The words worked out at every move, as before s43."""
    return fast_track._route_words(src, dest, sides, colours, back)


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    game = get_game("fast_track")
    now = fast_track.route_words
    fast_track.route_words = before  # (the positions played without remembering)
    states = positions()
    fast_track.route_words = now
    moves = sum(len(legal) for _, legal in states)
    times: dict[str, list[float]] = {"before": [], "cold": [], "warm": []}
    for _ in range(runs):
        fast_track.route_words = before
        times["before"].append(applied_all(game, states))
        fast_track.route_words = now
        fast_track._routes.clear()
        times["cold"].append(applied_all(game, states))
        times["warm"].append(applied_all(game, states))
    old, cold, warm = (statistics.median(times[k]) for k in ("before", "cold", "warm"))
    print(f"{len(states)} positions, {moves} moves applied; {len(fast_track._routes)} routes remembered")
    print(f"every move applied: before {old * 1000:.0f} ms, now {cold * 1000:.0f} ms from nothing remembered "
          f"({cold / old:.2f}), {warm * 1000:.0f} ms as remembered ({warm / old:.2f}); "
          f"a move {old / moves * 1e6:.1f} -> {cold / moves * 1e6:.1f} / {warm / moves * 1e6:.1f} µs")
    differ = 0
    for state, legal in states:
        for move in legal:
            fast_track.route_words = before
            a = game.apply(state, move).events
            fast_track.route_words = now
            b = game.apply(state, move).events
            if [(str(e), e.kind, e.data) for e in a] != [(str(e), e.kind, e.data) for e in b]:
                differ += 1
    print(f"the same events (words, kinds, data) from both: {moves - differ} of {moves} moves")
    return 0 if not differ else 1


if __name__ == "__main__":
    sys.exit(main())
