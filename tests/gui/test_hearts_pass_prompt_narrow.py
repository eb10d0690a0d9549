"""The tester (s38 t1), Hearts at 640x688, the score sheet open: "The prompt wraps to "Anna:
choose three cards to" / "pass to Robo Remy" and the second line is painted underneath the dark
box with the greyed "Pass these three to Robo Remy" button (only a ghost of it shows through)."
Expected: "the prompt fits (wrap above the box or shrink), nothing overlapped". The button panel
goes under the prompt's last line, clear of the hand's name line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import open_window, play_busy

NAMES = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]


@pytest.mark.parametrize("width", [646, 600, 720])
def test_the_pass_prompt_on_two_lines_is_clear_of_its_button(qtbot, width):
    w = open_window(qtbot, (1280, 720), start=False)
    w.start_game("hearts", NAMES, {}, seed=7, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 1, 400, until=lambda state: len(state.history) >= 1)
    w.play({"kind": "next_hand"} if {"kind": "next_hand"} in w.game.legal_moves(w.state)
           else w.game.legal_moves(w.state)[0])
    w.resize(width, 688)
    for _ in range(5):
        QApplication.processEvents()
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    view.finish_animations()
    QApplication.processEvents()
    assert w.state.phase == "passing"
    prompt = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.spec is view.spec.prompt)
    assert prompt.text_rect is not None
    words = prompt.mapRectToScene(prompt.text_rect)
    assert view.button_panel is not None and view.buttons
    panel = view.button_panel.sceneBoundingRect()
    assert words.bottom() <= panel.top(), (words, panel)
    # and the panel above the hand's name line ("Your hand · 12 cards · choosing three")
    pill = next(i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()
                and i.spec.text.startswith("Your hand"))
    assert panel.bottom() <= pill.mapRectToScene(pill.rect).top() + 1, (panel, pill.mapRectToScene(pill.rect))
