"""Spider's columns: every covered face-up card shows its rank AND its suit (s42 note, s43).

s42 stepped face-up cards 0.47 of a card's width apart, room for a large card's corner; a card
under 64 px wide draws its index larger, its suit lower, and that suit went under the next card
(1024x600 and smaller tables). And where a long column would run off the table, all its cards
came closer, down to a quarter of a card: neither rank nor suit showed (18 face-up cards in a
column, 1024x600). In Spider the suit decides which cards move together.

Checked on the real window at several sizes over seeded games played on by the hint: for every
face-up card with a card on it, the rectangle of its rank and suit, as the card painter draws it
(:func:`index_rect`), lies clear of the card on it.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest

from cardtable.gui.cards import index_rect

from .helpers import open_window, play_not_looked_at, settled_view


def hidden_indexes(view) -> tuple[list, int, int]:
    """(covered face-up cards whose index is under the next card, covered face-up cards looked
    at, the most face-up cards in one column)."""
    bad, looked, most = [], 0, 0
    by_zone: dict[str, list] = {}
    for item in view.pieces.values():
        if item.spec.zone.startswith("col"):
            by_zone.setdefault(item.spec.zone, []).append(item)
    for zone, items in by_zone.items():
        items.sort(key=lambda i: i.spec.z)
        most = max(most, sum(i.face_up for i in items))
        for a, b in zip(items, items[1:]):
            if not a.face_up:
                continue
            index = a.mapRectToScene(index_rect(a.spec.face, a.w))
            over = b.mapRectToScene(b.card_rect())
            looked += 1
            # (overlapping by more than half a pixel down: the next card's top edge line may
            # touch the index's box, which has air round the glyphs)
            if index.bottom() - over.top() > 0.5 and over.left() < index.right() and index.left() < over.right():
                bad.append((zone, a.spec.face, round(a.w, 1), round(index.bottom() - over.top(), 1)))
    return bad, looked, most


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_covered_face_up_card_shows_rank_and_suit(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    bad, looked, most = [], 0, 0
    for seed in (0, 1):
        w.start_game("spider", ["Anna"], {}, seed=seed)
        rng = random.Random(seed)
        for k in range(90):
            move = w.game.suggested_move(w.state)
            if move is None:  # (no way on the hint sees: any move, a deal among them)
                moves = w.game.legal_moves(w.state)
                if not moves:
                    break
                move = rng.choice(moves)
            if k % 6:  # (a position not looked at: laid out, not built nor painted)
                play_not_looked_at(w, move)
            else:
                w.play(move)
            if w.game.is_over(w.state):
                break
            if k % 6:
                continue
            QTest.qWait(1)
            b, n, m = hidden_indexes(settled_view(w))
            bad += [(seed, k, *x) for x in b]
            looked += n
            most = max(most, m)
    assert not bad, (len(bad), looked, sorted(bad, key=lambda x: -x[-1])[:8])
    assert looked > 200 and most >= 12, (looked, most)  # (long columns among them)
