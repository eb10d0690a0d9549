"""The saved-games list marks a game open in another Card Table window (s32): a saved game open in
another window is locked, and opening it offers a copy, "but the saved-games list on the start
screen does not mark a save that is open elsewhere: a family member double-clicks it and only then
learns." Its row is greyed, its "Whose turn" column says "open in another window", its tooltip
what opening it does; kept current as the list follows its folder (a lock coming or going) and by
F5. A stale lock (its process gone: Card Table crashed) marks nothing. The locks are real: another
process takes them as a window does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui.start_screen import ELSEWHERE
from cardtable.store import SaveStore, locks

from saved_games import let_go, other_window_holds, session_of

from .helpers import open_window


def row(w, sid: str):
    return next(r for rows in w.start.save_rows().values() for r in rows if r.data(0, Qt.UserRole) == sid)


def marked(w, sid: str) -> bool:
    """Whether the row of ``sid`` says the game is open in another window (greyed, and in words)."""
    item = row(w, sid)
    said = item.text(2).replace("\n", " ") == "open in another window"
    grey = item.foreground(0).color().name() == ELSEWHERE
    assert said == grey == ("open in another Card Table window" in item.toolTip(0))  # (all or nothing)
    return said


def test_a_game_open_in_another_window_is_marked_in_the_list(qtbot, data_dir):
    store = SaveStore()
    store.save("kitchen", session_of(2, seed=1))
    store.save("den", session_of(3, seed=2, players=("Cy", "Dee")))
    children = [other_window_holds(store.path_of("kitchen"))]
    try:
        w = open_window(qtbot, (1024, 600))
        assert marked(w, "kitchen") and not marked(w, "den")
        tip = row(w, "kitchen").toolTip(0)
        assert ("This game is open in another Card Table window: play it on there. Opened here, "
                "it offers a copy, saved as a new game.\n") in tip
        assert "Anna" in tip or "Ben" in tip  # (whose turn, which the column said, on the tooltip)
        # the words whole in their column at 1024x600
        tree = w.start.saves
        assert tree.columnWidth(2) >= max(tree.fontMetrics().horizontalAdvance(line)
                                          for line in row(w, "kitchen").text(2).split("\n"))
        # another window opens the other game while the list shows: marked as the folder is followed
        children.append(other_window_holds(store.path_of("den")))
        qtbot.waitUntil(lambda: marked(w, "den"), timeout=3000)
        # and closes it: its lock goes, and the mark with it
        let_go(children[-1])
        assert not locks.lock_path(store.path_of("den")).exists()
        qtbot.waitUntil(lambda: not marked(w, "den"), timeout=3000)
        assert marked(w, "kitchen")
        # the first window crashes: its lock stays, stale (its process gone), and F5 unmarks the game
        children[0].kill()
        children[0].wait(timeout=10)
        assert locks.lock_path(store.path_of("kitchen")).exists()
        w.activateWindow()
        tree.setFocus()
        QTest.keyClick(tree, Qt.Key_F5)
        assert not marked(w, "kitchen") and not marked(w, "den")
        assert locks.lock_path(store.path_of("kitchen")).exists()  # (the list only reads the locks)
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait(timeout=10)


def test_a_stale_lock_marks_nothing(qtbot, data_dir):
    """A lock left by a Card Table that crashed (its process gone) does not mark the game: it opens
    as any other (the lock is taken over)."""
    store = SaveStore()
    store.save("kitchen", session_of(2, seed=1))
    child = other_window_holds(store.path_of("kitchen"))
    child.kill()
    child.wait(timeout=10)
    assert locks.lock_path(store.path_of("kitchen")).exists()
    w = open_window(qtbot, (1024, 600))
    assert not marked(w, "kitchen")
    assert row(w, "kitchen").foreground(0).color().name() != ELSEWHERE


def test_the_continue_line_marks_it_too(qtbot, data_dir):
    """The Continue line above the list says so as well, after the game's name: it offered "Hearts
    with Anna, ..." unmarked over the greyed row, and Continue only then asked about a copy
    (s32 t4 #3). Unmarked again when the other window lets it go."""
    store = SaveStore()
    store.save("kitchen", session_of(2, seed=1))
    child = other_window_holds(store.path_of("kitchen"))
    try:
        w = open_window(qtbot, (1024, 600))
        assert w.start.continue_id == "kitchen" and marked(w, "kitchen")
        line = w.start.continue_label.whole
        game = line.split(" with ")[0]
        assert game.endswith(" (open in another window)"), line
        let_go(child)
        qtbot.waitUntil(lambda: not marked(w, "kitchen"), timeout=3000)
        assert "open in another window" not in w.start.continue_label.whole
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=10)


def test_delete_rename_and_clear_finished_refuse_first_in_family_words(qtbot, data_dir):
    """Delete, Rename and Clear finished on a game another window has open: refused before any
    question or name is asked, the game named as everywhere ("the Crazy Eights game with Anna,
    Ben"), not by its file ("crazy_eights-....json"): it asked, then refused by the file's name
    (s32 t4 #7). Clear finished leaves that one out and says so; with only that one, refuses."""
    from .test_saved_games_fixes import answer, select_row

    store = SaveStore()
    store.save("kitchen", session_of(4, seed=1))
    store.save("done", session_of(None, seed=3))
    store.save("done2", session_of(None, seed=4, players=("Cy", "Dee")))
    children = [other_window_holds(store.path_of("kitchen")), other_window_holds(store.path_of("done"))]
    try:
        w = open_window(qtbot, (1024, 600))
        seen: list = []
        for button, doing in ((w.start.delete_button, "delete"), (w.start.rename_button, "rename")):
            select_row(w, "kitchen")
            answer(w, "OK", seen)
            QTest.mouseClick(button, Qt.LeftButton)
            box = seen[-1]
            assert box.windowTitle() == f"Cannot {doing} the saved game", box.windowTitle()
            assert box.text() == ("The Crazy Eights game with Anna and Ben is open in another Card Table window: "
                                  f"close it there first, then {doing} it here."), box.text()
            assert ".json" not in box.text()
            assert store.path_of("kitchen").exists()
        assert len(seen) == 2  # (no question, no name asked before)
        # Clear finished: "done" is open elsewhere and stays; "done2" goes, after the question
        answer(w, "Delete 1 finished game", seen)
        QTest.mouseClick(w.start.clear_button, Qt.LeftButton)
        assert seen[-1].text() == ("Delete the 1 finished game from the list? Games in progress stay. "
                                   "1 finished game is open in another Card Table window: it stays."), seen[-1].text()
        assert store.path_of("done").exists() and not store.path_of("done2").exists()
        assert "it stays" in w.status_text()
        # only that one left: refused, no question
        answer(w, "OK", seen)
        QTest.mouseClick(w.start.clear_button, Qt.LeftButton)
        assert seen[-1].text() == ("The finished game is open in another Card Table window: close it there "
                                   "first, then press Clear finished again."), seen[-1].text()
        assert store.path_of("done").exists()
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait(timeout=10)
