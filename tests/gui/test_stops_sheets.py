"""Score sheets of Fan Tan, I Doubt It, Sweep and Twenty-One Piles: after a whole seeded game the
sheet is on screen (the score panel), printed (a printer device) and exported to PDF with the
players, the rows of the game and the winner."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from cardtable.core.records import random_game
from cardtable.games import get_game
from cardtable.gui.printing import export_pdf

GAMES = {
    # game id: (players, options, what the sheet's rows say)
    "fan_tan": (["Ann", "Bob", "Cy"], {"deals": 2}, "Deal 2"),
    "i_doubt_it": (["Ann", "Bob", "Cy"], {}, "Cards left"),
    "sweep": (["Ann", "Bob", "Cy"], {"target": 60}, "Round 1"),
    "twenty_one_piles": (["Ann", "Bob", "Cy", "Di", "Eve"], {}, "Round 1"),
}


def finished(game_id):
    players, options, _ = GAMES[game_id]
    game = get_game(game_id)
    _, state = random_game(game, players, options, seed=3)
    return game, state


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_sheet_on_screen_printed_and_as_pdf(qtbot, tmp_path, game_id):
    from PySide6.QtPrintSupport import QPrinter

    from cardtable.gui.printing import make_printer, print_sheets
    from cardtable.gui.score_panel import ScorePanel

    game, state = finished(game_id)
    sheet = game.score_sheet(state)
    assert sheet.winners and set(sheet.winners) == set(game.winners(state))
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_sheet(sheet)
    table = panel.scores.table
    assert table.columnCount() == len(state.players) and table.rowCount() >= 1
    assert panel.scores.caption.text() == sheet.winner_text()
    printer = make_printer("A4")
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    print_sheets(sheet, printer)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")
    path = export_pdf(sheet, tmp_path / f"{game_id}.pdf")
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                              check=True).stdout
        assert f"{game.info.name} score sheet" in text and GAMES[game_id][2] in text
        assert all(name in text for name in state.players) and "Winner" in text
