"""Pass-and-play with nothing hidden (no curtain): the rest of an impatient click never acts for
the next person. Finding F-A: "Fast Track with 3 people ... On Anna's first turn a triple click on
her pile turned Anna's 8 of spades AND then Ben's 4 of hearts for him ... Ben never touched the
mouse." "In pass-and-play, the next person must get to make their own move: clicks that arrive in
the same burst as the one that ended a person's turn must not act for the next person."

Once the person to act changes from one person to another, presses on the table are ignored for
the curtain's half second (GUARD_S); the same person acting again (an ace plays again, or a
person playing against computers) is never held up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import click, drag, fake_clock, grab_point, open_window, settle
from .test_button_guard import clicks
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

pytestmark = pytest.mark.curtain_guard  # the hand-off's half second, as the curtain's


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons and the curtain's buttons."""
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def pile_point(view):
    settle(view)
    return grab_point(view, view.pieces["pile"])


def fast_track(qtbot, names, stack, computers=None):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", names, {}, seed=3, stack=stack, computers=computers)
    assert not w.table.curtain.isVisible()  # nothing hidden: no curtain
    return w


@pytest.mark.parametrize("n", [2, 3])
def test_a_burst_of_clicks_that_ends_annas_turn_does_not_turn_bens_card(qtbot, data_dir, clock, n):
    """ "a triple click on her pile (xdotool click --repeat 3 --delay 60) turned Anna's 8 of
    spades AND then Ben's 4 of hearts for him ... and the turn went to Cleo" """
    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clicks(view, pile_point(view), n)
    # Anna's 8 is turned and lost (no marble out); Ben's card is still on his pile
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.state.turn == 1 and "Ben has no move" not in w.status_text()
    # still within the half second: a drag or a click is the same burst, and does nothing
    clicks(view, pile_point(view), 1)
    assert len(w.session.record.moves) == 2
    # Ben, with the laptop, clicks his pile: his card is turned
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S)  # (and a pause: the presses were a stream)
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves[2] == {"kind": "flip"} and w.session.record.moves[3] == {"kind": "pass"}
    assert w.status_text().startswith("Ben turns the 4 of hearts. Ben has no move for the 4 of hearts: it is lost.")


def test_the_same_person_playing_again_is_not_held_up(qtbot, data_dir, clock):
    """An ace plays again ("They will continue to play if their card is one that makes them play
    again"): the same person acts again, so their next press counts at once."""
    w = fast_track(qtbot, ["Anna", "Ben"], [["AH", "AS"], ["4C"]])
    view = w.table.view
    click(view, view.pieces["pile"])
    assert w.state.card == "AH" and w.state.turn == 0
    drag(view, view.pieces["m:pen:red:0"], view.zones["h:loop:14"].rect.center())
    assert w.session.record.moves[-1]["kind"] == "move" and w.state.turn == 0  # at once, same clock
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves[-1] == {"kind": "flip"} and w.state.card == "AS"


def test_one_person_against_computers_is_never_held_up(qtbot, data_dir, clock, quick):  # noqa: F811
    """ "a computer's turns in between do not matter": Anna plays, the computers play, and
    Anna's next press counts at once."""
    w = fast_track(qtbot, ["Anna", "Robo 1", "Robo 2"], [["8S", "9S"], ["4H"], ["9C"]],
                   computers=["", "easy", "easy"])
    view = w.table.view
    click(view, view.pieces["pile"])
    human_turn(qtbot, w)
    assert w.state.turn == 0 and len(w.session.record.moves) == 6
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves[6] == {"kind": "flip"}


def test_two_people_with_a_computer_between_them_are_guarded(qtbot, data_dir, clock, quick):  # noqa: F811
    """Anna, a computer, then Ben: the table changes hands between two people (a click on the
    table shows a computer's waiting move at once, so a burst could reach past it)."""
    w = fast_track(qtbot, ["Anna", "Robo", "Ben"], [["8S"], ["4H"], ["9C"]], computers=["", "easy", ""])
    view = w.table.view
    click(view, view.pieces["pile"])
    human_turn(qtbot, w)
    assert w.state.turn == 2 and len(w.session.record.moves) == 4
    clicks(view, pile_point(view), 1)
    assert len(w.session.record.moves) == 4
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S)  # (and a pause: the presses were a stream)
    clicks(view, pile_point(view), 1)
    assert w.session.record.moves[4] == {"kind": "flip"}


@pytest.mark.parametrize("gap", [0.06, 0.3])
def test_clicks_that_hurry_the_computers_never_turn_bens_card(qtbot, data_dir, clock, monkeypatch, gap):
    """Anna, Robo Rex, Ben and Robo Remy (Medium), the computers' moves waiting for a press (tester,
    s33: "a third quick click on the pile meant to hurry Robo Rex turned over Ben's card for him
    ('Ben turns the 9 of hearts. Ben has no move...')"). Anna's clicks on the pile, three at a
    time, go on: the first turns her card, the next ones show Robo Rex's moves at once, and none
    of them turns Ben's card; Ben's click after a pause does."""
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.main_window import MainWindow

    from .test_button_guard import double_click_event
    from .test_computer_players import InProcess

    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")  # (only a press shows a waiting move)
    w = fast_track(qtbot, ["Anna", "Robo Rex", "Ben", "Robo Remy"], [["8S"], ["4H"], ["9C"], ["5D"]],
                   computers=["", "medium", "", "medium"])

    def annas() -> bool:
        w.hurry_computer()  # (Robo Remy starts)
        return w.state.turn == 0 and w.thinking is None

    qtbot.waitUntil(annas, timeout=10_000)
    view = w.table.view
    pos, bens = pile_point(view), len(w.state.draw[2])
    clock.now += 5
    for i in range(9):
        if i % 3 == 1:
            double_click_event(view, pos)
        else:
            QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
        QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)
        QApplication.processEvents()
        # (Robo Rex's answer comes in: waiting at the pace for a press, or shown; the window
        # polls for it every 25 ms, a fixed wait was luck in a loaded run)
        qtbot.waitUntil(lambda: w.thinking is None or w._pace_timer.isActive(), timeout=5_000)
        clock.now += gap
    assert w.state.turn == 2 and w.game.current_player(w.state) == 2
    assert len(w.state.draw[2]) == bens, f"a click of Anna's turned Ben's card: {w.status_text()}"
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S)  # Ben, after a pause
    clicks(view, pile_point(view), 1)
    assert len(w.state.draw[2]) == bens - 1 and w.status_text().startswith("Ben turns the 9 of clubs.")


def test_with_the_curtain_switched_off_a_drag_too_soon_does_nothing(qtbot, data_dir, clock):
    """Fan Tan with the curtain off (each person's cards show on their turn): Ben's card
    dragged in the same burst as Anna's drop goes back, nothing played; half a second on, his
    drag plays."""
    from tests.games.stacking import round_robin

    from .helpers import hand_item

    w = open_window(qtbot, (1024, 600), start=False)
    hands = [["7H", "2S"], ["8H", "3S"], ["6H", "4S"]]
    w.start_game("fan_tan", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, open_handed=True, stack=[round_robin(hands)])
    view = w.table.view
    drag(view, hand_item(view, "7H"), view.zones["row_hearts"].rect.center())
    assert w.session.record.moves == [{"kind": "play", "card": "7H"}] and w.state.turn == 1
    drag(view, hand_item(view, "8H"), view.zones["row_hearts"].rect.center())
    assert len(w.session.record.moves) == 1 and "8H" in w.state.hands[1]
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S)  # (and a pause: the presses were a stream)
    drag(view, hand_item(view, "8H"), view.zones["row_hearts"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "play", "card": "8H"}
