"""s42 t3, Golf: Tom's turn, the keys' ring on the discard pile, Enter: the status said "Picked up
the discard pile: Enter takes it to your Taken pile…", and the spot the card goes to was
captioned "Taken (0)". In Golf nothing is taken (no tricks, no captures): the spot holds the card
drawn, and only the top discard is picked up, not the pile."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import keys_to, open_window, settle


def test_golf_the_drawn_card_spot_and_the_top_discard_are_called_so(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Lea", "Tom"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    settle(view)
    caption = view.zones[f"held/{seat}"].spec.label
    assert caption.startswith("Drawn card"), caption
    assert "Taken" not in caption
    view.setFocus()
    assert keys_to(view, lambda item: item.spec.id == "discard")
    QTest.keyClick(view, Qt.Key_Return)
    said = w.status_text()
    assert said.startswith("Picked up the top discard: Enter takes it to your drawn card spot"), said
    assert "Taken" not in said and "discard pile" not in said
