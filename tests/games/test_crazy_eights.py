"""Crazy Eights rule tests, from 003_568aafc6ffe6d89e.txt, section "Crazy Eights".

Every hand here is a stacked deal: the cards are listed as a family would deal them; the last
seat deals (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0 plays first.
"""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.cards import DeckSpec
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import Move, OptionError
from cardtable.games.crazy_eights import GAME, penalty

PLAYERS = ["Anna", "Ben", "Cleo"]


def stacked(hands, upcard, stock_top=()):
    """A deal order (top card first) giving ``hands[seat]`` to each seat, then the upcard, then
    ``stock_top`` as the next cards of the stock. Seat 0 is dealt first (the last seat deals)."""
    order = []
    for i in range(len(hands[0])):
        for hand in hands:
            order.append(hand[i])
    return [order + [upcard] + list(stock_top)]


def deal(hands, upcard, stock_top=(), options=None, players=None):
    players = players or PLAYERS[: len(hands)]
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=1, stack=stacked(hands, upcard, stock_top))


ANNA = ["7C", "KD", "8H", "2S", "3S", "4S", "5S", "6S"]
BEN = ["9C", "9D", "QH", "2H", "3H", "4H", "5H", "6H"]
CLEO = ["10C", "JC", "QC", "KC", "AC", "2D", "3D", "4D"]


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, result
    return result.state


def refused(state, move):
    before = state.to_json()
    result = GAME.apply(state, Move(move))
    assert not result.ok
    assert state.to_json() == before
    return result.reason


def test_deal_eight_each_and_turn_an_upcard():
    """"Shuffle and deal eight cards to each player. Place the remainder of the deck in the
    middle of the table, forming the stock. Turn one card from the stock face up; this card, the
    upcard, is the top card of the discard pile.\""""
    s = deal([ANNA, BEN, CLEO], "7D", ["AS"])
    assert [list(h) for h in s.hands] == [ANNA, BEN, CLEO]
    assert s.discard == ("7D",)
    assert len(s.stock) == 52 - 24 - 1
    assert s.stock[-1] == "AS"  # the next card drawn


def test_player_left_of_dealer_goes_first_and_play_passes_left():
    """"The player to the left of the dealer goes first. ... When they have played a card, play
    passes to the next player to the left.\""""
    s = deal([ANNA, BEN, CLEO], "7D")
    assert s.dealer == 2 and GAME.current_player(s) == 0
    s = play(s, {"kind": "play", "card": "7C"})
    assert GAME.current_player(s) == 1


def test_match_suit_or_rank():
    """"They must play a card to the discard pile matching the upcard in either suit or rank.
    For example, if the upcard is the 5\u2660, they must play any other 5 or any other spade.\""""
    s = deal([ANNA, BEN, CLEO], "7D")
    plays = {m["card"] for m in GAME.legal_moves(s) if m.kind == "play"}
    assert plays == {"7C", "KD", "8H"}  # a 7, a diamond, and the wild 8
    reason = refused(s, {"kind": "play", "card": "2S"})
    assert reason == "You must match the 7 of diamonds by suit or rank, play an 8, or draw from the stock."


def test_a_refused_card_says_the_whole_choice_drawing_too():
    """Tester t1 (s29) #5: the refusal left out drawing, and a child holding no match read it as
    "you are stuck". "If unable to play, they draw from the stock until they are able to play"
    (and with nothing to draw, they pass)."""
    from dataclasses import replace

    s = play(deal([ANNA, BEN, CLEO], "7D"), {"kind": "play", "card": "7C"})  # Ben to follow clubs
    assert refused(s, {"kind": "play", "card": "QH"}) == \
        "You must match the 7 of clubs by suit or rank, play an 8, or draw from the stock."
    # Ben draws a card he can play: now he plays (no more drawing)
    s = deal([ANNA, BEN, CLEO], "7D", ["7H"])
    s = play(play(s, {"kind": "play", "card": "7C"}), {"kind": "draw"})
    assert refused(s, {"kind": "play", "card": "QH"}) == "You must match the 7 of clubs by suit or rank, or play an 8."
    # nothing left to draw, and nothing to play: pass
    s = play(deal([ANNA, BEN, CLEO], "7D"), {"kind": "play", "card": "7C"})
    s = replace(s, stock=(), discard=("7C",), hands=(s.hands[0], ("QH", "2H"), s.hands[2]))
    assert refused(s, {"kind": "play", "card": "QH"}) == \
        "You must match the 7 of clubs by suit or rank, play an 8, or pass (there is nothing to draw)."


def test_cannot_play_a_card_you_do_not_hold():
    s = deal([ANNA, BEN, CLEO], "7D")
    assert refused(s, {"kind": "play", "card": "9D"}) == "Anna does not hold the 9 of diamonds."


def test_eight_is_wild_and_names_a_suit():
    """"8s serve as wild cards. An 8 may be played at any time, and the player who plays it
    names any one of the four suits, with the next player required to play a card of that suit,
    or switch suits with another 8.\""""
    s = deal([ANNA, BEN, CLEO], "7D")
    assert refused(s, {"kind": "play", "card": "8H"}) == "Name a suit when you play an 8."
    s = play(s, {"kind": "play", "card": "8H", "suit": "C"})
    assert s.suit == "C"
    plays = {m["card"] for m in GAME.legal_moves(s) if m.kind == "play"}
    assert plays == {"9C"}  # Ben must follow clubs: 9 of clubs, and not the 9 of diamonds
    assert refused(s, {"kind": "play", "card": "QH"}) == "The suit is clubs: play one of those or an 8, or draw from the stock."


def test_only_an_eight_names_a_suit():
    s = deal([ANNA, BEN, CLEO], "7D")
    assert refused(s, {"kind": "play", "card": "7C", "suit": "H"}) == "Only an 8 lets you name a suit."


def test_joker_is_wild_and_next_player_may_play_anything():
    """"Jokers, if used, also serve as a wild card, but do not grant the player the option to
    select a suit\u2014the next player may play any card they wish.\""""
    anna = ["JK"] + ANNA[1:]
    s = deal([anna, BEN, CLEO], "7D", options={"jokers": True})
    s = play(s, {"kind": "play", "card": "JK"})
    plays = {m["card"] for m in GAME.legal_moves(s) if m.kind == "play"}
    assert plays == set(BEN)
    # the joker said as every sentence says it: "Ben: play any card on the Joker" stood beside
    # "Anna plays a joker" (s37 t2)
    assert GAME.status(s).startswith("Ben: play any card on the joker"), GAME.status(s)


def test_the_holder_of_a_joker_is_told_it_plays():
    """ "Jokers, if used, also serve as a wild card": Anna holding a joker read "play a diamond,
    a 3 or an 8 on the 3♦" and a refusal "..., play an 8, or draw from the stock" (s35 t2), and
    did not know the joker counted. With the jokers in the game every prompt, the public status
    and the refusals name it alike: the banner said "..., an 8 or a joker" while the status bar
    under it left the joker out (s40 t1 F6); said to all, it tells nobody who holds one."""
    anna = ["JK", "7C", "KS", "2S", "3S", "4S", "5S", "6S"]
    s = deal([anna, BEN, CLEO], "10D", ["4C"], options={"jokers": True})
    assert GAME.prompt(s, 0) == "Anna: play a diamond, a 10, an 8 or a joker on the 10\u2666, or draw."
    assert GAME.status(s) == GAME.prompt(s, 0) == GAME.prompt(s, 1)
    no_joker = deal([["9H", *anna[1:]], BEN, CLEO], "10D", ["4C"], options={"jokers": True})
    assert GAME.status(no_joker) == GAME.status(s)  # (the words tell nothing of the hand)
    plain = deal([["9H", *anna[1:]], BEN, CLEO], "10D", ["4C"])
    assert GAME.status(plain) == "Anna: play a diamond, a 10 or an 8 on the 10\u2666, or draw."
    assert refused(s, {"kind": "play", "card": "7C"}) == \
        "You must match the 10 of diamonds by suit or rank, play an 8 or a joker, or draw from the stock."
    # a suit named with an 8, Ben holding the joker
    s = deal([ANNA, ["JK", *BEN[1:]], CLEO], "7D", options={"jokers": True})
    s = play(s, {"kind": "play", "card": "8H", "suit": "S"})
    assert GAME.prompt(s, 1) == "Ben: play a spade, an 8 or a joker on the 8\u2665, or draw."
    assert GAME.status(s) == "Ben: play a spade, an 8 or a joker on the 8\u2665, or draw."
    assert refused(s, {"kind": "play", "card": "QH"}) == \
        "The suit is spades: play one of those, an 8 or a joker, or draw from the stock."


def test_jokers_only_with_the_option():
    """"Optionally, jokers may be included.\""""
    s = GAME.setup(PLAYERS, {}, seed=3)
    cards = Counter(c for h in s.hands for c in h) + Counter(s.stock) + Counter(s.discard)
    assert "JK" not in cards
    s = GAME.setup(PLAYERS, {"jokers": True}, seed=3)
    cards = Counter(c for h in s.hands for c in h) + Counter(s.stock) + Counter(s.discard)
    assert cards["JK"] == 2


def test_draw_until_able_to_play():
    """"If a player is unable or unwilling to play a card, they draw from the stock until they
    are able to play.\""""
    s = deal([ANNA, BEN, CLEO], "7D", ["2C", "9S"])
    s = play(s, {"kind": "draw"})  # unwilling: Anna could play, draws the 2 of clubs
    assert s.hands[0][-1] == "2C" and GAME.current_player(s) == 0
    assert Move(kind="draw") in GAME.legal_moves(s)  # the 2 of clubs cannot be played: draw on
    s = play(s, {"kind": "draw"})  # the 9 of spades
    assert GAME.current_player(s) == 0


def test_drawing_stops_when_the_drawn_card_can_be_played():
    """"... they draw from the stock until they are able to play.\""""
    s = deal([ANNA, BEN, CLEO], "7D", ["5D"])
    s = play(s, {"kind": "draw"})  # the 5 of diamonds matches
    assert Move(kind="draw") not in GAME.legal_moves(s)
    assert "which can be played" in refused(s, {"kind": "draw"})
    s = play(s, {"kind": "play", "card": "5D"})
    assert GAME.current_player(s) == 1


def test_depleted_stock_is_rebuilt_from_discards_under_the_upcard():
    """"If the stock is depleted, the upcard is set aside and the discard pile shuffled to form
    a new stock.\""""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = play(s, {"kind": "play", "card": "7C"})
    s = play(s, {"kind": "play", "card": "9C"})
    s = s.replace(stock=())  # as if the stock had run out
    result = GAME.apply(s, Move(kind="draw"))
    assert result.ok
    after = result.state
    assert after.discard == ("9C",)  # the upcard stays
    assert sorted(after.stock + (after.hands[2][-1],)) == sorted(["7D", "7C"])
    assert any("shuffled" in e for e in result.events)


def test_nothing_to_draw_and_cannot_play_means_pass():
    """Family rule (the text is silent): with no card to draw, a player who cannot play passes."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(stock=(), hands=(s.hands[0], ("2S",), s.hands[2]), turn=1)
    assert GAME.legal_moves(s) == [Move(kind="pass")]
    s = play(s, {"kind": "pass"})
    assert GAME.current_player(s) == 2


def test_blocked_hand_fewest_points_win():
    """Family rule: if every player passes in turn, the hand is blocked and the fewest penalty
    points win."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(stock=(), hands=(("2S", "3S"), ("KS",), ("4H",)), turn=0)
    for _ in range(3):
        s = play(s, {"kind": "pass"})
    assert GAME.is_over(s)
    assert GAME.winners(s) == [2]  # 4 points against 5 and 10


def test_the_same_eights_going_round_block_the_hand():
    """Family rule (the text is silent): "If the stock is depleted, the upcard is set aside and
    the discard pile shuffled to form a new stock" can go on for ever when each player names a
    suit the next one lacks: the four 8s are drawn and played again and again. After five
    shuffles in a row with the hands holding no fewer cards, the hand is blocked and, as when
    nobody can play, the fewest penalty points win."""
    s = deal([ANNA, BEN, CLEO], "7D")
    hands = (("2H", "3H"), ("2S", "4S"), ("2D", "5D"))  # 5, 6 and 7 points
    s = s.replace(stock=(), discard=("8S", "8D", "8H", "8C"), suit="C", hands=hands, turn=0)
    shuffles, moves = s.shuffles, 0
    while not GAME.is_over(s):
        legal = GAME.legal_moves(s)
        assert all(m.kind in ("draw", "play") for m in legal)
        nxt = s.hands[(s.turn + 1) % 3]
        # every player is stuck: only a drawn 8 plays, and it names a suit the next one lacks
        move = legal[0] if legal[0].kind == "draw" else next(
            m for m in legal if m["card"][0] == "8" and all(c[-1] != m["suit"] for c in nxt))
        result = GAME.apply(s, move)
        s, moves = result.state, moves + 1
        assert moves < 60, "the hand goes on for ever"
    assert s.shuffles - shuffles == 5  # the first shuffle sets the mark, then four that match it
    assert "keep going round" in result.events[-1].text and "Anna wins" in result.events[-1].text
    assert GAME.winners(s) == [0]


def test_a_shuffle_with_fewer_cards_in_hand_starts_the_count_again():
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(stock=(), discard=("9H", "7D"), hands=(("2H",), ("2S",), ("2C", "3C")), turn=2,
                  low_held=20, idle_shuffles=4)
    s = play(s, {"kind": "draw"})  # four cards in hand against twenty at the last shuffle
    assert not GAME.is_over(s) and (s.low_held, s.idle_shuffles) == (4, 0)


def test_first_out_wins():
    """"The first player to run out of cards wins.\""""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(hands=(("7C",), s.hands[1], s.hands[2]))
    s = play(s, {"kind": "play", "card": "7C"})
    assert GAME.is_over(s)
    assert GAME.winners(s) == [0]
    assert GAME.status(s) == "Game over: Anna wins."
    assert GAME.legal_moves(s) == []
    assert refused(s, {"kind": "draw"}) == "The game is over."


def test_second_deck_for_more_than_five_players():
    """"A single deck can support up to five players; more can play if a second deck is
    shuffled in.\""""
    players = [f"P{i}" for i in range(6)]
    s = GAME.setup(players, {}, seed=2)
    cards = Counter(c for h in s.hands for c in h) + Counter(s.stock) + Counter(s.discard)
    assert cards == DeckSpec(decks=2).counts()
    with pytest.raises(OptionError, match="2\u20138 players"):
        GAME.setup([f"P{i}" for i in range(9)], {}, seed=2)


def test_penalty_scoring_over_several_hands():
    """House option: cards left are penalty points; hands go on until someone reaches the target,
    and then the lowest total wins."""
    s = deal([ANNA, BEN, CLEO], "7D", options={"scoring": True, "target": 50})
    s = s.replace(hands=(("7C",), ("KS", "AH"), ("4D",)))
    s = play(s, {"kind": "play", "card": "7C"})
    assert s.phase == "hand_over" and not GAME.is_over(s)
    assert GAME.scores(s) == [0, 11, 4]
    s = play(s, {"kind": "next_hand"})
    s = s.replace(hands=(("8S", "2C"), ("AD",), ("KS",)), turn=1, discard=("7D",), suit="D")
    s = play(s, {"kind": "play", "card": "AD"})  # Ben goes out; Anna's 8 takes her to 52
    assert GAME.is_over(s)
    assert GAME.scores(s) == [52, 11, 14]
    assert GAME.winners(s) == [1]
    # and says why the game is over (it ended after a hand with nothing saying so)
    assert GAME.status(s) == "Game over: Ben wins. Anna has 52 points, reaching the target of 50: the game is over."


def test_penalty_points_values():
    assert [penalty(c) for c in ("8S", "JK", "KH", "QD", "JC", "AS", "7H", "10D")] == [50, 50, 10, 10, 10, 1, 7, 10]


def test_next_hand_is_dealt_by_the_next_dealer():
    s = deal([ANNA, BEN, CLEO], "7D", options={"scoring": True, "target": 500})
    s = s.replace(hands=(("7C",), ("KS", "AH"), ("4D",)))
    s = play(s, {"kind": "play", "card": "7C"})
    assert s.phase == "hand_over"
    assert GAME.legal_moves(s) == [Move(kind="next_hand")]
    s = play(s, {"kind": "next_hand"})
    assert s.hand_no == 2 and s.dealer == 0 and GAME.current_player(s) == 1
    assert all(len(h) == 8 for h in s.hands)
    assert GAME.scores(s) == [0, 11, 4]


def undo_allowed(state, move):
    """As the table asks it: may the move just played in ``state`` be taken back?"""
    return GAME.can_undo(state, Move(move))


def test_undo_a_play_or_a_pass_but_not_a_draw():
    """Rules page: "Undo: a play or a pass can be taken back; a draw cannot (the card has been
    seen), nor a deal." """
    s = deal([ANNA, BEN, CLEO], "7D", ["2C"])
    assert undo_allowed(s, {"kind": "play", "card": "7C"})
    assert undo_allowed(s, {"kind": "play", "card": "8H", "suit": "C"})
    assert not undo_allowed(s, {"kind": "draw"})
    stuck = s.replace(stock=(), hands=(s.hands[0], ("2S",), s.hands[2]), turn=1)
    assert undo_allowed(stuck, {"kind": "pass"})


def test_no_undo_of_a_draw_that_rebuilds_the_stock():
    """"If the stock is depleted, the upcard is set aside and the discard pile shuffled to form
    a new stock": the draw shows the drawer a card, so it cannot be taken back."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = play(s, {"kind": "play", "card": "7C"})
    s = play(s, {"kind": "play", "card": "9C"}).replace(stock=())
    assert not undo_allowed(s, {"kind": "draw"})


def test_no_undo_of_the_play_that_ends_the_hand():
    """"The first player to run out of cards wins." Going out lays every hand face up (the
    game-over panel shows each hand's penalty points), so it cannot be taken back."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(hands=(("7C",), s.hands[1], s.hands[2]))
    assert not undo_allowed(s, {"kind": "play", "card": "7C"})
    after = play(s, {"kind": "play", "card": "7C"})
    hands = [z for z in GAME.zones(after) if z.name == "hand"]
    assert all(GAME.observation(after, 0)["zones"][z.key]["cards"] == list(z.cards) for z in hands)


def test_no_undo_of_the_pass_that_blocks_the_hand():
    """Family rule: if every player passes in turn the hand is blocked and the fewest points
    win; the hands are then shown, so the last pass cannot be taken back (the others can)."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = s.replace(stock=(), hands=(("2S", "3S"), ("KS",), ("4H",)), turn=0)
    assert undo_allowed(s, {"kind": "pass"})
    s = play(play(s, {"kind": "pass"}), {"kind": "pass"})
    assert not undo_allowed(s, {"kind": "pass"})


def test_no_undo_of_dealing_the_next_hand():
    s = deal([ANNA, BEN, CLEO], "7D", options={"scoring": True, "target": 500})
    s = play(s.replace(hands=(("7C",), ("KS", "AH"), ("4D",))), {"kind": "play", "card": "7C"})
    assert not undo_allowed(s, {"kind": "next_hand"})


def test_with_two_decks_playing_a_card_whose_twin_is_hidden_can_be_undone():
    """Two decks: Ben holds the other 7 of clubs. Anna's play shows nobody anything hidden
    from her, so it can be taken back."""
    ben = ["7C"] + BEN[1:]
    s = deal([ANNA, ben, CLEO], "7D", options={"two_decks": True})
    assert undo_allowed(s, {"kind": "play", "card": "7C"})


def test_observation_hides_other_hands_and_shows_the_discards():
    """Each hand is its owner's. "Turn one card from the stock face up; this card, the upcard,
    is the top card of the discard pile", and every card played on it was seen by all: the
    discards are face up in every observation (the table draws the top one over the rest)."""
    s = deal([ANNA, BEN, CLEO], "7D")
    s = play(s, {"kind": "play", "card": "7C"})
    v = GAME.observation(s, 1)
    zones = v["zones"]
    assert zones["hand/1"]["cards"] == BEN and [zones[f"hand/{i}"]["count"] for i in range(3)] == [7, 8, 8]
    assert zones["hand/0"]["cards"] == [None] * 7
    assert zones["discard"]["cards"] == ["7D", "7C"]
    assert v["public"]["suit"] == "C" and v["public"]["turn"] == 1
    assert GAME.view(s, None) == GAME.observation(s, None)
    assert all(c is None for z in GAME.observation(s, None)["zones"].values() if z["role"] == "hand" for c in z["cards"])


def test_status_is_public_after_a_draw():
    """The status line is read by everyone (and is the save's summary): after a draw it says
    the same whether or not the card drawn can be played; only the drawer's prompt tells."""
    playable = play(deal([ANNA, BEN, CLEO], "7D", ["5D"]), {"kind": "draw"})
    not_playable = play(deal([ANNA, BEN, CLEO], "7D", ["2C"]), {"kind": "draw"})
    assert GAME.status(playable) == GAME.status(not_playable)
    # (s43 t1 #6: the status said "..., or draw until able to play." beside the drawer's prompt
    # "Anna: play a spade, a king, an 8 or a joker on the K\u2660." when the card drawn could be
    # played: now one wording, true either way: "they draw from the stock until they are able to
    # play")
    assert GAME.status(playable) == ("Anna: play a diamond, a 7 or an 8 on the 7\u2666; if the card drawn "
                                     "cannot be played, draw again.")
    assert GAME.prompt(playable, 0) == "Anna: play a diamond, a 7 or an 8 on the 7\u2666."
    assert GAME.prompt(not_playable, 0) == "Anna: play a diamond, a 7 or an 8 on the 7\u2666, or draw."
    assert GAME.prompt(playable, 1) == GAME.status(playable)


def test_events_say_what_moved_where():
    s = deal([ANNA, BEN, CLEO], "7D", ["2C"])
    (event,) = GAME.apply(s, Move(kind="play", card="7C")).events
    assert event == "Anna plays the 7 of clubs."  # the present, as every game's log
    assert (event.kind, event.data["card"], event.data["src"], event.data["dst"]) == ("card_moved", "7C", "hand/0", "discard")
    (event,) = GAME.apply(s, Move(kind="draw")).events
    assert event == "Anna draws a card." and event.kind == "card_moved" and event.data["card"] is None
    s = s.replace(hands=(("7C",), s.hands[1], s.hands[2]))
    played, over = GAME.apply(s, Move(kind="play", card="7C")).events
    assert over == "Anna is out of cards and wins the hand." and over.kind == "game_over"
    assert over.data["winners"] == [0]


def test_bad_moves_are_refused_with_reasons():
    s = deal([ANNA, BEN, CLEO], "7D")
    assert refused(s, {"kind": "fly"}) == "That is not a move in Crazy Eights."
    assert refused(s, {"kind": "play", "card": "ZZ"}) == "'ZZ' is not a card."
    assert refused(s, {"kind": "play", "card": "8H", "suit": "X"}).startswith("'X' is not a suit")
    assert refused(s, {"kind": "pass"}) == "You can still play or draw a card, so you cannot pass."
    assert GAME.apply(s, "draw").reason == "That is not a move."
    assert not GAME.apply(s, {"kind": "play", "card": ["7C"]}).ok


def test_bad_setup_is_refused_with_a_message():
    with pytest.raises(OptionError, match="no house rule called \u201cwild\u201d"):
        GAME.setup(PLAYERS, {"wild": 1})
    with pytest.raises(OptionError, match="on or off"):
        GAME.setup(PLAYERS, {"jokers": "yes"})
    with pytest.raises(OptionError, match="at least 10"):
        GAME.setup(PLAYERS, {"target": 0})
    with pytest.raises(OptionError, match="Two players are called 'Anna'"):
        GAME.setup(["Anna", "Anna"])
    with pytest.raises(OptionError, match="Player 2 needs a name"):
        GAME.setup(["Anna", " "])
    with pytest.raises(OptionError, match="asks for 8H 2 times, but the pile holds it 1 time"):
        GAME.setup(PLAYERS, stack=[["8H", "8H"]])


def test_status_on_an_upcard_eight_names_the_eight_once():
    """"Turn one card from the stock face up; this card, the upcard, is the top card of the
    discard pile." An 8 turned as the upcard names no suit: its own suit stands, and any 8 (the
    same rank) plays on it, so the status line asks for "a heart or an 8", not "an 8 or an 8"."""
    s = deal([ANNA, BEN, CLEO], "8D")
    assert s.suit == "D"
    assert GAME.status(s) == "Anna: play a diamond or an 8 on the 8\u2666, or draw."
    assert ", an 8 or an 8" not in GAME.status(s)
    # an ordinary upcard still names its rank
    s = deal([ANNA, BEN, CLEO], "7D")
    assert GAME.status(s) == "Anna: play a diamond, a 7 or an 8 on the 7\u2666, or draw."


# ----- any JSON inside a move -------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=6)
    | st.sampled_from(["play", "draw", "pass", "next_hand", "7C", "8H", "JK", "S", "kind", "card", "suit"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
json_moves = st.dictionaries(st.sampled_from(["kind", "card", "suit", "seat", "x"]), json_values, max_size=4)


@settings(max_examples=300, deadline=None)
@given(move=json_moves, which=st.integers(0, 3))
def test_any_json_move_is_applied_or_refused_never_an_exception(move, which):
    """Whatever a file or a hand-written record holds, ``check`` answers and a refused move
    leaves the state unchanged."""
    state = JUNK_STATES[which]
    before = state.to_json()
    reason = GAME.check(state, Move(move))
    assert reason is None or (isinstance(reason, str) and reason)
    result = GAME.apply(state, move)
    assert result.ok == (reason is None)
    assert state.to_json() == before


def _junk_states():
    s = deal([ANNA, BEN, CLEO], "7D", ["5D"], options={"jokers": True, "scoring": True, "target": 500})
    drawn = play(s, {"kind": "draw"})
    over = play(s.replace(hands=(("7C",), s.hands[1], s.hands[2])), {"kind": "play", "card": "7C"})
    done = play(deal([ANNA, BEN, CLEO], "7D").replace(hands=(("7C",), BEN, CLEO)), {"kind": "play", "card": "7C"})
    return [s, drawn, over, done]


JUNK_STATES = _junk_states()


# ----- what a draw or a pass shows the table (the computer's samples) --------------------------
# Hands with no heart, king or 8 for Anna; the upcard is the king of hearts.
NO_HEARTS = [["3C", "5C", "6C", "7C", "9C", "10S", "JS", "5S"],
             ["QS", "3D", "AD", "5D", "6D", "7D", "2H", "9H"],
             ["10C", "JC", "QC", "KC", "AC", "4D", "2S", "4S"]]


def test_a_draw_shows_the_hand_holds_nothing_that_matches():
    """"If a player is unable or unwilling to play a card, they draw from the stock until they
    are able to play." A family reads a draw as "unable": the drawer holds no heart, king, 8 or
    joker when the upcard is the king of hearts, and a computer's samples deal it none."""
    s = deal(NO_HEARTS, "KH", ["6S", "QH"])
    assert GAME.shown_lacking(s) is None  # nothing shown yet
    s = play(s, {"kind": "draw"})  # the 6 of spades: no match, Anna draws on
    s = play(s, {"kind": "draw"})  # the queen of hearts matches
    s = play(s, {"kind": "play", "card": "QH"})
    lacks = GAME.shown_lacking(s)
    assert lacks(0, "AH") and lacks(0, "KS") and lacks(0, "8C") and not lacks(0, "2S")
    assert not lacks(1, "AH")  # Ben showed nothing
    rng = random.Random(3)
    for _ in range(30):
        sample = GAME.determinize(s, 1, rng)
        assert not [c for c in sample.hands[0] if c[-1] == "H" or c[0] in "K8"], sample.hands[0]
        assert GAME.observation(sample, 1) == GAME.observation(s, 1)


def test_a_second_draw_in_a_turn_keeps_only_what_matches_now():
    """The first draw of a turn adds to what the hand lacked before (it has only lost cards
    since); after a further draw the kept card may be of a suit lacked before."""
    s = deal(NO_HEARTS, "KH", ["QH", "6S", "9S"])
    s = play(s, {"kind": "draw"})  # Anna: the queen of hearts matches at once
    s = play(s, {"kind": "play", "card": "QH"})
    for card in ("QS", "QC", "3C", "3D", "4D"):  # Ben, Cleo, Anna, Ben, Cleo: to diamonds
        s = play(s, {"kind": "play", "card": card})
    assert GAME.shown_lacking(s)(0, "AH")  # still no heart: no card came in since
    s = play(s, {"kind": "draw"})  # Anna, on the 4 of diamonds: the 6 of spades, no match
    assert GAME.shown_lacking(s)(1, "AD") is False  # Ben showed nothing
    assert not GAME.shown_lacking(s)(0, "AH")  # the card just drawn may be anything: Anna's hand is left free
    lacks = s.lacks[0]  # what the rest of her hand lacks
    assert {"AH", "AD", "4C"} <= lacks  # hearts from before, diamonds and 4s now
    s = play(s, {"kind": "draw"})  # the 9 of spades: no match either
    assert "AD" in s.lacks[0] and "AH" not in s.lacks[0]  # the 6 of spades kept could have been a heart


def test_an_eight_played_shows_the_hand_held_nothing_else_that_matched():
    """"8s serve as wild cards. An 8 may be played at any time": a family keeps its 8s for when
    nothing else plays (an 8 caught in hand costs 50), and reads an 8 played as "nothing else
    matched". Anna, on the king of hearts, plays her 8: she holds no other heart or king, and a
    computer's samples deal her none; an 8 or a card of another rank and suit she may hold."""
    hands = [["8C", "3C", "5C", "6C", "7C", "9C", "10S", "JS"],
             ["QS", "3D", "AD", "5D", "6D", "7D", "2H", "9H"],
             ["10C", "JC", "QC", "KC", "AC", "4D", "2S", "4S"]]
    s = deal(hands, "KH")
    s = play(s, {"kind": "play", "card": "8C", "suit": "C"})
    lacks = GAME.shown_lacking(s)
    assert lacks(0, "AH") and lacks(0, "KS") and not lacks(0, "8D") and not lacks(0, "2S")
    assert not lacks(1, "AH")  # Ben showed nothing
    rng = random.Random(5)
    for _ in range(30):
        sample = GAME.determinize(s, 1, rng)
        assert not [c for c in sample.hands[0] if c[0] != "8" and (c[-1] == "H" or c[0] == "K")], sample.hands[0]
        assert GAME.observation(sample, 1) == GAME.observation(s, 1)


def test_a_pass_shows_the_hand_holds_nothing_that_matches():
    """"If the stock is depleted, the upcard is set aside and the discard pile shuffled": with
    nothing to draw a player who cannot play passes, and holds nothing that matches."""
    s = deal(NO_HEARTS, "KH", [])
    s = s.replace(stock=())
    assert GAME.legal_moves(s) == [Move(kind="pass")]
    s = play(s, {"kind": "pass"})
    assert GAME.shown_lacking(s)(0, "AH") and not GAME.shown_lacking(s)(1, "AH")


def test_the_deal_says_which_card_was_turned_up():
    """"Turn one card from the stock face up; this card, the upcard, is the top card of the
    discard pile." The deal's words name it, so everyone can see the first play matched it
    (s43 t1: the first curtain said only "Hand 1: Robo Ruby deals. / Mia plays the king of
    diamonds.")."""
    s = deal([ANNA, BEN, CLEO], "7D")
    assert [e.text for e in GAME.setup_events(s)] == ["Cleo deals and turns up the 7 of diamonds."]
    s = deal([ANNA, BEN, CLEO], "7D", options={"scoring": True, "target": 500})
    assert [e.text for e in GAME.setup_events(s)] == ["Hand 1: Cleo deals and turns up the 7 of diamonds."]
    s = s.replace(hands=(("7C",), ("KS", "AH"), ("4D",)))
    s = play(s, {"kind": "play", "card": "7C"})
    result = GAME.apply(s, Move({"kind": "next_hand"}))
    up = result.state.discard[-1]
    from cardtable.core.cards import card_name
    assert [e.text for e in result.events] == [f"Hand 2: Anna deals and turns up the {card_name(up)}."]
