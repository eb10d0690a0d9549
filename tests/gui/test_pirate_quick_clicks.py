"""Tester t2, session 37 (Pirate, Anna and Ben): "on a turn click your Stock 6-12 times at 0.5 s
intervals: only ONE card is turned for the whole burst (the turn passes, the board flips, and all
further clicks are ignored while they keep coming); no message. In Golf a held Enter gets a
helpful bubble ... Pirate clicks get nothing, so a child thinks the game froze."

Pirate hides nothing, so no curtain comes between the two people: the table itself ignores the
clicks of the stream that ended Anna's turn (TableView.swallows). A key swallowed so said why; a
click said nothing. Real QTest presses, 0.5 s apart on the guards' clock."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.curtain import hurried_words
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import centre, fake_clock, open_window
from .test_button_guard import clicks

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]


def test_quick_clicks_swallowed_at_the_hand_over_say_why(qtbot, data_dir, monkeypatch):
    clock = fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)
    w = open_window(qtbot, (1024, 600), start=False)
    # Anna cuts the 2 of diamonds, Ben the king: Anna is the low player; she turns the 2 of clubs
    # (no clubs keel: the turn passes to Ben)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    view = w.table.view
    clock.now += 5
    assert w.state.turn == 0
    where = centre(view, view.pieces["stock/0"])
    clicks(view, where, 1)
    assert w.state.wastes[0] == ("2C",) and w.state.turn == 1
    moves = len(w.session.record.moves)
    for _ in range(8):  # and Anna clicks on where her stock was, every half second
        QTest.qWait(20)
        clock.now += 0.5
        clicks(view, where, 1)
        assert len(w.session.record.moves) == moves, "a click in the stream played for Ben"
        # the click did nothing, and the table says why where the eye is
        assert w.table.hint.text() == hurried_words(), w.table.hint.text()
        assert w.status_text() == hurried_words()
    # Ben, after a pause, turns his card
    clock.now += max(curtain.GUARD_S, curtain.KEY_GUARD_S, curtain.PAUSE_S) + 0.1
    clicks(view, centre(view, view.pieces["stock/1"]), 1)
    assert len(w.session.record.moves) > moves and w.state.wastes[1][-1] == "5D"
