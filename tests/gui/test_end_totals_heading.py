"""Saskatchewan Rummy's game-over panel (s29 t2 #11): "Under that heading ["Cards still in hand
when PayDay ended"] it lists "Anna 5, ★ Robo Rex 35, Robo Ruby -10, Robo Remy -30" — these are
the game totals in cents, not cards ... A family reads "Anna 5" as five cards left." The totals
have their own heading, the caption is over the cards alone."""

from __future__ import annotations

from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games.saskatchewan_rummy import GAME
from tests.games.test_saskatchewan_rummy import payday_hands, to_payday
from tests.gui.helpers import open_window


def test_the_totals_have_their_own_heading_beside_the_cards_caption(qtbot, data_dir):
    state = to_payday(payday_hands())
    while state.phase != "game_over":
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    assert any(state.hands)
    record = Record(GAME.info.id, list(state.players), dict(state.options), 3, [], state_version=GAME.state_version)
    w = open_window(qtbot, start=False)
    w.show_session(Session(GAME, record, state), "sask-over", open_handed=True)
    over = w.table.over
    assert over.isVisible()
    lines = over.text().splitlines()
    assert lines[1:3] == ["Cards still in hand when PayDay ended", "Final totals (\u00a2)"]
    grid = over.grid
    heading = grid.itemAtPosition(0, 0).widget()
    caption = grid.itemAtPosition(0, 2).widget()
    assert heading.text() == "Final totals (\u00a2)" and caption.text() == "Cards still in hand when PayDay ended"
    # the caption over the cards' column only, the heading over the names and totals
    assert grid.getItemPosition(grid.indexOf(caption))[2:] == (1, 1)
    assert grid.getItemPosition(grid.indexOf(heading))[2:] == (1, 2)
    names = [grid.itemAtPosition(r, 0).widget() for r in range(1, 1 + len(state.players))]
    assert all(caption.geometry().left() >= n.geometry().right() for n in names)
