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
``--only`` takes a comma-separated list of game ids; ``--cap S`` stops a match-up after the game
that passes S seconds; ``--json FILE`` appends every figure to FILE (one JSON object a line) for
``bench/agents_table.py``, which writes the per-game table of docs/benchmarks.md;
``--paired`` also plays each seed with the opponent level in every seat and reports the hero's
difference from that seat's own result on the same deal.

For each game that can re-deal hidden pieces (engine contract v2), one seat is the *hero* (the
level measured) and every other seat the *opponent* level; the hero's seat rotates with the
seed so no seat's advantage counts. The hero's **win share** is the share of games its seat is
among the winners (ties split; where partners play, a team's win counts whole for each partner,
so the fair share of two teams is one half: the teams are the ones the game declares for the
game played, :meth:`Game.seat_teams`, as Euchre, Push and Hand and Foot always do and Partner
Biscuit or Fast Track with partners do when set up so). The **luck line** is the same figure for a Random hero among
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
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai import Budget, InformationSet, agent_for, can_sample, information_set  # noqa: E402
from cardtable.ai.agents import DEFAULT_ITERATIONS, DEFAULT_SECONDS  # noqa: E402
from cardtable.ai.heuristics import team_means, win_share  # noqa: E402
from cardtable.games import catalogue  # noqa: E402

#: Seats per game in the matches: four where the game allows it without partners.
PLAYERS = {"five_in_a_row": 2}
#: House-rule options for every game played (``--options``); none: the book's game.
OPTIONS: dict[str, object] = {}
#: A game's own options in the matches, under ``--options``: Rummoli ends "when the players
#: decide", and computers never decide it (they deal on until fewer than two can ante, up to
#: hundreds of rounds), so the matches play ten rounds, a family's evening.
GAME_OPTIONS: dict[str, dict[str, object]] = {"rummoli": {"rounds": 10}}


def options_for(game) -> dict[str, object]:
    return {**GAME_OPTIONS.get(game.info.id, {}), **OPTIONS}


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
         finals: list[list[int]] | None = None, teams: list[list[int] | None] | None = None) -> list[int]:
    """One seeded game; returns the winners, and appends the final scores to ``finals`` and
    the seats' teams to ``teams`` (None: everyone alone). Raises on a refused move (there must
    be none)."""
    state = game.setup([f"P{i + 1}" for i in range(len(levels))], options_for(game), seed)
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
    if teams is not None:
        teams.append(game.seat_teams(state))
    return game.winners(state)


#: The hero's final score less the others' mean, per game (sign: higher is better), from the
#: last :func:`match`: a figure with far less luck in it than the win share.
MARGINS: list[float] = []
#: With ``paired``: per seed, the hero's win (its share of it) and margin less those of the
#: same seat on the same seed when every seat plays the opponent level (the *baseline* game).
PAIRED_WINS: list[float] = []
PAIRED_MARGINS: list[float] = []
#: The baseline games' win share of the hero's seat (the fair share the same deals gave).
BASELINE: list[float] = []


def _sign(game, n: int) -> float:
    try:
        return -1.0 if game.score_sheet(game.setup([f"P{i + 1}" for i in range(n)], options_for(game), 0)).lower_is_better else 1.0
    except Exception:  # noqa: BLE001 - no score sheet: more is better
        return 1.0


def _seat_result(teams: list[int] | None, n: int, winners: list[int], scores: list[int], seat: int,
                 sign: float) -> tuple[float, float | None]:
    """The seat's share of the win (:func:`win_share`: with partners, ``teams`` as the game
    declared them, a team's win counts whole for each partner and tied teams share it; else
    tied winners share it) and its final score less the others' mean (None without scores;
    with partners each seat's score is its team's mean, as the Hard player judges its
    playouts). It read a class flag (``partnership``) that Partner Biscuit and Fast Track with
    partners do not set: their teams' wins counted as ties of two."""
    won = win_share(winners, teams, seat)
    margin = None
    if len(scores) == n:  # alone at the table (patience): the score itself
        # (the same figures where seats show their team's total: Euchre, Push)
        scores = team_means(scores, teams)
        others = [x for i, x in enumerate(scores) if i != seat]
        margin = sign * (scores[seat] - (sum(others) / len(others) if others else 0))
    return won, margin


#: How many games the last :func:`match` played (fewer than asked when its time cap ran out).
PLAYED: list[int] = [0]


def match(game, hero: str, villain: str, games: int, budget: Budget, times, first: int = 0,
          paired: bool = False, cap: float = 0.0) -> float:
    """The hero's win share over ``games`` seeded games, its seat rotating with the seed.

    ``paired`` also plays each seed with the opponent level in every seat (the same deal, the
    same stock, the same seeds for every decision until the hero's choices make the games part)
    and keeps the differences in :data:`PAIRED_WINS` and :data:`PAIRED_MARGINS`: what putting
    the hero in that seat changed, with most of the deal's luck taken out (common random
    numbers, as duplicate bridge replays a deal). ``cap`` (seconds, 0: none) stops the match
    after the game that passes it; :data:`PLAYED` says how many games were played."""
    n = players_for(game)
    share = 0.0
    started = time.perf_counter()
    PLAYED[0] = 0
    for kept in (MARGINS, PAIRED_WINS, PAIRED_MARGINS, BASELINE):
        kept.clear()
    sign = _sign(game, n)
    for seed in range(first, first + games):
        seat = seed % n
        levels = [hero if i == seat else villain for i in range(n)]
        finals: list[list[int]] = []
        teams: list[list[int] | None] = []
        winners = play(game, levels, seed, budget, times, finals, teams)
        won, margin = _seat_result(teams[0], n, winners, finals[0], seat, sign)
        share += won
        if margin is not None:
            MARGINS.append(margin)
        if paired:
            base_finals: list[list[int]] = []
            base_teams: list[list[int] | None] = []
            base_winners = play(game, [villain] * n, seed, budget, {}, base_finals, base_teams)
            base_won, base_margin = _seat_result(base_teams[0], n, base_winners, base_finals[0], seat, sign)
            BASELINE.append(base_won)
            PAIRED_WINS.append(won - base_won)
            if margin is not None and base_margin is not None:
                PAIRED_MARGINS.append(margin - base_margin)
        PLAYED[0] += 1
        if cap and time.perf_counter() - started > cap:
            break
    return share / PLAYED[0]


def mean_and_half(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % interval (normal approximation)."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.mean(values), 1.96 * statistics.stdev(values) / len(values) ** 0.5


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
        state = game.setup([f"P{i + 1}" for i in range(n)], options_for(game), seed)
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


def _write_json(path: str, record: dict) -> None:
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")


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
    parser.add_argument("--cap", type=float, default=0.0,
                        help="seconds a match-up may take: it stops after the game that passes it "
                             "(the games played are reported)")
    parser.add_argument("--json", default="", help="also append each result to this file, a JSON object a line")
    parser.add_argument("--paired", action="store_true",
                        help="also play every seed with the opponent level in every seat, and report "
                             "the hero's difference from that seat's result on the same deal")
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
        if args.only and gid not in args.only.split(","):
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
            try:
                share = match(game, hero, villain, games, budget, times, args.first_seed, args.paired,
                              args.cap)
            except AssertionError as failure:  # a refused move or a game without end: say so, go on
                print(f"  {hero:>6} vs {villain:<6}: FAILED after {PLAYED[0]} games: {failure}", flush=True)
                _write_json(args.json, {"game": gid, "players": n, "hero": hero, "villain": villain,
                                        "failed": str(failure), "games": PLAYED[0]})
                continue
            games = PLAYED[0]
            low, high = wilson(share, games)
            margin = ""
            if len(MARGINS) > 1 and any(MARGINS):
                mean, half = mean_and_half(MARGINS)
                margin = f"; score margin {mean:+.1f} +- {half:.1f} a game"
            print(f"  {hero:>6} vs {villain:<6}: win share {share:6.1%} over {games} games "
                  f"(95 % {low:.1%}-{high:.1%}{margin}; {time.perf_counter() - started:.0f} s)",
                  flush=True)
            record = {"game": gid, "players": n, "hero": hero, "villain": villain, "games": games,
                      "first_seed": args.first_seed, "share": share, "low": low, "high": high,
                      "hard_budget": thinking, "options": options_for(game), "seconds": round(time.perf_counter() - started, 1)}
            if len(MARGINS) > 1 and any(MARGINS):
                record["margin"], record["margin_half"] = mean_and_half(MARGINS)
            _write_json(args.json, record)
            if args.paired:
                diff, half = mean_and_half(PAIRED_WINS)
                line = (f"      paired with {villain} in that seat on the same deals "
                        f"({statistics.mean(BASELINE):.1%}): win share {diff:+.1%} +- {half:.1%}")
                if len(PAIRED_MARGINS) > 1:
                    mdiff, mhalf = mean_and_half(PAIRED_MARGINS)
                    line += f", score margin {mdiff:+.1f} +- {mhalf:.1f} a game"
                print(line, flush=True)
        for level, ts in sorted(times.items()):
            ts.sort()
            print(f"  {level} decision in the matches: median {statistics.median(ts) * 1000:.2f} ms, "
                  f"p99 {ts[int(len(ts) * 0.99)] * 1000:.2f} ms")
            _write_json(args.json, {"game": gid, "decisions_of": level, "count": len(ts),
                                    "median": statistics.median(ts), "p99": ts[int(len(ts) * 0.99)]})
        if args.timing and not args.skip_hard:
            med, p99, playouts = timing(game, args.timing)
            print(f"  hard decision at the default budget: median {med:.3f} s, p99 {p99:.3f} s, "
                  f"median {playouts} playouts", flush=True)
            _write_json(args.json, {"game": gid, "decisions_of": "hard at the default budget",
                                    "count": args.timing, "median": med, "p99": p99, "playouts": playouts})


if __name__ == "__main__":
    main()
