"""Screenshots of the score panel beside the table at 1366x768, where long row labels and many
players once squeezed the cells: Arizona Rummy after five rounds (labels such as "Round 1 (3 cards,
3s wild)"), Saskatchewan Rummy with 4 players after a few rounds and with 8 players at PayDay.
Seeded random play. Run offscreen or under Xvfb::

    QT_QPA_PLATFORM=offscreen python tools/screenshots_score_panel.py [OUTDIR] [SUFFIX]
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
NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hiro"]


def main() -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    suffix = sys.argv[2] if len(sys.argv) > 2 else ""
    app = QApplication.instance() or QApplication(sys.argv)
    from cardtable.gui.main_window import MainWindow

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents(QEventLoop.AllEvents, 20)
            QTest.qWait(10)

    def shoot(name, game_id, players, until, seed=3, options=None) -> None:
        win = MainWindow()
        win.resize(1366, 768)
        win.show()
        settle()
        win.start_game(game_id, players, options or {}, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not until(win.state) and steps < 6000:
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            legal = win.game.legal_moves(win.state)
            if not legal:
                break
            win.play(rng.choice(legal))
            steps += 1
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        win._show_score_panel(True)
        settle(40)
        win.grab().save(str(out / f"{name}-1366x768{suffix}.png"))
        win.close()
        win.deleteLater()
        settle(3)

    shoot("score-panel-arizona-4p", "arizona_rummy", NAMES[:4], lambda s: s.round_no >= 6)
    shoot("score-panel-saskatchewan-4p", "saskatchewan_rummy", NAMES[:4], lambda s: len(s.history) >= 3)
    shoot("score-panel-saskatchewan-start-4p", "saskatchewan_rummy", NAMES[:4], lambda s: True)
    shoot("score-panel-payday-8p", "saskatchewan_rummy", NAMES[:8], lambda s: len(s.history) >= 7)


if __name__ == "__main__":
    main()
