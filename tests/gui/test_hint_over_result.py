"""Finding (end of Canadian Salad, 1366x768): the refusal bubble ("Since Anna's last move Robo
Remy has shown something Anna had not seen, so Anna's move cannot be taken back now.") was drawn
over the "Robo Ruby wins!" title of the game-over panel. The bubble must not cover the panel's
title (nor its rows, note or buttons), for every game's game-over panel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from .helpers import open_window

REASON = ("Since Anna's last move Robo Remy has shown something Anna had not seen, so Anna's move cannot "
          "be taken back now.")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_refusal_bubble_keeps_off_the_result(qtbot, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("canadian_salad", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    over = w.table.over
    over.show_result("Robo Ruby wins!", [("Anna", "480", False), ("Robo Rex", "495", False),
                                         ("Robo Ruby", "165", True), ("Robo Remy", "360", False)],
                     "Game over: Robo Ruby wins with the lowest score.  Score sheet totals (lowest total wins); "
                     "Game > Print Score Sheet prints it.")
    QApplication.processEvents()
    assert over.isVisible()
    for anchor in (None, QPoint(100, 100)):  # (Ctrl+Z, or after a press near the top left)
        w.table.hint.anchor = anchor
        w.hint(REASON)
        QApplication.processEvents()
        bubble = w.table.hint
        assert bubble.isVisible()
        box = bubble.geometry()
        for part in (over.title, over.rows_box, over.note, over.again, over.look, over.back):
            at = QRect(part.mapTo(w.table.view, QPoint(0, 0)), part.size())
            if part is over.title:  # (the label is as wide as the panel: its words are what counts)
                words = part.fontMetrics().boundingRect(part.text()).width()
                at = QRect(at.center().x() - words // 2, at.top(), words, at.height())
            assert not box.intersects(at), (part, box, at)
    w.close()
