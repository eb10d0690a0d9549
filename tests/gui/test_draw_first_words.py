"""10 Dime Rummy's words to the player to draw who plays a card, and the selection's words for
one card.

Finding s28 t4 (4): "Ben's turn, his hand showing, status "Ben: draw from the stock or buy the
discard for a dime." Drag any card from his hand onto the discard pile → status "It is not your
turn." ... Same words for simply clicking a card in one's own hand before drawing." It is his
turn; he has to draw first. Finding (5): ""Selected: 2 of spades. Drag one of them to move them
together." with a single card selected."""

from __future__ import annotations

from cardtable.core.cards import card_name

from .helpers import click, drag, hand_item, open_window


def lifted(qtbot, options):
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Cleo"], options, seed=3)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    return w, w.table.view, w.state.turn


def test_a_discard_before_drawing_says_draw_first(qtbot, data_dir):
    for options in ({"buy_out_of_turn": True}, {}):
        w, view, drawer = lifted(qtbot, options)
        top = card_name(w.state.discard[-1])
        card = w.state.hands[drawer][0]
        drag(view, hand_item(view, card), view.zones["discard"].rect.center())
        assert w.session.record.moves == []
        assert w.status_text() == f"Draw first: from the stock, or buy the {top}.", w.status_text()


def test_a_click_on_a_card_before_drawing_says_draw_first(qtbot, data_dir):
    w, view, drawer = lifted(qtbot, {"buy_out_of_turn": True})
    top = card_name(w.state.discard[-1])
    click(view, hand_item(view, w.state.hands[drawer][0]))
    assert w.status_text() == f"Draw first: from the stock, or buy the {top}.", w.status_text()


def test_one_card_selected_is_it_not_them(qtbot, data_dir):
    w, view, drawer = lifted(qtbot, {})
    drag(view, view.pieces["stock"], view.zones[f"hand/{drawer}"].rect.center())
    assert w.session.record.moves and w.state.turn == drawer
    card = w.state.hands[drawer][0]
    click(view, hand_item(view, card))
    assert w.status_text() == (f"Selected: {card_name(card)}. Drag it, or click more cards to move them "
                               "together."), w.status_text()
    second = w.state.hands[drawer][1]
    click(view, hand_item(view, second))
    assert "Drag one of them to move them together." in w.status_text(), w.status_text()
