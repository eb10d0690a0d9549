"""The New Game dialog's Tab order follows the form from top to bottom (tester t3, s29, finding
10: "Click "Number of players", type 6 (or 2), press Tab: focus lands in "Seed (same seed, same
deal)" at the very bottom [...] Expected: Tab goes on to "Player 1" name, then its
Person/Computer box, and so on.")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog


def tabbed(qtbot, ngd: NewGameDialog, steps: int) -> list:
    d = ngd.dialog
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    d.playerCount.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    seen = [QApplication.focusWidget()]
    for _ in range(steps):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def test_tab_goes_from_the_number_of_players_down_the_form(qtbot):
    ngd = NewGameDialog(get_game("fast_track"))
    qtbot.addWidget(ngd.dialog)
    d = ngd.dialog
    count = d.playerCount.value()
    rows = [w for i in range(count) for w in (ngd.name_edits[i], ngd.kind_boxes[i])]
    # (a choice of words, Fast Track's "Who goes first", goes with the players, under their names)
    named = [ngd.option_widgets[s.id] for s in ngd.game.info.options if isinstance(s.default, str)]
    rules = [w for w in named + [w for w in ngd.option_widgets.values() if w not in named] if w.isEnabled()]
    tail = [w for w in (d.openHanded, d.moreToggle, d.seedEdit) if not w.isHidden()]
    seen = tabbed(qtbot, ngd, len(rows) + len(rules) + len(tail))
    assert seen[0] is d.playerCount
    assert seen[1:len(rows) + 1] == rows  # Player 1's name, its Person/Computer box, Player 2's...
    assert seen[len(rows) + 1:len(rows) + len(rules) + 1] == rules  # the house rules, in order
    assert seen[len(rows) + len(rules) + 1:] == tail  # "More" last, as it is at the bottom (the seed folded under it)


def test_team_names_follow_the_players_names(qtbot):
    """Gin Rummy's team names sit under the players' names: Tab reaches them next."""
    ngd = NewGameDialog(get_game("gin_rummy"))
    qtbot.addWidget(ngd.dialog)
    count = ngd.dialog.playerCount.value()
    rows = [w for i in range(count) for w in (ngd.name_edits[i], ngd.kind_boxes[i])]
    teams = list(ngd.option_widgets.values())
    seen = tabbed(qtbot, ngd, len(rows) + len(teams))
    assert seen[1:] == rows + teams
