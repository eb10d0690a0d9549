"""The games keep the score sheet rows they made (KeptRows, s37): a sheet built after every move
made every row afresh (6-21 ms at 1,000 rows). Kept rows must give the very sheet a fresh build
gives, at every move, after a move taken back and in another game of the same kind; and one more
hand leaves the rows before it the same objects (what lets the panel skip them)."""

from __future__ import annotations

import random
import sys

import pytest

from cardtable.core import scoresheet
from cardtable.core.scoresheet import KeptRows, ScoreRow, running_rows
from cardtable.core.session import Session
from cardtable.games import get_game


#: The modules that keep rows, found by a scan of every module loaded, with how many were loaded
#: then: scanned again only when that changes (the scan at every check was most of these tests'
#: time in a worker that has loaded the whole app and its tests)
_HOLDERS: tuple[int, list[tuple[object, str]]] = (-1, [])


def forget_kept_rows(monkeypatch) -> None:
    """Every game's kept rows forgotten: the next sheet is made afresh."""
    global _HOLDERS
    if _HOLDERS[0] != len(sys.modules):
        _HOLDERS = (len(sys.modules), [(module, name) for module in list(sys.modules.values())
                                       for name in ("SHEET_ROWS", "_RUNNING")
                                       if isinstance(getattr(module, name, None), KeptRows)])
    for module, name in _HOLDERS[1]:
        monkeypatch.setattr(module, name, KeptRows())


@pytest.mark.parametrize("game_id, players", [("hearts", 4), ("saskatchewan_rummy", 4), ("ten_thousand", 3),
                                              ("crazy_eights", 4), ("sweep", 3), ("desert_rummy", 3),
                                              ("oh_hell", 4), ("euchre", 4), ("rummoli", 4)])
def test_kept_rows_give_the_sheet_made_afresh(monkeypatch, game_id, players):
    game = get_game(game_id)
    names = ["Anna", "Ben", "Cleo", "Dev"][:players]
    for seed in (1, 2):
        session = Session.new(game, names, {}, seed=seed)
        rnd = random.Random(seed)
        states = [session.state]
        for move in range(600):
            if not game.legal_moves(session.state):
                break
            session.play(rnd.choice(game.legal_moves(session.state)))
            states.append(session.state)
            if move % 5:
                continue
            for state in (session.state, rnd.choice(states), session.state):  # (and back: a move taken back)
                kept = game.score_sheet(state)
                with monkeypatch.context() as m:
                    forget_kept_rows(m)
                    assert kept == game.score_sheet(state), (game_id, seed, move)
        assert any(r.cells for r in game.score_sheet(session.state).rounds), game_id


def test_one_more_hand_leaves_the_rows_before_the_same_objects():
    points = [[(r * 7 + c) % 11 for c in range(3)] for r in range(40)]
    rows, totals = running_rows(points[:39], "Round")
    more, more_totals = running_rows(points, "Round")
    assert all(a is b for a, b in zip(rows, more)) and len(more) == 40
    assert more == running_rows([list(p) for p in points], "Round")[0]  # (equal records, not the same: kept too)
    assert more_totals == [sum(p[c] for p in points) for c in range(3)]
    more_totals[0] = -1  # (a caller's copy: the kept totals are not changed)
    assert running_rows(points, "Round")[1][0] == sum(p[0] for p in points)
    changed = [list(p) for p in points]
    changed[5][1] += 1  # a round before the last changed: that row and those after it made again
    again, _ = running_rows(changed, "Round")
    assert all(a is b for a, b in zip(more[:5], again[:5])) and again[5] != more[5]
    assert again[39].cell(1, 1) == more[39].cell(1, 1) + 1


def test_kept_rows_are_made_again_for_another_context():
    kept = KeptRows()
    made = []

    def make(i, record, carry):
        made.append(i)
        return [ScoreRow(f"{carry} {record}")], carry

    assert [r.label for r in kept.rows("a", [1, 2], make, "x")[0]] == ["x 1", "x 2"]
    assert [r.label for r in kept.rows("b", [1, 2], make, "y")[0]] == ["y 1", "y 2"]
    assert [r.label for r in kept.rows("b", [1, 2, 3], make, "y")[0]] == ["y 1", "y 2", "y 3"]
    assert made == [0, 1, 0, 1, 2]
    assert kept.rows("b", [], make, "z") == ([], "z")
    assert scoresheet.running_rows([], "Hand") == ([], [])


def test_kept_rows_are_made_again_from_other_starting_totals():
    """Review s39 #4: the kept rows are "a pure function of those and ``context``": of the
    records and the carry they start from too. The same context and records from other starting
    totals (a sheet that starts from the totals carried over) gave back the rows made from the
    old ones."""
    kept = KeptRows()

    def make(i, record, carry):
        totals = [t + p for t, p in zip(carry, record)]
        return [ScoreRow(f"Hand {i + 1}", tuple(totals))], totals

    assert kept.rows("hearts", [(1, 2), (3, 4)], make, [0, 0]) == (
        [ScoreRow("Hand 1", (1, 2)), ScoreRow("Hand 2", (4, 6))], [4, 6])
    rows, totals = kept.rows("hearts", [(1, 2), (3, 4)], make, [10, 20])
    assert [r.cells for r in rows] == [(11, 22), (14, 26)] and totals == [14, 26]
    again, _ = kept.rows("hearts", [(1, 2), (3, 4), (5, 6)], make, [10, 20])  # (and kept from them)
    assert again[:2] == rows and all(a is b for a, b in zip(rows, again)) and again[2].cells == (19, 32)
