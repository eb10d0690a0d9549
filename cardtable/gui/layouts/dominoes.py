"""Chicken Foot and Mexican Train on the table: one layout for both domino games.

* Along the top, a strip with every seat: name, tiles left (hands are never shown to others),
  running total, and in Mexican Train the seat's marker when it is out. The boneyard is a
  face-down heap on the right with its count; a click on it draws when drawing is legal.
* In the middle, the chains, grown from the centre double and zoomed to fit. Every tile is a real
  domino (ivory, a divider, pips in the standard patterns up to 12, coloured by number). A line
  runs straight until the next tile would leave the table or touch another chain, then turns a
  right angle and runs back beside itself, like a snake. Doubles lie crosswise.

  Chicken Foot: the centre double's four arms run right, down, left and up; a double on an arm
  grows a chicken foot: one toe straight on from its far side and one from each of its ends. On a
  line running up or down (the table is wide), the three toes fan out from the double's far side,
  one straight on and one out to each side from its far corners, where they fit (s37); else the
  toe straight on turns at once to the side with more room; on a line running across, the side
  toes run forward along the line beside the toe straight on, where they fit (a foot three tiles
  tall spilled over the box's top and bottom). The toes of one double meet at it only, ARM_GAP
  apart from each other as from any line they do not join. The double and its three toes are
  placed together, each toe touching the double (a toe whose place is taken turns or slides along
  the same side; with no room for the toes so, each toe may leave any free side of the double, end
  on or lying along it, where it has the most room ahead; only then may the double lie beside the
  end's last half, the line bending (it lies along its line there: "Doubles are placed crosswise"
  is kept wherever a foot fits across the end); only with no room at all does the whole foot hop
  to the nearest room, as a walled-in line does: straight on or out of a side, across the table
  before up or down), and every open end keeps room for a foot that other lines stay out of when
  they can. A line with no room straight on nor round a corner bends out of a side of its end's
  last half, or leaves any free side of it, before it hops. A toe touches the line it branches
  from at its double only.
  Mexican Train: each train has its own lane off the hub (the centre double), a spoke to its
  start and its owner's name over the spoke's level last stretch (in a column between the hub and
  the lanes, clear of the tiles); the Mexican train has a lane of its own. Each train snakes inside its own band
  (faintly shaded; three rows or more, for eight players too), never into another train's; past
  the band's last row it snakes on in a block of rows further out (run straight out, a long train
  shrank every tile to 10 px at 1024x600). With six players or more the hand's tiles are drawn
  smaller (:data:`MANY_TRAINS_HAND`), the chains' frame the taller. A
  tile too narrow for its pips to be counted shows its numbers in figures. Every train's open end is
  marked (s40; long trains folded into snakes of small tiles, their open ends had to be hunted
  for): a gold plate on the place its next tile goes, with the number to match in large figures
  and an arrow the way the train runs there, and a gold ring round its last tile
  (:func:`open_end_mark`); where the train turns there, in line with its last tile if its band has
  room, else past the last tile the way the next tile goes, inside the band and the frame (s41).
  A train with a marker shows a red marker beside its plate, on no tile, ring or plate (s41).
* At the bottom, the prompt, the buttons (pass, next hand) and the hand of the seat the table is
  drawn for, upright; drag a tile from it to an open end (or pick it up with the keys): the ends
  it may go to light up.

The geometry works in "grid" units (a tile is 4 long and 2 wide) and is computed from the public
lines, tile by tile in the order they were laid (the engine keeps it, public), so a tile never
moves when another is laid; the boards of the last few positions are kept, so a move lays one
tile and finds again only the open ends near it (:func:`_board_for`).

Chicken Foot, since s40: every tile is laid touching the tile it was played on. A walled-in
double lies touching its end with the toes that fit (it no longer hops as a whole), a toe's
first tile may leave any free side of its double, and where a tile would still come loose (hop)
in the box the board was laid in, the whole board is laid again in the next box of
:data:`CHICKEN_TALLS` x :data:`FLIPS` that lays every tile touching, first with the lines kept
apart, then edge to edge (a tile touching another line rather than hop); the tiles move then,
and only then (about one play in 60 to 100 of seeded random hands). Only where no box does
(crowded last positions of long hands, rarely) does a tile or foot hop as before. Since s41 the
boxes after the one shown are laid up to the position shown while the table waits for the next
move (:func:`lay_ahead`, on a timer): the play that lays the board again lays a tile in each box
tried, not each box from its first tile (218 ms at the slowest, s40).
"""

from __future__ import annotations

import copy
import functools
import itertools
import math
import time
from dataclasses import dataclass, replace
from typing import Any, Iterable, Iterator, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from ...games.dominoes import NEXT_HAND_LABEL, tile_name
from ..hand_fan import hand_holder
from ..table_view import SELECTED_RISE, LabelItem, elide_text, fit_text, register_token_painter
from . import LabelSpec, ModuleTable, PieceSpec, TableSpec, TargetSpec, seat_name_label

TABLE_H = 10.0
DOMINO = "domino"
MARKER = "train_marker"
TOP_H = 1.25  # the seat strip
BOTTOM_H = 2.75  # prompt, buttons and the hand
SIDE_W = 1.9  # the boneyard column on the right
MAX_TILE = 1.15  # the longest a laid tile is drawn (card units), when there are few
HAND_TILE = 0.8  # a tile in the hand, across (upright: twice as tall), when the hand has room
ONE_LINE_MIN = 0.55  # narrower in one line than this, the hand lies in two
TWO_LINE_TILE = 0.7  # the widest a tile of a hand in two lines is drawn
ROW_GAP = 0.12  # between the hand's two lines
#: Mexican Train with four trains a side or more (six players or more): the widest a tile of the
#: hand is drawn, the strip under the chains the lower. Their bands of three rows are limited by
#: the table's height, and the hand's tiles (0.8 wide: 43 x 86 px at 1024x600) were four times
#: as long as the laid ones (about 21 px); at 0.55 they are still larger than the laid ones, as
#: in Chicken Foot the board is read first (s34). 0.55 until s43: at 1024x600 with the sheet
#: docked the hand's tiles were 29 px across, and a family misread 10, 11 and 12 (now 31 px, in
#: figures there, the figures what reads; at 0.65 the laid tiles of the longest trains fell under
#: 22 px long, and at 0.6 a train's plate lay 1 px over its last tile at one position of
#: test_mexican_train_open_ends)
MANY_TRAINS_HAND = 0.58
#: Chicken Foot: the longest a laid tile is drawn (card units): as long as a tile of a full-size
#: hand (the hand's tiles are never drawn longer than the laid ones: early in a hand they were
#: drawn 78 px long over a board of 56 px ones, s32)
FOOT_TILE = 2 * HAND_TILE
HAND_LEAST = 0.28  # the narrowest a tile of the hand is drawn to leave the chains room (card units; 0.3
#: until s33: a foot laid across its line first hops a little more often, an 8-player board was drawn 0.57 long)
FRAME_AIR = 0.08  # between the frame round the chains and the nearest tile, band or marker

#: the narrowest a tile is drawn with pips (px, across): narrower, its halves show their numbers in
#: figures (the pips of a 12 on a tile 10 px wide were dots of a pixel or two, s33; 12 px until
#: s35: Mexican Train's tiles with six to eight players at 1366x768, about 15 px across, had the
#: pips of a 10, 11 or 12 in dots under 2 px, and 10, 11 and 12 looked alike; at 20 px a 12's
#: dots are 2.5 px, a 9's 3 px)
PIP_LEAST = 20.0
#: the least a pip of a 12 is drawn across (px) for a table to show pips: smaller, its tiles show
#: figures (s43 t2 #1: Mexican Train's hand at 1024x600 with eight players, tiles 30 px across,
#: had 10, 11 and 12 in dots of 3-4 px in columns, and four tiles were misread; at 4.5 px a
#: tile is some 36 px across)
PIP_DOT_LEAST = 4.5


def pip_px(short: float) -> float:
    """How large a pip of a 12 is drawn (px) on a tile ``short`` px across (as
    :func:`paint_domino` and :func:`_pips` draw it: the half inset, 15 % of its room)."""
    return 0.15 * short * (0.96 - 0.12)


#: pip colours by number (0 has none)
PIP_COLOURS = ("#000000", "#1565c0", "#2e7d32", "#c62828", "#5d4037", "#ef6c00", "#6a1b9a",
               "#00838f", "#1a237e", "#ad1457", "#558b2f", "#37474f", "#9e7b00")


# ----- gestures ------------------------------------------------------------------------------
def piece_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "play":
        return "hand:" + str(move.get("tile"))
    if kind == "draw":
        return "boneyard"
    return None


def target_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "play":
        return str(move.get("to"))
    if kind == "draw":
        return "boneyard_zone"
    return None


def action_label(move: dict[str, Any]) -> str:
    return {"pass": "Pass", "next_hand": NEXT_HAND_LABEL, "draw": "Draw"}.get(str(move.get("kind")),
                                                                         str(move.get("kind")))


def choice_label(move: dict[str, Any]) -> str:
    return str(move.get("tile", action_label(move)))


def score_text(score: int) -> str:
    return f"{score} pips in all"  # a game total, shown beside the last hand's tiles


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    """The play a drop of a tile on an open end means; with no place (a press on a tile that
    fits no end, so it does not lift), the play of the tile anywhere: the engine then names
    every end the player may play on, not just the first one on the table. The boneyard, pressed
    or dropped on itself: a draw."""
    if piece.startswith("hand:") and target is None:
        return {"kind": "play", "tile": piece[5:]}
    if piece.startswith("hand:") and target and target != "boneyard_zone":
        return {"kind": "play", "tile": piece[5:], "to": target}
    if piece == "boneyard" and target in (None, "boneyard_zone"):
        # a click on the boneyard when drawing is not allowed: the engine says why (a tile plays),
        # not "The boneyard cannot be moved."
        return {"kind": "draw"}
    return None


def landed(face: str) -> str:
    """The piece a tile dropped from the hand (its face is its code) becomes once laid: it glides
    there from where, and as, it was let go."""
    return f"laid:{face}"


def hint_words(move: dict[str, Any], yard: str = "boneyard") -> str | None:
    """Help > Hint in words, where the generic "move X to Y" does not fit: a draw (from the
    ``yard``: the game's word for the face-down tiles)."""
    if move.get("kind") == "draw":
        return f"draw from the {yard}."
    return None


def wrong_place(piece: str, target: str | None, yard: str = "boneyard") -> str:
    if piece == "boneyard":
        return f"Click the {yard} to draw (only when no tile of yours plays)."
    return "Drop the tile on a lit open end: its number must match the end."


# ----- pips and the painter ---------------------------------------------------------------------
_G3 = (0.22, 0.5, 0.78)
_R4 = (0.16, 0.39, 0.61, 0.84)


def pip_spots(n: int) -> list[tuple[float, float]]:
    """Where the pips of ``n`` go in a square half of a tile, (x, y) in 0..1: the standard
    patterns (a 3 x 3 grid up to 9, three columns of four rows for 10 to 12)."""
    a, b, c = _G3
    tl, tr, bl, br, ml, mr, cc, tc, bc = (a, a), (c, a), (a, c), (c, c), (a, b), (c, b), (b, b), (b, a), (b, c)
    table = {
        0: [], 1: [cc], 2: [tl, br], 3: [tl, cc, br], 4: [tl, tr, bl, br], 5: [tl, tr, cc, bl, br],
        6: [tl, tr, ml, mr, bl, br], 7: [tl, tr, ml, cc, mr, bl, br], 8: [tl, tc, tr, ml, mr, bl, bc, br],
        9: [tl, tc, tr, ml, cc, mr, bl, bc, br],
    }
    if n in table:
        return table[n]
    sides = [(x, y) for x in (a, c) for y in _R4]
    middle = {10: (_R4[1], _R4[2]), 11: (0.28, 0.5, 0.72), 12: _R4}[n]
    return sides + [(b, y) for y in middle]


def paint_domino(p: QPainter, spec: PieceSpec, rect: QRectF) -> None:
    """A domino: ``face`` ``"a-b"`` (a on the left, or on top when the tile stands upright),
    ``"back"`` for a face-down tile, ``"heap"`` for the boneyard (a few tiles piled)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if spec.face == "heap":
        w, h = rect.width() * 0.62, rect.height() * 0.5
        for k, (dx, dy, vertical) in enumerate(((0.05, 0.45, False), (0.33, 0.4, False), (0.18, 0.12, False),
                                                 (0.55, 0.1, True))):
            if vertical:
                r = QRectF(rect.left() + rect.width() * dx, rect.top() + rect.height() * dy, h * 0.9, w * 0.9)
            else:
                r = QRectF(rect.left() + rect.width() * dx, rect.top() + rect.height() * dy, w, h)
            _tile_back(p, r)
        return
    if spec.face == "back":
        _tile_back(p, rect)
        return
    a_text, _, b_text = spec.face.partition("-")
    a, b = int(a_text), int(b_text)
    horizontal = rect.width() >= rect.height()
    short = min(rect.width(), rect.height())
    rad = short * 0.12
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(rect.translated(short * 0.03, short * 0.05), rad, rad)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#fffdf4"))
    g.setColorAt(1, QColor("#ece3c8"))
    p.setBrush(g)
    # the table's style for the game at this size, where it chose one (else by the tile's width)
    figures = spec.style == "figures" if spec.style else short < PIP_LEAST
    if figures:
        # a small tile in figures: drawn a pixel in from its place, with a dark edge, so the felt
        # shows between two tiles laid end to end, and a dark line right across between its
        # halves; the halves' figures read apart from the next tile's ("11|8" read "118", its
        # edges and middle line faint at 1024x600 with eight players: s35 t4 #6)
        p.setPen(QPen(QColor(FIGURE_EDGE), max(1.0, short * 0.07)))
        inset = max(1.0, short * 0.07)
    else:
        p.setPen(QPen(QColor("#8a7a55"), max(1.0, short * 0.035)))
        inset = short * 0.02
    body = rect.adjusted(inset, inset, -inset, -inset)
    p.drawRoundedRect(body, rad, rad)
    # the divider
    p.setPen(QPen(QColor(FIGURE_EDGE), max(1.6, short * 0.12)) if figures
             else QPen(QColor("#6f6347"), max(1.0, short * 0.045)))
    end = short * (0.02 if figures else 0.12)  # (across the whole tile in figures)
    if horizontal:
        mx = body.center().x()
        p.drawLine(QPointF(mx, body.top() + end), QPointF(mx, body.bottom() - end))
        halves = (QRectF(body.left(), body.top(), body.width() / 2, body.height()),
                  QRectF(mx, body.top(), body.width() / 2, body.height()))
    else:
        my = body.center().y()
        p.drawLine(QPointF(body.left() + end, my), QPointF(body.right() - end, my))
        halves = (QRectF(body.left(), body.top(), body.width(), body.height() / 2),
                  QRectF(body.left(), my, body.width(), body.height() / 2))
    if not figures:  # (the pin, on a small tile, was a blot in the middle of the dividing line)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#b9a36a"))
        pin = short * 0.07
        p.drawEllipse(body.center(), pin, pin)
    for value, half in zip((a, b), halves):
        if figures:
            _number(p, value, half)
        else:
            _pips(p, value, half.adjusted(short * 0.06, short * 0.06, -short * 0.06, -short * 0.06), horizontal)


def _number(p: QPainter, n: int, r: QRectF) -> None:
    """A half of a tile too small for its pips to be counted: its number in figures, in its pips'
    colour (s33 t1 #7: on a long Mexican Train at 1024x600, tiles 20 px long, the pips of a 12
    were 1-2 px dots and no train's open end could be read). A blank stays blank. As large as
    the half holds it (a little room kept from the edge and the middle line), in the colour
    darkened until it reads on the tile (:func:`figure_ink`: the olive 12 on cream was faint)."""
    if n == 0:
        return
    text = str(n)
    room = r.adjusted(r.width() * 0.05, r.height() * 0.06, -r.width() * 0.05, -r.height() * 0.06)
    font = QFont()
    font.setBold(True)
    if n > 9:  # (the two figures closer, and to the half's edges: larger in the same room; a
        # condensed face at that size read "10" as "1(")
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 94)
        room = r.adjusted(r.width() * 0.02, r.height() * 0.06, -r.width() * 0.02, -r.height() * 0.06)
    px = max(6, round(room.height() * 1.25))
    while True:
        font.setPixelSize(px)
        fm = QFontMetricsF(font)
        if px <= 6 or (fm.horizontalAdvance(text) <= room.width() + 0.5 and fm.capHeight() <= room.height()):
            break
        px -= 1
    p.setFont(font)
    p.setPen(figure_ink(n))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


#: a small tile's edge and middle line, drawn in figures (:func:`paint_domino`)
FIGURE_EDGE = "#3b3222"
#: the tile's darker cream, the figures' background at its worst
TILE_CREAM = "#ece3c8"
#: the least contrast (WCAG's ratio) a figure on a tile keeps with the cream
FIGURE_CONTRAST = 5.0


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def figure_ink(n: int) -> QColor:
    """The colour of ``n`` in figures: its pips' colour, darkened until it keeps
    :data:`FIGURE_CONTRAST` with the tile (the numbers keep their hue, told apart by it as by
    the pips)."""
    colour = QColor(PIP_COLOURS[n % len(PIP_COLOURS)])
    cream = QColor(TILE_CREAM)
    while contrast(colour, cream) < FIGURE_CONTRAST and colour.value() > 0:
        colour = colour.darker(110)
    return colour


def _pips(p: QPainter, n: int, r: QRectF, horizontal: bool) -> None:
    if n == 0:
        return
    colour = QColor(PIP_COLOURS[n % len(PIP_COLOURS)])
    d = min(r.width(), r.height()) * (0.19 if n <= 9 else 0.15)
    p.setPen(Qt.PenStyle.NoPen)
    for x, y in pip_spots(n):
        if horizontal and n > 9:  # the four rows run along the tile
            x, y = y, x
        c = QPointF(r.left() + x * r.width(), r.top() + y * r.height())
        p.setBrush(colour.darker(160))
        p.drawEllipse(c + QPointF(d * 0.06, d * 0.08), d / 2, d / 2)
        p.setBrush(colour)
        p.drawEllipse(c, d / 2, d / 2)


def _tile_back(p: QPainter, r: QRectF) -> None:
    short = min(r.width(), r.height())
    rad = short * 0.12
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(r.translated(short * 0.03, short * 0.05), rad, rad)
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, QColor("#3b5f8a"))
    g.setColorAt(1, QColor("#1f3652"))
    p.setBrush(g)
    p.setPen(QPen(QColor("#0f1d2e"), max(1.0, short * 0.04)))
    p.drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad)
    p.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, short * 0.05)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(short * 0.16, short * 0.16, -short * 0.16, -short * 0.16), rad * 0.6, rad * 0.6)


def paint_marker(p: QPainter, spec: PieceSpec, rect: QRectF) -> None:
    """A train marker: a little red engine (a rounded block with a chimney)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    red = QColor("#d32f2f")
    p.setPen(QPen(red.darker(170), max(1.0, w * 0.05)))
    p.setBrush(red)
    p.drawRoundedRect(QRectF(rect.left() + w * 0.1, rect.top() + h * 0.35, w * 0.8, h * 0.42), w * 0.08, w * 0.08)
    p.drawRect(QRectF(rect.left() + w * 0.62, rect.top() + h * 0.12, w * 0.18, h * 0.25))
    p.setBrush(QColor("#212121"))
    for x in (0.3, 0.7):
        p.drawEllipse(QPointF(rect.left() + w * x, rect.top() + h * 0.8), w * 0.11, w * 0.11)


# ----- chain geometry (pure arithmetic, grid units) -----------------------------------------------
E, S, W, N = (1, 0), (0, 1), (-1, 0), (0, -1)
LONG, SHORT = 4.0, 2.0
GAP = 0.25  # between rows of a snake, and between chains
#: Chicken Foot: the least room between tiles of two lines that do not join (s27 t4: a toe of the
#: double 7 lay touching the end of the double 5's toe, and the row read "5-7 | 9-7 | 7-1" as one
#: chain). A line's tiles join only their own line, and the double (or centre) it branches from.
ARM_GAP = 0.5
EPS = 1e-6
CELL = 4.0  # the grid the layout files its tiles by, to find the tiles near a place quickly
#: ... and the grid it finds the tiles near a place by (:meth:`Chains._near`): a tile is filed
#: by every cell within NEAR_REACH of it (a place up to a tile long each way, half LONG from its
#: middle, ARM_GAP from the tile: the most a search keeps from another line)
NEAR_CELL = 4.0
NEAR_REACH = LONG / 2 + ARM_GAP + EPS
#: Chicken Foot: how far a foot's toe straight on may slide along the double's far side, and a
#: side toe along its end, where its own place is taken (grid units; half a unit keeps ARM_GAP
#: from the toe beside it, a whole one does not: the toes of one double must not touch)
SLIDES: tuple[float, ...] = (0.0, 0.5, -0.5, 1.0, -1.0)
SIDE_SLIDES: tuple[float, ...] = (0.0, -0.5, 0.5)
#: Chicken Foot: how much farther a hop up or down counts than one across (see :meth:`Chains.hops`)
HOP_UPRIGHT = 2.0
#: Chicken Foot: the nearest places a walled-in foot may hop to (half a tile's width apart, see
#: :meth:`Chains.hops`); past them the double hops as a tile does, its toes where they fit
FOOT_HOPS = 24
#: Chicken Foot: how much room (grid units) the box the lines turn in keeps round the tiles
#: once they lie past it (see :meth:`Chains._float`)
FLOAT_MARGIN = LONG
#: Chicken Foot: how many tiles straight on a foot's side toe looks ahead for room (the side
#: with the most room first, see :meth:`Chains._foot_search`)
TOE_LOOK = 4
CHICKEN_TALL = 16.0  # Chicken Foot: the height of the box its lines turn in (four tiles)
#: ... and the ways its arms turn first, tried in turn with each height (1: as ever; -1: the other way)
FLIPS = ((1, 1, 1, 1), (-1, -1, -1, -1))
#: ... and the heights tried in turn where a tile would come loose in it (see :func:`layout_lines`)
CHICKEN_TALLS = (CHICKEN_TALL, 12.0, 20.0, 14.0, 24.0, 10.0, 18.0, 28.0, 22.0, 13.0, 32.0, 15.0)
LANE_START = 7.5  # Mexican Train: from the hub to the start of each lane (room for the owner's name over its spoke)


@dataclass
class Placed:
    key: str  # the line
    code: str
    rect: tuple[float, float, float, float]  # x, y, w, h in grid units
    face: str  # "a-b" as drawn: a left (or top)


@dataclass
class _Turtle:
    x: float
    y: float
    d: tuple[int, int]
    prefer: int  # +1 or -1: which way to turn first (down or right: +1; up or left: -1)


def _beside(t: _Turtle) -> tuple[_Turtle, _Turtle]:
    """Out of either side of the last half of the end ``t`` (the side ``t`` turns to first, then
    the other), running away from the line: where a line bends, or a foot lies, with no room
    straight on."""
    dx, dy = t.d
    wx, wy = (0, t.prefer) if dx else (t.prefer, 0)
    x, y = t.x - dx * SHORT / 2, t.y - dy * SHORT / 2  # (the middle of the end's last half)
    return (_Turtle(x + wx * SHORT / 2, y + wy * SHORT / 2, (wx, wy), t.prefer),
            _Turtle(x - wx * SHORT / 2, y - wy * SHORT / 2, (-wx, -wy), t.prefer))


def _cells(r, m: float) -> Iterator[tuple[int, int]]:
    """The cells of the layout's grid (:data:`CELL`) the rect ``r`` lies in or within ``m`` of."""
    x, y, w, h = r
    i0, i1, j0, j1 = int((x - m) // CELL), int((x + w + m) // CELL), int((y - m) // CELL), int((y + h + m) // CELL)
    if (i1 - i0 + 1) * (j1 - j0 + 1) > 64:
        yield ALL_CELLS  # (a rect this large: anything may touch it)
        return
    for i in range(i0, i1 + 1):
        for j in range(j0, j1 + 1):
            yield (i, j)


ALL_CELLS = (1 << 40, 1 << 40)


def _touching_places(half, back: tuple[int, int],
                     prefer: int) -> Iterator[tuple[tuple, tuple[int, int], _Turtle, bool]]:
    """Every place, half a unit apart, for a tile whose near half meets ``half`` (x, y, w, h)
    edge to edge along at least a unit, out of each side of it but the one facing ``back``:
    (its rect, its direction, the turtle after it, end on rather than lying along the side)."""
    x, y, w, h = half
    for d in (E, S, W, N):
        if d == back:
            continue
        dx, dy = d
        # the side: from (sx, sy) running along (ax, ay) for ``length``
        if dx:
            sx, sy, ax, ay, length = (x + w if dx > 0 else x), y, 0, 1, h
        else:
            sx, sy, ax, ay, length = x, (y + h if dy > 0 else y), 1, 0, w
        steps = int(round(length / 0.5))
        for k in range(steps + 1):  # end on: the tile's middle line k half units along the side
            c = k * 0.5
            lo, hi = max(0.0, c - SHORT / 2), min(length, c + SHORT / 2)
            if hi - lo < SHORT / 2 - EPS:
                continue
            px, py = sx + ax * c, sy + ay * c
            yield (_rect_along(px, py, d, LONG, SHORT), d, _Turtle(px + dx * LONG, py + dy * LONG, d, prefer), True)
        for sign in (1, -1):  # lying along the side, past its corner
            p = (ax * sign, ay * sign)
            for over in (SHORT, SHORT / 2):  # (how much of the near half lies against the side)
                c = (length - over) if sign > 0 else over  # where the tile starts, along the side
                px, py = sx + ax * c + dx * SHORT / 2, sy + ay * c + dy * SHORT / 2
                turned = dx * p[1] - dy * p[0]
                yield (_rect_along(px, py, p, LONG, SHORT), p,
                       _Turtle(px + p[0] * LONG, py + p[1] * LONG, p, turned or 1), False)


def _off_corner(t: _Turtle, last) -> _Turtle:
    """Where a double goes across the tile ``last`` that the end ``t`` leaves: ``t`` itself, but
    after a snake's corner tile (lying across the way the line runs back): the corner tile's far
    end, running on its way. Laid at ``t``, the double lay the same way as the corner tile, along
    it, not across it ("Doubles are placed crosswise", s33)."""
    x, y, w, h = last
    if (w > h) == bool(t.d[0]):
        return t
    cx, cy = x + w / 2, y + h / 2
    if w > h:
        p = (1 if t.x > cx else -1, 0)
        return _Turtle(cx + p[0] * w / 2, cy, p, t.prefer)
    p = (0, 1 if t.y > cy else -1)
    return _Turtle(cx, cy + p[1] * h / 2, p, t.prefer)


@functools.cache
def _hop_order(upright: tuple[bool, ...]) -> tuple[tuple[int, int], ...]:
    """:meth:`Chains.hops`' order, (start, step) nearest first, by which starts run up or down on
    the wide table (sorted once: at a play that came loose in twenty boxes, sorting the same 600
    hops at each walled-in tile took a third of the play's time, s42)."""
    return tuple((n, step) for _, n, step in sorted(
        (step * (HOP_UPRIGHT if up else 1.0), n, step) for n, up in enumerate(upright) for step in range(1, 200)))


def _rect_along(x: float, y: float, d: tuple[int, int], along: float, across: float):
    dx, dy = d
    if dx:
        x0 = x if dx > 0 else x - along
        return (x0, y - across / 2, along, across)
    y0 = y if dy > 0 else y - along
    return (x - across / 2, y0, across, along)


def _overlaps(r, o) -> bool:
    x, y, w, h = r
    ox, oy, ow, oh = o
    return x < ox + ow - EPS and ox < x + w - EPS and y < oy + oh - EPS and oy < y + h - EPS


def _apart(r, o) -> float:
    """How far apart two rects are (the larger of the gaps across and down; < 0: overlapping)."""
    x, y, w, h = r
    ox, oy, ow, oh = o
    return max(ox - (x + w), x - (ox + ow), oy - (y + h), y - (oy + oh))


def carry_turn(code: str, near: int, d: tuple[int, int]) -> float:
    """The turn (degrees clockwise) a tile of the hand (upright, its first number on top) takes
    to lie as it would at an open end of ``near`` where the line runs ``d``: the matching number
    towards the line (as :func:`_face` lays it), a double crosswise to the line."""
    a, b = (int(v) for v in code.split("-"))
    if a == b:
        return 0.0 if d[0] else 90.0
    first = a == near  # the top number is the one that matches
    if d == E:
        return -90.0 if first else 90.0  # (a quarter turn clockwise brings the top to the right)
    if d == W:
        return 90.0 if first else -90.0
    if d == S:
        return 0.0 if first else 180.0
    return 180.0 if first else 0.0


def _face(near: int, far: int, d: tuple[int, int]) -> str:
    """The face as drawn: the near end first when the line runs right or down."""
    return f"{near}-{far}" if d in (E, S) else f"{far}-{near}"


class Chains:
    """Lays the lines out in a bounded box, turning before its edge or another chain."""

    def __init__(self, bounds: tuple[float, float, float, float], sideways: bool = False, floating: bool = False):
        self.bounds = self.base = bounds
        self.sideways = sideways
        self.floating = floating  # (see :meth:`_float`)
        self.edge = False  # a tile may touch another line rather than hop (see :func:`layout_lines`)
        self.foot_hop = False  # a walled-in foot hops as a whole (the last resort, :func:`layout_lines`)
        self.walled = 0  # how often a tile found no place touching its end with the lines apart
        self.extent: tuple[float, float, float, float] | None = None  # the tiles' x0, y0, x1, y1
        # past the box's edge a little first, then anywhere (zoom to fit keeps it on the table)
        self.slacks: tuple[float, ...] = (0.0, SHORT, 2 * LONG, 1e9) if sideways else (0.0, 1e9)
        self.rects: list[tuple[float, float, float, float]] = []
        self.owners: list[str] = []  # the line of each rect in ``rects``
        self._last: dict[str, int] = {}  # line -> the index in ``rects`` of its last tile
        self.grid: dict[tuple[int, int], tuple[int, ...]] = {}  # (see :meth:`_near`)
        self._kin_of: dict[str, tuple[str, ...]] = {}  # (see :meth:`_kin`)
        self.parents: dict[str, str] = {}  # line -> the line it branches from ("centre" for an arm)
        self.laying: str | None = None  # the line a place is sought for (it may touch its kin only)
        self.gap = ARM_GAP  # kept from other lines' tiles (none: as a last resort before a hop)
        self.placed: list[Placed] = []
        # Chicken Foot: the room kept at each open end for a chicken foot (any tile may be a
        # double), by line; other lines keep out of it when they can
        self.claims: dict[str, list[tuple[float, float, float, float]]] = {}
        self.keep: str | None = None  # the line being laid while claims are kept out of
        self.look = False  # ... and while the end a tile leaves must have room for a foot
        # the grid's cells a search looked at (None: not watched), and the cells a tile or a
        # claim was put in or taken from since the open ends were last found (see _Board.slots)
        self.watch: set[tuple[int, int]] | None = None
        self.bounded = False  # a place was ruled out by the box's edge (see :meth:`searching`)
        self.changed: set[tuple[int, int]] = set()
        # ... kept only once the open ends were found (before, no end's search is kept to be
        # found again: a board laid afresh filed each tile's cells for nothing, s42)
        self.tracked = False

    def free(self, r, slack: float = 0.0) -> bool:
        x, y, w, h = r
        bx, by, bw, bh = self.bounds
        bx, by, bw, bh = bx - slack, by - slack, bw + 2 * slack, bh + 2 * slack
        if x < bx - EPS or y < by - EPS or x + w > bx + bw + EPS or y + h > by + bh + EPS:
            self.bounded = True
            return False
        if self.watch is not None:
            self.watch.update(_cells(r, 0.0))
        # (:meth:`_kin` and :meth:`_leaves` written out: the layout asks this thousands of times a play)
        laying = self.laying
        if laying is None:
            kin: tuple[str | None, ...] = (None,)
            leaves = -1
        else:
            kin = self._kin_of.get(laying) or self._kin()
            leaves = -1 if laying in self._last else self._last.get(self.parents.get(laying, "centre"), -1)
        gap = self.gap
        rects, owners = self.rects, self.owners
        right, bottom = x + w - EPS, y + h - EPS
        for k in self._near(r):
            ox, oy, ow, oh = rects[k]
            # (within the gap kept from other lines; a tile of its own line, or the double it
            # leaves, only if on it: asked second, most tiles near are neither)
            if x < ox + ow + gap - EPS and ox - gap < right and y < oy + oh + gap - EPS and oy - gap < bottom \
                    and (not (k == leaves or owners[k] in kin)
                         or (x < ox + ow - EPS and ox < right and y < oy + oh - EPS and oy < bottom)):
                return False
        if self.keep is not None:
            for key, zone in self.claims.items():
                if key != self.keep:
                    for ox, oy, ow, oh in zone:
                        if x < ox + ow - EPS and ox < right and y < oy + oh - EPS and oy < bottom:
                            return False
        return True

    def _kin(self) -> tuple[str | None, ...]:
        """The lines a tile of the line being laid may touch anywhere: its own, and the lines
        branching from it (a foot's toes, which touch their double). Of the line it branches
        from, only the double it leaves (:meth:`_leaves`): a toe's third tile lay against the
        tile before its double, and read as a tile of that line (s28)."""
        key = self.laying
        if key is None:
            return (None,)
        kin = self._kin_of.get(key)
        if kin is None:  # (the lines' parents are all known before the first tile is laid)
            # (the toes of one double meet at the double only: two toes touching each other read
            # as one line turning, and a family could not tell which tile was on which toe)
            kin = self._kin_of[key] = (key, *(k for k, p in self.parents.items() if p == key))
        return kin

    def _leaves(self) -> int:
        """The index in ``rects`` of the tile the line being laid leaves from (the double of the
        line it branches from, the centre double for an arm); -1 if none is laid."""
        key = self.laying
        if key is None:
            return -1
        parent = self.parents.get(key, "centre")
        return self._last.get(parent, -1)

    def _toe_free(self, r, slack: float) -> bool:
        """:meth:`free` for a toe of the double of the line being laid (a toe is a line of its own,
        branching from that line: it may touch the other toes, not the line's own siblings)."""
        key = self.laying
        toe = kin[1] if key is not None and len(kin := self._kin()) > 1 else None
        self.laying = toe if toe is not None else key
        try:
            return self.free(r, slack)
        finally:
            self.laying = key

    def _near(self, r) -> Iterable[int]:
        """The indices in ``rects`` of the tiles that may be within :data:`ARM_GAP` of ``r``
        (the tiles are filed by the cells of a grid near them, :data:`NEAR_CELL`: the layout
        checks thousands of places on a crowded table). A place no larger than a tile each way
        finds them all in the one cell its middle lies in (read whole, no set of several
        cells' made: a third of the time a place took, s42)."""
        x, y, w, h = r
        grid = self.grid
        if w <= LONG and h <= LONG:
            return grid.get((int((x + w / 2) // NEAR_CELL), int((y + h / 2) // NEAR_CELL)), ())
        i0, i1 = int(x // NEAR_CELL), int((x + w) // NEAR_CELL)
        j0, j1 = int(y // NEAR_CELL), int((y + h) // NEAR_CELL)
        if (i1 - i0 + 1) * (j1 - j0 + 1) > 64:
            return range(len(self.rects))
        found: set[int] = set()
        for i in range(i0, i1 + 1):
            for j in range(j0, j1 + 1):
                found.update(grid.get((i, j), ()))
        return found

    def add(self, key: str, r) -> None:
        n = len(self.rects)
        self._last[key] = n
        grid = self.grid
        x, y, w, h = r
        m = NEAR_REACH
        # (filed by every cell a place's middle may lie in while the place is within ARM_GAP of it;
        # a cell's tiles a tuple: a board's copy copies the cells, not their tiles, :meth:`_Board.clone`)
        for i in range(int((x - m) // NEAR_CELL), int((x + w + m) // NEAR_CELL) + 1):
            for j in range(int((y - m) // NEAR_CELL), int((y + h + m) // NEAR_CELL) + 1):
                grid[i, j] = grid.get((i, j), ()) + (n,)
        if self.tracked:  # (the cells of searches it may change, see _Board.slots)
            self.changed.update(_cells(r, ARM_GAP + EPS))
        self.rects.append(r)
        self.owners.append(key)
        if self.floating:
            self._float(r)

    def _float(self, r) -> None:
        """The box the lines turn in, once a tile lies past it: the tiles' extent widened to
        the box's shape (at least the box's size), round its middle. A line that ran past the
        top of a box fixed round the centre double went on piling up there while the bottom
        stayed empty (zoom to fit shows the tiles' extent, not the box): the room a line
        turns into is now where the table shown has room."""
        x, y, w, h = r
        if self.extent is None:
            self.extent = (x, y, x + w, y + h)
        else:
            x0, y0, x1, y1 = self.extent
            self.extent = (min(x0, x), min(y0, y), max(x1, x + w), max(y1, y + h))
        x0, y0, x1, y1 = self.extent
        bx, by, bw, bh = self.base
        if x0 >= bx - EPS and y0 >= by - EPS and x1 <= bx + bw + EPS and y1 <= by + bh + EPS:
            self.bounds = self.base
            return
        shape = bw / bh
        m = FLOAT_MARGIN
        ew, eh = x1 - x0 + 2 * m, y1 - y0 + 2 * m
        fw, fh = max(bw, ew, eh * shape), max(bh, eh, ew / shape)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        self.bounds = (cx - fw / 2, cy - fh / 2, fw, fh)

    def claim(self, key: str, t: _Turtle | None) -> None:
        """Keep room at a line's open end for a chicken foot (none: the line is closed)."""
        if self.tracked:
            for r in self.claims.get(key, ()):
                self.changed.update(_cells(r, 0.0))
        if t is None:
            self.claims.pop(key, None)
            return
        dx, dy = t.d
        self.claims[key] = [
            _rect_along(t.x, t.y, t.d, SHORT, LONG),
            _rect_along(t.x + dx * SHORT, t.y + dy * SHORT, t.d, LONG, SHORT),
        ]  # (the side toes can turn along the double's ends: not kept)
        if self.tracked:
            for r in self.claims[key]:
                self.changed.update(_cells(r, 0.0))

    def reach(self, t: _Turtle, most: int = 6) -> int:
        """How many tiles could run straight on from ``t`` inside the box before meeting its edge
        or another line (at most ``most``): the side with more room, for a line that turns."""
        bx, by, bw, bh = saved = self.bounds
        bounded = self.bounded  # (its own box: no slack in it)
        # (only the edges it runs towards: a turn past the box's top runs along above it)
        self.bounds = (bx, by - 1e9, bw, bh + 2e9) if t.d[0] else (bx - 1e9, by, bw + 2e9, bh)
        try:
            for k in range(most):
                if not self.free(_rect_along(t.x + t.d[0] * LONG * k, t.y + t.d[1] * LONG * k, t.d, LONG, SHORT)):
                    return k
            return most
        finally:
            self.bounds, self.bounded = saved, bounded

    def room(self, t: _Turtle, slack: float) -> bool:
        """While other lines' claims are kept out of (the first pass of a search): is there room
        for a chicken foot at the open end a tile would leave (a double, the tile straight on, and
        a side toe out of one of the double's ends or forward beside it)? A line does not run its
        end into a wall where a double could not lie with its toes (s32: with room for the double
        and the toe straight on only, a line ran into one-row pockets where a foot then hopped)."""
        if self.keep is None or not self.look:
            return True
        dx, dy = t.d
        if not (self.free(_rect_along(t.x, t.y, t.d, SHORT, LONG), slack)
                and self.free(_rect_along(t.x + dx * SHORT, t.y + dy * SHORT, t.d, LONG, SHORT), slack)):
            return False
        px, py = -dy, dx
        for s in (1, -1):  # (as :meth:`_foot_search` lays a side toe: out of the end, or forward)
            out = _rect_along(t.x + dx * SHORT / 2 + px * s * LONG / 2, t.y + dy * SHORT / 2 + py * s * LONG / 2,
                              (px * s, py * s), LONG, SHORT)
            forward = _rect_along(t.x + px * s * (LONG + SHORT) / 2, t.y + py * s * (LONG + SHORT) / 2, t.d, LONG, SHORT)
            if self.free(out, slack) or self.free(forward, slack):
                return True
        return False

    def passes(self, key: str | None, ahead: bool = True):
        """The passes of a search, (slack, line keeping out of claims, looking ahead): first
        keeping out of other lines' claims and leaving room for a foot at the new end, then
        only keeping out of claims, then anywhere; each inside the box, then a little past its
        edge and so on."""
        if key is None or not self.claims:
            return [(slack, None, False) for slack in self.slacks]
        return ([(slack, key, look) for slack in self.slacks for look in ((True, False) if ahead else (False,))]
                + [(slack, None, False) for slack in self.slacks])

    def searching(self, key: str | None, ahead: bool = True):
        """The passes of :meth:`passes`, the slack of each yielded; a pass found nothing in
        without a place ruled out by the box's edge is not tried again further past it (it would
        find the same nothing: a walled-in end was searched two dozen times over)."""
        spent = set()
        for slack, keep, look in self.passes(key, ahead):
            if (keep, look) in spent:
                continue
            self.keep, self.look, self.bounded = keep, look, False
            yield slack
            if not self.bounded:
                spent.add((keep, look))
        self.keep, self.look = None, False

    def take(self, key: str, code: str, r, face: str) -> None:
        self.add(key, r)
        self.placed.append(Placed(key, code, r, face))

    def next_slot(self, t: _Turtle, double: bool = False, key: str | None = None, first: bool = False):
        """Where the next tile of a line goes, and the turtle after it: straight on if it fits,
        else a right angle, away from the centre if it can (then the line runs back the other
        way beside itself, like a snake). If nothing fits inside the box, the same again past its
        edge (zoom to fit keeps it on the table); then out of a side of the end (:meth:`bend`);
        only a line walled in on every side hops on (and with no room at all overlaps)."""
        # (every place the searches straight on, round a corner and out of a side try is first
        # looked at once as freely as any of them looks (nearest another line, anywhere, no
        # room kept): where none is free, as at a walled-in end, each search would find nothing
        # in each of its passes, two dozen of them: at a play that came loose in twenty boxes
        # those failing searches were most of its time, s42)
        if self._any_free(self._slot_places(t, double)):
            for self.gap in (ARM_GAP, GAP):  # nearer another line only rather than hop
                for slack in self.searching(key):
                    found = self._slot(t, double, slack, first)
                    if found is not None:
                        self.keep, self.look = None, False
                        self.gap = ARM_GAP
                        return found
            self.gap = ARM_GAP
            bent = self.bend(t, double, key)
            if bent is not None:
                return bent
        self.keep, self.look = None, False
        along = SHORT if double else LONG
        dx, dy = t.d
        if True:  # (a double too: touching its end, lying whichever way, rather than hop)
            dx, dy = t.d
            half = _rect_along(t.x - dx * SHORT, t.y - dy * SHORT, t.d, SHORT, SHORT)
            back = (-dx, -dy)
            toe = first and key is not None and self.parents.get(key, "centre") != "centre"
            leaves = self._last.get(self.parents[key]) if toe and key is not None else None
            if leaves is not None:  # a toe's first tile: out of any side of the double it leaves
                half, back = self.rects[leaves], (0, 0)
            # (on a board laid ``edge`` to edge, at last edge to edge with another line: touching
            # its end, not hopped beside another line, s31 t3 #4)
            gaps = (ARM_GAP, GAP, 0.0) if self.edge else (ARM_GAP, GAP)
            # (an arm's first tile end on only: straight out of the centre double)
            end_on = first and not toe
            # (the places free with the least gap: at a larger one, only they may be)
            self.gap = gaps[-1]
            places = [place for place in _touching_places(half, back, t.prefer)
                      if (place[3] or not end_on) and self.free(place[0], 1e9)]
            for self.gap in gaps if places else ():
                found = self._touching(places)
                if found is not None:
                    self.gap = ARM_GAP
                    return found
            self.gap = ARM_GAP
            # (a board laid edge to edge lays on from here as this one does not: see _Board.apart)
            self.walled += 1
        # walled in: hop over what is in the way (a little gap shows the hop), out of the layout if
        # need be
        for moved in self.hops(t):
            # (straight on only: the nearest room is where it hops; a search of every turn at
            # every step of a long hop took tens of milliseconds)
            # (a double hopping out of a side lies along its way: across the line it leaves)
            run = LONG if moved.d != t.d else along
            r = _rect_along(moved.x, moved.y, moved.d, run, LONG if double and run == SHORT else SHORT)
            if self.free(r, 1e9):
                mx, my = moved.d
                return r, moved.d, _Turtle(moved.x + mx * run, moved.y + my * run, moved.d, moved.prefer)
        r = _rect_along(t.x, t.y, t.d, along, LONG if double else SHORT)
        return r, t.d, _Turtle(t.x + dx * along, t.y + dy * along, t.d, t.prefer)

    def hops(self, t: _Turtle) -> Iterator[_Turtle]:
        """Where a walled-in tile (or a whole chicken foot) may hop to from the end ``t``, nearest
        first, half a tile's width a step: straight on, or out of a side of the end's last half
        (only straight on, a foot flew over half the table and across five lines to the first
        room beyond them, s30). On the wide table (``sideways``) a hop up or down counts
        :data:`HOP_UPRIGHT` times as far: the layout stays wider than tall."""
        starts = [t, *_beside(t)]
        for n, step in _hop_order(tuple(bool(self.sideways and start.d[1]) for start in starts)):
            start = starts[n]
            sx, sy = start.d
            yield _Turtle(start.x + sx * step * SHORT / 2, start.y + sy * step * SHORT / 2, start.d, start.prefer)

    def _touching(self, places: list[tuple[tuple, tuple[int, int], _Turtle, bool]]):
        """The place with the most room ahead for a tile (not a double) whose near half touches
        the end's last half edge to edge, of ``places`` (:func:`_touching_places`: out of any side
        of it but the way into its line, end on or slid along the side (at least half the tile's
        width against it), or lying along the side, its near half against its corner); None if
        none is free. (Hopping on, a tile was drawn away from the tile it was played on, beside
        another line: s31 t3 #4.)"""
        best = None
        for r, d, after, straight in places:
            if not self.free(r, 1e9):
                continue
            score = (self.reach(after, 3), straight)
            if best is None or score > best[0]:
                best = (score, (r, d, after))
        return None if best is None else best[1]

    def _slot_places(self, t: _Turtle, double: bool) -> list[tuple[float, float, float, float]]:
        """Every rect :meth:`_slot` (straight on, round the corner either way) and :meth:`bend`
        (out of either side of the end's last half, slid) may lay the next tile at from ``t``."""
        along, across = (SHORT, LONG) if double else (LONG, SHORT)
        dx, dy = t.d
        found = [_rect_along(t.x, t.y, t.d, along, across)]
        turn = (0, t.prefer) if dx else (t.prefer, 0)
        for px, py in (turn, (-turn[0], -turn[1])):  # (as :meth:`_slot` lays a corner tile)
            cx = t.x + dx * SHORT / 2 + px * (LONG / 2 - SHORT / 2)
            cy = t.y + dy * SHORT / 2 + py * (LONG / 2 - SHORT / 2)
            w, h = (LONG, SHORT) if px else (SHORT, LONG)
            found.append((cx - w / 2, cy - h / 2, w, h))
        for slide in (0.0, SHORT / 2, -SHORT / 2):  # (as :meth:`bend` does)
            for wx, wy in (turn, (-turn[0], -turn[1])):
                x = t.x + dx * (slide - SHORT / 2) + wx * SHORT / 2
                y = t.y + dy * (slide - SHORT / 2) + wy * SHORT / 2
                found.append(_rect_along(x, y, (wx, wy), LONG, SHORT))
        return found

    def _any_free(self, rects: list[tuple[float, float, float, float]]) -> bool:
        """Is any of ``rects`` free as freely as a search ever looks (:data:`GAP` from other lines,
        no room kept for their feet, anywhere past the box)? Where none is, no pass of a search
        among them finds a place (each pass looks less freely)."""
        saved = self.gap, self.keep, self.bounded
        self.gap, self.keep = GAP, None
        try:
            return any(self.free(r, 1e9) for r in rects)
        finally:
            self.gap, self.keep, self.bounded = saved

    def bend(self, t: _Turtle, double: bool, key: str | None):
        """Where a tile with no room straight on nor round a corner goes before anything hops: out
        of a side of the end's last half, across the line (slid half a tile's width along it if need
        be), the line running on that way; None if none of these fits (s28 t3: a tile that hopped
        on, past another line's tiles, could not be told to be on its line)."""
        dx, dy = t.d
        # (a double too lies along the new way: across the line, as at a snake's corner)
        along, across = LONG, SHORT
        ways = [(0, t.prefer) if dx else (t.prefer, 0)]
        ways.append((-ways[0][0], -ways[0][1]))
        for self.gap in (ARM_GAP, GAP):
            for slack in self.searching(key, ahead=False):
                for slide in (0.0, SHORT / 2, -SHORT / 2):
                    for wx, wy in ways:
                        x = t.x + dx * (slide - SHORT / 2) + wx * SHORT / 2
                        y = t.y + dy * (slide - SHORT / 2) + wy * SHORT / 2
                        r = _rect_along(x, y, (wx, wy), along, across)
                        if self.free(r, slack):
                            self.keep, self.look = None, False
                            self.gap = ARM_GAP
                            return r, (wx, wy), _Turtle(x + wx * along, y + wy * along, (wx, wy), t.prefer)
        self.gap = ARM_GAP
        return None

    def _slot(self, t: _Turtle, double: bool, slack: float, first: bool = False):
        """``first``: the line's first tile goes straight out from the double it leaves whenever it
        fits there (turned at once, it lay along the double's side, and a family read it as a tile
        of another arm lying on the double: s27 t4)."""
        along, across = (SHORT, LONG) if double else (LONG, SHORT)
        r = _rect_along(t.x, t.y, t.d, along, across)
        dx, dy = t.d
        straight = self.free(r, slack) and (first or self.room(
            _Turtle(t.x + dx * along, t.y + dy * along, t.d, t.prefer), slack))
        # past the box's edge, a line running up or down turns sideways first (the table is wide)
        later = straight and self.sideways and dy != 0 and slack > 0
        if straight and not later:
            return r, t.d, _Turtle(t.x + dx * along, t.y + dy * along, t.d, t.prefer)
        turn = (0, t.prefer) if dx else (t.prefer, 0)
        ways = [turn, (-turn[0], -turn[1])]
        if self.sideways and dy:  # (across the table: the way with more room first)
            ways.sort(key=lambda p: -self.reach(_Turtle(t.x + p[0] * LONG / 2, t.y + dy * SHORT / 2, p, 1)))
        for px, py in ways:
            # the corner tile lies along p: its near half beside the end, its far half beyond
            cx = t.x + dx * SHORT / 2 + px * (LONG / 2 - SHORT / 2)
            cy = t.y + dy * SHORT / 2 + py * (LONG / 2 - SHORT / 2)
            w, h = (LONG, SHORT) if px else (SHORT, LONG)
            corner = (cx - w / 2, cy - h / 2, w, h)
            if not self.free(corner, slack=max(slack, SHORT)):
                continue
            if self.sideways and dy:
                # a line running up or down turns sideways and carries on across the table
                # (the table is wide: running back beside itself kept it at the top edge)
                after = _Turtle(cx + px * LONG / 2 if px else cx, cy + py * LONG / 2 if py else cy, (px, py), -dy)
            else:
                after = _Turtle(t.x + px * (SHORT + GAP / 2), t.y + py * (SHORT + GAP / 2), (-dx, -dy), px + py)
            if self.room(after, max(slack, SHORT)):
                return corner, (px, py), after
        if later:
            return r, t.d, _Turtle(t.x + dx * along, t.y + dy * along, t.d, t.prefer)
        return None

    def foot(self, t: _Turtle, key: str | None = None, hop: bool = True):
        """Where a double with a chicken foot goes, and its three toes' first tiles, all at once
        and each toe touching the double (the toes are laid next, before anything else): the
        double crosswise at the end of the line, one toe straight on from its far side and one
        out of each of its ends. Where a toe's place is taken, it is turned or slid along the
        same side of the double; the double may slide a tile's half-width across the line's end
        (it still covers it). The first size of the box that holds the whole foot wins (past
        its edge zoom to fit keeps it on the table). Returns (the double's rect, for each toe
        (its rect or None, its direction, the turtle after it)): with None the toe carries on
        from the ideal start as any line does (walled in). None if the double has no room."""
        mine = key if key is not None else self.laying
        line = [o for o, owner in zip(self.rects, self.owners) if owner == mine]  # the line's tiles so far
        if hop and line:
            t = _off_corner(t, line[-1])
        self.laying = key if key is not None else self.laying
        # across the end of the line first, its toes out of any free side of it; only then
        # beside the end's last half, lying along the line: laid there first, a double lay along
        # its line, not across it ("Doubles are placed crosswise"), and its toes tangled with the
        # lines round it (s33 t1 #2, a staircase of doubles lying the way of their lines); never
        # there, more feet hopped away from their line on crowded tables
        if hop and self.sideways and t.d[1]:
            fan = self._fan(t, key, line)
            if fan is not None:
                return fan
        best = self._foot_searches([t], key, line, None)
        self.gap = ARM_GAP
        self.keep, self.look = None, False
        if (best is None or best[0][0] < 3) and hop:
            laying = self.laying
            anywhere = self._foot_anywhere(t, line, (t,))
            self.laying = laying
            if anywhere is not None:
                return anywhere
            best = self._foot_searches(list(_beside(t)), key, line, best)
            self.gap = ARM_GAP
            self.keep, self.look = None, False
            if best is not None and best[0][0] == 3:
                return best[1], best[2]
            anywhere = self._foot_anywhere(t, line, _beside(t))
            self.laying = laying
            if anywhere is not None:
                return anywhere
            # walled in: the double lies touching its end with the toes that fit (the others start
            # as lines from it, :meth:`next_slot`), or, with no room crosswise, as a tile does
            # (:meth:`next_slot`: bent, or out of any free side of the end); hopped to the nearest
            # place with room for the double and its three toes, it was drawn beside another line,
            # away from the tile it was played on (s31 t3 #4)
            for moved in itertools.islice(self.hops(t), FOOT_HOPS if self.foot_hop else 0):
                saved, self.slacks = self.slacks, (1e9,)
                self.laying = laying
                found = self.foot(moved, None, hop=False)
                self.slacks = saved
                if found is not None and all(rect is not None for rect, _, _ in found[1]):
                    return found
        if best is None:
            return None
        return best[1], best[2]

    def _fan(self, t: _Turtle, key: str | None, line: list):
        """A foot on a line running up or down (the table is wide): its three toes fan out from the
        double's far side, one straight on from its middle and one lying across at each of its
        far corners, running out to the side, ARM_GAP from the toe straight on ("laid fanning out
        from its far side"; the toe straight on turned at once and lay along the far side, against
        the board's top edge, the side toes out of the double's ends: no foot, s37 t1). Inside the
        box or a little past its edge (up to two tiles: zoom to fit keeps it on the table), other
        lines kept out of (and the room kept for their feet, first); None where it does not fit
        so: the search as before (:meth:`_foot_searches`). Returns what :meth:`foot` returns.
        (A foot on a line running across keeps its side toes forward beside the double's ends:
        fanned out from the far side there too, 208 of 824 positions of the loose bench at
        1024x600 had a loose tile, against 157, and the least tile was 32.5 px against 36.)"""
        dx, dy = t.d
        px, py = -dy, dx

        def at(u: float, v: float) -> tuple[float, float]:
            return t.x + u * dx + v * px, t.y + u * dy + v * py

        found = None
        self.gap = ARM_GAP
        for slack in self.searching(key, ahead=False):
            if slack > 2 * LONG or found is not None:
                continue  # (let the search reset its passes)
            for k in (0.0, 1.0, -1.0):
                r = _rect_along(*at(0, k), t.d, SHORT, LONG)
                if not self.free(r, slack):
                    continue
                x, y = at(SHORT, k)
                ahead = _Turtle(x + dx * LONG, y + dy * LONG, t.d, t.prefer)
                toes = [(_rect_along(x, y, t.d, LONG, SHORT), t.d, ahead)]
                for s in (1, -1):
                    side = (px * s, py * s)
                    x, y = at(SHORT + SHORT / 2, k + s * (SHORT / 2 + ARM_GAP))
                    toes.append((_rect_along(x, y, side, LONG, SHORT), side,
                                 _Turtle(x + side[0] * LONG, y + side[1] * LONG, side, dx + dy or 1)))
                if all(self._toe_free(rect, slack) and all(_apart(rect, o) >= ARM_GAP - EPS for o in line)
                       for rect, _, _ in toes):
                    found = (r, toes)
                    break
        self.keep, self.look = None, False
        return found

    def _foot_searches(self, starts: list[_Turtle], key: str | None, line: list, best):
        """:meth:`_foot_search` from each of ``starts`` in turn, other lines kept ARM_GAP away, then
        GAP (nearer other lines rather than hop), until a place has room for all three toes."""
        for start in starts:
            for gap in (ARM_GAP, GAP):
                self.gap = gap
                best = self._foot_search(start, key, line, best, gap)
                if best is not None and best[0][0] == 3:
                    return best
        return best

    def _foot_anywhere(self, t: _Turtle, line: list, starts: Iterable[_Turtle]):
        """Where a foot with no room for its toes as :meth:`foot` lays them goes before it hops:
        the double touching the end (straight on or beside its last half, slid up to a unit
        across), each toe out of any free side of it (:func:`_touching_places`), the three toes
        apart from each other and from ``line``; of the doubles' places with room for all three
        toes, the first, its toes where they have the most room ahead. None if there is none."""
        for start in starts:
            dx, dy = start.d
            px, py = -dy, dx
            for k in (0.0, 0.5, -0.5, 1.0, -1.0):
                r = _rect_along(start.x + k * px, start.y + k * py, start.d, SHORT, LONG)
                places = None
                for self.gap in (ARM_GAP, GAP):
                    if not self.free(r, 1e9):
                        continue
                    apart = max(self.gap, GAP)
                    if places is None:
                        # (the line's tiles a toe touching the double may come near: a toe lies
                        # within a tile's length of it; and the places free at the least gap,
                        # GAP: at a larger one only they may be; each place looked at once, not
                        # once a gap, s42)
                        near = [o for o in line if _apart(o, r) < LONG + ARM_GAP + 1.0]
                        gap, self.gap = self.gap, GAP
                        places = [place for place in _touching_places(r, (-dx, -dy), start.prefer)
                                  if self._toe_free(place[0], 1e9) and not _overlaps(place[0], r)
                                  and all(_apart(place[0], o) >= GAP - EPS for o in near)]
                        self.gap = gap
                    toes = []
                    for rect, d, after, straight in places:
                        if apart == GAP or (self._toe_free(rect, 1e9)
                                            and all(_apart(rect, o) >= apart - EPS for o in near)):
                            toes.append(((self.reach(after, 3), straight), (rect, d, after)))
                    toes.sort(key=lambda o: o[0], reverse=True)
                    toes = toes[:14]
                    best = None
                    # (which two are apart, asked once a pair: asked in the loop below, once a
                    # pair a third toe was tried with, it was most of this search's time, s42)
                    ok = [[j > i and _apart(a[1][0], b[1][0]) >= apart - EPS for j, b in enumerate(toes)]
                          for i, a in enumerate(toes)]
                    for i, a in enumerate(toes):
                        for j in range(i + 1, len(toes)):
                            b = toes[j]
                            if not ok[i][j]:
                                continue
                            for m in range(j + 1, len(toes)):
                                c = toes[m]
                                if not ok[i][m] or not ok[j][m]:
                                    continue
                                score = tuple(sum(v) for v in zip(a[0], b[0], c[0]))
                                if best is None or score > best[0]:
                                    best = (score, [a[1], b[1], c[1]])
                    if best is not None:
                        self.gap = ARM_GAP
                        return r, best[1]
        self.gap = ARM_GAP
        return None

    def _foot_search(self, t: _Turtle, key: str | None, line: list, best, gap: float):
        """One pass of :meth:`foot`'s search for the double at ``t``, other lines kept ``gap``
        away (the toes of one double at least :data:`GAP` from each other and from ``line``, the
        line's tiles before the double); ``best``: the best so far, returned if none is better."""
        dx, dy = t.d
        px, py = -dy, dx
        apart = max(gap, GAP)

        def at(u: float, v: float) -> tuple[float, float]:
            return t.x + u * dx + v * px, t.y + u * dy + v * py

        def toe(u: float, v: float, d: tuple[int, int], prefer: int):
            """(the toe's first tile, its direction, the turtle before it, the turtle after it)"""
            x, y = at(u, v)
            return (_rect_along(x, y, d, LONG, SHORT), d, _Turtle(x, y, d, prefer),
                    _Turtle(x + d[0] * LONG, y + d[1] * LONG, d, prefer))

        turn = t.prefer * (px + py)  # +1 or -1: the side a line running up or down turns to first
        looked: dict[tuple, int] = {}

        def ahead(after: _Turtle) -> int:
            """:meth:`reach`, once for each place in this search (the same toes are tried for
            every place of the double, and a walled-in foot's search took 50 ms)."""
            asked = (after.x, after.y, after.d, self.keep, self.gap)
            if asked not in looked:
                looked[asked] = self.reach(after, TOE_LOOK)
            return looked[asked]
        for slack in self.searching(key, ahead=False):  # (a foot's toes are laid next: no looking ahead)
            for k in (0.0, 1.0, -1.0):
                r = _rect_along(*at(0, k), t.d, SHORT, LONG)
                if not self.free(r, slack):
                    continue
                # (the toe straight on turned first, else straight first: a side toe may have
                # no room beside a turned one)
                for turn_first in ((True, False) if self.sideways and dy else (False,)):
                    taken = [r]
                    toes: list[tuple[Any, tuple[int, int], _Turtle]] = []
                    ideal = 0
                    for s in (0, 1, -1):
                        if s == 0:  # straight on from the far side, slid along it, or turning at it
                            options = [toe(SHORT, k + j, t.d, t.prefer) for j in SLIDES]
                            if self.sideways and dy:
                                # the table is wide: on a line running up or down, the toe turns at
                                # once, to the side with more room (running on up or down, feet
                                # stacked on feet left the box's top or bottom while its sides stayed
                                # empty, and the whole table was zoomed down to fit them)
                                turned = [toe(SHORT + SHORT / 2, k - j, (px * j, py * j), -dy) for j in (turn, -turn)]
                                turned.sort(key=lambda o: -self.reach(o[3]))
                                options = turned + options if turn_first else options + turned
                        else:  # out of an end, or turned to lie along the end (forward, then back)
                            sp = (px * s, py * s)
                            out = [toe(SHORT / 2 + u, k + 2 * s, sp, dx + dy or 1) for u in SIDE_SLIDES]
                            forward = toe(0, k + 3 * s, t.d, s * (px + py))
                            back = toe(SHORT, k + 3 * s, (-dx, -dy), s * (px + py))
                            # on the wide table, a foot on a line running across puts its side toes
                            # forward along the line first, beside the toe straight on (out of the
                            # double's ends, up and down, every foot stood three tiles tall and
                            # the lines spilled over the box's top and bottom: six players' tiles
                            # were drawn small, the table's sides empty, s30)
                            options = [forward, *out, back] if self.sideways and dx else [*out, forward, back]
                            # (where it has the most room ahead, else as above: forward first,
                            # every foot on a line running across stood as a brick tower of three
                            # tiles side by side, walling in the toes of the next foot, s32)
                            options.sort(key=lambda o: -ahead(o[3]))
                        for n, (rect, d, _, after) in enumerate(options):
                            # (touching the double only: apart from the other toes and from
                            # the line's tiles before the double)
                            if self._toe_free(rect, slack) and not _overlaps(rect, r) \
                                    and all(_apart(rect, o) >= apart - EPS for o in taken[1:] + line):
                                toes.append((rect, d, after))
                                taken.append(rect)
                                ideal += n == 0
                                break
                        else:  # no room touching the double: the toe starts where it should, as a line
                            toes.append((None, options[0][1], options[0][2]))
                    score = (sum(1 for rect, _, _ in toes if rect is not None), ideal)
                    if best is None or score > best[0]:
                        best = (score, r, toes)
                    if score[0] == 3:
                        break
                if score == (3, 3):
                    break
            if best is not None and best[0][0] == 3:
                break
        return best

    def lay(self, key: str, t: _Turtle, near: int, code: str) -> tuple[_Turtle, tuple, tuple[int, int]]:
        a, b = (int(v) for v in code.split("-"))
        far = b if a == near else a
        double = a == b
        self.laying = key
        first = not any(p.key == key for p in self.placed)
        r, d, after = self.next_slot(t, double, key, first=first)
        self.laying = None
        if double and d != t.d:  # a double on a corner lies along the turn: crosswise to the line
            face = f"{a}-{b}"
        elif double:
            face = f"{a}-{b}"
        else:
            face = _face(near, far, d)
        self.take(key, code, r, face)
        return after, r, d


class _Board:
    """Chicken Foot's (and any non-Mexican game's) board being laid, tile by tile in the order
    played: the chains, each line's turtle (where its next tile goes), the number at its open
    end, and a toe's first tile kept beside its double. Laying a tile never moves one laid, so
    the board of a position is the board of the one before it with one more tile
    (:func:`_board_for` keeps the last few: a move lays one tile, not the whole board again,
    s32: from scratch, 13.7-16.3 ms p95 and 43 ms at worst over seeded random hands, growing
    with the hand; docs/benchmarks.md, session 32)."""

    def __init__(self, centre: str, bounds: tuple[float, float, float, float], feet: bool, flip: tuple[int, ...] = (1, 1, 1, 1),
                 edge: int = 0) -> None:
        self.chains = Chains(bounds, sideways=feet, floating=feet)
        self.chains.edge = edge >= 1
        self.chains.foot_hop = edge >= 2
        self.feet = feet
        self.turtles: dict[str, _Turtle] = {}
        self.values: dict[str, Any] = {}
        self.toes_of: dict[str, list[str]] = {}  # a line -> its toes' keys (the lines it branches to)
        self.reserved: dict[str, tuple[tuple, tuple[int, int], _Turtle]] = {}  # a toe's first tile, kept for it
        self.laid: list[tuple[str, str]] = []  # (line, tile) in the order laid
        self.arms = 0
        self.known: set[str] = set()
        self.key: tuple = ()  # (the centre, the box, feet or not, flip: see :func:`_board_for`)
        self.flip = flip  # each arm's: -1, it turns first the other way (another board, see :func:`layout_lines`)
        # each open end's place as last found, and the cells its search looked at: found again
        # only when a tile or claim has come into one of them since (most ends are far from the
        # tile just laid; a walled-in end's search looks at hundreds of places)
        self.memo: dict[str, tuple[tuple, tuple, set[tuple[int, int]]]] = {}
        # each line's last tile (the centre double under "centre"), and how many tiles were laid
        # away from the tile they were played on (hopped) or on another (see :meth:`lay`)
        self.tail: dict[str, Placed] = {}
        self.loose = 0
        # a tile was laid where a board laid edge to edge would lay it elsewhere (up to then the
        # two boards are the same, tile for tile: the edge to edge one is this one laid on, see
        # :func:`_board_for`)
        self.apart = False
        if centre:
            self.chains.take("centre", centre, HUB, centre)
            self.tail["centre"] = self.chains.placed[-1]

    def clone(self) -> "_Board":
        b = copy.copy(self)
        c = b.chains = copy.copy(self.chains)
        c.rects, c.owners, c._last = list(c.rects), list(c.owners), dict(c._last)
        c.grid = dict(c.grid)  # (a cell's tiles a tuple: a tile added makes a new one, see Chains.add)
        c._kin_of, c.parents, c.placed, c.claims = {}, dict(c.parents), list(c.placed), dict(c.claims)
        b.turtles, b.values, b.reserved = dict(self.turtles), dict(self.values), dict(self.reserved)
        b.toes_of = {key: list(toes) for key, toes in self.toes_of.items()}
        b.laid, b.known = list(self.laid), set(self.known)
        b.memo, c.changed = dict(self.memo), set(c.changed)
        b.tail = dict(self.tail)
        return b

    def know(self, lines: list[dict[str, Any]]) -> None:
        """The lines not seen before (a double's toes): their parents, starts, and an arm's turtle."""
        for ln in lines:
            key = ln["key"]
            if key in self.known:
                continue
            self.known.add(key)
            self.chains.parents[key] = ln.get("parent") or "centre"
            self.chains._kin_of = {}
            self.values[key] = ln["start"]
            if ln.get("parent"):
                self.toes_of.setdefault(ln["parent"], []).append(key)
            else:
                if self.arms < 4:
                    x, y, d = PORTS[self.arms]
                    self.turtles[key] = _Turtle(x, y, d, (1 if self.arms in (0, 1) else -1) * self.flip[self.arms])
                self.arms += 1

    def ready(self, key: str) -> bool:
        return key in self.turtles or key in self.reserved

    def lay(self, key: str, code: str, last: bool) -> None:
        """Lay ``code`` on line ``key`` (``last``: it is the line's last tile so far), and count
        it in :attr:`loose` if it was not laid touching the tile it was played on (its matching
        half edge to edge with that tile's, :func:`touches`) or lies on another tile."""
        chains = self.chains
        before = self.tail.get(key) or self.tail.get(chains.parents.get(key, "centre"))
        near = int(self.values[key])
        walled = chains.walled
        self._lay(key, code, last)
        self.apart = self.apart or (chains.walled > walled and not chains.edge)
        mine = chains.placed[-1]
        self.tail[key] = mine
        if before is None or not touches(mine, before, near):
            self.loose += 1
        elif any(_overlaps(mine.rect, chains.rects[k]) for k in chains._near(mine.rect)
                 if chains.rects[k] is not mine.rect):
            self.loose += 1

    def _lay(self, key: str, code: str, last: bool) -> None:
        chains = self.chains
        self.laid.append((key, code))
        a, b = (int(v) for v in code.split("-"))
        near = self.values[key]
        self.values[key] = b if a == near else a
        if key in self.reserved:  # a toe's first tile, where its double's foot kept room for it
            r, d, after = self.reserved.pop(key)
            chains.placed.append(Placed(key, code, r, _face(near, self.values[key], d)))
            self.turtles[key] = after
            chains.claim(key, after)
            return
        toes = self.toes_of.get(key, [])
        foot = chains.foot(self.turtles[key], key) if a == b and toes and last else None
        chains.laying = None
        if foot is not None:  # a chicken foot: the double and room for its three toes, touching it
            r, places = foot
            chains.take(key, code, r, code)
            chains.claim(key, None)
            for toe, (rect, d, start) in zip(toes, places):
                if rect is None:
                    self.turtles[toe] = start
                    chains.claim(toe, start)
                else:
                    self.reserved[toe] = (rect, d, start)
                    chains.add(toe, rect)
            return
        after, r, d = chains.lay(key, self.turtles[key], near, code)
        self.turtles[key] = after
        if self.feet:
            chains.claim(key, None if a == b else after)
        if a == b and toes and last:  # (no room for the double crosswise)
            x, y, w, h = r
            cx, cy = x + w / 2, y + h / 2
            dx, dy = d
            ends = [_Turtle(after.x, after.y, d, after.prefer)]
            reach = (h if dx else w) / 2  # (a double on a corner lies along ``d``: its sides are nearer)
            for sign in (1, -1):
                px, py = (-dy * sign, dx * sign)
                ends.append(_Turtle(cx + px * reach, cy + py * reach, (px, py), dx + dy or 1))
            for toe, start in zip(toes, ends):
                self.turtles[toe] = start
                chains.claim(toe, start)

    def changed_since_slots(self) -> bool:
        """Has a tile or claim come in since the open ends were last found (:meth:`slots`)?"""
        return bool(self.chains.changed) or not self.memo

    def slots(self, lines: list[dict[str, Any]]) -> tuple[dict[str, tuple], dict[str, tuple[int, int]]]:
        """Where each open line's next tile would go, and the way it runs there."""
        chains = self.chains
        slots: dict[str, tuple] = {}
        ways: dict[str, tuple[int, int]] = {}
        for ln in lines:
            if ln["key"] in self.reserved:  # a toe waiting for its first tile: the room kept beside its double
                slots[ln["key"]], ways[ln["key"]], _ = self.reserved[ln["key"]]
                continue
            t = self.turtles.get(ln["key"])
            if t is None:
                continue
            first = not any(p.key == ln["key"] for p in chains.placed)
            asked = (t.x, t.y, t.d, t.prefer, first, chains.bounds)
            known = self.memo.get(ln["key"])
            if known is not None and known[0] == asked and ALL_CELLS not in known[2] \
                    and known[2].isdisjoint(chains.changed):
                slots[ln["key"]], ways[ln["key"]] = known[1]  # (nothing it looked at has changed)
                continue
            # (found as the tile will be laid there: keeping out of other lines' claims, a line's first
            # tile straight out; found without, 6 of 268 tiles played in seeded hands landed elsewhere
            # than the end lit for them, 5 of them turned the other way, s30)
            chains.laying = ln["key"]
            chains.watch = set()
            r, ways[ln["key"]], _ = chains.next_slot(t, key=ln["key"], first=first)
            self.memo[ln["key"]] = (asked, (r, ways[ln["key"]]), chains.watch)
            chains.watch = None
            chains.laying = None
            slots[ln["key"]] = r
        chains.changed = set()
        chains.tracked = True
        return slots, ways


def _halves(p: Placed) -> dict[int, tuple[float, float, float, float]]:
    """A laid tile's halves by number (grid units); a double: the whole tile."""
    x, y, w, h = p.rect
    a, _, b = p.face.partition("-")
    if a == b:
        return {int(a): p.rect}
    if w >= h:
        return {int(a): (x, y, w / 2, h), int(b): (x + w / 2, y, w / 2, h)}
    return {int(a): (x, y, w, h / 2), int(b): (x, y + h / 2, w, h / 2)}


def touches(mine: Placed, before: Placed, near: int) -> bool:
    """Is the half ``near`` of the tile ``mine`` edge to edge with the half ``near`` of the tile
    ``before`` it was played on, along half a unit at least?"""
    r, o = _halves(mine).get(near), _halves(before).get(near)
    if r is None or o is None:
        return False
    x, y, w, h = r
    a, b, c, d = o
    across = max(a - (x + w), x - (a + c))
    down = max(b - (y + h), y - (b + d))
    return (abs(across) <= 0.05 and down <= -0.5 + EPS) or (abs(down) <= 0.05 and across <= -0.5 + EPS)


HUB = (-SHORT / 2, -LONG / 2, SHORT, LONG)  # the centre double
PORTS = {0: (SHORT / 2, 0.0, E), 1: (0.0, LONG / 2, S), 2: (-SHORT / 2, 0.0, W), 3: (0.0, -LONG / 2, N)}
BOARDS_KEPT = 12  # (twelve positions of each box: undo lays nothing again)
KEYS_KEPT = 2 * 49  # (the boxes of two sizes of the table, 48 and the last resort: some 10 MB a size)
#: the boards laid last by their key (:attr:`_Board.key`), the newest last, the box used last last
#: (see :func:`_board_for`; a scan of one list of all boxes' boards cost 0.2 ms a box tried)
_boards: dict[tuple, list[_Board]] = {}
#: Chicken Foot: the boxes tried after the one shown, laid up to the position shown while the
#: table waits for the next move (:func:`lay_ahead`): where a play would come loose in the box
#: shown, the boxes after it are then a tile away. Found at that play, each box tried was laid
#: from its first tile, 1,299 tiles in 24 boxes and 218 ms at the slowest of seeded random hands
#: (s40; the boxes come loose together, at the same crowded end), against a frame of 16 ms.
#: (the position shown last and its boxes to lay, see :func:`lay_ahead`)
_ahead: list[tuple] = []
AHEAD_WAIT_MS = 150  # the table still this long after a layout: the boxes are laid ahead
AHEAD_SLICE_MS = 4.0  # ... a slice at a time, the window answering between slices
AHEAD_TILES = 4  # ... a few tiles of a box at a time (a slice is over when its time is)
_ahead_due = [0]  # (the layout the timer waits after: an older timer does nothing)
#: tiles laid since the module was loaded, in every box (the tests and benches count the work of a layout)
tiles_laid = [0]
_shown: dict[tuple, tuple] = {}  # the last position's board and open ends, by (board, lines)


def _board_for(centre: str, bounds: tuple[float, float, float, float], feet: bool,
               lines: list[dict[str, Any]], laid: list[tuple[str, str]], stop: bool = False,
               flip: tuple[int, ...] = (1, 1, 1, 1), edge: int = 0, most: int | None = None) -> _Board | None:
    """The board with the tiles ``laid`` (line, tile) in that order: the board kept that was
    laid with the most of them first (the position before: one tile more), else a new one; None
    if a tile's line has no place to start from yet. ``stop``: laying stops at the first tile
    laid loose (:attr:`_Board.loose`), that board returned (a board with a loose tile is not
    shown while another box lays them all touching, :func:`layout_lines`). ``most``: at most so
    many tiles are laid, the board of the first of ``laid`` returned (it is kept: a later call
    lays on from it)."""
    best = None
    box_key = (centre, bounds, feet, flip, edge)
    kept = _boards.pop(box_key, [])
    _boards[box_key] = kept  # (the box used last, last: the boxes of a size not shown for long go first)
    for stale in list(itertools.islice(_boards, max(0, len(_boards) - KEYS_KEPT))):
        del _boards[stale]
    for b in kept:
        if len(b.laid) <= len(laid) and laid[:len(b.laid)] == b.laid and (best is None or len(b.laid) > len(best.laid)):
            best = b
    if edge == 1 and (best is None or not (stop and best.loose)):
        # the board laid with the lines apart is this one until it first lays a tile where
        # this one would lay it edge to edge: laid on from there, not from the first tile
        for b in _boards.get((centre, bounds, feet, flip, 0), ()):
            if not b.apart and not b.loose and len(b.laid) <= len(laid) and laid[:len(b.laid)] == b.laid \
                    and len(b.laid) > (len(best.laid) if best is not None else -1):
                best = b.clone()
                best.chains.edge = True
                best.key = box_key
                best.memo = {}  # (an open end walled in is lit elsewhere edge to edge)
    if best is not None and (len(best.laid) == len(laid) or (stop and best.loose)):
        board = best
    else:
        board = best.clone() if best is not None else _Board(centre, bounds, feet, flip, edge)
        board.key = (centre, bounds, feet, flip, edge)
        board.know(lines)
        lengths = {ln["key"]: len(ln["tiles"]) for ln in lines}
        done = {key: 0 for key in lengths}
        for key, _ in board.laid:
            done[key] += 1
        for key, code in laid[len(board.laid):][:most]:
            if not board.ready(key):  # (a line with no place to start from: laid a round at a time)
                return None
            done[key] += 1
            tiles_laid[0] += 1
            board.lay(key, code, done[key] == lengths[key])
            if stop and board.loose:
                break
        kept.append(board)
        del kept[:-BOARDS_KEPT]
    board.know(lines)  # (toes of a double just laid by another player: none of its tiles yet)
    return board


def lay_ahead(budget_ms: float | None = None) -> bool:
    """Lay the boxes tried after the box shown (the layout last asked for, :func:`layout_lines`)
    up to its position, each until it lays a tile loose (then it is passed over at no cost), for
    at most about ``budget_ms`` (None: all of them). True when all are laid. Which box is shown,
    and every tile's place in it, is the same with or without it: only the work at a play that
    would come loose in the box shown is less (a tile a box, not the whole board in each)."""
    if not _ahead:
        return True
    centre, aspect, lines, laid, tries = _ahead[0]
    start = time.perf_counter()
    first = True
    for high, flip, edge in tries:
        box = (-high * aspect / 2, -high / 2, high * aspect, high)
        while True:  # (the last resort's board, edge 2, is laid whole: it is shown loose)
            board = _board_for(centre, box, True, lines, laid, stop=edge < 2, flip=flip, edge=edge, most=AHEAD_TILES)
            if board is None or (board.loose and edge < 2):
                break
            if len(board.laid) == len(laid):
                if first and board.changed_since_slots():
                    # (the next box's open ends found too, as the board shown finds them at each
                    # play: found afresh at the play that shows it, they were a third of its time;
                    # every box's, the work ahead was five times as much)
                    board.slots(lines)
                first = False
                break
            if budget_ms is not None and (time.perf_counter() - start) * 1000 > budget_ms:
                return False
    _ahead.clear()
    return True


def _lay_ahead_later(due: int) -> None:
    """The timer's: a slice of :func:`lay_ahead`, and the next slice soon after (the window's
    events between), while no layout came since the timer was set."""
    if due != _ahead_due[0] or lay_ahead(AHEAD_SLICE_MS):
        return
    QTimer.singleShot(0, lambda: _lay_ahead_later(due))


def _ask_ahead(centre: str, aspect: float, lines: list[dict[str, Any]], laid: list[tuple[str, str]],
               tries: list[tuple[float, tuple[int, ...], int]]) -> None:
    """After a layout: the boxes tried after the one shown laid ahead once the table has been
    still for :data:`AHEAD_WAIT_MS` (a move shown, the next one awaited)."""
    _ahead[:] = [(centre, aspect, lines, laid, tries)] if tries else []
    _ahead_due[0] += 1
    if _ahead and QCoreApplication.instance() is not None:
        due = _ahead_due[0]
        QTimer.singleShot(AHEAD_WAIT_MS, lambda: _lay_ahead_later(due))


def shown_board() -> _Board | None:
    """The board of the position laid out last (its ``key``: the centre, the box, feet, the arms'
    turns, laid edge to edge or not), None if none was."""
    return next(iter(_shown.values()))[0] if _shown else None


def layout_lines(game_id: str, centre: str, lines: list[dict[str, Any]], aspect: float,
                 order: list[str] | None = None, tall: float | None = None, lane: float = 0.0):
    """Every laid tile's place, where each open line's next tile would go (grid units), the
    centre double's place, Mexican Train's lane starts, and the way each line runs at its next
    tile's place (E, S, W or N: a tile dragged over it is turned to lie so, :func:`carry_turn`).
    Chicken Foot's box is low (``tall`` grid units, as wide as the table's shape): its arms turn
    sideways early and run across the table, where they ran up into the table's top edge, the
    left and right thirds empty and the tiles zoomed down to about 20 px. The tiles are laid in
    the order played (``order``, each line's key once a tile), so a tile never moves when
    another is laid; without it, a round of the lines at a time."""
    if game_id == "mexican_train":
        return _train_lanes(centre, lines, aspect, lane or LANE_START)
    feet = game_id == "chicken_foot"
    talls = (tall,) if tall is not None else CHICKEN_TALLS if feet else (34.0,)
    tall = talls[0]
    bounds = (-tall * aspect / 2, -tall / 2, tall * aspect, tall)
    board = None
    if order is not None and sorted(order) == sorted(k for ln in lines for k in [ln["key"]] * len(ln["tiles"])):
        tiles = {ln["key"]: iter(ln["tiles"]) for ln in lines}
        laid = [(key, next(tiles[key])) for key in order]
        # the first box in which every tile was laid touching the tile it was played on (in the
        # first, a tile walled in on every side hopped to the nearest room, drawn beside another
        # line: s31 t3 #3, #4); the tiles move only at the play that would come loose in the box
        # shown until then. Tried first with the lines apart (ARM_GAP), then edge to edge.
        tries = [(high, flip, edge) for edge in (0, 1) for flip in FLIPS for high in talls] if feet \
            else [(tall, FLIPS[0], 0)]
        for k, (high, flip, edge) in enumerate(tries):
            box = (-high * aspect / 2, -high / 2, high * aspect, high)
            # (each laid until its first loose tile only: a board with one is not shown)
            board = _board_for(centre, box, feet, lines, laid, stop=True, flip=flip, edge=edge)
            if board is None or not board.loose:
                break
        else:  # (none: the first box, edge to edge; a tile or foot walled in on every side hops)
            board = _board_for(centre, bounds, feet, lines, laid, edge=2 if feet else 0)
        if feet and board is not None and not board.loose:
            # (and the last resort's board: the first box, a tile or foot hopping where walled in)
            _ask_ahead(centre, aspect, lines, laid, [*tries[k + 1:], (talls[0], FLIPS[0], 2)])
    if board is not None:
        shown = (id(board), tuple((ln["key"], ln.get("parent") or "", ln["start"], len(ln["tiles"])) for ln in lines))
        if shown not in _shown or _shown[shown][0] is not board:
            _shown.clear()  # (the last position only: a describe at every repaint, drag and resize)
            _shown[shown] = (board, board.slots(lines))
        slots, ways = _shown[shown][1]
        return list(board.chains.placed), dict(slots), HUB, {}, dict(ways)
    board = _Board(centre, bounds, feet)  # (no order: a round of the lines at a time)
    board.know(lines)
    pending = {ln["key"]: list(ln["tiles"]) for ln in lines}
    progress = True
    while progress:
        progress = False
        for ln in lines:
            key = ln["key"]
            if pending[key] and board.ready(key):
                board.lay(key, pending[key].pop(0), not pending[key])
                progress = True
    slots, ways = board.slots(lines)
    return board.chains.placed, slots, HUB, {}, ways


ROW = LONG + GAP  # Mexican Train: from one row of a train to the next (a double crosswise fits in its row)
BAND_GAP = 1.0  # between two trains' bands
ROW_TILES = 6  # Mexican Train: the most tiles a row of a train's band holds before it turns
BLOCK_GAP = SHORT  # Mexican Train: between two blocks of a train's rows (the turns of the two would touch)
BAND_ROWS = 3  # the rows each train's band has room for, at least, with three trains a side or more (odd: the last runs outward)
#: ... and with two trains a side or fewer (two or three players): the table's height was half
#: empty while the trains ran out sideways and every tile was drawn about 20 px long (s33)
FEW_BAND_ROWS = 5


class _Snake(NamedTuple):
    """Mexican Train: where a train's next tile goes (grid units), the row of its block it runs in,
    the way it runs (+1 right, -1 left), its block (0: from its lane's start to the box's edge;
    past the band's last row, the next block further out) and the way its rows go (+1 down)."""
    x: float
    y: float
    row: int
    d: int
    block: int
    way: int


def _train_lanes(centre: str, lines: list[dict[str, Any]], aspect: float, lane: float = LANE_START):
    """Mexican Train: each train in its own band across the table, the trains alternately to
    the right and the left of the hub. A train runs outward from its lane's start; at the box's
    edge a tile lies along the turn, across to the band's next row (away from the centre), and
    the train runs back towards the hub, and so on, like a snake that never leaves its band
    (a double lies crosswise in its row, or along the turn at a row's end). Past the band's last
    row (it runs outward) a train snakes on in a block of rows further out (zoom to fit keeps it
    on the table). Every band has three rows or more, whatever the number of trains.
    A train's tiles depend only on its own tiles and the number of trains: a tile laid never
    moves. Returns what ``layout_lines`` returns."""
    placed: list[Placed] = []
    slots: dict[str, tuple] = {}
    ways: dict[str, tuple[int, int]] = {}
    starts: dict[str, tuple[float, float]] = {}
    hub = (-SHORT / 2, -LONG / 2, SHORT, LONG)
    if centre:
        placed.append(Placed("centre", centre, hub, centre))
    per_side = max(1, (len(lines) + 1) // 2)
    # (four or five trains a side, six players or more, have bands of three rows too: with a row
    # each they ran straight out past the box's edge, and a late round's tiles were drawn about
    # 12 px long at 1024x600, their numbers unreadable; three rows draw the first tiles smaller,
    # about 21 px at eight players, where one row drew them about 24, s34)
    wanted = FEW_BAND_ROWS if per_side <= 2 else BAND_ROWS
    tall = max(32.0, per_side * wanted * ROW + (per_side - 1) * BAND_GAP)
    inner = SHORT / 2 + lane  # (``lane``: from the hub's edge to each lane's start, room for its name)
    # a row turns after at most ROW_TILES tiles: the box as wide as the table's shape made rows of
    # ten tiles and more at 1024x600, a train ran on in one straight line while the rows below
    # stayed empty, and the zoom to fit drew every tile 44 px long (s29 t3 #6)
    outer = max(min(tall * aspect / 2, inner + ROW_TILES * LONG + SHORT), inner + 3 * LONG + SHORT)
    band_h = (tall - (per_side - 1) * BAND_GAP) / per_side
    rows = max(1, int(band_h // ROW))
    rows -= 1 - rows % 2
    for i, ln in enumerate(lines):
        side = 1 if i % 2 == 0 else -1
        j, k = i // 2, (len(lines) + (1 if side == 1 else 0)) // 2
        top = -tall / 2 + j * (band_h + BAND_GAP) + (per_side - k) * (band_h + BAND_GAP) / 2
        bottom = top + band_h
        sign = 1 if top + bottom >= -EPS else -1  # the rows go away from the centre
        if sign > 0:
            lo, hi = top + LONG / 2, bottom - LONG / 2 - (rows - 1) * ROW
        else:
            lo, hi = top + LONG / 2 + (rows - 1) * ROW, bottom - LONG / 2
        y = min(max(0.0, lo), hi)
        x = inner * side
        starts[ln["key"]] = (x, y)
        at = _Snake(x, y, 0, side, 0, sign)
        near = ln["start"]

        def step(at: "_Snake", double: bool):
            """(the tile's rect, its direction, and the snake after it)"""
            x, y, row, d, block, way = at
            along = SHORT if double else LONG
            stride = block * (outer - inner + BLOCK_GAP)
            edge = side * ((outer if d == side else inner) + stride)
            room = (edge - x) if d > 0 else (x - edge)
            if row >= rows - 1 and room < along + SHORT - EPS and d == side and rows > 1:
                # past the band's last row: on into the next block of rows, further out, snaking
                # back the other way (run straight out, a Mexican train of 33 tiles reached 88
                # grid units from the hub, and every tile was drawn 10 px long at 1024x600, s33)
                block, row, way = block + 1, 0, -way
            elif row < rows - 1 and room < along + SHORT - EPS:
                # the turn: a tile along it, across to the next row, in a column of its own
                mid = y + way * ROW / 2
                r = (x if d > 0 else x - SHORT, mid - LONG / 2, SHORT, LONG)
                return r, (0, way), _Snake(x, y + way * ROW, row + 1, -d, block, way)
            if double:
                r = (x if d > 0 else x - SHORT, y - LONG / 2, SHORT, LONG)
            else:
                r = (x if d > 0 else x - LONG, y - SHORT / 2, LONG, SHORT)
            return r, (d, 0), _Snake(x + d * along, y, row, d, block, way)

        for code in ln["tiles"]:
            a, b = (int(v) for v in code.split("-"))
            far = b if a == near else a
            r, direction, at = step(at, a == b)
            face = code if a == b else _face(near, far, direction)
            placed.append(Placed(ln["key"], code, r, face))
            near = far
        slots[ln["key"]], ways[ln["key"]] = step(at, False)[:2]
    return placed, slots, hub, starts, ways


# ----- the table ---------------------------------------------------------------------------
class DominoesTable(ModuleTable):
    """The dominoes layout for one game shown: this module's functions, and the tiles the viewer
    has just drawn outlined in the hand (``drawn_of``, the play controller's ``drawn_cards``, set
    by the window). A tile drawn from the boneyard went into the sorted hand unmarked: the
    prompt named a drawn tile that plays, and the player had to find it."""

    def __init__(self) -> None:
        super().__init__()  # (pixels_high: the view's height, set by the window)
        self.drawn_of: Any = None
        self.yard = "boneyard"  # the game's word for the face-down tiles (Chicken Foot: "chicken yard")
        self.names: dict[str, str] = {}  # each line's name on the table last described
        #: the face style chosen at each window size (px high, aspect): once in figures, a table
        #: stays so at that size (the faces flipped between pips and figures turn to turn as
        #: Chicken Foot's board zoomed, s43 t2 #3)
        self.styles: dict[tuple[str, int, float], str] = {}
        #: where Chicken Foot's board was drawn last (:func:`steady_board`)
        self.steady: dict[tuple, tuple[float, float, float]] = {}

    def describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        drawn = self.drawn_of(viewer) if self.drawn_of is not None and viewer is not None else ()
        self.yard = getattr(game, "yard", "boneyard")
        obs = game.observation(state, viewer)
        self.names = line_names(obs["public"]["lines"], obs["players"])
        high = self.pixels_high
        unit = min(high * aspect / max(TABLE_H * aspect, 12.0), high / TABLE_H) if high else None
        spec = describe(game, state, viewer, aspect, prompt, drawn, unit, self.steady)
        if high and unit is not None:
            faces = [p for p in spec.pieces if p.kind == DOMINO and p.face not in ("back", "heap")
                     and not p.id.startswith("left:")]
            # Chicken Foot: the hand and the board alike (the hand's tiles are no larger than the
            # laid ones). Mexican Train: the hand by its own size (much larger than the trains'
            # tiles: 56 px across at 1366x768 with four players, its pips 7 px, among trains of
            # 20 px tiles in figures)
            groups = {"": faces}
            if game.info.id == "mexican_train":
                groups = {"hand": [p for p in faces if p.id.startswith("hand:")],
                          "laid": [p for p in faces if not p.id.startswith("hand:")]}
            for name, group in groups.items():
                key = (name, round(high), round(aspect, 3))
                self.styles[key] = choose_style(group, unit, self.styles.get(key, ""))
        return spec

    def hint_words(self, move: dict[str, Any]) -> str | None:
        """A tile to play: to "the lit end of" its line, or "the lit toe" of a double (the
        generic words named the whole line: "move the 1-7 to a toe of a chicken foot" for an
        ordinary open end far from any toe, s27 t4)."""
        name = self.names.get(move.get("to", ""), "") if move.get("kind") == "play" else ""
        if name and isinstance(move.get("tile"), str):
            tile = f"the {tile_name(move['tile'])}"
            if name.startswith("a toe of "):
                return f"move {tile} to the lit toe of {name[len('a toe of '):]}."
            return f"move {tile} to the lit end of {name}."
        return hint_words(move, self.yard)

    def wrong_place(self, piece: str, target: str | None) -> str:
        return wrong_place(piece, target, self.yard)

    def held_words(self, piece: str, target: str) -> str | None:
        """The status line while the keys hold ``piece`` over ``target``: the boneyard over itself
        is a draw (the generic "Picked up the chicken yard: Enter takes it to the chicken yard"
        made no sense, s37 t1); None: the generic words."""
        if piece == "boneyard" and target == "boneyard_zone":
            return f"Press Enter to draw a tile from the {self.yard}, or Esc to cancel."
        return None


def choose_style(faces: list[PieceSpec], unit: float, before: str = "") -> str:
    """The face style of tiles shown face up (the hand, the laid ones), set on them, and
    returned: "figures" where a 12's pips on the smallest would be drawn under
    :data:`PIP_DOT_LEAST` px at ``unit`` px a card unit, or where they were in figures ``before``
    at this size (the board grows all game, and the faces flipped turn to turn as it zoomed: s43
    t2 #3); else "pips". (The tiles left in hand at a hand's end, in the strip of seats, keep the
    painter's choice by their size: they are drawn very small.)"""
    if not faces:
        return before
    least = min(min(p.w, p.h) for p in faces) * unit
    style = "figures" if before == "figures" or pip_px(least) < PIP_DOT_LEAST else "pips"
    for p in faces:
        p.style = style
    return style


def make_layout() -> DominoesTable:
    """A fresh table per game shown (it holds that game's controller's ``drawn_of``)."""
    return DominoesTable()


#: the seat strip: the names' size, and the top of the tile counts under them
STRIP_NAME, COUNT_Y = 0.24, 0.5
#: the least room between a name in the strip (on two lines) and the count under it, in px: at
#: 640x420 "Great-Aunt / Gwendolyn", at the view's least 10 px, ran 2 px into "8 tiles · total 0"
#: (s45)
NAME_COUNT_GAP = 3.0


def strip_name_size(name: str, width: float, unit: float | None = None) -> float:
    """The size of a name in the seat strip: :data:`STRIP_NAME` where it fits on one line (as
    the label sets it: down to 80 %), else 80 % of it, so that on two lines it still ends above
    the tile count under it. (Set large on two lines, "Robo / Remy" lay over his "9 tiles ·" in
    Mexican Train's strip of eight at 1024x600: s35 t4 #3.) Measured at the view's ``unit`` px a
    card unit where known (at 100 px a unit, "Robo Remy" did not fit by a pixel or two and was
    set at 10 px beside "Robo Rosa" at 11, s44), else at 100 px a unit with a little room to
    spare for the sizes rounded at the table's scale."""
    scale, room = (unit, 0.98) if unit else (100.0, 0.94)
    px = max(10, round(STRIP_NAME * scale))
    font, _box, _flags, text = elide_text(name, px, True, width * scale * room, 1)
    whole = text == name and font.bold() and font.pixelSize() >= 0.8 * px
    return STRIP_NAME if whole else STRIP_NAME * 0.8


#: the tiles left in a hand at its end, in the strip of seats: their height (card units) and the
#: least they are drawn across (px) to read (a train's laid tiles keep 11 px across at the least,
#: 22 px long, and are read in figures); smaller, the seat says how many instead (at 1024x600
#: they were drawn about 6x10 px, too small to read or count, s44)
LEFT_TILE_H, LEFT_TILE_LEAST = 0.3, 11.0


@functools.lru_cache(maxsize=4096)
def _set_box(text: str, size: float, bold: bool, width: float, unit: float) -> tuple[float, bool]:
    """How tall ``text`` is set as a label at ``unit`` px a card unit (card units), and whether
    on one line (kept: the strip asks of the same few words at every move)."""
    item = LabelItem(LabelSpec(text, 0, 0, size=size, bold=bold, max_width=width), unit)
    one = "\n" not in text and item.text_rect.height() < 1.5 * QFontMetricsF(item.font).lineSpacing()
    return item.text_rect.height() / unit, one


def _text_span(label: LabelSpec, unit: float) -> tuple[float, float]:
    """Where ``label``'s text starts and ends down the table, as the view sets it at ``unit`` px
    a card unit (px)."""
    top, bottom = _set_span(label.text, label.size, label.bold, label.max_width, label.elide, label.down, unit)
    return label.y * unit + top, label.y * unit + bottom


@functools.lru_cache(maxsize=4096)
def _set_span(text: str, size: float, bold: bool, width: float, elide: int, down: bool,
              unit: float) -> tuple[float, float]:
    """(kept, as :func:`_set_box`: the strip asks of the same few words at every move)"""
    box = LabelItem(LabelSpec(text, 0, 0, size=size, bold=bold, max_width=width, elide=elide, down=down),
                    unit).text_rect
    return box.top(), box.bottom()


def counts_top(names: list[LabelSpec], count: LabelSpec, unit: float | None) -> float:
    """The top of the tile counts under the strip's ``names`` (``count``: one of them at
    :data:`COUNT_Y`): there, or lower, all alike, as far as a name on two lines needs to end
    :data:`NAME_COUNT_GAP` px above them at the view's ``unit`` (unknown: there)."""
    if not unit:
        return COUNT_Y
    ends = max(_text_span(name, unit)[1] for name in names)
    starts = _text_span(count, unit)[0]
    # (half a pixel more: the view places each label on its own rounded pixels, 2.9 px apart)
    return COUNT_Y + max(0.0, ends + NAME_COUNT_GAP + 0.5 - starts) / unit


def label_height(label: LabelSpec, unit: float) -> float:
    """How tall ``label``'s text is set at ``unit`` px a card unit (card units)."""
    return _set_box(label.text, label.size, label.bold, label.max_width, unit)[0]


def on_one_line(label: LabelSpec, unit: float) -> bool:
    """Is ``label`` set on one line at ``unit`` px a card unit (at the least size the view sets)?"""
    return _set_box(label.text, label.size, label.bold, label.max_width, unit)[1]


def count_words(count: int, total: int, width: float, unit: float | None) -> str:
    """A seat's tiles and total, on one line in ``width`` at the view's ``unit``: "7 tiles ·
    total 0", shorter where that does not fit ("7 tiles · 0 pts"), else the tiles alone, the
    total left to the score sheet beside the table (at 800x500 with the sheet docked a seat of
    eight has 55 px, and "7 tiles · total 0" wrapped onto two lines, s44)."""
    tiles = f"{count} tile{'s' if count != 1 else ''}"
    tries = [f"{tiles} \u00b7 total {total}", f"{tiles} \u00b7 {total} pts", tiles]
    if not unit:
        return tries[0]
    return next((t for t in tries if on_one_line(LabelSpec(t, 0, 0, size=0.18, max_width=width), unit)), tiles)


def hand_words(scored: int, total: int, top: float, width: float, unit: float | None, long: bool = True) -> str:
    """A seat's points this hand and its total, under its name at the hand's end, from ``top``:
    "+73 this hand" over "total 73" (``long``), else "+73" over it, each line whole in ``width``
    and both within the strip's frame at the view's ``unit``; else the total alone (the hand's
    points are on the score sheet and the status line). At 640x420 with eight seats "+10 this
    hand" wrapped, and its third line, "total 10", lay on the frame's bottom edge; under a name
    on two lines "+21" / "total 21" ended 2 px past it (s45)."""
    tries = ([f"+{scored} this hand\ntotal {total}"] if long else []) + [f"+{scored}\ntotal {total}"]
    if not unit:
        return tries[0]
    for said in tries:
        label = LabelSpec(said, 0.0, top, size=0.18, max_width=width, down=True)
        whole = all(_one_line(line, 0.18, False, width, unit) for line in said.split("\n"))
        if whole and _text_span(label, unit)[1] <= (TOP_H - 0.05) * unit + EPS:
            return said
    return f"total {total}"


def left_tiles(shown: list[str], seat: int, name: str, cx: float, cell: float, unit: float | None) -> list[PieceSpec]:
    """The tiles left in a seat's hand at the hand's end, face up under its score, where they
    are drawn large enough to read (:data:`LEFT_TILE_LEAST` px across at the view's ``unit``;
    unknown ``unit``: drawn); else none (:func:`left_words` says how many)."""
    # under the two lines above (ty: the centre), inside the strip's frame (it ends 0.05 above TOP_H;
    # at 1.07 the tiles ran 0.02 over its line, 1 px at 1920x1080)
    th, ty = LEFT_TILE_H, 1.04
    step = min(th * 0.56, (cell - 0.3) / len(shown))
    tw = min(th / 2, step * 0.95)
    if unit and tw * unit < LEFT_TILE_LEAST - EPS:
        return []
    x0 = cx - (step * (len(shown) - 1) + tw) / 2
    return [PieceSpec(id=f"left:{seat}:{code}", kind=DOMINO, face=code, x=x0 + k * step, y=ty, z=3 + k * 0.01,
                      w=tw, h=tw * 2, zone=f"hand/{seat}", name=f"the {tile_name(code)}, left in {name}'s hand")
            for k, code in enumerate(sorted(shown, key=_sort_key))]


def left_words(left: int, score: LabelSpec, cx: float, cell: float, unit: float | None) -> LabelSpec | None:
    """How many tiles a seat was left with at the hand's end ("8 tiles left"), under its score
    where the strip has room for the line (within its frame, at the view's ``unit``), else None
    (the score's points say what they were worth)."""
    words = f"{left} tile{'s' if left != 1 else ''} left"
    top = score.y + (label_height(score, unit) if unit else 0.44) + 0.01
    label = LabelSpec(words, cx, top, size=0.16, max_width=cell - 0.15, down=True)
    if unit and (not on_one_line(label, unit) or top + label_height(label, unit) > TOP_H - 0.05 + EPS):
        return None
    return label


def _one_line(text: str, size: float, bold: bool, width: float, unit: float | None) -> bool:
    """Does ``text`` fit on one line in ``width`` as the view sets it at ``unit`` px a unit (at
    10 px at least; unknown ``unit``: yes)?"""
    if not unit:
        return True
    px = max(10, round(size * unit))
    font, _box, _flags, shown = elide_text(text, px, bold, width * unit, 1)
    return shown == text


def text_lines(text: str, size: float, width: float) -> int:
    """The lines a label's text is set on (:func:`fit_text`), measured at 100 px a unit."""
    font, box, _flags = fit_text(text, round(size * 100), False, width * 100, 3)
    return max(1, round(box.height() / QFontMetricsF(font).lineSpacing()))


def steady_board(memory: dict, key: tuple, fitted: tuple[float, float, float], bounds: tuple[float, float, float, float],
                 frame: tuple[float, float, float, float]) -> tuple[float, float, float]:
    """Chicken Foot's board where it was drawn last (its scale and offset, kept in ``memory`` for
    the hand's centre double and the table's shape, ``key``) while the tiles and open ends shown
    (``bounds``, grid units) still fit the frame there; else as fitted now (``fitted``), and
    remembered. Centred anew at every turn, the board slid under the players at each hand-off
    (the centre double at x=454, 401, 374 px on successive turns, s46 t2 #6): the lit open ends
    differ from seat to seat, and each tile laid moved the middle of the box."""
    last = memory.get(key)
    if last is not None:
        scale, ox, oy = last
        x0, y0, x1, y1 = bounds
        fx, fy, fw, fh = frame
        if (fx - EPS <= ox + x0 * scale and ox + x1 * scale <= fx + fw + EPS
                and fy - EPS <= oy + y0 * scale and oy + y1 * scale <= fy + fh + EPS
                and scale >= fitted[0] * STEADY_LEAST_ZOOM):
            return last
    memory.clear()  # (only the board in play: another hand or shape is laid out anew)
    memory[key] = fitted
    return fitted


#: Chicken Foot's board kept where it was drawn (:func:`steady_board`) while its tiles are no
#: smaller than this of the size they would be fitted anew (else it is fitted again, larger)
STEADY_LEAST_ZOOM = 0.8


def describe(game, state, viewer: int | None, aspect: float, prompt: str, drawn=(),
             unit: float | None = None, steady: dict | None = None) -> TableSpec:
    """``drawn``: the viewer's tiles just drawn, outlined (see :class:`DominoesTable`); ``unit``:
    the view's px a card unit, where known (captions kept on one line at the view's least text
    size, 10 px); ``steady``: where Chicken Foot's board was drawn last (:func:`steady_board`)."""
    obs = game.observation(state, viewer)
    zones, v = obs["zones"], obs["public"]
    players = obs["players"]
    n = len(players)
    turn, phase = v["turn"], v["phase"]
    width = max(TABLE_H * aspect, 12.0)
    spec = TableSpec(width=width, height=TABLE_H)
    mexican = game.info.id == "mexican_train"
    markers = v.get("markers", [False] * n)

    # ----- the seat strip ---------------------------------------------------------------------
    strip_w = width - SIDE_W - 0.3
    cell = strip_w / n
    last_scores = v.get("last_scores") or []
    # each name at its own size (:func:`strip_name_size`): a long name smaller, on two lines, the
    # others at full size (all eight were set at 80 % beside "Great-Aunt Gwendolyn" at 1024x600,
    # s44); the names the view sets at one size set alike, at the smallest any of them takes
    # (s43 t2 #4: at 800x500 "Robo Rudi" was set a little smaller than the names beside him)
    name_sizes = [strip_name_size(name, cell - 0.15, unit) for name in players]
    low = min(name_sizes) < STRIP_NAME  # (the counts under the names all at one height)
    name_line = [seat_name_label(name, 0.0, 0.12, size=size, max_width=cell - 0.15, lines=2)
                 for name, size in zip(players, name_sizes)]
    count_y = counts_top(name_line, LabelSpec("0 tiles", 0.0, COUNT_Y, size=0.18, max_width=cell - 0.15, down=True),
                         unit)
    for s in range(n):
        cx = 0.2 + cell * (s + 0.5)
        count = zones[f"hand/{s}"]["count"]
        mine = s == turn and phase == "play"
        alike = round(max(10, name_sizes[s] * unit)) if unit else name_sizes[s]
        # (on two lines where long: "Alexandrina Wilhelmina…")
        spec.labels.append(replace(name_line[s], x=cx, highlight=mine, alike=f"strip names {alike}"))
        shown = [c for c in zones[f"hand/{s}"]["cards"] if c is not None]
        if phase != "play" and last_scores:
            # on two lines from where a wrapped line began, the tiles left in hand under them (the
            # line wrapped in a narrow seat's place, and the tiles lay over "total 23", s28 t4);
            # under a smaller name (perhaps on two lines) lower, and on two lines only ("+73 this
            # hand" wrapped, and the third line lay over the tiles)
            said = hand_words(last_scores[s], v["totals"][s], count_y if low else 0.4, cell - 0.15, unit,
                              long=not low)
            score = LabelSpec(said, cx, count_y if low else 0.4, size=0.18, max_width=cell - 0.15, down=True)
        else:
            # on one line (s44: "7 tiles · total 0" wrapped onto two at 800x500), down from its top
            # (on two lines, "9 tiles ·" / "total 0", it grew up into a name's second line)
            said = count_words(count, v["totals"][s], cell - 0.15, unit)
            score = LabelSpec(said, cx, count_y, size=0.18, max_width=cell - 0.15, down=True)
        spec.labels.append(score)
        if phase != "play" and shown:
            # the hand is over: what each player is caught with, face up, else how many
            caught = left_tiles(shown, s, players[s], cx, cell, unit)
            spec.pieces.extend(caught)
            words = None if caught else left_words(len(shown), score, cx, cell, unit)
            if words is not None:
                spec.labels.append(words)
        if mexican and markers[s] and phase == "play":
            # under the count (a little room kept where it is measured at another scale)
            if unit:
                under = count_y + 0.03 + label_height(score, unit)
                # (right under it where the counts stand lower, under a name on two lines: its
                # letters, with no descenders, kept inside the strip's frame at 640x420, s45)
                under = min(under, max(under - 0.03, TOP_H - 0.05 - label_height(
                    LabelSpec("marker out", cx, 0.0, size=0.16, bold=True, max_width=cell - 0.15), unit)))
            else:
                under = COUNT_Y + 0.05 + 0.215 * text_lines(said, 0.18, (cell - 0.15) * 0.88)
            marker = LabelSpec("marker out", cx, under, size=0.16, bold=True, max_width=cell - 0.15)
            if unit and not on_one_line(marker, unit):  # ("marker" / "out" at 800x500 with eight)
                marker = replace(marker, text="marker")
            spec.labels.append(marker)

    # ----- the boneyard -----------------------------------------------------------------------
    by_x, by_y, by_w, by_h = width - SIDE_W + 0.15, TOP_H + 0.4, SIDE_W - 0.4, 1.2
    yard = zones["stock"]["count"]
    called = getattr(game, "yard", "boneyard")  # (Chicken Foot's book: "the chicken yard")
    spec.targets.append(TargetSpec("boneyard_zone", by_x, by_y, w=by_w, h=by_h, name=f"the {called}, {yard} tiles",
                                   label=f"{called.capitalize()} ({yard})", shape="cell"))
    if yard:
        spec.pieces.append(PieceSpec(id="boneyard", kind=DOMINO, face="heap", x=by_x, y=by_y, z=2, w=by_w, h=by_h,
                                     clickable=True, name=f"the {called}, {yard} tiles face down: draw from it"))
    hand_no, total_hands = v["hand"], v["hands_in_game"]
    # on one line: short where the long words do not fit at the view's size ("13" wrapped onto
    # "Double 12" at 640x420, s43 t2 #4)
    which = f"Hand {hand_no} of {total_hands}"
    if not _one_line(which, 0.18, True, SIDE_W - 0.1, unit):
        which = f"Hand {hand_no}/{total_hands}"
    spec.labels.append(LabelSpec(which, width - SIDE_W / 2, by_y + by_h + 0.55,
                                 size=0.18, bold=True, max_width=SIDE_W - 0.1, elide=1))
    if v["centre"]:
        spec.labels.append(LabelSpec(f"Double {v['centre'].split('-')[0]}", width - SIDE_W / 2, by_y + by_h + 0.85,
                                     size=0.17, max_width=SIDE_W - 0.1))

    # ----- the hand's size (a long hand in two lines, the chains' room the smaller) -----------
    seat = hand_holder(viewer, turn)
    hand = zones[f"hand/{seat}"]["cards"]
    across = width - SIDE_W - 0.6  # (the hand's room across)
    many = mexican and len(v["lines"]) >= 7  # (four trains a side or more: six players or more)

    def hand_at(most: float) -> tuple[int, int, float, float, float]:
        """The hand's tiles at most ``most`` wide: its lines, tiles a line, step, a tile's width,
        and the height of the strip under the chains (prompt, hand). In Chicken Foot the strip
        shrinks with smaller tiles (the chains' room the larger); in Mexican Train it keeps its
        height for one line, but with four trains a side or more (:data:`MANY_TRAINS_HAND`)."""
        rows, per_row, step, tw = hand_rows(len(hand), across, most)
        extra = rows * tw * 2 + (rows - 1) * ROW_GAP - HAND_TILE * 2
        return rows, per_row, step, tw, BOTTOM_H + (max(0.0, extra) if mexican and not many else extra)

    # ----- the chains -------------------------------------------------------------------------
    bx0, by0 = 0.25, TOP_H + 0.1
    bw = width - SIDE_W - 0.45

    def frame_at(bottom_h: float) -> tuple[float, float, float, float]:
        """The chains' frame's height over a strip of ``bottom_h``, and the box they are fitted
        in: a little inside the frame drawn round it (FRAME_AIR each side), so no tile or band
        touches the frame's line or its rounded corners."""
        bh = TABLE_H - TOP_H - bottom_h - 0.2
        return bh, bw - 2 * FRAME_AIR, bh - 2 * FRAME_AIR, bw / bh

    rows, per_row, step, tw, bottom_h = hand_at(MANY_TRAINS_HAND if many else HAND_TILE)
    bh, fw, fh, box_aspect = frame_at(bottom_h)
    if not mexican:
        # (the box the lines turn in does not follow the hand shown: a hand of another size, or
        # another seat's, would lay the board out again, every tile elsewhere)
        box_aspect = frame_at(BOTTOM_H)[3]
    fx0, fy0 = bx0 + FRAME_AIR, by0 + FRAME_AIR
    legal = game.legal_moves(state) if viewer == turn and phase == "play" else []
    open_keys = {m["to"] for m in legal if m.kind == "play"}
    ends_of: dict[str, list[str]] = {}  # each tile of the hand that plays: the ends it goes to
    for m in legal:
        if m.kind == "play" and m.get("to"):
            ends_of.setdefault(str(m["tile"]), []).append(str(m["to"]))
    # Mexican Train: the lanes start far enough from the hub for the longest name to be set at
    # its size between them (a long name, or "Mexican" on a zoomed-out table, was set at 8 px)
    longest = _name_width(max([len(p) for p in players] + [len("Mexican")]))
    lane = LANE_START
    for _ in range(4):
        placed, slots, hub, starts, ways = layout_lines(game.info.id, v["centre"], v["lines"], box_aspect,
                                                        v.get("order"), lane=lane)
        # (the lanes' start as laid: after the last try ``lane`` is widened but not laid again, and
        # the names, set for the wider room, ran into the centre double: s33, 2 players, seed 1)
        laid_lane = lane
        shown_slots = {k: r for k, r in slots.items() if k in open_keys or (mexican and _marked(k, markers))}
        band_rects = _bands(placed, slots, v["lines"]) if mexican else []
        # (the bands too: a band holds its train's open end, lit or not, and runs a little past
        # its tiles; fitted to the tiles alone, Anna's band ran on under "Hand 1 of 1" in the
        # boneyard's column at 1024x600, and Robo Rex's off the table's left edge)
        rects = [p.rect for p in placed] + list(shown_slots.values()) + band_rects + [(x - 0.5, y - 1, 1, 2)
                                                                                       for x, y in starts.values()]
        if rects:
            x0 = min(r[0] for r in rects)
            y0 = min(r[1] for r in rects)
            x1 = max(r[0] + r[2] for r in rects)
            y1 = max(r[1] + r[3] for r in rects)
        else:
            x0, y0, x1, y1 = -2.0, -2.0, 2.0, 2.0
        scale = min(fw / max(1e-6, x1 - x0), fh / max(1e-6, y1 - y0), MAX_TILE / LONG)
        if not mexican:
            # Chicken Foot: the board is read first. The hand's tiles are no larger than the laid
            # ones (FOOT_TILE long at the most), and the strip they leave goes to the chains (at
            # 1024x600 the chains had 305 of the view's 535 px and tiles half as long as the
            # hand's). The lines keep the places found in the box of a full-size hand, fitted
            # to the taller frame, not laid again in it (laid again, they tangled a little more at
            # 1366x768, a little less at 1024x600: bench/chicken_foot_tangle.py, s31).
            gw, gh = max(1e-6, x1 - x0), max(1e-6, y1 - y0)

            def laid_long(most: float) -> float:
                _, fw_, fh_, _ = frame_at(hand_at(most)[4])
                return LONG * min(fw_ / gw, fh_ / gh, FOOT_TILE / LONG)

            rows, per_row, step, tw, bottom_h = hand_at(hand_most(laid_long, HAND_TILE))
            bh, fw, fh, _ = frame_at(bottom_h)
            scale = min(fw / gw, fh / gh, FOOT_TILE / LONG)
            break
        need = longest / scale + NAME_AIR
        if need <= lane + EPS:
            break
        lane = min(need * 1.1, LANE_MOST)  # (wider, the table zooms out a little: a margin for it)
    ox = fx0 + (fw - (x1 - x0) * scale) / 2 - x0 * scale
    oy = fy0 + (fh - (y1 - y0) * scale) / 2 - y0 * scale
    if steady is not None and not mexican:
        scale, ox, oy = steady_board(steady, (v["centre"], round(aspect, 3)), (scale, ox, oy),
                                     (x0, y0, x1, y1), (fx0, fy0, fw, fh))

    def to_units(r):
        return (ox + r[0] * scale, oy + r[1] * scale, r[2] * scale, r[3] * scale)

    names = line_names(v["lines"], players)
    for k, p in enumerate(placed):
        x, y, w, h = to_units(p.rect)
        where = "the centre double" if p.key == "centre" else names.get(p.key, p.key)
        spec.pieces.append(PieceSpec(id=f"laid:{p.code}", kind=DOMINO, face=p.face, x=x, y=y, z=1 + k * 0.001,
                                     w=w, h=h, name=f"the {tile_name(p.code)} on {where}", zone=p.key))
    ends: list[tuple] = []  # Mexican Train: each train's open end, marked (:func:`open_end_mark`)
    box = (fx0, fy0, fw, fh)
    laid_at = [to_units(p.rect) for p in placed]
    own_band = {key: to_units(b) for key in slots if (b := _band(placed, slots, key)) is not None} if mexican else {}
    plates: dict[str, tuple[float, float, float, float]] = {}
    for key, r in slots.items():
        x, y, w, h = to_units(r)
        line = next(ln for ln in v["lines"] if ln["key"] == key)
        spec.targets.append(TargetSpec(key, x, y, w=w, h=h, shape="cell",
                                       name=f"{names[key]}, open end {line['open']}"))
        if mexican:
            band = own_band.get(key)
            last = next((to_units(p.rect) for p in reversed(placed) if p.key == key), None)
            # (clear of every tile, of the other trains' bands and plates, inside the frame: s41 t1 #1)
            clear = [b for k2, b in own_band.items() if k2 != key] + list(plates.values())
            mark, way = _plate_place((x, y, w, h), ways.get(key, (1, 0)), band, last, box, laid_at, clear)
            plates[key] = mark
            ends.append((*(round(c, 3) for c in mark), int(line["open"]), *way,
                         tuple(round(c, 3) for c in last) if last is not None else (), 0.0))
    grown = {key: _bbox(b, plates[key]) for key, b in own_band.items() if key in plates}  # (a band holds its plate)
    taken: list[tuple[float, float, float, float]] = []
    rings = [_ring(r) for r in laid_at] if mexican and any(markers) else []
    for key in slots:
        if mexican and _marked(key, markers):
            m = min(to_units(slots[key])[2:]) * 1.1
            # beside the plate, in the train's band (grown to hold it where the band has no room),
            # never on a tile, its gold ring or a plate (it lay astride the plate's corner and
            # the last tile's ring: s41 t1 #5)
            mine = grown.get(key)
            mx, my = _marker_place(m, plates[key], mine, box, rings + list(plates.values()) + taken,
                                   [b for k2, b in grown.items() if k2 != key], ox)
            taken.append((mx, my, m, m))
            if mine is not None:
                grown[key] = _bbox(mine, (mx, my, m, m))
            spec.pieces.append(PieceSpec(id=f"marker:{key}", kind=MARKER, face="", x=mx,
                                         y=my, z=4, w=m, h=m,
                                         name=f"a marker on {names[key]}: anybody may play on it"))
    spokes = []
    bands = []
    for key in (ln["key"] for ln in v["lines"]) if mexican else ():
        # Mexican Train: each train's own band, shaded faintly: which rows are whose train (with
        # its open end's plate and marker in it)
        if key in grown:
            bands.append(tuple(round(c, 3) for c in grown[key]))
    if mexican:  # a spoke from the hub to each lane, the owner's name over its last stretch
        reach: dict[str, list[tuple[float, float, float, float]]] = {}
        hub = next((to_units(p.rect) for p in placed if p.key == "centre"), None)
        spokes += _lane_names(spec, starts, scale, ox, oy, players, laid_lane, reach, hub)
        for key in slots:  # (its band too, where it has tiles)
            band = _band(placed, slots, key)
            if band is not None:
                reach.setdefault(key, []).append(to_units(band))
        spec.targets = [replace(t, reach=tuple(reach[t.id])) if reach.get(t.id) else t for t in spec.targets]
        if hub is not None:
            _hub_larger(spec, hub, [to_units(p.rect) for p in placed if p.key != "centre"]
                        + list(plates.values()) + taken, box)

    # ----- prompt, buttons, hand --------------------------------------------------------------
    py = TABLE_H - bottom_h + 0.02
    if rows > 1:  # over the hand, beside the boneyard's column (its buttons under the column, as before)
        spec.prompt = LabelSpec(prompt, bx0 + bw / 2, py, size=0.2, bold=True, max_width=bw - 0.2)
    else:
        spec.prompt = LabelSpec(prompt, width / 2, py, size=0.2, bold=True, max_width=width - 1.0)
    spec.labels.append(spec.prompt)
    spec.buttons_at = (width - SIDE_W / 2, TABLE_H - min(bottom_h, BOTTOM_H) + 0.95)
    face_up = all(c is not None for c in hand)
    tiles = sorted(hand, key=_sort_key) if face_up else [None] * len(hand)
    hy = TABLE_H - bottom_h + 0.5
    room = width - SIDE_W - 0.6
    hx = 0.3 + (room - step * per_row) / 2
    who = players[seat]
    title = f"{who}'s tiles" if face_up else f"{who}'s tiles (hidden)"
    # (from the hand's left edge, not centred on a point half a unit in: "Robo Ruby's tiles" ran
    # off the table's left edge over a long hand)
    # on one line (cut with "…" where it must), as wide as its words at the size the view sets
    # them (never under 10 px), and ending above the tiles ("Eli's tiles" wrapped onto the first
    # tile at 640x420, s43 t2 #4)
    shown_size = max(0.15, 10 / unit) if unit else 0.15
    title_w = min(max(3.0, room / 2), 0.55 * shown_size * len(title) + 0.2)
    title_y = min(hy - 0.02, hy + 0.3 - 0.04 - shown_size * 1.3)
    spec.labels.append(LabelSpec(title, max(0.1, hx - 0.05) + title_w / 2, title_y, size=0.15, max_width=title_w,
                                 elide=1))
    # a tile dragged from the hand is drawn the size of the tiles laid (at hand size it hid the
    # lit end it was dropped on: s29 t3 #6)
    th = tw * 2
    # a tile picked up is raised where it lies by SELECTED_RISE of its height, in a gold frame
    # (2 px of it outside the tile): the hand lies that much lower, clear of its name line when
    # raised (it covered 4 px of "Anna's tiles" at 1024x600; the line moved up met the prompt, s40)
    lift = SELECTED_RISE * th + 0.05
    carry = min(1.0, LONG * scale / th)
    opens = {ln["key"]: ln["open"] for ln in v["lines"]}
    for k, code in enumerate(tiles):
        x = hx + (k % per_row) * step
        y = hy + 0.3 + lift + (k // per_row) * (th + ROW_GAP)
        if code is not None:
            new = code in drawn
            spec.pieces.append(PieceSpec(id=f"hand:{code}", kind=DOMINO, face=code, x=x, y=y, z=10 + k,
                                         w=tw, h=th, owner=seat, zone=f"hand/{seat}", marked=new, carry_scale=carry,
                                         carry_turns={end: carry_turn(code, int(opens[end]), ways[end])
                                                      for end in ends_of.get(code, ()) if end in ways},
                                         name=f"the {tile_name(code)}, in your hand" + (", just drawn" if new else "")))
        else:
            spec.pieces.append(PieceSpec(id=f"seat:{seat}:{k}", kind=DOMINO, face="back", x=x, y=y,
                                         z=10 + k, w=tw, h=th, owner=seat, name=f"{who}'s tile, face down"))
    spec.counts = {z["key"]: z["count"] for z in zones.values()}
    side_bottom = min(bottom_h, BOTTOM_H)  # (the boneyard's column as tall as the chains' frame, or as before)
    spec.board = _board(width, (bx0, by0, bw, bh), spokes, bands, side_bottom, ends)
    spec.frames = [(bx0, by0, bw, bh), side_panel(width, side_bottom), (0.1, 0.05, width - 0.2, TOP_H - 0.1)]
    # ([5]: Mexican Train's open ends: x, y, w, h of the mark, the number, the way, the last tile)
    spec.board_key = ("dominoes", round(width, 3), round(bh, 3), tuple(tuple(round(c, 3) for c in sp) for sp in spokes),
                      tuple(bands), tuple(ends))
    return spec


def hand_rows(count: int, room: float, most: float = HAND_TILE) -> tuple[int, int, float, float]:
    """How the hand's ``count`` tiles lie in ``room`` (card units across): (lines, tiles a line,
    from one tile to the next, a tile's width). One line of upright tiles ``most`` wide (at most
    :data:`HAND_TILE`), closer and smaller as the hand grows; a hand whose tiles would be narrower
    than :data:`ONE_LINE_MIN` (or ``most``) in one line lies in two (the chains' room the
    smaller): a hand of thirty at 1024x600 had halves about 20 px high whose 9 to 12 pips could
    not be counted."""
    def line(k: int) -> tuple[float, float]:
        step = min(most * 1.12, room / max(1, k))
        return step, min(most, step / 1.04)

    step, tw = line(count)
    if count < 2 or tw >= min(ONE_LINE_MIN, most) - EPS:
        return 1, max(1, count), step, tw
    per_row = -(-count // 2)
    step, tw = line(per_row)
    return 2, per_row, min(step, TWO_LINE_TILE * 1.12), min(tw, TWO_LINE_TILE)


def hand_most(laid_long, widest: float) -> float:
    """The widest a tile of the hand is drawn (card units; upright, twice as long as wide), up to
    ``widest``, for the board to be read first: never longer than a laid tile. ``laid_long(w)``
    is how long a laid tile is drawn with the hand's tiles ``w`` wide (the smaller the hand, the
    larger the board): the largest ``w`` for which it is at least ``2 w``, found by halving, and
    never under :data:`HAND_LEAST`."""
    def fits(w: float) -> bool:
        return laid_long(w) >= 2 * w - EPS

    if fits(widest):
        return widest
    lo, hi = HAND_LEAST, widest
    if not fits(lo):
        return lo
    for _ in range(12):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def _owner(key: str, n: int) -> int:
    if key.startswith("train/"):
        seat = int(key[6:])
        return seat if 0 <= seat < n else 0
    return -1  # the Mexican train belongs to nobody


NAME_SIZE = 0.2  # the lanes' names (card units; 10 px at the least, so they read at 1024x600)


LANE_MOST = 3 * LANE_START  # the furthest the lanes start from the hub for long names (then they are set smaller)
NAME_AIR = 1.2  # grid units beside a lane's name: to the hub's edge and to the lane's start


def _name_width(letters: int) -> float:
    """About how wide a lane's name of ``letters`` letters is set (card units)."""
    return letters * NAME_SIZE * 0.8 + 0.06


def _lane_names(spec: TableSpec, starts: dict[str, tuple[float, float]], scale: float, ox: float, oy: float,
                players: list[str], start: float,
                reach: dict[str, list[tuple[float, float, float, float]]] | None = None,
                hub: tuple[float, float, float, float] | None = None) \
        -> list[tuple[float, float, float, float]]:
    """Mexican Train: each lane's name ("Anna", "Mexican") and the spoke to it. The names of a
    side stand in a column between the hub and the lanes' starts, each over a level stretch of its
    spoke at its lane's height; the spokes rise or fall from the hub only up to that column. Text
    therefore never lies on the hub, a tile or another spoke (halfway along the spoke, the names
    ran into the centre double, the fan of spokes and each other). Returns the spokes' segments;
    ``reach``: each lane's name and level stretch put under its key (a drop there means that
    train, :attr:`TargetSpec.reach`), and its slanted stretch clear of ``hub`` (the centre
    double's box)."""
    n = len(players)
    slants: dict[str, tuple[float, float, float, float]] = {}
    tags = {key: "Mexican" if key == "mexican" else players[_owner(key, n)] for key in starts}
    segments = []
    margin = 0.35 * scale
    room = max(0.2, (start - NAME_AIR) * scale)  # the hub's edge to a lane's start, less air each side
    for side in (1, -1):
        keys = [k for k, (x, _) in starts.items() if (x > 0) == (side > 0)]
        if not keys:
            continue
        # the column as wide as the side's longest name (bold: about 0.8 of its height a letter, at most)
        wide = min(room, max(_name_width(len(tags[k])) for k in keys))
        for key in keys:
            x, y = starts[key]
            sx, sy = ox + x * scale, oy + y * scale
            near = sx - side * (wide + 2 * margin)  # where the spoke levels off
            segments.append((ox, oy, near, sy))
            segments.append((near, sy, sx, sy))
            spec.labels.append(LabelSpec(tags[key], sx - side * (wide / 2 + margin), sy - NAME_SIZE * 1.25,
                                         size=NAME_SIZE, bold=True, max_width=wide, elide=1))
            if reach is not None:
                top = sy - NAME_SIZE * 1.6
                reach.setdefault(key, []).append((min(near, sx), top, abs(sx - near), sy + NAME_SIZE * 0.5 - top))
                slants[key] = (ox, oy, near, sy)
    if reach is not None:
        # the slanted stretch from the hub is that train's line too (a tile dropped on it, between
        # the centre double and "Mexican", was refused "Drop the tile on a lit open end…", s37 t5
        # #3): small squares along it, a few px either side; none where another spoke runs as
        # near (by the hub, where the spokes fan out), which would mean two trains
        tol = NAME_SIZE * 0.6
        for key, (x0, y0, x1, y1) in slants.items():
            length = math.hypot(x1 - x0, y1 - y0)
            for k in range(int(length / tol) + 1):
                t = k * tol / max(length, 1e-6)
                cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                if hub is not None and hub[0] - tol < cx < hub[0] + hub[2] + tol \
                        and hub[1] - tol < cy < hub[1] + hub[3] + tol:
                    continue  # on the centre double (or just by it)
                if any(_off_segment(cx, cy, seg) < 2 * tol for other, seg in slants.items() if other != key):
                    continue
                reach[key].append((cx - tol, cy - tol, 2 * tol, 2 * tol))
    return segments


HUB_GROWTH = 2.0  # Mexican Train: the centre double drawn up to so many times a laid tile's size


def _hub_larger(spec: TableSpec, hub: tuple[float, float, float, float], others: list, box) -> None:
    """Mexican Train: the centre double (the engine every train leaves from) drawn larger than the
    trains' tiles, about its centre, up to :data:`HUB_GROWTH` times (and :data:`MAX_TILE` long), where that stays clear of the
    lanes' names, every other tile, plate and marker, and the frame (at 1024x600 with eight
    players it was 10x22 px among the spokes, s43 t2 #1)."""
    names = [(lab.x - lab.max_width / 2, lab.y, lab.max_width, lab.size * 1.6) for lab in spec.labels
             if lab.size == NAME_SIZE and lab.elide == 1]
    cx, cy = hub[0] + hub[2] / 2, hub[1] + hub[3] / 2
    # (no longer than the longest a laid tile is drawn: with two players it was 123 px long)
    most = min(HUB_GROWTH, max(1.0, MAX_TILE / max(hub[2], hub[3], EPS)))
    for k in range(10, -1, -1):
        f = 1 + (most - 1) * k / 10
        r = (cx - hub[2] * f / 2, cy - hub[3] * f / 2, hub[2] * f, hub[3] * f)
        air = (r[0] - 0.05, r[1] - 0.05, r[2] + 0.1, r[3] + 0.1)
        if k == 0 or (_within(r, box) and not any(_overlaps(air, o) for o in names + others)):
            break
    spec.pieces = [replace(p, x=r[0], y=r[1], w=r[2], h=r[3]) if p.kind == DOMINO and p.zone == "centre" else p
                   for p in spec.pieces]


def _off_segment(px: float, py: float, seg: tuple[float, float, float, float]) -> float:
    """How far the point is from the segment ``(x0, y0, x1, y1)``."""
    x0, y0, x1, y1 = seg
    dx, dy = x1 - x0, y1 - y0
    t = max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / max(dx * dx + dy * dy, 1e-12)))
    return math.hypot(px - x0 - dx * t, py - y0 - dy * t)


def _bands(placed: list[Placed], slots: dict[str, tuple], lines: list[dict[str, Any]]) -> list[tuple]:
    """Mexican Train: each train's band (grid units), round its tiles and its open end, ``GAP``
    past them (the bands are BAND_GAP apart: a strip of table shows between two); none for a
    train with no tile yet."""
    return [band for band in (_band(placed, slots, ln["key"]) for ln in lines) if band is not None]


def _band(placed: list[Placed], slots: dict[str, tuple], key: str) -> tuple | None:
    """The band of the train ``key`` (grid units, :func:`_bands`); ``None`` while it has no tile."""
    own = [p.rect for p in placed if p.key == key]
    if not own:
        return None
    own.append(slots.get(key, own[0]))
    bx = min(r[0] for r in own) - GAP
    by = min(r[1] for r in own) - GAP
    return (bx, by, max(r[0] + r[2] for r in own) + GAP - bx, max(r[1] + r[3] for r in own) + GAP - by)


def _marked(key: str, markers: list[bool]) -> bool:
    seat = _owner(key, len(markers))
    return 0 <= seat < len(markers) and bool(markers[seat])


def line_names(lines: list[dict[str, Any]], players: list[str]) -> dict[str, str]:
    """Each line's name on the table, by its key."""
    return {ln["key"]: _line_name(ln["key"], players, ln.get("parent", ""), ln.get("start", ""), ln.get("tiles", ()))
            for ln in lines}


def _line_name(key: str, players: list[str], parent: str, start: object = "", tiles: object = ()) -> str:
    if key == "mexican":
        return "the Mexican train"
    if key.startswith("train/"):
        return f"{players[int(key[6:])]}'s train"
    if key.startswith("arm"):
        if not parent:
            return f"arm {int(key[3:]) + 1}"
        # a toe is named by its double (the toe's start): the line from it, once it has tiles
        # (s27 t4: "a toe of a chicken foot" was said of an ordinary open end tiles away from it)
        return f"the line from a toe of the double {start}" if tiles else f"a toe of the double {start}"
    return key


def _sort_key(code: str | None) -> tuple[int, int]:
    if code is None:
        return (0, 0)
    a, b = code.split("-")
    return (int(a), int(b))


def side_panel(width: float, bottom: float = BOTTOM_H) -> tuple[float, float, float, float]:
    """The boneyard's column on the right (card units): the boneyard, "Hand 1 of 1", the double;
    ``bottom``: the height of the strip under it."""
    return (width - SIDE_W, TOP_H, SIDE_W - 0.1, TABLE_H - TOP_H - bottom - 0.1)


#: Mexican Train: the least size of a train's open end mark (card units: about 22 px at 1024x600),
#: across its way and, END_ALONG times that, along it (room for its number and arrow)
END_LEAST = 0.42
END_ALONG = 1.45
END_GOLD = "#ffca28"


def open_end_mark(slot: tuple[float, float, float, float], way: tuple[int, int],
                  band: tuple[float, float, float, float] | None,
                  last: tuple[float, float, float, float] | None = None) -> tuple[float, float, float, float]:
    """Mexican Train: where a train's open end is marked (card units): a gold plate with the
    number to match and an arrow the way the train runs, on the place its next tile goes, at
    least :data:`END_LEAST` across, kept inside the train's ``band``. (s39 tester: "long trains
    become small numbered tiles folded into tight snakes; the open end is hard to find ... the
    direction changes row by row, so which end is open needs hunting".)"""
    x, y, w, h = slot
    dx, dy = way
    if not dy:  # (the work done across the table; up or down: the same, x and y swapped)
        return _mark_along(slot, dx, band, last)
    ty = _mark_along((y, x, h, w), dy, band and (band[1], band[0], band[3], band[2]),
                     last and (last[1], last[0], last[3], last[2]))
    return (ty[1], ty[0], ty[3], ty[2])


def _mark_along(slot: tuple[float, float, float, float], dx: int, band: tuple[float, float, float, float] | None,
                last: tuple[float, float, float, float] | None) -> tuple[float, float, float, float]:
    """:func:`open_end_mark` of a place running across (``dx``: +1 right, -1 left): from the
    place's near end (against the last tile) on the way it runs, as far as the band lets it (never
    back over the last tile), centred across the place, inside the band where it fits."""
    x, y, w, h = slot
    mw, mh = max(w, END_LEAST * END_ALONG), max(h, END_LEAST)
    if band is not None:
        bx, by, bw, bh = band
        mw = max(w, min(mw, (bx + bw - x) if dx > 0 else (x + w - bx)))
    mx = x if dx > 0 else x + w - mw
    my = y + h / 2 - mh / 2
    if band is not None:  # (a band of one row: centred across it)
        my = min(max(my, by), by + bh - mh) if mh <= bh else by + bh / 2 - mh / 2
    if last is not None and _overlaps((mx, my, mw, mh), last):
        # (at a snake's turn the last tile lies beside the place, across: the plate keeps to the
        # place's far side from it, not over it)
        my = y if last[1] + last[3] / 2 < y + h / 2 else y + h - mh
    return (mx, my, mw, mh)


def _bbox(r: tuple[float, float, float, float], o: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    x0, y0 = min(r[0], o[0]), min(r[1], o[1])
    return (x0, y0, max(r[0] + r[2], o[0] + o[2]) - x0, max(r[1] + r[3], o[1] + o[3]) - y0)


def _ring(r: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """A laid tile with room round it for the gold ring of a train's last tile (:func:`_paint_ends`)."""
    g = min(r[2], r[3]) * 0.2
    return (r[0] - g, r[1] - g, r[2] + 2 * g, r[3] + 2 * g)


def _plate_place(slot: tuple[float, float, float, float], way: tuple[int, int],
                 band: tuple[float, float, float, float] | None, last: tuple[float, float, float, float] | None,
                 box: tuple[float, float, float, float], tiles: list, clear: list):
    """Mexican Train: a train's open-end plate (card units) and the way its arrow points, clear
    of every tile and of ``clear`` (the other trains' bands and plates), inside the chains' frame
    ``box`` and the train's band (s41 t1 #1: at a turn by the board's edge the plate lay below-left
    of the last tile, out of its band, against the frame). Where the train turns at its open end,
    in line with its last tile first (the way the train runs) where the band has room; else on the
    place of the next tile (:func:`open_end_mark`); else that plate moved into the band and the
    frame, past the last tile the way the next tile goes."""
    cands = []
    dx, dy = way
    if dy and last is not None and band is not None and last[2] > last[3] and \
            last[1] < slot[1] + slot[3] and slot[1] < last[1] + last[3]:
        # (the next tile turns: it lies across, beside the last tile, which runs across)
        d = -1 if slot[0] + slot[2] / 2 < last[0] + last[2] / 2 else 1
        L, S = slot[3], slot[2]
        beyond = (last[0] - L if d < 0 else last[0] + last[2], last[1] + last[3] / 2 - S / 2, L, S)
        cands.append((_mark_along(beyond, d, band, last), (d, 0)))
    mark = open_end_mark(slot, way, band, last)
    cands.append((mark, way))
    settled = _settle(mark, way, band, last, box)
    cands.append((settled, way))
    cands.append((_trim(settled, tiles), way))
    for r, w_ in cands:
        if _plate_fits(r, band, last, box, tiles, clear):
            return r, w_
    # (no room in the band: on the place of the next tile, moved across off the last tile; the
    # band grows to hold it, clear of the other bands)
    for r in (_shift(settled, tiles, box), _aside(mark, way, last, box)):
        if _plate_fits(r, None, last, box, tiles, clear):
            return r, way
    x, y, w, h = cands[-1][0]  # (at the least inside the frame)
    r = (min(max(x, box[0]), box[0] + box[2] - w), min(max(y, box[1]), box[1] + box[3] - h), w, h)
    # (no room across either: shorter along its way, its far end off the tile it lay on (a double
    # set crosswise in the row beside the train's last: it lay over its corner at eight players,
    # 34 of 1,156 positions, s41/s42, where trimmed across it would be under 20 px)
    short = _trim_along(r, way, tiles)
    if _plate_fits(short, None, last, box, tiles, clear):
        return short, way
    # (or, its near end on the tile, moved across off it, a little narrower, into half the
    # frame's air: the frame's line stays clear)
    air = FRAME_AIR * 0.45
    wide = (box[0] - air, box[1] - air, box[2] + 2 * air, box[3] + 2 * air)
    moved = _squeeze(r, way, tiles, wide)
    return (moved if _plate_fits(moved, None, last, wide, tiles, clear) else r), way


def _squeeze(r, way: tuple[int, int], tiles: list, box):
    """The plate ``r`` moved across its way off the tiles it lies on, inside ``box``, narrower
    where it must, no narrower than about :data:`END_LEAST`."""
    if way[1]:
        def sw(t):
            return (t[1], t[0], t[3], t[2])
        return sw(_squeeze(sw(r), (way[1], 0), [sw(t) for t in tiles], sw(box)))
    x, y, w, h = r
    lo, hi = box[1], box[1] + box[3]
    for t in tiles:
        if _overlaps((x, y, w, h), t):
            if t[1] + t[3] / 2 < y + h / 2:  # (the tile above it: the plate from its foot down)
                y = t[1] + t[3]
                h = min(h, hi - y)
            else:
                bottom = t[1]
                y = max(lo, bottom - h)
                h = bottom - y
    return (x, y, w, h) if h >= END_LEAST * 0.92 else r


def _trim_along(r, way: tuple[int, int], tiles: list):
    """The plate ``r`` shorter along ``way``, its far end off the tiles it lies on, no shorter
    than about :data:`END_LEAST` (its number and arrow then a little smaller)."""
    if way[1]:
        def sw(t):
            return (t[1], t[0], t[3], t[2])
        return sw(_trim_along(sw(r), (way[1], 0), [sw(t) for t in tiles]))
    x, y, w, h = r
    for t in tiles:
        if _overlaps((x, y, w, h), t):
            if way[0] >= 0:
                w = min(w, t[0] - x)
            else:
                w, x = x + w - max(x, t[0] + t[2]), max(x, t[0] + t[2])
    return (x, y, w, h) if w >= END_LEAST * 0.92 else r


def _shift(r, tiles: list, box):
    """The plate ``r`` moved across off the tiles it lies on (a double crosswise in the next
    row: the band grows a little to hold it), inside ``box``."""
    x, y, w, h = r
    for t in tiles:
        if _overlaps((x, y, w, h), t):
            if w >= h:
                y = t[1] - h if t[1] + t[3] / 2 > y + h / 2 else t[1] + t[3]
            else:
                x = t[0] - w if t[0] + t[2] / 2 > x + w / 2 else t[0] + t[2]
    return (min(max(x, box[0]), box[0] + box[2] - w), min(max(y, box[1]), box[1] + box[3] - h), w, h)


def _aside(r, way: tuple[int, int], last, box):
    """The plate ``r`` moved across its way off the ``last`` tile, touching it, inside ``box``."""
    x, y, w, h = r
    if last is None or not _overlaps(r, last):
        return r
    if way[1]:
        x = last[0] + last[2] if x + w / 2 > last[0] + last[2] / 2 else last[0] - w
    else:
        y = last[1] + last[3] if y + h / 2 > last[1] + last[3] / 2 else last[1] - h
    return (min(max(x, box[0]), box[0] + box[2] - w), min(max(y, box[1]), box[1] + box[3] - h), w, h)


def _trim(r, tiles: list):
    """The plate ``r`` a little lower or narrower, off the tiles it lies on (a double crosswise
    in the next row), hardly smaller than :data:`END_LEAST` (20 px at 1024x600)."""
    x, y, w, h = r
    for t in tiles:
        if _overlaps((x, y, w, h), t):
            if w >= h:  # (across: trimmed from the side the tile is on)
                if t[1] + t[3] / 2 > y + h / 2:
                    h = t[1] - y
                else:
                    h, y = y + h - (t[1] + t[3]), t[1] + t[3]
            elif t[0] + t[2] / 2 > x + w / 2:
                w = t[0] - x
            else:
                w, x = x + w - (t[0] + t[2]), t[0] + t[2]
    return (x, y, w, h) if min(w, h) >= END_LEAST * 0.92 else r


def _plate_fits(r, band, last, box, tiles, clear) -> bool:
    e = 0.005
    if not _within(r, box, e) or any(_overlaps(r, t) and _apart(r, t) < -e for t in tiles + clear):
        return False
    if last is not None and _apart(r, last) > 0.02:
        return False
    if band is not None:
        for i in (0, 1):  # (a plate wider than a one-row band may stand out of it across, evenly)
            over = max(0.0, r[2 + i] - band[2 + i])
            if r[i] < band[i] - over - e or r[i] + r[2 + i] > band[i] + band[2 + i] + over + e:
                return False
    return True


def _within(r, o, e: float = 0.0) -> bool:
    return r[0] >= o[0] - e and r[1] >= o[1] - e and r[0] + r[2] <= o[0] + o[2] + e and r[1] + r[3] <= o[1] + o[3] + e


def _settle(r, way: tuple[int, int], band, last, box):
    """The plate ``r`` moved across into the band (or, wider than it, centred on it) and the
    frame, and, where it then lies on the last tile, on past it the way the next tile goes, no
    further than the band's end (shorter, down to :data:`END_LEAST`)."""
    if way[1]:
        def sw(t):
            return t and (t[1], t[0], t[3], t[2])
        return sw(_settle_along(sw(r), way[1], sw(band), sw(last), sw(box)))
    return _settle_along(r, way[0], band, last, box)


def _settle_along(r, d: int, band, last, box):
    x, y, w, h = r
    lo, hi = box[1], box[1] + box[3]
    if band is not None:
        if h <= band[3]:
            lo, hi = max(lo, band[1]), min(hi, band[1] + band[3])
        else:
            y = band[1] + band[3] / 2 - h / 2
    if hi - lo >= h:
        y = min(max(y, lo), hi - h)
    if last is not None and _overlaps((x, y, w, h), last):
        end0, end1 = (band[0], band[0] + band[2]) if band is not None else (box[0], box[0] + box[2])
        if d > 0:
            x = last[0] + last[2]
            w = max(END_LEAST, min(w, end1 - x))
        else:
            w = max(END_LEAST, min(w, last[0] - end0))
            x = last[0] - w
    return (x, y, w, h)


def _marker_place(m: float, plate, band, box, blocked: list, others: list, hub_x: float) -> tuple[float, float]:
    """Mexican Train: where a train's marker (``m`` across) goes: beside its plate, clear of
    ``blocked`` (tiles with room for a ring, plates, markers placed), inside the frame ``box``; in
    the train's ``band`` where it has room, else just outside it (the band grows to hold it) but
    not towards the hub (its spoke and name) nor onto another train's band (``others``)."""
    area = band if band is not None else plate
    ax0, ay0, ax1, ay1 = area[0] - m, area[1] - m, area[0] + area[2] + m, area[1] + area[3] + m
    if area[0] + area[2] / 2 > hub_x:
        ax0 = area[0]
    else:
        ax1 = area[0] + area[2]
    ax0, ay0 = max(ax0, box[0]), max(ay0, box[1])
    ax1, ay1 = min(ax1, box[0] + box[2]), min(ay1, box[1] + box[3])
    near = [b for b in blocked if _overlaps(b, (ax0, ay0, ax1 - ax0, ay1 - ay0))]
    air = m * 0.12  # (apart from the other bands: the table shows between two)
    wide = [(o[0] - air, o[1] - air, o[2] + 2 * air, o[3] + 2 * air) for o in others]
    step = m / 3
    best, at = math.inf, (min(max(plate[0] + plate[2] / 2 - m / 2, box[0]), box[0] + box[2] - m),
                          min(max(plate[1] - m, box[1]), box[1] + box[3] - m))
    pcx, pcy = plate[0] + plate[2] / 2, plate[1] + plate[3] / 2
    px0, py0, px1, py1 = plate[0], plate[1], plate[0] + plate[2], plate[1] + plate[3]
    # (first the places touching the plate, then, with no room there in the band, anywhere about
    # the band: a describe is made at every repaint)
    touching = [(x, y) for x in (px0 - m, px1) for y in (py0, (py0 + py1 - m) / 2, py1 - m)] + \
        [(x, y) for y in (py0 - m, py1) for x in (px0, (px0 + px1 - m) / 2, px1 - m)]
    for reach in (0.0, math.inf):
        x0, y0 = max(ax0, px0 - m - reach), max(ay0, py0 - m - reach)
        x1, y1 = min(ax1, px1 + m + reach), min(ay1, py1 + m + reach)
        close = [b for b in near if _overlaps(b, (x0, y0, x1 - x0, y1 - y0))]
        if reach:
            nx, ny = int((x1 - x0 - m) / step) + 1, int((y1 - y0 - m) / step) + 1
            xs = [x0 + i * step for i in range(max(0, nx))] + [x1 - m]
            ys = [y0 + j * step for j in range(max(0, ny))] + [y1 - m]
            spots = [(x, y) for x in xs for y in ys]
        else:
            spots = [(x, y) for x, y in touching if x >= ax0 - EPS and y >= ay0 - EPS and
                     x + m <= ax1 + EPS and y + m <= ay1 + EPS]
        for mx, my in spots:
            r = (mx, my, m, m)
            if any(_overlaps(r, b) for b in close):
                continue
            g = area if _within(r, area) else _bbox(area, r)
            if g is not area and any(_overlaps(g, o) for o in wide):
                continue
            gap = max(0.0, _apart(r, plate))
            out = g[2] - area[2] + g[3] - area[3]  # (how far the band grows for it)
            score = gap + out + 0.01 * math.hypot(mx + m / 2 - pcx, my + m / 2 - pcy)
            if score < best:
                best, at = score, (mx, my)
        if best < 0.05 * m:  # (touching the plate, inside the band)
            break
    return at


def _paint_ends(p: QPainter, unit: float, ends: list[tuple]) -> None:
    """Mexican Train: each train's last tile ringed in gold (drawn under it: a halo), and its open
    end's plate (:func:`open_end_mark`): the number in large figures, the arrow the way it runs."""
    gold = QColor(END_GOLD)
    for x, y, w, h, number, dx, dy, last, engine in ends:
        if last:
            lx, ly, lw, lh = (c * unit for c in last)
            g = max(2.0, min(lw, lh) * 0.16)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(gold)
            p.drawRoundedRect(QRectF(lx - g, ly - g, lw + 2 * g, lh + 2 * g), g * 1.5, g * 1.5)
        r = QRectF(x * unit, y * unit, w * unit, h * unit)
        short = min(r.width(), r.height())
        p.setPen(QPen(QColor("#5d4300"), max(1.0, short * 0.06)))
        p.setBrush(gold)
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), short * 0.22, short * 0.22)
        # the arrow at the far end, the number in the rest
        a = short * 0.2
        c = r.center()
        tip = QPointF(c.x() + dx * (r.width() / 2 - a * 0.5), c.y() + dy * (r.height() / 2 - a * 0.5))
        base = QPointF(tip.x() - dx * a * 1.6, tip.y() - dy * a * 1.6)
        side = QPointF(-dy * a, dx * a)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#3b2a00"))
        p.drawPolygon([tip, base + side, base - side])
        room = QRectF(r)
        cut, back = a * 2.0, engine * unit * 0.25  # (the arrow's room ahead; a marker's corner at the back)
        if dx > 0:
            room.setRight(r.right() - cut)
            room.setLeft(r.left() + back)
        elif dx < 0:
            room.setLeft(r.left() + cut)
            room.setRight(r.right() - back)
        elif dy > 0:
            room.setBottom(r.bottom() - cut)
            room.setTop(r.top() + back)
        else:
            room.setTop(r.top() + cut)
            room.setBottom(r.bottom() - back)
        font = QFont()
        font.setBold(True)
        text = str(number)
        px = max(7, round(min(room.height(), room.width()) * 0.8))
        while px > 7:
            font.setPixelSize(px)
            fm = QFontMetricsF(font)
            if fm.horizontalAdvance(text) <= room.width() * 0.92 and fm.capHeight() <= room.height() * 0.7:
                break
            px -= 1
        font.setPixelSize(px)
        p.setFont(font)
        p.setPen(QColor("#2b1d00"))
        p.drawText(room, Qt.AlignmentFlag.AlignCenter, text)


def _board(width: float, area: tuple[float, float, float, float], spokes: list[tuple[float, float, float, float]],
           bands: list[tuple[float, ...]] | None = None, side_bottom: float = BOTTOM_H,
           ends: list[tuple] | None = None):
    def paint(p: QPainter, unit: float) -> None:
        x, y, w, h = area
        p.setPen(QPen(QColor(255, 255, 255, 35), max(1.0, unit * 0.015)))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(QRectF(x * unit, y * unit, w * unit, h * unit), unit * 0.2, unit * 0.2)
        p.setBrush(QColor(0, 0, 0, 30))
        sx, sy, sw, sh = side_panel(width, side_bottom)
        p.drawRoundedRect(QRectF(sx * unit, sy * unit, sw * unit, sh * unit), unit * 0.2, unit * 0.2)
        p.drawRoundedRect(QRectF(0.1 * unit, 0.05 * unit, (width - 0.2) * unit, (TOP_H - 0.1) * unit),
                          unit * 0.2, unit * 0.2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 18))
        for bx, by, bw, bh in bands or []:  # Mexican Train: each train's band
            p.drawRoundedRect(QRectF(bx * unit, by * unit, bw * unit, bh * unit), unit * 0.08, unit * 0.08)
        p.setPen(QPen(QColor(255, 255, 255, 70), max(1.5, unit * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for x0, y0, x1, y1 in spokes:  # Mexican Train: the hub's spokes, one to each lane
            p.drawLine(QPointF(x0 * unit, y0 * unit), QPointF(x1 * unit, y0 * unit + (y1 - y0) * unit))
        _paint_ends(p, unit, ends or [])

    return paint


def tile_pixmap(code: str, w: float, dpr: float):
    """An upright tile ``w`` pixels wide as a pixmap (the game-over panel shows the hands left)."""
    from PySide6.QtGui import QPixmap

    pm = QPixmap(int(w * dpr) + 2, int(w * 2 * dpr) + 2)
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_domino(p, PieceSpec(id="", kind=DOMINO, face=code, x=0, y=0), QRectF(0, 0, w, w * 2))
    p.end()
    return pm


register_token_painter(DOMINO, paint_domino)
register_token_painter(MARKER, paint_marker)
