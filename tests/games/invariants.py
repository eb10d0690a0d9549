"""Per-game invariants the contract test checks after every move of its seeded random games
(``check_contract(..., after_move=...)``), so a family's own properties ride on the same games
instead of playing hundreds more. Each is ``check(game, state_before, move, applied)``."""

from .rummy_invariants import check_contract_rummy_move, check_five_hundreds_move, check_gin_move
from .counting_invariants import check_golf_move, check_pirate_move, check_spider_move, check_thirty_one_move
from .fishing_invariants import check_fishing_move
from .trick_invariants import check_trick_move
from .domino_invariants import check_chicken_foot_move, check_mexican_train_move, check_ten_thousand_move
from .tableau_invariants import check_biscuit_move, check_jokers_wild_move
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
    "desert_rummy": check_contract_rummy_move,
    "push": check_contract_rummy_move,
    "ten_dime_rummy": check_contract_rummy_move,
    "thirty_one": check_thirty_one_move,
    "golf": check_golf_move,
    "cassino": check_fishing_move,
    "cassino_party": check_fishing_move,
    "scopa": check_fishing_move,
    "chicken_foot": check_chicken_foot_move,
    "mexican_train": check_mexican_train_move,
    "ten_thousand": check_ten_thousand_move,
    "spider": check_spider_move,
    "pirate": check_pirate_move,
    "biscuit": check_biscuit_move,
    "jokers_wild": check_jokers_wild_move,
    "arizona_rummy": check_arizona_move,
    "horseshit_rummy": check_horseshit_move,
    "sticks": check_sticks_move,
    "hand_and_foot": check_hand_and_foot_move,
}
