"""Pirate, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Pirate").

Two players, each with their own 52-card deck ("The two decks are not intermixed"). "Each player
shuffles the other's deck, and then cuts their own deck, exposing the bottom card of the top half
of their deck. The player with the lower exposed card is the low player and the other player is
the high player. Players then shuffle their own decks, each deck forming their own personal
stock".

"Players begin turning cards face up from their deck into a face-up waste pile. When the low player
encounters an ace, they place it in front of them as the keel to a new ship. Likewise, the high
player may lay a keel to a new ship with a king." "players may build upon their own ship with
cards of the same suit, in sequence, with the low player building up from the ace and the high
player building down from the king. Players may not play to their opponent's ship. When the stock
is exhausted, the waste pile is turned face down to form a new stock."

"When two ships meet up to form one uninterrupted 13-card sequence, the ship is captured by the
player that played the card that connected them". "After a ship has been captured or sunk, a new
ship of that suit is built, with the players laying the opposite keels as before—the high player
lays the ace and the low player lays the king." "When a player exhausts both their stock and waste
pile, they cease normal play, but continue to observe their opponent. If the opponent draws any
cards that the observing player could use to build upon their own ships, they may claim the cards
as their own, provided they do so before the opponent plays the card or draws another. If a card
is drawn that would capture a ship, the first player to claim it gets the capture". "The first
player to capture five ships—or four, if a ship has been sunk—is the winner."

**One laptop: alternating turns.** The text has both players turning cards at once. On one
laptop we play in turns on one screen: a turn is one card turned from your stock onto your waste,
then the plays it allows (the waste's top card to your ships, again while the new top fits); you
may end the turn without playing. Why: one mouse cannot serve two hands at once fairly, a split
keyboard favours the quicker typist and leaves a child behind (the text calls it "a great game
for children"), and turns make every game a record that replays exactly and that the computer
players can play. Nothing is hidden from either player (stocks are face down to both, wastes
face up), so no curtain is needed between turns.

Decided (issue 22; also on the rules page):

* The cut: ace is low; equal cut cards cut again. The low player has the first turn.
* Only the waste's top card plays.
* Keels swap with each new ship of a suit: the first ship of each suit has the low player's ace
  and the high player's king, the next one the high player's ace and the low player's king, and
  so on.
* Claims in turns: when the player watching (out of stock and waste) could use the card just
  turned onto the other's waste, the watcher is asked first (claim it, or let it go) before its
  owner may play it. Only the card just turned: once it is played or claimed, the card under it
  was drawn before it ("before the opponent plays the card or draws another"), so it is its
  owner's alone. In turns nobody acts "at the same time", so a ship is never sunk; the winning count
  still follows the rule for sunk ships (:func:`ships_to_win`: five, four with one sunk, and with
  two or more a majority of the ships left).
* A full pass of both stocks with no card played (every card turned once more, the position
  repeats) ends the game: most ships captured wins, equal is a draw. The game also ends when
  neither player has a card left to turn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_OF, RANK_VALUE, RANKS, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, SUITS, DeckSpec, card_name
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move
from ..core.piles import as_pile
from ..core.rng import shuffle
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

SHIP = 13
SHIPS = 8  # 104 cards, 13 a ship
TURN, PLAY, CLAIM, OVER = "turn", "play", "claim", "over"
TURN_CARD, PLAY_CARD, CLAIM_CARD, END_TURN, LET_GO = "turn", "play", "claim", "end_turn", "let_go"
END_TURN_MOVE = Move(kind=END_TURN)
LET_GO_MOVE = Move(kind=LET_GO)


def ships_to_win(sunk: int) -> int:
    """ "The first player to capture five ships—or four, if a ship has been sunk" (decided: with
    more sunk, a majority of the ships left)."""
    return (SHIPS - sunk) // 2 + 1


def ship_key(suit: str, seat: int) -> str:
    return f"ship_{suit}/{seat}"


def half_in_sequence(half: tuple[str, ...], suit: str) -> bool:
    """A ship half: cards of one suit from an ace up or from a king down, with no gap."""
    if not half:
        return True
    ranks = [RANK_VALUE[RANK_OF[c]] for c in half]
    if any(SUIT_OF[c] != suit for c in half):
        return False
    up = list(range(1, len(half) + 1))
    down = list(range(13, 13 - len(half), -1))
    return ranks == up or ranks == down


@dataclass(eq=False, kw_only=True)
class PirateState(GameState):
    stocks: tuple[tuple[str, ...], ...]  # each player's own stock, top card last
    wastes: tuple[tuple[str, ...], ...]  # each player's face-up waste, top card last
    cuts: tuple[tuple[str, str], ...]  # the cut cards, one pair per cut
    low: int  # the low player
    ships: tuple[tuple[tuple[str, ...], ...], ...]  # ships[seat][suit]: that player's half, keel first
    ship_no: tuple[int, ...]  # ships of each suit finished so far (the keels swap each time)
    captured: tuple[tuple[str, ...], ...]  # each player's captured ships, 13 cards each
    captures: tuple[tuple[int, str], ...]  # (captor, suit) in order, for the score sheet
    turn: int
    phase: str
    watching: tuple[bool, ...]  # out of stock and waste
    dry: int  # cards turned since a card last went to a ship
    # each stock made again from its waste (turned over, not shuffled): both players saw its order
    turned_over: tuple[bool, ...] = (False, False)


class Pirate(Game[PirateState]):
    info = GameInfo(
        id="pirate",
        name="Pirate",
        keywords=("solitaire",),  # other names the start screen's search finds it by
        family="Patience",
        min_players=2,
        max_players=2,
        description="Two-player patience in turns: build ships from your own deck and capture the ones you finish.",
        source="003_568aafc6ffe6d89e.txt, section 'Pirate'",
        rules_page="pirate.html",
        # (a row for each ship captured, a tick for its captor)
        sheet_row="Ship", sheet_columns=("Ships",),
    )

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "two standard 52-card decks", one each."""
        return DeckSpec(decks=2)

    def new_state(self, players, options, seed, stack) -> PirateState:
        deck = DeckSpec().cards()
        shuffles = 0
        cuts: list[tuple[str, str]] = []
        while True:  # "Each player shuffles the other's deck, and then cuts their own deck"
            a = shuffle(deck, seed, shuffles, stack)[0]
            b = shuffle(deck, seed, shuffles + 1, stack)[0]
            shuffles += 2
            cuts.append((a, b))
            if RANK_VALUE[RANK_OF[a]] != RANK_VALUE[RANK_OF[b]]:  # equal cuts: cut again
                break
            if len(cuts) > 50:  # a stacked deal that cuts equal for ever
                raise ValueError("the cuts are always equal")
        low = 0 if RANK_VALUE[RANK_OF[a]] < RANK_VALUE[RANK_OF[b]] else 1
        # "Players then shuffle their own decks, each deck forming their own personal stock"
        stocks = tuple(as_pile(shuffle(deck, seed, shuffles + seat, stack)) for seat in (0, 1))
        return PirateState(
            players=players, options=options, seed=seed, stack=stack, stocks=stocks, wastes=((), ()),
            cuts=tuple(cuts), low=low, ships=(((),) * 4, ((),) * 4), ship_no=(0, 0, 0, 0), captured=((), ()),
            captures=(), turn=low, phase=TURN, watching=(False, False), dry=0,
        )

    def setup_events(self, state: PirateState) -> tuple[Event, ...]:
        """The cut, as the table would see it: "cuts their own deck, exposing the bottom card of
        the top half of their deck. The player with the lower exposed card is the low player";
        decided: equal cuts cut again, and the low player has the first turn."""
        a, b = state.players
        events = []
        for first, second in state.cuts:
            equal = RANK_VALUE[RANK_OF[first]] == RANK_VALUE[RANK_OF[second]]
            events.append(Event(f"The cut: {a} the {card_name(first)}, {b} the {card_name(second)}"
                                + (": equal, so they cut again." if equal else "."),
                                "cut", cuts=[[0, first], [1, second]]))
        low, high = state.players[state.low], state.players[1 - state.low]
        events.append(Event(f"{low} cuts lower: {low} is the low player (aces for keels, building up) and goes "
                            f"first; {high} is the high player (kings, building down).", "note", seat=state.low))
        return tuple(events)

    # ----- ships ------------------------------------------------------------------------------
    def builds_up(self, state: PirateState, seat: int, suit: str) -> bool:
        """The low player lays the ace and builds up on the first ship of a suit; the keels swap
        with each new ship of that suit."""
        return (seat == state.low) != (state.ship_no[SUITS.index(suit)] % 2 == 1)

    def next_card(self, state: PirateState, seat: int, suit: str) -> str:
        half = state.ships[seat][SUITS.index(suit)]
        rank = RANKS[len(half)] if self.builds_up(state, seat, suit) else RANKS[12 - len(half)]
        return rank + suit

    def fits(self, state: PirateState, seat: int, card: str | None) -> bool:
        return card is not None and self.next_card(state, seat, SUIT_OF[card]) == card

    def misfit(self, state: PirateState, seat: int, card: str) -> str:
        """Why ``card`` does not go on ``seat``'s ship of its suit: "When the low player encounters
        an ace, they place it in front of them as the keel to a new ship ... Upon these keels,
        players may build upon their own ship with cards of the same suit, in sequence, with the
        low player building up from the ace and the high player building down from the king." """
        suit = SUIT_OF[card]
        ship, need = f"your {SUIT_NAMES[suit]} ship", card_name(self.next_card(state, seat, suit))
        if not state.ships[seat][SUITS.index(suit)]:
            return f"The {card_name(card)} cannot go on {ship} yet: it needs its keel first, the {need}."
        way = "up from the ace" if self.builds_up(state, seat, suit) else "down from the king"
        return f"The {card_name(card)} does not fit {ship}: it builds {way}, and takes the {need} next."

    def top(self, state: PirateState, seat: int) -> str | None:
        waste = state.wastes[seat]
        return waste[-1] if waste else None

    # ----- the turn ---------------------------------------------------------------------------
    def to_act(self, state: PirateState) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == CLAIM:
            return (1 - state.turn,)
        return (state.turn,)

    def current_player(self, state: PirateState) -> int | None:
        acting = self.to_act(state)
        return acting[0] if acting else None

    def _play_move(self, state: PirateState, owner: int, seat: int, kind: str) -> Move:
        card = state.wastes[owner][-1]
        return Move(kind=kind, card=card, src=f"waste/{owner}", dst=ship_key(SUIT_OF[card], seat))

    def compute_legal_moves(self, state: PirateState) -> list[Move]:
        seat = state.turn
        if state.phase == TURN:
            return [Move(kind=TURN_CARD, src=f"stock/{seat}", dst=f"waste/{seat}")]
        if state.phase == PLAY:
            return [self._play_move(state, seat, seat, PLAY_CARD), END_TURN_MOVE]
        if state.phase == CLAIM:
            return [self._play_move(state, seat, 1 - seat, CLAIM_CARD), LET_GO_MOVE]
        return []

    def explain(self, state: PirateState, move: Move) -> str:
        if state.phase == OVER:
            return "The game is over."
        kind = move.get("kind")
        who = state.players[state.turn]
        if state.phase == CLAIM:
            watcher = 1 - state.turn
            dst = move.get("dst")
            card = self.top(state, state.turn)
            if kind == CLAIM_CARD and card is not None and isinstance(dst, str) and dst.startswith("ship_"):
                # the watcher claiming it, on the wrong ship: where it goes
                if not dst.endswith(f"/{watcher}"):
                    return "Players may not play to their opponent's ship."
                return f"The {card_name(card)} goes on your {SUIT_NAMES[SUIT_OF[card]]} ship."
            return f"{state.players[watcher]} may claim {who}'s card first: claim it or let it go."
        if kind in (PLAY_CARD, CLAIM_CARD):
            dst = move.get("dst")
            card = self.top(state, state.turn)
            if kind == CLAIM_CARD:
                return "You may claim your opponent's card only when you have no cards left to turn."
            if isinstance(dst, str) and dst.startswith("ship_") and not dst.endswith(f"/{state.turn}"):
                return "Players may not play to their opponent's ship."
            if card is not None and isinstance(dst, str) and dst.startswith("ship_") and dst[5] != SUIT_OF[card]:
                return f"The {card_name(card)} goes on your {SUIT_NAMES[SUIT_OF[card]]} ship, not another suit's."
            if state.phase == TURN:
                if card is not None and move.get("card") == card and not self.fits(state, state.turn, card):
                    # the top card, which fit no ship when it was turned: why, by the rule
                    return f"{self.misfit(state, state.turn, card)} Turn a card from your stock."
                return "Turn a card from your stock first."
            return "Only the top card of your waste plays."
        if kind == TURN_CARD:
            card = self.top(state, state.turn)
            if state.phase == PLAY and card is not None:  # the stock clicked while a card waits
                return (f"Play the {card_name(card)} to your {SUIT_NAMES[SUIT_OF[card]]} ship "
                        "or end the turn first.")
            return "Turn a card from your own stock."
        if kind == END_TURN:
            return "Turn a card first."
        return "That is not a move in Pirate."

    def perform(self, state: PirateState, move: Move) -> Applied:
        kind = move.kind
        seat = state.turn
        who = state.players[seat]
        if kind == TURN_CARD:
            stock, waste = state.stocks[seat], state.wastes[seat]
            events = []
            if not stock:  # "the waste pile is turned face down to form a new stock"
                stock, waste = tuple(reversed(waste)), ()
                state = state.replace(turned_over=_set(state.turned_over, seat, True))
                events.append(Event(f"{who} turns the waste over to form a new stock.", "shuffled",
                                    src=f"waste/{seat}", dst=f"stock/{seat}", count=len(stock)))
            card = stock[-1]
            new = state.replace(stocks=_set(state.stocks, seat, stock[:-1]), wastes=_set(state.wastes, seat, waste + (card,)),
                                dry=state.dry + 1)
            events.append(Event(f"{who} turns the {card_name(card)}.", "card_moved", card=card, src=f"stock/{seat}",
                                dst=f"waste/{seat}"))
            return self._next(new, tuple(events), ask_watcher=True)
        if kind == END_TURN:
            return self._pass(state, (Event(f"{who} ends the turn.", "note"),))
        if kind == LET_GO:
            return self._next(state, (Event(f"{state.players[1 - seat]} lets it go.", "note"),), ask_watcher=False)
        builder = seat if kind == PLAY_CARD else 1 - seat
        return self._build(state, seat, builder)

    def _build(self, state: PirateState, owner: int, builder: int) -> Applied:
        """The top card of ``owner``'s waste onto ``builder``'s ship (a claim when they differ);
        a 13-card sequence is captured by the builder."""
        card = state.wastes[owner][-1]
        suit = SUIT_OF[card]
        s = SUITS.index(suit)
        half = state.ships[builder][s]
        keel = not half
        ships = [list(h) for h in state.ships]
        ships[builder][s] = half + (card,)
        new = state.replace(wastes=_set(state.wastes, owner, state.wastes[owner][:-1]),
                            ships=tuple(tuple(h) for h in ships), dry=0)
        by = state.players[builder]
        verb = "claims" if owner != builder else "lays"
        what = f"the {card_name(card)} as the keel of a new {SUIT_NAMES[suit]} ship" if keel else \
            f"the {card_name(card)} on the {SUIT_NAMES[suit]} ship"
        events: tuple[Event, ...] = (Event(f"{by} {verb} {what}.", "card_moved", card=card, src=f"waste/{owner}",
                                           dst=ship_key(suit, builder)),)
        if len(new.ships[0][s]) + len(new.ships[1][s]) == SHIP:
            new, captured = self._capture(new, builder, s)
            events += (captured,)
            target = ships_to_win(0)
            if len(new.captured[builder]) // SHIP >= target:
                events += (Event(f"{by} has captured {target} ships and wins!", "game_over", winners=[builder]),)
                return Applied(new.replace(phase=OVER), events)
        # the card now on top was turned before the one just played or claimed: "provided they do
        # so before the opponent plays the card or draws another", so the watcher may not claim it
        return self._next(new, events, ask_watcher=False)

    def _capture(self, state: PirateState, captor: int, s: int) -> tuple[PirateState, Event]:
        """ "the ship is captured by the player that played the card that connected them, and the
        ship is squared up and put aside next to the capturing player" """
        up = 0 if self.builds_up(state, 0, SUITS[s]) else 1
        sequence = state.ships[up][s] + tuple(reversed(state.ships[1 - up][s]))  # ace to king
        ships = [list(h) for h in state.ships]
        ships[0][s] = ships[1][s] = ()
        ship_no = list(state.ship_no)
        ship_no[s] += 1
        new = state.replace(ships=tuple(tuple(h) for h in ships), ship_no=tuple(ship_no),
                            captured=_set(state.captured, captor, state.captured[captor] + sequence),
                            captures=state.captures + ((captor, SUITS[s]),))
        count = len(new.captured[captor]) // SHIP
        return new, Event(f"{state.players[captor]} captures the {SUIT_NAMES[SUITS[s]]} ship "
                          f"({count} ship{'s' if count != 1 else ''}).", "trick_won", seat=captor,
                          cards=list(sequence), src=[ship_key(SUITS[s], 0), ship_key(SUITS[s], 1)],
                          dst=f"captured/{captor}")

    def _next(self, state: PirateState, events: tuple[Event, ...], ask_watcher: bool) -> Applied:
        """After a card is turned or played: the watcher is asked first about a card they could
        use; then the player to turn plays on if their top card fits; else the turn passes."""
        seat = state.turn
        card = self.top(state, seat)
        other = 1 - seat
        if ask_watcher and state.watching[other] and self.fits(state, other, card):
            return Applied(state.replace(phase=CLAIM), events)
        if self.fits(state, seat, card):
            return Applied(state.replace(phase=PLAY), events)
        return self._pass(state, events)

    def _pass(self, state: PirateState, events: tuple[Event, ...]) -> Applied:
        """The turn passes (to the same player if the other is watching). A player out of stock
        and waste starts watching; the game ends when both are, or after a full pass with no
        card played."""
        watching = tuple(not state.stocks[s] and not state.wastes[s] for s in (0, 1))
        events += tuple(Event(f"{state.players[s]} has no cards left to turn and watches.", "note")
                        for s in (0, 1) if watching[s] and not state.watching[s])
        state = state.replace(watching=watching)
        if all(watching):
            return self._end(state, events, "Neither player has a card left to turn.")
        left = max(len(state.stocks[s]) + len(state.wastes[s]) for s in (0, 1))
        if state.dry >= 2 * left + 2:
            return self._end(state, events, "A full pass of both stocks went by with no card played.")
        nxt = state.turn if watching[1 - state.turn] else 1 - state.turn
        return Applied(state.replace(turn=nxt, phase=TURN), events)

    def _end(self, state: PirateState, events: tuple[Event, ...], why: str) -> Applied:
        won = self.ships_won(state)
        winners = [s for s in (0, 1) if won[s] == max(won)]
        text = "a draw" if len(winners) == 2 else f"{state.players[winners[0]]} wins with more ships"
        return Applied(state.replace(phase=OVER),
                       events + (Event(f"{why} Game over: {text} ({won[0]} to {won[1]}).", "game_over",
                                       winners=winners),))

    # ----- the computer's sense ---------------------------------------------------------------
    #: A computer plays a card that fits rather than ending its turn over it. Hard's search held
    #: cards back (3 to 6 % of its choices) where its samples showed the other player capturing
    #: the ship it would build, and lost for it: over 206 paired games it won 40.8 % against
    #: Medium's 49.5 % in the same seat; never holding back, it played as Medium on all of 200
    #: (docs/benchmarks.md, sixteenth pass). The card held back is buried under the next card
    #: turned, which the search's playouts do not see the end of.
    ai_last_resort = frozenset({END_TURN})
    #: On the table: a click on your stock turns a card (so a click there while a card waits to
    #: be played is explained by the engine, as a turn asked for too soon).
    gestures = {TURN_CARD: ("stock", "waste")}

    def table_drop(self, state: PirateState, seat: int | None, drag: Drag) -> Move | None:
        """What a drop means where no listed move takes the card, for the engine to say why: the
        stock dropped on the waste turns a card (its ``gestures``: a click on it while a card
        waits to be played is told to play that card first); the top card of the mover's waste dropped on their ships is played to the ship of its suit
        (the waste's 2 of clubs, which fit no ship when it was turned, pressed or dragged onto
        the clubs ship, was told "Drag the stock onto this card to turn over the top card of the
        stock."); dropped on another ship, its own of another suit or the other player's, played
        there (which the rule forbids, and the engine says why)."""
        mover, target = state.turn, drag.to[0] if drag.to else ""
        if state.phase == OVER or len(drag.picked) != 1:
            return None
        zone, card = drag.picked[0]
        if zone == f"stock/{mover}" and target == f"waste/{mover}":  # (the gesture of turning a card)
            return Move(kind=TURN_CARD, src=zone, dst=target)
        if not target.startswith("ship_"):
            return None  # (the waste is picked up as a pile: its top card)
        card = self.top(state, mover) if zone == f"waste/{mover}" and card in (None, self.top(state, mover)) else None
        if card is None:
            return None
        # (on the ship it was dropped on, to be told why not that one: the queen of hearts
        # dropped on the diamonds ship was told of the hearts ship's keel)
        return Move(kind=PLAY_CARD, card=card, src=zone, dst=target)

    def ai_move_scores(self, state: PirateState, seat: int, moves: list[Move]) -> list[float]:
        """The Medium player's sense (nothing here is hidden but the order of the stocks): a card
        that fits goes to the ship ("players may build upon their own ship"), and a claim is
        taken ("they may claim the cards as their own"): a card on a ship is one less to turn
        through, and the card that connects a ship captures it ("the ship is captured by the
        player that played the card that connected them"). Ending the turn or letting a card go
        leaves it buried under the next card turned."""
        out = []
        for move in moves:
            if move.kind in (PLAY_CARD, CLAIM_CARD):
                s = SUITS.index(SUIT_OF[move["card"]])
                joins = len(state.ships[0][s]) + len(state.ships[1][s]) + 1 == SHIP
                out.append(10.0 if joins else 5.0)
            else:
                out.append(0.0)
        return out

    # ----- the end ----------------------------------------------------------------------------
    def ships_won(self, state: PirateState) -> list[int]:
        return [len(c) // SHIP for c in state.captured]

    def is_over(self, state: PirateState) -> bool:
        return state.phase == OVER

    def scores(self, state: PirateState) -> list[int]:
        return self.ships_won(state)

    def winners(self, state: PirateState) -> list[int]:
        if state.phase != OVER:
            return []
        won = self.ships_won(state)
        return [s for s in (0, 1) if won[s] == max(won)]

    def score_sheet(self, state: PirateState) -> "ScoreSheet":
        """One row per ship captured (or sunk): who took it; the total ships each."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows = []
        for i, (captor, suit) in enumerate(state.captures):
            cells = tuple((1 if s == captor else "",) for s in (0, 1))
            rows.append(ScoreRow(f"{self.info.sheet_row} {i + 1} {SUIT_SYMBOLS[suit]}", cells, marked=(captor,)))
        return ScoreSheet(
            title="Pirate score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(self.ships_won(state)), winners=tuple(self.winners(state)),
            notes=(f"The first to capture {ships_to_win(0)} ships wins ({ships_to_win(1)} if one ship was sunk). "
                   "Ships sunk: 0 (in turns nobody claims at the same moment).",
                   f"{state.players[state.low]} is the low player (cut "
                   f"{card_name(state.cuts[-1][state.low])}).",),
        )

    def status(self, state: PirateState) -> str:
        won = self.ships_won(state)
        score = f"Ships: {state.players[0]} {won[0]}, {state.players[1]} {won[1]}."
        if state.phase == OVER:
            winners = self.winners(state)
            text = "A draw." if len(winners) == 2 else f"{state.players[winners[0]]} wins."
            return f"Game over. {text} {score}"
        who = state.players[state.turn]
        if state.phase == CLAIM:
            card = self.top(state, state.turn)
            return (f"{state.players[1 - state.turn]} may claim {who}'s {card_name(card or '')} "
                    f"(drag it to your ship) or let it go. {score}")
        if state.phase == PLAY:
            return f"{who}: play the top card of your waste to your ship, or end the turn. {score}"
        return f"{who}: turn a card from your stock. {score}"

    def move_label(self, state: PirateState, move: Move) -> str:
        return {END_TURN: "End turn", LET_GO: "Let it go", TURN_CARD: "Turn a card"}.get(move.kind, "")

    # ----- what everyone sees -----------------------------------------------------------------------
    def zones(self, state: PirateState) -> list[Zone]:
        zones = []
        for seat, name in enumerate(state.players):
            zones.append(Zone("stock", state.stocks[seat], Seen.NOBODY, seat, Role.STOCK, label="Stock"))
            # face up: both players saw every card in it as it was turned
            zones.append(Zone("waste", state.wastes[seat], Seen.ALL, seat, Role.DISCARD, label="Waste"))
            for s, suit in enumerate(SUITS):
                keel = "ace" if self.builds_up(state, seat, suit) else "king"
                zones.append(Zone(f"ship_{suit}", state.ships[seat][s], Seen.ALL, seat, Role.PLAYED,
                                  label=f"{SUIT_SYMBOLS[suit]} ship ({keel} keel)"))
            zones.append(Zone("captured", state.captured[seat], Seen.ALL, seat, Role.COLLECTION,
                              label="Captured"))
        return zones

    def determinize(self, state: PirateState, seat: int, rng: random.Random) -> PirateState:
        """Each stock shuffled within itself. A stock is its owner's own deck less the cards turned
        from it, which both players saw, so only its order is hidden (the generic re-deal would mix
        the two decks' unseen cards, giving one stock two aces of spades); and a stock made by
        turning the waste over keeps its order, which both players saw card by card."""
        stocks = []
        for s in (0, 1):
            stock = list(state.stocks[s])
            if not state.turned_over[s]:
                stock.sort()  # the sample depends on what the seat knows and on rng only
                rng.shuffle(stock)
            stocks.append(tuple(stock))
        return state.replace(stocks=tuple(stocks), seed=f"determinized/{rng.getrandbits(64)}", stack=())

    def with_zones(self, state: PirateState, cards: dict[str, tuple[str, ...]]) -> PirateState:
        stocks = tuple(cards.get(f"stock/{s}", state.stocks[s]) for s in (0, 1))
        wastes = tuple(cards.get(f"waste/{s}", state.wastes[s]) for s in (0, 1))
        return state.replace(stocks=stocks, wastes=wastes)

    def public(self, state: PirateState) -> dict[str, Any]:
        return {"turn": state.turn, "phase": state.phase, "low": state.low, "cuts": [list(c) for c in state.cuts],
                "watching": list(state.watching), "ships_won": self.ships_won(state),
                "ship_no": list(state.ship_no), "dry": state.dry, "turned_over": list(state.turned_over),
                "keels": {suit: "low lays the ace" if state.ship_no[s] % 2 == 0 else "high lays the ace"
                          for s, suit in enumerate(SUITS)}}


def _set(values: tuple, index: int, value: Any) -> tuple:
    out = list(values)
    out[index] = value
    return tuple(out)


GAME = Pirate()
