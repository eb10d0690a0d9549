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
    # middle and two cards laid off in the corner beside his box, which no caption named (s37: the
    # lay-offs said short there, "4s", his melds then fit between his box and the middle: at move
    # 41 they go on in the corner)
    table, spec = _at("ten_dime_rummy", 5, 1, 41, NARROW)
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


def _cards(spec, seat: int) -> list:
    return [p for p in spec.pieces if p.kind == "card" and p.zone.startswith("meld") and p.zone.endswith(f"/{seat}")]


def test_a_side_seats_melds_that_do_not_fit_over_its_box_go_under_it():
    # six seats at 1024x600, seed 2, move 136: Robo Rudi (at the right) has eight melds, five of
    # them cards laid off with labels on two lines ("On Robo / Ruby's 4s"): three lines, the room
    # over his box takes two even at 0.2, and the third ran down over his name. Now the last made
    # go under his box, in the corner beside Anna's hand, said to be his. (s37: where lay-offs'
    # labels naming whose meld lie over a name, they say the meld alone, "4s", one line over
    # each card; his melds then fit over his box, and the corner is left for those that do not)
    from cardtable.gui.cards import CARD_RATIO

    table, spec = _at("ten_dime_rummy", 6, 2, 136, 1.424)
    left, top, right, bottom = table.seat_boxes[5]
    rudi = _cards(spec, 5)
    assert not any(p.y < bottom and p.y + p.scale * CARD_RATIO > top and p.x < right and p.x + p.scale > left
                   for p in rudi)
    assert len({round(p.scale, 2) for p in rudi}) == 1  # (one size)
    if any(p.y > bottom for p in rudi):  # (under his box)
        assert any(lab.text == "Robo Rudi's melds, continued" and lab.y > bottom for lab in spec.labels)
    wrong = measure(spec, table, more=True)
    assert not [w for kind in ("own box", "uncaptioned", "nearer") for w in wrong[kind] if "Rudi" in w], wrong
    assert not wrong["labels"], wrong
    hand = [p for p in spec.pieces if p.kind == "card" and p.zone == "hand/0"]
    assert all(p.x + p.scale < min(h.x for h in hand) - 0.1 or p.x > max(h.x + 1.0 for h in hand) + 0.1
               for p in rudi if p.y > bottom)  # (clear of Anna's hand)


def _over(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _box(p) -> tuple:
    from cardtable.gui.cards import CARD_RATIO

    return p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO


def test_the_middle_seats_melds_that_do_not_fit_over_the_piles_go_on_in_a_corner():
    # six seats at 1024x600, seed 2, move 40: Robo Remy (across the top, in the middle) has a set
    # and five cards laid off, labels on two lines: two lines, the room under his box down to the
    # piles takes one, and the second ran down over the pot. Now the last made go on in a bottom
    # corner, said to be his, and the rest are larger (one line at 0.36)
    table, spec = _at("ten_dime_rummy", 6, 2, 40, 1.424)
    piles = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if t.id in ("stock", "discard", "pot")]
    remy = _cards(spec, 3)
    assert remy and not any(_over(_box(p), b) for p in remy for b in piles)
    away = [p for p in remy if p.y > 5.0]
    assert away and len({round(p.scale, 2) for p in remy}) == 1
    said = [lab for lab in spec.labels if lab.text == "Robo Remy's melds, continued"]
    assert said and all(said[0].y < p.y for p in away)
    wrong = measure(spec, table, more=True)
    assert not [w for kind in ("uncaptioned", "nearer", "over", "labels") for w in wrong[kind] if "Remy" in w], wrong


def test_an_upper_seats_melds_that_do_not_fit_by_its_box_go_on_in_its_bottom_corner():
    # six seats at 1024x600, seed 1, move 286: Robo Rosa (upper right) has eight melds: a line in
    # the corner over her box, two beside it at the table's edge, and the third there ran down
    # over her name. Now the last made go on in the bottom corner on her side (Robo Rudi's melds
    # fit over his box), said to be hers
    table, spec = _at("ten_dime_rummy", 6, 1, 286, 1.424)
    rosa = _cards(spec, 4)
    assert rosa and not any(_over(_box(p), table.seat_boxes[4]) for p in rosa)
    assert any(p.y > 5.0 for p in rosa)
    assert any(lab.text == "Robo Rosa's melds, continued" for lab in spec.labels)
    wrong = measure(spec, table, more=True)
    assert not [w for kind in ("uncaptioned", "nearer", "over", "own box") for w in wrong[kind] if "Rosa" in w], wrong


def test_a_top_seats_melds_between_its_box_and_the_middle_say_whose_on_a_narrow_table():
    # Horseshit Rummy, five seats, 480x535, seed 1, move 30: Robo Remy (across the top, on the
    # right) has three melds between his box and the middle, more than fit there: his caption
    # just over their cards met his own name beside them, and was dropped; now it goes at the
    # top of the room
    table, spec = _at("horseshit_rummy", 5, 1, 30, NARROW)
    wrong = measure(spec, table, more=True)
    assert not wrong["uncaptioned"] and not wrong["nearer"], wrong
    said = [lab for lab in spec.labels if lab.text.startswith("Robo Remy's") and lab.x < table.seat_boxes[3][0]]
    assert said and not wrong["labels"]


def test_melds_lie_where_they_do_for_the_seat_the_table_faces_when_drawn_for_nobody():
    """The table drawn for nobody while it faces Anna (a computer's turn, several people at the
    laptop) places every meld where it does drawn for Anna: the corner beside her hand was
    reckoned only with a viewer, and 13 of 360 positions moved melds between the two (review s36
    #5). The positions where Anna is to act: with no viewer the table faces her."""
    moved = []
    for game, state, step in states("ten_dime_rummy", 6, 1, 200):
        if game.to_act(state)[:1] != (0,):
            continue
        at = {}
        for viewer in (0, None):
            spec = GenericTable().describe(game, state, viewer, NARROW, "")
            # (where the cards lie: their ids name the zone as the viewer's own or a seat's)
            at[viewer] = sorted((round(p.x, 3), round(p.y, 3)) for p in spec.pieces
                                if p.kind == "card" and p.zone.startswith("meld"))
        if at[0] != at[None]:
            moved.append(step)
    assert not moved, moved
