"""s44 t3 F10: the saved-games list was sorted by "last saved" whenever it was read again, so a
game saved meanwhile (by another window) went to the top while the list was on screen and every
row under it moved down: a double-click opened another game than the one the family saw there.
While the start screen shows, the list keeps its order and its mark; coming back to it from a
table, the game just played is at the top (newest first) and marked."""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt

from cardtable.store import saves as saves_module
from cardtable.store.saves import SaveStore

from saved_games import session_of

from .helpers import open_window
from .test_saved_games_fixes import select_row


def listed(w) -> list[str]:
    return [row.data(0, Qt.UserRole) for rows in w.start.save_rows().values() for row in rows]


@pytest.fixture
def minutes_apart(monkeypatch):
    """Each save a minute after the one before (saves within one second sort alike)."""
    tick = itertools.count()
    start = datetime(2026, 12, 3, 12, 0, tzinfo=timezone.utc)
    monkeypatch.setattr(saves_module, "_now",
                        lambda: (start + timedelta(minutes=next(tick))).isoformat(timespec="seconds"))


def test_the_list_keeps_its_order_and_mark_while_shown(qtbot, data_dir, minutes_apart):
    store = SaveStore()
    for k in range(4):
        store.save(f"game{k}", session_of(3 + k, seed=k))
    w = open_window(qtbot, (1024, 600))
    before = listed(w)
    assert before == ["game3", "game2", "game1", "game0"]  # newest first
    select_row(w, "game2")
    tree = w.start.saves
    point = tree.visualItemRect(tree.currentItem()).center()
    # another window plays on in the oldest game: its save is now the newest
    store.save("game0", session_of(9, seed=0))
    w._saves_folder_changed()
    assert listed(w) == before  # no row moved under the pointer
    assert w.start.selected_save() == "game2"
    assert tree.itemAt(point).data(0, Qt.UserRole) == "game2"  # (the row under the pointer is the same game)
    # a game new to the list comes after the games on screen
    store.save("game4", session_of(2, seed=4))
    w._saves_folder_changed()
    assert listed(w) == before + ["game4"]


def test_back_from_a_table_the_game_just_played_is_first_and_marked(qtbot, data_dir, minutes_apart):
    store = SaveStore()
    for k in range(3):
        store.save(f"game{k}", session_of(3 + k, seed=k))
    w = open_window(qtbot, (1024, 600))
    assert listed(w) == ["game2", "game1", "game0"]
    w.open_save("game0")
    assert w.save_id == "game0"
    assert w.play(w.game.legal_moves(w.state)[0]).ok
    w.back_to_start()
    assert listed(w) == ["game0", "game2", "game1"]
    assert w.start.selected_save() == "game0"


def test_make_a_copy_lists_the_copy_under_its_game(qtbot, data_dir, minutes_apart):
    """s44 t2 #9: "The saved-games list has no Copy/Duplicate action (its right-click menu has
    only Open, Rename… and Delete…)". Make a copy writes the copy in the saves folder: it is
    listed under its game, marked as a copy, and the rows above it stay where they were."""
    store = SaveStore()
    for k in range(3):
        store.save(f"game{k}", session_of(3 + k, seed=k))
    w = open_window(qtbot, (1024, 600))
    before = listed(w)
    tree = w.start.saves
    item = next(r for rows in w.start.save_rows().values() for r in rows if r.data(0, Qt.UserRole) == "game1")
    tree.customContextMenuRequested.emit(tree.visualItemRect(item).center())
    menu = w.start.row_menu
    next(a for a in menu.actions() if a.text() == "Make a copy").trigger()
    menu.close()
    now = listed(w)
    assert len(now) == 4 and now[:2] == before[:2] and now[3] == before[2]
    copy = now[2]
    assert copy not in before and w.start.selected_save() == copy
    summary = next(s for s in store.list()[0] if s.save_id == copy)
    assert summary.copy and summary.moves == 4
    assert "copy" in tree.currentItem().text(0)
    assert w.status_text().startswith("Made a copy of the Crazy Eights game with Anna and Ben")


def test_save_as_suggests_the_games_own_name(qtbot, data_dir):
    """s44 t2 #9: Save As "suggests 'hearts-anna-robo-rex-cleo-robo-remy-2026-12-03.json' ... It
    does not use the game's own name": the name the family gave it, else its game and who plays."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("hearts", ["Anna", "Robo Rex", "Cleo", "Robo Remy"], {}, seed=3,
                 computers=["", "easy", "", "easy"])
    store = SaveStore()
    assert store.copy_path(w.session, computers=w.computers).name == "Hearts with Anna, Robo Rex, Cleo and Robo Remy.json"
    named = store.copy_path(w.session, title="Sunday Hearts: Grandma & Grandpa / cottage")
    assert named.name == "Sunday Hearts - Grandma & Grandpa - cottage.json"  # (no ":" or "/" in a file's name)
    named.write_text("taken")
    assert store.copy_path(w.session, title="Sunday Hearts: Grandma & Grandpa / cottage").name == \
        "Sunday Hearts - Grandma & Grandpa - cottage (2).json"
