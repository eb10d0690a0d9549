"""An evening file this Card Table cannot carry on is never overwritten by a new evening (tester,
s31): "if the saved evening file is from a newer Card Table (its version too high), the screen
says so but the names page still offers Start a new evening, and starting one would overwrite
that file." Now the names page says where the file will be kept, and Start renames it beside the
new evening (named for why: a newer Card Table's, a damaged one), then writes the new one. The
same for the Gin Rummy tournament evening and the Court Whist evening (one shared screen)."""

from __future__ import annotations

import json

import pytest

from cardtable.games import evenings
from cardtable.gui.court_whist_evening import CourtWhistEveningDialog
from cardtable.gui.gin_evening_screen import GinEveningDialog

from .evenings import click, shown, type_lines


pytestmark = pytest.mark.usefixtures("no_message_boxes")


SCREENS = [(GinEveningDialog, "Al\nBen", "Dee\nEve"),
           (CourtWhistEveningDialog, "Al\nBo", "Ann\nBea")]


def open_screen(qtbot, cls, path):
    return shown(qtbot, cls(save_path=path, seed=3))


def start(d, first, second):
    type_lines(d.first_edit, first)
    type_lines(d.second_edit, second)
    click(d.start_button)


def newer_file(qtbot, cls, path, first, second) -> bytes:
    """An evening as a newer Card Table would write it: this one's, its version one higher."""
    d = open_screen(qtbot, cls, path)
    start(d, first, second)
    data = json.loads(path.read_text(encoding="utf-8"))
    d.save_path = None
    d.close()
    data["version"] = evenings.VERSION + 1
    data["what a newer one keeps"] = [1, 2, 3]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("cls,first,second", SCREENS)
def test_a_newer_cardtables_evening_is_kept_when_a_new_one_starts(qtbot, tmp_path, cls, first, second):
    path = tmp_path / cls.FILE_NAME
    newer = newer_file(qtbot, cls, path, first, second)
    kept = tmp_path / f"{path.stem} (newer Card Table).json"
    d = open_screen(qtbot, cls, path)
    assert d.evening is None and d.pages.currentIndex() == 0
    said = d.message.text()
    assert "written by a newer Card Table: update Card Table to carry it on" in said
    assert f"start a new evening: that file will then be kept, renamed \u201c{kept.name}\u201d, in {tmp_path}" in said
    assert path.read_bytes() == newer  # opening it changed nothing
    start(d, first, second)
    assert d.evening is not None and d.pages.currentIndex() == 1 and d.message.isHidden()
    assert kept.read_bytes() == newer  # the newer file, byte for byte
    assert f"kept as \u201c{kept.name}\u201d in {tmp_path}" in d.moves_label.text()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == evenings.VERSION  # the new evening
    # another time (the newer one kept already): a second name, neither overwritten
    d.save_path = None
    d.close()
    path.write_bytes(newer)
    d2 = open_screen(qtbot, cls, path)
    kept2 = tmp_path / f"{path.stem} (newer Card Table 2).json"
    assert kept2.name in d2.message.text()
    start(d2, first, second)
    assert kept.read_bytes() == newer and kept2.read_bytes() == newer
    assert cls.load_evening(d2, path) == d2.evening


@pytest.mark.parametrize("cls,first,second", SCREENS)
def test_a_damaged_evening_is_kept_when_a_new_one_starts(qtbot, tmp_path, cls, first, second):
    path = tmp_path / cls.FILE_NAME
    path.write_bytes(b'{"kind": "cut short')
    d = open_screen(qtbot, cls, path)
    kept = tmp_path / f"{path.stem} (damaged).json"
    # s46 t3 #4: plain words, no parser's ("Unterminated string starting at: line 1 column 62 (char
    # 61)"), and the renaming is still to come ("is kept, renamed" read as done)
    said = d.message.text()
    assert said.startswith("The saved evening could not be read: its file is damaged or cut short. ")
    assert "column" not in said and "char" not in said
    assert f"that file will then be kept, renamed \u201c{kept.name}\u201d" in said and not kept.exists()
    start(d, first, second)
    assert kept.read_bytes() == b'{"kind": "cut short' and d.message.isHidden()
    assert cls.load_evening(d, path) == d.evening


@pytest.mark.parametrize("cls,first,second", SCREENS)
def test_an_evening_that_cannot_be_kept_is_not_overwritten(qtbot, tmp_path, cls, first, second, monkeypatch):
    """If the file cannot be renamed (a read-only folder, say), Start refuses and says what to do."""
    path = tmp_path / cls.FILE_NAME
    path.write_bytes(b"[]")
    d = open_screen(qtbot, cls, path)

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "rename", refuse)
    start(d, first, second)
    assert d.evening is None and d.pages.currentIndex() == 0
    assert d.message.text() == (f"The saved evening could not be kept under another name (Permission denied): "
                                f"move {path.name} out of {tmp_path}, then start the evening again.")
    assert path.read_bytes() == b"[]"


@pytest.mark.parametrize("cls,first,second", SCREENS)
def test_an_evening_another_window_started_is_kept_too(qtbot, tmp_path, cls, first, second):
    """Two windows (each has its own screen): one shows the names page while the other starts an
    evening; starting one in the first keeps the other's."""
    path = tmp_path / cls.FILE_NAME
    d1 = open_screen(qtbot, cls, path)
    d2 = open_screen(qtbot, cls, path)
    start(d2, first, second)
    theirs = path.read_bytes()
    start(d1, second, first)
    assert (tmp_path / f"{path.stem} (earlier).json").read_bytes() == theirs
    # a New Evening... asked for forgets the file as before (nothing kept)
    d1.new_evening()
    assert not path.exists() and d1.pages.currentIndex() == 0
    start(d1, first, second)
    assert d1.moves_label.text() == "" and sorted(p.name for p in tmp_path.iterdir()) == \
        sorted([path.name, f"{path.stem} (earlier).json"])


@pytest.mark.parametrize("cls,first,second", SCREENS)
def test_an_evening_that_cannot_be_removed_is_kept_and_said(qtbot, tmp_path, cls, first, second, monkeypatch):
    """New Evening... passed over a failed delete of the evening's file: the old evening came back
    (carried on from the file) with no word. Now it says what failed, that this evening is kept,
    and what to do; the evening stays on the screen and in its file, and a second try, the file
    removable again, starts a new one."""
    path = tmp_path / cls.FILE_NAME
    d = open_screen(qtbot, cls, path)
    start(d, first, second)
    evening, before = d.evening, path.read_bytes()

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "unlink", refuse)
    click(d.new_button)
    assert d.evening is evening and d.pages.currentIndex() == 1 and path.read_bytes() == before
    assert d.message.isVisibleTo(d) and d.message.text() == (
        f"A new evening was not started: the saved evening, {path.name} in {tmp_path}, could not be removed "
        "(you may not change files there). This evening is kept as it was: play on, or make sure you may change "
        "files in that folder (and that no other program has the file open), then press New Evening again.")
    monkeypatch.undo()
    click(d.new_button)
    assert d.evening is None and d.pages.currentIndex() == 0 and not path.exists() and d.message.isHidden()


def test_an_evening_that_cannot_be_saved_says_what_it_means(qtbot, tmp_path, monkeypatch):
    """Round 1 entered while the evening's file cannot be written (made unchangeable): it said
    only "The evening could not be saved in ... (Operation not permitted)." (s32 t4 #9). It says
    why in words, that the results are on the screen but lost if it closes before a save, and
    what to do, as New Evening's message does; the round stays in the standings."""
    from .evenings import gin_line

    path = tmp_path / GinEveningDialog.FILE_NAME
    d = open_screen(qtbot, GinEveningDialog, path)
    start(d, "Al\nBen\nCal", "Dee, Eve, Fay")
    before = path.read_bytes()

    def refuse(*_args, **_kwargs):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr("cardtable.store.saves.atomic_write", refuse)
    gin_line(d, 0, "Al", "30", 1)
    gin_line(d, 1, "Nobody (a tie)")
    gin_line(d, 2, "Fay", "5", 2)
    click(d.enter_button)
    assert d.evening.round_now() == 2 and path.read_bytes() == before, d.message.text()
    said = d.message.text()
    assert d.message.isVisibleTo(d) and said == (
        f"The evening could not be saved: {path.name} in {tmp_path} could not be written (you may not change "
        "files there). What you entered is shown here while this screen stays open, but it is lost if you close "
        "it before it is saved: make sure you may change files in that folder (and that no other program has the "
        "file open); Card Table saves again at your next entry. Meanwhile, print or export the sheets to keep "
        "them on paper."), said
    assert "Operation not permitted" not in said
