"""Arizona Rummy (004_312affb30e9b3af0.txt, "Arizona Rummy"): rule tests quoting the sentence each
checks, on set positions; refusals with the state unchanged; card-list moves through JSON."""

import json
from collections import Counter

from cardtable.core.game import Move
from cardtable.core.zones import card_counts
from cardtable.games.arizona_rummy import (DRAW, GAME, GAME_OVER, HAND_OVER, LAST, PLAY, rules_for, value,
                                           wild_rank)
from cardtable.games.meld_table import meld_data, meld_of
from cardtable.games.melds import classify
from tests.games.contract import snapshot


def position(hands, piles=None, melds=(), turn=0, phase=PLAY, round_no=1, stock=None):
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 1)
    piles = piles or ((),) * len(hands)
    used = Counter(c for h in list(hands) + list(piles) for c in h) + Counter(c for m in melds for c in m.cards)
    rest = Counter(GAME.pieces(3, {}).cards()) - used
    if stock is None:
        stock = tuple(sorted(rest.elements()))
    state = state.replace(hands=tuple(tuple(h) for h in hands), piles=tuple(tuple(p) for p in piles),
                          melds=tuple(meld_data(m) for m in melds), turn=turn, phase=phase, round_no=round_no,
                          stock=tuple(stock), down=(), out_seat=-1)
    if stock is not None:  # keep the piece count whole: the rest goes to the stock's bottom
        extra = Counter(GAME.pieces(3, {}).cards()) - Counter(c for z in GAME.zones(state) for c in z.cards)
        state = state.replace(stock=tuple(sorted(extra.elements())) + tuple(stock))
    return state


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(state, move, words):
    before = snapshot(state)
    result = GAME.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before


def test_eleven_rounds_3s_to_kings():
    """ "1st round deal 3 cards and 3s are wild, continue dealing all the way up to Kings";
    "Kings are 13 cards" """
    state = GAME.setup(["Ann", "Bob", "Cy", "Di"], {}, 3)
    assert [len(h) for h in state.hands] == [3] * 4 and wild_rank(1) == "3" and wild_rank(11) == "K"
    assert state.turn == (state.dealer + 1) % 4 and state.phase == DRAW
    assert sum(card_counts(GAME.zones(state)).values()) == 3 * 54  # "3-4 decks of cards, including jokers"
    assert sum(GAME.pieces(6, {}).counts().values()) == 4 * 54


def test_draw_from_the_centre_pile_or_any_players_pile():
    """ "You can pick from the centre pile or any players pile" """
    state = position([("4S", "9D", "KC"), ("5H",), ("6C",)], piles=[("7D",), (), ("8H", "QS")], phase=DRAW)
    moves = GAME.legal_moves(state)
    assert Move(kind="draw", seat=0, pile="stock") in moves
    assert Move(kind="draw", seat=0, pile="pile/0") in moves  # your own pile too
    assert Move(kind="draw", seat=0, pile="pile/1") not in moves  # empty
    after = play(state, {"kind": "draw", "seat": 0, "pile": "pile/2"})
    assert after.hands[0][-1] == "QS" and after.piles[2] == ("8H",)


def test_discard_in_front_of_you():
    """ "Discard in front of you (not in one communal pile)" """
    state = position([("4S", "9D", "KC", "2H"), ("5H",), ("6C",)])
    after = play(state, {"kind": "discard", "seat": 0, "card": "KC"})
    assert after.piles[0] == ("KC",) and after.turn == 1 and after.phase == DRAW


def test_runs_and_sets_with_wilds_and_one_natural():
    """ "Runs and sets are permitted"; "You must have at least one natural card in each grouping";
    "Aces are high or low"; round 1: "3s are wild" (and jokers) """
    rules = rules_for(1)
    assert classify(("QH", "KH", "AH"), rules).kind == "run"
    assert classify(("AH", "2H", "3C"), rules).kind == "run"  # the 3 is wild: A-2-(3)
    assert classify(("9S", "9D", "JK"), rules).kind == "set"
    assert isinstance(classify(("3S", "3D", "JK"), rules), str)  # all wild
    assert isinstance(classify(("KH", "AH", "2H"), rules), str)  # not round the corner


def test_play_only_on_your_own_cards():
    """ "You may only play on your own cards." """
    mine = classify(("9S", "9D", "9C"), rules_for(1), owner=0)
    bobs = classify(("5H", "6H", "7H"), rules_for(1), owner=1)
    state = position([("9H", "8H", "KC"), ("4D",), ("6C",)], melds=[mine, bobs])
    moves = GAME.legal_moves(state)
    assert Move(kind="lay_off", seat=0, card="9H", meld=0) in moves
    refused(state, {"kind": "lay_off", "seat": 0, "card": "8H", "meld": 1}, "only play on your own")
    after = play(state, {"kind": "lay_off", "seat": 0, "card": "9H", "meld": 0})
    assert len(meld_of(after.melds[0]).cards) == 4


def test_a_lay_off_refused_says_what_the_meld_takes_and_names_the_rounds_wilds():
    """ "Runs and sets are permitted"; "1st round deal 3 cards and 3s are wild, continue dealing
    all the way up to Kings"; "You must have at least one natural card in each grouping": a card
    that does not fit was told "runs are only extended at their ends", on a set too; now the meld
    says what it takes, and which cards are wild this round."""
    rules = rules_for(6)  # round 6: 8s wild
    nines = classify(("9S", "9D", "9C"), rules, owner=0)
    run = classify(("5H", "6H", "7H"), rules, owner=0)
    state = position([("KH", "6H", "QD", "4C"), ("4D",), ("6C",)], melds=[nines, run], round_no=6)
    refused(state, {"kind": "lay_off", "seat": 0, "card": "KH", "meld": 0},
            "A set of 9s takes only another 9 (or a wild card: a joker or any 8).")
    for card in ("KH", "6H"):  # too high; a card inside the run
        assert GAME.check(state, Move(kind="lay_off", seat=0, card=card, meld=1)) == \
            "This run takes the 4 or the 8 of hearts (or a wild card: a joker or any 8)."
    refused(state, {"kind": "lay_off", "seat": 0, "card": "4C", "meld": 2}, "There is no such meld on the table.")
    kings = position([("9H", "QD"), ("4D",), ("6C",)], melds=[classify(("5H", "6H", "7H"), rules_for(11), owner=0)],
                     round_no=11)
    assert GAME.check(kings, Move(kind="lay_off", seat=0, card="9H", meld=0)) == \
        "This run takes the 4 or the 8 of hearts (or a wild card: a joker or any king)."


def test_must_have_a_discard_to_go_out():
    """ "You must have a discard to go out"; "You may go out in the first round" """
    state = position([("9S", "9D", "9C"), ("4D", "KD", "2C"), ("6C", "7C", "QD")])
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9S", "9D", "9C"]}, "must have a discard")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9S", "9D", "KC"]}, "do not hold")
    state = position([("9S", "9D", "3C", "KH"), ("4D", "KD", "2C"), ("6C", "7C", "QD")])
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9S", "KH", "3C"]}, "neither a set")


def test_going_out_gives_each_player_a_card_and_a_last_chance():
    """ "Once you go out you place your discard face down on the pile and give each player one card
    face down. Each player now has an opportunity to play as many cards as they can in front of
    them." "You count back any cards remaining in your hand." """
    state = position([("9S", "9D", "JK", "KH"), ("4D", "4H", "JS"), ("6C", "7C", "QD")],
                     stock=("2C", "4C"))  # Bob gets the 4C (top), Cy the 2C
    state = play(state, {"kind": "meld", "seat": 0, "cards": ["9S", "9D", "JK"]})
    state = play(state, {"kind": "discard", "seat": 0, "card": "KH"})
    assert state.phase == LAST and state.down == ("KH",) and state.turn == 1
    assert state.hands[1][-1] == "4C" and state.hands[2][-1] == "2C"
    assert not any(m.kind in ("draw", "discard") for m in GAME.legal_moves(state))
    state = play(state, {"kind": "meld", "seat": 1, "cards": ["4D", "4H", "4C"]})  # may empty... not here
    state = play(state, {"kind": "done", "seat": 1})
    result = GAME.apply(state, Move(kind="done", seat=2))
    state = result.state
    assert state.phase == HAND_OVER
    # Bob: JS 10; Cy: 6C 5 + 7C 5 + QD 10 + 2C 5.
    assert state.round_points[-1] == (0, 10, 25)
    # "Low score wins": penalty points, said so (a bare "Cy 25" read as points won); the table's
    # prompt says who went out
    ann, bob, cy = state.players
    assert GAME.hand_result_words(state, result.events) == \
        f"{ann} has gone out. Penalty points: {ann} 0, {bob} 10, {cy} 25."
    assert GAME.hand_result_words(state, result.events, short=True) == f"{ann} has gone out."


def test_card_values():
    """ "Jokers 50 points, Wilds 25 points, Ace 20 points, K-10 10 points, 9-2 5 points" """
    assert [value(c, 1) for c in ("JK", "3H", "AS", "KD", "10C", "9H", "2S")] == [50, 25, 20, 10, 10, 5, 5]
    assert value("KD", 11) == 25 and value("3H", 11) == 5


def test_card_list_moves_survive_json_and_a_random_game_ends_low_score_wins():
    """ "Low score wins"; "11 rounds played" """
    import random
    rng = random.Random(5)
    state = GAME.setup(["Ann", "Bob"], {}, 5)
    while not GAME.is_over(state):
        moves = GAME.legal_moves(state)
        move = rng.choice(moves)
        back = Move(json.loads(json.dumps(move)))
        assert GAME.check(state, back) is None
        state = play(state, back)
    assert len(state.round_points) == 11 and state.phase == GAME_OVER
    totals = GAME.scores(state)
    assert GAME.winners(state) == [s for s, t in enumerate(totals) if t == min(totals)]
    sheet = GAME.score_sheet(state)
    assert sheet.lower_is_better and len(sheet.sections[0].rows) == 11
