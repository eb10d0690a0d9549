"""A top seat's name stays clear of its face-up cards beside its hand: in Sweep at 1366x768,
once Robo Ruby's hand was down to about six cards, her name ran into the corner of her face-up
10 of clubs (s28 t2 #7)."""

from __future__ import annotations

import random

from cardtable.gui.table_view import CardItem

from .helpers import labels, open_window

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


def test_top_seats_name_clear_of_her_face_up_cards(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("sweep", NAMES, {"jokers": True}, seed=1, open_handed=True)
    view = w.table.view
    seen, rnd = [], random.Random(1)
    for _ in range(300):
        if w.state.phase in ("round_over", "game_over"):
            break
        if w.viewer == 0 and any(w.state.up[2]) and len(w.state.hands[2]) <= 6:
            name = next((lab for lab in labels(view) if lab.spec.text == "Robo Ruby"), None)
            assert name, ([lab.spec.text for lab in labels(view)], w.state.phase)
            ups = [i for i in view.scene().items() if isinstance(i, CardItem) and i.spec.id.startswith("up/2")
                   and i.face_up]
            box = name.mapRectToScene(name.rect)
            assert ups, ([(c.spec.face, c.spec.id, c.spec.owner) for c in view.card_items() if c.face_up], w.state.up[2])
            assert not any(box.intersects(c.sceneBoundingRect()) for c in ups), len(w.state.hands[2])
            seen.append(len(w.state.hands[2]))
        legal = w.game.legal_moves(w.state)
        w.play(rnd.choice([m for m in legal if m["kind"] != "pick_up"] or legal))
    assert seen and min(seen) <= 6, seen
