"""The score sheet's column names wrap only when they must. The finding (s44 t2 #11): "Score
sheet dock (4 players): "Robo Rex" header wraps to two lines while the bold "Robo Remy" stays on
one." A name was measured in bold, as the leader's, over every column: a column wide enough for
"Robo Rex" in the plain font it is set in still broke it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from cardtable.gui.score_panel import HEADER_PAD

from .test_score_panel_labels import docked_panel, sheet_of


def test_a_name_that_fits_its_column_in_its_own_font_stays_on_one_line(qtbot):
    window, dock = docked_panel(qtbot, 1920, 1080)
    players = ("Anna", "Robo Rex", "Cleo", "Robo Remy")
    sheet = sheet_of(["Hand 1 \u2013 left"], players, subs=("Points",), step=lambda r, c: (0, 1, 25, 0)[c])
    dock.set_sheet(sheet)
    table = dock.scores.table
    seen = set()
    for width in range(300, 620, 6):
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        dock.scores.fit_columns()
        for c, name in enumerate(players):
            item = table.horizontalHeaderItem(c)
            one_line = QFontMetrics(item.font()).horizontalAdvance(name) + HEADER_PAD
            if one_line <= table.columnWidth(c):
                assert item.text() == name, (width, name, table.columnWidth(c), one_line)
            seen.add((name, "\n" in item.text()))
    assert ("Robo Rex", False) in seen and ("Anna", False) in seen
