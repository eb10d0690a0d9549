"""What the trick-taking games share: decks, the deal, phases, following suit, the trick winner,
partners, a seat sitting out, per-hand scores and a heuristic for computer players.

From the family's rule book (004_312affb30e9b3af0.txt, "General Rules"):

* "A deck of card refers to a standard 52 card deck and does not include Jokers unless the rules
  mention them." "Occasionally a game will require you to remove certain cards": a game's
  :meth:`TrickGame.deck` says which, per player count (Euchre keeps 9 to ace).
* "When dealing the cards for the first round the dealer is randomly selected": the first dealer
  is drawn from the game's seed (:func:`~cardtable.core.rng.first_dealer`), so a record replays the same dealer; the
  deal then passes to the left (the next seat) every hand.
* "Usually the player to the left of the dealer will start the play and then play will progress
  around the table in a clockwise direction": seats are numbered clockwise, so "the left" of a
  seat is the next seat. Bidding also starts at the dealer's left.
* "Generally a trump card of any value will beat the highest card in any other suit. Usually you
  can only play a trump card if you do not have the suit which has been lead out": you must
  follow the suit led if you can; when void you may play anything and are never forced to trump.

Choices common to the family (each game's docstring and rules page repeat the ones it uses):

* Aces are high. The trick goes to the highest trump, else to the highest card of the suit led.
  With two decks, of two identical cards "the last one thrown wins".
* With bowers (Euchre), the left bower (the jack of the other suit of trump's colour) *is* a
  trump card for following suit as well as for winning: it follows trump, not its printed suit.
* Partners sit opposite each other. A seat "sitting out" (a lone hand's partner) keeps its cards
  face down and is skipped in the play; tricks then have one card fewer.
* Cards won go face up into the winner's pile (:attr:`Role.COLLECTION`): every card in a trick
  was seen by all when it was played. The last trick is kept in the public part of the state so
  the table can leave it in the centre until the next lead.
* A finished hand's scores stay in the state (``history``): that is what the score sheet reads.

Phases are data: each game names the phases of its hand (:data:`PASSING`, :data:`BIDDING`,
:data:`KNOCK`, :data:`ORDER`, :data:`DISCARD`, :data:`CALL`, :data:`PLAY`, :data:`HAND_OVER`) and
whether a phase is played by all seats at once (:attr:`TrickGame.simultaneous`); the play of the
cards and the end of the hand are written here once.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Iterable, Sequence, TypeVar

from ..core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, SUITS, DeckSpec, card_name
from ..core.game import Applied, Event, Game, GameState, Move
from ..core.rng import first_dealer, shuffle
from ..core.words import listed
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

# ----- phases ------------------------------------------------------------------------------------
PASSING = "passing"  # every seat passes cards at once (Hearts)
BIDDING = "bidding"  # bids in turn from the dealer's left (Oh Hell!)
KNOCK = "knock"  # hidden bids made by all seats at once (the Oh Hell! one-card hand)
ORDER = "order"  # round one of making trump: pass or order the turned card up (Euchre)
DISCARD = "discard"  # a seat discards to the kitty (Euchre's dealer after an order up)
CALL = "call"  # round two of making trump: pass or call a suit (Euchre)
PLAY = "play"  # the play of the cards
HAND_OVER = "hand_over"  # the hand is scored; the next dealer deals
GAME_OVER = "game_over"

PHASE_WORDS = {
    PASSING: "passing cards", BIDDING: "bidding", KNOCK: "the knock", ORDER: "ordering up",
    DISCARD: "the dealer's discard", CALL: "calling trump", PLAY: "play", HAND_OVER: "hand over",
    GAME_OVER: "game over",
}

PLAY_MOVES = {card: Move(kind="play", card=card) for card in DeckSpec().codes()}
NEXT_HAND_MOVE = Move(kind="next_hand")

NO_TRUMP = ""


def ready_move(**fields: Any) -> Move:
    """A :class:`Move` whose values are already frozen (text, numbers, tuples of text), built
    without Move's freezing pass over every value, which costs more than the rest of working
    out a hand's passes. Equal to, and hashing like, ``Move(**fields)``."""
    move = Move()
    dict.update(move, fields)
    return move


# ----- seats -------------------------------------------------------------------------------------
def left_of(seat: int, players: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the left (clockwise) of ``seat``."""
    return (seat + steps) % players


def partner(seat: int, players: int) -> int:
    """Partners sit opposite: in a four-seat game the seat two places round."""
    return (seat + players // 2) % players


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3."""
    return seat % 2


TEAMS = ((0, 2), (1, 3))


# ----- the deal ----------------------------------------------------------------------------------
def deal(order: Sequence[str], players: int, first_seat: int, per_player: int,
         packets: Sequence[int] = ()) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Deal ``per_player`` cards to each seat from ``order`` (top card first), starting at
    ``first_seat`` and going left: one card at a time, or in ``packets`` (Euchre's 3 then 2: each
    seat gets the first packet size, then each the second...). Returns the hands by seat and the
    rest (top card first)."""
    needed = players * per_player
    if needed > len(order):
        raise ValueError(f"{per_player} cards each for {players} players needs {needed} cards")
    hands: list[list[str]] = [[] for _ in range(players)]
    sizes = list(packets) or [1] * per_player
    if sum(sizes) != per_player:
        raise ValueError(f"packets {sizes} do not add up to {per_player} cards")
    i = 0
    for size in sizes:
        for k in range(players):
            seat = (first_seat + k) % players
            hands[seat].extend(order[i:i + size])
            i += size
    return tuple(tuple(h) for h in hands), tuple(order[needed:])


def even_share(cards: int, players: int, at_least_left: int = 0) -> int:
    """Cards each when a deck is dealt out evenly, leaving ``at_least_left`` or more over."""
    return (cards - at_least_left) // players


# ----- ranking and the trick ---------------------------------------------------------------------
def left_bower(trump: str) -> str:
    """The jack of the other suit of trump's colour."""
    return "J" + {"S": "C", "C": "S", "H": "D", "D": "H"}[trump]


_TABLES: dict[tuple[str, bool], tuple[dict[str, str], dict[str, int]]] = {}


def _tables(trump: str, bowers: bool) -> tuple[dict[str, str], dict[str, int]]:
    """How cards rank in a hand with this trump: each card's suit for following and its power
    within that suit (aces high; with ``bowers`` the right and left bowers above the ace of
    trump). Built once per trump suit: plain dict lookups for the engines' inner loops."""
    key = (trump, bowers)
    if key not in _TABLES:
        suit = dict(SUIT_OF)
        power = {c: RANK_VALUE_ACE_HIGH[r] for c, r in RANK_OF.items() if c in SUIT_OF and SUIT_OF[c]}
        if bowers and trump:
            suit[left_bower(trump)] = trump  # the left bower follows as trump
            power["J" + trump] = 16  # "the highest and second highest cards"
            power[left_bower(trump)] = 15
        _TABLES[key] = (suit, power)
    return _TABLES[key]


def a_suit(suit: str) -> str:
    """One card of ``suit`` in words: "a club", "a heart"."""
    return "a " + SUIT_NAMES[suit][:-1]


def effective_suit(card: str, trump: str, bowers: bool = False) -> str:
    return _tables(trump, bowers)[0][card]


def trick_winner(cards: Sequence[str], trump: str, bowers: bool = False) -> int:
    """The index of the winning card: "a trump card of any value will beat the highest card in
    any other suit", else the highest card of the suit led wins; of two identical cards (two
    decks) "the last one thrown wins"."""
    suit, power = _tables(trump, bowers)
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        sc, sb = suit[c], suit[b]
        if sc == sb:
            if power[c] >= power[b]:
                best = i
        elif sc == trump:
            best = i
    return best


def follow_suit(hand: Iterable[str], led: str, trump: str, bowers: bool = False) -> list[str]:
    """The cards that may be played: "you must follow suit if you can"; a player without the
    suit led may play any card (never forced to trump). ``led`` is the effective suit led, or
    ``""`` when leading."""
    hand = list(dict.fromkeys(hand))
    if not led:
        return hand
    suit = _tables(trump, bowers)[0]
    same = [c for c in hand if suit[c] == led]
    return same or hand


def sort_hand(cards: Iterable[str], trump: str = "", bowers: bool = False) -> list[str]:
    """By suit (trump last), then by rank, low to high: the order a heuristic reads a hand in."""
    suit, power = _tables(trump, bowers)
    return sorted(cards, key=lambda c: (suit[c] == trump, SUITS.index(suit[c]), power[c]))


def tricks_word(count: int) -> str:
    return f"{count} trick{'' if count == 1 else 's'}"


def suit_word(suit: str) -> str:
    return SUIT_NAMES[suit] if suit else "no trump"


def zone(name: str, cards: tuple[str, ...], seen: Seen, owner: int | None = None,
         role: Role | None = None, label: str = "", single: bool = False) -> Zone:
    """The same frozen :class:`Zone` as ``Zone(...)``, built without the dataclass ``__init__``
    (which sets each field through ``object.__setattr__``, some 3 µs a zone): the zones are
    asked for after every move, and a trick game has three or four per seat. A test checks
    that the two are equal."""
    made = object.__new__(Zone)
    made.__dict__.update(name=name, cards=cards, seen=seen, owner=owner, role=role, per_card=None, label=label,
                         single=single)
    return made


# ----- the state ---------------------------------------------------------------------------------
@dataclass(eq=False, kw_only=True)
class TrickState(GameState):
    """What every trick-taking game keeps. Games add their own fields (bids, passes, makers)."""

    hand_no: int  # 1 for the first hand
    dealer: int
    shuffles: int  # shuffles done so far: the index of the next one
    phase: str
    turn: int  # the seat to act in a one-seat phase
    hands: tuple[tuple[str, ...], ...]
    kitty: tuple[str, ...] = ()  # the cards set aside: Hearts' middle, Euchre's kitty, the stub
    trump: str = NO_TRUMP
    leader: int = 0  # who led the trick in progress
    trick: tuple[str, ...] = ()  # cards played to the trick in progress, in play order
    won: tuple[tuple[str, ...], ...] = ()  # each seat's pile of cards won
    tricks: tuple[int, ...] = ()  # tricks won this hand, per seat
    last_trick: tuple[tuple[int, str], ...] = ()  # (seat, card) of the last finished trick
    last_winner: int = -1
    sitting_out: int = -1  # the seat sitting out this hand (a lone hand's partner), or -1
    history: tuple[dict[str, Any], ...] = ()  # one record per finished hand, for the sheet
    totals: tuple[int, ...] = ()  # running score per seat (per team in partnership games)
    #: Per seat, the suits it showed it has none of this hand (it did not follow one led):
    #: public, since everybody saw it; a search deals it none of them (:meth:`determinize`).
    voids: tuple[str, ...] = ()


T = TypeVar("T", bound=TrickState)


#: The seat reading the refusal being written, while :meth:`TrickGame.refusal_to` asks for one
#: (None: :meth:`Game.check`'s, read by anyone, a log or a save's reader: players are named).
_READER: ContextVar[int | None] = ContextVar("trick_refusal_reader", default=None)


def reads(seat: Any) -> bool:
    """Whether the refusal being written is said to ``seat`` (the player it is about), so that it
    says "you": "You have already passed." to Anna, not "Anna has already passed."."""
    reader = _READER.get()
    return reader is not None and reader == seat and not isinstance(seat, bool)


class TrickGame(Game[T], Generic[T]):
    """The play of the cards and the end of a hand, written once. A game sets :attr:`bowers`,
    :attr:`simultaneous`, writes its deal, its other phases and its scoring (the hooks at the
    end of this class)."""

    bowers: ClassVar[bool] = False
    #: Phases in which several seats act at once (each move names its seat).
    simultaneous: ClassVar[frozenset[str]] = frozenset()
    #: What the game calls one deal played out: "hand", or "round" where its rules say so (Whist
    #: with 10s' six rounds), on the button that deals the next one as in the prompt above it.
    hand_word: ClassVar[str] = "hand"

    # ----- set-up ----------------------------------------------------------------------------
    def first_deal(self, players, options, seed, stack) -> tuple[T, list[Event]]:
        """The first hand dealt as every later one is, by a dealer drawn at random (the seed),
        to the table :meth:`undealt` sets: the log and the curtain tell the first deal as they
        tell the next ones ("Hand 1: Cleo dealt and turned up the king of spades.")."""
        return self.deal_hand(self.undealt(players, options, seed, stack), first_dealer(seed, len(players)))

    def undealt(self, players, options, seed, stack) -> T:  # pragma: no cover - a hook
        """The table before the first deal: the game's state with no cards dealt."""
        raise NotImplementedError

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return self.deck(players, options)

    def deck(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec()

    def shuffled(self, state: T) -> list[str]:
        """The next shuffle of this game's deck, top card first (stacked if the record says)."""
        return shuffle(self.deck(len(state.players), state.options).codes(), state.seed,
                       state.shuffles, state.stack)

    def blank_hand(self, state: T, dealer: int) -> T:
        """A fresh hand's common fields (the game's deal fills in the cards)."""
        n = len(state.players)
        return state.replace(
            dealer=dealer, trick=(), won=((),) * n, tricks=(0,) * n, last_trick=(),
            last_winner=-1, sitting_out=-1, trump=NO_TRUMP, kitty=(), voids=(),
        )

    def start_play(self, state: T, leader: int) -> T:
        """The play begins with ``leader`` (moved on if that seat is sitting out: "the next
        player in the rotation leads")."""
        leader = self.next_in_play(state, leader - 1)
        return state.replace(phase=PLAY, turn=leader, leader=leader, trick=())

    # ----- who acts --------------------------------------------------------------------------
    def to_act(self, state: T) -> tuple[int, ...]:
        if state.phase == GAME_OVER:
            return ()
        if state.phase in self.simultaneous:
            return self.acting_together(state)
        return (state.turn,)

    def current_player(self, state: T) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    def next_in_play(self, state: T, seat: int) -> int:
        """The next seat to the left of ``seat`` that is not sitting out."""
        n = len(state.players)
        seat = (seat + 1) % n
        if seat == state.sitting_out:
            seat = (seat + 1) % n
        return seat

    def seats_in_play(self, state: T) -> int:
        return len(state.players) - (state.sitting_out >= 0)

    def lone_partner(self, state: T) -> int:
        """The seat sitting out the hand in play (a lone hand's partner), or -1: none, or the
        hand is over (the next deal, whose partners are whole again, waits)."""
        return state.sitting_out if state.phase not in (HAND_OVER, GAME_OVER) else -1

    def partners(self, state: T, seat: int) -> list[int]:
        """The side's other seats, less a partner sitting out this hand (Euchre's going alone)."""
        return [s for s in super().partners(state, seat) if s != self.lone_partner(state)]

    def plays_alone(self, state: T, seat: int) -> bool:
        """The maker of a lone hand, whose partner sits out (:meth:`Game.plays_alone`)."""
        out = self.lone_partner(state)
        return out >= 0 and seat != out and out in super().partners(state, seat)

    # ----- the turn --------------------------------------------------------------------------
    def compute_legal_moves(self, state: T) -> list[Move]:
        if state.phase == PLAY:
            return [PLAY_MOVES[c] for c in self.playable(state)]
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        if state.phase == GAME_OVER:
            return []
        return self.phase_moves(state)

    def check(self, state: T, move: Move) -> str | None:
        """A move naming a seat in a one-seat phase must name the seat to act (and is then the
        same move as without it)."""
        seat = move.get("seat")
        if seat is not None and state.phase not in self.simultaneous and state.phase != GAME_OVER:
            if seat != state.turn:
                return self.not_your_turn(state, seat)
            move = Move({k: v for k, v in move.items() if k != "seat"})
        if state.phase == PLAY and len(move) == 2 and move.get("kind") == "play":
            # By rule rather than by looking the move up: the engines' hot path.
            card = move.get("card")
            if isinstance(card, str) and PLAY_MOVES.get(card) in self.legal_moves(state):  # cached
                return None
            return self.explain(state, move)
        return super().check(state, move)

    def refusal_to(self, state: T, move: Move, viewer: int | None) -> str | None:
        """:meth:`check`'s refusal, said to ``viewer``: where it is about the viewer, in the second
        person ("You have already passed." to Anna; :func:`reads`)."""
        token = _READER.set(viewer)
        try:
            return self.check(state, move)
        finally:
            _READER.reset(token)

    def not_your_turn(self, state: T, seat: Any) -> str:
        acting = self.to_act(state)
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state.players):
            if not acting:
                return "The game is over."
            if any(reads(s) for s in acting):
                return f"It is your turn, not {state.players[seat]}'s."
            names = listed(state.players[s] for s in acting)
            return f"It is {names}'s turn, not yours." if reads(seat) else \
                f"It is {names}'s turn, not {state.players[seat]}'s."
        return f"There is no seat {seat!r} at this table."

    def not_held(self, state: T, seat: int, what: str) -> str:
        """"Anna does not hold the 7 of clubs.", "You do not hold ..." said to Anna."""
        return f"You do not hold {what}." if reads(seat) else f"{state.players[seat]} does not hold {what}."

    def led_suit(self, state: T) -> str:
        if not state.trick:
            return ""
        return effective_suit(state.trick[0], state.trump, self.bowers)

    def playable(self, state: T) -> list[str]:
        """The cards the seat to play may play: follow suit, and the game's own limits on a
        lead (Hearts)."""
        hand = state.hands[state.turn]
        if state.trick:
            return follow_suit(hand, self.led_suit(state), state.trump, self.bowers)
        return self.may_lead(state, list(dict.fromkeys(hand)))

    def perform(self, state: T, move: Move) -> Applied:
        kind = move["kind"]
        if kind == "play":
            return self.play_card(state, move["card"])
        if kind == "next_hand":
            new, events = self.deal_hand(state.replace(hand_no=state.hand_no + 1),
                                         left_of(state.dealer, len(state.players)))
            return Applied(new, tuple(events))
        return self.perform_phase(state, move)

    def play_card(self, state: T, card: str) -> Applied:
        seat = state.turn
        who = state.players[seat]
        hands = list(state.hands)
        hand = list(hands[seat])
        hand.remove(card)
        hands[seat] = tuple(hand)
        trick = state.trick + (card,)
        events = [Event(f"{who} plays the {card_name(card)}.", "card_moved", card=card,
                        src=f"hand/{seat}", dst="trick", seat=seat)]
        complete = len(trick) == self.seats_in_play(state)
        voids = state.voids
        if state.trick:
            led = self.led_suit(state)
            if effective_suit(card, state.trump, self.bowers) != led:
                # not following shows the table this seat has no card of the suit led
                marks = list(voids or ("",) * len(state.players))
                if led not in marks[seat]:
                    marks[seat] += led
                voids = tuple(marks)
        new = state.replace(hands=tuple(hands), trick=trick, voids=voids,
                            turn=state.turn if complete else self.next_in_play(state, seat))
        new, more = self.after_play(new, seat, card)
        events += more
        if not complete:
            return Applied(new, tuple(events))
        # The trick is complete: it goes to its winner, who leads next.
        seats = self.trick_seats(state)
        best = trick_winner(trick, state.trump, self.bowers)
        winner = seats[best]
        won = list(new.won)
        won[winner] = won[winner] + trick
        tricks = list(new.tricks)
        tricks[winner] += 1
        new = new.replace(trick=(), won=tuple(won), tricks=tuple(tricks), leader=winner, turn=winner,
                          last_trick=tuple(zip(seats, trick)), last_winner=winner)
        events.append(Event(f"{new.players[winner]} takes the trick with the {card_name(trick[best])}.", "trick_won", seat=winner,
                            cards=list(trick), dst=f"won/{winner}"))
        new, more = self.after_trick(new, winner, trick)
        events += more
        if not any(new.hands[s] for s in range(len(new.players)) if s != new.sitting_out):
            new, more = self.score_hand(new)
            events += more
        return Applied(new, tuple(events))

    def trick_seats(self, state: T) -> list[int]:
        """Who played each card of the trick in progress, in play order."""
        seats = [state.leader]
        while len(seats) < self.seats_in_play(state):
            seats.append(self.next_in_play(state, seats[-1]))
        return seats

    def end_of_hand(self, state: T, record: dict[str, Any], points: Sequence[int],
                    game_over: bool) -> T:
        """Write the hand's record and add its points to the running totals."""
        totals = tuple(t + p for t, p in zip(state.totals, points))
        record = dict(record, points=list(points))
        return state.replace(history=state.history + (record,), totals=totals,
                             phase=GAME_OVER if game_over else HAND_OVER,
                             turn=left_of(state.dealer, len(state.players)))

    def reveals_more(self, before: T, move: Move, after: T) -> bool:
        """A new deal shows everyone new cards, and some games say aloud who holds what ("turned
        up the queen of clubs: clubs are trump"), even when every card was seen in the last hand
        (the zones then count nothing new): it cannot be taken back (:meth:`Game.can_undo`).
        Anything else that showed a hidden card is caught by the zones (the generic rule)."""
        return move.get("kind") == "next_hand"

    def explain(self, state: T, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This hand is over: deal the next hand."
        seat = move.get("seat")
        if seat is not None and seat not in self.to_act(state):
            return self.not_your_turn(state, seat)
        if kind == "play":
            if state.phase != PLAY:
                return self.no_play_now(state)
            card = move.get("card")
            if not isinstance(card, str) or card not in SUIT_OF or not SUIT_OF[card]:
                return f"{card!r} is not a card."
            if card not in state.hands[state.turn]:
                return self.not_held(state, state.turn, f"the {card_name(card)}")
            if state.trick:
                return self.must_follow_words(state, card)
            return self.why_not_lead(state, card)
        if kind == "next_hand":
            return "The hand is not over yet."
        return self.explain_phase(state, move)

    # ----- what each seat may see ------------------------------------------------------------
    def zones(self, state: T) -> list[Zone]:
        """Hands are their owners'; the trick and the cards won are face up (everyone saw them
        played); the kitty is the game's to say (:meth:`kitty_zone`)."""
        zones = [zone("hand", hand, Seen.OWNER, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones.append(zone("trick", self.trick_cards(state), Seen.ALL, role=Role.TRICK))
        zones += [zone("won", cards, Seen.ALL, seat, Role.COLLECTION) for seat, cards in enumerate(state.won)]
        kitty = self.kitty_zone(state)
        if kitty is not None:
            zones.append(kitty)
        return zones + self.extra_zones(state)

    def trick_cards(self, state: T) -> tuple[str, ...]:
        """The cards of the trick zone, read without building the zones: the computer player's
        sense asks for the trick at every move of every playout. The same cards as the zone of
        role TRICK in :meth:`zones` (a test holds every trick game to it)."""
        return state.trick

    def kitty_zone(self, state: T) -> Zone | None:
        seen = Seen.ALL if state.phase in (HAND_OVER, GAME_OVER) else Seen.NOBODY
        return zone("kitty", state.kitty, seen, role=Role.KITTY, label="Kitty")

    def with_zones(self, state: T, cards: dict[str, tuple[str, ...]]) -> T:
        hands = list(state.hands)
        won = list(state.won)
        changes: dict[str, Any] = {}
        rest: dict[str, tuple[str, ...]] = {}
        for key, value in cards.items():
            name, _, owner = key.partition("/")
            if name == "hand":
                hands[int(owner)] = tuple(value)
            elif name == "won":
                won[int(owner)] = tuple(value)
            elif name in ("trick", "kitty"):
                changes[name] = tuple(value)
            else:
                rest[key] = tuple(value)
        new = state.replace(hands=tuple(hands), won=tuple(won), **changes)
        return self.extra_with_zones(new, rest) if rest else new

    def shown_lacking(self, state: T) -> Callable[[int, str], bool] | None:
        """A seat that did not follow a suit showed the table it has none of it (its voids):
        the search's samples deal it none (:meth:`Game.determinize`). Without that, a search
        deals a seat the cards it showed it has not, and plays out tricks that cannot happen."""
        voids = state.voids
        if not voids or not any(voids):
            return None
        trump, bowers = state.trump, self.bowers
        return lambda seat, card: effective_suit(card, trump, bowers) in voids[seat]

    def public(self, state: T) -> dict[str, Any]:
        n = len(state.players)
        data: dict[str, Any] = {
            "phase": state.phase, "hand_no": state.hand_no, "dealer": state.dealer,
            "trump": state.trump, "trump_name": suit_word(state.trump),
            "leader": state.leader if state.phase == PLAY else None,
            "trick_seats": self.trick_seats(state)[:len(state.trick)] if state.phase == PLAY else [],
            "tricks": list(state.tricks), "last_trick": [list(p) for p in state.last_trick],
            "last_winner": state.last_winner,
            "sitting_out": state.sitting_out if state.sitting_out >= 0 else None,
            "totals": list(state.totals), "scores": self.scores(state),
            "hands_played": len(state.history),
            "history": [dict(h) for h in state.history],
            "voids": list(state.voids),
        }
        if self.partnership:
            data["teams"] = [list(t) for t in TEAMS[: n // 2]]
            data["team_tricks"] = [sum(state.tricks[s] for s in t) for t in TEAMS]
        data.update(self.extra_public(state))
        data["notes"] = self.table_notes(state)
        data["seat_notes"] = [self.seat_note(state, s) for s in range(n)]
        return data

    # ----- the score sheet ---------------------------------------------------------------------
    def history_sheet(self, state: T, rows: Sequence[Any], sub_columns: tuple[str, ...],
                      notes: tuple[str, ...], tie_rule: str = "Ties share the win.",
                      lower_is_better: bool = False, goal: str = "", keys: tuple[str, ...] = (),
                      marks_said: str = "", round_word: str = "") -> "ScoreSheet":
        """The sheet every game of the family fills in the same way from its ``history``: one
        column per player (per team in a partnership game), the game's rows, running totals and,
        once the game is over, the winning columns. Each game gives its rows and reminders (the
        Hearts and Oh Hell! ones shared with their blank sheets in ``core/blank_sheets.py``), and
        ``goal``, how the game is won where it is not "the highest total" when the rounds are
        played (Euchre: "the first team to 10 points wins"), and ``keys``, what a mark in a cell
        means (said under the panel's sheet and printed with the notes: :attr:`ScoreSheet.keys`),
        and ``marks_said``, what the rows' short marks are (:attr:`ScoreSheet.marks_said`), and
        ``round_word``, what a row is where its label does not number it (:attr:`ScoreSheet.round_word`)."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, today

        over = state.phase == GAME_OVER
        winners = self.winners(state) if over else []
        if self.partnership:
            columns: tuple[str, ...] = tuple(self.team_names(state))
            winners = sorted({team_of(s) for s in winners})
        else:
            columns = tuple(state.players)
        return ScoreSheet(
            title=f"{self.info.name} score sheet", game_name=self.info.name, columns=columns,
            players=tuple(state.players), sub_columns=sub_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options, len(state.players)),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(state.totals),
            winners=tuple(winners), lower_is_better=lower_is_better, tie_rule=tie_rule, notes=notes,
            keys=keys, marks_said=marks_said, round_word=round_word, extra={"goal": goal} if goal else {},
        )

    # ----- words for the table ------------------------------------------------------------------
    def trump_note(self, state: T) -> str:
        """ "Trump: ♥ hearts", or "No trump". """
        if not state.trump:
            return "No trump"
        return f"Trump: {SUIT_SYMBOLS[state.trump]} {SUIT_NAMES[state.trump]}"

    def table_notes(self, state: T) -> list[str]:
        """Short public lines the table shows in the middle (the generic table's ``notes``):
        the hand and trump; games add their own."""
        return [f"Hand {state.hand_no}", self.trump_note(state)]

    def seat_note(self, state: T, seat: int) -> str:
        """One public line under a seat (the generic table's ``seat_notes``): its tricks this
        hand, or "sitting out"."""
        if seat == state.sitting_out:
            return "sitting out"
        return tricks_word(state.tricks[seat]) if state.tricks else ""

    # ----- the end ---------------------------------------------------------------------------
    def is_over(self, state: T) -> bool:
        return state.phase == GAME_OVER

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def scores(self, state: T) -> list[int]:
        """Per seat; in a partnership game each seat shows its team's score."""
        if self.partnership:
            return [state.totals[team_of(s)] for s in range(len(state.players))]
        return list(state.totals)

    def team_names(self, state: T) -> list[str]:
        return [" & ".join(state.players[s] for s in team) for team in TEAMS]

    def move_label(self, state: T, move: Move) -> str:
        """Words for a button that makes ``move`` (moves that are not drags: bids, pass, order
        up, call, alone, knock, next hand), for the generic table's controls."""
        kind = move.get("kind")
        if kind == "play":
            return f"Play the {card_name(move['card'])}"
        if kind == "next_hand":
            return f"Deal the next {self.hand_word}"
        if kind == "pass" and "cards" in move:
            return "Pass these three"
        if kind == "pass":
            return "Pass"
        if kind == "bid":
            return f"Bid {move['bid']}"
        if kind == "knock":
            return "A finger (1)" if move["bid"] else "A closed hand (0)"
        if kind == "order_up":
            words = "Pick it up" if state.turn == state.dealer else "Order it up"
            return words + (", alone" if move.get("alone") else "")
        if kind == "call":
            return f"Call {SUIT_NAMES[move['suit']]}" + (", alone" if move.get("alone") else "")
        if kind == "discard":
            return f"Discard the {card_name(move['card'])}"
        return str(kind)

    # ----- a heuristic for computer players ----------------------------------------------------
    def heuristic(self, state: T, seat: int) -> Move:
        """A quick, reasonable move for ``seat`` (which must be to act), from what the seat may
        see: in the play, win cheaply when the game wants tricks, else duck; elsewhere the
        game's :meth:`heuristic_phase`. The computer players' easiest level, and the default
        rollout policy of the stronger ones."""
        if state.phase != PLAY:
            if state.phase == HAND_OVER:
                return NEXT_HAND_MOVE
            return self.heuristic_phase(state, seat)
        cards = self.playable(state)
        trump, bowers = state.trump, self.bowers
        power = _tables(trump, bowers)[1]
        suit = _tables(trump, bowers)[0]
        by_power = sorted(cards, key=lambda c: (suit[c] == trump, power[c]))
        want = self.wants_trick(state, seat)
        if not state.trick:  # leading: a high card of the longest side suit, or the lowest
            if want:
                return PLAY_MOVES[max(cards, key=lambda c: (suit[c] != trump, power[c]))]
            return PLAY_MOVES[by_power[0]]
        seats = self.trick_seats(state)
        best = trick_winner(state.trick, trump, bowers)
        winners = [c for c in by_power
                   if trick_winner(state.trick + (c,), trump, bowers) == len(state.trick)]
        partner_winning = seats[best] == self.partner_of(state, seat)
        if want and winners and not partner_winning:
            return PLAY_MOVES[winners[0]]  # the cheapest card that wins
        losers = [c for c in by_power if c not in winners]
        if not want and losers:
            return PLAY_MOVES[self.shed(state, losers)]
        return PLAY_MOVES[by_power[0]]

    def partner_of(self, state: T, seat: int) -> int | None:
        """The seat's partner this hand (the seat opposite in a partnership game), or None."""
        return partner(seat, len(state.players)) if self.partnership else None

    def shed(self, state: T, losers: list[str]) -> str:
        """The card to throw on a trick one does not want to win: the highest that still loses."""
        return losers[-1]

    # ----- hooks -----------------------------------------------------------------------------
    def deal_hand(self, state: T, dealer: int) -> tuple[T, list[Event]]:  # pragma: no cover
        raise NotImplementedError

    def phase_moves(self, state: T) -> list[Move]:  # pragma: no cover
        raise NotImplementedError

    def perform_phase(self, state: T, move: Move) -> Applied:  # pragma: no cover
        raise NotImplementedError

    def no_play_now(self, state: T) -> str:
        """Why a card cannot be played in this phase (a game may say what to do instead)."""
        return f"No cards are played during {PHASE_WORDS.get(state.phase, state.phase)}."

    def explain_phase(self, state: T, move: Move) -> str:
        return f"That is not a move in {self.info.name} now."

    def acting_together(self, state: T) -> tuple[int, ...]:
        return ()

    def may_lead(self, state: T, hand: list[str]) -> list[str]:
        """The cards the leader may lead (default: any)."""
        return hand

    def must_follow_words(self, state: T, card: str) -> str:
        """Why ``card`` may not go on the trick: "You must follow suit if possible", said with
        the card dropped and its suit as it counts here ("You must follow clubs: the ace of
        hearts is a heart, and you have a club to play."; the left bower "counts as a spade
        (trump)"). "You must follow clubs." alone did not say which card was wrong (s44 t3 F7).
        Names no card but the one the player tried, which is theirs."""
        led = self.led_suit(state)
        own = effective_suit(card, state.trump, self.bowers)
        is_what = (f"is {a_suit(own)}" if own == SUIT_OF[card]
                   else f"counts as {a_suit(own)} (trump)")
        return f"You must follow {SUIT_NAMES[led]}: the {card_name(card)} {is_what}, and you have {a_suit(led)} to play."

    def why_not_lead(self, state: T, card: str) -> str:
        return "That card may not be led now."

    def after_play(self, state: T, seat: int, card: str) -> tuple[T, list[Event]]:
        return state, []

    def after_trick(self, state: T, winner: int, trick: tuple[str, ...]) -> tuple[T, list[Event]]:
        return state, []

    def score_hand(self, state: T) -> tuple[T, list[Event]]:  # pragma: no cover
        raise NotImplementedError

    def extra_zones(self, state: T) -> list[Zone]:
        return []

    def extra_with_zones(self, state: T, cards: dict[str, tuple[str, ...]]) -> T:
        raise KeyError(", ".join(cards))

    def extra_public(self, state: T) -> dict[str, Any]:
        return {}

    def wants_trick(self, state: T, seat: int) -> bool:
        return True

    def heuristic_phase(self, state: T, seat: int) -> Move:
        moves = self.legal_moves(state, seat)
        return moves[0]


def spread_of_passes(hand: Sequence[str], size: int, limit: int) -> list[tuple[str, ...]]:
    """Some ``size``-card passes from ``hand``, at most ``limit``: all of them when few enough,
    else ones spread evenly through them all (in the order of the sorted hand). What a table or
    a computer player is offered; any ``size`` cards of the hand are legal, checked by rule."""
    cards = sort_hand(dict.fromkeys(hand))
    total = comb(len(cards), size)
    if total <= limit:
        return list(combinations(cards, size))
    return [nth_combination(cards, size, i * total // limit) for i in range(limit)]


def nth_combination(pool: Sequence[str], r: int, index: int) -> tuple[str, ...]:
    """The ``index``-th of ``combinations(pool, r)`` without listing the others (the itertools
    recipe)."""
    n = len(pool)
    c = comb(n, r)
    result = []
    while r:
        c, n, r = c * r // n, n - 1, r - 1
        while index >= c:
            index -= c
            c, n = c * (n - r) // n, n - 1
        result.append(pool[-1 - n])
    return tuple(result)
