"""Per-game invariants the contract test checks after every move of its seeded random games
(``check_contract(..., after_move=...)``), so a family's own properties ride on the same games
instead of playing hundreds more. Each is ``check(game, state_before, move, applied)``."""

from .trick_invariants import check_trick_move

INVARIANTS = {
    "hearts": check_trick_move,
    "oh_hell": check_trick_move,
    "euchre": check_trick_move,
    "whist_tens": check_trick_move,
}
