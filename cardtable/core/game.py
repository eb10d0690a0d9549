"""The Game protocol every rule engine implements, and the small data types around it.

A game is a stateless object; all that changes lives in a state value::

    state = game.setup(["Ann", "Bob"], {"jokers": True}, seed=7)
    moves = game.legal_moves(state)           # list[Move], plain JSON-able data
    result = game.apply(state, moves[0])       # Applied(state, events) or Refusal(reason)

States are never changed in place: ``apply`` returns a new one, so the GUI, undo and replay can
hold on to old states freely. A move that is not legal is a *value* (a :class:`Refusal` with a
sentence for the players), never an exception, and the state it was tried on is untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
import random
from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Collection, Generic, Iterable, Mapping, NamedTuple, Sequence, TypeVar

from .move_forms import MoveForms, shapes_of
from .scoresheet import SCORE_AND_TOTAL, StakeSheet, team_name
from .words import listed, sentence, sides
from .zones import Role, Seen

if TYPE_CHECKING:  # pragma: no cover
    from typing import Self

    from .pieces import PieceSet
    from .scoresheet import ScoreSheet
    from .zones import Zone


def freeze(value: Any) -> Any:
    """Lists become tuples and tables become :class:`Move`-like frozen dicts, all the way down:
    what JSON gives back for a move is then equal to, and hashes like, the move that was saved."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict) and not isinstance(value, Move):
        return Move(value)
    return value


class Move(dict):
    """One move as plain data, e.g. ``Move(kind="play", card="8H", suit="S")`` or
    ``Move(kind="meld", cards=("7C", "7D", "7H"))``.

    It *is* a dict (so it is JSON as it stands) that can also be hashed and put in sets. Lists
    inside are made tuples when the move is built, so a move read back from JSON is equal to the
    move that was written and hashes the same. Where more than one seat may act, a move names
    its ``seat``. Treat it as read-only.
    """

    __slots__ = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        dict.__init__(self, *args, **kwargs)
        for key, value in self.items():
            if isinstance(value, (list, tuple, dict)):
                dict.__setitem__(self, key, freeze(value))

    def __hash__(self) -> int:  # type: ignore[override]
        try:
            return hash(tuple(sorted(self.items())))
        except TypeError:  # keys of mixed types (junk from a file): still hashable
            return hash(tuple(sorted((repr(k), v) for k, v in self.items())))

    @property
    def kind(self) -> str:
        kind = self.get("kind", "")
        return kind if isinstance(kind, str) else ""

    def __repr__(self) -> str:
        return "Move(" + ", ".join(f"{k}={v!r}" for k, v in self.items()) + ")"


@dataclass(frozen=True)
class Drag:
    """A move made with the mouse on the generic table: the cards it picks up, as ``(zone key,
    card)`` pairs (a card the mover may not see: its position in the zone; ``None``: the zone's
    top card, or the zone itself), and the zones it may be dropped on (several: a capture goes
    on any heap it takes; a move from a place onto itself is a click)."""

    picked: tuple[tuple[str, str | int | None], ...]
    to: tuple[str, ...]

    @classmethod
    def of(cls, move: Move, src: str, *to: str) -> "Drag":
        """The cards ``move`` names (``cards``, else ``card``; none: the top of ``src``) from
        zone ``src`` onto ``to``."""
        cards = move.get("cards")
        if cards is None:
            cards = (move["card"],) if isinstance(move.get("card"), str) else ()
        return cls(tuple((src, c) for c in cards) or ((src, None),), to)


_str_new = str.__new__
_object_new = object.__new__


class Event(str):
    """Something that happened when a move was applied: the sentence for the log (the event
    *is* that string), with a ``kind`` and ``data`` for whatever animates or counts it, e.g.
    ``Event("Ann plays the 7 of clubs.", "card_moved", card="7C", src="hand/0", dst="discard")``.

    Kinds used across games: ``card_moved`` (card, src, dst zone keys; ``cards`` for several),
    ``dealt``, ``shuffled``, ``trick_won`` (seat, cards), ``chips_paid`` (src, dst, amount),
    ``marble_moved`` (seat, src, dst, path), ``marble_sent_home``, ``dice_rolled`` (faces),
    ``hand_over``, ``game_over``, and ``note`` for a sentence with no data.
    """

    __slots__ = ("kind", "_data", "_later")
    kind: str
    _data: dict[str, Any]
    _later: "tuple[Callable[..., dict[str, Any]], tuple[Any, ...]] | None"

    def __new__(cls, text: str, kind: str = "note", **data: Any) -> "Event":
        event = _str_new(cls, text)
        event.kind = kind
        event._data = data
        event._later = None
        return event

    @classmethod
    def of(cls, text: str, kind: str, data: dict[str, Any],
           later: "tuple[Callable[..., dict[str, Any]], tuple[Any, ...]] | None" = None) -> "Event":
        """``Event(text, kind, **data)`` with the data as a dict: the same event, made in half
        the time (no keyword call), for the moves a computer player's search applies by the
        thousand. ``later``, a function and its arguments, gives more data that is slow to work
        out and seldom read (a marble's path for the animation): it is called, once, when
        :attr:`data` is first read (its arguments must not change: states never do)."""
        event = _str_new(cls, text)
        event.kind = kind
        event._data = data
        event._later = later
        return event

    @property
    def data(self) -> dict[str, Any]:
        later = self._later
        if later is not None:
            self._later = None
            self._data.update(later[0](*later[1]))
        return self._data

    @property
    def text(self) -> str:
        return str.__str__(self)

    def __reduce__(self):  # copies and pickling for the worker process keep kind and data
        return (_rebuild_event, (str(self), self.kind, self.data))


def _rebuild_event(text: str, kind: str, data: dict[str, Any]) -> Event:
    return Event(text, kind, **data)


class Refusal(NamedTuple):
    """A move that was not applied, and why, in words for the players."""

    reason: str

    @property
    def ok(self) -> bool:
        return False


class Applied(NamedTuple):
    """A move that was applied: the new state and what happened (:class:`Event` s, each also
    its sentence for the log)."""

    state: Any  # the game's own state type (see Game[S])
    events: tuple[Event, ...] = ()

    @property
    def ok(self) -> bool:
        return True


_tuple_new = tuple.__new__


def applied(state: Any, events: tuple[Event, ...] = ()) -> Applied:
    """``Applied(state, events)``, made without the class call (a third of the time): for the
    moves a computer player's search applies by the thousand."""
    return _tuple_new(Applied, (state, events))


def ahead_of_the_others(values: Sequence[float], seat: int) -> float:
    """How far ``seat``'s value stands above the other seats' mean (0 alone at the table): how
    a computer player's search weighs a position or a hand's result, in the game's units."""
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (sum(others) / len(others) if others else 0.0)


def _winning_sides(players: Sequence[str], winners: Iterable[int],
                   teams: Sequence[int] | None) -> tuple[list[int], list[str], bool]:
    """The winners, sorted; the winning sides' names (partners "Anna & Cleo"); whether every
    side at the table is among them (a draw)."""
    won = sorted(set(winners))
    side = (lambda s: teams[s]) if teams is not None else (lambda s: s)
    sides = list(dict.fromkeys(side(s) for s in won))
    names = [team_name(players, (s for s in won if side(s) == t)) for t in sides]
    return won, names, len(sides) == len({side(s) for s in range(len(players))})


def win_clause(players: Sequence[str], winners: Iterable[int], teams: Sequence[int] | None = None) -> str:
    """Who won, as the clause of a game-over sentence ("Game over: ... with the lowest
    score."): "Ben wins", partners "Anna and Cleo win", "nobody wins", and a shared win as a
    tie, "Anna and Ben tie for the win" (it said "Anna and Ben win", as if they had won
    together, while the headline said "A draw."). ``teams`` as for :func:`result_title`."""
    won, names, _ = _winning_sides(players, winners, teams)
    if not won:
        return "nobody wins"
    if len(names) == 1:
        return f"{listed(players[s] for s in won)} win{'s' if len(won) == 1 else ''}"
    return f"{listed(names)} tie for the win"


def result_title(players: Sequence[str], winners: Iterable[int], teams: Sequence[int] | None = None) -> str:
    """The game-over headline: "Ben wins!", partners "Anna and Cleo win!", "Nobody wins.", and a
    tie as a tie: every side level "A draw.", some "Anna and Cleo tie for the win." (Pirate's
    four ships each said "Anna and Ben win!"). ``teams``: each seat's side (``None``: everyone
    alone; see :meth:`Game.seat_teams`); several winners of one side are that side's win. The
    status line's words are :func:`win_clause`."""
    won, names, everyone = _winning_sides(players, winners, teams)
    if not won:
        return "Nobody wins."
    if len(names) == 1:
        return f"{listed(players[s] for s in won)} win{'s' if len(won) == 1 else ''}!"
    if everyone:
        return "A draw."
    return f"{listed(names)} tie for the win."


class OptionError(ValueError):
    """Bad players or options at set-up; the message is for the players. ``options``: the ids
    of the house rules it is about, where it is about some (Desert Rummy's "The game must start
    at or before the meld that wins it.": its start and winning melds): New Game says it beside
    them, not under the names (s32 t3 #3)."""

    def __init__(self, message: str = "", options: Sequence[str] = ()):
        super().__init__(message)
        self.options = tuple(options)


@dataclass(frozen=True)
class OptionSpec:
    """One house rule or setting offered at game set-up."""

    id: str
    label: str
    description: str
    default: Any
    choices: tuple[Any, ...] | None = None  # allowed values; None means a bool, or an int range
    minimum: int | None = None
    # a whole number's most; for a name (a str option), its most letters: set-up's box takes no
    # more and says so (the game checks it: Gin Rummy's teams)
    maximum: int | None = None
    # the id of an on/off house rule this one applies with (Crazy Eights' target score, with
    # several hands): set-up greys it while that one is off
    needs: str | None = None
    # the choices in words, in the order of ``choices``, where the values are not words a
    # family reads (Oh Hell!'s "book" and "card_maker"); default: the values themselves
    choice_names: tuple[str, ...] | None = None
    # the defaults of earlier versions (Gin Rummy's teams were "Guys" and "Girls"): set-up
    # remembers the last game's options, typed or not, so options that all still hold these were
    # never the family's choice, and today's defaults take their place (:func:`fresh_defaults`)
    was: tuple[Any, ...] = ()
    # a whole number's lowest value in words, where it is a choice and not "none" (Chicken Foot's
    # "Hands": 0 plays "One per double"): set-up's box and the score sheet show these words
    zero_text: str | None = None
    # where the option is one of the "Alternate Rules" the game's rule text lists: the number the
    # text gives it (Fast Track's "Alternate Rule 3"), or 0 where the text does not number them;
    # None for the app's own options. Set-up tags each alike from this (:meth:`alternate_tag`),
    # so no label or description says it in words of its own.
    alternate: int | None = None
    # values that play only with some numbers of players, as (value, counts) pairs (Fast Track's
    # partners: ``((True, (4, 6)),)``): set-up greys such a value out at any other count, with
    # the reason as its tooltip (:meth:`count_reason`), and the engine refuses it saying what
    # to change (:meth:`count_refusal`), one rule for every game whose options follow the count
    only_with: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    # one of a set of rules published together and offered one tick each (Oh Hell!'s "Denexa's
    # rules"): the set's name, as the score sheet says where a rule came from ("Ten a trick (from
    # Denexa's rules)")
    of_set: str | None = None
    # where this option (also ``of_set``) only says how many of its set's rules are on (Oh Hell!'s
    # "Rules" box: our table's, some of Denexa's, all of them): its value that turns them all on.
    # The score sheet says the rules ticked instead of the box: "Rules: Some of Denexa's rules;
    # Ten a trick" read as a form's field and its value pasted in (s36 t4 #7)
    set_whole: Any = None
    # a whole number with two values that set-up offers as a check box, as (unticked, ticked)
    # (Fast Track's ``(1, 2)`` colours each: a number box that took only 1 or 2 read oddly): the
    # label names the ticked choice, and the value kept in saves and settings is the number
    tick: tuple[int, int] | None = None
    # why a whole number stops where it does at its least, where the game says (Rummoli's starting
    # chips: "one round's ante"): set-up says it with the limits when a number typed passes them
    limits_why: str | None = None
    # a setting of who plays how, not a rule (Court Whist's ladies): never said among the house
    # rules ("House rules in this game: Ladies: Anna, Cleo." read as if who is a lady were one,
    # s38 t1)
    setting: bool = False
    # the numbers of players at which this rule changes anything (Oh Hell!'s "Six players get
    # eight cards": ``(6,)``); () for every number. The score sheet lists it only at those:
    # with four players it said "Six players get eight cards" among the house rules (s41 t1 #2)
    concerns: tuple[int, ...] = ()

    def ticked(self, value: Any) -> bool:
        """Is ``value`` this option switched on: True, or the ticked value of a :attr:`tick`?"""
        return value is True or (self.tick is not None and value == self.tick[1])

    def limits_words(self) -> str:
        """A whole number's limits in words, with why where the game says: "Starting chips: at
        least 9 (one round's ante), at most 1,000."."""
        parts = []
        if self.minimum == 0 and self.zero_text:
            # the box shows its words at 0: "Rounds to play: at least Until we stop, at most
            # 200." read as nonsense (s45)
            most = f" to {self.value_text(self.maximum)}" if self.maximum is not None else " or more"
            parts.append(f"\u201c{self.zero_text}\u201d or 1{most}")
        else:
            if self.minimum is not None:
                parts.append(f"at least {self.value_text(self.minimum)}")
            if self.maximum is not None:
                parts.append(f"at most {self.value_text(self.maximum)}")
        if parts and self.limits_why:
            parts[0] += f" ({self.limits_why})"
        return f"{self.label}: {', '.join(parts) or 'a whole number'}."

    def plays_with(self, value: Any, count: int) -> bool:
        """May this option hold ``value`` with ``count`` players (:attr:`only_with`)?"""
        return all(count in counts for held, counts in self.only_with if held == value)

    def values(self) -> tuple[Any, ...]:
        """Every value set-up offers for this option, where they are few (a choice, on or off, a
        short range of whole numbers); else only the default."""
        if self.choices is not None:
            return self.choices
        if isinstance(self.default, bool):
            return (False, True)
        if isinstance(self.default, int) and self.minimum is not None and self.maximum is not None \
                and self.maximum - self.minimum < 10:
            return tuple(range(self.minimum, self.maximum + 1))
        return (self.default,)

    def values_with(self, count: int) -> tuple[Any, ...]:
        """The values of :meth:`values` that play with ``count`` players, the default first."""
        ordered = (self.default,) + tuple(v for v in self.values() if v != self.default)
        return tuple(v for v in ordered if self.plays_with(v, count))

    def _named(self, value: Any) -> str:
        """The option at ``value`` as set-up shows it: "Partners" (ticked), "Game ends at: 150"."""
        return self.label if self.ticked(value) else f"{self.label}: {self.value_text(value)}"

    def count_reason(self, value: Any) -> str:
        """Why ``value`` is greyed out at some counts: "Partners is for 4 or 6 players."."""
        counts = sorted({c for held, cs in self.only_with if held == value for c in cs})
        if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
            players = f"{counts[0]} to {counts[-1]} players"
        else:
            players = f"{listed((str(c) for c in counts), 'or')} player{'' if counts == [1] else 's'}"
        return f"\u201c{self._named(value)}\u201d is for {players}."

    def count_refusal(self, value: Any, count: int) -> str | None:
        """Set-up's refusal of ``value`` with ``count`` players, saying what to change ("…: untick
        “Partners” to play with 2 players."), or None where it plays."""
        if self.plays_with(value, count):
            return None
        reason = self.count_reason(value)[:-1]
        others = [v for v in self.values_with(count) if v != value]
        if self.ticked(value):
            change = f"untick \u201c{self.label}\u201d"
        elif others:
            choose = listed((f"\u201c{self.value_text(v)}\u201d" for v in others), "or")
            change = f"set \u201c{self.label}\u201d to {choose}"
        else:
            change = f"change \u201c{self.label}\u201d"
        return f"{reason}: {change} to play with {count} players."

    def alternate_words(self) -> str | None:
        """How the family's rules name this option: "alternate rule 3", "alternate rule";
        None for an option of the app's own."""
        if self.alternate is None:
            return None
        return f"alternate rule {self.alternate}" if self.alternate else "alternate rule"

    def alternate_tag(self) -> str | None:
        """New Game's tag under an alternate rule: "From the rules: alternate rule 3"."""
        words = self.alternate_words()
        return f"From the rules: {words}" if words else None

    def value_text(self, value: Any) -> str:
        """How set-up and the score sheet name ``value`` of this option."""
        if self.choices is not None and self.choice_names is not None and value in self.choices:
            return self.choice_names[self.choices.index(value)]
        if isinstance(value, int) and not isinstance(value, bool):
            if value == 0 and self.zero_text:
                return self.zero_text
            return f"{value:,}"  # ("10,000", as the game's own words write it; was "10000")
        return str(value)

    def check(self, value: Any) -> Any:
        """Return ``value`` if it is allowed for this option, else raise :class:`OptionError`
        saying so in set-up's words: "Hands: -7 is too low; it must be at least 0." (a hand-edited
        save said "Option 'Hands' must be at least 0, not -7", a programmer's words, s45 t3 #11)."""
        if self.choices is not None:
            if value not in self.choices:  # (a hand-edited save): the choices as set-up names them
                allowed = listed((f"\u201c{self.value_text(c)}\u201d" for c in self.choices), "or")
                raise OptionError(f"{self.label}: it must be {allowed}, not {_given(value)}.")
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise OptionError(f"{self.label}: it is either on or off, not {_given(value)}.")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"{self.label}: it must be a whole number, not {_given(value)}.")
            if self.tick is not None and value not in self.tick:
                raise OptionError(f"{self.label}: it is either ticked or not, not {_given(value)}.")
            why = f" ({self.limits_why})" if self.limits_why else ""
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"{self.label}: {value:,} is too low; it must be at least "
                                  f"{self.minimum:,}{why}.")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"{self.label}: {value:,} is too high; it must be at most "
                                  f"{self.maximum:,}.")
            return value
        return value


def name_key(name: str) -> str:
    """A player's name as names are told apart: regardless of case and of spaces round it
    ("anna " is Anna). Set-up refuses two players of one name; New Game never suggests one."""
    return name.strip().casefold()


def _given(value: Any) -> str:
    """A value refused for an option, as a message quotes it: words in quotation marks, anything
    else as written in the save (12345, [2])."""
    return f"\u201c{value}\u201d" if isinstance(value, str) else repr(value)


def fresh_defaults(specs: Sequence[OptionSpec], remembered: dict[str, Any]) -> dict[str, Any]:
    """``remembered`` (the last game's options) without the options that have an earlier
    version's default (:attr:`OptionSpec.was`), where every such option still holds one: those
    were never chosen, and today's defaults apply. A set the family changed is kept whole."""
    old = [spec for spec in specs if spec.was]
    if old and all(spec.id in remembered and remembered[spec.id] in spec.was for spec in old):
        return {key: value for key, value in remembered.items() if key not in {spec.id for spec in old}}
    return dict(remembered)


@dataclass(frozen=True)
class GameInfo:
    """What the catalogue shows about a game (the registry entry)."""

    id: str
    name: str
    family: str
    min_players: int
    max_players: int
    description: str
    source: str  # rule text file and section, e.g. "003_...txt, section 'Crazy Eights'"
    options: tuple[OptionSpec, ...] = ()
    rules_page: str = ""  # file name under assets/rules/
    player_counts: tuple[int, ...] = ()  # when not every count in the range plays (5 in a Row: 2 or 4)
    # more words the start screen's search finds the game by ("quarters": the stake of Golf and
    # Thirty-One, which a family may call the game by)
    keywords: tuple[str, ...] = ()
    # the words over each player's two columns on its score sheet, the round's and the running
    # one: its live sheet and its blank one say the same (the blank Rummoli sheet said "Score /
    # Total" where the game's own said "Net / Chips"); one where the game keeps one column a
    # player (Desert Rummy's "Meld made")
    sheet_columns: tuple[str, ...] = SCORE_AND_TOTAL
    # the words on its sheet's bottom row, the same on both ("Meld to make": Desert Rummy's is the
    # meld each is still to make, not a total)
    sheet_total: str = "Total"
    # the reminders under its blank sheet, as under its own with the default options (Desert
    # Rummy's one column a player is unheaded on paper: its notes say what goes in it)
    sheet_notes: tuple[str, ...] = ()
    # a game played for a stake: its blank sheet's rows and bottom row, as its own sheet's
    stake_sheet: StakeSheet | None = None
    # the rows of its sheet where its rules fix the rounds, each named as its own sheet names it
    # ("Round 1 – Each trick you take: 5¢", "Hand 2 – 2 sets of 3"): its blank sheet's rows "as
    # the rules say" (the blank sheets printed 15 "Round N" rows for Saskatchewan's six, s46 t3 #2)
    sheet_rounds: tuple[str, ...] = ()
    # how many of ``sheet_rounds`` a game for so many players plays, where that depends on them
    # (Chicken Foot: a hand for each double of the set, double-9 up to 6 players, double-12 from
    # 7); without it, all of them
    sheet_rounds_played: Callable[[int], int] | None = None
    # why the count stops at ``max_players`` where the game itself has no limit ("Any number of
    # people can play": 10,000, Chicken Foot): New Game says it under the number of players, and
    # the rules page says the same words
    count_note: str = ""

    def fixed_rounds(self, players: int) -> tuple[str, ...]:
        """The named rounds a game for ``players`` plays, from :attr:`sheet_rounds`."""
        played = self.sheet_rounds_played
        return self.sheet_rounds[:played(players)] if played is not None else self.sheet_rounds

    def allowed_counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    def option(self, option_id: str) -> OptionSpec:
        for spec in self.options:
            if spec.id == option_id:
                return spec
        raise KeyError(option_id)

    def players_phrase(self) -> str:
        """ "2\u20138 players", "1 player" (Spider)."""
        text = self.players_text()
        return f"{text} player" if text == "1" else f"{text} players"

    def players_text(self) -> str:
        if self.player_counts:
            counts = [str(c) for c in self.player_counts]
            return ", ".join(counts[:-1]) + " or " + counts[-1] if len(counts) > 1 else counts[0]
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}\u2013{self.max_players}"


@dataclass(eq=False, kw_only=True)
class GameState:
    """Base for game states: plain fields, treated as immutable once built.

    Subclasses are ``@dataclass(eq=False, kw_only=True)`` too. Every field must be JSON-able
    after tuples become lists; :meth:`to_json` relies on it.
    """

    players: tuple[str, ...]
    options: dict[str, Any]
    seed: int | str
    stack: tuple[tuple[str, ...], ...] = ()
    # Computed lazily by Game.legal_moves / Game.check and kept with the state; safe since
    # states never change. Not fields: never saved, never compared.
    _legal: ClassVar[list[Move] | None] = None

    def replace(self, **changes: Any) -> "Self":
        """A copy with some fields changed (cheaper than ``dataclasses.replace``)."""
        d = self.__dict__.copy()
        d.update(changes)
        if "_legal" in d:  # the moves listed for this state are not the new one's
            del d["_legal"]
        new = _object_new(self.__class__)
        new.__dict__ = d
        return new

    def fields_copy(self) -> dict[str, Any]:
        """The state's fields as a new dict, to change in place and make a state of with
        :meth:`of_fields`: what :meth:`replace` does, cheaper where several fields change on
        the path a computer player's search takes (``replace`` pays for its keyword call and
        its merge). Caches kept with the state (an underscore name) come along, as with
        ``replace``; the listed moves do not."""
        d = self.__dict__.copy()
        if "_legal" in d:
            del d["_legal"]
        return d

    def of_fields(self, fields: dict[str, Any]) -> "Self":
        """A new state of this state's type holding ``fields`` (a dict from :meth:`fields_copy`)."""
        new = _object_new(self.__class__)
        new.__dict__ = fields
        return new

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-able data (hidden cards included: this is a snapshot)."""
        return {f.name: _jsonable(getattr(self, f.name)) for f in fields(self)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(_jsonable(v) for v in value)
    return value


S = TypeVar("S", bound=GameState)

# Exceptions a hand-written or junk move can raise inside a game's rules. ``apply`` turns them
# into a refusal as a last safety net; every game's ``check`` is still meant to be total (each
# game has a hypothesis test throwing arbitrary JSON at it).
_JUNK_ERRORS = (TypeError, KeyError, ValueError, AttributeError, IndexError)


class Game(Generic[S]):
    """Base class of every rule engine (contract v2). Subclasses set :attr:`info` and write
    the hooks; everything else here is derived from them.

    The turn:
        ``to_act(state)``: the seats that may act now (empty when the game is over); one seat
        for most games, several in simultaneous phases (Hearts' passing, the Oh Hell! knock, a
        challenge window). Games with one seat at a time write ``current_player`` instead.
        ``legal_moves(state, seat=None)``: the moves a drag or a button can start, a few hundred
        at most; where several seats may act, each move names its ``seat``.
        ``check(state, move)``: why ``move`` is refused, or ``None`` if it is legal. The default
        looks the move up in ``legal_moves``; a game whose moves do not fit in a list (melds,
        captures, bids as amounts) checks by rule instead.
        ``perform(state, move)``: apply a move already checked; returns :class:`Applied` with
        the new state and :class:`Event` s.
    What each seat may see:
        ``zones(state)``: every piece, zone by zone, with its role and who sees it: the only
        place visibility is declared. ``public(state)``: the rest of the position everyone sees
        (scores, marbles, chips, bids, the suit named). ``private(state, seat)``: what only that
        seat knows beyond its zones (rarely needed). ``observation(state, seat)`` is built from
        these three and never holds the seed or the order of unseen pieces.
        ``determinize(state, seat, rng)``: a full state consistent with that seat's observation,
        the hidden pieces re-dealt at random and a fresh seed; generic, through the game's
        ``with_zones(state, cards_by_zone_key)``.
    On the generic table (optional): where a move's drag starts and ends.
        ``table_drag(state, move)``: the :class:`Drag` that makes ``move``, or ``None``: a
        button. Without it the table reads the move's fields (``card`` or ``cards``, from zone
        ``src``, to zone ``dst``), else the zone names the game's ``gestures`` gives per kind,
        else takes a ``card`` from the mover's hand to the trick. A game writes it when the
        zones depend on the move: the row of the card's suit, the pile drawn from, the meld
        laid off on, the heaps a capture takes, cards from several zones.
        ``table_drop(state, seat, drag)``: the other way, the move ``seat`` means by dropping
        ``drag.picked`` on ``drag.to[0]``, or ``None``; the engine's ``check`` then plays it or
        says why not. It is how plays judged by rule rather than listed are made (any set of
        one rank), and it names the move whose refusal the table explains. Without it the table
        reads the ``gestures`` backwards. It cannot be derived from ``table_drag``: the move
        may name what no listed move does (a face-up card's slot, a meld nothing fits).
        ``hand_sort_key(card)``: the key a face-up hand is sorted by on the table, for a game
        whose ranks do not run 2 to ace (Sweep's 10s and aces are its lowest cards). Without it
        the table sorts by suit, then rank with the ace high.
    """

    info: ClassVar[GameInfo]
    #: The house rules that :meth:`check_options` may refuse together (:attr:`OptionError.options`:
    #: Desert Rummy's start and winning melds): set-up keeps a line for the refusal under the last
    #: of them from the start, so that nothing below it moves when it comes (s44).
    options_refused_together: ClassVar[tuple[str, ...]] = ()
    #: What :meth:`check_options` says refusing :attr:`options_refused_together`: set-up keeps
    #: room for the longest of them, so that one wrapping onto a second line moves nothing (s45).
    options_refusals: ClassVar[tuple[str, ...]] = ()
    #: Bumped when the state's fields change; saves record it (the record is the truth: a save
    #: of an older state version replays from its record).
    state_version: ClassVar[int] = 1
    #: The state version from which the game draws (or cuts for) its first dealer: a record of an
    #: older version had the last player named deal first, and :meth:`upgrade_options` sets the
    #: house rule that replays it so (:mod:`.first_dealer`). 0: the game never changed that.
    first_dealer_since: ClassVar[int] = 0
    #: Rules only a game saved under an older state version keeps (:meth:`upgrade_options` switches
    #: them on, where a change was a fix no family would choose back: Spider's end of a game): on
    #: or off options that no set-up offers and no score sheet names, accepted in a record's
    #: options (:meth:`check_options`) so the game replays and goes on as it was played. A new
    #: game never starts with them, Play again neither (:meth:`new_game_options`).
    old_save_rules: ClassVar[tuple[str, ...]] = ()
    #: The score sheet counts the moves taken back (Spider: a game of patience whose undo has no
    #: limit). Such a game's state has an ``undos`` field (default 0) that the *session* keeps: it
    #: is raised by one for each move taken back and carried in the record (``"undos"``), so a
    #: saved game shows the same count when it is opened again. Moves never change it.
    counts_undos: ClassVar[bool] = False
    #: Partners sit opposite and score together: two teams, seats 0, 2, ... against 1, 3, ...
    #: (Euchre, Push, Hand and Foot, Jokers Wild with four). See :meth:`seat_teams`.
    partnership: ClassVar[bool] = False
    #: The prompt says all the status does, for the seat it is for (naming its cards where the
    #: status may not): the status line then says the prompt too, one source of words for the
    #: table and the line (Rummoli's "play the 8♠ (next in spades)" was "play the next card of
    #: the run (in spades)" on the line). False where the prompt adds to the status instead
    #: (Dominoes' "Play a tile on an open end": the line keeps whose turn and the boneyard).
    prompt_on_status_line: ClassVar[bool] = False
    #: After the move that ends a hand, the status line says the hand's result
    #: (:meth:`hand_result_words`) in place of the move's every sentence, which the game log
    #: keeps: Rummoli's last card paid a card's space, the Rummoli space and the Poker space, and
    #: the line took two rows at 1024x600 (s44). False: the move's sentences, as elsewhere.
    result_on_status_line: ClassVar[bool] = False
    #: Its kinds of move, each with its fields and what each holds (:mod:`.move_forms`:
    #: ``{"play": {"card": CARD, "suit?": SUIT}, "draw": {}}``), or None where the game does not
    #: give them: the game's one description of its moves. A written record's moves are checked
    #: and written in one form by them (:func:`~cardtable.core.records.check_move`), and
    #: ``move_shapes`` is derived from them (s47: they were two tables that had to agree).
    move_forms: ClassVar[MoveForms | None] = None
    #: The kinds of move its rules ever take, each with the keys such a move may have (None: any
    #: keys, the rules read them), or None where the game does not say: a move of another kind,
    #: or with another key, is refused by the rules whatever the position. The list of saved
    #: games reads a move line by it without replaying (:func:`~cardtable.core.records.shape_problem`):
    #: a move hand-edited into nonsense ("kind": "drwa") is listed as damaged before it is opened
    #: (s45 t3 #4). A game that gives ``move_forms`` gets it from them (:meth:`__init_subclass__`);
    #: one that sets it itself keeps its own.
    move_shapes: ClassVar[Mapping[str, frozenset[str] | None] | None] = None
    #: The keys of its moves (of those ``move_shapes`` names) that name cards by their codes:
    #: ``"card"`` one, ``"cards"`` a list of them. A code that is no card at all ("ZZ", "banana")
    #: is refused by the rules whatever the position: the list of saved games says which (s46
    #: t3 #3: it was listed as sound, and opened said only "A meld is a list of cards.").
    move_card_keys: ClassVar[frozenset[str]] = frozenset()
    #: Move kinds that only start the next hand or round: nothing to choose. At a table with
    #: people a computer waits for one of them to make it (the hand's end stays on the table,
    #: cards shown and scores written, until they have seen it); see PlayController.
    between_hands: ClassVar[frozenset[str]] = frozenset({"next_hand", "next_round", "next_deal"})
    #: Move kinds that only tell what a person said aloud at the table (the party game's answer to
    #: a question, or that it was skipped): they need no hidden card, so the laptop does not go
    #: round for them: whoever holds it presses for the one who spoke (see PlayController). A
    #: computer cannot speak: a game names what it may not say in ``ai_last_resort``.
    spoken: ClassVar[frozenset[str]] = frozenset()
    #: Move kinds that only answer no to a question the table puts (I Doubt It's "No, go on"):
    #: where the table's buttons are all there is to use, the keyboard's ring rests on such a
    #: button, never on the answer that acts (one stray Enter doubted, s36 t3 #3).
    declines: ClassVar[frozenset[str]] = frozenset()
    #: Move kinds another person may call out while someone else is to move (10 Dime Rummy's
    #: house rule "Buy out of turn": "I'll buy that!"). They need no hidden card, so the laptop
    #: stays with the one to move, whose table offers them for the one who called: dropped on
    #: that person's seat (while a computer is to move, the person holding the laptop may make
    #: them before it does, which waits at least a person's window). A computer seat that may
    #: make one is asked, through its agent, whether it calls: before a computer to move moves,
    #: and before a person to move passes on it (:meth:`passes_on_calls`: the one to move has
    #: first refusal); where several call, :meth:`first_call` says who gets it. See
    #: PlayController.called_out, PlayController.callers and :meth:`called_out_words`.
    called_out: ClassVar[frozenset[str]] = frozenset()
    #: Whether the one to move has first refusal over other people's ``called_out`` moves too
    #: (10 Dime Rummy's "Buy!": "never ahead of a person about to draw, who has first refusal"):
    #: then people do not call before a person to move, at the curtain or on the table; they are
    #: asked when that person passes on it (:meth:`passes_on_calls`), before the move that
    #: passes is made (PlayController.people_on_pass). False: a person calls whenever the move is
    #: legal (Five Hundreds' "Rummy!"), on the curtain before the one to move lifts it.
    first_refusal: ClassVar[bool] = False
    #: Move kinds a computer makes only when nothing else is legal: the family's to choose together
    #: (Rummoli: "When the players decide to end the game"), what a computer cannot say (the party
    #: game's "answered"), or holding back what a computer does better to do (Pirate). See
    #: :meth:`computer_choices`.
    ai_last_resort: ClassVar[frozenset[str]] = frozenset()
    #: Move kinds that ask another seat, the move's ``whom``, to answer aloud (the party game's
    #: question). A computer cannot answer aloud, so they are offered only when ``whom`` is a
    #: person: to people at the table (PlayController) and to computers (their information
    #: set). The engine still lists them for every seat (it knows no seats' kinds; old records
    #: replay). See :meth:`asking_people_only`.
    asks_aloud: ClassVar[frozenset[str]] = frozenset()
    #: Move kinds a player chooses aloud with every hand down, whose offer depends on no hidden
    #: card (the party game's "No more questions" between two questions): offered on a table
    #: drawn for nobody, as the moves people make for one another are (:func:`~cardtable.core.session.shown_to`).
    chosen_aloud: ClassVar[frozenset[str]] = frozenset()
    #: What the game's pieces are called in a sentence about them in general ("hidden cards";
    #: a domino game's "tiles"): see also :meth:`piece_words`, one piece's name.
    pieces_called: ClassVar[str] = "cards"
    #: The public lists, one line of words per seat, the generic table writes under each seat's
    #: name (the meld a contract rummy player is to make, a Gin player's team). Only these: a
    #: list is never taken for words per seat by its length (Biscuit's main line of two cards
    #: was written under the two seats, "darkness" under Anna and "discovery" under Ben).
    seat_words: ClassVar[tuple[str, ...]] = ()
    #: The public lists, one number per seat, the generic table writes under each seat's name,
    #: in this order, said with the key ("chips 30", "this hand 8"; scores: "total 23"), once
    #: any is not zero. Only these: a list of numbers is never taken for numbers per seat by its
    #: length (Biscuit's ``totals``, the hands finished, beside its ``scores``, the total so
    #: far, read "total 23 · this hand 8 · total 15"; a team's scores in a game of two). A game
    #: that writes ``seat_notes`` writes its own words instead.
    seat_numbers: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game that gives its ``move_forms`` (and sets no ``move_shapes`` beside them) gets its
        ``move_shapes`` from them: one description of its moves, never two to keep in step. (A
        game that gives neither inherits both from the game it extends.)"""
        super().__init_subclass__(**kwargs)
        forms = cls.__dict__.get("move_forms")
        if forms is not None and "move_shapes" not in cls.__dict__:
            cls.move_shapes = shapes_of(forms)

    def has_move_shape(self, move: Mapping[str, Any]) -> bool:
        """Whether ``move`` is of a kind :attr:`move_shapes` names, with no key but that kind's
        (True where the game does not say its shapes): what an ``explain`` asks first."""
        shapes = self.move_shapes
        if shapes is None:
            return True
        kind = move.get("kind")
        if not isinstance(kind, str) or kind not in shapes:
            return False
        keys = shapes[kind]
        return keys is None or keys.issuperset(move)

    # ----- set-up ---------------------------------------------------------------------------
    def setup(
        self,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | str = 0,
        stack: Sequence[Sequence[str]] | None = None,
    ) -> S:
        """A new game. Raises :class:`OptionError` with a message for the players if the
        players, options or stacked deal do not fit the game."""
        names = self.check_players(players)
        opts = self.check_options(options or {})
        self.check_player_count(len(names), opts)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise OptionError(f"The seed must be a whole number or a word, not {seed!r}.")
        stacked = tuple(tuple(pile) for pile in (stack or ()))
        try:
            return self.new_state(tuple(names), opts, seed, stacked)
        except ValueError as exc:  # a stacked order that cannot be dealt
            raise OptionError(f"Cannot deal {self.info.name}: {exc}.") from None

    def check_players(self, players: Sequence[str]) -> list[str]:
        """Names: each given, at most 30 letters, no two the same regardless of case. Refuses
        an absurd list at once (more than the game's most players), so every check is cheap."""
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise OptionError("The players must be a list of names.")
        if len(players) > max(self.info.allowed_counts()):
            raise OptionError(f"{self.info.name} is for {self.info.players_phrase()}, not {len(players)}.")
        names: list[str] = []
        folded: set[str] = set()
        for i, name in enumerate(players):
            if not isinstance(name, str) or not name.strip():
                raise OptionError(f"Player {i + 1} needs a name.")
            name = name.strip()
            if len(name) > 30:
                raise OptionError(f"The name '{name[:30]}\u2026' is too long (30 letters at most).")
            if name_key(name) in folded:
                raise OptionError(f"Two players are called '{name}'; give each a different name.")
            folded.add(name_key(name))
            names.append(name)
        return names

    def check_player_count(self, count: int, options: dict[str, Any]) -> None:
        info = self.info
        if count not in info.allowed_counts():
            raise OptionError(
                f"{info.name} is for {info.players_phrase()}, not {count}."
            )
        for spec in info.options:  # (house rules that play only with some counts: OptionSpec.only_with)
            refusal = spec.count_refusal(options.get(spec.id, spec.default), count)
            if refusal:
                raise OptionError(refusal)

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Fill in defaults and check every value; unknown options are refused by name."""
        if not isinstance(options, dict):
            raise OptionError("The options must be a table of names and values.")
        known = {spec.id: spec for spec in self.info.options}
        for key in options:
            if key not in known and key not in self.old_save_rules:
                raise OptionError(f"{self.info.name} has no house rule called {_given(key)}.")
        checked = {spec.id: spec.check(options.get(spec.id, spec.default)) for spec in self.info.options}
        for key in self.old_save_rules:  # (kept only where on: a game of today's rules has none)
            kept = options.get(key, False)
            if not isinstance(kept, bool):
                raise OptionError(f"A rule kept from an older saved game is either on or off, "
                                  f"not {_given(kept)}.")
            if kept:
                checked[key] = True
        return checked

    def new_game_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The house rules a new game of the same table starts with (Play again): ``options``
        without the rules only an older save keeps (:attr:`old_save_rules`)."""
        return {k: v for k, v in options.items() if k not in self.old_save_rules}

    # ----- who acts ---------------------------------------------------------------------------
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that may act now; empty when the game is over. Default: the one seat
        :meth:`current_player` names."""
        seat = self.current_player(state)
        return () if seat is None else (seat,)

    def current_player(self, state: S) -> int | None:  # pragma: no cover - a hook
        """The one seat to act, for games where one seat acts at a time. Games with
        simultaneous phases write :meth:`to_act` and return its first seat here."""
        raise NotImplementedError

    def seat_of(self, state: S, move: Move) -> int | None:
        """The seat a move is made by: its ``seat`` field, else the one seat to act."""
        seat = move.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool):
            return seat
        acting = self.to_act(state)
        return acting[0] if len(acting) == 1 else None

    # ----- the turn -------------------------------------------------------------------------
    def legal_moves(self, state: S, seat: int | None = None) -> list[Move]:
        """The moves a drag or a button can start now (empty when the game is over); with
        ``seat``, only that seat's. Cached with the state: do not modify the list."""
        legal = state._legal
        if legal is None:  # kept with the state (an instance entry shadowing the class's None)
            legal = state.__dict__["_legal"] = self.compute_legal_moves(state)
        if seat is None:
            return legal
        acting = self.to_act(state)
        if seat not in acting:
            return []
        if len(acting) == 1:
            return legal
        return [m for m in legal if m.get("seat") == seat]

    def check(self, state: S, move: Move) -> str | None:
        """Why ``move`` is refused in ``state``, or ``None`` if it is legal. Must answer for any
        JSON value inside ``move`` without raising. Default: the move must be one of
        :meth:`legal_moves` (kept with the state; a search checks one move per state, and
        comparing it with the listed moves costs less than hashing them all into a set: a
        listed move is found by identity); games whose moves are checked by rule override this."""
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def refusal_to(self, state: S, move: Move, viewer: int | None) -> str | None:
        """Why ``move`` is refused, said to ``viewer``, the seat reading it at the table (a move
        made for another seat, such as a call out of turn, may be refused about its reader or
        about someone else: "You have no dimes left", "Anna has no dimes left"), or ``None`` if
        it is legal. Default: :meth:`check`, whose refusals speak to the one making the move."""
        return self.check(state, move)

    def apply(self, state: S, move: Any) -> "Applied | Refusal":
        """Apply ``move`` if it is legal; otherwise a :class:`Refusal` and ``state`` unchanged."""
        if type(move) is Move:  # the usual case first: every search step comes this way
            pass
        elif not isinstance(move, dict):
            return Refusal("That is not a move.")
        elif not isinstance(move, Move):
            try:
                move = Move(move)
            except (TypeError, ValueError, RecursionError):
                return Refusal("That is not a move.")
        try:
            reason = self.check(state, move)
        except _JUNK_ERRORS:
            reason = sentence(f"That is not a move in {self.info.name}")
        except RecursionError:
            reason = "That is not a move."
        if reason is not None:
            return Refusal(reason)
        result = self.perform(state, move)
        for event in result.events:  # a plain loop: this is every search step's path
            if not isinstance(event, Event):
                events = tuple(e if isinstance(e, Event) else Event(e) for e in result.events)
                return Applied(result.state, events)
        return result

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """The options of a record written when this game's ``state_version`` was
        ``state_version``, as this version must read them to replay it unchanged (a rule that
        became a house rule is switched on; a default that now reads differently is written out
        for the record's ``players``, as Court Whist's ladies). Default: unchanged, but for the
        first dealer (:attr:`first_dealer_since`)."""
        from .first_dealer import keep_last_named  # (it builds on this module)
        return keep_last_named(options, state_version, self.first_dealer_since)

    def setup_note(self, players: Sequence[str], options: dict[str, Any]) -> str:
        """A line New Game shows under the names for these names and house rules (``options``
        as the dialog has them, perhaps not yet valid), besides who partners whom: Court Whist
        says who is a lady and who a man. Default: nothing."""
        return ""

    def follow_options(self, options: dict[str, Any], changed: str | None) -> dict[str, Any]:
        """The house rules as New Game shows them once the option ``changed`` was set (None: as
        the dialog opens with remembered ones): an option that sums up others follows them, and
        they it (Oh Hell!'s "Rules" box says "Some of Denexa's rules" once one of them is ticked,
        and "All of Denexa's rules" ticks them all). ``options`` may not be valid yet. Default:
        unchanged."""
        return options

    def describe(self, options: dict[str, Any]) -> str:
        """The game in a sentence or two with these house rules (New Game shows it as they are
        chosen): a game whose description names what an option changes words it here (5 in a Row:
        "Two rows of five win."). Default: :attr:`GameInfo.description`."""
        return self.info.description

    def several_rounds(self, options: dict[str, Any]) -> bool:
        """Is a game with these options played over several hands or rounds (so a running
        score sheet is worth showing beside the table)? Default: no."""
        return False

    def sheet_shown(self, options: dict[str, Any]) -> bool:
        """Does the score sheet open beside the table (until the family hides it for this game)?
        Default: for a game of several hands (:meth:`several_rounds`); a one-hand race to go out
        (Crazy Eights without scoring) has nothing on it the table does not show."""
        return self.several_rounds(options)

    # ----- undo -------------------------------------------------------------------------------
    def can_undo(self, before: S, move: Move, after: S | None = None) -> bool:
        """May ``move`` (played in ``before``) be taken back? Not if it showed anybody something
        they had not seen: an undo would let them choose again knowing it. Default: nothing
        :meth:`reveals` (from the zones) and nothing the game's :meth:`reveals_more` says."""
        if after is None:
            result = self.apply(before, move)
            if isinstance(result, Refusal):
                return False
            after = result.state
        return not self.reveals(before, move, after) and not self.reveals_more(before, move, after)

    def end_hands_caption(self, state: S) -> str:
        """Words over the cards the game-over panel shows beside each name, where they are not
        simply the cards left in each hand (Rummoli's last poker deal, five face-up cards beside
        each name with nothing saying what they were); "" for none."""
        return ""

    def over_deal_next(self, state: S, over: str, what: str = "hand") -> str:
        """The status between hands: ``over`` ("Hand 1 is over.") and who deals the next
        ``what``, the one seat to act (who presses the button): "Hand 1 is over. Robo Remy:
        deal the next hand.", as most games say it. Said only "Hand 1 is over.", the saved
        games' "Whose turn" had no name to show (10 Dime Rummy's "... Pot: 40 dimes." read
        "Pot", s29 t2)."""
        acting = self.to_act(state)
        if len(acting) != 1:
            return over
        return f"{over} {state.players[acting[0]]}: deal the next {what}."

    def asked_heading(self, state: S, seat: int) -> str | None:
        """The hand-off curtain's heading for ``seat`` where what waits for them is a question,
        not their turn to play (I Doubt It's "Anna: doubt Robo Nell's “two 3s”?"), in public
        words: said instead of "Anna's turn again", which was wrong while Robo Nell had just
        played and Anna was only asked (s46 t1 F3). ``None``: the turn's own heading."""
        return None

    def hand_result_words(self, state: S, events: Sequence[Event], short: bool = False) -> str:
        """What happened in the hand (round, deal) just ended, said first between hands, before
        "Hand 1 is over. Robo Remy: deal the next hand.": ``events`` are those of the move that
        ended it (replayed from the record, so a reopened save says it too). Default: the
        sentences of its ``hand_over`` events, Euchre's "Euchre! Ben & Robo Remy take 2: Anna &
        Robo Ruby score 2." (the table said only "Hand 1 is over. Robo Remy deals next: ..." and
        the result was in the status bar alone, gone after a reload: s44 t3 F4). A game whose
        state says it better overrides this (Thirty-One's "Ben was lowest with 11: paid 1
        quarter."). Public, as the status is; "" for nothing to say.

        ``short``: the few words the table's prompt has room for (who went out), where the whole
        is long: an event's ``short`` data where it gives one, else the whole. Ten Dime Rummy's
        "Robo Remy goes out. Points: Anna -25, Robo Rex -20, ..." on a narrow table was cut in its
        middle ("Hand ... has seen"); the status line keeps every player's points."""
        return " ".join((e.data.get("short") or e) if short else e for e in events if e.kind == "hand_over")

    def end_totals_caption(self, state: S) -> str:
        """The heading over the names and totals of the game-over panel, where the cards beside
        them have their own caption (:meth:`end_hands_caption`): under that caption alone,
        Saskatchewan Rummy's "Anna 5" read as five cards left."""
        return "Final totals"

    def end_totals_words(self, state: S) -> list[str] | None:
        """Each column's total as the game-over panel says it, where a number and its unit would
        mislead (Rummoli with re-buys: "4 chips, less 9 bought back: -5", not "-5 chips");
        None: :meth:`total_text` (or the layout's ``score_text``) of each total."""
        return None

    def total_text(self, value: Any) -> str:
        """A total of the score sheet as the game-over panel writes it: "1,250" by default;
        Saskatchewan Rummy's money "55\u00a2", "$1.55", as its log says it (a bare "55" read as
        dollars or points: s32 t3 #11)."""
        from .scoresheet import format_value

        return format_value(value)

    def cannot_undo_words(self, move: Move) -> str:
        """Why ``move`` (one :meth:`can_undo` refuses) cannot be taken back, as one sentence in
        the game's own words (10,000: "A roll cannot be taken back."); "" for the general words,
        which say what it showed (:func:`~cardtable.core.shown.move_showed`: "Anna's last move
        turned up the 5 of clubs from the stock, so it cannot be taken back.")."""
        return ""

    def shown_words(self, before: S, move: Move, after: S) -> str:
        """What ``move`` showed that the zones cannot tell (:meth:`reveals_more`), to complete
        "Anna's last move showed ...": Rummoli's "who holds the 6 of diamonds" (the next player
        named holds it). An Undo refused for it says so
        (:func:`~cardtable.core.shown.move_showed`); "" where there is nothing to say."""
        return ""

    def done_words(self, before: S, move: Move, after: S) -> str:
        """What ``move`` did that cannot be taken back where it showed no piece, to complete
        "Robo Rex has since ...": 10,000's "rolled the dice" (said "has shown something Anna had
        not seen" in a game where nothing is hidden, s33). Said before :meth:`shown_words` where
        a move made since another person's stops an Undo; "" where there is nothing to say."""
        return ""

    def piece_words(self, code: str) -> tuple[str, ...]:
        """The words this game's sentences name the piece ``code`` by ("7 of clubs"; a domino
        game's "3-9", "double 4"): a refused save's reason that names a hidden one is left out
        (:func:`~cardtable.core.session.names_a_hidden_card`). A card's name by default."""
        from .cards import card_name

        return (card_name(code),)

    def reveals(self, before: S, move: Move, after: S) -> bool:
        """Did the move show any seat a piece that was hidden *from the mover* before it? (A
        card the mover held and laid face up shows nothing new to the mover; a drawn card, a
        turned-up stock card or a hand shown at the end does.) Compares what each seat sees,
        copy by copy: with two decks, a card the mover plays is not mistaken for its twin
        hidden in another hand."""
        mover = self.seat_of(before, move)
        zones_before = self.zones(before)
        if all(all(z.visible_to(mover)) for z in zones_before):
            return False  # nothing was hidden from the mover
        zones_after = self.zones(after)
        for seat in range(len(before.players)):
            # What the seat could see after the move without anything new being shown: the
            # pieces it, or the mover, saw before (each piece counted once).
            known: Counter[str] = Counter()
            for zone in zones_before:
                for card, mine, movers in zip(zone.cards, zone.visible_to(seat), zone.visible_to(mover)):
                    if mine or movers:
                        known[card] += 1
            if _visible_counts(zones_after, seat) - known:
                return True
        return False

    def reveals_more(self, before: S, move: Move, after: S) -> bool:
        """What the zones cannot tell: a move whose *public* outcome depends on hidden cards
        (Rummoli's "nobody can play the 5 of hearts" shows who does not hold it), on the seed
        (dice, a cut, the order of a pile shuffled from cards all seen before, a new deal), or on
        hidden things that are not in the zones (Sticks' sticks). Such a move cannot be undone:
        the rule tests/games/test_public_events.py checks on every game is that a move whose
        sentences depend on what is hidden from its mover cannot be undone. Default: no."""
        return False

    # ----- what each seat may see ---------------------------------------------------------------
    def zones(self, state: S) -> list["Zone"]:
        """Every piece of the position, zone by zone, with its role and who may see it
        (:mod:`cardtable.core.zones`). Together they hold exactly :meth:`deck_counts`."""
        raise NotImplementedError

    def pieces(self, players: int, options: dict[str, Any]) -> "PieceSet":
        """What the game is played with, for this many players and these options."""
        raise NotImplementedError

    def deck_counts(self, state: S) -> "Counter[str]":
        """How many of each piece the game is played with (what the zones must add up to)."""
        return self.pieces(len(state.players), state.options).counts()

    def keeps_secrets(self, state: S) -> bool:
        """Can a seat see something another seat may not (a hand, a card peeked at, what only
        it knows)? From the zones' visibility, whatever they hold now, and :meth:`private`. A game
        with none (Pirate, 10,000: everything face up, or face down to everyone) never needs a
        hand-off curtain, so the table does not offer one."""
        if type(self).private is not Game.private:
            return True
        return any(zone.seen is Seen.OWNER or (zone.per_card is not None and Seen.OWNER in zone.per_card)
                   for zone in self.zones(state))

    def public(self, state: S) -> dict[str, Any]:
        """Everything of the position that is not a piece in a zone and that every seat may
        see: whose turn, the phase, scores, marbles, chips, bids, the suit named. JSON-able.
        Never the seed, never a hidden card."""
        return {}

    def result_title(self, state: S) -> str:
        """The game-over headline from :meth:`winners` and :meth:`seat_teams` (see
        :func:`result_title`): a tie reads as a tie, partners win together."""
        return result_title(state.players, self.winners(state), self.seat_teams(state))

    def win_clause(self, state: S) -> str:
        """Who won, for the game's own game-over sentences (see :func:`win_clause`): "Ben
        wins", partners "Anna and Cleo win", a shared win "Anna and Ben tie for the win"."""
        return win_clause(state.players, self.winners(state), self.seat_teams(state))

    def seat_teams(self, state: S) -> list[int] | None:
        """Each seat's team where some seats play together, else ``None`` (everyone alone). A
        :attr:`partnership` game is two teams, ``seat % 2``; another says so in its public
        ``teams`` (seat -> team), as Fast Track and Biscuit with partners and 5 in a Row with
        four do. The computers count a partner's gain as their own; New Game says who partners
        whom."""
        n = len(state.players)
        if self.partnership:
            teams: Any = [s % 2 for s in range(n)]
        else:
            teams = self.public(state).get("teams")
            if not (isinstance(teams, list) and len(teams) == n
                    and all(isinstance(t, int) and not isinstance(t, bool) for t in teams)):
                return None
        return list(teams) if len(set(teams)) < n else None

    def partners(self, state: S, seat: int) -> list[int]:
        """The seats ``seat`` plays with now, in seat order: the rest of its side
        (:meth:`seat_teams`, grouped as :func:`~cardtable.core.words.sides` groups them for the
        partners sentence), none where it plays alone. The hand-off curtain says it to the person
        it waits for ("Ben — you play with Dana."). A game whose partners change from hand
        to hand, with no sides for the whole game, says it itself (Court Whist)."""
        teams = self.seat_teams(state)
        if teams is None:
            return []
        return next(([s for s in side if s != seat] for side in sides(teams) if seat in side), [])

    def private(self, state: S, seat: int) -> dict[str, Any]:
        """What ``seat`` alone knows beyond its zones (rarely needed). JSON-able."""
        return {}

    def observation(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know of the position (``None``: a spectator): the zones as that
        seat sees them, the public part, and the seat's private part. JSON-able; two states that
        differ only in pieces hidden from ``seat`` give equal observations."""
        to_act = list(self.to_act(state))
        public = self.public(state)
        if self.called_out and len(to_act) > 1 and "on_turn" not in public:
            # others may call out of turn (10 Dime Rummy's "Buy!", Five Hundreds' "Rummy!"), but
            # it is the first one's turn: the table lights that name only (it lit every name
            # that might call in the colour of "your turn", with nothing saying why)
            public = {**public, "on_turn": to_act[:1]}
        obs: dict[str, Any] = {
            "game": self.info.id,
            "players": list(state.players),
            "options": dict(state.options),
            "seat": seat,
            "to_act": to_act,
            "over": self.is_over(state),
            "zones": {z.key: z.observe(seat) for z in self.zones(state)},
            "public": public,
        }
        if seat is not None:
            obs["private"] = self.private(state, seat)
        return obs

    def view(self, state: S, player: int | None) -> dict[str, Any]:
        """The observation (kept under its old name for the table layouts)."""
        return self.observation(state, player)

    def with_zones(self, state: S, cards: dict[str, tuple[str, ...]]) -> S:
        """A copy of ``state`` with the zones named by key (:attr:`Zone.key`) holding these
        cards instead. Needed by :meth:`determinize`; a game writes it once, mapping zone keys
        back to its fields."""
        raise NotImplementedError

    def determinize(self, state: S, seat: int, rng: random.Random) -> S:
        """A full state that ``seat`` cannot tell from ``state``: every piece hidden from the
        seat re-dealt at random among the hidden places (sizes kept), and a fresh seed so later
        shuffles cannot be predicted either. Generic: built on :meth:`zones` and
        :meth:`with_zones`."""
        # Each hidden card's place: its pile (a copy, changed in place), the pile's owner when it
        # is a hand (the only piles a seat can be seen to take into or shown to lack) and index.
        piles: dict[str, list[str]] = {}
        places: list[Place] = []
        hidden: list[str] = []
        for zone in self.zones(state):
            vis = zone.visible_to(seat)
            if all(vis):
                continue
            pile = piles[zone.key] = list(zone.cards)
            owner = zone.owner if zone.kind is Role.HAND else None
            for i, seen in enumerate(vis):
                if not seen:
                    hidden.append(pile[i])
                    places.append((pile, owner, i))
        # Sorted first: the sample must depend on what the seat knows and on ``rng`` only, not
        # on where the hidden pieces really are (a computer player's choice would leak it).
        hidden.sort()
        rng.shuffle(hidden)
        for card, (pile, _, i) in zip(hidden, places):
            pile[i] = card
        seed = f"determinized/{rng.getrandbits(64)}"
        self._agree_with_table(state, piles, places, seat, rng)
        new = self.with_zones(state, {k: tuple(v) for k, v in piles.items()})
        return new.replace(seed=seed, stack=())

    # ----- what the table saw of hidden hands (for the search's samples) ----------------------
    def shown_lacking(self, state: S) -> Callable[[int, str], bool] | None:
        """What seats showed the table they do not hold: ``lacks(seat, card)`` is true of a card
        ``seat`` cannot hold (a trick game's void, a Fan Tan pass). ``None``: nothing shown.
        :meth:`determinize` keeps its samples to it."""
        return None

    def shown_holding(self, state: S) -> dict[int, Sequence[str]]:
        """Cards seats were seen to take into a hidden hand and still hold (a discard picked up
        in Thirty-One). :meth:`determinize` keeps them in those hands."""
        return {}

    def _agree_with_table(self, state: S, piles: dict[str, list[str]], places: list[Place],
                          seat: int | None, rng: random.Random) -> None:
        """The uniform sample in ``piles`` (at ``places``, the cards hidden from ``seat``) made
        to agree with :meth:`shown_holding` and :meth:`shown_lacking`, swapping hidden cards only
        (so what ``seat`` sees and every pile's size stay). Where the swaps cannot be made (rare),
        the uniform sample stands."""
        lacking = self.shown_lacking(state)
        holding = {s: Counter(cards) for s, cards in self.shown_holding(state).items() if s != seat and cards}
        if lacking is None and not holding:
            return
        uniform = {key: list(pile) for key, pile in piles.items()}
        free = keep_known(places, holding) if holding else places
        lacks = lacking
        if free is None or (lacks is not None and not keep_out(
                free, lambda owner, card: owner is None or not lacks(owner, card), rng)):
            for key, pile in piles.items():
                pile[:] = uniform[key]

    # ----- hooks ----------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> S:
        """The game's first position. A game writes this, or :meth:`first_deal` (the position and
        what happened in dealing it)."""
        return self.first_deal(players, options, seed, stack)[0]

    def first_deal(self, players, options, seed, stack) -> tuple[S, Sequence[Event]]:  # pragma: no cover
        """The first position and the events of dealing it, the very ones a later hand's deal has
        ("Hand 1: Anna dealt and turned up the king of spades."): a game that deals its first
        hand as it deals the next ones writes this instead of :meth:`new_state`, and
        :meth:`setup_events` tells them (the first hand's deal was left out of the log and the
        curtain, later ones in)."""
        raise NotImplementedError

    def compute_legal_moves(self, state: S) -> list[Move]:  # pragma: no cover
        raise NotImplementedError

    def perform(self, state: S, move: Move) -> Applied:  # pragma: no cover
        raise NotImplementedError

    def explain(self, state: S, move: Move) -> str:
        return "That move is not allowed now."

    def is_over(self, state: S) -> bool:  # pragma: no cover
        raise NotImplementedError

    def scores(self, state: S) -> list[int]:  # pragma: no cover
        raise NotImplementedError

    def winners(self, state: S) -> list[int]:
        """Seats of the winner(s) once the game is over."""
        return []

    def out_of_game(self, state: S) -> frozenset[int]:
        """The seats out of the game for good while it goes on (Thirty-One's and Golf's player
        who lost the last quarter): they play no more hands, and the table offers people who
        are all out to let the computers finish (:meth:`PlayController.offers_to_finish`).
        Default: nobody (a game where everyone plays to the end)."""
        return frozenset()

    def score_sheet(self, state: S) -> "ScoreSheet":
        """The score sheet of this game so far (a :class:`~cardtable.core.scoresheet.ScoreSheet`).

        Built from the state alone, so it is saved with the game: the save holds the record,
        the record rebuilds the state, and the state rebuilds the sheet. The default is one row
        with :meth:`scores`; a game that keeps per-hand history in its state overrides this to
        give one row per hand, with its own columns.
        """
        from .scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        scores = tuple(self.scores(state))
        over = self.is_over(state)
        return ScoreSheet(
            title=f"{self.info.name} score sheet",
            game_name=self.info.name,
            columns=tuple(state.players),
            players=tuple(state.players),
            date=today(),
            house_rules=house_rules_text(self.info, state.options, len(state.players)),
            sections=(ScoreSection(rows=(ScoreRow("Final" if over else "So far",
                                                  tuple((s,) for s in scores)),)),),
            totals=scores,
            winners=tuple(self.winners(state)) if over else (),
        )

    def status(self, state: S) -> str:
        """One **public** line for the status bar: whose turn and what is expected. Everyone at
        the table may read it (it is also the saved game's summary), so it never names a card
        that any seat may not see. Private advice for the seat to act goes in :meth:`prompt`."""
        if self.is_over(state):
            return "The game is over."
        acting = self.to_act(state)
        if len(acting) == 1:
            return f"{state.players[acting[0]]} to play."
        return ""

    def computer_choices(self, legal: Sequence[Move]) -> list[Move]:
        """The moves a computer player chooses among: ``legal`` but the :attr:`ai_last_resort`
        kinds, unless only those are legal. (A computer dealing Rummoli's next round ended the
        game at random after its first round.)"""
        return [m for m in legal if m.kind not in self.ai_last_resort] or list(legal)

    def never_helps(self, state: S, seat: int, move: Move) -> bool:
        """Whether ``move`` can never help ``seat`` (read only from what the seat may see), so
        that no computer player, at any level, makes it (10,000's Easy player stopped with 700
        before melding, scoring nothing: "Your score does not count until you have melded").
        Default: no such move."""
        return False

    def asking_people_only(self, moves: Sequence[Move], people: Collection[int] | None) -> list[Move]:
        """``moves`` but those of the :attr:`asks_aloud` kinds asking a seat not in ``people``
        (a computer's seat: it cannot answer aloud). ``None``: every seat counts as a person (a
        request from before the people were named). Were nothing left, ``moves`` as they are
        (a game never stuck)."""
        if people is None or not self.asks_aloud:
            return list(moves)
        kinds = self.asks_aloud
        return [m for m in moves if m.kind not in kinds or m.get("whom") in people] or list(moves)

    def nobody_to_ask(self, moves: Sequence[Move], people: Collection[int] | None) -> Move | None:
        """The one move left of ``moves`` once :meth:`asking_people_only` has dropped every
        question (each asked a computer), if exactly one is left: a step that decides nothing
        (the party game's lone "No more questions" after a capture with no person to ask), which
        the table plays at once for whoever is to move (PlayController). ``None`` otherwise:
        nothing was dropped, a person may still be asked, or there is more than one choice."""
        if people is None or not self.asks_aloud:
            return None
        kinds = self.asks_aloud
        if not any(m.kind in kinds for m in moves):
            return None
        kept = [m for m in moves if m.kind not in kinds or m.get("whom") in people]
        return kept[0] if len(kept) == 1 and kept[0].kind not in kinds else None

    def suggested_move(self, state: S, seat: int) -> Move | None:
        """The move the game's own prompt suggests to ``seat`` (Spider's "Hint: move the 10 of
        clubs from column 8 to column 6."): Help > Hint suggests that one too, so the two never
        differ (Spider showed one hint in its prompt and another from H, s32 t2 #7). None: the
        prompt suggests nothing, and Help > Hint is the Medium player's choice."""
        return None

    def hint_words(self, state: S, move: Move) -> str | None:
        """A suggested move (Help > Hint) in the game's own words, where the table's ("take the
        king of diamonds from the discard pile to Ruby's hand") would not say what the move is
        (Push: "push the king of diamonds (and a card from the stock) to Ruby."); None: the
        table's words."""
        return None

    def click_words(self, state: S, move: Move) -> str | None:
        """What the one move a clicked piece can make does, as the words after "To " in "To ...,
        drag it to Ben's hand or double-click it." (10 Dime Rummy: "buy the 7 of hearts (a dime:
        it and two stock cards)"); None: "play" and the piece's name."""
        return None

    def still_pile_words(self, state: S, zone: "Zone", seat: int) -> str | None:
        """Why ``seat``'s own pile ``zone``, which no move takes now, stays where it is, in the
        rule's words, said when its player clicks or drags it (Hand and Foot's foot: "Ben's foot
        cannot be moved now." did not say when it may be, s45 t2 #1); None: the table's "... cannot
        be moved now." and the prompt."""
        return None

    def several_places_words(self, state: S, moves: Sequence[Move]) -> str | None:
        """What a click or double-click on a piece says when its ``moves`` take it to more than
        one place, so that the table cannot choose (Push's freed joker: "Drag the freed joker onto
        the meld you want: it fits Ben's run or your set of 7s."); None: the table's own words
        ("That card can go to more than one place: drag it where it should go.")."""
        return None

    def double_click_words(self, state: S, move: Move) -> str | None:
        """Why a double-click does not play ``move``, its piece's one move, at once: the move is
        legal but not the obvious one (a fishing game's trail while another card could capture:
        easy to make by accident, s44 t3 F9), in words that say how to make it anyway; None: the
        double-click plays it."""
        return None

    def hint_outcome(self, state: S, move: Move) -> str | None:
        """What a suggested move (Help > Hint) does that "move the 10 of diamonds to the 5 of
        spades" does not say, in a few words to follow it ("it takes the 5♠, 2♠ and 3♠"); None:
        nothing to add."""
        return None

    def prompt(self, state: S, seat: int) -> str:
        """What ``seat`` is asked to do, shown only to that seat (after the curtain rises); it
        may mention the seat's own cards. Default: the public status."""
        return self.status(state)

    def table_status(self, state: S) -> str:
        """What the table says drawn for nobody (no person's turn: computers playing, or a
        position between people), where :meth:`prompt` is for one seat: public, as the status
        is, but no longer than the table has room for. Default: the status. A game whose status
        lists what the seats' own lines show already says less here (Golf's every player's
        face-up points and quarters: seven lines over the piles' captions with eight players)."""
        return self.status(state)

    def called_out_words(self, state: S, seats: Sequence[int], viewer: int | None = None,
                         holder: int | None = None) -> str:
        """What the prompt adds when people in ``seats`` may call out a move (``called_out``)
        while another is to move: who may, and how it is done on the table, said to ``viewer``
        (the seat whose hand the table shows, reading the prompt: "you", "your hand"). With no
        viewer (the table drawn for nobody: others lean in to read it) every caller is named,
        and ``holder``, who holds the laptop and presses the buttons, is told by name, never
        "you" nor a drag onto a hand that is face down. Default: ""."""
        return ""

    def called_out_buttons(self, state: S, moves: Sequence[Move]) -> tuple[str, list[str]]:
        """What the curtain offers for ``called_out`` moves that other people may call while it
        waits for the one to move: a line above the buttons, and each move's button. Default: no
        line, each move's label."""
        own = getattr(self, "move_label", None)
        return "", [(own(state, m) if own is not None else "") or str(m.get("kind", "")).replace("_", " ").capitalize()
                    for m in moves]

    def passed_by_words(self, state: S, moves: Sequence[Move],
                        taker: int | None = None) -> tuple[str, str, str]:
        """What the table asks when the person to move passes on what other people may call out
        (:attr:`first_refusal`; ``moves``: their calls, each a button with its
        :meth:`called_out_buttons` label): a title, a line over the buttons, and the button for
        no person calling. ``taker``: the computer seat that has called already and gets it if
        no person of ``moves`` calls (they sit before it, :meth:`first_call`), so the words say
        so. Default: plain words."""
        mover = self.to_act(state)
        who = state.players[mover[0]] if mover else "The player to move"
        callers = sorted({s for s in (self.seat_of(state, m) for m in moves) if s is not None})
        names = listed((state.players[s] for s in callers), "or")
        if taker is not None:
            robot = state.players[taker]
            return (f"{who} passes", f"{robot} calls out. {names} may call out first: {who}, press the button "
                    "of the one who calls.", f"{robot} takes it")
        return (f"{who} passes", f"{names} may call out first: {who}, press the button of the one who calls.",
                "Nobody calls")

    def called_ahead_words(self, state: S, taker: int, seats: Sequence[int]) -> str:
        """What the table says while a computer to move waits its pace and the call of computer
        ``taker`` is made then, the people of ``seats`` who may call too sitting after it (their
        call would not win: :meth:`first_call`), so offered none. Default: plain words."""
        robot = state.players[taker]
        sit = "sits" if len(seats) == 1 else "sit"
        return f"{robot} calls out first: {listed((state.players[s] for s in seats), 'and')} {sit} after {robot}."

    def nobody_calls_words(self, state: S, taker: int | None = None) -> str:
        """The table's button for "none of the people calls out" while a computer to move waits
        for them (the window's ``CALL_OUT_SECONDS``): what happens when it is pressed. ``taker``:
        the computer seat whose call is made then ("Robo Remy buys it", "Robo Remy takes it": who gets
        it, as the people's buttons say); else the
        computer to move moves ("Nobody buys it: Robo Ruby draws"). Default: the button for
        nobody of :meth:`passed_by_words`, the same words as the question over the table."""
        return self.passed_by_words(state, (), taker)[2]

    def passes_on_calls(self, state: S, move: Move) -> bool:
        """Does ``move``, made by the seat to move, pass on what the others may call out
        (``called_out``): the card left for them? The one to move has first refusal (10 Dime
        Rummy's "Buy!": "If you want the top card from the discard pile you must buy it"): a
        computer calls ahead of a person to move only when that person passes, just before this
        move is made (see PlayController.callers_on_pass). Default: a draw from the stock."""
        return move.get("kind") == "draw" and move.get("pile") == "stock"

    def first_call(self, state: S, moves: Sequence[Move]) -> Move:
        """Of ``called_out`` moves called at once by several seats, the one that is made.
        Default: the caller first after the seat to move, in turn order (the next to play
        after it, and so on round the table)."""
        acting = self.to_act(state)
        start = acting[0] if acting else 0
        n = max(1, len(state.players))

        def distance(move: Move) -> int:
            seat = self.seat_of(state, move)
            return (seat - start) % n if isinstance(seat, int) else n

        return min(moves, key=distance)

    def asks_first(self, state: S, move: Move) -> str:
        """The question a person is asked before ``move`` is played from its button, where one
        click should not end something at once (Spider's "Give up this game?"); the table offers
        the move's own button and "Keep playing", which is the default. Default: "" (no question)."""
        return ""

    def asks_first_yes(self, state: S, move: Move) -> str:
        """The button under :meth:`asks_first`'s question that plays ``move``. Default: "" (the
        move's own button label)."""
        return ""

    def standing_buttons(self, state: S) -> tuple[Move, ...]:
        """Moves whose buttons stay on the table, first and in this order, for as long as any
        button is: greyed while the move is not legal (pressed then, they say why), so a button
        coming or going never moves the others under the mouse. Spider's "Restart" appeared after
        the first move exactly where "Deal ten" had been, and a click meant for "Deal ten" threw
        the game back to the deal. Default: () (a button only while its move is legal)."""
        return ()

    def widest_prompt(self, state: S) -> str:
        """A prompt as long as any this game shows while it is played, so the table keeps the
        prompt's room at its largest and what is laid out after it stands still: Spider's buttons
        and its ten columns jumped ~60 px whenever the hint in the prompt changed length. Default:
        "" (the room the prompt of the moment needs)."""
        return ""

    def choice_prompt(self, state: S, seat: int, moves: Sequence[Move]) -> str:
        """What ``seat`` is asked when one drop of its may mean any of ``moves`` and the table
        offers a button for each ("Anna: name the suit for the 8."). It takes the prompt's place
        while the buttons are up. Default: "" (the table asks in its own words)."""
        return ""

    def setup_events(self, state: S) -> tuple[Event, ...]:
        """What happened in setting up the game, before its first move, that the table should
        say (a domino game's first double, set in the centre by whoever held it; Sticks' free
        sticks drawn at the deal, "Anna draws 3 free sticks (collected at once)."): the log's
        first lines, and the news on the status line and the curtain when the game starts.
        ``state`` is the game's first position; public sentences only. Default: the events of
        :meth:`first_deal` (dealt again from the seed: the state keeps no events) where the game
        writes it, else :meth:`deal_events` of the first hand."""
        if type(self).first_deal is Game.first_deal:
            return tuple(self.deal_events(state))
        return tuple(self.first_deal(state.players, dict(state.options), state.seed, state.stack)[1])

    def deal_events(self, state: S) -> Sequence[Event]:
        """How a hand (round, deal) just dealt is told, from the position it left ("Hand 2: Ben
        deals."): the move that deals the next hand says it, and :meth:`setup_events` the first
        hand's (for a game that does not write :meth:`first_deal`). Default: nothing."""
        return ()


def _visible_counts(zones: list["Zone"], seat: int) -> "Counter[str]":
    counts: Counter[str] = Counter()
    for zone in zones:
        for card, vis in zip(zone.cards, zone.visible_to(seat)):
            if vis:
                counts[card] += 1
    return counts


#: A hidden card's place in a sample: its pile (a list, changed in place), the pile's owner
#: (``None``: nobody's, a kitty or a stock) and the card's index in it.
Place = tuple[list[str], "int | None", int]


def keep_known(places: list[Place], holding: dict[int, Counter[str]]) -> list[Place] | None:
    """Put each card a seat was seen to take into that seat's pile, as many copies as it was
    seen to take (with two decks a seat seen to take two 7H holds two, one seen to take one holds
    at least one): a copy already there stays, a missing one swaps with a card there that is not
    a kept copy. Returns the places left free (every place but the kept copies); ``None`` if a
    seat has no such card left (it cannot be)."""
    kept: set[int] = set()
    missing: list[tuple[int, str]] = []
    # the card at each place, kept in step with the swaps below: looked up by list.index (in C)
    # instead of a Python scan of every place (s43: half of determinize's time in long rummy games)
    cur = [pile[i] for pile, _, i in places]
    # each seat's own places, looked through per card instead of every place at the table
    own: dict[int, list[int]] = {owner: [] for owner in holding}
    for k, (_, o, _) in enumerate(places):
        if o in own:
            own[o].append(k)
    for owner, cards in holding.items():
        for card in sorted(cards):
            there = [k for k in own[owner] if cur[k] == card and k not in kept]
            kept.update(there[:cards[card]])
            missing += [(owner, card)] * (cards[card] - len(there))
    for owner, card in missing:
        # an earlier swap may have brought a copy here
        here = next((k for k in own[owner] if cur[k] == card and k not in kept), None)
        if here is not None:
            kept.add(here)
            continue
        source = _first_elsewhere(cur, card, places, owner, kept)
        if source is None:
            continue  # not hidden from the seat sampling (its own copy)
        target = next((k for k in own[owner] if k not in kept), None)
        if target is None:
            return None
        (pile, _, i), (other_pile, _, j) = places[source], places[target]
        pile[i], other_pile[j] = other_pile[j], card
        cur[source], cur[target] = cur[target], card
        kept.add(target)
    return [place for k, place in enumerate(places) if k not in kept]


def _first_elsewhere(cur: list[str], card: str, places: list[Place], owner: int, kept: set[int]) -> int | None:
    """The first place holding ``card`` (``cur``: the card at each place) that is not ``owner``'s
    and not a kept copy, or ``None``."""
    k = -1
    while True:
        try:
            k = cur.index(card, k + 1)
        except ValueError:
            return None
        if places[k][1] != owner and k not in kept:
            return k


def keep_out(places: list[Place], may_hold: Callable[[int | None, str], bool], rng: random.Random) -> bool:
    """Make a sample agree with what seats showed the table they do not hold (a void in a
    trick game, a pass in Fan Tan): each card at a place whose owner may not hold it swaps with
    the card at another place whose owner may hold it and whose card this owner may hold. The
    places are the cards hidden from the seat the sample is for, so what it sees and every
    pile's size stay as they are. ``False`` if some card found no partner (the caller then
    keeps the plain sample). Without this a search deals a seat cards it has shown it lacks,
    and plays out what cannot happen."""
    order = list(range(len(places)))
    rng.shuffle(order)
    for pile, owner, i in places:
        card = pile[i]
        if may_hold(owner, card):
            continue
        for k in order:
            other_pile, other_owner, j = places[k]
            other = other_pile[j]
            if other_owner != owner and may_hold(owner, other) and may_hold(other_owner, card):
                pile[i], other_pile[j] = other, card
                break
        else:
            return False
    return True


# ----- cards seen to go into a hand (a discard taken: Game.shown_holding) ----------------------
#: Each seat's cards that went into its hidden hand in everybody's sight, kept in the state as
#: ``taken`` (public; ``()`` until the first is taken), so the search's samples keep them there.
Taken = tuple[tuple[str, ...], ...]


def seen_taking(taken: Taken, players: int, seat: int, cards: Iterable[str]) -> Taken:
    """``taken`` with ``cards`` gone into ``seat``'s hand face up (a discard, a picked pile)."""
    marks = list(taken or ((),) * players)
    marks[seat] += tuple(cards)
    return tuple(marks)


def seen_leaving(taken: Taken, seat: int, cards: Iterable[str]) -> Taken:
    """``taken`` less one copy of each of ``cards`` that left ``seat``'s hand face up (discarded,
    melded, laid off). Only what the table saw changes it, never what the hand holds: with two
    decks, whether the seat still holds a second copy is its own secret."""
    if not taken or not taken[seat]:
        return taken
    marks = list(taken[seat])
    for card in cards:
        if card in marks:
            marks.remove(card)
    if len(marks) == len(taken[seat]):
        return taken
    return taken[:seat] + (tuple(marks),) + taken[seat + 1:]


# ----- cards a seat showed it lacks by drawing or passing (Game.shown_lacking) ------------------
#: Per seat, the cards its hand was shown to lack this hand (``()`` until anybody showed any),
#: kept in the state for the search's samples; the card a player has just drawn is left aside.
Lacks = tuple[frozenset[str], ...]


def seen_lacking(lacks: Lacks, players: int, seat: int, now: frozenset[str], holds_drawn: bool) -> Lacks:
    """``lacks`` once ``seat`` showed the table it holds none of ``now``: a draw or a pass made
    because nothing in the hand plays (a family reads a draw so, even where the rules let a player
    draw by choice). What the hand lacked before still holds, since between draws a hand only
    loses cards; but if it holds a card drawn earlier this turn that did not play
    (``holds_drawn``), that card may be one lacked before, and only ``now`` stands."""
    marks = lacks or (frozenset(),) * players
    mine = now if holds_drawn else marks[seat] | now
    return marks[:seat] + (mine,) + marks[seat + 1:]


def lacking_test(lacks: Lacks, drawing: int | None) -> Callable[[int, str], bool] | None:
    """:meth:`Game.shown_lacking` from ``lacks``. ``drawing``: the seat holding a card it has
    just drawn and not yet played or kept, which may be anything; its hand is left free."""
    if not any(lacks):
        return None
    if drawing is not None:
        return lambda seat, card: seat != drawing and card in lacks[seat]
    return lambda seat, card: card in lacks[seat]
