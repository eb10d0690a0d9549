"""Thirty-One, tester t1 in session 39.

* "You take from the stock with a single click, but from the discard pile a single click only
  shows a hint ("drag it to your hand or double-click it"). The two piles next to each other
  answer a click differently." A single click on the discard pile now takes its top card, as one
  on the stock draws; a double-click or a quick stream of clicks there takes it once and plays
  nothing more (the clicks of a stream that made a move make no other, test_click_stream_s38)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers import click, drag, grab_point, hand_item, open_window
from .test_click_stream_s38 import stream


def test_a_single_click_on_the_discard_pile_takes_its_card(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    w.start_game("thirty_one", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    top = w.state.discard[-1]
    before = len(w.session.record.moves)
    click(view, view.pieces["discard"])
    QApplication.processEvents()
    moves = w.session.record.moves[before:]
    assert [dict(m) for m in moves] == [{"kind": "draw", "source": "discard"}], moves
    assert top in w.state.hands[seat]
    # Anna discards; Ben draws from the stock: then the discard pile is no pile to take from, and
    # a click on it takes nothing and says why, as before
    drag(view, hand_item(view, w.state.hands[seat][0]), view.zones["discard"].rect.center())
    assert w.state.turn != seat and w.state.discard
    click(view, view.pieces["stock"])
    n = len(w.session.record.moves)
    assert not view.pieces["discard"].spec.clickable
    click(view, view.pieces["discard"])
    assert len(w.session.record.moves) == n and w.status_text()


@pytest.mark.parametrize("presses", [2, 3])
def test_quick_clicks_on_the_discard_pile_take_once_and_play_nothing(qtbot, data_dir, animations, presses):
    w = open_window(qtbot, (1024, 600))
    w.start_game("thirty_one", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    before = len(w.session.record.moves)
    stream(view.viewport(), grab_point(view, view.pieces["discard"]), presses)
    QApplication.processEvents()
    moves = w.session.record.moves[before:]
    assert [m.get("kind") for m in moves] == ["draw"] and moves[0].get("source") == "discard", moves
