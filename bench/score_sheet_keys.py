"""The score panel's refresh on a sheet with keys (10,000's "T: a take-over.", Oh Hell!'s "✗: a
scratch", Saskatchewan's "All in cents"), at 20 rows and at 1,000, side by side in one run: the
ratio is the figure (the machine's load moves both alike). One more turn or hand shown, the sheet
updated and repainted, CPU time of the GUI thread, median of the runs, the two sizes taking turns.

    python bench/score_sheet_keys.py [runs]

The panel chose its keys by reading every cell of its table and every cell of the sheet at each
refresh (1-2 ms at 1,000 rows); it now counts the marks as it writes the rows (RowMarks). The
sheets are games played at random (seeded) and played again on the same sheet up to the size.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sheet_games import played  # noqa: E402  (bench/: the script's own folder)

GAMES = (("ten_thousand", 3, "turns"), ("oh_hell", 4, "history"), ("saskatchewan_rummy", 4, "history"))
SIZES = (20, 1000)


def sheets(game, state, field: str, grows, players: int, rows: int):
    """The sheet one step before ``rows`` rows and at them (10,000: a row is a round of turns)."""
    per = players if field == "turns" else 1
    n = rows * per
    long = (grows * (n // len(grows) + 1))[:n]
    return (game.score_sheet(state.replace(**{field: long[:-1]})),
            game.score_sheet(state.replace(**{field: long})))


def main() -> int:
    from PySide6.QtCore import Qt, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    from cardtable.gui.score_panel import ScorePanel

    qInstallMessageHandler(lambda _kind, _where, text: None if "propagateSizeHints" in text else print(text))
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    app = QApplication.instance() or QApplication([])
    print(f"Qt platform: {os.environ.get('QT_QPA_PLATFORM')}; load average {os.getloadavg()[0]:.1f}")
    for size in ((1366, 768), (1024, 600)):
        for game_id, players, field in GAMES:
            game, state, grows = played(game_id, players, field)
            panels = {}
            for rows in SIZES:
                window = QMainWindow()
                window.resize(*size)
                window.setCentralWidget(QWidget())
                panel = ScorePanel(window)
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
                window.show()
                panel.set_font_px(size[1] // 60)
                before, after = sheets(game, state, field, grows, players, rows)
                assert after.keys, game_id
                panels[rows] = (window, panel, before, after)
            times: dict[int, list[float]] = {rows: [] for rows in SIZES}
            for _ in range(runs):
                for rows in SIZES:  # (taking turns: the load falls on both alike)
                    window, panel, before, after = panels[rows]
                    panel.set_sheet(before)
                    app.processEvents()
                    panel.repaint()
                    t0 = time.thread_time()
                    panel.set_sheet(after)
                    app.processEvents()  # laid out and repainted, as in the app
                    times[rows].append(time.thread_time() - t0)
            small, large = (statistics.median(times[rows]) for rows in SIZES)
            how = "players down" if panels[SIZES[1]][1].scores.players_down else \
                "short cells" if panels[SIZES[1]][1].scores.compact else "across"
            print(f"{size[0]}x{size[1]} {game_id:<19} ({how}): {SIZES[0]} rows {small * 1000:.2f} ms, "
                  f"{SIZES[1]:,} rows {large * 1000:.2f} ms CPU; {SIZES[1]:,} / {SIZES[0]} = {large / small:.2f}x")
            for window, *_ in panels.values():
                window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
