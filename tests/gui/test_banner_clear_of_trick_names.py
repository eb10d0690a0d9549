"""Whist with 10s, four seats at 1366x768, the score sheet open (s30 t1): the table's two-line
banner at the top ("Round 1 of 6: Hearts trump · Anna & Cleo: 0 tricks, 0 tens · Robo Rex & Dev:
0 tricks, 0 tens") touched the small "Robo Rex leads" over the trick's first card. The banner
keeps a gap over the names above the trick, on one line or two."""

from __future__ import annotations

import os

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import open_window, settled_view

NAMES = ["Anna", "Robo Rex", "Cleo", "Dev"]
SHOTS = os.environ.get("CARDTABLE_SHOTS")  # a folder: save screenshots there
GAP = 0.06  # of a card's width: about 5 px at 1366x768


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1024, 600)])
def test_the_banner_keeps_a_gap_over_the_lead_name(qtbot, data_dir, size):
    w = open_window(qtbot, size)
    for seed in range(20):  # Robo Rex leads: his name over the trick on two lines, "Robo Rex / leads"
        w.start_game("whist_tens", NAMES, {}, seed=seed, open_handed=True)
        if w.game.to_act(w.state) == (1,):
            break
    while not w.state.trick:
        w.play(w.game.legal_moves(w.state)[0])
    view = settled_view(w)
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    banner = [i for i in labels if i.text.startswith("Round 1 of 6")]
    leads = [i for i in labels if i.text.replace("\n", " ").endswith("leads")]
    assert len(banner) == 1 and leads, [i.text for i in labels]
    box = banner[0].mapRectToScene(banner[0].text_rect)
    for lab in leads:
        gap = lab.mapRectToScene(lab.text_rect).top() - box.bottom()
        assert gap >= GAP * view.unit, (size, lab.text, gap)
    # and grown up, it touches nothing above it either (the top seat's cards and caption)
    assert not [i.text for i in labels if i is not banner[0] and box.intersects(i.mapRectToScene(i.text_rect))]
    assert not [c.spec.id for c in view.card_items() if c.isVisible() and box.intersects(c.sceneBoundingRect())]
    if SHOTS:
        w.grab().save(f"{SHOTS}/whist-banner-{size[0]}x{size[1]}.png")
