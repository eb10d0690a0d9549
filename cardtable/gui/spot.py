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

from itertools import accumulate, islice
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
    # What the spots along a row cover: where every number is a whole one, each rect the row
    # meets is added once as a bent line along the row (:func:`_whole_plan`), else to each spot it
    # reaches (:func:`_row`); the same sums to the last bit. Adding spot by spot was most of the
    # time of a bubble (10 ms on a Rummoli table of some hundred rects, s42); on a quiet table it
    # is the quicker (:data:`WHOLE_FROM`).
    plan = None
    if sum(len(rects) for _, rects in kinds) >= WHOLE_FROM:
        plan = _whole_plan(kinds, xs, ys, x0, step, air, bw, bh)
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
        if plan is not None:
            costs = _row_of_whole_numbers(plan[int((y - ys[0]) // step)], top, bottom, int(step), lo, hi, len(xs))
        else:
            costs = _row(kinds, top, bottom, xs, x0, lo, hi, air, bw, step)
        across = [(l, r, min(bottom, b) - max(top, t)) for (l, t, r, b) in frames]
        for i in range(lo, hi + 1):
            x = xs[i]
            c = costs[i - lo]
            if across:
                left, right = x - air, x - air + bw
                for (l, r, high) in across:
                    wide = min(right, r) - max(left, l)
                    part = wide * high if wide > 0 and high > 0 else 0
                    c += astride * min(part, whole - part)
            if cost is not None and c > cost and reach >= 0:
                continue  # (covering alone costs more than the best: its distance can only add)
            dx = x + w / 2 - nx
            c += reach * (dx * dx + dy2) ** 0.5
            if cost is None or c < cost or (c == cost and y < best_y):  # (of equal ones, the first read)
                best_x, best_y, cost = x, y, c
    return best_x, best_y, float("inf") if cost is None else cost


#: the whole numbers a float holds exactly, and so adds exactly in any order (to 2**53)
EXACT = 2 ** 53

#: from how many rects :func:`least_covering_spot` adds them as lines along the rows: below, a
#: bubble took some 10% longer so, adding the lines up along the row for the few rects it meets
#: (measured with bench/bubble_spot.py: the same at a dozen rects, four times quicker at 120)
WHOLE_FROM = 16


def _whole(v) -> bool:
    return type(v) is int or (type(v) is float and v.is_integer())


#: a rect as :func:`_row_of_whole_numbers` adds it along a row: its weight, top and bottom, and
#: its four places along the row with the change of its line at each
Plan = tuple[int, int, int, int, int, int, int, int, int, int, int]


def _whole_plan(kinds, xs: list, ys: list, x0: float, step: float, air: float, bw: float,
                bh: float) -> list[list[Plan]] | None:
    """Row by row, the rects whose band the row meets and what each adds along any row, where
    every number is a whole one (Qt's ``QRect``, the table's usual case) and no sum of what a spot
    covers can pass :data:`EXACT`; else None (:func:`_row` adds rect by rect, in order).

    Summed exactly, the order of the sums does not matter: the covered cost along a row is then
    what :func:`_row` makes of it to the last bit, for the price of a few additions a rect instead
    of one a spot it reaches. Along a row, what a rect ``[l, r)`` shares with the box at spot
    ``i`` (its left ``L + S i``, ``L = x0 - air``, ``S = step``) is ``min(L + S i + bw, r) -
    max(L + S i, l)``: a line in ``i`` that bends where the box's right passes ``r`` and where its
    left passes ``l``, from where it first meets the rect to where it last does. Each rect is
    kept as those four places and the line's change at each (per unit of weighed height)."""
    if not (_whole(x0) and _whole(step) and step > 0 and _whole(air) and _whole(bw) and bw > 0
            and _whole(bh) and bh > 0 and _whole(ys[0]) and _whole(xs[-1]) and _whole(ys[-1])):
        return None
    n, m = len(xs), len(ys)
    S, L, T, BW, BH = int(step), int(x0) - int(air), int(ys[0]) - int(air), int(bw), int(bh)
    rows: list[list[Plan]] = [[] for _ in ys]
    most = 0  # the most a spot can cover, weighed (every rect at once, as much as the box holds)
    for weight, rects in kinds:
        if not (_whole(weight) and weight >= 0):
            return None
        k = int(weight)
        for (l, t, r, b) in rects:
            if not (type(l) is int and type(t) is int and type(r) is int and type(b) is int):
                if not (_whole(l) and _whole(t) and _whole(r) and _whole(b)):
                    return None
                l, t, r, b = int(l), int(t), int(r), int(b)
            high, wide = b - t, r - l
            if wide <= 0 or high <= 0 or k == 0:
                continue  # (adds nothing to any spot)
            most += k * (high if high < BH else BH) * (wide if wide < BW else BW)
            # the spots it reaches (the box's left in (l - bw, r)), and the rows (the band's top
            # in (t - bh, b))
            first, end = (l - BW - L) // S + 1, (r - 1 - L) // S
            top, bottom = (t - BH - T) // S + 1, (b - 1 - T) // S
            if end < 0 or first >= n or first > end or bottom < 0 or top >= m or top > bottom:
                continue
            # where the box's right passes r, and where its left passes l (kept from ``first`` to
            # ``n``: what is left of the row's first spot counts from there, and right of its
            # last never)
            bend_r, bend_l = (r - BW - L) // S + 1, (l - L) // S + 1
            if first < 0:
                first = 0
            bend_r = first if bend_r < first else n if bend_r > n else bend_r
            bend_l = first if bend_l < first else n if bend_l > n else bend_l
            plan = (k, t, b, first, bend_r, bend_l, end + 1 if end < n else n, L + BW - l, r - L - BW, l - L, L - r)
            for j in range(top if top > 0 else 0, bottom + 1 if bottom < m else m):
                rows[j].append(plan)
    if most >= EXACT:
        return None
    return rows


def _row_of_whole_numbers(plan: list[Plan], top: float, bottom: float, step: int, lo: int, hi: int,
                          n: int) -> list[float]:
    """:func:`_row`'s costs of the spots ``lo`` to ``hi`` along a row, from :func:`_whole_plan`:
    each rect the row's band meets changes the line of its cost at its four places (``start``
    and ``slope``, per spot), and one pass along the row adds them up."""
    if not plan:
        return [0.0] * (hi - lo + 1)  # (a row of bare felt: on a quiet table, most)
    top, bottom = int(top), int(bottom)
    start = [0] * (n + 1)
    slope = [0] * (n + 1)
    for (k, t, b, first, bend_r, bend_l, stop, c_first, c_r, c_l, c_stop) in plan:
        high = (bottom if bottom < b else b) - (top if top > t else t)
        weighted = k * high
        rise = weighted * step
        start[first] += weighted * c_first  # (the box's right inside the rect, its left before it: it grows)
        slope[first] += rise
        start[bend_r] += weighted * c_r  # (its right past r: it stops growing)
        slope[bend_r] -= rise
        start[bend_l] += weighted * c_l  # (its left past l: it shrinks)
        slope[bend_l] -= rise
        start[stop] += weighted * c_stop  # (past r: nothing)
        slope[stop] += rise
    return [float(at + per * i) for i, at, per in zip(range(lo, hi + 1), islice(accumulate(start), lo, hi + 1),
                                                        islice(accumulate(slope), lo, hi + 1))]


def _row(kinds, top: float, bottom: float, xs: list, x0: float, lo: int, hi: int, air: float, bw: float,
         step: float) -> list[float]:
    """What the spots ``lo`` to ``hi`` along a row (the band from ``top`` to ``bottom``) cover,
    weighed (from ``lo`` on): any numbers, added in the order of ``kinds``, rect by rect."""
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
    return costs[lo:hi + 1]


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
