"""10,000 (s28 t3 #8): when Anna's roll scored nothing ("Nothing counts. Anna blew it: 100 lost.")
the computer's turn began at once: within the pace's pause the table showed Robo Rex's dice,
and Anna never saw the dice that blew it. A roll that ends the turn stays on the table for a
beat more than the pace before the next player's first move; a click shows that move at once."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from .helpers import labels, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)


def rolled_faces(view) -> list[str]:
    return sorted(item.spec.face for key, item in view.pieces.items() if key.startswith("die:"))


def test_a_roll_that_blew_it_stays_on_the_table_for_a_beat(qtbot, data_dir, quick, monkeypatch):
    from cardtable.gui import settings

    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0.2")
    w = open_window(qtbot, start=False)
    w.start_game("ten_thousand", ["Anna", "Robo Rex"], {}, seed=3, computers=["", "medium"])
    game = w.game
    for _ in range(30):  # Anna sets aside every die that counts and rolls on until she blows it
        assert w.state.turn == 0
        keeps = [m for m in game.legal_moves(w.state) if m.kind == "keep"]
        w.play(keeps[0] if keeps else next(m for m in game.legal_moves(w.state) if m.kind == "roll"))
        if w.state.turn != 0:
            break
    assert w.state.turn == 1 and w.state.last.startswith("Anna blew it")
    view = w.table.view
    blown = sorted(str(f) for f in w.state.dice)
    moves = len(w.session.record.moves)
    started = time.monotonic()
    qtbot.waitUntil(lambda: w.thinking is not None and w.thinking.handle.done, timeout=10_000)
    QTest.qWait(max(0, int((0.2 + 0.3 - (time.monotonic() - started)) * 1000)))
    # past the pace (0.2 s): Robo Rex has not rolled yet, Anna's dice are still there
    assert len(w.session.record.moves) == moves and rolled_faces(view) == blown
    assert w._computer_pause() >= 0.2 + settings.LOOK_BEAT_SECONDS
    # a click on the table shows his move at once
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(5, 5))
    assert len(w.session.record.moves) == moves + 1 and w.session.record.moves[-1]["kind"] == "roll"
    # his next move keeps the pace alone, where his roll did not end his turn
    assert w._computer_pause() == (0.2 if w.state.turn == 1 else 0.2 + settings.LOOK_BEAT_SECONDS), w.state.last


def test_the_blown_line_gives_way_once_the_next_player_rolls(qtbot):
    """s29 t3 #7: "Anna blew it: 650 lost." stayed over the dice through Robo Rex's whole turn,
    next to his "This turn: 1,400", and read as if Rex had lost. The line about the last turn
    stays until the next player rolls (the beat the blown dice are shown), then gives way."""
    w = open_window(qtbot, start=False)
    w.start_game("ten_thousand", ["Anna", "Ben"], {}, seed=4)
    game = w.game
    for _ in range(30):  # Anna sets aside every die that counts and rolls on until she blows it
        keeps = [m for m in game.legal_moves(w.state) if m.kind == "keep"]
        w.play(keeps[0] if keeps else next(m for m in game.legal_moves(w.state) if m.kind == "roll"))
        if w.state.turn != 0:
            break
    assert w.state.turn == 1 and w.state.last == "Anna blew it: 350 lost."

    def said() -> list[str]:
        return [item.spec.text for item in labels(w.table.view) if "blew it" in item.spec.text]

    if w.table.curtain.isVisible():
        QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)
    assert said() == [w.state.last]  # Ben's turn, before his roll: what happened to Anna
    w.play(next(m for m in game.legal_moves(w.state) if m.kind == "roll"))
    assert w.state.turn == 1 and w.state.last.startswith("Anna blew it"), w.state.last
    assert said() == []  # Ben's roll: his own turn on the table
