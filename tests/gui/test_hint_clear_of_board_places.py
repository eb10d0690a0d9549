"""Finding (s27 t4 #13): "refusal and hint bubbles cover parts of the table. Rummoli: the bubble
covers the Poker and 10♠ spaces. 5 in a Row: it covers the draw pile and discards. Biscuit: it
covers the draw pile. 10,000: the hint bubble sits where the Roll/Stop buttons appear. The words
are good; the placement hides what they talk about." A board's places are drawn by the board, so
the bubble took them for felt; the layouts now name them (``TableSpec.keep_clear``)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF

from .helpers import open_window

REFUSAL = "You must play the lowest card in your hand (the 3 of diamonds or the 3 of spades)."

GAMES = [
    ("rummoli", ["Anna", "Ben", "Robo Ruby", "Dev"], lambda t: t.id.startswith("space:")),
    ("five_in_a_row", ["Anna", "Ben"], lambda t: t.id in ("draw_zone", "discard")),
    ("biscuit", ["Anna", "Ben", "Robo Ruby"], lambda t: t.id == "pile"),
    ("ten_thousand", ["Anna", "Robo Rex", "Robo Ruby"], None),
]


def places(view, pick) -> list:
    """The places the finding names, on the viewport: the targets, or 10,000's buttons' room."""
    spec = view.spec
    if pick is None:
        x, y = spec.buttons_at
        rects = [(x - 2.0, y - 0.25, 4.0, 0.5)]
    else:
        rects = [(t.x, t.y, t.w, t.h) for t in spec.targets if pick(t)]
    assert rects
    return [view.mapFromScene(QRectF(view.to_px(x, y), view.to_px(x + w, y + h))).boundingRect()
            for x, y, w, h in rects]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("key,players,pick", GAMES, ids=[g[0] for g in GAMES])
def test_a_bubble_leaves_the_board_places_in_sight(qtbot, data_dir, size, key, players, pick):
    w = open_window(qtbot, size, start=False)
    w.start_game(key, players, {}, seed=74, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.hide()
    view = w.table.view
    view.rebuild()
    spots = places(view, pick)
    vw, vh = view.width(), view.height()
    # a press in the hand (where the refused card came from), in the middle, just above the
    # pile or the buttons (a card dropped near them; Rummoli's cards are never dropped on its
    # board), and none
    near = [] if key == "rummoli" else [QPoint(spots[0].center().x(), max(0, spots[0].top() - 40))]
    for anchor in [QPoint(vw // 2, vh - 60), QPoint(vw // 3, vh // 2), *near, None]:
        w.table.hint.anchor = anchor
        w.hint(REFUSAL)
        box = w.table.hint.geometry()
        covered = [r for r in spots if r.adjusted(2, 2, -2, -2).intersects(box)]
        assert not covered, (anchor, box, covered)
