"""How long the generic table takes to lay out the positions of tests/gui/test_six_seat_team_band.py
(six-seat Hand and Foot, Medium's moves for every seat, seed 1 with short and with long names, at
1024x600 and 1366x768 with the score sheet open: two tables kept, as the test keeps them), as the
code is now and as it was at an older commit, side by side in the same run (s44).

Run from a checkout: ``python bench/six_seat_describe.py [--old REV] [--rounds N] [--steps N]
[--every-game STEPS]``. ``--old`` (default 47185e37, main before s44):
``cardtable/gui/generic_table.py`` at that commit (read with ``git show``) loaded beside this one.
``--every-game STEPS``: instead of the test's games, STEPS random moves of every game the generic
table draws, at its least and most players (up to six). The positions are played once; each round
lays every one out with each module in turn, the order swapped from one to the next; prints the
CPU seconds of each (the layouts alone, each timed; median of the rounds) and their ratio, and
checks that both laid out every position alike (every piece, place and label, the buttons' place
and the seats' boxes).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp())
os.environ.setdefault("CARDTABLE_CONFIG_DIR", tempfile.mkdtemp())
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHORT = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]
ASPECTS = (1.424, 1.553)  # (as the test: 1024x600 and 1366x768, the score sheet open)


def old_module(rev: str) -> types.ModuleType:
    """``cardtable/gui/generic_table.py`` at ``rev``, loaded as a module of its own in the package."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:cardtable/gui/generic_table.py"], check=True,
                            capture_output=True, text=True).stdout
    name = "cardtable.gui._generic_table_at_" + rev.replace("/", "_").replace("-", "_")
    module = types.ModuleType(name)
    module.__package__ = "cardtable.gui"
    module.__file__ = f"generic_table.py@{rev}"
    sys.modules[name] = module
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    return module


def positions(steps: int) -> list[tuple]:
    """(game, state, seat) of the test's two games, in order, each name set's first."""
    from bench.meld_captions import NAMES as LONG
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game("hand_and_foot")
    out = []
    for names in (SHORT, LONG):
        session = Session.new(game, names, {}, 1)
        medium = MediumAgent()
        for step in range(steps):
            state = session.state
            if game.is_over(state):
                break
            seat = game.current_player(state)
            out.append((names is SHORT, game, state, seat))
            session.play(medium.choose(game, information_set(game, state, seat), step))
    return out


def every_game(steps: int) -> list[tuple]:
    """(game, state, seat) of a random game of every game the generic table draws (its most
    players up to six, and its least, long names), ``steps`` moves each, a seat to play (else
    the first) at each."""
    import random

    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.gui.layouts import GENERIC, LAYOUTS

    names = ["Anna-Sophie Müller", "Ben", "Cleo", "Robo Remy", "Wilhelmina Featherstonehaugh", "Robo Rudi"]
    out = []
    for game_id in sorted(g for g, layout in LAYOUTS.items() if layout == GENERIC):
        game = get_game(game_id)
        counts = game.info.player_counts or (game.info.min_players, game.info.max_players)
        for players in sorted({min(counts), min(6, max(counts))}):
            session = Session.new(game, names[:players], {}, players)
            rng = random.Random(players)
            for step in range(steps):
                state = session.state
                seat = game.current_player(state)
                out.append((game_id, game, state, 0 if seat is None else seat))
                legal = game.legal_moves(state)
                if not legal:
                    break
                session.play(rng.choice(legal))
    return out


def run(modules: dict, plays: list[tuple]) -> tuple[dict[str, float], int]:
    """Every position laid out at both sizes by each module in turn (the order swapped from one
    position to the next), a table a module, size and name set kept from move to move, as the test
    keeps them: (CPU seconds of each, how many layouts were not alike). Each layout is compared at
    once and let go (kept, thousands of them slowed whichever ran second)."""
    tables: dict = {}
    took = dict.fromkeys(modules, 0.0)
    different = 0
    for k, (short, game, state, seat) in enumerate(plays):
        for aspect in ASPECTS:
            seen = []
            for label in list(modules) if k % 2 == 0 else list(modules)[::-1]:
                table = tables.setdefault((label, short, aspect), modules[label].GenericTable())
                start = time.process_time()
                spec = table.describe(game, state, seat, aspect, game.prompt(state, seat))
                took[label] += time.process_time() - start
                seen.append((spec, dict(table.seat_boxes)))
            different += not alike(*seen)
    return took, different


def alike(a, b) -> bool:
    """Whether two layouts are the same: every piece, place and label, the buttons, the seats' boxes."""
    (sa, boxes_a), (sb, boxes_b) = a, b
    return (sa.pieces, sa.targets, sa.labels, sa.buttons_at, sa.buttons_width, sa.buttons_scale, sa.prompt,
            sa.counts, boxes_a) == (sb.pieces, sb.targets, sb.labels, sb.buttons_at, sb.buttons_width,
                                    sb.buttons_scale, sb.prompt, sb.counts, boxes_b)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", default="47185e37")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--steps", type=int, default=700)
    parser.add_argument("--every-game", type=int, default=0, metavar="STEPS",
                        help="instead: random positions of every game the generic table draws, STEPS moves each")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    from cardtable.gui import generic_table as now

    before = old_module(args.old)
    plays = every_game(args.every_game) if args.every_game else positions(args.steps)
    times: dict[str, list[float]] = {"before": [], "now": []}
    different = 0
    for r in range(args.rounds):
        before._meld_plan_of.cache_clear()  # (each round starts from nothing remembered)
        now._meld_plan_of.cache_clear()
        took, different = run({"before": before, "now": now}, plays)
        for label in times:
            times[label].append(took[label])
        print(f"round {r + 1}: before {took['before']:.2f} s, now {took['now']:.2f} s, "
              f"{different} of {2 * len(plays)} layouts different", flush=True)
    b, n = statistics.median(times["before"]), statistics.median(times["now"])
    print(f"{len(plays)} positions, {2 * len(plays)} layouts: before {b:.2f} s, now {n:.2f} s CPU "
          f"(median of {args.rounds}), now / before {n / b:.2f}; layouts different: {different}")


if __name__ == "__main__":
    main()
