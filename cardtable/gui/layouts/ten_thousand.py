"""10,000 on a simple dice table.

* Along the top, every player's total, with a mark once they have melded (1,000 in one turn);
  whose turn it is lights up.
* In the middle, the dice just rolled. Click a die that counts (or drag it into the tray) to set
  it aside; dice that cannot count do not lift. Under them, the tray: the dice held from earlier
  rolls of this turn (locked: they are never rolled again) and those set aside from this roll,
  with the turn's count.
* Buttons: Roll (the dice left, or all five when every die has counted), Stop with the amount it
  banks (or a warning that it scores nothing before the meld), and Take over with the count and
  the dice it offers. What happened at the end of the last turn is written under the scores
  until the next player rolls.

The dice are data in the state (rolled from the game's seed), so a record replays them; the
table only draws them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from ..table_view import register_token_painter
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec, seat_name_label

TABLE_H = 8.0
MIN_W = 10.0  # (the tray, the cup and a row of five dice side by side)
DIE = "die"
CUP = "dice_cup"
_labels: dict[str, str] = {}  # button labels for this position (set by prepare)


# ----- gestures ------------------------------------------------------------------------------
def prepare(game, state) -> None:
    """Button labels carry amounts: the count a Stop banks, the dice a Roll throws."""
    v = game.public(state)
    seat = v["turn"]
    sel = v["selection_score"] or 0
    at_stake = v["count"] + sel
    held = sum(len(k) for k in v["kept"]) + len(v["chosen"])
    left = 5 - held if v["phase"] == "choose" else 5
    _labels.clear()
    _labels["roll"] = f"Roll {left or 5} {'die' if (left or 5) == 1 else 'dice'}"
    if v["phase"] == "choose" and left == 0:
        _labels["roll"] = "Roll all five again"
    melded = v["melded"][seat] if 0 <= seat < len(v["melded"]) else False
    if melded or at_stake >= 1000:
        _labels["stop"] = f"Stop and score {at_stake:,}"
    else:
        # the book's rule ("A total of 1,000 is required to meld") rather than "Stop (200 scores
        # 0: not melded)" (s42 t3); as short as that was: a longer label took the room the hint
        # bubble keeps off the score strip in at 1024x600 (test_layout_small_screens)
        _labels["stop"] = "Stop (scores 0: 1,000 to meld)"
    if v["offer"]:
        _labels["take_over"] = f"Take over {v['offer']:,} with {v['offer_dice']} {'die' if v['offer_dice'] == 1 else 'dice'}"


def piece_of(move: dict[str, Any]) -> str | None:
    if move.get("kind") == "keep":
        return f"die:{move.get('die')}"
    return None


def target_of(move: dict[str, Any]) -> str | None:
    return "tray" if move.get("kind") == "keep" else None


#: the moves whose button the keys' ring rests on by itself where only buttons are left
#: (DragController.landing): the way on, never "Stop" (s42 t3: no ring after the last die)
keys_rest = frozenset({"roll"})


def action_label(move: dict[str, Any]) -> str:
    kind = str(move.get("kind"))
    return _labels.get(kind) or {"roll": "Roll", "stop": "Stop", "take_over": "Take over"}.get(kind, kind)


def choice_label(move: dict[str, Any]) -> str:
    return action_label(move)


def score_text(score: int) -> str:
    return f"{score:,} points"


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if piece.startswith("die:") and target == "tray":
        return {"kind": "keep", "die": int(piece[4:])}
    return None


def wrong_place(piece: str, target: str | None) -> str:
    return "Drop the die in the tray (or just click it) to set it aside."


def fixed_words(piece: PieceSpec) -> str | None:
    """A die in the tray, clicked: it said "A 5 cannot be moved." (s28 t3 #9), and a player who
    set aside the wrong die wants to know how to take it back."""
    if not piece.id.startswith("held:"):
        return None
    face, _, mode = str(piece.face).partition(":")
    if mode == "chosen":
        return f"Dice set aside stay there: Undo (Ctrl+Z) puts the {face} back."
    return f"The {face} was set aside from an earlier roll of this turn: it stays there until the turn ends."


# ----- the painter -------------------------------------------------------------------------------
_SPOTS = {1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
          4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
          5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
          6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)]}


def paint_die(p: QPainter, spec: PieceSpec, r: QRectF) -> None:
    """A die: ``face`` ``"N"``, ``"N:chosen"`` (set aside from this roll: a gold ring) or
    ``"N:locked"`` (held from an earlier roll: greyed, never rolled again)."""
    value, _, mode = spec.face.partition(":")
    n = int(value)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = r.width()
    rad = w * 0.18
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(r.translated(w * 0.04, w * 0.06), rad, rad)
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    if mode == "locked":
        g.setColorAt(0, QColor("#d9d4c7"))
        g.setColorAt(1, QColor("#b7b0a0"))
    else:
        g.setColorAt(0, QColor("#ffffff"))
        g.setColorAt(1, QColor("#e4e0d6"))
    p.setBrush(g)
    edge = QColor("#ffb300") if mode == "chosen" else QColor("#5f5a4e")
    p.setPen(QPen(edge, max(1.5, w * (0.07 if mode == "chosen" else 0.03))))
    p.drawRoundedRect(r.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), rad, rad)
    p.setPen(Qt.PenStyle.NoPen)
    colour = QColor("#b71c1c") if n in (1, 5) else QColor("#1b1b1b")  # the counting faces in red
    p.setBrush(colour)
    d = w * 0.17
    for x, y in _SPOTS.get(n, []):
        p.drawEllipse(QPointF(r.left() + x * w, r.top() + y * r.height()), d / 2, d / 2)


def paint_cup(p: QPainter, spec: PieceSpec, r: QRectF) -> None:
    """The dice cup the dice are rolled from (leather, seen from above)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#1b0f0c"), max(1.0, r.width() * 0.03)))
    p.setBrush(QColor("#5d4037"))
    p.drawEllipse(r)
    p.setBrush(QColor("#1b0f0c"))
    m = r.width() * 0.13
    p.drawEllipse(r.adjusted(m, m, -m, -m))


register_token_painter(DIE, paint_die)
register_token_painter(CUP, paint_cup)


# ----- the table ---------------------------------------------------------------------------------
def describe(game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
    prepare(game, state)
    v = game.observation(state, viewer)["public"]
    players = list(state.players)
    n = len(players)
    turn, phase = v["turn"], v["phase"]
    width = max(TABLE_H * aspect, MIN_W)
    cx = width / 2
    # (a table narrower than its height would have it is as high as the view: the felt the view
    # showed over and under it, all under it, where a hint bubble has room under the buttons,
    # the score strip at the top as on a wider table)
    spec = TableSpec(width=width, height=max(TABLE_H, width / aspect))

    # ----- the scores -----------------------------------------------------------------------
    cell = (width - 0.4) / n
    for s in range(n):
        x = 0.2 + cell * (s + 0.5)
        mine = s == turn and phase != "game_over"
        spec.labels.append(seat_name_label(players[s], x, 0.15, size=0.26, highlight=mine, max_width=cell - 0.1))
        spec.labels.append(LabelSpec(f"{v['totals'][s]:,}", x, 0.55, size=0.3, bold=True, max_width=cell - 0.1))
        spec.labels.append(LabelSpec("melded \u2713" if v["melded"][s] else "not melded", x, 0.98, size=0.16,
                                     max_width=cell - 0.1))
    # what ended the last turn ("Anna blew it: 650 lost."), until the next player rolls: it stayed
    # through Robo Rex's whole turn, beside his "This turn: 1,400", and read as if he had lost
    if v["last"] and phase != "choose":
        spec.labels.append(LabelSpec(v["last"], cx, 1.38, size=0.18, max_width=width - 1))
    spec.labels.append(LabelSpec(f"First to {v['target']:,} wins", width - 1.3, TABLE_H - 0.4, size=0.15,
                                 max_width=2.4))

    # ----- the dice rolled --------------------------------------------------------------------
    size = 1.05
    gap = 0.35
    dice = v["dice"]
    chosen = set(v["chosen"])
    counting = set(v["counting"])
    free = [i for i in range(len(dice)) if i not in chosen]
    row_y = 2.2
    # each die keeps its place until the next roll: one set aside leaves a gap, and the others do
    # not close up under the pointer (a quick second click landed where a die had just moved from)
    # (clear of the cup on a table of the least width: the first die lay over its rim at 800x600
    # with the score sheet open)
    cup = (0.5, row_y - 0.1, 1.3, 1.3)
    x0 = max(cx - (len(dice) * (size + gap) - gap) / 2, cup[0] + cup[2] + 0.25)
    if phase == "choose" and viewer == turn and any(i in counting for i in free):
        # only to the person who may set dice aside, while some that count are left (it stayed
        # over an empty row, and over the computers' turns, telling the person to click them)
        spec.labels.append(LabelSpec("Rolled: choose the dice that count to set them aside", cx, row_y - 0.38, size=0.17,
                                     max_width=width - 1))
    # The dice of each roll are new pieces (their id names the roll) in a zone that gained dice,
    # and the cup lost them: so the table glides them out of the cup, a brief roll (only when
    # animations are on).
    rolls = v["rolls"]
    spec.targets.append(TargetSpec("cup", *cup, shape="cell", name="the dice cup"))
    spec.counts = {"rolled": rolls * 5, "cup": -rolls * 5}
    for i in free:
        face = dice[i]
        spec.pieces.append(PieceSpec(
            id=f"die:{i}@{rolls}", key=f"die:{i}", zone="rolled", kind=DIE, face=str(face),
            x=x0 + i * (size + gap), y=row_y, z=5, w=size, h=size, clickable=i in counting,
            name=f"a {face}, just rolled" + (": it counts, choose it to set it aside" if i in counting else "")))

    # ----- the tray -----------------------------------------------------------------------------
    tray_w, tray_h = min(width - 1.0, 8.5), 2.1
    tx, ty = cx - tray_w / 2, 3.75
    count = v["count"] + (v["selection_score"] or 0)
    title = f"This turn: {count:,}" if phase == "choose" else "Held dice"
    spec.targets.append(TargetSpec("tray", tx, ty, w=tray_w, h=tray_h, shape="cell", name="the tray of dice set aside",
                                   label=title))
    small = 0.62
    x = tx + 0.3
    # in the order they were set aside: a die joins the end of the tray, and nothing in it moves
    held_rows = [[(f, "locked") for f in row] for row in v["kept"]] + [[(dice[i], "chosen") for i in v["chosen"]]]
    if phase == "start" and v["offer"]:
        held_rows = []
    k = 0
    for row in held_rows:
        if not row:
            continue
        for face, mode in row:
            spec.pieces.append(PieceSpec(id=f"held:{k}", kind=DIE, face=f"{face}:{mode}", x=x, y=ty + (tray_h - small) / 2,
                                         z=4, w=small, h=small,
                                         name=f"a {face}, " + ("held from an earlier roll" if mode == "locked"
                                                               else "set aside from this roll")))
            x += small + 0.12
            k += 1
        x += 0.35
    if phase == "start":
        if v["offer"]:
            spec.labels.append(LabelSpec(f"{players[turn]} may take over {v['offer']:,} with {v['offer_dice']} "
                                         f"{'die' if v['offer_dice'] == 1 else 'dice'}, or roll five afresh.",
                                         cx, ty + tray_h / 2 - 0.15, size=0.2, max_width=tray_w - 0.4))
        else:
            spec.labels.append(LabelSpec(f"{players[turn]}: roll the dice.", cx, ty + tray_h / 2 - 0.15, size=0.2,
                                         max_width=tray_w - 0.4))

    # ----- prompt and buttons -------------------------------------------------------------------
    spec.prompt = LabelSpec(prompt, cx, 6.35, size=0.2, bold=True, max_width=width - 1)
    spec.labels.append(spec.prompt)
    spec.buttons_at = (cx, 7.15)
    # On a table narrower than its height would have it (laid out MIN_W wide, with felt over and
    # under it), Roll, Stop and Take over as large as that height would draw them: their words
    # were 10 px at 800x600 with the game log or the score sheet open (12 without, s47).
    spec.buttons_scale = max(1.0, MIN_W / (TABLE_H * aspect))
    # where Roll and Stop appear: a hint bubble keeps off it, or it hides them when they come
    spec.keep_clear.append((cx - 2.5, 7.15 - 0.3, 5.0, 0.6))
    spec.pieces.append(PieceSpec(id="cup", kind=CUP, face="", x=cup[0], y=cup[1], z=1, w=cup[2], h=cup[3],
                                 name="the dice cup"))
    spec.board = _board(width, (tx, ty, tray_w, tray_h))
    spec.board_key = ("ten_thousand", round(width, 3))
    return spec


def _board(width: float, tray: tuple[float, float, float, float]):
    def paint(p: QPainter, unit: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 35), max(1.0, unit * 0.015)))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(QRectF(0.1 * unit, 0.05 * unit, (width - 0.2) * unit, 1.25 * unit), unit * 0.2, unit * 0.2)
        x, y, w, h = tray
        p.setBrush(QColor("#4e342e"))
        p.setPen(QPen(QColor("#2b1b16"), max(1.0, unit * 0.04)))
        p.drawRoundedRect(QRectF(x * unit, y * unit, w * unit, h * unit), unit * 0.25, unit * 0.25)
        p.setBrush(QColor("#6d4c41"))
        inset = 0.12
        p.drawRoundedRect(QRectF((x + inset) * unit, (y + inset) * unit, (w - 2 * inset) * unit,
                                 (h - 2 * inset) * unit), unit * 0.2, unit * 0.2)

    return paint
