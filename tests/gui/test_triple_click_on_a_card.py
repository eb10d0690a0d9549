"""s46 (left by s45): a triple-click on a card: its third press chose the card again, or took it
back, where the double-click had left it (Hearts' pass: a double-click means "this one", and the
third press unchose it, "Nothing chosen."). A family expects a triple-click to leave the table
as the double-click did: the presses after a double-click on the same card, in its quick burst,
do nothing. Real presses on the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import double_click_at, grab_point, open_window, settled_view
from .test_table_looks_s44 import bottom_hand


def chosen(view) -> list[str]:
    return sorted(c.spec.id for c in view.controller.selected)


@pytest.mark.parametrize("game, names", [("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"]),
                                         ("desert_rummy", ["Anna", "Ben"]),
                                         ("crazy_eights", ["Anna", "Ben"])])
def test_a_triple_click_leaves_a_card_as_the_double_click_did(qtbot, data_dir, game, names):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game, names, {}, seed=3, open_handed=True)
    view = settled_view(w)
    vp = view.viewport()
    for card in bottom_hand(view)[:3]:
        if card.scene() is None:
            continue
        at = grab_point(view, card)
        moves = len(w.session.record.moves)
        double_click_at(vp, at)
        after_double = (chosen(view), len(w.session.record.moves))
        if after_double[1] != moves:
            return  # (the double-click played it: the moved stream's rule, tested elsewhere)
        QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, at)  # the third press, at once
        assert (chosen(view), len(w.session.record.moves)) == after_double, (game, card.spec.id)
