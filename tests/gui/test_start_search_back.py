"""The start screen's search box after a game (the finding: "on the start screen, the 'Find a
game…' text stays in the box after you play a game and come back, so the list is filtered by an
old search"). Coming back from a table, the box is empty and every game is in view again; the
number of players chosen stays (the same people are still at the table)."""

from __future__ import annotations

from PySide6.QtTest import QTest

from .helpers import open_window


def test_the_search_is_cleared_on_coming_back_from_a_game(qtbot, data_dir):
    w = open_window(qtbot)
    start = w.start
    start.players_box.setCurrentIndex(start.players_box.findData(2))
    QTest.keyClicks(start.filter_edit, "pirate")
    assert [t.info.id for t in start.tiles if t.isVisible()] == ["pirate"]
    w.start_game("pirate", ["Anna", "Ben"], {}, seed=3)
    assert w.stack.currentWidget() is not start
    w.back_to_start()
    assert w.stack.currentWidget() is start
    assert start.filter_edit.text() == ""
    assert start.players_box.currentData() == 2  # kept: the same two are still playing
    shown = {t.info.id for t in start.tiles if t.isVisible()}
    assert "pirate" in shown and "gin_rummy" in shown and len(shown) > 10
    saves = [r for rows in start.save_rows().values() for r in rows if not r.isHidden()]
    assert saves  # the game just played is listed, not hidden by the old words


def test_the_search_stays_while_choosing(qtbot, data_dir):
    """Typed and not played (the New Game dialog closed, the list read again): the words stay."""
    w = open_window(qtbot)
    start = w.start
    QTest.keyClicks(start.filter_edit, "rummy")
    w.refresh_start()
    assert start.filter_edit.text() == "rummy"
