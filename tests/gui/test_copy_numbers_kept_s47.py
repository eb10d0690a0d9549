"""s47: deleting copy 1 of a saved game turned its copy 2 into "copy 1" in the saved-games list
(the numbers were counted again from the files left): a copy made with "Make a copy" keeps its
number, on its row and in its file when it is opened and played on."""

from __future__ import annotations

from cardtable.store.saves import SaveStore, read_summary

from saved_games import session_of

from .helpers import open_window, play_not_looked_at, row_of
from .test_saves_told_apart import shown


def row_words(w, sid: str) -> str:
    return " ".join(shown(row_of(w, sid)).replace("\u00a0", " ").split()) + " "


def test_a_copy_keeps_its_number_on_its_row_when_another_is_deleted(qtbot, data_dir):
    store = SaveStore()
    store.save("g", session_of(5))
    w = open_window(qtbot, (1366, 768))
    w.copy_save("g")
    first = w.start.selected_save()
    w.copy_save("g")
    second = w.start.selected_save()
    assert "\u00b7 copy 1 " in row_words(w, first) and "\u00b7 copy 2 " in row_words(w, second)
    store.delete(first)
    w.refresh_start()
    assert "\u00b7 copy 2 " in row_words(w, second), row_words(w, second)
    # opened and played on, the copy keeps its number in its file
    w.open_save(second)
    assert w.save_id == second and w.table_settings()["copy_no"] == 2
    moves = len(w.session.record.moves)
    play_not_looked_at(w, w.game.legal_moves(w.state)[0])
    w.autosave()
    saved = read_summary(store.path_of(second))
    assert saved.moves == moves + 1 and saved.copy_no == 2
