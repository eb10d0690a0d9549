"""Chicken Foot: every laid tile is drawn touching the tile it was played on (s31 t3 #3, #4).

The tester (3 players, seed 497178724, move 47): "Robo Ruby plays the double 3 on the line from
a toe of the double 8 ... On screen the 3-3 is drawn about 75 px away from that 3-8, directly
under the 9-3 that Robo Rex had just put on arm 3, so everybody at the table reads it as played
on arm 3"; earlier "the double 8 is drawn about 18 px away from the 6-8 it was played on".
Expected: "a tile to be drawn touching the tile it was played on (bend the line, or shrink/re-lay
the table), never next to a different line."

Not fixed yet: the layout lays the board tile by tile in the order played and never moves a
laid tile; where an end is walled in on every side, a tile (or a whole chicken foot, with no
room for its double and three toes touching) still hops to the nearest room. s32 made that
rarer (a tile or foot leaves any free side of its end first, the box the lines turn in follows
the tiles, a foot's side toes go where there is room ahead, a line keeps out of pockets a foot
would not fit in when it can): over 56 seeded random hands of 2
to 8 players (bench/chicken_foot_loose.py --seeds 8, every position, at 1024x600) 365 of 2,256
positions have a loose tile, against 690 before (docs/benchmarks.md, session 32); in the
tester's hand the double 4 of move 20 now touches its 4-8, but the double 2 of move 34, the
double 5 of move 39 and the 3-3 of move 47 are still loose. (s31's branch laid the
board again where a tile came loose, moving laid tiles, and was not taken.)

s40: fixed. A walled-in double lies touching its end with the toes that fit, a toe's first tile
may leave any free side of its double, and where a tile would still hop in the box the board was
laid in, the board is laid again in the next box that lays every tile touching (the lines apart
first, then edge to edge): bench/chicken_foot_loose.py --seeds 8, 0 of 2,244 positions loose at
1024x600 and at 1366x768 (354 on main); laid tiles move on about 35 of 2,188 plays.
"""

from __future__ import annotations

import random

import pytest

#: the tester's hand (the saved game chicken_foot-20261201-180322-7d27), moves 1 to 47
T3_MOVES = ("0-7>arm0 0-1>arm1 0-8>arm2 0-6>arm3 1-7>arm0 7-8>arm2 2-7>arm2 6-6>arm3 6-9>arm4 5-6>arm5 6-8>arm6 "
            "9-9>arm4 8-9>arm7 0-9>arm8 7-9>arm9 8-8>arm6 4-8>arm10 2-8>arm11 3-8>arm12 4-4>arm10 4-5>arm13 draw "
            "pass 4-7>arm14 draw pass draw 3-4>arm15 0-4>arm8 7-7>arm9 5-7>arm16 3-7>arm17 6-7>arm18 2-2>arm11 "
            "0-2>arm19 2-6>arm20 2-3>arm21 2-9>arm2 5-5>arm13 5-9>arm22 3-5>arm23 draw pass 2-5>arm24 1-9>arm1 "
            "3-9>arm2 3-3>arm12").split()


def halves(x: float, y: float, w: float, h: float, face: str) -> dict[int, tuple[float, float, float, float]]:
    """A tile's halves by number, as drawn (``face`` "a-b": a on the left, or on top); a double:
    the whole tile (a toe or a tile after it may meet it anywhere along it)."""
    a, _, b = face.partition("-")
    if a == b:
        return {int(a): (x, y, w, h)}
    if w >= h:
        return {int(a): (x, y, w / 2, h), int(b): (x + w / 2, y, w / 2, h)}
    return {int(a): (x, y, w, h / 2), int(b): (x, y + h / 2, w, h / 2)}


def loose(pieces: dict[str, tuple[float, float, float, float, str]], centre: str, lines, tol: float) -> list:
    """The tiles whose matching half is not edge to edge (within ``tol``) with the matching half of
    the tile they were played on (the line's tile before, or the double or centre the line
    leaves), and the pairs of tiles lying on each other (by more than ``tol``)."""
    by_key = {ln["key"]: ln for ln in lines}
    bad = []
    for ln in lines:
        parent = ln.get("parent") or ""
        before = by_key[parent]["tiles"][-1] if parent else centre
        near = int(ln["start"])
        for code in ln["tiles"]:
            mine = halves(*pieces[code]).get(near)
            theirs = halves(*pieces[before]).get(near)
            x, y, w, h = mine
            a, b, c, d = theirs
            across = max(a - (x + w), x - (a + c))
            down = max(b - (y + h), y - (b + d))
            # (touching along an edge: one gap within tol of nothing, the other a real overlap)
            if not ((abs(across) <= tol and down < -2 * tol) or (abs(down) <= tol and across < -2 * tol)):
                bad.append(("apart", code, "played on", before))
            p, q = (int(v) for v in code.split("-"))
            near, before = (q if p == near else p), code
    codes = list(pieces)
    for i, a_ in enumerate(codes):
        x, y, w, h = pieces[a_][:4]
        for b_ in codes[i + 1:]:
            a, b, c, d = pieces[b_][:4]
            if x < a + c - tol and a < x + w - tol and y < b + d - tol and b < y + h - tol:
                bad.append(("overlap", a_, b_))
    return bad


def random_hand(n: int, seed: int):
    """A seeded one-hand game of ``n`` players, random legal moves: the positions after each play."""
    from cardtable.games import get_game

    game = get_game("chicken_foot")
    rng = random.Random(seed)
    state = game.setup([f"P{i}" for i in range(n)], {"hands": 1}, seed=seed)
    out = []
    while not game.is_over(state) and state.phase == "play":
        move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move).state
        if move.kind == "play" and state.phase == "play":
            out.append(state)
    return game, out


def drawn(game, state, width: int = 842, height: int = 535):
    """The laid tiles as the table draws them, in pixels of a view ``width`` x ``height`` (the
    table's view in a 1024x600 window): code -> (x, y, w, h, face)."""
    from cardtable.gui.layouts.dominoes import describe

    spec = describe(game, state, game.current_player(state), width / height, "")
    unit = min(width / spec.width, height / spec.height)
    return {p.id[5:]: (p.x * unit, p.y * unit, p.w * unit, p.h * unit, p.face)
            for p in spec.pieces if p.id.startswith("laid:")}


def test_the_double_3_touches_the_toe_it_was_played_on():
    from cardtable.core.game import Move
    from cardtable.games import get_game

    game = get_game("chicken_foot")
    state = game.setup(["Anna", "Robo Rex", "Robo Ruby"], {"set": "by players", "hands": 2}, seed=497178724)
    for text in T3_MOVES:
        tile, _, to = text.partition(">")
        move = Move(kind="play", tile=tile, to=to) if to else Move(kind=text)
        state = game.apply(state, move).state
    v = game.public(state)
    assert loose(drawn(game, state), v["centre"], v["lines"], tol=1.5) == []


def test_every_tile_touches_the_tile_it_was_played_on():
    """Seeded random hands, 2 to 8 players, every position of each hand's second half: each laid
    tile's matching half meets, within a pixel and a half at 1024x600, the matching half of the
    tile it was played on, and no tile lies on another."""
    for n in range(2, 9):
        for seed in range(3):
            game, states = random_hand(n, 100 * n + seed)
            for k, state in enumerate(states[len(states) // 2:]):
                v = game.public(state)
                assert loose(drawn(game, state), v["centre"], v["lines"], tol=1.5) == [], (n, 100 * n + seed, k)
