"""The generic table reckons its least text (the view's 10 px, in card units) from the table it is
laying out (:meth:`cardtable.gui.generic_table.TextRoom.of`, at the start of every describe): on a
narrow table (about 480 px wide, the score sheet dragged to half of a 1024x600 window) it is
larger than a small laptop's. Two tables laid out at different sizes in one process (a narrow one,
then a wide one, and back) are each laid out as if alone: nothing of the narrow one's text room is
left over in the wide one's. Each table keeps its own (``text_room``): no module constant changes
while a table is laid out (they were set at each layout, so a test that imported MELD_LABEL_ROOM
read a small laptop's, and label_box asked outside a layout reckoned with the last table's)."""

from __future__ import annotations

import pytest

import cardtable.gui.generic_table as gt
from bench.seat_meld_areas import states
from cardtable.gui.generic_table import LAPTOP_LEAST, GenericTable

NARROW = (480 / 535, 535)  # (aspect, pixels high) the score sheet dragged to half the window
WIDE = (1366 / 700, 700)


def laid_out(game, state, size):
    aspect, high = size
    table = GenericTable()
    table.pixels_high = high
    spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
    return spec, table.text_room.least, table.text_room.prompt_size


@pytest.mark.parametrize("game_id, seats", [("sweep", 3), ("horseshit_rummy", 6)])
def test_a_narrow_table_leaves_nothing_in_a_wide_one(game_id, seats):
    game, state, _ = next(s for k, s in enumerate(states(game_id, seats, 1, 30)) if k == 20)
    wide_alone = laid_out(game, state, WIDE)
    narrow_alone = laid_out(game, state, NARROW)
    assert narrow_alone[1] > wide_alone[1] == LAPTOP_LEAST  # (the narrow table's text is more of a card)
    assert laid_out(game, state, WIDE) == wide_alone  # (after the narrow one)
    assert laid_out(game, state, NARROW) == narrow_alone  # (after the wide one)


def test_laying_out_a_narrow_table_changes_no_module_constant():
    game, state, _ = next(s for k, s in enumerate(states("horseshit_rummy", 6, 1, 30)) if k == 20)
    names = ("MELD_LABEL_ROOM", "MELD_LABEL_LINE", "OWNER_ROOM", "PROMPT_SIZE", "PROMPT_LINE", "LAPTOP_TEXT")
    before = {name: getattr(gt, name) for name in names}
    aspect, high = NARROW
    table = GenericTable()
    table.pixels_high = high
    spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
    assert {name: getattr(gt, name) for name in names} == before
    room = table.text_room
    assert room.least > LAPTOP_LEAST and room.meld_label_room > gt.MELD_LABEL_ROOM
    assert gt.LAPTOP_TEXT == gt.TextRoom() and gt.LAPTOP_TEXT.meld_label_room == gt.MELD_LABEL_ROOM
    # (a label's box reckoned with the narrow table's room where told, a small laptop's else)
    lab = next(lab for lab in spec.labels if lab.size < room.least)
    assert gt.label_box(lab, room) != gt.label_box(lab) == gt.label_box(lab, gt.LAPTOP_TEXT)
