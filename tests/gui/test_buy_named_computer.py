"""10 Dime Rummy's "Buy out of turn": the question as a person passes the card by names a
computer that calls, and its buttons say what happens.

Finding s28 t4 (1): "Ben clicks the stock → screen "Ben passes the 3 of spades by / Cleo may call
"Buy!" for it …" with buttons "Nobody buys it: Ben draws" and "Cleo buys it" — Robo Remy is not
named any more. Ben presses "Nobody buys it: Ben draws" → status: "Robo Remy paid a dime into the
pot for the 3 of spades and two stock cards."" The computers' answers are known before the
question goes up: one that calls is named, the button for no person calling says it buys, and
only the people who sit before it (the game's first_call: "the caller first after the seat to
move, in turn order") are offered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.gui.main_window import MainWindow

from .helpers import buy_button, drag, open_window
from .test_computer_players import InProcess

NAMES = ["Anna", "Ben", "Cleo", "Robo Remy"]


def passing(qtbot, monkeypatch, calls: bool):
    """Anna, Ben, Cleo (people) and Robo Remy (computer, who calls "Buy!" if ``calls``); seed 4:
    Ben draws first (Cleo sits before Robo Remy, Anna after). He lifts his curtain and clicks
    the stock."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    monkeypatch.setattr(MainWindow, "_answers_on_pass",
                        lambda self, move: {3: Move(kind="buy", seat=3) if calls else None}
                        if self.play_ctl.callers_on_pass(move) else None)
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", NAMES, {"buy_out_of_turn": True}, seed=4, computers=["", "", "", "medium"])
    assert w.table.curtain.isVisible() and w.state.turn == 1
    drawer = 1
    QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones[f"hand/{drawer}"].rect.center())
    return w, drawer


def test_a_computer_that_calls_is_named_and_nobody_else_means_it_buys(qtbot, data_dir, monkeypatch):
    w, drawer = passing(qtbot, monkeypatch, calls=True)
    curtain = w.table.curtain
    top = w.state.discard[-1]
    assert curtain.isVisible() and w.session.record.moves == []
    assert curtain.title.text() == f"{NAMES[drawer]} passes the {card_name(top)} by"
    assert curtain.sub.text() == (
        "Robo Remy calls \"Buy!\" for it (a dime: the card and two stock cards). Cleo comes before Robo Remy "
        "in the turn order and may buy it instead. Ben, press the button of the one who gets it:")
    # Anna sits after Robo Remy: her call would not win, so she is not offered one
    assert [b.text() for b in curtain.calls] == [buy_button(w, "Cleo"), "Back: I buy it myself"]
    assert curtain.button.text() == "Robo Remy buys it"
    qtbot.waitUntil(lambda: curtain.button.height() > 0)
    QTest.mouseClick(curtain.button, Qt.LeftButton)
    assert w.session.record.moves == [Move(kind="buy", seat=3), Move(kind="draw", pile="stock", seat=drawer)]
    assert top in w.state.hands[3]


def test_a_person_before_the_computer_takes_it(qtbot, data_dir, monkeypatch):
    w, drawer = passing(qtbot, monkeypatch, calls=True)
    curtain = w.table.curtain
    top = w.state.discard[-1]
    buyer, index = 2, 0  # Cleo
    qtbot.waitUntil(lambda: curtain.calls[index].height() > 0)
    QTest.mouseClick(curtain.calls[index], Qt.LeftButton)
    assert w.session.record.moves == [Move(kind="buy", seat=buyer), Move(kind="draw", pile="stock", seat=drawer)]
    assert top in w.state.hands[buyer]


def test_no_computer_calling_keeps_the_plain_words(qtbot, data_dir, monkeypatch):
    w, drawer = passing(qtbot, monkeypatch, calls=False)
    curtain = w.table.curtain
    assert "Robo Remy" not in curtain.sub.text()
    assert curtain.button.text() == f"Nobody buys it: {NAMES[drawer]} draws"
    qtbot.waitUntil(lambda: curtain.button.height() > 0)
    QTest.mouseClick(curtain.button, Qt.LeftButton)
    assert w.session.record.moves == [Move(kind="draw", pile="stock", seat=drawer)]
