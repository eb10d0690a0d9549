"""Finding (s37, 1024x600): Biscuit with three players and the Excuse. The Penitent (a 6, the
first card's rank) opened a cross line at the left end of the main line; the Ace of Wyrms and the
Desert went up it, the Betrayal down. The cross column was a stack: the Ace wholly hidden under
the Desert, the Penitent (a card of the main line) covered by the Betrayal all but a strip, so
the main line read "8 · Excuse · 6 · 5 · 4 · 6". "The card you play must match at least one suit
with the card adjacent to it": every card of a line shows its rank and suit signs, the cross card
shows whole in the main line, and no other card of its cross line shows at the main line's height.

The tester's own game (its seed and moves, from the save), the last card dragged to the bottom end
of the cross line, measured at 1024x600 and 1366x768 with the score sheet open, as the app opens
it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardtable.core.decktet import CARDS
from cardtable.gui.cards import CARD_RATIO

from .helpers import drag, hand_item, open_window, settled_view

SEED = 218788220
OPTIONS = {"excuse": True, "pawns": False, "courts": False, "partners": False, "hands": 0, "target": 0,
           "first_dealer": "at random"}
MOVES = [("forest", "main", "right"), ("sailor", "main", "right"), ("excuse", "main", "left"),
         ("market", "main", "right"), ("penitent", "main", "left"), ("ace-wyrms", "penitent", "up"),
         ("desert", "penitent", "up")]
COLUMN = ["desert", "ace-wyrms", "penitent", "betrayal"]  # the cross line, top to bottom


def corner(card: str) -> float:
    """How far down (in card heights) a small Decktet card's corner reaches, as cards.py draws
    it: the rank, then each suit sign under it."""
    n = len(CARDS[card].suits)
    return 0.015 + (0.5244 + (n - 1) * 0.2138) / CARD_RATIO


def card_rect(item) -> QRectF:
    """The card itself, without the margin its item draws round it."""
    r = item.sceneBoundingRect()
    m = (r.width() - item.w) / 2
    return r.adjusted(m, m, -m, -m)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_cross_card_shows_whole_and_every_card_of_its_line_its_corner(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("biscuit", ["Anna", "Ben", "Robo Ruby"], OPTIONS, seed=SEED, open_handed=True)
    w.table.view.animations_on = False
    for card, line, end in MOVES:
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        assert w.play({"kind": "play", "card": card, "line": line, "end": end}).ok
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    w.score_view_action.setChecked(True)  # (as the app opens it for a game of several hands)
    view = settled_view(w)
    # Robo Ruby drags the Betrayal to the bottom end of the Penitent's cross line
    drag(view, hand_item(view, "betrayal"), view.zones["end:penitent:down"].rect.center())
    view = settled_view(w)
    assert w.state.crosses == (("market", (), ()), ("penitent", ("ace-wyrms", "desert"), ("betrayal",)))

    items = {i.spec.id.removeprefix("line:"): i for i in view.card_items() if i.spec.id.startswith("line:")}
    rects = {c: card_rect(i) for c, i in items.items()}
    cross = rects["penitent"]
    h = cross.height()
    # the cross card whole: no card of the lines over it
    over = [c for c, r in rects.items() if c != "penitent" and items[c].zValue() > items["penitent"].zValue()
            and r.intersects(cross.adjusted(1, 1, -1, -1))]
    assert not over, (size, over)
    # every card of the cross line shows its rank and suit signs: the next card down (which lies
    # over it, or under it above the cross card) starts no higher than its corner's foot
    for above, below in zip(COLUMN, COLUMN[1:]):
        assert rects[below].top() - rects[above].top() >= corner(above) * h - 0.5, (size, above, below)
    top = max(COLUMN, key=lambda c: items[c].zValue())
    assert top == "betrayal"  # the bottom end lies whole
    # at the main line's height, only the main line's own cards show: the cards of the cross line
    # above the cross card lie under it there, those below it start under it
    band = QRectF(view.sceneRect().left(), cross.top(), view.sceneRect().width(), h)
    for c in ("desert", "ace-wyrms", "betrayal"):
        seen = rects[c].intersected(band)
        assert seen.isEmpty() or (items[c].zValue() < items["penitent"].zValue() and cross.contains(seen)), (size, c)
    # the cards stay large enough to read (they were drawn whole at 80 pixels wide, the Ace not at all)
    assert min(view.mapFromScene(r).boundingRect().width() for r in rects.values()) >= 45
