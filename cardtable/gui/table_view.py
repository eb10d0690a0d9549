"""The table: a QGraphicsView whose scene is rebuilt from a layout's :class:`TableSpec`.

Coordinates: the layout works in card-size units; the view turns one unit into ``unit`` pixels so
the whole table fits the window (``unit = min(width / W, height / H)``), re-flows on resize, and
asks the card painter for pixmaps of exactly that size (cached per size and device-pixel ratio).
There is no view transform, so nothing is ever scaled as a bitmap and faces stay crisp.

Items only draw; all decisions about gestures live in :mod:`cardtable.gui.drag`, and all
decisions about legality in the engine.
"""

from __future__ import annotations

import re
import time
from typing import Callable, Iterable, cast

import shiboken6
from PySide6.QtCore import (QCoreApplication, QEasingCurve, QEvent, QObject, QPauseAnimation, QPointF, QPropertyAnimation,
                            QRect, QRectF, QSequentialAnimationGroup, Qt, QTimer, Signal)
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen,
                           QPixmap, QRadialGradient, QRegion)
from PySide6.QtWidgets import (QFrame, QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsView, QMenu, QWidget)

from .cards import BACK, CARD_RATIO, card_painter, index_rect
from .curtain import (KEY_NAMES, MODIFIER_KEYS, PAUSE_S, click_counts, hurried_words, in_popup, in_window,
                      input_pause, key_name, menu_key)
from .dialogs import plain_tip, shortcut_free
from .layouts import BUTTON_TEXT, TEXT_DROP, LabelSpec, PieceSpec, TableSpec, TargetSpec, Transfer, button_text, with_tail
from .curtain import FOCUS_KEYS  # (a line of its own: the curtain list above is often edited)

FELT = QColor("#1f6b43")
FELT_DARK = QColor("#124a2d")
GOLD = QColor("#ffd54a")
MARK_BLUE = QColor("#3d8bff")  # a card just received
# The dashed frame of a card lit by Help > Hint: not the gold of a card chosen (s30 t1: the three
# cards a pass hint lit looked chosen beside the three the player chose)
HINT_LIGHT = QColor("#9ff3ff")
#: a button lit by Help > Hint: filled with the hint's light, a darker dashed edge (the light's own
#: colour round a cream button hardly showed)
HINT_FILL = QColor("#c8f7ff")
HINT_EDGE = QColor("#00838f")
# How far a card selected for a move of several cards rises, of its height: clear of the hand's
# name line over it (its pill ends about 0.11 of a card's width above the cards; a card is 1.4
# widths tall; at 0.15 the cards rose into "Ben's hand · 6 cards" and hid their corner index);
# the gold outline says it is chosen
SELECTED_RISE = 0.07
HOLE_EDGE = QColor(20, 20, 20, 230)  # the dark edge of a lit hole's ring
ANIM_MS = 180
BOARD_BYTES = 64 << 20  # board drawings kept (a 6-player Fast Track glows round each colour in turn)
GLIDE_MAX = 12  # cards that glide after one move (a deal moves dozens: the rest just appear)
FLY_MS = 520  # a token gliding across the table (chips to the seat that collects them)
FLY_MAX = 8  # tokens drawn per transfer, however many chips move
#: a button that has just appeared ignores presses at the spot of the last press (and a key held
#: down since before it) this long (seconds): the second and third press of an impatient double-
#: or triple-click on "End the game" must not also press whatever button the move puts at the
#: same spot. And, wherever the press before was, a click or key in the stream of presses that
#: was going on when it appeared (:meth:`~cardtable.gui.curtain.InputPause.rushed`): a click
#: every 0.3 s on the table's middle pressed the next person's new button there for them.
BUTTON_GUARD_S = 0.5
#: A button that comes up by itself (not ``own``) where another button, of other words, was a
#: moment before (:data:`GONE_MEMORY_S`) takes no press in its first this many seconds: 10 Dime
#: Rummy's window of calls for the next card opened with its "Anna buys it" where the last one's
#: had been, and a click a moment late, meant for the 9 of clubs, bought the ace of spades (s32
#: t3 #6). (A button the person's own press brought is theirs to press at once.)
REPLACED_GUARD_S = 1.0
#: how long a button gone is remembered for :data:`REPLACED_GUARD_S` (a computer's moves at the
#: pace may come between the two windows)
GONE_MEMORY_S = 3.0
#: The least room (pixels) between a label's words (or a lit label's pill) and the buttons' panel
#: under them: its border's edge 3 pixels clear
LABEL_AIR_PX = 4.0
#: what a press on such a button is told (ButtonItem.refusal)
JUST_UP_WORDS = "That button has just come up in place of another: read it, then press it if you mean it."
#: A button (new, or moved) that comes up where a card or pile lay before the table laid itself
#: out again after a move (:attr:`ButtonItem.moved_under`) takes no click in its first this many
#: seconds, own or not: in Hand and Foot at 800x600 a draw shrank the hand and dropped the foot
#: ~90 px, and the "Meld ..." suggestions took the foot's old place; a click aimed at the foot
#: about 1 s after the draw made a meld (s45 t2 #1): as long as the pause after which a click on
#: a button that came by itself counts. Keys are not judged so: they act on the button the ring
#: is on, never on a spot.
MOVED_UNDER_S = PAUSE_S
#: what a click on such a button is told (ButtonItem.refusal)
MOVED_UNDER_WORDS = "That button has just come up where something else was: read it, then press it if you mean it."
#: The keys a refused Enter or Space on the table is told to press after the pause when no piece
#: has the keyboard (:meth:`TableView._key_to_name`): Enter alone would do nothing there
TAB_THEN_ENTER = "Tab to reach the table, then Enter"
#: What Enter says in the Game Log (a place for reading: the keys are there, not on the table,
#: whose ring still shows): no move, but how to get the keys back (s37 t5: it did nothing and
#: said nothing, the ring on the 2 of clubs as if Enter should play it)
LOG_HAS_THE_KEYS = f"The Game Log has the keys: press {TAB_THEN_ENTER}."
#: the object name of the Game Log's text (:meth:`TableView._key_to_name`: Enter there is told of Tab)
LOG_VIEW = "game_log_view"
#: A key that has just acted on the table, pressed again this soon (milliseconds, by the window
#: system's clock) after its release, is its repeat, held down (:meth:`TableView.held_key`)
REPEAT_GAP_MS = 25
#: How much larger the button for the next hand is drawn, the first of these that has room.
MAIN_BUTTON_GROWTH = (1.4, 1.25, 1.1)


def choice_pen(hinted: bool, width: float) -> QPen:
    """The frame of a piece chosen for a move (solid gold) or lit by Help > Hint (a light dashed
    line): one style for the cards and the boards' pieces (a hinted marble or disc was raised a
    little, as a chosen one, and nothing else told them apart)."""
    pen = QPen(HINT_LIGHT if hinted else GOLD, width)
    if hinted:
        pen.setStyle(Qt.DashLine)
    return pen


#: The keyboard's focus ("where the keys are"), never to be taken for a piece chosen (gold, and
#: raised) nor for one a hint lights (light, dashed): a white ring on a near-black edge, standing
#: clear of what it frames by a gap. White on black shows on the green table, on a white card and
#: on every colour of board, and tells itself from the gold by its lightness, not its hue alone
#: (s31: the focus ring and a chosen card were both gold, and a family playing by the keys could
#: not tell where the keys were from what they had picked).
FOCUS_LIGHT = QColor("#ffffff")
FOCUS_EDGE = QColor("#101010")


def focus_sizes(size: float) -> tuple[float, float, float]:
    """(light, edge, gap) of the focus ring round a thing ``size`` pixels across (its short side):
    the white line's breadth, the dark edge each side of it, the gap between thing and ring."""
    return max(2.0, size * 0.05), max(1.0, size * 0.02), max(2.0, size * 0.04)


def focus_pens(size: float) -> tuple[QPen, QPen]:
    """The focus ring's two pens, drawn one over the other: the dark edge, then the white line."""
    light, edge, _gap = focus_sizes(size)
    return QPen(FOCUS_EDGE, light + 2 * edge), QPen(FOCUS_LIGHT, light)


def focus_reach(size: float, outside: float = 0.0) -> float:
    """How far beyond the framed rect the focus ring's paint reaches (``outside``: what the ring
    stands clear of already reaches past the rect, a lit zone's frame), antialiasing and all: the
    item's bounding rect grows by it while it has the focus (round the disc pile, the ring was cut
    at its sides)."""
    light, edge, gap = focus_sizes(size)
    return outside + gap + light + 2 * edge + 1.0


def paint_focus(p: QPainter, r: QRectF, size: float, round_piece: bool = False, radius: float = 0.0,
                outside: float = 0.0, item: QGraphicsItem | None = None) -> None:
    """The focus ring round ``r`` (a ring round a round piece, else a rounded box with corners of
    ``radius``), ``outside`` + its gap clear of it. Painted for ``item``, it breaks off where it
    would cross a place's caption (:func:`captions_crossed`)."""
    light, edge, gap = focus_sizes(size)
    o = outside + gap + edge + light / 2
    ring = r.adjusted(-o, -o, o, o)
    p.setBrush(Qt.NoBrush)
    clear = captions_crossed(item, ring.adjusted(-light, -light, light, light)) if item is not None else []
    if clear:
        keep = QPainterPath()
        keep.addRect(ring.adjusted(-2 * o, -2 * o, 2 * o, 2 * o))
        for caption in clear:
            hole = QPainterPath()
            m = edge + light / 2  # (the ring's ends stand that far off the letters)
            # (no sliver of the line over them; under words over the ring's top line, none of
            # its corner either: a hook of it was left between a badge and the next card)
            below = radius + o if caption.center().y() < ring.center().y() else 2 * m
            hole.addRect(caption.adjusted(-m, -2 * m, m, below))
            keep = keep.subtracted(hole)
        p.save()
        p.setClipPath(keep, Qt.ClipOperation.IntersectClip)
    for pen in focus_pens(size):
        p.setPen(pen)
        if round_piece:
            p.drawEllipse(ring)
        else:
            p.drawRoundedRect(ring, radius + o, radius + o)
    if clear:
        p.restore()


def button_focus_sizes(h: float, room: float) -> tuple[float, float, float]:
    """(light, edge, gap) of the focus ring round a table button ``h`` pixels high with ``room``
    clear round it (the gap to the next button and to the panel's edge): the white line an eighth
    of its height, 4 px at least, close round it; all of it within most of the room, so it never
    touches the button beside it nor leaves the panel. Round a button as round a card, the ring
    was 2 px wide 5 px off it on the dark panel: a thin line nobody saw on Thirty-One's Knock (s41)."""
    gap, edge = 0.5, max(1.0, h * 0.03)
    light = max(4.0, h * 0.12)
    most = room * 0.9 - gap - 2 * edge - 0.5  # (the ring's reach, antialiasing and all, within the room)
    return max(2.0, min(light, most)), edge, gap


def captions_crossed(item: QGraphicsItem, ring: QRectF) -> list[QRectF]:
    """The captions of places ("Stock (29)", "Discard (2)", "Pile (54)") that a focus ring round
    ``item`` (its paint reaching over ``ring``, in the item's coordinates) would cross, in the
    item's coordinates. A caption stands just under its place, nearer than the ring round the
    place's top card reaches: the ring's white line ran through the caption's letters and hid
    their upper half (s34 t3 #7). Where it would cross one, the ring leaves a gap for it, as a
    frame for its title."""
    scene = item.scene()
    if scene is None:
        return []
    reach = item.mapRectToScene(ring)
    out = []
    for other in scene.items(reach):
        if isinstance(other, ZoneItem) and other.spec.label and other.isVisible():
            caption = other.mapRectToScene(other.caption_rect())
            if other is item and item.focus_frame() != item.rect:
                continue  # (a tray's own, which its ring goes round whole: ZoneItem.focus_frame)
            if caption.intersects(reach):
                out.append(item.mapRectFromScene(caption))
        elif isinstance(other, LabelItem) and other.isVisible() and other.spec.text \
                and getattr(other, "text_rect", None) is not None:
            # the names over a trick's cards ("Cleo leads  Robo Remy"): the ring round the trick
            # ran through them (s38 t1); it leaves a gap for each it would cross. A gold badge
            # ("Your hand · 8 cards") all of it: the ring round a card under it ran up under the
            # badge's rim (s38 t4 #9)
            words = other.mapRectToScene(other.rect if other.spec.highlight else other.text_rect)
            if words.intersects(reach) and not reach.adjusted(4, 4, -4, -4).contains(words):
                out.append(item.mapRectFromScene(words))
    return out


class Focusable:
    """``focused`` for an item the keys move over: setting it tells the scene that the item's
    bounding rect (which takes the focus ring in, :meth:`focus_rect`) changes."""

    _focused = False

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        if on != self._focused:
            cast(QGraphicsItem, self).prepareGeometryChange()
            self._focused = on
            self.focus_changed()

    def focus_changed(self) -> None:
        """The focus came or went (after ``focused`` is set)."""


def _land(item) -> None:
    """A flying token has landed: take it off the table. The group has no Qt parent (see fly), so
    it may finish after its window and scene are gone, with the item already deleted."""
    if shiboken6.isValid(item) and item.scene() is not None:
        item.scene().removeItem(item)



class FocusRing(QGraphicsItem):
    """The keys' focus ring round a card (:class:`CardItem`), one a scene, painted over the cards,
    badges and captions (in the card's own paint it went under the next card of Golf's grid, the
    "Your hand" badge, Sweep's "Set in play" caption: s42 t3), with a gap where it would cross
    another card's index (Cassino's ring round Q♦ cut the "10" of the 10♦ beside it) or a
    caption (:func:`captions_crossed`). Over a neighbour's edge it may run: never its index."""

    Z = 1200  # (over the cards, a card carried (1000) and the labels; under the buttons, panels)

    def __init__(self):
        super().__init__()
        self.target: CardItem | None = None
        self.box = QRectF()
        self.holes = QPainterPath()
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @staticmethod
    def of(scene) -> "FocusRing":
        ring = getattr(scene, "_focus_ring", None)
        if ring is None or not shiboken6.isValid(ring) or ring.scene() is not scene:
            ring = FocusRing()
            scene.addItem(ring)
            scene._focus_ring = ring
        return ring

    def follow(self, card: "CardItem | None") -> None:
        self.prepareGeometryChange()
        self.target = card
        self.box = card.mapRectToScene(card.piece_box()) if card is not None else QRectF()
        # (the gaps found now, not while the scene paints: asked then, the scene found no card)
        self.holes = self.gaps(card) if card is not None else QPainterPath()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.box

    def paint(self, p: QPainter, option, widget=None) -> None:
        card = self.target
        if card is None or not shiboken6.isValid(card) or card.scene() is not self.scene() \
                or not card.focused or not card.isVisible():
            return
        p.save()
        p.setTransform(card.sceneTransform(), True)
        self.paint_round(p, card, self.holes)
        p.restore()

    @staticmethod
    def ring_of(card: "CardItem") -> tuple[QRectF, float, float, float, float]:
        """The ring's middle line round ``card`` (in the card's coordinates), its light line's and
        dark edges' widths, the card's corner radius and the ring's least distance off the card.

        It goes round the part of the card in sight (:func:`seen_part`): round the whole of a
        card half under the next one of a fan, it ran over that one, cut where it crossed its
        index, and read as broken hooks under the cards (Scopa, Euchre, Sweep, Rummoli, s44 t3 F2,
        t1 #8). A side nearer than its gap to another card's index, or to a caption or badge,
        comes in (to the card's edge at the least; where the next card lies on it, along that
        card's edge on this one's face) rather than leaving a gap (:func:`ring_sides`)."""
        light, edge, gap = focus_sizes(card.w)
        seen, cut = seen_part(card)
        offs: list[float] | None = None
        # (its line thinner, to its least, where cards lie too close for it whole: Scopa's and
        # Euchre's hands at 1024x600 lie 5 px apart, the ring 8 px wide)
        for thin in (1.0, 0.8, 0.6, 0.0):
            light_, edge_ = max(2.0, light * thin), max(1.0, edge * thin)
            o = gap + edge_ + light_ / 2
            offs = ring_sides(card, seen, cut, light_, edge_, o)
            if offs is not None:
                light, edge = light_, edge_
                break
        if offs is None:  # (nowhere clear even so: as it was, with gaps, FocusRing.gaps)
            o = gap + edge + light / 2
            offs = [o if not c else -(edge + light / 2) for c in cut]
        ring = seen.adjusted(-offs[0], -offs[1], offs[2], offs[3])
        return ring, light, edge, card.w * 0.07, max(0.0, max(offs))

    @staticmethod
    def gaps(card: "CardItem") -> QPainterPath:
        """Where the ring round ``card`` leaves gaps (in the card's coordinates): other cards'
        index corners (:func:`index_corners`), captions (:func:`captions_crossed`)."""
        ring, light, edge, radius, o = FocusRing.ring_of(card)
        holes = QPainterPath()
        # (two gaps that overlap, an index under a caption, cancelled out where they met under
        # the odd-even rule, and the ring crossed the index there, s43 t1 #3)
        holes.setFillRule(Qt.FillRule.WindingFill)
        reach = ring.adjusted(-light - 2 * edge, -light - 2 * edge, light + 2 * edge, light + 2 * edge)
        m = edge + light / 2
        # (a little air round each index too: the ring running along a rank's edge read as over
        # it, s43 t1 #3; the sides keep off by as much, ring_sides)
        for hole in index_corners(card, reach, margin=edge, tight=True):
            holes.addRect(hole)
        line = QPainterPath()
        line.addRoundedRect(ring, radius + o, radius + o)
        stroker = QPainterPathStroker()
        stroker.setWidth(light + 2 * edge)
        stroke = stroker.createStroke(line)
        for caption in captions_crossed(card, ring.adjusted(-light, -light, light, light)):
            if not stroke.intersects(caption.adjusted(-m, -m, m, m)):
                continue  # (its line brought in clear of them: ring_sides)
            # (as paint_focus leaves them: its ends that far off the letters, no corner under words
            # over the ring's top line)
            below = radius + o if caption.center().y() < ring.center().y() else 2 * m
            holes.addRect(caption.adjusted(-m, -2 * m, m, below))
        return holes

    @staticmethod
    def paint_round(p: QPainter, card: "CardItem", holes: QPainterPath | None = None) -> None:
        """The ring round ``card``, ``p`` in the card's coordinates: its two lines filled as
        shapes, ``holes`` (by default :meth:`gaps`) cut out of them."""
        if holes is None:
            holes = FocusRing.gaps(card)
        ring, light, edge, radius, o = FocusRing.ring_of(card)
        line = QPainterPath()
        line.addRoundedRect(ring, radius + o, radius + o)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        for pen in (QPen(FOCUS_EDGE, light + 2 * edge), QPen(FOCUS_LIGHT, light)):
            stroker = QPainterPathStroker()
            stroker.setWidth(pen.widthF())
            area = stroker.createStroke(line)
            if not holes.isEmpty():
                area = area.subtracted(holes)
            p.setBrush(pen.color())
            p.drawPath(area)
        p.restore()


def seen_part(card: "CardItem") -> tuple[QRectF, tuple[bool, bool, bool, bool]]:
    """The part of ``card`` in sight (in its coordinates), where cards lying on it cover a side
    of it along most of its length (the next card of a fan, a raised card's neighbour), and
    which of its sides (left, top, right, bottom) such a card cuts. Too narrow a strip left (a
    tight fan's), the whole card."""
    rect = card.card_rect()
    scene = card.scene()
    if scene is None:
        return rect, (False, False, False, False)
    box = card.mapRectToScene(rect)
    seen = QRectF(rect)
    stack = scene.items(box)  # (from the top down)
    above = stack[:stack.index(card)] if card in stack else []
    for other in above:
        if not isinstance(other, CardItem) or not other.isVisible() or isinstance(other, FocusRing):
            continue
        a = card.mapRectFromScene(other.mapRectToScene(other.card_rect()))
        if a.top() <= seen.top() + 0.25 * rect.height() and a.bottom() >= seen.bottom() - 0.25 * rect.height():
            if seen.left() < a.left() < seen.right() and a.right() >= seen.right():
                seen.setRight(a.left())
            elif seen.left() < a.right() < seen.right() and a.left() <= seen.left():
                seen.setLeft(a.right())
        elif a.left() <= seen.left() + 0.25 * rect.width() and a.right() >= seen.right() - 0.25 * rect.width():
            if seen.top() < a.top() < seen.bottom() and a.bottom() >= seen.bottom():
                seen.setBottom(a.top())
            elif seen.top() < a.bottom() < seen.bottom() and a.top() <= seen.top():
                seen.setTop(a.bottom())
    if seen.width() < 0.3 * rect.width() or seen.height() < 0.3 * rect.height():
        return rect, (False, False, False, False)
    return seen, (seen.left() > rect.left(), seen.top() > rect.top(), seen.right() < rect.right(),
                  seen.bottom() < rect.bottom())


def ring_sides(card: "CardItem", seen: QRectF, cut: tuple[bool, ...], light: float, edge: float,
               o: float) -> list[float] | None:
    """How far off ``seen`` the ring's middle line runs on each side (left, top, right, bottom):
    ``o`` where that keeps its paint clear of other cards' indexes (:func:`index_corners`, with a
    little air) and of captions and badges (:func:`captions_crossed`), else nearer, down to its
    line along the card's edge; on a side another card cuts, inside, its line along that card's
    edge, and further in while it would touch that card's index. None where some side finds
    no such line."""
    band = light + 2 * edge
    touch = band / 2
    reach = seen.adjusted(-o - band, -o - band, o + band, o + band)
    m = edge  # (the dark edge and as much air again between the white line and any letter)
    keep_off = index_corners(card, reach, margin=m, tight=True)
    # (as far off words as FocusRing.gaps leaves its ends, and its antialiasing; 3.5 px at the
    # least: the line thinned to 2 px on 1 px edges ran 2.5 px under the "Your hand" pill, and
    # its soft edge read as touching it, Hearts at 1024x600, s45)
    air = max(2.5, edge + light / 2) + 1.0
    keep_off += [c.adjusted(-air, -air, air, air) for c in captions_crossed(card, reach.adjusted(-air, -air, air, air))]
    others = list(keep_off)
    try:  # (and its own, where a side runs inside it)
        own = index_rect(card.spec.face, card.w).adjusted(-m, -m, m, m)
        foot = QRectF(card.w - own.right(), card.h - own.bottom(), own.width(), own.height())
        # (its foot only where no card lies on it: partly under the next card of a fan it is
        # left alone, as another card's (index_corners). What showed of it beside that card
        # kept the line along that card's edge off it on every try, and the ring round a card
        # of Hearts' or Rummoli's hand at 1024x600 was left in gaps and hooks, s45)
        keep_off += [own] if seen.right() < foot.right() - m or seen.bottom() < foot.bottom() - m else [own, foot]
    except (KeyError, ValueError, AttributeError):
        pass
    offs = []
    for side in range(4):
        if cut[side]:
            tries = [-touch - 0.5 * k for k in range(int(2 * band) + 1)]
        else:
            tries = [o - 0.5 * k for k in range(int(2 * (o - touch)) + 1)] + [touch]
        best = tries[0]
        for off in tries:
            # (each side's line along the card's length: the corners round off between them,
            # each side's own choice bounding where they reach)
            if side == 0:
                line = QRectF(seen.left() - off - touch, seen.top(), band, seen.height())
            elif side == 2:
                line = QRectF(seen.right() + off - touch, seen.top(), band, seen.height())
            elif side == 1:
                line = QRectF(seen.left(), seen.top() - off - touch, seen.width(), band)
            else:
                line = QRectF(seen.left(), seen.bottom() + off - touch, seen.width(), band)
            if not any(line.intersects(k) for k in keep_off):
                best = off
                break
        else:
            return None
        offs.append(best)
    # and its corners, rounded between the sides chosen, clear too (the corner next to the badge's
    # end was cut, a hook left, Sweep at 1024x600)
    line = QPainterPath()
    r = card.w * 0.07 + max(0.0, max(offs))
    line.addRoundedRect(seen.adjusted(-offs[0], -offs[1], offs[2], offs[3]), r, r)
    stroker = QPainterPathStroker()
    stroker.setWidth(band)
    stroke = stroker.createStroke(line)
    if any(stroke.intersects(k) for k in others):
        return None
    return offs


def index_corners(card: "CardItem", around: QRectF, margin: float = 0.0, tight: bool = False) -> list[QRectF]:
    """The index corners (rank and suit, top left and bottom right) of the other face-up cards
    that show within ``around`` (in ``card``'s coordinates), where the ring round ``card``
    leaves a gap: a corner under a card above it is not shown, and is left alone. Each takes in
    the index as drawn (:func:`index_rect`: it reached past the 0.24 x 0.3 of the card guessed
    before, the suit under a large card's rank, a small card's wider rank, s43 t1 #3), and
    ``margin`` round it; ``tight``: the index as drawn only (the ring may run over a corner's
    blank felt of card, never its rank and suit: cut wherever it came near a corner, it was
    left in hooks, s44 t3 F2)."""
    scene = card.scene()
    if scene is None:
        return []
    reach = card.mapRectToScene(around)
    out = []
    for other in scene.items(reach):
        if other is card or not isinstance(other, CardItem) or not other.face_up or not other.isVisible():
            continue
        iw, ih = other.w * 0.24, other.h * 0.3
        top = QRectF(0, 0, iw, ih)
        try:
            drawn = index_rect(other.spec.face, other.w)
            top = drawn if tight else top.united(drawn)
        except (KeyError, ValueError):  # (a face with no rank and suit: the corner as guessed)
            pass
        top = top.adjusted(-margin, -margin, margin, margin)
        foot = QRectF(other.w - top.right(), other.h - top.bottom(), top.width(), top.height())
        for corner in (top, foot):
            seen = other.mapRectToScene(corner)
            if not seen.intersects(reach):
                continue
            # (the foot, upside down, is read at its twin in the top corner: partly under a card
            # lying on it, the next of a fan or the focused card raised over it, it is left alone.
            # Half of it showed beside a card of Hearts' hand at 1024x600, and the ring round that
            # card was left in hooks, s45)
            under = (lambda r: r.contains(seen.center())) if corner is top else \
                (lambda r: r.intersected(seen).width() > 2 * margin and r.intersected(seen).height() > 2 * margin)
            covered = any(isinstance(over, CardItem) and over is not other and over.zValue() > other.zValue()
                          and under(over.mapRectToScene(over.card_rect())) for over in scene.items(seen))
            if not covered:
                out.append(card.mapRectFromScene(seen))
    return out


class CardItem(QGraphicsObject, Focusable):
    """A card (or a back) drawn from the pixmap cache."""

    def __init__(self, spec: PieceSpec, width: float, dpr: float):
        super().__init__()
        self.spec = spec
        self.w = width * spec.scale
        self.h = self.w * CARD_RATIO
        self.pixmap = card_painter().pixmap(spec.face, self.w, dpr)
        self.lifted = False
        self.focused = False
        self.selected = False
        self.setToolTip(plain_tip(spec.name))
        self.setAcceptedMouseButtons(Qt.LeftButton)

    @property
    def face_up(self) -> bool:
        return self.spec.face != BACK

    made_for: tuple[float, float] = (0.0, 0.0)  # (unit, dpr) its pixmap was made for
    selected = False  # (class defaults: TokenItem does not run CardItem.__init__)
    hinted = False  # raised by Help > Hint (selected too): framed in a light dashed line, not gold
    _lifted = False
    #: how far the shadow of a piece picked up lies down and to the right, by its width
    SHADOW_OFFSET = 0.04

    @property
    def lifted(self) -> bool:
        return self._lifted

    @lifted.setter
    def lifted(self, on: bool) -> None:
        """Picked up: its shadow is painted, so the bounding rect takes the shadow in (a marble's,
        a disc's, a tile's or the dice cup's shadow lay past the rect: cut off while carried, and
        left smears on the board where it had been)."""
        if on != self._lifted:
            self.prepareGeometryChange()
            self._lifted = on

    def shadow_rect(self) -> QRectF:
        """Where the shadow of the piece picked up falls."""
        off = self.w * self.SHADOW_OFFSET
        return self.card_rect().translated(off, off * 1.5)

    def reusable(self, spec: PieceSpec, unit: float, dpr: float) -> bool:
        """Can this item show ``spec`` as it is (same kind, face and size)?"""
        old = self.spec
        return (self.made_for == (unit, dpr) and old.kind == spec.kind and old.face == spec.face
                and old.scale == spec.scale and old.w == spec.w and old.h == spec.h and old.style == spec.style)

    def respec(self, spec: PieceSpec) -> None:
        """Show ``spec`` (same face and size) afresh: not lifted, selected or focused."""
        if spec.name != self.spec.name:
            self.setToolTip(spec.name)
        if (spec.marked, spec.dim, spec.shown) != (self.spec.marked, self.spec.dim, self.spec.shown):
            self.update()
        self.spec = spec
        if self.lifted or self.selected or self.focused:
            self.lifted = self.selected = self.focused = self.hinted = False
            self.update()
        if self.scale() != 1.0 or self.rotation():  # (a tile carried as it would lie, when the table changed)
            self.setScale(1.0)
            self.setRotation(0.0)

    def reface(self, spec: PieceSpec, pixmap) -> None:
        """Show another card of the same size (an item is cheaper to reuse than to make)."""
        self.pixmap = pixmap
        self.respec(spec)
        self.setToolTip(spec.name)
        self.update()

    def set_selected(self, on: bool) -> None:
        """Chosen for a move of several cards: raised a little and outlined in gold (raised by
        :data:`SELECTED_RISE` of its height: by more, it slid under the hand's name line over it,
        which hid the top of its corner index)."""
        if on != self.selected:
            self.selected = on
            self.setY(self.y() + (-1 if on else 1) * self.h * SELECTED_RISE)
            self.update()

    def accessible_name(self) -> str:
        return self.spec.name

    def piece_box(self) -> QRectF:
        """The piece with its frames and focus ring, without a shadow: what it covers when
        carried over a place."""
        m = max(2.0, self.w * 0.06)
        if self.focused:
            m = max(m, focus_reach(min(self.w, self.h)))
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    #: the last bounding rect reckoned while not lifted, with whether the piece was focused (its
    #: size never changes): the scene asks for it some 400 times a rebuild of a long game's table
    #: (its moves, its paints, the spots a click finds), a tenth of a rebuild's time reckoned afresh
    _box: tuple[bool, QRectF] | None = None

    def boundingRect(self) -> QRectF:
        if self._lifted:  # (the shadow, by the spec's body: reckoned each time)
            return self.piece_box().united(self.shadow_rect().adjusted(-1, -1, 1, 1))  # (antialiased edge)
        kept = self._box
        if kept is None or kept[0] != self._focused:
            self._box = kept = (self._focused, self.piece_box())
        return QRectF(kept[1])  # (a copy: the caller may change it)

    def shape(self) -> QPainterPath:
        """Where a press takes the piece: the same with the focus ring round it or not."""
        m = max(2.0, self.w * 0.06)
        path = QPainterPath()
        path.addRect(QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m))
        return path

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.lifted:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawRoundedRect(self.shadow_rect(), self.w * 0.07, self.w * 0.07)
        if self.spec.dim:
            p.setOpacity(0.45)
        p.drawPixmap(QPointF(0, 0), self.pixmap)
        p.setOpacity(1.0)
        if self.spec.shown:
            self.paint_shown(p)
        if self.spec.marked:
            p.setPen(QPen(MARK_BLUE, max(2.0, self.w * 0.04)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(self.card_rect().adjusted(1, 1, -1, -1), self.w * 0.07, self.w * 0.07)
        if self.selected or self.lifted:
            # chosen, or picked up (by the keys it stays where it lies, raised: the gold frame
            # says which card was taken; a faint shadow alone hardly told it, s32 t2 #3)
            p.setPen(choice_pen(self.hinted and not self.lifted, max(2.0, self.w * 0.05)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(self.card_rect().adjusted(1, 1, -1, -1), self.w * 0.07, self.w * 0.07)
        if self.focused and not self.ring_above():
            paint_focus(p, self.card_rect(), self.w, radius=self.w * 0.07, item=self)

    def ring_above(self) -> bool:
        """Is this card's focus ring painted by the scene's :class:`FocusRing`, over everything
        on the table (a token draws its own, in its paint)?"""
        return type(self).paint is CardItem.paint and self.scene() is not None

    def focus_changed(self) -> None:
        """The scene's ring (:class:`FocusRing`) follows the focused card: painted in the card's
        own paint, the ring went under the next card, a badge or a caption (s42 t3)."""
        scene = self.scene()
        if scene is None or not self.ring_above():
            return
        ring = FocusRing.of(scene)
        if self.focused:
            ring.follow(self)
        elif ring.target is self:
            ring.follow(None)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsScenePositionChanges, self.focused)

    def itemChange(self, change, value):
        # (focused first: every setZValue, setPos and tooltip of every card comes through here)
        if self._focused and change in (QGraphicsItem.GraphicsItemChange.ItemScenePositionHasChanged,
                                        QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged):
            scene = self.scene()
            if scene is not None and self.ring_above():
                FocusRing.of(scene).follow(self)
        return super().itemChange(change, value)


    def shown_badge(self) -> QRectF:
        """Where :meth:`paint_shown` draws its eye: in the card's left strip, just under its index."""
        w = self.w
        try:
            foot = index_rect(self.spec.face, w).bottom()
        except KeyError:  # (a face with no rank and suit of a pack's)
            foot = self.h * 0.3
        return QRectF(w * 0.04, foot + w * 0.05, w * 0.3, w * 0.19)

    def paint_shown(self, p: QPainter) -> None:
        """An eye on a card of a hand that everyone sees (Horseshit Rummy's face-up deal card):
        a small dark badge under the index, in the strip of the card a fan leaves in sight. Below
        the index's suit, not on it: at 0.3 of the card down it lay over the small pip under the
        rank, and the corner read "3 [eye]" (s47 t2 #8)."""
        badge = self.shown_badge()
        p.setPen(Qt.NoPen)
        p.setBrush(FELT_DARK)
        p.drawRoundedRect(badge, badge.height() * 0.3, badge.height() * 0.3)
        c = badge.center()
        half, tall = badge.width() * 0.36, badge.height() * 0.36
        eye = QPainterPath(QPointF(c.x() - half, c.y()))
        eye.quadTo(QPointF(c.x(), c.y() - 2 * tall), QPointF(c.x() + half, c.y()))
        eye.quadTo(QPointF(c.x(), c.y() + 2 * tall), QPointF(c.x() - half, c.y()))
        p.setBrush(QColor("#ffffff"))
        p.drawPath(eye)
        p.setBrush(FELT_DARK)
        p.drawEllipse(c, tall * 0.75, tall * 0.75)


#: kind -> ``paint(painter, spec, rect)`` for pieces that are not cards (marbles, discs, chips).
#: Layout modules register their painters when imported.
TOKEN_PAINTERS: dict[str, Callable[[QPainter, PieceSpec, QRectF], None]] = {}
#: the kinds of piece that are round (a marble, a disc, a chip): framed by a ring, the others
#: (a domino, a die) by a rounded box
ROUND_TOKENS: set[str] = set()
#: kind -> ``body(spec, rect)``: where in its rect the piece itself is drawn, when not all of it
#: (the top disc of 5 in a Row's pile, drawn where it lies on the pile: its shadow and its frame
#: go round it, not round the whole pile)
TOKEN_BODIES: dict[str, Callable[[PieceSpec, QRectF], QRectF]] = {}


def register_token_painter(kind: str, paint: Callable[[QPainter, PieceSpec, QRectF], None], *,
                           round_piece: bool = False,
                           body: Callable[[PieceSpec, QRectF], QRectF] | None = None) -> None:
    TOKEN_PAINTERS[kind] = paint
    if round_piece:
        ROUND_TOKENS.add(kind)
    if body is not None:
        TOKEN_BODIES[kind] = body


class TokenItem(CardItem):
    """A piece that is not a card (a marble, a disc, a chip), drawn by its kind's painter. It
    behaves like a card for the drag controller: the same lift, focus and glide."""

    SHADOW_OFFSET = 0.08  # (a piece stands higher off the board than a card off the felt)

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

    def body_rect(self) -> QRectF:
        """Where the piece itself is drawn in its rect (:data:`TOKEN_BODIES`): all of it but for
        a piece drawn in part of it."""
        body = TOKEN_BODIES.get(self.spec.kind)
        return body(self.spec, self.card_rect()) if body is not None else self.card_rect()

    def shadow_rect(self) -> QRectF:
        off = self.w * self.SHADOW_OFFSET
        return self.body_rect().translated(off, off * 1.5)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.lifted:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawEllipse(self.shadow_rect())
        TOKEN_PAINTERS[self.spec.kind](p, self.spec, self.card_rect())
        r = self.body_rect()  # (its frames round the piece drawn)
        if self.spec.marked:
            # just received (a domino drawn from the boneyard into a sorted hand): outlined as a
            # card is. The painters never drew the mark, so the spec said "just drawn" and the
            # tile looked like every other one.
            p.setPen(QPen(MARK_BLUE, max(3.0, min(self.w, self.h) * 0.07)))
            self.outline(p, r.adjusted(1, 1, -1, -1))
        if self.focused:  # (clear of the frame below: a focused piece's hint light stays in sight)
            short = min(self.w, self.h)
            paint_focus(p, r, short, round_piece=self.spec.kind in ROUND_TOKENS, radius=short * 0.12, item=self)
        if self.selected or self.lifted:
            # lit by a hint (light, dashed), or chosen: picked up (with the keys it stays where
            # it stands, and the frame says which piece was taken) or selected, in gold
            p.setPen(choice_pen(self.hinted and not self.lifted, min(4.0, max(2.0, min(self.w, self.h) * 0.12))))
            self.outline(p, r)

    def outline(self, p: QPainter, r: QRectF) -> None:
        """A frame round the piece in the pen set: a ring round a round piece, else a rounded box."""
        p.setBrush(Qt.NoBrush)
        if self.spec.kind in ROUND_TOKENS:
            p.drawEllipse(r)
        else:
            short = min(self.w, self.h)
            p.drawRoundedRect(r, short * 0.12, short * 0.12)


class BoardItem(QGraphicsItem):
    """The layout's board drawing, behind everything, cached as a pixmap per size."""

    def __init__(self, paint: Callable[[QPainter, float], None], rect: QRectF, unit: float):
        super().__init__()
        self.paint_board = paint
        self.rect = rect
        self.unit = unit
        self.pixmap: QPixmap | None = None  # drawn once (kept while the item is, even hidden)
        self.setZValue(-100)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def bytes(self) -> int:
        return 0 if self.pixmap is None else self.pixmap.width() * self.pixmap.height() * 4

    def paint(self, p: QPainter, option, widget=None) -> None:
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        if self.pixmap is None or self.pixmap.devicePixelRatio() != dpr:
            pm = QPixmap(max(1, int(self.rect.width() * dpr + 1)), max(1, int(self.rect.height() * dpr + 1)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.transparent)
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.Antialiasing)
            painter.translate(-self.rect.topLeft())
            self.paint_board(painter, self.unit)
            painter.end()
            self.pixmap = pm
        p.drawPixmap(self.rect.topLeft(), self.pixmap)


_OUTLINES: dict[tuple[int, int, float], QPixmap] = {}


def zone_outline(w: float, h: float, dpr: float) -> QPixmap:
    """A zone's faint outline at rest (the most common drawing on the table), rendered once per
    size and pixel ratio like the card faces: a rounded, antialiased outline costs more than a
    card to draw."""
    key = (int(round(w)), int(round(h)), dpr)
    pm = _OUTLINES.get(key)
    if pm is None:
        if len(_OUTLINES) > 400:
            _OUTLINES.clear()
        pen_w = max(1.0, w * 0.015)
        pad = 3 + pen_w
        pm = QPixmap(max(1, int((key[0] + 2 * pad) * dpr + 1)), max(1, int((key[1] + 2 * pad) * dpr + 1)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), pen_w))
        painter.setBrush(QColor(0, 0, 0, 25))
        rad = min(w, h) * 0.07
        painter.drawRoundedRect(QRectF(pad - 3, pad - 3, key[0] + 6, key[1] + 6), rad, rad)
        painter.end()
        _OUTLINES[key] = pm
    return pm


class ZoneItem(QGraphicsItem, Focusable):
    """A drop target: a faint outline, lit softly when legal and brightly when under the card."""

    NONE, LEGAL, HOT = 0, 1, 2

    def __init__(self, spec: TargetSpec, rect: QRectF, caption_px: float):
        super().__init__()
        self.spec = spec
        self.rect = rect
        self.caption_px = caption_px
        self.reach: list[QRectF] = []  # (the spec's ``reach``, in the scene: set by the view)
        self.state = self.NONE
        self.focused = False
        self.setZValue(-1)
        # (no item cache: most zones are new after a move, and a cache costs a pixmap each)
        self.setToolTip(plain_tip(spec.name))

    def accessible_name(self) -> str:
        return self.spec.name

    def boundingRect(self) -> QRectF:
        m = self.rect.width() * (1.4 if self.spec.shape == "hole" else 0.08) + 4
        box = self.rect.adjusted(-m, -m, m, m + self.caption_px * 1.6)
        if self.focused:
            size, outside = self.focus_around()
            f = focus_reach(size, outside)
            box = box.united(self.focus_frame().adjusted(-f, -f, f, f))
        return box.united(self.caption_rect()) if self.spec.label else box

    def focus_changed(self) -> None:
        """A focused place is drawn over the places beside it (the next lit space of 5 in a Row's
        board covered the bottom of the ring); a lit hole is over everything already."""
        if self.spec.shape != "hole":
            self.setZValue(-0.5 if self.focused else -1)

    def focus_around(self) -> tuple[float, float]:
        """The size the focus ring is drawn for, and how far past the zone's rect what it stands
        clear of reaches: a lit hole's ring and glow, a lit frame (as broad as under the card)."""
        r = self.rect
        if self.spec.shape == "hole":
            w = max(3.0, r.width() * 0.26)  # (the hole's light as under the card: the broadest)
            return r.width(), w * 0.75 + w * 1.7
        if self.spec.shape == "cell":
            return min(r.width(), r.height()), max(3.0, r.width() * 0.05) / 2
        card_w = min(r.width(), r.height() / CARD_RATIO)
        return card_w, 3 + max(3.0, card_w * 0.05) / 2

    def caption_font(self) -> QFont:
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(9, int(self.caption_px)))
        return f

    def caption_rect(self) -> QRectF:
        """Where the caption under the zone is written ("Stock (181)"): centred under it, as
        wide as its text (a long caption reaches past the zone's sides; the layout keeps its
        neighbours clear of it)."""
        if not self.spec.label:
            return QRectF()
        fm = QFontMetricsF(self.caption_font())
        w = fm.horizontalAdvance(self.spec.label)
        r = self.rect
        return QRectF(r.center().x() - w / 2, r.bottom() + self.caption_px * 0.25, w, fm.height())

    def pen_width(self) -> float:
        """How broad the frame of a lit zone is drawn (bright under the card, dashed while legal): a
        share of a card's width, not of the zone's (a three-card trick's frame was three times as
        broad as a pile's, and ran into the names over the trick)."""
        card_w = min(self.rect.width(), self.rect.height() / CARD_RATIO)
        return max(3.0, card_w * 0.05) if self.state == self.HOT else max(2.0, card_w * 0.03)

    def frame_rect(self) -> QRectF:
        """What the lit frame of a card-shaped zone covers, its pen's breadth and all: what stands
        over the zone (the names over a trick's cards) keeps clear of it."""
        m = 3 + self.pen_width() / 2
        return self.rect.adjusted(-m, -m, m, m)

    def set_state(self, state: int) -> None:
        if state != self.state:
            if self.spec.shape == "hole":
                # a lit hole over the marbles (a marble in the hole hid the light's inner part,
                # and its ring read as the board's own, s27 t4); unlit, under them again
                self.prepareGeometryChange()
                self.setZValue(-1 if state == self.NONE else 40)
            self.state = state
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.rect
        rad = min(r.width(), r.height()) * 0.07
        if self.spec.shape == "hole" and self.state != self.NONE:
            # A small hole needs a bolder light than a card-sized zone to be seen at all, and on
            # every colour of track (gold on the yellow track was invisible): a white ring with a
            # dark edge on both sides shows on any colour, light or dark.
            # (s27 t4: the ring, 11% of a hole wide, was "thin and dark, easy to miss, most of all
            # when another marble sits in that hole", and like the board's own rings at its
            # corners): a broad white ring on a dark edge, inside a bright glow, over the marbles
            hot = self.state == self.HOT
            w = max(3.0, r.width() * (0.26 if hot else 0.2))
            grow = w * 0.75
            ring = r.adjusted(-grow, -grow, grow, grow)
            p.setBrush(Qt.NoBrush)
            glow = ring.adjusted(-w, -w, w, w)
            p.setPen(QPen(QColor(255, 232, 110, 200 if hot else 170), w * 1.4))
            p.drawEllipse(glow)
            p.setPen(QPen(HOLE_EDGE, w + 4))
            p.drawEllipse(ring)
            p.setPen(QPen(QColor(255, 255, 255), w))
            p.drawEllipse(ring)
            # (no veil over the hole: the marble in it, drawn under the light, stays its colour)
            if self.focused:
                self.paint_focus(p)
            return
        elif self.state == self.HOT:
            p.setPen(QPen(GOLD, self.pen_width()))
            p.setBrush(QColor(255, 213, 74, 90))
        elif self.state == self.LEGAL:
            p.setPen(QPen(QColor(255, 240, 170, 200), self.pen_width(), Qt.DashLine))
            p.setBrush(QColor(255, 255, 255, 30))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, r.width() * 0.015)))
            p.setBrush(QColor(0, 0, 0, 25))
        shape = self.spec.shape
        if shape == "card" and self.state == self.NONE:
            dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
            pen_w = max(1.0, r.width() * 0.015)
            p.drawPixmap(r.topLeft() - QPointF(3 + pen_w, 3 + pen_w), zone_outline(r.width(), r.height(), dpr))
        elif shape != "card" and self.state == self.NONE:
            pass  # board holes and cells are drawn by the board; only light them when legal
        elif shape == "hole":
            p.drawEllipse(r)
        elif shape == "cell":
            p.drawRect(r)
        else:
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), rad, rad)
        if self.focused:
            self.paint_focus(p)
        if self.spec.label:
            p.setFont(self.caption_font())
            p.setPen(QColor(235, 245, 235))
            p.drawText(self.caption_rect(), Qt.AlignHCenter | Qt.AlignTop, self.spec.label)


    def focus_frame(self) -> QRectF:
        """What the focus ring goes round: the zone, and a tray's caption under it with it (the
        ring round 10,000's tray ran through its "This turn: 0", s42 t3)."""
        r = self.rect
        if self.spec.shape == "cell" and self.spec.label:
            return QRectF(r.left(), r.top(), r.width(), self.caption_rect().bottom() - r.top())
        return r

    def paint_focus(self, p: QPainter) -> None:
        """The keyboard's focus on this place: the focus ring clear of its light."""
        size, outside = self.focus_around()
        r = self.focus_frame()
        if r != self.rect:
            # (round a tray and its caption, a card's breadth of ring, clear of the lit frame as
            # broad as it is drawn (:meth:`pen_width`, a card's share): by the whole tray's width
            # the ring stood 18 px off it, through the caption, and went round into the prompt)
            size = min(size, self.caption_px * 5)
            card_w = min(self.rect.width(), self.rect.height() / CARD_RATIO)
            outside = min(outside, max(3.0, card_w * 0.05) / 2)
        shape = self.spec.shape
        radius = 0.0 if shape == "cell" else min(r.width(), r.height()) * 0.07 + (3 if shape == "card" else 0)
        paint_focus(p, r, size, round_piece=shape == "hole", radius=radius, outside=outside, item=self)


class LabelItem(QGraphicsItem):
    """Centred text within a maximum width, never cut: a long prompt wraps onto more lines, and a
    word too long for the width (a 30-letter name) is set smaller until it fits. The current
    seat gets a gold pill."""

    MAX_LINES = 3

    def __init__(self, spec: LabelSpec, unit: float, most_px: int | None = None):
        super().__init__()
        self.spec = spec
        self.unit = unit
        self.most_px = most_px  # (set no larger than this: the labels set alike, LabelSpec.alike)
        self.text = with_tail(spec.text, spec.tail)
        width = max(1.0, spec.max_width * unit)
        base = max(10, int(round(spec.size * unit)))
        if most_px is not None:
            base = min(base, most_px)
        if spec.elide:
            whole = self.text
            self.font, box, self.flags, self.text = elide_text(spec.text, base, spec.bold, width, spec.elide,
                                                               spec.tail, spec.keep_size)
            if self.text != whole:
                self.setToolTip(plain_tip(whole))
        else:
            self.font, box, self.flags = fit_text(self.text, base, spec.bold, width, self.MAX_LINES, spec.keep_size)
        fm = QFontMetricsF(self.font)
        pad = fm.height() * 0.45 if spec.highlight else 2
        # a label on several lines grows up as much as down from where one line would be, so it
        # runs less into what is below it (buttons under a prompt)
        top = 0.0 if spec.down else -(box.height() - fm.height()) * (1.0 if spec.up else 0.5)
        self.text_rect = QRectF(-box.width() / 2, top + fm.height() * TEXT_DROP, box.width(), box.height())
        self.rect = QRectF(-box.width() / 2 - pad, top, box.width() + 2 * pad, box.height() + fm.height() * 0.15)
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

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


def alike_sizes(specs: Iterable[LabelSpec], unit: float) -> dict[int, int]:
    """The size (px) each label set alike with others (:attr:`LabelSpec.alike`) is set at, by the
    id of its spec: the smallest any of them takes on its own (a shorter one may take a line
    fewer at that size, never a larger size)."""
    groups: dict[str, list[LabelSpec]] = {}
    for ls in specs:
        if ls.alike:
            groups.setdefault(ls.alike, []).append(ls)
    caps: dict[int, int] = {}
    for group in groups.values():
        if len(group) > 1:
            least = min(LabelItem(ls, unit).font.pixelSize() for ls in group)
            caps.update((id(ls), least) for ls in group)
    return caps


#: the smallest share of its size a text that is cut rather than shrunk (:func:`elide_text`, a
#: name) is set at to show it whole, before it is cut with "…"
LEAST_WHOLE = 0.7
MIN_TEXT_PX = 6  # the smallest a label's text is set, so that no word on it is broken in two


def fit_text(text: str, px: int, bold: bool, width: float, max_lines: int,
             keep_size: bool = False) -> tuple[QFont, QRectF, Qt.TextFlag]:
    """The font and box that set ``text`` within ``width`` without cutting it: on one line at
    100 % to 80 % of ``px``, else on two lines at that size, else a little smaller (a long name
    rather than running into what is below it), then on up to ``max_lines`` lines; if even that
    fails, it takes more lines. Text is never cut, and lines break only between words: a word
    wider than ``width`` on its own ("canastas" beside a side seat's melds) is set smaller
    still, down to :data:`MIN_TEXT_PX`, rather than broken in two (below that it runs wider).
    ``keep_size`` (:attr:`LabelSpec.keep_size`): on up to ``max_lines`` lines at 80 % at least
    before it is set smaller on fewer."""
    first = [(n, s) for n in range(1, (max_lines if keep_size else 2) + 1) for s in (1.0, 0.9, 0.8)]
    tries = first + [(1, s) for s in (0.7, 0.6)] + [(2, s) for s in (0.7, 0.6, 0.5)] \
        + [(n, s) for n in range(3, max_lines + 1) for s in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5) if (n, s) not in first]
    if keep_size:  # (then on as many lines a size smaller: a long prompt was set on two lines at
        # half its size, 9 px, where three at 70 % fitted, s47 t2 #2)
        tries = first + [(n, s) for s in (0.7, 0.6, 0.5) for n in range(1, max_lines + 1)]
    for lines, scale in tries:
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(9, int(px * scale)))
        f.setBold(bold)
        fm = QFontMetricsF(f)
        box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | Qt.TextWordWrap, text)
        if box.width() <= width + 0.5 and box.height() <= fm.lineSpacing() * lines + 1:
            return f, QRectF(0, 0, box.width(), box.height()), Qt.TextWordWrap
    # nothing fitted: more lines at the last size, never a word broken (Qt.TextWrapAnywhere set
    # "then discard" as "the" / "n discard"); smaller only while one word is wider than the width
    px = f.pixelSize()
    while True:
        box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | Qt.TextWordWrap, text)
        if box.width() <= width + 0.5 or px <= MIN_TEXT_PX:
            return f, QRectF(0, 0, box.width(), box.height()), Qt.TextWordWrap
        px -= 1
        f = QFont("DejaVu Sans")
        f.setPixelSize(px)
        f.setBold(bold)
        fm = QFontMetricsF(f)


def _set_whole(text: str, px: int, bold: bool, width: float, max_lines: int, keep: bool = False):
    """``text`` whole, on as few lines as it fits (up to ``max_lines``), at ``px`` or 90 % or 80 %
    of it, then (before it is cut) at :data:`LEAST_WHOLE` of it, bold text then in the regular
    weight at those sizes, as :func:`elide_text` returns it;
    None where it does not fit whole. (At 80 % at most, a name a little too long was cut where a
    size smaller would have shown it whole: "Grandpa Bartholom…'s turn" filling Fast Track's
    banner, "Grandpa…" in Rummoli's seat box, at 2560x1440 with text scaled 2x, s32 t2.)"""
    tries = [(n, s) for n in range(1, max_lines + 1) for s in (1.0, 0.9, 0.8)] \
        + [(n, LEAST_WHOLE) for n in range(1, max_lines + 1)]
    # a bold name that does not fit whole in bold is set in the regular weight where that shows
    # it whole, rather than cut: Fast Track's caption of the seat to move (bold, in its gold
    # frame) read "Grandpa…" where the same name was whole in the regular weight when it
    # was not his turn (1024x600, six players, s33)
    weights = (True, False) if bold else (False,)
    if keep:  # (one style for all the seats' names at a table: at its size and weight, else cut)
        tries, weights = [(n, 1.0) for n in range(1, max_lines + 1)], (bold,)
    for heavy, (lines, scale) in ((b, t) for b in weights for t in tries):
        f = _font(max(9, round(px * scale) if scale == LEAST_WHOLE else int(px * scale)), heavy)
        fm = QFontMetricsF(f)
        box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | Qt.TextWordWrap, text)
        if box.width() <= width + 0.5 and box.height() <= fm.lineSpacing() * lines + 1:
            return f, QRectF(0, 0, box.width(), box.height()), Qt.TextWordWrap, text
    return None


def elide_text(text: str, px: int, bold: bool, width: float, max_lines: int,
               tail: str = "", keep: bool = False) -> tuple[QFont, QRectF, Qt.TextFlag, str]:
    """The font, box and text that set ``text`` within ``width`` on at most ``max_lines`` lines,
    no smaller than 80 % of ``px`` (and 9 px), or :data:`LEAST_WHOLE` where that shows it whole:
    as :func:`fit_text` while it fits so; else at 80 % the words that fit, the last line ending "…" (after a whole word where one fits, else
    within the word). Returns the text as set (cut or whole). ``tail`` (words never cut, "leads"):
    set after ``text`` where the whole fits; else ``text`` is cut on the lines before it and the
    tail has a line of its own (on one line only, ``text`` is cut to leave it room). ``keep``
    (:attr:`LabelSpec.keep_size`): at ``px`` and its weight only, whole or cut, never smaller nor
    lighter (the seats' names at a table all in one style)."""
    if tail:
        # (``keep`` too: a trick's leader "Maximilian Alexander-O'Connor leads" was set whole on
        # three lines at 10 px in the regular weight beside "Robo Rex" at 14, s40 t1 F5)
        whole = _set_whole(with_tail(text, tail), px, bold, width, max_lines, keep)
        if whole is not None:
            return whole
        if max_lines > 1:  # (the name's lines and font as if alone, the tail under them)
            # (the name's own wrap kept: set whole on two lines, it was painted on one without
            # it and cut on both sides, "milian Alexander-O'Co", s40 t3 LOOK-3)
            f, _box, flags, cut = elide_text(text, px, bold, width, max_lines - 1, keep=keep)
            fm = QFontMetricsF(f)
            shown = cut + "\n" + tail.lstrip("\n")
        else:
            # the name's first word whole with the tail, never a word cut with the possessive
            # stuck onto its "…": "Anna-Sophie Müller…'s turn" (s37 t3 #8) is now
            # "Anna-Sophie's turn"
            for part in name_prefixes(text):
                whole = _set_whole(with_tail(part, tail), px, bold, width, 1, keep)
                if whole is not None:
                    return whole
            f = _font(px if keep else max(9, int(px * 0.8)), bold)
            fm = QFontMetricsF(f)
            after = with_tail("", tail)
            shown = fm.elidedText(text, Qt.ElideRight, max(1.0, width - fm.horizontalAdvance(after))) + after
            flags = Qt.TextFlag(0)
        box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter | flags, shown)
        return f, QRectF(0, 0, min(box.width(), width), box.height()), flags, shown
    whole = _set_whole(text, px, bold, width, max_lines, keep)
    if whole is not None:
        return whole
    f = _font(px if keep else max(9, int(px * 0.8)), bold)
    fm = QFontMetricsF(f)
    words = text.split()
    out: list[str] = []
    while words and len(out) < max_lines:
        line = words.pop(0)
        while words and fm.horizontalAdvance(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        out.append(line)
    if words or (out and fm.horizontalAdvance(out[-1]) > width):  # the last line is cut short
        last = " ".join([out[-1]] + words)
        whole = last.split()
        keep = ""
        for k in range(len(whole) - 1, 0, -1):  # whole words and "…", if they fill half the line
            if fm.horizontalAdvance(" ".join(whole[:k]) + "\u2026") <= width:
                keep = " ".join(whole[:k]) + "\u2026"
                break
        if not keep or fm.horizontalAdvance(keep) < width / 2:
            keep = fm.elidedText(last, Qt.ElideRight, width)
        out[-1] = keep
    shown = "\n".join(out)
    box = fm.boundingRect(QRectF(0, 0, width, 1e6), Qt.AlignHCenter, shown)
    return f, QRectF(0, 0, min(box.width(), width), box.height()), Qt.TextFlag(0), shown


def name_prefixes(name: str) -> list[str]:
    """The shorter form of a name: its first word whole ("Anna-Sophie Müller-Lüdenscheid":
    "Anna-Sophie"; never "Anna", which may be someone else at the table). No form between: a
    name cut after a later word, or at a hyphen in one, reads like another surname
    ("Maximilian Alexander's turn" for Maximilian Alexander-O'Connor, s38 t3)."""
    words = name.split()
    return words[:1] if len(words) > 1 else []


def _font(px: int, bold: bool) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def button_lines(widths: list[float], glue: list[bool], gap: float, avail: float) -> list[list[int]]:
    """The buttons (by index) in lines no wider than ``avail``, in order; a button glued to the
    next (a stepper's "-" and its amount) is never the last of a line unless it must be."""
    units: list[list[int]] = []
    for i in range(len(widths)):
        if i and glue[i - 1]:
            units[-1].append(i)
        else:
            units.append([i])
    lines: list[list[int]] = []
    used = 0.0
    for unit in units:
        w = sum(widths[i] for i in unit) + gap * (len(unit) - 1)
        if lines and used + gap + w <= avail:
            lines[-1] += unit
            used += gap + w
        else:
            lines.append(list(unit))
            used = w
    return lines


def button_font(px: int) -> QFont:
    """The words of a table button: bold, ``px`` pixels."""
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(True)
    return f


class ButtonItem(QGraphicsObject, Focusable):
    """A button on the table (a suit to name, "Pass", "Deal the next hand"). A press on it, a
    click or Enter or Space on it focused, counts only as :meth:`refusal` says: never one in the
    stream of presses that was going on when it appeared, nor in its first
    :data:`BUTTON_GUARD_S` seconds one at the spot of the last press or a key held down.
    ``shown`` is when it appeared (and the stream then, and whether it was ``own``), or when the
    button of the same name that it replaces did (a stepper's "+" pressed again and again, a
    window resized), so only a new button waits. ``own``: it appeared in answer to a press of
    the person at the table (the choices after the card they dropped, the next space to name
    after "End the game"), not by itself (a computer's move, a curtain lifted, an undo)."""

    clock = staticmethod(time.monotonic)  # tests may replace it

    def __init__(self, text: str, w: float, h: float, action: Callable[[], None], name: str = "",
                 enabled: bool = True, shown: tuple[float, int, bool] | None = None, own: bool = False,
                 steps: bool = False, text_px: int = 0, room: float = 0.0):
        super().__init__()
        self.text_px = text_px or max(10, int(h * BUTTON_TEXT / 0.36))  # (its words' size, in pixels)
        #: the room clear round it (the gap to the button beside it, to the panel's edge): its
        #: focus ring is drawn within it (:func:`button_focus_sizes`)
        self.room = room or h / 3
        # when it appeared, the stream of presses going on then (InputPause.stream), and whether
        # it answered the press of the person at the table
        self.shown_at, self.since, self.own = (self.clock(), input_pause().stream, own) if shown is None else shown
        self.text = text
        self.enabled = enabled  # drawn greyed when not; its action then only says why
        self.w, self.h = w, h
        self.action = action
        self.name = name or text
        #: a stepper's "-" or "+": a press on it makes no move, it only changes the number on the
        #: button beside (:meth:`refusal` takes the presses after a step that counted at once)
        self.steps = steps
        #: it came up where a button of other words was a moment before (TableView.add_buttons)
        self.replaces = False
        #: when it came up (or moved) onto a spot where a card or pile lay before the table was
        #: laid out again (TableView.add_buttons); None: it did not
        self.moved_under: float | None = None
        #: a "More…" button's: the buttons its menu holds, as add_buttons takes them (open_more)
        self.menu: list[tuple] = []
        self.focused = False
        self.hover = False
        #: lit by Help > Hint: drawn in the hint's light, its own size (grown, it touched the
        #: button beside it, and its light was hard to see, s35 t4 #10)
        self.lit = False
        self.setAcceptHoverEvents(True)
        self.setZValue(2000)
        self.setToolTip(plain_tip(self.name))
        self.setCursor(Qt.PointingHandCursor)

    def accessible_name(self) -> str:
        return self.name

    def age(self) -> tuple[float, int, bool]:
        """What a button of the same name drawn in its place keeps (``shown``)."""
        return self.shown_at, self.since, self.own

    def renew(self) -> None:
        """Counted as new from now, and as nobody's answer (the table has just passed to another
        person: :meth:`TableView.hand_over`); a button of the same name drawn in its place after
        it is as new."""
        self.shown_at, self.since, self.own = self.clock(), input_pause().stream, False
        self.moved_under = None  # (the next person never aimed at what lay there before)

    def refusal(self, again: bool = False, key: str = "", aimed: bool = True) -> str | None:
        """Why the press being handled (a click, or a key on it focused) does not
        count, or ``None`` if it does; "" for the rest of a quick click (nothing to say). ``key``: the
        name of the key pressed on it focused ("Enter", "Space"), "" for a click.

        * In its first :data:`BUTTON_GUARD_S` seconds, ``again`` does not: a press at the spot
          of the last press, a key held down since before it appeared.
        * A press on a stepper's "-" or "+" (``steps``) in a stream a counted step of the
          stepper's began (:meth:`~cardtable.gui.curtain.InputPause.looked`) does, however
          quick, in a stream begun since the stepper came (the next person's, drawn as the
          table passed on, takes none of the last person's): the person is looking at the
          table, and a child clicks "+ + +" quickly. Any
          other press on it is judged as any button's, below: the stream that lifted the
          curtain never steps the bid, any more than it bids (Enter on and on from the
          curtain's button, the keys on "+", stepped Cleo's bid up at each Enter). A step that
          counts begins such a stream, and the presses after it are judged as a stream begun
          after the buttons appeared, below ("Bid 3" pressed at once after the third "+").
        * A click, on a button not ``own`` or not ``aimed``, counts by the result panel's rule
          (:func:`~cardtable.gui.curtain.click_counts`): only after a pause and not in its first
          :data:`BUTTON_GUARD_S` seconds, whenever the stream began; but a click pressing on at
          the button that took the last click of the same stream (a stepper's "+"), or in a
          stream a stepper's press began, is judged as a key is, below.
        * A click in the first :data:`MOVED_UNDER_S` seconds after it came up (or moved) onto a
          spot where a card or pile lay before the table was laid out again does not
          (:data:`MOVED_UNDER_WORDS`): the click was aimed at that.
        * In its first :data:`REPLACED_GUARD_S` seconds, where it came up by itself (not ``own``)
          in the place of a button of other words (``replaces``), no press does: it was meant for
          that one (:data:`JUST_UP_WORDS`).
        * A press in the stream of presses that was going on when it appeared
          (:meth:`~cardtable.gui.curtain.InputPause.rushed`) does not, wherever the press before
          it was and from the keyboard too: clicks every 0.3 s, one beside the table's buttons
          and the next on a button that came with a computer's move, pressed it; Enter and
          Space were outside the rule. Only a button the person's own press brought (``own``)
          takes such a press, and only one ``aimed`` at it (a click away from the last press;
          a key on a button the person moved the focus to, not one the table put it on): the
          person choosing at once among the choices their drop brought up is no stream."""
        pause = input_pause()
        age = self.clock() - self.shown_at
        if again and age < BUTTON_GUARD_S:
            return ""
        if self.steps and pause.looking == pause.stream and not pause.rushed(self.since):
            return None  # (pressing on at the stepper after a step that counted, since it came)
        if not key and self.moved_under is not None and 0 <= self.clock() - self.moved_under < MOVED_UNDER_S:
            # the table moved under the pointer: the click was aimed at the card or pile that lay
            # there (own or not: the person's draw brought Hand and Foot's suggestions, but not
            # to where they were about to click)
            return MOVED_UNDER_WORDS
        if self.replaces and not self.own and age < REPLACED_GUARD_S:
            # it came up by itself in the place of another (the next window of calls): the press
            # was aimed at what was there before
            return JUST_UP_WORDS
        if not (self.own and aimed):
            if key or pause.took == (pause.stream, self.name) or pause.looking == pause.stream:
                # a key (the keys come onto a button only where the person moves them, never by
                # a click), or a click pressing on at a button that took this stream's click (a
                # stepper's "+" three times): refused only in the stream going on when it appeared
                if pause.rushed(self.since):
                    return hurried_words(key)
            elif not click_counts(age, BUTTON_GUARD_S, table=True):
                # the result panel's rule: a click after a pause only, never in its first half
                # second (impatient double-clicks at the spot where it came up, begun after it
                # came, pressed it: only the stream going on then was refused, s33)
                return hurried_words() if age >= BUTTON_GUARD_S else ""
        if self.steps:
            pause.looked()
        if not key:
            pause.took = (pause.stream, self.name)
        return None

    def boundingRect(self) -> QRectF:
        if self.focused:
            light, edge, gap = button_focus_sizes(self.h, self.room)
            m = max(4.0, gap + light + 2 * edge + 1.0)
        else:
            m = 4.0
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def shape(self) -> QPainterPath:
        """Where a press takes the button: the same with the focus ring round it or not."""
        path = QPainterPath()
        path.addRect(QRectF(-4, -4, self.w + 8, self.h + 8))
        return path

    def hoverEnterEvent(self, e) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, e) -> None:
        self.hover = False
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = QRectF(0, 0, self.w, self.h)
        edge_pen = QPen(GOLD if self.hover else QColor("#d9c9a0"), 1.5)
        if self.focused:  # (where the keys are: white on a near-black edge, as on the cards and pieces)
            light, edge, gap = button_focus_sizes(self.h, self.room)
            o = gap + edge + light / 2
            ring = r.adjusted(-o, -o, o, o)
            p.setBrush(Qt.NoBrush)
            for pen in (QPen(FOCUS_EDGE, light + 2 * edge), QPen(FOCUS_LIGHT, light)):
                p.setPen(pen)
                p.drawRoundedRect(ring, self.h * 0.3 + o, self.h * 0.3 + o)
            # and the button's own edge dark and thicker, inside it: the ring's inner dark edge
            # on its light face
            edge_pen = QPen(FOCUS_EDGE, max(2.0, edge * 2))
            inset = edge_pen.widthF() / 2
            r = r.adjusted(inset, inset, -inset, -inset)
        p.setPen(edge_pen)
        if not self.enabled:
            p.setOpacity(0.55)
        p.setBrush(QColor("#fff8e1") if self.hover and self.enabled else QColor("#fbf3dc"))
        if self.lit:  # (the hint's light: filled with it, a dashed edge as on a lit card, inside its edge)
            p.setBrush(HINT_FILL)
            pen = choice_pen(True, max(2.0, self.h * 0.09))
            pen.setColor(HINT_EDGE)
            p.setPen(pen)
            inset = pen.widthF() / 2
            r = r.adjusted(inset, inset, -inset, -inset)
        p.drawRoundedRect(r, self.h * 0.3, self.h * 0.3)
        p.setFont(button_font(self.text_px))
        red = self.text[:1] in ("\u2665", "\u2666")
        p.setPen(QColor("#b0142a") if red else QColor("#1d1d1d") if self.enabled else QColor("#6b6b6b"))
        p.drawText(r, Qt.AlignCenter, self.text)


class TableScene(QGraphicsScene):
    pass


class TableView(QGraphicsView):
    """Shows one game position; ``controller`` (a :class:`~cardtable.gui.drag.DragController`)
    turns gestures into moves."""

    clock = staticmethod(time.monotonic)  # tests may replace it (the hand-off guard's clock)

    message = Signal(str)  # a reason or a hint for the status line
    lifted = Signal()  # a piece picked up to be moved, a button pressed: a refusal said before it is old news
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
        self._carried_buttons: dict[str, tuple[float, int, bool]] = {}  # name -> age, over a rebuild that keeps them
        #: the buttons taken off the table lately: where, their names, when (ButtonItem.replaces)
        self._gone_buttons: list[tuple[QRectF, str, float]] = []
        #: the spots of the cards and piles that the last rebuild after a move moved away from
        #: there, and when (ButtonItem.moved_under)
        self._moved_spots: list[QRectF] = []
        self._moved_at = 0.0
        self._passed_on = False  # the table has passed to another person since the last rebuild
        self.button_panel = None  # the panel behind the buttons (add_buttons)
        self.more_menu: QMenu | None = None  # the menu of a "More…" button, open (open_more)
        self.hidden_labels: list = []  # labels hidden while the buttons are up
        self.question_label: LabelItem | None = None  # a chooser's question, in the prompt's place
        self.describe: Callable[[float], TableSpec] | None = None
        self.controller = None  # set by the owner
        # when the table last passed from one person to another with no curtain between them
        # (hand_over), and whether the press being held is one ignored for it (swallows)
        self.handed_over_at: float | None = None
        self.handed_over_in = 0  # the stream of presses going on then (InputPause.stream)
        #: whether it passed at an open table (hand_over, ``open_table``): only the rest of a
        #: double or triple click is ignored then
        self.handed_over_open = False
        self.handed_over_count = 0  # (and the presses counted by then: InputPause.count)
        self.swallowing = False
        #: the stream of presses going on when the table came to the person now at it (the
        #: curtain lifted, their turn back after another's): keys of it do nothing (hold_keys)
        self.keys_held_in: int | None = None
        self.keys_held_at = 0.0  # (and when: the hold lasts STREAM_HELD_S at the most, held_long)
        #: whether that stream began with the press that lifted the curtain, after a pause (the
        #: person at the laptop's own: hold_keys, ``lifted``)
        self.held_by_lift = False
        #: whether it came to them at an open table from another person (hold_keys, ``open_table``)
        self.held_open = False
        #: the key (Enter, Space) that has just acted on the table: its auto-repeats, while it is
        #: held down, do nothing (hold_keys)
        self.key_held: int | None = None
        #: the key pressed on the table and not let go since (a release it saw; the keys leaving
        #: the table forget it), and the latest key let go with the window system's time of it
        #: (ms): a held key's repeats sent unmarked (:meth:`held_key`)
        self.key_down: int | None = None
        self.let_go: tuple[int, int] | None = None
        #: does Escape close something beside the table before the table has it (the owner's rules
        #: page)? Such an Escape does nothing at the table: the hand-over lets it through (guard_keys)
        self.escape_closes: Callable[[], bool] = lambda: False
        #: True while a press of the person at the table is handled (the controller's): the
        #: buttons drawn meanwhile answer it (ButtonItem.own)
        self.answering = False
        #: scene rects the next message is about besides what is lit (a card put back: where it
        #: came from); the hint bubble keeps off them (spoken_rects), and clears them
        self.about: list[QRectF] = []
        self.animations: list[QPropertyAnimation] = []
        self.animations_on = True  # View > Animations (the owner sets it from the settings)
        self._ring_due = False  # a refresh of the keys' ring is posted (_ring_after_glide)
        self._glide_size = (0, 0)
        self._others: list[QGraphicsItem] = []
        self._dirty: list[QRectF] | None = None  # zones, labels, buttons, flying tokens: remade each time
        self._painted_now: QRegion | None = None  # what paint_now's posted updates painted (while they run)
        self._board: BoardItem | None = None
        self._boards: dict[tuple, BoardItem] = {}  # the last few boards drawn, by what they show
        # the felt's gradient is drawn once per size, not at every repaint
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)

    # ----- building ----------------------------------------------------------------------------
    def set_describer(self, describe: Callable[[float], TableSpec] | None) -> None:
        """``describe(aspect) -> TableSpec`` is called on every rebuild (moves, resize)."""
        self.describe = describe
        self.rebuild()

    def set_label_end(self, pattern: re.Pattern[str], end: str) -> bool:
        """The end of a label's text that ``pattern`` matches (a countdown's "(4 seconds left)")
        becomes ``end`` (with a space before it), set in place: the scene is not rebuilt, so a
        card held in a drag stays held. The label keeps the size it was set at for the text it
        had. Whether a label had such an end."""
        for item in self._others:
            if isinstance(item, LabelItem):
                found = pattern.search(item.text)
                if found is not None:
                    text = item.text[:found.start()] + (f" {end}" if end else "")
                    if text != item.text:
                        item.text = text
                        item.update()
                    return True
        return False

    def rebuild(self, animate_from: dict[str, QRectF] | None = None, same_position: bool = False) -> None:
        """Rebuild the scene from the current position. ``animate_from`` maps the id of a newly
        placed piece to the scene rect it glides in from: where the piece dropped was drawn, as it
        was drawn (a domino carried at the size of the tiles laid, turned to lie as it will), the
        new piece starting centred on it. With ``same_position``
        (a resize) the buttons drawn again keep their age; otherwise every button is new, and
        waits its guard before it takes a press."""
        self.stop_animations()
        self._carried_buttons = {b.name: b.age() for b in self.buttons} if same_position else {}
        self._note_gone()
        scene = self.scene()
        # where things were, for the glides from zone to zone after a move
        before = {pid: (item.pos(), item.spec.face) for pid, item in self.pieces.items()}
        before_faces = {item.spec.face: item.pos() for item in self.pieces.values() if item.face_up}
        before_zones = {zid: zone.rect for zid, zone in self.zones.items()}
        before_counts = self.spec.counts if self.spec is not None else {}
        # where a click would have found each card and pile (ButtonItem.moved_under); not over a
        # resize, when nobody aims at the table
        spots_before = {} if same_position or self._passed_on else self._click_spots()
        self._passed_on = False
        # Only what changed is rebuilt: pieces that are still shown the same (id, face, size)
        # keep their item and just move; the board keeps its cached drawing while its size holds.
        old_pieces, self.pieces = self.pieces, {}
        old_board = self._board
        if old_board is not None:
            old_board.hide()
        # zones and labels that are drawn exactly as before keep their item (and its cache)
        old_zones = {(z.spec.id, z.spec.label, z.spec.name, z.spec.shape, z.rect.getRect()): z
                     for z in self.zones.values()}
        old_labels = {(lab.spec.text, lab.spec.size, lab.spec.bold, lab.spec.highlight,
                       lab.spec.max_width, lab.spec.down, lab.spec.up, lab.spec.elide, lab.spec.tail, lab.spec.keep_size,
                       lab.unit, lab.most_px): lab for lab in self._others
                      if isinstance(lab, LabelItem) and lab is not self.question_label}
        kept = set(map(id, old_zones.values())) | set(map(id, old_labels.values()))
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        # what is drawn differently after this rebuild (scene rects); None: everything
        dirty: list[QRectF] | None = [] if (vw, vh) == self._glide_size and self.spec is not None else None
        self._dirty = dirty
        mark = dirty.append if dirty is not None else (lambda rect: None)
        for item in self._others:
            if item is not old_board and id(item) not in kept and item.scene() is scene:
                mark(item.sceneBoundingRect())
                scene.removeItem(item)
        self._others = []
        self.question_label = None  # (removed with the rest)
        self.zones.clear()
        self.buttons.clear()
        self._close_more()
        self.button_panel = None  # (it is among the items removed above)
        for label in self.hidden_labels:  # a kept label may have been hidden by a chooser
            label.setVisible(True)
        self.hidden_labels = []
        scene.setSceneRect(0, 0, vw, vh)
        if self.describe is None:
            self.spec = None
            if self.controller is not None:  # (nothing of the scene is there to focus)
                self.controller.forget_focus()
            scene.clear()
            self._board = None
            self._boards.clear()
            return
        spec = self.spec = self.describe(vw / vh)
        unit = self.unit = min(vw / spec.width, vh / spec.height)
        self.origin = QPointF((vw - spec.width * unit) / 2, (vh - spec.height * unit) / 2)
        dpr = self.devicePixelRatioF()
        board_rect = QRectF(0, 0, spec.width * unit, spec.height * unit)
        self._board = None
        if spec.board is not None:
            # the last few boards stay in the scene, hidden, each with its cached drawing
            key = (spec.board_key if spec.board_key is not None else id(spec.board), board_rect.getRect(),
                   self.origin.x(), self.origin.y())
            board = self._boards.pop(key, None)
            if board is None:
                board = BoardItem(spec.board, board_rect, unit)
                board.setPos(self.origin)
                scene.addItem(board)
                mark(board.sceneBoundingRect())
            elif board is not old_board:
                mark(board.sceneBoundingRect())
            board.show()
            self._boards[key] = board
            self._board = board
            while len(self._boards) > 1 and sum(b.bytes() for b in self._boards.values()) > BOARD_BYTES:
                oldest = next(iter(self._boards))
                scene.removeItem(self._boards.pop(oldest))
        if old_board is not None and old_board is not self._board:
            mark(old_board.sceneBoundingRect())
        for t in spec.targets:
            rect = QRectF(self.to_px(t.x, t.y), self.to_px(t.x + t.w, t.y + t.h))
            zone = old_zones.pop((t.id, t.label, t.name, t.shape, rect.getRect()), None)
            if zone is None:
                zone = ZoneItem(t, rect, unit * 0.16)
                scene.addItem(zone)
                mark(zone.sceneBoundingRect())
            else:
                if zone.state != ZoneItem.NONE or zone.focused:
                    mark(zone.sceneBoundingRect())
                zone.spec = t
                zone.focused = False
                zone.set_state(ZoneItem.NONE)
            zone.reach = [QRectF(self.to_px(x, y), self.to_px(x + w, y + h)) for x, y, w, h in t.reach]
            self.zones[t.id] = zone
            self._others.append(zone)
        fresh = []
        for ps in spec.pieces:
            item = old_pieces.get(ps.id)
            if item is not None and item.reusable(ps, unit, dpr):
                del old_pieces[ps.id]
                at = self.to_px(ps.x, ps.y)
                if item.pos() != at or item.zValue() != ps.z or item.lifted or item.selected or item.focused \
                        or (item.spec.marked, item.spec.dim, item.spec.shown) != (ps.marked, ps.dim, ps.shown):
                    mark(item.sceneBoundingRect())
                    mark(item.boundingRect().translated(at))
                item.respec(ps)
                item.setPos(at)
                item.setZValue(ps.z)
                self.pieces[ps.id] = item
            else:
                fresh.append(ps)
        # cards no longer shown serve, with another face, as the new cards of the same size
        spares: dict[tuple, list[CardItem]] = {}
        for item in old_pieces.values():
            mark(item.sceneBoundingRect())
            if type(item) is CardItem and item.made_for == (unit, dpr):
                spares.setdefault(item.spec.scale, []).append(item)
            else:
                scene.removeItem(item)
        for ps in fresh:
            at = self.to_px(ps.x, ps.y)
            pool = spares.get(ps.scale) if ps.kind == "card" else None
            if pool:
                item = pool.pop()
                item.reface(ps, card_painter().pixmap(ps.face, item.w, dpr))
            else:
                item = CardItem(ps, unit, dpr) if ps.kind == "card" else TokenItem(ps, unit, dpr)
                item.made_for = (unit, dpr)
                scene.addItem(item)
            mark(item.boundingRect().translated(at))
            item.setPos(at)
            item.setZValue(ps.z)
            self.pieces[ps.id] = item
        for pool in spares.values():
            for item in pool:
                scene.removeItem(item)
        caps = alike_sizes(spec.labels, unit)
        for ls in spec.labels:
            cap = caps.get(id(ls))
            item = old_labels.pop((ls.text, ls.size, ls.bold, ls.highlight, ls.max_width, ls.down, ls.up, ls.elide, ls.tail,
                                   ls.keep_size, unit, cap), None)
            at = self.to_px(ls.x, ls.y)
            if item is None:
                item = LabelItem(ls, unit, cap)
                item.setPos(at)
                scene.addItem(item)
                mark(item.sceneBoundingRect())
            elif item.pos() != at:
                mark(item.sceneBoundingRect())
                item.setPos(at)
                mark(item.sceneBoundingRect())
            item.spec = ls
            self._others.append(item)
        for item in list(old_zones.values()) + list(old_labels.values()):
            mark(item.sceneBoundingRect())
            scene.removeItem(item)
        glided = set()
        if callable(animate_from):
            animate_from = animate_from(spec) if self.animations_on else None
        if animate_from and self.animations_on:
            for item in self.pieces.values():
                was = animate_from.get(item.spec.id)
                if was is not None:
                    self.glide(item, was.center() - QPointF(item.w / 2, item.h / 2), item.pos())
                    glided.add(item.spec.id)
        size = (vw, vh)
        moved = size == self._glide_size and spec.counts != before_counts  # a move, not a resize
        self._glide_size = size
        if before and self.animations_on and moved:
            self.glide_changes(before, before_faces, before_zones, before_counts, glided)
        spots_after = self._click_spots()
        # (moved away, clear of where it was: not gone, as a card played or a pile emptied is no
        # longer there to aim at, and the buttons a press brings up where such things lay are
        # chosen from at once, as the spaces to name after "End the game"; nor a hand fanned
        # closer, or its place grown or shrunk, where PayDay's "No 7: pass" came up after a
        # card played, and was pressed at once)
        self._moved_spots = [rect for key, rect in spots_before.items()
                             if key in spots_after and not spots_after[key].intersects(rect)]
        self._moved_at = ButtonItem.clock()
        if self.controller is not None:
            self.controller.scene_rebuilt()
        self._carried_buttons = {}

    def _click_spots(self) -> dict[tuple[str, str], QRectF]:
        """Where each card and pile of the table is drawn now, its last place where it glides
        (the scene rect a click finds it in), by its id."""
        spots: dict[tuple[str, str], QRectF] = {("zone", zid): zone.sceneBoundingRect() for zid, zone in self.zones.items()}
        for pid, item in self.pieces.items():
            at = self.to_px(item.spec.x, item.spec.y) if self.spec is not None else item.pos()
            spots[("piece", pid)] = item.boundingRect().translated(at)
        return spots

    def _over_moved_spot(self, rect: QRectF) -> bool:
        """Does ``rect`` cover a spot where a card or pile lay before the last rebuild after a
        move, a moment ago (:data:`MOVED_UNDER_S`)?"""
        return (0 <= ButtonItem.clock() - self._moved_at < MOVED_UNDER_S
                and any(spot.intersects(rect) for spot in self._moved_spots))

    def glide_changes(self, before, before_faces, before_zones, before_counts, glided) -> None:
        """Cards that changed zone glide: a face now shown elsewhere from where that face was, and
        a new card in a zone that gained cards from the zone that lost them (a draw from the
        stock). Only positions of the last
        drawing are used: no face is ever learnt from it."""
        spec = self.spec
        lost = [z for z, c in before_counts.items() if spec.counts.get(z, c) < c and z in before_zones]
        gained = {z for z, c in spec.counts.items() if c > before_counts.get(z, c)}
        n = 0
        for item in sorted(self.pieces.values(), key=lambda i: -i.spec.z):
            if n >= GLIDE_MAX:
                break
            pid, end = item.spec.id, item.pos()
            if pid in glided:
                continue
            start = None
            old = before.get(pid)
            if old is not None:
                pass  # still in its zone: it is simply put in its new place (no glide to pay for)
            elif item.face_up and item.spec.face in before_faces:
                start = before_faces[item.spec.face]
            elif item.spec.zone in gained and lost:
                start = before_zones[lost[0]].topLeft()
            if start is not None and (start - end).manhattanLength() > 1:
                self.glide(item, start, end)
                n += 1

    def paint_now(self) -> None:
        """Paint what the last rebuild changed, at once (the rest of the table is as it was)."""
        # The scene's own updates first (queued): a card moved since the last paint (the hinted
        # stock card put down as the drag began) has its old place repainted from them, but only
        # if this partial paint has not yet recorded the card where it is now (Qt forgets the
        # old place then: a strip of the hint's gold outline stayed above the stock)
        # Those updates are often painted there and then (Qt paints the whole window's waiting
        # updates with them): what they painted is not painted a second time (every move
        # painted the table twice, and the curtain over it)
        self._painted_now = QRegion()
        try:
            QCoreApplication.sendPostedEvents(self.scene(), QEvent.Type.MetaCall)
        finally:
            painted, self._painted_now = self._painted_now, None
        vp = self.viewport()
        dirty = self._dirty
        region = QRegion(vp.rect()) if dirty is None else QRegion()
        for rect in dirty or ():
            region += self.mapFromScene(rect).boundingRect().adjusted(-2, -2, 2, 2)
        region -= painted
        if not region.isEmpty():
            vp.repaint(region)

    def finish_animations(self) -> None:
        """A click skips the glides: everything jumps to where it is going."""
        for anim in list(self.animations):
            if anim.state() == QPropertyAnimation.Running:
                anim.setCurrentTime(anim.totalDuration())

    def to_px(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.unit, self.origin.y() + y * self.unit)

    def room_under_labels(self, panel: QRectF, tight: bool = False) -> float:
        """How far the button panel must go down to clear a label above it that it would cover
        (a prompt wrapped onto a third line); a lit label's gold pill too (a question to the
        person at the Cassino party game lay over the top of its Answered and Skip, s28).
        ``tight``: only off the words' last pixel (a pill's 4), as the panel went before it kept
        :data:`LABEL_AIR_PX` clear of them."""
        shift = 0.0
        prompt = self.spec.prompt if self.spec is not None else None
        for item in self.scene().items(panel.adjusted(0, -LABEL_AIR_PX, 0, 0)):
            if isinstance(item, LabelItem) and item.isVisible():
                # its text, not the margin round it; a lit label, its pill
                r = item.mapRectToScene(item.rect if item.spec.highlight else item.text_rect)
                over = r.bottom() - panel.top()
                if item.spec is prompt and r.top() < panel.top() and over > (1 if tight else -LABEL_AIR_PX):
                    # the prompt the buttons answer, wrapped onto more lines than the layout
                    # reckoned: its middle under the panel's top, more than half the panel under
                    # it, it was left there, its second line under the buttons (Hearts' "...
                    # choose three cards to / pass to Robo Remy" at 640 wide, s38 t1)
                    shift = max(shift, over + (1 if tight else LABEL_AIR_PX))
                    continue
                # apart, not touching: Pirate's prompt over "End turn" overlapped the panel by
                # under a pixel, left as it was, its descenders on the panel's border (s37 t2)
                if tight:
                    if r.center().y() < panel.top() and 1 < over < panel.height() / 2:
                        shift = max(shift, over + (4 if item.spec.highlight else 1))
                elif r.center().y() < panel.top() and -LABEL_AIR_PX < over < panel.height() / 2:
                    shift = max(shift, over + LABEL_AIR_PX)
        return shift

    def _note_gone(self) -> None:
        """The buttons on the table now are about to go: remembered a moment, where they were
        (:meth:`_in_place_of`)."""
        now = ButtonItem.clock()
        self._gone_buttons = [g for g in self._gone_buttons if 0 <= now - g[2] < GONE_MEMORY_S] + [
            (b.sceneBoundingRect(), b.name, now) for b in self.buttons]

    def forget_gone_buttons(self) -> None:
        """The table has passed to another person (a hand-over, a curtain lifted): the buttons
        gone before were never the ones they aimed at (:meth:`_in_place_of`)."""
        self._gone_buttons = []
        # (nor did they aim at the cards and piles where the last person saw them: the next
        # rebuild, drawn for them, is no move of the table under their pointer)
        self._moved_spots, self._passed_on = [], True

    def _in_place_of(self, rect: QRectF, name: str, same: bool = False) -> bool:
        """Was a button of another name (``same``: of this name) at ``rect`` a moment ago
        (:data:`GONE_MEMORY_S`)?"""
        now = ButtonItem.clock()
        return any(0 <= now - when < GONE_MEMORY_S and (other == name) == same and where.intersects(rect)
                   for where, other, when in self._gone_buttons)

    def add_buttons(self, entries: list[tuple], room: bool = False, question: str = "",
                    main: bool = False) -> list[ButtonItem]:
        """Centred rows of buttons from the layout's ``buttons_at``, on a panel of their own; each
        entry is ``(text, action, name)``, ``(text, action, name, enabled)`` or
        ``(text, action, name, enabled, keep_with_next)`` or ``(..., keep_with_next, steps)``
        (a stepper's "-" and "+": :attr:`ButtonItem.steps`) or ``(..., steps, sized_as)`` (a
        button as wide as those words: a stepper's at its widest amount). Buttons too many for
        one line wrap onto more lines below (a stepper's parts, kept with the next, stay on one line), and the panel
        never runs off the view. With
        ``room`` (a chooser: the eight's suit), text of the table that the panel would touch
        is hidden while the buttons are up, so the choice has room and nothing runs into it;
        action buttons keep the prompt that explains them. A chooser's ``question`` ("Anna: name
        the suit for the 8.") takes the prompt's place (the layout's ``prompt`` label), the panel
        just under it: without it the prompt went and the table said nothing of who chooses what
        (only the status bar did). A layout that names no prompt has the question over the panel.

        With ``main`` (the button for the next hand, the one thing to do between hands), the
        buttons are drawn larger (:data:`MAIN_BUTTON_GROWTH`) where that covers nothing more of
        the table: under a two-line message at 1024x600, "Deal the next hand" was 27 px high in
        11 px letters.

        A button replacing one of the same name keeps its age (see :class:`ButtonItem`)."""
        ages = self._carried_buttons or {b.name: b.age() for b in self.buttons}
        self._close_more()  # (its choices were those of the buttons going)
        self._note_gone()
        for b in self.buttons:
            if self._dirty is not None and b.scene() is not None:
                self._dirty.append(b.sceneBoundingRect())
            self.scene().removeItem(b)
        self.buttons = []
        if self.button_panel is not None:
            if self.button_panel.scene() is not None:
                self.scene().removeItem(self.button_panel)
            self.button_panel = None
        self._drop_question()
        for label in self.hidden_labels:
            label.setVisible(True)
        self.hidden_labels = []
        if not entries or self.spec is None:
            return []
        scale = self.spec.buttons_scale  # (the layout's, where the room for them is small)
        h, widths, gap, lines, line_w, x, top = self._button_box(entries, scale)
        text_px = self.button_text_px(scale)
        total = max(line_w)
        vw, vh = self.viewport().width(), self.viewport().height()
        height = h * len(lines) + gap * (len(lines) - 1)
        if not room:  # never over the prompt that explains the buttons: just under it
            panel = QRectF(x - gap, top - gap, total + 2 * gap, height + 2 * gap)
            shift, tight = self.room_under_labels(panel), self.room_under_labels(panel, tight=True)
            if shift > tight and not self._covers_only(panel.translated(0, shift), panel.translated(0, tight)):
                # the air only where it covers nothing more: it pushed 500 Rummy's bid bar onto
                # the hand on a narrow table (the sheet open at 1024x600)
                shift = tight
            top += shift
        else:
            # a chooser: where it covers nothing of the table, nearest the buttons' place (Hand and
            # Foot's wild card chooser covered the hand at 1366x768, Stock and Discard at 1024x600)
            prompt = self.spec.prompt
            asks_there = prompt is not None and any(isinstance(i, LabelItem) and i.spec is prompt and i.isVisible()
                                                    for i in self._others)
            over = self.unit * 0.3 if question and not asks_there else 0.0  # (room for the question over it)
            spot = self.free_place(QRectF(x - gap, top - gap, total + 2 * gap, height + 2 * gap), over)
            if spot is not None:
                x, top = spot.x() + gap, spot.y() + gap
        if main:
            # the one thing to do (between hands): larger, down and sideways from the same top,
            # where that covers nothing the panel did not already cover
            least = QRectF(x - gap, max(4.0 + gap, min(top, vh - 4 - gap - height)) - gap,
                           total + 2 * gap, height + 2 * gap)
            for grow in MAIN_BUTTON_GROWTH:
                big = self._button_box(entries, scale * grow)
                b_total = max(big[4])
                b_height = big[0] * len(big[3]) + big[2] * (len(big[3]) - 1)
                b_x = min(max(4.0 + big[2], x + total / 2 - b_total / 2), max(4.0 + big[2], vw - b_total - 4 - big[2]))
                b_top = max(4.0 + big[2], min(least.top() + big[2], vh - 4 - big[2] - b_height))
                rect = QRectF(b_x - big[2], b_top - big[2], b_total + 2 * big[2], b_height + 2 * big[2])
                if self._covers_only(rect, least):
                    h, widths, gap, lines, line_w = big[:5]
                    text_px = self.button_text_px(scale * grow)
                    x, top, total, height = b_x, b_top, b_total, b_height
                    break
        asked = self._ask(question, x + total / 2, top - gap) if room and question else None
        if asked is not None:  # the panel under the question where it would touch its text
            said = asked.mapRectToScene(asked.text_rect).adjusted(-gap, -gap, gap, gap)
            if said.intersects(QRectF(x - gap, top - gap, total + 2 * gap, height + 2 * gap)):
                top = said.bottom() + gap
        top = max(4.0 + gap, min(top, vh - 4 - gap - height))
        if not room:
            x, top = self._clear_of_cards(x, top, total, height, gap)
        panel_rect = QRectF(x - gap, top - gap, total + 2 * gap, height + 2 * gap)
        panel = QGraphicsRectItem(panel_rect)
        panel.setPen(QPen(QColor(255, 213, 74, 160), 1.5))
        panel.setBrush(QColor(10, 40, 24, 225))
        panel.setZValue(1990)
        panel.setAcceptedMouseButtons(Qt.NoButton)
        self.scene().addItem(panel)
        self.button_panel = panel
        self._others.append(panel)
        area = panel_rect.adjusted(-gap, -gap, gap, gap)
        for item in self.scene().items(area) if room else []:
            if isinstance(item, LabelItem) and item.isVisible() and item is not asked:
                item.setVisible(False)
                self.hidden_labels.append(item)
        for n, line in enumerate(lines):
            bx = x + (total - line_w[n]) / 2
            for i in line:
                text, action, name = entries[i][:3]
                enabled = bool(entries[i][3]) if len(entries[i]) > 3 else True
                b = ButtonItem(text, widths[i], h, action, name, enabled=enabled,
                               shown=ages.get(name or text), own=self.answering and not self.handing_on(),
                               steps=len(entries[i]) > 5 and bool(entries[i][5]), text_px=text_px, room=gap)
                if isinstance(action, list):  # "More…": a menu of the buttons that had no room
                    b.menu = action
                    b.action = (lambda b=b: self.open_more(b))
                b.setPos(bx, top + n * (h + gap))
                b.replaces = not b.own and self._in_place_of(b.sceneBoundingRect(), b.name)
                if self._over_moved_spot(b.sceneBoundingRect()) and not self._in_place_of(b.sceneBoundingRect(), b.name, same=True):
                    # (a button of its name there before, "Pass" pressed seat after seat: the
                    # click was aimed at that)
                    b.moved_under = self._moved_at
                self.scene().addItem(b)
                if self._dirty is not None:
                    self._dirty.append(b.sceneBoundingRect())
                self.buttons.append(b)
                self._others.append(b)
                bx += widths[i] + gap
        if self.controller is not None:  # (its keyboard focus on a button gone: its replacement's)
            self.controller.buttons_redrawn()
        return self.buttons

    def open_more(self, button: ButtonItem) -> QMenu:
        """The menu of a "More…" button (:attr:`ButtonItem.menu`: the buttons the table had no
        room for), open under it, its words the buttons' size: choosing one does what its button
        would (greyed where it would be)."""
        self._close_more()
        menu = QMenu(self)
        menu.setFont(button_font(button.text_px))
        opened_in = input_pause().stream

        def choose(run) -> None:
            # Enter held on, or pressed on and on, opens the menu, lights its first item and
            # chooses it (QMenu's way): keys of the stream that opened it choose nothing (review
            # s35 #4). A click is aimed at its item: it counts.
            pause = input_pause()
            if pause.keys and pause.rushed(opened_in):
                self.message.emit(hurried_words("Enter"))
                return
            run()

        for entry in button.menu:
            act = menu.addAction(shortcut_free(entry[0]))  # (a name's "&" is no shortcut)
            act.setToolTip(plain_tip(entry[2] or entry[0]))
            act.setEnabled(bool(entry[3]) if len(entry) > 3 else True)
            act.triggered.connect(lambda *_, run=entry[1]: choose(run))
        self.more_menu = menu
        at = button.sceneBoundingRect()
        menu.popup(self.viewport().mapToGlobal(self.mapFromScene(QPointF(at.left(), at.bottom() + 2))))
        return menu

    def _close_more(self) -> None:
        """The "More…" button's menu closed, if open (the buttons it came with are going)."""
        menu, self.more_menu = self.more_menu, None
        if menu is not None and shiboken6.isValid(menu):
            menu.close()
            menu.deleteLater()

    def free_place(self, rect: QRectF, over: float = 0.0) -> QPointF | None:
        """Where ``rect`` (a chooser's panel; ``over``: room above it for its question) covers no
        card, pile or drop place of the table, nor any text, nearest where it is; else no card,
        pile or drop place. Its new top left, or None where it covers nothing already (or no
        place does). The card held goes back to its place in the hand while the player chooses:
        it counts there."""
        held = getattr(self.controller, "held", None)
        hard: list[QRectF] = []
        soft: list[QRectF] = []
        cards: list[QRectF] = []
        for item in self.scene().items():
            if not item.isVisible():
                continue
            if isinstance(item, CardItem):
                r = item.sceneBoundingRect()
                if item is held:
                    r = r.translated(getattr(self.controller, "start_pos", item.pos()) - item.pos())
                hard.append(r)
                cards.append(r)
            elif isinstance(item, ZoneItem):
                hard.append(item.mapRectToScene(item.rect))
            elif isinstance(item, LabelItem):
                soft.append(item.mapRectToScene(item.text_rect))
        # The prompt's line, where the question is asked, counts as a card: a panel put over it
        # was then moved back under it (add_buttons), onto the hand (Hand and Foot's "Meld ...;
        # ..." choice for eight cards over the top third of the cards it named, 1280x688 with the
        # sheet and the log open, s43 t3 F10)
        prompt = self.spec.prompt if self.spec is not None else None
        vw = self.viewport().width()
        asked = [QRectF(0, r.top(), vw, r.height()) for r in
                 (i.mapRectToScene(i.text_rect) for i in self.scene().items()
                  if isinstance(i, LabelItem) and i.isVisible() and prompt is not None and i.spec is prompt)]
        hard += asked
        whole = rect.adjusted(0, -over, 0, 0)
        if not any(b.intersects(whole) for b in hard + soft):
            return None
        step = max(6.0, self.unit * 0.12)
        spot = (self.clear_spot(whole, hard + soft, margin=4.0, step=step)
                or self.clear_spot(whole, hard, margin=4.0, step=step))
        if spot is None and any(c.intersects(whole) for c in cards + asked):
            # No spot clear of every card and place: where it covers the least of the cards (and
            # the prompt's line), then of the places, then of the words, rather than where the
            # buttons go, over the hand
            from .spot import edges, least_covering_spot

            vw, vh = self.viewport().width(), self.viewport().height()
            places = [r for r in hard if not any(r is c for c in cards) and not any(r is a for a in asked)]
            x, y, _ = least_covering_spot(vw, vh, whole.width(), whole.height(),
                                          (whole.center().x(), whole.center().y()),
                                          [(100.0, edges(cards + asked)), (20.0, edges(places)), (5.0, edges(soft))],
                                          margin=4.0, step=step, reach=1.0)
            spot = QPointF(x, y)
        return None if spot is None else QPointF(spot.x(), spot.y() + over)

    def _clear_of_cards(self, x: float, top: float, total: float, height: float, gap: float) -> tuple[float, float]:
        """The buttons' first line's left and top, moved off the cards where the place the layout
        gave them lands on one: at Arizona Rummy's round end "Deal the next round" was painted
        over Anna's two-card hand and hid her jack of diamonds (finding s27 N4). The nearest
        place, sideways before up or down, in the view and touching no card and no text (a
        little clear of them); where there is none, where it was. A card gliding counts where it
        comes to rest: Biscuit's "Keep the card drawn" went over the card drawn, then on its way
        from the pile to the hand (finding s30 t3 #13)."""
        rect = QRectF(x - gap, top - gap, total + 2 * gap, height + 2 * gap)
        cards = self.resting_rects(i for i in self.card_items() if i.isVisible())
        if not any(rect.intersects(c) for c in cards):
            return x, top
        texts = [i.mapRectToScene(i.text_rect) for i in self.scene().items()
                 if isinstance(i, LabelItem) and i.isVisible()]
        spot = self.clear_spot(rect, cards + texts, margin=2.0, step=4.0, air=3.0, upright=1.5, on_grid=True)
        return (x, top) if spot is None else (spot.x() + gap, spot.y() + gap)

    def resting_rects(self, items: Iterable[QGraphicsItem]) -> list[QRectF]:
        """Each item's box where it is, or, while it glides (:meth:`glide`), where it comes to rest."""
        ends = {}
        for anim in self.animations:
            if isinstance(anim, QPropertyAnimation) and anim.state() == QPropertyAnimation.Running:
                ends[id(anim.targetObject())] = anim.endValue()
        rects = []
        for item in items:
            end = ends.get(id(item))
            r = item.sceneBoundingRect()
            rects.append(r if end is None else r.translated(end - item.pos()))
        return rects

    def clear_spot(self, rect: QRectF, rects: list[QRectF], margin: float, step: float, air: float = 0.0,
                   upright: float = 1.0, on_grid: bool = False) -> QPointF | None:
        """The top left of the spot nearest ``rect``, ``margin`` in from the view's edges, where a
        box of its size (with ``air`` round it) touches none of ``rects``; None where there is
        none. Spots are ``step`` apart (on lines through ``rect`` itself with ``on_grid``); up and
        down count ``upright`` times as far as sideways. The table's one search for room
        (:func:`~cardtable.gui.spot.nearest_clear_spot`, shared with the hint bubble)."""
        from .spot import edges, nearest_clear_spot

        vw, vh = self.viewport().width(), self.viewport().height()
        spot = nearest_clear_spot(vw, vh, rect.width(), rect.height(), (rect.center().x(), rect.center().y()),
                                  edges(rects), margin=margin, step=step, air=air, upright=upright,
                                  through=(rect.left(), rect.top()) if on_grid else None)
        return None if spot is None else QPointF(*spot)

    def button_text_px(self, scale: float) -> int:
        """The size of the buttons' words, in pixels, with the buttons drawn at ``scale``: the
        table's :func:`~cardtable.gui.layouts.button_text`, never under 10 px."""
        return max(10, int(self.unit * button_text(scale)))

    def _button_box(self, entries: list[tuple], scale: float) -> tuple:
        """The buttons drawn at ``scale``: their height, widths, the gap, their lines (indexes)
        and each line's width, and the first line's left and top (centred on the layout's
        ``buttons_at``, in the view)."""
        assert self.spec is not None and self.spec.buttons_at is not None
        h = self.unit * 0.36 * scale
        fm = QFontMetricsF(button_font(self.button_text_px(scale)))
        h = max(h, fm.height() + 4)  # (never shorter than its text)
        # (a stepper's buttons as wide as at their widest amount, ``entry[6]``: they stay put as it steps)
        widths = [max(self.unit * 0.9 * scale, fm.horizontalAdvance(entry[0]) + h,
                      fm.horizontalAdvance(entry[6]) + h if len(entry) > 6 else 0.0) for entry in entries]
        gap = self.unit * 0.12 * scale
        centre = self.to_px(*self.spec.buttons_at)
        vw = self.viewport().width()
        glue = [len(entry) > 4 and bool(entry[4]) for entry in entries]
        room_w = vw - 8 - 2 * gap
        if self.spec.buttons_width > 0:  # the layout's room for them: one above the other if need be
            room_w = min(room_w, max(max(widths), self.spec.buttons_width * self.unit))
        lines = button_lines(widths, glue, gap, room_w)
        if len(lines) > 1 and any(glue):
            # a bid bar (a stepper's "- 60 +" among its buttons) on lines as even as they go: the
            # narrowest room that takes it in no more lines, found in pixels as it is drawn (the
            # layout's estimate in card units left "Bid 60 no trump" alone on a second line at
            # tables 700 to 765 px wide, 1024x568 with the score sheet open, s37 t5)
            least = max(sum(widths[i] for i in unit) + gap * (len(unit) - 1)
                        for unit in button_lines(widths, glue, gap, 0.0))
            lo, hi = least, room_w
            while hi - lo > 0.5:
                mid = (lo + hi) / 2
                if len(button_lines(widths, glue, gap, mid)) <= len(lines):
                    hi = mid
                else:
                    lo = mid
            lines = button_lines(widths, glue, gap, hi)
        line_w = [sum(widths[i] for i in line) + gap * (len(line) - 1) for line in lines]
        total = max(line_w)
        x = min(max(4.0 + gap, centre.x() - total / 2), max(4.0 + gap, vw - total - 4 - gap))
        return h, widths, gap, lines, line_w, x, centre.y() - h / 2

    def _covers_only(self, rect: QRectF, least: QRectF) -> bool:
        """Whether ``rect`` (a larger button panel) is within the view and touches no card, slot
        or text of the table that ``least`` (the panel at its usual size) does not touch."""
        if not QRectF(self.viewport().rect()).contains(rect):
            return False
        for item in self.scene().items(rect):
            if not item.isVisible():
                continue
            if isinstance(item, (LabelItem, ZoneItem)) or item in self.pieces.values():
                box = item.sceneBoundingRect()
            else:
                continue
            if box.intersects(rect) and not box.intersects(least):
                return False
        return True

    def _ask(self, question: str, cx: float, panel_top: float) -> "LabelItem | None":
        """A chooser's question on the table: in the place of the layout's prompt (hidden while
        the chooser is up), else just over the panel (``panel_top``, centred on ``cx``)."""
        prompt = self.spec.prompt if self.spec is not None else None
        shown = next((i for i in self._others if isinstance(i, LabelItem) and prompt is not None
                      and i.spec is prompt and i.isVisible()), None)
        if shown is not None and prompt is not None:
            spec = LabelSpec(question, prompt.x, prompt.y, size=prompt.size, bold=True, highlight=prompt.highlight,
                             max_width=prompt.max_width)
            shown.setVisible(False)
            self.hidden_labels.append(shown)
        else:
            size = 0.21
            spec = LabelSpec(question, (cx - self.origin.x()) / self.unit, 0.0, size=size, bold=True,
                             max_width=max(2.0, self.viewport().width() / self.unit - 0.6))
        item = LabelItem(spec, self.unit)
        if shown is not None:
            item.setPos(shown.pos())
        else:  # its text's bottom just over the panel
            below = item.text_rect.bottom()
            item.setPos(cx, max(4.0 - item.rect.top(), panel_top - below - 4))
        item.setZValue(1991)
        self.scene().addItem(item)
        if self._dirty is not None:
            self._dirty.append(item.sceneBoundingRect())
        self._others.append(item)
        self.question_label = item
        return item

    def _drop_question(self) -> None:
        item, self.question_label = self.question_label, None
        if item is None:
            return
        if item.scene() is not None:
            if self._dirty is not None:
                self._dirty.append(item.sceneBoundingRect())
            self.scene().removeItem(item)
        if item in self._others:
            self._others.remove(item)

    # ----- animation -----------------------------------------------------------------------
    def glide(self, item: CardItem, start: QPointF, end: QPointF, done: Callable[[], None] | None = None) -> None:
        if not self.animations_on:
            item.setPos(end)
            if done is not None:
                done()
            return
        if self._dirty is not None:
            self._dirty.append(item.boundingRect().translated(start))
        item.setPos(start)
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(ANIM_MS)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.OutCubic)
        if done is not None:
            anim.finished.connect(done)
        anim.valueChanged.connect(self._ring_after_glide)
        self.animations.append(anim)
        anim.start()

    def _ring_after_glide(self) -> None:
        """A piece glided a step: the keys' ring, once this step of every glide is done, is
        drawn afresh round its card. Its shape hangs on the cards lying on that card (it goes
        round the part in sight, with gaps at other cards' indexes), but Qt repaints only what
        the gliding piece covered: a redo's card gliding off the card turned up under it, the
        ring focused on it, left the ring's old right side and bits of the card's face drawn
        across the card until the next move (s45 t3 #6). One refresh a frame (the glides of one
        move step together)."""
        if not self._ring_due:
            self._ring_due = True
            QTimer.singleShot(0, self, self._refresh_ring)

    def _refresh_ring(self) -> None:
        self._ring_due = False
        scene = self.scene()
        ring = getattr(scene, "_focus_ring", None)
        if ring is None or not shiboken6.isValid(ring) or ring.scene() is not scene:
            return
        card = ring.target
        if card is not None and shiboken6.isValid(card) and card.scene() is scene and card.focused:
            ring.follow(card)

    def fly(self, transfers: list[Transfer]) -> None:
        """Glide a few transient tokens from one target to another (chips from a space to the
        seat that collects them), staggered, each removed when it lands. The position shown is
        already the new one: this only shows what moved."""
        if not self.animations_on:
            return
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
                start = self.tokens_spot(src) - half + jitter
                end = self.tokens_spot(dst) - half + jitter
                item.setPos(start)
                item.setZValue(1500 + n)
                scene.addItem(item)
                self._others.append(item)
                # No Qt parent: the group lives in self.animations and goes with it. Parented to
                # the view it was destroyed by the view's deferred delete after the window
                # closed, whose child wrappers shiboken had sometimes released already (a crash
                # seen in the test suite, depending on when the garbage collector ran).
                group = QSequentialAnimationGroup()
                group.addAnimation(QPauseAnimation(min(n, 24) * 30, group))
                anim = QPropertyAnimation(item, b"pos", group)
                anim.setDuration(FLY_MS)
                anim.setStartValue(start)
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.InOutCubic)
                anim.valueChanged.connect(self._ring_after_glide)
                group.addAnimation(anim)
                group.finished.connect(lambda item=item: _land(item))
                self.animations.append(group)
                group.start()
                n += 1

    def tokens_spot(self, zone: "ZoneItem") -> QPointF:
        """Where a token flying to or from ``zone`` lands or takes off (view pixels)."""
        at = zone.spec.tokens_at
        return zone.rect.center() if at is None else self.to_px(*at)

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

    def spoken_rects(self, anchor=None, seats: list[QRect] | None = None) -> tuple[list[QRect], list[QRect], list[QRect]]:
        """Where a hint bubble should not go, on the viewport: first what a message is about (the
        cards and places lit, a card just put back where it came from, the card under the press,
        the face-up hand), then everything else drawn on the felt (cards, places), then the words
        on it (names, scores, captions, buttons: a bubble over them leaves them unread; 10,000's
        hint covered "Ben 0 not melded"), but for a standing note on how to play, which counts
        as felt with something on it. ``seats``, where given, takes the cards that lie in a seat's
        or a team's zone (its hand, foot, melds) out of the rest drawn on the felt: a bubble over
        them hides what is someone's (Hand and Foot's hints lay over Robo Rex's foot and over
        the other team's melds, where the centre piles, a stack of backs, hid less, s35 t4 #7)."""
        def on_view(r: QRectF) -> QRect:
            return self.mapFromScene(r).boundingRect()

        about: list[QRect] = [on_view(r) for r in self.about]
        busy: list[QRect] = []
        words: list[QRect] = []
        pressed = self.piece_at(anchor) if anchor is not None else None
        for item in self.scene().items():
            if not item.isVisible():
                continue
            if isinstance(item, CardItem):
                r = on_view(item.sceneBoundingRect())
                lit = item.selected or item is pressed or (item.spec.owner is not None and item.face_up)
                (about if lit else seats if seats is not None and "/" in item.spec.zone else busy).append(r)
            elif isinstance(item, ZoneItem):
                (about if item.state != ZoneItem.NONE else busy).append(on_view(item.sceneBoundingRect()))
            elif isinstance(item, ButtonItem):
                (about if item is pressed or item.lit else words).append(on_view(item.sceneBoundingRect()))
            elif isinstance(item, LabelItem):
                (busy if item.spec.standing else words).append(on_view(item.sceneBoundingRect()))
        for x, y, w, h in (self.spec.keep_clear if self.spec is not None else ()):
            # the board's piles, spaces and buttons' room: kept clear as words are
            words.append(on_view(QRectF(self.to_px(x, y), self.to_px(x + w, y + h))))
        return about, busy, words

    def frame_rects(self) -> list[QRect]:
        """The panels the layout's board draws (``TableSpec.frames``), on the viewport: a hint
        bubble lies inside one or clear of it, not across its edge."""
        if self.spec is None:
            return []
        return [self.mapFromScene(QRectF(self.to_px(x, y), self.to_px(x + w, y + h))).boundingRect()
                for x, y, w, h in self.spec.frames]

    def card_items(self) -> list[CardItem]:
        return [i for i in self.scene().items() if isinstance(i, CardItem)]

    # ----- painting and events --------------------------------------------------------------
    def paintEvent(self, event) -> None:
        if self._painted_now is not None:  # (what paint_now need not paint again)
            self._painted_now += event.region()
        super().paintEvent(event)

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
        self.rebuild(same_position=True)

    def focusInEvent(self, e) -> None:
        """The keyboard comes to the table (the curtain lifted by Enter): its focus on the first
        thing to use (``DragController.land_focus``)."""
        super().focusInEvent(e)
        if self.controller is not None:
            self.controller.land_focus()

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab moves the focus over the table's pieces, not out of the view

    def hand_over(self, open_table: bool = False) -> None:
        """The table has just passed from one person to another (no curtain between them): the
        presses of the next :data:`~cardtable.gui.curtain.GUARD_S` seconds are the rest of the
        click that ended the last person's turn, and so are those after it as long as the presses
        going on now go on without a pause (:meth:`~cardtable.gui.curtain.InputPause.rushed`),
        for :data:`~cardtable.gui.curtain.STREAM_HELD_S` at the most (:meth:`held_long`): they
        are ignored (see :meth:`swallows`).

        ``open_table``: nothing is hidden at the table (Pirate, Fast Track, 10,000), the next
        person sees what the last one saw, and no computer moved between them. Only the rest of
        a double or triple click that ended the last turn is ignored then (a press within
        :data:`~cardtable.gui.curtain.GUARD_S` of the one before it), and the table's buttons stay as
        they were: a family taking turns at an open table clicks each turn in a moment, and
        clicks 0.5 to 0.9 s apart, each meant, were told "Too quick after the last press" (s47).
        The pause guards a hand that shows, or a stream made while a computer moved; here
        neither is there to guard."""
        self.handed_over_at = self.clock()
        self.handed_over_in = input_pause().stream
        self.handed_over_count = input_pause().count
        self.handed_over_open = open_table
        self.forget_gone_buttons()  # (the last person's buttons: the next one never aimed at them)
        for button in () if open_table else self.buttons:
            # the next person's buttons: new to them, whatever the last person's of the same
            # name (Oh Hell!'s stepper drawn again), and none answers a press of theirs
            button.renew()
        guards = input_pause().key_guards
        if self.guard_keys not in guards:
            guards.append(self.guard_keys)

    def hold_keys(self, key: int | None = None, lifted: bool = False, open_table: bool = False) -> None:
        """The table has just come to the person now at it (the curtain lifted, their turn
        come back after someone else's move): the keys of the stream of presses going on now are
        the rest of what was done before (the Enter that lifted the curtain, the keys that made
        the last move), never a move of theirs on the table (:meth:`held_key`).

        With ``key`` (Enter or Space, about to act on the table: :meth:`keyPressEvent`): only that
        key's auto-repeats are held, as long as it is held down. A held key acts once: Enter held
        on a card picked it up, and its repeats put it down where the ring had landed, and went
        on; Space held chose a card and took it back at each repeat (s37). A person's own quick
        keys, each pressed afresh, are no repeats and act each.

        ``lifted``: the curtain was lifted by a press after a pause (the person's own key, a
        click on its button), which began the stream: a stream of the person now at the laptop,
        whose deliberate keys in it act (:meth:`held_key`).

        ``open_table``: it came from another person at an open table (:meth:`hand_over`): the
        deliberate keys of the stream act too, as its clicks do."""
        if key is None:
            self.keys_held_in = input_pause().stream
            self.keys_held_at = self.clock()
            self.held_by_lift = lifted
            self.held_open = open_table
        else:
            self.key_held = key

    def held_key(self, e) -> bool:
        """Is this key on the table one of the stream of presses going on when the table came to
        the person at it (:meth:`hold_keys`), by the rule of the table's buttons
        (:meth:`~cardtable.gui.curtain.InputPause.rushed`)? It does nothing and says why ("Too
        quick after the last press: ..."). Enter tapped three times 150 ms apart on "Pass to
        Cleo", or held down, lifted the curtain, drew from the stock (which cannot be undone),
        picked up her first card and discarded it: a turn nobody chose (s36 t3 #2); the table's
        buttons refused the stream, its cards and piles did not. Not by the key's auto-repeat
        mark: on some window systems a held key's repeats come as fresh presses. The first key
        after a pause ends the hold, and so does one no double press's second once the table has
        been before the person :data:`~cardtable.gui.curtain.STREAM_HELD_S` (:meth:`held_long`). Escape (which only puts back or clears) is let through.

        And the auto-repeats of the key that last acted on the table (``hold_keys(key)``) do
        nothing, silently, as the curtain's button takes none (the key's first press did what it
        said), marked as repeats or not (:meth:`_unmarked_repeat`); any key pressed afresh ends
        that hold."""
        if e.key() in MODIFIER_KEYS or input_pause().quiet(e):
            return False  # (nothing, or a greyed-out item's key: it does nothing anyway)
        if self.key_held is not None:
            if e.key() == self.key_held and (e.isAutoRepeat() or self._unmarked_repeat(e)):
                return True
            self.key_held = None  # (let go: a fresh key)
        if self.keys_held_in is None or e.key() == Qt.Key.Key_Escape:
            return False
        pause = input_pause()
        if not pause.rushed(self.keys_held_in) or self._deliberate(e):
            self.keys_held_in = None
            return False
        if e.key() in FOCUS_KEYS:
            # only the ring moves, at any pace (s45 t1 #1); the hold stays for the key that acts
            return False
        if not self._lifted_by(e.key()) and not self._does_nothing_here(e):
            # (the rest of the curtain's own key: silent, s39 t4 F1)
            # (after the curtain: why, in words; the person did nothing wrong, s41 t1 #4)
            why = "your hand has only just been shown" if self.held_by_lift else ""
            self.message.emit(hurried_words(self._key_to_name(self, e), why))
        return True

    @staticmethod
    def _does_nothing_here(e) -> bool:
        """Is this key a plain letter or digit, which does nothing on the open table at any pace
        (a menu's letter comes as its shortcut, never here)? Held, it says nothing: "press T
        once" over Lea's open hand, where T (Tom's curtain key) does nothing, asked for a curtain
        key with no curtain up (s42 t3, Euchre)."""
        mods = e.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.MetaModifier)
        key = e.key()
        return mods == Qt.KeyboardModifier.NoModifier and (
            Qt.Key.Key_A <= key <= Qt.Key.Key_Z or Qt.Key.Key_0 <= key <= Qt.Key.Key_9)

    def _deliberate(self, e) -> bool:
        """Is this key, in the stream that a press after a pause began by lifting the curtain
        (:attr:`held_by_lift`), one the person now at the laptop pressed on purpose: not the
        key that lifted it, not a repeat, and no quicker after the press before it than the
        second press of a double press (:data:`~cardtable.gui.curtain.ANSWER_GAP_S`, the
        double-click interval)? Cleo's C (her curtain lifted), H 0.8 s later (a hint), Enter
        0.6 s after it was told "Too quick after the last press" (s41 t1 #4). Nobody else's
        stream is going on: her key counted only after a pause. A burst of Enter after her key
        (0.15 s apart), a held key, are still held: she cannot have read her cards yet. So too
        at an open table passed on from another person (:attr:`held_open`): nothing was hidden,
        and a key pressed again a moment later is meant, as a click is (:meth:`hand_over`)."""
        return ((self.held_by_lift or self.held_open or self.held_long(self.keys_held_at))
                and not e.isAutoRepeat() and not self._lifted_by(e.key()) and not input_pause().double_press())

    def held_long(self, since: float) -> bool:
        """Has the table been before the person now at it for :data:`~cardtable.gui.curtain.STREAM_HELD_S`
        since it came to them (``since``, on :meth:`clock`)? A press then, no double press's second,
        is theirs however the stream of presses went on: Enter pressed on 0.2 to 0.9 s apart, every
        press refused and making the stream go on, never played a card in 80 s (s47 t1 #1)."""
        from .curtain import STREAM_HELD_S

        return self.clock() - since >= STREAM_HELD_S

    def _unmarked_repeat(self, e) -> bool:
        """Is this press of the key that has just acted on the table (:attr:`key_held`), not
        marked as a repeat, one all the same? Some window systems (a remote desktop, some
        keyboard setups) send a held key's repeats as fresh presses: pressed again with no
        release between, or a release and a press together. A person lets a key go before
        pressing it again, some 50 ms at the quickest: a press :data:`REPEAT_GAP_MS` or less
        after the release, by the window system's times of the two (not when they are handled:
        two quick taps wait together while the table is busy), is the key held down. Events
        with no time (0) are not measured."""
        if self.key_down == e.key():
            return True
        let_go, at = self.let_go or (None, 0)
        return let_go == e.key() and at > 0 and 0 <= e.timestamp() - at <= REPEAT_GAP_MS

    def keyReleaseEvent(self, e) -> None:
        if not e.isAutoRepeat():
            if e.key() == self.key_down:
                self.key_down = None
            self.let_go = (e.key(), e.timestamp())
        super().keyReleaseEvent(e)

    def focusOutEvent(self, e) -> None:
        self.key_down = None  # (its release goes elsewhere: never seen here)
        super().focusOutEvent(e)

    def guard_keys(self, obj: QObject, e: QEvent) -> bool:
        """Is this key (a key press, or a menu's key offered as a shortcut), or this menu item
        chosen with the mouse (the release of the click on it), one to swallow for the hand-over
        (:meth:`swallows`)? Anna's click on Help > Hint as her turn ended asked Ben's hint where
        her H was swallowed: a menu acts the same for a key and for a click, and the rule is the
        same. Asked by the application's watcher of presses
        (:attr:`~cardtable.gui.curtain.InputPause.key_guards`) while the table is being handed
        over, before any widget has the key: the keys of the whole window are guarded, wherever
        the keyboard is (on the table, in the game log, in the score sheet floating in a window
        of its own, in a menu opened with the mouse). With the keyboard in the game log, Anna's
        H in her stream asked a hint for Ben, a Tab took the keyboard onto his table; in the Help
        menu, her Enter on Hint did. A key swallowed says why, in the presses' words
        (:func:`~cardtable.gui.curtain.hurried_words`): it did nothing and said nothing. Escape
        that only closes a menu, or the rules page (:attr:`escape_closes`), is let through."""
        if not shiboken6.isValid(self) or self.handed_over_at is None:
            self._unguard_keys()
            return False
        if not isinstance(obj, QWidget) or not shiboken6.isValid(obj) or not in_window(obj, self.window()):
            return False  # (a dialog's key; the window's handle's sighting of a key)
        if not self.isVisible():
            return False  # (the start screen in its place: the search box's letters are nobody's move)
        click = e.type() == QEvent.Type.MouseButtonRelease  # (a menu's item chosen with the mouse)
        if not click and e.key() == Qt.Key.Key_Escape and (in_popup(obj) or self.escape_closes()):
            # Escape that closes a menu or the rules page, and does nothing else: no move, nothing
            # shown; swallowed, it left the rules page open over the next person's turn. (It
            # counts towards the stream all the same, and the hand-over goes on.)
            return False
        if input_pause().free(obj, e):
            # Back to Start, the rules page: no move, nothing hidden shown; let through, and the
            # hand-over goes on (s37 t4)
            return False
        if input_pause().spaced(obj, e):
            return False  # (Undo or Redo a moment after the last press: a step of its own, s38 t3)
        if not click and e.key() in FOCUS_KEYS and obj in (self, self.viewport()):
            # on the table the ring moves, nothing acts: let through at any pace, and the
            # hand-over goes on for the keys that act (s45 t1 #1). (Elsewhere, Tab in the game log
            # would take the keyboard onto the next person's table: swallowed as before)
            return False
        if not self.swallows(e):
            self._unguard_keys()  # (the hand-over is over)
            return False
        e.accept()
        if not click and self._lifted_by(e.key()):  # type: ignore[attr-defined]
            # the rest of the key that lifted the curtain (held down, or pressed on): there is no
            # curtain left to press it on, and "press B once" over the open hand made no sense
            # (s39 t4 F1); swallowed, without a word
            return True
        if click:
            self.message.emit(hurried_words())
        elif e.key() not in MODIFIER_KEYS:
            # said for the shortcut offered too, not only at the key press after it: a menu's key
            # swallowed as a shortcut is never eaten without a word, whatever comes of its press
            self.message.emit(hurried_words(self._key_to_name(obj, e)))
        return True

    def _lifted_by(self, key: int) -> bool:
        """Did ``key`` lift the hand-off curtain, now down, of this hand-over?"""
        from . import curtain

        return any(not up.isVisible() and up.button.lifted_by == key
                   for up in self.findChildren(curtain.Curtain, options=Qt.FindChildOption.FindDirectChildrenOnly))

    def _key_to_name(self, obj: QObject, e: QEvent) -> str:
        """The key the words of a key swallowed at the hand-over tell the person to press once
        after the pause: the key itself (:func:`~cardtable.gui.curtain.key_name`), save Enter or
        Space on the table (``obj``, where the key went) while none of its pieces has the
        keyboard: those act on the piece the keyboard is on, and pressed after the pause they did
        nothing at all, the words still saying "then press Enter once" (her card played, no card
        had the keyboard, s33 t4 #7). Tab then, which takes the keyboard onto the table, and Enter
        on the piece after it, both named: "press Tab once" alone puzzled whoever had held Enter
        (s37 t4). So too Enter in the game log, which plays nothing there (:data:`LOG_HAS_THE_KEYS`).
        (In a menu, or other keys in the game log, the key is theirs, and works.)"""
        key = e.key()  # type: ignore[attr-defined]
        from . import curtain

        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not curtain.KEYS_LIFT:
            # the hand-off curtain up: only the next person's own key lifts it ("press B once";
            # Enter after the pause only said which key does)
            for up in self.findChildren(curtain.Curtain, options=Qt.FindChildOption.FindDirectChildrenOnly):
                if up.isVisible() and up.button.own:
                    return up.button.own
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and obj.objectName() == LOG_VIEW:
            return TAB_THEN_ENTER  # (Enter in the Game Log plays nothing: LOG_HAS_THE_KEYS)
        if obj in (self, self.viewport()) and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            ctl = self.controller
            item = getattr(ctl, "focus_item", None)
            if item is None or item not in ctl.focusables():
                return TAB_THEN_ENTER
        return key_name(e)

    def _unguard_keys(self) -> None:
        guards = input_pause().key_guards
        if self.guard_keys in guards:
            guards.remove(self.guard_keys)

    def swallows(self, e) -> bool:
        """Is this mouse press, or key, too soon after the table changed hands? A double or
        triple click that ended Anna's turn on Fast Track's pile also turned Ben's card for him:
        the curtain ignores such presses on its button, and with no curtain (nothing hidden, or
        the curtain switched off) the table does the same. The press, and the drag or click it
        begins, do nothing; the person to play just presses again. Nor does a press in a stream
        of presses that was going on at the hand-over: Anna clicking on every 0.3 s turned Ben's
        card once the half second had run out; Ben, taking over, presses after a pause. A key
        follows the same rule (Tab, Enter, Tab, Enter in Anna's stream turned Ben's card from
        the keyboard), a menu's key too, wherever the keyboard is in the window, and a menu's
        item clicked (:meth:`guard_keys`); the first one after the pause ends the hand-over, and Ben's keys
        then count, however quick."""
        if self.handed_over_at is None:
            return False
        # (a key, or the release that chooses a menu's item: no drag follows either)
        press = e.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
        if press and e.button() != Qt.MouseButton.LeftButton:
            return False
        if not self.handing_over():
            self.handed_over_at = None
            return False
        if press:
            self.swallowing = True  # (and the drag it begins)
        return True

    def handing_over(self) -> bool:
        """Has the table just passed to another person (:meth:`hand_over`), the presses since
        being the rest of the last person's (too soon, or in their stream)?"""
        from .curtain import GUARD_S

        if self.handed_over_at is None:
            return False
        pause = input_pause()
        if self.handed_over_open:
            # the rest of a double or triple click that ended the last turn: a press within
            # GUARD_S of the press before it (or that press itself, seen again: the count of
            # presses as at the hand-over). By the gap between the presses, not by the time since
            # the hand-over, which came only once the move was made and drawn, and made a click
            # 0.5 s after the last one seem too soon
            gap = 0.0 if pause.count == self.handed_over_count else pause.gap
            return gap < GUARD_S
        if self.clock() - self.handed_over_at < GUARD_S:
            return True
        # the rest of the stream that was going on then, for STREAM_HELD_S at the most: a press
        # after it, no double press's second, is the person's (s47 t1 #1: held_long)
        return pause.rushed(self.handed_over_in) and not (self.held_long(self.handed_over_at)
                                                          and not pause.double_press())

    def handing_on(self) -> bool:
        """Is the table just passing to another person who may not see what the last one saw
        (:meth:`handing_over`, not at an open table)? The buttons drawn now answer nobody's press
        then; at an open table (Pirate, 10,000) those the last person's press brought are theirs
        as on a person's own turn: "Roll 5 dice", come with Anna's "Stop", refused Ben's click
        0.6 s later as a button "just come up in place of another" (s47)."""
        return self.handing_over() and not self.handed_over_open

    def mousePressEvent(self, e) -> None:
        self.finish_animations()  # never wait for a glide: the next input wins
        self.swallowing = False
        if self.swallows(e):
            e.accept()
            # said, as a key swallowed is: Pirate's clicks on the stock, every half second past
            # the turn's end, did nothing and said nothing, "the game froze" (s37 t2)
            self.message.emit(hurried_words())
            return
        if self.controller is None or not self._answer(self.controller.mouse_press, e):
            super().mousePressEvent(e)

    def mouseMoveEvent(self, e) -> None:
        if self.swallowing and e.buttons() & Qt.MouseButton.LeftButton:
            e.accept()
            return
        if self.controller is None or not self.controller.mouse_move(e):
            super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e) -> None:
        if self.swallowing and e.button() == Qt.MouseButton.LeftButton:
            self.swallowing = False
            e.accept()
            return
        if self.controller is None or not self._answer(self.controller.mouse_release, e):
            super().mouseReleaseEvent(e)

    def mouseDoubleClickEvent(self, e) -> None:
        if self.swallows(e):
            e.accept()
            self.message.emit(hurried_words())
            return
        if self.controller is None or not self._answer(self.controller.mouse_double_click, e):
            super().mouseDoubleClickEvent(e)

    def keyPressEvent(self, e) -> None:
        # (a key at a hand-over never comes here: guard_keys swallows it first)
        if menu_key(self):
            e.accept()  # (typed in an open menu, handed on: never a move)
            return
        held = self.held_key(e)
        if not e.isAutoRepeat() and e.key() not in MODIFIER_KEYS:
            self.key_down = e.key()
        if held:
            e.accept()
            return
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.hold_keys(e.key())  # (before it acts: a hold of the whole stream it brings stays)
        if self.controller is None or not self._answer(self.controller.key_press, e):
            super().keyPressEvent(e)

    def _answer(self, handle: Callable[[QEvent], bool], e: QEvent) -> bool:
        """``handle(e)``, the buttons it draws answering the person's press (:attr:`answering`)."""
        was, self.answering = self.answering, True
        try:
            return handle(e)
        finally:
            self.answering = was
