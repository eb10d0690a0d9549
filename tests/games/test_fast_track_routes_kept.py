"""Every Fast Track move applied says where its marble went ("Ben moves a blue marble 2 holes on
from blue's exit": ``fast_track.route_words``), a computer player's search too, thousands of moves
a turn: the nearest landmarks were looked for among every colour's at every move, a quarter of a
move's time to apply (s42's test run). The words are now remembered per route, board and colours
at the table. Checked here: the same events (words, kinds, data) as worked out afresh over games
played at random, a saved game replayed gives the same log, a route said again is looked up, and
what is remembered is bounded. (Counted, not timed: the saving is measured in
docs/benchmarks.md, bench/fast_track_routes.py.)"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from cardtable.games import fast_track, get_game
from cardtable.games.marble_tracks import Board
from cardtable.store import SaveStore

GAME = get_game("fast_track")


def afresh(src, dest, sides, colours=None, back=False):
    """The words worked out at every move, as before s43."""
    return fast_track._route_words(src, dest, sides, colours, back)


def said(events):
    return [(str(e), e.kind, e.data) for e in events]


@pytest.mark.parametrize("players, options, seed", [(2, {}, 1), (4, {"back_when_blocked": True}, 2),
                                                    (6, {"partners": True, "jack_swap": True}, 3)])
def test_every_move_says_what_it_said_when_worked_out_afresh(monkeypatch, players, options, seed):
    fast_track._routes.clear()
    state = GAME.setup(["Ann", "Ben", "Cy", "Di", "Ed", "Flo"][:players], options, seed)
    rng = random.Random(seed)
    for _ in range(120):
        legal = GAME.legal_moves(state)
        if not legal or GAME.is_over(state):
            break
        for move in legal:
            now = said(GAME.apply(state, move).events)
            with monkeypatch.context() as mp:
                mp.setattr(fast_track, "route_words", afresh)
                assert now == said(GAME.apply(state, move).events), move
        state = GAME.apply(state, rng.choice(legal)).state


SAVES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "saves").glob("*/fast_track*.json"))


@pytest.mark.parametrize("path", SAVES, ids=[f"{p.parent.name}/{p.stem}" for p in SAVES])
def test_a_game_saved_before_replays_to_the_same_state_and_log(monkeypatch, tmp_path, path):
    """Fast Track's saves written by earlier versions (tests/fixtures/saves) open to the same
    state, and their moves say the same, as with the words worked out at every move."""

    def opened_and_said():
        shutil.copy(path, tmp_path / path.name)
        session = SaveStore(tmp_path).load(path.stem)
        state, lines = session.state_after(0), []
        for move in session.record.moves:
            applied = GAME.apply(state, move)
            lines += said(applied.events)
            state = applied.state
        assert state.to_json() == session.state.to_json()
        return session.state.to_json(), lines

    fast_track._routes.clear()
    now = opened_and_said()
    with monkeypatch.context() as mp:
        mp.setattr(fast_track, "route_words", afresh)
        assert opened_and_said() == now
    assert any(kind == "marble_moved" for _, kind, _ in now[1])


def test_a_route_said_again_is_looked_up(monkeypatch):
    fast_track._routes.clear()
    worked = []
    real = Board.route_words

    def counted(self, *args, **kwargs):
        worked.append(args[:2])
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Board, "route_words", counted)
    state = GAME.setup(["Ann", "Ben"], {}, 4)
    rng = random.Random(4)
    while not any(m.get("from") for m in GAME.legal_moves(state)):
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state))).state
    move = next(m for m in GAME.legal_moves(state) if m.get("from"))
    first = said(GAME.apply(state, move).events)
    assert len(worked) <= 1
    n = len(worked)
    assert said(GAME.apply(state, move).events) == first
    assert len(worked) == n
    # another table's colours (the same holes) are their own words
    expected = afresh(move["from"], move["to"], 4, ("red",))
    n = len(worked)
    assert fast_track.route_words(move["from"], move["to"], 4, ("red",)) == expected
    assert len(worked) == n + 1


def test_what_is_remembered_is_bounded(monkeypatch):
    monkeypatch.setattr(fast_track, "ROUTES_KEPT", 5)
    fast_track._routes.clear()
    b = fast_track.board(4)
    for i in range(20):
        src, dest = b.loop[i], b.loop[i + 3]
        assert fast_track.route_words(src, dest, 4) == afresh(src, dest, 4)
    assert len(fast_track._routes) == 5
    # colours as a list (not a table's tuple): said, not remembered
    assert fast_track.route_words(b.loop[0], b.loop[2], 4, ["red", "blue"]) == afresh(b.loop[0], b.loop[2], 4,
                                                                                      ["red", "blue"])
