"""s47 t3 F-C / F-I: "Golf at 1024x600: mini-cards of the opponents are so small that I misread
Robo Nell's K\u2666 as a 5\u2666 when checking the score"; "the face-up cards in the opponents' small
grids show a rank only a few pixels high". With every other seat across the top, their grids grow
down beside the band of piles, towards the table's edge, the drawn card a seat holds beside the
grid's top row on the inner side; the same size whoever holds it, and clear of everything.

Measured (3 players, the table's view with the score sheet docked), an opponent's grid card:
1024x600 (762x535) 25 -> 42 px; 800x600 (594x535) 21 -> 31 px; 1366x768 (1027x698) 33 -> 55 px."""

from __future__ import annotations

import pytest

from bench.seat_meld_areas import states
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import TABLE_H, GenericTable

VIEWS = {"1024x600": ((762, 535), 40), "800x600": ((594, 535), 29), "1366x768": ((1027, 698), 52)}


def overlap(a, b) -> bool:
    return a[0] < b[2] - 1e-6 and b[0] < a[2] - 1e-6 and a[1] < b[3] - 1e-6 and b[1] < a[3] - 1e-6


@pytest.mark.parametrize("window", sorted(VIEWS))
def test_three_players_opponents_grids_readable_and_clear(window):
    (w, h), least_px = VIEWS[window]
    table = GenericTable()
    table.pixels_high = h
    scales, held_by_others = set(), 0
    for game, state, _ in states("golf", 3, 2, 30):
        spec = table.describe(game, state, 0, w / h, game.prompt(state, 0))
        unit = min(h / TABLE_H, w / spec.width)
        boxes = {}
        for p in spec.pieces:
            if p.kind == "card":
                boxes.setdefault(p.zone, []).append((p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO, p.scale))
        for zone in ("grid/1", "grid/2"):
            cards = boxes[zone]
            scales.add(round(cards[0][4], 6))
            assert cards[0][4] * unit >= least_px, (window, zone, cards[0][4] * unit)
            assert all(0 <= c[0] and c[2] <= spec.width and c[1] >= 0 for c in cards)
            others = [c for z, cs in boxes.items() if z != zone for c in cs]
            assert not [c for c in cards for o in others if overlap(c, o)], (window, zone)
        held = [z for z in boxes if z.startswith("held/") and z != "held/0"]
        held_by_others += bool(held)
        for z in held:  # (on the table, clear of the grids and the piles)
            assert all(0 <= c[0] and c[2] <= spec.width for c in boxes[z])
            others = [c for o, cs in boxes.items() if o != z for c in cs]
            assert not [c for c in boxes[z] for o in others if overlap(c, o)], (window, z)
    assert held_by_others  # (a computer held a drawn card in one of these positions)
    assert len(scales) == 1, scales
