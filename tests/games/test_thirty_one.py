"""Thirty-One rule tests, from 004_312affb30e9b3af0.txt, section "Thirty One" (and
003_568aafc6ffe6d89e.txt, section "Thirty-One", for values and the card-maker's option).

Every hand is a stacked deal: the cards listed as a family would deal them; the last seat deals
(the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0 starts.
"""

import json

import pytest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move
from cardtable.games.quarters import Purse
from cardtable.games.thirty_one import GAME, hand_value

from .contract import check_contract
from .counting_invariants import check_thirty_one_move

PLAYERS = ["Anna", "Ben", "Cleo"]


def stacked(hands, upcard, stock_top=()):
    """A deal order (top card first): ``hands[seat]`` for each seat (seat 0 is dealt first: the
    last seat deals), then the upcard, then ``stock_top`` as the next cards of the stock."""
    order = [hand[i] for i in range(len(hands[0])) for hand in hands]
    return [order + [upcard] + list(stock_top)]


def deal(hands, upcard, stock_top=(), options=None, players=None, more=()):
    players = players or PLAYERS[: len(hands)]
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=1, stack=stacked(hands, upcard, stock_top) + list(more))


def play(state, **move):
    result = GAME.apply(state, Move(move))
    assert result.ok, result
    return result.state


def refused(state, **move):
    before = state.to_json()
    result = GAME.apply(state, Move(move))
    assert not result.ok and result.reason
    assert state.to_json() == before
    return result.reason


ANNA = ["2C", "5D", "9S"]
BEN = ["KH", "QH", "3S"]
CLEO = ["AD", "6D", "4S"]


def test_deal_three_each_one_up_left_of_dealer_starts():
    """"The dealer deals 3 cards face down to each player and one face up in the center of the
    table (the discard pile)"; "Player to the left of the dealer starts\""""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"])
    assert [list(h) for h in s.hands] == [ANNA, BEN, CLEO]
    assert s.discard == ("8C",) and s.stock[-1] == "6H" and len(s.stock) == 52 - 10
    assert s.dealer == 2 and s.turn == 0


def test_ante_one_quarter_each_into_the_pot():
    """"Each player starts with 4 quarters"; "Each player needs to ante in one quarter to start\""""
    s = deal([ANNA, BEN, CLEO], "8C")
    assert s.quarters == (3, 3, 3) and s.pot == 3


def test_card_values_best_suit():
    """"aces are worth eleven, face cards are worth ten, and all other cards are worth their
    face value. Each player is trying to obtain as closest as possible to a score of 31 in one
    suit.\""""
    assert hand_value(["AS", "KS", "QS"]) == 31
    assert hand_value(["AS", "7S", "4D"]) == 18
    assert hand_value(["2C", "5D", "9S"]) == 9
    assert hand_value(["KH", "QH", "3S"]) == 20


def test_draw_from_stock_or_discard_then_discard():
    """"At your turn you may draw a card from the stock pile or the discard pile.\""""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"])
    assert refused(s, kind="discard", card="2C") == "Draw a card first, from the stock or the discard pile."
    s1 = play(s, kind="draw", source="discard")
    assert s1.hands[0] == ("2C", "5D", "9S", "8C") and s1.discard == ()
    assert "discard" in refused(s1, kind="draw", source="stock")
    s2 = play(s1, kind="discard", card="5D")
    assert s2.hands[0] == ("2C", "9S", "8C") and s2.discard == ("5D",) and s2.turn == 1
    s3 = play(s2, kind="draw", source="stock")
    assert s3.hands[1][-1] == "6H"


def test_lowest_loses_a_quarter_after_a_knock_and_one_more_turn_each():
    """"After somebody knocks everybody else gets one more turn." "Whoever has the lowest score
    loses a quarter.\""""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H", "2D", "3D", "4C"])
    s = play(s, kind="draw", source="stock")  # Anna: 6H
    s = play(s, kind="discard", card="6H")
    s = play(s, kind="knock")  # Ben knocks on his turn, then plays it out
    assert s.knocker == 1 and s.turn == 1
    s = play(s, kind="draw", source="stock")  # 2D
    s = play(s, kind="discard", card="2D")
    assert s.phase == "draw" and s.turn == 2  # Cleo's one more turn
    s = play(s, kind="draw", source="stock")  # 3D
    s = play(s, kind="discard", card="3D")
    assert s.phase == "draw" and s.turn == 0  # Anna's one more turn
    s = play(s, kind="draw", source="stock")  # 4C
    s = play(s, kind="discard", card="4C")
    # Back to Ben, who knocked: the hand ends. Anna 9 is lowest (Ben 20, Cleo 17).
    assert s.phase == "hand_over"
    assert s.quarters == (2, 3, 3) and s.pot == 4
    assert s.hand_losses[-1] == (1, 0, 0)


def test_knock_any_time_before_you_discard_but_once_a_hand():
    """"you can knock any time during your turn before you discard"; decided: one knock a hand,
    allowed on the first turn."""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"])
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="knock")  # after drawing, before discarding
    assert s.knocker == 0 and s.phase == "discard"
    s = play(s, kind="discard", card="6H")
    assert "already knocked" in refused(s, kind="knock")


def test_the_knock_is_said_once_and_each_seat_reads_its_own_hand_value():
    """"you can knock any time during your turn before you discard": Anna's knock was said as it
    happened ("Anna knocks."), so her prompt to discard does not say it again; once play moves on
    it tells who knocked. A seat's own hand value, shown under another player's instruction,
    names whose it is (after "Ben: draw ..." a bare "Your hand" read as Ben's)."""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"])
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="knock")
    assert GAME.prompt(s, 0) == "Anna: discard a card. Your hand is worth 9."
    s = play(s, kind="discard", card="2C")
    assert GAME.prompt(s, 2).startswith("Anna knocked. Ben: draw from the stock or the discard pile. ")
    assert GAME.prompt(s, 2).endswith(" Cleo, your hand is worth 17.")


def test_knocker_who_is_lowest_pays_double():
    """"If the person that knocked is lowest they pay double\""""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H", "2D", "3D"])
    s = play(s, kind="knock")
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card="6H")
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card="2D")
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card="3D")
    assert s.phase == "hand_over" and s.quarters == (1, 3, 3) and s.pot == 5


def test_ties_for_lowest_each_lose():
    """"If several players tie for lowest they each lose a quarter.\""""
    s = deal([["2C", "5D", "9S"], ["9H", "3C", "2D"], CLEO], "8C", ["6H", "2H", "3H"])
    s = play(s, kind="knock")  # Cleo will be highest; Anna and Ben tie on 9
    for card in ("6H", "2H", "3H"):
        s = play(s, kind="draw", source="stock")
        s = play(s, kind="discard", card=card)
    assert s.hand_losses[-1][:2] in ((2, 1), (1, 1))
    assert s.hand_losses[-1] == (2, 1, 0)  # Anna knocked and is (tied) lowest: double


def test_thirty_one_after_a_discard_ends_the_hand_at_once():
    """"If you have 31 you set your cards down and no one gets another turn.\""""
    s = deal([["AS", "KS", "2C"], BEN, CLEO], "QS", ["6H"])
    s = play(s, kind="draw", source="discard")
    s = play(s, kind="discard", card="2C")
    assert s.phase == "hand_over" and s.blitz == 0
    assert s.hand_losses[-1] == (0, 0, 1)  # Cleo 17 is lowest


def test_thirty_one_counts_on_the_deal():
    """Decided: 31 counts on the deal."""
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C")
    assert s.phase == "hand_over" and s.blitz == 0 and s.quarters == (3, 3, 2)


def test_thirty_one_counts_even_after_a_knock():
    """Decided: 31 counts after any discard, even after a knock."""
    s = deal([ANNA, ["AS", "KS", "2H"], CLEO], "8C", ["6H", "QS"])
    s = play(s, kind="knock")
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card="6H")
    s = play(s, kind="draw", source="stock")  # Ben: QS
    s = play(s, kind="discard", card="2H")
    assert s.phase == "hand_over" and s.blitz == 1
    assert s.hand_losses[-1] == (2, 0, 0)  # Anna knocked and is lowest


def test_everybody_pays_on_31_option():
    """Alternate rule: "If somebody gets 31 and lays down everybody has to pay, not just the
    lowest\""""
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C", options={"everybody_pays": True})
    assert s.quarters == (3, 2, 2) and s.pot == 5


def test_three_of_a_kind_option():
    """Alternate rule: "Three of the same cards is worth 30 1/2.\""""
    assert hand_value(["7S", "7H", "7D"]) == 7
    assert hand_value(["7S", "7H", "7D"], three_of_a_kind=True) == 30.5
    s = deal([["7S", "7H", "7D"], BEN, CLEO], "8C", ["6C", "2D", "3D"], options={"three_of_a_kind": True})
    s = play(s, kind="knock")
    for card in ("6C", "2D", "3D"):
        s = play(s, kind="draw", source="stock")
        s = play(s, kind="discard", card=card)
    assert s.hand_values[-1][0] == 30.5 and s.hand_losses[-1] == (0, 0, 1)


def test_knock_is_the_whole_turn_option():
    """Alternate rule: "if you want to knock that is your entire turn. No playing allowed.\""""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"], options={"knock_whole_turn": True})
    s1 = play(s, kind="knock")
    assert s1.turn == 1 and s1.phase == "draw" and s1.hands[0] == tuple(ANNA)
    s2 = play(s, kind="draw", source="stock")
    assert "knock before you draw" in refused(s2, kind="knock")


def test_card_makers_rules():
    """Card-maker's rules: "they may knock on the table rather than drawing and discarding"; no
    ante; "folds one corner of their bill"; 31 "is called a blitz".\""""
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C", options={"card_makers": True})
    assert s.pot == 1 and s.quarters == (4, 4, 3)  # no ante; Cleo lost a corner
    assert "Corners" in GAME.status(s) and GAME.score_sheet(s).sub_columns == ("Hand", "Change in corners")
    s = deal([["AS", "KS", "2C"], BEN, CLEO], "QS", options={"card_makers": True})
    s = play(s, kind="draw", source="discard")
    result = GAME.apply(s, Move(kind="discard", card="2C"))
    assert "Anna has a blitz" in result.events[1]
    s = deal([ANNA, BEN, CLEO], "8C", options={"card_makers": True})
    assert s.quarters == (4, 4, 4) and s.pot == 0
    s = play(s, kind="knock")
    assert s.turn == 1 and s.phase == "draw"


def test_on_your_face_then_out_and_last_player_wins_the_pot():
    """"You have one round on your face after you are out of quarters"; decided: out at the next
    loss. "Last player remaining wins the pot.\""""
    purse = Purse((1, 2), (False, False), (False, False), 5)
    purse, what = purse.lose({0: 1})
    assert purse.quarters == (0, 2) and purse.on_face == (True, False) and not purse.out[0]
    purse, what = purse.lose({0: 1})
    assert purse.out == (True, False) and what[0] == "out"
    assert purse.award_pot(1).quarters == (0, 8) and purse.award_pot(1).pot == 0


def test_nobody_goes_out_if_all_would():
    """Decided: if every player still in would go out at once, nobody does."""
    purse = Purse((0, 0), (True, True), (False, False), 8)
    purse, what = purse.lose({0: 1, 1: 1})
    assert purse.out == (False, False)


def test_players_out_are_skipped():
    """Players out are dealt nothing and skipped by the turn."""
    s = deal([ANNA, BEN, CLEO], "8C").replace(out=(False, True, False), on_face=(False, True, False),
                                               quarters=(3, 0, 3), pot=6)
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card="2C")
    assert s.turn == 2


def test_empty_stock_reshuffles_the_discards_but_the_top():
    """Decided: empty stock: reshuffle the discards but the top."""
    s = deal([ANNA, BEN, CLEO], "8C").replace(stock=(), discard=("3C", "4C", "5C"))
    s = play(s, kind="draw", source="stock")
    assert s.discard == ("5C",) and len(s.stock) == 1 and s.shuffles == 2


def test_illegal_moves_refused_state_unchanged():
    s = deal([ANNA, BEN, CLEO], "8C")
    assert "not a move" in refused(s, kind="jump")
    assert refused(s, kind="draw", source="sky")
    s1 = play(s, kind="draw", source="stock")
    assert "does not hold" in refused(s1, kind="discard", card="AH")
    assert "not a card" in refused(s1, kind="discard", card="ZZ")
    assert refused(s1, kind="next_hand") == "The hand is not over yet."


def test_moves_survive_json():
    s = deal([ANNA, BEN, CLEO], "8C")
    s = play(s, kind="draw", source="stock")
    for move in GAME.legal_moves(s):
        back = Move(json.loads(json.dumps(move)))
        assert back == move and GAME.check(s, back) is None


def test_hands_hidden_until_the_hand_is_over():
    s = deal([ANNA, BEN, CLEO], "8C")
    obs = GAME.observation(s, 1)
    assert obs["zones"]["hand/0"]["cards"] == [None, None, None]
    assert obs["zones"]["hand/1"]["cards"] == BEN
    over = deal([["AS", "KS", "QS"], BEN, CLEO], "8C")
    assert GAME.observation(over, 1)["zones"]["hand/0"]["cards"] == ["AS", "KS", "QS"]
    assert "AS" not in GAME.status(s) and "worth" in GAME.prompt(s, 0)


def test_score_sheet_rows_per_hand():
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C")
    sheet = GAME.score_sheet(s)
    hands = [row for row in sheet.rounds if row.label.startswith("Hand")]  # under Start and Ante
    assert len(hands) == 1 and hands[0].cells[2] == ("17", -1)
    assert sheet.totals == (3, 3, 2)


def test_contract_and_invariants_quick():
    """A few seeded games with the quarters and hand-size invariants (the full 300 run in
    test_contract.py)."""
    assert check_contract(GAME, games=8, deep_every=5, after_move=check_thirty_one_move) > 0


def test_a_computers_sample_of_a_hand_that_has_drawn_is_as_good_as_its_draws():
    """"At your turn you may draw a card from the stock pile or the discard pile" and throw one:
    a player who has drawn k times kept the best three of 3 + k cards. Every seat sees who drew
    (the state's ``drawn``; the log says each draw), and the search's samples deal the other hands that way: better than a
    fresh deal, what the seat sees unchanged, a card seen taken from the discards kept."""
    import random

    from cardtable.core.game import Game
    from cardtable.core.zones import card_counts

    s = deal([ANNA, BEN, CLEO], "8C", ["6H", "7H", "8H", "9H", "10H", "JH", "2H", "3H", "4H"])
    for _ in range(2):  # everybody draws from the stock and throws what they drew, twice round
        for seat in range(3):
            s = play(s, kind="draw", source="stock")
            s = play(s, kind="discard", card=s.hands[seat][-1])
    s = play(s, kind="draw", source="discard")  # Anna takes Cleo's last discard, in everybody's sight
    taken = s.hands[0][-1]
    s = play(s, kind="discard", card=s.hands[0][0])
    assert s.drawn == (3, 2, 2)
    assert "drawn" not in GAME.public(s)  # known, but the table would write it under every seat
    rng = random.Random(3)
    model, uniform = [], []
    for _ in range(300):
        sample = GAME.determinize(s, 1, rng)
        assert GAME.observation(sample, 1) == GAME.observation(s, 1)
        assert card_counts(GAME.zones(sample)) == card_counts(GAME.zones(s))
        assert taken in sample.hands[0]
        model.append(hand_value(sample.hands[2]))
        uniform.append(hand_value(Game.determinize(GAME, s, 1, rng).hands[2]))
    assert sum(model) / 300 > sum(uniform) / 300 + 3


def test_a_draw_that_shuffles_the_discards_cannot_be_undone():
    """Decided (the text says nothing): when the stock is empty, "the discards but the top one
    make a new stock". Every discard was face up, so the zones count no new card, but the card
    drawn came from the shuffle: an undo would let the player take the discard instead knowing it
    (``piles.shuffled_since``, as in every game that rebuilds its stock)."""
    s = GAME.setup(["Anna", "Ben", "Cleo"], {}, 1)
    s = play(s, kind="draw", source="stock")
    s = play(s, kind="discard", card=s.hands[s.turn][0])
    s = s.replace(stock=())
    draw = Move(kind="draw", source="stock")
    after = GAME.apply(s, draw)
    assert after.ok and after.state.shuffles == s.shuffles + 1 and len(s.discard) == 2
    assert not GAME.reveals(s, draw, after.state) and not GAME.can_undo(s, draw)


def test_the_table_says_who_paid_what_when_a_hand_ends():
    """"Whoever has the lowest score loses a quarter. If several players tie for lowest they
    each lose a quarter. If the person that knocked is lowest they pay double." Seen at the
    table: the prompt said only "Hand 1 is over. Anna: deal the next hand."; who lost, and why
    two quarters, was in the status bar alone. The prompt says it, then who deals."""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H", "2D", "3D"])
    s = play(s, kind="knock")  # Anna knocks with 9 and stays lowest
    for card in ("6H", "2D", "3D"):
        s = play(s, kind="draw", source="stock")
        s = play(s, kind="discard", card=card)
    assert GAME.prompt(s, 1) == "Anna knocked and was lowest with 9: paid 2 quarters. Anna: deal the next hand."
    # ties each pay, the knocker double
    s = deal([["2C", "5D", "9S"], ["9H", "3C", "2D"], CLEO], "8C", ["6H", "2H", "3H"])
    s = play(s, kind="knock")
    for card in ("6H", "2H", "3H"):
        s = play(s, kind="draw", source="stock")
        s = play(s, kind="discard", card=card)
    assert GAME.prompt(s, 0) == ("Anna and Ben tied for lowest with 9: Anna (knocked) paid 2 quarters; "
                                 "Ben paid 1 quarter. Anna: deal the next hand.")
    # 31 on the deal: "If you have 31 you set your cards down"; the lowest pays
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C")
    assert GAME.prompt(s, 2) == "Anna has 31. Cleo was lowest with 17: paid 1 quarter. Anna: deal the next hand."
    s = deal([["AS", "KS", "QS"], BEN, CLEO], "8C", options={"everybody_pays": True})
    assert GAME.prompt(s, 0).startswith("Anna has 31, so everybody else pays: Ben paid 1 quarter; Cleo paid 1 quarter.")


def test_the_table_says_who_is_on_their_face_or_out():
    """"You have one round on your face after you are out of quarters"; decided: out at the
    next loss. "Last player remaining wins the pot." """
    def knocked_hand(s):
        s = play(s, kind="knock")
        for card in ("6H", "2D", "3D")[: len(s.players)]:
            s = play(s, kind="draw", source="stock")
            s = play(s, kind="discard", card=card)
        return s

    s = knocked_hand(deal([ANNA, BEN, CLEO], "8C", ["6H", "2D", "3D"]).replace(quarters=(1, 3, 3), pot=5))
    assert GAME.prompt(s, 0).startswith("Anna knocked and was lowest with 9: paid 1 quarter, now on face. ")
    s = knocked_hand(deal([ANNA, BEN, CLEO], "8C", ["6H", "2D", "3D"]).replace(
        quarters=(0, 3, 3), on_face=(True, False, False), pot=6))
    assert GAME.prompt(s, 0) == "Anna knocked and was lowest with 9: out of the game. Ben: deal the next hand."
    # the score sheet's note under a narrow sheet said "Anna: hand 9, change in quarters out."
    # (the sub-columns' names before "out"): the cell says it in words (s44 t3 F5)
    from cardtable.gui.score_panel import ScoreTable

    row = GAME.score_sheet(s).sections[0].rows[-1]
    assert row.cells[0][1] == "out" and row.said_of(0) == "hand 9, out of the game"
    assert row.said_of(1) == ""  # (the others' cells in the sub-columns' words, as before)
    legend = ScoreTable.legend_text(GAME.score_sheet(s), compact=True)
    assert "Anna: hand 9, out of the game." in legend and "change in quarters out" not in legend, legend
    s = deal([ANNA, BEN], "8C", ["6H", "2D"]).replace(quarters=(0, 6), on_face=(True, False), pot=2)
    s = play(s, kind="knock")
    for card in ("6H", "2D"):
        s = play(s, kind="draw", source="stock")
        s = play(s, kind="discard", card=card)
    assert s.phase == "game_over"
    assert GAME.prompt(s, 1) == "Anna knocked and was lowest with 9: out of the game. Game over: Ben wins the pot."
    # on her face, she had nothing to pay: the log said "0 quarters to the pot."
    s = deal([ANNA, BEN], "8C", ["6H", "2D"]).replace(quarters=(0, 6), on_face=(True, False), pot=2)
    s = play(s, kind="knock")
    s = play(play(s, kind="draw", source="stock"), kind="discard", card="6H")
    s = play(s, kind="draw", source="stock")
    said = [e.text for e in GAME.apply(s, Move(kind="discard", card="2D")).events]
    assert "Anna knocked and is lowest with 9: out of the game. No quarters go to the pot." in said
    assert not any(t.startswith("0 ") for t in said)
    # "wins the pot of 2." said no unit: 2 of what? The quarters, as everything else says
    assert said[-1] == "Ben is the last player left and wins the pot of 2 quarters."


def test_the_card_just_taken_from_the_discards_may_be_thrown_back():
    """Neither rule text forbids it ("At your turn you may draw a card from the stock pile or the
    discard pile", then discard one): decided, a player may discard the card just drawn, the
    discard pile's top card too (the rules page says "You may discard the card you just drew.")."""
    s = deal([ANNA, BEN, CLEO], "8C", ["6H"])
    s = play(s, kind="draw", source="discard")
    s = play(s, kind="discard", card="8C")
    assert s.discard[-1] == "8C" and s.hands[0] == tuple(ANNA) and s.turn == 1


def test_the_log_says_who_pays_into_the_pot_in_one_sentence():
    """Tester's finding (31-3.png): the log read "To pay: Robo Rex paid 1." and then a line of its
    own, "1 quarter to the pot.". Now the hands, then one sentence: "Whoever has the lowest score
    loses a quarter" and "Lost quarters go to the pot" said together."""
    s = GAME.setup(["Anna", "Robo Rex", "Robo Ruby"], dict(LAST_DEALS), seed=3)
    rng = __import__("random").Random(1)
    said: list[str] = []
    while s.phase != "hand_over":
        result = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        s = result.state
        said += [e.text for e in result.events]
    assert not any("To pay:" in t or t.endswith(" to the pot.") and t[:1].isdigit() for t in said)
    over = next(i for i, t in enumerate(said) if "Hands:" in t)
    assert said[over] == "Back to Anna, who knocked. Hands: Anna 20, Robo Rex 10, Robo Ruby 13."
    assert said[over + 1] == "Robo Rex is lowest with 10: pays 1 quarter into the pot."


@pytest.mark.parametrize("whole_turn", [False, True])
def test_the_log_and_the_status_line_say_the_knock_alike(whole_turn):
    """Finding: "Thirty-One: the log says "Anna knocks." while the status line says "Anna
    knocked." for the same moment". The log says each move in the present (s34: "Anna draws a
    card from the stock.", "Anna knocks."); the status line says the knock as what stands ("Anna
    knocked.") once a turn has gone by, and just after a knock that was the whole turn as the log
    says it, so the status line after the log's sentence does not say it again ("Anna knocks.
    Anna knocked. Ben: draw ...")."""
    from cardtable.gui.main_window import status_after

    s = deal([ANNA, BEN, CLEO], "8C", ["6H"], options={"knock_whole_turn": whole_turn})
    if not whole_turn:
        s = play(s, kind="draw", source="stock")
    result = GAME.apply(s, Move(kind="knock"))
    assert [e.text for e in result.events] == ["Anna knocks."]
    s = result.state
    if not whole_turn:
        result = GAME.apply(s, Move(kind="discard", card="2C"))
        s = result.state
        assert result.events[-1].text == "Anna discards the 2 of clubs."
    # just after a knock that was the whole turn the status says it as the log does; once a
    # turn has gone by, as what stands
    said = "Anna knocks." if whole_turn else "Anna knocked."
    assert GAME.status(s).startswith(f"{said} Ben: draw from the stock or the discard pile.")
    note = " ".join(e.text for e in result.events)
    assert status_after(note, GAME.status(s), False).startswith("Ben: draw") == whole_turn
    s = play(s, kind="draw", source="stock")
    assert GAME.status(s).startswith("Anna knocked. Ben: discard a card.")
