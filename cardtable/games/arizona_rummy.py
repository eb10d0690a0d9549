"""Arizona Rummy, from the family's rule book (004_312affb30e9b3af0.txt, section "Arizona Rummy";
"General Rules" for the first dealer and the order of play).

"3-4 decks of cards, including jokers"; "Any number of people can play": 2 to 8 players, three
decks (two jokers each) up to five players, four from six. The first dealer is drawn at random,
the player to the dealer's left starts, play goes clockwise and the deal passes left.

"11 rounds played, 3s to Kings": "1st round deal 3 cards and 3s are wild, continue dealing all
the way up to Kings in this fashion" (round 11: 13 cards, Kings wild). Jokers are wild in every
round. "Runs and sets are permitted" (:mod:`cardtable.games.melds`, three or more cards); "You
must have at least one natural card in each grouping"; "Aces are high or low" (A-2-3 or Q-K-A,
not round the corner).

The turn: draw, meld, discard.

* Draw the top card of the stock ("the centre pile") or the top card of any player's discard
  pile ("You can pick from the centre pile or any players pile"), your own included.
* Meld sets and runs and add cards to your own melds: "You may only play on your own cards."
* Discard "in front of you (not in one communal pile)": each seat has its own face-up pile.
* "You must have a discard to go out": a meld or lay-off may never empty your hand; you go out
  by discarding your last card. "You may go out in the first round": on your first turn too.

Going out: "Once you go out you place your discard face down on the pile and give each player
one card face down. Each player now has an opportunity to play as many cards as they can in
front of them." Each other player, in turn from the left of the one who went out, is given the
top card of the stock and may then meld and add to their own melds (no draw, no discard) and
says Done. "You count back any cards remaining in your hand": Jokers 50, the round's wild rank
25, Ace 20, K-10 10, 9-2 5. "Low score wins" after the eleventh round.

Decided where the text is vague (also on the rules page):

* Jokers are wild in every round, beside the round's rank.
* "The centre pile" is the stock; any player's pile may be drawn from, your own too (its top
  card only).
* You may meld on any turn, your first one too ("may go out in the first round" read as the
  first turn).
* The card given after going out comes from the stock; each other player's last chance comes
  once, with no draw and no discard.
* Three cards of the round's wild rank are all wild: they make no meld on their own (each
  grouping needs a natural card).
* If the stock runs out (after a discard it is empty) the round ends there: everyone counts
  back their hand.
* Equal lowest totals after round 11 share the win.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import JOKER, RANK_NAMES, RANK_OF, RANKS, DeckSpec, card_short
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move
from ..core.scoresheet import POINTS_AND_TOTAL
from ..core.piles import as_pile, deal_round_robin
from ..core.rng import first_dealer, shuffle
from ..core.words import listed
from ..core.zones import Role, Seen, Zone
from .meld_table import (best_seats, hand_totals, meld_card_lists, meld_check, meld_data, meld_of, meld_refusal, offered_melds,
                         table_drag, table_drop, turn_refusal)
from . import rummy_words
from .lookup import is_listed
from .melds import RUMMY_CARD_KEYS, rummy_move_shapes, meld_called, card_list_form, discard_move, draw_move, fit_refusal, lay_off_move, Meld, MeldRules, classify, fits, remove_cards, seen_leaving, seen_taking

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

ROUNDS = 11
DRAW, PLAY, LAST, HAND_OVER, GAME_OVER = "draw", "play", "last_chance", "hand_over", "game_over"
VALUE = {"A": 20, "K": 10, "Q": 10, "J": 10, "10": 10}


def decks_for(players: int) -> int:
    """ "3-4 decks of cards": three, four from six players."""
    return 4 if players >= 6 else 3


def wild_rank(round_no: int) -> str:
    """Round 1: 3s wild, round 2: 4s ... round 11: Kings."""
    return RANKS[round_no + 1]


def hand_size(round_no: int) -> int:
    """ "Kings are 13 cards, Queens are 12 cards, Jacks are 11 cards, etc." """
    return round_no + 2


def round_label(round_no: int) -> str:
    """The round's row on the sheet, played or blank: "Round 1 (3 cards, 3s wild)"."""
    return f"Round {round_no} ({hand_size(round_no)} cards, {wild_rank(round_no)}s wild)"


@lru_cache(maxsize=None)
def rules_for(round_no: int) -> MeldRules:
    return MeldRules(wild_ranks=frozenset({JOKER, wild_rank(round_no)}), natural="one")


def value(card: str, round_no: int) -> int:
    """ "Jokers 50 points, Wilds 25 points, Ace 20 points, K-10 10 points, 9-2 5 points" """
    rank = RANK_OF[card]
    if rank == JOKER:
        return 50
    if rank == wild_rank(round_no):
        return 25
    return VALUE.get(rank, 5)


@dataclass(eq=False, kw_only=True)
class ArizonaState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    piles: tuple[tuple[str, ...], ...]  # each seat's discards, top last
    down: tuple[str, ...]  # the going-out discard, face down
    melds: tuple[tuple, ...]  # meld_data of each meld, owner = the seat it lies in front of
    turn: int
    dealer: int
    phase: str
    round_no: int
    out_seat: int  # who went out this round, -1 if nobody
    shuffles: int
    round_points: tuple[tuple[int, ...], ...]
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, discards seen to go into the hand and not seen to leave it


class ArizonaRummy(Game[ArizonaState]):
    move_shapes = rummy_move_shapes("done", "next_hand")
    move_card_keys = RUMMY_CARD_KEYS
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far
    seat_numbers = ("scores",)
    info = GameInfo(
        id="arizona_rummy",
        name="Arizona Rummy",
        family="Rummy",
        min_players=2,
        max_players=8,
        description="Eleven rounds, 3 cards to 13, a new wild rank each round; play only on your own melds. Low score wins.",
        source="004_312affb30e9b3af0.txt, section 'Arizona Rummy'",
        rules_page="arizona_rummy.html",
        sheet_columns=POINTS_AND_TOTAL, sheet_low_wins=True,
        sheet_rounds=tuple(round_label(r) for r in range(1, ROUNDS + 1)),
    )
    #: What a drop means, for the engine to judge (the drags themselves are ``table_drag``).
    gestures = {"meld": ("hand", "melds"), "discard": ("hand", "pile")}

    def table_drag(self, state: ArizonaState, move: Move) -> Drag | None:
        """Drawing (drag a pile to your hand), a meld, a lay-off (onto the meld) and a discard
        are drags on the generic table; the rest are buttons."""
        return table_drag(state, move, "pile/{seat}")

    def table_drop(self, state: ArizonaState, seat: int | None, drag: Drag) -> Move | None:
        """The move a drop means, played if the engine's check accepts it, else its rule is said
        (a card dropped on a meld it may not go on, a pile's card it may not draw)."""
        hand = f"hand/{state.turn}"
        if drag.to[0] == "down" and len(drag.picked) == 1 and drag.picked[0][0] == hand:
            # the going-out discard's place is the game's to fill: said why (it said "Drop it on
            # Ben's pile." to Ben, whose pile his screen calls "Your pile")
            return Move(kind="discard", seat=state.turn, card=drag.picked[0][1], place="down")
        return table_drop(state, drag, "pile/{seat}")

    def card_list_moves(self, state: ArizonaState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto the meld row make a meld,
        judged by :meth:`check` (the round's wilds in any meld, not only the listed ones)."""
        return meld_card_lists(state, state.phase in (PLAY, LAST))

    def move_label(self, state: ArizonaState, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        kind = move.get("kind")
        if kind == "draw":
            if move.get("pile") == "stock":
                return "Stock"
            owner = int(move["pile"].split("/")[1])
            whose = "yours" if owner == move.get("seat") else state.players[owner]
            return f"{card_short(state.piles[owner][-1])} ({whose})"
        if kind == "lay_off":
            return f"{card_short(move['card'])} on your meld {move['meld'] + 1}"
        return {"done": "Done (last chance)", "next_hand": "Deal the next round"}.get(str(kind), "")

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(decks=decks_for(players), jokers=2)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> ArizonaState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = ArizonaState(players=players, options=options, seed=seed, stack=stack, hands=(), stock=(),
                             piles=(), down=(), melds=(), turn=0, dealer=dealer, phase=DRAW, round_no=0,
                             out_seat=-1, shuffles=0, round_points=())
        return self._deal(state, dealer)

    def _deal(self, state: ArizonaState, dealer: int) -> ArizonaState:
        n = len(state.players)
        round_no = state.round_no + 1
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        hands, rest = deal_round_robin(order, n, hand_size(round_no), (dealer + 1) % n)
        return state.replace(hands=hands, stock=as_pile(rest), piles=((),) * n, down=(), melds=(),
                             turn=(dealer + 1) % n, dealer=dealer, phase=DRAW, round_no=round_no,
                             out_seat=-1, shuffles=state.shuffles + 1, taken=())

    def rules(self, state: ArizonaState) -> MeldRules:
        return rules_for(state.round_no)

    def own_melds(self, state: ArizonaState, seat: int) -> list[tuple[int, Meld]]:
        return [(i, meld_of(m)) for i, m in enumerate(state.melds) if m[3] == seat]

    # ----- who acts -------------------------------------------------------------------------
    def current_player(self, state: ArizonaState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == HAND_OVER:
            return (state.dealer + 1) % len(state.players)
        return state.turn

    # ----- moves ----------------------------------------------------------------------------
    def compute_legal_moves(self, state: ArizonaState) -> list[Move]:
        seat = state.turn
        if state.phase == HAND_OVER:
            return [Move(kind="next_hand", seat=(state.dealer + 1) % len(state.players))]
        if state.phase == GAME_OVER:
            return []
        rules = self.rules(state)
        hand = state.hands[seat]
        if state.phase == DRAW:
            moves = [draw_move(seat, "stock")] if state.stock else []
            moves += [draw_move(seat, f"pile/{s}") for s, p in enumerate(state.piles) if p]
            return moves
        keep = 1 if state.phase == PLAY else 0  # "You must have a discard to go out"
        moves = [Move(kind="meld", seat=seat, cards=m) for m in offered_melds(hand, rules)
                 if len(hand) - len(m) >= keep]
        if len(hand) > keep:
            for card in dict.fromkeys(hand):
                moves += [lay_off_move(seat, card, i)
                          for i, m in self.own_melds(state, seat) if fits(m, card, rules, seat)]
        if state.phase == PLAY:
            moves += [discard_move(seat, c) for c in dict.fromkeys(hand)]
        else:
            moves.append(Move(kind="done", seat=seat))
        return moves

    def _meld_reason(self, state: ArizonaState, cards: tuple[str, ...]) -> str | None:
        left = remove_cards(state.hands[state.turn], cards)
        if left is None:
            return "You do not hold all those cards."
        if not left and state.phase == PLAY:
            return "You must have a discard to go out: keep a card to discard."
        meld = classify(cards, self.rules(state))
        return meld if isinstance(meld, str) else None

    def check(self, state: ArizonaState, move: Move) -> str | None:
        """Melds are any card list (judged by rule); everything else is looked up."""
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        if move.get("kind") == "meld" and state.phase in (PLAY, LAST) and move.get("seat") == state.turn:
            return card_list_form(move) or meld_check(move["cards"], lambda cards: self._meld_reason(state, cards))
        return super().check(state, move)

    def explain(self, state: ArizonaState, move: Move) -> str:
        kind, seat = move.get("kind"), move.get("seat", state.turn)  # a drop the table guessed names no seat
        if (refusal := turn_refusal(state, seat, between="round")) is not None:
            return refusal
        if kind == "draw":
            if state.phase != DRAW:
                return "You have drawn already." if state.phase == PLAY else "No drawing in the last chance."
            return "Draw from the stock or the top of a discard pile that has cards."
        if state.phase == DRAW:
            return "Draw first: from the stock or the top of any player's pile."
        hand = state.hands[state.turn]
        card = move.get("card")
        if kind in ("discard", "lay_off") and (not isinstance(card, str) or card not in hand):
            return "You do not hold that card."
        if kind == "lay_off":
            index = move.get("meld")
            if type(index) is not int or not 0 <= index < len(state.melds):
                return "There is no such meld on the table."
            if state.melds[index][3] != seat:
                return "You may only play on your own cards."
            if state.phase == PLAY and len(hand) <= 1:
                return "You must have a discard to go out: keep a card to discard."
            assert isinstance(card, str)  # (held: said above)
            wilds = f"a wild card: a joker or any {RANK_NAMES[wild_rank(state.round_no)]}"
            return fit_refusal(meld_of(state.melds[index]), card, self.rules(state), wilds)
        if kind == "discard" and state.phase == LAST:
            return "No discard in the last chance: play what you can, then say Done."
        if kind == "discard" and move.get("place") == "down":
            if len(hand) == 1:
                return "Discard on your own pile; it goes face down as your going-out discard."
            return ("Discard on your own pile. Only the last card of whoever goes out is a going-out "
                    "discard: the game turns it face down there.")
        if kind == "done":
            return "Done ends your last chance, after someone has gone out."
        if kind == "meld":
            return meld_refusal(move.get("cards"), lambda cards: self._meld_reason(state, cards))
        return "That is not a move in Arizona Rummy."

    def deal_events(self, state: ArizonaState) -> list[Event]:
        return [Event(f"Round {state.round_no}: {hand_size(state.round_no)} cards, "
                      f"{wild_rank(state.round_no)}s wild; {state.players[state.dealer]} deals.", "dealt")]

    def perform(self, state: ArizonaState, move: Move) -> Applied:
        kind = move["kind"]
        n = len(state.players)
        if kind == "next_hand":
            new = self._deal(state, (state.dealer + 1) % n)
            return Applied(new, tuple(self.deal_events(new)))
        seat = move["seat"]
        who = state.players[seat]
        key = f"hand/{seat}"
        hands = list(state.hands)
        rules = self.rules(state)
        if kind == "draw":
            if move["pile"] == "stock":
                hands[seat] += (state.stock[-1],)
                new = state.replace(hands=tuple(hands), stock=state.stock[:-1], phase=PLAY)
                return Applied(new, (Event(rummy_words.draws_from_stock(who), "card_moved", card=None, src="stock", dst=key),))
            owner = int(move["pile"].split("/")[1])  # "pile/2": seat 2's pile
            card = state.piles[owner][-1]
            hands[seat] += (card,)
            piles = list(state.piles)
            piles[owner] = piles[owner][:-1]
            whose = "their own" if owner == seat else f"{state.players[owner]}'s"
            new = state.replace(hands=tuple(hands), piles=tuple(piles), phase=PLAY,
                                taken=seen_taking(state.taken, n, seat, (card,)))
            return Applied(new, (Event(rummy_words.takes(who, card, f"from {whose} pile"), "card_moved",
                                       card=card, src=f"pile/{owner}", dst=key),))
        if kind == "meld":
            cards = move["cards"]
            meld = classify(cards, rules, owner=seat)
            assert isinstance(meld, Meld)
            hands[seat] = remove_cards(hands[seat], cards) or ()
            new = state.replace(hands=tuple(hands), melds=state.melds + (meld_data(meld),),
                                taken=seen_leaving(state.taken, seat, cards))
            return Applied(new, (Event(rummy_words.melds(who, meld.cards), "card_moved",
                                       cards=list(meld.cards), src=key, dst=f"meld{len(state.melds)}/{seat}"),))
        if kind == "lay_off":
            card, i = move["card"], move["meld"]
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            melds = list(state.melds)
            onto = meld_called(meld_of(melds[i]), state.players, seat)  # "Anna's set of 5s"
            melds[i] = meld_data(fits(meld_of(melds[i]), card, rules, seat))  # type: ignore[arg-type]
            new = state.replace(hands=tuple(hands), melds=tuple(melds), taken=seen_leaving(state.taken, seat, (card,)))
            return Applied(new, (Event(rummy_words.adds(who, card, onto), "card_moved",
                                       card=card, src=key, dst=f"meld{i}/{seat}"),))
        if kind == "done":
            return self._next_last_chance(state, seat)
        # discard
        card = move["card"]
        hands[seat] = remove_cards(hands[seat], (card,)) or ()
        if not hands[seat]:
            # "place your discard face down on the pile and give each player one card face down"
            stock = list(state.stock)
            for s in range(1, n):
                if stock:
                    hands[(seat + s) % n] += (stock.pop(),)
            # the going-out discard is face down, but the hand is seen to be empty: nothing taken is left in it
            gone = state.taken[seat] if state.taken else ()
            new = state.replace(hands=tuple(hands), stock=tuple(stock), down=(card,), out_seat=seat,
                                phase=LAST, turn=(seat + 1) % n, taken=seen_leaving(state.taken, seat, gone))
            return Applied(new, (Event(rummy_words.goes_out(who, ", laying the last discard face down; everyone else "
                                                               "gets one more card and a last chance to play"), "card_moved",
                                       card=None, src=key, dst="down"),))
        piles = list(state.piles)
        piles[seat] += (card,)
        new = state.replace(hands=tuple(hands), piles=tuple(piles), phase=DRAW, turn=(seat + 1) % n,
                            taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(rummy_words.discards(who, card), "card_moved", card=card, src=key, dst=f"pile/{seat}")
        if not new.stock:
            return self._end_round(new, (event,), "The stock is empty: the round ends.")
        return Applied(new, (event,))

    def _next_last_chance(self, state: ArizonaState, seat: int) -> Applied:
        nxt = (seat + 1) % len(state.players)
        done = Event(f"{state.players[seat]} is done.", "note")
        if nxt == state.out_seat:
            return self._end_round(state, (done,), f"{state.players[state.out_seat]} has gone out.")
        return Applied(state.replace(turn=nxt), (done,))

    def _end_round(self, state: ArizonaState, events: tuple[Event, ...], text: str) -> Applied:
        """ "You count back any cards remaining in your hand." """
        pts = tuple(sum(value(c, state.round_no) for c in hand) for hand in state.hands)
        over = state.round_no >= ROUNDS
        new = state.replace(round_points=state.round_points + (pts,), phase=GAME_OVER if over else HAND_OVER)
        return Applied(new, events + (rummy_words.hand_end(text, state.players, pts, scored=False, over=over),))

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: ArizonaState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: ArizonaState) -> list[int]:
        return hand_totals(state.round_points, len(state.players))

    def winners(self, state: ArizonaState) -> list[int]:
        """ "Low score wins"; equal lowest totals share the win."""
        return best_seats(self.scores(state), low=True) if state.phase == GAME_OVER else []

    def status(self, state: ArizonaState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} (low score)."
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"Round {state.round_no} is over.", "round")
        who = names[state.turn]
        head = f"Round {state.round_no}, {wild_rank(state.round_no)}s and jokers wild. "
        if state.phase == DRAW:
            return head + f"{who}: draw from the stock or any player's pile."
        if state.phase == LAST:
            return head + f"{names[state.out_seat]} has gone out. {who}: last chance, play what you can, then Done."
        return head + f"{who}: meld or add to your own melds, then discard."

    def public(self, state: ArizonaState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "dealer": state.dealer, "round": state.round_no,
                "wild": wild_rank(state.round_no), "hand_size": hand_size(state.round_no),
                "out": state.out_seat, "last_chance": state.phase == LAST,
                "scores": self.scores(state),
                "round_points": [list(p) for p in state.round_points], "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: ArizonaState) -> dict[int, Sequence[str]]:
        """A discard taken from a pile went into that hand in everybody's sight: the search's
        samples keep it there until seen to leave (discarded, melded, laid off)."""
        return dict(enumerate(state.taken))

    def ai_own_hand(self, state: ArizonaState, seat: int) -> tuple[str, ...]:
        """The seat's hand zone's cards, for the computer player (no other zone is a hand)."""
        return state.hands[seat]

    def zones(self, state: ArizonaState) -> list[Zone]:
        open_ = state.phase in (HAND_OVER, GAME_OVER)
        seen = Seen.ALL if open_ else Seen.OWNER
        zones = [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones.append(Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK))
        zones += [Zone("pile", p, Seen.ALL, seat, Role.DISCARD, label=f"{state.players[seat]}'s pile")
                  for seat, p in enumerate(state.piles)]
        zones.append(Zone("down", state.down, Seen.ALL if open_ else Seen.NOBODY, role=Role.KITTY,
                          label="Going-out discard"))
        zones += [Zone(f"meld{i}", m[1], Seen.ALL, m[3], Role.MELD) for i, m in enumerate(state.melds)]
        return zones

    def with_zones(self, state: ArizonaState, cards: dict[str, tuple[str, ...]]) -> ArizonaState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock), down=cards.get("down", state.down))

    def score_sheet(self, state: ArizonaState) -> "ScoreSheet":
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, today

        totals = [0] * len(state.players)
        rows = []
        for r, pts in enumerate(state.round_points):
            totals = [t + p for t, p in zip(totals, pts)]
            rows.append(ScoreRow(round_label(r + 1),
                                 tuple((p, t) for p, t in zip(pts, totals)),
                                 marked=tuple(s for s, p in enumerate(pts) if p == 0)))
        return ScoreSheet(
            title="Arizona Rummy score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals),
            winners=tuple(self.winners(state)), lower_is_better=self.info.sheet_low_wins,
            tie_rule="Equal lowest totals share the win.",
            notes=("Cards left in hand count against you: Jokers 50, the round's wild rank 25, Ace 20, "
                   "K-10 10, 9-2 5.", "Eleven rounds, 3 cards (3s wild) up to 13 cards (Kings wild). Low score wins."),
        )


GAME = ArizonaRummy()
