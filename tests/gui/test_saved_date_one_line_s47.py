"""s47: the saved-games list's "Saved" stood on two lines in every list, the day above the hour
("03 Dec / 21:41"), and at 1366x768 read as a date wrapped in too narrow a column. It is one
line ("3 Dec 21:41") where the list has the room; in a narrow list (1024x600) the day stays
above the hour, so the game and its players keep the width. A game saved in another year says
the year, which the list never said."""

from __future__ import annotations

from datetime import datetime, timezone

from PySide6.QtWidgets import QApplication

from cardtable.gui.start_screen import _when, _when_cell
from cardtable.store.saves import SaveStore

from saved_games import session_of

from .helpers import open_window, row_of


def first_line(row) -> str:
    return row.text(0).split("\n")[0].replace("\u00a0", " ")


def test_the_saved_date_is_one_line_where_the_list_has_room_and_the_games_stay_whole(qtbot, data_dir):
    store = SaveStore()
    store.save("four", session_of(4, players=("Anna", "Ben", "Cleo", "Dan")))
    w = open_window(qtbot, (1366, 768))
    tree, row = w.start.saves, row_of(w, "four")
    saved = row.text(1)
    assert "\n" not in saved and len(saved.split()) == 3, saved  # "3 Dec 21:41"
    assert tree.columnWidth(1) >= tree.fontMetrics().horizontalAdvance(saved)
    assert first_line(row) == "Crazy Eights \u00b7 4 moves", row.text(0)  # (not cut)
    assert f"Saved {saved}" in row.toolTip(0)
    w.resize(1024, 600)
    qtbot.waitUntil(lambda: "\n" in row.text(1))
    QApplication.processEvents()
    day, month, hour = saved.split()
    assert row.text(1) == f"{day} {month}\n{hour}"
    assert first_line(row) == "Crazy Eights \u00b7 4 moves", row.text(0)


def test_a_game_saved_in_another_year_says_the_year():
    long_ago = datetime(2001, 3, 9, 14, 5, tzinfo=timezone.utc)
    local = long_ago.astimezone()
    assert _when_cell(long_ago) == f"{local.day} {local:%b} 2001"
    assert _when_cell(long_ago, stacked=True) == f"{local.day} {local:%b}\n2001"
    assert _when(long_ago) == f"{local.day} {local:%b} 2001 {local:%H:%M}"
    now = datetime.now(timezone.utc).replace(month=6, day=15, hour=12)  # (this year, whatever the day)
    local = now.astimezone()
    assert _when_cell(now) == _when(now) == f"{local.day} {local:%b} {local:%H:%M}" and local.day > 9
