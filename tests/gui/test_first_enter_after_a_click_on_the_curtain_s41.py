"""Thirty-One (tester s41 t3, BUG-2): "I'm Zoë: show my cards" clicked, then Enter: the first
Enter only said "the stock, 37 cards, top: face down" and picked nothing up; a second Enter drew.
A click on the curtain's button puts no ring on the table (test_focus_lands: a mouse player would
take it for a card chosen), but where the table would put the ring on a piece by itself, the
first Enter acts on that piece at once, as Enter does with the ring there (picking a card up is
undone by Esc). Buttons and cards chosen with the mouse keep their rule: the first Enter only
shows the ring (test_enter_after_mouse_choices, test_ring_on_the_harmless_button)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest

pytestmark = pytest.mark.curtain_guard


def test_the_first_enter_after_a_click_on_the_curtain_takes_the_stock(qtbot, data_dir, clock):
    w = open_window(qtbot, start=False)
    w.start_game("thirty_one", ["Anna", "Zo\u00eb"], dict(LAST_DEALS), seed=3)
    view = w.table.view
    rest(clock)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert not w.table.curtain.isVisible()
    ctl = view.controller
    assert ctl.focus_item is None  # (no ring put for a mouse player)
    rest(clock)
    key(w, Qt.Key_Return)
    assert ctl.held is not None and ctl.held.spec.id.startswith("stock"), w.status_text()
    assert not w.status_text().startswith("the stock")
