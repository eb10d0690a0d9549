"""Chicken Foot's board, tile by tile, over many seeded random hands: how many positions have a
tile drawn away from the tile it was played on (or lying on another), how often tiles already
laid jump when a new one is played, and how long the board takes to lay out.

Random legal moves, ``--players`` (2 to 8 by default), seeds 1000n .. 1000n + k - 1 for n
players, every position after a play of the hand (``--half``: only the second half of each
hand, as s31 counted), described for the table's view of a 1024x600 window (842x535):

* loose: positions with a tile whose matching half is not edge to edge (1.5 px) with the
  matching half of the tile it was played on, or with two tiles on each other
  (tests/gui/test_chicken_foot_touching.py's ``loose``); tiles: the loose tiles in all;
* jumps: plays after which a tile already laid is drawn elsewhere relative to the centre double
  (in tile lengths, more than 1 %), and the tiles that moved;
* laid tile px: the long side of a laid tile in the last quarter of each hand;
* layout ms: ``describe`` per position (the table's whole description: board, hand, strip), in
  this process's CPU time (the machine may be shared) and by the wall clock, median / p95 / most;
  by tiles laid (does it grow with the hand?). Each position follows the one before, as in a
  game (the layout may keep what it laid for the position before);
* ahead ms: since s41 the table lays the boxes it would try next while it waits for the next
  move (``dominoes.lay_ahead``, on a timer in the app): here after each position, all of it,
  its CPU time counted apart from the layout's (none on older checkouts);
* edge to edge: positions shown on a board laid edge to edge (a tile may touch another line).

    python bench/chicken_foot_loose.py [--players 2-8] [--seeds 6] [--half] [--root DIR] [--size 842x535]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="2-8")
    ap.add_argument("--seeds", type=int, default=6)
    ap.add_argument("--half", action="store_true")
    ap.add_argument("--root", default=None)
    ap.add_argument("--size", default="842x535")
    ap.add_argument("--gc-off", action="store_true",
                    help="no garbage collection while measuring (is a slow one a collection?)")
    ap.add_argument("--gc-freeze", action="store_true",
                    help="gc.freeze() once set up, as the app does after its window is made")
    args = ap.parse_args()
    from chicken_foot_tangle import span, start_qt

    app = start_qt(args.root)  # noqa: F841
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "gui"))
    from test_chicken_foot_touching import drawn, loose, random_hand  # noqa: E402

    import cardtable
    from cardtable.gui.layouts import dominoes

    vw, vh = (int(v) for v in args.size.split("x"))
    if args.gc_off:
        import gc

        gc.disable()
    if args.gc_freeze:
        import gc

        gc.freeze()
    print(f"# {os.path.dirname(cardtable.__file__)}: Chicken Foot, random legal moves, view {vw}x{vh}")
    positions = bad_positions = bad_tiles = plays = jumped_plays = jumped_tiles = 0
    times: list[float] = []
    walls: list[float] = []
    fresh: list[float] = []
    slowest: list[tuple[float, int, int, int]] = []
    by_size: dict[int, list[float]] = {}
    worst = []
    late_px: list[float] = []
    ahead: list[float] = []
    edges = 0
    lay_ahead = getattr(dominoes, "lay_ahead", None)
    for n in span(args.players):
        for seed in range(1000 * n, 1000 * n + args.seeds):
            game, states = random_hand(n, seed)
            before = None
            for k, state in enumerate(states):
                t0, c0 = time.perf_counter(), time.process_time()
                pieces = drawn(game, state, vw, vh)
                ms = (time.process_time() - c0) * 1000
                walls.append((time.perf_counter() - t0) * 1000)
                times.append(ms)
                slowest.append((ms, n, seed, k))
                by_size.setdefault(len(pieces) // 10 * 10, []).append(ms)
                shown = dominoes.shown_board()
                edges += bool(shown is not None and shown.key[4])
                if lay_ahead is not None:  # (the table waiting for the next move)
                    c0 = time.process_time()
                    lay_ahead()
                    ahead.append((time.process_time() - c0) * 1000)
                centre = state.centre
                cx, cy, cw, ch, _ = pieces[centre]
                unit = max(cw, ch)
                rel = {c: tuple(round(v, 6) for v in ((x - cx) / unit, (y - cy) / unit, w / unit, h / unit))
                       for c, (x, y, w, h, _) in pieces.items()}
                if before is not None:
                    moved = [c for c in before if c in rel and max(abs(p - q) for p, q in zip(before[c], rel[c])) > 0.01]
                    plays += 1
                    jumped_plays += bool(moved)
                    jumped_tiles += len(moved)
                before = rel
                if k == len(states) - 1:  # the last position laid afresh (a window opened, or resized)
                    boards = getattr(dominoes, "_boards", None)
                    if boards is not None:
                        boards.clear()
                        dominoes._shown.clear()
                    c0 = time.process_time()
                    drawn(game, state, vw, vh)
                    fresh.append((time.process_time() - c0) * 1000)
                    if lay_ahead is not None:
                        lay_ahead()
                if args.half and k < len(states) // 2:
                    continue
                if k >= len(states) * 3 // 4:
                    late_px.append(statistics.median(max(w, h) for x, y, w, h, _ in pieces.values()))
                v = game.public(state)
                bad = loose(pieces, v["centre"], v["lines"], tol=1.5)
                positions += 1
                if bad:
                    bad_positions += 1
                    bad_tiles += len(bad)
                    worst.append((n, seed, k))
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"positions with a loose tile: {bad_positions} of {positions} ({bad_tiles} loose tiles or overlaps)")
    print(f"plays after which laid tiles jumped: {jumped_plays} of {plays} ({jumped_tiles} tiles)")
    walls.sort()
    print(f"describe ms (this process's CPU time): median {statistics.median(times):.1f} / p95 {p95:.1f} / most "
          f"{times[-1]:.1f}; wall clock: {statistics.median(walls):.1f} / {walls[int(len(walls) * 0.95)]:.1f} / "
          f"{walls[-1]:.1f}")
    print(f"describe ms of each hand's last position laid afresh (CPU): median {statistics.median(fresh):.1f} / "
          f"most {max(fresh):.1f}")
    if ahead:
        ahead.sort()
        print(f"laid ahead ms a move, while the table waits (CPU): median {statistics.median(ahead):.1f} / p95 "
              f"{ahead[int(len(ahead) * 0.95)]:.1f} / most {ahead[-1]:.1f}")
    print(f"positions shown on a board laid edge to edge: {edges} of {len(times)}")
    print(f"laid tile px (the last quarter of each hand, median of each position): median "
          f"{statistics.median(late_px):.1f}, least {min(late_px):.1f}")
    print("by tiles laid: " + ", ".join(f"{s}-{s + 9}: {statistics.median(t):.1f}/{max(t):.1f}"
                                         for s, t in sorted(by_size.items())))
    print("slowest (ms, players, seed, play):", [tuple(round(v, 1) for v in x) for x in sorted(slowest)[-5:]])
    print("first loose positions (players, seed, play):", worst[:12])


if __name__ == "__main__":
    main()
