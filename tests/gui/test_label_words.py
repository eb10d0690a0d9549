"""A label on the table squeezed into a narrow width broke a word in two: the prompt in the
middle of Hand and Foot at 1024x600, 4 players ("... melds, the" / "n discard."), and a side
seat's line with its melds reaching in beside the piles ("canas" / "tas"). When nothing fitted
in three lines the label fell back on wrapping anywhere. Now it breaks only between words: more
lines at the smallest size, and a word wider than the width on its own is set smaller still.
A label that fitted before is set as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption

from cardtable.gui.layouts import LabelSpec
from cardtable.gui.table_view import MIN_TEXT_PX, LabelItem

UNIT = 70.4  # a card width in pixels at 1024x600
PROMPT = "Round 2. To go out: red, black, wild canastas. Robo 2: meld, add to your team's melds, then discard."


def lines(item: LabelItem) -> list[str]:
    """The lines the label draws: its text laid out in its text box with its own wrap mode, as
    QPainter.drawText does with the label's flags."""
    opt = QTextOption(Qt.AlignHCenter)
    opt.setWrapMode(QTextOption.WrapAnywhere if item.flags & Qt.TextWrapAnywhere else QTextOption.WordWrap)
    layout = QTextLayout(item.text, item.font)
    layout.setTextOption(opt)
    layout.beginLayout()
    out = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(item.text_rect.width())
        out.append(item.text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def words_whole(item: LabelItem) -> bool:
    return [w for line in lines(item) for w in line.split()] == item.text.split()


@pytest.mark.parametrize("text, width, size, bold", [
    (PROMPT, 2.34, 0.21, True),  # the prompt between the side seats' melds
    ("Round 1. To go out: red, black, wild canastas. Anna: meld, add to your team's melds, then discard.",
     3.26, 0.21, True),
    ("7 cards · 4155 pts · foot 13 · 2 canastas", 0.5, 0.16, False),  # a word wider than the width
    ("Robo 1 & Robo 3", 0.3, 0.16, False),
])
def test_a_squeezed_label_breaks_only_between_words(qtbot, text, width, size, bold):
    item = LabelItem(LabelSpec(text, 0, 0, size=size, bold=bold, max_width=width), UNIT)
    assert words_whole(item), lines(item)
    assert item.text_rect.width() <= width * UNIT + 0.5  # and still within its width
    assert item.font.pixelSize() >= MIN_TEXT_PX


def test_words_that_fit_keep_the_smallest_size_and_take_more_lines(qtbot):
    item = LabelItem(LabelSpec(PROMPT, 0, 0, size=0.21, bold=True, max_width=2.34), UNIT)
    assert item.font.pixelSize() == 9  # not smaller than before: only a longer word shrinks it
    assert len(lines(item)) > LabelItem.MAX_LINES


def test_a_word_too_long_for_the_smallest_size_runs_wider_but_is_whole(qtbot):
    item = LabelItem(LabelSpec("Abracadabrantesquely", 0, 0, max_width=0.1), UNIT)
    assert item.font.pixelSize() == MIN_TEXT_PX
    assert lines(item) == ["Abracadabrantesquely"]


@pytest.mark.parametrize("text, width", [("Robo 1", 3.0), ("16 cards · foot 13", 1.6), (PROMPT, 6.0), (PROMPT, 4.0)])
def test_a_label_that_fits_is_set_as_before(qtbot, text, width):
    item = LabelItem(LabelSpec(text, 0, 0, size=0.21, bold=True, max_width=width), UNIT)
    assert item.flags == Qt.TextWordWrap and len(lines(item)) <= LabelItem.MAX_LINES
    assert item.font.pixelSize() >= 9 and words_whole(item)


def test_a_seat_line_too_long_for_its_box_breaks_between_parts_and_numbers_have_commas(qapp):
    """Hand and Foot, six players at 1024x600: a side seat's "8 cards · 14325 pts · foot 13 ·
    deals" was broken inside "foot 13" ("... · foot" / "13 · deals"), and its numbers had no
    comma while the score sheet beside it wrote "14,325". Now the points read "total 14,325" and a
    line that will not fit on one breaks between two parts (s45 t3 #9: with no dot left at the
    line's end, Push's "7 cards ·" over "1 set of 3 and 1 run of 4 · dealer"); one that fits (set
    a little smaller, as the view would) stays on one line."""
    from cardtable.gui.generic_table import SEAT_W, dotted_lines, seat_number

    assert seat_number("scores", 14325) == "score 14,325" and seat_number("chips", 1200) == "chips 1,200"
    # finding s27 N5: "the hand caption reads "Anna's hand · 5 cards · 40 pts" while her five
    # cards ... are worth 75 by the rule text; 40 is her running total. Next to a hand, "40 pts"
    # reads as the hand's value." Then "total 40" read the same in Arizona, where the cards left
    # in a hand count against it ("Your hand · 4 cards · total 0": s47 t2 #5): "score 40"
    assert seat_number("scores", 40) == "score 40" and seat_number("totals", 1) == "score 1"
    parts = ["8 cards", seat_number("scores", 14325), "foot 13", "dealer"]
    text = dotted_lines(parts, 0.15, SEAT_W)
    assert text == "8 cards \u00b7 score 14,325\nfoot 13 \u00b7 dealer"  # (no dot left at a line's end: s45)
    item = LabelItem(LabelSpec(text, 0, 0, size=0.15, max_width=SEAT_W), UNIT)
    assert [line.strip() for line in lines(item)] == ["8 cards \u00b7 score 14,325", "foot 13 \u00b7 dealer"]
    assert dotted_lines(parts[:3], 0.15, SEAT_W) == "8 cards \u00b7 score 14,325 \u00b7 foot 13"
    push = ["7 cards", "1 set of 3 and 1 run of 4", "dealer"]
    assert dotted_lines(push, 0.15, SEAT_W) == "7 cards\n1 set of 3 and 1 run of 4 \u00b7 dealer"
