"""The question before a damaged saved game is deleted says what Open can still do with it. It
said "It cannot be opened" of every damaged file, though since "Open it before move N" (main's
ff5ec3d) some open before a bad move; others open from their backup, and a file whose list
entry alone is damaged opens whole."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.store.saves import SaveStore

from .helpers import open_window
from .test_saved_games_fixes import answer, listed_ids, select_row
from .test_saves_s28 import session_of, six_moves_saved


def saved(moves: int) -> tuple[SaveStore, list[bytes]]:
    """A Crazy Eights game ``moves`` moves in, saved whole as "g"; its file's lines."""
    store = SaveStore()
    store.save("g", session_of(moves))
    return store, store.path_of("g").read_bytes().splitlines(keepends=True)


def no_summary(header_line: bytes) -> bytes:
    """The header line with its summary spoilt: the list cannot show the game."""
    header = json.loads(header_line)
    header["summary"] = "spoilt"
    return (json.dumps(header) + "\n").encode("utf-8")


def ask_delete(qtbot, w, save_id: str, button: str = "Cancel") -> str:
    select_row(w, save_id)
    seen: list = []
    answer(w, button, seen)
    QTest.mouseClick(w.start.delete_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    return seen[0].text()


def test_a_file_whose_list_entry_alone_is_damaged_is_said_to_open(qtbot, data_dir):
    store, lines = saved(6)
    store.path_of("g").write_bytes(no_summary(lines[0]) + b"".join(lines[1:]))
    w = open_window(qtbot)
    assert ask_delete(qtbot, w, "g") == ("Delete the file \u201cg.json\u201d from the saved games? The list cannot "
                                         "show which game it holds, but the game in it opens.")
    w.open_save("g")  # (true: it opens)
    assert w.session is not None and len(w.session.record.moves) == 6


def test_a_file_with_a_garbled_move_offers_the_moves_before_it(qtbot, data_dir):
    store, lines = saved(6)
    lines[4] = b'{"move": {"kind": "pl\n'  # (the header, moves 1-3, then move 4 garbled)
    store.path_of("g").write_bytes(no_summary(lines[0]) + b"".join(lines[1:]))
    w = open_window(qtbot)
    assert ask_delete(qtbot, w, "g", "Delete it") == (
        "Delete the file \u201cg.json\u201d from the saved games? It cannot be opened whole, but the first 3 "
        "moves are sound: Open offers to play on from there.")
    assert "g" not in listed_ids(w) and not store.path_of("g").exists()


def test_a_file_with_a_good_backup_says_so_and_that_the_backup_goes_too(qtbot, data_dir):
    store, _lines = saved(4)
    store.save("g", session_of(10))  # (a whole rewrite: the first kept as the backup)
    path = store.path_of("g")
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(no_summary(lines[0]) + b"".join(lines[1:4]))  # (cut short: 3 of its 10 moves)
    w = open_window(qtbot)
    assert ask_delete(qtbot, w, "g") == (
        "Delete the file \u201cg.json\u201d from the saved games? It cannot be opened, but its backup can "
        "(Open offers it); the backup is deleted with it.")


def test_a_listed_game_that_did_not_open_is_asked_about_as_damaged(qtbot, data_dir, monkeypatch):
    """Its row reads as any other until Open fails ("did not open"); then Delete says what can
    still be done, not "It is not finished: once deleted, it cannot be played on"."""
    from PySide6.QtWidgets import QMessageBox, QPushButton

    w = open_window(qtbot)
    sid = six_moves_saved(w)
    path = SaveStore().path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines.insert(4, '{"move": {"kind": "pl\n')
    path.write_text("".join(lines), encoding="utf-8")

    def keep(box):
        next(b for b in box.findChildren(QPushButton) if b.text() == "Keep it").click()
        return 0

    with monkeypatch.context() as patched:
        patched.setattr(QMessageBox, "exec", keep)
        w.open_save(sid)
    text = ask_delete(qtbot, w, sid)
    assert text.startswith("Delete the Crazy Eights game with Ann and Bob, saved ")
    assert text.endswith("? It cannot be opened whole, but the first 3 moves are sound: Open offers to play on "
                         "from there.")


def test_a_file_nothing_of_which_opens_cannot_be_opened(qtbot, data_dir):
    store, lines = saved(6)
    store.path_of("g").write_bytes(b"{not json\n" + b"".join(lines[1:]))
    w = open_window(qtbot)
    assert ask_delete(qtbot, w, "g") == "Delete the file \u201cg.json\u201d from the saved games? It cannot be opened."
