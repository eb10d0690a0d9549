"""I Doubt It by the keys (s38 t4 #7): Space on the 4 of diamonds said "Selected: 4 of diamonds.
Enter picks it up, or Space on more cards chooses them to go with it." and Enter "Picked up the 4
of diamonds: Enter takes it to the pile": "picks it up" is odd for laying a card face down as
one's claim. Now the words say where Enter lays it, and how it goes there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .helpers import open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest


def doubt_table(qtbot, clock):
    """I Doubt It for three, open-handed, the keys on the table after a pause: the window, its
    view and controller, and the seat to play."""
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    QApplication.processEvents()
    view = w.table.view
    view.setFocus()
    rest(clock)
    return w, view, view.controller, w.game.current_player(w.state)


def test_space_on_a_card_says_enter_lays_it_down(qtbot, data_dir, clock):
    w, view, ctl, me = doubt_table(qtbot, clock)
    card = next(i for i in view.pieces.values() if i.spec.owner == me and i.spec.face != "back"
                and ctl.choosable(i))
    ctl.focus_on(card, aimed=True)
    key(w, Qt.Key_Space)
    said = w.status_text()
    assert ctl.selected == [card]
    assert "picks it up" not in said, said
    assert "face down" in said and "Enter" in said, said
    rest(clock)
    key(w, Qt.Key_Return)
    said = w.status_text()
    assert ctl.held is card


def test_a_card_picked_up_by_the_keys_keeps_its_place_in_the_fan(qtbot, data_dir, clock):
    """s38 t4 #9: the 4 of diamonds picked up by Enter covered the 10 of diamonds beside it whole
    (drawn over the whole fan); now it rises where it lies, the next card still over its edge."""
    w, view, ctl, me = doubt_table(qtbot, clock)
    hand = sorted((i for i in view.pieces.values() if i.spec.owner == me and i.spec.face != "back"),
                  key=lambda i: i.x())
    card, beside = hand[0], hand[1]
    assert beside.sceneBoundingRect().intersects(card.sceneBoundingRect())
    ctl.focus_on(card, aimed=True)
    key(w, Qt.Key_Return)
    assert ctl.held is card
    assert card.zValue() < beside.zValue(), "the card picked up is drawn over the one beside it"
