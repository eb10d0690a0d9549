"""Oh Hell! with six players at a laptop's 1280x720, the window as wide as the screen: the tester
(s38 t1) "The score sheet dock is ~225 px wide and falls back to a one-column "Total" table
("Each player's total.") ... So a family with 6 players never sees the bids/made rows on screen
unless they discover the dock splitter or print the sheet." The panel takes a bigger share of a
laptop's window (as of a big one's) where that is what puts the players across: every hand's
marks ("11": a bid of 1 made; "4 ✗": a bid of 4 missed) in sight, at 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import open_window, play_busy
from tests.gui.test_score_panel_many import nothing_cut

SIX = ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Eli", "Gus"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_six_players_hands_are_on_the_sheet_at_full_width(qtbot, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("oh_hell", SIX, {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 1, 400, until=lambda state: len(state.history) >= 1)
    QApplication.processEvents()
    panel = w.score_panel
    scores, table = panel.scores, panel.scores.table
    assert not scores.players_down, scores.legend.text()
    assert [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())] == SIX
    sheet = w.game.score_sheet(w.state)
    assert [table.item(0, c).text() for c in range(6)] == list(sheet.rounds[0].marks)  # the family's marks
    assert table.verticalHeaderItem(0).text() == sheet.rounds[0].label
    nothing_cut(table)
    # the table keeps most of the window
    assert panel.width() <= 0.37 * w.width() and w.table.width() >= 0.6 * w.width()


def test_the_roomier_share_is_only_for_a_sheet_it_puts_across(qtbot):
    """Four players fit the laptop's 30 %: the panel is no wider than before (the table keeps
    its room); ten never fit across: they go down, at the laptop's share; a sheet of six whose
    cells carry no marks goes across with the roomier share too (s39: Canadian Salad's five and
    Arizona Rummy's four showed totals only at 1280); seven players' points keep the laptop's
    share (the table keeps 65 % beside them, test_score_panel_seven)."""
    from dataclasses import replace

    from tests.gui.test_score_panel_many import NAMES, sheet_of, window_with_panel

    window, dock = window_with_panel(qtbot, 1280, 720)
    marked = replace(sheet_of(3, NAMES[:4], blank=5), marks_said="the bid")
    dock.set_sheet(marked)
    QApplication.processEvents()
    assert not dock.scores.players_down and dock.width_limit() == int(1280 * 0.30)
    dock.set_sheet(replace(sheet_of(3, NAMES[:10], blank=5), marks_said="the bid"))
    QApplication.processEvents()
    assert dock.scores.players_down and dock.width_limit() == int(1280 * 0.30)
    dock.set_sheet(sheet_of(3, ("Anna", "Robo Rex", "Cleo", "Robo Remy", "Eli", "Gus"), blank=5))
    QApplication.processEvents()
    assert not dock.scores.players_down and dock.width_limit() == int(1280 * 0.36)
    dock.set_sheet(sheet_of(3, NAMES[:7], blank=5))
    QApplication.processEvents()
    assert dock.width_limit() == int(1280 * 0.30)
