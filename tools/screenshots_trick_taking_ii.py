"""Screenshots of the Trick-taking II games on the generic table, at 1366x768 and 2560x1440, into
docs/screenshots/: Canadian Salad on two decks (8 players), Court Whist's Conspiracy (a sit-out,
the dealer's last card face up), the 500 Rummy auction (and its opening bid: one amount stepper
for the five trumps, the buttons wrapped), Saskatchewan Rummy's PayDay (the suit rows beside the
middle), Court Whist's Confiscation (a Spoke button per player at the table). Run offscreen or
under Xvfb::

    QT_QPA_PLATFORM=offscreen python tools/screenshots_trick_taking_ii.py [salad conspiracy auction opening confiscation payday]
"""

from __future__ import annotations

import os
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


def main() -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from cardtable.gui.main_window import MainWindow

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents(QEventLoop.AllEvents, 20)
            QTest.qWait(10)

    def shoot(name, game_id, players, until, seed=3) -> None:
        """Play the seeded game with the shared heuristic until ``until(state)``, then grab."""
        for w, h in SIZES:
            win = MainWindow()
            win.resize(w, h)
            win.show()
            settle()
            win.start_game(game_id, players, {}, seed=seed)
            steps = 0
            while not until(win.state) and steps < 3000:
                if win.table.curtain.isVisible():
                    win.table.curtain.reveal()
                win.play(win.game.heuristic(win.state, win.game.to_act(win.state)[0]))
                steps += 1
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            settle(40)
            win.grab().save(str(OUT / f"{name}-{w}x{h}.png"))
            win.close()
            win.deleteLater()
            settle(3)

    which = sys.argv[1:]
    if not which or "salad" in which:
        shoot("canadian-salad-8p", "canadian_salad", NAMES,
              lambda s: s.phase == "play" and sum(map(len, s.won)) >= 24 and len(s.trick) == 3)
    if not which or "conspiracy" in which:
        shoot("court-whist-conspiracy", "court_whist", ["Al", "Bea", "Cy", "Di", "Ed"],
              lambda s: s.hand_no == 9 and s.phase == "play" and len(s.trick) == 2)
    if not which or "auction" in which:
        shoot("rummy-500-auction", "rummy_500", NAMES[:4], lambda s: s.phase == "bidding" and len(s.auction) >= 2,
              seed=5)
    if not which or "opening" in which:
        shoot("rummy-500-opening-bid", "rummy_500", NAMES[:4], lambda s: True, seed=5)
    if not which or "confiscation" in which:
        shoot("court-whist-confiscation", "court_whist", NAMES[:4],
              lambda s: s.hand_no == 21 and s.phase == "play" and len(s.trick) == 1, seed=3)
    if not which or "payday" in which:
        shoot("saskatchewan-payday", "saskatchewan_rummy", NAMES[:5],
              lambda s: s.phase == "payday" and sum(map(len, s.rows)) >= 14)


if __name__ == "__main__":
    main()
