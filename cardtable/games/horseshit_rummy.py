"""Horseshit Rummy, from the family's rule book (004_312affb30e9b3af0.txt, section "Horseshit
Rummy"; "General Rules" for the first dealer and the order of play).

"3-4 decks of cards, remove 2s and jokers"; "Any number of people can play": 2 to 8 players,
three decks up to five players, four from six. The first dealer is drawn at random, the player to
the dealer's left starts, play goes clockwise and the deal passes left.

The deal: "the first card will be turned up. This card will indicate how many cards that player
will receive, (e.g. if the first card is a 5 they will receive four more cards face down) that
hand ... Aces are 14 cards, Kings are 13 cards, Queens are 12 cards, Jacks are 11 cards". Each
player's face-up card stays face up in their hand until it is played. "The face up card for the
Dealer is wild for everyone": every card of that rank is wild this hand.

Melds: "Only sets are permitted. No runs." "Meld is 3 or more of a kind"; "You must have at least
one natural card in each grouping"; "You cannot steal wild cards from melded cards".

The turn: draw, meld, discard.

* Draw the top card of the stock, or pick the discards. They lie "staggered down-ward so you can
  see all cards": "You can pick the pile as "deep" as you want to as long as you have at least two
  matching natural cards in your hand to the card you are picking to. You can not use wild cards
  to pick the pile." You take that card and every card above it, and meld the card you picked to
  with your pair that same turn (before anything else), more cards of its rank or wilds with it if
  you like. "You can not pick a wild card from the discard pile unless it's in the pile you pick up
  with a pair": a wild card is never the card you pick to.
* Meld sets in front of you and add to your own. "You may play on the other players cards the
  round after you have melded. You play in front of yourself so that you can include these points
  in your count": from your turn after the one you first melded in, you may add cards to anyone's
  sets; they score for you.
* Discard one card. "You do NOT have to discard to go out": you go out when your hand is empty,
  by melding, adding or discarding your last card. "You may go out in the first round."

Scoring: "Count all points played out in front of you less any cards still in your hand": Wilds
100, Ace 100, K-10 10, 9-3 5. "First player to 1500 wins."

Alternate Rules (options, off by default): "Aces are 50 points instead of 100 points"; "If a wild
card is the flip card you can pick the pile with matching cards. EG; if a Joker is flipped it
requires 2 Jokers to pick the pile": picking to a wild card needs two cards of the wild rank in
hand, and a set made only of the wild rank then counts as a set of that rank.

Decided where the text is vague (also on the rules page): even the top card alone needs the pair;
the card picked to is melded with the pair that turn; no card is turned up to start the discards
(the first player draws from the stock); when the stock is empty after a discard the hand ends;
several players over 1500 in one hand: the highest wins, and a tie at the top plays another hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_NAMES, RANK_OF, DeckSpec, card_name, card_short
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.scoresheet import POINTS_AND_TOTAL
from ..core.rng import first_dealer, shuffle
from ..core.words import plural
from ..core.zones import Role, Seen, Zone
from .meld_table import (best_seats, first_to_target_end, hand_totals, laid_apart, meld_card_lists, meld_check, meld_data, meld_of,
                         meld_refusal, meld_words, meld_zones, offered_melds, table_drag, table_drop, table_less_hand,
                         turn_refusal)
from . import rummy_words
from .lookup import is_listed
from .melds import RUMMY_CARD_KEYS, rummy_move_shapes, card_list_form, discard_move, draw_move, lay_off_move, SET, Meld, MeldRules, classify, fits, remove_cards, seen_leaving, seen_taking

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

TARGET = 1500
DRAW, PLAY, HAND_OVER, GAME_OVER = "draw", "play", "hand_over", "game_over"
DEAL_SIZE = {"A": 14, "K": 13, "Q": 12, "J": 11}
NOT_MELDED, MELDED_NOW, MELDED = 0, 1, 2
#: A wild picked up from a meld (no move: the table's words for why it stays there)
TAKE_WILD = "take_wild"

OPTIONS = (
    OptionSpec("aces_50", "Aces are 50 points", "Aces count 50 points instead of 100.", False,
               alternate=0),
    OptionSpec("pick_to_wild", "Pick the pile to a wild card",
               "You may pick the pile down to a card of this hand's wild rank if you hold two "
               "more of that rank (two 5s when 5s are wild; no other wild card counts); three or more of the "
               "wild rank then make a set. Off: nobody picks to a wild card.", False, alternate=0),
)


def decks_for(players: int) -> int:
    return 4 if players >= 6 else 3


def deal_size(card: str) -> int:
    """How many cards the face-up first card gives: its number, J 11, Q 12, K 13, A 14."""
    rank = RANK_OF[card]
    return DEAL_SIZE.get(rank) or int(rank)


@lru_cache(maxsize=None)
def rules_for(wild: str) -> MeldRules:
    return MeldRules(wild_ranks=frozenset({wild}), natural="one", runs=False, sets_only=True)


def value(card: str, wild: str, aces_50: bool = False) -> int:
    """ "Wilds 100 points, Ace 100 points, K-10 10 points, 9-3 5 points" """
    rank = RANK_OF[card]
    if rank == wild:
        return 100
    if rank == "A":
        return 50 if aces_50 else 100
    return 10 if rank in ("K", "Q", "J", "10") else 5


@dataclass(eq=False, kw_only=True)
class HorseshitState(GameState):
    hands: tuple[tuple[str, ...], ...]
    shown: tuple[str, ...]  # each seat's face-up deal card while still in its hand (hand[0]), "" once played
    wild: str  # the rank of the dealer's face-up card
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # the staggered pile, oldest first
    melds: tuple[tuple, ...]  # meld_data, owner = who laid it; "added" = cards others laid on it
    turn: int
    dealer: int
    phase: str
    melded: tuple[int, ...]  # NOT_MELDED, MELDED_NOW (this turn) or MELDED (an earlier turn)
    must_play: str  # the card picked to, to be melded with the pair this turn
    held: tuple[str, ...]  # the hand before that pick
    shuffles: int
    hand_no: int
    hand_points: tuple[tuple[int, ...], ...]
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, discards seen to go into the hand and not seen to leave it


class HorseshitRummy(Game[HorseshitState]):
    move_shapes = rummy_move_shapes("next_hand")
    move_card_keys = RUMMY_CARD_KEYS
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far
    seat_numbers = ("scores",)
    info = GameInfo(
        id="horseshit_rummy",
        name="Horseshit Rummy",
        family="Rummy",
        min_players=2,
        max_players=8,
        description="Your face-up first card sets your hand size, the dealer's is wild; sets only, pick the "
                    "staggered pile as deep as your pair allows. First to 1500 wins.",
        source="004_312affb30e9b3af0.txt, section 'Horseshit Rummy'",
        rules_page="horseshit_rummy.html",
        sheet_row="Hand", sheet_columns=POINTS_AND_TOTAL,
        options=OPTIONS,
    )
    #: What a drop means, for the engine to judge (the drags themselves are ``table_drag``).
    gestures = {"meld": ("hand", "melds"), "discard": ("hand", "discard")}
    #: The discards are "staggered" so every card shows: the table lays them out in a line.
    fanned = ("discard",)

    def table_drag(self, state: HorseshitState, move: Move) -> Drag | None:
        """Drawing (a pick: drag the card picked to), a meld, a lay-off and a discard are drags;
        the next hand is a button. A lay-off goes on the set, or on the cards already laid off on
        it, in front of whoever laid them."""
        drag = table_drag(state, move)
        if drag is not None and move.get("kind") == "lay_off":
            i = move["meld"]
            drag = Drag(drag.picked, drag.to + tuple(f"meld{i}/{s}" for s in laid_apart(state.melds[i])))
        return drag

    def table_drop(self, state: HorseshitState, seat: int | None, drag: Drag) -> Move | None:
        """The move a drop means, played if the engine's check accepts it, else its rule is said
        (a card dropped on a meld it may not go on, a pile's card it may not draw). A wild card
        picked up from a meld: the rule that keeps it there (it said only "The 10 of spades cannot
        be moved now.", as if later it could, s39 t3)."""
        if len(drag.picked) == 1:
            zone, card = drag.picked[0]
            index = zone[4:].split("/")[0] if zone.startswith("meld") and not zone.startswith("melds/") else ""
            if index.isdigit() and isinstance(card, str) and RANK_OF.get(card) == state.wild:
                return Move(kind=TAKE_WILD, card=card, meld=int(index))
        return table_drop(state, drag, dig=True)

    def card_list_moves(self, state: HorseshitState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto the meld row make a meld,
        judged by :meth:`check` ("3 or more of a kind", "at least one natural card in each
        grouping"): a set with a wild that is not the one listed (4D 4D 7S) can be laid too."""
        return meld_card_lists(state, state.phase == PLAY)

    def move_label(self, state: HorseshitState, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        kind = move.get("kind")
        if kind == "draw":
            if move.get("pile") == "stock":
                return "Draw from the stock"
            i = move["index"]
            return f"Pick to {card_short(state.discard[i])} ({len(state.discard) - i} cards)"
        if kind == "lay_off":
            owner = state.melds[move["meld"]][3]
            whose = "your" if owner == move.get("seat") else f"{state.players[owner]}'s"
            return f"{card_short(move['card'])} on {whose} {state.melds[move['meld']][2][0]}s"
        return {"next_hand": "Deal the next hand"}.get(str(kind), "")

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(decks=decks_for(players), omit_ranks=("2",))

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> HorseshitState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = HorseshitState(players=players, options=options, seed=seed, stack=stack, hands=(), shown=(),
                               wild="", stock=(), discard=(), melds=(), turn=0, dealer=dealer, phase=DRAW,
                               melded=(), must_play="", held=(), shuffles=0, hand_no=0, hand_points=())
        return self._deal(state, dealer)

    def _deal(self, state: HorseshitState, dealer: int) -> HorseshitState:
        """Each player's first card face up says how many cards they get; the rest are dealt
        round the table one at a time to those still owed cards."""
        n = len(state.players)
        order = list(shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack))
        order.reverse()  # pop() takes the top card
        seats = [(dealer + 1 + k) % n for k in range(n)]
        hands: list[list[str]] = [[] for _ in range(n)]
        for s in seats:
            hands[s].append(order.pop())
        while True:
            owed = [s for s in seats if len(hands[s]) < deal_size(hands[s][0])]
            if not owed:
                break
            for s in owed:
                hands[s].append(order.pop())
        shown = tuple(h[0] for h in hands)
        return state.replace(hands=tuple(tuple(h) for h in hands), shown=shown, wild=RANK_OF[shown[dealer]],
                             stock=tuple(order), discard=(), melds=(), turn=(dealer + 1) % n, dealer=dealer,
                             phase=DRAW, melded=(NOT_MELDED,) * n, must_play="", held=(),
                             shuffles=state.shuffles + 1, hand_no=state.hand_no + 1, taken=())

    def rules(self, state: HorseshitState) -> MeldRules:
        return rules_for(state.wild)

    def classify(self, state: HorseshitState, cards: tuple[str, ...], owner: int = -1) -> Meld | str:
        """A set under this hand's wild rank; with the Alternate Rule, three or more of the wild
        rank alone are a set of that rank."""
        if (self._option(state, "pick_to_wild") and len(cards) >= 3
                and all(RANK_OF[c] == state.wild for c in cards)):
            return Meld(SET, tuple(cards), (state.wild,) * len(cards), owner)
        return classify(cards, self.rules(state), owner)

    @staticmethod
    def _option(state: HorseshitState, key: str) -> bool:
        return bool(state.options.get(key, False))

    # ----- who acts -------------------------------------------------------------------------
    def current_player(self, state: HorseshitState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == HAND_OVER:
            return (state.dealer + 1) % len(state.players)
        return state.turn

    # ----- moves ----------------------------------------------------------------------------
    def can_pick_to(self, state: HorseshitState, hand: tuple[str, ...], index: int) -> bool:
        """ "at least two matching natural cards in your hand to the card you are picking to" """
        card = state.discard[index]
        rank = RANK_OF[card]
        if rank == state.wild and not self._option(state, "pick_to_wild"):
            return False  # "You can not pick a wild card ... unless it's in the pile you pick up with a pair"
        return sum(1 for c in hand if RANK_OF[c] == rank) >= 2

    def compute_legal_moves(self, state: HorseshitState) -> list[Move]:
        seat = state.turn
        if state.phase == HAND_OVER:
            return [Move(kind="next_hand", seat=(state.dealer + 1) % len(state.players))]
        if state.phase == GAME_OVER:
            return []
        hand = state.hands[seat]
        if state.phase == DRAW:
            moves = [draw_move(seat, "stock")]
            # can_pick_to for each card of the pile, the hand's ranks counted once
            held: dict[str, int] = {}
            for c in hand:
                held[RANK_OF[c]] = held.get(RANK_OF[c], 0) + 1
            to_wild = self._option(state, "pick_to_wild")
            moves += [draw_move(seat, "discard", i) for i, card in enumerate(state.discard)
                      if held.get(RANK_OF[card], 0) >= 2 and (to_wild or RANK_OF[card] != state.wild)]
            return moves
        if state.must_play:
            rank = RANK_OF[state.must_play]
            pair = [c for c in state.held if RANK_OF[c] == rank][:2]
            return [Move(kind="meld", seat=seat, cards=tuple(sorted([state.must_play] + pair)))]
        moves = [Move(kind="meld", seat=seat, cards=m) for m in offered_melds(hand, self.rules(state))]
        rules = self.rules(state)
        for card in dict.fromkeys(hand):
            for i, data in enumerate(state.melds):
                if (data[3] == seat or state.melded[seat] == MELDED) and fits(meld_of(data), card, rules, seat):
                    moves.append(lay_off_move(seat, card, i))
        moves += [discard_move(seat, c) for c in dict.fromkeys(hand)]
        return moves

    def _meld_reason(self, state: HorseshitState, cards: tuple[str, ...]) -> str | None:
        if remove_cards(state.hands[state.turn], cards) is None:
            return "You do not hold all those cards."
        meld = self.classify(state, cards)
        if isinstance(meld, str):
            return meld
        if state.must_play:
            rank = RANK_OF[state.must_play]
            from_hand = remove_cards(cards, (state.must_play,)) or ()
            pair = sum(1 for c in from_hand if RANK_OF[c] == rank and c in state.held)
            if state.must_play not in cards or pair < 2 or meld.rank != rank:
                return self._meld_first(state)
        return None

    def click_words(self, state: HorseshitState, move: Move) -> str | None:
        """A card clicked in the discard fan is picked to, not played: "To pick the pile to the 5
        of spades, drag it to Ben's hand or double-click it." """
        index = move.get("index")
        if move.get("kind") == "draw" and move.get("pile") == "discard" and type(index) is int \
                and 0 <= index < len(state.discard):
            return f"pick the pile to the {card_name(state.discard[index])}"
        return None

    @staticmethod
    def _meld_first(state: HorseshitState) -> str:
        """The pile was picked to ``must_play``: "First meld the 5 of spades with your pair of 5s." """
        return f"First meld the {card_name(state.must_play)} with your pair of {RANK_NAMES[RANK_OF[state.must_play]]}s."

    def check(self, state: HorseshitState, move: Move) -> str | None:
        """Melds are any card list (judged by rule); everything else is looked up."""
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        if move.get("kind") == "meld" and state.phase == PLAY and move.get("seat") == state.turn:
            return card_list_form(move) or meld_check(move["cards"], lambda cards: self._meld_reason(state, cards))
        return super().check(state, move)

    def explain(self, state: HorseshitState, move: Move) -> str:
        kind, seat = move.get("kind"), move.get("seat", state.turn)  # a drop the table guessed names no seat
        if (refusal := turn_refusal(state, seat)) is not None:
            return refusal
        if kind == TAKE_WILD:
            return rummy_words.NO_STEALING_WILDS
        if kind == "draw":
            if state.phase != DRAW:
                return "You have drawn already."
            index = move.get("index")
            if type(index) is int and 0 <= index < len(state.discard):
                picked: str = state.discard[index]
                rank = RANK_OF[picked]
                if rank == state.wild and not self._option(state, "pick_to_wild"):
                    return "You cannot pick to a wild card: it only comes with a pile you pick to a pair."
                # "at least two matching natural cards in your hand to the card you are picking to"
                natural = "" if rank == state.wild else "natural "
                return (f"To pick the pile to the {card_name(picked)} you need two {natural}"
                        f"{RANK_NAMES[rank]}s in your hand.")
            return "To pick the pile you need two natural cards in your hand matching the card you pick to."
        if state.phase == DRAW:
            return "Draw first: from the stock, or pick the pile to a card you hold a pair of."
        hand = state.hands[state.turn]
        card = move.get("card")
        if state.must_play:
            return self._meld_first(state)
        if kind in ("discard", "lay_off") and (not isinstance(card, str) or card not in hand):
            return "You do not hold that card."
        if kind == "lay_off":
            meld = move.get("meld")
            if isinstance(meld, int) and 0 <= meld < len(state.melds) and state.melds[meld][3] != seat:
                if state.melded[seat] == NOT_MELDED:
                    return "You may add to other players' sets only once you have melded."
                if state.melded[seat] == MELDED_NOW:
                    return "You cannot add to other players' sets in the turn you first meld."
            return "That card does not fit that set."
        if kind == "meld":
            return meld_refusal(move.get("cards"), lambda cards: self._meld_reason(state, cards))
        return "That is not a move in Horseshit Rummy."

    def _after_removal(self, state: HorseshitState, seat: int, hand: tuple[str, ...],
                       removed: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
        hands = list(state.hands)
        hands[seat] = hand
        shown = list(state.shown)
        if shown[seat] and shown[seat] in removed:
            shown[seat] = ""  # the face-up card has been played (or its twin: nobody can tell)
        return tuple(hands), tuple(shown)

    def deal_events(self, state: HorseshitState) -> list[Event]:
        return [Event(f"Hand {state.hand_no}: {state.players[state.dealer]} deals; {state.wild}s are wild.", "dealt")]

    def perform(self, state: HorseshitState, move: Move) -> Applied:
        kind = move["kind"]
        n = len(state.players)
        if kind == "next_hand":
            new = self._deal(state, (state.dealer + 1) % n)
            return Applied(new, tuple(self.deal_events(new)))
        seat = move["seat"]
        who = state.players[seat]
        key = f"hand/{seat}"
        if kind == "draw":
            drawn = list(state.hands)
            if move["pile"] == "stock":
                drawn[seat] += (state.stock[-1],)
                new = state.replace(hands=tuple(drawn), stock=state.stock[:-1], phase=PLAY)
                return Applied(new, (Event(rummy_words.draws_from_stock(who), "card_moved", card=None, src="stock", dst=key),))
            i = move["index"]
            taken = state.discard[i:]
            drawn[seat] += taken
            new = state.replace(hands=tuple(drawn), discard=state.discard[:i], phase=PLAY,
                                must_play=taken[0], held=state.hands[seat],
                                taken=seen_taking(state.taken, n, seat, taken))
            return Applied(new, (Event(f"{who} picks the pile to the {card_name(taken[0])} ({plural(len(taken), 'card')}).",
                                       "card_moved", cards=list(taken), src="discard", dst=key),))
        if kind == "meld":
            cards = move["cards"]
            meld = self.classify(state, cards, owner=seat)
            assert isinstance(meld, Meld)
            hands, shown = self._after_removal(state, seat, remove_cards(state.hands[seat], cards) or (), cards)
            now = list(state.melded)
            if now[seat] == NOT_MELDED:
                now[seat] = MELDED_NOW
            new = state.replace(hands=hands, shown=shown, melds=state.melds + (meld_data(meld),),
                                melded=tuple(now), must_play="", held=(), taken=seen_leaving(state.taken, seat, cards))
            event = Event(rummy_words.melds(who, meld.cards), "card_moved",
                          cards=list(meld.cards), src=key, dst=f"meld{len(state.melds)}/{seat}")
            return self._maybe_out(new, seat, event)
        if kind == "lay_off":
            card, i = move["card"], move["meld"]
            hands, shown = self._after_removal(state, seat, remove_cards(state.hands[seat], (card,)) or (), (card,))
            melds = list(state.melds)
            melds[i] = meld_data(fits(meld_of(melds[i]), card, self.rules(state), seat))  # type: ignore[arg-type]
            new = state.replace(hands=hands, shown=shown, melds=tuple(melds),
                                taken=seen_leaving(state.taken, seat, (card,)))
            # "You play in front of yourself": a card on another player's set lies with the layer's
            # melds (its zone is the layer's), and the log says whose set it went on
            whose = meld_words(melds[i], state.players, mover=seat)
            event = Event(rummy_words.adds(who, card, whose), "card_moved", card=card, src=key,
                          dst=f"meld{i}/{seat}")
            return self._maybe_out(new, seat, event)
        # discard
        card = move["card"]
        hands, shown = self._after_removal(state, seat, remove_cards(state.hands[seat], (card,)) or (), (card,))
        melded = tuple(MELDED if m == MELDED_NOW else m for m in state.melded)
        new = state.replace(hands=hands, shown=shown, discard=state.discard + (card,), phase=DRAW,
                            turn=(seat + 1) % n, melded=melded, taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(rummy_words.discards(who, card), "card_moved", card=card, src=key, dst="discard")
        if not hands[seat]:
            return self._end_hand(new, event, rummy_words.goes_out(who))
        if not new.stock:
            return self._end_hand(new, event, "The stock is empty: the hand ends.")
        return Applied(new, (event,))

    def _maybe_out(self, state: HorseshitState, seat: int, event: Event) -> Applied:
        """ "You do NOT have to discard to go out" """
        if not state.hands[seat]:
            return self._end_hand(state, event, rummy_words.goes_out(state.players[seat]))
        return Applied(state, (event,))

    def hand_result(self, state: HorseshitState) -> tuple[int, ...]:
        """ "Count all points played out in front of you less any cards still in your hand." """
        aces = self._option(state, "aces_50")
        return table_less_hand(state.melds, state.hands, lambda card: value(card, state.wild, aces))

    def _end_hand(self, state: HorseshitState, event: Event, text: str) -> Applied:
        """ "First player to 1500 wins" (decided: several over 1500 in one hand, the highest). """
        return first_to_target_end(state.replace(must_play="", held=()), self.hand_result(state), TARGET, event, text)

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: HorseshitState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: HorseshitState) -> list[int]:
        return hand_totals(state.hand_points, len(state.players))

    def winners(self, state: HorseshitState) -> list[int]:
        return best_seats(self.scores(state)) if state.phase == GAME_OVER else []

    def status(self, state: HorseshitState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"Hand {state.hand_no} is over.")
        who = names[state.turn]
        head = f"{state.wild}s are wild. "
        if state.phase == DRAW:
            return head + f"{who}: draw from the stock, or pick the pile to a card you hold a pair of."
        if state.must_play:
            return head + f"{who}: first meld the {card_name(state.must_play)} with your pair of {RANK_NAMES[RANK_OF[state.must_play]]}s."
        return head + f"{who}: meld sets, add on, then discard (or go out)."

    def public(self, state: HorseshitState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "dealer": state.dealer, "hand_no": state.hand_no,
                "wild": state.wild, "shown": list(state.shown), "melded": [m != NOT_MELDED for m in state.melded],
                "must_play": state.must_play, "scores": self.scores(state), "hand_points": [list(p) for p in state.hand_points],
                "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: HorseshitState) -> dict[int, Sequence[str]]:
        """The discards picked (the pile is fanned face up, so every card of it) went into that
        hand in everybody's sight: the search's samples keep them there until seen to leave."""
        return dict(enumerate(state.taken))

    def zones(self, state: HorseshitState) -> list[Zone]:
        zones = []
        open_ = state.phase in (HAND_OVER, GAME_OVER)
        for seat, hand in enumerate(state.hands):
            if open_:
                zones.append(Zone("hand", hand, Seen.ALL, seat, Role.HAND))
            else:
                marks = tuple(Seen.ALL if i == 0 and state.shown[seat] else Seen.OWNER for i in range(len(hand)))
                zones.append(Zone("hand", hand, Seen.OWNER, seat, Role.HAND, per_card=marks))
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD, label="Discards")]
        return zones + meld_zones(state.melds, state.players)

    def with_zones(self, state: HorseshitState, cards: dict[str, tuple[str, ...]]) -> HorseshitState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock))

    def score_sheet(self, state: HorseshitState) -> "ScoreSheet":
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, running_rows, today

        rows, totals = running_rows(state.hand_points, self.info.sheet_row)
        aces = 50 if self._option(state, "aces_50") else 100
        return ScoreSheet(
            title="Horseshit Rummy score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals or [0] * len(state.players)),
            winners=tuple(self.winners(state)), tie_rule="A tie at the top plays another hand.",
            notes=(f"Cards played in front of you less cards in hand: Wilds 100, Ace {aces}, K-10 10, 9-3 5.",
                   "First to 1500 wins; several over 1500 in one hand: the highest wins."),
        )


GAME = HorseshitRummy()
