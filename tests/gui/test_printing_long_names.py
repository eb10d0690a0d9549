"""A long team name prints whole beside Euchre's long hand labels (a tester's A4 sheet read
"Anna & Cleo | Robo Rex & …": the labels took the width and the second team was cut)."""

import shutil
import subprocess
from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.core.scoresheet import ScoreSection  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, export_pdf, page_size_id  # noqa: E402

PLAYERS = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]
LONG = "Hand 10 – Robo Rex, diamonds, alone – Euchre!"


def euchre_sheet():
    game = get_game("euchre")
    state = game.setup(PLAYERS, {}, seed=3)
    while not game.is_over(state):
        state = game.apply(state, game.heuristic(state, game.to_act(state)[0])).state
    sheet = game.score_sheet(state)
    rows = tuple(replace(r, label=LONG) if i == 0 else r for i, r in enumerate(sheet.sections[0].rows))
    return replace(sheet, sections=(replace(sheet.sections[0], rows=rows),) + tuple(sheet.sections[1:]))


def test_both_team_names_fit_their_headings(qapp, tmp_path):
    sheet = euchre_sheet()
    assert "Robo Rex & Robo Remy" in sheet.columns
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(RESOLUTION)
    layout, pages = _fit(sheet, page_size_id("A4"), writer)
    assert len(pages) == 1
    for name in sheet.columns:
        assert layout.name_line_count(name, layout.cell_w * layout.nsub) <= layout.name_lines <= 2


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_pdf_prints_robo_remy_in_the_heading(qapp, tmp_path):
    path = export_pdf(euchre_sheet(), tmp_path / "euchre.pdf")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "…" not in text
    heading = [line for line in text.splitlines() if "Robo Remy" in line and "Players:" not in line]
    assert heading, text
    assert LONG.split(" – ")[1] in text  # the long label is there too (perhaps wrapped)
