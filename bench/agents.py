"""Computer players' benchmark: win shares per game and level, and decision times.

Run: ``python bench/agents.py`` (results go in docs/benchmarks.md by hand). Options:
``--games N`` seeded games per match-up (default 200; ``--hard-games N`` for Hard's), ``--iterations N`` the Hard player's
iteration budget in the matches (default 40; see below), ``--only GAME``, ``--timing N``
Hard decisions timed at the default budget, ``--skip-hard``, ``--hero LEVEL`` and
``--villain LEVEL`` (only those match-ups), ``--matchups hero:villain,...`` (these instead of
the table), ``--seconds S`` (Hard thinks S seconds a decision in the matches, wall clock,
instead of an iteration budget), ``--first-seed N``, ``--options name=value,...`` (house-rule
options for every game played: e.g. ``--only desert_rummy --options last_meld=5``, a game short
enough for Random and Easy players to finish: they never build Desert Rummy's later melds). Bench-only levels ``cheat-medium`` and
``cheat-hard`` play on an information set whose every sample is the true state (they see every
card and the stock's order): the luck ceiling, never offered in the app. To try a variant of
the Hard player without editing it: ``--playout-noise``, ``--playout-width``,
``--playout-depth``, ``--confidence`` (the module constants of :mod:`cardtable.ai.agents`).

For each game that can re-deal hidden pieces (engine contract v2), one seat is the *hero* (the
level measured) and every other seat the *opponent* level; the hero's seat rotates with the
seed so no seat's advantage counts. The hero's **win share** is the share of games its seat is
among the winners (ties split; in a partnership game such as Euchre a team's win counts whole
for both partners, so the fair share there is one half). The **luck line** is the same figure for a Random hero among
Random opponents over the same seeds: the fair share the table gives anyone, and the yardstick
for "twice its fair share".

Time: the matches give Hard an iteration budget (``--iterations``) rather than its 1 s default
so that thousands of games finish on a 2-core machine; the decision times are then measured
separately, on positions from those games, at the app's default budget (1 s and
``DEFAULT_ITERATIONS``, whichever comes first). Every game also counts refused moves and
exceptions (there must be none).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai import Budget, InformationSet, agent_for, can_sample, information_set  # noqa: E402
from cardtable.ai.agents import DEFAULT_ITERATIONS, DEFAULT_SECONDS  # noqa: E402
from cardtable.games import catalogue  # noqa: E402

#: Seats per game in the matches: four where the game allows it without partners.
PLAYERS = {"five_in_a_row": 2}
#: House-rule options for every game played (``--options``); none: the book's game.
OPTIONS: dict[str, object] = {}
MATCHUPS = [("random", "random"), ("easy", "random"), ("medium", "random"), ("medium", "easy"),
            ("hard", "random"), ("hard", "easy"), ("hard", "medium")]


def players_for(game) -> int:
    counts = game.info.allowed_counts()
    return PLAYERS.get(game.info.id, 4 if 4 in counts else max(counts))


#: Bench-only levels that see every card (the luck ceiling): the level after "cheat-" plays on
#: an information set whose every sample is the true state. Never offered in the app.
CHEAT = "cheat-"


def cheating_set(game, state, seat: int) -> InformationSet:
    """An information set that gives the true state as its every sample (bench only)."""
    return InformationSet(game.info.id, seat, game.observation(state, seat),
                          tuple(game.legal_moves(state, seat)), lambda rng: state)


def play(game, levels: list[str], seed: int, budget: Budget, times: dict[str, list[float]],
         finals: list[list[int]] | None = None) -> list[int]:
    """One seeded game; returns the winners. Raises on a refused move (there must be none)."""
    state = game.setup([f"P{i + 1}" for i in range(len(levels))], dict(OPTIONS), seed)
    agents = [agent_for(level.removeprefix(CHEAT)) for level in levels]
    rng = random.Random(seed)
    moves = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        info = (cheating_set(game, state, seat) if levels[seat].startswith(CHEAT)
                else information_set(game, state, seat))
        started = time.perf_counter()
        move = agents[seat].choose(game, info, rng.getrandbits(32), budget)
        if len(info.legal) > 1:
            times.setdefault(levels[seat], []).append(time.perf_counter() - started)
        result = game.apply(state, move)
        if not result.ok:
            raise AssertionError(f"{game.info.id} seed {seed}: {levels[seat]} move {move} refused: {result.reason}")
        state = result.state
        moves += 1
        if moves > 50_000:
            raise AssertionError(f"{game.info.id} seed {seed}: no end")
    if finals is not None:
        finals.append(list(game.scores(state)))
    return game.winners(state)


#: The hero's final score less the others' mean, per game (sign: higher is better), from the
#: last :func:`match`: a figure with far less luck in it than the win share.
MARGINS: list[float] = []


def match(game, hero: str, villain: str, games: int, budget: Budget, times, first: int = 0) -> float:
    n = players_for(game)
    share = 0.0
    MARGINS.clear()
    try:
        sign = -1.0 if game.score_sheet(game.setup([f"P{i + 1}" for i in range(n)], dict(OPTIONS), 0)).lower_is_better else 1.0
    except Exception:  # noqa: BLE001 - no score sheet: more is better
        sign = 1.0
    for seed in range(first, first + games):
        seat = seed % n
        levels = [hero if i == seat else villain for i in range(n)]
        finals: list[list[int]] = []
        winners = play(game, levels, seed, budget, times, finals)
        scores = finals[0]
        if len(scores) == n:
            others = [x for i, x in enumerate(scores) if i != seat]
            MARGINS.append(sign * (scores[seat] - sum(others) / len(others)))
        if seat in winners:
            # a partnership's win is one win for each partner; tied winners share it
            share += 1.0 if getattr(game, "partnership", False) else 1.0 / len(winners)
    return share / games


def wilson(share: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a win share over ``games`` games."""
    if games == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * (share * (1 - share) / games + z * z / (4 * games * games)) ** 0.5 / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def timing(game, decisions: int) -> tuple[float, float, int]:
    """Hard decisions at the app's default budget on positions from Medium games: median and
    p99 seconds, and the median number of playouts."""
    agent = agent_for("hard")
    budget = Budget(seconds=DEFAULT_SECONDS, iterations=DEFAULT_ITERATIONS)
    n = players_for(game)
    out: list[float] = []
    playouts: list[int] = []
    seed = 10_000
    while len(out) < decisions:
        state = game.setup([f"P{i + 1}" for i in range(n)], dict(OPTIONS), seed)
        rng = random.Random(seed)
        step = 0
        while not game.is_over(state) and len(out) < decisions:
            seat = game.to_act(state)[0]
            info = information_set(game, state, seat)
            if len(info.legal) > 1 and step % 7 == 0:
                started = time.perf_counter()
                agent.choose(game, info, rng.getrandbits(32), budget)
                out.append(time.perf_counter() - started)
                playouts.append(agent.last_iterations)
            move = agent_for("medium").choose(game, info, rng.getrandbits(32))
            state = game.apply(state, move).state
            step += 1
        seed += 1
    out.sort()
    return statistics.median(out), out[min(len(out) - 1, int(len(out) * 0.99))], int(statistics.median(playouts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=0.0,
                        help="Hard's time budget a decision in the matches (then no iteration cap)")
    parser.add_argument("--first-seed", type=int, default=0, help="seeds first..first+games-1")
    parser.add_argument("--matchups", default="",
                        help="comma-separated hero:villain pairs instead of the default table "
                             "(levels may be 'cheat-medium', 'cheat-hard': bench-only players who see every card)")
    parser.add_argument("--only", default="")
    parser.add_argument("--options", default="", help="house-rule options, name=value,... (with --only)")
    parser.add_argument("--timing", type=int, default=40)
    parser.add_argument("--skip-hard", action="store_true")
    parser.add_argument("--hero", default="", help="only the match-ups of this level")
    parser.add_argument("--villain", default="", help="only the match-ups against this level")
    parser.add_argument("--hard-games", type=int, default=0, help="games per Hard match-up (default: --games)")
    for name in ("playout-noise", "playout-width", "playout-depth", "confidence"):
        parser.add_argument(f"--{name}", type=float, default=None, help="a Hard player variant")
    args = parser.parse_args()
    for pair in filter(None, args.options.split(",")):
        name, _, text = pair.partition("=")
        OPTIONS[name.strip()] = (int(text) if text.strip().lstrip("-").isdigit()
                                 else {"true": True, "false": False}.get(text.strip().lower(), text.strip()))
    if OPTIONS:
        print(f"options: {OPTIONS}")
    from cardtable.ai import agents as hard_module

    for name, kind in (("playout_noise", float), ("playout_width", int), ("playout_depth", int),
                       ("confidence", float)):
        value = getattr(args, name)
        if value is not None:
            setattr(hard_module, name.upper(), kind(value))
            print(f"variant: {name.upper()} = {kind(value)}")
    if args.seconds:
        budget = Budget(seconds=args.seconds, iterations=10**9)
        thinking = f"{args.seconds} s a decision"
    else:
        budget = Budget(seconds=60.0, iterations=args.iterations)
        thinking = f"{args.iterations} playouts a decision"
    matchups = ([tuple(pair.split(":")) for pair in args.matchups.split(",")] if args.matchups
                else MATCHUPS)
    print(f"Python {sys.version.split()[0]}; {args.games} games per match-up; Hard at {thinking} "
          f"in the matches; timing at {DEFAULT_SECONDS} s / {DEFAULT_ITERATIONS} playouts")
    for gid, game in sorted(catalogue(include_coming=True).items()):
        if args.only and gid != args.only:
            continue
        if not can_sample(game):
            print(f"{gid}: skipped (not yet ported to contract v2)")
            continue
        n = players_for(game)
        times: dict[str, list[float]] = {}
        print(f"\n{game.info.name}, {n} players (hero in one seat, the opponent level in the others)")
        for hero, villain in matchups:
            if (args.skip_hard and "hard" in hero) or (args.hero and hero != args.hero) \
                    or (args.villain and villain != args.villain):
                continue
            started = time.perf_counter()
            games = args.hard_games if "hard" in hero and args.hard_games else args.games
            share = match(game, hero, villain, games, budget, times, args.first_seed)
            low, high = wilson(share, games)
            margin = ""
            if len(MARGINS) > 1 and any(MARGINS):
                mean = statistics.mean(MARGINS)
                half = 1.96 * statistics.stdev(MARGINS) / len(MARGINS) ** 0.5
                margin = f"; score margin {mean:+.1f} +- {half:.1f} a game"
            print(f"  {hero:>6} vs {villain:<6}: win share {share:6.1%} over {games} games "
                  f"(95 % {low:.1%}-{high:.1%}{margin}; {time.perf_counter() - started:.0f} s)",
                  flush=True)
        for level, ts in sorted(times.items()):
            ts.sort()
            print(f"  {level} decision in the matches: median {statistics.median(ts) * 1000:.2f} ms, "
                  f"p99 {ts[int(len(ts) * 0.99)] * 1000:.2f} ms")
        if args.timing and not args.skip_hard:
            med, p99, playouts = timing(game, args.timing)
            print(f"  hard decision at the default budget: median {med:.3f} s, p99 {p99:.3f} s, "
                  f"median {playouts} playouts", flush=True)


if __name__ == "__main__":
    main()
