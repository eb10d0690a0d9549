"""s41: what the score sheet says agrees with the table.

t1 #2: Oh Hell! with four players said "House rules in this game: Six players get eight cards
(from Denexa's rules)." The rule reads "Six players: eight cards" (8 to 1 to 8): at four players
it changes nothing, so it is not listed. t3 WORDS-1: Thirty-One's narrow sheet said "Then each
round's points" over columns headed "Hand 1" that hold quarters won or lost."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game

FOUR = ["Anna", "Ben", "Cleo", "Dan"]
SIX = FOUR + ["Eli", "Fay"]


def test_a_rule_for_six_players_is_not_listed_at_a_table_of_four():
    game = get_game("oh_hell")
    four = Session.new(game, FOUR, {"rules": "some", "six_get_eight": True, "tens": True}, seed=1)
    rules = game.score_sheet(four.state).house_rules
    assert not any("Six players" in line for line in rules), rules
    assert any("Ten a trick" in line for line in rules), rules  # (the others still are)
    six = Session.new(game, SIX, {"rules": "some", "six_get_eight": True}, seed=1)
    assert any("Six players get eight cards" in line for line in game.score_sheet(six.state).house_rules)


def test_only_the_six_player_rule_on_lists_no_house_rule_at_four():
    game = get_game("oh_hell")
    four = Session.new(game, FOUR, {"rules": "some", "six_get_eight": True}, seed=1)
    assert game.score_sheet(four.state).house_rules == ()


def sheet_with_hands(game_id: str, hands: int):
    game = get_game(game_id)
    session = Session.new(game, FOUR, {}, seed=1)
    for _ in range(20000):
        sheet = game.score_sheet(session.state)
        if sum(1 for r in sheet.rounds if r.label.startswith("Hand ")) >= hands:
            return sheet
        who = game.to_act(session.state)[0]
        session.play(game.legal_moves(session.state, who)[0])
    raise AssertionError("no hand ended")


def test_thirty_ones_round_columns_are_hands_of_quarters():
    from cardtable.gui.score_panel import round_columns_words

    sheet = sheet_with_hands("thirty_one", 1)
    words = round_columns_words(sheet, sheet.rounds[-1], 2)
    assert words == "Then each hand's quarters won or lost, the newest first.", words


def test_hearts_hands_are_called_hands():
    from cardtable.gui.score_panel import round_columns_words

    sheet = sheet_with_hands("hearts", 2)
    assert round_columns_words(sheet, sheet.rounds[-1], 2) == "Then each hand's points, the newest first."
