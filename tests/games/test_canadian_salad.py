"""Canadian Salad rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section
"Canadian Salad (Whist)"). Stacked deals: Dan (seat 3) deals one card at a time from Anna."""

from collections import Counter

import pytest

from cardtable.core.game import OptionError
from cardtable.games.canadian_salad import GAME, ROUNDS, round_total

from .trick_deals import cards, cards_played, finish_hand, play, refused, setup

SUIT = {s: [r + s for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")] for s in "SHDC"}


def by_suit(later=()):
    """Anna all spades, Ben all hearts, Cleo all diamonds, Dan all clubs."""
    return setup(GAME, [SUIT["S"], SUIT["H"], SUIT["D"], SUIT["C"]], 3, later=later)


@pytest.mark.parametrize("players, each, removed", [
    (3, 13, Counter({c: 1 for c in SUIT["C"]})), (4, 13, Counter()), (5, 10, Counter(["2C", "2D"])),
    (6, 13, Counter(SUIT["C"] + SUIT["D"])), (7, 13, Counter(SUIT["C"])), (8, 13, Counter())])
def test_the_cards_for_each_number_of_players(players, each, removed):
    """ "3 players: one deck, remove 1 set of all clubs = 13 cards each" ... "8 players: two
    complete decks" """
    s = GAME.setup([f"P{i}" for i in range(players)], {}, 7)
    assert [len(h) for h in s.hands] == [each] * players
    decks = 2 if players >= 6 else 1
    full = Counter({c: decks for suit in SUIT.values() for c in suit})
    assert full - Counter(c for h in s.hands for c in h) == removed
    with pytest.raises(OptionError):
        GAME.setup(["A", "B"], {}, 1)


def test_no_trumps_and_follow_suit():
    """ "NO TRUMPS at all"; "You MUST follow suit lead if possible." """
    hands = [["2H"] + SUIT["D"][:12], cards("3H KS") + SUIT["C"][:11],
             [c for c in SUIT["S"] if c != "KS"] + ["2D"], SUIT["H"][:11] + cards("3C 2C")]
    s = setup(GAME, hands, 3)
    assert s.trump == ""
    s = cards_played(GAME, s, "2H")
    assert "follow hearts" in refused(GAME, s, {"kind": "play", "card": "KS"})
    s = cards_played(GAME, s, "3H", "QS")  # Cleo has no hearts: a spade does not win
    s = cards_played(GAME, s, "4H")
    assert s.last_winner == 3


def test_two_decks_the_last_identical_card_wins():
    """ "On multiple deck games, when two identical winning cards fall, the last one thrown wins
    trick." """
    s = GAME.setup([f"P{i}" for i in range(8)], {}, 3)
    from cardtable.games.tricks import trick_winner
    assert trick_winner(["AS", "2S", "AS", "KS"], "") == 2


def test_round_one_red_cards_five_each():
    """ "Round 1 Red cards 5 points each (total 130)": Ben, all hearts, wins every heart trick."""
    s = finish_hand(GAME, by_suit())
    rec = s.history[0]
    assert sum(rec["points"]) == 130 or rec["catch"] >= 0


def test_totals_are_computed_from_the_cards_in_play():
    """Decided: the book's totals are for four; other counts give what their cards give."""
    assert [round_total(r, 4) for r in ROUNDS[:8]] == [130, 120, 130, 130, 120, 120, 120, 120]
    assert round_total(ROUNDS[0], 3) == 130 and round_total(ROUNDS[1], 3) == 90
    assert round_total(ROUNDS[0], 5) == 125 and round_total(ROUNDS[2], 5) == 100
    assert round_total(ROUNDS[6], 8) == 240 and round_total(ROUNDS[8], 8) == 150


def test_catching_all_the_hearts_scores_zero_and_everyone_else_100():
    """ "If someone manages to catch all cards of interest on a round, they score zero but
    everyone else scores 100 points" (round 4, all hearts). Cleo deals round 4; Dan, on her left,
    holds every club, leads them and wins every trick: Ben has to throw his hearts on them."""
    s = by_suit(later=[[]] * 3 + [_order_ben_all_hearts()])
    for _ in range(3):
        s = play(GAME, finish_hand(GAME, s), {"kind": "next_hand"})
    assert s.hand_no == 4
    s = finish_hand(GAME, s)
    rec = s.history[3]
    assert rec["catch"] == 3 and rec["points"] == [100, 100, 100, 0]


def _order_ben_all_hearts():
    from .trick_deals import deal_order
    # the deal passes left: Dan, Anna, Ben, then Cleo (seat 2) deals round 4
    return deal_order([SUIT["S"], SUIT["H"], SUIT["D"], SUIT["C"]], 2)


def test_last_trick_is_never_a_catch():
    """ "This does NOT apply to single events such as LAST TRICK and single deck KING OF SPADES
    scoring." """
    s = by_suit()
    while len(s.history) < 10:
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    assert sorted(s.history[9]["points"]) == [0, 0, 0, 75]
    assert s.history[9]["catch"] == -1
    assert sorted(s.history[8]["points"]) == [0, 0, 0, 75] and s.history[8]["catch"] == -1


def test_low_score_wins():
    """ "Low score wins." Ties share."""
    s = by_suit()
    while not GAME.is_over(s):
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = play(GAME, s, {"kind": "next_hand"})
    best = min(s.totals)
    assert GAME.winners(s) == [i for i, t in enumerate(s.totals) if t == best]
    sheet = GAME.score_sheet(s)
    assert sheet.lower_is_better and len(sheet.rounds) == 10


def test_all_tricks_in_round_3_and_both_kings_of_spades_on_two_decks_are_catches():
    """Decided: taking every trick in round 3 is a catch, and so is taking both kings of spades
    with two decks; one deck's single king of spades is not ("single deck KING OF SPADES")."""
    s = by_suit()
    s = s.replace(hand_no=3, tricks=(13, 0, 0, 0), hands=((),) * 4)
    new, _ = GAME.score_hand(s)
    assert new.history[-1]["points"] == [0, 100, 100, 100]
    s8 = GAME.setup([f"P{i}" for i in range(8)], {}, 1)
    won = [()] * 8
    won[5] = ("KS", "KS")
    s8 = s8.replace(hand_no=9, won=tuple(won), hands=((),) * 8, tricks=(0, 0, 0, 0, 0, 13, 0, 0))
    new, _ = GAME.score_hand(s8)
    assert new.history[-1]["catch"] == 5 and new.history[-1]["points"][5] == 0
    won[5] = ("KS",)
    won[2] = ("KS",)
    new, _ = GAME.score_hand(s8.replace(won=tuple(won)))
    assert new.history[-1]["catch"] == -1 and new.history[-1]["points"][2] == 75


def test_round_two_keeps_the_capital_q_in_every_line():
    """Finding: round 2 was written "even cards (2,4,6,8,10,q)" in the table headline, the status
    line and the log, while the book says "Even cards (2,4,6,8,10,Q)"."""
    s = by_suit().replace(hand_no=2)
    assert "even card (2,4,6,8,10,Q)" in GAME.status(s)
    assert "even card (2,4,6,8,10,Q)" in GAME.table_notes(s)[0]
    _, events = GAME.deal_hand(s, 3)
    assert "Round 2: each even card (2,4,6,8,10,Q) you take costs 5 (" in events[0].text
    assert "(2,4,6,8,10,Q)" in " ".join(GAME.score_sheet(s).notes)
    assert all(r.words()[len(f"Round {r.number}: ")].islower() for r in ROUNDS)


def test_the_round_line_says_what_each_card_costs():
    """s27 t1 #7: "Canadian Salad's round line reads "Round 1: red cards 5 (total 130)." ... a
    family reads "red cards 5" as odd. Plainer: "Round 1: each red card you take costs 5 (130 in
    all)"." The book: "Round 1 Red cards 5 points each (total 130)"."""
    s = by_suit()
    assert "Round 1: each red card you take costs 5 (130 in all)" in GAME.status(s)
    assert GAME.table_notes(s)[0] == "Round 1: each red card you take costs 5 (130 in all)"
    assert "red cards 5" not in GAME.status(s) and "(total" not in GAME.status(s)
    assert ROUNDS[9].words(75) == "Round 10: the last trick costs 75"
