"""After Help > Hint's key, a click on another card takes the hint's frame away (s39 t2 F2).
Euchre, Anna's lead at 1280x800: H said "Hint: play the queen of diamonds" and the keys' ring
came on the Q♦ (H is a key: the hint brings the keys' focus to what it lit); a single click on
the J♥ then said "To play the jack of hearts, drag it to the trick or double-click it", but the
Q♦ kept its heavy frame (it looked chosen) and the J♥ showed nothing. Real key and mouse
events."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QApplication

from .helpers import click, key_to_focus, open_window, play_medium_moves, settled_view

SHOTS = os.environ.get("CARDTABLE_SHOTS")


def test_a_click_on_another_card_after_the_hint_takes_the_hint_frame_away(qtbot, data_dir):
    from PySide6.QtCore import Qt

    w = open_window(qtbot, (1280, 800), start=False)
    names = ["Anna-Sophie Müller", "Bartholomew", "Maximilian-Alexander", "Großmutter Hildegard"]
    w.start_game("euchre", names, {}, seed=3, open_handed=True)

    def leads(w) -> bool:  # a seat to lead with several cards to play
        plays = [m for m in w.game.legal_moves(w.state) if m.kind == "play"]
        return len(plays) >= 3

    play_medium_moves(w, 30, until=leads)
    assert leads(w)
    view = settled_view(w)
    view.setFocus()
    ctl = view.controller
    key_to_focus(w, Qt.Key_H)
    assert w.status_text().startswith("Hint: play the "), w.status_text()
    hinted = ctl.hint_cards[0]
    assert hinted.focused and hinted.hinted  # the ring and the hint's light, on the card it names
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, "hint-ring-1-hinted.png"))
    seat = w.game.current_player(w.state)
    other = next(i for i in view.pieces.values() if i.spec.owner == seat and i.spec.move_key in ctl.by_piece
                 and i is not hinted and i.spec.face != "back")
    click(view, other)
    QApplication.processEvents()
    assert w.status_text().startswith("To play the "), w.status_text()
    if SHOTS:
        w.grab().save(os.path.join(SHOTS, "hint-ring-2-clicked.png"))
    assert not hinted.focused, "the hinted card kept the keys' ring after a click on another card"
    assert not hinted.hinted and not hinted.selected
    assert ctl.focus_item is None or ctl.focus_item is other
