"""Tester t1 (s34) #6: Biscuit, the score sheet above the game log: a play that scored gave the
sheet a row ("Hand 1 so far") and the sheet grew into the log's room; Ctrl+Z took the play back,
the row went, and the sheet kept its height, an empty white band under the Total row. The sheet
gives the room back as it took it: after the undo its rows and height are those of a panel opened
fresh on the same position."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import open_window

NAMES = ["Anna", "Ben"]


def sheet_room(w) -> tuple[int, int, list[str]]:
    for _ in range(5):
        QApplication.processEvents()
    panel = w.score_panel
    table = panel.scores.table
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount()) if not table.isRowHidden(r)]
    return panel.height(), table.height(), labels


def scoring_position(w) -> None:
    """Play the first legal move each turn (the curtain lifted) until a move that scores is next."""
    game = w.game
    for _ in range(80):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        state = w.state
        for move in game.legal_moves(state):
            if move.kind == "play" and any(game.apply(state, move).state.points):
                return
        assert w.play(game.legal_moves(state)[0]).ok
    raise AssertionError("no scoring play in 80 moves")


def test_the_sheet_gives_back_its_room_when_a_scoring_play_is_taken_back(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768))
    w.log_view_action.setChecked(True)
    w.start_game("biscuit", NAMES, dict(LAST_DEALS), seed=2)
    w.score_view_action.setChecked(True)
    scoring_position(w)
    before = sheet_room(w)
    assert before[2] == ["Total"]
    state = w.state
    move = next(m for m in w.game.legal_moves(state) if m.kind == "play" and any(w.game.apply(state, m).state.points))
    assert w.play(move).ok
    grown = sheet_room(w)
    assert grown[2] == ["Hand 1 so far", "Total"] and grown[0] > before[0]
    w.undo()
    after = sheet_room(w)
    assert after[2] == ["Total"]
    assert after == before, (before, grown, after)
    # and as a panel opened fresh on this position: the sheet shown again
    w.score_view_action.setChecked(False)
    w.score_view_action.setChecked(True)
    assert sheet_room(w) == after
