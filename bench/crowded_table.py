"""The most crowded card table: Hand and Foot, four players, 1024x600, at each of Anna's turns
with six or more meld buttons up (Medium in every seat, open-handed, seed 1): the table rebuilt
(laid out and its scene made) and repainted, three times a position; medians and p90.

    python bench/crowded_table.py [SPOTS]   # from a checkout: imports cardtable from the cwd

SPOTS: a file to write where the buttons went at each position (to compare two versions)."""
import os, sys, tempfile, time, statistics
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(); os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
sys.path.insert(0, os.getcwd())
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
from PySide6.QtCore import QRect
SPOTS = []
def main():
    app = QApplication([])
    from cardtable.gui.main_window import MainWindow
    from cardtable.gui import settings
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    w = MainWindow(); settings.fit_to_screen(w, area=QRect(0, 0, 1024, 600)); w.show(); QTest.qWait(200)
    w.start_game("hand_and_foot", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=1, open_handed=True)
    g = w.game; medium = MediumAgent(); times = []; cpu = []
    for step in range(1000):
        if g.is_over(w.state): break
        if w.table.curtain.isVisible(): w.table.curtain.reveal()
        seat = g.current_player(w.state)
        if seat == 0 and sum(b.text.startswith("Meld ") for b in w.table.view.buttons) >= 6:
            view = w.table.view
            for _ in range(3):
                t0, c0 = time.perf_counter(), time.process_time()
                view.rebuild(same_position=True); view.viewport().repaint()
                times.append(time.perf_counter() - t0); cpu.append(time.process_time() - c0)
            SPOTS.append((view.spec.buttons_at, view.spec.buttons_width, getattr(view.spec, 'buttons_scale', 1.0)))
        w.play(medium.choose(g, information_set(g, w.state, seat), step))
    if len(sys.argv) > 1: open(sys.argv[1], "w").write(repr(SPOTS))
    print(f"{os.getcwd()}: {len(times)} rebuilds, median {statistics.median(times)*1e3:.2f} ms wall, "
          f"{statistics.median(cpu)*1e3:.2f} ms CPU, p90 {sorted(cpu)[int(len(cpu)*0.9)]*1e3:.2f} ms CPU")
if __name__ == "__main__":
    main()
