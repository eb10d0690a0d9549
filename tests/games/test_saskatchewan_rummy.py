"""Saskatchewan Rummy rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section
"Saskatchewan Rummy"). Stacked deals: Dan (seat 3) deals one card at a time from Anna."""

import pytest

from cardtable.core.game import OptionError
from cardtable.games.saskatchewan_rummy import GAME, PAYDAY, removed

from .trick_deals import deal_order, finish_hand, play, refused, setup

SUIT = {s: [r + s for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")] for s in "SHDC"}
BY_SUIT = [SUIT["S"], SUIT["H"], SUIT["D"], SUIT["C"]]


def next_hand(s):
    return play(GAME, s, {"kind": "next_hand"})


def to_payday(payday_hands, options=None):
    """Five rounds dealt by suit, then PayDay dealt by Cleo (the deal passes left from Dan)."""
    later = [deal_order(BY_SUIT, d) for d in (0, 1, 2, 3)] + [deal_order(payday_hands, 0)]
    s = setup(GAME, BY_SUIT, 3, later=later, options=options)
    for _ in range(5):
        s = next_hand(finish_hand(GAME, s))
    assert s.phase == PAYDAY
    return s


@pytest.mark.parametrize("players, gone", [(3, ["2C"]), (4, []), (5, ["2C", "2D"]), (6, ["2C", "2D", "2H", "2S"]),
                                           (7, ["2C", "2D", "2H"]), (8, ["2C", "2D", "2H", "2S"])])
def test_equal_hands_remove_the_2s(players, gone):
    """ "All cards are dealt out to make equal numbered hands." "If some cards need to be removed
    ... remove the 2s and/or 3s." Decided: as few as needed, 2s first, clubs, diamonds, hearts."""
    assert list(removed(players)) == gone
    s = GAME.setup([f"P{i}" for i in range(players)], {}, 5)
    assert len({len(h) for h in s.hands}) == 1
    assert not set(gone) & {c for h in s.hands for c in h}
    with pytest.raises(OptionError):
        GAME.setup(["A", "B"], {}, 1)


def test_round_one_each_trick_pays_five_cents_into_the_pot():
    """ "First round Each trick you take pay 5cents": Anna (all spades) leads and wins all 13."""
    s = finish_hand(GAME, setup(GAME, BY_SUIT, 3))
    assert s.history[0]["paid"] == [65, 0, 0, 0] and s.pot == 65 and s.totals == (-65, 0, 0, 0)


def test_the_king_of_clubs_and_the_last_trick():
    """ "Fourth round King of clubs pays 25cents"; "Fifth round Last trick pays 50cents"."""
    s = setup(GAME, BY_SUIT, 3, later=[deal_order(BY_SUIT, d) for d in (0, 1, 2)])
    for _ in range(5):
        s = finish_hand(GAME, s)
        if len(s.history) < 5:
            s = next_hand(s)
    assert sum(s.history[3]["paid"]) == 25 and sum(s.history[4]["paid"]) == 50
    assert s.phase != "game_over"


def payday_hands():
    """PayDay's deal (Anna deals): Anna has no 7, Ben, Cleo and Dan one each."""
    return [cards_of("AS KS QS JS 10S 9S 8S 6S 5S 4S 3S 2S AH"), cards_of("7S 7H KH QH JH 10H 9H 8H 6H 5H 4H 3H 2H"),
            cards_of("7D AD KD QD JD 10D 9D 8D 6D 5D 4D 3D 2D"), cards_of("7C AC KC QC JC 10C 9C 8C 6C 5C 4C 3C 2C")]


def cards_of(text):
    return text.split()


def test_the_suit_rows_are_on_the_table_on_payday_only():
    """ "Last Round (PayDay)": "Once a 7 has been laid out the next player can play either a 6 or
    an 8 of the matching suit". The four rows belong to PayDay: in round 1 their empty boxes meant
    nothing (s46 t3 #9)."""
    def rows(state):
        return [z.name for z in GAME.zones(state) if z.name.startswith("row_")]

    assert rows(setup(GAME, BY_SUIT, 3)) == []
    s = to_payday(payday_hands())
    assert rows(s) == ["row_S", "row_H", "row_D", "row_C"]


def test_payday_starts_with_a_seven_from_the_left_of_the_dealer():
    """ "Game play begins with the person to the left of the dealer putting a 7 ... If they do
    not have a 7 then the person to their left plays a 7." Anna deals PayDay; Ben is on her left."""
    s = to_payday(payday_hands())
    assert s.dealer == 0 and s.turn == 1
    assert "starts with a 7" in refused(GAME, s, {"kind": "play", "card": "KH"})
    assert "must" in refused(GAME, s, {"kind": "pay"})
    s = play(GAME, s, {"kind": "play", "card": "7S"})
    # Cleo may lay another 7 (or a 6/8 of spades, which she has not)
    assert {m["card"] for m in GAME.legal_moves(s) if m.kind == "play"} == {"7D"}


def test_no_seven_passes_free_unless_the_option():
    """Decided: a player with no 7 to start passes free; the option charges 5 cents."""
    hands = payday_hands()
    hands = [hands[1], hands[0], hands[2], hands[3]]  # Ben has no 7 now
    for option, cost in ((False, 0), (True, 5)):
        s = to_payday(hands, {"seven_charge": option})
        pot = s.pot
        s = play(GAME, s, {"kind": "pay"})
        assert s.pot == pot + cost and s.turn == 2


def test_cannot_play_pays_five_cents_and_the_rows_grow_to_the_ace():
    """ "If you cannot play you pay 5 cents and pass your turn." "Aces are played on top of the
    Kings." Anna holds nothing next to a 7."""
    hands = [cards_of("AS KS QS JS 10S 9S AH KH QH JH 10H 9H AD"), cards_of("7S 7H 8S 6S 5S 4S 3S 2S 8H 6H 5H 4H 3H"),
             cards_of("7D KD QD JD 10D 9D 8D 6D 5D 4D 3D 2D 2H"), SUIT["C"]]
    s = to_payday(hands)
    for card in ("7S", "7D", "7C"):
        s = play(GAME, s, {"kind": "play", "card": card})
    assert GAME.legal_moves(s) == [{"kind": "pay"}]
    assert "must" not in GAME.move_label(s, {"kind": "pay"}) and "5 cents" in GAME.move_label(s, {"kind": "pay"})
    pot, money = s.pot, s.totals[0]
    s = play(GAME, s, {"kind": "pay"})
    assert s.pot == pot + 5 and s.totals[0] == money - 5 and s.turn == 1
    s = play(GAME, s, {"kind": "play", "card": "8S"})
    s = play(GAME, s, {"kind": "play", "card": "8D"})
    s = play(GAME, s, {"kind": "play", "card": "8C"})
    s = play(GAME, s, {"kind": "play", "card": "9S"})  # Anna now can
    s = play(GAME, s, {"kind": "play", "card": "6S"})
    rows = dict(zip("SHDC", s.rows))
    assert rows["S"] == ("6S", "7S", "8S", "9S")
    clubs_to_king = tuple(r + "C" for r in ("7", "8", "9", "10", "J", "Q", "K"))
    hands = list(s.hands)
    hands[s.turn] = ("AC", "2D")
    s = s.replace(rows=(s.rows[0], s.rows[1], s.rows[2], clubs_to_king), hands=tuple(hands))
    assert GAME.layable(s, s.turn) == ["AC"]


def test_first_out_takes_half_second_and_third_split_the_rest():
    """ "First player out of cards takes half the money in the pot." "Second and Third players
    out of cards divide the remaining pot" (nickels, the odd one to the earlier)."""
    s = to_payday(payday_hands())
    while not GAME.is_over(s):
        s = play(GAME, s, GAME.heuristic(s, s.turn))
    rec = s.history[-1]
    first, second, third = rec["out"]
    pot = rec["pot"]
    won = rec["won_money"]
    assert won[first] == 5 * ((pot // 5 + 1) // 2)
    assert won[second] >= won[third] and won[first] + won[second] + won[third] == pot
    assert sum(s.totals) == 0 and s.pot == 0
    sheet = GAME.score_sheet(s)
    assert len(sheet.rounds) == 6


def test_seat_captions_show_tricks_and_what_is_owed_while_the_round_is_played():
    """Tester t2, finding 6: "During the 17 tricks, every label stays '… 15 cards · 0¢' ... No
    player or label shows how many tricks anyone has." "First round Each trick you take pay
    5cents": after Anna (all spades) takes two tricks her caption says so, and what she owes."""
    s = setup(GAME, BY_SUIT, 3)
    for _ in range(2):
        for seat in range(4):
            s = play(GAME, s, GAME.legal_moves(s, s.turn)[0])
    assert s.tricks[0] == 2
    assert GAME.seat_note(s, 0) == "2 tricks · owes 10¢"  # (nobody has paid yet: no "0¢")
    assert GAME.seat_note(s, 1) == "0 tricks"


def test_seat_captions_in_a_later_round_show_the_money_and_the_tricks():
    """Round 2 ("Each heart you take pay 5cents"): the money so far, the tricks, what is owed."""
    s = next_hand(finish_hand(GAME, setup(GAME, BY_SUIT, 3, later=[deal_order(BY_SUIT, 0)])))
    assert s.hand_no == 2 and s.totals[0] == -65
    assert GAME.seat_note(s, 0) == "-65¢ · 0 tricks"


def test_the_game_over_panel_says_what_the_cards_beside_a_name_are():
    """ "Second and Third players out of cards divide the remaining pot": PayDay ends when three are
    out, the fourth still holding cards. The game-over panel showed an A\u2663 beside "Robo Remy -30"
    with no word why (s28 t2 #21)."""
    s = to_payday(payday_hands())
    assert GAME.end_hands_caption(s) == ""
    while s.phase != "game_over":
        s = play(GAME, s, GAME.legal_moves(s)[0])
    assert any(s.hands)
    assert GAME.end_hands_caption(s) == "Cards still in hand when PayDay ended"


def test_payday_words_say_cannot_as_the_rest_of_the_app():
    """s43: "If you cannot play you pay 5 cents and pass your turn." The table's note said
    "PayDay: lay out from the 7s; can't play, pay 5 cents" and the money sheet "(can't lay a
    card: pay 5¢)", where the rules page, the button and the prompt say "cannot" in a plain
    sentence."""
    hands = [cards_of("AS KS QS JS 10S 9S AH KH QH JH 10H 9H AD"), cards_of("7S 7H 8S 6S 5S 4S 3S 2S 8H 6H 5H 4H 3H"),
             cards_of("7D KD QD JD 10D 9D 8D 6D 5D 4D 3D 2D 2H"), SUIT["C"]]
    s = to_payday(hands)
    said = GAME.table_notes(s) + list(GAME.score_sheet(s).notes)
    assert not any("can't" in line for line in said), said
    assert GAME.round_rule(s) == "PayDay: lay out from the 7s; if you cannot, pay 5 cents"
    assert any("then PayDay (if you cannot lay a card, pay 5¢)." in line for line in said), said
