"""10,000 by the keys (s42 t3): after the last die that counts was set aside (Enter on it, Enter
on the tray) no ring showed anywhere until Down was pressed. The ring rests on "Roll N dice" (the
way on; a stray Enter in the stream that set the die aside is still refused by the buttons'
rule). Real key presses on the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import ButtonItem, CardItem

from .helpers import open_window


def press(view, key):
    QTest.keyClick(view, key)
    QApplication.processEvents()
    view.finish_animations()


def test_the_ring_rests_on_roll_after_the_last_die_that_counts(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("ten_thousand", ["Lea", "Tom"], {}, seed=3, open_handed=True)  # rolls 5 4 3 6 5
    view = w.table.view
    view.setFocus()
    ctl = view.controller
    ctl.focus_on(ctl.focusables()[0])
    press(view, Qt.Key_Return)  # Roll 5 dice
    dice = [i for i in ctl.focusables() if isinstance(i, CardItem)]
    assert len(dice) == 2, [i.accessible_name() for i in dice]
    for _ in dice:
        die = ctl.focus_item
        assert isinstance(die, CardItem) and die.focused, die
        press(view, Qt.Key_Return)  # picked up
        assert ctl.held is die
        press(view, Qt.Key_Return)  # set aside in the tray
        assert ctl.held is None
    ring = ctl.focus_item
    assert isinstance(ring, ButtonItem) and ring.focused, ring
    assert ring.name.startswith("Roll"), ring.name
