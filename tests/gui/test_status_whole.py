"""Seen at Gin Rummy Tournament's round end: "when the status line is two lines, the second
sentence "Anna scores 59." is dropped (the log and score sheet have it). The status line must keep
the whole message (wrap or make room), in every game, not just Gin."

The line keeps its two lines' room (the table above does not change size with what it says): a
message too long for it at its size is set smaller, on more lines in the same room, down to 11 px;
only longer still does the line take more room. It never leaves words out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from .helpers import open_window


def shown_whole(w) -> list[str]:
    label = w.status_label
    out = []
    if label.text() != w.status_text():
        out.append(f"shown {label.text()!r} for {w.status_text()!r}")
    fm = label.fontMetrics()
    used = fm.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), int(Qt.TextWordWrap), label.text())
    if used.height() > label.contentsRect().height() + 1:
        out.append(f"{used.height()} px of text in {label.contentsRect().height()} px")
    if label.font().pixelSize() < 11:
        out.append(f"set at {label.font().pixelSize()} px")
    return out


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_gin_round_end_says_who_scores(qtbot, data_dir, size):
    """A round of Gin played to its end, Anna caught with lay-offs made for her: the line says
    the whole of it, "... Ben scores 66." too (it said "... Anna has no set or run to lay down.
    … Ben: deal the next round.")."""
    from .helpers import play_busy

    w = open_window(qtbot, size, start=False)
    w.start_game("gin_rummy", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    w.score_view_action.setChecked(True)
    play_busy(w, 4, 500, until=lambda st: st.phase in ("round_over", "game_over"))
    assert "Ben scores 66." in w.status_text(), w.status_text()
    assert not shown_whole(w)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_long_status_is_said_whole(qtbot, data_dir, size):
    """Golf's long status at 1024x600 (it ran to a third line, cut off by the status bar; then its
    middle sentences were left out): the whole of it, smaller, in the line's room; a short one
    after it at the line's own size again, and the line's height never changes."""
    w = open_window(qtbot, size)
    label = w.status_label
    w.say("Anna: play a card.")
    px, height = label.font().pixelSize(), label.height()
    whole = ("Ben put the king of clubs in place of the 10 of hearts.  Cleo: take a card from the stack "
             "or the discard pile. Face-up points: Anna 3, Ben 10, Cleo 0, Dev 0. Quarters: Anna 3, Ben 3, "
             "Cleo 3, Dev 3; pot 4. Up scores: Anna 3, Ben 10, Cleo 0, Dev 0. Everyone is playing with great "
             "care tonight, and nobody has knocked yet.  Cleo is thinking\u2026")
    w.say(whole)
    assert not shown_whole(w) and label.height() == height
    w.say("Anna: play a card.")
    assert label.text() == "Anna: play a card." and label.font().pixelSize() == px and label.height() == height


def test_a_very_long_status_takes_more_room(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    label = w.status_label
    height = label.height()
    w.say(" ".join(["Anna laid down a run of four hearts and a set of three kings."] * 6))
    assert not shown_whole(w) and label.height() > height
    w.say("Anna: play a card.")
    assert label.height() == height
