"""Tester t2 (s35) #4: Sweep and the Cassino party game at a narrow table, the score sheet dragged
to half of a 1024x600 window (the table about 480 px wide; the sheet says "To see every round's
scores, widen this panel (drag its left edge)"). Sweep's captions over the bottom seat's cards on
the table printed as "Blind, uncovereBlind, covered"; in the party game Robo Rita's line under
her box, "4 cards · 0 won · total 2 · dealer", wrapped onto a second line under the table's row,
"total 2 · dealer" half hidden behind the 6♦.

Looked at after every move of seeded games of three (open hands, the table facing whoever is to
move): no two words on the table are set over each other, and no words lie over a card. (Not
yet looked after: a build's label, "Building 7 · Anna", set on two lines under a heap made
narrow, lies over the foot of the heap's own cards; it is left out here.)"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import open_window
from .test_score_panel_widened import drag_edge

NAMES = ["Anna", "Ben", "Robo Rita"]


def faults(w) -> list[str]:
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    labels = [(lab.text, lab.mapRectToScene(lab.text_rect).adjusted(1, 1, -1, -1))
              for lab in view.scene().items() if isinstance(lab, LabelItem) and lab.isVisible() and lab.text]
    cards = [(c.spec.id, c.sceneBoundingRect()) for c in view.card_items() if c.isVisible()]
    out = [f"{a!r} over {b!r}" for k, (a, ra) in enumerate(labels) for b, rb in labels[k + 1:] if ra.intersects(rb)]
    out += [f"{a!r} over the card {c}" for a, ra in labels for c, rc in cards if ra.intersects(rc)]
    return out


@pytest.mark.parametrize("game_id", ["sweep", "cassino_party"])
@pytest.mark.parametrize("seed", [1, 2])
def test_words_stay_apart_on_a_narrow_table(qtbot, data_dir, game_id, seed):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, NAMES, {}, seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    qtbot.waitUntil(lambda: w.score_panel.isVisible())
    drag_edge(qtbot, w, -(w.table.view.width() - 480))  # the sheet's edge dragged left
    assert 440 <= w.table.view.width() <= 520, w.table.view.width()
    rnd = random.Random(seed)
    seen = []
    for step in range(60):
        if w.game.is_over(w.state):
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        seen += [(step, fault) for fault in faults(w)]
        w.play(rnd.choice(w.game.legal_moves(w.state)))
    assert not seen, seen[:20]
