"""Jokers Wild, from the family's rule book (004_312affb30e9b3af0.txt, section "Jokers Wild (Board
Game)").

Players and cards: "3-4 decks of cards, jokers included" (option, 3 by default); "2 or 4 people
can play, with four players opposites are partners"; "Deal 5 cards to each player". The object:
"The team getting all their marbles into their "Castle" first is the winner."

The board (the book's picture is lost; it follows the published "Jokers and Marbles" board, see
:func:`cardtable.games.marble_tracks.jokers_wild_board`): a square loop of 72 holes, 18 a side,
running clockwise. Each colour has a corner; its **starting place** is the 8th hole after the
corner, its **Home** (five holes, where its five marbles start) beside it, and its **Castle** (five
holes, the finish) leaves the loop at the 3rd hole after the corner. A marble goes once round the
loop from its starting place and then turns into its Castle. Two players sit opposite (red and
green); with four, partners sit opposite (red with green, blue with yellow).

The turn: "play a card and then draw a card from the centre pile at the end of your turn". "An Ace
or Face card is needed to move a marble from out of "Home" to the starting place". "If you cannot
play, you must discard a card and pick a new card to replace it." "You cannot pass if you have a
play in your hand, even if you don't want to play it." "You may NOT jump (pass) your own marble or
your partners marble." "When all of your marbles have been moved from "Home" to your "Castle" you
then assist your partner."

Card values: Ace 1 or out of Home; Face (J, Q, K) 10 or out of Home; Two to Ten face value; Seven 7,
or "split in any way between TWO of your marbles"; "You may also use part of a 7 to move your last
marble into your castle and the remainder to move a marble of your partners. The only time you
can waste the extra part of a 7 is on your very last marble into the castle."; Eight "ONLY moves
backwards 8 places"; Joker: "taking your marble (already out of home) and taking the place of any
marble on the board. If it is an opponents marble you send them back to "Home". If it is your
partners marble you send them to the entrance to their "Castle". If your partners entrance to
their "Castle" has an opponent on it you will also send that marble "Home"".

Moves (plain data)
------------------
* ``{"kind": "play", "card": "7H"}``: put a card from your hand on the discard pile to move with it
  (offered only for cards that have a move).
* ``{"kind": "discard", "card": "3C"}``: only when no card in your hand can be played; you then
  draw and your turn ends.
* ``{"kind": "move", "from": HOLE, "to": HOLE, "steps": N}``: move the marble on ``from``.
  ``steps`` is 0 for coming out of Home, 8 for the Eight (backwards), else the spaces forward. A
  split 7 is two such moves, the first with ``steps`` 1 to 6.
* ``{"kind": "joker", "from": HOLE, "to": HOLE}``: your marble on ``from`` takes the place of the
  marble on ``to``.

Choices where the text is vague (also on the in-app rules page)
--------------------------------------------------------------
* Landing on an opponent sends it Home; landing on your own marble is not allowed; landing on your
  partner's marble sends it to the entrance of its Castle (refused if one of your team's marbles
  is there; an opponent there is sent Home). Opponents' marbles may be passed.
* The Castle is entered only forwards from its entrance, by exact count; a marble reaching its
  entrance turns in (it never goes round again); inside it moves on without passing a marble;
  nothing else ever enters it, so it is safe. Marbles in the Castle never go backwards. An Eight
  may take a marble back past its own entrance; it then turns in on its next move forward.
* The Joker's own marble must be on the loop; its target is any marble on the loop not of your
  own colour (marbles at Home or in a Castle are not "on the board"). It is refused if a partner's
  marble cannot go to its entrance.
* A split 7 uses all seven on two marbles, unless the first part takes your last marble into your
  Castle: then the rest moves one of your partner's marbles if it can, and is otherwise wasted.
* When assisting, your partner's marbles count as your own (no passing them, a 7 splits between
  two of them).
* The first player named plays first (the dealer's left, the last seat dealing); play goes left.
  When the pile runs out the discards are shuffled into a new pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterator

from ..core.cards import JOKER, RANK_OF, RANK_VALUE, DeckSpec, card_name
from ..core.game import Applied, Event, Game, GameInfo, GameState, Move, OptionSpec, applied
from ..core.piles import as_pile
from ..core.rng import shuffle
from ..core.words import listed
from ..core.zones import Role, Seen, Zone
from .marble_tracks import Board, hole_kind, hole_words, in_the_way, jokers_wild_board

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PLAY, DISCARD, MOVE, JOKER_MOVE = "play", "discard", "move", "joker"
CARD, MOVING, OVER = "card", "move", "over"
HAND_SIZE = 5
MARBLES = 5
FACE = frozenset({"J", "Q", "K"})
OUT_OF_HOME = FACE | {"A"}
BACK = 8
MOVE_FIELDS = {PLAY: {"kind", "card"}, DISCARD: {"kind", "card"}, MOVE: {"kind", "from", "to", "steps"},
               JOKER_MOVE: {"kind", "from", "to"}}


def forward_value(rank: str) -> int:
    """ "Ace Moves 1 place"; "Face Moves 10 places"; "Two thru Ten Moves face value"."""
    if rank == "A":
        return 1
    if rank in FACE:
        return 10
    return int(rank) if rank.isdigit() else 0


def seat_sides(players: int) -> tuple[int, ...]:
    """Two players sit opposite; four take the four sides, partners opposite."""
    return (0, 2) if players == 2 else (0, 1, 2, 3)


@dataclass(eq=False, kw_only=True)
class JokersWildState(GameState):
    colours: tuple[str, ...]  # per seat
    marbles: tuple[tuple[str, ...], ...]  # per seat: the hole of each of its five marbles
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]  # the centre pile, top card last
    discard: tuple[str, ...]  # top card last
    turn: int
    phase: str
    card: str  # the card being played (phase MOVING)
    seven_left: int
    seven_marble: str  # the hole of the marble the first part of a 7 moved
    shuffles: int
    sent_home: tuple[int, ...]  # per seat: opponents' marbles sent Home
    cards_played: tuple[int, ...]
    winning_team: tuple[int, ...]


_MOVES: dict[tuple[str, str, int], Move] = {}
_JOKER_MOVES: dict[tuple[str, str], Move] = {}  # (moves are values nobody changes: made once, shared)
_CARD_MOVES: dict[tuple[str, str], Move] = {}


def marble_move(src: str, dest: str, steps: int) -> Move:
    move = _MOVES.get((src, dest, steps))
    if move is None:
        move = _MOVES[(src, dest, steps)] = Move(kind=MOVE, **{"from": src}, to=dest, steps=steps)
    return move


def joker_move(src: str, dest: str) -> Move:
    move = _JOKER_MOVES.get((src, dest))
    if move is None:
        move = _JOKER_MOVES[(src, dest)] = Move(kind=JOKER_MOVE, **{"from": src}, to=dest)
    return move


def card_move(kind: str, card: str) -> Move:
    """``Move(kind=kind, card=card)`` (a play or a discard), made once and kept."""
    move = _CARD_MOVES.get((kind, card))
    if move is None:
        move = _CARD_MOVES[(kind, card)] = Move(kind=kind, card=card)
    return move


#: Ranks whose cards move marbles alike (the same moves, from the same holes).
_SAME_MOVES = {rank: "face" for rank in FACE}
_ALL_IN: dict[tuple[str, ...], bool] = {}  # JokersWild.all_in, by the holes a seat's marbles are in


#: What a card is worth keeping when one must be thrown away (higher: kept): the Joker takes any
#: marble's place, an Ace or a face card brings a marble out of Home, a 7 splits between two
#: marbles, an 8 goes back; the other cards move their count (a low one least).
KEEP = {JOKER: 20.0, "A": 8.0, "K": 8.0, "Q": 8.0, "J": 8.0, "7": 6.0, "8": 4.0}


def keep_value(card: str) -> float:
    rank = RANK_OF[card]
    return KEEP.get(rank, RANK_VALUE.get(rank, 0) / 10.0)


class JokersWild(Game[JokersWildState]):
    move_shapes = {kind: frozenset(keys) for kind, keys in MOVE_FIELDS.items()}
    info = GameInfo(
        id="jokers_wild",
        name="Jokers Wild",
        family="Marble track",
        min_players=2,
        max_players=4,
        player_counts=(2, 4),
        description="Bring your five marbles from Home round the board into your Castle with the cards "
                    "in your hand; Jokers take any marble's place.",
        source="004_312affb30e9b3af0.txt, section 'Jokers Wild (Board Game)'",
        rules_page="jokers_wild.html",
        # (no rounds: the sheet says where the game stands, a row for each count; the blank sheet's
        # rows the same, to write the counts in at the end)
        sheet_rounds=("Cards played", "Sent others Home", "At Home", "On the board"),
        sheet_columns=("Count",), sheet_total="Marbles in the Castle",
        options=(
            OptionSpec("decks", "Decks", "How many decks (with their jokers) make the centre pile.", 3,
                       choices=(3, 4)),
        ),
    )
    #: Two teams that win together (with four, partners opposite: "The team getting all their
    #: marbles into their "Castle" first is the winner"; with two, a player each), as in Euchre:
    #: the benchmark counts a team's win whole for each partner (fair share one half). Each seat
    #: keeps its own count (marbles in its Castle); the computer players count their team's.
    partnership = True

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(decks=options["decks"], jokers=2)

    @staticmethod
    def board() -> Board:
        return _BOARD

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> JokersWildState:
        n = len(players)
        b = self.board()
        colours = tuple(b.colours[s] for s in seat_sides(n))
        order = shuffle(self.pieces(n, options).codes(), seed, 0, stack)
        # "Deal 5 cards to each player", one at a time from the dealer's left (seat 0).
        hands = tuple(tuple(order[s:HAND_SIZE * n:n]) for s in range(n))
        return JokersWildState(
            players=players, options=options, seed=seed, stack=stack, colours=colours,
            marbles=tuple(b.pens[c] for c in colours), hands=hands, pile=as_pile(order[HAND_SIZE * n:]),
            discard=(), turn=0, phase=CARD, card="", seven_left=0, seven_marble="", shuffles=1,
            sent_home=(0,) * n, cards_played=(0,) * n, winning_team=(),
        )

    # ----- teams and marbles ----------------------------------------------------------------
    @staticmethod
    def partner(state: JokersWildState, seat: int) -> int | None:
        return (seat + 2) % 4 if len(state.players) == 4 else None

    def team(self, state: JokersWildState, seat: int) -> tuple[int, ...]:
        p = self.partner(state, seat)
        return (seat,) if p is None else tuple(sorted((seat, p)))

    @staticmethod
    def in_castle(hole: str) -> bool:
        return hole_kind(hole) == "home"

    def all_in(self, marbles: tuple[tuple[str, ...], ...], seat: int) -> bool:
        """Are all ``seat``'s marbles in its Castle? (Asked many times a move, of marbles that
        mostly stay put: the answer is kept by the holes.)"""
        holes = marbles[seat]
        try:
            got = _ALL_IN.get(holes)
        except TypeError:  # a list (not from a state): not kept
            return all(self.in_castle(h) for h in holes)
        if got is None:
            if len(_ALL_IN) >= 100_000:
                _ALL_IN.clear()
            got = _ALL_IN[holes] = all(self.in_castle(h) for h in holes)
        return got

    def controlled(self, state: JokersWildState, seat: int, marbles: tuple[tuple[str, ...], ...] | None = None) -> int:
        """The seat whose marbles ``seat`` moves: its own, or once they are all in its Castle,
        its partner's ("you then assist your partner")."""
        marbles = state.marbles if marbles is None else marbles
        p = self.partner(state, seat)
        if p is not None and self.all_in(marbles, seat):
            return p
        return seat

    @staticmethod
    def occupancy(marbles: tuple[tuple[str, ...], ...]) -> dict[str, int]:
        return {h: seat for seat, holes in enumerate(marbles) for h in holes}

    # ----- where a marble may go ----------------------------------------------------------------
    def _land(self, state: JokersWildState, marbles: tuple[tuple[str, ...], ...], mover: int, src: str,
              dest: str) -> tuple[tuple[tuple[str, ...], ...], list[tuple[int, str, str]]] | None:
        """The marbles after ``mover``'s marble goes from ``src`` to ``dest`` (no path checks), and
        who was displaced (seat, from, to); ``None`` if the landing is not allowed: on your own
        marble, or on your partner's whose Castle entrance holds one of your team's marbles."""
        b = self.board()
        occ = self.occupancy(marbles)
        new = [list(m) for m in marbles]
        new[mover][new[mover].index(src)] = dest
        displaced: list[tuple[int, str, str]] = []
        other = occ.get(dest)
        if other is None:
            return tuple(tuple(m) for m in new), displaced
        if other == mover:
            return None
        team = self.team(state, mover)
        if other in team:
            # "If it is your partners marble you send them to the entrance to their Castle"
            entrance = b.home_entrance(state.colours[other])
            there = occ.get(entrance) if entrance != src else None
            if entrance == dest or (there is not None and there in team):
                return None
            if there is not None:  # "has an opponent on it you will also send that marble Home"
                pen = self._free_pen(state, new, there)
                new[there][new[there].index(entrance)] = pen
                displaced.append((there, entrance, pen))
            new[other][new[other].index(dest)] = entrance
            displaced.insert(0, (other, dest, entrance))
        else:
            pen = self._free_pen(state, new, other)
            new[other][new[other].index(dest)] = pen
            displaced.append((other, dest, pen))
        return tuple(tuple(m) for m in new), displaced

    def _may_land(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str, dest: str) -> bool:
        """:meth:`_land` is not ``None`` (the quick question, asked for every move offered)."""
        other = occ.get(dest)
        if other is None:
            return True
        if other == mover:
            return False
        if len(state.players) == 4 and other == (mover + 2) % 4:
            entrance = self.board().home_entrance(state.colours[other])
            there = occ.get(entrance) if entrance != src else None
            return entrance != dest and (there is None or there % 2 != mover % 2)
        return True

    def _free_pen(self, state: JokersWildState, marbles: list[list[str]], seat: int) -> str:
        holes = set(marbles[seat])
        return next(h for h in self.board().pens[state.colours[seat]] if h not in holes)

    def _clear(self, state: JokersWildState, occ: dict[str, int], mover: int, path: tuple[str, ...]) -> bool:
        """ "You may NOT jump (pass) your own marble or your partners marble." """
        four = len(state.players) == 4
        for h in path[:-1]:
            other = occ.get(h)
            if other is not None and (other == mover or (four and other % 2 == mover % 2)):
                return False
        return True

    def forward(self, state: JokersWildState, marbles, mover: int, src: str, steps: int,
                occ: dict[str, int] | None = None) -> Move | None:
        if steps <= 0 or hole_kind(src) not in ("loop", "home"):
            return None
        occ = self.occupancy(marbles) if occ is None else occ
        return self._forward(state, occ, mover, state.colours[mover], src, steps)


    def _forward(self, state: JokersWildState, occ: dict[str, int], mover: int, colour: str, src: str,
                 steps: int) -> Move | None:
        """:meth:`forward` of a marble on the loop or in its Castle, ``steps`` > 0 (what every
        listing of moves asks, a dozen times a state: :meth:`_clear` and :meth:`_may_land`
        written out)."""
        path = _BOARD.walk(colour, src, steps)
        if path is None:
            return None
        four = len(state.players) == 4
        get = occ.get
        for h in path[:-1]:  # _clear: "You may NOT jump (pass) your own marble or your partners marble."
            other = get(h)
            if other is not None and (other == mover or (four and other % 2 == mover % 2)):
                return None
        dest = path[-1]
        other = get(dest)
        if other is not None:  # _may_land, its quick answers first
            if other == mover:
                return None
            if four and other == (mover + 2) % 4 and not self._may_land(state, occ, mover, src, dest):
                return None
        move = _MOVES.get((src, dest, steps))  # marble_move
        return move if move is not None else marble_move(src, dest, steps)

    def backward(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str) -> Move | None:
        """ "Eight ONLY moves backwards 8 places" (along the loop; never in the Castle)."""
        if hole_kind(src) != "loop":
            return None
        path = self.board().backward_path(src, BACK)
        if path is None or not self._clear(state, occ, mover, path):
            return None
        if not self._may_land(state, occ, mover, src, path[-1]):
            return None
        return marble_move(src, path[-1], BACK)

    def moves_for_card(self, state: JokersWildState, card: str, seat: int) -> list[Move]:
        """Every legal first move of ``card`` for ``seat`` (empty: the card cannot be played)."""
        return list(self._iter_moves(state, card, seat))

    def _iter_moves(self, state: JokersWildState, card: str, seat: int,
                    occ: dict[str, int] | None = None, mover: int | None = None) -> Iterator[Move]:
        """``occ`` and ``mover``: the state's occupancy and the seat whose marbles move, if
        already worked out (they are the same for every card of a hand)."""
        rank = RANK_OF[card]
        if mover is None:
            mover = self.controlled(state, seat)
        marbles = state.marbles
        b = self.board()
        colour = state.colours[mover]
        if occ is None:
            occ = self.occupancy(marbles)
        if rank == JOKER:
            # every loop hole holding another seat's marble, in the loop's order (read from the
            # marbles, not from the loop's 72 holes)
            targets = sorted((h for h, other in occ.items() if other != mover and h in _LOOP_AT),
                             key=_LOOP_AT.__getitem__)
            for src in marbles[mover]:
                if hole_kind(src) != "loop":
                    continue
                for dest in targets:
                    if self._may_land(state, occ, mover, src, dest):
                        yield joker_move(src, dest)
            return
        done_pen = False
        steps = forward_value(rank)
        for src in marbles[mover]:
            kind = hole_kind(src)
            if kind == "pen":
                # "An Ace or Face card is needed to move a marble from out of Home to the starting place"
                if rank in OUT_OF_HOME and not done_pen:
                    done_pen = True
                    first = min(h for h in marbles[mover] if hole_kind(h) == "pen")
                    if self._may_land(state, occ, mover, first, b.pen_exit(colour)):
                        yield marble_move(first, b.pen_exit(colour), 0)
                continue
            if rank == "8":
                m = self.backward(state, occ, mover, src)
                if m is not None:
                    yield m
                continue
            if kind != "loop" and kind != "home":  # (forward: only along the loop or in the Castle)
                continue
            m = self._forward(state, occ, mover, colour, src, steps) if steps > 0 else None
            if m is not None:
                yield m
            if rank == "7":
                for part in range(1, 7):
                    m = self._forward(state, occ, mover, colour, src, part)
                    if m is not None and self._seven_can_go_on(state, seat, mover, m):
                        yield m

    def _seven_can_go_on(self, state: JokersWildState, seat: int, mover: int, first: Move) -> bool:
        """A first part of a 7 is allowed if another marble can take the rest, or if it takes the
        mover's last marble into the Castle (the rest then goes to the partner or is wasted)."""
        marbles, _ = self._land(state, state.marbles, mover, first["from"], first["to"])  # type: ignore[misc]
        if (mover == seat and self.all_in(marbles, seat)) or all(
                self.all_in(marbles, p) for p in self.team(state, seat)):
            return True
        return self._seven_rest_exists(state, marbles, mover, first["to"], 7 - first["steps"])

    def _seven_rest_exists(self, state: JokersWildState, marbles, mover: int, moved: str, left: int) -> bool:
        """``bool(self._seven_rest(...))``, stopping at the first marble that can take the rest."""
        if left <= 0:
            return False
        occ = self.occupancy(marbles)
        colour = state.colours[mover]
        for src in marbles[mover]:
            if src == moved:
                continue
            kind = hole_kind(src)
            if (kind == "loop" or kind == "home") and self._forward(state, occ, mover, colour, src, left) is not None:
                return True
        return False

    def _seven_rest(self, state: JokersWildState, marbles, mover: int, moved: str, left: int) -> list[Move]:
        out = []
        occ = self.occupancy(marbles)
        for src in marbles[mover]:
            if src == moved:
                continue
            m = self.forward(state, marbles, mover, src, left, occ)
            if m is not None:
                out.append(m)
        return out

    def playable_cards(self, state: JokersWildState, seat: int) -> list[str]:
        seen: dict[str, bool] = {}
        out = []
        occ = self.occupancy(state.marbles)  # (the same for every card)
        mover = self.controlled(state, seat)
        for card in state.hands[seat]:
            rank = RANK_OF[card]
            same = _SAME_MOVES.get(rank, rank)  # (a J, Q and K move alike: asked once)
            if same not in seen:
                # A 7 that can go all 7 with some marble is playable (the moves list that
                # move): asked first, before splitting it, which means trying each part's rest.
                seen[same] = (rank == "7" and self._seven_whole(state, occ, mover)) or \
                    next(self._iter_moves(state, card, seat, occ, mover), None) is not None
            if seen[same]:
                out.append(card)
        return out

    def _seven_whole(self, state: JokersWildState, occ: dict[str, int], mover: int) -> bool:
        """Can one of ``mover``'s marbles go forward all 7 holes?"""
        colour = state.colours[mover]
        for src in state.marbles[mover]:
            kind = hole_kind(src)
            if (kind == "loop" or kind == "home") and self._forward(state, occ, mover, colour, src, 7) is not None:
                return True
        return False

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: JokersWildState) -> int | None:
        return None if state.phase == OVER else state.turn

    def compute_legal_moves(self, state: JokersWildState) -> list[Move]:
        if state.phase == OVER:
            return []
        seat = state.turn
        if state.phase == CARD:
            cards = sorted(set(self.playable_cards(state, seat)))
            if cards:
                return [card_move(PLAY, c) for c in cards]
            # "If you cannot play, you must discard a card and pick a new card to replace it."
            return [card_move(DISCARD, c) for c in sorted(set(state.hands[seat]))]
        if state.seven_left:
            mover = self.controlled(state, seat)
            return self._seven_rest(state, state.marbles, mover, state.seven_marble, state.seven_left)
        return self.moves_for_card(state, state.card, seat)

    def check(self, state: JokersWildState, move: Move) -> str | None:
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def perform(self, state: JokersWildState, move: Move) -> Applied:
        seat, who = state.turn, state.players[state.turn]
        if move.kind in (PLAY, DISCARD):
            card = move["card"]
            hands = list(state.hands)
            hand = list(hands[seat])
            hand.remove(card)
            hands[seat] = tuple(hand)
            if move.kind == PLAY:
                fields = state.fields_copy()
                fields["hands"] = tuple(hands)
                fields["discard"] = state.discard + (card,)
                fields["phase"] = MOVING
                fields["card"] = card
                return applied(state.of_fields(fields), (Event.of(
                    f"{who} plays the {card_name(card)}.", "card_moved",
                    {"card": card, "src": f"hand/{seat}", "dst": "discard", "seat": seat}),))
            new = state.replace(hands=tuple(hands), discard=state.discard + (card,))
            events = [Event(f"{who} cannot play and discards the {card_name(card)}.", "card_moved", card=card,
                            src=f"hand/{seat}", dst="discard", seat=seat)]
            return self._end_turn(new, events)
        return self._move(state, move, who)

    def _move(self, state: JokersWildState, move: Move, who: str) -> Applied:
        seat = state.turn
        mover = self.controlled(state, seat)
        src, dest = move["from"], move["to"]
        landed = self._land(state, state.marbles, mover, src, dest)
        assert landed is not None
        marbles, displaced = landed
        colour = state.colours[mover]
        # (a joker's card was said as it was played: "Ben plays the joker.")
        back = move.kind != JOKER_MOVE and RANK_OF.get(state.card) == "8"  # (an 8 goes back only)
        path = _BOARD.route_words(src, dest, LANDMARKS, lambda h: describe_hole(h, state.colours), state.colours,
                                  back=back)
        if move.kind == JOKER_MOVE:
            text = (f"{who} moves a {colour} marble {path}, in the place of the "
                    f"{state.colours[displaced[0][0]]} marble.")
        else:
            text = f"{who} moves a {colour} marble {path}."
        events = [Event.of(text, "marble_moved", {"seat": seat, "colour": colour, "src": src, "dst": dest,
                                                  "steps": move.get("steps", 0)})]
        sent = list(state.sent_home)
        for other, frm, to in displaced:
            if hole_kind(to) == "pen":
                sent[seat] += 1
                events.append(Event(f"The {state.colours[other]} marble goes back Home.", "marble_sent_home",
                                    colour=state.colours[other], src=frm, dst=to, by=seat))
            else:
                events.append(Event(f"The {state.colours[other]} marble goes to the entrance of its Castle.",
                                    "marble_moved", colour=state.colours[other], src=frm, dst=to))
        new = state.replace(marbles=marbles, sent_home=tuple(sent))
        won = self._winning_team(new)
        if won:
            names = listed(state.players[p] for p in won)
            events.append(Event(f"All of {names}'s marbles are in their Castle: {names} "
                                f"{'win' if len(won) > 1 else 'wins'}!", "game_over", winners=list(won)))
            played = list(state.cards_played)
            played[seat] += 1
            return Applied(new.replace(phase=OVER, winning_team=won, card="", seven_left=0, seven_marble="",
                                       cards_played=tuple(played)), tuple(events))
        steps = move.get("steps", 0)
        if RANK_OF[state.card] == "7" and move.kind == MOVE and not state.seven_left and 0 < steps < 7:
            left = 7 - steps
            new_mover = self.controlled(new, seat)
            if new_mover != mover or self.all_in(marbles, mover):
                # "use part of a 7 to move your last marble into your castle and the remainder to
                # move a marble of your partners"; otherwise "waste the extra part".
                rest = self._seven_rest(new, marbles, new_mover, "", left) if new_mover != mover else []
                if not rest:
                    events.append(Event(f"The last {left} of the 7 cannot be used: wasted.", "note"))
                    return self._end_turn(new, events)
                events.append(Event(f"{left} of the 7 left for a partner's marble.", "note", left=left))
                return Applied(new.replace(seven_left=left, seven_marble=""), tuple(events))
            events.append(Event(f"{left} of the 7 left to move with another marble.", "note", left=left))
            return Applied(new.replace(seven_left=left, seven_marble=dest), tuple(events))
        return self._end_turn(new, events, fresh=True)  # (``new`` is this move's own: nobody has it yet)

    def reveals_more(self, before: JokersWildState, move: Move, after: JokersWildState) -> bool:
        """What the zones cannot tell: a centre pile shuffled from the discards has an order
        nobody knew, though every card in it was seen face up (so the zones count nothing new).
        The move that shuffles it cannot be taken back: an undo would let the player choose again
        knowing the card to come (as in Fast Track)."""
        return after.shuffles != before.shuffles

    def _winning_team(self, state: JokersWildState) -> tuple[int, ...]:
        """ "The team getting all their marbles into their Castle first is the winner." """
        for seat in range(len(state.players)):
            team = self.team(state, seat)
            if all(self.all_in(state.marbles, p) for p in team):
                return team
        return ()

    def _end_turn(self, state: JokersWildState, events: list[Event], fresh: bool = False) -> Applied:
        """ "then draw a card from the centre pile at the end of your turn"; the discards are
        shuffled into a new pile when it runs out."""
        seat = state.turn
        pile, discard, shuffles = state.pile, state.discard, state.shuffles
        if not pile:
            pile = as_pile(shuffle(discard, state.seed, shuffles, state.stack))
            discard, shuffles = (), shuffles + 1
            events.append(Event("The discards are shuffled into a new centre pile.", "shuffled", src="discard",
                                dst="pile"))
        hands = list(state.hands)
        if pile:
            hands[seat] = hands[seat] + (pile[-1],)
            events.append(Event.of(f"{state.players[seat]} draws a card.", "card_moved",
                                   {"card": pile[-1], "src": "pile", "dst": f"hand/{seat}", "seat": seat}))
            pile = pile[:-1]
        played = list(state.cards_played)
        played[seat] += 1
        # ``fresh``: ``state`` was made by this move and nobody else has it: changed in place
        fields = state.__dict__ if fresh else state.fields_copy()
        fields["hands"] = tuple(hands)
        fields["pile"] = pile
        fields["discard"] = discard
        fields["shuffles"] = shuffles
        fields["phase"] = CARD
        fields["card"] = ""
        fields["seven_left"] = 0
        fields["seven_marble"] = ""
        fields["cards_played"] = tuple(played)
        fields["turn"] = (seat + 1) % len(state.players)
        return applied(state if fresh else state.of_fields(fields), tuple(events))

    def ai_move_scores(self, state: JokersWildState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense for choosing a card (the marble moves are scored by the
        marble-track family's heuristics): a card is worth its best move, sending an opponent
        Home above going into the Castle above coming out of Home; a Joker or a 7 kept for
        later unless it does one of those. When no card plays, the card thrown away is the one
        least worth keeping (:data:`KEEP`): never the Joker while another card can go (the hint
        said "discard the joker" over a 4)."""
        out = []
        occ = self.occupancy(state.marbles)
        for move in moves:
            if move.kind == DISCARD:
                out.append(-keep_value(move["card"]))
                continue
            if move.kind != PLAY:
                out.append(0.0)
                continue
            best = 0.0
            for m in self.moves_for_card(state, move["card"], seat):
                value = 1.0
                other = occ.get(m["to"])
                if other is not None and other % 2 != seat % 2:
                    value += 30.0
                if hole_kind(m["to"]) == "home" and hole_kind(m["from"]) != "home":
                    value += 20.0
                if hole_kind(m["from"]) == "pen":
                    value += 12.0
                best = max(best, value)
            if RANK_OF[move["card"]] in (JOKER, "7") and best < 12:
                best -= 3.0
            out.append(best)
        return out

    # ----- refusals -------------------------------------------------------------------------
    def explain(self, state: JokersWildState, move: Move) -> str:
        if state.phase == OVER:
            return "The game is over."
        kind = move.get("kind")
        if kind not in MOVE_FIELDS or not set(move) <= MOVE_FIELDS[kind]:
            return "That is not a move in Jokers Wild."
        seat = state.turn
        who = state.players[seat]
        if kind in (PLAY, DISCARD):
            if state.phase != CARD:
                return f"Move a marble with the {card_name(state.card)} first."
            card = move.get("card")
            if not isinstance(card, str) or card not in RANK_OF:
                return "That is not a card."
            if card not in state.hands[seat]:
                return f"{who} does not hold the {card_name(card)}."
            if kind == DISCARD:
                return "You cannot pass if you have a play in your hand: play a card instead of discarding."
            return self._why_card_stuck(state, card)
        if state.phase == CARD:
            return "Play a card from your hand onto the discard pile first."
        src = move.get("from")
        b = self.board()
        occ = self.occupancy(state.marbles)
        if not isinstance(src, str) or src not in occ:
            return "There is no marble there."
        mover = self.controlled(state, seat)
        if occ[src] != mover:
            return f"That {state.colours[occ[src]]} marble is not yours to move."
        rank = RANK_OF[state.card]
        if (kind == JOKER_MOVE) != (rank == JOKER):
            return "Only a Joker takes another marble's place." if kind == JOKER_MOVE else \
                "Drag your marble onto the marble whose place it takes."
        if state.seven_left and src == state.seven_marble:
            return f"The rest of the 7 ({state.seven_left}) must move another marble."
        if hole_kind(src) == "pen" and rank not in OUT_OF_HOME:
            return "An Ace or a face card is needed to bring a marble out of Home."
        if rank == JOKER:
            return self._why_not_joker(state, occ, mover, src, move.get("to"))
        if rank == "8" and hole_kind(src) == "home":
            return "Marbles in the Castle never move backwards."
        dest = move.get("to")
        name = card_name(state.card)
        pen = hole_kind(src) == "pen"
        # (any marble at Home may be dragged out: the engine moves one of them)
        mine = [m for m in self.legal_moves(state) if m.get("kind") == MOVE and (
            m["from"] == src or (pen and hole_kind(m["from"]) == "pen"))]
        if isinstance(dest, str) and dest != src and occ.get(dest) == mover:
            return "That hole is taken by your own marble."
        if pen:
            start = b.pen_exit(state.colours[mover])
            if mine:
                return f"The {name} brings a marble out of Home only onto {describe_hole(start, state.colours)}."
            why = self._landing_refused(state, occ, mover, src, start)
            return f"A marble cannot come out of Home now: {why}."
        if mine:
            return f"With the {name} that marble can only go to: " + ", ".join(
                sorted({describe_hole(m["to"], state.colours) for m in mine})) + "."
        return self._why_marble_stuck(state, occ, mover, src, dest)

    def _count_lead(self, state: JokersWildState, steps: int) -> str:
        """What the card in play does, as the start of a refusal."""
        if state.seven_left:
            return f"The rest of the 7 moves a marble {steps} place{'s' if steps != 1 else ''}"
        if RANK_OF[state.card] == "8":
            return f"The {card_name(state.card)} moves a marble {BACK} places backwards"
        return f"The {card_name(state.card)} moves a marble {steps} place{'s' if steps != 1 else ''}"

    def _blocked(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str, steps: int,
                 back: bool = False, rule: bool = True) -> str | None:
        """Why the marble on ``src`` cannot go ``steps`` (backwards with ``back``), computed from
        what lies on its way, as a clause ("it would jump your own marble on ..."); ``None`` if
        it can."""
        b = self.board()
        path = b.backward_path(src, steps) if back else b.walk(state.colours[mover], src, steps)
        if path is None:
            if back:
                return "marbles in the Castle never move backwards"
            return "it would go past the end of its Castle (a marble goes in only by the exact count)"
        four = len(state.players) == 4
        hole = in_the_way(path, occ, lambda other: other == mover or (four and other % 2 == mover % 2))
        if hole is not None:
            whose = "your own marble" if occ[hole] == mover else f"your partner {state.players[occ[hole]]}'s marble"
            said = f"it would jump {whose} on {describe_hole(hole, state.colours)}"
            rule_words = "your own marble or your partner's" if four else "your own marble"
            return f"{said} (you may NOT jump {rule_words})" if rule else said
        if occ.get(path[-1]) is not None and not self._may_land(state, occ, mover, src, path[-1]):
            return self._landing_refused(state, occ, mover, src, path[-1])
        return None

    def _landing_refused(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str,
                         dest: str) -> str:
        """Why a marble may not land on ``dest`` (which :meth:`_may_land` refuses), as a clause."""
        other = occ.get(dest)
        where = describe_hole(dest, state.colours)
        if other == mover:
            return f"your own marble is on {where}, and a marble never lands on its own"
        if other is None:
            return f"{where} is free"  # (not reached: a free hole is always landed on)
        entrance = self.board().home_entrance(state.colours[other])
        partner = state.players[other]
        if entrance == dest:
            return (f"{partner}'s marble on {where} would be sent to its Castle entrance, which is where it "
                    f"already is")
        there = occ.get(entrance)
        whose = "your own marble" if there == mover else f"{state.players[there]}'s own marble" \
            if there == other else "a marble of your team"
        return (f"{partner}'s marble on {where} would be sent to its Castle entrance, "
                f"{describe_hole(entrance, state.colours)}, and {whose} is there")

    def _why_marble_stuck(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str,
                          dest: object) -> str:
        """The refusal for a marble on the loop or in the Castle that has no move with the card
        in play: the rule its count breaks, found on its way (never a guess)."""
        rank = RANK_OF[state.card]
        back = rank == "8" and not state.seven_left
        steps = BACK if back else (state.seven_left or forward_value(rank))
        if state.seven_left and src == state.seven_marble:
            return f"The rest of the 7 ({state.seven_left}) must move another marble."
        if rank == "7" and not state.seven_left and isinstance(dest, str):
            # a first part of a 7 dropped short of the seventh hole: that part's own reason
            path = self.board().walk(state.colours[mover], src, 7) or ()
            if dest in path[:-1]:
                part = path.index(dest) + 1
                why = self._blocked(state, occ, mover, src, part)
                if why is None:
                    return (f"Moving that marble {part} would leave {7 - part} of the 7 that no other marble "
                            f"of yours can move.")
                return f"That marble cannot go {part} of the 7: {why}."
        why = self._blocked(state, occ, mover, src, steps, back)
        if why is None:  # (not reached: the move would be legal)
            return f"{self._count_lead(state, steps)}."
        return f"{self._count_lead(state, steps)}, and that marble cannot: {why}."

    def _why_not_joker(self, state: JokersWildState, occ: dict[str, int], mover: int, src: str,
                       dest: object) -> str:
        if hole_kind(src) != "loop":
            return "The Joker moves a marble already out of Home, on the board (not in the Castle)."
        if not isinstance(dest, str) or dest not in occ:
            return "Drop your marble on the marble whose place it takes: the Joker only takes a marble's place."
        if hole_kind(dest) != "loop":
            return "The Joker takes the place of a marble on the board, not one at Home or in a Castle."
        if occ[dest] == mover:
            return "The Joker takes the place of another marble, not one of your own."
        return f"The Joker cannot take that place: {self._landing_refused(state, occ, mover, src, dest)}."

    def _why_card_stuck(self, state: JokersWildState, card: str) -> str:
        rank = RANK_OF[card]
        mover = self.controlled(state, state.turn)
        out = [h for h in state.marbles[mover] if hole_kind(h) != "pen"]
        if rank == JOKER:
            return "The Joker needs your marble on the board and a marble to change places with."
        if not out and rank not in OUT_OF_HOME:
            # "You cannot pass if you have a play": the card that can is named, so a player who
            # dropped the 2 to be rid of it learns why it is no discard (s46 t2 #11)
            can = sorted(set(self.playable_cards(state, state.turn)), key=lambda c: (RANK_VALUE.get(RANK_OF[c], 0), c))
            needed = "An Ace or a face card is needed to bring a marble out of Home."
            if not can:
                return needed
            names = listed((card_name(c) for c in can), "or")
            return f"{needed} Your {names} can bring one out, so you cannot discard: play {'it' if len(can) == 1 else 'one of them'}."
        occ = self.occupancy(state.marbles)
        back = rank == "8"
        steps = BACK if back else forward_value(rank)
        reasons = []
        for src in out:
            why = self._blocked(state, occ, mover, src, steps, back, rule=False)
            if why is not None:
                at = f"the marble on {describe_hole(src, state.colours)}"
                reasons.append(f"{at} {why[3:]}" if why.startswith("it ") else f"{at}: {why}")
        if rank in OUT_OF_HOME and len(out) < MARBLES:
            start = self.board().pen_exit(state.colours[mover])
            reasons.append(f"coming out of Home: {self._landing_refused(state, occ, mover, '', start)}")
        lead = f"moves a marble {BACK} places backwards" if back else \
            f"moves a marble {steps} place{'s' if steps != 1 else ''}"
        if rank == "7":
            lead += " (or 7 split between two)"
        if not reasons:  # (not reached: some marble would have a move)
            return f"The {card_name(card)} has no move now."
        return f"The {card_name(card)} {lead}, and none of yours can: " + "; ".join(reasons) + "."

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: JokersWildState) -> list[Zone]:
        """Each hand is its owner's; the centre pile is face down; the discards face up. The
        marbles are not cards (see :meth:`public`)."""
        zones = [Zone("hand", hand, Seen.OWNER, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones.append(Zone("pile", state.pile, Seen.NOBODY, role=Role.STOCK, label="Centre pile"))
        zones.append(Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD, label="Discards"))
        return zones

    def with_zones(self, state: JokersWildState, cards: dict[str, tuple[str, ...]]) -> JokersWildState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, pile=cards.get("pile", state.pile),
                             discard=cards.get("discard", state.discard))

    def public(self, state: JokersWildState) -> dict[str, Any]:
        b = self.board()
        return {
            "board": {"name": "jokers_wild", "sides": 4, "home_len": MARBLES}, "colours": list(state.colours),
            "teams": [s % 2 for s in range(len(state.players))],
            "marbles": {c: list(h) for c, h in zip(state.colours, state.marbles)},
            "turn": state.turn, "phase": state.phase, "card": state.card, "seven_left": state.seven_left,
            "seven_marble": state.seven_marble, "moving": state.colours[self.controlled(state, state.turn)],
            "starts": {c: b.pen_exit(c) for c in state.colours},
            "entrances": {c: b.home_entrance(c) for c in state.colours},
            "sent_home": list(state.sent_home), "cards_played": list(state.cards_played),
            "scores": self.scores(state), "winners": self.winners(state),
        }

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: JokersWildState) -> bool:
        return state.phase == OVER

    def scores(self, state: JokersWildState) -> list[int]:
        """Marbles in the Castle, per seat."""
        return [sum(self.in_castle(h) for h in holes) for holes in state.marbles]

    def winners(self, state: JokersWildState) -> list[int]:
        return list(state.winning_team) if state.phase == OVER else []

    def score_sheet(self, state: JokersWildState) -> "ScoreSheet":
        """Standings, one column per player (per team with partners): cards played, marbles
        sent Home, marbles at Home and on the board, down to the bottom row: marbles in the
        Castle (labelled so, not "Total"), for "The team getting all their marbles into their
        'Castle' first is the winner", which the heading (``extra["goal"]``) and the notes say
        in the same words. (It read "Total 0" under "highest total wins".) The winners shaded."""
        from ..core.scoresheet import (ScoreSection, ScoreSheet, house_rules_text, tally_rows, team_name,
                                       team_totals, team_winners, today)

        n = len(state.players)
        teams = sorted({self.team(state, s) for s in range(n)})
        where = {k: [0] * n for k in ("pen", "loop", "home")}
        for seat, holes in enumerate(state.marbles):
            for h in holes:
                where[hole_kind(h)][seat] += 1
        lines = (state.cards_played, state.sent_home, where["pen"], where["loop"])
        rows = tally_rows((label, team_totals(values, teams)) for label, values in zip(self.info.sheet_rounds, lines))
        goal = ("the first team with every marble in their Castles wins" if len(teams) < n
                else "the first player with every marble in their Castle wins")
        notes = ["Colours: " + "; ".join(f"{state.players[s]} {state.colours[s]}" for s in range(n)) + ".",
                 f"{goal[:1].upper()}{goal[1:]}."]
        return ScoreSheet(
            title="Jokers Wild score sheet", game_name=self.info.name,
            columns=tuple(team_name(state.players, t) for t in teams), players=tuple(state.players),
            sub_columns=self.info.sheet_columns, date=today(), house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(team_totals(self.scores(state), teams)),
            total_label=self.info.sheet_total, standings=True,
            winners=team_winners(teams, self.winners(state)), notes=tuple(notes), extra={"goal": goal},
        )

    def status(self, state: JokersWildState) -> str:
        if state.phase == OVER:
            names = listed(state.players[p] for p in state.winning_team)
            return f"Game over: {names} {'win' if len(state.winning_team) > 1 else 'wins'}."
        who = state.players[state.turn]
        if state.phase == CARD:
            return f"{who}: play a card onto the discards (or discard one if none can be played)."
        if state.seven_left:
            return f"{who}: move another marble {state.seven_left} to finish the 7."
        return f"{who}: move a marble with the {card_name(state.card)}."

    def table_status(self, state: JokersWildState) -> str:
        """The panel's few words where the table is drawn for nobody (behind the curtain, on a
        computer's turn): the status without its "(or discard one if none can be played)", which
        ran to two lines over the piles' captions (s37)."""
        if state.phase == CARD:
            return f"{state.players[state.turn]}: put a card on the discards."
        return self.status(state)

    def prompt(self, state: JokersWildState, seat: int) -> str:
        if state.phase == CARD and seat == state.turn and self.legal_moves(state)[0].kind == DISCARD:
            return f"{state.players[seat]}: no card can be played; discard one and draw."
        return self.status(state)


#: the landmarks a loop hole is counted from, in the book's words for the board's painted places
LANDMARKS = {"corner": "corner", "exit": "starting place", "entrance": "Castle entrance"}


def _describe_hole(hole: str, colours: tuple[str, ...] | None = None) -> str:
    """A hole in the book's words: "2 holes past red's starting place", "red Home", "red Castle 2".
    Loop holes are named from the coloured corners, starting places and Castle entrances a family
    sees on the board, not by a number nobody has painted, and only from the ``colours`` in play
    (None: all four)."""
    kind = hole_kind(hole)
    if kind == "loop":
        return _BOARD.loop_words(hole, LANDMARKS, colours, unit="hole")
    if kind == "pen":
        return f"{hole.split(':')[1]} Home"
    if kind == "home":
        _, colour, i = hole.split(":")
        return f"{colour} Castle {int(i) + 1}"
    return repr(hole)


describe_hole = hole_words(_describe_hole)


_BOARD = jokers_wild_board()
_LOOP_AT = {h: i for i, h in enumerate(_BOARD.loop)}  # each loop hole's place along the loop
GAME = JokersWild()
