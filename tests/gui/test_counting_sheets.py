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


@pytest.mark.parametrize("game_id, words", [("thirty_one", "hand / change in corners"),
                                            ("golf", "points / change in quarters")])
def test_the_legend_says_the_second_figure_is_what_the_row_paid_or_brought(qtbot, game_id, words):
    """Seen (s34 t3 #6, t3/t31n.png): Thirty-One's legend "Each cell: hand / corners" over "12 / -1":
    "The player with the lowest score is the loser of the hand; this player folds one corner of
    their bill (or forfeits one marker)": -1 is the corner paid that hand
    (the Start row's 4 the corners got), not the corners held. Golf's rows are the same."""
    from cardtable.gui.score_panel import ScorePanel

    options = {"card_makers": True} if game_id == "thirty_one" else {}
    game = get_game(game_id)
    _, state = random_game(game, GAMES[game_id], options, seed=6)
    sheet = game.score_sheet(state)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.set_sheet(sheet)
    if panel.scores.compact:
        pytest.skip("no room for both figures")
    legend = panel.scores.legend.text()
    assert f"Each cell: {words} (in that order" in legend, legend
    table = panel.scores.table
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert table.item(rows.index("Start"), 0).text() == "– / 4"
