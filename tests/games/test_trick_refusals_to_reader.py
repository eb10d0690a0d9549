"""Finding (s28): Hearts said "Anna has already passed." to Anna herself. A trick game's refusal
about the player who reads it says "you" (Game.refusal_to, with the reader's seat); the same
refusal read by anyone (check: a log, a save's message) still names the player."""
from __future__ import annotations

from cardtable.core.game import Move
from cardtable.games.court_whist import GAME as COURT_WHIST
from cardtable.games.euchre import GAME as EUCHRE
from cardtable.games.hearts import GAME as HEARTS
from cardtable.games.rummy_500 import GAME as RUMMY_500
from cardtable.games.saskatchewan_rummy import GAME as SASKATCHEWAN

from . import test_court_whist, test_euchre, test_hearts, test_rummy_500, test_saskatchewan_rummy
from .trick_deals import cards, play, play_all


def test_hearts_passing_twice_and_a_card_not_held():
    s = test_hearts.deal_1()
    not_held = Move({"kind": "pass", "seat": 0, "cards": cards("2D 3D 7D")})
    assert HEARTS.refusal_to(s, not_held, 0) == "You do not hold the 7 of diamonds."
    assert HEARTS.refusal_to(s, not_held, 1) == HEARTS.check(s, not_held) == "Anna does not hold the 7 of diamonds."
    s = play(HEARTS, s, {"kind": "pass", "seat": 0, "cards": cards("2D 3D 4D")})
    again = Move({"kind": "pass", "seat": 0, "cards": cards("2C 3C 4C")})
    assert HEARTS.refusal_to(s, again, 0) == "You have already passed."
    assert HEARTS.refusal_to(s, again, 2) == HEARTS.check(s, again) == "Anna has already passed."
    assert HEARTS.refusal_to(s, again, None) == "Anna has already passed."


def test_out_of_turn_and_not_held_in_the_play():
    """tricks.py, for every trick game: "It is Anna's turn, not Ben's." said to Ben and to Anna."""
    s = test_hearts.passed_1()  # Anna leads
    ben = Move({"kind": "play", "card": "7C", "seat": 1})
    assert HEARTS.refusal_to(s, ben, 1) == "It is Anna's turn, not yours."
    assert HEARTS.refusal_to(s, ben, 0) == "It is your turn, not Ben's."
    assert HEARTS.refusal_to(s, ben, 2) == HEARTS.check(s, ben) == "It is Anna's turn, not Ben's."
    held = Move({"kind": "play", "card": "AS"})
    assert HEARTS.refusal_to(s, held, 0) == "You do not hold the ace of spades."
    assert HEARTS.refusal_to(s, held, 3) == "Anna does not hold the ace of spades."


def test_euchre_the_dealers_discard():
    s = EUCHRE.apply(test_euchre.deal(), Move({"kind": "order_up", "alone": False})).state
    dealer = test_euchre.DAN
    name = s.players[dealer]
    early = Move({"kind": "play", "card": "10C"})
    assert EUCHRE.refusal_to(s, early, dealer) == "You first discard one card: drop it on the Kitty."
    assert EUCHRE.refusal_to(s, early, 0) == f"{name} first discards one card: drop it on the Kitty."
    wrong = Move({"kind": "discard", "card": "AS"}) if "AS" not in s.hands[dealer] else Move({"kind": "discard", "card": "2C"})
    assert EUCHRE.refusal_to(s, wrong, dealer) == "You do not hold that card."
    assert EUCHRE.check(s, wrong) == f"{name} does not hold that card."


def test_500_rummy_bids_and_discards():
    t = test_rummy_500
    s = play_all(RUMMY_500, t.by_suit(), [t.bid(60, "S"), t.PASS, t.PASS, t.bid(65, "C"), t.bid(70, "S")])
    again = Move({**t.bid(75, "H"), "seat": t.BEN})
    assert RUMMY_500.refusal_to(s, again, t.BEN) == "You passed and may not bid again this hand."
    assert RUMMY_500.refusal_to(s, again, t.DAN) == "Ben passed and may not bid again this hand."
    s = RUMMY_500.setup(["Anna", "Ben", "Cleo", "Dan"], {}, 2)
    for _ in range(4):
        s = RUMMY_500.apply(s, RUMMY_500.legal_moves(s)[0]).state
    s = RUMMY_500.apply(s, {"kind": "call", "trump": "S"}).state
    bidder, name = s.bidder, s.players[s.bidder]
    plain = [c for c in s.hands[bidder] if not (c[:-1] in ("A", "10", "5") or c == "QS")]
    five = Move({"kind": "discard", "cards": plain[:5]})
    assert RUMMY_500.refusal_to(s, five, bidder) == "You discard 4 more cards out of play, not 5."
    assert RUMMY_500.check(s, five) == f"{name} discards 4 more cards out of play, not 5."
    other = next(c for c in RUMMY_500.setup(["A", "B", "C", "D"], {}, 9).hands[0] if c not in s.hands[bidder])
    not_held = Move({"kind": "discard", "card": other})
    assert RUMMY_500.refusal_to(s, not_held, bidder) == "You do not hold that card."
    assert RUMMY_500.check(s, not_held) == f"{name} does not hold that card."


def test_saskatchewan_payday():
    t = test_saskatchewan_rummy
    s = t.to_payday(t.payday_hands())  # Ben to lay a 7
    assert SASKATCHEWAN.refusal_to(s, Move({"kind": "pay"}), 1) == "You can lay a card, and must."
    assert SASKATCHEWAN.check(s, Move({"kind": "pay"})) == "Ben can lay a card, and must."
    assert SASKATCHEWAN.refusal_to(s, Move({"kind": "play", "card": "7D"}), 1) == "You do not hold the 7 of diamonds."


def test_court_whist_naming_trump():
    hands = {0: test_court_whist.SUIT["S"], 1: test_court_whist.SUIT["H"], 2: test_court_whist.SUIT["D"],
             3: test_court_whist.SUIT["C"]}
    s = test_court_whist.stacked(5, hands)
    assert s.phase == "call" and s.turn == 0
    assert COURT_WHIST.refusal_to(s, Move({"kind": "bid"}), 0) == "You first name trump."
    assert COURT_WHIST.refusal_to(s, Move({"kind": "bid"}), 1) == f"{s.players[0]} first names trump."
