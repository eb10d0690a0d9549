"""Help > Hint (H) for a person playing by the keys: the keyboard's focus goes to what the hint
lights, so Enter does what the hint says. Seen (s35 t3 #5, Gin Rummy Tournament, Anna's draw):
H said "Hint: take the 7 of spades from the discard pile" and framed the discard pile, but the
keys' focus stayed on the stock, and Enter said "Picked up the top card of the stock: Enter
takes it to your hand" - one more Enter drew the card the hint advised against, and a draw
from the stock cannot be undone. Real key events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain

from cardtable.games import catalogue, get_game

from .helpers import curtain_key, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest

pytestmark = pytest.mark.curtain_guard


def test_gin_hint_to_take_the_discard_then_enter_takes_it(qtbot, data_dir, clock):
    """The tester's game: Gin Rummy Tournament, Anna and Ben, seed 4 (since s39 the hint takes a pile card only when it melds or gains six points: once in
    twelve turns of seed 2). At each draw the hint says
    "take ... from the discard pile" while the keys' focus lies on the stock (where it lands
    after the curtain); Enter, Enter takes the discard, never the stock's top card."""
    w = open_window(qtbot, start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=4)
    view = w.table.view
    draws = 0
    for _ in range(12):  # (s39: the hint takes a discard only when it melds or gains six points)
        rest(clock)
        if w.table.curtain.isVisible():
            key(w, curtain_key(w))  # "I'm Anna: show my cards" (A: her own key)
        assert w.focusWidget() is view
        ctl = view.controller
        drawing = ctl.focus_item is not None and ctl.focus_item.spec.id == "stock"
        rest(clock)
        key(w, Qt.Key_H)
        hint = w.last_hint
        if drawing and hint == {"kind": "draw", "pile": "discard"}:
            assert w.status_text().startswith("Hint: take the ") and "from the discard pile" in w.status_text()
            assert ctl.focus_item is not None and ctl.focus_item.spec.id == "discard", ctl.focus_item.spec.id
            rest(clock)
            key(w, Qt.Key_Return)
            said = w.status_text()
            assert said.startswith("Picked up the top discard: Enter takes it to your hand"), said
            draws += 1
        else:
            rest(clock)
            key(w, Qt.Key_Return)
        rest(clock)
        key(w, Qt.Key_Return)
        assert w.session.record.moves[-1] == hint
    assert draws >= 2


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_in_every_game_enter_after_the_hint_plays_the_move_it_lit(qtbot, data_dir, clock, game_id):
    """Each game's first hint: the keys' focus is on what the hint lit (the piece to move, the
    first card to choose, the button to press), and Enter after Enter makes the hinted move:
    a piece picked up and put where the hint lit (the place lit first among the places it may
    go), the cards chosen one after another and then the button they make work (Hearts' pass
    of three), the cards of a move of several picked up together (Sweep's three queens)."""
    game = get_game(game_id)
    w = open_window(qtbot, start=False)
    w.start_game(game_id, ["Anna", "Ben", "Cleo", "Dan"][:game.info.allowed_counts()[0]], {}, seed=2)
    rest(clock)
    key(w, curtain_key(w) if w.table.curtain.isVisible() else Qt.Key_Tab)
    ctl = w.table.view.controller
    rest(clock)
    key(w, Qt.Key_H)
    lit = [i for i in ctl.hint_cards + [ctl.hinted_button] if i is not None]
    assert ctl.focus_item is not None and ctl.focus_item is lit[0] and ctl.focus_item.focused
    assert ctl.focus_item in ctl.focusables()
    hint = w.last_hint
    moves = len(w.session.record.moves)
    for _ in range(5):
        rest(clock)
        key(w, Qt.Key_Return)
        if len(w.session.record.moves) > moves:
            break
    assert w.session.record.moves[moves:moves + 1] == [hint], w.status_text()


def test_no_ring_put_by_the_hint_for_a_mouse_player(qtbot, data_dir, clock):
    """Help > Hint chosen with the mouse, no ring showing: the hint lights the pile, and no
    ring comes on a card (a mouse player would take it for a card chosen)."""
    w = open_window(qtbot, start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=2)
    rest(clock)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    ctl = w.table.view.controller
    assert ctl.focus_item is None
    w.show_move_hint()
    assert ctl.hint_cards and ctl.focus_item is None


def test_keyboard_shortcuts_say_enter_follows_the_hint(qtbot, data_dir):
    w = open_window(qtbot)
    rows = dict(w.shortcut_rows())
    assert rows["Follow the hint: after H the focus is on what it lit, the piece to move, the card to choose "
                "or the button to press"] == "Enter, at each step"
