"""Finding N13 (s27): "10 Dime Rummy at 1024x600: other players' melds at the top are drawn as
~40 px cards with 7-8 cards squeezed into 60 px ("9 9 9 2 joker 9 9 2", "Q Q 2 Q Q Q"), ranks
barely legible". The generic table's meld layout overlaps a meld's cards a third of a card where
the room allows (each card's rank corner in sight), squeezing a meld only when there is no room."""

from __future__ import annotations

import collections

import pytest

from cardtable.games.melds import classify
from cardtable.games.ten_dime_rummy import GAME, RULES
from cardtable.gui.generic_table import GenericTable
from tests.games.rummy_positions import position


def top_melds():
    ruby = classify(("9H", "9D", "9S", "2S", "JK", "9C", "9S", "2H"), RULES, owner=2)
    anna = classify(("QC", "QD", "2C", "QS", "QH", "QS"), RULES, owner=0)
    state = position(GAME, [8, ("KS", "KD", "KH", "5C"), 8], melds=(anna, ruby), hand_no=1, turns=3, turn=1,
                     down=(True, False, True))
    return state.replace(players=("Anna", "Ben", "Robo Ruby"))


@pytest.mark.parametrize("aspect", (1024 / 600, 1366 / 768, 1.3))
def test_other_players_melds_show_every_cards_rank(aspect):
    spec = GenericTable().describe(GAME, top_melds(), 1, aspect, "")
    cards = collections.defaultdict(list)
    for p in spec.pieces:
        if p.kind == "card" and p.zone in ("meld0/0", "meld1/2"):
            cards[p.zone].append((p.x, p.y, p.scale))
    assert sorted(cards) == ["meld0/0", "meld1/2"] and len(cards["meld1/2"]) == 8
    for zone, placed in cards.items():
        placed.sort()
        for (x, y, scale), (nx, ny, _) in zip(placed, placed[1:]):
            if abs(ny - y) < 1e-6:  # (the same line)
                assert nx - x >= 0.3 * scale - 1e-6, (zone, placed)
