"""A save that will not load, or a file that is not a save, is a dialog with the plain message."""

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from cardtable.gui.main_window import MainWindow

from .helpers import MessageBoxes


def saved_files(store):
    """The files of the saves folder, but for the lock of the game a window has open."""
    return sorted(p.name for p in store.directory.iterdir() if not p.name.endswith(".lock"))


def test_not_a_save_is_a_plain_dialog(qtbot, data_dir, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append((self.windowTitle(), self.text())) or 0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    bad = tmp_path / "shopping.json"
    bad.write_text('{"milk": 2}', encoding="utf-8")
    w.open_save(Path(bad))
    assert shown == [("Cannot open the saved game",
                      "Cannot open \u201cshopping.json\u201d: this is not a Card Table saved game.")]
    assert w.session is None


def test_rules_page_missing_is_a_plain_message(qtbot, data_dir, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QTextBrowser

    import cardtable.resources

    monkeypatch.setattr(cardtable.resources, "asset_path", lambda *parts: tmp_path / "missing.html")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.show_rules()
    text = w.rules_dialog.findChild(QTextBrowser).toPlainText()
    assert "is not installed yet" in text and "Traceback" not in text


def test_every_game_has_its_rules_page():
    from cardtable.games import infos
    from cardtable.resources import asset_path

    for info in infos():
        page = asset_path("rules", info.rules_page)
        assert page.is_file(), f"{info.name}: {page} is missing"
        assert "<h1>" in page.read_text(encoding="utf-8")


def test_autosave_failure_is_said_once_and_play_goes_on(qtbot, data_dir, monkeypatch):
    """A full disk or an unwritable folder: one dialog, then the status line; nothing is lost
    from the game in memory, and the next save that works writes it whole."""
    from cardtable.store import saves

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    real_write, real_append = saves.atomic_write, saves._write_all

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "atomic_write", full_disk)  # a rewrite of the save
    monkeypatch.setattr(saves, "_write_all", full_disk)  # an append to its journal
    for _ in range(3):
        w.play(w.game.legal_moves(w.state)[0])
    assert len(shown) == 1
    assert shown[0].startswith("Cannot save the game as \u201ccrazy_eights-")
    assert "No space left on device" in shown[0] and "You can go on playing" in shown[0]
    assert "Not saved: it could not be written (No space left on device)." in w.status_text()
    assert len(w.session.record.moves) == 3
    monkeypatch.setattr(saves, "atomic_write", real_write)
    monkeypatch.setattr(saves, "_write_all", real_append)
    w.play(w.game.legal_moves(w.state)[0])
    loaded = saves.SaveStore().load(w.save_id)
    assert len(loaded.record.moves) == 4


def test_game_open_on_a_file_of_the_saved_games_opens_that_game_and_writes_no_copy(qtbot, data_dir):
    """Game > Open... starts in the saved games' folder; each file opened there was written again
    as a new save, and the list went from 10 games to 23 twins. A file of that folder is that game."""
    from cardtable.store.saves import SaveStore

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2)
    w.play(w.game.legal_moves(w.state)[0])
    sid = w.save_id
    store = SaveStore()
    before = saved_files(store)
    w.back_to_start()
    w.open_save(store.path_of(sid))
    assert w.save_id == sid and saved_files(store) == before
    w.play(w.game.legal_moves(w.state)[0])  # and it goes on in that very file
    assert saved_files(store) == before


def test_a_saved_game_that_will_not_open_may_be_deleted_from_the_list(qtbot, data_dir, monkeypatch):
    """A hand-edited save stayed in the saved games looking like the others, with no way to be
    rid of it: the message offers to keep it (the default) or delete it."""
    from cardtable.store.saves import SaveStore

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2)
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    path.write_text(path.read_text(encoding="utf-8").replace('"seed":2', '"seed":[2]'), encoding="utf-8")
    boxes = MessageBoxes(monkeypatch, "Keep it")
    w.open_save(sid)
    assert path.exists() and "Delete it" in boxes.shown[-1][2]
    boxes.press = "Delete it"
    w.open_save(sid)
    assert not path.exists() and w.session is None


def test_a_file_from_elsewhere_opened_again_adds_no_twin(qtbot, data_dir, tmp_path, monkeypatch):
    """Game > Open... on a file outside the saves folder added another identical copy to the saved
    games list every time it was opened. Opened again, it is the copy it made (while that copy is
    still just the file's game); played on, the file opens as a new game again. Save As starts in
    the documents (or home) folder, not the program's folder."""
    from PySide6.QtWidgets import QFileDialog

    from cardtable.store.saves import SaveStore

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2)
    w.play(w.game.legal_moves(w.state)[0])
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a: asked.append(a[2]) or (str(tmp_path / "sunday.json"), "")))
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr("cardtable.gui.main_window._documents_folder", lambda: documents)
    w.save_as_dialog()
    assert asked and Path(asked[0]).parent == documents  # (not the saves folder: s31 t2 #1)
    outside = tmp_path / "sunday.json"
    assert outside.exists()
    w.back_to_start()
    store = SaveStore()
    before = saved_files(store)
    w.open_save(outside)
    first = w.save_id
    once = saved_files(store)
    assert len(once) == len(before) + 1
    for _ in range(2):
        w.back_to_start()
        w.open_save(outside)
        assert w.save_id == first and saved_files(store) == once
    w.play(w.game.legal_moves(w.state)[0])  # played on: the copy is not the file's game any more
    w.back_to_start()
    w.open_save(outside)
    assert w.save_id != first and len(saved_files(store)) == len(once) + 1
    assert len(w.state.record.moves if hasattr(w.state, "record") else w.session.record.moves) == 1


def test_save_as_starts_in_the_documents_then_the_last_folder_used_with_a_name(qtbot, data_dir, monkeypatch,
                                                                               tmp_path):
    """Findings: (s27 t3) "Save As opens in the home folder with no suggested name"; (s31 t2 #1)
    "The dialog opens in the saves folder itself ..., listing every game's autosave file by its
    cryptic name", and a copy saved over one of them replaced another game. It starts in the
    documents folder the first time, then in the folder a copy was last saved in, with the game,
    players as the name (s44: as the list names the game)."""

    from PySide6.QtWidgets import QFileDialog

    from cardtable.store.saves import SaveStore

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr("cardtable.gui.main_window._documents_folder", lambda: documents)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=2)
    w.play(w.game.legal_moves(w.state)[0])
    asked = []
    answer = [None]
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a: asked.append(a[2]) or (answer[0] or a[2], "")))
    w.save_as_dialog()
    suggested = Path(asked[0])
    assert suggested.parent == documents != SaveStore().directory
    # (the game's own name as the list shows it: "crazy-eights-anna-ben-2026-12-03.json" read as
    # a technical name, s44 t2 #9)
    assert suggested.name == "Crazy Eights with Anna and Ben.json"
    assert suggested.exists()
    assert str(suggested) in w._status_said
    # a second copy the same day is not offered the first one's name
    w.save_as_dialog()
    assert Path(asked[1]).name == "Crazy Eights with Anna and Ben (2).json"
    # saved elsewhere, the next Save As starts there (this window, or the next run's)
    elsewhere = tmp_path / "usb"
    elsewhere.mkdir()
    answer[0] = str(elsewhere / "sunday")
    w.save_as_dialog()
    assert (elsewhere / "sunday.json").exists()
    answer[0] = None
    MainWindow.save_as_dialog(w)
    assert Path(asked[3]).parent == elsewhere
    # a copy saved in the saves folder on purpose is listed
    answer[0] = str(SaveStore().directory / "kept.json")
    w.save_as_dialog()
    assert "kept" in [entry.save_id for entry in SaveStore().list()[0]]
    assert "it is in the saved games list" in w._status_said


def test_a_save_with_a_refused_move_opens_before_it_as_a_new_game(qtbot, data_dir, monkeypatch):
    """A save whose later move the rules refuse (one hand-edited line) could only be kept or
    deleted, every move before it lost with it. It may now be played on from the last sound
    move, as a new saved game; the file itself stays as it was."""
    import json

    from cardtable.store.saves import SaveStore

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2, open_handed=True)
    for _ in range(4):
        ctl = w.play_ctl
        ctl.play(ctl.legal(ctl.to_act()[0])[0])
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines()
    third = json.loads(lines[3])
    move = third["move"] if "move" in third else third
    move["kind"] = "no such move"
    lines[3] = json.dumps(third)
    broken = "\n".join(lines) + "\n"
    path.write_text(broken, encoding="utf-8")
    shown = MessageBoxes(monkeypatch, "Open it before").shown
    w.open_save(sid)
    assert "Open it before move 3" in shown[-1][2], shown
    assert "The first 2 moves are sound" in shown[-1][1]
    assert w.session is not None and len(w.session.record.moves) == 2 and w.save_id != sid
    assert path.read_text(encoding="utf-8") == broken  # kept as it was
    assert "before move 3" in w.status_text()
