"""The rest of a stream of keys that lifted the curtain never acts on the table (tester, s36 t3
#2): Thirty-One, "Pass to Cleo", Enter tapped three times 150 ms apart (or held down) lifted the
curtain and went on: Enter on the stock drew (which cannot be undone), Enter picked up her first
card, Enter put it on the discard pile: "Cleo discards her ace of spades", a turn nobody chose;
Crazy Eights: "Cleo plays the 10 of clubs" within half a second of the curtain. The table's
buttons refused such a stream ("Too quick after the last press"), its cards, piles and stock did
not. Now a key on the table in the stream that lifted the curtain, or that made the move after
which the turn came back (the computers' moves between), does nothing and says why, as a button
does (curtain.InputPause.rushed); a deliberate key after a pause works as before. Real key
events, on the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.curtain import HURRIED

from .helpers import curtain_key, hand_item, open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)
from .test_privacy_walk import STACK

pytestmark = pytest.mark.curtain_guard

TAP_S = 0.15  # xdotool key --repeat 3 --delay 150 Return


def tap(w, clock, k=Qt.Key_Return) -> None:
    """A key of a quick stream: 150 ms after the one before it."""
    clock.now += TAP_S
    key(w, k)



def against_rex_ringed(qtbot, clock):
    """Anna against Robo Rex at Crazy Eights (no curtain), her turn, the keys' ring on the first
    card she may play: the window, its table view and that card."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Anna", "Robo Rex"], dict(LAST_DEALS), seed=3, stack=STACK,
                 computers=["", "medium"])
    human_turn(qtbot, w)
    view = w.table.view
    view.setFocus()
    rest(clock)
    key(w, Qt.Key_Tab)  # (the ring onto her table: onto the first card she may play)
    card = next(m["card"] for m in w.game.legal_moves(w.state, 0) if m["kind"] == "play")
    view.controller.focus_on(hand_item(view, card), aimed=True)
    return w, view, card

def at_curtain(qtbot, game: str, names, options=LAST_DEALS, **kw):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game, names, dict(options), seed=3, **kw)
    assert w.table.curtain.isVisible()
    return w


def nothing_done(w, moves: int) -> None:
    ctl = w.table.view.controller
    assert len(w.session.record.moves) == moves, f"a key of the stream played {w.session.record.moves[-1]}"
    assert ctl.held is None, "a key of the stream picked up a card"
    assert not ctl.selected, "a key of the stream chose a card"


@pytest.mark.parametrize("taps", [3, 12])
def test_crazy_eights_enters_after_show_my_cards_play_nothing(qtbot, data_dir, clock, taps):
    w = at_curtain(qtbot, "crazy_eights", ["Anna", "Ben"], stack=STACK)
    rest(clock)
    key(w, curtain_key(w))  # "I'm Anna: show my cards"
    assert not w.table.curtain.isVisible() and w.viewer == 0
    ring = w.table.view.controller.focus_item
    for _ in range(taps - 1):
        tap(w, clock)
        nothing_done(w, 0)
        assert w.table.view.controller.focus_item is ring
        assert w.status_text().startswith(HURRIED), w.status_text()
    rest(clock)
    key(w, Qt.Key_Return)  # deliberate, after a pause: picked up
    assert w.table.view.controller.held is not None
    key(w, Qt.Key_Return)  # and played, at once (her own stream now)
    assert len(w.session.record.moves) == 1


def test_thirty_one_enters_never_draw_from_the_stock(qtbot, data_dir, clock):
    w = at_curtain(qtbot, "thirty_one", ["Anna", "Ben"])
    rest(clock)
    key(w, curtain_key(w))
    assert not w.table.curtain.isVisible()
    for _ in range(4):
        tap(w, clock)
        nothing_done(w, 0)
    rest(clock)
    ring = w.table.view.controller.focus_item
    assert ring is not None
    key(w, Qt.Key_Return)  # what Enter does on the ring, after a pause
    assert len(w.session.record.moves) == 1 or w.table.view.controller.held is not None


def test_a_held_key_is_no_pause(qtbot, data_dir, clock):
    """Held down: the repeats come 40 ms apart (on some X servers as fresh presses, not marked
    as repeats); none acts, however long the key is held."""
    w = at_curtain(qtbot, "crazy_eights", ["Anna", "Ben"], stack=STACK)
    rest(clock)
    key(w, curtain_key(w))
    for _ in range(60):
        clock.now += 0.04
        key(w, Qt.Key_Return)
    nothing_done(w, 0)


def test_hearts_burst_chooses_no_card(qtbot, data_dir, clock):
    """Hearts' passing: "a burst of 10 Enters on the curtain ... chose a card (Chosen: 8 of
    spades)"."""
    w = at_curtain(qtbot, "hearts", ["Anna", "Ben", "Cleo"], {})
    rest(clock)
    key(w, curtain_key(w))
    assert not w.table.curtain.isVisible()
    for _ in range(9):
        clock.now += 0.03
        key(w, Qt.Key_Return)
        nothing_done(w, 0)
    rest(clock)
    key(w, Qt.Key_Return)
    assert len(w.table.view.controller.selected) == 1  # (chosen after the pause)


def test_keys_going_on_after_her_move_never_play_her_next_turn(qtbot, data_dir, clock, quick):  # noqa: F811
    """Anna against a computer, no curtain: Enter, Enter plays her card; the computer answers at
    once, before her next Enter; the Enters going on (held, or tapped on) never play her next
    card before she has seen his; one after a pause does. (Keys while he thinks: the hand-over's
    guard, TableView.hand_over.)"""
    w, view, card = against_rex_ringed(qtbot, clock)
    before = len(w.session.record.moves)
    for _ in range(2):  # Enter, Enter: her card picked up and played
        tap(w, clock)
    # (hers only: the computer may already have answered, sooner or later as the machine is busy)
    moves = w.session.record.moves
    assert [moves[n] for n in range(before, len(moves)) if w.play_ctl.mover(n) == 0] == [{"kind": "play", "card": card}]
    human_turn(qtbot, w)
    mine = [m for m in w.session.record.moves]
    for _ in range(4):
        tap(w, clock)
        nothing_done(w, len(mine))
    assert w.status_text().startswith(HURRIED)
    rest(clock)
    key(w, Qt.Key_Return)
    key(w, Qt.Key_Return)
    assert len(w.session.record.moves) > len(mine) or view.controller.held is not None
