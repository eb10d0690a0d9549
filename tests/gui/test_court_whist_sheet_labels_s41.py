"""s40 t2 (1920x1080 with QT_SCALE_FACTOR=1.5: a 1280x720 window): Court Whist's score sheet,
players across, set its row names on two and three lines in a 99 px column ("Last card is /
turned up for / trump", "Diamonds / Trump", "Game 1 – / Coronation / total") while "Robo Ruby"
and "Robo Remy" over their columns had a line each. A name in a column's heading goes on two
lines ("Robo / Ruby") before a row's name goes on more: the row names on one line where that
leaves them room, else broken between words, on two lines at most; every cell and every heading
whole."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import open_window


def test_court_whist_s_row_names_take_the_room_before_the_players_names_do(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("court_whist", ["Ben", "Robo Ruby", "Robo Remy", "Anna"], {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    for _ in range(3):
        QApplication.processEvents()
    panel = w.score_panel.scores
    assert not panel.players_down
    table = panel.table
    fm = table.fontMetrics()
    label_w = table.verticalHeader().width()
    rows = {table.verticalHeaderItem(r).text().replace("\n", " "): table.verticalHeaderItem(r).text()
            for r in range(table.rowCount()) if table.verticalHeaderItem(r) is not None}
    for whole, shown in rows.items():
        lines = shown.split("\n")
        # broken between words, each line within the column
        assert " ".join(lines) == whole and all(fm.horizontalAdvance(line) <= label_w for line in lines), shown
        assert len(lines) <= 2, (shown, label_w)
        if fm.horizontalAdvance(whole) + 14 <= label_w:
            assert len(lines) == 1, (shown, label_w)
    assert rows["Diamonds Trump"] == "Diamonds Trump", rows
    # the players' names and the cells whole
    bold = table.horizontalHeader().fontMetrics()
    for c in range(table.columnCount()):
        for line in table.horizontalHeaderItem(c).text().split("\n"):
            assert bold.horizontalAdvance(line) <= table.columnWidth(c), (line, table.columnWidth(c))
        for r in range(table.rowCount()):
            item = table.item(r, c)
            if item is not None:
                assert fm.horizontalAdvance(item.text()) <= table.columnWidth(c), item.text()
