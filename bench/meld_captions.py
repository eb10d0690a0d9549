"""How often Hand and Foot's other team's melds on the table go without a caption saying whose
they are: six-seat games (Medium's moves for every seat), the table facing whoever is to play, at
1024x600 (aspect 1.424) and 1366x768 (1.553), the score sheet open. At each position where the
other team has cards on the table (melds, red threes): none of its captions shown ("uncaptioned");
its melds split either side of the seat across the top, one side without a caption ("a part
uncaptioned"); a caption over a seat's name, backs or words by more than 0.03 of a card
("over a seat"). And the lines of its cards (groups at one height, red threes a line of their
own) with no caption of theirs just over them; its melds or red threes under a caption not theirs
(the other team's, red threes' over melds or melds' over red threes); positions with a meld beside
its red threes on their line; and positions where the buttons' panel lies over a seat's name,
backs or words.

    python bench/meld_captions.py [SEEDS] [STEPS]   # from a checkout: imports cardtable from the cwd

SEEDS: comma separated (1,2,3); STEPS: moves per game at most (300)."""
import os
import sys
import tempfile

os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp()
os.environ["CARDTABLE_CONFIG_DIR"] = tempfile.mkdtemp()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())

# (imported once here, after the environment above, not at each card's box: the six-seat test
# asks for some 230,000 boxes, s44)
from cardtable.gui.cards import CARD_RATIO  # noqa: E402

ASPECTS = {"1024x600": 1.424, "1366x768": 1.553}
NAMES = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh", "Robo Rosa",
         "Robo Rudi"]


def measure(spec, table, seat: int) -> tuple[bool, bool, bool, bool]:
    """(the other team has cards out, none captioned, a part uncaptioned, a caption over a seat)."""
    from cardtable.gui.generic_table import OTHER_TEAM, label_box

    teams = table._teams
    theirs = [p for p in spec.pieces if p.kind == "card" and p.zone.startswith(("meld", "red3")) and "/" in p.zone
              and teams[int(p.zone.rsplit("/", 1)[1])] != teams[seat]]
    if not theirs:
        return False, False, False, False
    names = tuple(NAMES[s] for s in range(len(NAMES)) if teams[s] != teams[seat]) + (OTHER_TEAM,)
    said = [lab for lab in spec.labels if lab.text.startswith(names) and ("'s" in lab.text or "&" in lab.text)
            and not lab.bold]
    tops = [sx for sx, sy in table._seat_at.values() if sy < 1.0]
    part = False
    if said and tops:  # (either side of the box of the seat across the top)
        sides = {p.x + p.scale / 2 > tops[0] for p in theirs if p.y < 2.0}
        part = bool(sides - {lab.x > tops[0] for lab in said if lab.y < 2.0})
    seats = [label_box(lab) for lab in spec.labels if (lab.bold or " cards" in lab.text)
             and not lab.text.startswith("Your hand")]
    seats += [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.zone.startswith("hand")]
    over = any(l < sr - 0.03 and sl < r - 0.03 and t < sb - 0.03 and st < b - 0.03
               for l, t, r, b in map(label_box, said) for sl, st, sr, sb in seats)
    return True, not said, part, over


def _box_of(p) -> tuple[float, float, float, float]:
    return p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO


def _above(cap, box, reach: float = 0.5) -> bool:
    """Whether the label box ``cap`` is just over ``box`` (its bottom from ``reach`` above the
    top of ``box`` down to the top: a meld's label, on two lines at most, may lie between) and over
    it across (by half the narrower of the two)."""
    l, t, r, b = cap
    overlap = min(r, box[2]) - max(l, box[0])
    return box[1] - reach <= b <= box[1] + 0.02 and overlap >= 0.5 * min(r - l, box[2] - box[0])


def band_faults(spec, table, seat: int, names: list[str]) -> tuple[bool, int, int, int]:
    """The other team's cards on the table in lines (a line: groups at one height, less than 1.0
    apart, a part of the band either side of a box; red threes a line of their own): (any out;
    the lines with no caption naming the team (or "The other team") just over them, the red threes' saying they are red threes; the groups under a caption not
    theirs: the viewer's team's, red threes' over melds, melds' over red threes; whether a meld
    lies beside the red threes on their line, less than a caption's gap apart)."""
    from cardtable.gui.generic_table import CAPTION_GAP, OTHER_TEAM, YOUR_TEAM, label_box

    teams = table._teams
    if teams is None:
        return False, 0, 0, 0
    mine = teams[seat]
    groups: dict[str, tuple[float, float, float, float]] = {}
    for p in spec.pieces:
        if p.kind == "card" and p.zone.startswith(("meld", "red3")) and "/" in p.zone \
                and int(p.zone.rsplit("/", 1)[1]) != mine:
            b, o = _box_of(p), groups.get(p.zone)
            groups[p.zone] = b if o is None else (min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3]))
    if not groups:
        return False, 0, 0, 0
    # (the team's names, or where the table names it short, "The other team")
    theirs = tuple(names[s] for s in range(len(names)) if teams[s] != mine) + (OTHER_TEAM,)
    others = tuple(names[s] for s in range(len(names)) if teams[s] == mine) + (YOUR_TEAM,)
    caps = [(lab, label_box(lab)) for lab in spec.labels if not lab.bold and lab.text]
    reds = {z for z in groups if z.startswith("red3")}
    lines: list[list[str]] = []
    for kind in (reds, set(groups) - reds):
        for z in sorted(kind, key=lambda z: (round(groups[z][1], 2), groups[z][0])):
            g = groups[z]
            line = next((ln for ln in lines if (ln[0] in reds) == (z in reds)
                         and abs(groups[ln[-1]][1] - g[1]) < 0.05 and g[0] - groups[ln[-1]][2] < 1.0), None)
            if line is None:
                lines.append([z])
            else:
                line.append(z)

    def said(text: str, red: bool) -> bool:  # a caption naming the team, of the right kind
        return text.startswith(theirs) and ("'s" in text or "&" in text) \
            and ("red threes" in text.lower()) == red

    # (a stack of closed canastas, its count over it, lies half a card before the melds after it:
    # split from them at 0.45, under "The other team's melds" over the line's middle, it was
    # counted uncaptioned, s36)
    uncaptioned = wrong = beside = 0
    for line in lines:
        red = line[0] in reds
        box = (min(groups[z][0] for z in line), min(groups[z][1] for z in line),
               max(groups[z][2] for z in line), max(groups[z][3] for z in line))
        ok = any(said(lab.text, red) and _above(cb, box) for lab, cb in caps)
        if red and not ok:  # (or the team's name over their label, "Red threes")
            ok = any(lab.text.lower() == "red threes" and _above(cb, box) for lab, cb in caps) and any(
                lab.text.startswith(theirs) and "'s" in lab.text and _above(cb, box, 0.7) for lab, cb in caps)
        uncaptioned += not ok
    for z, g in groups.items():
        red = z in reds
        for lab, cb in caps:
            text = lab.text
            if not ("'s" in text or "red threes" in text.lower()) or not _above(cb, g):
                continue
            if text.startswith(others) or ("red threes" in text.lower()) != red:
                wrong += 1
                break
    for r in reds:
        rb = groups[r]
        beside += any(g[1] < rb[3] and rb[1] < g[3] and g[0] < rb[2] + CAPTION_GAP and rb[0] < g[2] + CAPTION_GAP
                      for z, g in groups.items() if z not in reds)
    return True, uncaptioned, wrong, beside


def seat_parts(spec, table) -> list[tuple[int, tuple[float, float, float, float]]]:
    """Each other seat's name, backs and the words under them: (seat, box)."""
    from cardtable.gui.generic_table import label_box

    out = []
    for s, (l, t, r, b) in table.seat_boxes.items():
        out += [(s, label_box(lab)) for lab in spec.labels
                if l <= lab.x <= r and t - 0.05 <= lab.y <= b and (lab.bold or " card" in lab.text)]
        out += [(s, _box_of(p)) for p in spec.pieces if p.zone == f"hand/{s}"]
    return out


def panel_over_seat(spec, table, game, state, seat: int) -> bool | None:
    """Whether the buttons' panel lies over another seat's name, backs or words (None: no panel)."""
    box = table._buttons_box(spec, game, state, seat)
    if box is None:
        return None
    return any(box[0] < r and l < box[2] and box[1] < b and t < box[3] for s, (l, t, r, b) in seat_parts(spec, table))


def main() -> None:
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game
    from cardtable.gui.generic_table import GenericTable

    seeds = [int(s) for s in (sys.argv[1] if len(sys.argv) > 1 else "1,2,3").split(",")]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    game = get_game("hand_and_foot")
    total = {name: [0, 0, 0, 0] for name in ASPECTS}
    band = {name: [0, 0, 0, 0, 0, 0] for name in ASPECTS}  # out, uncaptioned lines, wrong, beside, panels, over
    for seed in seeds:
        session = Session.new(game, NAMES, {}, seed)
        medium = MediumAgent()
        for step in range(steps):
            state = session.state
            if game.is_over(state):
                break
            seat = game.current_player(state)
            for name, aspect in ASPECTS.items():
                table = GenericTable()
                spec = table.describe(game, state, seat, aspect, game.prompt(state, seat))
                for k, hit in enumerate(measure(spec, table, seat)):
                    total[name][k] += hit
                for k, hit in enumerate(band_faults(spec, table, seat, NAMES)):
                    band[name][k] += hit
                over = panel_over_seat(spec, table, game, state, seat)
                band[name][4] += over is not None
                band[name][5] += bool(over)
            session.play(medium.choose(game, information_set(game, state, seat), step))
    for name, (n, none, part, over) in total.items():
        print(f"{name}: positions with the other team's cards out {n}, uncaptioned {none}, "
              f"a part uncaptioned {part}, a caption over a seat {over}")
        out, lines, wrong, beside, panels, covered = band[name]
        print(f"{name}: lines of their cards with no caption of theirs just over them {lines}, melds or red threes "
              f"under a caption not theirs {wrong}, positions with melds beside their red threes {beside}; "
              f"positions with buttons {panels}, the buttons over a seat's name, backs or words {covered}")


if __name__ == "__main__":
    main()
