"""What the domino games share (Chicken Foot and Mexican Train, from the family's rule book
004_312affb30e9b3af0.txt): tiles and their ends, lines of tiles (arms, toes, trains) grown from
a centre double, the boneyard, hands of tiles, rounds that each start with the next double, pips
counted at the end of a hand and running totals (low score wins).

Tiles are the codes of :class:`~cardtable.core.pieces.Dominoes`: ``"3-5"``, low end first.

A *line* is a row of tiles laid end to end from a starting number: ``(key, start, tiles,
parent)``. ``key`` is its zone key (``"arm2"``, ``"train/1"``, ``"mexican"``), ``start`` the number
it must begin with (the centre double's, or a chicken foot's double), ``tiles`` the codes in the
order laid (each one's near end matches the open end before it; :func:`oriented` turns them round
for drawing), ``parent`` the key of the line whose last tile it branches from ("" for the centre).
The open end of a line is the far end of its last tile, or ``start`` while it is empty.

The game class :class:`DominoGame` does the hand cycle common to both games: shuffle and deal,
find the round's double (whoever holds it sets it in the centre; if nobody does, the players draw
in turn from the boneyard until it shows), drawing a tile, passing, the hand's end (somebody plays
their last tile, or the hand blocks: the boneyard is empty and every player has passed in turn
since anything changed on the table), pips counted into running totals, the next hand, and the
end of the game (lowest total wins; ties share). Each game module says what may be played where.

Drawing keeps the drawn tile at the end of the hand (``drew`` is public: everybody saw the draw),
so "play the tile you drew" needs no hidden field: it is the last tile of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Sequence

from ..core.first_dealer import opening_dealer
from ..core.game import Applied, Event, Game, GameState, Lacks, Move, lacking_test, seen_lacking
from ..core.pieces import Dominoes
from ..core.rng import shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PLAY, DRAW, PASS, NEXT_HAND = "play", "draw", "pass", "next_hand"
DRAW_MOVE = Move(kind=DRAW)
PASS_MOVE = Move(kind=PASS)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
#: The button between hands: the one who presses it deals (the table's words and the button say
#: the same; "Robo Rita starts next" named the dealer, who deals while another sets the double)
NEXT_HAND_LABEL = "Deal the next hand"
#: the prompt's order when a tile plays: what to do, not how (a tile is dragged, or picked up
#: and put down with the keys: "Drag a tile" told a keyboard player nothing, s35)
PLAY_A_TILE = "Play a tile on an open end"
PLAYING, HAND_OVER, GAME_OVER = "play", "hand_over", "game_over"

Line = tuple[str, int, tuple[str, ...], str]  # (key, start, tiles, parent)


# ----- tiles ------------------------------------------------------------------------------------
_ENDS = {f"{a}-{b}": (a, b) for a in range(13) for b in range(a, 13)}


def ends(code: str) -> tuple[int, int]:
    found = _ENDS.get(code)
    if found is not None:
        return found
    a, b = code.split("-")
    return int(a), int(b)


def is_double(code: str) -> bool:
    a, b = ends(code)
    return a == b


def pips(code: str) -> int:
    a, b = ends(code)
    return a + b


def double(n: int) -> str:
    return f"{n}-{n}"


def fits(code: str, value: int) -> bool:
    """Does the tile have an end ``value`` (so it can be laid on an open end showing it)?"""
    a, b = _ENDS.get(code) or ends(code)
    return a == value or b == value


def far_end(code: str, near: int) -> int:
    """The end left open when ``code`` is laid with its ``near`` end against the line."""
    a, b = _ENDS.get(code) or ends(code)
    return b if a == near else a


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def ordinal(k: int) -> str:
    """ "first" ... "tenth", then "11th", "21st", "22nd"."""
    if 1 <= k <= len(_ORDINALS):
        return _ORDINALS[k - 1]
    tail = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{tail}"


def tile_name(code: str) -> str:
    a, b = ends(code)
    return f"double {a}" if a == b else f"{a}-{b}"


def oriented(start: int, tiles: tuple[str, ...]) -> list[tuple[int, int]]:
    """The tiles of a line as they lie: (near end, far end), each near end matching the far end
    before it (the first matching ``start``)."""
    out, value = [], start
    for code in tiles:
        far = far_end(code, value)
        out.append((value, far))
        value = far
    return out


def open_end(line: Line) -> int:
    """The end a line shows: the far end of its last tile. Kept for each line as it grows (a
    search lists the plays on every step: walking every line each time is slow); a line one
    tile longer than one seen costs one step."""
    _, start, tiles, _ = line
    if not tiles:
        return start
    key = (start, tiles)
    value = _OPEN_ENDS.get(key)
    if value is None:
        before = _OPEN_ENDS.get((start, tiles[:-1])) if len(tiles) > 1 else start
        if before is None:
            before = start
            for code in tiles[:-1]:
                before = far_end(code, before)
        value = far_end(tiles[-1], before)
        if len(_OPEN_ENDS) >= _OPEN_ENDS_KEPT:
            _OPEN_ENDS.clear()
        _OPEN_ENDS[key] = value
    return value


#: open_end of each line seen, by (start, tiles); emptied when it holds this many.
_OPEN_ENDS: dict[tuple[int, tuple[str, ...]], int] = {}
_OPEN_ENDS_KEPT = 100_000
#: The tiles with an end showing each number (what fits(code, n) says, as a set).
FITTING: dict[int, frozenset[str]] = {n: frozenset(c for c, e in _ENDS.items() if n in e) for n in range(13)}
_PLAY_MOVES: dict[tuple[str, str], Move] = {}


def play_move(code: str, key: str) -> Move:
    """``Move(kind="play", tile=code, to=key)``, built once for each tile and line (moves are
    read-only: states share them)."""
    move = _PLAY_MOVES.get((code, key))
    if move is None:
        move = _PLAY_MOVES[code, key] = Move(kind=PLAY, tile=code, to=key)
    return move


def line_of(lines: tuple[Line, ...], key: str) -> Line | None:
    for line in lines:
        if line[0] == key:
            return line
    return None


def with_tile(lines: tuple[Line, ...], key: str, code: str) -> tuple[Line, ...]:
    return tuple((k, s, t + (code,), p) if k == key else (k, s, t, p) for k, s, t, p in lines)


# ----- the game ----------------------------------------------------------------------------------
@dataclass(eq=False, kw_only=True)
class DominoState(GameState):
    hands: tuple[tuple[str, ...], ...]
    boneyard: tuple[str, ...]  # face down; the last tile is drawn first
    centre: str  # the round's double ("" between hands)
    lines: tuple[Line, ...]
    turn: int
    hand_no: int  # 1 for the first hand
    phase: str
    drew: bool  # the player to act has drawn this turn (the drawn tile is the last of the hand)
    passes: int  # passes in turn since anything changed on the table
    totals: tuple[int, ...]
    hand_scores: tuple[tuple[int, ...], ...]  # per finished hand, each seat's pips
    hand_outs: tuple[int, ...]  # per finished hand, who went out (-1: the hand blocked)
    setter: int  # who set the centre double this hand
    order: tuple[str, ...] = ()  # the line each tile of this hand was laid on, in turn (for the table)
    # The tiles each seat showed it lacks by drawing or passing this hand, for the computer's
    # samples (shown_lacking); not a public fact the table writes.
    lacks: Lacks = ()


#: the words over each player's two columns on both games' sheets, the live one and the blank
PIPS_AND_TOTAL = ("Pips", "Total")


def hand_label(hand_no: int, double: int) -> str:
    """A hand's row on the sheet, named by the double it starts from: "Hand 1 (double 12)" (the
    blank sheet's rows as the game's own: :attr:`GameInfo.sheet_rounds`)."""
    return f"Hand {hand_no} (double {double})"


class DominoGame(Game[DominoState]):
    """The hand cycle both domino games share; a game module adds what may be played where."""

    #: what the game's text calls the face-down tiles, in the sentences a family reads: the
    #: boneyard (Mexican Train), "the chicken yard" (Chicken Foot's book)
    yard: ClassVar[str] = "boneyard"
    pieces_called: ClassVar[str] = "tiles"
    #: (a move is legal only as one of ``legal_moves``, which have these keys and no others)
    move_shapes = {
        PLAY: frozenset({"kind", "tile", "to"}), DRAW: frozenset({"kind"}), PASS: frozenset({"kind"}),
        NEXT_HAND: frozenset({"kind"})}

    #: the tile worth more than its pips when caught in a hand ([0-0] in Chicken Foot), if any
    def blank_value(self, state: DominoState) -> int:
        return 0

    def top(self, players: int, options: dict[str, Any]) -> int:  # pragma: no cover - a hook
        raise NotImplementedError

    def pieces(self, players: int, options: dict[str, Any]) -> Dominoes:
        return Dominoes(self.top(players, options))

    def hand_size(self, players: int) -> int:  # pragma: no cover - a hook
        raise NotImplementedError

    def hands_in_game(self, state: DominoState) -> int:
        top = self.top(len(state.players), state.options)
        wanted = state.options.get("hands", 0)
        return min(wanted, top + 1) if wanted else top + 1

    def round_double(self, state: DominoState, hand_no: int) -> int:  # pragma: no cover - a hook
        """The number of the double that starts hand ``hand_no``."""
        raise NotImplementedError

    def dealer(self, state: DominoState, hand_no: int) -> int:
        """Who shuffles and deals hand ``hand_no``; the deal passes to the left. Neither game's
        text has a dealer, so the family's General Rules say who is first: "When dealing the
        cards for the first round the dealer is randomly selected unless the rules state
        differently". Drawn from the seed, or the last player named with the house rule
        ``first_dealer`` (:mod:`~cardtable.core.first_dealer`); a game that does not offer it
        (``first_dealer_since`` 0) has the last seat deal first. Not kept in the state: the seed
        and the options give it again."""
        n = len(state.players)
        first = opening_dealer(state.players, state.options, state.seed)[0] if self.first_dealer_since else n - 1
        return (first + hand_no - 1) % n

    # ----- set-up and each hand ---------------------------------------------------------------
    #: the game's state class (a subclass of DominoState adds the game's own fields, with defaults)
    state_type: type[DominoState] = DominoState

    def new_state(self, players, options, seed, stack) -> DominoState:
        n = len(players)
        state = self.state_type(
            players=players, options=options, seed=seed, stack=stack, hands=((),) * n, boneyard=(), centre="",
            lines=(), turn=0, hand_no=0, phase=PLAYING, drew=False, passes=0, totals=(0,) * n, hand_scores=(),
            hand_outs=(), setter=0,
        )
        return self.start_hand(state)[0]

    def held_out(self, state: DominoState, hand_no: int) -> bool:
        """Is the round's double taken out before the deal and put straight in the centre?"""
        return False

    def start_hand(self, state: DominoState) -> tuple[DominoState, list[Event]]:
        """Shuffle and deal; the round's double goes in the centre, set by whoever holds it, and
        "Players continue to draw ... if nobody was dealt the initial double"."""
        n = len(state.players)
        hand_no = state.hand_no + 1
        d = self.round_double(state, hand_no)
        centre = double(d)
        codes = self.pieces(n, state.options).codes()
        held_out = self.held_out(state, hand_no)
        if held_out:
            codes.remove(centre)
        order = shuffle(codes, state.seed, hand_no - 1, state.stack)
        size = self.hand_size(n)
        dealer = self.dealer(state, hand_no)
        hands: list[list[str]] = [list(order[s * size:(s + 1) * size]) for s in range(n)]
        boneyard = list(reversed(order[n * size:]))  # the top (drawn first) last
        names = state.players
        events = [Event(f"Hand {hand_no}: {names[dealer]} shuffles and deals {size} tiles each; "
                        f"the double {d} starts it.", "dealt", dealer=dealer)]
        setter = -1
        if held_out:
            events.append(Event(f"The double {d} is held out and set in the centre.", "note"))
        else:
            for seat, hand in enumerate(hands):
                if centre in hand:
                    setter = seat
            if setter < 0:  # nobody was dealt it: rounds of drawing, from the dealer's left
                first, rounds, drawn = (dealer + 1) % n, self.draw_rounds(state), 0
                while setter < 0 and boneyard and (not rounds or drawn < rounds * n):
                    seat = (first + drawn) % n
                    tile = boneyard.pop()
                    hands[seat].append(tile)
                    drawn += 1
                    if tile == centre:
                        setter = seat
                # one sentence for all the drawing (a sentence a tile ran to sixty on the first
                # curtain, which cut them off)
                head = (f"Nobody holds the double {d}, so the players draw from the {self.yard} in turn, "
                        f"starting with {names[first]}: ")
                if setter >= 0:
                    tail = (f"{names[setter]} draws it in the {ordinal((drawn - 1) // n + 1)} round "
                            f"({plural(drawn, 'tile')} drawn).")
                else:
                    said = _COUNTS.get(rounds, str(rounds))
                    tail = f"nobody draws it in {said} round{'' if rounds == 1 else 's'} ({plural(drawn, 'tile')} drawn)."
                events.append(Event(head + tail, "note"))
            if setter >= 0:
                hands[setter].remove(centre)
                events.append(Event(f"{names[setter]} holds the double {d} and sets it in the centre.", "card_moved",
                                    card=centre, src=f"hand/{setter}", dst="centre"))
            else:  # (draw_rounds ran out) "a second round of drawing occurs", and no third
                boneyard.remove(centre)
                events.append(Event(f"The double {d} is taken from the {self.yard} and set in the centre.",
                                    "card_moved", card=centre, src="stock", dst="centre"))
        new = state.replace(
            hands=tuple(tuple(h) for h in hands), boneyard=tuple(boneyard), centre=centre,
            lines=self.first_lines(state, d), hand_no=hand_no, phase=PLAYING, drew=False, passes=0,
            setter=setter, order=(), lacks=(),
        )
        new = new.replace(turn=self.first_player(new, setter, dealer))
        events.append(Event(f"{names[new.turn]} plays first.", "note"))
        return self.after_start(new), events

    def draw_rounds(self, state: DominoState) -> int:
        """How many rounds of drawing there are for the hand's double when nobody was dealt it
        (0: until it shows). When they run out and nobody has drawn it, it is taken from the
        boneyard and set in the centre, and :meth:`first_player` is told nobody set it (-1)."""
        return 0

    def setup_events(self, state: DominoState) -> tuple[Event, ...]:
        """The first hand's deal as every later hand's is told: who deals, who holds the double
        and sets it in the centre ("The player who played the double in the center starts the
        play"), who plays first. Dealt again from the seed: the state keeps no events."""
        if state.hand_no != 1:
            return ()
        return tuple(self.start_hand(state.replace(hand_no=0))[1])

    def first_lines(self, state: DominoState, d: int) -> tuple[Line, ...]:  # pragma: no cover - a hook
        raise NotImplementedError

    def first_player(self, state: DominoState, setter: int, dealer: int) -> int:  # pragma: no cover
        raise NotImplementedError

    def after_start(self, state: DominoState) -> DominoState:
        return state

    # ----- the turn ---------------------------------------------------------------------------
    def current_player(self, state: DominoState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def targets(self, state: DominoState) -> list[Line]:  # pragma: no cover - a hook
        """The lines the player to act may lay a tile on now."""
        raise NotImplementedError

    def plays(self, state: DominoState) -> list[Move]:
        """The tiles the player to act may lay, and where: after a draw only the tile drawn."""
        hand = state.hands[state.turn]
        tiles = hand[-1:] if state.drew else hand
        moves = []
        for line in self.targets(state):
            fitting = FITTING[open_end(line)]
            key = line[0]
            for code in tiles:
                if code in fitting:
                    moves.append(play_move(code, key))
        return moves

    def lacking_after(self, state: DominoState) -> Lacks:
        """What the table saw once the player to act draws or passes: "A player unable to make a
        play on the table must draw", so the hand holds no tile that fits an end it may play on
        (:func:`~cardtable.core.game.seen_lacking`; a pass after a draw says the tile drawn did
        not fit either)."""
        now = frozenset().union(*(FITTING[open_end(line)] for line in self.targets(state)))
        return seen_lacking(state.lacks, len(state.players), state.turn, now, holds_drawn=state.drew)

    def shown_lacking(self, state: DominoState) -> "Callable[[int, str], bool] | None":
        """The search's samples deal a player who drew on a 5 and a 9 no tile with a 5 or a 9:
        without it the search thinks every player may hold what they just showed they lack."""
        if state.phase != PLAYING:
            return None
        return lacking_test(state.lacks, state.turn if state.drew else None)

    def compute_legal_moves(self, state: DominoState) -> list[Move]:
        if state.phase == HAND_OVER:
            return [NEXT_HAND_MOVE]
        if state.phase != PLAYING:
            return []
        plays = self.plays(state)
        return plays + self.other_moves(state, bool(plays))

    def other_moves(self, state: DominoState, can_play: bool) -> list[Move]:
        """Draw when nothing plays (once), else pass."""
        if can_play:
            return []
        if not state.drew and state.boneyard:
            return [DRAW_MOVE]
        return [PASS_MOVE]

    def perform(self, state: DominoState, move: Move) -> Applied:
        if move.kind == PLAY:
            return self.play(state, move)
        if move.kind == DRAW:
            return self.draw(state)
        if move.kind == PASS:
            return self.pass_turn(state)
        return self.next_hand(state)

    def play(self, state: DominoState, move: Move) -> Applied:  # pragma: no cover - a hook
        raise NotImplementedError

    def laid(self, state: DominoState, code: str, key: str) -> tuple[DominoState, Event]:
        """``code`` taken from the hand of the player to act and laid at the end of line ``key``."""
        seat = state.turn
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != code)
        new = state.replace(hands=tuple(hands), lines=with_tile(state.lines, key, code), drew=False, passes=0,
                            order=state.order + (key,))
        return new, Event(self.laid_words(state, seat, code, key), "card_moved",
                          card=code, src=f"hand/{seat}", dst=key)

    def laid_words(self, state: DominoState, seat: int, code: str, key: str) -> str:
        """The log's sentence for ``seat`` laying ``code`` on line ``key``."""
        return f"{state.players[seat]} plays the {tile_name(code)} on {self.line_name(state, key, mover=seat)}."

    def line_name(self, state: DominoState, key: str, mover: int | None = None) -> str:
        """What line ``key`` is called in a sentence (``mover``: the player the sentence is about,
        for a game whose lines have owners)."""
        return key

    def draw(self, state: DominoState) -> Applied:
        seat = state.turn
        tile = state.boneyard[-1]
        hands = list(state.hands)
        hands[seat] = hands[seat] + (tile,)
        new = state.replace(hands=tuple(hands), boneyard=state.boneyard[:-1], drew=True,
                            lacks=self.lacking_after(state))
        return Applied(new, (Event(f"{state.players[seat]} draws a tile from the {self.yard}.", "card_moved",
                                   src="stock", dst=f"hand/{seat}"),))

    def pass_turn(self, state: DominoState) -> Applied:
        seat = state.turn
        new = state.replace(passes=state.passes + 1, drew=False, turn=(seat + 1) % len(state.players),
                            lacks=self.lacking_after(state))
        events = [Event(f"{state.players[seat]} passes.", "note")]
        return self.maybe_blocked(new, events)

    def maybe_blocked(self, state: DominoState, events: list[Event]) -> Applied:
        """The hand blocks when the boneyard is empty and every player has passed in turn since
        anything last changed on the table (nobody can have a play then)."""
        if not state.boneyard and state.passes >= len(state.players):
            events.append(Event("Nobody can play: the hand is blocked.", "note"))
            return self.end_hand(state, -1, events)
        return Applied(state, tuple(events))

    def next_turn(self, state: DominoState) -> DominoState:
        return state.replace(turn=(state.turn + 1) % len(state.players), drew=False)

    # ----- the end of a hand --------------------------------------------------------------------
    def hand_pips(self, state: DominoState, hand: tuple[str, ...]) -> int:
        """ "Each player gets the total number of pips left in his hand"; the double blank may
        be worth more (:meth:`blank_value`)."""
        blank = self.blank_value(state)
        return sum(blank if code == "0-0" and blank else pips(code) for code in hand)

    def end_hand(self, state: DominoState, out: int, events: list[Event]) -> Applied:
        names = state.players
        if out >= 0:
            events.append(Event(f"{names[out]} has played their last tile: domino!", "hand_over", seat=out))
        scores = tuple(self.hand_pips(state, hand) for hand in state.hands)
        for seat, score in enumerate(scores):
            if seat != out:
                events.append(Event(f"{names[seat]} counts {score} pips.", "note"))
        totals = tuple(t + s for t, s in zip(state.totals, scores))
        new = state.replace(totals=totals, hand_scores=state.hand_scores + (scores,),
                            hand_outs=state.hand_outs + (out,), drew=False)
        if new.hand_no >= self.hands_in_game(new):
            new = new.replace(phase=GAME_OVER)
            events.append(Event(f"That was the last hand: {self.win_clause(new)} with the lowest total.", "game_over"))
        else:
            # the next hand's dealer starts it: "Hand 2: Anna shuffles and deals ..." (the table
            # said "Ben: start the next hand", the seat after her, and then Anna dealt)
            new = new.replace(phase=HAND_OVER, turn=self.dealer(new, new.hand_no + 1))
        return Applied(new, tuple(events))

    def hand_result_words(self, state: DominoState, events: Sequence[Event], short: bool = False) -> str:
        """ "The hand ends when one player dominoes or the hand blocks. Each player gets the
        total number of pips left in his hand": "Robo Ruby went out (domino!): Anna 12 pips,
        Ben 8." (a blocked hand: "The hand blocked: ..."); short, for the table, who went out.
        The table said only "Hand 2 is over. Anna: deal the next hand." (s44 t3 F4)."""
        if not state.hand_outs:
            return ""
        out, pips = state.hand_outs[-1], state.hand_scores[-1]
        head = f"{state.players[out]} went out (domino!)" if out >= 0 else "The hand blocked"
        if short:
            return head + "."
        counts = [f"{state.players[s]} {n}" for s, n in enumerate(pips) if s != out]
        return f"{head}: {counts[0]} pips, {', '.join(counts[1:])}." if len(counts) > 1 else \
            f"{head}: {counts[0]} pips."

    def next_hand(self, state: DominoState) -> Applied:
        new, events = self.start_hand(state)
        return Applied(new, tuple(events))

    def ai_move_scores(self, state: DominoState, seat: int, moves: list[Move]) -> list[float]:
        """The computer players' sense (added to the generic "play rather than draw or pass"):
        lay heavy tiles first (they cost most if caught), a double a little sooner (it is hard to
        place later), and a tile that keeps a number still held at the new open end."""
        hand = state.hands[seat] if 0 <= seat < len(state.hands) else ()
        out = []
        for move in moves:
            tile = move.get("tile")
            if move.kind != PLAY or not isinstance(tile, str) or tile not in _ENDS:
                out.append(0.0)
                continue
            value = pips(tile) / 6.0 + (1.5 if is_double(tile) else 0.0)
            line = line_of(state.lines, move.get("to", ""))
            if line is not None:
                far = far_end(tile, open_end(line))
                value += 0.5 * sum(1 for c in hand if c != tile and fits(c, far))
            out.append(value)
        return out

    def can_undo(self, before: DominoState, move: Move, after: DominoState | None = None) -> bool:
        """A tile drawn is seen by its drawer (the zones say so too)."""
        if move.kind == DRAW:
            return False
        return super().can_undo(before, move, after)

    def reveals_more(self, before: DominoState, move: Move, after: DominoState) -> bool:
        """What the zones cannot tell: a new deal is news even when every tile was seen at the end
        of the last hand, and who draws the starting double ("... P1 draws it in the second
        round") depends on the boneyard. It cannot be taken back: an undo would let
        the table choose again knowing it."""
        return move.kind == NEXT_HAND

    # ----- refusals ---------------------------------------------------------------------------
    def check(self, state: DominoState, move: Move) -> str | None:
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def explain(self, state: DominoState, move: Move) -> str:
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == HAND_OVER:
            return "This hand is over: start the next one."
        kind = move.get("kind")
        who = state.players[state.turn]
        legal = self.legal_moves(state)
        can_play = any(m.kind == PLAY for m in legal)
        if kind == PLAY:
            tile = move.get("tile")
            if not isinstance(tile, str):
                return "Name a tile to play, like 3-5."
            try:
                code = self.pieces(len(state.players), state.options).parse(tile)
            except ValueError as exc:
                return str(exc).capitalize() + "."
            if code != tile:
                return f"Write the tile low end first, as {code}."
            if code not in state.hands[state.turn]:
                return f"{who} does not hold the {tile_name(code)}."
            if state.drew and code != state.hands[state.turn][-1]:
                return "After drawing, only the tile you drew may be played this turn."
            return self.explain_play(state, code, move.get("to"))
        if kind == DRAW:
            if state.drew:
                return "You have drawn once this turn already."
            if can_play:
                # the tile that plays named (s43 t2 #8: a player who misread the pips tried every
                # tile; only its holder, whose tiles are showing, asks to draw)
                playing = sorted({str(m["tile"]) for m in legal if m.kind == PLAY}, key=lambda c: ends(c))
                named = [tile_name(c) for c in playing[:2]]
                if len(playing) == 1:
                    which = f"Your {named[0]} plays"
                elif len(playing) == 2:
                    which = f"Your {named[0]} and {named[1]} play"
                else:
                    which = f"Your {named[0]}, {named[1]} and {len(playing) - 2} more tiles play"
                return f"{which}: you draw only when nothing plays."
            if not state.boneyard:
                return f"The {self.yard} is empty."
            return "You may not draw now."
        if kind == PASS:
            if can_play:
                return "You have a tile that plays: play it."
            return f"Draw a tile from the {self.yard} first."
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        return f"That is not a move in {self.info.name}."

    def explain_play(self, state: DominoState, code: str, to: object) -> str:
        line = line_of(state.lines, to) if isinstance(to, str) else None
        if line is None:
            if to is None:  # no place named (a press on a tile that cannot move)
                targets = self.targets(state)
                if targets and not any(fits(code, open_end(t)) for t in targets):
                    return self.fits_no_end(state, code, targets)
            return "Lay the tile on an open end on the table."
        if not fits(code, open_end(line)):
            return f"The {tile_name(code)} does not match the {open_end(line)} at the end of {self.line_name(state, line[0])}."
        if any(m.kind == PLAY and m.get("tile") == code and m.get("to") == to for m in self.legal_moves(state)):
            # a legal play (asked why a drop the table did not make was refused): never "may not
            # go" of a tile that goes there (s37 t1 #3)
            return f"The {tile_name(code)} goes on {self.line_name(state, line[0])}: drop it on the lit end."
        return f"The {tile_name(code)} may not go on {self.line_name(state, line[0])} now."

    def fits_no_end(self, state: DominoState, code: str, targets: list[Line]) -> str:
        """A tile that matches none of the ends the player may play on, said of every one of
        them (a few by name, many by the numbers they show)."""
        if len(targets) > 4:
            shown = listed(str(n) for n in sorted({open_end(t) for t in targets}))
            return f"The {tile_name(code)} matches no end you may play on (they show {shown})."
        said = [f"{self.line_name(state, t[0])} {'ends ' if i == 0 else ''}in {open_end(t)}"
                for i, t in enumerate(targets)]
        return f"The {tile_name(code)} matches no end you may play on: {listed(said)}."

    def piece_words(self, code: str) -> tuple[str, ...]:
        """A tile as the sentences name it ("the 3-9", "the double 4") and as its code ("4-4",
        "Write the tile low end first, as 3-9.")."""
        return tuple(dict.fromkeys((tile_name(code), code)))

    # ----- what each seat may see -------------------------------------------------------------
    def zones(self, state: DominoState) -> list[Zone]:
        """Hands are their owners' (shown to all once the hand is over); the boneyard face down;
        the centre double and every line face up."""
        shown = Seen.OWNER if state.phase == PLAYING else Seen.ALL
        zones = [Zone("hand", hand, shown, seat) for seat, hand in enumerate(state.hands)]
        zones.append(Zone("stock", state.boneyard, Seen.NOBODY, label=self.yard.capitalize()))
        zones.append(Zone("centre", (state.centre,) if state.centre else (), Seen.ALL, role=Role.PLAYED))
        for key, _, tiles, _ in state.lines:
            name, _, owner = key.partition("/")
            zones.append(Zone(name, tiles, Seen.ALL, int(owner) if owner else None, role=Role.PLAYED))
        return zones

    def with_zones(self, state: DominoState, cards: dict[str, tuple[str, ...]]) -> DominoState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, boneyard=cards.get("stock", state.boneyard))

    def public(self, state: DominoState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn, "hand": state.hand_no,
                "hands_in_game": self.hands_in_game(state), "centre": state.centre,
                "lines": [{"key": k, "start": s, "tiles": list(t), "parent": p, "open": open_end((k, s, t, p))}
                          for k, s, t, p in state.lines],
                "drew": state.drew, "totals": list(state.totals), "boneyard": len(state.boneyard),
                "last_scores": list(state.hand_scores[-1]) if state.hand_scores else [],
                "order": list(state.order)}

    # ----- the end ----------------------------------------------------------------------------
    def is_over(self, state: DominoState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: DominoState) -> list[int]:
        return list(state.totals)

    def winners(self, state: DominoState) -> list[int]:
        """Low score wins; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = min(state.totals)
        return [i for i, t in enumerate(state.totals) if t == best]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def sheet_notes(self, state: DominoState) -> tuple[str, ...]:
        return ()

    def score_sheet(self, state: DominoState) -> "ScoreSheet":
        """One row per hand: each player's pips and running total; who went out marked."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows, running = [], [0] * len(state.players)
        for i, scores in enumerate(state.hand_scores):
            running = [r + s for r, s in zip(running, scores)]
            out = state.hand_outs[i]
            d = self.round_double(state, i + 1)
            rows.append(ScoreRow(hand_label(i + 1, d) + ("" if out >= 0 else ", blocked"),
                                 tuple((s, r) for s, r in zip(scores, running)),
                                 marked=(out,) if out >= 0 else ()))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title=f"{self.info.name} score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(state.totals), winners=tuple(self.winners(state)) if over else (), lower_is_better=True,
            tie_rule="Ties share the win.", notes=self.sheet_notes(state),
        )

    def move_label(self, state: DominoState, move: Move) -> str:
        """The words on a move's button where the table names it (between hands)."""
        return NEXT_HAND_LABEL if move.kind == NEXT_HAND else ""

    def status(self, state: DominoState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the lowest total."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {names[state.turn]}: deal the next hand."
        return self.turn_status(state)

    def turn_status(self, state: DominoState) -> str:
        who = state.players[state.turn]
        tail = " (has drawn)" if state.drew else ""
        return (f"Hand {state.hand_no}, double {ends(state.centre)[0]}: {who} to play{tail}. "
                f"{self.yard.capitalize()}: {len(state.boneyard)}.")

    def prompt(self, state: DominoState, seat: int) -> str:
        if state.phase != PLAYING or seat != state.turn:
            return self.status(state)
        legal = self.legal_moves(state)
        if any(m.kind == PLAY for m in legal):
            if state.drew:
                tail = ", or pass" if PASS_MOVE in legal else ""
                return f"You drew the {tile_name(state.hands[seat][-1])}: it plays. Put it on an end it fits{tail}."
            # (nothing is lit until a tile is picked up: then the ends it fits are)
            return f"{PLAY_A_TILE}: the ends it fits light up when you pick it up."
        if legal == [DRAW_MOVE]:
            return f"No tile of yours plays: draw from the {self.yard}."
        if state.drew:  # (one draw a turn: the boneyard may still hold plenty)
            return "You have drawn your tile and it does not play: pass."
        return f"Nothing plays and the {self.yard} is empty: pass."
