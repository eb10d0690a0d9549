"""Fast Track, from the family's rule book (004_312affb30e9b3af0.txt, sections "Fast Track (Board
Game)" and "Fast Track (con't)").

Players and cards: "2 to 6 people can play, with or without partners. If playing partners your
partner will be across the board." "Each player gets one full deck of cards including Jokers"
(52 + 2, their own pile). "If only 2 or 3 people are playing it is acceptable for each player to
play 2 hands at once" (option: two colours each). The object: "To get all of your pegs 'Home'
either as an individual player or as a team."

The board (see :mod:`cardtable.games.marble_tracks`): square for 2 to 4 colours, hexagonal for 5
or 6; a loop of 14 holes per side ending at a corner fast-track hole; before each corner a
colour's home entrance, after it that colour's holding-pen exit.

The turn: "The first player will flip over a card off their pile and play it according to the
rules for that card. They will continue to play if their card is one that makes them play again
(A, Joker, 6 or face), if not their turn is over and the player to their left plays next." "If
the draw pile is finished before the end of the game the discard pile is shuffled and becomes the
draw pile."

Card moves: Ace and Joker: out of the pen or 1 forward, play again. 6: out of the pen, from the
exit position to the bullseye, or 6 forward, play again. Face cards: 1 forward or out of the
bullseye, play again. 7: split between 2 marbles or all on one. 4: 4 backwards only. Others:
forward their value.

Special moves: forward is clockwise; landing on a marble sends it to its Start Holding Pen,
"even if it is your partner"; marbles in their Home Base row are safe and never moved backwards;
"You must never hop over your own marble, whether you are moving forwards or backwards. However,
a marble can pass another marble of the same color if it is taking an alternate course, such as
the fast track"; "The fast track can be entered from anywhere on the board as long as your play
ends on one of the Fast Track spots"; "The bull's eye positions can only be entered by using a 6
when played if you have a peg in your Exit position"; "Marbles in the fast track must be moved
out of the fast track before any other marbles of the same color can be moved or the Fast Track
is lost"; "You can not go forward past the entrance to your home. If your only play is to go past
your home entrance then you can not play."

Moves (plain data; every one says what the GUI needs)
----------------------------------------------------
* ``{"kind": "flip"}``: turn the top card of your pile (it becomes ``state.card``). Not undoable.
* ``{"kind": "choose", "card": "7H"}``: Alternate Rule 2 only, play that card from your hand
  (undoable until the hand is refilled, which shows new cards): a card that moves a marble, or,
  when no card in the hand can, any card, which is then passed (thrown away).
* ``{"kind": "move", "from": HOLE, "to": HOLE, "steps": N}``: move the marble on ``from`` to
  ``to``. ``steps`` is how many spaces the move counts (0 for leaving the pen, entering the
  bullseye with a 6 and leaving it with a face card, which are jumps, not steps). A 7 split is
  two such moves, the first with ``steps`` 1 to 6; ``state.seven_left`` then holds the rest and
  ``state.seven_marble`` the hole of the marble already moved (the second part must move
  another one). Two legal moves can share ``from`` and ``to`` only through Alternate Rule 6 with
  a 7 (they then differ in ``steps``). :func:`move_path` gives the holes a move passes through,
  for animation.
* ``{"kind": "swap", "a": HOLE, "b": HOLE}``: Alternate Rule 1, a jack swaps two marbles.
* ``{"kind": "pass"}``: the card has no legal play and is lost (only then).

Choices where the text is vague (also on the in-app rules page)
---------------------------------------------------------------
* Marbles: four per colour, home rows of four (the published board, most published rule sheets
  and the picture of "4 pegs" families know); option ``five_marbles`` plays with five each and
  five-hole home rows, as some hand-made boards do.
* Who starts: "Cut cards to determine who goes first. Highest card will play first": the
  engine cuts at set-up (:func:`~cardtable.core.rng.cut_for_high`, from the seed but apart from
  the numbered shuffles: one deck without jokers, aces high, suits equal, those tied cutting
  again) and the log tells the cut; house rule ``first``: the first player named (as every game
  did before state version 3). Play then goes to the left, i.e. the next seat.
* A play-again card that cannot be played is still lost, but its player still plays again: the
  book ties playing again to the card, not to the move.
* Leaving the bullseye with a face card goes to the colour's own fast-track exit corner (the
  published rule), sending any other marble there home; the marble is then on the fast track.
* "Exit position" is the hole where marbles come out of the pen (one past the colour's corner).
* Any move that ends on a corner (forward, backward, out of the bullseye) puts the marble on the
  fast track. On its next move it may go corner to corner, one space per corner, and leave onto
  the loop at any corner (Alternate Rule 5: only at its own fast-track exit), but never beyond
  its own fast-track exit, which would pass its home entrance. If another marble of the same
  colour is moved while it sits on the fast track, it loses the fast track and plays on from
  its corner as an ordinary loop marble.
* Landing on your own marble is not allowed (it would have to be hopped or sent home).
* A 7 split must use all seven on two different marbles; the first part is offered only if the
  rest can then be played by another marble. A 7 that cannot be used in full is lost.
* Home rows: marbles enter only by exact count and move on inside the row, never past its end,
  never hopping each other (so a row fills from the deepest hole).
* Partners: when one partner has all marbles home they play their cards for their partner
  (option ``partner_helps``, on by default, the usual family rule); with it off they sit out.
  A team wins when all of its marbles are home. With two colours each, a player moves either
  colour with their one pile and wins when both colours are home.
* Alternate Rule 1: the jack may swap any two marbles of different colours that stand on the
  loop (home rows are safe; pens and the bullseye are not on the track).
* Alternate Rule 3: only when the card has no other legal play, each marble that was stopped
  by its home entrance goes backwards the card's value instead (if that backward move is legal).
* Alternate Rule 4: if a marble on the fast track can play the card, one such marble must.
* Alternate Rule 6, in the family's words "any time your move would end your peg at one past a
  fast Track spot": any move along the track that would end one past a corner may go into the
  bullseye instead, forwards or backwards (a 4, or Alternate Rule 3's move back), and either
  part of a split 7. "You are NOT required to enter the Bullseye": the normal move stays
  allowed. Leaving the pen is not a move along the track (the marble is put on its exit, and
  the rules keep the bullseye for "a 6 ... if you have a peg in your Exit position"), and
  leaving the bullseye ends on a corner, so neither goes into the bullseye this way.
* Alternate Rule 2 says only that each player "decides which one they want to play". A card that
  moves no marble is refused while another card in the hand moves one (the refusal names the
  rule that stops it: "The 3 of hearts moves no marble: only an ace, a joker or a 6 brings a
  marble out of the pen."); when no card can move a marble, the player chooses one to throw
  away and it is lost (passed), like a turned card that cannot be played. The house rule
  ``throw_any_card`` lets any card be thrown away at any time, as games saved before state
  version 2 were played (they replay with it on). The status line does not say that no card
  can move: the hand is its owner's, and the status is read by everyone.
* Refusals name the rule that applies: "Only an ace, a joker or a 6 brings a marble out of the
  pen" for other cards; with one of those cards and your own marble on the exit, that the exit
  is taken; under Alternate Rule 3, why that marble cannot go back.
* What everyone sees: every card turned or played is face up, so the discards are public; the
  draw piles are face down; with Alternate Rule 2 each hand is its owner's. A move that shows
  a card (turning one, refilling a hand of five) cannot be undone.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, TYPE_CHECKING

from ..core.cards import JOKER, RANK_OF, DeckSpec, card_name, cut_words
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.move_forms import CARD, HOLE, STEPS
from ..core.piles import as_pile
from ..core.rng import cut_for_high, shuffle
from ..core.zones import Role, Seen, Zone
from .marble_tracks import BULLSEYE, SIDE_COLOURS, Board, board, hole_kind, hole_words, in_the_way

if TYPE_CHECKING:  # the sheet module is imported when a sheet is asked for
    from ..core.scoresheet import ScoreSheet

PLAY_AGAIN = frozenset({"A", JOKER, "6", "J", "Q", "K"})
FACE = frozenset({"J", "Q", "K"})
OUT_OF_PEN = frozenset({"A", JOKER, "6"})
HAND_SIZE = 5
DECK = DeckSpec(decks=1, jokers=2)
CARD_NAMES = {c: card_name(c) for c in DECK.cards()}

FLIP, CHOOSE, MOVE, SWAP, PASS = "flip", "choose", "move", "swap", "pass"
FLIP_MOVE = Move(kind=FLIP)
PASS_MOVE = Move(kind=PASS)


def shown(value: object) -> str:
    """Something a junk move held, safe to quote in a refusal (short, never a huge number)."""
    return repr(value[:20]) if isinstance(value, str) else "That"


#: Every home-row hole of every board (a marble there is home).
HOME_HOLES = frozenset(f"home:{c}:{i}" for c in SIDE_COLOURS for i in range(5))


def forward_value(card: str) -> int:
    """How many spaces a card moves forward (face cards, aces and jokers 1; 4 moves back)."""
    r = RANK_OF[card]
    if r in FACE or r in ("A", JOKER):
        return 1
    return int(r)


@dataclass(eq=False, kw_only=True)
class FastTrackState(GameState):
    sides: int  # 4 (square board) or 6 (hexagonal)
    home_len: int  # marbles per colour = holes per home row and pen
    colours: tuple[str, ...]  # colours in play, in board order
    owners: tuple[int, ...]  # seat playing each colour
    marbles: tuple[tuple[str, ...], ...]  # per colour: the hole of marble 0, 1, ...
    fast: tuple[str, ...]  # holes whose marble is on the fast track (sorted)
    draw: tuple[tuple[str, ...], ...]  # per seat, top card last
    discard: tuple[tuple[str, ...], ...]  # per seat, top card last
    hands: tuple[tuple[str, ...], ...]  # per seat (Alternate Rule 2 only)
    card: str  # the card being played, "" when the player must flip (or choose) one
    seven_left: int  # the rest of a split 7 still to move (0 otherwise)
    seven_marble: str  # the hole of the marble moved by the first part of a split 7
    turn: int
    phase: str  # "flip", "play" or "over"
    shuffles: int
    cards_played: tuple[int, ...]  # per seat
    sent_home: tuple[int, ...]  # per seat: marbles they sent back to a pen
    winning_team: tuple[int, ...]


class FastTrack(Game[FastTrackState]):
    #: each kind of move and its fields (anything else is not a move of this game)
    move_forms = {FLIP: {}, CHOOSE: {"card": CARD}, MOVE: {"from": HOLE, "to": HOLE, "steps": STEPS},
                  SWAP: {"a": HOLE, "b": HOLE}, PASS: {}}
    info = GameInfo(
        id="fast_track",
        name="Fast Track",
        family="Marble track",
        min_players=2,
        max_players=6,
        description="Race your marbles from the pen to home by turning cards; take the fast track across the corners.",
        source="004_312affb30e9b3af0.txt, sections 'Fast Track (Board Game)' and 'Fast Track (con't)'",
        rules_page="fast_track.html",
        options=(
            OptionSpec("partners", "Partners", "Play in teams of two, partners sitting across the board (4 or 6 players).", False,
                       only_with=((True, (4, 6)),)),
            OptionSpec("partner_helps", "Play for your partner",
                       "When all your marbles are home, play your cards for your partner.", True, needs="partners"),
            OptionSpec("colours_each", "Play two colours each",
                       "With 2 or 3 players, each plays two colours with one pile of cards.", 1,
                       minimum=1, maximum=2, only_with=((2, (2, 3)),), tick=(1, 2)),
            OptionSpec("five_marbles", "Five marbles", "Five marbles per colour and five-hole home rows instead of four.", False),
            OptionSpec("jack_swap", "Jack swaps", "A jack can move 1 or swap any two marbles.", False, alternate=1),
            OptionSpec("hand_of_five", "Hand of five",
                       "Hold five cards and choose which to play; refill to five after each turn.", False,
                       alternate=2),
            OptionSpec("throw_any_card", "Hand of five: throw away any card",
                       "A card that moves no marble may be played (and is lost) even when another card in the hand "
                       "could move one.", False, needs="hand_of_five"),
            OptionSpec("back_when_blocked", "Back when blocked by home",
                       "A card that would take you past your home entrance moves you backwards instead.", False,
                       alternate=3),
            OptionSpec("fast_track_first", "Fast track first",
                       "You must move your marble on the fast track before any other.", False, alternate=4),
            OptionSpec("own_exit_only", "Own exit only",
                       "Leave the fast track only at your own colour's exit.", False, alternate=5),
            OptionSpec("first", "Who goes first",
                       "Cut the cards: everyone cuts one, and the highest card plays first (aces high, ties cut "
                       "again). Or the first player named plays first.", "cut", choices=("cut", "first named"),
                       choice_names=("Cut the cards (highest plays first)", "The first player named")),
            OptionSpec("bullseye_past_corner", "Bullseye from one past a corner",
                       "A move ending one past any fast-track spot may go into the bullseye instead.", False,
                       alternate=6),
        ),
    )

    #: 2: with a hand of five, a card that moves no marble may be chosen only when no card in the
    #: hand can move one (before, any card could be; a game saved before replays so, with the
    #: house rule ``throw_any_card`` on).
    #: 3: who goes first is cut for ("Cut cards to determine who goes first") unless the house
    #: rule ``first`` says the first player named (before, the first named always did: a game
    #: saved before replays so).
    state_version = 3

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game with a hand of five saved before state version 2 chose any card, even one that
        moved nothing while another could: it replays as it was played, with ``throw_any_card``."""
        if state_version < 2 and isinstance(options, dict) and options.get("hand_of_five") is True \
                and "throw_any_card" not in options:
            options = {**options, "throw_any_card": True}
        if state_version < 3 and isinstance(options, dict) and "first" not in options:
            options = {**options, "first": "first named"}
        return options

    def first_player(self, players: tuple[str, ...], options: dict[str, Any], seed: int | str) -> tuple[int, list[str]]:
        """ "Cut cards to determine who goes first. Highest card will play first": the seat that
        plays first and the cut told (:func:`~cardtable.core.rng.cut_for_high`, from the seed);
        with the house rule, the first player named, untold."""
        if options.get("first") != "cut":
            return 0, []
        winner, cuts = cut_for_high(seed, len(players))
        return winner, cut_words(players, cuts, winner, "plays first")

    def setup_events(self, state: FastTrackState) -> tuple[Event, ...]:
        return tuple(Event(line, "cut") for line in self.first_player(state.players, dict(state.options), state.seed)[1])

    # ----- set-up ---------------------------------------------------------------------------
    @staticmethod
    def seat_colours(players: int, colours_each: int) -> tuple[int, list[list[int]]]:
        """The board (4 or 6 sides) and the sides each seat plays, spread around the board."""
        total = players * colours_each
        sides = 4 if total <= 4 else 6
        if colours_each == 2:
            return sides, [[p, p + players] for p in range(players)]
        if players == 2:
            return sides, [[0], [2]]
        return sides, [[p] for p in range(players)]

    def new_state(self, players, options, seed, stack) -> FastTrackState:
        n = len(players)
        sides, per_seat = self.seat_colours(n, options["colours_each"])
        home_len = 5 if options["five_marbles"] else 4
        b = board(sides, home_len)
        slots = sorted((side, seat) for seat, ss in enumerate(per_seat) for side in ss)
        colours = tuple(b.colours[side] for side, _ in slots)
        owners = tuple(seat for _, seat in slots)
        marbles = tuple(b.pens[c] for c in colours)
        draws, hands = [], []
        for seat in range(n):
            order = shuffle(DECK.cards(), seed, seat, stack)  # shuffle number = seat
            if options["hand_of_five"]:
                hands.append(tuple(order[:HAND_SIZE]))
                order = order[HAND_SIZE:]
            else:
                hands.append(())
            draws.append(as_pile(order))
        return FastTrackState(
            players=players, options=options, seed=seed, stack=stack,
            sides=sides, home_len=home_len, colours=colours, owners=owners, marbles=marbles, fast=(),
            draw=tuple(draws), discard=((),) * n, hands=tuple(hands), card="", seven_left=0,
            seven_marble="", turn=self.first_player(players, options, seed)[0], phase=FLIP, shuffles=n, cards_played=(0,) * n,
            sent_home=(0,) * n, winning_team=(),
        )

    # ----- helpers --------------------------------------------------------------------------
    def board(self, state: FastTrackState) -> Board:
        return board(state.sides, state.home_len)

    def team(self, state: FastTrackState, seat: int) -> tuple[int, ...]:
        n = len(state.players)
        if state.options["partners"]:
            return tuple(sorted((seat, (seat + n // 2) % n)))
        return (seat,)

    def all_home(self, state: FastTrackState, slot: int) -> bool:
        return all(h in HOME_HOLES for h in state.marbles[slot])

    def seat_done(self, state: FastTrackState, seat: int) -> bool:
        return all(self.all_home(state, s) for s, o in enumerate(state.owners) if o == seat)

    def _controls(self, state: FastTrackState, marbles: tuple[tuple[str, ...], ...], seat: int) -> bool:
        """Does ``seat`` move any colour when the marbles are ``marbles``? (see controlled)"""
        own = [s for s, o in enumerate(state.owners) if o == seat]
        if not all(h in HOME_HOLES for s in own for h in marbles[s]):
            return True
        return bool(state.options["partners"] and state.options["partner_helps"])

    def controlled(self, state: FastTrackState, seat: int) -> tuple[int, ...]:
        """The colours (slots) ``seat`` moves now: their own, or when all their marbles are home
        and partners play for each other, their partner's."""
        own = tuple(s for s, o in enumerate(state.owners) if o == seat)
        for s in own:
            for hole in state.marbles[s]:
                if hole not in HOME_HOLES:
                    return own
        if state.options["partners"] and state.options["partner_helps"]:
            partner = [p for p in self.team(state, seat) if p != seat][0]
            return tuple(s for s, o in enumerate(state.owners) if o == partner)
        return ()

    @staticmethod
    def occupancy(state: FastTrackState) -> dict[str, int]:
        """Hole -> colour slot of the marble on it. Kept with the state beside the marbles it
        was worked out from (a copy made by ``replace`` with other marbles works it out
        afresh): a search step asks for it several times. Callers do not change it."""
        kept = state.__dict__.get("_occupancy")
        if kept is not None and kept[0] is state.marbles:
            return kept[1]
        occ = {h: slot for slot, holes in enumerate(state.marbles) for h in holes}
        state.__dict__["_occupancy"] = (state.marbles, occ)
        return occ

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: FastTrackState) -> int | None:
        return None if state.phase == "over" else state.turn

    def compute_legal_moves(self, state: FastTrackState) -> list[Move]:
        if state.phase == "over":
            return []
        if state.phase == FLIP:
            if state.options["hand_of_five"]:
                held = sorted(set(state.hands[state.turn]))
                if state.options["throw_any_card"]:
                    return [choose_move(c) for c in held]
                # a card that moves a marble, if the hand has one; else any card is thrown away
                playable = self.playable_cards(state)
                return [choose_move(c) for c in held if c in playable] or [choose_move(c) for c in held]
            return [FLIP_MOVE]
        moves = self.card_moves(state)
        return moves if moves else [PASS_MOVE]

    def playable_cards(self, state: FastTrackState) -> set[str]:
        """Alternate Rule 2: the cards in the hand of the player to move that move a marble (a
        card's plays depend only on its rank)."""
        by_rank: dict[str, bool] = {}
        out = set()
        for card in state.hands[state.turn]:
            rank = RANK_OF[card]
            plays = by_rank.get(rank)
            if plays is None:
                plays = by_rank[rank] = bool(self.card_moves(state.replace(card=card, phase="play")))
            if plays:
                out.add(card)
        return out

    def _dead_card_reason(self, state: FastTrackState, card: str) -> str:
        """Why ``card`` (held, in a hand of five) moves none of the player's marbles: the rule
        that stops each marble (those home only if nothing else is said)."""
        trial = state.replace(card=card, phase="play")
        b = self.board(trial)
        occ = self.occupancy(trial)
        reasons: list[str] = []
        home: list[str] = []
        for slot in self.controlled(trial, trial.turn):
            for hole in dict.fromkeys(trial.marbles[slot]):
                why = self._why_stuck(trial, b, occ, hole, slot, [])
                kept = home if hole in HOME_HOLES else reasons
                if why not in kept:
                    kept.append(why)
        reasons = reasons or home
        name = card_name(card)
        if len(reasons) == 1:
            return f"The {name} moves no marble: {reasons[0][0].lower()}{reasons[0][1:]}"
        return f"The {name} moves none of your marbles. " + " ".join(reasons)

    def check(self, state: FastTrackState, move: Move) -> str | None:
        """Legal if it is one of the (few dozen at most) legal moves; a scan of the list is
        cheaper than hashing them all for one look-up."""
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def card_moves(self, state: FastTrackState, fast_track_first: bool = True) -> list[Move]:
        """Every legal play of ``state.card`` (empty: the card is lost). Without
        ``fast_track_first``, as if Alternate Rule 4 were off (to explain a refusal)."""
        b = self.board(state)
        occ = self.occupancy(state)
        ctrl = self.controlled(state, state.turn)
        rank = RANK_OF[state.card]
        if state.seven_left:
            return _in_order(self._seven_rest(state, b, occ, ctrl))
        moves: list[Move] = []
        for slot in ctrl:
            colour = state.colours[slot]
            for hole in dict.fromkeys(state.marbles[slot]):
                kind = hole_kind(hole)
                if kind == "pen":
                    if rank in OUT_OF_PEN:
                        dest = b.pen_exit(colour)
                        if occ.get(dest) != slot:
                            moves.append(marble_move(hole, dest, 0))
                    continue
                if kind == BULLSEYE:
                    if rank in FACE:
                        dest = b.fast_track_exit(colour)
                        if occ.get(dest) != slot:
                            moves.append(marble_move(hole, dest, 0))
                    continue
                if rank == "4":
                    if kind == "loop":
                        moves.extend(self._backward(state, b, occ, slot, hole, 4))
                    continue
                if rank == "6" and hole == b.pen_exit(colour) and occ.get(BULLSEYE) != slot:
                    moves.append(marble_move(hole, BULLSEYE, 0))
                value = forward_value(state.card)
                moves.extend(self._forward(state, b, occ, slot, hole, value))
                if rank == "7":
                    for part in range(1, 7):
                        for m in self._forward(state, b, occ, slot, hole, part):
                            if self._seven_can_finish(state, b, occ, ctrl, hole, m["to"], 7 - part):
                                moves.append(m)
        if rank == "J" and state.options["jack_swap"]:
            moves.extend(self._swaps(state, b))
        if not moves and state.options["back_when_blocked"] and rank != "4":
            moves = self._blocked_backwards(state, b, occ, ctrl, forward_value(state.card))
        if fast_track_first and state.options["fast_track_first"] and moves:
            moves = self._fast_track_first(state, ctrl, moves)
        return _in_order(moves)

    def _forward(self, state, b: Board, occ, slot: int, hole: str, steps: int) -> list[Move]:
        """Forward moves of ``steps`` spaces: no own marble hopped or landed on."""
        colour = state.colours[slot]
        on_fast = hole in state.fast
        out = []
        seen = set()
        for path in b.forward_paths(colour, hole, steps, on_fast, state.options["own_exit_only"]):
            dest = path[-1]
            if dest in seen:
                continue
            for h in path:
                if occ.get(h) == slot:
                    break
            else:
                seen.add(dest)
                out.append(marble_move(hole, dest, steps))
                if (state.options["bullseye_past_corner"] and b.is_one_past_corner(dest)
                        and occ.get(BULLSEYE) != slot):
                    out.append(marble_move(hole, BULLSEYE, steps))
        return out

    def _backward(self, state, b: Board, occ, slot: int, hole: str, steps: int) -> list[Move]:
        """``steps`` back along the loop, no own marble hopped or landed on; with Alternate
        Rule 6, into the bullseye instead when that ends one past a corner."""
        path = b.backward_path(hole, steps)
        if path is None or any(occ.get(h) == slot for h in path):
            return []
        out = [marble_move(hole, path[-1], steps)]
        if state.options["bullseye_past_corner"] and b.is_one_past_corner(path[-1]) and occ.get(BULLSEYE) != slot:
            out.append(marble_move(hole, BULLSEYE, steps))
        return out

    def _seven_rest(self, state, b: Board, occ, ctrl) -> list[Move]:
        """Second part of a split 7: another marble moves exactly ``seven_left`` forward."""
        if occ is None:
            occ = self.occupancy(state)
        out = []
        for slot in ctrl:
            for hole in state.marbles[slot]:
                if hole == state.seven_marble or hole_kind(hole) not in ("loop", "home"):
                    continue
                out.extend(self._forward(state, b, occ, slot, hole, state.seven_left))
        return out

    def _seven_can_finish(self, state: FastTrackState, b: Board, occ: dict[str, int], ctrl: tuple[int, ...],
                          src: str, dest: str, left: int) -> bool:
        """After the first part of a split 7 (the marble on ``src`` to ``dest``), can another
        marble move the ``left`` steps still to go? The position after the first part is not
        built: only the holes change (a marble sent home goes to a pen, which a 7 never moves
        from), and the marbles of the colour moved lose the fast track."""
        slot = occ[src]
        own_exit = state.options["own_exit_only"]
        for s in ctrl:
            colour = state.colours[s]
            for hole in state.marbles[s]:
                if hole == src or hole == dest or hole_kind(hole) not in ("loop", "home"):
                    continue
                on_fast = s != slot and hole in state.fast
                for path in b.forward_paths(colour, hole, left, on_fast, own_exit):
                    for h in path:
                        if (h == dest and s == slot) or (h != src and h != dest and occ.get(h) == s):
                            break
                    else:
                        return True
        return False

    def _swaps(self, state, b: Board) -> list[Move]:
        on_loop = [(h, slot) for slot, holes in enumerate(state.marbles) for h in holes if hole_kind(h) == "loop"]
        out = []
        for i, (h1, s1) in enumerate(on_loop):
            for h2, s2 in on_loop[i + 1:]:
                if s1 != s2:
                    a, c = sorted((h1, h2))
                    out.append(swap_move(a, c))
        return out

    def _blocked_backwards(self, state, b: Board, occ, ctrl, value: int) -> list[Move]:
        """Alternate Rule 3: marbles stopped by their home entrance go back ``value``."""
        out = []
        for slot in ctrl:
            colour = state.colours[slot]
            for hole in state.marbles[slot]:
                if hole_kind(hole) == "loop" and b.walk(colour, hole, value) is None:
                    out.extend(self._backward(state, b, occ, slot, hole, value))
        return out

    def _fast_track_first(self, state, ctrl, moves: list[Move]) -> list[Move]:
        """Alternate Rule 4: a marble on the fast track that can play the card must."""
        fast = {h for h in state.fast if any(h in state.marbles[s] for s in ctrl)}
        if not fast:
            return moves
        first = [m for m in moves if m.get("from") in fast or m.get("a") in fast or m.get("b") in fast]
        return first or moves

    # ----- performing moves -----------------------------------------------------------------
    def perform(self, state: FastTrackState, move: Move) -> Applied:
        kind = move["kind"]
        who = state.players[state.turn]
        if kind == FLIP:
            return self._flip(state, who)
        if kind == CHOOSE:
            hands = list(state.hands)
            hand = list(hands[state.turn])
            hand.remove(move["card"])
            hands[state.turn] = tuple(hand)
            new = state.replace(hands=tuple(hands), card=move["card"], phase="play")
            return Applied(new, (Event(f"{who} plays the {card_name(move['card'])}.", "card_moved", card=move["card"],
                                       src=f"hand/{state.turn}", dst="card", seat=state.turn),))
        if kind == PASS:
            # one sentence, naming the player (it was "No move for Anna: the card is passed. The
            # jack of diamonds cannot be played: it is lost.", passed and lost for one card)
            return self._finish_card(state, [Event(f"{who} has no move for the {card_name(state.card)}: it is lost.",
                                                   "card_lost", card=state.card, seat=state.turn)])
        b = self.board(state)
        occ = self.occupancy(state)
        if kind == SWAP:
            return self._swap(state, b, occ, move, who)
        return self._move(state, b, occ, move, who)

    def _flip(self, state: FastTrackState, who: str) -> Applied:
        """ "flip over a card off their pile"; "If the draw pile is finished ... the discard pile
        is shuffled and becomes the draw pile." """
        events = []
        t = state.turn
        draw, discard, shuffles = list(state.draw), list(state.discard), state.shuffles
        if not draw[t]:
            draw[t], discard[t] = as_pile(shuffle(discard[t], state.seed, shuffles, state.stack)), ()
            shuffles += 1
            events.append(Event(f"{who}'s discards are shuffled into a new pile.", "shuffled",
                                src=f"discard/{t}", dst=f"pile/{t}", seat=t))
        card = draw[t][-1]
        draw[t] = draw[t][:-1]
        events.append(Event(f"{who} turns the {CARD_NAMES[card]}.", "card_moved", card=card, src=f"pile/{t}",
                            dst="card", seat=t))
        new = state.replace(draw=tuple(draw), discard=tuple(discard), shuffles=shuffles, card=card, phase="play")
        return Applied(new, tuple(events))

    def _relocate(self, state, b: Board, occ, src: str, dest: str):
        """Move the marble on ``src`` to ``dest``, sending a marble on ``dest`` to its pen.
        Returns (marbles, fast, captured slot or None, the occupancy after)."""
        slot = occ[src]
        marbles = list(state.marbles)
        after = dict(occ)
        del after[src]
        captured = occ.get(dest)
        if captured is not None:
            colour = state.colours[captured]
            theirs = marbles[captured]
            pen = next(h for h in b.pens[colour] if h not in theirs)
            marbles[captured] = tuple(pen if h == dest else h for h in theirs)
            after[pen] = captured
        marbles[slot] = mine = tuple(dest if h == src else h for h in marbles[slot])
        after[dest] = slot
        fast: tuple[str, ...] = state.fast
        if fast or b.is_corner(dest):
            # "Marbles in the fast track must be moved out of the fast track before any other
            # marbles of the same color can be moved or the Fast Track is lost"
            lost = {src, dest, *mine}
            kept = [h for h in fast if h not in lost]
            if b.is_corner(dest):
                kept.append(dest)
            fast = tuple(sorted(kept))
        return tuple(marbles), fast, captured, after

    @staticmethod
    def along_fast_track(state: FastTrackState, b: Board, move: Move) -> bool:
        """Does this move take its marble corner to corner along the fast track ("On its next
        move it may go corner to corner")? Only a marble on the fast track, on a corner, may, and
        then its first step is to the next corner (on the loop, a corner's next hole never is)."""
        src = move.get("from")
        if src not in state.fast or not b.is_corner(src) or not move.get("steps"):
            return False
        path = move_path(state, dict(move))
        return len(path) > 1 and b.is_corner(path[1])

    @staticmethod
    def _keep_occupancy(state: FastTrackState, occ: dict[str, int]) -> FastTrackState:
        """Keep the occupancy worked out while moving with the new state (see occupancy)."""
        state.__dict__["_occupancy"] = (state.marbles, occ)
        return state

    def _move(self, state, b: Board, occ, move: Move, who: str) -> Applied:
        src, dest, steps = move["from"], move["to"], move["steps"]
        slot = occ[src]
        colour = state.colours[slot]
        marbles, fast, captured, occ_after = self._relocate(state, b, occ, src, dest)
        # The path (for the animation) is worked out when the event's data is first read.
        if self.along_fast_track(state, b, move):
            # (it said only where from and where to: a 3 moving a marble some forty holes, s31 t3 #6)
            start, end = (describe_hole(h, b.sides, state.colours) for h in (src, dest))
            words = f"{who} moves a {colour} marble from {start} along the fast track to {end}."
        else:
            # (a 4, or Alternate Rule 3's way back: no forward path of a few holes ends there too)
            back = (b.backward_path(src, steps) or ("",))[-1] == dest
            words = f"{who} moves a {colour} marble {route_words(src, dest, b.sides, state.colours, back)}."
        events = [Event.of(words, "marble_moved",
                           {"seat": state.turn, "colour": colour, "src": src, "dst": dest, "steps": steps},
                           later=(_path_data, (state, move)))]
        if dest in fast:
            events.append(Event(f"The {colour} marble is on the fast track.", "note", hole=dest))
        # "... before any other marbles of the same color can be moved or the Fast Track is
        # lost": said as it was said when it came on it (s38 t3)
        for hole in state.fast:
            if hole not in fast and hole != src and occ.get(hole) == slot:
                events.append(Event(f"The {colour} marble on {describe_hole(hole, b.sides, state.colours)} has lost "
                                    "the fast track.", "note", hole=hole))
        changes: dict[str, Any] = {"marbles": marbles, "fast": fast}
        if captured is not None:
            pen = marbles[captured][state.marbles[captured].index(dest)]
            events.append(Event(f"The {state.colours[captured]} marble is sent back to its pen.", "marble_sent_home",
                                colour=state.colours[captured], src=dest, dst=pen, by=state.turn))
            sent = list(state.sent_home)
            sent[state.turn] += 1
            changes["sent_home"] = tuple(sent)
        left = 0
        if RANK_OF[state.card] == "7" and (state.seven_left or steps < 7) and hole_kind(src) != "pen":
            left = (state.seven_left or 7) - steps
            if left:
                changes.update(seven_left=left, seven_marble=dest)
                events.append(Event(f"{left} of the 7 left to move with another marble.", "note", left=left))
        if dest in HOME_HOLES or left:
            new = self._keep_occupancy(state.replace(**changes), occ_after)
            return self._check_win(new, events, finish=not left, reached_home=dest in HOME_HOLES)
        return self._finish_card(state, events, changes=changes, occ=occ_after)

    def _swap(self, state, b: Board, occ, move: Move, who: str) -> Applied:
        a, c = move["a"], move["b"]
        marbles = [list(m) for m in state.marbles]
        sa, sc = occ[a], occ[c]
        marbles[sa][marbles[sa].index(a)] = c
        marbles[sc][marbles[sc].index(c)] = a
        fast = set(state.fast) - {a, c}
        ctrl = self.controlled(state, state.turn)
        for slot, new_hole in ((sa, c), (sc, a)):
            if slot in ctrl:
                for h in marbles[slot]:
                    fast.discard(h)
        for new_hole in (a, c):
            if b.is_corner(new_hole):
                fast.add(new_hole)
        new = state.replace(marbles=tuple(tuple(m) for m in marbles), fast=tuple(sorted(fast)))
        on_a, on_c = (describe_hole(h, b.sides, state.colours) for h in (a, c))
        events = [Event(f"{who} swaps the {state.colours[sa]} marble on {on_a} with the "
                        f"{state.colours[sc]} marble on {on_c}.", "marbles_swapped", seat=state.turn,
                        a=a, b=c)]
        for hole in state.fast:  # (a marble that stayed put, of a colour the swap moved: lost)
            if hole not in fast and hole not in (a, c) and hole in occ:
                events.append(Event(f"The {state.colours[occ[hole]]} marble on "
                                    f"{describe_hole(hole, b.sides, state.colours)} has lost the fast track.",
                                    "note", hole=hole))
        return self._check_win(new, events, reached_home=False)  # swaps stay on the loop

    def _check_win(self, state: FastTrackState, events: list[Event], finish: bool = True,
                   reached_home: bool = True) -> Applied:
        """ "To get all of your pegs 'Home' either as an individual player or as a team." Only a
        marble reaching its home row can end the game."""
        if not reached_home:
            return self._finish_card(state, events) if finish else Applied(state, tuple(events))
        done = [True] * len(state.players)
        for slot in range(len(state.marbles)):
            if not self.all_home(state, slot):
                done[state.owners[slot]] = False
        for seat in range(len(state.players)):
            team = self.team(state, seat)
            if all(done[p] for p in team):
                names = " and ".join(state.players[p] for p in team)
                events.append(Event(f"All of {names}'s marbles are home: {names} {'win' if len(team) > 1 else 'wins'}!",
                                    "game_over", winners=list(team)))
                return self._finish_card(state.replace(winning_team=team), events, over=True)
        if not finish:
            return Applied(state, tuple(events))
        return self._finish_card(state, events)

    def _finish_card(self, state: FastTrackState, events: list[Event], over: bool = False,
                     changes: dict[str, Any] | None = None, occ: dict[str, int] | None = None) -> Applied:
        """The card goes to its player's discards; "They will continue to play if their card is
        one that makes them play again (A, Joker, 6 or face), if not their turn is over and the
        player to their left plays next." ``changes`` (the marbles moved) and ``occ`` (their
        occupancy) are made with the same copy of the state."""
        t = state.turn
        discard = list(state.discard)
        discard[t] = discard[t] + (state.card,)
        played = list(state.cards_played)
        played[t] += 1
        again = RANK_OF[state.card] in PLAY_AGAIN
        finish = dict(changes or {}, discard=tuple(discard), card="", seven_left=0, seven_marble="",
                      cards_played=tuple(played), phase=FLIP)
        if over:
            return Applied(state.replace(**{**finish, "phase": "over"}), tuple(events))
        if not state.options["hand_of_five"] and occ is not None:
            marbles = finish.get("marbles", state.marbles)
            nxt = t
            if not again:
                n = len(state.players)
                nxt = (t + 1) % n
                while not self._controls(state, marbles, nxt):
                    nxt = (nxt + 1) % n
            else:
                events.append(Event(f"{state.players[t]} plays again.", "note", seat=t))
            fields = state.fields_copy()  # state.replace(**finish, turn=nxt), without its keyword call
            fields.update(finish)
            fields["turn"] = nxt
            return Applied(self._keep_occupancy(state.of_fields(fields), occ), tuple(events))
        new = state.replace(**finish)
        if state.options["hand_of_five"]:
            if again and not new.hands[t]:
                new = self._refill(new, t)
                events.append(Event(f"{state.players[t]} has used all five cards: five new cards.", "card_moved",
                                    count=len(new.hands[t]), src=f"pile/{t}", dst=f"hand/{t}", seat=t))
            elif not again:
                new = self._refill(new, t)
        if again:
            events.append(Event(f"{state.players[t]} plays again.", "note", seat=t))
            return Applied(new, tuple(events))
        n = len(state.players)
        nxt = (t + 1) % n
        while not self.controlled(new, nxt):
            nxt = (nxt + 1) % n
        return Applied(new.replace(turn=nxt), tuple(events))

    def _refill(self, state: FastTrackState, seat: int) -> FastTrackState:
        """Alternate Rule 2: "they pick another card to always maintain 5 cards in their hand"."""
        draw, discard, hands = list(state.draw), list(state.discard), list(state.hands)
        shuffles = state.shuffles
        while len(hands[seat]) < HAND_SIZE:
            if not draw[seat]:
                if not discard[seat]:
                    break
                draw[seat] = as_pile(shuffle(discard[seat], state.seed, shuffles, state.stack))
                discard[seat] = ()
                shuffles += 1
            hands[seat] = hands[seat] + (draw[seat][-1],)
            draw[seat] = draw[seat][:-1]
        return state.replace(draw=tuple(draw), discard=tuple(discard), hands=tuple(hands), shuffles=shuffles)

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: FastTrackState, move: Move, after: FastTrackState) -> bool:
        """What the zones cannot tell: a flip turns up the top card of a face-down pile, and a pile
        shuffled from the discards ("the discard pile is shuffled and becomes the draw pile")
        hides an order nobody knew, though every card in it was seen face up as a discard (so
        the zones count nothing new). A flip, and any move that shuffles (Alternate Rule 2's
        refill too), cannot be taken back: an undo would let the player choose again knowing
        the card to come."""
        return move.kind == FLIP or after.shuffles != before.shuffles

    # ----- explaining refusals --------------------------------------------------------------
    def explain(self, state: FastTrackState, move: Move) -> str:
        """Why ``move`` is refused, naming the rule that applies. Total: any JSON in a move gets
        a sentence, never an exception."""
        kind = move.get("kind")
        if state.phase == "over":
            return "The game is over."
        if not self.has_move_shape(move):
            return "That is not a move in Fast Track."
        hand_game = state.options["hand_of_five"]
        if state.phase == FLIP:
            if kind == CHOOSE:
                if not hand_game:
                    return "Turn over the top card of your pile instead."
                card = move.get("card")
                if not isinstance(card, str) or card not in RANK_OF:
                    return f"{shown(card)} is not a card."
                if card in state.hands[state.turn]:
                    return self._dead_card_reason(state, card)
                return f"You do not hold the {card_name(card)}."
            if kind == FLIP and hand_game:
                return "Choose a card from your hand to play."
            return "Turn over a card first." if not hand_game else "Choose a card from your hand first."
        name = card_name(state.card)
        if kind in (FLIP, CHOOSE):
            # (a card that moves no marble is passed by itself: the table shows no Pass button)
            if self.legal_moves(state) == [PASS_MOVE]:
                return f"The {name} moves no marble of yours: it is lost, and the turn passes."
            return f"Play the {name} first: move one of your marbles with it."
        if kind == PASS:
            return f"The {name} can be played, so you cannot pass."
        if kind == SWAP:
            if RANK_OF[state.card] != "J" or not state.options["jack_swap"]:
                return "Only a jack swaps marbles, and only with alternate rule 1."
            return "A jack swaps two marbles of different colours that are on the track."
        src, dest = move.get("from"), move.get("to")
        b = self.board(state)
        if not isinstance(src, str) or src not in b._coords:
            return "Pick up a marble first."
        occ = self.occupancy(state)
        if src not in occ:
            return "There is no marble on that hole."
        ctrl = self.controlled(state, state.turn)
        slot = occ[src]
        if (RANK_OF[state.card] == "J" and state.options["jack_swap"] and not state.seven_left
                and isinstance(dest, str) and dest in occ and occ[dest] != slot):
            # one marble dropped on another of another colour is a swap: "That yellow marble is
            # not yours to move" was said of a marble the same jack swaps with another (s42 t1)
            kinds = {hole_kind(src), hole_kind(dest)}
            if BULLSEYE in kinds:
                return "A marble in the bullseye cannot be swapped."
            if "home" in kinds:
                return "A marble in its home row cannot be swapped: home rows are safe."
            if "pen" in kinds:
                return "A marble in a pen cannot be swapped."
        if slot not in ctrl:
            return f"That {state.colours[slot]} marble is not yours to move."
        legal = self.legal_moves(state)
        if not any(m.get("from") == src for m in legal):
            return self._why_stuck(state, b, occ, src, slot, legal)
        if isinstance(dest, str) and occ.get(dest) == slot:
            return "That hole is taken by your own marble."
        return f"With the {name} that marble can only go to: " + ", ".join(
            sorted({describe_hole(m["to"], state.sides, state.colours) for m in legal if m.get("from") == src})) + "."

    def _why_stuck(self, state: FastTrackState, b: Board, occ: dict[str, int], src: str, slot: int,
                   legal: list[Move]) -> str:
        """The rule that stops the marble on ``src`` (which has no legal move) from playing the
        card."""
        rank = RANK_OF[state.card]
        kind = hole_kind(src)
        colour = state.colours[slot]
        options = state.options
        if state.seven_left:
            if src == state.seven_marble:
                return f"The rest of the 7 ({state.seven_left}) must move another marble."
            if kind not in ("loop", "home"):
                return f"The rest of the 7 ({state.seven_left}) moves a marble on the track forward."
        if kind == "pen":
            if rank not in OUT_OF_PEN:
                return "Only an ace, a joker or a 6 brings a marble out of the pen."
            if occ.get(b.pen_exit(colour)) == slot:
                # (not "never lands on its own colour": it lands on other colours' holes, s37)
                return ("Your own marble is on your exit hole: a marble may not land on another "
                        "marble of its own colour, so move that one first.")
        elif kind == BULLSEYE:
            if rank not in FACE:
                return "Only a jack, queen or king takes a marble out of the bullseye."
            if occ.get(b.fast_track_exit(colour)) == slot:
                return (f"Your own marble is on your fast-track exit "
                        f"({describe_hole(b.fast_track_exit(colour), b.sides, state.colours)}), "
                        f"where a marble leaving the bullseye goes.")
        elif kind == "home" and rank == "4":
            return "Marbles in their home row never move backwards."
        if options["fast_track_first"] and any(
                m.get("from") == src for m in self.card_moves(state, fast_track_first=False)):
            return "Alternate rule 4: move your marble on the fast track first."
        steps = state.seven_left or forward_value(state.card)
        if rank == "4" and not state.seven_left:
            return "A 4 moves 4 backwards, and that way is blocked by your own marble."
        if kind == "home" and b.walk(colour, src, steps) is None:
            return "A marble in its home row moves on only by the exact count: it cannot go past the end of the row."
        if kind == "loop" and src not in state.fast and b.walk(colour, src, steps) is None:
            if options["back_when_blocked"] and not state.seven_left:
                if any(m.get("kind") != PASS for m in legal):
                    return ("You cannot go forward past the entrance to your home, and alternate rule 3 moves a "
                            "marble back only when the card has no other play.")
                return (f"Alternate rule 3: that marble would go back {steps} instead, and that way is blocked "
                        f"by your own marble.")
            return "You cannot go forward past the entrance to your home."
        # what lies on the marble's way, found (the words "hop over" only when a marble is there)
        paths = b.forward_paths(colour, src, steps, src in state.fast, options["own_exit_only"])
        hops = [h for h in (in_the_way(p, occ, lambda other: other == slot) for p in paths) if h is not None]
        lands = [p[-1] for p in paths if occ.get(p[-1]) == slot]
        count = f"{steps} place{'s' if steps != 1 else ''}"
        if hops:
            why = (f"it would hop over your own marble on {describe_hole(hops[0], b.sides, state.colours)}, "
                   f"and you must never hop over your own marble")
        elif lands:
            why = f"it would land on your own marble on {describe_hole(lands[0], b.sides, state.colours)}"
        else:
            why = ""
        if rank == "7" and not state.seven_left:
            return ("A 7 moves one marble 7, or two marbles 7 between them" +
                    (f"; this marble cannot go 7: {why}." if why else ", and no split of it works for this marble."))
        if why:
            lead = f"The rest of the 7 moves {count}" if state.seven_left else f"The {card_name(state.card)} moves {count}"
            return f"{lead}, and that marble cannot: {why}."
        return f"With the {card_name(state.card)} that marble has no move."

    # ----- the score sheet -----------------------------------------------------------------
    def score_sheet(self, state: FastTrackState) -> "ScoreSheet":
        """A standings table, one column per player (per team with partners, "Anna & Cleo"):
        the cards they have played, the marbles they sent back to a pen, and where their marbles
        are now (in the pen, on the track, on the fast track, in the bullseye), down to the
        bottom row: marbles home (the engine's scores, added up per team), labelled so, for "To
        get all of your pegs 'Home'" is how the game is won, which the sheet says in the same
        words in its heading (``extra["goal"]``) and its notes. (The bottom row was "Total",
        under a heading "highest total wins": a family read a points race.) The winners are
        shaded."""
        from ..core.scoresheet import (ScoreSection, ScoreSheet, house_rules_text, tally_rows, team_name,
                                       team_totals, team_winners, today)

        n = len(state.players)
        teams = sorted({self.team(state, s) for s in range(n)})
        where = {k: [0] * n for k in ("pen", "loop", "fast", BULLSEYE, "home")}
        for slot, holes in enumerate(state.marbles):
            for hole in holes:
                kind = "fast" if hole in state.fast else hole_kind(hole)
                where[kind][state.owners[slot]] += 1
        lines = [("Cards played", state.cards_played), ("Sent others back to a pen", state.sent_home),
                 ("In the pen", where["pen"]), ("On the track", where["loop"]),
                 ("On the fast track", where["fast"]), ("In the bullseye", where[BULLSEYE])]
        rows = tally_rows((label, team_totals(values, teams)) for label, values in lines)
        colours = [", ".join(c for c, o in zip(state.colours, state.owners) if o == s) for s in range(n)]
        notes = [f"Marbles: {state.home_len} per colour. Colours: " +
                 "; ".join(f"{state.players[s]} {colours[s]}" for s in range(n)) + "."]
        if len(teams) < n:
            notes.append("Partners' numbers are added together. Cards played: " + ", ".join(
                f"{state.players[s]} {state.cards_played[s]}" for s in range(n)) + ".")
        goal = f"the first {'team' if len(teams) < n else 'player'} with every marble home wins"
        notes.append(f"{goal[:1].upper()}{goal[1:]}.")  # (the bottom row says "Marbles home")
        return ScoreSheet(
            title="Fast Track score sheet", game_name=self.info.name,
            columns=tuple(team_name(state.players, t) for t in teams), players=tuple(state.players),
            sub_columns=("Count",), date=today(), house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(team_totals(self.scores(state), teams)), total_label="Marbles home", standings=True,
            winners=team_winners(teams, self.winners(state)), notes=tuple(notes), extra={"goal": goal},
        )

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: FastTrackState) -> bool:
        return state.phase == "over"

    def scores(self, state: FastTrackState) -> list[int]:
        """Marbles home, per seat (their own colours)."""
        out = [0] * len(state.players)
        for slot, holes in enumerate(state.marbles):
            out[state.owners[slot]] += sum(1 for h in holes if h.startswith("home:"))
        return out

    def winners(self, state: FastTrackState) -> list[int]:
        return list(state.winning_team) if state.phase == "over" else []

    def hint_outcome(self, state: FastTrackState, move: Move) -> str | None:
        """A hinted card of a hand of five that moves no marble (none in the hand does): "it is
        lost", as it will be (Help > Hint said only "play the 9 of clubs.")."""
        if move.get("kind") != CHOOSE:
            return None
        playable = self.playable_cards(state)
        if move["card"] in playable:
            return None
        # (with the house rule "throw away any card" a dead card may be chosen beside live ones)
        return "it moves no marble, so it is lost" if playable else "no card of yours moves a marble, so it is lost"

    def status(self, state: FastTrackState) -> str:
        if state.phase == "over":
            names = " and ".join(state.players[p] for p in state.winning_team)
            return f"Game over: {names} {'win' if len(state.winning_team) > 1 else 'wins'}."
        who = state.players[state.turn]
        if state.phase == FLIP:
            if state.options["hand_of_five"]:
                return f"{who}: choose a card to play."
            return f"{who}: turn over a card."
        if state.seven_left:
            return f"{who}: move another marble {state.seven_left} to finish the 7."
        if self.legal_moves(state) == [PASS_MOVE]:
            return f"{who}: the {card_name(state.card)} cannot be played; pass."
        return f"{who}: move a marble with the {card_name(state.card)}."

    def zones(self, state: FastTrackState) -> list[Zone]:
        """Each player plays from their own deck: its draw pile ("pile", face down), its discards
        ("discard": every card in it was turned or played face up, so it is public), with
        Alternate Rule 2 its hand of five ("hand", its owner's only); and the card being played
        ("card", face up). The marbles are not cards (see :meth:`public`)."""
        out: list[Zone] = []
        hand_game = state.options["hand_of_five"]
        for seat in range(len(state.players)):
            out.append(Zone("pile", state.draw[seat], Seen.NOBODY, seat, Role.STOCK))
            out.append(Zone("discard", state.discard[seat], Seen.ALL, seat, Role.DISCARD))
            if hand_game:
                out.append(Zone("hand", state.hands[seat], Seen.OWNER, seat, Role.HAND))
        out.append(Zone("card", (state.card,) if state.card else (), Seen.ALL, None, Role.PLAYED))
        return out

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "Each player gets one full deck of cards including Jokers" """
        return DeckSpec(decks=players, jokers=DECK.jokers)

    def deck_counts(self, state: FastTrackState) -> Counter[str]:
        return self.pieces(len(state.players), state.options).counts()

    def with_zones(self, state: FastTrackState, cards: dict[str, tuple[str, ...]]) -> FastTrackState:
        """The same position with other cards in the zones named (by :attr:`Zone.key`)."""
        fields = {"pile": list(state.draw), "discard": list(state.discard), "hand": list(state.hands)}
        card = state.card
        for key, zone_cards in cards.items():
            name, _, owner = key.partition("/")
            if name == "card":
                card = zone_cards[0] if zone_cards else ""
            else:
                fields[name][int(owner)] = tuple(zone_cards)
        return state.replace(draw=tuple(fields["pile"]), discard=tuple(fields["discard"]),
                             hands=tuple(fields["hand"]), card=card)

    #: What a marble on the fast track is worth to the computer players, lost: more than the
    #: board family's bonus for landing on a corner (4), so a move that takes the fast track
    #: and throws it away again scores below one that does neither.
    AI_FAST_LOST = 6.0

    def ai_move_scores(self, state: FastTrackState, seat: int, moves: list[Move]) -> list[float]:
        """Added to the board family's scores: the fast track lost. "Marbles in the fast track
        must be moved out of the fast track before any other marbles of the same color can be
        moved or the Fast Track is lost": moving a marble costs the other marbles of its colour
        on the fast track. The first part of a split 7 costs every marble of its colour on the
        fast track after it, the one it lands on a corner too: the rest must move another
        marble (the Hard computer landed a marble on a corner with 4 of a 7 and lost it with
        the other 3, twice in ten turns: s39 t2)."""
        if not state.fast:
            # nothing to lose but a corner taken by the first part of a split 7
            if not (state.card and RANK_OF[state.card] == "7" and not state.seven_left):
                return [0.0] * len(moves)
        b = self.board(state)
        occ = self.occupancy(state)
        ctrl = self.controlled(state, seat)
        splitting = bool(state.card) and RANK_OF[state.card] == "7" and not state.seven_left
        out = []
        for move in moves:
            src, dest = move.get("from"), move.get("to")
            if move.kind != MOVE or not isinstance(src, str) or not isinstance(dest, str) or src not in occ:
                out.append(0.0)
                continue
            slot = occ[src]
            others = sum(1 for h in state.fast if h != src and occ.get(h) == slot)
            score = -self.AI_FAST_LOST * others
            if splitting and 0 < move.get("steps", 0) < 7 and len(ctrl) == 1:
                # The rest of the 7 moves another marble of this colour: whatever of it is on
                # the fast track after this part is lost with it (the corner's bonus undone).
                if b.is_corner(dest):
                    score -= self.AI_FAST_LOST + 4.0
                elif src in state.fast:
                    score -= self.AI_FAST_LOST
            out.append(score)
        return out

    def public(self, state: FastTrackState) -> dict[str, Any]:
        """The board and everything on it, seen by all: the marbles of each colour, which are on
        the fast track, who plays which colour, whose turn, the rest of a split 7, the scores."""
        b = self.board(state)
        return {
            "board": {"sides": state.sides, "home_len": state.home_len},
            "colours": list(state.colours),
            "owners": list(state.owners),
            "marbles": {c: list(h) for c, h in zip(state.colours, state.marbles)},
            "fast": list(state.fast),
            "seven_left": state.seven_left,
            "seven_marble": state.seven_marble,
            "turn": state.turn,
            "phase": state.phase,
            "cards_played": list(state.cards_played),
            "sent_home": list(state.sent_home),
            "scores": self.scores(state),
            "winners": self.winners(state),
            # seat -> team (its lowest seat): partners' marbles pull together in a search
            "teams": [min(self.team(state, s)) for s in range(len(state.players))],
            "pen_exits": {c: b.pen_exit(c) for c in state.colours},
        }


# Moves are built once and kept: a search step then makes no new move objects. MOVE_KEYS holds
# each one's sort key (the order legal moves are listed in), by the move's id: the move's
# fields sorted by name, names and values written out and joined with NUL characters, which
# sorts the way the tuple of (name, value) pairs does.
_MARBLE_MOVES: dict[tuple[str, str, int], Move] = {}
_SWAP_MOVES: dict[tuple[str, str], Move] = {}
_CHOOSE_MOVES: dict[str, Move] = {}
MOVE_KEYS: dict[int, str] = {}


def _kept(move: Move) -> Move:
    MOVE_KEYS[id(move)] = "\0".join(part for k, v in sorted(move.items()) for part in (k, str(v)))
    return move


def _in_order(moves: list[Move]) -> list[Move]:
    """Built moves, each once, in their sort order."""
    if len(moves) < 2:
        return moves
    return [m for _, m in sorted((MOVE_KEYS[i], m) for i, m in {id(m): m for m in moves}.items())]


def marble_move(src: str, dest: str, steps: int) -> Move:
    move = _MARBLE_MOVES.get((src, dest, steps))
    if move is None:
        move = _MARBLE_MOVES[(src, dest, steps)] = _kept(Move(kind=MOVE, **{"from": src}, to=dest, steps=steps))
    return move


def swap_move(a: str, b: str) -> Move:
    move = _SWAP_MOVES.get((a, b))
    if move is None:
        move = _SWAP_MOVES[(a, b)] = _kept(Move(kind=SWAP, a=a, b=b))
    return move


def choose_move(card: str) -> Move:
    move = _CHOOSE_MOVES.get(card)
    if move is None:
        move = _CHOOSE_MOVES[card] = _kept(Move(kind=CHOOSE, card=card))
    return move


#: the landmarks a loop hole is counted from, in the words of the board's painted places
#: ("open_corner": the corners of colours nobody plays, "the top-right corner": counted from
#: another colour's exit they read "13 holes past green's exit", s38 t3)
LANDMARKS = {"corner": "corner", "exit": "exit", "entrance": "home entrance", "open_corner": "corner"}


def _describe_hole(hole: str, sides: int, colours: tuple[str, ...] | None = None) -> str:
    """A hole in words for the log and the table: "3 holes past red's exit", "blue's corner",
    "the red pen", "hole 2 of red's home", "the bullseye". Loop holes are named from the coloured
    corners, exits and home entrances a family sees on the board, not by a number nobody has
    painted, and only from the ``colours`` in play (None: every colour of the board)."""
    kind = hole_kind(hole)
    if kind == "loop":
        return board(sides).loop_words(hole, LANDMARKS, colours, unit="hole")
    if kind == "pen":
        return f"the {hole.split(':')[1]} pen"
    if kind == "home":
        _, colour, i = hole.split(":")
        return f"hole {int(i) + 1} of {colour}'s home"
    if kind == BULLSEYE:
        return "the bullseye"
    return repr(hole)


describe_hole = hole_words(_describe_hole)


def route_words(src: str, dest: str, sides: int, colours: tuple[str, ...] | None = None, back: bool = False) -> str:
    """Where a move takes a marble, for the log line after "Ben moves a blue marble": "2 holes on
    from blue's exit", "from the blue pen to blue's exit" (:meth:`Board.route_words`). Remembered
    per route, board and colours at the table (up to :data:`ROUTES_KEPT`): every move applied says
    one, a computer player's search included (the nearest landmarks looked for among every
    colour's: half the time a move took to apply, bench/fast_track_routes.py, s43), and the same
    few hundred routes come again and again."""
    key = (src, dest, sides, colours, back)
    try:
        said = _routes.get(key)
    except TypeError:  # unhashable (colours as a list): said, not kept
        return _route_words(src, dest, sides, colours, back)
    if said is None:
        said = _route_words(src, dest, sides, colours, back)
        if len(_routes) < ROUTES_KEPT:
            _routes[key] = said
    return said


ROUTES_KEPT = 20_000
_routes: dict[tuple, str] = {}


def _route_words(src: str, dest: str, sides: int, colours: tuple[str, ...] | None, back: bool) -> str:
    """:func:`route_words` worked out."""
    return board(sides).route_words(src, dest, LANDMARKS, lambda h: describe_hole(h, sides, colours), colours,
                                    back=back)


def _path_data(state: FastTrackState, move: dict) -> dict[str, Any]:
    return {"path": move_path(state, move)}


def move_path(state: FastTrackState, move: dict) -> list[str]:
    """The holes a legal move passes through, from its start to its end (for animation)."""
    b = board(state.sides, state.home_len)
    if move.get("kind") != MOVE:
        return [move["a"], move["b"]]
    src: str = move["from"]
    dest: str = move["to"]
    steps: int = move.get("steps", 0)
    if not steps:
        return [src, dest]
    occ = FastTrack.occupancy(state)
    slot = occ[src]
    colour = state.colours[slot]
    into_bullseye = [BULLSEYE] if dest == BULLSEYE else []

    def ends_there(path: tuple[str, ...]) -> bool:
        return path[-1] == dest or (dest == BULLSEYE and b.is_one_past_corner(path[-1]))

    back = b.backward_path(src, steps)
    if RANK_OF.get(state.card) == "4" and back:
        return [src, *back, *into_bullseye]
    for path in b.forward_paths(colour, src, steps, src in state.fast, state.options["own_exit_only"]):
        if ends_there(path) and not any(occ.get(h) == slot for h in path):
            return [src, *path, *into_bullseye]
    if back and ends_there(back):  # Alternate Rule 3: back when blocked by the home entrance
        return [src, *back, *into_bullseye]
    return [src, dest]


GAME = FastTrack()
