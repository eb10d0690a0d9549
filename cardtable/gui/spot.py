"""Where a box goes on the table: the one search for room that the hint bubble, the game-over
panel's small "Show the result" button, a chooser's panel and the action buttons share.

Three searches grew up apart (the bubble's, scored and fast; the chooser's, the nearest spot that
covers nothing, trying every spot against every rect through Qt calls; the buttons', the nearest
move sideways or up and down that covers nothing, the same way), each with its own grid, margins
and idea of near. They are one question: of the spots on a grid over the view, the one that
covers least of what must stay in sight, weighed by how much it matters, and then is nearest
where the box belongs (:func:`least_covering_spot`). The bubble weighs what it covers against
distance; the chooser and the buttons want the nearest spot that covers nothing at all
(:func:`nearest_clear_spot`: covering costs more than any distance). No Qt here: plain numbers,
so that it stays fast.
"""

from __future__ import annotations

from typing import Iterable, Sequence

#: a rect as plain numbers: left, top, right, bottom (right and bottom past the last pixel)
Edges = tuple[float, float, float, float]


def edges(rects: Iterable) -> list[Edges]:
    """Qt rects (``QRect`` or ``QRectF``) as plain (left, top, right, bottom) numbers: a spot is
    tried some thousands of times against every tile of an eight-player Mexican Train, and Qt's
    rects cost a call each time (a bubble took a sixth of a second to place). A rect of negative
    size counts as its normalised rect, as Qt's intersection reads it."""
    return [(n.x(), n.y(), n.x() + n.width(), n.y() + n.height()) for n in (r.normalized() for r in rects)]


def _grid(lo: float, hi: float, step: float, through: float | None) -> tuple[list, float]:
    """The spots from ``lo`` to ``hi`` (at least ``lo`` itself, where the box is wider than the
    room), ``step`` apart, on a line through ``through`` (else from ``lo``); and the first."""
    hi = max(lo, hi)
    if through is None:
        if isinstance(lo, int) and isinstance(hi, int) and isinstance(step, int):
            return list(range(lo, hi + 1, step)), lo
        return [lo + k * step for k in range(int((hi - lo) // step) + 1)], lo
    before = int((through - lo) // step)  # spots left of (above) ``through``
    after = int((hi - through) // step)
    if before < 0 or after < 0:  # (through is off the room: from lo)
        return _grid(lo, hi, step, None)
    return [through + k * step for k in range(-before, after + 1)], through - before * step


def least_covering_spot(vw: float, vh: float, w: float, h: float, near: tuple[float, float],
                        layers: Sequence[tuple[float, list[Edges]]], *, frames: Sequence[Edges] = (),
                        astride: float = 40.0, margin: float = 8, step: float = 8, air: float = 0,
                        reach: float = 1.0, upright: float = 1.0,
                        through: tuple[float, float] | None = None) -> tuple[float, float, float]:
    """The top left of a box ``w`` x ``h`` on a ``vw`` x ``vh`` view, and what it costs there.

    Spots are ``step`` apart, ``margin`` in from the view's edges (on lines through ``through``,
    the box's own place, where given: a box already clear stays to the pixel). A spot costs, for
    each of ``layers`` (a weight, and the rects it applies to), the weight times the area the box,
    with ``air`` round it, shares with each rect; for each of ``frames`` (the panels a board
    draws), ``astride`` times the smaller part of the box on either side of its edge (a box lies
    inside a panel or clear of it); and ``reach`` per pixel from the box's middle to ``near``
    (up and down count ``upright`` times: buttons move sideways first). The cheapest spot wins,
    the first in reading order of equal ones. Weights are never negative.

    A small ``reach`` makes distance only decide between spots that cover as much: a box that
    must cover nothing goes to the nearest spot that covers nothing, if there is one."""
    bw, bh = w + 2 * air, h + 2 * air
    whole = bw * bh
    kinds = [(weight, rects) for weight, rects in layers if rects]
    xs, x0 = _grid(margin, vw - w - margin, step, None if through is None else through[0])
    ys, _ = _grid(margin, vh - h - margin, step, None if through is None else through[1])
    last = len(xs) - 1
    nx, ny = near
    best_x, best_y, cost = xs[0], ys[0], None
    # Rows nearest ``near`` first: a spot costs at least its distance, so once a spot is found
    # that costs less than a row's distance, that row and every row after it are too far to win
    # and are never scored (a bubble with felt near the press looks at a few rows, not all).
    rows = []
    for y in ys:
        dy = (y + h / 2 - ny) * upright
        rows.append((reach * (dy * dy) ** 0.5, y, dy * dy))
    rows.sort()
    for least, y, dy2 in rows:
        if cost is not None and least > cost:
            break
        # and along the row only the spots near enough to win: no farther sideways than the best
        # spot's cost in distance (a step more, for rounding)
        lo, hi = 0, last
        if cost is not None and reach > 0:
            span = cost / reach
            lo = max(0, int((nx - w / 2 - span - x0) // step) - 1)
            hi = min(last, int((nx - w / 2 + span - x0) // step) + 1)
        top, bottom = y - air, y - air + bh
        # Per row, each rect the row's band meets adds to the spots along the row it reaches, with
        # the height it shares with the band times the width it shares with the box: a rect visits
        # only the spots it touches (not every spot every rect).
        costs = [0.0] * len(xs)
        for weight, rects in kinds:
            for (l, t, r, b) in rects:
                high = min(bottom, b) - max(top, t)
                if high <= 0 or r <= l:
                    continue
                weighted = weight * high
                # The box [x - air, x - air + bw) meets [l, r) when l + air - bw < x < r + air.
                first = max(lo, int((l + air - bw - x0) // step) + 1)
                end = min(hi, -int((x0 - r - air) // step) - 1)
                for i in range(first, end + 1):
                    left = xs[i] - air
                    right = left + bw
                    # min(right, r) - max(left, l), without two calls a spot
                    costs[i] += weighted * ((right if right < r else r) - (left if left > l else l))
        across = [(l, r, min(bottom, b) - max(top, t)) for (l, t, r, b) in frames]
        for i in range(lo, hi + 1):
            x = xs[i]
            c = costs[i]
            if across:
                left, right = x - air, x - air + bw
                for (l, r, high) in across:
                    wide = min(right, r) - max(left, l)
                    part = wide * high if wide > 0 and high > 0 else 0
                    c += astride * min(part, whole - part)
            dx = x + w / 2 - nx
            c += reach * (dx * dx + dy2) ** 0.5
            if cost is None or c < cost or (c == cost and y < best_y):  # (of equal ones, the first read)
                best_x, best_y, cost = x, y, c
    return best_x, best_y, float("inf") if cost is None else cost


#: :func:`nearest_clear_spot`'s price of a square pixel covered, against a pixel of distance: a
#: spot that covers anything (to a millionth of a square pixel) costs more than any distance
COVERED = 1e6
ALONG = 1e-6


def nearest_clear_spot(vw: float, vh: float, w: float, h: float, near: tuple[float, float],
                       rects: list[Edges], **grid) -> tuple[float, float] | None:
    """The top left of the spot nearest ``near`` (the box's middle) where a box ``w`` x ``h``
    touches none of ``rects``, or None where there is none: :func:`least_covering_spot` with
    ``grid`` (``margin``, ``step``, ``air``, ``upright``, ``through``), every rect costing more
    than any distance."""
    x, y, cost = least_covering_spot(vw, vh, w, h, near, [(COVERED, rects)], reach=ALONG, **grid)
    return (x, y) if cost < 1.0 else None
