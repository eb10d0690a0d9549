"""Cards of several melds selected together and dropped on "New meld" in the contract rummy games
(10 Dime Rummy, Push, Desert Rummy: the shared engine, games/contract_rummy.py, and
melds.split_melds), and what the log says was laid.

Finding (s26, 10 Dime Rummy with the real app): "a person who has selected the cards of TWO sets
(5♥5♠5♦ and K♣K♥K♠) by clicks and drags them together onto "New meld" is refused with "Those cards
do not make 1 set of 3". A family expects both sets laid at once when the selection splits into
the contract's melds"; "The refusal, when the cards really do not split, should say what the
contract needs and what is wrong." And: "after laying a 4-card set, the log says "laid down 1 set
of 3": the log should describe what was laid"."""

from cardtable.core.game import Move
from cardtable.games import desert_rummy, push, ten_dime_rummy
from tests.games.rummy_positions import position

DIME, PUSH, DESERT = ten_dime_rummy.GAME, push.GAME, desert_rummy.GAME
OTHERS = ("9C", "4C", "6D", "7S", "8D", "10H")


def test_the_log_says_what_was_laid():
    """ "after laying a 4-card set, the log says "laid down 1 set of 3": the log should describe
    what was laid (e.g. "laid down a set of four kings")", in each game of the family."""
    hand = ("KS", "KD", "KH", "JK") + OTHERS
    state = position(DIME, [hand, 12, 12], hand_no=1, turns=3)
    result = DIME.apply(state, Move(kind="meld", cards=hand[:4]))
    assert list(result.events) == ["P0 laid down a set of four kings."]
    desert = ("7C", "7D", "7H", "KS", "KD", "KH", "4C", "5C", "9H", "10S", "QD")
    result = DESERT.apply(position(DESERT, [desert, 11]), Move(kind="meld", cards=desert[:6]))
    assert list(result.events) == ["P0 laid down a set of three 7s and a set of three kings."]
    cards = ("5H", "6H", "JK", "8H", "QS", "QD", "QC")
    result = PUSH.apply(position(PUSH, [cards + ("4D",), 7, 7, 7], hand_no=2), Move(kind="meld", cards=cards))
    assert list(result.events) == ["Ann laid down a run of four hearts from the 5 to the 8 and a set of three queens."]
