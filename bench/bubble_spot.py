"""How long a hint or refusal bubble takes to find its spot on a crowded table (no window).

A bubble is placed by trying spots across the view against everything drawn on it; on an
eight-player Mexican Train that is some hundred tiles, and a bubble took a sixth of a second to
place (ten frames) before the spots were scored with plain numbers.

Run: ``python bench/bubble_spot.py [--root DIR]`` (``--root``: another checkout, an older
commit's worktree, to run side by side). Prints milliseconds a bubble, best of 5 over the same
60 seeded tables.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
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
    print(f"bubble spot: {best * 1000:.1f} ms a bubble (best of 5, 60 tables of 121 rects, 1366x620) ({args.root})")


if __name__ == "__main__":
    main()
