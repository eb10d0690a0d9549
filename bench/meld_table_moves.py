"""A move on the meld games' tables: Medium in every seat (open-handed, seed 3), 1024x600 with
the most seats (up to six) and 1366x768 with the fewest. CPU time of each move played on the
window (applied, the table laid out, its scene rebuilt and painted, saved), and of the generic
table's layout (``describe``) of the same position once more (as after the curtain, or at a
resize).

    python bench/meld_table_moves.py [MOVES]   # from a checkout: imports cardtable from the cwd"""
import os, sys, tempfile, time, statistics
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(); os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
from PySide6.QtCore import QRect
GAMES = ("hand_and_foot", "ten_dime_rummy", "arizona_rummy", "horseshit_rummy", "push", "sticks")


def main():
    app = QApplication([])
    from cardtable.gui.main_window import MainWindow
    from cardtable.gui import settings
    from cardtable.games import catalogue
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    first, again = [], []
    for gid in GAMES:
        g = catalogue()[gid]
        counts = g.info.allowed_counts()
        for size, n in (((1024, 600), min(6, counts[-1])), ((1366, 768), counts[0])):
            w = MainWindow(); settings.fit_to_screen(w, area=QRect(0, 0, *size)); w.show(); QTest.qWait(50)
            w.start_game(gid, ["Anna", "Ben", "Cleo", "Dev", "Eve", "Finn"][:n], {}, seed=3, open_handed=True)
            view, medium = w.table.view, MediumAgent()
            aspect = view.viewport().width() / max(1, view.viewport().height())
            for step in range(moves):
                if g.is_over(w.state):
                    break
                move = medium.choose(g, information_set(g, w.state, g.current_player(w.state)), step)
                t0 = time.process_time()
                w.play(move)  # (played, the table rebuilt and painted, saved)
                first.append(time.process_time() - t0)
                t0 = time.process_time()
                w.describe(aspect)
                again.append(time.process_time() - t0)
            w.close(); w.deleteLater()
    print(f"{os.getcwd()}: {len(first)} moves; a move median {statistics.median(first) * 1e3:.2f} ms CPU "
          f"(p90 {sorted(first)[len(first) * 9 // 10] * 1e3:.2f}), the layout again "
          f"{statistics.median(again) * 1e3:.2f} ms (p90 {sorted(again)[len(again) * 9 // 10] * 1e3:.2f})")


if __name__ == "__main__":
    main()
