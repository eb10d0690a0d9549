"""Oh Hell! rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section "Oh Hell!")
and, for the options, the card-maker's rules (003_568aafc6ffe6d89e.txt, "Oh Hell!").

Stacked deals: Dan deals, so Anna (on his left) gets the first card, bids first and leads.
"""

import pytest

from cardtable.core.blank_sheets import oh_hell as blank_oh_hell_sheet
from cardtable.core.game import OptionError
from cardtable.games.oh_hell import GAME, hand_sizes

from .trick_deals import cards, cards_played, finish_hand, play, play_all, refused, setup

DAN = 3
SPADES = cards("AS KS QS JS 10S 9S 8S 7S 6S 5S")
HEARTS = cards("AH KH QH JH 10H 9H 8H 7H 6H 5H")
DIAMONDS = cards("AD KD QD JD 10D 9D 8D 7D 6D 5D")
CLUBS = cards("AC KC QC JC 10C 9C 8C 7C 6C 5C")


def deal_1(options=None):
    """Anna holds ten spades and the 2 of spades is turned up: she takes every trick she leads."""
    return setup(GAME, [SPADES, HEARTS, DIAMONDS, CLUBS], DAN, ["2S"], options)


def bids(state, *numbers):
    return play_all(GAME, state, [{"kind": "bid", "bid": b} for b in numbers])


def to_hand(state, number):
    while state.hand_no < number:
        state = play(GAME, finish_hand(GAME, state), {"kind": "next_hand"})
    return state


def test_one_deck_three_to_seven_players():
    """ "1 deck of cards, not including jokers"; "3 to 7 people can play" """
    assert GAME.pieces(4, GAME.check_options({})).counts().total() == 52
    for n in (2, 8):
        with pytest.raises(OptionError):
            GAME.setup([f"P{i}" for i in range(n)], {}, seed=1)


@pytest.mark.parametrize("players, top", [(3, 10), (5, 10), (6, 7), (7, 7)])
def test_ten_to_one_to_ten_or_seven_to_one_to_seven(players, top):
    """ "Play to 10 to 1 to 10 if there are 3 to 5 people", "Play to 7 to 1 to 7 if there are 6
    or 7 people" """
    s = GAME.setup([f"P{i}" for i in range(players)], {}, seed=5)
    sizes = []
    while not GAME.is_over(s):
        sizes.append(s.size)
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    assert tuple(sizes) == hand_sizes(top) and sizes[0] == top and sizes[top - 1] == 1



def test_the_new_game_description_says_seven_with_six_or_seven_players():
    """ "Play to 10 to 1 to 10 if there are 3 to 5 people", "Play to 7 to 1 to 7 if there are 6
    or 7 people": the New Game dialog said "10 cards down to 1 and back up" for every table."""
    assert GAME.info.description == ("Bid exactly how many tricks you will take: 10 cards (7 with six or "
                                     "seven players) down to 1 and back up.")
    assert hand_sizes(7)[0] == 7

def test_one_card_is_turned_up_for_trump():
    """ "After the cards are dealt turn one card up to determine trump" """
    s = deal_1()
    assert [list(h) for h in s.hands] == [SPADES, HEARTS, DIAMONDS, CLUBS]
    assert s.turned == "2S" and s.trump == "S"
    assert GAME.observation(s, 1)["zones"]["turned"]["cards"] == ["2S"]


def test_bids_start_left_of_the_dealer_and_end_with_the_dealer():
    """ "Player to the left of the dealer states their bid, this continues around the table to the
    dealer." """
    s = deal_1()
    order = []
    for b in (3, 3, 3, 0):
        order.append(GAME.to_act(s)[0])
        s = bids(s, b)
    assert order == [0, 1, 2, 3]


def test_the_dealer_may_not_make_the_bids_equal_the_cards_dealt():
    """ "The dealer must make the bid Not Equal to the number of cards that have been dealt."
    Decided: the bids' total may not equal the hand size."""
    s = bids(deal_1(), 3, 3, 3)
    assert 1 not in {m["bid"] for m in GAME.legal_moves(s)}
    assert refused(GAME, s, {"kind": "bid", "bid": 1}) == \
        "The dealer may not bid 1: the bids would add up to the 10 cards dealt."
    bids(s, 2)  # any other bid is fine


def test_other_players_are_not_restricted():
    s = bids(deal_1(), 10, 0)
    assert {m["bid"] for m in GAME.legal_moves(s)} == set(range(11))


def test_a_bid_is_a_number_of_tricks_in_the_hand():
    s = deal_1()
    assert refused(GAME, s, {"kind": "bid", "bid": 11}) == "Bid a number of tricks from 0 to 10."
    assert refused(GAME, s, {"kind": "bid", "bid": 2, "seat": 2}) == "It is Anna's turn, not Cleo's."


def test_the_player_left_of_the_dealer_leads():
    """ "Player to the left of the dealer leads." """
    s = bids(deal_1(), 10, 0, 0, 1)
    assert s.phase == "play" and GAME.to_act(s) == (0,)
    assert len(GAME.legal_moves(cards_played(GAME, s, "AS"))) == 10  # Ben has no spades: anything


def test_exact_bid_a_one_in_front_missed_a_scratch():
    """ "If the player is successful in getting their exact bid they get a 1 in front of their
    bid. Eg. 1 becomes an 11. If not successful then they get a scratch and no points for that
    round." Decided: 0 scores 10 and 10 scores 20."""
    options = GAME.check_options({})
    assert GAME.hand_score(options, 1, 1) == 11
    assert GAME.hand_score(options, 0, 0) == 10
    assert GAME.hand_score(options, 10, 10) == 20
    assert GAME.hand_score(options, 3, 2) == 0
    s = bids(deal_1(), 10, 0, 0, 1)
    s = finish_hand(GAME, s)
    assert s.history[-1]["made"] == [10, 0, 0, 0]
    assert s.history[-1]["points"] == [20, 10, 10, 0]
    sheet = GAME.score_sheet(s)
    assert sheet.rounds[0].cells[3] == (1, 0, "\u2717")  # a scratch


def ten_and_nothing(*numbers):
    """Deal 1 (Anna takes all ten tricks) bid so and played out."""
    return finish_hand(GAME, bids(deal_1(), *numbers))


def test_the_sheet_s_marks_tell_the_bid_from_the_points():
    """The sheet's mark for each player (the panel's short cells) is the family's: "they get a 1
    in front of their bid. Eg. 1 becomes an 11. If not successful then they get a scratch". A bid
    of 0 made is "10" (a 1 in front of 0, 10 points); a bid of 10 made scores 20 (decided: ten
    and the bid), written "110 = 20": "20" alone read as no bid with a 1 in front, "110" alone as
    110 points. A bid of 10 or 0 missed is the bid and a scratch."""
    s = ten_and_nothing(10, 0, 10, 0)  # Anna makes 10, Ben and Dan 0; Cleo misses 10
    assert s.history[-1]["made"] == [10, 0, 0, 0] and s.history[-1]["points"] == [20, 10, 0, 10]
    sheet = GAME.score_sheet(s)
    row = sheet.rounds[0]
    assert row.marks == ("110 = 20", "10", "10 \u2717", "10")
    assert row.cells[0] == (10, 10, 20) and row.cells[2] == (10, 0, "\u2717")  # printed: bid | made | score
    assert sheet.marks_said.endswith("; 110 = 20: a bid of 10 made, 20 points (ten and the bid)")
    s = ten_and_nothing(0, 0, 10, 1)  # Anna misses 0, Ben makes 0
    row = GAME.score_sheet(s).rounds[0]
    assert row.marks == ("0 \u2717", "10", "10 \u2717", "1 \u2717")
    assert "110" not in GAME.score_sheet(s).marks_said  # (said only where it is on the sheet)


def test_the_one_card_hand_is_a_knock_all_at_once_and_hidden():
    """ "For the round where only one card is dealt all players place their hands in the middle
    of the table and knock 2 times and on the third knock either stick out one finger to indicate
    they will take one trick or keep their hands closed to indicate 0 tricks." Decided: hidden
    simultaneous bids, no dealer restriction."""
    s = to_hand(deal_1(), 10)
    assert s.size == 1 and s.phase == "knock"
    assert GAME.to_act(s) == (0, 1, 2, 3)
    s = play(GAME, s, {"kind": "knock", "seat": 2, "bid": 1})
    assert GAME.to_act(s) == (0, 1, 3)
    assert GAME.private(s, 2) == {"knock": 1}
    assert GAME.prompt(s, 2) == "You showed a finger (1); waiting for the others."
    assert GAME.private(s, 0) == {} and GAME.public(s)["bids"] == [None] * 4
    assert GAME.public(s)["knocked"] == [False, False, True, False]
    assert refused(GAME, s, {"kind": "knock", "seat": 2, "bid": 0}) == "It is Anna, Ben and Dan's turn, not Cleo's."
    # The dealer may make the total equal the one card dealt: everyone shows at once.
    dealer = s.dealer
    for seat in (0, 1, 3):
        s = play(GAME, s, {"kind": "knock", "seat": seat, "bid": 0})
    assert s.phase == "play" and list(s.bids) == [0, 0, 1, 0] and sum(s.bids) == 1
    assert GAME.public(s)["bids"] == [0, 0, 1, 0]  # all shown at once after the last
    assert GAME.to_act(s) == ((dealer + 1) % 4,)


def test_a_knock_made_stays_hidden_from_the_others_computer_players():
    """Decided: the knock is a hidden choice until the last has knocked. A computer player
    samples the position it cannot see (``determinize``): another seat's knock is drawn afresh
    in the sample (both ways over many samples), never copied from the real one; its own stays."""
    import random

    s = to_hand(deal_1(), 10)
    s = play(GAME, s, {"kind": "knock", "seat": 2, "bid": 1})
    s = play(GAME, s, {"kind": "knock", "seat": 1, "bid": 0})
    rng = random.Random(5)
    seen = {GAME.determinize(s, 0, rng).knocks for _ in range(40)}
    assert {k[2] for k in seen} == {0, 1} and {k[1] for k in seen} == {0, 1}
    assert all(k[0] == -1 and k[3] == -1 for k in seen)  # not knocked yet: still to choose
    assert {GAME.determinize(s, 2, rng).knocks[2] for _ in range(10)} == {1}
    assert {GAME.determinize(s, None, rng).knocks[2] for _ in range(40)} == {0, 1}
    assert all(GAME.observation(GAME.determinize(s, 0, rng), 0) == GAME.observation(s, 0) for _ in range(5))


def test_highest_total_wins_ties_share():
    """ "The highest score after all the rounds have been played is declared the winner".
    Decided: ties share the win."""
    s = GAME.setup(["A", "B", "C"], {}, seed=11)
    while not GAME.is_over(s):
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    assert len(s.history) == 19
    best = max(s.totals)
    assert GAME.winners(s) == [i for i, t in enumerate(s.totals) if t == best]
    tied = s.replace(totals=(50, 50, 20))
    assert GAME.winners(tied) == [0, 1]


# ----- the card-maker's options ----------------------------------------------------------------
def test_card_makers_six_players_get_eight():
    """003: "Six players: eight cards"."""
    s = GAME.setup([f"P{i}" for i in range(6)], {"six_get_eight": True}, seed=1)
    assert s.size == 8
    s = GAME.setup([f"P{i}" for i in range(6)], {"rules": "card_maker"}, seed=1)
    assert s.size == 8


def test_card_makers_dealer_makes_the_bids_exceed_the_cards():
    """003: the dealer "is compelled to bid sufficiently high enough so the total value of all
    the bids exceeds the starting hand size"."""
    s = bids(deal_1({"dealer_over": True}), 3, 3, 3)
    assert {m["bid"] for m in GAME.legal_moves(s)} == set(range(2, 11))
    assert "bid at least 2" in refused(GAME, s, {"kind": "bid", "bid": 1})
    s = bids(deal_1({"dealer_over": True}), 0, 0, 0)
    assert {m["bid"] for m in GAME.legal_moves(s)} == {10}  # more is impossible: every card


def test_card_makers_ten_a_trick():
    """003: "ten points for each trick bid (or ten points for a winning bid of zero)"; others
    "lose ten points for the number of tricks they are short or long"."""
    options = GAME.check_options({"tens": True})
    assert GAME.hand_score(options, 3, 3) == 30
    assert GAME.hand_score(options, 0, 0) == 10
    assert GAME.hand_score(options, 5, 3) == -20
    assert GAME.hand_score(options, 1, 4) == -30


def test_card_makers_one_card_hand_bid_in_turn():
    """003 has no knock: the one-card hand is bid like the others."""
    s = to_hand(deal_1({"bid_one_card": True}), 10)
    assert s.size == 1 and s.phase == "bidding" and len(GAME.to_act(s)) == 1


def last_hand_ending_in_a_tie(options):
    """Hand 19 of a three-player game, with totals set so that A and B finish it level."""
    s = to_hand(GAME.setup(["A", "B", "C"], options, seed=3), 19)
    points = finish_hand(GAME, s).history[-1]["points"]
    return s.replace(totals=(100 - points[0], 100 - points[1], 0))


def test_card_makers_tie_plays_another_one_card_hand():
    """003: "In case of a tie, play another one-card hand as a tiebreaker"."""
    s = finish_hand(GAME, last_hand_ending_in_a_tie({"tiebreak": True}))
    assert s.totals[:2] == (100, 100) and s.phase == "hand_over" and s.tiebreaks == 1
    s = play(GAME, s, {"kind": "next_hand"})
    assert s.size == 1 and s.hand_no == 20 and s.phase == "knock"
    s = finish_hand(GAME, s)
    assert GAME.score_sheet(s).rounds[-1].label == "1 card (tiebreaker)"


def test_without_the_tiebreaker_the_tied_share_the_win():
    s = finish_hand(GAME, last_hand_ending_in_a_tie({}))
    assert GAME.is_over(s) and GAME.winners(s) == [0, 1]


def test_score_sheet_matches_the_blank_oh_hell_sheet():
    """Bid, made and score per player per hand, rows named like the blank sheet's: every round
    of the game in the blank's order, the two played filled in, the rest left blank; the same
    reminders under it (the code is shared with the blank sheet)."""
    s = to_hand(deal_1(), 3)
    sheet = GAME.score_sheet(s)
    blank = blank_oh_hell_sheet(["Anna", "Ben", "Cleo", "Dan"])[0]
    assert sheet.sub_columns == blank.sub_columns == ("Bid", "Made", "Score")
    assert [r.label for r in sheet.rounds] == [r.label for r in blank.rounds]
    assert all(r.cells for r in sheet.rounds[:2]) and not any(r.cells for r in sheet.rounds[2:])
    assert sheet.notes[:2] == blank.notes and sheet.columns == blank.columns
    assert sheet.totals == s.totals
    # The blank sheet says what the engine decided.
    assert "may not make the bids add up to the cards dealt" in blank.notes[0]
    assert "10 scores 20" in blank.notes[1]


def test_a_knock_can_be_undone_until_the_last_one_shows_them_all():
    s = to_hand(deal_1(), 10)
    first = {"kind": "knock", "seat": 0, "bid": 1}
    assert GAME.can_undo(s, first)
    for seat in (0, 1, 2):
        s = play(GAME, s, {"kind": "knock", "seat": seat, "bid": 1})
    assert not GAME.can_undo(s, {"kind": "knock", "seat": 3, "bid": 0})


def test_some_of_denexas_rules_plays_the_ticked_ones():
    """New Game's "Rules: Some of Denexa's rules" plays those ticked, as the book's value with
    ticks did (older saves); "Our table's rules plays none" (the rules page)."""
    some = bids(deal_1({"rules": "some", "dealer_over": True}), 3, 3, 3)
    old = bids(deal_1({"rules": "book", "dealer_over": True}), 3, 3, 3)
    book = bids(deal_1({"rules": "book"}), 3, 3, 3)
    assert {m["bid"] for m in GAME.legal_moves(some)} == {m["bid"] for m in GAME.legal_moves(old)} == set(range(2, 11))
    assert {m["bid"] for m in GAME.legal_moves(book)} == set(range(11)) - {1}
    assert not GAME.rule(some.options, "tens")


def test_the_dealers_barred_bid_is_named_when_the_dealer_bids():
    """ "The dealer must make the bid Not Equal to the number of cards that have been dealt." The
    status said only "Dan to bid (10 cards, bids so far add up to 9)", and the bid control
    skipped a number with nothing to say why; it names the bid the dealer may not make, and
    with Denexa's rule (the dealer "is compelled to bid sufficiently high enough so the total
    value of all the bids exceeds the starting hand size") the least the dealer may bid."""
    s = bids(deal_1(), 3, 3, 3)
    assert GAME.status(s) == ("Dan deals and bids last: any bid but 1 (the bids so far add up to 9, "
                              "and may not add up to the 10 cards). Spades are trump.")
    assert GAME.prompt(s, DAN) == GAME.status(s)
    over = bids(deal_1({"dealer_over": True}), 3, 3, 1)
    assert GAME.status(over).startswith("Dan deals and bids last: at least 4 (the bids so far add up to 7, "
                                        "and must come to more than the 10 cards).")
    every = bids(deal_1({"dealer_over": True}), 0, 0, 0)
    assert GAME.status(every).startswith("Dan deals and bids last: 10, every card")
    # nothing barred (the others' bids are past the cards already), and not the dealer: as before
    assert GAME.status(bids(deal_1(), 10, 1, 0)).startswith("Dan to bid (10 cards, bids so far add up to 11).")
    assert GAME.status(bids(deal_1(), 3)).startswith("Ben to bid (10 cards, bids so far add up to 3).")


def test_the_header_says_the_bids_total_against_the_tricks():
    """The tester (s38 t1): 'The centre header reads "Hand 1: 10 cards · Trump: ♦ diamonds · Bids 0
    for 10", later "Bids 9 for 9". A family reads "Bids 9 for 9" as a bid of 9.' The rule: "The
    dealer must make the bid Not Equal to the number of cards that have been dealt." The note says
    it is the bids' total, against the tricks there are."""
    s = deal_1()
    assert GAME.table_notes(s)[-1] == "Bids total 0 for 10 tricks"
    s = bids(s, 3, 3, 3)
    assert GAME.table_notes(s)[-1] == "Bids total 9 for 10 tricks"
    s = to_hand(s, 10)  # the one-card hand: "1 trick"
    assert s.size == 1
    assert all(not note.startswith("Bids ") or note.endswith(" for 1 trick") for note in GAME.table_notes(s))
