"""Chicken Foot with the keys: Enter on the chicken yard, when nothing of yours plays (s37 t1).

The tester: "at a turn where nothing plays the keyboard focus is on the yard; press Enter" ->
"Picked up the chicken yard: Enter takes it to the chicken yard, Esc puts it back." -- "You
cannot pick up the yard and take it to itself; a family expects 'Enter draws a tile from the
chicken yard'". The book: "A player unable to make a play on the table must draw a tile from the
chicken yard." Real key events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .helpers import curtain_key, guard_clock, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_dominoes_table import SET9, stacked

pytestmark = pytest.mark.curtain_guard


@pytest.mark.parametrize("game_id, yard", [("chicken_foot", "chicken yard"), ("mexican_train", "boneyard")])
def test_enter_on_the_yard_says_it_draws_a_tile(qtbot, data_dir, monkeypatch, game_id, yard):
    clock = guard_clock(monkeypatch)
    w = open_window(qtbot)
    if game_id == "chicken_foot":
        stack = stacked([["0-1", "5-6"], ["0-0", "0-2", "0-3", "0-4"]], ["0-5", "0-6"], SET9, 7)
        w.start_game(game_id, ["Anna", "Ben"], {}, seed=5, stack=stack)
    else:
        w.start_game(game_id, ["Anna", "Ben"], {}, seed=7)
    view = w.table.view
    for _ in range(8):  # (people's turns, by the keys, until one where nothing plays)
        rest(clock)
        if w.table.curtain.isVisible():
            key(w, curtain_key(w))
        legal = w.game.legal_moves(w.state)
        if [m.kind for m in legal] == ["draw"]:
            break
        rest(clock)
        key(w, Qt.Key_Return)  # the first tile that plays, picked up
        key(w, Qt.Key_Return)  # and laid
    else:
        pytest.skip("no turn where only a draw is left")
    item = view.controller.focus_item
    assert item is not None and item.spec.id == "boneyard", item and item.spec.id
    moves = len(w.session.record.moves)
    rest(clock)
    key(w, Qt.Key_Return)
    said = w.status_text()
    assert "Picked up" not in said and "takes it to" not in said, said
    assert said == f"Press Enter to draw a tile from the {yard}, or Esc to cancel.", said
    assert len(w.session.record.moves) == moves  # (nothing drawn yet)
    key(w, Qt.Key_Return)
    assert w.session.record.moves[moves:moves + 1] == [{"kind": "draw"}]
