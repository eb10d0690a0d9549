"""One move's score sheet at 20 rows and at 1,000, side by side in one run: the game's sheet made
from the state, compared with the one shown (as the main window does), the panel updated and
repainted. The ratio is the figure (the machine's load moves both alike). CPU time of the GUI
thread, median of the runs, the two sizes taking turns.

    python bench/score_sheet_moves.py [runs] [--root DIR] [--games oh_hell,euchre]

``--root``: another checkout (main, to compare), run with this script.

Two kinds of move: one more hand (a row added), and a move inside a hand (the sheet the same).
The games built their whole sheet afresh at every move (6-21 ms at 1,000 rows) and the panel and
the main window compared every row by value with those shown (about 1 ms each); the games now
keep the rows they made (``KeptRows``) and the panel looks for the first changed row from the end
(``first_changed``). The sheets are games played at random (seeded), their records repeated up
to the size, as in bench/score_sheet_keys.py.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from sheet_games import played  # noqa: E402  (bench/: the script's own folder; cardtable from --root)

#: (game, players, the state's field that grows a row at a time, records a row)
GAMES = (("hearts", 4, "history", 1), ("saskatchewan_rummy", 4, "history", 1), ("ten_thousand", 3, "turns", 3),
         ("crazy_eights", 4, "hand_points", 1), ("oh_hell", 4, "history", 1), ("euchre", 4, "history", 1),
         ("rummoli", 4, "history", 1))
# (Rummoli: a round is two rows, its chips and a line of who took what. Not here: Court Whist, whose
# card has its 50 rows however many records (its hands are named by game and hand: records repeated
# past its 28 hands fill the same rows, so its "1,000" was the full card, compared with 20 hands),
# and the other board games, 5 in a Row (a row a row of five) and Fast Track (six rows), whose
# sheets do not grow with the game.)
SIZES = (20, 1000)


def states(game, state, field: str, grows: list, per: int, rows: int):
    """The state one row before ``rows`` rows and at them. Each a record list grown from the one
    before (as a game's history grows: the records before are the same objects)."""
    n = rows * per
    long = (grows * (n // len(grows) + 1))[:n]
    kind = type(getattr(state, field))
    before = kind(long[:-per])
    return state.replace(**{field: before}), state.replace(**{field: kind(list(before) + long[-per:])})


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", nargs="?", type=int, default=15)
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--games", default="", help="only these games, by id, comma-separated")
    args = parser.parse_args()
    sys.path.insert(0, args.root)

    from PySide6.QtCore import Qt, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    from cardtable.gui.score_panel import ScorePanel

    qInstallMessageHandler(lambda _kind, _where, text: None if "propagateSizeHints" in text else print(text))
    app = QApplication.instance() or QApplication([])
    print(f"{args.root}; Qt platform: {os.environ.get('QT_QPA_PLATFORM')}; load average {os.getloadavg()[0]:.1f}")
    for size in ((1366, 768), (1024, 600)):
        for game_id, players, field, per in GAMES:
            if args.games and game_id not in args.games.split(","):
                continue
            game, state, grows = played(game_id, players, field)
            grows = list(grows)
            panels = {}
            for rows in SIZES:
                window = QMainWindow()
                window.resize(*size)
                window.setCentralWidget(QWidget())
                panel = ScorePanel(window)
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
                window.show()
                panel.set_font_px(size[1] // 60)
                panels[rows] = (window, panel, *states(game, state, field, grows, per, rows))
            times: dict[tuple[str, int], list[float]] = {(k, rows): [] for k in ("hand", "same") for rows in SIZES}
            for _ in range(args.runs):
                for rows in SIZES:  # (taking turns: the load falls on both alike)
                    window, panel, before, after = panels[rows]
                    shown = game.score_sheet(before)
                    panel.set_sheet(shown)
                    app.processEvents()
                    panel.repaint()
                    for kind, state_now in (("hand", after), ("same", before)):
                        t0 = time.thread_time()
                        sheet = game.score_sheet(state_now)  # as MainWindow.update_score_sheet
                        if sheet != shown:
                            panel.set_sheet(sheet)
                            shown = sheet
                        app.processEvents()  # laid out and repainted, as in the app
                        times[(kind, rows)].append(time.thread_time() - t0)
                        if kind == "hand":  # (back to the row before, for the move inside a hand)
                            game.score_sheet(before)
                            shown = game.score_sheet(before)
                            panel.set_sheet(shown)
                            app.processEvents()
            how = "players down" if panels[SIZES[1]][1].scores.players_down else \
                "short cells" if panels[SIZES[1]][1].scores.compact else "across"
            for kind, said in (("hand", "one more hand"), ("same", "a move in a hand")):
                small, large = (statistics.median(times[(kind, rows)]) for rows in SIZES)
                print(f"{size[0]}x{size[1]} {game_id:<19} ({how}), {said:<16}: {SIZES[0]} rows {small * 1000:.2f} ms, "
                      f"{SIZES[1]:,} rows {large * 1000:.2f} ms CPU; {SIZES[1]:,} / {SIZES[0]} = {large / small:.2f}x")
            for window, *_ in panels.values():
                window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
