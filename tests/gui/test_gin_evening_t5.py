"""The Gin Rummy tournament evening, s38 t5: the tester's evening at 1024x600 (long team names,
3 tables, round 1 entered) showed a sideways scroll bar under the round (F5); a team name began
"The" and the message said "in the The Magnificent Montgomery Cla", the name cut at 30 letters
without a word (F4)."""

import json

import pytest
from PySide6.QtCore import QRect

from cardtable.gui.gin_evening_screen import GinEveningDialog

from .evenings import click, open_evening, shown, type_lines, type_over
from .helpers import laid_out

pytestmark = pytest.mark.usefixtures("no_message_boxes")

#: the tester's evening file (/tmp/t5/data/cardtable/gin_rummy_evening.json)
TESTERS = {"kind": "gin_rummy_evening", "version": 1,
           "guys": ["Maximilian Worthington-Smythe", "Bo", "Christabel Fairweather-Evans"],
           "girls": ["Sebastian Hargreaves-Pemberton", "Dot", "Wilhelmina Rosalind Kensington"],
           "teams": ["The Magnificent Montgomery Cla", "Grandma's Unbeatable Card Shar"],
           "results": [[[0, 35, 0], [1, 20, 0], [0, 60, 1]]]}


def test_the_tester_s_round_needs_no_sideways_scroll_at_1024x600(qtbot, monkeypatch, data_dir):
    """Round 2 of the tester's evening at 1024x600: the round pane scrolled sideways by ~17 px
    (only the frame's right border beyond)."""
    from cardtable.gui import evening_screen

    monkeypatch.setattr(evening_screen, "available_area", lambda widget: QRect(0, 0, 1024, 600))
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "gin_rummy_evening.json").write_text(json.dumps(TESTERS))
    w, d = open_evening(qtbot, "gin_evening")  # (carried on from the file)
    laid_out()
    assert d.evening.round_now() == 2
    assert d.width() <= 1024 - 16
    scroll = d.tables_scroll
    bar = scroll.horizontalScrollBar()
    assert bar.maximum() == 0, bar.maximum()
    assert d.tables_widget.width() <= scroll.viewport().width()
    laid_out()  # the standings, narrower, show both teams' rows whole (no scroll bar)
    assert d.standings.verticalScrollBar().maximum() == 0


def test_the_tester_s_round_typed_in_needs_no_sideways_scroll_at_1024x600(qtbot, monkeypatch):
    """The same evening typed in and round 1 entered, as the tester did."""
    from cardtable.gui import evening_screen

    from .evenings import gin_line

    monkeypatch.setattr(evening_screen, "available_area", lambda widget: QRect(0, 0, 1024, 600))
    w, d = open_evening(qtbot, "gin_evening")
    for edit, team in zip(d.team_edits, TESTERS["teams"]):
        type_over(edit, team)
    type_lines(d.guys_edit, "\n".join(TESTERS["guys"]))
    type_lines(d.girls_edit, "\n".join(TESTERS["girls"]))
    click(d.start_button)
    laid_out()
    for t, (who, points, gins) in enumerate(d.boxes):
        team, pts, g = TESTERS["results"][0][t]
        gin_line(d, t, who.itemText(1 + team), str(pts), g)
    click(d.enter_button)
    laid_out()
    assert d.evening.round_now() == 2
    assert d.width() <= 1024 - 16
    scroll = d.tables_scroll
    assert scroll.horizontalScrollBar().maximum() == 0, scroll.horizontalScrollBar().maximum()
    assert d.tables_widget.width() <= scroll.viewport().width()
    laid_out()  # the standings, narrower, show both teams' rows whole (no scroll bar)
    assert d.standings.verticalScrollBar().maximum() == 0


def test_a_too_long_name_is_said_in_a_plain_sentence(qtbot):
    """F4: "The name "Maximilian Alexander Worthingt…" in the The Magnificent Montgomery Cla is
    too long": "the The", and only the first name too long said."""
    d = shown(qtbot, GinEveningDialog())
    type_over(d.team_edits[0], "The Magnificent Montgomery Cla")
    type_lines(d.guys_edit, "Maximilian Alexander Worthington, Bo, Christabel Evangeline Fairweather")
    type_lines(d.girls_edit, "Sebastian, Dot, Wilhelmina")
    click(d.start_button)
    said = d.message.text()
    assert "the The" not in said and "in The Magnificent Montgomery Cla " not in said
    assert "Maximilian Alexander Worthingt\u2026" in said and "Christabel Evangeline Fairweat\u2026" in said
    assert said == ("The names \u201cMaximilian Alexander Worthingt\u2026\u201d and \u201cChristabel Evangeline "
                    "Fairweat\u2026\u201d on the list of The Magnificent Montgomery Cla are too long "
                    "(30 letters at most).")
    type_lines(d.guys_edit, "Al, Bo, Cy")
    type_lines(d.girls_edit, "Wilhelmina Rosalind Kensington-Smythe, Dot, Eve")
    click(d.start_button)
    assert d.message.text() == ("The name \u201cWilhelmina Rosalind Kensington\u2026\u201d on the list of the Blues "
                                "is too long (30 letters at most).")


def test_a_team_name_cut_at_30_letters_is_said(qtbot):
    """F4: "The Magnificent Montgomery Clan" (31 letters) kept as "... Cla" without a word; now a
    note under the box says so, as the New Game dialog's does."""
    d = shown(qtbot, GinEveningDialog())
    note = d.team_notes[0]
    assert note.isHidden()
    type_over(d.team_edits[0], "The Magnificent Montgomery Clan")
    assert d.team_edits[0].text() == "The Magnificent Montgomery Cla"
    assert note.isVisible() and "30 letters" in note.text()
    assert d.team_notes[1].isHidden()
    type_over(d.team_edits[0], "The Montgomerys")
    assert note.isHidden()
