"""The finding (s40 t4, the score sheet complaint most heard over several sessions): "Running
score sheet with 4+ players shows only 'Total'; the per-round scores appear only in the
PDF/print. New game Arizona Rummy, 4 players (Mum person, 3 computers), play round 1 to its end.
The Score Sheet dock on the right: a single 'Total' column ... No row/column for round 1. Same
for Oh Hell! with 6 players (bids and made tricks never appear on screen) ... Expected: the
on-screen running sheet shows each round (as a paper sheet would), at least scrollable."

Where the players go down the panel (too many, or too long names, for its width), each round now
has a column of its own, the newest beside the totals, the earlier ones scrolled to sideways:
every finished round's points (Oh Hell!'s bid marks, "11", "0 ✗") are in the dock, in a cell
wide enough for them, the newest round and the totals in sight."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.core.scoresheet import ROUND, format_value
from cardtable.gui.score_panel import own_sub

from .helpers import open_window, play_busy

NAMES = {4: ["Mum", "Bartholomew Featherstonehaugh", "Robo Ruby", "Robo Remy"],
         6: ["Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh", "Cleo", "Robo Remy",
             "Robo Rosa", "Robo Rudi"]}


def finished(sheet) -> list:
    return [r for r in sheet.rows if r.kind == ROUND and any(v not in (None, "") for c in r.cells for v in c)]


def round_text(sheet, row, c) -> str:
    """A round's entry for player ``c`` as the players-down sheet shows it: the paper's mark, or
    the round's own points."""
    values = [format_value(row.cell(c, k)) for k in range(len(sheet.sub_columns))]
    own = own_sub(sheet)
    return row.mark_of(c) or (values[own] if values[own] != "" else next((v for v in values if v != ""), ""))


def in_sight(table, item) -> bool:
    rect = table.visualItemRect(item)
    return table.viewport().rect().contains(rect)


def readable(table, item) -> bool:
    font = item.font()
    from PySide6.QtGui import QFontMetrics

    return QFontMetrics(font).horizontalAdvance(item.text()) + 4 <= table.columnWidth(item.column())


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600), (1280, 720)])
@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("game_id", ["arizona_rummy", "oh_hell"])
def test_every_finished_round_is_on_the_dock(qtbot, game_id, players, size):
    w = open_window(qtbot, size, start=False)
    w.start_game(game_id, NAMES[players], {}, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 1, 3000, until=lambda state: len(finished(w.game.score_sheet(state))) >= 2)
    QApplication.processEvents()
    QApplication.processEvents()
    w.grab().save(f"/tmp/s40sheet/test-{game_id}-{players}-{size[0]}.png")  # (looked at)
    sheet = w.game.score_sheet(w.state)
    rounds = finished(sheet)
    assert len(rounds) >= 2
    scores = w.score_panel.scores
    table = scores.table
    if scores.players_down:
        # a column a round, the newest first, beside the totals
        heads = [table.horizontalHeaderItem(k).toolTip() for k in range(1, table.columnCount())]
        assert [r.label for r in reversed(rounds)] == [h.replace("\n", " ") for h in heads][:len(rounds)] or \
            len(heads) == len(rounds), (heads, [r.label for r in rounds])
        for k, row in enumerate(reversed(rounds)):
            for c in range(len(sheet.columns)):
                item = table.item(c, 1 + k)
                assert item is not None and item.text() == round_text(sheet, row, c), (k, c)
                assert readable(table, item), (item.text(), table.columnWidth(1 + k))
        for c in range(len(sheet.columns)):  # the totals and the newest round in sight
            assert in_sight(table, table.item(c, 0)), c
            assert in_sight(table, table.item(c, 1)), (c, table.visualItemRect(table.item(c, 1)),
                                                       table.viewport().rect())
            assert table.item(c, 0).text() == format_value(sheet.totals[c])
    else:  # players across: a row a round, the totals at the bottom (pinned where the rows scroll)
        shown = [r for r in sheet.rows if r.kind != "note"]
        for row in rounds:
            r = shown.index(row)
            for c in range(len(sheet.columns)):
                item = table.item(r, c)
                assert item is not None and item.text() != "", (row.label, c)
                assert readable(table, item), (item.text(), table.columnWidth(c))
        newest = table.item(shown.index(rounds[-1]), 0)
        assert in_sight(table, newest)
        totals = scores.footer if scores._pinned is not None else table
        row = 0 if scores._pinned is not None else table.rowCount() - 1
        for c in range(len(sheet.columns)):
            assert totals.item(row, c).text() == format_value(sheet.totals[c])
            assert in_sight(totals, totals.item(row, c))
