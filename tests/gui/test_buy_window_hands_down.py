"""10 Dime Rummy's "Buy out of turn" while a computer is to draw: no hand face up while other
people are asked whether they buy (privacy, carried since s28).

The finding: Ben throws a card away; Robo Ruby is to draw, and the table asks the people
("Before Robo Ruby draws, Anna may call "Buy!" ...") with Ben's whole hand face up under the
question: Anna leans in to read it and press "Anna buys it", and sees Ben's cards. The window is
a question to the table, as the party game's question is (PlayController.question_open): the
table is drawn for nobody while it is open, and out of it nobody's hand shows until a curtain
says whose. The one exception, as under the party's question: only one person at the table (the
others computers), who is the only one who can see the screen; her hand stays."""

from __future__ import annotations

from cardtable.gui.main_window import MainWindow

from .helpers import assert_private, buttons, buy_button, click, drag, face_up_hand_codes, labels, open_window, take_over
from .test_buy_window_on_a_computers_turn import ben_to_discard
from .test_computer_players import InProcess


def test_the_hand_of_the_one_who_discarded_is_down_while_others_may_buy(qtbot, data_dir, monkeypatch):
    w, card = ben_to_discard(qtbot, monkeypatch, "0.3")
    view = w.table.view
    assert sorted(face_up_hand_codes(view)) == sorted(w.state.hands[1])  # Ben's turn: his hand
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert w.state.turn == 2 and w.state.discard[-1] == card  # Robo Ruby to draw; Anna may buy
    assert not w.table.curtain.isVisible()  # the laptop stays with Ben, who presses for Anna
    assert face_up_hand_codes(view) == []  # nobody's hand face up while Anna is asked
    assert w.viewer is None and w.holder == 1
    assert_private(w)
    said = [lab.spec.text for lab in labels(view)]
    assert any(t.startswith("Before Robo Ruby draws, Anna may call") for t in said), said
    qtbot.waitUntil(lambda: "Nobody buys it: Robo Ruby draws" in buttons(view), timeout=10_000)
    assert buy_button(w, "Anna") in buttons(view)
    assert face_up_hand_codes(view) == []
    click(view, buttons(view)["Nobody buys it: Robo Ruby draws"])
    # Ruby draws and plays her turn; nobody's hand comes back face up meanwhile (Anna may still
    # be leaning in), and Anna's turn comes behind her curtain
    moves = len(w.session.record.moves)
    while not w.table.curtain.isVisible():
        assert face_up_hand_codes(view) == [] or len(w.session.record.moves) == moves
        qtbot.wait(50)
        assert len(w.session.record.moves) < moves + 40, "Robo Ruby's turn did not end"
    assert w.state.turn == 0 and w.table.curtain.title.text() == "Pass to Anna"
    take_over(w)
    assert sorted(face_up_hand_codes(view)) == sorted(w.state.hands[0])


def test_a_person_who_buys_in_the_window_leaves_the_hands_down(qtbot, data_dir, monkeypatch):
    """Ben presses "Anna buys it" for her: the card is hers and the window stays open for the
    next discard if she may buy again; no hand is face up, her new cards neither."""
    w, card = ben_to_discard(qtbot, monkeypatch, "30")  # Ruby waits: the window stays open
    view = w.table.view
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    click(view, buttons(view)[buy_button(w, "Anna")])
    assert w.session.record.moves[-1] == {"kind": "buy", "seat": 0} and card in w.state.hands[0]
    assert w.state.turn == 2 and w.play_ctl.computer_turn() == 2
    assert face_up_hand_codes(view) == [] and w.viewer is None
    assert_private(w)


def test_one_person_with_computers_keeps_her_hand_in_the_window(qtbot, data_dir, monkeypatch):
    """Anna alone with Robo Rex and Robo Cleo (seed 3: Cleo draws first, Anna may buy the card
    turned up): nobody else can see the screen, so her hand stays face up while she may buy."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Robo Rex", "Robo Cleo"], {"buy_out_of_turn": True}, seed=3,
                 computers=["", "easy", "medium"])
    qtbot.waitUntil(lambda: not w.play_ctl.callers() and w.thinking is not None, timeout=10_000)
    assert w.session.record.moves == [] and w.play_ctl.computer_turn() == 2 and w.called_out_moves()
    assert sorted(face_up_hand_codes(w.table.view)) == sorted(w.state.hands[0])
    assert w.viewer == 0 and not w.play_ctl.question_open()


def test_the_window_is_longer_while_every_hand_is_down(qtbot, data_dir, monkeypatch):
    """Two people and a computer to draw: "Before Robo Ruby draws, Anna may call "Buy!" ..." with
    every hand face down (the laptop may be changing hands), so Anna decides from memory; the
    window (and its "(N seconds left)") is longer than where her hand shows (one person at the
    table), settings.call_out_seconds(True), and still no hand comes face up (s33 #3)."""
    from cardtable.gui import settings

    from .test_nobody_buys import ben_discards

    w = ben_discards(qtbot, monkeypatch, "0.3")
    assert face_up_hand_codes(w.table.view) == [] and w.play_ctl.question_open()
    assert settings.call_out_seconds(True) > settings.call_out_seconds(False) == settings.CALL_OUT_SECONDS
    assert w._computer_pause() >= settings.call_out_seconds(True)
    assert w._call_seconds_left() > settings.CALL_OUT_SECONDS
    assert_private(w)
