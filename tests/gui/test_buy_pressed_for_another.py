"""10 Dime Rummy's house rule "Buy out of turn" while a computer is to draw, with two people at
the table. Finding s28 t1 (2): "Ben draws and discards the J♠. While Robo Ruby thinks, the table
keeps Ben's hand face up (Ben still has the laptop, which is fine), but the prompt under the
piles reads "... Before Robo Ruby draws, Anna may call "Buy!" for the jack of spades: then drag it
to Anna's hand." That invites Anna to reach over and drag the card on a screen that shows Ben's 12
cards." Now Anna's buy is a button on Ben's table, the curtain's own words ("Anna buys it"), which
Ben, holding the laptop, presses when Anna calls; her new cards stay face down on his screen.
Since s31 his own hand is face down too while Anna is asked (she leans in to read the window:
test_buy_window_hands_down.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.gui.main_window import MainWindow

from .helpers import buttons, buy_button, click, drag, labels, open_window, take_over
from .test_computer_players import InProcess


def only_the_holders_hand_face_up(w) -> None:
    """No card of a hand but the viewer's (``w.viewer``: nobody's while people are asked whether
    they buy) is face up on the table (the cards every seat sees, as the game's observation for
    nobody, aside)."""
    public = {c for z in w.game.observation(w.state, None)["zones"].values()
              if z["owner"] is not None for c in z["cards"] if c}
    for item in w.table.view.card_items():
        owner = item.spec.owner
        if owner is not None and owner != w.viewer and item.face_up:
            assert item.spec.face in public, f"{item.spec.face} of seat {owner} face up for seat {w.viewer}"


@pytest.fixture
def ben_has_discarded(qtbot, data_dir, monkeypatch):
    """Anna, Ben (people) and Robo Ruby (computer); seed 1: Ben draws first. He lifts his
    curtain, draws from the stock and discards; Robo Ruby is to draw, waiting a long pace."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")  # long enough for the presses
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Robo Ruby"], {"buy_out_of_turn": True}, seed=1,
                 computers=["", "", "medium"])
    assert w.state.turn == 1 and w.table.curtain.isVisible()
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/1"].rect.center())
    # he passes the card by: Anna may buy it first, and nobody does (Enter: "Nobody buys it")
    assert w.table.curtain.isVisible() and not w.session.record.moves
    QTest.keyClick(w.table.curtain.button, Qt.Key_Return)
    assert w.state.turn == 1 and w.session.record.moves[-1].get("kind") == "draw"
    take_over(w)  # (his hand back behind the curtain after the question: test_pass_by_hands_down.py)
    card = w.state.hands[1][0]
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert w.state.turn == 2 and w.state.discard[-1] == card
    qtbot.waitUntil(lambda: not w.play_ctl.callers() and w.thinking is not None
                    and w.thinking.calls is None, timeout=10_000)
    assert w.holder == 1 and w.viewer is None and not w.table.curtain.isVisible()
    return w


def test_anna_buys_with_a_button_ben_presses(ben_has_discarded):
    w = ben_has_discarded
    view = w.table.view
    top = w.state.discard[-1]
    moves = len(w.session.record.moves)
    said = " ".join(lab.spec.text for lab in labels(view))
    assert (f"Before Robo Ruby draws, Anna may call \"Buy!\" for the {card_name(top)}: Ben, then press "
            f"\u201c{buy_button(w, 'Anna')}\u201d.") in said, said
    assert "drag it to Anna's hand" not in said
    only_the_holders_hand_face_up(w)
    hand = len(w.state.hands[0])
    click(view, buttons(view)[buy_button(w, "Anna")])
    assert w.session.record.moves[moves] == Move(kind="buy", seat=0)
    assert top in w.state.hands[0] and len(w.state.hands[0]) == hand + 3 and w.state.dimes[0] == 9
    # the laptop stays with Ben, and Anna's new cards, like all hers, are face down on his screen
    assert w.holder == 1 and not w.table.curtain.isVisible()
    assert all(not i.face_up for i in view.card_items() if i.spec.owner == 0)
    only_the_holders_hand_face_up(w)
