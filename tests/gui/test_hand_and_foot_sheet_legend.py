"""Tester t4 (s34) #10: Hand and Foot's score sheet said under the table "Each cell: over / under
in that row, then in brackets the total so far", while each cell reads "2,800 (3,390)": the Over
and the total, the Under only in the cell's tooltip ("Over: 2,800, Under: 590, Total: 3,390").
The legend now says what the cells show, and where the Under is."""

from PySide6.QtTest import QTest

from cardtable.games.hand_and_foot import GAME
from cardtable.gui.score_panel import ScoreTable


def test_the_hand_and_foot_legend_says_what_its_cells_show(qtbot):
    state = GAME.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 3)
    sheet = GAME.score_sheet(state.replace(round_scores=(((2800, 590), (300, -40)),)))
    legend = ScoreTable.legend_text(sheet)
    assert legend.startswith("Each cell: over in that row, then in brackets the total so far (point at a cell "
                             "to see the under as well)."), legend
    scores = ScoreTable()
    qtbot.addWidget(scores)
    scores.resize(700, 500)
    scores.show()
    qtbot.waitExposed(scores)
    scores.set_sheet(sheet)
    QTest.qWait(50)
    cells = [scores.table.item(r, c) for r in range(scores.table.rowCount())
             for c in range(scores.table.columnCount())]
    cell = next(i for i in cells if i is not None and "3,390" in i.text())
    assert cell.text().replace("  ", " ") == "2,800 (3,390)" and "590" not in cell.text()
    assert "Under: 590" in cell.toolTip()
    assert scores.legend.text() == legend
