"""The side panels (s42 t1 LOOK): the Game Log and the Score Sheet swapped places after quitting
and Continue (the panel made first went on top), and after Back to Start another game's log kept
the last game's sheet's width, its board drawn smaller, until the next start. A game opened now
lays the side out as a window just started does: the sheet above the log, the log alone at its
own width."""

from __future__ import annotations

from .helpers import open_window

FOUR = ["Anna", "Ben", "Cleo", "Dev"]


def side(w):
    """The sheet's and the log's places (None: not shown) and the table's width."""
    sheet, log = w.score_panel, w.game_log
    return (sheet.geometry().getRect() if sheet is not None and sheet.isVisible() else None,
            log.geometry().getRect() if log is not None and log.isVisible() else None,
            w.table.view.width())


def opened(qtbot, w, game_id):
    w.start_game(game_id, FOUR, {}, seed=1)
    qtbot.wait(200)
    return side(w)


def test_each_game_opens_with_the_same_side_panels(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.log_view_action.setChecked(True)
    fast_track = opened(qtbot, w, "fast_track")  # the log alone (Fast Track's sheet is off at first)
    assert fast_track[0] is None and fast_track[1] is not None
    w.back_to_start()
    rummoli = opened(qtbot, w, "rummoli")  # the log was made first: the sheet went under it
    sheet, log, _ = rummoli
    assert sheet is not None and log is not None and sheet[1] < log[1]  # the sheet on top
    w.back_to_start()
    assert opened(qtbot, w, "fast_track") == fast_track  # not Rummoli's wider side
    fresh = open_window(qtbot, (1366, 768), start=False)
    fresh.log_view_action.setChecked(True)
    assert opened(qtbot, fresh, "rummoli") == rummoli
