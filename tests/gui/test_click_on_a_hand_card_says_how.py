"""A click on a card in one's hand says how to play it (s38 t4 #4): in Cassino, the Cassino party
game and Biscuit it did nothing and said nothing (no highlight, no message); only the hint told
that a drag was needed. Fan Tan's words for a card of one place ("To play the 8 of diamonds,
drag it to the diamonds row or double-click it"); for one of several places, the game's own
words, else "drag it where it should go"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .helpers import click, open_window


@pytest.mark.parametrize("game,players", [("cassino", ["Anna", "Ben"]),
                                          ("cassino_party", ["Anna", "Ben", "Cleo"]),
                                          ("biscuit", ["Anna", "Ben", "Cleo"])])
def test_a_click_on_a_card_of_the_hand_says_what_to_do(qtbot, data_dir, game, players):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game(game, players, {}, seed=3, open_handed=True)
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    ctl = view.controller
    me = w.game.current_player(w.state)
    mine = [i for i in view.pieces.values() if i.spec.owner == me and i.spec.move_key in ctl.by_piece
            and i.spec.face != "back"]
    assert mine, "no card of the hand to play"
    item = mine[0]
    w.say("")
    click(view, item)
    QApplication.processEvents()
    said = w.status_text()
    assert said.startswith("To play") or said.startswith("To "), f"a click on {item.spec.id} said {said!r}"
    assert "drag" in said
