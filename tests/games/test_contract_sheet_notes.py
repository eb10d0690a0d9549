"""The contract rummy games' printed score sheets say the game being played (finding F-a, the
family's s25 explore): with "Hands to play" 2, 10 Dime Rummy's sheet said "Required melds: 1 set
of 3 · 2 sets of 3 · ... · 2 sets of 6. Highest score after hand 8 wins the pot."; expected "after
hand 2" and only the melds of the hands being played. Push ("Deals to play") and Desert Rummy
("Start at meld", "Win with meld") the same."""

from cardtable.games.desert_rummy import GAME as DESERT
from cardtable.games.push import GAME as PUSH
from cardtable.games.ten_dime_rummy import GAME as DIME


def test_ten_dime_notes_follow_hands_to_play():
    sheet = DIME.score_sheet(DIME.setup(["Anna", "Ben", "Cleo"], {"hands": 2}, 1))
    assert sheet.notes[1] == "Required melds: 1 set of 3 \u00b7 2 sets of 3. Highest score after hand 2 wins the pot."
    one = DIME.score_sheet(DIME.setup(["Anna", "Ben"], {"hands": 1}, 1))
    assert one.notes[1] == "Required meld: 1 set of 3. Highest score after hand 1 wins the pot."
    # the book's game: all eight ("Highest score at the end of the 8th round wins the pot.")
    full = DIME.score_sheet(DIME.setup(["Anna", "Ben"], {}, 1))
    assert full.notes[1] == ("Required melds: 1 set of 3 \u00b7 2 sets of 3 \u00b7 1 set of 4 \u00b7 2 sets of 4 \u00b7 "
                             "1 set of 5 \u00b7 2 sets of 5 \u00b7 1 set of 6 \u00b7 2 sets of 6. Highest score after "
                             "hand 8 wins the pot.")


def test_push_notes_and_tie_rule_follow_deals_to_play():
    sheet = PUSH.score_sheet(PUSH.setup(["Ann", "Bob", "Cy", "Di"], {"deals": 2}, 1))
    assert sheet.notes[1] == "Deals: 6 cards, 2 sets of 3 \u00b7 7, set of 3 + run of 4. Low score after deal 2 wins."
    assert sheet.tie_rule == "A tie after deal 2 is shared."
    full = PUSH.score_sheet(PUSH.setup(["Ann", "Bob", "Cy", "Di"], {}, 1))
    assert full.notes[1].endswith("10, 2 runs of 5. Low score after deal 5 wins.")


def test_desert_notes_list_the_melds_played():
    sheet = DESERT.score_sheet(DESERT.setup(["Anna", "Ben"], {"first_meld": 3, "last_meld": 5}, 1))
    assert sheet.notes[1] == "Melds: 3 run of 4 + set of 3 \u00b7 4 two sets of 4 \u00b7 5 run of 5 + set of 3."
    assert sheet.notes[2] == "First to complete meld 5 wins."
    full = DESERT.score_sheet(DESERT.setup(["Anna", "Ben"], {}, 1))
    assert full.notes[1] == ("Melds: 1 two sets of 3 \u00b7 2 two runs of 3 \u00b7 3 run of 4 + set of 3 \u00b7 "
                             "4 two sets of 4 \u00b7 5 run of 5 + set of 3 \u00b7 6 three sets of 3 \u00b7 7 run of 7 "
                             "\u00b7 8 two runs of 4, same suit \u00b7 9 run of 6 + set of 3 \u00b7 10 two sets of 5 "
                             "\u00b7 11 run of 9.")
