"""Spider, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Spider").

One player, two decks: "Shuffle two decks of playing cards together." The deal: "deal ten cards,
face down. Then deal another row of cards, overlapping the first. Repeat this until each column
has four cards. Deal a fifth card to the first four columns, then one face-up card to each
column ... you should have a 54-card tableau; set the remaining 50 cards aside, forming the
stock."

The play: "Cards can be moved to other positions in the tableau, so long as the card they are
placed upon is one rank higher" (any suit); "cards may only be moved as a unit if they are all of
the same suit"; "Aces are low and can only be played on twos; kings are high and cannot be played
on any other card (but can be moved to an empty space)". "When face-down cards are exposed, they
are turned face-up. If an empty space is formed in the tableau, it may be filled by any card (or
sequence of cards)." "When no further moves are possible or desired, ten cards are dealt from the
stock, one on each of the tableau piles. No empty spaces may be present in the tableau in order
for cards to be dealt from the stock." "If a sequence of thirteen cards of the same suit, from
king down to ace, is built, the entire sequence is removed from play. The game is won when the
entire deck is discarded in this manner. Game play continues until the game is won or no useful
moves are possible."

Decided (issue 22; also on the rules page):

* A finished king-to-ace run leaves at once (after a move or a deal), to the next of eight
  foundation places; the card under it is turned up.
* Undo without limit, deals too: it is a game of patience for one, nobody else is misled
  (:meth:`Spider.can_undo`).
* The game is over when it is won, when the player gives up, or when the stock is empty and no
  *useful* move is left (:func:`useful`: one that turns up a card, empties a column, or puts a
  run on a card of its own suit that it did not already sit on) and no sequence of moves leads
  to a card turned up or a run finished (:meth:`Spider.way_on`, a bounded search: steps through
  empty columns count; when it cannot look to the end the game goes on). Moving a card back and
  forth is legal but not useful.
* Going round in circles: after 50 moves in a row that turn up no card, remove no run and deal
  nothing, no useful move is being found, and the game is over as if none were left (so a game
  always ends, even one played by the computer).
* A hint is the Medium player's move where it is better than a deal, else "deal ten" (an empty
  column stopping it: the fill the Medium player makes); with the stock empty, a step of the
  search's way on, else a useful move, else "undo, or give up" (:meth:`Spider.hint`; the prompt
  shows it, and Help > Hint suggests the same move, :meth:`Spider.suggested_move`), saying that
  it stopped looking where the search could not look to the end. Following it never leads back
  to a tableau. It is worked out from what the player sees: the face-up cards and how many are
  face down.
* The computer gives up where it could only go round in circles: the stock empty, nothing but
  fills and moves that gain nothing, and no way on found (:meth:`Spider.ai_move_scores`).
* Games saved at state version 1 (before s35; the few saved by s34's build, which already ended
  games by today's rule, reopen by the old one too: a game that ended stuck then plays on): the
  game's end was decided by a
  search that took face-down cards under a run as part of it (the king and queen of spades
  lying face down under the jack to ace "finished" a run the game never removes), so such a
  game could go on where the game now ends. They replay as they were played:
  :meth:`Spider.upgrade_options` sets the rule they keep (:data:`OLD_FINISH`, offered by no
  set-up: :attr:`Game.old_save_rules`), and their end is decided so.
* Option (not in the text; the usual easier games): the two decks' cards all in two suits
  (spades and hearts, four of each card) or in one (spades, eight of each card).

* Restart: the same deal from the beginning (a move, so the record replays it; the sheet counts
  restarts). Like "Give up" it asks first; the three buttons stand from the deal on, greyed while
  their move is not legal, so none moves under the mouse.
* Undos (the text says nothing of undo): the sheet counts the moves taken back ("Undos"; the
  session keeps the count in the record, :attr:`Game.counts_undos`): what a family comparing
  games expects to see beside "won". Redo does not add to it; a restart does not clear it.

Moves: ``move`` (``src`` and ``dst`` column keys, ``cards`` the run taken off the top of
``src``, bottom card first), ``deal``, ``restart`` and ``give_up``.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Callable

from ..core.cards import RANK_OF, RANK_VALUE, RANKS, SUIT_NAMES, SUIT_OF, SUITS, DeckSpec, card_name
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec, applied
from ..core.piles import as_pile
from ..core.rng import shuffle
from ..core.session import no_gc_pauses
from ..core.zones import Role, Seen, Zone
from ..core.words import capitalized
from .lookup import KeptMoves

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

COLUMNS = 10
RUNS = 8
RUN = 13
#: The computer's sense: a move gaining this much is played for itself (a card turned up, a run
#: removed, a link of one suit made, a run taken off cards that are face down); one gaining less
#: (a link of mixed suits) only for what it frees.
FIRM = 5.0
#: What the sense counts in a tableau (:meth:`Spider._gain`): a card turned up, a run removed, a
#: link of one suit, a run of one suit fewer over face-down cards, a link of mixed suits, an empty column.
W_TURN, W_RUN, W_SUIT, W_OVER, W_MIXED, W_SPACE = 1000.0, 500.0, 10.0, 4.0, 3.0, 5.0
#: How many tableaux the search for a way on (:meth:`Spider.way_on`) looks at before it stops
#: looking and takes it that there may be one (the game is then not ended early).
SEARCH_LIMIT = 5000
#: Moves in a row without progress after which the computer, with the stock empty, follows the
#: search's way on rather than its own sense.
SEARCH_AFTER = 4
IDLE_LIMIT = 50  # moves in a row with no card turned up, no run removed and no deal
DEAL_DOWN = (5, 5, 5, 5, 4, 4, 4, 4, 4, 4)  # face-down cards: four rows, a fifth on the first four
COLUMN_KEYS = tuple(f"col{i + 1}" for i in range(COLUMNS))
RUN_KEYS = tuple(f"run{i + 1}" for i in range(RUNS))
KING_TO_ACE = tuple(reversed(RANKS))

MOVE, DEAL, GIVE_UP, RESTART = "move", "deal", "give_up", "restart"
#: the Medium player's score of a deal: a move on the table above it is worth making first
DEAL_SCORE = -1.0
DEAL_MOVE = Move(kind=DEAL)
RESTART_MOVE = Move(kind=RESTART)
GIVE_UP_MOVE = Move(kind=GIVE_UP)
PLAYING, WON, GAVE_UP, STUCK = "playing", "won", "gave_up", "stuck"
STUCK_FEW_TEXT = "Fewer than ten cards are left on the table, so no deal can be made and no run finished"

SUIT_CHOICES = {4: SUITS, 2: ("S", "H"), 1: ("S",)}
#: The rule games saved before state version 2 keep (:meth:`Spider.upgrade_options`; no set-up
#: offers it): whether the game is over is decided by the search for a way on as it was then,
#: counting face-down cards that go on in one suit under a run as part of it (a "finish" the
#: game never made: :func:`finished_run`), so that such a game replays as it was played and goes
#: on as it did. Its search also took two columns hiding the same cards as alike.
OLD_FINISH = "old_finish"


@dataclass(frozen=True)
class SpiderDeck(DeckSpec):
    """Two decks' worth of cards (104) in four, two or one suits."""

    suits: tuple[str, ...] = SUITS

    def codes(self) -> list[str]:
        one = [r + s for s in self.suits for r in RANKS]
        return one * (104 // len(one))

    cards = codes


def rank_of(card: str) -> int:
    return RANK_VALUE[RANK_OF[card]]


#: Each card's rank value, looked up once (a run's length is read on every move).
_VALUE = {card: RANK_VALUE[rank] for card, rank in RANK_OF.items() if rank in RANK_VALUE}
KEPT = KeptMoves()  # the moves of runs, made once (a search lists them state after state)
_FRESH: dict[tuple, "SpiderState"] = {}  # each deal as it began, by players, seed, stack, options


def cards_below(cards: tuple[str, ...]) -> str:
    """A run moved, by its cards: "the 8 of spades", "the 8 and 7 of spades", "the 8 down to the
    6 of spades" (a run of one suit, as every run that moves is); else by its first card: "the 8 of
    spades and the card below it". ("The 5 of spades and the card below it" read as the card
    under it, the 4 lying on it as drawn: s37 t2; it once said "and the 1 below it".)"""
    if len(cards) == 1:
        return f"the {card_name(cards[0])}"
    ranks, _, suits = zip(*(card_name(c).partition(" of ") for c in cards))
    if len(set(suits)) == 1 and suits[0]:
        top, bottom, suit = ranks[0], ranks[-1], suits[0]
        return f"the {top} and {bottom} of {suit}" if len(cards) == 2 else f"the {top} down to the {bottom} of {suit}"
    below = "the card" if len(cards) == 2 else f"the {len(cards) - 1} cards"
    return f"the {card_name(cards[0])} and {below} below it"


def fits_on(card: str, under: str) -> bool:
    """ "so long as the card they are placed upon is one rank higher" (any suit)"""
    return rank_of(under) == rank_of(card) + 1


def suited_run_length(column: tuple[str, ...], down: int) -> int:
    """How many cards at the top of a column form a run of one suit, each one rank below the
    card under it ("cards may only be moved as a unit if they are all of the same suit")."""
    if len(column) <= down:
        return 0
    n = 1
    while n < len(column) - down:
        upper, lower = column[-n], column[-n - 1]
        if SUIT_OF[upper] != SUIT_OF[lower] or _VALUE[lower] != _VALUE[upper] + 1:  # fits_on
            break
        n += 1
    return n


def is_full_run(cards: tuple[str, ...]) -> bool:
    """ "a sequence of thirteen cards of the same suit, from king down to ace" """
    return (len(cards) == RUN and len({SUIT_OF[c] for c in cards}) == 1
            and tuple(RANK_OF[c] for c in cards) == KING_TO_ACE)


def finished_run(column: tuple[str, ...], down: int = 0) -> bool:
    """Whether the top of a column (``down`` cards at its bottom face down) is a run the rule
    removes: "If a sequence of thirteen cards of the same suit, from king down to ace, is
    built, the entire sequence is removed from play." Built: all thirteen face up. A face-down
    card was dealt there, not built: the jack to ace of spades over the king and queen of
    spades lying face down is not removed (the jack to ace may go on to a queen or a space,
    and the queen is turned up). The one rule for the removal (:meth:`Spider._settle`) and for the computer's
    sense and its search for a way on, so they never aim at a finish that does not come."""
    return len(column) - down >= RUN and is_full_run(column[-RUN:])


def _old_finish(to: tuple[str, ...], tail: tuple[str, ...]) -> bool:
    """The search's finish before state version 2 (:data:`OLD_FINISH`): a column's face-up cards
    ``to`` over its last face-down cards ``tail`` (up to twelve) end in a king-to-ace run."""
    return finished_run(to) or (len(to) < RUN <= len(to) + len(tail) and is_full_run(tail[len(to) - RUN:] + to))


#: A run that can be moved off a column: its first card's rank value, its cards, the cards left.
Run = tuple[int, tuple[str, ...], tuple[str, ...]]
#: A tableau in the search for a way on (:meth:`Spider._way_search`): each column's face-up cards;
#: a step of it: a run from one column to another.
Tableau = tuple[tuple[str, ...], ...]
Step = tuple[int, int, Run]
_RUNS: dict[tuple[str, ...], tuple[Run, ...]] = {}


def runs_of(up: tuple[str, ...]) -> tuple[Run, ...]:
    """The runs that can be moved off a column's face-up cards ``up`` ("cards may only be moved
    as a unit if they are all of the same suit"), shortest first, each with the rank value of its
    first card (it goes on a card one higher) and the face-up cards it leaves. Kept by the cards
    (a search asks again and again of the same columns)."""
    runs = _RUNS.get(up)
    if runs is None:
        found = []
        if up:
            card = up[-1]
            n = 1
            while True:
                found.append((_VALUE[card], up[-n:], up[:-n]))
                if n >= len(up):
                    break
                lower = up[-n - 1]
                if SUIT_OF[lower] != SUIT_OF[card] or _VALUE[lower] != _VALUE[card] + 1:  # fits_on
                    break
                card = lower
                n += 1
        if len(_RUNS) >= 100_000:
            _RUNS.clear()
        runs = _RUNS[up] = tuple(found)
    return runs


#: What the search for a way on found (:meth:`Spider._way_search`): a way, none (looked at to
#: the end), or none yet when it stopped looking (:data:`SEARCH_LIMIT`).
_FOUND, _NONE_LEFT, _CUT = 0, 1, 2


def _way_context(columns: tuple[tuple[str, ...], ...], down: tuple[int, ...],
                 ups: tuple[tuple[str, ...], ...], seen_only: bool = False, old: bool = False) -> tuple:
    """What, besides the face-up cards ``ups``, decides the search for a way on: the limit, the
    face-down counts, each column's top card where it shows no face-up card (a run may go on
    it, as :meth:`Spider.run_moves` lets it; ``None`` elsewhere), and which columns are alike
    (each column's first column alike): the columns that hide no card (two of them may swap
    their face-up cards and it is the same tableau, as when both are empty). Two columns that
    hide as many cards are alike too, but are not taken so: sorting them in every tableau's key
    took a third of a Hard player's game of Spider, and found hardly a tableau fewer (s34).

    No other face-down card counts: none is part of a finished run (:func:`finished_run`: a
    run is built of cards face up; the search counted the king and queen of spades lying face
    down under the jack to 3 as a run finished by the 2 and ace, a finish the game never makes),
    and a move that would uncover one ends the search. So two tableaux that differ only in
    face-down cards (the computer's re-deals of what it cannot see) have the same answer.

    ``seen_only`` (the hint, :meth:`Spider.suggested_move`): the player's view, which knows no
    face-down card: not even a column's top card where it shows none is read (no column of a
    game shows none: :meth:`Spider._turn_up` turns it up), so no hidden card can reach it.

    ``old`` (:data:`OLD_FINISH`, the game's own end in a game saved before state version 2):
    the search as it was then, which read each column's last twelve face-down cards (a fifth
    item: they could finish a run, :func:`_old_finish`) and took columns hiding the same cards as
    alike."""
    tops = tuple(None if seen_only or not d or u else c[d - 1] for c, d, u in zip(columns, down, ups))
    if old and not seen_only:
        hidden = [c[:d] for c, d in zip(columns, down)]
        return (SEARCH_LIMIT, down, tops, tuple(hidden.index(cards) for cards in hidden),
                tuple(cards[-(RUN - 1):] for cards in hidden))
    spaces = down.index(0) if 0 in down else -1
    return (SEARCH_LIMIT, down, tops, tuple(i if d else spaces for i, d in enumerate(down)))


_SHAPERS: dict[tuple[int, ...], Callable[[tuple], Any]] = {}


def _shaper(same: tuple[int, ...]) -> Callable[[tuple], Any]:
    """A tableau's key in the search, from its face-up cards: the same for two tableaux that are
    the same columns in another order (``same`` says which columns are alike, each one's first
    column alike: :func:`_way_context`), i.e. the columns in a fixed order where no other column
    is alike, the others sorted."""
    shaper = _SHAPERS.get(same)
    if shaper is None:
        groups: dict[int, list[int]] = {}
        for i, first in enumerate(same):
            groups.setdefault(first, []).append(i)
        fixed = [i for g in groups.values() if len(g) == 1 for i in g]
        free = [itemgetter(*g) for g in groups.values() if len(g) > 1]
        if not free:
            shaper = tuple  # (the tableau itself)
        else:
            get_fixed = itemgetter(*fixed) if fixed else (lambda t: ())
            if len(free) == 1:
                get_free = free[0]
                shaper = lambda t: (get_fixed(t), tuple(sorted(get_free(t))))  # noqa: E731
            else:
                shaper = lambda t: (get_fixed(t),) + tuple(tuple(sorted(g(t))) for g in free)  # noqa: E731
        if len(_SHAPERS) >= 1024:
            _SHAPERS.clear()
        _SHAPERS[same] = shaper
    return shaper


class _WayMemo:
    """The search's answers, remembered (a Hard player's playouts ask again and again, and its
    re-deals of the face-down cards share the answers: :func:`_way_context`). A search looked
    at to the end without a way on also proves that none of the tableaux it saw has one (all
    they lead to, it saw): they are kept too. Both are cleared when large."""

    ANSWERS = 20_000
    DEAD_ENDS = 300_000

    def __init__(self) -> None:
        self.answers: dict[tuple, tuple[int, Move | None]] = {}
        self.dead: dict[tuple, set] = {}
        self.dead_count = 0

    def answer(self, context: tuple, ups: tuple) -> tuple[int, Move | None] | None:
        found = self.answers.get((context, ups))
        if found is None:
            dead = self.dead.get(context)
            if dead is not None and _shaper(context[3])(ups) in dead:
                return _NONE_LEFT, None
        return found

    def keep(self, context: tuple, ups: tuple, answer: tuple[int, Move | None]) -> tuple[int, Move | None]:
        if len(self.answers) >= self.ANSWERS:
            self.answers.clear()
        self.answers[(context, ups)] = answer
        return answer

    def keep_dead_ends(self, context: tuple, shapes: set) -> None:
        if self.dead_count + len(shapes) > self.DEAD_ENDS:
            self.dead.clear()
            self.dead_count = 0
        self.dead.setdefault(context, set()).update(shapes)
        self.dead_count += len(shapes)


WAY_MEMO = _WayMemo()


@dataclass(eq=False, kw_only=True)
class SpiderState(GameState):
    columns: tuple[tuple[str, ...], ...]  # ten columns, bottom card first
    down: tuple[int, ...]  # how many cards at the bottom of each column are face down
    stock: tuple[str, ...]  # top card last
    removed: tuple[tuple[str, ...], ...]  # the runs removed, each king first
    result: str  # playing, won, gave_up, stuck
    moves_made: int
    deals: int
    idle: int = 0  # moves in a row that turned up no card, removed no run and dealt nothing
    restarts: int = 0
    undos: int = 0  # moves taken back (kept by the session: Game.counts_undos)


class Spider(Game[SpiderState]):
    info = GameInfo(
        id="spider",
        name="Spider",
        keywords=("solitaire",),  # other names the start screen's search finds it by
        family="Patience",
        min_players=1,
        max_players=1,
        description="Patience with two decks: build king-to-ace runs of one suit in ten columns.",
        source="003_568aafc6ffe6d89e.txt, section 'Spider'",
        rules_page="spider.html",
        # (a row for each game played on paper; the app's sheet is of the one game)
        sheet_row="Game", sheet_columns=("Runs removed", "Moves", "Undos"),
        options=(
            OptionSpec("suits", "Suits", "Four suits is the game as written; with two suits or one, long runs "
                       "are much easier to make.", 4, choices=(4, 2, 1)),
        ),
    )

    #: 2: a run over face-down cards no longer counts as finished for the search that decides the
    #: game's end (s34); a game saved before replays as it was played, with :data:`OLD_FINISH`.
    state_version = 2
    old_save_rules = (OLD_FINISH,)  # (no set-up offers it; the sheet's house rules do not name it)

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 2 went on where its search took face-down cards as
        part of a finished run (a "finish" that never came): with the stock empty and nothing
        else leading on, the game now ends there, and such a save's next move was refused on
        replay. It replays as it was played, keeping that end (:data:`OLD_FINISH`)."""
        if state_version < 2 and isinstance(options, dict) and OLD_FINISH not in options:
            return {**options, OLD_FINISH: True}
        return options

    def pieces(self, players: int, options: dict[str, Any]) -> SpiderDeck:
        """ "Shuffle two decks of playing cards together." """
        return SpiderDeck(decks=2, suits=SUIT_CHOICES[options["suits"]])

    def new_state(self, players, options, seed, stack) -> SpiderState:
        order = shuffle(self.pieces(1, options).cards(), seed, 0, stack)
        columns: list[list[str]] = [[] for _ in range(COLUMNS)]
        deal = [c for _ in range(4) for c in range(COLUMNS)] + [0, 1, 2, 3] + list(range(COLUMNS))
        for k, c in enumerate(deal):  # four rows, a fifth card on the first four, one face up each
            columns[c].append(order[k])
        k = len(deal)
        return SpiderState(players=players, options=options, seed=seed, stack=stack,
                           columns=tuple(tuple(c) for c in columns), down=DEAL_DOWN, stock=as_pile(order[k:]),
                           removed=(), result=PLAYING, moves_made=0, deals=0)

    # ----- the turn ---------------------------------------------------------------------------
    def current_player(self, state: SpiderState) -> int | None:
        return 0 if state.result == PLAYING else None

    def run_moves(self, state: SpiderState) -> list[Move]:
        """Every run (of one suit) at the top of a column onto a card one rank higher or an
        empty column (:func:`runs_of`, kept by the column's cards: a computer player's search
        lists the moves of the same columns again and again)."""
        moves: list[Move] = []
        cols = state.columns
        down = state.down
        onto: dict[int, list[int]] = {}  # rank a card must have to go on each column -> columns
        empty: list[int] = []
        for j, other in enumerate(cols):
            if other:
                v = _VALUE[other[-1]] - 1
                at = onto.get(v)
                if at is None:
                    onto[v] = [j]
                else:
                    at.append(j)
            else:
                empty.append(j)
        kept = KEPT.get
        for i, col in enumerate(cols):
            if len(col) <= down[i]:
                continue  # no face-up card
            up = col[down[i]:]
            for value, cards, _ in _RUNS.get(up) or runs_of(up):
                targets = onto.get(value)
                if targets is not None or empty:
                    for j in (targets + empty if targets is not None else empty):
                        if j != i:
                            key = (i, j, cards)
                            move = kept(key)
                            if move is None:
                                move = KEPT(key, lambda: Move(kind=MOVE, src=COLUMN_KEYS[i],
                                                              dst=COLUMN_KEYS[j], cards=cards))
                            moves.append(move)
        return moves

    def can_deal(self, state: SpiderState) -> bool:
        return bool(state.stock) and all(state.columns)

    def compute_legal_moves(self, state: SpiderState) -> list[Move]:
        if state.result != PLAYING:
            return []
        return (self.run_moves(state) + ([DEAL_MOVE] if self.can_deal(state) else [])
                + ([RESTART_MOVE] if state.moves_made else []) + [GIVE_UP_MOVE])

    def explain(self, state: SpiderState, move: Move) -> str:
        if state.result != PLAYING:
            return "The game is over."
        kind = move.get("kind")
        if kind == RESTART:
            return "Nothing has been moved yet."
        if kind == DEAL:
            if not state.stock:
                return "The stock is empty: there is nothing left to deal."
            return "No empty spaces may be present in the tableau to deal from the stock: fill them first."
        if kind != MOVE:
            return "That is not a move in Spider."
        src, dst, cards = move.get("src"), move.get("dst"), move.get("cards")
        # (no ``dst``: the cards pressed on the table, which have nowhere to go: where they may)
        if src not in COLUMN_KEYS or (dst is not None and dst not in COLUMN_KEYS):
            return "Move cards from one column to another."
        if not isinstance(cards, tuple) or not cards or not all(isinstance(c, str) and c in RANK_OF for c in cards):
            return "Say which cards to move."
        i = COLUMN_KEYS.index(src)
        col = state.columns[i]
        n = len(cards)
        if dst == src:
            return "The cards are already there."
        if col[-n:] != cards or n > len(col) - state.down[i]:
            return "Only face-up cards at the bottom of a column can be moved."
        if n > suited_run_length(col, state.down[i]):
            return "Cards may only be moved as a unit if they are all of the same suit, each one lower."
        if dst is None:
            what = capitalized(cards_below(cards))
            if RANK_OF[cards[0]] == "K":
                return f"{what} can only go to an empty column, and there is none now."
            return (f"{what} can only go on a card one rank higher (a {RANKS[rank_of(cards[0])]}) at the bottom "
                    "of a column, or to an empty column, and there is none now.")
        j = COLUMN_KEYS.index(dst)
        other = state.columns[j]
        if other and not fits_on(cards[0], other[-1]):
            if RANK_OF[cards[0]] == "K":
                return "Kings are high and cannot be played on any other card (but can be moved to an empty space)."
            return (f"The {card_name(cards[0])} can only go on a card one rank higher "
                    f"(a {RANKS[rank_of(cards[0])]}), not on the {card_name(other[-1])}.")
        return "That move is not allowed now."

    def perform(self, state: SpiderState, move: Move) -> Applied:
        kind = move.kind
        if kind == GIVE_UP:
            return Applied(state.replace(result=GAVE_UP), (Event(f"{state.players[0]} gave up.", "game_over", winners=[]),))
        if kind == DEAL:
            return self._deal(state)
        if kind == RESTART:
            fresh = self._fresh(state)
            return Applied(fresh.replace(restarts=state.restarts + 1, undos=state.undos),
                           (Event("The same deal again, from the beginning.", "dealt"),))
        i, j = COLUMN_KEYS.index(move["src"]), COLUMN_KEYS.index(move["dst"])
        cards = move["cards"]
        columns = list(state.columns)
        down = list(state.down)
        columns[i] = columns[i][:-len(cards)]
        columns[j] = columns[j] + tuple(cards)
        who = state.players[0]
        moves = "move" if who == "You" else "moves"  # (the one player may be named "You")
        events = [Event.of(f"{who} {moves} {cards_below(cards)} from column {i + 1} to column {j + 1}.", "card_moved",
                           {"cards": list(cards), "src": move["src"], "dst": move["dst"]})]
        turned = self._turn_up(columns, down, i)
        events += turned
        return self._settle(state, [j], events, columns, down, moves_made=state.moves_made + 1,
                            idle=0 if turned else state.idle + 1)

    def _fresh(self, state: SpiderState) -> SpiderState:
        """The game's deal as it began (states never change: one made for a seed is kept, so
        a search that tries "restart" does not shuffle 104 cards each time)."""
        try:
            key = (state.players, state.seed, state.stack, tuple(sorted(state.options.items())))
            fresh = _FRESH.get(key)
        except TypeError:  # an option value that cannot be a key: not kept
            return self.new_state(state.players, state.options, state.seed, state.stack)
        if fresh is None:
            if len(_FRESH) >= 256:
                _FRESH.clear()
            fresh = _FRESH[key] = self.new_state(state.players, state.options, state.seed, state.stack)
        return fresh

    def _turn_up(self, columns: list[tuple[str, ...]], down: list[int], i: int) -> list[Event]:
        """ "When face-down cards are exposed, they are turned face-up." """
        if columns[i] and down[i] >= len(columns[i]):
            down[i] = len(columns[i]) - 1
            card = columns[i][-1]
            return [Event.of(f"The {card_name(card)} is turned up in column {i + 1}.", "card_turned",
                             {"card": card, "zone": COLUMN_KEYS[i]})]
        return []

    def _deal(self, state: SpiderState) -> Applied:
        """ "ten cards are dealt from the stock, one on each of the tableau piles" """
        stock = state.stock
        columns = list(state.columns)
        for c in range(COLUMNS):
            columns[c] = columns[c] + (stock[-1],)
            stock = stock[:-1]
        new = state.replace(columns=tuple(columns), stock=stock, deals=state.deals + 1,
                            moves_made=state.moves_made + 1, idle=0)
        left = len(stock) // COLUMNS
        events = [Event(f"Ten cards dealt from the stock ({left} deal{'' if left == 1 else 's'} left).", "dealt",
                        src="stock", dst=list(COLUMN_KEYS))]
        return self._settle(new, list(range(COLUMNS)), events)

    def _settle(self, state: SpiderState, touched: list[int], events: list[Event],
                columns: list[tuple[str, ...]] | None = None,
                down: list[int] | None = None, **changes: Any) -> Applied:
        """ "If a sequence of thirteen cards of the same suit, from king down to ace, is built,
        the entire sequence is removed from play." Then: won, or stuck with no stock and no
        useful move. ``columns``, ``down`` and ``changes``: the move's own, made in the same
        copy of the state."""
        columns = list(state.columns) if columns is None else columns
        down = list(state.down) if down is None else down
        removed = state.removed
        for c in touched:
            col = columns[c]
            if finished_run(col, down[c]):
                removed = removed + (col[-RUN:],)
                columns[c] = col[:-RUN]
                suit = SUIT_NAMES[SUIT_OF[col[-1]]]
                events.append(Event(f"A run of {suit} from king to ace is removed from play.", "card_moved",
                                    cards=list(col[-RUN:]), src=COLUMN_KEYS[c], dst=RUN_KEYS[len(removed) - 1]))
                events += self._turn_up(columns, down, c)
        if len(removed) > len(state.removed):
            changes["idle"] = 0
        fields = state.fields_copy()
        fields["columns"] = tuple(columns)
        fields["down"] = tuple(down)
        fields["removed"] = removed
        fields.update(changes)
        new = state.of_fields(fields)
        if len(removed) == RUNS:
            events.append(Event(f"All 104 cards are removed: {state.players[0]} has won!", "game_over", winners=[0]))
            return Applied(new.replace(result=WON), tuple(events))
        if not new.stock and self.way_on(new, old=new.options.get(OLD_FINISH, False)) is None:
            events.append(Event("The stock is empty and no useful move is left: the game is over.", "game_over",
                                winners=[]))
            return Applied(new.replace(result=STUCK), tuple(events))
        if new.stock and sum(map(len, new.columns)) < COLUMNS:
            # "No empty spaces may be present in the tableau for cards to be dealt": every column
            # needs a card, so no deal can ever be made, and fewer than thirteen cards can never
            # make a run: the game cannot be won
            events.append(Event(STUCK_FEW_TEXT + ": the game is over.", "game_over", winners=[]))
            return Applied(new.replace(result=STUCK), tuple(events))
        if new.idle >= IDLE_LIMIT:
            events.append(Event(f"{IDLE_LIMIT} moves without turning up a card, removing a run or dealing: "
                                "no useful move is being found, and the game is over.", "game_over", winners=[]))
            return Applied(new.replace(result=STUCK), tuple(events))
        return applied(new, tuple(events))

    # ----- the computer's sense ---------------------------------------------------------------
    def ai_move_scores(self, state: SpiderState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense (and the policy of the Hard player's playouts).

        It never makes a pointless move. Each move is weighed by what it does to the tableau
        (:meth:`_gain`: cards turned up, runs removed, links of one suit, cards left over
        face-down ones, links of mixed suits, empty columns). A move that makes it clearly
        better (turns up a card, removes a run, joins a run to its own suit, clears a run off
        a column that still hides cards) is played for itself, the largest gain first; a move
        that gains less, or loses a little, only as a step aside: when the move after it gains
        more than it cost (a run put into an empty column or on another card so that the card
        it covered can move). A move that gains nothing (moving a card back and forth, taking a
        run off its own suit) is never played. When nothing gains it deals ("When no further
        moves are possible or desired, ten cards are dealt from the stock"); if an empty column
        stops the deal ("No empty spaces may be present in the tableau for cards to be dealt
        from the stock") it fills it first with the run whose move costs least.

        So every move it plays, or every step aside with the move after it, makes the tableau
        strictly better and it cannot go round in circles. The only move that may make it worse
        is that fill; so emptying a column while the stock has cards counts only when something
        gains after it, or a later fill costs less than the emptying gained (otherwise the run
        would be moved back into the column it filled, and out again). It never restarts. The
        game mostly ends by itself: when no useful move is left, or when fewer than ten cards
        are left on the table with the stock not empty (no deal can be made). It gives up where
        the game would go on only round in circles: the stock empty, no move but fills and
        moves that gain nothing, and the search for a way on stopped at its limit without
        finding one (it moved the 8 and 7 of hearts back and forth there until the 50-move
        rule ended the game: four suits, seed 18)."""
        return self._move_scores(state, moves)

    def _move_scores(self, state: SpiderState, moves: list[Move], seen_only: bool = False) -> list[float]:
        """:meth:`ai_move_scores`; ``seen_only``: its search for a way on from what the player
        sees (the hint, :meth:`search_way`)."""
        gains = [self._gain(state, m) if m.kind == MOVE else (0.0, False) for m in moves]
        # Looking one move ahead costs a list of moves each: only where it can change the choice.
        firm = max([g for g, empties in gains if g >= FIRM and not empties], default=0.0)
        out = []
        for move, (gain, empties) in zip(moves, gains):
            if move.kind in (GIVE_UP, RESTART):
                out.append(-100.0)
            elif move.kind == DEAL:
                out.append(DEAL_SCORE)  # below every move that gains, above every other move
            elif move.kind == MOVE:
                out.append(self._move_sense(state, move, gain, empties, firm))
            else:
                out.append(0.0)
        if not state.stock and (max(out, default=-1.0) <= 0.0 or state.idle >= SEARCH_AFTER or seen_only):
            # no deal is left and nothing gains, or its moves have turned nothing up for a while
            # (joining runs of one suit back and forth): the next step of the shortest way that
            # turns a card up or finishes a run (through empty columns), so the game is not left
            # going round in circles where a person could go on. The hint follows that way at
            # once: its sense and the search took turns, the 2 and ace of spades onto the 3 of
            # hearts (a link, and a column emptied) and back into the space (the search's way)
            way = self.search_way(state, guess=False, seen_only=seen_only)
            if way is not None and way in moves:
                out[moves.index(way)] = max(out, default=0.0) + 1.0
            elif GIVE_UP_MOVE in moves and max((score for m, score in zip(moves, out) if m.kind == MOVE),
                                               default=-100.0) < DEAL_SCORE:
                # no way on found (the search stopped at its limit: else the game would be over)
                # and nothing but fills and moves that gain nothing: they could only go round in
                # circles until the 50-move rule, so it gives up
                out[moves.index(GIVE_UP_MOVE)] = 0.0
        return out

    def _gain(self, state: SpiderState, move: Move) -> tuple[float, bool]:
        """How much better the tableau is after a move (a change of one measure of the whole
        tableau, so that moves that each gain can never lead back): a card turned up 1000, a run
        removed 500, a link of one suit (a card on the card one rank higher of its suit) 10, a
        run of one suit fewer on a column that still hides cards 4, a link of mixed suits 3, an
        empty column 5. Also whether the move only empties a column (turns up no card and
        removes no run)."""
        i, j = COLUMN_KEYS.index(move["src"]), COLUMN_KEYS.index(move["dst"])
        cards = move["cards"]
        col, other = state.columns[i], state.columns[j]
        left = len(col) - len(cards)
        turned = left > 0 and state.down[i] == left
        gain = W_TURN if turned else 0.0
        if left and not turned:  # the link the run leaves
            below = col[left - 1]
            if _VALUE[below] == _VALUE[cards[0]] + 1:
                gain -= W_SUIT if SUIT_OF[below] == SUIT_OF[cards[0]] else W_MIXED
                if SUIT_OF[below] != SUIT_OF[cards[0]] and state.down[i]:
                    gain += W_OVER  # one run fewer over the face-down cards
            elif state.down[i]:
                gain += W_OVER
        removed = False
        if other:  # the link it makes (a legal move always fits)
            if SUIT_OF[other[-1]] == SUIT_OF[cards[0]]:
                gain += W_SUIT
                removed = _VALUE[cards[-1]] == 1 and finished_run(other + cards, state.down[j])
                if removed:
                    gain += W_RUN
            else:
                gain += W_MIXED
                if state.down[j]:
                    gain -= W_OVER  # one run more over face-down cards
        else:
            gain -= W_SPACE
        if not left:
            gain += W_SPACE
        return gain, not left and not turned and not removed

    def _move_sense(self, state: SpiderState, move: Move, gain: float, empties: bool, firm: float) -> float:
        """A move's score from its gain (:meth:`_gain`); ``firm``: the largest gain of a move
        played for itself in this position."""
        cards = move["cards"]
        i = COLUMN_KEYS.index(move["src"])
        if gain > 0 and empties and state.stock and gain >= firm:
            after = self._after(state, move)
            if not self._best_gain(after) and gain + self._best_fill(after) <= 0:
                gain = 0.0  # emptied for nothing: it would be filled again, at a loss, to deal
        if gain >= FIRM or (gain > 0 and empties):
            # ties: turn up the column with the fewest cards still face down, make longer runs
            return gain + 0.05 * (5 - min(5, state.down[i])) + 0.01 * len(cards)
        if not firm:
            net = gain + self._best_gain(self._after(state, move))
            if net > 0:
                # a step aside so that the next move gains more than this one loses (a run moved
                # to another card or into a space to free the card under it): better than a deal
                return -0.95 + 0.9 * min(net, 1010.0) / 1010.0
        if self._fills(state, move):
            return -5.0 + 0.01 * self._fill_value(state, move, gain)  # to fill a space, to deal
        return -20.0 + gain  # pointless: back and forth, or worse

    def _fill_value(self, state: SpiderState, move: Move, gain: float) -> float:
        """How good a run is to fill an empty column with: the cheapest move (in :meth:`_gain`),
        then a king (it can go nowhere else), then one that uncovers a card another run fits."""
        cards = move["cards"]
        i = COLUMN_KEYS.index(move["src"])
        col = state.columns[i]
        value = gain + (0.5 if RANK_OF[cards[0]] == "K" else 0.0)
        if self._takes(state, col[len(col) - len(cards) - 1], i):
            value += 0.3
        return value

    def _takes(self, state: SpiderState, card: str, skip: int) -> bool:
        """Whether a run at the top of another column could go on ``card``."""
        want = _VALUE[card] - 1
        for k, col in enumerate(state.columns):
            if k == skip or not col:
                continue
            n = suited_run_length(col, state.down[k])
            if any(_VALUE[c] == want for c in col[len(col) - n:]):
                return True
        return False

    def _after(self, state: SpiderState, move: Move) -> SpiderState:
        """The tableau after a move that turns up no card and removes no run (for a look ahead)."""
        i, j = COLUMN_KEYS.index(move["src"]), COLUMN_KEYS.index(move["dst"])
        cards = move["cards"]
        columns = list(state.columns)
        columns[i] = columns[i][:len(columns[i]) - len(cards)]
        columns[j] = columns[j] + tuple(cards)
        return state.replace(columns=tuple(columns))

    def _best_gain(self, state: SpiderState) -> float:
        """The largest gain of a move played for itself that does more than empty a column (0
        if none)."""
        best = 0.0
        for m in self.run_moves(state):
            gain, empties = self._gain(state, m)
            if gain >= FIRM and gain > best and not empties:
                best = gain
        return best

    def _best_fill(self, state: SpiderState) -> float:
        """The gain of the cheapest fill of an empty column (a large loss if there is none)."""
        best = -1000.0
        for m in self.run_moves(state):
            if self._fills(state, m):
                best = max(best, self._gain(state, m)[0])
        return best

    # ----- hints ------------------------------------------------------------------------------
    def useful(self, state: SpiderState, move: Move) -> bool:
        """A move that turns up a card, empties a column (onto a card), or puts a run on a card
        of its own suit that it did not already sit on ("no useful moves are possible")."""
        i, j = COLUMN_KEYS.index(move["src"]), COLUMN_KEYS.index(move["dst"])
        cards = move["cards"]
        col, other = state.columns[i], state.columns[j]
        left = len(col) - len(cards)
        if left and state.down[i] == left:
            return True  # a face-down card is turned up
        if not left:
            return bool(other)  # an empty column made (moving a whole column to a space is not)
        if not other:
            return False
        below = col[left - 1]
        same_now = SUIT_OF[below] == SUIT_OF[cards[0]] and fits_on(cards[0], below)
        return SUIT_OF[other[-1]] == SUIT_OF[cards[0]] and not same_now

    def useful_moves(self, state: SpiderState) -> list[Move]:
        return [m for m in self.run_moves(state) if self.useful(state, m)]

    def way_on(self, state: SpiderState, seen_only: bool = False, old: bool = False) -> Move | None:
        """The first move of a sequence of moves that turns up a face-down card or finishes a
        king-to-ace run ("Game play continues until the game is won or no useful moves are
        possible"), or None if there is none. A step through empty columns counts: with two
        spaces, the 8-7-6 goes into one and the 10 above the face-down cards into the other,
        turning a card up (the tester's Spider, seed 2, was ended there). The search looks at
        no more than :data:`SEARCH_LIMIT` tableaux; past that it answers with a useful move or
        the first move, so a game is never ended early (going round in circles still ends it).
        ``seen_only``: from what the player sees (the hint: :meth:`search_way`); ``old``: the
        search of a game saved before state version 2 (:data:`OLD_FINISH`)."""
        useful = self.useful_moves(state)
        if useful:
            return useful[0]
        return self.search_way(state, seen_only=seen_only, old=old)

    def search_way(self, state: SpiderState, guess: bool = True, seen_only: bool = False,
                   old: bool = False) -> Move | None:
        """The first move of the shortest sequence of moves that turns up a face-down card or
        finishes a run (None if there is none; past :data:`SEARCH_LIMIT` tableaux, the first
        move looked at if ``guess``, else None). Each move along it brings that card one move
        nearer. The answer is remembered (:class:`_WayMemo`): the computer's playouts ask it
        again and again of the same face-up cards.

        No face-down card counts as part of a run, for anyone: a run is finished as the game
        removes it, thirteen cards face up (:func:`finished_run`). ``seen_only``: from what the
        player sees, for the hint: not even a column's top card where it shows none is read
        (:func:`_way_context`). A computer player asks without it: it is given a re-deal of
        what it cannot see (:meth:`Game.determinize`), never the cards themselves. ``old``: as
        the search was before state version 2 (:data:`OLD_FINISH`: the game's own end only)."""
        # The search makes up to some ten thousand tuples and lists, none in a cycle: the cyclic
        # collector's pauses on the way found nothing to free and took about a fifth of the time
        # of a Hard player's game (s30), more in a process holding many objects.
        with no_gc_pauses():
            outcome, move = self._way_search(state, seen_only, old)
        return None if outcome == _CUT and not guess else move

    def _way_search(self, state: SpiderState, seen_only: bool = False, old: bool = False) -> tuple[int, Move | None]:
        """The search of :meth:`search_way`: (_FOUND, the first move), (_NONE_LEFT, None) or
        (_CUT, the first move looked at when :data:`SEARCH_LIMIT` tableaux were seen).

        Breadth first, a move's tableaux in the order :meth:`run_moves` lists its moves. A
        tableau is its columns' face-up cards (``ups``); the face-down cards never move (a move
        that would uncover one ends the search), so they are fixed for the whole search: their
        number in each column (and a column's top card where it shows none:
        :func:`_way_context`), and which columns are alike (two such columns may swap their
        face-up cards and it is the same tableau, as when both are empty). A run is finished
        as the game removes it (:func:`finished_run`): thirteen cards face up (``old``: as it was
        before state version 2, :func:`_old_finish`)."""
        columns, down = state.columns, state.down
        ups = tuple(c[d:] for c, d in zip(columns, down))
        context = _way_context(columns, down, ups, seen_only, old)
        memo = WAY_MEMO.answer(context, ups)
        if memo is not None:
            return memo
        first_moves = self.run_moves(state)
        if not first_moves:
            return WAY_MEMO.keep(context, ups, (_NONE_LEFT, None))
        shape = _shaper(context[3])
        tops = context[2]
        tails = context[4] if len(context) > 4 else None  # (the old search's face-down cards)
        seen = {shape(ups)}
        limit = SEARCH_LIMIT
        steps = self._steps
        # the start's moves one at a time, each its own first move; then every tableau's moves
        frontier: list[tuple[Tableau, Move, tuple[Step, ...] | None]] = []
        for m in first_moves:
            a, cards = COLUMN_KEYS.index(m["src"]), m["cards"]
            run = (_VALUE[cards[0]], cards, ups[a][:-len(cards)])
            frontier.append((ups, m, ((a, COLUMN_KEYS.index(m["dst"]), run),)))
        while frontier:
            nxt: list[tuple[Tableau, Move, tuple[Step, ...] | None]] = []
            for here, first, moves in frontier:
                for a, b, (_, cards, rest) in (moves if moves is not None else steps(here, tops)):
                    up_b = here[b]
                    if not rest:  # the column's face-up cards, all of them
                        if down[a]:
                            return WAY_MEMO.keep(context, ups, (_FOUND, first))  # a card is turned up
                        if not up_b and not down[b]:
                            continue  # a whole column into a space: the same tableau
                    to = up_b + cards
                    if _VALUE[cards[-1]] == 1 and (finished_run(to) if tails is None  # (``to``: face up only)
                                                   else _old_finish(to, tails[b])):
                        return WAY_MEMO.keep(context, ups, (_FOUND, first))  # a run is finished
                    after = list(here)
                    after[a] = rest
                    after[b] = to
                    tableau = tuple(after)
                    k = shape(tableau)
                    if k in seen:
                        continue
                    if len(seen) >= limit:  # not looked at to the end: the game is not ended early
                        return WAY_MEMO.keep(context, ups, (_CUT, first))
                    seen.add(k)
                    nxt.append((tableau, first, None))
            frontier = nxt
        WAY_MEMO.keep_dead_ends(context, seen)
        return WAY_MEMO.keep(context, ups, (_NONE_LEFT, None))

    @staticmethod
    def _steps(ups: Tableau, tops: tuple[str | None, ...]) -> list[Step]:
        """:meth:`run_moves` of a tableau in the search (face-up cards ``ups``; ``tops``: a
        column's top face-down card where it has no face-up card), as (from, to, run), in the
        same order."""
        onto: dict[int, list[int]] = {}
        empty: list[int] = []
        for j, up in enumerate(ups):
            top = up[-1] if up else tops[j]
            if top is None:
                empty.append(j)
            else:
                v = _VALUE[top] - 1
                at = onto.get(v)
                if at is None:
                    onto[v] = [j]
                else:
                    at.append(j)
        steps: list[Step] = []
        for i, up in enumerate(ups):
            for run in _RUNS.get(up) or runs_of(up):
                value = run[0]
                targets = onto.get(value)
                if targets is not None:
                    for j in targets + empty if empty else targets:
                        if j != i:
                            steps.append((i, j, run))
                elif empty:
                    for j in empty:
                        if j != i:
                            steps.append((i, j, run))
        return steps

    def suggested_move(self, state: SpiderState, seat: int = 0) -> Move | None:
        """The move the prompt's hint names (:meth:`hint`), which Help > Hint lights too: the
        Medium player's move on the table where it is better than a deal (a step aside too: the
        3 of diamonds onto the 4 of spades, to free the 5 of hearts under it for the 6 of
        diamonds, turning up a card; "deal ten" was hinted there), else the deal (where an empty
        column stops it, the Medium player's fill). With the stock empty: a step of the search's
        way on, looked at to where it leads (never its guess), else a useful move. None where
        there is none of them (or the game is over). Following it never leads back to a tableau
        (s34 t4 #1, #2). Advice to the player: from what she sees only (the face-up cards, and
        how many are face down: ``seen_only``)."""
        if state.result != PLAYING:
            return None
        moves = self.run_moves(state)
        scores = self._move_scores(state, moves, seen_only=True)
        scored = [(score, len(m["cards"]), i) for i, (m, score) in enumerate(zip(moves, scores))]
        best_score, _, at = max(scored, default=(-100.0, 0, -1))
        if best_score > DEAL_SCORE:
            moves = [moves[at]]
        elif state.stock:
            # the deal, else (an empty column stops it) the fill the Medium player makes. Not a
            # "useful" move it finds pointless: emptying a column onto a card where the fill it
            # then needs costs as much (the 8 to 4 of spades back onto the 9 of spades, then
            # into the space again to deal, and back, until the 50-move limit: s34 t4 #2)
            fills = [(score, len(m["cards"]), i) for (score, _, i), m in zip(scored, moves) if self._fills(state, m)]
            moves = [moves[max(fills)[2]]] if fills and not self.can_deal(state) else []
        else:
            # a step (through an empty column) of a way on the search found: each step brings a
            # card turned up or a run finished nearer, so following the hint never leads back.
            # Not its guess where it stopped looking (the first move it looked at): from the next
            # tableau its guess was the same move back, and the hint sent the 7 of hearts from
            # column 5 to column 8 and back until the 50-move limit ended the game (s34 t4 #1)
            way = self.search_way(state, guess=False, seen_only=True)
            moves = [way] if way is not None else self.useful_moves(state)
        if moves:
            return max(moves, key=lambda m: len(m["cards"]))
        return DEAL_MOVE if self.can_deal(state) else None

    @staticmethod
    def _fills(state: SpiderState, move: Move) -> bool:
        """Whether a move fills an empty column with part of a column (all of it leaves a space)."""
        col = state.columns[COLUMN_KEYS.index(move["src"])]
        return not state.columns[COLUMN_KEYS.index(move["dst"])] and len(move["cards"]) < len(col)

    def hint(self, state: SpiderState) -> str:
        """The prompt's hint in words: the :meth:`suggested_move` (the one Help > Hint lights),
        else how to go on without one: fill the empty columns to deal, or give up (or undo):
        "no useful move is left", or, where the search stopped looking before its end, that it
        stopped (the game goes on: a way on may lie further than it looks). It said "no useful
        move can be found: undo, or give up", as if it had looked everywhere (s34's note)."""
        if state.result != PLAYING:
            return ""
        move = self.suggested_move(state)
        if move is not None and move.kind == MOVE:
            return self.move_words(move)
        if move is not None:
            return "deal ten from the stock"
        if state.stock:
            return f"fill the empty column{'s' if sum(not c for c in state.columns) > 1 else ''}, then deal"
        if self.search_way(state, guess=True, seen_only=True) is not None:
            # the search stopped looking before its end: there may be a way on, too far to see
            # (the game goes on; going round in circles ends it)
            return "no way on was found, though not every line of play was tried: undo, or give up"
        return "no useful move is left: undo, or give up"

    @staticmethod
    def move_words(move: Move) -> str:
        """ "move the 10 of clubs from column 8 to column 6": a move of the tableau in words."""
        return (f"move the {card_name(move['cards'][0])} from column {COLUMN_KEYS.index(move['src']) + 1} "
                f"to column {COLUMN_KEYS.index(move['dst']) + 1}")

    def hint_words(self, state: SpiderState, move: Move) -> str | None:
        """Help > Hint in the prompt's words (it said "move the jack of spades to column 3." where
        the prompt said "... from column 8 to column 3")."""
        return self.move_words(move) + "." if move.kind == MOVE else None

    #: Decided: the sheet counts the moves taken back (the text says nothing of undo).
    counts_undos = True

    def can_undo(self, before: SpiderState, move: Move, after: SpiderState | None = None) -> bool:
        """Decided: undo without limit, deals and turned cards too (one player, nobody misled)."""
        return True

    # ----- the end ----------------------------------------------------------------------------
    def is_over(self, state: SpiderState) -> bool:
        return state.result != PLAYING

    def scores(self, state: SpiderState) -> list[int]:
        """Runs removed."""
        return [len(state.removed)]

    def winners(self, state: SpiderState) -> list[int]:
        return [0] if state.result == WON else []

    def score_sheet(self, state: SpiderState) -> "ScoreSheet":
        """The game on one row: runs removed, moves (deals included), undos, and the result.

        Decided (the text says nothing of undo): undo has no limit, and the sheet shows how many
        moves were taken back ("Undos"), so a game won without undoing shows it: 0."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        result = {PLAYING: "playing", WON: "won", GAVE_UP: "gave up", STUCK: "no useful move left"}[state.result]
        runs = f"{len(state.removed)} of 8 runs removed"
        goal = {PLAYING: "remove all eight runs of king to ace to win", WON: "all eight runs removed",
                GAVE_UP: f"given up with {runs}", STUCK: f"no useful move left, {runs}"}[state.result]
        row = ScoreRow(self.info.sheet_row, ((len(state.removed), state.moves_made, state.undos),),
                       marked=(0,) if state.result == WON else ())
        return ScoreSheet(
            title="Spider score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=(row,)),),
            totals=(len(state.removed),), winners=(0,) if state.result == WON else (),
            notes=(f"Result: {result}; {state.deals} of 5 deals made; restarted {state.restarts} "
                   f"time{'' if state.restarts == 1 else 's'}. Won when all eight runs of king to ace are removed "
                   "(104 cards). Moves count deals (a restart starts them again at 0). Undos: how many "
                   "moves were taken back in the whole game (a restart keeps the count).",),
            extra={"goal": goal},  # (one player: nobody "leads", and the highest total does not win)
        )

    def status(self, state: SpiderState) -> str:
        deals = len(state.stock) // COLUMNS
        runs = f"{len(state.removed)} of 8 runs removed, {deals} deal{'' if deals == 1 else 's'} left"
        if state.result == WON:
            return "You have won: every run is removed!"
        if state.result == GAVE_UP:
            return f"Given up ({runs})."
        if state.result == STUCK:
            if state.stock and sum(map(len, state.columns)) < COLUMNS:
                return f"{STUCK_FEW_TEXT} ({runs})."
            return f"No useful move is left ({runs})."
        return f"Build runs of one suit from king to ace; {runs}."

    # (no prompt of its own: the prompt carried a hint nobody asked for, which in a game of
    # patience gives the answer away, s38 t4 #8; H still gives one: Help > Hint)

    def widest_prompt(self, state: SpiderState) -> str:
        """The longest prompt while the game is played: the buttons and the columns laid out after
        it stand still while it changes ("1 deal left", "5 deals left")."""
        return "Build runs of one suit from king to ace; 8 of 8 runs removed, 5 deals left."

    def asks_first(self, state: SpiderState, move: Move) -> str:
        """ "Give up" sits beside "Deal ten": one click ended the game at once. "Restart" too: one
        click threw every move away (Undo brings them back, but a family would not know that)."""
        if move.kind == GIVE_UP:
            return "Give up this game?"
        if move.kind == RESTART:
            return "Restart this game from the beginning, with the same deal?"
        return ""

    def standing_buttons(self, state: SpiderState) -> tuple[Move, ...]:
        """ "Deal ten", "Restart" and "Give up" from the deal on, greyed while not legal: "Restart"
        appeared after the first move where "Deal ten" had been (and "Deal ten" went whenever a
        column was empty), so the buttons moved under the mouse."""
        return (DEAL_MOVE, RESTART_MOVE, GIVE_UP_MOVE)

    def move_label(self, state: SpiderState, move: Move) -> str:
        return {DEAL: "Deal ten", GIVE_UP: "Give up", RESTART: "Restart"}.get(move.kind, "")

    # ----- what the player sees --------------------------------------------------------------------
    def zones(self, state: SpiderState) -> list[Zone]:
        zones = [Zone(COLUMN_KEYS[c], col, Seen.ALL, role=Role.TABLEAU,
                      per_card=(Seen.NOBODY,) * state.down[c] + (Seen.ALL,) * (len(col) - state.down[c]),
                      label=f"Column {c + 1}", fan="down")
                 for c, col in enumerate(state.columns)]
        zones.append(Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK, label="Stock"))
        zones += [Zone(RUN_KEYS[k], tuple(reversed(state.removed[k])) if k < len(state.removed) else (), Seen.ALL,
                       role=Role.FOUNDATION, label=f"Run {k + 1}") for k in range(RUNS)]
        return zones

    def with_zones(self, state: SpiderState, cards: dict[str, tuple[str, ...]]) -> SpiderState:
        columns = tuple(cards.get(COLUMN_KEYS[c], col) for c, col in enumerate(state.columns))
        removed = tuple(tuple(reversed(cards[RUN_KEYS[k]])) if RUN_KEYS[k] in cards else run
                        for k, run in enumerate(state.removed))
        return state.replace(columns=columns, stock=cards.get("stock", state.stock), removed=removed)

    def public(self, state: SpiderState) -> dict[str, Any]:
        return {"result": state.result, "moves": state.moves_made, "deals": state.deals, "idle": state.idle,
                "deals_left": len(state.stock) // COLUMNS, "runs_removed": len(state.removed),
                "down": list(state.down)}


GAME = Spider()
