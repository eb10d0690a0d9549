"""The wild card freed by a swap in the contract rummy games (cardtable/games/contract_rummy.py):
Push, "If you have in your hand the natural card that is represented by some wild card on the
table, you can substitute the natural card from your hand for the wild card. Note that the wild
card you replace must be used immediately in a meld."; Desert Rummy, "you can substitute the
natural card from your hand for the wild card, and then use the wild card as part of a set/run
you are making. Note that the wild card you replace must be used immediately and can not be put
in your hand." 10 Dime Rummy: "You cannot steal wild cards from melded cards" (no swaps).

s29 t2: after a swap in Push only lay-offs of the freed joker were offered and the table took
none of them, and a new meld with it was never offered: the turn was stuck. Now the freed wild is
laid off, or makes a new meld with cards of the hand; a swap is offered only when one of those
ways is there after it."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import Move
from cardtable.games.desert_rummy import GAME as DESERT
from cardtable.games.desert_rummy import RULES as DESERT_RULES, SWAP_ANY_RUN
from cardtable.games.melds import classify
from cardtable.games.push import GAME as PUSH
from cardtable.games.push import SUIT_RULES
from cardtable.games.ten_dime_rummy import GAME as TEN_DIME
from tests.games.contract import SHORT_OPTIONS
from tests.games.rummy_positions import play, position, refused


def test_push_the_freed_joker_makes_a_new_meld_with_cards_of_the_hand():
    """The tester's position (Alternate Rule 1): the 10♦ swapped for the joker in Robo Remy's set
    of 10s; the joker goes onto a meld it fits, or into a new meld with the 9♣ and 10♣."""
    tens = classify(("10C", "10H", "JK", "10S"), SUIT_RULES, owner=3)
    aces = classify(("AC", "AD", "AS"), SUIT_RULES, owner=0)
    fours = classify(("4S", "4H", "4C", "4D"), SUIT_RULES, owner=0)
    state = position(PUSH, [("10D", "9C", "10C", "KH"), 6, 6, 6], melds=(tens, aces, fours),
                     down=(True, True, True, True), options={"one_of_each_suit": True})
    after = play(PUSH, state, {"kind": "swap", "card": "10D", "meld": 0})
    assert after.pending == "JK"
    moves = PUSH.legal_moves(after)
    assert Move(kind="lay_off", card="JK", meld=1) in moves  # as the ace of hearts
    assert Move(kind="lay_off", card="JK", meld=2) not in moves  # four suits: full
    assert Move(kind="meld", cards=("10C", "9C", "JK")) in moves
    done = play(PUSH, after, {"kind": "meld", "cards": ["9C", "10C", "JK"]})
    assert done.pending == "" and done.hands[0] == ("KH",) and done.melds[-1][1] == ("9C", "10C", "JK")
    # more cards than two, selected together: judged by rule
    bigger = play(PUSH, after.replace(hands=(("9C", "10C", "QC", "KH"),) + after.hands[1:]),
                  {"kind": "meld", "cards": ["9C", "10C", "JK", "QC"]})
    assert bigger.melds[-1][1] == ("9C", "10C", "JK", "QC") and bigger.pending == ""
    why = refused(PUSH, after, {"kind": "discard", "card": "KH"}, "First use the joker you freed")
    assert "new meld" in why.lower()


def test_desert_a_swap_whose_wild_can_go_nowhere_is_not_offered():
    """Desert Rummy: wilds only from runs, onto your own melds; "at least an equal amount of tame
    cards to wilds". The joker freed from Bob's run fits none of Ann's melds (her set of 5s has
    one tame card to spare... none: 5♥ 5♠ 2♣ 2♦ is two and two) and her other cards make no meld
    with it: the swap is refused, saying why. With the 8♣ and 9♣ in hand the joker makes a run
    with them, and the swap is offered. (Wilds come from your own runs since s39, and the run
    a wild leaves always takes it back: the position needs a game saved before, which took
    wilds from anybody's runs, :data:`desert_rummy.SWAP_ANY_RUN`.)"""
    run = classify(("5H", "JK", "7H"), DESERT_RULES, owner=1)
    fives = classify(("5C", "5S", "2C", "2D"), DESERT_RULES, owner=0)
    state = position(DESERT, [("6H", "KD", "3S", "4D"), 5], melds=(run, fives), down=(True, True), level=(2, 2),
                     options={SWAP_ANY_RUN: True})
    assert not [m for m in DESERT.legal_moves(state) if m.kind == "swap"]
    refused(DESERT, state, {"kind": "swap", "card": "6H", "meld": 0}, "nor makes a new one")
    state = state.replace(hands=(("6H", "8C", "9C", "4D"),) + state.hands[1:])
    assert Move(kind="swap", card="6H", meld=0) in DESERT.legal_moves(state)
    after = play(DESERT, state, {"kind": "swap", "card": "6H", "meld": 0})
    assert DESERT.legal_moves(after) == [Move(kind="meld", cards=("8C", "9C", "JK"))]
    done = play(DESERT, after, {"kind": "meld", "cards": ["8C", "9C", "JK"]})
    assert done.pending == "" and done.hands[0] == ("4D",)


def test_desert_the_freed_wild_that_fits_several_melds_is_told_where():
    """"use the wild card as part of a set/run you are making": the joker freed from Ann's run of
    hearts fits that run again, her set of 8s and her run of spades; the table cannot choose, so a
    click on it says where it fits (it did nothing). A lay-off that is not of the freed wild gets no
    such words. (Since s39 wilds come from your own runs only: it was Bob's run.)"""
    run = classify(("5H", "JK", "7H"), DESERT_RULES, owner=0)
    eights = classify(("8C", "8D", "8S"), DESERT_RULES, owner=0)
    spades = classify(("9S", "10S", "JS"), DESERT_RULES, owner=0)
    state = position(DESERT, [("6H", "KD", "3S", "4D"), 5], melds=(run, eights, spades), down=(True, True),
                     level=(2, 2))
    after = play(DESERT, state, {"kind": "swap", "card": "6H", "meld": 0})
    moves = DESERT.legal_moves(after)
    assert moves == [Move(kind="lay_off", card="JK", meld=i) for i in (0, 1, 2)]
    assert DESERT.several_places_words(after, moves) == ("Drag the freed joker onto the meld you want: it fits "
                                                         "your run of hearts, your set of 8s or your run of spades.")
    assert DESERT.several_places_words(state, [Move(kind="lay_off", card="KD", meld=1)]) is None


def _playout(game, options, seed: int, moves: int = 600) -> int:
    """A game played by a player who swaps, melds and lays off whenever it can (random
    otherwise); after every swap the freed wild must have a way to be used. Returns the swaps."""
    rng = random.Random(seed)
    state = game.setup(["Ann", "Bob", "Cy", "Di"], options, seed)
    swaps = 0
    for _ in range(moves):
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        assert legal, "no move for the player to act"
        if state.pending:
            assert all(m.kind in ("lay_off", "meld") and (m.get("card") == state.pending
                                                          or state.pending in (m.get("cards") or ()))
                       for m in legal), legal
        for kind in ("swap", "meld", "lay_off"):
            chosen = [m for m in legal if m.kind == kind]
            if chosen:
                move = rng.choice(chosen)
                break
        else:
            move = rng.choice(legal)
        swaps += move.kind == "swap"
        result = game.apply(state, move)
        assert result.ok, (move, result)
        state = result.state
    return swaps


@pytest.mark.parametrize("game", [PUSH, DESERT, TEN_DIME], ids=lambda g: g.info.id)
def test_after_every_swap_the_freed_wild_has_a_way_to_be_used(game):
    """Property: whenever a swap is offered, the position after it offers a way to use the wild
    (a lay-off of it, or a meld with it), and nothing else; 10 Dime Rummy offers no swap."""
    # (Desert Rummy from its second meld, runs, where wilds are taken: from the first, random
    # play ends the game before any swap)
    options = {"first_meld": 2, "last_meld": 5} if game is DESERT else dict(SHORT_OPTIONS.get(game.info.id, {}))
    swaps = sum(_playout(game, options, seed, 1500) for seed in range(12))
    if game is TEN_DIME:
        assert swaps == 0
    else:
        assert swaps >= 20
