"""The start screen's saved games around the games (explore 3, findings F1-F5): Delete asks
first, the list and Continue follow the files, a save of newer rules says so, and the messages
about files that will not open say what is true."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cardtable.store.saves import SaveStore

from .helpers import open_window


def answer(w, text: str, seen: list) -> None:
    """Click the button ``text`` of the next message box, once it shows (keeping what it said)."""

    def click():
        box = w.last_message
        if box is None or not box.isVisible():
            QTimer.singleShot(20, click)
            return
        seen.append(box)
        button = next(b for b in box.buttons() if b.text() == text)
        QTest.mouseClick(button, Qt.LeftButton)

    w.last_message = None
    QTimer.singleShot(20, click)


def select_row(w, save_id: str) -> None:
    for rows in w.start.save_rows().values():
        for row in rows:
            if row.data(0, Qt.UserRole) == save_id:
                w.start.saves.setCurrentItem(row)
                return
    raise AssertionError(f"{save_id} is not listed")


def listed_ids(w) -> list[str]:
    return [r.data(0, Qt.UserRole) for rows in w.start.save_rows().values() for r in rows]


# ----- F1 -----------------------------------------------------------------------------------------
def test_delete_asks_first_naming_the_game_and_cancel_keeps_it(qtbot, data_dir):
    """F1: "Click the Crazy Eights row, click Delete: the row and the file are gone at once ...
    Expected: a question ("Delete the Crazy Eights game with Mum, Ben, Robo Ruby? It is not
    finished."), Cancel as default; ... a message in the status bar.\""""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("crazy_eights", ["Mum", "Ben", "Robo Ruby"], {}, seed=1, computers=["", "", "easy"])
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    select_row(w, sid)
    seen: list = []
    answer(w, "Cancel", seen)
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)
    box = seen[0]
    assert box.text().startswith("Delete the Crazy Eights game with Mum, Ben and Robo Ruby, saved ")
    assert "It is not finished" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.Cancel)
    assert path.exists() and sid in listed_ids(w)
    assert w.status_text() == "Nothing was deleted."

    answer(w, "Delete it", seen)
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)
    assert not path.exists() and sid not in listed_ids(w)
    assert w.status_text() == "Deleted the Crazy Eights game with Mum, Ben and Robo Ruby."


def test_delete_of_a_file_that_will_not_open_names_the_file(qtbot, data_dir):
    store = SaveStore()
    store.directory.mkdir(parents=True, exist_ok=True)
    (store.directory / "broken.json").write_text("{not json", encoding="utf-8")
    w = open_window(qtbot)
    select_row(w, "broken")
    seen: list = []
    answer(w, "Delete it", seen)
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)
    assert seen[0].text() == "Delete the file \u201cbroken.json\u201d from the saved games? It cannot be opened."
    assert not (store.directory / "broken.json").exists()
    assert "broken" not in listed_ids(w)


# ----- F2 -----------------------------------------------------------------------------------------
def two_games(w):
    """Rummoli (saved first) and 5 in a Row (saved last, so Continue names it)."""
    w.start_game("rummoli", ["Mum", "Ben", "Robo Ruby"], {}, seed=1)
    older = w.save_id
    w.start_game("five_in_a_row", ["Mum", "Ben"], {}, seed=2)
    latest = w.save_id
    w.back_to_start()
    return older, latest


def gone(sid: str) -> None:
    path = SaveStore().path_of(sid)
    for p in (path, path.with_name(path.name + ".bak")):
        p.unlink(missing_ok=True)


def test_a_save_that_disappeared_leaves_the_list_and_continue_names_the_next(qtbot, data_dir):
    """F2: "Double-click the 5 in a Row row: clear message 'the file does not exist' ... Press OK.
    Expected: the list and the Carry-on line refresh: the row goes, Continue names the next game.\""""
    w = open_window(qtbot, (1024, 600))
    older, latest = two_games(w)
    assert w.start.continue_id == latest
    gone(latest)  # moved away outside the app (a sync tool, a second copy of the app)
    select_row(w, latest)
    seen: list = []
    answer(w, "OK", seen)
    w.start._double_clicked(w.start.saves.currentItem(), 0)
    assert "does not exist" in seen[0].text()
    assert latest not in listed_ids(w) and older in listed_ids(w)
    assert w.start.continue_id == older and w.start.continue_label.whole.startswith("Rummoli with Mum, Ben")


def test_continue_opens_the_game_it_names_or_nothing(qtbot, data_dir):
    """F2: "Pressing Continue then opens Rummoli ... with a healthy Rummoli it would silently
    open a different game than the button names.\""""
    w = open_window(qtbot, (1024, 600))
    older, latest = two_games(w)
    assert "5 in a Row" in w.start.continue_label.whole
    gone(latest)  # behind the start screen's back: its line still names 5 in a Row
    seen: list = []
    answer(w, "OK", seen)
    QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
    assert "does not exist" in seen[0].text()
    assert w.session is None  # not Rummoli
    assert w.start.continue_id == older and "Rummoli" in w.start.continue_label.whole
    QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
    assert w.save_id == older and w.game.info.id == "rummoli"


def test_a_save_kept_after_it_would_not_open_is_flagged_and_continue_passes_it_by(qtbot, data_dir):
    """F2: "The list stays stale after 'Keep it' too", and the Rummoli game that did not open
    "is still listed as a normal game in progress after 'Keep it'.\""""
    w = open_window(qtbot, (1024, 600))
    older, latest = two_games(w)
    path = SaveStore().path_of(latest)
    header, *moves = path.read_text(encoding="utf-8").splitlines()
    record = json.loads(header)
    record["record"]["players"] = ["Mum"]  # 5 in a Row is not for one
    path.write_text("\n".join([json.dumps(record)] + moves) + "\n", encoding="utf-8")
    seen: list = []
    answer(w, "Keep it", seen)
    QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
    assert w.session is None and path.exists()
    # (listed with the damaged files, s35 t3 #1: it stood red under "In progress" while the
    # heading below counted the damaged files without it)
    assert latest not in [r.data(0, Qt.UserRole) for r in w.start.save_rows()["In progress"]]
    row = next(r for r in w.start.save_rows()["Damaged files"] if r.data(0, Qt.UserRole) == latest)
    assert row.text(2) == "did not open" and "players or house rules" in row.toolTip(0)
    assert w.start.continue_id == older


# ----- F3 -----------------------------------------------------------------------------------------
def newer_rules(sid: str, app: str | None = None) -> None:
    """Edit a save as the tester did: its header's state_version 999 (and a newer app_version)."""
    path = SaveStore().path_of(sid)
    header, *moves = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    data["state_version"] = 999
    if app:
        data["app_version"] = app
    path.write_text("\n".join([json.dumps(data)] + moves) + "\n", encoding="utf-8")


def test_a_save_of_newer_rules_is_flagged_and_asks_before_it_opens(qtbot, data_dir):
    """F3: "in five_in_a_row-*.json change "state_version":1 to 999. ... 5 in a Row is listed as
    a normal game in progress, not flagged. Continue: it opens and plays ... Expected: a clear
    note ("this game was saved by a newer Card Table whose 5 in a Row rules may differ; open
    anyway / keep it")."""
    w = open_window(qtbot, (1024, 600))
    older, latest = two_games(w)
    newer_rules(latest, app="9.1.0")
    before = SaveStore().path_of(latest).read_bytes()
    w.refresh_start()
    row = next(r for r in w.start.save_rows()["In progress"] if r.data(0, Qt.UserRole) == latest)
    assert "5 in a Row \u00b7 newer rules" in " ".join(row.text(0).split("\n")) and "newer Card Table" in row.toolTip(0)
    seen: list = []
    answer(w, "Leave it", seen)
    QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
    box = seen[0]
    assert box.text() == ("This 5 in a Row game was saved by a newer Card Table (9.1.0; this one is "
                          f"{__import__('cardtable').__version__}), whose rules for 5 in a Row may differ "
                          "from this version's.")
    assert box.defaultButton().text() == "Leave it" and box.escapeButton().text() == "Leave it"
    assert w.session is None and SaveStore().path_of(latest).read_bytes() == before  # nothing lost
    assert "Left the 5 in a Row game as it is" in w.status_text()
    answer(w, "Open anyway", seen)
    QTest.mouseClick(w.start.continue_button, Qt.LeftButton)
    assert w.save_id == latest and w.game.info.id == "five_in_a_row"


def test_old_saves_and_saves_of_these_rules_open_with_no_question(qtbot, data_dir):
    from cardtable.core.session import Session
    from cardtable.games import get_game

    store = SaveStore()
    game = get_game("rummoli")
    session = Session.new(game, ["Mum", "Ben", "Cleo"], {}, 3)
    store.save("today", session)
    path = store.path_of("today")
    header, *moves = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    data["state_version"] = 1  # before Rummoli's rule change (state_version 2)
    data["record"].pop("state_version", None)
    data.pop("record_check", None)  # (no save before s40 carried one)
    path.with_name("old.json").write_text("\n".join([json.dumps(data)] + moves) + "\n", encoding="utf-8")
    w = open_window(qtbot)
    assert not any(s.newer_rules for s in store.list()[0])
    for sid in ("today", "old"):
        w.last_message = None
        w.open_save(sid)
        assert w.last_message is None and w.save_id == sid
        w.back_to_start()


def test_a_newer_rules_save_of_the_same_app_version_names_no_versions(qtbot, data_dir):
    """F4: "don't say '0.4.0 is newer than 0.4.0' (only name versions when they differ)"."""
    w = open_window(qtbot)
    older, latest = two_games(w)
    newer_rules(latest)
    seen: list = []
    answer(w, "Leave it", seen)
    w.open_save(latest)
    assert seen[0].text().startswith("This 5 in a Row game was saved by a newer Card Table, whose rules")


# ----- F4 -----------------------------------------------------------------------------------------
def test_files_that_will_not_open_are_told_as_they_are(qtbot, data_dir, monkeypatch, tmp_path):
    """F4: "a newer save format is not 'damaged' (list it as 'saved by a newer Card Table'), don't
    say '0.4.0 is newer than 0.4.0', drop '(a newer Card Table may open it)' for empty/cut-short
    files, drop 'at line 1, column 9', and a file that is not a Card Table save says so.\""""
    from cardtable import __version__

    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Mum", "Ben", "Cleo"], {}, seed=1)
    hearts = w.save_id
    w.start_game("crazy_eights", ["Mum", "Ben"], {}, seed=1)
    cut = w.save_id
    w.back_to_start()
    store = SaveStore()
    path = store.path_of(hearts)
    header, *moves = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    data["schema"] = 999  # the same app_version: only the format is newer
    path.write_text("\n".join([json.dumps(data)] + moves) + "\n", encoding="utf-8")
    store.path_of(cut).write_bytes(store.path_of(cut).read_bytes()[:300])
    (store.directory / "empty.json").write_bytes(b"")
    (store.directory / "broken.json").write_text('{"format": cardtable', encoding="utf-8")
    w.refresh_start()
    rows = w.start.save_rows()
    [newer] = rows["Saved by a newer Card Table"]
    assert newer.text(2) == "newer" and newer.text(0).endswith("update Card Table to open it")
    assert sorted(r.text(0).split("\n")[0] for r in rows["Damaged files"]) == \
        ["broken.json", "crazy_eights-" + cut.split("-", 1)[1] + ".json", "empty.json"]
    assert "1 game was saved by a newer Card Table: update Card Table to open it." in w.start.problems.whole

    shown = []

    def record(box):
        shown.append((box.text(), box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", record)
    w.open_save(hearts)
    text, more = shown[-1]
    assert text == (f"Cannot open the saved game \u201c{hearts}.json\u201d: it was saved by a newer Card Table, "
                    "in a save format this version cannot read: update Card Table to open it.")
    assert __version__ not in text and "(a newer Card Table may open it)" in more
    for name in ("empty", "broken", cut):
        w.open_save(name)
        text, more = shown[-1]
        assert "line 1" not in text and "column" not in text and "newer" not in more, text
        assert more == "You may keep the file, or delete it from the saved games."
    assert shown[-2][0].endswith("\u201cbroken.json\u201d: it is damaged or cut short.")
    conf = tmp_path / "cardtable.conf"
    conf.write_text("[General]\nseats=Mum, Ben\n", encoding="utf-8")
    w.open_save(conf)
    assert shown[-1][0] == "Cannot open \u201ccardtable.conf\u201d: this is not a Card Table saved game."


# ----- F5 -----------------------------------------------------------------------------------------
def test_the_find_box_also_finds_saved_games_by_game_or_player(qtbot, data_dir):
    """F5: "The only search box ("Find a game…") filters the new-game tiles, not the saved list
    (typing "Rummoli" leaves all 5 saves). ... No filter by player name or game.\""""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("rummoli", ["Mum", "Ben", "Robo Ruby"], {}, seed=1)
    rummoli = w.save_id
    w.start_game("five_in_a_row", ["Anna", "Ben"], {}, seed=2)
    five = w.save_id
    w.back_to_start()

    def shown() -> list[str]:
        return [r.data(0, Qt.UserRole) for rows in w.start.save_rows().values() for r in rows if not r.isHidden()]

    select_row(w, five)
    QTest.keyClicks(w.start.filter_edit, "rummoli")
    assert shown() == [rummoli]
    assert w.start.selected_save() is None and not w.start.delete_button.isEnabled()  # (5 in a Row was selected)
    w.start.filter_edit.clear()
    QTest.keyClicks(w.start.filter_edit, "ben")
    assert sorted(shown()) == sorted([rummoli, five])
    QTest.keyClicks(w.start.filter_edit, " anna")
    assert shown() == [five]
    w.refresh_start()  # (a list read again keeps to what is typed)
    assert shown() == [five]
    w.start.filter_edit.clear()
    assert sorted(shown()) == sorted([rummoli, five])
