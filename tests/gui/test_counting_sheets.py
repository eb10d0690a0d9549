"""The score sheets of Thirty-One, Golf, Spider and Pirate: on screen (the score panel), printed
and as PDF, from a whole seeded game."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from cardtable.core.records import random_game
from cardtable.games import get_game
from cardtable.gui.printing import export_pdf, page_count

GAMES = {"thirty_one": ["Anna", "Ben", "Cleo"], "golf": ["Anna", "Ben", "Cleo"], "spider": ["Anna"],
         "pirate": ["Anna", "Ben"]}


def finished(game_id):
    game = get_game(game_id)
    _, state = random_game(game, GAMES[game_id], {}, seed=6)
    assert game.is_over(state)
    return game, state, game.score_sheet(state)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_score_sheet_on_screen(qtbot, game_id):
    from cardtable.gui.score_panel import ScorePanel

    game, state, sheet = finished(game_id)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_sheet(sheet)
    table = panel.scores.table
    assert table.columnCount() == len(GAMES[game_id])
    assert table.rowCount() == len(sheet.rounds) + 1
    last = table.rowCount() - 1
    assert [table.item(last, c).text() for c in range(table.columnCount())] == [str(t) for t in sheet.totals]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_score_sheet_as_pdf_and_printed(qapp, tmp_path, game_id):
    game, state, sheet = finished(game_id)
    path = export_pdf(sheet, tmp_path / f"{game_id}.pdf", "A4")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert f"{game.info.name} score sheet" in text
    for name in GAMES[game_id]:
        assert name in text
    total = next(line for line in text.splitlines() if line.strip().startswith(sheet.total_label))
    assert total.split()[len(sheet.total_label.split()):] == [str(t) for t in sheet.totals]
    assert page_count(sheet, "A4") >= 1


@pytest.mark.parametrize("game_id", ["golf", "thirty_one"])
def test_quarters_rows_keep_their_place(qtbot, game_id):
    """The Start, Ante and Won-the-pot rows hold quarters only: under "Each cell: points /
    quarters" their lone figure read "4", as if it were points. Now "– / 4"."""
    from cardtable.gui.score_panel import ScorePanel

    game, state, sheet = finished(game_id)
    assert sheet.positional
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.set_sheet(sheet)
    table = panel.scores.table
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    if panel.scores.compact:
        pytest.skip("no room for both figures")
    assert table.item(rows.index("Start"), 0).text() == "– / 4"
    assert table.item(rows.index("Ante"), 0).text() == "– / -1"
