"""10 Dime Rummy's "Buy out of turn" while a computer is to draw: whoever holds the laptop may say
"nobody buys" at once. Finding (s28 notes): "with "Buy out of turn" every computer turn waits 5 s
when a person may buy and a click does not speed it". The people's window stays
(settings.CALL_OUT_SECONDS, test_buy_window_on_a_computers_turn.py), and beside the buy buttons
the table has "Nobody buys it: Robo Ruby draws": pressed, the computer moves at the pace again.
It is a table button like the others: the rest of a stream of clicks that was going on when it
appeared never presses it (ButtonItem.armed, curtain.InputPause.rushed)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.ai import agents
from cardtable.core.game import Move
from cardtable.gui import curtain, settings, table_view
from cardtable.gui.main_window import MainWindow
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import buttons, buy_button, centre, click, drag, fake_clock, open_window
from .test_button_guard import clicks
from .test_buy_window_on_a_computers_turn import ben_to_discard
from .test_computer_players import InProcess


def ben_discards(qtbot, monkeypatch, pace: str):
    """Anna, Ben (people) and Robo Ruby; seed 1: Ben draws first, nobody buys, he discards.
    Robo Ruby is to draw; Anna may buy. Returns the window once Ruby's draw is being chosen."""
    w, card = ben_to_discard(qtbot, monkeypatch, pace)
    view = w.table.view
    drag(view, view.pieces[f"hand:{card}"], view.zones["discard"].rect.center())
    assert w.state.turn == 2
    qtbot.waitUntil(lambda: w.thinking is not None and w.thinking.calls is None, timeout=10_000)
    return w


def test_nobody_buys_lets_the_computer_draw_at_the_pace(qtbot, data_dir, monkeypatch):
    w = ben_discards(qtbot, monkeypatch, "0.3")  # the quickest pace
    view = w.table.view
    started = time.monotonic()
    moves = len(w.session.record.moves)
    assert list(buttons(view)) == [buy_button(w, "Anna"), "Nobody buys it: Robo Ruby draws"]
    # an ordinary click on the table still does not hurry the computer past the people's window
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.viewport().rect().topLeft() + 
                     view.viewport().rect().center() / 4)
    QTest.qWait(400)
    assert len(w.session.record.moves) == moves
    click(view, buttons(view)["Nobody buys it: Robo Ruby draws"])
    qtbot.waitUntil(lambda: len(w.session.record.moves) > moves, timeout=3_000)
    assert time.monotonic() - started < settings.CALL_OUT_SECONDS - 1
    assert w.session.record.moves[moves].get("kind") in ("draw", "buy")
    assert w.session.record.moves[moves].get("seat") in (None, 2)  # Ruby's own draw (or her own buy)
    assert w.state.dimes[0] == 10  # Anna bought nothing


def test_nobody_buys_pressed_before_the_draw_is_chosen_keeps_the_pace_only(qtbot, data_dir, monkeypatch):
    """Pressed while Ruby still thinks: when her draw comes it is shown at the pace, not after
    the people's window."""
    w = ben_discards(qtbot, monkeypatch, "0.3")
    assert w._computer_pause() >= settings.CALL_OUT_SECONDS
    click(w.table.view, buttons(w.table.view)["Nobody buys it: Robo Ruby draws"])
    assert w._computer_pause() == pytest.approx(0.3)
    assert "Nobody buys it: Robo Ruby draws" not in buttons(w.table.view)
    assert buy_button(w, "Anna") in buttons(w.table.view)  # (Anna may still call until Ruby draws)


def test_a_computers_buy_waiting_is_named_on_the_button(qtbot, data_dir, monkeypatch):
    """One person and two computers (seed 3: Robo Cleo draws first, Robo Rex is asked whether he
    buys the card turned up; here he always does). Before Rex's answer is in the button is not
    offered (what it would do is not known); then it says what happens: "Robo Rex buys it"
    (it said "Nobody else: Robo Rex buys it", which read oddly, s33 #4). Without it the buy waits the people's window (Anna may still drag the card to her
    hand: the rules page's promise); pressed, it is made at the pace."""
    monkeypatch.setattr(agents.EasyAgent, "call_out", lambda self, game, info, seed, budget=None: info.legal[0])
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.3")
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Robo Rex", "Robo Cleo"], {"buy_out_of_turn": True}, seed=3,
                 computers=["", "easy", "medium"])
    started = time.monotonic()
    qtbot.waitUntil(lambda: w.thinking is not None and w.thinking.call is not None, timeout=10_000)
    view = w.table.view
    assert list(buttons(view)) == ["Robo Rex buys it"]
    QTest.qWait(1000)
    assert w.session.record.moves == []  # the people's window: Rex's call waits
    click(view, buttons(view)["Robo Rex buys it"])
    qtbot.waitUntil(lambda: bool(w.session.record.moves), timeout=3_000)
    assert time.monotonic() - started < settings.CALL_OUT_SECONDS
    assert w.session.record.moves[0] == Move(kind="buy", seat=1)


@pytest.mark.button_guard
def test_a_stream_of_clicks_never_says_nobody_buys(qtbot, data_dir, monkeypatch):
    """Ben clicks on and on where the button comes up (an impatient player, a click every 0.3 s
    from before it appeared): none of those presses says "nobody buys" for Anna; a click after a
    pause does."""
    clock = fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)
    w = ben_discards(qtbot, monkeypatch, "30")
    view = w.table.view
    name = "Nobody buys it: Robo Ruby draws"
    spot = centre(view, buttons(view)[name])
    view.add_buttons([])  # (the button gone: the clicks below began before it came)
    clock.now += 5
    for _ in range(3):
        clicks(view, spot, 1)
        QTest.qWait(20)
        clock.now += 0.3
    w.table.view.controller.show_action_buttons()  # up again, under the stream
    assert centre(view, buttons(view)[name]) == spot
    for _ in range(8):
        clicks(view, spot, 1)
        QTest.qWait(20)
        clock.now += 0.3
        assert name in buttons(view) and w._computer_pause() >= settings.CALL_OUT_SECONDS
    clock.now += max(table_view.BUTTON_GUARD_S, curtain.PAUSE_S) + 0.1
    clicks(view, spot, 1)
    assert name not in buttons(view) and w._computer_pause() == pytest.approx(30)


def test_a_computer_drawing_first_waits_for_the_people_too(qtbot, data_dir, monkeypatch):
    """Two people and a computer, the computer to draw first (seed 3): nobody holds the laptop
    yet (no hand is shown), and Robo Ruby drew the turned-up card's chance away at the pace, no
    buy button for Anna or Ben, though the rules page promises a person who may buy "at least
    five seconds ... whoever holds the laptop presses the caller's button on the table". Now the
    table, drawn for nobody, has each person's button (no hand shows, so anyone may press), and
    the computer waits the people's window."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.3")
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("ten_dime_rummy", ["Anna", "Ben", "Robo Ruby"], {"buy_out_of_turn": True}, seed=3,
                 computers=["", "", "medium"])
    assert w.state.turn == 2 and w.viewer is None and not w.table.curtain.isVisible()
    view = w.table.view
    assert list(buttons(view)) == [buy_button(w, "Anna"), buy_button(w, "Ben"), "Nobody buys it: Robo Ruby draws"]
    assert not [i for i in view.card_items() if i.face_up and i.spec.owner is not None]
    said = " ".join(lab.spec.text for lab in view.scene().items() if hasattr(lab, "spec")
                    and isinstance(getattr(lab.spec, "text", None), str))
    assert "Anna or Ben may call \"Buy!\"" in said, said
    QTest.qWait(1000)
    assert w.session.record.moves == []  # the window: Ruby waits
    top = w.state.discard[-1]
    click(view, buttons(view)[buy_button(w, "Ben")])
    assert w.session.record.moves == [Move(kind="buy", seat=1)] and top in w.state.hands[1]
    assert w.viewer is None and not [i for i in view.card_items() if i.face_up and i.spec.owner is not None]
