"""Mexican Train: the open-end plates and the red train markers lie clear (s41 t1 #1, #5).

The tester (4 players, 1366x768): "the Computer's train ends at the board's left edge; its
open-end plate '11 ▼' is drawn BELOW-left of the last tile, hanging out of the train's shaded
band and touching the board's left edge, its arrow pointing down although the train runs to the
left" and "the red locomotive marker sits across the top edge of the '◀12' plate and the gold
outline of the last tile (12-3), partly covering both". Expected: the plate in line at the end
of the train, or (no room in line) the way the next tile goes, inside the board and its band;
the marker beside the plate, never on tiles or the plate.

Checked on the real window over seeded 4-player hands played by the computers' sense: no plate
or marker overlaps any tile, the last tile's gold ring, another plate or another marker; each
lies inside the chains' frame (clear of its edge) and inside its own train's band; no band
overlaps another band or another train's tile.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest

from .helpers import open_window, play_not_looked_at
from .test_dominoes_table import _view_rect, played_positions


def _over(r: QRectF, o: QRectF, slack: float = 1.0) -> bool:
    """Overlapping by more than ``slack`` px both ways (touching is not overlapping; the view's
    rects are whole pixels)."""
    return min(r.right(), o.right()) - max(r.left(), o.left()) > slack and \
        min(r.bottom(), o.bottom()) - max(r.top(), o.top()) > slack


def _inside(r: QRectF, o: QRectF, slack: float = 0.5) -> bool:
    return r.left() >= o.left() - slack and r.top() >= o.top() - slack and \
        r.right() <= o.right() + slack and r.bottom() <= o.bottom() + slack


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_plates_and_markers_lie_clear_inside_their_bands(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    checked = turns = marked = 0
    bad: list = []
    for seed in (0, 1):
        w.start_game("mexican_train", ["Anna", "Ben", "Cleo", "Computer"], {"hands": 1}, seed=seed, open_handed=True)
        QTest.qWait(20)
        view = w.table.view
        positions = list(played_positions("mexican_train", 4, seed))
        for k, (move, state) in enumerate(positions):
            if state.phase != "play" or k % 4:
                play_not_looked_at(w, move)
                continue
            w.play(move)
            QTest.qWait(5)
            spec = view.spec
            frame = _view_rect(view, spec.frames[0])
            lines = w.game.public(w.state)["lines"]
            laid = {p.id[5:]: _view_rect(view, (p.x, p.y, p.w, p.h)) for p in spec.pieces if p.id.startswith("laid:")}
            markers = {p.id[7:]: _view_rect(view, (p.x, p.y, p.w, p.h)) for p in spec.pieces
                       if p.id.startswith("marker:")}
            bands = [_view_rect(view, b) for b in spec.board_key[4]]
            plates, rings = {}, {}
            for end, line in zip(spec.board_key[5], lines):
                plates[line["key"]] = _view_rect(view, end[:4])
                if end[7]:
                    last = _view_rect(view, end[7])
                    g = max(2.0, min(last.width(), last.height()) * 0.16)  # (the ring, as painted)
                    rings[line["key"]] = last.adjusted(-g, -g, g, g)
            items = [("plate", key, r) for key, r in plates.items()] + [("marker", key, r) for key, r in markers.items()]
            for kind, key, r in items:
                where = (size, seed, k, kind, key)
                line = next(ln for ln in lines if ln["key"] == key)
                if not _inside(r, frame.adjusted(2, 2, -2, -2)):
                    bad.append((where, "off the board", r, frame))
                if line["tiles"]:
                    mine = [b for b in bands if b.contains(laid[line["tiles"][-1]].center())]
                    if len(mine) != 1 or not _inside(r, mine[0]):
                        bad.append((where, "out of its band", r, mine))
                    if kind == "plate" and end_way(spec, lines, key) != (0, 0):
                        turns += 1
                for c, t in laid.items():
                    if _over(r, t):
                        bad.append((where, "on the tile", c))
                for key2, ring in rings.items():
                    if kind == "marker" and _over(r, ring):
                        bad.append((where, "on a gold ring", key2))
                for kind2, key2, o in items:
                    if (kind2, key2) != (kind, key) and _over(r, o):
                        bad.append((where, f"on {kind2} of {key2}"))
                checked += 1
                marked += kind == "marker"
            for i, b in enumerate(bands):
                for o in bands[i + 1:]:
                    if _over(b, o):
                        bad.append(((size, seed, k), "bands overlap", b, o))
    assert not bad, (len(bad), bad[:6])
    assert checked > 60 and marked > 8, (checked, marked)


def end_way(spec, lines, key) -> tuple[int, int]:
    """(0, 0) unless the train turns at its open end: the way of its next tile there."""
    end = dict(zip((ln["key"] for ln in lines), spec.board_key[5]))[key]
    return (end[5], end[6]) if end[6] else (0, 0)
