"""New Game: a name typed into a seat stays there when any seat's "Who plays" box changes (s40 t1
F3: Hearts, six names typed, players 4 to 6 set to "Computer: Medium": "Robo Ruby", typed for
player 5, became "Hugo", a name from an earlier game; Hand and Foot: "Ben" typed for player 3
became "Robo Ruby" and a computer was called "1"). Only the seat whose box changed may get another
name, and only when its name was the default one the dialog gave it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from cardtable.games import get_game
from cardtable.gui.new_game import COMPUTER_NAMES, NewGameDialog


def retype(qtbot, edit: QLineEdit, text: str) -> None:
    """Select what the box holds and type over it, key by key, as a family does."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def choose(qtbot, box: QComboBox, level: str) -> None:
    """Step the seat's box to ``level`` with the arrow keys, as from the keyboard."""
    box.setFocus()
    want = box.findData(level)
    while box.currentIndex() != want:
        qtbot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < want else Qt.Key.Key_Up)


def test_hearts_six_typed_names_stay_as_three_seats_become_computers(qtbot, data_dir):
    # the family's names per seat from earlier games: "Hugo" sat in seat 5
    dlg = NewGameDialog(get_game("hearts"), None, seat_names=["Anna", "Ben", "Cleo", "Dev", "Hugo", "Gus"],
                        person_names=["Anna", "Ben", "Cleo", "Dev", "Hugo", "Gus"])
    qtbot.addWidget(dlg.dialog)
    dlg.dialog.playerCount.setValue(6)
    typed = ["Maximilian Alexander-O'Connor", "Robo Rex", "Bella", "Robo Wilhelmina-Josephine",
             "Robo Ruby", "Robo Bartholomew"]
    for edit, name in zip(dlg.name_edits, typed):
        retype(qtbot, edit, name)
    assert dlg.players() == typed
    for row in (3, 4, 5):
        choose(qtbot, dlg.kind_boxes[row], "medium")
        assert dlg.players() == typed, f"after seat {row + 1} became a computer"
    assert dlg.computers() == ["", "", "", "medium", "medium", "medium"]


def test_hand_and_foot_a_typed_default_name_stays_with_a_computer(qtbot, data_dir):
    dlg = NewGameDialog(get_game("hand_and_foot"), None, seat_names=["Anna", "Ben", "Cleo", "1"],
                        person_names=["Anna", "Ben", "Cleo", "1"])
    qtbot.addWidget(dlg.dialog)
    dlg.dialog.playerCount.setValue(4)
    retype(qtbot, dlg.name_edits[1], "Dev")
    retype(qtbot, dlg.name_edits[2], "Ben")  # another seat's default name, typed here
    retype(qtbot, dlg.name_edits[3], "Robo Ruby")
    before = dlg.players()
    choose(qtbot, dlg.kind_boxes[2], "hard")
    choose(qtbot, dlg.kind_boxes[3], "hard")
    assert dlg.players() == before == ["Anna", "Dev", "Ben", "Robo Ruby"]
    # the seat left with the name the dialog gave it still gets a computer's name, and its own back
    choose(qtbot, dlg.kind_boxes[0], "easy")
    assert dlg.players()[0] in COMPUTER_NAMES and dlg.players()[1:] == before[1:]
    choose(qtbot, dlg.kind_boxes[0], "")
    assert dlg.players() == before


def test_crazy_eights_every_remembered_name_becomes_a_computers_alike(qtbot, data_dir):
    """s43 t1 #2: names remembered from earlier games (Anna, Sam, Cleo, Mia). Player 3 set to a
    computer became "Robo Ruby" ("Cleo" is a default name) but player 4 stayed "Mia" (not a
    default name), a computer with a person's name and nothing on the table saying so. Every seat
    the dialog named is treated alike: it gets a computer's name, and its own back as a person.
    (A name typed into the seat in this dialog stays: the test above.)"""
    names = ["Anna", "Sam", "Cleo", "Mia"]
    dlg = NewGameDialog(get_game("crazy_eights"), None, seat_names=names, person_names=names)
    qtbot.addWidget(dlg.dialog)
    dlg.dialog.playerCount.setValue(4)
    assert dlg.players() == names
    choose(qtbot, dlg.kind_boxes[2], "easy")
    choose(qtbot, dlg.kind_boxes[3], "hard")
    got = dlg.players()
    assert got[:2] == ["Anna", "Sam"]
    assert got[2] in COMPUTER_NAMES and got[3] in COMPUTER_NAMES and got[2] != got[3]
    choose(qtbot, dlg.kind_boxes[3], "")
    choose(qtbot, dlg.kind_boxes[2], "")
    assert dlg.players() == names
