"""s41, left over: in the saved-games list two look-alike games (the same game and players)
dealt in the same minute and never played read alike (their file names are not shown for
games the app saved itself, and "dealt 2 Dec 19:45" was said only where the minutes
differed); and the Continue line did not say which of two look-alike games it opens. Rows
that still read alike say when each was dealt to the second; the Continue line says what its
row says to tell it apart; never a file name for a game the app saved."""

from __future__ import annotations

import re

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import saves as saves_module
from cardtable.store.saves import SaveStore

from .helpers import open_window, row_of
from .test_saves_told_apart import PEOPLE, hearts, shown

HEARTS = get_game("hearts")
FIRST, SECOND = "hearts-20261202-194508-3fa2", "hearts-20261202-194531-9b0c"


def save_at(store, monkeypatch, sid: str, session, when: str) -> None:
    monkeypatch.setattr(saves_module, "_now", lambda: when)
    store.save(sid, session)


def plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


@pytest.mark.parametrize("moves", [0, 12])
def test_look_alike_games_of_one_minute_say_when_each_was_dealt(qtbot, data_dir, monkeypatch, moves):
    store = SaveStore()
    # (both dealt and saved in the same minute: the list shows the minute)
    save_at(store, monkeypatch, FIRST, hearts(1, moves), "2026-12-02T19:45:08+00:00")
    save_at(store, monkeypatch, SECOND, hearts(1, moves), "2026-12-02T19:45:31+00:00")  # (the same deal: alike in all)
    w = open_window(qtbot, (1024, 600))
    first, second = plain(shown(row_of(w, FIRST))), plain(shown(row_of(w, SECOND)))
    assert first != second, first
    begun = "dealt" if not moves else "started"
    assert f"{begun} " in first and f"{begun} " in second, (first, second)
    for row in (first, second):
        assert "file" not in row and "3fa2" not in row and "9b0c" not in row, row
    # the Continue line names the game it opens as its row tells it apart
    line = plain(w.start.continue_label.whole)
    latest = w.start.continue_id
    assert latest in (FIRST, SECOND)
    said = (first if latest == FIRST else second)
    words = re.search(rf"{begun} \d{{1,2}} \w+( \d{{4}})? \d\d:\d\d(:\d\d)?", said)  # (the year: not this one)
    assert words is not None and words.group(0) in line, (line, said)
    assert "hearts-2026" not in line


def test_the_continue_line_of_a_game_like_no_other_is_as_before(qtbot, data_dir, monkeypatch):
    store = SaveStore()
    save_at(store, monkeypatch, FIRST, hearts(1, 5), "2026-12-02T19:45:08+00:00")
    save_at(store, monkeypatch, SECOND, Session.new(HEARTS, ["Mia", "Sam", "Ben"], {}, seed=3),
            "2026-12-02T19:50:00+00:00")
    w = open_window(qtbot, (1024, 600))
    line = plain(w.start.continue_label.whole)
    assert line.startswith("Hearts with Mia, Sam and Ben. "), line
    assert "started" not in line and "dealt" not in line


def test_look_alike_games_played_of_one_minute_name_no_file(qtbot, data_dir, monkeypatch):
    """Two of the app's own saves alike in everything the list shows (a file copied by hand
    still names its file: test_saves_told_apart)."""
    store = SaveStore()
    save_at(store, monkeypatch, FIRST, hearts(1, 12), "2026-12-02T19:45:08+00:00")
    save_at(store, monkeypatch, SECOND, hearts(1, 12), "2026-12-02T19:45:08+00:00")  # (the same second)
    w = open_window(qtbot, (1024, 600))
    first, second = plain(shown(row_of(w, FIRST))), plain(shown(row_of(w, SECOND)))
    assert first != second, first
    for row in (first, second):
        assert "file" not in row and "3fa2" not in row and "9b0c" not in row, row
