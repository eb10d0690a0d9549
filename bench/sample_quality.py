"""How near the Hard player's samples come to the other hands: the share of the cards in the
other players' hidden hands that a sample puts where they really are, for a plain sample and
for the likeliest of K (:func:`cardtable.ai.agents.likely_sample`, where the game weighs its
samples by how the others played: ``ai_plausibility``).

The baseline is measured in the same run on the same positions (the plain sample, K = 1), so the
figure to read is the gain over it, whatever the machine's load. The true hands never reach a
player: they are read here only, to score the samples afterwards.

Run: ``python bench/sample_quality.py [GAME ...] [--deals N] [--tries 1 2 4 8]``. Seeded: the
Medium player plays ``--deals`` deals of each game; at every decision of a player the other
hands are sampled 16 times at each K. Prints, per K, the mean share right and its 95 %
interval (positions, not samples, are the unit).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SAMPLES = 16


def hidden_hands(game, state, seat):
    """The other seats' hand zones hidden from ``seat``: key -> cards."""
    from cardtable.core.zones import Role

    return {z.key: z.cards for z in game.zones(state)
            if z.kind is Role.HAND and z.owner != seat and not all(z.visible_to(seat))}


def share_right(truth: dict, sample: dict) -> float:
    right = total = 0
    for key, cards in truth.items():
        right += sum((Counter(cards) & Counter(sample.get(key, ()))).values())
        total += len(cards)
    return right / total if total else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["gin_rummy"])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--tries", type=int, nargs="*", default=[1, 2, 4, 8])
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()

    from cardtable.ai import agent_for, information_set
    from cardtable.ai.agents import likely_sample
    from cardtable.games import catalogue

    games = catalogue()
    for game_id in args.games:
        game = games[game_id]
        medium = agent_for("medium")
        per_k: dict[int, list[float]] = {k: [] for k in args.tries}
        for deal in range(args.deals):
            state = game.setup([f"P{i}" for i in range(args.players)], {}, deal)
            rng = random.Random(deal)
            start = getattr(game, "ai_playout_key", lambda s: None)(state)
            for _ in range(200):
                if game.is_over(state) or getattr(game, "ai_playout_key", lambda s: start)(state) != start:
                    break
                seat = game.to_act(state)[0]
                info = information_set(game, state, seat)
                truth = hidden_hands(game, state, seat)
                if truth and len(info.legal) > 1:
                    for k in args.tries:
                        krng = random.Random(f"{deal}/{k}/{rng.random()}")
                        per_k[k].append(statistics.mean(
                            share_right(truth, hidden_hands(game, likely_sample(game, info, krng, k), seat))
                            for _ in range(SAMPLES)))
                state = game.apply(state, medium.choose(game, info, rng.getrandbits(32))).state
        base = per_k[args.tries[0]]
        print(f"{game_id}: {len(base)} positions in {args.deals} deals ({args.players} players)")
        for k, shares in per_k.items():
            diffs = [a - b for a, b in zip(shares, base)]
            ci = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
            print(f"  likeliest of {k}: {100 * statistics.mean(shares):5.1f} % of the hidden hands right, "
                  f"{100 * statistics.mean(diffs):+5.1f} % ± {100 * ci:.1f} % against {args.tries[0]}", flush=True)


if __name__ == "__main__":
    main()
