"""Tester t2, session 29 (Hand and Foot, Anna and three Medium computers, the score sheet and the
game log open beside a 998-pixel table): "the turn caption "Anna: meld and add to melds, then
discard." ends at x≈787 and the label "Your foot (13)" starts at x≈788 on the same line, reading
as "discard.Your foot (13)"."

The prompt was kept short of the captions over the viewer's own piles, then moved right, off the
other team's melds on its left, past them. Moved past their edge, the piles now go beside the
hand (as on a crowded table) and the prompt has their room."""

from __future__ import annotations

from cardtable.gui.table_view import LabelItem

from .helpers import anna_turns, medium_table, settled_view

NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


def test_the_prompt_keeps_a_gap_to_your_foot_and_red_threes(qtbot, data_dir):
    w = medium_table(qtbot, "hand_and_foot", NAMES, (1280, 736), 1)
    w.log_view_action.setChecked(True)
    gaps = []
    for step in anna_turns(w, 60):
        view = settled_view(w)
        labels = [(i.text, i.mapRectToScene(i.text_rect)) for i in view.scene().items()
                  if isinstance(i, LabelItem) and i.isVisible()]
        prompts = [r for t, r in labels if t.startswith("Round ")]
        captions = [r for t, r in labels if t.startswith("Your foot (") or t == "Red threes"]
        gaps += [(c.left() - p.right(), step) for p in prompts for c in captions
                 if c.top() < p.bottom() and p.top() < c.bottom()]
    assert view.viewport().width() < 1010  # (the tester's table: 998 pixels wide)
    assert gaps  # (the prompt and the captions were side by side, to be looked at)
    assert min(gaps)[0] >= 0.1 * view.unit, sorted(gaps)[:3]
