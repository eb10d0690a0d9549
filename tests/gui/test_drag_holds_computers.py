"""A card held in a drag holds the computers: nothing moves under a person's hand.

Finding s29 t2 (5): 10 Dime Rummy, Anna and three Medium computers, "Buy out of turn". The
prompt said "Before Robo Remy draws, you may call "Buy!" for the 6 of spades: then drag it to
your hand." Anna dragged the 6 of spades from the discard pile to her hand; "While the card was
in flight the buy window closed, Robo Remy drew, played and discarded the 10 of clubs, and my drop
was taken as a buy in my own turn: "Anna paid a dime into the pot for the 10 of clubs and two
stock cards."" Now, in every game: while a person holds a card (pressed, not yet released) the
computers wait for the release, and a drop is judged against the card picked up: where the table
changed under the drag, the drop is refused in words and nothing is spent."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.core.cards import card_name
from cardtable.core.game import Move
from cardtable.gui import settings
from cardtable.gui.main_window import MainWindow

from .helpers import click, grab_point, labels, move_to, open_window, settle
from .test_computer_players import InProcess

ROBOTS = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


def anna_may_buy(qtbot, monkeypatch, window: float = settings.CALL_OUT_SECONDS):
    """Anna and three Medium computers, "Buy out of turn", at the quickest pace: play on (Anna
    drawing from the stock and discarding her first card) until Robo Remy is to draw and the
    table offers Anna's buy of the discard. Returns the window then. Robo Rex's and Robo Ruby's
    draws on the way are hurried with the table's "Nobody buys it" (each waited the people's
    whole window: ten seconds of every test here); ``window``: the people's window in seconds."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.3")
    monkeypatch.setattr(settings, "CALL_OUT_SECONDS", window)
    w = open_window(qtbot, start=False)
    w.start_game("ten_dime_rummy", ROBOTS, {"buy_out_of_turn": True}, seed=1,
                 computers=["", "medium", "medium", "medium"])
    buy = Move(kind="buy", seat=0)

    def ready() -> bool:
        if w.game.current_player(w.state) == 0 and not w.thinking:
            view = w.table.view
            if "stock" in view.pieces and any(m.get("kind") == "draw" for m in w.game.legal_moves(w.state)):
                QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, grab_point(view, view.pieces["stock"]))
            elif w.state.hands[0]:
                discard = next((m for m in w.game.legal_moves(w.state) if m.get("kind") == "discard"), None)
                if discard is not None:
                    w.play(discard)
            return False
        if w.game.current_player(w.state) in (1, 2) and w.table_buttons():
            w.nobody_calls()  # (the table's "Nobody buys it: Robo Rex draws")
            return False
        return (w.game.current_player(w.state) != 0 and buy in w.called_out_moves()
                and w.thinking is not None and w.thinking.calls is None and w.thinking.seat == 3)

    qtbot.waitUntil(ready, timeout=60_000)
    return w


def test_a_computer_waits_while_the_discard_is_held_and_the_drop_buys_that_card(qtbot, data_dir, monkeypatch):
    w = anna_may_buy(qtbot, monkeypatch, window=2.0)  # (the hold outlasts any window)
    view = w.table.view
    settle(view)
    wanted = w.state.discard[-1]
    dimes = w.state.dimes[0]
    moves = len(w.session.record.moves)
    vp = view.viewport()
    start = grab_point(view, view.pieces["discard"])
    end = view.mapFromScene(view.zones["hand/0"].rect.center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    move_to(view, start + (end - start) / 3)
    # the people's window and more go by with the card in the air: Robo Remy's timer fires
    qtbot.wait(int((settings.CALL_OUT_SECONDS + 1.5) * 1000))
    assert len(w.session.record.moves) == moves, "a computer moved under a card held"
    for i in (2, 3):
        move_to(view, start + (end - start) * i / 3)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    bought = [m for m in w.session.record.moves[moves:] if m.get("kind") == "buy" and m.get("seat") == 0]
    assert bought, "the drop on the hand was Anna's buy"
    assert wanted in w.state.hands[0], "the card bought is the card dragged"
    assert w.state.dimes[0] == dimes - 1


def test_a_drop_after_the_table_changed_under_it_is_refused_and_costs_nothing(qtbot, data_dir, monkeypatch):
    """Whatever changes the table during a drag (here Robo Remy's draw shown by force, as the
    old timer did), the drop is judged against the card picked up: the top of the discard pile is
    now another card, and the drop says so and spends nothing."""
    w = anna_may_buy(qtbot, monkeypatch)
    view = w.table.view
    settle(view)
    wanted = w.state.discard[-1]
    dimes = w.state.dimes[0]
    said: list[str] = []
    view.message.connect(said.append)
    vp = view.viewport()
    start = grab_point(view, view.pieces["discard"])
    end = view.mapFromScene(view.zones["hand/0"].rect.center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    move_to(view, start + (end - start) / 3)
    # Robo Remy's turn played to its end (its draw, melds, discard) under the card held
    while w.game.current_player(w.state) == 3:
        m = next(m for m in w.game.legal_moves(w.state) if m.get("kind") in ("draw", "discard"))
        w.play(m if m.get("kind") == "draw" or not w.state.hands[3][1:] else m)
    assert w.game.current_player(w.state) == 0 and w.state.discard[-1] != wanted
    moves = len(w.session.record.moves)
    for i in (2, 3):
        move_to(view, start + (end - start) * i / 3)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert len(w.session.record.moves) == moves, "nothing played by the drop"
    assert w.state.dimes[0] == dimes, "no dime spent"
    top = w.state.discard[-1]
    assert said and said[-1].startswith("Too late: Robo Remy "), said[-1:]
    assert f"the top card is now the {card_name(top)}" in said[-1], said[-1]


def test_any_computer_move_waits_for_the_release_not_only_in_a_call_window(qtbot, data_dir, monkeypatch):
    """The hold is one rule for every game: with no call window open at all (the people's calls
    taken away here once the card is up), the computer's move still waits for the release, and
    is made at once after it."""
    w = anna_may_buy(qtbot, monkeypatch, window=2.0)
    view = w.table.view
    settle(view)
    moves = len(w.session.record.moves)
    vp = view.viewport()
    start = grab_point(view, view.pieces["discard"])
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    move_to(view, start + QPointF(40, 40).toPoint())
    assert w.table.view.controller.held is view.pieces["discard"]
    monkeypatch.setattr(w, "called_out_moves", lambda: [])
    qtbot.wait(int((settings.CALL_OUT_SECONDS + 1) * 1000))
    assert len(w.session.record.moves) == moves, "a computer moved under a card held"
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, start)  # put back where it was
    qtbot.waitUntil(lambda: len(w.session.record.moves) > moves, timeout=2_000)


def test_the_buy_prompt_counts_down_the_window_without_rebuilding_the_table(qtbot, data_dir, monkeypatch):
    """Finding s29 t2 (5): "The prompt gives no visible countdown either, so a family can't tell
    how long they have to call "Buy!"." The prompt ends "(5 seconds left)", counting down in
    place (a card held stays held); it goes with the window."""
    w = anna_may_buy(qtbot, monkeypatch)
    view = w.table.view
    settle(view)

    def prompt() -> str:
        return next(lab.text for lab in labels(view) if lab.text.startswith("Before Robo Remy draws, you may call"))

    first = re.search(r"\((\d+) seconds? left\)$", prompt())
    assert first is not None, prompt()
    vp = view.viewport()
    start = grab_point(view, view.pieces["discard"])
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    move_to(view, start + QPointF(30, 30).toPoint())
    held = view.controller.held
    def counted_down() -> bool:  # (waited for, not timed: a loaded machine's timers run late)
        later = re.search(r"\((\d+) seconds? left\)$", prompt())
        return later is not None and int(later.group(1)) <= int(first.group(1)) - 2

    qtbot.waitUntil(counted_down, timeout=10_000)
    assert view.controller.held is held is not None  # (counted in place: no rebuild)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, start)
    nobody = next(b for b in view.buttons if b.text.startswith("Nobody buys it"))
    qtbot.wait(600)  # (a button new to the spot ignores a press at once: ButtonItem.armed)
    click(view, nobody)
    assert "left)" not in prompt(), prompt()
