"""Undo's words count only the moves a player made (s28): Fast Track's forced pass, which the
table plays by itself ("Anna has no move for the 8 of spades: it is lost."), would be counted as
"(and 1 move after it)" of a move nobody made. (Undo takes the pass back only with the move
before it, and a turned card cannot be taken back: the words are asked for directly, as an Undo
of both moves would ask.)

And Undo takes the forced pass back together with the move before it, at a table of people as
with computers (tests/play/test_undo_automatic.py): it took back the pass alone ("Taken back:
Anna has no move for the 8 of spades: it is lost.") and the table then waited for a pass it
has no button for ("Anna: the 8 of spades cannot be played; pass.", s28)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import click, double_click_at, grab_point, open_window


def test_a_forced_pass_is_not_counted_among_the_moves_taken_back(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo"], {"first": "first named"}, seed=3, stack=[["8S"], ["4H"], ["9C"]])
    start = w.session.state_after(0)
    click(w.table.view, w.table.view.pieces["pile"])
    flip, forced = w.session.record.moves
    assert forced == {"kind": "pass"}
    assert w._taken_back_words(start, (flip, forced)) == "Taken back: Anna turns the 8 of spades."
    # a move a player made after it is counted
    click(w.table.view, w.table.view.pieces["pile"])  # (the hand-over guard is off in tests)
    moves = tuple(w.session.record.moves)
    assert moves[2:] == ({"kind": "flip"}, {"kind": "pass"})
    assert w._taken_back_words(start, moves) == "Taken back: Anna turns the 8 of spades (and 1 move after it)."


def test_undo_never_leaves_a_pass_to_make_at_a_table_of_people(qtbot, data_dir):
    """"If a card has no legal move, it is lost: show it and pass." The turned card cannot be
    taken back, so neither is the pass after it: Ctrl+Z says why and Ben is still to turn."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo"], {"first": "first named"}, seed=3, stack=[["8S"], ["4H"], ["9C"]])
    click(w.table.view, w.table.view.pieces["pile"])
    played = list(w.session.record.moves)
    assert played == [{"kind": "flip"}, {"kind": "pass"}]
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.session.record.moves == played and w.state.turn == 1
    assert "cannot be taken back" in w.status_text()
    assert "pass." not in w.status_text()


def test_undo_takes_back_the_card_thrown_away_with_its_pass(qtbot, data_dir):
    """A hand of five with no card that moves a marble: Anna throws the king of hearts away
    ("Only when none of your cards can move a marble do you choose one to throw away (it is
    lost)."); a king plays again, so nothing new was drawn. Undo: back to her choice of card,
    said as her move; Redo: the card and its pass again."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo"], {"hand_of_five": True, "first": "first named"}, seed=0)
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    view = w.table.view
    double_click_at(view.viewport(), grab_point(view, view.pieces["hand:KH"]))  # (a single click only says how)
    played = list(w.session.record.moves)
    assert played == [{"kind": "choose", "card": "KH"}, {"kind": "pass"}]
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.session.record.moves == []
    assert w.status_text().startswith("Taken back: Anna plays the king of hearts.")
    assert "hand:KH" in w.table.view.pieces and w.undo_action.isEnabled() is False
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert w.session.record.moves == played


def test_a_save_left_before_its_forced_pass_plays_it_when_opened(qtbot, data_dir):
    """A save an Undo of s28 left at the pass (the turned card waiting, no button for the pass):
    opened, the table plays the pass it would have played, and the game goes on."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben", "Cleo"], {"first": "first named"}, seed=3, stack=[["8S"], ["4H"], ["9C"]])
    click(w.table.view, w.table.view.pieces["pile"])
    w.session.undo(checked=False)  # (the pass alone, as Undo took it back)
    w.play_ctl.save()
    save_id = w.save_id
    w.back_to_start()
    w.open_save(save_id)
    assert w.session.record.moves == [{"kind": "flip"}, {"kind": "pass"}] and w.state.turn == 1
    assert "Anna has no move for the 8 of spades: it is lost." in w.status_text()
