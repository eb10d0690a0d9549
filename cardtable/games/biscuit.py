"""Biscuit, a tableau game for the Decktet by David L. Van Slyke (rules text by P. D. Magnus,
``000_1132b2295c69cbc8.txt``).

Set-up: 2 to 4 players. "Deal each player six cards. Deal one card face down in the middle of the
table and another card face up crossways on top of it. The remaining cards form the draw pile."
"The player to the left of the dealer takes the first turn."

The turn: "choose one card from your hand and place it to extend one of the lines of cards. The
card you play must match at least one suit with the card adjacent to it in line." With no card
to play "you must draw a card. You may play it immediately if possible. Then it is the next
players' turn." With the pile empty "the player does not draw and play continues".

Cross lines: a main-line card "the same rank as the initial face up card" opens a cross line,
played "up or down from the cross card"; "the initial face up card is not a cross card"; cards in
cross lines "cannot start cross lines".

Scoring (each a small function below): straights score their length; elevensies make opponents
draw; hot biscuit 2, hot cross biscuit 4, biscuit 1; going out 5 plus 1 per Ace or Crown and 2
per number card left in the opponents' hands. A stale hand has "no penalty".

Options (all off by default): the Excuse, the Pawns and the Courts (the extended deck, each on its
own), Partner Biscuit for four, a target score.

Decisions where the text is vague (also on the in-app rules page):

* For elevensies an Ace counts 1 and a Crown 10 (the Pawn sentence, "a Pawn can make elevensies
  with an Ace ... with a Crown, or with another Pawn", only adds up that way).
* "Matches" in the biscuit rules means the same rank (the Crown example's Crowns share no suit).
* The ends of a line are its two outermost cards. A cross line with cards on one side only ends
  at its cross card on the other side; a cross line with no cards yet is its cross card alone.
* A biscuit is 1 point per end card of *another* line with the played card's rank; each card is
  counted once, and a card already counted as the hot (cross) biscuit is not counted again.
* The Excuse has no rank: no straights, elevensies, biscuits or cross lines with it; it is worth
  nothing when going out. If it is the initial card, there are no cross lines.
* Courts without Pawns act as Pawns do (1 or 10 for elevensies, between 9 and Crown, 3 when going
  out); with both, each Pawn and Court is worth 3 when going out.
* Elevensies in a four-player game without partners, with two or more tied for fewest cards: the
  first of them in turn after the player draws. An opponent draws only while the pile has cards.
* A player draws only when no card in hand can be played. After drawing, the player plays the
  card drawn or keeps it (the turn does not pass by itself, which would show everybody that the
  card does not fit).
* The hand is stale when the pile is empty and nobody can play; it ends at once (nobody would
  do anything but pass).
* A game is one hand dealt by each player (an option sets another number of hands); the highest
  total wins, ties share. Option: a target score ends the game after the hand in which somebody
  (a team, with partners) reaches it.
* Who deals the first hand: the text does not say, so the General Rules of the family's rule
  book (004_312affb30e9b3af0.txt) do: "When dealing the cards for the first round the dealer is
  randomly selected unless the rules state differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals; "The player
  to the left of the dealer takes the first turn", and the deal passes left. House rule
  ``first_dealer``: the last player named deals, so the first named plays first (as every game
  did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.decktet import ACE, CARDS, COURT, CROWN, PAWN, Decktet, card_said, rank_value, suits_of
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec, applied
from ..core.rng import shuffle
from ..core.zones import Role, Seen, Zone
from ..core.words import capitalized, listed
from .lookup import KeptMoves

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PLAY, DRAW, PASS, NEXT_HAND = "play", "draw", "pass", "next_hand"
DRAW_MOVE, PASS_MOVE, NEXT_HAND_MOVE = Move(kind=DRAW), Move(kind=PASS), Move(kind=NEXT_HAND)
PLAYING, DRAWN, HAND_OVER, GAME_OVER = "play", "drawn", "hand_over", "game_over"
MAIN = "main"
LEFT, RIGHT, UP, DOWN = "left", "right", "up", "down"
HAND_SIZE = 6

HOT_BISCUIT, HOT_CROSS_BISCUIT, BISCUIT = 2, 4, 1
GOING_OUT = 5


@dataclass(frozen=True)
class Cross:
    """A cross line: its cross card (in the main line) and the cards above and below it,
    nearest first."""

    card: str
    up: tuple[str, ...] = ()
    down: tuple[str, ...] = ()

    def line(self) -> tuple[str, ...]:
        """Top to bottom, the cross card included."""
        return tuple(reversed(self.up)) + (self.card,) + self.down


@dataclass(eq=False, kw_only=True)
class BiscuitState(GameState):
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]  # the draw pile, top card last
    under: str  # the card face down under the initial card
    main: tuple[str, ...]  # the main line, left to right
    initial: int  # where the initial card is in ``main``
    crosses: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]  # (cross card, up, down)
    turn: int
    dealer: int
    hand_no: int
    phase: str
    drawn: str  # the card just drawn (phase DRAWN), else ""
    points: tuple[int, ...]  # this hand, per seat
    totals: tuple[int, ...]  # finished hands, per seat
    history: tuple[tuple[int, ...], ...]  # per finished hand, each seat's points
    went_out: tuple[int, ...]  # per finished hand, who went out (-1: stale)
    last_play: str  # what the last play scored, in words


def deck(options: dict[str, Any]) -> Decktet:
    return Decktet(excuse=options["excuse"], pawns=options["pawns"], courts=options["courts"])


def _codes(pieces: Decktet) -> Sequence[str]:
    """``pieces.codes()``, made once per deck (a search deals many hands)."""
    codes = _CODES.get(pieces)
    if codes is None:
        codes = _CODES[pieces] = tuple(pieces.codes())
    return codes


_CODES: dict[Decktet, tuple[str, ...]] = {}


# ----- ranks as the rules use them --------------------------------------------------------------
def straight_order(options: dict[str, Any]) -> dict[int, int]:
    """ "Aces are before 2s, Crowns are after 9s"; Pawns "are between 9s and Crowns"; with
    Courts "the order of cards is 9-Pawn-Court-Crown". Rank -> place in that order (made once
    per choice of Pawns and Courts: every play asks; do not change it)."""
    key = (bool(options["pawns"]), bool(options["courts"]))
    order = _ORDERS.get(key)
    if order is None:
        order = _ORDERS[key] = _straight_order(options)
    return order


_ORDERS: dict[tuple[bool, bool], dict[int, int]] = {}


def _straight_order(options: dict[str, Any]) -> dict[int, int]:
    ranks = [ACE, 2, 3, 4, 5, 6, 7, 8, 9]
    if options["pawns"]:
        ranks.append(PAWN)
    if options["courts"]:
        ranks.append(COURT)
    ranks.append(CROWN)
    return {r: i for i, r in enumerate(ranks)}


def eleven_values(code: str, options: dict[str, Any]) -> tuple[int, ...]:
    """What a card counts for elevensies: Ace 1, 2-9 their rank, Crown 10. "Pawns may count
    either 1 or 10" (Courts without Pawns do the same). The Excuse counts nothing."""
    rank = _RANK[code] if code in _RANK else rank_value(code)
    if rank is None:
        return ()
    if rank == CROWN:
        return (10,)
    if rank in (PAWN, COURT):
        return (1, 10)
    return (rank,)


def makes_elevensies(a: str, b: str, options: dict[str, Any]) -> bool:
    """ "If the card you play and the card at the opposite end of the line add to 11". With both
    Pawns and Courts, "a Pawn and a Court together make elevensies; neither makes elevensies with
    any other rank". (Kept by the two ranks: every play asks.)"""
    key = (_RANK[a], _RANK[b], bool(options["pawns"] and options["courts"]))
    got = _ELEVENS.get(key)
    if got is None:
        got = _ELEVENS[key] = _makes_elevensies(a, b, options)
    return got


_ELEVENS: dict[tuple[int | None, int | None, bool], bool] = {}


def _makes_elevensies(a: str, b: str, options: dict[str, Any]) -> bool:
    ra, rb = _RANK[a], _RANK[b]
    if options["pawns"] and options["courts"]:
        special = (PAWN, COURT)
        if ra in special or rb in special:
            return {ra, rb} == {PAWN, COURT}
    return any(x + y == 11 for x in eleven_values(a, options) for y in eleven_values(b, options))


def straight_length(inward: tuple[str, ...], options: dict[str, Any]) -> int:
    """ "If the card you played forms a continuous run of cards in rank order, then you score the
    length of the run." ``inward`` is the line from the played card inwards. The Excuse "may not
    be included in a straight"; straights do not wrap round. 0 when there is no run."""
    if len(inward) < 2:
        return 0
    order = straight_order(options)
    first, second = _RANK[inward[0]], _RANK[inward[1]]
    if first is None or second is None:
        return 0
    place = order[second]
    step = place - order[first]
    if step != 1 and step != -1:
        return 0
    n = 2  # the run is read only as far as it goes
    while n < len(inward):
        rank = _RANK[inward[n]]
        if rank is None or order[rank] - place != step:
            break
        place += step
        n += 1
    return n


def same_rank(a: str, b: str) -> bool:
    """Cards "match" for biscuits when they have the same rank (the Excuse matches nothing)."""
    ra = _RANK[a]
    return ra is not None and ra == _RANK[b]


#: Each card's rank (``rank_value``), looked up once: every play reads the line's ranks.
_RANK: dict[str, int | None] = {code: card.rank for code, card in CARDS.items()}


def card_bonus(code: str, options: dict[str, Any]) -> int:
    """Going out: "1 for each Ace or Crown, 2 for each number card"; "3 for each Pawn" (and
    Court); the Excuse 0."""
    rank = rank_value(code)
    if rank is None:
        return 0
    if rank in (ACE, CROWN):
        return 1
    if rank in (PAWN, COURT):
        return 3
    return 2


def fits(card: str, neighbour: str) -> bool:
    """ "must match at least one suit with the card adjacent to it in line"; "The Excuse may be
    played in any line, regardless of suit. Any card may be played next to it." """
    a, b = _SUITS.get(card), _SUITS.get(neighbour)
    if a is None or b is None:  # not a card of the set: as before, suits_of says so
        a, b = frozenset(suits_of(card)), frozenset(suits_of(neighbour))
    return not a or not b or not a.isdisjoint(b)


#: Each card's suits as a set, made once (``fits`` is asked for every hand card at every end).
_SUITS: dict[str, frozenset[str]] = {code: frozenset(card.suits) for code, card in CARDS.items()}
KEPT = KeptMoves()  # the play moves, made once (a search lists them state after state)


class Biscuit(Game):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the total so far (this
    #: hand's points in it) and this hand's points; not ``totals``, the hands finished, also a
    #: total ("total 23 · this hand 8 · total 15")
    seat_numbers = ("scores", "this_hand")
    #: For the table: drawing takes the top of the pile into the mover's hand (click the pile).
    gestures = {DRAW: ("pile", "hand")}

    info = GameInfo(
        id="biscuit",
        name="Biscuit",
        family="Tableau (Decktet)",
        min_players=2,
        max_players=4,
        description="Extend the lines of Decktet cards suit to suit; score straights and biscuits, "
                    "make elevensies, go out first.",
        source="000_1132b2295c69cbc8.txt (Biscuit)",
        rules_page="biscuit.html",
        # (one column a side: its points in each hand)
        sheet_row="Hand", sheet_columns=("Score",),
        options=(
            OptionSpec("excuse", "The Excuse", "Shuffle in the Excuse: it goes anywhere and anything goes "
                       "next to it; it scores nothing.", False),
            OptionSpec("pawns", "Pawns", "Shuffle in the four Pawns: 1 or 10 for elevensies, between 9 and "
                       "Crown in straights, 3 each when going out.", False),
            OptionSpec("courts", "Courts", "Shuffle in the four Courts (with Pawns: only a Pawn and a Court "
                       "make elevensies, and straights run 9-Pawn-Court-Crown).", False),
            OptionSpec("partners", "Partner Biscuit", "Four players in two teams, partners across: scores "
                       "combine, elevensies makes both opponents draw, a partner's cards count against "
                       "going out.", False, only_with=((True, (4,)),)),
            OptionSpec("hands", "Hands", "How many hands the game lasts (or one dealt by each player).", 0,
                       minimum=0, maximum=30, zero_text="One deal each"),
            OptionSpec("target", "Target score", "The game ends after the hand in which somebody reaches "
                       "this score (or no target: the hands alone end it).", 0, minimum=0, maximum=500,
                       zero_text="No target"),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2

    def pieces(self, players: int, options: dict[str, Any]) -> Decktet:
        return deck(options)

    # ----- set-up ---------------------------------------------------------------------------
    def first_deal(self, players, options, seed, stack) -> tuple[BiscuitState, Sequence[Event]]:
        dealer = opening_dealer(players, options, seed)[0]
        zero = (0,) * len(players)
        state = BiscuitState(
            players=players, options=options, seed=seed, stack=stack, hands=(), pile=(), under="", main=(),
            initial=0, crosses=(), turn=0, dealer=dealer, hand_no=0, phase=PLAYING, drawn="", points=zero,
            totals=zero, history=(), went_out=(), last_play="",
        )
        return self._deal(state, dealer)

    def _deal(self, state: BiscuitState, dealer: int) -> tuple[BiscuitState, list[Event]]:
        """ "Deal each player six cards. Deal one card face down in the middle of the table and
        another card face up crossways on top of it. The remaining cards form the draw pile." """
        n = len(state.players)
        order = shuffle(_codes(deck(state.options)), state.seed, state.hand_no, state.stack)
        hands = [order[(seat - dealer - 1) % n::n][:HAND_SIZE] for seat in range(n)]
        # Dealt one at a time round the table from the dealer's left: seat s gets every n-th card.
        dealt = HAND_SIZE * n
        under, initial = order[dealt], order[dealt + 1]
        pile = tuple(reversed(order[dealt + 2:]))  # top card last
        new = state.replace(
            hands=tuple(tuple(h) for h in hands), pile=pile, under=under, main=(initial,), initial=0, crosses=(),
            turn=(dealer + 1) % n, dealer=dealer, hand_no=state.hand_no + 1, phase=PLAYING, drawn="",
            points=(0,) * n, last_play="",
        )
        name = card_said(initial)
        events = [Event(f"Hand {new.hand_no}: {state.players[dealer]} deals; {name} is turned up.", "dealt",
                        dealer=dealer)]
        return new, events

    # ----- the lines ----------------------------------------------------------------------------
    @staticmethod
    def cross_lines(state: BiscuitState) -> list[Cross]:
        return [Cross(c, up, down) for c, up, down in state.crosses]

    def ends(self, state: BiscuitState) -> list[tuple[str, str, str]]:
        """Every place a card may go: (line, end, the card it would be adjacent to)."""
        out = [(MAIN, LEFT, state.main[0]), (MAIN, RIGHT, state.main[-1])]
        for cross in self.cross_lines(state):
            out.append((cross.card, UP, cross.up[-1] if cross.up else cross.card))
            out.append((cross.card, DOWN, cross.down[-1] if cross.down else cross.card))
        return out

    def plays_for(self, state: BiscuitState, card: str, ends: list[tuple[str, str, str]] | None = None) -> list[Move]:
        return [KEPT((card, line, end), lambda: Move(kind=PLAY, card=card, line=line, end=end))
                for line, end, neighbour in (self.ends(state) if ends is None else ends) if fits(card, neighbour)]

    def can_play(self, state: BiscuitState, seat: int) -> bool:
        return self._can_play(state, (seat,))

    def _can_play(self, state: BiscuitState, seats: Sequence[int]) -> bool:
        """Can any of ``seats`` play a card in hand? (:func:`fits` written out, each end's
        suits read once for all the seats.)"""
        ends = [(nb, _SUITS.get(nb)) for _, _, nb in self.ends(state)]
        for seat in seats:
            for card in state.hands[seat]:
                a = _SUITS.get(card)
                for nb, b in ends:
                    if a is None or b is None:
                        if fits(card, nb):
                            return True
                    elif not a or not b or not a.isdisjoint(b):
                        return True
        return False

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: BiscuitState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def compute_legal_moves(self, state: BiscuitState) -> list[Move]:
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        if state.phase == DRAWN:
            # "You may play it immediately if possible."
            return self.plays_for(state, state.drawn) + [PASS_MOVE]
        if state.phase != PLAYING:
            return []
        # plays_for each card, written out (a search lists these state after state): each end's
        # suits read once, each move made once and kept
        ends = [(line, end, nb, _SUITS.get(nb)) for line, end, nb in self.ends(state)]
        moves: list[Move] = []
        kept = KEPT.get
        for card in dict.fromkeys(state.hands[state.turn]):
            a = _SUITS.get(card)
            for line, end, nb, b in ends:
                if (a is None or b is None) and not fits(card, nb):
                    continue
                if a is not None and b is not None and a and b and a.isdisjoint(b):  # fits
                    continue
                move = kept((card, line, end))
                if move is None:
                    move = KEPT((card, line, end), lambda: Move(kind=PLAY, card=card, line=line, end=end))
                moves.append(move)
        if moves:
            return moves
        return [DRAW_MOVE] if state.pile else [PASS_MOVE]

    def perform(self, state: BiscuitState, move: Move) -> Applied:
        kind = move.kind
        if kind == PLAY:
            return self._play(state, move["card"], move["line"], move["end"])
        if kind == DRAW:
            return self._draw(state)
        if kind == PASS:
            who = state.players[state.turn]
            text = f"{who} keeps the card drawn." if state.phase == DRAWN else f"{who} cannot play or draw: passes."
            return self._next_turn(state.replace(drawn="", phase=PLAYING), [Event(text)])
        new, events = self._deal(state, (state.dealer + 1) % len(state.players))
        return Applied(new, tuple(events))

    def _draw(self, state: BiscuitState) -> Applied:
        """ "If you do not have a card that can be legally played, then you must draw a card. You
        may play it immediately if possible. Then it is the next players' turn." """
        seat = state.turn
        card = state.pile[-1]
        hands = list(state.hands)
        hands[seat] = hands[seat] + (card,)
        new = state.replace(pile=state.pile[:-1], hands=tuple(hands))
        event = Event(f"{state.players[seat]} draws a card.", "card_moved", card=card, src="pile", dst=f"hand/{seat}")
        # The turn waits for the player to play the card or keep it, whether it fits or not:
        # passing at once would tell everybody that it does not.
        return Applied(new.replace(phase=DRAWN, drawn=card), (event,))

    def _next_turn(self, state: BiscuitState, events: list[Event], fresh: bool = False) -> Applied:
        """Play passes left; with the pile empty and nobody able to play, the hand is stale.
        ``fresh``: ``state`` was made by this move and nobody else has it (nor its moves): it
        is changed in place, not copied again."""
        n = len(state.players)
        if fresh:
            new = state
            fields = new.__dict__
            fields["turn"] = (state.turn + 1) % n
            fields["phase"] = PLAYING
            fields["drawn"] = ""
        else:
            new = state.replace(turn=(state.turn + 1) % n, phase=PLAYING, drawn="")
        if not new.pile and not self._can_play(new, range(n)):
            events.append(Event("The pile is empty and nobody can play: the hand is stale (no penalty).",
                                "hand_over", seat=-1))
            return self._end_hand(new, -1, events)
        return applied(new, tuple(events))

    def _play(self, state: BiscuitState, card: str, line: str, end: str) -> Applied:
        seat, who = state.turn, state.players[state.turn]
        opts = state.options
        hands = list(state.hands)
        held = hands[seat]
        at = held.index(card)  # (the card's first copy, as list.remove takes)
        hands[seat] = held[:at] + held[at + 1:]
        crosses = state.crosses
        main, initial = state.main, state.initial
        opens = line == MAIN and same_rank(card, main[initial])
        if line == MAIN:
            main = (card,) + main if end == LEFT else main + (card,)
            initial += end == LEFT
            inward = main if end == LEFT else main[::-1]
            where = "the main line"
            # "If you play a card in the main line that is the same rank as the initial face up
            # card, then you open a cross line."
            if opens:
                crosses = crosses + ((card, (), ()),)
        else:
            changed = list(crosses)
            i = next(k for k, c in enumerate(changed) if c[0] == line)
            c, up, down = changed[i]
            if end == UP:
                up = up + (card,)
            else:
                down = down + (card,)
            changed[i] = (c, up, down)
            whole = Cross(c, up, down).line()
            inward = whole if end == UP else tuple(reversed(whole))
            where = f"the cross line of {CARDS[c].title}"
            crosses = tuple(changed)
        fields = state.fields_copy()  # one copy for the play, its score and the next turn
        fields["hands"] = tuple(hands)
        fields["main"] = main
        fields["initial"] = initial
        fields["crosses"] = crosses
        fields["drawn"] = ""
        fields["phase"] = PLAYING
        new = state.of_fields(fields)
        # (a cross line's ends are its top and bottom, as drawn: "the up end of the cross line" was
        # no English, s37 t2)
        said_end = {UP: "top", DOWN: "bottom"}.get(end, end)
        events = [Event.of(f"{who} plays {card_said(card)} at the {said_end} end of {where}.", "card_moved",
                           {"card": card, "src": f"hand/{seat}", "dst": line if line == MAIN else f"cross/{line}",
                            "end": end})]
        scored = self._score_play(new, card, line, inward)
        if opens:
            events.append(Event(f"{capitalized(CARDS[card].title)} opens a cross line.", "note"))
        points = list(new.points)
        words = []
        for label, pts in scored:
            points[seat] += pts
            words.append(f"{pts} for {label}")
            events.append(Event.of(f"{who} scores {pts} for {label}.", "scored",
                                   {"seat": seat, "points": pts, "what": label}))
        said = ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)
        fields["points"] = tuple(points)  # (the new state is this move's own still: nobody has it)
        fields["last_play"] = f"{who} scored {said}." if words else ""
        # Elevensies: "every opponent must draw a card".
        far = inward[-1]
        if len(inward) > 1 and makes_elevensies(card, far, opts):
            new, more = self._elevensies(new, seat)
            events.extend(more)
        if not new.hands[seat]:
            return self._go_out(new, seat, events)
        return self._next_turn(new, events, fresh=True)

    def _score_play(self, state: BiscuitState, card: str, line: str, inward: tuple[str, ...]) -> list[tuple[str, int]]:
        """Straights and biscuits for ``card`` just played at the end of ``line``."""
        opts = state.options
        out: list[tuple[str, int]] = []
        run = straight_length(inward, opts)
        if run:
            out.append((f"a straight of {run}", run))
        if _RANK[card] is None:
            return out
        counted: set[str] = {card}
        far = inward[-1]
        if len(inward) > 1 and same_rank(card, far):
            # "hot biscuit ... worth 2 points" / "hot cross biscuit and is worth 4 points"
            if line == MAIN:
                out.append(("a hot biscuit", HOT_BISCUIT))
            else:
                out.append(("a hot cross biscuit", HOT_CROSS_BISCUIT))
            counted.add(far)
        # "If the card you played matches the end of another line, then it's a biscuit worth 1 point."
        # (each other line's two end cards, read without building the line)
        others: list[tuple[str, str]] = [] if line == MAIN else [(state.main[0], state.main[-1])]
        for c, up, down in state.crosses:
            if c != line:
                others.append((up[-1] if up else c, down[-1] if down else c))
        biscuits = 0
        for first, last in others:
            for end_card in ((first,) if first == last else (first, last)):
                if end_card not in counted and same_rank(card, end_card):
                    counted.add(end_card)
                    biscuits += 1
        if biscuits:
            out.append(("a biscuit" if biscuits == 1 else f"{biscuits} biscuits", biscuits * BISCUIT))
        return out

    @staticmethod
    def teams(state: BiscuitState) -> list[int]:
        """Each seat's team: Partner Biscuit's "two teams, partners across" (seats 0 and 2
        against 1 and 3), else a team each. In :meth:`public`, so :meth:`Game.seat_teams` knows
        the partners: they win together, and the computers count a partner's gain as their own."""
        n = len(state.players)
        return [s % 2 for s in range(n)] if state.options["partners"] else list(range(n))

    def opponents(self, state: BiscuitState, seat: int) -> list[int]:
        n = len(state.players)
        teams = self.teams(state)
        return [s for s in ((seat + k) % n for k in range(1, n)) if teams[s] != teams[seat]]

    def _elevensies(self, state: BiscuitState, seat: int) -> tuple[BiscuitState, list[Event]]:
        """ "every opponent must draw a card. (In a four-player game without partners, only your
        opponent with the fewest cards in hand must draw.)" ``state``: the play's own new state
        (nobody else has it), changed in place."""
        drawers = self.opponents(state, seat)
        said = f"{' and '.join(state.players[s] for s in drawers)} must draw."
        if len(state.players) == 4 and not state.options["partners"]:
            fewest = min(len(state.hands[s]) for s in drawers)
            tied = [s for s in drawers if len(state.hands[s]) == fewest]  # in turn after the player
            drawers = tied[:1]
            said = f"{state.players[tied[0]]} must draw."
            if len(tied) > 1:
                # the text is silent on a tie: say how it was settled (s44 t1 #6: "Elevensies!
                # Robo Remy must draw." while three held 5 cards read as a mistake)
                said = f"{listed(state.players[s] for s in tied)} tie for the fewest cards ({fewest}): " \
                       f"{state.players[tied[0]]}, the first of them in turn, must draw."
        events = [Event(f"Elevensies! {said}", "note")]
        hands, pile = list(state.hands), state.pile
        for s in drawers:
            if not pile:
                events.append(Event("The pile is empty: nobody draws.", "note"))
                break
            hands[s] = hands[s] + (pile[-1],)
            events.append(Event.of(f"{state.players[s]} draws a card.", "card_moved",
                                   {"card": pile[-1], "src": "pile", "dst": f"hand/{s}"}))
            pile = pile[:-1]
        fields = state.__dict__
        fields["hands"] = tuple(hands)
        fields["pile"] = pile
        return state, events

    def _go_out(self, state: BiscuitState, seat: int, events: list[Event]) -> Applied:
        """ "If you play the last card in your hand, then you score 5 points, plus a bonus for the
        cards remaining in your opponents' hands". Partner Biscuit: "any cards remaining in their
        partner's hand are a penalty rather than a bonus." ``state``: the play's own new state
        (nobody else has it)."""
        who = state.players[seat]
        opts = state.options
        points = list(state.points)
        points[seat] += GOING_OUT
        events.append(Event(f"{who} goes out: {GOING_OUT} points.", "scored", seat=seat, points=GOING_OUT,
                            what="going out"))
        for s in range(len(state.players)):
            if s == seat:
                continue
            value = sum(card_bonus(c, opts) for c in state.hands[s])
            if not value:
                continue
            if s in self.opponents(state, seat):
                points[seat] += value
                events.append(Event(f"{who} scores {value} for the cards left in {state.players[s]}'s hand.",
                                    "scored", seat=seat, points=value, what="cards left"))
            else:
                points[seat] -= value
                events.append(Event(f"{who} loses {value} for the cards left in partner {state.players[s]}'s hand.",
                                    "scored", seat=seat, points=-value, what="partner's cards"))
        events.append(Event(f"{who} is out of cards: the hand is over.", "hand_over", seat=seat))
        state.__dict__["points"] = tuple(points)
        return self._end_hand(state, seat, events)

    def _end_hand(self, state: BiscuitState, out: int, events: list[Event]) -> Applied:
        n = len(state.players)
        totals = tuple(t + p for t, p in zip(state.totals, state.points))
        fields = state.fields_copy()  # (one copy: the phase or the turn is set in it below)
        fields["totals"] = totals
        fields["history"] = state.history + (state.points,)
        fields["went_out"] = state.went_out + (out,)
        fields["phase"] = HAND_OVER
        fields["drawn"] = ""
        new = state.of_fields(fields)
        hands = state.options["hands"] or n
        target = state.options["target"]
        if new.hand_no >= hands or (target and max(self._side_totals(new)) >= target):
            fields["phase"] = GAME_OVER
            events.append(Event(self.status(new), "game_over"))  # (``new`` holds ``fields``): "Game over: Ann wins."
        else:
            fields["turn"] = (state.dealer + 1) % n
        return Applied(new, tuple(events))

    def ai_move_scores(self, state: BiscuitState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense: a play is worth the points it scores, elevensies (more
        cards for the others) and shedding the cards worth most to whoever goes out; keeping a
        playable drawn card is a small loss."""
        out = []
        for move in moves:
            if move.kind != PLAY:
                out.append(-1.0 if move.kind == PASS and state.phase == DRAWN else 0.0)
                continue
            after = self.perform(state, move).state
            gained = self._side_totals(after)[seat] - self._side_totals(state)[seat]
            if after.phase not in (PLAYING, DRAWN):  # the hand ended: count what it added
                gained = after.totals[seat] - state.totals[seat] - state.points[seat]
            drawn = sum(len(a) - len(b) for i, (a, b) in enumerate(zip(after.hands, state.hands)) if i != seat)
            out.append(gained + 1.5 * drawn + 0.3 * card_bonus(move["card"], state.options))
        return out

    def move_label(self, state: BiscuitState, move: Move) -> str:
        """Words for the buttons."""
        if move.kind == PASS:
            return "Keep the card drawn" if state.phase == DRAWN else "Pass (the pile is empty)"
        if move.kind == NEXT_HAND:
            return "Deal the next hand"
        if move.kind == DRAW:
            return "Draw a card"
        return ""

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: BiscuitState, move: Move, after: BiscuitState) -> bool:
        """What the zones cannot tell. A new deal is shuffled from cards that were all seen at the
        end of the last hand (the zones count nothing new), but where they went is news. And once
        the pile is empty, every move ends with the question whether anybody can play: "the hand
        is stale" or not, said or not, tells the table something about the hidden hands. Neither
        can be taken back: an undo would let the player choose again knowing it."""
        return move.kind == NEXT_HAND or not after.pile

    # ----- refusals -------------------------------------------------------------------------
    def explain(self, state: BiscuitState, move: Move) -> str:
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This hand is over: deal the next one."
        kind = move.get("kind")
        who = state.players[state.turn]
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        if kind == DRAW:
            if state.phase == DRAWN:
                return f"{who} has drawn already: play the card drawn or keep it."
            if not state.pile:
                return "The draw pile is empty."
            return "You may draw only when no card in your hand can be played."
        if kind == PASS:
            return "You must play a card if you can (or draw when you cannot)."
        if kind != PLAY:
            return "That is not a move in Biscuit."
        card, line, end = move.get("card"), move.get("line"), move.get("end")
        if not isinstance(card, str) or card not in CARDS:
            return f"{card!r} is not a Decktet card."
        if card not in state.hands[state.turn]:
            return f"{who} does not hold {CARDS[card].title}."
        if state.phase == DRAWN and card != state.drawn:
            return f"After drawing, only the card drawn may be played: {card_said(state.drawn)}."
        ends = self.ends(state)
        if line is None and end is None and set(move) == {"kind", "card"}:
            return self._fits_nowhere_words(card, ends)
        places: dict[tuple[Any, Any], str] = {(ln, e): nb for ln, e, nb in ends}
        if (line, end) not in places:
            if line == MAIN or any(line == c for c, _, _ in state.crosses):
                return "A card goes at an end of a line: left or right of the main line, up or down a cross line."
            return "There is no such line: a cross line starts from a card of the initial card's rank."
        nb = places[(line, end)]
        return f"{capitalized(card_said(card))} shares no suit with {card_said(nb)}, the card it would be next to."

    @staticmethod
    def _fits_nowhere_words(card: str, ends: list[tuple[str, str, str]]) -> str:
        """Why ``card`` goes at no end: a card pressed with no end named yet (the table's press
        on a card that does not lift). Every end's card is named: the first end's alone was
        said while the player aimed at the other ("... shares no suit with the Market ..., the
        card it would be next to." of a card headed for the Forest, s46 t1 F4)."""
        if any(fits(card, nb) for _, _, nb in ends):
            return "Drop the card at a lit end of a line."
        neighbours = list(dict.fromkeys(nb for _, _, nb in ends))
        return (f"{capitalized(card_said(card))} fits at no end of a line: it shares no suit with "
                f"{listed((card_said(nb) for nb in neighbours), 'or')}.")

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: BiscuitState) -> list[Zone]:
        """Hands are their owners' (shown to all when the hand is over); the pile and the card
        under the initial card are face down; the main line and each cross line are face up (a
        cross line's zone holds its cards above the cross card, top first, then those below)."""
        shown = Seen.OWNER if state.phase in (PLAYING, DRAWN) else Seen.ALL
        zones = [Zone("hand", hand, shown, seat) for seat, hand in enumerate(state.hands)]
        zones.append(Zone("pile", state.pile, Seen.NOBODY, role=Role.STOCK, label="Draw pile"))
        zones.append(Zone("under", (state.under,), Seen.NOBODY, role=Role.KITTY, label="Under the first card"))
        zones.append(Zone(MAIN, state.main, Seen.ALL, role=Role.PLAYED, label="Main line"))
        for card, up, down in state.crosses:
            zones.append(Zone(f"cross_{card}", tuple(reversed(up)) + down, Seen.ALL, role=Role.PLAYED,
                              label=f"Cross line of {CARDS[card].title}"))
        return zones

    def with_zones(self, state: BiscuitState, cards: dict[str, tuple[str, ...]]) -> BiscuitState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        pile = cards.get("pile", state.pile)
        under = cards.get("under", (state.under,))[0]
        drawn = hands[state.turn][-1] if state.drawn else ""  # the card drawn is the last in the hand
        return state.replace(hands=hands, pile=pile, under=under, drawn=drawn)

    def public(self, state: BiscuitState) -> dict[str, Any]:
        return {
            "phase": state.phase, "turn": state.turn, "dealer": state.dealer, "hand": state.hand_no,
            "scores": self.scores(state), "this_hand": list(state.points),
            "main": list(state.main), "initial": state.initial,
            "crosses": [{"card": c, "up": list(up), "down": list(down)} for c, up, down in state.crosses],
            "totals": list(state.totals), "teams": self.teams(state),
            "last_play": state.last_play, "drawn": bool(state.drawn), "pile": len(state.pile),
        }

    def private(self, state: BiscuitState, seat: int) -> dict[str, Any]:
        return {"drawn": state.drawn} if state.drawn and seat == state.turn else {}

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: BiscuitState) -> bool:
        return state.phase == GAME_OVER

    def _side_totals(self, state: BiscuitState) -> list[int]:
        totals = [t + (p if state.phase in (PLAYING, DRAWN) else 0) for t, p in zip(state.totals, state.points)]
        if state.options["partners"]:
            return [totals[s] + totals[(s + 2) % 4] for s in range(4)]
        return totals

    def scores(self, state: BiscuitState) -> list[int]:
        """Each seat's total so far (with partners, the team's combined total)."""
        return self._side_totals(state)

    def winners(self, state: BiscuitState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        totals = self._side_totals(state)
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: BiscuitState) -> "ScoreSheet":
        """A row per hand (who went out marked), then the totals."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, team_name, today

        partners = state.options["partners"]
        sides = [(0, 2), (1, 3)] if partners else [(s,) for s in range(len(state.players))]
        columns = tuple(team_name(state.players, side) for side in sides)
        rows = []
        for i, pts in enumerate(state.history):
            out = state.went_out[i]
            marked = tuple(k for k, side in enumerate(sides) if out in side)
            rows.append(ScoreRow(f"{self.info.sheet_row} {i + 1}" + (" (stale)" if out < 0 else ""),
                                 tuple((sum(pts[s] for s in side),) for side in sides), marked=marked))
        if state.phase in (PLAYING, DRAWN) and any(state.points):
            rows.append(ScoreRow(f"{self.info.sheet_row} {state.hand_no} so far",
                                 tuple((sum(state.points[s] for s in side),) for side in sides)))
        over = state.phase == GAME_OVER
        totals = self._side_totals(state)
        side_totals = tuple(totals[side[0]] for side in sides)
        winners = tuple(k for k, side in enumerate(sides) if side[0] in self.winners(state)) if over else ()
        return ScoreSheet(
            title="Biscuit score sheet", game_name=self.info.name, columns=columns, players=tuple(state.players),
            sub_columns=self.info.sheet_columns, date=today(), house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=side_totals, winners=winners,
            tie_rule="Ties share the win.",
            notes=("Straight: its length. Hot biscuit 2, hot cross biscuit 4, biscuit 1. Going out: 5, plus 1 per "
                   "Ace or Crown and 2 per number card (3 per Pawn or Court) left in the opponents' hands.",),
        )

    def status(self, state: BiscuitState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next one."
        who = state.players[state.turn]
        # Public, so true whatever the hand holds; the prompt says which, to the seat holding it.
        # ("Who: ..." as every turn's line, so that a computer's reads "Robo Rex is thinking…")
        if state.phase == DRAWN:
            return f"{who}: play the card you drew if it fits, or keep it."
        if state.pile:
            return f"{who}: play a card at the end of a line (matching a suit), or draw one if none fits. " \
                   f"Pile: {len(state.pile)}."
        return f"{who}: play a card at the end of a line (matching a suit), or pass if none fits. The pile is empty."

    #: The prompt says all the status does, for the seat to move (whether a card of hers fits):
    #: the status line says it too while she holds the laptop. It said "play a card at the end
    #: of a line" under the table's "no card of yours fits, so draw a card" (s34 t1 #4).
    prompt_on_status_line = True

    def prompt(self, state: BiscuitState, seat: int) -> str:
        """To the player to move, what they can do: "If you do not have a card that can be legally
        played, then you must draw a card. You may play it immediately if possible." Anna, no
        card of whose fitted, was told to play a card; only the hint said to draw."""
        if seat != state.turn or state.phase not in (PLAYING, DRAWN):
            return self.status(state)
        who = state.players[seat]
        plays = any(m.kind == PLAY for m in self.legal_moves(state))
        if state.phase == DRAWN:
            if plays:
                return f"{who}: the card you drew fits: play it now, or keep it."
            return f"{who}: the card you drew does not fit either, so keep it."
        if plays:
            return f"{who}: play a card at the end of a line (matching a suit). Pile: {len(state.pile)}."
        if state.pile:
            return f"{who}: no card of yours fits, so draw a card from the pile. Pile: {len(state.pile)}."
        return f"{who}: no card of yours fits and the pile is empty, so pass."


GAME = Biscuit()
