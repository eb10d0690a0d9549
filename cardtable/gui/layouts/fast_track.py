"""Fast Track on the table: the wooden board (square for up to 4 colours, hexagonal for 5 or 6)
on the left, and on the right a panel with whose turn it is, their pile and the card being
played, their discards (the top card face up), the count left of a split 7, the buttons and the
hand of five (alternate rule 2). Each colour's player and marbles home are on the board itself, on
a plaque rimmed in that colour on the wood beside its own home row and pen.

The board comes from :mod:`cardtable.games.marble_tracks` (its abstract coordinates are only
scaled here). It is drawn as a wooden board with drilled holes: the loop runs as a groove whose
stretch around each colour's corner is stained in that colour; each colour has its Start Holding
Pen (a coloured tray outside its corner, an arrow to its exit hole), its Home Base row (a coloured
lane from its home entrance toward the centre); the corners are the fast-track holes (gold
rings) and the bullseye is a target in the centre.

Gestures: click the pile (or drag it onto the card spot) to turn a card; with a hand of five,
double-click a card (or drag it onto the card spot): a single click only says how, as in Rummoli
and 5 in a Row (a stray click played a card, or threw one away and ended the turn, s42 t1). Then
drag a marble: only marbles with a legal move
for the card lift, and the holes they may go to light up. A split 7 is two drags (the count left
is shown). A jack swap (alternate rule 1) is dragging one marble onto the other, either way. A
card with no legal move is lost at once (:data:`auto_pass`) and lies face up on the discards.
Nothing is hidden without a hand of five, so then there is no hand-off curtain.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPainterPathStroker,
                           QPen, QPolygonF, QRadialGradient)

from ...core.cards import card_name
from ...core.words import sides
from ...games.fast_track import describe_hole
from ...games.marble_tracks import BULLSEYE, Board, board, hole_kind
from ..hand_fan import add_hand, fit_fan, hand_holder
from ..cards import BACK, CARD_RATIO
from ..table_view import LabelItem, name_prefixes, register_token_painter
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec, turn_banner, whose_own

TABLE_H = 6.3
MARGIN = 0.12
PANEL_W = 3.3

COLOURS = {
    "red": "#d7262e", "blue": "#1f5fd0", "green": "#23963a",
    "yellow": "#f4c20d", "purple": "#8a3fc0", "orange": "#f27a12",
}
WOOD_LIGHT = QColor("#e2b47a")
WOOD_DARK = QColor("#b57a40")
GOLD = QColor("#ffd54a")


# ----- gestures ------------------------------------------------------------------------------
def piece_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "move":
        return "m:" + move["from"]
    if kind == "swap":
        return "m:" + move["a"]
    if kind == "flip":
        return "pile"
    if kind == "choose":
        return "hand:" + move["card"]
    return None


def hint_words(move: dict[str, Any]) -> str | None:
    """Help > Hint for turning a card: said "move the Anna's pile to the card being played"."""
    return "turn over the top card of your pile." if move.get("kind") == "flip" else None


def target_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "move":
        return "h:" + move["to"]
    if kind == "swap":
        return "h:" + move["b"]
    if kind in ("flip", "choose"):
        return "card"
    return None


#: the cards of the hand of five that the engine says move no marble now (set by :func:`prepare`):
#: each is thrown away when played
_lost: set[str] = set()
#: those that move a marble: the rule keeps them from the discards ("Play a card that moves a
#: marble if you hold one")
_playable: set[str] = set()


def prepare(game, state) -> None:
    """Which cards of the hand to move would be lost if played (the engine's ``playable_cards``
    says which move a marble), so their drag may also end on the discards."""
    _lost.clear()
    _playable.clear()
    v = game.public(state)
    if state.options.get("hand_of_five") and v["phase"] == "flip":
        hand, playable = set(state.hands[v["turn"]]), game.playable_cards(state)
        _lost.update(hand - playable)
        _playable.update(hand & playable)


def gestures_of(move: dict[str, Any]) -> list[tuple[str | None, str | None]]:
    """A jack swap is one marble dropped on the other, whichever is picked up. A card of the
    hand of five that moves no marble is thrown away: onto the card spot, or onto the discards,
    where it ends (the panel says "choose one to throw away", and a tester dragged the king
    onto the Discards pile: it was refused)."""
    if move.get("kind") == "swap":
        return [("m:" + move["a"], "h:" + move["b"]), ("m:" + move["b"], "h:" + move["a"])]
    if move.get("kind") == "choose" and move["card"] in _lost:
        return [(piece_of(move), "card"), (piece_of(move), "discards")]
    return [(piece_of(move), target_of(move))]


#: a card that no marble can play is passed at once (the window plays the only move, "pass", and
#: says so): a turn with no move takes one click, the one that turned the card over
auto_pass = True


def needs_curtain(options: dict[str, Any]) -> bool:
    """Only the hand of five (alternate rule 2) is hidden; otherwise the game flows on."""
    return bool(options.get("hand_of_five"))


def score_text(score: int) -> str:
    """The game-over panel's column: the engine's scores are marbles home."""
    return f"{score} marble{'s' if score != 1 else ''} home"


def choice_label(move: dict[str, Any]) -> str:
    kind = move.get("kind")
    if kind == "swap":
        return "Swap the two marbles"
    if kind == "move":
        steps = move.get("steps", 0)
        return f"Move {steps}" if steps else "Jump there"
    return action_label(move)


def action_label(move: dict[str, Any]) -> str:
    kind = str(move.get("kind"))
    return {"pass": "Pass (no move: the card is lost)", "flip": "Turn over a card"}.get(kind, kind)


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if target is None:
        return None
    if piece.startswith("m:") and target.startswith("h:"):
        src, dest = piece[2:], target[2:]
        return None if src == dest else {"kind": "move", "from": src, "to": dest}
    if piece == "pile" and target == "card":
        return {"kind": "flip"}
    if piece.startswith("hand:") and target == "card":
        return {"kind": "choose", "card": piece[5:]}
    return None


def click_words(move: dict[str, Any]) -> str | None:
    """What a click on a card of the hand of five says it does, after "To ": "throw away the 9
    of clubs" for a card that moves no marble (it is lost), else None ("play the ...")."""
    if move.get("kind") == "choose" and move.get("card") in _lost:
        return f"throw away the {card_name(move['card'])}"
    return None


#: A click on a marble (or a card of the hand) that can move chooses it, its holes lit, and a
#: click on one of them moves it there: click, then click, beside dragging (s45 t3 #9).
click_to_move = True
#: what the lit places a marble may go to are, in the words a click on one says
places_called = "holes"


def click_then(moves: list) -> str | None:
    """What follows a card of the hand of five once it is played, said after how to play it (a
    single click only chooses it, s42 t1): "then the marble it moves"; None for a card thrown
    away, which ends the turn."""
    if len(moves) == 1 and moves[0].get("kind") == "choose" and moves[0].get("card") not in _lost:
        return "then click (or drag) the marble it moves"
    return None


def several_places_words(moves: list) -> str | None:
    """A single click on a card to throw away (one move, dropped on the card spot or the
    discards): how it is done, as a click on Rummoli's card says it."""
    if len(moves) == 1 and moves[0].get("kind") == "choose" and moves[0].get("card") in _lost:
        return f"To throw away the {card_name(moves[0]['card'])}, drag it to your discards or double-click it."
    return None


def wrong_place(piece: str, target: str | None) -> str:
    if piece == "pile":
        return "Click your pile to turn over a card."
    if piece.startswith("hand:") and target == "discards" and piece[5:] in _playable:
        # (a drop there throws a card away: one that moves a marble must be played)
        return (f"The {card_name(piece[5:])} moves a marble, so it must be played, not thrown away: "
                "double-click it, or drop it on the card spot.")
    if piece.startswith("hand:"):
        return "Double-click a card in your hand (or drop it on the card spot) to play it."
    return "Drop the marble on one of the lit holes."


# ----- geometry ------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def geometry(sides: int, home_len: int, b: Board | None = None):
    """(board, coords, spacing, bounds) with bounds = (min x, min y, max x, max y) in board
    coordinates, padded so the pens and the board's rim fit. ``b``: another board of the family
    (Jokers Wild's) instead of the Fast Track board with these sides."""
    b = b or board(sides, home_len)
    coords = b.all_coords()
    spacing = math.dist(coords[b.loop[0]], coords[b.loop[1]])
    pad = spacing * 1.05
    xs = [x for x, _ in coords.values()]
    ys = [y for _, y in coords.values()]
    return b, coords, spacing, (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


class Frame:
    """Board coordinates -> table units."""

    def __init__(self, sides: int, home_len: int, x0: float, y0: float, height: float, b: Board | None = None):
        self.b, self.coords, spacing, (mx, my, Mx, My) = geometry(sides, home_len, b)
        self.s = height / (My - my)
        self.x0, self.y0, self.mx, self.my = x0, y0, mx, my
        self.width = (Mx - mx) * self.s
        self.height = height
        self.spacing = spacing * self.s  # hole to hole, in units

    def at(self, hole: str) -> tuple[float, float]:
        x, y = self.coords[hole]
        return self.x0 + (x - self.mx) * self.s, self.y0 + (y - self.my) * self.s

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self.x0 + (x - self.mx) * self.s, self.y0 + (y - self.my) * self.s


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower: list[tuple[float, float]] = []
    upper: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


# ----- painting --------------------------------------------------------------------------------
def paint_marble(p: QPainter, spec: PieceSpec, r: QRectF) -> None:
    """A glass marble: the colour, a darker rim, a soft highlight up and to the left."""
    colour, _, mark = spec.face.partition(":")
    base = QColor(COLOURS.get(colour, colour))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    # a soft shadow on the board
    p.setBrush(QColor(0, 0, 0, 60))
    d = r.width() * 0.07
    p.drawEllipse(r.translated(d, d * 1.3))
    g = QRadialGradient(r.center() + QPointF(-r.width() * 0.18, -r.height() * 0.2), r.width() * 0.62)
    g.setColorAt(0.0, base.lighter(165))
    g.setColorAt(0.45, base)
    g.setColorAt(1.0, base.darker(175))
    p.setBrush(QBrush(g))
    p.setPen(QPen(base.darker(220), max(1.0, r.width() * 0.04)))
    p.drawEllipse(r.adjusted(1, 1, -1, -1))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 170))
    hl = QRectF(r.left() + r.width() * 0.24, r.top() + r.height() * 0.18, r.width() * 0.24, r.height() * 0.17)
    p.drawEllipse(hl)
    if mark == "fast":
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, max(2.0, r.width() * 0.1)))
        p.drawEllipse(r.adjusted(-r.width() * 0.08, -r.width() * 0.08, r.width() * 0.08, r.width() * 0.08))


register_token_painter("marble", paint_marble, round_piece=True)


def board_painter(sides: int, home_len: int, frame_args: tuple[float, float, float], colours: tuple[str, ...], current: tuple[str, ...],
                  swatches: list[tuple[str, float, float, float]], b: Board | None = None,
                  plaques: list[tuple[str, LabelSpec]] | None = None):
    """``paint(painter, unit)`` for the board: wood, groove, stained corners, pens, home rows,
    holes, fast-track rings, the bullseye, and a gold glow round the colour(s) to move; then the
    panel's colour swatches ``(colour, x, y, size)`` in table units (drawn, not pieces, so
    they are never picked up); last a dark plaque rimmed in its colour under each of the
    ``plaques``' captions ``(colour, label)`` set on the wood, so the light text reads there."""

    def paint(p: QPainter, unit: float) -> None:
        for colour, sx, sy, size in swatches:
            paint_marble(p, PieceSpec(id="", kind="marble", face=colour, x=0, y=0),
                         QRectF(sx * unit, sy * unit, size * unit, size * unit))
        f = Frame(sides, home_len, *frame_args, b=b)
        sp = f.spacing * unit
        bd = f.b

        def px(hole: str) -> QPointF:
            x, y = f.at(hole)
            return QPointF(x * unit, y * unit)

        hole_r = sp * 0.34
        # ---- the wooden board: the hull of every hole, rounded and padded ------------------
        hull = _hull([f.at(h) for h in bd.holes])
        poly = QPolygonF([QPointF(x * unit, y * unit) for x, y in hull])
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        st = QPainterPathStroker()
        st.setWidth(sp * 1.9)
        st.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        shape = st.createStroke(path).united(path).simplified()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawPath(shape.translated(sp * 0.12, sp * 0.2))
        rect = shape.boundingRect()
        g = QLinearGradient(rect.topLeft(), rect.bottomRight())
        g.setColorAt(0, WOOD_LIGHT)
        g.setColorAt(1, WOOD_DARK)
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor("#7a4a1e"), max(2.0, sp * 0.12)))
        p.drawPath(shape)
        # grain
        p.save()
        p.setClipPath(shape)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(int(rect.height() / (sp * 0.45)) + 2):
            y = rect.top() + k * sp * 0.45
            grain = QPainterPath(QPointF(rect.left(), y))
            steps = 24
            for j in range(1, steps + 1):
                x = rect.left() + rect.width() * j / steps
                grain.lineTo(x, y + math.sin(j * 0.7 + k * 1.3) * sp * 0.12 + math.sin(k * 0.37) * sp * 0.2)
            p.setPen(QPen(QColor(120, 70, 25, 28 + (k * 37) % 30), max(1.0, sp * 0.04)))
            p.drawPath(grain)
        p.restore()
        # ---- the loop groove, stained in each colour round its corner --------------------
        n = len(bd.loop)
        sec = bd.section
        loop_pts = [px(h) for h in bd.loop]
        groove = QPainterPath(loop_pts[0])
        for q in loop_pts[1:]:
            groove.lineTo(q)
        groove.closeSubpath()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(90, 50, 15, 70), sp * 0.95, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(groove)
        for s, colour in enumerate(bd.colours):
            c = QColor(COLOURS[colour])
            if colour not in colours:
                c.setAlpha(70)
            else:
                c.setAlpha(200)
            corner = bd.loop_index(bd.corner(colour))
            idx = [(corner + k) % n for k in range(-sec // 2 + 1, sec // 2 + 1)]
            stripe = QPainterPath(loop_pts[idx[0]])
            for i in idx[1:]:
                stripe.lineTo(loop_pts[i])
            p.setPen(QPen(c, sp * 0.78, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPath(stripe)
        # ---- each colour's pen, exit and home row ----------------------------------------
        for colour in bd.colours:
            playing = colour in colours
            c = QColor(COLOURS[colour])
            if not playing:
                c = QColor(c.red(), c.green(), c.blue(), 90)
            p.setBrush(Qt.BrushStyle.NoBrush)  # the lane and the tray are open paths: never fill them
            # home lane: entrance -> home row
            lane = QPainterPath(px(bd.home_entrance(colour)))
            for h in bd.homes[colour]:
                lane.lineTo(px(h))
            if colour in current:
                p.setPen(QPen(QColor(255, 225, 110, 200), sp * 1.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
                p.drawPath(lane)
            p.setPen(QPen(c.darker(130), sp * 0.9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPath(lane)
            p.setPen(QPen(c, sp * 0.72, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPath(lane)
            # pen: a tray round the pen holes, joined to its exit hole by a channel
            pen_holes = bd.pens[colour]
            a, z = px(pen_holes[0]), px(pen_holes[-1])
            p.setPen(QPen(c, sp * 0.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine((a + z) / 2, px(bd.pen_exit(colour)))
            tray = QPainterPath(a)
            tray.lineTo(z)
            if colour in current:
                p.setPen(QPen(QColor(255, 225, 110, 220), sp * 1.55, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawPath(tray)
            p.setPen(QPen(c.darker(140), sp * 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPath(tray)
            p.setPen(QPen(c, sp * 1.02, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawPath(tray)
            # the exit hole and the home entrance get a coloured collar
            for h in (bd.pen_exit(colour), bd.home_entrance(colour)):
                p.setPen(QPen(c.darker(120), max(2.0, sp * 0.14)))
                p.setBrush(c.lighter(130))
                p.drawEllipse(px(h), hole_r * 1.45, hole_r * 1.45)
        # ---- the bullseye --------------------------------------------------------------------
        if bd.bullseye:
            centre = px(BULLSEYE)
            rings = [(2.6, "#fbf3dc"), (2.1, "#c62828"), (1.6, "#fbf3dc"), (1.1, "#c62828"), (0.65, "#fbf3dc")]
            p.setPen(QPen(QColor(90, 50, 15, 120), max(1.0, sp * 0.06)))
            for k, (rr, col) in enumerate(rings):
                p.setBrush(QColor(col))
                p.drawEllipse(centre, sp * rr * 0.55, sp * rr * 0.55)
        # ---- holes -----------------------------------------------------------------------------
        for h in bd.holes:
            q = px(h)
            if bd.fast_track and bd.is_corner(h):
                p.setPen(QPen(QColor("#7a5a00"), max(1.0, sp * 0.06)))
                p.setBrush(GOLD)
                p.drawEllipse(q, hole_r * 1.75, hole_r * 1.75)
                p.setBrush(QColor("#fff3c0"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawEllipse(q, hole_r * 1.38, hole_r * 1.38)
            hg = QRadialGradient(q + QPointF(hole_r * 0.3, hole_r * 0.35), hole_r * 1.2)
            hg.setColorAt(0, QColor("#6b4420"))
            hg.setColorAt(1, QColor("#24140a"))
            p.setBrush(QBrush(hg))
            p.setPen(QPen(QColor(255, 240, 210, 110), max(1.0, sp * 0.05)))
            p.drawEllipse(q, hole_r, hole_r)
        # ---- the captions' plaques, each just round its label's own box --------------------------
        for colour, label in plaques or ():
            r = LabelItem(label, unit).rect.translated(label.x * unit, label.y * unit)
            r = r.adjusted(-sp * 0.22, -sp * 0.12, sp * 0.22, sp * 0.08)
            rim = max(2.0, sp * 0.12)
            if colour in current:
                p.setPen(QPen(QColor(255, 225, 110, 230), rim * 2.6))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, sp * 0.35, sp * 0.35)
            p.setPen(QPen(QColor(COLOURS[colour]), rim))
            p.setBrush(QColor(45, 26, 10, 225))
            p.drawRoundedRect(r, sp * 0.35, sp * 0.35)
    return paint


# ----- the table ---------------------------------------------------------------------------
def board_beside_panel(aspect: float, sides: int, home_len: int, panel_w: float | None = None,
                       b: Board | None = None) -> tuple[TableSpec, Frame, tuple[float, float, float], float]:
    """A marble-track table: the board at the left as tall as the table, a panel ``panel_w``
    wide at the right, the spare width shared in three. The spec, the board's frame, the
    frame's arguments (for the board painter) and the panel's left edge."""
    panel_w = PANEL_W if panel_w is None else panel_w
    board_h = TABLE_H - 2 * MARGIN
    probe = Frame(sides, home_len, 0, 0, board_h, b=b)
    need_w = probe.width + panel_w + 3 * MARGIN
    width = max(TABLE_H * aspect, need_w)
    spare = (width - need_w) / 3
    bx = MARGIN + spare
    frame_args = (bx, MARGIN, board_h)
    return (TableSpec(width=width, height=TABLE_H), Frame(sides, home_len, *frame_args, b=b), frame_args,
            bx + probe.width + MARGIN + spare)


def standings(spec: TableSpec, swatches: list, rows: list[tuple], y: float,
              panel_x: float, panel_w: float = PANEL_W) -> None:
    """The panel's last lines, one a player from ``y`` down: the colours it moves (swatches) and
    its words, the player to move in bold. A row is ``(colours, text, bold)``, or with a fourth,
    ``tail``, words never cut (": 0/5 in the Castle"), and a fifth, shorter forms of ``text``
    (:func:`partner_rows`' first names), taken alike by every row that has them where the
    longer do not fit. Every line is set at one readable size (the panel's other lines' size
    where the room allows): a line still too long for its width is cut with "…" (a name to its
    first word, the tail kept; the whole in its tooltip), never set smaller. (Set at the size
    at which the longest fitted, four long names put every line at 10 px beside the panel's
    18, s41 t3 LOOK-3.)"""
    step = min(0.36, (TABLE_H - 0.1 - y) / max(1, len(rows)))
    size = min(0.19, step * 0.55)
    sw = min(0.26, step * 0.8)

    def room(cols: list[str]) -> tuple[float, float]:
        # the words take the room right of their own swatches (a line with one marble has more)
        left = panel_x + 0.12 + len(cols) * (sw + 0.04) + 0.06
        return left, panel_x + panel_w - 0.08

    def fits(text: str, cols: list[str], bold: bool) -> bool:
        left, right = room(cols)
        return len(text) * (0.62 if bold else PLAIN_EM + 0.04) * size <= right - left

    forms = [(row[1], *row[4]) if len(row) > 4 else (row[1],) for row in rows]
    level = 0
    while level + 1 < max(map(len, forms), default=1) and not all(
            fits(f[min(level, len(f) - 1)], row[0], row[2]) for f, row in zip(forms, rows) if len(f) > 1):
        level += 1
    for (cols, _text, bold, *tail), form in zip(rows, forms):
        for k, c in enumerate(cols):
            swatches.append((c, panel_x + 0.12 + k * (sw + 0.04), y + (step - sw) / 2 - 0.02, sw))
        left, right = room(cols)
        spec.labels.append(LabelSpec(form[min(level, len(form) - 1)], (left + right) / 2,
                                     y + (step - step * 0.55) / 2 - 0.04, size=size, bold=bold,
                                     max_width=right - left, elide=1, keep_size=True,
                                     tail=tail[0] if tail else ""))
        y += step


def partner_rows(players: list[str], teams: list[int] | None, colours_of: Callable[[int], list[str]],
                 head: str = "Partners: ") -> list[tuple]:
    """:func:`standings` lines that say who plays with whom (:meth:`Game.seat_teams`), a side a
    line, with the colours its seats move (``colours_of(seat)``): "Partners: Anna & Cleo" (each
    line after ``head``: "" under a heading of its own). None where everyone plays alone. Jokers
    Wild's four and Fast Track's partners say it so on the table (a family playing Fast Track on
    a hexagon had to work out who sat "across"). Shorter forms where long names do not fit: each
    name's first word, then without ``head`` ("Maximilian & Wilhelmina" beside the two marbles)."""
    if teams is None:
        return []
    out: list[tuple] = []
    for side in sides(teams):
        short = " & ".join((name_prefixes(players[seat]) or [players[seat]])[0] for seat in side)
        out.append(([c for seat in side for c in colours_of(seat)],
                    head + " & ".join(players[seat] for seat in side), False, "",
                    tuple(dict.fromkeys((head + short, short)))))
    return out


#: how wide a letter of the panel's plain lines is, in ems: DejaVu Sans averages 0.51 to 0.53 in
#: "plays yellow & orange", and the view rounds the size to whole pixels (a little over)
PLAIN_EM = 0.54


def marbles_line(spec: TableSpec, swatches: list, colours: tuple[str, ...], text: str, cx: float, y: float,
                 room: float, size: float = 0.2, sw: float = 0.3) -> None:
    """A line of the panel: a marble of each of ``colours``, then ``text``, side by side, the
    whole centred on ``cx`` within ``room``. The text keeps to its own width right of the
    marbles (its label sets it smaller rather than wider), so it never runs over them: "plays
    blue & purple" once began at the middle of the panel, its marble under its first letters."""
    gap, after = 0.05, 0.12
    icons = len(colours) * sw + max(0, len(colours) - 1) * gap
    text_w = min(room - icons - after, PLAIN_EM * size * len(text))
    left = cx - (icons + after + text_w) / 2
    for k, colour in enumerate(colours):
        swatches.append((colour, left + k * (sw + gap), y, sw))
    # (the marble is 0.3 tall, a line of text about 0.23: both centred on one line)
    spec.labels.append(LabelSpec(text, left + icons + after + text_w / 2, y + 0.03, size=size, max_width=text_w))


def hole_targets(spec: TableSpec, f: Frame, describe_hole) -> None:
    """Every hole of the board a drop target (a marble is dropped on a lit one), named in words."""
    size = f.spacing * 0.95
    for hole in f.b.holes:
        x, y = f.at(hole)
        spec.targets.append(TargetSpec("h:" + hole, x - size / 2, y - size / 2, w=size, h=size,
                                       name=describe_hole(hole), shape="hole"))


#: a caption's text height, in table units, largest first: the first at which every caption finds
#: its place on the board is taken (the hexagonal board's corners are tighter)
CAPTION_SIZES = (0.19, 0.17, 0.155, 0.14, 0.125, 0.11)
#: the widest caption line planned for, in characters
CAPTION_CHARS = 14


@lru_cache(maxsize=None)
def _caption_room(sides: int, home_len: int):
    """What :func:`caption_places` needs of a board, worked out once: the loop's outline (its
    corners, a convex polygon), the obstacles ``(x, y, radius)`` (points along everything
    painted, each with the half-width it is painted to, a glowing lane 1.25 holes wide, a glowing
    tray 1.55, and a little air) and, for each colour, the candidate centres inside the loop
    that are nearer its own home area (its pen, corner and home row) than any other colour's by
    at least a hole, nearest first."""
    b, coords, spacing, _ = geometry(sides, home_len)

    def pts(holes) -> list[tuple[float, float]]:
        return [coords[h] for h in holes]

    obstacles: list[tuple[float, float, float]] = []

    def line(a: tuple[float, float], z: tuple[float, float], radius: float) -> None:
        n = max(1, int(math.dist(a, z) / (spacing * 0.25)))
        for k in range(n + 1):
            obstacles.append((a[0] + (z[0] - a[0]) * k / n, a[1] + (z[1] - a[1]) * k / n, radius))

    loop = pts(b.loop)
    for a, z in zip(loop, loop[1:] + loop[:1]):
        line(a, z, spacing * 0.7)
    for c in b.colours:
        lane = pts((b.home_entrance(c),) + b.homes[c])
        for a, z in zip(lane, lane[1:]):
            line(a, z, spacing * 0.75)
        pen = pts(b.pens[c])
        line(pen[0], pen[-1], spacing * 0.9)
        mid = ((pen[0][0] + pen[-1][0]) / 2, (pen[0][1] + pen[-1][1]) / 2)
        line(mid, coords[b.pen_exit(c)], spacing * 0.5)
    if b.bullseye:
        obstacles.append((0.0, 0.0, spacing * 1.7))  # the target is painted 1.43 holes round
    area = {c: pts(b.pens[c] + b.homes[c] + (b.corner(c),)) for c in b.colours}
    step = spacing * 0.25
    xs, ys = [x for x, _ in loop], [y for _, y in loop]
    candidates: dict[str, list[tuple[float, float, float]]] = {c: [] for c in b.colours}
    for i in range(int((max(xs) - min(xs)) / step) + 1):
        for j in range(int((max(ys) - min(ys)) / step) + 1):
            x, y = min(xs) + i * step, min(ys) + j * step
            near = sorted((min((x - ax) ** 2 + (y - ay) ** 2 for ax, ay in area[c]), c) for c in b.colours)
            (d0, c0), (d1, _) = near[0], near[1]
            if math.sqrt(d1) - math.sqrt(d0) > spacing:
                candidates[c0].append((d0, x, y))
    for c in candidates:
        candidates[c].sort()
    # the obstacles in square cells, so a box looks only at those round it
    cell = spacing * 2
    cells: dict[tuple[int, int], list[tuple[float, float, float]]] = {}
    for o in obstacles:
        cells.setdefault((math.floor(o[0] / cell), math.floor(o[1] / cell)), []).append(o)
    corners = pts(b.corners)  # the loop's outline: its corners, in turn
    return b, corners, (cells, cell, max(r for *_, r in obstacles)), candidates, spacing


def _inside(outline: list[tuple[float, float]], x: float, y: float) -> bool:
    """Whether (x, y) is inside the convex polygon ``outline``."""
    sign = 0.0
    for (ax, ay), (zx, zy) in zip(outline, outline[1:] + outline[:1]):
        cross = (zx - ax) * (y - ay) - (zy - ay) * (x - ax)
        if cross * sign < 0:
            return False
        sign = sign or cross
    return True


@lru_cache(maxsize=None)
def caption_places(sides: int, home_len: int, w: float, h: float) -> dict[str, tuple[float, float]] | None:
    """Where each colour's caption box (``w`` by ``h``, board coordinates) goes on the wood: the
    centre nearest that colour's own home area that is inside the loop, clear of every hole,
    groove, lane, tray and the bullseye, clear of the captions placed before it, and nearer to
    its own home area than to any other colour's (so a caption is never read as its
    neighbour's). Every colour of the board has its place, played or not, so a caption is where
    it always is whoever plays. ``None`` if some colour finds no place at this size."""
    b, outline, (cells, cell, reach), candidates, spacing = _caption_room(sides, home_len)
    gap = spacing * 0.9  # between two captions

    def clear(x: float, y: float, placed) -> bool:
        if not all(abs(x - px) >= w + gap or abs(y - py) >= h + gap for px, py in placed):
            return False
        x0, x1, y0, y1 = x - w / 2, x + w / 2, y - h / 2, y + h / 2
        for i in range(math.floor((x0 - reach) / cell), math.floor((x1 + reach) / cell) + 1):
            for j in range(math.floor((y0 - reach) / cell), math.floor((y1 + reach) / cell) + 1):
                for ox, oy, r in cells.get((i, j), ()):
                    dx, dy = max(x0 - ox, 0.0, ox - x1), max(y0 - oy, 0.0, oy - y1)
                    if dx * dx + dy * dy < r * r:
                        return False
        return all(_inside(outline, px, py) for px in (x0, x1) for py in (y0, y1))

    out: dict[str, tuple[float, float]] = {}
    for c in b.colours:
        place = next(((x, y) for _, x, y in candidates[c] if clear(x, y, out.values())), None)
        if place is None:
            return None
        out[c] = place
    return out


def board_captions(spec: TableSpec, f: Frame, sides: int, home_len: int,
                   rows: list[tuple[str, str, str, bool]]) -> list[tuple[str, LabelSpec]]:
    """Each colour's caption, ``(colour, name, count, bold)``, set on the wood beside that colour's
    own pen and home row (two lines: the name, the marbles home), every caption at one size;
    returns ``(colour, label)`` for the board painter's plaques."""
    if not rows:
        return []
    widest = max(len(line) for _, name, count, _ in rows for line in (name, count))
    # a longer name is cut with "…" on its one line (the whole of it its tooltip), at the
    # captions' size: set smaller and on three lines, a 20-letter name was drawn at 5 px and its
    # larger box moved the captions away from their colours
    # a name longer than a line goes on two (and the count under it): cut to its first word, six
    # long names read "Jean-François…", "Wilhelmina…" with the board's middle empty (s37 t3)
    longest = min(CAPTION_CHARS, widest)
    lines = 3 if any(len(name) > longest for _, name, _, _ in rows) else 2
    per_unit = f.s  # board coordinates -> table units
    for size in CAPTION_SIZES:
        # 0.62 em a character (DejaVu Sans Bold's average, as in the panel), lines of 1.17 em
        w, h = (0.62 * longest + 0.5) * size, (1.17 * lines + 0.26) * size
        places = caption_places(sides, home_len, round(w / per_unit, 4), round(h / per_unit, 4))
        if places is not None:
            break
    out = []
    for colour, name, count, bold in rows:
        if places is None:  # never on these boards (a test tries them all): shown, at its corner
            x, y = f.at(f.b.corner(colour))
        else:
            x, y = f.point(*places[colour])
        # a label of several lines is centred half a line below its ``y``
        label = LabelSpec(name, x, y - 0.58 * size, size=size, bold=bold, max_width=w - 0.2 * size, elide=lines,
                          tail=f"\n{count}")
        spec.labels.append(label)
        out.append((colour, label))
    return out


def describe(game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
    obs = game.observation(state, viewer)  # what the viewer may see: nothing else is read
    zones = obs["zones"]
    v = obs["public"]
    players = obs["players"]
    turn = v["turn"]
    over = v["phase"] == "over"
    colours = tuple(v["colours"])
    owners = v["owners"]
    sides, home_len = v["board"]["sides"], v["board"]["home_len"]
    spec, f, frame_args, panel_x = board_beside_panel(aspect, sides, home_len)
    current = tuple(c for c, o in zip(colours, owners) if o == turn) if not over else ()
    # with partners, the colours this seat moves now (its partner's, once its own are home)
    moved = {m.get("from") for m in game.legal_moves(state) if m.get("kind") == "move"}
    swatches: list[tuple[str, float, float, float]] = []
    plaques: list[tuple[str, LabelSpec]] = []
    spec.board = board_painter(sides, home_len, frame_args, colours, current, swatches, plaques=plaques)

    # ----- holes (targets) and marbles --------------------------------------------------------
    hole_targets(spec, f, lambda hole: describe_hole(hole, sides, colours))
    fast = set(v["fast"])
    d = f.spacing * 0.82
    for colour, holes in v["marbles"].items():
        owner = players[owners[colours.index(colour)]]
        for hole in holes:
            x, y = f.at(hole)
            where = describe_hole(hole, sides, colours) + (", on the fast track" if hole in fast else "")
            spec.pieces.append(PieceSpec(
                id="m:" + hole, kind="marble", face=colour + (":fast" if hole in fast else ""),
                x=x - d / 2, y=y - d / 2, z=10 + (1 if hole in moved else 0), w=d, h=d,
                name=f"{owner}'s {colour} marble, {where}"))

    # ----- the panel ----------------------------------------------------------------------------
    cx = panel_x + PANEL_W / 2
    y = 0.12
    if over:
        spec.labels.append(LabelSpec(prompt, cx, y, size=0.22, bold=True, highlight=True, max_width=PANEL_W))
    else:
        who = players[turn]
        mine = " & ".join(current) if current else ""
        spec.labels.append(turn_banner(who, cx, y, size=0.26, max_width=PANEL_W))
        if mine:
            marbles_line(spec, swatches, current, f"plays {mine}", cx, y + 0.5, PANEL_W - 0.2)
    y = 1.0
    card_s = 0.78
    # the pile, the card being played and the discards, side by side; the discards show the
    # card a player has just lost face up (a card with no move was put away unseen: the slot
    # was empty again and the table only said so in words)
    gap = 0.2
    pile_x = cx - 1.5 * card_s - gap + 0.06  # (the pile's lower cards lie up to 0.06 to its left)
    card_x, disc_x = pile_x + card_s + gap, pile_x + 2 * (card_s + gap)
    pile_n = zones[f"pile/{turn}"]["count"] if not over else 0
    hand_game = bool(obs["options"].get("hand_of_five"))
    spec.targets.append(TargetSpec("pile_zone", pile_x, y, w=card_s, h=card_s * CARD_RATIO,
                                   name="your pile", label=f"Pile ({pile_n})"))
    if pile_n and not over:
        depth = min(3, (pile_n + 9) // 10)
        for k in range(depth):
            top = k == depth - 1
            spec.pieces.append(PieceSpec(
                id="pile" if top else f"pile:{k}", kind="card", face=BACK, scale=card_s,
                x=pile_x - 0.03 * (depth - 1 - k), y=y - 0.03 * (depth - 1 - k), z=k,
                name=(f"{players[turn]}'s pile, {pile_n} cards" + ("" if hand_game else ": turn its top card"))
                if top else "the pile", clickable=top and not hand_game))
    card = (zones["card"]["cards"] or [""])[0]
    spec.targets.append(TargetSpec("card", card_x, y, w=card_s, h=card_s * CARD_RATIO,
                                   name="the card being played",
                                   label="Card" if card else "Play a card" if hand_game else "Turn a card",
                                   plays=True))
    if card:
        spec.pieces.append(PieceSpec(id="card:now", kind="card", face=card, scale=card_s, x=card_x, y=y, z=5,
                                     name=f"the {card_name(card)}, being played"))
    discards = zones[f"discard/{turn}"]["cards"] if not over else []
    spec.targets.append(TargetSpec("discards", disc_x, y, w=card_s, h=card_s * CARD_RATIO,
                                   name=f"{players[turn]}'s discards", label="Discards"))
    # "If the draw pile is finished before the end of the game the discard pile is shuffled and
    # becomes the draw pile": with the pile used up the discards are what the player clicks (the
    # engine's flip shuffles them first); an empty pile had nothing to click and the game stuck
    reshuffle = not pile_n and not over and not hand_game and v["phase"] == "flip"
    if discards and discards[-1]:
        top = discards[-1]
        spec.pieces.append(PieceSpec(
            id="pile" if reshuffle else "discard:top", kind="card", face=top, scale=card_s, x=disc_x, y=y, z=5,
            name=f"{players[turn]}'s discards: shuffle them into a new pile and turn a card"
            if reshuffle else f"the {card_name(top)}, on {players[turn]}'s discards", clickable=reshuffle))
    y = y + card_s * CARD_RATIO + 0.42
    # what to do now, in the panel's own words (the status line has the full sentence), for the
    # mouse and the keys alike ("Click your pile" told a keyboard player nothing, s34 #3)
    legal = game.legal_moves(state)
    # a hand of five in which no card moves a marble (said to its holder only: the hand is theirs)
    throw = (hand_game and not over and v["phase"] == "flip" and viewer == turn
             and not game.playable_cards(state))
    if over:
        todo = ""
    elif v["seven_left"]:
        todo = f"7 split: {v['seven_left']} left"
    elif viewer is not None and viewer != turn:  # a computer's turn: no orders for the person watching
        todo = ""
    elif v["phase"] == "flip" and throw:
        todo = "None of your cards can move a marble: choose one to throw away."
    elif v["phase"] == "flip":
        todo = ("Choose a card to play" if hand_game else "Turn your discards: they become your new pile"
                if reshuffle else "Turn a card from your pile")
    elif [m.get("kind") for m in legal] == ["pass"]:
        todo = f"No move for the {card_name(card)}"
    else:
        todo = "Move a marble"
    if todo:  # (the prompt: a chooser's question takes its place)
        spec.prompt = LabelSpec(todo, cx, y, size=0.26 if v["seven_left"] else 0.22, bold=True, max_width=PANEL_W)
        spec.labels.append(spec.prompt)
    if v["seven_left"] and not over:
        spec.labels.append(LabelSpec("move another marble", cx, y + 0.34, size=0.17, max_width=PANEL_W))
    spec.buttons_at = (cx, y + 0.85)
    y += 1.2

    # ----- the hand of five --------------------------------------------------------------------
    if hand_game and not over:
        holder = hand_holder(viewer, turn)
        faces = zones[f"hand/{holder}"]["cards"]
        hand = faces if viewer is not None and None not in faces else None  # under the curtain: backs
        count = len(faces)
        cards: list[str | None] = list(hand) if hand is not None else [None] * count
        hs = 0.55
        fan = fit_fan(len(cards), cx, PANEL_W - 0.2, scale=hs, max_step=0.6 / hs)
        spec.labels.append(LabelSpec(f"{whose_own(players, holder, viewer)} hand", cx, y, size=0.17, max_width=PANEL_W))
        y += 0.3
        # (not clickable: a single click chooses it, then a click on the card spot plays it;
        # a double-click or a drag plays it at once)
        add_hand(spec, fan, cards, y, holder, players[holder],
                 describe=lambda card: ": double-click to throw it away" if throw else ": double-click to play it")
        y += hs * CARD_RATIO + 0.2

    # ----- who plays with whom, under it all (Jokers Wild's way: the marbles, then the names) ----
    # (under a heading "Partners", each line only the names: "Partners: Robo Rex & Robo Rosa"
    # on each of six players' three lines was set at 10 px at 1024x600)
    partners = partner_rows(players, game.seat_teams(state),
                            lambda seat: [c for c, o in zip(colours, owners) if o == seat], head="")
    if partners:
        rows_top = max(y + 0.3, TABLE_H - 0.1 - 0.36 * len(partners))
        spec.labels.append(LabelSpec("Partners", cx, rows_top - 0.3, size=0.17, max_width=PANEL_W))
        standings(spec, swatches, partners, rows_top, panel_x)

    # ----- each colour's player and marbles home, on the board by its own pen and home row ------
    rows = []
    for colour, seat in zip(colours, owners):
        home = sum(1 for h in v["marbles"][colour] if hole_kind(h) == "home")
        rows.append((colour, players[seat], f"{home}/{home_len} home", seat == turn and not over))
    plaques.extend(board_captions(spec, f, sides, home_len, rows))
    spec.board_key = ("fast_track", sides, home_len, frame_args, tuple(colours), current, tuple(swatches),
                      tuple((c, lab.text, lab.tail, lab.x, lab.y, lab.size, lab.bold, lab.max_width) for c, lab in plaques))
    return spec
