"""Chicken Foot's room for its chains, read at the window sizes given: for 2 to 8 players and a
few seeded one-hand games (Medium in every seat, the positions of :mod:`chicken_foot_tangle`),
at the last position of the hand still in play and at the play three quarters of the way
through it:

* board px: the long side of a laid tile, in pixels of the table's view (the median of the
  positions measured, and the least);
* hand px: the long side of a tile of the hand shown (the seat to play);
* chains: the height of the frame round the chains, in pixels and as a share of the view's.

    python bench/chicken_foot_room.py [--players 2-8] [--seeds 1-3] [--sizes 1024x600,1366x768]
                                      [--root DIR]
"""

from __future__ import annotations

import os
import statistics
import sys


def main() -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from chicken_foot_tangle import described, long_sides, options_and_qt, positions, span, viewport

    args, app = options_and_qt("Chicken Foot, Medium everywhere", players="2-8", seeds="1-3",
                               sizes="1024x600,1366x768")
    games = {(n, s): positions(n, s) for n in span(args.players) for s in span(args.seeds)}
    for size in args.sizes.split(","):
        vw, vh = viewport(size)
        print(f"## {size} (view {vw}x{vh})")
        print("players | board px median | least | hand px median | most | chains px | chains' share of the view's height")
        for n in span(args.players):
            board, hand, frame = [], [], []
            for s in span(args.seeds):
                game, states = games[(n, s)]
                for state in (states[len(states) * 3 // 4], states[-1]):
                    spec, unit = described(game, state, vw, vh)
                    board += long_sides(spec, unit)
                    hand += long_sides(spec, unit, "hand")
                    frame.append(spec.frames[0][3] * unit)
            chains = statistics.median(frame)
            print(f"{n} | {statistics.median(board):.1f} | {min(board):.1f} | {statistics.median(hand):.1f} | "
                  f"{max(hand):.1f} | {chains:.0f} | {chains / vh:.0%}")


if __name__ == "__main__":
    main()
