"""How long a hint or refusal bubble takes to find its spot on a crowded table (no window).

A bubble is placed by trying spots across the view against everything drawn on it; on an
eight-player Mexican Train that is some hundred tiles, and a bubble took a sixth of a second to
place (ten frames) before the spots were scored with plain numbers.

Run: ``python bench/bubble_spot.py [--root DIR] [--old REV]`` (``--root``: another checkout, an older
commit's worktree, to run side by side). Prints milliseconds a bubble, best of 5 over the same
60 seeded tables. ``--old REV``: also the search itself (:func:`cardtable.gui.spot.least_covering_spot`)
as it was at the commit REV (read with ``git show``) against this one, in the same run on the same
questions (quiet_spot_cost's, recorded), interleaved, on the crowded tables and on 60 quiet ones
(ten rects): CPU milliseconds a search and the ratio.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import types
from pathlib import Path


def old_search(root: str, rev: str):
    """``least_covering_spot`` of ``cardtable/gui/spot.py`` at ``rev`` (Qt-free: it loads alone)."""
    source = subprocess.run(["git", "-C", root, "show", f"{rev}:cardtable/gui/spot.py"], check=True,
                            capture_output=True, text=True).stdout
    module = types.ModuleType(f"spot_at_{rev}")
    exec(compile(source, f"spot.py@{rev}", "exec"), module.__dict__)
    return module.least_covering_spot


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--old", default=None, help="a commit whose least_covering_spot to run side by side")
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPoint, QRect

    from cardtable.gui.curtain import quiet_spot_cost

    rng = random.Random(7)

    def rects(n: int, vw: int, vh: int) -> list:
        return [QRect(rng.randint(0, vw), rng.randint(0, vh), rng.randint(30, 90), rng.randint(20, 50))
                for _ in range(n)]

    tables = []
    for _ in range(60):
        vw, vh = 1366, 620
        tables.append((vw, vh, rng.randint(200, 420), rng.randint(40, 90), QPoint(rng.randint(0, vw), rng.randint(0, vh)),
                       rects(3, vw, vh), rects(110, vw, vh), rects(8, vw, vh)))
    best = None
    for _ in range(5):
        start = time.perf_counter()
        for table in tables:
            quiet_spot_cost(*table)
        took = (time.perf_counter() - start) / len(tables)
        best = took if best is None else min(best, took)
    assert best is not None
    print(f"bubble spot: {best * 1000:.1f} ms a bubble (best of 5, 60 tables of 121 rects, 1366x620) ({args.root})")
    if args.old is None:
        return

    # The search alone, old and new on the same questions (quiet_spot_cost's, recorded once)
    from cardtable.gui import spot

    new = spot.least_covering_spot
    old = old_search(args.root, args.old)

    def questions(tables) -> list:
        asked = []

        def record(*a, **k):
            asked.append((a, k))
            return new(*a, **k)

        spot.least_covering_spot = record
        try:
            for table in tables:
                quiet_spot_cost(*table)
        finally:
            spot.least_covering_spot = new
        return asked

    quiet = [(1366, 620, rng.randint(200, 420), rng.randint(40, 90), QPoint(rng.randint(0, 1366), rng.randint(0, 620)),
              rects(1, 1366, 620), rects(8, 1366, 620), rects(1, 1366, 620)) for _ in range(60)]
    for name, asked in (("crowded (121 rects)", questions(tables)), ("quiet (10 rects)", questions(quiet))):
        for a, k in asked:
            assert repr(new(*a, **k)) == repr(old(*a, **k)), "not the same spot"
        # (CPU time of this process: on a machine shared with other work, wall time mostly
        # measures the others)
        times = {"old": float("inf"), "new": float("inf")}
        for _ in range(7):
            for which, search in (("old", old), ("new", new)):
                start = time.process_time()
                for _ in range(3):
                    for a, k in asked:
                        search(*a, **k)
                times[which] = min(times[which], (time.process_time() - start) / len(asked) / 3)
        print(f"least_covering_spot, {name}: {times['old'] * 1000:.2f} ms at {args.old}, {times['new'] * 1000:.2f} ms"
              f" now, {times['old'] / times['new']:.1f}x (CPU, best of 7, the same spots)")


if __name__ == "__main__":
    main()
