"""The score sheet's bottom row stays in sight while rounds are added during play. A tester (Golf,
Anna + Ben + Robo Ruby at 1366x768, the game log open): "after round 1 the sheet shows Start,
Ante, Round 1 and then an empty cream strip; the "Quarters left" row that was there before the
round is gone from view ... No scroll bar is visible to hint that it is there"; the same in Gin
Rummy Tournament ("Games' score" gone after round 2). Expected: "the totals row always visible
(it is what the family looks at)"."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest

from .test_layout_small_screens import log_and_sheet


def totals_rect(panel) -> QRect:
    """Where the bottom row is on screen, in the dock's coordinates; fails when it is not shown
    whole inside the dock, above the legend under the sheet."""
    scores = panel.scores
    table, footer, sheet = scores.table, scores.footer, scores.sheet
    last = table.rowCount() - 1
    # (its words, on as many lines as the label column needs: "Quarters / left" at 1024x600)
    assert " ".join(table.verticalHeaderItem(last).text().split()) == sheet.total_label
    if table.isRowHidden(last):  # pinned under the rows that scroll
        assert footer.isVisible(), "the totals row is hidden in the table and not shown under it"
        assert footer.verticalHeaderItem(0).text() == table.verticalHeaderItem(last).text()
        assert [footer.item(0, c).text() for c in range(footer.columnCount())] == \
            [table.item(last, c).text() for c in range(table.columnCount())]
        where, widget = footer.visualRect(footer.model().index(0, 0)), footer.viewport()
        assert footer.viewport().rect().contains(where), (where, footer.viewport().rect())
        assert table.verticalScrollBar().maximum() > 0  # the rounds scroll above it
    else:
        assert not footer.isVisible()
        where, widget = table.visualRect(table.model().index(last, 0)), table.viewport()
        assert table.viewport().rect().contains(where), (where, table.viewport().rect())
    box = QRect(widget.mapTo(panel, where.topLeft()), where.size())
    assert panel.rect().contains(box), (box, panel.rect())
    legend = scores.legend
    assert box.bottom() < legend.mapTo(panel, QPoint(0, 0)).y(), "the totals row is under the legend"
    return box


def play_rounds(w, rounds: int, seed: int = 1, most: int = 3000):
    """Random legal moves (the curtain lifted at each hand-off); after each row the sheet adds,
    the totals row is checked. Returns how many rows were added."""
    panel = w.score_panel
    rng = random.Random(seed)
    rows = panel.scores.table.rowCount()
    added = 0
    for _ in range(most):
        game = w.game
        if game.is_over(w.state) or added >= rounds:
            break
        # the moves a computer chooses among (Golf's discard taken and exchanged at once is a
        # person's shortcut for two of them): the games these tests were written on
        legal = game.computer_choices([m for p in game.to_act(w.state) for m in game.legal_moves(w.state, p)])
        w.play(rng.choice(legal))
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if panel.scores.table.rowCount() != rows:
            rows = panel.scores.table.rowCount()
            added += 1
            QTest.qWait(60)
            totals_rect(panel)
    return added


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_golf_quarters_left_stays_in_sight_as_rounds_are_added(qtbot, size):
    with log_and_sheet(qtbot, size, "golf", ["Anna", "Ben", "Cleo"], seed=5) as w:
        QTest.qWait(100)
        totals_rect(w.score_panel)
        assert play_rounds(w, 5) >= 3


def test_gin_games_score_stays_in_sight_as_rounds_are_added(qtbot):
    with log_and_sheet(qtbot, (1366, 768), "gin_rummy", ["Anna", "Ben"], seed=11) as w:
        QTest.qWait(100)
        totals_rect(w.score_panel)
        assert play_rounds(w, 4) >= 3


def test_rows_without_room_scroll_and_the_totals_stay_pinned(qtbot):
    """A sheet with more rounds than its room: the rounds scroll, the totals row stays under
    them, whole, and the last round can be scrolled to."""
    with log_and_sheet(qtbot, (1024, 600), "golf", ["Anna", "Ben", "Cleo"], seed=5) as w:
        QTest.qWait(100)
        play_rounds(w, 9)
        panel = w.score_panel
        scores = panel.scores
        QTest.qWait(100)
        table = scores.table
        last = table.rowCount() - 1
        if not table.isRowHidden(last):
            pytest.skip("every row fits this dock")  # (the test is about a sheet that does not)
        bar = table.verticalScrollBar()
        assert bar.maximum() > 0
        box = totals_rect(panel)
        bar.setValue(bar.maximum())
        QTest.qWait(50)
        assert totals_rect(panel) == box  # it does not move as the rounds scroll
        cell = table.visualRect(table.model().index(last - 1, 0))
        assert table.viewport().rect().contains(cell)
