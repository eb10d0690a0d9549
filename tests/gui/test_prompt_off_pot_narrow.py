"""s37: 10 Dime Rummy on a narrow table (1024x600, the score sheet's edge dragged to about half
the window: the table about 480x535, 48 px a card). Its long prompt, "Cleo: draw from the stock or
buy the discard for a dime. Pot: 0 dimes.", is set on two lines under the piles and grows up by
half a line: its first line lay over the pot's caption "Pot" (and "Stock (113)" beside it). The
table reckoned the piles' captions as deep as on a laptop; there their text is 10 px, deeper.

What a family expects: the prompt clear of the pot (its caption and its count) and of the piles'
captions, and of the cards of the meld row under it, at every seat count. Driven as a family does
it: the sheet's edge dragged with the mouse, seeded moves played, the table looked at after each."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import drag_sheet_edge, open_window, settled_view

NAMES = ["Anna", "Robo Rex", "Cleo", "Dev", "Eve"]


def prompt_clashes(view) -> list[str]:
    """What the prompt's words run into: a pile's caption ("Pot"), the pot's count, another
    label's words, a card."""
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    prompt = [i for i in labels if view.spec is not None and i.spec is view.spec.prompt]
    if not prompt:
        return []
    box = prompt[0].mapRectToScene(prompt[0].text_rect)
    out = [f"caption of {key}" for key, zone in view.zones.items()
           if zone.isVisible() and zone.spec.label and box.intersects(zone.mapRectToScene(zone.caption_rect()))]
    out += [i.text for i in labels if i is not prompt[0] and box.intersects(i.mapRectToScene(i.text_rect))]
    out += [c.spec.id for c in view.card_items() if c.isVisible() and c.spec.zone.startswith(("meld", "pot", "stock",
                                                                                                 "discard"))
            and box.intersects(c.sceneBoundingRect())]
    return out


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("edge", [450, 560])
def test_the_prompt_keeps_off_the_pot_on_a_narrow_table(qtbot, data_dir, seats, edge):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", NAMES[:seats], {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    drag_sheet_edge(w, edge, steps=5)
    assert w.table.view.width() < 600
    rnd = random.Random(1)
    seen, looked = [], 0
    for step in range(20):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        view = settled_view(w)
        if "pot" in view.zones:
            looked += 1
            seen += [(step, what) for what in prompt_clashes(view)]
        legal = w.game.legal_moves(w.state)
        busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")]
        w.play(rnd.choice(busy or legal))
    assert looked >= 15
    assert not seen, seen[:8]
