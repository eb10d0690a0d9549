"""The saved games, s30 t2's findings: leaving the table after a failed autosave tries the save
again (and asks before anything is lost), and the saves' messages close with Esc."""

from __future__ import annotations

from cardtable.store.saves import SaveError, SaveStore

from .helpers import MessageBoxes, open_window
from .test_saves_s28 import unwritable_saves_folder

LEAVE_BUTTONS = ["Save As\u2026", "Stay at the table", "Leave anyway"]


def one_move_not_saved(qtbot, monkeypatch):
    """A window whose Crazy Eights game made one move the saves folder would not take, and the
    message boxes it shows (answered "OK")."""
    boxes = MessageBoxes(monkeypatch, "OK")
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=3, open_handed=True)
    with monkeypatch.context() as m:
        unwritable_saves_folder(m)
        w.play(w.game.legal_moves(w.state)[0])
    assert w.status_text().startswith("Not saved:")
    assert len(boxes.shown) == 1  # "Cannot save the game as ..., Card Table will keep trying"
    return w, boxes


def test_back_to_start_saves_the_move_whose_autosave_failed(qtbot, data_dir, monkeypatch):
    """t2 12: "make the save file unwritable ..., Anna discards ... Make the file writable
    again, Game > Back to Start (its tip says "the game is saved"), Continue: ... the discard is
    gone." Leaving the table tries the save again."""
    w, boxes = one_move_not_saved(qtbot, monkeypatch)
    sid = w.save_id
    w.back_to_start()
    assert w.session is None and len(boxes.shown) == 1  # saved, nothing to ask
    assert len(SaveStore().load(sid).record.moves) == 1


def test_back_to_start_while_saving_still_fails_asks_first(qtbot, data_dir, monkeypatch):
    w, boxes = one_move_not_saved(qtbot, monkeypatch)
    unwritable_saves_folder(monkeypatch)
    boxes.press = "Stay"
    w.back_to_start()
    text, more, buttons = boxes.shown[-1]
    assert buttons == LEAVE_BUTTONS
    assert text == ("Card Table still cannot save this game: it could not be written (Operation not "
                    "permitted). If you leave the table now, the moves since it was last saved are lost.")
    assert w.session is not None and w.stack.currentWidget() is w.table  # still at the table
    assert "Not saved" in w.status_text()
    boxes.press = "Leave anyway"
    w.back_to_start()
    assert w.session is None and len(boxes.shown) == 3


def test_quit_while_saving_fails_asks_and_stays_or_saves(qtbot, data_dir, monkeypatch):
    """Quit and closing the window: the same."""
    w, boxes = one_move_not_saved(qtbot, monkeypatch)
    sid = w.save_id
    with monkeypatch.context() as m:
        unwritable_saves_folder(m)
        boxes.press = "Stay"
        assert not w.close()
        assert w.isVisible() and boxes.shown[-1][2] == LEAVE_BUTTONS
    assert w.close()  # writable again: saved, and closed with no question
    assert len(boxes.shown) == 2 and len(SaveStore().load(sid).record.moves) == 1


def test_another_game_while_saving_fails_may_be_saved_as_first(qtbot, data_dir, monkeypatch, tmp_path):
    """Opening another game (here New Game's start) asks too; Save As keeps the game in a copy,
    then the new game starts."""
    from PySide6.QtWidgets import QFileDialog

    w, boxes = one_move_not_saved(qtbot, monkeypatch)
    copy = tmp_path / "copy.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a: (str(copy), "")))
    real_save, first = SaveStore.save, w.save_id

    def refuse_the_first(store, save_id, session, table=None):
        if save_id == first:
            raise SaveError(store.path_of(save_id), "it could not be written (Operation not permitted)", doing="save")
        return real_save(store, save_id, session, table)

    monkeypatch.setattr(SaveStore, "save", refuse_the_first)
    boxes.press = "Save As"
    w.start_game("crazy_eights", ["Cleo", "Dan"], {}, seed=4, open_handed=True)
    assert boxes.shown[-1][2] == LEAVE_BUTTONS
    assert len(SaveStore().load(copy).record.moves) == 1
    assert list(w.state.players) == ["Cleo", "Dan"]


def test_another_game_while_saving_fails_and_staying_keeps_the_table(qtbot, data_dir, monkeypatch):
    w, boxes = one_move_not_saved(qtbot, monkeypatch)
    unwritable_saves_folder(monkeypatch)
    boxes.press = "Stay"
    w.open_save("no-such-game")
    w.start_game("crazy_eights", ["Cleo", "Dan"], {}, seed=4, open_handed=True)
    assert list(w.state.players) == ["Anna", "Ben"] and len(w.session.record.moves) == 1
    assert [b[2] for b in boxes.shown[1:]] == [LEAVE_BUTTONS, LEAVE_BUTTONS]
    boxes.press = "Leave anyway"  # (and the window closes at the end of the test)


class EscapePressed:
    """Every message box the window runs is shown and answered with Esc, a real key press; the
    button Esc pressed (its text, None: Esc did nothing) is kept in :attr:`pressed`."""

    def __init__(self, monkeypatch):
        from PySide6.QtWidgets import QMessageBox

        self.pressed: list[str | None] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.answer(box))

    def answer(self, box) -> int:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        box.show()  # (the box finds its escape button when shown)
        QTest.keyClick(box, Qt.Key.Key_Escape)
        clicked = box.clickedButton()
        self.pressed.append(None if clicked is None else clicked.text())
        box.hide()
        return 0


def test_esc_keeps_a_saved_game_that_will_not_open(qtbot, data_dir, monkeypatch):
    """t2 11: "The "Cannot open the saved game ... Keep it / Delete it" message ignores Esc
    (pressed twice: still open ...). Expected: Esc = "Keep it" (the safe choice)." The same
    for the other answers it may offer (Not now / Open the backup; Open it before move ...)."""
    from .test_saves_s28 import six_moves_saved

    w = open_window(qtbot)
    sid = six_moves_saved(w)
    path = SaveStore().path_of(sid)
    good = path.read_text(encoding="utf-8")
    esc = EscapePressed(monkeypatch)
    path.write_text(good.replace('"seed":2', '"seed":[2]'), encoding="utf-8")  # Keep it / Delete it
    w.open_save(sid)
    lines = good.splitlines(keepends=True)
    path.write_text("".join(lines[:4] + ['{"move": {"kind": "pl\n'] + lines[4:]), encoding="utf-8")
    w.open_save(sid)  # Open it before move 4 / Keep it / Delete it
    assert esc.pressed == ["Keep it", "Keep it"] and path.exists() and w.session is None
    store = SaveStore()  # Not now / Open the backup
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2, open_handed=True)
    w.play(w.game.legal_moves(w.state)[0])
    other = w.save_id
    w.back_to_start()
    store.path_of(other).write_text("{", encoding="utf-8")
    store.path_of(other).with_name(store.path_of(other).name + ".bak").write_text(good, encoding="utf-8")
    w.open_save(other)
    assert esc.pressed[2:] == ["Not now"] and w.session is None


def test_esc_in_the_questions_before_deleting_deletes_nothing(qtbot, data_dir, monkeypatch):
    from .test_saves_s28 import six_moves_saved

    w = open_window(qtbot)
    sid = six_moves_saved(w)
    esc = EscapePressed(monkeypatch)
    w.delete_save(sid)
    assert esc.pressed == ["Cancel"] and SaveStore().path_of(sid).exists()
