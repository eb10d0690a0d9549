"""s36: at crowded meld tables a family could not tell whose melds were whose. On a narrow table
(1024x600, the score sheet dragged to half the window as it suggests: the table 480x535, 48 px a
unit), five seats of 10 Dime Rummy: a seat across the top has little room between its box and the
middle, and its melds that did not fit there went into the corner beside its box, captioned
"Robo Remy's melds, continued", which had no room there: they were nobody's (bench
seat_meld_areas.py, seeds 1-3, 400 moves: 736 of 973 positions with a meld no caption said
whose).

What a family expects: every seat's melds with words saying whose they are, or plainly at its
box; where the longer words have no room, the short "Robo Remy's"."""

from __future__ import annotations

from bench.seat_meld_areas import measure, states
from cardtable.gui.generic_table import GenericTable

NARROW = 480 / 535


def _at(game_id: str, seats: int, seed: int, step: int, aspect: float):
    for game, state, k in states(game_id, seats, seed, step + 1):
        if k == step:
            table = GenericTable()
            return table, table.describe(game, state, 0, aspect, game.prompt(state, 0))
    raise AssertionError("the game ended before that move")


def test_a_top_seats_melds_in_the_corner_say_whose_on_a_narrow_table():
    # seed 1, move 12: Robo Remy (across the top, on the right) has a set between his box and the
    # middle and two cards laid off in the corner beside his box, which no caption named
    table, spec = _at("ten_dime_rummy", 5, 1, 12, NARROW)
    corner = [p for p in spec.pieces if p.kind == "card" and p.zone.endswith("/3") and p.x > table.seat_boxes[3][2]]
    assert corner
    said = [lab for lab in spec.labels if lab.text.startswith("Robo Remy's") and lab.x > table.seat_boxes[3][2] - 0.5]
    assert said, [lab.text for lab in spec.labels]
    assert not measure(spec, table, more=True)["uncaptioned"]


def test_every_meld_says_whose_on_a_narrow_five_seat_table():
    for game, state, step in states("ten_dime_rummy", 5, 1, 150):
        table = GenericTable()
        spec = table.describe(game, state, 0, NARROW, game.prompt(state, 0))
        wrong = measure(spec, table, more=True)
        assert not wrong["uncaptioned"] and not wrong["nearer"], (step, wrong["uncaptioned"], wrong["nearer"])
