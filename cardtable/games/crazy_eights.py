"""Crazy Eights, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Crazy Eights").

Set-up: "Shuffle and deal eight cards to each player. Place the remainder of the deck in the
middle of the table, forming the stock. Turn one card from the stock face up; this card, the
upcard, is the top card of the discard pile." One deck for up to five players; "more can play if
a second deck is shuffled in", so six to eight players always use two decks (an option adds the
second deck for smaller tables too). "Optionally, jokers may be included" (two per deck).

The turn: play a card "matching the upcard in either suit or rank"; "8s serve as wild cards. An 8
may be played at any time, and the player who plays it names any one of the four suits"; a joker
is wild too, but "the next player may play any card they wish". "If a player is unable or
unwilling to play a card, they draw from the stock until they are able to play": drawing is one
card per move and the same player goes on. A player may start drawing even when they could
play ("unwilling"), but drawing stops as soon as the card just drawn can be played: then they
must play a card (the drawn one or any other that matches). "If the stock is depleted, the upcard is set aside and the discard pile shuffled to form a
new stock." "The first player to run out of cards wins."

Choices the text leaves to the table (also on the in-app rules page):

* Dealer and first player: seat order is clockwise, so "to the left" is the next seat. The last
  seat deals the first hand so the first player named at set-up plays first; the deal passes
  left each hand.
* If the upcard is an 8 it is an ordinary card: follow its suit or play an 8. If it is a joker,
  the first player may play anything.
* When nothing can be drawn (the stock is empty and the upcard is the only discard) a player who
  cannot play passes. If every player passes in a row the hand is blocked: it ends, and the
  player(s) with the fewest penalty points in hand win it.
* Scoring over several hands (option): each card left in a hand costs penalty points (8s and
  jokers 50, kings, queens and jacks 10, aces 1, other cards their number); the game ends when
  someone reaches the target, and the lowest total wins (ties share the win).
* Undo: a play or a pass can be taken back; a draw cannot (the card has been seen), nor a deal.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import JOKER, RANK_NAMES, RANK_OF, SUIT_NAMES, SUIT_OF, SUITS, DeckSpec, card_name, card_short
from ..core.game import Applied, Game, GameInfo, GameState, Move, OptionSpec
from ..core.piles import as_pile, deal_round_robin, rebuilt_stock
from ..core.rng import shuffle
from ..core.zones import Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

HAND_SIZE = 8
ONE_DECK_MAX_PLAYERS = 5

PENALTY = {"8": 50, JOKER: 50, "K": 10, "Q": 10, "J": 10, "A": 1}


def penalty(card: str) -> int:
    rank = RANK_OF[card]
    return PENALTY.get(rank) or int(rank)


PLAY, DRAW, PASS, NEXT_HAND = "play", "draw", "pass", "next_hand"
DRAW_MOVE = Move(kind=DRAW)
PASS_MOVE = Move(kind=PASS)
NEXT_HAND_MOVE = Move(kind=NEXT_HAND)
# The play moves of each card, built once (moves are read-only, so states can share them).
PLAY_MOVES = {
    card: [Move(kind=PLAY, card=card, suit=s) for s in SUITS] if RANK_OF[card] == "8" else [Move(kind=PLAY, card=card)]
    for card in DeckSpec(jokers=1).cards()
}


@dataclass(eq=False, kw_only=True)
class CrazyEightsState(GameState):
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]  # top card last
    discard: tuple[str, ...]  # top card (the upcard) last
    suit: str  # the suit to follow; "" after a joker: any card may be played
    turn: int
    dealer: int
    shuffles: int  # shuffles done so far: the index of the next one
    passes: int  # players in a row who could neither play nor draw
    drew: bool  # the player to move has drawn this turn (their last card is the one drawn)
    phase: str  # "play", "hand_over" or "game_over"
    hand_no: int  # 1 for the first hand
    hand_points: tuple[tuple[int, ...], ...]  # penalty points of each finished hand, per seat
    hand_winners: tuple[tuple[int, ...], ...]  # who won each finished hand


class CrazyEights(Game):
    info = GameInfo(
        id="crazy_eights",
        name="Crazy Eights",
        family="Shedding (stops)",
        min_players=2,
        max_players=8,
        description="Match the top card by suit or rank; eights are wild. First out wins.",
        source="003_568aafc6ffe6d89e.txt, section 'Crazy Eights'",
        rules_page="crazy_eights.html",
        options=(
            OptionSpec("jokers", "Jokers", "Add the jokers: wild, and the next player may play any card.", False),
            OptionSpec("two_decks", "Two decks", "Shuffle in a second deck (always used for 6 to 8 players).", False),
            OptionSpec(
                "scoring", "Play several hands",
                "Cards left in hand are penalty points; play hands until someone reaches the target.",
                False,
            ),
            OptionSpec("target", "Target score", "With several hands: the game ends when someone reaches this many penalty points.", 100, minimum=10, maximum=1000),
        ),
    )

    # How the table makes each move (zone names; "hand" is the mover's): drag a card from the
    # hand onto the discard pile to play it; drag the stock onto the hand, or click it, to draw.
    # Pass and "deal the next hand" are buttons.
    gestures = {PLAY: ("hand", "discard"), DRAW: ("stock", "hand")}

    def move_label(self, move: Move) -> str:
        """The words on the table's button for a move that is not a drag."""
        return {PASS: "Pass (nothing to draw)", NEXT_HAND: "Deal the next hand",
                DRAW: "Draw a card"}.get(move.get("kind"), "")

    # ----- set-up ---------------------------------------------------------------------------
    def deck(self, players: int, options: dict[str, Any]) -> DeckSpec:
        decks = 2 if options["two_decks"] or players > ONE_DECK_MAX_PLAYERS else 1
        return DeckSpec(decks=decks, jokers=2 if options["jokers"] else 0)

    def new_state(self, players, options, seed, stack) -> CrazyEightsState:
        n = len(players)
        state = CrazyEightsState(
            players=players, options=options, seed=seed, stack=stack,
            hands=(), stock=(), discard=(), suit="", turn=0, dealer=n - 1, shuffles=0,
            passes=0, drew=False, phase=PLAY, hand_no=0, hand_points=(), hand_winners=(),
        )
        return self._deal(state, dealer=n - 1)

    def _deal(self, state: CrazyEightsState, dealer: int) -> CrazyEightsState:
        """ "Shuffle and deal eight cards to each player ... Turn one card from the stock face up" """
        n = len(state.players)
        order = shuffle(self.deck(n, state.options).cards(), state.seed, state.shuffles, state.stack)
        hands, rest = deal_round_robin(order, n, HAND_SIZE, (dealer + 1) % n)
        upcard = rest[0]
        return state.replace(
            hands=hands, stock=as_pile(rest[1:]), discard=(upcard,), suit=SUIT_OF[upcard],
            turn=(dealer + 1) % n, dealer=dealer, shuffles=state.shuffles + 1, passes=0,
            drew=False, phase=PLAY, hand_no=state.hand_no + 1,
        )

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: CrazyEightsState) -> int | None:
        if state.phase == "game_over":
            return None
        return state.turn

    def matches(self, state: CrazyEightsState, card: str) -> bool:
        """ "They must play a card to the discard pile matching the upcard in either suit or
        rank"; "An 8 may be played at any time"; after a joker "the next player may play any
        card they wish"."""
        rank = RANK_OF[card]
        if rank == "8" or rank == JOKER or not state.suit:
            return True
        return SUIT_OF[card] == state.suit or rank == RANK_OF[state.discard[-1]]

    def can_draw(self, state: CrazyEightsState) -> bool:
        """There is a card to draw, and the player has not just drawn one they can play
        ("they draw from the stock until they are able to play")."""
        if state.drew and self.matches(state, state.hands[state.turn][-1]):
            return False
        return bool(state.stock) or len(state.discard) > 1

    def compute_legal_moves(self, state: CrazyEightsState) -> list[Move]:
        if state.phase == "hand_over":
            return [NEXT_HAND_MOVE]
        if state.phase != PLAY:
            return []
        hand = dict.fromkeys(state.hands[state.turn])  # each card once, in hand order
        if state.suit:  # the same test as matches(), inlined: this is the engine's hot loop
            suit, top_rank = state.suit, RANK_OF[state.discard[-1]]
            playable = [c for c in hand if SUIT_OF[c] == suit or RANK_OF[c] in (top_rank, "8", JOKER)]
        else:
            playable = list(hand)
        moves = [m for card in playable for m in PLAY_MOVES[card]]
        if self.can_draw(state):
            moves.append(DRAW_MOVE)
        elif not moves:
            moves.append(PASS_MOVE)
        return moves

    def perform(self, state: CrazyEightsState, move: Move) -> Applied:
        kind = move["kind"]
        who = state.players[state.turn] if state.phase == PLAY else ""
        if kind == PLAY:
            return self._play(state, move["card"], move.get("suit"), who)
        if kind == DRAW:
            return self._draw(state, who)
        if kind == PASS:
            return self._pass(state, who)
        n = len(state.players)
        new = self._deal(state, dealer=(state.dealer + 1) % n)
        return Applied(new, (f"Hand {new.hand_no}: {new.players[new.dealer]} deals.",))

    def _play(self, state: CrazyEightsState, card: str, named: str | None, who: str) -> Applied:
        hands = list(state.hands)
        hand = list(hands[state.turn])
        hand.remove(card)
        hands[state.turn] = tuple(hand)
        if named:
            suit, text = named, f"{who} played the {card_name(card)} and named {SUIT_NAMES[named]}."
        elif card == JOKER:
            suit, text = "", f"{who} played a joker: the next player may play any card."
        else:
            suit, text = SUIT_OF[card], f"{who} played the {card_name(card)}."
        new = state.replace(
            hands=tuple(hands), discard=state.discard + (card,), suit=suit, passes=0, drew=False,
            turn=(state.turn + 1) % len(state.players),
        )
        if not hand:  # "The first player to run out of cards wins."
            return self._end_hand(new, (state.turn,), (text, f"{who} is out of cards and wins the hand."))
        return Applied(new, (text,))

    def _draw(self, state: CrazyEightsState, who: str) -> Applied:
        """ "they draw from the stock until they are able to play. If the stock is depleted, the
        upcard is set aside and the discard pile shuffled to form a new stock." """
        events = []
        stock, discard, shuffles = state.stock, state.discard, state.shuffles
        if not stock:
            stock, discard = rebuilt_stock(discard, state.seed, shuffles, state.stack)
            shuffles += 1
            events.append("The discards were shuffled to make a new stock.")
        hands = list(state.hands)
        hands[state.turn] = hands[state.turn] + (stock[-1],)
        events.append(f"{who} drew a card.")
        new = state.replace(
            hands=tuple(hands), stock=stock[:-1], discard=discard, shuffles=shuffles, passes=0,
            drew=True,
        )
        return Applied(new, tuple(events))

    def _pass(self, state: CrazyEightsState, who: str) -> Applied:
        n = len(state.players)
        new = state.replace(passes=state.passes + 1, drew=False, turn=(state.turn + 1) % n)
        text = f"{who} cannot play and there is nothing to draw: passes."
        if new.passes >= n:
            points = [sum(map(penalty, h)) for h in state.hands]
            best = min(points)
            winners = tuple(i for i, p in enumerate(points) if p == best)
            names = " and ".join(state.players[i] for i in winners)
            return self._end_hand(new, winners, (text, f"Nobody can play: the hand is blocked. {names} "
                                                        f"{'win' if len(winners) > 1 else 'wins'} with the fewest points."))
        return Applied(new, (text,))

    def _end_hand(self, state: CrazyEightsState, winners: tuple[int, ...], events: tuple[str, ...]) -> Applied:
        points = tuple(sum(map(penalty, h)) for h in state.hands)
        new = state.replace(hand_points=state.hand_points + (points,), hand_winners=state.hand_winners + (winners,))
        totals = self.scores(new)
        if state.options["scoring"] and max(totals) < state.options["target"]:
            return Applied(new.replace(phase="hand_over"), events)
        return Applied(new.replace(phase="game_over"), events)

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return bool(options.get("scoring"))

    def can_undo(self, before: CrazyEightsState, move: Move) -> bool:
        """A draw showed the drawer a card, and a deal showed everyone theirs."""
        return move["kind"] in (PLAY, PASS)

    def explain(self, state: CrazyEightsState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == "game_over":
            return "The game is over."
        if state.phase == "hand_over":
            return "This hand is over: deal the next hand."
        if kind == PLAY:
            card = move.get("card")
            if not isinstance(card, str) or card not in RANK_OF:
                return f"{card!r} is not a card."
            if card not in state.hands[state.turn]:
                return f"{state.players[state.turn]} does not hold the {card_name(card)}."
            named = move.get("suit")
            if RANK_OF[card] == "8":
                if named is None:
                    return "Name a suit when you play an 8."
                if named not in SUITS:
                    return f"{named!r} is not a suit: name spades, hearts, diamonds or clubs."
            elif named is not None:
                return "Only an 8 lets you name a suit."
            if not self.matches(state, card):
                return self.what_to_match(state)
            return "That move is not allowed now."
        if kind == DRAW:
            if state.drew and self.matches(state, state.hands[state.turn][-1]):
                return f"You drew the {card_name(state.hands[state.turn][-1])}, which can be played: play a card now."
            return "There is no card left to draw: pass instead."
        if kind == PASS:
            return "You can still play or draw a card, so you cannot pass."
        if kind == NEXT_HAND:
            return "The hand is not over yet."
        return "That is not a move in Crazy Eights."

    def what_to_match(self, state: CrazyEightsState) -> str:
        top = state.discard[-1]
        if not state.suit:
            return "Any card may be played."
        if self._suit_was_named(state):
            return f"The suit is {SUIT_NAMES[state.suit]}: play one of those or an 8."
        return f"You must match the {card_name(top)} by suit or rank, or play an 8."

    def _suit_was_named(self, state: CrazyEightsState) -> bool:
        """True when the suit to follow was named with an 8, not shown by the top card."""
        return SUIT_OF[state.discard[-1]] != state.suit

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: CrazyEightsState) -> bool:
        return state.phase == "game_over"

    def scores(self, state: CrazyEightsState) -> list[int]:
        """Penalty points so far, per seat (lower is better)."""
        totals = [0] * len(state.players)
        for points in state.hand_points:
            for i, p in enumerate(points):
                totals[i] += p
        return totals

    def winners(self, state: CrazyEightsState) -> list[int]:
        if state.phase != "game_over":
            return []
        if not state.options["scoring"]:
            return list(state.hand_winners[-1])
        totals = self.scores(state)
        best = min(totals)
        return [i for i, t in enumerate(totals) if t == best]

    def score_sheet(self, state: CrazyEightsState) -> "ScoreSheet":
        """One row per finished hand: each player's penalty points and running total, the hand's
        winner(s) marked; lowest total wins, ties share the win. Built from ``hand_points`` and
        ``hand_winners``, so the sheet is saved with the game (the record rebuilds the state)."""
        from ..core.scoresheet import ScoreSection, ScoreSheet, house_rules_text, running_rows, today

        rows, totals = running_rows(state.hand_points, "Hand", state.hand_winners)
        if not totals:
            totals = [0] * len(state.players)
        rules = list(house_rules_text(self.info, state.options))
        if state.options["scoring"]:
            rules = [r for r in rules if not r.startswith("Target score")]
            rules.append(f"Target score: {state.options['target']} penalty points")
        notes = ["Penalty points for cards left in hand: 8s and jokers 50, kings, queens and "
                 "jacks 10, aces 1, other cards their number."]
        if state.options["scoring"]:
            notes.append(f"The game ends when someone reaches {state.options['target']}; "
                         "the lowest total wins.")
        over = state.phase == "game_over"
        return ScoreSheet(
            title="Crazy Eights score sheet", game_name=self.info.name,
            columns=tuple(state.players), players=tuple(state.players),
            sub_columns=("Points", "Total"), date=today(), house_rules=tuple(rules),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(totals),
            winners=tuple(self.winners(state)) if over else (), lower_is_better=True,
            tie_rule="Ties share the win.", notes=tuple(notes),
        )

    def status(self, state: CrazyEightsState) -> str:
        if state.phase == "game_over":
            names = " and ".join(state.players[i] for i in self.winners(state))
            return f"Game over: {names} {'win' if len(self.winners(state)) > 1 else 'wins'}."
        if state.phase == "hand_over":
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next hand."
        who = state.players[state.turn]
        top = state.discard[-1]
        if not state.suit:
            need = "any card"
        elif self._suit_was_named(state):
            need = f"a {SUIT_NAMES[state.suit][:-1]} or an 8"
        else:
            rank = RANK_NAMES[RANK_OF[top]]
            suit = SUIT_NAMES[state.suit][:-1]
            if RANK_OF[top] == "8":  # an upcard 8: "an 8" already covers its rank
                need = f"a {suit} or an 8"
            else:
                need = f"a {suit}, {'an' if rank in ('8', 'ace') else 'a'} {rank} or an 8"
        if not self.can_draw(state):
            return f"{who}: play {need} on the {card_short(top)}."
        return f"{who}: play {need} on the {card_short(top)}, or draw."

    def zones(self, state: CrazyEightsState) -> list[Zone]:
        """Each hand is its owner's; the stock is face down; of the discard pile only the upcard
        shows (the cards under it are not looked through)."""
        return [Zone("hand", hand, Seen.OWNER, seat) for seat, hand in enumerate(state.hands)] + [
            Zone("stock", state.stock, Seen.NOBODY),
            Zone("discard", state.discard, Seen.TOP),
        ]

    def deck_counts(self, state: CrazyEightsState) -> Counter[str]:
        return self.deck(len(state.players), state.options).counts()

    def view(self, state: CrazyEightsState, player: int | None) -> dict[str, Any]:
        """What ``player`` may see: their own hand, the discard pile, and the sizes of the rest."""
        return {
            "game": self.info.id,
            "players": list(state.players),
            "hand_sizes": [len(h) for h in state.hands],
            "hand": list(state.hands[player]) if player is not None else None,
            "discard": list(state.discard),
            "stock_size": len(state.stock),
            "suit": state.suit,
            "turn": state.turn,
            "dealer": state.dealer,
            "phase": state.phase,
            "hand_no": state.hand_no,
            "scores": self.scores(state),
        }


GAME = CrazyEights()
