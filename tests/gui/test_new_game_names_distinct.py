"""New Game never suggests the same name for two seats (tester s30 t1 #3: "New Hearts with Ben
typed as a person in seat 3 (seats 2 and 4 computers); later New Euchre with Ben typed as a person
in seat 2 (seats 3, 4 computers). Then open New Game for a game whose remembered seats are all
people (Rummoli here): the rows read "Anna, Ben, Ben, Dev" ... Deal then says "Two players are
called 'Ben'; give each a different name."). A name that lands in a new seat leaves the seat it
held before, which falls back to its default name; settings kept with twins are cleaned when read."""

from __future__ import annotations

import pytest

from cardtable.games import get_game
from cardtable.gui import settings
from cardtable.gui.new_game import NewGameDialog, first_seats


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))


def folded(names: list[str]) -> list[str]:
    return [n.strip().casefold() for n in names]


def dialog(qtbot, game_id: str, players=None) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id), None, players, settings.seat_names(), settings.game_choices(game_id))
    qtbot.addWidget(ngd.dialog)
    return ngd


def test_a_name_typed_in_a_new_seat_leaves_its_old_seat(qtbot):
    settings.remember_game("rummoli", ["Anna", "Ben", "Cleo", "Dev"], {})
    settings.remember_game("hearts", ["Anna", "Robo Rex", "Ben", "Robo Remy"], {},
                           ["", "easy", "", "medium"])
    settings.remember_game("euchre", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {},
                           ["", "", "medium", "hard"])
    assert settings.seat_names()[:4] == ["Anna", "Ben", "", "Dev"]
    ngd = dialog(qtbot, "rummoli")
    assert [e.text() for e in ngd.name_edits[:4]] == ["Anna", "Ben", "Cleo", "Dev"]
    ngd._accept()
    assert ngd.choice() is not None  # Deal deals
    # whatever the case it is typed in: the engine takes "ben" and "Ben" for the same name
    settings.remember_game("hearts", ["Anna", "Robo Rex", "ben", "Dev"], {}, ["", "easy", "", ""])
    assert folded(settings.seat_names()[:4]) == ["anna", "", "ben", "dev"]


def test_twins_kept_by_an_older_version_are_cleaned_when_read(qtbot):
    settings._set_json("seat_names", ["Anna", "Ben", "Ben", "Dev", " ben "])
    assert settings.seat_names() == ["Anna", "Ben", "", "Dev", ""]
    ngd = dialog(qtbot, "rummoli")
    assert [e.text() for e in ngd.name_edits[:4]] == ["Anna", "Ben", "Cleo", "Dev"]


@pytest.mark.parametrize("remembered", [
    ["Cleo", "", "", ""],            # a seat's default name typed in another seat
    ["Ben", "Anna", "", ""],         # the defaults of two seats swapped
    ["Robo Rex", "Ben", "", "Anna"],  # an old file's computer name in a person's seat
])
def test_default_names_never_repeat_a_typed_one(qtbot, remembered):
    settings._set_json("seat_names", remembered)
    ngd = dialog(qtbot, "i_doubt_it")  # (ten seats: every row, shown or not, has its own name)
    names = [e.text() for e in ngd.name_edits]
    assert len(set(folded(names))) == len(names), names
    for i, name in enumerate(remembered):
        if name and not name.startswith("Robo"):
            assert names[i] == name


def test_the_last_games_seats_and_the_remembered_ones_do_not_repeat(qtbot):
    """A game never set up takes the last game's seats and, past them, the names typed before:
    a name of the last game's is not offered again further down."""
    names, choices = first_seats(get_game("fan_tan").info, {}, ["Anna", "Dev", "Ben", "Eli"],
                                 (["Anna", "Ben"], ["", ""]), 4)
    ngd = NewGameDialog(get_game("fan_tan"), None, None, names, choices)
    qtbot.addWidget(ngd.dialog)
    assert ngd.players() == ["Anna", "Ben", "Cleo", "Eli"]
