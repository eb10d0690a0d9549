"""Crazy Eights, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Crazy Eights").

Set-up: "Shuffle and deal eight cards to each player. Place the remainder of the deck in the
middle of the table, forming the stock. Turn one card from the stock face up; this card, the
upcard, is the top card of the discard pile." One deck for up to five players; "more can play if
a second deck is shuffled in", so six to eight players always use two decks (an option adds the
second deck for smaller tables too). "Optionally, jokers may be included" (two per deck).

The turn: play a card "matching the upcard in either suit or rank"; "8s serve as wild cards. An 8
may be played at any time, and the player who plays it names any one of the four suits"; a joker
is wild too, but "the next player may play any card they wish". "If a player is unable or
unwilling to play a card, they draw from the stock until they are able to play": drawing is one
card per move and the same player goes on. A player may start drawing even when they could
play ("unwilling"), but drawing stops as soon as the card just drawn can be played: then they
must play a card (the drawn one or any other that matches). "If the stock is depleted, the upcard is set aside and the discard pile shuffled to form a
new stock." "The first player to run out of cards wins."

Choices the text leaves to the table (also on the in-app rules page):

* Dealer and first player: seat order is clockwise, so "to the left" is the next seat; "The
  player to the left of the dealer goes first" and the deal passes left each hand. Who deals the
  first hand: the text does not say, so the family's General Rules do: "When dealing the cards
  for the first round the dealer is randomly selected unless the rules state differently". The
  dealer is drawn from the seed (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log
  says who deals. House rule ``first_dealer``: the last player named deals, so the first named
  plays first (as every game did before state version 2: a game saved before replays so).
* If the upcard is an 8 it is an ordinary card: follow its suit or play an 8. If it is a joker,
  the first player may play anything.
* When nothing can be drawn (the stock is empty and the upcard is the only discard) a player who
  cannot play passes. If every player passes in a row the hand is blocked: it ends, and the
  player(s) with the fewest penalty points in hand win it.
* The same few cards going round: when each player names a suit the next one lacks, the four 8s
  can be drawn and played again and again for ever (seen among computer players), the discards
  shuffled into a stock of two or three cards each time. So a hand is also blocked, and ends the
  same way, when the discards have been shuffled into a new stock
  :data:`SHUFFLES_WITHOUT_PROGRESS` times in a row without the hands together holding fewer
  cards than at an earlier shuffle of the hand.
* Scoring over several hands (option): each card left in a hand costs penalty points (8s and
  jokers 50, kings, queens and jacks 10, aces 1, other cards their number); the game ends when
  someone reaches the target, and the lowest total wins (ties share the win).
* Undo: a play or a pass can be taken back; a draw cannot (the card has been seen), nor a deal,
  nor the play or pass that ends a hand (every hand is then laid face up to count the penalty
  points). This is the engine's generic rule: a move that showed anyone a card hidden from the
  mover cannot be taken back.
* What everyone sees: each hand is its owner's until the hand ends, then face up for all; the
  stock is face down; of the discard pile only the upcard shows. The status line is public: it
  never depends on a hidden card (after a draw it does not say whether the card drawn can be
  played); the player's own advice is :meth:`CrazyEights.prompt`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..core.cards import JOKER, RANK_NAMES, RANK_OF, SUIT_NAMES, SUIT_OF, SUITS, DeckSpec, card_name, card_short
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import (
    Applied, Event, Game, GameInfo, GameState, Lacks, Move, OptionSpec, Refusal, applied, lacking_test, seen_lacking,
)
from ..core.move_forms import CARD, SUIT
from ..core.piles import as_pile, deal_round_robin, rebuilt_stock, shuffled_since
from ..core.rng import shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HAND_SIZE = 8
#: shuffles of the discards in a row, with the hands holding no fewer cards than at an earlier
#: shuffle, after which a hand is blocked (the same cards going round)
SHUFFLES_WITHOUT_PROGRESS = 5
ONE_DECK_MAX_PLAYERS = 5
MAX_PLAYERS = 8

PENALTY = {"8": 50, JOKER: 50, "K": 10, "Q": 10, "J": 10, "A": 1}


def penalty(card: str) -> int:
    rank = RANK_OF[card]
    return PENALTY.get(rank) or int(rank)


PLAY, DRAW, PASS, NEXT_HAND = "play", "draw", "pass", "next_hand"
HAND_OVER, GAME_OVER = "hand_over", "game_over"  # the phases after PLAY
SUIT_SET = frozenset(SUITS)
#: Zone keys of the hands by seat (built once: events name them on every play).
HAND_KEYS = tuple(f"hand/{seat}" for seat in range(MAX_PLAYERS))
DRAW_MOVE = Move(kind=DRAW)
PASS_MOVE = Move(kind=PASS)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
#: The cards that may be played on a top card, by (suit to follow, rank of the top card): the
#: suit, the rank, any 8 and any joker; after a joker (suit "") any card. Built once.
_ALL_CARDS = tuple(DeckSpec(jokers=1).cards())
PLAYABLE: dict[tuple[str, str], frozenset[str]] = {
    (suit, rank): frozenset(c for c in _ALL_CARDS
                            if not suit or SUIT_OF[c] == suit or RANK_OF[c] in (rank, "8", JOKER))
    for suit in ("", *SUITS) for rank in set(RANK_OF.values())
}
#: The same, by (suit to follow, top card).
PLAYABLE_ON: dict[tuple[str, str], frozenset[str]] = {
    (suit, card): PLAYABLE[suit, RANK_OF[card]] for suit in ("", *SUITS) for card in _ALL_CARDS
}
CARD_NAMES = {card: card_name(card) for card in _ALL_CARDS}
#: The cards that play on anything: the 8s and the joker.
WILD_CARDS = frozenset(card for card in _ALL_CARDS if RANK_OF[card] in ("8", JOKER))
# The play moves of each card, built once (moves are read-only, so states can share them).
PLAY_MOVES = {
    card: [Move(kind=PLAY, card=card, suit=s) for s in SUITS] if RANK_OF[card] == "8" else [Move(kind=PLAY, card=card)]
    for card in DeckSpec(jokers=1).cards()
}


#: The events of a play and of a draw, made once for each player, seat, card and suit named:
#: events are values nobody changes, so states share them as they share moves (a computer
#: player's search makes the same plays by the thousand). Emptied when it holds this many.
_EVENTS: dict[tuple[Any, ...], tuple[Event, ...]] = {}
_EVENTS_KEPT = 20_000


def _keep_events(key: tuple[Any, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    if len(_EVENTS) >= _EVENTS_KEPT:
        _EVENTS.clear()
    _EVENTS[key] = events
    return events


@dataclass(eq=False, kw_only=True)
class CrazyEightsState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top card last
    discard: tuple[str, ...]  # top card (the upcard) last
    suit: str  # the suit to follow; "" after a joker: any card may be played
    turn: int
    dealer: int
    shuffles: int  # shuffles done so far: the index of the next one
    passes: int  # players in a row who could neither play nor draw
    drew: bool  # the player to move has drawn this turn (their last card is the one drawn)
    phase: str  # "play", "hand_over" or "game_over"
    hand_no: int  # 1 for the first hand
    hand_points: tuple[tuple[int, ...], ...]  # penalty points of each finished hand, per seat
    hand_winners: tuple[tuple[int, ...], ...]  # who won each finished hand
    # The cards each seat showed the table it does not hold by drawing or passing this hand (the
    # card a player has just drawn aside), for the computer's samples (shown_lacking); not a
    # public fact the table writes.
    lacks: Lacks = ()
    # the fewest cards the hands held together at a shuffle of the discards this hand (-1: no
    # shuffle yet), and the shuffles since that number last fell
    low_held: int = -1
    idle_shuffles: int = 0


class CrazyEights(Game[CrazyEightsState]):
    #: each kind of move and its fields (anything else is not a move of this game)
    move_forms = {PLAY: {"card": CARD, "suit?": SUIT}, DRAW: {}, PASS: {}, NEXT_HAND: {}}
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far
    seat_numbers = ("scores",)
    info = GameInfo(
        id="crazy_eights",
        name="Crazy Eights",
        family="Shedding (stops)",
        min_players=2,
        max_players=MAX_PLAYERS,
        description="Match the top card by suit or rank; eights are wild. First out wins.",
        source="003_568aafc6ffe6d89e.txt, section 'Crazy Eights'",
        rules_page="crazy_eights.html",
        options=(
            OptionSpec("jokers", "Jokers", "Add the jokers: wild, and the next player may play any card.", False),
            OptionSpec("two_decks", "Two decks", "Shuffle in a second deck (always used for 6 to 8 players).", False),
            OptionSpec(
                "scoring", "Play several hands",
                "Cards left in hand are penalty points; play hands until someone reaches the target.",
                False,
            ),
            OptionSpec("target", "Target score", "With several hands: the game ends when someone reaches this many "
                       "penalty points.", 100, minimum=10, maximum=1000, needs="scoring"),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2

    # How the table makes each move (zone names; "hand" is the mover's): drag a card from the
    # hand onto the discard pile to play it; drag the stock onto the hand, or click it, to draw.
    # Pass and "deal the next hand" are buttons.
    gestures = {PLAY: ("hand", "discard"), DRAW: ("stock", "hand")}

    def move_label(self, state: CrazyEightsState, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        return {PASS: "Pass (nothing to draw)", NEXT_HAND: "Deal the next hand",
                DRAW: "Draw a card"}.get(move.kind, "")

    # ----- set-up ---------------------------------------------------------------------------
    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """One deck for up to five players, two for more (or with the option); "Optionally,
        jokers may be included" (two per deck)."""
        decks = 2 if options["two_decks"] or players > ONE_DECK_MAX_PLAYERS else 1
        return DeckSpec(decks=decks, jokers=2 if options["jokers"] else 0)

    def new_state(self, players, options, seed, stack) -> CrazyEightsState:
        dealer = opening_dealer(players, options, seed)[0]
        state = CrazyEightsState(
            players=players, options=options, seed=seed, stack=stack,
            hands=(), stock=(), discard=(), suit="", turn=0, dealer=dealer, shuffles=0,
            passes=0, drew=False, phase=PLAY, hand_no=0, hand_points=(), hand_winners=(),
        )
        return self._deal(state, dealer=dealer)

    def _deal(self, state: CrazyEightsState, dealer: int) -> CrazyEightsState:
        """ "Shuffle and deal eight cards to each player ... Turn one card from the stock face up" """
        n = len(state.players)
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        hands, rest = deal_round_robin(order, n, HAND_SIZE, (dealer + 1) % n)
        upcard = rest[0]
        return state.replace(
            hands=hands, stock=as_pile(rest[1:]), discard=(upcard,), suit=SUIT_OF[upcard],
            turn=(dealer + 1) % n, dealer=dealer, shuffles=state.shuffles + 1, passes=0,
            drew=False, phase=PLAY, hand_no=state.hand_no + 1, lacks=(frozenset(),) * n,
            low_held=-1, idle_shuffles=0,
        )

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: CrazyEightsState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == HAND_OVER:
            # the next dealer deals the next hand (the table said "Ben: deal the next hand",
            # whose turn it would have been, and the log then "Hand 2: Anna deals.")
            return self.next_dealer(state)
        return state.turn

    @staticmethod
    def next_dealer(state: CrazyEightsState) -> int:
        """The player after this hand's dealer deals the next hand (as the table already did)."""
        return (state.dealer + 1) % len(state.players)

    def matches(self, state: CrazyEightsState, card: str) -> bool:
        """ "They must play a card to the discard pile matching the upcard in either suit or
        rank"; "An 8 may be played at any time"; after a joker "the next player may play any
        card they wish"."""
        rank = RANK_OF[card]
        if rank == "8" or rank == JOKER or not state.suit:
            return True
        return SUIT_OF[card] == state.suit or rank == RANK_OF[state.discard[-1]]

    def can_draw(self, state: CrazyEightsState) -> bool:
        """There is a card to draw, and the player has not just drawn one they can play
        ("they draw from the stock until they are able to play")."""
        if state.drew and self.matches(state, state.hands[state.turn][-1]):
            return False
        return self.something_to_draw(state)

    @staticmethod
    def something_to_draw(state: CrazyEightsState) -> bool:
        """The stock, or the discards under the upcard that would make a new one (public)."""
        return bool(state.stock) or len(state.discard) > 1

    def compute_legal_moves(self, state: CrazyEightsState) -> list[Move]:
        if state.phase != PLAY:
            return [NEXT_HAND_MOVE] if state.phase == HAND_OVER else []
        # The same test as matches(), looked up in a table: this is the engine's hot loop.
        discard = state.discard
        playable = PLAYABLE_ON[state.suit, discard[-1]]
        hand = state.hands[state.turn]
        options = state.options
        if options["jokers"] or options["two_decks"] or len(state.players) > ONE_DECK_MAX_PLAYERS:
            hand = tuple(dict.fromkeys(hand))  # a card held twice is played the same way
        moves: list[Move] = []
        for card in hand:
            if card in playable:
                moves += PLAY_MOVES[card]
        # can_draw(), inlined: a card to draw, unless the card just drawn can be played
        if (not state.drew or state.hands[state.turn][-1] not in playable) and (state.stock or len(discard) > 1):
            moves.append(DRAW_MOVE)
        elif not moves:
            moves.append(PASS_MOVE)
        return moves

    def check(self, state: CrazyEightsState, move: Move) -> str | None:
        """Plays and draws are checked by rule (the engine's hot path); the rest against the
        few legal moves. Answers for any JSON value inside ``move``."""
        if state.phase == PLAY:
            kind = move.get("kind")
            if kind == PLAY:
                return None if self.may_play(state, move) else self.explain(state, move)
            if kind == DRAW and len(move) == 1 and self.can_draw(state):
                return None
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    @staticmethod
    def may_play(state: CrazyEightsState, move: Move) -> bool:
        """Is ``move`` (a play) legal: a card in the hand that matches, a suit named with an 8
        and only then? Answers for any JSON value inside ``move``."""
        card = move.get("card")
        if type(card) is str and card in state.hands[state.turn]:
            if RANK_OF[card] == "8":
                named = move.get("suit")
                ok = len(move) == 3 and type(named) is str and named in SUIT_SET
            else:
                ok = len(move) == 2
            # matches(), looked up in its table
            return ok and card in PLAYABLE_ON[state.suit, state.discard[-1]]
        return False

    def apply(self, state: CrazyEightsState, move: Any) -> "Applied | Refusal":
        """The contract's apply (a refused move leaves the state as it was), with a play or a
        draw checked and made in one go, as :meth:`check` and :meth:`perform` would: the moves a
        computer player's search makes by the thousand. Anything else goes the general way."""
        if type(move) is Move and state.phase == PLAY:
            kind = move.get("kind")
            if kind == PLAY:  # may_play(), written out
                card = move.get("card")
                if type(card) is str and card in state.hands[state.turn]:
                    if RANK_OF[card] == "8":
                        named = move.get("suit")
                        ok = len(move) == 3 and type(named) is str and named in SUIT_SET
                    else:
                        named = None
                        ok = len(move) == 2
                    if ok and card in PLAYABLE_ON[state.suit, state.discard[-1]]:
                        return self._play(state, card, named, state.players[state.turn])
            # can_draw(), written out as in compute_legal_moves
            elif (kind == DRAW and len(move) == 1 and (state.stock or len(state.discard) > 1)
                  and (not state.drew or state.hands[state.turn][-1] not in PLAYABLE_ON[state.suit, state.discard[-1]])):
                return self._draw(state, state.players[state.turn])
        return Game.apply(self, state, move)

    def deal_events(self, state: CrazyEightsState) -> list[Event]:
        """ "Hand 2: Ben deals and turns up the 7 of diamonds."; a game of one hand has no hand
        number. The upcard is named so everyone can see the first play matched it (s43 t1)."""
        number = f"Hand {state.hand_no}: " if self.several_rounds(state.options) else ""
        up = state.discard[-1]
        upcard = ("a joker: the first player may play any card" if up == JOKER
                  else f"the {CARD_NAMES[up]}")
        return [Event(f"{number}{state.players[state.dealer]} deals and turns up {upcard}.", "dealt",
                      dealer=state.dealer, hand_no=state.hand_no)]

    def perform(self, state: CrazyEightsState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == PLAY:
            return self._play(state, move["card"], move.get("suit"), state.players[state.turn])
        who = state.players[state.turn] if state.phase == PLAY else ""
        if kind == DRAW:
            return self._draw(state, who)
        if kind == PASS:
            return self._pass(state, who)
        new = self._deal(state, dealer=self.next_dealer(state))
        return Applied(new, tuple(self.deal_events(new)))

    def _play(self, state: CrazyEightsState, card: str, named: str | None, who: str) -> Applied:
        seat = state.turn
        hands = state.hands
        hand = hands[seat]
        i = hand.index(card)
        hand = hand[:i] + hand[i + 1:]
        suit = named or ("" if card == JOKER else SUIT_OF[card])
        events = _EVENTS.get((who, seat, card, named))
        if events is None:
            events = _keep_events((who, seat, card, named), (self._play_event(who, seat, card, named, suit),))
        fields = state.fields_copy()  # state.replace(hands=..., ...), without its keyword call
        fields["hands"] = hands[:seat] + (hand,) + hands[seat + 1:]
        fields["discard"] = state.discard + (card,)
        fields["suit"] = suit
        fields["passes"] = 0
        fields["drew"] = False
        fields["turn"] = (seat + 1) % len(state.players)
        if card in WILD_CARDS and state.suit:
            fields["lacks"] = _lacking_after_wild(state)
        new = state.of_fields(fields)
        if not hand:  # "The first player to run out of cards wins."
            return self._end_hand(new, (seat,), events, f"{who} is out of cards and wins the hand.")
        return applied(new, events)

    @staticmethod
    def _play_event(who: str, seat: int, card: str, named: str | None, suit: str) -> Event:
        if named:
            text = f"{who} plays the {CARD_NAMES[card]} and names {SUIT_NAMES[named]}."
        elif card == JOKER:
            text = f"{who} plays a joker: the next player may play any card."
        else:
            text = f"{who} plays the {CARD_NAMES[card]}."
        return Event.of(text, "card_moved", {"card": card, "src": HAND_KEYS[seat], "dst": "discard", "suit": suit})

    def _draw(self, state: CrazyEightsState, who: str) -> Applied:
        """ "they draw from the stock until they are able to play. If the stock is depleted, the
        upcard is set aside and the discard pile shuffled to form a new stock." """
        seat = state.turn
        hands = state.hands
        # The card drawn is its drawer's alone: the event names the zones, not the card.
        events = _EVENTS.get((who, seat))
        if events is None:
            events = _keep_events((who, seat), (Event.of(f"{who} draws a card.", "card_moved",
                                                         {"card": None, "src": "stock", "dst": HAND_KEYS[seat]}),))
        stock, discard, shuffles = state.stock, state.discard, state.shuffles
        low_held, idle = state.low_held, state.idle_shuffles
        if not stock:
            held = sum(map(len, hands))
            if low_held < 0 or held < low_held:
                low_held, idle = held, 0
            else:
                idle += 1
                if idle >= SHUFFLES_WITHOUT_PROGRESS:
                    return self._blocked(state, (), f"The same cards keep going round ({idle} shuffles of "
                                                    "the discards, and the hands hold no fewer cards): the "
                                                    "hand is blocked.")
            stock, discard = rebuilt_stock(discard, state.seed, shuffles, state.stack)
            shuffles += 1
            events = (Event("The discards are shuffled to make a new stock.", "shuffled",
                            src="discard", dst="stock", count=len(stock)), *events)
        fields = state.fields_copy()  # state.replace(hands=..., ...), without its keyword call
        fields["hands"] = hands[:seat] + (hands[seat] + (stock[-1],),) + hands[seat + 1:]
        fields["stock"] = stock[:-1]
        fields["discard"] = discard
        fields["shuffles"] = shuffles
        fields["low_held"] = low_held
        fields["idle_shuffles"] = idle
        fields["passes"] = 0
        fields["drew"] = True
        fields["lacks"] = _lacking_after(state)
        new = state.of_fields(fields)
        return applied(new, events)

    def _pass(self, state: CrazyEightsState, who: str) -> Applied:
        n = len(state.players)
        new = state.replace(passes=state.passes + 1, drew=False, turn=(state.turn + 1) % n,
                            lacks=_lacking_after(state))
        text = Event(f"{who} cannot play and there is nothing to draw: passes.", "passed", seat=state.turn)
        if new.passes >= n:
            return self._blocked(new, (text,), "Nobody can play: the hand is blocked.")
        return Applied(new, (text,))

    def _blocked(self, state: CrazyEightsState, events: tuple[Event, ...], why: str) -> Applied:
        """The hand ends with nobody out: the fewest penalty points in hand win it."""
        points = [sum(map(penalty, h)) for h in state.hands]
        best = min(points)
        winners = tuple(i for i, p in enumerate(points) if p == best)
        names = listed(state.players[i] for i in winners)
        return self._end_hand(state, winners, events,
                              f"{why} {names} {'win' if len(winners) > 1 else 'wins'} with the fewest points.")

    def _end_hand(self, state: CrazyEightsState, winners: tuple[int, ...], events: tuple[Event, ...],
                  last: str) -> Applied:
        """The hand ends: every hand is laid face up and counted (the game-over panel and the
        score sheet show each hand's penalty points). ``last`` is the sentence saying so."""
        points = tuple(sum(map(penalty, h)) for h in state.hands)
        new = state.replace(hand_points=state.hand_points + (points,), hand_winners=state.hand_winners + (winners,))
        totals = self.scores(new)
        phase = HAND_OVER if state.options["scoring"] and max(totals) < state.options["target"] else GAME_OVER
        if phase == GAME_OVER and state.options["scoring"]:
            last += " " + self._target_reached(new)
        ended = Event(last, "hand_over" if phase == HAND_OVER else "game_over",
                      winners=list(winners), points=list(points), hand_no=state.hand_no)
        return Applied(new.replace(phase=phase), (*events, ended))

    def _target_reached(self, state: CrazyEightsState) -> str:
        """Why a game of several hands is over: "Robo Rex has 42 points, past the target of
        20." (the game ended after one hand with nothing saying why)."""
        target, totals = state.options["target"], self.scores(state)
        over = [i for i, t in enumerate(totals) if t >= target]
        first, *more = over
        each = listed([f"{state.players[first]} has {plural(totals[first], 'point')}"]
                      + [f"{state.players[i]} {totals[i]}" for i in more])
        return f"{each}, reaching the target of {target}: the game is over."

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return bool(options.get("scoring"))

    def explain(self, state: CrazyEightsState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This hand is over: deal the next hand."
        if not self.has_move_shape(move):
            return "That is not a move in Crazy Eights."
        if kind == PLAY:
            card = move.get("card")
            if not isinstance(card, str) or card not in RANK_OF:
                return f"{card!r} is not a card."
            if card not in state.hands[state.turn]:
                return f"{state.players[state.turn]} does not hold the {card_name(card)}."
            named = move.get("suit")
            if RANK_OF[card] == "8":
                if named is None:
                    return "Name a suit when you play an 8."
                if not isinstance(named, str) or named not in SUIT_SET:
                    return f"{named!r} is not a suit: name spades, hearts, diamonds or clubs."
            elif named is not None:
                return "Only an 8 lets you name a suit."
            if not self.matches(state, card):
                return self.what_to_match(state)
            return "That move is not allowed now."
        if kind == DRAW:
            if state.drew and self.matches(state, state.hands[state.turn][-1]):
                return f"You drew the {card_name(state.hands[state.turn][-1])}, which can be played: play a card now."
            return "There is no card left to draw: pass instead."
        if kind == PASS:
            return "You can still play or draw a card, so you cannot pass."
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        return "That is not a move in Crazy Eights."

    def what_to_match(self, state: CrazyEightsState) -> str:
        """The refusal of a card that does not match: the whole choice, drawing too (it said
        only "..., or play an 8.", and a child holding no match read it as "you are stuck")."""
        top = state.discard[-1]
        if not state.suit:
            return "Any card may be played."
        if self.can_draw(state):
            other = ", or draw from the stock"
        elif PASS_MOVE in self.legal_moves(state):
            other = ", or pass (there is nothing to draw)"
        else:  # the card just drawn can be played
            other = ""
        wild = _wild_words(state, state.turn)
        if self._suit_was_named(state):
            return f"The suit is {SUIT_NAMES[state.suit]}: play {listed(['one of those', *wild], 'or')}{other}."
        if other:
            return f"You must match the {card_name(top)} by suit or rank, play {listed(wild, 'or')}{other}."
        return f"You must match the {card_name(top)} by suit or rank, or play {listed(wild, 'or')}."

    def _suit_was_named(self, state: CrazyEightsState) -> bool:
        """True when the suit to follow was named with an 8, not shown by the top card."""
        return SUIT_OF[state.discard[-1]] != state.suit

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: CrazyEightsState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: CrazyEightsState) -> list[int]:
        """Penalty points so far, per seat (lower is better)."""
        totals = [0] * len(state.players)
        for points in state.hand_points:
            for i, p in enumerate(points):
                totals[i] += p
        return totals

    def winners(self, state: CrazyEightsState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        if not state.options["scoring"]:
            return list(state.hand_winners[-1])
        totals = self.scores(state)
        best = min(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def score_sheet(self, state: CrazyEightsState) -> "ScoreSheet":
        """One row per finished hand: each player's penalty points and running total, the hand's
        winner(s) marked; lowest total wins, ties share the win. Built from ``hand_points`` and
        ``hand_winners``, so the sheet is saved with the game (the record rebuilds the state)."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, running_rows, today

        rows, totals = running_rows(state.hand_points, "Hand", state.hand_winners)
        if not totals:
            totals = [0] * len(state.players)
        rules = list(house_rules_text(self.info, state.options))
        if state.options["scoring"]:
            rules = [r for r in rules if not r.startswith("Target score")]
            rules.append(f"Target score: {state.options['target']} penalty points")
        notes = ["Penalty points for cards left in hand: 8s and jokers 50, kings, queens and "
                 "jacks 10, aces 1, other cards their number."]
        if state.options["scoring"]:
            notes.append(f"The game ends when someone reaches {state.options['target']}; "
                         "the lowest total wins.")
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Crazy Eights score sheet", game_name=self.info.name,
            columns=tuple(state.players), players=tuple(state.players),
            sub_columns=("Points", "Total"), date=today(), house_rules=tuple(rules),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals),
            winners=tuple(self.winners(state)) if over else (), lower_is_better=True,
            tie_rule="Ties share the win.", notes=tuple(notes),
            # one hand: "The first player to run out of cards wins" (the sheet said "lowest total
            # wins" of a game with no totals, s38 t4 #8)
            extra={} if state.options["scoring"] else {"goal": "the first player to run out of cards wins"},
        )

    def status(self, state: CrazyEightsState) -> str:
        """Public: whose turn and what matches the upcard. Whether the card just drawn can be
        played is the drawer's secret, so after a draw the line says the rule instead."""
        if state.phase == GAME_OVER:
            why = f" {self._target_reached(state)}" if state.options["scoring"] else ""
            return f"Game over: {self.win_clause(state)}.{why}"
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[self.next_dealer(state)]}: deal the next hand."
        ask = self._ask(state)
        if not self.something_to_draw(state):
            return f"{ask}."
        if state.drew:
            # (not "or draw until able to play": beside the drawer's "play ... on the K♠." when
            # the card drawn matched, the two read as two rules, s43 t1 #6)
            return f"{ask}; if the card drawn cannot be played, draw again."
        return f"{ask}, or draw."

    def prompt(self, state: CrazyEightsState, seat: int) -> str:
        """The player to move is told exactly: "or draw" only while drawing is still allowed."""
        if state.phase != PLAY or seat != state.turn:
            return self.status(state)
        ask = self._ask(state, seat)
        return f"{ask}, or draw." if self.can_draw(state) else f"{ask}."

    def choice_prompt(self, state: CrazyEightsState, seat: int, moves: Sequence[Move]) -> str:
        """An 8 dropped on the pile: "the player who plays it names any one of the four suits"."""
        if moves and all(m.kind == PLAY and m.get("suit") for m in moves):
            return f"{state.players[seat]}: name the suit for the 8."
        return ""

    def _ask(self, state: CrazyEightsState, seat: int | None = None) -> str:
        """ "Anna: play a diamond, a 3 or an 8 on the 3♦"; asked of ``seat`` (the player to move,
        reading their own prompt) it names the joker too when they hold one (the public status
        never does: it would tell the table what is in the hand)."""
        who = state.players[state.turn]
        top = state.discard[-1]
        wild = _wild_words(state, seat)
        if not state.suit:
            need = "any card"
        elif self._suit_was_named(state):
            need = listed([f"a {SUIT_NAMES[state.suit][:-1]}", *wild], "or")
        else:
            rank = RANK_NAMES[RANK_OF[top]]
            suit = SUIT_NAMES[state.suit][:-1]
            if RANK_OF[top] == "8":  # an upcard 8: "an 8" already covers its rank
                need = listed([f"a {suit}", *wild], "or")
            else:
                need = listed([f"a {suit}", f"{'an' if rank in ('8', 'ace') else 'a'} {rank}", *wild], "or")
        # (the joker lower-cased as every sentence says it: "Ben: play any card on the Joker" beside
        # "Anna plays a joker", s37 t2)
        return f"{who}: play {need} on the {'joker' if top == JOKER else card_short(top)}"

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: CrazyEightsState, move: Move, after: CrazyEightsState) -> bool:
        """A draw that shuffled the discards into a new stock cannot be taken back: every card
        in them was face up, so the zones see nothing new, but the card drawn came from the
        seed's shuffle, and an undo would let the player choose again knowing it."""
        return shuffled_since(before, after)

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: CrazyEightsState) -> list[Zone]:
        """Each hand is its owner's until the hand ends, then face up for everyone (the cards
        left are counted as penalty points); the stock is face down; the discard pile is face up:
        every card in it was seen by all as it was played (the game log names each), so a
        computer's samples keep them there. The table draws it as a pile with its upcard."""
        seen = Seen.OWNER if state.phase == PLAY else Seen.ALL
        return [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)] + [
            Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
            Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD),
        ]

    def with_zones(self, state: CrazyEightsState, cards: dict[str, tuple[str, ...]]) -> CrazyEightsState:
        hands = tuple(cards.get(HAND_KEYS[seat], hand) for seat, hand in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock),
                             discard=cards.get("discard", state.discard))

    def shown_lacking(self, state: CrazyEightsState) -> Callable[[int, str], bool] | None:
        """What each seat showed by drawing or passing (see :func:`_lacking_after`): the
        search's samples deal a player who drew on the 7 of hearts no heart, 7 or 8. Without it
        a sample hands that player the very suit it just showed it lacks, and the search never
        sees the point of playing that suit again."""
        if state.phase != PLAY:
            return None
        return lacking_test(state.lacks, state.turn if state.drew else None)

    def public(self, state: CrazyEightsState) -> dict[str, Any]:
        """Whose turn, the suit to follow (and whether an 8 named it), who deals, the hand
        number, whether the player to move has drawn this turn, and the scores."""
        top = state.discard[-1] if state.discard else ""
        return {
            "turn": state.turn,
            "dealer": state.dealer,
            "phase": state.phase,
            "hand_no": state.hand_no,
            "suit": state.suit,
            "suit_named": bool(top) and bool(state.suit) and SUIT_OF[top] != state.suit,
            "drew": state.drew,
            "passes": state.passes,
            "scores": self.scores(state),
            "hand_points": [list(p) for p in state.hand_points],
            "hand_winners": [list(w) for w in state.hand_winners],
        }


def _wild_words(state: CrazyEightsState, seat: int | None = None) -> list[str]:
    """The wild cards a player is told of: "an 8", and "a joker" whenever the jokers are in the
    game ("Jokers, if used, also serve as a wild card": a child told "play a diamond, a 3 or an 8"
    while holding a joker did not know it counted, s35). Said alike to everyone, the table's
    banner and the status bar read the same words (the status bar left the joker out, s40 t1 F6)
    and tell nobody who holds one. (``seat``, whom it is said to, changes nothing.)"""
    if state.options.get("jokers"):
        return ["an 8", "a joker"]
    return ["an 8"]


def _lacking_after_wild(state: CrazyEightsState) -> Lacks:
    """What the table reads when the player to move plays an 8 or a joker: nothing else in the
    hand matched. A family keeps its wild cards for when nothing else plays (one caught in hand
    costs 50), and so does every computer player; a hand that played one while holding a match
    is rare, and where a sample cannot agree with the reading the uniform one stands. Other
    wild cards the hand may still hold."""
    natural = PLAYABLE_ON[state.suit, state.discard[-1]] - WILD_CARDS
    return seen_lacking(state.lacks, len(state.players), state.turn, natural, holds_drawn=state.drew)


def _lacking_after(state: CrazyEightsState) -> Lacks:
    """What the table saw once the player to move draws or passes: a hand holding nothing that
    plays on the upcard (:func:`~cardtable.core.game.seen_lacking`). A further draw in the same
    turn says the card drawn before did not play either. After a joker anything may be played, so
    a draw there is by choice and tells nothing."""
    if not state.suit:
        return state.lacks
    return seen_lacking(state.lacks, len(state.players), state.turn, PLAYABLE_ON[state.suit, state.discard[-1]],
                        holds_drawn=state.drew)


GAME = CrazyEights()
