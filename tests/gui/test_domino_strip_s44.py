"""The dominoes' strip of seats at small windows (s44), eight players of Mexican Train.

#1 At 800x500 "7 tiles · total 0" wrapped onto two lines: the count is on one line, in shorter
words where the seat's room is short ("7 tiles · 0 pts", else "7 tiles", the totals in the score
sheet beside the table), never cut. #3 With "Great-Aunt Gwendolyn" among them every name was
set at 80 % at 1024x600, though the others fit at full size: each name at its own size, those
the view sets at one size alike. Measured on the labels as the view sets them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetricsF

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.layouts import dominoes

from .helpers import labels, open_window, settled_view

EIGHT = ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Robo Rosa", "Great-Aunt Gwendolyn", "Robo Rae", "Robo Ray"]


def strip_after(qtbot, size, sheet: bool):
    """The view of a Mexican Train of eight, 30 seeded moves in, at ``size``."""
    s = Session.new(get_game("mexican_train"), EIGHT, {}, 4)
    rnd = random.Random(4)
    for _ in range(30):
        s.play(rnd.choice(s.game.legal_moves(s.state)))
    w = open_window(qtbot, size, start=False)
    w.show_session(s, "strip-s44", False, [""] * 8)
    w.score_view_action.setChecked(sheet)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    return settled_view(w)


def strip_labels(view):
    return [lab for lab in labels(view) if lab.isVisible() and lab.spec.y < dominoes.TOP_H]


def one_line(lab) -> bool:
    return "\n" not in lab.text and lab.text_rect.height() < 1.5 * QFontMetricsF(lab.font).lineSpacing()


@pytest.mark.parametrize("size, sheet", [((800, 500), False), ((800, 500), True), ((1024, 600), True)])
def test_the_tile_counts_keep_one_line(qtbot, data_dir, size, sheet):
    view = strip_after(qtbot, size, sheet)
    counts = [lab for lab in strip_labels(view) if " tile" in lab.text]
    assert len(counts) == 8
    for lab in counts:
        assert one_line(lab), (lab.text, lab.text_rect, lab.font.pixelSize())
        assert lab.font.pixelSize() >= 9  # (smaller, not readable: shorter words instead)
    if size == (800, 500) and not sheet:  # the whole words where they fit
        assert all("\u00b7 total " in lab.text for lab in counts), [lab.text for lab in counts]
    for lab in strip_labels(view):
        if lab.text.startswith("marker"):  # ("marker" / "out" at 800x500 with the sheet docked)
            assert one_line(lab), lab.text


def test_each_name_at_its_own_size(qtbot, data_dir):
    view = strip_after(qtbot, (1024, 600), False)
    names = {lab.text.replace("\n", " "): lab.font.pixelSize() for lab in strip_labels(view)
             if lab.text.replace("\n", " ") in EIGHT}
    assert len(names) == 8, names
    long = names.pop("Great-Aunt Gwendolyn")
    assert len(set(names.values())) == 1, names  # the short names at one size
    assert names["Anna"] >= round(dominoes.STRIP_NAME * view.unit), (names, view.unit)  # at full size
    assert long < names["Anna"]
