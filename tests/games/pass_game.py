"""A test-only game for engine contract v2: "Pass Left", declared only by its zones.

It exists to exercise what the four real games do not: a **simultaneous phase** and a move
holding a **card list**.

* Pieces: the 24 cards from nine to ace (a stripped deck). Each of 3 or 4 players is dealt four
  cards; the rest is a face-down stock that stays where it is.
* Passing, all at once (like Hearts' pass): every seat chooses two cards of its hand and lays
  them face down in front of itself, ``{"kind": "pass", "seat": 2, "cards": ["9S", "KH"]}``.
  Any seat that has not passed yet may act, in any order (``to_act`` names them all). When the
  last seat has passed, each seat's two cards go to the hand of the player on its left; the
  passes are resolved in seat order, so the result does not depend on who passed first.
* Playing, one at a time from seat 0: ``{"kind": "play", "card": "AS"}`` puts a card face up on
  the table. When every hand is empty the game is over; the player whose cards played add up to
  the most (nine 9 ... ace 14) wins, ties share the win.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from cardtable.core.cards import RANK_OF, DeckSpec, card_name
from cardtable.core.game import Applied, Event, Game, GameInfo, GameState, Move
from cardtable.core.piles import as_pile, deal_round_robin
from cardtable.core.rng import shuffle
from cardtable.core.zones import Role, Seen, Zone

DECK = DeckSpec(omit_ranks=("2", "3", "4", "5", "6", "7", "8"))
HAND_SIZE = 4
PASS_SIZE = 2
VALUE = {"9": 9, "10": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
PASS, PLAY = "pass", "play"


@dataclass(eq=False, kw_only=True)
class PassState(GameState):
    hands: tuple[tuple[str, ...], ...]
    passing: tuple[tuple[str, ...], ...]  # each seat's two cards laid down, () until it passes
    stock: tuple[str, ...]
    played: tuple[tuple[int, str], ...]  # (seat, card) in the order played
    phase: str  # "pass", "play" or "over"
    turn: int  # who plays next (in the play phase)


class PassLeft(Game[PassState]):
    info = GameInfo(
        id="pass_left", name="Pass Left", family="Test games", min_players=3, max_players=4,
        description="Pass two cards left all at once, then play them out; the highest total wins.",
        source="tests/games/pass_game.py (a test game)",
    )
    seat_numbers = ("scores",)  # written under each seat

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DECK

    def new_state(self, players, options, seed, stack) -> PassState:
        n = len(players)
        order = shuffle(DECK.cards(), seed, 0, stack)
        hands, rest = deal_round_robin(order, n, HAND_SIZE, 0)
        return PassState(players=players, options=options, seed=seed, stack=stack, hands=hands,
                         passing=((),) * n, stock=as_pile(rest), played=(), phase=PASS, turn=0)

    # ----- who acts -------------------------------------------------------------------------
    def to_act(self, state: PassState) -> tuple[int, ...]:
        if state.phase == PASS:
            return tuple(seat for seat, cards in enumerate(state.passing) if not cards)
        if state.phase == PLAY:
            return (state.turn,)
        return ()

    def current_player(self, state: PassState) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    # ----- moves ------------------------------------------------------------------------------
    def compute_legal_moves(self, state: PassState) -> list[Move]:
        if state.phase == PASS:
            return [Move(kind=PASS, seat=seat, cards=pair) for seat in self.to_act(state)
                    for pair in combinations(state.hands[seat], PASS_SIZE)]
        if state.phase == PLAY:
            return [Move(kind=PLAY, card=card) for card in state.hands[state.turn]]
        return []

    def check(self, state: PassState, move: Move) -> str | None:
        """By rule: a pass names an acting seat and two different cards of its hand (in any
        order); a play, a card of the player to move."""
        kind = move.get("kind")
        if state.phase == "over":
            return "The game is over."
        if kind == PASS:
            if state.phase != PASS:
                return "The passing is over: play a card."
            if set(move) != {"kind", "seat", "cards"}:
                return "A pass names its seat and its cards, nothing else."
            seat, cards = move.get("seat"), move.get("cards")
            if type(seat) is not int or seat not in self.to_act(state):
                return "That seat has already passed, or is not at this table."
            if not isinstance(cards, tuple) or len(cards) != PASS_SIZE or not all(type(c) is str for c in cards):
                return f"Pass exactly {PASS_SIZE} cards."
            if len(set(cards)) != PASS_SIZE:
                return "Pass two different cards."
            if not set(cards) <= set(state.hands[seat]):
                return f"{state.players[seat]} can only pass cards from their own hand."
            return None
        if kind == PLAY:
            if state.phase != PLAY:
                return "Everyone passes two cards first."
            card = move.get("card")
            if set(move) != {"kind", "card"} or type(card) is not str or card not in RANK_OF:
                return "Name one card to play."
            if card not in state.hands[state.turn]:
                return f"{state.players[state.turn]} does not hold the {card_name(card)}."
            return None
        return "That is not a move in Pass Left."

    def perform(self, state: PassState, move: Move) -> Applied:
        if move["kind"] == PASS:
            return self._pass(state, move["seat"], tuple(move["cards"]))
        return self._play(state, move["card"])

    def _pass(self, state: PassState, seat: int, cards: tuple[str, ...]) -> Applied:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c not in cards)
        passing = list(state.passing)
        passing[seat] = cards
        new = state.replace(hands=tuple(hands), passing=tuple(passing))
        events = [Event(f"{state.players[seat]} passed two cards.", "card_moved", cards=None,
                        src=f"hand/{seat}", dst=f"passing/{seat}", seat=seat)]
        if all(passing):  # everyone has passed: resolve in seat order
            n = len(state.players)
            for giver in range(n):
                left = (giver + 1) % n
                hands[left] = hands[left] + passing[giver]
                events.append(Event(f"{state.players[giver]}'s cards went to {state.players[left]}.",
                                    "card_moved", cards=None, src=f"passing/{giver}", dst=f"hand/{left}"))
            new = new.replace(hands=tuple(hands), passing=((),) * n, phase=PLAY, turn=0)
        return Applied(new, tuple(events))

    def _play(self, state: PassState, card: str) -> Applied:
        seat = state.turn
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        n = len(state.players)
        new = state.replace(hands=tuple(hands), played=state.played + ((seat, card),), turn=(seat + 1) % n)
        events = [Event(f"{state.players[seat]} played the {card_name(card)}.", "card_moved", card=card,
                        src=f"hand/{seat}", dst="played")]
        if not any(hands):
            new = new.replace(phase="over")
            names = " and ".join(new.players[s] for s in self.winners(new))
            events.append(Event(f"Game over: {names} won.", "game_over", winners=self.winners(new)))
        return Applied(new, tuple(events))

    # ----- what each seat may see -------------------------------------------------------------
    def zones(self, state: PassState) -> list[Zone]:
        """Hands and the cards laid down to pass are their owner's; the stock is face down; the
        cards played are face up."""
        return [
            *(Zone("hand", hand, Seen.OWNER, seat, Role.HAND) for seat, hand in enumerate(state.hands)),
            *(Zone("passing", cards, Seen.OWNER, seat, Role.PILE) for seat, cards in enumerate(state.passing)),
            Zone("stock", state.stock, Seen.NOBODY, role=Role.STOCK),
            Zone("played", tuple(card for _, card in state.played), Seen.ALL, role=Role.PLAYED),
        ]

    def with_zones(self, state: PassState, cards: dict[str, tuple[str, ...]]) -> PassState:
        n = len(state.players)
        return state.replace(
            hands=tuple(cards.get(f"hand/{s}", state.hands[s]) for s in range(n)),
            passing=tuple(cards.get(f"passing/{s}", state.passing[s]) for s in range(n)),
            stock=cards.get("stock", state.stock),
        )

    def public(self, state: PassState) -> dict[str, Any]:
        return {"phase": state.phase, "turn": state.turn,
                "passed": [bool(cards) for cards in state.passing],
                "played_by": [seat for seat, _ in state.played], "scores": self.scores(state)}

    # ----- the end ----------------------------------------------------------------------------
    def is_over(self, state: PassState) -> bool:
        return state.phase == "over"

    def scores(self, state: PassState) -> list[int]:
        totals = [0] * len(state.players)
        for seat, card in state.played:
            totals[seat] += VALUE[RANK_OF[card]]
        return totals

    def winners(self, state: PassState) -> list[int]:
        if state.phase != "over":
            return []
        totals = self.scores(state)
        return [s for s, t in enumerate(totals) if t == max(totals)]

    def status(self, state: PassState) -> str:
        if state.phase == PASS:
            waiting = " and ".join(state.players[s] for s in self.to_act(state))
            return f"Passing two cards left: waiting for {waiting}."
        if state.phase == PLAY:
            return f"{state.players[state.turn]} to play."
        return "The game is over."


GAME = PassLeft()
