"""Small wordings a tester read on the table (s27 t3, finding 11), each in the tester's words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import click, drag, hand_item, open_window
from .test_counting_tables import refused


def test_i_doubt_it_cards_dropped_on_last_play_name_the_discards_pile(qtbot, data_dir):
    """ "dragging the chosen cards onto the "Last play" pile says only "Drop it on the discards."
    - but the pile you must drop on is labelled "Discards (0)" ... and with three cards selected
    it still says "it"." """
    w = open_window(qtbot)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], {}, seed=3, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    hand = w.state.hands[seat]
    items = [hand_item(view, card) for card in hand[:3]]
    for item in items:
        click(view, item)
    snap, n = w.state.to_json(), len(w.session.record.moves)
    drag(view, items[0], view.zones["claim"].rect.center())
    said = refused(w, n, snap)
    assert said == "Drop them on the Discards pile."
    # one card alone: "it"
    for item in items[1:]:
        click(view, item)
    drag(view, items[0], view.zones["claim"].rect.center())
    assert refused(w, n, snap) == "Drop it on the Discards pile."
