"""The New Game dialog of a game never set up starts from the family's seats (tester s28 t2 #5:
"I set the start screen filter to "4 players", opened Fan Tan: "Number of players: 3", seats
reset to Anna/Ben/Cleo all Person, although the previous game was Anna + three computers ... A
family trying several games in one evening re-does the seats for every new game"). Now: the
number of players chosen above the tiles when the game allows it, and the last game's names
and who plays each seat; a game with seats of its own remembered keeps them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.gui.new_game import NewGameDialog

from .helpers import open_window


def choose_players(qtbot, start, n: int | None) -> None:
    """Click the number-of-players box above the tiles, then the line for ``n`` in its list."""
    box = start.players_box
    qtbot.mouseClick(box, Qt.LeftButton)
    view = box.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    index = box.model().index(box.findData(n), 0)
    view.scrollTo(index)
    rect = view.visualRect(index)
    # (the list takes no click in its first double-click interval: the click that opened it)
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    assert box.currentData() == n


def click_tile(qtbot, start, game_id: str) -> None:
    tile = start.new_game_buttons[game_id]
    start.catalogue_scroll.ensureWidgetVisible(tile)
    qtbot.waitUntil(lambda: not tile.visibleRegion().isEmpty(), timeout=2000)
    qtbot.mouseClick(tile, Qt.LeftButton)


def seats(dlg: NewGameDialog) -> list[tuple[str, str]]:
    return list(zip(dlg.players(), dlg.computers()))


def test_a_new_game_starts_from_the_filter_and_the_last_games_seats(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot)
    start = w.start
    seen: list[NewGameDialog] = []
    deal = {"crazy_eights"}  # the dialogs dealt; the others are looked at and cancelled

    def fake_exec(dlg):
        seen.append(dlg)
        if dlg.game.info.id in deal:
            if dlg.game.info.id == "crazy_eights":  # the evening's first game: Anna and three computers
                dlg.dialog.playerCount.setValue(4)
                for box in dlg.kind_boxes[1:4]:
                    box.setCurrentIndex(box.findData("medium"))
                dlg.name_edits[0].setText("Anna")
            dlg._accept()
            return dlg.choice()
        return None

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    click_tile(qtbot, start, "crazy_eights")
    first = seats(seen[-1])
    assert [kind for _name, kind in first] == ["", "medium", "medium", "medium"]
    w.back_to_start()
    deal.clear()

    # Fan Tan (3 to 8 players), never set up: four players as chosen, the same four seats
    choose_players(qtbot, start, 4)
    click_tile(qtbot, start, "fan_tan")
    dlg = seen[-1]
    assert dlg.game.info.id == "fan_tan"
    assert dlg.dialog.playerCount.value() == 4
    assert seats(dlg) == first

    # five chosen: the last game's four seats and a fifth person with the name typed there before
    choose_players(qtbot, start, 5)
    click_tile(qtbot, start, "fan_tan")
    dlg = seen[-1]
    assert dlg.dialog.playerCount.value() == 5
    assert seats(dlg)[:4] == first and dlg.computers()[4] == ""
    assert dlg.players()[4] == "Eli"  # (nothing typed there yet: the usual fifth name)

    # three chosen: the first three of them
    choose_players(qtbot, start, 3)
    click_tile(qtbot, start, "fan_tan")
    assert seats(seen[-1]) == first[:3]

    # any number: the last game's count
    choose_players(qtbot, start, None)
    click_tile(qtbot, start, "fan_tan")
    assert seats(seen[-1]) == first

    # Pirate is for two: two chosen, Anna and the first computer
    choose_players(qtbot, start, 2)
    click_tile(qtbot, start, "pirate")
    assert seats(seen[-1]) == first[:2]

    # a game with seats of its own remembered keeps them, whatever the filter says
    # (Fan Tan dealt with three: Anna and two computers, the last game set up now)
    deal.add("fan_tan")
    choose_players(qtbot, start, 3)
    click_tile(qtbot, start, "fan_tan")
    w.back_to_start()
    deal.clear()
    choose_players(qtbot, start, 3)
    click_tile(qtbot, start, "crazy_eights")
    assert seats(seen[-1]) == first  # its own four, though three are chosen
    choose_players(qtbot, start, 5)
    click_tile(qtbot, start, "fan_tan")
    assert seats(seen[-1]) == first[:3]  # and Fan Tan its own three


def test_first_game_of_all_takes_the_filters_count(qtbot, data_dir, monkeypatch):
    """Nothing set up yet: the count chosen on the start screen, the usual names, all people."""
    w = open_window(qtbot)
    seen: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dlg: seen.append(dlg))
    choose_players(qtbot, w.start, 5)
    click_tile(qtbot, w.start, "fan_tan")
    assert seats(seen[-1]) == [(n, "") for n in ("Anna", "Ben", "Cleo", "Dev", "Eli")]
