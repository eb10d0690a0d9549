"""s43 t1 #4: the score sheet's footnote on a narrow sheet read "Each cell: points in that row
(no room for the total so far as well: point at a cell to see it). Bottom row: the totals; the
lowest total wins." (Hearts) and "Each cell: score (no room for the bid / made as well: point at a
cell to see them)" (Oh Hell!): hard to read. Now it says what a cell shows and how to see the rest
in one plain sentence."""

from __future__ import annotations

from cardtable.core.scoresheet import ScoreRow, ScoreSection, ScoreSheet
from cardtable.gui.score_panel import ScoreTable

NAMES = ("Anna", "Sam", "Robo Ruby", "Computer")


def test_hearts_narrow_sheet_says_each_cell_in_plain_words():
    rows = tuple(ScoreRow(f"Hand {h}", tuple((p, p * h) for p in (1, 11, 13, 1))) for h in (1, 2))
    sheet = ScoreSheet(title="t", game_name="Hearts", columns=NAMES, players=NAMES, sub_columns=("Points", "Total"),
                       sections=(ScoreSection(rows=rows),), totals=(2, 22, 26, 2))
    legend = ScoreTable.legend_text(sheet, compact=True)
    assert legend.startswith("Each cell shows that hand's points; point at a cell to see the total so far. "
                             "Bottom row: the totals;"), legend
    assert "no room" not in legend


def test_oh_hell_narrow_sheet_says_each_cell_in_plain_words():
    names = NAMES + ("Dev", "Eli")  # more than four columns: no "in full" lines under the table
    rows = tuple(ScoreRow(f"Hand {h}", tuple((2, 2, 12) for _ in names)) for h in (1, 2))
    sheet = ScoreSheet(title="t", game_name="Oh Hell!", columns=names, players=names,
                       sub_columns=("Bid", "Made", "Score"), sections=(ScoreSection(rows=rows),),
                       totals=tuple(24 for _ in names))
    legend = ScoreTable.legend_text(sheet, compact=True)
    assert legend.startswith("Each cell shows that hand's score; point at a cell to see the bid and "
                             "tricks made as well. Bottom row:"), legend
    assert "no room" not in legend
