"""Tester s37: "Pirate's table turns round to each person's seat every turn although nothing in
Pirate is hidden." Pirate: "Players begin turning cards face up from their deck into a face-up
waste pile" (003_568aafc6ffe6d89e.txt, section "Pirate"); the stocks are face down to both. So
the table keeps still, facing the first person (Anna along the bottom, Ben along the top) while
the turn, and the words ("Ben: turn a card from your stock."), go from one to the other. Ben
turns his card by clicking his stock where it stays, at the top."""

from __future__ import annotations

from .helpers import click, drag, open_window


def test_the_pirate_table_keeps_still_from_turn_to_turn(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    # Anna cuts the 2 of diamonds, Ben the king: Anna is low and turns first: the 2 of clubs
    # (no clubs keel: the turn passes); Ben turns the 5 of diamonds (no king keel: back to Anna)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    view = w.table.view
    assert w.viewer == 0 and w.state.turn == 0
    anna, ben = view.pieces["stock/0"].pos(), view.pieces["stock/1"].pos()
    assert anna.y() > ben.y()  # Anna's side along the bottom
    click(view, view.pieces["stock/0"])
    assert w.state.wastes[0] == ("2C",) and w.state.turn == 1
    assert w.viewer == 1 and "Ben: turn a card from your stock." in w.status_text()
    assert view.pieces["stock/0"].pos() == anna and view.pieces["stock/1"].pos() == ben, \
        "the table turned round to Ben's seat"
    assert view.pieces["waste/0"].pos().y() > ben.y()
    click(view, view.pieces["stock/1"])  # Ben's stock, at the top
    assert w.state.wastes[1] == ("5D",) and w.state.turn == 0
    assert view.pieces["stock/0"].pos() == anna and view.pieces["stock/1"].pos() == ben


def test_ben_plays_to_his_ship_at_the_top(qtbot, data_dir):
    """Ben's king of spades, turned, dragged from his waste onto his spades ship, both at the top
    of the table (his, not Anna's, at the bottom)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    view = w.table.view
    for seat in (0, 1, 0, 1):  # the 2 of clubs, the 5 of diamonds, the queen of hearts, the king of spades
        click(view, view.pieces[f"stock/{seat}"])
    assert w.state.wastes[1][-1] == "KS" and w.state.turn == 1 and w.viewer == 1
    ship = view.zones["ship_S/1"].rect
    assert ship.bottom() < view.zones["ship_S/0"].rect.top()  # Ben's ship above Anna's
    drag(view, view.pieces["waste/1"], ship.center())
    assert w.state.ships[1][0] == ("KS",), w.state.ships
