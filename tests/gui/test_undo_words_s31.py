"""Words said on Undo and Redo at a shared laptop (s31 t1, findings 2, 3 and 5)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.game import Move

from .helpers import open_window


def ctrl_z(w, shift: bool = False) -> None:
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier | (Qt.ShiftModifier if shift else Qt.NoModifier))


def test_the_curtain_after_redo_says_what_was_redone(qtbot, data_dir):
    """s31 t1 #2, Euchre with four people: Ben orders up, Cleo (the dealer) discards; Undo twice
    and Redo once. Cleo's curtain said only "Taken back: Cleo discarded a card face down.", as it
    had after the first Undo, while the status line said "Redone: Ben ordered up ...": nothing
    told Cleo she takes the upcard again and discards. The curtain now ends with what the Redo
    did, as the status line says it; the next Undo's curtain says that Undo, not the Redo."""
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    curtain = w.table.curtain
    assert w.state.dealer == 2  # Cleo deals
    while w.state.turn != 1:
        curtain.reveal()
        w.play(Move(kind="pass"))
    curtain.reveal()
    w.play(Move(kind="order_up", alone=False))
    curtain.reveal()
    w.play(Move(kind="discard", card=w.state.hands[2][0]))
    assert w.play_ctl.curtain_for == 3
    ctrl_z(w)
    ctrl_z(w)
    assert w.play_ctl.curtain_for == 1  # Ben decides again
    ctrl_z(w, shift=True)  # Redo: Ben's order again, "Pass to Cleo"
    assert w.play_ctl.curtain_for == 2 and curtain.isVisible()
    redone = w.status_text().split("  ")[0]
    assert redone.startswith("Redone: Ben orders up the "), redone
    lines = w._missed_notes()
    assert lines[-1] == redone, lines
    assert redone in curtain.sub.text()
    ctrl_z(w)  # taken back again: "Pass to Ben", no "Redone:" line of a move no longer played
    said = w._missed_notes()
    assert w.play_ctl.curtain_for == 1 and not any(line.startswith("Redone") for line in said), said
    assert said[-1].startswith("Taken back: Ben orders up the "), said


def test_a_refusal_over_anothers_curtain_names_them(qtbot, data_dir):
    """s31 t1 #5, Hearts with four people: the first trick played, the winner lifts her curtain
    and presses Ctrl+Z again and again. The first takes back the trick's last card ("Pass to
    Anna"); the next were answered "... since then you have shown the 6 of clubs, which only you
    had seen." with Cleo at the laptop and Anna's curtain up: "you" was Anna. At a curtain it is
    the name, as Crazy Eights said it of a computer: "since then Anna has shown the 6 of clubs"."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=4)
    curtain = w.table.curtain
    plays = 0
    while plays < 4:
        if curtain.isVisible():
            curtain.reveal()
        seat = w.game.current_player(w.state)
        move = w.play_ctl.legal(seat)[0]
        plays += move.kind == "play"
        w.play(move)
    last = w.play_ctl.mover(len(w.session.record.moves) - 1)
    name = w.state.players[last]
    assert curtain.isVisible() and w.play_ctl.curtain_for != last  # the winner's curtain
    curtain.reveal()
    ctrl_z(w)  # the trick's last card back: its player's curtain
    assert w.play_ctl.curtain_for == last and curtain.isVisible()
    for _ in range(3):
        ctrl_z(w)
        said = w.status_text()
        assert re.match(rf"Too late to take back \w+'s move: {name} has since played the \w+ of \w+\.", said), said
        assert " you" not in said.lower(), said
        # greyed out in the menu, saying why (s44 t2 #11: Edit > Undo was enabled over the
        # curtain, though it could only refuse); Ctrl+Z still says it, as above
        assert not w.undo_action.isEnabled()
        assert w.undo_action.toolTip() == w.undo_action.statusTip() == said


def test_the_curtain_after_redo_says_redone_where_the_recap_tells_the_move_as_news(qtbot, data_dir):
    """s31 t4 #4, Euchre: Dev passes, "Pass to Anna" (she never saw his pass: the recap tells it);
    Ctrl+Z: "Pass to Dev — Taken back: Dev passes."; Ctrl+Shift+Z: "Pass to Anna" with the very
    recap she was shown before the Undo, nothing telling the table the take-back was itself
    undone (the Cassino party game the same after "Cleo answered the question"). The line that
    tells the redone move now says it was a Redo, as the status line does: "Redone: Dev passes.",
    once (not the move and then its Redo)."""
    w = open_window(qtbot, start=False)
    w.start_game("euchre", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=5)
    curtain = w.table.curtain
    assert w.play_ctl.curtain_for == 3
    curtain.reveal()
    w.play(Move(kind="pass"))
    assert w.play_ctl.curtain_for == 0
    before = w._missed_notes()
    assert before[-1] == "Dev passes." and "Redone" not in curtain.sub.text(), before
    ctrl_z(w)
    assert w.play_ctl.curtain_for == 3 and "Taken back: Dev passes." in curtain.sub.text()
    ctrl_z(w, shift=True)
    assert w.play_ctl.curtain_for == 0 and curtain.isVisible()
    assert w.status_text().startswith("Redone: Dev passes.")
    lines = w._missed_notes()
    assert lines == before[:-1] + ["Redone: Dev passes."], (lines, before)
    assert "Redone: Dev passes." in curtain.sub.text() and curtain.sub.text().count("Dev passes.") == 1
    # Anna lifts it and plays: the next curtain (Ben's) has no "Redone:" line, Dev's pass its news
    curtain.reveal()
    w.play(Move(kind="pass"))
    said = curtain.sub.text()
    assert w.play_ctl.curtain_for == 1 and "Redone" not in said and "Dev passes." in said, said
