"""A held key acts once, on window systems that send its repeats unmarked too (review note,
s38). Qt marks a held key's repeats (isAutoRepeat) where it can tell; some systems (a remote
desktop, some keyboard setups) send them as fresh presses: a release and a press at the same
moment, or presses with no release between. A held Enter on Anna's card then picked it up and
its next "press" put it down where the ring had landed (TableView.key_held took only marked
repeats). Now the key that has just acted is taken as still held when it is pressed again with
no release seen since, or within REPEAT_GAP_MS of its release by the window system's clock (the
events' own times: a busy table handling two quick taps back to back is no repeat). A person's
quick taps, let go in between, still act each. Real key events with the window system's times,
as an X11 or Wayland window gets them (QTest's carry none)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import REPEAT_GAP_MS

from .helpers import key_to_focus as key
from .test_held_key_acts_once import REPEAT_S, anna_at_her_table  # (clock: the gui conftest's fixture)
from .test_keys_beside_the_table import into_the_log

pytestmark = pytest.mark.curtain_guard


def send(w, kind, ms: int, k=Qt.Key_Return, repeat: bool = False) -> None:
    """A key event for ``k`` at ``ms`` on the window system's clock, to the focused widget."""
    e = QKeyEvent(kind, k, Qt.NoModifier, "\r" if k == Qt.Key_Return else "", repeat)
    e.setTimestamp(ms)
    QApplication.sendEvent(w.focusWidget(), e)
    QApplication.processEvents()


def test_a_held_enter_sent_as_fresh_pairs_acts_once(qtbot, data_dir, clock):
    w = anna_at_her_table(qtbot, clock)
    ctl = w.table.view.controller
    ms = 500_000
    send(w, QEvent.KeyPress, ms)
    for _ in range(20):  # a release and a press together every 33 ms, neither marked a repeat
        clock.now += REPEAT_S
        ms += int(REPEAT_S * 1000)
        send(w, QEvent.KeyRelease, ms)
        send(w, QEvent.KeyPress, ms + 1)
    send(w, QEvent.KeyRelease, ms + 30)
    assert len(w.session.record.moves) == 0, f"the held key played {w.session.record.moves}"
    assert ctl.held is not None, "the held Enter did not pick the card up (its first press acts)"
    clock.now += 0.2
    key(w, Qt.Key_Return)  # let go, a fresh Enter: the card goes down
    assert len(w.session.record.moves) == 1 and w.session.record.moves[0]["kind"] == "play"


def test_a_held_enter_sent_as_presses_alone_acts_once(qtbot, data_dir, clock):
    w = anna_at_her_table(qtbot, clock)
    ms = 500_000
    for _ in range(20):  # presses with no release between, none marked a repeat
        send(w, QEvent.KeyPress, ms)
        clock.now += REPEAT_S
        ms += int(REPEAT_S * 1000)
    send(w, QEvent.KeyRelease, ms)
    assert len(w.session.record.moves) == 0 and w.table.view.controller.held is not None


def test_quick_taps_with_the_window_systems_times_act_each(qtbot, data_dir, clock):
    """Enter, let go, Enter again, 70 ms after the release (a quick tap; far more than
    REPEAT_GAP_MS): the card picked up, then played."""
    assert REPEAT_GAP_MS < 70
    w = anna_at_her_table(qtbot, clock)
    ms = 500_000
    send(w, QEvent.KeyPress, ms)
    send(w, QEvent.KeyRelease, ms + 80)
    assert w.table.view.controller.held is not None
    clock.now += 0.15
    send(w, QEvent.KeyPress, ms + 150)
    send(w, QEvent.KeyRelease, ms + 230)
    assert len(w.session.record.moves) == 1


def test_a_release_gone_elsewhere_holds_nothing(qtbot, data_dir, clock):
    """Enter pressed on the table picks Anna's card up; the keys taken to the game log (the card
    goes back), where Enter is let go: back on the table a fresh Enter acts, picking the card up
    again (the release the table never saw holds nothing)."""
    w = anna_at_her_table(qtbot, clock)
    view = w.table.view
    send(w, QEvent.KeyPress, 500_000)
    assert view.controller.held is not None
    into_the_log(w)
    assert view.controller.held is None
    send(w, QEvent.KeyRelease, 500_080)
    view.setFocus()
    QApplication.processEvents()
    clock.now += 0.5
    send(w, QEvent.KeyPress, 501_000)
    assert view.controller.held is not None, "a fresh Enter was taken for the held one"
