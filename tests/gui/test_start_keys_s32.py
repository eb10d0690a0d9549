"""The start screen and New Game by the keyboard alone (tester t2, s32).

#1: "Enter on a focused game tile does nothing; only Space opens its New Game dialog. ... The same
goes for the start screen's yellow buttons. With the focus on "Continue" ... Enter does nothing".
#12: "the keyboard focus is nearly invisible on the yellow buttons (Continue, Open, Rename,
Delete, Clear finished) ... shown only by a thin dark line ... one of them is Delete."
#13: "To reach "Saved games" from the game tiles takes one Tab per game tile (about 40 tiles)
... Expected: ... a listed key that jumps to Saved games."
#2: "New Game dialog opens with no visible keyboard focus: no field or button shows a focus
frame, and Up/Down do nothing."
Real key presses on the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.games import get_game
from cardtable.gui.main_window import MainWindow
from cardtable.gui.new_game import NewGameDialog
from cardtable.gui.start_screen import SAVED_GAMES_KEY

from .test_start_keys import saved_window


@pytest.fixture
def pressed(monkeypatch):
    """What the start screen's tiles and buttons asked the window for (nothing opened)."""
    calls: list = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self, gid: calls.append(("new", gid)))
    monkeypatch.setattr(MainWindow, "continue_latest", lambda self: calls.append(("continue",)))
    monkeypatch.setattr(MainWindow, "clear_finished", lambda self, ids: calls.append(("clear", tuple(ids))))
    return calls


@pytest.mark.parametrize("key", [Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space])
def test_enter_on_a_tile_or_a_yellow_button_presses_it_as_space_does(qtbot, data_dir, pressed, key):
    w = saved_window(qtbot)
    start = w.start
    tile = start.new_game_buttons["crazy_eights"]
    tile.setFocus(Qt.TabFocusReason)
    QTest.keyClick(tile, key)
    assert pressed == [("new", "crazy_eights")]
    for button, call in ((start.continue_button, "continue"), (start.clear_button, "clear")):
        assert button.isEnabled()
        button.setFocus(Qt.TabFocusReason)
        QTest.keyClick(button, key)
        assert pressed[-1][0] == call, pressed
    assert len(pressed) == 3


def edge_colours(button) -> set:
    """The colours of the button's outermost pixels, half-way down each side."""
    image = button.grab().toImage()
    h, wd = image.height(), image.width()
    return {image.pixelColor(x, h // 2).name() for x in (0, 1, wd - 2, wd - 1)}


def test_the_yellow_buttons_show_the_focus_with_a_white_ring(qtbot, data_dir):
    w = saved_window(qtbot)
    start = w.start
    row = start.save_rows()["In progress"][0]
    start.saves.setCurrentItem(row)
    row.setSelected(True)
    for button in (start.continue_button, start.open_button, start.rename_button, start.delete_button,
                   start.clear_button):
        assert button.isEnabled()
        width = button.width()
        assert "#ffffff" not in edge_colours(button)
        button.setFocus(Qt.TabFocusReason)
        QApplication.processEvents()
        assert button.hasFocus()
        assert edge_colours(button) == {"#ffffff"}, button.text()
        assert button.width() == width  # (the ring takes no room: nothing moves)


def test_alt_s_takes_the_keys_to_the_saved_games(qtbot, data_dir):
    w = saved_window(qtbot)
    start = w.start
    start.new_game_buttons["crazy_eights"].setFocus(Qt.TabFocusReason)
    assert SAVED_GAMES_KEY == "Alt+S"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_S, Qt.AltModifier)
    assert QApplication.focusWidget() is start.saves
    current = start.saves.currentItem()
    assert current is start.save_rows()["In progress"][0] and current.isSelected()
    # its heading shows the key (the underlined S) and Help > Keyboard Shortcuts lists it, with
    # Enter on a tile
    assert start.saves_heading.text() == "&Saved games" and start.saves_heading.buddy() is start.saves
    rows = dict(w.shortcut_rows())
    assert rows["Go to the saved games (on the start screen)"] == "Alt+S"
    assert "Enter or Space" in rows["Choose the game whose tile has the focus, or press the button that has it "
                                    "(on the start screen)"]


@pytest.mark.parametrize("game_id", ["crazy_eights", "spider"])
def test_new_game_opens_with_the_keys_on_its_first_field(qtbot, game_id):
    ngd = NewGameDialog(get_game(game_id))
    qtbot.addWidget(ngd.dialog)
    d = ngd.dialog
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    focus = QApplication.focusWidget()
    if game_id == "spider":  # one player: no number asked, the name first
        assert focus is ngd.name_edits[0]
        return
    assert focus is d.playerCount or d.playerCount.isAncestorOf(focus)
    before = d.playerCount.value()
    QTest.keyClick(focus, Qt.Key_Up)  # the arrows act at once
    assert d.playerCount.value() == before + 1
