"""The score sheet's bottom row stays in sight (tester, Canadian Salad at 1366x768: "the Total row
is half hidden behind the table's own scrollbar", with about 100 px of empty room under the
legend). The legend keeps only the room its lines need, and a table too short for all its rows
keeps the totals pinned under the rounds that scroll."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from cardtable.gui.score_panel import text_height

from .test_layout_small_screens import log_and_sheet

THREE = ["Anna", "Ben", "Cleo"]


def totals_in_sight(scores) -> str:
    """Where the totals are shown whole ("table" or "footer"); fails when they are not."""
    table, footer = scores.table, scores.footer
    last = table.rowCount() - 1
    assert table.verticalHeaderItem(last).text() == "Total"
    if footer.isVisible():
        assert table.isRowHidden(last)
        assert [footer.item(0, c).text() for c in range(footer.columnCount())] == \
            [table.item(last, c).text() for c in range(table.columnCount())]
        assert footer.verticalHeaderItem(0).text() == "Total"
        assert footer.viewport().height() >= footer.rowHeight(0) > 0
        box = footer.geometry()
        assert box.top() >= table.geometry().bottom() and scores.rect().contains(box)
        assert [footer.columnWidth(c) for c in range(footer.columnCount())] == \
            [table.columnWidth(c) for c in range(table.columnCount())]
        return "footer"
    assert not table.isRowHidden(last)
    cell = table.visualRect(table.model().index(last, 0))
    assert table.viewport().rect().contains(cell), (cell, table.viewport().rect())
    return "table"


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_total_row_is_never_out_of_sight(qtbot, size):
    with log_and_sheet(qtbot, size, "canadian_salad", THREE, seed=3) as w:
        scores = w.score_panel.scores
        QTest.qWait(200)
        where = totals_in_sight(scores)
        # the legend has the room of its lines, no more (it kept four lines' height: the room the
        # rows lacked)
        legend = scores.legend
        assert legend.height() <= text_height(legend, legend.width()) + 2
        if size == (1366, 768):
            # every round and the totals in the table itself, no scroll bar
            assert where == "table" and scores.table.verticalScrollBar().maximum() == 0
        else:
            assert where == "footer"  # the ten rounds scroll above it
            bar = scores.table.verticalScrollBar()
            assert bar.maximum() > 0
            bar.setValue(bar.maximum())
            QTest.qWait(50)
            assert totals_in_sight(scores) == "footer"
            # the last round is reachable above the totals
            last_round = scores.table.rowCount() - 2
            cell = scores.table.visualRect(scores.table.model().index(last_round, 0))
            assert scores.table.viewport().rect().contains(cell)


def test_the_totals_go_back_into_the_table_when_the_rows_fit_again(qtbot):
    """The game log closed and the window made larger: the footer goes, the Total row is the
    table's last row again; the rounds played since stay in order above it."""
    from cardtable.gui import settings

    with log_and_sheet(qtbot, (1024, 600), "canadian_salad", THREE, seed=3) as w:
        scores = w.score_panel.scores
        QTest.qWait(200)
        assert totals_in_sight(scores) == "footer"
        w.log_view_action.setChecked(False)
        w.resize(1366, 768)
        QTest.qWait(300)
        assert totals_in_sight(scores) == "table"
        assert not any(scores.table.isRowHidden(r) for r in range(scores.table.rowCount()))
        settings.remember_game_log(False)


def test_a_legend_measured_narrow_shrinks_when_the_panel_widens(qtbot):
    """QLabel.heightForWidth is never under the label's minimum height, which the panel sets from
    it: a legend once measured in a narrow panel kept that height for good."""
    from cardtable.games import get_game
    from cardtable.gui.score_panel import ScoreTable

    scores = ScoreTable()
    qtbot.addWidget(scores)
    scores.resize(220, 500)
    scores.show()
    qtbot.waitExposed(scores)
    game = get_game("canadian_salad")
    scores.set_sheet(game.score_sheet(game.setup(THREE, {}, 3)))
    QTest.qWait(50)
    narrow = scores.legend.minimumHeight()
    scores.resize(520, 500)
    QTest.qWait(50)
    wide = scores.legend.minimumHeight()
    assert wide < narrow and wide == text_height(scores.legend, 520 - 12)
    assert scores.legend.height() == wide
