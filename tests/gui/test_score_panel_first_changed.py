"""The panel finds the first row of a new sheet that differs from those shown from the end
(first_changed, s37): rows a game kept are the same objects and cost nothing to pass over; any
row that changed, wherever it is, is still found."""

from __future__ import annotations

from cardtable.core.scoresheet import ScoreRow, ScoreSection, ScoreSheet
from cardtable.gui.score_panel import TAIL_ROWS, RowMarks, ScoreTable, first_changed


def rows_of(n, start=0, word=""):
    return [ScoreRow(f"Round {r + 1}{word}", ((r, r),)) for r in range(start, n)]


def test_the_first_changed_row_is_found_wherever_it_is():
    kept = rows_of(100)
    assert first_changed(kept, kept + rows_of(101, 100)) == 100  # one more row
    assert first_changed(kept, kept[:60]) == 60  # rows taken back
    assert first_changed(kept, kept[:99] + rows_of(100, 99, " so far")) == 99  # the last changed
    assert first_changed(kept, rows_of(100)) == 100  # the same rows made afresh (equal, not the same)
    early = kept[:3] + rows_of(4, 3, " – changed") + kept[4:]
    assert first_changed(kept, early) == 3  # a row changed early, the rest the very same objects
    fresh = rows_of(100)
    fresh[50] = ScoreRow("Round 51", ((0, 0),))
    assert first_changed(kept, fresh) == 50  # made afresh, one changed
    tail = kept[:80] + rows_of(100, 80, " x")  # more than the rows looked at one by one
    assert 100 - 80 > TAIL_ROWS and first_changed(kept, tail) == 80
    assert first_changed([], kept) == 0 and first_changed(kept, []) == 0


def sheet(rows):
    return ScoreSheet(title="t", game_name="Test", columns=("Anna",), players=("Anna",),
                      sub_columns=("Points", "Total"), sections=(ScoreSection(rows=tuple(rows)),),
                      totals=(rows[-1].cell(0, 1),) if rows else ())


def test_the_table_rewrites_an_early_row_that_changed(qtbot):
    table = ScoreTable()
    qtbot.addWidget(table)
    kept = rows_of(50)
    table.set_sheet(sheet(kept))
    changed = kept[:2] + [ScoreRow("Round 3", ((7, 9),))] + kept[3:] + rows_of(51, 50)
    table.set_sheet(sheet(changed))
    assert table.table.item(2, 0).text() == "7  (9)"
    assert table.table.item(50, 0).text() == "50  (50)"
    assert table.table.verticalHeaderItem(50).text() == "Round 51"


def test_row_marks_follow_an_early_change():
    marks = RowMarks()
    kept = rows_of(30)
    marks.follow(kept)
    marks.in_view("✗: a scratch")
    changed = kept[:4] + [ScoreRow("Round 5", (("2 ✗", 4),))] + kept[5:]
    assert marks.in_view("✗: a scratch", rows=changed) is False  # (in a row, and on view nowhere)
    assert marks.in_view("✗: a scratch", rows=kept) is True  # (in no row: a key about the whole sheet)
