"""5 in a Row on the table: the square board on the left, filling the height; on the right the
sides (disc colours, players, rows made), the draw pile, the discards and the disc pile, the
prompt, and the hand of the player whose turn it is. Everything in card-size units.

The board is drawn from the engine's plain data (:data:`~cardtable.games.five_in_a_row.BOARD`):
each cell is a card nearly as wide as the square, its rank large in the corner, the corners are
free spaces, and discs are round chips stacked over the cards. A completed row gets the book's
"double disc" (a second chip on each of its discs) and a band through its five cells.

Gestures (the engine decides what is legal):

* drag a card from the hand onto a cell: a disc goes there (a two-eyed jack: any free cell);
  a one-eyed jack is dragged onto the opposing disc it takes off;
* or drag a disc from your pile onto a cell one of your cards shows (several cards for that
  cell open a chooser on the table);
* drag a dead card onto the discard pile to exchange it; drawing is automatic;
* "Pass" is a button when no card can be played.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient

from ...core.cards import RANK_OF, RED_SUITS, SUIT_OF, card_name, card_short
from ...games.five_in_a_row import (
    CELLS, CORNERS, DIRECTIONS, ONE_EYED_JACKS, SIZE, TWO_EYED_JACKS, card_at, cell_id,
    cell_name, cell_pos, parse_cell,
)
from ..hand_fan import add_hand, fit_fan, hand_holder
from ..cards import BACK, BLACK, CARD_RATIO, RED, suit_path
from ..table_view import register_token_painter
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec, seat_name_label, whose_own

TABLE_H = 10.0
GRID_X0, GRID_Y0 = 0.5, 0.45  # top-left of cell r0c0 (room for row and column numbers)
CELL = 0.925  # a cell's side
FRAME = QRectF(0.12, 0.1, GRID_X0 + SIZE * CELL + 0.2 - 0.12, GRID_Y0 + SIZE * CELL + 0.2 - 0.1)
BOARD_W = FRAME.right() + 0.15
PANEL_MIN_W = 6.8
DISC = 0.56  # a disc's diameter, in cells
CELL_CARD = 0.92  # a board card's height, in cells

#: The discs' colours a side may choose (the engine's ``DISC_COLOURS``; the option ``colours``
#: says which side plays which: :func:`~cardtable.games.five_in_a_row.side_colours`).
DISC_RGB = {"blue": "#1f63d1", "red": "#d3312c", "green": "#1f9a3c"}

DISC_KIND = "five_disc"
ROW_KIND = "five_row"
MARK_KIND = "five_latest"  # a ring round a seat's latest disc (or the space it took one off)


# ----- gestures ------------------------------------------------------------------------------
def piece_of(move: dict[str, Any]) -> str | None:
    if move.get("kind") in ("play", "dead"):
        return "hand:" + move["card"]
    return None


def pieces_of(move: dict[str, Any]) -> list[str]:
    """The card, and for a play that puts a disc down, the disc pile too."""
    piece = piece_of(move)
    if piece is None:
        return []
    if move.get("kind") == "play" and move["card"] not in ONE_EYED_JACKS:
        return [piece, "discs"]
    return [piece]


def hint_words(move: dict[str, Any]) -> str | None:
    """Help > Hint as the engine tells the move (its card and its disc are two pieces, and the
    space they go to is named by its card: "move the ace of diamonds, Blue discs: drag one onto
    a space your card shows to the ace of diamonds." said it twice over)."""
    kind, card = move.get("kind"), move.get("card")
    if kind == "dead" and isinstance(card, str):
        return f"discard the dead {card_name(card)} and draw a new card."
    if kind != "play" or not isinstance(card, str) or move.get("cell") not in CELLS:
        return None
    cell = move["cell"]
    if card in ONE_EYED_JACKS:
        return f"play the {card_name(card)} and take the disc off the {card_short(card_at(cell))} ({cell_name(cell)})."
    if card in TWO_EYED_JACKS:
        return f"play the {card_name(card)} and put a disc on the {card_short(card_at(cell))} ({cell_name(cell)})."
    return f"play the {card_name(card)} and put a disc on it ({cell_name(cell)})."


def target_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "play":
        return move["cell"]
    if kind == "dead":
        return "discard"
    return None


def choice_label(move: dict[str, Any]) -> str:
    card = move.get("card", "")
    if card in TWO_EYED_JACKS:
        return f"{card_short(card)} (wild jack)"
    if card in ONE_EYED_JACKS:
        return f"{card_short(card)} (take off)"
    return card_short(card) if card else action_label(move)


def action_label(move: dict[str, Any]) -> str:
    kind = str(move.get("kind"))
    return {"pass": "Pass (no card can be played)"}.get(kind, kind)


def score_text(score: int) -> str:
    """A seat's score on the game-over panel: its side's completed rows."""
    return f"{score} row{'s' if score != 1 else ''} of five"


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if not piece.startswith("hand:") or target is None:
        return None
    card = piece[5:].split("#")[0]
    if target == "discard":
        return {"kind": "dead", "card": card}
    if parse_cell(target) is not None:
        return {"kind": "play", "card": card, "cell": target}
    return None


def wrong_place(piece: str, target: str | None) -> str:
    if piece == "discs":
        if target is not None and parse_cell(target) is not None:
            return f"None of your cards puts a disc on {cell_name(target)}."
        return "Drag a disc onto a space that one of your cards shows."
    return ("Drop the card on a space of the board that it shows (a jack: see the rules), "
            "or a dead card on the discard pile.")


# ----- geometry --------------------------------------------------------------------------
def cell_rect(cell: str) -> QRectF:
    """A cell's square, in card units."""
    r, c = cell_pos(cell)
    return QRectF(GRID_X0 + c * CELL, GRID_Y0 + r * CELL, CELL, CELL)


def seat_tags(names: list[str]) -> list[str]:
    """A short tag for each seat, told apart from every other seat's, for the ring round its latest
    disc: the first letter of its name ("B" for Ben), or where two names start alike, that letter
    and the first letter of its own where the names part ("An" for Anna and "Ad" for Andy, "R1" and
    "R2" for Robo 1 and Robo 2), else the letter and a count ("A1", "A2" for two Annas)."""
    bare = [name.strip() or "?" for name in names]
    firsts = [n[0].upper() for n in bare]
    tags = list(firsts)
    for k, name in enumerate(bare):
        alike = [o for j, o in enumerate(bare) if j != k and firsts[j] == firsts[k]]
        if not alike:
            continue
        low = name.lower()
        for i in range(1, len(low)):
            if low[i].strip() and all(i >= len(o) or o.lower()[i] != low[i] for o in alike):
                tags[k] = tags[k] + low[i]
                break
    for k in range(len(tags)):  # (still alike: numbered in seat order)
        same = [j for j in range(len(tags)) if tags[j] == tags[k]]
        if len(same) > 1:
            for count, j in enumerate(same, 1):
                tags[j] = f"{bare[j][0].upper()}{count}"
    return tags


def _disc_colour(name: str) -> QColor:
    """A disc colour by its name ("blue"), as a piece's face carries it."""
    return QColor(DISC_RGB.get(name, DISC_RGB["blue"]))


# ----- painters ------------------------------------------------------------------------------
def paint_disc(p: QPainter, spec: PieceSpec, rect: QRectF) -> None:
    """A chip: ``face`` is ``"<colour>"`` (its side's: "blue"), ``"<colour>:locked"`` (the
    book's double disc: a second chip on top), ``"<colour>:pile"`` (three chips stacked), or the
    pile to drag from in two pieces, ``"<colour>:under"`` (its lower two chips, which stay) and
    ``"<colour>:top"`` (its top chip, the one picked up: :data:`PILE_PARTS`)."""
    name, _, mode = spec.face.partition(":")
    colour = _disc_colour(name)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if mode in PILE_PARTS:
        for r in _pile_layers(rect)[PILE_PARTS[mode]]:
            _chip(p, r, colour)
        return
    if mode == "locked":
        base = QRectF(rect.left(), rect.top() + rect.height() * 0.08, rect.width(), rect.height() * 0.92)
        _chip(p, base, colour)
        top = base.adjusted(rect.width() * 0.1, -rect.height() * 0.1, -rect.width() * 0.1, -rect.height() * 0.26)
        _chip(p, top, colour, ring=QColor("#ffd54a"))
        return
    _chip(p, rect, colour)


#: The parts of the pile of discs a face names (:func:`paint_disc`), as a slice of its layers,
#: bottom first: dragging the pile carried the whole stack and left its place empty (s32 t4 #4);
#: now the top disc is the piece dragged, and the rest stays.
PILE_PARTS = {"pile": slice(0, 3), "under": slice(0, 2), "top": slice(2, 3)}


def _pile_layers(rect: QRectF) -> list[QRectF]:
    """The three chips of the pile drawn in ``rect``, bottom first."""
    d = rect.width() * 0.8
    return [QRectF(rect.left() + rect.width() * 0.1, rect.bottom() - d - k * rect.height() * 0.09, d, d * 0.9)
            for k in range(3)]


def disc_body(spec: PieceSpec, rect: QRectF) -> QRectF:
    """Where a disc piece is drawn in its rect: the pile's top chip where it lies on the pile (its
    shadow and frame round it, not round the whole pile); any other, all of it."""
    return _pile_layers(rect)[2] if spec.face.endswith(":top") else rect


def _chip(p: QPainter, r: QRectF, colour: QColor, ring: QColor | None = None) -> None:
    w = r.width()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawEllipse(r.translated(w * 0.04, w * 0.07))
    g = QRadialGradient(r.center() - QPointF(w * 0.15, w * 0.18), w * 0.7)
    g.setColorAt(0, colour.lighter(150))
    g.setColorAt(0.6, colour)
    g.setColorAt(1, colour.darker(150))
    p.setBrush(g)
    p.setPen(QPen(colour.darker(190), max(1.0, w * 0.04)))
    p.drawEllipse(r)
    inner = r.adjusted(w * 0.2, r.height() * 0.2, -w * 0.2, -r.height() * 0.2)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ring if ring is not None else QColor(255, 255, 255, 150), max(1.0, w * (0.09 if ring else 0.05))))
    p.drawEllipse(inner)


def paint_latest(p: QPainter, spec: PieceSpec, rect: QRectF) -> None:
    """A ring in a side's colour round a seat's latest disc, on a pale halo so it shows on a red
    or black card, with the seat's tag (:func:`seat_tags`) on it: partners have the same colour
    of disc, and the tag says which of them played it. ``face`` is ``"<colour>:<mode>:<tag>"``,
    ``mode`` "off" for the space a disc was taken off (a dashed ring round the empty space)."""
    name, mode, tag = (spec.face.split(":", 2) + ["", ""])[:3]
    colour = _disc_colour(name)
    w = rect.width()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    ring = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    p.setPen(QPen(QColor(255, 255, 255, 235), w * 0.15))
    p.drawEllipse(ring)
    pen = QPen(colour, w * 0.08)
    if mode == "off":
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawEllipse(ring)
    if tag:
        _seat_badge(p, tag_rect(rect, tag), colour, tag)


def tag_rect(rect: QRectF, tag: str) -> QRectF:
    """Where a latest-disc ring's seat tag sits: on the ring's upper right, inside ``rect``."""
    w = rect.width()
    h = w * 0.4
    bw = h if len(tag) < 2 else h * 1.45
    c = QPointF(rect.right() - bw / 2 - w * 0.005, rect.top() + h / 2 + w * 0.005)
    return QRectF(c.x() - bw / 2, c.y() - h / 2, bw, h)


def _seat_badge(p: QPainter, r: QRectF, colour: QColor, tag: str) -> None:
    """A seat's tag: white letters on its side's colour, edged in white (seen on any card)."""
    p.setPen(QPen(QColor(255, 255, 255), max(1.0, r.height() * 0.1)))
    p.setBrush(colour.darker(115))
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(7, int(r.height() * 0.66)))
    f.setBold(True)
    p.setFont(f)
    p.setPen(QColor(255, 255, 255))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, tag)


def paint_row(p: QPainter, spec: PieceSpec, rect: QRectF) -> None:
    """A band through a completed row: ``face`` is ``"<direction>:<colour>:<pad fraction>"``."""
    d, name, pad = spec.face.split(":")
    pad_px = float(pad) * rect.width()
    r = rect.adjusted(pad_px, pad_px, -pad_px, -pad_px)
    ends = {
        0: (QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y())),
        1: (QPointF(r.center().x(), r.top()), QPointF(r.center().x(), r.bottom())),
        2: (r.topLeft(), r.bottomRight()),
        3: (r.topRight(), r.bottomLeft()),
    }[int(d)]
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(_disc_colour(name))
    glow = QColor("#ffd54a")
    glow.setAlpha(150)
    p.setPen(QPen(glow, pad_px * 0.95, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(*ends)
    colour.setAlpha(210)
    p.setPen(QPen(colour, pad_px * 0.45, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(*ends)


register_token_painter(DISC_KIND, paint_disc, round_piece=True, body=disc_body)
register_token_painter(ROW_KIND, paint_row)
register_token_painter(MARK_KIND, paint_latest)


def make_board(width: float, panel_x: float, panel_boxes: list[QRectF], colours: tuple[str, ...] = ("blue", "red")):
    """The board (frame, numbers, a card face in every cell, the free corners) and the soft
    panels on the right, painted in pixels."""

    def paint(p: QPainter, unit: float) -> None:
        u = unit

        def px(r: QRectF) -> QRectF:
            return QRectF(r.x() * u, r.y() * u, r.width() * u, r.height() * u)

        # panels on the right
        p.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, u * 0.015)))
        p.setBrush(QColor(0, 0, 0, 45))
        for box in panel_boxes:
            p.drawRoundedRect(px(box), u * 0.15, u * 0.15)
        # the board: a dark frame with a lighter inlay
        frame = px(FRAME)
        p.setPen(QPen(QColor("#3a2412"), max(1.0, u * 0.03)))
        p.setBrush(QColor("#6b4424"))
        p.drawRoundedRect(frame, u * 0.12, u * 0.12)
        grid = QRectF(GRID_X0 * u, GRID_Y0 * u, SIZE * CELL * u, SIZE * CELL * u)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#17402a"))
        p.drawRect(grid.adjusted(-u * 0.04, -u * 0.04, u * 0.04, u * 0.04))
        # row and column numbers, counting from one as the messages do
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(9, int(u * 0.2)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f3e3c4"))
        for i in range(SIZE):
            p.drawText(QRectF((GRID_X0 + i * CELL) * u, FRAME.top() * u, CELL * u, (GRID_Y0 - FRAME.top()) * u),
                       Qt.AlignmentFlag.AlignCenter, str(i + 1))
            p.drawText(QRectF(FRAME.left() * u, (GRID_Y0 + i * CELL) * u, (GRID_X0 - FRAME.left()) * u, CELL * u),
                       Qt.AlignmentFlag.AlignCenter, str(i + 1))
        # a small card face in every cell
        for cell in CELLS:
            r = px(cell_rect(cell))
            code = card_at(cell)
            p.setPen(QPen(QColor(0, 0, 0, 60), 1))
            p.setBrush(QColor("#1d5236"))
            p.drawRect(r)
            m = r.height() * (1 - CELL_CARD) / 2
            inset = r.adjusted(r.width() * 0.08, m, -r.width() * 0.08, -m)
            if code == "FREE":
                _free_corner(p, inset, colours)
                continue
            _cell_card(p, code, inset)

    return paint


def _draw_board(spec: TableSpec, width: float, panel_x: float, panel_boxes: list[QRectF],
                colours: tuple[str, ...]) -> None:
    """The board and the panels beside it drawn, and named as the panels they are: a hint
    bubble lies inside one or clear of it, not across the board's frame or a panel's edge."""
    spec.board = make_board(width, panel_x, panel_boxes, colours)
    spec.frames = [(r.x(), r.y(), r.width(), r.height()) for r in [FRAME, *panel_boxes]]


def rank_px(card_h: float, rank: str) -> int:
    """The text size of a board card's rank, for a card ``card_h`` pixels high."""
    return max(6, int(round(card_h * 0.36 * (0.8 if rank == "10" else 1.0))))


def _cell_card(p: QPainter, code: str, r: QRectF) -> None:
    """A board card: nearly as wide as its square cell, its rank large in the top-left corner
    with the suit under it, and one big suit (where a disc goes). The card painter's small face,
    a card's shape in the square, had ranks of 8 px at 1024x600 with the game log open."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = r.width(), r.height()
    p.setPen(QPen(QColor("#b9ae95"), max(1.0, w * 0.02)))
    p.setBrush(QColor("#fffef9"))
    p.drawRoundedRect(r, w * 0.09, w * 0.09)
    rank, suit = RANK_OF[code], SUIT_OF[code]
    colour = RED if suit in RED_SUITS else BLACK
    f = QFont("DejaVu Sans")
    f.setPixelSize(rank_px(h, rank))
    f.setBold(True)
    p.setFont(f)
    p.setPen(colour)
    column = QRectF(r.left() + w * 0.03, r.top() + h * 0.01, w * 0.42, h * 0.4)
    p.drawText(column, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, rank)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.save()
    p.translate(column.center().x(), column.bottom() + h * 0.12)
    p.drawPath(suit_path(suit, h * 0.22))
    p.restore()
    p.save()
    p.translate(r.left() + w * 0.68, r.top() + h * 0.64)
    p.drawPath(suit_path(suit, h * 0.44))
    p.restore()


def _free_corner(p: QPainter, r: QRectF, colours: tuple[str, ...]) -> None:
    """A free corner: it counts for every side, so it shows both sides' colours."""
    p.setPen(QPen(QColor("#3a2412"), max(1.0, r.width() * 0.03)))
    p.setBrush(QColor("#f7e7b5"))
    p.drawRoundedRect(r, r.width() * 0.1, r.width() * 0.1)
    d = r.width() * 0.34
    c = r.center()
    for k, name in enumerate(colours[:2]):
        chip = QRectF(c.x() - d * (1.05 if k == 0 else -0.05), c.y() - d * 0.75, d, d)
        _chip(p, chip, _disc_colour(name))
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(8, int(r.width() * 0.2)))
    f.setBold(True)
    p.setFont(f)
    p.setPen(QColor("#3a2412"))
    p.drawText(QRectF(r.left(), c.y() + d * 0.3, r.width(), r.height() * 0.3), Qt.AlignmentFlag.AlignCenter, "FREE")


# ----- the table ---------------------------------------------------------------------------
def describe(game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
    # Everything drawn comes from what ``viewer`` may see: the zones (hands, draw pile,
    # discards) and the public board; a face the observation does not give is drawn face down.
    obs = game.observation(state, viewer)
    zones, v = obs["zones"], obs["public"]
    players, teams = obs["players"], v["teams"]
    # each side's disc colour, as the family chose it at set-up ("Players choose color of disc")
    colours: tuple[str, ...] = tuple(v.get("colours") or ("blue", "red"))
    names = tuple(c.capitalize() for c in colours)  # "Blue", as the table writes it
    n = len(players)
    turn = v["turn"]
    width = max(TABLE_H * aspect, BOARD_W + PANEL_MIN_W)
    px0 = BOARD_W + 0.15
    pw = width - px0 - 0.2
    pcx = px0 + pw / 2
    spec = TableSpec(width=width, height=TABLE_H)

    # ----- discs and completed rows on the board ------------------------------------------
    locked = set(v["locked"])
    for r, line in enumerate(v["discs"]):
        for c, team in enumerate(line):
            if team < 0:
                continue
            cell = cell_id(r, c)
            rect = cell_rect(cell)
            d = CELL * DISC
            x = rect.center().x() - d / 2 + CELL * 0.06
            y = rect.center().y() - d / 2 + CELL * 0.11
            spec.pieces.append(PieceSpec(
                id=f"disc:{cell}", kind=DISC_KIND, face=f"{colours[team]}:locked" if cell in locked else colours[team],
                x=x, y=y, z=5, w=d, h=d,
                name=f"{names[team]} disc on the {card_name(card_at(cell))}, {cell_name(cell)}"
                     + (" (in a completed row)" if cell in locked else "")))
    # Each seat's latest disc (or the space it took one off) until its next turn: where the
    # others just played (a computer's disc just appeared, nothing showed where). The board is
    # public, so the marks are too.
    tags = seat_tags(players)
    for seat, said in enumerate(v.get("latest") or ()):
        if not said or seat == turn and v["phase"] == "play":
            continue
        cell, off = said.removeprefix("-"), said.startswith("-")
        r, c = cell_pos(cell)
        if not off and v["discs"][r][c] != teams[seat]:  # that disc has been taken off since
            continue
        centre = cell_rect(cell).center()  # round where the disc lies (or lay) on the space
        d = CELL * DISC * 1.6  # the ring stands clear of the disc: not read as a bigger disc
        x, y = centre.x() + CELL * 0.06 - d / 2, centre.y() + CELL * 0.11 - d / 2
        what = "took a disc off" if off else "put a disc on"
        spec.pieces.append(PieceSpec(  # (named by its cell too: a new mark appears, none glides there)
            id=f"latest:{seat}:{cell}", kind=MARK_KIND,
            face=f"{colours[teams[seat]]}:{'off' if off else ''}:{tags[seat]}",
            x=x, y=y, z=6, w=d, h=d,
            name=f"{players[seat]} ({names[teams[seat]]}) last {what} the {card_name(card_at(cell))}, "
                 f"{cell_name(cell)}"))
    for k, (team, _seat, cells) in enumerate(v["rows"]):
        first, last = cell_rect(cells[0]).center(), cell_rect(cells[-1]).center()
        pad = CELL * 0.32
        x0, x1 = min(first.x(), last.x()) - pad, max(first.x(), last.x()) + pad
        y0, y1 = min(first.y(), last.y()) - pad, max(first.y(), last.y()) + pad
        (ra, ca), (rb, cb) = cell_pos(cells[0]), cell_pos(cells[1])
        d = DIRECTIONS.index((rb - ra, cb - ca))
        spec.pieces.append(PieceSpec(
            id=f"row:{k}", kind=ROW_KIND, face=f"{d}:{colours[team]}:{pad / (x1 - x0):.4f}",
            x=x0, y=y0, z=3, w=x1 - x0, h=y1 - y0,
            name=f"a completed row of {names[team]}, {cell_name(cells[0])} to {cell_name(cells[-1])}"))
    for cell in CELLS:
        rect = cell_rect(cell)
        if cell in CORNERS:
            # a place of its own, never lit: a card dropped with the pointer on a corner is
            # refused there, for the corner, not played on the space beside it that the big card
            # overlapped (Ben's two-eyed jack put a disc on the 6 of clubs below the corner, s37)
            spec.targets.append(TargetSpec(cell, rect.x(), rect.y(), w=CELL, h=CELL, shape="cell",
                                           name=f"the free corner, {cell_name(cell)}"))
            continue
        r, c = cell_pos(cell)
        here = v["discs"][r][c]
        cover = "free" if here < 0 else f"{names[here]} disc"
        spec.targets.append(TargetSpec(cell, rect.x(), rect.y(), w=CELL, h=CELL, shape="cell",
                                       name=f"the {card_name(card_at(cell))}, {cell_name(cell)} ({cover})"))

    # a hint bubble leaves the board's cells in sight: they are what every move is about
    spec.keep_clear.append((GRID_X0, GRID_Y0, SIZE * CELL, SIZE * CELL))

    # ----- the sides --------------------------------------------------------------------------
    boxes: list[QRectF] = []
    need = v["rows_to_win"]
    spec.labels.append(LabelSpec("5 in a Row", pcx, 0.18, size=0.3, bold=True, max_width=pw))
    spec.labels.append(LabelSpec(f"The first side with {need} rows of five wins", pcx, 0.6, size=0.17, max_width=pw))
    side_top = 1.0
    side_h = 1.55 if n <= 2 else 1.85
    boxes.append(QRectF(px0, side_top, pw, side_h))
    half = pw / 2
    for team in (0, 1):
        seats = [s for s in range(n) if teams[s] == team]
        tcx = px0 + half * (team + 0.5)
        chip = 0.5
        spec.pieces.append(PieceSpec(id=f"side:{team}", kind=DISC_KIND, face=colours[team],
                                     x=tcx - half / 2 + 0.2, y=side_top + 0.15, z=1, w=chip, h=chip,
                                     name=f"{names[team]} side's colour"))
        rows = sum(1 for t, _, _ in v["rows"] if t == team)
        spec.labels.append(LabelSpec(names[team], tcx + 0.25, side_top + 0.2, size=0.22, bold=True,
                                     max_width=half - 0.9))
        for k, s in enumerate(seats):
            spec.labels.append(seat_name_label(players[s], tcx, side_top + 0.72 + 0.32 * k, size=0.2, bold=s == turn,
                                               highlight=s == turn and v["phase"] == "play", max_width=half - 0.3))
        spec.labels.append(LabelSpec(f"Rows: {rows} of {need}", tcx, side_top + side_h - 0.42, size=0.19,
                                     bold=True, max_width=half - 0.2))

    # ----- draw pile, discards, disc pile ----------------------------------------------------
    piles_y = side_top + side_h + 0.35
    scale = 0.78
    cw, ch = scale, scale * CARD_RATIO
    slot = pw / 3
    draw_x = px0 + slot * 0.5 - cw / 2
    discard_x = px0 + slot * 1.5 - cw / 2
    boxes.append(QRectF(px0, piles_y - 0.15, pw, ch + 0.65))
    draw_size = zones["draw"]["count"]
    spec.targets.append(TargetSpec("draw_zone", draw_x, piles_y, w=cw, h=ch, name="the draw pile",
                                   label=f"Draw pile ({draw_size})"))
    if draw_size:
        spec.pieces.append(PieceSpec(id="draw", kind="card", face=BACK, x=draw_x, y=piles_y, z=1, scale=scale,
                                     name=f"the draw pile, {draw_size} cards (drawing is automatic)"))
    # a hint bubble leaves the draw pile and the discards in sight (with their captions)
    spec.keep_clear.append((draw_x, piles_y, discard_x + cw - draw_x, ch + 0.4))
    discards = zones["discard"]["cards"]  # all face up; the last card played is drawn on top
    spec.targets.append(TargetSpec("discard", discard_x, piles_y, w=cw, h=ch, name="the discard pile",
                                   label=f"Discards ({len(discards)})"))
    if discards:
        card = discards[-1]
        spec.pieces.append(PieceSpec(
            id="discard:top", kind="card", face=card or BACK, x=discard_x, y=piles_y, z=3, scale=scale,
            name=f"{card_name(card)}, last card played" if card else "the discard pile"))
    pile_d = 0.8
    pile_team = teams[turn]
    # the pile in two pieces in one place: its top disc, the piece dragged (pressed anywhere on
    # the pile: it lies over the rest), and the rest, which stays while it is carried
    pile_x, pile_y = px0 + slot * 2.5 - pile_d / 2, piles_y + (ch - pile_d) / 2
    spec.pieces.append(PieceSpec(
        id="discs:under", kind=DISC_KIND, face=f"{colours[pile_team]}:under", x=pile_x, y=pile_y, z=1,
        w=pile_d, h=pile_d, name=f"{names[pile_team]} discs"))
    spec.pieces.append(PieceSpec(
        id="discs", kind=DISC_KIND, face=f"{colours[pile_team]}:top", x=pile_x, y=pile_y, z=2, w=pile_d, h=pile_d,
        name=f"{names[pile_team]} discs: drag one onto a space your card shows"))
    spec.labels.append(LabelSpec(f"{names[pile_team]} discs", px0 + slot * 2.5, piles_y + ch + 0.04,
                                 size=0.16, max_width=slot))

    # ----- prompt, buttons, the hand --------------------------------------------------------
    prompt_y = piles_y + ch + 0.7
    spec.prompt = LabelSpec(prompt, pcx, prompt_y, size=0.2, bold=True, max_width=pw)
    spec.labels.append(spec.prompt)
    spec.buttons_at = (pcx, prompt_y + 0.62)
    hand_y = prompt_y + 1.45
    if game.is_over(state):  # looked at after the game: the board, not a hand "(hidden)" nor how to play
        _draw_board(spec, width, px0, boxes, colours)
        return spec
    holder = hand_holder(viewer, turn)
    who = players[holder]
    hand = zones[f"hand/{holder}"]["cards"]
    count = len(hand)
    face_up = all(card is not None for card in hand)
    cards: list[str | None] = list(hand) if face_up else [None] * count
    hscale = min(1.15, (pw - 0.3) / max(1, len(cards)) / 1.08)
    fan = fit_fan(len(cards), pcx, pw - 0.3, scale=hscale, max_step=1.08)  # side by side, not overlapping
    boxes.append(QRectF(px0, hand_y - 0.5, pw, hscale * CARD_RATIO + 0.95))
    caption = f"{whose_own(players, holder, viewer)} hand" + ("" if face_up else " (hidden)")
    spec.labels.append(LabelSpec(caption, pcx, hand_y - 0.42, size=0.2, bold=True,
                                 highlight=v["phase"] == "play" and holder == turn, max_width=pw - 0.2))
    dead = set()
    if face_up and viewer == game.current_player(state):
        dead = {m["card"] for m in game.legal_moves(state) if m.kind == "dead"}

    def tag_of(card: str) -> str:
        return ("take off" if card in ONE_EYED_JACKS else "wild" if card in TWO_EYED_JACKS
                else "dead: swap" if card in dead else "")

    def describe(card: str) -> str:
        if card in ONE_EYED_JACKS:
            return ": one-eyed jack, takes an opposing disc off"
        if card in TWO_EYED_JACKS:
            return ": two-eyed jack, goes on any free space"
        return ": dead, drag it onto the discard pile to exchange it" if card in dead else ""

    add_hand(spec, fan, cards, hand_y, holder, who, describe=describe)
    for k, card in enumerate(cards):
        tag = tag_of(card) if card is not None else ""
        if tag:
            spec.labels.append(LabelSpec(tag, fan.x(k) + hscale / 2, hand_y + hscale * CARD_RATIO + 0.06, size=0.16,
                                         bold=True, max_width=fan.step))
    hint_y = hand_y + hscale * CARD_RATIO + 0.6
    if hint_y + 0.5 < TABLE_H:
        # one label, its two sentences a line each: as two labels 0.28 apart, the first wrapped
        # onto a second line in a narrow panel (1024x600, the game log open) and the two were
        # drawn on top of each other
        spec.labels.append(LabelSpec("Put a card (or a disc) on a space it shows.\n"
                                     "One-eyed jacks (\u2660 \u2665) take a disc off; two-eyed jacks (\u2666 \u2663) "
                                     "go anywhere.", pcx, hint_y + 0.14, size=0.16, max_width=pw, standing=True))
    _draw_board(spec, width, px0, boxes, colours)
    return spec
