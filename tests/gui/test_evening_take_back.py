"""The evenings' Take Back after the screen was closed and the app started again, and their
boxes written a moment after the typing, not at every keystroke (tester t2, s31 #6).

"Gin Rummy Tournament Evening with 4 rounds entered; Close; later Game > Gin Rummy Tournament
Evening... again -> "Carried on from the saved evening." and "Take Back the Last Round" is greyed
out, so a wrong round 4 typed before closing can no longer be corrected." The same for the Court
Whist evening's "Take Back the Last Game". The rounds (the cards) are all in the saved evening:
the take-back is worked out from it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui import evening_screen
from cardtable.gui.court_whist_evening import SHOWN_CHAIRS, CourtWhistEveningDialog
from cardtable.gui.gin_evening_screen import GinEveningDialog

from .evenings import click, gin_line, open_evening, type_lines, type_over


pytestmark = pytest.mark.usefixtures("no_message_boxes")


def gin_lines(d):
    return [[w.currentData(), p.text(), g.currentData()] for w, p, g in d.boxes]


def standings(d):
    return [[d.standings.item(r, c).text() for c in range(d.standings.columnCount())]
            for r in range(d.standings.rowCount())]


def test_gin_take_back_the_last_round_after_close_and_a_restart(qtbot, data_dir):
    path = data_dir / GinEveningDialog.FILE_NAME
    w, d = open_evening(qtbot, "gin_evening")
    type_lines(d.guys_edit, "Al, Ben")
    type_lines(d.girls_edit, "Dee, Eve")
    click(d.start_button)
    gin_line(d, 0, "Al", "30", 1)
    gin_line(d, 1, "Eve", "10")
    click(d.enter_button)
    after_1 = standings(d)
    gin_line(d, 0, "Nobody (a tie)")
    gin_line(d, 1, "Ben", "45", 2)  # the mistake: Ben's was 25
    round_2 = gin_lines(d)
    click(d.enter_button)
    assert d.evening.round_now() == 3 and standings(d) != after_1
    click(d.close_button)
    assert not d.isVisible()
    w.close()

    w2, d2 = open_evening(qtbot, "gin_evening")  # the app started again
    assert d2 is not d and "Carried on from the saved evening." in d2.moves_label.text()
    assert d2.take_back_button.isEnabled()  # (it was greyed out)
    click(d2.take_back_button)
    assert d2.message.isHidden(), d2.message.text()
    assert d2.evening.round_now() == 2 and standings(d2) == after_1
    assert gin_lines(d2) == round_2  # the round's lines back, to be corrected
    assert "Round 2's results were taken back" in d2.moves_label.text()
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == round_2  # kept so
    type_over(d2.boxes[1][1], "25")
    click(d2.enter_button)
    assert d2.evening.round_now() == 3 and [r.points for r in d2.evening.results[1]] == [0, 25]
    click(d2.take_back_button)
    click(d2.take_back_button)  # round 1 too
    assert d2.evening.round_now() == 1 and not d2.take_back_button.isEnabled()
    assert gin_lines(d2) == [[0, "30", 1], [1, "10", 0]]


def test_court_whist_take_back_the_last_game_after_close_and_a_restart(qtbot, data_dir):
    path = data_dir / CourtWhistEveningDialog.FILE_NAME
    w, d = open_evening(qtbot, "evening")
    type_lines(d.men_edit, "Al, Bo, Cy, Dov, Ed")  # five men: one sits out each game
    type_lines(d.ladies_edit, "Ann, Bea, Cat, Di")
    click(d.start_button)
    before = d.evening.to_dict()

    def type_game(dialog, hands):
        for t, table in enumerate(dialog.boxes):
            for h, row in enumerate(table):
                for chair in SHOWN_CHAIRS:
                    type_over(row[chair], hands[t][h][chair])

    game_1 = [[["7", "6", "7", "6"]] * 4, [["8", "5", "8", "5"], ["5", "8", "5", "8"]] * 2]  # a tie at table 2
    type_game(d, game_1)
    click(d.enter_button)
    assert d.evening.game == 2, d.message.text()
    after_1 = d.evening.to_dict()
    game_2 = [[["14", "12", "14", "12"]] * 4, [["16", "10", "16", "10"]] * 4]
    type_game(d, game_2)
    click(d.enter_button)
    assert d.evening.game == 3, d.message.text()
    click(d.close_button)
    w.close()

    w2, d2 = open_evening(qtbot, "evening")  # the app started again
    assert "Carried on from the saved evening." in d2.moves_label.text()
    assert d2.take_back_button.isEnabled()  # (it was greyed out)
    click(d2.take_back_button)
    assert d2.message.isHidden(), d2.message.text()
    assert d2.evening.to_dict() == after_1 and "Game 2 of 7" in d2.game_label.text()
    assert [[[b.text() for b in row] for row in table] for table in d2.boxes] == game_2
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == game_2
    click(d2.take_back_button)
    assert d2.evening.to_dict() == before and not d2.take_back_button.isEnabled()
    assert [[[b.text() for b in row] for row in table] for table in d2.boxes] == game_1


def test_a_court_whist_file_whose_seating_was_changed_says_why_nothing_is_taken_back(qtbot, tmp_path):
    path = tmp_path / CourtWhistEveningDialog.FILE_NAME
    d = CourtWhistEveningDialog(seed=4, save_path=path)
    qtbot.addWidget(d)
    d.show()
    type_lines(d.men_edit, "Al, Bo")
    type_lines(d.ladies_edit, "Ann, Bea")
    click(d.start_button)
    for row in d.boxes[0]:
        for chair, text in zip(range(4), ("7", "6", "7", "6")):
            type_over(row[chair], text)
    click(d.enter_button)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tables"] = [data["tables"][0][::-1]]  # edited by hand
    path.write_text(json.dumps(data), encoding="utf-8")
    again = CourtWhistEveningDialog(save_path=path)
    qtbot.addWidget(again)
    again.show()
    click(again.take_back_button)
    assert again.message.text() == ("The last game cannot be taken back: the saved evening's seating does not "
                                    "follow from its games.")
    assert again.evening.game == 2  # left as it is


def test_typed_boxes_are_written_a_moment_after_the_typing_and_at_once_on_close_or_quit(qtbot, tmp_path, monkeypatch):
    """The evening was written (a whole file, flushed to the disk) at every keystroke. It is
    written a moment after the typing stops, and at once when the screen is closed or the app
    quits, so nothing typed is lost."""
    writes: list[dict] = []
    real = evening_screen.write_file

    def counted(p, data):
        writes.append(data)
        real(p, data)

    monkeypatch.setattr(evening_screen, "write_file", counted)
    path = tmp_path / GinEveningDialog.FILE_NAME
    d = GinEveningDialog(save_path=path)
    qtbot.addWidget(d)
    d.show()
    type_lines(d.guys_edit, "Al")
    type_lines(d.girls_edit, "Dee")
    click(d.start_button)
    assert len(writes) == 1  # the evening started
    who, points, _gins = d.boxes[0]
    who.setCurrentIndex(1)
    type_over(points, "123")
    assert len(writes) == 1  # nothing written yet at the keystrokes
    qtbot.waitUntil(lambda: len(writes) == 2, timeout=3000)
    assert writes[-1]["typed"] == [[0, "123", 0]]
    qtbot.wait(evening_screen.SAVE_DELAY_MS + 200)
    assert len(writes) == 2  # once

    type_over(points, "124")
    click(d.close_button)  # closed at once: written at once
    assert len(writes) == 3 and writes[-1]["typed"] == [[0, "124", 0]]
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == [[0, "124", 0]]

    d.show()
    type_over(points, "125")
    QApplication.instance().aboutToQuit.emit()  # Quit: written at once
    assert writes[-1]["typed"] == [[0, "125", 0]]
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == [[0, "125", 0]]
    assert not d.save_timer.isActive()
