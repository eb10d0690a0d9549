"""Seen playing Hand and Foot: "where a wild card could go with more than one set, a small
chooser appears; it covers part of the player's hand at 1366x768, and at 1024x600 covers the
Stock/Discard. Place it where it covers nothing the player needs (or beside the drop point
inside free table space)."

Anna (four players, Medium computers, the score sheet open) holds five 8s, three 7s and the 2 of
diamonds: selected together and dropped on New meld, the 2 may go with the 8s or with the 7s,
and the table asks which. The chooser's panel covers no card, no pile or drop place of the table
and no text but what it replaces, and stays in the window."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, buttons, click, drag, hand_item, medium_table, settled_view

SHOTS = os.environ.get("CARDTABLE_SHOTS")  # a folder: save screenshots there


def covered(view) -> list[str]:
    panel = view.button_panel.sceneBoundingRect()
    out = []
    if not QRectF(view.mapToScene(view.viewport().rect()).boundingRect()).contains(panel):
        out.append("the panel runs off the table")
    out += [f"a card: {c.spec.id}" for c in view.card_items() if c.isVisible() and c is not view.controller.held
            and c.sceneBoundingRect().adjusted(2, 2, -2, -2).intersects(panel)]
    out += [f"the place {k}" for k, z in view.zones.items()
            if z.isVisible() and z.mapRectToScene(z.rect).adjusted(2, 2, -2, -2).intersects(panel)]
    asked = view.question_label
    if asked is not None and asked.mapRectToScene(asked.text_rect).intersects(panel):
        out.append("the question")
    out += [f"the text {i.text!r}" for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
            and i is not asked and i.mapRectToScene(i.text_rect).adjusted(1, 1, -1, -1).intersects(panel)]
    return out


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wild_card_chooser_covers_nothing(qtbot, data_dir, size):
    w = medium_table(qtbot, "hand_and_foot", ["Anna", "Ben", "Cleo", "Dev"], size, 12)
    next(anna_turns(w, 20))
    view = settled_view(w)
    drag(view, view.pieces["stock"], hand_item(view, w.state.hands[0][0]).sceneBoundingRect().center())
    assert w.state.phase == "play"
    view = settled_view(w)
    picks = [c for c in ("8S", "8D", "8H", "8S#2", "8S#3", "7C", "7C#2", "7D", "2D")]
    for key in picks:
        click(view, view.pieces[f"hand:{key}"])
    drag(view, view.pieces["hand:8S"], view.zones["melds/0"].rect.center())
    view = settled_view(w)
    assert "Cancel" in buttons(view) and len(buttons(view)) == 3, list(buttons(view))
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, f"hf-chooser-{size[0]}x{size[1]}.png"))
    assert not covered(view), covered(view)
    click(view, buttons(view)["Cancel"])
