"""Score sheets printed to PDF (text checked with pdftotext), the score panel, the menu actions
and the ``cardtable sheet`` command. No real print dialog is opened."""

import os
import re
import shutil
import subprocess
from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from cardtable.cli import main  # noqa: E402
from cardtable.core.blank_sheets import COURT_WHIST_NAMES, blank_sheets  # noqa: E402
from cardtable.core.records import random_game  # noqa: E402
from cardtable.core.scoresheet import ScoreSection, ScoreSheet, format_value, running_rows  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.gui.printing import ExportError, export_pdf, page_count  # noqa: E402

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
C8 = get_game("crazy_eights")


def pdf_text(path, first=None, last=None):
    cmd = ["pdftotext", "-layout"]
    if first:
        cmd += ["-f", str(first)]
    if last:
        cmd += ["-l", str(last)]
    return subprocess.run(cmd + [str(path), "-"], capture_output=True, text=True, check=True).stdout


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def finished_sheet():
    _, state = random_game(C8, ["Ann", "Bob", "Cid", "Dee"], {"scoring": True, "jokers": True}, seed=5)
    return C8.score_sheet(state)


def long_sheet(rounds=40):
    points = [[(r * 7 + c * 3) % 13 for c in range(3)] for r in range(rounds)]
    rows, totals = running_rows(points, "Round")
    return ScoreSheet("Family Rummy night", "Rummy", ("Ann", "Bob", "Cid"), (ScoreSection(rows=tuple(rows)),),
                      sub_columns=("Points", "Total"), date="2025-06-01", totals=tuple(totals),
                      winners=(max(range(3), key=lambda i: totals[i]),), house_rules=("Aces low",))


@needs_pdftotext
@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_finished_game_pdf_has_names_every_round_and_totals(qapp, tmp_path, page):
    sheet = finished_sheet()
    path = export_pdf(sheet, tmp_path / "game.pdf", page)
    text = pdf_text(path)
    for name in sheet.columns:
        assert name in text
    lines = text.splitlines()
    for row in sheet.rounds:
        line = next(line for line in lines if line.strip().startswith(row.label + " "))
        numbers = re.findall(r"-?\d+", line[len(row.label) + line.index(row.label):])
        expected = [format_value(row.cell(c, k)) for c in range(len(sheet.columns)) for k in range(2)]
        assert numbers == expected, (row.label, line)
    total_line = next(line for line in lines if line.strip().startswith("Total "))
    assert re.findall(r"\d+", total_line) == [str(t) for t in sheet.totals]
    assert "Crazy Eights score sheet" in text
    assert sheet.date in text
    assert "House rules: Jokers; Play several hands; Target score: 100 penalty points" in text
    assert sheet.winner_text() in text
    assert pdf_pages(path) == 1


@needs_pdftotext
def test_forty_rounds_flow_onto_a_second_page_with_the_header_repeated(qapp, tmp_path):
    sheet = long_sheet(40)
    path = export_pdf(sheet, tmp_path / "long.pdf")
    pages = pdf_pages(path)
    assert pages >= 2 and page_count(sheet) == pages
    for number in range(1, pages + 1):
        text = pdf_text(path, number, number)
        assert "Family Rummy night" in text and "Date: 2025-06-01" in text
        assert all(name in text for name in ("Ann", "Bob", "Cid"))  # the player row repeated
        assert f"Page {number} of {pages}" in text
    whole = pdf_text(path)
    for r in range(1, 41):
        assert re.search(rf"^\s*Round {r}\s", whole, re.M), r
    assert "Round 40" not in pdf_text(path, 1, 1)
    assert "Winner:" in pdf_text(path, pages, pages)


@needs_pdftotext
def test_blank_court_whist_card(qapp, tmp_path):
    path = export_pdf(blank_sheets("court_whist", ["Ann", "Bob"]), tmp_path / "cw.pdf", "Letter")
    assert pdf_pages(path) == 2  # one card per player, each on one page
    for page, name in ((1, "Ann"), (2, "Bob")):
        text = pdf_text(path, page, page)
        assert f"Name: {name}" in text
        assert f"Page {page} of 2" in text
        for game in COURT_WHIST_NAMES:
            assert game in text
        assert "Grand Total" in text and "GRAND TOTAL" in text
        assert "Total – possible 13 to 39" in text
        assert "Trump declared by owner of King" in text


@needs_pdftotext
@pytest.mark.parametrize("page_size", ["A4", "Letter"])
def test_a_document_of_several_sheets_numbers_its_pages_through(qapp, tmp_path, page_size):
    """The blank Court Whist card for "Anna, Ben, Cleo, Dev" (s30 t2): four pages, one card per
    player, each said "Page 1 of 1". The pages of a document of several sheets are numbered
    through it: a forty-round sheet (two pages and more) after a card goes on from there."""
    cards = blank_sheets("court_whist", ["Anna", "Ben", "Cleo", "Dev"])
    path = export_pdf(cards, tmp_path / "cw.pdf", page_size)
    assert pdf_pages(path) == 4 == page_count(cards, page_size)
    for page, name in enumerate(("Anna", "Ben", "Cleo", "Dev"), 1):
        text = pdf_text(path, page, page)
        assert f"Name: {name}" in text and f"Page {page} of 4" in text, (page, text[-300:])
    sheets = cards[:1] + [long_sheet(40)]
    path = export_pdf(sheets, tmp_path / "two.pdf", page_size)
    pages = pdf_pages(path)
    assert pages >= 3 and page_count(sheets, page_size) == pages
    for page in range(1, pages + 1):
        assert f"Page {page} of {pages}" in pdf_text(path, page, page)


@needs_pdftotext
@pytest.mark.parametrize("kind,players,expect", [
    ("gin_rummy", [], ["Reds", "Blues", "Game 1", "Game 2", "Game 3"]),
    ("oh_hell", ["Ann", "Bob", "Cid"], ["Ann", "Cid", "Bid", "Made", "10 cards", "1 card"]),
    ("hearts", ["Ann", "Bob", "Cid", "Dee"], ["Dee", "Hand 4 – keeper", "Queen of Spades"]),
    ("generic", ["Ann", "Bob"], ["Ann", "Bob", "Round 15"]),
])
def test_other_blank_sheets_fit_one_page(qapp, tmp_path, kind, players, expect):
    for page in ("A4", "Letter"):
        path = export_pdf(blank_sheets(kind, players), tmp_path / f"{kind}-{page}.pdf", page)
        assert pdf_pages(path) == 1
        text = pdf_text(path)
        for word in expect:
            assert word in text


def test_missing_folder_is_a_clear_message(qapp, tmp_path):
    with pytest.raises(ExportError, match="the folder .* does not exist"):
        export_pdf(long_sheet(3), tmp_path / "nowhere" / "sheet.pdf")
    with pytest.raises(ExportError, match="is a folder"):
        export_pdf(long_sheet(3), tmp_path)
    with pytest.raises(ExportError, match="A4 or Letter"):
        export_pdf(long_sheet(3), tmp_path / "x.pdf", "B5")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions (not root)")
def test_unwritable_path_is_a_clear_message(qapp, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(ExportError, match="you may not write there"):
            export_pdf(long_sheet(3), locked / "sheet.pdf")
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


def test_unwritable_file_is_a_clear_message(qapp, tmp_path, monkeypatch):
    """Also when the tests run as root: the check asks os.access, so pretend it says no."""
    target = tmp_path / "sheet.pdf"
    target.write_text("someone else's")
    monkeypatch.setattr(os, "access", lambda path, mode: str(path) != str(target))
    with pytest.raises(ExportError, match="you may not write there"):
        export_pdf(long_sheet(3), target)
    assert target.read_text() == "someone else's"
    inside_a_file = tmp_path / "notes.txt"
    inside_a_file.write_text("x")
    with pytest.raises(ExportError, match="does not exist"):
        export_pdf(long_sheet(3), inside_a_file / "sheet.pdf")


def test_export_replaces_an_existing_file_and_leaves_no_temporary(qapp, tmp_path):
    target = tmp_path / "sheet.pdf"
    target.write_text("old")
    export_pdf(long_sheet(3), target)
    assert target.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


# ----- the score panel and the menu --------------------------------------------------------------
def test_score_panel_shows_rows_totals_and_highlights_the_leader(qtbot):
    from cardtable.gui.score_panel import ScorePanel

    panel = ScorePanel()
    qtbot.addWidget(panel)
    sheet = finished_sheet()
    panel.set_sheet(sheet)
    table = panel.scores.table
    assert table.columnCount() == 4
    assert table.rowCount() == len(sheet.rounds) + 1
    last = table.rowCount() - 1
    assert [table.item(last, c).text() for c in range(4)] == [str(t) for t in sheet.totals]
    assert table.item(0, 0).text() == f"{sheet.rounds[0].cell(0, 0)}  ({sheet.rounds[0].cell(0, 1)})"
    assert panel.scores.leader_columns() == list(sheet.winners)
    assert panel.scores.caption.text() == sheet.winner_text()
    # in the middle of a game the lowest total leads
    middle = replace(sheet, winners=(), totals=(30, 12, 40, 50))
    panel.set_sheet(middle)
    assert panel.scores.leader_columns() == [1]
    assert "Bob is ahead" in panel.scores.caption.text()
    panel.set_sheet(None)
    assert panel.scores.table.rowCount() == 0


def test_install_score_actions_adds_three_actions_with_ctrl_p(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMainWindow, QMessageBox

    from cardtable.gui import score_actions

    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&Game")
    current = {"sheet": None}
    actions = score_actions.install_score_actions(window, menu, lambda: current["sheet"])
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        "&Print Score Sheet\u2026", "&Export Score Sheet as PDF\u2026", "Print &Blank Score Sheet\u2026"]
    assert actions["print"].shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    assert QKeySequence("Ctrl+P") in actions["print"].shortcuts() or actions["print"].shortcut() == QKeySequence("Ctrl+P")
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    assert score_actions.export_current(window, lambda: current["sheet"], str(tmp_path / "a.pdf")) is None
    assert "no game" in said[-1]
    current["sheet"] = finished_sheet()
    written = score_actions.export_current(window, lambda: current["sheet"], str(tmp_path / "a.pdf"))
    assert written is not None and written.read_bytes().startswith(b"%PDF")
    assert score_actions.export_current(window, lambda: current["sheet"], str(tmp_path / "no" / "a.pdf")) is None
    assert "does not exist" in said[-1]
    previews = []
    monkeypatch.setattr("cardtable.gui.printing.print_preview", lambda parent, sheets, page_size=None: previews.append(sheets))
    actions["print"].trigger()
    assert previews == [current["sheet"]]


def test_blank_sheet_dialog_builds_the_sheets(qtbot):
    from cardtable.gui.score_actions import BlankSheetDialog

    dialog = BlankSheetDialog()
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("court_whist"))
    dialog.players.setText("Ann, Bob")
    assert [s.name_line for s in dialog.sheets()] == ["Ann", "Bob"]
    dialog.kind.setCurrentIndex(dialog.kind.findData("gin_rummy"))
    dialog.teams.setText("Team A, Team B")
    assert dialog.sheets()[0].columns == ("Team A", "Team B")


def test_every_blank_sheet_in_the_list_says_what_it_holds(qtbot):
    """The "Sheet" list (s30 t2): most entries said "(players × rounds)" or "(teams × rounds)",
    but "Oh Hell!", "Hearts", "Court Whist score card" and "Gin Rummy tournament" said nothing.
    Every entry says what the sheet holds, in the same way, and in plain words, A to Z (s44 t2
    #11: "about 40 entries in no clear order (not A–Z, not grouped like the start screen), it
    starts on "Rummoli", and every entry ends in jargon like "(players × rounds)")."""
    from cardtable.gui.score_actions import BlankSheetDialog

    dialog = BlankSheetDialog()
    qtbot.addWidget(dialog)
    texts = {dialog.kind.itemData(i): dialog.kind.itemText(i) for i in range(dialog.kind.count())}
    assert not [t for t in texts.values() if not re.fullmatch(r".+ \((a column per (player|team)(, or per player with two)?|one card per player)\)", t)]
    assert texts["oh_hell"] == "Oh Hell! (a column per player)" and texts["hearts"] == "Hearts (a column per player)"
    assert texts["gin_rummy"] == "Gin Rummy tournament (a column per team)"
    assert texts["game:euchre"] == "Euchre (a column per team)"
    assert texts["court_whist"] == "Court Whist score card (one card per player)"
    assert "×" not in "".join(texts.values())
    shown = [dialog.kind.itemText(i) for i in range(dialog.kind.count())]
    assert shown == sorted(shown, key=str.casefold), shown


def test_printing_a_sheet_on_a_printer_device(qapp, tmp_path):
    """The print preview paints on a QPrinter; painting to a PDF-mode QPrinter checks that path."""
    from PySide6.QtPrintSupport import QPrinter

    from cardtable.gui.printing import make_printer, print_sheets

    printer = make_printer("Letter")
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    print_sheets(long_sheet(40), printer)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")
    if shutil.which("pdfinfo"):
        assert pdf_pages(tmp_path / "printed.pdf") >= 2


# ----- the command line ------------------------------------------------------------------------
@needs_pdftotext
def test_cli_sheet_writes_a_blank_sheet(qapp, tmp_path, capsys):
    out = tmp_path / "cw.pdf"
    assert main(["sheet", "court_whist", "--players", "Ann,Bob", "--page", "Letter", "--pdf", str(out)]) == 0
    assert "Wrote Court Whist score card" in capsys.readouterr().out
    assert "Name: Bob" in pdf_text(out)
    assert main(["sheet", "crazy_eights", "--players", "Ann,Bob", "--rounds", "5", "--pdf", str(tmp_path / "c8.pdf")]) == 0
    text = pdf_text(tmp_path / "c8.pdf")
    assert "Crazy Eights score sheet" in text and "Hand 5" in text  # (its own sheet's rows, s47)
    assert main(["sheet", "oh_hell", "--players", "5", "--pdf", str(tmp_path / "oh.pdf")]) == 0


@pytest.mark.parametrize("args,message", [
    (["poker"], "no sheet or game called 'poker'"),
    (["hearts", "--page", "B5"], "A4 or Letter"),
    (["oh_hell", "--players", "Ann,Bob"], "3 to 7 players"),
    (["generic", "--players", "40"], "1 to 10 players"),
    (["generic", "--rounds", "0"], "between 1 and 200"),
])
def test_cli_sheet_bad_input_exits_2_with_a_message(qapp, tmp_path, capsys, args, message):
    assert main(["sheet", *args, "--pdf", str(tmp_path / "x.pdf")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_cli_sheet_missing_folder(qapp, tmp_path, capsys):
    assert main(["sheet", "hearts", "--pdf", str(tmp_path / "none" / "x.pdf")]) == 2
    assert "does not exist" in capsys.readouterr().err


def played_to_the_end(game_id, players, options=None):
    game = get_game(game_id)
    state = game.setup(players, options or {}, seed=16)
    while not game.is_over(state):
        state = game.apply(state, game.heuristic(state, game.to_act(state)[0])).state
    return game.score_sheet(state)


@needs_pdftotext
@pytest.mark.parametrize("game_id,players,expect", [
    ("hearts", ["Ann", "Bob", "Cid", "Dee"], ["Hand 3 – across", "Points", "Total", "Queen of Spades", "lowest"]),
    ("oh_hell", ["Ann", "Bob", "Cid"], ["10 cards", "1 card", "Bid", "Made", "Score", "a 1 in front", "scratch"]),
    ("euchre", ["Ann", "Bob", "Cid", "Dee"], ["Ann & Cid", "Bob & Dee", "Hand 1 –", "Euchre!", "First team to 10"]),
    ("whist_tens", ["Ann", "Bob", "Cid", "Dee"], ["Low no-trump", "Tricks", "Tens", "Hi no-trump"]),
])
def test_trick_taking_sheets_of_a_played_game_print_like_the_blank_ones(qapp, tmp_path, game_id, players, expect):
    """A game played to its end prints its filled-in sheet on one page, with the blank sheet's
    rows and reminders (Hearts and Oh Hell!) and the family's own for Euchre and Whist."""
    sheet = played_to_the_end(game_id, players, {"target": 40} if game_id == "hearts" else None)
    assert sheet.winners and sheet.rounds and all(r.cells for r in sheet.rounds)
    path = export_pdf(sheet, tmp_path / f"{game_id}.pdf")
    assert pdf_pages(path) == 1
    text = pdf_text(path)
    for word in expect + players:
        assert word in text, word


def test_the_print_preview_opens_wide_enough_for_its_print_button(qtbot):
    """The preview opened at its own small size: on a 1024x600 laptop the Print button was
    behind the toolbar's "»" and the page a thumbnail. It opens as wide as its whole toolbar
    where the screen allows, and most of the screen's height, never past the screen."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QToolBar

    from cardtable.gui.printing import fit_preview, make_printer

    printer = make_printer("A4")  # (kept: the dialog does not own it)
    dialog = QPrintPreviewDialog(printer)
    qtbot.addWidget(dialog)
    fit_preview(dialog, None)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = QGuiApplication.primaryScreen().availableGeometry()
    bar = dialog.findChild(QToolBar)
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    assert dialog.height() >= int(area.height() * 0.9)
    if bar.sizeHint().width() + 40 <= area.width() - 20:
        assert bar.width() >= bar.sizeHint().width()  # no "»": every button shows


@needs_pdftotext
def test_a_sheet_s_key_to_its_marks_is_printed(qapp, tmp_path):
    """10,000's "T: a take-over." (the sheet's key, shown on the score panel too) stays on the
    printed sheet, under the table with the notes."""
    from dataclasses import replace

    sheet = replace(finished_sheet(), keys=("T: a take-over.",))
    text = pdf_text(export_pdf(sheet, tmp_path / "keyed.pdf", "A4"))
    assert "T: a take-over." in text


@pytest.mark.parametrize("game_id", ["rummy_500", "euchre", "whist_tens", "hand_and_foot", "jokers_wild", "push"])
def test_a_team_games_blank_sheet_has_a_column_per_side(qtbot, game_id, monkeypatch):
    """Tester t2 #18: 500 Rummy's blank sheet had four player columns (Game > Print Blank Score
    Sheet... > Preview) while the game scores two teams. Typed in seat order, the names make
    the two sides, as the live sheet heads them; without names, two empty boxes."""
    from cardtable.games import get_game
    from cardtable.gui.score_actions import BlankSheetDialog

    game = get_game(game_id)
    dialog = BlankSheetDialog(None, game_id)
    qtbot.addWidget(dialog)
    assert dialog.kind.currentData() == f"game:{game_id}"
    assert "partners" in dialog.players_hint.text()
    assert dialog.sheets()[0].columns == ("", "")
    from PySide6.QtTest import QTest

    QTest.keyClicks(dialog.players, "Ann, Bob, Cid, Dee")
    sheet = dialog.sheets()[0]
    assert sheet.columns == ("Ann & Cid", "Bob & Dee") and sheet.title.startswith(game.info.name)
    dialog.players.setText("Ann, Bob, Cid")
    from cardtable.core.blank_sheets import BlankSheetError

    with pytest.raises(BlankSheetError, match=rf"^{re.escape(game.info.name)} is for .*, not 3\. Give the names"):
        dialog.sheets()
    # a game of players alone keeps a column each
    dialog.kind.setCurrentIndex(dialog.kind.findData("game:rummoli"))
    assert "partners" not in dialog.players_hint.text()
    assert dialog.sheets()[0].columns == ("Ann", "Bob", "Cid")


@pytest.mark.parametrize("game_id, names", [("euchre", "Ann, Bob, Cid, Dee, Eve, Fay"), ("push", "Ann, Bob"),
                                            ("hand_and_foot", "Ann, Bob, Cid, Dee, Eve, Fay, Gus, Hal"),
                                            ("cassino", "Ann, Bob, Cid")])
def test_a_blank_sheet_for_a_number_of_players_the_game_does_not_allow_is_refused(qtbot, game_id, names):
    """Euchre's blank sheet for six names was made: "Ann & Cid & Eve" against "Bob & Dee & Fay",
    a sheet for a game Euchre is not (it is for 4 players). Refused, saying why."""
    from cardtable.core.blank_sheets import BlankSheetError
    from cardtable.games import get_game
    from cardtable.gui.score_actions import BlankSheetDialog

    info = get_game(game_id).info
    dialog = BlankSheetDialog(None, game_id)
    qtbot.addWidget(dialog)
    dialog.players.setText(names)
    count = len(names.split(","))
    with pytest.raises(BlankSheetError) as refused:
        dialog.sheets()
    assert str(refused.value).startswith(f"{info.name} is for {info.players_phrase()}, not {count}.")


def test_the_command_line_refuses_a_blank_sheet_for_players_the_game_does_not_allow(tmp_path, capsys):
    assert main(["sheet", "euchre", "--players", "6", "--pdf", str(tmp_path / "e.pdf")]) == 2
    said = capsys.readouterr().err
    assert said.strip() == ("Cannot make the score sheet. Euchre is for 4 players, not 6. "
                            "Give the names in seat order (partners sit opposite), or none.")
    assert not (tmp_path / "e.pdf").exists()
    assert main(["sheet", "euchre", "--players", "Ann,Bob", "--pdf", str(tmp_path / "e.pdf")]) == 2
    assert main(["sheet", "jokers_wild", "--players", "2", "--pdf", str(tmp_path / "j.pdf")]) == 0


def test_a_gin_rummy_tournament_sheet_is_for_an_even_number_of_players(tmp_path, capsys):
    """ "Any even number of people can play", one team against the other: the blank tournament
    sheet was made for three names ("Players: Ann, Bob, Cid" over Guys and Girls), and from the
    command line for any number."""
    from cardtable.core.blank_sheets import BlankSheetError

    said = ("A Gin Rummy tournament is for an even number of players, one team against the other, "
            "not 3.")
    with pytest.raises(BlankSheetError) as refused:
        blank_sheets("gin_rummy", ["Ann", "Bob", "Cid"])
    assert str(refused.value) == said
    assert blank_sheets("gin_rummy", ["Ann", "Bob", "Cid", "Dee"])[0].columns == ("Reds", "Blues")
    assert main(["sheet", "gin_rummy", "--players", "3", "--pdf", str(tmp_path / "g.pdf")]) == 2
    assert capsys.readouterr().err.strip() == f"Cannot make the score sheet. {said}"
    assert not (tmp_path / "g.pdf").exists()
    assert main(["sheet", "gin_rummy", "--players", "4", "--pdf", str(tmp_path / "g.pdf")]) == 0


def test_the_command_line_gives_a_team_game_a_column_per_side(tmp_path):
    out = tmp_path / "500.pdf"
    assert main(["sheet", "rummy_500", "--players", "4", "--pdf", str(out)]) == 0
    assert main(["sheet", "euchre", "--players", "Ann,Bob,Cid,Dee", "--pdf", str(tmp_path / "e.pdf")]) == 0
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "e.pdf"), "-"], capture_output=True,
                              text=True).stdout
        assert "Ann & Cid" in text and "Bob & Dee" in text and "Partners sit opposite" in text


def test_the_print_preview_has_a_close_button(qtbot):
    """Tester t2, s29, finding 15: "Print preview (Ctrl+P) has no Close/Cancel button of its own
    [...] the rules page (F1) by contrast has a "Close" button. Only Esc or the window frame
    closes it." A Close button under the page closes it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from cardtable.games import get_game
    from cardtable.gui.printing import make_preview

    game = get_game("golf")
    sheet = game.score_sheet(game.setup(["Anna", "Ben"], {}, 1))
    dialog = make_preview(None, [sheet])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    close = [b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "Close"]
    assert len(close) == 1 and close[0].isVisible()
    qtbot.mouseClick(close[0], Qt.LeftButton)
    assert not dialog.isVisible()


def test_the_print_preview_has_print_and_save_as_pdf_buttons_in_words(qtbot, tmp_path, monkeypatch):
    """s44 t2 #6: the preview had only its toolbar's unlabelled icons and Close: a family looks
    for "Print". Under the pages: "Print..." (the preview's own print action, the printer dialog)
    and "Save as PDF..." (the sheet written to a file, as Export as PDF does) beside Close."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from cardtable.games import get_game
    from cardtable.gui.printing import make_preview, preview_print_action, save_preview_as_pdf

    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    game = get_game("golf")
    sheet = game.score_sheet(game.setup(["Anna", "Ben"], {}, 1))
    dialog = make_preview(None, [sheet])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = {b.text(): b for b in dialog.findChildren(QPushButton) if b.isVisible()}
    assert {"Print\u2026", "Save as PDF\u2026", "Close"} <= set(buttons)
    printed = []  # (the printer dialog is not opened: which action the button triggers)
    monkeypatch.setattr(type(preview_print_action(dialog)), "trigger",
                        lambda self: printed.append(self is preview_print_action(dialog)))
    qtbot.mouseClick(buttons["Print\u2026"], Qt.LeftButton)
    assert printed == [True]
    assert save_preview_as_pdf(dialog, None, [sheet], str(tmp_path / "golf.pdf")) == tmp_path / "golf.pdf"
    assert (tmp_path / "golf.pdf").read_bytes().startswith(b"%PDF") and not dialog.isVisible()


@needs_pdftotext
def test_the_court_whist_card_never_breaks_a_king_s_name_at_its_hyphen(qapp, tmp_path):
    """The card's "Trump declared by owner of King-Spades": the evening's card (Score and Total)
    wrapped it after the hyphen, "King-" over "Spades" (s44 t2 #11); the name stays whole."""
    card = replace(blank_sheets("court_whist", ["Al"])[0], sub_columns=("Score", "Total"))
    text = pdf_text(export_pdf(card, tmp_path / "cw.pdf", "A4"))
    kings = re.findall(r"King[-\u2011](Spades|Hearts|Clubs|Diamonds)", text)
    assert kings == ["Spades", "Hearts", "Clubs", "Diamonds"]


def test_a_partners_sheet_for_a_game_two_may_play_alone_says_so(qtbot):
    """Hand and Foot is "2, 4 or 6 people ... two teams": with two, each plays alone, and the list
    said "Hand and Foot Canasta (a column per team)" (s44). A game only partners play (Euchre)
    still says "(a column per team)"; a sheet for two names says one column for each player."""
    from cardtable.core.blank_sheets import blank_sheets
    from cardtable.games import get_game
    from cardtable.gui.score_actions import BlankSheetDialog

    dialog = BlankSheetDialog()
    qtbot.addWidget(dialog)
    texts = {dialog.kind.itemData(i): dialog.kind.itemText(i) for i in range(dialog.kind.count())}
    assert texts["game:hand_and_foot"] == "Hand and Foot Canasta (a column per team, or per player with two)"
    assert texts["game:euchre"] == "Euchre (a column per team)"
    assert texts["game:jokers_wild"] == "Jokers Wild (a column per team, or per player with two)"
    dialog.kind.setCurrentIndex(dialog.kind.findData("game:hand_and_foot"))
    assert "two names, each alone" in dialog.players_hint.text()
    dialog.kind.setCurrentIndex(dialog.kind.findData("game:euchre"))
    assert "partners" in dialog.players_hint.text() and "two names" not in dialog.players_hint.text()
    info = get_game("hand_and_foot").info
    two = blank_sheets("generic", ["Ann", "Bob"], game_name=info.name, partners=True, info=info)[0]
    assert two.columns == ("Ann", "Bob") and "Partners" not in " ".join(two.notes)
    four = blank_sheets("generic", ["Ann", "Bob", "Cid", "Dee"], game_name=info.name, partners=True, info=info)[0]
    assert four.columns == ("Ann & Cid", "Bob & Dee") and "Partners sit opposite" in four.notes[0]
