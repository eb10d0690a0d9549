"""New Game: a seat turned from a computer back into a person gets a person's name again (s32
t1 #5: Euchre's New Game after a game with computers, Player 3 set from "Computer: Medium" back
to "Person" kept "Robo Ruby", so a person played as a robot unless someone retyped it). The name
it had before the dialog gave it a computer's, else the family's name for that seat, else the
seat's default."""

from __future__ import annotations

from cardtable.games import get_game
from cardtable.gui.new_game import COMPUTER_NAMES, NewGameDialog


def _dialog(qtbot, **kw) -> NewGameDialog:
    dlg = NewGameDialog(get_game("euchre"), None, **kw)
    qtbot.addWidget(dlg.dialog)
    return dlg


def _set(dlg: NewGameDialog, row: int, level: str) -> str:
    box = dlg.kind_boxes[row]
    box.setCurrentIndex(box.findData(level))
    return dlg.name_edits[row].text()


def test_a_seat_made_a_person_again_gets_the_familys_name_for_it(qtbot, data_dir):
    dlg = _dialog(qtbot, seat_names=["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"],
                  remembered={"count": 4, "computers": ["", "medium", "medium", "medium"]},
                  person_names=["Anna", "Ben", "Mia", "Dev"])
    # (computers' seats with no name kept for them get the seats' computer names)
    assert dlg.players() == ["Anna", *COMPUTER_NAMES[1:4]]
    assert _set(dlg, 2, "") == "Mia"  # the family's seat 3
    assert dlg.computers() == ["", "medium", "", "medium"]
    # a name another seat has is not given twice: the seat's default instead
    dlg.name_edits[0].setText("Ben")
    assert _set(dlg, 1, "") == "Cleo"  # (Ben taken, the next default nobody has)


def test_a_seat_made_a_computer_and_back_gets_its_name_again(qtbot, data_dir):
    dlg = _dialog(qtbot, seat_names=["Anna", "Ben", "Cleo", "Dev"], remembered={"count": 4})
    dlg.name_edits[2].setText("Eli")  # a default name of another seat, typed here: it stays (s40 t1 F3)
    assert _set(dlg, 2, "easy") == "Eli" and _set(dlg, 2, "") == "Eli"
    robot = _set(dlg, 0, "easy")  # the name the dialog gave becomes a computer's, and back
    assert robot in COMPUTER_NAMES
    assert _set(dlg, 0, "") == "Anna"
    assert _set(dlg, 3, "hard") in COMPUTER_NAMES and _set(dlg, 3, "") == "Dev"
    dlg.name_edits[1].setText("Mia")  # a name typed stays with a computer, and after it
    assert _set(dlg, 1, "medium") == "Mia" and _set(dlg, 1, "") == "Mia"
