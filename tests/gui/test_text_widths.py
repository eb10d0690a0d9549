"""The layout (Qt-free) reckons how wide a line of the table's text is set from each letter's
advance (:func:`cardtable.gui.generic_table.set_width`). Bold letters were reckoned a tenth wider
than regular ones, and a bold line came out 1.5 to 3 % wider than reckoned: Biscuit's hand line
"Your hand · 3 cards · total 14 · this hand 4 · dealer" was reckoned 0.07 of a card short of the
prompt and touched it (its prompt then kept 0.15 of a card clear for that error alone). The
reckoning now takes the font's own advances, regular and bold, and is checked here against the
width the view sets, at the sizes a small laptop and a large screen use."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from cardtable.gui.generic_table import set_width

LINES = ["Your hand \u00b7 3 cards \u00b7 total 14 \u00b7 this hand 4 \u00b7 dealer",
         "Round 1. To go out: black, wild canastas. Anna: meld and add to melds, then discard.",
         "Red canasta", "Anna & Cleo's melds", "Foot (13)", "Canastas: 3 black, 1 red",
         "WILD Queens & Kings? (x2) \u2013 \u201cYes\u201d \u2026 MW %@#"]


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("px", [10, 14, 21])
def test_reckoned_width_is_the_painted_width(qapp, bold, px):
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    fm = QFontMetricsF(f)
    for line in LINES:
        painted = fm.horizontalAdvance(line)
        reckoned = set_width(line, px, bold)
        # (never short of it by more than a hundredth; a little over where letters are kerned)
        assert painted * 0.99 <= reckoned <= painted * 1.03, (line, px, bold, painted, reckoned)
