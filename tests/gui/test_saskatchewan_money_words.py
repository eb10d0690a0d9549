"""Saskatchewan Rummy's money (s32 t3 #11): the log says "PayDay is over: Robo Rex takes $1.55,
Robo Ruby takes 80¢, ..."; the game-over panel and the score sheet beside the table showed bare
numbers ("Robo Rex 55", "-30"), read as dollars or points. The panel writes money as the log
does, and the sheet says under it that it is in cents."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games.saskatchewan_rummy import GAME, money
from tests.games.test_saskatchewan_rummy import payday_hands, to_payday
from tests.gui.helpers import open_window


def test_the_game_over_panel_and_the_sheet_say_money(qtbot, data_dir):
    state = to_payday(payday_hands())
    while state.phase != "game_over":
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    record = Record(GAME.info.id, list(state.players), dict(state.options), 3, [], state_version=GAME.state_version)
    w = open_window(qtbot, start=False)
    w.show_session(Session(GAME, record, state), "sask-money", open_handed=True)
    over = w.table.over
    assert over.isVisible()
    totals = GAME.score_sheet(state).totals
    assert any(t != 0 for t in totals)
    rows = over.text().splitlines()
    for name, total in zip(state.players, totals):
        line = next(r for r in rows[1:] if r.lstrip("★ ").startswith(name + "  "))
        assert line.endswith(money(total)), (line, total)
        assert "\u00a2" in line or "$" in line
    assert money(55) == "55\u00a2" and money(-30) == "-30\u00a2" and money(155) == "$1.55"
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    assert "All in cents: 155 is $1.55." in w.score_panel.scores.legend.text()
