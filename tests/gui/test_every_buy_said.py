"""Finding s27 N3: "after Ben bought, the status line reads only "Robo Ruby pays a dime into the
pot for the 2 of hearts and two stock cards." Ben's own buy of the 6 of spades is not mentioned
anywhere on the table": every buy is said in the log and the status line, also when another
buy follows at once, before the player to draw has drawn."""

from __future__ import annotations

import pytest

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.gui import settings

from .helpers import open_window


@pytest.fixture(autouse=True)
def _log_hidden_after():
    yield
    settings.remember_game_log(False)


def draw(w) -> Move:
    return next(m for m in w.game.legal_moves(w.state) if m.kind == "draw")


def test_two_buys_out_of_turn_in_a_row_are_both_said(qtbot, data_dir):
    settings.remember_game_log(True)
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cleo"], {"buy_out_of_turn": True}, seed=3, open_handed=True)
    first = w.state.turn
    for _ in range(2):
        seat = w.state.turn
        assert w.play(draw(w)).ok, w.status_text()
        assert w.play(Move(kind="discard", card=w.state.hands[seat][-1])).ok, w.status_text()
    drawer = w.state.turn
    second = next(s for s in range(3) if s not in (first, drawer))
    top, under = w.state.discard[-1], w.state.discard[-2]
    # the first player buys the card the second has just thrown away, then the second the one
    # under it (nobody buys back their own discard)
    names = w.state.players
    # (made by the engine's rules: at the table, people buy as the drawer passes the card by,
    # one buy a pass, s28 t1; two buys in a row come from a person's and a computer's calls)
    assert w.play(Move(kind="buy", seat=first)).ok
    assert w.session.record.moves[-1] == {"kind": "buy", "seat": first}
    assert w.play(Move(kind="buy", seat=second)).ok
    assert w.session.record.moves[-1] == {"kind": "buy", "seat": second} and w.state.turn == drawer
    said = [f"{names[first]} pays a dime into the pot for the {card_name(top)} and two stock cards.",
            f"{names[second]} pays a dime into the pot for the {card_name(under)} and two stock cards."]
    for sentence in said:
        assert sentence in w.game_log.text()
        assert sentence in w.status_text(), w.status_text()
    # the drawer's own move ends the run: only its own words then
    w.play(draw(w))
    assert said[0] not in w.status_text()
