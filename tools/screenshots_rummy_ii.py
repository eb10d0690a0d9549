"""Screenshots of the Rummy II games (issue 19) on the generic table, at 1366x768 and 2560x1440,
into docs/screenshots/: Arizona Rummy (piles per seat, melds in front of their owners), Horseshit
Rummy (face-up deal cards, the fanned pile), Sticks (melds of a played stick) and Hand and Foot
Canasta (team melds, canastas, red threes, feet).

The games are still COMING (not in GAME_MODULES), so the script puts them on the generic table
itself. A seeded player that melds and lays off whenever it can (else draws and discards at random)
plays until the table has a few melds. Run offscreen or under Xvfb::

    QT_QPA_PLATFORM=offscreen python tools/screenshots_rummy_ii.py [arizona horseshit sticks handfoot]
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
OUT = ROOT / "docs" / "screenshots"
SIZES = [(1366, 768), (2560, 1440)]
NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiro"]
KEEN = ("play_stick", "meld", "lay_off", "add", "pick", "swap")


def main() -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from cardtable.gui import layouts

    for game_id in ("arizona_rummy", "horseshit_rummy", "sticks", "hand_and_foot"):
        layouts.LAYOUTS.setdefault(game_id, layouts.GENERIC)
    from cardtable.gui.main_window import MainWindow

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents(QEventLoop.AllEvents, 20)
            QTest.qWait(10)

    def shoot(name, game_id, players, until, seed=3, options=None) -> None:
        for w, h in SIZES:
            win = MainWindow()
            win.resize(w, h)
            win.show()
            settle()
            win.start_game(game_id, players, options or {}, seed=seed)
            rng = random.Random(seed)
            steps = 0
            while not until(win.state) and steps < 3000:
                if win.table.curtain.isVisible():
                    win.table.curtain.reveal()
                legal = win.game.legal_moves(win.state)
                keen = [m for m in legal if m.get("kind") in KEEN]
                win.play(rng.choice(keen or legal))
                steps += 1
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            settle(40)
            win.grab().save(str(OUT / f"{name}-{w}x{h}.png"))
            win.close()
            win.deleteLater()
            settle(3)

    which = sys.argv[1:]
    if not which or "arizona" in which:
        shoot("arizona-rummy-4p", "arizona_rummy", NAMES[:4],
              lambda s: s.round_no >= 5 and s.phase == "draw" and len(s.melds) >= 3 and all(s.piles))
    if not which or "horseshit" in which:
        shoot("horseshit-rummy-4p", "horseshit_rummy", NAMES[:4],
              lambda s: s.phase == "draw" and len(s.melds) >= 2 and len(s.discard) >= 5)
    if not which or "sticks" in which:
        shoot("sticks-3p", "sticks", NAMES[:3], lambda s: s.phase == "draw" and len(s.melds) >= 3)
    if not which or "sheets" in which:  # the running score sheets after a few hands
        shoot("sticks-sheet-3p", "sticks", NAMES[:3], lambda s: s.phase == "draw" and len(s.hand_sticks) >= 3)
        shoot("hand-and-foot-sheet-2p", "hand_and_foot", NAMES[:2],
              lambda s: s.phase == "draw" and len(s.round_scores) >= 2)
    if not which or "handfoot" in which:
        shoot("hand-and-foot-4p", "hand_and_foot", NAMES[:4],
              lambda s: s.phase == "draw" and len(s.melds) >= 4 and any(s.red_threes))


if __name__ == "__main__":
    main()
