"""Hand and Foot Canasta's legal moves: an exact equivalence check for a faster
``compute_legal_moves``, and its cost side by side with an older checkout.

Positions: every position of seeded whole games (2, 4 and 6 players, with and without the
sevens rule), played by the random player, by Medium, and by Medium with one move in five at
random (a mix, for the odd positions neither reaches alone), and every fifth of them also as a
computer player's sample of it (``determinize`` from a random seat: the states a search plays).
The legal moves are computed afresh on each (never the ones kept with the state), in order:
the random player and the search's playouts pick from the list by index.

* ``python bench/hand_and_foot_legal.py --record FILE [--games N]``: write each position's
  moves (JSON) to ``FILE`` (run it on the code before a change).
* ``python bench/hand_and_foot_legal.py --check FILE``: the same positions with the code as it
  is now; every list must be equal, order included (the positions are made by the code itself,
  so a difference also shows as a game that goes another way).
* ``python bench/hand_and_foot_legal.py --against DIR [--repeat 7]``: this checkout and the one
  in ``DIR`` (a worktree of an older commit), alternating run by run, each run in a fresh
  interpreter: µs a ``compute_legal_moves`` call over the positions Hard's playouts ask about
  (two decisions of 200 playouts) and over the positions of ``--games`` games as above, CPU ms
  of the first round of seeded four-player Medium games, and Hard's playouts a CPU second on
  the positions ``bench/playouts.py`` uses. Medians of the runs and of the per-run ratios
  new / old, with their spread (lowest and highest ratio).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
GAME_ID = "hand_and_foot"
PLAYERS = (2, 4, 6)
STYLES = ("random", "medium", "mixed")


def positions(games: int, samples_every: int = 5, max_moves: int = 4000):
    """(label, state) for every position of ``games`` seeded whole games, and a search's sample
    of every ``samples_every``-th of them."""
    from cardtable.ai import agent_for, information_set
    from cardtable.games import catalogue

    game = catalogue()[GAME_ID]
    medium = agent_for("medium")
    for seed in range(games):
        n = PLAYERS[seed % len(PLAYERS)]
        style = STYLES[(seed // len(PLAYERS)) % len(STYLES)]
        options = {"sevens": bool(seed // (len(PLAYERS) * len(STYLES)) % 2)}
        rng = random.Random(f"hand_and_foot_legal/{seed}")
        state = game.setup([f"P{i}" for i in range(n)], options, seed)
        for step in range(max_moves):
            yield f"{seed}/{step}", state
            if step % samples_every == 0:
                seat = rng.randrange(n)
                yield f"{seed}/{step}/sample{seat}", game.determinize(state, seat, random.Random(rng.random()))
                if state.phase == "play":
                    yield from endings(f"{seed}/{step}", state)
            if game.is_over(state):
                break
            legal = game.legal_moves(state)
            if style == "random" or (style == "mixed" and rng.random() < 0.2):
                move = legal[rng.randrange(len(legal))]
            else:
                seat = game.to_act(state)[0]
                move = medium.choose(game, information_set(game, state, seat), rng.getrandbits(32))
            state = game.apply(state, move).state


#: Closed canastas of every kind, a canasta of 7s among them: a team with these may go out.
DONE = (("K", ("KS",) * 7), ("7", ("7S",) * 6 + ("2S",)), ("W", ("JK",) * 7))


def endings(label: str, state):
    """Made-up variants of a position in play that random and Medium games seldom reach: the
    player in their foot with one to four cards of their hand left, or with six black threes,
    with the team's melds as they are and with every canasta needed to go out added."""
    seat = state.turn
    team = seat % 2
    in_foot = state.in_foot[:seat] + (True,) + state.in_foot[seat + 1:]
    for done, melds in (("", state.melds), ("/done", state.melds + tuple((team, r, c) for r, c in DONE))):
        for hand in [state.hands[seat][:k] for k in (1, 2, 3, 4)] + [("3S", "3C") * 3, ("3S", "3C", "4S") * 2]:
            hands = state.hands[:seat] + (hand,) + state.hands[seat + 1:]
            yield f"{label}/foot{''.join(hand)}{done}", state.replace(hands=hands, in_foot=in_foot, melds=melds)


def listing(games: int) -> dict:
    """Each position's legal moves as JSON text, and counts of what the positions cover."""
    from cardtable.games import catalogue

    game = catalogue()[GAME_ID]
    moves: dict[str, str] = {}
    phases: dict[str, int] = {}
    kinds: dict[str, int] = {}
    in_foot = 0
    for label, state in positions(games):
        legal = game.compute_legal_moves(state)  # afresh: not the list kept with the state
        moves[label] = json.dumps(legal)
        phases[state.phase] = phases.get(state.phase, 0) + 1
        for move in legal:
            kinds[move["kind"]] = kinds.get(move["kind"], 0) + 1
        in_foot += state.phase == "play" and state.in_foot[state.turn]
    return {"games": games, "positions": len(moves), "phases": phases, "kinds": kinds,
            "playing_from_the_foot": in_foot, "moves": moves}


def compare(recorded: dict, now: dict) -> list[str]:
    """The labels whose moves differ (or are only on one side)."""
    old, new = recorded["moves"], now["moves"]
    return sorted(label for label in old.keys() | new.keys() if old.get(label) != new.get(label))


# ----- timing ------------------------------------------------------------------------------
def searched_positions(decisions: int = 2, playouts: int = 200) -> list:
    """The positions whose legal moves Hard's playouts ask for, in ``decisions`` decisions of
    ``playouts`` playouts on ``bench/playouts.py``'s positions."""
    from cardtable.ai import Budget, agent_for
    from cardtable.games import catalogue

    sys.path.insert(1, str(HERE / "bench"))
    from playouts import positions as hard_positions

    game = catalogue()[GAME_ID]
    kind = type(game)
    listing = kind.compute_legal_moves
    seen = []

    def noting(self, state):
        seen.append(state.replace())  # a copy keeps no list of moves
        return listing(self, state)

    kind.compute_legal_moves = noting
    try:
        for info, seed in hard_positions(game, decisions):
            agent_for("hard").choose(game, info, seed, Budget(seconds=1e9, iterations=playouts))
    finally:
        kind.compute_legal_moves = listing
    return seen


def time_legal(games: int) -> tuple[float, float]:
    """µs a ``compute_legal_moves`` call over the positions Hard's playouts ask about, and over
    the positions of ``games`` games (:func:`positions`; CPU time, the fastest of three passes)."""
    return time_calls(searched_positions()), time_calls([state for _, state in positions(games)])


def time_calls(states: list) -> float:
    from cardtable.games import catalogue

    game = catalogue()[GAME_ID]
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for state in states:
            game.compute_legal_moves(state)
        best = min(best, time.process_time() - start)
    return best / len(states) * 1e6


def time_medium_round(deals: int) -> float:
    """CPU ms of the first round of a four-player Medium game, the median of ``deals`` deals."""
    from cardtable.ai import agent_for, information_set
    from cardtable.games import catalogue

    game = catalogue()[GAME_ID]
    medium = agent_for("medium")
    times = []
    for seed in range(deals):
        rng = random.Random(seed)
        start = time.process_time()
        state = game.setup([f"P{i}" for i in range(4)], {}, seed)
        while state.round_no == 1 and not game.is_over(state) and state.phase != "round_over":
            seat = game.to_act(state)[0]
            state = game.apply(state, medium.choose(game, information_set(game, state, seat),
                                                    rng.getrandbits(32))).state
        times.append(time.process_time() - start)
    return statistics.median(times) * 1e3


def time_hard(decisions: int) -> tuple[float, int]:
    """Hard's playouts a CPU second, deciding at 400 playouts on ``bench/playouts.py``'s
    positions (from the checkout measured), and the playouts done."""
    sys.path.insert(1, str(HERE / "bench"))
    from playouts import measure

    ms_each, done = measure(GAME_ID, decisions)
    return 1e3 / ms_each, done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=0, help="games of positions (default 180; 24 timing)")
    parser.add_argument("--record", default="")
    parser.add_argument("--check", default="")
    parser.add_argument("--root", default=str(HERE))
    parser.add_argument("--against", default="", help="an older checkout, timed side by side")
    parser.add_argument("--repeat", type=int, default=7, help="runs of each side, alternating")
    parser.add_argument("--deals", type=int, default=12, help="Medium rounds timed a run")
    parser.add_argument("--decisions", type=int, default=3, help="Hard decisions timed a run")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # a child run
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    if args.one:
        legal, legal_games = time_legal(args.games or 24)
        medium = time_medium_round(args.deals)
        hard, done = time_hard(args.decisions)
        print(json.dumps({"legal_us": legal, "legal_games_us": legal_games, "medium_ms": medium, "hard_per_s": hard,
                          "playouts": done}))
        return
    if args.record or args.check:
        start = time.time()
        now = listing(args.games or 180)
        print(f"{now['positions']} positions of {now['games']} games in {time.time() - start:.0f} s; "
              f"phases {now['phases']}; moves {now['kinds']}; playing from the foot {now['playing_from_the_foot']}")
        if args.record:
            Path(args.record).write_text(json.dumps(now))
            return
        recorded = json.loads(Path(args.check).read_text())
        differ = compare(recorded, now)
        print(f"checked against {args.check} ({recorded['positions']} positions): "
              + ("all equal, order included" if not differ else f"{len(differ)} differ, first {differ[:5]}"))
        sys.exit(1 if differ else 0)
    if not args.against:
        parser.error("--record, --check or --against")

    def run(root: str) -> dict:
        # a fresh interpreter for each: no cache of one version warms the other's
        out = subprocess.run([sys.executable, __file__, "--one", "--root", root, "--games", str(args.games or 24),
                              "--deals", str(args.deals), "--decisions", str(args.decisions)],
                             capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        return json.loads(out.stdout)

    new_runs, old_runs = [], []
    for i in range(args.repeat):
        new_runs.append(run(str(HERE)))
        old_runs.append(run(args.against))
        print(f"run {i + 1}: new {new_runs[-1]}  old {old_runs[-1]}", flush=True)
    for key, text in (("legal_us", "µs a call, the search's positions"),
                      ("legal_games_us", "µs a call, the check's positions"), ("medium_ms", "ms a Medium round (4 players)"),
                      ("hard_per_s", "Hard's playouts a second")):
        new = [r[key] for r in new_runs]
        old = [r[key] for r in old_runs]
        ratios = [a / b for a, b in zip(new, old)]
        print(f"{text:32} new {statistics.median(new):9.2f}  old {statistics.median(old):9.2f}  "
              f"ratio new/old {statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})")
    same = {(r["playouts"]) for r in new_runs + old_runs}
    print("playouts done the same in every run" if len(same) == 1 else f"playouts done differ: {sorted(same)}")


if __name__ == "__main__":
    main()
