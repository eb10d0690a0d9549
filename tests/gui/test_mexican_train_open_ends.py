"""Mexican Train: every train's open end is marked, easy to find (s39 tester).

The tester: "long trains become small numbered tiles folded into tight snakes; the open end is
hard to find. The side trains fold into 3-4 rows inside a small box at the far left, tiles
switch from pips to small coloured digits, and the direction changes row by row, so which end
is open needs hunting (the Mexican train too)."

Since s40 the table draws, for every train, a gold plate on the place its next tile goes (the
number to match in large figures, an arrow the way the train runs there) and a gold ring round
its last tile. Checked on the real window at 1024x600 (the score sheet open), over seeded long
hands of 4 and 8 players played by the computers' sense: each train has one plate, showing its
open number; it starts at the train's last tile (touching it) and covers the lit place of the
next tile (or, where the train turns there, lies in line with its last tile: s41); it is at least 20 px across; it lies on no other train's tile or band; and what is
painted there is mostly the plate's gold.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from .helpers import open_window, play_not_looked_at
from .test_dominoes_table import _view_rect, played_positions


def _apart(r: QRectF, o: QRectF) -> float:
    """How far apart two rects are (the larger of the gaps across and down; < 0: overlapping)."""
    return max(o.left() - r.right(), r.left() - o.right(), o.top() - r.bottom(), r.top() - o.bottom())


def _gold(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 150 and c.blue() < 110


def test_every_train_s_open_end_is_marked_at_its_last_tile(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    w.score_view_action.setChecked(True)
    checked = long_trains = 0
    for n in (4, 8):
        names = ["Anna", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal"][:n]
        w.start_game("mexican_train", names, {"hands": 1}, seed=7, open_handed=True)
        QTest.qWait(50)
        view = w.table.view
        positions = list(played_positions("mexican_train", n, 7))
        for k, (move, state) in enumerate(positions):
            if state.phase != "play" or k < len(positions) // 2 or k % 4:
                play_not_looked_at(w, move)
                continue  # (the second half of the hand: the trains are long)
            w.play(move)
            assert w.state.lines == state.lines
            QTest.qWait(20)
            spec = view.spec
            image = view.viewport().grab().toImage()
            dpr = image.devicePixelRatio()
            ends = spec.board_key[5]
            lines = {ln["key"]: ln for ln in w.game.public(w.state)["lines"]}
            assert len(ends) == len(lines), (n, k)
            laid = {p.id[5:]: _view_rect(view, (p.x, p.y, p.w, p.h)) for p in spec.pieces if p.id.startswith("laid:")}
            slots = {t.id: _view_rect(view, (t.x, t.y, t.w, t.h)) for t in spec.targets if t.id in lines}
            bands = [_view_rect(view, b) for b in spec.board_key[4]]
            for (x, y, mw, mh, number, dx, dy, last, _), (key, line) in zip(ends, lines.items()):
                mark = _view_rect(view, (x, y, mw, mh))
                where = (n, k, key, number)
                assert number == int(line["open"]), where
                assert min(mark.width(), mark.height()) >= 20 - 0.5, (where, mark)
                slot = slots[key]
                if dx and slot.height() > slot.width() and line["tiles"]:
                    # (since s41: where the train turns at its open end, the plate lies in line
                    # with its last tile where the band has room, its arrow the way it runs)
                    row = laid[line["tiles"][-1]]
                    assert mark.top() <= row.center().y() <= mark.bottom(), (where, mark, row)
                else:
                    assert mark.contains(slot.center()), (where, mark, slot)
                own = [laid[c] for c in line["tiles"]]
                if own:
                    long_trains += len(own) >= 8
                    assert -0.5 <= _apart(mark, own[-1]) <= 1.0, (where, "from its last tile", mark, own[-1])
                    ring = _view_rect(view, last) if last else QRectF()  # (the gold ring's tile)
                    assert max(abs(a - b) for a, b in zip(ring.getRect(), own[-1].getRect())) <= 1.5, where
                    # the band holding the train's tiles; no other train's tile or band under the plate
                    mine = [b for b in bands if b.contains(own[-1].center())]
                    others = [r for c, r in laid.items() if c not in line["tiles"]]
                    others += [b for b in bands if b not in mine]
                    assert all(_apart(mark, r) > -0.5 for r in others), where
                # painted: the plate's gold (under its number, its arrow, a train's marker)
                gold = total = 0
                for i in range(2, int(mark.width()) - 2, 2):
                    for j in range(2, int(mark.height()) - 2, 2):
                        px = image.pixelColor(int((mark.left() + i) * dpr), int((mark.top() + j) * dpr))
                        gold += _gold(px)
                        total += 1
                assert gold >= 0.3 * total, (where, gold, total)
                checked += 1
    assert checked > 60 and long_trains > 10, (checked, long_trains)
