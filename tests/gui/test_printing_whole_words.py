"""Printed score sheets show every column title and cell whole (tester t2 #15): Sticks' PDF
printed "Stick l…", "Sticks …" and "0 free …", Saskatchewan Rummy's money sheet "Cen…" and
"Mon…", on a page mostly empty. Titles and cells now wrap, a word never cut, the columns as
wide as they need where the page has room."""

from __future__ import annotations

import random
import shutil
import subprocess

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.printing import export_pdf

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")


def played(game_id: str, seed: int, rows: int):
    """The sheet of a game played at random until it has ``rows`` rows (or is over)."""
    game = get_game(game_id)
    session = Session.new(game, NAMES, {}, seed=seed)
    rnd = random.Random(seed)
    while game.legal_moves(session.state) and len(game.score_sheet(session.state).rows) < rows:
        session.play(rnd.choice(game.legal_moves(session.state)))
    return game.score_sheet(session.state)


def pdf_words(sheet, tmp_path) -> list[str]:
    path = export_pdf(sheet, tmp_path / "sheet.pdf")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "…" not in text, text
    return text.split()


@pytest.mark.parametrize("game_id, seed, rows", [("sticks", 4, 2), ("saskatchewan_rummy", 5, 3)])
def test_every_title_and_cell_is_whole_on_paper(game_id, seed, rows, tmp_path, qapp):
    sheet = played(game_id, seed, rows)
    words = pdf_words(sheet, tmp_path)
    for title in sheet.sub_columns:  # "Stick laid down", "Cents this round"
        for word in title.split():
            assert words.count(word) >= len(sheet.columns), (word, words)
    for row in sheet.rows:
        for c in range(len(sheet.columns)):
            for k in range(len(sheet.sub_columns)):
                cell = row.cell(c, k)
                if cell not in (None, ""):
                    for word in str(cell).split():
                        assert word in words, (row.label, cell, words)
