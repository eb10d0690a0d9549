"""The generic table reckons its least text (the view's 10 px, in card units) from the table it is
laying out (:func:`cardtable.gui.generic_table._text_room`, run at the start of every describe):
on a narrow table (about 480 px wide, the score sheet dragged to half of a 1024x600 window) it is
larger than a small laptop's. Two tables laid out at different sizes in one process (a narrow one,
then a wide one, and back) are each laid out as if alone: nothing of the narrow one's text room is
left over in the wide one's, and the table's own least text is the module's."""

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
    assert table._least_text == gt.LEAST_TEXT  # (one reckoning of the least text)
    return spec, gt.LEAST_TEXT, gt.PROMPT_SIZE


@pytest.mark.parametrize("game_id, seats", [("sweep", 3), ("horseshit_rummy", 6)])
def test_a_narrow_table_leaves_nothing_in_a_wide_one(game_id, seats):
    game, state, _ = next(s for k, s in enumerate(states(game_id, seats, 1, 30)) if k == 20)
    wide_alone = laid_out(game, state, WIDE)
    narrow_alone = laid_out(game, state, NARROW)
    assert narrow_alone[1] > wide_alone[1] == LAPTOP_LEAST  # (the narrow table's text is more of a card)
    assert laid_out(game, state, WIDE) == wide_alone  # (after the narrow one)
    assert laid_out(game, state, NARROW) == narrow_alone  # (after the wide one)
