"""Court Whist's score sheet, on screen and on paper, as a family writes the card (s37).

The book (004_312affb30e9b3af0.txt, "Court Whist"): "Points are counted up after each hand by
partners (except Conspiracy) and recorded on the score sheets." "High score at the end of the 7
rounds wins". Its score card: each game's four hands, "Total – possible 13" under them, and a
"GRAND TOTAL" at the foot.

The finding: the sheet on screen showed the hands' scores and the totals, with nothing to say
which game a "Total – possible 13" or a "Spades Trump" row was (four games have those), and no
total so far; the PDF had no running total either, where every other game's sheet has one
("Points" and "Total": Hearts, Euchre, Crazy Eights...). Now each hand's row has the hand's score
and the total so far, each game's total row says which game it is on screen, and the GRAND
TOTAL's row for each game has the game's total and the total after it."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.core.scoresheet import ROUND, TOTAL
from cardtable.games import get_game

from .test_score_panel_many import window_with_panel

GAME = get_game("court_whist")
NAMES = ["Anna", "Ben", "Cleo", "Dev"]
needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")


def played(hands: int, names=NAMES):
    """The game after ``hands`` hands (each seat playing the computer's move)."""
    state = GAME.setup(list(names), {}, 5)
    while len(state.history) < hands:
        state = GAME.apply(state, GAME.heuristic(state, GAME.to_act(state)[0])).state
    return state


def hand_points(state):
    """Each hand's points per player, in the order played (sit-outs' 8 included)."""
    return [list(record["points"]) for record in state.history]


def test_each_hand_and_each_game_has_its_score_and_the_total_so_far():
    """ "Points are counted up after each hand ... and recorded on the score sheets": each hand's
    row has the hand's score and the total so far; "Total – possible 13" has the game's total
    and the total after it; the GRAND TOTAL has a row per game (of the "7 rounds") with the
    game's total and the running total, and the grand total."""
    state = played(6)  # Coronation's four hands and two of Prosperity's
    sheet = GAME.score_sheet(state)
    assert sheet.sub_columns == ("Score", "Total")
    points = hand_points(state)
    running = [0] * 4
    hands = [r for r in sheet.rounds if r.cells]
    assert len(hands) == 6
    for row, pts in zip(hands, points):
        running = [t + p for t, p in zip(running, pts)]
        assert [row.cell(c, 0) for c in range(4)] == pts, row.label
        assert [row.cell(c, 1) for c in range(4)] == running, row.label
    game1 = [sum(p[c] for p in points[:4]) for c in range(4)]
    game2 = [sum(p[c] for p in points[4:]) for c in range(4)]
    section_totals = [s.rows[-1] for s in sheet.sections[:2]]
    assert [section_totals[0].cell(c, 0) for c in range(4)] == game1
    assert [section_totals[0].cell(c, 1) for c in range(4)] == game1
    assert [section_totals[1].cell(c, 0) for c in range(4)] == game2
    assert [section_totals[1].cell(c, 1) for c in range(4)] == [a + b for a, b in zip(game1, game2)]
    grand = {row.label: row for row in sheet.sections[-1].rows}
    assert [grand["Game 1 total"].cell(c, 1) for c in range(4)] == game1
    assert [grand["Game 2 total"].cell(c, 0) for c in range(4)] == game2
    assert [grand["Game 2 total"].cell(c, 1) for c in range(4)] == list(state.totals)
    assert not grand["Game 3 total"].cells  # not played yet: a row to fill in
    assert [grand["Grand Total"].cell(c, 1) for c in range(4)] == list(state.totals)


def test_each_games_total_says_which_game_it_is_on_screen():
    """Four games have "Spades Trump" ... rows and "Total – possible 13" is Coronation's,
    Conspiracy's, Revolution's and Confiscation's: on screen the game's total row names its
    game (the printed card and the tooltip keep the card's words)."""
    sheet = GAME.score_sheet(played(0))
    totals = [s.rows[-1] for s in sheet.sections[:7]]
    assert all(row.kind == TOTAL and row.label.startswith("Total – possible") for row in totals)
    shown = [row.shown for row in totals]
    for number, (name, text) in enumerate(zip(("Coronation", "Prosperity", "Conspiracy", "Chivalry", "Revolution",
                                               "Confiscation", "Restoration"), shown), start=1):
        assert name in text and f"Game {number}" in text, text


def test_the_panel_shows_each_hand_with_the_total_so_far_and_names_each_games_total(qtbot):
    state = played(6)
    sheet = GAME.score_sheet(state)
    window, dock = window_with_panel(qtbot, 1920, 1080)
    dock.set_sheet(sheet)
    QApplication.processEvents()
    scores = dock.scores
    table = scores.table
    assert not scores.players_down and not scores.compact
    labels = [table.verticalHeaderItem(r).text().replace("\n", " ") for r in range(table.rowCount())]
    points = hand_points(state)
    running = [0] * 4
    hand_rows = [r for r in range(len(scores._rows)) if scores._rows[r].kind == ROUND and scores._rows[r].cells]
    for r, pts in zip(hand_rows, points):
        running = [t + p for t, p in zip(running, pts)]
        assert [table.item(r, c).text() for c in range(4)] == [f"{p}  ({t})" for p, t in zip(pts, running)], labels[r]
    coronation = next(r for r, text in enumerate(labels) if "Coronation" in text)
    assert coronation == hand_rows[3] + 1  # under its four hands
    assert "Total – possible 13" in table.verticalHeaderItem(coronation).toolTip()
    assert "Prosperity" in labels[hand_rows[5] + 3]  # (two of its hands to play)
    assert "then in brackets the total so far" in scores.legend.text()  # (it said "score in that row" only)
    window.close()


@needs_pdftotext
def test_the_printed_sheet_has_the_running_total(qapp, tmp_path):
    from cardtable.gui.printing import export_pdf

    state = played(6)
    sheet = GAME.score_sheet(state)
    text = subprocess.run(["pdftotext", "-layout", str(export_pdf(sheet, tmp_path / "cw.pdf")), "-"],
                          capture_output=True, text=True, check=True).stdout
    lines = text.splitlines()
    assert any(re.search(r"\bScore\b.*\bTotal\b", line) for line in lines)  # the sub-columns' heads
    points = hand_points(state)
    running = [0] * 4
    numbers = [re.findall(r"-?\d+", line.split(")")[-1]) for line in lines]  # (after "(Cleo: hearts)")
    for pts in points:
        running = [t + p for t, p in zip(running, pts)]
        assert [str(v) for pair in zip(pts, running) for v in pair] in numbers, (pts, running)
    game2 = next(line for line in lines if line.strip().startswith("Game 2 total"))
    assert re.findall(r"-?\d+", game2.split("total", 1)[1])[1::2] == [str(t) for t in state.totals]
