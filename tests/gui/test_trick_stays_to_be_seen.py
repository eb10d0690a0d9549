"""A finished trick stays on the table long enough to see who took it (s30 t1 #6).

Seen at the table (Euchre, Anna against three computers, pace Steady 0.8 s): when a computer won
a trick, the four cards and "Last trick: Robo Remy won it" were in sight for only the pace's
pause before the winner's lead replaced them, too short for a family to see who took which card.
When a move finishes a trick and a computer is to lead, its lead waits a beat more than the pace
(as the dice that ended a turn do); a click on the table still shows it at once. Checked on the
window's own clock and timer (never on the wall clock): the pause the lead's timer is set to,
and what the table shows while it runs."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui import settings

from .helpers import open_window
from .test_computer_players import human_turn, quick  # noqa: F401 (a fixture)

PACE = 0.8  # Steady


class Clock:
    """The window's clock, standing still unless the test moves it."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def last_trick(view) -> list[str]:
    """The finished trick's cards, kept in the middle until the next lead."""
    return sorted(i.spec.face for i in view.card_items() if i.spec.id.startswith("last:"))


def led(view) -> list[str]:
    return sorted(i.spec.face for i in view.card_items() if i.spec.zone == "trick")


def trick_caption(view) -> str:
    return view.zones["trick"].spec.label


def test_a_trick_a_computer_won_stays_a_beat_more_than_the_pace(qtbot, data_dir, quick, monkeypatch):  # noqa: F811
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, seed=5,
                 computers=["", "easy", "medium", "easy"])
    view = w.table.view
    for _ in range(60):  # Anna plays her first legal move until her card ends a trick a computer wins
        human_turn(qtbot, w)
        seat = w.play_ctl.to_act()[0]  # Anna, or (at a hand's end) whoever deals the next hand
        result = w.play(w.play_ctl.legal(seat)[0])
        won = [e for e in result.events if e.kind == "trick_won"]
        if won and w.play_ctl.computer_turn() is not None:
            break
    else:
        raise AssertionError("no trick of Anna's last card won by a computer")
    winner = w.state.players[won[0].data["seat"]]
    clock = Clock()
    monkeypatch.setattr(time, "monotonic", clock)  # (the window reads time.monotonic when it polls)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", str(PACE))
    moves = len(w.session.record.moves)
    # the winner's lead is chosen (in the test's process), then waits on the pace's timer
    qtbot.waitUntil(lambda: w.thinking is not None and w.thinking.handle.done and w._pace_timer.isActive(),
                    timeout=10_000)
    beat = max(settings.LOOK_BEAT_SECONDS, PACE)
    assert w._computer_pause() == PACE + beat
    assert w._pace_timer.interval() >= int((PACE + beat) * 1000) - 1  # at least two of the pace's pauses
    # meanwhile the finished trick is on the table, its winner named, and nothing led yet
    assert len(w.session.record.moves) == moves and not led(view)
    assert last_trick(view) == sorted(card for _, card in w.state.last_trick) and len(last_trick(view)) >= 3
    assert trick_caption(view) == f"Last trick: {winner} won it"
    # a click on the table shows the lead at once
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(5, 5))
    assert len(w.session.record.moves) == moves + 1 and w.session.record.moves[-1]["kind"] == "play"
    assert len(led(view)) == 1 and not last_trick(view) and not trick_caption(view).startswith("Last trick")
    # the next card of the trick keeps the pace alone
    assert w._computer_pause() == PACE
