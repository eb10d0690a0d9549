"""Pirate (003_568aafc6ffe6d89e.txt, section "Pirate"), played in turns: each test quotes the
sentence it checks. Ann is seat 0, Ben seat 1; positions name each player's stock (top card
last), waste (top last) and ship halves (keel first)."""

from __future__ import annotations

import os
import random

from cardtable.core.game import Move
from cardtable.games.pirate import (
    CLAIM, END_TURN_MOVE, GAME, LET_GO_MOVE, OVER, PLAY, TURN, half_in_sequence, ship_key, ships_to_win,
)

from .counting_invariants import check_pirate_move

THOROUGH = os.environ.get("CARDTABLE_THOROUGH") == "1"

SUITS = "SHDC"


def position(stocks=((), ()), wastes=((), ()), ships=None, low=0, turn=0, captured=((), ()), ship_no=(0, 0, 0, 0)):
    state = GAME.setup(["Ann", "Ben"], {}, seed=1)
    halves = [[(), (), (), ()], [(), (), (), ()]]
    for (seat, suit), cards in (ships or {}).items():
        halves[seat][SUITS.index(suit)] = tuple(cards)
    return state.replace(stocks=tuple(tuple(s) for s in stocks), wastes=tuple(tuple(w) for w in wastes),
                         ships=tuple(tuple(h) for h in halves), low=low, turn=turn, phase=TURN,
                         captured=tuple(tuple(c) for c in captured), ship_no=ship_no,
                         watching=tuple(not s and not w for s, w in zip(stocks, wastes)))


def turn(state):
    return GAME.apply(state, GAME.legal_moves(state)[0])


def play(state, seat=0):
    card = state.wastes[seat][-1]
    return GAME.apply(state, Move(kind="play", card=card, src=f"waste/{seat}", dst=ship_key(card[-1], seat)))


def up(*ranks, suit="S"):
    return [r + suit for r in ranks]


def test_the_lower_cut_card_is_the_low_player_ace_low_equal_cuts_again():
    """ "The player with the lower exposed card is the low player and the other player is the high
    player." Decided: ace is low; equal cuts cut again; the low player turns first."""
    state = GAME.setup(["Ann", "Ben"], {}, seed=1, stack=[["KH"], ["AS"]])
    assert state.low == 1 and state.turn == 1 and state.cuts == (("KH", "AS"),)
    again = GAME.setup(["Ann", "Ben"], {}, seed=1, stack=[["7S"], ["7H"], ["3C"], ["QD"]])
    assert again.cuts == (("7S", "7H"), ("3C", "QD")) and again.low == 0
    # "Players then shuffle their own decks, each deck forming their own personal stock"
    assert len(again.stocks[0]) == len(again.stocks[1]) == 52 and sorted(again.stocks[0]) == sorted(again.stocks[1])


def test_turning_cards_to_the_waste_and_the_low_player_lays_an_ace_keel():
    """ "Players begin turning cards face up from their deck into a face-up waste pile. When the low
    player encounters an ace, they place it in front of them as the keel to a new ship." """
    state = position(stocks=(["9D", "AS"], ["5C"]))
    state = turn(state).state
    assert state.wastes[0] == ("AS",) and state.phase == PLAY
    state = play(state).state
    assert state.ships[0][0] == ("AS",)
    # a turn is one card turned and the plays it allows: now Ben turns; Ann's 9D fits nothing
    assert state.turn == 1 and state.phase == TURN
    state = turn(turn(state).state).state
    assert state.wastes[0] == ("9D",) and state.turn == 1 and state.phase == TURN


def test_the_high_player_lays_a_king_and_builds_down_in_suit():
    """ "Likewise, the high player may lay a keel to a new ship with a king ... the low player
    building up from the ace and the high player building down from the king." """
    state = position(stocks=(["4C"], ["QH", "KH"]), ships={(0, "H"): ["AH"]}, turn=1)
    state = play(turn(state).state, seat=1).state
    assert state.ships[1][1] == ("KH",)
    assert GAME.next_card(state, 0, "H") == "2H" and GAME.next_card(state, 1, "H") == "QH"
    state = turn(turn(state).state).state  # Ann turns the 4C (nothing), Ben the QH
    state = play(state, seat=1).state
    assert state.ships[1][1] == ("KH", "QH") and GAME.next_card(state, 1, "H") == "JH"


def test_players_may_not_play_to_their_opponents_ship():
    """ "Players may not play to their opponent's ship." The move is refused and the state is the
    same."""
    state = turn(position(stocks=(["2H"], ["5C"]), ships={(0, "H"): ["AH"], (1, "H"): ["KH"]})).state
    before = state.to_json()
    refused = GAME.apply(state, Move(kind="play", card="2H", src="waste/0", dst=ship_key("H", 1)))
    assert not refused.ok and refused.reason == "Players may not play to their opponent's ship."
    assert state.to_json() == before


def test_only_the_top_card_of_the_waste_plays():
    """Decided: only the waste's top card plays (the 2S under the 9D stays)."""
    state = position(stocks=(["9D"], ["5C"]), wastes=(["2S"], []), ships={(0, "S"): ["AS"]})
    state = turn(state).state
    assert state.turn == 1
    refused = GAME.apply(state, Move(kind="play", card="2S", src="waste/0", dst=ship_key("S", 0)))
    assert not refused.ok


def test_an_empty_stock_turns_the_waste_over():
    """ "When the stock is exhausted, the waste pile is turned face down to form a new stock." """
    state = position(stocks=([], ["5C"]), wastes=(["7D", "8D", "9D"], []))
    applied = turn(state)
    assert applied.state.wastes[0] == ("7D",) and applied.state.stocks[0] == ("9D", "8D")
    assert "turns the waste over" in applied.events[0]


def test_the_card_that_joins_the_halves_captures_the_ship_and_the_keels_swap():
    """ "When two ships meet up to form one uninterrupted 13-card sequence, the ship is captured by
    the player that played the card that connected them" and "a new ship of that suit is built,
    with the players laying the opposite keels as before—the high player lays the ace and the low
    player lays the king." """
    ships = {(0, "S"): up("A", "2", "3", "4", "5", "6"), (1, "S"): up("K", "Q", "J", "10", "9", "8")}
    state = position(stocks=(["2C"], ["7S"]), ships=ships, turn=1)
    applied = play(turn(state).state, seat=1)
    state = applied.state
    assert state.captured[1] == tuple(up("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))
    assert state.ships[0][0] == state.ships[1][0] == ()
    assert any("captures the spades ship" in e for e in applied.events)
    assert GAME.next_card(state, 1, "S") == "AS" and GAME.next_card(state, 0, "S") == "KS"
    assert GAME.next_card(state, 0, "H") == "AH"  # the other suits keep their keels


def test_a_watching_player_claims_a_card_they_could_use_before_its_owner():
    """ "When a player exhausts both their stock and waste pile, they cease normal play, but
    continue to observe their opponent. If the opponent draws any cards that the observing player
    could use ... they may claim the cards as their own, provided they do so before the opponent
    plays the card or draws another." Decided: in turns the watcher is asked first."""
    state = position(stocks=(["4D", "3H"], []), ships={(1, "H"): up("K", "Q", "J", "10", "9", "8", "7", "6",
                                                                      "5", "4", suit="H"),
                                                        (0, "H"): up("A", "2", suit="H")})
    assert state.watching == (False, True)
    state = turn(state).state
    assert state.phase == CLAIM and GAME.to_act(state) == (1,)
    refused = GAME.apply(state, Move(kind="play", card="3H", src="waste/0", dst=ship_key("H", 0)))
    assert not refused.ok and "claim" in refused.reason
    # "If a card is drawn that would capture a ship, the first player to claim it gets the capture"
    claim = next(m for m in GAME.legal_moves(state) if m.kind == "claim")
    assert claim["dst"] == ship_key("H", 1)
    state = GAME.apply(state, claim).state
    assert len(state.captured[1]) == 13 and state.wastes[0] == ()
    # a card the watcher lets go stays with its owner, who may play it
    state = position(stocks=(["3H"], []), ships={(1, "H"): up("K", "Q", suit="H"), (0, "H"): up("A", "2", suit="H")})
    state = turn(state).state
    assert state.phase == PLAY  # Ben needs the JH, not the 3H: he is not asked
    state = position(stocks=(["JH"], []), ships={(1, "H"): up("K", "Q", suit="H")})
    state = GAME.apply(turn(state).state, LET_GO_MOVE).state
    assert state.wastes[0] == ("JH",) and state.turn == 0


def test_a_claim_dropped_on_the_wrong_ship_says_where_the_card_goes():
    """ "they may claim the cards as their own": a watcher claiming on the wrong ship is told
    where the card goes, not asked again to claim it (the refusal was "Ben may claim Ann's card
    first: claim it or let it go.", which is what Ben was doing)."""
    state = position(stocks=(["4D", "3H"], []), ships={(1, "H"): up("K", "Q", "J", "10", "9", "8", "7", "6",
                                                                      "5", "4", suit="H")})
    state = turn(state).state
    assert state.phase == CLAIM
    wrong = Move(kind="claim", card="3H", src="waste/0", dst=ship_key("C", 1))
    assert GAME.check(state, wrong) == "The 3 of hearts goes on your hearts ship."
    theirs = Move(kind="claim", card="3H", src="waste/0", dst=ship_key("H", 0))
    assert GAME.check(state, theirs) == "Players may not play to their opponent's ship."
    # the owner, while the watcher is asked, still hears why they must wait
    assert "Ben may claim Ann's card first" in GAME.check(state, END_TURN_MOVE)


def test_turning_again_while_a_card_waits_says_what_to_do_first():
    """A turn is "one card turned from your stock onto your waste, then the plays it allows":
    asking for another card while one fits a ship says to play it or end the turn."""
    state = turn(position(stocks=(["9D", "AS"], ["5C"]))).state
    assert state.phase == PLAY
    assert GAME.check(state, Move(kind="turn")) == "Play the ace of spades to your spades ship or end the turn first."


def test_the_cut_is_told_at_the_start():
    """ "Each player ... cuts their own deck, exposing the bottom card of the top half of their
    deck. The player with the lower exposed card is the low player and the other player is the
    high player." The log's first lines say who cut what, and who is low and goes first (decided:
    equal cuts cut again; the low player turns first)."""
    state = GAME.setup(["Ann", "Ben"], {}, seed=1, stack=[["7S"], ["7H"], ["KC"], ["QD"]])
    assert [str(e) for e in GAME.setup_events(state)] == [
        "The cut: Ann the 7 of spades, Ben the 7 of hearts: equal, so they cut again.",
        "The cut: Ann the king of clubs, Ben the queen of diamonds.",
        "Ben cuts lower: Ben is the low player (aces for keels, building up) and goes first; "
        "Ann is the high player (kings, building down).",
    ]


def test_the_first_to_five_ships_wins():
    """ "The first player to capture five ships—or four, if a ship has been sunk—is the winner." """
    assert ships_to_win(0) == 5 and ships_to_win(1) == 4 and ships_to_win(2) == 4
    four = tuple(c for suit in "SHDC" for c in up(*"A 2 3 4 5 6 7 8 9 10 J Q K".split(), suit=suit))
    ships = {(0, "S"): up("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"), (1, "S"): []}
    state = position(stocks=(["AS"], ["5C"]), ships=ships, captured=(four, ()), low=1)
    applied = play(turn(state).state)
    assert applied.state.phase == OVER and GAME.winners(applied.state) == [0]
    assert GAME.scores(applied.state) == [5, 0]
    sheet = GAME.score_sheet(applied.state)
    assert sheet.totals == (5, 0) and sheet.winners == (0,)


def test_a_full_pass_with_no_play_ends_the_game_most_ships_winning():
    """Decided: a full pass of both stocks with no card played ends the game; most ships wins."""
    ship = tuple(up(*"A 2 3 4 5 6 7 8 9 10 J Q K".split(), suit="D"))
    state = position(stocks=(["9D", "8D"], ["5C", "4C"]), captured=((), ship))
    moves = 0
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
        moves += 1
        assert moves < 40
    assert GAME.winners(state) == [1] and "full pass" in GAME.status(state) or GAME.winners(state) == [1]


def test_end_turn_without_playing():
    """A player may end the turn without playing the card (nothing obliges a play)."""
    state = turn(position(stocks=(["AS"], ["5C"]))).state
    assert state.phase == PLAY
    state = GAME.apply(state, END_TURN_MOVE).state
    assert state.turn == 1 and state.wastes[0] == ("AS",)


def test_the_search_samples_each_stock_from_its_own_deck_and_a_turned_over_stock_as_it_is():
    """ "Players then shuffle their own decks, each deck forming their own personal stock": a
    stock holds its own deck's cards less those turned from it, so a sample only re-orders it
    (never two aces of spades in one stock). "When the stock is exhausted, the waste pile is turned
    face down to form a new stock": both players saw that order card by card, so it is kept."""
    from collections import Counter

    state = GAME.setup(["Ann", "Ben"], {}, seed=4)
    samples = [GAME.determinize(state, 0, random.Random(i)) for i in range(5)]
    for sample in samples:
        for s in (0, 1):
            assert Counter(sample.stocks[s]) == Counter(state.stocks[s])
    assert len({sample.stocks[1] for sample in samples}) > 1  # the order is a guess
    turned = turn(position(stocks=([], ["5C", "6C"]), wastes=(["7D", "8D", "9D"], []))).state
    assert turned.turned_over == (True, False)
    assert GAME.public(turned)["turned_over"] == [True, False]
    for i in range(5):
        assert GAME.determinize(turned, 1, random.Random(i)).stocks[0] == ("9D", "8D")
    assert GAME.observation(GAME.determinize(turned, 1, random.Random(0)), 1) == GAME.observation(turned, 1)


def test_no_card_is_hidden_from_one_player_only():
    """Stocks face down to both, wastes face up: nothing needs the curtain."""
    state = GAME.setup(["Ann", "Ben"], {}, seed=4)
    for zone in GAME.zones(state):
        assert zone.visible_to(0) == zone.visible_to(1)


def test_random_games_keep_ship_halves_in_sequence():
    """300 seeded random games (150 in the everyday run): ship halves in sequence, every card in one place."""
    from collections import Counter

    rng = random.Random(31)
    # (s39: the everyday run plays half of them, the thorough run, CARDTABLE_THOROUGH=1, all; the
    # contract test plays many more random games of every game each day)
    for seed in range(300 if THOROUGH else 150):
        state = GAME.setup(["Ann", "Ben"], {}, seed=seed)
        steps = 0
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            # play when the rules allow it most of the time, so ships get finished
            pick = legal[0] if rng.random() < 0.9 else legal[rng.randrange(len(legal))]
            applied = GAME.apply(state, pick)
            if steps % 25 == 0 or applied.state.phase == OVER:
                check_pirate_move(GAME, state, pick, applied)
                cards = Counter(c for z in GAME.zones(applied.state) for c in z.cards)
                assert cards == GAME.deck_counts(applied.state)
            state = applied.state
            steps += 1
        assert all(half_in_sequence(h, s) for seat in (0, 1) for h, s in zip(state.ships[seat], SUITS))


def test_four_ships_each_is_a_draw_and_the_headline_says_so():
    """Decided: "most ships captured wins, equal is a draw". The finding: a 4-4 tie, "the
    game-over headline says 'Anna and Ben win!' where it should say it is a draw"."""
    suits = [tuple(up(*"A 2 3 4 5 6 7 8 9 10 J Q K".split(), suit=s)) for s in "SHDC"]
    four = tuple(c for ship in suits for c in ship)
    state = position(captured=(four, four)).replace(phase=OVER)
    assert GAME.winners(state) == [0, 1] and GAME.scores(state) == [4, 4]
    assert GAME.result_title(state) == "A draw."
    assert GAME.status(state).startswith("Game over. A draw.")
    assert GAME.score_sheet(state).winner_text() == "A draw: Ann and Ben tie"
    won = position(captured=(four, four[:39])).replace(phase=OVER)
    assert GAME.result_title(won) == "Ann wins!"


def test_only_the_card_just_turned_may_be_claimed():
    """ "they may claim the cards as their own, provided they do so before the opponent plays the
    card or draws another." Finding (s27 t3): after claiming the 7 of hearts Ben was offered the 6
    and then the 5 of hearts, turned several draws earlier and lying under it in Ann's waste, and
    took them to win the ship. Now only the card just turned is offered."""
    state = position(stocks=(["7H"], []), wastes=(["5H", "2C", "6H"], []),
                     ships={(1, "H"): up("K", "Q", "J", "10", "9", "8", suit="H")})
    state = turn(state).state
    assert state.phase == CLAIM and state.wastes[0][-1] == "7H"
    claim = next(m for m in GAME.legal_moves(state) if m.kind == "claim")
    state = GAME.apply(state, claim).state
    assert state.ships[1][1][-1] == "7H"
    # the 6 of hearts was drawn before the 7: Ben may not claim it
    assert state.wastes[0][-1] == "6H" and state.phase != CLAIM
    assert all(m.kind != "claim" for m in GAME.legal_moves(state))
    # nor a card under one its owner plays: Ann lays the 3 of clubs, the 6 of hearts under it stays hers
    state = position(stocks=(["3C"], []), wastes=(["6H"], []),
                     ships={(1, "H"): up("K", "Q", "J", "10", "9", "8", "7", suit="H"),
                            (0, "C"): up("A", "2", suit="C")})
    state = turn(state).state
    assert state.phase == PLAY
    state = play(state).state
    assert state.wastes[0] == ("6H",) and state.phase != CLAIM


def test_a_card_that_cannot_sail_says_which_card_its_ship_needs():
    """Tester t3, session 29: Anna turned the 2 of clubs with no clubs keel; dragged onto her clubs
    ship it was refused "Drag the stock onto this card to turn over the top card of the stock."
    The reason is the rule: "When the low player encounters an ace, they place it in front of
    them as the keel to a new ship ... Upon these keels, players may build upon their own ship
    with cards of the same suit, in sequence, with the low player building up from the ace and
    the high player building down from the king." """
    state = turn(position(stocks=(["2C"], ["5D"]), ships={(1, "C"): ["KC"]})).state
    assert state.turn == 1 and state.phase == TURN  # the 2C fits nothing: Ben's turn
    state = turn(state).state
    assert state.turn == 0 and state.phase == TURN and state.wastes[0] == ("2C",)
    play_it = Move(kind="play", card="2C", src="waste/0", dst=ship_key("C", 0))
    assert GAME.check(state, play_it) == ("The 2 of clubs cannot go on your clubs ship yet: it needs its keel "
                                          "first, the ace of clubs. Turn a card from your stock.")
    # a ship with a keel: the card it takes next, up from the ace (down from the king for Ben)
    built = turn(position(stocks=(["4H"], ["5D"]), ships={(0, "H"): ["AH", "2H"]})).state
    built = turn(built).state
    assert GAME.check(built, Move(kind="play", card="4H", src="waste/0", dst=ship_key("H", 0))) == (
        "The 4 of hearts does not fit your hearts ship: it builds up from the ace, and takes the 3 of "
        "hearts next. Turn a card from your stock.")
    high = turn(position(stocks=(["5D"], ["JS"]), ships={(1, "S"): ["KS"]}, turn=1)).state
    high = turn(high).state
    assert GAME.check(high, Move(kind="play", card="JS", src="waste/1", dst=ship_key("S", 1))) == (
        "The jack of spades does not fit your spades ship: it builds down from the king, and takes the "
        "queen of spades next. Turn a card from your stock.")
