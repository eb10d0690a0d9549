"""Finding (s31 t2 #10b): 5 in a Row, Grandpa Bartholomew & Robo Ruby v Francesca-Margherita &
Wilhelmina Featherstonehaugh, played to the end, 1366x768: the running sheet, players down, read
"dow…" in the winning side's Last cell (the printed sheet has it whole: "down, column 6, rows
5–9"): the long team names took the width. A Last entry now wraps in its cell, its row taller."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from cardtable.core.session import Session
from cardtable.games import get_game

from .test_score_panel_labels import docked_panel

NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh"]


def test_the_last_entry_wraps_whole_beside_long_team_names(qtbot):
    game = get_game("five_in_a_row")
    session = Session.new(game, NAMES, seed=1)
    rnd = random.Random(2)
    for _ in range(3000):
        legal = game.legal_moves(session.state)
        if not legal:
            break
        session.play(rnd.choice(legal))
    sheet = game.score_sheet(session.state)
    window, dock = docked_panel(qtbot, 1366, 768)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    table = dock.scores.table
    assert dock.scores.players_down and table.columnCount() >= 2  # (the newest round first, s40 t4)
    entries = [table.item(r, 1).text() for r in range(table.rowCount()) if table.item(r, 1) is not None]
    long = [e for e in entries if "," in e.replace("\n", " ")]
    assert long, entries
    fm = table.fontMetrics()
    for entry in entries:
        assert "\u2026" not in entry, entries
        for line in entry.split("\n"):
            assert fm.horizontalAdvance(line) <= table.columnWidth(1), (line, table.columnWidth(1))
    for r in range(table.rowCount()):
        lines = table.item(r, 1).text().count("\n") + 1 if table.item(r, 1) is not None else 1
        assert table.verticalHeader().sectionSize(r) >= lines * fm.height()
    window.close()
