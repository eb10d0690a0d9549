"""The boards caption the reader's own hand as the card tables do (one helper, ``whose_own``):
"Your hand" to the reader whose hand it is, the seat's name only where the table is drawn for
nobody (the curtain's background, a party question). Tester s30: Rummoli, 5 in a Row, Jokers
Wild and Fast Track said "Anna's hand" to Anna, where every card table says "Your hand"."""

from __future__ import annotations

import pytest

from cardtable.games import get_game
from cardtable.gui.layouts import layout_for

NAMES = ["Anna", "Ben", "Cleo", "Dev"]
BOARDS = [("rummoli", {}), ("five_in_a_row", {}), ("jokers_wild", {}), ("fast_track", {"hand_of_five": True})]


def hand_captions(spec) -> list[str]:
    return [lab.text for lab in spec.labels if "hand" in lab.text and "Keep" not in lab.text]


@pytest.mark.parametrize("game_id,options", BOARDS, ids=[b[0] for b in BOARDS])
def test_the_readers_own_hand_is_your_hand(game_id, options):
    game = get_game(game_id)
    layout = layout_for(game_id)
    state = game.setup(NAMES, options, 5)
    turn = game.public(state)["turn"]
    for seat in (turn, (turn + 1) % len(NAMES)):  # the reader's own turn, and a computer's
        said = hand_captions(layout.describe(game, state, seat, 1.6, ""))
        assert any(t.startswith("Your hand") for t in said), said
        assert not any(t.startswith(f"{NAMES[seat]}'s hand") for t in said), said
    # drawn for nobody (behind the curtain): the hand of the player to move, by name
    said = hand_captions(layout.describe(game, state, None, 1.6, ""))
    assert any(t.startswith(f"{NAMES[turn]}'s hand") for t in said), said
    assert not any(t.startswith("Your") for t in said), said
