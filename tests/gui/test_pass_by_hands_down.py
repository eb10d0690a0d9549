"""10 Dime Rummy's pass-by question ("Anna passes the 7 of hearts by": Ben or Cleo may call "Buy!"
before her draw, MainWindow.ask_on_pass) is a question on the table like the others, with one
rule for who sees what (PlayController.question_open): while it is up no hand shows, and when it
is done, answered or taken back, nobody's hand shows until a curtain says whose. Found by testers
(s32): Ctrl+Z under the question painted Anna's hand face up again, with Ben and Cleo leaning in
to read the question; the same after the answer ("Ben buys it", "Nobody buys it: Anna draws"),
and after the question's own "Back: I buy it myself". With two people and with three."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.core.game import Move

from .helpers import assert_private, drag, open_window
from .test_buy_at_the_curtain import holders_hand_only, laid_out, lift, lift_and_draw_from_stock

PEOPLE = {2: ["Anna", "Ben"], 3: ["Anna", "Ben", "Cleo"]}


def asked(qtbot, people: int):
    """The person to draw lifts her curtain and draws from the stock: the pass-by question is up."""
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", PEOPLE[people], {"buy_out_of_turn": True}, seed=3)
    drawer = w.state.turn
    lift_and_draw_from_stock(w)
    assert w.table.curtain.isVisible() and w.session.record.moves == []
    laid_out(qtbot, w.table.curtain)
    ctl = w.play_ctl
    # the question goes through the one "question open: hands down" rule
    assert ctl.question_open() and ctl.asking_aloud() and ctl.viewer is None and w.viewer is None
    holders_hand_only(w)
    assert_private(w)
    return w, drawer


def behind_the_curtain(w, drawer: int) -> None:
    """Nobody's hand face up: the curtain is up for the one to play, and only her press shows it.
    She held the laptop all along, pressing the question's buttons herself: her turn again, not
    "Pass to Anna" (s32 t4 #6: "Pass to Eli" after Eli's own "Back: I buy it myself")."""
    c = w.table.curtain
    assert c.isVisible() and w.viewer is None and w.play_ctl.curtain_for == drawer
    assert c.title.text() == f"{w.state.players[drawer]}'s turn again"
    assert not [i for i in w.table.view.card_items() if i.face_up and i.spec.owner is not None]
    assert_private(w)


@pytest.mark.parametrize("people", [2, 3])
def test_undo_under_the_question_shows_no_hand(qtbot, data_dir, people):
    """Ctrl+Z under the question: nothing drawn or bought, and the drawer's hand back behind the
    curtain ("Anna's turn again"), never face up before those who leaned in; lifted, her table is as
    it was and she may buy the card herself."""
    w, drawer = asked(qtbot, people)
    top = w.state.discard[-1]
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.session.record.moves == []
    behind_the_curtain(w, drawer)
    name = w.state.players[drawer]
    assert w.status_text().startswith(f"Back to {name}'s draw: nothing was drawn or bought."), w.status_text()
    assert f"Back to {name}'s draw: nothing was drawn or bought." in w.table.curtain.sub.text()
    lift(w)
    assert w.viewer == drawer
    view = w.table.view
    drag(view, view.pieces["discard"], view.zones[f"hand/{drawer}"].rect.center())
    assert w.session.record.moves == [Move(kind="buy", seat=drawer)] and top in w.state.hands[drawer]


def test_back_on_the_question_shows_no_hand(qtbot, data_dir):
    """The question's own "Back: I buy it myself" takes the slip back the same way."""
    w, drawer = asked(qtbot, 3)
    QTest.mouseClick(w.table.curtain.calls[-1], Qt.LeftButton)
    assert w.session.record.moves == []
    behind_the_curtain(w, drawer)
    lift(w)
    assert w.viewer == drawer


@pytest.mark.parametrize("people", [2, 3])
def test_the_answer_brings_her_hand_behind_the_curtain(qtbot, data_dir, people):
    """"Ben buys it" pressed for Ben, who called aloud and leans in: the buy, then her draw, and
    her hand, her new card in it, comes behind the curtain, not face up before Ben."""
    w, drawer = asked(qtbot, people)
    buyer = (drawer + 1) % people
    QTest.mouseClick(w.table.curtain.calls[0], Qt.LeftButton)
    assert w.session.record.moves == [Move(kind="buy", seat=buyer), Move(kind="draw", pile="stock", seat=drawer)]
    behind_the_curtain(w, drawer)
    lift(w)
    assert w.viewer == drawer and w.state.turn == drawer


@pytest.mark.parametrize("index", [0, None])
def test_the_curtain_after_the_answer_says_what_happened(qtbot, data_dir, index):
    """The curtain after the answer says who bought the card, or that nobody did, and the draw,
    as every curtain recaps the moves since: after "Anna buys it" it read a bare "Pass to Eli",
    the story only on the status line (s32 t4 #1)."""
    w, drawer = asked(qtbot, 3)
    top = w.state.discard[-1]
    c = w.table.curtain
    if index is None:
        QTest.mouseClick(c.button, Qt.LeftButton)  # "Nobody buys it: Anna draws"
    else:
        QTest.mouseClick(c.calls[index], Qt.LeftButton)
    behind_the_curtain(w, drawer)
    said = c.sub.text()
    name = w.state.players[drawer]
    assert f"{name} draws from the stock." in said, said
    if index is not None:
        buyer = w.state.players[(drawer + 1) % 3]
        assert said.count(f"{buyer} pays a dime into the pot for the {card_name(top)}") == 1, said
    else:
        assert "pays a dime" not in said, said


@pytest.mark.parametrize("answer", ["buys", "nobody", "back", "undo"])
def test_five_seats_with_computers_the_curtain_after_the_question_is_her_turn_again(qtbot, data_dir, monkeypatch,
                                                                                      answer):
    """s32 t4 #1, #6: Anna, Robo Rex, Cleo, Robo Remy and Eli. Cleo, first to draw, clicks the
    stock: "Cleo passes the ace of hearts by". Whatever she presses ("Anna buys it", "Nobody buys
    it", "Back: I buy it myself", Ctrl+Z), nobody else moved and she held the laptop: her curtain
    is "Cleo's turn again" (it said a bare "Pass to Cleo"), over a line that says what happened."""
    from cardtable.gui.main_window import MainWindow

    from .test_computer_players import InProcess
    from .test_undo_words_s31 import ctrl_z

    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Eli"], {"buy_out_of_turn": True},
                 seed=1, computers=["", "easy", "", "easy", ""])
    c = w.table.curtain
    assert w.state.turn == 2 and c.title.text() == "Pass to Cleo"
    top = w.state.discard[-1]
    lift_and_draw_from_stock(w)
    laid_out(qtbot, c)
    assert c.title.text() == f"Cleo passes the {card_name(top)} by"
    if answer == "buys":
        QTest.mouseClick(next(b for b in c.calls if b.text().startswith("Anna buys")), Qt.LeftButton)
    elif answer == "nobody":
        QTest.mouseClick(c.button, Qt.LeftButton)
    elif answer == "back":
        QTest.mouseClick(c.calls[-1], Qt.LeftButton)
    else:
        ctrl_z(w)
    behind_the_curtain(w, 2)
    said = c.sub.text()
    if answer == "buys":
        assert f"Anna pays a dime into the pot for the {card_name(top)} and two stock cards." in said, said
    if answer in ("buys", "nobody"):
        assert "Cleo draws from the stock." in said, said
    else:
        assert "Back to Cleo's draw: nothing was drawn or bought." in said, said
    assert said.endswith("Everyone else, look away. Cleo, click or press C when you are ready."), said
