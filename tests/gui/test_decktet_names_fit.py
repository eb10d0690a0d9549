"""Finding (s27 t4 #5): "Biscuit: Ace card names are cut off and run under the corner index ...
'ıce of Moon' with the A over the 's'". Names must fit whole inside the card, clear of the corner
indices."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from cardtable.core import decktet
from cardtable.gui.cards import decktet_corner, decktet_name_font, decktet_name_place


@pytest.mark.parametrize("w", [64, 68, 72, 80, 96, 120])
def test_every_decktet_name_fits_clear_of_the_corner(qapp, w):
    h = w * 1.4
    for card in decktet.CARDS.values():
        if card.rank is None:
            continue
        name = card.title.removeprefix("the ")
        box, px = decktet_name_place(name, w, h)
        text_w = QFontMetricsF(decktet_name_font(px)).horizontalAdvance(name)
        assert text_w <= box.width(), (name, w)
        assert box.left() >= 0 and box.right() <= w and box.bottom() <= h, (name, w)
        # the name, centred in its box, stays clear of the upside-down corner rank
        drawn_right = box.center().x() + text_w / 2
        assert drawn_right < decktet_corner(w, h).left(), (name, w)
        assert px >= 4


def test_short_names_stay_centred(qapp):
    box, _ = decktet_name_place("Huntress", 68, 95)
    assert abs(box.center().x() - 34) < 0.5
