"""Tester t2, finding 11: "Scopa, end of hand: only 'Hand 1 scored: Anna 1, Ben 3.' is shown. The
breakdown is only in a hover tooltip" and "The footnote 'no room for the cards / coins / 7♦ /
primiera / scope as well' is odd on a sheet that is mostly empty". With short cells the latest
hand's breakdown is written under the table, where there is room."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.games.scopa import GAME
from tests.gui.test_score_panel_labels import docked_panel


def test_a_short_cell_sheet_writes_the_latest_hands_breakdown_under_it(qtbot):
    state = GAME.setup(["Anna", "Ben"], {}, 7203)
    while not getattr(state, "history", ()):
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, GAME.legal_moves(state, seat)[0]).state
    window, dock = docked_panel(qtbot, 1024, 600)
    dock.set_font_px(12)
    dock.set_sheet(GAME.score_sheet(GAME.setup(["Anna", "Ben"], {}, 1)))
    QApplication.processEvents()
    sheet = GAME.score_sheet(state)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    scores = dock.scores
    assert scores.compact
    text = scores.legend.text()
    assert "no room" not in text, text
    subs = [s.lower() for s in sheet.sub_columns]
    assert "Hand 1" in text and "Anna: " in text and "Ben: " in text, text
    for sub in subs[:-1]:
        assert f"{sub} " in text, (sub, text)
    # the last sub-column, "Hand", is that hand's points: the legend began with the fragment
    # "Each cell: hand." and ended each player's line "..., scope 0, hand 1", read as "Hand 1" (s35 t2)
    assert text.startswith("Each cell: that hand's points. Hand 1 in full:"), text
    assert ", hand " not in text and ", points " in text, text
    window.close()
