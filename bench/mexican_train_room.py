"""Mexican Train's room for its trains: the long side of a laid tile, in pixels of the table's
view, over seeded one-hand games of 2 to 8 players played to the end by the computers' sense
(the positions of tests/gui/test_dominoes_table.py's ``played_positions``: the best move by the
move scores give or take a seeded nudge, the first dealer drawn), every third position in play.
Prints, for each view size and player count, the median and the least laid tile (px) and the
position with the least.

    python bench/mexican_train_room.py [--players 2,4,6,8] [--seeds 0-2] [--views 762x533,951x698]
                                       [--root DIR]

762x533 is the table's view at 1024x600 with the game log and score sheet open (the test's);
951x698 the view at 1366x768 as the window opens (the score sheet open).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys


def positions(n: int, seed: int):
    """The states of a seeded one-hand game of ``n`` players, to the hand's end."""
    from cardtable.ai.heuristics import move_scores
    from cardtable.games import get_game

    game = get_game("mexican_train")
    state = game.setup([f"P{i}" for i in range(n)], {"hands": 1}, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(state):
        legal = game.legal_moves(state)
        scores = move_scores(game, state, game.current_player(state), legal)
        move = max(zip(legal, scores), key=lambda ms: ms[1] + rng.random())[0]
        state = game.apply(state, move).state
        yield state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="2,4,6,8")
    ap.add_argument("--seeds", default="0-2")
    ap.add_argument("--views", default="762x533,951x698")
    ap.add_argument("--root", default=None)
    args = ap.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from chicken_foot_tangle import span, start_qt

    app = start_qt(args.root)  # noqa: F841
    import cardtable
    from cardtable.games import get_game
    from cardtable.gui.layouts.dominoes import describe

    print(f"# {os.path.dirname(cardtable.__file__)}: Mexican Train")
    game = get_game("mexican_train")
    counts = [int(c) for c in args.players.split(",")]
    states = {(n, s): [st for k, st in enumerate(positions(n, s)) if k % 3 == 0 and st.phase == "play"]
              for n in counts for s in span(args.seeds)}
    print("view | players | laid tile px median | least | where (seed, position)")
    for view in args.views.split(","):
        vw, vh = (int(v) for v in view.split("x"))
        for n in counts:
            sizes = []
            for s in span(args.seeds):
                for k, state in enumerate(states[(n, s)]):
                    spec = describe(game, state, state.turn, vw / vh, "")
                    unit = min(vw / spec.width, vh / spec.height)
                    laid = [max(p.w, p.h) * unit for p in spec.pieces if p.id.startswith("laid:")]
                    if laid:
                        sizes.append((min(laid), s, k))
            least = min(sizes)
            print(f"{view} | {n} | {statistics.median(v for v, *_ in sizes):.1f} | {least[0]:.1f} | {least[1:]}")


if __name__ == "__main__":
    main()
