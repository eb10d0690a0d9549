"""Hand and Foot Canasta, from the family's rule book (004_312affb30e9b3af0.txt, sections "Hand and
Foot Canasta" and "(con't)"; "General Rules" for the first dealer and the order of play).

"2, 4 or 6 people can play, two teams": partners sit apart (seats 0, 2, 4 against 1, 3, 5; two
players are a team each). "Use one more deck of cards than there are people playing, including
jokers." Each player gets a hand of 15 cards and a foot of 13, face down; one card is turned up to
start the discard pile, "If the card turned up is a wild card it should be covered with another
card" (a red three too). The first dealer is drawn at random, the deal passes left; four rounds.

Melds (:mod:`cardtable.games.canasta_melds`): "Melds consist of sets only, with a minimum of three
cards of the same rank"; "You must have at least as many naturals as wild to start each set";
jokers and 2s are wild. A meld closes at seven cards, a canasta: red (seven naturals), black
(naturals and wilds) or wild (seven wild cards). A rank's new meld waits until the team's open one
of that rank is closed (the book's example: "two to close the canasta and 2 to start a new
canasta"). Each team's first meld of a round must reach the **minimum**: 90, 120, 150, 180 in
rounds 1 to 4, by the Card Count Values (Jokers 50, 2s 25, Ace 20, K-8 10, 4-7 5, Black 3 5);
"Red threes do not count toward the meld".

The turn: "The player may pick up two cards from the stock-pile, or pick the pile (ALL of the
discard pile) and discard one card at the end of their turn."

* "A player can pick up the discard pile (if a meld has been established) and they have a pair of
  the same rank as the top card": a team with nothing melded this round draws from the stock.
  "These three cards, the pair and the top
  card only, must be played onto the table to make or add to a canasta, immediately" (with two more
  of the rank when they close an open meld first). House rule ``pick_to_open`` (the app's reading
  before state version 2, which older saves keep): before the team's first meld, a pick must reach
  the minimum together with melds laid at once ("You can include the top card of the pile in your
  count for your meld"). The player chooses those melds: cards selected in the hand (the pair with
  them or not) and dragged to "New meld" pick the pile and lay them; the button the table offers
  names every card it lays ("Pick the pile with 8♦ 8♣ and meld K♠ K♣ 2♠; J♠ J♦ J♦"), with the
  fewest wild cards that reach the minimum, a 2 before a joker (so too the first meld it offers
  after drawing), and the log names the melds laid.
* "A wild card may be discarded to freeze the discard pile. Black threes freeze the discard pile":
  nobody may pick while a wild card or a black three is on top.
* "When a player ... finds a red three in their hand they should immediately, place it face up on
  the table and draw another card from the stock-pile to replace it": done for the player after
  each draw, pick and foot.
* "When a player is able to use all the cards in their hand, they then may pick up their foot and
  continue laying. If a discard had to be made the player must wait until the next turn to play."
* Going out: "The team must have "completed" at least, 1 red, 1 black and 1 wild canasta before
  they can go out." "No discard is necessary when going out." "If you are in your foot and you have
  6 or more black threes you may use all your black three's at once as a final discard only."
  "If the stockpile is out of cards the game is over": the round ends.

Scoring (per team, per round): the Over: "For Going Out 100 points, Red Three 100 points each,
Each Red Canasta 500 points, Each Black Canasta 300 points, Wild Canasta 2000 points"; "If you do
not meld, any red threes on the table count against you." The Under: the card count of every card
the team has on the table, canastas included ("The red threes do not get counted again"), less the
cards left in its players' hands and feet. "High score wins" after four rounds.

Alternate Rule (an option, off by default): "A canasta of 7's must be made before you can go out".

Decided where the text is vague (also on the rules page): the minimum is the team's (once a partner
has met it, the other melds freely); wilds added to a started set are free, and a wild meld starts with three wild cards; black
threes are never melded; a frozen pile can not be picked while the wild or black three is on top;
a red three turned up is covered too; when the stock is empty after a turn the round ends (at once,
when the player who took its last cards cannot finish the turn: a red three drawn last leaves a
player in their foot with one card and nothing to replace it); with one card left in the stock a
draw takes it. A player in their foot may not play down to one card or none
unless their team may go out (they would be stuck with a card they could never play).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import RANK_NAMES, RANK_OF, SUIT_OF, DeckSpec, card_name, card_short
from ..core.game import (Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec, Taken,
                         ahead_of_the_others, seen_leaving, seen_taking)
from ..core.piles import as_pile
from ..core.rng import first_dealer, shuffle
from ..core.words import plural
from ..core.zones import Role, Seen, Zone
from .canasta_melds import (CANASTA, SET_RANK, WILD, canasta_kind, fits, is_black_three, is_red_three,
                            is_wild, new_meld_rank, selected_melds, too_few_said)
from . import rummy_words
from .lookup import MoveTable, is_listed
from .meld_table import meld_check, turn_refusal
from .melds import cards_said, is_card_list, remove_cards

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HAND, FOOT = 15, 13
PICK_TO_OPEN = "pick_to_open"
ROUNDS = 4
MINIMUM = (90, 120, 150, 180)
DRAW, PLAY, ROUND_OVER, GAME_OVER = "draw", "play", "round_over", "game_over"
BONUS = {"natural": 500, "mixed": 300, "wild": 2000}
# What the rule text calls each kind ("Each Red Canasta", "Each Black Canasta", "Wild Canasta"; the
# Alternate Rule's "canasta of 7's"): the one name the table's label, the goal and the log all say.
_NAMES = {"natural": "red", "mixed": "black", "wild": "wild", "sevens": "7s"}


def canasta_name(kind: str) -> str:
    """A kind of canasta (``canasta_kind``'s "natural", "mixed", "wild", or "sevens") as the rules
    and the players name it: "red", "black", "wild", "7s"."""
    return _NAMES[kind]
OUT_BONUS = RED_THREE = 100


def round_label(round_no: int) -> str:
    """The round's row on the sheet, played or blank, with its first meld's minimum: "Round 2 (min 120)"."""
    return f"Round {round_no} (min {MINIMUM[round_no - 1]})"


SEATS = 6  # the most players
# A squared-up canasta's top card shows its kind, as players set it: a red card on a red (natural)
# canasta, a black natural card on a black (mixed) one (the sort key puts those last, on top)
_ON_TOP = {"natural": lambda c: SUIT_OF[c] in ("H", "D"),
           "mixed": lambda c: SUIT_OF[c] in ("S", "C") and not is_wild(c),
           "wild": lambda c: False}


def add_refusal(rank: str, cards: Sequence[str], card: str) -> str:
    """Why ``card`` does not go on the open meld ``rank``/``cards`` (``fits`` said no), as the
    meld's own rule: "A set of queens takes only another queen or a wild card (a joker or a 2)."
    "Melds consist of sets only"; the rule "You must have at least as many naturals as wild to
    start each set" is for starting one: wilds added later are free, so any wild may go on a set."""
    if len(cards) >= CANASTA:
        return "A canasta closes at seven cards and takes no more."
    if rank == WILD:
        return "A wild meld takes only wild cards (jokers and 2s)."
    one = RANK_NAMES[rank]
    if RANK_OF[card] == "3":
        return f"Threes are never melded: a set of {one}s takes only another {one} or a wild card (a joker or a 2)."
    return f"A set of {one}s takes only another {one} or a wild card (a joker or a 2)."


def _draw(seat: int) -> Move:
    return Move(kind="draw", seat=seat)


def _discard(seat: int, card: str) -> Move:
    return Move(kind="discard", seat=seat, card=card)


def _add(seat: int, card_and_meld: tuple[str, int]) -> Move:
    return Move(kind="add", seat=seat, card=card_and_meld[0], meld=card_and_meld[1])


def _new_meld(seat: int, group: tuple[str, ...]) -> Move:
    return Move(kind="meld", seat=seat, melds=(group,))


def _pick(seat: int, extra: tuple[tuple[str, ...], ...]) -> Move:
    return Move(kind="pick", seat=seat, melds=extra)


#: The moves a search lists state after state, made once, by seat: the draw, and tables of the
#: discards (by card), the additions (by card and meld), the single new melds (by their cards)
#: and the picks (by the new melds laid with them: none once the team has melded).
DRAWS = tuple(_draw(seat) for seat in range(SEATS))
PICKS = tuple(MoveTable(partial(_pick, seat)) for seat in range(SEATS))
DISCARDS = tuple(MoveTable(partial(_discard, seat)) for seat in range(SEATS))
ADDS = tuple(MoveTable(partial(_add, seat)) for seat in range(SEATS))
NEW_MELDS = tuple(MoveTable(partial(_new_meld, seat)) for seat in range(SEATS))

#: (Set-up shows an option's words whatever the count: true of a player alone and of a team,
#: "A team must also have made..." read wrong to two players each alone, s44.)
OPTIONS = (
    OptionSpec("sevens", "A canasta of 7s to go out",
               "You (or your team) must also have made a canasta of 7s before going out.", False, alternate=0),
    # The book: "A player can pick up the discard pile (if a meld has been established)". The app
    # let a team with nothing down pick the pile to open (a computer did it on its first turn,
    # s38 t2 #4); that reading stays as a house rule, and games saved before state version 2
    # replay with it (HandAndFoot.upgrade_options).
    OptionSpec(PICK_TO_OPEN, "Pick the pile to open",
               "Before you (or your team) have melded this round, you may pick up the pile if the "
               "melds laid with it reach the round's minimum (the top card counts).", False),
)


def value(card: str) -> int:
    """ "Jokers 50, 2s 25, Ace 20, K-8 10, 4-7 5, Black 3 5" (red threes score apart)."""
    rank = RANK_OF[card]
    if rank == "JK":
        return 50
    if rank == "2":
        return 25
    if rank == "A":
        return 20
    if rank in ("K", "Q", "J", "10", "9", "8"):
        return 10
    if is_red_three(card):
        return 0
    return 5


def team_of(seat: int, players: int) -> int:
    return seat % 2


@dataclass(eq=False, kw_only=True)
class HandFootState(GameState):
    hands: tuple[tuple[str, ...], ...]
    feet: tuple[tuple[str, ...], ...]  # () once picked up
    in_foot: tuple[bool, ...]
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # top last
    red_threes: tuple[tuple[str, ...], ...]  # per team
    melds: tuple[tuple, ...]  # (team, rank, cards)
    turn: int
    dealer: int
    phase: str
    round_no: int
    melded: tuple[bool, ...]  # per team: has it met this round's minimum
    out_seat: int
    shuffles: int
    round_scores: tuple[tuple[tuple[int, int], ...], ...]  # per round, per team (over, under)
    # per seat, cards of a picked pile seen to go into the hand and not seen to leave it
    taken: Taken = ()


class HandAndFoot(Game[HandFootState]):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the team's total and the
    #: cards left in the foot; not ``team_scores``, one a team (in a game of two as many as the
    #: seats: "total 40 · foot 11 · team scores 40")
    seat_numbers = ("scores", "foot")
    info = GameInfo(
        id="hand_and_foot",
        name="Hand and Foot Canasta",
        family="Rummy",
        min_players=2,
        max_players=SEATS,
        player_counts=(2, 4, 6),
        # (true of every count: with two players each plays alone, s44 t2 #11)
        description="Two players, or two teams of two or three: each player has a hand and a foot; "
                    "sets close at seven into red, black and wild canastas. Four rounds, high score wins.",
        source="004_312affb30e9b3af0.txt, section 'Hand and Foot Canasta'",
        rules_page="hand_and_foot.html",
        # (the meld over the line, the cards left under it, and the running total: the blank sheet
        # said "Score / Total")
        sheet_columns=("Over", "Under", "Total"),
        options=OPTIONS,
        sheet_rounds=tuple(round_label(r) for r in range(1, ROUNDS + 1)),
    )
    #: Two teams (seats 0, 2, 4 against 1, 3, 5; one player each with two players) that score and
    #: win together, as in Euchre: each seat shows its team's total and all of the team are among
    #: the winners, so the benchmark counts a team's win whole for each partner (fair share one half).
    partnership = True
    #: 2: the pile is picked only once the team has melded (the book); before, also to open.
    state_version = 2

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        """A game saved before state version 2 let a team with nothing melded pick the pile to
        open: it replays as it was played, with the house rule ``pick_to_open``."""
        options = super().upgrade_options(options, state_version, players)
        if state_version < 2 and isinstance(options, dict) and PICK_TO_OPEN not in options:
            return {**options, PICK_TO_OPEN: True}
        return options

    def picks_to_open(self, state: HandFootState, seat: int) -> bool:
        """May ``seat`` pick the pile now to make the team's first meld (the house rule, in the
        draw, the team with nothing melded)?"""
        return (state.phase == DRAW and not state.melded[self.team(state, seat)]
                and bool(state.options.get(PICK_TO_OPEN)))

    #: What a drop means, for the engine to judge (the drags themselves are ``table_drag``).
    gestures = {"discard": ("hand", "discard")}

    def table_drag(self, state: HandFootState, move: Move) -> Drag | None:
        """Where a move's drag starts and ends on the generic table: drawing two (drag the
        stock to your hand), a card added to a team meld (drag it onto the meld) and a discard
        are drags; new melds and picking the pile (which melds its pair) are buttons."""
        seat = move.get("seat", state.turn)
        if type(seat) is not int or not 0 <= seat < len(state.players):
            return None
        kind, hand = move.get("kind"), f"hand/{seat}"
        if kind == "draw":
            return Drag.of(move, "stock", hand)
        if kind == "discard":
            return Drag.of(move, hand, "discard")
        i = move.get("meld")
        if kind == "add" and type(i) is int and 0 <= i < len(state.melds):
            return Drag.of(move, hand, f"meld{i}/{state.melds[i][0]}")
        return None

    def table_drop(self, state: HandFootState, seat: int | None, drag: Drag) -> Move | None:
        """The move a drop means, for the engine to play or refuse with its rule (a card of the
        mover's hand dropped on a meld it does not fit is told what the meld takes): the stock
        dropped on the mover's hand draws; one card of the hand dropped on a meld adds to it, on
        the discard pile discards, on "New meld" is a meld of one card (refused with how a
        meld is made; cards selected together are ``card_list_moves``). Picks are buttons."""
        seat = state.turn
        hand, target = f"hand/{seat}", drag.to[0]
        sources = {zone for zone, _ in drag.picked}
        if target == hand and sources == {"stock"}:
            return _draw(seat)
        if target == hand and sources == {"discard"}:
            # the pile dragged to the hand: picking it (a button), judged by the engine's rule
            # ("The pile is frozen: the 3 of clubs on top is a black three ..."), not "The
            # discard pile cannot be moved."
            return _pick(seat, ())
        card = drag.picked[0][1] if len(drag.picked) == 1 else None
        if sources != {hand} or not isinstance(card, str):
            return None
        if target == "discard":
            return _discard(seat, card)
        if target == f"melds/{seat}":  # one card on "New meld": told how a meld is made
            # (in the draw before the team's first meld, the drop picks the pile: card_list_moves)
            return Move(kind="pick" if self.picks_to_open(state, seat) else "meld", seat=seat, cards=(card,))
        index = target[4:].split("/")[0] if target.startswith("meld") else ""
        return _add(seat, (card, int(index))) if index.isdigit() else None

    def card_list_moves(self, state: HandFootState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto "New meld" lay new melds, one
        set per rank (:func:`selected_melds`), judged by :meth:`check`. The buttons offer only a
        few ready-made melds (kept few for the computers' search): with only those a player could
        not choose, and "Meld Joker 2♠ Joker" was the only way to open while holding three 9s and
        three 10s. Before the team's first meld, in the draw, the same drop picks the pile and lays
        the cards selected as the melds that reach the minimum with it ("You can include the top
        card of the pile in your count for your meld"): the player chooses them (the one button
        laid melds the table chose, the player's only wild among them, s32 t3)."""
        seat = state.turn
        if self.picks_to_open(state, seat):
            return [("pick", f"hand/{seat}", f"melds/{seat}", {"seat": seat})]
        if state.phase != PLAY:
            return []
        return [("meld", f"hand/{seat}", f"melds/{seat}", {"seat": seat})]

    def card_list_choices(self, state: HandFootState, move: Move) -> list[Move]:
        """Cards selected together that make good melds in more than one way (a joker with the 9s
        or with the 10s): the table asks which, each way a meld move of its own."""
        cards, seat, kind = move.get("cards"), state.turn, move.get("kind")
        if kind not in ("meld", "pick") or not isinstance(cards, tuple) or not is_card_list(cards) \
                or move.get("seat") != seat or state.phase != (PLAY if kind == "meld" else DRAW):
            return []
        if kind == "pick":
            # each way carries the pair selected, so the pick lays those very cards (it laid the
            # first of that rank it found: her 4♣ stayed in the hand and her 4♠ went down, review s32)
            split = self._pick_cards(state, seat, cards)
            ways = self._pick_ways(state, seat, cards)[0]
            if isinstance(split, str) or len(ways) < 2:
                return []
            return [Move(kind=kind, seat=seat, melds=tuple(way), pair=split[0]) for way in ways]
        ways = self._selected_ways(state, seat, cards)[0]
        return [Move(kind=kind, seat=seat, melds=tuple(way)) for way in ways] if len(ways) > 1 else []

    def _selected_ways(self, state: HandFootState, seat: int,
                       cards: Sequence[str]) -> tuple[list[tuple[tuple[str, ...], ...]], str | None]:
        """The ways the rules accept to lay ``cards`` selected together as new melds
        (:func:`selected_melds`); none: why the first way is refused."""
        ways = [tuple(way) for way in selected_melds(cards)]
        good = [way for way in ways if self._meld_reason(state, seat, way) is None]
        return good, None if good else self._meld_reason(state, seat, ways[0])

    def _pick_cards(self, state: HandFootState, seat: int,
                    cards: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]] | str:
        """Cards selected for a pick split into the pair (or more, closing an open meld) laid with
        the top card, those of its rank in the selection, and the cards of the other melds; or why
        they cannot be."""
        plan = self._pick_plan(state, seat)
        if isinstance(plan, str):
            return plan
        rank = RANK_OF[state.discard[-1]]
        pair = tuple(c for c in cards if RANK_OF[c] == rank)
        if len(pair) > len(plan[1]):
            what = f"{RANK_NAMES[rank]}s"
            need = f"a pair of {what}" if len(plan[1]) == 2 else f"{len(plan[1])} {what}"
            return (f"Picking the pile lays its top card with {need} from your hand, no more: add your other "
                    f"{what} to the meld after the pick.")
        if remove_cards(state.hands[seat], cards) is None:
            return "You do not hold all those cards."
        return pair, tuple(c for c in cards if RANK_OF[c] != rank)

    def _pick_ways(self, state: HandFootState, seat: int,
                   cards: Sequence[str]) -> tuple[list[tuple[tuple[str, ...], ...]], str | None]:
        """The ways the rules accept to pick the pile laying ``cards`` (selected together; the pair
        among them or not) as the melds with it; none: why the first way is refused."""
        split = self._pick_cards(state, seat, cards)
        if isinstance(split, str):
            return [], split
        pair, rest = split
        ways = [tuple(way) for way in selected_melds(rest)] if rest else [()]
        good = [way for way in ways if self._pick_reason(state, seat, way, pair) is None]
        return good, None if good else self._pick_reason(state, seat, ways[0], pair)

    def move_label(self, state: HandFootState, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        kind = move.get("kind")
        if kind == "pick":
            extra = move.get("melds")
            if not extra or not isinstance(extra, tuple):
                return "Pick the pile"
            # every card it lays, named (the button said only "Pick the pile and meld", and laid
            # K♠ K♣ 2♠ and J♠ J♦ J♦ besides the pair, spending the player's only wild, s32 t3)
            plan = self._pick_plan(state, state.turn)
            pair = "" if isinstance(plan, str) else " with " + " ".join(card_short(c) for c in plan[1])
            return f"Pick the pile{pair} and meld " + "; ".join(" ".join(card_short(c) for c in g) for g in extra)
        if kind == "meld":
            return "Meld " + "; ".join(" ".join(card_short(c) for c in g) for g in move["melds"])
        if kind == "add":
            return f"{card_short(move['card'])} on meld {move['meld'] + 1}"
        return {"draw": "Draw two cards", "black_threes": "Go out with your black threes",
                "next_round": "Deal the next round"}.get(str(kind), "")

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "Use one more deck of cards than there are people playing, including jokers" """
        return DeckSpec(decks=players + 1, jokers=2)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> HandFootState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = HandFootState(players=players, options=options, seed=seed, stack=stack, hands=(), feet=(),
                              in_foot=(), stock=(), discard=(), red_threes=((), ()), melds=(), turn=0,
                              dealer=dealer, phase=DRAW, round_no=0, melded=(False, False), out_seat=-1,
                              shuffles=0, round_scores=())
        return self._deal(state, dealer)

    def _deal(self, state: HandFootState, dealer: int) -> HandFootState:
        n = len(state.players)
        order = list(shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack))
        order.reverse()  # pop() is the top card
        hands: list[list[str]] = [[] for _ in range(n)]
        feet: list[list[str]] = [[] for _ in range(n)]
        for pile, size in ((hands, HAND), (feet, FOOT)):
            for _ in range(size):
                for k in range(n):
                    pile[(dealer + 1 + k) % n].append(order.pop())
        discard = [order.pop()]
        while is_wild(discard[-1]) or is_red_three(discard[-1]):  # "it should be covered with another card"
            discard.append(order.pop())
        return state.replace(hands=tuple(tuple(h) for h in hands), feet=tuple(tuple(f) for f in feet),
                             in_foot=(False,) * n, stock=tuple(order), discard=tuple(discard),
                             red_threes=((), ()), melds=(), turn=(dealer + 1) % n, dealer=dealer, phase=DRAW,
                             round_no=state.round_no + 1, melded=(False, False), out_seat=-1,
                             shuffles=state.shuffles + 1, taken=())

    # ----- the team's position ------------------------------------------------------------
    def _yours(self, state: HandFootState, team_words: str, alone_words: str) -> str:
        """Words to a player about their side: ``team_words`` with partners, ``alone_words`` where
        two play, each alone ("Your team has not melded this round" to a player with no team, s44)."""
        return alone_words if len(state.players) <= 2 else team_words

    def _not_melded(self, state: HandFootState) -> str:
        return self._yours(state, "Your team has", "You have") + " not melded this round"

    def team(self, state: HandFootState, seat: int) -> int:
        return team_of(seat, len(state.players))

    def minimum(self, state: HandFootState) -> int:
        return MINIMUM[state.round_no - 1]

    def canastas(self, melds: Sequence[tuple], team: int) -> list[str]:
        return [k for t, r, c in melds if t == team and (k := canasta_kind(r, c))]

    def needed(self, melds: Sequence[tuple], team: int, sevens: bool) -> list[str]:
        """The canastas the team still needs before it may go out."""
        have = self.canastas(melds, team)
        need = [k for k in ("natural", "mixed", "wild") if k not in have]
        if sevens and not any(t == team and r == "7" and len(c) >= CANASTA for t, r, c in melds):
            need.append("sevens")
        return need

    def may_go_out(self, state: HandFootState, seat: int, melds: Sequence[tuple] | None = None) -> bool:
        return not self.needed(state.melds if melds is None else melds, self.team(state, seat),
                               bool(state.options.get("sevens")))

    def open_meld(self, melds: Sequence[tuple], team: int, rank: str) -> int:
        """The index of the team's open meld of ``rank``, or -1."""
        for i, (t, r, c) in enumerate(melds):
            if t == team and r == rank and len(c) < CANASTA:
                return i
        return -1

    def _left_ok(self, state: HandFootState, seat: int, left: int, melds: Sequence[tuple]) -> bool:
        """A player in their foot may play down to one card or none only if the team may go out."""
        return not state.in_foot[seat] or left >= 2 or self.may_go_out(state, seat, melds)

    # ----- who acts -------------------------------------------------------------------------
    def current_player(self, state: HandFootState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == ROUND_OVER:
            return (state.dealer + 1) % len(state.players)
        return state.turn

    # ----- judging melds --------------------------------------------------------------------
    def _new_melds(self, state: HandFootState, seat: int, groups: Sequence[tuple[str, ...]],
                   melds: Sequence[tuple]) -> tuple[list[tuple], int] | str:
        """``melds`` with ``groups`` laid as new melds by ``seat``'s team, and their count value; or
        why not."""
        team = self.team(state, seat)
        out = list(melds)
        total = 0
        for cards in groups:
            rank = new_meld_rank(cards)
            if rank.startswith("A ") or rank.startswith("Threes"):
                return too_few_said(groups, rank)
            if self.open_meld(out, team, rank) >= 0:
                have = self._yours(state, "Your team already has", "You already have")
                return (f"{have} an open wild meld: close it first." if rank == WILD else
                        f"{have} an open meld of {rank}s: close it before starting another.")
            out.append((team, rank, tuple(cards)))
            total += sum(value(c) for c in cards)
        return out, total

    def _pick_plan(self, state: HandFootState, seat: int,
                   prefer: Sequence[str] = ()) -> tuple[list[tuple], tuple[str, ...]] | str:
        """What a pick lays down: the melds after it and the cards it takes from the hand (those of
        ``prefer`` first: the pair the player selected); or why the pile cannot be picked."""
        if not state.discard:
            return "The discard pile is empty."
        top = state.discard[-1]
        if is_wild(top) or is_black_three(top):
            # "Black threes freeze the discard pile." Said why, and what picking needs once it is
            # covered (the table said only "The discard pile cannot be moved.", s27 t2)
            what = "a black three" if is_black_three(top) else "a wild card"
            opening = (" (or melds laid with the pick that reach the minimum)"
                       if state.options.get(PICK_TO_OPEN) else "")
            whose = self._yours(state, "your team's", "your")
            return (f"The pile is frozen: the {card_name(top)} on top is {what}, so nobody may pick it up "
                    "until another card is discarded on it. Then picking the pile needs a pair of the "
                    f"top card's rank in your hand, and {whose} opening meld{opening}.")
        rank = RANK_OF[top]
        hand = state.hands[seat]
        team = self.team(state, seat)
        if not state.melded[team] and not state.options.get(PICK_TO_OPEN):
            # "A player can pick up the discard pile (if a meld has been established)"
            return (f"{self._not_melded(state)}: the pile can be picked up only once "
                    f"{self._yours(state, 'your team has', 'you have')} melded. Draw two cards from the "
                    f"stock, then meld {self.minimum(state)} or more.")
        naturals = [c for c in hand if RANK_OF[c] == rank]
        i = self.open_meld(state.melds, team, rank)
        size = len(state.melds[i][2]) if i >= 0 else 0
        if i >= 0 and size + 3 <= CANASTA:
            need = 2
        elif i >= 0:
            need = (CANASTA - size) + 2  # "two to close the canasta and 2 to start a new canasta"
        else:
            need = 2
        if len(naturals) < need:
            if need == 2:
                return "To pick the pile you need a pair of the top card's rank in your hand."
            return (f"To pick the pile you need {need} cards of the top card's rank: some to close your "
                    "open meld and a pair to start a new one with the top card.")
        if prefer:
            chosen = [c for c in prefer if RANK_OF[c] == rank]
            naturals = chosen + list(remove_cards(naturals, chosen) or ())
        used = tuple(naturals[:need])
        melds = list(state.melds)  # copied only for a pick that can be made (a search asks at every draw)
        if i >= 0 and size + 3 <= CANASTA:
            melds[i] = (team, rank, melds[i][2] + used + (top,))
        elif i >= 0:
            close = CANASTA - size
            melds[i] = (team, rank, melds[i][2] + used[:close])
            melds.append((team, rank, used[close:] + (top,)))
        else:
            melds.append((team, rank, used + (top,)))
        return melds, used

    # ----- moves ----------------------------------------------------------------------------
    def opening(self, state: HandFootState, seat: int, hand: Sequence[str], have: int,
                melds: Sequence[tuple]) -> tuple[tuple[str, ...], ...] | None:
        """New melds from ``hand`` that bring ``have`` up to the minimum (a computer player's and
        the table's offer, the first meld after drawing and the pick's, its button naming every
        card; any melds that reach it may be laid, and a player chooses them by selecting them), or
        None when none do. Of the ways that reach it, the one with the **fewest wild cards**: the
        team needs them for its canastas ("Each Black Canasta 300 points 7 mixed natural and
        wilds", "Wild Canasta 2000 points 7 wild cards", and one of each before it may go out);
        then the fewest jokers (a 2 goes down before a joker), then the fewest cards, then the
        most points. Each rank is laid whole (its naturals, seven at most), with the wild cards it
        takes ("You must have at least as many naturals as wild to start each set": a pair takes
        one or two; a natural is left in the hand to make room for a wild only where seven cards
        would be too many), and three to seven wild cards may make a wild meld.

        Found by a small table over the ranks (the wild cards used so far, and the natural points
        so far up to the minimum), not by trying every choice: the table offers this at every
        rebuild and the search's playouts at every turn before a team's first meld."""
        need = self.minimum(state) - have
        if need <= 0:
            return ()
        team = self.team(state, seat)
        twos: list[str] = []
        jokers: list[str] = []
        by_rank: dict[str, list[str]] = {}
        for c in hand:
            rank = RANK_OF[c]
            if rank == "2":
                twos.append(c)
            elif rank == "JK":
                jokers.append(c)
            elif rank != "3":
                by_rank.setdefault(rank, []).append(c)
        spare = len(twos) + len(jokers)
        # Each rank that may start a meld, with its ways: (wild cards, naturals, their points).
        groups: list[tuple[list[str], list[tuple[int, int, int]]]] = []
        for rank, cards in by_rank.items():
            count = len(cards)
            if count < 2 or (melds and self.open_meld(melds, team, rank) >= 0):
                continue
            each = value(cards[0])
            ways = []
            for k in range(4 if spare > 3 else spare + 1):
                n = count if count < CANASTA - k else CANASTA - k
                if n >= 2 and n >= k and n + k >= 3:
                    ways.append((k, n, n * each))
            if ways:  # (a pair has none without a wild card)
                groups.append((cards, ways))
        if spare >= 3 and self.open_meld(melds, team, WILD) < 0:
            groups.append(([], [(k, 0, 0) for k in range(3, min(spare, CANASTA) + 1)]))
        groups.sort(key=lambda group: -group[1][0][2])  # the most points first: the table fills sooner
        # At least as many wild cards as it would take with every natural laid and every pair
        # opened by the wild cards worth most: the table is made with that many at most, then one
        # more, until a way reaches the minimum (most hands need one pass, and a hand that cannot
        # reach it is known at once).
        pairs = sorted((ways[0][2] for _, ways in groups if ways[0][0] == 1), reverse=True)
        reach = sum(ways[0][2] for _, ways in groups if ways[0][0] == 0)
        worth = [50] * len(jokers) + [25] * len(twos)
        cap = 0
        while reach < need:
            if cap == spare:
                return None
            reach += worth[cap] + (pairs[cap] if cap < len(pairs) else 0)
            cap += 1
        best = None
        while best is None and cap <= spare:
            best = self._fewest_wilds(groups, need, cap, len(twos), len(jokers))
            cap += 1
        if best is None:
            return None
        w, j, taken = best
        wilds = twos[:w - j] + jokers[:j]
        chosen = []
        for g, k, n in taken:
            chosen.append(tuple(groups[g][0][:n]) + tuple(wilds[:k]))
            del wilds[:k]
        chosen.sort(key=lambda meld: (sum(map(is_wild, meld)), -sum(value(c) for c in meld)))
        return tuple(chosen)

    @staticmethod
    def _fewest_wilds(groups: Sequence[tuple[list[str], list[tuple[int, int, int]]]], need: int, cap: int,
                      twos: int, jokers: int) -> tuple[int, int, tuple[tuple[int, int, int], ...]] | None:
        """:meth:`opening`'s table: the way to reach ``need`` with at most ``cap`` wild cards (of
        ``twos`` 2s and ``jokers`` jokers) by the ``groups``' ways, as (wild cards, jokers among
        them, the ways taken: group, wild cards, naturals), or None. A way that reaches ``need``
        is not taken further: more only spends cards."""
        # (wild cards used, natural points up to need) -> (natural cards, -their points, ways taken)
        table: dict[tuple[int, int], tuple[int, int, tuple[tuple[int, int, int], ...]]] = {(0, 0): (0, 0, ())}
        # the most the groups from each on could add, with the most ``cap`` wild cards are worth: a
        # way that cannot reach ``need`` so is dropped
        after = [0] * (len(groups) + 1)
        for g in range(len(groups) - 1, -1, -1):
            after[g] = after[g + 1] + groups[g][1][0][2]  # (the fewest wild cards, the most naturals)
        wilds = 50 * min(cap, jokers) + 25 * max(0, cap - jokers)
        for g, (_, ways) in enumerate(groups):
            for (w, p), (n_cards, minus, taken) in list(table.items()):
                if p >= need:
                    continue
                if p + after[g] + wilds < need:
                    del table[(w, p)]
                    continue
                for k, n, points in ways:
                    if w + k > cap:
                        break
                    reached = p + points
                    key = (w + k, reached if reached < need else need)
                    new = (n_cards + n, minus - points, taken + ((g, k, n),))
                    old = table.get(key)
                    if old is None or new[:2] < old[:2]:
                        table[key] = new
        best: tuple[tuple[int, int, int, int], int, int, tuple[tuple[int, int, int], ...]] | None = None
        for (w, _), (n_cards, minus, taken) in table.items():
            if not taken:
                continue
            short = need + minus - 25 * w  # what the wild cards leave at 25 each (a joker is 25 more)
            j = max(-(-short // 25), w - twos, 0)
            if j > min(w, jokers):
                continue
            order = (w, j, n_cards, minus - 25 * (w + j))
            if best is None or order < best[0]:
                best = (order, w, j, taken)
        return None if best is None else best[1:]

    def compute_legal_moves(self, state: HandFootState) -> list[Move]:
        # A search's playouts ask this at every position (half of a playout's time before it was
        # made cheap): the candidates are made so that each is legal by construction, and only
        # what construction does not settle is judged, by the rules' own tests (the _reason
        # methods); the order of the list is the rules' (the random player and the playouts
        # pick from it by index).
        seat = state.turn
        if state.phase == ROUND_OVER:
            return [Move(kind="next_round", seat=(state.dealer + 1) % len(state.players))]
        if state.phase == GAME_OVER:
            return []
        team = self.team(state, seat)
        hand = state.hands[seat]
        moves: list[Move] = []
        if state.phase == DRAW:
            moves.append(DRAWS[seat])
            # A pick needs a pair of the top card's rank in the hand at least: at most draws
            # there is none, so that is asked before _pick_plan (which reads the melds too).
            top_rank = RANK_OF[state.discard[-1]] if state.discard else ""
            if len([c for c in hand if RANK_OF[c] == top_rank]) < 2:
                return moves
            plan = self._pick_plan(state, seat)
            if not isinstance(plan, str):
                melds, used = plan
                if state.melded[team]:
                    extra: tuple[tuple[str, ...], ...] | None = ()
                else:
                    left = remove_cards(hand, used) or ()
                    have = sum(value(c) for c in used) + value(state.discard[-1])
                    extra = self.opening(state, seat, left, have, melds)
                if extra is not None and self._planned_pick_reason(state, seat, plan, extra) is None:
                    moves.append(PICKS[seat][extra])
            return moves
        in_foot = state.in_foot[seat]
        cards = dict.fromkeys(hand)  # each card once, in the hand's order
        if not state.melded[team]:
            first = self.opening(state, seat, hand, 0, state.melds)
            if first and self._meld_reason(state, seat, first) is None:
                moves.append(Move(kind="meld", seat=seat, melds=first))
        else:
            by_rank: dict[str, list[str]] = {}  # the naturals that may be melded (no threes)
            wilds: list[str] = []
            for c in hand:
                rank = SET_RANK[c]
                if rank == WILD:
                    wilds.append(c)
                elif rank != "3":
                    by_rank.setdefault(rank, []).append(c)
            # The team's open melds, and those each card fits by its set rank: a natural card
            # those of its rank, a wild card every one (the wild meld among them; set below), in
            # the melds' order.
            open_melds: list[int] = []
            fitting: dict[str, list[int]] = {}
            for i, (t, r, c) in enumerate(state.melds):
                if t == team and len(c) < CANASTA:
                    open_melds.append(i)
                    fitting.setdefault(r, []).append(i)
            # New melds of three: three naturals, two and a wild, or three wilds, each a good set.
            # A new meld of a rank the team has open is refused ("close it before starting
            # another"): those are not tried. Of _meld_reason's tests the foot rule is left, and
            # a meld of three closes no canasta, so the team may go out after it only if it may
            # now: one answer for them all.
            if not in_foot or len(hand) - 3 >= 2 or self.may_go_out(state, seat):
                new_melds = NEW_MELDS[seat]
                for rank, naturals in by_rank.items():
                    if rank in fitting:  # the team has one open
                        continue
                    if len(naturals) >= 3:
                        moves.append(new_melds[tuple(naturals[:3])])
                    if len(naturals) >= 2 and wilds:
                        moves.append(new_melds[(naturals[0], naturals[1], wilds[0])])
                if len(wilds) >= 3 and WILD not in fitting:
                    moves.append(new_melds[tuple(wilds[:3])])
            fitting[WILD] = open_melds
            adds = ADDS[seat]
            # Each of these fits its meld (_add_reason's first tests); only the foot rule is left
            # to ask, and only when the addition would leave one card or none.
            foot_rule = in_foot and len(hand) - 1 < 2
            for card in cards:
                for i in fitting.get(SET_RANK[card], ()):
                    if not foot_rule or self._add_reason(state, seat, card, i) is None:
                        moves.append(adds[card, i])
        if len(hand) > 1 or not in_foot or self.may_go_out(state, seat):
            moves.extend(map(DISCARDS[seat].__getitem__, cards))
        if self._threes_ok(state, seat):
            moves.append(Move(kind="black_threes", seat=seat))
        return moves

    def _threes_ok(self, state: HandFootState, seat: int) -> bool:
        """ "If you are in your foot and you have 6 or more black threes you may use all your black
        three's at once as a final discard only." """
        hand = state.hands[seat]
        return (state.in_foot[seat] and len(hand) >= 6 and all(is_black_three(c) for c in hand)
                and self.may_go_out(state, seat))

    def _meld_reason(self, state: HandFootState, seat: int, groups: tuple[tuple[str, ...], ...]) -> str | None:
        if not groups:
            return "Lay at least one meld."
        hand = state.hands[seat]
        left = remove_cards(hand, [c for g in groups for c in g])
        if left is None:
            return "You do not hold all those cards."
        laid = self._new_melds(state, seat, groups, state.melds)
        if isinstance(laid, str):
            return laid
        melds, total = laid
        team = self.team(state, seat)
        if not state.melded[team] and total < self.minimum(state):
            whose = self._yours(state, "Your team's", "Your")
            # "Red threes do not count toward the meld": said where a red three could be taken to
            # count, one of the team's on the table (said always, it was noise, s45 t2 #8)
            reds = "; red threes do not count" if state.red_threes[team] else ""
            return (f"{whose} first meld this round must count at least {self.minimum(state)} "
                    f"(these count {total}{reds}).")
        if not self._left_ok(state, seat, len(left), melds):
            return self._stuck_text(state, seat)
        return None

    def _stuck_text(self, state: HandFootState, seat: int) -> str:
        need = self.needed(state.melds, self.team(state, seat), bool(state.options.get("sevens")))
        return ("You are in your foot: you may not play down to one card or none until "
                + self._yours(state, "your team has ", "you have ")
                + ", ".join("a " + canasta_name(k) for k in need) + " canasta.")

    def _pick_reason(self, state: HandFootState, seat: int, extra: tuple[tuple[str, ...], ...],
                     prefer: Sequence[str] = ()) -> str | None:
        plan = self._pick_plan(state, seat, prefer)
        if isinstance(plan, str):
            return plan
        return self._planned_pick_reason(state, seat, plan, extra)

    def _planned_pick_reason(self, state: HandFootState, seat: int, plan: tuple[list[tuple], tuple[str, ...]],
                             extra: tuple[tuple[str, ...], ...]) -> str | None:
        """Why a pick that lays ``plan`` (from :meth:`_pick_plan`, not changed here) and the new
        melds ``extra`` may not be made, or None."""
        melds, used = plan
        left = remove_cards(state.hands[seat], used)
        assert left is not None
        top = state.discard[-1]
        team = self.team(state, seat)
        total = sum(value(c) for c in used) + value(top)
        if extra:
            left = remove_cards(left, [c for g in extra for c in g])
            if left is None:
                return "You do not hold all those cards."
            laid = self._new_melds(state, seat, extra, melds)
            if isinstance(laid, str):
                return laid
            melds, more = laid
            total += more
        if not state.melded[team] and total < self.minimum(state):
            return (f"{self._not_melded(state)}: a pick must reach the minimum of "
                    f"{self.minimum(state)} with melds laid at once, top card included (these count {total}).")
        rest = len(left) + len(state.discard) - 1
        if not self._left_ok(state, seat, rest, melds):
            return self._stuck_text(state, seat)
        return None

    def _add_reason(self, state: HandFootState, seat: int, card: str, i: int) -> str | None:
        hand = state.hands[seat]
        if card not in hand:
            return "You do not hold that card."
        team, rank, cards = state.melds[i]
        if team != self.team(state, seat):
            return "You may only add to your own " + self._yours(state, "team's melds.", "melds.")
        if not fits(rank, cards, card):
            return add_refusal(rank, cards, card)
        if state.in_foot[seat] and len(hand) - 1 < 2:  # _left_ok, the table copied only when it matters
            melds = list(state.melds)
            melds[i] = (team, rank, cards + (card,))
            if not self._left_ok(state, seat, len(hand) - 1, melds):
                return self._stuck_text(state, seat)
        return None

    def check(self, state: HandFootState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        kind = move.get("kind")
        if kind in ("meld", "pick", "add") and move.get("seat") == state.turn and state.phase in (DRAW, PLAY):
            seat = state.turn
            if kind == "add":
                card, i = move.get("card"), move.get("meld")
                if state.phase != PLAY:
                    return "Draw first: two cards from the stock, or pick the pile."
                if set(move) != {"kind", "seat", "card", "meld"} or not isinstance(card, str) \
                        or not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(state.melds):
                    return "Add one card of your hand to one meld on the table."
                if not state.melded[self.team(state, seat)]:
                    return self._not_melded(state) + "."
                return self._add_reason(state, seat, card, i)
            if kind in ("pick", "meld") and set(move) == {"kind", "seat", "cards"}:
                # cards selected together: melded, or (before the team's first meld) laid with the pile picked
                if kind == "pick" and state.phase != DRAW:
                    return "You have drawn already."
                if kind == "meld" and state.phase != PLAY:
                    return "Draw first: two cards from the stock, or pick the pile."
                chosen = move.get("cards")
                if not is_card_list(chosen) or not chosen:
                    return "Melds are lists of cards."
                ways, reason = (self._pick_ways if kind == "pick" else self._selected_ways)(state, seat, chosen)
                if len(ways) > 1:
                    return "Say which set the wild cards go with: drop the cards again and choose."
                return reason if kind == "pick" else meld_check(tuple(chosen), lambda cards: reason)
            groups, pair = move.get("melds"), move.get("pair", ())
            fields = {"kind", "seat", "melds"} | ({"pair"} if kind == "pick" and "pair" in move else set())
            if set(move) != fields or not isinstance(groups, tuple) \
                    or not all(isinstance(g, tuple) and is_card_list(g) for g in groups) \
                    or not isinstance(pair, tuple) or (pair and not is_card_list(pair)):
                return "Melds are lists of cards."
            if kind == "pick":
                if state.phase != DRAW:
                    return "You have drawn already."
                if pair:  # the pair the player selected (a way chosen after the wild cards' question)
                    split = self._pick_cards(state, seat, pair)
                    if isinstance(split, str):
                        return split
                    if split[1]:
                        return f"Only cards of the top card's rank go with the pile's top card, not {cards_said(split[1])}."
                return self._pick_reason(state, seat, groups, pair)
            if state.phase != PLAY:
                return "Draw first: two cards from the stock, or pick the pile."
            return self._meld_reason(state, seat, groups)
        return super().check(state, move)

    def explain(self, state: HandFootState, move: Move) -> str:
        kind, seat = move.get("kind"), move.get("seat", state.turn)  # a drop the table guessed names no seat
        if (refusal := turn_refusal(state, seat, between="round", between_phase=ROUND_OVER)) is not None:
            return refusal
        if kind == "draw":
            return "You have drawn already."
        if state.phase == DRAW:
            return "Draw first: two cards from the stock, or pick the pile."
        card = move.get("card")
        if kind == "discard":
            if not isinstance(card, str) or card not in state.hands[seat]:
                return "You do not hold that card."
            return self._stuck_text(state, seat)
        if kind == "black_threes":
            return ("Black threes go out together only from your foot, six or more, when "
                    f"{self._yours(state, 'your team', 'you')} may go out.")
        return "That is not a move in Hand and Foot Canasta."

    def still_pile_words(self, state: HandFootState, zone: Zone, seat: int) -> str | None:
        """A player's own foot, clicked or dragged: when it comes. The book: "When a player is
        able to use all the cards in their hand, they then may pick up their foot and continue
        laying. If a discard had to be made the player must wait until the next turn to play."
        (The table said only "Ben's foot cannot be moved now.", s45 t2 #1.) The foot is picked
        up for the player (:meth:`_take_foot`)."""
        if zone.name != "foot" or zone.owner != seat or state.in_foot[seat]:
            return None
        return ("You pick up your foot when you have used all the cards in your hand: "
                "it then comes to you by itself.")

    def cannot_undo_words(self, move: Move) -> str:
        """A pick shows nothing hidden (the pile is face up, the melds laid come from the hand), so
        it is refused only when it brought a hidden card into the hand: a red three's replacement
        from the stock, or the foot (the general words, "Dev's last move showed something that
        was hidden", puzzled a player who had only picked the face-up pile, s32 t3)."""
        if move.get("kind") == "pick":
            return ("The pick drew a hidden card into the hand (a red three's replacement from the stock, "
                    "or the foot), so it cannot be taken back.")
        return ""

    # ----- applying -------------------------------------------------------------------------
    def _settle(self, state: HandFootState, seat: int, events: list[Event]) -> HandFootState:
        """Red threes in the hand go face up on the table, each replaced from the stock."""
        hand = list(state.hands[seat])
        stock = list(state.stock)
        team = self.team(state, seat)
        reds = list(state.red_threes[team])
        while any(is_red_three(c) for c in hand):
            card = next(c for c in hand if is_red_three(c))
            hand.remove(card)
            reds.append(card)
            # (with the stock empty nothing is drawn, and the log said so: s40 t1 F2)
            replaced = " and draws another card" if stock else " (the stock is empty: no card to replace it)"
            if stock:
                hand.append(stock.pop())
            events.append(Event(f"{state.players[seat]} lays a red three{replaced}.", "card_moved",
                                card=card, src=f"hand/{seat}", dst=f"red3/{team}"))
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        red = list(state.red_threes)
        red[team] = tuple(reds)
        return state.replace(hands=tuple(hands), stock=tuple(stock), red_threes=tuple(red))

    def _take_foot(self, state: HandFootState, seat: int, events: list[Event]) -> HandFootState:
        """ "they then may pick up their foot and continue laying" """
        hands, feet, in_foot = list(state.hands), list(state.feet), list(state.in_foot)
        hands[seat], feet[seat], in_foot[seat] = state.feet[seat], (), True
        taken = state.taken[:seat] + ((),) + state.taken[seat + 1:] if state.taken else ()
        events.append(Event(f"{state.players[seat]} picks up their foot.", "card_moved", cards=None,
                            src=f"foot/{seat}", dst=f"hand/{seat}"))
        new = state.replace(hands=tuple(hands), feet=tuple(feet), in_foot=tuple(in_foot), taken=taken)
        return self._settle(new, seat, events)

    def _after_play(self, state: HandFootState, seat: int, events: list[Event], discarded: bool) -> Applied:
        """An empty hand: the foot (and play on unless a discard ended the turn), or out."""
        if not state.hands[seat]:
            if state.in_foot[seat]:
                return self._end_round(state.replace(out_seat=seat), events, rummy_words.goes_out(state.players[seat]))
            state = self._take_foot(state, seat, events)
        if discarded:
            state = state.replace(phase=DRAW, turn=(seat + 1) % len(state.players))
            if not state.stock:
                return self._end_round(state, events, "The stock pile is out of cards: the round is over.")
        return self._stuck_without_stock(state, seat, events)

    def _stuck_without_stock(self, state: HandFootState, seat: int, events: list[Event]) -> Applied:
        """ "If the stockpile is out of cards the game is over": the round ends after the turn that
        emptied the stock, or at once when the player who took its last cards can not finish that
        turn (in their foot with one card, no discard allowed and no way out: the last card drawn
        was a red three, with nothing left to replace it). The table had no move then, and the game
        was not over (a random game, s38)."""
        if not state.stock and state.phase == PLAY and not self.compute_legal_moves(state):
            return self._end_round(state, events, f"The stock pile is out of cards and {state.players[seat]} "
                                                  "cannot finish the turn: the round is over.")
        return Applied(state, tuple(events))

    def deal_events(self, state: HandFootState) -> list[Event]:
        # (the minimum is the status's: "Round 1, first meld 90." under "...; the first meld must
        # count 90." said it twice in the status bar, s45 t2 #5)
        return [Event(f"Round {state.round_no}: {state.players[state.dealer]} deals.", "dealt")]

    def perform(self, state: HandFootState, move: Move) -> Applied:
        kind = move["kind"]
        n = len(state.players)
        if kind == "next_round":
            new = self._deal(state, (state.dealer + 1) % n)
            return Applied(new, tuple(self.deal_events(new)))
        seat = move["seat"]
        who = state.players[seat]
        key = f"hand/{seat}"
        team = self.team(state, seat)
        events: list[Event] = []
        hands = list(state.hands)
        if kind == "draw":
            got = state.stock[-2:]
            hands[seat] += tuple(reversed(got))
            new = state.replace(hands=tuple(hands), stock=state.stock[:-2], phase=PLAY)
            events.append(Event(f"{who} draws {len(got)} card{'s' if len(got) != 1 else ''}.", "card_moved",
                                card=None, src="stock", dst=key))
            new = self._settle(new, seat, events)
            return self._stuck_without_stock(new, seat, events)
        if kind == "pick":
            if "cards" in move:  # cards selected: the pair among them (or not) and the other melds
                split = self._pick_cards(state, seat, move["cards"])
                assert not isinstance(split, str)
                pair, extra = split[0], self._pick_ways(state, seat, move["cards"])[0][0]
            else:
                pair, extra = tuple(move.get("pair", ())), move["melds"]
            plan = self._pick_plan(state, seat, pair)
            assert not isinstance(plan, str)
            melds, used = plan
            left = remove_cards(state.hands[seat], used) or ()
            if extra:
                left = remove_cards(left, [c for g in extra for c in g]) or ()
                laid = self._new_melds(state, seat, extra, melds)
                assert not isinstance(laid, str)
                melds = laid[0]
            top = state.discard[-1]
            hands[seat] = left + state.discard[:-1]
            melded = list(state.melded)
            melded[team] = True
            # the pile went into the hand in everybody's sight (the cards melded with its top left it)
            taken = seen_taking(seen_leaving(state.taken, seat, [*used, *(c for g in extra for c in g)]), n, seat,
                                state.discard[:-1])
            new = state.replace(hands=tuple(hands), discard=(), melds=tuple(melds), melded=tuple(melded), phase=PLAY,
                                taken=taken)
            # the melds laid with it named, as a meld's own line names them (the log said only "Dev
            # picked the pile (1 card) with a pair of 8s." of a pick that opened with two more, s32 t3)
            laid_too = " and melds " + "; ".join(cards_said(g) for g in extra) if extra else ""
            events.append(Event(f"{who} picks the pile ({plural(len(state.discard), 'card')}) with a pair of "
                                f"{RANK_NAMES[RANK_OF[top]]}s{laid_too}.", "card_moved", card=top, count=len(state.discard),
                                src="discard", dst=key))
            new = self._settle(new, seat, events)
            return self._after_play(new, seat, events, False)
        if kind == "meld":
            # the buttons' melds, or cards selected and dropped together (split by rank)
            groups = move["melds"] if "melds" in move else self._selected_ways(state, seat, move["cards"])[0][0]
            laid = self._new_melds(state, seat, groups, state.melds)
            assert not isinstance(laid, str)
            hands[seat] = remove_cards(hands[seat], [c for g in groups for c in g]) or ()
            melded = list(state.melded)
            melded[team] = True
            new = state.replace(hands=tuple(hands), melds=tuple(laid[0]), melded=tuple(melded),
                                taken=seen_leaving(state.taken, seat, [c for g in groups for c in g]))
            events.append(Event(rummy_words.melds(who, *groups),
                                "card_moved", cards=[c for g in groups for c in g], src=key, dst="melds"))
            return self._after_play(new, seat, events, False)
        if kind == "add":
            card, i = move["card"], move["meld"]
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            melds = list(state.melds)
            t, r, c = melds[i]
            melds[i] = (t, r, c + (card,))
            new = state.replace(hands=tuple(hands), melds=tuple(melds), taken=seen_leaving(state.taken, seat, (card,)))
            closed = canasta_kind(r, melds[i][2])
            text = rummy_words.adds(who, card, self._meld_said(state, seat, t, r),
                                    f", closing a {canasta_name(closed)} canasta" if closed else "")
            events.append(Event(text, "card_moved", card=card, src=key, dst=f"meld{i}/{t}"))
            return self._after_play(new, seat, events, False)
        if kind == "black_threes":
            cards = state.hands[seat]
            hands[seat] = ()
            new = state.replace(hands=tuple(hands), discard=state.discard + cards,
                                taken=seen_leaving(state.taken, seat, cards))
            events.append(Event(f"{who} discards {len(cards)} black threes.", "card_moved", cards=list(cards),
                                src=key, dst="discard"))
            return self._after_play(new, seat, events, True)
        card = move["card"]
        hands[seat] = remove_cards(hands[seat], (card,)) or ()
        new = state.replace(hands=tuple(hands), discard=state.discard + (card,),
                            taken=seen_leaving(state.taken, seat, (card,)))
        frozen = " The pile is frozen." if is_wild(card) or is_black_three(card) else ""
        events.append(Event(rummy_words.discards(who, card) + frozen, "card_moved", card=card, src=key,
                            dst="discard"))
        return self._after_play(new, seat, events, True)

    def round_result(self, state: HandFootState) -> tuple[tuple[int, int], ...]:
        """Each team's (Over, Under)."""
        result = []
        for team in (0, 1):
            seats = [s for s in range(len(state.players)) if self.team(state, s) == team]
            laid = any(t == team for t, _, _ in state.melds)
            over = sum(BONUS[k] for k in self.canastas(state.melds, team))
            # "If you do not meld, any red threes on the table count against you."
            over += RED_THREE * len(state.red_threes[team]) * (1 if laid else -1)
            if state.out_seat >= 0 and self.team(state, state.out_seat) == team:
                over += OUT_BONUS
            under = sum(value(c) for t, _, cards in state.melds if t == team for c in cards)
            under -= sum(value(c) for s in seats for c in state.hands[s] + state.feet[s])
            result.append((over, under))
        return tuple(result)

    def ai_position_value(self, state: HandFootState, seat: int) -> float:
        """Where a Hard player's playout stopped mid-round: the round as it would be scored were
        it to end now (canastas, melded cards, less the cards still in hands and feet), the
        seat's team against the others, as the search judges a round that ended. The scores are
        the totals of rounds ended, and a round runs past every playout (all of them were
        judged by those totals, which no candidate move changed)."""
        now = [over + under for over, under in self.round_result(state)]
        return ahead_of_the_others([now[self.team(state, s)] for s in range(len(state.players))], seat)

    def _end_round(self, state: HandFootState, events: list[Event], text: str) -> Applied:
        res = self.round_result(state)
        over = state.round_no >= ROUNDS
        new = state.replace(round_scores=state.round_scores + (res,), phase=GAME_OVER if over else ROUND_OVER)
        # "Points: Anna & Cleo +450 (Over 500, Under -50); ...": each team's round as the other
        # rummy games say each player's hand, its Over and Under said beside it (short: the
        # table's prompt says who went out, the status line the whole, as the others do)
        said = rummy_words.points_said(text, self.team_names(state), [o + u for o, u in res], scored=True,
                                       how=[f"Over {o:,d}, Under {u:+,d}" for o, u in res])
        events.append(Event(said, "game_over" if over else "hand_over", short=text))
        return Applied(new, tuple(events))

    def hint_words(self, state: HandFootState, move: Move) -> str | None:
        """A card to add to a meld, said with the meld it goes on, to the player adding it: "move
        the 2 of spades to your set of 8s" (the table said "to the meld", which one shown only by
        a dashed frame round it, s35 t4 #7). The draw says its two cards, as the prompt does ("Hint:
        draw a card from the stock" under "draw two cards or pick the pile", s36 t2 #2)."""
        if move.get("kind") == "draw":
            n = min(2, len(state.stock))
            return f"draw {'two cards' if n == 2 else 'a card'} from the stock."
        if move.get("kind") != "add" or not 0 <= move.get("meld", -1) < len(state.melds):
            return None
        rank = state.melds[move["meld"]][1]
        what = "wild meld" if rank == WILD else f"set of {RANK_NAMES.get(rank, rank)}s"
        return f"move the {card_name(move['card'])} to your {what}."

    def _meld_said(self, state: HandFootState, seat: int, team: int, rank: str) -> str:
        """A team's meld as an addition to it names it: "their team's wild meld" (the mover's
        team), "their own kings" (a seat playing alone), "Anna & Cleo's 5s" (another team's).
        ("Ben added the joker." named none; "the team's 5s" did not say which, both teams having
        melds: s34 t2 #7; "their team's" says it, the mover's.)"""
        what = "wild meld" if rank == WILD else f"{RANK_NAMES.get(rank, rank)}s"
        if team == team_of(seat, len(state.players)):
            # the mover's own team ("You may only add to your own team's melds"): "their team's
            # jacks", not the team's names again after the mover's ("Maximilian Alexander-O'Connor
            # adds the joker to Maximilian Alexander-O'Connor & Wilhelmina Wolcott-Montgomerys's
            # jacks" filled three lines of the curtain, s43 t3 F1); "their", whoever plays
            return f"their own {what}" if len(state.players) <= 2 else f"their team's {what}"
        names = self.team_names(state)[team]
        whose = names + ("'" if names.endswith("s") else "'s")  # ("Wolcott-Montgomerys'", not "...s's")
        return f"{whose} {what}"

    # ----- the end --------------------------------------------------------------------------
    def team_names(self, state: HandFootState) -> list[str]:
        from ..core.scoresheet import team_name

        n = len(state.players)
        return [team_name(state.players, range(t, n, 2)) for t in (0, 1)]

    def team_totals(self, state: HandFootState) -> list[int]:
        return [sum(r[t][0] + r[t][1] for r in state.round_scores) for t in (0, 1)]

    def is_over(self, state: HandFootState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: HandFootState) -> list[int]:
        totals = self.team_totals(state)
        return [totals[self.team(state, s)] for s in range(len(state.players))]

    def winners(self, state: HandFootState) -> list[int]:
        """ "High score wins"; a tie is shared."""
        if state.phase != GAME_OVER:
            return []
        totals = self.team_totals(state)
        return [s for s in range(len(state.players)) if totals[self.team(state, s)] == max(totals)]

    def status(self, state: HandFootState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == ROUND_OVER:
            return self.over_deal_next(state, f"Round {state.round_no} is over.", "round")
        who = names[state.turn]
        team = self.team(state, state.turn)
        head = f"Round {state.round_no}" + ("" if state.melded[team] else f", first meld {self.minimum(state)}") + ". "
        need = self.needed(state.melds, team, bool(state.options.get("sevens")))
        if state.melded[team] and need:
            head += "To go out: " + ", ".join(canasta_name(k) for k in need) + " canasta" + ("s" if len(need) > 1 else "") + ". "
        if state.phase == DRAW:
            if not state.melded[team] and not state.options.get(PICK_TO_OPEN):
                return head + f"{who}: draw two cards."  # (no pick before the team's first meld)
            return head + f"{who}: draw two cards or pick the pile."
        return head + f"{who}: meld and add to melds, then discard."

    def prompt(self, state: HandFootState, seat: int) -> str:
        """The status, but to a player who may pick the pile before the team's first meld, how to
        choose the melds laid with it (the one button laid the table's choice, s32 t3): "Round 1,
        first meld 90. Anna: draw two cards, or pick the pile: click your two 8s and melds (90 with
        the top card), drag all to New meld." (The pair and the top card count towards the 90:
        "melds making 90" read as if the other melds alone had to, review s32; short, as at six
        players and 1024x600 a longer prompt was set at 9 px.) Said only to that player (it tells of her pair)."""
        if seat != state.turn or state.phase != DRAW or state.melded[self.team(state, seat)] \
                or isinstance(self._pick_plan(state, seat), str):
            return self.status(state)
        status = self.status(state)
        head = status[:status.rindex(f"{state.players[seat]}: ")]
        rank = RANK_NAMES[RANK_OF[state.discard[-1]]]
        return head + (f"{state.players[seat]}: draw two cards, or pick the pile: click your two {rank}s and melds "
                       f"({self.minimum(state)} with the top card), drag all to New meld.")

    def public(self, state: HandFootState) -> dict[str, Any]:
        sevens = bool(state.options.get("sevens"))
        return {"scores": self.scores(state), "foot": [len(f) for f in state.feet], "phase": state.phase,
                "teams": [team_of(s, len(state.players)) for s in range(len(state.players))],
                "turn": state.turn, "dealer": state.dealer, "round": state.round_no,
                "minimum": self.minimum(state), "melded": list(state.melded), "in_foot": list(state.in_foot),
                "canastas": [self.canastas(state.melds, t) for t in (0, 1)],
                "needed": [self.needed(state.melds, t, sevens) for t in (0, 1)],
                "frozen": bool(state.discard) and (is_wild(state.discard[-1]) or is_black_three(state.discard[-1])),
                "team_scores": self.team_totals(state),
                "round_scores": [[list(t) for t in r] for r in state.round_scores],
                "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: HandFootState) -> dict[int, Sequence[str]]:
        """The pile picked up went into that hand in everybody's sight: the search's samples keep
        those cards there until each is seen to leave (melded, added, discarded)."""
        return dict(enumerate(state.taken))

    def ai_move_scores(self, state: HandFootState, seat: int, moves: list[Move]) -> list[float]:
        """Added to the rummy family's scores, which read a meld by its ``cards`` and a card laid
        off by the kind ``lay_off``: this game's moves name ``melds`` and ``add``, which scored
        nothing, below throwing away a loose card, and the Hint never made the first meld the
        table offered (s39 t2, F7). A team's first meld is worth most (until it is down the
        team's cards in hand only count against it); a new meld, then a natural card added,
        then a wild card added (a wild card turns a red canasta black). A discard of the pile's
        top rank is avoided where another will do: it hands a pair's holder a pile of two."""
        team = self.team(state, seat)
        top = RANK_OF[state.discard[-1]] if state.discard else ""
        out = []
        for move in moves:
            kind = move.kind
            if kind == "meld" and isinstance(move.get("melds"), tuple):
                cards = sum(len(g) for g in move["melds"])
                out.append((30.0 if not state.melded[team] else 6.0) + cards)
            elif kind == "add" and isinstance(move.get("card"), str):
                out.append(1.0 if is_wild(move["card"]) else 4.0)
            elif kind == "discard" and isinstance(move.get("card"), str):
                card = move["card"]
                out.append(-3.0 if top and not is_wild(card) and RANK_OF[card] == top else 0.0)
            else:
                out.append(0.0)
        return out

    def ai_own_hand(self, state: HandFootState, seat: int) -> tuple[str, ...]:
        """The seat's hand zone's cards, for the computer player (no other zone is a hand)."""
        return state.hands[seat]

    def zones(self, state: HandFootState) -> list[Zone]:
        open_ = state.phase in (ROUND_OVER, GAME_OVER)
        zones = [Zone("hand", hand, Seen.ALL if open_ else Seen.OWNER, seat, Role.HAND)
                 for seat, hand in enumerate(state.hands)]
        zones += [Zone("foot", foot, Seen.ALL if open_ else Seen.NOBODY, seat, Role.KITTY,
                       label=f"{state.players[seat]}'s foot")
                  for seat, foot in enumerate(state.feet)]
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  # Face up: every card in it was seen by all as it went down, and a player who
                  # picks it up takes all of it, so a computer must know what it holds.
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD)]
        zones += [Zone("red3", reds, Seen.ALL, team, Role.PLAYED, label="Red threes")
                  for team, reds in enumerate(state.red_threes)]
        for i, (team, rank, cards) in enumerate(state.melds):
            kind = canasta_kind(rank, cards)
            label = f"{canasta_name(kind).capitalize()} canasta" if kind else ""
            if kind:
                # A closed canasta takes no more cards: squared up, as players do, it takes the room
                # of one card, a red card on top of a red (natural) canasta and a black one on a black
                cards = tuple(sorted(cards, key=_ON_TOP[kind]))
            zones.append(Zone(f"meld{i}", cards, Seen.ALL, team, Role.MELD, label=label, fan="squared" if kind else ""))
        return zones

    def with_zones(self, state: HandFootState, cards: dict[str, tuple[str, ...]]) -> HandFootState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        feet = tuple(cards.get(f"foot/{s}", f) for s, f in enumerate(state.feet))
        return state.replace(hands=hands, feet=feet, stock=cards.get("stock", state.stock),
                             discard=cards.get("discard", state.discard))

    def score_sheet(self, state: HandFootState) -> "ScoreSheet":
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        names = self.team_names(state)
        totals = [0, 0]
        rows = []
        for r, res in enumerate(state.round_scores):
            cells = []
            for t, (o, u) in enumerate(res):
                totals[t] += o + u
                cells.append((o, u, totals[t]))
            rows.append(ScoreRow(round_label(r + 1), tuple(cells)))
        won = sorted({self.team(state, s) for s in self.winners(state)})
        return ScoreSheet(
            title="Hand and Foot Canasta score sheet", game_name=self.info.name, columns=tuple(names),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals), winners=tuple(won),
            tie_rule="Equal totals share the win.",
            notes=("Over: going out 100, red threes 100 each (against you if you did not meld), red canasta 500, "
                   "black 300, wild 2000.",
                   "Under: card count on the table less hands and feet: Jokers 50, 2s 25, Ace 20, K-8 10, "
                   "4-7 5, black 3 5."),
        )


GAME = HandAndFoot()
