"""Tester t2, session 37 (Pirate at 1024x600): "Anna: play the top card of your waste to your
ship, or end the turn. Ships: ..." sits directly on the top border of the End-turn panel
(descenders touch). The buttons' panel goes under the prompt that explains them
(TableView.room_under_labels); it went just far enough for the two to overlap by no more than a
pixel, so the words' descenders lay on its border. A gap now, as under a lit label's pill."""

from __future__ import annotations

import pytest

from cardtable.gui.table_view import LabelItem

from .helpers import click, open_window, settled_view


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_prompt_keeps_clear_of_the_end_turn_panel(qtbot, data_dir, size):
    w = open_window(qtbot, size, start=False)
    # Anna cuts the 2 of diamonds, Ben the king: Anna is the low player and turns the ace of clubs,
    # her clubs keel: she may play it to her ship, or end the turn
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["AC", "QH"], ["5D", "KS"]])
    view = w.table.view
    click(view, view.pieces["stock/0"])
    view = settled_view(w)
    assert w.state.wastes[0] == ("AC",) and w.state.turn == 0
    prompt = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
                  and i.text.replace("\n", " ").startswith("Anna: play the top card of your waste"))
    words = prompt.mapRectToScene(prompt.text_rect)
    panel = view.button_panel.sceneBoundingRect()
    assert panel.top() > words.center().y()  # (the panel under the prompt)
    # at least 3 pixels between the words' foot and the panel's border
    assert panel.top() - words.bottom() >= 3, (size, words.bottom(), panel.top())
