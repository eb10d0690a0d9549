"""Every player's name prints whole in its heading: a blank Rummoli sheet for eight printed
"Grandpa …" beside "Grandma / Margaret" wrapped onto two lines ("Bartholomew" alone was wider
than its column in the headings' font). The names' font now steps down until every word of
every name fits its column, and the names wrap as the others do; a word too long even then
breaks across lines rather than losing letters."""

from __future__ import annotations

import shutil
import subprocess

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.core.blank_sheets import blank_sheets  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, export_pdf, page_size_id  # noqa: E402

FAMILY = ["Grandma Margaret", "Grandpa Bartholomew", "Anna", "Ben", "Cleo", "Dev", "Eli", "Francesca"]


def rummoli_sheet(names):
    info = get_game("rummoli").info
    return blank_sheets("generic", names, None, game_name=info.name, info=info)[0]


def layout_of(sheet, tmp_path, page="A4"):
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    writer.setResolution(RESOLUTION)
    return _fit(sheet, page_size_id(page), writer)[0]


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_every_word_of_every_name_fits_its_heading(qapp, tmp_path, page):
    layout = layout_of(rummoli_sheet(FAMILY), tmp_path, page)
    inner = layout.player_w - 2.0
    for name in FAMILY:
        for word in name.split():
            assert layout.text_w(layout.name_font, word) <= inner, (word, inner)
        assert layout.name_line_count(name, layout.player_w) <= layout.name_lines
    assert layout.name_lines == 2  # "Grandma / Margaret", "Grandpa / Bartholomew"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_pdf_prints_grandpa_bartholomew_whole(qapp, tmp_path):
    path = export_pdf(rummoli_sheet(FAMILY), tmp_path / "rummoli.pdf")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "…" not in text, text
    words = text.split()
    for name in FAMILY:
        for word in name.split():
            assert word in words, (word, words)


def test_a_names_font_stays_the_headings_where_every_word_fits(qapp, tmp_path):
    layout = layout_of(rummoli_sheet(["Anna", "Ben", "Cleo", "Dev"]), tmp_path)
    assert layout.name_font.pointSizeF() == layout.fonts.head.pointSizeF()
    assert layout.name_lines == 1


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_a_word_too_long_for_any_size_breaks_across_lines_whole(qapp, tmp_path):
    giant = "Wolfeschlegelsteinhausenberger"  # (30 letters: the most a name may have)
    names = [giant] + FAMILY[1:]
    sheet = rummoli_sheet(names)
    layout = layout_of(sheet, tmp_path)
    assert layout.name_lines >= 2
    path = export_pdf(sheet, tmp_path / "giant.pdf")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "…" not in text, text
    assert giant in "".join(text.split()), text


def test_a_hyphenated_name_breaks_after_its_hyphen_and_no_other_name_mid_word(qapp, tmp_path):
    """Rummoli for eight (s31 t2 #2) after the names were made to fit: "Francesca-Margherita",
    measured as one word, took the names' font down to its floor and had the names broken
    anywhere, so every heading read like "Grandpa Bartholome / w", "Francesca-Margherit / a".
    A name breaks after its hyphen as at a space: the headings keep a readable size, and every
    line of every heading ends at a space or a hyphen."""
    names = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Robo Rita", "Robo Rex", "Robo Rosa",
             "Robo Rudi", "Robo Ray"]
    layout = layout_of(rummoli_sheet(names), tmp_path)
    assert layout.name_font.pointSizeF() > 7.0
    inner = layout.player_w - 2.0
    for name in names:
        lines = layout.name_broken(name, inner)
        assert " ".join(lines).replace("- ", "-") == name, lines
        assert len(lines) <= layout.name_lines <= 2
    assert layout.name_broken("Francesca-Margherita", inner) == ["Francesca-", "Margherita"]


def test_a_word_too_long_for_any_size_leaves_the_other_names_whole_words(qapp, tmp_path):
    giant = "Wolfeschlegelsteinhausenberger"
    layout = layout_of(rummoli_sheet([giant] + FAMILY[1:]), tmp_path)
    inner = layout.player_w - 2.0
    assert "".join(layout.name_broken(giant, inner)) == giant
    assert layout.name_broken("Grandpa Bartholomew", inner) == ["Grandpa", "Bartholomew"]


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_ten_players_long_names_turn_the_page_rather_than_break_mid_word(qapp, tmp_path, page):
    """I Doubt It for ten (s32 t2 #15): the portrait page's headings were 16 mm, too narrow for
    "Bartholomew" even in the names' smallest font, and printed "Grandpa Bartholo / mew" and
    "Francesca-Margherit / a". The rule: "a name's font shrinks until every word fits, breaking
    only at spaces and after hyphens"; where even the smallest font cannot do it across a
    portrait page, the sheet is printed landscape."""
    names = ["Grandpa Bartholomew", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jo", "Francesca-Margherita",
             "Robo Ruby", "Robo Remy"]
    game = get_game("i_doubt_it")
    sheet = game.score_sheet(game.setup(names, {}, seed=3))
    layout = layout_of(sheet, tmp_path, page)
    assert layout.landscape
    inner = layout.player_w - 2.0
    for name in names:
        lines = layout.name_broken(name, inner)
        assert " ".join(lines).replace("- ", "-") == name, lines
    assert layout.name_broken("Grandpa Bartholomew", inner) == ["Grandpa", "Bartholomew"]
    # ten short names stay on a portrait page
    short = ["Anna", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jo"]
    assert not layout_of(game.score_sheet(game.setup(short, {}, seed=3)), tmp_path, page).landscape
