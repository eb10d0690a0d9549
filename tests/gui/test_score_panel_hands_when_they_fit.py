"""Finding (s31 t2 #7): Hearts, seven players with long names, 1366x768: the score sheet's
legend says "widen this panel (drag its left edge)", and dragged to about 760 px the panel still
showed only "Total | Last", each column some 260 px wide and mostly empty; only at about 880 px
did the hands appear. The choice of players across was made for headings in one line each
however long the name (Featherstonehaugh, Bartholomew) even where the names wrap in their
headers, so the hands appeared only at a width they did not need. Driven by real mouse presses
and moves on the divider."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import open_window
from .test_score_panel_dragged_at_once import sweep_edge

NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Maximilian Alexander", "Wilhelmina Featherstonehaugh",
         "Robo Rosa", "Robo Rudi", "Robo Rae"]


def test_the_hands_show_as_soon_as_they_fit(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("hearts", NAMES, seed=1)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    QApplication.processEvents()
    assert panel.scores.players_down
    sweep_edge(w, w.width() - 760)
    assert abs(panel.width() - 760) < 40, panel.width()
    assert not panel.scores.players_down
    table = panel.scores.table
    needs = panel.scores.column_needs()
    assert all(table.columnWidth(c) >= needs[c] for c in range(len(NAMES))), \
        [(table.columnWidth(c), needs[c]) for c in range(len(NAMES))]
