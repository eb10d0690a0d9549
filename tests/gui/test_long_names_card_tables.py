"""Only the dominoes tables cut a long player's name with "…"; on the card tables the other
seats' names were still set smaller and smaller (a 30-letter name in a side seat's box at 9 px,
on three lines running into the cards under it). The card tables' seat names now go through the
same code as the dominoes' strip of seats (``seat_name_label``): one line at a readable size, cut
with "…", the whole name its tooltip. At 1024x600, on tables with the seats' boxes at the sides
and across the top, 10,000's scores and 5 in a Row's sides."""

from __future__ import annotations

import os

import pytest
from PySide6.QtGui import QFontMetricsF

from cardtable.gui.table_view import LabelItem

from .helpers import open_window

LONG = "Alexandrina Wilhelmina Ottolin"  # (30 letters: the longest a name may be)


@pytest.mark.parametrize("game_id, names", [
    ("crazy_eights", ["Anna", LONG, "Cleo", "Dev"]),
    ("hearts", ["Anna", "Ben", LONG, "Dev"]),
    ("rummoli", ["Anna", LONG, "Cleo", "Dev"]),
    # (s28: 10,000's scores across the top and 5 in a Row's sides did not use it)
    ("ten_thousand", ["Anna", LONG, "Cleo", "Dev"]),
    ("five_in_a_row", [LONG, "Ben", "Cleo", "Dev"]),  # (bold: the one to move)
    ("five_in_a_row", [LONG, "Ben"]),
])
def test_a_very_long_name_is_cut_with_an_ellipsis_on_a_card_table(qtbot, data_dir, game_id, names):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, names, {}, seed=3, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    if os.environ.get("CARDTABLE_SHOTS"):  # a look: CARDTABLE_SHOTS=/tmp/dir
        w.grab().save(os.path.join(os.environ["CARDTABLE_SHOTS"], f"long-name-{game_id}-{len(names)}.png"))
    labels = [item for item in view.scene().items() if isinstance(item, LabelItem) and item.spec.text == LONG]
    assert labels, [item.spec.text for item in view.scene().items() if isinstance(item, LabelItem)]
    for lab in labels:
        base = max(10, round(lab.spec.size * view.unit))
        assert lab.font.pixelSize() >= int(base * 0.8), (lab.font.pixelSize(), base)  # readable, not shrunk
        lines = lab.text_rect.height() / QFontMetricsF(lab.font).lineSpacing()
        assert lines < 1.1, lines  # one line, as the seat box has room for
        # (whole where the free room beside its box has it, s37 t3 #6: Crazy Eights' and Hearts'
        # top seat at 1024x600; else cut)
        if lab.text != LONG:
            assert lab.text.endswith("\u2026") and LONG in lab.toolTip(), lab.text
        assert lab.text_rect.width() <= lab.spec.max_width * view.unit + 0.5
