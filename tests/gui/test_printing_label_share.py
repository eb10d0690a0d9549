"""The label column keeps its fair share beside long names (tester, s31): Fast Track's exported
score sheet for six printed "Sent others back to a pen" on four lines in a label column of
24 mm while the name columns beside it had room. The label column gave its width away until
every name fitted two lines in the headings' font, though the names' font steps down where a
word is too wide anyway. It now gives way no further than where its labels take two lines; the
names stay whole (their font steps down where it must)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QPdfWriter  # noqa: E402

from cardtable.core.session import Session  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.gui.printing import RESOLUTION, _fit, export_pdf, page_size_id  # noqa: E402

LONG = ["Grandma Margaret", "Grandpa Bartholomew", "Francesca-Margherita", "Benjamin", "Cleopatra", "Devendra"]
SHORT = ["Anna", "Ben", "Cleo", "Dev", "Eli", "Fay"]


def fast_track_sheet(names, options=None):
    game = get_game("fast_track")
    return game.score_sheet(Session.new(game, names, options or {}, 1, None).state)


def layout_of(sheet, tmp_path, page):
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    writer.setResolution(RESOLUTION)
    return _fit(sheet, page_size_id(page), writer)[0]


def label_lines(layout, text, font):
    return round(layout.text_h(font, text, layout.label_w - 3) / layout.line_h(font))


@pytest.mark.parametrize("page", ["A4", "Letter"])
@pytest.mark.parametrize("names,options", [(LONG, {}), (LONG, {"partners": True}),
                                           (["Alexandra", "Bartholomew", "Christopher", "Dominique",
                                             "Evangeline", "Fitzgerald"], {})])
def test_labels_take_two_lines_at_most_and_names_stay_whole(qapp, tmp_path, page, names, options):
    sheet = fast_track_sheet(names, options)
    layout = layout_of(sheet, tmp_path, page)
    for row in sheet.rows:
        assert label_lines(layout, row.label, layout.fonts.bold) <= 2, (row.label, layout.label_w)
    assert label_lines(layout, "Sent others back to a pen", layout.fonts.bold) == 2
    assert label_lines(layout, sheet.total_label, layout.fonts.head) <= 2
    inner = layout.player_w - 2.0
    for name in sheet.columns:  # every word whole in its heading, every line counted
        assert all(layout.text_w(layout.name_font, w) <= inner for w in name.replace("-", "- ").split())
        assert layout.name_line_count(name, layout.player_w) <= layout.name_lines


def test_short_names_leave_the_labels_on_one_line(qapp, tmp_path):
    sheet = fast_track_sheet(SHORT)
    layout = layout_of(sheet, tmp_path, "A4")
    assert all(label_lines(layout, row.label, layout.fonts.bold) == 1 for row in sheet.rows)
    assert layout.name_font.pointSizeF() == layout.fonts.head.pointSizeF()


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
def test_the_pdf_prints_the_label_on_two_lines_and_every_name_whole(qapp, tmp_path):
    path = export_pdf(fast_track_sheet(LONG), tmp_path / "fast.pdf")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    lines = [line.strip() for line in text.splitlines()]
    assert any(line.startswith("Sent others") for line in lines)
    assert any(line.startswith("back to a pen") for line in lines), text
    words = " ".join(lines).split()
    for name in LONG:
        for word in name.replace("-", "- ").split():
            assert word in words, (word, text)
