"""Tiny Tricks: a small trick-taking game written for the computer players' tests only.

Two or three players; the 9 to ace of spades, hearts and diamonds (18 cards); five cards each,
the rest a face-down stock nobody sees. "The first player leads any card; the others must
follow suit if they can; the highest card of the suit led wins the trick and its winner leads
the next. When the hands are empty, whoever won the most tricks wins (ties share)." Small
enough that a search reads it well, with hidden cards in every opponent's hand and the stock.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_OF, DeckSpec
from cardtable.core.game import Applied, Game, GameInfo, GameState, Move
from cardtable.core.rng import shuffle
from cardtable.core.zones import Role, Seen, Zone

DECK = DeckSpec(omit_ranks=("2", "3", "4", "5", "6", "7", "8"), omit_cards=tuple(
    r + "C" for r in ("9", "10", "J", "Q", "K", "A")))
HAND = 5


@dataclass(eq=False, kw_only=True)
class TinyState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    trick: tuple[str, ...]
    leader: int
    turn: int
    won: tuple[int, ...]
    taken: tuple[tuple[str, ...], ...]


class TinyTricks(Game):
    info = GameInfo(id="tiny_tricks", name="Tiny Tricks", family="Trick-taking", min_players=2,
                    max_players=3, description="A test game.", source="tests/ai/tiny_tricks.py")

    def new_state(self, players, options, seed, stack) -> TinyState:
        order = shuffle(DECK.codes(), seed, 0, stack)
        n = len(players)
        hands = tuple(tuple(order[i * HAND:(i + 1) * HAND]) for i in range(n))
        return TinyState(players=players, options=options, seed=seed, stack=stack, hands=hands,
                         stock=tuple(order[n * HAND:]), trick=(), leader=0, turn=0, won=(0,) * n,
                         taken=((),) * n)

    def current_player(self, state: TinyState) -> int | None:
        return None if self.is_over(state) else state.turn

    def compute_legal_moves(self, state: TinyState) -> list[Move]:
        if self.is_over(state):
            return []
        hand = state.hands[state.turn]
        if state.trick:
            led = SUIT_OF[state.trick[0]]
            follow = [c for c in hand if SUIT_OF[c] == led]
            if follow:
                return [Move(kind="play", card=c) for c in follow]
        return [Move(kind="play", card=c) for c in hand]

    def perform(self, state: TinyState, move: Move) -> Applied:
        card = move["card"]
        n = len(state.players)
        hands = list(state.hands)
        hands[state.turn] = tuple(c for c in hands[state.turn] if c != card)
        trick = state.trick + (card,)
        if len(trick) < n:
            return Applied(state.replace(hands=tuple(hands), trick=trick, turn=(state.turn + 1) % n),
                           (f"{state.players[state.turn]} played {card}.",))
        led = SUIT_OF[trick[0]]
        best = max(range(n), key=lambda i: RANK_VALUE_ACE_HIGH[RANK_OF[trick[i]]] if SUIT_OF[trick[i]] == led else 0)
        winner = (state.leader + best) % n
        won = list(state.won)
        won[winner] += 1
        taken = list(state.taken)
        taken[winner] = taken[winner] + trick
        return Applied(state.replace(hands=tuple(hands), trick=(), leader=winner, turn=winner,
                                     won=tuple(won), taken=tuple(taken)),
                       (f"{state.players[winner]} won the trick.",))

    def is_over(self, state: TinyState) -> bool:
        return not any(state.hands) and not state.trick

    def scores(self, state: TinyState) -> list[int]:
        return list(state.won)

    def winners(self, state: TinyState) -> list[int]:
        if not self.is_over(state):
            return []
        best = max(state.won)
        return [i for i, w in enumerate(state.won) if w == best]

    def zones(self, state: TinyState) -> list[Zone]:
        n = len(state.players)
        return ([Zone("hand", h, Seen.OWNER, s) for s, h in enumerate(state.hands)]
                + [Zone("stock", state.stock, Seen.NOBODY), Zone("trick", state.trick, Seen.ALL, role=Role.TRICK)]
                + [Zone("taken", state.taken[s], Seen.ALL, s, role=Role.COLLECTION) for s in range(n)])

    def deck_counts(self, state: TinyState) -> Counter[str]:
        return DECK.counts()

    def public(self, state: TinyState) -> dict[str, Any]:
        return {"leader": state.leader, "turn": state.turn, "won": list(state.won)}

    def with_zones(self, state: TinyState, cards: dict[str, tuple[str, ...]]) -> TinyState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands, stock=cards.get("stock", state.stock))


GAME = TinyTricks()
