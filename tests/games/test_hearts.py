"""Hearts rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section "Hearts").

Every hand is a stacked deal: the cards are listed per seat as a family would deal them, Dan
dealing, so Anna (on his left) gets the first card.
"""

import pytest

from cardtable.core.blank_sheets import hearts as blank_hearts_sheet
from cardtable.core.game import OptionError
from cardtable.games.hearts import GAME, pass_steps, points

from .trick_deals import cards, cards_played, deal_order, finish_hand, play, refused, seed_dealt_by, setup

DAN = 3

# Deal 1: Dan holds no clubs; the Queen of Spades is his.
ANNA = cards("2C 3C 4C 5C 6C 2D 3D 4D 2S 3S 4S 2H")
BEN = cards("7C 8C 9C 10C 5D 6D 7D 5S 6S 7S 3H 4H")
CLEO = cards("JC QC KC 8D 9D 10D JD 8S 9S 10S JS 5H")
DAN_HAND = cards("QD KD AD QS KS AS 6H 7H 8H 9H 10H JH")
KITTY = cards("AC QH KH AH")
# Each passes three diamonds to the left.
PASSES_1 = {0: "2D 3D 4D", 1: "5D 6D 7D", 2: "8D 9D 10D", 3: "QD KD AD"}


def pass_cards(state, passes):
    for seat, three in passes.items():
        state = play(GAME, state, {"kind": "pass", "seat": seat, "cards": cards(three)})
    return state


def deal_1():
    return setup(GAME, [ANNA, BEN, CLEO, DAN_HAND], DAN, KITTY)


def passed_1():
    return pass_cards(deal_1(), PASSES_1)


def test_four_players_get_12_cards_and_4_in_the_kitty():
    """ "In a 4-player game of Hearts, each player gets 12 cards and 4 are dealt into the center
    (the Kitty)" """
    s = deal_1()
    assert [list(h) for h in s.hands] == [ANNA, BEN, CLEO, DAN_HAND]
    assert sorted(s.kitty) == sorted(KITTY)


@pytest.mark.parametrize("players, each, middle", [(3, 16, 4), (5, 10, 2), (6, 8, 4), (7, 7, 3)])
def test_other_counts_deal_evenly_with_at_least_2_in_the_middle(players, each, middle):
    """ "deal the cards until they are distributed with the remainder going into the middle.
    There must always be at least 2 cards in the middle." """
    s = GAME.setup([f"P{i}" for i in range(players)], {}, seed=3)
    assert {len(h) for h in s.hands} == {each} and len(s.kitty) == middle


def test_three_to_seven_players():
    """Decided: the book gives no range; Hearts is for 3 to 7."""
    for n in (2, 8):
        with pytest.raises(OptionError):
            GAME.setup([f"P{i}" for i in range(n)], {}, seed=1)


def test_pass_left_right_across_keeper():
    """ "Left, Right, across the table, no passing (keeper)" """
    s = deal_1()
    directions = []
    for _ in range(5):
        directions.append(s.direction)
        s = finish_hand(GAME, s)
        s = play(GAME, s, {"kind": "next_hand"})
    assert directions == ["left", "right", "across", "keeper", "left"]


def test_more_than_four_across_is_two_to_the_left():
    """ "If more than four players change the 'Across' round to be '2 players to the left'." """
    assert pass_steps("across", 5) == 2 and pass_steps("across", 4) == 2 and pass_steps("right", 5) == 4
    s = GAME.setup(["A", "B", "C", "D", "E"], {}, seed=2)
    assert GAME.public(s)["pass"] == "left"
    for _ in range(2):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert GAME.public(s)["pass"] == "two players to the left"


def test_three_players_pass_left_right_keeper():
    """Decided: three players pass left, right, then keep (no across at a table of three)."""
    s = GAME.setup(["A", "B", "C"], {}, seed=2)
    seen = []
    for _ in range(3):
        seen.append(s.direction)
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert seen == ["left", "right", "keeper"]


def test_everyone_passes_three_before_looking_at_what_they_receive():
    """ "each player chooses three cards and passes them face down to another player"; "All
    players must pass their own cards before looking at the cards received from an opponent." """
    s = deal_1()
    assert GAME.to_act(s) == (0, 1, 2, 3)  # all at once
    s = play(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D 4D")})
    assert GAME.to_act(s) == (1, 2, 3)
    assert "2D" not in s.hands[0] and "2D" not in s.hands[1]  # set aside, face down
    ben_sees = GAME.observation(s, 1)["zones"]["passing/0"]["cards"]
    assert ben_sees == [None, None, None]
    s = pass_cards(s, {1: "5D 6D 7D", 2: "8D 9D 10D", 3: "QD KD AD"})
    assert {"2D", "3D", "4D"} <= set(s.hands[1])  # to the left
    assert GAME.private(s, 1)["received"] == ["2D", "3D", "4D"]


def test_a_pass_is_three_cards_of_your_own():
    """Passing two cards, a card not held, or passing twice is refused, the state unchanged."""
    s = deal_1()
    assert refused(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D")}) == "Pass exactly three cards."
    assert refused(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D 4D 5D")}) == \
        "Only three cards may be passed, not 4."
    assert refused(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D 7D")}) == "Anna does not hold the 7 of diamonds."
    s = play(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D 4D")})
    assert refused(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2C 3C 4C")}) == "Anna has already passed."
    assert "no seat" in refused(GAME, s, {"kind": "pass", "seat": 9, "cards": cards("2C 3C 4C")})


def test_the_two_of_clubs_leads():
    """ "The player holding the 2 of clubs after the pass plays that card to start the first
    trick." """
    s = passed_1()
    assert GAME.to_act(s) == (0,)
    assert [m["card"] for m in GAME.legal_moves(s)] == ["2C"]
    assert refused(GAME, s, {"kind": "play", "card": "3C"}) == "The 2 of clubs leads the first trick."


def test_three_of_clubs_leads_when_the_two_is_in_the_kitty():
    """ "If nobody has the 2 of clubs it must be in the Kitty and then the 3 of clubs will lead,
    etc." """
    kitty = cards("2C QH KH AH")
    anna = cards("AC 3C 4C 5C 6C 2D 3D 4D 2S 3S 4S 2H")
    s = pass_cards(setup(GAME, [anna, BEN, CLEO, DAN_HAND], DAN, kitty), PASSES_1)
    assert [m["card"] for m in GAME.legal_moves(s)] == ["3C"]


def test_follow_suit_else_any_card_and_no_first_trick_ban():
    """ "Each player must follow suit if possible. If a player has no cards in the suit led, a
    card of any other suit may be played." Decided: no ban on points in the first trick."""
    s = cards_played(GAME, passed_1(), "2C")
    assert refused(GAME, s, {"kind": "play", "card": "2D"}) == (
        "You must follow clubs: the 2 of diamonds is a diamond, and you have a club to play.")
    s = cards_played(GAME, s, "10C", "KC")
    assert "QS" in {m["card"] for m in GAME.legal_moves(s)}  # Dan has no clubs
    s = cards_played(GAME, s, "QS")
    assert s.last_winner == 2 and s.broken


def test_the_winner_of_the_first_trick_gets_the_middle_face_down_until_the_scoring():
    """ "The winner of the first trick gets the cards in the middle of the table. They do not get
    to play them but if there are points they must count them at the end of the round."
    Decided: hidden until scoring."""
    s = cards_played(GAME, passed_1(), "2C", "10C", "KC", "8D")
    assert s.kitty_taker == 2 and sorted(s.kitty) == sorted(KITTY)
    assert GAME.observation(s, 2)["zones"]["kitty"]["cards"] == [None] * 4
    assert GAME.public(s)["points_taken"][2] == 0  # the middle's hearts count only at the end
    assert GAME.seat_note(s, 2) == "1 trick, 0 pts"
    s = finish_hand(GAME, s)
    assert GAME.observation(s, 0)["zones"]["kitty"]["cards"] == list(s.kitty)
    assert s.history[-1]["points"][2] >= 3  # QH KH AH were in the middle
    # once scored, Cleo's line counts the middle's points with her tricks' (s34 t1 #2)
    taken = GAME.public(s)["points_taken"][2]
    assert taken == s.history[-1]["points"][2] and GAME.seat_note(s, 2).endswith(f", {taken} pts")


def test_the_winner_leads_the_next_trick():
    """ "The highest card of the suit led wins a trick." "The winner of a trick starts the next
    play." """
    s = cards_played(GAME, passed_1(), "2C", "10C", "KC", "8D")
    assert GAME.to_act(s) == (2,) and s.leader == 2


def test_hearts_may_not_be_led_until_broken():
    """ "Hearts may not be led until a heart or the Queen of Spades has been played (sluffed)." """
    s = cards_played(GAME, passed_1(), "2C", "10C", "KC", "8D")
    reason = refused(GAME, s, {"kind": "play", "card": "5H"})
    assert reason == "Hearts may not be led until a heart or the Queen of Spades has been played."
    assert "5H" not in {m["card"] for m in GAME.legal_moves(s)}


def test_the_queen_of_spades_can_be_led_at_any_time_and_breaks_hearts():
    """ "The Queen of Spades can be led at any time." Decided: it breaks hearts."""
    s = cards_played(GAME, passed_1(), "2C", "10C", "KC", "8D")
    s = cards_played(GAME, s, "8S", "AS", "4S", "7S")  # Cleo leads, Dan wins with the ace
    assert GAME.to_act(s) == (3,) and not s.broken
    assert "QS" in {m["card"] for m in GAME.legal_moves(s)}
    s = cards_played(GAME, s, "QS")
    assert s.broken
    s = cards_played(GAME, s, "2S", "6S", "9S")  # the queen wins, and Dan may now lead a heart
    assert GAME.to_act(s) == (3,) and "6H" in {m["card"] for m in GAME.legal_moves(s)}


def test_holding_only_hearts_you_may_lead_one():
    """Decided: a player holding nothing but hearts may lead one before hearts are broken."""
    anna = cards("2C 4C 5C 6C 7C 4D 5D 6D 7D 2S 3S 4S")
    ben = cards("8C 9C 10C 8D 9D 10D JD 5S 6S 7S 8S 9S")
    cleo = cards("JC QC KC QD KD 10S JS QS KS JH QH KH")
    dan = cards("3C AS 2D 2H 3H 4H 5H 6H 7H 8H 9H 10H")
    s = setup(GAME, [anna, ben, cleo, dan], DAN, cards("AC AD AH 3D"))
    s = pass_cards(s, {0: "5C 6C 7C", 1: "8D 9D 10D", 2: "JH QH KH", 3: "2D 9H 10H"})
    s = cards_played(GAME, s, "2C", "5C", "JC", "3C", "10S", "AS", "2S", "5S")
    assert GAME.to_act(s) == (3,) and not s.broken
    assert all(c.endswith("H") for c in s.hands[3])
    assert {m["card"] for m in GAME.legal_moves(s)} == set(s.hands[3])


def test_hearts_one_point_the_queen_of_spades_thirteen():
    """ "Hearts are 1 point each", "Queen of Spades is 13 points." """
    assert points(cards("2H 3H QS KS")) == 15
    s = finish_hand(GAME, cards_played(GAME, passed_1(), "2C", "10C", "KC", "8D"))
    assert sum(s.history[-1]["points"]) == 26


def power_deal(totals=None):
    """Hand 4 (a keeper) is stacked so that Anna takes every trick: twelve clubs, the middle
    holding the Queen of Spades. Hands 1 to 3 are played out first."""
    anna = cards("AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C")
    ben = cards("2C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD")
    cleo = cards("KD AD 2S 3S 4S 5S 6S 7S 8S 9S 10S JS")
    dan = cards("KS AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH")
    order = deal_order([anna, ben, cleo, dan], DAN, cards("QS AH KH QH"))
    s = GAME.setup(["Anna", "Ben", "Cleo", "Dan"], {"target": 500}, seed_dealt_by(4, 0), stack=[[], [], [], order])
    for _ in range(3):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert s.direction == "keeper" and s.dealer == DAN and list(s.hands[0]) == anna
    if totals:
        s = s.replace(totals=totals, options={"target": 100})
    return s


def play_out(state):
    while state.phase == "play":
        state = play(GAME, state, GAME.legal_moves(state)[0])
    return state


def test_power_adds_26_to_everyone_else_kitty_included():
    """ "POWER - If one player has won all 13 hearts and the Queen of Spades then 26 points is
    added to every other player's score and the person Getting Power gets zero." (The Queen of
    Spades and three hearts are in the middle here.)"""
    s = play_out(power_deal())
    assert s.history[-1]["points"] == [0, 26, 26, 26]
    assert s.history[-1]["power"] == 0


def test_played_to_100_lowest_wins_ties_share():
    """ "Played to 100 points. The player with the lowest score wins." Decided: the game ends
    after the hand in which someone reaches 100; players tied for lowest share the win."""
    s = play_out(power_deal(totals=(100, 74, 80, 90)))
    assert s.totals == (100, 100, 106, 116)
    assert GAME.is_over(s) and GAME.winners(s) == [0, 1]
    assert GAME.status(s).startswith("Game over: Anna and Ben tie for the win")


def test_score_sheet_matches_the_blank_hearts_sheet():
    """Per hand, labelled with its pass, points and running total (the blank Hearts sheet)."""
    s = deal_1()
    for _ in range(2):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    sheet = GAME.score_sheet(s)
    blank = blank_hearts_sheet(["Anna", "Ben", "Cleo", "Dan"])[0]
    assert sheet.sub_columns == blank.sub_columns == ("Points", "Total")
    assert [r.label.split(" – POWER")[0] for r in sheet.rounds] == [r.label for r in blank.rounds[:2]]
    assert sheet.lower_is_better and sheet.totals == s.totals
    assert sheet.rounds[1].cells[0][1] == s.totals[0]


def test_status_is_public_and_names_no_hidden_card():
    s = passed_1()
    assert GAME.status(s) == "Anna leads the first trick. Hearts are not broken."
    s = deal_1()
    assert "Still to pass: Anna, Ben, Cleo, Dan" in GAME.status(s)


def test_wrong_seat_and_moves_out_of_turn_are_refused():
    s = passed_1()
    assert refused(GAME, s, {"kind": "play", "card": "7C", "seat": 1}) == "It is Anna's turn, not Ben's."
    assert refused(GAME, s, {"kind": "pass", "seat": 0, "cards": cards("2C 3C 4C")}) == "There is no passing now."
    assert play(GAME, s, {"kind": "play", "card": "2C", "seat": 0}).trick == ("2C",)


def test_the_private_prompt_says_whom_to_pass_to():
    s = deal_1()
    assert GAME.prompt(s, 0) == "Anna: choose three cards to pass to Ben."
    s = passed_1()
    assert GAME.prompt(s, 0).endswith("You were given the queen of diamonds, the king of diamonds and the ace of diamonds.")
    assert "diamonds" not in GAME.status(s)  # the public line names no card


def test_the_blank_sheet_for_three_passes_left_right_keeper_like_the_engine():
    """Decided: three players pass left, right, then keep (there is no "across"); the blank
    sheet for three is labelled the same way as the engine deals."""
    from cardtable.games.hearts import pass_cycle, pass_words

    blank = blank_hearts_sheet(["Anna", "Ben", "Cleo"])[0]
    assert [r.label for r in blank.rounds[:4]] == ["Hand 1 – left", "Hand 2 – right", "Hand 3 – keeper",
                                                   "Hand 4 – left"]
    for players in (3, 4, 5):
        cycle = pass_cycle(players)
        rows = blank_hearts_sheet([f"P{i}" for i in range(players)])[0].rounds
        assert [r.label.split(" – ")[1] for r in rows[:len(cycle)]] == [pass_words(d, players) for d in cycle]
