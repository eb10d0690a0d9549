"""Captions a family could not read (s28 t2 #19): Horseshit Rummy's pile was "Discards (fanned)"
(the fan shows itself), and Biscuit's card that starts the line was captioned "first"."""

from __future__ import annotations

from cardtable.core.zones import Role
from cardtable.games import get_game

from .helpers import labels, open_window, settled_view


def test_horseshit_rummys_pile_is_the_discards():
    game = get_game("horseshit_rummy")
    state = game.setup(["Anna", "Ben", "Cleo"], {}, seed=4)
    [pile] = [z for z in game.zones(state) if z.kind is Role.DISCARD]
    assert pile.label == "Discards"


def test_biscuits_starting_card_is_captioned_first_card(qtbot):
    w = open_window(qtbot, start=False)
    w.start_game("biscuit", ["Anna", "Ben"], {}, seed=5, open_handed=True)
    words = [lab.spec.text for lab in labels(settled_view(w))]
    assert "first card" in words and "first" not in words
