"""Five Hundreds, from the family's rule book (004_312affb30e9b3af0.txt, section "Five Hundreds";
"General Rules" for the dealer and the order of play).

"1 decks of cards, without jokers"; "2 to 4 people can play"; "7 cards are dealt to each player
and one card is turned face up in front of the stock pile"; "There are no wilds". Sets and runs
of three or more (:mod:`cardtable.games.melds`); "Aces can be high or low (eg a run can be A-2-3
or Q-K-A)". The first dealer is drawn at random, the player to the dealer's left leads, and the
deal passes left each hand.

The turn: "A turn consists of drawing, melding and discarding."

* Draw the top stock card, or take from the discards. They lie "in a stacked line so you can see
  all discarded cards": you "may 'dig deep'", taking a card and every card above it. "You MUST be
  able to play the card that you have dug to get using at least one card from your hand": a card
  under the top one must be melded that same turn in a meld with at least one card you held
  before the dig (a dig is only offered when such a meld exists and at least two cards would be
  left after it, so a discard remains). The top card alone is free.
* Meld any number of sets and runs (any card list the rules accept; the three-card melds are
  offered as buttons). "Once you meld ... you can add onto other players cards (you can add on in
  the same round you meld), put the extra cards in front of you so you can count them in your
  score": after a player's first meld of the hand they may lay cards off on any meld; those cards
  score for them.
* Discard one card. "You MUST have a discard to end the game, your final discard cannot be a
  playable card": a meld or lay-off may never empty your hand, and your last card may only be
  discarded if it fits no meld on the table.
* **Rummy!** "If another player discards a card that can be played out on the table the first
  person to call RUMMY can pick up that card and play it with their cards (does not count as a
  turn)." Decided: from a discard that fits a meld on the table until the next player draws,
  every player but the discarder and the player to draw who has melded this hand has a Rummy!
  button; the first to press it lays the card off there at once, in front of themself. A call
  adds onto a meld, and "Once you meld ... you can add onto other players cards": a player who
  has not melded yet may not add onto anybody's meld, in a call no more than in a turn. The player to draw takes the card as
  their draw if they want it: a call "does not count as a turn", so it is made out of turn (with
  two players nobody calls Rummy!).

Scoring: "Count back any cards in your hand against any cards on the table": each player scores
the cards they laid on the table (their melds, less what others added to them, plus what they
added anywhere) minus the cards left in hand: Ace 25, K-10 10, 9-2 5. "First person to 500 wins
(if multiple people go over 500 in the same round, higher score wins)".

Decided where the text is vague (also on the rules page): when the stock is empty after a
discard the hand ends; a tie at the top at or over 500 plays another hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_OF, DeckSpec, card_name
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move
from ..core.scoresheet import POINTS_AND_TOTAL
from ..core.piles import deal_round_robin, as_pile
from ..core.rng import first_dealer, shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone
from . import rummy_words
from .lookup import is_listed
from .meld_table import best_seats, first_to_target_end, hand_totals, laid_apart, meld_drop, meld_words, meld_zones, table_less_hand, turn_refusal
from .melds import meld_said, card_list_form, discard_move, draw_move, fit_refusal, lay_off_move, Meld, MeldRules, meld_data, meld_of, classify, fits, fits_any, meld_with, remove_cards, seen_leaving, seen_taking, three_card_melds

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

RULES = MeldRules()
HAND_SIZE = 7
TARGET = 500
DRAW, PLAY, HAND_OVER, GAME_OVER = "draw", "play", "hand_over", "game_over"
VALUE = {"A": 25, "K": 10, "Q": 10, "J": 10, "10": 10}


def value(card: str) -> int:
    """ "Ace 25 points, K-10 10 points, 9-2 5 points" """
    return VALUE.get(RANK_OF[card], 5)


@dataclass(eq=False, kw_only=True)
class FiveHundredsState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # the stacked line, oldest first
    melds: tuple[tuple, ...]  # meld_data of each meld on the table
    turn: int
    dealer: int
    phase: str
    melded: tuple[bool, ...]  # has each seat melded this hand
    must_play: str  # a dug card that must be melded this turn, "" if none
    held: tuple[str, ...]  # the hand before that dig (the meld needs one of these)
    rummy_from: int  # the seat whose discard may be called Rummy on, -1 if none
    shuffles: int
    hand_no: int
    hand_points: tuple[tuple[int, ...], ...]
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, discards seen to go into the hand and not seen to leave it


class FiveHundreds(Game[FiveHundredsState]):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far
    seat_numbers = ("scores",)
    info = GameInfo(
        id="five_hundreds",
        name="Five Hundreds",
        family="Rummy",
        min_players=2,
        max_players=4,
        description="Meld sets and runs, dig deep in the discards, call Rummy! First to 500 wins.",
        source="004_312affb30e9b3af0.txt, section 'Five Hundreds'",
        rules_page="five_hundreds.html",
        sheet_row="Hand", sheet_columns=POINTS_AND_TOTAL,
    )
    #: Zones the table fans out instead of stacking (cardtable/gui/generic_table.py).
    fanned = ("discard",)
    #: Rummy! is called out of turn: "the first person to call RUMMY can pick up that card". A
    #: person may press it while a computer is to draw, which waits a fair moment first (Robo
    #: Rex called within 0.3 s and Cleo never saw her button, s27 t2); computers are asked before
    #: a computer draws, and before a person to draw passes the card by (PlayController.callers).
    called_out = frozenset({"rummy"})

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec()

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    # ----- set-up -------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> FiveHundredsState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = FiveHundredsState(players=players, options=options, seed=seed, stack=stack, hands=(),
                                  stock=(), discard=(), melds=(), turn=0, dealer=dealer, phase=DRAW,
                                  melded=(), must_play="", held=(), rummy_from=-1, shuffles=0,
                                  hand_no=0, hand_points=())
        return self._deal(state, dealer)

    def _deal(self, state: FiveHundredsState, dealer: int) -> FiveHundredsState:
        n = len(state.players)
        order = shuffle(DeckSpec().cards(), state.seed, state.shuffles, state.stack)
        hands, rest = deal_round_robin(order, n, HAND_SIZE, (dealer + 1) % n)
        return state.replace(hands=hands, stock=as_pile(rest[1:]), discard=(rest[0],), melds=(),
                             turn=(dealer + 1) % n, dealer=dealer, phase=DRAW, melded=(False,) * n,
                             must_play="", held=(), rummy_from=-1, shuffles=state.shuffles + 1,
                             hand_no=state.hand_no + 1, taken=())

    # ----- who acts ---------------------------------------------------------------------
    def table(self, state: FiveHundredsState) -> list[Meld]:
        return [meld_of(m) for m in state.melds]

    def rummy_callers(self, state: FiveHundredsState) -> tuple[int, ...]:
        """Who may call Rummy! now: "If another player discards a card that can be played out on
        the table the first person to call RUMMY can pick up that card ... (does not count as a
        turn)": a call out of turn, so neither the discarder nor the player to draw, who takes the
        card as their draw if they want it (a Rummy! of their own was a free card before their
        draw, finding s28). And only those who have melded this hand: a call lays the card onto
        a meld on the table, and "Once you meld (any amount of sets or runs) you can add onto
        other players cards" (Cleo, with nothing melded, called Rummy! onto Anna's queens, s32 t3)."""
        if state.phase != DRAW or state.rummy_from < 0:
            return ()
        return tuple(s for s in range(len(state.players))
                     if s not in (state.rummy_from, state.turn) and state.melded[s])

    def to_act(self, state: FiveHundredsState) -> tuple[int, ...]:
        if state.phase == GAME_OVER:
            return ()
        if state.phase == HAND_OVER:
            return ((state.dealer + 1) % len(state.players),)
        callers = self.rummy_callers(state)
        return (state.turn,) + tuple(s for s in callers if s != state.turn)

    def current_player(self, state: FiveHundredsState) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    # ----- moves -------------------------------------------------------------------------
    def compute_legal_moves(self, state: FiveHundredsState) -> list[Move]:
        seat = state.turn
        if state.phase == HAND_OVER:
            return [Move(kind="next_hand", seat=self.to_act(state)[0])]
        if state.phase == GAME_OVER:
            return []
        moves: list[Move] = []
        table = self.table(state)
        if state.phase == DRAW:
            if state.rummy_from >= 0:
                top = state.discard[-1]
                for s in self.rummy_callers(state):
                    moves += [Move(kind="rummy", seat=s, meld=i) for i, m in enumerate(table) if fits(m, top, RULES, s)]
            moves.append(draw_move(seat, "stock"))
            hand = state.hands[seat]
            n = len(state.discard)
            for i, card in enumerate(state.discard):
                # A dig leaves at least two cards after the three-card meld it commits to, so a
                # discard is always left ("You MUST have a discard").
                if i == n - 1 or (len(hand) + n - i >= RULES.min_size + 2
                                  and meld_with(card, hand, state.discard[i + 1:], RULES)):
                    moves.append(draw_move(seat, "discard", i))
            return moves
        hand = state.hands[seat]
        if len(hand) > RULES.min_size:
            moves += [Move(kind="meld", seat=seat, cards=m) for m in three_card_melds(hand, RULES, 60)
                      if self._meld_reason(state, m) is None]
        if state.melded[seat] and len(hand) > 1 and not state.must_play:
            for card in dict.fromkeys(hand):
                left = remove_cards(hand, (card,)) or ()
                for i, m in enumerate(table):
                    laid = fits(m, card, RULES, seat)
                    if laid and self._keeps_a_discard(left, table[:i] + [laid] + table[i + 1:]):
                        moves.append(lay_off_move(seat, card, i))
        if not state.must_play:
            for card in dict.fromkeys(hand):
                if len(hand) > 1 or not fits_any(table, card, RULES):
                    moves.append(discard_move(seat, card))
        return moves

    def _meld_reason(self, state: FiveHundredsState, cards: tuple[str, ...]) -> str | None:
        hand = state.hands[state.turn]
        left = remove_cards(hand, cards)
        if left is None:
            return "You do not hold all those cards."
        if not left:
            return "You must keep a card to discard: you cannot meld your last card."
        meld = classify(cards, RULES)
        if isinstance(meld, str):
            return meld
        if state.must_play and (state.must_play not in cards or not any(c in state.held for c in cards if c != state.must_play)):
            return (f"First meld the {card_name(state.must_play)} you dug for, with at least one card "
                    "you held before.")
        if not self._keeps_a_discard(left, self.table(state) + [meld]):
            return "You must keep a discard: your last card would fit a meld on the table."
        return None

    @staticmethod
    def _keeps_a_discard(left: tuple[str, ...], table: list[Meld]) -> bool:
        """ "You MUST have a discard to end the game, your final discard cannot be a playable
        card": a meld or lay-off may not leave one card that fits the table."""
        return len(left) > 1 or not fits_any(table, left[0], RULES)

    def check(self, state: FiveHundredsState, move: Move) -> str | None:
        """Melds are any card list (judged by rule); everything else is looked up."""
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        if move.get("kind") == "meld" and state.phase == PLAY and move.get("seat") == state.turn:
            return card_list_form(move) or self._meld_reason(state, move["cards"])
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def explain(self, state: FiveHundredsState, move: Move) -> str:
        kind, seat = move.get("kind"), move.get("seat")
        if kind == "rummy" and state.phase == DRAW and state.rummy_from >= 0 and type(seat) is int \
                and 0 <= seat < len(state.players) and seat not in (state.rummy_from, state.turn) \
                and not state.melded[seat]:
            return ("You can call Rummy! only once you have melded this hand: until then you may not add onto "
                    "anybody's melds.")
        if (refusal := turn_refusal(state, seat, self.to_act(state))) is not None:
            return refusal
        if kind == "rummy":
            if move.get("seat") == state.turn and state.phase == DRAW and state.rummy_from >= 0 and state.discard:
                return (f"It is your turn: take the {card_name(state.discard[-1])} as your draw if you want it "
                        "(Rummy! is called by the others).")
            return "Rummy! can only be called on a discard that fits a meld on the table, before the next draw, and not on your own discard."
        if kind == "draw":
            if state.phase != DRAW:
                return "You have drawn already."
            return "You may dig for a card only if you can meld it with at least one card from your hand."
        if state.phase == DRAW:
            return "Draw first: the top of the stock, or dig in the discards."
        hand = state.hands[state.turn]
        card = move.get("card")
        if kind in ("discard", "lay_off") and (not isinstance(card, str) or card not in hand):
            return "You do not hold that card."
        if kind == "discard":
            if state.must_play:
                return f"First meld the {card_name(state.must_play)} you dug for."
            return "Your final discard cannot be a playable card: you must have a discard to go out."
        if kind == "lay_off":
            if not state.melded[state.turn]:
                return "You can add onto melds only once you have melded yourself."
            if len(hand) <= 1:
                return "You must keep a card to discard."
            if state.must_play:
                return f"First meld the {card_name(state.must_play)} you dug for."
            index = move.get("meld")
            if type(index) is not int or not 0 <= index < len(state.melds):
                return "There is no such meld on the table."
            meld = meld_of(state.melds[index])
            assert isinstance(card, str)  # (held: said above)
            if fits(meld, card, RULES, state.turn) is None:
                return fit_refusal(meld, card, RULES)
            left = list(hand)
            left.remove(card)  # (one card left: the lay-off fits and the hand holds two or more)
            return (f"You must keep a discard: the {card_name(left[0])} you would have left fits a meld "
                    "on the table, and your final discard cannot be a playable card.")
        return "That is not a move in Five Hundreds."

    def deal_events(self, state: FiveHundredsState) -> list[Event]:
        return [Event(f"Hand {state.hand_no}: {state.players[state.dealer]} deals.", "dealt")]

    def perform(self, state: FiveHundredsState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == "next_hand":
            new = self._deal(state, (state.dealer + 1) % len(state.players))
            return Applied(new, tuple(self.deal_events(new)))
        seat = move["seat"]
        who = state.players[seat]
        hands = list(state.hands)
        key = f"hand/{seat}"
        if kind == "rummy":
            card = state.discard[-1]
            melds = list(state.melds)
            melds[move["meld"]] = meld_data(fits(meld_of(melds[move["meld"]]), card, RULES, seat))  # type: ignore[arg-type]
            new = state.replace(discard=state.discard[:-1], melds=tuple(melds), rummy_from=-1)
            return Applied(new, (Event(f"Rummy! {who} lays the {card_name(card)} on the table.", "card_moved",
                                       card=card, src="discard", dst=f"meld{move['meld']}"),))
        if kind == "draw":
            if move["pile"] == "stock":
                hands[seat] += (state.stock[-1],)
                new = state.replace(hands=tuple(hands), stock=state.stock[:-1], phase=PLAY, rummy_from=-1)
                return Applied(new, (Event(rummy_words.draws_from_stock(who), "card_moved", card=None, src="stock", dst=key),))
            i = move["index"]
            taken = state.discard[i:]
            dug = i < len(state.discard) - 1
            new = state.replace(hands=tuple(hands[:seat] + [hands[seat] + taken] + hands[seat + 1:]),
                                discard=state.discard[:i], phase=PLAY, rummy_from=-1,
                                must_play=taken[0] if dug else "", held=state.hands[seat] if dug else (),
                                taken=seen_taking(state.taken, len(state.players), seat, taken))
            text = f"{who} digs for the {card_name(taken[0])} ({plural(len(taken), 'card')})." if dug else rummy_words.takes(who, taken[0])
            return Applied(new, (Event(text, "card_moved", cards=list(taken), src="discard", dst=key),))
        if kind == "meld":
            cards = move["cards"]
            meld = classify(cards, RULES, owner=seat)
            assert isinstance(meld, Meld)
            hands[seat] = remove_cards(hands[seat], cards) or ()
            melded = list(state.melded)
            melded[seat] = True
            done = state.must_play in cards
            new = state.replace(hands=tuple(hands), melds=state.melds + (meld_data(meld),), melded=tuple(melded),
                                must_play="" if done else state.must_play, held=() if done else state.held,
                                taken=seen_leaving(state.taken, seat, cards))
            return Applied(new, (Event(rummy_words.melds(who, meld.cards), "card_moved",
                                       cards=list(meld.cards), src=key, dst=f"meld{len(state.melds)}"),))
        if kind == "lay_off":
            card, i = move["card"], move["meld"]
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            melds = list(state.melds)
            melds[i] = meld_data(fits(meld_of(melds[i]), card, RULES, seat))  # type: ignore[arg-type]
            new = state.replace(hands=tuple(hands), melds=tuple(melds), taken=seen_leaving(state.taken, seat, (card,)))
            # "put the extra cards in front of you so you can count them in your score": a card on
            # another player's meld lies with the layer's melds, and the log says whose meld
            whose = meld_words(melds[i], state.players, mover=seat)
            return Applied(new, (Event(rummy_words.adds(who, card, whose), "card_moved",
                                       card=card, src=key, dst=f"meld{i}/{seat}"),))
        # discard
        card = move["card"]
        hands[seat] = remove_cards(hands[seat], (card,)) or ()
        table = self.table(state)
        n = len(state.players)
        new = state.replace(hands=tuple(hands), discard=state.discard + (card,), phase=DRAW,
                            turn=(seat + 1) % n, rummy_from=seat if fits_any(table, card, RULES) else -1,
                            taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(rummy_words.discards(who, card), "card_moved", card=card, src=key, dst="discard")
        if not hands[seat]:
            return self._end_hand(new, event, rummy_words.goes_out(who))
        if not new.stock:
            return self._end_hand(new, event, "The stock is empty: the hand ends.")
        return Applied(new, (event,))

    def _end_hand(self, state: FiveHundredsState, event: Event, text: str) -> Applied:
        """ "Count back any cards in your hand against any cards on the table"; "First person to
        500 wins (if multiple people go over 500 in the same round, higher score wins)". """
        pts = table_less_hand(state.melds, state.hands, value)
        return first_to_target_end(state.replace(rummy_from=-1, must_play="", held=()), pts, TARGET, event, text)

    # ----- the end -----------------------------------------------------------------------
    def is_over(self, state: FiveHundredsState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: FiveHundredsState) -> list[int]:
        return hand_totals(state.hand_points, len(state.players))

    def winners(self, state: FiveHundredsState) -> list[int]:
        return best_seats(self.scores(state)) if state.phase == GAME_OVER else []

    def status(self, state: FiveHundredsState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"Hand {state.hand_no} is over.")
        who = names[state.turn]
        if state.phase == DRAW:
            # (said only when somebody may call: only those who have melded may)
            rummy = " Rummy! may be called on that discard." if self.rummy_callers(state) else ""
            return f"{who}: draw from the stock or the discards.{rummy}"
        if state.must_play:
            return f"{who}: meld the {card_name(state.must_play)} dug for, then discard."
        return f"{who}: meld, add on, then discard."

    def public(self, state: FiveHundredsState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "dealer": state.dealer, "hand_no": state.hand_no,
                "melded": list(state.melded), "must_play": state.must_play, "rummy_from": state.rummy_from,
                "scores": self.scores(state),
                "hand_points": [list(p) for p in state.hand_points], "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: FiveHundredsState) -> dict[int, Sequence[str]]:
        """The discards taken (the line is face up, so every card dug for too) went into that
        hand in everybody's sight: the search's samples keep them there until seen to leave."""
        return dict(enumerate(state.taken))

    def ai_own_hand(self, state: FiveHundredsState, seat: int) -> tuple[str, ...]:
        """The seat's hand zone's cards, for the computer player (no other zone is a hand)."""
        return state.hands[seat]

    def zones(self, state: FiveHundredsState) -> list[Zone]:
        seen = Seen.OWNER if state.phase in (DRAW, PLAY) else Seen.ALL
        zones = [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        # the discards lie "in a stacked line so you can see all discarded cards" (``fanned``:
        # the table fans them), each one a card to dig for
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD, label="Discards")]
        return zones + meld_zones(state.melds, state.players)  # (cards added to another's meld: the adder's)

    # ----- the table's gestures (cardtable/gui/generic_table.py) -------------------------------
    def table_drag(self, state: FiveHundredsState, move: Move) -> Drag | None:
        """Drawing (a dig: drag the card dug for), melding, adding on and discarding are drags;
        Rummy! and the next hand are buttons."""
        seat = move.get("seat")
        if type(seat) is not int or not 0 <= seat < len(state.players):
            return None
        kind = move.get("kind")
        hand = f"hand/{seat}"
        if kind == "draw":
            if move.get("pile") == "stock":
                return Drag.of(move, "stock", hand)
            index = move.get("index")
            if type(index) is int and 0 <= index < len(state.discard):
                return Drag((("discard", state.discard[index]),), (hand,))
            return None
        if kind == "meld":
            return Drag.of(move, hand, f"melds/{seat}")
        if kind == "lay_off":  # onto the meld, or onto the cards already added to it in front of their players
            index = move.get("meld")
            if type(index) is int and 0 <= index < len(state.melds):
                return Drag.of(move, hand, f"meld{index}/{state.melds[index][3]}",
                               *(f"meld{index}/{s}" for s in laid_apart(state.melds[index])))
            return None
        if kind == "discard":
            return Drag.of(move, hand, "discard")
        return None

    def card_list_moves(self, state: FiveHundredsState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto the meld row: a meld,
        judged by :meth:`check`."""
        if state.phase != PLAY:
            return []
        seat = state.turn
        return [("meld", f"hand/{seat}", f"melds/{seat}", {"seat": seat})]

    def table_drop(self, state: FiveHundredsState, seat: int | None, drag: Drag) -> Move | None:
        """What a refused drop would have meant, for the table to say why (a card of the
        discards dropped on the hand: digging for it)."""
        cards = [card for _, card in drag.picked if isinstance(card, str)]
        if drag.to[0].startswith("hand/") and len(cards) == 1 and cards[0] in state.discard:
            return Move(kind="draw", seat=state.turn, pile="discard", index=state.discard.index(cards[0]))
        return meld_drop(drag, seat=state.turn)

    def move_label(self, state: FiveHundredsState, move: Move) -> str:
        kind = move.get("kind")
        seat = move.get("seat")
        if kind == "rummy" and type(seat) is int and 0 <= seat < len(state.players):
            where = self._rummy_where(state, seat, move.get("meld"))
            return f"Rummy! ({state.players[seat]}{', ' + where if where else ''})"
        if kind == "next_hand":
            return "Deal the next hand"
        return ""

    def _rummy_where(self, state: FiveHundredsState, seat: int, index: Any) -> str:
        """Where ``seat``'s Rummy! call on meld ``index`` lays the discard, when the card fits
        more than one meld: "on Anna's jacks" (two buttons both read "Rummy! (Cleo)"); two melds
        named alike, from which card to which ("on Anna's run of three hearts from the 2 to the
        4"). With one meld it fits, "" (the call says nothing more)."""
        if not state.discard or type(index) is not int or not 0 <= index < len(state.melds):
            return ""
        top = state.discard[-1]
        table = self.table(state)
        fitting = [i for i, m in enumerate(table) if fits(m, top, RULES, seat)]
        if len(fitting) < 2:
            return ""
        short = {i: meld_words(state.melds[i], state.players, short=True) for i in fitting}
        said = short.get(index, meld_words(state.melds[index], state.players, short=True))
        if list(short.values()).count(said) > 1:
            meld = table[index]
            said = f"{state.players[meld.owner]}'s {meld_said(meld).split(' ', 1)[1]}"
        return f"on {said}"

    def called_out_words(self, state: FiveHundredsState, seats, viewer: int | None = None,
                         holder: int | None = None) -> str:
        """ "Before Robo Rex draws, Cleo may call Rummy! on the 10 of hearts: press “Rummy!
        (Cleo)”." Said to ``viewer``: "you may", and "Before you draw"; with no viewer (the
        table drawn for nobody) every caller is named, the holder too."""
        if not state.discard:
            return ""
        names = listed(("you" if s == viewer else state.players[s] for s in seats), "or")
        draws = "Before you draw" if state.turn == viewer else f"Before {state.players[state.turn]} draws"
        labels = [self.move_label(state, m) for m in self.legal_moves(state)
                  if m.get("kind") == "rummy" and m.get("seat") in seats]
        buttons = listed((f"\u201c{label}\u201d" for label in labels), "or")
        return f"{draws}, {names} may call Rummy! on the {card_name(state.discard[-1])}: press {buttons}."

    def nobody_calls_words(self, state: FiveHundredsState, taker: int | None = None) -> str:
        """The table's button while a computer to draw waits for the people's Rummy!: "Nobody
        calls Rummy!: Robo Rex draws", or, another computer having called, "Robo Remy calls Rummy!"
        (who gets it, as the people's buttons say: "Nobody else: Cy calls Rummy!" read oddly, s33)."""
        if taker is not None:
            return f"{state.players[taker]} calls Rummy!"
        return f"Nobody calls Rummy!: {state.players[state.turn]} draws"

    def called_out_buttons(self, state: FiveHundredsState, moves) -> tuple[str, list[str]]:
        """On the curtain before Cleo draws: "Before Cleo draws, Rummy! may be called on the 10
        of hearts:" over "Rummy! (Anna)"."""
        line = "" if not state.discard else \
            f"Before {state.players[state.turn]} draws, Rummy! may be called on the {card_name(state.discard[-1])}:"
        return line, [self.move_label(state, m) for m in moves]

    def with_zones(self, state: FiveHundredsState, cards: dict[str, tuple[str, ...]]) -> FiveHundredsState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock))

    def score_sheet(self, state: FiveHundredsState) -> "ScoreSheet":
        from ..core.scoresheet import ScoreSection, ScoreSheet, running_rows, today

        rows, totals = running_rows(state.hand_points, self.info.sheet_row)
        return ScoreSheet(
            title="Five Hundreds score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals or [0] * len(state.players)),
            winners=tuple(self.winners(state)), tie_rule="A tie at the top plays another hand.",
            notes=("Cards on the table in front of you less cards in hand: Ace 25, K-10 10, 9-2 5.",
                   "First to 500 wins; several over 500 in one hand: the higher score wins."),
            extra={"goal": f"the first to {TARGET} points wins"},  # (the heading said "highest total wins")
        )


GAME = FiveHundreds()
