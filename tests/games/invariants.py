"""Per-game invariants the contract test checks after every move of its seeded random games
(``check_contract(..., after_move=...)``), so a family's own properties ride on the same games
instead of playing hundreds more. Each is ``check(game, state_before, move, applied)``."""

from .rummy_invariants import check_five_hundreds_move, check_gin_move
from .counting_invariants import check_golf_move, check_thirty_one_move
from .trick_invariants import check_trick_move
from .rummy2_invariants import (check_arizona_move, check_hand_and_foot_move, check_horseshit_move, check_sticks_move)

INVARIANTS = {
    "hearts": check_trick_move,
    "oh_hell": check_trick_move,
    "euchre": check_trick_move,
    "whist_tens": check_trick_move,
    "canadian_salad": check_trick_move,
    "saskatchewan_rummy": check_trick_move,
    "rummy_500": check_trick_move,
    "court_whist": check_trick_move,
    "gin_rummy": check_gin_move,
    "five_hundreds": check_five_hundreds_move,
    "thirty_one": check_thirty_one_move,
    "golf": check_golf_move,
    "arizona_rummy": check_arizona_move,
    "horseshit_rummy": check_horseshit_move,
    "sticks": check_sticks_move,
    "hand_and_foot": check_hand_and_foot_move,
}
