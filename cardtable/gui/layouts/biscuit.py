"""Biscuit on the table: the generic table (seats, hands, the curtain, buttons) with the one thing
it cannot draw from zones, the cross-shaped tableau.

Why a layout of its own: Biscuit's lines are not rows. The main line runs left to right and every
cross line runs up and down from its cross card, *through* the main line; a card is played at one
of up to a dozen line ends, each its own drop target. The generic table lays out a zone as one
row with one drop target, so it would lose where each cross line crosses and which end a card
goes to. Everything else (seats round the table, the viewer's hand, the buttons for drawing,
keeping a drawn card and dealing) is the generic table's, unchanged.

The tableau is scaled to fit between the seats and the hand: the initial card sits on its
face-down card (drawn crossways under it: table pieces are always upright, so the book's picture,
the face-up card crossways on top, is turned round), cross cards are marked, and each
open line end is a drop target, lit while a card that fits it is dragged. The draw pile moves to
the bottom left, the prompt and buttons to the bottom right. Late in a hand the lines fold rather
than their cards shrink below the size at which their names are drawn (:data:`NAME_MARGIN`).
The line saying what the last play scored goes where it is clear of the seats' boxes
(:func:`news_label`), and the lines start under it and under the seats across the top.
"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ...core.decktet import CARDS, card_said
from ..cards import BACK, CARD_RATIO, NAMED_FROM, card_painter
from ..generic_table import HAND_Y, TABLE_H, Gesture, GenericTable, label_box, set_width
from ..spot import nearest_clear_spot
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec

LINE_ZONES = ("main", "cross_")
TOP = 1.95  # below the seats across the top
BOTTOM = HAND_Y - 0.55  # above the hand's caption
PILE_AIR = 0.15  # from the lines' room down to the draw pile at the bottom left
#: The hand's size: the lines' cards as large as the hand's while there is room (at 0.78 they
#: were under 64 pixels wide at 1024x600, drawn without their names, which the hand's showed).
MAX_SCALE = 1.0
#: The line saying what the last play scored: its text size, a line's height and the room
#: between it and the lines (card units).
NEWS_SIZE = 0.17
NEWS_LINE = 0.24
NEWS_AIR = 0.08
#: The room the mark over the first card ("first") takes above it where no cross line runs up.
MARK_ROOM = 0.32
WRAP_FROM = 10  # a main line this long may go on in a second row
ROW_GAP = 0.3  # between the two rows of a long main line
PROMPT_ROOM = 0.5  # the prompt's first line reaches this far up into the lines' room
PROMPT_AIR = 0.06  # the least room between the prompt's words and anything else (card units)
#: How much of a card (in card heights) shows where the next card of its cross line overlaps it:
#: its corner whole, the rank and every suit sign under it, by its number of suits (as the
#: table draws a small card, where the corner is largest). Half a card each cut a 2-suit card's
#: second sign (the Market under the Soldier read "6" and two slivers), and a 3-suit card's
#: third: "the card you play must match at least one suit with the card adjacent to it".
SHOWN = {0: 0.42, 1: 0.42, 2: 0.57, 3: 0.73}
#: The drop place at each end of a cross line: a slot this tall (in card heights) just beyond its
#: last card, where the next card's corner will show. A whole card's place at each end left the
#: cards half the room and the empty places far out.
END = 0.6
#: The smallest cards the lines are drawn with while overlapping more can keep them this large:
#: very long cross lines made every card tiny (a 2 of moons 25 pixels wide at 1366x768). The
#: cards of a cross line overlap further first, down to each showing its rank whole
#: (:data:`RANK_SHOWN`; the line's end cards, those a card is matched against, stay whole);
#: only beyond that do they get smaller.
#: (Where the table's size in pixels is not known; where it is, the floor is the size at which
#: the cards are drawn with their names, :meth:`BiscuitTable._floor`, and the lines fold further.)
MIN_SCALE = 0.4  # (its rank about 9 pixels high at 1366x768)
#: How far (in card widths) the face-down card crossways under the first card shows below it.
UNDER_PEEK = 0.1
RANK_SHOWN = 0.26  # a small Decktet card's rank reaches 0.24 of its height down
#: Where the table knows its size in pixels (:attr:`BiscuitTable.pixels_high`), the lines' cards
#: are kept as large as the painter needs to write their names (:data:`NAMED_FROM`), a little
#: more: late in a hand, long lines made every card smaller, and at 1024x600 they lost their
#: names (25 pixels wide). Before they get smaller than that, the lines fold: the drop places at
#: the line ends get shallower, the cross lines' cards overlap down to their rank, and the main
#: line's cards overlap from the right, each showing its corner (its rank and suits) and the
#: line's right end card whole. Where that is not enough they do get smaller (a card's name
#: matters less than its rank and suits), down to :data:`READABLE` of that size, where the cross
#: lines' cards overlap down to their rank, and only then do the cards inside a long cross line
#: (not its two end cards, a card is matched against those) lie as a thin stack.
NAME_MARGIN = 1.03
#: What a card inside a long cross line shows of its top when the line folds, in card heights.
MIDDLE_SHOWN = (0.2, 0.14, 0.08, 0.04, 0.02, 0.01)
#: The drop places' heights (card heights) when the lines fold further.
END_FOLDED = (0.4, 0.25, 0.15)
#: The least height of a drop place at a line's end, in pixels (where the table knows its size):
#: an empty place must be seen to be aimed at.
END_PX = 20
#: The narrowest a line's card gets (pixels) before the lines fold further than each card's rank
#: whole: its rank still reads.
RANK_FROM = 36
#: The room between the cross card and the first card below it (card heights): its border shows.
DOWN_AIR = 0.04
#: How small (of the size at which their names are drawn) the lines' cards get before a cross
#: line's cards overlap further than their whole corner (rank and suit signs): the name matters
#: less than the suits a card is matched by.
READABLE = 0.75
STEP = 1.06  # from a card of the main line to the next, in card widths
#: The least the main line's cards may show when they overlap, in card widths: the corner
#: column with the rank and the suit signs (0.22 of a large card's width), and a little air.
STRIP_MIN = 0.23
#: The width of the drop places at the main line's ends while its cards overlap (card widths).
SIDE_FOLDED = 0.6


class Fold(NamedTuple):
    """How far the lines fold to keep their cards large: ``t``, how much of a cross line card's
    corner shows beyond its rank (:func:`shown`); ``middle``, what each card inside a cross line
    shows (None: as the others); ``end``, the drop places' height; ``strip``, the step (in card
    widths) from a main line card the next one overlaps (:data:`STEP`: none overlaps)."""

    t: float = 1.0
    middle: float | None = None
    end: float = END
    strip: float = STEP


def end_target(line: str, end: str) -> str:
    return f"end:{line}:{end}"


def shown(card: str, t: float = 1.0) -> float:
    """The part of ``card`` (in card heights) a card overlapping it in a cross line leaves: its
    whole corner, or with ``t`` below 1 that much of what its corner shows beyond the rank
    (0: just the rank)."""
    whole = SHOWN[min(3, len(CARDS[card].suits))] if card in CARDS else SHOWN[3]
    return RANK_SHOWN + (whole - RANK_SHOWN) * t


def steps(cross: dict, fold: Fold = Fold()) -> tuple[list[float], list[float]]:
    """What each card of a cross line shows, in card heights: going up, each card's top part
    above the card under it (the top end's corner whole: a card played there matches its suits);
    going down, the cross card whole (and :data:`DOWN_AIR`), then each card's but the last (which
    lies whole on top). Inside a folded line (``fold.middle``) the cards but the cross card and
    the ends show that much.

    The cross card is a card of the main line: the first card below it lay over its foot, and at
    1024x600 over all of it but its rank, so the main line read the Betrayal's 8 where the
    Penitent's 6 was."""
    ups = cross["up"]
    middle = fold.middle
    up = [shown(c, 1.0) if i == len(ups) - 1 else shown(c, fold.t) if middle is None else middle
          for i, c in enumerate(ups)]
    down = [1.0 + DOWN_AIR] + [shown(c, fold.t) if middle is None else middle for c in cross["down"][:-1]] \
        if cross["down"] else []
    return up, down


def reach(cross: dict, fold: Fold = Fold()) -> tuple[float, float]:
    """How far a cross line's cards reach above its cross card's top and below its bottom, in
    card heights (without the line ends' drop places): :func:`steps` added up."""
    up, down = steps(cross, fold)
    return sum(up), sum(down)


def main_steps(public: dict, strip: float = STEP) -> list[float]:
    """From each main line card to the next, in card widths (the last card: :data:`STEP`). A card
    the next one overlaps steps ``strip`` (its corner shows); not a cross card with cards below
    it (its line runs down under it a card wide), nor the first card or the one before it (the
    card crossways under the first card shows between them), nor the line's last card; and two cross cards stay
    a card apart (their lines, and the drop places at their ends, run up and down a card wide)."""
    main, initial = public["main"], public["initial"]
    crosses = {c["card"]: c for c in public["crosses"]}
    out = [strip if k < len(main) - 1 and not (card in crosses and crosses[card]["down"]) and k != initial
           and k + 1 != initial else STEP for k, card in enumerate(main)]
    last = None  # the last cross card so far
    for k, card in enumerate(main):
        if card in crosses:
            if last is not None and sum(out[last:k]) < STEP:
                out[k - 1] += STEP - sum(out[last:k])
            last = k
    return out


def news_label(text: str, boxes: list[tuple[float, float, float, float]], left: float, right: float,
               top: float) -> tuple[LabelSpec, float]:
    """The label saying what the last play scored, and how far down it reaches: clear of the
    seats' ``boxes`` (left, top, right, bottom), between ``left`` and ``right``, as low as it
    may be above ``top`` (where the lines start), on one line, else two or three, in the widest room
    free of the boxes there; where no such room is above ``top``, under the boxes (the lines
    then start under it)."""
    wide = set_width(text, NEWS_SIZE)
    for lines in (1, 2, 3):
        h = lines * NEWS_LINE
        y = top - NEWS_AIR - h
        while y >= 0.1 - 1e-9:
            # the free stretches across at this height, the widest first
            over = sorted((b[0] - 0.1, b[2] + 0.1) for b in boxes if b[1] < y + h and b[3] > y)
            gaps, x = [], left
            for a, b in over:
                if a > x:
                    gaps.append((x, a))
                x = max(x, b)
            if x < right:
                gaps.append((x, right))
            for a, b in sorted(gaps, key=lambda g: g[0] - g[1]):
                if wide / lines * (1.15 if lines > 1 else 1.0) <= b - a:  # (a line breaks between words)
                    return LabelSpec(text, (a + b) / 2, y, size=NEWS_SIZE, max_width=b - a, down=True), y + h
            y -= 0.05
    # no room above the lines: under every box it would cross, on as few lines as the width takes
    y = max([b[3] + 0.05 for b in boxes] + [0.1])
    lines = 1 if wide <= right - left else 2
    return LabelSpec(text, (left + right) / 2, y, size=NEWS_SIZE, max_width=right - left, down=True), \
        y + lines * NEWS_LINE


class BiscuitTable(GenericTable):
    drawn_by_layout = LINE_ZONES  # drawn as the tableau
    # (the table's height in pixels, ``pixels_high``, where the window says it: the lines' cards
    # keep the size at which their names are drawn, :meth:`_floor`)
    #: How far down the lines (their highest drop place) may start: under the seats across the
    #: top and the line of what the last play scored (:meth:`describe`).
    lines_top: float = TOP
    #: Four players' other seats in a row along the top, not round the oval: the seats at the
    #: sides took the lines' width (at 1024x600 the lines ran between them, their cards 46 to 55
    #: pixels wide, too small for their names, :data:`NAMED_FROM`).
    seats_in_a_row = 3

    def __init__(self) -> None:
        super().__init__(sort_hand=True)

    # ----- gestures: a card from the hand onto a line end --------------------------------------
    def gesture(self, move) -> Gesture | None:
        if move.get("kind") == "play" and self._game is not None:
            seat = self._game.seat_of(self._state, move)
            card = move["card"]
            return Gesture((f"hand:{card}",), f"hand/{seat}", (end_target(move["line"], move["end"]),))
        return super().gesture(move)

    def guess_group(self, pieces: Iterable[str], target: str | None) -> dict[str, Any] | None:
        """A card dropped at a line's end: its play there. With no place (a press on a card that
        fits no end, so it does not lift): its play anywhere, which the engine refuses naming
        every end's card, not only the first end's (s46 t1 F4, as a domino's press says)."""
        pieces = list(pieces)
        if len(pieces) == 1 and pieces[0].startswith("hand:") and target is None:
            return {"kind": "play", "card": pieces[0][5:].split("#")[0]}
        if len(pieces) == 1 and pieces[0].startswith("hand:") and target and target.startswith("end:"):
            _, line, end = target.split(":", 2)
            return {"kind": "play", "card": pieces[0][5:].split("#")[0], "line": line, "end": end}
        return super().guess_group(pieces, target)

    def wrong_place(self, piece: str, target: str | None) -> str:
        if piece.startswith("hand:"):
            return "Drop the card at a lit end of a line."
        return super().wrong_place(piece, target)

    # ----- the table -----------------------------------------------------------------------------
    def describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        spec = super().describe(game, state, viewer, aspect, prompt)
        obs = self.observe(viewer) if self.observe is not None else game.observation(state, viewer)
        public = obs["public"]
        # The piles the generic table put in the middle: the draw pile to the bottom left, the
        # card under the initial card into the tableau.
        spec.pieces = [p for p in spec.pieces if p.zone != "under"]
        spec.targets = [t for t in spec.targets if t.id != "under"]
        # (a little below the lines' room: a cross line's bottom drop place at the main line's
        # left end touched the pile's frame, s44 t1 #1)
        pile_x, pile_y = 0.3, BOTTOM + PILE_AIR
        for t in spec.targets:
            if t.id == "pile":
                dx, dy = pile_x - t.x, pile_y - t.y
                t.x, t.y = pile_x, pile_y
                for p in spec.pieces:
                    if p.zone == "pile":
                        p.x += dx
                        p.y += dy
            if t.id == "pile":  # a hint bubble leaves the draw pile and its caption in sight
                spec.keep_clear.append((t.x, t.y, t.w, t.h + 0.35))
        said = None
        for label in spec.labels:
            if label.text == prompt:
                label.x, label.y, label.max_width = spec.width - 1.65, BOTTOM - 0.4, 3.0
                said = label
        spec.buttons_at = (spec.width - 1.65, BOTTOM + 0.75)
        # What the last play scored, where it is clear of the seats' boxes (it ran into the words
        # under a seat across the top), as near the lines as it can be: above them, else the
        # lines start under it.
        boxes = list(self.seat_boxes.values())
        # (under the seats across the top: the words under one may take two lines)
        self.lines_top = max([TOP] + [b[3] + 0.05 for b in boxes if b[1] < TOP - 1.0])
        news = public.get("last_play")
        if news:
            label, bottom = news_label(news, boxes, 0.3, spec.width - 0.3, self.lines_top)
            spec.labels.append(label)
            self.lines_top = max(self.lines_top, bottom + NEWS_AIR)
        # the whole width (four players' seats sit in a row along the top: seats_in_a_row)
        self._tableau(spec, game, state, public, 0.3, spec.width - 0.3)
        if said is not None:
            self._prompt_clear_of_lines(spec, game, state, viewer, said)
        return spec

    def _prompt_clear_of_lines(self, spec: TableSpec, game, state, viewer: int | None, said: LabelSpec) -> None:
        """The prompt at the bottom right, unless the lines reach it there: a cross line run down
        to it put its empty drop place (and then its cards) under the prompt's words. It goes
        to the nearest room clear of everything drawn and of the buttons (the table's one search
        for room, :func:`~cardtable.gui.spot.nearest_clear_spot`); where there is none, it
        stays."""
        boxes = self._drawn_boxes(spec, skip=[said])
        buttons = self._buttons_box(spec, game, state, viewer)
        if buttons is not None:
            boxes.append(buttons)
        left, top, right, bottom = label_box(said, self.text_room)
        if not any(l < right + PROMPT_AIR and r > left - PROMPT_AIR and t < bottom + PROMPT_AIR and b > top - PROMPT_AIR
                   for l, t, r, b in boxes):
            return
        spot = nearest_clear_spot(spec.width, spec.height, right - left, bottom - top,
                                  ((left + right) / 2, (top + bottom) / 2), boxes, margin=0.1, step=0.05,
                                  air=PROMPT_AIR)
        if spot is not None:
            said.x += spot[0] - left
            said.y += spot[1] - top

    def _floor(self) -> float:
        """The smallest scale the lines' cards keep while folding the lines can keep them so
        large: where the table's height in pixels is known, the size at which a card is drawn
        with its name; else :data:`MIN_SCALE`."""
        px = self.pixels_high
        if not px:
            return MIN_SCALE
        return max(MIN_SCALE, NAMED_FROM * NAME_MARGIN * TABLE_H / px)

    def _rank_floor(self) -> float:
        """The smallest scale the lines' cards get before their lines fold past what reads: a
        card :data:`RANK_FROM` pixels wide where the table's height in pixels is known (else
        :data:`MIN_SCALE`)."""
        px = self.pixels_high
        return max(MIN_SCALE, RANK_FROM * TABLE_H / px) if px else MIN_SCALE

    @staticmethod
    def _units(public: dict, a: int, b: int, strip: float) -> float:
        """How many card widths the main line's cards ``a`` to ``b`` take with a drop place at
        each end (and room round the first card), those that may be overlapped stepping ``strip``
        (:func:`main_steps`)."""
        side = (SIDE_FOLDED if strip < STEP else 1.0) + STEP - 1  # a drop place and its air
        air = 0.1 if strip < STEP else 0.5
        return sum(main_steps(public, strip)[a:b - 1]) + STEP + 2 * side + air + 0.4

    def _scale(self, public: dict, span: float) -> tuple[float, float, Fold]:
        """The card scale for the lines in ``span`` units across, the main line's top, and how
        far the lines fold (:class:`Fold`: not at all unless the cards would be smaller than
        :meth:`_floor`)."""
        crosses = public["crosses"]
        floor = self._floor()
        top = self.lines_top
        n = len(public["main"])

        def fit(fold: Fold) -> tuple[float, float, float]:
            """The scale as tall as the lines may be (the cross lines, overlapped, each card's
            corner showing, plus a slot above and below), and how far they reach up and down."""
            ups = max([reach(c, fold)[0] for c in crosses] + [0.0])
            downs = max([reach(c, fold)[1] for c in crosses] + [0.0])
            s = MAX_SCALE
            if crosses:
                s = min(s, (BOTTOM - top - 0.1) / (CARD_RATIO * (1 + 2 * fold.end + ups + downs)))
            return s, ups, downs

        # folding further, one step at a time, while the cards would be smaller than the floor:
        # first the drop places get shallower (that hides nothing); where that is not enough,
        # the cards get smaller than the floor, losing their names but not a suit sign, down to
        # READABLE of it; then the cross lines' cards overlap down to their rank; then the cards
        # inside a long cross line lie as a stack; only then do they get smaller still. (The
        # stack came before the cards got any smaller than the floor: at 1024x600 a cross line of
        # four cards hid its Ace wholly under the card above it.)
        # Past that, the cards get smaller still, their ranks whole, down to RANK_FROM pixels
        # wide, with drop places END_PX pixels high, before a long line's middle cards lie as a
        # stack: at 1024x600 five cards up a cross line lay 4 pixels apart under the top one,
        # between drop places 14 and 20 pixels high (s44 t1 #1).
        ends = [Fold(1.0, None, e) for e in (END,) + END_FOLDED]
        ranks = [Fold(t / 20, None, END_FOLDED[-1]) for t in range(19, -1, -1)]
        rank_floor = self._rank_floor()
        px = self.pixels_high
        deep = min([e for e in (END,) + END_FOLDED if not px or e * rank_floor * CARD_RATIO * px / TABLE_H >= END_PX]
                   or [END])  # the shallowest drop place END_PX high on cards RANK_FROM wide
        smaller = [Fold(0.0, None, deep)]
        stacks = [Fold(0.0, m, deep) for m in MIDDLE_SHOWN]

        def first(folds: list[Fold], bound: float) -> tuple[Fold, float] | None:
            for f in folds:
                if fit(f)[0] >= bound - 1e-9:
                    return f, fit(f)[0]
            return None

        readable = max(MIN_SCALE, READABLE * floor)
        fold, tall = first(ends, floor) or first(ends[-1:] + ranks, readable) \
            or first(smaller + stacks, rank_floor) or (stacks[-1], fit(stacks[-1])[0])
        # the main line's cards overlap only as much as keeps them as large as the lines' height
        # lets them be (up to the floor); no more
        want = min(tall, max(floor, span / self._units(public, 0, n, STEP)))
        strip = STEP
        if span / self._units(public, 0, n, STEP) < want - 1e-9:
            low, high = STRIP_MIN, STEP - 1e-6  # the widest strip that fits (halving the range)
            if span / self._units(public, 0, n, low) >= want:
                for _ in range(20):
                    mid = (low + high) / 2
                    low, high = (mid, high) if span / self._units(public, 0, n, mid) >= want else (low, mid)
            strip = low
        fold = fold._replace(strip=strip)
        s, ups, downs = fit(fold)
        s = min(s, span / self._units(public, 0, n, strip))  # the main line and its ends across
        h = s * CARD_RATIO
        up_room = (ups + fold.end) * h if crosses else MARK_ROOM
        down_room = (downs + fold.end) * h if crosses else 0.0
        return s, top + up_room + ((BOTTOM - top) - up_room - down_room - h) / 2, fold

    def _plan(self, public: dict, span: float) -> tuple[float, list[tuple[int, int, float]], Fold]:
        """The card scale and the main line's rows: (first card, end, the row's top). One row
        while its cards are large enough; a long line goes on in a second row under the first
        (as text does) when that makes its cards clearly larger, each row with the room its
        cross lines take above and below it."""
        main = public["main"]
        s, y_main, fold = self._scale(public, span)
        rows = [(0, len(main), y_main)]
        if len(main) < WRAP_FROM:
            return s, rows, fold
        crosses = {c["card"]: c for c in public["crosses"]}
        k = (len(main) + 1) // 2
        parts = [(0, k), (k, len(main))]
        needs = []  # (room above, room below) in card heights
        for a, b in parts:
            cs = [crosses[c] for c in main[a:b] if c in crosses]
            ups = max([reach(c, fold)[0] for c in cs] + [0.0])
            downs = max([reach(c, fold)[1] for c in cs] + [0.0])
            needs.append((ups + fold.end if cs else 0.0, downs + fold.end if cs else 0.0))
        total = sum(up + 1 + down for up, down in needs)
        bottom = BOTTOM - PROMPT_ROOM  # the second row clear of the prompt at the bottom right
        s2 = min(MAX_SCALE, span / max(self._units(public, a, b, STEP) for a, b in parts),
                 (bottom - self.lines_top - (0.0 if needs[0][0] else MARK_ROOM) - 0.1 - ROW_GAP)
                 / (CARD_RATIO * total))
        if s2 < s * 1.15:
            return s, rows, fold
        h = s2 * CARD_RATIO
        top = self.lines_top + (0.0 if needs[0][0] else MARK_ROOM)  # (the first card's mark above it)
        y = top + ((bottom - top) - total * h - ROW_GAP) / 2
        rows = []
        for (a, b), (up, down) in zip(parts, needs):
            rows.append((a, b, y + up * h))
            y += (up + 1 + down) * h + ROW_GAP
        return s2, rows, fold._replace(strip=STEP)

    def _top(self, public: dict, span: float) -> float:
        """How far down the highest card or target of the lines is."""
        s, rows, fold = self._plan(public, span)
        ups = max([reach(c, fold)[0] for c in public["crosses"]] + [0.0])
        return rows[0][2] - ((ups + fold.end) * s * CARD_RATIO if public["crosses"] else 0.0)

    def _tableau(self, spec: TableSpec, game, state, public: dict, left: float, right: float) -> None:
        main = public["main"]
        initial = public["initial"]
        crosses = {c["card"]: c for c in public["crosses"]}
        s, rows, fold = self._plan(public, right - left)
        hstep = s * STEP
        h = s * CARD_RATIO
        # room each side of the first card for the card crossways under it: what shows of it there
        # and the usual air (0.45 of a card left a wide gap, and the ends of the card under it
        # stood in it apart, as two stray card backs)
        gap = (CARD_RATIO - 1) / 2 * s
        # every row starts under the first row's first card; the first row has the left end before
        # it, the last row the right end after it
        # (a main line card the next one may overlap steps fold.strip: its corner shows)
        step = [k * s for k in main_steps(public, fold.strip)]
        longest = max(sum(step[a:b - 1]) + hstep + 2 * gap * (a <= initial < b) for a, b, _ in rows)
        side = (SIDE_FOLDED if fold.strip < STEP else 1.0) * s  # the drop places at its ends
        width = longest + 2 * (side + hstep - s)
        x0 = (left + right) / 2 - width / 2 + side + hstep - s  # the first card of each row
        where: dict[int, tuple[float, float]] = {}
        for a, b, y_row in rows:
            x = x0
            for k in range(a, b):
                x += gap * (k == initial)
                where[k] = (x, y_row)
                x += step[k] + gap * (k == initial)

        def target(line: str, end: str, x: float, y: float, what: str, tall: float = 1.0, wide: float = 0.0) -> None:
            spec.targets.append(TargetSpec(end_target(line, end), x, y, w=wide or s, h=h * tall, name=what))

        # the main line
        for k, card in enumerate(main):
            x, y_main = where[k]
            marks = []
            if k == initial:
                marks.append("the first card, on a card face down")
                spec.board = crossways_back(x, y_main, s)
                spec.board_key = ("biscuit-under", round(x, 4), round(y_main, 4), round(s, 4))
            if card in crosses:
                marks.append("a cross card")
            spec.pieces.append(PieceSpec(id=f"line:{card}", zone="main", kind="card", face=card, scale=s, x=x,
                                         y=y_main, z=50 + k / 1000, name=f"{card_said(card)}, in the main line"
                                         + (f" ({', '.join(marks)})" if marks else "")))
            if k == initial or card in crosses:
                # above the card, or below it when cards are played up from it (both: the cross
                # shape says it)
                c = crosses.get(card)
                below = y_main + h + 0.02 + (UNDER_PEEK * s if k == initial else 0.0)
                ly = y_main - 0.22 if not (c and c["up"]) else below if not c["down"] else None
                if ly is not None:
                    # ("first" alone meant little to a family: the line's first card)
                    spec.labels.append(LabelSpec("first card" if k == initial else "cross", x + s / 2, ly,
                                                 size=0.14, bold=True, highlight=card in crosses,
                                                 max_width=max(hstep, 0.9) if k == initial else hstep))
        for (a, b, y_row), nxt in zip(rows, rows[1:]):  # the line goes on in the next row
            # (clear of the card crossways under the first card, when it ends or starts a row)
            end_x = where[b - 1][0] + s + 0.08 + gap * (b - 1 == initial)
            spec.labels.append(LabelSpec("\u2026", end_x + 0.12, y_row + h / 2 - 0.2, size=0.28, bold=True,
                                         max_width=0.5))
            spec.labels.append(LabelSpec("\u2026", x0 - 0.2 - gap * (b == initial), nxt[2] + h / 2 - 0.2, size=0.28,
                                         bold=True, max_width=0.5))
        first_x, first_y = where[0]
        last_x, last_y = where[len(main) - 1]
        target("main", "left", first_x - (side + hstep - s), first_y, "the left end of the main line", wide=side)
        target("main", "right", last_x + hstep, last_y, "the right end of the main line", wide=side)
        # the cross lines
        for k, card in enumerate(main):
            c = crosses.get(card)
            if c is None:
                continue
            x, y_main = where[k]
            y = y_main
            up_steps, down_steps = steps(c, fold)
            for i, up in enumerate(c["up"]):  # each over the next one up: its top part shows
                y -= up_steps[i] * h
                spec.pieces.append(PieceSpec(id=f"line:{up}", zone=f"cross_{card}", kind="card", face=up, scale=s,
                                             x=x, y=y, z=49 - i,
                                             name=f"{card_said(up)}, above {CARDS[card].title}"))
            y = y_main
            for i, down in enumerate(c["down"]):  # each over the top part of the card above it
                y += down_steps[i] * h
                spec.pieces.append(PieceSpec(id=f"line:{down}", zone=f"cross_{card}", kind="card", face=down,
                                             scale=s, x=x, y=y, z=51 + i,
                                             name=f"{card_said(down)}, below {CARDS[card].title}"))
            title = CARDS[card].title
            up_reach, down_reach = reach(c, fold)
            target(card, "up", x, y_main - (up_reach + fold.end) * h, f"the top of {title}'s cross line", fold.end)
            target(card, "down", x, y_main + down_reach * h + h, f"the bottom of {title}'s cross line", fold.end)


def crossways_back(x: float, y: float, s: float):
    """The face-down card under the initial card, drawn crossways (under everything, with the
    table's board layer: pieces are upright), so it shows at both sides of the first card and,
    joining them, a strip (:data:`UNDER_PEEK`) below it: one card lying across, where its two
    ends alone read as two stray card backs."""

    def paint(p: QPainter, unit: float) -> None:
        w = s * unit
        pm = card_painter().pixmap(BACK, w, p.device().devicePixelRatioF() if p.device() else 1.0)
        p.save()
        # its foot UNDER_PEEK below the first card's
        p.translate((x + s / 2) * unit, (y + s * CARD_RATIO + UNDER_PEEK * s - s / 2) * unit)
        p.rotate(90)
        p.drawPixmap(QRectF(-w / 2, -w * CARD_RATIO / 2, w, w * CARD_RATIO), pm, QRectF(pm.rect()))
        p.restore()

    return paint


def make_layout() -> BiscuitTable:
    """A fresh table per game shown (it keeps the position it was last asked about)."""
    return BiscuitTable()
