"""The start screen with the keyboard (tester t2, s30, finding 4: "Shift+Tab from the search box:
focus goes to "Clear finished", then "Continue", then into the saved-games list, where nothing
shows focus ... Enter there does nothing. Pressing Down then marks the "In progress (32)" group
header only with a faint frame, and the game-tile column on the left jumps to its bottom ...
Also the Delete key does nothing on a selected saved game. Expected: a clearly marked current
row when the list takes focus, Delete key = Delete button, tiles not scrolling when the list is
used.")"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea

from cardtable.store.saves import SaveStore

from saved_games import session_of

from .helpers import MessageBoxes, open_window


def saved_window(qtbot):
    store = SaveStore()
    for i in range(6):
        store.save(f"game{i}", session_of(4 + i, seed=i))
    store.save("done", session_of(None))
    w = open_window(qtbot, (1024, 600))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    # (a widget added to a shown layout shows a moment later)
    qtbot.waitUntil(lambda: w.start.saves.isVisible() and w.start.players_box.isVisible())
    return w


def game_row(item) -> bool:
    return item is not None and bool(item.data(0, Qt.UserRole))


def shift_tab_to_the_list(w) -> list:
    """Shift+Tab from the search box until the saved games list has the keys; the widgets passed."""
    start = w.start
    start.filter_edit.setFocus()
    passed = []
    for _ in range(8):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Backtab, Qt.ShiftModifier)
        passed.append(QApplication.focusWidget())
        if passed[-1] is start.saves:
            return passed
    raise AssertionError(f"Shift+Tab never reached the list: {passed}")


def test_the_list_marks_a_game_when_it_takes_the_keys_and_the_tiles_stay(qtbot, data_dir):
    w = saved_window(qtbot)
    start, tree = w.start, w.start.saves
    tiles = start.catalogue_scroll.verticalScrollBar()
    before = tiles.value()
    passed = shift_tab_to_the_list(w)
    # no stop where nothing shows the focus (the tiles' scroll area took it, unseen)
    assert not any(isinstance(p, QScrollArea) for p in passed), passed
    # ("Open a file…", beside the heading, is the last of the screen's stops, s41)
    assert passed[:2] == [start.open_file_button, start.clear_button]
    current = tree.currentItem()
    first = start.save_rows()["In progress"][0]
    assert current is first and current.isSelected() and tree.selectedItems() == [first]
    assert start.open_button.isEnabled() and start.delete_button.isEnabled()
    # Up from the first game stays on a game (never the group's heading), Down goes on, and
    # from the last game in progress to the first finished one, past the heading
    QTest.keyClick(tree, Qt.Key_Up)
    assert tree.currentItem() is first and first.isSelected()
    QTest.keyClick(tree, Qt.Key_Down)
    assert tree.currentItem() is start.save_rows()["In progress"][1]
    QTest.keyClick(tree, Qt.Key_End)
    assert tree.currentItem() is start.save_rows()["Finished"][0]
    for _ in range(3):
        QTest.keyClick(tree, Qt.Key_Up)
        assert game_row(tree.currentItem()) and tree.currentItem().isSelected()
    QTest.keyClick(tree, Qt.Key_Home)
    assert tree.currentItem() is first
    assert tiles.value() == before  # the tiles never moved
    assert QApplication.focusWidget() is tree


def test_tab_goes_from_continue_to_the_list_and_its_buttons(qtbot, data_dir):
    w = saved_window(qtbot)
    start = w.start
    start.continue_button.setFocus()
    QTest.keyClick(start.continue_button, Qt.Key_Tab)
    assert QApplication.focusWidget() is start.saves and game_row(start.saves.currentItem())
    order = []
    for _ in range(4):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [start.open_button, start.rename_button, start.delete_button, start.clear_button]


def test_enter_opens_the_game_marked_in_the_list(qtbot, data_dir):
    w = saved_window(qtbot)
    shift_tab_to_the_list(w)
    tree = w.start.saves
    QTest.keyClick(tree, Qt.Key_Down)
    sid = tree.currentItem().data(0, Qt.UserRole)
    QTest.keyClick(tree, Qt.Key_Return)
    assert w.session is not None and w.save_id == sid


def test_the_delete_key_asks_as_the_delete_button_does(qtbot, data_dir, monkeypatch):
    w = saved_window(qtbot)
    boxes = MessageBoxes(monkeypatch, "Cancel")
    shift_tab_to_the_list(w)
    tree = w.start.saves
    sid = tree.currentItem().data(0, Qt.UserRole)
    QTest.keyClick(tree, Qt.Key_Delete)
    assert len(boxes.shown) == 1 and boxes.shown[0][0].startswith("Delete the Crazy Eights game with Anna and Ben,")
    assert SaveStore().path_of(sid).exists() and w.status_text() == "Nothing was deleted."
    boxes.press = "Delete it"
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)  # the button asks the same
    assert boxes.shown[1][0] == boxes.shown[0][0] and not SaveStore().path_of(sid).exists()
