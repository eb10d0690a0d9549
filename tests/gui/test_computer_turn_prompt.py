"""Tester t4, session 29 (Push, Anna with three Medium computers; Desert Rummy): while a computer
decided, the big prompt spoke to it as to a person: "Robo Remy: take the queen of diamonds (drag
it to your hand), or push it: drag it to Anna's hand…", "Robo Ruby: discard. Nothing more goes
down in the turn you lay your meld." A computer is given no drag instructions: the prompt says
what it is doing, as the status line does ("Robo Remy is thinking…")."""

from __future__ import annotations

import pytest

from cardtable.gui.main_window import MainWindow

from .helpers import open_window
from .test_computer_players import InProcess


@pytest.mark.parametrize("game_id, names, computers", [
    ("push", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], ["", "medium", "medium", "medium"]),
    ("desert_rummy", ["Anna", "Robo Ruby"], ["", "medium"]),
])
def test_the_prompt_says_the_computer_is_thinking(qtbot, data_dir, monkeypatch, game_id, names, computers):
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game(game_id, names, {}, seed=7, computers=computers)
    if w.play_ctl.computer_turn() is None:  # Anna first: she draws and discards
        seat = 0
        moves = w.game.legal_moves(w.state)
        draw = next(m for m in moves if m["kind"] == "draw")
        assert w.play(draw).ok
        discard = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "discard")
        assert w.play(discard).ok, seat
    qtbot.waitUntil(lambda: w.thinking is not None, timeout=10_000)
    seat = w.play_ctl.computer_turn()
    assert seat is not None
    name = w.state.players[seat]
    w.table.view.rebuild()
    prompt = w.table.view.spec.prompt
    assert prompt is not None and prompt.text == f"{name} is thinking\u2026", prompt.text


@pytest.mark.parametrize("game_id, names, computers", [
    ("push", ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], ["", "medium", "medium", "medium"]),
    ("desert_rummy", ["Anna", "Robo Ruby"], ["", "medium"]),
])
def test_the_status_line_says_the_computer_is_thinking(qtbot, data_dir, monkeypatch, game_id, names, computers):
    """The status line follows the prompt's rule: it said "Hand 1: Robo Rex deals.  Robo Ruby:
    take the 5 of spades (drag it to your hand), or push it: drag it to Robo Remy's hand, on
    your left, ...  Robo Ruby is thinking…"; now what the computer is doing, once."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game(game_id, names, {}, seed=7, computers=computers)
    if w.play_ctl.computer_turn() is None:  # Anna first: she draws and discards
        draw = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "draw")
        assert w.play(draw).ok
        discard = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "discard")
        assert w.play(discard).ok
    qtbot.waitUntil(lambda: w.thinking is not None, timeout=10_000)
    seat = w.play_ctl.computer_turn()
    assert seat is not None
    name = w.state.players[seat]
    said = w.status_text()
    assert f"{name}: " not in said and "drag" not in said, said
    assert said.endswith(f"{name} is thinking\u2026") and said.count("thinking") == 1, said


def test_sticks_on_a_computers_turn_names_whose_stick_is_whose(qtbot, data_dir, monkeypatch):
    """Tester t4, s30 #11 (Sticks, Anna + Robo Rex): on Rex's turn the prompt read "Your stick: 2
    runs of 4 in one suit. Robo Rex: play your stick if you can, then discard.", read as Rex's
    stick, and Rex then laid a set and a run. Now the line says what Rex is doing, and Anna's own
    stick is named as hers."""
    from cardtable.games.sticks import stick_name

    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("sticks", ["Anna", "Robo Rex"], {}, seed=7, computers=["", "medium"])
    if w.play_ctl.computer_turn() is None:  # Anna first: she draws and discards
        draw = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "draw")
        assert w.play(draw).ok
        discard = next(m for m in w.game.legal_moves(w.state) if m["kind"] == "discard")
        assert w.play(discard).ok
    qtbot.waitUntil(lambda: w.thinking is not None, timeout=10_000)
    assert w.play_ctl.computer_turn() == 1
    w.table.view.rebuild()
    prompt = w.table.view.spec.prompt
    mine = stick_name(w.state.sticks[0])
    assert prompt is not None and prompt.text == f"Robo Rex is thinking\u2026 Your stick, Anna: {mine}.", prompt.text
    said = w.status_text()
    assert "Robo Rex: " not in said and "your stick" not in said.lower(), said


@pytest.mark.parametrize("game_id", ["golf", "thirty_one"])
def test_after_a_knock_the_computers_turn_says_it_is_thinking(qtbot, data_dir, monkeypatch, game_id):
    """Golf with computers after a knock: the table's words read "Robo Remy knocked. Wilhelmina:
    exchange the card ..." on Wilhelmina's turn, a computer's, speaking to her: only words
    starting with the computer's name were changed (s36). The knock's news stays, and what she
    is doing follows it (the table's words and the status line alike; Thirty-One's knock too)."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    w = open_window(qtbot, (1366, 768), start=False)
    names = ["Anna", "Robo Remy", "Wilhelmina"]
    w.start_game(game_id, names, {}, seed=7, computers=["", "medium", "medium"])
    assert w.play_ctl.computer_turn() is None
    assert w.play(next(m for m in w.game.legal_moves(w.state) if m["kind"] == "knock")).ok
    while w.game.to_act(w.state) == (0,):  # Anna finishes her turn
        assert w.play(w.game.legal_moves(w.state)[0]).ok
    qtbot.waitUntil(lambda: w.thinking is not None, timeout=10_000)
    name = w.state.players[w.play_ctl.computer_turn()]
    assert w.game.status(w.state).startswith(f"Anna knocked. {name}: ")  # (the game's words)
    w.table.view.rebuild()
    prompt = w.table.view.spec.prompt
    assert prompt is not None and prompt.text == f"Anna knocked. {name} is thinking\u2026", prompt.text
    said = w.status_text()
    assert f"{name}: " not in said and said.count("thinking") == 1, said
    assert said.endswith(f"Anna knocked. {name} is thinking\u2026"), said
