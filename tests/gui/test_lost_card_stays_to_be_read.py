"""A person's turned card that has no move stays to be read before a computer's move replaces it
(s41 t2).

Seen at the table (Fast Track, Mia, Sam, Robo Ruby, Robo Remy, pace Steady 0.8 s): Sam turned the
9 of spades, which moved no marble; 0.8 s later Robo Ruby's card was already on the table and
"Sam has no move for the 9 of spades: it is lost" had never been in sight (only the Game Log had
it). Mia, with a person after her, got the bubble. Now the computer after a person's lost card
waits long enough to read the bubble; a click on the table still shows its move at once.
Checked on the window's own clock and timer (never on the wall clock)."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui import settings

from .helpers import click, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)
from .test_trick_stays_to_be_seen import Clock

PACE = 0.8  # Steady
LOST = "Anna has no move for the 8 of spades: it is lost."


def test_a_persons_lost_card_stays_readable_before_the_computer_moves(qtbot, data_dir, quick, monkeypatch):  # noqa: F811
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Robo Ruby"], {"first": "first named"}, seed=3,
                 stack=[["8S"], ["4H"]], computers=["", "easy"])
    clock = Clock()
    monkeypatch.setattr(time, "monotonic", clock)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", str(PACE))
    view = w.table.view
    click(view, view.pieces["pile"])
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}]
    assert w.table.hint.isVisible() and w.table.hint.text() == LOST
    qtbot.waitUntil(lambda: w.thinking is not None and w.thinking.handle.done and w._pace_timer.isActive(),
                    timeout=10_000)
    # Robo Ruby's card waits long enough to read the bubble (the pace's pause alone was 0.8 s)
    assert w._computer_pause() >= settings.LOST_CARD_SECONDS > PACE
    assert w._pace_timer.interval() >= int(settings.LOST_CARD_SECONDS * 1000) - 1
    assert len(w.session.record.moves) == 2 and w.table.hint.isVisible() and w.table.hint.text() == LOST
    assert "Anna turns the 8 of spades." in w.status_text() and LOST in w.status_text()
    # a click on the table shows the computer's move at once
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(5, 5))
    assert len(w.session.record.moves) >= 3 and w.session.record.moves[2] == {"kind": "flip"}

