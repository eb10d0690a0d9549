"""Push, from the family's book (004_312affb30e9b3af0.txt, section "Push (Rummy)"; "General Rules"
for the dealer and the order of play). The shared engine is :mod:`contract_rummy`.

"2 decks of cards, including jokers; 4 player game, in partnership" (partners sit opposite:
seats 0 and 2 against 1 and 3). Five deals: 6 cards and "2 sets of three", 7 and "1 set of 3,
1 run of 4", 8 and "2 runs of 4", 9 and "3 sets of 3", 10 and "2 runs of 5". "Jokers and twos
are wild"; "Wild cards can be used for any number of cards in a set or run" (a meld needs one
natural card to say what it is). "Ace can count as high or low"; runs are "only extended".
"The first face-up card in discard pile is not allowed to be a wild card, the dealer must bury it
in the stock and turn up a new card".

The draw: "If you want the top card of the discard pile, take it and add it to your hand, or If
you do not want the top card of the discard pile, take a face-down card off the top of the stock
cards, put it on top of the card from the discard pile, and push these two cards to the opponent
on your left. You then draw the next card from the stock". Then melding: your own contract first
("If your partner has already melded, this does not entitle you to meld"); after it, "in the same
or subsequent turns, put down any further melds ... or add cards onto any melds that are already
on the table". A natural card may replace the wild that stands for it; "the wild card you
replace must be used immediately". "It is possible to go out in the melding part of a turn, by
melding all of your cards, or to meld all but one of your cards, and go out by discarding your
last card."

Scoring: the team of the player who went out counts nothing; "The two opponents count the total
value of cards remaining in their hands": wild cards 25, aces 20, K-10 10, 9-3 5. "Low score
wins" after the fifth deal (the option "Deals to play" stops earlier, for a shorter evening).
**Alternate Rule 1** (an option, off by default): "Each set can only have one of each suit."

Decided where the text is vague (also on the rules page): the contracts are minimums (a set of
three may be a set of four); when the stock holds fewer than two cards for a push, the discards
under the top card are shuffled into it first (and with fewer than two cards in all no push is
possible); a wild may be taken from a meld only after your own contract is down; two sets of one
rank never make a contract's two sets; a tie after five deals is shared.

Decided, because the book's rules let a deal go on for ever: a turn with a push leaves two cards
fewer in the stock and the discards (three drawn, one discarded) and no turn gives them back, so
the stock runs low; then no push is possible, the only draw is the discard, and when none of the
few cards left off the table fits a meld they go round and round. So once no push is possible,
**the deal ends when the discard has gone round the table** (four turns in a row of taking it)
**with no card laid on the table**; nobody went out, and each team counts the cards left in its
own two hands.
"""

from __future__ import annotations

from typing import Any

from ..core.cards import RANK_OF, card_name
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import POINTS_AND_TOTAL, ScoreSheet, team_name
from . import rummy_words
from .contract_rummy import DRAW, GAME_OVER, HAND_OVER, PLAY, ContractRummy, ContractState, own_move_shapes, standard_deck
from .meld_table import best_seats, hand_totals
from .melds import JOKER_RANK, RUN, SET, Contract, MeldRules, draw_move, seen_taking

RULES = MeldRules(wild_ranks=frozenset({JOKER_RANK, "2"}), natural="one")
SUIT_RULES = MeldRules(wild_ranks=frozenset({JOKER_RANK, "2"}), natural="one", set_suits_distinct=True)
PUSH_MOVE = Move(kind="push")

#: (cards dealt, the contract) for the five deals
DEALS = (
    (6, Contract(((SET, 3), (SET, 3)))),
    (7, Contract(((SET, 3), (RUN, 4)))),
    (8, Contract(((RUN, 4), (RUN, 4)))),
    (9, Contract(((SET, 3), (SET, 3), (SET, 3)))),
    (10, Contract(((RUN, 5), (RUN, 5)))),
)
#: each deal's cards and melds, for the score sheet
DEAL_WORDS = ("6 cards, 2 sets of 3", "7, set of 3 + run of 4", "8, 2 runs of 4", "9, 3 sets of 3", "10, 2 runs of 5")
VALUE = {JOKER_RANK: 25, "2": 25, "A": 20, "K": 10, "Q": 10, "J": 10, "10": 10}
TEAMS = ((0, 2), (1, 3))
#: Decided: once no push is possible, the deal ends after this many turns in a row of taking the
#: discard with no card laid on the table (the discard has gone round the table).
QUIET_TURNS = 4


def value(card: str) -> int:
    """ "Wild cards are 25 points, Ace are 20 points, K Q J 10 are 10 points, 9-3 are 5 points" """
    return VALUE.get(RANK_OF[card], 5)


class Push(ContractRummy):
    move_shapes = own_move_shapes("push")
    info = GameInfo(
        id="push",
        name="Push",
        family="Rummy",
        min_players=4,
        max_players=4,
        description="Partners, five deals with a contract each; push unwanted discards to the "
                    "opponent on your left. Low score wins.",
        source="004_312affb30e9b3af0.txt, section 'Push (Rummy)'",
        rules_page="push.html",
        # (its rows are deals, as its rules and its tie rule say: the live sheet said "Hand 1" beside the
        # blank one's "Deal 1 – 6 cards, 2 sets of 3"; low score wins)
        sheet_row="Deal", sheet_columns=POINTS_AND_TOTAL, sheet_low_wins=True,
        # (the blank sheet's rows: the five deals, each with its cards and contract)
        sheet_rounds=tuple(f"Deal {no} – {words}" for no, words in enumerate(DEAL_WORDS, 1)),
        options=(
            OptionSpec("deals", "Deals to play", "5 plays the whole game. Fewer makes a shorter evening: you "
                       "play the first deals, each asking for its usual melds, and the lowest score after the "
                       "last of them wins.", 5,
                       minimum=1, maximum=5),
            OptionSpec("one_of_each_suit", "One of each suit in a set",
                       "Each set can only have one card of each suit: considerably harder.", False, alternate=1),
        ),
    )
    #: Two teams (seats 0 and 2 against 1 and 3) that score and win together, as in Euchre: each
    #: seat shows its team's total and both partners are among the winners, so the benchmark
    #: counts a team's win whole for each partner (fair share one half).
    partnership = True
    lay_off_on_others = True
    extras_with_contract = True
    swaps = "any"
    bury_wild_upcard = True
    #: The computer takes the discard only when it is clearly better than a push (measured:
    #: Medium with 0.5 beat Medium with 0, which took every card that helped a little, in 162
    #: of 200 games head to head; 1.0 was even with 0.5).
    ai_take_margin = 0.5

    def pieces(self, players: int, options: dict[str, Any]):
        return standard_deck(2)

    def card_points(self, card: str) -> int:
        return value(card)

    def rules(self, options: dict[str, Any]) -> MeldRules:
        return SUIT_RULES if options.get("one_of_each_suit") else RULES

    def hand_size(self, state: ContractState) -> int:
        return DEALS[state.hand_no - 1][0]

    def contract(self, state: ContractState, seat: int) -> Contract:
        return DEALS[state.hand_no - 1][1]

    # ----- the draw: take the discard, or push -------------------------------------------------
    def draw_moves(self, state: ContractState, seat: int) -> list[Move]:
        moves = []
        if state.discard:
            moves.append(draw_move(None, "discard"))
            if self.available(state) >= 2:
                moves.append(PUSH_MOVE)
        elif self.available(state) >= 1:
            moves.append(draw_move(None, "stock"))  # nothing to push: the discards are empty
        return moves

    def perform_other(self, state: ContractState, move: Move) -> Applied:
        """ "take a face-down card off the top of the stock cards, put it on top of the card
        from the discard pile, and push these two cards to the opponent on your left. You then
        draw the next card from the stock" """
        seat = state.turn
        left = (seat + 1) % 4
        top = state.discard[-1]
        state = state.replace(discard=state.discard[:-1])
        if len(state.stock) < 2 and state.discard:
            # the discards under the pushed card make the new stock
            state = self.refill(state.replace(discard=state.discard + (top,)), 2)
            state = state.replace(discard=state.discard[:-1])
        pushed, drawn = state.stock[-1], state.stock[-2]
        hands = list(state.hands)
        hands[left] += (top, pushed)
        hands[seat] += (drawn,)
        # the pushed discard goes into the left hand face up; the stock card under it does not
        new = state.replace(hands=tuple(hands), stock=state.stock[:-2], phase=PLAY,
                            taken=seen_taking(state.taken, len(state.players), left, (top,)))
        return Applied(new, (
            Event(f"{state.players[seat]} pushes the {card_name(top)} and a stock card to {state.players[left]}.",
                  "card_moved", cards=[top, None], src="discard", dst=f"hand/{left}"),
            Event(rummy_words.draws_from_stock(state.players[seat]), "card_moved", card=None, src="stock", dst=f"hand/{seat}"),
        ))

    def perform(self, state: ContractState, move: Move) -> Applied:
        """Decided (the book never says): once the stock cannot give two cards for a push (even
        with the discards shuffled in) the only draw is the discard, so the same few cards can
        go round the table for ever when none of them fits a meld. The deal ends when the
        discard has gone round the table, every player in turn taking it with no push
        possible, and nobody laid a card on the table; nobody went out, so both teams count
        the cards left in their hands (:meth:`end_hand`)."""
        result = super().perform(state, move)
        new = result.state
        if new.phase not in (DRAW, PLAY):
            return result
        kind = move["kind"]
        if kind == "draw" and move.get("pile") == "discard" and self.available(state) < 2:
            quiet = state.quiet + 1  # the only draw there was
        elif kind == "discard":
            quiet = state.quiet
        else:  # a push, a stock card, or a card laid on the table
            quiet = 0
        new = new.replace(quiet=quiet)
        if kind == "discard" and quiet >= QUIET_TURNS:
            note = Event("Nobody can push, and the discard has gone round the table with no card laid: "
                         "the deal ends.", "note")
            return self.end_hand(new, -1, [*result.events, note])
        return Applied(new, result.events)

    def explain(self, state: ContractState, move: Move) -> str:
        if move.get("kind") == "push" and state.phase == DRAW:
            return "There are not two cards left to push."
        if move.get("kind") == "draw" and move.get("pile") == "stock" and state.phase == DRAW and state.discard:
            # a click on the stock, meant as "I don't want it, push" ("You cannot draw that way
            # now." said nothing of how to push)
            top = card_name(state.discard[-1])
            if self.available(state) < 2:
                return f"You cannot draw from the stock now: take the {top} (drag it to your hand); too few cards to push."
            # ("The stock is not drawn from: ..." read stilted, as if the stock were broken: s42 t2)
            left = state.players[(state.turn + 1) % len(state.players)]
            return (f"You cannot draw from the stock first: take the {top} (drag it to your hand), or push it to "
                    f"{left} (drop it on their hand; a stock card goes with it).")
        return super().explain(state, move)

    def take_or_push(self, state: ContractState) -> str:
        """How to take the discard or push it, said the same in the prompt and when the stock is
        clicked: there is no Push button, the discard is dragged onto the left player's hand (the
        prompt said only "push it with a stock card to the left", and only a hint showed how)."""
        top = card_name(state.discard[-1])
        left = state.players[(state.turn + 1) % len(state.players)]
        return (f"take the {top} (drag it to your hand), or push it: drag it to {left}'s hand, on your "
                "left, and a stock card goes with it.")

    # ----- scoring ------------------------------------------------------------------------------
    def end_hand(self, state: ContractState, out: int, events: list[Event]) -> Applied:
        """ "The team of the player who went out counts nothing for this hand ... The two
        opponents count the total value of cards remaining in their hands." A deal that ends with
        nobody out (see :meth:`perform`): each team counts the cards left in its own hands."""
        pts = [0] * 4
        counting = [TEAMS[1 - out % 2]] if out >= 0 else list(TEAMS)  # nobody out: both teams count
        for team in counting:
            total = sum(value(c) for s in team for c in state.hands[s])
            for s in team:
                pts[s] = total
        new = state.replace(history=state.history + (tuple(pts),))
        over = new.hand_no >= state.options["deals"]
        new = new.replace(phase=GAME_OVER if over else HAND_OVER)
        went = rummy_words.goes_out(state.players[out] if out >= 0 else "Nobody")
        # penalty points, each team's once (partners count together; the team out counts 0)
        events.append(rummy_words.hand_end(went, [team_name(state.players, team) for team in TEAMS],
                                           [pts[a] for a, _ in TEAMS], scored=False, over=over, seat_points=pts))
        return Applied(new, tuple(events))

    def scores(self, state: ContractState) -> list[int]:
        """Each seat shows its team's total (partners score together)."""
        return hand_totals(state.history, 4)

    def winners(self, state: ContractState) -> list[int]:
        """ "Low score wins" (equal totals share it)."""
        return best_seats(self.scores(state), low=True) if state.phase == GAME_OVER else []

    def status(self, state: ContractState) -> str:
        if state.phase == DRAW:
            if self.available(state) < 2 and state.discard:
                left = QUIET_TURNS - state.quiet
                return (f"{state.players[state.turn]}: take the discard (too few cards to push). The deal ends if "
                        f"no card is laid on the table in {left} turn{'s' if left > 1 else ''}, this one included.")
            if state.discard:
                return f"{state.players[state.turn]}: {self.take_or_push(state)}"
            return f"{state.players[state.turn]}: take the discard, or push it with a stock card to the left."
        return super().status(state)

    def hint_words(self, state: ContractState, move: Move) -> str | None:
        """The push said as a push (the table said "take the king of diamonds from the discard
        pile to Robo Ruby's hand")."""
        if move.get("kind") != "push" or state.phase != DRAW or not state.discard:
            return None
        left = state.players[(state.turn + 1) % len(state.players)]
        return f"push the {card_name(state.discard[-1])} (and a card from the stock) to {left}."

    def move_label(self, state: ContractState, move: Move) -> str:
        if move.get("kind") == "push":
            return "Push (the discard and a stock card go to your left)"
        return super().move_label(state, move)

    def score_sheet(self, state: ContractState) -> ScoreSheet:
        """One column per team, a row per deal with the points and the running total."""
        names = state.players
        teams = tuple(f"{names[a]} & {names[b]}" for a, b in TEAMS)
        sheet = self.running_sheet(state, tie_rule=f"A tie after deal {self.last_deal(state)} is shared.",
                                   columns=teams, rows_of=lambda st: [(row[0], row[1]) for row in st.history])
        from dataclasses import replace

        won = self.winners(state)
        return replace(sheet, winners=tuple(sorted({s % 2 for s in won})) if won else ())

    def score_sheet_notes(self, state: ContractState) -> tuple[str, ...]:
        """The scoring, and the deals played (the house rule "Deals to play": with 2, the first
        two deals' melds and "after deal 2", not all five)."""
        last = self.last_deal(state)
        deals = " \u00b7 ".join(DEAL_WORDS[:last])
        return ("The team that went out counts nothing; the other team counts both hands: "
                "wild cards 25, aces 20, K-10 10, 9-3 5.",
                f"Deal{'s' if last > 1 else ''}: {deals}. Low score after deal {last} wins.")

    @staticmethod
    def last_deal(state: ContractState) -> int:
        """The deal after which the game ends: the 5th, or the house rule "Deals to play"."""
        deals = state.options.get("deals", len(DEALS))
        return min(max(1, deals), len(DEALS)) if isinstance(deals, int) else len(DEALS)

GAME = Push()
