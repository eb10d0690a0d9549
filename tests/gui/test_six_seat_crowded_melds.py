"""s35: 10 Dime Rummy with six seats (and Horseshit, Arizona, Desert Rummy: the same generic table)
at 1024x600, late in a hand. Each seat has its own captioned area (s34, test_six_seat_meld_areas),
but the areas were a little short of what a line of melds takes with lay-offs' labels on two lines
("On Robo / Remy's 3s"), and the melds were drawn at 0.2 of a card (15 px) or ran on down out of
their area: an upper seat's corner over its box is 0.86 high, one line took 0.94 at 0.3 and 0.8 at
0.2; an upper seat with nine melds and more needed two lines and the second ran down over its own
name; a side seat's two lines ran down to its name, the middle seat's one line to the piles.
bench/seat_meld_areas.py (``CROWD=1``), seeds 1-3, 400 moves, 1024x600: 72 of 1,074 positions with
a seat's melds over its own name, 845 with melds under 0.3.

What a family expects: each seat's melds under its caption, never over its own name, as large as
fit. A seat's area now keeps no room after its last line, and its labels' room is no more than
they take; the cards of a meld overlap down to the corner with the rank and suit before the melds
are drawn smaller; an upper seat's melds that do not fit the corner's line go on beside its box,
at the table's edge, under the line's end, as large as those in the corner; the middle seat's
caption goes beside its box, and its melds have the whole room under it."""

from __future__ import annotations

from bench.seat_meld_areas import measure, states
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import PILE_Y, GenericTable


def _at(game_id: str, seed: int, step: int, aspect: float = 1.424):
    for game, state, k in states(game_id, 6, seed, step + 1):
        if k == step:
            table = GenericTable()
            return table, table.describe(game, state, 0, aspect, game.prompt(state, 0))
    raise AssertionError("the game ended before that move")


def _cards(spec, seat: int) -> list:
    return [p for p in spec.pieces if p.kind == "card" and p.zone.startswith("meld") and p.zone.endswith(f"/{seat}")]


def test_an_upper_seats_line_of_melds_at_0_3():
    # seed 1, move 140: Robo Rosa (the upper right) has two sets and two cards laid off, one line
    # with labels on two lines in her corner: drawn at 0.2, it fits at 0.3
    table, spec = _at("ten_dime_rummy", 1, 140)
    rosa = _cards(spec, 4)
    assert rosa and {round(p.scale, 2) for p in rosa} == {0.3}
    assert not any(measure(spec, table, more=True).values()), measure(spec, table, more=True)


def test_an_upper_seats_second_line_beside_its_box():
    # seed 1, move 140: Robo Ruby (the upper left) has seven melds, two lines: the second ran down
    # over her name; now it goes on beside her box at the table's edge, under the line's start,
    # all of them of one size (the line in the corner takes six at 0.2, or five at 0.3 and the two
    # more beside the box only at 0.2: the largest the smaller part may be)
    table, spec = _at("ten_dime_rummy", 1, 140)
    ruby = _cards(spec, 2)
    left, top, right, bottom = table.seat_boxes[2]
    assert {round(p.scale, 2) for p in ruby} == {0.2}
    assert all(p.y + p.scale * CARD_RATIO <= top - 0.03 or p.x + p.scale <= left - 0.05 for p in ruby)
    assert any(p.y > top for p in ruby)  # (beside the box)
    assert not any(measure(spec, table, more=True).values()), measure(spec, table, more=True)


def test_side_and_middle_seats_lines_end_short_of_their_name_and_the_piles():
    # seed 1, move 140: Robo Rex and Robo Rudi (at the sides) two lines each, which ran down to
    # their names (0.01 over), Robo Remy's (in the middle) one line, which ran down to the piles
    table, spec = _at("ten_dime_rummy", 1, 140)
    for seat in (1, 5):
        top = table.seat_boxes[seat][1]
        assert max(p.y + p.scale * CARD_RATIO for p in _cards(spec, seat)) <= top - 0.05
    assert max(p.y + p.scale * CARD_RATIO for p in _cards(spec, 3)) <= PILE_Y - 0.05


def test_the_middle_seats_caption_beside_its_box():
    # seed 1, move 140: Robo Remy (across the top in the middle) has five melds, one line with
    # labels on two lines, under his box: his caption over them left them 0.62 and they were drawn
    # at 0.2; now it goes beside his box (on the right: Robo Ruby's line in the corner on the left
    # reaches the room beside it there), over his melds, and they are drawn at 0.36
    table, spec = _at("ten_dime_rummy", 1, 140)
    remy = _cards(spec, 3)
    assert {round(p.scale, 2) for p in remy} == {0.36}
    said = [lab for lab in spec.labels if lab.text == "Robo Remy's melds"]
    left, top, right, bottom = table.seat_boxes[3]
    assert len(said) == 1 and said[0].x > right and said[0].y < bottom < min(p.y for p in remy)
    assert max(p.x + p.scale for p in remy) > said[0].x  # (the melds against the right edge, under it)
    assert not any(measure(spec, table, more=True).values()), measure(spec, table, more=True)
