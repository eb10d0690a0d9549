"""The score sheet's legend fitted at every refresh (``score_panel._broken``, its callers
``shortened`` and ``wrapped``, ``_cut_off``, and the label's height measured, ``text_height``), the
code before s43 (its ``_broken`` and ``_cut_off`` kept below, nothing kept per font) and the
present code side by side in one run, taking turns: the ratio is the figure (the machine's load
moves both alike).

    python bench/score_sheet_fit.py [runs]

The refreshes are those of tests/gui/test_score_panel_keys_long_games.py: a game played at random
(seeded), played again and again on one sheet (10,000 four times: some 200 rounds; Oh Hell! six
times), one more turn or hand at a time, some taken back (undo), the window resized now and then
(the sheet across, in short cells, players down), the panel not painted. CPU time of the thread:

* every refresh (``set_sheet`` and the events it posts);
* the legend's fitting in it (``_fit_legend``: ``shortened`` and the label's measured heights);
* the calls to ``shortened`` and ``wrapped`` a run made, replayed alone, the present code's table
  of lines broken emptied first (as a new process starts) and as played (kept from the run).

Before s43, ``_broken`` measured every start of the rest of the text that ends at a space for every
line (the whole rest, at each line), and ``_cut_off`` left words off the end of a line and its
rest one at a time: some 400,000 widths in the 10,000 test. Now the starts are measured from the
shortest up to the first too wide, and what ``_broken``, ``shortened`` and ``text_height`` work out
is kept per font (``font_measures.kept_in``, since s44 shared with the curtain's fitting).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = ((1366, 768), (1024, 600), (1920, 1080), (800, 600), (640, 480))
GAMES = (("ten_thousand", 3, 4), ("oh_hell", 4, 6))


# ----- the code before s43 (cardtable/gui/score_panel.py at 1f692f31), kept once, in the test that
# checks the present code gives the same lines (tests/gui/test_score_panel_fit_kept.py)
from tests.gui.test_score_panel_fit_kept import broken_before as old_broken  # noqa: E402
from tests.gui.test_score_panel_fit_kept import cut_off_before as old_cut_off  # noqa: E402


def no_keeping(fm, key, work):
    """Nothing kept: worked out at every call, as before s43."""
    return work()


# (shortened, wrapped and text_height are the present ones, with these in them: what they do
# besides is the same before and now, and stays so when their words change)
OLD = {"_broken": old_broken, "_cut_off": old_cut_off, "kept_in": no_keeping}
NEW: dict = {}


# ----- the run --------------------------------------------------------------------------------
def played(game_id: str, players: int, seed: int = 7):
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game(game_id)
    session = Session.new(game, ["Anna", "Ben", "Cleo", "Dev"][:players], {}, seed=seed)
    rnd = random.Random(seed)
    while game.legal_moves(session.state):
        session.play(rnd.choice(game.legal_moves(session.state)))
    field = "turns" if game_id == "ten_thousand" else "history"
    return game, session.state, field


def steps(game_id: str, length: int):
    """The refreshes: (window size or None, rows shown), as the test draws them."""
    rnd = random.Random(game_id)
    out = []
    n = 1
    while n <= length:
        size = rnd.choice(SIZES) if rnd.random() < 0.08 else None
        if rnd.random() < 0.1:
            n = max(1, n - rnd.randint(1, 4))
        out.append((size, n))
        n += 1
    return out


def one_run(app, sheets, plan, calls=None) -> tuple[float, float]:
    """CPU seconds of every refresh and of the legend's fitting in them; ``calls`` collects the
    calls to shortened and wrapped."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMainWindow, QWidget

    from cardtable.gui import score_panel

    window = QMainWindow()
    window.resize(*SIZES[0])
    window.setCentralWidget(QWidget())
    dock = score_panel.ScorePanel(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    dock.set_font_px(SIZES[0][1] // 60)
    app.processEvents()
    window.setUpdatesEnabled(False)
    fitting = [0.0]
    real_fit = score_panel.ScoreTable._fit_legend

    def timed_fit(self, width):
        t0 = time.thread_time()
        try:
            return real_fit(self, width)
        finally:
            fitting[0] += time.thread_time() - t0

    score_panel.ScoreTable._fit_legend = timed_fit  # type: ignore[method-assign]
    kept = {}
    if calls is not None:
        for name in ("shortened", "wrapped"):
            real = kept[name] = getattr(score_panel, name)

            def recorded(*args, _real=real, _name=name, **kwargs):
                calls.append((_name, args, kwargs))
                return _real(*args, **kwargs)

            setattr(score_panel, name, recorded)
    total = 0.0
    try:
        for size, n in plan:
            t0 = time.thread_time()
            if size is not None:
                window.resize(*size)
                app.processEvents()
                dock.set_font_px(size[1] // 60)
            dock.set_sheet(sheets[n])
            app.processEvents()
            total += time.thread_time() - t0
    finally:
        score_panel.ScoreTable._fit_legend = real_fit  # type: ignore[method-assign]
        for name, real in kept.items():
            setattr(score_panel, name, real)
        window.close()
        window.deleteLater()
        app.processEvents()
    return total, fitting[0]


def using(old: bool) -> None:
    """The code before s43 in score_panel, or the present code."""
    from cardtable.gui import score_panel

    for name, func in OLD.items():
        setattr(score_panel, name, func if old else NEW[name])


def replay(calls, old: bool) -> float:
    from cardtable.gui import score_panel

    using(old)
    t0 = time.thread_time()
    for name, args, kwargs in calls:
        getattr(score_panel, name)(*args, **kwargs)
    spent = time.thread_time() - t0
    using(False)
    return spent


def said(calls, old: bool) -> list[str]:
    from cardtable.gui import score_panel

    using(old)
    out = [getattr(score_panel, name)(*args, **kwargs) for name, args, kwargs in calls]
    using(False)
    return out


def main() -> int:
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from cardtable.gui import font_measures, score_panel

    qInstallMessageHandler(lambda _kind, _where, text: None if "propagateSizeHints" in text else print(text))
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    app = QApplication.instance() or QApplication([])
    print(f"Qt platform: {os.environ.get('QT_QPA_PLATFORM')}; load average {os.getloadavg()[0]:.1f}; {runs} runs")
    NEW.update({name: getattr(score_panel, name) for name in OLD})
    for game_id, players, times in GAMES:
        game, state, field = played(game_id, players)
        long = getattr(state, field) * times
        plan = steps(game_id, len(long))
        sheets = {n: game.score_sheet(state.replace(**{field: long[:n]})) for n in {n for _, n in plan}}
        got: dict[str, list[tuple[float, float]]] = {"old": [], "new": []}
        calls: list = []
        for run in range(runs):
            for how in ("old", "new"):  # (taking turns)
                using(how == "old")
                font_measures.forget()  # (as a new process starts)
                got[how].append(one_run(app, sheets, plan, calls if how == "new" and run == 0 else None))
        using(False)
        (old_all, old_fit), (new_all, new_fit) = (
            (statistics.median(t for t, _ in got[h]), statistics.median(f for _, f in got[h])) for h in ("old", "new"))
        print(f"{game_id} ({len(plan)} refreshes): every refresh {old_all:.2f} s -> {new_all:.2f} s CPU "
              f"({new_all / old_all:.2f}); the legend's fitting in them {old_fit:.2f} -> {new_fit:.2f} s "
              f"({new_fit / old_fit:.2f})")
        replays: dict[str, list[float]] = {"old": [], "cold": [], "warm": []}
        for _ in range(runs):
            replays["old"].append(replay(calls, old=True))
            font_measures.forget()
            replays["cold"].append(replay(calls, old=False))
            replays["warm"].append(replay(calls, old=False))
        old_r, cold_r, warm_r = (statistics.median(replays[h]) for h in ("old", "cold", "warm"))
        print(f"  its {len(calls)} calls to shortened and wrapped replayed alone: before {old_r * 1000:.0f} ms, "
              f"now {cold_r * 1000:.0f} ms from an empty table ({cold_r / old_r:.3f}), "
              f"{warm_r * 1000:.0f} ms as kept ({warm_r / old_r:.3f})")
        mismatched = sum(a != b for a, b in zip(said(calls, old=True), said(calls, old=False)))
        print(f"  the same text from both: {len(calls) - mismatched} of {len(calls)} calls")
    return 0


if __name__ == "__main__":
    sys.exit(main())
