"""Tester s35 t1 #5: 10,000 and Chicken Foot stop at 8 players, and the rules (10,000: "Any number
of people can play"; Chicken Foot: "Any number of people can play") set no limit. The limit stays
(the table's seats and the score sheet's column a player are laid out for eight on a 1024x600
screen; a domino table of eight already sets its tiles small there), and now New Game says why
under the number of players, and the rules page says it in the same words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect

from cardtable.games import catalogue, get_game
from cardtable.resources import rules_html

from .helpers import open_window

SAID = {
    "ten_thousand": "Up to 8 at one laptop: with real dice any number can play, but the screen has room for only "
                    "8 players' names and scores.",
    "chicken_foot": "Up to 8 at one laptop: with a real set any number can play, but the screen has room for "
                    "only 8 players' names and tiles.",
}


def page_text(info) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules_html(info.rules_page)))


@pytest.mark.parametrize("game_id", sorted(SAID))
def test_the_rules_page_says_why_the_count_stops_at_8(game_id):
    info = get_game(game_id).info
    assert info.max_players == 8 and info.players_phrase() == "2\u20138 players"
    assert info.count_note == SAID[game_id]
    assert SAID[game_id] in page_text(info)


def test_only_where_the_game_itself_has_no_limit():
    assert sorted(g for g in catalogue() if get_game(g).info.count_note) == sorted(SAID)


@pytest.mark.parametrize("game_id", sorted(SAID))
def test_new_game_says_it_under_the_number_of_players(qtbot, data_dir, game_id):
    from cardtable.gui.new_game import NewGameDialog

    w = open_window(qtbot, (1024, 600))
    ngd = NewGameDialog(get_game(game_id), w, players=["Anna", "Ben", "Cleo"])
    d = ngd.dialog
    d.show()
    qtbot.waitExposed(d)
    qtbot.wait(20)
    assert d.playerCount.maximum() == 8
    note = ngd.count_note
    assert note is not None and note.isVisible() and note.text() == SAID[game_id]
    assert d.playerCount.toolTip() == SAID[game_id]
    # whole, under the number, over the first name, inside the dialog
    def at(widget) -> QRect:
        return QRect(widget.mapTo(d, QPoint(0, 0)), widget.size())

    assert note.heightForWidth(note.width()) <= note.height() + 1
    assert at(d.playerCount).bottom() < at(note).top() and at(note).bottom() < at(ngd.name_edits[0]).top()
    d.playerCount.setValue(8)
    qtbot.wait(20)
    assert note.isVisible() and d.rect().contains(QRect(at(note).topLeft(), QRect(0, 0, 1, 1).size()))
    d.close()


def test_no_note_where_the_count_is_the_games_own(qtbot, data_dir):
    from cardtable.gui.new_game import NewGameDialog

    w = open_window(qtbot, (1024, 600))
    ngd = NewGameDialog(get_game("mexican_train"), w, players=["Anna", "Ben", "Cleo"])
    assert ngd.count_note is None and ngd.dialog.playerCount.toolTip() == ""
