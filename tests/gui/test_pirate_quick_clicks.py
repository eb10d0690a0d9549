"""Pirate, Anna and Ben at one laptop. "Nothing is hidden from either player (stocks are face down
to both, wastes face up), so no curtain is needed between turns" (pirate.py, from the rule text's
"Players begin turning cards face up from their deck into a face-up waste pile"), and the turn
passes from one person to the other with no curtain (TableView.hand_over, ``open_table``).

Tester t2, session 37: "on a turn click your Stock 6-12 times at 0.5 s intervals: only ONE card is
turned for the whole burst ... no message ... a child thinks the game froze." Tester, session 47:
two people taking turns clicked 0.5 to 0.9 s apart, each click meant, and were told "Too quick
after the last press": the hand-over's pause (1.2 s), which guards a hand about to show or a stream
of clicks made while a computer moved, held back a table where there is neither. Now at an open
table only the rest of a double or triple click that ended the last turn is held back; every
other click counts, and one on the wrong stock says why. Real QTest presses; the guards' clock
is the test's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.curtain import hurried_words

from .helpers import centre, open_window
from .test_button_guard import clicks

pytestmark = [pytest.mark.curtain_guard, pytest.mark.button_guard]

#: the gap between two people's clicks at the open table, by the window system's times and the
#: guards' clock (ms): a family's pace, past a double-click's second press, short of the pause
TURN_GAP_MS = 600


def anna_and_ben(qtbot, clock):
    """Anna cuts the 2 of diamonds, Ben the king: Anna is the low player and turns first. Her
    stock is the 2 of clubs and the queen of hearts, his the 5 of diamonds and the king of spades:
    no card of the first three fits a ship (the low player keels with aces, the high one with
    kings), and each turns the turn over. The table has been up a while."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=2, stack=[["2D"], ["KD"], ["2C", "QH"], ["5D", "KS"]])
    clock.now += 5
    assert w.state.turn == 0 and w.play_ctl.curtain_for is None
    return w


def test_each_click_of_two_people_0_6_s_apart_plays(qtbot, data_dir, clock, monkeypatch):
    """Anna, Ben, Anna, Ben each turn a card, each click 0.6 s after the one before by the window
    system's times (curtain.WINDOW_TIMES) and by the guards' clock: every click turns a card."""
    monkeypatch.setattr(curtain, "WINDOW_TIMES", True)
    w = anna_and_ben(qtbot, clock)
    view = w.table.view
    for seat, card in ((0, "2C"), (1, "5D"), (0, "QH"), (1, "KS")):
        assert w.state.turn == seat
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, centre(view, view.pieces[f"stock/{seat}"]),
                         TURN_GAP_MS)
        assert w.state.wastes[seat][-1] == card, w.status_text()
        assert not w.status_text().startswith(curtain.HURRIED)
        clock.now += TURN_GAP_MS / 1000
    assert [m["kind"] for m in w.session.record.moves] == ["turn"] * 4


def test_quick_clicks_at_the_hand_over_never_play_for_ben_and_say_why(qtbot, data_dir, clock):
    """Anna double-clicks her stock: its first press turns her card and passes the turn; the
    second, the rest of the same click, does nothing and says why. Then she clicks on where her
    stock is, every half second: each click counts, on her own stock, and the table says it is
    Ben's turn (no card of Ben's turned, no silence). Ben, half a second later, turns his."""
    w = anna_and_ben(qtbot, clock)
    view = w.table.view
    where = centre(view, view.pieces["stock/0"])
    clicks(view, where, 2)
    assert w.state.wastes[0] == ("2C",) and w.state.turn == 1
    assert len(w.session.record.moves) == 1, "the double-click's second press played for Ben"
    assert w.status_text() == hurried_words()
    for _ in range(8):
        QTest.qWait(20)
        clock.now += 0.5
        clicks(view, where, 1)
        assert len(w.session.record.moves) == 1, "a click on Anna's stock played for Ben"
        assert w.table.hint.text() == "That is Anna's stock: it is Ben's turn.", w.table.hint.text()
    clock.now += 0.5
    clicks(view, centre(view, view.pieces["stock/1"]), 1)
    assert len(w.session.record.moves) == 2 and w.state.wastes[1][-1] == "5D"


def test_each_enter_0_6_s_apart_acts_and_a_quicker_one_is_the_rest_of_the_last(qtbot, data_dir, clock, monkeypatch):
    """From the keyboard the same: Tab onto Anna's stock, then Enter every 0.6 s picks up her top
    card, turns it (the turn passes, the keyboard lands on Ben's stock), picks up his and turns
    it. An Enter 0.2 s after that, the rest of a double press, does nothing and says why."""
    monkeypatch.setattr(curtain, "WINDOW_TIMES", True)
    w = anna_and_ben(qtbot, clock)
    view = w.table.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Tab, Qt.NoModifier, 1300)
    for turned in (0, 1, 1, 2):
        clock.now += TURN_GAP_MS / 1000
        QTest.keyClick(view, Qt.Key_Return, Qt.NoModifier, TURN_GAP_MS)
        assert len(w.session.record.moves) == turned and not w.status_text().startswith(curtain.HURRIED)
    assert w.state.wastes == (("2C",), ("5D",)) and w.state.turn == 0
    clock.now += 0.2
    QTest.keyClick(view, Qt.Key_Return, Qt.NoModifier, 200)
    assert w.status_text() == hurried_words("Enter")
    assert view.controller.held is None, "the rest of Ben's double Enter picked up Anna's card"
