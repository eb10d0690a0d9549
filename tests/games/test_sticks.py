"""Sticks (004_312affb30e9b3af0.txt, "Sticks"): rule tests quoting the sentence each checks, on set
positions; refusals with the state unchanged; the pot and the seventh stick."""

import json
from collections import Counter

from cardtable.core.game import Move
from cardtable.games.meld_table import meet_contract, meld_data, meld_of
from cardtable.games.melds import classify
from cardtable.games.sticks import (DOWN, DRAW, FREE, GAME, GAME_OVER, NOW, PLAY, RULES, UP, groups_of,
                                    stick_name)
from tests.games.contract import snapshot


def position(hands, sticks, played=None, melds=(), discard=("9D",), collected=None, options=None, phase=PLAY):
    state = GAME.setup(["Ann", "Bob", "Cy"], options or {}, 1)
    used = Counter(c for h in hands for c in h) + Counter(discard) + Counter(c for m in melds for c in m.cards)
    rest = Counter(GAME.pieces(3, {}).cards()) - used
    return state.replace(hands=tuple(tuple(h) for h in hands), stock=tuple(sorted(rest.elements())),
                         discard=tuple(discard), melds=tuple(meld_data(m) for m in melds), turn=0, phase=phase,
                         sticks=tuple(sticks), played=tuple(played or (DOWN,) * 3),
                         collected=tuple(collected or ((),) * 3), must_play=())


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(state, move, words):
    before = snapshot(state)
    result = GAME.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before


def test_the_deal_and_each_player_draws_a_stick_face_down():
    """ "Each player is dealt 15 cards"; "Each player draws a stick from the pot and puts it face
    down in front of them." """
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 7)
    assert [len(h) for h in state.hands] == [15] * 3 and all(state.sticks)
    obs = GAME.observation(state, 0)
    assert obs["private"]["stick"] == stick_name(state.sticks[0])
    assert state.sticks[1] not in json.dumps(obs)  # only the holder sees a face-down stick
    assert stick_name("R4+R4=") == "2 runs of 4 in one suit" and stick_name("R4+S3") == "1 run of 4 and 1 set of 3"


def test_play_the_stick_exactly_no_extra_cards():
    """ "Once you meet the requirements of your stick you turn the stick face up and play the cards
    in front of you. No extra cards beyond the stick requirement can be played at this time." """
    hand = ("5S", "6S", "7S", "8S", "KD", "KH", "2C", "9H", "QC")
    state = position([hand, ("3H",), ("3C",)], ["R4+S3", "S3+S3", "S3+S3"])
    move = next(m for m in GAME.legal_moves(state) if m.kind == "play_stick")
    assert sorted(move["cards"]) == sorted(("5S", "6S", "7S", "8S", "KD", "KH", "2C"))
    refused(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "6S", "7S", "8S", "KD", "KH", "2C", "9H"]},
            "The meld to make is 1 run of 4 and 1 set of 3: exactly 7 cards, not 8.")
    after = play(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "6S", "7S", "8S", "KD", "KH", "2C"]})
    assert after.played[0] == NOW and after.collected[0] == ("R4+S3",) and len(after.melds) == 2
    kinds = sorted(meld_of(m).kind for m in after.melds)
    assert kinds == ["run", "set"]
    refused(after, {"kind": "meld", "seat": 0, "cards": ["9H", "QC", "2C"]}, "No extra cards")
    assert not any(m.kind in ("lay_off", "meld", "swap") for m in GAME.legal_moves(after))


def test_the_prompt_after_the_stick_says_discard_only():
    """Seen (s26 t2 #1): after laying down the stick the prompt said "Ben: add to any melds, then
    discard." though adding was refused ("No extra cards beyond the stick in the turn you play
    it."): "No extra cards beyond the stick requirement can be played at this time". The prompt
    now says what may be done that turn: discard; from the next turn on, add to melds."""
    hand = ("5S", "6S", "7S", "8S", "KD", "KH", "2C", "9H", "QC")
    state = position([hand, ("3H",), ("3C",)], ["R4+S3", "S3+S3", "S3+S3"])
    after = play(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "6S", "7S", "8S", "KD", "KH", "2C"]})
    text = GAME.prompt(after, 0)
    assert text.startswith("Ann: discard (no more cards may be played in the turn you lay down your stick)."), text
    assert "add to any melds" not in GAME.status(after)
    assert {m.kind for m in GAME.legal_moves(after)} == {"discard"}
    later = after.replace(played=(UP, DOWN, DOWN))  # a later turn of Ann's, the stick played
    assert GAME.status(later) == "Ann: add to any melds, then discard."


def test_a_wild_meld_is_what_the_stick_says():
    """ "Each sequence of cards must have at least one natural card (the rest can be wilds)": 5H,
    JK, 2S laid for a run of 3 is the run 5-6-7 of hearts, not a set of 5s. """
    found = meet_contract(("5H", "JK", "2S"), groups_of("R3")[0], RULES, exact=True)
    assert found is not None
    state = position([("5H", "JK", "2S", "9C"), ("3H",), ("3C",)], ["R3", "S3+S3", "S3+S3"])
    after = play(state, {"kind": "play_stick", "seat": 0, "cards": ["5H", "JK", "2S"]})
    assert meld_of(after.melds[0]).kind == "run"
    assert meet_contract(("JK", "2S", "2H"), groups_of("S3")[0], RULES) is None  # no natural


def test_swap_a_wild_from_another_players_set_not_a_run_and_play_it():
    """ "Once you have played your stick you may replace wild cards from other players SETS with
    natural cards in your hand. You may not take wild cards from RUNS. If you take a wild card you
    must play it in that turn" """
    bobs_set = classify(("9S", "9H", "JK"), RULES, owner=1)
    bobs_run = classify(("4C", "5C", "2D"), RULES, owner=1)
    state = position([("9D", "6C", "KS", "KH", "QD"), ("3H",), ("3C",)], ["", "S3", "S3"],
                     played=(UP, DOWN, DOWN), melds=[bobs_set, bobs_run])
    moves = GAME.legal_moves(state)
    assert Move(kind="swap", seat=0, card="9D", meld=0) in moves
    refused(state, {"kind": "swap", "seat": 0, "card": "6C", "meld": 1}, "only from another player's SET")
    after = play(state, {"kind": "swap", "seat": 0, "card": "9D", "meld": 0})
    assert after.must_play == ("JK",) and "JK" in after.hands[0] and "9D" in meld_of(after.melds[0]).cards
    refused(after, {"kind": "discard", "seat": 0, "card": "QD"}, "First play the wild card")
    after = play(after, {"kind": "meld", "seat": 0, "cards": ["KS", "KH", "JK"]})
    assert after.must_play == ()
    play(after, {"kind": "discard", "seat": 0, "card": "QD"})


def test_add_to_anyones_melds_only_once_your_stick_is_played():
    """ "You are allowed to lay down cards that correspond with other players cards on the table
    whether they be Runs or Sets once you have played your stick." """
    bobs_run = classify(("4C", "5C", "6C"), RULES, owner=1)
    state = position([("7C", "KS", "QD"), ("3H",), ("3C",)], ["S3+S3", "S3", "S3"], melds=[bobs_run])
    refused(state, {"kind": "lay_off", "seat": 0, "card": "7C", "meld": 0}, "Play your stick first")
    state = state.replace(sticks=("", "S3", "S3"), played=(UP, DOWN, DOWN))
    after = play(state, {"kind": "lay_off", "seat": 0, "card": "7C", "meld": 0})
    assert meld_of(after.melds[0]).cards[-1] == "7C"
    # the log says whose meld it went on (it said "to a meld.")
    said = GAME.apply(state, Move(kind="lay_off", seat=0, card="7C", meld=0)).events[0]
    assert said.endswith(f"adds the 7 of clubs to {state.players[1]}'s run of clubs."), said


def test_a_lay_off_refused_says_what_the_meld_takes():
    """ "2s and Jokers are wild"; "A set is a minimum of three cards of the same face value"; "A
    run is a minimum of three cards of the same suit in chronological sequence": a card that does
    not fit was told "runs are only extended at their ends", on a set too; now the meld says what
    it takes."""
    bobs_set = classify(("9S", "9H", "JK"), RULES, owner=1)
    bobs_run = classify(("4C", "5C", "6C"), RULES, owner=1)
    whole = classify(tuple(r + "D" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")),
                     RULES, owner=2)
    state = position([("KS", "5C", "QD", "2H"), ("3H",), ("3C",)], ["", "S3", "S3"], played=(UP, DOWN, DOWN),
                     melds=[bobs_set, bobs_run, whole])
    refused(state, {"kind": "lay_off", "seat": 0, "card": "KS", "meld": 0},
            "A set of 9s takes only another 9 (or a wild card).")
    for card in ("KS", "5C"):  # another suit; a card inside the run
        assert GAME.check(state, Move(kind="lay_off", seat=0, card=card, meld=1)) == \
            "This run takes the 3 or the 7 of clubs (or a wild card)."
    refused(state, {"kind": "lay_off", "seat": 0, "card": "2H", "meld": 2}, "This run is complete: no card can be added to it.")
    refused(state, {"kind": "lay_off", "seat": 0, "card": "2H", "meld": 3}, "There is no such meld on the table.")
    # "If you take a wild card you must play it in that turn": dropped where it does not fit, the
    # wild taken was told to be played first; now what the meld takes
    took = state.replace(must_play=("2H",))
    refused(took, {"kind": "lay_off", "seat": 0, "card": "2H", "meld": 2}, "This run is complete")
    refused(took, {"kind": "lay_off", "seat": 0, "card": "QD", "meld": 0}, "First play the wild card you took")


def test_you_must_have_a_discard_and_going_out_deals_again():
    """ "Each play ends with a discard (you must have a discard)"; "When one player has played all of
    their cards the play stops and the cards are dealt again. Everyone with their sticks still face
    down continues to leave them that way for the next hand." """
    state = position([("KS",), ("3H", "4H"), ("3C", "5D")], ["", "S3+S3", "R9"], played=(UP, DOWN, DOWN),
                     collected=(("R7",), (), ()))
    after = play(state, {"kind": "discard", "seat": 0, "card": "KS"})
    assert after.phase == "hand_over"
    after = play(after, {"kind": "next_hand", "seat": (after.dealer + 1) % 3})
    assert after.sticks[1] == "S3+S3" and after.sticks[2] == "R9" and after.sticks[0]  # a new stick for Ann
    assert len(after.hand_sticks) == 1 and after.hand_sticks[0][0] == "R7"


def test_free_sticks_and_the_seventh():
    """ "If you draw a free stick put it face up and draw another stick." "If a "free" stick is drawn
    and will become that person's 7th stick it does not count and another stick must be drawn." "The
    first person to collect 7 sticks is the winner." """
    state = position([(), (), ()], ["", "S3", "S3"], collected=((FREE,) * 6, (), ()))
    state = state.replace(pot=("S3+S3", FREE, FREE))
    after, events = GAME._draw_sticks(state)
    assert after.sticks[0] == "S3+S3" and after.collected[0] == (FREE,) * 6 and after.pot == (FREE, FREE)
    state = position([("5S", "5H", "5D", "9C"), ("3H",), ("3C",)], ["S3", "S3", "S3"],
                     collected=(("R7",) * 6, (), ()))
    after = play(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "5H", "5D"]})
    assert after.phase == GAME_OVER and GAME.winners(after) == [0]


def test_alternate_rules_trade_in_and_no_playable_discard():
    """ "A stick can be traded in after you have held it for one hand and have viewed your cards for
    your next hand"; "Any card that corresponds with those already laid down by other players may not
    be used as a discards ... This includes wild cards." """
    state = position([("KS", "QD"), ("3H",), ("3C",)], ["R9", "S3", "S3"], phase=DRAW,
                     options={"trade_stick": True})
    assert Move(kind="trade_stick", seat=0) not in GAME.legal_moves(state)  # not held a hand yet
    state = state.replace(held_hands=(1, 0, 0), pot=("S3+S3",))
    after = play(state, {"kind": "trade_stick", "seat": 0})
    assert after.sticks == ("S3+S3", "S3", "S3") and "R9" in after.pot
    # Anna now knows her new stick (and a free stick drawn on the way is turned up for all): an
    # undo would let her choose again knowing it (found by tests/games/test_public_events.py).
    assert not GAME.can_undo(state, Move(kind="trade_stick", seat=0))
    bobs = classify(("4C", "5C", "6C"), RULES, owner=1)
    state = position([("7C", "KS", "2D"), ("3H",), ("3C",)], ["", "S3", "S3"], played=(UP, DOWN, DOWN),
                     melds=[bobs], options={"no_playable_discard": True})
    refused(state, {"kind": "discard", "seat": 0, "card": "7C"}, "may not be discarded")
    refused(state, {"kind": "discard", "seat": 0, "card": "2D"}, "may not be discarded")
    play(state, {"kind": "discard", "seat": 0, "card": "KS"})


def test_a_random_game_through_json_ends_with_seven_sticks():
    import random
    rng = random.Random(3)
    state = GAME.setup(["Ann", "Bob", "Cy"], {"free_sticks": 2}, 3)
    while not GAME.is_over(state):
        move = rng.choice(GAME.legal_moves(state))
        state = play(state, Move(json.loads(json.dumps(move))))
    assert max(GAME.scores(state)) == 7
    assert GAME.score_sheet(state).sections[0].rows


def test_a_sample_for_a_computer_player_re_deals_the_hidden_sticks():
    """Face-down sticks are the holder's secret: a seat's sample keeps its own stick and re-deals
    the others' (never as a free stick) with the pot."""
    import random
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 7)
    seen = set()
    for k in range(20):
        other = GAME.determinize(state, 0, random.Random(k))
        assert other.sticks[0] == state.sticks[0] and FREE not in other.sticks
        assert Counter(other.sticks[1:] + other.pot) == Counter(state.sticks[1:] + state.pot)
        assert GAME.observation(other, 0) == GAME.observation(state, 0)
        seen.add(other.sticks[1])
    assert len(seen) > 1


def test_a_player_on_six_facing_a_pot_of_free_sticks_gets_a_fresh_pot():
    """ "If a "free" stick is drawn and will become that person's 7th stick it does not count and
    another stick must be drawn": with only free sticks left, a fresh set of sticks is shuffled in."""
    state = position([(), (), ()], ["", "S3", "S3"], collected=((FREE,) * 6, (), ()))
    state = state.replace(pot=(FREE, FREE))
    after, _ = GAME._draw_sticks(state)
    assert after.sticks[0] not in ("", FREE) and after.pots == state.pots + 1


def test_your_stick_is_named_to_you_and_on_another_players_turn_by_your_name():
    """Only the holder sees a face-down stick, so the prompt names it to the seat holding the
    laptop: "Robo Ruby: add to any melds, then discard. Your stick: ..." read as if it were Robo
    Ruby's, and so did "Your stick: 2 runs of 4 in one suit. Robo Rex: play your stick if you can"
    (s30 t4 #11: Rex then laid a set, and looked to break his stick). On another's turn the
    reader's stick is named with the reader's name, after the line the table may replace by
    "Robo Rex is thinking…"."""
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 7)
    mine = f"Your stick: {stick_name(state.sticks[state.turn])}."
    assert GAME.prompt(state, state.turn) == f"{GAME.status(state)} {mine}"
    other = (state.turn + 1) % 3
    assert GAME.prompt(state, other) == f"{GAME.status(state)} Your stick, Bob: {stick_name(state.sticks[other])}."
    assert state.players[other] == "Bob"


def test_free_sticks_drawn_are_said_in_one_sentence_and_at_the_first_deal_too():
    """ "Each player draws a stick from the pot"; "If you draw a free stick put it face up and draw
    another stick." Free sticks are face up, so the table may say who drew them: a player started
    with "sticks 3" by their name and nothing said why (the first deal's were never said)."""
    state = position([(), (), ()], ["", "S3", "S3"])
    state = state.replace(pot=("S3+S3", FREE, FREE, FREE))
    after, events = GAME._draw_sticks(state)
    assert after.collected[0] == (FREE,) * 3 and after.sticks[0] == "S3+S3"
    assert [str(e) for e in events] == ["Ann draws 3 free sticks (collected at once)."]
    # the first deal: every stick collected before any move is a free one drawn face up
    state = GAME.setup(["Anna", "Ben", "Cleo"], {}, 9)
    assert [len(c) for c in state.collected] == [0, 2, 0]
    # (after who dealt, as every later hand's deal says it)
    assert [str(e) for e in GAME.setup_events(state)] == ["Hand 1: Anna deals.",
                                                          "Ben draws 2 free sticks (collected at once)."]
    assert [str(e) for e in GAME.setup_events(GAME.setup(["Anna", "Ben", "Cleo"], {}, 3))] == ["Hand 1: Ben deals."]


def test_cards_a_person_selects_are_the_stick_while_it_is_face_down_then_melds():
    """ "Once you meet the requirements of your stick you turn the stick face up and play the cards
    in front of you": cards selected and dragged to the meld row while the stick is face down are
    the stick (any cards that meet it, not only the way the table lists), a meld after it; both
    judged by the rules, not looked up."""
    hand = ("5S", "6S", "7S", "8S", "KD", "KH", "KC", "2C", "9H", "QC")
    state = position([hand, ("3H",), ("3C",)], ["R4+S3", "S3+S3", "S3+S3"])
    assert GAME.card_list_moves(state) == [("play_stick", "hand/0", "melds/0", {"seat": 0})]
    stick = ("5S", "6S", "7S", "8S", "KC", "KD", "KH")  # three natural kings, not the listed K K and wild
    assert Move(kind="play_stick", seat=0, cards=stick) not in GAME.legal_moves(state)
    after = play(state, {"kind": "play_stick", "seat": 0, "cards": list(stick)})
    assert GAME.card_list_moves(after) == [("meld", "hand/0", "melds/0", {"seat": 0})]
    assert GAME.card_list_moves(state.replace(phase=DRAW)) == []


def test_a_wrong_stick_says_what_is_missing_as_desert_rummy_and_push_do():
    """ "Once you meet the requirements of your stick you turn the stick face up and play the cards
    in front of you. No extra cards beyond the stick requirement can be played at this time."
    Anna's stick was 3 sets of 3; she dragged two sets (10♥ 10♦ 10♦, Q♥ Q♣ and a joker) to "New
    meld" and read only "Those cards are not exactly your stick: 3 sets of 3." (s34 t2 #10). The
    contract rummy games' words (:func:`melds.split_melds`) now say what is missing or wrong."""
    hand = ("10H", "10D", "10D", "QH", "QC", "JK", "5S", "9C", "KD", "3H", "4S")
    state = position([hand, ("3H",), ("3C",)], ["S3+S3+S3", "S3+S3", "S3+S3"])
    two_sets = ["10H", "10D", "10D", "QH", "QC", "JK"]
    short = ("The meld to make is 3 sets of 3: exactly 9 cards, not 6. The stick goes down all at once: "
             "click all 9 cards, then drag them together.")
    refused(state, {"kind": "play_stick", "seat": 0, "cards": two_sets}, short)
    refused(state, {"kind": "play_stick", "seat": 0, "cards": two_sets + ["5S", "9C", "KD"]},
            "The meld to make is 3 sets of 3 (each meld exactly that size): the cards make a set of three 10s "
            "and a set of queens (two queens and a joker), but the 5 of spades, the 9 of clubs and the king of diamonds "
            "do not make a set of 3 (a set is cards of one rank).")
    # the drop on "New meld" is judged by the same words
    assert GAME.explain(state, Move({"kind": "meld", "seat": 0, "cards": two_sets})) == short


def test_two_sets_of_one_rank_make_a_stick_and_a_wrong_one_is_not_told_otherwise():
    """Sticks is played with three or four decks: two sets of 5s make "2 sets of 3" (a set is
    "a minimum of three cards of the same face value"), so the refusal of a wrong stick never says
    "two sets of one rank are one bigger set" as Desert Rummy's does."""
    hand = ("5S", "5H", "5D", "5C", "5H", "2S", "9H", "QC")
    state = position([hand, ("3H",), ("3C",)], ["S3+S3", "S3+S3", "S3+S3"])
    play(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "5H", "5D", "5C", "5H", "2S"]})
    result = GAME.apply(state, Move({"kind": "play_stick", "seat": 0, "cards": ["5S", "5H", "5D", "5C", "9H", "2S"]}))
    assert not result.ok and "one bigger set" not in result.reason
    assert result.reason.startswith("The meld to make is 2 sets of 3 (each meld exactly that size): the cards make "
                                    "a set of three 5s, but "), result.reason


def test_a_stick_dropped_one_set_at_a_time_says_to_choose_all_its_cards_first():
    """The tester (s38 t3): "the 'New meld' drop box invites building one meld at a time, but
    dropping a first set of three is refused: 'The meld to make is 2 sets of 3: exactly 6 cards,
    not 3.' A family expects ... the hint to say 'select all 6 cards, then drag'." The rules:
    "Once you meet the requirements of your stick you turn the stick face up and play the cards
    in front of you": the stick goes down whole, so the words say how."""
    hand = ("5S", "5H", "5D", "KC", "KH", "KD", "2S", "9H")
    state = position([hand, ("3H",), ("3C",)], ["S3+S3", "S3+S3", "S3+S3"])
    said = ("The meld to make is 2 sets of 3: exactly 6 cards, not 3. The stick goes down all at once: "
            "click all 6 cards, then drag them together.")
    refused(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "5H", "5D"]}, said)
    assert GAME.explain(state, Move({"kind": "meld", "seat": 0, "cards": ["5S", "5H", "5D"]})) == said
    # too many cards: nothing to add
    refused(state, {"kind": "play_stick", "seat": 0, "cards": ["5S", "5H", "5D", "KC", "KH", "KD", "2S"]},
            "The meld to make is 2 sets of 3: exactly 6 cards, not 7.")
