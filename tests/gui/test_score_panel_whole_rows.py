"""The score sheet's rows are whole while they scroll above the pinned totals. A tester:
"Court Whist's score-sheet dock at 1280x720 cuts the end of one row" (the top of "No trump"
showed as a sliver between "Total - possible 13 to 39" and the Total row)."""

import pytest

pytest.importorskip("PySide6")

from PySide6.QtTest import QTest  # noqa: E402

from cardtable.gui.score_panel import ScoreTable  # noqa: E402

from .helpers import open_window  # noqa: E402


def visible_rows(table):
    """(row, top, bottom) of every row at least partly in the table's inside."""
    inside = table.viewport().height()
    out = []
    for r in range(table.rowCount()):
        if table.isRowHidden(r):
            continue
        top = table.rowViewportPosition(r)
        bottom = top + table.rowHeight(r)
        if bottom > 0 and top < inside:
            out.append((r, top, bottom))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_scrolling_rows_are_whole_above_the_totals(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("court_whist", ["Anna", "Ben", "Cleo", "Dan"], {}, seed=3)
    QTest.qWait(200)
    sheet = next(t for t in w.findChildren(ScoreTable) if t.isVisible())
    table = sheet.table
    assert sheet._pinned is not None  # the rows scroll, the totals under them
    footer_y = sheet.footer.geometry().top()
    bar = table.verticalScrollBar()
    for value in list(range(0, bar.maximum() + 1, 3)) + [bar.maximum()]:
        bar.setValue(value)
        QTest.qWait(20)
        rows = visible_rows(table)
        assert rows and rows[0][1] == 0  # the first whole
        assert rows[-1][2] <= table.viewport().height(), (value, rows[-1])  # and the last
        assert sheet.footer.geometry().top() == footer_y  # the totals stay where they are
