"""Screenshots of the evening screens at 1366x768 and 1024x600, into docs/screenshots/: the Gin
Rummy tournament evening with four tables after two rounds (and its names page), the Court Whist
evening after a game. Run offscreen or under Xvfb::

    QT_QPA_PLATFORM=offscreen python tools/screenshots_evenings.py
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
SIZES = [(1366, 768), (1024, 600)]


def main() -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from cardtable.games.gin_evening import enter_round, start_from_text
    from cardtable.games.gin_rummy import PairResult
    from cardtable.gui.court_whist_evening import CourtWhistEveningDialog
    from cardtable.gui.gin_evening_screen import GinEveningDialog

    def settle():
        for _ in range(10):
            app.processEvents()

    for w, h in SIZES:
        app.setFont(app.font())  # the app's text scales with the window in the app; here as it is
        d = GinEveningDialog()
        d.resize(w, h - 40)  # a dialog's frame and the desktop's panel
        d.show()
        settle()
        d.grab().save(str(OUT / f"gin-evening-names-{w}x{h}.png"))
        ev = start_from_text("Al\nBen\nCal\nDan", "Dee\nEve\nFay\nGwen", ("Guys", "Girls"))
        ev, _ = enter_round(ev, 1, [PairResult(0, 30, 1), PairResult(1, 12, 2), PairResult(1, 5), PairResult(0, 22)])
        ev, told = enter_round(ev, 2, [PairResult(-1, 0), PairResult(0, 20, 1), PairResult(1, 40), PairResult(0, 37)])
        d.evening = ev
        d.show_page(1)
        d.moves_label.setText("\n".join(told))
        d.refresh()
        who, points, gins = d.boxes[0]
        who.setCurrentIndex(1)
        points.setText("18")
        gins.setCurrentIndex(1)
        settle()
        d.grab().save(str(OUT / f"gin-evening-{w}x{h}.png"))
        d.close()
        c = CourtWhistEveningDialog(seed=7)
        c.resize(w, h - 40)
        c.show()
        c.men_edit.setPlainText("Al\nBo\nCy\nDov\nEd")
        c.ladies_edit.setPlainText("Ann, Bea, Cat, Di")
        c.start_evening()
        for table in c.boxes:
            for row in table:
                for k, box in enumerate(row):
                    box.setText("8" if k % 2 == 0 else "5")
        c.enter_results()
        settle()
        c.grab().save(str(OUT / f"court-whist-evening-{w}x{h}.png"))
        c.close()


if __name__ == "__main__":
    main()
