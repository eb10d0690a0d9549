"""Review s39 #5: a trick game's banner that went to the table's top corners (no room for it over
the trick: 1024x600, the score sheet's edge dragged to 560) stayed there for the rest of the game
at that table size, though the table had room for it again: at the next hand, and after the move
that sent it there was taken back. It stays put through a hand (else it goes back and forth as
bids and names come and go, s37); a new hand, or Undo, looks again. Driven as a family plays:
the sheet's edge dragged with the mouse, seeded moves played, Undo from the Edit menu."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from cardtable.gui.generic_table import BANNER_Y

from .helpers import drag_sheet_edge, open_window, settled_view
from .test_banner_narrow_table import NAMES, banner_items, clashes


def centred(view) -> bool:
    """The banner whole, over the trick (not in the corners, nor over the table)."""
    parts = banner_items(view)
    return len(parts) == 1 and parts[0].spec.up and abs(parts[0].spec.y - BANNER_Y) < 1e-6


def hearts_at_the_edge(qtbot, seed: int):
    # (the edge at 550, the seeds where the banner is pushed to the corners in the first hand:
    # at 560 that was "Robo / Rex / leads" at 9 px over its card, now "Robo Rex / leads" at the
    # names' 10 px a little wider, which leaves the banner its room over the trick, s41; at 550
    # the top seat's "12 cards · / choosing three · dealer" (seed 3), or its "8 cards · / 2
    # tricks, 14 pts · dealer" after Cleo's card (seed 2), push it there)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", NAMES, {}, seed=seed, open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    drag_sheet_edge(w, 550, steps=5)
    return w


def play_on(w, rnd, until) -> None:
    """Seeded moves (busy ones first) until ``until(view)``, looked at after each."""
    for _ in range(80):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        if until(settled_view(w)):
            return
        legal = w.game.legal_moves(w.state)
        busy = [m for m in legal if m["kind"] not in ("pass", "next_round", "next_hand")]
        w.play(rnd.choice(busy or legal))
    raise AssertionError("never")


def test_the_banner_comes_back_over_the_trick_at_the_next_hand(qtbot, data_dir):
    w = hearts_at_the_edge(qtbot, 3)
    rnd = random.Random(3)
    play_on(w, rnd, lambda view: banner_items(view) and not centred(view))
    assert w.state.hand_no == 1
    play_on(w, rnd, lambda view: w.state.hand_no == 2)
    view = settled_view(w)
    assert centred(view), [(i.text, i.spec.x, i.spec.y) for i in banner_items(view)]
    assert not clashes(view)


def test_the_banner_comes_back_over_the_trick_when_its_move_is_taken_back(qtbot, data_dir):
    w = hearts_at_the_edge(qtbot, 2)
    rnd = random.Random(2)
    play_on(w, rnd, lambda view: banner_items(view) and not centred(view))
    assert w.undo_action.isEnabled()  # (a move sent it there, not the hand's first look)
    w.undo_action.trigger()
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    assert centred(view), [(i.text, i.spec.x, i.spec.y) for i in banner_items(view)]
    assert not clashes(view)
