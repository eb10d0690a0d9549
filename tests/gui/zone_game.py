"""A test-only game declared by its zones alone, to show the generic table needs no layout code.

"Meld and Trick", for two: each player is dealt five cards. First each bids how many tricks they
will take (0 to 5, a number stepper on the table). Then each in turn may lay melds of two or more
cards of one rank from their hand (several cards dragged at once onto their meld row), and says
Done. Then five tricks: the leader plays any card, the other must follow suit if they can; the
higher card of the suit led wins the trick and leads the next. Score: a point per trick, two per
meld, five more for taking exactly the tricks bid.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from cardtable.core.cards import RANK_OF, SUIT_OF, card_name
from cardtable.core.game import Applied, Game, GameInfo, GameState, Move
from cardtable.core.zones import Role, Seen, Zone

# Anna gets 7S 7H 2C 9S 4H, Ben KD KS 3D QH 5C; three cards stay in the stock.
DEAL = ("7S", "KD", "7H", "KS", "2C", "3D", "9S", "QH", "4H", "5C", "AD", "6S", "8C")
HAND = 5
ORDER = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))}


@dataclass(eq=False, kw_only=True)
class MeldTrickState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    melds: tuple[tuple[tuple[str, ...], ...], ...]  # per seat, each meld
    trick: tuple[str, ...]
    leader: int
    won: tuple[tuple[str, ...], ...]
    bids: tuple[int, ...]
    done: tuple[bool, ...]
    phase: str  # "bid", "meld", "trick", "over"
    turn: int


class MeldAndTrick(Game):
    info = GameInfo(id="meld_and_trick", name="Meld and Trick", family="Test", min_players=2, max_players=2,
                    description="A test game drawn by the generic table from its zones.", source="tests")

    gestures = {"meld": ("hand", "melds"), "play": ("hand", "trick")}
    seat_numbers = ("bid",)  # written under each seat

    def move_label(self, state, move: Move) -> str:
        if move.kind == "bid":
            return f"Bid {move['amount']}"
        return {"done": "Done melding"}.get(move.kind, "")

    def new_state(self, players, options, seed, stack) -> MeldTrickState:
        deal = stack[0] if stack else DEAL
        hands = (tuple(deal[0:2 * HAND:2]), tuple(deal[1:2 * HAND:2]))
        return MeldTrickState(players=players, options=options, seed=seed, stack=stack, hands=hands,
                              stock=tuple(deal[2 * HAND:]), melds=((), ()), trick=(), leader=0, won=((), ()),
                              bids=(), done=(False, False), phase="bid", turn=0)

    def current_player(self, state):
        return None if state.phase == "over" else state.turn

    def compute_legal_moves(self, state) -> list[Move]:
        hand = state.hands[state.turn]
        if state.phase == "bid":
            return [Move(kind="bid", amount=k) for k in range(HAND + 1)]
        if state.phase == "meld":
            moves = [Move(kind="done")]
            for rank in {RANK_OF[c] for c in hand}:
                same = sorted(c for c in hand if RANK_OF[c] == rank)
                for size in range(2, len(same) + 1):
                    moves += [Move(kind="meld", cards=combo) for combo in combinations(same, size)]
            return moves
        if state.phase == "trick":
            if state.trick:
                follow = [c for c in hand if SUIT_OF[c] == SUIT_OF[state.trick[0]]]
                return [Move(kind="play", card=c) for c in (follow or hand)]
            return [Move(kind="play", card=c) for c in hand]
        return []

    def explain(self, state, move) -> str:
        if move.get("kind") == "play" and state.phase == "trick" and state.trick:
            return f"You must follow {card_name(state.trick[0]).split(' of ')[1]}."
        return "That move is not allowed now."

    def perform(self, state, move) -> Applied:
        who, seat = state.players[state.turn], state.turn
        if move.kind == "bid":
            bids = state.bids + (move["amount"],)
            phase = "meld" if len(bids) == 2 else "bid"
            return Applied(state.replace(bids=bids, phase=phase, turn=1 - seat), (f"{who} bid {move['amount']}.",))
        if move.kind == "meld":
            cards = tuple(move["cards"])
            hands = list(state.hands)
            hands[seat] = tuple(c for c in hands[seat] if c not in cards)
            melds = list(state.melds)
            melds[seat] = melds[seat] + (cards,)
            return Applied(state.replace(hands=tuple(hands), melds=tuple(melds)), (f"{who} laid a meld.",))
        if move.kind == "done":
            done = list(state.done)
            done[seat] = True
            if all(done):
                return Applied(state.replace(done=tuple(done), phase="trick", turn=0, leader=0), (f"{who} is done.",))
            return Applied(state.replace(done=tuple(done), turn=1 - seat), (f"{who} is done.",))
        card = move["card"]
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = state.trick + (card,)
        text = f"{who} played the {card_name(card)}."
        if len(trick) < 2:
            return Applied(state.replace(hands=tuple(hands), trick=trick, turn=1 - seat), (text,))
        led = SUIT_OF[trick[0]]
        best = max(range(2), key=lambda i: (SUIT_OF[trick[i]] == led, ORDER[RANK_OF[trick[i]]]))
        winner = (state.leader + best) % 2
        won = list(state.won)
        won[winner] = won[winner] + trick
        over = not any(hands)
        new = state.replace(hands=tuple(hands), trick=(), won=tuple(won), leader=winner, turn=winner,
                            phase="over" if over else "trick")
        return Applied(new, (text, f"{state.players[winner]} takes the trick."))

    def zones(self, state) -> list[Zone]:
        zones = [Zone("hand", h, Seen.OWNER, s) for s, h in enumerate(state.hands)]
        zones.append(Zone("stock", state.stock, Seen.NOBODY))
        zones.append(Zone("trick", state.trick, Seen.ALL, role=Role.TRICK))
        for s, melds in enumerate(state.melds):
            zones += [Zone(f"meld{i}", m, Seen.ALL, s, role=Role.MELD, label="Meld") for i, m in enumerate(melds)]
        zones += [Zone("won", w, Seen.ALL, s, role=Role.COLLECTION) for s, w in enumerate(state.won)]
        return zones

    def public(self, state) -> dict:
        return {"leader": state.leader, "bid": list(state.bids) + [0] * (2 - len(state.bids))}

    def is_over(self, state) -> bool:
        return state.phase == "over"

    def scores(self, state) -> list[int]:
        out = []
        for s in range(2):
            tricks = len(state.won[s]) // 2
            bonus = 5 if len(state.bids) == 2 and state.bids[s] == tricks else 0
            out.append(tricks + 2 * len(state.melds[s]) + bonus)
        return out

    def winners(self, state) -> list[int]:
        if state.phase != "over":
            return []
        scores = self.scores(state)
        return [i for i, s in enumerate(scores) if s == max(scores)]

    def status(self, state) -> str:
        if state.phase == "over":
            return "The game is over."
        who = state.players[state.turn]
        return {"bid": f"{who}: bid how many tricks you will take.",
                "meld": f"{who}: lay melds of one rank, or say Done.",
                "trick": f"{who}: play a card to the trick."}[state.phase]


GAME = MeldAndTrick()
