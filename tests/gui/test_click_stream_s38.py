"""s38 t2 #1: "A quick triple-click on the stock draws a card and at once discards it, ending the
turn". The first click draws; the next two land on the drawn card while it still lies over the
stock (gliding into the hand) and were read as a double-click on it, which plays a card to its
only place: the discard pile (s38 t4 #2: Thirty-One's plain double-click on the stock did so too). The
clicks of a stream that made a move make no other."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .helpers import grab_point, open_window


def stream(widget, pos, presses: int) -> None:
    """``presses`` quick clicks at ``pos`` as a mouse sends them: every second press of a pair a
    double-click event, each with its release; no wait between them (the drawn card still in
    flight)."""
    for k in range(presses):
        if k % 2 == 0:
            QTest.mousePress(widget, Qt.LeftButton, Qt.NoModifier, pos)
        else:
            QApplication.sendEvent(widget, QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos),
                                                       QPointF(widget.mapToGlobal(pos)), Qt.LeftButton,
                                                       Qt.LeftButton, Qt.NoModifier))
        QTest.mouseRelease(widget, Qt.LeftButton, Qt.NoModifier, pos)


@pytest.mark.parametrize("game_id", ["horseshit_rummy", "ten_dime_rummy", "crazy_eights", "thirty_one"])
@pytest.mark.parametrize("presses", [2, 3, 4])
def test_quick_clicks_on_the_stock_draw_once_and_play_nothing(qtbot, data_dir, animations, game_id, presses):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    assert "stock" in view.pieces
    before = len(w.session.record.moves)
    at = grab_point(view, view.pieces["stock"])
    stream(view.viewport(), at, presses)
    QApplication.processEvents()
    moves = w.session.record.moves[before:]
    assert moves[:1] and moves[0].get("kind") == "draw", moves
    assert len(moves) == 1, moves  # the drawn card never played by the rest of the stream
