"""s40 t4 PRIVACY: "View > Hand-off Curtain between Turns: untick it, answer 'Turn it off'; then
at once tick it again [...] The main save file gets damaged [...] 'Open the backup'. Seen: the
curtain text now says 'This game is played with open hands' [...] the screen immediately shows
BARTHOLOMEW's whole hand with Maximiliana still at the laptop -- no curtain. The .bak file holds
"open_handed":true." Expected: a restored game keeps the curtain on. A game recovered from its
backup (or before a bad move) opens with the curtain on wherever two or more people play, and
the status line says so and how to turn it off."""

from __future__ import annotations

from cardtable.store.saves import CURTAIN_BACK_ON, SaveStore, backup_path, encode

from saved_games import break_move

from .helpers import assert_private, open_window
from .test_backup_s33 import Answered

PEOPLE = ["Anna", "Ben", "Cleo"]


def curtained_game_with_open_handed_backup(w) -> str:
    """A Hearts game of three people, curtain on; its backup an older copy with the curtain off."""
    w.start_game("hearts", PEOPLE, {}, seed=29)
    assert not w.open_handed
    sid = w.save_id
    path = SaveStore().path_of(sid)
    backup_path(path).write_bytes(encode(w.session, {"open_handed": True, "computers": ["", "", ""]}))
    w.back_to_start()
    return sid


def next_person_plays_behind_curtain(w) -> None:
    assert w.table.curtain.isVisible()
    assert_private(w)
    w.table.curtain.reveal()
    assert_private(w)
    first = w.game.current_player(w.state)
    while w.game.current_player(w.state) == first:  # (a draw, then a play: the turn passes)
        w.play(w.game.legal_moves(w.state)[0])
    assert w.table.curtain.isVisible(), "the next person's hand showed with no curtain"
    assert_private(w)


def test_opening_the_backup_of_a_cut_save_keeps_the_curtain_on(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot)
    sid = curtained_game_with_open_handed_backup(w)
    path = SaveStore().path_of(sid)
    with open(path, "r+b") as f:  # (a power cut during a write)
        f.truncate(120)
    answered = Answered(monkeypatch, "Open the backup")
    w.open_save(sid)
    assert answered.shown and w.session is not None and w.save_id != sid
    assert not w.open_handed and w.curtain_action.isChecked() and not w.play_ctl.open_handed
    assert CURTAIN_BACK_ON in w.status_label.text()
    next_person_plays_behind_curtain(w)


def test_opening_before_a_bad_move_keeps_the_curtain_on(qtbot, data_dir, monkeypatch):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", PEOPLE, {}, seed=3, open_handed=True)
    w.play(w.game.legal_moves(w.state)[0])
    elsewhere = str(w.state.hands[(w.game.current_player(w.state) + 1) % 3][0])  # (not Ben's card)
    w.play(w.game.legal_moves(w.state)[0])
    sid = w.save_id
    w.back_to_start()
    path = SaveStore().path_of(sid)
    break_move(path, 2, {"kind": "play", "card": elsewhere})
    Answered(monkeypatch, "Open it before move 2")
    w.open_save(sid)
    assert w.session is not None and len(w.session.record.moves) == 1
    assert not w.open_handed and CURTAIN_BACK_ON in w.status_label.text()
    next_person_plays_behind_curtain(w)
