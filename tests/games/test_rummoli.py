"""Rummoli rules (004_312affb30e9b3af0.txt, section "Rummoli (board game)"), each test quoting
the sentence it checks."""

import random
import re
from collections import Counter

import pytest

from cardtable.core.cards import RANK_OF, card_name, card_short
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move
from cardtable.core.records import random_game, replay
from cardtable.core.rng import CUT_ORDER
from cardtable.games import get_game
from cardtable.games.rummoli import (
    AKD, ANTE, AUCTION, DECK, END, GAME, GAME_OVER, PLAY, POKER, REBUY, ROUND_OVER, RUMMOLI,
    SEQ789, SINGLE_CARD_SPACES, SPACE_INDEX, SPACES, WIDOW,
)

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal"]
M = Move


def ok(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, result.reason
    return result.state


def space(state, name):
    return state.spaces[SPACE_INDEX[name]]


def dealt(n, options=None, **kw):
    """A game of the first ``n`` names in which the last named deals first (the house rule
    ``first_dealer``; by the rule the table cuts for the deal): the dealer these tests are written
    for, so the first named leads."""
    return GAME.setup(NAMES[:n], {**LAST_DEALS, **(options or {})}, **kw)


def stacked_order(n, hands, widow=(), dealer=None):
    """A top-first shuffle that deals ``hands`` (by seat, each a prefix of that hand) and
    ``widow``; the deal starts left of the dealer, the widow sits after the dealer."""
    dealer = n - 1 if dealer is None else dealer
    seats = [(dealer + i) % n for i in range(1, n + 1)] + [-1]
    m = len(seats)
    sizes = [52 // m + (1 if i < 52 % m else 0) for i in range(m)]
    want = {s: list(hands[s]) if s >= 0 else list(widow) for s in seats}
    rest = [c for c in DECK if not any(c in w for w in want.values())]
    for pos, s in enumerate(seats):
        while len(want[s]) < sizes[pos]:
            want[s].append(rest.pop())
    return [want[seats[j % m]][j // m] for j in range(52)]


def position(hands, *, turn=0, need="", last_suit="", played=(), round_hands=None, options=None, **kw):
    """A hand-built position in the play: the given hands, every other card dead."""
    n = len(hands)
    state = dealt(n, options or {}, seed=1)
    held = {c for h in hands for c in h} | set(played)
    dead = tuple(c for c in DECK if c not in held)
    state = state.replace(
        hands=tuple(tuple(h) for h in hands), widow=(), dead=dead, played=tuple(played),
        phase=PLAY, turn=turn, need=need, last_suit=last_suit,
        round_hands=tuple(tuple(h) for h in (round_hands or hands)), **kw,
    )
    check_cards(state)
    return state


def check_cards(state):
    where = [c for h in state.hands for c in h] + list(state.widow) + list(state.dead)
    where += list(state.played) + list(state.stock)
    assert Counter(where) == Counter(DECK)


def total_chips(state):
    return sum(state.chips) + sum(state.spaces)


# ----- set-up -------------------------------------------------------------------------------
def test_registered_in_the_catalogue():
    assert get_game("rummoli") is GAME


def test_ante_nine_chips_one_on_each_space():
    """ "Each round takes 9 chips to ante and having each player start with 50 chips is a
    reasonable number." "each player places another chip on each of the nine spaces" """
    state = dealt(4, {}, seed=3)
    assert len(SPACES) == 9 == ANTE
    assert state.chips == (41,) * 4
    assert state.spaces == (4,) * 9
    assert dealt(2, {"start_chips": 20}, seed=3).chips == (11, 11)


def test_whole_deck_dealt_with_a_widow_unequal_counts():
    """ "Deal out the cards to each player as well as a 'Widow hand' in the middle of the
    table. All players may not get the same amount of cards." """
    state = dealt(4, {}, seed=9)
    check_cards(state)
    assert state.dead == () and state.played == ()
    sizes = [len(h) for h in state.hands] + [len(state.widow)]
    assert sorted(sizes) == [10, 10, 10, 11, 11]
    # The deal starts left of the dealer (the last seat deals first); the widow is dealt last.
    assert state.dealer == 3
    assert [len(h) for h in state.hands] == [11, 11, 10, 10] and len(state.widow) == 10


@pytest.mark.parametrize("seed", [1, "x", 7, 12])
def test_the_cards_are_cut_for_the_first_deal(seed):
    """General Rules: "When dealing the cards for the first round the dealer is randomly selected
    unless the rules state differently" (test_first_dealer.py); Rummoli's do: "Cut cards to determine who deals first.
    High card will deal". Each cuts a card, from the game's seed (aces high, ties cut again); the
    highest deals the first round and the log says so ("Ben cuts the king of hearts and deals
    first.", then "... Ben deals."). The same seed cuts the same; the last player named dealt every
    game before (now the house rule ``first_dealer``)."""
    state = GAME.setup(NAMES[:4], {}, seed=seed)
    lines = [str(e) for e in GAME.setup_events(state)]
    dealer = NAMES[state.dealer]
    # a line for each round of cutting ("The cut: Anna 9♣, Ben 5♠, ... Anna cuts the 9 of clubs
    # and deals first."; ties: "...: Anna and Ben tie and cut again.", then "Cut again: ...")
    cuts = lines[:-1]
    assert cuts and cuts[0].startswith("The cut: ") and all(c.startswith("Cut again: ") for c in cuts[1:])
    said = cuts[-1].split(". ")[-1]
    assert said.startswith(f"{dealer} cuts the ") and said.endswith(" and deals first.")
    last = cuts[-1].removeprefix("Cut again: ").removeprefix("The cut: ").split(". ")[0]
    shorts = dict(one.split("\u00a0") for one in last.split(", "))  # each one's card in the last round
    code = {card_short(c): c for c in DECK}
    assert said == f"{dealer} cuts the {card_name(code[shorts[dealer]])} and deals first."
    assert lines[-1].endswith(f"{dealer} deals.") and lines[-1].startswith("Round 1:")
    rank = {name: CUT_ORDER.index(RANK_OF[code[short]]) for name, short in shorts.items()}
    assert rank[dealer] == max(rank.values()) and list(rank.values()).count(rank[dealer]) == 1
    assert GAME.current_player(state) == state.dealer  # the dealer's choice of the widow comes first
    again = GAME.setup(NAMES[:4], {}, seed=seed)
    assert again.dealer == state.dealer and [str(e) for e in GAME.setup_events(again)] == lines
    named = dealt(4, seed=seed)
    told = [str(e) for e in GAME.setup_events(named)]
    assert named.dealer == 3 and len(told) == 1 and told[0].endswith("Dev deals.")


def test_stacked_deal_widow_sits_after_the_dealer():
    """A stacked order is dealt one card at a time from the dealer's left, the widow last."""
    order = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C"]
    state = dealt(3, {}, seed=0, stack=[order])
    assert state.hands[0][:2] == ("2C", "6C")
    assert state.hands[1][:2] == ("3C", "7C")
    assert state.hands[2][:2] == ("4C", "8C")  # the dealer
    assert state.widow[:1] == ("5C",)


# ----- the widow ----------------------------------------------------------------------------
def test_dealer_exchanges_hand_for_widow():
    """ "the dealer may either exchange his hand for the Widow ... The dead cards are not used
    in this round." """
    state = dealt(3, {}, seed=4)
    assert state.phase == WIDOW and GAME.current_player(state) == 2
    old, widow = state.hands[2], state.widow
    after = ok(state, M(kind="exchange"))
    assert after.hands[2] == widow and after.dead == old and after.widow == ()
    assert after.phase == PLAY and GAME.current_player(after) == 0
    assert not GAME.can_undo(state, M(kind="exchange"))
    check_cards(after)


def test_keeping_the_hand_is_a_house_rule_off_by_default():
    """The book gives the dealer two choices: "the dealer may either exchange his hand for the
    Widow or auction the Widow off". Keeping the hand with no auction is a house rule."""
    state = dealt(3, {}, seed=4)
    assert M(kind="keep") not in GAME.legal_moves(state)
    refused = GAME.apply(state, M(kind="keep"))
    assert not refused.ok and "house rule" in refused.reason
    assert "keep" not in GAME.status(state)
    state = dealt(3, {"keep_hand": True}, seed=4)
    after = ok(state, M(kind="keep"))
    assert after.hands == state.hands and after.dead == state.widow


def test_the_rules_page_lists_keeping_the_hand_among_the_house_rules():
    """Tester s33: the page told "Dealer may keep the hand" among the deal's rules. The deal says
    the dealer's two choices ("exchange his hand for the Widow or auction the Widow off"); the
    house rule is explained with the other house rules."""
    import re

    from cardtable.resources import rules_html

    spec = next(s for s in GAME.info.options if s.id == "keep_hand")
    assert spec.default is False and spec.alternate is None
    page = re.sub(r"\s+", " ", rules_html(GAME.info.rules_page))
    deal, house = page.split("<h2>The deal and the widow</h2>")[1].split("<h2>")[0], \
        page.split("<h2>House rules (options)</h2>")[1].split("<h2>")[0]
    assert "one of two things" in deal and "<b>Exchange</b>" in deal and "<b>Auction</b>" in deal
    assert "<b>Dealer may keep the hand</b>" not in deal
    assert "<b>Dealer may keep the hand</b> (off unless chosen)" in house


def test_saves_from_before_the_house_rule_keep_the_hand():
    """A game saved before keeping became a house rule replays with it on."""
    assert GAME.state_version >= 2
    old_auction = {"ask_every_bidder": True}  # (state version 4: see the s42 tests below)
    assert GAME.upgrade_options({"rebuy": True}, 1) == {"rebuy": True, "keep_hand": True, **LAST_DEALS, **old_auction}
    assert GAME.upgrade_options({"rebuy": True}, 3) == {"rebuy": True, **old_auction}
    assert GAME.upgrade_options({"rebuy": True}, 4) == {"rebuy": True}


def test_auction_in_turn_order_buyer_pays_dealer_and_must_play_widow():
    """ "auction the Widow off to the highest bidder and keep the proceeds. The player
    purchasing the Widow must play it even if the cards are worse than their original cards." """
    state = dealt(4, {}, seed=6)
    widow, ben_old = state.widow, state.hands[1]
    state = ok(state, M(kind="auction"))
    assert state.phase == AUCTION and GAME.current_player(state) == 0  # dealer is seat 3
    assert M(kind="bid", chips=42) not in GAME.legal_moves(state)  # only 41 chips
    state = ok(state, M(kind="bid", chips=2))
    assert GAME.current_player(state) == 1
    refused = GAME.apply(state, M(kind="bid", chips=2))
    assert not refused.ok and "more than 2" in refused.reason
    state = ok(state, M(kind="bid", chips=5))
    state = ok(state, M(kind="pass"))  # Cleo
    assert GAME.current_player(state) == 0
    state = ok(state, M(kind="pass"))  # Anna: Ben is the last bidder standing
    assert state.phase == PLAY
    assert state.hands[1] == widow and state.dead == ben_old
    assert state.chips[1] == 41 - 5 and state.chips[3] == 41 + 5
    assert total_chips(state) == 200
    check_cards(state)


def test_auction_nobody_bids():
    state = ok(dealt(3, {}, seed=6), M(kind="auction"))
    state = ok(ok(state, M(kind="pass")), M(kind="pass"))
    assert state.phase == PLAY and state.dead and state.widow == ()


def test_two_players_single_bid_buys_at_once():
    state = ok(dealt(2, {}, seed=6), M(kind="auction"))
    widow = state.widow
    state = ok(state, M(kind="bid", chips=1))
    assert state.phase == PLAY and state.hands[0] == widow


# ----- the play -----------------------------------------------------------------------------
def test_lead_lowest_then_run_passes_to_holder_and_stops():
    """ "The player to the left of the dealer will start by playing the lowest card in their
    hand. The player having the next consecutive card in the same suit then plays it. The play
    continues in this manner until ... nobody has the proper card due to it being in the dead
    hand or already played." """
    state = position([["2C", "KD"], ["3C", "5C", "8H"], ["4C", "9H", "QS"]])
    assert GAME.legal_moves(state) == [M(kind="play", card="2C")]
    refused = GAME.apply(state, M(kind="play", card="KD"))
    assert not refused.ok and "2 of clubs" in refused.reason
    state = ok(state, M(kind="play", card="2C"))
    assert GAME.current_player(state) == 1 and state.need == "3C"
    assert "3" in GAME.prompt(state, 1) and "3" not in GAME.status(state)  # the status is public
    state = ok(state, M(kind="play", card="3C"))
    assert GAME.current_player(state) == 2
    state = ok(state, M(kind="play", card="4C"))
    state = ok(state, M(kind="play", card="5C"))  # 6C is dead: the run stops with Ben
    assert GAME.current_player(state) == 1 and state.need == ""
    # "plays the lowest card in his hand in a suit of the opposite colour"
    assert GAME.legal_moves(state) == [M(kind="play", card="8H")]


def test_ace_ends_run_then_lowest_of_opposite_colour():
    """ "until the ace of the suit has been played ... The player who played the last card now
    plays the lowest card in his hand in a suit of the opposite colour to the suit last
    played" """
    state = position([["KH", "AH", "4S", "2D", "6C"], ["3C", "10S"]], need="KH")
    state = ok(state, M(kind="play", card="KH"))
    assert state.need == "AH" and GAME.current_player(state) == 0
    state = ok(state, M(kind="play", card="AH"))
    assert GAME.current_player(state) == 0 and state.last_suit == "H"
    assert GAME.legal_moves(state) == [M(kind="play", card="4S")]  # 2D is lower but red


def test_lowest_rank_in_two_suits_player_chooses():
    state = position([["3S", "3C", "9D"], ["5H"]], last_suit="H")
    assert set(GAME.legal_moves(state)) == {M(kind="play", card="3S"), M(kind="play", card="3C")}


def test_no_card_of_opposite_colour_plays_lowest_card():
    """Choice: with no card of the opposite colour, the player who stopped the run plays his
    lowest card of any suit."""
    state = position([["6D", "3H"], ["2S", "9C"]], last_suit="H")
    assert GAME.legal_moves(state) == [M(kind="play", card="3H")]


def test_pass_left_option_when_no_opposite_colour():
    """Option: the turn passes left to the first player holding the opposite colour."""
    state = position([["QH", "6D", "3H"], ["2D"], ["9C", "4S"]], need="QH", options={"pass_left": True})
    state = ok(state, M(kind="play", card="QH"))  # KH is dead: run stops
    assert GAME.current_player(state) == 2
    assert GAME.legal_moves(state) == [M(kind="play", card="4S")]


# ----- paying ------------------------------------------------------------------------------
@pytest.mark.parametrize("card", SINGLE_CARD_SPACES)
def test_each_pay_card_collects_its_space(card):
    """ "When a player lays down a card or cards matching one of the spaces on the board they
    collect the chips that are in that space." """
    state = position([[card, "2C"], ["3C"]], need=card)
    before = state.chips[0]
    pile = space(state, card)
    assert pile == 2
    state = ok(state, M(kind="play", card=card))
    assert state.chips[0] == before + pile and space(state, card) == 0
    assert (card, 0, pile) in state.payouts


def test_ace_and_king_of_diamonds_by_one_player():
    """The ace-and-king space pays when one player has played both in the round."""
    state = position([["KD", "AD", "2C"], ["3C"]], need="KD")
    state = ok(state, M(kind="play", card="KD"))
    assert space(state, AKD) == 2
    state = ok(state, M(kind="play", card="AD"))
    assert space(state, AKD) == 0 and state.chips[0] == 41 + 2


def test_ace_and_king_of_diamonds_split_pays_nothing():
    state = position([["KD", "2C"], ["AD", "3C"]], need="KD")
    state = ok(ok(state, M(kind="play", card="KD")), M(kind="play", card="AD"))
    assert space(state, AKD) == 2 and state.chips == (41, 41)


def test_seven_eight_nine_of_one_suit():
    """The 7-8-9 space pays when one player plays the 7, 8 and 9 of one suit."""
    state = position([["7H", "8H", "9H", "2C"], ["3C"]], need="7H")
    for card in ("7H", "8H"):
        state = ok(state, M(kind="play", card=card))
        assert space(state, SEQ789) == 2
    state = ok(state, M(kind="play", card="9H"))
    assert space(state, SEQ789) == 0 and state.chips[0] == 43
    split = position([["7H", "9H", "2C"], ["8H", "3C"]], need="7H")
    for card in ("7H", "8H", "9H"):
        split = ok(split, M(kind="play", card=card))
    assert space(split, SEQ789) == 2


def play_out(state, rng):
    while state.phase in (WIDOW, AUCTION, PLAY):
        moves = GAME.legal_moves(state)
        state = ok(state, moves[rng.randrange(len(moves))])
    return state


def test_space_builds_up_over_rounds():
    """ "Some spaces will not get collected each round and the chips will build up in them
    until the matching card(s) are played." """
    order = stacked_order(3, [[], [], []], widow=["10S"])
    state = dealt(3, {}, seed=2, stack=[order])
    assert "10S" in state.widow
    state = play_out(ok(state.replace(options={**state.options, "keep_hand": True}), M(kind="keep")),
                     random.Random(1))  # 10S is dead this round
    assert state.phase == ROUND_OVER and space(state, "10S") == 3
    state = ok(state, M(kind="next_round"))
    assert space(state, "10S") == 6
    holder = next(i for i, h in enumerate(state.hands) if "10S" in h)
    hands = [h for h in state.hands]
    state = state.replace(phase=PLAY, need="10S", turn=holder, dead=state.widow, widow=(),
                          round_hands=tuple(hands))
    before = state.chips[holder]
    state = ok(state, M(kind="play", card="10S"))
    assert state.chips[holder] == before + 6


# ----- going out and the poker hand ---------------------------------------------------------
def test_going_out_wins_rummoli_then_poker_settled():
    """ "The first player to get rid of all his cards collects the chips on the space marked
    'Rummoli' and this marks the end of one round. At this point each player finds the 5 cards
    that will create their best poker hand and the highest poker hand will take the chips in
    the spot marked as 'Poker'" """
    state = position(
        [["2C"], ["3D", "4D"], ["5S"]],
        played=["KS", "KH", "KD", "7S", "7H", "AS", "QS", "JS", "10S", "9S"],
        round_hands=[["2C", "KS", "KH", "KD", "7S", "7H"], ["3D", "4D", "AS", "QS", "JS"], ["5S", "10S", "9S"]],
    )
    state = ok(state, M(kind="play", card="2C"))
    assert state.phase == ROUND_OVER
    assert state.chips[0] == 41 + 3 + 3  # Rummoli pot, and the Poker pot with kings full
    assert space(state, RUMMOLI) == 0 and space(state, POKER) == 0
    record = state.history[-1]
    assert record["rummoli"] == 0 and record["poker_winners"] == [0]
    assert record["poker_hand"] == "full house, kings over sevens"
    assert not GAME.can_undo(position([["2C"], ["3C"]]), M(kind="play", card="2C"))


def test_poker_tie_splits_odd_chip_stays():
    state = position(
        [["2C"], ["2D"], ["5S"]],
        round_hands=[["2C", "AS", "KS", "9D", "7C"], ["2D", "AH", "KH", "9C", "7S"], ["5S", "4H", "6C", "8D", "JC"]],
        played=[],
    )
    state = ok(state, M(kind="play", card="2C"))
    assert state.history[-1]["poker_winners"] == [0, 1]
    assert state.chips[1] == 41 + 1 and space(state, POKER) == 1
    assert total_chips(state) == 150


def test_poker_first_option_settles_before_the_play():
    """Option (common published rule): the Poker space is settled when play begins."""
    state = dealt(3, {"poker_first": True, "keep_hand": True}, seed=8)
    state = ok(state, M(kind="keep"))
    assert space(state, POKER) in (0, 1) and state.poker_done
    state = play_out(state, random.Random(2))
    assert state.phase == ROUND_OVER and total_chips(state) == 150
    assert sum(1 for p in state.payouts if p[0] == POKER) == len(state.history[-1]["poker_winners"])


# ----- chips and the end ---------------------------------------------------------------------
def round_over(n=3, seed=5, options=None):
    state = dealt(n, {"keep_hand": True, **(options or {})}, seed=seed)
    return play_out(ok(state, M(kind="keep")), random.Random(seed))


def test_short_of_chips_is_out():
    """ "If a player does not have enough chips to ante the next round then they are out of
    the game." """
    state = round_over()
    chips = list(state.chips)
    chips[2] += chips[1] - 8
    chips[1] = 8
    state = state.replace(chips=tuple(chips))
    total = total_chips(state)
    after = ok(state, M(kind="next_round"))
    assert after.in_game == (True, False, True)
    assert after.hands[1] == () and after.chips[1] == 8
    assert total_chips(after) == total
    check_cards(after)


def test_only_one_can_ante_game_must_end():
    state = round_over(n=2)
    state = state.replace(chips=(state.chips[0] + state.chips[1] - 3, 3))
    assert GAME.legal_moves(state) == [M(kind="end_game")]


def test_rounds_to_play_option_ends_the_game_after_the_rounds_agreed():
    """ "When the players decide to end the game ...": a family with computers at the table
    decides at set-up (house option "Rounds to play"); after the last round agreed the only
    move is the end procedure, and dealing on is refused in plain words."""
    state = round_over(options={"rounds": 1})
    assert state.round_no == 1
    assert GAME.legal_moves(state) == [M(kind="end_game")]
    result = GAME.apply(state, M(kind="next_round"))
    assert not result.ok and result.reason == "The 1 rounds agreed are played: the game ends now."
    assert "the last of the rounds agreed" in GAME.status(state)
    assert ok(state, M(kind="end_game")).phase == END
    # two rounds agreed: after the first the next dealer may still deal on
    assert M(kind="next_round") in GAME.legal_moves(round_over(options={"rounds": 2}))
    assert M(kind="next_round") in GAME.legal_moves(round_over())  # 0: the players decide


def test_a_computer_dealing_next_never_ends_the_game_for_the_family():
    """ "When the players decide to end the game": a computer at the table leaves that to the
    family (at random, a computer dealer once ended the game after the first round four times
    in ten); it ends the game only when nobody else could ante or the rounds agreed are played."""
    from cardtable.ai import agent_for, information_set

    state = round_over()
    seat = GAME.to_act(state)[0]
    info = information_set(GAME, state, seat)
    assert info.legal == (M(kind="next_round"),)
    for level in ("random", "easy", "medium", "hard"):
        assert agent_for(level).choose(GAME, info, 3).kind == "next_round"
    done = round_over(options={"rounds": 1})
    assert information_set(GAME, done, seat).legal == (M(kind="end_game"),)


def test_rebuy_option():
    """Alternate rule: "Allow players to re-buy chips if they run out" """
    state = round_over(options={"rebuy": True})
    chips = list(state.chips)
    chips[2] += chips[1] - 4
    chips[1] = 4
    state = state.replace(chips=tuple(chips))
    state = ok(state, M(kind="next_round"))
    assert state.phase == REBUY and GAME.current_player(state) == 1
    after = ok(state, M(kind="rebuy"))
    assert after.phase == WIDOW and after.chips[1] == 4 + 50 - 9 and after.bought[1] == 50
    assert GAME.scores(after)[1] == 4 + 50 - 9 - 50
    retired = ok(state, M(kind="retire"))
    assert retired.in_game == (True, False, True) and retired.phase == WIDOW


def test_end_of_game_procedure():
    """ "When the players decide to end the game have the next dealer declare the spot with the
    lowest amount of chips and deal a poker hand face up to each player to determine the winner
    of that pot. Proceed dealing poker hands until all of the pots are claimed." """
    state = round_over()
    total = total_chips(state)
    spaces = [0, 5, 3, 3, 7, 0, 9, 2, 4]
    moved = sum(state.spaces) - sum(spaces)
    chips = list(state.chips)
    chips[0] += moved
    state = state.replace(spaces=tuple(spaces), chips=tuple(chips))
    state = ok(state, M(kind="end_game"))
    assert state.phase == END and GAME.current_player(state) == 0  # dealer was seat 2
    assert GAME.legal_moves(state) == [M(kind="name_space", space=SPACES[7])]
    royal = ["AS", "2C", "3C", "KS", "4C", "5C", "QS", "6C", "7C", "JS", "8C", "9C", "10S"]
    state = state.replace(stack=((),) * state.shuffles + (tuple(royal),))
    state = ok(state, M(kind="name_space", space=SPACES[7]))
    # Cards are dealt from the next dealer's (Anna's) left: Ben gets the royal flush.
    assert state.end_deals[-1]["winners"] == [1] and state.end_deals[-1]["hand"] == "royal flush"
    assert state.spaces[7] == 0
    # Now spaces 2 and 3 tie on 3 chips: the dealer picks.
    assert set(GAME.legal_moves(state)) == {M(kind="name_space", space=SPACES[2]), M(kind="name_space", space=SPACES[3])}
    while state.phase == END:
        state = ok(state, GAME.legal_moves(state)[0])
        check_cards(state)
    assert state.phase == GAME_OVER and sum(state.spaces) == 0
    assert total_chips(state) == total
    assert GAME.winners(state)


def test_refused_moves_leave_state_unchanged():
    state = position([["2C", "KD"], ["3C"]])
    before = state.to_json()
    for bad in ({"kind": "play", "card": "3C"}, {"kind": "play", "card": "ZZ"}, {"kind": "bid", "chips": 3},
                {"kind": "next_round"}, {"kind": "nonsense"}, {"kind": "play", "card": ["x"]}):
        result = GAME.apply(state, bad)
        assert not result.ok and result.reason
    assert state.to_json() == before
    reason = GAME.apply(position([["2C", "3C"], ["4C"]], need="4C", turn=1), {"kind": "play", "card": "3C"}).reason
    assert reason == "It is not your card to play: Ben must play the 4 of clubs."


# ----- property test ------------------------------------------------------------------------
def invariants(before, move, after):
    n = len(after.players)
    assert total_chips(after) == n * after.options["start_chips"] + sum(after.bought)
    assert all(c >= 0 for c in after.chips) and all(s >= 0 for s in after.spaces)
    check_cards(after)
    if after.phase == PLAY:
        p = GAME.current_player(after)
        assert after.in_game[p] and after.hands[p]
        if after.need:
            assert after.need in after.hands[p]  # whoever holds the wanted card moves
    for seat, hand in enumerate(after.hands):
        if not after.in_game[seat] and after.phase in (WIDOW, AUCTION, PLAY):
            assert hand == ()


def test_property_random_rounds_conserve_chips_and_cards():
    """At least 300 seeded random rounds for 2 to 8 players: after every move chips are
    conserved and every card is in exactly one place; a sample of illegal moves is refused with
    the state unchanged; replaying the record gives the same final state."""
    rounds = 0
    seed = 0
    bad_moves = [M(kind="play", card=c) for c in ("2C", "AS", "7H", "KD")] + [
        M(kind="bid", chips=1000), M(kind="next_round"), M(kind="name_space", space="rummoli"),
        M(kind="keep"), M(kind="pass")]
    while rounds < 320:
        n = 2 + seed % 7
        rng = random.Random(seed)
        opts = {"rebuy": seed % 3 == 0, "pass_left": seed % 4 == 1, "poker_first": seed % 5 == 2,
                "start_chips": rng.choice([9, 20, 50])}
        state = GAME.setup(NAMES[:n], opts, seed=seed)
        moves = []
        steps = 0
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            assert legal and len(set(legal)) == len(legal)
            if state.phase == ROUND_OVER:
                rounds += 1
                cont = [m for m in legal if m.kind == "next_round"]
                move = cont[0] if cont and rng.random() < 0.85 else M(kind="end_game")
            else:
                move = legal[rng.randrange(len(legal))]
            if steps % 7 == 0:
                bad = rng.choice(bad_moves)
                if bad not in legal:
                    snap = state.to_json()
                    assert not GAME.apply(state, bad).ok
                    assert state.to_json() == snap
            after = ok(state, move)
            invariants(state, move, after)
            GAME.status(after)
            GAME.view(after, GAME.current_player(after))
            moves.append(move)
            state = after
            steps += 1
        from cardtable.core.records import Record
        record = Record("rummoli", NAMES[:n], dict(state.options), seed, [], moves, state_version=GAME.state_version)
        assert replay(record, GAME).to_json() == state.to_json()
        seed += 1
    assert rounds >= 300


def test_random_full_games_replay():
    for seed in range(20):
        record, state = random_game(GAME, NAMES[: 2 + seed % 7], {"rebuy": seed % 2 == 0}, seed,
                                    on_move=invariants)
        assert replay(record, GAME).to_json() == state.to_json()


def test_view_hides_other_hands():
    state = dealt(3, {}, seed=1)
    v = GAME.view(state, 0)
    assert v["zones"]["hand/0"]["cards"] == list(state.hands[0])
    assert v["zones"]["hand/1"]["cards"] == [None] * len(state.hands[1])
    assert v["zones"]["widow"]["cards"] == [None] * len(state.widow)
    assert v["zones"]["widow"]["count"] == len(state.widow)


# ----- engine contract v2: junk moves, public text, undo ----------------------------------
from hypothesis import given, settings, strategies as st  # noqa: E402

from cardtable.games.rummoli import SPACE_NAMES  # noqa: E402

from .public_safety import check_junk_move, junk_moves, mid_game_states, public_leaks  # noqa: E402

JUNK_STATES = mid_game_states(GAME, [NAMES[:3], NAMES[:8], NAMES[:2]],
                              [{"keep_hand": True}, {"rebuy": True, "start_chips": 9}, {"pass_left": True}])
RUMMOLI_JUNK = junk_moves(
    ["keep", "exchange", "auction", "bid", "pass", "play", "next_round", "end_game", "rebuy", "retire", "name_space"],
    ["card", "chips", "space", "seat"],
    list(DECK) + list(SPACES) + ["1", "10s", "AS "],
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(JUNK_STATES))), RUMMOLI_JUNK | st.builds(lambda c: {"kind": "bid", "chips": c},
                                                                          st.integers(-5, 60)))
def test_any_json_move_is_applied_or_refused(index, move):
    """check() is total: any JSON inside a move is applied or refused, the state unchanged."""
    check_junk_move(GAME, JUNK_STATES[index], move)


def test_a_bid_is_an_amount_checked_against_a_range():
    """A bid is any amount above the high bid, up to the bidder's chips; the table is offered
    a few (1, 2, 5 and 10 over the high bid), never a thousand."""
    state = ok(dealt(3, {"start_chips": 1000}, seed=6), M(kind="auction"))
    offered = [m["chips"] for m in GAME.legal_moves(state) if m.kind == "bid"]
    assert offered == [1, 2, 5, 10]
    assert GAME.check(state, M(kind="bid", chips=991)) is None  # all 991 chips
    assert GAME.check(state, M(kind="bid", chips=992)) == "Anna has only 991 chips."
    assert GAME.check(state, M(kind="bid", chips=0)) == "You must bid more than 0."
    assert GAME.check(state, M(kind="bid", chips=2.5)) == "A bid is a whole number of chips."
    state = ok(state, M(kind="bid", chips=437))
    assert [m["chips"] for m in GAME.legal_moves(state) if m.kind == "bid"] == [438, 439, 442, 447]
    assert "more than 437" in GAME.apply(state, M(kind="bid", chips=437)).reason


def test_status_and_log_never_name_a_hidden_card():
    """Issue 12: "A status, a summary or a tooltip is public: it says only what every seat may
    see." At every step of seeded random games no card code or card name of a card some seat
    may not see appears in status() or in the log's sentences (the spaces are named after cards:
    "ace of spades" there names a space). The one exception the rules make public: "Nobody can
    play the 5 of hearts" (everyone sees that nobody plays it)."""
    not_cards = [f"{name} space" for name in SPACE_NAMES.values()] + list(SPACE_NAMES.values())
    for seed in range(12):
        n = 2 + seed % 7
        state = GAME.setup(NAMES[:n], {"keep_hand": seed % 2 == 0, "pass_left": seed % 3 == 0,
                                       "poker_first": seed % 4 == 1}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            assert public_leaks(GAME, state, [GAME.status(state)], not_cards) == [], (seed, GAME.status(state))
            legal = GAME.legal_moves(state)
            if state.phase == ROUND_OVER and state.round_no >= 3:
                move = M(kind="end_game")
            else:
                move = legal[rng.randrange(len(legal))]
            result = GAME.apply(state, move)
            public = [e for e in result.events if e.kind != "run_stopped"]
            assert public_leaks(GAME, result.state, public, not_cards) == [], (seed, public)
            state = result.state


def test_the_prompt_names_the_cards_for_the_player_to_move_only():
    """ "Anna: lead your lowest card (3♣ or 3♥)" is Anna's prompt, not the public status."""
    state = position([["3C", "3H", "9D"], ["5H", "4C"]])
    assert GAME.prompt(state, 0) == "Anna: lead your lowest card (3\u2663 or 3\u2665)."
    assert GAME.status(state) == "Anna: lead your lowest card."
    assert GAME.prompt(state, 1) == GAME.status(state)


# Undo as a peek (issue 12): a move that showed the mover something new cannot be taken back.
def test_undo_after_a_play_that_shows_who_holds_the_next_card():
    """Play 3♣, read "Cleo: play the 4♣", undo and play differently: refused."""
    state = position([["3C", "3H", "9D"], ["5H"], ["4C", "KS"]])
    assert not GAME.can_undo(state, M(kind="play", card="3C"))  # Cleo holds the 4♣
    assert not GAME.can_undo(state, M(kind="play", card="3H"))  # nobody can play the 4♥


def test_undo_after_a_play_that_shows_nobody_can_play():
    state = position([["3C", "9D"], ["5H"]])
    after = ok(state, M(kind="play", card="3C"))
    assert after.need == "" and after.last_suit == "C"  # "Nobody can play the 4 of clubs"
    assert not GAME.can_undo(state, M(kind="play", card="3C"))


def test_undo_allowed_when_the_next_card_is_the_players_own_or_the_ace_ends_the_run():
    assert GAME.can_undo(position([["3C", "4C", "9D"], ["5H"]]), M(kind="play", card="3C"))
    assert GAME.can_undo(position([["AC", "9D"], ["5H"]], need="AC"), M(kind="play", card="AC"))


def test_undo_when_the_next_card_is_in_the_dead_hand_the_player_gave_up():
    state = position([["3C", "9D"], ["5H"]], dead_owner=0)  # 4♣ is in the dead hand, seen by Anna
    assert GAME.can_undo(state, M(kind="play", card="3C"))
    assert not GAME.can_undo(state.replace(dead_owner=1), M(kind="play", card="3C"))


def test_undo_refused_when_pass_left_shows_who_holds_the_colour():
    state = position([["QH", "6D", "3H"], ["2D"], ["9C", "4S"]], need="QH", options={"pass_left": True})
    assert not GAME.can_undo(state, M(kind="play", card="QH"))  # Ben passes, Cleo leads


def test_undo_refused_after_going_out_and_the_showdown():
    assert not GAME.can_undo(position([["2C"], ["3C", "5D"]]), M(kind="play", card="2C"))


def test_undo_of_the_dealers_choices():
    """The dealer can keep, read the next player's lowest card, undo and choose again: the
    status no longer names it, so keeping can be taken back; taking the widow cannot."""
    state = dealt(3, {"keep_hand": True}, seed=4)
    assert GAME.can_undo(state, M(kind="keep"))
    after = ok(state, M(kind="keep"))
    assert public_leaks(GAME, after, [GAME.status(after)]) == []
    assert not GAME.can_undo(state, M(kind="exchange"))
    assert GAME.can_undo(state, M(kind="auction"))
    poker_first = dealt(3, {"keep_hand": True, "poker_first": True}, seed=4)
    assert not GAME.can_undo(poker_first, M(kind="keep"))  # the Poker space was settled


def test_undo_in_the_auction():
    state = ok(dealt(3, {}, seed=6), M(kind="auction"))
    assert GAME.can_undo(state, M(kind="bid", chips=3))
    assert GAME.can_undo(state, M(kind="pass"))
    state = ok(state, M(kind="bid", chips=3))
    assert not GAME.can_undo(state, M(kind="pass"))  # Anna buys the widow and sees it
    nobody = ok(ok(dealt(3, {}, seed=6), M(kind="auction")), M(kind="pass"))
    assert GAME.can_undo(nobody, M(kind="pass"))  # the widow goes dead unseen


def test_undo_between_rounds():
    state = round_over(options={"rebuy": True})
    assert not GAME.can_undo(state, M(kind="next_round"))  # a deal
    assert GAME.can_undo(state, M(kind="end_game"))
    ended = ok(state, M(kind="end_game"))
    assert not GAME.can_undo(ended, GAME.legal_moves(ended)[0])  # an end deal, face up
    chips = list(state.chips)
    chips[2] += chips[0] - 4 + chips[1] - 4
    chips[0] = chips[1] = 4
    rebuy = ok(state.replace(chips=tuple(chips)), M(kind="next_round"))
    assert rebuy.pending == (0, 1)
    assert GAME.can_undo(rebuy, M(kind="rebuy")) and GAME.can_undo(rebuy, M(kind="retire"))
    last = ok(rebuy, M(kind="rebuy"))
    assert not GAME.can_undo(last, M(kind="retire"))  # the next round is dealt


def test_events_carry_kinds_and_data():
    state = position([["10S", "2C"], ["JS", "3C"]], need="10S")
    events = GAME.apply(state, M(kind="play", card="10S")).events
    assert [e.kind for e in events] == ["card_moved", "chips_paid"]
    assert events[0].data["card"] == "10S" and events[0].data["src"] == "hand/0" and events[0].data["dst"] == "played"
    assert events[1].data == {"src": "space:10S", "dst": "seat:0", "amount": 2, "space": "10S", "seat": 0}
    assert events[1] == "Anna collects 2 chips from the 10 of spades space."


def test_messages_say_their_not_his():
    """Messages say "his" where the player may be anyone: the name or "their"."""
    state = dealt(3, {"keep_hand": True}, seed=4)
    texts = [GAME.status(state), GAME.explain(state, M(kind="bid", chips=1))]
    texts += GAME.apply(state, M(kind="keep")).events + GAME.apply(state, M(kind="exchange")).events
    nobody = ok(ok(dealt(3, {}, seed=6), M(kind="auction")), M(kind="pass"))
    texts += GAME.apply(nobody, M(kind="pass")).events
    assert not [t for t in texts if re.search(r"\bhis\b|\bhim\b", t)], texts


# The run stopped, said as the book says why (s38 t3): "until the ace of the suit has been played
# or until nobody has the proper card (due to it being in the dead hand or already played)".
def test_a_run_stopped_by_a_card_already_played_says_so():
    """The tester: "'Nobody can play the 6 of spades: the run stops.' when the 6♠ was already
    played earlier in the round ... A family reads 'nobody can play' as 'someone is hiding it'."""
    state = position([["5S", "9D"], ["5H", "KC"]], played=("6S",))
    result = GAME.apply(state, M(kind="play", card="5S"))
    assert result.ok
    said = [e.text for e in result.events if e.kind == "run_stopped"]
    assert said == ["The 6 of spades is already played: the run stops."]
    # every player saw the 6♠ played: the stop shows nothing, so it may be taken back
    assert GAME.can_undo(state, M(kind="play", card="5S"))


def test_a_run_stopped_by_a_dead_card_says_it_is_in_the_dead_hand():
    """ "due to it being in the dead hand": the whole deck is dealt and every play is seen, so a
    card nobody plays that was not played can only be dead; naming the dead hand tells nobody
    more than the stop itself does (the dead hand's other cards are never named)."""
    state = position([["5S", "9D"], ["5H", "KC"]])  # the 6♠ is dead
    result = GAME.apply(state, M(kind="play", card="5S"))
    said = [e.text for e in result.events if e.kind == "run_stopped"]
    assert said == ["The 6 of spades is in the dead hand: the run stops."]
    assert not GAME.can_undo(state, M(kind="play", card="5S"))
    assert GAME.shown_words(state, M(kind="play", card="5S"), result.state) == \
        "that the 6 of spades is in the dead hand"


# No card of the opposite colour (s41 t2): Sam held only 10♠ and 9♣ after a club run and was told
# "the run stopped; lead your lowest red card (9♣)". The rule: "The player who played the last
# card now plays the lowest card in his hand in a suit of the opposite colour to the suit last
# played"; with none of that colour the app lets him lead his lowest card, and says so.
def test_the_prompt_and_status_say_when_the_player_has_no_card_of_the_opposite_colour():
    state = position([["10S", "9C"], ["5H", "KD"]], last_suit="C")
    assert GAME.legal_moves(state) == [M(kind="play", card="9C")]
    assert GAME.prompt(state, 0) == "Anna: no red card: lead your lowest card (9\u2663)."
    # (the status, read by all, the same whatever Anna holds: test_public_text)
    assert GAME.status(state) == "Anna: the run stopped; lead your lowest red card (with none, your lowest card)."
    assert GAME.wanted_text(state) == "the lowest card, having no red card (the 9 of clubs)"


def test_the_prompt_still_names_the_colour_when_the_player_has_one():
    state = position([["10S", "9C", "QH"], ["5H", "KD"]], last_suit="C")
    assert GAME.prompt(state, 0) == "Anna: the run stopped; lead your lowest red card (Q\u2665)."
    assert GAME.status(state) == "Anna: the run stopped; lead your lowest red card (with none, your lowest card)."


# ----- s42 t1: a bidder who cannot bid is not handed the laptop -------------------------------
def test_a_bidder_with_no_chips_passes_at_once():
    """ "auction the Widow off to the highest bidder": a bidder with no chips (or no more than the
    high bid) cannot bid, so the engine passes for them and says so; the laptop was handed to
    them only to press Pass ("Widow auction (no bid yet): Sam, bid or pass.", s42 t1)."""
    state = dealt(3, {}, seed=6).replace(chips=(0, 5, 0))  # Cleo (seat 2) deals
    result = GAME.apply(state, M(kind="auction"))
    assert result.ok
    state = result.state
    assert "Anna has no chips to bid: passes." in [e.text for e in result.events]
    assert state.phase == AUCTION and GAME.current_player(state) == 1 and state.passed == (0,)
    result = GAME.apply(state, M(kind="bid", chips=5))  # Ben: nobody left who could bid more
    assert result.ok and result.state.phase == PLAY and result.state.widow_taker == 1
    # a bidder who has chips, but no more than the high bid, passes too
    state = ok(dealt(3, {}, seed=6).replace(chips=(9, 4, 0)), M(kind="auction"))
    result = GAME.apply(state, M(kind="bid", chips=4))  # Anna bids 4: Ben's 4 cannot outbid it
    texts = [e.text for e in result.events]
    assert "Ben has only 4 chips, not more than the high bid: passes." in texts
    assert result.state.phase == PLAY and result.state.widow_taker == 0


def test_nobody_able_to_bid_the_widow_is_dead_at_once():
    """Everyone with no chips after the ante (starting chips 9): the auction ends at once."""
    state = ok(dealt(3, {"start_chips": 9}, seed=6), M(kind="auction"))
    assert state.chips == (0, 0, 0) and state.phase == PLAY and state.widow == ()


def test_a_game_saved_before_asks_every_bidder_and_replays():
    """A game saved under state version 3 recorded a Pass for each bidder with no chips: it
    replays, and plays on, as it was played (the old rule kept, offered by no set-up)."""
    from cardtable.core.records import Record
    from cardtable.games.rummoli import ASK_EVERY_BIDDER

    assert GAME.state_version >= 4
    assert GAME.upgrade_options({"rebuy": True}, 3)[ASK_EVERY_BIDDER] is True
    assert ASK_EVERY_BIDDER not in GAME.upgrade_options({"rebuy": True}, 4)
    options = {**LAST_DEALS, "start_chips": 9}
    old = Record(game="rummoli", players=NAMES[:3], options=dict(options), seed=6, state_version=3,
                 moves=[M(kind="auction"), M(kind="pass"), M(kind="pass"), ])
    state = replay(old, GAME)
    assert state.phase == PLAY and state.widow == ()
    assert state.options.get(ASK_EVERY_BIDDER) is True
    assert GAME.new_game_options(state.options).get(ASK_EVERY_BIDDER) is None  # Play again: today's rule
    new = Record(game="rummoli", players=NAMES[:3], options=dict(options), seed=6,
                 state_version=GAME.state_version, moves=[M(kind="auction")])
    assert replay(new, GAME).phase == PLAY


def test_the_lowest_card_refusal_speaks_to_the_player():
    """ "The player to the left of the dealer will start by playing the lowest card in their
    hand": the refusal is for the player's own eyes, so "your hand" (s42 t1: "in the hand")."""
    state = position([["2C", "9H"], ["3C"]])
    reason = GAME.apply(state, M(kind="play", card="9H")).reason
    assert reason == "You must play the lowest card in your hand (the 2 of clubs)."
