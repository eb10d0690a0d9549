"""Chicken Foot: a double's three toes fan out from its far side (s37 t1).

The rule text: "The toes of the chicken foot must be filled with three more dominoes"; the
rules page: the toes are "laid fanning out from its far side". The tester (Anna, Ben, Robo Ruby,
Hands 1, seed 5; arms 0-5, 0-4, 0-2, 0-7, then the double 7 on the up arm): "toe 1 (8-7) is laid
horizontally ABOVE it touching the green board's top border (y~150 vs board top 143) ... toes 2
and 3 are laid straight out left and right of the double" -- "Expected: three toes fanning from
the far side of the double (like the picture in the book), with room left above."

Checked on the board as the table describes it, at the table's sizes in 1024x600 and 1366x768
windows (with and without the score sheet), at each position from the double until its three
toes have a tile: each toe's first tile (or its lit place) lies wholly past the double's far
side and touches it; one runs straight on, one out to each side; no two overlap; every tile
and toe lies inside the chains' frame, clear of its line.
"""

from __future__ import annotations

import pytest

from cardtable.core.game import Move

#: the table's view (px) in a 1366x768 window with and without the score sheet, and at 1024x600
SIZES = ((947, 669), (1366, 700), (842, 535), (762, 533))
ARMS = (("0-5", "arm0"), ("0-4", "arm1"), ("0-2", "arm2"), ("0-7", "arm3"), ("7-7", "arm3"))


def positions():
    """The tester's hand: the arms, the double 7 on the up arm, then its toes filled (each turn a
    tile on a toe if one plays, else a draw, else a pass): the positions from the double on."""
    from cardtable.games import get_game

    game = get_game("chicken_foot")
    state = game.setup(["Anna", "Ben", "Robo Ruby"], {"hands": 1}, seed=5)
    for tile, to in ARMS:
        state = game.apply(state, Move(kind="play", tile=tile, to=to)).state
    out = [state]
    for _ in range(30):
        lines = {ln["key"]: ln for ln in game.public(state)["lines"]}
        if all(lines[k]["tiles"] for k in ("arm4", "arm5", "arm6")):
            break
        legal = game.legal_moves(state)
        plays = [m for m in legal if m.kind == "play" and m.get("to") in ("arm4", "arm5", "arm6")]
        move = (plays or [m for m in legal if m.kind == "draw"] or legal)[0]
        state = game.apply(state, move).state
        if move.kind == "play":
            out.append(state)
    assert len(out) == 4
    return game, out


def board(game, state, size):
    """(the laid tiles by code, the places of the open ends by line, the chains' frame): px."""
    from cardtable.gui.layouts.dominoes import describe

    spec = describe(game, state, game.current_player(state), size[0] / size[1], "")
    unit = min(size[0] / spec.width, size[1] / spec.height)

    def px(x, y, w, h):
        return (x * unit, y * unit, w * unit, h * unit)

    laid = {p.id[5:]: px(p.x, p.y, p.w, p.h) for p in spec.pieces if p.id.startswith("laid:")}
    ends = {t.id: px(t.x, t.y, t.w, t.h) for t in spec.targets if t.id != "boneyard_zone"}
    return laid, ends, px(*spec.frames[0]), unit


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_toes_fan_out_from_the_doubles_far_side(qapp, size):
    from cardtable.gui.layouts.dominoes import FRAME_AIR

    game, states = positions()
    for k, state in enumerate(states):
        laid, ends, frame, unit = board(game, state, size)
        lines = {ln["key"]: ln for ln in game.public(state)["lines"]}
        dx, dy, dw, dh = laid["7-7"]
        arm = laid["0-7"]
        assert dw > dh and arm[1] >= dy + dh - 1, "the double lies across the end of the up arm"
        toes = {key: laid[lines[key]["tiles"][0]] if lines[key]["tiles"] else ends[key]
                for key in ("arm4", "arm5", "arm6")}
        where = (size, k, toes, laid["7-7"])
        short = dh  # (a tile's width: two grid units; ARM_GAP, between lines that do not join, is half of one)
        for key, (x, y, w, h) in toes.items():
            assert y + h <= dy + 1, ("a toe lies past the double's far side (above it)", key, where)
            assert abs(y + h - dy) <= 1, ("a toe touches the double's far side", key, where)
            assert min(x + w, dx + dw) - max(x, dx) >= 0.2 * short, ("along a bit of it", key, where)
        straight = [r for r in toes.values() if r[3] > r[2] and dx < r[0] + r[2] / 2 < dx + dw]
        assert len(straight) == 1, ("one toe runs straight on", where)
        middle = straight[0][0] + straight[0][2] / 2
        assert sorted(r[0] + r[2] / 2 < middle for r in toes.values() if r is not straight[0]) == [False, True], \
            ("one toe out to each side", where)
        rects = list(toes.values())
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                gap = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]))
                assert gap >= 0.2 * short, ("the toes meet at the double only", where)
        fx, fy, fw, fh = frame
        air = FRAME_AIR * unit - 1
        for code, (x, y, w, h) in list(laid.items()) + list(toes.items()):
            assert x >= fx + air and y >= fy + air and x + w <= fx + fw - air and y + h <= fy + fh - air, \
                ("inside the chains' frame", code, (x, y, w, h), frame, size, k)
