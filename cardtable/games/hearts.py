"""Hearts, from the family's rule book (004_312affb30e9b3af0.txt, section "Hearts").

Cards: "One deck of cards without Jokers". "In a 4-player game of Hearts, each player gets 12
cards and 4 are dealt into the center (the Kitty)". "If a different number of people are playing
then deal the cards until they are distributed with the remainder going into the middle. There
must always be at least 2 cards in the middle." "Aces are high down to 2's which are low."
"There is no trump suit."

Passing: "each player chooses three cards and passes them face down to another player": left,
right, "across the table", "no passing (keeper)"; "If more than four players change the 'Across'
round to be '2 players to the left'." "All players must pass their own cards before looking at
the cards received from an opponent."

Play: "The player holding the 2 of clubs after the pass plays that card to start the first
trick. If nobody has the 2 of clubs it must be in the Kitty and then the 3 of clubs will lead,
etc." "Each player must follow suit if possible. If a player has no cards in the suit led, a
card of any other suit may be played. The winner of the first trick gets the cards in the middle
of the table. They do not get to play them but if there are points they must count them at the
end of the round." "The highest card of the suit led wins a trick." "The winner of a trick
starts the next play." "Hearts may not be led until a heart or the Queen of Spades has been
played (sluffed). The Queen of Spades can be led at any time."

Scoring: "Hearts are 1 point each", "Queen of Spades is 13 points." "POWER - If one player has
won all 13 hearts and the Queen of Spades then 26 points is added to every other player's score
and the person Getting Power gets zero." "Played to 100 points. The player with the lowest score
wins."

Decided where the text is silent (also on the in-app rules page):

* Players: 3 to 7 (the book gives no range). Deals: 3 players 16 each and 4 in the middle,
  4 players 12 and 4, 5 players 10 and 2, 6 players 8 and 4, 7 players 7 and 3 (as many each as
  leaves at least two over).
* Three players pass left, right, then keep (there is no "across" at a table of three).
* Passes are made by all seats at once; the cards passed are set aside until the last seat has
  passed, then each seat receives its three.
* The first trick has no ban on points: a void player may throw a heart or the Queen of Spades.
* The kitty stays face down beside the first trick's winner and is shown when the hand is
  scored; its points count for that player, POWER included.
* The Queen of Spades led or thrown breaks hearts. A player holding nothing but hearts may lead
  one before hearts are broken.
* The game ends after the hand in which someone reaches the target (100); the lowest total wins,
  and players tied for lowest share the win.

Moves (as recorded): ``{"kind": "pass", "seat": 2, "cards": ["QS", "AH", "KD"]}`` (all seats
pass at once, so a pass names its seat; any three cards of the seat's hand are accepted, and the
moves offered are a spread of them), ``{"kind": "play", "card": "7C"}``, ``{"kind":
"next_hand"}``. Stacked deals: ``stack[n]`` is hand n+1's deck, dealt one at a time from the
dealer's left; the cards after the hands go to the middle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_OF, card_name, cards_said
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import KeptRows
from ..core.words import plural
from ..core.zones import Role, Seen, Zone
from .tricks import (
    GAME_OVER, HAND_OVER, PASSING, PLAY, PLAY_MOVES, TrickGame, TrickState, deal, even_share,
    left_of, reads, ready_move, sort_hand, spread_of_passes, tricks_word, zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

QUEEN_OF_SPADES = "QS"
PASS_SIZE = 3
LEFT, RIGHT, ACROSS, KEEPER = "left", "right", "across", "keeper"


def pass_cycle(players: int) -> tuple[str, ...]:
    """ "Left, Right, across the table, no passing (keeper)"; three players: left, right, keeper."""
    return (LEFT, RIGHT, KEEPER) if players == 3 else (LEFT, RIGHT, ACROSS, KEEPER)


def pass_steps(direction: str, players: int) -> int:
    """How many seats to the left the cards go: across is two to the left ("If more than four
    players change the 'Across' round to be '2 players to the left'"; at four that is across)."""
    return {LEFT: 1, RIGHT: players - 1, ACROSS: 2, KEEPER: 0}[direction]


def pass_words(direction: str, players: int) -> str:
    if direction == ACROSS and players > 4:
        return "two players to the left"  # (a bare "2 to the left" read like a card: s36 t1 #5)
    return direction


def points(cards) -> int:
    """ "Hearts are 1 point each", "Queen of Spades is 13 points." """
    return sum(1 for c in cards if SUIT_OF[c] == "H") + 13 * (QUEEN_OF_SPADES in cards)


@lru_cache(maxsize=1024)
def pass_moves(seat: int, hand: tuple[str, ...]) -> tuple[Move, ...]:
    """The passes offered to a seat: a dozen spread through all of them, and the computer
    players' own pass (:func:`best_pass`) last (a table builds the pass from a selection and
    :meth:`Hearts.check` judges any three cards; a computer player chooses among these: with the
    dozen alone, the hint offered whichever of them came first, s39 F5). Kept while the other
    seats pass."""
    spread = spread_of_passes(hand, PASS_SIZE, 12)
    policy = tuple(sorted(best_pass(hand), key=sort_hand(hand).index)) if len(hand) >= PASS_SIZE else ()
    if policy and policy not in spread:
        spread.append(policy)
    return tuple(ready_move(kind="pass", seat=seat, cards=cards) for cards in spread)


def pass_danger(card: str, hand: Sequence[str]) -> float:
    """How much ``card`` is worth passing on (higher: pass it first), by the family's sense: the
    Queen, King and Ace of Spades unless well guarded by low spades ("Avoid winning any tricks
    that include a heart or the queen of spades": they catch the queen), then high hearts, then
    high cards of the other suits, a little more in a suit short enough to void. Low cards are
    kept, and low spades most of all: they guard against the queen."""
    rank, suit = RANK_VALUE_ACE_HIGH[RANK_OF[card]], SUIT_OF[card]
    length = sum(1 for c in hand if SUIT_OF[c] == suit)
    if suit == "S":
        low_spades = sum(1 for c in hand if SUIT_OF[c] == "S" and RANK_VALUE_ACE_HIGH[RANK_OF[c]] < 12)
        if rank >= 12:  # Q, K, A: dangerous unless three low spades guard them
            return (rank - 12) / 4 if low_spades >= 3 else 40.0 + (rank == 12) * 20 + (rank - 12)
        return rank / 4  # a low spade protects: passed only when nothing else is worth passing
    if suit == "H":
        return rank + (4 if rank >= 11 else 0)
    return rank + (2 if length <= 2 and rank >= 10 else 0)


def best_pass(hand: Sequence[str]) -> tuple[str, ...]:
    """The three cards a computer player passes (and the hint suggests): the most dangerous by
    :func:`pass_danger`, ties by the order of the sorted hand."""
    order = sort_hand(hand)
    ranked = sorted(order, key=lambda c: (-pass_danger(c, hand), order.index(c)))
    return tuple(ranked[:PASS_SIZE])


@dataclass(eq=False, kw_only=True)
class HeartsState(TrickState):
    direction: str  # this hand's pass
    passed: tuple[tuple[str, ...], ...]  # each seat's three cards set aside (empty: not yet)
    received: tuple[tuple[str, ...], ...]  # the three each seat received, marked on its hand
    kitty_taker: int = -1  # who won the first trick and with it the kitty
    broken: bool = False  # a heart or the Queen of Spades has been played


class Hearts(TrickGame[HeartsState]):
    info = GameInfo(
        id="hearts",
        name="Hearts",
        family="Trick-taking",
        min_players=3,
        max_players=7,
        description="Pass three, then dodge hearts and the Queen of Spades, or take them all for POWER.",
        source="004_312affb30e9b3af0.txt, section 'Hearts'",
        rules_page="hearts.html",
        options=(
            OptionSpec("target", "Game ends at", "The game ends after the hand in which someone reaches this many points.",
                       100, minimum=10, maximum=500),
        ),
    )
    simultaneous = frozenset({PASSING})

    # ----- the deal --------------------------------------------------------------------------
    def undealt(self, players, options, seed, stack) -> HeartsState:
        n = len(players)
        state = HeartsState(
            players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
            shuffles=0, phase=PASSING, turn=0, hands=((),) * n, totals=(0,) * n,
            direction=LEFT, passed=((),) * n, received=((),) * n,
        )
        return state

    def deal_hand(self, state: HeartsState, dealer: int) -> tuple[HeartsState, list[Event]]:
        """ "deal the cards until they are distributed with the remainder going into the middle.
        There must always be at least 2 cards in the middle." """
        n = len(state.players)
        each = even_share(52, n, at_least_left=2)
        hands, rest = deal(self.shuffled(state), n, left_of(dealer, n), each)
        direction = pass_cycle(n)[(state.hand_no - 1) % len(pass_cycle(n))]
        new = self.blank_hand(state, dealer).replace(
            hands=hands, kitty=rest, shuffles=state.shuffles + 1, direction=direction,
            passed=((),) * n, received=((),) * n, kitty_taker=-1, broken=False,
        )
        events = [Event(f"Hand {state.hand_no}: {state.players[dealer]} deals {each} cards each and "
                        f"{len(rest)} to the middle.", "dealt", dealer=dealer, kitty=len(rest))]
        if direction == KEEPER:
            events.append(Event("A keeper hand: no passing.", "note"))
            return self.first_lead(new), events
        events.append(Event(f"Pass three cards {pass_words(direction, n)}.", "note", direction=direction))
        return new.replace(phase=PASSING), events

    def first_lead(self, state: HeartsState) -> HeartsState:
        """ "The player holding the 2 of clubs after the pass plays that card to start the first
        trick. If nobody has the 2 of clubs it must be in the Kitty and then the 3 of clubs will
        lead, etc." """
        card = self.opening_card(state)
        holder = next(s for s, h in enumerate(state.hands) if card in h)
        return self.start_play(state, holder)

    @staticmethod
    def opening_card(state: HeartsState) -> str:
        held = {c for h in state.hands for c in h}
        return next(r + "C" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
                    if r + "C" in held)

    # ----- passing ---------------------------------------------------------------------------
    def acting_together(self, state: HeartsState) -> tuple[int, ...]:
        return tuple(s for s, cards in enumerate(state.passed) if not cards)

    def phase_moves(self, state: HeartsState) -> list[Move]:
        return [m for s in self.acting_together(state) for m in pass_moves(s, state.hands[s])]

    def check(self, state: HeartsState, move: Move) -> str | None:
        """A pass is checked by rule: any three different cards of the passer's own hand."""
        if state.phase == PASSING and move.get("kind") == "pass":
            return self.why_not_pass(state, move)
        return super().check(state, move)

    def why_not_pass(self, state: HeartsState, move: Move) -> str | None:
        seat, cards = move.get("seat"), move.get("cards")
        if set(move) - {"kind", "seat", "cards"}:
            return "A pass names only the seat and its three cards."
        if seat not in self.acting_together(state) or isinstance(seat, bool):
            if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state.players):
                return "You have already passed." if reads(seat) else f"{state.players[seat]} has already passed."
            return f"There is no seat {seat!r} at this table."
        if isinstance(cards, tuple) and len(cards) > PASS_SIZE:
            return f"Only three cards may be passed, not {len(cards)}."
        if not isinstance(cards, tuple) or len(cards) != PASS_SIZE:
            return "Pass exactly three cards."
        if len(set(cards)) != PASS_SIZE:
            return "Pass three different cards."
        for card in cards:
            if card not in state.hands[seat]:
                return self.not_held(state, seat, f"the {card_name(card) if isinstance(card, str) else repr(card)}")
        return None

    def perform_phase(self, state: HeartsState, move: Move) -> Applied:
        """ "All players must pass their own cards before looking at the cards received from an
        opponent": the three are set aside, and handed over once everyone has passed."""
        seat, cards = move["seat"], tuple(move["cards"])
        n = len(state.players)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c not in cards)
        passed = list(state.passed)
        passed[seat] = cards
        new = state.replace(hands=tuple(hands), passed=tuple(passed))
        events = [Event(f"{state.players[seat]} passes three cards.", "card_moved", cards=list(cards),
                        src=f"hand/{seat}", dst=f"passing/{seat}", seat=seat)]
        if self.acting_together(new):
            return Applied(new, tuple(events))
        steps = pass_steps(state.direction, n)
        received: list[tuple[str, ...]] = [()] * n
        for giver, three in enumerate(passed):
            taker = left_of(giver, n, steps)
            hands[taker] = hands[taker] + three
            received[taker] = three
            events.append(Event(f"{state.players[taker]} receives three cards from {state.players[giver]}.",
                                "card_moved", cards=list(three), src=f"passing/{giver}", dst=f"hand/{taker}"))
        new = self.first_lead(new.replace(hands=tuple(hands), passed=((),) * n, received=tuple(received)))
        return Applied(new, tuple(events))

    def explain_phase(self, state: HeartsState, move: Move) -> str:
        if move.get("kind") == "pass" and state.phase != PASSING:
            return "There is no passing now." if state.direction != KEEPER else "This is a keeper hand: no passing."
        if state.phase == PASSING:
            return "Everyone passes three cards first."
        return "That is not a move in Hearts."

    # ----- the play --------------------------------------------------------------------------
    def may_lead(self, state: HeartsState, hand: list[str]) -> list[str]:
        """The opening card must lead the first trick; "Hearts may not be led until a heart or the
        Queen of Spades has been played"; "The Queen of Spades can be led at any time"; holding
        only hearts, a player may lead one."""
        if self.first_trick(state):
            return [self.opening_card(state)]
        if state.broken:
            return hand
        return [c for c in hand if SUIT_OF[c] != "H"] or hand

    def why_not_lead(self, state: HeartsState, card: str) -> str:
        if self.first_trick(state):
            return f"The {card_name(self.opening_card(state))} leads the first trick."
        return "Hearts may not be led until a heart or the Queen of Spades has been played."

    @staticmethod
    def first_trick(state: HeartsState) -> bool:
        return state.kitty_taker < 0 and not any(state.won)

    def after_play(self, state: HeartsState, seat: int, card: str) -> tuple[HeartsState, list[Event]]:
        if not state.broken and (SUIT_OF[card] == "H" or card == QUEEN_OF_SPADES):
            return state.replace(broken=True), [Event("Hearts are broken.", "note")]
        return state, []

    def after_trick(self, state: HeartsState, winner: int, trick) -> tuple[HeartsState, list[Event]]:
        """ "The winner of the first trick gets the cards in the middle of the table." """
        if state.kitty_taker < 0:
            return state.replace(kitty_taker=winner), [
                Event(f"{state.players[winner]} takes the {plural(len(state.kitty), 'card')} in the middle (face down until the scoring).",
                      "card_moved", src="kitty", dst=f"won/{winner}", count=len(state.kitty))]
        return state, []

    def score_hand(self, state: HeartsState) -> tuple[HeartsState, list[Event]]:
        """Each heart 1, the Queen of Spades 13; POWER: the taker 0 and every other player 26."""
        n = len(state.players)
        taken = [points(cards) for cards in state.won]
        if state.kitty_taker >= 0:
            taken[state.kitty_taker] += points(state.kitty)
        events = []
        power = next((s for s in range(n) if taken[s] == 26), -1)
        if power >= 0:
            hand_points = [0 if s == power else 26 for s in range(n)]
            events.append(Event(f"POWER! {state.players[power]} has taken every heart and the Queen of Spades: "
                                "everyone else scores 26.", "note", seat=power))
        else:
            hand_points = taken
        kitty = points(state.kitty)
        if kitty and state.kitty_taker >= 0:
            events.append(Event(f"The middle holds {kitty} point{'s' if kitty != 1 else ''} for "
                                f"{state.players[state.kitty_taker]}.", "note"))
        totals = [t + p for t, p in zip(state.totals, hand_points)]
        over = max(totals) >= state.options["target"]
        record = {"pass": pass_words(state.direction, n), "power": power}
        new = self.end_of_hand(state, record, hand_points, over)
        events.append(Event(f"Hand {state.hand_no} scored: " + ", ".join(
            f"{state.players[s]} {hand_points[s]}" for s in range(n)) + ".", "hand_over", points=hand_points))
        if over:
            events.append(Event(f"Game over: {self.win_clause(new)}.",
                                "game_over", winners=self.winners(new)))
        return new, events

    def wants_trick(self, state: HeartsState, seat: int) -> bool:
        return False

    def heuristic_phase(self, state: HeartsState, seat: int) -> Move:
        """Pass the dangerous cards (:func:`best_pass`): the move offered last by
        :func:`pass_moves`, so the Medium player finds it among its legal moves."""
        return pass_moves(seat, state.hands[seat])[-1]

    #: The pass is the family's policy at every level that thinks: a search over a dozen passes
    #: from one deal played out by Medium chose by noise (s39: Hard passed its 4♥ and 3♦).
    def ai_policy_only(self, state: HeartsState) -> bool:
        return state.phase == PASSING

    def heuristic(self, state: HeartsState, seat: int) -> Move:
        """The family's heuristic, with Hearts' own sense of the Queen of Spades on the lead:
        never lead the queen yourself while another lead is allowed (it wins its own trick
        unless a higher spade falls: s39 F4, a Medium player led it holding the king and took
        13), and while the queen is still out, do not lead the king or ace of spades (the
        holder of a lone queen must drop it on them)."""
        if state.phase != PLAY or state.trick:
            return super().heuristic(state, seat)
        cards = self.playable(state)
        queen_out = QUEEN_OF_SPADES not in cards and not any(QUEEN_OF_SPADES in pile for pile in state.won)
        if len(cards) > 1:
            def risk(card: str) -> int:
                if card == QUEEN_OF_SPADES:
                    return 2
                return int(queen_out and SUIT_OF[card] == "S" and RANK_OF[card] in ("K", "A"))
            least = min(risk(c) for c in cards)
            if least < max(risk(c) for c in cards):
                safe = [c for c in cards if risk(c) == least]
                return PLAY_MOVES[min(safe, key=lambda c: RANK_VALUE_ACE_HIGH[RANK_OF[c]])]
        return super().heuristic(state, seat)

    def shed(self, state: HeartsState, losers: list[str]) -> str:
        """Void in the suit led: the Queen of Spades first, then the king or ace of spades while
        the queen is out (they would catch it), then the highest heart, else the highest card."""
        if QUEEN_OF_SPADES in losers:
            return QUEEN_OF_SPADES
        hand = state.hands[state.turn] if 0 <= state.turn < len(state.hands) else ()
        queen_out = QUEEN_OF_SPADES not in hand and not any(QUEEN_OF_SPADES in pile for pile in state.won)
        spades = [c for c in losers if SUIT_OF[c] == "S" and RANK_OF[c] in ("K", "A")]
        if queen_out and spades:
            return max(spades, key=lambda c: RANK_VALUE_ACE_HIGH[RANK_OF[c]])
        hearts = [c for c in losers if SUIT_OF[c] == "H"]
        if hearts:
            return max(hearts, key=lambda c: RANK_VALUE_ACE_HIGH[RANK_OF[c]])
        return max(losers, key=lambda c: RANK_VALUE_ACE_HIGH[RANK_OF[c]])

    # ----- what each seat may see ------------------------------------------------------------
    def kitty_zone(self, state: HeartsState) -> Zone:
        """The middle is face down until the hand is scored, even once its taker has it."""
        seen = Seen.ALL if state.phase in (HAND_OVER, GAME_OVER) else Seen.NOBODY
        label = "Kitty" if state.kitty_taker < 0 else f"Kitty, {state.players[state.kitty_taker]}'s"
        return zone("kitty", state.kitty, seen, role=Role.KITTY, label=label)

    def extra_zones(self, state: HeartsState) -> list[Zone]:
        """Three cards set aside by a seat that has passed: its own, face down to the others
        (only while the passing lasts)."""
        if state.phase != PASSING:
            return []
        return [zone("passing", cards, Seen.OWNER, seat, Role.PILE, label="Passed")
                for seat, cards in enumerate(state.passed)]

    def extra_with_zones(self, state: HeartsState, cards: dict[str, tuple[str, ...]]) -> HeartsState:
        passed = list(state.passed)
        for key, value in cards.items():
            name, _, owner = key.partition("/")
            if name != "passing":
                raise KeyError(key)
            passed[int(owner)] = value
        return state.replace(passed=tuple(passed))

    def extra_public(self, state: HeartsState) -> dict[str, Any]:
        n = len(state.players)
        return {
            "pass": pass_words(state.direction, n), "passed": [bool(p) for p in state.passed],
            "broken": state.broken, "kitty_taker": state.kitty_taker if state.kitty_taker >= 0 else None,
            "points_taken": [self.points_taken(state, seat) for seat in range(n)],
        }

    def private(self, state: HeartsState, seat: int) -> dict[str, Any]:
        """The three cards the seat was given; during the first trick the table marks those
        still in its hand ("each sees the three received, marked")."""
        data: dict[str, Any] = {"received": list(state.received[seat])}
        if state.phase == PLAY and self.first_trick(state):
            data["marked"] = [c for c in state.received[seat] if c in state.hands[seat]]
        return data

    def determinize(self, state: HeartsState, seat: int | None, rng: random.Random) -> HeartsState:
        """The zones' hidden cards re-dealt (the generic rule); of the cards received in the pass,
        only what the seat knows is kept (its own, and the three it gave), so the sample carries
        no trace of where the real cards are."""
        new = super().determinize(state, seat, rng)  # type: ignore[arg-type]
        n = len(state.players)
        if seat is None:
            return new.replace(received=((),) * n)
        taker = left_of(seat, n, pass_steps(state.direction, n))
        received = tuple(r if s in (seat, taker) else () for s, r in enumerate(state.received))
        return new.replace(received=received)

    def move_label(self, state: HeartsState, move: Move) -> str:
        """The pass button names who gets the three: "Pass these three to Ben"."""
        seat = move.get("seat")
        if move.get("kind") == "pass" and isinstance(seat, int) and 0 <= seat < len(state.players):
            n = len(state.players)
            return f"Pass these three to {state.players[left_of(seat, n, pass_steps(state.direction, n))]}"
        return super().move_label(state, move)

    def table_notes(self, state: HeartsState) -> list[str]:
        """The hand and its pass, and whether hearts are broken."""
        n = len(state.players)
        notes = [f"Hand {state.hand_no}: " + ("keeper (no pass)" if state.direction == KEEPER
                                               else f"pass {pass_words(state.direction, n)}")]
        if state.phase != PASSING:
            notes.append("Hearts broken" if state.broken else "Hearts not broken")
        return notes

    def seat_note(self, state: HeartsState, seat: int) -> str:
        """Passed or not while passing; then tricks and points taken, and the running total."""
        if state.phase == PASSING:
            return "passed" if state.passed[seat] else "choosing three"
        taken = self.points_taken(state, seat)
        return f"{tricks_word(state.tricks[seat])}, {taken} pt{'s' if taken != 1 else ''}"

    @staticmethod
    def points_taken(state: HeartsState, seat: int) -> int:
        """The points in the seat's tricks, and once the hand is scored those of the middle it
        took (s34 t1 #2: Ben's line said "1 trick, 0 pts" beside "The middle held 14 points for
        Ben"; until the scoring nobody knows what the middle holds)."""
        taken = points(state.won[seat])
        if seat == state.kitty_taker and state.phase in (HAND_OVER, GAME_OVER):
            taken += points(state.kitty)
        return taken

    # ----- the end ---------------------------------------------------------------------------
    def winners(self, state: HeartsState) -> list[int]:
        """ "The player with the lowest score wins"; ties share the win."""
        if state.phase != GAME_OVER:
            return []
        best = min(state.totals)
        return [s for s, t in enumerate(state.totals) if t == best]

    def status(self, state: HeartsState) -> str:
        n = len(state.players)
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the lowest score."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next hand."
        if state.phase == PASSING:
            waiting = ", ".join(state.players[s] for s in self.acting_together(state))
            return f"Pass three cards {pass_words(state.direction, n)}. Still to pass: {waiting}."
        who = state.players[state.turn]
        broken = "Hearts are broken." if state.broken else "Hearts are not broken."
        if self.first_trick(state) and not state.trick:
            return f"{who} leads the first trick. {broken}"
        return f"{who} to play. {broken}"

    def prompt(self, state: HeartsState, seat: int) -> str:
        """Private: whom the seat passes to, and the three it was given once everyone passed."""
        n = len(state.players)
        if state.phase == PASSING and seat in self.acting_together(state):
            to = state.players[left_of(seat, n, pass_steps(state.direction, n))]
            return f"{state.players[seat]}: choose three cards to pass to {to}."
        if state.phase == PLAY and state.received[seat] and not any(state.won) and state.turn == seat:
            return f"{self.status(state)} You were given {cards_said(state.received[seat])}."
        return self.status(state)

    def score_sheet(self, state: HeartsState) -> "ScoreSheet":
        """The blank Hearts sheet (``core/blank_sheets.py``), filled in: points and running total
        per hand, each hand labelled with its pass; POWER marked."""
        from ..core.blank_sheets import hearts_hand_label, hearts_notes
        from ..core.scoresheet import ScoreRow

        n = len(state.players)

        def make(i: int, record: dict, running: list[int]) -> tuple[list[ScoreRow], list[int]]:
            running = [t + p for t, p in zip(running, record["points"])]
            label = hearts_hand_label(i + 1, n) + (" – POWER" if record["power"] >= 0 else "")
            return [ScoreRow(label, tuple((p, t) for p, t in zip(record["points"], running)),
                             marked=(record["power"],) if record["power"] >= 0 else ())], running

        # (the rows of the hands made at the last call are kept: one more hand makes one row)
        rows, _ = SHEET_ROWS.rows(n, state.history, make, [0] * n)
        return self.history_sheet(state, rows, ("Points", "Total"), hearts_notes(state.options["target"]),
                                  lower_is_better=True)


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = Hearts()
