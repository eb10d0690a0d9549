"""Golf (tester, s33): "dragging the discard straight onto a grid card is refused; the card has to
go to "Taken" first, which is not how a family would do it." The rule: "You can either take a
card from the stack or the discard pile"; "If you exchange one of your cards for one of these you
must place it face up". The discard dragged onto one of the player's grid cards exchanges them in
one gesture (the engine lists it: ``exchange_discard``); the card drawn from the stack, shown on
Taken, is dragged onto a grid card the same way. While a card is dragged, the places it may go
light up. Real mouse drags on the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.table_view import ZoneItem

from .helpers import double_click_at, click, grab_point, move_to, open_window, settle

#             top row                      bottom row
ANNA = ["2C", "3C", "4C", "5C", "6C", "8C", "9C", "10C"]
BEN = ["2D", "3D", "4D", "5D", "6D", "8D", "9D", "10D"]


def golf(qtbot):
    """Anna and Ben, Ben deals, so Anna starts; the discard pile shows the king of spades and
    the stack's top is the queen of hearts."""
    w = open_window(qtbot, (1366, 768), start=False)
    order = [grid[k] for k in range(8) for grid in (ANNA, BEN)] + ["KS", "QH"]
    w.start_game("golf", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=[order])
    return w


def hold_over(view, item, place, steps=6):
    """Press on ``item`` and move, the button held, over the middle of zone ``place``."""
    settle(view)
    start = grab_point(view, item)
    end = view.mapFromScene(view.zones[place].rect.center())
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, steps + 1):
        move_to(view, start + (end - start) * i / steps)
    return end


def lit(view) -> set[str]:
    return {key for key, zone in view.zones.items() if zone.state != ZoneItem.NONE}


def test_the_discard_dragged_onto_a_grid_card_exchanges_them(qtbot, data_dir):
    w = golf(qtbot)
    view = w.table.view
    end = hold_over(view, view.pieces["discard"], "grid/0#1")
    # while it is held: Taken and Anna's eight cards light up, nothing of Ben's
    assert lit(view) == {"held/0"} | {f"grid/0#{i}" for i in range(8)}, lit(view)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves == [{"kind": "exchange_discard", "at": 1}]
    assert w.state.grids[0][1] == "KS" and w.state.up[0][1] and w.state.discard[-1] == "3C"
    assert w.state.turn == 1 and not w.state.held
    said = w.status_text()
    assert "Anna takes the king of spades from the discard pile" in said, said
    assert "puts the king of spades in place of the 3 of clubs" in said, said


def test_a_peeked_corner_exchanged_so_is_one_undo(qtbot, data_dir):
    """Her bottom corner, which she may look at, is no news to anybody: one Undo takes the
    gesture back, the king on the discard pile again."""
    w = golf(qtbot)
    view = w.table.view
    before = w.state.to_json()
    end = hold_over(view, view.pieces["discard"], "grid/0#4")
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves == [{"kind": "exchange_discard", "at": 4}]
    w.undo()
    assert w.session.record.moves == [] and w.state.to_json() == before


def test_the_discard_still_goes_to_taken_and_the_stack_card_onto_the_grid(qtbot, data_dir):
    """Taking it first still works; and the card drawn from the stack, on Taken, goes straight onto
    a grid card, the places lit while it is held. Dropped on Ben's grid, the discard goes back and
    the words say where it may go."""
    w = golf(qtbot)
    view = w.table.view
    snap = w.state.to_json()
    end = hold_over(view, view.pieces["discard"], "grid/1#0")
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves == [] and w.state.to_json() == snap
    said = w.status_text()
    assert said == "Drop it on your drawn card spot or a card in your grid.", said
    end = hold_over(view, view.pieces["stock"], "held/0")
    assert lit(view) == {"held/0"}, lit(view)  # the stack's card is seen only once taken
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves == [{"kind": "draw", "source": "stock"}] and w.state.held == ("QH",)
    end = hold_over(view, view.pieces["held/0"], "grid/0#2")
    assert lit(view) == {"discard"} | {f"grid/0#{i}" for i in range(8)}, lit(view)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert w.session.record.moves[-1] == {"kind": "exchange", "at": 2}
    assert w.state.grids[0][2] == "QH" and w.state.discard[-1] == "4C"


def test_a_click_or_double_click_on_the_discard_says_where_it_goes(qtbot, data_dir):
    """It goes to two kinds of place now (Taken, or a grid card): a click or double-click cannot
    choose, and says how ("That card can go to more than one place" said neither)."""
    w = golf(qtbot)
    view = w.table.view
    said = ("Drag the king of spades onto one of your cards to exchange them, or onto your drawn card spot "
            "to draw it first.")
    click(view, view.pieces["discard"])
    assert w.status_text() == said and w.session.record.moves == []
    settle(view)
    double_click_at(view.viewport(), grab_point(view, view.pieces["discard"]))
    assert w.status_text() == said and w.session.record.moves == []
