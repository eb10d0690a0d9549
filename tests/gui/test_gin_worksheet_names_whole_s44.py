"""s44 t2 #3: the Gin Rummy tournament's worksheet with eight tables cut long first names in its
cells ("Bartholo…" in every Table 2 cell) and broke "Christopher v Dominique" over three lines,
on a portrait page with room to spare. A cell's words are never cut: the page turns landscape
(or the text gets smaller) until every word fits its cell; a word too wide even then is broken
between its letters, whole. Measured with the printing code's own layout (the cell's width,
the text's width in its font)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from cardtable.games.gin_evening import PairResult, enter_round, evening_sheets, start_from_text
from cardtable.gui.printing import RESOLUTION, _fit, ensure_app, export_pdf, page_size_id
from cardtable.core.scoresheet import format_value

REDS = "Alexander, Bartholomew, Christopher, Dominic, Ezekiel, Frederick, Gregory, Harrison"
BLUES = "Alexandra, Bernadette, Christina, Dominique, Evangeline, Francesca, Georgina, Henrietta"


def worksheet(reds: str = REDS, blues: str = BLUES):
    ev = start_from_text(reds, blues)
    first = [PairResult(0, 100, 2), PairResult(1, 115, 2)] + [PairResult(-1, 0, 0)] * (ev.tables - 2)
    ev, _told = enter_round(ev, 1, first)  # (the tester's round 1)
    return evening_sheets(ev)[0]


def laid_out(sheet):
    from PySide6.QtGui import QPdfWriter

    ensure_app()
    writer = QPdfWriter(os.devnull)
    writer.setResolution(RESOLUTION)
    return _fit(sheet, page_size_id("A4"), writer)


def cells(layout):
    for row in layout.sheet.rows:
        for c in range(layout.ncol):
            text = format_value(row.cell(c, 0))
            if text:
                yield text


def test_the_tester_s_eight_tables_print_every_name_whole(qapp):
    layout, pages = laid_out(worksheet())
    assert not layout.words_cut()
    font, inner = layout.fonts.bold, layout.cell_inner(0)
    for text in cells(layout):
        assert layout.cell_lines(text, 0, font) is None  # (no word broken: Qt wraps at spaces)
        assert all(layout.text_w(font, word) <= inner for word in text.split()), text
    pair = "Christopher v Dominique"
    assert pair in set(cells(layout))
    assert layout.text_h(font, pair, inner) < 2.5 * layout.line_h(font)  # two lines, not three
    assert layout.landscape and len(pages) == 1  # (turned: 31 mm a table, still one page)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_no_name_is_cut_on_paper(qapp, tmp_path):
    path = export_pdf(worksheet(), tmp_path / "worksheet.pdf")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "…" not in text and text.count("Bartholomew") >= 14


def test_a_word_too_wide_for_any_size_is_broken_whole_never_cut(qapp):
    """Ten tables (the most) and a 30-letter name of one word: no size fits it in a cell, so it
    is broken between its letters, every letter printed, each line inside the cell."""
    long = "Wolfeschlegelsteinhausenbergd"
    reds = ", ".join([long] + [f"Red{k}" for k in range(9)])
    blues = ", ".join(f"Blue{k}" for k in range(10))
    layout, _pages = laid_out(worksheet(reds, blues))
    font, inner = layout.fonts.bold, layout.cell_inner(0)
    broken = [(text, layout.cell_lines(text, 0, font)) for text in cells(layout) if long in text]
    assert broken
    for text, lines in broken:
        assert lines is not None and "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(layout.text_w(font, line) <= inner for line in lines), lines
