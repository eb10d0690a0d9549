"""Euchre rule tests, from the family's rule book (004_312affb30e9b3af0.txt, section "Euchre").

Stacked deals: Dan deals 3 then 2 to each, starting with Anna on his left; Anna and Cleo are
partners against Ben and Dan. The first card of the rest is turned up on the kitty.
"""

import pytest

from cardtable.core.game import OptionError
from cardtable.games.euchre import GAME

from .trick_deals import cards, cards_played, deal_order, finish_hand, play, play_all, refused, setup

DAN = 3
PASS = {"kind": "pass"}
E1 = [cards("JH JD AH KH 9C"), cards("AS KS QS JS 10S"), cards("AD KD QD 10D 9D"), cards("AC KC QC JC 10C")]
E1_REST = cards("QH 10H 9H 9S")
TOP_TRUMPS = [cards("JH JD AH KH QH"), cards("AS KS QS JS 10S"), cards("9D 10D QD KD AD"), cards("AC KC QC JC 10C")]
TOP_TRUMPS_REST = cards("10H 9H 9S 9C")


def deal(hands=E1, rest=E1_REST, later=()):
    return setup(GAME, hands, DAN, rest, packets=(3, 2), later=later)


def test_a_24_card_deck_for_four():
    """ "1 decks of cards, remove all but Ace to 9"; "4 people can play, opposites are partners" """
    assert sorted(GAME.pieces(4, {}).counts()) == sorted(r + s for s in "SHDC" for r in ("9", "10", "J", "Q", "K", "A"))
    with pytest.raises(OptionError):
        GAME.setup(["A", "B", "C"], {}, 1)
    assert GAME.public(deal())["teams"] == [[0, 2], [1, 3]]


def test_five_each_by_three_then_two_and_one_turned_up_on_the_kitty():
    """ "5 cards are dealt to each player and one card is turned face up on the kitty to indicate
    trump"; "cards are dealt by two or more at a time" (decided: 3 then 2)."""
    order = deal_order(E1, DAN, E1_REST, packets=(3, 2))
    assert order[:3] == E1[0][:3] and order[3:6] == E1[1][:3]
    s = deal()
    assert [list(h) for h in s.hands] == E1
    assert s.upcard == "QH" and len(s.kitty) == 3
    assert GAME.observation(s, 1)["zones"]["upcard"]["cards"] == ["QH"]
    assert GAME.observation(s, 1)["zones"]["kitty"]["cards"] == [None] * 3


def test_no_ace_no_face_throws_the_hands_in():
    """ "No Ace-No Face - If a player is dealt a hand with only 9s and 10s everybody's hands are
    thrown in and the deal passes to the left." Decided: automatic at the deal."""
    poor = [cards("JH JD AH KH 9C"), cards("9S 10S 9H 10H 9D"), cards("AD KD QD 10D JS"), cards("AC KC QC JC 10C")]
    second = deal_order(E1, 0, E1_REST, packets=(3, 2))  # Anna deals the next one
    s = setup(GAME, poor, DAN, cards("QH AS KS QS"), packets=(3, 2), later=[second])
    assert s.dealer == 0 and s.hand_no == 1
    assert GAME.to_act(s) == (1,)  # Ben, left of the new dealer, speaks first


def test_order_up_the_dealer_picks_up_and_discards_face_down():
    """ "To accept the proposed suit, a player tells the dealer to pick up the face-up card. The
    dealer then adds that card to his hand and discards one card face down on top of the
    kitty." """
    s = deal()
    assert GAME.to_act(s) == (0,)  # "Beginning with the player on the dealer's left"
    s = play(GAME, s, {"kind": "order_up", "alone": False})
    assert s.trump == "H" and s.makers == 0 and "QH" in s.hands[DAN]
    assert s.phase == "discard" and GAME.to_act(s) == (DAN,)
    s = play(GAME, s, {"kind": "discard", "card": "10C"})
    assert "10C" in s.kitty and len(s.kitty) == 4
    assert GAME.observation(s, 0)["zones"]["kitty"]["cards"] == [None] * 4
    assert s.phase == "play" and GAME.to_act(s) == (0,)  # "The player to the left of the dealer leads"


def test_the_dealers_partner_must_go_alone():
    """ "If the partner of the dealer wants this trump they must go alone". Decided: the dealer
    then sits out and does not take the card."""
    s = play(GAME, deal(), PASS)
    assert GAME.to_act(s) == (1,)  # Ben, Dan's partner
    assert refused(GAME, s, {"kind": "order_up", "alone": False}) == "The dealer's partner who wants this trump must go alone."
    s = play(GAME, s, {"kind": "order_up", "alone": True})
    assert s.sitting_out == DAN and s.upcard == "QH" and "QH" not in s.hands[DAN]
    assert s.phase == "play" and GAME.public(s)["sitting_out"] == DAN


def test_the_dealers_partner_is_told_why_order_it_up_is_alone():
    """Tester s33 #5: "Ben's bid offers only "Pass" and "Order it up, alone" and the status says
    "Ben: order up the king of hearts and go alone, or pass." -- right by the family's rule, but
    nothing says why the plain "Order it up" is missing: add the reason where a family reads it."""
    s = play(GAME, deal(), PASS)
    assert [GAME.move_label(s, m) for m in GAME.legal_moves(s)] == ["Pass", "Order it up, alone"]
    assert GAME.status(s) == (f"{s.players[1]}: order up the queen of hearts and go alone, or pass (the dealer's "
                              "partner who wants this trump must go alone).")


def test_the_rules_page_says_the_card_stays_on_the_kitty_when_the_dealers_partner_goes_alone():
    """Tester t1 (s29): the written rules say only that the dealer's partner must go alone; the
    table leaves the turned-up card on the kitty ("Ben sits out and leaves the card on the
    kitty."). The in-app page says so, in its own words."""
    import re

    from cardtable.resources import rules_html

    page = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules_html(GAME.info.rules_page)))
    assert "stays face up on the kitty" in page and "nobody plays it this hand" in page


def test_dealer_declines_the_card_is_turned_over_and_the_suit_cannot_be_called():
    """ "If the dealer declines the suit, the card is turned over. If every player declines the
    proposed trump, then each player gets a chance to call any suit except the declined one as
    trump, beginning with the player to the dealer's left. As soon as any player calls trump,
    play begins." """
    s = play_all(GAME, deal(), [PASS] * 4)
    assert s.phase == "call" and s.declined == "H" and GAME.to_act(s) == (0,)
    assert GAME.observation(s, 1)["zones"]["upcard"]["cards"] == [None]
    assert refused(GAME, s, {"kind": "call", "suit": "H", "alone": False}) == "Hearts were turned down: call another suit."
    assert {m["suit"] for m in GAME.legal_moves(s) if m.kind == "call"} == {"S", "D", "C"}
    s = play(GAME, s, {"kind": "call", "suit": "D", "alone": False})
    assert s.trump == "D" and s.phase == "play" and GAME.to_act(s) == (0,)


def test_everybody_passes_twice_throw_in_and_the_deal_passes_left():
    """ "If everybody passes a second time, then everybody throws their cards in and the deal
    passes to the left." """
    s = play_all(GAME, deal(), [PASS] * 8)
    assert s.dealer == 0 and s.phase == "order" and GAME.to_act(s) == (1,)
    assert not s.history


def test_bowers_highest_and_the_left_bower_follows_as_trump():
    """ "'Bowers' are the Jack of the trump suit (the 'right' bower) and the Jack of the suit that
    is the same color as the trump suit (the 'left' bower). These two cards are the highest and
    second highest cards". Decided: the left bower follows as trump."""
    s = play(GAME, play(GAME, deal(), {"kind": "order_up", "alone": False}), {"kind": "discard", "card": "10C"})
    s = cards_played(GAME, s, "JD", "AS", "9D")  # the left bower led: Cleo's diamonds need not follow
    assert [m["card"] for m in GAME.legal_moves(s)] == ["QH"]  # Dan must follow trump with the queen
    # the card dropped and its suit are said (it read "You must follow hearts.", s44 t3 F7)
    assert refused(GAME, s, {"kind": "play", "card": "AC"}) == (
        "You must follow hearts: the ace of clubs is a club, and you have a heart to play.")
    s = cards_played(GAME, s, "QH")
    assert s.last_winner == 0
    s = cards_played(GAME, s, "JH", "KS", "10D", "JC")
    assert s.last_winner == 0  # the right bower above all


def test_the_left_bower_refused_on_its_own_suit_is_said_to_be_trump():
    """ "the Jack of the suit that is the same color as the trump suit (the 'left' bower)":
    decided, it follows as trump, so it does not follow its own suit. Hearts trump, diamonds
    led, Anna holds the jack and 9 of diamonds: the jack is refused as trump, in words."""
    s = play(GAME, play(GAME, deal(), {"kind": "order_up", "alone": False}), {"kind": "discard", "card": "10C"})
    hands = list(s.hands)
    hands[0] = cards("JD 9D AH KH 9C")
    s = s.replace(hands=tuple(hands), trick=("AD",), turn=0)
    assert refused(GAME, s, {"kind": "play", "card": "JD"}) == (
        "You must follow diamonds: the jack of diamonds counts as a heart (trump), and you have a diamond to play.")


def test_going_alone_the_partner_sits_out_and_the_next_player_leads():
    """ "Going alone - Just order up the proposed trump or call a suit, as usual, then announce you
    are going alone. If the person who would have lead the hand is sitting out, the next player in
    the rotation leads, otherwise the hand is played as normal, minus one person." """
    s = play_all(GAME, deal(), [PASS] * 6)
    s = play(GAME, s, {"kind": "call", "suit": "D", "alone": True})  # Cleo alone: Anna sits out
    assert s.sitting_out == 0 and GAME.to_act(s) == (1,)
    s = cards_played(GAME, s, "AS", "AD", "AC")
    assert s.last_winner == 2 and len(s.last_trick) == 3
    assert GAME.observation(s, 1)["zones"]["hand/0"]["cards"] == [None] * 5  # face down, out of play


def test_only_the_makers_go_alone():
    """Decided: alone is said with the order or the call, so only the makers go alone."""
    s = deal()
    kinds = {(m.kind, m.get("alone")) for m in GAME.legal_moves(s)}
    assert kinds == {("pass", None), ("order_up", False), ("order_up", True)}


def score_of(state):
    return state.history[-1]["points"]


def test_five_tricks_alone_four_points():
    """ "5 tricks (going alone) 4 points" """
    s = deal(TOP_TRUMPS, TOP_TRUMPS_REST)
    s = play(GAME, s, {"kind": "order_up", "alone": True})
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    assert s.tricks[0] == 5 and score_of(s) == [4, 0]


def test_five_tricks_two_points():
    """ "5 tricks 2 points" """
    s = deal(TOP_TRUMPS, TOP_TRUMPS_REST)
    s = play(GAME, s, {"kind": "order_up", "alone": False})
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    assert s.tricks[0] + s.tricks[2] == 5 and score_of(s) == [2, 0]


def test_three_or_four_tricks_one_point():
    """ "3 - 4 tricks 1 point" """
    hands = [cards("JH JD AH 9C 9S"), cards("AS KS QS JS 10S"), cards("9D 10D QD KD AD"), cards("AC KC QC JC 10C")]
    s = deal(hands, cards("KH QH 10H 9H"))
    s = play(GAME, s, {"kind": "order_up", "alone": False})
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    assert s.tricks[0] + s.tricks[2] == 3 and score_of(s) == [1, 0]


def test_makers_under_three_tricks_euchred_other_team_two():
    """ "less than 3 tricks Euchre! other team gets 2 points" """
    s = play_all(GAME, deal(TOP_TRUMPS, TOP_TRUMPS_REST), [PASS] * 3)
    s = play(GAME, s, {"kind": "order_up", "alone": False})  # Dan picks up hearts against Anna's trumps
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    assert s.history[-1]["makers"] == DAN and score_of(s) == [2, 0]


def test_first_team_to_ten_wins():
    """ "First team to 10 wins the game" """
    s = deal(TOP_TRUMPS, TOP_TRUMPS_REST).replace(totals=(8, 9))
    s = play(GAME, s, {"kind": "order_up", "alone": False})
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    assert s.totals == (10, 9) and GAME.is_over(s) and GAME.winners(s) == [0, 2]
    assert GAME.status(s) == "Game over: Anna & Cleo win 10 to 9."


def test_score_sheet_makers_trump_alone():
    s = deal(TOP_TRUMPS, TOP_TRUMPS_REST)
    s = play(GAME, s, {"kind": "order_up", "alone": True})
    s = finish_hand(GAME, play(GAME, s, {"kind": "discard", "card": "10C"}))
    sheet = GAME.score_sheet(s)
    assert sheet.columns == ("Anna & Cleo", "Ben & Dan")
    assert sheet.rounds[0].label == "Hand 1 – Anna, hearts, alone"
    assert sheet.rounds[0].cells == ((4, 4), (0, 0))


def test_the_dealers_pick_up_is_said_once_and_a_card_played_meanwhile_is_sent_to_the_kitty():
    """ "The dealer then adds that card to his hand and discards one card face down on top of the
    kitty." The log said the discard twice ("takes the queen and discards one card." and then
    "discards a card face down."); a card dropped on the trick meanwhile was refused with "No cards
    are played during the dealer's discard." without saying what to do."""
    from cardtable.core.game import Move
    s = deal()
    result = GAME.apply(s, Move({"kind": "order_up", "alone": False}))
    texts = [e.text for e in result.events]
    assert texts[-1] == f"{s.players[DAN]} takes the queen of hearts."
    s = result.state
    assert refused(GAME, s, {"kind": "play", "card": "10C"}) == (
        f"{s.players[DAN]} first discards one card: drop it on the Kitty.")
    assert GAME.observation(s, DAN)["zones"]["kitty"]["label"] == "Kitty"
    result = GAME.apply(s, Move({"kind": "discard", "card": "10C"}))
    assert [e.text for e in result.events][0] == f"{s.players[DAN]} discards a card face down."


def test_the_dealer_picking_up_the_upcard_is_one_line():
    """ "If the dealer accepts the card, he adds it to his hand" - one action: the log said it
    twice, "Bartholomew picks up the 10 of hearts: hearts are trump." then "Bartholomew takes the
    10 of hearts.", as if two cards were taken (s39 t2 F12). Another seat's order up stays two
    lines, the second the dealer's own pickup."""
    from cardtable.core.game import Move
    s = deal()
    for _ in range(3):  # Anna, Ben and Cleo pass: the dealer's own choice
        s = GAME.apply(s, Move({"kind": "pass"})).state
    assert GAME.current_player(s) == DAN
    result = GAME.apply(s, Move({"kind": "order_up", "alone": False}))
    texts = [e.text for e in result.events]
    assert texts == [f"{s.players[DAN]} picks up the queen of hearts: hearts are trump."]
    assert result.state.hands[DAN][-1] == "QH"
