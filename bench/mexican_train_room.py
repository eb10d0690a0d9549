"""Mexican Train's room for its trains: the long side of a laid tile, in pixels of the table's
view, over seeded one-hand games of 2 to 8 players played to the end by the computers' sense
(:func:`chicken_foot_tangle.mexican_train_samples`: the best move by the move scores give or
take a seeded nudge, the first dealer drawn; every third position in play).
Prints, for each view size and player count, the median and the least laid tile (px) and the
position with the least.

    python bench/mexican_train_room.py [--players 2,4,6,8] [--seeds 0-2] [--views 762x533,951x698]
                                       [--root DIR]

762x533 is the table's view at 1024x600 with the game log and score sheet open (the test's);
951x698 the view at 1366x768 as the window opens (the score sheet open).
"""

from __future__ import annotations

import os
import statistics
import sys


def main() -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from chicken_foot_tangle import described, long_sides, mexican_train_samples, options_and_qt, span

    args, app = options_and_qt("Mexican Train", players="2,4,6,8", seeds="0-2", views="762x533,951x698")
    from cardtable.games import get_game

    game = get_game("mexican_train")
    counts = [int(c) for c in args.players.split(",")]
    samples = list(mexican_train_samples(counts, span(args.seeds)))
    print("view | players | laid tile px median | least | where (seed, position)")
    for view in args.views.split(","):
        vw, vh = (int(v) for v in view.split("x"))
        for n in counts:
            sizes = []
            for _, s, k, state in (sample for sample in samples if sample[0] == n):
                laid = long_sides(*described(game, state, vw, vh))
                if laid:
                    sizes.append((min(laid), s, k))
            least = min(sizes)
            print(f"{view} | {n} | {statistics.median(v for v, *_ in sizes):.1f} | {least[0]:.1f} | {least[1:]}")


if __name__ == "__main__":
    main()
