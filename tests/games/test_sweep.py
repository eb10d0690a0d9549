"""Sweep (Scoot) rule tests, from 004_312affb30e9b3af0.txt, section "Sweep (Scoot)".

The deal is stacked (blind cards, then face-up cards, then hands, each seat in turn from the
dealer's left); the last seat deals (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat
0 leads. Positions later in a round are laid out on the table with ``replace``."""

import json
import random

import pytest

from cardtable.core.cards import RANK_OF, card_name
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move
from cardtable.core.zones import card_counts
from cardtable.games.sweep import GAME, POINTS, VALUE

from .contract import check_contract
from .stacking import applied, play, refused

THREE = ["Anna", "Ben", "Cleo"]
NO_CARDS = ("", "", "", "")


def stacked(blinds, ups, hands):
    order = [c for part in (blinds, ups, hands) for seat in part for c in seat]
    return [order]


def table(hands, up=None, blind=None, pile=(), set_rank="", set_count=0, turn=0, options=None, players=THREE):
    """A position: each seat's hand, face-up slots and blind slots, and the set in play."""
    s = GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=4)
    n = len(players)
    return s.replace(hands=tuple(tuple(h) for h in hands), up=tuple(tuple(u) for u in (up or [NO_CARDS] * n)),
                     blind=tuple(tuple(b) for b in (blind or [NO_CARDS] * n)), pile=tuple(pile),
                     set_rank=set_rank, set_count=set_count, turn=turn)


def test_deal_fourteen_in_hand_four_blind_four_face_up():
    """"22 cards are dealt to each player: 14 are in your hand, 4 are face down (blind), 4 are face
    up on top of the four blind cards"; "Enough decks to ensure there are 22 cards for each
    person"; "Discard any left over cards but keep them to deal the next round\""""
    blinds = [["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"]]
    ups = [["6S", "8S", "9S", "JS"], ["6H", "8H", "9H", "JH"]]
    hands = [["KS", "QS", "7S", "AS", "10S", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
             ["KH", "QH", "7H", "AH", "10H", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"]]
    s = GAME.setup(["Anna", "Ben"], dict(LAST_DEALS), seed=1, stack=stacked(blinds, ups, hands))
    assert [list(h) for h in s.hands] == hands and [list(u) for u in s.up] == ups
    assert [list(b) for b in s.blind] == blinds and len(s.leftover) == 52 - 44
    assert [GAME.decks(n) for n in range(2, 9)] == [1, 2, 2, 3, 3, 3, 4]
    obs = GAME.observation(s, 1)
    assert obs["zones"]["covered/1"]["cards"] == [None] * 4 and obs["zones"]["up/0"]["cards"] == ups[0]
    assert "blind/1" not in obs["zones"]  # none uncovered yet
    assert GAME.current_player(s) == 0  # "The player to the left of the dealer leads"


def test_a_blind_card_uncovered_lies_apart_from_the_covered_ones():
    """ "4 face up on top of the four blind cards"; "the blind card will always be played blind
    and can be played any time once they are exposed". Tester t1 (s29): once a face-up card was
    played the face-up row closed up, and nothing showed which blind card it had covered. The
    uncovered blind cards are a zone of their own ("Blind, uncovered"), the covered ones another."""
    blinds = [["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"]]
    ups = [["6S", "8S", "9S", "JS"], ["6H", "8H", "9H", "JH"]]
    hands = [["KS", "QS", "7S", "AS", "10S", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"],
             ["KH", "QH", "7H", "AH", "10H", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"]]
    s = GAME.setup(["Anna", "Ben"], dict(LAST_DEALS), seed=1, stack=stacked(blinds, ups, hands))
    s = GAME.apply(s, {"kind": "play", "cards": (), "up": (1,)}).state  # the 8 of spades, off the 3
    zones = {z.key: z for z in GAME.zones(s)}
    assert zones["blind/0"].cards == ("3S",) and zones["blind/0"].label == "Blind, uncovered"
    assert zones["covered/0"].cards == ("2S", "4S", "5S") and zones["covered/0"].label == "Blind, covered"
    assert GAME.observation(s, 0)["zones"]["blind/0"]["cards"] == [None]  # played blind: unseen
    # the table's drag of the blind play is from the uncovered row; a covered card dropped on the
    # set is the blind play the engine refuses, with the rule
    from cardtable.core.game import Drag, Move

    s = GAME.apply(s, {"kind": "play", "cards": ("7H",)}).state  # Ben
    assert GAME.table_drag(s, Move(kind="blind", slot=1)) == Drag((("blind/0", 0),), ("set",))
    assert GAME.table_drop(s, 0, Drag((("blind/0", 0),), ("set",))) == Move(kind="blind", slot=1)
    move = GAME.table_drop(s, 0, Drag((("covered/0", 0),), ("set",)))
    assert move == Move(kind="blind", slot=0)
    assert GAME.apply(s, move).reason == "That blind card is not exposed yet: play the face-up card on it first."
    # re-dealt for a computer's guess: each row keeps its own cards' places
    again = GAME.with_zones(s, {"blind/0": ("4S",), "covered/0": ("3S", "2S", "5S")})
    assert again.blind[0] == ("3S", "4S", "2S", "5S")


def test_card_order_kings_high_aces_low_tens_lowest():
    """"Kings are high - Aces are low, 10's are lower than Aces\""""
    assert VALUE["K"] > VALUE["Q"] > VALUE["2"] > VALUE["A"] > VALUE["10"]


def test_lead_a_set_of_one_rank():
    """"The player leads out cards as sets (same rank) in the center of the table.\""""
    s = table([["9S", "9H", "5C"], ["KD"], ["2D"]])
    assert refused(GAME, s, kind="play", cards=["9S", "5C"], up=[]) == "A play is a set of one rank."
    s = play(GAME, s, kind="play", cards=["9S", "9H"], up=[])
    assert (s.set_rank, s.set_count, GAME.current_player(s)) == ("9", 2, 1)


def test_follow_with_a_matching_card_or_lower():
    """"The next player is allowed to play a matching card to what was lead or lower card(s).\"
    Decided: a lower play of any count starts a new set."""
    s = table([[], ["KD", "9C", "5C", "5D"], ["2D"]], pile=["9S", "9H"], set_rank="9", set_count=2, turn=1)
    # Ben holds lower cards, so he may not pick up: the refusal does not offer it
    assert refused(GAME, s, kind="play", cards=["KD"], up=[]) == (
        "The king is higher than the 9s: play a 9 or lower (you have one, so you may not pick up the pile).")
    matched = play(GAME, s, kind="play", cards=["9C"], up=[])
    assert (matched.set_rank, matched.set_count) == ("9", 3)
    lower = play(GAME, s, kind="play", cards=["5C", "5D"], up=[])
    assert (lower.set_rank, lower.set_count, lower.pile) == ("5", 2, ("9S", "9H", "5C", "5D"))


def test_four_of_a_rank_sweeps_and_the_sweeper_leads():
    """"If they make a matching set of 4 on the table they Sweep the cards from the play area and
    get to lead.\""""
    s = table([[], ["9C", "KD"], ["2D"]], pile=["JS", "9S", "9H", "9D"], set_rank="9", set_count=3, turn=1)
    s = play(GAME, s, kind="play", cards=["9C"], up=[])
    assert s.pile == () and s.set_rank == "" and GAME.current_player(s) == 1
    assert sorted(s.swept) == sorted(["JS", "9S", "9H", "9D", "9C"])  # the pile since the last sweep


def test_a_set_has_at_most_four_cards():
    """"A matching set on the table can have a maximum of four cards. (EG; if you have a set of 5
    matching cards you can only play 4 of them at one time)\""""
    s = table([["9S", "9H", "9D", "9C", "9S"], ["KD"], ["2D"]], options={"jokers": False})
    assert refused(GAME, s, kind="play", cards=["9S", "9H", "9D", "9C", "9S"], up=[]) == (
        "A set has at most 4 cards: choose four of your 9s.")
    s = table([[], ["9C", "9D", "KD"], ["2D"]], pile=["9S", "9H"], set_rank="9", set_count=2, turn=1)
    assert play(GAME, s, kind="play", cards=["9C", "9D"], up=[]).set_rank == ""  # four: swept
    fewer = play(GAME, s, kind="play", cards=["9C"], up=[])  # fewer than all: checked by rule
    assert fewer.set_count == 3


def test_every_card_of_a_rank_that_may_go_down_is_offered_when_the_set_has_room_for_fewer():
    """ "The next player is allowed to play a matching card to what was lead or lower card(s)."
    "A matching set on the table can have a maximum of four cards." Two queens are down and Ben
    holds three: any one of them may go, or any two, never three. Seen (s46 t1 F1): only the first
    two were offered, so his Q♠ could not be lifted ("That move is not allowed now.") and, all
    three chosen, two went down without a word."""
    s = table([[], ["QS", "QH", "QD", "KD"], ["2D"]], up=[NO_CARDS, ("QC", "", "", ""), NO_CARDS],
              blind=[NO_CARDS, ("", "5S", "", ""), NO_CARDS], pile=["QC", "QD"], set_rank="Q", set_count=2, turn=1)
    offered = [m for m in GAME.legal_moves(s) if m["kind"] == "play"]
    assert {"QS", "QH", "QD"} <= {c for m in offered for c in m["cards"]}  # each may be lifted
    assert any(m["up"] for m in offered)  # and the face-up queen
    for queen in ("QS", "QH", "QD"):
        assert play(GAME, s, kind="play", cards=[queen], up=[]).set_count == 3
    assert play(GAME, s, kind="play", cards=["QS", "QD"], up=[]).set_rank == ""  # four: swept
    assert refused(GAME, s, kind="play", cards=["QS", "QH", "QD"], up=[]) == (
        "A set has at most 4 cards and this one has 2: choose two of your queens.")
    assert refused(GAME, s, kind="play", cards=["QS", "QH"], up=[0]) == (
        "A set has at most 4 cards and this one has 2: choose two of your queens.")
    three = s.replace(pile=("QC", "QD", "QH"), set_count=3)
    assert refused(GAME, three, kind="play", cards=["QS", "QH"], up=[]) == (
        "A set has at most 4 cards and this one has 3: choose one of your queens.")
    offered = [m for m in GAME.legal_moves(three) if m["kind"] == "play"]
    assert {"QS", "QH", "QD"} <= {c for m in offered for c in m["cards"]}


def test_a_ten_sweeps_the_board():
    """"A 10 is a special card and 'Sweeps the board' (closes off the set even if it does not have
    4 cards), you then get to start a new set\""""
    s = table([[], ["10C", "KD"], ["2D"]], pile=["QS"], set_rank="Q", set_count=1, turn=1)
    s = play(GAME, s, kind="play", cards=["10C"], up=[])
    assert s.pile == () and GAME.current_player(s) == 1 and "10C" in s.swept


def test_a_led_ten_sweeps():
    """Decided: a led 10 sweeps too, and its player leads again."""
    s = play(GAME, table([["10C", "KD"], ["2D"], ["3D"]]), kind="play", cards=["10C"], up=[])
    assert s.swept == ("10C",) and GAME.current_player(s) == 0


def test_tens_are_not_stand_ins():
    """Decided: 10s are not stand-ins for other ranks: a 10 goes down as a 10 (and sweeps), never
    as part of another rank's set."""
    s = table([[], ["9C", "10C", "KD"], ["2D"]], pile=["9S", "9H", "9D"], set_rank="9", set_count=3, turn=1)
    assert refused(GAME, s, kind="play", cards=["9C", "10C"], up=[]) == "A play is a set of one rank."


def test_ties_for_the_lowest_score_share_the_win():
    """Decided: ties share ("Lowest score is the winner")."""
    s = table([["4S"], ["KD"], ["QD"]]).replace(round_points=((100, 290, 90),))
    s = play(GAME, s, kind="play", cards=["4S"], up=[])
    assert GAME.is_over(s) and GAME.scores(s) == [100, 300, 100] and GAME.winners(s) == [0, 2]


def test_face_up_cards_play_with_hand_cards_of_their_rank():
    """Decided: face-up cards may be played at any time, alone or with hand cards of their rank."""
    s = table([["9S", "KD"], ["2D"], ["3D"]], up=[("9H", "", "", "JS"), NO_CARDS, NO_CARDS])
    s = play(GAME, s, kind="play", cards=["9S"], up=[0])
    assert s.set_count == 2 and s.up[0] == ("", "", "", "JS")


def test_blind_cards_are_played_blind_once_exposed():
    """"When you play the face up card on top of your blind card you DO NOT turn up the blind card,
    the blind card will always be played blind and can be played any time once they are
    exposed.\""""
    s = table([["KD"], ["2D"], ["3D"]], up=[("9H", "", "", ""), NO_CARDS, NO_CARDS],
              blind=[("5S", "6S", "", ""), NO_CARDS, NO_CARDS])
    assert {"kind": "blind", "slot": 1} in GAME.legal_moves(s)
    assert refused(GAME, s, kind="blind", slot=0).startswith("That blind card is not exposed")


def test_a_playable_blind_card_may_take_matching_hand_cards_with_it():
    """"If you use a blind card and it is playable you can then add any matching cards in your
    hand to that play.\""""
    s = table([[], ["6C", "6D", "KD"], ["3D"]], blind=[NO_CARDS, ("6S", "", "", ""), NO_CARDS],
              pile=["8S"], set_rank="8", set_count=1, turn=1)
    s = play(GAME, s, kind="blind", slot=0)
    assert s.phase == "add" and GAME.current_player(s) == 1 and s.set_rank == "6"
    assert refused(GAME, s, kind="play", cards=["KD"], up=[]) == "Only 6s may be added to the blind card."
    s = play(GAME, s, kind="play", cards=["6C"], up=[])
    # "any matching cards": one added, the other may follow (it passed the turn at once)
    assert s.set_count == 2 and s.phase == "add" and GAME.current_player(s) == 1
    s = play(GAME, s, kind="play", cards=["6D"], up=[])
    assert s.set_count == 3 and s.phase == "play" and GAME.current_player(s) == 2  # nothing left to add


BLIND_KING = [NO_CARDS, NO_CARDS, ("KC", "2C", "2D", "2H")]  # Cleo's blind king, uncovered
SURE = ("", "3S", "3D", "3H")  # Cleo's face-up cards over her other blind cards


def test_adding_to_a_blind_card_goes_on_card_by_card_until_you_stop():
    """"If you use a blind card and it is playable you can then add any matching cards in your
    hand to that play." A tester: Cleo (holding K♦ K♦; Jokers and Sets of four or more) led her
    exposed blind card, the K♣; the table said "Cleo: add more kings to the blind card, or
    stop." She added ONE K♦ and the turn passed to Anna at once, the other king still in her
    hand. Adding goes on until she stops or has nothing left to add."""
    options = {"jokers": True, "minimum_four": True}
    s = table([["5C"], ["6D"], ["KD", "KD", "4S"]], up=[NO_CARDS, NO_CARDS, SURE], blind=BLIND_KING, turn=2,
              options=options)
    s = play(GAME, s, kind="blind", slot=0)
    assert GAME.status(s) == "Cleo: add more kings to the blind card, or stop."
    s = play(GAME, s, kind="play", cards=["KD"], up=[])
    assert (s.phase, s.turn, s.set_count) == ("add", 2, 2)
    assert GAME.status(s) == "Cleo: add more kings to the blind card, or stop."
    assert GAME.legal_moves(s) == [{"kind": "play", "cards": ("KD",), "up": ()}, {"kind": "stop"}]
    stopped = applied(GAME, s, kind="stop")
    assert [e.text for e in stopped.events] == ["Cleo stops adding."]
    assert (stopped.state.phase, stopped.state.turn, stopped.state.hands[2]) == ("play", 0, ("KD", "4S"))
    s = play(GAME, s, kind="play", cards=["KD"], up=[])  # the last king: nothing left to add
    assert (s.phase, s.turn, s.set_count, s.hands[2]) == ("play", 0, 3, ("4S",))


def test_adding_to_a_blind_card_ends_when_the_set_is_full():
    """"A matching set on the table can have a maximum of four cards": Cleo's blind 6 joins two
    6s; she holds three more but adds one at a time: the fourth sweeps the set, and she leads."""
    s = table([["5C"], ["4D"], ["6D", "6H", "6C", "4S"]], up=[NO_CARDS, NO_CARDS, SURE],
              blind=[NO_CARDS, NO_CARDS, ("6S", "2C", "2D", "2H")], pile=["6D", "6H"], set_rank="6", set_count=2,
              turn=2)
    s = play(GAME, s, kind="blind", slot=0)
    assert (s.phase, s.set_count) == ("add", 3)
    s = play(GAME, s, kind="play", cards=["6D"], up=[])
    assert s.set_rank == "" and s.phase == "play" and GAME.current_player(s) == 2  # swept: Cleo leads
    assert s.hands[2] == ("6H", "6C", "4S")


def test_adding_with_sets_of_four_or_more_sweeps_when_you_stop():
    """Alternate rule: "Matching sets on the table must be a minimum of 4 to Sweep them but can
    include as many as the final player has": Cleo adds her kings one by one to her blind king;
    the set of four does not sweep while she has another to add; it sweeps when she stops (or
    when her last king goes down), and she leads."""
    s = table([["5C"], ["6D"], ["KD", "KH", "KS", "KD", "4S"]], up=[NO_CARDS, NO_CARDS, SURE], blind=BLIND_KING,
              turn=2, options={"minimum_four": True})
    s = play(GAME, s, kind="blind", slot=0)
    for _ in range(3):
        s = play(GAME, s, kind="play", cards=[s.hands[2][0]], up=[])
    assert (s.phase, s.set_count, s.turn) == ("add", 4, 2)
    assert GAME.status(s) == "Cleo: add more kings to the blind card, or stop (the set sweeps when you stop)."
    stopped = applied(GAME, s, kind="stop")
    assert [e.text for e in stopped.events] == ["Cleo stops adding.", "Cleo sweeps the board and leads."]
    assert stopped.state.set_rank == "" and len(stopped.state.swept) == 4 and stopped.state.turn == 2
    last = play(GAME, s, kind="play", cards=["KD"], up=[])
    assert last.set_rank == "" and len(last.swept) == 5 and last.turn == 2


def test_house_rule_add_once_and_games_saved_before_it():
    """House rule "Add to a blind card once": the cards added go down in one go and play passes
    on, as every game did before state version 3; a game saved before replays so."""
    s = table([["5C"], ["6D"], ["KD", "KD", "4S"]], up=[NO_CARDS, NO_CARDS, SURE], blind=BLIND_KING, turn=2,
              options={"add_once": True})
    s = play(GAME, s, kind="blind", slot=0)
    s = play(GAME, s, kind="play", cards=["KD"], up=[])
    assert (s.phase, s.turn, s.set_count) == ("play", 0, 2)
    assert GAME.upgrade_options({"first_dealer": "random"}, 2)["add_once"] is True
    assert "add_once" not in GAME.upgrade_options({}, 3)


def test_an_unplayable_blind_card_is_picked_up_with_the_pile():
    """Decided: a blind card that cannot be played is picked up together with the pile."""
    s = table([[], ["KD"], ["3D"]], blind=[NO_CARDS, ("QS", "", "", ""), NO_CARDS],
              pile=["8S", "5H"], set_rank="5", set_count=1, turn=1)
    s = play(GAME, s, kind="blind", slot=0)
    assert sorted(s.hands[1]) == sorted(["KD", "8S", "5H", "QS"]) and s.pile == ()
    assert GAME.current_player(s) == 2


def test_who_cannot_play_must_pick_up_and_the_lead_passes_left():
    """"If you do not have a card equal to or smaller than what is in the set played you must pick
    up the set pile on the table ... The lead passes to the left of the person that had to pick.\"
    Decided: play is compulsory."""
    s = table([[], ["KD", "QD"], ["3D"]], pile=["9S", "5H"], set_rank="5", set_count=1, turn=1)
    assert GAME.legal_moves(s) == [{"kind": "pick_up"}]
    s = play(GAME, s, kind="pick_up")
    assert sorted(s.hands[1]) == sorted(["KD", "QD", "9S", "5H"]) and s.set_rank == ""
    assert GAME.current_player(s) == 2
    able = table([[], ["4D", "QD"], ["3D"]], pile=["5H"], set_rank="5", set_count=1, turn=1)
    # the refusal says the rule, in the set's rank (a tester's "The 3 of hearts cannot be moved.")
    assert refused(GAME, able, kind="pick_up") == "You can play a 5 or lower, so you may not pick up."
    eights = table([[], ["4D", "QD"], ["3D"]], pile=["8H"], set_rank="8", set_count=1, turn=1)
    assert refused(GAME, eights, kind="pick_up") == "You can play an 8 or lower, so you may not pick up."


def test_the_set_dropped_on_the_hand_means_picking_up():
    """The table's drag of the set onto the mover's hand is the pick-up move (its refusal is the
    rule above); a drop anywhere else, or by another seat, means nothing."""
    from cardtable.core.game import Drag

    s = table([[], ["4D", "QD"], ["3D"]], pile=["5H"], set_rank="5", set_count=1, turn=1)
    assert GAME.table_drop(s, 1, Drag((("set", "5H"),), ("hand/1",))) == {"kind": "pick_up"}
    assert GAME.table_drop(s, 1, Drag((("set", "5H"),), ("swept",))) is None
    assert GAME.table_drop(s, 2, Drag((("set", "5H"),), ("hand/2",))) is None


def test_a_hand_is_shown_in_the_game_s_own_rank_order():
    """ "Kings are high - Aces are low, 10's are lower than Aces"; with the jokers option the
    jokers "are the lowest card": the table sorts a hand by these ranks, each rank together."""
    hand = ["KS", "10H", "AH", "3S", "JK", "5D", "10C", "AS", "2D"]
    assert sorted(hand, key=GAME.hand_sort_key) == ["JK", "10H", "10C", "AS", "AH", "2D", "3S", "5D", "KS"]


def test_option_who_picks_up_leads():
    """Alternate rule: "If you can not beat the last card played you can pick everything laid
    down and then you get the lead.\""""
    s = table([[], ["KD"], ["3D"]], pile=["5H"], set_rank="5", set_count=1, turn=1, options={"pick_up_lead": True})
    assert GAME.current_player(play(GAME, s, kind="pick_up")) == 1


def test_option_minimum_four_with_no_maximum():
    """Alternate rule: "Matching sets on the table must be a minimum of 4 to Sweep them but can
    include as many as the final player has.\""""
    s = table([[], ["9C", "9D", "9S", "KD"], ["3D"]], pile=["9H", "9S"], set_rank="9", set_count=2, turn=1,
              options={"minimum_four": True})
    s = play(GAME, s, kind="play", cards=["9C", "9D", "9S"], up=[])
    assert s.set_rank == "" and len(s.swept) == 5


def test_round_ends_when_a_player_is_out_of_hand_and_table_cards():
    """"First person to get rid of their hand and all blind cards wins the round. The rest of the
    players total their points left in their hand and down cards"; "Face cards are 10 points each,
    2 to 9 are face value, Aces are 1 point, 10's are 25 points"; "The player finishing a round ...
    deals the next round\""""
    s = table([["4S"], ["KD", "AC"], ["10D"]], up=[NO_CARDS, NO_CARDS, ("7H", "", "", "")],
              blind=[NO_CARDS, NO_CARDS, ("", "", "2S", "")])
    s = play(GAME, s, kind="play", cards=["4S"], up=[])
    assert s.phase == "round_over" and s.round_points[-1] == (0, 11, 25 + 7 + 2)
    s = play(GAME, s, kind="next_round")
    assert s.dealer == 0 and GAME.current_player(s) == 1 and s.round_no == 2


def test_game_ends_at_three_hundred_and_lowest_wins():
    """"The game ends when one player reaches 300 points. Lowest score is the winner.\""""
    s = table([["4S"], ["KD"], ["QD"]]).replace(round_points=((0, 290, 100),))
    s = play(GAME, s, kind="play", cards=["4S"], up=[])
    assert GAME.is_over(s) and GAME.scores(s) == [0, 300, 110] and GAME.winners(s) == [0]
    sheet = GAME.score_sheet(s)
    assert [r.label for r in sheet.rounds] == ["Round 1", "Round 2"] and sheet.lower_is_better


def test_option_jokers_after_a_ten_everybody_is_asked():
    """Alternate rule: "The Jokers are used and are the lowest card. Once somebody has played a 10
    then everybody is asked if they want to play a Joker. If they do then they win that round and
    get to lead. Jokers are 50 points.\""""
    assert POINTS["JK"] == 50 and VALUE["JK"] < VALUE["10"]
    s = table([["10S", "KD"], ["QC"], ["JK", "5C"]], pile=["8H"], set_rank="8", set_count=1,
              options={"jokers": True})
    s = play(GAME, s, kind="play", cards=["10S"], up=[])
    assert s.phase == "joker_offer" and GAME.to_act(s) == (1,)
    assert GAME.legal_moves(s) == [{"kind": "no_joker", "seat": 1}]  # Ben is asked too
    assert GAME.status(s) == "A 10 swept the board. Ben: play a joker?"
    s = play(GAME, s, kind="no_joker", seat=1)
    s = play(GAME, s, kind="joker", seat=2)
    assert GAME.current_player(s) == 2 and s.phase == "play" and s.swept[-1] == "JK"


def test_option_jokers_nobody_plays_one():
    s = table([["10S", "KD"], ["QC"], ["5C"]], options={"jokers": True})
    s = play(GAME, s, kind="play", cards=["10S"], up=[])
    said = applied(GAME, s, kind="no_joker", seat=1)
    assert [e.text for e in said.events] == ["Ben does not play a joker."]  # ("plays no joker", s34 t3)
    s = play(GAME, said.state, kind="no_joker", seat=2)
    assert GAME.current_player(s) == 0 and s.phase == "play"


def check_invariants(state):
    assert card_counts(GAME.zones(state)) == GAME.deck_counts(state)
    limit = 99 if state.options["minimum_four"] else 4
    if state.set_rank:  # the set in play is one rank, at most four (or the option)
        top = state.pile[len(state.pile) - state.set_count:]
        assert len(top) == state.set_count and {RANK_OF[c] for c in top} == {state.set_rank}
        if state.phase in ("play", "add"):  # (a player may go out on the fourth card)
            assert state.set_count < 4 or state.options["minimum_four"] and state.set_count <= limit
    else:
        assert state.pile == ()
    if state.phase in ("play", "add"):  # every card that may go down alone can be lifted: it is in a listed move
        seat, listed = state.turn, [m for m in GAME.legal_moves(state) if m["kind"] == "play"]
        for card in set(state.hands[seat]):
            if GAME.check(state, Move(kind="play", cards=(card,), up=())) is None:
                assert any(card in m["cards"] for m in listed), (card, state.hands[seat], listed)
        for slot, card in enumerate(state.up[seat]):
            if card and GAME.check(state, Move(kind="play", cards=(), up=(slot,))) is None:
                assert any(slot in m["up"] for m in listed), (slot, state.up[seat], listed)
    public = json.dumps(GAME.public(state))
    shown = set(state.pile) | {c for row in state.up for c in row}
    for hand in state.hands:
        for card in set(hand) - shown - {"JK"}:  # status and public never name a hidden card
            assert f'"{card}"' not in public and card_name(card) not in GAME.status(state)


@pytest.mark.parametrize("seed", range(10))
def test_invariants_after_every_move(seed):
    rng = random.Random(seed)
    options = {k: bool(seed >> i & 1) for i, k in enumerate(("jokers", "minimum_four", "pick_up_lead"))}
    s = GAME.setup([f"P{i}" for i in range(2 + seed % 7)], {**options, "target": 100}, seed=seed)
    while not GAME.is_over(s):
        check_invariants(s)
        moves = GAME.legal_moves(s)
        s = play(GAME, s, **moves[rng.randrange(len(moves))])
    check_invariants(s)


def test_contract():
    assert check_contract(GAME, games=3, deep_every=5) > 0


def test_the_prompt_says_what_is_in_the_set_and_pick_up_is_offered_only_to_who_may():
    """A tester: "Cleo: play queens or lower (2 down), or pick up if you cannot." did not say 2
    of what: it is the set in play ("a matching set of 4 on the table"), two queens. And the
    refusal of a too-high card offered picking up to a player who holds lower cards ("If you do
    not have a card equal to or smaller than what is in the set played you must pick up"): only
    who has none is told to pick up."""
    s = table([[], ["KD"], ["KS", "4D"]], pile=["9S", "QH", "QD"], set_rank="Q", set_count=2, turn=2,
              options={"minimum_four": True})
    assert GAME.status(s) == "Cleo: play queens or lower (the set has two queens), or pick up if you cannot."
    assert GAME.status(s.replace(set_rank="8", set_count=1)).startswith("Cleo: play 8s or lower (the set has an 8),")
    assert refused(GAME, s, kind="play", cards=["KS"], up=[]) == (
        "The king is higher than the queens: play a queen or lower (you have one, so you may not pick up the pile).")
    assert refused(GAME, s, kind="pick_up") == "You can play a queen or lower, so you may not pick up."
    stuck = s.replace(hands=((), ("KD",), ("KS",)))
    assert refused(GAME, stuck, kind="play", cards=["KS"], up=[]) == (
        "The king is higher than the queens, and you have no queen or lower: pick up the pile.")


def test_the_lead_prompt_says_how_to_play_several_of_one_rank():
    """The tester (s38 t3): "a single dragged card is played at once, so a player who drags one
    king (meaning to add the face-up king too) has lost the chance; the table hint says only
    'Cleo: lead a set.'" The rules: "a matching set of 4 on the table". The leader who has
    several of a rank (in hand and face up) is told how; the public status stays short."""
    s = table([["3D"], ["4D"], ["KS", "5D", "9C"]], up=[NO_CARDS, NO_CARDS, ("KH", "", "", "")], turn=2)
    assert GAME.prompt(s, 2) == "Lead a set: click each card of one rank, then drag one."
    assert GAME.status(s) == "Cleo: lead a set."
    assert GAME.prompt(s, 0) == "Cleo: lead a set."  # (another seat's prompt: the status)
    alone = table([["3D"], ["4D"], ["KS", "5D", "9C"]], turn=2)  # no two of a rank: nothing to say
    assert GAME.prompt(alone, 2) == "Cleo: lead a set."


def test_a_too_high_card_is_named_and_the_way_out_said():
    """ "The next player is allowed to play a matching card to what was lead or lower card(s)."
    "If you do not have a card equal to or smaller than what is in the set played you must pick
    up the set pile on the table (if you have to pick up anyways you could consider playing one
    of your blind cards if any are available)". The tester dropped a king on three 6s and read
    "Play 6s or lower." (s44 t3 F7): which card, and was picking up the way out?"""
    s = table([["KD", "KC", "4C"], ["2D"], ["3D"]], pile=["6S", "6H", "6D"], set_rank="6", set_count=3)
    assert refused(GAME, s, kind="play", cards=["KD"], up=[]) == (
        "The king is higher than the 6s: play a 6 or lower (you have one, so you may not pick up the pile).")
    assert refused(GAME, s, kind="play", cards=["KD", "KC"], up=[]).startswith("Kings are higher than the 6s: ")
    stuck = s.replace(hands=(("KD", "KC"), ("2D",), ("3D",)))
    assert refused(GAME, stuck, kind="play", cards=["KD"], up=[]) == (
        "The king is higher than the 6s, and you have no 6 or lower: pick up the pile.")
    # a blind card exposed (its face-up card played) may be tried instead
    blind = stuck.replace(blind=(("9S", "", "", ""), NO_CARDS, NO_CARDS))
    assert GAME.exposed(blind, 0) == [0]
    assert refused(GAME, blind, kind="play", cards=["KD"], up=[]) == (
        "The king is higher than the 6s, and you have no 6 or lower: pick up the pile or try one of your blind cards.")
