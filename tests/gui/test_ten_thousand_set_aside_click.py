"""10,000: clicking a die just set aside said "A 5 cannot be moved." (s28 t3 #9). A player who
set aside the wrong die wants to know how to take it back: dice set aside stay there, and Undo
(Ctrl+Z) puts it back (as it does)."""

from __future__ import annotations

from .helpers import click, open_window, settled_view


def test_a_die_set_aside_clicked_says_undo_puts_it_back(qtbot):
    w = open_window(qtbot)
    for seed in range(1, 60):
        w.start_game("ten_thousand", ["Anna", "Ben"], {}, seed=seed, open_handed=True)
        w.play(w.game.legal_moves(w.state)[0])  # Anna rolls
        keeps = [m for m in w.game.legal_moves(w.state) if m.kind == "keep"]
        if w.state.turn == 0 and keeps:
            break
    w.play(keeps[0])
    view = settled_view(w)
    [held] = [i for i in view.card_items() if i.spec.id.startswith("held:")]
    face = str(held.spec.face).split(":")[0]
    click(view, held)
    assert w.status_text() == f"Dice set aside stay there: Undo (Ctrl+Z) puts the {face} back."
    w.undo_action.trigger()
    assert not [i for i in settled_view(w).card_items() if i.spec.id.startswith("held:")]
