"""The bid stepper's "-" and "+" make no move (they only change the number on the bid's button).
A press on them counts by the table's buttons' rule (curtain.click_counts): never in the stream
of presses that lifted the curtain (Enter on and on from the curtain's button, the keys landing
on "+", stepped Cleo's bid up at each Enter: s34 note), only after a pause, a look at the table.
Once a step has counted, the presses after it count however quick: a family's child clicks
"+ + +" quickly (s34 #1: "+" three times 0.3 s apart and "Bid": nothing counted, "Too quick
after the last press"), and the bid's button pressed at once after them counts too (the person
is evidently looking), while the bid's button itself is never pressed by the stream that lifted
the curtain. Real presses on the view, on the guards' test clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import curtain_key, buttons, centre, fake_clock, open_window
from .test_button_guard import clicks
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.button_guard, pytest.mark.curtain_guard]


@pytest.fixture
def clock(monkeypatch):
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def rest(clock) -> None:
    clock.now += max(curtain.GUARD_S, curtain.KEY_GUARD_S, curtain.PAUSE_S) + 0.1


def step(clock, seconds: float = 0.3) -> None:
    QTest.qWait(20)
    clock.now += seconds


def bid_shown(view) -> str:
    return next(t for t in buttons(view) if t.startswith("Bid"))


def at_cleos_curtain(qtbot, w, clock) -> None:
    """Oh Hell!, Anna and Cleo people and two computers: Anna bids 0, the computers bid, and the
    curtain comes up for Cleo."""
    w.start_game("oh_hell", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=2,
                 computers=["", "medium", "", "medium"])
    for _ in range(8):
        human_turn(qtbot, w)
        c = w.table.curtain
        if w.state.phase == "bidding" and w.game.current_player(w.state) == 2:
            break
        if c.isVisible():
            c.reveal()
        assert w.play({"kind": "bid", "bid": 0}).ok
    human_turn(qtbot, w)
    assert w.table.curtain.isVisible() and w.game.current_player(w.state) == 2
    rest(clock)


def test_too_quick_goes_from_the_status_line_once_a_press_counts(qtbot, data_dir, quick, clock):  # noqa: F811
    """The bid's button pressed in the stream that lifted the curtain is refused ("Too quick");
    a press on "+" after a pause then counts, and the status line no longer says "Too quick"."""
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    QTest.keyClick(w.table.curtain.button, curtain_key(w))
    view = w.table.view
    moves = len(w.session.record.moves)
    step(clock, 1.0)
    clicks(view, centre(view, buttons(view)["Bid 0"]), 1)
    assert w.session.record.moves[moves:] == [], "the stream that lifted the curtain bid for Cleo"
    assert w.status_text().startswith("Too quick")
    rest(clock)
    clicks(view, centre(view, buttons(view)["+"]), 1)
    assert bid_shown(view) == "Bid 1"
    assert not w.status_text().startswith("Too quick"), w.status_text()


@pytest.mark.parametrize("every", [0.3, 0.6])
def test_clicks_on_at_the_curtains_button_never_bid_for_cleo(qtbot, data_dir, quick, clock, every):  # noqa: F811
    """A double click, or clicks on and on, at the curtain's button: the first lifts it; the rest
    land on whatever lies under it and bid nothing, nor step the bid, whether that is "+" or the
    bid's button; nor does a stream that moves from there onto the bid's button or "+"."""
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    c = w.table.curtain
    view = w.table.view
    at = view.viewport().mapFrom(w, c.button.mapTo(w, c.button.rect().center()))
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible()
    moves = len(w.session.record.moves)
    for spot in ([at] * 6 + [centre(view, buttons(view)[bid_shown(view)])] * 4):
        step(clock, every)
        clicks(view, spot, 1)
        assert w.session.record.moves[moves:] == [], "a click in the stream bid for Cleo"
    plus = centre(view, buttons(view)["+"])
    for spot in (centre(view, buttons(view)[bid_shown(view)]), at, plus):  # (each spot the other way, "+")
        for _ in range(3):
            step(clock, every)
            clicks(view, spot, 1)
    assert w.session.record.moves[moves:] == [], "a click in the stream bid for Cleo"
    assert bid_shown(view) == "Bid 0", "a click in the stream stepped Cleo's bid"


def test_enter_on_and_on_after_the_curtain_never_bids(qtbot, data_dir, quick, clock):  # noqa: F811
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    QTest.keyClick(w.table.curtain.button, curtain_key(w))
    moves = len(w.session.record.moves)
    for _ in range(8):
        step(clock)
        QTest.keyClick(w.focusWidget(), Qt.Key_Return)
        assert w.session.record.moves[moves:] == [], "an Enter in the stream bid for Cleo"


def test_after_the_curtain_by_enter_the_keys_are_on_plus(qtbot, data_dir, quick, clock):  # noqa: F811
    """The keys' focus lands on the stepper's "+" (its "-" greyed at 0), not on "Bid 0": Enter
    pressed again, after a pause too, only steps the bid; Tab to the bid and Enter bids."""
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    QTest.keyClick(w.table.curtain.button, curtain_key(w))
    view = w.table.view
    moves = len(w.session.record.moves)
    assert view.controller.focus_item is buttons(view)["+"]
    rest(clock)
    QTest.keyClick(view, Qt.Key_Return)
    step(clock)
    QTest.keyClick(view, Qt.Key_Return)
    assert bid_shown(view) == "Bid 2" and w.session.record.moves[moves:] == []
    step(clock)
    QTest.keyClick(view, Qt.Key_Backtab)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[moves:] == [{"kind": "bid", "bid": 2}]


def test_enter_on_and_on_from_the_curtain_never_steps_the_bid(qtbot, data_dir, quick, clock):  # noqa: F811
    """Enter on and on (every 0.3 s) from the curtain's button onto the table, where the keys land
    on the stepper's "+": the first Enter lifts the curtain, the rest are the same stream and
    change nothing, neither the bid nor the number on its button (a counted step ended the
    stream for every button, and each Enter stepped Cleo's bid up: s34 note, left). Only after a
    pause does Enter on "+" step (curtain.click_counts, the table's buttons' rule)."""
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    QTest.keyClick(w.table.curtain.button, curtain_key(w))
    view = w.table.view
    assert not w.table.curtain.isVisible() and view.controller.focus_item is buttons(view)["+"]
    moves = len(w.session.record.moves)
    for _ in range(8):
        step(clock)
        QTest.keyClick(w.focusWidget(), Qt.Key_Return)
        assert bid_shown(view) == "Bid 0", "an Enter in the stream that lifted the curtain stepped Cleo's bid"
    assert w.session.record.moves[moves:] == []
    assert w.status_text().startswith("Too quick"), w.status_text()
    rest(clock)
    QTest.keyClick(w.focusWidget(), Qt.Key_Return)
    assert bid_shown(view) == "Bid 1" and w.session.record.moves[moves:] == []


@pytest.mark.parametrize("by_key", [True, False])
def test_plus_three_times_quickly_after_a_pause_counts(qtbot, data_dir, quick, clock, by_key):  # noqa: F811
    """After the curtain, a pause (a look at the table), then "+" three times 0.3 s apart: each
    counts (the first, after the pause, is a deliberate step; the rest press on at it), and
    "Bid 3" pressed at once after them bids."""
    w = open_window(qtbot)
    at_cleos_curtain(qtbot, w, clock)
    QTest.keyClick(w.table.curtain.button, curtain_key(w))
    view = w.table.view
    moves = len(w.session.record.moves)
    rest(clock)
    for _ in range(3):
        if by_key:
            QTest.keyClick(view, Qt.Key_Return)  # (the keys are on "+")
        else:
            clicks(view, centre(view, buttons(view)["+"]), 1)
        step(clock)
    assert bid_shown(view) == "Bid 3", "a quick press on the stepper after a pause was not counted"
    assert not w.status_text().startswith("Too quick"), w.status_text()
    if by_key:
        QTest.keyClick(view, Qt.Key_Backtab)
        QTest.keyClick(view, Qt.Key_Return)
    else:
        clicks(view, centre(view, buttons(view)["Bid 3"]), 1)
    # Cleo's bid is the first move after hers began; Robo Remy, a quick computer, may already
    # have bid after her while the click was handled (seen on a loaded machine: "bid 5" after it).
    assert w.session.record.moves[moves:moves + 1] == [{"kind": "bid", "bid": 3}]


def test_the_last_persons_steps_do_not_step_the_next_persons_bid(qtbot, data_dir, clock):
    """Open-handed (no curtain): Anna steps her bid and bids at once; the table passes to Ben with
    his stepper. Her stream, in which her step counted, is no step of Ben's: his "+" refuses
    the press (ButtonItem.refusal, besides the table's own hand-over guard)."""
    w = open_window(qtbot, start=False)
    w.start_game("oh_hell", ["Anna", "Ben", "Cleo"], {}, seed=2, open_handed=True)
    view = w.table.view
    rest(clock)
    clicks(view, centre(view, buttons(view)["+"]), 1)
    step(clock)
    clicks(view, centre(view, buttons(view)[bid_shown(view)]), 1)
    assert w.session.record.moves == [{"kind": "bid", "bid": 1}] and w.game.current_player(w.state) == 1
    assert buttons(view)["+"].refusal() == curtain.hurried_words(), "Anna's stream stepped Ben's bid"
    rest(clock)
    clicks(view, centre(view, buttons(view)["+"]), 1)
    assert bid_shown(view) == "Bid 1"
