"""5 in a Row: a card dropped with the pointer on a free corner is refused there, in plain words,
and nothing is played (s37 t1 #2: Ben's two-eyed jack dropped on the top-left corner put a disc
on the 6 of clubs below it, which he never pointed at, and an ordinary card dropped on the corner
was refused naming the 6 of clubs). "The corners are free cells that count for every side:
nobody puts a disc there." Real mouse drags on the view: press, move, release on the corner's
centre."""

from __future__ import annotations

from cardtable.games.five_in_a_row import card_at, disc_at
from cardtable.gui.layouts.five_in_a_row import cell_rect

from .helpers import drag, hand_item, open_window, take_over
from .test_five_in_a_row_table import STACK

FREE = "The corners are free for everyone: nobody puts a disc there."


def drop_on_corner(w, card: str, corner: str = "r0c0") -> None:
    view = w.table.view
    centre = cell_rect(corner).center()
    drag(view, hand_item(view, card), view.to_px(centre.x(), centre.y()))


def test_a_card_dropped_on_a_free_corner_is_refused_there(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("five_in_a_row", ["Anna", "Ben"], {}, seed=4, stack=STACK)
    assert card_at("r1c0") == "6C"  # the space below the top-left corner
    take_over(w)  # Anna

    # an ordinary card (the 2 of spades) on the corner: refused for the corner, not the 6 of clubs
    snapshot, moves = w.state.to_json(), len(w.session.record.moves)
    drop_on_corner(w, "2S")
    assert w.state.to_json() == snapshot and len(w.session.record.moves) == moves
    assert FREE in w.status_text()
    assert "6 of clubs" not in w.status_text() and "6♣" not in w.status_text()

    w.play({"kind": "play", "card": "9H", "cell": "r2c8"})
    take_over(w)  # Ben, with the jack of diamonds (two-eyed: any free space)

    snapshot, moves = w.state.to_json(), len(w.session.record.moves)
    drop_on_corner(w, "JD")
    assert len(w.session.record.moves) == moves and w.state.to_json() == snapshot
    assert disc_at(w.state, "r1c0") < 0, "a disc went on the 6 of clubs, below the corner"
    assert FREE in w.status_text()

    # the other corners too (bottom right: the space above it is no target either)
    drop_on_corner(w, "JD", "r9c9")
    assert len(w.session.record.moves) == moves and FREE in w.status_text()

    # and the space below the corner still takes the jack where the pointer is
    centre = cell_rect("r1c0").center()
    drag(w.table.view, hand_item(w.table.view, "JD"), w.table.view.to_px(centre.x(), centre.y()))
    assert w.session.record.moves[-1] == {"kind": "play", "card": "JD", "cell": "r1c0"}
