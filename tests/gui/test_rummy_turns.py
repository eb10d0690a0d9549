"""The draw-and-discard games on the table, after the family's third explore (s23): Push's hint
says a push as a push; 10 Dime Rummy with "Buy out of turn" lights only the drawer's name in the
colour of "your turn"."""

from __future__ import annotations

from cardtable.core.game import Move

from .helpers import labels, open_window


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


def test_ten_dime_buy_out_of_turn_lights_only_the_drawers_name(qtbot, data_dir):
    """10 Dime Rummy, house rule "Buy out of turn": during Anna's draw the names of the others who
    may buy turned the colour of "your turn", with nothing on the table saying why."""
    w = open_window(qtbot, (1024, 600))
    w.start_game("ten_dime_rummy", ["Anna", "Rex", "Cleo"], {"buy_out_of_turn": True}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    assert len(w.game.to_act(w.state)) == 3  # all three may act: the drawer, and two who may buy
    lit = [lab.spec.text for lab in labels(view) if lab.spec.highlight]
    names = w.state.players
    assert lit and all(t.startswith(names[seat]) for t in lit), lit
    assert not any(t.startswith(names[s]) for t in lit for s in range(3) if s != seat)
    # without the house rule, the same
    w.start_game("ten_dime_rummy", ["Anna", "Rex", "Cleo"], {}, seed=3, open_handed=True)
    lit = [lab.spec.text for lab in labels(w.table.view) if lab.spec.highlight]
    assert lit and all(t.startswith(w.state.players[w.state.turn]) for t in lit), lit
