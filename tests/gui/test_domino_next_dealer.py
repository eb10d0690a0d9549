"""Chicken Foot and Mexican Train between hands: the table names the one who then shuffles and
deals. Tester report s27: "at a hand's end the button says "Ben: start the next hand" while the
log then says "Hand 2: Anna shuffles and deals"."""

from __future__ import annotations

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game

from .helpers import buttons, click, labels, open_window, take_over


def at_hand_end(game_id: str, players: list[str]) -> Session:
    """A game played by its first legal moves up to the end of its first hand."""
    s = Session.new(get_game(game_id), players, {}, 4)
    while s.state.phase != "hand_over":
        assert s.state.phase == "play"
        s.play(s.game.legal_moves(s.state)[0])
    return s


@pytest.mark.parametrize("game_id", ["chicken_foot", "mexican_train"])
def test_the_one_named_to_start_the_next_hand_deals_it(qtbot, data_dir, game_id):
    players = ["Anna", "Ben", "Cleo"]
    w = open_window(qtbot, (1024, 600))
    w.show_session(at_hand_end(game_id, players), f"{game_id}-next-dealer", False, ["", "", ""])
    if w.table.curtain.isVisible():
        take_over(w)
    said = " ".join(lab.text for lab in labels(w.table.view) if lab.isVisible())
    named = [p for p in players if f"{p}: start the next hand." in said]
    assert len(named) == 1, said
    click(w.table.view, buttons(w.table.view)["Next hand"])
    assert w.state.hand_no == 2
    assert f"Hand 2: {named[0]} shuffles and deals" in w.status_text(), (named, w.status_text())
