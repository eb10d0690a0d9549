"""The Court Whist evening's screen (Game > Court Whist Evening...), driven by typing and clicking:
the names, each table's hands, the standings and everyone's card as a PDF.

From the book (004_312affb30e9b3af0.txt, "Court Whist"): "4 players per table, no limit to the
number of tables"; "Each player needs a copy of the score sheet"; "SIT OUTS (if necessary) WILL
TAKE A SCORE OF 8 AT EACH HAND"."""

import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGroupBox, QMessageBox

from cardtable.gui.court_whist_evening import SHOWN_CHAIRS, CourtWhistEveningDialog

from .evenings import click, open_evening, shown, type_lines


pytestmark = pytest.mark.usefixtures("no_message_boxes")


def type_names(d, men, ladies):
    type_lines(d.men_edit, men)
    type_lines(d.ladies_edit, ladies)


def type_hand(d, table, hand, shown):
    """Type the four boxes of a hand as they stand on screen (one side, then the other)."""
    boxes = d.boxes[table][hand]
    for col, text in enumerate(shown):
        box = boxes[SHOWN_CHAIRS[col]]
        box.setFocus()
        box.selectAll()
        QTest.keyClicks(box, text)


def two_tables(qtbot):
    d = shown(qtbot, CourtWhistEveningDialog(seed=7))
    type_names(d, "Al\nBo\nCy\nDov", "Ann, Bea, Cat, Di")
    click(d.start_button)
    return d


def test_the_game_menu_opens_the_evening_and_keeps_it(qtbot, data_dir):
    w, d = open_evening(qtbot, "evening")
    assert w.evening_action in w.game_menu.actions()
    assert d.isVisible() and d.windowTitle() == "Court Whist Evening"
    type_names(d, "Al\nBo", "Ann\nBea")
    click(d.start_button)
    d.reject()
    w.evening_action.trigger()  # closing the dialog does not lose the evening
    assert w.evening_dialog is d and d.evening is not None and d.pages.currentIndex() == 1
    # the evening is on disk: a new window (the app started again) carries on with it
    assert (data_dir / "court_whist_evening.json").exists()
    names = d.evening.names
    w2, d2 = open_evening(qtbot, "evening")
    assert d2 is not d and d2.evening == d.evening and d2.evening.names == names
    assert d2.pages.currentIndex() == 1 and "Carried on" in d2.moves_label.text()
    # a damaged file is a plain message on the names page
    (data_dir / "court_whist_evening.json").write_text("{", encoding="utf-8")
    d3 = CourtWhistEveningDialog(save_path=data_dir / "court_whist_evening.json")
    qtbot.addWidget(d3)
    assert d3.pages.currentIndex() == 0 and "could not be read" in d3.message.text()


def test_a_game_at_two_tables_typed_in(qtbot, tmp_path):
    d = two_tables(qtbot)
    ev = d.evening
    assert d.message.isHidden()
    assert [b.title()[:7] for b in d.findChildren(QGroupBox)] == ["Table 1", "Table 2"]
    assert "Game 1 of 7" in d.game_label.text() and "add up to 13" in d.rule_label.text()
    # table 1: the first side (chairs 1 and 3) takes 8 of the 13 tricks every hand; table 2: 6
    for h in range(4):
        type_hand(d, 0, h, ["8", "8", "5", "5"])
        type_hand(d, 1, h, ["6", "6", "7", "7"])
    type_hand(d, 1, 3, ["6", "6", "7", "8"])  # a slip: partners must score the same
    click(d.enter_button)
    assert d.message.isVisible() and "Table 2, Coronation hand 4: partners score the same" in d.message.text()
    assert ev.game == 1
    type_hand(d, 1, 3, ["6", "6", "7", "7"])
    tables = list(ev.tables)
    click(d.enter_button)
    assert d.message.isHidden(), d.message.text()
    assert ev.game == 2 and "Game 2 of 7" in d.game_label.text()
    # the standings: each player's four hands added up
    rows = {d.standings.item(r, 1).text(): int(d.standings.item(r, 2).text()) for r in range(8)}
    n = ev.names
    assert rows == {n[tables[0][0]]: 32, n[tables[0][2]]: 32, n[tables[0][1]]: 20, n[tables[0][3]]: 20,
                    n[tables[1][0]]: 24, n[tables[1][2]]: 24, n[tables[1][1]]: 28, n[tables[1][3]]: 28}
    assert d.standings.item(0, 0).text() == "1" and int(d.standings.item(0, 2).text()) == 32
    # "the winners move to a new table": table 1's winners went, the boxes are empty again
    assert "move from table 1" in d.moves_label.text()
    assert all(box.text() == "" for table in d.boxes for row in table for box in row)
    # everyone's card, a page each ("Each player needs a copy of the score sheet")
    from cardtable.gui.printing import page_count

    assert [page_count(d.cards(), size) for size in ("A4", "Letter")] == [8, 8]
    pdf = d.export_cards(str(tmp_path / "evening.pdf"))
    assert pdf is not None and pdf.stat().st_size > 1000
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout
        for name in ("Al", "Bo", "Cy", "Dov", "Ann", "Bea", "Cat", "Di"):
            assert name in text
        assert "Court Whist" in text and "32" in text


def type_over_and_leave(box, text, then) -> None:
    """``text`` typed over the box's number, then the cursor on to the box ``then``."""
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, text)
    then.setFocus()


def test_a_partner_s_score_is_written_for_the_other_partner(qtbot):
    """Partners score the same (not in Conspiracy or Confiscation): typing one partner's score
    fills the other's empty box; Tab goes on to the next box."""
    d = two_tables(qtbot)
    from PySide6.QtWidgets import QApplication

    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    ev = d.evening
    row = d.boxes[0][0]
    row[0].setFocus()
    QTest.keyClicks(row[0], "9")
    QTest.keyClick(row[0], Qt.Key.Key_Tab)
    assert row[2].text() == "9" and row[1].text() == "" and d.focusWidget() is row[2]
    row[3].setFocus()
    QTest.keyClicks(row[3], "4")
    row[1].setFocus()
    assert row[1].text() == "4"
    # a correction is followed too: Dan's 9 corrected to 8 left Eve at 9 (s44 t2 #7)
    type_over_and_leave(row[0], "8", row[1])
    assert row[2].text() == "8"
    type_over_and_leave(row[2], "5", row[1])  # the partner corrected in turn: the first follows
    assert row[0].text() == "5"
    row[0].setText("4")  # two different numbers (put back from the evening's file): a
    row[2].setText("7")  # correction of one...
    type_over_and_leave(row[0], "3", row[1])
    assert row[2].text() == "7"  # ...leaves the other's own number (the check names the hand)
    ev.game = 3  # Conspiracy: no partners, nothing is copied
    d.refresh()
    row = d.boxes[0][0]
    row[0].setFocus()
    QTest.keyClicks(row[0], "5")
    row[1].setFocus()
    assert row[2].text() == ""


def test_bad_entries_are_plain_messages(qtbot):
    d = CourtWhistEveningDialog(seed=1)
    qtbot.addWidget(d)
    d.show()
    type_names(d, "Al", "Ann, Bea")
    click(d.start_button)
    assert "at least two men and two ladies" in d.message.text() and d.pages.currentIndex() == 0
    type_names(d, "Al, Bo", "Ann, al")
    click(d.start_button)
    assert "written twice" in d.message.text()
    type_names(d, "Al, Bo", "Ann, Bea")
    click(d.start_button)
    assert d.pages.currentIndex() == 1 and d.message.isHidden()
    click(d.enter_button)
    assert "Coronation hands 1, 2, 3 and 4: the boxes are empty" in d.message.text()
    type_hand(d, 0, 0, ["8a", "", "", ""])
    click(d.enter_button)
    assert "\u201c8a\u201d is not a whole number" in d.message.text()
    assert d.focusWidget() is d.boxes[0][0][0]
    for h in range(4):
        type_hand(d, 0, h, ["9", "9", "5", "5"])
    click(d.enter_button)
    assert "add up to 14, not 13" in d.message.text() and d.evening.game == 1


def test_sit_outs_score_8_and_take_back(qtbot):
    d = CourtWhistEveningDialog(seed=3)
    qtbot.addWidget(d)
    d.show()
    type_names(d, "Al, Bo, Cy", "Ann, Bea")
    click(d.start_button)
    ev = d.evening
    out = ev.names[ev.sitting_out[0]]
    assert f"Sitting out this game, with 8 points a hand: {out}" in d.tables_widget.findChildren(type(d.message))[0].text()
    for h in range(4):
        type_hand(d, 0, h, ["7", "7", "6", "6"])
    click(d.enter_button)
    rows = {d.standings.item(r, 1).text(): d.standings.item(r, 2).text() for r in range(5)}
    assert rows[out] == "32"
    assert d.take_back_button.isEnabled()
    click(d.take_back_button)
    assert d.evening.game == 1 and all(t == 0 for t in d.evening.totals()) and "taken back" in d.moves_label.text()


def test_big_text_on_a_small_screen_puts_the_buttons_in_two_rows(qtbot):
    """Fits 1024x600: with large text the card buttons go to a second row instead of widening
    the dialog past the screen."""
    from PySide6.QtWidgets import QApplication

    old = QApplication.font()
    big = QApplication.font()
    big.setPixelSize(22)
    QApplication.setFont(big)
    try:
        d = CourtWhistEveningDialog(seed=2)
        qtbot.addWidget(d)
        type_names(d, "Al, Bo", "Ann, Bea")
        click(d.start_button)
        d.resize(1000, 550)
        d.show()
        qtbot.waitExposed(d)
        assert d.button_rows[1].indexOf(d.export_button) >= 0
        assert d.minimumSizeHint().width() <= 1000
        d.resize(2000, 900)
        qtbot.waitUntil(lambda: d.button_rows[0].indexOf(d.export_button) >= 0)
    finally:
        QApplication.setFont(old)


def test_a_new_evening_asks_first_when_results_are_in(qtbot, monkeypatch):
    """New Evening... forgets the whole evening: it asks first, with the safe answer (Cancel) as
    the default button, as deleting a saved game does (Yes was the default: a second Enter wiped
    the evening, s44 t2 #1); only its own button starts a new one."""
    d = two_tables(qtbot)
    click(d.new_button)  # nothing typed in yet: no question
    assert d.last_message is None and d.pages.currentIndex() == 0
    click(d.start_button)
    for t in range(2):
        for h in range(4):
            type_hand(d, t, h, ["7", "7", "6", "6"])
    click(d.enter_button)
    click(d.new_button)  # (the box is not shown: answered with no button, as Esc)
    box = d.last_message
    assert "forgotten" in box.text() and box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    assert d.pages.currentIndex() == 1 and d.evening.game == 2
    forget = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
    assert forget.text() == "Start a New Evening"
    monkeypatch.setattr(QMessageBox, "exec", lambda self: [b for b in self.buttons()
                                                           if self.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole][0].click() or 0)
    click(d.new_button)
    assert d.evening is None and d.pages.currentIndex() == 0


def test_typing_in_a_box_written_for_a_partner_replaces_the_number(qtbot):
    """Partners score the same: typing 7 for Gus wrote 7 in Flo's box, and a click there and a 7
    made "77" (explore 2). Entered by a click or by Tab, the number written for the partner is
    selected, so typing replaces it; a number typed in the box itself is edited as usual. A game
    with every hand wrong names every one and puts the cursor in the first."""
    d = two_tables(qtbot)
    from PySide6.QtWidgets import QApplication

    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    row = d.boxes[0][0]
    row[0].setFocus()
    QTest.keyClicks(row[0], "7")
    QTest.keyClick(row[0], Qt.Key.Key_Tab)  # on to the partner's box, 7 in it
    assert row[2].text() == "7" and d.focusWidget() is row[2] and row[2].selectedText() == "7"
    QTest.keyClicks(row[2], "6")
    assert row[2].text() == "6"
    row = d.boxes[0][1]
    row[1].setFocus()
    QTest.keyClicks(row[1], "7")
    row[0].setFocus()  # away: 7 is written for the partner
    assert row[3].text() == "7"
    QTest.mouseClick(row[3], Qt.MouseButton.LeftButton)
    assert d.focusWidget() is row[3] and row[3].selectedText() == "7"
    QTest.keyClicks(row[3], "7")
    assert row[3].text() == "7"  # not "77"
    QTest.mouseClick(row[3], Qt.MouseButton.LeftButton)  # typed here: a click places the cursor
    QTest.keyClicks(row[3], "1")
    assert row[3].text() in ("71", "17")
    # every hand wrong at both tables: every one named, the cursor in the first (the partner's
    # box follows the correction, 8 to 88: the sides add up wrong)
    for t in range(2):
        for h in range(4):
            type_hand(d, t, h, ["8", "88", "5", "55"])
    click(d.enter_button)
    lines = d.message.text().split("\n")
    assert len(lines) == 2 and all("Coronation hands 1, 2, 3 and 4: the two sides add up to 143, not 13" in x
                                   for x in lines)
    assert lines[0].startswith("Table 1") and lines[1].startswith("Table 2")
    assert d.focusWidget() is d.boxes[0][0][0]


def test_a_refused_enters_message_goes_once_a_box_is_typed_in(qtbot):
    """As on the Gin Rummy evening: the red message of a refused Enter stayed up after the box
    was put right, until the next Enter. It goes as soon as a box is typed in."""
    d = two_tables(qtbot)
    type_hand(d, 0, 0, ["8a", "", "", ""])
    click(d.enter_button)
    assert d.message.isVisible() and "\u201c8a\u201d is not a whole number" in d.message.text()
    box = d.boxes[0][0][0]
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, "8")
    assert d.message.isHidden()


def test_eight_players_standings_are_whole_at_1024x600(qtbot):
    """Tester t2 #19: with 8 players at 1024x600 the Standings list scrolled (Hal's row half
    hidden) while the empty box below it (what the last results gave) took ~120 px. The list
    takes the room it needs first; the box below has what is left."""
    d = CourtWhistEveningDialog(seed=7)
    qtbot.addWidget(d)
    type_names(d, "Al\nBo\nCy\nDov", "Ann, Bea, Cat, Di")
    click(d.start_button)
    d.resize(950, 560)
    d.show()
    qtbot.waitExposed(d)
    type_hand(d, 0, 0, ["7", "5", "", ""])
    click(d.enter_button)  # refused: three lines of messages take the dialog's room
    d.resize(950, 510)  # (the tester's dialog's room at 1024x600, its text a little larger)
    table = d.standings
    qtbot.waitUntil(lambda: table.height() > 100)
    assert table.rowCount() == 8
    last = table.rowCount() - 1
    assert table.verticalScrollBar().maximum() == 0, "the standings scroll"
    assert table.rowViewportPosition(last) + table.rowHeight(last) <= table.viewport().height()


def test_hands_typed_in_are_kept_on_disk_as_they_are_typed(qtbot, tmp_path):
    """t2 9: "in Game 1, Table 1, Hand 1 type Hal 7, Eve 7, Ben 6, Anna 6; Close; reopen ...:
    the four numbers are still there. Now Game > Quit ..., start the app, open the evening
    again: Hand 1 is empty; court_whist_evening.json has no trace of them." Every box is kept
    with the evening as it is typed (a quit or a crash loses nothing)."""
    import json

    path = tmp_path / "court_whist_evening.json"
    d = CourtWhistEveningDialog(seed=7, save_path=path)
    qtbot.addWidget(d)
    d.show()
    type_names(d, "Al\nBo\nCy\nDov", "Ann, Bea, Cat, Di")
    click(d.start_button)
    type_hand(d, 0, 0, ["7", "7", "6", "6"])
    type_hand(d, 1, 2, ["8", "", "", ""])
    typed = [[[b.text() for b in row] for row in table] for table in d.boxes]
    # (a moment after the typing stops: not a whole file written at every keystroke)
    qtbot.waitUntil(lambda: "8" in json.dumps(json.loads(path.read_text(encoding="utf-8")).get("typed")), timeout=3000)
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == typed
    again = CourtWhistEveningDialog(save_path=path)  # the app started again
    qtbot.addWidget(again)
    assert [[[b.text() for b in row] for row in table] for table in again.boxes] == typed
    assert again.evening == d.evening
    for h in range(4):  # and they enter as if typed there
        type_hand(again, 0, h, ["7", "7", "6", "6"])
        type_hand(again, 1, h, ["8", "8", "5", "5"])
    click(again.enter_button)
    assert again.evening.game == 2
    assert "typed" not in json.loads(path.read_text(encoding="utf-8"))  # the new game's boxes are empty
    # a hand-edited file whose typed boxes do not fit: the evening opens, the boxes that fit filled
    data = json.loads(path.read_text(encoding="utf-8"))
    data["typed"] = [[["9", 5, None], "x"], 7]
    path.write_text(json.dumps(data), encoding="utf-8")
    third = CourtWhistEveningDialog(save_path=path)
    qtbot.addWidget(third)
    assert third.evening == again.evening and third.message.isHidden()
    assert third.boxes[0][0][0].text() == "9" and third.boxes[0][0][1].text() == ""


def test_take_back_puts_the_game_s_numbers_back_in_their_boxes(qtbot, tmp_path):
    """Take Back the Last Game brought back empty boxes: the family typed every hand of every
    table again to put one number right. The game's numbers come back, kept with the evening
    (the file's "typed"), to be corrected and entered again."""
    import json

    path = tmp_path / "court_whist_evening.json"
    d = CourtWhistEveningDialog(seed=7, save_path=path)
    qtbot.addWidget(d)
    d.show()
    type_names(d, "Al\nBo\nCy\nDov", "Ann, Bea, Cat, Di")
    click(d.start_button)
    for h in range(4):
        type_hand(d, 0, h, ["7", "7", "6", "6"])
        type_hand(d, 1, h, ["8", "8", "5", "5"])
    typed = [[[b.text() for b in row] for row in table] for table in d.boxes]
    click(d.enter_button)
    assert d.evening.game == 2 and all(b.text() == "" for table in d.boxes for row in table for b in row)
    click(d.take_back_button)
    assert d.evening.game == 1
    assert [[[b.text() for b in row] for row in table] for table in d.boxes] == typed
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == typed
    type_hand(d, 1, 3, ["9", "9", "4", "4"])  # the one number put right, entered again
    click(d.enter_button)
    assert d.evening.game == 2, d.message.text()
