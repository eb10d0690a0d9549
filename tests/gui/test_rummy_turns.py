"""Push's hint says a push as a push (after the family's third explore, s23)."""

from __future__ import annotations

from cardtable.core.game import Move

from .helpers import open_window


def test_push_hint_says_push(qtbot, data_dir):
    """The hint for a push read "take the king of diamonds from the discard pile to Robo Ruby's
    hand"; now it says what the move is: the discard and a stock card pushed to the left."""
    from cardtable.core.cards import card_name

    w = open_window(qtbot, (1024, 600))
    w.start_game("push", ["Anna", "Ben", "Cy", "Di"], {}, seed=3, open_handed=True)
    seat = w.state.turn
    left = w.state.players[(seat + 1) % 4]
    words = w.table.view.controller.light_hint(Move(kind="push"))
    assert words == f"push the {card_name(w.state.discard[-1])} (and a card from the stock) to {left}."
    # the other draw keeps the table's words
    assert w.table.view.controller.light_hint(Move(kind="draw", pile="discard")) == \
        f"take the {card_name(w.state.discard[-1])} from the discard pile."
