"""A stream of clicks from the last person never acts for the next one on the table itself: the
table's buttons new to the spot of the last press, and the table passed on with no curtain (the
curtain switched off, or nothing hidden), wait for a pause in the input as the curtain's button
does (curtain.PAUSE_S, one InputPause for all). "Clicks that arrive in the same burst as the one
that ended a person's turn must not act for the next person": a burst of two or three clicks was
held off for half a second, a click every 0.3 s went on past it and turned Ben's card in Fast
Track for him, or pressed the button drawn under the pointer. Real QTest presses, 0.3 s apart on
the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import buttons, centre, fake_clock, open_window
from .test_button_guard import clicks
from .test_hand_off_guard import fast_track, pile_point
from .test_rummoli_table import round_over_by_mouse

pytestmark = pytest.mark.button_guard  # (and with it the pause)

STEP_S = 0.3  # an impatient player's click every 0.3 s


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons, the curtain's buttons and the pause."""
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def step(clock) -> None:
    """0.3 s on (the events of the last press handled)."""
    QTest.qWait(20)
    clock.now += STEP_S


def pause(clock) -> None:
    """The next person takes the laptop: the hands have rested."""
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S) + 0.1


@pytest.mark.curtain_guard  # the hand-off's half second, as the curtain's
def test_clicks_every_0_3_s_never_turn_the_next_persons_card(qtbot, data_dir, clock):
    """Fast Track, nothing hidden (no curtain): Anna clicks on her pile every 0.3 s, from before
    her card is turned to long after; Ben's card stays on his pile until he clicks it after a
    pause."""
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    middle = view.viewport().rect().center()
    for _ in range(3):  # Anna's clicks began before her turn's
        clicks(view, middle, 1)
        step(clock)
    clicks(view, pile_point(view), 1)  # her 8 is turned and lost: Ben to play
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    for _ in range(12):  # and she clicks on, for 3.6 s
        step(clock)
        clicks(view, pile_point(view), 1)
        assert len(w.session.record.moves) == 2, "a click in the stream turned Ben's card"
    pause(clock)
    clicks(view, pile_point(view), 1)  # Ben, with the laptop
    assert w.session.record.moves[2:4] == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.status_text().startswith("Ben turns the 4 of hearts.")


def test_clicks_every_0_3_s_never_press_the_button_drawn_under_them(qtbot, data_dir, monkeypatch):
    """Rummoli's end of game: a space named, the next space's button comes up under the pointer
    (the buttons of tied spaces close up); a click every 0.3 s names no more, one click after a
    pause does. (The table's own hand-off guard off, as the round is played out by dragging.)"""
    clock = fake_clock(monkeypatch, ButtonItem, curtain.GuardedButton)
    w, view = round_over_by_mouse(qtbot)
    clock.now += 5
    clicks(view, centre(view, buttons(view)["End the game"]), 1)
    moves = len(w.session.record.moves)
    clock.now += 5
    first = next(b for b in view.buttons if b.text.endswith(" space"))
    pos = centre(view, first) + QPoint(4, 0)
    for _ in range(2):  # the stream began before the button
        clicks(view, pos + QPoint(0, 300), 1)
        step(clock)
    clicks(view, pos, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"]
    spaces = [b for b in view.buttons if b.text.endswith(" space")]
    assert any(b.sceneBoundingRect().contains(view.mapToScene(pos)) for b in spaces), \
        "the test means a new button under the pointer"
    for _ in range(12):
        step(clock)
        clicks(view, pos, 1)
        assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space"], \
            "a click in the stream pressed the new button"
    pause(clock)
    clicks(view, pos, 1)
    assert [m["kind"] for m in w.session.record.moves[moves:]] == ["name_space", "name_space"]


def test_a_stepper_pressed_in_a_stream_steps_at_every_press(qtbot, data_dir, clock):
    """The rule is for buttons new since the stream began: the stepper's "+", there before it,
    takes every press of six quick ones."""
    w = open_window(qtbot)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    clock.now += 5
    more = buttons(view)["+"]
    before = int(next(t for t in buttons(view) if t.startswith("Bid")).split()[-1])
    for _ in range(6):
        clicks(view, centre(view, more), 1)
        step(clock)
    after = int(next(t for t in buttons(view) if t.startswith("Bid")).split()[-1])
    assert after == min(before + 6, len(w.state.hands[0]))
