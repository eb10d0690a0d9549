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
the bottom left, the prompt and buttons to the bottom right.
"""

from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ...core.decktet import CARDS
from ..cards import BACK, CARD_RATIO, card_painter
from ..generic_table import HAND_Y, SEAT_W, Gesture, GenericTable
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec

LINE_ZONES = ("main", "cross_")
TOP = 1.95  # below the seats across the top
BOTTOM = HAND_Y - 0.55  # above the hand's caption
MAX_SCALE = 0.78
SIDE_SEATS_END = 3.2  # with four players, the seats at the sides reach this far down


def end_target(line: str, end: str) -> str:
    return f"end:{line}:{end}"


class BiscuitTable(GenericTable):
    drawn_by_layout = LINE_ZONES  # drawn as the tableau
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
        pieces = list(pieces)
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
        n = len(obs["players"])
        # The piles the generic table put in the middle: the draw pile to the bottom left, the
        # card under the initial card into the tableau.
        spec.pieces = [p for p in spec.pieces if p.zone != "under"]
        spec.targets = [t for t in spec.targets if t.id != "under"]
        pile_x, pile_y = 0.3, BOTTOM + 0.05
        for t in spec.targets:
            if t.id == "pile":
                dx, dy = pile_x - t.x, pile_y - t.y
                t.x, t.y = pile_x, pile_y
                for p in spec.pieces:
                    if p.zone == "pile":
                        p.x += dx
                        p.y += dy
        for label in spec.labels:
            if label.text == prompt:
                label.x, label.y, label.max_width = spec.width - 1.65, BOTTOM - 0.4, 3.0
        spec.buttons_at = (spec.width - 1.65, BOTTOM + 0.75)
        # The whole width, unless with four players the lines would reach up between the seats
        # at the sides (their boxes end about SIDE_SEATS_END down): then between them.
        left, right = 0.3, spec.width - 0.3
        if n == 4 and self._top(public, right - left) < SIDE_SEATS_END:
            left, right = SEAT_W + 0.25, spec.width - SEAT_W - 0.25
        self._tableau(spec, game, state, public, left, right)
        return spec

    @staticmethod
    def _scale(public: dict, span: float) -> tuple[float, float]:
        """The card scale for the lines in ``span`` units across, and the main line's top."""
        crosses = public["crosses"]
        ups = max([len(c["up"]) for c in crosses] + [0])
        downs = max([len(c["down"]) for c in crosses] + [0])
        # the main line plus a target at each end across (and room round the first card); the
        # cross lines (overlapped, half a card each) plus a target above and below
        s = min(MAX_SCALE, span / ((len(public["main"]) + 2) * 1.06 + 0.9))
        if crosses:
            s = min(s, (BOTTOM - TOP - 0.1) / (CARD_RATIO * (3 + 0.5 * (ups + downs))))
        h = s * CARD_RATIO
        up_room = ups * h / 2 + h if crosses else 0.0
        down_room = downs * h / 2 + h if crosses else 0.0
        return s, TOP + up_room + ((BOTTOM - TOP) - up_room - down_room - h) / 2

    def _top(self, public: dict, span: float) -> float:
        """How far down the highest card or target of the lines is."""
        s, y_main = self._scale(public, span)
        ups = max([len(c["up"]) for c in public["crosses"]] + [0])
        return y_main - ((ups * 0.5 + 1) * s * CARD_RATIO if public["crosses"] else 0.0)

    def _tableau(self, spec: TableSpec, game, state, public: dict, left: float, right: float) -> None:
        main = public["main"]
        initial = public["initial"]
        crosses = {c["card"]: c for c in public["crosses"]}
        s, y_main = self._scale(public, right - left)
        across = len(main) + 2
        hstep = s * 1.06
        h = s * CARD_RATIO
        vstep = h * 0.5
        gap = 0.45 * s  # room each side of the first card for the card crossways under it
        width = hstep * across + 2 * gap
        x0 = (left + right) / 2 - width / 2 + hstep  # the first card of the main line

        def xk(k: int) -> float:
            return x0 + k * hstep + gap * ((k >= initial) + (k > initial))
        if public.get("last_play"):
            spec.labels.append(LabelSpec(public["last_play"], (left + right) / 2, TOP - 0.3, size=0.17,
                                         max_width=right - left))

        def target(line: str, end: str, x: float, y: float, what: str) -> None:
            spec.targets.append(TargetSpec(end_target(line, end), x, y, w=s, h=h, name=what))

        # the main line
        for k, card in enumerate(main):
            x = xk(k)
            marks = []
            if k == initial:
                marks.append("the first card, on a card face down")
                spec.board = crossways_back(x, y_main, s)
                spec.board_key = ("biscuit-under", round(x, 4), round(y_main, 4), round(s, 4))
            if card in crosses:
                marks.append("a cross card")
            spec.pieces.append(PieceSpec(id=f"line:{card}", zone="main", kind="card", face=card, scale=s, x=x,
                                         y=y_main, z=50, name=f"{CARDS[card].title}, in the main line"
                                         + (f" ({', '.join(marks)})" if marks else "")))
            if k == initial or card in crosses:
                # above the card, or below it when cards are played up from it (both: the cross
                # shape says it)
                c = crosses.get(card)
                ly = y_main - 0.22 if not (c and c["up"]) else y_main + h + 0.02 if not c["down"] else None
                if ly is not None:
                    spec.labels.append(LabelSpec("first" if k == initial else "cross", x + s / 2, ly, size=0.14,
                                                 bold=True, highlight=card in crosses, max_width=hstep))
        target("main", "left", x0 - hstep, y_main, "the left end of the main line")
        target("main", "right", xk(len(main) - 1) + hstep, y_main, "the right end of the main line")
        # the cross lines
        for k, card in enumerate(main):
            c = crosses.get(card)
            if c is None:
                continue
            x = xk(k)
            for i, up in enumerate(c["up"]):
                spec.pieces.append(PieceSpec(id=f"line:{up}", zone=f"cross_{card}", kind="card", face=up, scale=s,
                                             x=x, y=y_main - (i + 1) * vstep, z=49 - i,
                                             name=f"{CARDS[up].title}, above {CARDS[card].title}"))
            for i, down in enumerate(c["down"]):
                spec.pieces.append(PieceSpec(id=f"line:{down}", zone=f"cross_{card}", kind="card", face=down,
                                             scale=s, x=x, y=y_main + (i + 1) * vstep, z=51 + i,
                                             name=f"{CARDS[down].title}, below {CARDS[card].title}"))
            title = CARDS[card].title
            target(card, "up", x, y_main - len(c["up"]) * vstep - h, f"the top of {title}'s cross line")
            target(card, "down", x, y_main + len(c["down"]) * vstep + h, f"the bottom of {title}'s cross line")


def crossways_back(x: float, y: float, s: float):
    """The face-down card under the initial card, drawn crossways (under everything, with the
    table's board layer: pieces are upright), so it shows at both sides of the first card."""

    def paint(p: QPainter, unit: float) -> None:
        w = s * unit
        pm = card_painter().pixmap(BACK, w, p.device().devicePixelRatioF() if p.device() else 1.0)
        p.save()
        p.translate((x + s / 2) * unit, (y + s * CARD_RATIO / 2) * unit)
        p.rotate(90)
        p.drawPixmap(QRectF(-w / 2, -w * CARD_RATIO / 2, w, w * CARD_RATIO), pm, QRectF(pm.rect()))
        p.restore()

    return paint


def make_layout() -> BiscuitTable:
    """A fresh table per game shown (it keeps the position it was last asked about)."""
    return BiscuitTable()
