"""How often a group of melds on the generic table moves from one move to the next: seeded
four-seat 10 Dime Rummy or Hand and Foot Canasta (Medium's moves for every seat), the table facing Anna (seat 0) as it does
for one person with three computers, at 1366x768 and 1024x600 (the table's room with the score
sheet open, as the window gives it). At each move, every group of melds (a meld, or cards laid off
apart, each a zone) that was on the table after the move before is compared with where it was:

    moved   its first card elsewhere, or drawn another size
    jumped  its cards nowhere over where they were (a family loses track of it)
    sized   drawn another size only (its first card where it was)

    python bench/meld_moves.py [SEEDS] [STEPS] [GAME]   # from a checkout: imports cardtable from the cwd

SEEDS: comma separated (1,2,3,4); STEPS: moves per game at most (400); GAME: ten_dime_rummy (the
default) or hand_and_foot. The scales groups of melds were drawn at, and the smallest, are printed
too, in all and by seat (a team's melds by the team's number: Hand and Foot's 0 is the reader's
team) (a card a tenth of the table's width is 1.0: below about 0.3 its corners cannot be read)."""
import os
import sys
import tempfile
from collections import Counter

os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp()
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())

SIZES = [(1366, 768), (1024, 600)]


def aspects(game_id: str = "ten_dime_rummy") -> dict:
    """The table's aspect at each size, with the score sheet open (the window's own)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    out = {}
    for size in SIZES:
        w = MainWindow()
        w.resize(*size)
        w.show()
        QTest.qWait(100)
        w.start_game(game_id, ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, seed=1)
        w.score_view_action.setChecked(True)
        QTest.qWait(100)
        vp = w.table.view.viewport()
        out[size] = vp.width() / vp.height()
        w.close()
    del app
    return out


smallest: dict = {}  # (size, the seat whose melds they are drawn with) -> the smallest scale seen


def groups(spec) -> dict:
    """Each meld zone's (first card's x, y, scale, box)."""
    from cardtable.gui.cards import CARD_RATIO

    out: dict = {}
    for p in spec.pieces:
        if p.kind == "card" and p.zone.startswith("meld"):
            box = (p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO)
            if p.zone not in out:
                out[p.zone] = [p.x, p.y, p.scale, box]
            else:
                b = out[p.zone][3]
                out[p.zone][3] = (min(b[0], box[0]), min(b[1], box[1]), max(b[2], box[2]), max(b[3], box[3]))
    return out


def walk(seed: int, steps: int, aspect_by_size: dict, scales: Counter | None = None,
         game_id: str = "ten_dime_rummy") -> dict:
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    game = get_game(game_id)
    session = Session.new(game, ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"], {}, seed)
    medium = MediumAgent()
    tables = {size: GenericTable() for size in aspect_by_size}
    before: dict = {size: None for size in aspect_by_size}
    counts = {size: Counter() for size in aspect_by_size}
    for step in range(steps):
        state = session.state
        if game.is_over(state):
            break
        for size, aspect in aspect_by_size.items():
            spec = tables[size].describe(game, state, 0, aspect, game.prompt(state, 0))
            now = (getattr(state, "hand_no", 0), groups(spec))
            c = counts[size]
            if scales is not None:
                for zone, (x, y, sc, box) in now[1].items():
                    scales[(size, round(sc, 2))] += 1
                    scales[(size, zone.split("/")[1], round(sc, 2))] += 1
                    smallest[(size, zone.split("/")[1])] = min(sc, smallest.get((size, zone.split("/")[1]), 9.0))
            if before[size] is not None and before[size][0] == now[0]:
                old = before[size][1]
                for zone, (x, y, sc, box) in now[1].items():
                    if zone not in old:
                        continue
                    ox, oy, osc, obox = old[zone]
                    c["groups"] += 1
                    here = abs(x - ox) < 0.01 and abs(y - oy) < 0.01
                    if here and abs(sc - osc) < 1e-6:
                        continue
                    c["moved"] += 1
                    c["moved/" + zone.split("/")[1]] += 1
                    if here:
                        c["sized"] += 1
                    if not (box[0] < obox[2] and obox[0] < box[2] and box[1] < obox[3] and obox[1] < box[3]):
                        c["jumped"] += 1
                        c["jumped/" + zone.split("/")[1]] += 1
            before[size] = now
        seat = game.current_player(state)
        session.play(medium.choose(game, information_set(game, state, seat), step))
    return counts


def main() -> None:
    seeds = [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "1,2,3,4").split(",")]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    game_id = sys.argv[3] if len(sys.argv) > 3 else "ten_dime_rummy"
    by_size = aspects(game_id)
    print("aspects:", {f"{s[0]}x{s[1]}": round(a, 3) for s, a in by_size.items()})
    total = {size: Counter() for size in by_size}
    scales: Counter = Counter()
    smallest.clear()
    for seed in seeds:
        counts = walk(seed, steps, by_size, scales, game_id)
        for size, c in counts.items():
            total[size].update(c)
            print(f"seed {seed} {size[0]}x{size[1]}: {c['groups']} groups kept, moved {c['moved']} "
                  f"(sized only {c['sized']}), jumped {c['jumped']}  "
                  + " ".join(f"seat {k[7:]}: {v}" for k, v in sorted(c.items()) if k.startswith("jumped/"))
                  + "  moved " + " ".join(f"seat {k[6:]}: {v}" for k, v in sorted(c.items()) if k.startswith("moved/")))
    for size, c in total.items():
        print(f"all {size[0]}x{size[1]}: {c['groups']} groups kept, moved {c['moved']} "
              f"({100 * c['moved'] / max(1, c['groups']):.1f} %, sized only {c['sized']}), "
              f"jumped {c['jumped']} ({100 * c['jumped'] / max(1, c['groups']):.1f} %)")
    for size in by_size:
        print(f"scales {size[0]}x{size[1]}: " + ", ".join(
            f"{k[1]}: {n}" for k, n in sorted((k, n) for k, n in scales.items() if k[0] == size and len(k) == 2)))
        for seat in sorted({k[1] for k in scales if k[0] == size and len(k) == 3}):
            print(f"  seat {seat}: " + ", ".join(f"{k[2]}: {n}" for k, n in sorted(
                (k, n) for k, n in scales.items() if k[0] == size and len(k) == 3 and k[1] == seat)))
        print(f"smallest {size[0]}x{size[1]}: " + ", ".join(
            f"seat {seat}: {round(sc, 2)}" for (sz, seat), sc in sorted(smallest.items()) if sz == size))


if __name__ == "__main__":
    main()
