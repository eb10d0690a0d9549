"""Every player's total in sight on the docked score sheet (tester t2, s29, finding 10: "Arizona
Rummy with 6 players [...] once turned on it shows only five rows and a scroll bar — Robo Rudi's
total is cut off [...] There is free height below it (the Game Log takes the rest)"; and "The
Score Sheet dock was off at the start")."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from cardtable.games.arizona_rummy import HAND_OVER
from cardtable.gui import settings
from cardtable.gui.score_panel import ScoreTable

from .helpers import open_window, play_busy

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy", "Eli", "Robo Rudi"]


@pytest.mark.parametrize("later", [False, True, "never-shown"], ids=["from-the-start", "turned-on", "first-shown-later"])
@pytest.mark.parametrize("log", [False, True], ids=["alone", "with-the-log"])
@pytest.mark.parametrize("size", [(1366, 768), (1280, 736), (1024, 600)])
def test_six_players_totals_all_in_sight(qtbot, data_dir, size, log, later):
    if later == "never-shown":  # (hidden in an earlier game of Arizona Rummy)
        settings.remember_score_panel("arizona_rummy", False)
    w = open_window(qtbot, size)
    w.log_view_action.setChecked(log)
    w.start_game("arizona_rummy", NAMES, {}, seed=1)
    QTest.qWait(200)
    if later != "never-shown":
        assert w.score_panel is not None and w.score_panel.isVisible()  # open from the start
    if later:  # hidden, some moves, shown again (as the tester did, the log open below it)
        w.score_view_action.setChecked(False)
        play_busy(w, 2, 3000, until=lambda state: state.phase == HAND_OVER)  # round 1 scored
        assert w.state.phase == HAND_OVER
        w.score_view_action.setChecked(True)
        QTest.qWait(200)
    sheet = next(t for t in w.findChildren(ScoreTable) if t.isVisible())
    table = sheet.table
    assert sheet.players_down
    inside = table.viewport().height()
    for r in range(table.rowCount()):
        if table.isRowHidden(r):
            continue
        assert table.rowViewportPosition(r) + table.rowHeight(r) <= inside, (r, table.verticalHeaderItem(r).text())
    assert table.verticalScrollBar().maximum() == 0
