"""Golf, from the family's rules (004_312affb30e9b3af0.txt, section "Golf").

Players and cards: "3-4 decks of cards, including jokers" (an option, default 3; two jokers a
deck); "Any number of people can play" (2 to 8 here); "Deal 8 cards to each player, do not look
at your cards, place them in two rows of four"; "Each player needs 4 quarters to start the game"
and "Ante in 1 quarter to start" (see :mod:`.quarters`).

The grid is a zone of role GRID with per-card visibility: positions 0-3 are the top row, 4-7 the
bottom row. "You may look at the two cards located in the bottom row in the outer corners"
(positions 4 and 7: seen by their owner); turned cards are seen by all; the rest by nobody.

The turn: "Play starts with the person to the dealer's left". "You can either take a card from
the stack or the discard pile"; "If you exchange one of your cards for one of these you must place
it face up" (the old card goes on the discard pile); "You can exchange any of your up cards as
many times as you want"; "If you do not use the card picked up you still must turn up one of your
cards on each turn". "Play goes until one player has all 8 cards turned up. Each player has one
turn after this." "Players can also knock whenever they like during their turn ... All other
players get one turn after the knock." Then every card is turned and counted.

Scoring, low is good: kings and red 7s free; "Pair Free (this is two cards of the same value
above/below each other)"; jokers minus 5; Q-10 count 10; 9-2 face value; ace 1; "Block of 4 cards
Minus10"; "Block of 4 Jokers Minus 50" ("A block is two identical pair side by side").
"Highest score in each round pays 1 quarter. If two or more people tie with the highest score
they both pay." "If the person that knocked is the highest they pay double." "Each player gets
one round 'on their face' once they are out of quarters and then they no longer get to play."
"Last person remaining in wins."

Decided (issue 22; also on the rules page):

* Quarters and "on their face" as in Thirty-One (:mod:`.quarters`): lost quarters go to the pot,
  on your face you are out at your next loss; the last player in wins the pot.
* A knock comes with a normal turn (knock, then draw and play as usual); one knock a hand.
* A pair is one rank (option: the same value, so a queen over a 10 is a pair). Two jokers above
  each other keep their minus 10 (a joker pair is not "free"): "Block of 4 Jokers Minus 50"
  rewards jokers together. The table's "Pair Free" read literally makes it 0: the house rule
  ``joker_pair_free`` (tester s41 t3; off, and absent from older saves, it is minus 10).
* A block is two pairs of the same rank side by side: minus 10 in all for its four cards; each
  card is in at most one block, and the split that scores lowest is taken.
* A card taken from the discard pile must be exchanged; a card from the stack may be exchanged or
  discarded (then one face-down card is turned, if any is left).
* The top discard may be taken and exchanged in one move, ``exchange_discard`` (a family lays it
  straight on the card it replaces; the table's drag of the discard onto a grid card, tester
  s33): the same as ``draw`` from the discard then ``exchange``, said the same. Those two stay
  (older games replay; the discard may still go to "Drawn card" first), and a computer takes the two
  steps (``ai_last_resort``: the move is a person's shortcut, not a new choice). A card from the
  stack is not seen before it is taken, so it has no such move.
* Empty stack: the discards but the top one are shuffled into a new stack.
* The card taken is shown face up to everybody while it is placed.
* Who deals the first round: the book's section does not say, so the family's General Rules do:
  "When dealing the cards for the first round the dealer is randomly selected unless the rules
  state differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals. House rule
  ``first_dealer``: the last player named deals, so the first named starts (as every game did
  before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import JOKER, RANK_OF, SUIT_OF, DeckSpec, card_name
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Event, Game, GameInfo, Move, OptionSpec
from ..core.piles import as_pile, rebuilt_stock, shuffled_since
from ..core.rng import shuffle
from ..core.words import plural
from ..core.zones import Role, Seen, Zone
from .quarters import Purse, PurseResult, PurseState, knocker_marked, purse_sheet_rows, stake_sheet

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

GRID_SIZE = 8
COLUMNS = 4
MAX_PLAYERS = 8
PEEK = (4, 7)  # "the two cards located in the bottom row in the outer corners"
JOKER_VALUE = -5
BLOCK = -10
JOKER_BLOCK = -50

DRAW, EXCHANGE, DISCARD, TURN, KNOCK, NEXT_HAND = "draw", "exchange", "discard", "turn", "knock", "next_hand"
EXCHANGE_DISCARD = "exchange_discard"  # the top discard taken and exchanged in one move
TO_DRAW, TO_PLACE, TO_TURN, HAND_OVER, GAME_OVER = "draw", "place", "turn", "hand_over", "game_over"
FROM_STACK, FROM_DISCARD = "stock", "discard"
GRID_KEYS = tuple(f"grid/{seat}" for seat in range(MAX_PLAYERS))
HELD_KEYS = tuple(f"held/{seat}" for seat in range(MAX_PLAYERS))
DRAW_STACK = Move(kind=DRAW, source=FROM_STACK)
DRAW_DISCARD = Move(kind=DRAW, source=FROM_DISCARD)
KNOCK_MOVE = Move(kind=KNOCK)
DISCARD_MOVE = Move(kind=DISCARD)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
EXCHANGE_MOVES = tuple(Move(kind=EXCHANGE, at=i) for i in range(GRID_SIZE))
TURN_MOVES = tuple(Move(kind=TURN, at=i) for i in range(GRID_SIZE))
EXCHANGE_DISCARD_MOVES = tuple(Move(kind=EXCHANGE_DISCARD, at=i) for i in range(GRID_SIZE))


def card_points(card: str) -> int:
    """Kings and red 7s free, jokers minus 5, Q-10 ten, 9-2 face value, ace 1."""
    rank = RANK_OF[card]
    if card == JOKER:
        return JOKER_VALUE
    if rank == "K" or (rank == "7" and SUIT_OF[card] in ("H", "D")):
        return 0
    if rank in ("Q", "J", "10"):
        return 10
    if rank == "A":
        return 1
    return int(rank)


def pair_key(card: str, by_value: bool) -> str | int:
    """What two cards above each other must share to be a pair: the rank, or with the option
    the value (a queen over a 10)."""
    return card_points(card) if by_value and card != JOKER else RANK_OF[card]


def pair_points(card: str, joker_free: bool) -> int:
    """What a pair of ``card`` above each other is worth: free, but two jokers keep their minus
    10 unless the house rule ``joker_pair_free`` reads the book's "Pair Free" for them too."""
    return 2 * JOKER_VALUE if card == JOKER and not joker_free else 0


def grid_score(grid: tuple[str, ...] | list[str], by_value: bool = False, joker_free: bool = False) -> int:
    """The grid's points: columns (top ``i``, bottom ``i + 4``) count their cards unless they
    are a pair (free; two jokers keep minus 10 unless ``joker_free``); two pairs of one kind side
    by side are a block (minus 10, four jokers minus 50), each card in one block at most, the
    lowest split taken."""
    keys = []
    columns = []
    for c in range(COLUMNS):
        top, bottom = grid[c], grid[c + COLUMNS]
        pair = pair_key(top, by_value) == pair_key(bottom, by_value)
        keys.append(pair_key(top, by_value) if pair else None)
        if pair:
            columns.append(pair_points(top, joker_free))
        else:
            columns.append(card_points(top) + card_points(bottom))
    return int(_lowest_split(grid, keys, columns))


def _lowest_split(grid: Sequence[str | None], keys: Sequence[Any], columns: Sequence[float]) -> float:
    """The grid's total from its columns' points, side-by-side pairs of one kind (equal ``keys``,
    None for no pair) counting as a block where that is lower; each column in one block at most.
    From the last column to the first, ``b[c]`` the best of columns c.. (written out for four
    columns: the computer player asks this hundreds of thousands of times a game)."""
    k0, k1, k2, k3 = keys
    b3 = columns[3] + 0.0
    b2 = columns[2] + b3
    if k2 is not None and k2 == k3:
        b2 = min(b2, (JOKER_BLOCK if grid[2] == JOKER and grid[3] == JOKER else BLOCK) + 0.0)
    b1 = columns[1] + b2
    if k1 is not None and k1 == k2:
        b1 = min(b1, (JOKER_BLOCK if grid[1] == JOKER and grid[2] == JOKER else BLOCK) + b3)
    b0 = columns[0] + b1
    if k0 is not None and k0 == k1:
        b0 = min(b0, (JOKER_BLOCK if grid[0] == JOKER and grid[1] == JOKER else BLOCK) + b2)
    return b0


assert COLUMNS == 4  # _lowest_split is written out for four columns


#: What a card nobody has seen is worth on average: 3 decks with their jokers (K and red 7 free,
#: jokers -5, Q-10 ten, 9-2 face value, ace 1) average about 5.1 a card.
AI_UNKNOWN = 5.1
#: The kinds of card a stack card may be, with their share of a deck (a card of each rank, the
#: 7 split by colour, the joker).
_AI_CARD_WEIGHTS = tuple((card, w / 54) for card, w in (
    ("AS", 4), ("2S", 4), ("3S", 4), ("4S", 4), ("5S", 4), ("6S", 4), ("7S", 2), ("7H", 2), ("8S", 4),
    ("9S", 4), ("10S", 4), ("JS", 4), ("QS", 4), ("KS", 4), (JOKER, 2)))


def _ai_known(state: "GolfState", seat: int, own: bool) -> list[str | None]:
    """A seat's grid as another player (``own`` false) or its owner sees it: ``None`` for a card
    not seen (the owner sees its turned cards and its two bottom corners)."""
    grid, up = state.grids[seat], state.up[seat]
    return [card if up[i] or (own and i in PEEK) else None for i, card in enumerate(grid)]


def _ai_estimate(grid: Sequence[str | None], by_value: bool, joker_free: bool = False) -> float:
    """:func:`grid_score` of a grid partly seen, a card not seen counting :data:`AI_UNKNOWN`."""
    return _ai_estimate_of(tuple(grid), by_value, joker_free)


@lru_cache(maxsize=1 << 16)
def _ai_estimate_of(grid: tuple[str | None, ...], by_value: bool, joker_free: bool = False) -> float:
    """:func:`_ai_estimate` of a grid as a tuple, kept: a playout asks for the same few grids
    again and again (every card a stack card may be, at every place of the seat's grid)."""
    keys, columns = _ai_columns(grid, by_value, joker_free)
    return _lowest_split(grid, keys, columns)


def _ai_columns(grid: Sequence[str | None], by_value: bool,
                joker_free: bool = False) -> tuple[list[Any], list[float]]:
    """Each column's pair key and points (:func:`_ai_column`), as two lists."""
    keys: list[Any] = []
    columns: list[float] = []
    for c in range(COLUMNS):
        key, points = _ai_column(grid[c], grid[c + COLUMNS], by_value, joker_free)
        keys.append(key)
        columns.append(points)
    return keys, columns


@lru_cache(maxsize=None)
def _ai_column(top: str | None, bottom: str | None, by_value: bool, joker_free: bool = False) -> tuple[Any, float]:
    """A column's pair key (None for no pair) and points, a card not seen counting
    :data:`AI_UNKNOWN` (a few thousand columns, kept)."""
    if top is not None and bottom is not None and pair_key(top, by_value) == pair_key(bottom, by_value):
        return pair_key(top, by_value), pair_points(top, joker_free)
    return None, sum(AI_UNKNOWN if x is None else card_points(x) for x in (top, bottom))


@lru_cache(maxsize=1 << 14)
def _ai_best_gain(mine: tuple[str | None, ...], card: str, by_value: bool, to_draw: bool,
                  joker_free: bool = False) -> float:
    """How much the best exchange of ``card`` into the grid ``mine`` lowers its estimate
    (negative is better); not below 0 unless the seat is still to draw (it may discard).
    Each exchange changes one column: the others' keys and points are read once."""
    now = _ai_estimate_of(mine, by_value, joker_free)
    best = 0.0 if not to_draw else float("inf")
    keys, columns = _ai_columns(mine, by_value, joker_free)
    grid = list(mine)
    for at in range(GRID_SIZE):
        c = at % COLUMNS
        grid[at] = card
        key, points = _ai_column(grid[c], grid[c + COLUMNS], by_value, joker_free)
        old_key, old_points = keys[c], columns[c]
        keys[c], columns[c] = key, points
        gain = _lowest_split(grid, keys, columns) - now
        if gain < best:  # min(best, gain)
            best = gain
        keys[c], columns[c] = old_key, old_points
        grid[at] = mine[at]
    return best


@lru_cache(maxsize=1 << 14)
def _ai_stack_value(mine: tuple[str | None, ...], by_value: bool, to_draw: bool, joker_free: bool = False) -> float:
    """What a card from the stack is worth on average to the grid ``mine``: the gain of its best
    exchange, where there is one, over the kinds of card it may be."""
    return -sum(w * min(0.0, _ai_best_gain(mine, card, by_value, to_draw, joker_free)) for card, w in _AI_CARD_WEIGHTS)


_MARKS: dict[tuple[bool, ...], tuple[Seen, ...]] = {}


def _marks(up: tuple[bool, ...]) -> tuple[Seen, ...]:
    """Who sees each grid card, by which are turned up (a few hundred patterns, kept)."""
    marks = _MARKS.get(up)
    if marks is None:
        marks = _MARKS[up] = tuple(Seen.ALL if u else (Seen.OWNER if i in PEEK else Seen.NOBODY)
                                   for i, u in enumerate(up))
    return marks


def sheet_notes(joker_pair_free: bool = False) -> tuple[str, ...]:
    """The reminders under the score sheet, the app's and the blank one."""
    # ("Q J 10 ten" read oddly: s27 t3)
    return ("Kings and red 7s 0, jokers -5, queens, jacks and 10s 10, 9 to 2 face value, ace 1; "
            f"a pair above each other 0 (two jokers {pair_points(JOKER, joker_pair_free)}); "
            "a block of two pairs side by side -10 (four jokers -50).",
            "Highest score pays a quarter to the pot, a knocker who is highest two.")


@dataclass(eq=False, kw_only=True)
class GolfState(PurseState):
    grids: tuple[tuple[str, ...], ...]  # 8 cards a seat in play (none for a seat out)
    up: tuple[tuple[bool, ...], ...]  # which grid cards are turned up
    held: tuple[str, ...]  # the card taken this turn, while it is placed (0 or 1 card)
    held_from: str  # "stack" or "discard"
    stock: tuple[str, ...]  # the stack, top card last
    discard: tuple[str, ...]  # top card last
    turn: int
    dealer: int
    phase: str
    knocker: int | None
    ender: int | None  # who turned up all 8 or knocked first: the hand ends back at them
    shuffles: int
    hand_no: int
    # The purse: quarters, on_face, out and pot, from PurseState (quarters.py).
    hand_scores: tuple[tuple[int | None, ...], ...]
    hand_losses: tuple[tuple[int, ...], ...]
    hand_knockers: tuple[int | None, ...]

    @property
    def history(self) -> tuple[tuple[int | None, ...], ...]:
        return self.hand_scores


class Golf(PurseResult, Game[GolfState]):
    info = GameInfo(
        id="golf",
        name="Golf",
        family="Counting",
        min_players=2,
        max_players=MAX_PLAYERS,
        description="Turn and swap the cards of your 2x4 grid for the lowest score; the highest pays a quarter.",
        keywords=("quarters", "pot"),
        sheet_columns=("Points", "Change in quarters"), stake_sheet=stake_sheet("Round", sheet_notes()),
        source="004_312affb30e9b3af0.txt, section 'Golf'",
        rules_page="golf.html",
        options=(
            OptionSpec("decks", "Decks", "Three or four decks, each with its two jokers.", 3, choices=(3, 4)),
            OptionSpec("pair_by_value", "Pairs by value",
                       "Two cards of the same value are a pair (a queen over a 10), not only the same rank.", False),
            # (the book's scoring table, read literally: "Pair Free"; this table keeps a joker
            # pair's minus 10, tester s41 t3)
            OptionSpec("joker_pair_free", "A pair of jokers is free (0), as the family's scoring table reads",
                       "Two jokers one above the other score 0, like any pair, instead of keeping their "
                       "minus 10. Four jokers in a block are still minus 50.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2
    #: Golf deals rounds ("Highest score in each round pays 1 quarter"): the game log's headings
    #: say "Round 2" as its deal does ("Round 2: Anna deals." was under "Hand 2").
    hand_word = "round"

    #: How the table's drags make the moves: take the top of the stack or the discard pile, drop
    #: it on a place of your grid (exchange) or on the discard pile; the top discard straight onto
    #: a place of your grid (taken and exchanged at once); click a face-down card of yours to turn
    #: it up (knock and the next round are buttons).
    gestures = {DRAW: ("{source}", "held"), EXCHANGE: ("held", "grid#{at}"), DISCARD: ("held", "discard"),
                EXCHANGE_DISCARD: ("discard", "grid#{at}"), TURN: ("grid#{at}", "grid#{at}")}
    #: Taking the discard and exchanging it at once is a person's one gesture for two moves a
    #: computer makes one by one (it weighs the draw on its own).
    ai_last_resort = frozenset({EXCHANGE_DISCARD})

    def move_label(self, state: GolfState, move: Move) -> str:
        return {NEXT_HAND: "Deal the next round", KNOCK: "Knock"}.get(move.kind, "")

    def click_words(self, state: GolfState, move: Move) -> str | None:
        """ "Drag the 7 of clubs onto this card to swap them." (a click on a grid card said
        "The Anna's grid cannot be moved now.") The top discard too, before drawing: the words
        made of the move said "Drag the 9 of spades onto this card to take the 9 of spades from
        the discard pile to Anna's grid, card 2." (the card twice, and a number, s39 t1)."""
        return "swap them" if move.kind in (EXCHANGE, EXCHANGE_DISCARD) else None

    def several_places_words(self, state: GolfState, moves: Sequence[Move]) -> str | None:
        """A click or double-click on the top discard, which goes onto the drawn card spot or straight onto a
        grid card: how (the table said "That card can go to more than one place")."""
        if not any(m.kind == EXCHANGE_DISCARD for m in moves) or not state.discard:
            return None
        return (f"Drag the {card_name(state.discard[-1])} onto one of your cards to exchange them, or onto "
                "your drawn card spot to draw it first.")

    # ----- the computer player's sense ----------------------------------------------------------
    #: The Medium player's sense is all here (the "Counting" family has none of its own).
    ai_replaces_family = True

    def ai_move_scores(self, state: GolfState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense, from what the seat may know only (its cards turned up, its
        two bottom corners, the card taken, the top discard; a card nobody has seen counts as an
        average card): put the card taken where it lowers the grid most (a pair in a column is
        free), else discard it; take the top discard only when it does better than a stack card
        would on average; turn up a card it has not seen; knock when its grid is surely low and
        well under the others' ("If the person that knocked is the highest they pay double")."""
        by_value = state.options["pair_by_value"]
        free = state.options.get("joker_pair_free", False)
        mine = tuple(_ai_known(state, seat, own=True))
        now = _ai_estimate_of(mine, by_value, free)
        unknown_mine = sum(c is None for c in mine)
        to_draw = state.phase == TO_DRAW

        out: list[float] = []
        for move in moves:
            kind = move.kind
            if kind == EXCHANGE:
                grid = list(mine)
                grid[move["at"]] = state.held[0]
                out.append(now - _ai_estimate(grid, by_value, free) + (0.5 if mine[move["at"]] is None else 0.0))
            elif kind == DISCARD:
                out.append(0.25)  # then a face-down card is turned: as good as an unknown swapped evenly
            elif kind == TURN:
                out.append(1.0 if mine[move["at"]] is None else 0.0)  # learn a card rather than show one
            elif kind == DRAW:
                if move["source"] == FROM_DISCARD:
                    out.append(-_ai_best_gain(mine, state.discard[-1], by_value, to_draw, free))
                else:
                    out.append(_ai_stack_value(mine, by_value, to_draw, free))
            elif kind == KNOCK:
                others = [_ai_estimate(_ai_known(state, s, own=False), by_value, free)
                          for s in state.purse.live() if s != seat and state.grids[s]]
                # "Players can also knock whenever they like during their turn": when nothing is
                # left to learn of one's own grid and it is low, and clearly not the highest
                safe = unknown_mine <= 1 and now <= 12 and others and now + 6 <= max(others)
                out.append(100.0 if safe else -100.0)
            else:
                out.append(0.0)
        return out

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "3-4 decks of cards, including jokers" """
        return DeckSpec(decks=options["decks"], jokers=2)

    def new_state(self, players, options, seed, stack) -> GolfState:
        n = len(players)
        dealer = opening_dealer(players, options, seed)[0]
        state = GolfState(
            players=players, options=options, seed=seed, stack=stack, grids=((),) * n, up=((),) * n,
            held=(), held_from="", stock=(), discard=(), turn=0, dealer=dealer, phase=TO_DRAW,
            knocker=None, ender=None, shuffles=0, hand_no=0, hand_scores=(), hand_losses=(),
            hand_knockers=(), **Purse.start(n).fields(),
        )
        return self._deal(state, dealer)

    def _deal(self, state: GolfState, dealer: int) -> GolfState:
        """ "Deal 8 cards to each player ... place them in two rows of four"; one card turned to
        start the discard pile; the player to the dealer's left starts. Dealt in turn, one card
        at a time, starting left of the dealer; the grid fills top row then bottom row."""
        n = len(state.players)
        purse = state.purse
        live = purse.live()
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        first = purse.next_live(dealer)
        seats = live[live.index(first):] + live[:live.index(first)]
        grids: list[tuple[str, ...]] = [()] * n
        ups: list[tuple[bool, ...]] = [()] * n
        for i, seat in enumerate(seats):
            grids[seat] = tuple(order[i + k * len(seats)] for k in range(GRID_SIZE))
            ups[seat] = (False,) * GRID_SIZE
        rest = order[GRID_SIZE * len(seats):]
        return state.replace(
            grids=tuple(grids), up=tuple(ups), held=(), held_from="", stock=as_pile(rest[1:]),
            discard=(rest[0],), turn=first, dealer=dealer, phase=TO_DRAW, knocker=None, ender=None,
            shuffles=state.shuffles + 1, hand_no=state.hand_no + 1,
        )

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: GolfState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def compute_legal_moves(self, state: GolfState) -> list[Move]:
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        knock = [KNOCK_MOVE] if state.knocker is None and state.ender is None else []
        if state.phase == TO_DRAW:
            if not state.discard:
                return [DRAW_STACK, *knock]
            return [DRAW_STACK, DRAW_DISCARD, *EXCHANGE_DISCARD_MOVES, *knock]
        if state.phase == TO_PLACE:
            moves = list(EXCHANGE_MOVES)
            if state.held_from == FROM_STACK:
                moves.append(DISCARD_MOVE)
            return moves + knock
        if state.phase == TO_TURN:
            return [TURN_MOVES[i] for i, up in enumerate(state.up[state.turn]) if not up] + knock
        return []

    def explain(self, state: GolfState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This round is over: deal the next one."
        if kind == KNOCK:
            return "Somebody has already knocked or turned up all 8: no more knocks this round."
        if kind == EXCHANGE_DISCARD and state.phase == TO_DRAW:
            if not state.discard:
                return "The discard pile is empty: take the top card of the stack."
            return "Exchange it for one of your eight cards (positions 0 to 7)."
        if kind in (DRAW, EXCHANGE_DISCARD):
            if state.phase == TO_PLACE and state.held_from == FROM_DISCARD:
                # (it said "You have taken a card already.", and a press on the discard pile
                # "The discard pile cannot be moved.": why not, and what to do instead)
                return ("You have already taken a card this turn: now exchange it for one of your "
                        "cards (a card from the discard pile cannot go back on it).")
            if state.phase == TO_PLACE:
                return ("You have already taken a card this turn: now exchange it for one of your "
                        "cards, or drop it on the discard pile.")
            if state.phase == TO_TURN:
                return "You have already taken a card this turn: now turn up one of your face-down cards."
            return "Take the top card of the stack or of the discard pile."
        if kind in (EXCHANGE, DISCARD):
            if state.phase == TO_DRAW:
                return "Take a card first, from the stack or the discard pile."
            if state.phase == TO_TURN:
                return "Now turn up one of your face-down cards."
            if kind == DISCARD:
                return "A card taken from the discard pile must be exchanged for one of yours."
            return "Exchange it for one of your eight cards (positions 0 to 7)."
        if kind == TURN:
            if state.phase != TO_TURN:
                return "You turn up a card only after discarding the card you took."
            return "Turn up one of your face-down cards."
        if kind == NEXT_HAND:
            return "The round is not over yet."
        return "That is not a move in Golf."

    def deal_events(self, state: GolfState) -> list[Event]:
        return [Event(f"Round {state.hand_no}: {state.players[state.dealer]} deals.", "dealt",
                      dealer=state.dealer, hand_no=state.hand_no)]

    def perform(self, state: GolfState, move: Move) -> Applied:
        kind = move["kind"]
        if kind == NEXT_HAND:
            new = self._deal(state, state.next_live(state.dealer))
            return Applied(new, tuple(self.deal_events(new)))
        seat = state.turn
        who = state.players[seat]
        if kind == KNOCK:
            return Applied(state.replace(knocker=seat, ender=seat), (Event(f"{who} knocks.", "knocked", seat=seat),))
        if kind == DRAW:
            return self._draw(state, move["source"], who)
        if kind == EXCHANGE_DISCARD:  # the draw from the discard pile, then the exchange
            taken = self._draw(state, FROM_DISCARD, who)
            placed = self.perform(taken.state, EXCHANGE_MOVES[move["at"]])
            return Applied(placed.state, taken.events + placed.events)
        if kind == EXCHANGE:
            at = move["at"]
            grid, up = list(state.grids[seat]), list(state.up[seat])
            old = grid[at]
            grid[at], up[at] = state.held[0], True
            event = Event(f"{who} puts the {card_name(state.held[0])} in place of the {card_name(old)}.",
                          "card_moved", card=state.held[0], src=HELD_KEYS[seat], dst=GRID_KEYS[seat], at=at,
                          old=old)
            return self._end_turn(state, (event,), **self._grid_changes(state, seat, grid, up), held=(),
                                  held_from="", discard=state.discard + (old,))
        if kind == DISCARD:
            card = state.held[0]
            new = state.replace(held=(), held_from="", discard=state.discard + (card,))
            event = Event(f"{who} discards the {card_name(card)}.", "card_moved", card=card,
                          src=HELD_KEYS[seat], dst="discard")
            if all(state.up[seat]):
                return self._end_turn(new, (event,))
            return Applied(new.replace(phase=TO_TURN), (event,))
        at = move["at"]  # TURN: "you still must turn up one of your cards"
        up = list(state.up[seat])
        up[at] = True
        card = state.grids[seat][at]
        return self._end_turn(state, (Event(f"{who} turns up the {card_name(card)}.", "card_turned",
                                            card=card, zone=GRID_KEYS[seat], at=at),),
                              **self._grid_changes(state, seat, list(state.grids[seat]), up))

    @staticmethod
    def _grid_changes(state: GolfState, seat: int, grid: list[str], up: list[bool]) -> dict[str, Any]:
        grids, ups = list(state.grids), list(state.up)
        grids[seat], ups[seat] = tuple(grid), tuple(up)
        return {"grids": tuple(grids), "up": tuple(ups)}

    def _draw(self, state: GolfState, source: str, who: str) -> Applied:
        seat = state.turn
        stock, discard, shuffles = state.stock, state.discard, state.shuffles
        events = []
        if source == FROM_DISCARD:
            card, discard = discard[-1], discard[:-1]
            events.append(Event(f"{who} takes the {card_name(card)} from the discard pile.", "card_moved",
                                card=card, src="discard", dst=HELD_KEYS[seat]))
        else:
            if not stock:
                stock, discard = rebuilt_stock(discard, state.seed, shuffles, state.stack)
                shuffles += 1
                events.append(Event("The discards are shuffled to make a new stack.", "shuffled",
                                    src="discard", dst="stock", count=len(stock)))
            card, stock = stock[-1], stock[:-1]
            events.append(Event(f"{who} takes the {card_name(card)} from the stack.", "card_moved",
                                card=card, src="stock", dst=HELD_KEYS[seat]))
        new = state.replace(held=(card,), held_from=source, stock=stock, discard=discard, shuffles=shuffles,
                            phase=TO_PLACE)
        return Applied(new, tuple(events))

    def _end_turn(self, state: GolfState, events: tuple[Event, ...], **changes: Any) -> Applied:
        """ "Play goes until one player has all 8 cards turned up. Each player has one turn after
        this." The hand ends when play comes back to the player who knocked or turned all 8.
        ``changes``: the move's own, made in the same copy of the state."""
        seat = state.turn
        ender = state.ender
        if ender is None and all(changes.get("up", state.up)[seat]):
            changes["ender"] = ender = seat
            events = (*events, Event(f"{state.players[seat]} has all 8 cards up: everybody else has one more turn.",
                                     "note"))
        nxt = state.next_live(seat)
        if ender is not None and nxt == ender:
            return self._end_hand(state.replace(**changes) if changes else state, events)
        return Applied(state.replace(turn=nxt, phase=TO_DRAW, **changes), events)

    def _end_hand(self, state: GolfState, events: tuple[Event, ...]) -> Applied:
        """ "turn the rest of your cards over ... and count your points. Highest score in each
        round pays 1 quarter"; ties all pay; "If the person that knocked is the highest they pay
        double." """
        purse = state.purse
        live = purse.live()
        scores = {seat: self.score(state, seat) for seat in live}
        high = max(scores.values())
        losers = [seat for seat in live if scores[seat] == high]
        owed = {seat: 2 if seat == state.knocker else 1 for seat in losers}
        before = purse
        purse, _ = purse.lose(owed)
        n = len(state.players)
        ups = tuple((True,) * len(g) for g in state.grids)
        losses = tuple(b - a for b, a in zip(before.quarters, purse.quarters))
        new = state.replace(
            # the next dealer deals the next round, as the prompt says ("Anna: deal the next
            # round."): the button was the last player's, and with a computer there the table
            # said "press the button for Robo Ruby" under "Anna: deal the next round."
            turn=purse.next_live(state.dealer),
            up=ups, phase=HAND_OVER, hand_scores=state.hand_scores + (tuple(scores.get(s) for s in range(n)),),
            hand_losses=state.hand_losses + (losses,), hand_knockers=state.hand_knockers + (state.knocker,),
            **purse.fields(),
        )
        shown = ", ".join(f"{state.players[s]} {scores[s]}" for s in live)
        # who pays what, as Thirty-One's log says it (it said "Highest pays: Robo Rex paid 1.")
        paid = self.result_text(new, for_log=True)
        out = [*events, Event(f"All cards up. Scores: {shown}. {paid}", "hand_over",
                              scores={str(s): v for s, v in scores.items()}, losers=losers,
                              knocker=state.knocker, hand_no=state.hand_no)]
        left = purse.live()
        if len(left) == 1:  # "Last person remaining in wins."
            pot, won = purse.pot, purse.the_pot()
            purse = purse.award_pot(left[0])
            out.append(Event(f"{state.players[left[0]]} is the last player in and wins {won}.",
                             "game_over", winners=[left[0]], amount=pot))
            return Applied(new.replace(phase=GAME_OVER, **purse.fields()), tuple(out))
        return Applied(new, tuple(out))

    def score(self, state: GolfState, seat: int) -> int:
        return grid_score(state.grids[seat], state.options["pair_by_value"],
                          state.options.get("joker_pair_free", False))

    def up_score(self, state: GolfState, seat: int) -> int:
        """The points of the cards turned up so far (public): each up card's value, up pairs
        free."""
        grid, up = state.grids[seat], state.up[seat]
        by_value = state.options["pair_by_value"]
        total = 0
        for c in range(COLUMNS):
            t, b = c, c + COLUMNS
            if up[t] and up[b] and pair_key(grid[t], by_value) == pair_key(grid[b], by_value):
                total += pair_points(grid[t], state.options.get("joker_pair_free", False))
            else:
                total += sum(card_points(grid[i]) for i in (t, b) if up[i])
        return total

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: GolfState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: GolfState) -> list[int]:
        return list(state.quarters)

    def winners(self, state: GolfState) -> list[int]:
        return [s for s, out in enumerate(state.out) if not out] if state.phase == GAME_OVER else []

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: GolfState) -> "ScoreSheet":
        """The quarters each started with and anted, then one row per round: each player's points
        and the quarters paid ("out" the round a player goes out); the knocker marked; at the
        end the pot won. Each column adds up to its total."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, today

        over = state.phase == GAME_OVER
        rows = purse_sheet_rows(state, "Round", ((None if p is None else p for p in points) for points in state.hand_scores),
                                state.hand_losses, state.hand_knockers, ante=True, over=over, value_word="points")
        totals = tuple("out" if out else ("on face" if face and q == 0 else q)
                       for q, face, out in zip(state.quarters, state.on_face, state.out))
        notes = sheet_notes(state.options.get('joker_pair_free', False))
        return ScoreSheet(
            title="Golf score sheet", game_name=self.info.name, columns=tuple(state.players),
            # the quarters each row brought in or took out, not those held (as Thirty-One's)
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=rows),),
            totals=totals, winners=tuple(self.winners(state)) if over else (),
            # (not positional: the Start, Ante and Won-the-pot rows write their signed change in
            # quarters alone, "+4", not "– / 4": purse_sheet_rows)
            tie_rule="Ties for highest each pay.", notes=notes, marked_said=knocker_marked("Round"),
            # the totals are quarters, not the card points (where low is good): "highest total
            # wins" read as if the most points won
            extra={"goal": "the last player with quarters wins", "round_cells": "quarters won or lost",
                   "cells_said": "Each round's row: the player's points / quarters won or paid"},
            total_label="Quarters left",
        )

    def status(self, state: GolfState) -> str:
        money = state.purse.describe(state.players)
        if state.phase == GAME_OVER:
            return f"Game over: {state.players[self.winners(state)[0]]} wins the pot."
        if state.phase == HAND_OVER:
            nxt = state.purse.next_live(state.dealer)
            return f"Round {state.hand_no} is over ({money}). {state.players[nxt]}: deal the next round."
        who = state.players[state.turn]
        # (not to the knocker finishing the turn: the log's "Anna knocks." is just before it, and
        # the status bar said "Anna knocks.  Anna knocked. Anna: take a card ...")
        knocked = f"{state.players[state.knocker]} knocked. " \
            if state.knocker is not None and state.knocker != state.turn else ""
        ask = {TO_DRAW: "take a card from the stack or the discard pile",
               TO_PLACE: "exchange the card for one of yours" + (" or discard it" if state.held_from == FROM_STACK else ""),
               TO_TURN: "turn up one of your cards"}[state.phase]
        showing = ", ".join(f"{state.players[s]} {self.up_score(state, s)}" for s in state.purse.live())
        return f"{knocked}{who}: {ask}. Face-up points: {showing}. {money}."

    def result_text(self, state: GolfState, for_log: bool = False) -> str:
        """The last round's result in a sentence for the table: who was highest, with what, and
        what each paid ("Anna knocked and was highest with 46: paid 2 quarters."); "" before the
        first round is over. Public: every card is turned up when the round ends. ``for_log``:
        as the game log says it, in the present and with where the quarters go ("pays 2 quarters
        into the pot")."""
        if not state.hand_scores:
            return ""
        scores = {seat: v for seat, v in enumerate(state.hand_scores[-1]) if v is not None}
        losses, knocker = state.hand_losses[-1], state.hand_knockers[-1]
        high = max(scores.values())
        losers = [seat for seat in scores if scores[seat] == high]
        return state.losers_words(losers, losses, knocker, "highest", str(high), for_log=for_log)

    def prompt(self, state: GolfState, seat: int) -> str:
        """The table's words (:meth:`table_status`): they name nobody's cards."""
        return self.table_status(state)

    def table_status(self, state: GolfState) -> str:
        """The status without the points and quarters (each seat's line on the table shows
        them); at a round's end, what it cost whom (it was in the status bar alone)."""
        if state.phase == HAND_OVER:
            return (f"Round {state.hand_no} is over. {self.result_text(state)} "
                    f"{state.players[state.purse.next_live(state.dealer)]}: deal the next round.")
        line = self.status(state)
        return line.split(" Face-up points:", 1)[0] if state.phase in (TO_DRAW, TO_PLACE, TO_TURN) else line

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: GolfState, move: Move, after: GolfState) -> bool:
        """A grid card turned up, or exchanged (it goes face up to the discard pile), that its
        owner had not seen is news to the table. The zones count copies, so with two decks a
        twin seen elsewhere can hide it from them: say it here. It cannot be taken back: an undo
        would let the player choose again knowing the card. (A draw that shuffled the discards
        into a new stack, as in every game with :func:`~cardtable.core.piles.rebuilt_stock`.)"""
        if shuffled_since(before, after):
            return True
        if move.kind not in (EXCHANGE, EXCHANGE_DISCARD, TURN):
            return False
        seat = before.turn
        return not self.zones(before)[seat].visible_to(seat)[move["at"]]

    def shown_words(self, before: GolfState, move: Move, after: GolfState) -> str:
        """The grid card a move turned up or exchanged that its owner had not seen, named (see
        :meth:`reveals_more`): with a twin in sight elsewhere the zones cannot tell it, and a
        refused Ctrl+Z said "Your last move showed something that was hidden" (s47). "" where
        the zones tell it, or at the round's end, where every card was turned up."""
        if move.kind not in (EXCHANGE, EXCHANGE_DISCARD, TURN) or after.phase not in (TO_DRAW, TO_PLACE, TO_TURN):
            return ""
        seat = before.turn
        if self.zones(before)[seat].visible_to(seat)[move["at"]]:
            return ""
        return f"the {card_name(before.grids[seat][move['at']])}"

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: GolfState) -> list[Zone]:
        """Each grid card by itself: turned cards seen by all, the owner's two bottom corners by
        the owner, the rest by nobody. The card taken is face up while it is placed. The discard
        pile is face up: every card in it was seen by all as it went down."""
        zones = [Zone("grid", grid, Seen.NOBODY, seat, Role.GRID, per_card=_marks(up))
                 for seat, (grid, up) in enumerate(zip(state.grids, state.up))]
        # ("Drawn card": "Taken" read as cards won, and nothing is taken in Golf, s42 t3)
        zones.append(Zone("held", state.held, Seen.ALL, state.turn, Role.PILE, label="Drawn card",
                          single=True))
        zones.append(Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK, label="Stack"))
        zones.append(Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD))
        return zones

    def with_zones(self, state: GolfState, cards: dict[str, tuple[str, ...]]) -> GolfState:
        grids = tuple(cards.get(GRID_KEYS[seat], grid) for seat, grid in enumerate(state.grids))
        return state.replace(grids=grids, held=cards.get(HELD_KEYS[state.turn], state.held),
                             stock=cards.get("stock", state.stock), discard=cards.get("discard", state.discard))

    def seat_note(self, state: GolfState, seat: int) -> str:
        """The line under a seat: its quarters ("on face", "out"), the points of its face-up
        cards and whether it knocked: "3 quarters · 4 pts face up · knocked" (was "quarters 3 ·
        up scores 4")."""
        purse = state.purse
        if purse.out[seat]:
            return "out"
        words = [purse.holding(seat)]
        if state.grids[seat]:
            words.append(f"{plural(self.up_score(state, seat), 'pt')} face up")  # ("1 pts", s33)
        if seat == state.knocker:
            words.append("knocked")
        return " \u00b7 ".join(words)

    def public(self, state: GolfState) -> dict[str, Any]:
        return {
            "turn": state.turn, "dealer": state.dealer, "phase": state.phase, "hand_no": state.hand_no,
            "knocker": state.knocker, "ender": state.ender, "held_from": state.held_from,
            "up": [list(u) for u in state.up], **state.purse.to_json(),
            "marks": state.purse.marks(state.knocker, "knocked"),
            "up_scores": [self.up_score(state, s) if state.grids[s] else None for s in range(len(state.players))],
            "seat_notes": [self.seat_note(state, s) for s in range(len(state.players))],
            "hand_scores": [list(v) for v in state.hand_scores],
            "hand_losses": [list(v) for v in state.hand_losses],
        }


GAME = Golf()
