"""The table had three searches for free room, from branches that met the same hour: the hint
bubble's (scored, fast), the wild-card chooser's (``TableView.free_place``: the nearest spot
covering nothing) and the action buttons' (``_clear_of_cards``: the nearest spot sideways, else up
or down, off the cards). They are now one, :func:`cardtable.gui.spot.least_covering_spot`; the
bubble's spot is checked against its old search in test_hint_spot_speed, the chooser's here."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF

from cardtable.gui.spot import edges, nearest_clear_spot


def old_free_place(vw, vh, whole, hard, soft, step):
    """The chooser's search as it was: every spot sorted by distance, the first touching nothing
    (else nothing hard)."""
    def free(r, boxes):
        return not any(b.intersects(r) for b in boxes)

    spots = sorted(((whole.left() - cx) ** 2 + (whole.top() - cy) ** 2, cx, cy)
                   for cx in [4.0 + k * step for k in range(int(max(0.0, vw - 8 - whole.width()) / step) + 1)]
                   for cy in [4.0 + k * step for k in range(int(max(0.0, vh - 8 - whole.height()) / step) + 1)])
    for boxes in (hard + soft, hard):
        for _, cx, cy in spots:
            if free(QRectF(cx, cy, whole.width(), whole.height()), boxes):
                return cx, cy
    return None


def rects(rnd, n, vw, vh):
    return [QRectF(rnd.uniform(0, vw), rnd.uniform(0, vh), rnd.uniform(20, 120), rnd.uniform(15, 100))
            for _ in range(n)]


def search(vw, vh, box, rs, **grid):
    return nearest_clear_spot(vw, vh, box.width(), box.height(), (box.center().x(), box.center().y()), edges(rs),
                              **grid)


def test_the_chooser_goes_where_it_went():
    """The nearest spot covering nothing, else nothing hard (a card, a pile, a place), as before
    (``TableView.free_place`` asks for the one, then the other)."""
    rnd = random.Random(3)
    tiers = {0, 1, 2}
    for _ in range(60):
        vw, vh = 1024, 560
        hard, soft = rects(rnd, rnd.randint(5, 60), vw, vh), rects(rnd, rnd.randint(0, 60), vw, vh)
        box = QRectF(rnd.uniform(0, vw - 200), rnd.uniform(0, vh - 80), rnd.uniform(100, 400), rnd.uniform(30, 150))
        grid = dict(margin=4.0, step=8.4)
        first = search(vw, vh, box, hard + soft, **grid)
        new = first or search(vw, vh, box, hard, **grid)
        assert new == old_free_place(vw, vh, box, hard, soft, 8.4)
        tiers.discard(0 if first else 1 if new else 2)
    assert not tiers  # (each case met)


def test_the_buttons_move_to_the_nearest_clear_spot_on_lines_through_their_place():
    """The buttons' spots are 4 pixels apart through their own place, 2 in from the edges, and
    keep 3 pixels off the cards and text; sideways counts less than up or down."""
    box = QRectF(300, 300, 200, 40)
    spot = search(800, 500, box, [QRectF(280, 290, 240, 70)], margin=2.0, step=4.0, air=3.0, upright=1.5,
                  through=(box.left(), box.top()))
    # 3 px over the cards (56 px up, costing 84) before beside them (224 px sideways)
    assert spot == (300.0, 300.0 - 4 * 14)


def test_where_nothing_is_clear_none():
    box = QRectF(100, 80, 100, 40)
    assert search(300, 200, box, [QRectF(0, 0, 300, 100), QRectF(0, 100, 300, 100)], margin=4.0, step=4.0) is None
