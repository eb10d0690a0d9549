"""Thinking off the window's thread: a worker process that computer players think in.

Python's interpreter lock would stall painting if a search ran in the window's process, so the
play controller hands each decision to a :class:`ComputerPlayerService`::

    service = ComputerPlayerService()                 # one per window; starts its worker lazily
    handle = service.submit(Request.for_seat(record, seat=2, level="hard"))
    ...                                               # on a timer in the window:
    move = handle.poll()                              # None while thinking, then the move
    handle.cancel()                                   # undo, close, back to the start
    service.close()

The worker is one persistent process (``spawn``, the same on every platform) that answers
requests one at a time, in order. A request carries the game's record (plain JSON: game,
players, options, seed, moves), never a state object; the worker replays it, builds the seat's
information set and runs the agent. Only JSON crosses the pipe (no pickled objects of ours).
Cancelling a request still waiting drops it; cancelling the one being thought about tells the
search to stop at its next iteration (a shared number), and its answer is thrown away.

The agent's seed comes from the record (:func:`decision_seed`): the same record, seat and level
give the same move, so a game with computers can be replayed, and tests can rely on it.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import multiprocessing
import time
from collections import deque
from dataclasses import dataclass, field, fields
from typing import Any, Sequence

from ..core.game import Game, GameState, Move, Refusal
from ..core.records import Record, RecordError, describe_move, replay
from .agents import DEFAULT_ITERATIONS, DEFAULT_SECONDS, Budget, agent_for, playouts_for
from .infoset import call_out_set, information_set


def decision_seed(seed: int | str, moves_so_far: int, seat: int) -> int:
    """The agent's seed for one decision, from the game's seed and how far the game has got
    (stable across runs and machines, unlike ``hash``)."""
    digest = hashlib.sha256(f"{seed}/{moves_so_far}/{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class Request:
    """One decision to make: the game so far (as its record), whose seat, at what level."""

    game: str
    players: tuple[str, ...]
    options: dict[str, Any]
    seed: int | str
    moves: tuple[dict[str, Any], ...]
    seat: int
    level: str = "medium"
    agent_seed: int = 0
    seconds: float = DEFAULT_SECONDS
    iterations: int = DEFAULT_ITERATIONS
    stack: tuple[tuple[str, ...], ...] = ()
    # Where to import a game that is not in the catalogue from (tests' own games): a module
    # under ``cardtable.`` or ``tests.`` with a ``GAME``.
    module: str = ""
    # The game's state version the record's options were written for (``None``: read as 1), so
    # the worker's replay does not upgrade options that are already up to date.
    state_version: int | None = None
    # The people's seats (the record does not say who is a computer): the only seats a move may
    # ask to answer aloud (the party game's question; a computer asked could only skip it).
    # ``None`` (a request from before): every seat counts as a person.
    people: tuple[int, ...] | None = None
    # Not the seat's move but whether it calls out one (the game's ``called_out`` kinds, "Buy!"
    # while another is to draw): the answer is the move called, or none (``"move": null``).
    call_out: bool = False

    @classmethod
    def for_seat(cls, record: Record, seat: int, level: str, seconds: float = DEFAULT_SECONDS,
                 iterations: int | None = None, module: str = "",
                 people: Sequence[int] | None = None, call_out: bool = False) -> "Request":
        """``iterations``: the cap of playouts; by default the one that goes with ``seconds``."""
        if iterations is None:
            iterations = playouts_for(seconds)
        return cls(record.game, tuple(record.players), dict(record.options), record.seed,
                   tuple(dict(m) for m in record.moves), seat, level,
                   decision_seed(record.seed, len(record.moves), seat), seconds, iterations,
                   tuple(tuple(p) for p in record.stack), module, record.state_version,
                   None if people is None else tuple(people), call_out)

    def to_json(self) -> dict[str, Any]:
        # (the fields one by one, not dataclasses.asdict: that copied every move's dict deeply,
        # 9 of the 11 ms the window spent sending a decision at Court Whist's move 1,500; the
        # moves are the request's own copies, written by json.dumps as they are)
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["options"] = dict(self.options)
        data["players"] = list(self.players)
        data["moves"] = list(self.moves)
        data["stack"] = [list(p) for p in self.stack]
        data["people"] = None if self.people is None else list(self.people)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Request":
        data = dict(data)
        data["players"] = tuple(data["players"])
        data["moves"] = tuple(data["moves"])
        data["stack"] = tuple(tuple(p) for p in data.get("stack", ()))
        if data.get("people") is not None:
            data["people"] = tuple(data["people"])
        return cls(**data)


def load_game(request: Request) -> Game:
    if request.module:
        if not request.module.startswith(("cardtable.", "tests.")):
            raise ValueError(f"will not import {request.module!r} for a computer player")
        return importlib.import_module(request.module).GAME
    from ..games import get_game

    return get_game(request.game)


#: The last game a worker replayed: its request's game, players, options, seed and deal, the
#: moves replayed and the state after them. A game's decisions come one after another, each
#: request the same record with a few more moves, so only the new moves are applied: replaying
#: the whole record at every decision made a decision's cost grow with the game's length (Court
#: Whist's 1,800 moves replayed for every computer's card late in the evening). States are
#: values (no rule, observation or sample changes one: tests/games/contract.py), so the kept
#: state is never changed by a search that starts from it.
_last_replay: tuple[str, tuple[dict[str, Any], ...], GameState] | None = None


def _replay_key(request: Request) -> str:
    """What a record is besides its moves (every field a replay starts from)."""
    return json.dumps([request.module, request.game, request.players, request.options, request.seed,
                       request.stack, request.state_version], sort_keys=True, default=str)


def _replayed(game: Game, request: Request) -> GameState:
    """The state after the request's moves: the last replay's state and the moves since, where
    the request goes on from the last one's game; else the whole record replayed."""
    global _last_replay
    key, moves = _replay_key(request), request.moves
    last = _last_replay
    _last_replay = None  # (a refused move below: nothing kept)
    if last is not None and last[0] == key and len(last[1]) <= len(moves) and moves[:len(last[1])] == last[1]:
        state = last[2]
        for number, move in enumerate(moves[len(last[1]):], len(last[1]) + 1):
            result = game.apply(state, Move(move))
            if isinstance(result, Refusal):
                raise RecordError(f"move {number} ({describe_move(move)}) is not allowed: {result.reason.rstrip('.')}")
            state = result.state
    else:
        record = Record(request.game, list(request.players), dict(request.options), request.seed,
                        [list(p) for p in request.stack], [Move(m) for m in moves],
                        state_version=request.state_version)
        state = replay(record, game)
    _last_replay = (key, moves, state)
    return state


def think(request: Request, cancelled=lambda: False) -> Move | None:
    """Make one decision (in whichever process calls it): a move, or for a call-out request
    the move called or ``None``."""
    game = load_game(request)
    state = _replayed(game, request)
    agent = agent_for(request.level)
    if request.call_out:
        return agent.call_out(game, call_out_set(game, state, request.seat), request.agent_seed,
                              Budget(seconds=request.seconds, iterations=request.iterations, cancelled=cancelled))
    info = information_set(game, state, request.seat, request.people)
    return agent.choose(game, info, request.agent_seed,
                        Budget(seconds=request.seconds, iterations=request.iterations, cancelled=cancelled))


def _worker_main(conn, cancel) -> None:  # pragma: no cover - runs in the worker process
    """The worker's loop: one JSON request in, one JSON answer out, until told to stop."""
    while True:
        try:
            data = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if data.get("stop"):
            return
        number = data["id"]
        started = time.perf_counter()
        try:
            move = think(Request.from_json(data["request"]), cancelled=lambda: cancel.value == number)
            answer = {"id": number, "move": None if move is None else dict(move)}
        except Exception as exc:  # noqa: BLE001 - reported to the window, which carries on
            answer = {"id": number, "error": f"{type(exc).__name__}: {exc}"}
        answer["seconds"] = time.perf_counter() - started
        answer["cancelled"] = cancel.value == number
        try:
            conn.send_bytes(json.dumps(answer).encode())
        except (BrokenPipeError, OSError):
            return


WAITING, THINKING, DONE, CANCELLED, FAILED = "waiting", "thinking", "done", "cancelled", "failed"


@dataclass(eq=False)
class Handle:
    """One submitted decision. ``poll()`` gives the move once it is made (``None`` before)."""

    number: int
    request: Request
    service: "ComputerPlayerService" = field(repr=False)
    status: str = WAITING
    move: Move | None = None
    error: str = ""
    seconds: float = 0.0  # how long the worker thought

    def poll(self) -> Move | None:
        if self.status in (WAITING, THINKING):
            self.service.pump()
        return self.move

    @property
    def done(self) -> bool:
        return self.status in (DONE, CANCELLED, FAILED)

    def cancel(self) -> None:
        self.service.cancel(self)

    def wait(self, timeout: float = 30.0) -> Move | None:
        """Block until the move is made (tests and the command line; never the window)."""
        end = time.monotonic() + timeout
        while not self.done and time.monotonic() < end:
            self.service.pump(wait=min(0.05, max(0.0, end - time.monotonic())))
        return self.move


class ComputerPlayerService:
    """Submits decisions to a worker process and collects the moves. Not thread-safe: call it
    from the window's thread (a timer polling handles is enough). ``in_process=True`` thinks
    in this process instead, at the first poll (for tests and tools without a window)."""

    def __init__(self, in_process: bool = False) -> None:
        self.in_process = in_process
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None  # the worker (a spawned Process) once started
        self._conn: Any = None  # our end of the pipe to it
        self._cancel: Any = None  # the shared number of the request to stop thinking about
        self._queue: deque[Handle] = deque()
        self._running: Handle | None = None
        self._count = 0

    # ----- the window's side ------------------------------------------------------------------
    def submit(self, request: Request) -> Handle:
        self._count += 1
        handle = Handle(self._count, request, self)
        self._queue.append(handle)
        self.pump()
        return handle

    def cancel(self, handle: Handle) -> None:
        if handle.done:
            return
        if handle.status == WAITING:
            try:
                self._queue.remove(handle)
            except ValueError:
                pass
        elif handle is self._running and self._cancel is not None:
            self._cancel.value = handle.number  # the search stops at its next iteration
        handle.status = CANCELLED
        handle.move = None

    def cancel_all(self) -> None:
        for handle in list(self._queue) + ([self._running] if self._running else []):
            self.cancel(handle)

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def start(self) -> None:
        """Start the worker now (it also starts at the first request): spawning costs a few
        tenths of a second, better spent while the players sit down."""
        if self.in_process or (self._process is not None and self._process.is_alive()):
            return
        parent, child = self._ctx.Pipe()
        self._cancel = self._ctx.Value("q", 0, lock=False)
        self._process = self._ctx.Process(target=_worker_main, args=(child, self._cancel),
                                          name="cardtable-computer-player", daemon=True)
        self._process.start()
        child.close()
        self._conn = parent

    def close(self) -> None:
        """Stop thinking and end the worker (the window closes)."""
        self.cancel_all()
        if self._process is not None:
            try:
                self._conn.send_bytes(json.dumps({"stop": True}).encode())
            except (BrokenPipeError, OSError):
                pass
            self._process.join(timeout=2.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=2.0)
            self._conn.close()
        self._process = self._conn = self._running = None

    # ----- moving requests along ----------------------------------------------------------------
    def pump(self, wait: float = 0.0) -> None:
        """Collect a finished answer if there is one, and send the next request."""
        if self.in_process:
            self._pump_in_process()
            return
        if self._running is not None:
            if self._conn.poll(wait):
                self._receive()
            elif not self._process.is_alive():
                self._fail(self._running, "the computer player's process stopped")
                self._process = None
        if self._running is None and self._queue:
            self.start()
            handle = self._queue.popleft()
            handle.status = THINKING
            self._running = handle
            self._conn.send_bytes(json.dumps({"id": handle.number, "request": handle.request.to_json()}).encode())

    def _receive(self) -> None:
        try:
            answer = json.loads(self._conn.recv_bytes())
        except (EOFError, OSError):
            self._fail(self._running, "the computer player's process stopped")
            self._process = None
            return
        handle, self._running = self._running, None
        if handle is None or answer.get("id") != handle.number:
            return
        handle.seconds = answer.get("seconds", 0.0)
        if handle.status == CANCELLED:
            return
        if "error" in answer:
            handle.status, handle.error = FAILED, answer["error"]
        else:
            handle.status, handle.move = DONE, None if answer["move"] is None else Move(answer["move"])

    def _fail(self, handle: Handle | None, why: str) -> None:
        self._running = None
        if handle is not None and handle.status != CANCELLED:
            handle.status, handle.error = FAILED, why

    def _pump_in_process(self) -> None:
        while self._queue:
            handle = self._queue.popleft()
            started = time.perf_counter()
            try:
                handle.move, handle.status = think(handle.request), DONE
            except Exception as exc:  # noqa: BLE001 - as the worker would report it
                handle.status, handle.error = FAILED, f"{type(exc).__name__}: {exc}"
            handle.seconds = time.perf_counter() - started

    def __enter__(self) -> "ComputerPlayerService":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
