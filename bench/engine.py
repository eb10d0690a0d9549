"""Engine benchmark for Crazy Eights: random full games per second, legal_moves latency, and
save+load of a 300-move game. Run: ``python bench/engine.py`` (results go in docs/benchmarks.md).

The random player is the plain loop the targets were set with: pick a random legal move until
the game ends (one core, no tricks beyond the engine's own).
``python bench/engine.py --games [id ...]`` gives the same figures for other games (default: the
stops and shedding games, see ``PER_GAME``).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.core.session import Session  # noqa: E402
from cardtable.games import get_game  # noqa: E402

GAME = get_game("crazy_eights")
PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def draw_only_when_stuck(legal: list) -> list:
    """A player who never draws while holding a playable card."""
    plays = [m for m in legal if m["kind"] == "play"]
    return plays or legal


def random_games(seconds: float = 5.0, policy=None, game=None, players=PLAYERS) -> tuple[float, float]:
    """Full random 5-player games per second, and the mean number of moves per game.
    ``policy`` narrows the legal moves the random player picks from (default: all of them).
    ``game`` and ``players``: another game than Crazy Eights (see :func:`per_game`)."""
    game = game or GAME
    legal_moves, apply, is_over, setup = game.legal_moves, game.apply, game.is_over, game.setup
    games = moves = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(seed)
        state = setup(players, {}, seed)
        while not is_over(state):
            legal = legal_moves(state)
            if policy is not None:
                legal = policy(legal)
            state = apply(state, legal[rng.randrange(len(legal))]).state
            moves += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def legal_moves_latency(samples: int = 20_000, game=None, players=PLAYERS) -> tuple[float, float]:
    """Median and 99th percentile of one ``legal_moves`` call on a fresh state (not cached), in µs."""
    g = game or GAME
    states = []
    seed = 0
    while len(states) < samples:
        rng = random.Random(seed)
        state = g.setup(players, {}, seed)
        while not g.is_over(state) and len(states) < samples:
            states.append(state)
            legal = g.legal_moves(state)
            state = g.apply(state, legal[rng.randrange(len(legal))]).state
        seed += 1
    times = []
    clock = time.perf_counter_ns
    for state in states:
        state = state.replace()  # a copy without the cached moves
        t0 = clock()
        g.legal_moves(state)
        times.append(clock() - t0)
    times.sort()
    return statistics.median(times) / 1000, times[int(len(times) * 0.99)] / 1000


def save_load_300(repeats: int = 30) -> float:
    """Median time to save and load back a 300-move game, in ms (autosave writes fsync)."""
    from cardtable.store import SaveStore

    session = None
    seed = 0
    while session is None:
        s = Session.new(GAME, PLAYERS, {}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(s.state) and len(s.record.moves) < 300:
            s.play(rng.choice(GAME.legal_moves(s.state)))
        if len(s.record.moves) == 300:
            session = s
        seed += 1
    store = SaveStore(Path(tempfile.mkdtemp(prefix="cardtable-bench-")))
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        store.save("bench", session)
        loaded = store.load("bench")
        times.append(time.perf_counter() - t0)
        assert len(loaded.record.moves) == 300
    return statistics.median(times) * 1000


def main() -> None:
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores; Crazy Eights, 5 players")
    rate, length = random_games()
    print(f"full random games per second: {rate:,.0f} (mean {length:.0f} moves a game, "
          f"{1e6 / (rate * length):.2f} µs a move incl. legal_moves + choice + apply)")
    rate, length = random_games(policy=draw_only_when_stuck)
    print(f"  same, but the random player draws only when it cannot play: {rate:,.0f} games per second "
          f"(mean {length:.0f} moves a game)")
    median, p99 = legal_moves_latency()
    print(f"legal_moves: median {median:.1f} µs, p99 {p99:.1f} µs")
    print(f"save + load of a 300-move game: {save_load_300():.1f} ms (median)")


#: The stops and shedding games of issue 21, each with a player count it is written for.
PER_GAME = {
    "fan_tan": PLAYERS[:4],
    "i_doubt_it": PLAYERS[:4],
    "sweep": PLAYERS[:4],
    "twenty_one_piles": PLAYERS,
}


def per_game(names=tuple(PER_GAME), seconds: float = 5.0) -> None:
    """Random full games per second and ``legal_moves`` latency for each named game (default
    options; the random player picks uniformly among the legal moves)."""
    print(f"{'game':<18} {'players':>7} {'games/s':>9} {'moves/game':>11} {'µs/move':>8} "
          f"{'legal median':>13} {'legal p99':>10}")
    for name in names:
        game = get_game(name)
        players = PER_GAME.get(name, PLAYERS)
        rate, length = random_games(seconds, game=game, players=players)
        median, p99 = legal_moves_latency(5_000, game=game, players=players)
        print(f"{name:<18} {len(players):>7} {rate:>9,.1f} {length:>11,.0f} {1e6 / (rate * length):>8.1f} "
              f"{median:>10.1f} µs {p99:>7.1f} µs")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--games"]:
        print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores")
        per_game(sys.argv[2:] or tuple(PER_GAME))
    else:
        main()
