"""s47 t3 F-B: "Fan Tan, 1024x600, Anna vs Robo Max + Robo Nell: the four suit rows are drawn with
tiny cards (about 30 px wide; the rank in the corner about 6 px high) although most of the table
(right half, middle) is empty green." The middle's rows grow into the felt free at their height:
stacked, or two side by side, their cards closer where that makes them larger; they keep their
size and place as they grow through a deal, and run into nothing.

Measured (the table's view with the score sheet docked, 3 players, mid-deal), a row card's width:
1024x600 (view 762x535) 27 -> 53 px; 800x600 (609x535) 23.5 -> 41 px; 1366x768 (1046x698) 35 -> 69 px.
Eight players (the side seats beside the rows) stay stacked, as large as before."""

from __future__ import annotations

import pytest

from bench.seat_meld_areas import states
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import TABLE_H, GenericTable

# (the table view's size in px with the score sheet docked, for each window) -> least card width (px)
VIEWS = {"1024x600": ((762, 535), 45), "800x600": ((609, 535), 38), "1366x768": ((1046, 698), 60)}


def rows_of(seats: int, view: tuple[int, int], steps: int):
    """Each position of a Fan Tan deal laid out for seat 0 on a view of ``view`` px: (its spec, a
    unit's px, the row cards' boxes by zone)."""
    w, h = view
    table = GenericTable()
    table.pixels_high = h
    first_hand = None
    for game, state, _ in states("fan_tan", seats, 3, steps):
        hand_no = game.observation(state, 0)["public"].get("hand_no")
        first_hand = hand_no if first_hand is None else first_hand
        if hand_no != first_hand:
            return
        spec = table.describe(game, state, 0, w / h, game.prompt(state, 0))
        unit = min(h * (w / h) / spec.width, h / TABLE_H)
        rows: dict[str, list[tuple[float, float, float, float, float]]] = {}
        for p in spec.pieces:
            if p.zone.startswith("row_"):
                rows.setdefault(p.zone, []).append((p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO, p.scale))
        yield spec, unit, rows


def overlap(a, b) -> bool:
    return a[0] < b[2] - 1e-6 and b[0] < a[2] - 1e-6 and a[1] < b[3] - 1e-6 and b[1] < a[3] - 1e-6


@pytest.mark.parametrize("window", sorted(VIEWS))
def test_three_players_rows_fill_the_free_felt_and_keep_their_size(window):
    view, least_px = VIEWS[window]
    scales = set()
    laid = 0
    for spec, unit, rows in rows_of(3, view, 40):
        for zone, cards in rows.items():
            scales.update(round(c[4], 6) for c in cards)
            assert min(c[4] for c in cards) * unit >= least_px, (window, zone, cards[0][4] * unit)
            others = [c for z, cs in rows.items() if z != zone for c in cs]
            # nothing else of the table under them: other rows, the seats' cards and places, the pot
            places = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if not t.id.startswith("row_")
                      and not t.id.startswith("hand")]
            assert not [(c, o) for c in cards for o in others + places if overlap(c, o)], (window, zone)
        laid += bool(rows)
    assert laid > 10
    assert len(scales) == 1, scales  # (the same size through the deal: nothing jumps as the rows grow)


def test_eight_players_rows_between_the_side_seats_no_smaller():
    """Eight seats: the side seats beside the middle leave the rows no room side by side; stacked
    as before, at 27 px at least at 1024x600 with the sheet docked."""
    for spec, unit, rows in rows_of(8, VIEWS["1024x600"][0], 30):
        for zone, cards in rows.items():
            assert cards[0][4] * unit >= 27, (zone, cards[0][4] * unit)
            seats = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if t.id.startswith("hand")]
            assert not [c for c in cards for s in seats if overlap(c, s)]
