"""Rummoli on the table: the board on the left (a square board of nine spaces, 3 by 3, the
Rummoli pot in the middle, each space printed with its card(s) and holding a growing pile of chip
tokens with the count), the seats across the top right (name, chips, cards left; the player to
move highlighted), the run of played cards in the middle with the widow or dead hand beside it,
the prompt and the buttons under it, and the hand of the player to move along the bottom.

Gestures: drag the card you must play from your hand onto the played cards (only the wanted card
lifts; any other card stays put and the status line gives the engine's reason). Everything else
is a button on the table: keep / take / auction the widow, a few bid amounts (+1, +2, +5, +10 over
the high bid, within the bidder's chips) and Pass, deal the next round, end the game, re-buy or
retire, name the space with the fewest chips. After a move, collected chips glide from their
space to the seat that took them (and the ante from each seat to the spaces).

The spaces come from the engine's :data:`~cardtable.games.rummoli.SPACES` (the centre is the
Rummoli pot, the others go round the ring in that order); nothing here decides legality.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen, QRadialGradient

from ...core.cards import SUIT_OF, card_name, card_short
from ...games import poker_hands
from ...games.rummoli import (AKD, POKER, RUMMOLI, SEQ789, SHORT_SPACE_NAMES, SINGLE_CARD_SPACES,
                              SPACE_NAMES, SPACES, value)
from ..hand_fan import NAME_OVER_HAND, add_hand, fit_fan, hand_holder
from ..cards import BACK, CARD_RATIO, card_painter
from ..generic_table import LEAST_PX, set_width
from ..table_view import register_token_painter
from ...core.words import plural
from . import LabelSpec, ModuleTable, PieceSpec, TableSpec, TargetSpec, Transfer, seat_name_label, whose_own

TABLE_H = 7.4
BOARD_X, BOARD_Y = 0.25, 0.3
BOARD = 4.95  # the board's side
PAD = 0.14  # board margin around the cells
CELL = (BOARD - 2 * PAD - 2 * 0.08) / 3
GAP = 0.08
HAND_Y = TABLE_H - CARD_RATIO - 0.15
#: A table much narrower than it is wide (the score sheet widened beside it: 480 px across at
#: 1024x600) is laid out tall: the seats beside the board, in one or two columns of boxes this
#: wide, and the played cards, the prompt and the hand under the board, this much room below it.
TALL_SEAT_W = 1.9
TALL_BELOW = 4.85
WIDE_W = 12.4  # the least width of the table laid out wide
SPACE_CARD = 0.44  # scale of the small card faces printed on the board
CHIP_W, CHIP_H, CHIP_STEP = 0.27, 0.14, 0.045
STACK = 10  # chips per stack on a space
SEAT_WORDS = 0.14  # the words under a seat's chips ("7 cards, dealer")
SEAT_WORDS_LINE = 0.2  # a line of them (at 10 px at least)
CAPTION = 0.17  # the captions over the played cards and the pile
LINE = 1.2  # a line of words, of their size (as the view sets them: DejaVu Sans' 1.16, and a little air)
MAX_STACKS = 5
#: The line saying how the round ended, under the played cards: its size, a line's height, and
#: how far below the cards it starts (clear of the border of the frame round them).
NOTE_SIZE = 0.16
NOTE_LINE = 0.24
NOTE_AIR = 0.2
CHIP_COLOURS = ("#c62828", "#1565c0", "#f2efe6", "#2e7d32", "#f9a825")

#: the card faces printed on each space (the Poker space shows a royal flush; 7-8-9 any suit)
SPACE_CARDS: dict[str, tuple[str, ...]] = {
    **{s: (s,) for s in SINGLE_CARD_SPACES},
    AKD: ("KD", "AD"),
    SEQ789: ("7C", "8C", "9C"),
    POKER: ("10H", "JH", "QH", "KH", "AH"),
    RUMMOLI: (),
}
#: the caption printed on each space
CAPTIONS = {**{s: SPACE_NAMES[s].capitalize() for s in SINGLE_CARD_SPACES},
            AKD: "Ace & king \u2666", SEQ789: "7-8-9 one suit", POKER: "Poker"}
#: ... and where the cells are too small for those at a readable size, the score sheet's names
#: ("J♦", "A-K♦", "7-8-9"): at 800x600 "7-8-9 one suit" was set at 7 px (s46 t2 #12)
SHORT_CAPTIONS = {s: SHORT_SPACE_NAMES[s] for s in CAPTIONS}


# ----- chips ----------------------------------------------------------------------------------
def paint_chip(p: QPainter, spec: PieceSpec, r: QRectF) -> None:
    """A chip seen slightly from above: a coloured rim, white edge marks, a lighter face."""
    base = QColor(spec.face or CHIP_COLOURS[0])
    dark = base.darker(150)
    side = r.height() * 0.24
    top = QRectF(r.left(), r.top(), r.width(), r.height() - side)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(dark)
    p.drawEllipse(top.translated(0, side))
    p.drawRect(QRectF(top.left(), top.center().y(), top.width(), side))
    p.setPen(QPen(base.darker(190), max(0.6, r.width() * 0.02)))
    p.setBrush(base)
    p.drawEllipse(top)
    edge = QColor("#ffffff") if base.lightness() < 200 else QColor("#b0142a")
    pen = QPen(edge, max(1.0, top.height() * 0.16))
    pen.setDashPattern([1.2, 1.6])
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(top.adjusted(top.width() * 0.08, top.height() * 0.1, -top.width() * 0.08, -top.height() * 0.1))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(base.lighter(118))
    p.drawEllipse(top.adjusted(top.width() * 0.28, top.height() * 0.28, -top.width() * 0.28, -top.height() * 0.28))


register_token_painter("chip", paint_chip, round_piece=True)


def chip_colour(k: int) -> str:
    return CHIP_COLOURS[(k // 5) % len(CHIP_COLOURS)]


def chip_pile(spec: TableSpec, pid: str, count: int, x: float, base_y: float, width: float, name: str,
              stack: int = STACK, max_stacks: int = MAX_STACKS, z0: float = 5) -> None:
    """Stacks of chip tokens standing on ``base_y``, centred in ``width`` from ``x``: one token
    per chip up to ``stack * max_stacks`` chips (the count label says the rest)."""
    shown = min(count, stack * max_stacks)
    stacks = math.ceil(shown / stack) if shown else 0
    step_x = min(CHIP_W + 0.02, (width - CHIP_W) / max(1, stacks - 1)) if stacks > 1 else 0
    total = CHIP_W + step_x * max(0, stacks - 1)
    x0 = x + (width - total) / 2
    for k in range(shown):
        s, level = divmod(k, stack)
        spec.pieces.append(PieceSpec(
            id=f"{pid}:{k}", kind="chip", face=chip_colour(k), x=x0 + s * step_x,
            y=base_y - CHIP_H - level * CHIP_STEP, z=z0 + level + s * 0.01, w=CHIP_W, h=CHIP_H, name=name))


# ----- the board ------------------------------------------------------------------------------
def cell_rects() -> dict[str, tuple[float, float]]:
    """Top-left of each space's cell, in card units: the Rummoli pot in the middle, the other
    spaces clockwise from the top-left corner, in the engine's order."""
    ring = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
    others = [s for s in SPACES if s != RUMMOLI]
    out = {RUMMOLI: (1, 1)}
    out.update(zip(others, ring))
    return {s: (BOARD_X + PAD + c * (CELL + GAP), BOARD_Y + PAD + r * (CELL + GAP)) for s, (c, r) in out.items()}


def fan_width(n: int) -> float:
    if n <= 1:
        return SPACE_CARD * n
    step = {2: 0.2, 3: 0.17}.get(n, 0.1)
    return SPACE_CARD + step * (n - 1)


def _caption_font_at(pixels: int) -> QFont:
    cap = QFont("DejaVu Sans")
    cap.setBold(True)
    cap.setPixelSize(pixels)
    return cap


@lru_cache(maxsize=2)
def _widest_caption_per_pixel(short: bool) -> float:
    """The widest caption's width for each pixel of text height (measured once, at 100)."""
    captions = SHORT_CAPTIONS if short else CAPTIONS
    return max(QFontMetricsF(_caption_font_at(100)).horizontalAdvance(t) for t in captions.values()) / 100


def board_captions(unit: float) -> tuple[QFont, dict[str, str]]:
    """The cells' captions and their one size, the widest whole in its cell ("Jack of diamonds"
    was cut to "ack of diamond" on a small window): the names in words at 0.15 of a unit where
    the cells have room for them at 10 px (:data:`LEAST_PX`) or more, else the short names
    (:data:`SHORT_CAPTIONS`) at 10 px at the least."""
    room = (CELL - 0.08) * unit
    wanted = max(LEAST_PX, int(0.15 * unit))
    for short in (False, True):
        pixels = min(wanted, int(room / _widest_caption_per_pixel(short)))
        if pixels >= LEAST_PX:
            break
    return _caption_font_at(max(7, pixels)), SHORT_CAPTIONS if short else CAPTIONS


def paint_board(p: QPainter, unit: float) -> None:
    """The printed board: a dark wooden square with a gold rim, nine felt cells, each with its
    card faces and caption; the Rummoli pot in gold in the middle."""
    u = unit
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    outer = QRectF(BOARD_X * u, BOARD_Y * u, BOARD * u, BOARD * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(outer.translated(0.04 * u, 0.06 * u), 0.25 * u, 0.25 * u)
    g = QLinearGradient(outer.topLeft(), outer.bottomRight())
    g.setColorAt(0, QColor("#7a3b1c"))
    g.setColorAt(0.5, QColor("#5e2a12"))
    g.setColorAt(1, QColor("#46200d"))
    p.setBrush(g)
    p.setPen(QPen(QColor("#d8b04a"), max(2.0, 0.04 * u)))
    p.drawRoundedRect(outer, 0.25 * u, 0.25 * u)
    cap, captions = board_captions(u)
    cap_high = max(0.22 * u, QFontMetricsF(cap).height())
    for space, (x, y) in cell_rects().items():
        r = QRectF(x * u, y * u, CELL * u, CELL * u)
        centre = space == RUMMOLI
        if centre:
            cg = QRadialGradient(r.center(), r.width() * 0.75)
            cg.setColorAt(0, QColor("#f6d365"))
            cg.setColorAt(1, QColor("#b8860b"))
            p.setBrush(cg)
            p.setPen(QPen(QColor("#fff3c4"), max(1.5, 0.03 * u)))
        else:
            cg = QRadialGradient(r.center(), r.width() * 0.8)
            cg.setColorAt(0, QColor("#2f8a57"))
            cg.setColorAt(1, QColor("#1a5a37"))
            p.setBrush(cg)
            p.setPen(QPen(QColor("#d8b04a"), max(1.0, 0.02 * u)))
        p.drawRoundedRect(r, 0.12 * u, 0.12 * u)
        # the caption along the bottom of the cell (the centre: a title across the top)
        if centre:
            f = QFont("DejaVu Serif")
            f.setPixelSize(max(10, int(0.2 * u)))
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#5a3a00"))
            p.drawText(QRectF(r.left(), r.top() + 0.06 * u, r.width(), 0.34 * u), Qt.AlignmentFlag.AlignCenter, "RUMMOLI")
        else:
            p.setFont(cap)
            p.setPen(QColor("#f7f1dc"))
            p.drawText(QRectF(r.left() + 0.04 * u, r.bottom() - 0.02 * u - cap_high, r.width() - 0.08 * u, cap_high),
                       Qt.AlignmentFlag.AlignCenter, captions[space])
        cards = SPACE_CARDS[space]
        if cards:
            step = (fan_width(len(cards)) - SPACE_CARD) / max(1, len(cards) - 1)
            for k, card in enumerate(cards):
                pm = card_painter().pixmap(card, SPACE_CARD * u, dpr)
                p.drawPixmap(QPointF((x + 0.09 + k * step) * u, (y + 0.08) * u), pm)


# ----- gestures -------------------------------------------------------------------------------
def piece_of(move: dict[str, Any]) -> str | None:
    return "hand:" + move["card"] if move.get("kind") == "play" else None


def target_of(move: dict[str, Any]) -> str | None:
    return "played" if move.get("kind") == "play" else None


def choice_label(move: dict[str, Any]) -> str:
    return action_label(move)


def action_label(move: dict[str, Any]) -> str:
    kind = move.get("kind")
    if kind == "bid":
        return f"Bid {move['chips']}"
    if kind == "name_space":
        return f"{SHORT_SPACE_NAMES[move['space']]} space"
    return {"keep": "Keep my hand", "exchange": "Take the widow", "auction": "Auction the widow",
            "pass": "Pass", "next_round": "Deal the next round", "end_game": "End the game",
            "rebuy": "Re-buy chips", "retire": "Retire"}.get(str(kind), str(kind))


def shown_actions(moves: list) -> list:
    """Of the many legal bids, offer +1, +2, +5 and +10 over the high bid (those within the
    bidder's chips); every other button move as it is."""
    bids = sorted(m["chips"] for m in moves if m.get("kind") == "bid")
    keep = set()
    if bids:
        keep = {bids[0] + d for d in (0, 1, 4, 9)} & set(bids)
    return [m for m in moves if m.get("kind") != "bid" or m["chips"] in keep]


def score_text(score: int) -> str:
    """The engine's score: chips held, less chips bought with re-buys."""
    return plural(score, "chip")


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if piece.startswith("hand:") and target == "played":
        return {"kind": "play", "card": piece[5:]}
    return None


def wrong_place(piece: str, target: str | None) -> str:
    return "Play a card by dropping it on the played cards in the middle."


def transfers(game, before, after) -> list[Transfer]:
    """Chips that moved: collected from a space by a seat, the ante from every seat to every
    space when a round is dealt, a widow bought from the dealer."""
    out: list[Transfer] = []
    if after.round_no > before.round_no:
        for seat, playing in enumerate(after.in_game):
            if playing:
                out += [Transfer(f"seat:{seat}", f"space:{s}", 1, "chip", chip_colour(seat * 5), CHIP_W, CHIP_H)
                        for s in SPACES]
        return out
    if len(after.end_deals) > len(before.end_deals):
        d = after.end_deals[-1]
        return [Transfer(f"space:{d['space']}", f"seat:{seat}", amount, "chip", chip_colour(0), CHIP_W, CHIP_H)
                for seat, amount in d["payouts"]]
    if after.widow_taker >= 0 > before.widow_taker and after.widow_taker != after.dealer and after.high_bid:
        out.append(Transfer(f"seat:{after.widow_taker}", f"seat:{after.dealer}", after.high_bid, "chip",
                            chip_colour(10), CHIP_W, CHIP_H))
    for k, (space, seat, amount) in enumerate(after.payouts[len(before.payouts):]):
        out.append(Transfer(f"space:{space}", f"seat:{seat}", amount, "chip", chip_colour(5 * k), CHIP_W, CHIP_H))
    return out


# ----- the table ------------------------------------------------------------------------------
def hand_order(card: str) -> tuple[int, int]:
    """Suits in alternating colours, low to high within each suit (aces high)."""
    return ("SHCD".index(SUIT_OF[card]), value(card))


def seat_hand(zones: dict[str, Any], seat: int) -> dict[str, Any]:
    """The seat's cards as the viewer sees them: its hand, or its poker hand in the end deals."""
    return zones.get(f"hand/{seat}") or zones[f"poker/{seat}"]


def tall_size(n: int) -> tuple[float, float]:
    """The least width and the height of the table laid out tall for ``n`` seats."""
    cols = 1 if n <= 4 else 2
    return BOARD_X + BOARD + 0.35 + cols * TALL_SEAT_W + (cols - 1) * 0.16 + 0.2, BOARD_Y + BOARD + TALL_BELOW


def _line_count(text: str, size: float, width: float, bold: bool = False) -> int | None:
    """How many lines ``text`` (at ``size``) takes in ``width``, broken at its spaces and after
    its hyphens; None where one word alone is wider."""
    lines, line = 1, ""
    for piece in text.replace("-", "- ").split():
        joined = f"{line} {piece}".strip() if not line.endswith("-") else line + piece
        if set_width(piece, size, bold=bold) > width:
            return None
        if line and set_width(joined, size, bold=bold) > width:
            lines, line = lines + 1, piece
        else:
            line = joined
    return lines


def _two_lines(name: str, size: float, width: float) -> bool:
    """Whether ``name`` (bold, at ``size``) takes two lines at most in ``width``, broken at its
    spaces and after its hyphens: a longer one is cut on one line, as before (a 30-letter name
    on two lines, cut, told no more than on one)."""
    lines = _line_count(name, size, width, bold=True)
    return lines is not None and lines <= 2


def _seat_words(v: dict[str, Any], phase: str, seat: int, cards: int) -> str:
    """The words under a seat's chips: its cards, "dealer", how it stands in the auction or
    that it is out of the game, and the chips it has bought ("7 cards, dealer, bought 20")."""
    ending = phase in ("end", "game_over")
    roles = []
    if seat == v["dealer"] and not ending:  # (in the end deals the next dealer deals: Ben, to move)
        roles.append("dealer")
    if not v["in_game"][seat]:
        roles.append("out of the game")
    elif phase == "auction" and v["auction"] and seat == v["auction"]["high_bidder"]:
        roles.append(f"high bid {v['auction']['high_bid']}")
    elif phase == "auction" and v["auction"] and seat in v["auction"]["passed"]:
        roles.append("passed")
    if v["bought"][seat]:
        roles.append(f"bought {v['bought'][seat]}")
    # (the end deals' cards are all face up beside the board: "5 cards" here told nothing)
    return ", ".join(([] if ending else [plural(cards, "card")]) + roles)


def lays_out_tall(n: int, aspect: float) -> bool:
    """Whether a table of ``aspect`` (width / height) shows ``n`` seats larger laid out tall than
    wide: the board with the seats and the play beside it takes 12.4 card widths, and in a table
    480 px wide it was set at 39 px a card, the words in the seats' boxes run together (finding
    s30 t2 #16)."""
    tall_w, tall_h = tall_size(n)
    wide = min(aspect / max(TABLE_H * aspect, WIDE_W), 1 / TABLE_H)  # a card's size, of the height
    tall = min(aspect / max(tall_h * aspect, tall_w), 1 / tall_h)
    return tall > wide * 1.05


class RummoliTable(ModuleTable):
    """This module's layout for one game shown, told the view's height by the window
    (``pixels_high``): the words under the seats' chips and the pile's caption are reckoned at
    the size the view sets them, 10 px at the least (:func:`describe`'s ``pixels_high``)."""

    def describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        return describe(game, state, viewer, aspect, prompt, self.pixels_high)


def make_layout() -> RummoliTable:
    """A fresh table per game shown (it keeps the view's height)."""
    return RummoliTable()


def as_set(size: float, unit: float | None) -> float:
    """A text ``size`` (card units) as the view sets it at ``unit`` px a unit: in whole pixels,
    10 at the least (unknown unit: as given)."""
    return max(LEAST_PX, round(size * unit)) / unit if unit else size


def describe(game, state, viewer: int | None, aspect: float, prompt: str,
             pixels_high: float | None = None) -> TableSpec:
    obs = game.observation(state, viewer)  # what the viewer may see: nothing else is read
    zones = obs["zones"]
    v = obs["public"]
    players = obs["players"]
    n = len(players)
    turn = v["turn"]
    phase = v["phase"]
    tall = lays_out_tall(n, aspect)
    least_w, height = tall_size(n) if tall else (WIDE_W, TABLE_H)
    width = max(height * aspect, least_w)
    unit = min(pixels_high * aspect / width, pixels_high / height) if pixels_high else None
    hand_y = height - CARD_RATIO - 0.15
    spec = TableSpec(width=width, height=height, board=paint_board)

    # a hint bubble keeps off the whole board, its rim too: with the cells only, "You must play
    # the 5 of diamonds, ..." lay on the rim over the tops of the Poker and 10 of spades spaces
    # (1280x688, s38 t3)
    spec.keep_clear.append((BOARD_X, BOARD_Y, BOARD, BOARD))
    # ----- the board's spaces: a target each (chips fly to and from it), a pile, a count -------
    for space, (x, y) in cell_rects().items():
        count = v["spaces"][space]
        name = f"{SPACE_NAMES[space]} space: {plural(count, 'chip')}"
        spec.targets.append(TargetSpec(f"space:{space}", x, y, w=CELL, h=CELL, name=name, shape="cell"))
        spec.keep_clear.append((x, y, CELL, CELL))  # a hint bubble leaves the pay spaces in sight
        if space == RUMMOLI:
            chip_pile(spec, f"chips:{space}", count, x + 0.06, y + CELL - 0.36, CELL - 0.12, name, stack=10, max_stacks=5)
            spec.labels.append(LabelSpec(str(count), x + CELL / 2, y + CELL - 0.33, size=0.22, bold=True,
                                         max_width=CELL))
            continue
        fw = fan_width(len(SPACE_CARDS[space]))
        chip_pile(spec, f"chips:{space}", count, x + 0.08, y + CELL - 0.27, CELL - 0.16, name)
        right = x + 0.09 + fw + 0.04
        spec.labels.append(LabelSpec(str(count), (right + x + CELL - 0.04) / 2, y + 0.2, size=0.26, bold=True,
                                     max_width=x + CELL - right))

    # ----- the seats ------------------------------------------------------------------------
    area_x = BOARD_X + BOARD + 0.35
    area_w = width - area_x - 0.2
    if tall:  # beside the board, in one or two columns
        cols = 1 if n <= 4 else 2
    else:  # across the top, in one or two rows
        cols = n if n <= 4 else math.ceil(n / 2)
    rows = math.ceil(n / cols)
    gap = 0.16
    seat_w = min(2.8, (area_w - gap * (cols - 1)) / cols)
    tx_w = seat_w - 0.6  # (the words' width, right of the seat's chips)
    words = [_seat_words(v, phase, seat, seat_hand(zones, seat)["count"]) for seat in range(n)]
    # The words under the chips grow down from just under them, two lines in the box; every box
    # a line taller while a seat's take three: "7 cards, dealer, bought 20" after a re-buy, on
    # three lines centred where one goes, ran up over "4 chips" (1024x600, s36 t4 #8)
    # (reckoned at the size the view sets them: at 640x420, 47 px a unit, "6 cards, dealer" at
    # the least 10 px took two lines where 0.14 of a unit had it on one, and its second ran out
    # of Farid's box into the dead hand's caption under it, s45)
    words_size = as_set(SEAT_WORDS, unit)
    words_line = LINE * words_size
    most = 1 if tall else max(_line_count(line, words_size, tx_w) or 3 for line in words)
    seat_h = 1.0 + SEAT_WORDS_LINE * max(0, most - 2)
    # (as low as their lines reach, from y + 0.63: set larger than planned, or three lines at the
    # least 10 px, whose lines are 0.195 of a unit and a little air at 61 px a unit; they ran 1.5
    # px out of the dealer's box when the docked sheet took its room for earlier hands, s47)
    seat_h = max(seat_h, 0.65 + most * words_line)
    seats_w = seat_w * cols + gap * (cols - 1)
    sx0 = area_x + (area_w - seats_w) / 2
    # one size for every name in the strip, a long one wrapped on two lines rather than set
    # smaller: "Anna-Sophie Müller" fitted one line only set at 9 px, beside "Bartholomew" at 13
    # and the wrapped names at 12 (1280x800, s39 t2 F10)
    name_size = 0.2 if all(set_width(p, 0.2, bold=True) <= seat_w - 0.15 for p in players[:n]) else 0.15
    for seat in range(n):
        r, c = divmod(seat, cols)
        x, y = sx0 + c * (seat_w + gap), BOARD_Y + r * (seat_h + gap)
        name = players[seat]
        chips, held = v["chips"][seat], seat_hand(zones, seat)["count"]
        spec.targets.append(TargetSpec(f"seat:{seat}", x, y, w=seat_w, h=seat_h,
                                       name=f"{name}: {plural(chips, 'chip')}, {plural(held, 'card')}",
                                       tokens_at=(x + 0.08 + 0.34 / 2, y + seat_h - 0.1 - CHIP_H)))  # its chips
        chip_pile(spec, f"seatchips:{seat}", min(chips, 12), x + 0.08, y + seat_h - 0.1, 0.34, f"{name}'s chips: {chips}",
                  stack=4, max_stacks=3)
        tx = x + 0.5 + (seat_w - 0.55) / 2
        tw = tx_w
        # a name too long for one line at a readable size on two, smaller, from the box's top
        # down to the chips (cut on one line, "Grandpa…" read in a box with room for the
        # whole of "Grandpa Bartholomew", s32 t2)
        two = set_width(name, name_size, bold=True) > seat_w - 0.15 and _two_lines(name, name_size, seat_w - 0.15)
        spec.labels.append(replace(seat_name_label(name, x + seat_w / 2, y + (0.0 if two else 0.07),
                                                   size=name_size, highlight=seat == turn,
                                                   max_width=seat_w - 0.15, lines=2 if two else 1),
                                   down=two, keep_size=True))
        spec.labels.append(LabelSpec(plural(chips, "chip"), tx, y + 0.41, size=0.17, bold=True, max_width=tw))
        line = words[seat]
        if line and tall:  # (on one line, set smaller where need be: on two, "5 cards, dealer" ran into the chips)
            spec.labels.append(LabelSpec(line.replace(" ", "\u00a0"), tx, y + 0.68, size=SEAT_WORDS, max_width=tw))
        elif line:
            spec.labels.append(LabelSpec(line, tx, y + 0.63, size=SEAT_WORDS, max_width=tw, down=True))
    seats_bottom = BOARD_Y + rows * seat_h + (rows - 1) * gap
    # the room for the play: beside the board under the seats, or under the board (tall)
    if tall:
        area_x, area_w, seats_bottom = BOARD_X, width - BOARD_X - 0.2, BOARD_Y + BOARD

    if phase in ("end", "game_over"):
        end_table(spec, v, zones, players, area_x, area_w, seats_bottom, prompt)
        return spec

    # ----- the played cards, the widow / dead hand -----------------------------------------
    cx = area_x + area_w / 2
    note = ""
    if phase in ("round_over", "rebuy") and v["history"]:
        h = v["history"][-1]
        # (not "Round 1: ...": the prompt under it says "Round 1 is over.", and the table's prompt
        # leaves the result to this line, s44)
        pot = sum(amount for space, seat, amount in h["payouts"] if space == RUMMOLI and seat == h["rummoli"])
        note = f"{players[h['rummoli']]} went out first and takes the Rummoli pot ({plural(pot, 'chip')})."
        if h.get("poker_hand"):
            # the winning five, so the family can check them ("each player finds the 5 cards that
            # will create their best poker hand"): named alone, no one saw them (s44 t1 #10)
            hands = h.get("poker_hands") or []
            five = " ".join(card_short(c) for c in hands[h["poker_winners"][0]]) \
                if len(hands) > h["poker_winners"][0] else ""
            note += f" Poker: {' and '.join(players[w] for w in h['poker_winners'])} ({h['poker_hand']}" \
                    f"{': ' + five if five else ''})."
    side_w = 1.4  # the widow / dead pile on the right
    run_x, run_w = area_x, area_w - side_w
    widow_size = zones["widow"]["count"]
    dead_size = next(z["count"] for z in zones.values() if z["name"] == "dead")  # "dead/3" once given up
    pile, pile_name = (widow_size, "Widow") if widow_size else (dead_size, "Dead hand")
    pile_caption = f"{pile_name} ({pile})" if pile else ""
    # The pile's caption on the lines it takes as the view sets it, its last where one line goes
    # and the cards lower by the rest: at 640x420 (six seats, 47 px a unit) "Dead hand (8)" at
    # the least 10 px broke in two about its line and rose over Farid's "6 cards, dealer" (s45)
    caption_size = as_set(CAPTION, unit)
    top = seats_bottom + 0.5 + LINE * caption_size * max(0, (_line_count(pile_caption, caption_size, side_w) or 2) - 1)
    planned = BOARD_Y + rows * 1.0 + (rows - 1) * gap + 0.5  # (seat boxes 1.0 high, one line of captions)
    if top > planned + 1e-6 and not tall and width > height * aspect:
        # (the words taller than the seats' boxes and the one line of captions planned, in
        # a window narrower than the table's least width: the table as tall as the view, the
        # room under the seats the larger, not a band of bare felt above and below it; at
        # 640x420 the played cards were left too small for their frame, under the prompt)
        height = spec.height = width / aspect
        hand_y = height - CARD_RATIO - 0.15
    prompt_y = hand_y - 1.55
    # the line under the played cards takes the lines it wraps to (two lines had room for one
    # and rose over the frame's border, s44 t1 #3)
    note_room = NOTE_AIR + NOTE_LINE * -(-set_width(note, NOTE_SIZE) // area_w) + 0.05 if note else 0.0
    scale = max(0.5, min(1.0, (prompt_y - 0.12 - note_room - top) / CARD_RATIO))
    ch = scale * CARD_RATIO
    played = v["played"]
    spec.targets.append(TargetSpec("played", run_x, top - 0.05, w=run_w, h=ch + 0.1, name="the played cards",
                                   plays=True))
    # The cards overlap more as the round goes on, each corner still showing, so all are kept;
    # only past that are the oldest left out, and the caption says so ("Played this round (11)"
    # showed 10 cards, the one that started the round gone without a sign)
    room = run_w - 0.2 - scale
    step = 0.42 * scale if len(played) < 2 else max(0.2 * scale, min(0.42 * scale, room / (len(played) - 1)))
    fits = max(1, int(room / step + 1e-9) + 1)
    shown = played[-fits:]
    caption = f"Played this round ({len(played)})" if played else "Played cards: drop your card here"
    if len(shown) < len(played):
        caption = f"Played this round ({len(played)}, the last {len(shown)} shown)"
    if v["need"]:
        caption += f" · wanted next: {card_short(v['need'])}"
    spec.labels.append(LabelSpec(caption, run_x + run_w / 2, top - 0.36, size=CAPTION, bold=bool(v["need"]),
                                 max_width=run_w))
    x0 = run_x + 0.1
    for k, (seat, card) in enumerate(shown):
        last = k == len(shown) - 1
        spec.pieces.append(PieceSpec(id=f"played:{len(played) - len(shown) + k}", kind="card", face=card,
                                     x=x0 + k * step, y=top, z=10 + k, scale=scale,
                                     name=f"{card_name(card)}, played by {players[seat]}" + (" (the last card)" if last else "")))
    pile_x = run_x + run_w + (side_w - scale) / 2
    if pile:
        for k in range(min(3, pile)):
            spec.pieces.append(PieceSpec(id=f"{pile_name.lower()}:{k}", kind="card", face=BACK, x=pile_x - 0.03 * k,
                                         y=top - 0.03 * k, z=k, scale=scale,
                                         name=f"the {pile_name.lower()}, {plural(pile, 'card')}, face down"))
        spec.labels.append(LabelSpec(pile_caption, pile_x + scale / 2, top - 0.36, size=CAPTION,
                                     max_width=side_w, up=True))

    # ----- what happened, the prompt, the buttons -------------------------------------------
    if note:
        # under the frame round the played cards (its border reaches past them), growing down
        spec.labels.append(LabelSpec(note, cx, top + ch + NOTE_AIR, size=NOTE_SIZE, max_width=area_w, down=True))
    spec.prompt = LabelSpec(prompt, cx, prompt_y, size=0.2, bold=True, max_width=area_w)
    spec.labels.append(spec.prompt)
    spec.buttons_at = (cx, prompt_y + 0.62)

    # ----- the hand of the player to move ---------------------------------------------------
    if turn is None:
        return spec
    holder = hand_holder(viewer, turn)
    who = players[holder]
    hand = seat_hand(zones, holder)["cards"]
    count = len(hand)
    face_up = viewer is not None and None not in hand  # under the hand-off curtain: backs
    cards: list[str | None] = [None] * count
    if face_up:
        faces: list[str] = sorted(hand, key=hand_order)
        cards = list(faces)
    avail = width - 0.6
    fan = fit_fan(len(cards), width / 2, avail)
    title = f"{whose_own(players, holder, viewer)} hand \u00b7 {plural(count, 'card')}"
    if v["widow_taker"] == holder and phase == "play":
        title += " (the widow)"
    spec.labels.append(LabelSpec(title, width / 2, hand_y - NAME_OVER_HAND, size=0.2, bold=True, highlight=holder == turn,
                                 max_width=width - 0.4))
    if cards:
        spec.targets.append(TargetSpec("hand", max(0.2, fan.x0 - 0.1), hand_y - 0.05, w=min(avail + 0.2, fan.width + 0.2),
                                       h=CARD_RATIO + 0.1, name=f"{who}'s hand"))
    add_hand(spec, fan, cards, hand_y, holder, who)
    return spec


# ----- the end of the game: poker hands dealt face up -----------------------------------------
END_STEP = 0.36  # at the least, fanned cards this share of a card apart: the corner index shows
END_LABEL = 0.34  # the room a hand's caption takes above its cards


def end_grid(count: int, w: float, h: float, gap: float = 0.14) -> tuple[int, float]:
    """The columns and card scale for ``count`` hands of five in a ``w`` by ``h`` room: the
    arrangement that lets the cards be largest (at most a full card)."""
    best = (1, 0.0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        slot_w = (w - gap * (cols - 1)) / cols
        slot_h = (h - gap * (rows - 1)) / rows
        scale = min(1.0, (slot_h - END_LABEL - 0.1) / CARD_RATIO, (slot_w - 0.1) / (1 + 4 * END_STEP))
        if scale > best[1] + 1e-9:
            best = (cols, scale)
    return best


def end_table(spec: TableSpec, v: dict[str, Any], zones: dict[str, Any], players: list[str], area_x: float,
              area_w: float, seats_bottom: float, prompt: str) -> None:
    """The end procedure ("deal a poker hand face up to each player to determine the winner of
    that pot"): beside the board, under the seats, every player's five cards of the last end
    deal, face up for all, best five first, each captioned with its poker hand (the winner's in
    gold); under the board and the hands, across the table, the prompt and the buttons to name
    the next space. The played cards of the last round are gone: they were gathered to deal."""
    n = len(players)
    width = spec.width
    dealt = [s for s in range(n) if seat_hand(zones, s)["cards"]]
    deal = v["end_deals"][-1] if v["end_deals"] else None
    y = seats_bottom + 0.2
    if deal is None:
        caption = ("The game ends: for each space, fewest chips first, five cards are dealt face up to each "
                   "player, and the best poker hand takes its chips.")
    else:
        won = sum(amount for _seat, amount in deal["payouts"])
        names = " and ".join(players[w] for w in deal["winners"])
        caption = (f"Dealt face up for the {SPACE_NAMES[deal['space']]} space ({plural(won, 'chip')}): "
                   f"{names} {'tie' if len(deal['winners']) > 1 else 'wins'} with {deal['hand']}.")
    spec.labels.append(LabelSpec(caption, area_x + area_w / 2, y, size=0.17, bold=True, max_width=area_w))
    top = y + 0.42
    prompt_y = spec.height - 1.3
    if dealt and deal is not None:
        cols, scale = end_grid(len(dealt), area_w, prompt_y - 0.15 - top)
        gap = 0.14
        slot_w = (area_w - gap * (cols - 1)) / cols
        slot_h = END_LABEL + scale * CARD_RATIO + 0.1
        winners = set(deal["winners"])
        for k, seat in enumerate(dealt):
            row, col = divmod(k, cols)
            in_row = min(cols, len(dealt) - row * cols)  # a short last row is centred
            sx = area_x + (area_w - (in_row * slot_w + (in_row - 1) * gap)) / 2 + col * (slot_w + gap)
            sy = top + row * (slot_h + gap)
            cards = seat_hand(zones, seat)["cards"]
            best = poker_hands.best_hand(cards)
            order = list(best.cards) + [c for c in cards if c not in best.cards]
            win = seat in winners
            word = (" ties" if len(winners) > 1 else " wins") if win else ""
            name = players[seat]
            spec.labels.append(LabelSpec(f"{name}{word}: {best.name}", sx + slot_w / 2, sy, size=0.16, bold=win,
                                         highlight=win, max_width=slot_w))
            fan = fit_fan(len(order), sx + slot_w / 2, slot_w - 0.1, scale=scale, max_step=1.06)
            cy = sy + END_LABEL
            spec.targets.append(TargetSpec(f"poker:{seat}", fan.x0 - 0.05, cy - 0.05, w=fan.width + 0.1,
                                           h=scale * CARD_RATIO + 0.1,
                                           name=f"{name}'s five cards, face up: {best.name}" + (word and f" ({word.strip()})")))
            for i, card in enumerate(order):
                spec.pieces.append(PieceSpec(id=f"poker:{seat}:{card}", kind="card", face=card, x=fan.x(i), y=cy,
                                             z=20 + i, scale=scale, owner=seat,
                                             name=f"{card_name(card)}, dealt face up to {name}"))
    spec.prompt = LabelSpec(prompt, width / 2, prompt_y, size=0.2, bold=True, max_width=width - 0.6)
    spec.labels.append(spec.prompt)
    spec.buttons_at = (width / 2, prompt_y + 0.62)
