"""The Medium player's own sense in the "Shedding (stops)" games, Sweep and Twenty-One Piles, on
set positions (the scores read only the seat's own cards and the public table)."""

from __future__ import annotations

from cardtable.ai.heuristics import move_scores
from cardtable.games import get_game


def _best(game, state, seat):
    moves = game.legal_moves(state)
    scores = move_scores(game, state, seat, moves)
    return moves[max(range(len(moves)), key=scores.__getitem__)]


def test_sweep_follows_with_the_match_and_keeps_low_cards_and_tens():
    # "The next player is allowed to play a matching card to what was lead or lower card(s)":
    # Medium matches the 9 (its highest card that may go down), keeping the 3 and the 10.
    game = get_game("sweep")
    state = game.setup(["Ann", "Bob", "Cleo"], {}, 5)
    hands = (("9H", "3C", "10D", "KS"),) + state.hands[1:]
    state = state.replace(hands=hands, up=(("", "", "", ""),) + state.up[1:], set_rank="9", set_count=1,
                          pile=("9S",), turn=0)
    move = _best(game, state, 0)
    assert move.kind == "play" and list(move["cards"]) == ["9H"]


def test_sweep_tries_a_blind_card_rather_than_picking_up():
    # "If you do not have a card equal to or smaller than what is in the set played you must pick
    # up the set pile on the table (if you have to pick up anyways you could consider playing one
    # of your blind cards if any are available)"
    game = get_game("sweep")
    state = game.setup(["Ann", "Bob", "Cleo"], {}, 5)
    state = state.replace(hands=(("KS", "QH"),) + state.hands[1:], up=(("", "5C", "6C", "7C"),) + state.up[1:],
                          set_rank="4", set_count=1, pile=("4S",), turn=0)
    moves = game.legal_moves(state)
    assert {"kind": "pick_up"} in moves
    assert _best(game, state, 0).kind == "blind"


def test_twenty_one_piles_never_busts_while_a_safe_play_is_left():
    # "The player who placed the busting card takes all cards in that pile (including the busting
    # card) into their own collection."
    game = get_game("twenty_one_piles")
    state = game.setup(["Ann", "Bob", "Cleo", "Dee"], {}, 5)
    state = state.replace(hands=(("KH", "2C"),) + state.hands[1:], piles=(("9S", "8D", "3H"), ("4D",)),
                          locks=("", ""), turn=0)
    move = _best(game, state, 0)
    # the king busts pile 1 (20 + 10): not that; pile 1 at 20 takes the 2 no better than pile 2
    assert not (move["pile"] == 0 and list(move["cards"]) == ["KH"])


def test_twenty_one_piles_sends_a_big_pile_on_with_21():
    # "Hit 21. Any play that brings a pile's running total to exactly 21."; "21 / two-cards-to-21
    # wins. The pile is taken by the next player with no chance to extend."
    game = get_game("twenty_one_piles")
    state = game.setup(["Ann", "Bob", "Cleo", "Dee"], {}, 5)
    state = state.replace(hands=(("2H", "KC"),) + state.hands[1:], piles=(("9S", "8D", "2C"), ("4D",)),
                          locks=("", ""), turn=0)
    move = _best(game, state, 0)
    assert move["pile"] == 0 and list(move["cards"]) == ["2H"]


def test_sweep_keeps_its_jokers_for_the_offer_after_a_ten():
    # "Once somebody has played a 10 then everybody is asked if they want to play a Joker. If they
    # do then they win that round and get to lead. Jokers are 50 points." Leading a joker as an
    # ordinary card wastes it: Medium leads the 5 and keeps the joker.
    game = get_game("sweep")
    state = game.setup(["Ann", "Bob", "Cleo"], {"jokers": True}, 5)
    state = state.replace(hands=(("JK", "5C", "KH"),) + state.hands[1:], up=(("", "", "", ""),) + state.up[1:],
                          set_rank="", set_count=0, pile=(), turn=0)
    move = _best(game, state, 0)
    assert move.kind == "play" and "JK" not in move["cards"]
