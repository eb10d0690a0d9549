"""s45: Print Blank Score Sheet's "Teams (Gin Rummy)" box took names of any length and said
nothing; the Gin Rummy evening's team boxes take 30 letters and say so when they cut one
(:mod:`cardtable.gui.name_limit`). Now this box keeps each of its two names (with a comma) to the
same 30 letters, with the same note under it, only when a name was cut, on a line kept so that
nothing below moves; the sheet itself refuses a longer name in words (the command line's
``--teams``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.core.blank_sheets import BlankSheetError, blank_sheets
from cardtable.games.evenings import MAX_NAME
from cardtable.gui.score_actions import BlankSheetDialog

from .helpers import laid_out

CLAN = "The Magnificent Montgomery Clan"  # 31 letters


def test_each_team_name_is_cut_at_30_letters_and_said(qtbot):
    d = BlankSheetDialog(None, "gin_rummy")
    qtbot.addWidget(d)
    d.resize(1024, d.sizeHint().height())
    d.show()
    qtbot.waitExposed(d)
    laid_out()
    buttons = d.findChild(QDialogButtonBox)
    below = buttons.mapTo(d, QPoint(0, 0)).y()
    assert d.teams_note.isHidden() and d.teams_note.text() == f"A name can be up to {MAX_NAME} letters: no more are taken."
    d.teams.setFocus()
    d.teams.selectAll()
    QTest.keyClicks(d.teams, "Reds, " + CLAN[:30])  # 30 letters: all taken, nothing said
    laid_out()
    assert d.teams.text() == "Reds, " + CLAN[:30] and d.teams_note.isHidden()
    QTest.keyClicks(d.teams, CLAN[30])  # the 31st: not taken, and said
    laid_out()
    assert d.teams.text() == "Reds, " + CLAN[:30] and d.teams_note.isVisible()
    assert buttons.mapTo(d, QPoint(0, 0)).y() == below  # (its line kept: nothing below moves)
    assert d.teams_note.mapTo(d, QPoint(0, 0)).y() > d.teams.mapTo(d, QPoint(0, 0)).y()  # (under the box)
    d.teams.setCursorPosition(0)  # typed into the first name: the second stays as it is
    QTest.keyClicks(d.teams, "Old ")
    assert d.teams.text() == "Old Reds, " + CLAN[:30]
    assert [s.columns for s in d.sheets()] == [("Old Reds", CLAN[:30])]
    d.teams.setText("Reds, Blues")
    laid_out()
    assert d.teams_note.isHidden()


def test_the_sheet_refuses_a_longer_team_name_in_words():
    with pytest.raises(BlankSheetError, match="A team's name is too long \\(30 letters at most\\)."):
        blank_sheets("gin_rummy", teams=["Reds", CLAN])


def test_each_name_between_commas_is_cut_where_it_was_typed():
    from cardtable.gui.name_limit import names_cut

    # typed at the end of the second name: its last letter not taken, the cursor after it
    assert names_cut("Reds, " + CLAN, 6 + 31, 30, ",") == ("Reds, " + CLAN[:30], 36)
    # the first name pasted too long, the cursor in the second: the first cut at its end
    assert names_cut(CLAN + "xx, Blues", len(CLAN) + 4, 30, ",") == (CLAN[:30] + ", Blues", 32)  # (after ", ")
    assert names_cut("Reds, Blues", 3, 30, ",") == ("Reds, Blues", 3)
