"""Twenty-One Piles, from the rule sheet 002_aa8d01adfbbdbe0f.txt (the whole sheet).

Components and set-up (sections 1, 3, 4): one 52-card deck, five players, two shared piles that
both start at 0. "2 - 10 Face value; Jack, Queen, King 10; Ace 1 or 11, chosen by the player whose
turn it is". Two cards face down to each player, the rest is the draw pile; "The player to the
dealer's left takes the first turn."

A turn (section 5): "play one or two cards from your hand onto the piles, then draw back up to 2
cards from the deck (if any remain)". One card goes on either pile; two go together on one pile
only "if doing so creates a set". Aces: "Aces are 1 or 11, decided fresh each turn by whoever is
about to play", so a play move carries its reading (``aces``: how many aces of the pile count 11).

Sets (section 6), "checked the instant a card is played": hit 21; two cards to 21; a pure suit,
rank or run of three or more ("every card in the pile must belong to the set type"; "The Ace may be
the low end (A-2-3) or the high end (Q-K-A) of a run. Runs do not wrap"). "Pair from hand is not a
set." A 21 sends the pile to the next player at once. A suit, rank or run set passes the pile "in
set-mode" to the next player, who takes it or extends it with one or two cards continuing the type
locked when it entered set mode ("flush trumps run"; incidental sets are not locked); an extension
that hits 21 "promotes to a 21 set". "While a pile is in set-mode, the receiving player cannot
play on the other pile".

The 7 (section 7): "Whenever a 7 is played onto a pile, the player immediately before the one who
played the 7 (the player who took the previous turn) must take the entire pile"; an opening 7 goes
to the player on the right; on a set-mode pile a 7 may only be played as an extension; in a two-
card play only when the play would otherwise be a legal set play. Busting (section 8): over 21 with
no set, the player takes the pile; forced or voluntary. "Set vs. bust": the set wins. Precedence:
"7 effect > 21 set > flush > run > rank (independent) > bust > normal play".

Endgame and scoring (sections 9, 10): no draws once the deck is gone; empty hands are skipped;
the round ends when every hand is empty, and the cards left in the piles are discarded. "Fewest
cards = winner". "Ties are broken by playing another round, or shared": an option, shared by
default.

Decisions (also on the in-app rules page):

* Three to six players may play (five as written).
* Section 7 lets a player facing a set-mode pile "play normally on the other pile"; section 6 says
  they cannot. Section 6 is the default; section 7's reading is an option. With it, the set-mode
  pile stays in set mode and faces the next player.
* "Next" and "previous" skip players whose hands are empty (so when only the player who made a
  set still holds cards, they are "the next player" themselves). A set made by the last card of
  the round goes to nobody: it is discarded with the piles.
* A two-card play is judged after both cards are down.
* A tie-break round (option) counts only among the tied players.
* "Choose a dealer (any method)": the first dealer is drawn at random from the seed, as the
  family's general rules deal every game (:func:`~cardtable.core.first_dealer.opening_dealer`), and
  the log says who deals. House rule ``first_dealer``: the last player named deals, so the first
  named plays first (as every game did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.cards import RANK_NAMES, RANK_OF, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, DeckSpec, card_name
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.piles import as_pile
from ..core.rng import shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone
from .lookup import KeptMoves, is_listed

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

DECK = DeckSpec()
HAND_SIZE = 2
TARGET = 21
PLAY, TAKE, NEXT_ROUND = "play", "take", "next_round"
PLAYING, ROUND_OVER, GAME_OVER = "play", "round_over", "game_over"
NEXT_ROUND_MOVE = Move(kind=NEXT_ROUND)
KEPT = KeptMoves()  # the play moves, made once (a search lists them state after state)

# What a play does, strongest first: "7 effect > 21 set > flush > run > rank (independent) > bust >
# normal play".
SEVEN, HIT_21, FLUSH, RUN, RANK, BUST, NORMAL = "seven", "21", "suit", "run", "rank", "bust", "normal"

VALUE = {"A": 1, "J": 10, "Q": 10, "K": 10, **{str(v): v for v in range(2, 11)}}
RUN_VALUE_LOW = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(v): v for v in range(2, 11)}}


def low_total(cards) -> int:
    """The running total with every ace read as 1."""
    return sum(VALUE[RANK_OF[c]] for c in cards)


def aces_in(cards) -> int:
    return sum(1 for c in cards if RANK_OF[c] == "A")


def ace_reading(high: int, count: int) -> str:
    """A reading of the aces in words, for the ace chooser and the question before a bust: "ace as
    11", "ace as 1", "both aces as 11", "2 of 3 aces as 11"."""
    if count == 1:
        return "ace as 11" if high else "ace as 1"
    return "both aces as 11" if high == count == 2 else f"{high} of {count} aces as 11"


def is_run(cards) -> bool:
    """ "Every card in the pile, when sorted by rank, forms a contiguous run with no gaps or
    duplicates"; the ace low (A-2-3) or high (Q-K-A); "Runs do not wrap"."""
    return _run_of_values([RUN_VALUE_LOW[RANK_OF[c]] for c in cards])


def _run_of_values(values) -> bool:
    if len(set(values)) != len(values):
        return False
    if max(values) - min(values) == len(values) - 1:
        return True
    if 1 in values:
        high = [14 if v == 1 else v for v in values]
        return max(high) - min(high) == len(high) - 1
    return False


def pure_set(cards) -> str | None:
    """The set a pile of three or more cards is, if every card belongs to it: "flush trumps run";
    "A pure rank set cannot coexist with a flush or a run"."""
    if len(cards) < 3:
        return None
    if len({SUIT_OF[c] for c in cards}) == 1:
        return FLUSH
    if is_run(cards):
        return RUN
    if len({RANK_OF[c] for c in cards}) == 1:
        return RANK
    return None


class _Facts(NamedTuple):
    """What a play's outcome needs of the pile it goes on, worked out once per pile."""

    size: int
    low: int  # low_total
    aces: int
    suits: frozenset[str]
    ranks: frozenset[str]
    values: tuple[int, ...]  # RUN_VALUE_LOW of each card


@lru_cache(maxsize=4096)
def _facts(pile: tuple[str, ...]) -> _Facts:
    ranks = [RANK_OF[c] for c in pile]
    return _Facts(len(pile), sum(VALUE[r] for r in ranks), ranks.count("A"), frozenset(SUIT_OF[c] for c in pile),
                  frozenset(ranks), tuple(RUN_VALUE_LOW[r] for r in ranks))


def _pure_set_after(facts: _Facts, cards: tuple[str, ...]) -> str | None:
    """``pure_set(pile + cards)``, from the pile's facts."""
    if facts.size + len(cards) < 3:
        return None
    if len(facts.suits.union([SUIT_OF[c] for c in cards])) == 1:
        return FLUSH
    if _run_of_values(facts.values + tuple(RUN_VALUE_LOW[RANK_OF[c]] for c in cards)):
        return RUN
    if len(facts.ranks.union([RANK_OF[c] for c in cards])) == 1:
        return RANK
    return None


def lock_of(cards) -> str:
    """The set type locked in when a pile enters set mode: ``suit:S``, ``rank:K`` or ``run``."""
    kind = pure_set(cards)
    if kind == FLUSH:
        return f"suit:{SUIT_OF[cards[0]]}"
    if kind == RANK:
        return f"rank:{RANK_OF[cards[0]]}"
    return RUN


def continues(lock: str, pile, cards) -> bool:
    """ "Every card played must continue the set type that the pile was committed to when it
    entered set-mode": the suit, the rank, or a run left contiguous."""
    kind, _, which = lock.partition(":")
    if kind == "suit":
        return all(SUIT_OF[c] == which for c in cards)
    if kind == "rank":
        return all(RANK_OF[c] == which for c in cards)
    return is_run(tuple(pile) + tuple(cards))


def lock_text(lock: str) -> str:
    """A set type as the table names it: "Flush ♠", "Set of kings", "Run" (a rank set read "Rank
    K", and "rank k" in the sentences that lower it, s39 t1)."""
    kind, _, which = lock.partition(":")
    if kind == "suit":
        return f"Flush {SUIT_SYMBOLS[which]}"
    if kind == "rank":
        return f"Set of {RANK_NAMES[which]}s"
    return "Run"


def lock_refusal(lock: str, pile_no: int) -> str:
    """Why a card that does not continue a pile in set mode may not go on it, and what may."""
    kind, _, which = lock.partition(":")
    if kind == "suit":
        add = f"add a {SUIT_NAMES[which][:-1]}"
    elif kind == "rank":
        add = f"add a{'n' if which in ('A', '8') else ''} {RANK_NAMES[which]}"
    else:
        add = "add a card that continues it"
    return f"Pile {pile_no + 1} is a {lock_text(lock).lower()}: {add} or take the pile."


@dataclass(eq=False, kw_only=True)
class TwentyOnePilesState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    piles: tuple[tuple[str, ...], tuple[str, ...]]
    locks: tuple[str, str]  # "" or the set type a pile in set mode is locked to
    collections: tuple[tuple[str, ...], ...]
    discarded: tuple[str, ...]  # pile cards left when a round ended
    turn: int
    dealer: int
    phase: str
    round_no: int
    contenders: tuple[int, ...]  # seats whose collections decide (all but in a tie-break round)
    round_counts: tuple[tuple[int, ...], ...]
    round_winners: tuple[tuple[int, ...], ...]


class TwentyOnePiles(Game):
    info = GameInfo(
        id="twenty_one_piles",
        name="Twenty-One Piles",
        keywords=("21",),  # other names the start screen's search finds it by
        family="Shedding (stops)",
        min_players=3,
        max_players=6,
        description="Two shared piles counted toward 21: hit 21 or make a set and the next player takes "
                    "the pile; a 7 sends it back. Fewest cards collected wins.",
        source="002_aa8d01adfbbdbe0f.txt (all of it)",
        rules_page="twenty_one_piles.html",
        # ("Fewest cards = winner": the cards each has, and the bottom row the same)
        sheet_columns=("Cards",), sheet_total="Cards", sheet_low_wins=True,
        options=(
            OptionSpec("other_pile", "Facing a set, play the other pile",
                       "When a pile holding a set (a flush, a run or cards of one rank) comes to you, you may "
                       "play on the other pile instead of extending or taking the set; the set then waits "
                       "for the next player. Off: you must extend the set or take it.", False),
            OptionSpec("tie_break", "Break ties with another round",
                       "Tied players play another round; only the tied players' collections count in it.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt, and nobody was told: s37 t2; a game
    #: saved before replays so).
    state_version = 2
    first_dealer_since = 2

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DECK

    # ----- on the table (the generic table's hooks) ---------------------------------------------
    def table_drag(self, state: TwentyOnePilesState, move: Move) -> Drag | None:
        """One or two cards from the hand onto pile 1 or pile 2."""
        return Drag.of(move, f"hand/{state.turn}", f"pile{move['pile'] + 1}") if move.kind == PLAY else None

    def table_drop(self, state: TwentyOnePilesState, seat: int | None, drag: Drag) -> Move | None:
        cards = tuple(card for zone, card in drag.picked if zone == f"hand/{seat}" and isinstance(card, str))
        if drag.to[0] not in ("pile1", "pile2") or seat != state.turn or len(cards) != len(drag.picked):
            return None
        return Move(kind=PLAY, pile=int(drag.to[0][-1]) - 1, cards=cards)

    def move_label(self, state: TwentyOnePilesState, move: Move) -> str:
        """Buttons, and the ace chooser: what each reading of the aces makes of the pile."""
        if move.kind == TAKE:
            return f"Take pile {move['pile'] + 1} ({lock_text(state.locks[move['pile']])})"
        if move.kind == NEXT_ROUND:
            return "Deal the tie-break round"
        if move.kind == PLAY and "aces" in move:
            pile, cards = state.piles[move["pile"]], tuple(move["cards"])
            total = low_total(pile + cards) + 10 * move["aces"]
            result = self.outcome(pile, cards, move["aces"], state.locks[move["pile"]])
            words = {SEVEN: "a 7", HIT_21: "a set", FLUSH: "a flush", RUN: "a run", RANK: "a set of a rank",
                     BUST: "bust", NORMAL: ""}.get(result or "", "")
            return f"{ace_reading(move['aces'], aces_in(pile + cards)).capitalize()}: {total}" + (
                f" ({words})" if words else "")
        return ""

    def asks_first_yes(self, state: TwentyOnePilesState, move: Move) -> str:
        """The question's button: "Bust anyway" (it was the chooser's "Ace as 11: 26 (bust)" again
        when the bust came from the ace chooser)."""
        return "Bust anyway" if self.asks_first(state, move) else ""

    def asks_first(self, state: TwentyOnePilesState, move: Move) -> str:
        """A play that busts while another play does not: "voluntarily busting is almost always
        bad (you take the whole pile), but it remains legal". One slip of the mouse (the 8 dropped
        where the hint said the 2) took the pile at once, the card drawn, no way back (s29 t3 #5):
        the table asks first. A forced bust, or a set over 21 ("the set wins"), is not asked."""
        if move.get("kind") != PLAY or state.phase != PLAYING or self.check(state, move) is not None:
            return ""
        pile_no, cards, aces = move["pile"], tuple(move["cards"]), move.get("aces", 0)
        pile = state.piles[pile_no]
        if self.outcome(pile, cards, aces, state.locks[pile_no]) != BUST:
            return ""
        if all(self.outcome(state.piles[m["pile"]], tuple(m["cards"]), m.get("aces", 0),
                            state.locks[m["pile"]]) == BUST for m in self.legal_moves(state) if m.kind == PLAY):
            return ""  # "If ... neither of your cards can be played ... without exceeding 21, you are forced to bust"
        total = low_total(pile + cards) + 10 * aces
        text = f"this puts pile {pile_no + 1} over 21 ({total}), so you take its {len(pile) + len(cards)} cards."
        if "aces" in move:  # read from the ace chooser: which reading busts, in words (s29 note)
            count = aces_in(pile + cards)
            text = f"With {'the ' if count == 1 else ''}{ace_reading(aces, count)}, {text}"
        return text[0].upper() + text[1:] + " Bust anyway?"

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> TwentyOnePilesState:
        n = len(players)
        state = TwentyOnePilesState(
            players=players, options=options, seed=seed, stack=stack, hands=(), stock=(), piles=((), ()),
            locks=("", ""), collections=(), discarded=(), turn=0, dealer=n - 1, phase=PLAYING, round_no=0,
            contenders=tuple(range(n)), round_counts=(), round_winners=(),
        )
        return self._deal(state, opening_dealer(players, options, seed)[0])

    def deal_events(self, state: TwentyOnePilesState) -> tuple[Event, ...]:
        """The first round's dealer, said in the log and on the first curtain ("Choose a dealer")."""
        return (Event(f"{state.players[state.dealer]} deals.", "dealt", dealer=state.dealer),)

    def _deal(self, state: TwentyOnePilesState, dealer: int) -> TwentyOnePilesState:
        """ "The dealer shuffles and deals 2 cards face-down to each player." """
        n = len(state.players)
        order = shuffle(DECK.cards(), state.seed, state.round_no, state.stack)
        hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(dealer + 1 + i) % n].append(order[i])
        return state.replace(
            hands=tuple(tuple(h) for h in hands), stock=as_pile(order[HAND_SIZE * n:]), piles=((), ()),
            locks=("", ""), collections=((),) * n, discarded=(), turn=(dealer + 1) % n, dealer=dealer,
            phase=PLAYING, round_no=state.round_no + 1,
        )

    # ----- who acts -------------------------------------------------------------------------
    def current_player(self, state: TwentyOnePilesState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    @staticmethod
    def next_holder(hands, seat: int) -> int | None:
        """ "the next player in turn order", skipping empty hands (the mover last of all)."""
        n = len(hands)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if hands[other]:
                return other
        return None

    @staticmethod
    def previous_holder(hands, seat: int) -> int | None:
        """ "the player who took the previous turn": the nearest player on the right still holding
        cards (at the opening, simply the player on the right)."""
        n = len(hands)
        for step in range(1, n + 1):
            other = (seat - step) % n
            if hands[other]:
                return other
        return None

    # ----- judging a play -------------------------------------------------------------------
    def outcome(self, pile: tuple[str, ...], cards: tuple[str, ...], aces: int, lock: str) -> str | None:
        """What putting ``cards`` on ``pile`` does with ``aces`` of its aces read as 11, by the
        precedence "7 effect > 21 set > flush > run > rank > bust > normal play"; ``None`` if the
        play is not allowed. ``lock`` is the pile's set-mode lock ("" outside set mode)."""
        return next(iter(self.outcomes(pile, cards, lock, only=aces)), None)

    def outcomes(self, pile: tuple[str, ...], cards: tuple[str, ...], lock: str,
                 only: int | None = None) -> dict[str, int]:
        """Each different result of the play, with the first ace reading that gives it (with
        ``only``, just that reading's result)."""
        facts = _facts(tuple(pile))
        base, aces, seven = facts.low, facts.aces, False
        for c in cards:  # low_total, aces_in and a 7 among them, in one pass
            rank = RANK_OF[c]
            base += VALUE[rank]
            aces += rank == "A"
            seven = seven or rank == "7"
        readings = range(aces + 1) if only is None else (only,)
        found: dict[str, int] = {}
        if lock:  # "extend or take": every card must continue the locked set
            if not continues(lock, pile, cards):
                return found
            kept = lock.partition(":")[0]
            for k in readings:
                result = SEVEN if seven else HIT_21 if base + 10 * k == TARGET else kept
                found.setdefault(result, k)
        else:
            purity = _pure_set_after(facts, cards)
            for k in readings:
                total = base + 10 * k
                made = HIT_21 if total == TARGET else purity
                if len(cards) == 2 and made is None:
                    continue  # "two cards ... if doing so creates a set"; "Pair from hand is not a set"
                result = SEVEN if seven else made if made is not None else BUST if total > TARGET else NORMAL
                found.setdefault(result, k)
        return found

    def set_mode_piles(self, state: TwentyOnePilesState) -> list[int]:
        return [p for p in (0, 1) if state.locks[p]]

    def open_piles(self, state: TwentyOnePilesState) -> list[int]:
        """Piles the player may play on normally: both, unless a pile in set mode faces them
        ("the receiving player cannot play on the other pile"; the option allows it)."""
        locked = self.set_mode_piles(state)
        if locked and not state.options["other_pile"]:
            return []
        return [p for p in (0, 1) if not state.locks[p]]

    def _other_pile_play(self, state: TwentyOnePilesState, pile_no: int) -> list[str]:
        """["play on pile 2"] where the player facing ``pile_no`` in set mode may play on the
        other pile instead (the house rule ``other_pile``, that pile not in set mode too): the
        words said only "extend it or take it" while the house rule allowed the third (s35 t2)."""
        other = 1 - pile_no
        return [f"play on pile {other + 1}"] if other in self.open_piles(state) else []

    def _plays_on(self, state: TwentyOnePilesState, pile_no: int, cards: tuple[str, ...]) -> list[Move]:
        """One move per different outcome the ace reading allows (the reading matters only then)."""
        readings = self.outcomes(state.piles[pile_no], cards, state.locks[pile_no])
        if list(readings.values()) == [0]:  # the reading changes nothing: no chooser
            return [KEPT((pile_no, cards), lambda: Move(kind=PLAY, pile=pile_no, cards=cards))]
        return [KEPT((pile_no, cards, k), lambda: Move(kind=PLAY, pile=pile_no, cards=cards, aces=k))
                for k in readings.values()]

    def compute_legal_moves(self, state: TwentyOnePilesState) -> list[Move]:
        if state.phase == ROUND_OVER:
            return [NEXT_ROUND_MOVE]
        if state.phase != PLAYING:
            return []
        hand = state.hands[state.turn]
        choices: list[tuple[str, ...]] = [(c,) for c in hand]
        if len(hand) == 2:
            choices.append(hand)
        moves = []
        for pile_no in self.open_piles(state) + self.set_mode_piles(state):
            for cards in choices:
                moves += self._plays_on(state, pile_no, cards)
        moves += [Move(kind=TAKE, pile=p) for p in self.set_mode_piles(state)]
        return moves

    def check(self, state: TwentyOnePilesState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        if state.phase == GAME_OVER:
            return "The game is over."
        kind = move.kind
        if state.phase == ROUND_OVER:
            return None if move == NEXT_ROUND_MOVE else "The round is over: deal the next one."
        if kind == NEXT_ROUND:
            return "The round is not over yet."
        if kind not in (PLAY, TAKE) or set(move) - {"kind", "pile", "cards", "aces"}:
            return "That is not a move in Twenty-One Piles."
        pile_no = move.get("pile")
        if pile_no not in (0, 1) or isinstance(pile_no, bool):
            return "Choose one of the two piles."
        if kind == TAKE:
            if set(move) != {"kind", "pile"}:
                return "That is not a move in Twenty-One Piles."
            return None if state.locks[pile_no] else "Only a pile in set mode can be taken."
        cards = move.get("cards")
        if not isinstance(cards, tuple) or not 1 <= len(cards) <= 2:
            return "Play one card, or two together on one pile."
        hand = state.hands[state.turn]
        for card in cards:
            if not isinstance(card, str) or card not in hand:
                return f"{state.players[state.turn]} does not hold that card."
        if len(cards) == 2 and cards[0] == cards[1]:
            return "Play one card, or two together on one pile."
        pile = state.piles[pile_no]
        aces = move.get("aces", 0)
        if not isinstance(aces, int) or isinstance(aces, bool) or not 0 <= aces <= aces_in(pile) + aces_in(cards):
            return "Read each ace in the pile as 1 or 11."
        lock = state.locks[pile_no]
        if not lock and pile_no not in self.open_piles(state):
            return "A pile in set mode faces you: extend it or take it."
        if self.outcome(pile, cards, aces, lock) is None:
            if lock:
                return lock_refusal(lock, pile_no)
            return "Two cards go down together only if they make a set."
        return None

    # ----- the turn -------------------------------------------------------------------------
    def perform(self, state: TwentyOnePilesState, move: Move) -> Applied:
        if move.kind == NEXT_ROUND:
            new = self._deal(state, (state.dealer + 1) % len(state.players))
            return Applied(new, (Event(f"Tie-break round: {new.players[new.dealer]} deals.", "dealt", dealer=new.dealer),))
        seat, who = state.turn, state.players[state.turn]
        pile_no = move["pile"]
        if move.kind == TAKE:
            events = [Event(f"{who} takes the {lock_text(state.locks[pile_no]).lower()}.", "card_moved",
                            cards=list(state.piles[pile_no]), src=f"pile{pile_no + 1}", dst=f"collection/{seat}")]
            new = self._collect(state, pile_no, seat)
            return self._end_turn(new, seat, events)
        cards = tuple(move["cards"])
        result = self.outcome(state.piles[pile_no], cards, move.get("aces", 0), state.locks[pile_no])
        hands = list(state.hands)
        hand = tuple(c for c in hands[seat] if c not in cards)
        stock = state.stock
        # "draw back up to 2 cards from the deck (if any remain)"
        need = min(HAND_SIZE - len(hand), len(stock))
        if need > 0:
            hand += tuple(reversed(stock[len(stock) - need:]))
            stock = stock[:len(stock) - need]
        hands[seat] = hand
        piles = list(state.piles)
        piles[pile_no] = piles[pile_no] + cards
        new = state.replace(hands=tuple(hands), piles=tuple(piles), stock=stock)
        names = " and the ".join(card_name(c) for c in cards)
        events = [Event(f"{who} plays the {names} on pile {pile_no + 1}.", "card_moved", cards=list(cards),
                        src=f"hand/{seat}", dst=f"pile{pile_no + 1}")]
        if result == SEVEN:  # "the player immediately before the one who played the 7 ... must take"
            taker = self.previous_holder(new.hands, seat)
            events.append(self._taken_event(new, pile_no, taker, "A 7"))
            new = self._collect(new, pile_no, taker)
        elif result == HIT_21:  # "the pile is collected by the next player in turn order"
            taker = self.next_holder(new.hands, seat)
            events.append(self._taken_event(new, pile_no, taker, "21"))
            new = self._collect(new, pile_no, taker)
        elif result in (FLUSH, RUN, RANK):
            lock = state.locks[pile_no] or lock_of(new.piles[pile_no])
            locks = list(new.locks)
            locks[pile_no] = lock
            new = new.replace(locks=tuple(locks))
            taker = self.next_holder(new.hands, seat)
            if taker is not None and taker != seat:
                choices = listed(["extend it", "take it", *self._other_pile_play(new, pile_no)], "or")
                events.append(Event(f"{lock_text(lock)}: {new.players[taker]} must {choices}.", "note",
                                    pile=pile_no, lock=lock))
        elif result == BUST:  # "The player who placed the busting card takes all cards in that pile"
            events.append(self._taken_event(new, pile_no, seat, "Bust"))
            new = self._collect(new, pile_no, seat)
        return self._end_turn(new, seat, events)

    def _taken_event(self, state: TwentyOnePilesState, pile_no: int, taker: int | None, why: str) -> Event:
        count = len(state.piles[pile_no])
        if taker is None:
            return Event(f"{why}: nobody holds a card any more, so the pile of {count} goes to nobody.", "note")
        return Event(f"{why}: {state.players[taker]} takes the pile of {count}.", "card_moved",
                     cards=list(state.piles[pile_no]), src=f"pile{pile_no + 1}", dst=f"collection/{taker}")

    def _collect(self, state: TwentyOnePilesState, pile_no: int, taker: int | None) -> TwentyOnePilesState:
        """The pile goes to ``taker``'s collection (or, with nobody to take it, is discarded) and
        "The pile then resets to empty"."""
        piles, locks = list(state.piles), list(state.locks)
        cards = piles[pile_no]
        piles[pile_no], locks[pile_no] = (), ""
        if taker is None:
            return state.replace(piles=tuple(piles), locks=tuple(locks), discarded=state.discarded + cards)
        collections = list(state.collections)
        collections[taker] = collections[taker] + cards
        return state.replace(piles=tuple(piles), locks=tuple(locks), collections=tuple(collections))

    def _end_turn(self, state: TwentyOnePilesState, seat: int, events: list[Event]) -> Applied:
        """Play passes to the next player holding cards; when every hand is empty the round is
        over: "Any cards still sitting in the two shared piles ... are simply discarded"."""
        following = self.next_holder(state.hands, seat)
        if following is not None:
            return Applied(state.replace(turn=following), tuple(events))
        left = state.piles[0] + state.piles[1]
        state = state.replace(piles=((), ()), locks=("", ""), discarded=state.discarded + left)
        return self._end_round(state, events)

    def _end_round(self, state: TwentyOnePilesState, events: list[Event]) -> Applied:
        """ "Fewest cards = winner"; ties shared, or (option) broken by another round."""
        counts = tuple(len(c) for c in state.collections)
        best = min(counts[s] for s in state.contenders)
        tied = tuple(s for s in state.contenders if counts[s] == best)
        new = state.replace(round_counts=state.round_counts + (counts,), round_winners=state.round_winners + (tied,))
        names = listed(state.players[s] for s in tied)
        if len(tied) > 1 and state.options["tie_break"]:
            events.append(Event(f"{names} tie with {plural(best, 'card')}: they play another round.", "hand_over"))
            return Applied(new.replace(phase=ROUND_OVER, contenders=tied, turn=(state.dealer + 1) % len(state.players)),
                           tuple(events))
        events.append(Event(f"{names} {'win' if len(tied) > 1 else 'wins'} with {plural(best, 'card')}.", "game_over"))
        return Applied(new.replace(phase=GAME_OVER), tuple(events))

    # ----- the Medium computer player's sense ----------------------------------------------------
    ai_replaces_family = True  # the shedding family's scores read a ``card`` these moves have not

    def ai_move_scores(self, state: TwentyOnePilesState, seat: int, moves: list[Move]) -> list[float]:
        """What a sensible player weighs ("Fewest cards = winner"), from the public piles and its
        own hand only: never bust ("The player who placed the busting card takes all cards in
        that pile") nor take a set-mode pile when a play is left; a 21 or a set sends the pile on
        to the next player and a 7 back to the previous one, the bigger the pile the better (but a
        7 kept is worth something while the piles are small); a pile left behind may come back
        with the next player's 7, so leave the piles small."""
        n = len(state.players)
        out: list[float] = []
        for move in moves:
            if move.kind == TAKE:
                out.append(-2.0 * len(state.piles[move["pile"]]))
                continue
            if move.kind != PLAY:
                out.append(0.0)
                continue
            pile_no = move["pile"]
            cards = tuple(move["cards"])
            pile = state.piles[pile_no] + cards
            result = self.outcome(state.piles[pile_no], cards, move.get("aces", 0), state.locks[pile_no])
            left = [len(state.piles[p]) for p in (0, 1) if p != pile_no]
            score = 0.0
            if result == BUST:
                score -= 2.0 * len(pile)
            elif result in (SEVEN, HIT_21):
                score += len(pile) * (1.0 if n > 2 else 0.5)
                if result == SEVEN:
                    score -= 1.5  # a 7 spent on a small pile is a 7 not there for a big one
            elif result in (FLUSH, RUN, RANK):
                score += 0.6 * len(pile)  # the next player extends it or takes it
            else:
                left.append(len(pile))
                if 17 <= low_total(pile) + 10 * move.get("aces", 0) <= 20:
                    score += 0.3 * len(pile)  # the next player may have to bust on it
            score -= 0.15 * sum(left)  # the next player's 7 sends a pile to this seat
            if not state.stock:
                score += 0.5 * len(cards)  # an empty hand receives no more piles
            out.append(score)
        return out

    def can_undo(self, before: TwentyOnePilesState, move: Move, after: TwentyOnePilesState | None = None) -> bool:
        """A play draws a card (unless the deck is empty); a new round deals."""
        if move.kind == NEXT_ROUND or (move.kind == PLAY and before.stock):
            return False
        return super().can_undo(before, move, after)

    # ----- what each seat may see -----------------------------------------------------------
    def pile_label(self, state: TwentyOnePilesState, pile_no: int) -> str:
        """The running total as the table shows it: "9 / 19" while an ace may count 1 or 11."""
        pile = state.piles[pile_no]
        low = low_total(pile)
        text = f"{low} / {low + 10}" if aces_in(pile) and low + 10 <= TARGET else str(low)
        if state.locks[pile_no]:
            text += f" \u2022 {lock_text(state.locks[pile_no])}"
        return text

    def zones(self, state: TwentyOnePilesState) -> list[Zone]:
        """Hands are their owners'; the draw pile and the discarded cards are face down; both
        shared piles are face up and fanned. A collection lies face down ("it goes into their
        personal collection face-down"), but every card in it was played face up on a pile in
        front of everyone: it is seen by all, so a computer's samples leave it where it is (the
        table shows it as a count under the seat)."""
        zones = [Zone("hand", hand, Seen.OWNER, seat) for seat, hand in enumerate(state.hands)]
        zones.append(Zone("stock", state.stock, Seen.NOBODY))
        for p in (0, 1):
            zones.append(Zone(f"pile{p + 1}", state.piles[p], Seen.ALL, role=Role.PLAYED,
                              label=f"Pile {p + 1}: {self.pile_label(state, p)}"))
        zones += [Zone("collection", c, Seen.ALL, seat, role=Role.COLLECTION)
                  for seat, c in enumerate(state.collections)]
        zones.append(Zone("discard", state.discarded, Seen.NOBODY, role=Role.DISCARD, label="Out of play"))
        return zones

    def with_zones(self, state: TwentyOnePilesState, cards: dict[str, tuple[str, ...]]) -> TwentyOnePilesState:
        n = len(state.players)
        return state.replace(
            hands=tuple(cards.get(f"hand/{s}", state.hands[s]) for s in range(n)),
            stock=cards.get("stock", state.stock),
            collections=tuple(cards.get(f"collection/{s}", state.collections[s]) for s in range(n)),
            discarded=cards.get("discard", state.discarded),
        )

    def public(self, state: TwentyOnePilesState) -> dict[str, Any]:
        return {
            "phase": state.phase, "turn": state.turn, "round": state.round_no, "dealer": state.dealer,
            "totals": [[low_total(p), low_total(p) + 10 * aces_in(p)] for p in state.piles],
            "set_mode": [lock_text(lock) if lock else "" for lock in state.locks],
            "contenders": [state.players[s] for s in state.contenders],
            # under each seat: its cards collected, and whether it plays the tie-break round. (Two
            # lists of names or words as long as the players read as words under the seats, and
            # every seat showed its own name under its name.)
            "seat_notes": [self.seat_note(state, s) for s in range(len(state.players))],
        }

    @staticmethod
    def seat_note(state: TwentyOnePilesState, seat: int) -> str:
        taken = f"{len(state.collections[seat])} taken" if state.collections else ""
        tie_break = len(state.contenders) < len(state.players) and seat in state.contenders
        return " · ".join(w for w in (taken, "in the tie-break" if tie_break else "") if w)

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: TwentyOnePilesState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: TwentyOnePilesState) -> list[int]:
        """Cards in each collection (fewer is better)."""
        return [len(c) for c in state.collections]

    def winners(self, state: TwentyOnePilesState) -> list[int]:
        return list(state.round_winners[-1]) if state.phase == GAME_OVER else []

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return bool(options.get("tie_break"))

    def sheet_shown(self, options: dict[str, Any]) -> bool:
        """Always: even one round is won on a count, the fewest cards collected, which the sheet
        keeps as play goes and the table does not (it opened hidden while every game of several
        hands showed it: tester t2 #11)."""
        return True

    def score_sheet(self, state: TwentyOnePilesState) -> "ScoreSheet":
        """One row per round: the cards in each collection; a tie-break round's row counts only
        for the tied players."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows = [ScoreRow(f"{self.info.sheet_row} 1" if i == 0 else f"Tie-break {i}", tuple((c,) for c in counts),
                         marked=state.round_winners[i]) for i, counts in enumerate(state.round_counts)]
        over = state.phase == GAME_OVER
        totals = state.round_counts[-1] if state.round_counts else tuple(len(c) for c in state.collections)
        return ScoreSheet(
            title="Twenty-One Piles score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(totals), winners=tuple(self.winners(state)), lower_is_better=self.info.sheet_low_wins,
            # "Fewest cards = winner": said so ("Robo Rex, Cleo and Dev lead (lowest total wins)"
            # beside Anna's 2, s38 t4 #8)
            total_label=self.info.sheet_total, extra={"goal": "the fewest cards wins"},
            tie_rule="Ties are broken by another round." if state.options["tie_break"] else "Ties share the win.",
            notes=("Each player counts the cards in their collection; the fewest wins.",), total_row=False,
        )

    def status(self, state: TwentyOnePilesState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the fewest cards."
        if state.phase == ROUND_OVER:
            return f"A tie: {state.players[state.turn]}, deal the tie-break round."
        who = state.players[state.turn]
        locked = self.set_mode_piles(state)
        if locked:
            # "Anna: ..." (the name first: the saved games' "Whose turn" read "Flush \u2666 on pile 1
            # \u2192 Anna" of "Flush \u2666 on pile 1 \u2192 Anna: extend or take.", s35 t2)
            piles = listed([f"pile {p + 1} ({lock_text(state.locks[p]).lower()})" for p in locked], "or")
            also = "".join(f", or {play}" for play in self._other_pile_play(state, locked[0]))
            return f"{who}: extend or take {piles}{also}."
        # the totals in words: "(10 | 0)" was cryptic for a family (s47 t3 F-G)
        return (f"{who}: play a card on either pile (pile 1 is at {self.total_words(state, 0)}, "
                f"pile 2 at {self.total_words(state, 1)}).")

    @staticmethod
    def total_words(state: TwentyOnePilesState, pile_no: int) -> str:
        """A pile's running total in words: "10"; "9 or 19" while an ace may count 1 or 11
        (the table's "9 / 19", :meth:`pile_label`)."""
        pile = state.piles[pile_no]
        low = low_total(pile)
        return f"{low} or {low + 10}" if aces_in(pile) and low + 10 <= TARGET else str(low)


GAME = TwentyOnePiles()
