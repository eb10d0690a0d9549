"""Mexican Train: a tile dropped on a train's line or its name plays at that train's end when it
fits there (s37 t1 #3: a 10-12 dropped on Ben's train, not on the dashed box at its end, was
refused "The 10-12 may not go on Ben's train now.", though it goes on Ben's train). The table
only maps the drop to the move; the engine says whether it is legal, and a refusal never says
"may not go" of a move the rules allow. Real mouse drags on the view."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cardtable.core.game import Move

from .helpers import drag
from .test_dominoes_table import mexican_after_a_nine, played


def on_line(zone) -> QPointF:
    """A point of the train's band (its laid tiles) clear of the dashed box at its end."""
    band = max(zone.reach, key=lambda r: r.width() * r.height())
    for k in range(1, 20):
        p = QPointF(band.left() + band.width() * k / 20, band.center().y())
        if not zone.rect.contains(p):
            return p
    raise AssertionError("the band lies under the end's box")


def test_a_tile_dropped_on_a_trains_name_plays_at_its_end(qtbot, data_dir):
    w = mexican_after_a_nine(qtbot)
    view = w.table.view
    name = view.zones["train/0"].reach[0]  # "Anna", at the start of her (empty) train
    assert not view.zones["train/0"].rect.contains(name.center())
    drag(view, view.pieces["hand:3-12"], name.center())
    played(w, {"kind": "play", "tile": "3-12", "to": "train/0"})
    assert "may not go" not in w.status_text()


def test_a_tile_dropped_on_a_trains_line_plays_at_its_end(qtbot, data_dir):
    w = mexican_after_a_nine(qtbot)
    view = w.table.view
    drag(view, view.pieces["hand:9-10"], on_line(view.zones["mexican"]))
    played(w, {"kind": "play", "tile": "9-10", "to": "mexican"})


def test_a_tile_dropped_on_the_mexican_trains_name_plays_there(qtbot, data_dir):
    w = mexican_after_a_nine(qtbot)
    view = w.table.view
    drag(view, view.pieces["hand:9-10"], view.zones["mexican"].reach[0].center())
    played(w, {"kind": "play", "tile": "9-10", "to": "mexican"})


def test_a_tile_that_does_not_fit_a_train_dropped_on_its_line_says_why(qtbot, data_dir):
    w = mexican_after_a_nine(qtbot)
    view = w.table.view
    snapshot = w.state.to_json()
    drag(view, view.pieces["hand:3-12"], on_line(view.zones["mexican"]))
    assert w.state.to_json() == snapshot
    assert "The 3-12 does not match the 9 at the end of the Mexican train." in w.status_text()
    drag(view, view.pieces["hand:9-10"], view.zones["train/0"].reach[0].center())
    assert w.state.to_json() == snapshot
    assert "The 9-10 does not match the 12 at the end of Anna's train." in w.status_text()


def test_the_engine_never_says_may_not_go_of_a_legal_play(qtbot, data_dir):
    w = mexican_after_a_nine(qtbot)
    game, state = w.game, w.state
    for move in game.legal_moves(state):
        assert "may not go" not in game.explain(state, Move(move)), move


def on_slant(view, key: str) -> QPointF:
    """A point on the slanted stretch of ``key``'s spoke, from the centre double down (or up) to
    where it levels off under the train's name, clear of the double and of every place."""
    level = view.zones[key].reach[0]  # the name over the level stretch: the spoke at 1.6 of 2.1 down
    sy = level.top() + level.height() * 1.6 / 2.1
    hub = view.pieces["laid:12-12"].sceneBoundingRect()
    near = min((level.left(), level.right()), key=lambda x: abs(x - hub.center().x()))
    a, b = hub.center(), QPointF(near, sy)
    for t in (0.75, 0.7, 0.8, 0.65, 0.85):
        p = a + (b - a) * t
        if not hub.contains(p) and not any(z.rect.contains(p) for z in view.zones.values()) \
                and not level.contains(p):
            return p
    raise AssertionError("no point of the slant clear of the hub and the places")


def test_a_tile_dropped_on_the_slanted_part_of_a_trains_line_plays_at_its_end(qtbot, data_dir):
    """s37 t5 #3: the 0-3 released on the slanted line from the centre double to the word
    "Mexican" was refused "Drop the tile on a lit open end…", though the whole drawn line is that
    train's (on its level stretch, or on the name, it played)."""
    w = mexican_after_a_nine(qtbot)
    view = w.table.view
    drag(view, view.pieces["hand:9-10"], on_slant(view, "mexican"))
    played(w, {"kind": "play", "tile": "9-10", "to": "mexican"})
