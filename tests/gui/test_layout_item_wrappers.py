"""No screen leaves PySide holding wrappers of layout items.

PySide gives each item already in a layout a Python wrapper when that layout is nested in another
(``addLayout``: it records who owns what), and keeps the wrappers alive with the outer layout;
``QLayout.itemAt`` does the same. A layout deletes a widget's item when the widget goes, unknown
to PySide, whose wrapper then stays registered at that address and is handed out for the next
object made there: in the test suite a score panel's QHeaderView came back as a QWidgetItem (an
AttributeError), and such mix-ups are how a Python program crashes with a segmentation fault.
Our screens nest layouts while they are still empty (``dialogs.nested``) and never ask a layout
for its items, so no such wrapper is ever made. Checked here for every screen and panel."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QLayout, QLayoutItem

from .helpers import open_window


def item_wrappers() -> list:
    """Live wrappers of layout items that are not layouts (QWidgetItem, QSpacerItem)."""
    return [o for o in gc.get_objects() if isinstance(o, QLayoutItem) and not isinstance(o, QLayout)]


def test_no_screen_leaves_wrappers_of_its_layout_items(qtbot, data_dir):
    from cardtable.gui.court_whist_evening import CourtWhistEveningDialog
    from cardtable.gui.gin_evening_screen import GinEveningDialog
    from cardtable.gui.new_game import NewGameDialog
    from cardtable.gui.questions_dialog import QuestionsDialog
    from cardtable.games import get_game

    gc.collect()
    before = len(item_wrappers())
    w = open_window(qtbot, start=False)  # the start screen
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=1)  # the table, its curtain and panels
    w.table.curtain.reveal()
    dialogs = [QuestionsDialog(w), GinEveningDialog(save_path=data_dir / "gin.json"),
               CourtWhistEveningDialog(save_path=data_dir / "cw.json"), NewGameDialog(get_game("rummoli"), w).dialog]
    for d in dialogs:
        qtbot.addWidget(d)
    NewGameDialog(get_game("euchre"), w)._fit()
    gc.collect()
    assert len(item_wrappers()) == before, [type(o).__name__ for o in item_wrappers()]


def test_items_taken_out_of_a_layout_are_deleted_and_their_widgets_kept(qtbot):
    """``takeAt`` hands an item to the caller and PySide leaves it to C++, so an item taken and
    dropped was never deleted (the saves list's stretch, the evening's button rows at each
    resize). ``take_all`` deletes the items and gives back the widgets they held."""
    import shiboken6
    from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpacerItem, QWidget

    from cardtable.gui.dialogs import take_all

    holder = QWidget()
    qtbot.addWidget(holder)
    row = QHBoxLayout(holder)
    button = QPushButton("Close")
    row.addWidget(button)
    spacer = QSpacerItem(10, 10)
    row.addItem(spacer)  # the layout owns it now; this wrapper shows whether it is deleted
    assert take_all(row) == [button]
    assert row.count() == 0
    assert not shiboken6.isValid(spacer)  # deleted, not leaked
    assert shiboken6.isValid(button) and button.parent() is holder  # the widget stays, to be placed again
