"""s34 t2 #1, #3: Horseshit Rummy (and 10 Dime, Arizona, Desert Rummy: the same generic table) with
six seats at 1024x600. Each seat's melds took whatever room they found: Robo Rosa's melds sat under
"Robo Rudi's melds, continued", Anna's own meld under "On Robo Rudi's aces" while "Anna's melds"
captioned her lay-offs, lay-off groups ("On Anna's kings": cards laid off onto another's meld,
which count for the one who laid them, "You play in front of yourself so that you can include these
points in your count") up in a corner beside another seat's box, read as that seat's, and
captions printed over each other. bench/seat_meld_areas.py, seed 1, 200 moves, 1024x600: Horseshit
Rummy 68 of 186 positions with a meld uncaptioned, 44 nearer another seat's caption; 10 Dime Rummy
165 and 165 of 193, 144 with a meld card over another seat's box or melds.

What a family expects: every seat's melds in its own area under one caption saying whose they are
(the lay-offs among them, "On Anna's kings" under "Robo Rosa's melds"), never over another seat's
melds or box or over its own name, no caption over another. Six seats round the oval now share the
table so: the seat across the top in the middle the room under its box, the two upper seats the
corners over their boxes, the seats at the sides (lower) the room over their boxes."""

from __future__ import annotations

import pytest

from bench.seat_meld_areas import measure, states
from cardtable.gui.generic_table import GenericTable

from .test_five_seat_meld_areas import ASPECTS, _check


@pytest.mark.parametrize("game_id, seed", [("horseshit_rummy", 1), ("ten_dime_rummy", 1), ("arizona_rummy", 1),
                                           ("desert_rummy", 1)])
def test_six_seats_each_keep_their_melds_in_their_own_area(game_id, seed):
    for game, state, step in states(game_id, 6, seed, 200):
        for aspect in ASPECTS:
            table = GenericTable()
            spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
            _check(spec, table, (game_id, seed, step, aspect))
            # and never over the seat's own name and backs (10 Dime Rummy's upper seats with seven
            # melds and more late in a hand ran down over theirs at 1024x600 till s35: they go
            # on beside the box, see test_six_seat_crowded_melds)
            over = measure(spec, table, more=True)["over"]
            assert not over, ((game_id, seed, step, aspect), over)


def test_robo_rosas_lay_offs_under_her_own_caption():
    # Horseshit Rummy, seed 1, move 96 at 1024x600: Robo Rosa's lay-offs ("On Robo Ruby's aces",
    # "On Robo Remy's 6s") up in the corner beside Robo Remy's box, under "Robo Rosa's melds,
    # continued", her first meld beside her own box: now all under "Robo Rosa's melds", over her box
    for game, state, step in states("horseshit_rummy", 6, 1, 97):
        if step == 96:
            table = GenericTable()
            spec = table.describe(game, state, 0, 1.424, game.prompt(state, 0))
            said = [lab for lab in spec.labels if lab.text.startswith("Robo Rosa's melds")]
            assert [lab.text for lab in said] == ["Robo Rosa's melds"]
            rosa = [p for p in spec.pieces if p.zone.startswith("meld") and p.zone.endswith("/4")]
            left, top, right, bottom = table.seat_boxes[4]
            assert rosa and all(p.y < top and p.x + p.scale > left - 2.5 for p in rosa)
            assert not any(measure(spec, table).values()), measure(spec, table)


@pytest.mark.parametrize("seats", [4, 5, 6])
def test_the_viewers_lay_offs_labels_apart(seats):
    # Anna's own row: one card laid off beside another, "On Robo Rosa's aces" was drawn over "On
    # Robo Rosa's kings" (10 Dime Rummy, 4-6 seats; Horseshit, s34 t2 #3: "On Robo / Rudi's aces"
    # and "On Ben's / 4s" nearly touching): each lay-off has the room its label needs on two lines
    for game, state, step in states("ten_dime_rummy", seats, 1, 200):
        for aspect in (1.424, 1.62):
            table = GenericTable()
            spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
            wrong = measure(spec, table, more=True)["labels"]
            assert not wrong, (seats, step, aspect, wrong)
