"""A developer's "monkey": plays every game of the catalogue through the real MainWindow,
offscreen, with random but seeded steps, and reports every exception it meets.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/monkey.py SEED [game_key ...]
    STEPS=40 python tools/monkey.py 1 hearts euchre      # a quick look at two games

Per game: a random player count in the game's range, each seat a person or a computer (Easy or
Medium; Hard now and then), random house rules; then up to ``STEPS`` (default 150) random
steps: a legal move made as the table makes it (a real mouse drag or button click where the
table offers one, else the drag controller's ``commit``, the call a drop ends in), the curtain
taken down, Undo, Redo, Hint, a window resize, the computers let move, Back to Start and
Continue, the score sheet and the game log shown or hidden, the next-hand button; and what a
child would do: any piece dragged anywhere, clicks and double-clicks on anything, the table's
keys, the curtain and animations switched, the Help pages. Once the game is over a few more
steps look at it, then the next game starts (Play Again is left alone: it deals a random seed).

Errors are what Python raised (in a step, or inside a Qt slot: ``sys.excepthook``), what Qt
logged as a warning or worse (a message handler), and the app's own warning boxes ("A computer
player is stuck", "Cannot save the game"): each is one line with the game, seed and step, and
the traceback's last lines. Exit code 1 if there was any.

Each game is reproducible on its own: its die is seeded from ``SEED`` and the game's key, it
gets a fresh window and fresh settings and saves folders (so the previous game's remembered
choices do not change it), and ``python tools/monkey.py SEED GAME`` plays the same steps again
(except where a Hard computer plays: it thinks for a time, not a number of iterations).

Computers think in this process (the tests' in-process service) and their moves are shown at
once: the monkey calls what the window's poll timer and a click on the table call, so no step
waits for the clock. Hard thinks HARD_SECONDS (default 0.05 s) instead of the settings' least,
1 s. A step that runs longer than STEP_TIMEOUT (default 300 s) counts as a hang: every thread's
stack is printed and the monkey exits.

Nothing real is touched: the data and settings folders (CARDTABLE_DATA_DIR / CARDTABLE_CONFIG_DIR,
and XDG_DATA_HOME / XDG_CONFIG_HOME for good measure) are temporary.
"""

from __future__ import annotations

import faulthandler
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Before Qt or the app is imported: no display, no real saves or settings, no glides (the tests
# turn animations off too; a step may still turn them on through View > Animations).
TMP = Path(tempfile.mkdtemp(prefix="cardtable-monkey-"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = str(TMP / "xdg-data")
os.environ["XDG_CONFIG_HOME"] = str(TMP / "xdg-config")
os.environ["CARDTABLE_ANIMATIONS"] = "0"
# Computers' moves are shown at once (as the tests' ``quick`` fixture does); a click would
# hurry them anyway.
os.environ["CARDTABLE_COMPUTER_PACE"] = "0"

STEPS = int(os.environ.get("STEPS", "150"))
#: A step that takes longer than this is a hang: faulthandler prints every thread's stack and
#: the monkey exits (a hung modal dialog or an endless loop would otherwise never report).
STEP_TIMEOUT_S = float(os.environ.get("STEP_TIMEOUT", "300"))
#: Computer moves shown in one "let the computers move" step (a game of computers only would
#: otherwise be played to its end in one step).
COMPUTER_MOVES_PER_STEP = 30
#: Hard's thinking time. The settings offer 1, 2 or 4 seconds a move, far too long for a monkey;
#: the monkey puts a shorter one in place of settings.think_seconds.
HARD_SECONDS = float(os.environ.get("HARD_SECONDS", "0.05"))
#: Qt warnings that say nothing about the app (the offscreen platform's own).
BENIGN_QT = ("This plugin does not support", "propagateSizeHints")

NAMES = ("Anna", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jo")


class Monkey:
    def __init__(self, seed: int):
        self.seed = seed
        self.errors = 0
        self.game = "-"
        self.step = 0
        self.action = "start"
        self.boxes: list[str] = []  # every message box said, in order
        self.boxes_before = 0  # how many there were when this step began
        self.rnd = random.Random(seed)
        self.stats: Counter[str] = Counter()  # what the steps did, to see the monkey does play

    # ----- reporting ---------------------------------------------------------------------------
    def report(self, kind: str, text: str) -> None:
        self.errors += 1
        print(f"ERROR {kind} game={self.game} seed={self.seed} step={self.step} action={self.action}: "
              f"{text}", flush=True)

    def report_exc(self, exc_type, exc, tb) -> None:
        lines = traceback.format_exception(exc_type, exc, tb)
        tail = "".join(lines[-6:]).rstrip()  # the last frames and the message
        self.report("exception", "\n    " + tail.replace("\n", "\n    "))

    def excepthook(self, exc_type, exc, tb) -> None:
        # PySide prints an exception raised in a slot and carries on; this catches it.
        self.report_exc(exc_type, exc, tb)

    def qt_message(self, mode, context, message) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) or any(b in message for b in BENIGN_QT):
            return
        self.report(f"qt-{mode.name}", message)

    def message_box_exec(self, box) -> int:
        """QMessageBox.exec (and open) replaced: said, answered at once with one of its buttons
        chosen by the game's die (the box is never shown, so nothing blocks). A warning box
        (the app's ``error``) counts as an error."""
        from PySide6.QtWidgets import QMessageBox

        text = f"[{box.windowTitle()}] {box.text()}".replace("\n", " ")
        self.boxes.append(text)
        if box.icon() == QMessageBox.Icon.Warning:
            self.report("message-box", text)
        else:
            print(f"  box game={self.game} step={self.step}: {text[:160]}", flush=True)  # (a help page is long)
        buttons = box.buttons()
        if buttons:
            self.rnd.choice(buttons).click()  # sets clickedButton(), as a person's click would
        return box.result()

    # ----- one game ----------------------------------------------------------------------------
    def play_game(self, app, game_id: str) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from cardtable.core.game import OptionError
        from cardtable.core.session import Session
        from cardtable.games import get_game
        from cardtable.gui.main_window import MainWindow

        self.game, self.step, self.action = game_id, 0, "start"
        self.stats = Counter()
        rnd = self.rnd = random.Random(f"{self.seed}:{game_id}")  # per game: a game reproduces on its own
        game = get_game(game_id)
        # fresh saves and settings for each game (settings are read from the variable at each use)
        home = TMP / game_id
        os.environ["CARDTABLE_DATA_DIR"] = str(home / "data")
        os.environ["CARDTABLE_CONFIG_DIR"] = str(home / "config")

        count = rnd.choice(game.info.allowed_counts())
        computers = []
        for _ in range(count):
            r = rnd.random()
            computers.append("" if r < 0.5 else "easy" if r < 0.72 else "medium" if r < 0.95 else "hard")
        if all(computers) and rnd.random() < 0.85:  # computers only, now and then: mostly a person plays too
            computers[rnd.randrange(count)] = ""
        players = [f"Robo {NAMES[i]}" if level else NAMES[i] for i, level in enumerate(computers)]
        options = {}
        for _ in range(10):  # random house rules, until the engine accepts a set of them
            options = random_options(rnd, game)
            try:
                Session.new(game, players, options, 0)
                break
            except OptionError:
                continue
        else:
            options = {}
        deal_seed = rnd.randrange(10**6)
        print(f"{game_id}: seed={self.seed} players={count} seats={[c or 'person' for c in computers]} "
              f"options={options} deal={deal_seed}", flush=True)

        w = MainWindow()
        # The window polls a thinking computer on a 25 ms timer, so how many computer moves land
        # during any step's processEvents() would depend on the clock (and the machine's load),
        # and a seed would not replay the same game. The monkey's "computers" step polls instead.
        w._think_timer.setInterval(24 * 3600 * 1000)
        # Belt and braces for a dialog that is not a QMessageBox (a QDialog.exec): any modal
        # widget is closed a moment after it opens.
        closer = QTimer()
        closer.setInterval(200)
        closer.timeout.connect(lambda: (m := QApplication.activeModalWidget()) is not None and m.close())
        closer.start()
        try:
            self.action = "open window"
            w.resize(1366, 768)
            w.show()
            wait_until(app, lambda: w.start_ready, 10.0)
            self.action = "start game"
            w.start_game(game_id, players, options, seed=deal_seed, computers=computers)
            if w.session is None:
                self.report("start", f"the game did not start (boxes: {self.boxes})")
                return
            self.run_steps(app, w, rnd)
            over = "over" if w.session is not None and w.game.is_over(w.state) else "not over"
            moves = len(w.session.record.moves) if w.session is not None else "?"
            print(f"  {game_id}: {moves} moves in the record ({over}); steps: {dict(sorted(self.stats.items()))}",
                  flush=True)
        finally:
            closer.stop()
            self.action = "close window"
            try:
                w.close()
                w.deleteLater()
                app.processEvents()
            except Exception:  # noqa: BLE001 - reported like any other
                self.report_exc(*sys.exc_info())
        print(f"{game_id}: {self.step} steps, errors so far: {self.errors}", flush=True)

    def run_steps(self, app, w, rnd: random.Random) -> None:
        over_steps = 0
        for self.step in range(1, STEPS + 1):
            faulthandler.dump_traceback_later(STEP_TIMEOUT_S, exit=True)
            self.action = "choose"
            self.boxes_before = len(self.boxes)
            try:
                if w.session is None:  # a step left the start screen up (Continue found no game)
                    self.action = "reopen"
                    self.reopen(app, w)
                    continue
                if w.game.is_over(w.state):
                    over_steps += 1
                    if over_steps > 3:
                        break  # a few looks at the game-over table (an undo, a resize), then the next game
                action = self.pick_action(w, rnd)
                self.action = action.__name__.removeprefix("do_")
                action(app, w, rnd)
                self.stats[self.action] += 1
                app.processEvents()
            except Exception:  # noqa: BLE001 - the point of the monkey
                self.report_exc(*sys.exc_info())
            finally:
                faulthandler.cancel_dump_traceback_later()

    def pick_action(self, w, rnd: random.Random):
        """What the monkey does next: what the table waits for, mostly, and now and then anything."""
        ctl = w.play_ctl
        if w.table.curtain.isVisible() and rnd.random() < 0.8:
            return self.do_curtain
        if ctl.computer_turn() is not None and rnd.random() < 0.7:
            return self.do_computers
        if ctl.waits_for_people() and rnd.random() < 0.7:
            return self.do_next_hand
        weighted = [(self.do_move, 60), (self.do_undo, 5), (self.do_redo, 3), (self.do_hint, 4),
                    (self.do_resize, 4), (self.do_computers, 6), (self.do_back_and_continue, 2),
                    (self.do_score_sheet, 3), (self.do_game_log, 2), (self.do_curtain, 2),
                    (self.do_next_hand, 2), (self.do_animations, 1), (self.do_curtain_setting, 1),
                    (self.do_stray_drag, 5), (self.do_stray_click, 4), (self.do_keys, 4), (self.do_help, 1)]
        actions, weights = zip(*weighted)
        return rnd.choices(actions, weights)[0]

    # ----- the steps -------------------------------------------------------------------------------
    def do_move(self, app, w, rnd) -> None:
        """A legal move of the person at the laptop, made as the table makes it."""
        if w.locked_reason() is not None:
            return
        view = w.table.view
        ctl = view.controller
        ctl.index()
        moves = ctl.moves_shown(w.state)
        if not moves:
            return
        move = rnd.choice(moves)
        before = len(w.session.record.moves)
        if rnd.random() < 0.4:  # the mouse: a drag of a piece, or a click on a button
            view.finish_animations()
            if self.mouse_gesture(app, w, move, rnd):
                self.stats["move by mouse"] += 1
                return
            self.stats["mouse missed"] += 1  # (no gesture shown for it, or a drop beside the spot)
        if len(w.session.record.moves) == before and w.locked_reason() is None and move in ctl.moves_shown(w.state):
            ctl.cancel(quiet=True)  # (a chooser or a held card left by the mouse)
            ctl.commit(move)  # where a drop or a button press ends

    def mouse_gesture(self, app, w, move, rnd) -> bool:
        """Make ``move`` with the mouse if the table shows a way (a drag of its piece onto its
        target zone, or its button); True if the record grew."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from tests.gui.helpers import drag

        view = w.table.view
        ctl = view.controller
        before = len(w.session.record.moves)
        pairs = [(p, t) for (p, t), ms in ctl.by_pair.items() if move in ms]
        label = w.layout.action_label(move) if move in ctl.actions else None
        if pairs:
            piece, target = rnd.choice(pairs)
            item = next((i for i in view.pieces.values() if getattr(i.spec, "move_key", None) == piece), None)
            zone = view.zones.get(target)
            if item is None or zone is None:
                return False
            drag(view, item, zone.sceneBoundingRect().center())
            app.processEvents()
            if len(w.session.record.moves) == before and ctl.choosing:  # a chooser: press one of its buttons
                choices = [b for b in view.buttons if b.text != "Cancel"]
                if choices:
                    b = rnd.choice(choices)
                    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                                     view.mapFromScene(b.sceneBoundingRect().center()))
        elif label is not None:
            b = next((b for b in view.buttons if b.text == label), None)
            if b is None:
                return False
            QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                             view.mapFromScene(b.sceneBoundingRect().center()))
        else:
            return False
        app.processEvents()
        return len(w.session.record.moves) > before

    def do_stray_drag(self, app, w, rnd) -> None:
        """Any piece on the table dragged onto any place, legal or not (a refusal says why: the
        engine's ``explain``, the table's reasons), as a child would."""
        from tests.gui.helpers import drag

        view = w.table.view
        pieces, zones = list(view.pieces.values()), list(view.zones.values())
        if pieces and zones:
            view.finish_animations()
            drag(view, rnd.choice(pieces), rnd.choice(zones).sceneBoundingRect().center())

    def do_stray_click(self, app, w, rnd) -> None:
        """A click (or a double-click) on any piece or button of the table."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        view = w.table.view
        items = list(view.pieces.values()) + list(view.buttons)
        if not items:
            return
        view.finish_animations()
        at = view.mapFromScene(rnd.choice(items).sceneBoundingRect().center())
        click = QTest.mouseDClick if rnd.random() < 0.3 else QTest.mouseClick
        click(view.viewport(), Qt.LeftButton, Qt.NoModifier, at)

    def do_keys(self, app, w, rnd) -> None:
        """The table's keys: Tab and the arrows move the focus, Enter or Space picks up and
        drops, Escape puts back (a few of them at random)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        keys = (Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down,
                Qt.Key_Return, Qt.Key_Space, Qt.Key_Escape)
        target = w.table.curtain.button if w.table.curtain.isVisible() else w.table.view
        for _ in range(rnd.randint(1, 6)):
            QTest.keyClick(target, rnd.choice(keys))
            if w.session is None or target is not w.table.view and not w.table.curtain.isVisible():
                break

    def do_help(self, app, w, rnd) -> None:
        """Help > Rules of the Game (left open beside the table), Keyboard Shortcuts or About."""
        rnd.choice((w.rules_action, w.keys_action, w.about_action)).trigger()

    def do_curtain(self, app, w, rnd) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if w.table.curtain.isVisible():
            QTest.mouseClick(w.table.curtain.button, Qt.LeftButton)

    def do_undo(self, app, w, rnd) -> None:
        w.undo_action.trigger()

    def do_redo(self, app, w, rnd) -> None:
        w.redo_action.trigger()

    def do_hint(self, app, w, rnd) -> None:
        w.hint_action.trigger()

    def do_resize(self, app, w, rnd) -> None:
        w.resize(rnd.randint(1024, 1920), rnd.randint(600, 1080))
        app.processEvents()

    def do_computers(self, app, w, rnd) -> None:
        """Let the computers move: what the window's poll timer and a click on the table do,
        called at once rather than waited for (the pace is 0 and they think in this process)."""
        for _ in range(COMPUTER_MOVES_PER_STEP):
            app.processEvents()
            if w.session is None or w.thinking is None:
                if w.session is None or w.play_ctl.computer_turn() is None:
                    return
                w._drive_computers()  # (a refused undo or redo leaves it to the next change)
                if w.thinking is None:
                    return
            if not w._pace_timer.isActive():
                w._poll_computer()  # the poll timer's tick: in-process, the decision is made here
            if not w.hurry_computer():  # a click on the table shows the move at once
                if w.thinking is not None and not w._pace_timer.isActive():
                    app.processEvents()

    def do_next_hand(self, app, w, rnd) -> None:
        from tests.gui.helpers import deal_on

        if w.locked_reason() is None and w.play_ctl.waits_for_people():
            deal_on(w)

    def do_back_and_continue(self, app, w, rnd) -> None:
        """Back to Start, then Continue (or the game from the list, when it is over)."""
        save_id = w.save_id
        w.start_action.trigger()
        app.processEvents()
        if w.start.continue_id is not None and rnd.random() < 0.8:
            w.start.continue_button.click()
        else:
            w.open_save(save_id)
        app.processEvents()
        if w.session is None:
            self.report("reopen", f"the game {save_id} did not open again (boxes: {self.boxes[self.boxes_before:]})")
            self.reopen(app, w, save_id)

    def reopen(self, app, w, save_id=None) -> None:
        from cardtable.store.saves import SaveStore

        if save_id is None:
            good, _bad = SaveStore().list()
            save_id = good[0].save_id if good else None
        if save_id is not None:
            w.open_save(save_id)

    def do_score_sheet(self, app, w, rnd) -> None:
        if w.score_view_action.isEnabled():
            w.score_view_action.toggle()

    def do_game_log(self, app, w, rnd) -> None:
        w.log_view_action.toggle()

    def do_animations(self, app, w, rnd) -> None:
        w.animations_action.toggle()

    def do_curtain_setting(self, app, w, rnd) -> None:
        """View > Hand-off Curtain (turned off, the window asks; the box answer is its default)."""
        if w.curtain_action.isEnabled():
            w.curtain_action.toggle()


def random_options(rnd: random.Random, game) -> dict:
    """A house rule each, at random: on/off, one of the choices, a number in range (small ones
    more often, so that targets are reached within a monkey's steps). Text options keep their
    default."""
    options = {}
    for spec in game.info.options:
        if rnd.random() < 0.3:
            continue  # the default
        if spec.choices is not None:
            options[spec.id] = rnd.choice(spec.choices)
        elif isinstance(spec.default, bool):
            options[spec.id] = rnd.random() < 0.5
        elif isinstance(spec.default, int):
            lo = spec.minimum if spec.minimum is not None else 0
            hi = spec.maximum if spec.maximum is not None else max(lo, spec.default) * 2
            options[spec.id] = rnd.randint(lo, min(hi, lo + 20)) if rnd.random() < 0.6 else rnd.randint(lo, hi)
    return options


def wait_until(app, done, seconds: float) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def main(argv: list[str]) -> int:
    if not argv or not argv[0].lstrip("-").isdigit():
        print(__doc__)
        return 2
    seed = int(argv[0])
    faulthandler.enable()  # a segmentation fault still says where

    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardtable.ai.service import ComputerPlayerService
    from cardtable.games import catalogue
    from cardtable.gui import curtain, settings, table_view
    from cardtable.gui.main_window import MainWindow

    monkey = Monkey(seed)
    sys.excepthook = monkey.excepthook
    qInstallMessageHandler(monkey.qt_message)
    app = QApplication.instance() or QApplication(["monkey"])
    # As the GUI tests: the presses too soon after a curtain or a button appeared are not ignored
    # (they guard against a person's double click; the monkey clicks at once on purpose), nor
    # those in a stream of presses (the monkey's are one).
    curtain.GUARD_S = 0.0
    curtain.PAUSE_S = 0.0
    table_view.BUTTON_GUARD_S = 0.0
    # Computers think in this process, at the first poll (the tests' InProcess service), Hard briefly.
    MainWindow.service_factory = lambda: ComputerPlayerService(in_process=True)
    settings.think_seconds = lambda: HARD_SECONDS
    # A box the app opens is answered at once (as tests/gui/test_errors.py patches it).
    QMessageBox.exec = lambda box: monkey.message_box_exec(box)
    QMessageBox.open = lambda box: monkey.message_box_exec(box)

    games = argv[1:] or sorted(catalogue())
    unknown = [g for g in games if g not in catalogue()]
    if unknown:
        print(f"unknown games: {', '.join(unknown)} (see cardtable --list-games)")
        return 2
    started = time.monotonic()
    try:
        for game_id in games:
            try:
                monkey.play_game(app, game_id)
            except Exception:  # noqa: BLE001 - one game's trouble does not stop the others
                monkey.report_exc(*sys.exc_info())
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    print(f"monkey seed {seed}: {len(games)} games, {STEPS} steps at most each, "
          f"{time.monotonic() - started:.0f} s, {monkey.errors} errors", flush=True)
    return 1 if monkey.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
