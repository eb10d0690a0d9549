"""Space held on a card of one's hand picks it up once and never drops it (s38 t4 #3: Crazy
Eights, the ring on Cleo's 2 of hearts, Space held 2 s: "Cleo plays the 2 of hearts"). The
tester's build took only repeats marked as such; on the X server the same hold arrives with its
repeats marked or unmarked (a release and a press at one time), depending on how busy the app is
(both seen on Xvfb with xdotool keydown space). Every form: the card is picked up, nothing is
played; a fresh Space after letting go puts it down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from .helpers import key_to_focus as key
from .test_held_key_acts_once import REPEAT_S, anna_at_her_table  # (clock: the gui conftest's fixture)

pytestmark = pytest.mark.curtain_guard


def send(w, kind, ms: int, repeat: bool = False) -> None:
    e = QKeyEvent(kind, Qt.Key_Space, Qt.NoModifier, " ", repeat)
    e.setTimestamp(ms)
    QApplication.sendEvent(w.focusWidget(), e)
    QApplication.processEvents()


@pytest.mark.parametrize("form", ["marked", "pairs", "presses"])
def test_space_held_on_a_card_plays_nothing(qtbot, data_dir, clock, form):
    w = anna_at_her_table(qtbot, clock)
    ctl = w.table.view.controller
    ms = 500_000
    send(w, QEvent.KeyPress, ms)
    for _ in range(60):  # two seconds of repeats
        clock.now += REPEAT_S
        ms += int(REPEAT_S * 1000)
        if form != "presses":
            send(w, QEvent.KeyRelease, ms, repeat=form == "marked")
        send(w, QEvent.KeyPress, ms, repeat=form == "marked")
    send(w, QEvent.KeyRelease, ms + 30)
    assert w.session.record.moves == [], f"the held Space played {w.session.record.moves}"
    assert ctl.held is not None, "the held Space did not pick the card up (its first press acts)"
    clock.now += 0.2
    key(w, Qt.Key_Space)  # let go, a fresh Space: the card goes down
    assert len(w.session.record.moves) == 1 and w.session.record.moves[0]["kind"] == "play"
