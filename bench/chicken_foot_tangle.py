"""Chicken Foot's crowded table, read as a family reads it: seeded one-hand games with Medium in
every seat, laid out at the last position of the hand still in play (and, for the counts, at
every play of the hand), at the window sizes given; for each, the laid tiles' size on screen and
how the lines tangle:

* tile px: the long side of a laid tile, in pixels of the table's view (the window's viewport
  measured on a real window of that size, score sheet and all);
* overlaps: pairs of tiles of different lines lying on each other;
* crossings: links of a line (from a tile's middle to the next tile's, the first from the double
  it leaves) that pass over a tile of another line or across another line's link;
* apart: tiles not touching the tile they follow (hopped on);
* close: pairs of tiles of lines that do not join, nearer than a tile's width (0.5 tile long)
  to each other.

    python bench/chicken_foot_tangle.py [--players 6] [--seeds 1-6] [--sizes 1024x600,1366x768]
                                        [--every] [--root DIR]

``--root`` measures another checkout (an older commit's worktree); ``--every`` also counts at
every play of each hand, not only the last."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile


def start_qt(root: str | None):
    """Qt on no screen, with data and settings folders of its own (nobody's saves or settings
    touched), Card Table imported from ``root`` (another checkout) or the folder the bench is
    run in. Returns the application (keep it)."""
    sys.path.insert(0, root or os.getcwd())
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication

    return QApplication([])


def options_and_qt(header: str, **defaults: str):
    """A room bench's options (``--NAME`` for each of ``defaults``, with its default, and
    ``--root``), Qt started (:func:`start_qt`) and the first line printed: the Card Table
    measured, and ``header``. Returns (the options, the application: keep it)."""
    ap = argparse.ArgumentParser()
    for name, default in defaults.items():
        ap.add_argument(f"--{name}", default=default)
    ap.add_argument("--root", default=None)
    args = ap.parse_args()
    app = start_qt(args.root)
    import cardtable

    print(f"# {os.path.dirname(cardtable.__file__)}: {header}")
    return args, app


def span(text: str) -> range:
    """A span given as "1-6" (both ends in it) or a single number ("3")."""
    a, _, b = text.partition("-")
    return range(int(a), int(b or a) + 1)


def viewport(size: str) -> tuple[int, int]:
    """The table view's size in a window of ``size`` (a six-player Chicken Foot started)."""
    from PySide6.QtCore import QRect
    from PySide6.QtTest import QTest

    from cardtable.gui import settings
    from cardtable.gui.main_window import MainWindow

    w_, h_ = (int(v) for v in size.split("x"))
    w = MainWindow()
    settings.fit_to_screen(w, area=QRect(0, 0, w_, h_))
    w.resize(w_, h_)
    w.show()
    QTest.qWait(50)
    w.start_game("chicken_foot", ["A", "B", "C", "D", "E", "F"], {"hands": 1}, seed=1, open_handed=True)
    QTest.qWait(50)
    vp = w.table.view.viewport()
    out = (vp.width(), vp.height())
    w.close()
    return out


def played(game_id: str, n: int, seed: int, choose, drawn_dealer: bool = False):
    """A seeded one-hand game of ``n`` players, each move ``choose(game, state, step)``: (move,
    state after it), to the hand's end. ``drawn_dealer``: the first dealer drawn at random, as in
    a new game (else the last seat deals, as when these positions were measured: a drawn dealer
    starts the drawing for a missing double elsewhere, and the hand goes otherwise)."""
    from cardtable.core.first_dealer import LAST_DEALS
    from cardtable.games import get_game

    game = get_game(game_id)
    state = game.setup([f"P{i}" for i in range(n)], {"hands": 1, **({} if drawn_dealer else LAST_DEALS)}, seed=seed)
    step = 0
    while not game.is_over(state):
        move = choose(game, state, step)
        state = game.apply(state, move).state
        step += 1
        yield move, state


def positions(n: int, seed: int):
    """The positions after each play of a seeded one-hand game of Chicken Foot, Medium in every
    seat (the last seat deals): (the game, the positions)."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.games import get_game

    medium = MediumAgent()

    def choose(game, state, step: int):
        return medium.choose(game, information_set(game, state, game.current_player(state)), seed * 1000 + step)

    out = []
    for move, state in played("chicken_foot", n, seed, choose):
        if state.phase != "play":
            break
        if move.kind == "play":
            out.append(state)
    return get_game("chicken_foot"), out


def scored_positions(game_id: str, n: int, seed: int, drawn_dealer: bool = False):
    """A seeded one-hand game of ``n`` players (:func:`played`), each move the best by the
    computers' move scores give or take a seeded nudge: (move, state after it), to the hand's
    end. Long lines come quickly this way (and more cheaply than a search)."""
    import random

    from cardtable.ai.heuristics import move_scores

    rng = random.Random(seed)

    def best(game, state, step: int):
        legal = game.legal_moves(state)
        scores = move_scores(game, state, game.current_player(state), legal)
        return max(zip(legal, scores), key=lambda ms: ms[1] + rng.random())[0]

    return played(game_id, n, seed, best, drawn_dealer)


def mexican_train_samples(counts, seeds):
    """For each of ``counts`` players and ``seeds``, a one-hand game of Mexican Train played to
    the end by :func:`scored_positions`, the first dealer drawn: every third position still in
    play, as (players, seed, k: the position's number in the hand, state)."""
    for n in counts:
        for seed in seeds:
            for k, (_, state) in enumerate(scored_positions("mexican_train", n, seed, drawn_dealer=True)):
                if k % 3 == 0 and state.phase == "play":
                    yield n, seed, k, state


def described(game, state, vw: int, vh: int):
    """The table's description of ``state`` for the seat to play, in a view ``vw`` x ``vh``, and
    the pixels of the view a unit of it takes: (spec, unit)."""
    from cardtable.gui.layouts.dominoes import describe

    spec = describe(game, state, game.current_player(state), vw / vh, "")
    return spec, min(vw / spec.width, vh / spec.height)


def long_sides(spec, unit: float, kind: str = "laid") -> list[float]:
    """The long side, in pixels, of each tile of ``kind`` ("laid": on the table; "hand")."""
    return [max(p.w, p.h) * unit for p in spec.pieces if p.id.startswith(f"{kind}:")]


def _apart(r, o) -> float:
    x, y, w, h = r
    a, b, c, d = o
    return max(a - (x + w), x - (a + c), b - (y + h), y - (b + d))


def _seg_rect(p, q, r, inset: float) -> bool:
    """Does the segment p-q pass through rect r shrunk by ``inset`` each side (Liang-Barsky)?"""
    x, y, w, h = r
    x0, y0, x1, y1 = x + inset, y + inset, x + w - inset, y + h - inset
    if x0 >= x1 or y0 >= y1:
        return False
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pk, qk in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if abs(pk) < 1e-12:
            if qk < 0:
                return False
            continue
        t = qk / pk
        if pk < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


def _cross(p, q, r, s) -> bool:
    """Do segments p-q and r-s cross (properly, not at an end)?"""
    def side(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2, d3, d4 = side(r, s, p), side(r, s, q), side(p, q, r), side(p, q, s)
    return d1 * d2 < -1e-9 and d3 * d4 < -1e-9


def measure(game, state, vw: int, vh: int) -> dict:
    spec, unit = described(game, state, vw, vh)
    at = {p.id[5:]: (p.x, p.y, p.w, p.h) for p in spec.pieces if p.id.startswith("laid:")}
    line_of = {p.id[5:]: p.zone for p in spec.pieces if p.id.startswith("laid:")}
    width = min(min(r[2], r[3]) for r in at.values())  # a tile's width (card units)
    parent = {key: par or "centre" for key, _, _, par in state.lines}
    leaves: dict[str, str] = {}  # a line's first tile -> the tile it leaves from
    links = []  # (line, tile from, tile to)
    for key, _, tiles, par in state.lines:
        before = [ln for ln in state.lines if ln[0] == par][0][2][-1] if par else state.centre
        for code in tiles:
            links.append((key, before, code))
            before = code
        if tiles:
            leaves[tiles[0]] = [ln for ln in state.lines if ln[0] == par][0][2][-1] if par else state.centre

    def joined(a: str, b: str) -> bool:
        la, lb = line_of[a], line_of[b]
        return la == lb or parent.get(la) == lb or parent.get(lb) == la or leaves.get(a) == b or leaves.get(b) == a

    codes = list(at)
    overlaps = close = 0
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            gap = _apart(at[a], at[b])
            if line_of[a] != line_of[b] and gap < -1e-6:
                overlaps += 1
            elif not joined(a, b) and gap < width / 4 * (1 - 1e-6):
                # (nearer than a quarter of a tile's width: 0.5 grid units is an eighth of a tile;
                # lines exactly ARM_GAP apart counted or not by the rounding of the zoom)
                close += 1

    def mid(code):
        x, y, w, h = at[code]
        return (x + w / 2, y + h / 2)

    crossings = 0
    segs = [(key, a, b, mid(a), mid(b)) for key, a, b in links]
    for key, a, b, p, q in segs:
        hit = any(_seg_rect(p, q, at[c], width * 0.1) for c in codes
                  if c not in (a, b) and line_of[c] != key)
        hit = hit or any(_cross(p, q, r, s) for k2, c, d, r, s in segs if k2 != key and {a, b}.isdisjoint({c, d}))
        crossings += hit
    apart = sum(_apart(at[a], at[b]) > 1e-4 for _, a, b in links)
    px = [max(r[2], r[3]) * unit for code, r in at.items()]
    return {"px": px, "overlaps": overlaps, "crossings": crossings, "apart": apart, "close": close,
            "tiles": len(at), "links": len(links)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--seeds", default="1-6")
    ap.add_argument("--sizes", default="1024x600,1366x768")
    ap.add_argument("--every", action="store_true")
    ap.add_argument("--root", default=None)
    args = ap.parse_args()
    app = start_qt(args.root)  # noqa: F841
    import cardtable

    print(f"# {os.path.dirname(cardtable.__file__)}: Chicken Foot, {args.players} players, Medium everywhere")
    seeds = span(args.seeds)
    games = {s: positions(args.players, s) for s in seeds}
    for size in args.sizes.split(","):
        vw, vh = viewport(size)
        print(f"## {size} (view {vw}x{vh})")
        print("seed | tiles | tile px median | min | overlaps | crossings | apart | close" +
              (" | every play: overlaps, crossings, apart, close" if args.every else ""))
        total = {"overlaps": 0, "crossings": 0, "apart": 0, "close": 0, "links": 0}
        allpx: list[float] = []
        for s in seeds:
            game, states = games[s]
            m = measure(game, states[-1], vw, vh)
            allpx += m["px"]
            for k in total:
                total[k] += m[k]
            extra = ""
            if args.every:
                ms = [measure(game, st, vw, vh) for st in states]
                kinds = ("overlaps", "crossings", "apart", "close")
                extra = " | " + ", ".join(str(sum(x[k] for x in ms)) for k in kinds)
            print(f"{s} | {m['tiles']} | {statistics.median(m['px']):.1f} | {min(m['px']):.1f} | {m['overlaps']} | "
                  f"{m['crossings']} | {m['apart']} | {m['close']}{extra}")
        print(f"all | {len(allpx)} | {statistics.median(allpx):.1f} | {min(allpx):.1f} | {total['overlaps']} | "
              f"{total['crossings']} of {total['links']} links | {total['apart']} | {total['close']}")


if __name__ == "__main__":
    main()
