"""Typing a game's name on the start screen (tester, s33 #1): "the Continue button holds the
keyboard focus at the start screen. Typing a game name without first clicking the search box
("oh hell") does nothing for the letters, but the SPACE presses Continue and reopens the last
game". The README: "type a name or the start of its words". The search box has the keys when
the screen opens (and when a game is left), and what is typed on a tile, a button or the number
of players goes to it: a Space after letters is a space in the box, never a press.
Real key presses on the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .test_start_keys import saved_window
from .test_start_keys_s32 import pressed  # noqa: F401 - the fixture


def type_keys(text: str) -> None:
    """Each key pressed where the keys are then, as a person types."""
    for ch in text:
        QTest.keyClick(QApplication.focusWidget(), ch)


def test_the_search_box_has_the_keys_when_the_start_screen_opens(qtbot, data_dir, pressed):  # noqa: F811
    w = saved_window(qtbot)
    start = w.start
    assert QApplication.focusWidget() is start.filter_edit
    type_keys("oh hell")
    assert start.filter_edit.text() == "oh hell"
    assert pressed == [] and w.stack.currentWidget() is start
    assert [t.info.id for t in start.tiles if t.matched] == ["oh_hell"]
    # Help > Keyboard Shortcuts says so
    assert dict(w.shortcut_rows())["Find a game (on the start screen)"] == "Type its name, or Ctrl+F"


@pytest.mark.parametrize("where", ["continue", "tile", "players", "clear"])
def test_a_name_typed_on_a_button_or_a_tile_goes_to_the_search_box(qtbot, data_dir, pressed, where):  # noqa: F811
    w = saved_window(qtbot)
    start = w.start
    widget = {"continue": start.continue_button, "tile": start.new_game_buttons["crazy_eights"],
              "players": start.players_box, "clear": start.clear_button}[where]
    widget.setFocus(Qt.TabFocusReason)
    assert widget.hasFocus()
    players = start.players_box.currentIndex()
    type_keys("oh hell")
    assert start.filter_edit.text() == "oh hell"
    assert start.filter_edit.hasFocus()
    # nothing pressed, opened or chosen on the way (the Space above all)
    assert pressed == [] and w.stack.currentWidget() is start
    assert start.players_box.currentIndex() == players


def test_keys_with_their_own_meaning_keep_it(qtbot, data_dir, pressed):  # noqa: F811
    """Space and Enter still press the button that has the keys, as the s32 work made them;
    a number on the players box still chooses it; Alt+S still goes to the saved games."""
    w = saved_window(qtbot)
    start = w.start
    start.continue_button.setFocus(Qt.TabFocusReason)
    QTest.keyClick(start.continue_button, Qt.Key_Space)
    assert pressed == [("continue",)]
    start.players_box.setFocus(Qt.TabFocusReason)
    QTest.keyClicks(start.players_box, "4")
    assert start.players_wanted() == 4 and start.filter_edit.text() == ""
    start.new_game_buttons["crazy_eights"].setFocus(Qt.TabFocusReason)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_S, Qt.AltModifier)
    assert QApplication.focusWidget() is start.saves and start.filter_edit.text() == ""


def test_the_search_box_has_the_keys_again_when_a_game_is_left(qtbot, data_dir, pressed):  # noqa: F811
    """Back to Start: the search box has the keys, not Continue (a Space going on from the game
    left reopened it)."""
    w = saved_window(qtbot)
    w.start_game("crazy_eights", ["Anna", "Ben"], open_handed=True)
    assert w.stack.currentWidget() is not w.start
    w.back_to_start()
    QApplication.processEvents()
    assert QApplication.focusWidget() is w.start.filter_edit
    type_keys("gin ")
    assert w.start.filter_edit.text() == "gin " and pressed == []


def test_a_name_that_begins_with_a_shortcut_letter_is_typed_too(qtbot, data_dir, pressed):  # noqa: F811
    """H is Help > Hint at a table: "hearts" typed on a tile is a search, not a hint."""
    w = saved_window(qtbot)
    w.start.new_game_buttons["crazy_eights"].setFocus(Qt.TabFocusReason)
    type_keys("hearts")
    assert w.start.filter_edit.text() == "hearts" and pressed == []
