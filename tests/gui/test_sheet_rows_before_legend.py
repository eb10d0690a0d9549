"""Finding (s36 t1 #3): Oh Hell!, four players, "Some of Denexa's rules" with four ticked, the
window 1024x600 with the game log open: after hand 2 the narrow score sheet showed three
players' rows and a scroll bar, Robo Remy and his total out of sight, while nine lines of legend
under it said the house rules, what the columns are and how to see every round. Every player's
total comes first now: the legend gives way (its house rules first, then its end, the whole text
in its tooltip), and is whole again where the panel has the room."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers import open_window, play_busy

DENEXA_FOUR = {"rules": "some", "dealer_over": True, "tens": True, "tiebreak": True, "bid_one_card": True}
NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy", "Cleo", "Dev", "Eli"]


def rows_in_sight(table) -> list[int]:
    """The table's rows shown whole in its viewport."""
    view = table.viewport().rect()
    return [r for r in range(table.rowCount()) if not table.isRowHidden(r)
            and view.contains(table.visualRect(table.model().index(r, 0)))]


#: the hands played before the sheet is looked at: four players' sheet shows hands 2 and 1
#: both since s46 (three earlier hands beside the newest), its legend short and whole; after
#: five, hand 1 is out of sight and the advice makes the legend long again, as it was after two
HANDS = {4: 5, 7: 2}


@pytest.mark.parametrize("n", [4, 7])
def test_every_players_total_is_in_sight_before_the_legend(qtbot, data_dir, n):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("oh_hell", NAMES[:n], DENEXA_FOUR, seed=3, open_handed=True)
    w.score_view_action.setChecked(True)
    w.log_view_action.setChecked(True)
    hands = HANDS[n]
    play_busy(w, 5, 3000, until=lambda state: len(state.history) >= hands)
    assert len(w.state.history) == hands
    panel = w.score_panel
    for _ in range(5):
        QApplication.processEvents()
    scores = panel.scores
    assert scores.players_down and w.game_log.isVisible()
    assert rows_in_sight(scores.table) == list(range(n)), (panel.height(), scores.legend.text())
    assert scores.table.verticalScrollBar().maximum() == 0
    whole = scores.legend_whole()
    assert whole.startswith("House rules in this game: Dealer makes the bids exceed the cards, ten a trick, "
                            "one-card tiebreaker and bid the one-card hand in turn (from Denexa's rules).\n"
                            f"Each player's total after hand {hands}. Then each hand's points, the newest first."), whole
    assert "To see every round's scores" in whole, whole
    shown = scores.legend.text()
    assert shown != whole and shown.endswith("…") or shown.count("…") == 1, shown
    assert scores.legend.toolTip() and "Denexa" in scores.legend.toolTip()
    # what the columns are is said before the house rules are
    assert f"Each player's total after hand {hands}." in shown, shown
    # the legend is whole in its room: nothing under the panel's edge
    legend = scores.legend
    assert legend.geometry().bottom() <= scores.rect().bottom()
    assert legend.height() >= legend.heightForWidth(legend.width()) - 2, (legend.height(), shown)
    # with the log closed the sheet has the side to itself: the legend whole
    w.log_view_action.setChecked(False)
    for _ in range(5):
        QApplication.processEvents()
    assert scores.legend.text() == whole and not scores.legend.toolTip()
    assert rows_in_sight(scores.table) == list(range(n))
