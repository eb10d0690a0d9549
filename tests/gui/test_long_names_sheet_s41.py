"""s41 t3 at 2560x1440 with text scaled 2x (a 1280x720 window here), four long names.

LOOK-1: Canadian Salad after round 1: "the last row (Bartholomew ... 25) is half cut off by the
bottom of the table, a vertical scrollbar appears after only ONE round, and the column header
reads "Round" / "1" on two lines. The Game Log dock below takes most of the height." Every
player's total is in sight, the log giving way first.

LOOK-2: Whist with 10s: the top-left line "Round 1 of 6: Hearts trump · Maximilian
Alexander-O'Connor & Wilhelmina Wolcott-Montgomerys: 0 tricks, 0 tens" was set in a ~60 % font
beside the other team's line at full size; the sheet's team header took five lines and pushed
rounds 5-6 out of sight. Both lines are set alike, in first names where the whole ones do not
fit, and the header is short ("Maximilian & Wilhelmina"), the whole names its tooltip."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QApplication

from .helpers import labels, open_window, play_busy

NAMES = ["Maximilian Alexander-O'Connor", "Zo\u00eb", "Wilhelmina Wolcott-Montgomerys", "Bartholomew Featherstonehaugh"]


def rows_in_sight(table) -> list[int]:
    view = table.viewport().rect()
    return [r for r in range(table.rowCount()) if not table.isRowHidden(r)
            and view.contains(table.visualRect(table.model().index(r, 0)))]


def test_canadian_salads_sheet_shows_every_player_after_round_one(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("canadian_salad", NAMES, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    play_busy(w, 5, 3000, until=lambda state: len(w.game.score_sheet(state).rounds) >= 1
              and any(r.cells for r in w.game.score_sheet(state).rounds))
    QApplication.processEvents()
    scores = w.score_panel.scores
    table = scores.table
    assert w.game_log.isVisible()
    # the dock as tall as its sheet wants (its header grew a line, "Round / 1", after the round:
    # the dock stayed at its first height, the last row under a scroll bar)
    panel = w.score_panel
    try:
        qtbot.waitUntil(lambda: panel.height() >= panel.wanted_height() - 2, timeout=1000)
    except AssertionError:
        raise AssertionError((panel.height(), panel.wanted_height(), w.game_log.height())) from None
    shown = [r for r in range(table.rowCount()) if not table.isRowHidden(r)]
    assert rows_in_sight(table) == shown, (w.score_panel.height(), w.game_log.height())
    assert table.verticalScrollBar().maximum() == 0


def test_whist_with_tens_long_team_names_read_alike_and_the_sheet_shows_six_rounds(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("whist_tens", NAMES, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    QApplication.processEvents()
    view = w.table.view
    teams = [lab for lab in labels(view) if lab.isVisible() and "tricks, " in lab.spec.text and "tens" in lab.spec.text]
    assert len(teams) == 2, [lab.text for lab in teams]
    sizes = [lab.font.pixelSize() for lab in teams]
    full = round(teams[0].spec.size * teams[0].unit)
    assert min(sizes) >= 0.8 * full and max(sizes) - min(sizes) <= 0.15 * full, ([lab.text for lab in teams], sizes, full)
    scores = w.score_panel.scores
    table = scores.table
    heads = [table.horizontalHeaderItem(c) for c in range(2)]
    assert heads[0].text().replace("\n", " ") == "Maximilian & Wilhelmina", heads[0].text()
    tip = html.unescape(heads[0].toolTip())
    assert NAMES[0] in tip and NAMES[2] in tip, tip
    assert max(h.text().count("\n") for h in heads) <= 2
    shown = [r for r in range(table.rowCount()) if not table.isRowHidden(r)]
    assert rows_in_sight(table) == shown, (w.score_panel.height(), table.horizontalHeader().height())
