"""Does the window keep painting while a computer player thinks? Run:
``QT_QPA_PLATFORM=offscreen python bench/agents_paint.py`` (results go in docs/benchmarks.md).

A widget repaints on a 60 Hz timer (16 ms) while the :class:`ComputerPlayerService` thinks one
Hard decision after another in its worker process, the window's thread polling the handles on
the same timer, as the play controller does (the worker is started and has answered once
before the clock starts: spawning it is done while the players sit down). Measured: the intervals between paints (median,
p99, longest) and the decisions made in the time. For comparison, the same search run in the
window's own thread (what the worker process avoids) stalls the paints for the whole search.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from cardtable.ai.service import ComputerPlayerService, Request, think  # noqa: E402
from cardtable.core.session import Session  # noqa: E402
from cardtable.games import get_game  # noqa: E402

SECONDS = 6.0


class Painted(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.stamps: list[float] = []

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.stamps.append(time.perf_counter())


def request(game_id: str = "crazy_eights") -> Request:
    game = get_game(game_id)
    session = Session.new(game, ["Ann", "Ben", "Cleo", "Dan"], {}, seed=4)
    return Request.for_seat(session.record, game.to_act(session.state)[0], "hard", seconds=1.0, iterations=10**6)


def run(in_thread: bool) -> tuple[list[float], int]:
    app = QApplication.instance() or QApplication([])
    widget = Painted()
    widget.resize(400, 300)
    widget.show()
    service = ComputerPlayerService()
    service.start()
    warm = request()
    service.submit(Request(**{**warm.to_json(), "players": warm.players, "moves": warm.moves, "level": "easy"})).wait()
    decisions = 0
    handle = None
    started = time.perf_counter()

    def tick() -> None:
        nonlocal handle, decisions
        widget.update()
        if in_thread:
            think(request())  # the search in the window's thread: what the worker avoids
            decisions += 1
        else:
            if handle is None or handle.done:
                if handle is not None:
                    decisions += 1
                handle = service.submit(request())
            handle.poll()
        if time.perf_counter() - started > SECONDS:
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(16)
    app.exec()
    timer.stop()
    service.close()
    widget.close()
    gaps = [b - a for a, b in zip(widget.stamps, widget.stamps[1:])]
    return gaps, decisions


def main() -> None:
    for label, in_thread in (("worker process", False), ("same thread (for comparison)", True)):
        gaps, decisions = run(in_thread)
        gaps.sort()
        print(f"{label}: {len(gaps) + 1} paints in {SECONDS:.0f} s, {decisions} Hard decisions of 1 s; "
              f"interval median {statistics.median(gaps) * 1000:.1f} ms, p99 "
              f"{gaps[int(len(gaps) * 0.99)] * 1000:.1f} ms, longest {gaps[-1] * 1000:.1f} ms", flush=True)


if __name__ == "__main__":
    main()
