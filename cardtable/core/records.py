"""Game records: everything needed to replay a game exactly, as JSON.

    {
      "format": "cardtable-record", "version": 2,
      "game": "crazy_eights",
      "players": ["Anna", "Ben", "Cleo"],
      "options": {"jokers": false},
      "seed": 42,
      "stack": [["7C", "KH", "..."]],
      "moves": [{"kind": "play", "card": "7D"}, {"kind": "draw"}]
    }

``stack`` (raw shuffle orders) or ``hands`` (each player's hand, see :data:`DEAL_ORDERS`) are
optional; ``docs/records.md`` is the long form. Version 1 records (everything written before the
``hands`` form) read unchanged; every name they use stays valid.

A record a person wrote is checked in two steps: :meth:`Record.from_json` checks its shape, and
:func:`check_moves` checks each move against the game's move forms (``Game.move_forms``, see
:mod:`.move_forms`: the kinds, their keys and what each holds), so a misspelt key or a malformed
field is a bad file with a message, not a refusal by the rules. Card codes are read
case-insensitively and written in one form.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from .cards import RANK_OF, normalise_card_text, parse_cards
from .game import Applied, Game, GameState, Move, OptionError, Refusal
from .move_forms import CARD, CELL, COUNT, HOLE, SPACE, STEPS, SUIT

RECORD_FORMAT = "cardtable-record"
#: 1: the first format; 2: adds ``hands`` and ``pile`` (stacked deals by hand).
RECORD_VERSION = 2
#: No game seats more than this; a longer list is refused before any name is looked at.
MAX_PLAYERS = 64


class RecordError(ValueError):
    """A record that cannot be read; the message says what is wrong, for a person. ``good``: how
    many of its moves replayed before the one refused (None: not a refused move)."""

    good: int | None = None


class SetupError(RecordError):
    """A record whose players or house rules this game does not take (the moves were never tried)."""


@dataclass
class Record:
    game: str
    players: list[str]
    options: dict[str, Any]
    seed: int | str
    stack: list[list[str]] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    #: Stacked deal by hand (record version 2): each seat's hand of the first deal, in seating
    #: order (Rummoli: then the widow), and ``pile``: the cards after the deal, top first.
    hands: list[list[str]] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)
    #: The game's ``state_version`` the record was played under, when known (a save's header
    #: says it; a record file may); ``None`` is read as 1. ``start`` brings older options up to
    #: date with it. Records the app writes hold every option, so for them this changes nothing.
    state_version: int | None = None
    #: How many moves were taken back while the game was played (``"undos"``, left out when 0);
    #: a game that ``counts_undos`` shows it on its score sheet. Replay does not need it.
    undos: int = 0
    #: The moves (numbered from 1) played in one gesture with the move before them (``"together"``,
    #: left out when none): several cards dragged together onto a meld are laid off each in turn,
    #: each its own move, and Undo and Redo take the gesture back and play it again as one.
    #: Replay does not need it.
    together: list[int] = field(default_factory=list)

    def header_json(self) -> dict[str, Any]:
        """The record without its moves."""
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION if (self.hands or self.pile) else 1,
            "game": self.game,
            "players": list(self.players),
            "options": dict(self.options),
            "seed": self.seed,
        }
        if self.stack:
            data["stack"] = [list(p) for p in self.stack]
        if self.hands:
            data["hands"] = [list(h) for h in self.hands]
        if self.pile:
            data["pile"] = list(self.pile)
        if self.undos:
            data["undos"] = self.undos
        if self.together:
            data["together"] = list(self.together)
        if (self.state_version or 1) > 1:
            # so that the record, exported or handed to a computer player, replays under the
            # rules it was played with and is not "brought up to date" a second time (left out
            # at 1, which is what a record without it is read as)
            data["state_version"] = self.state_version
        return data

    def to_json(self) -> dict[str, Any]:
        data = self.header_json()
        data["moves"] = [dict(m) for m in self.moves]
        return data

    @classmethod
    def from_json(cls, data: Any, moves: bool = True) -> "Record":
        """Check the shape of a record read from a file. Raises :class:`RecordError`. With
        ``moves=False`` the ``"moves"`` entry is not read (the caller streams them)."""
        if not isinstance(data, dict):
            raise RecordError("it is not a game record (expected a JSON object)")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"it is not a game record (\"format\" should be \"{RECORD_FORMAT}\")")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no version number (\"version\": 1 or 2)")
        if version < 1:
            raise RecordError(f"the record version must be 1 or more, not {version}")
        if version > RECORD_VERSION:
            raise RecordError(
                f"the record was written by a newer Card Table (record version {version}; "
                f"this one reads up to {RECORD_VERSION})"
            )
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError("the record does not say which game it is (\"game\")")
        players = data.get("players")
        if not isinstance(players, list):
            raise RecordError("\"players\" must be a list of names")
        if len(players) > MAX_PLAYERS:
            raise RecordError(f"\"players\" names {len(players):,} players; no game seats more than {MAX_PLAYERS}")
        if not all(isinstance(p, str) for p in players):
            raise RecordError("\"players\" must be a list of names")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("\"options\" must be a table of option names and values")
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise RecordError("\"seed\" must be a whole number or a word")
        stack = _card_lists(data.get("stack", []), "stack", "stacked shuffle")
        hands = _card_lists(data.get("hands", []), "hands", "hand")
        if hands and stack and stack[0]:
            raise RecordError("give the first deal either as \"hands\" or as \"stack\", not both")
        if len(hands) > MAX_PLAYERS + 1:
            raise RecordError("\"hands\" has more hands than there are players")
        pile_data = data.get("pile", [])
        if not isinstance(pile_data, list):
            raise RecordError("\"pile\" must be a list of cards, top card first")
        if pile_data and not hands:
            raise RecordError("\"pile\" goes with \"hands\" (the cards left after the deal)")
        try:
            pile = parse_cards(pile_data, "pile")
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        record = cls(game, list(players), dict(options), seed, stack, [], hands, pile)
        state_version = data.get("state_version")
        if isinstance(state_version, int) and not isinstance(state_version, bool) and state_version >= 1:
            record.state_version = state_version
        undos = data.get("undos", 0)
        if isinstance(undos, bool) or not isinstance(undos, int) or undos < 0:
            raise RecordError("\"undos\" must be a whole number, 0 or more (how many moves were taken back)")
        record.undos = undos
        together = data.get("together", [])
        if not isinstance(together, list) or not all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 2 for n in together):
            raise RecordError("\"together\" must be a list of move numbers, each 2 or more (the moves "
                              "played in one gesture with the move before them)")
        record.together = sorted(set(together))
        if moves:
            record.moves = list(read_moves(data.get("moves", [])))
        return record


def _card_lists(value: Any, key: str, what: str) -> list[list[str]]:
    if not isinstance(value, list) or not all(isinstance(p, list) for p in value):
        raise RecordError(f"\"{key}\" must be a list of card lists, top card first")
    try:
        return [parse_cards(p, f"{what} {i + 1}") for i, p in enumerate(value)]
    except ValueError as exc:
        raise RecordError(str(exc)) from None


def read_moves(moves: Any, first: int = 1) -> Iterator[Move]:
    """The moves of a record as :class:`Move` s (lists frozen to tuples). Raises
    :class:`RecordError` naming the first entry that is not a move."""
    if not isinstance(moves, (list, tuple)) and not hasattr(moves, "__next__"):
        raise RecordError("\"moves\" must be a list")
    for i, m in enumerate(moves, first):
        if not isinstance(m, dict) or not isinstance(m.get("kind"), str):
            raise RecordError(f"move {i} is not a move (each needs a \"kind\")")
        try:
            yield m if isinstance(m, Move) else Move(m)
        except RecursionError:
            raise RecordError(f"move {i} is nested too deeply to be a move") from None


# ----- move forms: each field read by what it holds (the forms are the games', Game.move_forms) --
_COLOURS = "red|blue|green|yellow|purple|orange"
_HOLE = re.compile(rf"loop:\d{{1,3}}|pen:({_COLOURS}):\d|home:({_COLOURS}):\d|bullseye")
_CELL = re.compile(r"r\dc\d")
_SPACES = ("rummoli", "poker", "10S", "JD", "QC", "KH", "AS", "AKD", "789")

_WHAT = {
    CARD: "a card code such as \"7C\" or \"10H\"", SUIT: "a suit: S, H, D or C",
    COUNT: "a whole number of chips (0 or more)", STEPS: "a whole number of steps (0 to 13)",
    HOLE: "a hole such as \"hole 17\" (or \"loop:16\"), \"red pen 1\", \"blue home 3\" or \"bullseye\"",
    CELL: "a cell name such as \"row 4, column 6\" (or \"r3c5\")",
    SPACE: "a space: " + ", ".join(_SPACES),
}


_SCREEN_HOLE = re.compile(rf"(?:the )?(?:hole (\d{{1,3}})|({_COLOURS}) home (\d)|(?:the )?({_COLOURS}) pen (\d)|bullseye)")
_SCREEN_CELL = re.compile(r"row (\d{1,2}),? col(?:umn)? (\d{1,2})")


def _hole_name(value: Any) -> str | None:
    """A Fast Track hole: the engine's name (``loop:16``) or the screen's, counted from 1
    (``hole 17``, ``red home 2``, ``red pen 1``, ``the bullseye``), as the engine's name."""
    if not isinstance(value, str):
        return None
    text = " ".join(value.strip().lower().split())
    if _HOLE.fullmatch(text):
        return text
    match = _SCREEN_HOLE.fullmatch(text)
    if match is None:
        return None
    hole, home_colour, home, pen_colour, pen = match.groups()
    if hole is not None:
        return f"loop:{int(hole) - 1}" if int(hole) >= 1 else None
    if home_colour is not None:
        return f"home:{home_colour}:{int(home) - 1}" if int(home) >= 1 else None
    if pen_colour is not None:
        return f"pen:{pen_colour}:{int(pen) - 1}" if int(pen) >= 1 else None
    return "bullseye"


def _cell_name(value: Any) -> str | None:
    """A 5 in a Row cell: ``r3c5`` (from 0, the engine's name) or ``row 4, column 6`` (from 1,
    as the screen numbers them), as the engine's name."""
    if not isinstance(value, str):
        return None
    text = " ".join(value.strip().lower().split())
    if _CELL.fullmatch(text):
        return text
    match = _SCREEN_CELL.fullmatch(text)
    if match is None or not (1 <= int(match.group(1)) <= 10 and 1 <= int(match.group(2)) <= 10):
        return None
    return f"r{int(match.group(1)) - 1}c{int(match.group(2)) - 1}"


def card_reader(game: Game, record: Record) -> Callable[[Any], str | None]:
    """Reads a card code of this game's own piece set (for these players and options) in its
    one written form, or ``None``; any standard card where the game names no piece set."""
    try:
        pieces = game.pieces(len(record.players), game.check_options(record.options))
    except (NotImplementedError, OptionError, ValueError, TypeError):
        return normalise_card_text

    def read(value: Any) -> str | None:
        try:
            return pieces.parse(value)
        except (ValueError, TypeError):
            return None
    return read


def _field_value(kind: str, value: Any, read_card: Callable[[Any], str | None]) -> Any:
    """The one written form of ``value`` for a field of this kind; ``None`` if malformed."""
    if kind == CARD:
        return read_card(value)
    if kind == SUIT:
        return value.strip().upper() if isinstance(value, str) and value.strip().upper() in ("S", "H", "D", "C") else None
    if kind in (COUNT, STEPS):
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value if 0 <= value <= (13 if kind == STEPS else 1_000_000) else None
    if kind == HOLE:
        return _hole_name(value)
    if kind == CELL:
        return _cell_name(value)
    if kind == SPACE:
        if not isinstance(value, str):
            return None
        for space in _SPACES:
            if value.strip().lower() == space.lower():
                return space
        return None
    return value


def check_move(game: Game, move: Move, number: int,
               read_card: Callable[[Any], str | None] = normalise_card_text) -> Move:
    """``move`` in its one written form, checked against the game's ``move_forms``. Every move
    may also name its ``seat`` (a whole number). A game that gives no forms is not checked beyond
    the record's shape (its rules still refuse what is wrong). Raises :class:`RecordError`
    ("move 3 has no key 'cards' ...") for an unknown kind or key, a missing field, or a field
    that holds the wrong kind of thing."""
    forms = game.move_forms
    if forms is None:
        return move
    kind = move.get("kind")
    form = forms.get(kind) if isinstance(kind, str) else None
    if form is None:
        known = ", ".join(f'"{k}"' for k in forms)
        raise RecordError(f"move {number}: there is no move {_short(kind)} in this game (the moves are {known})")
    allowed = {k.rstrip("?"): (v, k.endswith("?")) for k, v in form.items()}
    out: dict[str, Any] = {"kind": kind}
    for key, value in move.items():
        if key == "kind":
            continue
        if key == "seat":
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_PLAYERS:
                raise RecordError(f"move {number}: \"seat\" must be a seat number (0 for the first player)")
            out[key] = value
            continue
        if key not in allowed:
            keys = ", ".join(f'"{k}"' for k in allowed) or "no other keys"
            raise RecordError(f"move {number} ({kind}): unknown key {_short(key)} (a {kind} move has {keys})")
        norm = _field_value(allowed[key][0], value, read_card)
        if norm is None:
            raise RecordError(f"move {number} ({kind}): \"{key}\" must be {_WHAT[allowed[key][0]]}, not {_short(value)}")
        out[key] = norm
    for key, (_, optional) in allowed.items():
        if not optional and key not in out:
            raise RecordError(f"move {number} ({kind}): the key \"{key}\" is missing")
    return move if out == move else Move(out)


_CARD_CODES = frozenset(RANK_OF)


def shape_problem(game: Game, move: Any) -> str | None:
    """Why ``move`` is none of ``game``'s moves by its shape alone (its kind and keys, as the
    game's ``move_shapes`` say them, and the cards it names, ``move_card_keys``), in words that
    follow "move 7" ("names cards that are not in the deck: ZZ, banana"); None if it may be one,
    or the game does not say its shapes. No position is needed: what the list of saved games
    reads a move line by, without replaying, and what a saved game's move refused says in place
    of the rules' words for a move no table makes ("A meld is a list of cards.", s46 t3 #3)."""
    shapes = game.move_shapes
    if shapes is None:
        return None
    kind = move.get("kind") if isinstance(move, dict) else None
    if not isinstance(kind, str):
        return "is not a move (it says no kind of move)"
    if kind not in shapes:
        return f"is {_short(kind)}, which is no move in {game.info.name}"
    keys = shapes[kind]
    if keys is not None and not keys.issuperset(move):
        odd = next(key for key in move if key not in keys)
        return f"has the key {_short(odd)}, which no {_short(kind)} move in {game.info.name} has"
    for key in game.move_card_keys:
        if key not in move:
            continue
        value = move[key]
        codes = (value,) if key == "card" else value
        if not isinstance(codes, (list, tuple)):
            return f"has {_short(key)} that are not a list of cards"
        try:
            if _CARD_CODES.issuperset(codes):  # (each a card: the list's every move, at once)
                continue
        except TypeError:  # (a list in the list: no card)
            pass
        # (a plain word as it is, "banana"; else quoted, as JSON writes it: "", 7, "a\nb")
        bad = list(dict.fromkeys(code if isinstance(code, str) and code.strip() and code.isprintable()
                                 else _short(code, 20) for code in codes if not isinstance(code, str) or code not in RANK_OF))
        if bad:
            named = ", ".join(_cut(code) for code in bad[:6]) + (", \u2026" if len(bad) > 6 else "")
            return (f"names a card that is not in the deck: {named}" if len(bad) == 1
                    else f"names cards that are not in the deck: {named}")
    return None


def normalise_moves(record: Record, game: Game) -> None:
    """Write the record's card codes in their one form (``"7c"`` becomes ``"7C"``), in place,
    where a move's kind and field are known; never refuses anything (the rules do that)."""
    forms = game.move_forms
    if not forms:
        return
    card_keys = {kind: tuple(k.rstrip("?") for k, v in form.items() if v == CARD) for kind, form in forms.items()}
    read_card = card_reader(game, record)
    known: dict[str, str | None] = {}  # each code read once: a game has a few dozen
    moves = record.moves
    for i, move in enumerate(moves):
        keys = card_keys.get(move.get("kind"))  # type: ignore[arg-type]
        if not keys:
            continue
        changes = None
        for key in keys:
            value = move.get(key)
            if not isinstance(value, str):
                continue
            if value in known:
                norm = known[value]
            else:
                norm = known[value] = read_card(value)
            if norm is not None and norm != value:
                changes = changes or {}
                changes[key] = norm
        if changes:
            moves[i] = Move({**move, **changes})


def check_moves(record: Record, game: Game, moves: Iterable[Move] | None = None) -> Iterator[Move]:
    """:func:`check_move` over the record's moves (or ``moves``), lazily."""
    read_card = card_reader(game, record)
    for i, move in enumerate(record.moves if moves is None else moves, 1):
        yield check_move(game, move, i, read_card)


def _cut(text: str, limit: int = 20) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _short(value: Any, limit: int = 40) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = "?"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


# ----- stacked deals by hand --------------------------------------------------------------------
def _round_robin(per_seat: int) -> Callable[[int, dict[str, Any]], list[int]]:
    def order(players: int, options: dict[str, Any]) -> list[int]:
        return [i % players for i in range(players * per_seat)]
    return order


def _rummoli_order(players: int, options: dict[str, Any]) -> list[int]:
    seats = list(range(players)) + [players]  # the widow is dealt as a hand after the dealer
    return [seats[i % len(seats)] for i in range(52)]


def _fishing_order(game_id: str) -> Callable[[int, dict[str, Any]], list[int]]:
    """Cassino, its party game and Scopa: the game's own first deal (its ``deal_order``), the
    table's four cards as seat ``players``."""
    def order(players: int, options: dict[str, Any]) -> list[int]:
        from ..games import get_game

        game: Any = get_game(game_id)
        return [players if s is None else s for s in game.deal_order(players, players - 1, game.hand_size, True)]
    return order


#: How the first deal goes, as the seat that gets each card from the top of the shuffled deck
#: (Rummoli's widow is seat ``players``): what turns a record's ``hands`` into the order of
#: shuffle 1. The deal is the game's own (``docs/records.md`` says it in words).
DEAL_ORDERS: dict[str, Callable[[int, dict[str, Any]], list[int]]] = {
    "crazy_eights": _round_robin(8),  # one at a time from the first player named, 8 each
    "five_in_a_row": _round_robin(5),  # one at a time from the first player named, 5 each
    "rummoli": _rummoli_order,  # the whole deck, left of the dealer first, the widow last
    "cassino": _fishing_order("cassino"),  # two to the opponent, two to the table, two to the dealer
    "cassino_party": _fishing_order("cassino_party"),  # four each one at a time, then four to the table
    "scopa": _fishing_order("scopa"),  # three each one at a time, then four to the table
}
#: What the hand after the players' hands is, where a deal has one (default: the widow).
EXTRA_HAND = {"cassino": "the table", "cassino_party": "the table", "scopa": "the table"}


def stack_from_hands(record: Record) -> list[list[str]]:
    """The record's stacked shuffles, with ``hands`` (and ``pile``) turned into the order of
    shuffle 1. Raises :class:`RecordError` if the hands do not fit the game's deal."""
    if not record.hands:
        return [list(p) for p in record.stack]
    order_of = DEAL_ORDERS.get(record.game)
    if order_of is None:
        raise RecordError(f"\"hands\" cannot be used for {record.game} (give \"stack\" instead)")
    n = len(record.players)
    order = order_of(n, record.options)
    seats = max(order) + 1 if order else n
    if len(record.hands) != seats:
        extra = f" and {EXTRA_HAND.get(record.game, 'the widow')}" if seats > n else ""
        raise RecordError(f"\"hands\" must give {seats} hands (one per player{extra}), not {len(record.hands)}")
    wanted = [order.count(s) for s in range(seats)]
    for s, hand in enumerate(record.hands):
        if len(hand) != wanted[s]:
            who = record.players[s] if s < n else EXTRA_HAND.get(record.game, "the widow")
            raise RecordError(f"hand {s + 1} ({who}) must hold {wanted[s]} cards, not {len(hand)}")
    taken = [0] * seats
    first: list[str] = []
    for s in order:
        first.append(record.hands[s][taken[s]])
        taken[s] += 1
    return [first + list(record.pile)] + [list(p) for p in record.stack[1:]]


# ----- replay -----------------------------------------------------------------------------------
@dataclass
class ReplayStep:
    number: int  # 1-based
    player: str  # who was to move
    move: Move
    result: Applied | Refusal
    before: GameState | None = None  # the state the move was tried on


def current_options(record: Record, game: Game) -> dict[str, Any]:
    """The record's house rules as this version of ``game`` reads them to replay it unchanged
    (:meth:`~cardtable.core.game.Game.upgrade_options` for a record of an older state version;
    the record is not changed). Two copies of one game, one replayed and one as written by an
    older version, compare alike only so."""
    if (record.state_version or 1) < game.state_version:
        return game.upgrade_options(dict(record.options), record.state_version or 1, tuple(record.players))
    return record.options


def start(record: Record, game: Game) -> GameState:
    """The starting state of a record. Raises :class:`RecordError` for bad players or options."""
    if len(record.players) > max(game.info.allowed_counts()):
        raise SetupError(f"{game.info.name} is for {game.info.players_phrase()}, not {len(record.players):,}")
    stack = stack_from_hands(record)
    # A record from before a rule change plays on under the rules it was played with
    # (Rummoli's keeping the hand became a house rule): the record is brought up to date,
    # so saving it again keeps those rules.
    record.options = current_options(record, game)
    record.state_version = game.state_version  # from here on it plays under this version's rules
    try:
        return game.setup(record.players, record.options, record.seed, stack)
    except OptionError as exc:
        raise SetupError(str(exc).rstrip(".")) from None


def replay_steps(record: Record, game: Game, moves: Iterable[Move] | None = None) -> Iterator[ReplayStep]:
    """Apply the record's moves (or ``moves``, e.g. streamed from a file) one by one, keeping
    only the current state; stops after the first refused move."""
    state = start(record, game)
    for i, move in enumerate(record.moves if moves is None else moves, 1):
        acting = game.to_act(state)
        seat = game.seat_of(state, move) if len(acting) != 1 else acting[0]
        who = state.players[seat] if seat is not None and 0 <= seat < len(state.players) else "-"
        result = game.apply(state, move)
        yield ReplayStep(i, who, move, result, state)
        if isinstance(result, Refusal):
            return
        state = result.state


def replay(record: Record, game: Game) -> GameState:
    """The state after every move of the record. Raises :class:`RecordError` naming the first
    refused move and the reason."""
    state = start(record, game)
    for i, move in enumerate(record.moves, 1):
        result = game.apply(state, move)
        if isinstance(result, Refusal):
            raise RecordError(f"move {i} ({describe_move(move)}) is not allowed: {result.reason.rstrip('.')}")
        state = result.state
    return state


def describe_move(move: dict[str, Any]) -> str:
    """A move in a few words for messages: ``play card 8H, suit S``."""
    details = ", ".join(f"{k} {_plain(v)}" for k, v in move.items() if k != "kind")
    return f"{_plain(move.get('kind'))} {details}".strip()


def _plain(value: Any) -> str:
    if isinstance(value, (tuple, list)):
        return " ".join(_plain(v) for v in value)
    return str(value)


def random_game(
    game: Game,
    players: list[str],
    options: dict[str, Any] | None = None,
    seed: int = 0,
    *,
    max_moves: int = 100_000,
    on_move: Callable[[GameState, Move, GameState], None] | None = None,
) -> tuple[Record, GameState]:
    """Play a whole game choosing uniformly among the legal moves (a seeded, repeatable
    random player). Returns the record and the final state. ``on_move(before, move, after)``
    is called after every move, for invariant checks."""
    state = game.setup(players, options or {}, seed)
    # (played now: under this version's rules, as a save records it; without it a replay read
    # it as an old record and added the old rules' options: Court Whist's everyone_recuts, s38)
    record = Record(game.info.id, list(players), dict(state.options), seed)
    record.state_version = game.state_version
    rng = random.Random(seed)
    moves = record.moves
    while not game.is_over(state):
        if len(moves) >= max_moves:
            raise AssertionError(f"{game.info.id}: no end after {max_moves} moves (seed {seed})")
        legal = game.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        result = game.apply(state, move)
        assert isinstance(result, Applied), result
        after = result.state
        if on_move is not None:
            on_move(state, move, after)
        moves.append(move)
        state = after
    return record, state
