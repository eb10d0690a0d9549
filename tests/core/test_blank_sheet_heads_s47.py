"""A game's blank (printed, empty) score sheet says what its own sheet says: the words over each
player's columns, the bottom row, and for the dominoes games a named row for each hand (s47)."""

import pytest

from cardtable.core.blank_sheets import BlankSheetError, blank_sheets
from cardtable.core.session import Session
from cardtable.games import get_game

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def blank(game_id, names=(), rounds=None):
    info = get_game(game_id).info
    return blank_sheets("generic", list(names), rounds, game_name=info.name, info=info)[0]


def live(game_id, names=NAMES, **fields):
    game = get_game(game_id)
    state = Session.new(game, list(names), seed=1).state
    return game.score_sheet(state.replace(**fields) if fields else state)


@pytest.mark.parametrize("game_id, heads", [
    ("desert_rummy", ("Meld made",)),
    ("saskatchewan_rummy", ("Cents this round", "Money so far")),
    ("mexican_train", ("Pips", "Total")),
    ("chicken_foot", ("Pips", "Total")),
])
def test_the_blank_sheet_heads_its_columns_as_the_games_own(game_id, heads):
    """Desert Rummy's and Saskatchewan Rummy's blank sheets said "Score / Total" where their own
    sheets say "Meld made" and "Cents this round / Money so far"; the bottom row too."""
    sheet, own = blank(game_id, NAMES), live(game_id)
    assert sheet.sub_columns == own.sub_columns == heads
    assert sheet.total_label == own.total_label


def test_desert_rummys_blank_sheet_says_what_its_one_column_holds():
    """ "There are no points to count": the sheet ticks who made which meld; its bottom row is the
    meld each is still to make, and its notes (the one column has no head on paper) are the
    game's own with the default melds, 1 to 11."""
    sheet, own = blank("desert_rummy"), live("desert_rummy")
    assert sheet.total_label == "Meld to make"
    assert sheet.notes == own.notes and "First to complete meld 11 wins." in sheet.notes


def test_mexican_trains_blank_sheet_has_a_named_row_for_each_hand():
    """ "The game begins with the double 12 and each hand thereafter uses the next lowest
    number": thirteen rows, named as the game's own sheet names its hands."""
    rows = [row.label for row in blank("mexican_train").rows]
    assert rows[0] == "Hand 1 (double 12)" and rows[-1] == "Hand 13 (double 0)" and len(rows) == 13
    played = live("mexican_train", hand_scores=((1, 2, 3, 4),) * 13, hand_outs=(0,) * 13)
    assert [row.label for row in played.rows] == rows


def test_chicken_foots_blank_sheet_has_a_row_for_each_double_of_the_players_set():
    """ "First round starts with 0-0 and continues up to the next double each round"; the set by
    players is double-9 up to 6 players, double-12 from 7. A bigger set may be asked for (up to
    13 rows); more than that is refused with a message."""
    four = [row.label for row in blank("chicken_foot").rows]
    assert four[0] == "Hand 1 (double 0)" and four[-1] == "Hand 10 (double 9)" and len(four) == 10
    played = live("chicken_foot", hand_scores=((1, 2, 3, 4),) * 10, hand_outs=(0,) * 10)
    assert [row.label for row in played.rows] == four
    seven = [row.label for row in blank("chicken_foot", NAMES + ["Eve", "Fay", "Gus"]).rows]
    assert seven[:10] == four and seven[-1] == "Hand 13 (double 12)" and len(seven) == 13
    assert len(blank("chicken_foot", NAMES, 13).rows) == 13
    with pytest.raises(BlankSheetError, match="give 1 to 13 rounds, or none for the 10 that 4 players play"):
        blank("chicken_foot", NAMES, 14)
