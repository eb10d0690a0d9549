"""New Game says a refusal about house rules beside them (s32 t3 #3): Desert Rummy with Start at
meld 9 and Win with meld 5 showed "The game must start at or before the meld that wins it." in
the Players box under the names, far from the two fields it is about. It stands in the house
rules box under them; a refusal about the names stays under the names."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from cardtable.games import get_game
from cardtable.gui.new_game import REFUSED_STYLE, NewGameDialog

SAID = "The game must start at or before the meld that wins it."


def _top(widget, dialog) -> int:
    return widget.mapTo(dialog, QPoint(0, 0)).y()


def test_a_house_rule_refusal_stands_under_the_rules_it_is_about(qtbot, data_dir):
    dlg = NewGameDialog(get_game("desert_rummy"), None, ["Anna", "Ben", "Cleo"])
    qtbot.addWidget(dlg.dialog)
    dlg.dialog.show()
    start, win = dlg.option_widgets["first_meld"], dlg.option_widgets["last_meld"]
    start.setValue(9)
    win.setValue(5)
    note = dlg.rules_refusal
    assert note.isVisible() and note.text() == SAID
    assert note.parentWidget() is dlg.dialog.optionsBox
    assert not dlg.dialog.partnersLabel.isVisible() or dlg.dialog.partnersLabel.text() != SAID
    # right under the two fields (and their notes), above any house rule after them
    d = dlg.dialog
    assert _top(note, d) > max(_top(start, d), _top(win, d))
    later = [w for key, w in dlg.option_widgets.items() if _top(w, d) > _top(win, d)]
    assert all(_top(note, d) < _top(w, d) for w in later)
    dlg._accept()  # Deal: refused, in red, in the same place
    assert dlg.choice() is None and note.isVisible() and note.styleSheet() == REFUSED_STYLE
    win.setValue(9)  # put right: the refusal goes
    assert not note.isVisible()
    # a refusal about the names stays under the names
    dlg.name_edits[1].setText("Anna")
    assert not note.isVisible()
    assert "Anna" in d.partnersLabel.text() and d.partnersLabel.isVisible()
