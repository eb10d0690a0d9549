"""Trick-taking II's score sheets print: a finished game of each to PDF with every player and
total; Court Whist's filled-in card is the blank card's layout (each player's own card from an
evening of tables too)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

pytest.importorskip("PySide6")

from cardtable.core.records import random_game  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.games.court_whist_evening import Evening  # noqa: E402
from cardtable.gui.printing import export_pdf  # noqa: E402

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")


def pdf_text(path):
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


@needs_pdftotext
@pytest.mark.parametrize("game_id, names, title", [
    ("canadian_salad", ["Ann", "Bob", "Cid", "Dee", "Eve"], "Canadian Salad score sheet"),
    ("saskatchewan_rummy", ["Ann", "Bob", "Cid", "Dee"], "Saskatchewan Rummy money sheet"),
    ("rummy_500", ["Ann", "Bob", "Cid", "Dee"], "500 Rummy score sheet"),
    ("court_whist", ["Ann", "Bob", "Cid", "Dee", "Eve"], "Court Whist score card"),
])
def test_a_finished_game_prints(qapp, tmp_path, game_id, names, title):
    game = get_game(game_id)
    _, state = random_game(game, names, {}, seed=7)
    sheet = game.score_sheet(state)
    text = pdf_text(export_pdf(sheet, tmp_path / f"{game_id}.pdf"))
    assert title in text
    for name in names:
        assert name in text
    assert sheet.winner_text() in text
    if game_id == "court_whist":
        assert "Game 3 – Conspiracy – no partners" in text and "Grand Total" in text


@needs_pdftotext
def test_each_player_of_an_evening_gets_their_own_card(qapp, tmp_path):
    ev = Evening.start(["Al", "Bo", "Cy", "Ann", "Bea", "Cat"], ["Ann", "Bea", "Cat"], seed=1)
    ev.record_game([[[8, 5, 8, 5]] * 4])
    path = export_pdf([ev.card(p) for p in range(6)], tmp_path / "evening.pdf", "Letter")
    text = pdf_text(path)
    for name in ev.names:
        assert f"Name: {name}" in text
    assert "Total – possible 13" in text
