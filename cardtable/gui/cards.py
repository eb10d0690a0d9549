"""Card faces and backs drawn with QPainter, rendered once per size and device-pixel ratio.

Everything is vector-drawn (suit symbols are painter paths, not font glyphs), so a face is crisp
at any size: :class:`CardPainter` renders a card into a QPixmap of exactly the device pixels it
will cover and keeps it in a cache keyed by ``(code, width, height, dpr)``; items paint the cached
pixmap and never re-render per paint.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from ..core import decktet
from ..core.cards import JOKER, RANK_OF, RED_SUITS, SUIT_OF

CARD_RATIO = 1.4  # height / width, as a poker card (63 x 88 mm)
#: A Decktet card this many pixels wide or more is drawn with its name at its foot (a smaller one
#: with its rank and suits only, larger).
NAMED_FROM = 64
BACK = "back"
RED = QColor("#c0182c")
BLACK = QColor("#1b1b1f")

# Pip positions for number cards, in a 0..1 box (x: 0 left, 1 right; y: 0 top, 1 bottom).
_L, _C, _R = 0.0, 0.5, 1.0
PIPS = {
    "A": [(_C, 0.5)],
    "2": [(_C, 0.0), (_C, 1.0)],
    "3": [(_C, 0.0), (_C, 0.5), (_C, 1.0)],
    "4": [(_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)],
    "5": [(_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)],
    "6": [(_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    "7": [(_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    "8": [(_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1.0), (_R, 1.0)],
    "9": [(_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)],
    "10": [(_L, 0.0), (_R, 0.0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6), (_L, 1.0), (_R, 1.0)],
}


def suit_path(suit: str, size: float) -> QPainterPath:
    """A suit symbol as a path centred on (0, 0), ``size`` tall."""
    s = size / 2
    p = QPainterPath()
    if suit == "H":
        p.moveTo(0, s * 0.95)
        p.cubicTo(-s * 1.5, -s * 0.05, -s * 0.75, -s * 1.25, 0, -s * 0.45)
        p.cubicTo(s * 0.75, -s * 1.25, s * 1.5, -s * 0.05, 0, s * 0.95)
    elif suit == "D":
        p.moveTo(0, -s)
        p.quadTo(s * 0.35, -s * 0.35, s * 0.78, 0)
        p.quadTo(s * 0.35, s * 0.35, 0, s)
        p.quadTo(-s * 0.35, s * 0.35, -s * 0.78, 0)
        p.quadTo(-s * 0.35, -s * 0.35, 0, -s)
    elif suit == "S":
        p.moveTo(0, -s)
        p.cubicTo(s * 1.5, -s * 0.05, s * 0.75, s * 1.0, 0, s * 0.3)
        p.cubicTo(-s * 0.75, s * 1.0, -s * 1.5, -s * 0.05, 0, -s)
        stem = QPainterPath()
        stem.moveTo(0, s * 0.1)
        stem.quadTo(s * 0.1, s * 0.75, s * 0.45, s)
        stem.lineTo(-s * 0.45, s)
        stem.quadTo(-s * 0.1, s * 0.75, 0, s * 0.1)
        p = p.united(stem)
    elif suit == "C":
        r = s * 0.42
        for cx, cy in ((0, -s * 0.5), (-s * 0.5, s * 0.12), (s * 0.5, s * 0.12)):
            p.addEllipse(QPointF(cx, cy), r, r)
        stem = QPainterPath()
        stem.moveTo(0, -s * 0.1)
        stem.quadTo(s * 0.1, s * 0.75, s * 0.45, s)
        stem.lineTo(-s * 0.45, s)
        stem.quadTo(-s * 0.1, s * 0.75, 0, -s * 0.1)
        p = p.united(stem)
        p.setFillRule(Qt.FillRule.WindingFill)
    return p


def corner_index(rank: str, w: float, h: float) -> tuple[QRectF, float, QPointF, float]:
    """A card's corner index, top-left, on a card ``w`` x ``h`` pixels: the box its rank is
    written in, centred (the glyphs inside it), the rank's pixel size, and the centre and size
    of the suit under it (:func:`suit_path`)."""
    small = w < 64
    idx_w = w * (0.30 if small else 0.22)
    rank_px = w * (0.25 if small else 0.2) * (0.82 if rank == "10" else 1.0)
    if small:
        # (larger for its size than a large card's, and close: the suit just under the rank's
        # glyphs, no lower than a large card's, of the card's width: a face-up card in Spider's
        # columns shows rank and suit above the card on it; the suit was 0.64 of the width
        # down, under the next card 0.47 down, s43)
        box = QRectF(w * 0.02, h * 0.012, idx_w, rank_px * 1.1)
        return box, rank_px, QPointF(box.center().x(), box.bottom() + rank_px * 0.45), rank_px * 0.7
    box = QRectF(w * 0.02, h * 0.02, idx_w, rank_px * 1.2)
    return box, rank_px, QPointF(box.center().x(), box.bottom() + rank_px * 0.45), rank_px * 0.8


def index_rect(code: str, width: float) -> QRectF:
    """Where a card of ``code`` drawn ``width`` pixels wide (as :meth:`CardPainter.pixmap`
    draws it) has its rank and suit in its top-left corner, in the card's own pixels: what a
    card lying on it must leave in sight."""
    w = max(4, int(round(width)))
    box, _, centre, suit_px = corner_index(RANK_OF[code], w, int(round(w * CARD_RATIO)))
    return box.united(suit_path(SUIT_OF[code], suit_px).boundingRect().translated(centre))


def index_foot() -> float:
    """How far down a card its corner's rank and suit reach at the most, of the card's width,
    at any size (:func:`index_rect`)."""
    return max(index_rect(code, w).bottom() / w for w in (40, 63, 64, 100) for code in ("QS", "10H", "AD"))


class CardPainter:
    """Renders card faces and backs into cached pixmaps."""

    def __init__(self, back_color: str = "#1f4f8f"):
        self.back_color = QColor(back_color)
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}
        self.renders = 0  # how many pixmaps were actually drawn (for tests and benchmarks)

    def pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The card ``code`` (or :data:`BACK`) ``width`` logical pixels wide."""
        w = max(4, int(round(width)))
        h = int(round(w * CARD_RATIO))
        key = (code, w, h, dpr)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._render(code, w, h, dpr)
            if len(self._cache) > 600:  # many window sizes seen: drop the oldest renders
                for old in list(self._cache)[:300]:
                    del self._cache[old]
            self._cache[key] = pm
        return pm

    def _render(self, code: str, w: int, h: int, dpr: float) -> QPixmap:
        self.renders += 1
        pm = QPixmap(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        try:
            if code == BACK:
                self._draw_back(p, w, h)
            else:
                self._draw_face(p, code, w, h)
        finally:
            p.end()
        return pm

    # ----- drawing ------------------------------------------------------------------------
    def _outline(self, p: QPainter, w: float, h: float, fill) -> QRectF:
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        radius = w * 0.07
        p.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, w / 120)))
        p.setBrush(fill)
        p.drawRoundedRect(rect, radius, radius)
        return rect

    def _draw_back(self, p: QPainter, w: float, h: float) -> None:
        self._outline(p, w, h, QColor("#fbfbf8"))
        m = w * 0.07
        inner = QRectF(m, m, w - 2 * m, h - 2 * m)
        grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
        grad.setColorAt(0, self.back_color.lighter(125))
        grad.setColorAt(1, self.back_color.darker(125))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        # a lattice of small diamonds, clipped to the inner panel
        p.save()
        p.setClipRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03))
        step = max(4.0, w / 7)
        p.setPen(QPen(QColor(255, 255, 255, 70), max(0.8, w / 110)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        n = int(h / step) + 3
        for i in range(-n, n + int(w / step) + 3):
            x = i * step
            p.drawLine(QPointF(x, 0), QPointF(x + h, h))
            p.drawLine(QPointF(x, 0), QPointF(x - h, h))
        p.restore()
        p.setPen(QPen(QColor(255, 255, 255, 160), max(1.0, w / 60)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), w * 0.03, w * 0.03)
        # a centre medallion
        c = inner.center()
        r = w * 0.16
        p.setBrush(self.back_color.darker(140))
        p.drawEllipse(c, r, r)
        p.save()
        p.translate(c)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawPath(suit_path("S", r * 1.1))
        p.restore()

    def _font(self, px: float, bold: bool = True, serif: bool = False) -> QFont:
        f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
        f.setPixelSize(max(4, int(round(px))))
        f.setBold(bold)
        return f

    def _draw_face(self, p: QPainter, code: str, w: float, h: float) -> None:
        if code not in RANK_OF and code in decktet.CARDS:
            self._draw_decktet(p, code, w, h)
            return
        self._outline(p, w, h, QColor("#fffef9"))
        if code == JOKER:
            self._draw_joker(p, w, h)
            return
        rank, suit = RANK_OF[code], SUIT_OF[code]
        color = RED if suit in RED_SUITS else BLACK
        p.setPen(color)
        small = w < 64
        # corner index, top-left and (rotated) bottom-right
        box, rank_px, centre, suit_px = corner_index(rank, w, h)
        for angle in ((0,) if small else (0, 180)):
            p.save()
            if angle:
                p.translate(w, h)
                p.rotate(180)
            p.setFont(self._font(rank_px))
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, rank)
            p.translate(centre)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawPath(suit_path(suit, suit_px))
            p.restore()
            p.setPen(color)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        if small:
            p.save()
            p.translate(w * 0.58, h * 0.62)
            p.drawPath(suit_path(suit, w * 0.5))
            p.restore()
            return
        if rank in ("J", "Q", "K"):
            self._draw_court(p, rank, suit, color, w, h)
            return
        if rank == "A":
            p.save()
            p.translate(w / 2, h / 2)
            p.drawPath(suit_path(suit, w * 0.42))
            p.restore()
            return
        box = QRectF(w * 0.3, h * 0.18, w * 0.4, h * 0.64)
        pip = w * 0.17
        for fx, fy in PIPS[rank]:
            p.save()
            p.translate(box.left() + fx * box.width(), box.top() + fy * box.height())
            if fy > 0.5:
                p.rotate(180)
            p.drawPath(suit_path(suit, pip))
            p.restore()

    def _draw_court(self, p: QPainter, rank: str, suit: str, color: QColor, w: float, h: float) -> None:
        frame = QRectF(w * 0.24, h * 0.14, w * 0.52, h * 0.72)
        grad = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        tint = QColor("#f7e7b5") if rank == "K" else QColor("#e9eefa") if rank == "Q" else QColor("#e8f3e2")
        grad.setColorAt(0, tint.lighter(104))
        grad.setColorAt(1, tint.darker(108))
        p.setPen(QPen(color, max(1.0, w / 90)))
        p.setBrush(grad)
        p.drawRoundedRect(frame, w * 0.04, w * 0.04)
        p.setPen(color)
        p.setFont(self._font(w * 0.34, serif=True))
        p.drawText(QRectF(frame.left(), frame.top(), frame.width(), frame.height() * 0.62), Qt.AlignmentFlag.AlignCenter, rank)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.save()
        p.translate(frame.center().x(), frame.top() + frame.height() * 0.76)
        p.drawPath(suit_path(suit, w * 0.2))
        p.restore()

    def _draw_joker(self, p: QPainter, w: float, h: float) -> None:
        """"JOKER" down the corners, letter under letter, as a printed joker's index: a joker
        in a fanned meld or hand shows only its left edge, and the word across the top (and the
        star in the middle) left a thin blank sliver there ("K K | K", 10 Dime Rummy)."""
        color = QColor("#6a2c91")
        p.setPen(color)
        small = w < 64
        idx_w = w * (0.30 if small else 0.22)
        px = w * (0.19 if small else 0.14)
        step = px * 1.08
        p.setFont(self._font(px))
        for angle in ((0,) if small else (0, 180)):
            p.save()
            if angle:
                p.translate(w, h)
                p.rotate(180)
            for k, letter in enumerate("JOKER"):
                p.drawText(QRectF(w * 0.02, h * 0.025 + k * step, idx_w, step), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                           letter)
            p.restore()
        star = QPainterPath()
        # (beside the index on a small card, as a small card's suit is)
        c = QPointF(w * 0.6, h * 0.6) if small else QPointF(w / 2, h / 2)
        R, r = w * (0.27 if small else 0.3), w * (0.12 if small else 0.13)
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = R if i % 2 == 0 else r
            pt = QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a))
            star.moveTo(pt) if i == 0 else star.lineTo(pt)
        star.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#e0a800"))
        p.drawPath(star)


    # ----- the Decktet ------------------------------------------------------------------------
    def _draw_decktet(self, p: QPainter, code: str, w: float, h: float) -> None:
        """A Decktet card in our own drawing (the published art is not for commercial use): the
        rank in the top-left and bottom-right corners with the card's suit symbols under it, the
        suits large in the middle in their colours, and the card's name small at the foot."""
        card = decktet.CARDS[code]
        self._outline(p, w, h, QColor("#fbf6e9"))
        ink = QColor("#2b2118")
        if card.rank is None:  # the Excuse
            p.setPen(ink)
            p.setFont(self._font(w * 0.16, serif=True))
            p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, "The\nExcuse")
            return
        index = decktet_index(card.rank)
        small = w < NAMED_FROM
        rank_px = w * (0.27 if small else 0.19)
        sym = rank_px * 0.72
        for angle in ((0,) if small else (0, 180)):
            p.save()
            if angle:
                p.translate(w, h)
                p.rotate(180)
            p.setPen(ink)
            p.setFont(self._font(rank_px * (0.8 if len(index) > 1 else 1.0)))
            col_w = w * (0.3 if small else 0.22)
            p.drawText(QRectF(w * 0.02, h * 0.015, col_w, rank_px * 1.15), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, index)
            for k, suit in enumerate(card.suits):
                p.save()
                p.translate(w * 0.02 + col_w / 2, h * 0.015 + rank_px * 1.15 + sym * 0.6 + k * sym * 1.1)
                draw_decktet_suit(p, suit, sym)
                p.restore()
            p.restore()
        # the suits, large, down the middle
        n = len(card.suits)
        big = min(w * (0.42 if n == 1 else 0.34 if n == 2 else 0.26), h * 0.7 / n)
        top = h * 0.47 - (n - 1) * big * 0.55
        for k, suit in enumerate(card.suits):
            p.save()
            p.translate(w * (0.6 if small else 0.5), top + k * big * 1.1)
            draw_decktet_suit(p, suit, big)
            p.restore()
        if not small:
            name = card.title.removeprefix("the ")
            box, px = decktet_name_place(name, w, h)
            p.setPen(ink)
            p.setFont(self._font(px, bold=False, serif=True))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, name)


def decktet_corner(w: float, h: float) -> QRectF:
    """The bottom-right corner column of a large Decktet card: the upside-down rank and the
    suit symbols above it (the rank's column, from the card's foot up to its middle)."""
    col_w = w * 0.22
    return QRectF(w * 0.98 - col_w, h * 0.5, col_w, h * 0.485)


def decktet_name_font(px: float) -> QFont:
    f = QFont("DejaVu Serif")
    f.setPixelSize(max(4, int(round(px))))
    f.setBold(False)
    return f


def decktet_name_place(name: str, w: float, h: float) -> tuple[QRectF, float]:
    """Where a large Decktet card's name goes at its foot, and its size: whole inside the card
    and clear of the upside-down corner rank ("Ace of Moons" ran under the corner "A" and was
    cut at the left: "ıce of Moon"). Centred between the corner columns when it fits there at a
    readable size, else in the wider room from the card's left edge to the corner column (the
    foot's left corner is blank), made smaller where it must."""
    from PySide6.QtGui import QFontMetricsF

    corner = decktet_corner(w, h)
    air = w * 0.03
    top, tall = h * 0.84, h * 0.12
    want = w * (0.095 if len(name) < 13 else 0.08)
    floor = w * 0.075

    def fitting(width: float) -> float:
        """The largest size up to ``want`` at which the name fits ``width`` (whole pixels)."""
        px = float(max(4, int(round(want))))
        while px > 4 and QFontMetricsF(decktet_name_font(px)).horizontalAdvance(name) > width:
            px -= 1
        return px

    right = corner.left() - air
    middle = QRectF(w - right, top, right - (w - right), tall)  # symmetric about the card's middle
    px = fitting(middle.width())
    if px >= min(floor, want):
        return middle, px
    wide = QRectF(air, top, right - air, tall)
    return wide, fitting(wide.width())


#: Suit colours of our Decktet drawing (never the published art's).
DECKTET_COLOURS = {"moons": "#4a4f9c", "suns": "#e08a00", "waves": "#1f7fbf", "leaves": "#2e8b3a",
                   "wyrms": "#b0302a", "knots": "#7a5230"}


def decktet_index(rank: int) -> str:
    """The corner index: A, 2-9, P (Pawn), Ct (Court), Cr (Crown)."""
    return {decktet.ACE: "A", decktet.PAWN: "P", decktet.COURT: "Ct", decktet.CROWN: "Cr"}.get(rank, str(rank))


def draw_decktet_suit(p: QPainter, suit: str, size: float) -> None:
    """One of our six suit symbols, ``size`` across, centred on the painter's origin: a crescent
    (Moons), a rayed sun (Suns), three waves (Waves), a leaf (Leaves), a coiled serpent (Wyrms),
    an interlaced knot (Knots)."""
    c = QColor(DECKTET_COLOURS[suit])
    s = size / 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    if suit == "moons":
        outer = QPainterPath()
        outer.addEllipse(QPointF(0, 0), s * 0.9, s * 0.9)
        bite = QPainterPath()
        bite.addEllipse(QPointF(s * 0.42, -s * 0.22), s * 0.75, s * 0.75)
        p.drawPath(outer.subtracted(bite))
    elif suit == "suns":
        p.drawEllipse(QPointF(0, 0), s * 0.5, s * 0.5)
        p.setPen(QPen(c, max(1.0, s * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for i in range(8):
            a = i * math.pi / 4
            p.drawLine(QPointF(math.cos(a) * s * 0.66, math.sin(a) * s * 0.66),
                       QPointF(math.cos(a) * s * 0.95, math.sin(a) * s * 0.95))
    elif suit == "waves":
        p.setPen(QPen(c, max(1.0, s * 0.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in (-1, 0, 1):
            y = k * s * 0.55
            wave = QPainterPath(QPointF(-s * 0.9, y))
            wave.cubicTo(-s * 0.45, y - s * 0.35, -s * 0.15, y + s * 0.35, s * 0.2, y)
            wave.cubicTo(s * 0.45, y - s * 0.3, s * 0.7, y - s * 0.2, s * 0.9, y)
            p.drawPath(wave)
    elif suit == "leaves":
        leaf = QPainterPath(QPointF(0, -s * 0.95))
        leaf.cubicTo(s * 0.85, -s * 0.45, s * 0.7, s * 0.45, 0, s * 0.7)
        leaf.cubicTo(-s * 0.7, s * 0.45, -s * 0.85, -s * 0.45, 0, -s * 0.95)
        p.drawPath(leaf)
        p.setPen(QPen(QColor("#fbf6e9"), max(1.0, s * 0.09)))
        p.drawLine(QPointF(0, -s * 0.6), QPointF(0, s * 0.95))
    elif suit == "wyrms":
        p.setPen(QPen(c, max(1.0, s * 0.26), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        body = QPainterPath(QPointF(-s * 0.6, s * 0.85))
        body.cubicTo(s * 1.1, s * 0.6, -s * 1.1, -s * 0.2, s * 0.1, -s * 0.55)
        p.drawPath(body)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c)
        p.drawEllipse(QPointF(s * 0.3, -s * 0.68), s * 0.3, s * 0.24)
    else:  # knots
        p.setPen(QPen(c, max(1.0, s * 0.2)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for a in (0, 120, 240):
            r = math.radians(a - 90)
            p.drawEllipse(QPointF(math.cos(r) * s * 0.38, math.sin(r) * s * 0.38), s * 0.48, s * 0.48)


_painter: CardPainter | None = None


def card_painter() -> CardPainter:
    """The shared painter (one cache for the whole app)."""
    global _painter
    if _painter is None:
        _painter = CardPainter()
    return _painter


