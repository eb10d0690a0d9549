"""s41 t3, left over: Whist with 10s's score sheet at 2560x1440 with text scaled 2x (a 1280x720
window here) and four long names: "Round 3 – Diamonds trump" wraps too ("Round 3 – / Diamonds
trump"), and so did every round's label ("Round 1 – Hearts / trump"): the rows twice as tall, round
6 under a scroll bar. Beside the table each round reads on one line, as the rule book numbers them
("1. Hearts trump 2. Spades trump 3. Diamonds trump ..."): "3. Diamonds"; its tooltip and the
printed sheet keep "Round 3 – Diamonds trump"."""

from __future__ import annotations

import html

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.games import get_game

from .helpers import open_window, play_busy
from .test_long_names_sheet_s41 import NAMES, rows_in_sight


def test_the_sheet_names_each_round_in_short_and_prints_it_whole():
    game = get_game("whist_tens")
    sheet = game.score_sheet(game.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 1))
    rounds = sheet.rounds
    assert [r.shown for r in rounds] == ["1. Hearts", "2. Spades", "3. Diamonds", "4. Clubs", "5. Hi no-trump",
                                         "6. Low no-trump"]
    assert rounds[2].label == "Round 3 – Diamonds trump"  # (printed, and the tooltip)


@pytest.mark.parametrize("size, names", [((1280, 720), NAMES), ((1366, 768), NAMES),
                                         ((1366, 768), ["Anna", "Ben", "Cleo", "Dev"])])
def test_whist_with_tens_round_labels_read_on_one_line(qtbot, data_dir, size, names):
    w = open_window(qtbot, size, start=False)
    w.start_game("whist_tens", names, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    play_busy(w, 3, 400, until=lambda state: len(state.history) >= 3)
    QApplication.processEvents()
    table = w.score_panel.scores.table
    assert not w.score_panel.scores.players_down  # (the rounds down the side, as the tester saw them)
    labels = [table.verticalHeaderItem(r) for r in range(6)]
    texts = [item.text() for item in labels]
    assert all("\n" not in t and not t.endswith("…") for t in texts), texts
    assert texts[2] == "3. Diamonds", texts
    assert html.unescape(labels[2].toolTip()).find("Round 3 – Diamonds trump") >= 0, labels[2].toolTip()
    panel = w.score_panel  # (the dock takes the height its sheet wants once the table is laid out)
    qtbot.waitUntil(lambda: panel.height() >= panel.wanted_height() - 2, timeout=1000)
    shown = [r for r in range(table.rowCount()) if not table.isRowHidden(r)]
    assert rows_in_sight(table) == shown, (w.score_panel.height(), table.horizontalHeader().height())


def test_whist_with_tens_at_1024x600_shows_each_teams_total_beside_long_names(qtbot, data_dir):
    """Checked at 1024x600 too: there the sheet lists the teams down the side, and the long
    teams' names, each whole on two lines ("Maximilian Alexander-O'Connor & / Wilhelmina
    Wolcott-Montgomerys", in bold for the leaders), took the whole panel: no total, no round in
    sight. They go to first names there ("Maximilian & Wilhelmina"; the tooltip has them whole),
    as the sheet's headings do (s41 t3 LOOK-2)."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("whist_tens", NAMES, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    play_busy(w, 3, 400, until=lambda state: len(state.history) >= 3)
    QApplication.processEvents()
    scores = w.score_panel.scores
    table = scores.table
    assert scores.players_down
    view = table.viewport().rect()
    total = table.visualRect(table.model().index(0, 0))
    assert total.width() > 0 and view.contains(total), (total, view, table.verticalHeader().width())
    names = [table.verticalHeaderItem(r) for r in range(2)]
    assert names[0].text().replace("\n", " ") == "Maximilian & Wilhelmina", names[0].text()
    assert NAMES[0] in html.unescape(names[0].toolTip()) and NAMES[2] in html.unescape(names[0].toolTip())
