"""s33, a tester's bug (saves: nothing may be lost and nothing false may come back): "Crazy Eights,
Anna (person), Robo Rex (Medium), Ben (person), Robo Remy (Medium), Play several hands. Play 8
moves; on Ben's turn Ben plays the 2 of spades, presses Ctrl+Z during Robo Remy's thinking...
(taken back, fine) and plays the 9 of spades instead. Back to Start. [...] change move 5 [...]
(a hand edit making move 5 illegal). Open it from Saved games. [...] "An earlier copy of this
game, its backup, can be opened: it holds 3 of the game's 8 moves. Open the backup instead?".
But "Open the backup" opens a game in which "Ben played the 2 of spades" -- the move Ben had
TAKEN BACK -- and Robo Remy at once answers it [...] Meanwhile moves 1-4 of the damaged file
replay fine and are not offered." Expected: the game offered from just before the first move
that does not replay (4 moves, all real), beside a backup only when it holds more of the real
game, whichever holds more first; never a move that was undone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from cardtable.gui.main_window import MainWindow
from cardtable.store import saves as saves_module
from cardtable.store.saves import CURTAIN_BACK_ON, SaveStore

from saved_games import break_move

from .helpers import drag, hand_item, open_window
from .test_computer_players import Held, first_play, human_turn

PLAYERS = ["Anna", "Robo Rex", "Ben", "Robo Remy"]
BEN = 2


class Answered:
    """Every message box run is kept as (text, informative text, button texts in order, the
    default button's text) and answered with the button whose text starts with ``press``."""

    def __init__(self, monkeypatch, press: str):
        self.press = press
        self.shown: list[tuple[str, str, list[str], str]] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.answer(box))

    def answer(self, box) -> int:
        pushed = [b for b in box.findChildren(QPushButton)]
        default = box.defaultButton()
        self.shown.append((box.text(), box.informativeText(), [b.text() for b in pushed],
                           default.text() if default is not None else ""))
        next(b for b in pushed if b.text().startswith(self.press)).click()
        return 0


def computers_move(qtbot, w) -> None:
    """Let the computers think and play until a person is to move."""
    w.service.hold = False
    human_turn(qtbot, w)
    w.service.hold = True
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()


def person_plays(w, move=None) -> None:
    """The person to move drags a plain card onto the discard pile (else draws)."""
    if w.table.curtain.isVisible():  # (after an undo too: "Ben's turn again")
        w.table.curtain.reveal()
    move = move or first_play(w) or w.game.legal_moves(w.state)[0]
    if move.kind == "play":
        view = w.table.view
        drag(view, hand_item(view, move["card"]), view.zones["discard"].rect.center())
    else:
        w.play(move)


def family_evening(qtbot, w, monkeypatch):
    """The tester's game: up to Ben's turn, Ben plays a card and takes it back while Robo Remy
    thinks, plays another, and on to 8 moves. Returns the save id, the move taken back, and
    how many moves were before it."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    # (the computers' moves up to the saved position shown at once, not at the family's pace: 0.8 s
    # of an idle test each; the pace as it was from the saved game's opening on)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    # (the last named dealing, as when the tester played it: drawn, another deal)
    w.start_game("crazy_eights", PLAYERS, {"scoring": True, "first_dealer": "last named"}, seed=3,
                 computers=["", "medium", "", "medium"])
    while True:
        computers_move(qtbot, w)
        if w.game.current_player(w.state) == BEN:
            break
        person_plays(w)
    before = len(w.session.record.moves)
    plays = [m for m in w.game.legal_moves(w.state) if m.kind == "play" and not m["card"].startswith("8")]
    assert len(plays) >= 2
    person_plays(w, plays[0])
    assert w.thinking is not None  # Robo Remy thinking...
    w.undo_action.trigger()  # Ctrl+Z
    assert len(w.session.record.moves) == before and w.game.current_player(w.state) == BEN
    person_plays(w, plays[1])
    while len(w.session.record.moves) < 8:
        computers_move(qtbot, w)
        if len(w.session.record.moves) < 8:
            person_plays(w)
    played = list(w.session.record.moves[:8])
    sid = w.save_id
    w.service.hold = True
    w.back_to_start()
    monkeypatch.delenv("CARDTABLE_COMPUTER_PACE")
    return sid, plays[0], before, played


def left_after(qtbot, moves: int):
    """A window that played ``moves`` moves of an open-handed Crazy Eights (Ann, Bob) and went
    back to the start: the window, the moves played, the save's id and its path."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Ann", "Bob"], {}, seed=2, open_handed=True)
    for _ in range(moves):
        w.play(w.game.legal_moves(w.state)[0])
    played = list(w.session.record.moves)
    sid = w.save_id
    w.back_to_start()
    return w, played, sid, SaveStore().path_of(sid)


def test_a_damaged_save_opens_before_its_bad_move_never_with_a_move_taken_back(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot)
    sid, taken_back, before, played = family_evening(qtbot, w, monkeypatch)
    assert before < 4  # (Ben's move taken back is among the moves the file holds before move 5)
    path = SaveStore().path_of(sid)
    broken = break_move(path, 5)
    boxes = Answered(monkeypatch, "Open it before move 5")
    w.open_save(sid)
    text, informative, pushed, default = boxes.shown[-1]
    assert "move 5 is against the rules" in text
    assert "Open the backup" not in pushed  # (it held the card Ben took back)
    assert default == "Open it before move 5"
    assert informative.startswith("The first 4 moves are sound")
    assert w.session is not None and w.save_id != sid
    assert w.session.record.moves == played[:4]  # all real: the card Ben took back is not there
    assert taken_back not in w.session.record.moves[before:before + 1]
    assert path.read_bytes() == broken  # the damaged file stays untouched


def test_a_backup_written_before_the_fix_holding_the_move_taken_back_is_not_offered(qtbot, data_dir, monkeypatch):
    """The family's own files: the backup the undo wrote holds the card Ben took back."""
    w = open_window(qtbot)
    sid, taken_back, before, played = family_evening(qtbot, w, monkeypatch)
    store = SaveStore()
    old = saves_module.load_session(store.path_of(sid), moves=before)
    old.play(taken_back)
    store.path_of(sid).with_name(f"{sid}.json.bak").write_bytes(saves_module.encode(old))
    broken = break_move(store.path_of(sid), 5)
    boxes = Answered(monkeypatch, "Open it before move 5")
    w.open_save(sid)
    _, _, pushed, default = boxes.shown[-1]
    assert "Open the backup" not in pushed and default == "Open it before move 5"
    assert w.session.record.moves == played[:4]
    assert store.path_of(sid).read_bytes() == broken


def test_a_backup_holding_more_of_the_game_is_offered_first_beside_the_moves_before_the_bad_one(
        qtbot, data_dir, monkeypatch):
    w, played, sid, path = left_after(qtbot, 7)
    path.with_name(f"{sid}.json.bak").write_bytes(path.read_bytes())  # 7 moves, all real
    broken = break_move(path, 5)
    boxes = Answered(monkeypatch, "Open it before move 5")
    w.open_save(sid)
    _, informative, pushed, default = boxes.shown[-1]
    assert pushed.index("Open the backup") < pushed.index("Open it before move 5")
    assert default == "Open the backup"
    assert informative == ("An earlier copy of this game, its backup, can be opened: it holds 7 moves. "
                           "Or you may play on from just before move 5: the first 4 moves are sound. "
                           "Either opens as a new saved game; this file stays as it is.")
    assert w.session.record.moves == played[:4] and path.read_bytes() == broken
    # (said in the list while it holds these moves; never the family's name for it, s43 t2 #6)
    assert {e.save_id: e.title for e in SaveStore().entries()}[w.save_id] == "Recovered before move 5"
    assert w.save_name == ""
    w.back_to_start()
    boxes.press = "Open the backup"
    w.open_save(sid)
    assert w.session.record.moves == played and w.save_id != sid
    # (s33 t4 #8: each recovered game says what it is; they read as the damaged file did)
    assert w.save_name == ""
    names = {e.save_id: e.title for e in SaveStore().entries()}
    assert names[w.save_id] == "Opened from its backup"
    # (the status line says so too: it said the game's own prompt, as if nothing had happened)
    # (an open-handed game of two people: recovered, its curtain is on again, s40 t4)
    assert w.status_text() == ("Opened from its backup, as a new saved game; the file that would not open is kept "
                               f"as it was. {CURTAIN_BACK_ON}")


def test_a_backup_damaged_too_opens_with_its_sound_moves(qtbot, data_dir, monkeypatch):
    """s33 t4 #6: the backup's own move 7 cut short (``{"kind":"dra``): its 6 sound moves, more
    than the save's 4, are offered, said to be all of it that is sound, and open in one step."""
    w, played, sid, path = left_after(qtbot, 9)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[7] = '{"kind":"dra\n'
    backup = path.with_name(f"{sid}.json.bak")
    backup.write_text("".join(lines), encoding="utf-8")
    cut = backup.read_bytes()
    break_move(path, 5)
    boxes = Answered(monkeypatch, "Open the backup")
    w.open_save(sid)
    _, informative, pushed, default = boxes.shown[-1]
    assert default == "Open the backup" and "Open it before move 5" in pushed
    assert informative.startswith("An earlier copy of this game, its backup, can be opened: it holds 6 of the "
                                  "game's 9 moves (the rest of it is damaged).")
    assert len(boxes.shown) == 1  # (opened at once: no second "Cannot open" for the backup)
    assert w.session.record.moves == played[:6] and w.save_id not in (sid, None)
    assert {e.save_id: e.title for e in SaveStore().entries()}[w.save_id] == "Opened from its backup"
    # (it said "Opened as it stood before move 7", a move of the backup's, of the damaged file's game)
    assert w.status_text() == ("Opened from its backup, with its first 6 moves (the rest of it is damaged), as a new "
                               f"saved game; the file that would not open is kept as it was. {CURTAIN_BACK_ON}")
    assert backup.read_bytes() == cut


@pytest.mark.curtain_guard
def test_the_damaged_save_question_takes_no_key_of_the_stream_that_opened_it(qtbot, data_dir, monkeypatch):
    """s33 t4 #5: Enter on the damaged save's row, and Enter again 0.15 s later: the second
    pressed the question's default button at once, and nobody saw the question. As at the
    curtain, a key or click in the stream that opened it does nothing on it; the first press
    after a pause answers."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.gui import curtain

    from .helpers import fake_clock

    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w, played, sid, path = left_after(qtbot, 7)
    break_move(path, 5)
    seen: list = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        button = next(b for b in box.findChildren(QPushButton) if b.text() == "Open it before move 5")
        clock.now += 0.15
        QTest.keyClick(box, Qt.Key_Return)  # the second Enter of the double Enter
        clock.now += 0.1
        QTest.mouseClick(button, Qt.LeftButton)  # and a click in the same stream
        seen.append(box.isVisible())
        clock.now += 1.5  # a pause: she reads it
        QTest.keyClick(box, Qt.Key_Return)

    QTest.keyClick(w, Qt.Key_Return)  # the first Enter, on the row (it opens the save)
    QTimer.singleShot(0, answer)
    w.open_save(sid)
    assert seen == [True]  # the stream did nothing on the question
    assert w.session is not None and w.session.record.moves == played[:4]  # the Enter after a pause answered


def test_the_recovered_games_note_stays_while_a_computer_moves_first(qtbot, data_dir, monkeypatch):
    """Seen (s34 t4 #8): "Open it before move 6" on a Hearts save where a computer was to make
    move 6: Robo Remy played at once and the status line and the curtain said only his move;
    "Opened ... as it stood before move 6, as a new saved game; the file that would not open is
    kept as it was" was never read. It now stays with the status and on the curtain until a
    person makes a move."""
    w = open_window(qtbot)
    sid, _taken_back, _before, played = family_evening(qtbot, w, monkeypatch)
    path = SaveStore().path_of(sid)
    session, _table = SaveStore().load_with_table(path)
    # the first move a computer made after a person's: broken, the game opens with it to make
    n = next(k for k in range(2, len(played)) if PLAYERS[session.game.current_player(session.state_after(k - 1))]
             .startswith("Robo") and not PLAYERS[session.game.current_player(session.state_after(k - 2))]
             .startswith("Robo"))
    Answered(monkeypatch, f"Open it before move {n}")
    break_move(path, n)
    w.open_save(sid)
    note = (f"Opened as it stood before move {n}, as a new saved game; the file that would not open is kept "
            "as it was.")
    assert note in w.status_text() and w.play_ctl.computer_turn() is not None
    w.service.hold = False
    human_turn(qtbot, w)
    w.service.hold = True
    assert len(w.session.record.moves) >= n and w.table.curtain.isVisible()
    assert note in w.status_text() and w.table.curtain._notes[-1] == note
    person_plays(w)
    assert note not in w.status_text()
