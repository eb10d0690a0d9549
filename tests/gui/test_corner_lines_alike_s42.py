"""s41, left over: the table's banner split between the top corners (Whist with 10s with four long
names: "Round 1 of 6: Hearts trump · Maximilian & Wilhelmina: 0 tricks, 0 tens" left, "Zoë &
Bartholomew: 0 tricks, 0 tens" right) was set at 13 px on the left and 15 px on the right: the
longer line went on two lines at 80 % of the banner's size, the shorter on one at 90 %. The two
halves of one banner read as one: both at one size, the smaller."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers import labels, open_window
from .test_long_names_sheet_s41 import NAMES


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1024, 600)])
def test_the_top_corners_team_lines_are_set_at_one_size(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("whist_tens", NAMES, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    QApplication.processEvents()
    teams = [lab for lab in labels(w.table.view) if lab.isVisible() and "tricks, " in lab.spec.text]
    assert len(teams) == 2, [lab.text for lab in teams]
    sizes = [lab.font.pixelSize() for lab in teams]
    assert sizes[0] == sizes[1], ([lab.text for lab in teams], sizes)
    full = round(teams[0].spec.size * teams[0].unit)
    assert min(sizes) >= 0.8 * full - 1, (sizes, full)  # (the smaller of the two, no smaller than it was)
    for lab in teams:  # each still within its room, on at most three lines
        fm_lines = lab.text_rect.height() / lab.font.pixelSize()
        assert lab.text_rect.width() <= lab.spec.max_width * lab.unit + 0.5 and fm_lines < 3 * 1.3, lab.text
