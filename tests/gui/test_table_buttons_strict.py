"""The table's buttons that come up by themselves in the middle of play (a computer's move: the
space to name in Rummoli, "Nobody buys it" in 10 Dime Rummy, "Deal the next hand"...) follow the
result panel's rule (s33): a click counts only after a pause, and never in the button's first
half second, whether the stream of clicks began before the button appeared or after it. The
family double-clicks on and on at the spot where the button comes up while the computers play:
a stream that began after the button appeared pressed it (only the stream going on when it
appeared was refused), and a click a moment after it appeared, from elsewhere, pressed it too.
A refused click never puts the keys on the button: a later Enter presses nothing she never chose.
Real QTest presses on the view; the guards' clock is a test clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain, table_view
from cardtable.gui.table_view import ButtonItem

from .helpers import centre, fake_clock
from .test_button_guard import clicks
from .test_rummoli_table import round_over_by_mouse
from .test_table_stream import STEP_S, by_itself, pause

pytestmark = pytest.mark.button_guard


def space_button_by_itself(qtbot, monkeypatch):
    """Rummoli's end of game played as a computer's move after a pause: the first space's
    button comes up by itself. Returns the window, the view, the clock and the button's middle."""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    by_itself(w, {"kind": "end_game"})
    first = next(b for b in view.buttons if b.text.endswith(" space"))
    return w, view, clock, centre(view, first)


def test_a_click_in_the_first_half_second_never_presses_a_button_that_came_by_itself(qtbot, data_dir, monkeypatch):
    """After a pause, a click a tenth of a second after the button came up (aimed from nowhere:
    the last press was not there) is the family's click meant for the table, not a choice."""
    w, view, clock, on = space_button_by_itself(qtbot, monkeypatch)
    moves = len(w.session.record.moves)
    clock.now += 0.1
    clicks(view, on, 1)
    assert w.session.record.moves[moves:] == [], "a click a moment after it came up pressed it"
    pause(clock)
    clicks(view, on, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


@pytest.mark.parametrize("n", [2, 3])
def test_impatient_double_clicks_begun_after_the_button_came_never_press_it(qtbot, data_dir, monkeypatch, n):
    """Double (triple) clicks every 0.3 s at the spot, the first pair begun after the button came
    up: no click of the stream presses it; one click after a pause does."""
    w, view, clock, on = space_button_by_itself(qtbot, monkeypatch)
    moves = len(w.session.record.moves)
    clock.now += 0.05
    for _ in range(8):
        clicks(view, on, n)
        QTest.qWait(10)
        clock.now += STEP_S
        assert w.session.record.moves[moves:] == [], "a click of the stream pressed the button"
    # the keys were never put on the button: Enter after a pause presses nothing
    view.setFocus()
    pause(clock)
    assert not isinstance(view.controller.focus_item, ButtonItem)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[moves:] == [], "Enter pressed a button the clicks never chose"
    pause(clock)
    clicks(view, on, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]


def test_the_rule_is_the_result_panels_own(qtbot, data_dir, monkeypatch):
    """One piece of code: the table's buttons ask what the result panel's buttons ask."""
    w, view, clock, on = space_button_by_itself(qtbot, monkeypatch)
    asked = []
    real = curtain.click_counts
    monkeypatch.setattr(curtain, "click_counts", lambda *a, **k: asked.append(a) or real(*a, **k))
    monkeypatch.setattr(table_view, "click_counts", curtain.click_counts, raising=False)
    pause(clock)
    clicks(view, on + QPoint(1, 0), 1)
    assert asked and [m["kind"] for m in w.session.record.moves[-1:]] == ["name_space"]


def test_impatient_double_clicks_never_press_nobody_buys_it(qtbot, data_dir, monkeypatch):
    """10 Dime Rummy's "Nobody buys it: Robo Ruby draws", come up with Ruby's turn while the family
    clicks on: double-clicks at its spot, begun after it came, never press it (Anna may still want
    the card); one click after a pause does."""
    from .test_nobody_buys import ben_discards

    pause_s = curtain.PAUSE_S
    monkeypatch.setattr(curtain, "PAUSE_S", 0.0)  # (the hands before it, in real time: not tried here)
    w = ben_discards(qtbot, monkeypatch, "30")  # (Ruby waits: the window stays open)
    monkeypatch.setattr(curtain, "PAUSE_S", pause_s)
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    view = w.table.view
    nobody = "Nobody buys it: Robo Ruby draws"
    qtbot.waitUntil(lambda: nobody in [b.text for b in view.buttons], timeout=10_000)
    button = next(b for b in view.buttons if b.text == nobody)
    button.renew()  # (came up now, on the test's clock)
    on = centre(view, button)
    clock.now += 0.05
    for _ in range(6):
        clicks(view, on, 2)
        QTest.qWait(10)
        clock.now += STEP_S
        assert nobody in [b.text for b in view.buttons], "a click of the stream pressed it"
    pause(clock)
    clicks(view, on, 1)
    assert nobody not in [b.text for b in view.buttons]
