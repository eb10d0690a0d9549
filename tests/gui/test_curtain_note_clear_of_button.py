"""Tester s35 t1 #3: Fast Track, six players, 1024x600, the game log open; Ctrl+Z behind the
curtain "Pass to Ben" said "Nothing can be taken back now: the last person to play was Anna, and
since then Robo Rex has shown the 8 of clubs, a card nobody else had seen." in a box that lay over
the left end of "I'm Ben: show my cards". The note's box counted covering the button as much as
covering the words; the curtain's buttons are now never under a note where it has room elsewhere
(over the moves missed, which the game log has too), at every size from 1024x600 to 2560x1440,
and at 2560x1440 with text scaled 2x (a 1280x720 window)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from .helpers import open_window

NOTE = ("Nothing can be taken back now: the last person to play was Anna, and since then Robo Rex "
        "has shown the 8 of clubs, a card nobody else had seen.")
MISSED = ["Robo Rudi cuts the 10 of clubs and plays first.", "Robo Rosa plays the 8 of spades.", "Robo Rosa has no move for the 8 of spades: it is lost.",
          "Robo Rudi plays the 10 of hearts.", "Robo Rudi has no move for the 10 of hearts: it is lost.",
          "Anna plays the 2 of clubs.", "Anna has no move for the 2 of clubs: it is lost.",
          "Robo Rex plays the 8 of clubs.", "Robo Rex has no move for the 8 of clubs: it is lost."]


def rect_in(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1280, 720), (2560, 1440)])
@pytest.mark.parametrize("log", [True, False])
@pytest.mark.parametrize("name", ["Ben", "Maximiliana Wolfeschlegelstein"])
def test_the_note_on_the_curtain_is_clear_of_its_button(qtbot, data_dir, size, log, name):
    w = open_window(qtbot, size, start=False)
    names = ["Anna", "Robo Rex", name, "Robo Remy", "Robo Rosa", "Robo Rudi"]
    w.start_game("fast_track", names, {"partners": True, "hand_of_five": True}, seed=3)
    w.log_view_action.setChecked(log)
    curtain = w.table.curtain
    curtain.show_for(name, notes=MISSED, partners="Robo Rudi")  # (as the window says it: s36)
    # (laid out at the window's size: waited for, not slept, review s35 #7)
    qtbot.waitUntil(lambda: curtain.isVisible() and curtain.size() == curtain.parentWidget().size()
                    and curtain.fits(), timeout=3000)
    w.hint(NOTE)
    hint = w.table.hint
    assert hint.isVisible() and hint.text() == NOTE
    note, button = rect_in(hint, w), rect_in(curtain.button, w)
    # (with some air between them: a box touching the button's edge looks as if on it)
    assert not note.adjusted(-4, -4, 4, 4).intersects(button), (size, log, note, button)
    # the note lies on the table, whole, and leaves the title and "look away" readable
    assert w.table.view.rect().contains(QRect(hint.pos(), hint.size()))
    _, said, _, _, _, never = curtain.room_for_a_note(w.table.view, hint.height())
    spot = QRect(hint.pos(), hint.size())
    assert [r for r in never if r.intersects(spot)] == []
    assert [r for r in said if r.intersects(spot)] == [], (size, log, spot, said)
