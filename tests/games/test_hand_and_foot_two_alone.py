"""Hand and Foot with two players, each playing alone ("2, 4 or 6 people can play, two teams":
with two, each player is a side of one). The words said to a player about their side said "your
team" to a player who had none (s44): with two players they say "you"; with partners, "your
team" as before. The house rules' words are shown whatever the count, so they are true of both."""

import re

from cardtable.games.hand_and_foot import GAME, OPTIONS, PICK_TO_OPEN, DRAW
from tests.games.test_hand_and_foot import OPEN, position, refused


def test_with_two_players_the_refusals_speak_to_the_player_not_a_team():
    # "A player can pick up the discard pile (if a meld has been established)"
    state = position([("9S", "9H", "4C"), ("8C",) * 3], phase=DRAW)
    refused(state, {"kind": "pick", "seat": 0, "melds": []}, "You have not melded this round: the pile can be picked "
                                                "up only once you have melded.")
    four = position([("9S", "9H", "4C"), ("8C",) * 3, ("8D",) * 3, ("8H",) * 3], phase=DRAW, players=4)
    refused(four, {"kind": "pick", "seat": 0, "melds": []}, "Your team has not melded this round: the pile can be "
                                               "picked up only once your team has melded.")
    # "Round 1 90" (the minimum first meld)
    state = position([("KS", "KH", "KD", "4C"), ("8C",) * 3])
    refused(state, {"kind": "meld", "seat": 0, "cards": ["KS", "KH", "KD"]}, "Your first meld this round must")
    # melds belong to the side: a player alone adds only to their own
    melds = ((1, "9", ("9S", "9H", "9C")),)
    state = position([("9D", "4C", "5C"), ("8C",) * 3], melds=melds, melded=(True, True))
    refused(state, {"kind": "add", "seat": 0, "card": "9D", "meld": 0}, "You may only add to your own melds.")
    # "A team may only start a new meld of a rank once its open meld of that rank is closed" (the
    # rules page's reading)
    melds = ((0, "K", ("KS", "KH", "KC")),)
    state = position([("KS", "KH", "KD", "4C"), ("8C",) * 3], melds=melds, melded=(True, False))
    refused(state, {"kind": "meld", "seat": 0, "cards": ["KS", "KH", "KD"]}, "You already have an open meld of Ks")


def test_with_two_players_no_refusal_or_status_says_team():
    """Every refusal a two-player position gives, none naming a team nobody is on."""
    said = []
    melds = ((0, "Q", ("QS", "QH", "QD")), (1, "9", ("9S", "9H", "9C")))
    for options in ({}, OPEN, {"sevens": True}):
        for phase in (DRAW, "play"):
            state = position([("QC", "9D", "KS", "KH", "2C", "3S", "JK"), ("8C",) * 3], melds=melds,
                             phase=phase, in_foot=(True, False), options=options,
                             melded=(phase == "play", True), discard=("9D", "KD"))
            said.append(GAME.status(state))
            for move in ({"kind": "pick", "seat": 0, "melds": []}, {"kind": "add", "seat": 0, "card": "9D", "meld": 1},
                         {"kind": "meld", "seat": 0, "cards": ["KS", "KH", "2C"]},
                         {"kind": "meld", "seat": 0, "cards": ["QC", "2C", "JK"]},
                         {"kind": "black_threes", "seat": 0}, {"kind": "discard", "seat": 0, "card": "3S"}):
                result = GAME.apply(state, move)
                said.append(getattr(result, "reason", "") or "")
    assert not [s for s in said if re.search(r"\bteam", s, re.I)], said


def test_the_house_rules_words_are_true_with_two_players_and_with_teams():
    """Set-up shows a rule's words whatever the number of players: "A team must also have made a
    canasta of 7s" read wrong to two players each alone (s44)."""
    words = {spec.id: spec.description for spec in OPTIONS}
    assert words["sevens"].startswith("You (or your team) must also have made a canasta of 7s")
    assert "(or your team)" in words[PICK_TO_OPEN]
    assert not [w for w in words.values() if re.search(r"\b[Aa] team\b", w)]


def test_the_rules_page_says_what_team_means_with_two_players():
    from cardtable.resources import rules_html

    page = rules_html(GAME.info.rules_page)
    assert "with two players each plays alone" in page
    assert "A team must" not in page and "a team with nothing melded" not in page.lower()
