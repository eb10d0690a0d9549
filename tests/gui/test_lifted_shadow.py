"""A piece picked up casts a shadow down and to its right. A marble's, a disc's, a domino's and
the dice cup's shadow lay past the piece's bounding rect (the dice cup's by 245 pixels, a tile's by
38): Qt cut it off while the piece was carried and left smears of it on the board where it had
been. Now the bounding rect takes the shadow in while the piece is lifted; what the piece covers
over a place (which place lights) is the piece without its shadow, as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from .helpers import click, grab_point, move_to, open_window, settle
from .test_focus_ring import outside_paint

PIECES = [  # game, players, the kind of piece lifted
    ("fast_track", ["Anna", "Ben"], "marble"),
    ("five_in_a_row", ["Anna", "Ben"], "five_disc"),
    ("mexican_train", ["Anna", "Ben"], "domino"),
    ("crazy_eights", ["Anna", "Ben"], "card"),
]


@pytest.mark.parametrize("game_id, names, kind", PIECES)
def test_the_shadow_of_a_piece_carried_lies_inside_what_it_paints(qtbot, data_dir, game_id, names, kind):
    w = open_window(qtbot, (1024, 600), start=False)
    stack = [["AH", "4C"]] if game_id == "fast_track" else None  # (an ace: a marble may come out)
    w.start_game(game_id, names, {}, seed=4, open_handed=True, stack=stack)
    view = w.table.view
    if stack:
        click(view, view.pieces["pile"])
    settle(view)
    items = [i for i in view.pieces.values() if getattr(i.spec, "kind", "card") == kind and i.isVisible()]
    assert items
    vp = view.viewport()
    for item in items:
        start = grab_point(view, item)
        QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
        for step in range(1, 4):
            move_to(view, start + QPoint(12, 9) * step)
        if view.controller.held is item:
            assert item.lifted
            assert not outside_paint(item), (item.spec.id, item.boundingRect())
            # what it covers over a place is the piece, not its shadow
            assert view.controller.carried_rect() == item.mapRectToScene(item.piece_box())
            QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, start)
            settle(view)
            assert not item.lifted and item.boundingRect() == item.piece_box()
            return
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, start)
        settle(view)
    pytest.fail(f"no {kind} could be picked up")


def test_the_dice_cups_shadow_lies_inside_what_it_paints(qtbot, data_dir):
    """The worst of them: the dice cup's shadow lay 245 pixels past its rect. (The cup is rolled
    by a click, not carried: lifted here as the drag controller lifts a piece.)"""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_thousand", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    settle(view)
    cup = next(i for i in view.pieces.values() if getattr(i.spec, "kind", "") == "dice_cup")
    cup.lifted = True
    assert not outside_paint(cup), cup.boundingRect()
    cup.lifted = False
    assert cup.boundingRect() == cup.piece_box()
