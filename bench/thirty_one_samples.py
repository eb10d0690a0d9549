"""How good a computer's samples of Thirty-One's hidden hands are: in seeded Medium games, at
every draw, each other hand's true value against its value in the search's sample (the game's
``determinize``) and in a uniform re-deal (the generic ``Game.determinize``), by how many cards
that player has drawn this hand. A search that deals the others weaker hands than they hold
knocks into hands it cannot beat.

Run: ``python bench/thirty_one_samples.py [--games 60]``. Results go in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai import agent_for, information_set  # noqa: E402
from cardtable.core.game import Game  # noqa: E402
from cardtable.games import catalogue  # noqa: E402
from cardtable.games.thirty_one import TO_DRAW, hand_value  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    game = catalogue()["thirty_one"]
    medium = agent_for("medium")
    values: dict[int, tuple[list[float], list[float], list[float]]] = defaultdict(lambda: ([], [], []))
    sampler = random.Random(5)
    for seed in range(args.games):
        state = game.setup(["A", "B", "C", "D"], {}, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            if state.phase == TO_DRAW:
                uniform = Game.determinize(game, state, seat, sampler)
                model = game.determinize(state, seat, sampler)
                for other in range(len(state.players)):
                    if other != seat and state.hands[other]:
                        true, dealt, sampled = values[min(state.drawn[other], 6)]
                        true.append(hand_value(state.hands[other]))
                        dealt.append(hand_value(uniform.hands[other]))
                        sampled.append(hand_value(model.hands[other]))
            info = information_set(game, state, seat)
            state = game.apply(state, medium.choose(game, info, rng.getrandbits(32))).state
    print("| cards drawn this hand | hands | true value | uniform sample | the game's sample |")
    print("|---|---|---|---|---|")
    for drawn in sorted(values):
        true, dealt, sampled = values[drawn]
        print(f"| {drawn}{'+' if drawn == 6 else ''} | {len(true)} | {statistics.mean(true):.2f} | "
              f"{statistics.mean(dealt):.2f} | {statistics.mean(sampled):.2f} |")


if __name__ == "__main__":
    main()
