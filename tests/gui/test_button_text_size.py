"""The table's buttons are written about as large as the table's other words (tester t3, s34,
finding 7: "The action buttons drawn on the table ('Roll 5 dice', 'Stop (200 scores 0: not
melded)', 'Pass (pay a chip)', 'No joker') use a much smaller font than the prompt above them,
at both 1366x768 and 4K"). Their words were 0.15 of a card unit (the prompt 0.21, a place's
caption 0.16); they are now :data:`BUTTON_TEXT`, where the layout has the room for the buttons
at their usual size, and every button is as wide as its words at the size it writes them (the
layouts reckon its width with the same size: the tests of the buttons' room, e.g.
test_meld_button_room.py and test_layout_small_screens.py, check that nothing overlaps)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from cardtable.gui.generic_table import button_width
from cardtable.gui.layouts import BUTTON_TEXT
from cardtable.gui.table_view import LabelItem, button_font

from .helpers import anna_turns, medium_table, settled_view


def prompt_px(view) -> int:
    prompt = view.spec.prompt
    item = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.spec is prompt)
    return item.font.pixelSize()


def assert_readable(view) -> None:
    assert view.buttons
    for b in view.buttons:
        if view.spec.buttons_scale == 1.0:  # (the room for them at their usual size)
            assert b.text_px >= max(10, int(view.unit * BUTTON_TEXT)) - 1
            assert b.text_px >= 0.8 * prompt_px(view), (b.text, b.text_px, prompt_px(view))
        words = QFontMetricsF(button_font(b.text_px)).horizontalAdvance(b.text)
        assert words + b.h * 0.6 <= b.w, (b.text, words, b.w)  # whole, with a margin each side
        # the layouts reckon it no narrower than it is drawn (but a button for the next hand, drawn
        # larger only where that covers nothing more)
        if b.h <= view.unit * 0.36 * view.spec.buttons_scale + 1:
            assert button_width(b.text, view.spec.buttons_scale) * view.unit >= b.w - 1, b.text


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (2560, 1440)])
def test_ten_thousands_roll_and_stop(qtbot, data_dir, size):
    w = medium_table(qtbot, "ten_thousand", ["Anna", "Robo 1", "Robo 2"], size, 1)
    seen = set()
    for _ in anna_turns(w, 40):
        view = settled_view(w)
        if view.buttons:
            assert_readable(view)
            seen |= {b.text.split()[0] for b in view.buttons}
    assert {"Roll", "Stop"} <= seen


def test_fan_tans_pass(qtbot, data_dir):
    w = medium_table(qtbot, "fan_tan", ["Anna", "Robo 1", "Robo 2", "Robo 3"], (1366, 768), 6)
    seen = 0
    for _ in anna_turns(w, 200):
        view = settled_view(w)
        if view.buttons:
            assert_readable(view)
            seen += 1
    assert seen
