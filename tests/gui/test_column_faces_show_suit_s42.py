"""Spider's columns (s42 t3, LOOK at 2560x1440 text 2x): a face-up card under another showed only
its rank, its corner suit hidden by the card on it, while 60 % of the table below was empty. In
Spider the suit decides what moves together: face-up cards in a column lie far enough apart that
each shows its rank and its suit (face-down ones stay close); closer only where a column would
run off the table."""
from __future__ import annotations

from .helpers import open_window, settled_view


def covered_gaps(view):
    """(gap to the next card, card width) of each face-up card with a face-up card on it."""
    out = []
    by_zone: dict[str, list] = {}
    for item in view.pieces.values():
        if item.spec.zone.startswith("col"):
            by_zone.setdefault(item.spec.zone, []).append(item)
    for items in by_zone.values():
        items.sort(key=lambda i: i.spec.z)
        for a, b in zip(items, items[1:]):
            if a.face_up and b.face_up:
                w = a.w  # (the card as drawn, its shadow left out)
                out.append((b.scenePos().y() - a.scenePos().y(), w))
    return out


def test_spider_face_up_cards_show_rank_and_suit(qtbot, data_dir):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("spider", ["Anna"], {}, seed=8)
    for _ in range(6):  # some runs built: face-up cards on face-up cards
        moves = w.game.run_moves(w.state)
        if not moves:
            break
        w.play(moves[0])
    gaps = covered_gaps(settled_view(w))
    assert gaps
    # (the corner's suit ends about 0.44 of the card's width under its top, on a card drawn large)
    assert all(gap >= 0.44 * width for gap, width in gaps), gaps
