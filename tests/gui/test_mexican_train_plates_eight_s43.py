"""Mexican Train with eight players: no train's open-end plate lies on a tile (s41, s42 notes).

Since s41 the plates lie clear at four players; with eight, a plate still lay partly over a
double set crosswise in the next row of a folded train, in 34 of 1,156 positions (s41, s42:
trimming it further would have made it under 20 px). Checked on the real window over every
position of seeded eight-player hands played by the computers' sense, at two sizes: no plate
overlaps any tile; each lies inside the chains' frame, clear of its line, and keeps its least
size.
"""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from .helpers import open_window
from .test_dominoes_table import _view_rect, played_positions
from .test_mexican_train_plates_clear import _inside, _over

EIGHT = ["Anna", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal"]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_no_plate_on_a_tile_with_eight_players(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    checked = 0
    bad: list = []
    for seed in (0, 1):
        w.start_game("mexican_train", EIGHT, {"hands": 1}, seed=seed, open_handed=True)
        QTest.qWait(20)
        view = w.table.view
        # (the window not painted: what is looked at is the layout's plates and tiles, laid out
        # and built at every move as before; s43)
        w.setUpdatesEnabled(False)
        for k, (move, state) in enumerate(played_positions("mexican_train", 8, seed)):
            w.play(move)
            if state.phase != "play":
                continue
            spec = view.spec
            frame = _view_rect(view, spec.frames[0]).adjusted(2, 2, -2, -2)
            laid = {p.id[5:]: _view_rect(view, (p.x, p.y, p.w, p.h)) for p in spec.pieces if p.id.startswith("laid:")}
            lines = w.game.public(w.state)["lines"]
            for end, line in zip(spec.board_key[5], lines):
                plate = _view_rect(view, end[:4])
                on = [c for c, t in laid.items() if _over(plate, t)]
                if on:
                    bad.append((size, seed, k, line["key"], on))
                if not _inside(plate, frame):  # (clear of the frame's line)
                    bad.append((size, seed, k, line["key"], "off the board"))
                assert min(plate.width(), plate.height()) >= 20 - 0.5, (size, seed, k, line["key"], plate)
                checked += 1
    assert not bad, (len(bad), checked, bad[:6])
    assert checked > 500, checked
