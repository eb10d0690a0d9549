"""The table: a QGraphicsView whose scene is rebuilt from a layout's :class:`TableSpec`.

Coordinates: the layout works in card-size units; the view turns one unit into ``unit`` pixels so
the whole table fits the window (``unit = min(width / W, height / H)``), re-flows on resize, and
asks the card painter for pixmaps of exactly that size (cached per size and device-pixel ratio).
There is no view transform, so nothing is ever scaled as a bitmap and faces stay crisp.

Items only draw; all decisions about gestures live in :mod:`cardtable.gui.drag`, and all
decisions about legality in the engine.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import (QEasingCurve, QPauseAnimation, QPointF, QPropertyAnimation, QRectF,
                            QSequentialAnimationGroup, Qt, Signal)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (QFrame, QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsView)

from .cards import BACK, CARD_RATIO, card_painter
from .dialogs import plain_tip
from .layouts import LabelSpec, PieceSpec, TableSpec, TargetSpec, Transfer

FELT = QColor("#1f6b43")
FELT_DARK = QColor("#124a2d")
GOLD = QColor("#ffd54a")
HOLE_EDGE = QColor(20, 20, 20, 230)  # the dark edge of a lit hole's ring
ANIM_MS = 180
FLY_MS = 520  # a token gliding across the table (chips to the seat that collects them)
FLY_MAX = 8  # tokens drawn per transfer, however many chips move


class CardItem(QGraphicsObject):
    """A card (or a back) drawn from the pixmap cache."""

    def __init__(self, spec: PieceSpec, width: float, dpr: float):
        super().__init__()
        self.spec = spec
        self.w = width * spec.scale
        self.h = self.w * CARD_RATIO
        self.pixmap = card_painter().pixmap(spec.face, self.w, dpr)
        self.lifted = False
        self.focused = False
        self.setToolTip(plain_tip(spec.name))
        self.setAcceptedMouseButtons(Qt.LeftButton)

    @property
    def face_up(self) -> bool:
        return self.spec.face != BACK

    def accessible_name(self) -> str:
        return self.spec.name

    def boundingRect(self) -> QRectF:
        m = max(2.0, self.w * 0.06)
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.lifted:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            off = self.w * 0.04
            p.drawRoundedRect(QRectF(off, off * 1.5, self.w, self.h), self.w * 0.07, self.w * 0.07)
        p.drawPixmap(QPointF(0, 0), self.pixmap)
        if self.focused:
            p.setPen(QPen(GOLD, max(2.0, self.w * 0.04)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(self.card_rect().adjusted(-2, -2, 2, 2), self.w * 0.08, self.w * 0.08)


#: kind -> ``paint(painter, spec, rect)`` for pieces that are not cards (marbles, discs, chips).
#: Layout modules register their painters when imported.
TOKEN_PAINTERS: dict[str, Callable[[QPainter, PieceSpec, QRectF], None]] = {}


def register_token_painter(kind: str, paint: Callable[[QPainter, PieceSpec, QRectF], None]) -> None:
    TOKEN_PAINTERS[kind] = paint


class TokenItem(CardItem):
    """A piece that is not a card (a marble, a disc, a chip), drawn by its kind's painter. It
    behaves like a card for the drag controller: the same lift, focus and glide."""

    def __init__(self, spec: PieceSpec, unit: float, dpr: float):
        QGraphicsObject.__init__(self)
        self.spec = spec
        self.w = (spec.w or spec.scale) * unit
        self.h = (spec.h or spec.w or spec.scale) * unit
        self.pixmap = None
        self.lifted = False
        self.focused = False
        self.setToolTip(plain_tip(spec.name))
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    @property
    def face_up(self) -> bool:
        return False  # tokens hide nothing: privacy checks are about cards

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.card_rect()
        if self.lifted:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            off = self.w * 0.08
            p.drawEllipse(r.translated(off, off * 1.5))
        TOKEN_PAINTERS[self.spec.kind](p, self.spec, r)
        if self.focused:
            p.setPen(QPen(GOLD, max(2.0, self.w * 0.08)))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(r.adjusted(-3, -3, 3, 3))


class BoardItem(QGraphicsItem):
    """The layout's board drawing, behind everything, cached as a pixmap per size."""

    def __init__(self, paint: Callable[[QPainter, float], None], rect: QRectF, unit: float):
        super().__init__()
        self.paint_board = paint
        self.rect = rect
        self.unit = unit
        self.setZValue(-100)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        self.paint_board(p, self.unit)


class ZoneItem(QGraphicsItem):
    """A drop target: a faint outline, lit softly when legal and brightly when under the card."""

    NONE, LEGAL, HOT = 0, 1, 2

    def __init__(self, spec: TargetSpec, rect: QRectF, caption_px: float):
        super().__init__()
        self.spec = spec
        self.rect = rect
        self.caption_px = caption_px
        self.state = self.NONE
        self.focused = False
        self.setZValue(-1)
        self.setToolTip(plain_tip(spec.name))

    def accessible_name(self) -> str:
        return self.spec.name

    def boundingRect(self) -> QRectF:
        m = self.rect.width() * (0.6 if self.spec.shape == "hole" else 0.08) + 4
        return self.rect.adjusted(-m, -m, m, m + self.caption_px * 1.6)

    def set_state(self, state: int) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.rect
        rad = min(r.width(), r.height()) * 0.07
        if self.spec.shape == "hole" and self.state != self.NONE:
            # A small hole needs a bolder light than a card-sized zone to be seen at all, and on
            # every colour of track (gold on the yellow track was invisible): a white ring with a
            # dark edge on both sides shows on any colour, light or dark.
            hot = self.state == self.HOT
            w = max(2.0, r.width() * (0.16 if hot else 0.11))
            grow = w * 0.9
            ring = r.adjusted(-grow, -grow, grow, grow)
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(HOLE_EDGE, w + 4))
            p.drawEllipse(ring)
            p.setPen(QPen(QColor(255, 255, 255), w))
            p.drawEllipse(ring)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(255, 255, 255, 200 if hot else 110))
            p.drawEllipse(r)
            if self.focused:
                p.setPen(QPen(GOLD, max(2.0, r.width() * 0.04)))
                p.setBrush(Qt.NoBrush)
                p.drawEllipse(ring.adjusted(-w, -w, w, w))
            return
        elif self.state == self.HOT:
            p.setPen(QPen(GOLD, max(3.0, r.width() * 0.05)))
            p.setBrush(QColor(255, 213, 74, 90))
        elif self.state == self.LEGAL:
            p.setPen(QPen(QColor(255, 240, 170, 200), max(2.0, r.width() * 0.03), Qt.DashLine))
            p.setBrush(QColor(255, 255, 255, 30))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, r.width() * 0.015)))
            p.setBrush(QColor(0, 0, 0, 25))
        shape = self.spec.shape
        if shape != "card" and self.state == self.NONE:
            pass  # board holes and cells are drawn by the board; only light them when legal
        elif shape == "hole":
            p.drawEllipse(r)
        elif shape == "cell":
            p.drawRect(r)
        else:
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), rad, rad)
        if self.focused:
            p.setPen(QPen(GOLD, max(2.0, r.width() * 0.04)))
            p.setBrush(Qt.NoBrush)
            if shape == "hole":
                p.drawEllipse(r.adjusted(-3, -3, 3, 3))
            else:
                p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), rad, rad)
        if self.spec.label:
            f = QFont("DejaVu Sans")
            f.setPixelSize(max(9, int(self.caption_px)))
            p.setFont(f)
            p.setPen(QColor(235, 245, 235))
            p.drawText(QRectF(r.left() - r.width() * 0.3, r.bottom() + self.caption_px * 0.25,
                              r.width() * 1.6, self.caption_px * 1.4), Qt.AlignHCenter | Qt.AlignTop, self.spec.label)


class LabelItem(QGraphicsItem):
    """Centred text within a maximum width, never cut: a long prompt wraps onto more lines, and a
    word too long for the width (a 30-letter name) is set smaller until it fits. The current
    seat gets a gold pill."""

    MAX_LINES = 3

    def __init__(self, spec: LabelSpec, unit: float):
        super().__init__()
        self.spec = spec
        self.text = spec.text
        width = max(1.0, spec.max_width * unit)
        base = max(10, int(round(spec.size * unit)))
        self.font, box, self.flags = fit_text(spec.text, base, spec.bold, width, self.MAX_LINES)
        fm = QFontMetricsF(self.font)
        pad = fm.height() * 0.45 if spec.highlight else 2
        # a label on several lines grows up as much as down from where one line would be, so it
        # runs less into what is below it (buttons under a prompt)
        top = -(box.height() - fm.height()) / 2
        self.text_rect = QRectF(-box.width() / 2, top + fm.height() * 0.075, box.width(), box.height())
        self.rect = QRectF(-box.width() / 2 - pad, top, box.width() + 2 * pad, box.height() + fm.height() * 0.15)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.spec.highlight:
            p.setPen(Qt.NoPen)
            p.setBrush(GOLD)
            radius = min(self.rect.height() / 2, QFontMetricsF(self.font).height() * 0.6)
            p.drawRoundedRect(self.rect, radius, radius)
            p.setPen(QColor("#2b2200"))
        else:
            p.setPen(QColor("#f4f8f2"))
        p.setFont(self.font)
        p.drawText(self.text_rect, Qt.AlignHCenter | Qt.AlignTop | self.flags, self.text)


def fit_text(text: str, px: int, bold: bool, width: float, max_lines: int) -> tuple[QFont, QRectF, Qt.TextFlag]:
    """The font and box that set ``text`` within ``width`` without cutting it: on one line at
    100 % to 80 % of ``px``, else on two lines at that size, else a little smaller (a long name
    rather than running into what is below it), then on up to ``max_lines`` lines; if even that
    fails, it takes more lines. Text is never cut."""
    tries = [(1, s) for s in (1.0, 0.9, 0.8)] + [(2, s) for s in (1.0, 0.9, 0.8)] \
        + [(1, s) for s in (0.7, 0.6)] + [(2, s) for s in (0.7, 0.6, 0.5)] \
        + [(n, s) for n in range(3, max_lines + 1) for s in (1.0, 0.8, 0.6, 0.5)]
    for lines, scale in tries:
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(9, int(px * scale)))
        f.setBold(bold)
        fm = QFontMetricsF(f)
        box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | Qt.TextWordWrap, text)
        if box.width() <= width + 0.5 and box.height() <= fm.lineSpacing() * lines + 1:
            return f, QRectF(0, 0, box.width(), box.height()), Qt.TextWordWrap
    box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | Qt.TextWrapAnywhere, text)
    return f, QRectF(0, 0, min(box.width(), width), box.height()), Qt.TextWrapAnywhere


class ButtonItem(QGraphicsObject):
    """A button on the table (a suit to name, "Pass", "Deal the next hand")."""

    def __init__(self, text: str, w: float, h: float, action: Callable[[], None], name: str = ""):
        super().__init__()
        self.text = text
        self.w, self.h = w, h
        self.action = action
        self.name = name or text
        self.focused = False
        self.hover = False
        self.setAcceptHoverEvents(True)
        self.setZValue(2000)
        self.setToolTip(plain_tip(self.name))
        self.setCursor(Qt.PointingHandCursor)

    def accessible_name(self) -> str:
        return self.name

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def hoverEnterEvent(self, e) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, e) -> None:
        self.hover = False
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(QPen(GOLD if (self.focused or self.hover) else QColor("#d9c9a0"), 3 if self.focused else 1.5))
        p.setBrush(QColor("#fff8e1") if self.hover else QColor("#fbf3dc"))
        p.drawRoundedRect(r, self.h * 0.3, self.h * 0.3)
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(10, int(self.h * 0.42)))
        f.setBold(True)
        p.setFont(f)
        red = self.text[:1] in ("\u2665", "\u2666")
        p.setPen(QColor("#b0142a") if red else QColor("#1d1d1d"))
        p.drawText(r, Qt.AlignCenter, self.text)


class TableScene(QGraphicsScene):
    pass


class TableView(QGraphicsView):
    """Shows one game position; ``controller`` (a :class:`~cardtable.gui.drag.DragController`)
    turns gestures into moves."""

    message = Signal(str)  # a reason or a hint for the status line
    focus_named = Signal(str)  # the accessible name of the keyboard-focused item

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setScene(TableScene(self))
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setAccessibleName("Card table")
        self.spec: TableSpec | None = None
        self.unit = 100.0
        self.origin = QPointF(0, 0)
        self.pieces: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.buttons: list[ButtonItem] = []
        self.button_panel = None  # the panel behind the buttons (add_buttons)
        self.hidden_labels: list = []  # labels hidden while the buttons are up
        self.describe: Callable[[float], TableSpec] | None = None
        self.controller = None  # set by the owner
        self.animations: list[QPropertyAnimation] = []

    # ----- building ----------------------------------------------------------------------------
    def set_describer(self, describe: Callable[[float], TableSpec] | None) -> None:
        """``describe(aspect) -> TableSpec`` is called on every rebuild (moves, resize)."""
        self.describe = describe
        self.rebuild()

    def rebuild(self, animate_from: dict[str, QPointF] | None = None) -> None:
        """Rebuild the scene from the current position. ``animate_from`` maps a card face to the
        scene point a newly placed card of that face should glide in from."""
        self.stop_animations()
        scene = self.scene()
        scene.clear()
        self.pieces.clear()
        self.zones.clear()
        self.buttons.clear()
        self.button_panel = None
        self.hidden_labels = []
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        scene.setSceneRect(0, 0, vw, vh)
        if self.describe is None:
            self.spec = None
            return
        spec = self.spec = self.describe(vw / vh)
        unit = self.unit = min(vw / spec.width, vh / spec.height)
        self.origin = QPointF((vw - spec.width * unit) / 2, (vh - spec.height * unit) / 2)
        dpr = self.devicePixelRatioF()
        if spec.board is not None:
            board = BoardItem(spec.board, QRectF(0, 0, spec.width * unit, spec.height * unit), unit)
            board.setPos(self.origin)
            scene.addItem(board)
        for t in spec.targets:
            rect = QRectF(self.to_px(t.x, t.y), self.to_px(t.x + t.w, t.y + t.h))
            zone = ZoneItem(t, rect, unit * 0.16)
            scene.addItem(zone)
            self.zones[t.id] = zone
        for ps in spec.pieces:
            item = CardItem(ps, unit, dpr) if ps.kind == "card" else TokenItem(ps, unit, dpr)
            item.setPos(self.to_px(ps.x, ps.y))
            item.setZValue(ps.z)
            scene.addItem(item)
            self.pieces[ps.id] = item
        for ls in spec.labels:
            item = LabelItem(ls, unit)
            item.setPos(self.to_px(ls.x, ls.y))
            scene.addItem(item)
        if animate_from:
            for item in self.pieces.values():
                start = animate_from.get(item.spec.face)
                if start is not None and item.face_up:
                    self.glide(item, start, item.pos())
        if self.controller is not None:
            self.controller.scene_rebuilt()

    def to_px(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.unit, self.origin.y() + y * self.unit)

    def add_buttons(self, entries: list[tuple[str, Callable[[], None], str]], room: bool = False) -> list[ButtonItem]:
        """A centred row of buttons at the layout's ``buttons_at``, on a panel of its own. With
        ``room`` (a chooser: the eight's suit), text of the table that the panel would touch
        (the prompt above it) is hidden while the buttons are up, so the choice has room and
        nothing runs into it; action buttons keep the prompt that explains them."""
        for b in self.buttons:
            self.scene().removeItem(b)
        self.buttons = []
        if self.button_panel is not None:
            if self.button_panel.scene() is not None:
                self.scene().removeItem(self.button_panel)
            self.button_panel = None
        for label in self.hidden_labels:
            label.setVisible(True)
        self.hidden_labels = []
        if not entries or self.spec is None:
            return []
        h = self.unit * 0.36
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(10, int(h * 0.42)))
        f.setBold(True)
        fm = QFontMetricsF(f)
        widths = [max(self.unit * 0.9, fm.horizontalAdvance(text) + h) for text, _, _ in entries]
        gap = self.unit * 0.12
        total = sum(widths) + gap * (len(widths) - 1)
        centre = self.to_px(*self.spec.buttons_at)
        vw = self.viewport().width()
        x = min(max(4.0 + gap, centre.x() - total / 2), max(4.0 + gap, vw - total - 4 - gap))
        panel_rect = QRectF(x - gap, centre.y() - h / 2 - gap, total + 2 * gap, h + 2 * gap)
        panel = QGraphicsRectItem(panel_rect)
        panel.setPen(QPen(QColor(255, 213, 74, 160), 1.5))
        panel.setBrush(QColor(10, 40, 24, 225))
        panel.setZValue(1990)
        panel.setAcceptedMouseButtons(Qt.NoButton)
        self.scene().addItem(panel)
        self.button_panel = panel
        area = panel_rect.adjusted(-gap, -gap, gap, gap)
        for item in self.scene().items(area) if room else []:
            if isinstance(item, LabelItem) and item.isVisible():
                item.setVisible(False)
                self.hidden_labels.append(item)
        for (text, action, name), w in zip(entries, widths):
            b = ButtonItem(text, w, h, action, name)
            b.setPos(x, centre.y() - h / 2)
            self.scene().addItem(b)
            self.buttons.append(b)
            x += w + gap
        return self.buttons

    # ----- animation -----------------------------------------------------------------------
    def glide(self, item: CardItem, start: QPointF, end: QPointF, done: Callable[[], None] | None = None) -> None:
        item.setPos(start)
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(ANIM_MS)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.OutCubic)
        if done is not None:
            anim.finished.connect(done)
        self.animations.append(anim)
        anim.start()

    def fly(self, transfers: list[Transfer]) -> None:
        """Glide a few transient tokens from one target to another (chips from a space to the
        seat that collects them), staggered, each removed when it lands. The position shown is
        already the new one: this only shows what moved."""
        dpr = self.devicePixelRatioF()
        scene = self.scene()
        n = 0
        for t in transfers:
            src, dst = self.zones.get(t.src), self.zones.get(t.dst)
            if src is None or dst is None or t.count <= 0 or t.kind not in TOKEN_PAINTERS:
                continue
            for k in range(min(t.count, FLY_MAX)):
                spec = PieceSpec(id=f"fly:{n}", kind=t.kind, face=t.face, x=0, y=0, w=t.w, h=t.h or t.w)
                item = TokenItem(spec, self.unit, dpr)
                item.setAcceptedMouseButtons(Qt.NoButton)
                half = QPointF(item.w / 2, item.h / 2)
                jitter = QPointF((k % 3 - 1) * item.w * 0.3, -k * item.h * 0.15)
                start = src.rect.center() - half + jitter
                end = dst.rect.center() - half + jitter
                item.setPos(start)
                item.setZValue(1500 + n)
                scene.addItem(item)
                group = QSequentialAnimationGroup(self)
                group.addAnimation(QPauseAnimation(min(n, 24) * 30, group))
                anim = QPropertyAnimation(item, b"pos", group)
                anim.setDuration(FLY_MS)
                anim.setStartValue(start)
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.InOutCubic)
                group.addAnimation(anim)
                group.finished.connect(lambda item=item: item.scene() and item.scene().removeItem(item))
                self.animations.append(group)
                group.start()
                n += 1

    def stop_animations(self) -> None:
        for anim in self.animations:
            anim.stop()
        self.animations.clear()

    # ----- queries used by the controller and by tests --------------------------------------
    def piece_at(self, view_pos) -> CardItem | ButtonItem | None:
        for item in self.items(view_pos):
            if isinstance(item, (CardItem, ButtonItem)):
                return item
        return None

    def card_items(self) -> list[CardItem]:
        return [i for i in self.scene().items() if isinstance(i, CardItem)]

    # ----- painting and events --------------------------------------------------------------
    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        vr = self.sceneRect()
        g = QRadialGradient(vr.center(), max(vr.width(), vr.height()) * 0.7)
        g.setColorAt(0, FELT.lighter(112))
        g.setColorAt(1, FELT_DARK)
        p.fillRect(rect, QBrush(g))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.controller is not None:
            self.controller.cancel(quiet=True)
        self.rebuild()

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab moves the focus over the table's pieces, not out of the view

    def mousePressEvent(self, e) -> None:
        if self.controller is None or not self.controller.mouse_press(e):
            super().mousePressEvent(e)

    def mouseMoveEvent(self, e) -> None:
        if self.controller is None or not self.controller.mouse_move(e):
            super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e) -> None:
        if self.controller is None or not self.controller.mouse_release(e):
            super().mouseReleaseEvent(e)

    def mouseDoubleClickEvent(self, e) -> None:
        if self.controller is None or not self.controller.mouse_double_click(e):
            super().mouseDoubleClickEvent(e)

    def keyPressEvent(self, e) -> None:
        if self.controller is None or not self.controller.key_press(e):
            super().keyPressEvent(e)
