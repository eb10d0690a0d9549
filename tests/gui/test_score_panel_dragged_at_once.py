"""Finding (s30 t2 #15): Rummoli, eight players, 1024x600: the score sheet's edge dragged in one
sweep to about half the window. The players went across, the text smaller, but the columns were
shared out as if the cells could show "-9 / 41" whole: "Robo Rita", "Robo Rex" and "Robo Ruby"
read "obo Rit", "obo Rex", "obo Ruby" in their headers. Floated and docked again, the panel was
laid out right ("chips" only in each cell, every name whole). The columns were fitted once at
the new, smaller text, and the choice of short cells made at the old size only; now the fit is
made again at the new size. Driven by real mouse presses and moves on the divider."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import drag_sheet_edge, open_window

NAMES = ["Robo Rita", "Robo Rex", "Robo Ruby", "Dev", "Eli", "Fay", "Gus", "Hana"]


def eight_at_rummoli_with_the_sheet(qtbot):
    """Eight players at Rummoli on a 1024x600 window, the score sheet shown beside the table."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("rummoli", NAMES, {"rounds": 3}, seed=1)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    QApplication.processEvents()
    return w


def sweep_edge(w, to_x: int) -> None:
    """Press on the divider left of the sheet, one move to ``to_x``, release."""
    drag_sheet_edge(w, to_x, steps=1)


def laid_out(panel) -> tuple:
    table = panel.scores.table
    return (panel.scores.players_down, panel.scores.compact, table.font().pixelSize(),
            [table.columnWidth(c) for c in range(table.columnCount())])


def cut_names(panel) -> list:
    """The columns narrower than their header and cells need."""
    table = panel.scores.table
    needs = panel.scores.column_needs()
    return [(NAMES[c], table.columnWidth(c), needs[c]) for c in range(len(NAMES)) if table.columnWidth(c) < needs[c]]


def test_the_sheet_dragged_wide_in_one_sweep_shows_every_name_whole(qtbot, data_dir):
    w = eight_at_rummoli_with_the_sheet(qtbot)
    panel = w.score_panel
    assert panel.scores.players_down and panel.width() < 300
    sweep_edge(w, 486)
    assert panel.width() > 500 and not panel.scores.players_down
    assert not cut_names(panel), laid_out(panel)
    dragged = laid_out(panel)
    # One fitting does it, from the window's text size (on X11 no later resize of the table came
    # to fit the columns again, as one does offscreen): what the drag's release does
    scores = panel.scores
    scores.compact = False
    scores.set_table_px(scores.base_px)
    scores.set_sheet(panel.sheet)
    assert not cut_names(panel), laid_out(panel)
    assert laid_out(panel) == dragged
    panel.setFloating(True)
    QApplication.processEvents()
    panel.setFloating(False)
    QApplication.processEvents()
    assert laid_out(panel) == dragged
