"""Engine benchmark for Crazy Eights: random full games per second, legal_moves latency, and
save+load of a 300-move game. Run: ``python bench/engine.py`` (results go in docs/benchmarks.md).

``python bench/engine.py hearts oh_hell euchre whist_tens`` measures those games instead (four
players): random full games per second, hands per second, and legal_moves latency.

The random player is the plain loop the targets were set with: pick a random legal move until
the game ends (one core, no tricks beyond the engine's own).
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


def random_games(seconds: float = 5.0, policy=None, game=None, players=None,
                 clock=time.perf_counter) -> tuple[float, float]:
    """Full random 5-player games per second, and the mean number of moves per game.
    ``policy`` narrows the legal moves the random player picks from (default: all of them)."""
    game = game or GAME
    players = players or PLAYERS
    legal_moves, apply, is_over, setup = game.legal_moves, game.apply, game.is_over, game.setup
    games = moves = 0
    seed = 0
    start = clock()
    while clock() - start < seconds:
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
    elapsed = clock() - start
    return games / elapsed, moves / games


def legal_moves_latency(samples: int = 20_000, game=None, players=None,
                        clock=time.perf_counter_ns) -> tuple[float, float]:
    """Median and 99th percentile of one ``legal_moves`` call on a fresh state (not cached), in µs."""
    game = game or GAME
    players = players or PLAYERS
    states = []
    seed = 0
    while len(states) < samples:
        rng = random.Random(seed)
        state = game.setup(players, {}, seed)
        while not game.is_over(state) and len(states) < samples:
            states.append(state)
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
        seed += 1
    times = []
    for state in states:
        state = state.replace()  # a copy without the cached moves
        t0 = clock()
        game.legal_moves(state)
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


def hands_per_game(game, players, games: int = 20) -> float:
    """Mean hands (deals that were scored) in a random full game."""
    hands = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = game.setup(players, {}, seed)
        while not game.is_over(state):
            legal = game.legal_moves(state)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state
        hands += len(state.history)
    return hands / games


def other_games(game_ids: list[str]) -> None:
    """Random full games per second and legal_moves latency for the games named, four players.
    Timed in the process's own CPU time, so that other work on a shared machine does not count."""
    players = PLAYERS[:4]
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores; four players, default options; "
          f"CPU time of this process (load average {os.getloadavg()[0]:.1f})")
    for game_id in game_ids:
        game = get_game(game_id)
        rate, length = random_games(game=game, players=players, clock=time.process_time)
        hands = hands_per_game(game, players)
        median, p99 = legal_moves_latency(game=game, players=players, clock=time.process_time_ns)
        print(f"{game.info.name}: {rate:,.1f} full games/s ({hands:.1f} hands, {length:.0f} moves a game; "
              f"{rate * hands:,.0f} hands/s; {1e6 / (rate * length):.1f} µs a move); "
              f"legal_moves median {median:.1f} µs, p99 {p99:.1f} µs")


def main() -> None:
    if len(sys.argv) > 1:
        other_games(sys.argv[1:])
        return
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


if __name__ == "__main__":
    main()
