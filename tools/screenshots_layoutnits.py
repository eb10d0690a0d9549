"""Screenshots of three small layout faults on the generic table at a small laptop's 1024x600
(and at 1366x768 and 1920x1080, to see nothing bigger breaks), the score sheet open, as
tools/screenshots_tablepolish.py: Hand and Foot Canasta at 4 players once both teams have melded
(the meld buttons over the hand's name line; the captions "Your foot" and "Red threes"), and
Arizona Rummy at 7 players in its third round (the captions "Stock" and "Going-out discard").
Seeded random play, open hands (the player to act is the viewer). Run offscreen::

    QT_QPA_PLATFORM=offscreen python tools/screenshots_layoutnits.py [OUTDIR] [SUFFIX] [handfoot arizona ...]

(also ``handfoot6``: six players, ``sweep``: seven players mid-round, as the table-polish shots,
``ohhell``: Oh Hell at six, the stub and the turned trump side by side).

Saves go to a temporary data folder, so a real user's games are never touched.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-")
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-config-")

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta"]
QUIET = {"pass", "knock", "next_round", "next_hand", "pass_turn", "done", "stop"}
SIZES = ((1024, 600), (1366, 768), (1920, 1080))


def both_teams_melded(count: int):
    return lambda s: {t for t, r, c in s.melds} == {0, 1} and len(s.melds) >= count


def shooter(out: Path, suffix: str = "", sizes=SIZES):
    """``shoot(name, game_id, players, until, seed, busy_only=True, moves=4000)``: the window at
    each size, the score sheet open, after seeded play until ``until(state)``; saved as
    ``<name>-<players>p-<W>x<H><suffix>.png`` in ``out`` (also used by screenshots_tablepolish.py)."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from cardtable.gui.main_window import MainWindow

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents(QEventLoop.AllEvents, 20)
            QTest.qWait(10)

    def shoot(name: str, game_id: str, n: int, until, seed: int, busy_only: bool = True, moves: int = 4000) -> None:
        for w, h in sizes:
            win = MainWindow()
            win.resize(w, h)
            win.show()
            settle(3)
            win.start_game(game_id, NAMES[:n], {}, seed=seed, open_handed=True)
            win._show_score_panel(True)
            rnd = random.Random(seed)
            for _ in range(moves):
                if win.table.curtain.isVisible():
                    win.table.curtain.reveal()
                if until(win.state) or win.game.is_over(win.state):
                    break
                legal = win.game.legal_moves(win.state)
                if not legal:
                    break
                busy = [m for m in legal if m.kind not in QUIET] if busy_only else []
                win.play(rnd.choice(busy or legal))
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            settle()
            win.table.view.finish_animations()
            settle(3)
            path = out / f"{name}-{n}p-{w}x{h}{suffix}.png"
            win.grab().save(str(path))
            print(path.name, flush=True)
            win.close()
            win.deleteLater()
            settle(2)

    return shoot


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    suffix = sys.argv[2] if len(sys.argv) > 2 else ""
    shoot = shooter(out, suffix)
    which = sys.argv[3:] or ["handfoot", "arizona"]
    if "handfoot" in which:
        shoot("handfoot", "hand_and_foot", 4, both_teams_melded(6), seed=1)
    if "arizona" in which:
        shoot("arizona", "arizona_rummy", 7, lambda s: s.round_no >= 3, seed=3, busy_only=False)
    if "handfoot6" in which:
        shoot("handfoot", "hand_and_foot", 6, both_teams_melded(10), seed=2)
    if "sweep" in which:
        shoot("sweep", "sweep", 7, lambda s: False, seed=7, moves=34)  # mid-round, as tools/shoot_tables.py
    if "ohhell" in which:
        shoot("ohhell", "oh_hell", 6, lambda s: False, seed=5, busy_only=False, moves=30)


if __name__ == "__main__":
    main()
