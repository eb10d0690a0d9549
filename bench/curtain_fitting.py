"""How long the hand-off curtain takes to fit its words, as the code is now and as it was at an
older commit, side by side in the same run on the same hand-offs (s43).

The curtain fits its words again at every hand-off: set for the calls under it, then for the
person (:meth:`Curtain.set_calls`, :meth:`Curtain.show_for`), each time every step of its squeeze
measuring the title and the words balanced at each width (:func:`curtain.balanced`), and the
moves missed fitted to the room left (:meth:`Curtain.fit_notes`). The privacy tests, a hand-off
after each move, spent a third of their time there.

Run: ``python bench/curtain_fitting.py [--old REV] [--trace FILE] [--rounds N]``. The hand-offs are
a recorded trace (``--trace``: what the curtain was asked, and the table's size, in a test run:
``--record FILE -- PYTEST ARGS`` writes one) or else seeded hand-offs like a game's (the moves
missed sliding on, now and then a question, calls, cards turned up, a resize). ``--old``
(default 1f692f31, main before s43): the curtain module at that commit (read with ``git
show``) loaded beside this one; each round replays every hand-off on a fresh curtain of each, in turn, the order swapped
each round; prints the CPU seconds of each (median of the rounds) and their ratio, and checks
that both fitted every hand-off alike (each label's words as shown, their size, where the title,
words and buttons lie, the buttons' style).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def old_curtain_module(rev: str) -> types.ModuleType:
    """``cardtable/gui/curtain.py`` at ``rev``, loaded as a module of its own in the package."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:cardtable/gui/curtain.py"], check=True,
                            capture_output=True, text=True).stdout
    name = "cardtable.gui._curtain_at_" + rev.replace("/", "_").replace("-", "_")
    module = types.ModuleType(name)
    module.__package__ = "cardtable.gui"
    module.__file__ = f"curtain.py@{rev}"
    sys.modules[name] = module
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    return module


# ---- the hand-offs ----

MOVES = [
    "Ben plays the queen of hearts.",
    "Cleo discards the 4 of clubs.",
    "Anna takes the trick with the ace of hearts and leads next.",
    "Hand 1: Ben deals 10 cards each and turns up the king of clubs: clubs are trump.",
    "Zoë discards a card out of play.",
    "Robo Rex draws from the stock.",
    "Cleo lays down three sevens, then the 4, 5 and 6 of spades, and discards the jack of diamonds. "
    "She has two cards left.",
    "Robo Rex moves a marble from home to the start hole.",
    "Ben sweeps the table with the 10 of diamonds.",
    "Anna plays the 7 of spades.",
    "Cleo passes and pays a chip.",
]


def seeded_trace(seed: int = 7, handoffs: int = 400) -> list:
    """Hand-offs as in a game of three or four people and a computer: each person is shown the
    moves made since their last turn (a few, sometimes many after a deal), the same move again
    and again at times; now and then a question, calls under the words, cards turned up, the
    window resized."""
    rnd = random.Random(seed)
    names = ["Anna", "Ben", "Cleo"]
    trace: list = [["size", 1366, 620]]
    log: list[str] = []
    last_seen = {name: 0 for name in names}
    for k in range(handoffs):
        if rnd.random() < 0.03:
            trace.append(["size", *rnd.choice([(1366, 620), (1024, 520), (800, 480), (1920, 900), (640, 400)])])
        for _ in range(rnd.choice([1, 1, 2, 2, 3, 5])):
            move = rnd.choice(MOVES)
            log.append(move)
            if rnd.random() < 0.2:
                log += [move] * rnd.randrange(1, 4)
        name = names[k % len(names)]
        notes = log[last_seen[name]:][-40:]
        last_seen[name] = len(log)
        if rnd.random() < 0.05:
            trace.append(["ask", ["Anna passes the ace of clubs by", rnd.choice(MOVES), ["Ben buys it", "Cleo buys it"],
                                  "Nobody buys it"], {}])
            continue
        calls = rnd.choice([[], [], [], ["Ben buys it", "Cleo buys it"]])
        trace.append(["set_calls", ["Call out now:" if calls else "", calls], {}])
        kwargs = {"notes": notes}
        if rnd.random() < 0.1:
            kwargs.update(shown=["AH", "KS", "10D"], shown_caption="Turned up")
        if rnd.random() < 0.2:
            kwargs["partners"] = "Dana"
        trace.append(["show_for", [name], kwargs])
    return trace


def record(out: str, pytest_args: list[str]) -> None:
    """Runs pytest with ``pytest_args``, writing what each curtain was asked to ``out``."""
    import pytest

    from cardtable.gui import curtain as curtain_mod

    trace: list = []
    sizes: dict[int, tuple] = {}

    def wrap(name):
        real = getattr(curtain_mod.Curtain, name)

        def logged(self, *args, **kwargs):
            parent = self.parentWidget()
            size = (parent.width(), parent.height())
            if sizes.get(id(self)) != size:
                sizes[id(self)] = size
                trace.append(["size", *size])
            trace.append([name, list(args), dict(kwargs)])
            return real(self, *args, **kwargs)

        setattr(curtain_mod.Curtain, name, logged)

    for name in ("show_for", "set_calls", "ask"):
        wrap(name)
    code = pytest.main(pytest_args)
    Path(out).write_text(json.dumps(trace))
    print(f"{sum(1 for t in trace if t[0] != 'size')} calls recorded to {out} (pytest exit {code})")


def fingerprint(curtain) -> tuple:
    parts = []
    for label in (curtain.title, curtain.sub):
        parts.append((label.text(), label.shown_text(), label.font().pixelSize(), label.geometry().getRect()))
    for button in [curtain.button, *curtain.calls]:
        parts.append((button.text(), button.styleSheet(), button.geometry().getRect()))
    return tuple(parts)


def replay(module, trace: list, prints: list | None) -> float:
    """CPU seconds to replay ``trace`` on a fresh curtain of ``module`` (laid out after each
    call, as the window is before it paints); each hand-off's :func:`fingerprint` to ``prints``."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QWidget

    from cardtable.gui import font_measures

    # (each replay from nothing known: the same hand-offs again would all be known, as no
    # test's are; the store is cardtable/gui/font_measures.py's since s44, curtain.py's own
    # before, at s43's commits)
    font_measures.forget()
    getattr(module, "_MEASURES", {}).clear()
    parent = QWidget()
    parent.resize(1366, 620)
    curtain = module.Curtain(parent)
    parent.show()
    QApplication.processEvents()
    took = 0.0
    for op, args, *rest in trace:
        start = time.process_time()
        if op == "size":
            parent.resize(args, rest[0])
        else:
            getattr(curtain, op)(*args, **rest[0])
        curtain.layout().activate()
        took += time.process_time() - start
        # (the buttons and cards put away, deleted as the event loop would: else they pile up)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if prints is not None and op != "size":
            QApplication.processEvents()
            prints.append(fingerprint(curtain))
    parent.close()
    parent.deleteLater()
    QApplication.processEvents()
    return took


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old", default="1f692f31", help="the commit whose curtain to run side by side")
    parser.add_argument("--trace", default=None, help="a recorded trace (else seeded hand-offs)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--record", default=None, help="record a trace to this file from a pytest run")
    args, rest = parser.parse_known_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    if args.record:
        record(args.record, [a for a in rest if a != "--"])
        return
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (kept for the run)
    from cardtable.gui import curtain as new

    old = old_curtain_module(args.old)
    trace = json.loads(Path(args.trace).read_text()) if args.trace else seeded_trace()
    calls = sum(1 for t in trace if t[0] != "size")
    # alike: every hand-off fitted the same by both
    new_prints: list = []
    old_prints: list = []
    replay(new, trace, new_prints)
    replay(old, trace, old_prints)
    differ = [k for k, (a, b) in enumerate(zip(new_prints, old_prints)) if a != b]
    print(f"{calls} calls ({args.trace or 'seeded'}): fitted alike {len(new_prints) - len(differ)}"
          f"/{len(new_prints)}" + (f", first differing at {differ[:5]}" if differ else ""))
    times: dict[str, list[float]] = {"old": [], "new": []}
    for r in range(args.rounds):
        order = [("old", old), ("new", new)] if r % 2 == 0 else [("new", new), ("old", old)]
        for name, module in order:
            times[name].append(replay(module, trace, None))
    o, n = statistics.median(times["old"]), statistics.median(times["new"])
    print(f"CPU s, median of {args.rounds} rounds: old ({args.old}) {o:.2f}, new {n:.2f}, new/old {n / o:.2f}"
          f" (old {min(times['old']):.2f}-{max(times['old']):.2f}, new {min(times['new']):.2f}-{max(times['new']):.2f})")


if __name__ == "__main__":
    main()
