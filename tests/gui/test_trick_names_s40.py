"""The names over an overlapped trick of six players (s40 t4 LOOK, a41c.png): in two staggered
rows with two sizes ("Robo Remy" set small beside "Robo Rudi"), hard to tell who played which
card. Where one row cannot hold them, each of the two rows is laid out as one: every name at
one size, whole, apart from the others, in the cards' order."""
from __future__ import annotations

import random

import pytest

from .test_looks_s39 import trick_names
from .helpers import labels, open_window

NAMES = ["Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh", "Cleo", "Robo Remy", "Robo Rosa",
         "Robo Rudi"]


@pytest.mark.parametrize("size", [(1366, 768)])
def test_six_names_over_a_trick_one_size_apart_in_order(qtbot, size):
    w = open_window(qtbot, size, start=False)
    w.start_game("oh_hell", NAMES, {}, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    rnd = random.Random(3)
    checked = 0
    for _ in range(400):
        if w.game.legal_moves(w.state)[0].kind == "next_hand" or checked >= 3:
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if len(getattr(w.state, "trick", ())) >= 3 and any(p.startswith("trick:") for p in w.table.view.pieces):
            cards, names = trick_names(w, "trick:")
            if len(cards) >= 3 and cards[1].x() - cards[0].x() < cards[0].w * 0.9:
                checked += 1
                top = min(c.sceneBoundingRect().top() for c in cards)
                left, right = cards[0].sceneBoundingRect().left() - 200, cards[-1].sceneBoundingRect().right() + 200
                # (by their first names where the whole ones need two rows, s44 t2 #8)
                said = set(w.state.players) | {p.split()[0] for p in w.state.players}
                names = sorted((lab for lab in labels(w.table.view) if lab.spec.text in said
                                and top - 60 < lab.sceneBoundingRect().bottom() <= top + 2
                                and left < lab.sceneBoundingRect().center().x() < right),
                               key=lambda lab: lab.sceneBoundingRect().left())
                assert len(names) == len(cards), [n.text for n in names]
                sizes = {n.font.pixelSize() for n in names}
                assert len(sizes) == 1, [(n.text, n.font.pixelSize()) for n in names]
                boxes = [n.mapRectToScene(n.text_rect) for n in names]
                for i, a in enumerate(boxes):
                    for b in boxes[i + 1:]:
                        assert not a.intersects(b), [(n.text, bx) for n, bx in zip(names, boxes)]
        w.play(rnd.choice(w.game.legal_moves(w.state)))
    assert checked, "no overlapped trick of three cards or more was seen: the test looks at nothing"
