"""The saved-games list, s31 t2's findings 1-5, 14 and 15: the list keeps its place when it is
built again, follows the saves folder, breaks its headings and long names rather than cutting
them, a save cut off in its last move says so once, and Rename says how long a name may be."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLineEdit, QMessageBox

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.main_window import left_out_words, name_room_words
from cardtable.gui.start_screen import whose_turn, wrap_words
from cardtable.store.saves import NAME_LENGTH, SaveStore, read_summary

from saved_games import session_of

from .helpers import open_window
from .test_saved_games_fixes import answer, listed_ids, select_row


def many_saves(count: int = 9) -> SaveStore:
    """``count`` games in progress and two damaged files: a list that scrolls at 1024x600."""
    store = SaveStore()
    for i in range(count):
        store.save(f"game{i}", session_of(i + 1, seed=i))
    for name in ("broken", "broken2"):
        (store.directory / f"{name}.json").write_text("{not json", encoding="utf-8")
    return store


def row_rect(tree, sid: str):
    row = next(r for rows in _rows(tree) for r in rows if r.data(0, Qt.UserRole) == sid)
    return tree.visualItemRect(row)


def _rows(tree):
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        yield [group.child(j) for j in range(group.childCount())]


def test_after_a_dialog_from_the_list_it_keeps_its_place_and_the_row_selected(qtbot, data_dir):
    """#1: "double-click a damaged row → "Keep it"; double-click where the "Saved by a newer Card
    Table" row was. Seen: an in-progress Rummoli game opened instead (the list had jumped back
    to the top under the pointer)." """
    many_saves()
    w = open_window(qtbot, (1024, 600))
    tree = w.start.saves
    bar = tree.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # (the list scrolls)
    bar.setValue(bar.maximum())
    qtbot.wait(20)
    rect = row_rect(tree, "broken")
    assert tree.viewport().rect().contains(rect.center())
    seen: list = []
    answer(w, "Keep it", seen)
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, pos=rect.center())
    QTest.mouseDClick(tree.viewport(), Qt.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: bool(seen))
    assert "broken.json" in seen[0].text()
    assert w.stack.currentWidget() is w.start
    assert bar.value() == bar.maximum() > 0  # not back at the top
    under = tree.itemAt(rect.center())
    assert under is not None and under.data(0, Qt.UserRole) == "broken"  # the row the player saw
    assert w.start.selected_save() == "broken"  # and still selected


def test_the_list_follows_the_saves_folder(qtbot, data_dir):
    """#3: "Files added to or removed from the saves folder while the start screen shows do not
    appear/disappear until the app restarts ... (F5 does nothing)." """
    store = many_saves(3)
    w = open_window(qtbot, (1024, 600))
    assert "game0" in listed_ids(w)
    store.save("newcomer", session_of(4, seed=9))
    qtbot.waitUntil(lambda: "newcomer" in listed_ids(w), timeout=3000)
    store.path_of("game0").unlink()
    qtbot.waitUntil(lambda: "game0" not in listed_ids(w), timeout=3000)


def test_the_folder_followed_reads_only_the_files_that_changed(qtbot, data_dir, monkeypatch):
    """ "cheaply: never re-read every file on every event if the list is long" """
    store = many_saves(6)
    w = open_window(qtbot, (1024, 600))
    import cardtable.store.saves as saves

    read: list = []
    real = saves.read_summary
    monkeypatch.setattr(saves, "read_summary", lambda path: (read.append(path.name), real(path))[1])
    store.save("newcomer", session_of(4, seed=9))
    qtbot.waitUntil(lambda: "newcomer" in listed_ids(w), timeout=3000)
    assert read == ["newcomer.json"]
    read.clear()
    (store.directory / "notes.txt").write_text("not a save", encoding="utf-8")  # no save changed
    qtbot.wait(600)
    assert read == []


def test_f5_reads_the_list_again(qtbot, data_dir):
    store = many_saves(2)
    w = open_window(qtbot, (1024, 600))
    w._saves_watcher.blockSignals(True)  # (F5 alone, not the folder followed)
    store.save("newcomer", session_of(4, seed=9))
    qtbot.wait(400)
    assert "newcomer" not in listed_ids(w)
    w.activateWindow()
    w.start.saves.setFocus()
    QTest.keyClick(w.start.saves, Qt.Key_F5)
    assert "newcomer" in listed_ids(w)
    assert ("Read the saved games again from their folder (on the start screen)", "F5") in w.shortcut_rows()


def test_a_long_heading_is_broken_onto_lines_not_cut(qtbot, data_dir):
    """#5: "The "Damaged files (1 of 2): open one to see what can be done" heading is cut to
    "…what can be …" in the list" at 1024x600."""
    many_saves(2)
    w = open_window(qtbot, (1024, 600))
    QTest.keyClicks(w.start.filter_edit, "broken2")
    tree = w.start.saves
    group = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                 if not tree.topLevelItem(i).isHidden())
    text = group.text(0)
    assert text.replace("\n", " ") == "Damaged files (1 of 2): open one to see what can be done"
    fm = tree.fontMetrics()
    from PySide6.QtGui import QFontMetrics

    fm = QFontMetrics(group.font(0))
    room = tree.viewport().width()
    assert all(fm.horizontalAdvance(line) <= room for line in text.split("\n"))
    assert tree.visualItemRect(group).height() >= fm.lineSpacing() * len(text.split("\n"))


def test_whose_turn_names_a_person_or_nothing():
    """#4: a Rummoli save "shows "Whose turn: Widow auction" instead of a person" (its status:
    "Widow auction (no bid yet): Robo Rosa, bid or pass.")."""
    players = ("Grandpa Bartholomew", "Robo Rosa", "Robo Rudi")
    assert whose_turn("Widow auction (no bid yet): Robo Rosa, bid or pass.", players) == "Robo Rosa"
    assert whose_turn("Widow auction (no bid yet). Nobody bids yet.", players) == ""
    assert whose_turn("Anna, Ben and Cleo: choose a card.", ("Anna", "Ben", "Cleo")) == "Anna, Ben and Cleo"


def test_a_long_single_name_is_whole_in_whose_turn():
    """#14: "The "Whose turn" column cuts a long name to "Wilhelmina Featherstonehaug…" """
    from cardtable.gui.start_screen import _first_lines

    from cardtable.gui.start_screen import turn_width

    turn = "Wilhelmina Featherstonehaugh"
    assert _first_lines(wrap_words(turn, turn_width(turn))) == "Wilhelmina\nFeatherstonehaugh"
    assert turn_width("Bartholomew-Maximilianus-Smith") == 16  # (broken after its hyphens)


def test_the_whose_turn_column_of_the_list_has_the_long_name_whole(qtbot, data_dir):
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game("crazy_eights")
    SaveStore().save("long", Session.new(game, ["Wilhelmina Featherstonehaugh", "Anna"], dict(LAST_DEALS), seed=1))
    w = open_window(qtbot, (1366, 768))
    row = w.start.save_rows()["In progress"][0]
    assert row.text(2) == "Wilhelmina\nFeatherstonehaugh"


def test_a_save_cut_off_in_its_last_move_says_so_once_in_a_box(qtbot, data_dir):
    """#4: "Opening it works (the half line is dropped ...) but nothing tells the player that the
    last, half-written move was dropped" (the status line said it, and the computers' moves
    said over it at once)."""
    from .test_saves_s28 import six_moves_saved

    w = open_window(qtbot)
    sid = six_moves_saved(w)
    path = SaveStore().path_of(sid)
    path.write_bytes(path.read_bytes()[:-60])
    seen: list = []

    def ok():
        box = w.last_message
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, ok)
            return
        seen.append(box)
        QTest.mouseClick(box.button(QMessageBox.Ok), Qt.LeftButton)

    w.last_message = None
    QTimer.singleShot(20, ok)
    w.open_save(sid)
    assert seen and seen[0].text() == left_out_words(5)
    assert seen[0].text().startswith("The last move was not saved whole and has been left out: ")
    assert "from just after move 5, the last one saved whole" in seen[0].text()
    assert w.session is not None and len(w.session.record.moves) == 5
    assert w.status_text().startswith("The last move was not saved whole and has been left out.")
    w.play(w.game.legal_moves(w.state)[0])  # (saved again, whole)
    w.back_to_start()
    w.last_message = None
    QTimer.singleShot(1000, lambda: w.last_message is not None and w.last_message.close())  # (never a hang)
    w.open_save(sid)  # the file is whole again: nothing more is said of it
    assert w.last_message is None
    assert w.session is not None and len(w.session.record.moves) == 6


def rename_dialog(w, sid: str, then):
    """Open Rename on ``sid`` and call ``then(dialog)`` once it shows."""

    def look():
        box = w.last_message
        if not isinstance(box, QInputDialog) or not box.isVisible():
            QTimer.singleShot(20, look)
            return
        then(box)

    w.last_message = None
    QTimer.singleShot(20, look)
    w.rename_save(sid)


def test_rename_says_the_limit_and_never_cuts_a_name_unseen(qtbot, data_dir):
    """#15: "Typing a name longer than the limit ... silently stops at the limit: the game is
    renamed "… the big remat" ... The dialog does not say there is a limit." #2: the example
    read "e.g. Rummoli with Gran", cut mid-word."""
    SaveStore().save("g", session_of(3))
    w = open_window(qtbot, (1024, 600))
    long_name = "Christmas at Grandpa Bartholomew's house 2026, the big rematch"
    assert len(long_name) > NAME_LENGTH
    seen: dict = {}

    def fill(box):
        edit = box.findChild(QLineEdit)
        ok = box.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        seen["placeholder"] = edit.placeholderText()
        seen["before"] = box.labelText()
        edit.clear()
        QTest.keyClicks(edit, long_name)
        seen["typed"] = edit.text()
        seen["long"], seen["ok long"] = box.labelText(), ok.isEnabled()
        QTest.keyClick(edit, Qt.Key_Return)  # (refused: the dialog stays)
        seen["still open"] = box.isVisible()
        edit.setText("Christmas at Grandpa Bartholomew's house 2026")
        seen["ok short"] = ok.isEnabled()
        QTest.mouseClick(ok, Qt.LeftButton)

    rename_dialog(w, "g", fill)
    assert seen["placeholder"] == "e.g. Crazy Eights with Grandma"
    assert seen["before"].endswith(f"\nA name has room for {NAME_LENGTH} letters and spaces.")
    assert seen["typed"] == long_name  # every letter typed is kept in sight
    over = len(long_name) - NAME_LENGTH
    assert seen["long"].endswith(f"This name is {over} letters too long: a name has room for {NAME_LENGTH} "
                                 "letters and spaces. Make it shorter to rename the game.")
    assert not seen["ok long"] and seen["still open"] and seen["ok short"]
    assert read_summary(SaveStore().path_of("g")).title == "Christmas at Grandpa Bartholomew's house 2026"


def test_name_room_words():
    assert name_room_words("x" * NAME_LENGTH) == (f"A name has room for {NAME_LENGTH} letters and spaces.", True)
    assert name_room_words("x" * (NAME_LENGTH + 1))[0].startswith("This name is 1 letter too long")
    assert name_room_words("  " + "x " * 30)[1]  # (spaces tidied as the name is kept)


def test_a_saves_folder_made_while_the_start_screen_shows_is_followed(qtbot, data_dir):
    """No saves folder yet (a first run): the folder above it is followed until it is made."""
    import shutil

    store = SaveStore()
    shutil.rmtree(store.directory, ignore_errors=True)
    w = open_window(qtbot, (1024, 600))
    assert listed_ids(w) == []
    store.directory.mkdir(parents=True)
    qtbot.wait(600)
    store.save("first", session_of(2))
    qtbot.waitUntil(lambda: "first" in listed_ids(w), timeout=3000)
