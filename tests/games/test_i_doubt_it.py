"""I Doubt It rule tests, from 003_568aafc6ffe6d89e.txt, section "I Doubt It". Every hand is a
stacked deal; the last seat deals (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0
plays first."""

import json
import random

import pytest

from cardtable.core.cards import DeckSpec
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.rng import first_dealer
from cardtable.core.zones import card_counts
from cardtable.games.i_doubt_it import GAME, claim_text

from .contract import check_contract
from .stacking import applied, fill, play, refused, round_robin

DECK = DeckSpec().cards()
FOUR = ["Anna", "Ben", "Cleo", "Dan"]


def deal(fixed, players=FOUR, options=None):
    n = len(players)
    sizes = [52 // n + (1 if s < 52 % n else 0) for s in range(n)]
    hands = fill(sizes, fixed, DECK)
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=2, stack=[round_robin(hands)])


def say_no_until_next_player(s):
    """Everyone asked says no; then it is the next player's turn (to doubt or to play)."""
    while s.phase == "asking":
        s = play(GAME, s, kind="no_doubt", seat=s.asking)
    return s


def test_deal_all_as_evenly_as_they_go():
    """"Shuffle and deal the cards as evenly as they will go. It is okay if some players have one
    card more than others.\""""
    s = GAME.setup(["A", "B", "C", "D", "E"], dict(LAST_DEALS), seed=1)
    assert [len(h) for h in s.hands] == [11, 11, 10, 10, 10]
    s = GAME.setup(["A", "B", "C", "D", "E"], {**LAST_DEALS, "two_decks": True}, seed=1)
    assert sum(len(h) for h in s.hands) == 104  # "add a second deck of cards"


def test_the_dealer_drawn_at_random_deals_from_their_left():
    """The card-maker's text does not say who deals, so the General Rules do: "When dealing the
    cards for the first round the dealer is randomly selected unless the rules state
    differently" (test_first_dealer.py). "The player to the dealer's left goes first"; the odd
    cards go to the players from the dealer's left."""
    for seed in (1, "x", 7):
        s = GAME.setup(FOUR, {}, seed=seed)
        assert s.dealer == first_dealer(seed, 4) and s.turn == (s.dealer + 1) % 4 == GAME.current_player(s)
        five = GAME.setup(["A", "B", "C", "D", "E"], {}, seed=seed)
        assert [len(five.hands[(five.dealer + 1 + k) % 5]) for k in range(5)] == [11, 11, 10, 10, 10]


def test_first_player_claims_aces_then_twos_and_round_to_aces_again():
    """"The player to the dealer's left goes first. They are required to play one or more aces
    ... The next player to the left then theoretically plays 2s, then the next player 3s, and so
    on up to kings, which are followed again by aces.\""""
    s = deal([])
    assert GAME.current_player(s) == 0 and GAME.public(s)["due"] == "A"
    for expected in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]:
        assert GAME.public(s)["due"] == expected
        card = s.hands[s.turn][0]
        s = say_no_until_next_player(play(GAME, s, kind="play", cards=[card]))


def test_the_claim_is_public_the_cards_are_not():
    """The cards "are played face down to a discard pile, so nobody can know for sure if they are
    telling the truth or not": the claim ("Two aces") is public, the cards are not."""
    s = deal([["AS", "KH", "QD"]])
    result = applied(GAME, s, kind="play", cards=["KH", "QD"])
    assert result.events[0] == "Anna lays down two cards face down: \u201ctwo aces.\u201d"
    s = result.state
    status = GAME.status(s)
    assert "two aces" in status and "king" not in status and "KH" not in json.dumps(GAME.observation(s, 2))
    assert GAME.observation(s, 2)["zones"]["pile"]["cards"] == [None, None]
    assert GAME.public(s)["claim"]["text"] == "Anna: two aces"


def test_one_pile_one_name_and_no_empty_slot():
    """Tester t1 (s29) #4: an empty "Discards (0)" slot stood next to Ben's two cards ("Ben: two
    2s") while the line above said "Pile: 2". The rule has one pile, "the discard pile", "the
    entire discard pile" that a liar takes: one zone holds it all, the last play on top, named
    "Pile" as the status line counts it; the claim still open to a doubt is said on that line."""
    s = deal([["AS", "KH", "QD"], ["2C", "3C"], ["4C", "5C"]], options={"only_next_doubts": True})
    s = play(GAME, s, kind="play", cards=["KH", "QD"])
    zones = {z.key: z for z in GAME.zones(s) if not z.key.startswith("hand")}
    assert list(zones) == ["pile"] and zones["pile"].label == "Pile" and zones["pile"].cards == ("KH", "QD")
    assert GAME.status(s) == "Ben: play one or more cards as 2s, or doubt Anna's \u201ctwo aces\u201d. Pile: 2."
    s = play(GAME, s, kind="play", cards=["2C"])  # Ben plays on: Anna's claim stands
    assert GAME.status(s) == "Cleo: play one or more cards as 3s, or doubt Ben's \u201cone 2\u201d. Pile: 3."
    assert [z.key for z in GAME.zones(s) if not z.key.startswith("hand")] == ["pile"]
    assert GAME.observation(s, 2)["zones"]["pile"]["count"] == 3


def test_one_to_four_cards_a_play_per_deck():
    """Decided: one to four cards a play per deck in use."""
    s = deal([["AS", "AH", "AD", "AC", "2S"]])
    assert refused(GAME, s, kind="play", cards=["AS", "AH", "AD", "AC", "2S"]) == "Play at most 4 cards at a time."
    assert refused(GAME, s, kind="play", cards=[]) == "Play one or more cards."
    assert refused(GAME, s, kind="play", cards=["KS"]) == "Anna does not hold the king of spades."
    play(GAME, s, kind="play", cards=["AS", "AH", "AD", "AC"])
    s = GAME.setup(FOUR, {**LAST_DEALS, "two_decks": True}, seed=1)
    assert "at most 8" in refused(GAME, s, kind="play", cards=list(s.hands[0][:9]))


def test_each_other_player_is_asked_in_turn_and_the_next_player_last():
    """"Challenges may not be made on a play after the succeeding player has made their
    declaration": everyone else is asked in turn order, and the next player last, who answers by
    doubting or by making their own play."""
    s = play(GAME, deal([["AS"]]), kind="play", cards=["AS"])
    assert GAME.to_act(s) == (2,)  # Cleo, then Dan, then Ben
    assert GAME.prompt(s, 2) == "Anna claims one ace. Doubt it?"
    assert refused(GAME, s, kind="doubt", seat=1) == "It is Cleo who may doubt it now."
    s = play(GAME, s, kind="no_doubt", seat=2)
    s = play(GAME, s, kind="no_doubt", seat=3)
    assert GAME.to_act(s) == (1,) and s.phase == "play"
    assert {"kind": "doubt", "seat": 1} in GAME.legal_moves(s)
    s = play(GAME, s, kind="play", cards=[s.hands[1][0]])  # Ben declares: the window on Anna closes
    assert GAME.public(s)["claim"]["seat"] == 1


def test_who_is_asked_is_headed_with_the_question_and_each_answer_names_the_claim():
    """ "All the other players then have the opportunity to 'doubt it!'": the one asked is asked
    about a claim, not given a turn. Their curtain's heading says what is asked (it said "Anna's
    turn again", s46 t1 F3), and each "no" names whose claim it answers ("Robo Nell does not doubt
    it." read as about the next play, s46 t1 F6). Public words only: the claim, never the cards."""
    s = play(GAME, deal([["AS"]]), kind="play", cards=["AS"])
    assert GAME.asked_heading(s, 2) == "Cleo: doubt Anna's \u201cone ace\u201d?"
    assert GAME.asked_heading(s, 3) is None  # (not asked yet)
    said = applied(GAME, s, kind="no_doubt", seat=2)
    assert [str(e) for e in said.events] == ["Cleo does not doubt Anna's \u201cone ace\u201d."]
    s = play(GAME, said.state, kind="no_doubt", seat=3)
    assert s.phase == "play" and GAME.asked_heading(s, 1) is None  # Ben's turn: to play (or doubt)


def test_a_liar_takes_the_pile():
    """"If the active player was lying, they take the entire discard pile into their hand.\""""
    s = deal([["KS", "QS"]])
    s = play(GAME, s, kind="play", cards=["KS"])  # "one ace": a lie
    result = applied(GAME, s, kind="doubt", seat=2)
    s = result.state
    assert "so Anna lied" in " ".join(result.events) and "KS" in s.hands[0] and not s.pile
    assert GAME.public(s)["revealed"] == ["KS"]


def test_what_a_doubt_turned_up_is_said_and_shown_for_everyone():
    """"When this occurs, the last set of cards played is revealed." Seen at the table: "The cards
    were the 5 of spades." for one card, and the slot labelled "Turned up: 5♠ (a lie)" was empty.
    One card is "The card was ..."; the public part names the turned-up cards where the last play
    lay (``shown_in``) until the next play, for every seat alike, though they are in a hand now."""
    s = deal([["KS", "QS"], [], ["7H", "8H"]])
    s = play(GAME, s, kind="play", cards=["KS"])  # "one ace": a lie
    result = applied(GAME, s, kind="doubt", seat=2)
    assert "The card was the king of spades, so Anna lied." in result.events
    s = result.state
    assert "KS" in s.hands[0] and not s.pile
    for seat in (None, 0, 1, 2, 3):
        public = GAME.observation(s, seat)["public"]
        assert public["shown_in"] == {"claim": ["KS"]}, seat
        assert GAME.observation(s, seat)["zones"]["claim"]["cards"] == []
    assert GAME.claim_label(s) == "Turned up: K\u2660 (a lie)"
    s = play(GAME, s, kind="play", cards=[s.hands[1][0]])  # Ben's play: the new last play
    assert "shown_in" not in GAME.public(s)
    # two cards: "The cards were ..."
    s = deal([["KS", "QS", "AS"]])
    s = play(GAME, s, kind="play", cards=["KS", "QS"])
    result = applied(GAME, s, kind="doubt", seat=2)
    assert "The cards were the king of spades and the queen of spades, so Anna lied." in result.events
    assert GAME.public(result.state)["shown_in"] == {"claim": ["KS", "QS"]}


def test_a_truthful_player_saddles_the_challenger():
    """"If they were telling the truth, the challenger is saddled with the discard pile.\""""
    s = deal([["AS", "QS"]])
    s = play(GAME, s, kind="play", cards=["AS"])
    s = play(GAME, s, kind="no_doubt", seat=2)
    s = play(GAME, s, kind="doubt", seat=3)
    assert "AS" in s.hands[3] and "AS" not in s.hands[0]


def test_after_a_challenge_the_next_player_goes_on_with_the_next_rank():
    """Decided: after a challenge the next player goes on with the next rank."""
    s = play(GAME, deal([["KS", "QS"]]), kind="play", cards=["KS"])
    s = play(GAME, s, kind="doubt", seat=2)
    assert GAME.current_player(s) == 1 and GAME.public(s)["due"] == "2"


def test_the_next_player_may_doubt_instead_of_playing():
    s = say_no_until_next_player(play(GAME, deal([["KS"]]), kind="play", cards=["KS"]))
    s = play(GAME, s, kind="doubt", seat=1)
    assert "KS" in s.hands[0] and GAME.current_player(s) == 1
    assert refused(GAME, s, kind="doubt", seat=1) == "Nobody may doubt the last play now."


def test_a_true_final_play_wins():
    """"Game play continues until one player has run out of cards (and wins the inevitable
    challenge accompanying their final play)." Decided: a final play is always revealed."""
    s = deal([["AS"]])
    s = s.replace(hands=(("AS",),) + s.hands[1:])
    result = applied(GAME, s, kind="play", cards=["AS"])
    assert GAME.is_over(result.state) and GAME.winners(result.state) == [0]
    assert "as Anna said" in " ".join(result.events)
    sheet = GAME.score_sheet(result.state)
    assert sheet.winners == (0,) and sheet.totals[0] == 0


def test_a_lying_final_play_picks_up_and_play_goes_on():
    """Decided: a final play that is a lie picks up the pile, and the next player goes on."""
    s = deal([["KS"]])
    s = s.replace(hands=(("KS",),) + s.hands[1:], pile=("2C", "3C"), claim_count=0)
    s = play(GAME, s, kind="play", cards=["KS"])
    assert not GAME.is_over(s) and sorted(s.hands[0]) == ["2C", "3C", "KS"]
    assert GAME.current_player(s) == 1 and GAME.public(s)["due"] == "2"


def test_option_only_the_next_player_may_doubt():
    """Option: only the next player may doubt."""
    s = play(GAME, deal([["AS"]], options={"only_next_doubts": True}), kind="play", cards=["AS"])
    assert s.phase == "play" and GAME.to_act(s) == (1,)
    assert {"kind": "doubt", "seat": 1} in GAME.legal_moves(s)


def test_claim_words():
    assert claim_text(2, "A") == "two aces" and claim_text(1, "K") == "one king"
    assert claim_text(3, "6") == "three 6s"


def check_invariants(state):
    assert card_counts(GAME.zones(state)) == GAME.deck_counts(state)
    assert "seed" not in json.dumps(GAME.observation(state, 0))


@pytest.mark.parametrize("seed", range(8))
def test_invariants_after_every_move(seed):
    rng = random.Random(seed)
    s = GAME.setup([f"P{i}" for i in range(3 + seed % 8)], {"only_next_doubts": seed % 3 == 0}, seed=seed)
    steps = 0
    while not GAME.is_over(s) and steps < 1500:
        check_invariants(s)
        moves = GAME.legal_moves(s)
        s = play(GAME, s, **moves[rng.randrange(len(moves))])
        steps += 1
    check_invariants(s)


def test_contract():
    assert check_contract(GAME, games=3, deep_every=5) > 0
