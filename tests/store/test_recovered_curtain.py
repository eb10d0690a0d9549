"""s40 t4 PRIVACY: "the family had turned the curtain off and straight back on; the main save was
cut short; the .bak held open_handed true; after 'Open the backup' the next player's hand showed
with no curtain." A game recovered from a damaged save opens with the curtain on wherever two or
more people play: an older copy's "off" is never more than the family last chose."""

from cardtable.store.saves import recovered_table

PLAYERS = ["Anna", "Ben", "Cleo"]


def test_an_open_handed_copy_of_a_family_game_comes_back_curtained():
    table, back_on = recovered_table({"open_handed": True, "computers": ["", "", "easy"]}, PLAYERS)
    assert back_on and table["open_handed"] is False and table["computers"] == ["", "", "easy"]


def test_without_a_list_of_computers_everyone_is_a_person():
    assert recovered_table({"open_handed": True}, PLAYERS) == ({"open_handed": False}, True)


def test_one_person_against_computers_keeps_open_hands():
    # (nobody else at the laptop to see her cards, nor the computers')
    table = {"open_handed": True, "computers": ["", "easy", "hard"]}
    assert recovered_table(table, PLAYERS) == (table, False)


def test_a_curtained_copy_is_left_as_it_is():
    for table in ({}, {"open_handed": False, "name": "Sunday"}):
        assert recovered_table(table, PLAYERS) == (table, False)
