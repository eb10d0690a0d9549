"""Thirty-One, from the family's rules (004_312affb30e9b3af0.txt, section "Thirty One"), with the
card-maker's rules (003_568aafc6ffe6d89e.txt, section "Thirty-One") as an option.

Players and cards: "1 decks of cards, not including jokers"; "Any number of people can play"
(2 to 8 here: three cards each and a stock to draw from); "Each player starts with 4 quarters";
"Each player needs to ante in one quarter to start" (the pot; see :mod:`.quarters`).

The deal: "The dealer deals 3 cards face down to each player and one face up in the center of the
table (the discard pile)"; the rest is the stock. "Player to the left of the dealer starts".

Values (the family's text is silent; the card-maker's): "aces are worth eleven, face cards are
worth ten, and all other cards are worth their face value"; a hand is worth its best one-suit
total ("the closest to 31 in one suit").

The turn: "At your turn you may draw a card from the stock pile or the discard pile", then
discard one. "If you think you are high (or at least not lowest) you can knock any time during
your turn before you discard." "After somebody knocks everybody else gets one more turn." "If you
have 31 you set your cards down and no one gets another turn." "Whoever has the lowest score
loses a quarter. If several players tie for lowest they each lose a quarter. If the person that
knocked is lowest they pay double. You have one round on your face after you are out of
quarters." The last player left wins the pot.

Decided (issue 22; also on the rules page):

* Lost quarters go to the pot. On your face: out at your next loss (:mod:`.quarters`). If a
  hand would put out everybody still in, nobody goes out (they stay on their faces).
* 31 counts on the deal and after any discard, even after a knock: the hand ends at once, by
  itself (the cards are set down for the player). Two hands of 31 on the deal end it too.
* One knock a hand; knocking is allowed on the very first turn. A knock comes with the rest of
  your turn (draw and discard) unless "knocking is your whole turn" is on.
* Empty stock: the discards but the top one are shuffled into a new stock.
* "Players out of the game can be accidently dealt back into the game" is a joke: no option.
* Players out are skipped by the deal and the turn; the deal passes left to the next player in.
* Discarding the card just drawn is allowed (the text does not forbid it).
* Who deals the first hand: neither text says, so the family's General Rules do: "When dealing
  the cards for the first round the dealer is randomly selected unless the rules state
  differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals. House rule
  ``first_dealer``: the last player named deals, so the first named starts (as every game did
  before state version 2: a game saved before replays so).

Alternate rules (options, off by default): "If somebody gets 31 and lays down everybody has to
pay, not just the lowest"; "Three of the same cards is worth 30 1/2"; "if you want to knock that
is your entire turn. No playing allowed."

Card-maker's rules (option): knock "rather than drawing and discarding" (the knock is the whole
turn), no ante, the four quarters are the "four corners" of each player's bill (a lost corner
still goes to the middle, so the stake is counted the same way), and 31 is called a *blitz*.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_OF, SUIT_OF, DeckSpec, card_name
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Event, Game, GameInfo, Move, OptionSpec, Taken, seen_leaving, seen_taking
from ..core.piles import as_pile, deal_round_robin, rebuilt_stock, shuffled_since
from ..core.rng import shuffle
from ..core.zones import Role, Seen, Zone
from .quarters import Purse, PurseResult, PurseState, knocker_marked, purse_sheet_rows, stake_sheet

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HAND_SIZE = 3
MAX_PLAYERS = 8
THIRTY_ONE = 31
THREE_OF_A_KIND = 30.5
#: The most draws a computer's sample lets a hidden hand choose from: best three of 3 + 5 is about
#: what such hands are worth after five draws, and of more it overstates them (measured: the
#: mean hand after six draws 22.4, the best three of nine cards 23.3).
SEEN_DRAWS = 5

#: "aces are worth eleven, face cards are worth ten, and all other cards are worth their face value"
CARD_VALUE = {"A": 11, "K": 10, "Q": 10, "J": 10}

DRAW, DISCARD, KNOCK, NEXT_HAND = "draw", "discard", "knock", "next_hand"
#: Phases: the player to act draws, or discards; the hand is over; the game is over.
TO_DRAW, TO_DISCARD, HAND_OVER, GAME_OVER = "draw", "discard", "hand_over", "game_over"
FROM_STOCK, FROM_DISCARD = "stock", "discard"
HAND_KEYS = tuple(f"hand/{seat}" for seat in range(MAX_PLAYERS))
DRAW_STOCK = Move(kind=DRAW, source=FROM_STOCK)
DRAW_DISCARD = Move(kind=DRAW, source=FROM_DISCARD)
KNOCK_MOVE = Move(kind=KNOCK)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
DISCARD_MOVES = {card: Move(kind=DISCARD, card=card) for card in DeckSpec().cards()}
#: The 52 cards, for the computer's guess at a stock card it cannot see.
_DECK = tuple(DISCARD_MOVES)


def card_value(card: str) -> int:
    rank = RANK_OF[card]
    return CARD_VALUE.get(rank) or int(rank)


def hand_value(hand: tuple[str, ...] | list[str], three_of_a_kind: bool = False) -> float:
    """The best one-suit total ("closest to 31 in one suit"); with the alternate rule, "Three of
    the same cards is worth 30 1/2" when that is better."""
    totals: dict[str, int] = {}
    for card in hand:
        totals[SUIT_OF[card]] = totals.get(SUIT_OF[card], 0) + card_value(card)
    best: float = max(totals.values(), default=0)
    if three_of_a_kind and len(hand) == 3 and len({RANK_OF[c] for c in hand}) == 1:
        best = max(best, THREE_OF_A_KIND)
    return best


@lru_cache(maxsize=1 << 16)
def _ai_keep_value(cards: tuple[str, ...], three: bool) -> float:
    """A three-card hand's worth to the computer: its value, then a little for the second-best
    suit (the hand it may still turn into). Kept per hand: playouts ask for the same ones."""
    totals: dict[str, int] = {}
    for card in cards:
        totals[SUIT_OF[card]] = totals.get(SUIT_OF[card], 0) + card_value(card)
    ranked = sorted(totals.values(), reverse=True)
    return hand_value(cards, three) + (0.01 * ranked[1] if len(ranked) > 1 else 0.0)


@lru_cache(maxsize=1 << 16)
def _ai_kept(cards: tuple[str, ...], three: bool) -> float:
    """What the best three of ``cards`` are worth (plus a hair for the second suit)."""
    if len(cards) <= HAND_SIZE:
        return hand_value(cards, three)
    best = -1.0
    for i in range(len(cards)):
        rest = cards[:i] + cards[i + 1:]
        best = max(best, _ai_keep_value(rest, three))
    return best


def _best_three(cards: tuple[str, ...], kept: tuple[str, ...], size: int, three: bool) -> tuple[str, ...]:
    """The ``size`` of ``cards`` worth most to the computer's sense, holding every card of
    ``kept`` (cards the table saw the player take)."""
    best: tuple[str, ...] = cards[:size]
    best_value = -1.0
    for combo in combinations(cards, size):
        if kept and any(combo.count(c) < kept.count(c) for c in set(kept)):
            continue
        value = _ai_keep_value(combo, three)
        if value > best_value:
            best, best_value = combo, value
    return best


@lru_cache(maxsize=1 << 14)
def _ai_stock_value(hand: tuple[str, ...], top: tuple[str, ...], three: bool) -> float:
    """What a stock card is worth on average to ``hand``: :func:`_ai_kept` of the hand with
    each card the seat has not seen (not in its hand nor the top discard ``top``, 0 or 1 card)."""
    seen = set(hand) | set(top)
    unknown = [c for c in _DECK if c not in seen]
    return sum(_ai_kept(hand + (c,), three) for c in unknown) / max(1, len(unknown))


def _counted(drawn: tuple[int, ...], players: int, seat: int) -> tuple[int, ...]:
    counts = list(drawn or (0,) * players)
    counts[seat] += 1
    return tuple(counts)


def value_text(value: float) -> str:
    return "30\u00bd" if value == THREE_OF_A_KIND else str(int(value))


@dataclass(eq=False, kw_only=True)
class ThirtyOneState(PurseState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top card last
    discard: tuple[str, ...]  # top card last
    turn: int
    dealer: int
    phase: str
    knocker: int | None  # who knocked this hand
    blitz: int | None  # who set down 31 (the first to have it), if anyone
    shuffles: int
    hand_no: int
    # The purse: quarters, on_face, out and pot, from PurseState (quarters.py).
    # One entry per finished hand: each seat's value, what each seat lost, who knocked.
    hand_values: tuple[tuple[float | None, ...], ...]
    hand_losses: tuple[tuple[int, ...], ...]
    hand_knockers: tuple[int | None, ...]
    # Per seat, the cards it took from the discard pile this hand and still holds: everybody
    # saw them go into that hand.
    taken: Taken = ()
    # Per seat, the cards it drew this hand, from either pile: everybody saw it draw them (the
    # game log says each draw), and a hand that has seen more cards is likely better than a fresh
    # deal. Not in ``public``: the table would write it under every seat, and nobody counts it.
    drawn: tuple[int, ...] = ()

    @property
    def history(self) -> tuple[tuple[float | None, ...], ...]:
        """The finished hands (their values), as the benchmark counts hands."""
        return self.hand_values


def sheet_notes(unit: str = "Quarters") -> tuple[str, ...]:
    """The reminders under the score sheet, the app's and the blank one (``unit``: "Corners"
    with Denexa's rules)."""
    return ("Aces 11, kings, queens and jacks 10, other cards their number; a hand counts its best suit.",
            f"Lowest hand pays one {unit.lower()[:-1]} to the pot, a knocker who is lowest two; "
            "out of them you are on your face, and out at the next loss. Last player in wins the pot.")


class ThirtyOne(PurseResult, Game[ThirtyOneState]):
    info = GameInfo(
        id="thirty_one",
        name="Thirty-One",
        family="Counting",
        min_players=2,
        max_players=MAX_PLAYERS,
        description="Draw and discard to get closest to 31 in one suit; knock when you are not lowest. "
                    "The lowest pays a quarter.",
        keywords=("quarters", "pot", "31"),
        sheet_columns=("Hand", "Change in quarters"), stake_sheet=stake_sheet("Hand", sheet_notes()),
        source="004_312affb30e9b3af0.txt, section 'Thirty One'; 003_568aafc6ffe6d89e.txt, section 'Thirty-One'",
        rules_page="thirty_one.html",
        options=(
            OptionSpec("everybody_pays", "Everybody pays on 31",
                       "If somebody gets 31 and lays down, everybody else pays, not just the lowest.", False,
                       alternate=0),
            OptionSpec("three_of_a_kind", "Three of a kind is 30\u00bd",
                       "Three cards of the same rank are worth 30\u00bd.", False, alternate=0),
            OptionSpec("knock_whole_turn", "Knocking is your whole turn",
                       "If you knock you do not draw or discard that turn.", False, alternate=0),
            OptionSpec("card_makers", "Denexa's rules",
                       "The rules that Denexa, a playing-card company, publishes: you knock instead of drawing "
                       "and discarding (no need to tick \u201cKnocking is your whole turn\u201d too), nobody "
                       "antes, and instead of losing a quarter you fold a corner of a paper bill for "
                       "each loss. A 31 is called a blitz.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2

    #: How the table's drags make the moves: draw from the pile the move names into your hand,
    #: discard from your hand (knock and the next hand are buttons).
    gestures = {DRAW: ("{source}", "hand"), DISCARD: ("hand", "discard")}
    #: Face-up piles a single click takes from while a move starts there, as one on the stock
    #: draws: the discard pile beside the stock only hinted "drag it to your hand or double-click
    #: it" (s39 t1). (Its only move then is the draw to the hand.)
    click_piles = ("discard",)

    def move_label(self, state: ThirtyOneState, move: Move) -> str:
        if move.kind == NEXT_HAND:
            return "Deal the next hand"
        if move.kind == KNOCK:
            return "Knock"
        return ""

    # ----- the computer player's sense ----------------------------------------------------------
    #: The Medium player's sense is all here (the "Counting" family has none of its own).
    ai_replaces_family = True
    #: The hand value at which the computer knocks ("If you think you are high (or at least not
    #: lowest) you can knock"): about what a hand is worth after a few good draws.
    AI_KNOCK_AT = 25

    def ai_move_scores(self, state: ThirtyOneState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense, from the seat's own hand and the top discard only: draw
        the top discard when it makes a better hand than a stock card would on average; discard
        the card that leaves the best one-suit total (then the best second suit); knock once the
        hand is worth :data:`AI_KNOCK_AT` or more, never with a weak hand (a knocker who is
        lowest pays double)."""
        three = state.options["three_of_a_kind"]
        hand = state.hands[seat]
        now = _ai_kept(hand, three)
        out: list[float] = []
        for move in moves:
            kind = move.kind
            if kind == DISCARD:
                rest = list(hand)
                rest.remove(move["card"])
                out.append(_ai_keep_value(tuple(rest), three))
            elif kind == DRAW:
                if move["source"] == FROM_DISCARD:
                    out.append(_ai_kept(hand + (state.discard[-1],), three))
                else:
                    out.append(_ai_stock_value(hand, state.discard[-1:], three))
            elif kind == KNOCK:
                # the hand as it is before the draw, or as the best discard leaves it
                out.append(100.0 if now >= self.AI_KNOCK_AT else -100.0)
            else:
                out.append(0.0)
        return out

    # ----- set-up ---------------------------------------------------------------------------
    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "1 decks of cards, not including jokers" """
        return DeckSpec()

    def first_deal(self, players, options, seed, stack) -> tuple[ThirtyOneState, Sequence[Event]]:
        n = len(players)
        dealer = opening_dealer(players, options, seed)[0]
        purse = Purse.start(n, ante=not options["card_makers"])
        state = ThirtyOneState(
            players=players, options=options, seed=seed, stack=stack, hands=((),) * n, stock=(),
            discard=(), turn=0, dealer=dealer, phase=TO_DRAW, knocker=None, blitz=None, shuffles=0,
            hand_no=0, hand_values=(), hand_losses=(), hand_knockers=(), **purse.fields(),
        )
        return self._deal(state, dealer=dealer)

    def _deal(self, state: ThirtyOneState, dealer: int) -> tuple[ThirtyOneState, tuple[Event, ...]]:
        """ "The dealer deals 3 cards face down to each player and one face up in the center of
        the table (the discard pile)"; "Player to the left of the dealer starts". Players out of
        the game are dealt nothing. 31 on the deal ends the hand at once."""
        n = len(state.players)
        purse = state.purse
        live = purse.live()
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        first = purse.next_live(dealer)
        dealt, rest = deal_round_robin(order, len(live), HAND_SIZE, live.index(first))
        hands: list[tuple[str, ...]] = [()] * n
        for i, seat in enumerate(live):
            hands[seat] = dealt[i]
        new = state.replace(
            hands=tuple(hands), stock=as_pile(rest[1:]), discard=(rest[0],), turn=first, dealer=dealer,
            phase=TO_DRAW, knocker=None, blitz=None, shuffles=state.shuffles + 1,
            hand_no=state.hand_no + 1, taken=(), drawn=(0,) * n,
        )
        events = [Event(f"Hand {new.hand_no}: {state.players[dealer]} deals.", "dealt", dealer=dealer,
                        hand_no=new.hand_no)]
        thirty_ones = [seat for seat in live if self.value(new, seat) == THIRTY_ONE]
        if thirty_ones:
            seat = thirty_ones[0]
            return self._end_hand(new.replace(blitz=seat), tuple(events), self._blitz_text(new, seat) + " on the deal")
        return new, tuple(events)

    # ----- values -----------------------------------------------------------------------------
    def value(self, state: ThirtyOneState, seat: int) -> float:
        return hand_value(state.hands[seat], state.options["three_of_a_kind"])

    def knock_is_whole_turn(self, state: ThirtyOneState) -> bool:
        return state.options["knock_whole_turn"] or state.options["card_makers"]

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: ThirtyOneState) -> int | None:
        if state.phase == HAND_OVER:  # the next dealer deals, as the prompt says (not the last mover)
            return state.purse.next_live(state.dealer)
        return None if state.phase == GAME_OVER else state.turn

    def compute_legal_moves(self, state: ThirtyOneState) -> list[Move]:
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        if state.phase == TO_DRAW:
            moves = [DRAW_STOCK]
            if state.discard:
                moves.append(DRAW_DISCARD)
            if state.knocker is None:
                moves.append(KNOCK_MOVE)
            return moves
        if state.phase == TO_DISCARD:
            moves = [DISCARD_MOVES[c] for c in state.hands[state.turn]]
            if state.knocker is None and not self.knock_is_whole_turn(state):
                moves.append(KNOCK_MOVE)
            return moves
        return []

    def explain(self, state: ThirtyOneState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This hand is over: deal the next hand."
        if kind == KNOCK:
            if state.knocker is not None:
                return f"{state.players[state.knocker]} has already knocked: one knock a hand."
            return "If knocking is your whole turn, knock before you draw."
        if kind == DRAW:
            if state.phase == TO_DISCARD:
                return "You have drawn: now discard a card."
            if move.get("source") not in (FROM_STOCK, FROM_DISCARD) or len(move) != 2:
                return "Draw from the stock or from the discard pile."
            return "The discard pile is empty: draw from the stock."
        if kind == DISCARD:
            if state.phase == TO_DRAW:
                return "Draw a card first, from the stock or the discard pile."
            card = move.get("card")
            if not isinstance(card, str) or card not in RANK_OF:
                return f"{card!r} is not a card."
            return f"{state.players[state.turn]} does not hold the {card_name(card)}."
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        return "That is not a move in Thirty-One."

    def perform(self, state: ThirtyOneState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == NEXT_HAND:
            new, events = self._deal(state, state.next_live(state.dealer))
            return Applied(new, events)
        who = state.players[state.turn]
        if kind == KNOCK:
            return self._knock(state, who)
        if kind == DRAW:
            return self._draw(state, move["source"], who)
        return self._discard(state, move["card"], who)

    def _knock(self, state: ThirtyOneState, who: str) -> Applied:
        """ "you can knock any time during your turn before you discard"; "After somebody knocks
        everybody else gets one more turn." With the knock as the whole turn, play passes on."""
        new = state.replace(knocker=state.turn)
        # (in the present, as every game's log says a move: "Anna knocks."; the status line
        # after it says what stands, "Anna knocked.", and not on the knocker's own turn)
        event = Event(f"{who} knocks.", "knocked", seat=state.turn)
        if self.knock_is_whole_turn(state):
            return self._next_turn(new, (event,))
        return Applied(new, (event,))

    def _draw(self, state: ThirtyOneState, source: str, who: str) -> Applied:
        events: list[Event] = []
        stock, discard, shuffles = state.stock, state.discard, state.shuffles
        seat = state.turn
        if source == FROM_DISCARD:
            card = discard[-1]
            discard = discard[:-1]
            events.append(Event(f"{who} takes the {card_name(card)} from the discard pile.", "card_moved",
                                card=card, src="discard", dst=HAND_KEYS[seat]))
        else:
            if not stock:  # Decided: the discards but the top one make a new stock.
                stock, discard = rebuilt_stock(discard, state.seed, shuffles, state.stack)
                shuffles += 1
                events.append(Event("The discards are shuffled to make a new stock.", "shuffled",
                                    src="discard", dst="stock", count=len(stock)))
            card = stock[-1]
            stock = stock[:-1]
            events.append(Event(f"{who} draws a card from the stock.", "card_moved", card=None, src="stock",
                                dst=HAND_KEYS[seat]))
        hands = list(state.hands)
        hands[seat] = hands[seat] + (card,)
        taken = seen_taking(state.taken, len(state.players), seat, (card,)) if source == FROM_DISCARD else state.taken
        drawn = _counted(state.drawn, len(state.players), seat)
        new = state.replace(hands=tuple(hands), stock=stock, discard=discard, shuffles=shuffles,
                            phase=TO_DISCARD, taken=taken, drawn=drawn)
        return Applied(new, tuple(events))

    def _discard(self, state: ThirtyOneState, card: str, who: str) -> Applied:
        seat = state.turn
        hand = list(state.hands[seat])
        hand.remove(card)
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        new = state.replace(hands=tuple(hands), discard=state.discard + (card,),
                            taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(f"{who} discards the {card_name(card)}.", "card_moved", card=card,
                      src=HAND_KEYS[seat], dst="discard")
        # "If you have 31 you set your cards down and no one gets another turn."
        if hand_value(hand) == THIRTY_ONE:
            new, events = self._end_hand(new.replace(blitz=seat), (event,), self._blitz_text(new, seat))
            return Applied(new, events)
        return self._next_turn(new, (event,))

    def _next_turn(self, state: ThirtyOneState, events: tuple[Event, ...]) -> Applied:
        """Play passes left to the next player still in; "When the turn of play returns to the
        player who knocked, the hand ends." """
        nxt = state.next_live(state.turn)
        if state.knocker is not None and nxt == state.knocker:
            new, more = self._end_hand(state, events, f"Back to {state.players[nxt]}, who knocked")
            return Applied(new, more)
        return Applied(state.replace(turn=nxt, phase=TO_DRAW), events)

    def _blitz_text(self, state: ThirtyOneState, seat: int) -> str:
        name = "a blitz" if state.options["card_makers"] else "31"
        return f"{state.players[seat]} has {name} and sets the cards down"

    def _end_hand(self, state: ThirtyOneState, events: tuple[Event, ...], why: str
                  ) -> tuple[ThirtyOneState, tuple[Event, ...]]:
        """Every hand is shown and counted. "Whoever has the lowest score loses a quarter. If
        several players tie for lowest they each lose a quarter. If the person that knocked is
        lowest they pay double." With "everybody pays", a 31 makes everybody else pay."""
        purse = state.purse
        live = purse.live()
        values = {seat: self.value(state, seat) for seat in live}
        low = min(values.values())
        losers = self._losers(state, values)
        owed = {seat: 2 if seat == state.knocker and values[seat] == low else 1 for seat in losers}
        before = purse
        purse, _ = purse.lose(owed)
        unit = self.unit(state)
        shown = ", ".join(f"{state.players[s]} {value_text(values[s])}" for s in live)
        text = f"{why}. Hands: {shown}."
        losses = tuple(b - a for b, a in zip(before.quarters, purse.quarters))
        new = state.replace(
            phase=HAND_OVER,
            hand_values=state.hand_values + (tuple(values.get(s) for s in range(len(state.players))),),
            hand_losses=state.hand_losses + (losses,),
            hand_knockers=state.hand_knockers + (state.knocker,),
            **purse.fields(),
        )
        event = Event(text, "hand_over", values={str(s): v for s, v in values.items()}, losers=losers,
                      knocker=state.knocker, blitz=state.blitz, hand_no=state.hand_no)
        # who pays what, in one sentence after the hands (it said "To pay: Robo Rex paid 1." and
        # then "1 quarter to the pot."); a player already on their face pays nothing: "0
        # quarters to the pot." read as a slip
        paid_text = self.result_text(new, for_log=True)
        if not sum(losses):
            paid_text += f" No {unit}s go to the pot."
        paid = Event(paid_text, "chips_paid",
                     src=[f"purse/{s}" for s in losers], dst="pot", amount=sum(losses))
        left = purse.live()
        if len(left) == 1:  # "Last player remaining wins the pot."
            winner = left[0]
            pot, won = purse.pot, purse.the_pot(unit)
            purse = purse.award_pot(winner)
            over = Event(f"{state.players[winner]} is the last player left and wins {won}.",
                         "game_over", winners=[winner], amount=pot)
            return new.replace(phase=GAME_OVER, **purse.fields()), (*events, event, paid, over)
        return new, (*events, event, paid)

    @staticmethod
    def _losers(state: ThirtyOneState, values: dict[int, float]) -> list[int]:
        """Who pays, from the hand values of the players in (``values``): "Whoever has the
        lowest score loses a quarter. If several players tie for lowest they each lose a
        quarter"; with "everybody pays", a 31 makes everybody else pay."""
        if state.blitz is not None and state.options["everybody_pays"]:
            return [seat for seat in values if values[seat] != THIRTY_ONE]
        low = min(values.values())
        return [seat for seat in values if values[seat] == low]

    def result_text(self, state: ThirtyOneState, for_log: bool = False) -> str:
        """The last hand's result in a sentence for the table: who was lowest, with what, and
        what each paid ("Ben knocked and was lowest with 17: paid 2 quarters."); "" before the
        first hand is over. Public: every hand is shown when the hand ends. ``for_log``: the
        game log's line after the hands, which said who has 31 already: in the present, with
        where the quarters go ("Robo Rex is lowest with 10: pays 1 quarter into the pot.")."""
        if not state.hand_values:
            return ""
        values = {seat: v for seat, v in enumerate(state.hand_values[-1]) if v is not None}
        losses, knocker = state.hand_losses[-1], state.hand_knockers[-1]
        unit = self.unit(state)
        names = state.players

        def paid(seat: int) -> str:
            return state.paid_words(seat, losses[seat], unit, for_log)

        losers = self._losers(state, values)
        blitz = ""
        if state.blitz is not None:
            blitz = f"{names[state.blitz]} has {'a blitz' if state.options['card_makers'] else '31'}"
            if state.options["everybody_pays"]:
                return f"{blitz}, so everybody else pays: " + "; ".join(f"{names[s]} {paid(s)}" for s in losers) + "."
            blitz = "" if for_log else blitz + ". "
        return blitz + state.losers_words(losers, losses, knocker, "lowest", value_text(values[losers[0]]), unit,
                                          for_log)

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: ThirtyOneState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: ThirtyOneState) -> list[int]:
        """Quarters each player holds (the winner's include the pot at the end)."""
        return list(state.quarters)

    def winners(self, state: ThirtyOneState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        return [seat for seat, out in enumerate(state.out) if not out]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: ThirtyOneState) -> "ScoreSheet":
        """One row per hand: each player's hand value and the quarters (corners) they lost; the
        knocker marked; above them the quarters each started with and the ante, below them the pot
        won, so each column adds up to the total row: quarters left."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, today

        unit = "Corners" if state.options["card_makers"] else "Quarters"
        over = state.phase == GAME_OVER
        rows = purse_sheet_rows(state, "Hand", ((None if v is None else value_text(v) for v in values)
                                                for values in state.hand_values),
                                state.hand_losses, state.hand_knockers, ante=not state.options["card_makers"],
                                over=over, value_word="hand")
        totals = tuple("out" if out else ("on face" if face and q == 0 else q)
                       for q, face, out in zip(state.quarters, state.on_face, state.out))
        notes = sheet_notes(unit)
        return ScoreSheet(
            title="Thirty-One score sheet", game_name=self.info.name, columns=tuple(state.players),
            # the second figure is the change in corners (quarters) that row brought (4 at
            # the start, -1 paid for a hand), not those held: "Each cell: hand / corners" over
            # "12 / -1" read as 1 corner held less than none (s34 t3 #6)
            players=tuple(state.players), sub_columns=("Hand", f"Change in {unit.lower()}"), date=today(),
            house_rules=house_rules_text(self.info, state.options),
            # (not positional: the Start, Ante and Won-the-pot rows write their signed change
            # alone, "+4", not "– / 4": purse_sheet_rows)
            sections=(ScoreSection(rows=rows),), totals=totals,
            winners=tuple(self.winners(state)) if over else (),
            tie_rule="Ties for lowest each pay.", notes=notes, marked_said=knocker_marked("Hand"),
            # the bottom row is what is left in the purse, and the last one in wins: "highest
            # total wins" over a row named "Total" read as a race for points
            extra={"goal": f"the last player with {unit.lower()} wins",
                   "round_cells": f"{unit.lower()} won or lost",
                   "cells_said": f"Each hand's row: the points in that player's hand / {unit.lower()} won or paid"},
            total_label=f"{unit} left",
        )

    def status(self, state: ThirtyOneState) -> str:
        """Public: whose turn, who knocked, the quarters and the pot (never a hidden card)."""
        purse = state.purse
        unit = self.unit(state)
        money = purse.describe(state.players, unit)
        if state.phase == GAME_OVER:
            return f"Game over: {state.players[self.winners(state)[0]]} wins the pot."
        if state.phase == HAND_OVER:
            nxt = purse.next_live(state.dealer)
            return f"Hand {state.hand_no} is over ({money}). {state.players[nxt]}: deal the next hand."
        who = state.players[state.turn]
        knocked = ""
        if state.knocker is not None and state.knocker != state.turn:  # (not to the knocker
            # finishing the turn it knocked in: the log has just said "Anna knocks.")
            name = state.players[state.knocker]
            # a knock that was the whole turn, the next player yet to draw: said as the log says
            # it ("Anna knocks."), so the status line after the log's sentence does not say it
            # again in the past ("Anna knocks.  Anna knocked. Ben: draw ...")
            just = state.phase == TO_DRAW and state.turn == state.next_live(state.knocker)
            knocked = f"{name} knocks. " if just and self.knock_is_whole_turn(state) else f"{name} knocked. "
        if state.phase == TO_DRAW:
            ask = f"{who}: draw from the stock or the discard pile"
            if state.knocker is None:
                ask += ", or knock"
        else:
            ask = f"{who}: discard a card"
            if state.knocker is None and not self.knock_is_whole_turn(state):
                ask += " (you may still knock first)"
        return f"{knocked}{ask}. {money}."

    def table_status(self, state: ThirtyOneState) -> str:
        """The status without the quarters (each seat's line on the table shows them): between
        hands what the hand cost whom, then who deals. Drawn for nobody (several people at the
        table) the table said the status, every player's quarters and the pot after the
        result: "Ben was lowest with 12: paid 1 quarter. Hand 5 is over (Quarters: Anna out,
        Ben out, Robo Rex 2, Robo Ruby 1; pot 10). Robo Rex deals next: ..." (s45)."""
        if state.phase == HAND_OVER:
            return f"{self.result_text(state)} {state.players[state.purse.next_live(state.dealer)]}: deal the next hand."
        if state.phase == GAME_OVER:
            return f"{self.result_text(state)} {self.status(state)}".strip()
        return self.status(state).rsplit(" Quarters:", 1)[0].rsplit(" Corners:", 1)[0]

    def prompt(self, state: ThirtyOneState, seat: int) -> str:
        """The table's public words (:meth:`table_status`), and the seat's own hand value, which
        only it may know."""
        line = self.table_status(state)
        if state.phase in (TO_DRAW, TO_DISCARD) and state.hands[seat]:
            # after "Robo Ruby: discard a card." a bare "Your hand" would read as Ruby's
            you = "Your" if seat == state.turn else f"{state.players[seat]}, your"
            line += f" {you} hand is worth {value_text(self.value(state, seat))}."
        return line

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: ThirtyOneState, move: Move, after: ThirtyOneState) -> bool:
        """A draw that made the stock again from the discards (all seen face up) cannot be
        taken back: the card drawn came from the seed's shuffle (a new deal too)."""
        return shuffled_since(before, after)

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: ThirtyOneState) -> list[Zone]:
        """Each hand is its owner's until the hand ends, then shown to all; the stock face down;
        the discard pile face up: every card in it was seen by all as it was discarded (the game
        log names each), so a computer's samples keep them there."""
        seen = Seen.OWNER if state.phase in (TO_DRAW, TO_DISCARD) else Seen.ALL
        return [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)] + [
            Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
            Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD),
        ]

    def with_zones(self, state: ThirtyOneState, cards: dict[str, tuple[str, ...]]) -> ThirtyOneState:
        hands = tuple(cards.get(HAND_KEYS[seat], hand) for seat, hand in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock),
                             discard=cards.get("discard", state.discard))

    @staticmethod
    def unit(state: ThirtyOneState) -> str:
        """What a player loses a hand with: a quarter, or with Denexa's rules a corner of their
        bill ("this player folds one corner of their bill")."""
        return "corner" if state.options["card_makers"] else "quarter"

    def seat_note(self, state: ThirtyOneState, seat: int) -> str:
        """The line under a seat: its quarters (corners with Denexa's rules), "on face" or "out",
        and whether it knocked: "3 corners · knocked" (was "quarters 3" whatever the rules)."""
        words = [state.purse.holding(seat, self.unit(state))]
        if seat == state.knocker and not state.purse.out[seat]:
            words.append("knocked")
        return " \u00b7 ".join(words)

    def public(self, state: ThirtyOneState) -> dict[str, Any]:
        """Whose turn, the phase, who deals, who knocked, who set down 31, the quarters, who is
        on their face or out, the pot, and each finished hand's values and losses."""
        return {
            "turn": state.turn, "dealer": state.dealer, "phase": state.phase, "hand_no": state.hand_no,
            "knocker": state.knocker, "blitz": state.blitz, **state.purse.to_json(self.unit(state)),
            "marks": state.purse.marks(state.knocker, "knocked"),
            "seat_notes": [self.seat_note(state, s) for s in range(len(state.players))],
            "hand_values": [list(v) for v in state.hand_values],
            "hand_losses": [list(v) for v in state.hand_losses],
            "taken": [list(t) for t in state.taken],
        }

    def determinize(self, state: ThirtyOneState, seat: int | None, rng: random.Random) -> ThirtyOneState:
        """The generic sample (hidden cards re-dealt, discards taken kept in their hands), then each
        other hand made as good as its owner's draws let it be: a player who drew k cards from
        either pile this hand kept about the best three of the 3 + k it saw, so its hand is the
        best three (those seen taken from the discards kept) of its dealt cards and k more from
        the cards hidden from ``seat`` in the stock, the rest going back there (the discards
        are face up: everyone saw each one go down). (A card taken from the discards and thrown
        again is drawn at random here: a little short of what the player saw.) Dealt at random,
        a hand that has drawn three times is some 7 points weaker than such hands are, and the
        search knocks into hands it cannot beat; made this way it is within a point (bench
        measure in docs/benchmarks.md). Only cards hidden from ``seat`` move, so what it sees
        stays."""
        new = super().determinize(state, seat, rng)  # type: ignore[arg-type]  # None: a spectator
        if seat is None or state.phase not in (TO_DRAW, TO_DISCARD) or not any(state.drawn):
            return new
        three = state.options["three_of_a_kind"]
        hands = [list(h) for h in new.hands]
        stock = list(new.stock)
        pool = [(stock, i) for i in range(len(stock))]
        for other, count in enumerate(state.drawn):
            if other == seat or not count or not hands[other] or not pool:
                continue
            picked = rng.sample(pool, min(count, SEEN_DRAWS, len(pool)))
            cards = hands[other] + [pile[i] for pile, i in picked]
            keep = _best_three(tuple(cards), tuple(state.taken[other]) if other < len(state.taken) else (),
                               len(hands[other]), three)
            rest = list(cards)
            for card in keep:
                rest.remove(card)
            hands[other] = list(keep)
            for (pile, i), card in zip(picked, rest):
                pile[i] = card
        return new.replace(hands=tuple(tuple(h) for h in hands), stock=tuple(stock))

    def shown_holding(self, state: ThirtyOneState) -> dict[int, Sequence[str]]:
        """A card taken from the discard pile went into that hand in everybody's sight: the
        search's samples keep it there (not dealt to anyone at random) until it is discarded."""
        return dict(enumerate(state.taken))


GAME = ThirtyOne()
