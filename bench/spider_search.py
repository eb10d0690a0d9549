"""Spider's search for a way on against the search as first written (kept word for word in
``tests/games/test_spider_search.py``): every answer must be the same, so games play, end and
replay as before. Run: ``python bench/spider_search.py [--games N] [--hard-moves N]``.

* Random and Medium players' games, one, two and four suits, seeds 0 to N-1: every state once
  the stock is empty (and every seventh before), and a re-deal of its face-down cards.
* The Hard player's game of ``tests/ai/test_agents.py`` (seed 0, with seven Easy seats that
  Spider does not seat): every search its playouts and the game make, for the first
  ``--hard-moves`` moves, checked as it is asked (with the remembered answers of all before).

Prints the number of answers checked and the seconds taken by each search."""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from cardtable.ai import Budget, agent_for, information_set  # noqa: E402
from cardtable.games.spider import DEAL, GAME, MOVE, Spider  # noqa: E402
from games.test_spider_search import reference_search, same_answers  # noqa: E402


def seeded_games(games: int) -> int:
    checked = 0
    medium = agent_for("medium")
    for seed in range(games):
        for suits in (1, 2, 4):
            for player in ("random", "medium"):
                state = GAME.setup(["You"], {"suits": suits}, seed=seed)
                rng = random.Random(seed)
                while not GAME.is_over(state):
                    if player == "medium" and rng.random() > 0.1:
                        m = medium.choose(GAME, information_set(GAME, state, 0), rng.getrandbits(32),
                                          Budget(iterations=6))
                    else:
                        m = rng.choice([m for m in GAME.legal_moves(state) if m.kind in (MOVE, DEAL)])
                    state = GAME.apply(state, m).state
                    if not state.stock or state.moves_made % 7 == 0:
                        same_answers(state)
                        checked += 2
        print(f"seed {seed}: {checked} states checked", flush=True)
    return checked


def hard_game(moves: int) -> tuple[int, float, float]:
    """The Hard player's game, each search checked against the reference as it is asked."""
    from ai.conftest import play_game

    search = Spider.search_way
    counts = [0, 0.0, 0.0]

    def checked(self, state, guess=True, seen_only=False, old=False):
        # (``seen_only``: the hint's and the Medium sense's way, which reads no face-down card;
        # the reference reads a column's top card only where it shows none, which no game has)
        t = time.perf_counter()
        answer = search(self, state, guess, seen_only, old)
        counts[1] += time.perf_counter() - t
        t = time.perf_counter()
        way, cut = reference_search(state, old)
        counts[2] += time.perf_counter() - t
        assert answer == (None if cut and not guess else way), (state.moves_made, guess)
        counts[0] += 1
        return answer

    Spider.search_way = checked  # type: ignore[method-assign]
    try:
        play_game(GAME, ["hard"] + ["easy"] * 7, 0, max_moves=moves)
    except AssertionError as e:
        if "no end" not in str(e):
            raise
    finally:
        Spider.search_way = search  # type: ignore[method-assign]
    return counts[0], counts[1], counts[2]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--hard-moves", type=int, default=60)
    args = parser.parse_args()
    t = time.perf_counter()
    print(f"seeded games: {seeded_games(args.games)} states, the same answers ({time.perf_counter() - t:.0f} s)")
    n, new, old = hard_game(args.hard_moves)
    print(f"the Hard game's first {args.hard_moves} moves: {n} searches, the same answers; "
          f"{new:.1f} s searching (the reference: {old:.1f} s)")


if __name__ == "__main__":
    main()
