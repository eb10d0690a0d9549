"""s45 t2 #1 and #2, 10 Dime Rummy, four seats: "Laid-off cards lose their "On <player>'s <meld>"
caption at the side seats": Robo Otto's 2 of spades on Robo Nell's kings, under his box at the
right, was drawn bare, "a single card that looks like a (illegal) one-card meld", where with Otto
across the top it read "On Robo Nell's kings". And "On Ben's 8s" at the left end of a corner's
melds was cut by the table's edge ("n Ben's 8s" at 800x600).

The cards a player lays off on another's meld lie with the layer's melds, "You play in front of
yourself so that you can include these points in your count" (Horseshit Rummy; 10 Dime Rummy
counts so), labelled with the meld they went on (:func:`cardtable.games.meld_table.meld_zones`).
Here, at positions with lay-offs all round the table (seed 1 of Medium's moves for every seat),
for every viewer's seat and three window sizes with the score sheet open: every lay-off's cards
have a label just over them ("On Robo Rex's 10s", or said short, "On 10s"), and no such label
reaches past the table's edges."""

from __future__ import annotations

from bench.seat_meld_areas import states
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import GenericTable, label_box

# (the table's aspect and height in pixels: 1366x768, 1024x600 and 800x600, the sheet open)
SIZES = {"1366x768": (1.62, 680), "1024x600": (1.424, 520), "800x600": (1.18, 500)}
# moves with lay-offs under a side seat's box (155, 205: drawn bare at one side or both) and
# in the top corners (40, 155: labels cut at the table's left or right edge)
STEPS = (40, 155, 205)


def layoff_faults(game, state, viewer: int, aspect: float, high: float) -> list[str]:
    """Each lay-off drawn with no label over it, and each lay-off's label cut by the table's edge."""
    table = GenericTable()
    table.pixels_high = high
    spec = table.describe(game, state, viewer, aspect, game.prompt(state, viewer))
    obs = game.observation(state, viewer)
    layoffs = {z["key"]: z["label"] for z in obs["zones"].values() if (z.get("label") or "").startswith("On ")}
    boxes: dict[str, tuple[float, float, float, float]] = {}
    for p in spec.pieces:
        if p.kind == "card" and p.zone in layoffs:
            b = (p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO)
            o = boxes.get(p.zone, b)
            boxes[p.zone] = (min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3]))
    labels = [(lab, label_box(lab, table.text_room)) for lab in spec.labels if not lab.bold]
    out = []
    for key, (left, top, right, _) in boxes.items():
        # (a label over the cards: across them, its last line ending just above them)
        over = [(lab, b) for lab, b in labels
                if b[0] < right and b[2] > left and -0.05 <= top - b[3] <= 0.2 * table.text_room.grow
                and lab.text.startswith("On ")]
        if not over:
            out.append(f"{layoffs[key]!r} bare at ({left:.2f}, {top:.2f})")
        out += [f"{lab.text!r} cut at ({b[0]:.2f}, {b[1]:.2f})" for lab, b in over
                if b[0] < -0.01 or b[2] > spec.width + 0.01 or b[1] < -0.01]
    return out


def test_every_layoff_keeps_its_label_at_every_seat():
    seen, looked = [], 0
    for game, state, step in states("ten_dime_rummy", 4, 1, STEPS[-1] + 1):
        if step not in STEPS:
            continue
        for size, (aspect, high) in SIZES.items():
            for viewer in range(4):
                looked += 1
                seen += [(step, size, viewer, f) for f in layoff_faults(game, state, viewer, aspect, high)]
    assert looked == len(STEPS) * len(SIZES) * 4
    assert not seen, seen[:20]
