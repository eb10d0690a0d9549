"""Screenshots of Thirty-One, Golf, Spider and Pirate on the generic table, at 1366x768 and
2560x1440, into docs/screenshots/ (thirty-one-*.png, golf-*.png, spider-*.png, pirate-*.png).

Run it under Xvfb, as tools/screenshots.py::

    xvfb-run -a -s "-screen 0 2560x1440x24" python tools/screenshots_counting.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import OUT, SIZES, settle  # noqa: E402  (sets the temporary data folders too)


def play_until(win, done, pick, limit: int = 5000) -> None:
    for _ in range(limit):
        if done(win.state) or win.game.is_over(win.state):
            return
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        win.play(pick(win.game.legal_moves(win.state), win.state))


def shot(app, win, name: str, w: int, h: int) -> None:
    if win.table.curtain.isVisible():
        win.table.curtain.reveal()
    settle(app, 40)
    win.table.view.finish_animations()
    settle(app, 10)
    win.grab().save(str(OUT / f"{name}-{w}x{h}.png"))


def window(app, w: int, h: int):
    from cardtable.gui.main_window import MainWindow

    win = MainWindow()
    win.resize(w, h)
    win.show()
    settle(app)
    return win


def close(app, win) -> None:
    win.close()
    win.deleteLater()
    settle(app, 3)


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    for w, h in SIZES:
        # Thirty-One, four players, the second hand, somebody has knocked
        win = window(app, w, h)
        win.start_game("thirty_one", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=8)
        rng = random.Random(3)

        def pick31(moves, state):
            kinds = {m.kind: m for m in moves}
            if "next_hand" in kinds:
                return kinds["next_hand"]
            if "knock" in kinds and state.hand_no >= 2 and rng.random() < 0.3:
                return kinds["knock"]
            plain = [m for m in moves if m.kind != "knock"]
            return rng.choice(plain)
        play_until(win, lambda s: s.hand_no >= 2 and s.knocker is not None and s.phase == "draw", pick31)
        shot(app, win, "thirty-one-4p", w, h)
        close(app, win)

        # Golf, three players, a few turns in (cards turned, one taken from the stack)
        win = window(app, w, h)
        win.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=5)
        rng = random.Random(4)
        count = [0]

        def pick_golf(moves, state):
            count[0] += 1
            plain = [m for m in moves if m.kind not in ("knock",)]
            return rng.choice(plain)
        play_until(win, lambda s: count[0] >= 22 and s.phase == "place", pick_golf)
        shot(app, win, "golf-3p", w, h)
        # the end of a round: every card turned and counted
        play_until(win, lambda s: s.phase == "hand_over", pick_golf)
        shot(app, win, "golf-round-over", w, h)
        close(app, win)

        # Spider, one deal made, some useful moves played
        win = window(app, w, h)
        win.start_game("spider", ["Anna"], {}, seed=26)
        steps = [0]

        def pick_spider(moves, state):
            steps[0] += 1
            useful = win.game.useful_moves(state)
            if useful:
                return max(useful, key=lambda m: len(m["cards"]))
            return next((m for m in moves if m.kind == "deal"), moves[0])
        play_until(win, lambda s: s.deals >= 1 and steps[0] >= 24, pick_spider)
        shot(app, win, "spider", w, h)
        close(app, win)

        # Pirate, well into the game: ships half built on both sides, one captured
        win = window(app, w, h)
        win.start_game("pirate", ["Anna", "Ben"], {}, seed=3)
        play_until(win, lambda s: sum(len(c) for c in s.captured) >= 13 and s.phase == "play",
                   lambda moves, state: moves[0])
        shot(app, win, "pirate", w, h)
        close(app, win)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
