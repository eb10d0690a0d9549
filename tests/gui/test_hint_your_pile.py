"""Help > Hint names the player's own pile as the table captions it (s40 t4, Arizona Rummy, Mum and
three computers: "Hint: move the 10 of diamonds to Mum's pile." under the caption "Your pile
(1)"). To the person it is for: "your pile"."""

from __future__ import annotations

from .helpers import open_window


def test_a_hinted_discard_goes_to_your_pile(qtbot, data_dir):
    w = open_window(qtbot)
    for seed in range(1, 40):
        w.start_game("arizona_rummy", ["Mum", "Ben"], {}, seed=seed, open_handed=True)
        mum = w.state.turn
        w.play({"kind": "draw", "seat": mum, "pile": "stock"})
        w.show_move_hint()
        if w.last_hint.get("kind") == "discard":
            break
    else:
        raise AssertionError("no seed where the hint after a draw is a discard")
    said = w.status_text()
    name = w.state.players[mum]
    assert "to your pile" in said and f"{name}'s pile" not in said, said
