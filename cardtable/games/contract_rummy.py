"""The contract rummy games of the family's book (004_312affb30e9b3af0.txt): Desert Rummy, Push and
10 Dime Rummy. No Qt.

They share one shape, which lives here once; each game module only says what is its own (its
contracts, deck, draw, who may add where, how a hand is scored):

* Each hand a player must first lay down the hand's **contract** ("2 sets of 3", "1 run of 4 and
  1 set of 3"...) all at once, as one card list (:func:`melds.split_melds` finds the melds in
  it; where the game lets more melds go down in that turn, the list may hold them too: the
  cards of two sets selected together and dropped on "New meld" lay both). "If your partner
  has already melded, this does not entitle you to meld": every player makes their own.
* After that, in later turns (and in the same turn where the game allows it), further melds of
  three or more (several at once, one card list split by :func:`melds.split_melds`) and lay-offs (:func:`melds.fits`) on the melds the game allows: every meld's
  cards stay "in front of" whoever laid them (``Meld.added``).
* Where the game allows it, a natural card from the hand replaces the wild card that stands for
  it in a meld (:func:`melds.swap_wild`); the freed wild "must be used immediately": it waits
  beside the player, who must lay it off or meld it before anything else.
* The turn: draw (each game its own way), meld and lay off, discard. A player goes out by
  emptying their hand; the hand ends at once and is scored by the game.
* When the stock is needed and empty, the discards under the top card are shuffled into a new
  stock; where a game allows that only so many times a hand (:attr:`ContractRummy.stock_rebuilds`,
  Desert Rummy and 10 Dime Rummy: twice), the hand ends when the last stock runs out.

Moves: ``draw`` (``pile``), ``meld`` (``cards``: the contract, or one more meld), ``lay_off``
(``card``, ``meld``: the meld's number on the table), ``swap`` (``card``: the natural, ``meld``),
``discard`` (``card``), ``next_hand``; a game adds its own (10 Dime Rummy's ``buy``). Melds are
any card list, judged by rule in :meth:`ContractRummy.check`; the table offers the contract it
finds (:func:`melds.find_contract`) and the three-card melds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_NAMES, RANK_OF, RANK_VALUE, SUIT_OF, DeckSpec, card_name, card_short
from ..core.game import Applied, Drag, Event, Game, GameState, Move, OptionSpec, applied
from ..core.piles import as_pile, deal_round_robin, rebuilt_stock, shuffled_since
from ..core.rng import first_dealer, shuffle
from ..core.words import listed
from ..core.zones import Role, Seen, Zone
from . import rummy_words
from .lookup import is_listed
from .meld_table import laid_apart, meld_drop, meld_zones
from .melds import (meld_called, RUN, SET, Contract, discard_move, discard_moves, draw_move, fit_refusal, lay_off_move, Meld, MeldRules, meld_data, meld_of, find_contract, fits, is_card_list, meld_choices,
                    remove_cards, seen_leaving, seen_taking, split_melds, swap_wild, three_card_melds, RUMMY_CARD_KEYS,
                    rummy_move_shapes)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

DRAW, PLAY, HAND_OVER, GAME_OVER = "draw", "play", "hand_over", "game_over"


#: a natural card picked up from a meld on the table, and a wild where no game lets one be taken
TABLE_CARDS_STAY = "Cards on the table stay in their meld."
NO_STEALING_WILDS = rummy_words.NO_STEALING_WILDS
TAKE_WILD = "take_wild"  # (a wild picked up from a meld: no move, the table's words for a swap)
#: Why a wild in another player's run stays there (Desert Rummy: "You can only add additional
#: cards onto your own cards (not the other players)"; a swap lays a card of the hand in the run)
OWN_RUNS_ONLY = "You can take a wild card only from your own runs: you add cards only to your own melds."


def own_move_shapes(*kinds: str) -> dict[str, frozenset[str]]:
    """The contract rummies' move shapes (:attr:`ContractRummy.move_shapes`) and a game's own
    kinds of move, each with no key but its ``seat`` (10 Dime Rummy's "buy", Push's "push")."""
    return {**ContractRummy.move_shapes, **{kind: frozenset({"kind", "seat"}) for kind in kinds}}


@dataclass(eq=False, kw_only=True)
class ContractState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # top last
    melds: tuple[tuple, ...]  # meld_data of each meld on the table, in the order laid
    turn: int
    dealer: int
    phase: str
    hand_no: int
    shuffles: int
    down: tuple[bool, ...]  # has each seat laid its contract this hand
    down_now: bool  # the player to act laid its contract this turn
    pending: str  # a wild freed by a swap, waiting to be used ("" if none)
    turns: int  # turns finished this hand (10 Dime Rummy: "if everybody has had at least one play")
    history: tuple[tuple[int, ...], ...]  # per hand, one number per seat (the game says what)
    level: tuple[int, ...] = ()  # Desert Rummy: the meld each seat is on (1-11)
    dimes: tuple[int, ...] = ()  # 10 Dime Rummy: each seat's dimes
    pot: int = 0  # 10 Dime Rummy: dimes in the pot
    bought: int = 0  # 10 Dime Rummy: discards bought this turn
    quiet: int = 0  # Push: turns in a row of only taking the discard (no push possible), no card laid
    rebuilt: int = 0  # times the stock was made again from the discards this hand
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, discards seen to go into the hand and not seen to leave it
    thrown_by: int = -1  # the seat whose discard is on top (-1: the upcard, or a card under one taken)


class ContractRummy(Game[ContractState]):
    """The shared engine; a game sets the class attributes and writes the hooks below."""

    #: (the family's moves and its swap; a game adds its own kind, :func:`own_move_shapes`; "as":
    #: what a meld's wild cards stand for, chosen)
    move_shapes = rummy_move_shapes("next_hand", meld=("as",), swap=("card", "meld"))
    move_card_keys = RUMMY_CARD_KEYS

    #: written under each seat: the meld each player is to make
    seat_words = ("contracts",)
    #: how the log names a meld its mover adds to ("Ann adds the 7 of hearts to their own set of 7s")
    own_meld = "their own"
    hand_size_default = 11
    #: After the contract, may a player add to others' melds (Push, 10 Dime) or only their own?
    lay_off_on_others = True
    #: Do cards laid off on another player's meld lie in front of their layer (10 Dime: "You play
    #: in front of yourself so that you can include these points in your count")? Then the table
    #: shows them with the layer's melds, "On Anna's queens" (:func:`meld_table.meld_zones`, as
    #: Horseshit Rummy and Five Hundreds); otherwise inside the meld they extend (Push, whose
    #: lay-offs score nothing for anyone; Desert Rummy, where nobody adds to another's meld).
    layoffs_in_front = False
    #: May a player lay more cards in the turn they lay the contract? (Desert Rummy: no.)
    extras_with_contract = True
    #: Swaps: "" none, "run" in runs only (Desert Rummy), "any" (Push).
    swaps = ""
    #: "You MUST have a discard to go out" (Desert Rummy).
    discard_to_go_out = False
    #: 10 Dime Rummy: out in the turn you lay the contract only "if everybody has had at least one play".
    out_with_contract_after_round = False
    #: Push: a wild card turned up to start the discards is buried in the stock.
    bury_wild_upcard = False
    #: How many times a hand's stock may be made again from the discards; when it runs out after
    #: the last of them, the hand ends at the end of that turn (Desert Rummy, 10 Dime Rummy:
    #: decided, see :meth:`perform`). ``None``: for ever (Push ends its deals its own way).
    stock_rebuilds: int | None = None

    # ----- hooks ---------------------------------------------------------------------------
    def rules(self, options: dict[str, Any]) -> MeldRules:  # pragma: no cover - a hook
        raise NotImplementedError

    def contract(self, state: ContractState, seat: int) -> Contract:  # pragma: no cover - a hook
        raise NotImplementedError

    def hand_size(self, state: ContractState) -> int:
        return self.hand_size_default

    def extra_fields(self, n: int, options: dict[str, Any]) -> dict[str, Any]:
        return {}

    def end_hand(self, state: ContractState, out: int, events: list[Event]) -> Applied:  # pragma: no cover
        raise NotImplementedError

    # ----- set-up -------------------------------------------------------------------------
    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def new_state(self, players, options, seed, stack) -> ContractState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = ContractState(players=players, options=options, seed=seed, stack=stack, hands=(), stock=(),
                              discard=(), melds=(), turn=0, dealer=dealer, phase=DRAW, hand_no=0, shuffles=0,
                              down=(), down_now=False, pending="", turns=0, history=(),
                              **self.extra_fields(n, options))
        return self.deal(state, dealer)

    def deal(self, state: ContractState, dealer: int) -> ContractState:
        """Shuffle, deal from the dealer's left, turn up one card to start the discards."""
        n = len(state.players)
        deck = self.pieces(n, state.options)
        order = shuffle(deck.codes(), state.seed, state.shuffles, state.stack)
        state = state.replace(hand_no=state.hand_no + 1)
        hands, rest = deal_round_robin(order, n, self.hand_size(state), (dealer + 1) % n)
        upcard, rest = rest[0], rest[1:]
        if self.bury_wild_upcard:
            rules = self.rules(state.options)
            bury = random.Random(f"cardtable/{state.seed}/bury/{state.shuffles}")
            while rules.is_wild(upcard):
                # "the dealer must bury it in the stock and turn up a new card"
                rest.insert(bury.randrange(1, len(rest)), upcard)
                upcard, rest = rest[0], rest[1:]
        return state.replace(hands=hands, stock=as_pile(rest), discard=(upcard,), melds=(), turn=(dealer + 1) % n,
                             dealer=dealer, phase=DRAW, shuffles=state.shuffles + 1, down=(False,) * n,
                             down_now=False, pending="", turns=0, bought=0, quiet=0, rebuilt=0, taken=(),
                             thrown_by=-1)

    def refill(self, state: ContractState, need: int = 1) -> ContractState:
        """The stock with at least ``need`` cards if the discards allow: "the discards under
        the top card are shuffled into a new stock" (kept under what is left of the stock)."""
        if len(state.stock) >= need or len(state.discard) <= 1 or not self.may_rebuild(state):
            return state
        new, discard = rebuilt_stock(state.discard, state.seed, state.shuffles, state.stack)
        return state.replace(stock=new + state.stock, discard=discard, shuffles=state.shuffles + 1,
                             rebuilt=state.rebuilt + 1)

    def reveals_more(self, before: ContractState, move: Move, after: ContractState) -> bool:
        """What the zones cannot tell: a stock made again from the discards has an order nobody
        knew, though every card in it was seen face up (so the zones count nothing new). The move
        that shuffles it cannot be taken back: an undo would let the player choose again knowing
        the card to come. (A new deal, the other shuffle, is news to everybody too.)"""
        return shuffled_since(before, after)

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before its stock was limited (state version 1 of a game with
        :attr:`stock_rebuilds`) replays as it was played: with the book's endless stock."""
        if self.stock_rebuilds is not None and state_version < 2 and isinstance(options, dict) \
                and "endless_stock" not in options:
            return {**options, "endless_stock": True}
        return options

    def may_rebuild(self, state: ContractState) -> bool:
        """May the stock be made again from the discards this hand?"""
        return (self.stock_rebuilds is None or state.rebuilt < self.stock_rebuilds
                or bool(state.options.get("endless_stock")))

    def available(self, state: ContractState) -> int:
        """Cards the stock can give now, counting a rebuild."""
        return len(state.stock) + (max(0, len(state.discard) - 1) if self.may_rebuild(state) else 0)

    # ----- who acts ---------------------------------------------------------------------
    def current_player(self, state: ContractState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == HAND_OVER:
            return (state.dealer + 1) % len(state.players)
        return state.turn

    def table(self, state: ContractState) -> list[Meld]:
        return [meld_of(m) for m in state.melds]

    def may_add_to(self, state: ContractState, seat: int, meld: Meld) -> bool:
        return self.lay_off_on_others or meld.owner == seat

    def may_swap_in(self, state: ContractState, seat: int, meld: Meld) -> bool:
        """May ``seat`` take a wild from ``meld`` (a swap lays a card of the hand in it)? Where
        the game allows swaps: in the melds the player may add to (Desert Rummy: their own)."""
        return self.may_add_to(state, seat, meld)

    def may_lay_more(self, state: ContractState, seat: int) -> bool:
        """Further melds, lay-offs and swaps: once the contract is down, and (Desert Rummy) not
        in the turn it was laid."""
        return state.down[seat] and (self.extras_with_contract or not state.down_now)

    # ----- moves -------------------------------------------------------------------------
    def draw_moves(self, state: ContractState, seat: int) -> list[Move]:
        moves = []
        if self.available(state) >= 1:
            moves.append(draw_move(None, "stock"))
        if state.discard:
            moves.append(draw_move(None, "discard"))
        return moves

    def compute_legal_moves(self, state: ContractState) -> list[Move]:
        if state.phase == GAME_OVER:
            return []
        if state.phase == HAND_OVER:
            return [Move(kind="next_hand")]
        seat = state.turn
        if state.phase == DRAW:
            return self.draw_moves(state, seat)
        rules = self.rules(state.options)
        hand = state.hands[seat]
        moves: list[Move] = []
        if state.pending:
            return self.freed_moves(state)
        if not state.down[seat]:
            found = find_contract(hand, self.contract(state, seat), rules)
            if found is not None and self._meld_reason(state, found) is None:
                moves.append(Move(kind="meld", cards=found))
        elif self.may_lay_more(state, seat):
            table = self.table(state)
            for three in three_card_melds(hand, rules, 40):
                if self._meld_reason(state, three) is None:
                    moves.append(Move(kind="meld", cards=three))
            wild = rules.wild
            if self._empties_ok(state, len(hand) - 1):
                # A natural card fits only a set of its rank or a run of its suit: those melds
                # are found by look-up, the rest never tried (a wild card is tried on each).
                open_to = [i for i, m in enumerate(table) if self.may_add_to(state, seat, m)]
                by_key: dict[str, list[int]] = {}
                for i in open_to:
                    m = table[i]
                    key = m.stands_for[0] if m.kind == SET else "/" + SUIT_OF[m.stands_for[0]]
                    by_key.setdefault(key, []).append(i)
                for card in dict.fromkeys(hand):
                    if wild[card]:
                        tried = open_to
                    else:
                        tried = by_key.get(RANK_OF[card], []) + by_key.get("/" + SUIT_OF[card], [])
                        tried.sort()
                    for i in tried:
                        if fits(table[i], card, rules, seat):
                            moves.append(lay_off_move(None, card, i))
            if self.swaps:
                naturals = [c for c in dict.fromkeys(hand) if not wild[c]]
                runs_only = self.swaps == "run"
                for i, m in enumerate(table):
                    # A wild in a run stands for one card, in a set for the set's rank: only
                    # those naturals may take its place.
                    stands = {s for c, s in zip(m.cards, m.stands_for) if wild[c]}
                    if not stands or not self.may_swap_in(state, seat, m):
                        continue
                    for card in naturals:
                        if (RANK_OF[card] in stands if m.kind == SET else card in stands) \
                                and swap_wild(m, card, rules, runs_only=runs_only) is not None \
                                and self._swap_reason(state, card, i, table) is None:
                            moves.append(Move(kind="swap", card=card, meld=i))
        moves += discard_moves(hand)
        return moves

    def freed_moves(self, state: ContractState) -> list[Move]:
        """The ways to use the freed wild (``state.pending``) now, "must be used immediately in a
        meld" (Push), "use the wild card as part of a set/run you are making" (Desert Rummy): laid
        off on a meld it fits that the player may add to, or in a new meld with two cards of the
        hand (more cards: any selection dropped on "New meld" with it, judged by :meth:`check`).
        Only lay-offs were offered, and the table had no place for a new meld: a joker that fitted
        no meld left the turn stuck (s29 t2)."""
        seat, wild = state.turn, state.pending
        rules = self.rules(state.options)
        moves = [lay_off_move(None, wild, i) for i, m in enumerate(self.table(state))
                 if self.may_add_to(state, seat, m) and fits(m, wild, rules, seat)]
        hand = state.hands[seat]
        is_wild = rules.wild
        tried: set[tuple[str, ...]] = set()
        for a in range(len(hand)):
            for b in range(a + 1, len(hand)):
                x, y = sorted((hand[a], hand[b]))
                if (x, y) in tried:
                    continue
                tried.add((x, y))
                if not (is_wild[x] or is_wild[y] or rules.sets and RANK_OF[x] == RANK_OF[y]
                        or rules.runs and SUIT_OF[x] == SUIT_OF[y]):
                    continue
                if self._meld_reason(state, (x, y, wild)) is None:
                    moves.append(Move(kind="meld", cards=(x, y, wild)))
        return moves

    @staticmethod
    def freed_ways(state: ContractState) -> str:
        """How the freed wild is played on the table, in words."""
        return (f"drag it onto a meld it fits, or select two cards of your hand that make a meld with it "
                f"and drag them onto the {card_name(state.pending)} or onto New meld")

    def several_places_words(self, state: ContractState, moves: Sequence[Move]) -> str | None:
        """The freed wild fits several melds: which, and to drag it onto the one wanted (a click
        or double-click on it did nothing, the table cannot choose)."""
        wild = state.pending
        if not wild or not moves or any(m.get("kind") != "lay_off" or m.get("card") != wild
                                        or type(m.get("meld")) is not int or not 0 <= m["meld"] < len(state.melds)
                                        for m in moves):
            return None
        melds = [meld_called(meld_of(state.melds[m["meld"]]), state.players, state.turn, own="your") for m in moves]
        return f"Drag the freed {card_name(wild)} onto the meld you want: it fits {listed(melds, 'or')}."

    def use_freed_first(self, state: ContractState) -> str:
        """The refusal of anything else while a freed wild waits: what to do with it (it said
        only "it must be played at once", and the table offered no way to: s29 t2)."""
        return f"First use the {card_name(state.pending)} you freed, at once: {self.freed_ways(state)}."

    def min_keep(self, state: ContractState, contract_now: bool) -> int:
        """How many cards a meld or lay-off must leave in hand: one for the discard where "You
        MUST have a discard to go out"; two in the turn of the contract before everybody has
        had a play (10 Dime Rummy: going out, even by the discard, waits for that)."""
        if self.out_with_contract_after_round and contract_now and state.turns < len(state.players) - 1:
            return 2
        return 1 if self.discard_to_go_out else 0

    def _empties_ok(self, state: ContractState, left: int) -> bool:
        """May a meld or lay-off leave ``left`` cards in hand?"""
        return left >= self.min_keep(state, state.down_now)

    def _meld_reason(self, state: ContractState, cards: tuple[str, ...]) -> str | None:
        seat = state.turn
        rules = self.rules(state.options)
        hand = state.hands[seat] + ((state.pending,) if state.pending else ())
        left = remove_cards(hand, cards)
        if left is None:
            return "You do not hold all those cards."
        if state.pending and state.pending not in cards:
            return self.use_freed_first(state)
        if not state.down[seat]:
            melds = split_melds(cards, rules, self.contract(state, seat), self.extras_with_contract)
            if isinstance(melds, str):
                return melds
            keep = self.min_keep(state, True)
            if len(left) < keep:
                if keep == 2:
                    return "You may go out in the turn you lay your meld only once everybody has had a turn."
                return "You must keep a card to discard: you need a discard to go out."
            return None
        if not self.may_lay_more(state, seat):
            return "You cannot lay down any more cards in the turn you lay your meld."
        meld = split_melds(cards, rules)  # one meld, or several selected together
        if isinstance(meld, str):
            return meld
        if not self._empties_ok(state, len(left)):
            if self.min_keep(state, state.down_now) == 2:
                return "You may go out in the turn you lay your meld only once everybody has had a turn."
            return "You must keep a card to discard: you need a discard to go out."
        return None

    def _swap_reason(self, state: ContractState, card: str, index: int,
                     table: list[Meld] | None = None) -> str | None:
        seat = state.turn
        rules = self.rules(state.options)
        if not self.swaps:
            return "You cannot take wild cards from the melds in this game."
        if not state.down[seat]:
            return "You can swap for a wild card only after you have laid your own meld."
        if not self.may_lay_more(state, seat):
            return "You cannot lay down any more cards in the turn you lay your meld."
        if card not in state.hands[seat]:
            return "You do not hold that card."
        if table is None:
            table = self.table(state)
        meld = table[index]
        if (self.swaps != "run" or meld.kind == RUN) and not self.may_swap_in(state, seat, meld):
            # (a set is told the runs-only rule first: that is the reason whoever owns it)
            return OWN_RUNS_ONLY
        done = swap_wild(meld, card, rules, runs_only=self.swaps == "run")
        if done is None:
            if self.swaps == "run" and meld.kind != "run":
                return "Wild cards can be taken only from runs, not from sets."
            return f"No wild card in that meld stands for the {card_name(card)}."
        new_meld, wild = done
        if not self._empties_ok(state, len(state.hands[seat]) - 1):
            return "You must keep a card to discard: you need a discard to go out."
        # "the wild card you replace must be used immediately": somewhere it can go now (the
        # position after the swap offers a way, so the turn never sticks with the wild in the air)
        hands = list(state.hands)
        hands[seat] = remove_cards(hands[seat], (card,)) or ()
        melds = state.melds[:index] + (meld_data(new_meld),) + state.melds[index + 1:]
        if not self.freed_moves(state.replace(hands=tuple(hands), melds=melds, pending=wild)):
            return (f"The freed {card_name(wild)} must be used at once, and it fits no meld you may add "
                    "to, nor makes a new one with two of your cards.")
        return None

    def _take_wild_words(self, state: ContractState, move: Move) -> str:
        """How a wild on the table is taken (a wild picked up from a meld): the natural it stands
        for, from the hand, dropped on it ("you can substitute the natural card from your hand for
        the wild card ... the wild card you replace must be used immediately")."""
        card, index = move.get("card"), move.get("meld")
        if not isinstance(card, str) or type(index) is not int or not 0 <= index < len(state.melds):
            return "The cards on the table stay there."
        if not self.rules(state.options).is_wild(card):
            return TABLE_CARDS_STAY
        if not self.swaps:
            return NO_STEALING_WILDS
        meld = meld_of(state.melds[index])
        if self.swaps == "run" and meld.kind != RUN:
            return "Wild cards can be taken only from runs, not from sets."
        if not self.may_swap_in(state, state.turn, meld):
            return OWN_RUNS_ONLY
        stands = next((s for c, s in zip(meld.cards, meld.stands_for) if c == card), "")
        if meld.kind == RUN and stands:
            natural = f"the {card_name(stands)}"
        else:
            natural = f"a {RANK_NAMES.get(meld.rank, 'card of that rank')}"
        wild = card_name(card)
        return f"To take the {wild}, drop {natural} from your hand on it; the {wild} must then be played at once."

    def check(self, state: ContractState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        kind = move.get("kind")
        if state.phase == PLAY and move.get("seat", state.turn) == state.turn:
            if kind == "meld":
                cards = move.get("cards")
                if set(move) - {"seat", "as"} != {"kind", "cards"} or not isinstance(cards, tuple) or not is_card_list(cards):
                    return "A meld is a list of cards."
                reason = self._meld_reason(state, cards)
                if reason is None and "as" in move and self._chosen(state, move) is None:
                    return "Those cards cannot stand for that: choose what the wild cards stand for again."
                return reason
            if kind == "swap":
                card, index = move.get("card"), move.get("meld")
                if set(move) - {"seat"} != {"kind", "card", "meld"} or not isinstance(card, str) \
                        or type(index) is not int or not 0 <= index < len(state.melds) or card not in RANK_OF:
                    return "A swap names a card from your hand and a meld on the table."
                if state.pending:
                    return self.use_freed_first(state)
                return self._swap_reason(state, card, index)
        if "seat" in move and move.get("seat") != self.current_player(state):
            return "It is not your turn."
        plain = Move({k: v for k, v in move.items() if k != "seat"})
        if plain in self.legal_moves(state):
            return None
        return self.explain(state, plain)

    def explain(self, state: ContractState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "The hand is over: deal the next one."
        seat = state.turn
        if kind == "meld" and state.phase == PLAY:
            return self.check(state, move) or "Those cards can be laid down."
        if kind == "draw" or kind in ("buy", "push"):
            if state.phase != DRAW:
                return "You have drawn already."
            return "You cannot draw that way now."
        if state.phase == DRAW:
            return "Draw first."
        hand = state.hands[seat]
        card = move.get("card")
        if state.pending and not (kind == "lay_off" and card == state.pending):
            return self.use_freed_first(state)
        if kind == TAKE_WILD:
            return self._take_wild_words(state, move)
        if kind in ("discard", "lay_off") and (not isinstance(card, str) or card not in hand
                                                  and not (state.pending and card == state.pending)):
            return "You do not hold that card."  # (the freed wild, laid off, is beside the hand)
        if kind == "lay_off":
            index = move.get("meld")
            if not state.down[seat]:
                if type(index) is int and 0 <= index < len(state.melds) \
                        and not self.may_add_to(state, seat, self.table(state)[index]):
                    # another player's meld, never yours to add to (Desert Rummy): "Lay down your
                    # own meld first." promised it would do later (s39 t3)
                    return "You can add cards only onto your own melds."
                return "Lay down your own meld first."
            if not self.may_lay_more(state, seat):
                return "You cannot lay down any more cards in the turn you lay your meld."
            if type(index) is not int or not 0 <= index < len(state.melds):
                return "There is no such meld on the table."
            meld = self.table(state)[index]
            if not self.may_add_to(state, seat, meld):
                return "You can add cards only onto your own melds."
            rules = self.rules(state.options)
            assert isinstance(card, str)  # (held, or the freed wild: said above)
            if fits(meld, card, rules, seat) is None:
                return fit_refusal(meld, card, rules)
            if self.min_keep(state, state.down_now) == 2:
                return "You may go out in the turn you lay your meld only once everybody has had a turn."
            return "You must keep a card to discard: you need a discard to go out."
        if kind == "discard":
            return "You cannot discard that now."
        return f"That is not a move in {self.info.name}."

    # ----- applying -------------------------------------------------------------------------
    def perform(self, state: ContractState, move: Move) -> Applied:
        result = self.perform_move(state, move)
        new = result.state
        if new.phase == DRAW and not new.stock and not self.may_rebuild(new):
            # Decided (Desert Rummy, 10 Dime Rummy): the stock is made again from the discards
            # only so many times a hand (:attr:`stock_rebuilds`), else a hand nobody can go out
            # of goes on for ever; the turn that drew its last card was the hand's last.
            return self.end_hand(new, -1, list(result.events) + [Event(
                "The stock runs out and is not made again from the discards: the hand ends.", "note")])
        if new.phase == DRAW and not self.legal_moves(new):  # (kept with the new state)
            # nothing left to draw or buy (many players, many cards bought or melded)
            return self.end_hand(new, -1, list(result.events) + [Event("No cards are left to draw: the hand ends.", "note")])
        return result

    def deal_events(self, state: ContractState) -> list[Event]:
        return [Event(f"Hand {state.hand_no}: {state.players[state.dealer]} deals.", "dealt")]

    def perform_move(self, state: ContractState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == "next_hand":
            new = self.deal(state, (state.dealer + 1) % len(state.players))
            return Applied(new, tuple(self.deal_events(new)))
        seat = state.turn
        who = state.players[seat]
        key = f"hand/{seat}"
        hands = list(state.hands)
        rules = self.rules(state.options)
        if kind == "draw":
            return self.perform_draw(state, move)
        if kind == "meld":
            cards = move["cards"]
            left = list(hands[seat])
            pending = state.pending
            from_hand = []
            for c in cards:
                if pending and c == pending:
                    pending = ""
                else:
                    left.remove(c)
                    from_hand.append(c)
            hands[seat] = tuple(left)
            state = state.replace(taken=seen_leaving(state.taken, seat, from_hand))
            if not state.down[seat]:
                found = split_melds(cards, rules, self.contract(state, seat), self.extras_with_contract, owner=seat)
                assert not isinstance(found, str)
                melds = found
                down = list(state.down)
                down[seat] = True
                new = state.replace(hands=tuple(hands), melds=state.melds + tuple(meld_data(m) for m in melds),
                                    down=tuple(down), down_now=True, pending=pending)
            else:
                chosen = self._chosen(state, move) if "as" in move else split_melds(cards, rules, owner=seat)
                assert chosen is not None and not isinstance(chosen, str)
                melds = [chosen] if isinstance(chosen, Meld) else chosen
                new = state.replace(hands=tuple(hands), melds=state.melds + tuple(meld_data(m) for m in melds),
                                    pending=pending)
            # what was laid, not the contract's name (a set of four kings was "1 set of 3"), and one
            # meld told as several are (not "melded the ace of diamonds, the ace of spades and the
            # ace of spades" beside "laid down a set of three kings")
            events = [Event(rummy_words.lays_down(who, melds), "card_moved", cards=list(cards), src=key, dst=f"meld{len(state.melds)}")]
            return self.after_laying(new, seat, events)
        if kind == "lay_off":
            card, i = move["card"], move["meld"]
            pending = state.pending
            if pending and card == pending:
                pending = ""
                src = f"wild/{seat}"
            else:
                hands[seat] = remove_cards(hands[seat], (card,)) or ()
                state = state.replace(taken=seen_leaving(state.taken, seat, (card,)))
                src = key
            laid_melds = list(state.melds)
            laid = fits(meld_of(laid_melds[i]), card, rules, seat)
            assert laid is not None
            laid_melds[i] = meld_data(laid)
            new = state.replace(hands=tuple(hands), melds=tuple(laid_melds), pending=pending)
            onto = meld_called(meld_of(state.melds[i]), state.players, seat, self.own_meld)  # "Anna's set of 5s"
            events = [Event(rummy_words.adds(who, card, onto), "card_moved", card=card, src=src, dst=f"meld{i}")]
            return self.after_laying(new, seat, events)
        if kind == "swap":
            card, i = move["card"], move["meld"]
            done = swap_wild(meld_of(state.melds[i]), card, rules, runs_only=self.swaps == "run")
            assert done is not None
            new_meld, wild = done
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            swapped = list(state.melds)
            swapped[i] = meld_data(new_meld)
            new = state.replace(hands=tuple(hands), melds=tuple(swapped), pending=wild,
                                taken=seen_leaving(state.taken, seat, (card,)))
            return Applied(new, (Event(f"{who} puts the {card_name(card)} in place of the {card_name(wild)}, "
                                       "which must be played at once.", "card_moved", card=card, src=key, dst=f"meld{i}"),))
        if kind == "discard":
            card = move["card"]
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            fields = state.fields_copy()
            fields["hands"] = tuple(hands)
            fields["discard"] = state.discard + (card,)
            fields["phase"] = DRAW
            fields["turn"] = (seat + 1) % len(state.players)
            fields["down_now"] = False
            fields["turns"] = state.turns + 1
            fields["bought"] = 0
            fields["taken"] = seen_leaving(state.taken, seat, (card,))
            fields["thrown_by"] = seat
            new = state.of_fields(fields)
            events = [Event.of(rummy_words.discards(who, card), "card_moved",
                               {"card": card, "src": key, "dst": "discard"})]
            if not hands[seat]:
                return self.end_hand(new, seat, events)
            return applied(new, tuple(events))
        return self.perform_other(state, move)

    def after_laying(self, state: ContractState, seat: int, events: list[Event]) -> Applied:
        if not state.hands[seat] and not state.pending:  # (the hand's end says who went out)
            return self.end_hand(state.replace(turns=state.turns + 1), seat, events)
        return Applied(state, tuple(events))

    def perform_draw(self, state: ContractState, move: Move) -> Applied:
        seat = state.turn
        who = state.players[seat]
        hands = list(state.hands)
        if move["pile"] == "stock":
            state = self.refill(state)
            hands[seat] += (state.stock[-1],)
            fields = state.fields_copy()
            fields["hands"] = tuple(hands)
            fields["stock"] = state.stock[:-1]
            fields["phase"] = PLAY
            return applied(state.of_fields(fields), (Event.of(
                rummy_words.draws_from_stock(who), "card_moved", {"card": None, "src": "stock", "dst": f"hand/{seat}"}),))
        card = state.discard[-1]
        hands[seat] += (card,)
        fields = state.fields_copy()
        fields["hands"] = tuple(hands)
        fields["discard"] = state.discard[:-1]
        fields["phase"] = PLAY
        fields["taken"] = seen_taking(state.taken, len(state.players), seat, (card,))
        return applied(state.of_fields(fields), (Event.of(
            rummy_words.takes(who, card), "card_moved", {"card": card, "src": "discard", "dst": f"hand/{seat}"}),))

    def perform_other(self, state: ContractState, move: Move) -> Applied:  # pragma: no cover - a hook
        raise NotImplementedError

    # ----- the computer players' sense (it replaces the rummy family's in cardtable/ai/heuristics.py) ----
    #: The sense below knows each seat's contract: :func:`cardtable.ai.heuristics.move_scores`
    #: uses it instead of the rummy family's (which keeps pairs over run cards and throws wilds).
    ai_replaces_family = True
    #: How much more (in :meth:`ai_keep`'s units) the top discard must be worth than the least
    #: useful card held for the computer to take it (Push: the other draw pushes two cards on to
    #: the opponent on the left, which is worth more than a small gain).
    ai_take_margin = 0.0

    def card_points(self, card: str) -> int:
        """What a card left in hand costs when the hand ends (Desert Rummy: nothing)."""
        return 0

    def ai_move_scores(self, state: ContractState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense, and the Hard player's playouts'. Lay the contract, lay
        more, add on, swap; discard the card the contract needs least (:meth:`ai_keep`), never a
        wild while a natural card can go; take (or buy) the discard only when it helps the
        contract more than the card it would push out of the hand. Reads the seat's own hand,
        its contract and the table only."""
        hand = state.hands[seat] if 0 <= seat < len(state.hands) else ()
        down = bool(state.down) and 0 <= seat < len(state.down) and state.down[seat]
        wild = self.rules(state.options).wild
        top = state.discard[-1] if state.discard else ""
        keep: dict[str, float] | None = None
        wanted: bool | None = None
        out = []
        for move in moves:
            kind = move.get("kind")
            if kind == "meld":
                cards = move.get("cards") or ()
                score = 5.0 + len(cards) + (0.0 if down else 15.0)  # the contract before all
            elif kind == "lay_off":
                score = 4.0
            elif kind == "swap":
                score = 1.0
            elif kind == "discard":
                card = move.get("card")
                if keep is None:
                    keep = self.ai_keep(state, seat, hand)
                if not isinstance(card, str) or card not in wild:
                    score = 0.0
                else:
                    points = self.card_points(card)
                    score = -10.0 * keep.get(card, 0.0) + (points / 10.0 if down else points / 100.0)
            elif (kind == "draw" and move.get("pile") == "discard") or kind == "buy":
                if wanted is None:
                    wanted = self._ai_wants(state, seat, hand, top)
                if kind == "draw":
                    score = 1.0 if wanted else -1.0
                else:  # a dime for the card and two from the stock: for a set, or a wild
                    same = sum(1 for c in hand if RANK_OF[c] == RANK_OF[top]) if top else 0
                    score = 1.0 if wanted and (wild[top] or same >= 2) else -2.0
            else:
                score = 0.0
            out.append(score)
        return out

    def _ai_wants(self, state: ContractState, seat: int, hand: tuple[str, ...], top: str) -> bool:
        """Is the top discard worth more to the seat than the least useful natural card held?"""
        if not top:
            return False
        keep = self.ai_keep(state, seat, hand + (top,))
        others = [v for c, v in keep.items() if c != top]
        return not others or keep[top] > min(others) + self.ai_take_margin + 1e-9

    def ai_keep(self, state: ContractState, seat: int, hand: tuple[str, ...]) -> dict[str, float]:
        """How much the seat loses by giving up one copy of each card of ``hand``: about 0 to 1
        for a natural card, 2 for a wild (never a wild while a natural can go) unless the seat
        holds more wilds than its contract can use (each meld's tame cards must at least match
        its wilds, or it needs one natural): then one of them is worth next to nothing.

        Before the contract is down, what counts is the contract: for its runs, the most cards
        of the card's suit in one stretch of ranks as long as the longest run (an ace low or
        high), a second copy of a card counting only where there are two runs to make ("a run
        of 9" wants nine different cards); for its sets, the cards of its rank, up to the set's
        size. After it, the aim is to go out: a card that fits a meld the seat may add to, and
        cards near others for melds of three (the rank, and the suit where runs are allowed)."""
        rules = self.rules(state.options)
        wild = rules.wild
        counts: dict[str, int] = {}
        ranks: dict[str, int] = {}
        wilds = 0
        for c in hand:
            if wild[c]:
                wilds += 1
            else:
                counts[c] = counts.get(c, 0) + 1
                ranks[RANK_OF[c]] = ranks.get(RANK_OF[c], 0) + 1
        keep: dict[str, float] = {}
        contract = None if state.down[seat] else self.contract(state, seat)
        if wilds:
            usable = wilds
            if contract is not None:
                per = (lambda n: n // 2) if rules.natural == "tame" else (lambda n: n - 1)
                usable = sum(per(n) for _, n in contract.groups)
            for c in hand:
                if wild[c]:
                    keep[c] = 2.0 if wilds <= usable else 0.05
        if not counts:
            return keep
        if contract is not None:
            runs = [n for kind, n in contract.groups if kind == RUN]
            size = max((n for kind, n in contract.groups if kind == SET), default=0)
            length = max(runs, default=0)
            top = 14 if rules.ace_high else 13
            length = min(length, top)
            sums: dict[str, list[int]] = {}
            if length:
                present: dict[str, list[int]] = {}
                for c in counts:
                    row = present.setdefault(SUIT_OF[c], [0] * 16)
                    v = RANK_VALUE[RANK_OF[c]]
                    row[v] = 1
                    if v == 1 and rules.ace_high:
                        row[14] = 1
                for suit, row in present.items():
                    acc, total = [0] * 16, 0
                    for i in range(16):
                        total += row[i]
                        acc[i] = total
                    sums[suit] = acc
            for c, k in counts.items():
                value = 0.0
                if length:
                    acc = sums[SUIT_OF[c]]
                    v = RANK_VALUE[RANK_OF[c]]
                    best = 0
                    for at in ((v, 14) if v == 1 and rules.ace_high else (v,)):
                        for lo in range(max(1, at - length + 1), min(at, top - length + 1) + 1):
                            got = acc[lo + length - 1] - acc[lo - 1]
                            if got > best:
                                best = got
                    value = best / length
                    if k > 1:
                        value *= 0.5 if len(runs) > 1 else 0.0
                if size:
                    value = max(value, min(ranks[RANK_OF[c]], size) / size)
                keep[c] = value
            return keep
        # Down: shed. A card that fits a meld it may add to goes on next turn.
        by_key: dict[str, list[Meld]] = {}
        for data in state.melds:
            m = meld_of(data)
            if self.may_add_to(state, seat, m):
                key = m.stands_for[0] if m.kind == SET else "/" + SUIT_OF[m.stands_for[0]]
                by_key.setdefault(key, []).append(m)
        values = {c: RANK_VALUE[RANK_OF[c]] for c in counts}
        for c in counts:
            rank, suit = RANK_OF[c], SUIT_OF[c]
            if any(fits(m, c, rules, seat) is not None for m in by_key.get(rank, []) + by_key.get("/" + suit, [])):
                keep[c] = 1.0
                continue
            near = 0.3 * min(ranks[rank] - 1, 2) if rules.sets else 0.0
            if rules.runs:
                v = values[c]
                near += 0.2 * sum(1 for o in counts if o != c and SUIT_OF[o] == suit and abs(values[o] - v) <= 2)
            keep[c] = min(near, 1.0)
        return keep

    # ----- the table's gestures (cardtable/gui/generic_table.py) -------------------------------
    def table_drag(self, state: ContractState, move: Move) -> Drag | None:
        """Where a move's drag starts and ends; None: a button."""
        seat = self.seat_of(state, move)
        if seat is None:
            return None
        kind = move.get("kind")
        hand = f"hand/{seat}"
        if kind == "draw":
            return Drag.of(move, str(move.get("pile")), hand)
        if kind == "push":
            return Drag.of(move, "discard", f"hand/{(seat + 1) % len(state.players)}")
        if kind == "buy":
            return Drag.of(move, "discard", hand)
        if kind == "meld":
            cards = move.get("cards")
            if state.pending and isinstance(cards, tuple) and state.pending in cards:
                # the freed wild beside the hand, with cards of the hand: onto New meld, or onto it
                rest = list(cards)
                rest.remove(state.pending)
                return Drag(tuple((hand, c) for c in rest) + ((f"wild/{seat}", state.pending),),
                            (f"melds/{seat}", f"wild/{seat}"))
            return Drag.of(move, hand, f"melds/{seat}")
        if kind in ("lay_off", "swap"):
            index = move.get("meld")
            if type(index) is not int or not 0 <= index < len(state.melds):
                return None
            src = f"wild/{seat}" if kind == "lay_off" and state.pending else hand
            # onto the meld, or onto the cards already laid off on it in front of their layers
            apart = laid_apart(state.melds[index]) if self.layoffs_in_front else {}
            return Drag.of(move, src, f"meld{index}/{state.melds[index][3]}", *(f"meld{index}/{s}" for s in apart))
        if kind == "discard":
            return Drag.of(move, hand, "discard")
        return None

    def table_drop(self, state: ContractState, seat: int | None, drag: Drag) -> Move | None:
        """The move a drop would have meant, for the table to say why it is refused (the
        stock dropped on a hand: drawing)."""
        if drag.to[0].startswith("hand/") and not any(isinstance(card, str) for _, card in drag.picked):
            return Move(kind="draw", pile="stock")
        if len(drag.picked) == 1:
            zone, card = drag.picked[0]
            index = zone[4:].split("/")[0] if zone.startswith("meld") and not zone.startswith("melds/") else ""
            if isinstance(card, str) and index.isdigit() and int(index) < len(state.melds):
                # a card picked up from a meld (Push's joker dragged to the hand was told "You do
                # not hold that card."): how a swap takes a wild, else that it stays (10 Dime
                # Rummy's joker was told the same, s42 t2: "You cannot steal wild cards from
                # melded cards")
                return Move(kind=TAKE_WILD, card=card, meld=int(index))
        move = meld_drop(drag)
        if move is not None and move.get("kind") == "lay_off" and self.swaps and state.phase == PLAY \
                and state.down[state.turn]:
            # a natural dropped on a meld where a wild stands for it, and no lay-off: the swap it
            # was meant as, for its rule (Desert Rummy's 4 of spades on the joker of another
            # player's set was told "You can add cards only onto your own melds.", where the rule
            # is that a wild is taken only from a run). Not before your own meld: the lay-off's
            # reason covers both (Push's 8♠ on a set of 8s with a wild, before melding, was told
            # of a swap it never asked for, s39 t3)
            card, index = move["card"], move["meld"]
            swap = Move(kind="swap", card=card, meld=index)
            if card in state.hands[state.turn] and 0 <= index < len(state.melds) \
                    and self.check(state, move) is not None \
                    and swap_wild(meld_of(state.melds[index]), card, self.rules(state.options)) is not None:
                return swap
        return move

    def _chosen(self, state: ContractState, move: Move) -> Meld | None:
        """The reading of a meld the player chose (``as``: what each card stands for, in table
        order), if it is one the cards allow."""
        wanted = move.get("as")
        if state.down[state.turn] and isinstance(wanted, tuple):
            for meld in meld_choices(move["cards"], self.rules(state.options), owner=state.turn):
                if meld.stands_for == wanted:
                    return meld
        return None

    def card_list_choices(self, state: ContractState, move: Move) -> list[Move]:
        """A meld the cards make in more than one way (a wild card's meaning): one move per
        reading, for the table to ask which ("a wild's meaning asked only if ambiguous"). The
        contract itself is read the first way (its melds are worked out from the cards)."""
        cards = move.get("cards")
        if move.get("kind") != "meld" or not state.down[state.turn] or not isinstance(cards, tuple) \
                or self._meld_reason(state, cards) is not None:
            return []
        choices = meld_choices(cards, self.rules(state.options), owner=state.turn)
        if len(choices) < 2:
            return []
        return [Move(move, **{"as": m.stands_for}) for m in choices]

    def card_list_moves(self, state: ContractState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto the meld row make a meld
        move (the contract, or one more meld), judged by :meth:`check`; while a freed wild
        waits, with it."""
        if state.phase != PLAY:
            return []
        seat = state.turn
        if state.pending:
            # cards of the hand dropped onto New meld or onto the freed wild make a meld with it
            # (the move's ``cards``: the selection and the wild)
            with_wild = {"cards": (state.pending,)}
            return [("meld", f"hand/{seat}", f"melds/{seat}", with_wild),
                    ("meld", f"hand/{seat}", f"wild/{seat}", with_wild)]
        if state.down[seat] and not self.may_lay_more(state, seat):
            return []
        return [("meld", f"hand/{seat}", f"melds/{seat}")]

    # ----- what everybody sees ----------------------------------------------------------------
    def is_over(self, state: ContractState) -> bool:
        return state.phase == GAME_OVER

    def zones(self, state: ContractState) -> list[Zone]:
        seen = Seen.OWNER if state.phase in (DRAW, PLAY) else Seen.ALL
        zones = [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD)]
        if self.layoffs_in_front:  # (the state's melds already say who laid each card: ``added``)
            zones += meld_zones(state.melds, state.players)
        else:
            zones += [Zone(f"meld{i}", m[1], Seen.ALL, m[3], Role.MELD) for i, m in enumerate(state.melds)]
        if state.pending:
            zones.append(Zone("wild", (state.pending,), Seen.ALL, state.turn, Role.PILE, label="Freed wild"))
        return zones

    def with_zones(self, state: ContractState, cards: dict[str, tuple[str, ...]]) -> ContractState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock))

    def public(self, state: ContractState) -> dict[str, Any]:
        n = len(state.players)
        return {"phase": state.phase, "turn": state.turn, "dealer": state.dealer, "hand_no": state.hand_no,
                "down": list(state.down), "contracts": [self.contract(state, s).text() for s in range(n)],
                "pending": state.pending, "history": [list(h) for h in state.history],
                "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: ContractState) -> dict[int, Sequence[str]]:
        """A discard taken (drawn, bought, pushed) went into that hand in everybody's sight: the
        search's samples keep it there until it is seen to leave (discarded, melded, laid off)."""
        return dict(enumerate(state.taken))

    def draw_words(self, state: ContractState) -> str:
        """Where the player to move may draw from, from the draws open to them (the prompt said
        only "Cleo: draw.", where every other rummy game says where from)."""
        piles = {m.get("pile") for m in self.draw_moves(state, state.turn)}
        top = f"the {card_name(state.discard[-1])}" if state.discard else "the top discard"
        if piles == {"stock", "discard"}:
            return f"draw from the stock or take {top} from the discards"
        if piles == {"stock"}:
            return "draw from the stock"
        if piles == {"discard"}:
            return f"take {top} from the discards"
        return "draw"

    def status(self, state: ContractState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"Hand {state.hand_no} is over.")
        who = names[state.turn]
        if state.phase == DRAW:
            return f"{who}: {self.draw_words(state)}.{self.stock_note(state)}"
        if state.pending:
            return f"{who}: play the freed {card_name(state.pending)} now, on a meld or in a new meld."
        if not state.down[state.turn]:
            return f"{who}: lay down {self.contract(state, state.turn).text()} if you can, then discard."
        if not self.may_lay_more(state, state.turn):  # (it said "meld, add on", which is refused now)
            return f"{who}: discard. Nothing more goes down in the turn you lay your meld."
        return f"{who}: meld, add on, then discard."

    def stock_note(self, state: ContractState) -> str:
        """The status line's warning once the stock is the hand's last."""
        if self.may_rebuild(state):
            return ""
        left = len(state.stock)
        return (f" Last stock ({left} card{'s' if left != 1 else ''}): the hand ends when it runs out.")

    def move_label(self, state: ContractState, move: Move) -> str:
        kind = move.get("kind")
        if kind == "next_hand":
            return "Deal the next hand"
        if kind == "draw":
            return {"stock": "Draw from the stock", "discard": "Take the discard"}.get(str(move.get("pile")), "Draw")
        if kind == "meld":
            cards = move.get("cards") or ()
            stands = move.get("as")
            if isinstance(stands, tuple) and stands:
                if stands[0] in RANK_NAMES:  # a set stands for its rank
                    return f"A set of {RANK_NAMES[stands[0]]}s"
                return f"A run {card_short(stands[0])} to {card_short(stands[-1])}"
            return "Meld " + " ".join(card_name(c) for c in cards) if len(cards) <= 3 else f"Lay down {len(cards)} cards"
        if kind == "swap":
            return f"Swap in the {card_name(str(move.get('card')))}"
        return ""

    def score_sheet_notes(self, state: ContractState) -> tuple[str, ...]:
        """The lines printed under the sheet's table, for the game as it is played (its house
        rules: with "Hands to play" 2, the melds of those two hands and "after hand 2")."""
        return ()

    def running_sheet(self, state: ContractState, tie_rule: str,
                      columns: tuple[str, ...] | None = None, rows_of=None) -> "ScoreSheet":
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, running_rows, today

        history = rows_of(state) if rows_of is not None else state.history
        rows, totals = running_rows(history, self.info.sheet_row)
        cols = columns or tuple(state.players)
        return ScoreSheet(
            title=f"{self.info.name} score sheet", game_name=self.info.name, columns=cols,
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(totals or [0] * len(cols)), winners=self.sheet_winners(state),
            lower_is_better=self.info.sheet_low_wins, tie_rule=tie_rule, notes=self.score_sheet_notes(state))

    def sheet_winners(self, state: ContractState) -> tuple[int, ...]:
        return tuple(self.winners(state)) if state.phase == GAME_OVER else ()


#: The house rule of the games whose stock is made again from the discards only twice
#: (:attr:`ContractRummy.stock_rebuilds`: Desert and 10 Dime Rummy), in two short sentences at
#: set-up (it read at length, s36 t4 #22); the rules page says the rest.
ENDLESS_STOCK = OptionSpec("endless_stock", "Endless stock",
                           "On: the discards make a new stock each time it runs out, so a hand may go "
                           "on for ever. Off: at most twice; then the hand ends with nobody out.", False)


def standard_deck(decks: int, jokers_per_deck: int = 2) -> DeckSpec:
    return DeckSpec(decks=decks, jokers=jokers_per_deck)
