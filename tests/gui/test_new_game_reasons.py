"""The line under the names in New Game gives, as it is typed, the reason Deal would give (tester
s30 t4 #3 and #7). Euchre: Player 1 typed "Dev" while Player 4 is "Dev" made "Partners: Anna and
Cleo against Ben and Dev." vanish, and only Deal said "Two players are called 'Dev'; give each a
different name." Court Whist: Ladies "Anna, Dev, Cleo" read "Ladies: Anna, Cleo and Dev. Men: Robo
Rex." as if all were well, and only Deal said "Court Whist needs at least two men and two ladies:
each side is a man and a lady." Deal and the line ask one function, so they never disagree."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from cardtable.games import catalogue, get_game
from cardtable.gui.new_game import NewGameDialog

TWINS = "Two players are called 'Dev'; give each a different name."


def dialog(qtbot, game_id: str) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id))
    qtbot.addWidget(ngd.dialog)
    return ngd


def retype(qtbot, edit: QLineEdit, text: str) -> None:
    """Select what the box holds and type over it, key by key, as a family does."""
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def deal_says(ngd: NewGameDialog) -> str:
    """Deal's refusal: said in the line under the names (where it was as typed), in red."""
    ngd._accept()
    assert ngd.choice() is None
    label = ngd.dialog.partnersLabel
    assert not label.isHidden() and label.styleSheet()
    return label.text()


def test_euchre_says_why_as_a_name_is_typed_twice(qtbot):
    ngd = dialog(qtbot, "euchre")
    label = ngd.dialog.partnersLabel
    for edit, name in zip(ngd.name_edits, ["Anna", "Ben", "Cleo", "Dev"]):
        edit.setText(name)
    assert label.text() == "Partners: Anna and Cleo against Ben and Dev."
    retype(qtbot, ngd.name_edits[0], "Dev")
    assert not label.isHidden() and label.text() == TWINS
    assert deal_says(ngd) == label.text()
    retype(qtbot, ngd.name_edits[0], "Anna")  # put right: the partners come back
    assert label.text() == "Partners: Anna and Cleo against Ben and Dev."


@pytest.mark.parametrize("ladies", ["Anna, Dev, Cleo", "anna"])
def test_court_whist_says_two_men_and_two_ladies_as_the_ladies_are_typed(qtbot, ladies):
    ngd = dialog(qtbot, "court_whist")
    label = ngd.dialog.partnersLabel
    for edit, name in zip(ngd.name_edits, ["Anna", "Robo Rex", "Cleo", "Dev"]):
        edit.setText(name)
    retype(qtbot, ngd.option_widgets["ladies"], ladies)
    assert not label.isHidden() and label.text() == (
        "Court Whist needs at least two men and two ladies: each side is a man and a lady.")
    assert deal_says(ngd) == label.text()
    retype(qtbot, ngd.option_widgets["ladies"], "Anna, Zoe")  # the reason the line already gave
    assert label.text() == "'Zoe' is in the ladies but is not one of the players."
    assert deal_says(ngd) == label.text()
    retype(qtbot, ngd.option_widgets["ladies"], "Anna, Cleo")
    assert label.text() == "Ladies: Anna and Cleo. Men: Robo Rex and Dev."


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_every_game_says_what_deal_would_say(qtbot, game_id):
    """Every game's set-up: a name typed twice (or a name wiped) shows Deal's reason under the
    names, as it is typed; the line is never empty of a reason while Deal would refuse."""
    ngd = dialog(qtbot, game_id)
    label = ngd.dialog.partnersLabel
    if len(ngd.players()) < 2:
        retype(qtbot, ngd.name_edits[0], "")
        assert not label.isHidden() and label.text() == "Player 1 needs a name."
    else:
        twin = ngd.name_edits[1].text().strip()
        retype(qtbot, ngd.name_edits[0], twin)
        assert not label.isHidden() and label.text() == (
            f"Two players are called '{twin}'; give each a different name.")
    assert deal_says(ngd) == label.text()


def test_a_refused_deal_says_its_reason_once(qtbot):
    """Deal refused put its reason by the buttons while the line under the names said it too:
    the same sentence twice until the next key. It is said once, in the line under the names,
    which Deal brings into view and sets in red."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    ngd = dialog(qtbot, "euchre")
    d = ngd.dialog
    d.show()
    qtbot.waitExposed(d)
    for edit, name in zip(ngd.name_edits, ["Anna", "Ben", "Cleo", "Dev"]):
        edit.setText(name)
    retype(qtbot, ngd.name_edits[0], "Dev")

    def saying_it() -> list[QLabel]:
        return [w for w in d.findChildren(QLabel) if w.isVisible() and TWINS in w.text()]

    assert saying_it() == [d.partnersLabel]
    QTest.mouseClick(d.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert ngd.choice() is None and d.isVisible()
    assert saying_it() == [d.partnersLabel], [w.objectName() for w in saying_it()]
    assert "#b00020" in d.partnersLabel.styleSheet()  # (Deal's refusal: in red)
    qtbot.keyClicks(ngd.name_edits[0], "x")  # "Devx": put right, the partners come back, plain
    assert not saying_it() and d.partnersLabel.styleSheet() == ""
    assert d.partnersLabel.text() == "Partners: Devx and Cleo against Ben and Dev."


def test_a_refused_deal_brings_its_reason_into_view(qtbot):
    """The form scrolled down to the house rules (Oh Hell!'s are long): Deal refused scrolls back
    to the line under the names, the one place the reason is said."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    ngd = dialog(qtbot, "oh_hell")
    d = ngd.dialog
    d.show()
    d.resize(660, 360)
    qtbot.waitExposed(d)
    retype(qtbot, ngd.name_edits[0], ngd.name_edits[1].text())
    bar = d.settingsScroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    assert d.partnersLabel.visibleRegion().isEmpty()
    QTest.mouseClick(d.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert ngd.choice() is None
    assert not d.partnersLabel.visibleRegion().isEmpty()
