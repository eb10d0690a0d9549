"""Euchre, from the family's rule book (004_312affb30e9b3af0.txt, section "Euchre").

Cards and seats: "1 decks of cards, remove all but Ace to 9"; "4 people can play, opposites are
partners"; "5 cards are dealt to each player and one card is turned face up on the kitty to
indicate trump"; "cards are dealt by two or more at a time".

Trump: "Beginning with the player on the dealer's left, each player gets a chance to accept or
decline that suit as trump. To accept the proposed suit, a player tells the dealer to pick up the
face-up card. The dealer then adds that card to his hand and discards one card face down on top of
the kitty. If the partner of the dealer wants this trump they must go alone". "If the dealer
declines the suit, the card is turned over. If every player declines the proposed trump, then each
player gets a chance to call any suit except the declined one as trump, beginning with the player
to the dealer's left. As soon as any player calls trump, play begins. If everybody passes a second
time, then everybody throws their cards in and the deal passes to the left."

Play: "The player to the left of the dealer leads, you must follow suit if you can". "'Bowers'
are the Jack of the trump suit (the 'right' bower) and the Jack of the suit that is the same
color as the trump suit (the 'left' bower). These two cards are the highest and second highest
cards". "No Ace-No Face - If a player is dealt a hand with only 9s and 10s everybody's hands are
thrown in and the deal passes to the left." "Going alone - Just order up the proposed trump or
call a suit, as usual, then announce you are going alone. If the person who would have lead the
hand is sitting out, the next player in the rotation leads".

Scoring (the bidding team): "less than 3 tricks Euchre! other team gets 2 points", "3 - 4 tricks
1 point", "5 tricks 2 points", "5 tricks (going alone) 4 points". "First team to 10 wins the game".

Decided where the text is vague (also on the in-app rules page):

* The deal is 3 then 2 to each player, from the dealer's left; the four left over are the kitty,
  its top card turned up.
* No Ace-No Face is checked by the table at the deal: such a hand is thrown in at once and the
  next dealer deals.
* The left bower follows as trump (it is a trump card, not a card of its printed suit).
* When the dealer's partner orders the card up (and so goes alone), the dealer sits out and does
  not pick the card up; it stays face up on the kitty.
* Only the makers (the player who orders up or calls) may go alone; it is said with the order
  or the call. The dealer, picking the card up, may go alone too.
* The game ends after the hand in which a team reaches 10.

Moves (as recorded): ``{"kind": "pass"}``, ``{"kind": "order_up", "alone": false}`` (the
dealer's "pick it up" too), ``{"kind": "discard", "card": "9C"}`` (the dealer, after picking up),
``{"kind": "call", "suit": "S", "alone": true}``, ``{"kind": "play", "card": "JH"}``, ``{"kind":
"next_hand"}``. Stacked deals: 3 then 2 to each from the dealer's left; the next card is turned
up, the three after it are the kitty. A hand thrown in (No Ace-No Face) uses the next entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_OF, SUIT_NAMES, SUIT_OF, SUIT_SYMBOLS, SUITS, DeckSpec, card_name
from ..core.game import Applied, Event, GameInfo, Move
from ..core.scoresheet import POINTS_AND_TOTAL, KeptRows
from ..core.words import capitalized
from ..core.zones import Role, Seen, Zone
from .tricks import (
    CALL, DISCARD, GAME_OVER, HAND_OVER, ORDER, PLAY, TEAMS, TrickGame, TrickState, deal,
    effective_suit, left_bower, left_of, partner, reads, team_of, tricks_word, zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

TARGET = 10
PACKETS = (3, 2)
PASS = Move(kind="pass")
#: why the dealer's partner is offered "Order it up, alone" and no plain "Order it up" (the rule
#: text: "If the partner of the dealer wants this trump they must go alone"): said by the refusal
#: and by the status line that asks the partner (it asked with no reason, s33 #5)
PARTNER_GOES_ALONE = "the dealer's partner who wants this trump must go alone"


def weakest(hand, trump: str) -> str:
    """The card a hand of six would drop: the lowest that is not trump (else the lowest trump)."""
    return min(hand, key=lambda c: (effective_suit(c, trump, True) == trump, RANKS_LOW_HIGH.index(RANK_OF[c])))


RANKS_LOW_HIGH = "9 10 J Q K A".split()


def strong_alone(hand, trump: str) -> bool:
    """Whether a hand may go alone with ``trump``: five trumps; or four with the right bower and
    the left bower or the ace; or the three highest trumps; and in the last two every card
    that is not trump an ace (the family's rule of thumb: a lone hand must take all five tricks
    or nearly). A hand of six (the dealer with the card turned up) is judged without the card it
    would drop. Every computer level goes alone only with such a hand."""
    hand = list(hand)
    if len(hand) > 5:
        hand.remove(weakest(hand, trump))
    trumps = [c for c in hand if effective_suit(c, trump, True) == trump]
    if len(trumps) >= 5:
        return True
    right, left, ace = "J" + trump, left_bower(trump), "A" + trump
    top = sum(c in trumps for c in (right, left, ace))
    side_aces = all(RANK_OF[c] == "A" for c in hand if c not in trumps)
    if len(trumps) >= 4 and right in trumps and top >= 2:
        return side_aces
    return top == 3 and side_aces


def no_ace_no_face(hand) -> bool:
    """ "a hand with only 9s and 10s" """
    return all(RANK_OF[c] in ("9", "10") for c in hand)


@dataclass(eq=False, kw_only=True)
class EuchreState(TrickState):
    upcard: str  # the card turned up on the kitty ("" once the dealer has picked it up)
    declined: str = ""  # the suit turned down in round one
    makers: int = -1  # the seat that ordered up or called trump
    alone: bool = False


class Euchre(TrickGame[EuchreState]):
    info = GameInfo(
        id="euchre",
        name="Euchre",
        family="Trick-taking",
        min_players=4,
        max_players=4,
        description="Partners make trump and take three of five tricks; bowers are the highest trumps.",
        source="004_312affb30e9b3af0.txt, section 'Euchre'",
        rules_page="euchre.html",
        sheet_row="Hand", sheet_columns=POINTS_AND_TOTAL,
    )
    bowers = True
    partnership = True
    #: On the table: a card is played by dragging it to the trick, and the dealer who picked the
    #: upcard up discards by dragging a card onto the kitty.
    gestures = {"play": ("hand", "trick"), "discard": ("hand", "kitty")}
    #: "Pass": the harmless answer to "order up, or pass" and to "call a suit, or pass", where
    #: the keys' ring rests (Game.declines): it rested on no button, a first Enter only showing
    #: it, never on an order or a call that makes trump (s37)
    declines = frozenset({"pass"})

    def deck(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "remove all but Ace to 9" """
        return DeckSpec(omit_ranks=("2", "3", "4", "5", "6", "7", "8"))

    # ----- the deal --------------------------------------------------------------------------
    def undealt(self, players, options, seed, stack) -> EuchreState:
        state = EuchreState(
            players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
            shuffles=0, phase=ORDER, turn=0, hands=((),) * 4, totals=(0, 0), upcard="",
        )
        return state

    def deal_hand(self, state: EuchreState, dealer: int) -> tuple[EuchreState, list[Event]]:
        """Five each, "by two or more at a time" (3 then 2), four to the kitty, the top one
        turned up. No Ace-No Face throws the hand in and the deal passes to the left."""
        events: list[Event] = []
        while True:
            hands, rest = deal(self.shuffled(state), 4, left_of(dealer, 4), 5, PACKETS)
            state = state.replace(shuffles=state.shuffles + 1)
            poor = [s for s in range(4) if no_ace_no_face(hands[s])]
            if not poor:
                break
            events.append(Event(f"{state.players[dealer]} deals; {state.players[poor[0]]} holds only 9s and 10s "
                                "(No Ace-No Face): the hands are thrown in and the deal passes to the left.",
                                "note", seat=poor[0], cards=list(hands[poor[0]])))
            dealer = left_of(dealer, 4)
        upcard = rest[0]
        new = self.blank_hand(state, dealer).replace(
            hands=hands, kitty=tuple(rest[1:]), upcard=upcard, declined="", makers=-1, alone=False,
            phase=ORDER, turn=left_of(dealer, 4),
        )
        events.append(Event(f"Hand {state.hand_no}: {state.players[dealer]} deals and turns up the "
                            f"{card_name(upcard)}.", "dealt", dealer=dealer, upcard=upcard))
        return new, events

    # ----- making trump ----------------------------------------------------------------------
    def phase_moves(self, state: EuchreState) -> list[Move]:
        if state.phase == ORDER:
            if state.turn == partner(state.dealer, 4):  # "they must go alone"
                return [PASS, Move(kind="order_up", alone=True)]
            return [PASS, Move(kind="order_up", alone=False), Move(kind="order_up", alone=True)]
        if state.phase == CALL:
            return [PASS] + [Move(kind="call", suit=s, alone=a) for s in SUITS if s != state.declined
                             for a in (False, True)]
        return [Move(kind="discard", card=c) for c in state.hands[state.dealer]]  # DISCARD

    def perform_phase(self, state: EuchreState, move: Move) -> Applied:
        kind, seat, who = move["kind"], state.turn, state.players[state.turn]
        if kind == "pass":
            return self.pass_(state, seat, who)
        if kind == "discard":
            return self.discard(state, move["card"], who)
        suit = SUIT_OF[state.upcard] if kind == "order_up" else move["suit"]
        alone = bool(move["alone"])
        new = state.replace(trump=suit, makers=seat, alone=alone,
                            sitting_out=partner(seat, 4) if alone else -1)
        alone_words = ", going alone" if alone else ""
        if kind == "call":
            events = [Event(f"{who} calls {SUIT_NAMES[suit]}{alone_words}.", "trump_called", seat=seat,
                            suit=suit, alone=alone)]
            return Applied(self.start_play(new, left_of(state.dealer, 4)), tuple(events))
        if seat == state.dealer:
            text = f"{who} picks up the {card_name(state.upcard)}{alone_words}: {SUIT_NAMES[suit]} are trump."
        else:
            text = f"{who} orders up the {card_name(state.upcard)}{alone_words}: {SUIT_NAMES[suit]} are trump."
        events = [Event(text, "trump_called", seat=seat, suit=suit, alone=alone)]
        if new.sitting_out == state.dealer:  # the dealer sits out and does not take the card
            events.append(Event(f"{state.players[state.dealer]} sits out and leaves the card on the kitty.", "note"))
            return Applied(self.start_play(new, left_of(state.dealer, 4)), tuple(events))
        hands = list(new.hands)
        hands[state.dealer] = hands[state.dealer] + (state.upcard,)
        taken = dict(card=state.upcard, src="upcard", dst=f"hand/{state.dealer}")
        if seat == state.dealer:  # "picks up the 10 of hearts" said it: one action, one line (s39 t2 F12)
            events = [Event(text, "trump_called", seat=seat, suit=suit, alone=alone, **taken)]
        else:
            events.append(Event(f"{state.players[state.dealer]} takes the {card_name(state.upcard)}.",
                                "card_moved", **taken))
        return Applied(new.replace(hands=tuple(hands), upcard="", phase=DISCARD, turn=state.dealer), tuple(events))

    def pass_(self, state: EuchreState, seat: int, who: str) -> Applied:
        events = [Event(f"{who} passes.", "pass", seat=seat)]
        if seat != state.dealer:
            return Applied(state.replace(turn=left_of(seat, 4)), tuple(events))
        if state.phase == ORDER:  # "If the dealer declines the suit, the card is turned over."
            declined = SUIT_OF[state.upcard]
            events.append(Event(f"The {card_name(state.upcard)} is turned over: call any suit but {SUIT_NAMES[declined]}.",
                                "note", declined=declined))
            return Applied(state.replace(phase=CALL, declined=declined, turn=left_of(seat, 4)), tuple(events))
        # "If everybody passes a second time, then everybody throws their cards in and the deal
        # passes to the left."
        events.append(Event("Everybody has passed twice: the cards are thrown in and the deal passes to the left.", "note"))
        new, more = self.deal_hand(state, left_of(state.dealer, 4))
        return Applied(new, tuple(events + more))

    def discard(self, state: EuchreState, card: str, who: str) -> Applied:
        """ "The dealer then adds that card to his hand and discards one card face down on top of
        the kitty." """
        hands = list(state.hands)
        hand = list(hands[state.dealer])
        hand.remove(card)
        hands[state.dealer] = tuple(hand)
        new = state.replace(hands=tuple(hands), kitty=state.kitty + (card,))
        events = (Event(f"{who} discards a card face down.", "card_moved", src=f"hand/{state.dealer}", dst="kitty"),)
        return Applied(self.start_play(new, left_of(state.dealer, 4)), events)

    def no_play_now(self, state: EuchreState) -> str:
        if state.phase == DISCARD:  # the table's zone is labelled "Kitty" (see the kitty zone below)
            if reads(state.dealer):
                return "You first discard one card: drop it on the Kitty."
            return f"{state.players[state.dealer]} first discards one card: drop it on the Kitty."
        return super().no_play_now(state)

    def explain_phase(self, state: EuchreState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase == PLAY:
            return "Trump is made: play a card."
        if kind == "order_up":
            if state.phase != ORDER:
                return "The turned card has been declined: call a suit or pass."
            if state.turn == partner(state.dealer, 4) and move.get("alone") is False:
                return capitalized(PARTNER_GOES_ALONE) + "."
        if kind == "call":
            if state.phase != CALL:
                return "First everyone may order up the turned card or pass."
            if move.get("suit") == state.declined:
                return f"{SUIT_NAMES[state.declined].capitalize()} were turned down: call another suit."
            if move.get("suit") not in SUITS:
                return "Call spades, hearts, diamonds or clubs."
        if kind == "discard":
            if state.phase != DISCARD:
                return "Only the dealer who picked up the card discards."
            return self.not_held(state, state.dealer, "that card")
        return "That is not a move in Euchre now."

    # ----- scoring ---------------------------------------------------------------------------
    def score_hand(self, state: EuchreState) -> tuple[EuchreState, list[Event]]:
        makers = team_of(state.makers)
        taken = sum(state.tricks[s] for s in TEAMS[makers])
        points = [0, 0]
        if taken < 3:
            points[1 - makers] = 2
            text = f"Euchre! {self.team_names(state)[makers]} take {taken}: {self.team_names(state)[1 - makers]} score 2."
        elif taken < 5:
            points[makers] = 1
            text = f"{self.team_names(state)[makers]} make it with {taken} tricks: 1 point."
        else:
            points[makers] = 4 if state.alone else 2
            text = (f"{state.players[state.makers]} takes all five alone: 4 points." if state.alone
                    else f"{self.team_names(state)[makers]} take all five: 2 points.")
        totals = [t + p for t, p in zip(state.totals, points)]
        record = {"makers": state.makers, "trump": state.trump, "alone": state.alone, "taken": taken}
        new = self.end_of_hand(state, record, points, max(totals) >= TARGET)
        events = [Event(text, "hand_over", points=points)]
        if new.phase == GAME_OVER:
            events.append(Event(f"Game over: {self.team_names(new)[totals.index(max(totals))]} win.",
                                "game_over", winners=self.winners(new)))
        return new, events

    def winners(self, state: EuchreState) -> list[int]:
        """ "First team to 10 wins": both seats of that team."""
        if state.phase != GAME_OVER:
            return []
        team = 0 if state.totals[0] > state.totals[1] else 1
        return list(TEAMS[team])

    # ----- what each seat may see ------------------------------------------------------------
    def kitty_zone(self, state: EuchreState) -> Zone:
        return zone("kitty", state.kitty, Seen.NOBODY, role=Role.KITTY, label="Kitty")

    def extra_zones(self, state: EuchreState) -> list[Zone]:
        """The turned card lies face up on the kitty until it is picked up or turned over."""
        seen = Seen.NOBODY if state.declined else Seen.ALL
        # (one card at most: no count under it, "Upcard (1)" read as a pile that might fill, s43)
        return [zone("upcard", (state.upcard,) if state.upcard else (), seen, role=Role.KITTY, label="Upcard",
                     single=True)]

    def extra_with_zones(self, state: EuchreState, cards: dict[str, tuple[str, ...]]) -> EuchreState:
        if set(cards) != {"upcard"}:
            raise KeyError(", ".join(cards))
        return state.replace(upcard=cards["upcard"][0] if cards["upcard"] else "")

    def extra_public(self, state: EuchreState) -> dict[str, Any]:
        return {
            "declined": state.declined, "makers": state.makers if state.makers >= 0 else None,
            "alone": state.alone, "team_names": self.team_names(state), "target": TARGET,
        }

    def table_notes(self, state: EuchreState) -> list[str]:
        """Trump and who made it (alone or not); the score, team against team."""
        names = self.team_names(state)
        notes = [f"Hand {state.hand_no}"]
        if state.phase == ORDER:
            notes.append(f"Trump? {card_name(state.upcard)} turned up")
        elif state.phase == CALL:
            notes.append(f"Call trump (not {SUIT_NAMES[state.declined]})")
        else:
            made = f" by {state.players[state.makers]}" + (", alone" if state.alone else "") if state.makers >= 0 else ""
            notes.append(self.trump_note(state) + made)
        notes.append(f"{names[0]} {state.totals[0]} \u2013 {names[1]} {state.totals[1]}")
        return notes

    def seat_note(self, state: EuchreState, seat: int) -> str:
        if seat == state.sitting_out:
            return "sitting out"
        words = tricks_word(state.tricks[seat]) if state.phase not in (ORDER, CALL, DISCARD) else ""
        if seat == state.makers:
            words = "maker" + (" (alone)" if state.alone else "") + (f" \u00b7 {words}" if words else "")
        return words

    # ----- computer players -------------------------------------------------------------------
    def never_helps(self, state: EuchreState, seat: int, move: Move) -> bool:
        """Going alone without a hand for it (:func:`strong_alone`): no computer level does it,
        Easy's random half nor a search misled by its samples (s39 F1: an Easy player went alone
        holding one trump and was euchred)."""
        if not move.get("alone") or move.kind not in ("order_up", "call") or not 0 <= seat < len(state.hands):
            return False
        hand = state.hands[seat]
        if move.kind == "order_up":
            suit = SUIT_OF[state.upcard] if state.upcard else ""
            if seat == state.dealer:
                hand = hand + (state.upcard,)
        else:
            suit = move.get("suit", "")
        return suit not in SUITS or not strong_alone(hand, suit)

    def heuristic_phase(self, state: EuchreState, seat: int) -> Move:
        """Make trump with three or more trumps (bowers counted; the dealer counts the card he
        would pick up), alone only with a hand strong enough (:func:`strong_alone`: s39 F1, a
        computer went alone holding one trump and was euchred); the dealer discards the lowest
        card that is not trump."""
        hand = state.hands[seat]
        if state.phase == DISCARD:
            return Move(kind="discard", card=weakest(hand, state.trump))
        moves = self.legal_moves(state, seat)
        if state.phase == ORDER and seat == state.dealer:
            hand = hand + (state.upcard,)
        suits = [SUIT_OF[state.upcard]] if state.phase == ORDER else [s for s in SUITS if s != state.declined]
        best = max(suits, key=lambda s: sum(effective_suit(c, s, True) == s for c in hand))
        if sum(effective_suit(c, best, True) == best for c in hand) >= 3:
            alone = strong_alone(hand, best)
            for m in moves:  # the dealer's partner is offered only "alone": else it passes
                if m.kind != "pass" and m.get("suit", best) == best and bool(m["alone"]) == alone:
                    return m
        return PASS

    # ----- text ------------------------------------------------------------------------------
    def status(self, state: EuchreState) -> str:
        names = self.team_names(state)
        if state.phase == GAME_OVER:
            return f"Game over: {names[team_of(self.winners(state)[0])]} win {max(state.totals)} to {min(state.totals)}."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next hand."
        who = state.players[state.turn]
        if state.phase == ORDER:
            if state.turn == state.dealer:
                return f"{who}: pick up the {card_name(state.upcard)}, or pass."
            if state.turn == partner(state.dealer, 4):
                return f"{who}: order up the {card_name(state.upcard)} and go alone, or pass ({PARTNER_GOES_ALONE})."
            return f"{who}: order up the {card_name(state.upcard)}, or pass."
        if state.phase == CALL:
            return f"{who}: call a suit other than {SUIT_NAMES[state.declined]}, or pass."
        if state.phase == DISCARD:
            return f"{who}: discard one card face down."
        makers = f"{state.players[state.makers]} made {SUIT_NAMES[state.trump]}" + (" alone" if state.alone else "")
        return f"{who} to play. {makers}."

    def score_sheet(self, state: EuchreState) -> "ScoreSheet":
        """One row per hand: the makers, trump and whether alone (the makers' team marked); each
        team's points and running total."""
        from ..core.scoresheet import ScoreRow

        players = tuple(state.players)

        def make(i: int, record: dict, running: list[int]) -> tuple[list[ScoreRow], list[int]]:
            running = [t + p for t, p in zip(running, record["points"])]
            alone = record["alone"]
            euchred = "" if record["taken"] >= 3 else " – Euchre!"
            label = (f"{self.info.sheet_row} {i + 1} – {players[record['makers']]}, {SUIT_NAMES[record['trump']]}"
                     + (", alone" if alone else "") + euchred)
            # beside the table, in the few words a narrow column shows whole: "10. Robo Rex ♦
            # alone – Euchre!" (the long label was cut after "Robo Rex, diamond…")
            # (the suit kept with the name: "2. Robo Rex" over a lone "♥" read as two rows)
            short = (f"{i + 1}. {players[record['makers']]}\u00a0{SUIT_SYMBOLS[record['trump']]}"
                     + (" alone" if alone else "") + euchred)
            return [ScoreRow(label, tuple((p, t) for p, t in zip(record["points"], running)),
                             marked=(team_of(record["makers"]),), short=short)], running

        # (the rows of the hands made at the last call are kept: one more hand makes one row)
        rows, _ = SHEET_ROWS.rows(players, state.history, make, [0, 0])
        return self.history_sheet(state, rows, self.info.sheet_columns, notes=(
            "Makers under 3 tricks: Euchre!, the other team 2. 3 or 4 tricks: 1. All 5: 2; all 5 alone: 4.",
            "First team to 10 wins."), tie_rule="", goal=f"the first team to {TARGET} points wins")


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = Euchre()
