"""Desert Rummy (004_312affb30e9b3af0.txt, "Desert Rummy"): rule tests quoting the sentence each
checks, on set positions; refusals leave the state unchanged; card-list moves through JSON."""

import json

from cardtable.core.game import Move
from cardtable.games.contract_rummy import DRAW, GAME_OVER, HAND_OVER, PLAY
from cardtable.games.desert_rummy import GAME, MELDS, RULES, SWAP_ANY_RUN, decks_for
from cardtable.games.melds import classify
from tests.games.rummy_positions import play, position, refused


def test_the_deal_eleven_cards_two_decks_for_four():
    """ "2 decks of cards for 4 people including Jokers; 3-4 decks for 6 or more people";
    "Deal 11 cards to each player" """
    state = GAME.setup(["A", "B", "C", "D"], {}, 3)
    assert [len(h) for h in state.hands] == [11] * 4 and len(state.discard) == 1
    assert sum(GAME.deck_counts(state).values()) == 108
    assert (decks_for(4), decks_for(6), decks_for(8)) == (2, 3, 4)
    assert state.turn == (state.dealer + 1) % 4 and state.level == (1, 1, 1, 1)


def test_the_first_meld_is_two_sets_of_three_laid_as_one_card_list():
    """ "1 2 sets of 3"; "Jokers and twos are wild" """
    hand = ("7C", "7D", "7H", "KS", "KD", "JK", "4C", "5C", "9H", "10S", "QD", "3D")
    state = position(GAME, [hand, 11])
    after = play(GAME, state, {"kind": "meld", "cards": ["7C", "KS", "7D", "KD", "JK", "7H"]})
    assert after.down[0] and len(after.melds) == 2 and len(after.hands[0]) == 6
    refused(GAME, state, {"kind": "meld", "cards": ["7C", "7D", "7H"]}, "2 sets of 3")


def test_the_sizes_are_exact():
    """Decided: the meld sizes are exact ("2 sets of 3" is two sets of three cards)."""
    hand = ("7C", "7D", "7H", "7S", "KS", "KD", "KH", "4C", "5C", "9H", "10S", "QD")
    state = position(GAME, [hand, 11])
    refused(GAME, state, {"kind": "meld", "cards": ["7C", "7D", "7H", "7S", "KS", "KD", "KH"]}, "exactly 6 cards")


def test_tame_cards_at_least_equal_to_wilds():
    """ "You must have at least an equal amount of tame cards to wilds." """
    hand = ("7C", "2D", "JK", "KS", "KD", "KH", "4C", "5C", "9H", "10S", "QD", "3D")
    state = position(GAME, [hand, 11])
    refused(GAME, state, {"kind": "meld", "cards": ["7C", "2D", "JK", "KS", "KD", "KH"]}, "do not make")


def test_meld_eight_is_two_runs_of_four_in_one_suit():
    """ "8 2 runs of 4 in same suit" """
    good = ("3H", "4H", "5H", "6H", "9H", "10H", "JH", "QH")
    mixed = ("3H", "4H", "5H", "6H", "9S", "10S", "JS", "QS")
    state = position(GAME, [good + mixed[4:] + ("KD",), 11], level=(8, 1))
    assert GAME.contract(state, 0) is MELDS[7]
    refused(GAME, state, {"kind": "meld", "cards": list(mixed)}, "in the same suit")
    after = play(GAME, state, {"kind": "meld", "cards": list(good)})
    assert {m[0] for m in after.melds} == {"run"} and len(after.melds) == 2


def test_no_extra_cards_in_the_turn_you_meld():
    """ "You can not lay down any extra cards in the round that you meld." """
    hand = ("7C", "7D", "7H", "KS", "KD", "KH", "KC", "5C", "9H", "10S", "QD", "3D")
    state = position(GAME, [hand, 11])
    after = play(GAME, state, {"kind": "meld", "cards": ["7C", "7D", "7H", "KS", "KD", "KH"]})
    assert not any(m.kind == "lay_off" for m in GAME.legal_moves(after))
    refused(GAME, after, {"kind": "lay_off", "card": "KC", "meld": 1}, "in the turn you lay")
    # and the status says so, rather than "meld, add on, then discard" (seen in play)
    assert GAME.status(after).endswith(": discard. Nothing more goes down in the turn you lay your meld.")


def test_only_onto_your_own_cards():
    """ "You can only add additional cards onto your own cards (not the other players)" """
    mine = classify(("7C", "7D", "7H"), RULES, owner=0)
    theirs = classify(("KS", "KD", "KH"), RULES, owner=1)
    state = position(GAME, [("7S", "KC", "4D"), 5], melds=(mine, theirs), down=(True, True), level=(2, 2))
    after = play(GAME, state, {"kind": "lay_off", "card": "7S", "meld": 0})
    assert after.melds[0][1][-1] == "7S"
    refused(GAME, state, {"kind": "lay_off", "card": "KC", "meld": 1}, "only onto your own")


def test_a_discard_to_go_out():
    """ "You MUST have a discard to go out." """
    mine = classify(("7C", "7D", "7H"), RULES, owner=0)
    state = position(GAME, [("7S",), 5], melds=(mine,), down=(True, False), level=(2, 1))
    assert Move(kind="lay_off", card="7S", meld=0) not in GAME.legal_moves(state)
    refused(GAME, state, {"kind": "lay_off", "card": "7S", "meld": 0}, "keep a card to discard")
    after = play(GAME, state, {"kind": "discard", "card": "7S"})
    assert after.phase == HAND_OVER and after.history[-1] == (2, 0) and after.level == (3, 1)


def test_the_hand_end_says_who_made_their_meld_and_the_table_who_went_out():
    """ "If you don't make your meld you have to replay that hand in the next round": the hand's
    end says who made it; the table's prompt, short (it showed the whole sentence), who went out,
    as the other rummy games' do."""
    mine = classify(("7C", "7D", "7H"), RULES, owner=0)
    state = position(GAME, [("7S",), 5], melds=(mine,), down=(True, False), level=(2, 1))
    result = GAME.apply(state, Move(kind="discard", card="7S"))
    name = state.players[0]
    assert GAME.hand_result_words(result.state, result.events) == f"{name} goes out. Made their meld: {name}."
    assert GAME.hand_result_words(result.state, result.events, short=True) == f"{name} goes out."


def test_who_did_not_meld_replays_that_meld():
    """ "If you don't make your meld you have to replay that hand in the next round. Each player
    could be on a different meld at any given time." """
    mine = classify(("7C", "7D", "7H"), RULES, owner=0)
    state = position(GAME, [("4S",), 5], melds=(mine,), down=(True, False), level=(5, 3))
    after = play(GAME, state, {"kind": "discard", "card": "4S"})
    assert after.level == (6, 3)
    nxt = play(GAME, after, {"kind": "next_hand"})
    assert nxt.phase == DRAW and GAME.contract(nxt, 1) is MELDS[2] and GAME.contract(nxt, 0) is MELDS[5]
    sheet = GAME.score_sheet(after)
    assert sheet.rows[-1].cells[0] == ("\u2713 5",) and sheet.rows[-1].cells[1] == ("",)


def test_swap_in_a_run_only_and_use_the_wild_at_once():
    """ "substitute the natural card from your hand for the wild card ... in a run only (not from
    a set) ... the wild card you replace must be used immediately and can not be put in your
    hand. This can only be done after you have melded." """
    run = classify(("5H", "JK", "7H"), RULES, owner=0)  # (your own run: test_wilds_only_from_your_own_runs)
    kings = classify(("KS", "KD", "KH"), RULES, owner=0)
    wild_set = classify(("9S", "9D", "2C"), RULES, owner=1)
    state = position(GAME, [("6H", "9C", "4D"), 5], melds=(run, kings, wild_set),
                     down=(True, True), level=(2, 2))
    refused(GAME, state, {"kind": "swap", "card": "9C", "meld": 2}, "only from runs")
    after = play(GAME, state, {"kind": "swap", "card": "6H", "meld": 0})
    assert after.pending == "JK" and after.melds[0][1] == ("5H", "6H", "7H")
    assert all(m.kind == "lay_off" and m["card"] == "JK" for m in GAME.legal_moves(after))
    refused(GAME, after, {"kind": "discard", "card": "4D"}, "freed")
    done = play(GAME, after, {"kind": "lay_off", "card": "JK", "meld": 1})
    assert done.pending == "" and done.melds[1][1][-1] == "JK"
    not_yet = state.replace(down=(False, True))
    refused(GAME, not_yet, {"kind": "swap", "card": "6H", "meld": 0}, "only after you have laid")


def test_the_eleventh_meld_wins_when_laid():
    """ "First Player to complete the 11th meld wins." (decided: when it is laid down) """
    hand = ("3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "KD", "QD", "4H")
    state = position(GAME, [hand, 11], level=(11, 4))
    after = play(GAME, state, {"kind": "meld", "cards": list(hand[:9])})
    assert after.phase == GAME_OVER and GAME.winners(after) == [0] and GAME.legal_moves(after) == []
    assert "P0 wins" in GAME.status(after) and GAME.score_sheet(after).winners == (0,)


def test_card_list_moves_survive_json():
    hand = ("7C", "7D", "7H", "KS", "KD", "JK", "4C", "5C", "9H", "10S", "QD", "3D")
    state = position(GAME, [hand, 11])
    move = Move(json.loads(json.dumps(Move(kind="meld", cards=("7C", "KS", "7D", "KD", "JK", "7H")))))
    assert GAME.apply(state, move).ok


def test_bad_input_is_refused_with_a_reason():
    state = position(GAME, [("7C", "7D", "7H", "8C", "8D", "8H", "9C", "9D", "9H", "10C", "10D", "10H"), 11])
    refused(GAME, state, {"kind": "meld", "cards": "7C"}, "list of cards")
    refused(GAME, state, {"kind": "meld", "cards": ["ZZ"]}, "list of cards")
    refused(GAME, state, {"kind": "swap", "card": "7C", "meld": 9}, "swap names")
    refused(GAME, state.replace(phase=DRAW), {"kind": "discard", "card": "7C"}, "Draw first")
    assert PLAY == state.phase


def test_card_list_moves_survive_save_and_load(tmp_path):
    """A laid-down meld (a card list) and a lay-off are saved in the record and replay exactly."""
    from cardtable.core.session import Session
    from cardtable.store import SaveStore

    session = Session.new(GAME, ["Ann", "Bob", "Cy"], {}, seed=11)
    played = 0
    while played < 200 and not GAME.is_over(session.state):
        legal = GAME.legal_moves(session.state)
        melds = [m for m in legal if m.kind in ("meld", "lay_off")]
        move = melds[0] if melds else legal[played * 7 % len(legal)]
        assert session.play(move).ok
        played += 1
    assert any(m[1] for m in session.state.melds)
    store = SaveStore(tmp_path)
    store.save("desert", session)
    back = store.load("desert")
    assert json.dumps(back.state.to_json(), sort_keys=True) == json.dumps(session.state.to_json(), sort_keys=True)


def test_the_stock_is_made_again_at_most_twice_a_hand():
    """Decided (the book's "Play continues until a player that has melded goes out" never ends a
    hand nobody can make their meld in): an empty stock is made again from the discards at most
    twice in a hand; the second time is allowed, and then the status line warns."""
    state = position(GAME, [("4S", "9D"), 5], discard=("QC", "3D", "KH"), phase=DRAW).replace(stock=(), rebuilt=1)
    assert "Last stock" not in GAME.status(state)
    after = play(GAME, state, {"kind": "draw", "pile": "stock"})
    assert after.rebuilt == 2 and after.discard == ("KH",) and after.hands[0][-1] in ("QC", "3D")
    assert after.stock == tuple({"QC", "3D"} - {after.hands[0][-1]})
    assert "Last stock (1 card): the hand ends when it runs out." in GAME.status(play(GAME, after, {"kind": "discard", "card": "4S"}))


def test_a_hand_ends_when_the_third_stock_runs_out_and_who_did_not_meld_replays():
    """Decided: when the third stock runs out, the hand ends once the player who drew its last card
    has finished the turn; nobody went out. "If you don't make your meld you have to replay that
    hand in the next round": whoever laid down their meld this hand moves on."""
    mine = classify(("7C", "7D", "7H"), RULES, owner=1)
    state = position(GAME, [("4S", "9D"), ("5C", "8C")], discard=("QC", "3D"), melds=(mine,),
                     down=(False, True), level=(5, 3), phase=DRAW).replace(stock=("KH",), rebuilt=2)
    state = play(GAME, state, {"kind": "draw", "pile": "stock"})
    assert state.phase == PLAY and not state.stock and state.hands[0][-1] == "KH"
    result = GAME.apply(state, Move(kind="discard", card="KH"))
    assert result.ok and result.state.phase == HAND_OVER
    assert any("the hand ends" in event for event in result.events)
    assert result.state.history[-1] == (0, 3) and result.state.level == (5, 4)
    assert GAME.hand_result_words(result.state, result.events) == f"Nobody goes out. Made their meld: {state.players[1]}."
    assert GAME.hand_result_words(result.state, result.events, short=True) == "Nobody goes out."
    nxt = play(GAME, result.state, {"kind": "next_hand"})
    assert nxt.rebuilt == 0 and GAME.contract(nxt, 0) is MELDS[4] and GAME.contract(nxt, 1) is MELDS[3]


def test_endless_stock_is_the_books_way_and_older_saves_replay_with_it():
    """House rule "Endless stock" (the book: the stock is made again whenever it runs out): the
    third empty stock is made again too and the hand goes on. A game saved before the limit was
    decided (state version 1) replays with the house rule on, so it opens as it was played."""
    state = position(GAME, [("4S", "9D"), 5], discard=("QC", "3D", "KH"), phase=DRAW)
    state = state.replace(stock=(), rebuilt=2, options={**state.options, "endless_stock": True})
    after = play(GAME, state, {"kind": "draw", "pile": "stock"})
    assert after.rebuilt == 3 and after.phase == PLAY and len(after.hands[0]) == 3
    assert GAME.state_version >= 2
    # (a save that old also took wilds from anybody's runs: test_a_game_saved_before_takes_wilds...)
    assert GAME.upgrade_options({"last_meld": 11}, 1) == {"last_meld": 11, "endless_stock": True, SWAP_ANY_RUN: True}
    assert GAME.upgrade_options({"last_meld": 11}, 2) == {"last_meld": 11, SWAP_ANY_RUN: True}
    assert GAME.upgrade_options({"last_meld": 11}, 3) == {"last_meld": 11}
    assert GAME.setup(["A", "B"], {}, 1).options["endless_stock"] is False


def test_a_draw_from_a_stock_made_again_cannot_be_taken_back():
    """The discards shuffled into a new stock have an order nobody knew, though each card was seen
    face up: an undo would let the player draw again knowing which card comes."""
    state = position(GAME, [("4S", "9D"), 5], discard=("QC", "3D", "KH"), phase=DRAW).replace(stock=(), rebuilt=1)
    draw = Move({"kind": "draw", "pile": "stock"})
    assert not GAME.can_undo(state, draw)
    full = position(GAME, [("4S", "9D"), 5], discard=("QC", "3D", "KH"), phase=DRAW)
    assert GAME.can_undo(full, Move({"kind": "draw", "pile": "discard"}))


def test_a_natural_dropped_on_a_wild_in_another_players_set_is_told_the_swap_rule():
    """Tester t4, session 29: Ben's 4 of spades dropped on the joker of Robo Ruby's set of 4s was
    told "You can add cards only onto your own melds.": not why. "substitute the natural card from
    your hand for the wild card ... in a run only (not from a set)"."""
    from cardtable.core.game import Drag

    kings = classify(("KS", "KD", "KH"), RULES, owner=1)
    wild_set = classify(("9S", "9D", "2C"), RULES, owner=1)
    state = position(GAME, [("6H", "9C", "4D", "KC"), 5], melds=(kings, wild_set), down=(True, True), level=(2, 2))
    move = GAME.table_drop(state, 0, Drag((("hand/0", "9C"),), ("meld1/1",)))
    assert move is not None and GAME.check(state, move) == "Wild cards can be taken only from runs, not from sets."
    # a card that stands for no wild there is told where it may be added
    move = GAME.table_drop(state, 0, Drag((("hand/0", "KC"),), ("meld0/1",)))
    assert move is not None and GAME.check(state, move) == "You can add cards only onto your own melds."


def test_wilds_only_from_your_own_runs():
    """ "You can only add additional cards onto your own cards (not the other players)": a swap lays
    the natural card of your hand in the run, so a wild is taken from your own runs only (t2, s38:
    the table let Ann take the joker out of Bob's run). "If you have in your hand the natural card
    that is represented by some wild card on the table in a run only (not from a set), you can
    substitute the natural card from your hand for the wild card" """
    from cardtable.core.game import Drag
    from cardtable.games.contract_rummy import TAKE_WILD

    bobs = classify(("5H", "JK", "7H"), RULES, owner=1)
    anns = classify(("9S", "2C", "JS"), RULES, owner=0)
    kings = classify(("KS", "KD", "KH"), RULES, owner=0)
    state = position(GAME, [("6H", "10S", "4D", "8C"), 5], melds=(bobs, anns, kings), down=(True, True), level=(2, 2))
    swaps = [m for m in GAME.legal_moves(state) if m.kind == "swap"]
    assert swaps == [Move(kind="swap", card="10S", meld=1)]
    refused(GAME, state, {"kind": "swap", "card": "6H", "meld": 0}, "only from your own runs")
    # the 6 of hearts dropped on Bob's joker, and Bob's joker dragged out, are told the rule
    move = GAME.table_drop(state, 0, Drag((("hand/0", "6H"),), ("meld0/1",)))
    assert move is not None and GAME.check(state, move) == (
        "You can take a wild card only from your own runs: you add cards only to your own melds.")
    take = GAME.table_drop(state, 0, Drag((("meld0/1", "JK"),), ("hand/0",)))
    assert take is not None and take.kind == TAKE_WILD
    assert GAME.explain(state, take).startswith("You can take a wild card only from your own runs")
    # your own run's 2 of clubs is taken with the 10 of spades
    after = play(GAME, state, {"kind": "swap", "card": "10S", "meld": 1})
    assert after.pending == "2C" and after.melds[1][1] == ("9S", "10S", "JS")


def test_a_game_saved_before_takes_wilds_from_anybodys_runs():
    """Old saves replay as they were played: a record of state version 2 or older is read with
    the rule it kept (wilds from anybody's runs), which no set-up offers."""
    assert GAME.state_version == 3 and SWAP_ANY_RUN in GAME.old_save_rules
    assert GAME.upgrade_options({"first_meld": 1}, 2)[SWAP_ANY_RUN] is True
    assert GAME.upgrade_options({"first_meld": 1}, 1)["endless_stock"] is True
    assert SWAP_ANY_RUN not in GAME.upgrade_options({"first_meld": 1}, 3)
    assert SWAP_ANY_RUN not in {spec.id for spec in GAME.info.options}
    assert GAME.new_game_options({"first_meld": 1, SWAP_ANY_RUN: True}) == {"first_meld": 1}
    bobs = classify(("5H", "JK", "7H"), RULES, owner=1)
    kings = classify(("KS", "KD", "KH"), RULES, owner=0)
    state = position(GAME, [("6H", "4D", "8C"), 5], melds=(bobs, kings), down=(True, True), level=(2, 2),
                     options={SWAP_ANY_RUN: True})
    assert Move(kind="swap", card="6H", meld=0) in GAME.legal_moves(state)
    assert play(GAME, state, {"kind": "swap", "card": "6H", "meld": 0}).pending == "JK"


def test_adding_onto_another_players_meld_before_your_own_is_told_the_own_melds_rule():
    """ "You can only add additional cards onto your own cards (not the other players)". Seen (s39
    t3): before his own meld, Maximilian's 8♣ dropped on Cleo's set of 8s was told "Lay down your
    own meld first.", which promised it would do later; after melding the same drop gave the rule."""
    from cardtable.core.game import Drag

    eights = classify(("8S", "8D", "8H"), RULES, owner=1)
    run = classify(("4H", "5H", "JK"), RULES, owner=1)
    state = position(GAME, [("8C", "6H", "9C", "4D"), 5], melds=(eights, run), down=(False, True))
    said = "You can add cards only onto your own melds."
    for card, meld in (("8C", 0), ("6H", 1)):
        move = GAME.table_drop(state, 0, Drag((("hand/0", card),), (f"meld{meld}/1",)))
        assert move is not None and GAME.check(state, move) == said
    refused(GAME, state, {"kind": "lay_off", "card": "8C", "meld": 0}, said)
    melded = state.replace(down=(True, True))
    refused(GAME, melded, {"kind": "lay_off", "card": "8C", "meld": 0}, said)


def test_the_log_names_a_wild_two_as_the_card_it_stands_for_and_your_own_meld_plainly():
    """Seen (s40 t1 F4): "a run of three diamonds from the ace to the 3 (the 2 of hearts as the
    2)" and "Anna adds the 2 of diamonds to their own run of clubs". Since "You can only add
    additional cards onto your own cards", the meld is "the run of clubs"."""
    from cardtable.games.melds import meld_said

    run = classify(("AD", "2H", "3D"), RULES)
    assert meld_said(run) == "a run of three diamonds from the ace to the 3 (the 2 of hearts as the 2 of diamonds)"
    mine = classify(("9C", "10C", "JC"), RULES, owner=0)
    state = position(GAME, [("8C", "KC", "4D"), 5], melds=(mine,), down=(True, True), level=(2, 2))
    result = GAME.apply(state, Move(kind="lay_off", card="8C", meld=0))
    assert [str(e) for e in result.events][0] == "P0 adds the 8 of clubs to the run of clubs."
