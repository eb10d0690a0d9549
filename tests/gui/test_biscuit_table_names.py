"""Finding (s27 t4 #14): "Biscuit: cards on the table lose their names, and there is a gap beside
the first card. The Mountain shows its name in the hand but not on the table. It sits apart from
the Bard, and the face-down card under the Bard shows in the gap as two stray card backs." """
from __future__ import annotations

import pytest

from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.layouts.biscuit import UNDER_PEEK, BiscuitTable

from .helpers import open_window
from .test_biscuit_cross_lines import state


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_lines_cards_are_drawn_with_their_names(qtbot, data_dir, size):
    """The painter writes a Decktet card's name only on a card 64 pixels wide or more: the lines'
    cards were 54 at 1024x600, the hand's 68."""
    w = open_window(qtbot, size)
    w.start_game("biscuit", ["Anna", "Ben", "Robo Ruby"], {}, seed=74, open_handed=True)
    view = w.table.view
    line = [item for pid, item in view.pieces.items() if pid.startswith("line:")]
    hand = [item for pid, item in view.pieces.items() if pid.startswith("hand")]
    assert line and hand
    width = lambda item: view.mapFromScene(item.sceneBoundingRect()).boundingRect().width()  # noqa: E731
    assert min(width(i) for i in line) >= 64, [width(i) for i in line]
    assert min(width(i) for i in line) >= min(width(i) for i in hand) - 2


def test_the_first_cards_neighbours_sit_close_and_the_card_under_it_shows_as_one():
    game, s = state(("diplomat", "penitent", "castle"), ())
    spec = BiscuitTable().describe(game, s, 0, 1024 / 600, "Anna: play")
    at = {p.id.removeprefix("line:"): p for p in spec.pieces if p.id.startswith("line:")}
    first, left, right = at["penitent"], at["diplomat"], at["castle"]
    sc = first.scale
    out = (CARD_RATIO - 1) / 2 * sc  # how far the card crossways under it reaches out each side
    # the neighbours just clear of the card under the first card (they stood 0.51 of a card off,
    # the card under it showing as two stray backs in the gap)
    assert first.x - (left.x + sc) <= out + 0.07 * sc
    assert right.x - (first.x + sc) <= out + 0.07 * sc
    assert first.x - (left.x + sc) >= out
    # and it shows below the first card too, joining its two ends
    assert UNDER_PEEK > 0 and spec.board is not None
