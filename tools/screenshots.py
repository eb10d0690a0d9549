"""Write screenshots of the start screen, the New Game dialog and a game in progress into
docs/screenshots/, at 1366x768 and 2560x1440.

Run it under Xvfb (a real X server, so fonts and device pixels are as on a laptop)::

    xvfb-run -a -s "-screen 0 2560x1440x24" python tools/screenshots.py
    xvfb-run -a -s "-screen 0 2560x1440x24" python tools/screenshots.py rummoli fast_track  # only these games

Saves go to a temporary data folder, so a real user's games are never touched.
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


def settle(app, rounds: int = 20) -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtTest import QTest

    for _ in range(rounds):
        app.processEvents(QEventLoop.AllEvents, 20)
        QTest.qWait(15)


def rummoli(app) -> None:
    """docs/screenshots/rummoli-WxH.png: five players, seeded, in the second round (chips left
    on the board from the first have built up), the widow sold at auction and a dozen cards
    played."""
    from cardtable.gui.main_window import MainWindow

    for w, h in SIZES:
        win = MainWindow()
        win.resize(w, h)
        win.show()
        settle(app)
        win.start_game("rummoli", ["Anna", "Ben", "Cleo", "Dev", "Elif"], {}, seed=11)
        bids = 0
        while win.state.round_no < 2 or len(win.state.plays) < 12:
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            moves = win.game.legal_moves(win.state)
            kinds = {m.kind: m for m in moves}
            if "next_round" in kinds:
                move, bids = kinds["next_round"], 0
            elif "auction" in kinds:
                move = kinds["auction"]
            elif "bid" in kinds and bids < 2:
                move = next(m for m in moves if m.kind == "bid")
                bids += 1
            else:
                move = kinds.get("pass", moves[0])
            win.play(move)
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        settle(app, 60)
        win.grab().save(str(OUT / f"rummoli-{w}x{h}.png"))
        win.close()
        win.deleteLater()
        settle(app, 3)


def play_on(win, count: int, seed: int) -> None:
    """Play ``count`` moves chosen by a seeded die (marble moves before passes), revealing each
    hand as the curtain asks: a game in progress, the same every run."""
    import random

    rnd = random.Random(seed)
    for _ in range(count):
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        if win.game.is_over(win.state):
            break
        moves = win.game.legal_moves(win.state)
        real = [m for m in moves if m.kind not in ("pass",)]
        win.play(rnd.choice(real or moves))
    if win.table.curtain.isVisible():
        win.table.curtain.reveal()


def fast_track(app) -> None:
    """Fast Track with 4 and 6 players (and a hand of five), a marble lifted so its legal holes
    are lit: docs/screenshots/fast-track-{4p,6p,hand}-WxH.png."""
    from cardtable.gui.main_window import MainWindow

    games = [
        ("4p", ["Anna", "Ben", "Cleo", "Dev"], {}, 5, 61),
        ("6p", ["Anna", "Ben", "Cleo", "Dev", "Ema", "Finn"], {}, 3, 121),
        ("hand", ["Anna", "Ben", "Cleo"], {"hand_of_five": True, "jack_swap": True}, 8, 40),
    ]
    for w, h in SIZES:
        tag = f"{w}x{h}"
        for name, players, options, seed, count in games:
            win = MainWindow()
            win.resize(w, h)
            win.show()
            settle(app)
            win.start_game("fast_track", players, options, seed=seed)
            play_on(win, count, seed)
            # stop where a card is showing and a marble can move, then lift one
            for _ in range(40):
                moves = win.game.legal_moves(win.state)
                if any(m.kind == "move" and m["steps"] for m in moves):
                    break
                play_on(win, 1, seed)
            settle(app)
            view = win.table.view
            ctl = view.controller
            movable = [view.pieces[k] for k in ctl.by_piece if k.startswith("m:") and k in view.pieces]
            if movable:
                ctl.lift(movable[0])
                view.message.emit("Drag the marble to a lit hole.")
            settle(app)
            win.grab().save(str(OUT / f"fast-track-{name}-{tag}.png"))
            if movable:
                ctl.cancel(quiet=True)
            win.close()
            win.deleteLater()
            settle(app, 3)


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    only = sys.argv[1:]  # e.g. ``rummoli``: just that game's screenshots
    if only:
        for name in only:
            globals()[name](app)
        print(f"wrote the {', '.join(only)} screenshots to {OUT}")
        return 0
    for w, h in SIZES:
        tag = f"{w}x{h}"
        win = MainWindow()
        win.resize(w, h)
        win.show()
        settle(app)
        # a game saved earlier, so the start screen shows Continue and the saved-games list
        win.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=7)
        win.reveal()
        moves = win.game.legal_moves(win.state)
        win.play(moves[0])
        win.back_to_start()
        settle(app)
        win.grab().save(str(OUT / f"start-{tag}.png"))
        from cardtable.games import get_game
        from cardtable.gui.new_game import NewGameDialog

        dlg = NewGameDialog(get_game("crazy_eights"), win)
        dlg.dialog.show()
        settle(app)
        dlg.dialog.grab().save(str(OUT / f"new-game-{tag}.png"))
        dlg.dialog.close()
        win.start_game("crazy_eights", ["Anna", "Ben", "Cleo", "Dev"], {"scoring": True}, seed=12)
        settle(app)
        win.grab().save(str(OUT / f"curtain-{tag}.png"))
        win.table.curtain.reveal()
        # play a few moves (the first legal one, revealing each hand) to reach a mid-game table
        for _ in range(7):
            if win.table.curtain.isVisible():
                win.table.curtain.reveal()
            moves = win.game.legal_moves(win.state)
            plays = [m for m in moves if m.kind == "play"]
            win.play(plays[0] if plays else moves[0])
        if win.table.curtain.isVisible():
            win.table.curtain.reveal()
        settle(app)
        win.table.view.controller.focus_list_changed()
        settle(app)
        win.grab().save(str(OUT / f"table-{tag}.png"))
        five_in_a_row(app, win, tag)
        win.close()
        win.deleteLater()
        settle(app, 3)
    rummoli(app)
    fast_track(app)
    family(app)
    print(f"wrote {len(list(OUT.glob('*.png')))} screenshots to {OUT}")
    return 0


def family(app) -> None:
    """The screens issue 11 fixed: the saved-games list (in progress, finished, a damaged file
    with its reason), the opaque game-over panel with every hand face up, a refused drop said
    beside the card, the eight's suit chooser on a panel of its own, an 8-player score sheet
    with long names, and a long name and prompt on the Rummoli table:
    docs/screenshots/{saves,game-over,refused,chooser,score-8p,long-names}-WxH.png."""
    from PySide6.QtCore import QPointF
    from PySide6.QtTest import QTest

    from cardtable.gui.main_window import MainWindow
    from cardtable.store.saves import SaveStore

    sys.path.insert(0, str(ROOT / "tests" / "gui"))
    import helpers

    long_name = "Bartholomew-Maximilianus-Smith"
    stack = [[c for trio in zip(["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8C"],
                                ["9H", "10H", "JH", "QH", "KH", "2C", "3C", "4C"],
                                ["2D", "3D", "4D", "5D", "6D", "7D", "9D", "10D"]) for c in trio] + ["8H"]]
    for w, h in SIZES:
        tag = f"{w}x{h}"
        win = MainWindow()
        win.resize(w, h)
        win.show()
        settle(app)
        # saved games: one in progress with long names, two finished, one damaged file
        win.start_game("crazy_eights", ["Grandma Rose", long_name, "Leo"], {}, seed=7)
        win.reveal()
        win.play(win.game.legal_moves(win.state)[0])
        for seed in (5, 6):
            win.start_game("crazy_eights", ["Anna", "Ben"], {}, seed=seed, open_handed=True)
            while not win.game.is_over(win.state):
                win.play(win.game.legal_moves(win.state)[0])
            if seed == 5:
                settle(app)
                win.grab().save(str(OUT / f"game-over-{tag}.png"))
        store = SaveStore()
        (store.directory / "half-written.json").write_text('{"format": "cardtable-save", "players": [', encoding="utf-8")
        win.back_to_start()
        settle(app)
        win.grab().save(str(OUT / f"saves-{tag}.png"))
        for p in store.directory.glob("*.json"):
            p.unlink()
        # a refused drop, said beside the card; then the suit chooser
        win.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], {}, seed=3, stack=stack, open_handed=True)
        settle(app)
        view = win.table.view
        helpers.drag(view, helpers.hand_item(view, "2H"), view.zones["stock_zone"].rect.center())
        settle(app, 30)
        win.grab().save(str(OUT / f"refused-{tag}.png"))
        helpers.drag(view, helpers.hand_item(view, "8C"), view.zones["discard"].rect.center() + QPointF(0, 0))
        settle(app, 30)
        win.grab().save(str(OUT / f"chooser-{tag}.png"))
        view.controller.cancel(quiet=True)
        # eight players with long names and the score sheet beside the table
        names = ["Grandma Rose", "Grandpa Joe", long_name, "Dev", "Eli", "Fay", "Gus", "Hana"]
        win.start_game("crazy_eights", names, {"scoring": True, "target": 500}, seed=2, open_handed=True)
        win.score_view_action.setChecked(True)
        while win.state.hand_no < 3 and not win.game.is_over(win.state):
            win.play(win.game.legal_moves(win.state)[0])
        settle(app, 30)
        win.grab().save(str(OUT / f"score-8p-{tag}.png"))
        win.score_view_action.setChecked(False)
        # Rummoli with a long name: names and the dealer's prompt whole
        win.start_game("rummoli", ["Grandma Rose", "Leo", long_name, "Dev"], {}, seed=3)
        win.table.curtain.reveal()
        settle(app, 30)
        win.grab().save(str(OUT / f"long-names-{tag}.png"))
        QTest.qWait(10)
        win.close()
        win.deleteLater()
        settle(app, 3)


def five_in_a_row_position(win, seed: int = 21, turns: int = 44) -> None:
    """A 5 in a Row game for four (partners) played through the engine by a simple seeded
    policy (cover the space that lines up best with your side's discs, take off the opponents'
    best disc with a one-eyed jack), until a row is made and the board is well covered."""
    import random

    from cardtable.games.five_in_a_row import LINES_THROUGH, disc_at, team_of

    win.start_game("five_in_a_row", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=seed)
    rnd = random.Random(seed)
    game = win.game

    def value(state, move, team):
        cell = move["cell"]
        score = rnd.random()
        for line in LINES_THROUGH[cell]:
            i = line.index(cell)
            near = line[max(0, i - 4): i + 5]
            score += sum(3 if disc_at(state, c) == team else 0 for c in near if c != cell)
        if move["card"].startswith("J"):
            score -= 4  # keep jacks for later, as a family would
        return score

    for _ in range(turns):
        state = win.state
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        team = team_of(state.turn)
        dead = [m for m in legal if m.kind == "dead"]
        plays = [m for m in legal if m.kind == "play"]
        if dead:
            move = dead[0]
        elif plays:
            move = max(plays, key=lambda m: value(state, m, team if m["card"] not in ("JS", "JH") else 1 - team))
        else:
            move = legal[0]
        win.session.play(move)
    win.new_turn(previous=None, note="")


def five_in_a_row(app, win, tag: str) -> None:
    five_in_a_row_position(win)
    win.table.curtain.reveal()
    settle(app)
    win.grab().save(str(OUT / f"five-in-a-row-{tag}.png"))


if __name__ == "__main__":
    raise SystemExit(main())
