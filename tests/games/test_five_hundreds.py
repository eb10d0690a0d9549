"""Five Hundreds (004_312affb30e9b3af0.txt, "Five Hundreds"): rule tests quoting the sentence each
checks, on set positions; refusals; card-list moves through JSON; random games' invariants."""

import json
import random

from cardtable.core.cards import DeckSpec
from cardtable.core.game import Move
from cardtable.core.zones import card_counts
from cardtable.games.five_hundreds import DRAW, GAME, GAME_OVER, HAND_OVER, PLAY, meld_data, meld_of, value
from cardtable.games.melds import Meld, classify
from cardtable.games.five_hundreds import RULES
from tests.games.contract import snapshot

DECK = DeckSpec().cards()


def position(hands, discard=("9D",), melds=(), turn=0, phase=PLAY, melded=None):
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 1)
    on_table = [c for m in melds for c in m.cards]
    used = [c for h in hands for c in h] + list(discard) + on_table
    stock = tuple(c for c in DECK if c not in used)
    return state.replace(hands=tuple(tuple(h) for h in hands), stock=stock, discard=tuple(discard),
                         melds=tuple(meld_data(m) for m in melds), turn=turn, phase=phase,
                         melded=tuple(melded or (False,) * len(hands)), must_play="", held=(), rummy_from=-1)


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(state, move, words):
    before = snapshot(state)
    result = GAME.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before


def test_the_deal_seven_cards_and_an_upcard():
    """ "7 cards are dealt to each player and one card is turned face up in front of the stock
    pile"; "The player to the left of the dealer leads" """
    state = GAME.setup(["Ann", "Bob", "Cy"], {}, 4)
    assert [len(h) for h in state.hands] == [7, 7, 7] and len(state.discard) == 1
    assert len(state.stock) == 52 - 22 and state.turn == (state.dealer + 1) % 3 and state.phase == DRAW


def test_any_card_list_that_is_a_meld_is_accepted_by_check():
    """ "Cards are laid as sets and runs (minimum of three)"; "Aces can be high or low" """
    state = position([("10H", "JH", "QH", "KH", "AH", "4C"), ("2C",), ("3C",)])
    five = ("10H", "JH", "QH", "KH", "AH")
    assert Move(kind="meld", seat=0, cards=five) not in GAME.legal_moves(state)  # not listed
    after = play(state, {"kind": "meld", "seat": 0, "cards": list(five)})
    assert meld_of(after.melds[0]).stands_for[-1] == "AH" and after.melded[0]
    refused(state, {"kind": "meld", "seat": 0, "cards": ["10H", "JH", "4C"]}, "neither a set")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["10H", "JH", "QC"]}, "do not hold")


def test_dig_deep_only_to_meld_the_card_with_one_from_your_hand():
    """ "You may "dig deep" ... You MUST be able to play the card that you have dug to get using
    at least one card from your hand" """
    state = position([("7S", "7H", "2D", "KC"), ("2C",), ("3C",)], discard=("7C", "4H", "JD"), phase=DRAW)
    moves = GAME.legal_moves(state)
    assert Move(kind="draw", seat=0, pile="discard", index=0) in moves  # the 7C: 7S, 7H in hand
    assert Move(kind="draw", seat=0, pile="discard", index=1) not in moves  # the 4H: no meld
    assert Move(kind="draw", seat=0, pile="discard", index=2) in moves  # the top card is free
    after = play(state, {"kind": "draw", "seat": 0, "pile": "discard", "index": 0})
    assert after.hands[0][-3:] == ("7C", "4H", "JD") and after.discard == ()
    refused(after, {"kind": "discard", "seat": 0, "card": "KC"}, "First meld the 7 of clubs")
    after = play(after, {"kind": "meld", "seat": 0, "cards": ["7S", "7H", "7C"]})
    play(after, {"kind": "discard", "seat": 0, "card": "KC"})


def test_add_on_to_other_players_melds_once_you_have_melded_in_front_of_you():
    """ "Once you meld ... you can add onto other players cards (you can add on in the same round
    you meld), put the extra cards in front of you so you can count them in your score" """
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    state = position([("8S", "QD", "QH", "QC", "2D"), ("2C",), ("3C",)], melds=[bobs])
    assert not any(m.kind == "lay_off" for m in GAME.legal_moves(state))  # not melded yet
    refused(state, {"kind": "lay_off", "seat": 0, "card": "8S", "meld": 0}, "once you have melded")
    state = play(state, {"kind": "meld", "seat": 0, "cards": ["QD", "QH", "QC"]})
    said = GAME.apply(state, Move({"kind": "lay_off", "seat": 0, "card": "8S", "meld": 0})).events[0].text
    assert said.endswith("adds the 8 of spades to Bob's run of spades.")
    state = play(state, {"kind": "lay_off", "seat": 0, "card": "8S", "meld": 0})
    meld = meld_of(state.melds[0])
    assert meld.laid_by(0) == ["8S"] and meld.laid_by(1) == ["5S", "6S", "7S"]
    # "in front of you": on the table the 8 lies with Anna's melds, labelled with the run it went
    # on, and the log says whose run (it was drawn inside Bob's and "added ... to a meld")
    zones = {z.key: z for z in GAME.zones(state)}
    assert zones["meld0/1"].cards == ("5S", "6S", "7S") and zones["meld0/0"].cards == ("8S",)
    assert zones["meld0/0"].label.startswith("On ")


def test_rummy_the_first_to_call_lays_off_the_playable_discard_not_a_turn():
    """ "If another player discards a card that can be played out on the table the first person
    to call RUMMY can pick up that card and play it with their cards (does not count as a turn)" """
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    state = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[bobs], melded=(True, True, True))
    state = play(state, {"kind": "discard", "seat": 0, "card": "8S"})
    assert GAME.to_act(state) == (1, 2)  # Bob draws; Cy may call Rummy! (not Ann, not Bob)
    assert Move(kind="rummy", seat=2, meld=0) in GAME.legal_moves(state)
    assert Move(kind="rummy", seat=0, meld=0) not in GAME.legal_moves(state)
    assert Move(kind="rummy", seat=1, meld=0) not in GAME.legal_moves(state)
    after = play(state, {"kind": "rummy", "seat": 2, "meld": 0})
    assert meld_of(after.melds[0]).laid_by(2) == ["8S"] and after.turn == 1 and after.phase == DRAW
    # once Bob draws, the chance is gone
    drawn = play(state, {"kind": "draw", "seat": 1, "pile": "stock"})
    assert not any(m.kind == "rummy" for m in GAME.legal_moves(drawn))


def test_rummy_is_called_only_by_a_player_who_has_melded():
    """ "MELD: Once you meld (any amount of sets or runs) you can add onto other players cards";
    a call lays the discard onto a meld on the table ("the first person to call RUMMY can pick up
    that card and play it with their cards"), so it follows the same rule as a turn: Cleo, with
    nothing melded this hand, was offered "Rummy! (Cleo)" and laid the queen of spades on Anna's
    queens (tester report s32 t3). Once she has melded, she may call."""
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    four = GAME.setup(["Ann", "Bob", "Cy", "Di"], {}, 1)
    hands = (("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C"), ("4H", "9H"))
    used = [c for h in hands for c in h] + ["9D", "5S", "6S", "7S"]
    four = four.replace(hands=hands, stock=tuple(c for c in DECK if c not in used), discard=("9D",),
                        melds=(meld_data(bobs),), turn=0, phase=PLAY, melded=(True, True, False, True),
                        must_play="", held=(), rummy_from=-1)
    state = play(four, {"kind": "discard", "seat": 0, "card": "8S"})
    assert [m["seat"] for m in GAME.legal_moves(state) if m.kind == "rummy"] == [3]  # Di, not Cy
    assert GAME.to_act(state) == (1, 3)
    refused(state, {"kind": "rummy", "seat": 2, "meld": 0},
            "You can call Rummy! only once you have melded this hand")
    assert "Cy" not in GAME.called_out_words(state, GAME.to_act(state)[1:])
    # nobody who may call: no call at all, and the player to draw alone acts
    alone = play(four.replace(melded=(True, True, False, False)), {"kind": "discard", "seat": 0, "card": "8S"})
    assert GAME.to_act(alone) == (1,) and not any(m.kind == "rummy" for m in GAME.legal_moves(alone))
    assert "Rummy!" not in GAME.status(alone) and "Rummy! may be called" in GAME.status(state)
    melded = play(four.replace(melded=(True, True, True, False)), {"kind": "discard", "seat": 0, "card": "8S"})
    after = play(melded, {"kind": "rummy", "seat": 2, "meld": 0})
    assert meld_of(after.melds[0]).laid_by(2) == ["8S"]


def test_rummy_is_not_offered_to_the_player_to_draw():
    """ "If another player discards a card that can be played out on the table the first person
    to call RUMMY can pick up that card and play it with their cards (does not count as a turn)":
    a call out of turn. The player whose turn it is takes the discard as their draw ("A turn
    consists of drawing, melding and discarding"); a Rummy! of their own would be a free card
    before their draw (finding s28: Bob, to draw, had "Rummy! (Bob)" buttons). With two players
    nobody else may call: no Rummy! at all, and the to-act list is the drawer's alone."""
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    state = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[bobs], melded=(True, True, True))
    state = play(state, {"kind": "discard", "seat": 0, "card": "8S"})
    assert [m["seat"] for m in GAME.legal_moves(state) if m.kind == "rummy"] == [2]
    refused(state, {"kind": "rummy", "seat": 1, "meld": 0}, "It is your turn: take the 8 of spades as your draw")
    # Bob takes the 8 himself, as his draw
    assert Move(kind="draw", seat=1, pile="discard", index=len(state.discard) - 1) in GAME.legal_moves(state)
    two = GAME.setup(["Ann", "Bob"], {}, 1)
    hands = (("8S", "KD", "2D"), ("2C", "3C"))
    used = [c for h in hands for c in h] + ["9D", "5S", "6S", "7S"]
    two = two.replace(hands=hands, stock=tuple(c for c in DECK if c not in used), discard=("9D",),
                      melds=(meld_data(bobs),), turn=0, phase=PLAY, melded=(True, True), must_play="",
                      held=(), rummy_from=-1)
    two = play(two, {"kind": "discard", "seat": 0, "card": "8S"})
    assert two.rummy_from == 0 and GAME.to_act(two) == (1,)
    assert not any(m.kind == "rummy" for m in GAME.legal_moves(two))


def test_the_tables_nobody_calls_button_says_what_happens():
    """While a computer to draw waits for the people's Rummy!, the table's button for "nobody
    calls" says what it does: the computer draws, or another computer's call is made."""
    state = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], turn=1, phase=DRAW)
    assert GAME.nobody_calls_words(state) == "Nobody calls Rummy!: Bob draws"
    assert GAME.nobody_calls_words(state, 2) == "Cy calls Rummy!"  # (not "Nobody else: ...", s33)


def test_your_final_discard_cannot_be_a_playable_card():
    """ "You MUST have a discard to end the game, your final discard cannot be a playable card" """
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    state = position([("8S",), ("2C",), ("3C",)], melds=[bobs])
    refused(state, {"kind": "discard", "seat": 0, "card": "8S"}, "final discard cannot be a playable card")
    state = position([("8S", "9S"), ("2C",), ("3C",)], melds=[bobs], melded=(True, True, True))
    # Playable cards may be discarded while another card is left; laying off the 8S would leave the 9S, which fits.
    assert Move(kind="discard", seat=0, card="8S") in GAME.legal_moves(state)
    refused(state, {"kind": "lay_off", "seat": 0, "card": "8S", "meld": 0},
            "You must keep a discard: the 9 of spades you would have left fits a meld on the table")
    state = position([("QD", "QH", "QC"), ("2C",), ("3C",)])
    refused(state, {"kind": "meld", "seat": 0, "cards": ["QD", "QH", "QC"]}, "keep a card to discard")


def test_a_lay_off_refused_says_what_the_meld_takes_and_no_wild_card():
    """ "Cards are laid as sets and runs (minimum of three)", "There are no wilds", "Aces can be
    high or low (eg a run can be A-2-3 or Q-K-A)": a card that does not fit was told "runs are
    only extended at their ends", on a set too; now the meld says what it takes."""
    bobs_set = classify(["QD", "QH", "QC"], RULES, owner=1)
    bobs_run = classify(["5S", "6S", "7S"], RULES, owner=1)
    high = classify(["QS", "KS", "AS"], RULES, owner=2)
    state = position([("JH", "6S", "2D", "KC"), ("2C",), ("3C",)], melds=[bobs_set, bobs_run, high],
                     melded=(True, True, True))
    assert GAME.check(state, Move(kind="lay_off", seat=0, card="JH", meld=0)) == \
        "A set of queens takes only another queen."
    for card in ("JH", "6S"):  # another suit; a card inside the run
        assert GAME.check(state, Move(kind="lay_off", seat=0, card=card, meld=1)) == \
            "This run takes the 4 or the 8 of spades."
    refused(state, {"kind": "lay_off", "seat": 0, "card": "2D", "meld": 2}, "This run takes only the jack of spades.")
    refused(state, {"kind": "lay_off", "seat": 0, "card": "2D", "meld": 3}, "There is no such meld on the table.")
    # "You MUST be able to play the card that you have dug to get": it is melded first
    dug = state.replace(must_play="KC", held=("JH", "6S", "2D"))
    refused(dug, {"kind": "lay_off", "seat": 0, "card": "JH", "meld": 0}, "First meld the king of clubs you dug for.")


def test_scoring_table_cards_less_hand_cards():
    """ "Count back any cards in your hand against any cards on the table: Ace 25 points, K-10
    10 points, 9-2 5 points" """
    assert (value("AS"), value("KD"), value("10C"), value("9H"), value("2S")) == (25, 10, 10, 5, 5)
    anns = classify(["AS", "AH", "AD"], RULES, owner=0)
    # The hand ends (the stock is empty after Ann's discard): Ann has three aces on the table.
    state = position([("KC", "2C"), ("3D", "4D"), ("JC", "5H")], melds=[anns], melded=(True, False, False))
    state = state.replace(stock=())
    after = play(state, {"kind": "discard", "seat": 0, "card": "2C"})
    assert after.phase == HAND_OVER and after.hand_points[-1] == (75 - 10, -10, -15)


def test_first_to_500_wins_higher_score_if_several():
    """ "First person to 500 wins (if multiple people go over 500 in the same round, higher score
    wins)" (a tie at the top: another hand) """
    state = position([("KC", "2C"), ("3D", "4D"), ("JC", "5H")]).replace(stock=(), hand_points=((505, 510, 0),))
    after = play(state, {"kind": "discard", "seat": 0, "card": "2C"})
    assert after.phase == GAME_OVER and GAME.winners(after) == [1]
    tie = position([("KC", "2C"), ("3D", "4D"), ("JC", "5H")]).replace(stock=(), hand_points=((510, 510, 0),))
    after = play(tie, {"kind": "discard", "seat": 0, "card": "2C"})  # both -10: 500 and 500
    assert after.phase == HAND_OVER and GAME.scores(after)[:2] == [500, 500]


def test_card_list_moves_survive_json():
    state = position([("10H", "JH", "QH", "KH", "4C"), ("2C",), ("3C",)])
    move = Move(kind="meld", seat=0, cards=["10H", "JH", "QH", "KH"])
    back = Move(json.loads(json.dumps(move)))
    assert back == move and GAME.check(state, back) is None
    a, b = GAME.apply(state, move), GAME.apply(state, back)
    assert snapshot(a.state) == snapshot(b.state)


def test_random_games_every_card_in_one_place_every_meld_valid():
    """Seeded random games (2-4 players): after every move each card is in one place and every
    meld on the table is a valid set or run; each hand's points follow from the table and hands."""
    for seed in range(40):
        state = GAME.setup([f"P{i}" for i in range(2 + seed % 3)], {}, seed)
        rng = random.Random(seed)
        steps = 0
        while not GAME.is_over(state) and steps < 400:
            assert card_counts(GAME.zones(state)) == DeckSpec().counts()
            for m in state.melds:
                meld = meld_of(m)
                assert isinstance(classify(meld.cards, RULES), Meld), meld
            moves = GAME.legal_moves(state)
            melds = [m for m in moves if m.kind in ("meld", "lay_off")]
            state = play(state, rng.choice(melds) if melds and rng.random() < 0.5 else rng.choice(moves))
            steps += 1


def test_public_status_never_depends_on_a_hidden_card():
    """The status line is public (cf. tests/games/test_public_text.py; a few hundred moves)."""
    for seed in range(3):
        state, rng = GAME.setup(["A", "B", "C"], {}, seed), random.Random(seed)
        for _ in range(300):
            if GAME.is_over(state):
                break
            other = GAME.determinize(state, None, random.Random(rng.random()))
            assert GAME.status(other) == GAME.status(state)
            legal = GAME.legal_moves(state)
            state = play(state, legal[rng.randrange(len(legal))])


def test_rummy_calls_on_a_card_fitting_two_melds_say_which():
    """Tester report s27: a discard fitting two melds gave Cy two identical "Rummy! (Cy)"
    buttons. "the first person to call RUMMY can pick up that card and play it with their
    cards": each call says where it lays the card; one meld only, nothing more."""
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    cys = classify(["8H", "8D", "8C"], RULES, owner=2)
    state = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[bobs, cys],
                     melded=(True, True, True))
    state = play(state, {"kind": "discard", "seat": 0, "card": "8S"})
    calls = [m for m in GAME.legal_moves(state) if m.kind == "rummy" and m["seat"] == 2]
    labels = [GAME.move_label(state, m) for m in calls]
    assert labels == ["Rummy! (Cy, on Bob's spades run)", "Rummy! (Cy, on Cy's 8s)"], labels
    assert GAME.called_out_words(state, [2], viewer=2) == (
        "Before Bob draws, you may call Rummy! on the 8 of spades: press \u201cRummy! (Cy, on Bob's spades "
        "run)\u201d or \u201cRummy! (Cy, on Cy's 8s)\u201d.")
    # the table drawn for nobody (others lean in to read it): Cy, holding the laptop, is named,
    # not "you" (s31 t4 #2)
    assert GAME.called_out_words(state, [2], None, holder=2).startswith("Before Bob draws, Cy may call Rummy!")
    # one meld the card fits: the call names only the caller
    one = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[bobs], melded=(True, True, True))
    one = play(one, {"kind": "discard", "seat": 0, "card": "8S"})
    assert GAME.move_label(one, Move(kind="rummy", seat=2, meld=0)) == "Rummy! (Cy)"


def test_rummy_calls_on_two_melds_named_alike_say_from_which_card():
    """Two runs of spades of Bob's: the calls say which by their cards."""
    low = classify(["2S", "3S", "4S"], RULES, owner=1)
    high = classify(["6S", "7S", "8S"], RULES, owner=1)
    state = position([("5S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[low, high],
                     melded=(True, True, True))
    state = play(state, {"kind": "discard", "seat": 0, "card": "5S"})
    labels = [GAME.move_label(state, m) for m in GAME.legal_moves(state) if m.kind == "rummy" and m["seat"] == 2]
    assert labels == ["Rummy! (Cy, on Bob's run of three spades from the 2 to the 4)",
                      "Rummy! (Cy, on Bob's run of three spades from the 6 to the 8)"], labels


def test_only_the_drawer_is_lit_while_others_may_call_rummy():
    """Tester report s27: the people who may call Rummy! were lit like the player to move. The
    table lights the names of ``on_turn``: only the one to draw."""
    bobs = classify(["5S", "6S", "7S"], RULES, owner=1)
    state = position([("8S", "KD", "2D"), ("2C", "3C"), ("4C", "9C")], melds=[bobs], melded=(True, True, True))
    state = play(state, {"kind": "discard", "seat": 0, "card": "8S"})
    assert GAME.to_act(state) == (1, 2)
    assert GAME.observation(state, 2)["public"]["on_turn"] == [1]
    drawn = play(state, {"kind": "draw", "seat": 1, "pile": "stock"})
    assert "on_turn" not in GAME.observation(drawn, 2)["public"]
