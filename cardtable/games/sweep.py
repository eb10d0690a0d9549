"""Sweep (Scoot), from the family rule book (004_312affb30e9b3af0.txt, section "Sweep (Scoot)").

Players and cards: 2 to 8 players (the book says any number), "Enough decks to ensure there are
22 cards for each person, jokers are not used". "22 cards are dealt to each player: 14 are in your
hand, 4 are face down (blind), 4 are face up on top of the four blind cards". "Discard any left
over cards but keep them to deal the next round." "Kings are high - Aces are low, 10's are lower
than Aces (They are considered Wild)".

The play: "The player to the left of the dealer leads ... sets (same rank)". "The next player is
allowed to play a matching card to what was lead or lower card(s). If they make a matching set of
4 on the table they Sweep the cards from the play area and get to lead." "A matching set on the
table can have a maximum of four cards". "When you play the face up card on top of your blind
card you DO NOT turn up the blind card, the blind card will always be played blind and can be
played any time once they are exposed. If you use a blind card and it is playable you can then add
any matching cards in your hand to that play." "If you do not have a card equal to or smaller than
what is in the set played you must pick up the set pile on the table (if you have to pick up
anyways you could consider playing one of your blind cards if any are available) The lead passes
to the left of the person that had to pick." "A 10 is a special card and 'Sweeps the board'
(closes off the set even if it does not have 4 cards), you then get to start a new set". "The
player finishing a round (getting rid of all their cards first) deals the next round".

Scoring: the others "count the remaining points left in their hand and down cards. Face cards are
10 points each, 2 to 9 are face value, Aces are 1 point, 10's are 25 points". "The game ends when
one player reaches 300 points. Lowest score is the winner."

Alternate rules, each an option (off by default):

* ``jokers``: "The Jokers are used and are the lowest card. Once somebody has played a 10 then
  everybody is asked if they want to play a Joker. If they do then they win that round and get to
  lead. Jokers are 50 points." Everybody else is asked, privately and one by one in turn order
  from the 10-player's left (so nobody learns who holds a joker from who is asked).
* ``minimum_four``: "Matching sets on the table must be a minimum of 4 to Sweep them but can
  include as many as the final player has."
* ``pick_up_lead``: "If you can not beat the last card played you can pick everything laid down
  and then you get the lead."

Decisions where the text is vague (also on the in-app rules page):

* Face-up cards may be played at any time, alone or together with hand cards of their rank.
* A lower play of any count (up to four) starts a new set of its rank; an equal play adds to the
  set. A play that brings a set to four sweeps it.
* Play is compulsory: a player with a card (in hand or face up) equal to or lower than the set must
  play; only one who has none picks up (a refusal says so: "You can play a 3 or lower, so you may
  not pick up."). A blind card may be tried at any time instead.
* A blind card that cannot be played is picked up together with the pile.
* Adding to a playable blind card ("you can then add any matching cards in your hand to that
  play") goes on, a card at a time or several at once, until the player stops, has no matching
  card left, or the set is full; with "Sets of four or more" the set sweeps when the adding ends.
  House rule ``add_once``: the cards added go down in one go and play passes on (as every game
  did before state version 3: a game saved before replays so).
* The pile is every card played since the last sweep; picking up takes all of it.
* A led 10 sweeps too (and its player leads again). 10s are not stand-ins for other ranks.
* A joker played as an ordinary card is the lowest card: only jokers may follow it.
* "Down cards" are the face-up and blind cards still on the table.
* On the table a hand is sorted in the game's own ranks, 10s and aces lowest, each rank together.
* Who deals the first round: the book's section does not say, so the family's General Rules do:
  "When dealing the cards for the first round the dealer is randomly selected unless the rules
  state differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals. House rule
  ``first_dealer``: the last player named deals, so the first named leads (as every game did
  before state version 2: a game saved before replays so).
* Ties for the lowest score share the win.

Moves: ``play`` (``cards`` from the hand and ``up``, the face-up slots, all of one rank),
``blind`` (a slot), ``pick_up``, ``stop`` (adding to a blind card), ``joker`` / ``no_joker`` (each
seat asked, naming its ``seat``), ``next_round``. The moves offered are each rank's cards together;
any other choice of cards of one rank is checked by rule.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import JOKER, RANK_NAMES, RANK_OF, DeckSpec, card_name
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec, applied
from ..core.scoresheet import POINTS_AND_TOTAL
from ..core.rng import shuffle
from ..core.words import number_word
from ..core.zones import Role, Seen, Zone
from .lookup import KeptMoves, is_listed

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HAND, BLINDS, UPS = 14, 4, 4
PER_PLAYER = HAND + BLINDS + UPS  # "22 cards are dealt to each player"
SET_SIZE = 4
PLAY, BLIND, PICK_UP, STOP, JOKER_MOVE, NO_JOKER, NEXT_ROUND = (
    "play", "blind", "pick_up", "stop", "joker", "no_joker", "next_round")
PLAYING, ADDING, JOKER_OFFER, ROUND_OVER, GAME_OVER = "play", "add", "joker_offer", "round_over", "game_over"

#: "Kings are high - Aces are low, 10's are lower than Aces"; jokers (option) "are the lowest card".
VALUE = {"K": 13, "Q": 12, "J": 11, **{str(v): v for v in range(2, 10)}, "A": 1, "10": 0, JOKER: -1}
#: "Face cards are 10 points each, 2 to 9 are face value, Aces are 1 point, 10's are 25 points";
#: "Jokers are 50 points".
POINTS = {"K": 10, "Q": 10, "J": 10, **{str(v): v for v in range(2, 10)}, "A": 1, "10": 25, JOKER: 50}

PICK_UP_MOVE, STOP_MOVE, NEXT_ROUND_MOVE = Move(kind=PICK_UP), Move(kind=STOP), Move(kind=NEXT_ROUND)
KEPT = KeptMoves()  # the play moves, made once (a search lists them state after state)
BLIND_MOVES = tuple(Move(kind=BLIND, slot=i) for i in range(BLINDS))
_COUNT_TEXT: dict[tuple[str, int], str] = {}  # "two 7s", by rank and count


def _by_rank(hand: tuple[str, ...]) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
    """The hand's cards by rank, (rank, its value, the cards in hand order), ranks in the order
    the hand shows them: kept by hand."""
    groups = _GROUPS.get(hand)
    if groups is None:
        cards: dict[str, list[str]] = {}
        for card in hand:
            cards.setdefault(RANK_OF[card], []).append(card)
        groups = tuple((rank, VALUE[rank], tuple(held)) for rank, held in cards.items())
        if len(_GROUPS) > 20_000:  # hands from junk states must not grow it for ever
            _GROUPS.clear()
        _GROUPS[hand] = groups
    return groups


_GROUPS: dict[tuple[str, ...], tuple[tuple[str, int, tuple[str, ...]], ...]] = {}


def points(cards) -> int:
    return sum(POINTS[RANK_OF[c]] for c in cards)


def a_rank(rank: str) -> str:
    """One card of ``rank`` in words: "a 3", "an 8", "an ace"."""
    return ("an " if rank in ("8", "A") else "a ") + rank_word(rank, 1)


def hand_order(card: str) -> tuple[int, int]:
    """How a hand is sorted on the table: by the game's own ranks, low to high ("Kings are high -
    Aces are low, 10's are lower than Aces"; jokers lowest), each rank together (plays are sets of
    one rank), then by suit."""
    return VALUE[RANK_OF[card]], "SHCD".find(card[-1]) if RANK_OF[card] != JOKER else 0


def rank_word(rank: str, count: int = 2) -> str:
    name = "joker" if rank == JOKER else RANK_NAMES[rank]
    return name if count == 1 else name + "s"


@dataclass(eq=False, kw_only=True)
class SweepState(GameState):
    hands: tuple[tuple[str, ...], ...]
    up: tuple[tuple[str, ...], ...]  # four slots a seat, "" once played
    blind: tuple[tuple[str, ...], ...]  # four slots a seat under the face-up cards, "" once played
    pile: tuple[str, ...]  # every card played since the last sweep, top last
    set_rank: str  # the rank of the set in play; "" when the next play leads
    set_count: int
    swept: tuple[str, ...]
    leftover: tuple[str, ...]  # cards not dealt this round
    turn: int
    dealer: int
    phase: str
    asking: int  # the seat offered a joker now (-1 otherwise)
    ten_player: int  # who played the 10 the joker offer is about
    round_no: int
    round_points: tuple[tuple[int, ...], ...]
    round_winners: tuple[int, ...]


class Sweep(Game):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far
    seat_numbers = ("scores",)
    info = GameInfo(
        id="sweep",
        name="Sweep",
        family="Shedding (stops)",
        min_players=2,
        max_players=8,
        description="Play sets of one rank, equal or lower; four of a kind or a 10 sweeps. First out of "
                    "hand and table cards wins the round; lowest score wins.",
        source="004_312affb30e9b3af0.txt, section 'Sweep (Scoot)'",
        rules_page="sweep.html",
        sheet_columns=POINTS_AND_TOTAL, sheet_low_wins=True,
        options=(
            OptionSpec("jokers", "Jokers", "Jokers are the lowest card, 50 points; after a 10 everybody is asked "
                       "whether they play a joker, which takes the sweep and the lead.", False, alternate=0),
            OptionSpec("minimum_four", "Sets of four or more",
                       "A set sweeps at four or more cards, and a player may add as many as they have.", False,
                       alternate=0),
            OptionSpec("pick_up_lead", "Picking up takes the lead",
                       "Who picks up the pile leads the next set.", False, alternate=0),
            OptionSpec("add_once", "Add to a blind card once",
                       "The matching cards added to a blind card go down in one go; then play passes on.", False),
            OptionSpec("target", "Game ends at", "The game ends when a player reaches this many points.", 300,
                       minimum=25, maximum=2000),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    #: 3: adding to a blind card goes on, card by card if the player likes, until the player stops
    #: or has nothing left to add; before, the first cards added ended the turn: a game saved
    #: before replays so, with the house rule ``add_once``.
    state_version = 3
    first_dealer_since = 2

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 3 ended the turn with the first cards added to a
        blind card: it replays so, with ``add_once``; before version 2 the last named dealt."""
        if state_version < 3 and isinstance(options, dict) and "add_once" not in options:
            options = {**options, "add_once": True}
        return super().upgrade_options(options, state_version, players)

    # ----- the Medium computer player's sense ----------------------------------------------------
    ai_replaces_family = True  # the shedding family's scores read a ``card`` these moves have not
    #: Cards leave the table only in a sweep, so two players can pass the same sets back and
    #: forth for ever (lead 9s, follow 4s, pick up; lead 8s, follow 4s, pick up...) if each
    #: always makes the same choice. Plays scored within this of the best are taken at random.
    ai_tie_margin = 1.5

    def ai_move_scores(self, state: SweepState, seat: int, moves: list[Move]) -> list[float]:
        """What a sensible Sweep player weighs (reads only its own hand, face-up cards and the
        table): shed as many cards as it can, and the higher ranks first, keeping the low cards
        (and the 10s, which "Sweeps the board") for when a low set must be followed; a play that
        sweeps ("a matching set of 4 on the table ... Sweep the cards ... and get to lead") is
        worth more; a blind card is tried only when leading (anything may be led) or when it
        would otherwise have to "pick up the set pile" (the book's own advice); picking up is the
        last resort; a joker offered after a 10 wins the round, so jokers are kept for that."""
        leading = not state.set_rank
        hand, up = state.hands[seat], state.up[seat]
        cards_left = len(hand) + sum(1 for c in up if c) + sum(1 for c in state.blind[seat] if c)
        must_pick = any(m.kind == PICK_UP for m in moves)
        out: list[float] = []
        for move in moves:
            kind = move.kind
            if kind == PLAY:
                played = list(move.get("cards", ())) + [up[s] for s in move.get("up", ())]
                n = len(played)
                rank = RANK_OF[played[0]]
                value = VALUE[rank]
                score = 10.0 + 2.0 * n + 0.4 * value + 0.05 * points(played)
                if n >= cards_left:
                    score += 1000.0  # going out
                elif rank == JOKER:
                    # kept for the offer after a 10, which wins the round; played as an ordinary
                    # card only jokers may follow it, so two players holding the jokers would pass
                    # them back and forth in the pile for ever (and each is 50 points if caught)
                    score -= 30.0
                count = state.set_count + n if rank == state.set_rank else n
                if rank == "10":
                    # the lowest card follows anything: keep it for a low set (unless leading
                    # with little else left, when its 25 points must go)
                    score -= 6.0 if cards_left > 3 else 0.0
                elif count >= SET_SIZE:
                    score += 4.0  # sweeps and leads again
                if state.phase == ADDING:
                    score += 5.0  # adding to a blind card sheds without giving anything away
            elif kind == BLIND:
                score = (12.0 if leading else 5.0) if (leading or must_pick) else -4.0
                if leading and len(hand) + sum(1 for c in up if c) > 2:
                    score = 4.0  # lead from the hand first; blinds are safe any lead later
            elif kind == PICK_UP:
                score = -20.0
            elif kind == STOP:
                score = 0.0
            elif kind == JOKER_MOVE:
                score = 100.0  # "If they do then they win that round"
            else:
                score = 0.0
            out.append(score)
        return out

    # ----- on the table (the generic table's hooks) ---------------------------------------------
    def table_drag(self, state: SweepState, move: Move) -> Drag | None:
        """A play takes hand cards and face-up cards to the set in play; a blind card is taken
        face down from its place among the seat's blind cards."""
        seat = state.turn
        if move.kind == PLAY:
            picked = [(f"hand/{seat}", c) for c in move.get("cards", ())]
            picked += [(f"up/{seat}", state.up[seat][i]) for i in move.get("up", ())]
            return Drag(tuple(picked), ("set",))
        if move.kind == BLIND:
            slot = move["slot"]
            if slot in self.exposed(state, seat):
                return Drag(((f"blind/{seat}", self.exposed(state, seat).index(slot)),), ("set",))
            return Drag(((f"covered/{seat}", self.covered(state, seat).index(slot)),), ("set",))
        return None

    def table_drop(self, state: SweepState, seat: int | None, drag: Drag) -> Move | None:
        """The cards dropped on the set: one blind card, or hand and face-up cards together. The
        set dropped on the player's hand: picking it up (a button where it is allowed; the drag
        names the move a refusal explains)."""
        if seat is None or state.phase not in (PLAYING, ADDING) or seat != state.turn:
            return None
        picked = drag.picked
        if drag.to[0] == f"hand/{seat}" and picked and all(zone == "set" for zone, _ in picked):
            return PICK_UP_MOVE
        if drag.to[0] != "set":
            return None
        if len(picked) == 1 and picked[0][0] in (f"blind/{seat}", f"covered/{seat}") and isinstance(picked[0][1], int):
            # (a covered one: the move the engine refuses, and says why)
            slots = self.exposed(state, seat) if picked[0][0] == f"blind/{seat}" else self.covered(state, seat)
            k = picked[0][1]
            return Move(kind=BLIND, slot=slots[k]) if 0 <= k < len(slots) else None
        cards, slots = [], []
        for zone, card in picked:
            if zone == f"hand/{seat}" and isinstance(card, str):
                cards.append(card)
            elif zone == f"up/{seat}" and isinstance(card, str):
                slot = next((i for i, c in enumerate(state.up[seat]) if c == card and i not in slots), None)
                if slot is None:
                    return None
                slots.append(slot)
            else:
                return None
        return Move(kind=PLAY, cards=tuple(cards), up=tuple(slots))

    def click_words(self, state: SweepState, move: Move) -> str | None:
        """A click on an uncovered blind card: "To play this blind card (it cannot be taken
        back), drag it to the set or double-click it." (it said "To play a card face down")."""
        return "play this blind card (it cannot be taken back)" if move.kind == BLIND else None

    @staticmethod
    def hand_sort_key(card: str) -> tuple[int, int]:
        """The order a hand is shown in (the generic table's hook): :func:`hand_order`."""
        return hand_order(card)

    def move_label(self, state: SweepState, move: Move) -> str:
        return {PICK_UP: "Pick up the pile", STOP: "Stop adding", NO_JOKER: "No joker",
                NEXT_ROUND: "Deal the next round",
                JOKER_MOVE: "Play a joker" if move.get("slot") is None else "Play the face-up joker"}.get(move.kind, "")

    def decks(self, players: int) -> int:
        """ "Enough decks to ensure there are 22 cards for each person" """
        return -(-PER_PLAYER * players // 52)

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        decks = self.decks(players)
        return DeckSpec(decks=decks, jokers=2 if options["jokers"] else 0)

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> SweepState:
        dealer = opening_dealer(players, options, seed)[0]
        state = SweepState(
            players=players, options=options, seed=seed, stack=stack, hands=(), up=(), blind=(), pile=(),
            set_rank="", set_count=0, swept=(), leftover=(), turn=0, dealer=dealer, phase=PLAYING, asking=-1,
            ten_player=-1, round_no=0, round_points=(), round_winners=(),
        )
        return self._deal(state, dealer)

    def _deal(self, state: SweepState, dealer: int) -> SweepState:
        """Four blind cards each, four face up on them, fourteen in hand, from the dealer's left;
        the rest are set aside for the round."""
        n = len(state.players)
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.round_no, state.stack)
        seats = [(dealer + 1 + i) % n for i in range(n)]
        empty: tuple[str, ...] = ()
        blind, up, hands = [empty] * n, [empty] * n, [empty] * n
        pos = 0
        for size, target in ((BLINDS, blind), (UPS, up), (HAND, hands)):
            for seat in seats:
                target[seat] = tuple(order[pos:pos + size])
                pos += size
        return state.replace(
            hands=tuple(hands), up=tuple(up), blind=tuple(blind), pile=(), set_rank="", set_count=0, swept=(),
            leftover=tuple(order[pos:]), turn=(dealer + 1) % n, dealer=dealer, phase=PLAYING, asking=-1,
            ten_player=-1, round_no=state.round_no + 1,
        )

    # ----- who acts -------------------------------------------------------------------------
    def to_act(self, state: SweepState) -> tuple[int, ...]:
        if state.phase == GAME_OVER:
            return ()
        return (state.asking,) if state.phase == JOKER_OFFER else (state.turn,)

    def current_player(self, state: SweepState) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    # ----- what may be played ---------------------------------------------------------------
    def room(self, state: SweepState, rank: str) -> int:
        """How many cards of ``rank`` may go down now: "a maximum of four cards" in a set (no
        limit with the minimum-four option)."""
        if state.options["minimum_four"]:
            return 99
        return SET_SIZE - state.set_count if rank == state.set_rank else SET_SIZE

    def may_play_rank(self, state: SweepState, rank: str) -> bool:
        """ "a matching card to what was lead or lower card(s)"; anything when leading."""
        return not state.set_rank or VALUE[rank] <= VALUE[state.set_rank]

    def can_play(self, state: SweepState, seat: int) -> bool:
        """Has ``seat`` a card, in hand or face up, equal to or lower than the set?"""
        return any(self.may_play_rank(state, RANK_OF[c]) for c in state.hands[seat]) or any(
            c and self.may_play_rank(state, RANK_OF[c]) for c in state.up[seat])

    def exposed(self, state: SweepState, seat: int) -> list[int]:
        """Blind slots whose face-up card has gone: "can be played any time once they are exposed"."""
        return [i for i in range(BLINDS) if state.blind[seat][i] and not state.up[seat][i]]

    @staticmethod
    def covered(state: SweepState, seat: int) -> list[int]:
        """Blind slots with their face-up card still on them."""
        return [i for i in range(BLINDS) if state.blind[seat][i] and state.up[seat][i]]

    def compute_legal_moves(self, state: SweepState) -> list[Move]:
        phase = state.phase
        if phase == ROUND_OVER:
            return [NEXT_ROUND_MOVE]
        if phase == JOKER_OFFER:
            seat = state.asking
            moves = [Move(kind=NO_JOKER, seat=seat)]
            if JOKER in state.hands[seat]:
                moves.append(Move(kind=JOKER_MOVE, seat=seat))
            moves += [Move(kind=JOKER_MOVE, seat=seat, slot=i) for i, c in enumerate(state.up[seat]) if c == JOKER]
            return moves
        if phase not in (PLAYING, ADDING):
            return []
        seat = state.turn
        moves = self._plays(state, seat, state.set_rank if phase == ADDING else None)
        if phase == ADDING:
            return moves + [STOP_MOVE]
        plays = bool(moves)  # a play listed: a card that may go down (can_play)
        moves += [BLIND_MOVES[i] for i in self.exposed(state, seat)]
        if not plays and not self.can_play(state, seat):
            moves.append(PICK_UP_MOVE)
        return moves

    def _plays(self, state: SweepState, seat: int, only: str | None) -> list[Move]:
        """For each rank that may go down: all its cards that may (hand cards first), with the
        seat's face-up cards of that rank and without them; where the set has room for fewer
        cards of the rank than the seat holds, the rest too, as many at a time as may go, so that
        every card that may go down is in a listed move (the table lifts only those: with two
        queens down, Ben's third queen could not be lifted, s46 t1 F1). Any other choice of cards
        of one rank (fewer of them, other face-up cards) is checked by rule."""
        set_rank = state.set_rank
        top = VALUE[set_rank] if set_rank else None  # may_play_rank: at most the set's rank
        # the hand by rank (kept by hand: a hand stays as it is while the others play), then the
        # face-up cards' slots; ranks in the order the hand, then the face-up cards, show them
        up_slots: dict[str, list[int]] = {}
        for slot, card in enumerate(state.up[seat]):
            if card:
                rank = RANK_OF[card]
                if (only is not None and rank != only) or (top is not None and VALUE[rank] > top):
                    continue  # (the ranks that may not go down are not gathered)
                same = up_slots.get(rank)
                if same is None:
                    up_slots[rank] = [slot]
                else:
                    same.append(slot)
        by_rank: list[tuple[str, tuple[str, ...], Sequence[int]]] = []
        for rank, value, held in _by_rank(state.hands[seat]):
            if (only is not None and rank != only) or (top is not None and value > top):
                continue
            by_rank.append((rank, held, up_slots.pop(rank, ()) if up_slots else ()))
        for rank, only_up in up_slots.items():
            by_rank.append((rank, (), only_up))
        moves: list[Move] = []
        unlimited = state.options["minimum_four"]
        for rank, hand, slots in by_rank:
            # room(): "a maximum of four cards" in a set
            room = 99 if unlimited else (SET_SIZE - state.set_count if rank == set_rank else SET_SIZE)
            most = min(len(slots), room)
            for ups in ((0, most) if most else (0,)):  # (no face-up cards first, as a set of the two gives them)
                count = min(len(hand), room - ups)
                if count + ups:
                    moves.append(self._play_move(hand[:count], tuple(slots[:ups])))
            # the cards beyond the room, a roomful at a time (rare: a search seldom sees them;
            # a full set, room 0, takes none)
            if room > 0:
                for first in range(room, len(hand), room):
                    moves.append(self._play_move(hand[first:first + room], ()))
                for first in range(most, len(slots), room):
                    moves.append(self._play_move((), tuple(slots[first:first + room])))
        return moves

    @staticmethod
    def _play_move(cards: tuple[str, ...], up: tuple[int, ...]) -> Move:
        """The play of ``cards`` from the hand and the face-up ``up`` slots, made once (KEPT)."""
        move = KEPT.get((cards, up))
        if move is None:
            move = KEPT((cards, up), lambda: Move(kind=PLAY, cards=cards, up=up))
        return move

    def check(self, state: SweepState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        if move.kind == PLAY and state.phase in (PLAYING, ADDING):
            return self._check_play(state, move)  # by rule: no list of moves is built
        if move in self.legal_moves(state):
            return None
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == ROUND_OVER:
            return "The round is over: deal the next one."
        kind = move.kind
        if state.phase == JOKER_OFFER:
            if kind in (JOKER_MOVE, NO_JOKER) and move.get("seat") != state.asking:
                return f"It is {state.players[state.asking]} who is asked about a joker now."
            if kind == JOKER_MOVE:
                return "You have no joker there to play."
            return f"A 10 was played: {state.players[state.asking]} is asked whether to play a joker."
        if kind == PLAY:
            return self._check_play(state, move)
        if kind == BLIND:
            return "That blind card is not exposed yet: play the face-up card on it first."
        if kind == PICK_UP:
            if state.phase == ADDING:
                return "Add cards of the blind card's rank, or stop."
            if not state.set_rank:
                return "There is nothing to pick up: lead a set."
            # "If you do not have a card equal to or smaller than what is in the set played you
            # must pick up the set pile": only then
            return f"You can play {a_rank(state.set_rank)} or lower, so you may not pick up."
        if kind == STOP:
            return "You are not adding to a blind card now."
        return "That is not a move in Sweep."

    def _check_play(self, state: SweepState, move: Move) -> str | None:
        seat = state.turn
        cards, slots = move.get("cards", ()), move.get("up", ())
        if set(move) - {"kind", "cards", "up"} or not isinstance(cards, tuple) or not isinstance(slots, tuple):
            return "That is not a move in Sweep."
        if not cards and not slots:
            return "Play one or more cards."
        if any(not isinstance(c, str) or c not in RANK_OF for c in cards):
            return "That is not a card."
        if any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < UPS for s in slots) or len(set(slots)) < len(slots):
            return "That is not one of your face-up cards."
        if any(not state.up[seat][s] for s in slots):
            return "That face-up card has already been played."
        hand = list(state.hands[seat])
        for card in cards:
            if card not in hand:
                return f"{state.players[seat]} does not hold the {card_name(card)}."
            hand.remove(card)
        ranks = {RANK_OF[c] for c in cards} | {RANK_OF[state.up[seat][s]] for s in slots}
        if len(ranks) > 1:
            return "A play is a set of one rank."
        rank = ranks.pop()
        if state.phase == ADDING and rank != state.set_rank:
            return f"Only {rank_word(state.set_rank)} may be added to the blind card."
        if not self.may_play_rank(state, rank):
            return self.too_high_words(state, seat, rank, len(cards) + len(slots))
        room = self.room(state, rank)
        if len(cards) + len(slots) > room:
            # which cards to keep is the player's choice: say how many (it said only "A set has
            # at most 4 cards.", and three queens chosen on two went down as two, s46 t1 F1)
            has = f" and this one has {state.set_count}" if rank == state.set_rank and state.set_count else ""
            return f"A set has at most {SET_SIZE} cards{has}: choose {number_word(room)} of your {rank_word(rank)}."
        return None

    def too_high_words(self, state: SweepState, seat: int, rank: str, count: int) -> str:
        """Why ``count`` cards of ``rank`` may not go on the set, and what the player may do
        instead: "The next player is allowed to play a matching card to what was lead or lower
        card(s)." "If you do not have a card equal to or smaller than what is in the set played
        you must pick up the set pile on the table (if you have to pick up anyways you could
        consider playing one of your blind cards if any are available)". "Play 6s or lower." for
        a king on three 6s said neither which card nor whether picking up was the way out (s44
        t3 F7)."""
        played = f"The {rank_word(rank, 1)} is" if count == 1 else f"{rank_word(rank).capitalize()} are"
        high = f"{played} higher than the {rank_word(state.set_rank)}"
        if self.can_play(state, seat):  # picking up only for who has nothing to play
            return f"{high}: play {a_rank(state.set_rank)} or lower (you have one, so you may not pick up the pile)."
        blind = " or try one of your blind cards" if self.exposed(state, seat) else ""
        return f"{high}, and you have no {rank_word(state.set_rank, 1)} or lower: pick up the pile{blind}."

    # ----- the turn -------------------------------------------------------------------------
    def deal_events(self, state: SweepState) -> list[Event]:
        return [Event(f"Round {state.round_no}: {state.players[state.dealer]} deals.", "dealt", dealer=state.dealer)]

    def perform(self, state: SweepState, move: Move) -> Applied:
        kind = move.kind
        if kind == PLAY:
            return self._play(state, tuple(move.get("cards", ())), tuple(move.get("up", ())))
        if kind == BLIND:
            return self._blind(state, move["slot"])
        if kind == PICK_UP:
            return self._pick_up(state, state.turn, (), [])
        if kind == STOP:
            return self._stop(state)
        if kind == JOKER_MOVE:
            return self._joker(state, move.get("slot"))
        if kind == NO_JOKER:
            return self._no_joker(state)
        winner = state.round_winners[-1]
        new = self._deal(state, winner)
        return Applied(new, tuple(self.deal_events(new)))

    def _play(self, state: SweepState, cards: tuple[str, ...], slots: tuple[int, ...]) -> Applied:
        seat = state.turn
        hands, ups = list(state.hands), list(state.up)
        hand = list(hands[seat])
        for card in cards:
            hand.remove(card)
        hands[seat] = tuple(hand)
        row = list(ups[seat])
        played = list(cards) + [row[s] for s in slots]
        for s in slots:
            row[s] = ""
        ups[seat] = tuple(row)
        fields = state.fields_copy()
        fields["hands"] = tuple(hands)
        fields["up"] = tuple(ups)
        new = state.of_fields(fields)
        text = f"{state.players[seat]} plays {self._count_text(played)}."
        event = Event.of(text, "card_moved", {"cards": played, "src": f"hand/{seat}", "dst": "set", "up": list(slots)})
        # adding to a blind card goes on card by card (unless the house rule says once)
        adding = state.phase == ADDING and not state.options["add_once"]
        return self._land(new, seat, played, [event], adding)

    @staticmethod
    def _count_text(cards: list[str]) -> str:
        return Sweep._count_of(RANK_OF[cards[0]], len(cards))

    @staticmethod
    def _count_of(rank: str, n: int) -> str:
        """ "two 7s", "an ace" """
        text = _COUNT_TEXT.get((rank, n))
        if text is None:
            text = _COUNT_TEXT[(rank, n)] = Sweep._count_words(rank, n)
        return text

    @staticmethod
    def _count_words(rank: str, n: int) -> str:
        words = ("a", "two", "three", "four", "five", "six", "seven", "eight")
        word = words[n - 1] if n <= len(words) else str(n)
        if n == 1 and rank in ("8", "A"):
            word = "an"
        return f"{word} {rank_word(rank, n)}"

    def _land(self, state: SweepState, seat: int, played: list[str], events: list[Event],
              adding: bool = False) -> Applied:
        """Cards of one rank arrive on the set: a 10 "Sweeps the board"; "a matching set of 4"
        sweeps; otherwise the set goes on (or a lower play starts a new one) and play passes left.
        ``adding``: a playable blind card, or cards added to it ("you can then add any matching
        cards in your hand to that play"): while the player has more to add (and the set has
        room) the turn stays, adding, until they stop (:meth:`_stop`). ``state`` is one the move
        has just made, that nobody else has (nor its moves): it is changed in place (a search
        makes thousands of these)."""
        rank = RANK_OF[played[0]]
        count = state.set_count + len(played) if rank == state.set_rank else len(played)
        new = state
        fields = new.__dict__
        fields["pile"] = state.pile + tuple(played)
        fields["set_rank"] = rank
        fields["set_count"] = count
        if self._out(new, seat):
            return self._end_round(new, seat, events)
        # (with "Sets of four or more" the sweep waits until the player has added all they will:
        # "can include as many as the final player has"; with ``add_once`` a set of four swept)
        if adding and rank != "10" and (count < SET_SIZE or not state.options["add_once"]) \
                and self._plays(new, seat, rank):
            fields["phase"] = ADDING
            return applied(new, tuple(events))
        if rank == "10" or count >= SET_SIZE:
            return self._sweep(new, seat, events)
        return self._pass_on(new, events, fresh=True)

    def _stop(self, state: SweepState) -> Applied:
        """The player adds no more to the blind card: play passes on, or a set of four or more
        (the option "Sets of four or more") is swept and its player leads."""
        seat = state.turn
        events = [Event(f"{state.players[seat]} stops adding.", "note")]
        if state.set_count >= SET_SIZE:
            return self._sweep(state.replace(phase=PLAYING), seat, events)
        return self._pass_on(state, events)

    def _sweep(self, state: SweepState, seat: int, events: list[Event]) -> Applied:
        """The set is swept and its player leads. ``state``: one the move has just made (see
        :meth:`_land`), changed in place."""
        who = state.players[seat]
        events.append(Event.of(f"{who} sweeps the board and leads.", "trick_won",
                               {"seat": seat, "cards": list(state.pile)}))
        ten = RANK_OF[state.pile[-1]] == "10"
        new = state  # (made by this move, nobody else has it: changed in place)
        fields = new.__dict__
        fields["swept"] = state.swept + state.pile
        fields["pile"] = ()
        fields["set_rank"] = ""
        fields["set_count"] = 0
        fields["turn"] = seat
        fields["phase"] = PLAYING
        if ten and state.options["jokers"]:
            # "Once somebody has played a 10 then everybody is asked if they want to play a Joker."
            n = len(state.players)
            return Applied(new.replace(phase=JOKER_OFFER, asking=(seat + 1) % n, ten_player=seat), tuple(events))
        return Applied(new, tuple(events))

    def _pass_on(self, state: SweepState, events: list[Event], fresh: bool = False) -> Applied:
        """Play passes left. ``fresh``: ``state`` was just made by this move (nobody else has
        it): changed in place."""
        n = len(state.players)
        if fresh:
            fields = state.__dict__
            fields["phase"] = PLAYING
            fields["turn"] = (state.turn + 1) % n
            return applied(state, tuple(events))
        return Applied(state.replace(phase=PLAYING, turn=(state.turn + 1) % n), tuple(events))

    def _blind(self, state: SweepState, slot: int) -> Applied:
        """ "the blind card will always be played blind"; "If you use a blind card and it is
        playable you can then add any matching cards in your hand to that play." An unplayable
        one is picked up with the pile."""
        seat = state.turn
        card = state.blind[seat][slot]
        blinds = list(state.blind)
        row = list(blinds[seat])
        row[slot] = ""
        blinds[seat] = tuple(row)
        new = state.replace(blind=tuple(blinds))
        who = state.players[seat]
        rank = RANK_OF[card]
        if not self.may_play_rank(state, rank):
            event = Event(f"{who} turns a blind card: the {card_name(card)}, which cannot be played.", "card_moved",
                          card=card, src=f"blind/{seat}", dst=f"hand/{seat}")
            return self._pick_up(new, seat, (card,), [event])
        event = Event(f"{who} plays a blind card: the {card_name(card)}.", "card_moved", card=card,
                      src=f"blind/{seat}", dst="set")
        return self._land(new, seat, [card], [event], adding=True)

    def _pick_up(self, state: SweepState, seat: int, extra: tuple[str, ...], events: list[Event]) -> Applied:
        """ "you must pick up the set pile on the table ... The lead passes to the left of the
        person that had to pick" (with the option, the picker leads)."""
        n = len(state.players)
        taken = state.pile + extra
        hands = list(state.hands)
        hands[seat] = hands[seat] + taken
        leader = seat if state.options["pick_up_lead"] else (seat + 1) % n
        events.append(Event(f"{state.players[seat]} picks up {len(taken)} card{'s' if len(taken) != 1 else ''}; "
                            f"{state.players[leader]} leads.", "card_moved", cards=list(taken), src="set",
                            dst=f"hand/{seat}"))
        new = state.replace(hands=tuple(hands), pile=(), set_rank="", set_count=0, turn=leader, phase=PLAYING)
        return Applied(new, tuple(events))

    def _joker(self, state: SweepState, slot: int | None) -> Applied:
        """ "If they do then they win that round and get to lead." """
        seat = state.asking
        hands, ups = list(state.hands), list(state.up)
        if slot is None:
            hand = list(hands[seat])
            hand.remove(JOKER)
            hands[seat] = tuple(hand)
        else:
            row = list(ups[seat])
            row[slot] = ""
            ups[seat] = tuple(row)
        new = state.replace(hands=tuple(hands), up=tuple(ups), swept=state.swept + (JOKER,), phase=PLAYING,
                            asking=-1, turn=seat)
        events = [Event(f"{state.players[seat]} plays a joker on the 10, takes the sweep and leads.", "card_moved",
                        card=JOKER, src=f"hand/{seat}" if slot is None else f"up/{seat}", dst="swept")]
        if self._out(new, seat):
            return self._end_round(new, seat, events)
        return Applied(new, tuple(events))

    def _no_joker(self, state: SweepState) -> Applied:
        n = len(state.players)
        events = (Event(f"{state.players[state.asking]} does not play a joker.", "note"),)
        following = (state.asking + 1) % n
        if following == state.ten_player:
            return Applied(state.replace(phase=PLAYING, asking=-1, turn=state.ten_player), events)
        return Applied(state.replace(asking=following), events)

    # ----- the round's end ------------------------------------------------------------------
    @staticmethod
    def _out(state: SweepState, seat: int) -> bool:
        """ "get rid of their hand and all blind cards" (and the face-up ones on them)."""
        return not state.hands[seat] and not any(state.up[seat]) and not any(state.blind[seat])

    def _end_round(self, state: SweepState, winner: int, events: list[Event]) -> Applied:
        """The others "count the remaining points left in their hand and down cards"."""
        scored = tuple(0 if s == winner else points(state.hands[s]) + points(c for c in state.up[s] if c)
                       + points(c for c in state.blind[s] if c) for s in range(len(state.players)))
        events.append(Event(f"{state.players[winner]} is out and wins the round.", "hand_over", seat=winner))
        new = state.replace(round_points=state.round_points + (scored,),
                            round_winners=state.round_winners + (winner,), phase=ROUND_OVER, asking=-1,
                            turn=winner)
        if max(self.scores(new)) >= state.options["target"]:
            new = new.replace(phase=GAME_OVER)
            events.append(Event(self.status(new), "game_over"))  # "Game over: Ben wins with the lowest score."
        return Applied(new, tuple(events))

    def reveals_more(self, before: SweepState, move: Move, after: SweepState) -> bool:
        """What the zones cannot tell: a blind card is turned up for everybody ("P1 turns a blind
        card: the 2 of diamonds") even when it then goes into its player's hand, and a new deal
        is news even when every card was seen at the end of the last round. Neither can be taken
        back: an undo would let the player choose again knowing the cards."""
        return move.kind in (BLIND, NEXT_ROUND)

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: SweepState) -> list[Zone]:
        """Hands are their owners'; the face-up cards and the set in play are open; the blind
        cards and the cards left over are face down. The swept cards are seen by all: each was
        played face up in a set before the set was swept (face down, a computer's samples re-dealt
        them into the hands and the blind cards). Once the round is over the hands and blind
        cards are shown to be counted."""
        over = state.phase in (ROUND_OVER, GAME_OVER)
        hand_seen, blind_seen = (Seen.ALL, Seen.ALL) if over else (Seen.OWNER, Seen.NOBODY)
        zones = []
        for seat in range(len(state.players)):
            zones.append(Zone("hand", state.hands[seat], hand_seen, seat))
            zones.append(Zone("up", tuple(filter(None, state.up[seat])), Seen.ALL, seat, role=Role.GRID,
                              label="Face up"))
            # the blind cards uncovered (their face-up card played: they may be played) apart from
            # those still under a face-up card: the face-up row closes up as its cards go, and four
            # identical backs did not show which blind card was uncovered (tester t1, s29)
            # (a row with no card left is not drawn: an empty "Blind, uncovered" squeezed the rows)
            blind = state.blind[seat]
            uncovered = tuple(blind[i] for i in self.exposed(state, seat))
            covered = tuple(blind[i] for i in self.covered(state, seat))
            if uncovered:
                zones.append(Zone("blind", uncovered, blind_seen, seat, role=Role.GRID, label="Blind, uncovered"))
            if covered:
                zones.append(Zone("covered", covered, blind_seen, seat, role=Role.GRID, label="Blind, covered"))
        zones.append(Zone("set", state.pile, Seen.ALL, role=Role.PLAYED, label=self.set_label(state)))
        zones.append(Zone("swept", state.swept, Seen.ALL, role=Role.DISCARD, label="Swept"))
        zones.append(Zone("leftover", state.leftover, Seen.NOBODY, role=Role.KITTY, label="Not dealt"))
        return zones

    def set_label(self, state: SweepState) -> str:
        """What the table writes under the set in play: "Set: 3 of 4 fives"."""
        if not state.set_rank:
            return "Set in play: lead"
        limit = "" if state.options["minimum_four"] else f" of {SET_SIZE}"
        return f"Set: {state.set_count}{limit} {rank_word(state.set_rank, state.set_count if limit == '' else 2)}"

    def with_zones(self, state: SweepState, cards: dict[str, tuple[str, ...]]) -> SweepState:
        n = len(state.players)
        hands = tuple(cards.get(f"hand/{s}", state.hands[s]) for s in range(n))
        blinds = []
        for s in range(n):
            uncovered, covered = list(cards.get(f"blind/{s}", ())), list(cards.get(f"covered/{s}", ()))
            row = list(state.blind[s])
            for slots, given in ((self.exposed(state, s), uncovered), (self.covered(state, s), covered)):
                for i in slots:
                    if given:
                        row[i] = given.pop(0)
            blinds.append(tuple(row))
        return state.replace(hands=hands, blind=tuple(blinds), swept=cards.get("swept", state.swept),
                             leftover=cards.get("leftover", state.leftover))

    def public(self, state: SweepState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "asking": state.asking, "set_rank": state.set_rank,
                "set_count": state.set_count, "round": state.round_no, "scores": self.scores(state),
                "blind_slots": [[bool(c) for c in row] for row in state.blind]}

    def is_over(self, state: SweepState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: SweepState) -> list[int]:
        totals = [0] * len(state.players)
        for row in state.round_points:
            totals = [t + p for t, p in zip(totals, row)]
        return totals

    def winners(self, state: SweepState) -> list[int]:
        """ "Lowest score is the winner." Ties share."""
        if state.phase != GAME_OVER:
            return []
        totals = self.scores(state)
        return [i for i, t in enumerate(totals) if t == min(totals)]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: SweepState) -> "ScoreSheet":
        """One row per round: points and running total; who went out marked."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, running_rows, today

        rows, totals = running_rows(state.round_points, self.info.sheet_row, [(w,) for w in state.round_winners])
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Sweep score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(totals or [0] * len(state.players)), winners=tuple(self.winners(state)) if over else (),
            lower_is_better=self.info.sheet_low_wins, tie_rule="Ties share the win.",
            notes=("Cards left in hand and on the table: face cards 10, 2 to 9 their number, aces 1, 10s 25"
                   + (", jokers 50" if state.options["jokers"] else "") + ".",
                   f"The game ends when a player reaches {state.options['target']}; the lowest total wins."),
        )

    def prompt(self, state: SweepState, seat: int) -> str:
        """The leader's own prompt, where they hold several cards of a rank (in hand and face
        up): how to play them together. A single card dragged goes down at once, and the way
        was only in F1 ("Cleo: lead a set." and a king dragged alone lost the face-up king's
        chance, s38 t3)."""
        text = self.status(state)
        if state.phase != PLAYING or state.set_rank or seat != state.turn:
            return text
        ranks = Counter(RANK_OF.get(c, c) for c in (*state.hands[seat], *state.up[seat]) if c and c != JOKER)
        if not any(n > 1 for n in ranks.values()):
            return text
        # (your own words, no name: the prompt is said after the hand-off, and a long name made it
        # long enough to squeeze the face-up cards beside it)
        return "Lead a set: click each card of one rank, then drag one."

    def status(self, state: SweepState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the lowest score."
        if state.phase == ROUND_OVER:
            return f"Round {state.round_no} is over. {state.players[state.turn]}: deal the next round."
        if state.phase == JOKER_OFFER:
            return f"A 10 swept the board. {state.players[state.asking]}: play a joker?"
        who = state.players[state.turn]
        if state.phase == ADDING:
            sweeps = " (the set sweeps when you stop)" if state.set_count >= SET_SIZE else ""
            return f"{who}: add more {rank_word(state.set_rank)} to the blind card, or stop{sweeps}."
        if not state.set_rank:
            return f"{who}: lead a set."
        # (it said "(2 down)", which did not say 2 of what)
        return (f"{who}: play {rank_word(state.set_rank)} or lower (the set has "
                f"{self._count_of(state.set_rank, state.set_count)}), or pick up if you cannot.")


GAME = Sweep()
