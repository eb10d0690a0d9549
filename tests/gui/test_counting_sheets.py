"""The score sheets of Thirty-One, Golf, Spider and Pirate: on screen (the score panel), printed
and as PDF, from a whole seeded game."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from cardtable.core.records import random_game
from cardtable.games import get_game
from cardtable.gui.printing import export_pdf, page_count

GAMES = {"thirty_one": ["Anna", "Ben", "Cleo"], "golf": ["Anna", "Ben", "Cleo"], "spider": ["Anna"],
         "pirate": ["Anna", "Ben"]}


def finished(game_id):
    game = get_game(game_id)
    _, state = random_game(game, GAMES[game_id], {}, seed=6)
    assert game.is_over(state)
    return game, state, game.score_sheet(state)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_score_sheet_on_screen(qtbot, game_id):
    from cardtable.gui.score_panel import ScorePanel

    game, state, sheet = finished(game_id)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.set_sheet(sheet)
    table = panel.scores.table
    assert table.columnCount() == len(GAMES[game_id])
    assert table.rowCount() == len(sheet.rounds) + 1
    last = table.rowCount() - 1
    assert [table.item(last, c).text() for c in range(table.columnCount())] == [str(t) for t in sheet.totals]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_score_sheet_as_pdf_and_printed(qapp, tmp_path, game_id):
    game, state, sheet = finished(game_id)
    path = export_pdf(sheet, tmp_path / f"{game_id}.pdf", "A4")
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert f"{game.info.name} score sheet" in text
    for name in GAMES[game_id]:
        assert name in text
    total = next(line for line in text.splitlines() if line.strip().startswith(sheet.total_label))
    assert total.split()[len(sheet.total_label.split()):] == [str(t) for t in sheet.totals]
    assert page_count(sheet, "A4") >= 1


@pytest.mark.parametrize("game_id", ["golf", "thirty_one"])
def test_quarters_rows_read_on_their_own(qtbot, game_id):
    """The Start, Ante and Won-the-pot rows hold quarters only: under "Each cell: points /
    quarters" their lone figure read "4", as if it were points; then "– / 4" and "– / -1",
    which could only be read with the legend (s35 t3: "a family would read '4 quarters' /
    'paid 1' more easily"). Now the change alone, signed, beside the row's label: "Start +4",
    "Ante -1", "Won the pot +10"; the rounds keep "points / change" ("25 / 0", "56 / -1")."""
    from cardtable.gui.score_panel import ScorePanel

    game, state, sheet = finished(game_id)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.set_sheet(sheet)
    table = panel.scores.table
    rows = [row.label for row in sheet.rows]  # (the table's rows, its labels perhaps cut short)
    winner = game.winners(state)[0]
    for c in range(table.columnCount()):  # (the same in the short cells of a narrow panel)
        assert table.item(rows.index("Start"), c).text() == "+4"
        assert table.item(rows.index("Ante"), c).text() == "-1"
        won = table.item(rows.index("Won the pot"), c).text()
        assert (won.startswith("+") and int(won) == state.quarters[c] - 3 - sum(
            int(r.cells[c][1]) for r in sheet.rounds[2:-1])) if c == winner else won == "", won
    texts = [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]
    assert not any("–" in text for text in texts)  # no dash left to explain
    if not panel.scores.compact:
        first = table.item(rows.index(sheet.rounds[2].label), 0).text()
        assert " / " in first and first.split(" / ")[0] == str(sheet.rounds[2].cells[0][0])
        assert "– where that row has none" not in panel.scores.legend.text()


@pytest.mark.parametrize("game_id, words", [
    ("thirty_one", "Each hand's row: the points in that player's hand / corners won or paid"),
    ("golf", "Each round's row: the player's points / quarters won or paid")])
def test_the_legend_says_the_second_figure_is_what_the_row_paid_or_brought(qtbot, game_id, words):
    """Seen (s34 t3 #6, t3/t31n.png): Thirty-One's legend "Each cell: hand / corners" over "12 / -1":
    "The player with the lowest score is the loser of the hand; this player folds one corner of
    their bill (or forfeits one marker)": -1 is the corner paid that hand
    (the Start row's 4 the corners got), not the corners held. Golf's rows are the same."""
    from cardtable.gui.score_panel import ScorePanel

    options = {"card_makers": True} if game_id == "thirty_one" else {}
    game = get_game(game_id)
    _, state = random_game(game, GAMES[game_id], options, seed=6)
    sheet = game.score_sheet(state)
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.set_sheet(sheet)
    if panel.scores.compact:
        pytest.skip("no room for both figures")
    legend = panel.scores.legend.text()
    assert f"{words} (in that order)" in legend, legend
    table = panel.scores.table
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert table.item(rows.index("Start"), 0).text() == "+4"


@pytest.mark.parametrize("game_id, what", [("thirty_one", "who knocked that hand"), ("golf", "who knocked that round")])
def test_the_green_cell_is_explained(qtbot, tmp_path, game_id, what):
    """Seen (s35 t4 #5, t4/to4.png, go2.png): the knocker's cell a hand is tinted green and neither
    the legend nor the cell's tooltip said what green means (the printed notes said "A marked name
    knocked", but the cell is what is marked). Now "Green: who knocked that hand." under the sheet
    where a green cell is on view, the tooltip says it, and paper says "Shaded: ..."."""
    from cardtable.gui.score_panel import ScorePanel

    game, state, sheet = finished(game_id)
    assert sheet.marked_said == what and any(row.marked for row in sheet.rows)
    assert not [note for note in sheet.notes if "marked" in note]  # said once, from marked_said
    for width in (900, 300):  # across (cells whole or short), and players down (the Last column)
        panel = ScorePanel()
        qtbot.addWidget(panel)
        panel.resize(width, 700)
        panel.set_sheet(sheet)
        scores = panel.scores
        table = scores.table
        green = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())
                 if table.item(r, c) is not None and table.item(r, c).background().color().name() == "#d7ecd9"]
        assert (f"Green: {what}." in scores.legend.text()) == bool(green), (width, scores.legend.text())
        for item in green:
            assert f"(green: {what})" in item.toolTip()
        if width == 900:
            assert green
    if shutil.which("pdftotext"):
        path = export_pdf(sheet, tmp_path / "sheet.pdf", "A4")
        text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
        assert f"Shaded: {what}." in " ".join(text.split())
