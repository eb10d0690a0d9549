"""GUI benchmarks: start-up to first paint, press-to-highlight, drop-to-updated, peak RSS.

    python bench/gui.py            # uses $QT_QPA_PLATFORM, or offscreen when there is no display

* first paint: wall time from launching ``python -m cardtable`` (a whole new process) until the
  window has painted (the app prints a line after its first paint and quits), median of 5;
  a bare PySide6 window is measured the same way as the floor. The CPU time each process had
  used by its first paint is given too: on a shared machine it moves much less with the load.
* press-to-highlight: a mouse press on a playable card, until its legal targets are lit.
* drop-to-updated: a release on the discard pile, until the move is applied, saved and the scene
  rebuilt (the 180 ms glide that follows is not counted).
* peak RSS of this benchmark process after playing a whole hand on the table.
* 8-player Crazy Eights on the generic table: real drags (press, moves, release on the viewport);
  drop to updated *and repainted* (the viewport is repainted inside the measured time).
* score panel: one more hand on a sheet of 1,000 hands, updated and repainted.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-bench-")
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-bench-config-")

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Paint:
            QTimer.singleShot(0, lambda: (print(f"painted {time.time():.6f} cpu {time.process_time():.6f}", flush=True),
                                          app.quit()))
        return False
f = F(); w.installEventFilter(f); w.show(); app.exec()
"""


def first_paint(cmd: list[str], runs: int = 5) -> tuple[float, float]:
    """Median wall time from launching ``cmd`` to its "painted" line, and median CPU time the
    process had used by then (as it says on that line): on a shared machine the wall time
    follows the load, the CPU time much less."""
    env = dict(os.environ, CARDTABLE_EXIT_AFTER_PAINT="1", PYTHONPATH=str(ROOT))
    # As installed (a wheel or the bundle) the app's modules are compiled once; a shell with
    # PYTHONDONTWRITEBYTECODE would compile every module at every start (about 0.1 s here).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "cardtable")], check=False)
    times, cpu = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=ROOT, text=True)
        for line in p.stdout:
            if line.startswith("painted"):
                times.append(time.perf_counter() - t0)
                words = line.split()
                if "cpu" in words:
                    cpu.append(float(words[words.index("cpu") + 1]))
                break
        p.wait()
    return statistics.median(times), statistics.median(cpu) if cpu else float("nan")


def in_process() -> tuple[float, float]:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.main_window import MainWindow
    from cardtable.gui.table_view import ZoneItem

    app = QApplication.instance() or QApplication([])  # noqa: F841  (held: the windows need it)
    presses, drops = [], []
    for seed in range(12):
        w = MainWindow()
        w.resize(1366, 768)
        w.show()
        QTest.qWaitForWindowExposed(w)
        w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=seed, open_handed=True)
        view = w.table.view
        vp = view.viewport()
        while not w.game.is_over(w.state) and len(w.session.record.moves) < 120:
            QTest.qWait(1)
            for a in list(view.animations):
                a.setCurrentTime(a.duration())  # the glide is not part of the measured work
            legal = w.game.legal_moves(w.state)
            plays = [m for m in legal if m.kind == "play" and not m["card"].startswith("8")]
            if not plays:
                w.play(legal[0])
                continue
            item = view.pieces["hand:" + plays[0]["card"]]
            r = item.sceneBoundingRect()
            m = (r.width() - item.w) / 2
            start = view.mapFromScene(QPointF(r.left() + m + item.w * 0.1, r.top() + m + item.h / 2))
            end = view.mapFromScene(view.zones["discard"].rect.center())
            t0 = time.perf_counter()
            QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
            t1 = time.perf_counter()
            assert view.zones["discard"].state == ZoneItem.LEGAL
            presses.append(t1 - t0)
            from PySide6.QtCore import QEvent
            from PySide6.QtGui import QMouseEvent

            for i in range(1, 4):
                pos = start + (end - start) * i / 3
                ev = QMouseEvent(QEvent.MouseMove, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.NoButton,
                                 Qt.LeftButton, Qt.NoModifier)
                QApplication.sendEvent(vp, ev)
            n = len(w.session.record.moves)
            t0 = time.perf_counter()
            QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
            t1 = time.perf_counter()
            assert len(w.session.record.moves) == n + 1
            drops.append(t1 - t0)
        w.close()
        w.deleteLater()
    return statistics.median(presses), statistics.median(drops), max(presses), max(drops), len(drops)


def drag_and_paint(game_id: str, players: list[str], options: dict, seeds: range, max_moves: int = 80):
    """Median and max of drop -> applied, scene rebuilt and the change painted, over real drags
    (press, moves, release on the viewport) of whatever the drag controller offers: a card onto
    the discard pile, a marble onto its hole, a card onto a board space. Moves no drag makes
    (buttons, choosers) are played directly and not measured."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])  # noqa: F841
    drops = []
    for seed in seeds:
        w = MainWindow()
        w.resize(1366, 768)
        w.show()
        QTest.qWaitForWindowExposed(w)
        w.start_game(game_id, players, options, seed=seed, open_handed=True)
        view = w.table.view
        vp = view.viewport()
        painted = []
        real_foreground = view.drawForeground

        def foreground(p, rect, real=real_foreground):  # the last thing a paint of the table does
            real(p, rect)
            painted.append((time.perf_counter(), time.thread_time()))
        view.drawForeground = foreground
        while not w.game.is_over(w.state) and len(w.session.record.moves) < max_moves:
            QTest.qWait(1)
            view.finish_animations()
            if w.table.curtain.isVisible():
                w.table.curtain.reveal()
            ctl = view.controller
            ctl.index()
            pairs = [(piece, target) for (piece, target), moves in ctl.by_pair.items()
                     if len(moves) == 1 and target in view.zones
                     and any(i.spec.move_key == piece for i in view.pieces.values())]
            if not pairs:
                w.play(w.game.legal_moves(w.state)[0])
                continue
            piece, target = pairs[seed % len(pairs)] if len(pairs) > 1 else pairs[0]
            item = next(i for i in view.pieces.values() if i.spec.move_key == piece)
            r = item.sceneBoundingRect()
            m = (r.width() - item.w) / 2
            start = view.mapFromScene(QPointF(r.left() + m + item.w * 0.1, r.top() + m + item.h / 2))
            end = view.mapFromScene(view.zones[target].rect.center())
            QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
            for i in range(1, 4):
                pos = start + (end - start) * i / 3
                ev = QMouseEvent(QEvent.MouseMove, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.NoButton,
                                 Qt.LeftButton, Qt.NoModifier)
                QApplication.sendEvent(vp, ev)
            n = len(w.session.record.moves)
            painted.clear()
            t0, c0 = time.perf_counter(), time.thread_time()
            QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
            QApplication.processEvents()
            # at least the move dropped (a flip with nothing to move goes on to the forced
            # pass, which the controller plays at once)
            assert len(w.session.record.moves) >= n + 1 and painted
            # the first paint showing the move (the save comes after): wall and CPU time
            drops.append((painted[0][0] - t0, painted[0][1] - c0))
        w.close()
        w.deleteLater()
    wall = [d[0] for d in drops]
    cpu = [d[1] for d in drops]
    return statistics.median(wall), statistics.median(cpu), max(cpu), len(drops)


def score_panel_update(rounds: int = 1000, runs: int = 9, size: tuple[int, int] = (1366, 768)) -> float:
    """Median time to show one more hand on a sheet of ``rounds`` hands (8 players), repainted, in
    a window of ``size`` (at 1366x768 eight players go down the panel; at 2560x1440 across)."""
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMainWindow

    from cardtable.core.scoresheet import ScoreSection, ScoreSheet, running_rows
    from cardtable.gui.score_panel import ScorePanel

    app = QApplication.instance() or QApplication([])
    rng = random.Random(1)
    points = [[rng.randrange(60) for _ in range(8)] for _ in range(rounds + 1)]
    names = tuple(f"Player {i + 1}" for i in range(8))

    def sheet(n):
        rows, totals = running_rows(points[:n], "Hand")
        return ScoreSheet(title="bench", game_name="bench", columns=names, players=names,
                          sub_columns=("Points", "Total"), date="", house_rules=(),
                          sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals), lower_is_better=True)

    window = QMainWindow()
    window.resize(*size)
    panel = ScorePanel(window)
    window.addDockWidget(Qt.RightDockWidgetArea, panel)
    window.show()
    before, after = sheet(rounds - 1), sheet(rounds)
    times = []
    for k in range(runs):
        panel.set_sheet(before)
        app.processEvents()
        panel.repaint()
        t0 = time.thread_time()
        panel.set_sheet(after)
        app.processEvents()  # Qt lays out and repaints what changed, as in the app
        times.append(time.thread_time() - t0)
    window.close()
    return statistics.median(times)


def main() -> int:
    py = sys.executable
    bare, bare_cpu = first_paint([py, "-c", BARE])
    app, app_cpu = first_paint([py, "-m", "cardtable"])
    press, drop, press_max, drop_max, n = in_process()
    names = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi"]
    c8, c8_cpu, c8_max, c8_n = drag_and_paint("crazy_eights", names, {}, range(4))
    ft, ft_cpu, ft_max, ft_n = drag_and_paint("fast_track", names[:6], {}, range(2))
    ru, ru_cpu, ru_max, ru_n = drag_and_paint("rummoli", names, {}, range(2))
    panel = score_panel_update()
    panel_short = score_panel_update(100)
    panel_long = score_panel_update(5000)
    across = score_panel_update(1000, size=(2560, 1440))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    platform = os.environ.get("QT_QPA_PLATFORM") or "xcb"
    print(f"Qt platform: {platform}; {os.cpu_count()} CPUs")
    print(f"first paint (process start to painted window, median of 5): {app:.3f} s   (bare PySide6 window: {bare:.3f} s); "
          f"CPU time by then: {app_cpu:.3f} s (bare: {bare_cpu:.3f} s)")
    print(f"press to legal targets lit (median of {n}): {press * 1000:.2f} ms (max {press_max * 1000:.2f} ms)")
    print(f"drop to scene updated, incl. autosave (median of {n}): {drop * 1000:.2f} ms (max {drop_max * 1000:.2f} ms)")
    print(f"8-player Crazy Eights, drop to updated and repainted (median of {c8_n} drags): "
          f"{c8_cpu * 1000:.2f} ms CPU (max {c8_max * 1000:.2f} ms), {c8 * 1000:.2f} ms wall")
    print(f"6-player Fast Track, same (median of {ft_n} drags): "
          f"{ft_cpu * 1000:.2f} ms CPU (max {ft_max * 1000:.2f} ms), {ft * 1000:.2f} ms wall")
    print(f"8-player Rummoli, same (median of {ru_n} drags): "
          f"{ru_cpu * 1000:.2f} ms CPU (max {ru_max * 1000:.2f} ms), {ru * 1000:.2f} ms wall")
    print(f"load average during the run: {os.getloadavg()[0]:.1f}")
    print(f"score panel, one more hand on 1,000 (8 players), updated and repainted: {panel * 1000:.2f} ms CPU "
          f"(on 100: {panel_short * 1000:.2f} ms, on 5,000: {panel_long * 1000:.2f} ms; "
          f"5,000 / 100 = {panel_long / panel_short:.2f}x); players across at 2560x1440: {across * 1000:.2f} ms")
    print(f"first paint ratio, app / bare PySide6 window: {app / bare:.2f} (CPU time: {app_cpu / bare_cpu:.2f})")
    print(f"peak RSS: {rss:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
