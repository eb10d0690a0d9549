"""s44, the saved-games list and its status words: after a game's file was deleted by hand the
status line still said "Renamed …" of it; copies of a Save As copy read "· copy · copy 2"; and
a game recovered from a damaged save ran to four and five lines in the list at 1024x600."""

from __future__ import annotations

from cardtable.store.saves import SaveStore, backup_path

from .helpers import open_window, row_of
from .test_rename_saves import type_name
from .test_saved_games_fixes import select_row
from .test_saves_told_apart import hearts, shown


def renamed_game(qtbot):
    """A window on the start screen just after it renamed a Hearts game "Sunday": it and the id."""
    w = open_window(qtbot, (1024, 600))
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=3)
    assert w.play(w.game.legal_moves(w.state)[0]).ok
    sid = w.save_id
    w.back_to_start()
    select_row(w, sid)
    type_name(w, "Sunday", [])
    w.rename_save(sid)
    assert w.status_text() == "Renamed the Hearts game \u201cSunday\u201d."
    return w, sid


def test_the_status_line_says_no_more_renamed_once_the_file_is_gone(qtbot, data_dir):
    w, sid = renamed_game(qtbot)
    path = SaveStore().path_of(sid)
    assert backup_path(path).is_file()
    path.unlink()  # (by hand, outside Card Table)
    w._saves_folder_changed()  # (as the folder followed reads it, once things are quiet)
    assert "only its backup is left" in shown(row_of(w, sid))
    said = w.status_text()
    assert "Renamed" not in said, said
    assert "Sunday" in said and "gone" in said and "backup" in said, said
    backup_path(path).unlink()
    w._saves_folder_changed()
    assert "Renamed" not in w.status_text()


def test_the_status_line_keeps_renamed_while_it_is_so(qtbot, data_dir):
    w, sid = renamed_game(qtbot)
    SaveStore().save("other", hearts(2, 4))  # (another file came: the list is read again)
    w._saves_folder_changed()
    assert w.status_text() == "Renamed the Hearts game \u201cSunday\u201d."
