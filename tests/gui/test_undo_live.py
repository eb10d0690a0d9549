"""Edit > Undo is greyed out only where there is nothing to take back: before the first move of
a game (s28's carried-over question, checked: right as it is). A save reopened with moves in it
and a new hand dealt after a hand's end have something to take back, or a reason to say why not:
there Undo is live, and pressing it says the reason."""

from __future__ import annotations

from .helpers import open_window


def test_undo_is_live_after_a_reopened_save_and_a_new_hand(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben"], {"scoring": True}, seed=1, open_handed=True)
    assert not w.undo_action.isEnabled()  # nothing to take back yet
    w.play(w.game.legal_moves(w.state)[0])
    save_id = w.save_id
    w.back_to_start()
    assert not w.undo_action.isEnabled()  # (no game on the table)
    w.open_save(save_id)
    assert len(w.session.record.moves) == 1 and w.undo_action.isEnabled()
    while not w.game.is_over(w.state) and w.play(w.play_ctl.offered(w.game.legal_moves(w.state))[0]).move.kind \
            not in w.game.between_hands:
        pass
    # the deal showed the new hands: it stays; Undo is greyed, and its tip and Ctrl+Z say why
    assert w.status_text().startswith("Hand 2:") and not w.undo_action.isEnabled()
    assert w.undo_action.toolTip() == "The last move dealt the next hand, so it cannot be taken back."
    w._undo_refused_key.activated.emit()
    # (it said "The last move showed something that was hidden", naming nothing: s32 t2 #14)
    assert w.status_text() == "The last move dealt the next hand, so it cannot be taken back."
