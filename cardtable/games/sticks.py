"""Sticks, from the family's rule book (004_312affb30e9b3af0.txt, section "Sticks (Sticks
required)"; "General Rules" for the first dealer and the order of play).

"3-4 decks of cards, jokers included"; "Any number of people can play": 2 to 8 players, three
decks (two jokers each) up to five players, four from six. "Each player is dealt 15 cards"; one
card is turned up to start the discard pile. The first dealer is drawn at random, the player to
the dealer's left starts, play goes clockwise and the deal passes left.

"2s and Jokers are wild"; "A set is a minimum of three cards of the same face value"; "A run is a
minimum of three cards of the same suit in chronological sequence" (aces high or low); "Each
sequence of cards must have at least one natural card (the rest can be wilds)".

**The sticks.** "Each player draws a stick from the pot and puts it face down in front of them."
A stick names the melds its holder must lay down. The book never lists the sticks, so the pot is
ours (an option at set-up, saved with the game): the contracts of the book's Desert Rummy (2 sets
of 3; 2 runs of 3; a run of 4 and a set of 3; 2 sets of 4; a run of 5 and a set of 3; 3 sets of
3; a run of 7; 2 runs of 4 in one suit; a run of 6 and a set of 3; 2 sets of 5; a run of 9) and
of its Push (2 sets of 3; a set of 3 and a run of 4; 2 runs of 4; 3 sets of 3; 2 runs of 5), and
a few **free sticks** (4 unless chosen). Only the holder sees a face-down stick.

The turn: "At the beginning of each turn you draw a card from the deck or the discard pile";
"Each play ends with a discard (you must have a discard)".

* "Once you meet the requirements of your stick you turn the stick face up and play the cards in
  front of you. No extra cards beyond the stick requirement can be played at this time": Play
  stick takes exactly the stick's melds (sizes as named) and nothing else that turn. The stick is
  then collected.
* "Once you have played your stick you may replace wild cards from other players SETS with
  natural cards in your hand. You may not take wild cards from RUNS. If you take a wild card you
  must play it in that turn". And "You are allowed to lay down cards that correspond with other
  players cards on the table whether they be Runs or Sets once you have played your stick. You
  may add on directly to the cards in front of the other players." From the turn after the stick
  was played you may add to any meld, swap, and lay down new melds of your own.
* "When one player has played all of their cards the play stops and the cards are dealt again.
  Everyone with their sticks still face down continues to leave them that way for the next hand."
  "New sticks for appropriate players are drawn at the beginning of each round": whoever played
  their stick draws a new one.
* "If you draw a free stick put it face up and draw another stick." "If a "free" stick is drawn
  and will become that person's 7th stick it does not count and another stick must be drawn."
* "The first person to collect 7 sticks is the winner": the game ends as a player's seventh stick
  turns up. There are no points: the score sheet lists each player's sticks.

Alternate Rules (options, off by default): "A stick can be traded in after you have held it for
one hand and have viewed your cards for your next hand" (in your first turn of the hand, before
you draw); "Any card that corresponds with those already laid down by other players may not be
used as a discard ... This includes wild cards" (once your stick is played).

Decided where the text is vague (also on the rules page):

* Only the holder sees a face-down stick; collected sticks are face up for everyone.
* After your stick you may lay down new melds, from your next turn on.
* The game is won as the seventh stick turns up (a played stick or, never, a free one).
* A free stick that does not count goes back into the pot (at the bottom) and another is drawn;
  when the pot is empty a fresh set of the same sticks is shuffled in.
* Swapping a wild only from other players' sets, never your own; you must keep a card to
  discard after playing the wild.
* Under the second Alternate Rule, if every card you hold could be played on others' melds,
  you may discard any of them.
* If the stock runs out the hand ends with nobody out and the cards are dealt again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..core.cards import JOKER, DeckSpec, card_name, card_short
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.piles import as_pile, deal_round_robin
from ..core.rng import first_dealer, shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone
from .meld_table import (as_kind, meet_contract, meld_card_lists, meld_check, meld_data, meld_of, meld_refusal, offered_melds,
                         table_drag, table_drop, turn_refusal)
from . import rummy_words
from .lookup import is_listed
from .melds import Contract, meld_called, split_melds, card_list_form, discard_move, draw_move, fit_refusal, lay_off_move, RUN, SET, Meld, MeldRules, fits, remove_cards, seen_leaving, seen_taking

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

RULES = MeldRules(wild_ranks=frozenset({JOKER, "2"}), natural="one")
HAND_SIZE = 15
TO_WIN = 7
FREE = "FREE"
FREE_ROW = "Free sticks"  # the sheet's row of the free sticks drawn, above the hands
DRAW, PLAY, HAND_OVER, GAME_OVER = "draw", "play", "hand_over", "game_over"
DOWN, NOW, UP = 0, 1, 2  # a seat's stick: face down, played this turn, played earlier

#: The book's Desert Rummy contracts, then its Push contracts: "S3" a set of 3, "R4" a run of 4,
#: a trailing "=" when the runs are in one suit.
DESERT = ("S3+S3", "R3+R3", "R4+S3", "S4+S4", "R5+S3", "S3+S3+S3", "R7", "R4+R4=", "R6+S3", "S5+S5", "R9")
PUSH = ("S3+S3", "S3+R4", "R4+R4", "S3+S3+S3", "R5+R5")
POTS = {"Desert Rummy and Push contracts": DESERT + PUSH, "Desert Rummy contracts": DESERT,
        "Push contracts": PUSH}
POT_CHOICES = tuple(POTS)

OPTIONS = (
    OptionSpec("pot", "Sticks in the pot",
               "Each stick names the melds you must lay down, as one hand of Desert Rummy or of Push asks "
               "for them (say 2 sets of 3): choose which game's melds the pot's sticks name.",
               POT_CHOICES[0], choices=POT_CHOICES,
               choice_names=("Desert Rummy's and Push's melds", "Desert Rummy's melds", "Push's melds")),
    OptionSpec("free_sticks", "Free sticks in the pot",
               "How many free sticks are in the pot. Draw a free stick and you have collected it at once, "
               "with no melds to make, and you draw another; it never counts as your 7th stick.", 4,
               minimum=0, maximum=10),
    OptionSpec("trade_stick", "Trade in a stick",
               "A stick held for a whole hand may be traded in for a new one, after seeing your "
               "next hand's cards (in your first turn, before you draw).", False, alternate=0),
    OptionSpec("no_playable_discard", "No playable discards",
               "Once your stick is played, you may not discard a card (wilds too) that could be "
               "added to another player's melds.", False, alternate=0),
)


def free_sticks_said(name: str, count: int) -> str:
    """ "If you draw a free stick put it face up and draw another stick": a public sentence,
    "Anna draws 3 free sticks (collected at once)."."""
    drawn = "a free stick" if count == 1 else f"{count} free sticks"
    return f"{name} draws {drawn} (collected at once)."


def decks_for(players: int) -> int:
    return 4 if players >= 6 else 3


def groups_of(stick: str) -> tuple[tuple[tuple[str, int], ...], bool]:
    """A stick's melds as (kind, size) pairs, and whether its runs must share a suit."""
    same = stick.endswith("=")
    parts = stick.rstrip("=").split("+")
    return tuple((SET if p[0] == "S" else RUN, int(p[1:])) for p in parts), same


def stick_contract(stick: str) -> Contract:
    """A stick as the melds to lay, for the contract rummy games' words on a wrong selection
    (:func:`~cardtable.games.melds.split_melds`): exactly its melds ("No extra cards beyond the
    stick requirement"), two sets of one rank allowed (three or four decks)."""
    groups, same = groups_of(stick)
    return Contract(groups, exact=True, same_suit=same, one_set_a_rank=False)


def stick_name(stick: str) -> str:
    """ "2 sets of 3", "1 run of 4 and 1 set of 3", "Free stick" """
    if stick == FREE:
        return "Free stick"
    groups, same = groups_of(stick)
    counts: dict[tuple[str, int], int] = {}
    for g in groups:
        counts[g] = counts.get(g, 0) + 1
    words = [f"{k} {kind}{'s' if k > 1 else ''} of {size}" for (kind, size), k in counts.items()]
    return listed(words) + (" in one suit" if same else "")


@dataclass(eq=False, kw_only=True)
class SticksState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top last
    discard: tuple[str, ...]  # top last
    melds: tuple[tuple, ...]  # meld_data, owner = who laid it
    turn: int
    dealer: int
    phase: str
    sticks: tuple[str, ...]  # each seat's face-down stick ("" once played this hand)
    played: tuple[int, ...]  # DOWN, NOW or UP
    collected: tuple[tuple[str, ...], ...]  # each seat's face-up sticks, in order
    held_hands: tuple[int, ...]  # whole hands each face-down stick has been held
    first_turn: tuple[bool, ...]  # has the seat not yet drawn this hand (the trade-in window)
    pot: tuple[str, ...]  # draw from the end
    pots: int  # how many fresh pots have been shuffled
    must_play: tuple[str, ...]  # wilds taken in a swap, to be played this turn
    shuffles: int
    hand_no: int
    hand_sticks: tuple[tuple[str, ...], ...]  # per hand, what each seat collected ("" none)
    taken: tuple[tuple[str, ...], ...] = ()  # per seat, cards seen to go into the hand (a discard, a swapped wild) and not seen to leave it


class Sticks(Game[SticksState]):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the sticks collected
    seat_numbers = ("sticks",)
    #: the status line after the last discard says whose sticks were laid down and whose stay
    #: face down (:meth:`hand_result_words`), not only who went out
    result_on_status_line = True
    info = GameInfo(
        id="sticks",
        name="Sticks",
        family="Rummy",
        min_players=2,
        max_players=8,
        description="Draw a secret stick naming the melds to lay; the first to collect 7 sticks wins.",
        source="004_312affb30e9b3af0.txt, section 'Sticks'",
        rules_page="sticks.html",
        # (no points: the stick each laid down and the sticks so far, the free sticks drawn above the
        # hands; the bottom row the sticks collected)
        sheet_row="Hand", sheet_opening=(FREE_ROW,), sheet_columns=("Stick laid down", "Sticks so far"),
        sheet_total="Sticks collected",
        options=OPTIONS,
    )
    #: What a drop means, for the engine to judge (the drags themselves are ``table_drag``).
    gestures = {"meld": ("hand", "melds"), "play_stick": ("hand", "melds"), "discard": ("hand", "discard")}

    def table_drag(self, state: SticksState, move: Move) -> Drag | None:
        """Drawing (drag a pile to your hand), a meld, a lay-off (onto the meld) and a discard
        are drags on the generic table; the rest are buttons."""
        return table_drag(state, move, "discard")

    def table_drop(self, state: SticksState, seat: int | None, drag: Drag) -> Move | None:
        """The move a drop means, played if the engine's check accepts it, else its rule is said
        (a card dropped on a meld it may not go on, a pile's card it may not draw)."""
        return table_drop(state, drag)

    def card_list_moves(self, state: SticksState) -> list[tuple]:
        """Any cards selected in the hand and dragged together onto the meld row: the stick
        while it is face down (any cards that are "exactly your stick", not only the way listed),
        a meld after it, each judged by :meth:`check`."""
        kind = "play_stick" if state.played and state.played[state.turn] == DOWN else "meld"
        return meld_card_lists(state, state.phase == PLAY, kind)

    def move_label(self, state: SticksState, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        kind = move.get("kind")
        if kind == "draw":
            return "Draw from the stock" if move.get("pile") == "stock" else "Take the discard"
        if kind == "play_stick":
            return "Play stick"
        if kind in ("lay_off", "swap"):
            owner = state.melds[move["meld"]][3]
            whose = "your" if owner == move.get("seat") else f"{state.players[owner]}'s"
            verb = "" if kind == "lay_off" else "Swap "
            return f"{verb}{card_short(move['card'])} on {whose} meld {move['meld'] + 1}"
        return {"trade_stick": "Trade in your stick", "next_hand": "Deal the next hand"}.get(str(kind), "")

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(decks=decks_for(players), jokers=2)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    # ----- the pot --------------------------------------------------------------------------
    def fresh_pot(self, state: SticksState, number: int) -> tuple[str, ...]:
        pot = list(POTS[state.options.get("pot", POT_CHOICES[0])]) + [FREE] * int(state.options.get("free_sticks", 4))
        random.Random(f"cardtable/{state.seed}/pot/{number}").shuffle(pot)
        return tuple(pot)

    def _draw_sticks(self, state: SticksState, only: int = -1) -> tuple[SticksState, list[Event]]:
        """ "New sticks for appropriate players are drawn at the beginning of each round"; a free
        stick goes face up and another is drawn, unless it would be the 7th."""
        pot, pots = list(state.pot), state.pots
        sticks, collected = list(state.sticks), [list(c) for c in state.collected]
        held = list(state.held_hands)
        events = []
        n = len(state.players)
        for k in range(n):
            seat = (state.dealer + 1 + k) % n
            if sticks[seat] or (only >= 0 and seat != only):
                continue
            held[seat] = 0
            free = 0
            while True:
                if not pot or (len(collected[seat]) + 1 >= TO_WIN and all(x == FREE for x in pot)):
                    # an empty pot, or only free sticks left for a player who may not take one
                    pot = list(self.fresh_pot(state, pots + 1)) + pot
                    pots += 1
                stick = pot.pop()
                if stick != FREE:
                    sticks[seat] = stick
                    break
                if len(collected[seat]) + 1 >= TO_WIN:
                    pot.insert(0, stick)  # "it does not count and another stick must be drawn"
                    continue
                collected[seat].append(stick)
                free += 1
            if free:
                events.append(Event(free_sticks_said(state.players[seat], free), "note"))
        return state.replace(pot=tuple(pot), pots=pots, sticks=tuple(sticks),
                             collected=tuple(tuple(c) for c in collected), held_hands=tuple(held)), events

    def setup_events(self, state: SticksState) -> tuple[Event, ...]:
        """Who dealt, as every later hand says, and the free sticks drawn at the first deal,
        face up (every stick collected then is one): the table showed "sticks 3" by a name and
        nothing said why."""
        n = len(state.players)
        seats = [(state.dealer + 1 + k) % n for k in range(n)]
        return (*self.deal_events(state),
                *(Event(free_sticks_said(state.players[s], len(state.collected[s])), "free_sticks", seat=s)
                  for s in seats if state.collected[s]))

    # ----- set-up ---------------------------------------------------------------------------
    def new_state(self, players, options, seed, stack) -> SticksState:
        n = len(players)
        dealer = first_dealer(seed, n)
        state = SticksState(players=players, options=options, seed=seed, stack=stack, hands=(), stock=(),
                            discard=(), melds=(), turn=0, dealer=dealer, phase=DRAW, sticks=("",) * n,
                            played=(DOWN,) * n, collected=((),) * n, held_hands=(0,) * n,
                            first_turn=(True,) * n, pot=(), pots=0, must_play=(), shuffles=0, hand_no=0,
                            hand_sticks=())
        state = state.replace(pot=self.fresh_pot(state, 0))
        return self._deal(state, dealer)[0]

    def _deal(self, state: SticksState, dealer: int) -> tuple[SticksState, list[Event]]:
        n = len(state.players)
        order = shuffle(self.pieces(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        hands, rest = deal_round_robin(order, n, HAND_SIZE, (dealer + 1) % n)
        state = state.replace(hands=hands, stock=as_pile(rest[1:]), discard=(rest[0],), melds=(),
                              turn=(dealer + 1) % n, dealer=dealer, phase=DRAW, played=(DOWN,) * n,
                              first_turn=(True,) * n, must_play=(), shuffles=state.shuffles + 1,
                              hand_no=state.hand_no + 1, taken=())
        return self._draw_sticks(state)

    # ----- who acts -------------------------------------------------------------------------
    def current_player(self, state: SticksState) -> int | None:
        if state.phase == GAME_OVER:
            return None
        if state.phase == HAND_OVER:
            return (state.dealer + 1) % len(state.players)
        return state.turn

    # ----- moves ----------------------------------------------------------------------------
    def may_trade(self, state: SticksState, seat: int) -> bool:
        return (bool(state.options.get("trade_stick")) and state.phase == DRAW and state.first_turn[seat]
                and bool(state.sticks[seat]) and state.held_hands[seat] >= 1)

    def stick_play(self, hand: tuple[str, ...], stick: str) -> tuple[str, ...] | None:
        """Cards of ``hand`` that meet ``stick`` (keeping a discard), or ``None``."""
        groups, same = groups_of(stick)
        found = meet_contract(hand, groups, RULES, same, keep=1)
        return None if found is None else tuple(c for g in found for c in g)

    def playable_on_others(self, state: SticksState, seat: int, card: str) -> bool:
        return any(m[3] != seat and fits(meld_of(m), card, RULES, seat) for m in state.melds)

    def compute_legal_moves(self, state: SticksState) -> list[Move]:
        seat = state.turn
        if state.phase == HAND_OVER:
            return [Move(kind="next_hand", seat=(state.dealer + 1) % len(state.players))]
        if state.phase == GAME_OVER:
            return []
        hand = state.hands[seat]
        if state.phase == DRAW:
            moves = [draw_move(seat, "stock"), draw_move(seat, "discard")]
            if self.may_trade(state, seat):
                moves.append(Move(kind="trade_stick", seat=seat))
            return moves
        moves = []
        if state.played[seat] == DOWN and not state.must_play:
            cards = self.stick_play(hand, state.sticks[seat])
            if cards is not None:
                moves.append(Move(kind="play_stick", seat=seat, cards=tuple(sorted(cards))))
        if state.played[seat] == UP and len(hand) > 1:
            moves += [Move(kind="meld", seat=seat, cards=m) for m in offered_melds(hand, RULES)
                      if len(m) < len(hand) and (not state.must_play or set(state.must_play) & set(m))]
            for card in dict.fromkeys(hand):
                if state.must_play and card not in state.must_play:
                    continue
                for i, data in enumerate(state.melds):
                    if fits(meld_of(data), card, RULES, seat):
                        moves.append(lay_off_move(seat, card, i))
            if not state.must_play:
                moves += self._swaps(state, seat)
        if not state.must_play:
            moves += [discard_move(seat, c) for c in self._discards(state, seat)]
        return moves

    def _swaps(self, state: SticksState, seat: int) -> list[Move]:
        """Swaps of a natural from ``seat``'s hand for a wild in another player's set."""
        hand = state.hands[seat]
        if len(hand) < 2:
            return []
        moves = []
        for i, data in enumerate(state.melds):
            meld = meld_of(data)
            if meld.owner == seat or meld.kind != SET or not any(RULES.is_wild(c) for c in meld.cards):
                continue
            for card in dict.fromkeys(hand):
                if not RULES.is_wild(card) and card[:-1] == meld.rank:
                    moves.append(Move(kind="swap", seat=seat, card=card, meld=i))
        return moves

    def _discards(self, state: SticksState, seat: int) -> list[str]:
        hand = list(dict.fromkeys(state.hands[seat]))
        if state.options.get("no_playable_discard") and state.played[seat] != DOWN:
            keep = [c for c in hand if not self.playable_on_others(state, seat, c)]
            if keep:  # every card playable: any may go
                return keep
        return hand

    def _stick_reason(self, state: SticksState, cards: tuple[str, ...]) -> str | None:
        seat = state.turn
        if state.played[seat] != DOWN:
            return "You have played your stick this hand."
        left = remove_cards(state.hands[seat], cards)
        if left is None:
            return "You do not hold all those cards."
        if not left:
            return "You must keep a card to discard."
        groups, same = groups_of(state.sticks[seat])
        if meet_contract(cards, groups, RULES, same, exact=True) is None:
            # what is missing or wrong, in Desert Rummy's and Push's words (it said only "Those
            # cards are not exactly your stick: 3 sets of 3." of two sets: s34 t2 #10)
            contract = stick_contract(state.sticks[seat])
            why = split_melds(cards, RULES, contract, extras=False)
            if isinstance(why, str):
                if len(cards) < contract.size:
                    # (the "New meld" box invited one set at a time, and the first set of three
                    # was refused with no word of how: s38 t3)
                    why += (f" The stick goes down all at once: click all {contract.size} cards, "
                            "then drag them together.")
                return why
            return f"Those cards are not exactly your stick: {stick_name(state.sticks[seat])}."
        return None

    def _meld_reason(self, state: SticksState, cards: tuple[str, ...]) -> str | None:
        seat = state.turn
        if state.played[seat] != UP:
            return ("Play your stick first." if state.played[seat] == DOWN
                    else "No extra cards beyond the stick in the turn you play it.")
        left = remove_cards(state.hands[seat], cards)
        if left is None:
            return "You do not hold all those cards."
        if not left:
            return "You must keep a card to discard."
        if state.must_play and not set(state.must_play) & set(cards):
            return "First play the wild card you took."
        meld = as_kind(cards, SET, RULES)
        if isinstance(meld, str):
            meld = as_kind(cards, RUN, RULES)
        return meld if isinstance(meld, str) else None

    def check(self, state: SticksState, move: Move) -> str | None:
        if is_listed(state, move):  # one of the moves offered (all legal): no rule to judge again
            return None
        kind = move.get("kind")
        if kind in ("play_stick", "meld") and state.phase == PLAY and move.get("seat") == state.turn:
            judge = self._stick_reason if kind == "play_stick" else self._meld_reason
            if kind == "meld":
                return card_list_form(move) or meld_check(move["cards"], lambda cards: self._meld_reason(state, cards))
            return card_list_form(move) or judge(state, move["cards"])
        return super().check(state, move)

    def explain(self, state: SticksState, move: Move) -> str:
        kind, seat = move.get("kind"), move.get("seat", state.turn)  # a drop the table guessed names no seat
        if (refusal := turn_refusal(state, seat)) is not None:
            return refusal
        if kind == "trade_stick":
            return "A stick can be traded in only after holding it a whole hand, in your first turn, before drawing."
        if kind == "draw":
            return "You have drawn already." if state.phase != DRAW else "Draw from the stock or the discard pile."
        if state.phase == DRAW:
            return "Draw first: from the stock or the discard pile."
        if state.must_play and not (kind == "lay_off" and move.get("card") in state.must_play):
            return "First play the wild card you took: you may not keep it for the next turn."
        card = move.get("card")
        hand = state.hands[seat]
        if kind in ("discard", "lay_off", "swap") and (not isinstance(card, str) or card not in hand):
            return "You do not hold that card."
        if kind in ("lay_off", "swap"):
            if state.played[seat] == DOWN:
                return "Play your stick first."
            if state.played[seat] == NOW:
                return "No extra cards beyond the stick in the turn you play it."
            if len(hand) <= 1:
                return "You must keep a card to discard."
            if kind == "swap":
                return "You may take a wild card only from another player's SET, giving a natural card of its rank."
            index = move.get("meld")
            if type(index) is not int or not 0 <= index < len(state.melds):
                return "There is no such meld on the table."
            assert isinstance(card, str)  # (held: said above)
            return fit_refusal(meld_of(state.melds[index]), card, RULES)
        if kind == "discard":
            return "That card could be added to another player's melds: it may not be discarded."
        if kind == "meld":
            judge = self._stick_reason if state.played[seat] == DOWN else self._meld_reason
            return meld_refusal(move.get("cards"), lambda cards: judge(state, cards))
        return "That is not a move in Sticks."

    def deal_events(self, state: SticksState) -> list[Event]:
        return [Event(f"Hand {state.hand_no}: {state.players[state.dealer]} deals.", "dealt")]

    def perform(self, state: SticksState, move: Move) -> Applied:
        kind = move["kind"]
        n = len(state.players)
        if kind == "next_hand":
            new, events = self._deal(state, (state.dealer + 1) % n)
            return Applied(new, (*self.deal_events(new), *events))
        seat = move["seat"]
        who = state.players[seat]
        key = f"hand/{seat}"
        hands = list(state.hands)
        if kind == "trade_stick":
            sticks = list(state.sticks)
            sticks[seat] = ""
            new = state.replace(pot=(state.sticks[seat],) + state.pot, sticks=tuple(sticks))
            new, events = self._draw_sticks(new, seat)
            return Applied(new, (Event(f"{who} trades in their stick.", "note"), *events))
        if kind == "draw":
            first = list(state.first_turn)
            first[seat] = False
            if move["pile"] == "stock":
                hands[seat] += (state.stock[-1],)
                new = state.replace(hands=tuple(hands), stock=state.stock[:-1], phase=PLAY, first_turn=tuple(first))
                return Applied(new, (Event(rummy_words.draws_from_stock(who), "card_moved", card=None, src="stock", dst=key),))
            card = state.discard[-1]
            hands[seat] += (card,)
            new = state.replace(hands=tuple(hands), discard=state.discard[:-1], phase=PLAY, first_turn=tuple(first),
                                taken=seen_taking(state.taken, n, seat, (card,)))
            return Applied(new, (Event(rummy_words.takes(who, card), "card_moved", card=card, src="discard",
                                       dst=key),))
        if kind == "play_stick":
            stick = state.sticks[seat]
            groups, same = groups_of(stick)
            found = meet_contract(move["cards"], groups, RULES, same, exact=True)
            assert found is not None
            melds = list(state.melds)
            for (g_kind, _), cards in zip(groups, found):
                meld = as_kind(cards, g_kind, RULES, seat)
                assert isinstance(meld, Meld)
                melds.append(meld_data(meld))
            hands[seat] = remove_cards(hands[seat], move["cards"]) or ()
            sticks, played = list(state.sticks), list(state.played)
            sticks[seat], played[seat] = "", NOW
            collected = list(state.collected)
            collected[seat] += (stick,)
            won = len(collected[seat]) >= TO_WIN
            new = state.replace(hands=tuple(hands), melds=tuple(melds), sticks=tuple(sticks), played=tuple(played),
                                collected=tuple(collected), phase=GAME_OVER if won else PLAY,
                                taken=seen_leaving(state.taken, seat, move["cards"]))
            events = [Event(f"{who} turns up their stick ({stick_name(stick)}) and lays it down.", "card_moved",
                            cards=list(move["cards"]), src=key, dst="melds")]
            if won:
                new = new.replace(hand_sticks=new.hand_sticks + (self._this_hand(new),))
                events.append(Event(self.status(new), "game_over"))  # "Game over: Ann has collected 7 sticks and wins."
            return Applied(new, tuple(events))
        if kind == "meld":
            cards = move["cards"]
            meld = as_kind(cards, SET, RULES, seat)
            if isinstance(meld, str):
                meld = as_kind(cards, RUN, RULES, seat)
            assert isinstance(meld, Meld)
            hands[seat] = remove_cards(hands[seat], cards) or ()
            must = tuple(c for c in state.must_play if c not in cards)
            new = state.replace(hands=tuple(hands), melds=state.melds + (meld_data(meld),), must_play=must,
                                taken=seen_leaving(state.taken, seat, cards))
            return Applied(new, (Event(rummy_words.melds(who, meld.cards), "card_moved",
                                       cards=list(meld.cards), src=key, dst=f"meld{len(state.melds)}/{seat}"),))
        if kind == "lay_off":
            card, i = move["card"], move["meld"]
            hands[seat] = remove_cards(hands[seat], (card,)) or ()
            melds = list(state.melds)
            onto = meld_called(meld_of(melds[i]), state.players, seat)  # "Anna's set of 5s"
            melds[i] = meld_data(fits(meld_of(melds[i]), card, RULES, seat))  # type: ignore[arg-type]
            owed = list(state.must_play)
            if card in owed:
                owed.remove(card)
            new = state.replace(hands=tuple(hands), melds=tuple(melds), must_play=tuple(owed),
                                taken=seen_leaving(state.taken, seat, (card,)))
            return Applied(new, (Event(rummy_words.adds(who, card, onto), "card_moved", card=card,
                                       src=key, dst=f"meld{i}/{melds[i][3]}"),))
        if kind == "swap":
            card, i = move["card"], move["meld"]
            meld = meld_of(state.melds[i])
            wild = next(c for c in meld.cards if RULES.is_wild(c))
            now = list(meld.cards)
            now[now.index(wild)] = card
            swapped = Meld(meld.kind, tuple(now), meld.stands_for, meld.owner, meld.added)
            melds = list(state.melds)
            melds[i] = meld_data(swapped)
            hands[seat] = (remove_cards(hands[seat], (card,)) or ()) + (wild,)
            taken = seen_taking(seen_leaving(state.taken, seat, (card,)), n, seat, (wild,))
            new = state.replace(hands=tuple(hands), melds=tuple(melds), must_play=state.must_play + (wild,), taken=taken)
            return Applied(new, (Event(f"{who} puts the {card_name(card)} in place of the {card_name(wild)} and must "
                                       "play the wild card this turn.", "card_moved", card=card, src=key,
                                       dst=f"meld{i}/{meld.owner}"),))
        # discard
        card = move["card"]
        hands[seat] = remove_cards(hands[seat], (card,)) or ()
        new = state.replace(hands=tuple(hands), discard=state.discard + (card,), phase=DRAW, turn=(seat + 1) % n,
                            played=tuple(UP if p == NOW else p for p in state.played),
                            taken=seen_leaving(state.taken, seat, (card,)))
        event = Event(rummy_words.discards(who, card), "card_moved", card=card, src=key, dst="discard")
        if not hands[seat]:
            return self._end_hand(new, event, f"{who} has played all of their cards.")
        if not new.stock:
            return self._end_hand(new, event, "The stock is empty: the cards are dealt again.")
        return Applied(new, (event,))

    def _this_hand(self, state: SticksState) -> tuple[str, ...]:
        """What each seat collected this hand: its played stick (free sticks are counted in the
        score sheet's own "Free sticks" row)."""
        return tuple(c[-1] if p != DOWN and c else "" for c, p in zip(state.collected, state.played))

    def _end_hand(self, state: SticksState, event: Event, text: str) -> Applied:
        held = tuple(h + 1 if s else h for h, s in zip(state.held_hands, state.sticks))
        new = state.replace(phase=HAND_OVER, hand_sticks=state.hand_sticks + (self._this_hand(state),),
                            held_hands=held, must_play=())
        return Applied(new, (event, Event(text, "hand_over")))

    def hand_result_words(self, state: SticksState, events: Sequence[Event], short: bool = False) -> str:
        """ "When one player has played all of their cards the play stops and the cards are dealt
        again. Everyone with their sticks still face down continues to leave them that way for
        the next hand.": who went out (or that the stock ran out), whose sticks were laid down
        this hand and how many each has now, and who keeps theirs face down: "Ben has played all
        of their cards. Sticks laid down this hand: Ben (now 3 sticks), Anna (now 1 stick). Robo
        Ruby keeps their stick face down for the next hand." (it said only "Ben has played all
        of their cards.", s44). ``short`` (the table's prompt): without who keeps theirs."""
        head = " ".join(e for e in events if e.kind == "hand_over")
        if not head or not state.hand_sticks:
            return head
        names = state.players
        laid = [s for s, stick in enumerate(state.hand_sticks[-1]) if stick]
        counts = [f"{names[s]} (now {plural(len(state.collected[s]), 'stick')})" for s in laid]
        said = [head, f"Sticks laid down this hand: {', '.join(counts)}." if laid else
                "Nobody laid down a stick this hand."]
        kept = [s for s, stick in enumerate(state.sticks) if stick]
        if kept and not short:
            one = len(kept) == 1
            said.append(f"{listed(names[s] for s in kept)} {'keeps' if one else 'keep'} their "
                        f"{'stick' if one else 'sticks'} face down for the next hand.")
        return " ".join(said)

    # ----- undo -------------------------------------------------------------------------------
    def reveals_more(self, before: SticksState, move: Move, after: SticksState) -> bool:
        """The sticks are not in the zones. A stick traded in is replaced from the pot: its holder
        sees the new one, and a free stick drawn on the way is turned up for all ("P3 drew a
        free stick"); a deal draws new sticks too. Neither can be taken back: an undo would let
        the player choose again knowing the stick."""
        return move.get("kind") in ("trade_stick", "next_hand")

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: SticksState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: SticksState) -> list[int]:
        """Sticks collected."""
        return [len(c) for c in state.collected]

    def winners(self, state: SticksState) -> list[int]:
        if state.phase != GAME_OVER:
            return []
        return [s for s, c in enumerate(state.collected) if len(c) >= TO_WIN]

    def status(self, state: SticksState) -> str:
        names = state.players
        if state.phase == GAME_OVER:
            return f"Game over: {names[self.winners(state)[0]]} has collected {TO_WIN} sticks and wins."
        if state.phase == HAND_OVER:
            return self.over_deal_next(state, f"Hand {state.hand_no} is over.")
        who = names[state.turn]
        if state.phase == DRAW:
            return f"{who}: draw from the stock or the discard pile."
        if state.must_play:
            return f"{who}: play the wild card taken, then discard."
        if state.played[state.turn] == DOWN:
            return f"{who}: play your stick if you can, then discard."
        if state.played[state.turn] == NOW:  # "No extra cards beyond the stick requirement ... at this time"
            return f"{who}: discard (no more cards may be played in the turn you lay down your stick)."
        return f"{who}: add to any melds, then discard."

    def prompt(self, state: SticksState, seat: int) -> str:
        """The public line and, for the seat holding the laptop, its own face-down stick, after
        the line; on another's turn named with the reader's name ("Your stick: ... Robo Rex: play
        your stick if you can" and "Robo Ruby: add to any melds, then discard. Your stick: ..."
        both read as the mover's stick: s30 t4 #11)."""
        text = self.status(state)
        if state.sticks[seat] and state.phase in (DRAW, PLAY):
            whose = "Your stick" if seat == state.turn else f"Your stick, {state.players[seat]}"
            text = f"{text} {whose}: {stick_name(state.sticks[seat])}."
        return text

    def public(self, state: SticksState) -> dict[str, Any]:
        return {"sticks": self.scores(state), "phase": state.phase, "turn": state.turn, "dealer": state.dealer,
                "hand_no": state.hand_no, "stick_down": [bool(s) for s in state.sticks],
                "stick_played": [p != DOWN for p in state.played],
                "collected": [[stick_name(s) for s in c] for c in state.collected],
                "must_play": list(state.must_play), "pot_size": len(state.pot), "taken": [list(t) for t in state.taken]}

    def shown_holding(self, state: SticksState) -> dict[int, Sequence[str]]:
        """The top discard taken, or a wild taken from a meld in a swap, went into that hand in
        everybody's sight: the search's samples keep it there until seen to leave."""
        return dict(enumerate(state.taken))

    def private(self, state: SticksState, seat: int) -> dict[str, Any]:
        """Your own face-down stick."""
        stick = state.sticks[seat]
        return {"stick": stick_name(stick) if stick else ""}

    def ai_own_hand(self, state: SticksState, seat: int) -> tuple[str, ...]:
        """The seat's hand zone's cards, for the computer player (no other zone is a hand)."""
        return state.hands[seat]

    def zones(self, state: SticksState) -> list[Zone]:
        seen = Seen.ALL if state.phase in (HAND_OVER, GAME_OVER) else Seen.OWNER
        zones = [Zone("hand", hand, seen, seat, Role.HAND) for seat, hand in enumerate(state.hands)]
        zones += [Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
                  # face up: every card in it was seen by all as it was discarded
                  Zone("discard", state.discard, Seen.ALL, role=Role.DISCARD)]
        zones += [Zone(f"meld{i}", m[1], Seen.ALL, m[3], Role.MELD) for i, m in enumerate(state.melds)]
        return zones

    def determinize(self, state: SticksState, seat: int | None, rng: random.Random) -> SticksState:  # type: ignore[override]
        """The cards as every game re-deals them, and the sticks too: the other players'
        face-down sticks and the pot's order are hidden from ``seat``, so they are re-dealt from
        the same sticks (a face-down stick is never a free one)."""
        new = super().determinize(state, seat, rng)  # type: ignore[arg-type]
        others = [s for s in range(len(state.players)) if s != seat and state.sticks[s]]
        pool = sorted([state.sticks[s] for s in others] + list(state.pot))
        rng.shuffle(pool)
        sticks = list(state.sticks)
        for s in others:
            stick = next(x for x in pool if x != FREE)
            pool.remove(stick)
            sticks[s] = stick
        return new.replace(sticks=tuple(sticks), pot=tuple(pool))

    def with_zones(self, state: SticksState, cards: dict[str, tuple[str, ...]]) -> SticksState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock),
                             discard=cards.get("discard", state.discard))

    def score_sheet(self, state: SticksState) -> "ScoreSheet":
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows = []
        # each cell in words too, for the note under a narrow sheet ("stick laid down 2 free
        # sticks, sticks so far 2" read the free sticks row's count as a stick laid down)
        def so_far(count: int) -> str:
            return plural(count, "stick") + " so far"

        frees = [sum(1 for x in c if x == FREE) for c in state.collected]
        # The free sticks first, each cell their own count: the first are drawn at the first
        # deal, before any stick is laid down, and under "Hand 1" the row's running total read
        # as the free sticks drawn ("Free sticks 2" for Robo Rex's one free stick and one laid down, s44
        # t3 F1). The hands' running totals go on from them, so each column adds up.
        if any(frees):
            # (the narrow sheet's cell the number alone, under its "Free sticks" heading: "2 free
            # sticks" said the heading again in every cell and wrapped to two lines, s47 t3 F-D)
            rows.append(ScoreRow(FREE_ROW, tuple((plural(f, "free stick"), f) for f in frees),
                                 said=tuple(f"{plural(f, 'free stick')}, {so_far(f)}" for f in frees),
                                 marks=tuple(str(f) for f in frees)))
        counts = list(frees)

        # The hand being played too, once a stick is laid down in it: a played stick is collected
        # at once, and the sheet of a first hand showed Ben's stick in the totals with only the
        # free sticks row under them, "Each player's sticks collected, all from Free sticks." (s34
        # t2 #9): every stick collected is now in a row, free ("If you draw a free stick put it
        # face up and draw another stick") or laid down ("Once you meet the requirements of your
        # stick you turn the stick face up and play the cards in front of you").
        hands = list(state.hand_sticks)
        playing = state.phase in (DRAW, PLAY) and any(p != DOWN for p in state.played)
        if playing:
            hands.append(self._this_hand(state))
        for h, got in enumerate(hands):
            cells, said = [], []
            for s, stick in enumerate(got):
                counts[s] += 1 if stick else 0
                cells.append((stick_name(stick) if stick else "-", counts[s]))
                laid = f"laid down {stick_name(stick)}" if stick else "no stick laid down"
                said.append(f"{laid}, {so_far(counts[s])}")
            label = f"{self.info.sheet_row} {h + 1}" + (" (so far)" if playing and h == len(hands) - 1 else "")
            rows.append(ScoreRow(label, tuple(cells), marked=tuple(s for s, g in enumerate(got) if g),
                                 said=tuple(said)))
        # "The first person to collect 7 sticks is the winner": the heading says so, as other
        # games' sheets say their target (it said "highest total wins" and "stick / sticks")
        return ScoreSheet(
            title="Sticks score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, own_sub=0, date=today(),
            # (the players-down legend's "Then each hand's points" read as points: there are none)
            extra={"goal": f"the first to collect {TO_WIN} sticks wins", "round_cells": "stick laid down"},
            total_label=self.info.sheet_total,
            house_rules=house_rules_text(self.info, state.options),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(self.scores(state)),
            winners=tuple(self.winners(state)), tie_rule="",
            notes=("No points: each hand lists the stick each player laid down.",
                   f"The first to collect {TO_WIN} sticks wins; a free stick never counts as the 7th."),
        )


GAME = Sticks()
