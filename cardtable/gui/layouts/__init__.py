"""Per-game table layouts, and the small data types a layout hands to the generic table.

A layout module maps a game's ``view()`` to what the table shows, in **card-size units** (a card
is 1 unit wide and :data:`CARD_RATIO` tall), and maps moves to gestures. The table view scales
units to pixels and re-flows on resize; the drag controller indexes the legal moves with the
layout's :func:`piece_of` / :func:`target_of`. A layout module provides::

    describe(game, state_view, viewer, aspect) -> TableSpec   # what to draw
    piece_of(move) -> str | None      # the piece the move picks up (None: not a drag)
    target_of(move) -> str | None     # where it goes
    choice_label(move) -> str         # a button label when several moves share piece and target
    action_label(move) -> str         # a button label for moves that are not drags (pass, deal)
    guess_move(piece, target) -> dict | None   # the move a refused drop would have meant;
                                      # target None: what a press on a piece that cannot
                                      # move means when no one place says it (a domino
                                      # that fits no end), asked before every place

and, optionally::

    pieces_of(move) -> list[str]      # more than one piece that can make the move (same target)
    gestures_of(move) -> list[(piece, target)]  # every drag that means the move (default: one,
                                                # piece_of onto target_of; a swap: either way)
    shown_actions(moves) -> list      # which of the button moves get a button (e.g. a few bid
                                      # amounts out of fifty legal ones); all of them if absent
    transfers(game, before, after) -> list[Transfer]   # tokens to glide after a move (chips
                                      # from a board space to a seat), between two target ids
    score_text(score) -> str          # a score on the game-over panel ("42 chips", "3 marbles
                                      # home"); the default is "N penalty points"

Whether a hand-off curtain is needed is no longer a layout's to say: the play controller
(:mod:`cardtable.play`) decides it from the game's zones.

Card games need no layout module at all: :data:`GENERIC` in :data:`LAYOUTS` puts them on the
generic table (:mod:`cardtable.gui.generic_table`), drawn from their zones. Later games (Fast Track's marble board, 5 in a Row's card-cell board, Rummoli's chip board) add
one module here and one line in :data:`LAYOUTS`.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable

from ..cards import CARD_RATIO

#: The games drawn by the generic table from their zones (no layout module of their own).
GENERIC = "generic"

#: game id -> layout module name under ``cardtable.gui.layouts`` (or :data:`GENERIC`)
LAYOUTS = {
    "crazy_eights": GENERIC,
    "hearts": GENERIC,
    "oh_hell": GENERIC,
    "euchre": GENERIC,
    "whist_tens": GENERIC,
    "cassino": GENERIC,
    "cassino_party": GENERIC,
    "scopa": GENERIC,
    "fan_tan": GENERIC,
    "i_doubt_it": GENERIC,
    "sweep": GENERIC,
    "twenty_one_piles": GENERIC,
    "gin_rummy": GENERIC,
    "five_hundreds": GENERIC,
    "desert_rummy": GENERIC,
    "push": GENERIC,
    "ten_dime_rummy": GENERIC,
    "thirty_one": GENERIC,
    "golf": GENERIC,
    "spider": GENERIC,
    "pirate": GENERIC,
    "canadian_salad": GENERIC,
    "saskatchewan_rummy": GENERIC,
    "rummy_500": GENERIC,
    "court_whist": GENERIC,
    "arizona_rummy": GENERIC,
    "horseshit_rummy": GENERIC,
    "sticks": GENERIC,
    "hand_and_foot": GENERIC,
    "fast_track": "fast_track",
    "rummoli": "rummoli",
    "five_in_a_row": "five_in_a_row",
    "chicken_foot": "dominoes",
    "mexican_train": "dominoes",
    "ten_thousand": "ten_thousand",
    "biscuit": "biscuit",
    "jokers_wild": "jokers_wild",
}


def layout_for(game_id: str) -> "ModuleType | Layout":
    """The layout for a game (a module, or the generic table); ``KeyError`` with a readable
    message if there is none."""
    try:
        name = LAYOUTS[game_id]
    except KeyError:
        raise KeyError(f"there is no table layout for {game_id!r} yet") from None
    if name == GENERIC:
        from ..generic_table import GenericTable

        return GenericTable()
    module = importlib.import_module(f"{__name__}.{name}")
    make = getattr(module, "make_layout", None)  # a Layout subclass (Biscuit: the generic table and its tableau)
    return make() if make is not None else module


@dataclass
class PieceSpec:
    """Something drawn that may be picked up: a card (face up or down), a marble, a chip."""

    id: str  # stable while it stays in its zone, e.g. "hand:7C", "stock", "opp:1:3"
    kind: str  # "card", or a token kind with a painter registered in table_view ("marble", "disc", "chip")
    face: str  # a card code, or "back"; for a token, what its painter needs (e.g. a colour name)
    x: float  # top-left, in card units
    y: float
    z: float = 0.0
    scale: float = 1.0  # 1.0 = a full card
    name: str = ""  # accessible name, e.g. "7 of clubs, in your hand"
    owner: int | None = None  # the seat whose hand this is, if any (privacy checks)
    key: str = ""  # what moves call it, if not ``id`` (two equal cards from two decks share a key)
    clickable: bool = False  # one click applies its only move (the stock: click to draw)
    w: float = 0.0  # a token's size in card units (cards ignore these: their size is ``scale``)
    h: float = 0.0
    zone: str = ""  # the zone key it lies in, if the layout says (cards glide from zone to zone)
    marked: bool = False  # outlined in blue: a card just received (Hearts' pass)
    dim: bool = False  # drawn faded: the cards of a seat sitting out this hand
    shown: bool = False  # a small eye on it: a card of a private hand that everyone sees (a face-up deal card)
    #: drawn at this scale while it is dragged, the pointer on the same spot of it: a domino from
    #: the hand shrinks to the size of the tiles laid (drawn at hand size over a board a third of
    #: that, it hid the lit end it was dropped on)
    carry_scale: float = 1.0
    #: turned by so many degrees (clockwise) while it is carried over a place, by the place's id:
    #: a domino from the upright hand over an end that runs across the table lies across, its
    #: matching half towards the line (upright over it, the player could not see how it would lie)
    carry_turns: dict[str, float] = field(default_factory=dict)
    #: how a token's painter draws its face, where the layout chooses it for the whole table ("":
    #: the painter's own choice by the piece's size): a domino's "pips" or "figures", one style
    #: a game at a window size (decided tile by tile, the faces flipped as the board zoomed, s43)
    style: str = ""

    @property
    def move_key(self) -> str:
        return self.key or self.id


@dataclass
class TargetSpec:
    """A place a piece may be dropped (a pile, a hand, a hole, a cell)."""

    id: str
    x: float
    y: float
    w: float = 1.0
    h: float = CARD_RATIO
    name: str = ""
    label: str = ""  # small caption drawn under the zone ("Stock (23)")
    shape: str = "card"  # "card" (rounded rectangle), "hole" (circle) or "cell" (square-cornered)
    #: where tokens gliding to or from it land (card units): a seat's own pile of chips, so
    #: they never cover its chip count; None: its centre
    tokens_at: tuple[float, float] | None = None
    #: a card dropped here is played (the trick, Fast Track's card spot, Rummoli's played
    #: cards): Help > Hint says "play the 2 of spades.", not "move the 2 of spades to the card
    #: being played."
    plays: bool = False
    #: more of the table that means this place, to say why a drop there is refused (card units:
    #: x, y, w, h): a Mexican Train lane's name and its band. A tile dropped on "Robo Rex" beside
    #: his train's unlit end was told "Drop the tile on a lit open end: its number must match
    #: the end." though it matched; the engine says why: the train has no marker (s33). Never lit
    #: itself; where the place is lit (the piece has a move there) a drop here plays there, as
    #: on the place (a tile dropped on Ben's line was refused "may not go on Ben's train", s37).
    reach: tuple[tuple[float, float, float, float], ...] = ()

#: How far below its line's top the view sets a label's text, of the line's height (its box has a
#: little room above and below the words); the layouts reckon where the words end with it.
TEXT_DROP = 0.075

#: The size of a table button's words (bold), in card units, at the buttons' usual size (a
#: layout short of room draws them smaller, ``TableSpec.buttons_scale``; never under 10 px):
#: about the table's other text (a place's caption is 0.16, a seat's name 0.2, the prompt over
#: the buttons 0.21). It was 0.15, and "Roll 5 dice", "Pass (pay a chip)" read much smaller than
#: the prompt above them (s34 t3 #7). The view sets them so (:class:`~cardtable.gui.table_view.
#: ButtonItem`); the layouts reckon the buttons' widths with it (``generic_table.button_width``).
BUTTON_TEXT = 0.18
#: ... and drawn smaller, no smaller than this (the size they had before, at any scale): a crowded
#: table's panel of meld buttons, set smaller to find room clear of the seats, took room
#: over a seat's name when its words stayed 0.18 (six seats of Hand and Foot at 1024x600)
BUTTON_TEXT_LEAST = 0.15


def button_text(scale: float = 1.0) -> float:
    """The size of a table button's words (card units) with the buttons drawn at ``scale``: the
    layouts reckon their widths with it and the view sets them so (never under 10 px)."""
    return max(BUTTON_TEXT_LEAST, BUTTON_TEXT * scale)


@dataclass
class LabelSpec:
    """Text on the table: a seat name, a count, the prompt."""

    text: str
    x: float  # centre, in card units
    y: float  # top
    size: float = 0.16  # text height in card units
    bold: bool = False
    highlight: bool = False  # the seat whose turn it is
    max_width: float = 3.0
    #: set on several lines, it grows down from ``y`` (a caption under a seat's cards), not up
    #: as much as down (Court Whist's dealer read "13 cards ·" over the bottom of her cards)
    down: bool = False
    #: set on several lines, it grows up, its last line where one line would be: a name over a
    #: trick's card ("Robo Rex / leads") stays above the trick's lit frame rather than in it
    up: bool = False
    #: at most this many lines, at a readable size: a longer text (a 30-letter name in a narrow
    #: seat's place) is cut short with "…" (whole words where it can), the whole of it its
    #: tooltip, instead of being set smaller and smaller (Mexican Train's strip of seats set
    #: three long names on three lines at 7 px). 0: never cut, set smaller (a prompt, a rule).
    elide: int = 0
    #: with ``elide``: words set after the text and never cut ("leads" after a trick's first
    #: card's player): where the whole does not fit, the text is cut on the lines before it and
    #: the tail has the last line ("Cleopatra Wilhelmina… / leads"). Set after a space, or
    #: straight on where it starts with an apostrophe ("'s turn") or a new line ("\\n0/4 home":
    #: a count under the name): see :func:`with_tail`
    tail: str = ""
    #: how to play, the same all game (5 in a Row's "Put a card (or a disc) on a space it
    #: shows."): a hint bubble may lie over it rather than over the table's other words, names
    #: and counts, or its board (at 1024x600 5 in a Row has no empty felt, and its bubble lay
    #: over the board's cells)
    standing: bool = False
    #: set on up to three lines at 80 % of its size at least before it is set smaller on fewer:
    #: the generic table's prompt, whose room the table reckons so (on two lines at 9 px, where
    #: a third at its size had room, it read as tiny type on a narrow table, s34 t2 #8); a text
    #: cut with "…" (``elide``): set at its size and weight only, whole or cut (the seats' names
    #: at a table all in one style, s37 t3 #7)
    keep_size: bool = False
    #: labels with the same word here are set at one size, the smallest any of them is set at on
    #: its own: the two halves of the table's banner in the top corners read as one line of the
    #: table (Whist with 10s's long one was set at 13 px on two lines, the short at 15 on one)
    alike: str = ""


def seat_name_label(name: str, x: float, y: float, *, size: float, max_width: float, highlight: bool = False,
                    lines: int = 1, bold: bool = True) -> LabelSpec:
    """A player's name over their seat (the card tables' seat boxes, the dominoes' strip of
    seats, 10,000's scores, 5 in a Row's sides): bold unless told, on at most ``lines`` lines at
    a readable size, a long name cut with "…" and the whole of it its tooltip ("Alexandrina
    Wilhelmina…"), never set smaller and smaller (on the card tables a 50-letter name in a side
    seat's box was set at 9 px on three lines)."""
    return LabelSpec(name, x, y, size=size, bold=bold, highlight=highlight, max_width=max_width, elide=lines)


def whose_own(players, seat: int, viewer: int | None) -> str:
    """Whose a seat's own things are, in the captions over them, on every table (the card
    tables' and the boards'): "Your" to the reader whose seat it is ("Your hand", "Your foot
    (13)"), else the seat's name ("Robo Remy's"), as where the table is drawn for nobody (the
    curtain's background, a party question). Only to that reader: during a computer's turn, the
    table drawn from Robo Remy's seat said "Your foot (13)" under "Robo Remy's hand" (s27 t2); the
    reader's own hand was "Anna's hand" to Anna, beside "Your foot" (s30), and on the boards
    (Rummoli, 5 in a Row, Jokers Wild, Fast Track: s30)."""
    return "Your" if viewer is not None and seat == viewer else f"{players[seat]}'s"


def with_tail(text: str, tail: str) -> str:
    """``text`` and its never-cut ``tail`` as one (:attr:`LabelSpec.tail`): after a space, or
    straight on for "'s turn", ": 0/5 in the Castle" and a line of its own ("\\n0/4 home")."""
    if not tail:
        return text
    return text + tail if tail.startswith(("'", "\u2019", "\n", ":")) else f"{text} {tail}"


def turn_banner(name: str, x: float, y: float, *, size: float, max_width: float) -> LabelSpec:
    """The gold banner "Anna's turn" over a board's panel: on one line at a readable size, a long
    name cut with "…" and "'s turn" kept ("Grandma Josephine-M…'s turn"); "Grandma Josephine-Marie's
    turn" wrapped onto two lines and the first went up under the menu bar."""
    return LabelSpec(name, x, y, size=size, bold=True, highlight=True, max_width=max_width, elide=1, tail="'s turn")


@dataclass
class Transfer:
    """Tokens that glide from one target to another after a move (chips collected from a space
    by a seat): the view flies ``count`` tokens (at most a handful are drawn) of ``kind`` /
    ``face``, ``w`` card units wide, from target ``src`` to target ``dst`` (each one's
    ``tokens_at``, else its centre)."""

    src: str
    dst: str
    count: int = 1
    kind: str = "chip"
    face: str = ""
    w: float = 0.25
    h: float = 0.0


@dataclass
class TableSpec:
    width: float  # the table's extent in card units
    height: float
    pieces: list[PieceSpec] = field(default_factory=list)
    targets: list[TargetSpec] = field(default_factory=list)
    labels: list[LabelSpec] = field(default_factory=list)
    # where the chooser and action buttons go (centre, card units)
    buttons_at: tuple[float, float] = (0.0, 0.0)
    # how wide the buttons' lines may be (card units; 0: the view's width): narrower, they wrap
    # one above the other (at the end of the meld row, where a line of them would not fit)
    buttons_width: float = 0.0
    # how large the buttons are drawn (1: their usual size): smaller where the room that nothing
    # else takes is too small for them at it (many meld buttons on a small laptop)
    buttons_scale: float = 1.0
    # The prompt, one of ``labels``: a chooser's question ("Anna: name the suit for the 8.")
    # takes its place while the chooser is up (None: the question goes just over the chooser)
    prompt: LabelSpec | None = None
    # A board drawn under everything: ``board(painter, unit)`` paints in pixels with the table's
    # top-left at (0, 0) and ``unit`` pixels per card unit. It is cached per size, so it may be
    # elaborate (wood grain, holes, printed cells).
    board: Callable[[Any, float], None] | None = None
    # How many cards each zone holds (the layout may draw fewer): a zone that lost cards is
    # where new cards elsewhere glide in from.
    counts: dict[str, int] = field(default_factory=dict)
    # What the board drawing depends on (hashable), when ``board`` is made afresh at each
    # describe: the view keeps the last few boards drawn, so a board seen before (the glow round
    # a colour to move comes back every round) is not painted again.
    board_key: Any = None
    # The panels the board draws (card units, x, y, w, h): a hint bubble lies inside one or
    # clear of it, never across its edge (Mexican Train's hint lay half over the boneyard's
    # column, Chicken Foot's across the left edge of the chains' frame)
    frames: list[tuple[float, float, float, float]] = field(default_factory=list)
    # What a hint bubble must not cover (card units, x, y, w, h), as it keeps off the words on
    # the table: a board's piles, pay spaces and the room where its buttons appear. A board's
    # places are drawn by the board, so the view cannot tell them from empty felt: Rummoli's
    # bubble lay over the Poker and 10 of spades spaces, 10,000's where Roll and Stop appear.
    keep_clear: list[tuple[float, float, float, float]] = field(default_factory=list)


def place_words(name: str) -> str:
    """A place as a hint names it: without what its caption adds ("pile 2: 14", "the diamonds: a
    7 starts it", "the discards (fanned)"), but "the table (to trail)" says what the drop does."""
    name = name.split(":")[0]
    if " (" in name and not name.split(" (", 1)[1].startswith("to "):
        name = name.split(" (")[0]
    return name


class ModuleTable:
    """A layout module's functions as one object per game shown, which keeps what the window
    tells it: the view's height (``pixels_high``, px), so that words are reckoned at the size the
    view sets them (10 px at the least), and whatever a subclass adds. An attribute it does not
    have is the module's own function or constant (the module stays the layout's one text)."""

    def __init__(self) -> None:
        self.pixels_high: float | None = None

    def __getattr__(self, name: str) -> Any:
        try:
            return vars(sys.modules[type(self).__module__])[name]
        except KeyError:
            raise AttributeError(name) from None


class Layout:
    """The typed layout contract: what the table view and the drag controller ask of a layout.

    A layout module (the board games) or an object (the generic table) provides
    :meth:`describe` and the gesture hooks; every optional hook has its default here, so a layout
    written as a subclass states only what differs. Token painters are registered through
    :meth:`painters` (kind -> painter) when the layout is first used, not at import time.
    """

    def prepare(self, game, state) -> None:
        """Called once per position before describe / the gesture hooks (cache per-move work)."""

    def describe(self, game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
        raise NotImplementedError

    def piece_of(self, move) -> str | None:
        return None

    def target_of(self, move) -> str | None:
        return None

    def pieces_of(self, move) -> list[str]:
        return [p for p in (self.piece_of(move),) if p is not None]

    def group_of(self, move) -> list[str] | None:
        """Several pieces that move together (a meld, three cards passed); None: one piece."""
        return None

    def choice_label(self, move) -> str:
        return self.action_label(move)

    def click_words(self, move) -> str | None:
        """What a clicked piece's one move does ("buy the 7 of hearts ..."); None: "play" it."""
        return None

    def double_click_words(self, move) -> str | None:
        """Why a double-click does not play ``move``, its piece's one move (the game's
        :meth:`Game.double_click_words`); None: it plays."""
        return None

    def hint_words(self, move) -> str | None:
        """A suggested move (Help > Hint) in words, where naming its pieces and target would
        not say it well; None: "move the <pieces> to <target>"."""
        return None

    def hint_outcome(self, move) -> str | None:
        """What a hinted move does beyond where its pieces go (the game's ``hint_outcome``: "it
        takes the 5♠, 2♠ and 3♠"), to follow "move ... to ..."; None: nothing."""
        return None

    def action_label(self, move) -> str:
        return str(move.get("kind", ""))

    def guess_move(self, piece: str, target: str | None) -> dict[str, Any] | None:
        return None

    def wrong_place(self, piece: str, target: str | None) -> str:
        return "That cannot go there."

    def shown_actions(self, moves: list) -> list:
        return moves

    def fixed_words(self, piece: "PieceSpec") -> str | None:
        """Why ``piece``, which no move takes, stays where it is and what to do instead (10,000's
        die set aside: "Dice set aside stay there: Undo (Ctrl+Z) puts the 5 back."); None: the
        table's own words."""
        return None

    def painters(self) -> dict[str, Callable[..., None]]:
        return {}
