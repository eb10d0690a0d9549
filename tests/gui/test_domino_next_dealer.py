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
    w = open_window(qtbot, (1024, 600), start=False)
    w.show_session(at_hand_end(game_id, players), f"{game_id}-next-dealer", False, ["", "", ""])
    if w.table.curtain.isVisible():
        take_over(w)
    said = " ".join(lab.text for lab in labels(w.table.view) if lab.isVisible())
    named = [p for p in players if f"{p}: deal the next hand." in said]
    assert len(named) == 1, said
    click(w.table.view, buttons(w.table.view)["Deal the next hand"])
    assert w.state.hand_no == 2
    assert f"Hand 2: {named[0]} shuffles and deals" in w.status_text(), (named, w.status_text())


@pytest.mark.parametrize("game_id", ["chicken_foot", "mexican_train"])
def test_a_computer_dealer_is_said_to_deal_next_not_to_start(qtbot, data_dir, game_id):
    """Tester report s28 #11: "Hand 1 is over. Robo Rita starts next: when everyone has seen the
    hand, press "Next hand"." named the dealer, but she deals, another sets the double and a
    third plays first: the words and the button say "deal"."""
    players = ["Anna", "Ben", "Robo Rita"]
    s = at_hand_end(game_id, players)
    w = open_window(qtbot, (1024, 600), start=False)
    computers = ["" if seat != s.state.turn else "medium" for seat in range(3)]
    if s.state.turn != 2:  # the dealer is the computer, whichever seat deals
        players[2], players[s.state.turn] = players[s.state.turn], players[2]
        s = at_hand_end(game_id, players)
    w.show_session(s, f"{game_id}-computer-deals", False, computers)
    if w.table.curtain.isVisible():
        take_over(w)
    said = " ".join(lab.text for lab in labels(w.table.view) if lab.isVisible()) + " " + w.status_text()
    assert "Robo Rita deals next: when everyone has seen the hand, press \u201cDeal the next hand\u201d." in said, said
    assert "starts next" not in said
    assert "Deal the next hand" in buttons(w.table.view)
