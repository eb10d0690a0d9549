"""Tester t2 (s31) #22: Oh Hell!'s running sheet shows "✗" in its Last column for a missed bid,
but the panel's legend ("Each player's total. Last: 9 cards.") did not say what it means; only
the printed sheet did ("✗: a scratch (the bid was missed: no points)"). The book: "If not
successful then they get a scratch and no points for that round." One key, said by both; on the
panel once, and only where a ✗ is on view (s35 t4 #2: the totals alone explained a ✗, and the
short cells' legend explained it twice)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from cardtable.core.scoresheet import ScoreSheet
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.oh_hell import SCRATCH, SCRATCH_KEY

from .test_score_panel_labels import docked_panel


def _a_missed_bid():
    """A 4-player Oh Hell! game played at random up to the first hand scored, with a missed bid."""
    game = get_game("oh_hell")
    for seed in range(40):
        session = Session.new(game, ["Anna", "Ben", "Cleo", "Dev"], {}, seed=seed)
        rnd = random.Random(seed)
        while game.legal_moves(session.state) and not session.state.history:
            session.play(rnd.choice(game.legal_moves(session.state)))
        record = session.state.history[0]
        if any(b != m for b, m in zip(record["bids"], record["made"])):
            return game, session.state
    raise AssertionError("no such hand in 40 deals")


def test_a_missed_bid_s_mark_is_explained_under_the_panel_s_sheet_as_on_paper(qtbot):
    game, state = _a_missed_bid()
    sheet = game.score_sheet(state)
    assert any(SCRATCH in cell for row in sheet.rows for cell in row.cells)
    assert SCRATCH_KEY == "\u2717: a scratch (the bid was missed: no points)."
    assert sheet.keys == (SCRATCH_KEY,)  # printed with the notes (test_printing: a sheet's key is printed)
    assert not [n for n in sheet.notes if SCRATCH in n]  # said once on paper, not in the notes as well
    assert ScoreSheet.from_json(sheet.to_json()).keys == sheet.keys
    # the same hand twice: with one hand played the players-down sheet shows the totals alone
    twice = game.score_sheet(state.replace(history=state.history * 2, totals=tuple(2 * t for t in state.totals)))
    for size in ((1024, 600), (1366, 768)):
        for shown in (sheet, twice):
            window, dock = docked_panel(qtbot, *size)
            dock.set_sheet(shown)
            QApplication.processEvents()
            legend, table = dock.scores.legend.text(), dock.scores.table
            cells = [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
                     if table.item(r, c) is not None]
            on_view = any(SCRATCH in text for text in cells)
            # (the players-down sheet shows the hand played in a column of its own since s40 t4:
            # it showed the totals alone after one hand)
            assert on_view, (size, cells)
            # said once where a ✗ is on view (the short cells' legend said it as well: s35 t4 #2),
            # and not at all under the totals alone ("Each player's total, all from 10 cards. ✗: ...")
            assert legend.count(SCRATCH) == (1 if on_view else 0), (size, legend)
            # (the key, or where the marks are said in words, beside them: "a ✗ after it if missed")
            said = legend.endswith(" " + SCRATCH_KEY) or f"a {SCRATCH} after it if missed (a scratch: no points)" in legend
            assert said == on_view, (size, legend)
            window.close()


def test_no_key_before_a_bid_is_missed():
    game = get_game("oh_hell")
    assert game.score_sheet(game.setup(["Anna", "Ben", "Cleo", "Dev"], {}, 1)).keys == ()
