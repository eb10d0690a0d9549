"""s40 t4: "Two copies of the same game look identical in the list (same name, same time) --
only the file name tells them apart, which the list never shows for good saves." Rows of the
same game and players say, in words, what tells them apart: when each began and who leads; two
that still read the same (a file copied by hand) name their files. s40 note: table settings
hand-edited in a save (the curtain turned off, never agreed at the table) open with the curtain
on, said on the status line."""

from __future__ import annotations

import json
import shutil

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import saves as saves_module
from cardtable.store.saves import SaveStore

from .helpers import open_window, row_of
from .test_backup_keeps_curtain import next_person_plays_behind_curtain

HEARTS = get_game("hearts")
PEOPLE = ["Anna", "Ben", "Cleo"]


def hearts(seed: int, moves: int) -> Session:
    session = Session.new(HEARTS, PEOPLE, {}, seed=seed)
    for _ in range(moves):
        session.play(HEARTS.legal_moves(session.state)[0])
    return session


def shown(row) -> str:
    """What a row shows, on one line (not its tooltip)."""
    return " ".join(" ".join(row.text(c).split()) for c in range(3))


def test_two_games_of_the_same_family_say_when_each_began_and_who_leads(qtbot, data_dir, monkeypatch):
    store = SaveStore()
    monkeypatch.setattr(saves_module, "_now", lambda: "2026-12-01T18:30:00+00:00")
    store.save("first", hearts(1, 60))
    monkeypatch.setattr(saves_module, "_now", lambda: "2026-12-02T19:45:00+00:00")
    store.save("second", hearts(2, 60))
    store.save("other", Session.new(HEARTS, ["Mia", "Sam", "Ben"], {}, seed=3))  # (another family's)
    w = open_window(qtbot, (1024, 600))
    first, second = shown(row_of(w, "first")), shown(row_of(w, "second"))
    assert first != second
    for row, day in ((first, "1 Dec"), (second, "2 Dec")):
        assert f"started {day}" in row.replace("\u00a0", " ")
    leader = saves_module.read_summary(store.path_of("first")).leader
    # who leads on the row, or where it has no room for it (when each began tells them apart
    # already; a row is three lines at most at 1024x600, s44) on its tooltip
    row = row_of(w, "first")
    assert len(row.text(0).split("\n")) <= 3, row.text(0)
    assert leader and (leader in first.replace("\u00a0", " ") or leader in row.toolTip(0))
    assert "\u00b7 started" not in shown(row_of(w, "other"))  # (nothing like it: the row as it was)
    assert "Started 2 Dec" in row_of(w, "second").toolTip(0)


def test_a_save_copied_by_hand_says_which_copy_it_is(qtbot, data_dir):
    """(s43 t2 #5: in one style with the app's own files, never the file's name: "copy")"""
    import os

    store = SaveStore()
    store.save("hearts-20261202-224903-3fa2", hearts(1, 10))
    path = store.path_of("hearts-20261202-224903-3fa2")
    shutil.copyfile(path, path.with_name("hearts-mine.json"))
    os.utime(path.with_name("hearts-mine.json"), (path.stat().st_mtime + 5,) * 2)
    w = open_window(qtbot, (1024, 600))
    one, two = row_of(w, "hearts-20261202-224903-3fa2"), row_of(w, "hearts-mine")
    assert shown(one) != shown(two)
    # the game itself (its file written first) unmarked, the file copied from it "copy" (s45 t3 #2:
    # the original read "copy 1")
    assert "copy" not in shown(one) and "copy" in shown(two)
    assert "hearts-mine" not in shown(two)


def test_a_curtain_turned_off_in_the_file_opens_on(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", PEOPLE, {}, seed=29)
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header.setdefault("table", {})["open_handed"] = True
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    w.refresh_start()
    assert "open hands" not in shown(row_of(w, sid))
    w.open_save(sid)
    assert w.session is not None and not w.open_handed and w.curtain_action.isChecked()
    assert "changed outside Card Table" in w.status_label.text()
    next_person_plays_behind_curtain(w)
