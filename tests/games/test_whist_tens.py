"""Whist with 10s rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section
"Whist with 10s").

Stacked deals: Dan deals all 52 one at a time, starting with Anna on his left; Anna and Cleo
play against Ben and Dan.
"""

import pytest

from cardtable.core.game import OptionError
from cardtable.games.whist_tens import GAME, ROUNDS, points_for

from .trick_deals import cards, cards_played, deal_order, finish_hand, play, refused, setup

DAN = 3
SUIT = {s: [r + s for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")] for s in "SHDC"}


def deal(hands, later=()):
    return setup(GAME, hands, DAN, later=later)


def by_suit():
    """Anna all spades, Ben all hearts, Cleo all diamonds, Dan all clubs."""
    return [SUIT["S"], SUIT["H"], SUIT["D"], SUIT["C"]]


def test_one_deck_four_players_all_dealt():
    """ "One deck of cards, no jokers"; "Four people can play"; "Deal all cards" """
    s = deal(by_suit())
    assert [len(h) for h in s.hands] == [13] * 4
    with pytest.raises(OptionError):
        GAME.setup(["A", "B", "C"], {}, 1)


def test_the_person_left_of_the_dealer_starts():
    """ "Deal all cards, person left of dealer starts." """
    s = deal(by_suit())
    assert s.dealer == DAN and GAME.to_act(s) == (0,)


def test_six_rounds_of_trump():
    """ "1. Hearts trump 2. Spades trump 3. Diamonds trump 4. Clubs trump 5. Hi no-trump 6. Low
    no-trump" """
    s = deal(by_suit())
    trumps = []
    while not GAME.is_over(s):
        trumps.append(s.trump)
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    assert trumps == ["H", "S", "D", "C", "", ""]
    assert [r["round"] for r in s.history] == [name for _, name in ROUNDS]


def test_must_follow_suit_and_trump_wins():
    """ "You must follow suit if possible"; a trump beats the suit led (round 1: hearts)."""
    hands = [["AS"] + SUIT["D"][:12], cards("KS 2D") + SUIT["C"][:11],
             cards("QS JS 3C 2C") + SUIT["H"][:9], SUIT["S"][4:] + SUIT["H"][9:]]
    s = cards_played(GAME, deal(hands), "AS")
    assert refused(GAME, s, {"kind": "play", "card": "2D"}) == (  # (the card and its suit said: s44 t3 F7)
        "You must follow spades: the 2 of diamonds is a diamond, and you have a spade to play.")
    s = cards_played(GAME, s, "KS", "QS", "10S")
    assert s.last_winner == 0
    s = cards_played(GAME, s, "AD", "2D")
    assert "3C" in {m["card"] for m in GAME.legal_moves(s)}  # void: never forced to trump
    s = cards_played(GAME, s, "6H", "2H")
    assert s.last_winner == 2  # Cleo's 6 of trump beats the ace led and Dan's lower trump


def test_tricks_after_six_and_ten_a_ten():
    """ "Take as many tricks as you can – you count tricks after you take 6"; "If you take 3 tens
    home and 2 tricks after your 6th trick you score 32 points) if you get 1 ten home and 5 tricks
    after your sixth trick count 15 points." Decided: partners opposite score together."""
    s = finish_hand(GAME, deal(by_suit()))
    record = s.history[-1]
    for team in (0, 1):
        over = max(0, record["tricks"][team] - 6)
        assert record["points"][team] == over + 10 * record["tens"][team]
    assert sum(record["tens"]) == 4 and sum(record["tricks"]) == 13


def test_the_books_examples():
    """ "If you take 3 tens home and 2 tricks after your 6th trick you score 32 points) if you get
    1 ten home and 5 tricks after your sixth trick count 15 points." """
    assert points_for(8, 3) == 32 and points_for(11, 1) == 15 and points_for(5, 2) == 20


def test_a_hand_taking_every_trick():
    """All 13 tricks and the four tens: 7 after six and 40."""
    anna = SUIT["H"][:13]  # all the hearts (trump in round 1): Anna takes every trick
    s = deal([anna, SUIT["S"], SUIT["D"], SUIT["C"]])
    s = finish_hand(GAME, s)
    assert s.history[-1]["tricks"] == [13, 0] and s.history[-1]["tens"] == [4, 0]
    assert s.history[-1]["points"] == [47, 0]  # 7 tricks after six and four tens


def test_low_no_trump_what_you_take_the_other_team_counts():
    """ "Low no-trump (you do not want to take any tricks – what you take the other team
    counts)". Decided: tricks over six and tens both go across; ranks are unchanged."""
    later = [[], [], [], [], []]
    hands = [SUIT["S"], SUIT["H"], SUIT["D"], SUIT["C"]]
    s = deal(by_suit(), later=later + [deal_order(hands, (DAN + 5) % 4)])
    for _ in range(5):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert s.hand_no == 6 and s.trump == ""
    s = finish_hand(GAME, s)
    record = s.history[-1]
    earned = [max(0, t - 6) + 10 * k for t, k in zip(record["tricks"], record["tens"])]
    assert record["low"] and record["points"] == earned[::-1]


def test_high_score_after_six_rounds_wins_a_tie_is_a_draw():
    """ "High score after all 6 rounds wins". Decided: a tie is a draw."""
    s = deal(by_suit())
    while not GAME.is_over(s):
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    assert len(s.history) == 6
    a, b = s.totals
    assert GAME.winners(s) == ([0, 2] if a > b else [1, 3] if b > a else [0, 1, 2, 3])
    assert GAME.winners(s.replace(totals=(40, 40))) == [0, 1, 2, 3]
    assert GAME.status(s.replace(totals=(40, 40))) == "Game over: a draw at 40 each."


def test_score_sheet_tricks_and_tens():
    s = finish_hand(GAME, deal(by_suit()))
    sheet = GAME.score_sheet(s)
    assert sheet.sub_columns == ("Tricks", "Tens", "Points")
    assert sheet.columns == ("Anna & Cleo", "Ben & Dan")
    assert sheet.rounds[0].label == "Round 1 – Hearts trump"


def test_the_button_says_round_as_the_game_does():
    """"High score after all 6 rounds wins": the game is played in rounds, so the button that
    deals on says "Deal the next round", as the prompt above it ("Anna: deal the next round")."""
    from cardtable.core.game import Move

    state = GAME.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 1)
    assert GAME.move_label(state, Move(kind="next_hand")) == "Deal the next round"


def test_the_low_round_says_on_the_table_to_avoid_tricks():
    """ "6. Low no-trump (you do not want to take any tricks – what you take the other team counts)".
    Tester t3, s30 #14: round 6 only said "Round 6 of 6: Low no-trump" and "Ben to play. Round 6:
    Low no-trump." - nothing told a family to avoid tricks. The banner and the prompt say it, as
    Canadian Salad's say each round's rule; the other rounds say only their trump."""
    s = deal(by_suit(), later=[[]] * 5)
    for _ in range(5):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert s.hand_no == 6
    rule = "avoid tricks: the tricks over six and the tens your side takes score for the other side"
    assert GAME.table_notes(s)[0] == f"Round 6 of 6: Low no-trump – {rule}"
    assert GAME.status(s).endswith(f"Round 6: Low no-trump – {rule}.")
    first = deal(by_suit())
    assert GAME.table_notes(first)[0] == "Round 1 of 6: Hearts trump"
    assert GAME.status(first).endswith("Round 1: Hearts trump.")
