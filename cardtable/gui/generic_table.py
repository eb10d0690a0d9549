"""The generic card table: any card game drawn from its zones, with no layout code of its own.

From the observation of the seat the table is drawn for (the *viewer*) it lays out, in card units
(a card is 1 wide and :data:`CARD_RATIO` tall, so everything scales with the window):

* the seats round an oval: the viewer's hand fanned and sorted along the bottom, the others face
  down at the sides and across the top, each with name, card count, cards won and the numbers
  the game declares per seat in ``Game.seat_numbers`` (chips, scores);
* centre piles (stock, discard, kitty, pot, foundations), a trick area (who played which card,
  who leads), played cards fanned beside them (shared piles, the set in play, the last play),
  the chips in the pot when the public part names a ``pot``, a tableau or grid and a capture row
  (rows built out from one card line up on the zone's ``anchor``, as a grid; rows beside a
  trick or piles, as PayDay's suits, go beside them, stacked or side by side, as large as fit
  above the hand), and melds in rows
  (the viewer's above the hand, the others' under or beside their seat, each with a small caption
  saying whose they are, "Ben's melds", where it has room); the viewer's own other cards on the
  table (face up, blind) above the hand on the right;
* controls for moves that are not drags, with the engine's labels (Pass, Deal the next hand) and
  a number stepper for a bid within the engine's range (one stepper shared by bids in several
  trumps, with a button per trump); a number naming a seat (``speaker``) is never stepped: one
  button per seat. The buttons wrap onto more lines rather than run off the table. They go
  under the prompt; where that is the viewer's meld row, beside the piles, the hand or the
  row's end instead, else in lines in the room nothing drawn takes, nearest the piles;
* cards chosen, then a button: a move of several ``cards`` that no drag makes (Hearts' pass of
  three) is made by clicking cards of the mover's hand and then the move's button
  (:meth:`GenericTable.selection_of`, :meth:`GenericTable.pick_move`).

Words a game gives in its public part are shown as they are: ``notes`` (short lines for the
middle of the table: trump, the hand, hearts broken) and ``seat_notes`` (one line per seat: a
bid, tricks taken, "sitting out"; when given, it replaces the numbers otherwise shown per seat,
and the words per seat a game names in ``Game.seat_words``: "2 sets of 3", a team's name).
A game whose table order is not its player order gives ``seating`` (the seats at the table,
clockwise): the oval follows it (partners opposite) and seats not in it are drawn aside in the
top corners. A seat ``sitting_out`` (one seat, or a list) is drawn faded; cards of the viewer's
hand its private part lists as ``marked`` (just received) or ``drawn`` (brought in by the
viewer's own last move, :meth:`PlayController.drawn_cards`: one place for every draw-and-discard
game) are outlined.
The names of the seats to act are lit (the colour of "your turn"), or only those of ``on_turn``
where the game gives it (others may act out of turn: 10 Dime Rummy's buyers).
A trick's cards are named by who played them (``trick_seats``, else counted from ``leader``);
once a trick is complete it stays in the middle (``last_trick``: seat and card, with
``last_winner``) until the next card is led. Cards turned up for everyone that have left a
played zone stay in sight there, face up, while it is empty (``shown_in``: zone key -> cards; I
Doubt It's last play, turned up by a doubt and taken into a hand with the pile).

Faces are drawn only from the observation: a card the viewer may not see is never handed to the
painter (it is a back).

Gestures are derived from the move's fields: ``card`` or ``cards``, from zone ``src``, to zone
``dst`` (zone keys). A game whose moves do not name their zones declares, per move kind, the
zone names they go from and to::

    gestures = {"play": ("hand", "discard"), "draw": ("stock", "hand")}

A per-seat zone name ("hand") means the mover's; a move with no card takes the top of its source
pile (click or drag the stock). A game whose zones depend on the move (Fan Tan's row of the
card's suit, the pile drawn from, the meld laid off on, the heaps a capture takes, Sweep's hand
and face-up cards together) writes the engine's drag hook instead (see :class:`~cardtable.core.
game.Game`): ``table_drag(state, move)`` gives the :class:`~cardtable.core.game.Drag` (cards
picked, zones it may be dropped on; None: a button) and ``table_drop(state, seat, drag)`` the
move a drop means (checked by the engine before it is played). A destination that is no zone
yet ("melds": a new meld) is a drop area in the mover's meld row. Labels come from
``game.move_label(state, move)`` when the game has it.

A capture row (Cassino, Scopa) is zones of role ``heap``, one per loose card or build, drawn side
by side beside the centre piles (wrapping to a second line), a build's label under it; a move
dropped on any of several heaps opens a chooser where several moves go there. The destination
:data:`ROW_AREA` is a drop slot at the end of the row (a trail).

A centre pile the game names in ``game.fanned`` is laid out as a line of cards, each one to
be picked up (Five Hundreds' discards).

Card lists the engine judges by rule (a rummy meld is any cards that make one; they are not all
listed): ``game.card_list_moves(state) -> [(kind, src, dst)]`` says that cards selected in zone
``src`` and dragged together onto ``dst`` make ``Move(kind=kind, cards=...)``; the engine's
``check`` decides, and a refusal puts the cards back with its reason. An entry may add a dict of
the move's other fields (``{"seat": 2}``); its ``cards`` go into the move besides the selection
(Push's freed joker, beside the hand: the cards selected and dropped on it meld with it).

A declared name may take the move's fields (``"{source}"``: the zone the move names) and
may name one place of a zone (``"grid#{at}"``: card ``at`` of the mover's grid)::

    gestures = {"draw": ("{source}", "held"), "exchange": ("held", "grid#{at}"),
                "turn": ("grid#{at}", "grid#{at}")}   # a move from a place onto itself is a click

Roles drawn beyond hands and piles: a GRID zone is two rows of cards, each card addressed by its
place (``grid/0#3``), a card only its owner sees marked "peek"; tableau zones that fan ``down``
are columns side by side under the piles, a run taken off a column's foot dragged by its top card
with the cards on it carried along (:meth:`GenericTable.carried`). A seat's own piles, grid and
rows are drawn in a band along the bottom when the seat has no hand; with two seats and no hands
the other seat's band mirrors it along the top. Per-seat words from the public part (a list of
strings, "knocked", "on face") join each seat's line, and a public ``pot`` is written by the piles.
"""

from __future__ import annotations

import bisect
import math
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Iterable, Sequence

from ..core.cards import RANK_OF, RANKS, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, card_name, is_card
from ..core.game import Drag, Move
from ..core.session import shown_to
from ..core.scoresheet import team_name
from ..core.words import first_names, plural, shortened
from ..core.zones import Role, Seen
from .cards import BACK, CARD_RATIO, index_foot
from .hand_fan import fit_fan
from .layouts import BUTTON_TEXT, TEXT_DROP, button_text, LabelSpec, Layout, PieceSpec, TableSpec, TargetSpec, place_words, seat_name_label, \
    whose_own
from .text_widths import BOLD as BOLD_W
from .text_widths import REGULAR as REGULAR_W

TABLE_H = 7.6
MIN_W = 10.0
HAND_Y = TABLE_H - CARD_RATIO - 0.15
HAND_NAME_Y = HAND_Y - 0.38  # the top of the hand's name line ("Your hand · 6 cards", a gold pill on one's turn)
#: The hand's cards lie this much under HAND_Y, in the room its frame had below them: a card
#: chosen rises SELECTED_RISE of its height, and came within 1.1 px of the name line's pill at
#: 1024x600 (Hearts, Crazy Eights; -0.2 px at 640x420). The pill itself stays (0.04 higher set
#: 500 Rummy's bid buttons 28.5 -> 24.9 px high at many window sizes, s45/s46).
HAND_DROP = 0.04
SEAT_W = 2.1  # a seat's box round the oval (name, a small fan of backs, counts)
SEAT_SCALE = 0.42
#: The viewer's hand side by side, a little apart, where the table has room; closer only as far
#: as the room makes them (a two-card Oh Hell! hand at 1024x600 lay overlapped in a wide row).
HAND_STEP = 1.06
#: The viewer's own cards on the table beside the hand (Sweep's face-up and blind cards): side
#: by side where there is room (they lay overlapped with the right half of the table empty).
OWN_CARD_SCALE = 0.5
OWN_CARD_STEP = 0.55
OWN_CARD_SQUEEZED = 0.3
SHOWN_HAND_STEP = 0.24  # another seat's hand laid face up: over half of each card in sight
#: Another seat's hand laid face up (a hand's end: Thirty-One's three cards) where its box has
#: room: each card whole, a gap between, and, for a seat across the top (room under it, the
#: table's middle empty then), larger: they were a fan of 45-pixel cards, each over most of the
#: one before (s39 t1).
SHOWN_SCALE = 0.62
SHOWN_GAP = 0.05
#: A seat's box from its top: the name, the fan of backs, and a line or two under it.
SEAT_BOX_H = 0.68 + SEAT_SCALE * CARD_RATIO + 0.35
PILE_Y = 2.55
BANNER_Y = PILE_Y - 0.84  # the top of the table's banner's last line (it grows up from there)
BANNER_SIZE = 0.18
BANNER_LINE = 0.24  # a line of the banner, at its size (the font's height)
MELD_SCALE = 0.55
SMALL_MELD_SCALE = 0.36
UNDER_GAP = 0.15  # between melds side by side on a line under a seat's box
#: a side seat's melds under its box, the largest at which they all fit there (no smaller than the
#: size the table calls small: 0.3, about 22 px at 1024x600, its corners still read)
UNDER_SCALES = (SMALL_MELD_SCALE, 0.33, 0.3)
#: a grid under a seat across the top beside the band of piles (Golf's): the largest that fits
TOP_GRID_SCALES = (0.6, 0.56, 0.52, 0.48, 0.44, 0.4)
BESIDE_W = 1.5  # the room a side seat's piles and melds may take beside its box, towards the middle
CENTRE_HALF = 1.5  # the least room the centre piles and the trick keep either side of the middle
SIDE_DROP = 0.45  # how much lower the seats at the sides sit, five round a table where melds are laid
SIX_SIDE_DROP = 0.8  # and six round it
NEW_MELD = "melds"  # the destination name of a move that lays a new meld
#: Captions that name no thing but say what became of the cards there ("Taken", "Swept", "Face
#: up", "Not dealt", "Out of play"): a sentence names the zone by its caption and what it is,
#: "your Taken pile" (it said "Drop it on the taken."). Words ending in "ed" ("Passed",
#: "Captured") are such captions too when they stand alone.
_NOT_NAMES = frozenset({"taken", "swept", "dealt", "up", "kept", "left", "won"})
#: Captions starting with a word of place ("On Anna's jacks", "Under the first card") say where
#: the cards lie: "Ben's cards on Anna's jacks", "the pile under the first card".
_PLACE_WORDS = frozenset({"on", "under", "in", "beside", "from"})
#: What a zone of a role holds, after such a caption: "Anna's Face up cards", "the Swept pile".
_LABEL_NOUNS = {"grid": "cards", "hand": "cards", "played": "cards", "meld": "cards", "tableau": "cards",
                "trick": "cards", "heap": "cards"}
ROW_AREA = "row"  # the destination name of a move that lays a card on the capture row (a trail)
HEAP_SCALES = (0.7, 0.6, 0.5, 0.42, 0.36)  # a capture row's cards: the largest whose lines fit
HEAP_ROOM = 3.2  # the height the capture row may take, from HEAP_TOP
HEAP_TOP = 1.75  # the capture row's top when it needs more than one line (below the top seat)
HEAP_CLEAR = 0.15  # the least room between the capture row and a seat's box above it

BUTTON_SCALES = (1.0, 0.85, 0.7, 0.6)  # the buttons' sizes where they have no room at their usual size
#: the button that opens a menu of the buttons that had no room on the table (:meth:`GenericTable.
#: controls`; the view makes the menu: :meth:`~cardtable.gui.table_view.TableView.add_buttons`)
MORE_BUTTON = "More\u2026"
ROW_SCALES = (0.6, 0.5, 0.42, 0.36, 0.3)  # rows in the middle (PayDay's suits): the largest that fit
ROWS_TOP = PILE_Y - 0.3  # the rows block's band, beside the centre piles and the trick
ROWS_BOTTOM = HAND_Y - 1.35  # above the prompt, the buttons and the hand
ROW_CAPTION = 0.3  # under each row, its name
#: the step after a 10 in a squeezed row, of its cards' width: its whole index ("10") shows (at
#: PayDay's 0.24 at 1024x600 it read "1(", s28); the other cards' steps a little less for it
TEN_STEP = 0.34
# the least step a card of a line may be from the next with its corner's rank and suit whole (a
# large card's index box is 0.24 of its width, the glyphs in its middle): Five Hundreds' discards
# at 800x600 were 0.18 apart, a queen read as a C, s46
INDEX_STEP = 0.2
PILE_STEP = 1.45  # a centre pile's width with its gap
CAPTION_SIZE = 0.16  # a zone's caption under it ("Stock (181)"), as the view writes it (ZoneItem)
CAPTION_GAP = 0.25  # the least room between two captions side by side, so each reads as its own
OWN_CAPTION = 0.14  # the captions over the viewer's own piles and cards beside the melds
MELD_LABEL = 0.11  # a meld's label over it ("Red canasta", "Red threes")
# The room that label takes: on a small laptop (1024x600, a unit of 60-70 px) the view sets it at
# its smallest text, 10 px, about 0.16 of a unit wide a letter pair and 0.17 a line, not 0.11.
# (On a narrower table the unit is smaller and those 10 px more of it: see :class:`TextRoom`; these
# constants are a small laptop's, the table being laid out has its own, ``GenericTable.text_room``.)
MELD_LABEL_ROOM = 0.16
MELD_LABEL_LINE = 0.17
OWNER_CAPTION = 0.13  # the caption naming whose another seat's melds are ("Ben's melds")
TEAM_CAPTION_W = 1.2  # the most room kept left of the viewer's team's melds for their caption
OWNER_ROOM = MELD_LABEL_LINE + 0.05  # the room that caption takes over the melds (set as a meld label)
LEAST_PX = 10  # the view never sets a label's text under 10 px (LabelItem; 9 where it shrinks it to fit)
LAPTOP_HIGH = 535  # a small laptop's table in pixels (1024x600, less the menu and status bars)
LAPTOP_LEAST = 0.145  # those 10 px in card units there (a unit of about 69 px)
PROMPT_SIZE = 0.21  # the prompt's text (bold), on a small laptop about 15 px (:class:`TextRoom`)
PROMPT_LINE = 0.245  # a line of it, as the view sets it
CAPTION_APART = 0.35  # the least room between that caption set beside a seat's box and another seat's melds
CLEAR = 0.1  # the least room between the buttons' panel and what is beside it
PILL_GAP = 0.05  # the least room kept over the gold pill of the hand's name line ("Your hand · 6 cards")
TOP_LIFT = 0.15  # how far above melds along the table's top (or beside a seat's name) it may start
TRICK_STEP = 0.95  # from one card of the trick to the next, when there is room
MIN_TRICK_STEP = 0.5
CENTRE_ROLES = ("stock", "discard", "kitty", "pot", "pile", "foundation")
PILE_ROLES = CENTRE_ROLES + ("collection",)  # a seat's own piles, drawn as piles in its band
#: a seat's zones of these roles are not drawn among the viewer's own cards beside the hand
NOT_BESIDE_HAND = ("hand", "meld", "trick", "collection")
BAND_ROWS = ("tableau", "played", "meld")  # a seat's rows of cards in its band
ROW_ROLES = ("tableau", "grid", "played", "board")
#: move fields whose number names a seat, never an amount to step through (``seat``, the mover's
#: own seat in a move several seats may make, is part of the move, not a field that varies)
SEAT_FIELDS = frozenset({"speaker", "player", "whom", "target", "partner", "to", "by", "asker"})
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}  # black and red alternate in a sorted hand
RANK_ORDER = {r: i for i, r in enumerate(RANKS[1:] + ("A",))}  # ace high


@dataclass(frozen=True)
class TextRoom:
    """The room the table's smallest text takes, in card units, on one table as it is laid out (a
    small laptop's unless told: :data:`LAPTOP_TEXT`): the view sets it at :data:`LEAST_PX` at
    least, which is :data:`LAPTOP_LEAST` of a unit on a small laptop and more where the unit is
    smaller. A table about 480 pixels wide (1024x600, the score sheet widened to half the window,
    as it suggests) is laid out 10 wide at 48 px a unit: the meld labels and captions, reckoned at
    0.145, were set at 0.21 and ran over each other and over the cards of the melds beside them
    (Horseshit Rummy, six seats, s34 t2 #8). The rooms reckoned from it grow as much; never below
    a small laptop's (the table's layout there stays as it was). Each layout reckons its own
    (:meth:`of`) and hands it to what needs it: nothing of one table's is left for the next."""

    least: float = LAPTOP_LEAST  # the least text (10 px)
    grow: float = 1.0  # how much larger the least text is than on a small laptop
    meld_label_room: float = MELD_LABEL_ROOM  # a meld's label, as set (:data:`MELD_LABEL_ROOM`)
    meld_label_line: float = MELD_LABEL_LINE  # and a line of it
    owner_room: float = OWNER_ROOM  # the room an owner's caption takes over the melds
    prompt_size: float = PROMPT_SIZE  # the prompt's text
    prompt_line: float = PROMPT_LINE  # and a line of it

    @classmethod
    def of(cls, aspect: float, width: float, pixels_high: float | None) -> "TextRoom":
        """The room for a table of ``aspect`` laid out ``width`` wide, ``pixels_high`` pixels high
        (None: a small laptop's)."""
        high = pixels_high or LAPTOP_HIGH
        unit = min(high * aspect / width, high / TABLE_H)
        least = max(LAPTOP_LEAST, LEAST_PX / max(1.0, unit))
        grow = least / LAPTOP_LEAST
        line = 0.17 * grow
        return cls(least, grow, 0.16 * grow, line, line + 0.05, 0.21 * grow, 0.245 * grow)


LAPTOP_TEXT = TextRoom()  # a small laptop's (1024x600)


def text_w(text: str, size: float) -> float:
    """About how wide ``text`` is set at ``size`` (card units): the table's DejaVu Sans takes 0.48
    to 0.54 of its size a letter (the view sets the size in whole pixels, rounded down)."""
    return 0.52 * size * len(text)


def label_box(lab: LabelSpec, text_room: TextRoom = LAPTOP_TEXT) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom) a label's text takes, about as wide and on as many
    lines as the view sets it at a small laptop's size (its text 10 px at least: at 1024x600,
    about 0.145 of a unit, more on a narrower table, ``text_room``): on one line down to 80 %
    of its size, before a second; a label on
    several lines grows up by half of them as much as down (all of them, ``up``: its last line where
    one line would be), its words :data:`TEXT_DROP` of a line lower in its box."""
    size = max(lab.size, text_room.least)
    tw = set_width(lab.text, size, lab.bold)
    lines = min(3, label_lines(lab, text_room))
    w = min(tw, lab.max_width)
    line = size * 1.2
    # (``down``, a seat's words under its box, grows down from ``y`` as the view sets it: reckoned
    # as growing up by half, their second line was half a line lower than thought, and Biscuit's
    # prompt, kept clear of the box thought, ran into "3 cards · total 5 · / this hand 5", s43)
    y0 = lab.y if lab.down else lab.y - (lines - 1) * line * (1.0 if lab.up else 0.5)
    return (lab.x - w / 2, y0, lab.x + w / 2, y0 + (lines + TEXT_DROP) * line)


def label_lines(lab: LabelSpec, text_room: TextRoom = LAPTOP_TEXT) -> int:
    """On about how many lines the view sets a label (as :func:`label_box` reckons them)."""
    if "\n" in lab.text:
        # (a text broken on purpose, a seat's words at their own size after a dot: each line as
        # many as it takes; the whole reckoned as one line at 80 %, "3 cards · total 5 · / this
        # hand 5" was thought one line and the prompt ran into its second, s43)
        return sum(label_lines(replace(lab, text=part), text_room) for part in lab.text.split("\n"))
    tw = set_width(lab.text, max(lab.size, text_room.least), lab.bold)
    return 1 if tw * 0.8 <= lab.max_width else math.ceil(tw / max(0.3, lab.max_width))


def lines_set(text_room: TextRoom, text: str, size: float, width: float, bold: bool = False) -> int:
    """On how many lines ``text`` is set at ``size`` within ``width``, broken between words as
    the view breaks it (at a small laptop's size: see :func:`label_box`, which reckons at most
    three)."""
    return _lines_set(text, max(size, text_room.least), width, bold)


@lru_cache(maxsize=16384)
def _lines_set(text: str, size: float, width: float, bold: bool) -> int:
    """:func:`lines_set`, its size at least the table's least: the same words are broken again at
    the same sizes and widths every move (a banner looking for room in the corners tried some
    600 a move, two fifths of a long game's time, s39). A line's letters are added one by one in
    the order :func:`_advance` sums them (floats, left to right): the same widths to the last bit
    as measuring each line again, without building it."""
    table = BOLD_W if bold else REGULAR_W
    space = table.get(" ", 0.9)
    lines, line = 1, 0.0  # line: the advance of the line so far (none: no word on it yet)
    started = False
    for word in text.split():
        letters = [table.get(c, 0.9) for c in word]
        if started:
            wider = line + space
            for a in letters:
                wider += a
            if wider * size <= width:
                line = wider
                continue
            lines += 1
        line = 0.0
        for a in letters:
            line += a
        started = True
    return lines


def set_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is set at ``size`` (card units): the font's own advance of each letter,
    regular or bold (:mod:`.text_widths`); a letter it does not list as a wide symbol (0.9).
    Closer than :func:`text_w` for a line of digits and dots ("5 cards \u00b7 2340 pts \u00b7
    foot 13"), which that takes for wider than it is. (Bold letters were reckoned a tenth wider
    than regular ones, and bold lines came out 1.5 to 3 % wider than that: Biscuit's hand line
    touched the prompt, s30.)"""
    return _advance(text, bold) * size


@lru_cache(maxsize=4096)
def _advance(text: str, bold: bool) -> float:
    """The sum of ``text``'s letters' advances (a size of 1): the same few hundred words (names,
    captions, the prompt) are measured again and again in every layout, some 300 times a move
    for eight seats' names (:meth:`GenericTable._names_whole` at four sizes), 7 million letters
    a long game."""
    table = BOLD_W if bold else REGULAR_W
    return sum(table.get(c, 0.9) for c in text)


@lru_cache(maxsize=8192)
def _text_set(text_room: TextRoom, text: str, size: float, max_width: float, bold: bool, elide: int, tailed: bool,
              keep_size: bool, slack: float) -> tuple[float, int, float]:
    """How :meth:`GenericTable._text_box` sets a label's ``text`` (its tail after it, if
    ``tailed``): its width, lines and size, wherever it stands. The same labels are measured again
    at every layout, and the banner looking for a corner tries some 40 widths a corner (each up to
    22 sizes, a line break each): a fifth of a whole game's time on the window under cProfile
    (s46); the answer is the same each time."""
    size = asked = max(size, text_room.least)

    def lines_at(at: float) -> int:
        return sum(lines_set(text_room, part, at, max_width / slack, bold) for part in text.split("\n"))
    lines = lines_at(size)
    if elide:
        lines = min(lines, elide + (1 if tailed else 0))
    elif lines > 1:
        # (as the view fits it: on one line, then two, down to 80 % of its size, before more;
        # never under 9 px, 90 % of the table's least text)
        tries = [(n, k) for n in (1, 2) for k in (1.0, 0.9, 0.8)] + [(1, 0.7), (1, 0.6)] \
            + [(2, k) for k in (0.7, 0.6, 0.5)] + [(3, k) for k in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)]
        if keep_size:  # (on up to three lines at 80 % at least before smaller, and so on down)
            tries = [(n, k) for n in (1, 2, 3) for k in (1.0, 0.9, 0.8)] \
                + [(n, k) for k in (0.7, 0.6, 0.5) for n in (1, 2, 3)]
        fit = next(((n, max(size * k, 0.9 * text_room.least)) for n, k in tries
                    if lines_at(max(size * k, 0.9 * text_room.least)) <= n), None)
        if fit is not None:
            lines, size = fit
    w = min(max(set_width(part, size, bold) for part in text.split("\n")) * slack, max_width)
    if lines > 1 or size < asked:
        w = max_width  # (set smaller or on more lines, it may take its whole width)
    return w, lines, size


def button_width(text: str, scale: float = 1.0) -> float:
    """How wide the view draws a table button with ``text`` (card units), at ``scale``: its words
    (bold, :func:`~cardtable.gui.layouts.button_text`: smaller with the buttons down to the
    least size, and the view never sets them under 10 px) and half its height each side, at
    least 0.9 wide."""
    return max(0.9 * scale, set_width(text, button_text(scale), bold=True) + 0.36 * scale)


SQUARED_STEP = 0.03  # a squared pile's cards apart, of a card's width: one on another, edges showing


def _meld_step(z: dict, scale: float, step: float) -> float:
    """From one card of a meld to the next: ``step``, or the edge of a card where its zone is
    squared up (a closed canasta: a long game's eleven canastas ran off the table's edge)."""
    return scale * SQUARED_STEP if z.get("fan") == "squared" else step


CORNER_STEP = 0.2  # a meld's cards apart, of a card's width, the corner with the rank and suit in sight
LINE_GAP = 0.08  # between a line of melds and the labels of the next under it


def _legible_step(count: int, scale: float, room: float) -> float:
    """From one card of a meld of ``count`` cards to the next where its ranks are to be read: a
    third of a card, less only as far as a meld wider than the whole ``room`` needs, never less
    than the corner with the rank and suit (a fifth of a card)."""
    if count < 2:
        return scale * 0.33
    return max(scale * CORNER_STEP, min(scale * 0.33, (room - scale) / (count - 1)))


def _said_whose(owner: tuple[str, ...]) -> tuple[str, ...]:
    """The ways to say whose melds are (:meth:`GenericTable._owner_names`) that say whose
    (:func:`_whose`), without the seat's name alone, which :meth:`GenericTable._owner_aside` takes
    where nothing else has room: a seat's melds in two places, or the top seat's between the side
    seats' in the band, in a little room, had "Cleo" beside them, read as a name, not as whose
    they are (none there, the seat's other melds or its box beside them say it)."""
    return tuple(o for o in owner if _whose(o))


def _continued(owner: tuple[str, ...]) -> tuple[str, ...]:
    """The ways to say whose the second part of melds split in two along one band is: the first
    part's words, said to go on ("Ben & Dev's melds, continued"). The same caption over both parts,
    either side of the box between, read as two teams of one name (Hand and Foot's other team's
    melds beside the partner's box, s30 t4; a top seat's own either side of its box, 10 Dime
    Rummy, s31). Last, where none of those has room, the seat's name said as whose alone ("Robo
    Remy's", a narrow table's, :meth:`GenericTable._owner_names`): in the corner beside his box
    on a table 480 wide, "Robo Remy's melds, continued" had no room, and his melds there were
    nobody's (s36)."""
    return tuple(f"{o}, continued" for o in owner if not o.endswith("'s")) \
        + tuple(o for o in owner if o.endswith("'s"))


OTHER_TEAM = "The other team"  # a team named short (of two: the one the viewer is not on)
YOUR_TEAM = "Your team"  # (the viewer's)


def _team_word(yours: bool) -> str:
    """A team named short on the table (:meth:`GenericTable._team_said`)."""
    return YOUR_TEAM if yours else OTHER_TEAM


def _more(owner: tuple[str, ...]) -> tuple[str, ...]:
    """The ways to say whose the third part of a seat's melds is, the second said to go on ("Robo
    Remy's melds, continued"): "More of Robo Remy's melds" (the same words over both read as two
    seats' of one name; without any, the part up in the corner was read as anybody's, s33)."""
    return tuple(f"More of {_mid_sentence(o.removesuffix(', continued'))}" for o in owner
                 if _whose(o) and not o.endswith("'s"))


def _mid_sentence(words: str) -> str:
    """Words that start a caption, said after others: "the other team's melds" ("More of The
    other team's melds")."""
    return words[:1].lower() + words[1:] if words.startswith((OTHER_TEAM, YOUR_TEAM)) else words


def _fit_row(melds: list[dict], scale: float, steps: list[float], gap: float,
             room: float) -> tuple[float, list[float], float]:
    """A row of melds (each ``scale`` wide, its cards ``steps`` apart, ``gap`` between melds) made
    to fit ``room``: the open melds' cards and the gaps closer (by the same share, down to a
    quarter of what they were: each card's edge still shows), then, where that is not enough, the
    whole row smaller. Returns the scale, steps and gap."""
    fixed = sum(scale + (st * (max(1, z["count"]) - 1) if z.get("fan") == "squared" else 0.0)
                for z, st in zip(melds, steps))
    give = sum(st * (max(1, z["count"]) - 1) for z, st in zip(melds, steps) if z.get("fan") != "squared") \
        + gap * len(melds)
    share = max(0.25, min(1.0, (room - fixed) / give)) if give > 0 else 1.0
    steps = [st if z.get("fan") == "squared" else st * share for z, st in zip(melds, steps)]
    gap *= share
    used = fixed + give * share
    if used > room > 0:
        k = room / used
        scale, steps, gap = scale * k, [st * k for st in steps], gap * k
    return scale, steps, gap


def _then(spec, since: int, owner: tuple[str, ...], otherwise: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The ways to say whose the second part of melds split in two is, the labels from ``since``
    on those of the first part: said to go on (:func:`_continued`) where the first part says whose
    they are; else the first part's words (with no room round the first part, the second read
    "Ben's team's melds, continued" after nothing, six players at 1366x768, s31), or ``otherwise``
    where given."""
    return _continued(owner) if any(lab.text in owner for lab in spec.labels[since:]) else otherwise or owner


class _Counted(str):
    """The label of a closed set of a kind, squared up (a closed canasta's "Black canasta"): the
    table counts them, one wording however many ("Canastas: 1 black", "Canastas: 2 black, 3 red";
    the counts alone, "1 black", where those words have no room on one line). It read four ways,
    "Black canasta", "2 black canastas" (on two lines over a small stack), "Canastas: 2 black, 3
    red" and "3 black, 2 red", s35 t4 #8."""


def _label(z: dict) -> str:
    """A meld's label as its melds' labels are set (:func:`_meld_labels`): a squared one's counted
    (:class:`_Counted`)."""
    label = z.get("label") or ""
    return _Counted(label) if label and z.get("fan") == "squared" else label


def _closed_first(melds: list[dict]) -> list[dict]:
    """A team's melds with the squared ones (closed canastas) first, those of one label together
    (players set their closed canastas aside, squared up); the open ones after, as they lie."""
    return sorted(melds, key=lambda z: (0, z.get("label", "")) if z.get("fan") == "squared" else (1, ""))


def _meld_labels(text_room: TextRoom, labelled: list[tuple[str, float, float]], since: float,
                 until: float, table: float | None = None) -> list[tuple[str, float, float]]:
    """The labels over melds side by side in a line (``labelled``: each meld's label, left and
    right), between ``since`` and ``until``: (text, middle, width) each. Melds of one label next
    to each other have one over them all, "3 black canastas" (one each, over squared canastas,
    they ran into each other). Labels that would still meet, even on two lines, become one tally
    over them all, "Canastas: 1 black, 1 red". Each is as wide as one line needs where the labels
    beside it leave room (over a squared canasta it went on two, up into the prompt), else
    narrower, on two lines. Melds with no label have none. ``table``: the table's width,
    where the line's room may reach its edge: the labels kept within the table above all (a block
    in a corner, its labels wider than its room on one side, beyond the room's other side)."""
    runs: list[list] = []  # [label, left, right, count]
    for label, left, right in labelled:
        # (never two lay-offs' labels: two "4s" said short side by side are two melds)
        if runs and label and runs[-1][0] == label and not _is_place(label):
            runs[-1][2] = right
            runs[-1][3] += 1
        else:
            runs.append([label, left, right, 1])
    groups: list[list] = []  # [[label, count], ...], left, right
    for label, left, right, n in runs:
        if not label:
            continue
        # (never labels saying where cards lie: "On Ben's 7s, On Ben's 6s" over two cards said
        # neither which was which)
        # (and kinds of one thing side by side, the closed canastas stacked by kind: "8 black
        # canastas" and "3 red canastas" close together read as one line, a tally of two)
        if groups and (_two_lines_w(text_room, _tally(groups[-1][0])) / 2 + _two_lines_w(text_room, _tally([[label, n]])) / 2
                       > (left + right) / 2 - (groups[-1][1] + groups[-1][2]) / 2 - 0.05
                       or _kinds_of_one(groups[-1][0][-1][0], label) and left - groups[-1][2] < 0.3) \
                and not _is_place(label) and not any(_is_place(g[0]) for g in groups[-1][0]):
            groups[-1][0].append([label, n])
            groups[-1][2] = right
        else:
            groups.append([[[label, n]], left, right])
    texts = [_tally(g[0]) for g in groups]
    middles = [(g[1] + g[2]) / 2 for g in groups]
    if middles:
        # the first and last no further out than a little past the line's room (the table's
        # edge is there, along the top: "On Anna's 7s" over one card at the band's left end, set
        # on two lines, ran off it, "On" cut)
        centred = list(middles)
        middles[0] = max(middles[0], since - 0.1 + _label_w(text_room, texts[0]) / 2)
        middles[-1] = min(middles[-1], until + 0.1 - _label_w(text_room, texts[-1]) / 2)
        # and those beside one moved in move along with it, as far apart as they were made, or
        # as their labels on two lines need where less: the last, at the table's edge, moved in
        # over the one before ("On Robo Remy's aces" and "On Robo Remy's jacks" printed as "On
        # Robo RemyOn Robo Remy's", 10 Dime Rummy, s31 t4 #3). (Moved along by their distance
        # made, the first went out past the line's start, and "On Ben's 8s" over a card at a
        # corner's left end was cut by the table's edge, "n Ben's 8s", 10 Dime Rummy, s45 t2 #2)
        apart = [centred[k + 1] - centred[k] if table is None
                 else min(centred[k + 1] - centred[k], (_label_w(text_room, texts[k]) + _label_w(text_room, texts[k + 1])) / 2 + 0.1)
                 for k in range(len(middles) - 1)]
        if table is None:  # (as reckoned for a plan of lines: as it was before, s45)
            middles[0] = max(middles[0], since - 0.1 + _label_w(text_room, texts[0]) / 2)
        for k in range(len(middles) - 2, -1, -1):
            middles[k] = min(middles[k], middles[k + 1] - apart[k])
        if table is not None:
            middles[0] = max(middles[0], since - 0.1 + _label_w(text_room, texts[0]) / 2)
        for k in range(1, len(middles)):
            middles[k] = max(middles[k], middles[k - 1] + apart[k - 1])
        if table is not None:  # (moved in from the table's edges, the others along as above)
            middles[-1] = min(middles[-1], table - 0.05 - _label_w(text_room, texts[-1]) / 2)
            for k in range(len(middles) - 2, -1, -1):
                middles[k] = min(middles[k], middles[k + 1] - apart[k])
            middles[0] = max(middles[0], 0.05 + _label_w(text_room, texts[0]) / 2)
            for k in range(1, len(middles)):
                middles[k] = max(middles[k], middles[k - 1] + apart[k - 1])
    bare = [(left, right) for label, left, right, n in runs if not label]  # melds with no label
    out = []
    for k, (text, middle, (_, left, right)) in enumerate(zip(texts, middles, groups)):
        # (each may widen up to halfway to its neighbours' labels set on two lines)
        low = (middles[k - 1] + _label_w(text_room, texts[k - 1]) / 2 + middle - _label_w(text_room, text) / 2) / 2 if k else since
        high = (middles[k + 1] - _label_w(text_room, texts[k + 1]) / 2 + middle + _label_w(text_room, text) / 2) / 2 \
            if k + 1 < len(groups) else until
        # and never over a meld beside it that has no label: "Red threes" over the team's two red
        # threes ran on over its wild meld beside them, which read as red threes too (s27 t2)
        low = max([low] + [r + 0.02 for l_, r in bare if r <= left + 0.01])
        high = min([high] + [l_ - 0.02 for l_, r in bare if l_ >= right - 0.01])
        room = 2 * min(middle - low, high - middle) - 0.1  # (a space between two labels)

        def fit(text: str, middle: float) -> tuple[float, float, float]:
            """The label's middle and width, and the width one line of ``text`` needs."""
            need = text_w(text, text_room.meld_label_room)
            width = max(0.5, right - left, min(room, need))
            if _is_place(text):  # (never narrower than two lines need)
                width = max(width, min(need, _two_lines_fit(text_room, text)))
            if _is_place(text) and width < need:
                # a lay-off's label moved over to where there is room for it on one line, but never
                # over another meld's cards ("On Dev's 4s" moved over its neighbour read as its):
                # else on two lines over its own cards
                lo = max([low] + [r + 0.02 for _, l, r in labelled if r <= left + 1e-6])
                hi = min([high] + [l - 0.02 for _, l, r in labelled if l >= right - 1e-6])
                if hi - lo - 0.1 >= need:
                    width = need
                    middle = min(max(middle, lo + 0.05 + width / 2), hi - 0.05 - width / 2)
            elif width < need and high - low - 0.1 > width:
                # more room on one side than the other (a card laid off at the start of a line, the
                # block's edge just left of it: "On Robo Ruby's 10s" was set on three lines over the
                # one card): the label moved over to that side, still over its meld
                width = min(need, high - low - 0.1)
                middle = min(max(middle, low + 0.05 + width / 2), high - 0.05 - width / 2)
                middle = min(max(middle, left - width / 2 + 0.1), right + width / 2 - 0.1)
            return middle, width, need

        at, width, need = fit(text, middle)
        if width < need - 1e-9 and ": " in text and not _is_place(text):
            # a tally of kinds with no room for its words on one line ("Canastas: 2 black, 2 / red"
            # over a small stack of closed canastas at 1024x600, s35): the counts alone, "2 black,
            # 2 red" (the rows keep room for them on one line: _meld_gaps)
            text = text.split(": ", 1)[1]
            at, width, _ = fit(text, middle)
        out.append((text, at, width))
    return out


def _kinds_of_one(a: str, b: str) -> bool:
    """Whether two labels name kinds of one thing ("Black canasta", "Red canasta")."""
    wa, wb = a.lower().split(), b.lower().split()
    return a != b and len(wa) > 1 and len(wb) > 1 and wa[-1] == wb[-1]


def _tally(counts: list[list]) -> str:
    """One label for melds of these labels and counts: "3 aces", and for several kinds of one
    thing, "Canastas: 3 black, 1 red" (a kind once, its melds counted together: canastas in the
    order made, "Canastas: 3 black, 1 red, 1 black" said black twice); closed sets counted so
    however many, "Canastas: 1 black" (:class:`_Counted`)."""
    merged: dict[str, int] = {}
    for label, n in counts:
        merged[label] = merged.get(label, 0) + n
    counts = [[label, n] for label, n in merged.items()]
    words = [label.split() for label, n in counts]
    if all(isinstance(label, _Counted) and len(w) > 1 and w[-1] == words[0][-1] for w, (label, n) in zip(words, counts)):
        # closed sets of a kind, however many, in one wording (:class:`_Counted`)
        return f"{words[0][-1].capitalize()}s: " + ", ".join(f"{n} {' '.join(w[:-1]).lower()}" for w, (_, n) in zip(words, counts))
    if len(counts) == 1:
        label, n = counts[0]
        return label if n == 1 else plural(n, label[:1].lower() + label[1:])
    if all(len(w) > 1 and w[-1] == words[0][-1] for w in words):
        return f"{words[0][-1].capitalize()}s: " + ", ".join(f"{n} {' '.join(w[:-1]).lower()}" for w, (_, n) in zip(words, counts))
    return ", ".join(_tally([c]) for c in counts)


def _two_lines_w(text_room: TextRoom, text: str) -> float:
    """About how wide a meld's label is set on two lines (its longest word, or half of it)."""
    return max(text_w(max(text.split(), key=len, default=""), text_room.meld_label_room), text_w(text, text_room.meld_label_room) / 2)


def _is_place(label: str) -> bool:
    """A label saying where the cards lie ("On Ben's 7s": cards laid off on another's meld), or
    said short, the meld alone ("7s", :class:`_Place`)."""
    return isinstance(label, _Place) or bool(label) and label.split()[0].lower() in _PLACE_WORDS


class _Place(str):
    """A lay-off's label said short, the meld it went on alone: "4s" for "On Maximilian
    Alexander's 4s", on a crowded narrow table where no name has room (:func:`_place_names`). It
    is set as a lay-off's label is (:func:`_is_place`: over its own cards, never one tally with
    its neighbours')."""


#: the most letters of a player's name a lay-off's label says whole ("On Robo Remy's 4s"); a
#: longer name is said by its first word, or cut with "…" (:func:`_place_names`)
NAME_IN_PLACE = 9


def _place_names(players: Sequence[str], bare: bool) -> dict[str, str | None]:
    """How a lay-off's label names each player ("On Maximilian's 4s"), each way told apart from
    the others' (a first word two players share, "Robo", is no way): the name whole where it is
    short (:data:`NAME_IN_PLACE`), else its first word, else its start cut with "…"; None, the
    meld alone ("4s", :class:`_Place`), where ``bare``. With six seats and names of 20 and 30
    letters, "On Maximilian Alexander's 4s" over one card, on two lines as wide as the name,
    lay over the pot, the seats' names and the next melds' cards (s37)."""
    if bare:
        return {p: None for p in players}
    firsts = [p.split()[0] if p.split() else p for p in players]
    out: dict[str, str | None] = {}
    for p, first in zip(players, firsts):
        if len(p) <= NAME_IN_PLACE:
            out[p] = p
        elif len(first) <= NAME_IN_PLACE and firsts.count(first) == 1 and first not in players:
            out[p] = first
        else:
            # (a name that begins another is said whole, and the other's cut goes past the space:
            # "Maximilian" and "Maximilian Alexander" both read "Maximilian…", s37 review #1)
            k = NAME_IN_PLACE - 4
            while k < len(p) and (p[k - 1] == " " or any(q != p and q[:k] == p[:k] for q in players)):
                k += 1
            out[p] = p if k >= len(p) else p[:k].rstrip() + "\u2026"
    return out


def _two_lines_fit(text_room: TextRoom, text: str) -> float:
    """How wide a label must be to be set on two lines, broken between words as the view breaks
    it ("On Ben's" over "7s"; narrower, the view set "On / Ben's / 7s" on three, onto the card)."""
    words = text.split()
    size = text_room.meld_label_room
    if _is_place(text) and text.startswith("On ") and "'s " not in text:
        # (a lay-off said short, "On 7s", is never broken: reckoned on two lines, "On" over "7s",
        # the labels of lone cards side by side were set on one and ran into each other)
        return text_w(text, size) + 0.02
    return min([text_w(text, size)] + [max(text_w(" ".join(words[:k]), size), text_w(" ".join(words[k:]), size))
                                       for k in range(1, len(words))]) + 0.02


def _caption_fits(text_room: TextRoom, text: str, width: float) -> bool:
    """Whether a caption (:data:`OWNER_CAPTION`) set within ``width`` fits it: each word as wide
    at most, on no more lines than :func:`label_box` reckons a label takes (three), so nothing
    drawn after it is put where its lines are (the viewer's team's caption left of its row, s36)."""
    size = max(OWNER_CAPTION, text_room.least)
    return lines_set(text_room, text, OWNER_CAPTION, width + 0.02) <= 3 \
        and max((set_width(word, size) for word in text.split()), default=0.0) <= width + 0.02


def _label_w(text_room: TextRoom, text: str) -> float:
    """How narrow a meld's label may be set (on two lines): a lay-off's as the view breaks it."""
    return _two_lines_fit(text_room, text) if _is_place(text) else _two_lines_w(text_room, text)


STACKED_STEP = 0.5  # squared piles of one label stacked, of a card's width: half of each top card in sight


def _meld_gaps(text_room: TextRoom, fans: list[dict], widths: list[float], steps: Sequence[float], base: float = 0.12,
               places: bool = True) -> list[float]:
    """The room after each meld in a line, before the next: ``base``, or where the two say where
    (``places``) they lie ("On Ben's 7s", "On Ben's 6s" over a card each), as much as lets each label be set
    over its own cards on two lines at most (merged into one line over both, "On Ben's 7s, On
    Ben's 6s", which card went where was unclear). Squared piles of one label (a team's closed
    canastas of one kind) are stacked as players set them aside, each on the one before, half of
    its top card in sight (:data:`STACKED_STEP`): side by side, a long round's eleven canastas
    and three open melds of the other team were drawn at 0.25 in the band along the top at
    1024x600, their corners unreadable."""
    gaps = []
    for k, z in enumerate(fans):
        gap = base
        if k + 1 < len(fans):
            a, b = z.get("label", ""), fans[k + 1].get("label", "")
            # (two lay-offs said short alike, "aces" and "aces", are two melds' labels too)
            if places and a and b and (a != b or isinstance(a, _Place)) and (_is_place(a) or _is_place(b)):
                gap = max(gap, (_label_w(text_room, a) + _label_w(text_room, b)) / 2 + 0.1 - (widths[k] + widths[k + 1]) / 2)
            elif a == b and z.get("fan") == fans[k + 1].get("fan") == "squared":
                card = widths[k] - steps[k] * (max(1, z["count"]) - 1)
                gap = card * STACKED_STEP - widths[k]
        gaps.append(gap)
    # and after the closed sets (first in a team's melds) room for their count on one line, the
    # counts alone at least ("2 black, 1 red": a small stack's "Canastas: 2 black, 1 red" went on
    # two lines at 1024x600, s35; a lone canasta's "Black / canasta" ran up into a seat's words,
    # s35 t4 #1), where an open meld follows (a label never reaches over one)
    closed = next((k for k, z in enumerate(fans) if z.get("fan") != "squared"), len(fans))
    text = _tally([[_label(z), 1] for z in fans[:closed] if z.get("label")]) if 0 < closed < len(fans) else ""
    if ": " in text:
        span = sum(widths[:closed]) + sum(gaps[:closed])  # (to the open meld after them)
        count_w = text_w(text.split(": ", 1)[1], text_room.meld_label_room)
        gaps[closed - 1] += max(0.0, count_w + 0.14 - span)
        after = fans[closed].get("label", "")
        if after:
            # and, where the meld after them has a label of its own (a seat's red threes), room for
            # both, each over its own cards, apart (:func:`_meld_labels`: the count on one line, the
            # other on two at most, a space between): closer, they met and were made one tally over
            # both, "4 black, Red threes", read as one label (s36 t2 #3)
            stack = sum(widths[:closed]) + sum(gaps[:closed - 1])
            full, other = _label_w(text_room, text), _label_w(text_room, after)
            apart = max(count_w + 0.1 + other / 2 - full / 2, (full + other) / 2 + 0.05) + 0.02
            gaps[closed - 1] = max(gaps[closed - 1], apart - stack / 2 - widths[closed] / 2)
    return gaps


def _row_gaps(text_room: TextRoom, melds: list[dict], steps: Sequence[float], scale: float,
              gap: float) -> tuple[list[float], float, list[float]]:
    """The room after each of the viewer's melds in its row above the hand (``gap``; a closed
    canasta on the one before of its kind, stacked as :func:`_meld_gaps` stacks the other team's),
    how wide the row is with the room after its last, and the room each meld takes besides, half
    each side, for its lay-off's label on two lines (:func:`_row_slot`)."""
    widths = [scale + st * (max(1, z["count"]) - 1) for z, st in zip(melds, steps)]
    # (after the closed canastas, room for their count on one line: see _meld_gaps)
    gaps = _meld_gaps(text_room, melds, widths, steps, gap, places=False)
    pads = [_row_slot(text_room, z, scale, st, gap) - (w + gap) for z, st, w in zip(melds, steps, widths)]
    return gaps, sum(widths) + sum(gaps) + sum(pads), pads


def _may_part(fans: list[dict], k: int) -> bool:
    """Whether melds in a line may be parted before the ``k``-th (into two rooms): never inside a
    stack of closed canastas of a kind (:func:`_meld_gaps`), whose last would lie apart under a
    label of its own, the stack's counting one less (s34 t4 #3)."""
    return not (0 < k < len(fans) and fans[k - 1].get("fan") == fans[k].get("fan") == "squared"
                and fans[k - 1].get("label", "") == fans[k].get("label", ""))


def _label_spill(text_room: TextRoom, z: dict, width: float) -> float:
    """How far a meld's label reaches past its cards either side (``width`` wide), set as
    narrow as it may be (:func:`_meld_labels`): a card laid off, "On Robo Remy's 4s" over it."""
    label = z.get("label")
    return max(0.0, (max(0.5, _label_w(text_room, label)) - width) / 2 + 0.05) if label else 0.0


def _meld_line(text_room: TextRoom, fans: list[dict], widths: list[float], gaps: list[float], line: list[int], w: float,
               align: bool | int, inside: bool = False) -> list[tuple[str, float, float]]:
    """Each meld's label, left and right in a line of melds (``line``: their indices) within a
    room ``w`` wide from 0, the line against its right edge where ``align``. ``inside``: the
    labels of the line's first and last melds within the room too (the line moved in by as much
    as they reach past its ends: at the room's edge they were moved in over the labels beside,
    and those along with them out of the room the other side, five seats, s34)."""
    line_w = sum(widths[k] + gaps[k] for k in line) - (gaps[line[-1]] if line else 0.12)
    if align == FROM_EDGE and line and not any(fans[k].get("fan") == "squared" for k in line):
        # against the right edge, the first from it leftwards, each meld after to the left of the
        # one before: a meld made moves none made before it (set left to right against the edge,
        # each new one pushed the line's others left, a seat at the right's melds moving at each
        # meld it made: 10 Dime Rummy, six seats on the narrow table, s37). (Not stacks of closed
        # canastas, each on the one before from the left.)
        fx = w - (_label_spill(text_room, fans[line[0]], widths[line[0]]) if inside else 0.0)
        out = []
        for k in line:
            out.append((_label(fans[k]), fx - widths[k], fx))
            fx -= widths[k] + gaps[k]
        return out
    fx = w - line_w if align else 0.0
    if inside and line:
        fx = w - line_w - _label_spill(text_room, fans[line[-1]], widths[line[-1]]) if align \
            else _label_spill(text_room, fans[line[0]], widths[line[0]])
    out = []
    for k in line:
        out.append((_label(fans[k]), fx, fx + widths[k]))
        fx += widths[k] + gaps[k]
    return out


#: ``align`` of a side seat's melds over its box at the right (:func:`_meld_line`): against the
#: right edge, each line from the edge leftwards, the first made at the edge
FROM_EDGE = 2


def _left(labelled: tuple[str, float, float]) -> float:
    """Where a meld in a line starts (:func:`_meld_line`): the line's labels are set left to right."""
    return labelled[1]


def _meld_label_lines(text_room: TextRoom, label: str, width: float) -> int:
    """On how many lines a meld's label over a fan ``width`` wide is set (the view wraps it)."""
    return 1 if not label or text_w(label, text_room.meld_label_room) <= max(0.5, width) else 2


def _hand_alone(zones: list) -> bool:
    """Whether a seat's ``zones`` hold nothing on the table but its hand (Thirty-One's): no melds,
    piles or grid laid round its box."""
    return all(z["role"] == "hand" or not z["count"] for z in zones)


def _whose(text: str) -> bool:
    """Whether an owner's caption says whose ("Ben's melds", a team's names "Ben & Dev", "The other
    team"), not a seat's name alone ("Ben"): a lone "Anna" beside two cards laid off, away from
    her box, read as no caption."""
    return "'s" in text or " & " in text or text in (OTHER_TEAM, YOUR_TEAM)


def _owner_caption(text_room: TextRoom, owner: tuple[str, ...], width: float) -> str:
    """The caption over another seat's melds, within ``width``: the first of the ways to say whose
    they are (``owner``, the longest first) that fits on one line and says whose (never a name
    alone: where "Anna's melds" has no room here it goes round the melds); none where none does."""
    return next((text for text in owner if _whose(text) and text_w(text, text_room.meld_label_room) <= width), "")


def sort_key(card: str) -> tuple[int, int]:
    return SUIT_ORDER.get(SUIT_OF.get(card, ""), 4), RANK_ORDER.get(RANK_OF.get(card, ""), 99)


@dataclass(frozen=True)
class Gesture:
    """What a move picks up and where it goes: piece keys (one per card; a pile's top is the
    pile's key) and the zone keys it may be dropped on (the first: where it goes)."""

    pieces: tuple[str, ...]
    src: str
    to: tuple[str, ...]
    carried: int = 0  # cards on the one picked up that go with it (a run off a column)

    @property
    def dst(self) -> str:
        return self.to[0]


def seat_number(label: str, value: int) -> str:
    """A number the game gives per seat, in words: "score 12", "chips 30". A game's scores
    are its running totals, said as the game's score: beside a hand, "Anna's hand · 5 cards ·
    40 pts" read as what the five cards were worth (finding s27 N5), and so did "total 0" in
    Arizona, where the cards left in a hand count against it (s47 t2 #5). Numbers with commas,
    as the score sheet writes them ("score 14,325")."""
    number = f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else str(value)
    if label in ("scores", "score", "points", "totals", "total"):
        return f"score {number}"
    return f"{label} {number}"


def seat_values(game, public: dict[str, Any], n: int) -> list[tuple[str, list]]:
    """What the public part gives per seat, to write under each seat (label, one value a seat):
    the numbers the game declares per seat (:attr:`Game.seat_numbers`: scores, chips), each
    once any is not zero, then the words it declares per seat (:attr:`Game.seat_words`: "2 sets
    of 3", a team's name). Neither is guessed from a list's length: Biscuit's main line of two
    cards, in a game of two, was written under the two seats ("Anna · 5 cards · darkness"), and
    its hands finished beside its total so far ("total 23 · this hand 8 · total 15")."""
    values = []
    for key in getattr(game, "seat_numbers", ()):
        v = public.get(key)
        if isinstance(v, list) and len(v) == n and any(v) \
                and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            values.append((key.replace("_", " "), v))
    for key in getattr(game, "seat_words", ()):
        v = public.get(key)
        if isinstance(v, list) and len(v) == n and any(v) and all(isinstance(x, str) for x in v):
            values.append(("", v))
    return values


GRID_PEEK = 0.06  # how far a card under a seat's grid card (Sweep's covered blind card) peeks out
TRICK_NAME_LIFT = 0.12  # how much higher the names over a trick's cards stand, clear of its focus ring
TRICK_NAME_GAP = 0.04  # between the names over a trick's cards side by side
# a face-up card's step down a column, of a card's width: its corner's rank and suit show, small
# cards' or large (0.47 showed a large card's; a small card's suit lay lower, s43)
COLUMN_FACE_STEP = index_foot() + 0.02
COLUMN_DOWN_LEAST = 0.06  # a face-down card's least step down a column (card units)
WHOLE_SEAT_WORDS = True  # a seat's words at their own size, on two lines, under a gap (see _seat_info_line)
_WHOLE_SEAT_WORDS_OF: dict[tuple, bool] = {}  # GenericTable._whole_seat_words's answer, per game, players and rules
INFO_GAP = 0.06  # between a seat's hand frame and the words under it ("5 cards · dealer")
FIT_SLACK = 1.04  # a seat's words reckoned that much wider (the view sets them in whole pixels)


def dotted_lines(parts: list[str], size: float, width: float, many: bool = False, whole: bool = False) -> str:
    """``parts`` joined by dots, on two lines when one is too wide for ``width`` even set a fifth
    smaller (as the view would set it): broken between two parts, never inside one (the view
    broke "8 cards · 14,325 pts · foot 13 · dealer" inside "foot 13"), and with no dot left at the
    line's end (Push's "7 cards ·" over "1 set of 3 and 1 run of 4 · dealer" read as a part
    cut off, s45 t3 #9: the line break parts them). With ``many``, on as many lines as the rest
    needs, each broken the same way. With ``whole``, on two lines
    where one is too wide at its own size (the view then sets it at that size)."""
    line = " \u00b7 ".join(parts)
    # (``whole``, a seat with nothing under its box but these words: broken where it does not
    # fit at its own size, not at 80 % of it: the view set a longer line smaller, and one seat's
    # words came out smaller than the next seat's and changed size from turn to turn, "5 cards ·
    # maker · 0 tricks · dealer" at 10 px beside "5 cards · 0 tricks" at 13, 2560x1440 text 2x,
    # s42 t3; a little slack for the view's whole pixels. Not where melds or piles lie under the
    # box: a second line there pushed a crowded table's melds off their room)
    fits = width / FIT_SLACK if whole else width
    least = 1.0 if whole else 0.8
    if len(parts) < 2 or set_width(line, size * least) <= fits:
        return line
    # (``many`` for a seat with a grid under its words, Golf's: the view wrapped "10 pts face up
    # \u00b7 knocked \u00b7 dealer" itself and the third line it made lay over the seat's grid, 1024x600,
    # s37 t2; not for every seat, where a third line moved the crowded tables' melds and lay-off
    # words, s37)
    lines: list[str] = []
    rest = list(parts)
    while len(rest) > 1 and (not lines or many and set_width(" \u00b7 ".join(rest), size * least) > fits):
        cut = next((c for c in range(len(rest) - 1, 0, -1)
                    if set_width(" \u00b7 ".join(rest[:c]), size) <= fits), 1)
        lines.append(" \u00b7 ".join(rest[:cut]))
        rest = rest[cut:]
    return "\n".join(lines + [" \u00b7 ".join(rest)])


@lru_cache(maxsize=2048)
def _meld_plan_of(text_room: TextRoom, melds: tuple[tuple[int, str, str], ...], w: float, h: float, largest: float,
                  within: bool, align: bool | int, inside: bool = False) -> tuple:
    """:meth:`GenericCardLayout._meld_plan` of melds given by (count, label, fan) each, its lists
    made tuples (the answer is shared by every caller that asks the same, on a table whose least
    text is as large, ``text_room``)."""
    fans = [{"count": n, "label": label, "fan": fan} for n, label, fan in melds]
    labelled = any(z.get("label") for z in fans)
    # (``inside``, a seat's own area: the cards of each meld overlapped down to the corner with
    # the rank and suit before the melds are drawn smaller, s35)
    fits = ("legible", "corner", "squeezed") if inside else ("legible", "squeezed")
    ways = [(scale, fit) for scale in [sc for sc in (SMALL_MELD_SCALE, 0.3, 0.25, 0.2) if sc <= largest + 1e-9]
            or [0.2] for fit in fits]
    for scale, fit in ways:
        # A meld's cards a third of a card apart, each one's rank and suit in sight, where the
        # room allows (in more lines if need be), one too long for the whole room squeezed only
        # to its width; else, at this size, every long meld squeezed to two and a half cards
        # wide (1024x600: "9 9 9 2 joker 9 9 2" in 60 px, "ranks barely legible")
        steps = [_meld_step(z, scale, _legible_step(z["count"], scale, w) if fit == "legible" else
                            scale * CORNER_STEP if fit == "corner" else
                            min(scale * 0.33, scale * 1.5 / max(1, z["count"] - 1))) for z in fans]
        widths = [scale + st * (z["count"] - 1) for z, st in zip(fans, steps)]
        gaps = _meld_gaps(text_room, fans, widths, steps)
        rows: list[list[int]] = [[]]
        used = 0.0
        # (``inside``: a line's first and last labels within the room too, see _label_spill)
        spill = [_label_spill(text_room, z, fw) if inside else 0.0 for z, fw in zip(fans, widths)]
        for k, fw in enumerate(widths):
            if rows[-1] and used + fw + spill[k] > w:
                # (never inside a stack of closed canastas of a kind: the stack goes on to the
                # next line whole, where it is not the line's start; broken, the last canasta
                # of it lay on the next line under its own label, "Canastas: 2 black, 2 red"
                # over the stacks, "Red canasta" under them, s34 t4 #3)
                j = k
                while j > rows[-1][0] and not _may_part(fans, j):
                    j -= 1
                j = k if j == rows[-1][0] else j  # (a stack a whole line wide: broken where it must)
                rows.append(rows[-1][rows[-1].index(j):] if j < k else [])
                del rows[-2][len(rows[-2]) - len(rows[-1]):]
                used = spill[j] + sum(widths[i] + gaps[i] for i in rows[-1]) if rows[-1] else 0.0
            if not rows[-1]:
                used = spill[k]
            rows[-1].append(k)
            used += fw + gaps[k]
        # room over each line for the labels, two lines of it where one will not fit ("Black /
        # canasta" over a canasta squeezed short), as the labels are set over each line (a
        # lay-off's "On Ben's 9s" over its one card goes on one line where the room beside
        # takes it: taken for two, a four-seat 10 Dime Rummy's melds along the top, two lines
        # of them, were drawn at 23 px)
        lines = max((_meld_label_lines(text_room, label, label_w) for line in rows
                     for label, _, label_w in _meld_labels(text_room, sorted(_meld_line(text_room, fans, widths, gaps, line, w,
                                                                                        align, inside), key=_left), 0.0, w)),
                    default=1)
        # (``inside``: the labels' room no more than they take, and no gap after the last line: a
        # seat's area ends a little short of what is beside it already. Six seats round the table
        # at 1024x600, an upper seat's corner over its box, 0.86 high, took one line of melds
        # with labels on two lines only at 0.2, a side seat's two lines ran to its name, s35)
        cap = lines * text_room.meld_label_line + (0.05 if inside else 0.1) if labelled else 0.0
        line_h = scale * CARD_RATIO + LINE_GAP + cap
        if len(rows) * line_h - (LINE_GAP if inside else 0.0) <= h + 1e-9 \
                and (not within or max(widths, default=0.0) <= w + 0.01):
            return tuple(steps), tuple(widths), tuple(map(tuple, rows)), cap, line_h, scale
    return tuple(steps), tuple(widths), tuple(map(tuple, rows)), cap, line_h, 0.0  # 0.0: even the smallest do not fit


class GenericTable(Layout):
    """The table for every card game that declares its zones (see the module docstring)."""

    #: Zone keys (or the starts of keys) that a board layout built on this table draws itself
    #: (Biscuit's lines): the table leaves them out of its rows.
    drawn_by_layout: tuple[str, ...] = ()
    #: From this many other seats (0: never), they sit in a row along the top rather than round
    #: the oval: a layout whose middle needs the table's whole width (Biscuit's main line, which
    #: with four players had to pass between the seats at the sides, its cards too small to be
    #: drawn with their names).
    seats_in_a_row: int = 0
    #: The table's height in pixels where the window says it (the least text's room follows the
    #: unit, :class:`TextRoom`); None: not known (a small laptop's).
    pixels_high: float | None = None
    #: The room of the least text on the table as last laid out (:meth:`TextRoom.of`, at the start
    #: of every describe), which the layout hands to what needs it; a small laptop's before.
    text_room: TextRoom = LAPTOP_TEXT

    def __init__(self, sort_hand: bool = True):
        self.sort_hand = sort_hand
        self.stepper: dict[tuple, int] = {}  # a stepper's current value, per group of moves
        self._game = None
        self._state = None
        self._zones: dict[str, Any] = {}
        self._gestures: dict = {}  # each move's gesture in this position (prepare empties it)
        self._amounts: dict = {}  # _amount_runs's answers in this position (prepare empties it)
        self._viewer: int | None = None
        self._dealer: int | None = None
        self._seat_notes: list | None = None
        self._players: list[str] = []
        self._teams: list | None = None  # the public ``teams`` (each seat's team), when given
        self._seat_zones: dict = {}  # each seat's zones, and the words per seat, as being laid out
        self._per_seat: Any = None
        self._bottom: int | None = None  # the seat the table faces
        self._short_teams: set[int] = set()  # the teams named short on the table (see describe)
        self._short_wanted: set[int] = set()  # (see _names_room)
        self._said_short: dict[tuple, frozenset[int]] = {}  # the teams named short, by table and size
        self._bare_places = False  # lay-offs' labels say the meld alone ("4s": see describe)
        self._free_parts: tuple | None = None  # what takes room on the table, for _free_at
        self._gaps_memo: tuple | None = None  # the free stretches among the last boxes _free_spot met
        self._banner_cornered: set[tuple] = set()  # the tables, sizes and hands whose banner went to the corners
        self._movable: set[str] = set()  # pieces some legal move takes (a face-down one is clicked)
        self._on_top: dict[str, list[str]] = {}  # a column card's id -> the ids of the cards on it
        self._clicks: set[str] = set()  # places a move goes from and to (a click turns the card)
        # The owner's cached observation (PlayController.observation), so that each position's
        # observation is computed once; None: ask the game.
        self.observe = None
        # The owner's choice of the engine's moves to offer (PlayController.offered: no question
        # to a computer, which cannot answer aloud); None: every legal move. The drag controller
        # offers the same.
        self.offer = None
        # What people may call out now on the viewer's table (the window's called_out_moves:
        # Five Hundreds' "Rummy! (Cleo)" while Robo Rex is to draw); None: nothing.
        self.called = None
        # The words on the owner's own buttons, which make no move (the window's table_buttons:
        # "Nobody buys it: Robo Rex draws"); None: none. Their room is kept with the others'.
        self.table_words = None
        # How many of the plain buttons (the meld buttons) the table has room for, the rest in a
        # menu under a "More…" button after them (:meth:`controls`); None: all (describe sets it)
        self.buttons_kept: int | None = None

    # ----- the position -----------------------------------------------------------------------
    def prepare(self, game, state) -> None:
        if state is self._state and game is self._game:
            return
        self._game, self._state = game, state
        self.stepper = {}  # a new position: each stepper starts again (where most of its moves are: _stepper)
        self._zones = {z.key: z for z in game.zones(state)}
        # each move's gesture, found once per position (the pieces, targets and groups of a
        # describe all ask for it, some dozens of times a move)
        self._gestures = {}
        self._amounts = {}

    def zone_key(self, name: str, seat: int | None) -> str:
        """A zone named in a gesture: by its key, else the seat's zone of that name; ``name#i``
        is place ``i`` of that zone."""
        if "#" in name:
            base, place = name.split("#", 1)
            return f"{self.zone_key(base, seat)}#{place}"
        if name in self._zones or name == ROW_AREA:
            return name
        if seat is not None:
            return f"{name}/{seat}"
        return name

    def gesture(self, move) -> Gesture | None:
        if self._game is None:
            return None
        try:
            return self._gestures[move]
        except KeyError:
            found = self._gestures[move] = self._find_gesture(move)
            return found

    def is_button(self, move) -> bool:
        """Is ``move`` offered as a button: no drag makes it, or it is pressed for another person
        (:meth:`pressed_for_another`)?"""
        return self.gesture(move) is None or self.pressed_for_another(move)

    def pressed_for_another(self, move) -> bool:
        """Is ``move`` a call out of turn (the game's ``called_out``: 10 Dime Rummy's "Buy!") by
        another person than the one the table is drawn for? Then it is a button that whoever holds
        the laptop presses for the one who called aloud ("Anna buys it", the curtain's words),
        never a drag onto the caller's hand: the prompt said "then drag it to Anna's hand" while
        Robo Ruby was to draw, and Anna reached over Ben's face-up hand to do it (s28 t1). No drag
        makes it (the drag controller's index): the caller's hand is face down on this table, and
        the discard dropped on Cleo's face-down hand bought it for her (s31 t4 #2); the press says
        which buttons (DragController.calls_to_press)."""
        game, state = self._game, self._state
        if game is None or move.get("kind") not in getattr(game, "called_out", ()):
            return False
        # (a table drawn for nobody, no hand showing: every person's call is a button, pressed by
        # whoever has the laptop; under a curtain the table takes no press at all)
        seat = game.seat_of(state, move)
        acting = game.to_act(state)
        return seat is not None and seat != self._viewer and seat != (acting[0] if acting else None)

    def _find_gesture(self, move) -> Gesture | None:
        game, state = self._game, self._state
        seat = game.seat_of(state, move)
        own = getattr(game, "table_drag", None)
        drag = own(state, move) if own is not None else self.default_drag(move, seat)
        if drag is None or not drag.to:
            return None
        src = drag.picked[0][0] if drag.picked else drag.to[0]
        cards = tuple(c for z, c in drag.picked if z == src and isinstance(c, str))
        zone = self._zones.get(src)
        if zone is not None and cards and len(cards) == len(drag.picked):
            if zone.fan == "down" and len(cards) > 1 and tuple(zone.cards[-len(cards):]) == cards:
                # a run off the foot of a column: dragged by its top card, the rest carried along
                return Gesture((self.card_key(src, cards[0], seat),), src, drag.to, carried=len(cards) - 1)
            if (zone.kind.value in PILE_ROLES and cards == zone.cards[-1:]
                    and src not in getattr(game, "fanned", ()) and not self._beside_hand(zone, seat)):
                return Gesture((src,), src, drag.to)  # the top of a pile is the pile's piece
        return Gesture(tuple(self.picked_key(z, c, seat) for z, c in drag.picked) or (src,), src, drag.to)

    def _beside_hand(self, zone, seat: int | None) -> bool:
        """Is ``zone`` one of the mover's own drawn as cards beside their hand (as :meth:`describe`
        draws the viewer's), not as a pile whose top card is the pile's piece? The drag then
        picks the card by its own key: Push's freed joker, a "pile" of the mover's drawn as a
        card, was dragged as ``wild:JK`` and its lay-offs listed as ``wild/3``, so every drop of
        it was refused (s29 t2)."""
        if zone.owner is None or zone.owner != seat or zone.kind.value in NOT_BESIDE_HAND:
            return False
        if not any(z.owner == seat and z.kind.value == "hand" for z in self._zones.values()):
            return False  # a seat with no hand: its piles in a band, as piles
        shown = zone.visible_to(seat)
        return not self._as_pile({"owner": zone.owner, "role": zone.kind.value, "count": len(zone.cards),
                                  "cards": [c if seen else None for c, seen in zip(zone.cards, shown)]}, seat)

    def default_drag(self, move, seat: int | None) -> Drag | None:
        """A game without ``table_drag``: the move's ``src`` and ``dst``, else its kind's zone
        names in ``game.gestures`` (which may take the move's fields: ``"grid#{at}"``)."""
        src, dst = move.get("src"), move.get("dst")
        if not (isinstance(src, str) and isinstance(dst, str)):
            declared = getattr(self._game, "gestures", {}).get(move.kind)
            if declared is None:
                return self.trick_drag(move, seat)
            try:
                src, dst = (self.zone_key(str(name).format_map(move), seat) for name in declared)
            except (KeyError, ValueError, IndexError, AttributeError):
                return None
        return Drag.of(move, src, dst)

    def trick_drag(self, move, seat: int | None) -> Drag | None:
        """A game that declares no gestures still gets one for playing a card to the trick:
        ``card`` from the mover's hand onto the trick (the seat's own trick zone, else the one
        in the middle). Anything else is a button."""
        card = move.get("card")
        if not isinstance(card, str) or seat is None or move.get("cards") is not None:
            return None
        src = next((z.key for z in self._zones.values()
                    if z.owner == seat and z.kind.value == "hand" and card in z.cards), None)
        tricks = [z for z in self._zones.values() if z.kind.value == "trick" and z.owner in (seat, None)]
        if src is None or not tricks:
            return None
        return Drag(((src, card),), (next((z.key for z in tricks if z.owner == seat), tricks[0].key),))

    def card_key(self, zone_key: str, card: str, seat: int | None) -> str:
        """What the drag controller calls a card in a zone: ``hand:7C`` in a zone of ``seat``'s
        own (the mover's, the viewer's: its name), else ``discard:7C`` (the zone's key)."""
        zone = self._zones.get(zone_key)
        if zone is not None and zone.owner is not None and zone.owner == seat:
            return f"{zone.name}:{card}"
        return f"{zone_key}:{card}"

    # ----- cards chosen, then a button ------------------------------------------------------------
    def selection_of(self, move) -> list[str] | None:
        """For a move of several ``cards`` that no drag makes (Hearts' pass of three, a meld laid
        with a button): the keys of the cards that may be chosen for it (the mover's hand), else
        None. The drag controller lets those cards be clicked into a selection and offers one
        button per such move kind, enabled while the selection is a legal move."""
        cards = move.get("cards")
        if not isinstance(cards, tuple) or self._game is None or self.gesture(move) is not None:
            return None
        seat = self._game.seat_of(self._state, move)
        hand = [z for z in self._zones.values() if z.owner == seat and z.kind.value == "hand"]
        if seat is None or not hand:
            return None
        return [self.card_key(z.key, c, seat) for z in hand for c in z.cards]

    def hand_key(self):
        """The key a face-up hand is sorted by: the game's own ``hand_sort_key`` (its ranks in
        its order), else suit, then rank with the ace high."""
        own = getattr(self._game, "hand_sort_key", None)
        return own if own is not None else sort_key

    def pick_move(self, template, keys) -> Move:
        """The move ``template`` (a move without its cards) with the chosen cards, in hand order."""
        cards = sorted((k.split(":", 1)[-1] for k in keys), key=self.hand_key())
        return Move(template, cards=tuple(cards))

    def picked_key(self, zone_key: str, card: str | int | None, seat: int | None) -> str:
        """The piece key of a card a :class:`Drag` picks: a face-down card by its position in
        the zone, a zone's top card (``None``) by the zone's key."""
        if card is None:
            return zone_key
        if isinstance(card, int):
            return f"{zone_key}#{card}"
        return self.card_key(zone_key, card, seat)

    def picked_of(self, piece: str, seat: int | None) -> tuple[str, str | int | None]:
        """The other way: ``hand:7C`` -> ("hand/2", "7C"); ``blind/2#1`` -> ("blind/2", 1);
        ``stock`` -> ("stock", None)."""
        name, sep, card = piece.partition(":")
        if not sep:
            zone, _, k = piece.partition("#")
            return (zone, int(k)) if k.isdigit() else (piece, None)
        card = card.split("#", 1)[0]
        if name not in self._zones and seat is not None and f"{name}/{seat}" in self._zones:
            return f"{name}/{seat}", card
        return name, card

    # ----- gestures for the drag controller ------------------------------------------------------
    def click_words(self, move) -> str | None:
        """The game's words for what a clicked piece's one move does (:meth:`Game.click_words`)."""
        if self._game is None or self._state is None:
            return None
        own = self._game.click_words(self._state, move)
        if own:
            return own
        # not a play: what it is (s26: "To play the queen of diamonds, drag it to the kitty" for
        # Euchre's dealer's discard, "To play the discard pile, drag it to Ben's hand" for
        # taking the top card)
        card = move.get("card")
        if move.get("kind") == "discard" and isinstance(card, str):
            return f"discard the {card_name(card)}"
        taken = self.hint_words(move)  # "take the 4 of spades from the discard pile."
        return taken.rstrip(".") if taken else None

    def several_places_words(self, moves) -> str | None:
        """The game's words for a piece whose moves go to several places
        (:meth:`Game.several_places_words`)."""
        if self._game is None or self._state is None:
            return None
        return self._game.several_places_words(self._state, moves)

    def double_click_words(self, move) -> str | None:
        """Why a double-click does not play a piece's one move (:meth:`Game.double_click_words`)."""
        if self._game is None or self._state is None:
            return None
        return self._game.double_click_words(self._state, move)

    def hint_words(self, move) -> str | None:
        """Help > Hint for cards taken off a pile, as a family says it: "draw a card from the
        stock", "take the 7 of hearts from the discard pile", "take the jack of hearts and the
        2 cards on it from the discards" (said "move the stock to Anna's hand"); the mover's own
        hand goes unsaid. Other moves: None (the pieces and the place). The game's own words
        (:meth:`Game.hint_words`) come first."""
        if self._game is not None and self._state is not None:
            own = self._game.hint_words(self._state, move)
            if own:
                return own
        g = self.gesture(move)
        zone = self._zones.get(g.src) if g is not None else None
        if g is None or zone is None or zone.kind.value not in PILE_ROLES or not zone.cards:
            return None
        index = move.get("index")  # a card picked out of a fanned pile (Five Hundreds digs)
        picked = isinstance(index, int) and 0 <= index < len(zone.cards)
        if g.pieces != (g.src,) and not picked:
            return None
        deep = picked and index < len(zone.cards) - 1
        seat = self._game.seat_of(self._state, move) if self._game is not None else None
        goes = self._zones.get(g.dst)
        place, pile = place_words(self.zone_title(g.dst)), place_words(self.zone_title(g.src))
        if zone.owner is not None and zone.owner == seat:  # the player's own pile (Golf's card taken, Pirate's stock)
            if not zone.visible_to(seat)[-1]:
                return f"turn over the top card of {pile}."
            return f"move the {card_name(zone.cards[-1])} to {place}."
        # into a place of the mover's own (the hand, Golf's card taken): unsaid
        to = "" if goes is not None and goes.owner is not None and goes.owner == seat else f" to {place}"
        if deep:
            on = plural(len(zone.cards) - 1 - index, "card")
            return f"take the {card_name(zone.cards[index])} and the {on} on it from {pile}{to}."
        if not zone.visible_to(seat)[-1]:
            return f"draw a card from {pile}{to}."
        return f"take the {card_name(zone.cards[-1])} from {pile}{to}."

    def hint_outcome(self, move) -> str | None:
        if self._game is None or self._state is None:
            return None
        return self._game.hint_outcome(self._state, move)

    def hint_place(self, move, target: str) -> str | None:
        """Where a hinted move goes, said to its mover where the table's name for it is someone's
        (a build): "your build of 10" (the hint to Anna said "Anna-Sophie Müller's build of 10"
        of her own build, s39 t2 F9), and "your pile" where the caption says "Your pile" (Arizona
        Rummy's hint said "Mum's pile", s40 t4). None: the place as the table names it."""
        zone = self._zones.get(target)
        if self._game is None or self._state is None or zone is None:
            return None
        title = self.zone_title(target, self._game.seat_of(self._state, move))
        if zone.kind.value != "heap" and not title.startswith("your "):
            return None
        return place_words(title)

    def gestures_of(self, move) -> list[tuple[str, str]]:
        """(piece, target) drags that make ``move``: one per zone it may be dropped on."""
        g = self.gesture(move)
        return [(g.pieces[0], t) for t in g.to] if g is not None and g.pieces else []

    def piece_of(self, move) -> str | None:
        g = self.gesture(move)
        return g.pieces[0] if g is not None and len(g.pieces) == 1 else None

    def pieces_of(self, move) -> list[str]:
        g = self.gesture(move)
        return list(g.pieces[:1]) if g is not None else []

    def group_of(self, move) -> list[str] | None:
        g = self.gesture(move)
        return list(g.pieces) if g is not None and len(g.pieces) > 1 else None

    def target_of(self, move) -> str | None:
        g = self.gesture(move)
        return g.dst if g is not None else None

    def carried(self, piece_id: str) -> list[str]:
        """The pieces lying on ``piece_id`` in a column that fans down (they go where it goes)."""
        return self._on_top.get(piece_id, [])

    def fixed_words(self, piece: PieceSpec) -> str | None:
        """A card of a meld on the table that no move takes: that it stays there (a rummy meld's
        card pressed said "You do not hold that card." or "The 3 of hearts cannot be moved now.",
        as if it might be later: s42 t2)."""
        zone = self._zones.get(piece.zone)
        return "Cards on the table stay in their meld." if zone is not None and zone.kind is Role.MELD else None

    def unplaced_move(self, piece: str, piece_id: str) -> dict[str, Any] | None:
        """The move a card that no listed move starts from would make, its place left open, for
        the engine to say where such cards may go (Spider's 2 of spades with no 3 and no empty
        column: "... can only go on a card one rank higher (a 3) ..."; the table said it "cannot
        be moved"): a listed move of ``cards`` from one zone to another, out of a zone of the same
        role, made with this card and those lying on it, with no ``dst``. None: no listed move
        has that shape."""
        game, state = self._game, self._state
        if game is None:
            return None
        zone_key, card = self.picked_of(piece, game.seat_of(state, Move(kind="")))
        zone = self._zones.get(zone_key)
        if zone is None or not isinstance(card, str):
            return None
        cards = tuple(zone.cards[-(1 + len(self.carried(piece_id))):])
        if cards[:1] != (card,):
            return None
        for move in game.legal_moves(state):
            src = move.get("src")
            other = self._zones.get(src) if isinstance(src, str) else None
            if (other is not None and other.kind == zone.kind and isinstance(move.get("dst"), str)
                    and isinstance(move.get("cards"), tuple)):
                return {**{key: value for key, value in move.items() if key != "dst"}, "src": zone_key, "cards": cards}
        return None

    def move_label(self, move) -> str:
        own = getattr(self._game, "move_label", None)
        if own is not None:
            text = own(self._state, move)
            if text:
                return text
        words = str(move.get("kind", "")).replace("_", " ").capitalize()
        suit = move.get("suit")
        if isinstance(suit, str) and suit in SUIT_NAMES:
            words += f" {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
        for key, value in move.items():
            if key not in ("kind", "suit", "seat") and isinstance(value, int) and not isinstance(value, bool):
                words += f" {value}"
        return words

    def choice_label(self, move) -> str:
        suit = move.get("suit")
        if isinstance(suit, str) and suit in SUIT_NAMES:
            return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit].capitalize()}"
        return self.move_label(move)

    def action_label(self, move) -> str:
        return self.move_label(move)

    def guess_move(self, piece: str, target: str | None) -> dict[str, Any] | None:
        return self.guess_group((piece,), target)

    def guess_group(self, pieces: Iterable[str], target: str | None) -> dict[str, Any] | None:
        """The move a drop of these pieces on ``target`` means (played if the engine's ``check``
        accepts it, else its reason is shown): the game's ``table_drop``, else read from its
        declared gestures."""
        game, state = self._game, self._state
        if game is None or target is None:
            return None
        pieces = tuple(pieces)
        # a legal move of these pieces that names its destination: the same move to ``target``
        for move in game.legal_moves(state):
            if isinstance(move.get("dst"), str) and move["dst"] != target:
                g = self.gesture(move)
                if g is not None and g.pieces == pieces:
                    return {**move, "dst": target}
        seat = game.seat_of(state, Move(kind=""))
        own = getattr(game, "table_drop", None)
        if own is not None:
            move = own(state, seat, Drag(tuple(self.picked_of(p, seat) for p in pieces), (target,)))
            return dict(move) if move is not None else None
        for kind, (src_name, dst_name) in getattr(game, "gestures", {}).items():
            field = src_name[1:-1] if src_name.startswith("{") and src_name.endswith("}") else ""
            if field.isidentifier() and "{" not in dst_name and len(pieces) == 1 and pieces[0] in self._zones:
                # a pile that names the move's field ("{source}": Golf's and Thirty-One's draw from
                # the stock or the discard pile): that draw, which the engine judges (a press on
                # the discard pile after taking a card said "The discard pile cannot be moved.")
                if self.zone_key(dst_name, seat) == target:
                    return {"kind": kind, field: self._zones[pieces[0]].name}
                continue
            if "{" in src_name or "{" in dst_name:
                continue  # a name taken from the move's fields: no one move to guess
            src, dst = self.zone_key(src_name, seat), self.zone_key(dst_name, seat)
            if dst != target:
                continue
            if pieces == (src,):
                return {"kind": kind}
            cards = [p.split(":", 1)[1].split("#", 1)[0] for p in pieces if p.split(":", 1)[0] in (src, src_name)]
            if len(cards) == len(pieces):
                # one card is ``card``, unless this kind's moves name ``cards`` (I Doubt It's plays)
                listed = [m for m in game.legal_moves(state) if m.kind == kind]
                if len(cards) == 1 and not any(m.get("cards") is not None for m in listed):
                    return {"kind": kind, "card": cards[0]}
                return {"kind": kind, "cards": cards}
        if len(pieces) == 1 and ":" in pieces[0]:  # a card to where a legal move takes one (the trick)
            zone, card = self.picked_of(pieces[0], seat)
            held = self._zones.get(zone)
            if held is None or held.owner is None or held.owner != seat:
                return None  # a card on the table (the trick, the last trick) is no one's to play
            for move in game.legal_moves(state, seat) if seat is not None else ():
                g = self.gesture(move)
                if g is not None and g.dst == target and isinstance(move.get("card"), str):
                    return {"kind": move.kind, "card": card}
        return None

    def wrong_place(self, piece: str, target: str | None) -> str:
        """Where the piece may go, in words: "Drop it on the hearts.", "Drop it on column 2,
        column 5 or column 7.". Several places in one zone (Golf's eight grid cards) are that zone
        once: "Drop it on a card in your grid." (it named each: "Anna's grid, card 1 or Anna's
        grid, card 2 or ... or Anna's grid, card 8")."""
        game, state = self._game, self._state
        dsts: list[str] = []
        for move in game.legal_moves(state) if game is not None else ():
            g = self.gesture(move)
            if g is not None and piece in g.pieces and g.dst not in dsts:
                dsts.append(g.dst)
        if not dsts:
            return "That cannot be moved now."
        return self.drop_places(dsts)

    def drop_places(self, dsts: list[str], several: bool = False) -> str:
        """ "Drop it on ..." the places ``dsts`` in words ("Drop them on ..." for ``several``
        cards carried together: I Doubt It's three cards dropped on "Last play" were told "it")."""
        game, state = self._game, self._state
        bases = [self._place_zone(d) for d in dsts]
        mover = game.seat_of(state, Move(kind="")) if game is not None else None
        places: list[str] = []
        for dst, base in zip(dsts, bases):
            if base is not None and bases.count(base) > 1:
                zone = self._zones[base]
                whose = "your " + zone.kind.value if zone.owner is not None and zone.owner == mover \
                    and zone.kind.value in ("hand", "grid") and not zone.label else self.zone_title(base)
                name = f"a card in {whose}"
            else:
                # "pile 1", not the caption's "pile 1: 0"; "your Taken pile", not "the taken"
                name = place_words(self.zone_title(dst, mover))
                zone = self._zones.get(dst)
                head = zone.label.split(" (")[0] if zone is not None and zone.label else ""
                if zone is not None and zone.kind in (Role.PILE, Role.DISCARD) and head.endswith("s") \
                        and " " not in head and ":" not in head:
                    # "Discards (0)": "the Discards pile", as the caption reads (it said "the
                    # discards", and a player looked for them on "Last play": I Doubt It, s27 t3)
                    name = f"{self._whose(zone, mover)} {head} pile"
            if name not in places:
                places.append(name)
        return f"Drop {'them' if several else 'it'} on " \
            + (", ".join(places[:-1]) + " or " + places[-1] if len(places) > 1 else places[0]) + "."

    def _place_zone(self, key: str) -> str | None:
        """The zone a place in a zone belongs to ("grid/0#3": "grid/0"); None for a whole zone."""
        base = key.split("#", 1)[0]
        return base if "#" in key and base in self._zones else None

    def zone_title(self, key: str, mover: int | None = None) -> str:
        """The zone ``key`` (or a place in it) as a sentence names it: "the stack", "column 3",
        "Anna's grid". A caption that is no name for a thing ("Taken", "Out of play", "On Anna's
        jacks") is named as the player sees it with what lies there: "Anna's Taken pile", "the
        Out of play pile", "Ben's cards on Anna's jacks" (it said "Drop it on the taken."); the
        zone of ``mover``, who is told where to drop, is "your Taken pile"."""
        if "#" in key and key.split("#", 1)[0] in self._zones:
            base, place = key.split("#", 1)
            return f"{self.zone_title(base, mover)}, card {int(place) + 1 if place.isdigit() else place}"
        zone = self._zones.get(key)
        if key == ROW_AREA:
            return "the table (to trail)"
        if zone is None:
            return "your meld row (a new meld)" if key.startswith(NEW_MELD) else key
        if zone.label:
            head = zone.label.split(":")[0]
            if zone.name.startswith("row_") and zone.kind is Role.TABLEAU:  # Fan Tan's "the clubs row"
                # (Saskatchewan's caption "Clubs row" has its "row" already: not "the clubs row row")
                return f"the {head.lower()}" if head.lower().endswith(" row") else f"the {head.lower()} row"
            what, dot, who = head.partition(" \u00b7 ")
            if dot and what.startswith("Building "):  # "Building 8 · Anna": "Anna's build of 8"
                players = list(self._state.players) if self._state is not None else []
                mine = mover is not None and 0 <= mover < len(players) and players[mover] == who
                whose = "your" if mine else f"{who}'s"
                return f"{whose} build of {what[len('Building '):]}"
            first = head.split(" ", 1)[0].lower()
            if first in _PLACE_WORDS:  # "On Anna's jacks", "Under the first card": what lies there
                return f"{self._whose(zone, mover)} {_LABEL_NOUNS.get(zone.kind.value, 'pile')} " \
                       f"{zone.label[:1].lower()}{zone.label[1:]}"
            if "'s " in head:  # "Anna's pile": a name keeps its capital, and needs no "the"
                owner = f"{self._state.players[zone.owner]}'s " if zone.owner is not None and self._state is not None else ""
                if owner and mover is not None and zone.owner == mover and zone.label.startswith(owner):
                    return "your " + zone.label[len(owner):]  # to Ben: "your pile", as his screen says
                return zone.label
            players = list(self._state.players) if self._state is not None else []
            if head in players and ":" in zone.label:
                # a player's name and what it holds (I Doubt It's "Anna: two aces"): "Anna's play
                # (two aces)" (it was "the anna: two aces")
                detail = zone.label.split(":", 1)[1].strip()
                noun = "play" if zone.kind is Role.PLAYED else _LABEL_NOUNS.get(zone.kind.value, "pile")
                whose = "your" if mover is not None and 0 <= mover < len(players) and players[mover] == head \
                    else f"{head}'s"
                return f"{whose} {noun}" + (f" ({detail})" if detail else "")
            if head[-1:].isdigit():  # "Column 3", "Pile 2: 14": one of several, no "the"
                return zone.label[:1].lower() + zone.label[1:]
            last = head.split(" (")[0].split()[-1].lower() if head.split(" (")[0].split() else ""
            if last == "here":  # an instruction ("Lay a card here"): the place by what it is
                return self._role_title(zone, mover)
            if last == "card" and zone.kind is Role.PILE:  # Golf's "Drawn card": where it lies
                return f"{self._whose(zone, mover)} {head.split(' (')[0].lower()} spot"
            if last in _NOT_NAMES or head.lower().startswith("out of ") \
                    or (last.endswith("ed") and " " not in head.strip()):
                # "Taken", "Out of play": the caption as it is written, then what it is
                return f"{self._whose(zone, mover)} {head.split(' (')[0]} {_LABEL_NOUNS.get(zone.kind.value, 'pile')}" \
                       + zone.label[len(head.split(' (')[0]):]
            # (only its first letter lower-cased: "the cross line of the Calamity", "the kitty, Anna's")
            return f"the {zone.label[:1].lower()}{zone.label[1:]}"
        return self._role_title(zone, mover)

    def _whose(self, zone, mover: int | None) -> str:
        """ "your", "Anna's" or "the": whose zone it is, as a sentence to ``mover`` says it."""
        if zone.owner is None or self._state is None:
            return "the"
        if mover is not None and zone.owner == mover:
            return "your"
        return f"{self._state.players[zone.owner]}'s"

    def _role_title(self, zone, mover: int | None = None) -> str:
        """A zone with no caption (or one that names no thing), by its role: "Anna's hand", or
        to ``mover`` "your hand" (a refusal said "Drop it on Anna's hand." to Anna)."""
        role = zone.kind.value
        if role == "heap" and len(zone.cards) == 1:
            return f"the {card_name(zone.cards[0])}"
        if role in ("hand", "grid") and zone.owner is not None and self._state is not None:
            return f"{self._whose(zone, mover)} {role}"
        return {"discard": "the discard pile", "stock": "the stock", "trick": "the trick",
                "meld": "the meld", "kitty": "the kitty", "pot": "the pot",
                "heap": "the build"}.get(role, f"the {zone.name}")

    # ----- controls for moves that are not drags ---------------------------------------------------
    def controls(self, moves: list, commit, refresh, say=None) -> list[tuple]:
        """Buttons for the moves no drag makes: one per move, except moves that differ only in one
        amount (a bid) become a stepper: - [Bid 3] +. Where several such runs differ in something
        else too (a bid of 60 to 125 in each trump), one amount stepper serves them all, with a
        button per run at the amount chosen: - 60 + [Bid 60 spades] [Bid 60 hearts] ...
        A number naming a seat (who spoke) is no amount: each such move is a button of its own.
        The game's standing buttons (:meth:`Game.standing_buttons`) come first, greyed while their
        move is not among ``moves``: pressed then, they ``say`` why (the engine's words).
        Entries are ``(text, action, name, enabled, keep_with_next)``: a stepper's parts stay on
        one line when the button bar wraps; its "-" and "+" add ``steps`` (they make no move)."""
        out: list[tuple] = []
        standing = self._standing(moves)
        for m in standing:
            if m in moves:
                out.append(self._button(m, commit))
            else:
                label = self.move_label(m)
                why = self._game.explain(self._state, m) if self._game is not None else ""
                out.append((label, (lambda why=why: say(why) if say is not None and why else None),
                            f"{label}: {why}" if why else label, False))
        moves = [m for m in moves if m not in standing]
        runs, plain = self._amount_runs(moves)
        out += self._fold([self._button(m, commit) for m in moves if m in plain])
        by_kind: dict[tuple, list] = {}
        for (field, rest), run in runs.items():
            if len(run) < 3:
                out += [self._button(m, commit) for m in run]
            else:
                by_kind.setdefault((field, dict(rest).get("kind")), []).append(run)
        for (field, kind), group in by_kind.items():
            out += self._stepper(field, kind, group, commit, refresh, say)
        return out

    def _fold(self, entries: list[tuple]) -> list[tuple]:
        """``entries`` (plain buttons, one move each), the first :attr:`buttons_kept` of them
        and a "More…" button whose menu holds the rest (its action: their entries), where the
        table has no room for them all: on a crowded six-seat table of Hand and Foot, eight meld
        buttons in lines anywhere clear of the cards went over a seat's name and hand (s35)."""
        kept = self.buttons_kept
        if kept is None or len(entries) <= kept + 1:
            return entries
        rest = entries[kept:]
        return entries[:kept] + [(MORE_BUTTON, rest, f"More: {', '.join(entry[0] for entry in rest)}")]

    def show_amount(self, move, moves: list) -> bool:
        """Set the stepper that makes ``move`` (one of ``moves``) to its amount, so that its
        button is on the table (the Hint suggests "Bid 4" while the stepper shows "Bid 0").
        False when no stepper makes it."""
        runs, _ = self._amount_runs(moves)
        for (field, rest), run in runs.items():
            if len(run) >= 3 and move in run:
                self.stepper[(field, dict(rest).get("kind"))] = move[field]
                return True
        return False

    def _standing(self, moves: list) -> list:
        """The game's standing buttons' moves, while any button is up (``moves``, those offered)."""
        own = getattr(self._game, "standing_buttons", None)
        return list(own(self._state)) if moves and own is not None and self._state is not None else []

    def _button(self, move, commit) -> tuple:
        label = self.move_label(move)
        return (label, (lambda m=move: commit(m)), label)

    def _amount_runs(self, moves: list) -> tuple[dict[tuple, list], list]:
        """Moves that differ only in one amount, by (the amount's field, the rest of the move);
        and the other moves (plain buttons)."""
        # (found once per position and moves: the buttons' sizes ask for it at every amount of a
        # bid's stepper, and each time labelled every move, 500 Rummy's 56 bids: three quarters
        # of a bidding position's layout, some 50 ms; copies, as the callers get lists of their own)
        key = tuple(moves)
        known = self._amounts.get(key)
        if known is None:
            known = self._amounts[key] = self._amount_runs_found(moves)
        return {k: list(run) for k, run in known[0].items()}, list(known[1])

    def _amount_runs_found(self, moves: list) -> tuple[dict[tuple, list], list]:
        runs: dict[tuple, list] = {}
        plain = []
        for m in moves:
            numbers = [k for k, v in m.items() if isinstance(v, int) and not isinstance(v, bool) and k != "seat"]
            if len(numbers) == 1 and numbers[0] not in SEAT_FIELDS:
                rest = tuple(sorted((k, v) for k, v in m.items() if k != numbers[0]))
                runs.setdefault((numbers[0], rest), []).append(m)
            else:
                plain.append(m)
        for key, run in list(runs.items()):
            if not self._is_amount(run):
                del runs[key]
                plain += run
        return runs, plain

    def _is_amount(self, run: list) -> bool:
        """Moves whose labels differ only in their digits step through an amount; labels that
        differ in words ("Anna spoke", "Ben spoke") name a seat or a thing: separate buttons."""
        words = {"".join(ch for ch in self.move_label(m) if not ch.isdigit()) for m in run}
        return len(words) == 1

    def _stepper(self, field: str, kind, runs: list[list], commit, refresh, say=None) -> list[tuple]:
        """One amount stepper for ``runs`` (each sorted by the amount): - [the move] + for one run;
        for several, - [amount] + and a button per run, greyed where the run has no move at the
        amount chosen (pressed, it ``say``s why: the engine's words).

        Stepping keeps every button where it was: the same buttons at every amount, each as wide
        as at its widest amount (the last entry, the words it is sized for). After 70 clubs, 500
        Rummy's bar at 70 had one bid, "Bid 70 no trump", and at 75 five: the bar was laid out
        again around them, "+" jumped from the right of the amount to the left of the table, and a
        second click at an ordinary pace landed on "Bid 75 spades" (s36 t1 #4)."""
        values = sorted({m[field] for run in runs for m in run})
        key = (field, kind)
        value = self.stepper.get(key)
        if value not in values:
            # the lowest amount at which the most runs have a move (the moves offered say which):
            # after 60 diamonds the bar started at 60, where only no trump is a bid, four
            # "Bid 60 <suit>" greyed, and the bidder had to find "+" for 65 (s43 t3 F6)
            live = {v: sum(1 for run in runs if any(m[field] == v for m in run)) for v in values}
            value = min(values, key=lambda v: (-live[v], v))
        self.stepper[key] = value
        i = values.index(value)

        def step(d):
            self.stepper[key] = values[max(0, min(len(values) - 1, i + d))]
            refresh()
        # greyed at either end (the "-" at the lowest bid looked as if it could still go lower)
        # (a press on either only changes the amount: after a step that counted, the next are taken
        # however quick, ButtonItem.steps)
        less = ("\u2212", (lambda: step(-1)), f"Less (lowest {values[0]})", i > 0, True, True)
        more = ("+", (lambda: step(1)), f"More (highest {values[-1]})", i < len(values) - 1, False, True)
        if len(runs) == 1:
            chosen = next(m for m in runs[0] if m[field] == value)
            label = self.move_label(chosen)
            widest = self.move_label(max(runs[0], key=lambda m: m[field]))
            return [less, (label, (lambda m=chosen: commit(m)), label, True, True, False, widest), more]
        shown = (str(value), (lambda: None), f"{field.replace('_', ' ').capitalize()} {value} "
                 f"(from {values[0]} to {values[-1]}): the buttons beside make it", True, True, False,
                 str(values[-1]))
        out = [less, shown, more]
        for run in runs:
            move = next((m for m in run if m[field] == value), None)
            widest = self.move_label(max(run, key=lambda m: m[field]))
            if move is not None:
                label = self.move_label(move)
                out.append((label, (lambda m=move: commit(m)), label, True, False, False, widest))
                continue
            # (no such bid at this amount: greyed in its place, saying why)
            move = Move({**run[0], field: value})
            label = self.move_label(move)
            why = self._game.explain(self._state, move) if self._game is not None else ""
            out.append((label, (lambda why=why: say(why) if say is not None and why else None),
                        f"{label}: {why}" if why else label, False, False, False, widest))
        return out

    # ----- drawing -----------------------------------------------------------------------------------
    def describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        """The table as ``viewer`` sees it at ``aspect``. A team has one name everywhere on it: its
        players' names where every caption of the team has room for them, else "the other team"
        ("your team") in every one (laid out again so where any caption had to say it short: six
        seats at 1024x600, the other team's first line of melds was "Robo Rex, Robo Remy & Robo
        Rudi's melds", its second "Robo Rudi's team's melds, continued" and its red threes "Robo
        Rudi's team's red threes", read as another pile's, s36 t2 #4)."""
        # (and short from the first where it was at this size before: as their melds grew, the other
        # team went from its names to "The other team" and back a round later, news each time;
        # and the table laid out once)
        key = (game.info.id, tuple(state.players), viewer, round(aspect, 3), self.pixels_high)
        self._short_teams, self._short_wanted = set(self._said_short.get(key, ())), set()
        spec = self._describe(game, state, viewer, aspect, prompt)
        short = self._teams_said_short(spec) | self._short_wanted
        if not short <= self._short_teams:
            self._short_teams |= short
            spec = self._describe(game, state, viewer, aspect, prompt)
        if len(self._said_short) > 64:  # (a window dragged through many sizes)
            self._said_short.clear()
        self._said_short[key] = frozenset(self._short_teams)
        # At a crowded table (five seats or more), lay-offs' labels that name whose meld ("On
        # Maxim…'s 4s") and still lie over a pile, a seat's box, a card or other words: the meld
        # alone, "4s" (six seats at 1024x600 with long names: "On Evang…'s aces" over her name,
        # s37). Decided by the position alone, as the rest: the same position looks the same
        # however it was come to (and melds only grow through a hand)
        self._bare_places = False
        if len(state.players) >= 5 and self._places_cover(spec):
            self._bare_places = True
            spec = self._describe(game, state, viewer, aspect, prompt)
            self._bare_places = False
        self._whose_said_whole(spec)
        return spec

    def _whose_said_whole(self, spec: TableSpec) -> None:
        """A caption saying whose melds with the seat's name alone ("Robo Remy's", where the
        longer words had no room: :meth:`_owner_names`) said as a phrase, "Robo Remy's / melds",
        on two lines as narrow as it was, the second where it was (the first over it): alone it
        read as a word cut off, no noun, over another seat's lay-offs (10 Dime Rummy and
        Horseshit Rummy at 1024x600, s42 t2 #1). Left as it was only where the phrase has room
        nowhere there (a narrow table's crowded corners)."""
        bare = {f"{name}'s" for name in self._players}
        cards = [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
        for k, lab in enumerate(spec.labels):
            if lab.text not in bare or abs(lab.size - OWNER_CAPTION) > 1e-9 or lab.bold:
                continue
            text = f"{lab.text} melds"
            size = max(OWNER_CAPTION, self.text_room.least)
            narrow = max(set_width(word, size) for word in (lab.text, "melds")) + 0.04
            # (what the caption lies over already, as placed, it may stay over: a seat's box is
            # reckoned wider than its name and backs, and "Ann's" was set just inside hers)
            was = label_box(lab, self.text_room)
            others = [o for o in [label_box(o, self.text_room) for i, o in enumerate(spec.labels) if i != k] + cards
                      + list(self.seat_boxes.values())
                      if not (was[0] < o[2] and o[0] < was[2] and was[1] < o[3] and o[1] < was[3])]

            def free(new: LabelSpec) -> bool:
                l, t, r, b = label_box(new, self.text_room)
                return l >= 0.02 and t >= 0.0 and r <= spec.width - 0.02 and not any(
                    l < o[2] - 0.01 and o[0] + 0.01 < r and t < o[3] - 0.01 and o[1] + 0.01 < b for o in others)

            # on one line where it has room there; else on two, the first over the second, or
            # under it (at the table's top edge: a top seat's lay-offs left of its box), where
            # that is clear of everything else
            # (one line moved a little either way, still over the same cards: a top seat's box
            # beside them is wider than its name)
            ways = [replace(lab, text=text, x=lab.x + dx, max_width=set_width(text, size) + 0.1)
                    for dx in (0.0, -0.1, 0.1, -0.2, 0.2, -0.3, 0.3)]
            ways += [replace(lab, text=text, max_width=narrow, up=True),
                     replace(lab, text=text, max_width=narrow, down=True)]
            # (where none has room, as it was: on a narrow table, 480x535, five seats, "Robo
            # Remy's / melds" on two lines ran over the "5s" of a card he laid off beside it)
            spec.labels[k] = next((way for way in ways if free(way)), lab)

    def _places_cover(self, spec: TableSpec) -> bool:
        """Whether a lay-off's label naming whose meld ("On Ben's 4s") lies over the stock, the
        discard pile or the pot, a seat's box, a card, or another of the table's small words."""
        places = [lab for lab in spec.labels if abs(lab.size - MELD_LABEL) < 1e-6 and not lab.bold
                  and lab.text.split(" ", 1)[0].lower() in _PLACE_WORDS and "'s " in lab.text]
        if not places:
            return False
        room = self.text_room
        boxes = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if t.id in ("stock", "discard", "pot")]
        boxes += list(self.seat_boxes.values())
        boxes += [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
        small = [lab for lab in spec.labels if not lab.bold and lab is not spec.prompt and lab.size < 0.2]

        def over(a: tuple, b: tuple) -> bool:
            return a[0] < b[2] - 0.02 and b[0] < a[2] - 0.02 and a[1] < b[3] - 0.02 and b[1] < a[3] - 0.02

        for lab in places:
            box = label_box(lab, room)
            if any(over(box, b) for b in boxes) \
                    or any(over(box, label_box(o, room)) for o in small if o is not lab):
                return True
        return False

    def _layoffs_said_short(self, zones: list[dict]) -> list[dict]:
        """The zones with each lay-off's label naming the player as the table has room for
        (:func:`_place_names`): the same way all over the table, whatever the melds, so a label
        is not said one way and then another as melds come (the one the cards are dropped on
        keeps its whole words: the game's zone). On a narrow table (its words larger in it) with
        five seats or more, the meld alone ("4s"): even "On Robo Remy's 4s" on two lines there
        ran over the seats' names and the pot (s37)."""
        players = self._players
        forms = _place_names(players, self._bare_places or self.text_room.grow > 1 and len(players) >= 5)
        heads = sorted(players, key=len, reverse=True)  # ("Robo Remy Jr" before "Robo Remy")
        out = []
        for z in zones:
            label = z.get("label") or ""
            if z.get("role") == "meld" and _is_place(label):
                word = label.split(" ", 1)[0]
                name = next((p for p in heads if label.startswith(f"{word} {p}'s ")), None)
                if name is not None:
                    what = label[len(f"{word} {name}'s "):]
                    said = forms[name]
                    z = {**z, "label": _Place(what) if said is None else f"{word} {said}'s {what}"}
            out.append(z)
        return out

    def _teams_said_short(self, spec: TableSpec) -> set[int]:
        """The teams some caption on ``spec`` names short ("The other team's melds, continued")."""
        teams, bottom = self._teams, self._bottom
        if teams is None or bottom is None:
            return set()
        said = [lab.text.lower() for lab in spec.labels if lab is not spec.prompt and not lab.bold]
        return {t for t in set(teams) for word in [_team_word(t == teams[bottom]).lower()]
                if any(word in text for text in said)}

    def _names_room(self, owner: tuple[str, ...], left: float, right: float) -> None:
        """Whether the team's names (``owner``'s first words, :meth:`_owner_names`) have room over
        its melds in the band along the top, ``left`` wide left of the box there and ``right``
        right of it, as ``"..., continued"`` there: where not, the team is named short on the whole
        table (:meth:`describe`), whether its melds go on to the right yet or not (they went from
        "Robo Rex, Robo Remy & Robo Rudi's melds" to "The other team's melds" as their melds grew
        into the right part: a caption that changes reads as news)."""
        teams, bottom = self._teams, self._bottom
        short = [o for o in owner if o.startswith((OTHER_TEAM, YOUR_TEAM))]
        if teams is None or bottom is None or not short or owner[0] in short:
            return
        size = self.text_room.meld_label_room
        if text_w(owner[0], size) > left or text_w(f"{owner[0]}, continued", size) > right:
            mine = teams[bottom]
            self._short_wanted.add(mine if short[0].startswith(YOUR_TEAM) else next(t for t in teams if t != mine))

    def _describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        self.prepare(game, state)
        self._viewer = viewer
        self._on_top = {}
        self._prompt_box = None  # (left, right, bottom) the prompt under the piles is thought to take
        self._prompt_top = PILE_Y + CARD_RATIO + 0.4  # and its top
        self._prompt_lines = 1  # and how many lines it is thought to take
        self._prompt_label: LabelSpec | None = None
        self.buttons_kept = None  # (every button, unless they have no room: see the end)
        under_prompt: tuple[float, float] | None = None  # the buttons' place under the prompt
        # (left, top, right, bottom) of the seats' own piles and of the melds beside them, so far
        self._taken: list[tuple[float, float, float, float]] = []
        # the other seats' own piles (a foot) and their captions ("Foot (13)"), as drawn: what the
        # buttons may cover where nothing is free (their count is in the words under the seat's name)
        self._seat_piles: tuple[set[str], list[LabelSpec]] = (set(), [])
        self._width = max(TABLE_H * aspect, MIN_W)
        self._aspect = aspect  # (the felt the view shows over a narrow table: _felt_over)
        self.text_room = TextRoom.of(aspect, self._width, self.pixels_high)  # (the view's 10 px at this size)
        self._piles_right = self._width / 2  # where the band of piles across the middle ends
        self._hand_room = (self._width / 2, self._width, self._width - 0.1)  # (see _hand_span)
        obs = self.observe(viewer) if self.observe is not None else game.observation(state, viewer)
        if obs.get("seat") != viewer:  # not the position asked for: never draw a wrong one
            obs = game.observation(state, viewer)
        players = obs["players"]
        n = len(players)
        to_act = obs["to_act"]
        # with no viewer, the controller says whom the table faces (a person, never a computer)
        faced = obs.get("facing")
        bottom = viewer if viewer is not None else faced if isinstance(faced, int) and 0 <= faced < n \
            else (to_act[0] if to_act else 0)
        # where nothing is hidden the table keeps still, whoever's turn (PlayController.table_faces:
        # Pirate's turned round to each person's seat every turn, s37)
        still = obs.get("faces")
        if isinstance(still, int) and not isinstance(still, bool) and 0 <= still < n:
            bottom = still
        width = max(TABLE_H * aspect, MIN_W)
        spec = TableSpec(width=width, height=TABLE_H)
        cx = width / 2
        zones = list(obs["zones"].values())
        spec.counts = {z["key"]: z["count"] for z in zones}
        public = obs.get("public", {})
        # the seats whose name is lit as acting: those to act, unless the game names whose turn
        # it is among them (10 Dime Rummy's "Buy out of turn": the badges of everyone who might
        # buy turned the colour of "your turn" while one player was to draw)
        on_turn = public.get("on_turn")
        lit = on_turn if isinstance(on_turn, list) and all(isinstance(s, int) for s in on_turn) else to_act
        others, aside = self._seating(public, bottom, n)
        zones = self._team_zones(zones, public.get("teams"), bottom, others, n)
        self._players = list(players)
        zones = self._layoffs_said_short(zones)
        self._bottom = bottom
        teams = public.get("teams")
        self._teams = teams if isinstance(teams, list) and len(teams) == n \
            and all(isinstance(t, int) and not isinstance(t, bool) for t in teams) else None
        by_owner: dict[int | None, list[dict]] = {}
        for z in zones:
            by_owner.setdefault(z["owner"], []).append(z)
        notes = public.get("seat_notes")
        self._seat_notes = notes if isinstance(notes, list) and len(notes) == n else None
        # the numbers and words per seat, unless the game writes its own seat notes
        per_seat = seat_values(game, public, n)
        dealer = public.get("dealer")
        self._dealer = dealer if isinstance(dealer, int) and not isinstance(dealer, bool) else None
        # What the legal moves start from: piles a move takes from even when empty (drawing from an
        # empty stock reshuffles), places a move goes from and to (a face-down grid card turned by
        # a click), face-down cards a move takes (a blind card: click it to play it), and whether
        # a card may be trailed onto the capture row.
        sources: set[str] = set()
        self._clicks, self._movable = set(), set()
        trail = False
        heaps = {k for k, z in self._zones.items() if z.kind.value == "heap"}
        for move in game.legal_moves(state, viewer) if viewer is not None else ():
            g = self.gesture(move)
            if g is not None and g.pieces == (g.src,):
                sources.add(g.src)
                if g.dst == g.src:
                    self._clicks.add(g.src)
            elif g is not None:
                self._movable.update(g.pieces)
            # the row's drop slot shows while a card may go to the row or onto a heap
            trail = trail or (g is not None and (g.dst == ROW_AREA or g.dst in heaps))
        no_hands = not any(z["role"] == "hand" for z in zones)
        hands_melds = not no_hands and (self._has_melds(by_owner, bottom) or self._needs_new_meld(game, state, bottom))
        facing = n == 2 and no_hands  # two seats, no hands: the other seat's band along the top

        # ----- the seats round the oval (or facing) -----------------------------------------------
        rx, ry, cy = cx - SEAT_W / 2 - 0.1, 2.75, 3.35
        seat_at: dict[int, tuple[float, float]] = {}
        top_used = 0.0
        for i, seat in enumerate(others):
            if facing:
                spec.labels.append(LabelSpec(self._seat_line(obs, seat, per_seat, by_owner.get(seat, [])), cx, 0.08,
                                             size=0.2, bold=True, highlight=seat in lit, max_width=width - 0.4))
                # down to just above the centre piles, never over them
                top_used = self._band(spec, by_owner.get(seat, []), 0.3, 0.42, width - 0.6, PILE_Y - 0.6, sources)
                continue
            if self.seats_in_a_row and len(others) >= self.seats_in_a_row:  # spread along the top
                apart = (width - SEAT_W - 0.4) / (len(others) - 1)
                seat_at[seat] = (cx + (i - (len(others) - 1) / 2) * apart, 0.1)
                continue
            # from the viewer's left round the top to the right; a few seats keep to the top
            span = min(210.0, 70.0 * (len(others) - 1))
            phi = math.radians(180 - span / 2 + (span * i / (len(others) - 1) if len(others) > 1 else 0))
            x, y = cx - rx * math.sin(phi), cy + ry * math.cos(phi)
            # A seat along the top whose box the oval sets just into the band of piles and trick
            # (with two or four others, by a few hundredths) sits that much higher: else the band
            # has to pass between two such seats, and was drawn at two thirds of its size. (Seats
            # lower down, beside the band, stay where the oval puts them.)
            into_band = y - 0.55 + SEAT_BOX_H - (PILE_Y - 0.45)
            seat_at[seat] = (x, max(0.1, y - 0.55 - (into_band + 0.01 if 0 < into_band < 0.2 else 0.0)))
        self._reach = {}
        self._seat_at = seat_at
        # (six seats in teams, Hand and Foot, keep their own arrangement: the other team's melds
        # in the band along the top, each seat's foot beside its box)
        self._shared_top = self._top_shared(seat_at, cx) and (len(seat_at) != 5 or self._teams is None)
        if self._shared_top and getattr(game, "card_list_moves", None) is not None:
            # Five seats round a table where melds are laid: the seats at the sides a little lower,
            # so that the room over each, under the seat across the top, takes two lines of melds
            # with their labels ("On Robo Rosa's kings" on two lines over each card laid off): in
            # one, Robo Rex's fifth meld ran down over his name (10 Dime Rummy at 1024x600, s34)
            # (six: lower still, their area over the box under the upper seat's box, whose corner
            # the upper seat has: 10 Dime Rummy's nine melds, labelled on two lines, ran down
            # over the side seat's name at 1024x600)
            drop = SIX_SIDE_DROP if self._six_round() else SIDE_DROP
            for seat, (sx, sy) in seat_at.items():
                if sy >= PILE_Y - 1.0:
                    seat_at[seat] = (sx, sy + drop)
        self._seat_zones, self._per_seat = by_owner, per_seat  # (for what the seats not drawn yet take)
        #: each seat box's (left, top, right, bottom): its name, its hand and the words under it
        #: (a board layout keeps what it adds clear of them: Biscuit's line of what was scored)
        self.seat_boxes: dict[int, tuple[float, float, float, float]] = {}
        self._name_labels: dict[int, LabelSpec] = {}  # each seat box's name (_names_in_their_room)
        self._panel: tuple[float, float, float, float] | None = None  # the buttons' box (_names_whole)
        self._info_labels: dict[int, LabelSpec] = {}  # and its line of words under its cards
        # The room the piles and the pot across the middle need (drawn at 80 % at least): a side
        # seat's melds beside its box stop short of it (10 Dime Rummy at 1366x768: Dev's melds
        # ran over the discard pile, Ben's over the pot, where they stopped at CENTRE_HALF)
        mid_piles = [z for z in by_owner.get(None, []) if z["role"] in CENTRE_ROLES
                     and z["key"] not in getattr(game, "fanned", ())]
        pot_room = PILE_STEP if isinstance(public.get("pot"), int) and not isinstance(public.get("pot"), bool) else 0.0
        self._centre_need = max(CENTRE_HALF, (sum(self._pile_steps(mid_piles, 0.8, set())) + pot_room) / 2)
        # The piles keep their size and place through a hand: the room they have at full size
        # between the seats' boxes (not their melds, which grow in the hand) is kept for them, and
        # the melds beside a box stop short of it (10 Dime Rummy, 1366x768: the stock and discard
        # went to 80 % and moved as a computer's melds beside its box grew, and back, mid-turn)
        self._band_need = min(self._centre_half_width(seat_at, cx, width),
                              (sum(self._pile_steps(mid_piles, 1.0, set())) + pot_room) / 2)
        self._centre_need = max(self._centre_need, self._band_need)
        # the viewer's meld row (above the hand, from the left) bounds what the seats at the sides
        # put under them; kept for it while anyone has melds on the table, not only while it shows
        # (it comes with the viewer's turn to lay down: 10 Dime Rummy, four seats, Dev's melds
        # beside his box went up into the band at each of Anna's turns, and back after it)
        any_melds = any(z["role"] == "meld" for z in zones)
        meld_top = HAND_Y - 0.75 - MELD_SCALE * CARD_RATIO if hands_melds or not no_hands and any_melds else None
        # The seats at the sides first: what they put beside their boxes, towards the middle, sits
        # where a seat across the top puts its piles (8 players: the seat at the upper right's
        # pile under its box, the one at the right's beside its box), and only a top seat's piles
        # can make way (along under its box).
        # (five seats round the table, those across the top first: what they put in the corners
        # beside their boxes the seats at the sides keep clear of, see _top_shared)
        self._corner_low: dict[float, float] = {}
        # (six: the seat in the middle across the top after the upper seats, its caption beside
        # its box where their melds in the corners leave room, see _six_top_melds)
        six = self._six_round()
        for seat, (x, y) in sorted(seat_at.items(), key=lambda item: ((item[1][1] < PILE_Y - 1.0) != self._shared_top,
                                                                      six and abs(item[1][0] - cx) < 0.5)):
            # what a seat at the side puts under its box stops above the seat below it
            below = [sy - 0.12 for sx, sy in seat_at.values() if sy > y + 0.5 and abs(sx - x) < SEAT_W]
            if meld_top is not None:
                below.append(meld_top)
            floor = min(below) if below and y >= PILE_Y - 1.0 else None
            self._seat_box(spec, obs, seat, x, y, per_seat, seat in lit, by_owner.get(seat, []), floor)
        self._seats_aside(spec, obs, aside, width, per_seat, lit, by_owner)
        self._names_in_their_room(spec)

        # ----- centre: piles, the trick, played cards, rows, columns ------------------------------
        centre = [z for z in by_owner.get(None, []) if z["role"] in CENTRE_ROLES]
        tricks = [z for z in zones if z["role"] == "trick"]
        played = [z for z in by_owner.get(None, []) if z["role"] == "played" and z.get("fan") != "down"
                  and not (self.drawn_by_layout and z["key"].startswith(self.drawn_by_layout))]
        shown_in = public.get("shown_in")
        if isinstance(shown_in, dict):  # (cards shown in an empty played zone: see the docstring)
            played = [dict(z, shown=[c for c in shown_in[z["key"]] if is_card(c)])
                      if not z["count"] and isinstance(shown_in.get(z["key"]), list) else z for z in played]
        columns = [z for z in by_owner.get(None, []) if z.get("fan") == "down"]
        rows = [z for z in by_owner.get(None, []) if (z["role"] in ROW_ROLES and z["role"] != "played"
                or z["role"] == "collection" and z["owner"] is None) and z.get("fan") != "down"
                and not (self.drawn_by_layout and z["key"].startswith(self.drawn_by_layout))]
        mine = by_owner.get(bottom, [])
        hands = [z for z in mine if z["role"] == "hand"]
        own_band = [z for z in mine if z["role"] not in ("hand", "meld", "trick")] if not hands else []
        # the viewer's own piles and cards on the table, above the hand on the right (their
        # captions at the prompt's height: the prompt keeps clear of them)
        extra = [z for z in mine if z["role"] not in NOT_BESIDE_HAND] if hands else []
        piled = [z for z in extra if self._as_pile(z, bottom)]
        extra = [z for z in extra if z not in piled]
        # the viewer's own cards side by side where they stay clear of the middle and of the
        # prompt on one line, and no melds need the room; else overlapped as they must
        # (as far apart as that leaves room for, from side by side down to overlapped; the prompt
        # may move left of the middle, on one line, as it does for the piles' captions)
        # (nobody sitting beside the middle, on the left: it may start at the table's edge)
        prompt_left = 0.3 if not self._seat_beside(seat_at, cx) else cx - (width - 2 * SEAT_W - 0.4) / 2
        clear = max(width / 2 + 1.0, prompt_left + set_width(prompt, self.text_room.prompt_size, bold=True) + 0.45)
        steps = [OWN_CARD_STEP - 0.05 * k for k in range(round((OWN_CARD_STEP - OWN_CARD_SQUEEZED) / 0.05))]
        whose = whose_own(self._players, bottom, self._viewer)
        for own_step in steps + [OWN_CARD_SQUEEZED]:
            own_slots = self._own_slots(piled, extra, own_step, whose, players[bottom])
            extra_w = sum(slot + gap for z, w, slot, gap, caption, cap_w in own_slots)
            if width - 0.25 - extra_w >= clear and not any(z["role"] == "meld" for z in mine):
                break
        # the viewer's melds above the hand: their size, and whether they leave the viewer's own piles room
        # (the open ones in the order they were made; the closed canastas first, those of a kind
        # stacked as the other team's are, under one label: kept where each closed, in the order
        # made, a long round's eleven were counted over the row in two labels, "6 black canastas"
        # and "Canastas: 3 red, 2 black", red and black taking turns, s34 t4 #9, and took the
        # room of eleven cards from the open melds being played on)
        melds = _closed_first([z for z in mine if z["role"] == "meld"]
                              + [z for z in by_owner.get(None, []) if z["role"] == "meld"])
        # A team's row starts at one place, after its caption (always in sight there): centred, it
        # moved along with each meld and card more, and the caption had no room once it reached the
        # table's edge (Hand and Foot); another seat's own row is centred, its caption where free
        team_caption, team_w = self._own_team_caption(bottom)
        row_left = 0.3 + (team_w + 0.2 if team_caption else 0.0)
        # many melds (a team's canastas): smaller, long ones squeezed, clear of the piles beside them
        meld_right = width - 0.25 - extra_w - 0.2
        side_right = width  # (where a seat at the side beside the row begins)
        if self._shared_top and not team_caption:
            # (five seats: the seats at the sides, lower, reach down beside the row, which stays
            # between their boxes: Anna's melds ran over Robo Rex's box, s34)
            for left, top, right, box_bottom in self.seat_boxes.values():
                if box_bottom > HAND_Y - 0.75 - MELD_SCALE * CARD_RATIO and top > PILE_Y - 1.0:
                    if right < cx:
                        row_left = max(row_left, right + 0.1)
                    else:
                        side_right = min(side_right, left - 0.1)
            meld_right = min(meld_right, side_right)
        meld_scale, meld_step, meld_gap = MELD_SCALE, 0.18, 0.2
        meld_sizes = ((MELD_SCALE, 0.18, 0.2), (0.45, 0.15, 0.18), (SMALL_MELD_SCALE, 0.12, 0.15), (0.3, 0.1, 0.12),
                      (0.25, 0.08, 0.1))
        steps = [meld_step] * len(melds)
        crowded = False  # so many melds that the viewer's own piles go beside the hand
        while True:
            # (size, step, gap, and whether each open meld is measured as long as it may grow)
            ways = [size + (False,) for size in meld_sizes]
            if team_caption and not crowded and hands and own_slots:
                # a team's row is measured with each open meld as long as it may grow, squeezed: its
                # size then changes as melds are made, not back and forth with the cards laid on
                # them, every meld moving each time (Hand and Foot, s30); and it goes under 0.3 only
                # once the viewer's own piles have gone beside the hand
                ways = [size + (True,) for size in meld_sizes[:-1]]
            elif team_caption:
                # (where even the smallest that way run off the table, 24 melds of a team of three at
                # 1024x600: as they are, then smaller still)
                ways = [size + (True,) for size in meld_sizes] + ways[-1:] + [(0.2, 0.066, 0.08, False)]
            for meld_scale, meld_step, meld_gap, longest in ways:
                squeeze = meld_scale * 1.5 if meld_scale < MELD_SCALE else meld_step * 99
                steps = [_meld_step(z, meld_scale, min(meld_step, squeeze / max(1, z["count"] - 1))) for z in melds]
                used = _row_gaps(self.text_room, melds, steps, meld_scale, meld_gap)[1]
                measured = used + sum(max(0.0, squeeze - st * (z["count"] - 1)) for z, st in zip(melds, steps)
                                      if z.get("fan") != "squared") if longest and squeeze < meld_scale * 2 else used
                if row_left + measured + 1.0 <= meld_right:
                    break
            if row_left + measured + 1.0 <= meld_right or crowded or not (hands and own_slots):
                break
            # even at their smallest they run on over the viewer's own piles (a small laptop's
            # Hand and Foot, fourteen team melds over "Your foot"): those go beside the hand, as on
            # a crowded table, and the row has the width
            crowded = True
            meld_right = min(width - 0.3, side_right)
        if melds and row_left + used + 1.0 > meld_right:
            # even the smallest way runs off the table's edge (a team of three's two dozen melds,
            # six players at the window's least width: 1.9 cards past it, s31): the open melds'
            # cards and the room between the melds closer, down to a quarter, then all smaller
            meld_scale, steps, meld_gap = _fit_row(melds, meld_scale, steps, meld_gap, meld_right - 1.0 - row_left)
            used = _row_gaps(self.text_room, melds, steps, meld_scale, meld_gap)[1]
        melds_y = HAND_Y - 0.45 - meld_scale * CARD_RATIO  # (the row's top: smaller melds just above the hand)
        meld_y = HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO
        # the viewer's own piles and cards on the table go above the hand on the right; when a seat
        # at the right reaches down there (eight players), beside the hand instead, the hand narrower
        low = crowded or bool(hands and (piled or extra)) and any(
            sx + SEAT_W / 2 > width - 0.25 - extra_w and sy + 1.3 > meld_y - 0.35 for sx, sy in seat_at.values())
        total = 0.0  # the width of the band of piles across the middle
        highlight = False
        if columns:  # piles in a row along the top (smaller), the prompt beside them, columns below
            ps = 0.7 if len(centre) > 4 else 1.0
            pile_y = 0.2 if not others else PILE_Y
            x = 0.3
            for z in centre:
                self._pile(spec, z, x, pile_y, z["key"] in sources, ps)
                x += ps + 0.25
            rest = width - x
            # The prompt and the buttons beside the piles where they fit there (the prompt on two
            # lines at most), else in a strip of their own under the piles, the buttons at its
            # right: at 1024x600 Spider's three buttons covered "Run 8" and its long prompt was
            # set at 8 px on five lines, the first cut off by the table's top.
            sizes = self._button_sizes(game, state, viewer)
            block = sum(sizes) + 0.12 * (len(sizes) - 1) + 0.24 if sizes else 0.0  # (the panel)
            # (the room kept is the widest prompt's, the game's own sample of it: Spider's
            # buttons and columns jumped ~60 px whenever the hint in the prompt changed length)
            widest = getattr(game, "widest_prompt", None)
            sample = widest(state) if widest is not None else ""
            prompt_tw = max(set_width(prompt, self.text_room.prompt_size, bold=True),
                            set_width(sample, self.text_room.prompt_size, bold=True) if sample else 0.0)
            line = self.text_room.prompt_line  # (a line of the prompt's text at 0.21, as the view sets it)
            if rest - 0.3 >= max(block, 0.8 * 1.05 * prompt_tw / 2 + 0.3):
                lines = 1 if 0.8 * prompt_tw <= rest - 0.3 else 2
                spec.prompt = LabelSpec(prompt, x + rest / 2, pile_y + (lines - 1) * line / 2, size=self.text_room.prompt_size,
                                        bold=True, max_width=rest - 0.3)
                spec.labels.append(spec.prompt)
                spec.buttons_at = (x + rest / 2, max(pile_y + ps * CARD_RATIO - 0.15, pile_y + lines * line + 0.35))
                col_y = max(pile_y + ps * CARD_RATIO + 0.45, spec.buttons_at[1] + 0.45)
            else:
                strip = pile_y + ps * CARD_RATIO + 0.35  # (under the piles' captions)
                room = width - 0.6 - (block + 0.2 if sizes else 0.0)
                lines = next((k for k in (1, 2, 3) if 0.8 * 1.05 * prompt_tw / k <= room - (0.3 if k > 1 else 0)), 4)
                middle = strip + max(lines * line, 0.6 if sizes else 0.0) / 2
                spec.prompt = LabelSpec(prompt, 0.3 + room / 2, middle - line / 2, size=self.text_room.prompt_size, bold=True,
                                        max_width=room)
                spec.labels.append(spec.prompt)
                spec.buttons_at = (width - 0.3 - block / 2, middle)
                col_y = strip + max(lines * line, 0.6 if sizes else 0.0) + 0.15
            col_bottom = TABLE_H - 0.1 if not hands and not own_band else HAND_Y - 0.5
            self._columns(spec, columns, 0.3, col_y, width - 0.6, col_bottom - col_y)
            row_y = col_bottom
        else:
            last = self._last_trick(public, tricks, n)
            # The middle fits between the seats at the sides: a long trick (seven players) first
            # overlaps its cards, then the piles and the trick are drawn smaller together.
            avail = 2 * max(self._centre_half_width(seat_at, cx, width), self._band_need)
            shown = [max(1, z["count"], len(last)) for z in tricks]
            fanned = {z["key"] for z in centre if z["key"] in getattr(game, "fanned", ())}
            if fanned and not tricks:
                avail = max(avail, self._fan_band_room(spec, cx))
            # what follows the last pile: the first trick, its caption and width (at scale 1)
            trick_caption = self._trick_caption(tricks[0], obs["players"], public, last) if tricks else ""
            then = (trick_caption, 1.0 + TRICK_STEP * (shown[0] - 1) if tricks else 0.0)
            pile_w = piles_only = sum(self._pile_steps(centre, 1.0, fanned, then))
            fan_steps: dict[str, float] = {}
            for z in centre:  # a fanned pile is wider: its line of cards, up to the room there is
                if z["key"] in getattr(game, "fanned", ()):
                    room = min(width - 2 * SEAT_W - 0.4, avail - 0.3) - pile_w
                    # each card's corner shows whole, the piles drawn smaller if need be
                    extra = 0.4 * max(0, z["count"] - 1) * max(INDEX_STEP / 0.4, min(1.0, room / (0.4 * max(1, z["count"] - 1))))
                    fan_steps[z["key"]] = extra / (z["count"] - 1) if z["count"] > 1 else 0.0
                    # and the line longer after each 10, its index whole (Five Hundreds' discards at
                    # 800x600, 0.18 of a card apart: the 10s read "1", s46)
                    pile_w += extra + _ten_extra(z, 1.0, fan_steps[z["key"]])
            fan_extra = pile_w - piles_only
            pot = public.get("pot")
            has_pot = isinstance(pot, int) and not isinstance(pot, bool)
            heaps = [z for z in by_owner.get(None, []) if z["role"] == "heap"]
            # The trail slot's room is kept while the hand is played, though nothing may be
            # trailed just now (the party game's questions after a capture, another's turn): the
            # slot went and the stock jumped to the right, then back at the next turn (s30 t3)
            slot_room = trail or (bool(heaps) and any(z["role"] == "hand" and z["count"] for z in zones))
            band = bool(centre or tricks or played)
            # Beside the piles and the trick go the pot and rows (PayDay's suits): the room they
            # need at least is kept for them; on a crowded table (eight players) the pot goes to
            # the top left corner when no seat is there.
            beside_rows = bool(rows) and band and not heaps and not trail
            reserve = self._rows_min_w(rows) + 0.3 if beside_rows else 0.0
            pot_w = PILE_STEP if has_pot and band else 0.0
            natural = pile_w + sum(1.0 + TRICK_STEP * (k - 1) + 0.1 for k in shown) + (0.2 if tricks else 0)
            # (the room between the seats at the band's own height: a seat across the top whose
            # box ends just above the band leaves it the whole width)
            crowd_avail = 2 * max(self._centre_half_width(seat_at, cx, width, PILE_Y - 0.3), self._band_need)
            if beside_rows and natural + pot_w + reserve > crowd_avail and not any(z["count"] for z in rows) \
                    and not self._goes_to(game, state, viewer, {z["key"] for z in rows}):
                # a crowded table leaves out empty rows nothing goes to yet (PayDay's suits in a trick round)
                rows, beside_rows, reserve = [], False, 0.0
            pot_corner = bool(pot_w) and natural + reserve > crowd_avail and not aside and all(
                sy > 1.85 or sx - 0.6 > 1.45 for sx, sy in seat_at.values())
            if pot_corner:
                pot_w = 0.0
            # (the pot takes its room of it too: 10 Dime Rummy's pot ran under Ben's melds beside his box)
            avail_band = min(avail, max(2.0, crowd_avail - pot_w - reserve)) if reserve \
                else avail - pot_w if pot_w and avail - pot_w >= 2.0 else avail
            step = TRICK_STEP
            if tricks and pile_w + sum(shown) * TRICK_STEP + 0.3 > avail_band and max(shown) > 1:
                step = max(MIN_TRICK_STEP,
                           (avail_band - pile_w - 0.3 - 1.1 * len(tricks)) / max(1, sum(k - 1 for k in shown)))
            trick_w = sum(1.0 + step * (k - 1) + 0.1 for k in shown) + (0.2 if tricks else 0)
            then = (trick_caption, 1.0 + step * (shown[0] - 1) if tricks else 0.0)
            scale = max(0.5, min(1.0, avail_band / (pile_w + trick_w))) if pile_w + trick_w > 0 else 1.0
            # (captions wider than their piles keep their size: the piles a little smaller still)
            while scale > 0.5 and sum(self._pile_steps(centre, scale, fanned, then)) + (fan_extra + trick_w) * scale \
                    > avail_band + 0.01:
                scale = max(0.5, scale - 0.02)
            # The band across the middle: piles, the trick, then the played cards fanned beside
            # them (Twenty-One Piles' two piles, Sweep's set, I Doubt It's last play) and the
            # capture row (Cassino, Scopa), fitted in the room between the side seats.
            room = min(width - 2 * SEAT_W - 0.6, avail)
            pile_steps = self._pile_steps(centre, scale, fanned, then)  # (captions are not drawn smaller)
            fixed = sum(pile_steps) + (fan_extra + trick_w) * scale + pot_w
            played_step = 0.3
            if played:
                cards = sum(max(0, _fanned(z) - 1) for z in played)
                played_step = max(0.12, min(0.3, (room - fixed - len(played) * 1.45) / cards)) if cards else 0.3
            played_w = sum(1.0 + played_step * max(0, _fanned(z) - 1) + 0.45 for z in played)
            heap_avail = width - 2 * (SEAT_W if n > 2 else 0.3) - 0.7 - fixed - played_w
            lines: list[list] = []
            heap_scale = HEAP_SCALES[0]
            for heap_scale in HEAP_SCALES:  # the capture row's cards as large as fit
                lines = self._heap_lines(heaps + ([None] if slot_room else []), heap_avail, heap_scale)
                heap_w = max((sum(self._heap_w(z, heap_scale) + 0.15 for z in line) for line in lines), default=0.0)
                # (from where it starts: below a seat's box it would run under, on a narrow table)
                left = cx - (fixed + played_w + heap_w + 0.3) / 2 + fixed + played_w + 0.3
                if self._heap_top(lines, heap_scale, left, left + heap_w) \
                        + sum(self._heap_line_h(line, heap_scale) for line in lines) <= HEAP_TOP + HEAP_ROOM:
                    break
            heap_w = max((sum(self._heap_w(z, heap_scale) + 0.15 for z in line) for line in lines), default=0.0)
            if has_pot and not band:  # the pot alone: in the corner, leaving the middle to the rows
                self._pot(spec, pot, 0.3, 0.3, public, inside=True)
            elif pot_corner:
                self._pot(spec, pot, 0.25, 0.2, public, inside=True)
            # rows with a band (PayDay's suits beside its trick): beside the band, as large as fit
            rows_fit = None
            if rows and band and not lines:
                room_w = 2 * self._centre_half_width(seat_at, cx, width, ROWS_TOP, ROWS_BOTTOM)
                rows_fit = self._rows_fit(rows, room_w - fixed - played_w - 0.3, ROWS_BOTTOM - ROWS_TOP)
            rows_w = self._rows_width(rows, rows_fit) + 0.3 if rows_fit is not None else 0.0
            total = fixed + played_w + (heap_w + 0.3 if lines else 0) + rows_w
            x = cx - total / 2
            if pot_w:
                self._pot(spec, pot, x, PILE_Y, public)
                x += PILE_STEP
            for z, pile_step in zip(centre, pile_steps):
                if z["key"] in fan_steps:  # a line of cards all to be seen (Five Hundreds' discards)
                    x = self._fan(spec, z, x, PILE_Y, scale, fan_steps[z["key"]] * scale, caption=True,
                                  ten_room=True) + 0.45 * scale
                    continue
                self._pile(spec, z, x, PILE_Y, z["key"] in sources, scale)
                x += pile_step
            if tricks:
                x += 0.2 * scale
                self._trick(spec, obs, tricks, x, PILE_Y, last, step * scale, scale, (cx - avail / 2, cx + avail / 2))
                x += (trick_w - 0.2) * scale
            for z in played:
                x = self._fan(spec, z, x, PILE_Y, 1.0, played_step, caption=True) + 0.45
            table_notes = public.get("notes")
            if isinstance(table_notes, list) and table_notes:
                banner = " \u00b7 ".join(str(t) for t in table_notes)
                for name in players:  # a wrapped banner never splits "Robo / Rex"
                    banner = banner.replace(name, name.replace(" ", "\u00a0"))
                # set on two lines it grows up, clear of the names over the trick's cards below
                # it: centred on its line, its second line touched "Robo Rex / leads" (s30 t1)
                room = 2 * self._banner_half_width(banner, cx, width)
                named = [str(t) for t in table_notes]
                for name in players:
                    named = [note.replace(name, name.replace(" ", "\u00a0")) for note in named]
                centred = LabelSpec(self._banner_lines(named, room), cx, BANNER_Y, size=self._banner_size(), up=True,
                                    bold=True, max_width=room, alike="banner")
                key = (game.info.id, tuple(players), round(aspect, 3), self.pixels_high, public.get("hand_no"))
                spec.labels += self._banner_in_corners(spec, centred, [str(t) for t in table_notes], players, key)
            row_y = PILE_Y + CARD_RATIO + 0.45 if band or lines else 1.55
            if not band and not lines and facing:  # nothing in the middle: the prompt under the top band
                row_y = top_used + 0.3
            if lines:
                y = self._heap_top(lines, heap_scale, x + 0.3, x + 0.3 + heap_w)
                for line in lines:
                    hx = x + 0.3
                    for z in line:
                        hx = self._heap(spec, z, hx, y, heap_scale, trail) + 0.15
                    y += self._heap_line_h(line, heap_scale)
                row_y = max(row_y, y + 0.1)
            # Rows (a tableau, a grid, cards won in the middle) stacked under the band, as small as
            # they must be to leave room for the prompt and its buttons above the hand.
            if rows and not band:  # under the seats across the top that the rows would run into
                for sx, sy in seat_at.values():
                    if abs(sx - cx) < 3.6 + SEAT_W / 2 and sy < PILE_Y - 1.0:
                        row_y = max(row_y, sy + 0.75 + SEAT_SCALE * CARD_RATIO)
            if rows_fit is not None:
                lines_h = math.ceil(len(rows) / rows_fit[0]) * (rows_fit[1] * CARD_RATIO + ROW_CAPTION)
                top = max(ROWS_TOP, PILE_Y + CARD_RATIO / 2 - lines_h / 2)
                row_y = max(row_y, self._rows_block(spec, rows, rows_fit, x + 0.3, top) + 0.1)
            elif rows:
                limit = HAND_Y - 1.6 - (MELD_SCALE * CARD_RATIO + 0.45 if self._has_melds(by_owner, bottom) else 0)
                row_scale = max(0.3, min(0.6, ((limit - row_y) / len(rows) - 0.12) / CARD_RATIO))
                row_step = row_scale * 0.55
                # rows built out from one card (an anchor: Fan Tan's 7s) line up on it, as a grid
                anchored = [z for z in rows if z.get("anchor") is not None]
                left = max((z["anchor"] * row_step for z in anchored), default=0.0)
                right = max(((max(1, z["count"]) - 1 - z["anchor"]) * row_step + row_scale for z in anchored), default=0.0)
                column = cx + (left - right) / 2
                for z in rows:
                    at = column - z["anchor"] * row_step if z.get("anchor") is not None else None
                    self._row(spec, z, cx, row_y, row_scale, at)
                    row_y += row_scale * CARD_RATIO + 0.12
                row_y += 0.3
            question = public.get("question")
            if isinstance(question, dict) and isinstance(question.get("card"), str):
                # A question printed on a card (the Cassino party game), shown while it is answered.
                from ..store.questions import question_text

                text = question_text(question["card"]) or f"the question on the {card_name(question['card'])}"
                asker, whom = question.get("asker"), question.get("whom")
                if isinstance(asker, int) and isinstance(whom, int) and 0 <= asker < n and 0 <= whom < n:
                    prompt = f"{players[asker]} asks {players[whom]}: \u201c{text}\u201d"
                    highlight = True
            # the prompt under the piles; two facing seats with nothing between them: under the top band
            floor = PILE_Y + CARD_RATIO + 0.4 if band or not facing else 0.0
            prompt_y = max(row_y - 0.05, floor)
            # clear of what the seats beside it put out towards the middle (their melds, piles)
            prompt_w = width - 2 * SEAT_W - 0.4
            # (from half a line over its top: on two lines it grows up by that much, into Ben's
            # melds under his box in 10 Dime Rummy at 1366x768)
            # (from its letters' top where it takes one line there: a side seat's lay-offs under
            # their labels reaching in just over it set it on two, and the viewer's meld row went a
            # size smaller, 0.25, 18 px, 10 Dime Rummy at 1024x600, s46)
            grown = 0.13 if 0.8 * set_width(prompt, self.text_room.prompt_size, bold=True) > prompt_w else -0.03
            for seat, (sx, sy) in seat_at.items():
                if sy >= prompt_y + 0.5 or abs(sx - cx) <= 1.0:
                    continue
                out = self._inner_reach(seat, prompt_y - grown, prompt_y + 0.5)
                if out > SEAT_W / 2 + 0.1:
                    # as if the seat sat at the table's edge, and clear of its melds' real end where
                    # it sits further in and they reach out beside it to the prompt's height
                    prompt_w = min(prompt_w, width - 2 * SEAT_W - 0.4 - 2 * (out - SEAT_W / 2 - 0.1),
                                   2 * (abs(sx - cx) - out - 0.05))
            # and clear of the captions over the viewer's own piles on the right, at its height
            # (1024x600: Hand and Foot's "Your foot (13)" ran into the prompt's end): the prompt
            # narrower on that side, its middle moved left by half of what it gave up
            pcx = cx
            end = width - 0.1  # how far right the prompt may reach
            if own_slots and not low and prompt_y + 0.45 > HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO - 0.27:
                z0, w0, slot0, gap0, caption0, most0 = own_slots[0]
                reach = min(most0, text_w(caption0, self.text_room.meld_label_room))  # (the caption's width)
                # A prompt that cannot be set on one line left of that caption grows down on its
                # second line beside the cards under it, where they reach further left than their
                # caption: it stops short of those too. On a narrow table (about 480 px, the sheet
                # dragged to half of a 1024x600 window) its lines are a third taller, and Sweep's
                # "Anna: play 4s or lower ..." ended over the first face-up card, s35.
                caption_end = width - 0.25 - extra_w + (slot0 - reach) / 2 - 0.2
                two_bottom = prompt_y + self.text_room.prompt_line * (1.5 + TEXT_DROP)
                if 0.8 * set_width(prompt, self.text_room.prompt_size, bold=True) > caption_end - 0.3 and two_bottom > meld_y - 0.05:
                    reach = max(reach, w0)
                end = width - 0.25 - extra_w + (slot0 - reach) / 2 - 0.2
                if cx + prompt_w / 2 > end:
                    left_end = cx - prompt_w / 2
                    if not self._seat_beside(seat_at, cx):  # as far left as one line needs
                        left_end = min(left_end, max(0.3, end - set_width(prompt, self.text_room.prompt_size, bold=True) - 0.15))
                    prompt_w = max(1.0, end - left_end)
                    pcx = left_end + prompt_w / 2
            # Over the viewer's meld row a prompt on two lines runs into the melds' labels under
            # it ("Red canasta"): as wide as one line needs, where nothing drawn beside it at its
            # height is in the way (the seats' boxes, their melds), rather than as wide as the
            # room between two seats' boxes, which a seat higher up leaves free.
            one_line = 0.8 * 0.6 * self.text_room.prompt_size * len(prompt) + 0.1  # (bold, set down to 80 % before a second line)
            # A prompt kept off one side (a side seat's melds reaching in at its height: Hand and
            # Foot's other team at 1024x600) was kept as far off the other, the room about the
            # middle halved: it was set at 9 px on three or four lines. Where the room at its height
            # reaches further on the other side it takes it there, off the middle, as wide as two
            # lines at 80 % need (or as the room is).
            # (set_width a little short of a bold line; and a word's room where it breaks)
            two_lines = 0.8 * 1.05 * set_width(prompt, self.text_room.prompt_size, bold=True) / 2 + 0.6
            if prompt_w < two_lines:
                around = [(a, b) for a, b in self._free_gaps(self._drawn_boxes(spec), width, prompt_y - 0.05,
                                                              prompt_y + 0.45) if a < pcx < b]
                if around:
                    a, b = around[0][0] + 0.15, min(around[0][1] - 0.15, end)
                    if b - a < two_lines and own_slots and not low and around[0][1] - 0.15 > b + 0.05:
                        # still short of it, kept off the captions over the viewer's own piles: those
                        # go beside the hand (as on a crowded table), the prompt has their room
                        low, end = True, width - 0.1
                        b = around[0][1] - 0.15
                    if b - a > prompt_w + 0.05:
                        prompt_w = min(b - a, two_lines)
                        pcx = min(max(cx, a + prompt_w / 2), b - prompt_w / 2)
            if hands_melds and one_line > prompt_w:
                around = [(a, b) for a, b in self._free_gaps(self._drawn_boxes(spec), width, prompt_y - 0.05, prompt_y + 0.32)
                          if a < cx < b]
                if around:
                    a, b = around[0][0] + 0.15, min(around[0][1] - 0.15, end)
                    if b - a >= one_line:
                        prompt_w = one_line
                        pcx = min(max(cx, a + prompt_w / 2), b - prompt_w / 2)
            # On a narrow table a prompt that takes two lines between the side seats, where their
            # boxes end above it, is as wide as one line needs across the room free at its height:
            # two lines and a bid bar under them had no room above the hand, and the bar covered
            # the prompt (500 Rummy at 480x535, s37)
            one_w = 1.05 * set_width(prompt, self.text_room.prompt_size, bold=True) + 0.2
            if self.text_room.grow > 1.0 and 0.8 * one_w > prompt_w:
                around = [(a, b) for a, b in self._free_gaps(self._drawn_boxes(spec), width, prompt_y - 0.05,
                                                              prompt_y + 0.45) if a < pcx < b]
                if around and min(around[0][1] - 0.15, end) - (around[0][0] + 0.15) >= one_w:
                    a, b = around[0][0] + 0.15, min(around[0][1] - 0.15, end)
                    prompt_w = one_w
                    pcx = min(max(cx, a + one_w / 2), b - one_w / 2)
            # whatever the rules above made of it, the prompt only where nothing drawn so far is
            # (10 Dime Rummy, 1366x768: on two lines it grew up into Ben's melds under his box)
            pcx, prompt_w, prompt_y = self._prompt_clear(spec, prompt, pcx, prompt_y, prompt_w)
            if own_slots and not low and pcx + prompt_w / 2 > end + 1e-9:
                # moved right, off what is drawn on its left, it reached past the captions' edge
                # (Hand and Foot with the score sheet and the game log open, a 998-pixel table:
                # "...then discard." ran into "Your foot (13)"): the viewer's own piles go beside
                # the hand, as on a crowded table, and the prompt has their room
                low, end = True, width - 0.1
            self._prompt_label = LabelSpec(prompt, pcx, prompt_y, size=self.text_room.prompt_size, bold=True, highlight=highlight,
                                           max_width=prompt_w, keep_size=True)
            spec.labels.append(self._prompt_label)
            spec.prompt = self._prompt_label
            # (about 0.6 of its size a letter, bold, down to 80 % before a second line; a label of
            # more lines grows down by half of them)
            prompt_tw = 0.6 * self.text_room.prompt_size * len(prompt)
            lines = max(1, math.ceil(0.8 * prompt_tw / max(0.5, prompt_w)))
            # (a meld's label set on two lines grows up by half a line: Horseshit Rummy's "On Ben's
            # 6s" over a card Anna laid off ran up into a one-line prompt, 1024x600)
            # (only the labels under the prompt: where the row starts, centred or, a team's, after
            # its caption; or from the left edge, where the buttons move it)
            starts = (row_left,) if team_caption else (row_left, max(row_left, min(cx - (used + 1.0) / 2, meld_right - used - 1.0)))
            half_w = min(prompt_w, prompt_tw / lines) / 2
            lift = self._label_lift(melds, steps, meld_scale, meld_gap, (starts, pcx - half_w, pcx + half_w)) \
                if hands_melds else None
            if hands_melds and lift is None and lines > 1 and any(x0 < pcx + half_w and x0 + used > pcx - half_w
                                                                  for x0 in starts):
                # no label under it, but the row's cards: kept clear of their tops alike (on a narrow
                # table, off the piles' captions, 10 Dime Rummy's prompt on two lines ran down
                # into Anna's set of 7s at 480x535, s37)
                lift = -0.21 * self.text_room.grow
            if (lines > 1 or lift) and hands_melds and lift is not None:
                # A prompt on two lines over the viewer's meld row ran into a canasta's label
                # under it by a few pixels ("Red canasta", 1366x768). Its last line ends about
                # 0.245 a line lower (its text 0.21, lines 1.17 of it, growing down by half of
                # them, the words :data:`TEXT_DROP` of a line down in it), a label's text starts
                # 0.21 over its meld: up as far as the piles' captions over it leave room, then the
                # meld row smaller (lower) for a gap, as many sizes as that takes (one size left
                # Hand and Foot's "Red canasta" on two lines 0.7 px under the prompt, 1024x600).
                need = prompt_y + self.text_room.prompt_line * ((lines + 1) / 2 + TEXT_DROP) + 0.02 + 0.05 \
                    - (melds_y - 0.21 * self.text_room.grow - lift)
                # (up to the piles' captions, deeper on a narrow table: up into "Pot", s37)
                up = max(0.0, min(need, prompt_y - self.text_room.prompt_line * (lines - 1) / 2
                                  - (PILE_Y + CARD_RATIO * scale + 0.2 * self.text_room.grow + 0.06)))
                # (0.06: a gap between, about 4 px at 1024x600: up against the piles' captions the
                # prompt sat 2 px under "Pot", "Stock (107)", "Discard (1)", s42 t2 #2)
                if self._prompt_clear(spec, prompt, pcx, prompt_y - up, prompt_w) != (pcx, prompt_w, prompt_y - up):
                    up = 0.0  # (up there it would run into what is drawn beside it)
                prompt_y -= up
                self._prompt_label.y = prompt_y
                sizes = [m[0] for m in meld_sizes]
                smaller = list(meld_sizes[sizes.index(meld_scale) + 1:]) if meld_scale in sizes else []
                # (the first size that lowers the row by what is still needed, else the smallest)
                lower = [m for m in smaller if (meld_scale - m[0]) * CARD_RATIO >= need - up] or smaller[-1:]
                if need - up > 0 and lower:
                    meld_scale, meld_step, meld_gap = lower[0]
                    squeeze = meld_scale * 1.5
                    steps = [_meld_step(z, meld_scale, min(meld_step, squeeze / max(1, z["count"] - 1))) for z in melds]
                    used = _row_gaps(self.text_room, melds, steps, meld_scale, meld_gap)[1]
                    melds_y = HAND_Y - 0.45 - meld_scale * CARD_RATIO
            half = min(prompt_w, prompt_tw / lines) / 2
            self._prompt_box = (pcx - half, pcx + half, prompt_y + 0.25 * self.text_room.grow * (lines + 1) / 2 + 0.05)
            self._prompt_top = prompt_y - 0.25 * self.text_room.grow * (lines - 1) / 2
            self._prompt_lines = lines
            spec.buttons_at = under_prompt = (cx, max(row_y, floor + 0.05) + 0.5)
            self._piles_right = cx + total / 2
            if own_band and band:  # the band needs the room below: buttons beside the piles
                self._buttons_beside_band(spec, game, state, viewer, cx + total / 2 + 0.25, seat_at)

        # ----- the viewer's melds and hand (or band) -----------------------------------------------
        drawn = (len(spec.pieces), len(spec.labels), len(spec.targets))
        own_row: list[float] = []  # where the viewer's meld row starts (for its caption, at the end)

        def meld_row(x: float) -> float:
            """The viewer's melds in a row from ``x``; returns where the row ends."""
            own_row[:] = [x]
            labelled = []
            gaps, _, pads = _row_gaps(self.text_room, melds, steps, meld_scale, meld_gap)
            z0 = 40
            for k, (z, st) in enumerate(zip(melds, steps)):
                # (in the middle of its slot, as wide as its lay-off's label on two lines needs)
                start = x + pads[k] / 2
                # (a canasta stacked on the one before lies over it, its corner in sight)
                z0 = z0 + len(melds[k - 1]["cards"]) if k and gaps[k - 1] < 0 else 40
                x = self._fan(spec, z, start, melds_y, meld_scale, st, z0=z0) + gaps[k]
                labelled.append((_label(z), start, x - gaps[k]))
                x += pads[k] / 2
            # a canasta's kind, above it (under it is the hand's name line; left of the row, at
            # its height, nothing); the last one may reach over the room of the new meld's box
            # after the row (Horseshit's "On Anna's jacks" over one card laid off was set on two
            # lines, down onto the card)
            # (and clear of the team's caption left of the row: a first canasta's "Black canasta"
            # ran left over its four lines, lifted off the hand's name line)
            since = 0.3 + team_w + CAPTION_GAP / 2 if team_caption else 0.1
            # (one on two lines grows up, its last line where one line's is: grown down by half a
            # line as much as up, "Canastas: 2 / black, 1 red" had its second line over the
            # canastas' tops, s34 t4 #4)
            # (short of a seat's box beside the row's end at the labels' height: on a narrow table,
            # six seats, "On Robo Rosa's queens" reached over Robo Rudi's backs)
            # (and short of the new meld's box where it reaches down to the words in it: on a narrow
            # table "On Robo Ruby's 7s" ran over "New meld")
            until = min([x + MELD_SCALE * 1.6] + [l - 0.1 for l, t, r, b in self.seat_boxes.values()
                                                  if x - 0.5 < l < x + MELD_SCALE * 1.6 and t < melds_y
                                                  and b > melds_y - 0.22 * self.text_room.grow - 2 * self.text_room.meld_label_line]
                        + [x + 0.02 for words in [self._new_meld_words(x)] if self._needs_new_meld(game, state, bottom)
                           and (melds_y - 0.22 * self.text_room.grow + self.text_room.meld_label_line > label_box(words, self.text_room)[1]
                                # (or down past the box's top edge, the row's cards smaller than
                                # the box: "On Robo Remy's 3s" over one card crossed the top of
                                # "New meld" at 1024x600, s42 t2 #2)
                                or label_box(LabelSpec("x", 0.0, melds_y - 0.22 * self.text_room.grow, size=0.12, up=True),
                                             self.text_room)[3] > meld_y + self._new_meld_drop(x) + 0.01)])
            for label, middle, label_w in _meld_labels(self.text_room, labelled, since, until):
                spec.labels.append(LabelSpec(label, middle, melds_y - 0.22 * self.text_room.grow, size=0.12, max_width=label_w,
                                             up=True))
            return x
        row_x = row_left if team_caption else max(row_left, min(cx - (used + 1.0) / 2, meld_right - used - 1.0))
        x = meld_row(row_x)
        meld_y = HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO
        pending: tuple[float, float] | None = None  # the buttons not placed yet (the room right of the melds)
        self._hand_room = self._hand_span(width, extra_w, low)
        if (melds or self._needs_new_meld(game, state, bottom)) and not columns:
            # seats to the right at the piles' height (and the melds under them) bound the room
            right = min([sx - self._inner_reach(seat) for seat, (sx, sy) in seat_at.items() if sx > cx + 0.5 and sy < PILE_Y + CARD_RATIO],
                        default=width - 0.2)
            # (the meld row's end, the new meld's box after it, and what is right of it)
            new_box = MELD_SCALE * 1.6 + 0.1 if self._needs_new_meld(game, state, bottom) else 0.0
            row_right = width - (0.1 if low else 0.45 + extra_w)  # (clear of the piles beside the hand)
            placed = self._buttons_beside_piles(spec, game, state, viewer, cx + total / 2 + 0.25, right,
                                                (x + new_box, row_right, meld_y))
            if not placed and row_x > row_left:
                # no room for the buttons at the end of the meld row, centred: the row from the
                # left edge leaves them more (a small laptop's Hand and Foot: under the prompt
                # they covered the team's melds)
                for kept, made in zip(drawn, (spec.pieces, spec.labels, spec.targets)):
                    del made[kept:]
                x = meld_row(row_left)
                placed = self._buttons_beside_piles(spec, game, state, viewer, cx + total / 2 + 0.25, right,
                                                    (x + new_box, row_right, meld_y))
            if not placed and spec.buttons_at is not None and hands and (piled or extra) and not low \
                    and self._button_lines(game, state, viewer, row_right - x - new_box) > self._lines_over_hand(spec):
                # under the prompt, right of the melds, their lines would run down over the hand's
                # name line (a small laptop's Hand and Foot, four long meld buttons): the viewer's
                # own piles go beside the hand, as on a crowded table, leaving the lines the width
                low = True
                row_right = width - 0.1
                self._hand_room = self._hand_span(width, extra_w, low)
                placed = self._buttons_beside_piles(spec, game, state, viewer, cx + total / 2 + 0.25, right,
                                                    (x + new_box, row_right, meld_y))
            if not placed and spec.buttons_at is not None:
                # no room beside the piles, the hand or the melds: the first room free of everything
                # once the hand and the viewer's own piles are drawn too, nearest the piles (under
                # the prompt, right of the melds, the lines ran down over the hand, its name line
                # and the piles beside it); else under the prompt, in lines right of the melds
                pending = (x + new_box, row_right)
        if team_caption and melds and own_row and hands:  # (before any button looks for room)
            middle = melds_y + meld_scale * CARD_RATIO / 2 - self.text_room.meld_label_line / 2
            # (on three or four lines it grows down as far as up from the cards' middle: its last
            # line ends above the hand's name line, a gap between; three long names on four lines
            # touched the "Your hand" pill, Hand and Foot at 1024x600, s31)
            # (names of their own: describe's locals run on below)
            cap_lines = lines_set(self.text_room, team_caption, OWNER_CAPTION, team_w + 0.02)
            cap_line = max(OWNER_CAPTION, self.text_room.least) * 1.2
            cap_foot = middle + (cap_lines - 1) * cap_line / 2 + (1 + TEXT_DROP) * cap_line
            middle -= max(0.0, cap_foot - (HAND_NAME_Y - PILL_GAP))
            spec.labels.append(LabelSpec(team_caption, 0.3 + team_w / 2, middle, size=OWNER_CAPTION,
                                         max_width=team_w + 0.02))
        if self._needs_new_meld(game, state, bottom):
            drop = self._new_meld_drop(x)
            spec.targets.append(TargetSpec(f"{NEW_MELD}/{bottom}", x, meld_y + drop, w=MELD_SCALE * 1.6,
                                           h=MELD_SCALE * CARD_RATIO - drop, name="a new meld"))
            # its caption inside the box: under it, the hand's name line would cover it
            words = self._new_meld_words(x)
            words.y += drop / 2
            spec.labels.append(words)
        hand_w = width - (extra_w + 0.2 if low else 0.0)
        for z in hands:
            self._hand(spec, obs, z, hand_w, hand_w / 2 if low else cx, bottom in lit, per_seat, mine)
        if own_band:  # a seat with no hand: its piles, grid and rows in a band along the bottom
            top = max(row_y + (0.85 if facing or not centre else 0.68), TABLE_H - 3.25)
            if self._prompt_box is not None and self._prompt_lines > 1:
                # a prompt on two lines sat on the band's name line with no gap (Golf, 1366x768:
                # "Round 1 is over ... Anna: deal the next round." on "Anna · 2 quarters · 54 pts
                # face up"): the band a line lower for each line more
                top = max(top, min(TABLE_H - 2.2, self._prompt_top + self.text_room.prompt_line * (self._prompt_lines - 1) + 0.85))
            spec.labels.append(LabelSpec(self._seat_line(obs, bottom, per_seat, mine), cx, top - 0.36, size=0.2,
                                         bold=True, highlight=bottom in lit, max_width=width - 0.4))
            self._band(spec, own_band, 0.3, top, width - 0.6, TABLE_H - 0.08 - top, sources)
        elif hands:
            x = width - 0.25 - extra_w
            meld_y = HAND_Y + 0.35 if low else meld_y
            for z, w, slot, gap, caption, cap_w in own_slots:
                at = x + (slot - w) / 2  # each in the middle of its slot, under its caption
                if z in piled:  # the viewer's own pile (a discard pile, a foot not yet seen): one pile, its count
                    self._pile(spec, z, at, meld_y, z["key"] in sources, MELD_SCALE, caption=False)
                else:  # the viewer's own cards on the table (Sweep's face-up and blind cards, red threes)
                    self._fan(spec, z, at, meld_y, OWN_CARD_SCALE, own_step)
                # within its slot and a little of the gaps beside it, on two lines (growing up)
                # where one does not fit: on a narrow table the view sets it larger than reckoned
                # (its text 10 px at least), and Sweep's "Blind, uncovered" ran into "Blind,
                # covered" beside it (about 480 px wide, the score sheet dragged to half of a
                # 1024x600 window, s35 t2)
                lift = max(0.0, self.text_room.least - LAPTOP_LEAST)  # (its line taller there: clear of the cards)
                spec.labels.append(LabelSpec(caption, x + slot / 2, meld_y - 0.27 - lift, size=OWN_CAPTION, up=True,
                                             max_width=min(cap_w, slot + CAPTION_GAP - 0.1)))
                x += slot + gap
        if pending is None and under_prompt is not None and spec.buttons_at == under_prompt and hands and own_slots \
                and not low:
            self._buttons_clear_of_own_piles(spec, game, state, viewer, cx, width - 0.25 - extra_w,
                                             HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO - 0.27 - 0.12)
        if pending is None and under_prompt is not None and spec.buttons_at == under_prompt and hands \
                and not spec.buttons_width:
            self._buttons_fit_over_hand(spec, game, state, viewer)
        if pending is not None:
            # Many buttons (six to ten meld buttons, Hand and Foot at 1024x600) may have no room
            # free of everything at their size: smaller, in more lines, else over what matters least
            # (the other seats' boxes: their names, backs and words), never over the table's cards,
            # the viewer's hand and melds, nor the prompt; under the prompt, right of the melds,
            # they covered the hand (or the melds)
            sizes = self._button_sizes(game, state, viewer)
            placed = self._room_for_buttons(spec, game, state, viewer, bottom)
            if not placed and sizes and pending[1] - pending[0] >= 2.0:
                spec.buttons_at = ((pending[0] + pending[1]) / 2, spec.buttons_at[1])
                spec.buttons_width = pending[1] - pending[0]
        if melds and own_row and hands:
            self._caption_own_melds(spec, game, state, viewer, bottom, melds, own_row[0], melds_y, meld_scale)
        # (clear of the buttons' panel too: a name widened under it, Hand and Foot, six seats, s38)
        self._names_whole(spec, self._buttons_box(spec, game, state, viewer))
        return spec

    def _room_for_buttons(self, spec, game, state, viewer, bottom: int) -> bool:
        """Room for the buttons (:meth:`_free_spot`) where they have none under the prompt nor
        beside the piles: clear of everything drawn, else over the other seats' own piles only (a
        foot, its count in the words under the seat's name too), else over the other seats'
        boxes, never over the table's cards, the viewer's hand and melds, nor the prompt; smaller
        and in more lines before any of that covers more. Where all the plain buttons (the meld
        buttons) have no such room, as many of them as have it, and a "More…" button after them
        whose menu holds the rest (:attr:`buttons_kept`), before they cover more: on a crowded
        six-seat table of Hand and Foot, eight meld buttons went over a seat's name, hand and
        words, hiding the seat, where three and "More…" fit clear of every seat (s35). Whether
        some room took them (the room in :attr:`TableSpec.buttons_at` and its width, their scale
        ``buttons_scale``; :attr:`buttons_kept` as many as it takes)."""
        moves = [m for m in self._shown_moves(game, state, viewer) if self.is_button(m)]
        standing = self._standing(moves)
        plain = len(self._amount_runs([m for m in moves if m not in standing])[1])
        folds = [None] + list(range(plain - 2, 0, -1))  # (all; else the most that fit, and "More…")
        rooms = [
            (0.1, self._drawn_boxes(spec)),  # clear of everything
            # over the other seats' own piles only: the meld buttons hid "Robo Rosa" and her count
            # at 1024x600, six seats, on Anna's turn (s34 t2) (from the table's very top: the band
            # along it, empty, was a few hundredths short)
            (0.0, self._drawn_boxes(spec, seat_piles=True)),
        ]
        for top_min, boxes in rooms:
            for kept in folds:
                self.buttons_kept = kept
                if any(self._free_spot(spec, self._button_sizes(game, state, viewer, s), top_min, TABLE_H - 0.1,
                                       scale=s, boxes=boxes) for s in BUTTON_SCALES):
                    return True
        # over the other seats' boxes (their names, backs and words): as few buttons as may be
        self.buttons_kept = folds[-1]
        boxes = self._drawn_boxes(spec, seats_over=bottom)
        if any(self._free_spot(spec, self._button_sizes(game, state, viewer, s), 0.1, TABLE_H - 0.1,
                               scale=s, boxes=boxes) for s in BUTTON_SCALES):
            return True
        self.buttons_kept = None
        return False

    def _caption_own_melds(self, spec, game, state, viewer, bottom: int, melds: list[dict], x0: float, top: float,
                           scale: float) -> None:
        """Whose the melds over the viewer's hand are ("Anna's melds"), left of the row, as another
        seat's are captioned beside them, where nothing is (else uncaptioned, as before). At a Gin
        round's end Ben's melds read "Ben's melds" and Anna's, over her hand, nothing. Not for
        melds that are nobody's (the table's, drawn in the same row)."""
        if len(self._players) < 2 or any(z["owner"] != bottom for z in melds) or self._own_team_caption(bottom)[0]:
            return  # (a team's: in its own place, see describe)
        # (and the seats' boxes whole: "Anna's melds" ran over the top of the words under Robo
        # Rex's box, five and six seats, s34)
        boxes = self._drawn_boxes(spec) + self._taken + list(self.seat_boxes.values())
        buttons = self._buttons_box(spec, game, state, viewer)  # (about where the view sets them)
        if buttons is not None:
            boxes.append(buttons)

        def free(l: float, t: float, r: float, b: float) -> bool:
            return l >= 0.1 and not any(x0_ < r + 0.05 and x1_ > l - 0.05 and y0_ < b + 0.02 and y1_ > t - 0.02
                                        for x0_, y0_, x1_, y1_ in boxes)

        names = self._owner_names(bottom)
        # a long name cut with "…" before the name alone: with a third meld the row reached
        # further left and "Maximilian Alexander-O'Connor's melds" became his name alone, the
        # caption's meaning changing turn to turn (Desert Rummy at 1024x600, s39 t3)
        name = self._players[bottom]
        if f"{name}'s melds" in names:
            cut = [name[:k].rstrip() + "\u2026" for k in range(len(name) - 1, 3, -1) if name[k - 1] != " "
                   and not any(q != name and q.startswith(name[:k]) for q in self._players)]
            # cut between words (or before a hyphen) first, mid-word only where none fits:
            # "Wilhelmina Wolcott-Montgom…'s melds" (Sticks, s40 t3 LOOK-4)
            cut = [c for c in cut if name[len(c) - 1] in " -"] + [c for c in cut if name[len(c) - 1] not in " -"]
            whose = [n for n in names if _whose(n)]
            names = tuple(whose + [f"{c}'s melds" for c in cut] + [n for n in names if n not in whose])
        middle = top + scale * CARD_RATIO / 2 - self.text_room.meld_label_line / 2
        for text in names:
            cw = text_w(text, self.text_room.meld_label_room)
            mid = x0 - 0.2 - cw / 2
            l, t, r, b = mid - cw / 2, middle, mid + cw / 2, middle + self.text_room.meld_label_line
            if free(l, t, r, b):
                spec.labels.append(LabelSpec(text, mid, t, size=OWNER_CAPTION, max_width=cw + 0.1))
                return

    @staticmethod
    def _new_meld_words(x: float) -> LabelSpec:
        """The words in the viewer's new meld's box, which starts at ``x`` after the meld row."""
        meld_y = HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO
        return LabelSpec("New meld", x + MELD_SCALE * 0.8, meld_y + MELD_SCALE * CARD_RATIO / 2 - 0.1, size=0.14,
                         max_width=MELD_SCALE * 1.5)

    def _new_meld_drop(self, x: float) -> float:
        """How far the top of the viewer's new meld's box (from ``x``) comes down, shorter, to
        keep a gap under a prompt on three lines over it (Arizona Rummy, six seats at 1024x600:
        "... last chance, play what you can, then Done." sat on its top edge, s38 t2 #8); at most
        a third of it, the rest still a place to drop cards on."""
        if self._prompt_box is None:
            return 0.0
        left, right, foot = self._prompt_box
        meld_y = HAND_Y - 0.45 - MELD_SCALE * CARD_RATIO
        if left >= x + MELD_SCALE * 1.6 or right <= x:
            return 0.0
        return min(MELD_SCALE * CARD_RATIO / 3, max(0.0, foot + 0.06 - meld_y))

    def _own_team_caption(self, seat: int) -> tuple[str, float]:
        """The caption of the viewer's team's melds and the width kept for it, left of their row
        (on two lines, more for long names), or ("", 0) where the seat plays on its own. One
        wording, the whole of it, always there: as the row grew from the middle towards the left
        edge, the words went from "Anna & Robo Ruby's melds" to "Anna & Robo Ruby", "Anna's team"
        and none (Hand and Foot, s29 t2), and once the row reached the edge there was no room left
        of it at all (s30); a caption that keeps changing reads as news, and the names alone as
        nobody's melds. Where the names do not fit that room (:func:`_caption_fits`), "Your team's
        melds", and the team so named everywhere on the table (:meth:`describe`): "Grandpa
        Bartholomew, Robo Ruby & Robo Rosa's melds" was set on four lines and more there, six
        seats at 1024x600, and ran into the cards round it (s36)."""
        teams = self._teams
        if teams is None or sum(1 for t in teams if t == teams[seat]) < 2:
            return "", 0.0
        names = self._owner_names(seat)
        caption = names[0]
        if not _caption_fits(self.text_room, caption, TEAM_CAPTION_W) and len(names) > 1 \
                and names[1].startswith(YOUR_TEAM):
            caption = names[1]
            self._short_wanted.add(teams[seat])
        return caption, min(_two_lines_fit(self.text_room, caption), TEAM_CAPTION_W)

    def _prompt_clear(self, spec, prompt: str, pcx: float, y: float, w: float) -> tuple[float, float, float]:
        """The prompt's middle, width and top line (from ``pcx``, ``w`` and ``y``) such that its
        text meets nothing drawn so far: the seats' boxes and what they put out beside and under
        them (their melds, piles and captions), the piles and the pot. 10 Dime Rummy at 1366x768
        with four seats: "the prompt line runs over the right-hand seat's meld area". A label on
        several lines grows up by half of them as much as down: where only that reaches into what
        is above it (the piles' captions), it goes down as far; where something beside it is in
        the way, it takes the free stretch at its height round its middle, as long as it is still
        set on two lines at most there (narrower, it was set at 9 px on three); else it stays."""
        tw = set_width(prompt, self.text_room.prompt_size, bold=True)
        # (a pile's caption as the prompt under the piles has always taken it: 0.2 deep; on a
        # narrow table deeper, its text 10 px: 10 Dime Rummy's prompt on two lines, grown up,
        # lay over "Pot" and "Stock (91)" at 480x535, s37)
        boxes = self._drawn_boxes(spec, skip=[self._prompt_label] if self._prompt_label else [],
                                  caption_h=0.2 * self.text_room.grow) + self._taken
        line = self.text_room.prompt_line  # (a line of it at 0.21, as the view sets it)

        def lines_in(width: float) -> int:  # (on one line down to 80 % of its size, else two, else three)
            return 1 if 0.8 * tw <= width else 2 if 0.8 * 1.05 * tw / 2 + 0.3 <= width else 3

        def hits(x: float, width: float, top_y: float) -> list[tuple[float, float, float, float]]:
            lines = lines_in(width)
            half = min(width, tw) / 2
            # (its letters' top and bottom, a little inside its lines)
            top, bottom = top_y - (lines - 1) * line / 2 + 0.03, top_y + (lines + 1) * line / 2 - 0.02
            return [b for b in boxes if b[1] < bottom and b[3] > top and b[0] < x + half + 0.05 and b[2] > x - half - 0.05]

        hit = hits(pcx, w, y)
        if not hit:
            return pcx, w, y
        # beside it at its height, off its middle, a seat's words reaching in (five seats of 10 Dime
        # Rummy at 480x535: "12 cards · dimes 10 · 1 set of 3 · dealer" under the right seat's
        # box): as much narrower, where that keeps it on as many lines (then clear of what is
        # over it as below, s37)
        beside = [max(b[0] - pcx, pcx - b[2]) for b in hit if b[1] > y - line / 2 and (b[0] > pcx or b[2] < pcx)]
        if beside and 0 < 2 * min(beside) - 0.12 < w and lines_in(2 * min(beside) - 0.12) <= lines_in(w):
            w = 2 * min(beside) - 0.12
            hit = hits(pcx, w, y)
            if not hit:
                return pcx, w, y
        if all(b[3] < y + line / 2 for b in hit):  # only its upper lines, grown up: down as far
            # (from its letters' top down to just under the lowest: it was reckoned from the
            # table's top, more than a line, and the prompt never went down, s37)
            down = max(b[3] for b in hit) + 0.02 - (y - (lines_in(w) - 1) * line / 2 + 0.03)
            if down <= line and not hits(pcx, w, y + down):
                return pcx, w, y + down
        lines = lines_in(w)
        top, bottom = y - (lines - 1) * line / 2 + 0.03, y + (lines + 1) * line / 2 - 0.02
        gaps = [(a, b) for a, b in self._free_gaps(boxes, self._width, top, bottom) if lines_in(b - a - 0.2) <= 2]
        # the stretch that holds most of it, its middle moved in, as wide as that stretch
        near = [(min(b, pcx + w / 2) - max(a, pcx - w / 2), a, b) for a, b in gaps]
        if near and max(near)[0] > 0:
            _, a, b = max(near)
            w2 = min(w, b - a - 0.2)
            x2 = min(max(pcx, a + 0.1 + w2 / 2), b - 0.1 - w2 / 2)
            if not hits(x2, w2, y):
                return x2, w2, y
        return pcx, w, y

    def _label_lift(self, melds: list[dict], steps: list[float], scale: float, gap: float,
                    under: tuple[Sequence[float], float, float] | None = None) -> float | None:
        """How far the labels over the viewer's meld row reach above where one line of them would
        (a line for each line more, as the row sets them: :func:`_meld_labels`, growing up).
        ``under``: only where one of them lies under a prompt from ``a`` to ``b``, the row
        starting at any of ``x0s`` (None where none does: a lone canasta's count at the row's left
        end, far from the prompt, had the team's six melds drawn smaller, at 0.3, for a prompt on
        two lines over the middle of the table, s35 t4 #9)."""
        labels, slots = self._row_labels(melds, steps, scale, gap)
        if under is not None:
            x0s, a, b = under
            if not any(a - 0.1 < x0 + middle + width / 2 and x0 + middle - width / 2 < b + 0.1
                       for x0 in x0s for text, middle, width in labels):
                return None
        # (and a lay-off's label as narrow as its slot, sized for two lines (_row_slot), as the
        # labels beside it may leave it: Horseshit's "On Ben's 3s" beside "On Ben's 7s" went on
        # two lines up into the prompt, the row set apart from where it was reckoned, s34)
        return max([0.0] + [-label_box(LabelSpec(text, middle, 0.0, size=0.12, max_width=width, up=True), self.text_room)[1]
                            for text, middle, width in labels]
                   + [-label_box(LabelSpec(text, 0.0, 0.0, size=0.12, max_width=width, up=True), self.text_room)[1]
                      for text, width in slots])

    def _row_labels(self, melds: list[dict], steps: list[float], scale: float,
                    gap: float) -> tuple[list[tuple[str, float, float]], list[tuple[str, float]]]:
        """The labels over the viewer's meld row from 0, as the row sets them (text, middle and
        width each), and each lay-off's label with the width of its slot."""
        x, labelled, slots = 0.0, [], []
        gaps, _, pads = _row_gaps(self.text_room, melds, steps, scale, gap)
        for z, st, g, pad in zip(melds, steps, gaps, pads):
            w = scale + st * (max(1, z["count"]) - 1)
            labelled.append((_label(z), x + pad / 2, x + pad / 2 + w))
            if _is_place(z.get("label") or ""):
                slots.append((z["label"], w + pad))
            x += w + g + pad
        return _meld_labels(self.text_room, labelled, -0.2, x + MELD_SCALE * 1.6), slots

    @staticmethod
    def _seating(public: dict, bottom: int, n: int) -> tuple[list[int], list[int]]:
        """The seats round the oval from the viewer's left (clockwise after the viewer), and the
        seats away from the table. A game whose table order is not its player order (partners
        sat opposite, players sitting out) gives it as the public ``seating``: the seats at the
        table in clockwise order; the others are drawn aside."""
        seating = public.get("seating")
        if not (isinstance(seating, list) and seating and len(set(seating)) == len(seating)
                and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n for s in seating)):
            return [(bottom + k) % n for k in range(1, n)], []
        if bottom in seating:
            i = seating.index(bottom)
            others = seating[i + 1:] + seating[:i]
        else:
            others = list(seating)
        return others, [s for s in range(n) if s not in seating and s != bottom]

    def _seats_aside(self, spec, obs, aside: list[int], width: float, per_seat, to_act, by_owner) -> None:
        """Seats away from the table (sitting out), in the top corners, left and right in turn:
        a name and its words, faded."""
        for k, seat in enumerate(aside):
            x = SEAT_W / 2 + 0.1 if k % 2 == 0 else width - SEAT_W / 2 - 0.1
            y = 0.1 + (k // 2) * 0.62
            zones = by_owner.get(seat, [])
            if any(z["role"] == "hand" and z["count"] for z in zones):
                self._seat_box(spec, obs, seat, x, y, per_seat, seat in to_act, zones)
                continue
            spec.labels.append(seat_name_label(obs["players"][seat], x, y, size=0.18, highlight=seat in to_act,
                                               max_width=SEAT_W))
            words = self._seat_words(seat, zones, per_seat)
            if words:
                spec.labels.append(LabelSpec(" \u00b7 ".join(words), x, y + 0.25, size=0.14, max_width=SEAT_W))

    def _centre_half_width(self, seat_at, cx, width, top: float = PILE_Y - 0.45,
                           bottom: float = PILE_Y + CARD_RATIO + 0.3) -> float:
        """How far the piles and the trick (or anything in the band from ``top`` to ``bottom``)
        may reach either side of the centre without running into a seat beside them (a seat's
        box: its name, fan of backs and a line or two below; and its melds beside it)."""
        half = width / 2 - 0.2
        six = self._six_round()
        for seat, (x, y) in seat_at.items():
            # (six seats: a seat at the side sits below the band, its melds over its box beside
            # it: Horseshit Rummy's fanned discard ran under Robo Rudi's melds at 1366x768)
            if y < bottom and y + SEAT_BOX_H > top or six and y >= PILE_Y - 1.0:
                half = min(half, abs(x - cx) - self._inner_reach(seat, top, bottom))
        return max(half, CENTRE_HALF)

    def _fan_band_room(self, spec, cx: float) -> float:
        """How wide the band across the middle may be where nothing drawn so far (the seats, their
        melds and captions) is at its height: a fanned discard pile (Horseshit Rummy, Five
        Hundreds) spreads into it. The seats' areas reckoned as reaching the middle's least room
        left each buried card a 10 px strip, 250 px of felt free either side, and a press meant
        for the Q\u2666 took the 4\u2665 (six seats at 1024x600, s38 t2 #5)."""
        top, bottom = PILE_Y - 0.1, PILE_Y + CARD_RATIO + 0.35  # (the cards and their caption)
        left, right = 0.2, self._width - 0.2
        for l, t, r, b in self._drawn_boxes(spec):
            if t < bottom and b > top:
                if r <= cx:
                    left = max(left, r)
                elif l >= cx:
                    right = min(right, l)
                else:
                    return 0.0  # (something across the middle: as before)
        return 2 * (min(cx - left, right - cx) - 0.3)

    def _banner_half_width(self, banner: str, cx: float, width: float) -> float:
        """How far the table's banner (the round's words over the trick) may reach either side of
        the centre: between the seats' boxes beside the lines it takes. Three players, two seats
        across the top: their lines wrapped under their boxes ("3 cards \u00b7 -15\u00a2 \u00b7 6
        tricks \u00b7 / owes 30\u00a2") down to the banner's line, which ran over them (s30 t3);
        narrower, it grows up between them. (A seat over the middle, its box above the banner,
        does not narrow it; nor does a seat whose box ends above the lines it takes.)"""
        half = width / 2 - SEAT_W - 0.3
        # (at the size the view sets it: :meth:`_banner_size`)
        size, line = self._banner_size(), BANNER_LINE * self.text_room.grow
        need = 1.05 * set_width(banner, size, bold=True)  # (a little more: an estimate)
        for _ in range(3):  # narrower, it may take another line, up beside another seat
            # (the view sets it on one line down to 80 % of its size, then on two, ...)
            lines = next((k for k in (1, 2, 3) if 0.8 * need / k <= 2 * half - (0.3 if k > 1 else 0.0)), 4)
            top = BANNER_Y - (lines - 1) * line - 0.05
            room = half
            for seat, (left, box_top, right, box_bottom) in self.seat_boxes.items():
                x = (left + right) / 2
                if box_top < BANNER_Y + line and box_bottom > top and abs(x - cx) > SEAT_W / 2:
                    room = min(room, abs(x - cx) - self._inner_reach(seat, top, BANNER_Y + line))
            if room >= half - 1e-6:
                break
            half = max(room, CENTRE_HALF)
        return half

    def _banner_size(self) -> float:
        """The banner's text size: :data:`BANNER_SIZE`, and at least the table's least text (the
        size the view sets it at on a narrow table: its room reckoned so)."""
        return max(BANNER_SIZE, self.text_room.least)

    def _banner_lines(self, notes: list[str], room: float) -> str:
        """The banner's ``notes`` joined, on lines broken between them where they are not all
        ``room`` wide on one line at the banner's size: the view then sets each line at its size.
        Joined on one line, the view squeezed it to 80 %: at 1024x600 beside the score sheet
        Euchre's "Hand 1 · Trump? queen of clubs turned up · Anna & Cleo 0 – Robo Max & Dev 0"
        was set at 9 px, the smallest text on the table, under the seats' 10 px captions (s45 t1
        #5). A note wider than the room alone leaves them on one line, for the view to break."""
        size = self._banner_size()
        gap = set_width(" \u00b7 ", size, bold=True)
        widths = [1.05 * set_width(note, size, bold=True) for note in notes]
        if sum(widths) + gap * (len(notes) - 1) <= room or max(widths, default=0.0) > room:
            return " \u00b7 ".join(notes)
        lines: list[list[str]] = []
        used = 0.0
        for note, w in zip(notes, widths):
            if lines and used + gap + w <= room:
                lines[-1].append(note)
                used += gap + w
            else:
                lines.append([note])
                used = w
        return " \u00b7\n".join(" \u00b7 ".join(line) for line in lines)

    def _text_box(self, lab: LabelSpec, slack: float = 1.0) -> tuple[float, float, float, float]:
        """The box (left, top, right, bottom) a label's words take, as :func:`label_box` reckons
        it, with its tail ("Robo Rex / leads") and its lines broken between words as the view
        breaks them at the table's least text (on a narrow table "Robo Rex leads" over a card is
        three lines, :func:`label_box` reckoned two). ``slack``: its lines reckoned that much
        narrower (words a little wider than reckoned break a line sooner)."""
        w, lines, size = _text_set(self.text_room, lab.text + (f" {lab.tail}" if lab.tail else ""), lab.size,
                                   lab.max_width, lab.bold, lab.elide, bool(lab.tail), lab.keep_size, slack)
        line = size * 1.2
        y0 = lab.y if lab.down else lab.y - (lines - 1) * line * (1.0 if lab.up else 0.5)
        return (lab.x - w / 2, y0, lab.x + w / 2, y0 + (lines + TEXT_DROP) * line)

    def taken_back(self) -> None:
        """Moves were taken back (Undo): the banner looks for its room over the trick again,
        where the corners were only the answer to a position now gone."""
        self._banner_cornered.clear()

    def _banner_in_corners(self, spec, centred: LabelSpec, notes: list[str], players, key: tuple) -> list[LabelSpec]:
        """The table's banner: ``centred`` over the trick where its words keep clear there of every
        other word and card; else in the top corners beside the seat across the top, its notes
        split between them (the first ones left), or whole in one of them. On a narrow table
        (1024x600, the score sheet widened to half the window: 48 px a card) the view sets it at
        10 px, and between the top seat's box and the names over the trick it has room for
        one line: Court Whist's three lines grew up through the top seat's "12 cards · man · 0
        tricks", and Hearts' one ran over "Robo Rex / leads" (s37). Where no corner has room
        either, centred as before. It stays put through a hand: the room over a trick is kept
        for its names while it is empty too, and once the banner went to the corners at this
        table's size in this hand (``key``) it stays there for the hand (it went back and forth
        as bids and names came and went: Oh Hell!'s had room over the trick every few moves at
        1024x600, the sheet's edge at 560). A new hand, or a move taken back
        (:meth:`taken_back`), looks again: it stayed in the corners for the rest of the game at
        that size, with room over the trick again (review s39)."""
        gap = 0.04
        obstacles = [self._text_box(lab) for lab in spec.labels if lab.text]
        obstacles += [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
        obstacles += [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets]
        # (over a trick, the room its names take once its cards are played: the longest name
        # leading, over a card's width, at the trick's full width)
        size = max(0.15, self.text_room.least)
        longest = max(players, key=lambda who: set_width(who, size)) if players else ""
        lines = min(3, lines_set(self.text_room, f"{longest} leads", size, TRICK_STEP))
        obstacles += [(t.x, t.y - 0.3 - (lines - 1) * size * 1.2, min(spec.width, t.x + 1.0 + TRICK_STEP * (len(players) - 1)),
                       t.y) for t in spec.targets if t.plays]

        def clear(lab: LabelSpec, apart: float = gap) -> bool:
            l, t, r, b = self._text_box(lab, 1.05)
            return 0.0 <= t and l >= 0.05 and r <= spec.width - 0.05 and not any(
                l < r2 + apart and r > l2 - apart and t < b2 + gap and b > t2 - gap for l2, t2, r2, b2 in obstacles)

        if key not in self._banner_cornered and clear(centred):
            return [centred]
        if "\n" in centred.text:  # (its lines at its size have no room: on one line, as before)
            centred = replace(centred, text=centred.text.replace(" \u00b7\n", " \u00b7 "))
            if key not in self._banner_cornered and clear(centred):
                return [centred]
        if len(self._banner_cornered) > 64:  # (a window dragged through many sizes)
            self._banner_cornered.clear()

        def name(text: str) -> str:  # (a wrapped banner never splits "Robo / Rex")
            for who in players:
                text = text.replace(who, who.replace(" ", "\u00a0"))
            return text

        over = self._banner_over_table(spec, [name(note) for note in notes], obstacles)
        if over is not None:
            self._banner_cornered.add(key)
            return [over]

        whole = " \u00b7 ".join(notes)

        def in_corner(text: str, left: bool) -> LabelSpec | None:
            """``text`` in the top corner, as wide as it has room for (on the fewest lines)."""
            most = spec.width / 2 - 0.15
            for k in range(int((most - 1.5) / 0.1) + 1):
                w = most - 0.1 * k
                # (at its size, on more lines rather than smaller; well apart from the top seat's
                # name beside it: "Cleo  A point a trick · ..." read as one line)
                lab = LabelSpec(text, 0.1 + w / 2 if left else spec.width - 0.1 - w / 2, 0.1, size=self._banner_size(),
                                down=True, bold=True, max_width=w, keep_size=True, alike="banner")
                if clear(lab, CAPTION_APART):
                    return lab
            return None

        def readable(lab: LabelSpec | None) -> bool:
            """Set on up to three lines at its size (reckoned at its full size: the view breaks
            a line a little earlier than :func:`lines_set` reckons, and at 80 % it said three
            lines where the view set four at 60 %)."""
            return lab is not None and lines_set(self.text_room, lab.text, lab.size, lab.max_width, True) <= 3

        # the players' first names where their whole ones make a corner's words smaller than the
        # other's: "Round 1 of 6: Hearts trump · Maximilian Alexander-O'Connor & Wilhelmina
        # Wolcott-Montgomerys: 0 tricks, 0 tens" was set at 9 px beside the other corner's 13
        # (s41 t3 LOOK-2, 1280x720); the seats' boxes name them whole
        short = first_names(players)
        ways: list[list[str]] = []
        if len(notes) > 1:  # split where the two parts are most alike in length
            for shorten in (False, True) if short else (False,):
                said = [shortened(note, short) if shorten else note for note in notes]
                k = min(range(1, len(said)), key=lambda k: abs(sum(map(len, said[:k])) - sum(map(len, said[k:]))))
                ways.append([" \u00b7 ".join(said[:k]), " \u00b7 ".join(said[k:])])
        for n, way in enumerate(ways):
            parts = [in_corner(name(way[0]), True), in_corner(name(way[1]), False)]
            if all(parts) and (n == len(ways) - 1 or all(readable(p) for p in parts)):
                self._banner_cornered.add(key)
                return [p for p in parts if p is not None]
        for left in (True, False):
            one = in_corner(name(whole), left)
            if one is not None:
                self._banner_cornered.add(key)
                return [one]
        return [centred]

    def _felt_over(self) -> float:
        """How much felt (card units) the view shows over the table: a table narrower than it
        is high is laid out :data:`MIN_W` wide and centred in the view, with as much felt over
        it as under it (none where the view's height is not known)."""
        if not self.pixels_high:
            return 0.0
        aspect = getattr(self, "_aspect", self._width / TABLE_H)
        unit = min(self.pixels_high * aspect / self._width, self.pixels_high / TABLE_H)
        return max(0.0, (self.pixels_high / unit - TABLE_H) / 2)

    def _banner_over_table(self, spec, notes: list[str], obstacles: list) -> LabelSpec | None:
        """The whole banner (its ``notes``) centred over the table, in the felt the view shows
        above a narrow one (:meth:`_felt_over`), two lines of its text (else one) over the
        highest word or card: in the top corners it sat on the top seat's name's line ("Round 1
        of 6: Hearts trump · Anna   Ben   Ben & Dev: 0 tricks, 0 tens" read as one sentence,
        Whist with 10s at its narrowest window) or just over two seats' names like their titles
        (Oh Hell!, s37 t5). Its lines break between notes where that takes no more lines (a team
        was split "· Anna / & Robo Ruby: 0 tricks"). None where there is no room for it."""
        felt = self._felt_over()  # (none on a wider table: then over the names where they are low)
        room = spec.width - 0.3
        text = " \u00b7 ".join(notes)
        size = max(self._banner_size(), self.text_room.least)
        widths = [1.05 * set_width(note, size, bold=True) for note in notes]
        if max(widths) <= room:
            broken = self._banner_lines(notes, room)  # (the notes whole, in lines no wider than the room)
            _l, t, _r, b = self._text_box(LabelSpec(text, 0.0, 0.0, size=self._banner_size(), up=True, bold=True, max_width=room), 1.05)
            _l, t2, _r, b2 = self._text_box(LabelSpec(broken, 0.0, 0.0, size=self._banner_size(), up=True, bold=True, max_width=room), 1.05)
            if b2 - t2 <= b - t + 1e-6:  # (as many lines: one line, set a little smaller, stays one)
                text = broken
        lab = LabelSpec(text, spec.width / 2, 0.0, size=self._banner_size(), up=True, bold=True, max_width=room)
        _l, t, _r, b = self._text_box(lab, 1.05)
        highest = min((o[1] for o in obstacles), default=0.1)  # (the top seat's name, or its cards)
        line = max(self._banner_size(), self.text_room.least) * 1.2
        for apart in (2 * line, line):
            y = highest - apart - b
            if t + y >= 0.02 - felt:
                return LabelSpec(text, lab.x, y, size=self._banner_size(), up=True, bold=True, max_width=lab.max_width,
                                 alike="banner")
        return None

    def _inner_reach(self, seat: int, top: float = -1.0, bottom: float = 99.0) -> float:
        """How far towards the middle a seat's things reach from its centre (between ``top`` and
        ``bottom``): its box, or the melds beside it."""
        reach, low = getattr(self, "_reach", {}).get(seat, (0.0, 0.0))
        return max(SEAT_W / 2 + 0.1, reach if low > top else 0.0)

    @staticmethod
    def _has_melds(by_owner, seat) -> bool:
        return any(z["role"] == "meld" for z in by_owner.get(seat, []) + by_owner.get(None, []))

    def _pot(self, spec, pot: int, x: float, y: float, public: dict, inside: bool = False) -> None:
        """The chips in the pot, as a number on the table (Fan Tan); a game whose pot is money
        gives its words as the public ``pot_text`` ("$2.50"), shown instead, and a game that pays
        in something else names it as the public ``pot_unit`` (10 Dime Rummy: "dime")."""
        text = public.get("pot_text")
        unit = public.get("pot_unit")
        unit = unit if isinstance(unit, str) and unit else "chip"
        if isinstance(text, str) and text:
            spec.targets.append(TargetSpec("pot", x, y, name=f"the pot: {text}", label="Pot"))
            spec.labels.append(LabelSpec(text, x + 0.5, y + CARD_RATIO / 2 - 0.12, size=0.3, bold=True, max_width=1.0))
            return
        # ``inside``: in the table's corner its caption "Pot" is written in its box, over the
        # number: under it, it lay on the left player's name (Fan Tan, s40 t4)
        drop = 0.05 if inside else 0.0
        spec.targets.append(TargetSpec("pot", x, y, name=f"the pot: {plural(pot, unit)}", label="" if inside else "Pot"))
        if inside:
            spec.labels.append(LabelSpec("Pot", x + 0.5, y + 0.16, size=0.15, max_width=1.0))
        spec.labels.append(LabelSpec(str(pot), x + 0.5, y + CARD_RATIO / 2 - 0.25 + drop, size=0.4, bold=True,
                                     max_width=1.0))
        spec.labels.append(LabelSpec(plural(pot, unit).split(" ", 1)[1], x + 0.5, y + CARD_RATIO / 2 + 0.2 + drop,
                                     size=0.16, max_width=1.0))

    # ----- card lists judged by rule (see the module docstring) -------------------------------------
    def card_list_moves(self) -> list[tuple]:
        """(kind, src, dst) or (kind, src, dst, other fields of the move, e.g. its seat)."""
        hook = getattr(self._game, "card_list_moves", None)
        return list(hook(self._state)) if hook is not None and self._state is not None else []

    def open_groups(self) -> list[tuple[str, str]]:
        """(source zone, target) pairs where any selection of cards may be dropped together."""
        return [(entry[1], entry[2]) for entry in self.card_list_moves()]

    def open_group_move(self, pieces: list[str], target: str) -> Move | None:
        """The move a selection of cards (piece keys, a card twice if two copies are chosen)
        dropped on ``target`` makes, for the engine to judge. An entry's fields may name
        ``cards`` the move holds besides the selection (Push's freed joker, beside the hand: it
        may be in the selection too, or not)."""
        for entry in self.card_list_moves():
            kind, src, dst = entry[:3]
            if dst == target:
                fields = dict(entry[3]) if len(entry) > 3 else {}
                also = tuple(fields.pop("cards", ()))
                zone = self._zones.get(src)
                names = {src} | ({zone.name} if zone is not None else set())
                cards = [p.split(":", 1)[1] for p in pieces if p.split(":", 1)[0] in names]
                others = [p.partition(":")[2].split("#", 1)[0] for p in pieces if p.split(":", 1)[0] not in names]
                if len(cards) + len(others) == len(pieces) and not Counter(others) - Counter(also):
                    return Move(kind=kind, cards=tuple(cards) + also, **fields)
        return None

    def _buttons_clear_of_own_piles(self, spec, game, state, viewer, cx: float, piles_left: float,
                                    piles_top: float) -> None:
        """The buttons under the prompt, in lines across the table, kept off the viewer's own
        piles beside the hand (from ``piles_left``, their captions from ``piles_top``) and off
        the hand's name line: seven Ask buttons of the Cassino party game ran over "Sweeps" and
        "Anna's hand" at 1024x600. Narrower, centred under the prompt, when their lines still
        fit above the hand; else in the first room free of everything, nearest the piles."""
        sizes = self._button_sizes(game, state, viewer)
        if not sizes:
            return
        wide = self._wrap(sizes, spec.width - 0.2 - 0.24)  # as the view sets them with no room given
        top = spec.buttons_at[1] - 0.3
        if self._prompt_box is not None:
            top = max(top, self._prompt_box[2])
        if wide is not None:
            half = max(wide) / 2 + 0.12
            if (cx + half <= piles_left - CLEAR or top + len(wide) * 0.48 + 0.12 <= piles_top) \
                    and len(wide) <= self._lines_over_hand(spec):
                return  # clear of them as they are
        room = 2 * (piles_left - CLEAR - cx) - 0.24
        lines = self._wrap(sizes, room) if room > 0 else None
        if lines is not None and len(lines) <= self._lines_over_hand(spec):
            spec.buttons_width = room
        elif not self._free_spot(spec, sizes, 0.1, TABLE_H - 0.1) and lines is not None:
            spec.buttons_width = room

    def _buttons_fit_over_hand(self, spec, game, state, viewer) -> None:
        """Buttons under the prompt in more lines than fit above the hand's name line: 500 Rummy's
        nine bid buttons at 1366x768 wrapped to a second line over "Anna's hand · 12 cards". Smaller
        (in the lines that then fit there), else in the first room free of everything, else
        smaller still over what matters least; never over the hand's name line."""
        sizes = self._button_sizes(game, state, viewer)
        if not sizes:
            return
        room = spec.width - 0.2 - 0.24  # as the view sets them with no room given
        lines = self._wrap(sizes, room)
        top = spec.buttons_at[1] - 0.3
        if self._prompt_box is not None:
            top = max(top, self._prompt_box[2])
        height = HAND_NAME_Y - 0.05 - top - 0.12  # as in _lines_over_hand
        labels = self._control_labels([m for m in self._shown_moves(game, state, viewer) if self.is_button(m)])
        bids = "\u2212" in labels  # a bid bar: an amount stepper and its buttons
        if bids and lines is not None and len(lines) > 1:
            # A bid bar in one line, a little smaller, where that fits (500 Rummy's at 1366x768 with
            # the score sheet open had "Bid 60 no trump" alone on a second line, s37); else its
            # lines as even as they go (no button alone on the last, the bar no wider than that)
            for scale in BUTTON_SCALES[1:3]:
                one = self._wrap(self._button_sizes(game, state, viewer, scale), room, 0.12 * scale)
                if one is not None and len(one) == 1 and 0.48 * scale <= height:
                    spec.buttons_scale = scale
                    spec.buttons_at = (spec.buttons_at[0], top + (0.12 + 0.18) * scale)
                    return
        if lines is not None and len(lines) <= self._lines_over_hand(spec):
            if bids and self.text_room.grow <= 1.0:
                self._even_lines(spec, sizes, labels, room, 1.0)
            return
        for scale in BUTTON_SCALES[1:]:
            scaled = self._wrap(self._button_sizes(game, state, viewer, scale), room, 0.12 * scale)
            if scaled is not None and len(scaled) * 0.48 * scale <= height:
                spec.buttons_scale = scale
                spec.buttons_at = (spec.buttons_at[0], top + (0.12 + 0.18) * scale)
                if bids and self.text_room.grow <= 1.0:  # (on a narrow table its words are larger than reckoned)
                    self._even_lines(spec, self._button_sizes(game, state, viewer, scale), labels, room, scale)
                return
        skip = [self._prompt_label] if self._prompt_label is not None else []
        if any(self._free_spot(spec, self._button_sizes(game, state, viewer, s), 0.1, TABLE_H - 0.1, skip, scale=s)
               for s in BUTTON_SCALES):
            return

    @staticmethod
    def _even_lines(spec, sizes: list[float], labels: list[str], room: float, scale: float) -> None:
        """The room the buttons (``sizes``, their words ``labels``, at ``scale``) are given so
        that their lines are as even as they go in as many lines as ``room`` takes them: the
        narrowest room that takes them in no more lines, as the view breaks them (a stepper's
        "-", amount and "+" kept together). A bid bar of two lines had one button alone on the
        second ("Bid 60 no trump", 500 Rummy at 1024x600 with the score sheet open, s37)."""
        gap = 0.12 * scale
        glue = [text == "\u2212" or k > 0 and labels[k - 1] == "\u2212" for k, text in enumerate(labels)]

        def count(avail: float) -> int:  # (as table_view.button_lines breaks them)
            lines, used, k = 0, 0.0, 0
            while k < len(sizes):
                j = k
                while j < len(sizes) - 1 and j < len(glue) and glue[j]:
                    j += 1
                w = sum(sizes[k:j + 1]) + gap * (j - k)
                if lines and used + gap + w <= avail:
                    used += gap + w
                else:
                    lines, used = lines + 1, w
                k = j + 1
            return lines
        if len(glue) != len(sizes):
            return
        want = count(room)
        narrow = room
        while narrow - 0.05 >= max(sizes) and count(narrow - 0.05) <= want:
            narrow -= 0.05
        if want > 1 and narrow < room:
            spec.buttons_width = narrow + 0.1  # (a little over: the view's words are a little wider)

    def _buttons_beside_band(self, spec, game, state, viewer, left: float, seat_at) -> None:
        """A seat with no hand has its band along the bottom, so the buttons cannot go under the
        prompt: to the right of the centre piles when they fit before the seat at the right, else
        in the bottom right corner, beside the band's cards."""
        moves = [m for m in self._shown_moves(game, state, viewer) if self.is_button(m)]
        labels = self._control_labels(moves)  # (the standing ones, greyed or not, take their room)
        # (and the owner's own after them: 10 Dime Rummy's buy window, "Ben buys the 7\u2660" and
        # "Nobody buys it: Robo Rex draws", was sized as no buttons at all, the table facing Ben
        # with his hand face down, and lay over his melds, s34 t2 #11)
        labels += list(self.table_words()) if self.table_words is not None else []
        est = sum(button_width(text) for text in labels) + 0.12 * max(0, len(labels) - 1) + 0.3
        right = min([sx - self._inner_reach(seat) for seat, (sx, sy) in seat_at.items() if sx > left - 0.2 and sy < PILE_Y + CARD_RATIO],
                    default=spec.width - 0.2)
        if left + est <= right:
            spec.buttons_at = (left + est / 2, PILE_Y + 0.35)
        elif len(labels) > 1:
            # in the corner one above the other, the last on the corner's line: side by side they
            # reached over the band's cards (Golf's "Deal the next round" and "Let the computers
            # finish" lay over Ben's grid, s45)
            widest = max(button_width(text) for text in labels)
            spec.buttons_width = widest + 0.12
            spec.buttons_at = (spec.width - 0.2 - (widest + 0.3) / 2, TABLE_H - 0.45 - 0.48 * (len(labels) - 1))
        else:
            spec.buttons_at = (spec.width - 0.2 - est / 2, TABLE_H - 0.45)

    def _buttons_beside_piles(self, spec, game, state, viewer, left: float, right: float,
                              meld_row: tuple[float, float, float] | None = None) -> bool:
        """With a meld row above the hand the usual place of the buttons (under the prompt)
        would cover its melds: the buttons go to the right of the centre piles when they fit
        there (their width estimated from their labels as the view draws them), or beside the
        hand, or at the end of the meld row. False when none has room (they stay under the
        prompt)."""
        moves = [m for m in self._shown_moves(game, state, viewer) if self.is_button(m)]
        labels = self._control_labels(moves)  # (the standing ones, greyed or not, take their room)
        # (and the owner's own after them: 10 Dime Rummy's buy window, "Ben buys the 7\u2660" and
        # "Nobody buys it: Robo Rex draws", was sized as no buttons at all, the table facing Ben
        # with his hand face down, and lay over his melds, s34 t2 #11)
        labels += list(self.table_words()) if self.table_words is not None else []
        if not labels:
            return True
        sizes = [button_width(text) for text in labels]
        est = sum(sizes) + 0.12 * (len(labels) - 1) + 0.3
        if left + est <= right:
            spec.buttons_at = (left + est / 2, PILE_Y + CARD_RATIO / 2)
            return True
        # else beside the hand, on the right, where a short hand leaves room
        hand = [z for z in self._zones.values() if z.kind.value == "hand" and z.owner == viewer]
        count = len(hand[0].cards) if hand else 0
        # (the hand narrower, from the left edge, when the viewer's own piles are beside it)
        middle, hand_w, room_right = self._hand_room
        hand_right = middle + fit_fan(count, 0.0, hand_w - 2 * 0.3, max_step=HAND_STEP).width / 2 + 0.2
        # (and clear of a side seat's melds gone on under its box there, see _under_box_room)
        if hand_right + est <= room_right and not any(l < hand_right + est and r > hand_right and b > HAND_Y and t < HAND_Y + CARD_RATIO
                                                     for l, t, r, b in self._taken):
            spec.buttons_at = (hand_right + est / 2, HAND_Y + CARD_RATIO / 2)
            return True
        # else at the end of the meld row, one above the other (or a few a line, in as many
        # lines as the row is high), when the melds leave room there (under the prompt they
        # would cover the melds)
        if meld_row is not None and self._buttons_after_melds(spec, sizes, meld_row):
            return True
        # else in lines beside the piles, in the room the seats there leave (under the prompt
        # they covered the team's melds)
        skip = [self._prompt_label] if self._prompt_label is not None else []
        return self._free_spot(spec, sizes, PILE_Y - 1.4, self._prompt_top - 0.08, skip)

    @staticmethod
    def _hand_span(width: float, extra_w: float, low: bool) -> tuple[float, float, float]:
        """The hand's middle and width, and how far right of it buttons may reach: the whole
        width, or, with the viewer's own piles beside it (``low``), the width they leave."""
        if low:
            hand_w = width - (extra_w + 0.2)
            return hand_w / 2, hand_w, width - 0.25 - extra_w - 0.15
        return width / 2, width, width - 0.1

    def _buttons_after_melds(self, spec, sizes: list[float], meld_row: tuple[float, float, float]) -> bool:
        """The buttons at the end of the meld row (from ``meld_row[0]`` to ``meld_row[1]``, its
        top at ``meld_row[2]``), in as many lines as fit there; False when they do not."""
        room = meld_row[1] - meld_row[0] - 0.3
        lines: list[float] = []  # each line's width
        for size in sizes:
            if lines and lines[-1] + 0.12 + size <= room:
                lines[-1] += 0.12 + size
            else:
                lines.append(size)
        block = max(lines) + 0.3
        top = meld_row[2] + 0.02
        prompt = self._prompt_box
        if prompt is not None and prompt[0] < meld_row[1] and meld_row[1] - block < prompt[1]:
            top = max(top, prompt[2])  # the view sets the buttons under a prompt they would touch
        # (one line under another down to where two lines from the meld row's top would end:
        # not over the hand, nor over the hand's name line, centred above it, about five wide)
        bottom = meld_row[2] + 0.86 if meld_row[1] - block > spec.width / 2 + 2.5 else HAND_Y - 0.5
        # (never over a seat drawn there: six seats, the lower right seat's box reaches down beside
        # the meld row, and Arizona Rummy's "Done (last chance)" lay over its name and hand, s38 t2 #8)
        panel = (meld_row[1] - block, top - 0.06, meld_row[1], top + len(lines) * 0.48 - 0.06)
        # (not on a narrow table, its text larger: there the other places moved the viewer's own
        # piles beside the hand, under a side seat's pile caption)
        if meld_row[0] + block <= meld_row[1] and top + len(lines) * 0.48 - 0.12 <= bottom and (
                self.text_room.grow > 1.0 or not any(l < panel[2] and r > panel[0] and t < panel[3] and b > panel[1]
                                                     for l, t, r, b in self.seat_boxes.values())):
            spec.buttons_at = (meld_row[1] - block / 2, top + 0.18)
            spec.buttons_width = block
            return True
        return False

    def _shown_moves(self, game, state, viewer) -> list:
        """The moves the table offers the viewer as buttons: its own, and where another seat is
        named, what whoever holds the laptop presses for it (the next hand, an answer said
        aloud). Ruby went out, the next hand was hers to deal, and Ben's table sized no button for
        "Deal the next hand": it stayed under the prompt, over his melds. Only those the owner
        offers (:attr:`offer`: no "Ask Robo Ruby" button, a computer cannot answer aloud)."""
        if viewer is not None and viewer in game.to_act(state):
            moves = game.legal_moves(state, viewer)
        else:
            kinds = game.between_hands | game.spoken
            moves = [m for m in game.legal_moves(state) if m.kind in kinds]
        moves = self.offer(moves) if self.offer is not None else moves
        if self.called is not None:  # (with nobody's hand face up too: see _button_sizes)
            moves = list(moves) + [m for m in self.called() if m not in moves]
        return shown_to(game, state, moves, viewer)  # (as the drag controller builds them)

    def _control_labels(self, moves: list) -> list[str]:
        """The words on the buttons :meth:`controls` makes of ``moves``, in order: a bid's moves
        one amount stepper (- 65 + and a button per trump), not a button each (500 Rummy's
        buttons were sized as 55 bids, and wrapped over "Anna's hand" at 1366x768). A stepper's
        "+" and "-" change its buttons without a new layout, so the words are those of its amount
        with the widest buttons (at 65 after a bid of 65 hearts, one "Bid 65 no trump" button:
        the bar was laid out as one row, and at 70, with a button per trump, wrapped over the
        hand's name)."""
        def nothing(*_args) -> None:
            return None

        def words() -> list[str]:
            # (each as wide as the view draws it: a stepper's buttons at their widest amount)
            return [entry[6] if len(entry) > 6 else entry[0] for entry in self.controls(list(moves), nothing, nothing)]

        def width(labels: list[str]) -> float:
            return sum(button_width(text) + 0.12 for text in labels)
        kept = dict(self.stepper)  # (only words: the steppers keep their amounts)
        try:
            widest = words()
            runs, _ = self._amount_runs(list(moves))
            amounts: dict[tuple, list[set]] = {}
            for (field, rest), run in runs.items():
                if len(run) >= 3:
                    amounts.setdefault((field, dict(rest).get("kind")), []).append({m[field] for m in run})
            for key, sets in amounts.items():
                # (one run: one button, its widest at the highest amount; several: a button per
                # run that has the amount, so every amount is tried)
                values = set.union(*sets) if len(sets) > 1 else {max(sets[0])}
                for value in sorted(values):
                    self.stepper = {**kept, key: value}
                    labels = words()
                    if width(labels) > width(widest):
                        widest = labels
            return widest
        finally:
            self.stepper = kept

    def _button_sizes(self, game, state, viewer, scale: float = 1.0) -> list[float]:
        """The buttons' widths (card units), estimated from their labels as the view draws them
        (at ``scale``: their height and margins smaller; their text is set at 10 px at least, on a
        small laptop no smaller)."""
        moves = [m for m in self._shown_moves(game, state, viewer) if self.is_button(m)]
        labels = self._control_labels(moves)  # (the standing ones, greyed or not, take their room)
        # (and the owner's own after them: 10 Dime Rummy's buy window, "Ben buys the 7\u2660" and
        # "Nobody buys it: Robo Rex draws", was sized as no buttons at all, the table facing Ben
        # with his hand face down, and lay over his melds, s34 t2 #11)
        labels += list(self.table_words()) if self.table_words is not None else []
        return [button_width(text, scale) for text in labels]

    def _free_spot(self, spec, sizes: list[float], top_min: float, bottom_max: float, skip: list = (),
                   scale: float = 1.0, boxes: list | None = None) -> bool:
        """The buttons (``sizes``: their widths) in lines in a room free of everything drawn so far
        (but the labels in ``skip``; or free of ``boxes``), between ``top_min`` and ``bottom_max``:
        of the rooms that take them, the one nearest the end of the centre piles, the buttons beside
        the piles as far as it goes; the buttons drawn at ``scale``. False when none does.

        A small laptop's Hand and Foot (1024x600, four players, the score sheet open) has no room
        for a line of long meld buttons beside the piles, nor at the end of the team's meld row:
        under the prompt they covered the team's melds. Between the discard pile and the seat at
        the right there is room for a few lines."""
        if not sizes:
            return False
        anchor_x, anchor_y = self._piles_right, PILE_Y + CARD_RATIO / 2
        boxes = self._drawn_boxes(spec, skip) if boxes is None else boxes
        # in order across once, and only what reaches into the heights looked at
        boxes = self._merged_rows(sorted(b for b in boxes if b[1] < bottom_max + CLEAR and b[3] > top_min - CLEAR))
        best: tuple[float, float, float, float] | None = None  # (distance, x, y, room)
        best_key = (0, 0)  # of two spots as near, the one with fewer lines, then the higher
        gap = 0.12 * scale
        # Which boxes reach into a band is known from where its top falls among the boxes'
        # bottoms and its bottom among their tops: bands that meet the same boxes share their
        # free stretches, and a room its lines (the heights looked at are many, the boxes few)
        # (and kept for the next call on the same boxes: the buttons' room is looked for at each
        # size and with fewer buttons in turn, some dozens of calls a layout among the same boxes)
        memo = self._gaps_memo
        if memo is not None and memo[0] == spec.width and memo[1] == boxes:
            bottoms, tops_of, gaps_met = memo[2], memo[3], memo[4]
        else:
            bottoms, tops_of = sorted(b[3] for b in boxes), sorted(b[1] for b in boxes)
            gaps_met = {}
            self._gaps_memo = (spec.width, boxes, bottoms, tops_of, gaps_met)
        wrapped: dict[float, list[float] | None] = {}
        for count in range(1, len(sizes) + 1):
            h = count * 0.48 * scale + gap  # the panel: the lines, 0.12 between and round them
            tops = []
            top = top_min + CLEAR / 2
            while top + h + CLEAR / 2 <= bottom_max + 1e-9:
                tops.append(top)
                top += 0.1
            # the heights nearest the piles' middle first: once a height alone is further than
            # the best spot found, so are the rest, and their rooms need not be looked for (a
            # crowded table spent most of its layout here)
            for i in sorted(range(len(tops)), key=lambda k: abs(tops[k] + h / 2 - anchor_y)):
                top = tops[i]
                if best is not None and abs(top + h / 2 - anchor_y) * 1.5 + 0.4 * count > best[0] + 1e-9:
                    break
                band = (top - CLEAR / 2, top + h + CLEAR / 2)
                met = (bisect.bisect_right(bottoms, band[0]), bisect.bisect_left(tops_of, band[1]))
                if met not in gaps_met:
                    gaps_met[met] = self._free_gaps(boxes, spec.width, band[0], band[1], ordered=True)
                for a, b in gaps_met[met]:
                    room = b - a - 2 * gap - 2 * CLEAR  # (the panel's edge round the lines, clear of both sides)
                    if room not in wrapped:
                        wrapped[room] = self._wrap(sizes, room, gap)
                    lines = wrapped[room]
                    if lines is None or len(lines) != count:
                        continue
                    block = max(lines) + 2 * gap
                    # nearest the anchor, the piles' end, a little away from it
                    lo, hi = a + CLEAR + block / 2, b - CLEAR - block / 2
                    x = min(max(anchor_x + 0.3 + block / 2, lo), hi)
                    # (level with the piles' middle counts more than beside them; a line more
                    # counts as a little further)
                    d = math.hypot(x - block / 2 - anchor_x if x > anchor_x else anchor_x - x - block / 2,
                                   (top + h / 2 - anchor_y) * 1.5) + 0.4 * count
                    if best is None or d < best[0] - 1e-9 or (d <= best[0] + 1e-9 and (count, i) < best_key):
                        best, best_key = (d, x, top, room), (count, i)
        if best is None:
            return False
        d, x, y, room = best
        spec.buttons_at = (x, y + gap + 0.18 * scale)  # the first line's middle
        spec.buttons_width = room
        spec.buttons_scale = scale
        return True

    @staticmethod
    def _wrap(sizes: list[float], room: float, gap: float = 0.12) -> list[float] | None:
        """Each line's width, the buttons laid in lines no wider than ``room``; None when one
        button alone is wider."""
        if max(sizes) > room:
            return None
        lines: list[float] = []
        for size in sizes:
            if lines and lines[-1] + gap + size <= room:
                lines[-1] += gap + size
            else:
                lines.append(size)
        return lines

    @staticmethod
    def _merged_rows(boxes: list[tuple[float, float, float, float]]) -> list[tuple[float, float, float, float]]:
        """``boxes`` (sorted) with the boxes of one height that overlap or touch across made one:
        the same free stretches at every height, from half as many boxes (a fanned hand or meld
        is a box a card; a crowded table looked for its buttons' room among a hundred)."""
        rows: dict[tuple[float, float], list[float]] = {}  # (top, bottom): the last box's [left, right]
        merged: list[list[float]] = []
        for x0, y0, x1, y1 in boxes:
            last = rows.get((y0, y1))
            if last is not None and x0 <= last[2]:
                last[2] = max(last[2], x1)
            else:
                rows[(y0, y1)] = last = [x0, y0, x1, y1]
                merged.append(last)
        return sorted((x0, y0, x1, y1) for x0, y0, x1, y1 in merged)

    @staticmethod
    def _free_gaps(boxes: list[tuple[float, float, float, float]], width: float, top: float,
                   bottom: float, ordered: bool = False) -> list[tuple[float, float]]:
        """The stretches across the table (left, right) that none of ``boxes`` (what is drawn,
        :meth:`_drawn_boxes`) reaches into between ``top`` and ``bottom``; ``ordered``: the boxes
        come sorted already."""
        blocked = [(x0, x1) for x0, y0, x1, y1 in boxes if y0 < bottom and y1 > top]
        if not ordered:
            blocked.sort()
        gaps, at = [], 0.1
        for x0, x1 in blocked:
            if x0 > at:
                gaps.append((at, x0))
            if x1 > at:
                at = x1
        if width - 0.1 > at:
            gaps.append((at, width - 0.1))
        return gaps

    def _drawn_boxes(self, spec, skip: list = (), seats_over: int | None = None,
                     caption_h: float = 0.3, seat_piles: bool = False) -> list[tuple[float, float, float, float]]:
        """What is drawn so far, as boxes (left, top, right, bottom): cards and tokens, zones with
        their captions, and labels, their text about as wide and on as many lines as the view
        sets them at a small laptop's size (the view's text is 10 px at least: at 1024x600, about
        0.145 of a unit). ``seats_over`` (the viewer): what may be covered left out, the other
        seats' hands (backs) and all the words but the prompt's. ``caption_h``: how far a zone's
        caption reaches under it. ``seat_piles``: the other seats' own piles (a foot) and their
        captions left out."""
        boxes = []
        others: set[str] = set()
        if seats_over is not None:
            others = {z.key for z in self._zones.values() if z.kind.value == "hand" and z.owner != seats_over}
            # (a seat's box: its name over its hand, its words under it)
            seats = [(t.x + t.w / 2, t.y - 0.35, t.y + t.h + 0.45) for t in spec.targets if t.id in others]
            skip = list(skip) + [lab for lab in spec.labels if lab is not self._prompt_label and any(
                abs(lab.x - x) < SEAT_W / 2 + 0.1 and top <= lab.y <= bottom for x, top, bottom in seats)]
        if seat_piles:
            others = others | self._seat_piles[0]
            skip = list(skip) + self._seat_piles[1]
        for p in spec.pieces:
            if p.zone in others:
                continue
            w, h = (p.scale, p.scale * CARD_RATIO) if p.kind == "card" else (p.w, p.h or p.w)
            boxes.append((p.x, p.y, p.x + w, p.y + h))
        for t in spec.targets:
            if t.id in others:
                continue
            boxes.append((t.x, t.y, t.x + t.w, t.y + t.h))
            if t.label:
                cw = max(t.w, text_w(t.label, max(CAPTION_SIZE, self.text_room.meld_label_room)))
                mid = t.x + t.w / 2
                boxes.append((mid - cw / 2, t.y + t.h, mid + cw / 2, t.y + t.h + caption_h))
        skipped = {id(k) for k in skip}  # (by identity, as ``is``: once, not a scan of them a label)
        boxes += [label_box(lab, self.text_room) for lab in spec.labels if lab.text and id(lab) not in skipped]
        return boxes

    def _buttons_box(self, spec, game, state, viewer) -> tuple[float, float, float, float] | None:
        """The box the buttons take round :attr:`TableSpec.buttons_at`, about where the view sets
        them (their lines as :meth:`_wrap` breaks them); None when there are none."""
        sizes = self._button_sizes(game, state, viewer, spec.buttons_scale) if spec.buttons_at is not None else []
        if not sizes:
            return None
        scale_b = spec.buttons_scale
        lines = self._wrap(sizes, max(max(sizes), spec.buttons_width or sum(sizes) + 0.12 * len(sizes)),
                           0.12 * scale_b) or [sum(sizes)]
        bx, by = spec.buttons_at
        half = max(lines) / 2 + 0.12 * scale_b
        first = by - 0.18 * scale_b - 0.12 * scale_b
        return (bx - half, first, bx + half, first + len(lines) * 0.48 * scale_b + 0.12 * scale_b)

    def _button_lines(self, game, state, viewer, room: float) -> int:
        """How many lines the buttons take in ``room`` (their widths estimated as the view
        draws them, as :meth:`_buttons_beside_piles`)."""
        moves = [m for m in self._shown_moves(game, state, viewer) if self.is_button(m)]
        labels = self._control_labels(moves)  # (the standing ones, greyed or not, take their room)
        # (and the owner's own after them: 10 Dime Rummy's buy window, "Ben buys the 7\u2660" and
        # "Nobody buys it: Robo Rex draws", was sized as no buttons at all, the table facing Ben
        # with his hand face down, and lay over his melds, s34 t2 #11)
        labels += list(self.table_words()) if self.table_words is not None else []
        lines: list[float] = []
        for size in (button_width(text) for text in labels):
            if lines and lines[-1] + 0.12 + size <= room:
                lines[-1] += 0.12 + size
            else:
                lines.append(size)
        return len(lines)

    def _lines_over_hand(self, spec) -> int:
        """How many lines of buttons fit under the prompt (where the view sets them, just under
        its text) and above the hand's name line."""
        top = spec.buttons_at[1] - 0.3  # (a line's middle; the panel's edge round it)
        if self._prompt_box is not None:
            top = max(top, self._prompt_box[2])
        # each line 0.36 high, 0.12 between lines and round the panel
        return max(0, int((HAND_NAME_Y - 0.05 - top - 0.12) / 0.48))

    def open_group_choices(self, move: Move) -> list[Move]:
        """The readings of a card list the player must choose between (a wild card's meaning),
        from ``game.card_list_choices(state, move)``; empty when there is nothing to ask."""
        hook = getattr(self._game, "card_list_choices", None)
        return list(hook(self._state, move)) if hook is not None and self._state is not None else []

    def _seat_line(self, obs, seat: int, per_seat, zones) -> str:
        """A seat's name and what the public part says of it (chips, scores, words), for a band:
        the game's own words for it (``seat_notes``) where it gives them, as under a seat's box."""
        info = [obs["players"][seat]]
        notes = self._seat_notes
        if notes is not None:
            info += [str(notes[seat])] if notes[seat] else []
        else:
            info += [seat_number(label, values[seat]) if label else values[seat]
                     for label, values in per_seat[:3] if values[seat] not in ("", None)]
        if seat == self._dealer:
            info.append("dealer")
        return " \u00b7 ".join(info)

    # ----- bands, grids and columns -------------------------------------------------------------------
    def _band(self, spec, zones, x0: float, y0: float, w: float, h: float, sources: set[str]) -> float:
        """A seat's own zones in a band ``w`` x ``h`` at (x0, y0): piles, then grids, then rows of
        cards in as many columns as they need. Returns the band's lowest point used."""
        piles = [z for z in zones if z["role"] in PILE_ROLES]
        grids = [z for z in zones if z["role"] == "grid"]
        rows = [z for z in zones if z["role"] in BAND_ROWS or (z["role"] not in PILE_ROLES and z["role"] != "grid")]
        lowest = y0
        grid_scale = min(0.85, (h - 0.35) / (2 * CARD_RATIO + 0.3))
        ps = min(0.8, (h - 0.3) / CARD_RATIO) if not grids else min(0.8, grid_scale * 1.1)
        if rows and not grids:
            ps = min(ps, 0.65)
        x = x0
        if grids:  # the grid in the middle, the piles to its left
            gw = sum(self._grid_size(z, grid_scale)[0] + 0.4 for z in grids)
            x = max(x0, x0 + w / 2 - gw / 2 - len(piles) * (ps + 0.45))
        for z in piles:
            self._pile(spec, z, x, y0, z["key"] in sources, ps)
            x += ps + 0.45  # room for the caption ("Captured (13)")
            lowest = max(lowest, y0 + ps * CARD_RATIO + 0.3)
        for z in grids:
            gw, gh = self._grid(spec, z, x + 0.1, y0, grid_scale)
            x += gw + 0.5
            lowest = max(lowest, y0 + gh)
        if rows:
            x += 0.1
            room = x0 + w - x
            row_h = lambda rs: rs * CARD_RATIO + 0.3  # noqa: E731
            ncols = 1
            while ncols < len(rows) and math.ceil(len(rows) / ncols) * row_h(0.42) > h:
                ncols += 1
            per_col = math.ceil(len(rows) / ncols)
            rs = max(0.3, min(0.6, (h / per_col - 0.3) / CARD_RATIO))
            col_w = room / ncols
            for k, z in enumerate(rows):
                c, r = divmod(k, per_col)
                count = max(1, z["count"])
                step = min(rs * 0.62, (col_w - rs - 0.2) / max(1, count - 1))
                yy = y0 + r * row_h(rs)
                self._fan(spec, z, x + c * col_w, yy, rs, step, caption=True, min_w=col_w - 0.2)
                lowest = max(lowest, yy + row_h(rs))
        return lowest

    def _grid_size(self, z, scale: float) -> tuple[float, float]:
        cols = max(1, math.ceil(z["count"] / 2))
        return cols * (scale + 0.08) - 0.08, 2 * scale * CARD_RATIO + 0.3

    def _grid(self, spec, z, x: float, y: float, scale: float, cols: int = 0, start: int = 0,
              z0: int = 40, by_label: bool = False) -> tuple[float, float]:
        """A grid of two rows, each card addressed by its place (``grid/0#3``); a card only its
        owner sees (not turned up for all) is marked "peek". ``cols``, ``start``: its cards in the
        cells of a grid that many columns wide from cell ``start`` on (another zone's cards in
        the cells before); ``z0``: its first card's depth; ``by_label``: each card named by the
        zone's label ("Tom's card, blind, covered: face down"), not as a card of the grid."""
        zone = self._zones.get(z["key"])
        cards = z["cards"]
        cols = cols or max(1, math.ceil(len(cards) / 2))
        label = (z.get("label") or "").lower() if by_label else ""
        gap = 0.08
        row_gap = 0.3 if scale >= 0.5 else 0.1
        owner = z["owner"]
        who = self._state.players[owner] if owner is not None and self._state is not None else ""
        for i, card in enumerate(cards):
            r, c = divmod(start + i, cols)
            px, py = x + c * (scale + gap), y + r * (scale * CARD_RATIO + row_gap)
            place = f"{z['key']}#{i}"
            peek = (card is not None and zone is not None and zone.per_card is not None
                    and zone.per_card[i] is Seen.OWNER)
            spec.targets.append(TargetSpec(place, px, py, w=scale, h=scale * CARD_RATIO,
                                           name=self.zone_title(place)))
            what = card_name(card) if card is not None else "face down"
            spec.pieces.append(PieceSpec(
                zone=z["key"], id=place, kind="card", face=card or BACK, x=px, y=py, z=z0 + i, scale=scale,
                owner=owner if peek else None, clickable=place in self._clicks,
                name=(f"{who}'s card, {label}: {what}" if label else f"{who}'s grid, card {i + 1}: {what}")
                + (" (only you see it)" if peek else "")))
            if peek and scale >= 0.5:
                spec.labels.append(LabelSpec("peek", px + scale / 2, py + scale * CARD_RATIO + 0.02, size=0.14,
                                             max_width=scale))
        return self._grid_size(z, scale)

    def _top_grid_grown(self, x: float, gy: float, cells: dict) -> tuple[float, float] | None:
        """A grid (Golf's) under a seat across the top, where every other seat is across the top
        too: as large as fits down to the foot of the middle's piles, towards the table's edge and
        clear of the band of piles, the seat's own piles (its drawn card) beside its top row on
        the inner side, over the band (room kept for them whoever holds one: its size stays as a
        card is drawn). (scale, left); None where it has no room larger than small. At 1024x600
        three players' grids were 25 px cards above the empty felt beside the piles, and a king
        read as a 5 (s47 t3 F-C, F-I)."""
        if any(sy >= PILE_Y - 1.0 for sx, sy in self._seat_at.values()):
            return None
        cx = self._width / 2
        keep = self._band_need + 0.2
        lo, hi = (0.2, cx - keep) if x < cx else (cx + keep, self._width - 0.2)
        for gs in TOP_GRID_SCALES:
            gw, gh = self._grid_size(cells, gs)
            if gw <= hi - lo and gy + gh <= PILE_Y + CARD_RATIO and gy + gs * CARD_RATIO + 0.3 <= PILE_Y - 0.1:
                return gs, min(max(x - gw / 2, lo), hi - gw)
        return None

    def _columns(self, spec, columns, x0: float, y0: float, w: float, h: float) -> None:
        """Columns side by side, fanned down, each card at most a little apart so the longest
        column fits; face-down cards closer together than face-up ones."""
        n = len(columns)
        scale = min(1.0, w / (n * 1.12))
        for z in columns:
            # (all cards smaller only where a column, its face-down cards at their closest, would
            # run off the table with its face-up cards' ranks and suits in sight: drawn closer
            # instead, a column of 18 face-up cards showed a quarter of each card's corner, s43)
            downs = sum(c is None for c in z["cards"][:-1])
            ups = len(z["cards"][:-1]) - downs
            scale = min(scale, max(0.3, (h - downs * COLUMN_DOWN_LEAST) / (ups * COLUMN_FACE_STEP + CARD_RATIO)))
        face = COLUMN_FACE_STEP * scale
        pitch = w / n
        seen_ids: dict[str, int] = {}
        for k, z in enumerate(columns):
            x = x0 + k * pitch + (pitch - scale) / 2
            cards = z["cards"]
            # a face-up card far enough from the next that its corner shows rank AND suit (Spider's
            # runs go by suit: at 0.3 only the rank showed, the table's lower 60 % empty, 2560x1440
            # text 2x, s42 t3); face-down cards as close as before; all closer only where the
            # column would run off the table, face-up ones never closer than their corner needs
            up = max(0.3, face)
            weights = [0.135 / up if c is None else 1.0 for c in cards[:-1]]
            room = h - scale * CARD_RATIO
            unit = min(up, room / max(1.0, sum(weights)))
            steps = [unit * wt for wt in weights]
            if unit < face:
                downs = sum(c is None for c in cards[:-1])
                down = max(0.0, (room - (len(steps) - downs) * face) / max(1, downs))
                steps = [down if c is None else face for c in cards[:-1]]
            title = z.get("label") or z["name"]
            spec.targets.append(TargetSpec(z["key"], x, y0, w=scale,
                                           h=max(scale * CARD_RATIO, sum(steps) + scale * CARD_RATIO),
                                           name=self.zone_title(z["key"]), label="" if cards else title))
            ids: list[str] = []
            yy = y0
            for i, card in enumerate(cards):
                pid, key = self._card_id(z, card, i, seen_ids)
                what = card_name(card) if card is not None else "a card face down"
                spec.pieces.append(PieceSpec(zone=z["key"], id=pid, key=key, kind="card", face=card or BACK, x=x,
                                             y=yy, z=40 + i, scale=scale, name=f"{what}, in {self.zone_title(z['key'])}"))
                ids.append(pid)
                if i < len(steps):
                    yy += steps[i]
            for i, pid in enumerate(ids):
                if cards[i] is not None:
                    self._on_top[pid] = ids[i + 1:]

    @staticmethod
    def _rows_fit(rows: list, avail_w: float, avail_h: float) -> tuple[int, float, float]:
        """How the middle's rows (PayDay's suits, a tableau) fit ``avail_w`` by ``avail_h``:
        (columns, card scale, fan step). The largest cards whose rows fit, stacked or side by
        side in a grid (fewest columns first); each row a fan whose cards still show their
        corner (a 10's whole index: :func:`_fan_steps`)."""
        longest = max(1, max(z["count"] for z in rows))
        caption = GenericTable._caption_w(rows)
        for scale in ROW_SCALES:
            for cols in range(1, len(rows) + 1):
                lines = math.ceil(len(rows) / cols)
                cell = (avail_w - 0.2 * (cols - 1)) / cols
                step = min(scale * 0.75, (cell - scale) / max(1, longest - 1))
                if lines * (scale * CARD_RATIO + ROW_CAPTION) <= avail_h and step >= scale * 0.2 and cell >= caption:
                    return cols, scale, step
        # a crowded table: the smallest cards, in as few lines as the height allows, overlapping
        # as much as the width needs
        scale = ROW_SCALES[-1]
        cols = next((c for c in range(1, len(rows) + 1)
                     if math.ceil(len(rows) / c) * (scale * CARD_RATIO + ROW_CAPTION) <= avail_h), len(rows))
        cell = (avail_w - 0.2 * (cols - 1)) / cols
        return cols, scale, max(0.05, min(scale * 0.75, (cell - scale) / max(1, longest - 1)))

    def _rows_block(self, spec, rows: list, fit: tuple[int, float, float], x: float, y: float) -> float:
        """The middle's rows in a grid from (``x``, ``y``), ``fit`` as :meth:`_rows_fit` made it;
        returns the block's bottom."""
        cols, scale, step = fit
        cell = self._rows_cell(rows, fit)
        for i, z in enumerate(rows):
            col, line = i % cols, i // cols
            self._fan(spec, z, x + col * (cell + 0.2), y + line * (scale * CARD_RATIO + ROW_CAPTION), scale, step,
                      caption=True, min_w=self._caption_w(rows), tens=True)
        return y + math.ceil(len(rows) / cols) * (scale * CARD_RATIO + ROW_CAPTION)

    def _goes_to(self, game, state, viewer, keys: set[str]) -> bool:
        """Whether a legal move of the viewer's goes to one of these zones."""
        for move in game.legal_moves(state, viewer) if viewer is not None else ():
            g = self.gesture(move)
            if g is not None and g.dst in keys:
                return True
        return False

    @staticmethod
    def _rows_min_w(rows: list) -> float:
        """The least width the middle's rows take beside the band: the smallest cards, in as few
        columns as the height allows, each row's cards just showing their corners."""
        scale = ROW_SCALES[-1]
        cols = next((c for c in range(1, len(rows) + 1)
                     if math.ceil(len(rows) / c) * (scale * CARD_RATIO + ROW_CAPTION) <= ROWS_BOTTOM - ROWS_TOP), len(rows))
        longest = max(1, max(z["count"] for z in rows))
        cell = max(GenericTable._caption_w(rows), scale + scale * 0.2 * (longest - 1))
        return cols * cell + 0.2 * (cols - 1)

    @staticmethod
    def _rows_cell(rows: list, fit: tuple[int, float, float]) -> float:
        """A row's cell: its longest fan, and never narrower than the rows' names under them
        (an empty row keeps its caption whole, clear of its neighbour's)."""
        _, scale, step = fit
        return max(scale + step * max(0, max(z["count"] for z in rows) - 1), GenericTable._caption_w(rows))

    @staticmethod
    def _caption_w(rows: list) -> float:
        """The width (card units) of a row the widest caption under the rows needs: the caption is
        written across 1.6 times its zone's width, about a tenth of a card a letter."""
        longest = max(len(z.get("label") or z["name"]) for z in rows)
        return (0.1 * longest + 0.1) / 1.6 + 0.1

    def _rows_width(self, rows: list, fit: tuple[int, float, float]) -> float:
        cols = min(fit[0], len(rows))
        return cols * self._rows_cell(rows, fit) + 0.2 * (cols - 1)

    def _needs_new_meld(self, game, state, seat) -> bool:
        key = f"{NEW_MELD}/{seat}"
        if any(entry[2] == key for entry in self.card_list_moves()):
            return True
        for move in game.legal_moves(state, seat) if seat is not None else ():
            g = self.gesture(move)
            if g is not None and g.dst == key:
                return True
        return False

    def _card_id(self, z: dict, card: str | None, k: int, seen: dict[str, int]) -> tuple[str, str]:
        """A piece id (unique on the table) and the key moves call it by."""
        if card is None:
            return f"{z['key']}#{k}", f"{z['key']}#{k}"
        key = self.card_key(z["key"], card, self._viewer)
        seen[key] = seen.get(key, 0) + 1
        return key + (f"#{seen[key]}" if seen[key] > 1 else ""), key

    def _seat_info_line(self, seat: int, x: float, y: float, zones: list, per_seat) -> tuple[list[str], LabelSpec]:
        """The words under a seat's box at ``(x, y)`` ("17 cards", "foot 13"), and their line."""
        hand = [z for z in zones if z["role"] == "hand"]
        info = [plural(sum(z["count"] for z in hand), "card")] if hand else []
        info += self._seat_words(seat, zones, per_seat)
        # (a little under the hand's frame: set at its bottom edge, the words' tops touched its
        # line at 2560x1440 text 2x, s42 t3)
        # (only at a table whose seats hold nothing but hands and tricks, Thirty-One's, Euchre's:
        # where melds may come, a team's along the top, Hand and Foot's, a taller box took the
        # meld buttons' room)
        # (decided per game, the same every turn: from the zones a seat had at the moment, it
        # took 10 Dime Rummy before its first meld, whose prompt then ran into the pot's caption,
        # s42: :meth:`_whole_seat_words`)
        whole = WHOLE_SEAT_WORDS and self._whole_seat_words()
        gap = INFO_GAP if whole else 0.0  # (where nothing lies under the box: a crowded table's melds keep their room)
        info_y = y + 0.4 + gap + self._seat_hand_scale(zones, y) * CARD_RATIO if hand else y + 0.3
        # (as the view sets it: on a narrow table its least text, on one line down to 9 px, not
        # to 80 % of 10 px, which dotted_lines reckons with)
        least = self.text_room.least
        set_at = 0.15 if least <= 0.15 else least * 0.9 / 0.8
        grid = any(z["role"] == "grid" and z["count"] for z in zones)  # (words over a grid: on all their lines)
        # (a seat with nothing under its box: its words at their size, on two lines if need be)
        return info, LabelSpec(dotted_lines(info, set_at, SEAT_W, many=grid, whole=whole), x, info_y, size=0.15,
                               max_width=SEAT_W, down=True)

    def _whole_seat_words(self) -> bool:
        """Whether the game's seats have their words at their own size, on two lines where one is
        too long (:meth:`_seat_info_line`): at a table whose seats hold nothing but their hands,
        tricks and cards taken, all game (Thirty-One, Euchre, Biscuit). Decided from what is
        fixed for the game, never from what its seats hold at the moment: not a rummy game, whose
        melds come to lie round a seat's box once made (none before 10 Dime's first meld); no
        seat's zone of another kind (Golf's grid, Hearts' passing pile); and no pile of nobody's
        yet, which may pass to a seat (500 Rummy's cards out of play, the bidder's). The zones
        read are those of the game's start with these players and house rules (Hearts' passing
        piles are there only while cards are passed)."""
        game, state = self._game, self._state
        if game is None or state is None or getattr(getattr(game, "info", None), "family", "") == "Rummy":
            return False
        players, options = tuple(getattr(state, "players", ())), getattr(state, "options", None) or {}
        key = (game.info.id, players, repr(sorted(options.items())))
        if key not in _WHOLE_SEAT_WORDS_OF:
            try:
                zones = game.zones(game.setup(players, game.new_game_options(dict(options)), 0))
            except Exception:  # (a table that cannot be dealt again so: the words as before)
                zones = []
            _WHOLE_SEAT_WORDS_OF[key] = any(z.kind.value == "hand" and z.owner is not None for z in zones) and all(
                z.kind.value in ("hand", "trick", "collection") if z.owner is not None else z.kind is not Role.PILE
                for z in zones)
        return _WHOLE_SEAT_WORDS_OF[key]

    @staticmethod
    def _shown_hand(count: int, y: float, grow: bool = False) -> tuple[float, float]:
        """The scale and step of another seat's hand of ``count`` cards laid face up in its box at
        height ``y``: side by side where they fit whole (larger for a seat across the top with
        nothing else of its own on the table, ``grow``: :data:`SHOWN_SCALE`), else the small fan
        each card's corner reads in."""
        room = SEAT_W - 0.1
        gaps = SHOWN_GAP * max(0, count - 1)
        scale = SEAT_SCALE
        if grow and y < PILE_Y - 1.0:
            # (a seat at the side has the seat below close, and a seat's melds or piles are laid
            # round a box of the usual height: those boxes as high as ever)
            scale = max(SEAT_SCALE, min(SHOWN_SCALE, (room - gaps) / max(1, count)))
        if count * scale + gaps <= room:
            return scale, scale + SHOWN_GAP
        return SEAT_SCALE, min(SHOWN_HAND_STEP, (SEAT_W - SEAT_SCALE) / max(1, count - 1))

    def _seat_hand_scale(self, zones: list, y: float) -> float:
        """The scale of the cards in a seat's box (of its ``zones``): larger for a hand laid face
        up (:meth:`_shown_hand`)."""
        shown = [z for z in zones if z["role"] == "hand" and any(c is not None for c in z["cards"])]
        return self._shown_hand(len(shown[0]["cards"]), y, _hand_alone(zones))[0] if shown else SEAT_SCALE

    def _seat_box(self, spec, obs, seat, x, y, per_seat, acting, zones, side_floor: float | None = None) -> None:
        name = obs["players"][seat]
        spec.labels.append(seat_name_label(name, x, y, size=0.2, highlight=acting, max_width=SEAT_W))
        self._name_labels[seat] = spec.labels[-1]
        hand = [z for z in zones if z["role"] == "hand"]
        out = self._sits_out(obs.get("public", {}).get("sitting_out"), seat)  # a lone hand's partner: faded
        count = sum(z["count"] for z in hand)
        shown = min(count, 8)
        step = 0.1
        fan_w = SEAT_SCALE + step * max(0, shown - 1)
        x0 = x - fan_w / 2
        scale = SEAT_SCALE
        for z in hand:
            faces = [c for c in z["cards"] if c is not None]
            if faces:  # a hand the game shows everyone (laid down at the end of a hand): all of it,
                # spread so each card reads (a step of 0.1 showed a sliver of each): whole where
                # the box has room (:meth:`_shown_hand`)
                shown = len(z["cards"])
                scale, step = self._shown_hand(shown, y, _hand_alone(zones))
                fan_w = scale + step * max(0, shown - 1)
                x0 = x - fan_w / 2
            spec.targets.append(TargetSpec(z["key"], x0 - 0.05, y + 0.3, w=fan_w + 0.1, h=scale * CARD_RATIO + 0.1,
                                           name=f"{name}'s hand"))
            for k in range(shown):
                card = z["cards"][k] if faces else None
                spec.pieces.append(PieceSpec(
                    zone=z["key"], id=f"{z['key']}#{k}", kind="card", face=card or BACK, x=x0 + k * step, y=y + 0.35,
                    z=k, scale=scale, owner=seat, dim=out,
                    name=(f"{card_name(card)}, in {name}'s hand" if card
                          else f"{name}'s hand: {plural(count, 'card')}, face down")))
        info, words = self._seat_info_line(seat, x, y, zones, per_seat)
        spec.labels.append(words)
        self._info_labels[seat] = words
        info_y, line = words.y, words.text
        # a line the view wraps (Golf's "3 quarters · 4 pts face up · deals") pushes what is under
        # the box down by its second line, else that line touches the grid
        grow = 1.25 * max(0.0, self.text_room.least - 0.15)  # (each line taller on a narrow table)
        more = max(line.count("\n"), 1 if set_width(line, 0.15) > SEAT_W else 0)  # (its lines after the first)
        my_y = info_y + 0.28 + grow + more * (0.19 + grow)
        self.seat_boxes[seat] = (x - SEAT_W / 2, y, x + SEAT_W / 2, my_y - 0.05)
        left = x - SEAT_W / 2 + 0.1
        piles = [z for z in zones if z["role"] in CENTRE_ROLES and z["count"]]
        grids = [z for z in zones if z["role"] == "grid" and z["count"]]
        # the seat's other grids with its first (Sweep's blind cards with the face-up ones): those
        # still under a face-up card peek out from under them, the others in the cells after
        # them; only the face-up ones were drawn, and a seat showed three face-up cards and a gap
        # where its uncovered blind card lay, no sign of its blind cards (s42 t3)
        under = [z for z in grids[1:] if z["key"].startswith("covered/")]
        after = [z for z in grids[1:] if z not in under]
        cells = {"count": sum(z["count"] for z in grids if z not in under)}
        peek = GRID_PEEK if under else 0.0
        if grids:  # a grid small, with the seat's piles beside it (the card Golf's player took)
            gw, gh = self._grid_size(cells, SMALL_MELD_SCALE)
            gw, gh = gw + peek, gh + peek
            gx, gy = max(left, x - (gw + (0.51 if piles else 0.0)) / 2), my_y  # under the box, centred
            grid_floor = PILE_Y - 0.45 if y < PILE_Y - 1.0 else side_floor
            if grid_floor is not None and my_y + gh > grid_floor and gw < 1.0:
                # a small grid (Sweep's cards on the table) with a seat below close, or the piles
                # below a seat across the top: beside its hand, towards the middle (a Golf grid is
                # too wide to: it stays under the box)
                # (a seat across the top: beside its name too, which is as high as those cards, and
                # ran into them once the hand was a small fan, s28; its gold pill too, on its turn)
                half = max(fan_w / 2, min(SEAT_W, 0.085 * len(name)) / 2) if y >= PILE_Y - 1.0 \
                    else max(fan_w / 2, min(SEAT_W, set_width(name, 0.2, bold=True)) / 2 + 0.12)
                # (seats across the top all to the right of their hands: never into each other's)
                inward = 1.0 if x < self._width / 2 or y < PILE_Y - 1.0 else -1.0
                gy = y + 0.1
                gx = x + half + 0.15 if inward > 0 else x - half - 0.15 - gw - (0.51 if piles else 0.0)
                self._reach[seat] = (half + 0.15 + gw + (0.51 if piles else 0.0) + 0.1, gy + gh)
            gs = SMALL_MELD_SCALE
            grown = self._top_grid_grown(x, gy, cells) if gy == my_y and not under and not after \
                and y < PILE_Y - 1.0 else None
            if grown is not None:
                gs, gx = grown
                gw, gh = self._grid_size(cells, gs)
            if side_floor is not None and gy == my_y and gy + 2 * gs * CARD_RATIO + 0.1 > side_floor:
                # a wide grid (Golf's) under a seat with the seat below close: a little smaller
                gs = max(0.28, (side_floor - gy - 0.1) / (2 * CARD_RATIO))
            cols = max(1, math.ceil(cells["count"] / 2))
            for z in under:
                self._grid(spec, z, gx + peek, gy + peek, gs, cols=cols, z0=30, by_label=True)
            self._grid(spec, grids[0], gx, gy, gs, cols=cols)
            start = grids[0]["count"]
            for z in after:
                self._grid(spec, z, gx, gy, gs, cols=cols, start=start, by_label=True)
                start += z["count"]
            grid_w = self._grid_size(cells, gs)[0] + peek
            low = gy + gh
            for k, z in enumerate(piles):
                # (far enough from the grid that the caption under the pile, wider than it, is clear
                # of the grid's last card: "Taken (1)" lay over it, s37 t2, t4)
                over = (set_width(self._pile_caption(z), max(CAPTION_SIZE, 0.9 * self.text_room.least)) - gs) / 2
                px = gx + grid_w + max(0.15, over + 0.1)
                if grown is not None and x > self._width / 2:  # (on the inner side: see _top_grid_grown)
                    px = gx - max(0.15, over + 0.1) - gs
                under_low = low + 0.1 + gs * CARD_RATIO + 0.3
                if x < self._width / 2 and y >= PILE_Y - 1.0 and (side_floor is None or under_low <= side_floor) \
                        and px + gs + max(0.0, over) + CLEAR > self._width / 2 - self._centre_need:
                    # a seat on the left whose grid reaches near the middle: the pile under the
                    # grid's inner end, not beside it over the middle's piles (Golf at 1280x720:
                    # Robo Ruby's drawn card and its "Drawn card" lay over the pot, s44 t3 F3)
                    px, py = gx + grid_w - gs - max(0.0, over), low + 0.1
                    self._pile(spec, z, px, py, False, gs)
                    low = py + gs * CARD_RATIO + 0.3
                    continue
                self._pile(spec, z, px, gy + k * 0.6, False, gs)
            my_y = max(my_y, low)
        # the seat's own piles (its discard pile, a foot: each a pile, its top card and count), then
        # its melds one a line, under the box; a seat at the side whose things do not fit there
        # (the seat below it is close) has them beside its box, towards the middle
        # (and any of its own set-aside piles, face down or not: 500 Rummy's bidder's four out of
        # play were drawn nowhere once discarded, only an empty "Kitty (0)" left, s36 t1 #7)
        own = [z for z in zones if self._as_pile(z, seat) or z["role"] == "pile" and z["count"]] \
            if hand and not grids else []
        if y < PILE_Y - 1.0 and any(z["role"] == "pile" for z in own):
            # a seat across the top: its set-aside piles beside its box, at its cards' height, not
            # under it, where the table's notes are (500 Rummy's "Out of play (4)" under the top
            # seat's box lay over "Contract: 60 spades ...")
            px = x + self._box_half(name, info, fan_w) + 0.25
            for z in (z for z in own if z["role"] == "pile"):
                self._own_pile(spec, z, px, y + 0.3)
                self._taken.append((px - 0.1, y + 0.3, px + SMALL_MELD_SCALE + 0.1,
                                    y + 0.5 + SMALL_MELD_SCALE * CARD_RATIO))
                px += SMALL_MELD_SCALE + 0.9
            own = [z for z in own if z["role"] != "pile"]
        fans = self._seat_fans(zones)
        scale = SMALL_MELD_SCALE  # (the melds under the box: smaller where that fits them all there)
        own_h = SMALL_MELD_SCALE * CARD_RATIO + 0.3 if own else 0.0
        top_seat = y < PILE_Y - 1.0
        floor = PILE_Y - 0.45 if top_seat else HAND_Y - 1.0 if side_floor is None else side_floor
        # another seat's melds are captioned with whose they are ("Ben's melds"): beside its box,
        # along the top, up in a corner, even under it, they could be anyone's
        owner = self._owner_names(seat) if any(z["role"] == "meld" for z in fans) else self._team_cards(seat, fans)
        beside: list[dict] = []  # the melds beside the box, those under it not taking them all
        title_floor = floor  # (how far down the melds under the box may reach with their caption over them)
        under = len(fans)
        # a side seat's melds several a line where they fit its width; a top seat's one a line
        row_left, row_w = left, SEAT_W - 0.2  # (the room of the lines of melds under the box)
        rows = [[z] for z in fans] if top_seat else _meld_lines(self.text_room, fans, row_w)
        if not top_seat and fans and not own:
            # A side seat's first melds stay under its box, as many as it has lines for, and only
            # the rest go beside it: all of them went beside it as one more was made, and a family
            # lost track of melds that jumped (10 Dime Rummy, four seats). How many stay depends on
            # the room alone, so a position always looks the same (opened again, after an undo):
            # from under the line of words under the box as if it took two lines (it does on some
            # turns only), down to the seat below, or the prompt's line (beside it they narrowed it
            # to two lines on some turns, and the viewer's meld row went a size smaller, and back)
            my_y = max(my_y, info_y + 0.28 + 0.19)
            room_h = min(floor, self._prompt_top - 0.05) - my_y
            said_h = 0.0  # (the room the caption over the lines takes, reckoned in theirs)
            if any(_is_place(z.get("label") or "") for z in fans) and owner:
                # (lay-offs under their labels, the lines lower: their caption over them reckoned
                # too, else it took them down beside the prompt's line, s46)
                said_h = self.text_room.owner_room
                room_h -= said_h
            if any(_is_place(z.get("label") or "") for z in fans) and not getattr(self, "_shared_top", False) \
                    and self._team_band(seat) is None and _under_box(self.text_room, fans, row_w, room_h) is None:
                # Lay-offs under their labels ("On Robo Rex's 10s": bare, a lone 2 of spades read
                # as a one-card meld, s45 t2 #1) take more room: the lines reach on in towards the
                # middle, short of the room its piles keep, and the lay-offs are said short ("On
                # kings" for "On Robo Nell's kings") where the whole words still leave the melds no
                # room there; the seat's melds stay under its box, by its name (where even so they
                # do not all fit, the lines keep to the box's width: the rest go beside it)
                inward = 1.0 if x < self._width / 2 else -1.0
                inner = self._width / 2 - inward * (getattr(self, "_centre_need", CENTRE_HALF) + CLEAR)
                reach = (inner - left) if inward > 0 else (left + row_w - inner)
                short = [_on_meld_alone(z) for z in fans]
                fans, row_w = next(((zs, w) for zs in (fans, short) for w in (row_w, reach)
                                    if _under_box(self.text_room, zs, w, room_h) is not None), (short, row_w))
                if inward < 0:
                    row_left = left + SEAT_W - 0.2 - row_w
                rows = _meld_lines(self.text_room, fans, row_w)
            lines = next((k for k in range(len(rows)) if _under_rows_h(self.text_room, rows[:k + 1], scale) > room_h + 1e-9),
                         len(rows))
            under = sum(len(row) for row in rows[:lines])
            if any(_under_slot(self.text_room, z, scale) > row_w for z in fans[:under]):
                under = 0
            small = _under_box(self.text_room, fans, row_w, room_h) if under < len(fans) else None
            if small is None and said_h and under < len(fans):
                # Where the caption's room leaves fewer of them under the box, they take it, and
                # their caption goes beside or round them, never over them down to the prompt:
                # the rest beside the box, in a column too narrow for "Robo Rex's melds", were
                # nobody's (10 Dime Rummy, four seats, seed 1 move 35 at 1024x600, s46). A line of
                # the caption under them is kept above the prompt's line (by it at 800x600 it set
                # the prompt on two lines, and the viewer's meld row went to 0.25)
                lower = room_h + said_h + 0.05 - self.text_room.meld_label_line
                more = next((k for k in range(len(rows)) if _under_rows_h(self.text_room, rows[:k + 1], scale)
                             > lower + 1e-9), len(rows))
                small = _under_box(self.text_room, fans, row_w, lower)
                if small is not None or sum(len(row) for row in rows[:more]) > under:
                    under, title_floor = sum(len(row) for row in rows[:more]), min(floor, self._prompt_top - 0.05)
            if small is not None:
                # all of them under the box, smaller, under the one caption saying whose, rather
                # than the last beside the box on their own, read as anybody's (the melds stay
                # where they were, a little smaller)
                scale, rows = small
                under = len(fans)
        across = self._team_band(seat) if not top_seat and any(z["role"] == "meld" for z in fans) else None
        if across is not None:
            # Another team's melds (Hand and Foot, four seats: a dozen of them, one a rank) in the
            # band along the top beside the viewer's partner there, whose own melds are the
            # viewer's: beside their seat's box they were drawn at 0.2, one wrapped alone onto a
            # line of its own, then jumped up into the corner as one more was made (s29 t2)
            if own:
                half = self._box_half(name, info, fan_w)
                self._beside_box(spec, seat, own, [], x, y, half, min(floor, HAND_Y - 1.0))
            self._team_band_melds(spec, across, fans, _said_whose(owner))
            return
        if not top_seat and fans and getattr(self, "_shared_top", False):
            if own:  # (its own piles beside its box, its melds over it: Arizona Rummy's went up
                # into the corner, far from the seat, the room over its box empty)
                half = self._box_half(name, info, fan_w)
                self._beside_box(spec, seat, own, [], x, y, half, min(floor, HAND_Y - 1.0))
            self._side_area_melds(spec, seat, fans, x, y, owner)
            return
        if top_seat and fans and not own and self._six_round():
            # (six seats: in its own area from the first meld, under one caption: the middle
            # seat's first meld under its box had its caption left of it, over the upper seat's box)
            self._top_melds(spec, seat, fans, x, _said_whose(owner))
            return
        if not top_seat and (own or fans) and (my_y + own_h + _under_rows_h(self.text_room, rows, scale) > floor
                                               or under < len(fans)):
            half = self._box_half(name, info, fan_w)
            if own or under <= 0:
                self._beside_box(spec, seat, own, fans, x, y, half, min(floor, HAND_Y - 1.0), owner)
                return
            # (beside the box's whole width, clear of the melds under it)
            fans, beside, half = fans[:under], fans[under:], max(half, SEAT_W / 2)
            rows = _meld_lines(self.text_room, fans, row_w)
            all_owner, owner = owner, _said_whose(owner)
        px = x - (len(own) * (SMALL_MELD_SCALE + 0.9) - 0.9) / 2
        if own:
            px += self._make_way(own, px, my_y) if top_seat else 0.0
            self._taken.append(self._piles_box(own, px, my_y))
        for z in own:
            self._own_pile(spec, z, px, my_y)
            px += SMALL_MELD_SCALE + 0.9
        my_y += own_h
        if top_seat and fans and self._team_seats(seat) > 1:
            # a team's melds drawn by the seat across the top (six players): in the band along the
            # top, either side of its box, under one caption naming the team; its red threes apart,
            # under its box, right of its own piles there
            after = self._piles_box(own, px - len(own) * (SMALL_MELD_SCALE + 0.9), my_y - own_h)[2] + CAPTION_GAP \
                if own else x - SEAT_W / 2 + 0.1
            self._team_top_band(spec, seat, fans, after, my_y - own_h)
            return
        said = len(spec.labels)
        # (a top seat's one a line, as before: its lay-offs' labels go with _top_melds)
        rows_h = len(rows) * _line_h(scale) if top_seat else _under_rows_h(self.text_room, rows, scale)
        if my_y + rows_h <= floor or not fans:
            # whose they are over them too, where that leaves them room; else beside the first line,
            # where it leaves room (else uncaptioned, as before)
            title = _owner_caption(self.text_room, owner, SEAT_W - 0.2) \
                if my_y + self.text_room.owner_room + rows_h <= title_floor else ""
            gap, step = (UNDER_GAP * scale / SMALL_MELD_SCALE, 0.12 * scale / SMALL_MELD_SCALE)
            if title:
                cw = text_w(title, self.text_room.meld_label_room)
                # down beside the first line's lay-offs' labels where none is under it: over the
                # room kept for them it was half a card over the melds it names, read as no one's
                down = 0.0
                if rows and row_left == left:
                    at, down = left, _under_label_room(self.text_room, rows[0], scale)
                    for z in rows[0]:
                        if _is_place(z.get("label") or "") and at < left + cw + 0.1:
                            down = 0.0
                        at += _under_slot(self.text_room, z, scale) + gap
                spec.labels.append(LabelSpec(title, left + cw / 2, my_y - 0.02 + down,
                                             size=OWNER_CAPTION, max_width=SEAT_W - 0.2))
                my_y += self.text_room.owner_room
            line_ws, captioned, middles = [], bool(title), []
            starts = []
            for k, row in enumerate(rows):
                # (a 10's step wider where the line has room for it: _ten_extra. Reckoned in the
                # lines' widths it moved melds from under the box on a narrow table, s42)
                need = sum(max(_under_slot(self.text_room, z, scale), _meld_w(z, scale) + _ten_extra(z, scale, step))
                           for z in row) + gap * (len(row) - 1)
                roomy = need <= row_w + 1e-9
                # (from the box's left; a line reaching in past a right seat's box, as far as it needs)
                starts.append(min(left, left + SEAT_W - 0.2 - need) if row_left < left else left)
                end = starts[-1] - gap
                # each lay-off under its label ("On Robo Rex's 10s"), its cards in the middle of
                # the room the label takes; the other melds' places kept for _meld_labels
                label_room = 0.0 if top_seat else _under_label_room(self.text_room, row, scale)
                my_y += label_room
                labelled = []
                for z in row:
                    slot = _under_slot(self.text_room, z, scale)
                    start = end + gap + (slot - _meld_w(z, scale)) / 2
                    stop = self._fan(spec, z, start, my_y, scale, step, ten_room=roomy)
                    labelled.append((z["label"] if _is_place(z.get("label") or "") and not top_seat else "", start, stop))
                    end = max(stop, end + gap + slot)
                if label_room:
                    placed = _meld_labels(self.text_room, labelled, row_left, row_left + row_w, self._width)
                    lines = max(_meld_label_lines(self.text_room, label, label_w) for label, _, label_w in placed)
                    y_label = my_y - 0.02 - (1.15 if lines == 1 else 1.65) * self.text_room.meld_label_line
                    spec.labels.extend(LabelSpec(label, middle, y_label, size=MELD_LABEL, max_width=label_w)
                                       for label, middle, label_w in placed)
                middles.append(my_y + scale * CARD_RATIO / 2)
                line_ws.append(end - left)
                after = _owner_caption(self.text_room, owner, row_left + row_w - end - 0.2) if k == 0 and not title else ""
                if after:
                    cw = text_w(after, self.text_room.meld_label_room)
                    spec.labels.append(LabelSpec(after, end + 0.2 + cw / 2,
                                                 my_y + scale * CARD_RATIO / 2 - self.text_room.meld_label_line / 2,
                                                 size=OWNER_CAPTION, max_width=cw + 0.1))
                    captioned = True
                my_y += _line_h(scale)
            if row_w > SEAT_W - 0.2 + 1e-9:  # (lines reaching in past the box: the middle keeps clear of them)
                reach, low = self._reach.get(seat, (0.0, 0.0))
                # (down to the last line's cards: the prompt's line may lie just under them)
                self._reach[seat] = (max([reach] + [left + w_ - x for w_ in line_ws] + [x - a for a in starts]),
                                     max(low, my_y - LINE_GAP))
            if owner and fans and not captioned:
                # no room over them nor beside the first: where nothing is, round them (the other
                # team's red threes under Ben's foot, 1024x600, were nobody's)
                first_y = middles[0] - scale * CARD_RATIO / 2 - _under_label_room(self.text_room, rows[0], scale)
                aside = self._owner_aside(spec, owner, left, first_y, row_left + row_w - left, line_ws, False,
                                          (middles[0], middles[-1], my_y - 0.08))
                if aside is not None:
                    self._taken.append(aside)
            if beside:
                # (said to go on where those under the box say whose, see _then: beside the box
                # uncaptioned they were read as anybody's, Push at 1024x600, s33)
                self._beside_box(spec, seat, [], beside, x, y, half, min(floor, HAND_Y - 1.0),
                                 _then(spec, said, owner, all_owner), rest=True)
            return
        self._top_melds(spec, seat, fans, x, _said_whose(owner))

    @staticmethod
    def _box_half(name: str, info: list[str], fan_w: float) -> float:
        """How far a seat's box reaches either side of its middle: its name, its fan of backs and
        the line of words under it, about as wide as they are set, a little over (at 0.085 a
        letter, "1 card \u00b7 total 370" took a sixth more than it does, and Ben's melds, short of
        room beside his box, went up over the top seat's)."""
        texts = [set_width(name, 0.2, bold=True), 1.05 * set_width(" \u00b7 ".join(info), 0.15)]
        return max([fan_w / 2] + [min(SEAT_W, t) / 2 for t in texts])

    def _piles_box(self, own: list, px: float, y: float, step: float = SMALL_MELD_SCALE + 0.9) -> tuple:
        """What a line of a seat's own piles takes from ``(px, y)``, ``step`` apart, with their
        captions under them ("Pile (12)", as wide as the view sets them at 1024x600)."""
        half = [max(SMALL_MELD_SCALE, text_w(GenericTable._own_caption(z), self.text_room.meld_label_room)) / 2 for z in own]
        mid = [px + k * step + SMALL_MELD_SCALE / 2 for k in range(len(own))]
        return (min(m - h for m, h in zip(mid, half)), y, max(m + h for m, h in zip(mid, half)),
                y + SMALL_MELD_SCALE * CARD_RATIO + 0.3)

    def _make_way(self, own: list, px: float, y: float) -> float:
        """How far a top seat's line of piles under its box (from ``px``) moves along, clear of
        what the seats beside it have put there (a side seat's piles and melds beside its box, a
        seat's melds across the top) by a caption's gap: the shorter way that clears everything,
        as long as the piles stay under the box (moved by half its width at most); else not at
        all, as before."""
        left, top, right, bottom = self._piles_box(own, px, y)

        def hits(shift: float) -> list[tuple]:
            return [t for t in self._taken if t[0] < right + shift + CAPTION_GAP
                    and t[2] > left + shift - CAPTION_GAP and t[1] < bottom and t[3] > top]

        if not hits(0.0):
            return 0.0
        ways = []
        for side in (1.0, -1.0):
            shift = 0.0
            for _ in range(len(self._taken)):
                hit = hits(shift)
                if not hit:
                    break
                shift = max(t[2] for t in hit) + CAPTION_GAP - left if side > 0 \
                    else min(t[0] for t in hit) - CAPTION_GAP - right
            if not hits(shift) and abs(shift) <= SEAT_W / 2:
                ways.append(shift)
        return min(ways, key=abs, default=0.0)

    def _team_band(self, seat: int) -> int | None:
        """The seat across the top beside whose box another team's melds, drawn by ``seat`` at a
        side, go: the one seat across the top, when it is the viewer's partner (its melds are
        the viewer's, above the hand, so the band along the top is free), and ``seat`` is of
        another team than the viewer's. None where no such seat is (the melds stay by ``seat``)."""
        teams, bottom = self._teams, self._bottom
        if teams is None or bottom is None or teams[seat] == teams[bottom]:
            return None
        tops = [s for s, (sx, sy) in self._seat_at.items() if sy < PILE_Y - 1.0]
        return tops[0] if len(tops) == 1 and tops[0] != seat and teams[tops[0]] == teams[bottom] else None

    def _team_seats(self, seat: int) -> int:
        """How many seats play on ``seat``'s team (1 where the game has no teams)."""
        teams = self._teams
        return 1 if teams is None else sum(1 for t in teams if t == teams[seat])

    def _team_top_band(self, spec, seat: int, fans: list[dict], left: float, top: float) -> None:
        """A team's melds and cards drawn by its seat across the top (Hand and Foot, six players:
        the other team's): the melds in the band along the top either side of its box, the first
        against the box on its left under one caption naming the team, the rest on its right
        captioned as going on (:meth:`_team_band_melds`); the team's other cards (its red threes)
        apart, under its box from ``(left, top)`` (right of its own piles there), under a caption
        of their own saying whose they are. Split by how much room there was (s34 t2: a meld
        beside the red three under "Red threes" read as one of them, the queens under "Robo
        Rudi's team", the 7s under "..., continued" 130 px left of them: three places and three
        captions for one team's melds)."""
        melds = [z for z in fans if z["role"] == "meld"]
        cards = [z for z in fans if z["role"] != "meld"]
        if cards:
            self._team_cards_under(spec, seat, cards, left, top)
        if melds:
            self._team_band_melds(spec, seat, melds, _said_whose(self._owner_names(seat)), hug=True)

    def _team_cards_under(self, spec, seat: int, cards: list[dict], left: float, top: float) -> None:
        """A team's cards that are no melds (Hand and Foot's red threes), drawn by its seat across
        the top, under its box from ``(left, top)``, under a caption saying whose they are ("Robo
        Rudi's team's red threes", on two lines where it is wider than they are: it says what they
        are, their label left off; else whose on its line over their label), down to just above
        the piles in the middle."""
        what = str(cards[0].get("label", "")).lower()
        # (where the team's names are too long, the team's short name: "Wilhelmina
        # Featherstonehaugh's team's red threes" had no room, and "Red threes" under her box read as
        # hers alone; then "Robo Rudi's team's red threes" read as another pile's, s36 t2 #4)
        words = self._team_cards(seat, cards)
        tx = self._seat_at[seat][0]
        right = min([self._width - 0.2] + [sx - SEAT_W / 2 - 0.1 for s, (sx, sy) in self._seat_at.items()
                                           if sx > tx and sy < PILE_Y])
        room = right - left
        low = PILE_Y - 0.25  # (the piles' top, a gap above it)
        cap_h = 2 * self.text_room.meld_label_line + 0.02  # (the caption's two lines over the cards)
        scale = next((s for s in (SMALL_MELD_SCALE, 0.3, 0.25) if top + cap_h + s * CARD_RATIO <= low), 0.2)
        line = sum(_meld_w(z, scale) + 0.12 for z in cards) - 0.12
        title = next((t for t in words if _whose(t) and what in t.lower() and _two_lines_fit(self.text_room, t) <= room), "")
        if title:  # (it says what they are: their label left off)
            cards = [dict(z, label="") for z in cards]
        else:  # (whose, on its line, over their label: "Grandpa Bartholomew's team" over "Red threes")
            title = next((t for t in words if _whose(t) and text_w(t, self.text_room.meld_label_room) <= room), "")
        one = bool(title) and (text_w(title, self.text_room.meld_label_room) <= max(line, room) or what not in title.lower())
        tw = text_w(title, self.text_room.meld_label_room) if one else _two_lines_fit(self.text_room, title) if title else 0.0
        # (a label on two lines grows up by half a line as much as down: see LabelItem)
        ty = top + (0.0 if one else 0.5 * self.text_room.meld_label_line)
        y0 = top
        if title:
            spec.labels.append(LabelSpec(title, left + tw / 2, ty, size=OWNER_CAPTION,
                                         max_width=tw + 0.1 if one else tw))
            y0 = label_box(spec.labels[-1], self.text_room)[3] + 0.02
            self._taken.append((left, top, left + tw, y0))
        self._meld_block(spec, cards, left, y0, max(line, room), max(low - y0, 0.3), largest=scale)

    def _band_low(self, top: int) -> float:
        """How far down the band along the top reaches either side of the box of the seat ``top``
        across it: to just above the names of the seats beside it (six players: the upper left and
        right), and above the piles in the middle."""
        return min([PILE_Y - 0.45] + [sy - 0.1 for s, (sx, sy) in self._seat_at.items()
                                      if s != top and sy < PILE_Y - 0.45])

    def _team_band_melds(self, spec, top: int, fans: list[dict], owner: tuple[str, ...], hug: bool = False) -> None:
        """Another team's melds in the band along the top, either side of the box of the seat
        ``top`` there: from the left, on as many lines as the room left of that box takes, the
        rest on its right, all at the largest size at which they fit so (0.36 down to 0.2): the left
        part one line where the rest fit on the right, else as many lines as it takes. The left part
        is captioned with whose they are, the right one as going on (:func:`_continued`). Their place depends on the melds and the room alone (a
        position always looks the same; their order is the game's)."""
        tx, ty = self._seat_at[top]
        seats = [(sx, sy) for s, (sx, sy) in self._seat_at.items() if s != top]

        def room(side: int) -> tuple[float, float, float, float]:
            edge, far = tx + side * (SEAT_W / 2 + 0.15), self._width - 0.2 if side > 0 else 0.2
            left, w = min(edge, far), abs(far - edge)
            # down to just above the seats at that side (their names), and the band's foot (for
            # the melds of the seat ``top`` itself, ``hug``: above all the seats beside it, in one
            # band: beside its box in a short room they went down in a column of one a line)
            low = self._band_low(top) if hug else \
                min([PILE_Y - 0.45] + [sy - 0.1 for sx, sy in seats if left - SEAT_W / 2 < sx < left + w + SEAT_W / 2])
            # (``hug``: one line of them, the room a line keeps under it for the next needed by none:
            # a two-line label over closed canastas at the band's left end had them drawn at 0.2)
            return left, 0.15, w, low - 0.15 - max(0.0, self.text_room.owner_room - TOP_LIFT) + (0.08 if hug else 0.0)

        lr, rr = room(-1), room(1)
        self._names_room(owner, lr[2], rr[2])
        best: tuple[float, int] | None = None
        for scale in (SMALL_MELD_SCALE, 0.3, 0.25, 0.2):
            # (the most the left takes on one line, the rest on the right, where they fit so: one
            # meld alone on a second line on the left, the right empty, read as nobody's; else the
            # most the left takes on its lines)
            # (the parts tried from the most on the left down, until one fits on one line: the
            # first that fits at all kept in case none does; trying them all was a sixth of a
            # six-seat Hand and Foot layout, s44)
            k = 0
            for most in range(len(fans), 0, -1):
                if not _may_part(fans, most):
                    continue
                plan = self._meld_plan(fans[:most], lr[2], lr[3], largest=scale, align=hug)
                if plan[-1] >= scale - 1e-9 and (most == len(fans) or self._meld_plan(
                        fans[most:], rr[2], rr[3], largest=scale)[-1] >= scale - 1e-9):
                    k = k or most
                    if len(plan[2]) == 1:
                        k = most
                        break
            if k:
                best = (scale, k)
                break
        scale, k = best if best is not None else (0.2, len(fans))
        h_extra = max(0.0, self.text_room.owner_room - TOP_LIFT)
        said = len(spec.labels)
        self._meld_block(spec, fans[:k], lr[0], lr[1], lr[2], lr[3] + h_extra, align=hug, largest=scale, owner=owner,
                         lift=TOP_LIFT)
        if fans[k:]:
            self._meld_block(spec, fans[k:], rr[0], rr[1], rr[2], rr[3] + h_extra, largest=scale,
                             owner=_then(spec, said, owner), lift=TOP_LIFT)

    def _owner_names(self, seat: int) -> tuple[str, ...]:
        """The ways to say whose a seat's melds are, for their caption, the longest first: "Ben's
        melds", "Ben"; a team's (drawn by one of its seats, :meth:`_team_said`): "Ben, Dev &
        Farid's melds", "The other team's melds", "Ben, Dev & Farid", "The other team"; where the
        table names the team short, the last two ways alone. A seat's name alone only where nothing
        saying whose has room anywhere round the melds (:func:`_whose`)."""
        name = self._players[seat]
        said = self._team_said(seat)
        if not said:
            # (on a narrow table, its words larger in it, "Ben's" too: with six seats at 1024x600,
            # the score sheet widened to half the window, "Robo Remy's melds" had room nowhere
            # between the boxes across the top, and his melds went uncaptioned)
            return (f"{name}'s melds",) + ((f"{name}'s",) if self.text_room.grow > 1 else ()) + (name,)
        # (the team's names before the names alone: "Ben & Robo Remy" over the team's melds under
        # Ben's foot read as his foot's, s27 t2)
        return tuple(f"{team}'s melds" for team in said) + said

    def _team_said(self, seat: int) -> tuple[str, ...]:
        """The ways to name ``seat``'s team, on a table where teams play (two seats or more on it):
        its players' names, "Ben, Dev & Farid", then the words that say it short, "The other team"
        ("Your team": the viewer's), of two teams. Only those where the table says it short
        (:meth:`describe`: one name a team everywhere on it). None for a seat playing alone. Never
        "Ben's team": "Robo Rudi's team's melds, continued" beside "Robo Rex, Robo Remy & Robo
        Rudi's melds" read as another pile's (s36 t2 #4)."""
        teams, bottom = self._teams, self._bottom
        if teams is None:
            return ()
        seats = [s for s in range(len(self._players)) if teams[s] == teams[seat]]
        if len(seats) < 2:
            return ()
        short = (_team_word(teams[seat] == teams[bottom]),) if bottom is not None and len(set(teams)) == 2 else ()
        if self._viewer is None and bottom is not None and teams[seat] == teams[bottom]:
            # drawn for nobody (a computer's turn between two people, the curtain's background)
            # the team of the seat it faces is nobody's "Your team": its players' names (s37)
            short = ()
        if short and teams[seat] in self._short_teams:
            return short
        return (team_name(self._players, seats),) + short

    def _team_cards(self, seat: int, fans: list[dict]) -> tuple[str, ...]:
        """Whose a team's cards on the table are, drawn by one of its seats, when they are no melds
        (Hand and Foot's red threes, one label): "Ben & Robo Remy's red threes", "The other team's
        red threes", "Ben & Robo Remy", "The other team" (:meth:`_team_said`; the last two over
        their label, "Red threes"). None for a seat's own cards (under its name they are its own)."""
        labels = {z.get("label", "") for z in fans}
        said = self._team_said(seat)
        if not fans or not said or len(labels) != 1 or not next(iter(labels)):
            return ()
        label = next(iter(labels))
        what = label[:1].lower() + label[1:]
        return tuple(f"{team}'s {what}" for team in said) + said

    @staticmethod
    def _top_shared(seat_at: dict[int, tuple[float, float]], cx: float) -> bool:
        """Whether the seats round the table are five (two across the top, one either side of it,
        beside the piles): the table is then shared out as each seat's own areas (see
        :meth:`_corner_w`): each seat across the top has the band between its box and the middle,
        each seat at the side the room beside its box and the corner over it. (Each took what room
        it found: a top seat's melds went to the right of its box, the one at the upper right's into
        the corner over the seat at the right, where that seat's melds went too, and lay-offs'
        labels were drawn over each other, 10 Dime Rummy, s34.)"""
        top = [sx for sx, sy in seat_at.values() if sy < PILE_Y - 1.0]
        side = [sx for sx, sy in seat_at.values() if sy >= PILE_Y - 1.0]
        if len(side) != 2 or not top or min(side) > min(top) or max(side) < max(top):
            return False
        if len(seat_at) == 5 and len(top) == 3:  # six seats: one across the top in the middle
            return sum(1 for sx in top if abs(sx - cx) < 0.5) == 1 and min(top) < cx < max(top)
        return len(seat_at) == 4 and len(top) == 2 and min(top) < cx < max(top)

    def _six_round(self) -> bool:
        """Whether the table is shared out among six seats (:meth:`_top_shared`): three across the
        top, one in the middle. The seat in the middle has the room under its box, between the
        boxes of the two beside it and down to the piles; each of those two the corner over its
        box, from the table's edge to the middle seat's box; each seat at the side the room over
        its box, as with five (the corner over that is the upper seat's). With six the corners
        went to whoever came first: Robo Rosa's melds under "Robo Rudi's melds, continued", lay-offs
        ("On Anna's kings") beside another seat's box, read as that seat's (Horseshit Rummy, s34)."""
        seat_at = getattr(self, "_seat_at", {})
        return getattr(self, "_shared_top", False) and sum(1 for sx, sy in seat_at.values() if sy < PILE_Y - 1.0) == 3

    def _corner_w(self, inward: float) -> float:
        """How wide the corner over a side seat is, five seats round the table: from the table's
        edge to the box of the seat across the top on that side."""
        if self._six_round():  # (the upper seat's on that side)
            return 0.0
        top = [sx for sx, sy in self._seat_at.values() if sy < PILE_Y - 1.0]
        if inward > 0:
            return min(top) - SEAT_W / 2 - 0.1 - 0.15
        return self._width - 0.15 - (max(top) + SEAT_W / 2 + 0.1)

    def _side_area_melds(self, spec, seat: int, fans: list[dict], x: float, y: float, owner: tuple[str, ...]) -> None:
        """A side seat's melds, five seats round the table (:meth:`_top_shared`), in its own area:
        over its box, from the table's edge to the piles across the middle (and short of the top
        seat's own piles under its box), under the seat across the top on its side (the corner
        over that is the top seat's), as large as fit there, just over its name. Their labels stay
        within it (:func:`_meld_line`)."""
        width = self._width
        inward = 1.0 if x < width / 2 else -1.0
        inner = width / 2 - inward * (getattr(self, "_centre_need", CENTRE_HALF) + CLEAR)
        # (under the box of the seat across the top, and well under its melds in the corner, if
        # any: its caption just under them was read as theirs; down to just over this seat's name)
        top = max(self._top_box_bottom(inward) + 0.05, self._corner_low.get(inward, 0.0) + 0.35)
        if self._six_round():  # (under the room of the seat in the middle, over the piles)
            top = max(top, PILE_Y - 0.05)
        # (six: down to a little nearer its name, two lines of melds with labels on two lines
        # taking 1.42 at 0.2, the room 1.41 at 1024x600: they ran on down to its name, s35)
        bottom = y - (0.07 if self._six_round() else 0.1)
        for left, t, right, b in self._taken:  # (Arizona Rummy: the top seat's pile under its box)
            if t < bottom and b > top and not self._six_round():  # (six: the areas are apart)
                inner = min(inner, left - CAPTION_GAP) if inward > 0 else max(inner, right + CAPTION_GAP)
        w = inner - 0.15 if inward > 0 else width - 0.15 - inner
        x0 = 0.15 if inward > 0 else width - 0.15 - w
        h = bottom - top - self.text_room.owner_room
        stay = fans
        corner = self._corner_w(inward)
        # (at the right, its lines from the table's edge in: a meld made moves none before it, s37)
        edge: bool | int = FROM_EDGE if inward < 0 else False
        if self._meld_plan(fans, w, h, align=edge, inside=True)[-1] < 0.3 and corner > 0.5 \
                and inward not in self._corner_low:
            # (those that do not fit at 0.3, the first made first, up in the corner over the band,
            # where the seat across the top leaves it: its melds fit between its box and the middle)
            stay = []
            for z in fans:
                if self._meld_plan(stay + [z], w, h, align=edge, inside=True)[-1] < 0.3:
                    break
                stay.append(z)
        up = fans[len(stay):]
        # Where even the smallest do not fit over the box (no corner over it), the last made go
        # on under its box, in the corner beside the viewer's hand, as large as those over it:
        # six seats at 1024x600, a side seat's nine melds with lay-offs' labels ran on down over
        # its own name, as did five seats' on a narrow table (s36)
        under = self._under_box_room(seat, x, y, inward) if stay and not up else None
        below: list[dict] = []
        largest = SMALL_MELD_SCALE
        if under is not None and not self._part_fit(stay, w, h, edge) > 0:
            uw, uh = under[2], under[3] - self.text_room.owner_room
            k = self._split_melds(stay, (w, h, edge), (uw, uh, inward < 0))
            if 0 < k < len(stay) and self._part_fit(stay[k:], uw, uh, inward < 0) > 0:
                largest = max(0.2, min(self._part_fit(stay[:k], w, h, edge),
                                       self._part_fit(stay[k:], uw, uh, inward < 0)))
                stay, below = stay[:k], stay[k:]
        said = len(spec.labels)
        low = 0.0
        if stay:
            # (just over the seat's name where they take less than the room: up under the top
            # seat's box they were read as going with it, Arizona Rummy)
            plan = self._meld_plan(stay, w, h, largest=largest, align=edge, inside=True)  # (as it is drawn)
            y0 = max(top + self.text_room.owner_room, bottom - len(plan[2]) * plan[4] + LINE_GAP if plan[-1] and not up else 0.0)
            widest, low = self._meld_block(spec, stay, x0, y0, w, bottom - y0 + 1e-6,
                                           align=edge, owner=_said_whose(owner) if up else owner,
                                           lift=self.text_room.owner_room, inside=True, largest=largest)
        if below and under is not None:
            self._spill_block(spec, below, under, largest, _then(spec, said, owner))
        if up:
            c0 = 0.15 if inward > 0 else width - 0.15 - corner
            down = self.text_room.owner_room - TOP_LIFT
            self._meld_block(spec, up, c0, 0.15 + down, corner, top - 0.05 - 0.15 - down, align=inward < 0,
                             owner=_then(spec, said, _said_whose(owner) if stay else owner), lift=self.text_room.owner_room,
                             beyond=SEAT_W / 2, inside=True)
        reach, low_ = self._reach.get(seat, (0.0, 0.0))  # (and its own piles beside its box, if any)
        self._reach[seat] = (max(reach, abs(inner - x)), max(low, low_)) if stay else (reach, low_)

    def _under_box_room(self, seat: int, x: float, y: float, inward: float) -> tuple[float, float, float, float] | None:
        """The room under a side seat's box, in the table's bottom corner on its side (left, top,
        width, height): :meth:`_corner_room`, under its box."""
        room = self._corner_room(inward)
        if room is None:
            return None
        top = max(room[1], self._top_box_bottom_of(seat, x, y) + 0.1)
        return (room[0], top, room[2], room[1] + room[3] - top) if room[1] + room[3] - top >= 0.8 else None

    def _corner_room(self, inward: float) -> tuple[float, float, float, float] | None:
        """The room in the table's bottom corner on a side (``inward`` 1: the left; left, top,
        width, height): under the viewer's hand's name line, from the table's edge to a little
        short of the viewer's hand (as :meth:`_hand` fans it). None where the viewer has more
        beside the hand than its hand and melds (its own piles there), where something is there
        already (another seat's melds), or where that room is too small."""
        # (the seat at the bottom, whether the table is drawn for it or for nobody while it faces
        # that seat: melds placed for Anna moved when the table faced her with no viewer, review
        # s36 #5)
        viewer = getattr(self, "_bottom", None)
        zones = self._seat_zones.get(viewer, []) if viewer is not None else []
        if viewer is None or not zones or any(z["role"] not in ("hand", "meld") for z in zones):
            return None
        width = self._width
        # (short of the hand with a card more: drawing one on the viewer's turn, and discarding
        # it, leaves the melds in the corner where they were)
        count = sum(z["count"] for z in zones if z["role"] == "hand") + 1
        fan = fit_fan(count, width / 2, width - 2 * 0.3, max_step=HAND_STEP)
        top = HAND_NAME_Y + 0.45
        left, right = (0.15, fan.x0 - 0.3) if inward > 0 else (fan.x0 + fan.width + 0.3, width - 0.15)
        w, h = right - left, TABLE_H - 0.1 - top
        if any(l < right and r > left and b > top for l, t, r, b in self._taken):
            return None
        return (left, top, w, h) if w >= 1.0 and h >= 0.8 else None

    def _side_needs_corner(self, inward: float) -> bool:
        """Six seats round the table: whether the melds of the seat at the side (``inward`` 1: the
        left) do not fit its area over its box even at the smallest (:meth:`_side_area_melds`),
        and the rest will go on in the bottom corner under its box."""
        width = self._width
        for seat, (sx, sy) in self._seat_at.items():
            if sy >= PILE_Y - 1.0 and (sx < width / 2) == (inward > 0):
                fans = self._seat_fans(self._seat_zones.get(seat, []))
                top = max(self._top_box_bottom(inward) + 0.05, PILE_Y - 0.05)
                inner = width / 2 - inward * (getattr(self, "_centre_need", CENTRE_HALF) + CLEAR)
                w = inner - 0.15 if inward > 0 else width - 0.15 - inner
                h = sy - 0.07 - top - self.text_room.owner_room
                return bool(fans) and not self._part_fit(fans, w, h, inward < 0) > 0
        return False

    def _spill_split(self, fans: list[dict], w: float, h: float, align: bool) -> tuple[int, tuple, float] | None:
        """Where a seat's melds do not fit their own room (``w`` by ``h``) even at the smallest:
        how many stay there, the first made first, the room in a bottom corner the rest go on in
        (:meth:`_corner_room`, the room for their caption kept over them) and the size of both
        parts (one seat's melds of one size); None where they fit, or no corner takes the rest."""
        if not fans or self._part_fit(fans, w, h, align) > 0:
            return None
        best = None
        for inward in (1.0, -1.0):
            room = self._corner_room(inward)
            if room is None:
                continue
            cw, ch = room[2], room[3] - self.text_room.owner_room
            k = self._split_melds(fans, (w, h, align), (cw, ch, inward < 0))
            if 0 < k < len(fans):
                size = min(self._part_fit(fans[:k], w, h, align), self._part_fit(fans[k:], cw, ch, inward < 0))
                if size > 0 and (best is None or size > best[2]):
                    best = (k, room, size)
        return best

    def _spill_block(self, spec, fans: list[dict], room: tuple, largest: float, owner: tuple[str, ...]) -> None:
        """The rest of a seat's melds in a bottom corner (:meth:`_spill_split`), their caption
        over them."""
        self._meld_block(spec, fans, room[0], room[1] + self.text_room.owner_room, room[2],
                         room[3] - self.text_room.owner_room, align=room[0] > self._width / 2, largest=largest,
                         owner=owner, lift=self.text_room.owner_room, inside=True)

    @staticmethod
    def _seat_fans(zones: list[dict]) -> list[dict]:
        """A seat's melds and rows of cards on the table, closed ones first (:func:`_closed_first`)."""
        return _closed_first([z for z in zones if z["role"] in ("meld", "tableau", "played") and z["count"]])

    def _top_room(self, x: float) -> tuple[float, float, float, float]:
        """Five seats round the table: the room of the seat across the top at ``x`` between its box
        and the middle (left, top, width, height), the room for its caption kept over it."""
        width = self._width
        left = x + SEAT_W / 2 + 0.1 if x < width / 2 else width / 2 + 0.1
        right = width / 2 - 0.1 if x < width / 2 else x - SEAT_W / 2 - 0.1
        down = self.text_room.owner_room - TOP_LIFT
        return left, 0.15 + down, right - left, PILE_Y - 0.6 - down

    def _top_box_bottom(self, inward: float) -> float:
        """Five seats round the table: where the box of the seat across the top on that side
        (``inward`` 1: the left) ends, the line of words under its hand included."""
        mid = self._width / 2
        for seat, (sx, sy) in self._seat_at.items():
            # (six seats: the upper seat on that side, not the one in the middle)
            if sy < PILE_Y - 1.0 and (sx < mid) == (inward > 0) and abs(sx - mid) >= 0.5:
                if seat in self.seat_boxes:
                    return self.seat_boxes[seat][3]
                words = self._seat_info_line(seat, sx, sy, self._seat_zones.get(seat, []), self._per_seat)[1]
                return label_box(words, self.text_room)[3]
        return PILE_Y - 0.45

    def _shared_top_melds(self, spec, fans: list[dict], x: float, owner: tuple[str, ...]) -> None:
        """A seat across the top's melds, five seats round the table (:meth:`_top_shared`): between
        its box and the middle (the other top seat has the other half), the first made first; those
        that do not fit there (at 0.3 at least) in the corner on the other side of its box, down to
        its box's bottom, said to go on. Each part has the room for its caption kept over it, at the
        top (moved down for it only where they still fitted, else it went under them, nearer the
        other seat's), and its labels within it (:func:`_meld_line`)."""
        width = self._width
        if self._six_round():
            self._six_top_melds(spec, fans, x, owner)
            return
        inward = x < width / 2
        left, y0, w, h = self._top_room(x)
        corner = self._corner_w(1.0 if inward else -1.0)
        c0 = 0.15 if inward else width - 0.15 - corner
        ch = self._top_box_bottom(1.0 if inward else -1.0) - y0

        k = len(fans)
        if corner > 0.5 and ch > 0.5:
            # (the most melds in the middle that leave each part at 0.3 at least, else the split
            # at which the smaller part is the largest)
            k = self._split_melds(fans, (w, h, False), (corner, ch, False), 0.3)
        said = len(spec.labels)
        if k:
            # (the caption may reach back over the top of the seat's box: between two boxes at
            # 1024x600, "Robo Remy's melds" was wider than the room, and said nowhere)
            self._meld_block(spec, fans[:k], left, y0, w, h, align=not inward,
                             owner=owner if k == len(fans) else _said_whose(owner), lift=self.text_room.owner_room,
                             back=SEAT_W / 2, inside=True)
        if k < len(fans):
            _, low = self._meld_block(spec, fans[k:], c0, y0, corner, ch, align=inward,
                                      owner=_then(spec, said, _said_whose(owner) if k else owner), lift=self.text_room.owner_room,
                                      back=SEAT_W / 2, inside=True)
            self._corner_low[1.0 if inward else -1.0] = low

    def _part_fit(self, part: list[dict], w: float, h: float, align: bool | int = False) -> float:
        """How large a part of a seat's melds is in a room of its own (``w`` by ``h``); where even
        the smallest does not fit, less than nothing: how far it runs over (so that the split that
        runs over least is taken)."""
        if not part:
            return 1.0
        plan = self._meld_plan(part, w, h, align=align, inside=True)
        return plan[-1] or min(0.0, h - len(plan[2]) * plan[4] + LINE_GAP)

    def _split_melds(self, fans: list[dict], first: tuple[float, float, bool | int], then: tuple[float, float, bool | int],
                     at_least: float | None = None) -> int:
        """How many of a seat's melds, the first made first, go in the first of two rooms of its
        own (``first``, ``then``: width, height and whether the lines end at the right edge),
        the rest in the other: the most that leave each part at ``at_least`` at least, else (or
        without it) the split at which the smaller part is the largest, the most in the first
        room of those (never inside a stack, :func:`_may_part`)."""
        def least(k: int) -> float:
            return min(self._part_fit(fans[:k], *first), self._part_fit(fans[k:], *then))

        ways = [n for n in range(len(fans), -1, -1) if _may_part(fans, n)]
        k = next((n for n in ways if least(n) >= at_least - 1e-9), -1) if at_least is not None else -1
        return k if k >= 0 else max(ways, key=lambda n: (least(n), n))

    def _six_top_melds(self, spec, fans: list[dict], x: float, owner: tuple[str, ...]) -> None:
        """A seat across the top's melds, six seats round the table (:meth:`_six_round`), all in its
        own area under one caption: the seat in the middle's under its box, between the boxes
        beside it, down to the piles; an upper seat's in the corner over its box, from the table's
        edge to the middle seat's box. Their labels stay within it (:func:`_meld_line`)."""
        width, mid = self._width, self._width / 2
        boxes = {s: (sx, sy) for s, (sx, sy) in self._seat_at.items() if sy < PILE_Y - 1.0}
        middle = next(s for s, (sx, sy) in boxes.items() if abs(sx - mid) < 0.5)
        mx, my = boxes[middle]
        if abs(x - mx) < 1e-6:
            uppers = [sx for s, (sx, sy) in boxes.items() if s != middle]
            left, right = min(uppers) + SEAT_W / 2 + 0.1, max(uppers) - SEAT_W / 2 - 0.1
            top = self._top_box_bottom_of(middle, mx, my) + 0.05
            # (down to a little over the piles: a line of melds with labels on two lines takes
            # 0.67 at 0.2, the room was 0.62 at 1024x600, and they ran on down to the piles, s35)
            bottom = PILE_Y - 0.07
            # Whose they are beside the seat's box, on two lines, over the first of them (the
            # room between the upper seat's box and this one's, under the upper seat's corner):
            # over them, the caption left them 0.62 of the 0.84 under the box, one line of melds
            # with their labels on two lines at 0.2 (15 px at 1024x600), now 0.36 (s35)
            # (on the left, else on the right, the lines then against the right edge: where the
            # upper seat's melds in the corner over it end well short of it, their last was read
            # as going with it; the upper seats' are laid out first)
            corner = min(sy for s, (sx, sy) in boxes.items() if s != middle) - 0.05
            for text, on_right in ((text, on_right) for on_right in (False, True) for text in _said_whose(owner)):
                tw = _two_lines_fit(self.text_room, text) + 0.02
                lab = LabelSpec(text, right - tw / 2 if on_right else left + tw / 2, 0.0, size=OWNER_CAPTION,
                                max_width=tw)
                lab.y = top - 0.03 - label_box(lab, self.text_room)[3]
                box = label_box(lab, self.text_room)
                if (box[0] >= mx + SEAT_W / 2 + 0.1 if on_right else box[2] <= mx - SEAT_W / 2 - 0.1) \
                        and box[1] >= corner + 0.08 and not any(
                        math.hypot(max(0.0, l - box[2], box[0] - r), max(0.0, t - box[3], box[1] - b)) < CAPTION_APART
                        for l, t, r, b in self._taken):
                    spec.labels.append(lab)
                    self._taken.append(box)
                    # (two lines of melds that do not fit over the piles even at 0.2: the last
                    # made go on in a bottom corner, said to be his; they ran on over the pot, s36)
                    spill = self._spill_split(fans, right - left, bottom - top, on_right)
                    said = len(spec.labels) - 1
                    self._meld_block(spec, fans[:spill[0]] if spill else fans, left, top, right - left, bottom - top,
                                     align=on_right, inside=True, largest=spill[2] if spill else SMALL_MELD_SCALE)
                    if spill:
                        self._spill_block(spec, fans[spill[0]:], spill[1], spill[2], _then(spec, said, owner))
                    return
            top += self.text_room.owner_room
            spill = self._spill_split(fans, right - left, bottom - top, False)
            said = len(spec.labels)
            piles = list(self._taken)  # (the seat's own pile under its box among them)
            self._meld_block(spec, fans[:spill[0]] if spill else fans, left, top, right - left, bottom - top, owner=owner,
                             lift=self.text_room.owner_room, inside=True, largest=spill[2] if spill else SMALL_MELD_SCALE)
            self._caption_off_piles(spec, said, piles, left)
            if spill:
                self._spill_block(spec, fans[spill[0]:], spill[1], spill[2], _then(spec, said, owner))
            return
        inward = x < mid
        seat, y = next((s, sy) for s, (sx, sy) in boxes.items() if abs(sx - x) < 1e-6)
        left = 0.15 if inward else mx + SEAT_W / 2 + 0.1
        right = mx - SEAT_W / 2 - 0.1 if inward else width - 0.15
        down = self.text_room.owner_room - TOP_LIFT
        y0 = 0.15 + down
        w, h = right - left, y - 0.05 - y0
        # The corner takes one line of melds (0.86 high at 1024x600): where they need two (nine
        # melds and more, 10 Dime Rummy), the last made go on down beside its box on the side of
        # the table's edge, under the line's end, from the corner's bottom to the box's (their
        # labels within the table, a little past the room, see _meld_labels): they ran on down
        # over the seat's name, s35
        sw = x - SEAT_W / 2 - 0.1 - 0.15 if inward else width - 0.15 - (x + SEAT_W / 2 + 0.1)
        sy, sh = y - 0.03, self._top_box_bottom_of(seat, x, y) - (y - 0.03)

        def near(part: list[dict]) -> tuple[int, float]:
            """How many of ``part`` go in the corner (the rest beside the box) and how large they
            are (0 or less: even the smallest do not fit)."""
            k = len(part)
            size = self._part_fit(part, w, h, not inward)
            if not size > 0 and sw > 0.5:
                k = self._split_melds(part, (w, h, not inward), (sw, sh, not inward))
                if any(_label_w(self.text_room, z["label"]) > sw + 0.2 for z in part[k:] if z.get("label")):
                    # (never where their labels have no room, a little past it: on a narrow table,
                    # the score sheet widened, "On Anna's 9s" ran off the table's edge, s34 t2 #8)
                    k = len(part)
                else:  # (both parts as large as the smaller: one seat's melds of one size)
                    size = min(self._part_fit(part[:k], w, h, not inward), self._part_fit(part[k:], sw, sh, not inward))
            return k, size

        k, size = near(fans)
        n = len(fans)  # (those in the corner and beside the box; the rest in the bottom corner)
        room = self._corner_room(1.0 if inward else -1.0) if not size > 0 else None
        if room is not None and self._side_needs_corner(1.0 if inward else -1.0):
            room = None  # (the side seat's, under whose box it is: it is laid out after this one)
        if room is not None:
            # Even the smallest do not fit there (three more than fit beside the box ran on down
            # over the seat's own name, s36): the last made go on in the bottom corner on its side,
            # said to be its, the most that fit staying by the box
            cw, ch = room[2], room[3] - self.text_room.owner_room
            for m in range(len(fans) - 1, 0, -1):
                mk, msize = near(fans[:m])
                rest = self._part_fit(fans[m:], cw, ch, not inward)
                if msize > 0 and rest > 0:
                    n, k, size = m, mk, min(msize, rest)
                    break
        largest = max(0.2, size) if k < n or n < len(fans) else SMALL_MELD_SCALE
        said = len(spec.labels)
        self._meld_block(spec, fans[:k], left, y0, w, h, align=not inward, largest=largest, owner=owner,
                         lift=self.text_room.owner_room, inside=True)
        if k < n:
            self._meld_block(spec, fans[k:n], 0.15 if inward else width - 0.15 - sw, sy, sw, sh, align=not inward,
                             largest=largest, inside=True)
        if n < len(fans) and room is not None:
            self._spill_block(spec, fans[n:], room, largest, _then(spec, said, owner))

    def _caption_off_piles(self, spec, said: int, piles: list[tuple[float, float, float, float]], left: float) -> None:
        """The caption over a top seat's melds (the first label from ``said`` saying whose) kept
        off what was there before them (``piles``: the seat's own pile under its box): set from
        the block's ``left`` edge, on one line, else on two. Arizona Rummy, six seats at 1024x600:
        "Gro\u00dfmutter Hildegard's melds", centred over the block, ran under her own "Pile (1)"
        card beside it (s38 t2 #7)."""
        lab = next((lab for lab in spec.labels[said:] if _whose(lab.text)), None)
        if lab is None:
            return

        def hit(box: tuple[float, float, float, float]) -> bool:
            return any(l < box[2] + 0.05 and r > box[0] - 0.05 and t < box[3] and b > box[1] for l, t, r, b in piles)

        if not hit(label_box(lab, self.text_room)):
            return
        one = text_w(lab.text, self.text_room.meld_label_room)
        two = _two_lines_fit(self.text_room, lab.text)
        y = lab.y
        for width, dy in ((one + 0.1, 0.0), (two, -self.text_room.meld_label_line / 2)):
            lab.x, lab.y, lab.max_width = left + width / 2, y + dy, width
            if not hit(label_box(lab, self.text_room)):
                return
        spec.labels.remove(lab)  # (nowhere clear of the pile: uncaptioned, as a caption with no room is)

    def _top_box_bottom_of(self, seat: int, sx: float, sy: float) -> float:
        """Where a seat's box ends, the line of words under its hand included (drawn or not yet)."""
        if seat in self.seat_boxes:
            return self.seat_boxes[seat][3]
        return label_box(self._seat_info_line(seat, sx, sy, self._seat_zones.get(seat, []), self._per_seat)[1], self.text_room)[3]

    def _top_melds(self, spec, seat: int, fans: list, x: float, owner: tuple[str, ...] = ()) -> None:
        """A seat across the top's melds, beside its box in the band along the top, clear of the
        seats beside it (six players: the seats at the upper left and right): to its right, short
        of the seat there (so that they are seen as this seat's), or, when they would be small
        there (under 0.3), as large as fit: to its right over the seat there, or on both sides of
        its box, the first melds on the right. ``owner``: whose they are, written over them.
        Five seats round the table: :meth:`_shared_top_melds`."""
        width, h = self._width, PILE_Y - 0.6
        if getattr(self, "_shared_top", False):
            self._shared_top_melds(spec, fans, x, owner)
            return
        seats = [(sx, sy) for s, (sx, sy) in getattr(self, "_seat_at", {}).items() if s != seat and sy < 0.15 + h]

        def rooms(side: int) -> list[tuple[float, float, float]]:
            """(left edge, width, height) of the room on ``side`` of the box: the whole band when
            no seat is in it, else short of the seats there or over them."""
            edge, far = x + side * (SEAT_W / 2 + 0.1), width - 0.2 if side > 0 else 0.2
            there = [(sx, sy) for sx, sy in seats if (sx - x) * side > 0 and abs(sx - edge) - SEAT_W / 2 < abs(far - edge)]
            whole = abs(far - edge)
            if not there:
                room = clear(min(edge, far), whole, h)
                return [room] if room[1] > 0.3 or not beside else []
            near = min(abs(sx - edge) for sx, sy in there) - SEAT_W / 2 - 0.1
            over = min(sy for sx, sy in there) - 0.25
            out = [clear(*r) for r in ((edge if side > 0 else edge - near, near, h), (min(edge, far), whole, over))]
            near_rooms.append(out[0])
            return [r for r in out if r[1] > 0.3 and r[2] > 0.3]

        def clear(left: float, w: float, h: float) -> tuple[float, float, float]:
            """The room no lower than what the side seats have put there already (their melds beside
            their boxes, with the caption over them: Horseshit Rummy's "Anna's melds" was covered by
            the melds of the seat across the top, laid out after hers)."""
            tops = [t[1] for t in self._taken if t[0] < left + w and t[2] > left and 0.6 < t[1] < 0.15 + h]
            # and beside what reaches up into the band (a side seat's melds above its box, up to
            # the seat across the top: Horseshit Rummy's Anna's melds were drawn over Ben's there)
            for t in self._taken if beside else ():
                if t[0] < left + w and t[2] > left and t[1] <= 0.6:
                    if t[0] > left:
                        w = min(w, t[0] - CAPTION_GAP - left)
                    else:
                        w, left = w - max(0.0, t[2] + CAPTION_GAP - left), max(left, t[2] + CAPTION_GAP)
            return left, max(0.0, w), min([h] + [t - 0.1 - 0.15 for t in tops])

        def fit(fans_, room, said: bool = False) -> float:
            # (``said``: reckoned with their caption over them, TOP_LIFT up into the band)
            lower = max(0.0, self.text_room.owner_room - TOP_LIFT) if said and owner else 0.0
            return self._meld_plan(fans_, room[1], room[2] - lower)[-1] if fans_ else 1.0

        def under(right: list, left: list, above: float = 0.0) -> bool:
            """Whether the melds were placed under what the side seats put up in the band (or split
            between such a room and one beside the box): where they are larger there than
            ``above``."""
            # Too small everywhere beside what the side seats put up in the band (their melds over
            # their boxes, with lay-offs' captions each over its own cards): under those, short of
            # the seat there, rather than in a line running on down over the pot (10 Dime Rummy,
            # 1366x768, four seats: Cleo's lay-offs went down over the pot, one a line)
            unders = []
            for side in (1, -1):
                edge, far = x + side * (SEAT_W / 2 + 0.1), width - 0.2 if side > 0 else 0.2
                there = [sx for sx, sy in seats if (sx - x) * side > 0]
                reach = min((abs(sx - edge) - SEAT_W / 2 - 0.1 for sx in there), default=abs(far - edge))
                left0 = edge if side > 0 else edge - reach
                up = [t for t in self._taken if t[0] < left0 + reach and t[2] > left0 and t[1] <= 0.6]
                if not up or reach <= 0.3:
                    continue
                y0 = max(t[3] for t in up) + 0.1
                below = [t[1] for t in self._taken if t[0] < left0 + reach and t[2] > left0 and t[1] > y0]
                hh = min([0.15 + h - y0] + [t - 0.1 - y0 for t in below])
                if hh > 0.3:
                    unders.append((self._meld_plan(fans, reach, hh)[-1], side, (left0, y0, reach, hh)))
            # (and split between such a room and one beside the box, the first melds in the first)
            tops = [(r[0], 0.15, r[1], r[2], 1) for r in right] + [(r[0], 0.15, r[1], r[2], -1) for r in left] \
                + [(*u, side) for _, side, u in unders]
            tries: list[tuple[float, int, list[tuple[list[dict], tuple[float, float, float, float, int]]]]] = []
            for a in tops:
                tries.append((self._meld_plan(fans, a[2], a[3])[-1], 0, [(fans, a)]))
                for b in tops:
                    # (two rooms apart: the room beside the box and the one over the seat there are
                    # one and the same where what is up in the band narrows both to its gap, and
                    # the two parts were drawn one over the other)
                    if b is not a and not (a[0] < b[0] + b[2] and b[0] < a[0] + a[2]
                                           and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]):
                        for k in (k for k in range(len(fans) - 1, 0, -1) if _may_part(fans, k)):
                            tries.append((min(self._meld_plan(fans[:k], a[2], a[3])[-1],
                                              self._meld_plan(fans[k:], b[2], b[3])[-1]), -1, [(fans[:k], a), (fans[k:], b)]))
            best = max(tries, key=lambda t: t[:2], default=None)
            if best is not None and best[0] > above:
                for n, (part, (ux, uy, uw, uh, side)) in enumerate(best[2]):
                    # one owner caption, with the last part (its room is the one under the side
                    # seats' melds): a second, over the part beside the box, lay under a meld up in
                    # the band ("Cleo" and a cut "'s" showed)
                    # (the caption over a part under the side seats' melds in its own room: lifted
                    # into the room above, "Ben's melds" lay over Cleo's lay-offs)
                    self._meld_block(spec, part, ux, uy, uw, uh, align=side < 0, largest=best[0],
                                     owner=owner if n == len(best[2]) - 1 else (),
                                     lift=TOP_LIFT if uy <= 0.15 else 0.0)
                return True
            return False

        beside = True
        near_rooms: list[tuple[float, float, float]] = []  # the rooms short of the seats beside
        right, left = rooms(1), rooms(-1)
        if not right and not left:
            # no room beside them: under what the side seats put up in the band (their melds over
            # their boxes, each half of it: the top seat's were drawn over them, 10 Dime Rummy,
            # four seats, 1366x768), else over them, as before, rather than not at all
            if under([], []):
                return
            beside = False
            right, left = rooms(1), rooms(-1)
        short = right[0] if right else None
        # melds wider than the short room reach over the seat to the right: a caption moves them
        # down only as far as just above that seat's line of words under its hand (which grows up
        # by half a line when set on two)
        nearest = min((s for s in seats if s[0] > x), key=lambda s: s[0], default=None)
        near_info = nearest[1] + 0.4 + SEAT_SCALE * CARD_RATIO - 0.12 if nearest is not None else None

        def in_short_room() -> None:
            assert short is not None
            self._meld_block(spec, fans, short[0], 0.15, short[1], short[2], owner=owner, lift=TOP_LIFT,
                             overflow_floor=near_info)

        # Melds with lay-offs among them that fill the short room leave their caption no room over
        # them: it went under their last line, by the lay-offs there, a line away from the seat's
        # own sets (10 Dime Rummy at 1024x568, s45: the right seat's lay-offs under its box, no
        # longer up in the band, left just room for Robo Remy's set and four lay-offs in two lines
        # at 0.3, his "Robo Remy's melds" 63 px under his set). There they go the way that has
        # room for the caption over them, where one is as large; else as before (reckoned so
        # everywhere, four seats' top melds went down to 0.25, 18 px, at 1024x600, s45)
        said = any(_is_place(z.get("label") or "") for z in fans) and bool(owner)
        plain = fit(fans, short) if short is not None else 0.0
        if short is not None and plain >= 0.3 and (not said or fit(fans, short, True) >= plain - 1e-9):
            in_short_room()
            return
        # (scale, rooms and how many melds go right) of each way, the largest scale first
        Room = tuple[float, float, float]

        def ways_of(said_: bool) -> list[tuple[float, int, tuple[Room | None, Room | None, int]]]:
            out = [(fit(fans, r, said_), 0, (r, None, len(fans))) for r in right]
            for r in right:
                for lr in left:
                    for k in (k for k in range(len(fans) - 1, 0, -1) if _may_part(fans, k)):
                        out.append((min(fit(fans[:k], r, said_), fit(fans[k:], lr, said_)), -1, (r, lr, k)))
            if not right:  # (no room on the right, what reaches up there taking it: all on the left)
                out += [(fit(fans, lr, said_), -2, (None, lr, 0)) for lr in left]
            return out

        if short is not None and plain >= 0.3:  # (said: the ways with the caption over them as large)
            ways = [way for way in ways_of(True) if way[0] >= plain - 1e-9]
            if not ways:
                in_short_room()
                return
        else:
            ways = ways_of(False)
        if not ways:
            return
        # (and where they would be small, under 0.3, beside the box: there, where they are larger,
        # 10 Dime Rummy, four seats, 1366x768: the top seat's lay-offs were drawn at 0.2 in
        # slivers of room between the side seats' melds up in the band, the room under those empty)
        if beside and max(way[0] for way in ways) < 0.3 and under(right, left, max(way[0] for way in ways)):
            return
        # Beside the box on both sides, the first melds made on the right, where they are legible
        # there (0.3), rather than wherever they would be largest: a meld more anywhere made
        # another way the largest, and the melds jumped from room to room, over the seats beside
        # and back (10 Dime Rummy, four seats)
        # All of them in one room, on either side, where they are legible there (0.3): a seat's
        # melds in two groups either side of its box, "..., continued" far from the first, were
        # read as two players' (Push's end of the hand, 1280x688, s43 t3 F11). Not with lay-offs
        # among them: each captioned "On Ann's 5s" over its card, the block's caption over them all
        # was no longer by the seat's own sets (10 Dime Rummy, s42)
        alone = [] if any(z.get("label") for z in fans) else \
            [way for way in ways if way[2][1] is None] + [(fit(fans, lr), -2, (None, lr, 0)) for lr in left]
        largest, _, (rr, lr, k) = max((way for way in alone if way[0] >= 0.3 - 1e-9), key=lambda way: way[0],
                                      default=None) \
            or next((way for way in ways if way[0] >= 0.3 - 1e-9 and way[2][1] is not None
                     and way[2][0] in near_rooms and way[2][1] in near_rooms), None) \
            or max(ways, key=lambda way: way[:2])
        largest = largest or 0.2  # even the smallest do not fit: the most room there is
        # (split on both sides of the box, each part captioned where it has room: the part
        # without, next to a side seat's melds up in the band, read as theirs, 10 Dime Rummy;
        # never a lone "Anna" beside a meld on its own in a short room, read as her name: the
        # owner's ways here all say whose, see _said_whose. The part on the left, the melds made
        # later, as going on (:func:`_continued`): "Ben's melds" either side of his box read as
        # two seats' of one name, s31)
        said = len(spec.labels)
        if rr is not None:
            self._meld_block(spec, fans[:k], rr[0], 0.15, rr[1], rr[2], largest=largest, owner=owner, lift=TOP_LIFT)
        if lr is not None:
            self._meld_block(spec, fans[k:], lr[0], 0.15, lr[1], lr[2], align=True, largest=largest,
                             owner=_then(spec, said, owner), lift=TOP_LIFT)

    def _names_in_their_room(self, spec) -> None:
        """Each seat box's name no wider than the room at its height that the other seats' cards
        leave it, moved off the middle of its box towards the free side where that shows more
        of it (cut with "…" where it has less room, its whole the tooltip): Golf, eight seats,
        1024x600, "Maximiliano Villanueva-Ortiz", as wide as its box, ran over the grid that the
        seat over it has beside it (s36 t4 #17). The line of words under its cards ("3 quarters
        · 4 pts face up") moves the same way where it is on one line and the room has it whole
        (its end ran under the grid of the seat above)."""
        # (the cards' places read once for every seat's name and words: nothing moves meanwhile)
        cards = [(p.zone.rpartition("/")[2], p.owner, p.x, p.y, p.y + p.scale * CARD_RATIO, p.x + p.scale)
                 for p in spec.pieces if p.kind == "card"]
        for seat, label in self._name_labels.items():
            low, high = self._room_at(spec, seat, label, cards)
            if label.x - label.max_width / 2 >= low and label.x + label.max_width / 2 <= high:
                continue  # (room enough as it is)
            wide = max(SEAT_W / 3, min(label.max_width, high - low))
            label.x = min(max(label.x, low + wide / 2), high - wide / 2)
            label.max_width = wide
        for seat, label in self._info_labels.items():
            wide = set_width(label.text, label.size) + 0.05
            if "\n" in label.text or wide > label.max_width:
                continue
            low, high = self._room_at(spec, seat, label, cards)
            if high - low >= wide and not low <= label.x - wide / 2 <= label.x + wide / 2 <= high:
                label.x = min(max(label.x, low + wide / 2), high - wide / 2)

    def _names_whole(self, spec, panel: tuple[float, float, float, float] | None = None) -> None:
        """The seats' names, once everything else is on the table, in one style: all at one size
        (the largest, of its own and a tenth, two and three smaller, that shows every name whole
        in the room free beside it, else the one that shows the most whole) and bold, each as wide as its whole name where
        the room at its height has it (wider than its box, moved towards the free side), else cut
        with "…" (its whole the tooltip). 500 Rummy, 1280x720: "Anna-Sophie…", "Wilhelmina…" with
        300 px of empty felt beside them; 10 Dime Rummy, six long names: one bold, one smaller and
        not bold, the others bold and cut (s37 t3 #6, #7)."""
        names = {seat: lab for seat, lab in self._name_labels.items() if any(lab is other for other in spec.labels)}
        if not names:
            return
        self._panel = panel  # (the buttons' box: no name widened under it)
        self._free_parts = None  # (measured afresh for this table: see _free_at)
        size = max(lab.size for lab in names.values())
        gap = 0.15

        def need(lab: LabelSpec, at: float) -> float:  # (a little over the estimate, and the gold pill's ends)
            return 1.04 * set_width(lab.text, max(at, self.text_room.least), bold=True) + 0.25 * at

        def place(at: float) -> tuple[int, dict[int, tuple[float, float]]]:
            placed: dict[int, tuple[float, float]] = {}
            whole = 0
            for seat, lab in names.items():
                others = [(o.x - need(o, at) / 2, o.x + need(o, at) / 2) if s not in placed else placed[s]
                          for s, o in names.items() if s != seat and abs(o.y - lab.y) < 1.3 * max(at, self.text_room.least)]
                low, high = self._free_at(spec, lab, at, [n for n in names.values()], others, gap)
                want = need(lab, at)
                whole += want <= high - low
                wide = max(min(want, high - low), min(lab.max_width, want))
                x = lab.x if wide <= lab.max_width else min(max(lab.x, low + wide / 2), high - wide / 2)
                placed[seat] = (x - wide / 2, x + wide / 2)
            return whole, placed

        # (where no size shows them all whole, the largest that shows the most: all of them a size
        # smaller and the same one still cut was the worst of both)
        # (the smaller sizes tried only where the larger leave a name cut: placing is a third of
        # the layout of six seats' names, s44)
        tries: list[tuple[tuple[int, dict[int, tuple[float, float]]], float]] = []
        for scale in (1.0, 0.9, 0.8, 0.7):
            tries.append((place(size * scale), size * scale))
            if tries[-1][0][0] == len(names):
                break
        (_, placed), at = tries[-1] if tries[-1][0][0] == len(names) else max(tries, key=lambda t: (t[0][0], t[1]))
        for seat, lab in names.items():
            left, right = placed[seat]
            lab.x, lab.max_width = (left + right) / 2, right - left
            lab.size, lab.keep_size = at, True  # (the view sets it so: not lighter nor smaller)
            if need(lab, at) > lab.max_width:
                self._name_up_a_line(spec, lab, at, list(names.values()), gap)
        self._free_parts = None

    def _name_up_a_line(self, spec, lab: LabelSpec, at: float, names: list[LabelSpec], gap: float) -> None:
        """A seat's name too long for the room beside it on two lines, growing up, where the room
        over it is free as wide as they are set (10 Dime Rummy, six seats: "Anna-Sophie
        Müller-Lüdenscheid" at the right, the prompt beside her box, empty felt over it)."""
        line = 1.2 * max(at, self.text_room.least)
        words = lab.text.split()
        if len(words) < 2 or lab.y - line < 0.05:
            return
        cut = next((k for k in range(len(words) - 1, 0, -1)
                    if set_width(" ".join(words[:k]), at, bold=True) * 1.04 <= lab.max_width), 0)
        wide = 1.04 * max(set_width(" ".join(words[:cut]), at, True), set_width(" ".join(words[cut:]), at, True))
        if not cut or wide > lab.max_width:
            return
        up = replace(lab, y=lab.y - line)
        others = [(n.x - n.max_width / 2, n.x + n.max_width / 2) for n in names if n is not lab
                  and abs(n.y - up.y) < 1.3 * max(at, self.text_room.least)]
        low, high = self._free_at(spec, up, at, names, others, gap)
        if low <= lab.x - wide / 2 and lab.x + wide / 2 <= high:
            lab.elide, lab.up = 2, True

    def _taking_room(self, spec, lab: LabelSpec | None, names: list[LabelSpec], gap: float) -> tuple[list, list]:
        """For :meth:`_free_at`: the (top, bottom, left, right) of everything on the table but
        ``lab`` and ``names`` (its words ``gap`` wider), and the (top, left, right) of the places'
        captions."""
        spans: list[tuple[float, float, float, float]] = []
        captions: list[tuple[float, float, float]] = []
        for p in spec.pieces:
            w = p.scale if p.kind == "card" else (p.w or p.scale)
            h = p.scale * CARD_RATIO if p.kind == "card" else (p.h or w)
            spans.append((p.y, p.y + h, p.x, p.x + w))
        for t in spec.targets:
            spans.append((t.y, t.y + t.h, t.x, t.x + t.w))
            if t.label:
                half = text_w(t.label, CAPTION_SIZE) / 2
                captions.append((t.y + t.h, t.x + t.w / 2 - half, t.x + t.w / 2 + half))
        for other in spec.labels:
            if other is lab or any(other is n for n in names) or not other.text:
                continue
            left, up, right, down = label_box(other, self.text_room)
            # (further from other words: "Hand 1: pass left" and the top seat's name in its gold
            # pill read as one line)
            spans.append((up, down, left - gap, right + gap))
        return spans, captions

    def _free_at(self, spec, lab: LabelSpec, at: float, names: list[LabelSpec],
                 others: list[tuple[float, float]], gap: float) -> tuple[float, float]:
        """The left and right of the room round ``lab``'s middle at its line's height (set at
        ``at``) that nothing else on the table takes: cards and tokens, places and their captions,
        other words (not ``names``: ``others`` are where they reach), ``gap`` clear of each."""
        top, bottom = lab.y - 0.05, lab.y + 1.3 * max(at, self.text_room.least)
        boxes = list(others)
        # (what takes room on the table, measured once for all the names and sizes _names_whole
        # tries, dozens a layout: nothing else moves meanwhile; each name's own words left out)
        ids = {id(n) for n in names}
        if id(lab) not in ids and any(lab is other for other in spec.labels):
            spans, captions = self._taking_room(spec, lab, names, gap)
        else:
            parts = self._free_parts
            if parts is None or parts[0] is not spec or parts[1] != gap or parts[2] != ids:
                parts = self._free_parts = (spec, gap, ids, *self._taking_room(spec, None, names, gap))
            spans, captions = parts[3], parts[4]
        # (one comprehension a kind: some 60,000 calls a six-seat Hand and Foot game, every
        # piece, place and label of the table each, s44)
        boxes += [(left, right) for y0, y1, left, right in spans if y0 < bottom and y1 > top]
        # (and a place's caption under it)
        boxes += [(left, right) for y0, left, right in captions if y0 < bottom and y0 + 0.3 > top]
        if self._panel is not None and self._panel[1] < bottom and self._panel[3] > top:
            boxes.append((self._panel[0], self._panel[2]))
        x = lab.x
        # (the nearest edge either side: min(left) - gap is min(left - gap), rounding keeps order)
        low, high = 0.05, self._width - 0.05
        nearest = min((left for left, right in boxes if left >= x), default=None)
        if nearest is not None:
            high = min(high, nearest - gap)
        nearest = max((right for left, right in boxes if left < x and right <= x), default=None)
        if nearest is not None:
            low = max(low, nearest + gap)
        return low, high

    def _room_at(self, spec, seat: int, label: LabelSpec, cards: list[tuple] | None = None) -> tuple[float, float]:
        """The left and right of the room at ``label``'s height (a line of it) round its middle
        that no card of another seat's takes (``cards``: the cards' (zone's last part, owner, left,
        top, bottom, right), where read already)."""
        top, bottom = label.y, label.y + label.size * 1.3
        low, high = 0.05, self._width - 0.05
        if cards is None:
            cards = [(p.zone.rpartition("/")[2], p.owner, p.x, p.y, p.y + p.scale * CARD_RATIO, p.x + p.scale)
                     for p in spec.pieces if p.kind == "card"]
        mine = str(seat)
        for part, owner, x, y, y1, x1 in cards:
            if part == mine or owner == seat:
                continue
            if y >= bottom or y1 <= top:
                continue
            if x >= label.x:
                high = min(high, x - 0.08)
            elif x1 <= label.x:
                low = max(low, x1 + 0.08)
        return low, high

    def _own_pile(self, spec, z, x: float, y: float) -> None:
        """A seat's own pile, small, its name and count under it."""
        self._pile(spec, z, x, y, False, SMALL_MELD_SCALE, caption=False)
        spec.labels.append(LabelSpec(self._own_caption(z), x + SMALL_MELD_SCALE / 2,
                                     y + SMALL_MELD_SCALE * CARD_RATIO + 0.03, size=0.13, max_width=1.2))
        self._seat_piles[0].add(z["key"])
        self._seat_piles[1].append(spec.labels[-1])

    @staticmethod
    def _own_caption(z: dict) -> str:
        """The caption under a seat's own pile: "Pile (12)"; a set-aside pile's by its label
        ("Out of play (4)": its name, "discarded", is the engine's)."""
        if z["role"] == "pile" and z.get("label"):
            return z["label"] if z.get("single") else f"{z['label']} ({z['count']})"
        return f"{z['name'].replace('_', ' ').capitalize()} ({z['count']})"

    def _beside_box(self, spec, seat: int, own: list, fans: list, x: float, y: float, half: float,
                    floor: float, owner: tuple[str, ...] = (), named: bool = True, rest: bool = False) -> None:
        """A side seat's own piles and melds beside its box, towards the middle (from ``half``
        off its centre), down to ``floor``: its piles next to the box, its melds beyond them, as
        small as they must be. How far they reach is kept (``_reach``), so the middle stays clear
        of them. Melds that do not fit there even small go above the box, as before. ``owner``:
        whose they are, written over them, no wider than they are (it would narrow the middle).
        The melds stop short of the least room the centre piles keep (:data:`CENTRE_HALF`, and a
        caption's gap): beyond it they ran under the piles and the prompt (a small laptop's
        Arizona Rummy, five and eight players, "Ben's melds" under the stock); they wrap onto more
        lines and are drawn smaller there instead. ``named``: those beside the box captioned too.
        ``rest``: the rest of a seat's melds, its first under its box, ``owner`` saying they go on:
        their caption may reach beyond them where nothing is ("Robo Rex's melds, continued" is wider
        than they are; under only as wide as they, it had no room, and they were read as anybody's,
        Push at 1024x600, s33), and those above the box say there are more (:func:`_more`)."""
        inward = 1.0 if x < self._width / 2 else -1.0
        # how far in the melds may reach (short of the room the middle's piles need)
        inner = self._width / 2 - inward * (getattr(self, "_centre_need", CENTRE_HALF) + CLEAR)
        top = y + 0.1
        pw = SMALL_MELD_SCALE + 0.55  # a pile and room for its caption ("Pile (12)")
        used = len(own) * pw
        start = x + inward * (half + 0.15)  # the edge of the box, towards the middle
        for k, z in enumerate(own):
            px = start + inward * (k * pw + 0.275) - (SMALL_MELD_SCALE if inward < 0 else 0.0)
            self._own_pile(spec, z, px, top)
        bottom = top + (SMALL_MELD_SCALE * CARD_RATIO + 0.3 if own else 0.0)
        if fans and own and self._meld_plan(fans, min(BESIDE_W, (inner - start) * inward), floor - bottom,
                                            within=True)[-1] >= 0.25:
            # under the seat's piles, when they fit there
            w = min(BESIDE_W, (inner - start) * inward)
            x0 = start if inward > 0 else start - w
            # a size smaller where that keeps them on fewer lines: Hand and Foot at 1024x600, the
            # melds a third of a card apart, the other team's wild meld went under its red threes,
            # and "Red threes" over them no longer read as theirs alone beside the wild meld
            largest = SMALL_MELD_SCALE
            big = self._meld_plan(fans, w, floor - bottom, within=True)
            if len(big[2]) > 1:
                small = self._meld_plan(fans, w, floor - bottom, largest=0.3, within=True)
                if small[-1] >= 0.3 and len(small[2]) < len(big[2]):
                    largest = 0.3
            widest, low = self._meld_block(spec, fans, x0, bottom, w, floor - bottom, align=inward < 0,
                                           largest=largest, owner=owner, tight=True)
            used = max(used, widest)
            bottom = low
        elif fans:
            mx = start + inward * (used + (0.1 if own else 0.0))
            w = max(0.0, min(BESIDE_W, (inner - mx) * inward))
            h = max(0.3, floor - top)
            plan = self._meld_plan(fans, w, h, within=True)
            up = fans
            if getattr(self, "_shared_top", False):
                # five seats: all of them in the corner over the box, the seat's own area, under
                # one caption (beside the box, short of the piles, there is room for one meld at
                # 1024x600, too little for the caption saying whose: Robo Rosa's first set there
                # was nobody's, the rest up in the corner, s34)
                fans = []
            elif plan[-1] >= 0.3 or floor < HAND_Y - 1.6:
                up = []
            else:
                # The melds that fit beside the box (at 0.3 at least), the first made first, stay
                # there; only the rest go up. All of them went up as one more card came, and came
                # back down at the next hand: a family lost track of melds that jumped (10 Dime
                # Rummy, four seats). Which fit depends on the melds alone, so a position always
                # looks the same (opened again, or after an undo).
                # (each that still fits there with those before it, in the order made: a long
                # first meld going up took all the rest with it, and the room stayed empty)
                stay: list[dict] = []
                for z in fans:
                    if self._meld_plan(stay + [z], w, h, within=True)[-1] >= 0.3:
                        stay.append(z)
                fans, up = stay, [z for z in fans if not any(z is s for s in stay)]
                if fans:  # (in two places, each in words saying whose: see _said_whose)
                    owner = _said_whose(owner)
            # (the melds beside the box first, the first made; those above it after, said to go on
            # where the first say whose: both read "Robo Remy's melds", the seat's box between, as
            # two seats' of one name, 10 Dime Rummy, s31)
            said = len(spec.labels)
            if fans:
                x0 = mx if inward > 0 else mx - w
                # (the caption beside the seat's name, above the melds' top)
                widest, low = self._meld_block(spec, fans, x0, top, w, h, align=inward < 0,
                                               owner=owner if named else (), lift=TOP_LIFT, tight=True, spill=rest)
                used += (0.1 if own else 0.0) + widest
                bottom = max(bottom, low)
            if up:
                # the lowest seat at its side: the melds above its box, up to the seat across the top
                # (with one there, as little of the band as they need: see _above_box), where they
                # would be small beside it (under 0.3: 10 Dime Rummy at 1024x600, Ben's six cards
                # in one meld beside his box were 18 px wide; over it, 21 px)
                width = self._width
                whole = width / 2 - SEAT_W / 2 - 0.35
                shared = getattr(self, "_shared_top", False)
                if shared:  # (the corner, no further, its labels within it: see _top_shared)
                    whole = min(whole, self._corner_w(inward))
                aw, largest = self._above_box(up, x, whole, y - 0.25, owner, inward)
                x0 = 0.15 if inward > 0 else width - 0.15 - aw
                # (five seats: the room for the caption kept over them, at the top)
                down = self.text_room.owner_room - TOP_LIFT if shared else 0.0
                self._meld_block(spec, up, x0, 0.15 + down, aw, y - 0.25 - down, align=inward < 0 and aw < whole,
                                 largest=largest, owner=_then(spec, said, owner) if not rest
                                 else _more(owner) if any(lab.text in owner for lab in spec.labels[said:]) else owner,
                                 lift=TOP_LIFT + down, inside=shared)
        self._reach[seat] = (half + 0.15 + used + 0.1, bottom)
        if own:  # its piles beside its box (its melds are kept by _meld_block)
            edge = start + inward * len(own) * pw
            self._taken.append((min(start, edge), top, max(start, edge), top + SMALL_MELD_SCALE * CARD_RATIO + 0.3))

    def _above_box(self, fans: list[dict], x: float, whole: float, h: float, owner: tuple[str, ...],
                   inward: float) -> tuple[float, float]:
        """How wide a side seat's melds over its box are, from the table's edge (``whole``: up to
        the seat across the top), and how large at most: where a seat sits across the top, no
        further than its box reaches, in more lines, when they are as large there (0.36, else
        0.3); else as far as they must reach to be drawn at 0.3, and at 0.3 (0.36 reached further
        in); else the whole band. The top seat's melds take the rest
        (10 Dime Rummy, four seats, 1366x768: Ben's melds in one line across the band left Cleo's
        a sliver beside her box and under his, at 23 px, one over his lay-offs' captions)."""
        if not any(sy < PILE_Y - 1.0 for sx, sy in self._seat_at.values()):
            return whole, SMALL_MELD_SCALE
        h -= max(0.0, self.text_room.owner_room - TOP_LIFT) if owner else 0.0  # (the caption over them)
        own = x + SEAT_W / 2 - 0.15 if inward > 0 else self._width - 0.15 - (x - SEAT_W / 2)
        if own >= whole:
            return whole, SMALL_MELD_SCALE
        for scale in (SMALL_MELD_SCALE, 0.3):
            if self._meld_plan(fans, own, h, largest=scale)[-1] >= scale - 1e-9:
                return own, SMALL_MELD_SCALE
        k = 1
        while own + 0.25 * k < whole:
            if self._meld_plan(fans, own + 0.25 * k, h)[-1] >= 0.3 - 1e-9:
                return own + 0.25 * k, 0.3
            k += 1
        return whole, SMALL_MELD_SCALE

    def _meld_plan(self, fans: list[dict], w: float, h: float, largest: float = SMALL_MELD_SCALE,
                   within: bool = False, align: bool | int = False, inside: bool = False) -> tuple:
        """How melds flow in lines within ``w`` by ``h``: (steps, widths, lines, caption room, line
        height, scale), the largest scale (up to ``largest``) that fits, else the smallest.
        ``within``: each meld no wider than ``w`` too (beside a side seat's box a long meld ran on
        over 10 Dime Rummy's pot). ``align``: the lines against the right edge (as
        :meth:`_meld_block` sets them, for where their labels have room)."""
        # (asked again and again with the same melds and room: by each way of placing a seat's
        # melds, at every rebuild, and before and after the curtain; Hand and Foot's table spent
        # about half of its rebuild here. What is laid out depends only on each meld's count,
        # label and fan, so it is remembered by those)
        return _meld_plan_of(self.text_room, tuple((z["count"], z.get("label") or "", z.get("fan") or "") for z in fans),
                             w, h, largest, within, align, inside)

    def _meld_block(self, spec, fans: list[dict], x0: float, y0: float, w: float, h: float,
                    align: bool | int = False, largest: float = SMALL_MELD_SCALE, owner: tuple[str, ...] = (),
                    lift: float = 0.0, overflow_floor: float | None = None, tight: bool = False,
                    spill: bool = False, back: float = 0.0, beyond: float = 0.0,
                    inside: bool = False) -> tuple[float, float]:
        """Melds flowed in lines from ``(x0, y0)`` within ``w`` by ``h``, the largest that fit (a
        long meld, a closed canasta, squeezed to a short fan), each under its label if it has one;
        ``align``: each line against the block's right edge. Returns the widest line's width and
        how far down the melds reach.

        ``owner``: whose they are (:meth:`_owner_names`), written over them ("Ben's melds", from
        ``lift`` above ``y0``: the room free there), the melds moved down as far as the caption
        needs, where they still fit as they were (as large, in the same lines); else after the
        last line of melds, where that line leaves room; else nowhere (the melds as before). Melds
        wider than their room (a short room between two seats across the top) are moved down only
        when they stay above ``overflow_floor``. ``tight``: the caption no wider than the widest
        line, and only over it (the block's width is how far it reaches towards the middle), unless
        ``spill``: then it may reach beyond the block where nothing is (:meth:`_owner_aside`).
        ``back``: how far the caption over them may reach beyond the block on the side the lines
        start from (over the top of the seat's own box beside them, lower than the caption);
        ``beyond``: on the side they end (over the top of the box of the seat across the top).
        ``inside``: the melds' labels within the block too (:func:`_meld_line`), and the caption
        over them where even the smallest run over the block's bottom."""
        plan = self._meld_plan(fans, w, h, largest, within=tight, align=align, inside=inside)
        steps, widths, rows, cap, line_h, scale = plan
        gaps = _meld_gaps(self.text_room, fans, widths, steps)
        line_ws = [sum(widths[k] + gaps[k] for k in line) - (gaps[line[-1]] if line else 0.12) for line in rows]
        first = line_ws[0]
        room = max(line_ws) if tight else max(w, first)
        wide = _owner_caption(self.text_room, owner, w + 0.01) if tight and owner and scale else ""
        narrow = _owner_caption(self.text_room, owner, room) if wide else ""
        if wide and (not narrow or owner.index(wide) < owner.index(narrow)):
            # fuller words where the block's room takes them ("Ben's team's melds" over a short
            # line of melds: cut to "Ben & Robo Remy", under Ben's "Foot (13)" it read as his
            # foot's, s27 t2); the block then reaches as far as the caption
            room = max(room, text_w(wide, self.text_room.meld_label_room) + 0.05)
        # (a room of its own, ``inside``: captioned even where the melds run over its bottom)
        title = _owner_caption(self.text_room, owner, room + back + beyond) if scale or inside else ""
        shift = max(0.0, self.text_room.owner_room - lift) if title else 0.0
        # (the caption beside the last line only where that line holds melds of the seat's own:
        # beside a lone card laid off, under its "On Cy's 6s", "Ann's melds" named it, her sets
        # in the line over it uncaptioned, 10 Dime Rummy at 1024x600, s42 t2 #1)
        last_own = any(not fans[k].get("label") for k in rows[-1]) if rows and rows[-1] else True
        after = ""  # the caption after the last line instead
        if shift:
            moved = self._meld_plan(fans, w, h - shift, largest, within=tight, align=align, inside=inside)
            low = y0 + shift + len(rows) * line_h - LINE_GAP
            wide = max(widths) > w + 0.01
            if moved[-1] != scale or moved[2] != rows or wide and (overflow_floor is None or low > overflow_floor):
                after = "" if tight or not last_own else _owner_caption(self.text_room, owner, w - line_ws[-1] - 0.2)
                title, shift = "", 0.0
        if title:
            # over the first line of melds, within the block's room (or that line, if wider); just
            # over its cards where none of them has a label (the room for the labels of the lines
            # under it left Ben's caption half a card over his melds, and nearer the top seat's)
            left = x0 + w - room - beyond if align else x0 - back
            cw = text_w(title, self.text_room.meld_label_room)
            mid = x0 + w - first / 2 if align else x0 + first / 2
            bare = not any(fans[k].get("label") for k in rows[0])
            span = room + back + beyond
            tx, ty = min(max(mid, left + cw / 2), left + span - cw / 2), y0 - lift + (cap if bare else 0.0)

            def hits(ty: float) -> bool:
                return any(l < tx + cw / 2 and r > tx - cw / 2 and t < ty + self.text_room.meld_label_line and b > ty
                           for l, t, r, b in (label_box(lab, self.text_room) for lab in spec.labels))

            if bare and cap and hits(ty) and not hits(y0 - lift):
                # (at the top of the room, where just over the cards it met the seat's own name
                # beside them: a top seat's melds between its box and the middle on a narrow
                # table went uncaptioned, Horseshit Rummy, five seats, s36)
                ty = y0 - lift
            if hits(ty):
                # (never over a caption set there already: a top seat's "Robo Rex's melds" over
                # "Robo Remy's melds", up in the corner beside it, Arizona Rummy, eight seats)
                title, shift = "", 0.0
        aside = None  # (the caption put just above the melds or beside them instead: its box)
        if owner and scale and not title and not after:
            middle = y0 + cap + scale * CARD_RATIO / 2  # (the first line's cards' middle)
            # (above the first line: just over its cards where none of them has a label, as the
            # title: 0.5 of a card over them, "Robo Rex's melds, continued" read as no one's)
            over = y0 + (cap if not any(fans[k].get("label") for k in rows[0]) else 0.0)
            aside = self._owner_aside(spec, owner, x0, over, w, line_ws, align,
                                      (middle, middle + (len(rows) - 1) * line_h, y0 + len(rows) * line_h - LINE_GAP),
                                      spill=spill or not tight, after_last=last_own)
            if aside is None and not last_own:  # (beside a lay-off rather than no caption at all)
                aside = self._owner_aside(spec, owner, x0, over, w, line_ws, align,
                                          (middle, middle + (len(rows) - 1) * line_h, y0 + len(rows) * line_h - LINE_GAP),
                                          spill=spill or not tight)
        scale = scale or 0.2
        widest = 0.0
        reach = (x0 + w, x0)  # (how far left and right the labels over the lines reach)
        top = y0 - lift if title else y0
        if title:
            spec.labels.append(LabelSpec(title, tx, ty, size=OWNER_CAPTION, max_width=span))
            y0 += shift
            if owner and owner[0].endswith(", continued"):
                # (what is placed after keeps clear of a caption saying melds go on, longer than
                # the melds under it: Sticks, five seats, "Cleo's melds, continued" over two melds
                # in a corner, the top seat's melds under its end. Not of every caption: kept
                # clear of "Ben's melds" over one meld in a corner, Arizona Rummy's top seats at
                # eight players lost their room beside their boxes and were drawn over it)
                reach = (min(reach[0], tx - cw / 2), max(reach[1], tx + cw / 2))
        fy = y0 + cap
        for line in rows:
            line_w = sum(widths[k] + gaps[k] for k in line) - (gaps[line[-1]] if line else 0.12)
            if after and line is rows[-1]:
                # beside the last line's cards, on the side away from where the lines start
                cw = text_w(after, self.text_room.meld_label_room)
                ax = x0 + w - line_w - 0.2 - cw / 2 if align else x0 + line_w + 0.2 + cw / 2
                spec.labels.append(LabelSpec(after, ax, fy + scale * CARD_RATIO / 2 - self.text_room.meld_label_line / 2,
                                             size=OWNER_CAPTION, max_width=cw + 0.1))
            labelled = [(label, x0 + a, x0 + b) for label, a, b in _meld_line(self.text_room, fans, widths, gaps, line, w, align, inside)]
            z0 = 40
            for k, (_, a, _) in zip(line, labelled):
                # (a canasta stacked on the one before lies over it, its corner in sight)
                z0 = z0 + len(fans[k - 1]["cards"]) if k and k - 1 in line and gaps[k - 1] < 0 else 40
                self._fan(spec, fans[k], a, fy, scale, steps[k], z0=z0)
            # (labels may reach into the block's room beside the line: "On Anna's jacks" over one
            # card laid off, at the end of a line, was set on three lines over the cards)
            placed = _meld_labels(self.text_room, sorted(labelled, key=_left), x0, x0 + w, self._width)
            for label, middle, label_w in placed:
                set_w = min(label_w, text_w(label, self.text_room.meld_label_room))
                reach = (min(reach[0], middle - set_w / 2), max(reach[1], middle + set_w / 2))
            # a label's top is where it is placed, and one set on two lines grows up by half a
            # line as much as down (LabelItem): its last line ends just above the cards (the
            # labels of a line level with each other)
            lines = max((_meld_label_lines(self.text_room, label, label_w) for label, middle, label_w in placed), default=1)
            y = fy - 0.02 - (1.15 if lines == 1 else 1.65) * self.text_room.meld_label_line
            for label, middle, label_w in placed:
                spec.labels.append(LabelSpec(label, middle, y, size=MELD_LABEL, max_width=label_w))
            widest = max(widest, line_w)
            fy += line_h
        low = fy - cap - LINE_GAP
        if title and tight:
            widest = max(widest, room)  # (as far in as the caption over them reaches)
        if aside is not None:  # (as far in as the caption reaches, where it is after or under the last line)
            widest = max(widest, min(w, x0 + w - aside[0] if align else aside[2] - x0))
            low = max(low, aside[3])
            self._taken.append(aside)
        left = x0 + w - widest if align else x0
        # (a top seat's piles and melds keep clear, of the labels too: "On Anna's queens", wider
        # than its two cards at the end of a line, lay under the top seat's melds beside it)
        self._taken.append((min(left, reach[0]), top, max(left + widest, reach[1]), fy - cap - LINE_GAP))
        return widest, low

    def _owner_aside(self, spec, owner: tuple[str, ...], x0: float, y0: float, w: float, line_ws: list[float],
                     align: bool, at: tuple[float, float, float],
                     spill: bool = False, after_last: bool = True) -> tuple[float, float, float, float] | None:
        """Whose melds they are, where there is no room for it over them as :meth:`_meld_block` puts
        it (the melds would be drawn smaller or in other lines; Arizona Rummy's side seats at five
        and eight players, Hand and Foot's other team under Ben's foot, at 1024x600: the caption
        was dropped): just above the block's first line (``y0``), over the melds' width; else after
        the last line within the block's room; else beside the first line on the side the lines
        start from; else under the last line (``at``: the first and last lines' middles, and where
        the last line ends):
        in the longest words that fit where nothing drawn so far is. Returns the caption's box, or
        None where there is no such room (uncaptioned, as before)."""
        # (and the seats not drawn yet: a top seat's first melds captioned under their last line,
        # six players, lay across the next seat's "17 cards \u00b7 foot 13", drawn after them, s31 t2)
        boxes = self._drawn_boxes(spec) + self._taken
        seats = self._seats_to_come()  # (only not across them: Arizona Rummy's "Dev's melds" end
        # where Eve's words beside them start, eight players, and are read apart)
        middle, last_middle, bottom = at
        widest = max(line_ws)
        first = line_ws[0]

        def free(box: tuple[float, float, float, float], apart: float = -0.1) -> bool:
            """Clear of what is drawn, and of the seats to come (by ``apart``: the caption beside
            the melds' lines, beyond their room, a gap away from a seat's name, since it may go
            near a seat other than theirs: "Farid's melds" beside Greta's name, eight seats)."""
            l, t, r, b = box
            return l >= 0.05 and r <= self._width - 0.05 and t >= 0.02 and not self._in_centre_band(box) and not any(
                x0_ < r + 0.05 and x1_ > l - 0.05 and y0_ < b + 0.02 and y1_ > t - 0.02 for x0_, y0_, x1_, y1_ in boxes
            ) and not any(x0_ - apart < r and x1_ + apart > l and y0_ - max(0.0, apart) < b and y1_ + max(0.0, apart) > t
                          for x0_, y0_, x1_, y1_ in seats)

        ways: list[tuple[int, str, float, float]] = []  # (which way, the words, middle, top)
        for text in owner:
            cw = text_w(text, self.text_room.meld_label_room)
            if cw <= widest + 0.05:  # above the first line, no further in than the melds reach
                mid = x0 + w - first / 2 if align else x0 + first / 2
                lo, hi = (x0 + w - widest, x0 + w) if align else (x0, x0 + widest)
                ways.append((0, text, min(max(mid, lo + cw / 2), hi - cw / 2), y0 - self.text_room.owner_room))
            # after the last line, within the block's room
            end = x0 + w - line_ws[-1] - 0.2 - cw / 2 if align else x0 + line_ws[-1] + 0.2 + cw / 2
            # (``after_last``: the last line holds melds of the seat's own, not only lay-offs)
            if x0 + cw / 2 <= end <= x0 + w - cw / 2 and (after_last or len(line_ws) == 1):
                ways.append((1, text, end, last_middle - self.text_room.meld_label_line / 2))
            # beside the first line, on the side its lines start from (away from the middle)
            ways.append((2, text, x0 + w + 0.15 + cw / 2 if align else x0 - 0.15 - cw / 2,
                         middle - self.text_room.meld_label_line / 2))
            if cw <= widest + 0.05:  # under the last line
                ways.append((3, text, x0 + w - cw / 2 if align else x0 + cw / 2, bottom + 0.03))
            elif cw <= w + 0.05 or spill:
                # wider than the melds (a team's two red threes beside a seat across the top, six
                # players): above them, else under them, within the block's room (``spill``: or
                # beyond it, where nothing is)
                mid = x0 + w - cw / 2 if align else x0 + cw / 2
                ways += [(4, text, mid, y0 - self.text_room.owner_room), (5, text, mid, bottom + 0.03)]
                tw = _two_lines_fit(self.text_room, text)
                if spill and tw <= w + 0.05:
                    # (else under them on two lines, within the block's room: a top seat's melds
                    # left of its box, four seats at 1024x600, "Robo Ruby's melds, continued" was
                    # wider than the room between its box and the side seat's melds in the
                    # corner, and they were nobody's, s34)
                    ways.append((10, text, x0 + w - tw / 2 if align else x0 + tw / 2,
                                 bottom + 0.03 + self.text_room.meld_label_line / 2))
            if spill:
                # beside the first line, else the last, after its cards, beyond the block's room
                # where nothing is: the other team's melds in a short room between the seat across
                # the top and the seat beside it, six players, went uncaptioned though the band
                # over that seat's name was empty (s31: 221 of 886 positions at 1024x600)
                # (else there on two lines: "Francesca-Margherita's team's melds, continued" was
                # wider than the band left of the first line)
                for way, line_w, y in ((6, first, middle),) + (((7, line_ws[-1], last_middle),)
                                                              if after_last or len(line_ws) == 1 else ()):
                    for lines, tw in ((1, cw), (2, _two_lines_fit(self.text_room, text))):
                        ways.append((way + 2 * (lines - 1), text,
                                     x0 + w - line_w - 0.2 - tw / 2 if align else x0 + line_w + 0.2 + tw / 2,
                                     y - self.text_room.meld_label_line / 2))
        # (saying whose anywhere round them before a name alone anywhere: a lone "Anna" after her
        # last line of lay-offs had been put before "Anna's melds" under them)
        for way, text, mid, top in sorted(ways, key=lambda way: (not _whose(way[1]), way[0])):
            cw, lines = (_two_lines_fit(self.text_room, text), 2) if way >= 8 else (text_w(text, self.text_room.meld_label_room), 1)
            # (a caption on two lines grows up by half a line as much as down: see LabelItem)
            rise = (lines - 1) * self.text_room.meld_label_line / 2
            box = (mid - cw / 2, top - rise, mid + cw / 2, top + self.text_room.meld_label_line + rise)
            if free(box, 0.05 if way >= 6 else -0.1):
                spec.labels.append(LabelSpec(text, mid, top, size=OWNER_CAPTION,
                                             max_width=cw if lines > 1 else cw + 0.1))
                return box
        return None

    def _in_centre_band(self, box: tuple[float, float, float, float]) -> bool:
        """Whether ``box`` enters the room the piles across the middle keep (as far either side as
        :attr:`_centre_need` and a gap, from a little over them to their captions): they are drawn
        after the seats, so a seat's caption placed first never sees them. Five Hundreds, four
        seats at 1024x600: "Gro\u00dfmutter Hildegard's melds" beside her melds ran over the top
        card of the discard line, even of one card (s38 t2 #2)."""
        half = getattr(self, "_centre_need", CENTRE_HALF) + CLEAR
        l, t, r, b = box
        return l < self._width / 2 + half and r > self._width / 2 - half \
            and t < PILE_Y + CARD_RATIO + 0.3 and b > PILE_Y - 0.1

    def _seats_to_come(self) -> list[tuple[float, float, float, float]]:
        """What the seats round the table not drawn yet will take (their name, hand and the line of
        words under it, as :meth:`_seat_box` draws them): what is placed round a seat drawn before them keeps clear of
        them (and may still go beside a short name: Arizona Rummy's "Eve's melds" beside Farid's)."""
        out = []
        for seat, (sx, sy) in getattr(self, "_seat_at", {}).items():
            if seat in self.seat_boxes:
                continue
            half = min(SEAT_W, set_width(self._players[seat], 0.2, bold=True)) / 2
            fan = (SEAT_SCALE + 0.1 * 7) / 2 + 0.05
            words = self._seat_info_line(seat, sx, sy, self._seat_zones.get(seat, []), self._per_seat)[1]
            out += [(sx - half, sy, sx + half, sy + 0.3), (sx - fan, sy + 0.3, sx + fan, words.y), label_box(words, self.text_room)]
        return out

    @staticmethod
    def _as_pile(z: dict, viewer: int | None) -> bool:
        """A seat's own zone drawn as one pile (top card, count), never as a row: its discard pile
        (Arizona Rummy's), or cards its owner may not see yet (Hand and Foot's foot)."""
        if z["owner"] is None or z["role"] not in ("discard", "kitty"):
            return False
        return z["role"] == "discard" or (z["count"] > 1 and all(c is None for c in z["cards"]))

    @staticmethod
    def _team_zones(zones: list[dict], teams, bottom: int, others: list[int], n: int) -> list[dict]:
        """A game of two teams gives the public ``teams`` (each seat's team) and owns its team
        melds (and cards played for a team) by team: the viewer's team's go with the viewer's
        melds, another team's by its seat that sits most across from the viewer (the one in the
        middle of the oval; of two as far across, the one on the viewer's left). So at six
        players (three a team, partners every other seat) the other team's melds are across the
        table, clear of the viewer's own team's, which are nearest the viewer."""
        if not (isinstance(teams, list) and len(teams) == n
                and all(isinstance(t, int) and not isinstance(t, bool) for t in teams)):
            return zones
        seat_of = {teams[bottom]: bottom}
        middle = (len(others) - 1) / 2
        for i in sorted(range(len(others)), key=lambda i: (abs(i - middle), i)):
            seat_of.setdefault(teams[others[i]], others[i])
        out = []
        for z in zones:
            if z["role"] in ("meld", "played") and z["owner"] is not None:
                z = dict(z, owner=seat_of.get(z["owner"], z["owner"]))
            out.append(z)
        return out

    @staticmethod
    def _sits_out(sitting_out, seat: int) -> bool:
        """The public ``sitting_out``: one seat (a lone hand's partner) or a list of seats."""
        if isinstance(sitting_out, list):
            return seat in sitting_out
        return sitting_out == seat

    def _heap_top(self, lines: list[list], scale: float, left: float, right: float) -> float:
        """The capture row's top, for its ``lines`` of cards at ``scale`` from ``left`` to
        ``right``: beside the piles (one line) or under the seat across the top (more), and below
        the box of a seat it would run under. On a narrow table (the score sheet dragged to half
        of a 1024x600 window, about 480 px) the seats across the top come in over the row, and the
        dealer's wrapped line "total 2 · dealer" lay under a table card (s35 t2, Cassino party
        game); the view sets that line larger than reckoned there (its text 10 px at least), so
        the row keeps :data:`HEAP_CLEAR` below the box."""
        top = PILE_Y - 0.2 if len(lines) == 1 else HEAP_TOP
        height = sum(self._heap_line_h(line, scale) for line in lines)
        for box_left, box_top, box_right, box_bottom in self.seat_boxes.values():
            if box_left < right and box_right > left and box_top < top + height and box_bottom + HEAP_CLEAR > top:
                top = box_bottom + HEAP_CLEAR
        return top

    def _heap_line_h(self, line: list, scale: float) -> float:
        """The height a line of the capture row takes: its cards, and under them the room of its
        builds' labels, on as many lines as each is set on (at least 0.3: a label on one line).
        Set on two lines under a narrow heap, a build's label was centred on its place and lay
        over the heap's cards (a narrow table, s35)."""
        size = max(0.13, self.text_room.least)  # (as the view sets it: its text 10 px at least)
        lines = max((lines_set(self.text_room, z["label"], size, self._heap_w(z, scale) + 0.1) for z in line
                     if z is not None and z.get("label")), default=1)
        return scale * CARD_RATIO + max(0.3, 0.1 + lines * 1.2 * size)

    @staticmethod
    def _heap_w(z, scale: float) -> float:
        """A heap's width: its cards overlapped by 0.3 of their width."""
        return scale + scale * 0.3 * max(0, z["count"] - 1) if z is not None else scale

    def _heap_lines(self, slots: list, avail: float, scale: float) -> list[list]:
        """The capture row's heaps (and the trail slot, None) in lines that fit ``avail``."""
        lines: list[list] = []
        used = avail + 1
        for z in slots:
            w = self._heap_w(z, scale) + 0.15
            if used + w > avail and (not lines or lines[-1]):
                lines.append([])
                used = 0.0
            lines[-1].append(z)
            used += w
        return lines

    def _heap(self, spec, z, x, y, scale: float, trail: bool = True) -> float:
        """One heap of the capture row (or, for None, the slot to trail a card into: drawn where
        a card may be trailed now, else only its room kept)."""
        h = scale * CARD_RATIO
        if z is None:
            if trail:
                spec.targets.append(TargetSpec(ROW_AREA, x, y, w=scale, h=h, name=self.zone_title(ROW_AREA),
                                               label="Trail"))
            return x + scale
        w = self._heap_w(z, scale)
        spec.targets.append(TargetSpec(z["key"], x, y, w=w, h=h, name=self.zone_title(z["key"])))
        seen: dict[str, int] = {}
        for k, card in enumerate(z["cards"]):
            pid, key = self._card_id(z, card, k, seen)
            spec.pieces.append(PieceSpec(zone=z["key"], id=pid, key=key, kind="card", face=card or BACK, x=x + k * scale * 0.3,
                                         y=y, z=40 + k, scale=scale,
                                         name=(card_name(card) if card else "a card face down") + ", on the table"
                                         + (f" ({z['label']})" if z.get("label") else "")))
        if z.get("label"):
            # (growing down into the room kept under the line: centred on its place, a label set
            # on two lines lay over the heap's cards, s35)
            spec.labels.append(LabelSpec(z["label"], x + w / 2, y + h + 0.06, size=0.13, max_width=w + 0.1, down=True))
        return x + w

    def _seat_words(self, seat, zones, per_seat) -> list[str]:
        """What is said under a seat besides its cards: the game's own words for it
        (``seat_notes``), else the cards won and the numbers it has; and who deals."""
        notes = self._seat_notes
        if notes is not None:  # (each of its parts a part, so a long line breaks between them)
            info = [part for part in str(notes[seat]).split(" \u00b7 ") if part] if notes[seat] else []
        else:
            info = []
            if any(z["role"] == "collection" for z in zones):
                # every card the seat has won: its collection and cards won that lie apart (Cassino's
                # sweep cards read "31 won" beside 34 captured, and "most cards" counts all 34)
                won = sum(z["count"] for z in zones if z["role"] == "collection" or z.get("won"))
                info.append(f"{won} won")
            info += [seat_number(label, values[seat]) if label else values[seat]
                     for label, values in per_seat[:3] if values[seat] not in ("", None)]
        if seat == self._dealer:
            info.append("dealer")
        return info

    @staticmethod
    def _seat_beside(seat_at: dict[int, tuple[float, float]], cx: float) -> bool:
        """Whether a seat sits left or right of the middle, lower than the top row of seats."""
        return any(sy > PILE_Y - 1.0 and abs(sx - cx) > 1.0 for sx, sy in seat_at.values())

    @staticmethod
    def _own_slots(piled: list[dict], extra: list[dict], step: float = OWN_CARD_SQUEEZED, whose: str = "Your",
                   name: str = "") -> list[tuple[dict, float, float, float, str, float]]:
        """The viewer's own piles and cards on the table, side by side: each zone with its width,
        the slot it takes (as wide as its caption above it, when that is wider), the gap after it,
        its caption and the caption's widest. Hand and Foot's "Your foot (13)" over a pile half a
        card wide ran into "Red threes" beside it at 1024x600. ``whose``: "Your" to the reader whose
        seat it is, else the seat's name ("Robo Remy's"), also where the game's caption names the
        seat (``name``): Hand and Foot's foot, empty or of one card (not a pile), was "Anna's foot" to Anna."""
        slots = []
        for z in piled + extra:
            if z in piled:
                w, gap, most = MELD_SCALE, 0.3, MELD_SCALE + 0.5
                caption = f"{whose} {z['name'].replace('_', ' ')} ({z['count']})"
            else:
                w, gap, most = OWN_CARD_SCALE + step * max(0, z["count"] - 1), 0.25, 1.6
                caption = z.get("label") or z["name"].capitalize()
                theirs = f"{name}'s "
                if name and caption.startswith(theirs):
                    caption = f"{whose} {caption[len(theirs):]}"
            slots.append((z, w, max(w, min(most, text_w(caption, OWN_CAPTION))), max(gap, CAPTION_GAP), caption, most))
        return slots

    @staticmethod
    def _pile_caption(z) -> str:
        title = z.get("label") or z["name"].replace("_", " ").capitalize()
        return title if z.get("single") else f"{title} ({z['count']})"

    def _pile_steps(self, centre: list[dict], scale: float, fanned: set[str],
                    then: tuple[str, float] = ("", 0.0)) -> list[float]:
        """From each centre pile (at ``scale``) to the next: :data:`PILE_STEP` apart, further
        when the captions under two piles side by side would meet (Arizona Rummy's "Stock (181)"
        and "Going-out discard (0)" at 1024x600 read as one line): a caption reaches past its
        pile's sides by half of what it is wider, and is not drawn smaller with the piles.
        ``then``: the caption of what follows the last pile and that zone's width at scale 1
        (the trick: "Last trick: Anna won it" ran into "Trump (1)"); it starts 0.2 further on."""
        if not centre:
            return []
        over = [0.0 if z["key"] in fanned else max(0.0, (text_w(self._pile_caption(z), CAPTION_SIZE) - scale) / 2)
                for z in centre]
        text, zone_w = then
        after = max(0.0, (text_w(text, CAPTION_SIZE) - zone_w * scale) / 2) if text else 0.0
        return [max(PILE_STEP * scale, scale + over[i] + over[i + 1] + CAPTION_GAP) for i in range(len(centre) - 1)] \
            + [max(PILE_STEP * scale, scale + over[-1] + after + CAPTION_GAP - 0.2 * scale) if text
               else PILE_STEP * scale]

    def _pile(self, spec, z, x, y, source: bool = False, scale: float = 1.0, caption: bool = True) -> None:
        count = z["count"]
        cards = z["cards"]
        spec.targets.append(TargetSpec(z["key"], x, y, w=scale, h=scale * CARD_RATIO, name=self.zone_title(z["key"]),
                                       label=self._pile_caption(z) if caption else ""))
        if count == 0 and source:  # empty, yet a move starts here (the game refills it)
            spec.pieces.append(PieceSpec(zone=z["key"], id=z["key"], kind="card", face=BACK, x=x, y=y, z=0, clickable=True,
                                         scale=scale,
                                         name=f"{self.zone_title(z['key'])}, empty: click to refill it and go on"))
            return
        depth = min(3, count)
        off = 0.03 * scale
        for k in range(depth):
            i = count - depth + k
            top = k == depth - 1
            face = cards[i] if cards[i] is not None else BACK
            what = card_name(face) if face != BACK else "face down"
            spec.pieces.append(PieceSpec(
                zone=z["key"], id=z["key"] if top else f"{z['key']}#{k}", kind="card", face=face,
                x=x - off * (depth - 1 - k), y=y - off * (depth - 1 - k), z=k, scale=scale,
                name=f"{self.zone_title(z['key'])}, {plural(count, 'card')}, top: {what}" if top else self.zone_title(z["key"]),
                clickable=top and (face == BACK or source and z["key"] in getattr(self._game, "click_piles", ()))))

    @staticmethod
    def _last_trick(public, tricks, n) -> list[tuple[int, str]]:
        """The trick just won, kept in the middle until the next lead: (seat, card) pairs."""
        last = public.get("last_trick")
        if len(tricks) != 1 or tricks[0]["count"] or not isinstance(last, list):
            return []
        pairs = [(p[0], p[1]) for p in last if isinstance(p, list) and len(p) == 2
                 and isinstance(p[0], int) and 0 <= p[0] < n and isinstance(p[1], str)]
        return pairs if len(pairs) == len(last) else []

    @staticmethod
    def _trick_caption(z, players, public, last) -> str:
        """The words under a trick: "Trick", "Anna's card", or once won "Last trick: Anna won it";
        the zone's own label where it has one (PayDay's "Lay a card here")."""
        winner = public.get("last_winner")
        if last and isinstance(winner, int) and 0 <= winner < len(players):
            return f"Last trick: {players[winner]} won it"
        if z.get("label"):
            return z["label"]
        return "Trick" if z["owner"] is None else f"{players[z['owner']]}'s card"

    def _trick(self, spec, obs, tricks, x, y, last=(), step: float = TRICK_STEP, scale: float = 1.0,
               band: tuple[float, float] = (-1e9, 1e9)) -> None:
        """The trick's cards in play order, each under the name of who played it; ``step`` apart
        (they overlap on a crowded table, and the names get shorter); the names within ``band``
        (from the seat on the left to the one on the right)."""
        players = obs["players"]
        n = len(players)
        public = obs.get("public", {})
        leader = public.get("leader", public.get("trick_leader"))
        seats = public.get("trick_seats")
        roomy = step >= 0.9
        # side by side, a name set on two lines ("Robo Rex / leads") grows up, clear of the trick's
        # lit frame (it ran through the frame's top edge, s28)
        name_w, name_size = (step, 0.15) if roomy else (max(2 * step, 0.45), 0.13)
        # side by side, the names a little apart and a little higher, clear of the focus ring
        # round the trick (about a fifth of a card past its frame): "Robo Ruby / leads" and "Robo
        # Remy" touched, the ring ran through them and left a stray tick between them (Euchre,
        # 2560x1440 text 2x, s42 t3)
        name_y = y - 0.3 - (TRICK_NAME_LIFT * scale if roomy else 0.0)
        if roomy:
            name_w = step - TRICK_NAME_GAP
        # side by side, a name too long for its card's width has two lines (growing up, over the
        # table above the trick) before it is cut, as in Rummoli's seat boxes: "Grandpa… / leads"
        # stood over the trick beside "Robo Rex" whole, with room above for "Grandpa /
        # Bartholomew" (Saskatchewan Rummy, 2560x1440 at 2x, s33); overlapping, one line each
        name_lines = 2 if roomy else 1

        # overlapping and too long for one row, each name by its first alone where that is
        # unambiguous: seven at 1024x600 stood in two rows cut to "Uncle Bartholo…" and
        # "Grandma…", hard to match to their cards (s44 t2 #8); the cards' own names (their
        # tooltips) say them whole
        short = first_names(players)

        def said(names: list[str], w: float) -> list[str]:
            """The names as written over a trick ``w`` wide: whole, or first names where the whole
            ones need two rows."""
            if roomy or not short:
                return names
            lo, hi, gap = max(band[0], x - 1.5), min(band[1], x + w + 1.5), 0.1
            size = max(name_size, self.text_room.least)
            if sum(set_width(t, size, True) * 1.03 + 0.04 for t in names) + gap * (len(names) - 1) <= hi - lo:
                return names
            return [short.get(t, t) for t in names]

        def name_at(names: list[str], k: int, w: float) -> tuple[float, float, float]:
            """The middle, width and height of the name over card ``k`` of a trick ``w`` wide. Side
            by side, over its card; overlapping, in one row, in the cards' order, each as near its
            card's strip as the others leave it (they took two rows in turn, "Robo Remy  Robo
            Rex" over "Cleo  Anna", hard to match to the cards, s38 t1); in two rows in turn
            only where one row would cut them (seven long names)."""
            strip = x + k * step + min(step, scale) / 2
            if roomy:
                return strip, name_w, name_y
            mids = [x + j * step + (min(step, scale) if j < len(names) - 1 else scale) / 2 for j in range(len(names))]
            # (as wide as a bold name is set, at the table's least text size: reckoned at the
            # regular weight, "Robo Rex" was set smaller than "Cleo" beside it, and at 760 px
            # wide "Robo Remy" was cut to "Robo…")
            widths = [set_width(t, max(name_size, self.text_room.least), True) * 1.03 + 0.04 for t in names]
            # (over the felt beside the trick, up to the seats at its sides)
            lo, hi, gap = max(band[0], x - 1.5), min(band[1], x + w + 1.5), 0.1
            if sum(widths) + gap * (len(widths) - 1) > hi - lo:
                # two rows in turn, each laid out as one row (each name as wide as it is set, a
                # card and a half wide at the most, and a fair share of the row): each name over its
                # card's strip, narrower, was set smaller, "Robo Remy" at 10 px beside "Robo Rudi"
                # at 12 (s40 t4); a long name whole pushed its neighbour over the trump card
                row = k % 2
                idx = [j for j in range(len(names)) if j % 2 == row]
                share = (hi - lo - gap * (len(idx) - 1)) / len(idx)
                ws = [min(widths[j], max(2 * step, 1.4 * scale)) for j in idx]
                while sum(ws) + gap * (len(ws) - 1) > hi - lo + 1e-6 and max(ws) > share:
                    ws = [min(wd, max(share, (hi - lo - gap * (len(ws) - 1) - sum(v for v in ws if v < max(ws)))
                                      / max(1, sum(v == max(ws) for v in ws)))) for wd in ws]
                mid, room = name_row([mids[j] for j in idx], ws, lo, hi, gap)[idx.index(k)]
                return mid, room, y - 0.3 - (0.17 if row else 0.0)
            mid, room = name_row(mids, widths, lo, hi, gap)[k]
            return mid, room, y - 0.3
        winner = public.get("last_winner")
        for z in tricks:
            w = scale + step * (max(1, z["count"], len(last)) - 1)
            caption = self._trick_caption(z, players, public, last)
            spec.targets.append(TargetSpec(z["key"], x, y, w=w, h=scale * CARD_RATIO, name=self.zone_title(z["key"]),
                                           label=caption, plays=True))
            for k, (who, card) in enumerate(last):
                spec.pieces.append(PieceSpec(zone="", id=f"last:{card}#{k}", kind="card", face=card, x=x + k * step,
                                             y=y, z=30 + k, scale=scale, name=f"{card_name(card)}, played by "
                                             f"{players[who]} to the last trick" + (" (led)" if k == 0 else "")))
                names = said([players[p] for p, _c in last], w)
                mid, room, y_name = name_at(names, k, w)
                spec.labels.append(LabelSpec(names[k], mid, y_name, size=name_size,
                                             bold=who == winner, max_width=room, up=roomy, elide=name_lines,
                                             keep_size=not roomy))
            seen: dict[str, int] = {}

            def played_by(k: int) -> int | None:
                if z["owner"] is not None:
                    return z["owner"]
                if isinstance(seats, list) and k < len(seats) and isinstance(seats[k], int) and 0 <= seats[k] < n:
                    return seats[k]
                if isinstance(leader, int) and 0 <= leader < n:
                    return (leader + k) % n
                return None
            by_whom = [played_by(k) for k in range(len(z["cards"]))]
            for k, card in enumerate(z["cards"]):
                pid, key = self._card_id(z, card, k, seen)
                who = by_whom[k]
                face = card if card is not None else BACK
                what = card_name(card) if card is not None else "a card face down"
                by = f", played by {players[who]}" + (" (led)" if k == 0 else "") if who is not None else ""
                spec.pieces.append(PieceSpec(zone=z["key"], id=pid, key=key, kind="card", face=face, x=x + k * step, y=y,
                                             z=30 + k, scale=scale, name=f"{what}{by}"))
                if who is not None:
                    # a long name cut with "…" to its card's width (the whole its tooltip): a
                    # 30-letter name set on three lines ran into the card (s28 t4); "leads" is kept
                    leads = k == 0 and z["owner"] is None and roomy
                    names = said(["" if p is None else players[p] for p in by_whom], w)
                    mid, room, y_name = name_at(names, k, w)
                    if leads:
                        room, mid = self._leader_room(players[who], mid, room, step, name_size, x, band)
                    # (overlapping, every name at one size, cut rather than set smaller: s40 t4)
                    spec.labels.append(LabelSpec(names[k], mid, y_name,
                                                 size=name_size, bold=k == 0, max_width=room, up=roomy,
                                                 elide=name_lines + 1 if leads else name_lines,
                                                 tail="leads" if leads else "",
                                                 # (the leader at the names' size and weight too: s40 t1 F5)
                                                 keep_size=not roomy or leads))
            x += w + 0.1 * scale

    def _leader_room(self, name: str, mid: float, room: float, step: float, size: float, x: float,
                     band: tuple[float, float]) -> tuple[float, float]:
        """The width and middle of a trick's leader's caption ("Robo Rex / leads"): over its card,
        or where its name is too long for that, the felt left of the trick too (up to a card
        more, within ``band``), its right end over its card's. Over its card alone, "Maximilian
        Alexander-O'Connor leads" was set on three lines at 10 px beside "Robo Rex" at 14 (s40
        t1 F5); a name that fits stays over its own card."""
        need = set_width(name, max(size, self.text_room.least), True) * 1.03 + 0.04
        if need <= room:
            return room, mid
        right = mid + room / 2
        wide = max(room, min(room + step, need, right - max(band[0], x - 1.5)))
        return wide, right - wide / 2

    def _row(self, spec, z, cx, y, scale, x0: float | None = None) -> None:
        """A row of the tableau, its name on its left; centred, or from ``x0``."""
        step = scale * 0.55
        w = scale + step * max(0, z["count"] - 1)
        x0 = cx - w / 2 if x0 is None else x0
        self._fan(spec, z, x0, y, scale, step)
        title = z.get("label") or z["name"].replace("_", " ").capitalize()
        # as wide as the name needs where the felt has room (up to the side seats), its right end
        # by the row: "Diamonds: a 7 starts it" was set smaller than the other three rows' names
        room = x0 - 0.1 - (SEAT_W + 0.3)
        label_w = max(1.6, min(text_w(title, 0.15) + 0.2, room))
        spec.labels.append(LabelSpec(title, x0 - 0.1 - label_w / 2, y + scale * CARD_RATIO / 2 - 0.12, size=0.15,
                                     max_width=label_w))

    def _fan(self, spec, z, x, y, scale, step, caption=False, min_w: float = 0.0, tens: bool = False,
             z0: int = 40, ten_room: bool = False) -> float:
        """A line of cards from (``x``, ``y``), ``step`` apart; with ``tens``, a squeezed line makes
        room for its 10s' wider index (:func:`_fan_steps`); with ``ten_room``, the line longer for
        it (:func:`_ten_extra`); its first card at depth ``z0``, each next one over it. Returns its
        right end."""
        cards = z["cards"]
        w = scale + step * max(0, _fanned(z) - 1) + (_ten_extra(z, scale, step) if ten_room else 0.0)
        at = [0.0]
        for k, s in enumerate(_fan_steps(cards, step, scale) if tens else [step] * max(0, len(cards) - 1)):
            if ten_room and cards[k] is not None and cards[k][:-1] == "10":
                s = max(s, TEN_WIDE * scale)
            at.append(at[-1] + s)
        title = z.get("label") or z["name"].replace("_", " ").capitalize()
        # (the zone's name worked out once for the line, not again for each card in it: the
        # melds of a six-seat Hand and Foot table, some 200 cards a layout, s44)
        where = self.zone_title(z["key"])
        spec.targets.append(TargetSpec(z["key"], x, y, w=max(w, min(min_w, scale * 4)), h=scale * CARD_RATIO,
                                       name=where, label=title if caption and scale >= 0.3 else ""))
        seen: dict[str, int] = {}
        for k, card in enumerate(cards):
            pid, key = self._card_id(z, card, k, seen)
            face = card if card is not None else BACK
            spec.pieces.append(PieceSpec(zone=z["key"], id=pid, key=key, kind="card", face=face, x=x + at[k], y=y, z=z0 + k,
                                         scale=scale, name=(card_name(card) if card else "a card face down")
                                         + f", in {where}",
                                         # a face-down card of a player's own row is played as any
                                         # card, by a drag or a double-click: one click played
                                         # Sweep's blind card at once (and that play cannot be
                                         # taken back), where a click on a card only selects
                                         clickable=card is None and key in self._movable and z["owner"] is None))
        for k, card in enumerate(z.get("shown", ()) if not cards else ()):  # turned up, now elsewhere
            spec.pieces.append(PieceSpec(zone="", id=f"shown:{z['key']}#{k}", kind="card", face=card, x=x + k * step,
                                         y=y, z=40 + k, scale=scale,
                                         name=f"{card_name(card)}, turned up, in {where}"))
        return x + w

    def _hand(self, spec, obs, z, width, cx, acting, per_seat, mine) -> None:
        seat = z["owner"]
        name = obs["players"][seat]
        cards = list(z["cards"])
        face_up = all(c is not None for c in cards)
        if face_up and self.sort_hand:
            cards.sort(key=self.hand_key())
        avail = width - 2 * 0.3
        fan = fit_fan(len(cards), cx, avail, max_step=HAND_STEP)  # the one hand fan (the boards use it too)
        x0, step, fan_w = fan.x0, fan.step, fan.width
        # (its frame ends above the table's bottom edge, its outline whole: it was cut by the
        # status bar)
        spec.targets.append(TargetSpec(z["key"], max(0.2, x0 - 0.1), HAND_Y - 0.1, w=min(avail + 0.2, fan_w + 0.2),
                                       h=CARD_RATIO + 0.15, name=f"{name}'s hand"))  # (the cards HAND_DROP lower in it)
        info = [f"{whose_own(self._players, seat, self._viewer)} hand", plural(len(cards), "card")] \
            + self._seat_words(seat, mine, per_seat)
        spec.labels.append(LabelSpec(" \u00b7 ".join(info), cx, HAND_NAME_Y, size=0.2, bold=True, highlight=acting,
                                     max_width=width - 0.4))
        seen: dict[str, int] = {}
        private = obs.get("private", {})
        # cards just received (Hearts' pass) or drawn by the player's own last move, outlined: one
        # mark per copy (two decks: the 7 of clubs drawn, not both)
        marked = Counter(private.get("marked") or ())
        drawn = Counter(private.get("drawn") or ())
        # cards of this private hand everyone sees (Horseshit's face-up deal card): an eye on them,
        # so the player knows which (it was not marked in the player's own sorted hand)
        zone = self._zones.get(z["key"])
        public = [c for c, seen_as in zip(zone.cards, zone.per_card) if seen_as is Seen.ALL] \
            if face_up and zone is not None and zone.per_card is not None else []
        for k, card in enumerate(cards):
            if card is not None:
                pid, key = self._card_id(z, card, k, seen)
                new = marked[card] > 0 or drawn[card] > 0
                words = " (just received)" if marked[card] > 0 else " (just drawn)" if new else ""
                if marked[card] > 0:
                    marked[card] -= 1
                elif drawn[card] > 0:
                    drawn[card] -= 1
                shown = card in public
                if shown:
                    public.remove(card)
                spec.pieces.append(PieceSpec(zone=z["key"], id=pid, key=key, kind="card", face=card, x=x0 + k * step, y=HAND_Y + HAND_DROP,
                                             z=20 + k, owner=seat, marked=new, shown=shown,
                                             name=f"{card_name(card)}, in your hand" + words
                                             + (" (face up: everyone sees it)" if shown else "")))
            else:
                spec.pieces.append(PieceSpec(zone=z["key"], id=f"{z['key']}#{k}", kind="card", face=BACK, x=x0 + k * step, y=HAND_Y + HAND_DROP,
                                             z=20 + k, owner=seat, name=f"{name}'s hand, face down"))


def name_row(mids: list[float], widths: list[float], lo: float, hi: float, gap: float) -> list[tuple[float, float]]:
    """The middle and width of each of a row of words ``widths`` wide, in order, each as near its
    ``mids`` as the others leave it, ``gap`` apart, within ``lo``..``hi`` (where they fit in it):
    words that would run together move apart about their middles' mean."""
    if not widths:
        return []
    # clusters of words set edge to edge: [first, last, left]
    runs: list[list] = []
    for k, (mid, wd) in enumerate(zip(mids, widths)):
        runs.append([k, k, mid - wd / 2])
        while len(runs) > 1:
            a, b = runs[-2], runs[-1]
            a_w = sum(widths[a[0]:a[1] + 1]) + gap * (a[1] - a[0])
            if a[2] + a_w + gap <= b[2]:
                break
            first, last = a[0], b[1]
            run_w = sum(widths[first:last + 1]) + gap * (last - first)
            mean = sum(mids[first:last + 1]) / (last - first + 1)
            runs[-2:] = [[first, last, mean - run_w / 2]]
    out: list[tuple[float, float]] = []
    for first, last, left in runs:
        for k in range(first, last + 1):
            out.append((left + widths[k] / 2, widths[k]))
            left += widths[k] + gap
    # the row within its bounds: pushed in from each end, never past the words beside
    shift = max(0.0, lo - (out[0][0] - out[0][1] / 2))
    out = [(m + shift, wd) for m, wd in out]
    for k in range(1, len(out)):
        least = out[k - 1][0] + out[k - 1][1] / 2 + gap + out[k][1] / 2
        out[k] = (max(out[k][0], least), out[k][1])
    over = out[-1][0] + out[-1][1] / 2 - hi
    if over > 0:
        out[-1] = (out[-1][0] - over, out[-1][1])
        for k in range(len(out) - 2, -1, -1):
            most = out[k + 1][0] - out[k + 1][1] / 2 - gap - out[k][1] / 2
            out[k] = (min(out[k][0], most), out[k][1])
    return out


def _fan_steps(cards: list, step: float, scale: float) -> list[float]:
    """The steps from each card of a line to the next, ``step`` each, but where that is too close
    for a 10's index ("10" read "1(" in PayDay's squeezed rows) the step after a 10 is
    :data:`TEN_STEP` of a card and the others' a little less: the line as long as before."""
    steps = [step] * max(0, len(cards) - 1)
    wide = TEN_STEP * scale
    tens = [k for k, c in enumerate(cards[:-1]) if c is not None and c[:-1] == "10"]
    others = len(steps) - len(tens)
    if step >= wide or not tens or not others:
        return steps
    rest = (step * len(steps) - wide * len(tens)) / others
    if rest < INDEX_STEP * scale:  # (the other indexes kept readable: then the 10s get what is left)
        rest = min(step, INDEX_STEP * scale)
        wide = (step * len(steps) - rest * others) / len(tens)
    return [wide if k in tens else rest for k in range(len(steps))]


def _meld_lines(text_room: TextRoom, fans: list[dict], room: float, scale: float = SMALL_MELD_SCALE) -> list[list[dict]]:
    """A seat's melds under its box in lines ``room`` wide, as many a line as fit (each ``scale``
    wide, its cards a third of a card apart, :data:`UNDER_GAP` between melds at
    :data:`SMALL_MELD_SCALE`, all closer as much as they are smaller; a lay-off as wide as its
    label, :func:`_under_slot`), in the order made: one a line, a second set of three went beside
    the box with no caption, away from the seat's "Robo Remy's melds" over the first (Push,
    1280x720, s32 t2)."""
    lines: list[list[dict]] = []
    end = 0.0
    gap = UNDER_GAP * scale / SMALL_MELD_SCALE
    for z in fans:
        w = _under_slot(text_room, z, scale)
        if lines and end + gap + w <= room + 1e-9:
            lines[-1].append(z)
            end += gap + w
        else:
            lines.append([z])
            end = w
    return lines


def _row_slot(text_room: TextRoom, z: dict, scale: float, step: float, gap: float) -> float:
    """The room a meld takes in the viewer's meld row: its cards and the gap after them, and no
    less than its label needs on two lines where it says where cards were laid off ("On Robo
    Rosa's aces" over one card: it was drawn over the label of the card beside it, "On Robo
    Rosa's kings", s34 t2 #3)."""
    own = scale + step * (max(1, z["count"]) - 1) + gap
    label = z.get("label") or ""
    return max(own, _two_lines_fit(text_room, label) + 0.12) if label and _is_place(label) else own


def _meld_w(z: dict, scale: float = SMALL_MELD_SCALE) -> float:
    """How wide a meld under a seat's box is drawn (``scale``, its cards 0.12 apart at
    :data:`SMALL_MELD_SCALE`, closer as much as it is smaller)."""
    return scale + 0.12 * scale / SMALL_MELD_SCALE * (_fanned(z) - 1)


#: the least step after a 10 in a meld under a seat's box, of a card's width, where its line
#: has room: at a third of a card the next card hid half of its "10" (Horseshit Rummy's 10-10-9
#: under Robo Remy's box at 1024x600, s42 t2 #3)
TEN_WIDE = 0.42


def _ten_extra(z: dict, scale: float, step: float) -> float:
    """How much longer a line of cards ``step`` apart is for the room after each of its 10s but
    the last card (:data:`TEN_WIDE`)."""
    cards = z.get("cards") or ()
    return sum(max(0.0, TEN_WIDE * scale - step) for c in cards[:-1] if c is not None and c[:-1] == "10")


def _line_h(scale: float) -> float:
    """From one line of melds under a seat's box to the next, at ``scale``."""
    return scale * CARD_RATIO + 0.08


def _under_slot(text_room: TextRoom, z: dict, scale: float) -> float:
    """How wide a meld under a seat's box takes its line: its cards (:func:`_meld_w`), a lay-off
    no narrower than its label on two lines ("On Robo Rex's 10s" over two cards: under a side
    seat's box lay-offs were drawn with no label, a lone 2 of spades read as a one-card meld,
    10 Dime Rummy at 1366x768, s45 t2 #1)."""
    label = z.get("label") or ""
    own = _meld_w(z, scale)
    if not _is_place(label):
        return own
    # (said short, "On kings", on one line: on two its line of melds took half a card more room;
    # never narrower than _meld_labels sets a label, 0.5: "On 3s" and "On 8s" over cards side by
    # side at 0.25 ran into each other, six seats)
    return max(own, 0.5, text_w(label, text_room.meld_label_room) + 0.02 if isinstance(label, _Place)
               else _two_lines_fit(text_room, label))


def _on_meld_alone(z: dict) -> dict:
    """A lay-off's zone, its label said short, the meld it went on alone: "On kings" for "On Robo
    Nell's kings" (:class:`_Place`), where under a side seat's box the whole words leave no room
    (a zone with no such label as it is)."""
    label = z.get("label") or ""
    if not _is_place(label) or isinstance(label, _Place) or "'s " not in label:
        return z
    return {**z, "label": _Place(f"{label.split(' ', 1)[0]} {label.rsplit(chr(39) + 's ', 1)[1]}")}


def _under_label_room(text_room: TextRoom, row: list[dict], scale: float) -> float:
    """The room over a line of melds under a seat's box its lay-offs' labels take (on two lines
    at most, their last just over the cards, as :meth:`GenericTable._meld_block` sets them); none
    where the line has no lay-off."""
    lines = max((_meld_label_lines(text_room, z["label"], _under_slot(text_room, z, scale)) for z in row
                 if _is_place(z.get("label") or "")), default=0)
    return 0.0 if not lines else 0.04 + (1.15 if lines == 1 else 2.15) * text_room.meld_label_line


def _under_rows_h(text_room: TextRoom, rows: list[list[dict]], scale: float) -> float:
    """How high lines of melds under a seat's box are, their lay-offs' labels with them."""
    return sum(_line_h(scale) + _under_label_room(text_room, row, scale) for row in rows)


def _under_box(text_room: TextRoom, fans: list[dict], room: float, height: float) -> tuple[float, list[list[dict]]] | None:
    """The largest of :data:`UNDER_SCALES` at which all of a side seat's melds fit under its box,
    in lines ``room`` wide within ``height``, and those lines; None where they do not even at the
    smallest. (A meld that did not fit went beside the box, by itself, uncaptioned, and was read as
    nobody's: Robo Remy's three 10s beside the discard pile, 10 Dime Rummy at 1024x600, s33 t2.)"""
    for scale in UNDER_SCALES:
        lines = _meld_lines(text_room, fans, room, scale)
        if _under_rows_h(text_room, lines, scale) <= height + 1e-9 \
                and all(_under_slot(text_room, z, scale) <= room + 1e-9 for z in fans):
            return scale, lines
    return None


def _fanned(z: dict) -> int:
    """How many cards a fanned zone shows: its own, else those shown in it (``shown_in``)."""
    return len(z["cards"]) or len(z.get("shown", ()))


GENERIC_TABLE = GenericTable()
