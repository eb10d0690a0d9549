"""s44: the computer players' names "Robo Rae" and "Robo Ray" (and eight more "Robo R...") were
hard to tell apart with eight players. Each now starts with a letter of its own; the names of
earlier versions, remembered in settings, are still known as computers' names."""

from __future__ import annotations

from cardtable.games import get_game
from cardtable.gui.new_game import COMPUTER_NAMES, DEFAULT_NAMES, NewGameDialog


def test_computer_names_differ_in_their_first_letters():
    """Eight computers, "Robo Rae" beside "Robo Ray": each name now starts with a letter of its
    own, none a default name's (Anna, Ben, ...)."""
    firsts = [name.removeprefix("Robo ")[0] for name in COMPUTER_NAMES]
    assert all(name.startswith("Robo ") for name in COMPUTER_NAMES)
    assert len(set(firsts)) == len(COMPUTER_NAMES) == len(DEFAULT_NAMES)
    assert not set(firsts) & {name[0] for name in DEFAULT_NAMES}


def test_an_earlier_versions_computer_name_is_still_a_computers(qtbot):
    """"Robo Rae" remembered in a seat made a person again gives way to a person's name, as a
    computer's name of today's does (s32 t1 #5)."""
    ngd = NewGameDialog(get_game("hearts"), None, seat_names=["Anna", "Robo Rae", "Cleo", "Dev"],
                        remembered={"count": 4, "computers": ["", "medium", "", ""], "names": ["Anna", "Robo Rae"]},
                        person_names=["Anna", "Ben", "Cleo", "Dev"])
    qtbot.addWidget(ngd.dialog)
    assert ngd.players()[1] == "Robo Rae"  # (a computer's seat keeps the name it had)
    ngd.kind_boxes[1].setCurrentIndex(0)
    assert ngd.players()[1] == "Ben"
    ngd.kind_boxes[2].setCurrentIndex(1)
    assert ngd.players()[2] == COMPUTER_NAMES[2]
