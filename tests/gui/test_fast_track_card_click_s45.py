"""Fast Track with a hand of five ("Alternate Rule 2 – Instead of flipping cards every player
holds 5 cards in their hand and decides which one they want to play"): a single click on a card of the hand seemed to do nothing, while a
double-click or a drag played it (s45 t3 #9). A single click only says how (a stray click played
a card, s42 t1): it says what comes next too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import click, open_window


def test_a_click_on_a_hand_card_says_how_to_play_it_and_what_comes_next(qtbot):
    w = open_window(qtbot, (1366, 740), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {"hand_of_five": True, "first": "first named"}, seed=9,
                 stack=[["AH", "5C", "9D", "KS", "3H"], ["4C", "4D", "4H", "4S", "9C"]])
    view = w.table.view
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    click(view, view.pieces["hand:AH"])
    assert w.session.record.moves == []  # (a click plays nothing)
    assert w.status_text() == ("To play the ace of hearts, drag it to the card being played or double-click it; "
                               "then drag the marble it moves.")
