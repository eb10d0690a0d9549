"""Tester t3, session 29 (Pirate, Anna against Robo Rex): "Anna turns the 2♣ (no ♣ keel yet).
Drag the 2♣ from Anna's Waste onto "♣ ship (ace keel)". The table says: "Drag the stock onto this
card to turn over the top card of the stock." ... Expected something like "Your ♣ ship needs its
ace keel first — turn another card." "

The card, which no move takes in a turn that begins with turning a card, was explained as the
place the stock may be dragged onto. Now it is the play it would be, and the engine says why:
"When the low player encounters an ace, they place it in front of them as the keel to a new
ship ... Upon these keels, players may build upon their own ship with cards of the same suit, in
sequence" (003_568aafc6ffe6d89e.txt, section "Pirate")."""

from __future__ import annotations

from .helpers import click, drag, open_window


def test_the_waste_card_dragged_onto_its_ship_without_a_keel_says_the_keel_comes_first(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    # Anna cuts the 2 of diamonds, Ben the king of diamonds: Anna is the low player; she turns the
    # 2 of clubs (no clubs keel: the turn passes), Ben the 5 of diamonds (no king: back to Anna)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    view = w.table.view
    assert w.state.low == 0 and w.state.turn == 0
    click(view, view.pieces["stock/0"])
    assert w.state.wastes[0] == ("2C",) and w.state.turn == 1
    click(view, view.pieces["stock/1"])
    assert w.state.wastes[1] == ("5D",) and w.state.turn == 0
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, view.pieces["waste/0"], view.zones["ship_C/0"].rect.center())
    said = w.table.hint.text()
    assert said == ("The 2 of clubs cannot go on your clubs ship yet: it needs its keel first, the ace of "
                    "clubs. Turn a card from your stock."), said
    assert w.state.to_json() == snap and len(w.session.record.moves) == n


def test_the_waste_card_dropped_on_another_ship_says_why_not_that_ship(qtbot, data_dir):
    """Tester t4, session 29: the Q♥ dropped on Ben's own ♦ ship, or on Anna's ♠ ship, was told of
    the hearts ship's keel. "players may build upon their own ship with cards of the same suit";
    "Players may not play to their opponent's ship." """
    w = open_window(qtbot, start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    view = w.table.view
    click(view, view.pieces["stock/0"])
    click(view, view.pieces["stock/1"])
    assert w.state.turn == 0 and w.state.wastes[0] == ("2C",)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, view.pieces["waste/0"], view.zones["ship_D/0"].rect.center())
    said = w.table.hint.text()
    assert said == "The 2 of clubs goes on your clubs ship, not another suit's.", said
    drag(view, view.pieces["waste/0"], view.zones["ship_S/1"].rect.center())
    said = w.table.hint.text()
    assert said == "Players may not play to their opponent's ship.", said
    assert w.state.to_json() == snap and len(w.session.record.moves) == n
