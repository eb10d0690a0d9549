"""Shoot every game's table mid-game, to look at it as a family would.

For each game (default: every one in GAME_MODULES) and each player count (default: the smallest,
a middle and the largest the game allows), start the game on a MainWindow of the given size with
open hands, play ``--moves`` random legal moves (seeded, so the same every run; a move that
places a card or marble is preferred over a pass), lift the curtain if it is down, and save
``win.grab()`` as ``<out>/<game>-<n>p-<W>x<H>.png``.

Run it under Xvfb (real fonts and device pixels) or offscreen::

    xvfb-run -a -s "-screen 0 2560x1440x24" python tools/shoot_tables.py
    QT_QPA_PLATFORM=offscreen python tools/shoot_tables.py biscuit mexican_train --sizes 1024x600,2560x1440
    python tools/shoot_tables.py horseshit_rummy --counts 8 --moves 60 --out /tmp/shots

Saves go to a temporary data folder, so a real user's games are never touched.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-")
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-config-")

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiroshi", "Ines", "Jonas"]
#: Moves that end a turn without putting anything on the table; chosen only when nothing else is legal.
QUIET = {"pass", "knock", "next_round", "next_hand", "pass_turn", "done", "stop"}


def settle(app, rounds: int = 10) -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest

    for _ in range(rounds):
        app.processEvents(QEventLoop.AllEvents, 20)
        QTest.qWait(10)


def counts_for(info, wanted: str | None) -> list[int]:
    allowed = list(info.allowed_counts())
    if wanted:
        return [n for n in (int(c) for c in wanted.split(",")) if n in allowed]
    picks = [allowed[0], allowed[len(allowed) // 2], allowed[-1]]
    return sorted(set(picks))


def play_on(win, moves: int, seed: int, hand_end: bool = False) -> int:
    """Play up to ``moves`` random legal moves; return how many were played. ``hand_end``: stop
    at the first hand's end (the words said between hands), if it comes within ``moves``."""
    rnd = random.Random(seed)
    played = 0
    for _ in range(moves):
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        if win.game.is_over(win.state) or (hand_end and win.play_ctl is not None and win.play_ctl.hand_result()):
            break
        legal = win.game.legal_moves(win.state)
        if not legal:
            break
        busy = [m for m in legal if m.kind not in QUIET]
        win.play(rnd.choice(busy or legal))
        played += 1
    if win.table.curtain.isVisible():
        win.table.curtain.reveal()
    return played


def shoot(app, game_id: str, n: int, size: tuple[int, int], moves: int, seed: int, out: Path,
          options: dict | None = None, score_panel: bool = False, hand_end: bool = False) -> Path:
    from cardtable.gui.main_window import MainWindow

    w, h = size
    win = MainWindow()
    win.resize(w, h)
    win.show()
    settle(app, 3)
    win.start_game(game_id, NAMES[:n], options or {}, seed=seed, open_handed=True)
    if score_panel:
        win._show_score_panel(True)
    played = play_on(win, moves, seed, hand_end)
    settle(app)
    win.table.view.finish_animations()
    settle(app, 3)
    path = out / f"{game_id}-{n}p-{w}x{h}.png"
    win.grab().save(str(path))
    print(f"{path.name}: {played} moves", flush=True)
    win.close()
    win.deleteLater()
    settle(app, 2)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game module names (default: all of GAME_MODULES)")
    parser.add_argument("--counts", help="player counts, e.g. 2,4,8 (default: smallest, middle, largest)")
    parser.add_argument("--sizes", default="1366x768", help="window sizes, e.g. 1024x600,2560x1440")
    parser.add_argument("--moves", type=int, default=0, help="moves to play (default: 4 per player + 6)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--score-panel", action="store_true", help="show the score sheet beside the table")
    parser.add_argument("--hand-end", action="store_true",
                        help="stop at the first hand's end (its result words), within --moves")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from cardtable.games import GAME_MODULES, get_game

    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for module in args.games or GAME_MODULES:
        import importlib

        info = importlib.import_module(f"cardtable.games.{module}").GAME.info
        get_game(info.id)
        for n in counts_for(info, args.counts):
            for size in sizes:
                shoot(app, info.id, n, size, args.moves or 4 * n + 6, args.seed, out,
                      score_panel=args.score_panel, hand_end=args.hand_end)
    return 0


if __name__ == "__main__":
    sys.exit(main())
