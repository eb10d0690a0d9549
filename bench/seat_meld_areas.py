"""Whether every meld of another seat lies in that seat's meld area, with its caption: seeded games
of rummy games (Medium's moves for every seat), the table facing Anna (seat 0) as it does for one
person with computers, at 1024x600 (aspect 1.424) and 1280x720 (1.51), the score sheet open (and
the sheet widened to half the window at 1024x600, a table 480x535: see Sizes below). At
each position, for every seat but Anna's with melds on the table (each meld zone, a set or cards
laid off, is "a meld"):

    uncaptioned  a meld not joined to any caption saying whose it is ("Ben's melds", "Ben's melds,
                 continued"): the melds and captions of one seat are joined where they lie within
                 JOIN of each other (a meld beside its neighbour on a line, the next line under it,
                 the caption over the first); a meld apart from all of them floats, anybody's
                 (JOIN, and how near a label over a meld's cards is its, grow with the table's
                 least text: 1.44 times on a narrow table, s36)
    nearer       a meld nearer another seat's caption than to anything of its own seat's (its
                 captions, its other melds): read as going with that caption
    over         a meld card over a seat's box (its name, backs and words, its own too), another
                 seat's meld cards, or the stock, the discard pile or the pot
    own box      of those, a meld card over its own seat's box (s36)
    piles        of those, a meld card over the stock, the discard pile or the pot (s36)
    labels       two captions or meld labels ("On Robo Rex's kings", the viewer's own row's too) over
                 each other
    edge         a caption or meld label cut by the table's edge
    covers       a caption or meld label over the stock, the discard pile, the pot or a seat's box
    lines        a caption or meld label set on more than two lines
    on cards     a caption or meld label over a meld's cards

    python bench/seat_meld_areas.py [SEEDS] [STEPS] [GAME:SEATS,...]   # SIDES=1: side seats only

The kinds own box, piles, edge, covers, lines and on cards, the viewer's own row's labels and a seat's
melds over its own box are counted here (measure's ``more``), not in the tests of four and five seats.

Sizes: the window's (its table's aspect); "480x535" is the table alone at 1024x600 with the score
sheet widened to half the window, as the sheet suggests (s34 t2 #8): a unit of 48 px, the least
text (10 px) 0.21 of it. SIZES=480x535 (comma separated) measures only those.

SEEDS: comma separated (1,2,3); STEPS: moves per game at most (400); games: ten_dime_rummy:4,
ten_dime_rummy:5 and push:4 unless given (with "Buy out of turn" in 10 Dime Rummy).

CROWD=1 (s35): at 1024x600 and 1366x768 instead, the positions where a seat's meld card lies over
its own name, backs and words or its own caption ("Robo Ruby's melds"), the least meld card of
the other seats (of a card's width; and its average over the positions), and the positions with
one under 0.3:

    CROWD=1 python bench/seat_meld_areas.py 1,2,3 400 ten_dime_rummy:6,horseshit_rummy:6

(FACING=acting: the table facing the seat to act at each position, as with every seat a computer
or people passing one screen, not Anna's.)"""
from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp())
os.environ.setdefault("CARDTABLE_CONFIG_DIR", tempfile.mkdtemp())
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())

ASPECTS = {"1024x600": 1.424, "1280x720": 1.51, "480x535": 480 / 535}
CROWD_ASPECTS = {"1024x600": 1.424, "1366x768": 1.62}  # (the score sheet open at 1024x600)
NAMES = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy", "Robo Rosa", "Robo Rudi"]
OPTIONS = {"ten_dime_rummy": {"buy_out_of_turn": True}}
JOIN = 0.45  # (a line of melds under the next, with lay-offs' labels between, is about 0.4 apart)
KINDS = ("uncaptioned", "nearer", "over", "own box", "piles", "labels", "edge", "covers", "lines", "on cards")
OWN_ROW_LABEL = 0.12  # (the size of the labels over the viewer's own meld row)


def _gap(a, b) -> float:
    dx = max(0.0, a[0] - b[2], b[0] - a[2])
    dy = max(0.0, a[1] - b[3], b[1] - a[3])
    return (dx * dx + dy * dy) ** 0.5


def _overlap(a, b, by: float = 0.03) -> bool:
    return a[0] < b[2] - by and b[0] < a[2] - by and a[1] < b[3] - by and b[1] < a[3] - by


def measure(spec, table, viewer: int = 0, sides: bool = False, more: bool = False) -> dict[str, list[str]]:
    """What is wrong at this position, by kind: a line for each (whose meld, and where).
    ``sides``: the melds of the seats at the sides only (not those across the top); labels over
    each other are then not counted. ``more``: the labels over the viewer's own row counted too,
    and the kinds edge and covers (s34, six seats); else those are not counted, nor a seat's
    melds over its own box."""
    from cardtable.gui.cards import CARD_RATIO
    from cardtable.gui.generic_table import MELD_LABEL, OWNER_CAPTION, label_box, label_lines

    players = table._players
    out: dict[str, list[str]] = {k: [] for k in KINDS}
    melds: dict[int, dict[str, tuple]] = {}  # seat -> zone -> box
    cards: dict[int, list[tuple]] = {}
    for p in spec.pieces:
        if p.kind != "card" or not p.zone.startswith("meld") or "/" not in p.zone:
            continue
        seat = int(p.zone.rsplit("/", 1)[1])
        b = (p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO)
        cards.setdefault(seat, []).append(b)
        o = melds.setdefault(seat, {}).get(p.zone, b)
        melds[seat][p.zone] = (min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3]))
    captions: dict[int, list[tuple]] = {}
    for lab in spec.labels:
        if abs(lab.size - OWNER_CAPTION) < 1e-6 and not lab.bold:
            for seat, name in enumerate(players):
                if lab.text.startswith((f"{name}'s melds", f"{name}'s team", f"More of {name}'s")) or lab.text in (name, f"{name}'s"):
                    captions.setdefault(seat, []).append(label_box(lab, table.text_room))
    piles = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if t.id in ("stock", "discard", "pot")]
    # a meld's label ("On Robo Rex's kings") is part of it: the box grows up over it
    heads = [label_box(lab, table.text_room) for lab in spec.labels if abs(lab.size - MELD_LABEL) < 1e-6 and not lab.bold]
    # (the gaps a meld's label and the next line leave are text's, as large as the table's least
    # text is: on a narrow table, 48 px a unit, 1.44 times a small laptop's, s36)
    grow = table.text_room.grow
    for zones in melds.values():
        for key, (l, t, r, b) in zones.items():
            over = [h for h in heads if h[0] < r and h[2] > l and -0.05 <= t - h[3] <= 0.15 * grow]
            zones[key] = (min([l] + [h[0] for h in over]), min([t] + [h[1] for h in over]),
                          max([r] + [h[2] for h in over]), b)
    for seat, zones in melds.items():
        if seat == viewer or sides and table.seat_boxes[seat][1] < 1.0:
            continue
        name = players[seat]
        own = captions.get(seat, [])
        # the items joined to a caption, grown from the captions
        items = list(zones.items())
        joined = set()
        reached = list(own)
        grew = True
        while grew:
            grew = False
            for key, box in items:
                if key not in joined and any(_gap(box, r) <= JOIN * grow for r in reached):
                    joined.add(key)
                    reached.append(box)
                    grew = True
        for key, box in items:
            where = f"{name} {key} at ({box[0]:.2f}, {box[1]:.2f})"
            if key not in joined:
                out["uncaptioned"].append(where)
            mine = min([_gap(box, c) for c in own] + [_gap(box, b) for k, b in items if k != key], default=99.0)
            theirs = min((_gap(box, c) for s, cs in captions.items() if s != seat for c in cs), default=99.0)
            if theirs < mine - 1e-6:
                out["nearer"].append(where)
        # (its own box too: its name, backs and words are never under its melds)
        others = [b for s, b in table.seat_boxes.items() if s != viewer and (more or s != seat)]
        others += [b for s, bs in cards.items() if s != seat for b in bs] + piles
        for b in cards[seat]:
            if any(_overlap(b, o) for o in others):
                out["over"].append(f"{name}'s card at ({b[0]:.2f}, {b[1]:.2f})")
                break
        if more:  # (of those, over its own box, and over the piles in the middle)
            mine_box = table.seat_boxes.get(seat)
            for kind, over in (("own box", [mine_box] if mine_box else []), ("piles", piles)):
                hit = next((b for b in cards[seat] if any(_overlap(b, o) for o in over)), None)
                if hit is not None:
                    out[kind].append(f"{name}'s card at ({hit[0]:.2f}, {hit[1]:.2f})")
    small = [] if sides else [lab for lab in spec.labels if not lab.bold and any(
        abs(lab.size - size) < 1e-6 for size in (OWNER_CAPTION, MELD_LABEL) + ((OWN_ROW_LABEL,) if more else ()))]
    for i, a in enumerate(small):
        for b in small[i + 1:]:
            if _overlap(label_box(a, table.text_room), label_box(b, table.text_room), 0.02):
                out["labels"].append(f"{a.text!r} over {b.text!r}")
    boxes = piles + list(table.seat_boxes.values())
    for lab in small if more else ():
        box = label_box(lab, table.text_room)
        if box[0] < -0.01 or box[2] > spec.width + 0.01 or box[1] < -0.01:
            out["edge"].append(f"{lab.text!r} at ({box[0]:.2f}, {box[1]:.2f})")
        if any(_overlap(box, b) for b in boxes):
            out["covers"].append(f"{lab.text!r} at ({box[0]:.2f}, {box[1]:.2f})")
        if label_lines(lab, table.text_room) > 2:
            out["lines"].append(f"{lab.text!r} at ({box[0]:.2f}, {box[1]:.2f})")
        if any(_overlap(box, b) for bs in cards.values() for b in bs):
            out["on cards"].append(f"{lab.text!r} at ({box[0]:.2f}, {box[1]:.2f})")
    return out


def crowd(spec, table, viewer: int = 0) -> tuple[list[str], float]:
    """Whose melds lie over their own name, backs and words or their own caption, and the least
    meld card of the seats but the viewer's (99.0: none)."""
    from cardtable.gui.cards import CARD_RATIO
    from cardtable.gui.generic_table import OWNER_CAPTION, label_box

    cards: dict[int, list[tuple]] = {}
    least = 99.0
    for p in spec.pieces:
        if p.kind == "card" and p.zone.startswith("meld") and "/" in p.zone:
            seat = int(p.zone.rsplit("/", 1)[1])
            if seat != viewer:
                cards.setdefault(seat, []).append((p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO))
                least = min(least, p.scale)
    crossed = []
    for seat, boxes in cards.items():
        name = table._players[seat]
        own = [label_box(lab, table.text_room) for lab in spec.labels if abs(lab.size - OWNER_CAPTION) < 1e-6 and not lab.bold
               and lab.text.startswith((f"{name}'s melds", f"More of {name}'s"))] + [table.seat_boxes[seat]]
        if any(_overlap(b, o) for b in boxes for o in own):
            crossed.append(name)
    return crossed, least


def states(game_id: str, seats: int, seed: int, steps: int):
    """Each position of a seeded game, Medium's moves for every seat."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game(game_id)
    session = Session.new(game, NAMES[:seats], OPTIONS.get(game_id, {}), seed)
    medium = MediumAgent()
    for step in range(steps):
        state = session.state
        if game.is_over(state):
            return
        yield game, state, step
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))


def main() -> None:
    from cardtable.gui.generic_table import GenericTable

    seeds = [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "1,2,3").split(",")]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    games = [(g.split(":")[0], int(g.split(":")[1])) for g in
             (sys.argv[3] if len(sys.argv) > 3 else "ten_dime_rummy:4,ten_dime_rummy:5,push:4").split(",")]
    verbose = os.environ.get("VERBOSE")
    sides = bool(os.environ.get("SIDES"))  # the side seats' melds only
    sizes = os.environ.get("SIZES")
    if os.environ.get("CROWD"):
        for game_id, seats in games:
            for size, aspect in CROWD_ASPECTS.items():
                n = crossed = small = 0
                least, total = 99.0, 0.0
                for seed in seeds:
                    for game, state, step in states(game_id, seats, seed, steps):
                        table = GenericTable()
                        viewer = game.current_player(state) if os.environ.get("FACING") == "acting" else 0
                        spec = table.describe(game, state, viewer, aspect, game.prompt(state, viewer))
                        over, low = crowd(spec, table, viewer)
                        if low > 90:
                            continue
                        n, crossed, small, least = n + 1, crossed + bool(over), small + (low < 0.3 - 1e-9), min(least, low)
                        total += low
                        if over and verbose:
                            print(f"  {game_id}:{seats} {size} seed {seed} move {step}: {over}")
                print(f"{game_id}, {seats} seats, {size}: positions with others' melds {n}, over their own name or "
                      f"caption {crossed}, least meld card {least:.2f} (on average {total / max(1, n):.3f}), "
                      f"under 0.3 {small}")
        return
    for game_id, seats in games:
        for size, aspect in ASPECTS.items():
            if sizes and size not in sizes.split(","):
                continue
            n = 0
            bad = {k: 0 for k in KINDS}
            for seed in seeds:
                for game, state, step in states(game_id, seats, seed, steps):
                    table = GenericTable()
                    spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
                    if not any(p.zone.startswith("meld") and not p.zone.endswith("/0") for p in spec.pieces):
                        continue
                    n += 1
                    for kind, lines in measure(spec, table, sides=sides, more=True).items():
                        bad[kind] += bool(lines)
                        if lines and verbose:
                            print(f"  {game_id}:{seats} {size} seed {seed} move {step} {kind}: {lines[:3]}")
            print(f"{game_id}, {seats} seats, {size}: positions with others' melds {n}, "
                  + ", ".join(f"{k} {v}" for k, v in bad.items()))


if __name__ == "__main__":
    main()
