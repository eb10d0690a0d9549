"""s42: the search for a box's spot on the table (:func:`cardtable.gui.spot.least_covering_spot`:
the hint and refusal bubbles, the game-over panel's button, the choosers, the action buttons) was
most of the CPU of a GUI test that said "Too quick after the last press" some hundred times on a
Rummoli table (10 ms a bubble on the 2-core machine): every rect the row met was added to every
spot it reached, one spot at a time. It now adds each rect once a row, as a line that bends at
four places, where every number is a whole one (Qt's rects, the usual case) and the sums are
exact; elsewhere it adds as before. Either way the spot and its cost are the old search's to the
last bit: the search as it was is kept here word for word (as of 1627495f) and both are asked the
same questions, seeded and random and those the real tables ask. How much faster:
bench/bubble_spot.py (tests never time)."""

from __future__ import annotations

import random
from typing import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.gui import spot
from cardtable.gui.spot import Edges, least_covering_spot


# ----- the search as it was (cardtable/gui/spot.py at 1627495f), the reference ----------------


def old_grid(lo: float, hi: float, step: float, through: float | None) -> tuple[list, float]:
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
        return old_grid(lo, hi, step, None)
    return [through + k * step for k in range(-before, after + 1)], through - before * step


def old_least_covering_spot(vw: float, vh: float, w: float, h: float, near: tuple[float, float],
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
    xs, x0 = old_grid(margin, vw - w - margin, step, None if through is None else through[0])
    ys, _ = old_grid(margin, vh - h - margin, step, None if through is None else through[1])
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


# ----- the same answers --------------------------------------------------------------------------


def same(*args, **kwargs) -> None:
    """The new search answers as the old one, to the last bit and the type (``repr``: an int
    spot stays an int, -0.0 is not 0.0), however few the rects where it adds them as lines along
    the rows (``spot.WHOLE_FROM``, else only from 16 rects on) and however many where it adds
    them spot by spot."""
    old = repr(old_least_covering_spot(*args, **kwargs))
    assert repr(least_covering_spot(*args, **kwargs)) == old, (args, kwargs)
    usual = spot.WHOLE_FROM
    try:
        for rects in (0, 10 ** 9):
            spot.WHOLE_FROM = rects
            assert repr(least_covering_spot(*args, **kwargs)) == old, (rects, args, kwargs)
    finally:
        spot.WHOLE_FROM = usual


def qt_like(rnd: random.Random, n: int, vw: int, vh: int) -> list[Edges]:
    """Rects as :func:`~cardtable.gui.spot.edges` makes them of ``QRect``: whole numbers, some
    past the view's edges, some empty (a ``QRect`` of negative size is normalised, so ``r <= l``
    only where it is empty)."""
    out = []
    for _ in range(n):
        l, t = rnd.randint(-60, vw + 20), rnd.randint(-60, vh + 20)
        out.append((l, t, l + rnd.randint(0, 140), t + rnd.randint(0, 100)))
    return out


def app_layers(rnd: random.Random, vw: int, vh: int, crowd: int) -> list[tuple[float, list[Edges]]]:
    """The bubble's layers (curtain.quiet_spot_cost): never, about, words, seats, busy."""
    forbid = 1000.0 * vw * vh
    return [(forbid, qt_like(rnd, rnd.choice([0, 0, 3]), vw, vh)), (100.0, qt_like(rnd, rnd.randint(0, 14), vw, vh)),
            (40.0, qt_like(rnd, rnd.randint(0, 30), vw, vh)), (20.0, qt_like(rnd, rnd.choice([0, 8]), vw, vh)),
            (6.0, qt_like(rnd, crowd, vw, vh))]


def test_the_same_bubble_spot_on_seeded_tables():
    """Bubbles as the table places them (the weights, air, steps and reach of quiet_spot_cost), on
    views from 1024x600 to 2560x1440 with up to two hundred rects, frames on some."""
    rnd = random.Random(42)
    for _ in range(50):
        vw, vh = rnd.choice([(1024, 600), (930, 690), (1366, 620), (1280, 760), (2560, 1440)])
        w, h = rnd.randint(120, vw // 2), rnd.randint(40, 160)
        frames = qt_like(rnd, rnd.choice([0, 0, 2]), vw, vh)
        near = (rnd.randint(-20, vw + 20), rnd.randint(-20, vh + 20))
        same(vw, vh, w, h, near, app_layers(rnd, vw, vh, rnd.randint(0, 200)), frames=frames, margin=8,
             step=max(8, min(w, h) // 4), air=6, reach=h)


def test_the_same_clear_spot_for_buttons_and_choosers():
    """nearest_clear_spot's questions: every rect costs more than any distance, a tiny reach;
    the buttons' grid through their own place and up and down dearer; the chooser's grid of
    fractions (QRectF: not whole numbers, the old way of adding)."""
    rnd = random.Random(7)
    for _ in range(30):
        vw, vh = rnd.choice([(1024, 560), (1366, 768)])
        w, h = rnd.randint(60, 400), rnd.randint(24, 150)
        rects = qt_like(rnd, rnd.randint(0, 80), vw, vh)
        x, y = rnd.randint(0, vw - 1), rnd.randint(0, vh - 1)
        same(vw, vh, w, h, (x + w / 2, y + h / 2), [(spot.COVERED, rects)], reach=spot.ALONG, margin=2, step=4,
             upright=3.0, through=(x, y))
        floats = [(l + 0.25, t + 0.5, r + 0.75, b) for (l, t, r, b) in rects]
        same(vw, vh, w + 0.5, h, (x + 0.3, y), [(spot.COVERED, floats)], reach=spot.ALONG, margin=4.0, step=8.4)
        # whole numbers as floats (QRectF of a layout on whole pixels): the new way, the same answer
        same(float(vw), float(vh), float(w), float(h), (x, y), [(spot.COVERED, [tuple(map(float, r)) for r in rects])],
             reach=spot.ALONG, margin=4.0, step=8.0)


def test_the_same_spot_where_spots_tie():
    """Spots that cost the same: the first read wins, as before (near the middle of an empty or
    symmetric table, every spot clear, or every spot covered alike)."""
    for vw, vh, w, h in ((400, 300, 100, 40), (401, 299, 99, 41), (200, 200, 300, 300)):
        for near in ((vw / 2, vh / 2), (vw // 2, vh // 2), (0, 0)):
            same(vw, vh, w, h, near, [], margin=8, step=8, air=6, reach=h)
            same(vw, vh, w, h, near, [(6.0, [(0, 0, vw, vh)])], margin=8, step=8, air=6, reach=0)
            same(vw, vh, w, h, near, [(6.0, [(vw // 2 - 10, 0, vw // 2 + 10, vh)])], margin=8, step=8, air=6, reach=1)
            same(vw, vh, w, h, near, [(spot.COVERED, [(0, 0, vw, vh)])], reach=spot.ALONG)
            # covered so dearly that a millionth of a pixel of distance is lost in the sum: the
            # rows farther down tie with the nearest, and of those the first read wins
            same(vw, vh, w, h, near, [(1e9, [(0, 0, vw, vh)])], reach=spot.ALONG)


def test_the_old_way_where_the_sums_would_not_be_exact():
    """Weights so heavy that a spot's sum passes 2**53 (where the order of adding shows): the old
    way of adding, rect by rect, and so the old answer."""
    rnd = random.Random(3)
    # (odd weights near where the sums pass 2**53, a weight a power of two adds exactly anyway)
    for weight in [10.0 ** e + 1 for e in range(8, 16)] + [0.1, 1 / 3]:
        for _ in range(5):
            layers = [(weight, qt_like(rnd, 30, 600, 400)), (6.0, qt_like(rnd, 30, 600, 400))]
            same(600, 400, 150, 60, (300, 200), layers, margin=8, step=15, air=6, reach=60)
    # and every spot's own sum past 2**53, the whole view covered three times over (odd weights
    # and sizes, found where adding in order rounds otherwise than the exact sum: 2.7106688671692148e16
    # against 2.7106688671692144e16)
    whole = [(0, 0, 600, 400)]
    layers = [(1800168387061.0, whole), (346877770693.0, whole), (131018273853.0, whole)]
    same(600, 400, 151, 61, (300, 200), layers, margin=8, step=15, air=6, reach=61)
    layers[0] = (1800168387061.0, whole + qt_like(rnd, 4, 600, 400))
    same(600, 400, 151, 61, (300, 200), layers, margin=8, step=15, air=6, reach=61)


def test_the_table_s_usual_questions_take_the_quick_way():
    """A bubble on Qt's rects is added the new way (else the search is right, and as slow as it
    was)."""
    rnd = random.Random(1)
    kinds = [(weight, rects) for weight, rects in app_layers(rnd, 1366, 620, 120) if rects]
    xs, x0 = spot._grid(8, 1366 - 300 - 8, 20, None)
    ys, _ = spot._grid(8, 620 - 80 - 8, 20, None)
    assert spot._whole_plan(kinds, xs, ys, x0, 20, 6, 312, 92) is not None


ints = st.integers(-40, 260)


@st.composite
def questions(draw):
    vw, vh = draw(st.integers(0, 240)), draw(st.integers(0, 200))
    w, h = draw(st.integers(0, 150)), draw(st.integers(0, 120))
    whole = draw(st.booleans())
    number = ints if whole else st.one_of(ints, st.floats(-40, 260, allow_nan=False).map(lambda v: round(v * 4) / 4))

    def rects(most: int) -> list[Edges]:
        return [(l, t, l + dw, t + dh) for l, t, dw, dh in
                draw(st.lists(st.tuples(number, number, st.integers(-5, 120), st.integers(-5, 90)), max_size=most))]

    weights = draw(st.lists(st.sampled_from([0, 1, 6.0, 40.0, 100.0, 1e6, 2.0 ** 45]), max_size=4))
    layers = [(weight, rects(12)) for weight in weights]
    kw = dict(margin=draw(st.sampled_from([0, 2, 4.0, 8])), step=draw(st.sampled_from([1, 3, 4, 8, 8.0, 8.4, 17])),
              air=draw(st.sampled_from([0, 6, 2.5])), reach=draw(st.sampled_from([0, spot.ALONG, 1, 40, h])),
              upright=draw(st.sampled_from([1.0, 3.0])), frames=rects(3), astride=draw(st.sampled_from([40.0, 7])))
    if draw(st.booleans()):
        kw["through"] = (draw(number), draw(number))
    return (vw, vh, w, h, (draw(number), draw(number)), layers), kw


@settings(max_examples=200, deadline=None)
@given(questions())
def test_the_same_spot_for_any_question(question):
    args, kwargs = question
    same(*args, **kwargs)


# ----- the questions the real tables ask -----------------------------------------------------------


@pytest.mark.parametrize("game, players, size", [
    ("rummoli", ["Anna", "Ben", "Cleo"], (1280, 760)),  # (the table of the game-over buttons' test)
    ("mexican_train", ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Gina", "Hugo"], (1366, 768)),
    ("biscuit", ["Anna", "Ben", "Robo Ruby"], (1024, 600)),
])
def test_the_same_spot_for_the_questions_a_table_asks(qtbot, data_dir, monkeypatch, game, players, size):
    """Every search a table makes while it is dealt, and for a refusal bubble said beside a few
    presses, recorded and asked again of the old search."""
    from .helpers import open_window

    asked: list = []
    real = spot.least_covering_spot

    def recorded(*args, **kwargs):
        asked.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(spot, "least_covering_spot", recorded)
    w = open_window(qtbot, size, start=False)
    w.start_game(game, players, {}, seed=5, open_handed=True)
    view = w.table.view
    from PySide6.QtCore import QPoint

    dealt = len(asked)
    for x, y in ((0.5, 0.5), (0.1, 0.9), (0.8, 0.2)):
        w.table.hint.anchor = QPoint(int(view.width() * x), int(view.height() * y))
        w.table.hint.say("Too quick after the last press: wait a moment, then click once.")
    assert len(asked) >= dealt + 3  # (a search for each width the bubble tries, at least one)
    for args, kwargs in asked:
        same(*args, **kwargs)

