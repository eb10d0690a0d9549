"""s44: the New Game form and the evening screens never move under the mouse, and every name box
takes its letters as the engine counts them, saying so only when it did not take some.

* The Gin Rummy evening's team-name note came at exactly 30 letters (no letter was refused) and
  pushed the players' box down; now only for a name cut (31 letters typed or pasted), its line
  kept.
* New Game's Gin Rummy team boxes took 30 letters with Qt's maxLength and said nothing, while
  the engine takes 20 ("A team needs a name of 1 to 20 letters."): now cut at the engine's 20
  and said, as the players' names are (the shared :mod:`cardtable.gui.name_limit`).
* A number box's limits ("Starting chips: at least 9 (one round's ante), at most 1,000.") and
  the refusal beside the house rules ("The game must start at or before the meld that wins
  it.") came up under the rules and moved every box below them down a line; so did the line
  under the names when it came ("Two players are called 'Anna'; ...").
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from cardtable.games import get_game
from cardtable.games.gin_rummy import TEAM_LETTERS
from cardtable.gui.gin_evening_screen import GinEveningDialog
from cardtable.gui.new_game import NewGameDialog

from .evenings import shown, type_over
from .helpers import laid_out


@pytest.fixture(autouse=True)
def tall_screen(monkeypatch):
    """A screen tall enough for the whole form: nothing scrolls, so a box's place in the dialog is
    where it is seen (a test looking at 1024x600 sets its own)."""
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget=None: QRect(0, 0, 1024, 1600))


def new_game(qtbot, game_id: str, names: list[str]) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id), None, names)
    qtbot.addWidget(ngd.dialog)
    ngd.dialog.show()
    qtbot.waitExposed(ngd.dialog)
    laid_out()
    return ngd


def places(ngd: NewGameDialog) -> dict[str, int]:
    """The y of every house rule's box, open-handed and the seed, in the dialog."""
    d = ngd.dialog
    widgets = dict(ngd.option_widgets, open_handed=d.openHanded, seed=d.seedEdit)
    return {key: w.mapTo(d, QPoint(0, 0)).y() for key, w in widgets.items()}


def test_the_evening_team_note_comes_only_for_a_name_cut_and_moves_nothing(qtbot):
    d = shown(qtbot, GinEveningDialog())
    laid_out()
    players = d.first_edit.mapTo(d, QPoint(0, 0)).y()
    note = d.team_notes[0]
    type_over(d.team_edits[0], "The Magnificent Montgomery Cla")  # 30 letters: all taken
    laid_out()
    assert d.team_edits[0].text() == "The Magnificent Montgomery Cla" and note.isHidden()
    QTest.keyClicks(d.team_edits[0], "n")  # the 31st: not taken, and said
    laid_out()
    assert d.team_edits[0].text() == "The Magnificent Montgomery Cla"
    assert note.isVisible() and "30 letters" in note.text()
    assert d.first_edit.mapTo(d, QPoint(0, 0)).y() == players
    type_over(d.team_edits[0], "The Montgomerys")
    laid_out()
    assert note.isHidden() and d.first_edit.mapTo(d, QPoint(0, 0)).y() == players


def test_new_game_gin_team_names_are_cut_at_the_engines_limit_and_said(qtbot):
    """"A team needs a name of 1 to 20 letters." (the engine): the box took 30, said nothing,
    and Deal was refused."""
    ngd = new_game(qtbot, "gin_rummy", ["Anna", "Ben"])
    before = places(ngd)
    box = ngd.option_widgets["team_a"]
    assert box.maxLength() > 1000  # (no Qt limit: it counts UTF-16 units, not letters)
    box.selectAll()
    box.insert("Zo\u00eb's Unbeatable Card Sharks")  # pasted: cut to the first 20 letters
    laid_out()
    assert box.text() == "Zo\u00eb's Unbeatable Car" and len(box.text()) == TEAM_LETTERS
    note = ngd.option_limits[0].note
    assert note.isVisible() and f"{TEAM_LETTERS} letters" in note.text()
    assert places(ngd) == before
    assert not ngd.dialog.partnersLabel.isVisible()  # (the engine takes it: no refusal)
    get_game("gin_rummy").setup(ngd.players(), ngd.options(), 1)
    box.setText("Twenty letters exact")  # just the most: nothing said
    laid_out()
    assert len(box.text()) == TEAM_LETTERS and note.isHidden() and places(ngd) == before


def test_court_whist_ladies_take_every_ladys_name(qtbot):
    """The Ladies box held 30 characters (Qt's maxLength, as a team's name): two long names did
    not fit. It is a list of the players' names: the engine checks it against them."""
    names = ["Wilhelmina Wolcott-Montgomerys", "Ben", "Christabel Fairweather-Evans", "Dev"]
    ngd = new_game(qtbot, "court_whist", names)
    ladies = ngd.option_widgets["ladies"]
    ladies.setText(f"{names[0]}, {names[2]}")
    assert ngd.options()["ladies"] == f"{names[0]}, {names[2]}"
    assert ngd.dialog.partnersLabel.text().startswith(f"Ladies: {names[0]} and {names[2]}.")


def test_a_number_boxs_limits_come_beside_it_and_move_nothing(qtbot):
    ngd = new_game(qtbot, "rummoli", ["Anna", "Ben", "Cleo"])
    before = places(ngd)
    box, limits = ngd.option_widgets["start_chips"], ngd.number_notes["start_chips"]
    ngd.dialog.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "5")
    QTest.keyClick(box, Qt.Key.Key_Tab)
    laid_out()
    assert box.value() == 9 and limits.isVisible()
    assert limits.mapTo(ngd.dialog, QPoint(0, 0)).y() < box.mapTo(ngd.dialog, QPoint(0, 0)).y() + box.height()
    assert places(ngd) == before


def test_the_house_rules_refusal_comes_in_a_kept_line_and_moves_nothing(qtbot):
    ngd = new_game(qtbot, "desert_rummy", ["Anna", "Ben", "Cleo"])
    ngd.option_widgets["first_meld"].setValue(9)
    laid_out()
    before = places(ngd)
    ngd.option_widgets["last_meld"].setValue(5)
    laid_out()
    assert ngd.rules_refusal.isVisible()
    assert ngd.rules_refusal.text() == "The game must start at or before the meld that wins it."
    assert places(ngd) == before
    ngd._accept()  # Deal: refused, in red, in the same place
    laid_out()
    assert ngd.choice() is None and places(ngd) == before
    ngd.option_widgets["last_meld"].setValue(11)
    laid_out()
    assert ngd.rules_refusal.isHidden() and places(ngd) == before


def test_a_game_that_refuses_no_rules_together_keeps_no_line_for_it(qtbot):
    ngd = new_game(qtbot, "rummoli", ["Anna", "Ben", "Cleo"])
    assert not ngd.rules_refusal.sizePolicy().retainSizeWhenHidden()


def test_the_line_under_the_names_keeps_its_place(qtbot):
    """A name typed twice: "Two players are called 'Anna'; give each a different name." under
    the names moved every house rule down a line."""
    ngd = new_game(qtbot, "hearts", ["Anna", "Ben", "Cleo", "Dev"])
    before = places(ngd)
    label = ngd.dialog.partnersLabel
    assert label.isHidden()
    ngd.name_edits[1].setText("Anna")
    laid_out()
    assert label.isVisible() and "Anna" in label.text() and places(ngd) == before
    ngd.name_edits[1].setText("Ben")
    laid_out()
    assert label.isHidden() and places(ngd) == before


def test_a_widened_form_stays_as_wide_when_it_is_fitted_again(qtbot):
    """The dialog fits itself again as rows come and go (and as lines come up as names are
    typed); widened by the family, it went back to its first width, every line wrapping anew."""
    ngd = new_game(qtbot, "rummoli", ["Anna", "Ben", "Cleo"])
    ngd.dialog.resize(1000, ngd.dialog.height())
    laid_out()
    ngd.dialog.playerCount.setValue(4)
    laid_out()
    assert ngd.dialog.width() == 1000


def test_the_form_at_1024x600_with_notes_showing(qtbot, monkeypatch):
    """Looked at: Gin Rummy's form at 1024x600 with a player's name and a team's name cut."""
    from cardtable.gui import dialogs

    monkeypatch.setattr(dialogs, "available_area", lambda widget=None: QRect(0, 0, 1024, 600))
    ngd = NewGameDialog(get_game("gin_rummy"), None, ["Anna", "Ben"])
    qtbot.addWidget(ngd.dialog)
    ngd.dialog.show()
    qtbot.waitExposed(ngd.dialog)
    laid_out()
    before = places(ngd)
    ngd.name_edits[0].selectAll()
    ngd.name_edits[0].insert("Bartholomew-Alexander Montgomery-Fitzwilliam")
    ngd.option_widgets["team_b"].selectAll()
    ngd.option_widgets["team_b"].insert("The Magnificent Montgomery Clan")
    laid_out()
    assert ngd.name_note.isVisible() and ngd.option_limits[0].note.isVisible()
    assert places(ngd) == before
    assert ngd.dialog.height() <= 600 and not ngd.dialog.settingsScroll.horizontalScrollBar().maximum()
