"""How the Hard player's playouts end, per game: the search can tell two moves apart only by
what its playouts are judged on.

A playout ends with the hand (a score changed, or what the game's ``ai_playout_key`` names
changed), with the game, or at its depth; cut at its depth, it is judged by the game's
``position_value`` (marble tracks; a game's own ``ai_position_value``) and else by
``standing``: a soft share of the cards left in hand in a shedding game, and otherwise of the
scores, which nothing in a hand moves. A game whose playouts mostly end in ``standing`` gives
its search little to go on (Gin Rummy Tournament, whose scores change only when one of its
three games is won, ended every playout there until the seventeenth pass).

Run: ``python bench/playout_ends.py [GAME ...] [--decisions N] [--iterations N]``. Seeded: the
Medium player plays three deals of each game, and every seventh position with a choice, up to
``--decisions``, the Hard player decides at ``--iterations`` playouts. Prints, per game, the
share of playouts that ended scored, with the game over, judged by a position value, or by
standing.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

ENDS = ("scored", "over", "position", "standing")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=40)
    args = parser.parse_args()

    from cardtable.ai import Budget, agent_for, agents, information_set
    from cardtable.ai.heuristics import position_value
    from cardtable.games import catalogue

    ends: collections.Counter[str] = collections.Counter()
    judge = agents.judge

    def counted(game, state, seat, start, sign):
        scores = game.scores(state)
        if len(scores) == len(start) and scores != start:
            ends["scored"] += 1
        elif game.is_over(state):
            ends["over"] += 1
        elif position_value(game, state, seat) is not None:
            ends["position"] += 1
        else:
            ends["standing"] += 1
        return judge(game, state, seat, start, sign)

    agents.judge = counted  # the playouts look the name up when they end
    games = catalogue()
    for game_id in args.games or sorted(games):
        game = games[game_id]
        ends.clear()
        counts = game.info.allowed_counts()
        n = 4 if 4 in counts else (counts[-1] if counts[-1] < 4 else counts[0])
        rng = random.Random(1)
        hard, medium = agent_for("hard"), agent_for("medium")
        decisions = 0
        for seed in range(3):
            state = game.setup([f"P{i}" for i in range(n)], {}, seed)
            for step in range(400):
                if game.is_over(state) or decisions >= args.decisions:
                    break
                seat = game.to_act(state)[0]
                info = information_set(game, state, seat)
                if len(info.legal) > 1 and step % 7 == 3:
                    hard.choose(game, info, rng.getrandbits(32), Budget(seconds=1e9, iterations=args.iterations))
                    decisions += 1
                state = game.apply(state, medium.choose(game, info, rng.getrandbits(32))).state
        total = sum(ends.values()) or 1
        print(f"{game_id:22s} {n} players, {decisions:3d} decisions, {total:5d} playouts: "
              + "  ".join(f"{end} {100 * ends[end] / total:5.1f} %" for end in ENDS), flush=True)


if __name__ == "__main__":
    main()
