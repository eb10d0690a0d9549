"""The game-over headline (the finding, Pirate with four ships each: "the game-over headline says
'Anna and Ben win!' where it should say it is a draw ('A draw.' / 'Anna and Ben tie')"). Several
winners are a tie unless they are one side (partners win together)."""

from __future__ import annotations

from cardtable.core.game import result_title

PLAYERS = ["Anna", "Ben", "Cleo", "Dee"]


def test_one_winner_wins():
    assert result_title(PLAYERS[:2], [1]) == "Ben wins!"
    assert result_title(PLAYERS[:2], []) == "Nobody wins."


def test_everyone_level_is_a_draw():
    assert result_title(PLAYERS[:2], [0, 1]) == "A draw."
    assert result_title(PLAYERS, [0, 1, 2, 3]) == "A draw."


def test_some_level_at_the_top_tie():
    assert result_title(PLAYERS[:3], [0, 2]) == "Anna and Cleo tie for the win."


def test_partners_win_together_not_a_tie():
    teams = [0, 1, 0, 1]
    assert result_title(PLAYERS, [0, 2], teams) == "Anna and Cleo win!"
    assert result_title(PLAYERS, [0, 1, 2, 3], teams) == "A draw."
    three = ["Anna", "Ben", "Cleo", "Dee", "Eve", "Fay"]
    assert result_title(three, [0, 3, 1, 4], [0, 1, 2, 0, 1, 2]) == "Anna & Dee and Ben & Eve tie for the win."
