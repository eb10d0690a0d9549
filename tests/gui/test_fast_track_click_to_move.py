"""Fast Track: click a marble (or a card of the hand of five), then click where it goes, beside
dragging it (s45 t3 #9: a single click only said what to do, and families expected click, then
click). A click on a piece the engine lists moves for chooses it, lit as a drag's start lights
it, with the holes it may go to lit; a click on one of those makes the move through the same
path as a drop; a click elsewhere, on it again, or Esc puts it back. Real presses and releases
on the view; the game's record checked after."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui.table_view import ZoneItem

from .helpers import click, double_click_at, grab_point, open_window, settle

STACK = [["AH", "AS", "AD", "7H"], ["4C"]]


def anna_turned_an_ace(qtbot):
    """Two players, Anna to move with the ace of hearts turned: her pen marbles may come out."""
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=4, stack=STACK)
    click(w.table.view, w.table.view.pieces["pile"])
    assert w.state.card == "AH"
    return w


def lit(view) -> set[str]:
    return {zid for zid, zone in view.zones.items() if zone.state == ZoneItem.LEGAL}


def hole_point(view, hole: str) -> QPoint:
    settle(view)
    return view.mapFromScene(view.zones["h:" + hole].rect.center())


def legal_holes(w, marble: str) -> set[str]:
    """Where the engine lets the marble on ``marble`` go (the Qt layer decides nothing)."""
    return {"h:" + m["to"] for m in w.game.legal_moves(w.state) if m.get("kind") == "move" and m.get("from") == marble}


def test_a_click_chooses_a_marble_and_a_click_on_a_lit_hole_moves_it(qtbot):
    w = anna_turned_an_ace(qtbot)
    view = w.table.view
    marble = next(p for p in view.pieces if p.startswith("m:pen:red:"))[2:]
    before = list(w.session.record.moves)
    click(view, view.pieces["m:" + marble])
    assert w.session.record.moves == before  # (a click plays nothing)
    assert view.pieces["m:" + marble].selected and lit(view) == legal_holes(w, marble) != set()
    assert "chosen: click" in w.status_text() and "Esc puts it back" in w.status_text()
    target = sorted(legal_holes(w, marble))[0][2:]
    move = next(m for m in w.game.legal_moves(w.state) if m.get("from") == marble and m.get("to") == target)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, hole_point(view, target))
    assert w.session.record.moves == before + [move] and not lit(view)


def test_a_click_elsewhere_or_esc_puts_it_back(qtbot):
    w = anna_turned_an_ace(qtbot)
    view = w.table.view
    marble = next(p for p in view.pieces if p.startswith("m:pen:red:"))
    before = list(w.session.record.moves)
    click(view, view.pieces[marble])
    assert lit(view)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(3, 3))  # (the table's corner)
    assert not lit(view) and not view.pieces[marble].selected
    click(view, view.pieces[marble])
    QTest.keyClick(view, Qt.Key_Escape)
    assert not lit(view) and not view.pieces[marble].selected
    click(view, view.pieces[marble])
    click(view, view.pieces[marble])  # (a second slow click on it: put back)
    assert not lit(view) and w.status_text() == "Put back."
    assert w.session.record.moves == before


def test_a_double_click_on_a_lit_hole_makes_one_move(qtbot):
    w = anna_turned_an_ace(qtbot)
    view = w.table.view
    marble = next(p for p in view.pieces if p.startswith("m:pen:red:"))[2:]
    before = len(w.session.record.moves)
    click(view, view.pieces["m:" + marble])
    target = sorted(legal_holes(w, marble))[0][2:]
    double_click_at(view.viewport(), hole_point(view, target))
    assert len(w.session.record.moves) == before + 1


def test_the_hand_of_five_click_then_click(qtbot):
    """The card is chosen by a click and played by a click on the card spot; then its marble."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["AH", "5C", "9D", "KS", "3H"], ["4C", "4D", "4H", "4S", "9C"]])
    view = w.table.view
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    click(view, view.pieces["hand:AH"])
    assert w.session.record.moves == [] and lit(view) == {"card"}
    assert w.status_text() == ("To play the ace of hearts, click the card being played (lit), or double-click it; "
                               "then click (or drag) the marble it moves. Esc puts it back.")
    click(view, view.zones["card"])
    assert w.session.record.moves == [{"kind": "choose", "card": "AH"}]
    marble = next(p for p in view.pieces if p.startswith("m:pen:red:"))[2:]
    click(view, view.pieces["m:" + marble])
    target = sorted(legal_holes(w, marble))[0][2:]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, hole_point(view, target))
    assert w.session.record.moves[-1]["from"] == marble and w.session.record.moves[-1]["to"] == target


def click_move(w, src: str, dest: str) -> None:
    """The marble on ``src`` clicked, then the hole ``dest`` (whatever lies on it)."""
    view = w.table.view
    click(view, view.pieces["m:" + src])
    assert "h:" + dest in lit(view)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, hole_point(view, dest))


def test_a_click_on_a_marble_lying_in_a_lit_hole_is_a_click_on_the_hole(qtbot):
    """Alternate rule 1, the jack swap: Anna's marble clicked, then Ben's on its lit hole (Ben's
    marble may be dragged itself, for the same swap): the swap is made, not Ben's marble chosen."""
    stack = [["AH", "8H", "JH"], ["AS", "2S"], ["4C"], ["4D"]]
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo", "Dev"], {"jack_swap": True}, seed=2, stack=stack)
    view = w.table.view
    for src, dest in (("pen:red:0", "loop:14"), ("loop:14", "loop:22"), ("pen:blue:0", "loop:28"),
                      ("loop:28", "loop:30")):
        click(view, view.pieces["pile"])
        click_move(w, src, dest)
        assert w.session.record.moves[-1]["to"] == dest
    for _ in range(3):  # Cleo's and Dev's 4s, passed with the turn; Anna's jack
        click(view, view.pieces["pile"])
    assert w.state.card == "JH"
    click_move(w, "loop:22", "loop:30")
    assert w.session.record.moves[-1] == {"kind": "swap", "a": "loop:22", "b": "loop:30"}
