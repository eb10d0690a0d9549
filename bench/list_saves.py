"""Listing saved games: 50 short saves against 50 long ones, and this code against another tree's.

    .venv/bin/python bench/list_saves.py                       # this tree only
    .venv/bin/python bench/list_saves.py --against /work/main  # side by side with another tree

The list checks each move line it reads against the game's move shapes (``move_shapes``): every
move of a save small enough to be read whole, the last few kilobytes of a long one. Its cost per
save must not grow with the game: the ratio "long / short" is the figure (a Rummoli evening, 4
players, re-buys: 100 moves against 10,000). ``--against``: each tree lists the same folders in
its own process, in turns, so the machine's drift falls on both alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAVES = 50
SHORT, LONG = 100, 10_000
ROUNDS = 5


def make(folder: Path) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    from store import evening, prefix  # (bench/store.py's random evening nobody ends)

    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.store import SaveStore

    record = evening(LONG)
    for name, moves in (("short", SHORT), ("long", LONG)):
        store = SaveStore(folder / name)
        store.save("template", Session.from_record(prefix(record, moves), get_game("rummoli")))
        data = store.path_of("template").read_bytes()
        for i in range(1, SAVES):
            store.path_of(f"game-{i:03d}").write_bytes(data)


def time_listing(folder: Path) -> None:
    """Print the median time of listing each folder (a fresh store: no cache)."""
    from cardtable.store import SaveStore

    out = []
    for name in ("short", "long"):
        times = []
        for _ in range(7):
            store = SaveStore(folder / name)
            t0 = time.process_time()  # (CPU time: the machine is shared, its wall clock drifts)
            entries = store.entries()
            times.append(time.process_time() - t0)
            assert len(entries) == SAVES and all(e.will_not_open is None and e.damaged is None for e in entries)
        out.append(statistics.median(times))
    print(*out)


def run(root: Path, folder: Path) -> tuple[float, float]:
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, __file__, "--time", str(folder)], env=env, cwd=root,
                          capture_output=True, text=True, check=True)
    short, long = map(float, done.stdout.split())
    return short, long


def main() -> None:
    if "--time" in sys.argv:
        time_listing(Path(sys.argv[sys.argv.index("--time") + 1]))
        return
    if "--make" in sys.argv:
        make(Path(sys.argv[sys.argv.index("--make") + 1]))
        return
    roots = [ROOT]
    if "--against" in sys.argv:
        roots.append(Path(sys.argv[sys.argv.index("--against") + 1]).resolve())
    with tempfile.TemporaryDirectory(prefix="cardtable-list-") as tmp:
        folder = Path(tmp)
        subprocess.run([sys.executable, __file__, "--make", tmp], env=dict(os.environ, PYTHONPATH=str(ROOT)),
                       cwd=ROOT, check=True)
        sizes = {name: (folder / name / "template.json").stat().st_size for name in ("short", "long")}
        results: dict[Path, list[tuple[float, float]]] = {root: [] for root in roots}
        for _ in range(ROUNDS):
            for root in roots:
                results[root].append(run(root, folder))
    print(f"{SAVES} saves of {SHORT:,} moves ({sizes['short'] / 1e3:.0f} kB each) and of {LONG:,} moves "
          f"({sizes['long'] / 1e3:.0f} kB each), CPU time, medians of {ROUNDS} rounds of 7 listings")
    base = None
    for root in roots:
        short = statistics.median(r[0] for r in results[root])
        long = statistics.median(r[1] for r in results[root])
        base = base or (short, long)
        print(f"{root}: short {short * 1e3:.2f} ms ({short / SAVES * 1e6:.0f} µs a save), long {long * 1e3:.2f} ms "
              f"({long / SAVES * 1e6:.0f} µs a save), long/short {long / short:.2f}x; "
              f"against {roots[0].name}: short {short / base[0]:.2f}x, long {long / base[1]:.2f}x")


if __name__ == "__main__":
    main()
