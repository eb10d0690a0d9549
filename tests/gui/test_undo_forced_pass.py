"""Undo's words count only the moves a player made (s28): Fast Track's forced pass, which the
table plays by itself ("Anna has no move for the 8 of spades: it is lost."), would be counted as
"(and 1 move after it)" of a move nobody made. (Undo at a table of people takes back the pass
alone, and with a computer the turned card cannot be taken back: the words are asked for
directly, as an Undo of both moves would ask.)"""

from __future__ import annotations

from .helpers import click, open_window


def test_a_forced_pass_is_not_counted_among_the_moves_taken_back(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600))
    w.start_game("fast_track", ["Anna", "Ben", "Cleo"], {}, seed=3, stack=[["8S"], ["4H"], ["9C"]])
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
