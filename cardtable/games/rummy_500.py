"""500 Rummy, from the family's rule book (004_312affb30e9b3af0.txt, section "500 Rummy").

Cards and seats: "1 deck of cards (without Jokers)"; "4 players play in partners (2 teams)";
"Each player is dealt 12 cards, with 4 to the kitty". Object: "Each team attempts to win the bid
and then to take enough tricks to get the amount of points they bid." "First team to 500 wins, or
the first team to minus 150 loses".

Bidding: "Bidding begins with the player to the left of the dealer. Each player has a chance to
bid, in turn, either passing or making a bid higher than any preceding bid. The bidding may be
repetitious and continues in a clock-wise direction until three players "pass", leaving the bid
to the last highest bidder. Once a player passes, they may not bid again for that hand. If all
the players pass, the dealer must take the bid. Minimum bid is 60." "A no trump bid is higher
than a regular bid (Eg.70 no trump is worth more than 70 hearts) and is worth an extra 50 points
if you make your bid."

Play: "The highest bidder calls the trump suit and then picks up the four cards from the "Kitty"
and discards four cards from their hand face down out of play. You may not discard any counter
cards." "He then starts the play by leading out with a card." "A player must follow the suit led
if possible."

Scoring: "Aces 10 points", "10's 10 points", "5's 5 points", "Queen of spades 25 points", "Total
per hand is 125 points". "If the bidding team made the amount they bid or more then they get
those points added to their score." "If the bidding team does not take the number of points as
declared by their bid ("gets set"), they then must subtract the total amount bid from their total
score or "go in the hole" if there is no score at that point." "The team that didn't win the bid
gets one point for each trick they took." "You must bid out to win at 500."

Decided where the text is vague (also on the in-app rules page):

* Partners sit opposite. The first dealer is drawn at random and the deal passes to the left;
  the cards are dealt one at a time from the dealer's left, the last four to the kitty.
* A bid is a number of points, 60 to 125 in fives, with a trump suit or no trump. A bid must
  beat the one before: more points, or the same points in no trump over a suit. Suits rank
  alike (70 spades does not beat 70 hearts). A house-rule option has bids name only the points
  and "suit" or "no trump"; the winner calls the suit after the auction.
* If all four pass, the dealer takes the bid at 60 and names the trump (a suit or no trump).
* The bidder picks up the kitty and discards four cards out of play, one at a time or several
  together (cards selected and dragged there as one). A counter
  may be discarded only when the bidder holds nothing else; counters discarded that way count
  for the bidders.
* Made: the bidders add the points they took (option: the points bid instead), plus 50 in no
  trump. Set: they subtract the bid (no 50). The defenders always add one point a trick.
* "You must bid out to win": a team wins only on a hand it bid and made that takes it to 500 or
  more; points for defending never win the game. A team at -150 or less loses at once.

Moves (as recorded): ``{"kind": "bid", "bid": 80, "trump": "H"}`` (trump "S", "H", "D", "C" or
"NT"; with the call-after option "suit" or "NT"), ``{"kind": "pass"}``, ``{"kind": "call",
"trump": "S"}`` (the dealer's forced bid, or the suit after a "suit" bid), ``{"kind": "discard",
"card": "9C"}`` (or several at once: ``{"kind": "discard", "cards": ["9C", "3S"]}``, the same as
those discarded one by one), ``{"kind": "play", "card": "QS"}``, ``{"kind": "next_hand"}``. Stacked deals:
12 each one at a time from the dealer's left, then the four kitty cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_OF, SUIT_NAMES, SUIT_OF, SUITS, card_name
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import POINTS_AND_TOTAL
from ..core.zones import Role, Seen, Zone
from ..core.words import capitalized, plural
from .tricks import (
    BIDDING, CALL, DISCARD, GAME_OVER, HAND_OVER, PLAY, TEAMS, TrickGame, TrickState, deal,
    left_of, reads, ready_move, team_of, zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

MIN_BID, MAX_BID, STEP = 60, 125, 5
TARGET, HOLE = 500, -150
#: how the game is won, as the score sheet's heading and its notes say it ("First team to 500
#: wins, or the first team to minus 150 loses ... You must bid out to win at 500"; the heading
#: said "highest total wins", s46 t3 #10)
GOAL = f"the first team to bid out to {TARGET} wins; a team at {HOLE} loses"
NT, ANY_SUIT = "NT", "suit"
NO_TRUMP_BONUS = 50
KITTY = 4
PASS = ready_move(kind="pass")


def counter_points(card: str) -> int:
    """ "Aces 10 points", "10's 10 points", "5's 5 points", "Queen of spades 25 points" """
    if card == "QS":
        return 25
    return {"A": 10, "10": 10, "5": 5}.get(RANK_OF[card], 0)


def is_counter(card: str) -> bool:
    return counter_points(card) > 0


def trump_words(trump: str) -> str:
    if trump == NT:
        return "no trump"
    if trump == ANY_SUIT:
        return "a suit"
    return SUIT_NAMES[trump]


def bid_words(bid: int, trump: str) -> str:
    return f"{bid} {trump_words(trump)}"


def rank_of_bid(bid: int, trump: str) -> int:
    """ "70 no trump is worth more than 70 hearts": no trump beats a suit at the same points."""
    return bid * 2 + (trump == NT)


@dataclass(eq=False, kw_only=True)
class Rummy500State(TrickState):
    bid: int = 0  # the highest bid so far (0: none)
    bid_trump: str = ""  # its trump: a suit, "NT", or "suit" (to be called)
    bidder: int = -1
    passed: tuple[bool, ...] = (False,) * 4
    auction: tuple[tuple[int, str], ...] = ()  # (seat, what was said) in order
    discarded: tuple[str, ...] = ()  # the bidder's four, out of play


class Rummy500(TrickGame[Rummy500State]):
    info = GameInfo(
        id="rummy_500",
        name="500 Rummy",
        keywords=("five hundred",),  # other names the start screen's search finds it by
        family="Trick-taking",
        min_players=4,
        max_players=4,
        description="Partners bid for the kitty and the trump, then take the counters: first to 500 wins.",
        source="004_312affb30e9b3af0.txt, section '500 Rummy'",
        rules_page="rummy_500.html",
        sheet_row="Hand", sheet_columns=POINTS_AND_TOTAL,
        options=(
            OptionSpec("call_after", "Suit called after the bidding",
                       "Bids name the points and 'suit' or 'no trump'; the winner calls the suit afterwards.", False),
            OptionSpec("score_bid", "Score the bid", "A made bid scores the points bid, not the points taken.", False),
        ),
    )
    partnership = True
    #: The bidder's discards are dragged from the hand onto the out-of-play pile.
    gestures = {"discard": ("hand", "discarded")}

    # ----- the deal --------------------------------------------------------------------------
    def undealt(self, players, options, seed, stack) -> Rummy500State:
        state = Rummy500State(players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
                              shuffles=0, phase=BIDDING, turn=0, hands=((),) * 4, totals=(0, 0))
        return state

    def deal_hand(self, state: Rummy500State, dealer: int) -> tuple[Rummy500State, list[Event]]:
        """ "Deal all cards out evenly to the four players except for 4 cards which are dealt
        into the "Kitty"." """
        hands, kitty = deal(self.shuffled(state), 4, left_of(dealer, 4), 12)
        new = self.blank_hand(state, dealer).replace(
            hands=hands, kitty=kitty, shuffles=state.shuffles + 1, phase=BIDDING, turn=left_of(dealer, 4),
            bid=0, bid_trump="", bidder=-1, passed=(False,) * 4, auction=(), discarded=())
        events = [Event(f"Hand {state.hand_no}: {state.players[dealer]} deals 12 each and 4 to the kitty. "
                        f"{state.players[left_of(dealer, 4)]} bids first.", "dealt", dealer=dealer)]
        return new, events

    # ----- the auction -----------------------------------------------------------------------
    def trumps_to_bid(self, options: dict[str, Any]) -> tuple[str, ...]:
        return (ANY_SUIT, NT) if options["call_after"] else (*SUITS, NT)

    def phase_moves(self, state: Rummy500State) -> list[Move]:
        if state.phase == BIDDING:
            over = rank_of_bid(state.bid, state.bid_trump) if state.bid else -1
            bids = [ready_move(kind="bid", bid=b, trump=t) for b in range(MIN_BID, MAX_BID + 1, STEP)
                    for t in self.trumps_to_bid(state.options) if rank_of_bid(b, t) > over]
            return [PASS, *bids]
        if state.phase == CALL:
            forced = state.bid_trump == ""  # the dealer takes the bid at 60
            return [ready_move(kind="call", trump=t) for t in (*SUITS, NT) if forced or t != NT]
        # DISCARD: "You may not discard any counter cards" (unless nothing else is held)
        hand = dict.fromkeys(state.hands[state.bidder])
        plain = [c for c in hand if not is_counter(c)]
        return [ready_move(kind="discard", card=c) for c in (plain or hand)]

    def perform_phase(self, state: Rummy500State, move: Move) -> Applied:
        kind, seat = move["kind"], state.turn
        who = state.players[seat]
        if kind == "discard":
            if "cards" in move:
                return self.discard_several(state, move["cards"])
            return self.discard(state, move["card"])
        if kind == "call":
            trump = move["trump"]
            bid = state.bid or MIN_BID
            new = state.replace(bid=bid, bid_trump=trump, bidder=seat, trump="" if trump == NT else trump)
            text = (f"Everybody has passed: {who}, the dealer, takes the bid at {bid_words(bid, trump)}."
                    if not state.bid_trump else f"{who} calls {trump_words(trump)}: {bid_words(bid, trump)}.")
            events = [Event(text, "trump_called", seat=seat, trump=trump, bid=bid)]
            return self.pick_up(new, events)
        passed = list(state.passed)
        if kind == "pass":
            passed[seat] = True
            said = "pass"
            events = [Event(f"{who} passes.", "pass", seat=seat)]
            new = state.replace(passed=tuple(passed))
        else:
            said = bid_words(move["bid"], move["trump"])
            events = [Event(f"{who} bids {said}.", "bid", seat=seat, bid=move["bid"], trump=move["trump"])]
            new = state.replace(bid=move["bid"], bid_trump=move["trump"], bidder=seat)
        new = new.replace(auction=state.auction + ((seat, said),))
        if all(passed):  # "If all the players pass, the dealer must take the bid."
            events.append(Event(f"All four have passed: {state.players[state.dealer]}, the dealer, must take the bid "
                                f"at {MIN_BID} and name the trump.", "note"))
            return Applied(new.replace(phase=CALL, turn=state.dealer, bid=0, bid_trump=""), tuple(events))
        if sum(passed) == 3 and new.bid:  # "until three players "pass", leaving the bid to the last highest bidder"
            bidder = new.bidder
            events.append(Event(f"{state.players[bidder]} wins the bid at {bid_words(new.bid, new.bid_trump)}.",
                                "note", seat=bidder))
            if new.bid_trump == ANY_SUIT:
                return Applied(new.replace(phase=CALL, turn=bidder), tuple(events))
            return self.pick_up(new.replace(trump="" if new.bid_trump == NT else new.bid_trump), events)
        nxt = left_of(seat, 4)
        while passed[nxt]:
            nxt = left_of(nxt, 4)
        return Applied(new.replace(turn=nxt), tuple(events))

    def check(self, state: Rummy500State, move: Move) -> str | None:
        """ "Once a player passes, they may not bid again for that hand": said to a seat that
        passed and tries to speak again. Several cards discarded at once: each must be one the
        bidder could discard one by one in that order."""
        seat = move.get("seat")
        if move.get("kind") == "discard" and "cards" in move:
            return self.check_several(state, move)
        if (state.phase == BIDDING and move.get("kind") == "bid" and isinstance(seat, int)
                and not isinstance(seat, bool) and 0 <= seat < 4 and state.passed[seat]):
            return self.passed_words(state, seat)
        return super().check(state, move)

    @staticmethod
    def passed_words(state: Rummy500State, seat: int) -> str:
        """"Once a player passes, they may not bid again for that hand": said to them, "You
        passed ..."."""
        who = "You" if reads(seat) else state.players[seat]
        return f"{who} passed and may not bid again this hand."

    def check_several(self, state: Rummy500State, move: Move) -> str | None:
        """``{"kind": "discard", "cards": [...]}``: the cards selected and dragged out of play
        together (only one went, the others stayed in the hand), checked as the single discards
        they stand for."""
        cards, seat = move.get("cards"), move.get("seat")
        if set(move) - {"kind", "cards", "seat"} or not isinstance(cards, (list, tuple)) or not cards \
                or not all(isinstance(c, str) for c in cards):
            return "That is not a move in 500 Rummy now."
        if seat is not None and (state.phase != DISCARD or seat != state.turn):
            return self.not_your_turn(state, seat) if state.phase != GAME_OVER else "The game is over."
        if state.phase != DISCARD:
            return self.explain_phase(state, Move(kind="discard", card=cards[0]))
        room = KITTY - len(state.discarded)
        if len(cards) > room:
            more = f"{room} more card{'' if room == 1 else 's'} out of play, not {len(cards)}."
            return f"You discard {more}" if reads(state.bidder) else f"{state.players[state.bidder]} discards {more}"
        for card in cards:
            single = Move(kind="discard", card=card)
            reason = super().check(state, single)
            if reason is not None:
                return reason
            state = self.discard(state, card).state  # (the last one may start the play)
        return None

    def discard_several(self, state: Rummy500State, cards: Any) -> Applied:
        events: list[Event] = []
        for card in cards:
            applied = self.discard(state, card)
            state = applied.state
            events.extend(applied.events)
        return Applied(state, tuple(events))

    def card_list_moves(self, state: Rummy500State) -> list[tuple]:
        """Cards selected in the bidder's hand and dragged together onto the out-of-play pile
        make one discard of them all, judged by :meth:`check` (a selection of four dragged
        there moved only the card dragged)."""
        if state.phase != DISCARD:
            return []
        seat = state.bidder
        return [("discard", f"hand/{seat}", f"discarded/{seat}", {"seat": seat})]

    def pick_up(self, state: Rummy500State, events: list[Event]) -> Applied:
        """ "... then picks up the four cards from the "Kitty" and discards four cards" """
        bidder = state.bidder
        hands = list(state.hands)
        hands[bidder] = hands[bidder] + state.kitty
        # what happens now: the four cards go out of play one by one, each said as it goes (it said
        # "... and discards four cards out of play." before any had gone, then asked for "4 more")
        events.append(Event(f"{state.players[bidder]} picks up the kitty.",
                            "card_moved", src="kitty", dst=f"hand/{bidder}", seat=bidder, count=KITTY))
        return Applied(state.replace(hands=tuple(hands), kitty=(), phase=DISCARD, turn=bidder), tuple(events))

    def discard(self, state: Rummy500State, card: str) -> Applied:
        bidder = state.bidder
        hands = list(state.hands)
        hand = list(hands[bidder])
        hand.remove(card)
        hands[bidder] = tuple(hand)
        new = state.replace(hands=tuple(hands), discarded=state.discarded + (card,))
        events = [Event(f"{state.players[bidder]} discards a card out of play.", "card_moved",
                        src=f"hand/{bidder}", dst=f"discarded/{bidder}", seat=bidder)]
        if len(new.discarded) < KITTY:
            return Applied(new, tuple(events))
        # "He then starts the play by leading out with a card."
        return Applied(self.start_play(new, bidder), tuple(events))

    def explain_phase(self, state: Rummy500State, move: Move) -> str:
        kind = move.get("kind")
        who = state.players[state.turn]
        if state.phase == BIDDING:
            if kind == "bid":
                bid, trump = move.get("bid"), move.get("trump")
                if state.passed[state.turn]:
                    return self.passed_words(state, state.turn)
                if trump not in self.trumps_to_bid(state.options):
                    return ("Bid 'suit' or 'no trump' (the suit is called after the bidding)."
                            if state.options["call_after"] else "Bid a suit (S, H, D, C) or no trump (NT).")
                if not isinstance(bid, int) or isinstance(bid, bool) or bid % STEP or not MIN_BID <= bid <= MAX_BID:
                    return f"Bids go from {MIN_BID} to {MAX_BID} in fives."
                return (f"Bid higher than {bid_words(state.bid, state.bid_trump)} (more points, or the same "
                        "points in no trump).")
            return "Bid or pass."
        if state.phase == CALL:
            if kind == "call":
                return "Name a suit." if state.bid_trump else "Name a suit or no trump."
            return "You name the trump." if reads(state.turn) else f"{who} names the trump."
        if state.phase == DISCARD:
            if kind == "discard":
                card = move.get("card")
                if isinstance(card, str) and card in state.hands[state.bidder] and is_counter(card):
                    return (f"You may not discard a counter (the {card_name(card)}): aces, tens, fives and the "
                            "queen of spades stay in play.")
                return self.not_held(state, state.turn, "that card")
            return ("You first discard four cards out of play." if reads(state.turn)
                    else f"{who} first discards four cards out of play.")
        if kind in ("bid", "pass", "call"):
            return "The bidding is over."
        if kind == "discard":
            return "Only the bidder discards, after picking up the kitty."
        return "That is not a move in 500 Rummy now."

    # ----- scoring ---------------------------------------------------------------------------
    def counters_by_team(self, state: Rummy500State) -> list[int]:
        points = [sum(counter_points(c) for s in team for c in state.won[s]) for team in TEAMS]
        if state.bidder >= 0:
            points[team_of(state.bidder)] += sum(counter_points(c) for c in state.discarded)
        return points

    def score_hand(self, state: Rummy500State) -> tuple[Rummy500State, list[Event]]:
        bidders = team_of(state.bidder)
        names = self.team_names(state)
        counters = self.counters_by_team(state)
        took = counters[bidders]
        tricks = [sum(state.tricks[s] for s in team) for team in TEAMS]
        no_trump = state.bid_trump == NT
        made = took >= state.bid
        points = [0, 0]
        if made:
            points[bidders] = (state.bid if state.options["score_bid"] else took) + (NO_TRUMP_BONUS if no_trump else 0)
            text = f"{names[bidders]} make {bid_words(state.bid, state.bid_trump)} with {took}: +{points[bidders]}."
        else:
            points[bidders] = -state.bid
            text = f"{names[bidders]} take {took} of {state.bid}: set, -{state.bid}."
        points[1 - bidders] = tricks[1 - bidders]
        text += f" {names[1 - bidders]} take {tricks[1 - bidders]} trick{'s' if tricks[1 - bidders] != 1 else ''}: +{points[1 - bidders]}."
        totals = [t + p for t, p in zip(state.totals, points)]
        winner = -1
        if made and totals[bidders] >= TARGET:  # "You must bid out to win at 500."
            winner = bidders
        elif totals[bidders] <= HOLE:  # "the first team to minus 150 loses"
            winner = 1 - bidders
        record = {"bidder": state.bidder, "bid": state.bid, "trump": state.bid_trump, "counters": counters,
                  "tricks": tricks, "made": made, "winner": winner}
        new = self.end_of_hand(state, record, points, winner >= 0)
        events = [Event(text, "hand_over", points=points)]
        if winner >= 0:
            why = "bid out" if winner == bidders else f"{names[bidders]} fell to {totals[bidders]}"
            events.append(Event(f"Game over: {names[winner]} win ({why}).", "game_over", winners=self.winners(new)))
        return new, events

    def winners(self, state: Rummy500State) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        return list(TEAMS[state.history[-1]["winner"]])

    # ----- what each seat may see ------------------------------------------------------------
    def kitty_zone(self, state: Rummy500State) -> Zone:
        return zone("kitty", state.kitty, Seen.NOBODY, role=Role.KITTY, label="Kitty")

    def extra_zones(self, state: Rummy500State) -> list[Zone]:
        """The bidder's four discards: face down (their own), shown when the hand is scored."""
        seen = Seen.ALL if state.phase in (HAND_OVER, GAME_OVER) else Seen.OWNER
        owner = state.bidder if state.bidder >= 0 and state.phase in (DISCARD, PLAY, HAND_OVER, GAME_OVER) else None
        return [zone("discarded", state.discarded, seen, owner, role=Role.PILE, label="Out of play")]

    def extra_with_zones(self, state: Rummy500State, cards: dict[str, tuple[str, ...]]) -> Rummy500State:
        for key, value in cards.items():
            if key.partition("/")[0] != "discarded":
                raise KeyError(key)
            state = state.replace(discarded=value)
        return state

    def contract(self, state: Rummy500State) -> str:
        if state.bidder < 0 or state.phase not in (DISCARD, PLAY, HAND_OVER, GAME_OVER, CALL) or not state.bid:
            return ""
        team = TEAMS[team_of(state.bidder)]
        return f"{bid_words(state.bid, state.bid_trump)}, {state.players[team[0]]} and {state.players[team[1]]}"

    def extra_public(self, state: Rummy500State) -> dict[str, Any]:
        return {"bid": state.bid or None, "bid_trump": state.bid_trump, "bidder": state.bidder if state.bidder >= 0 else None,
                "passed": list(state.passed), "auction": [[s, w] for s, w in state.auction],
                "contract": self.contract(state), "team_names": self.team_names(state),
                "target": TARGET, "hole": HOLE, "counters": self.counters_by_team(state)
                if state.phase in (HAND_OVER, GAME_OVER) else
                [sum(counter_points(c) for s in team for c in state.won[s]) for team in TEAMS]}

    def table_notes(self, state: Rummy500State) -> list[str]:
        """The high bid or the contract, the score team against team, 500 and -150."""
        names = self.team_names(state)
        notes = [f"Contract: {self.contract(state)}"] if self.contract(state) else []
        return notes + [f"{names[0]} {state.totals[0]} – {names[1]} {state.totals[1]}",
                        f"Bid out to {TARGET} wins; {HOLE} loses"]

    def seat_note(self, state: Rummy500State, seat: int) -> str:
        """What the seat said last in the auction; in the play its tricks."""
        if state.phase == BIDDING:
            said = [w for s, w in state.auction if s == seat]
            return said[-1] if said else ""
        words = f"{state.tricks[seat]} trick{'s' if state.tricks[seat] != 1 else ''}"
        return ("bidder · " + words) if seat == state.bidder else words

    def move_label(self, state: Rummy500State, move: Move) -> str:
        if move.get("kind") == "bid":
            return f"Bid {bid_words(move['bid'], move['trump'])}"
        if move.get("kind") == "call":
            return f"Call {trump_words(move['trump'])}"
        return super().move_label(state, move)

    # ----- computer players -------------------------------------------------------------------
    def best_trump(self, hand) -> str:
        return max(SUITS, key=lambda s: (sum(1 for c in hand if SUIT_OF[c] == s),
                                         sum(counter_points(c) for c in hand if SUIT_OF[c] == s)))

    def ai_move_scores(self, state: Rummy500State, seat: int, moves) -> list[float]:
        """In the auction, the call and the discards, the heuristic's choice first."""
        if state.phase == PLAY or state.phase not in (BIDDING, CALL, DISCARD) or seat != state.turn:
            return [0.0] * len(moves)
        choice = self.heuristic_phase(state, seat)
        return [3.0 if m == choice else 0.0 for m in moves]

    def heuristic_phase(self, state: Rummy500State, seat: int) -> Move:
        """Bid what the counters held and the longest suit seem worth; discard low plain cards."""
        hand = state.hands[seat]
        moves = self.legal_moves(state, seat)
        if state.phase == DISCARD:
            trump = state.trump
            return min(moves, key=lambda m: (SUIT_OF[m["card"]] == trump, "2 3 4 6 7 8 9 J Q K 5 10 A".split().index(RANK_OF[m["card"]])))
        suit = self.best_trump(hand)
        if state.phase == CALL:
            return next(m for m in moves if m["trump"] == suit)
        worth = sum(counter_points(c) for c in hand) + 8 * sum(1 for c in hand if SUIT_OF[c] == suit)
        want = suit if not state.options["call_after"] else ANY_SUIT
        bids = [m for m in moves if m.kind == "bid" and m["trump"] == want and m["bid"] <= worth]
        return bids[0] if bids else PASS

    # ----- text ------------------------------------------------------------------------------
    def status(self, state: Rummy500State) -> str:
        names = self.team_names(state)
        if state.phase == GAME_OVER:
            w = state.history[-1]["winner"]
            return f"Game over: {names[w]} win, {state.totals[w]} to {state.totals[1 - w]}."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next hand."
        who = state.players[state.turn]
        if state.phase == BIDDING:
            high = f"High bid: {bid_words(state.bid, state.bid_trump)} ({state.players[state.bidder]})." if state.bid else "No bid yet."
            passed = ", ".join(state.players[s] for s in range(4) if state.passed[s])
            if len(self.phase_moves(state)) == 1:  # the highest bid is in: only a pass is left
                return f"{who} to pass (no bid can go higher). {high}" + (f" Passed: {passed}." if passed else "")
            least = f"higher than {bid_words(state.bid, state.bid_trump)}" if state.bid else f"at least {MIN_BID}"
            if state.bid and state.bid < MAX_BID:
                # at the high bid's points only no trump beats a suit: say where the suits start
                # (only "Bid 60 no trump" was offered, and nothing said why the suits were missing)
                more = f"{state.bid + STEP} or more"
                least += (f": {more}" if state.bid_trump == NT
                          else f": {bid_words(state.bid, NT)}, or {more} in a suit")
            return f"{who} to bid or pass ({least}). {high}" + (f" Passed: {passed}." if passed else "")
        if state.phase == CALL:
            return f"{who} names the trump for {state.bid or MIN_BID}."
        if state.phase == DISCARD:
            left = KITTY - len(state.discarded)
            cards = plural(left, "more card" if state.discarded else "card")
            return (f"{who}: put {cards} out of play (not an ace, a ten, a five or the queen of spades). "
                    f"Contract: {self.contract(state)}.")
        return f"{who} to play. Contract: {self.contract(state)}."

    def score_sheet(self, state: Rummy500State) -> "ScoreSheet":
        """One row per hand: the contract, each team's points and running total; 500 and -150
        in the notes."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows, running = [], [0, 0]
        for i, r in enumerate(state.history):
            running = [t + p for t, p in zip(running, r["points"])]
            label = (f"{self.info.sheet_row} {i + 1} – {state.players[r['bidder']]} {bid_words(r['bid'], r['trump'])}"
                     + (" made" if r["made"] else " set"))
            rows.append(ScoreRow(label, tuple((p, t) for p, t in zip(r["points"], running)),
                                 marked=(team_of(r["bidder"]),)))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="500 Rummy score sheet", game_name=self.info.name, columns=tuple(self.team_names(state)),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(state.totals),
            winners=(state.history[-1]["winner"],) if over else (),
            notes=("Counters: aces 10, tens 10, fives 5, queen of spades 25 (125 a hand).",
                   "Made: the points taken (or bid), +50 in no trump. Set: minus the bid. Defenders: 1 a trick.",
                   capitalized(GOAL) + "."),
            extra={"goal": GOAL},
        )


GAME = Rummy500()
