"""s43 t3 F3: the New Game form moved under the mouse. With the remembered names "Maximilian
Alexander-O'Connor", "Zoë", "Wilhelmina Wolcott-Montgomerys" (exactly 30 letters) and "Bartholomew
Featherstonehaugh", the first change anywhere in the form ("Deals to play" 1) brought up "A name
can be up to 30 letters: no more are taken." though no name was cut, everything below moved down
a line, and the next click ticked the wrong box ("Everyone plays open-handed" in place of the
seed). The note comes only when letters were really not taken, and its line is kept, so that
nothing below it moves when it comes or goes."""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.games import get_game
from cardtable.gui.new_game import NewGameDialog

NAMES = ["Maximilian Alexander-O'Connor", "Zo\u00eb", "Wilhelmina Wolcott-Montgomerys",
         "Bartholomew Featherstonehaugh"]


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))


def shown(qtbot, game_id: str, names=NAMES) -> NewGameDialog:
    ngd = NewGameDialog(get_game(game_id), None, list(names))
    qtbot.addWidget(ngd.dialog)
    ngd.dialog.resize(900, 1400)
    ngd.dialog.show()
    qtbot.waitExposed(ngd.dialog)
    qtbot.wait(30)
    return ngd


def places(ngd: NewGameDialog) -> dict[str, QPoint]:
    d = ngd.dialog
    widgets = dict(ngd.option_widgets, open_handed=d.openHanded, seed=d.seedEdit)
    return {key: w.mapTo(d, QPoint(0, 0)) for key, w in widgets.items()}


def test_the_names_are_thirty_letters_at_most_and_none_was_cut():
    assert len(NAMES[2]) == 30 and max(len(n) for n in NAMES) == 30


@pytest.mark.parametrize("game_id", ["push", "hand_and_foot"])
def test_a_click_in_the_form_brings_no_note_and_moves_nothing(qtbot, game_id):
    ngd = shown(qtbot, game_id)
    d = ngd.dialog
    assert ngd.players() == NAMES
    before = places(ngd)
    first = next(iter(ngd.option_widgets))
    box = ngd.option_widgets[first]
    # a click into the first house rule, and a change of it (Push's "Deals to play": 1)
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(10, box.height() // 2))
    if hasattr(box, "lineEdit"):
        box.lineEdit().selectAll()
        QTest.keyClicks(box, "1")
    qtbot.wait(30)
    assert ngd.name_note.isHidden()
    assert places(ngd) == before
    assert not d.openHanded.isChecked()


def test_a_name_really_cut_says_so_and_moves_nothing_below(qtbot):
    ngd = shown(qtbot, "push")
    before = places(ngd)
    edit = ngd.name_edits[2]
    edit.setFocus()
    edit.end(False)
    QTest.keyClicks(edit, "x")  # a 31st letter: not taken
    qtbot.wait(30)
    assert edit.text() == NAMES[2]
    assert ngd.name_note.isVisible() and "30" in ngd.name_note.text()
    assert places(ngd) == before
    QTest.keyClick(edit, Qt.Key.Key_Backspace)  # a letter less: the note goes, nothing moves
    qtbot.wait(30)
    assert ngd.name_note.isHidden()
    assert places(ngd) == before


def test_letters_are_counted_as_the_engine_counts_them(qtbot):
    """An accent is one letter, typed as one character or as a letter and its accent (a name
    pasted from a Mac's file names): "Zoë" is three. The name given to the game is the one
    character."""
    decomposed = unicodedata.normalize("NFD", "Ren\u00e9e D'Arcy-\u00d8rsted Zo\u00eb Lefebv")
    assert len(unicodedata.normalize("NFC", decomposed)) == 30 < len(decomposed)
    ngd = shown(qtbot, "push")
    ngd.name_edits[1].setText(decomposed)
    qtbot.wait(10)
    assert ngd.name_note.isHidden()
    name = ngd.players()[1]
    assert name == unicodedata.normalize("NFC", decomposed)
    get_game("push").setup(ngd.players(), {}, 1)  # (the engine takes it: 30 letters)


def test_a_pasted_name_past_thirty_is_cut_and_said(qtbot):
    ngd = shown(qtbot, "push")
    edit = ngd.name_edits[0]
    edit.selectAll()
    edit.insert("Bartholomew-Alexander Montgomery-Fitzwilliam")
    qtbot.wait(10)
    assert edit.text() == "Bartholomew-Alexander Montgome"
    assert ngd.name_note.isVisible()
