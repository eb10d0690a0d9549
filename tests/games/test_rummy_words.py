"""The rummy family's shared log sentences (cardtable/games/rummy_words.py): each said once, in
the present tense, and every rummy engine writes them through it."""

import pathlib

from cardtable.games import rummy_words
from cardtable.games.melds import MeldRules, classify


def test_the_shared_sentences():
    assert rummy_words.draws_from_stock("Ben") == "Ben draws from the stock."
    assert rummy_words.takes("Ben", "7H") == "Ben takes the 7 of hearts."
    assert rummy_words.takes("Ben", "7H", "from Anna's pile") == "Ben takes the 7 of hearts from Anna's pile."
    assert rummy_words.discards("Ben", "9C") == "Ben discards the 9 of clubs."
    assert rummy_words.goes_out("Ben") == "Ben goes out."
    assert rummy_words.adds("Ben", "7H", "Anna's run of hearts") == "Ben adds the 7 of hearts to Anna's run of hearts."


def test_the_points_list_a_hand_ends_with():
    """One form in every rummy game, each keeping its meaning: points scored signed (Five
    Hundreds, Horseshit Rummy, 10 Dime Rummy), penalty points unsigned and said so (Arizona
    Rummy, Push: "Low score wins"), teams where partners score together with Hand and Foot's Over
    and Under beside them."""
    names = ("Anna", "Ben", "Cleo")
    assert rummy_words.points_said("Ben goes out.", names, (12, 0, 30), scored=False) == \
        "Ben goes out. Penalty points: Anna 12, Ben 0, Cleo 30."
    assert rummy_words.points_said("Ben goes out.", names, (-12, 25, 0), scored=True) == \
        "Ben goes out. Points: Anna -12, Ben +25, Cleo +0."
    assert rummy_words.points_said("", names, (1, 2, 3), scored=True) == "Points: Anna +1, Ben +2, Cleo +3."
    # a breakdown or a team of three has commas of its own: the entries are parted by semicolons
    assert rummy_words.points_said("Ben goes out.", ("Anna & Cleo", "Ben & Dan"), (1850, -30), scored=True,
                                   how=("Over 1,900, Under -50", "Over 0, Under -30")) == \
        "Ben goes out. Points: Anna & Cleo +1,850 (Over 1,900, Under -50); Ben & Dan -30 (Over 0, Under -30)."
    assert rummy_words.points_said("", ("Anna, Cleo & Eve", "Ben, Dan & Fay"), (5, 0), scored=False) == \
        "Penalty points: Anna, Cleo & Eve 5; Ben, Dan & Fay 0."


def test_the_event_a_hand_ends_with():
    """The points list, "game_over" where the hand ended the game, each seat's points, and who
    went out alone for the table's prompt (Push's teams: each partner shows the team's)."""
    event = rummy_words.hand_end("Ben goes out.", ("Anna", "Ben"), (-5, 20), scored=True, over=False)
    assert (str(event), event.kind) == ("Ben goes out. Points: Anna -5, Ben +20.", "hand_over")
    assert event.data["points"] == [-5, 20] and event.data["short"] == "Ben goes out."
    teams = rummy_words.hand_end("Ann goes out.", ("Ann & Cy", "Bob & Di"), (0, 55), scored=False, over=True,
                                 seat_points=(0, 55, 0, 55))
    assert teams.kind == "game_over" and teams.data["points"] == [0, 55, 0, 55]
    assert str(teams) == "Ann goes out. Penalty points: Ann & Cy 0, Bob & Di 55."


def test_melds_and_lays_down():
    assert rummy_words.melds("Ben", ("4H", "5H", "6H")).startswith("Ben melds ")
    assert "; " in rummy_words.melds("Ben", ("4H", "5H", "6H"), ("9C", "9D", "9S"))
    kings = classify(("KC", "KD", "KS"), MeldRules())
    assert not isinstance(kings, str)
    assert rummy_words.lays_down("Ben", [kings]).startswith("Ben lays down ")


def test_no_rummy_engine_writes_its_own_copy():
    games = pathlib.Path(rummy_words.__file__).parent
    for name in ("contract_rummy", "five_hundreds", "arizona_rummy", "horseshit_rummy", "sticks",
                 "hand_and_foot", "gin_rummy", "push", "ten_dime_rummy", "desert_rummy"):
        text = (games / f"{name}.py").read_text()
        # (the hand's end too: "goes out. " began Push's and Desert Rummy's own sentence, and
        # four engines wrote "Points: " with their own list)
        for own in ('draws from the stock."', 'discards the {card_name', 'adds the {card_name',
                    'takes the {card_name(card)}."', 'goes out."', 'goes out. ', 'Points: "'):
            assert own not in text, (name, own)
