"""s40: Oh Hell!'s turned score sheet (players down, a column a hand, the newest first) headed its
columns "7 cards", "6 cards" while the note under it said "Each player's total after hand 2.
Then each round's points": the family could not tell which column was hand 2. The headings say
the hand as the note does ("Hand / 2", its "6 cards" in its tooltip; the earlier ones their
number alone beside it since s46, "Hand 3 | 2 | 1"), and the note says
"each hand's points"; the newest hand's column in sight beside the totals."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.blank_sheets import oh_hell_round_label

from .test_oh_hell_bids_on_the_sheet import played
from .test_score_panel_labels import docked_panel


def test_the_turned_sheet_s_headings_name_the_hands_as_its_note_does(qtbot):
    game, state = played(6)  # six players: 7, 6, 5 cards in the first three hands
    sheet = game.score_sheet(state)
    window, dock = docked_panel(qtbot, 1024, 600)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    panel = dock.scores
    assert panel.players_down
    table, legend = panel.table, panel.legend_whole()
    hands = len(state.history)
    assert f"Each player's total after hand {hands}. Then each hand's points, the newest first." in legend, legend
    for k in range(hands):  # the newest first
        hand = hands - k
        head = table.horizontalHeaderItem(1 + k)
        # (the earlier hands by their number alone since s46, "Hand 3 | 2 | 1": more of them in sight)
        assert head.text() == (f"Hand\n{hand}" if k == 0 else str(hand)), head.text()
        assert f"Hand {hand}: {oh_hell_round_label(state.history[hand - 1]['size'])}" in head.toolTip(), head.toolTip()
        # the heading whole in its column
        fm = table.horizontalHeader().fontMetrics()
        assert all(fm.horizontalAdvance(line) <= table.columnWidth(1 + k) for line in head.text().split("\n"))
    newest = table.visualItemRect(table.item(0, 1))
    assert table.viewport().rect().contains(newest), (newest, table.viewport().rect())
    window.close()
