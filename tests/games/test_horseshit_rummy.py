"""Horseshit Rummy (004_312affb30e9b3af0.txt, "Horseshit Rummy"): rule tests quoting the sentence
each checks, on set positions and stacked deals; refusals with the state unchanged."""

import json
from collections import Counter

from cardtable.core.game import Move
from cardtable.core.zones import card_counts
from cardtable.games.horseshit_rummy import (DRAW, GAME, HAND_OVER, MELDED, NOT_MELDED, PLAY, deal_size, value)
from cardtable.games.meld_table import meld_data, meld_of
from cardtable.games.melds import Meld
from tests.games.contract import snapshot


def position(hands, discard=(), melds=(), turn=0, phase=PLAY, wild="7", melded=None, options=None, shown=None):
    state = GAME.setup(["Ann", "Bob", "Cy"], options or {}, 1)
    used = Counter(c for h in hands for c in h) + Counter(discard) + Counter(c for m in melds for c in m.cards)
    rest = Counter(GAME.pieces(3, {}).cards()) - used
    return state.replace(hands=tuple(tuple(h) for h in hands), discard=tuple(discard), wild=wild,
                         melds=tuple(meld_data(m) for m in melds), turn=turn, phase=phase,
                         stock=tuple(sorted(rest.elements())), shown=shown or ("",) * len(hands),
                         melded=tuple(melded or (NOT_MELDED,) * len(hands)), must_play="", held=())


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(state, move, words):
    before = snapshot(state)
    result = GAME.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before


def test_the_first_card_face_up_says_how_many_cards_and_the_dealers_is_wild():
    """ "if the first card is a 5 they will receive four more cards face down"; "Aces are 14 cards";
    "The face up card for the Dealer is wild for everyone" """
    assert [deal_size(c) for c in ("5H", "AS", "KD", "QC", "JH", "10S", "3D")] == [5, 14, 13, 12, 11, 10, 3]
    for seed in range(5):
        state = GAME.setup(["Ann", "Bob", "Cy", "Di"], {}, seed)
        assert all(len(h) == deal_size(h[0]) and h[0] == s for h, s in zip(state.hands, state.shown))
        assert state.wild == state.shown[state.dealer][:-1]
        assert "2S" not in card_counts(GAME.zones(state)) and "JK" not in card_counts(GAME.zones(state))
        obs = GAME.observation(state, 1)  # the face-up cards are seen by all, the rest is not
        other = (1 + 1) % 4
        seen = obs["zones"][f"hand/{other}"]["cards"]
        assert seen[0] == state.hands[other][0] and set(seen[1:]) == {None}
        assert state.discard == () and state.phase == DRAW


def test_only_sets_with_a_natural():
    """ "Only sets are permitted. No runs."; "You must have at least one natural card in each grouping" """
    state = position([("4S", "5S", "6S", "9D", "9H", "7C", "7D", "KC"), ("3H",), ("3C",)])
    refused(state, {"kind": "meld", "seat": 0, "cards": ["4S", "5S", "6S"]}, "set")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["7C", "7D", "7D"]}, "do not hold")
    after = play(state, {"kind": "meld", "seat": 0, "cards": ["9D", "9H", "7C"]})
    assert meld_of(after.melds[0]).rank == "9"


def test_pick_as_deep_as_a_natural_pair_allows():
    """ "You can pick the pile as "deep" as you want to as long as you have at least two matching
    natural cards in your hand to the card you are picking to. You can not use wild cards to pick
    the pile." """
    state = position([("QS", "QH", "5D", "7C", "KD"), ("3H",), ("3C",)], discard=("QD", "4H", "KS", "9C"),
                     phase=DRAW)
    moves = GAME.legal_moves(state)
    assert Move(kind="draw", seat=0, pile="discard", index=0) in moves
    assert Move(kind="draw", seat=0, pile="discard", index=2) not in moves  # one K and a wild 7
    assert Move(kind="draw", seat=0, pile="discard", index=3) not in moves  # "the top card" needs the pair too
    refused(state, {"kind": "draw", "seat": 0, "pile": "discard", "index": 2},
            "To pick the pile to the king of spades you need two natural kings in your hand.")
    after = play(state, {"kind": "draw", "seat": 0, "pile": "discard", "index": 0})
    assert after.discard == () and after.must_play == "QD"
    # seen (s26 t2 #4): "Ben: meld the 5 of spades picked to with the pair." (garbled)
    assert GAME.status(after).endswith("Ann: first meld the queen of diamonds with your pair of queens."), GAME.status(after)
    refused(after, {"kind": "discard", "seat": 0, "card": "KD"}, "First meld the queen of diamonds with your pair of queens.")
    refused(after, {"kind": "meld", "seat": 0, "cards": ["KD", "KS", "7C"]}, "First meld")
    after = play(after, {"kind": "meld", "seat": 0, "cards": ["QS", "QH", "QD", "7C"]})
    assert after.must_play == ""


def test_a_wild_card_is_never_picked_to_unless_the_alternate_rule():
    """ "You can not pick a wild card from the discard pile unless it's in the pile you pick up with
    a pair." Alternate Rule: "If a wild card is the flip card you can pick the pile with matching
    cards" """
    hands = [("7S", "7H", "5D"), ("3H",), ("3C",)]
    state = position(hands, discard=("7D", "9C"), phase=DRAW)
    refused(state, {"kind": "draw", "seat": 0, "pile": "discard", "index": 0}, "wild")
    state = position(hands, discard=("7D", "9C"), phase=DRAW, options={"pick_to_wild": True})
    after = play(state, {"kind": "draw", "seat": 0, "pile": "discard", "index": 0})
    after = play(after, {"kind": "meld", "seat": 0, "cards": ["7D", "7H", "7S"]})
    assert isinstance(meld_of(after.melds[0]), Meld)


def test_play_on_other_players_sets_the_round_after_you_melded():
    """ "You may play on the other players cards the round after you have melded." "You can not lay
    down any cards on other players in the round that you meld." """
    bobs = GAME.classify(position([(), (), ()]), ("5S", "5H", "5D"), owner=1)
    state = position([("9S", "9D", "9H", "9C", "5C", "KC", "KD"), ("3H",), ("3C",)], melds=[bobs])
    refused(state, {"kind": "lay_off", "seat": 0, "card": "5C", "meld": 0}, "only once you have melded")
    state = play(state, {"kind": "meld", "seat": 0, "cards": ["9S", "9D", "9H"]})
    refused(state, {"kind": "lay_off", "seat": 0, "card": "5C", "meld": 0}, "in the turn you first meld")
    result = GAME.apply(state, Move(kind="lay_off", seat=0, card="9C", meld=1))  # "add to your own sets"
    assert str(result.events[0]) == "Ann adds the 9 of clubs to their own set of 9s."
    state = result.state
    state = state.replace(melded=(MELDED, NOT_MELDED, NOT_MELDED))
    result = GAME.apply(state, Move(kind="lay_off", seat=0, card="5C", meld=0))
    state = result.state
    # "You play in front of yourself so that you can include these points in your count."
    assert meld_of(state.melds[0]).laid_by(0) == ["5C"]
    # the log says whose set (it said "Ann adds the 5 of clubs to a set."), and the card lies in
    # front of Ann, with her melds, labelled with the set it is on (it was drawn inside Bob's set)
    assert str(result.events[0]) == "Ann adds the 5 of clubs to Bob's set of 5s."
    zones = {z.key: z for z in GAME.zones(state) if z.name.startswith("meld")}
    assert sorted(zones["meld0/1"].cards) == ["5D", "5H", "5S"] and zones["meld0/1"].label == ""
    assert zones["meld0/0"].cards == ("5C",) and zones["meld0/0"].label == "On Bob's 5s"
    assert zones["meld1/0"].cards == ("9S", "9D", "9H", "9C")  # the player's own, in the set


def test_no_discard_needed_to_go_out_and_the_count():
    """ "You do NOT have to discard to go out"; "Count all points played out in front of you less any
    cards still in your hand"; "Wilds 100 points, Ace 100 points, K-10 10 points, 9-3 5 points" """
    state = position([("AS", "AH", "7D"), ("KH", "3C"), ("3D",)])
    state = play(state, {"kind": "meld", "seat": 0, "cards": ["AS", "AH", "7D"]})
    assert state.phase == HAND_OVER
    assert state.hand_points[-1] == (300, -15, -5)
    assert value("AS", "7", aces_50=True) == 50  # Alternate Rule: "Aces are 50 points"


def test_first_to_1500_and_moves_through_json():
    """ "First player to 1500 wins" """
    import random
    rng = random.Random(2)
    state = GAME.setup(["Ann", "Bob", "Cy"], {"aces_50": True}, 2)
    while not GAME.is_over(state):
        move = rng.choice(GAME.legal_moves(state))
        state = play(state, Move(json.loads(json.dumps(move))))
    totals = GAME.scores(state)
    assert max(totals) >= 1500 and GAME.winners(state) == [totals.index(max(totals))]
    assert len(GAME.score_sheet(state).sections[0].rows) == len(state.hand_points)


def test_a_wild_picked_up_from_a_meld_is_told_it_stays_there():
    """ "You cannot steal wild cards from melded cards". Seen (s39 t3): the 10♠ (10s wild) dragged
    from its player's own meld back to her hand was told only "cannot be moved now"."""
    from cardtable.core.game import Drag
    from cardtable.games.horseshit_rummy import rules_for
    from cardtable.games.melds import classify

    aces = classify(("AH", "AD", "10S"), rules_for("10"), owner=0)
    state = position([("5C", "6D", "9H"), ("4C", "4D"), ("8S", "8D")], melds=(aces,), wild="10",
                     melded=(MELDED, MELDED, MELDED))
    said = "Wild cards stay in the meld they were laid in: you cannot steal wild cards from melded cards."
    for target in ("hand/0", "discard", "melds/0"):
        move = GAME.table_drop(state, 0, Drag((("meld0/0", "10S"),), (target,)))
        assert move is not None and GAME.check(state, move) == said
    # a natural card of the meld is nobody's move either, and no wild words for it
    assert GAME.table_drop(state, 0, Drag((("meld0/0", "AH"),), ("hand/0",))) is None


def test_a_run_dropped_on_new_meld_is_told_only_sets_count():
    """ "**Only sets** are permitted. No runs." Seen (s45 t2 #10): the 8 of spades (wild) with the
    9 and 10 of spades on New meld was told only "A set is cards of one rank." """
    state = position([("8S", "9S", "10S", "KD", "4C"), ("5C",) * 5, ("6C",) * 5], wild="8")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["8S", "9S", "10S"]},
            "Only sets count in this game, no runs: a set is cards of one rank.")
