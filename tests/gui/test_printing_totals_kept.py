"""Findings (s36 t4 #6, #3): Oh Hell! exported as PDF after its hands ran onto a second page
holding only the rows "9 cards", "10 cards" and the Total: the totals a family looks for were
alone on a sheet of paper. The nineteen rounds fit one page with shorter rows; a sheet that
must break keeps its last rows with the totals, its heading and column names on each page.
And the sheet said only the date: two sheets of one evening could not be told apart; the time
of day is beside it now."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from datetime import datetime

import pytest

from cardtable.core.scoresheet import ScoreSection, ScoreSheet, running_rows, today
from cardtable.games import get_game
from cardtable.gui import printing
from cardtable.gui.printing import FIT_FLOOR_PT, ROWS_WITH_TOTALS, export_pdf, page_count, when

LONG_NAMES = ["Bartholomew-Alexander Montgome", "Robo Rex", "Zoë", "Robo Remy"]


def oh_hell_after(hands: int, names=LONG_NAMES):
    game = get_game("oh_hell")
    state = game.setup(names, {"rules": "some", "tens": True}, seed=2)
    rnd = random.Random(1)
    while len(state.history) < hands and not game.is_over(state):
        state = game.apply(state, rnd.choice(game.legal_moves(state))).state
    return game.score_sheet(state)


@pytest.mark.parametrize("hands", [2, 10, 19])
@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_oh_hells_sheet_fits_one_page_its_text_readable(qapp, hands, page):
    sheet = oh_hell_after(hands)
    assert page_count(sheet, page) == 1
    layout, pages = printing._fit(sheet, printing.page_size_id(page), printing.QPdfWriter("/dev/null"))
    assert layout.fonts.body.pointSizeF() >= FIT_FLOOR_PT
    kinds = [item.kind for item in pages[0].items]
    assert kinds.count("row") == 19 and "totals" in kinds


def long_sheet(rounds: int) -> ScoreSheet:
    points = [[(r * 7 + c * 3) % 13 for c in range(3)] for r in range(rounds)]
    rows, totals = running_rows(points, "Round")
    return ScoreSheet("Family Rummy night", "Rummy", ("Ann", "Bob", "Cid"), (ScoreSection(rows=tuple(rows)),),
                      sub_columns=("Points", "Total"), date="2025-06-01", totals=tuple(totals))


@pytest.mark.parametrize("rounds", range(28, 60))
def test_the_totals_never_go_alone_onto_a_page(qapp, rounds):
    """However many rounds, a page that holds the totals holds the last rows with them, and
    every page repeats the heading and the players' names."""
    sheet = long_sheet(rounds)
    _, pages = printing._fit(sheet, printing.page_size_id("A4"), printing.QPdfWriter("/dev/null"))
    last = [item.kind for item in pages[-1].items]
    assert "totals" in last
    assert last.count("row") >= ROWS_WITH_TOTALS, (rounds, len(pages), last)
    for page in pages:
        assert [item.kind for item in page.items][:2] == ["header", "colhead"]


def test_the_time_of_day_is_beside_the_date(qapp, tmp_path):
    sheet = oh_hell_after(2)
    assert sheet.date == today()
    said = when(sheet)
    assert re.fullmatch(rf"{sheet.date} \d\d:\d\d", said), said
    # a sheet dated another day (an evening's, printed later) says its date alone
    assert when(long_sheet(3)) == "2025-06-01"
    from cardtable.gui.score_actions import suggested_file_name

    assert re.fullmatch(rf"Oh Hell! score sheet {sheet.date} \d\d\.\d\d\.pdf", suggested_file_name(sheet))
    if shutil.which("pdftotext") is None:
        return
    path = export_pdf(sheet, tmp_path / "oh.pdf")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    hour = datetime.now().strftime("%H:")
    assert f"Date: {sheet.date} {hour}" in text  # (the heading, under the title)
    assert f"Oh Hell! score sheet – {sheet.date} {hour}" in text  # (the footer)
    assert "House rules: Ten a trick (from Denexa's rules)" in text
