"""The computer players' worker process: thinking off the window's thread, cancellable,
deterministic.

Issue 15: "Search runs off the window's thread in a separate process (Python's interpreter
lock would otherwise stall painting), is cancelled on undo, close or back-to-start, and is
deterministic given a seed so that a game with computers replays from its record."
"""

from __future__ import annotations

import time

import pytest

from cardtable.ai.service import CANCELLED, DONE, ComputerPlayerService, Request, decision_seed, think
from cardtable.core.session import Session

from .tiny_tricks import GAME as TINY

MODULE = "tests.ai.tiny_tricks"


def tiny_record(moves: int = 3):
    session = Session.new(TINY, ["Ann", "Bob", "Cleo"], {}, seed=21)
    for _ in range(moves):
        session.play(TINY.legal_moves(session.state)[0])
    return session.record


def to_act(record) -> int:
    return TINY.to_act(Session.from_record(record, TINY).state)[0]


@pytest.fixture(scope="module")
def service():
    with ComputerPlayerService() as svc:
        svc.start()
        yield svc


def test_worker_answers_with_the_move_the_agent_makes_here(service):
    record = tiny_record()
    seat = to_act(record)
    for level in ("easy", "medium", "hard"):
        request = Request.for_seat(record, seat, level, seconds=30.0, iterations=40, module=MODULE)
        handle = service.submit(request)
        move = handle.wait(timeout=60)
        assert handle.status == DONE and move is not None, handle.error
        assert move == think(request)  # the same decision in this process: deterministic
        assert TINY.check(Session.from_record(record, TINY).state, move) is None


def test_poll_returns_at_once_while_the_worker_thinks(service):
    request = Request.for_seat(tiny_record(), to_act(tiny_record()), "hard", seconds=30.0, iterations=10**9, module=MODULE)
    handle = service.submit(request)
    started = time.perf_counter()
    assert handle.poll() is None
    assert time.perf_counter() - started < 5.0  # never waits for the search's 30 s
    handle.cancel()


def test_cancel_stops_the_search_and_the_next_request_is_answered(service):
    """Undo while a computer thinks: the pending decision is cancelled and never delivered."""
    record = tiny_record()
    slow = service.submit(Request.for_seat(record, to_act(record), "hard", seconds=30.0, iterations=10**9, module=MODULE))
    time.sleep(0.3)
    assert slow.poll() is None
    queued = service.submit(Request.for_seat(record, to_act(record), "hard", seconds=30.0, iterations=10**9, module=MODULE))
    queued.cancel()  # cancelled before it was sent: never thought about
    slow.cancel()
    started = time.perf_counter()
    quick = service.submit(Request.for_seat(record, to_act(record), "medium", module=MODULE))
    assert quick.wait(timeout=10) is not None
    assert time.perf_counter() - started < 5.0  # the cancelled search did not run its 30 s
    assert slow.status == CANCELLED and slow.poll() is None and not slow.error
    assert queued.status == CANCELLED


def test_errors_come_back_as_values(service):
    handle = service.submit(Request("no_such_game", ("A", "B"), {}, 1, (), 0))
    handle.wait(timeout=10)
    assert handle.status == "failed" and "no_such_game" in handle.error
    assert service.submit(Request.for_seat(tiny_record(), to_act(tiny_record()), "easy", module=MODULE)).wait(10) is not None


def test_in_process_service_and_decision_seeds():
    record = tiny_record()
    with ComputerPlayerService(in_process=True) as svc:
        handle = svc.submit(Request.for_seat(record, to_act(record), "medium", module=MODULE))
        assert handle.poll() == think(Request.for_seat(record, to_act(record), "medium", module=MODULE))
    assert decision_seed(21, 3, 0) == decision_seed(21, 3, 0) != decision_seed(21, 4, 0)
    assert Request.from_json(Request.for_seat(record, 1, "hard").to_json()) == Request.for_seat(record, 1, "hard")


def test_close_ends_the_worker():
    svc = ComputerPlayerService()
    handle = svc.submit(Request.for_seat(tiny_record(), to_act(tiny_record()), "hard", seconds=30.0, iterations=10**9, module=MODULE))
    process = svc._process
    time.sleep(0.2)
    assert handle.poll() is None and handle.status == "thinking"
    svc.close()
    assert not process.is_alive()
    assert handle.status == CANCELLED


def test_requests_and_records_carry_the_state_version():
    """A record's options are brought up to date once, when it is started: the request a
    computer player replays and an exported record say which rules they are already under."""
    from cardtable.core.records import Record, start
    from cardtable.games import get_game

    game = get_game("ten_thousand")
    record = Record("ten_thousand", ["Anna", "Ben"], {}, 5)
    start(record, game)  # an old record (no version) is upgraded: the house rule it played under
    assert record.state_version == game.state_version == 2
    assert record.options["take_over_unscored"] is True
    request = Request.for_seat(record, 0, "easy")
    assert request.state_version == 2 and Request.from_json(request.to_json()) == request
    again = Record.from_json(record.to_json())
    assert again.state_version == 2 and again.options == record.options


def test_a_decision_goes_on_from_the_last_replay_and_decides_as_a_whole_replay(monkeypatch):
    """The worker keeps the state of the game it last replayed and applies only the moves since
    (a decision's cost must not grow with the game's length): the same move as from a whole
    replay, at every step of a game, and a record that is not the last one's continuation (an
    undo, another game) is replayed whole."""
    from cardtable.ai import service as service_module
    from cardtable.games import get_game

    game = get_game("hearts")
    session = Session.new(game, ["Ann", "Bob", "Cleo", "Dev"], {}, seed=4)
    whole_replays = []
    real_replay = service_module.replay
    monkeypatch.setattr(service_module, "replay", lambda record, g: whole_replays.append(len(record.moves)) or real_replay(record, g))
    monkeypatch.setattr(service_module, "_last_replay", None)
    requests = []
    for step in range(40):
        seat = game.to_act(session.state)[0]
        request = Request.for_seat(session.record, seat, "medium")
        requests.append(request)
        move = think(request)
        kept = service_module._last_replay
        monkeypatch.setattr(service_module, "_last_replay", None)
        assert think(request) == move  # (from a whole replay)
        monkeypatch.setattr(service_module, "_last_replay", kept)
        assert session.play(move).ok
    assert whole_replays == [0, *range(40)]  # the first decision, then only the checks from a whole replay
    # an undo: the record is shorter than the one kept, so it is replayed whole
    shorter = requests[30]
    assert think(shorter) == think(Request(**{**shorter.__dict__}))
    assert whole_replays[-1] == len(shorter.moves) and whole_replays.count(30) == 2  # (its step's check and now)
    # a refused move in a hand-edited continuation says which, as a whole replay does
    bad = Request(**{**shorter.__dict__, "moves": shorter.moves + ({"kind": "play", "card": "ZZ"},)})
    with pytest.raises(Exception, match=f"move {len(bad.moves)} "):
        think(bad)
    assert service_module._last_replay is None
