"""Tester t4 (s35) #3: Mexican Train, eight players at 1024x600, the score sheet docked: in the
strip of seats along the top "Robo Remy" was set large on two lines ("Robo" / "Remy") and
"Remy" lay over his "9 tiles ·" (t4/mt10z1.png). A name that does not fit on one line at its
size is set smaller, so on two lines it ends above the count, and the count grows down from its
top (on two lines it grew up into the name as well). Checked on the labels as the table sets
them, at the scales of a 1024x600 window with the sheet docked narrow and wide."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.layouts import dominoes
from cardtable.gui.table_view import LabelItem

NAMES = ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Robo Rosa", "Great-Aunt Gwendolyn", "Robo Rae", "Robo Ray"]


def strip_boxes(spec, unit: float, n: int):
    """Each strip label's rect on the table (in px), top strip only, with its text."""
    out = []
    for label in spec.labels:
        if label.y < dominoes.TOP_H and label.size <= dominoes.STRIP_NAME:
            item = LabelItem(label, unit)
            out.append((item.text, item.text_rect.translated(QPointF(label.x * unit, label.y * unit))))
    return out


@pytest.mark.parametrize("over", [False, True])
@pytest.mark.parametrize("aspect, unit", [(1.25, 53.5), (1.4, 53.5), (1.6, 53.5), (1.3, 70.0),
                                          (1.69, 40.5), (1.19, 40.0), (1.94, 131.7)])
def test_names_and_counts_in_the_strip_never_overlap(qapp, over, aspect, unit):
    """s45: at 640x420 (40.5 px a unit; 40 with the sheet docked) "Great-Aunt / Gwendolyn", at
    the view's least 10 px on two lines, ran 2 px into "8 tiles · total 0" under it: the counts
    stand lower there, NAME_COUNT_GAP (3 px) clear of it; 2560x1440's 131.7 px a unit too. The
    table is described at the view's unit, as the view asks for it."""
    game = get_game("mexican_train")
    session = Session.new(game, NAMES, {}, seed=2)
    rnd = random.Random(2)
    while session.state.phase == "play" and (over or len(session.record.moves) < 20):
        session.play(rnd.choice(game.legal_moves(session.state)))
    spec = dominoes.describe(game, session.state, 0, aspect, "", unit=unit)
    boxes = strip_boxes(spec, unit, len(NAMES))
    names = [(t, r) for t, r in boxes if t.replace("\n", " ") in NAMES or "\u2026" in t]
    assert len(names) == len(NAMES)
    others = [(t, r) for t, r in boxes if (t, r) not in names]
    assert others
    for name, r in names:
        for text, o in others:
            if o.left() < r.right() and r.left() < o.right() and o.top() > r.top():  # (under it)
                assert o.top() - r.bottom() >= dominoes.NAME_COUNT_GAP, (name, text, r, o)


@pytest.mark.parametrize("names", [NAMES, ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi"]])
@pytest.mark.parametrize("aspect, unit", [(1.69, 40.5), (1.19, 40.0), (1.4, 53.5)])
def test_the_hand_scores_in_the_strip_stay_inside_its_frame(qapp, names, aspect, unit):
    """s46 (left by s45): at the hand's end at 640x420 (40.5 px a unit) with eight seats, "+10
    this hand" wrapped in a seat's narrow place and its third line, "total 10", lay on the
    strip's bottom edge (under a name on two lines, "+21" / "total 21" ended 2 px past it).
    Each seat's words now end inside the frame (it ends 0.05 above TOP_H), each line whole."""
    game = get_game("mexican_train")
    session = Session.new(game, names, {}, seed=2)
    rnd = random.Random(2)
    while session.state.phase == "play":
        session.play(rnd.choice(game.legal_moves(session.state)))
    spec = dominoes.describe(game, session.state, 0, aspect, "", unit=unit)
    boxes = strip_boxes(spec, unit, len(names))
    scores = [(t, r) for t, r in boxes if "total" in t]
    assert len(scores) == len(names)
    assert all(r.bottom() <= (dominoes.TOP_H - 0.05) * unit + 0.01 for t, r in scores), scores
