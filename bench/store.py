"""Benchmarks of the save store and of replay (figures in docs/benchmarks.md).

    .venv/bin/python bench/store.py            # everything (about five minutes)
    .venv/bin/python bench/store.py --quick    # 100,000 moves instead of 1,000,000
    .venv/bin/python bench/store.py --replay-only RECORD.json   # only the long replay

The game is a Rummoli evening nobody ends (re-buys on, random moves, never "end the game"): the
long game the issue measured. Every figure is also given as a ratio against a baseline measured
in the same run on the same machine, since the machine is shared and absolute times drift:

* autosave after one move, at 100 ... 50,000 moves, against the same at 100 moves (flat: 1.0),
  and against rewriting the whole save (what 0.1.0 did after every move);
* loading a save, against replaying the same moves with the engine alone (game.apply in a loop,
  no file): what the store adds to the engine's own time;
* replaying a 1,000,000-move record with `cardtable replay` (time, peak memory), against a
  1,000-move record (memory flat: about 1.0 beyond the file's own text);
* listing 200 saves (what the start screen does before its first paint), against loading one.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.core.records import Record  # noqa: E402
from cardtable.core.session import Session, no_gc_pauses  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.store import SaveStore  # noqa: E402
from cardtable.store import saves as saves_module  # noqa: E402

GAME = get_game("rummoli")
PLAYERS = ["Anna", "Ben", "Cleo", "Dad"]
OPTIONS = {"rebuy": True}
SIZES = (100, 1_000, 10_000, 50_000)


def evening(moves: int, seed: int = 1) -> Record:
    """The record of a Rummoli evening of ``moves`` random moves that nobody ends."""
    state = GAME.setup(PLAYERS, OPTIONS, seed)
    # (the rules it was played under: a record without them replays under its first version's)
    record = Record(GAME.info.id, list(PLAYERS), dict(state.options), seed, state_version=GAME.state_version)
    rng = random.Random(seed)
    with no_gc_pauses():
        while len(record.moves) < moves:
            legal = [m for m in GAME.legal_moves(state) if m.kind not in ("end_game", "retire")]
            move = legal[rng.randrange(len(legal))]
            state = GAME.apply(state, move).state
            record.moves.append(move)
    return record


def prefix(record: Record, n: int) -> Record:
    return Record(record.game, record.players, record.options, record.seed, [], record.moves[:n],
                  state_version=record.state_version)


def bare_replay(record: Record) -> float:
    state = GAME.setup(record.players, record.options, record.seed)
    t0 = time.perf_counter()
    with no_gc_pauses():
        for move in record.moves:
            state = GAME.apply(state, move).state
    return time.perf_counter() - t0


def save_and_load(record: Record, folder: Path) -> None:
    store = SaveStore(folder)
    rows = []
    base_append = None
    for n in SIZES:
        session = Session.from_record(prefix(record, n), GAME)
        sid = f"game{n}"
        t0 = time.perf_counter()
        store.save(sid, session)  # a checkpoint: the whole save (once per doubling)
        rewrite = time.perf_counter() - t0
        # autosave after each of 20 more moves: appends to the journal
        more = record.moves[n:n + 20]
        times = []
        for move in more:
            session.play(move)
            t0 = time.perf_counter()
            store.save(sid, session)
            times.append(time.perf_counter() - t0)
        append = statistics.median(times)
        base_append = base_append or append
        size = store.path_of(sid).stat().st_size
        saves_module._written.clear()
        loads = []
        for _ in range(3 if n <= 10_000 else 1):
            t0 = time.perf_counter()
            loaded = store.load(sid)
            loads.append(time.perf_counter() - t0)
        load = min(loads)
        engine = bare_replay(loaded.record)
        rows.append((n, append, append / base_append, rewrite, rewrite / append, load, load / engine,
                     load / len(loaded.record.moves) * 1e6, size))
    print("moves   | autosave (append) | vs 100 moves | rewrite whole save | rewrite/append | load    | load/engine | µs a move | file")
    for n, append, flat, rewrite, ratio, load, over, per, size in rows:
        print(f"{n:>7,} | {append * 1e3:>14.2f} ms | {flat:>11.2f}x | {rewrite * 1e3:>15.1f} ms | {ratio:>13.1f}x |"
              f" {load:>5.3f} s | {over:>10.2f}x | {per:>9.1f} | {size / 1e6:.2f} MB")


def replay_million(record: Record, folder: Path) -> None:
    def run(path: Path) -> tuple[float, int]:
        code = ("import os, resource, sys, time\n"
                "from cardtable.cli import replay\n"
                "from pathlib import Path\n"
                "t = time.perf_counter()\n"
                "rc = replay(Path(sys.argv[1]), out=open(os.devnull, 'w'))\n"
                # ru_maxrss survives exec on Linux (it would report the bench's own peak), so the
                # peak is read from this process's own VmHWM where there is one.
                "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
                "if os.path.exists('/proc/self/status'):\n"
                "    peak = next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM'))\n"
                "print(rc, time.perf_counter() - t, peak)\n")
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        done = subprocess.run([sys.executable, "-c", code, str(path)], env=env, capture_output=True, text=True)
        last = done.stdout.strip().splitlines()[-1].split()
        assert last[0] == "0", done.stderr[-500:]
        return float(last[1]), int(last[2]) * 1024

    small, big = folder / "r1000.json", folder / "rbig.json"
    small.write_text(json.dumps(prefix(record, 1_000).to_json()))
    big.write_text(json.dumps(record.to_json()))
    t_small, m_small = run(small)
    t_big, m_big = run(big)
    n = len(record.moves)
    print(f"replay of a {n:,}-move record ({big.stat().st_size / 1e6:.0f} MB): {t_big:.1f} s "
          f"({t_big / n * 1e6:.1f} µs a move), peak memory {m_big / 1e6:.0f} MB; "
          f"1,000 moves: {t_small:.2f} s, {m_small / 1e6:.0f} MB; memory ratio {m_big / m_small:.2f}x "
          f"(the file's text alone is {big.stat().st_size / m_small:.2f}x)")


def list_200(record: Record, folder: Path) -> None:
    store = SaveStore(folder / "saves")
    session = Session.from_record(prefix(record, 2_000), GAME)
    store.save("template", session)
    data = store.path_of("template").read_bytes()
    for i in range(199):
        store.path_of(f"game-{i:03d}").write_bytes(data)
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        entries = store.entries()
        times.append(time.perf_counter() - t0)
        assert len(entries) == 200 and all(e.damaged is None for e in entries)
    t0 = time.perf_counter()
    store.load("template")
    one_load = time.perf_counter() - t0
    listing = statistics.median(times)
    print(f"listing 200 saves of 2,000 moves each: {listing * 1e3:.1f} ms ({listing / 200 * 1e6:.0f} µs a save); "
          f"loading one of them: {one_load * 1e3:.1f} ms (listing all 200 = {listing / one_load:.2f} loads)")


def main() -> None:
    if "--replay-only" in sys.argv:  # the million-move part alone, on a record made earlier
        big = Path(sys.argv[sys.argv.index("--replay-only") + 1])
        record = Record.from_json(json.loads(big.read_text("utf-8")))
        with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as tmp:
            replay_million(record, Path(tmp))
        return
    quick = "--quick" in sys.argv
    big = 100_000 if quick else 1_000_000
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores; Rummoli, 4 players, re-buys, nobody ends")
    t0 = time.perf_counter()
    record = evening(max(SIZES) + 20)
    print(f"(made a {len(record.moves):,}-move evening in {time.perf_counter() - t0:.0f} s)")
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as tmp:
        folder = Path(tmp)
        save_and_load(record, folder)
        list_200(record, folder)
        long = evening(big, seed=2)
        replay_million(long, folder)


if __name__ == "__main__":
    main()
