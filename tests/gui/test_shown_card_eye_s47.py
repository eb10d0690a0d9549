"""Finding (s47 t2 #8): "Horseshit Rummy's eye marker hides the suit pip. The eye marking the
face-up first card sits on the small suit symbol under the rank (3♠ in Ben's hand), so the
corner reads "3 [eye]"." The eye lies under the corner's rank and suit, in the strip of the card
a fan leaves in sight, at every size."""

from __future__ import annotations

from PySide6.QtTest import QTest

from cardtable.gui.cards import index_rect
from cardtable.gui.table_view import CardItem

from .helpers import open_window


def test_the_eye_on_a_card_everyone_sees_hides_no_index(qtbot, data_dir):
    w = open_window(qtbot, (800, 600), start=False)
    w.start_game("horseshit_rummy", ["Anna", "Ben", "Robo Nell"], {}, seed=3, open_handed=True)
    QTest.qWait(50)
    shown = [i for i in w.table.view.scene().items() if isinstance(i, CardItem) and i.spec.shown and i.isVisible()]
    assert shown, "no face-up dealt card in a hand"
    card = shown[0]
    for width in (40.0, 59.4, 63.0, 64.0, 100.0, 130.0):  # small cards and large ones
        card.w, card.h = width, width * card.h / card.w
        badge = card.shown_badge()
        assert not badge.intersects(index_rect(card.spec.face, width)), (width, badge)
        assert badge.right() <= 0.35 * width and badge.bottom() < 0.6 * card.h, (width, badge)
