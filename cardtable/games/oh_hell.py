"""Oh Hell! (Screw your neighbour), from the family's rule book (004_312affb30e9b3af0.txt,
section "Oh Hell!"), with the card-maker's rules (003_568aafc6ffe6d89e.txt, "Oh Hell!") as
house-rule options.

The book: "1 deck of cards, not including jokers"; "3 to 7 people can play". "Play to 10 to 1 to
10 if there are 3 to 5 people", "Play to 7 to 1 to 7 if there are 6 or 7 people". "After the
cards are dealt turn one card up to determine trump". "Player to the left of the dealer states
their bid, this continues around the table to the dealer. The dealer must make the bid Not Equal
to the number of cards that have been dealt." "For the round where only one card is dealt all
players place their hands in the middle of the table and knock 2 times and on the third knock
either stick out one finger to indicate they will take one trick or keep their hands closed to
indicate 0 tricks." "Player to the left of the dealer leads." "If the player is successful in
getting their exact bid they get a 1 in front of their bid. Eg. 1 becomes an 11. If not
successful then they get a scratch and no points for that round." "The highest score after all
the rounds have been played is declared the winner".

Decided where the text is vague (also on the in-app rules page):

* The dealer's bid may not make the bids add up to the number of cards dealt (so somebody must
  miss), as the blank Oh Hell! score sheet says.
* The one-card knock: every seat chooses a closed hand (0) or a finger (1) at once, hidden from
  the others until the last has chosen; the dealer is not restricted (everyone shows at once).
* An exact bid of 0 scores 10, of 1 scores 11 ... and of 10 scores 20 (ten plus the bid). The
  sheet beside the table writes it "110 = 20": the 1 in front of the bid, and the points it
  scores (:func:`made_mark`).
* Aces are high; must follow suit, else play anything, trump or not.
* The highest total wins; players tied share the win.

The card-maker's rules, each an option, or all together with "Card-maker's rules":

* "Six players: eight cards" (8 to 1 to 8).
* The dealer "is compelled to bid sufficiently high enough so the total value of all the bids
  exceeds the starting hand size". (When that would need more tricks than there are cards, the
  dealer bids every card.)
* Exact bids score "ten points for each trick bid (or ten points for a winning bid of zero)";
  everyone else loses "ten points for the number of tricks they are short or long".
* "In case of a tie, play another one-card hand as a tiebreaker" (at most ten; then ties share).
* The one-card hand is bid in turn like any other (no knock).

Moves (as recorded): ``{"kind": "bid", "bid": 3}``, ``{"kind": "knock", "seat": 1, "bid": 0}``
(the one-card knock: all seats at once), ``{"kind": "play", "card": "7C"}``, ``{"kind":
"next_hand"}``. Stacked deals: dealt one at a time from the dealer's left; the next card is the
turned-up trump, the rest the stub.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.blank_sheets import oh_hell_sequence
from ..core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_OF, card_name
from ..core.game import Applied, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import KeptRows
from ..core.words import plural
from ..core.zones import Role, Seen, Zone
from .tricks import (
    BIDDING, GAME_OVER, HAND_OVER, KNOCK, PLAY, TrickGame, TrickState, deal, left_of,
    suit_word, zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

BOOK, SOME, CARD_MAKER = "book", "some", "card_maker"
DENEXA = "Denexa's rules"  # (the set the card-maker's rules are: OptionSpec.of_set)
#: The card-maker's rules that can be switched on one by one (all of them with CARD_MAKER).
CARD_MAKER_RULES = ("six_get_eight", "dealer_over", "tens", "tiebreak", "bid_one_card")
#: A missed bid on the sheet: "If not successful then they get a scratch and no points".
SCRATCH = "\u2717"
#: What the mark means, under the sheet on screen and on paper (:attr:`ScoreSheet.keys`).
SCRATCH_KEY = f"{SCRATCH}: a scratch (the bid was missed: no points)."
MAX_TIEBREAKS = 10


def made_mark(bid: int, points: int) -> str:
    """The family's mark on the sheet for a bid made: "a 1 in front of their bid" ("12": a bid of
    2 made, 12 points; "10": a bid of 0 made). Where the number so written is not the points, a
    bid of 10 ("110", which scores 20: ten and the bid), the points after it: "110 = 20" (the
    sheet showed "20", which reads as no bid with a 1 in front)."""
    written = f"1{bid}"
    return written if written == str(points) else f"{written} = {points}"


def hand_sizes(top: int) -> tuple[int, ...]:
    """ "10 to 1 to 10": top down to one, then back up to top (the blank sheet's rounds)."""
    return tuple(oh_hell_sequence(top))


@dataclass(eq=False, kw_only=True)
class OhHellState(TrickState):
    size: int  # cards dealt this hand
    turned: str  # the stub's top card, turned up for trump
    bids: tuple[int, ...]  # -1: not bid yet
    knocks: tuple[int, ...] = ()  # the one-card knock, hidden until all have knocked (-1: not yet)
    tiebreaks: int = 0  # one-card hands played to break a tie


class OhHell(TrickGame[OhHellState]):
    info = GameInfo(
        id="oh_hell",
        name="Oh Hell!",
        family="Trick-taking",
        min_players=3,
        max_players=7,
        description=("Bid exactly how many tricks you will take: 10 cards (7 with six or seven players) "
                     "down to 1 and back up."),
        source="004_312affb30e9b3af0.txt, section 'Oh Hell!'; options from 003_568aafc6ffe6d89e.txt, 'Oh Hell!'",
        rules_page="oh_hell.html",
        options=(
            OptionSpec("rules", "Rules", "Our table's own rules, or some or all of the rules that Denexa, a "
                       "playing-card company, publishes for this game (tick them one by one below).",
                       BOOK, choices=(BOOK, SOME, CARD_MAKER),
                       choice_names=("Our table's rules", "Some of Denexa's rules", "All of Denexa's rules"),
                       of_set=DENEXA, set_whole=CARD_MAKER),
            OptionSpec("six_get_eight", "Six players get eight cards", "Denexa's rules: six players play 8 to 1 to 8.",
                       False, of_set=DENEXA, concerns=(6,)),
            OptionSpec("dealer_over", "Dealer makes the bids exceed the cards",
                       "Denexa's rules: the dealer must bid so the bids add up to more than the cards dealt.", False,
                       of_set=DENEXA),
            OptionSpec("tens", "Ten a trick", "Denexa's rules: making your bid exactly scores 10 for each "
                       "trick bid (10 for a bid of 0); missing it loses 10 for each trick over or under.", False,
                       of_set=DENEXA),
            OptionSpec("tiebreak", "One-card tiebreaker", "Denexa's rules: a tie for the lead plays another one-card hand.",
                       False, of_set=DENEXA),
            OptionSpec("bid_one_card", "Bid the one-card hand in turn", "Denexa's rules: the one-card hand is bid in turn like the others, "
                       "instead of everyone showing at once, on the third knock, whether they will take the trick.", False,
                       of_set=DENEXA),
        ),
    )
    simultaneous = frozenset({KNOCK})

    def rule(self, options: dict[str, Any], name: str) -> bool:
        """A card-maker's rule is on by itself or with the whole set. (``SOME`` says that some
        are ticked, as an older save's ``BOOK`` with some ticked meant too.)"""
        return options["rules"] == CARD_MAKER or bool(options[name])

    def follow_options(self, options: dict[str, Any], changed: str | None) -> dict[str, Any]:
        """New Game's "Rules" box and the ticks under it agree: "All of Denexa's rules" ticks
        them all and "Our table's rules" none; a tick sets the box to what is ticked (none:
        the book; some; all)."""
        out = dict(options)
        ticks = [name for name in CARD_MAKER_RULES if name in out]
        if changed == "rules" or (changed is None and out.get("rules") == CARD_MAKER):
            if out.get("rules") in (BOOK, CARD_MAKER):
                out.update({name: out["rules"] == CARD_MAKER for name in ticks})
            return out
        if changed is None or changed in CARD_MAKER_RULES:
            on = sum(bool(out[name]) for name in ticks)
            out["rules"] = CARD_MAKER if ticks and on == len(ticks) else SOME if on else BOOK
        return out

    def top(self, players: int, options: dict[str, Any]) -> int:
        if players <= 5:
            return 10
        return 8 if players == 6 and self.rule(options, "six_get_eight") else 7

    # ----- the deal --------------------------------------------------------------------------
    def undealt(self, players, options, seed, stack) -> OhHellState:
        n = len(players)
        state = OhHellState(
            players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
            shuffles=0, phase=BIDDING, turn=0, hands=((),) * n, totals=(0,) * n, size=0,
            turned="", bids=(-1,) * n, knocks=(-1,) * n,
        )
        return state

    def size_of_hand(self, state: OhHellState) -> int:
        sizes = hand_sizes(self.top(len(state.players), state.options))
        return sizes[state.hand_no - 1] if state.hand_no <= len(sizes) else 1  # a tiebreaker: one card

    def deal_hand(self, state: OhHellState, dealer: int) -> tuple[OhHellState, list[Event]]:
        """Deal the hand's cards one at a time from the dealer's left; "turn one card up to
        determine trump"."""
        n = len(state.players)
        size = self.size_of_hand(state)
        hands, stub = deal(self.shuffled(state), n, left_of(dealer, n), size)
        turned = stub[0]
        new = self.blank_hand(state, dealer).replace(
            hands=hands, kitty=stub[1:], size=size, turned=turned, trump=SUIT_OF[turned],
            shuffles=state.shuffles + 1, bids=(-1,) * n, knocks=(-1,) * n,
            phase=self.bidding_phase(size, state.options), turn=left_of(dealer, n),
        )
        events = [Event(f"Hand {state.hand_no}: {state.players[dealer]} deals {size} card{'s' if size > 1 else ''} "
                        f"each and turns up the {card_name(turned)}: {suit_word(new.trump)} are trump.",
                        "dealt", dealer=dealer, size=size, turned=turned)]
        if new.phase == KNOCK:
            events.append(Event("One card each: knock twice, and on the third knock show a finger (1) "
                                "or a closed hand (0).", "note"))
        return new, events

    def bidding_phase(self, size: int, options: dict[str, Any]) -> str:
        return KNOCK if size == 1 and not self.rule(options, "bid_one_card") else BIDDING

    # ----- bids ------------------------------------------------------------------------------
    def barred_bids(self, state: OhHellState) -> set[int]:
        """What the dealer may not bid: a bid making the total equal to the cards dealt (the
        book), or, with the card-maker's rule, anything that does not make the total exceed
        them."""
        if state.turn != state.dealer:
            return set()
        others = sum(b for b in state.bids if b >= 0)
        if self.rule(state.options, "dealer_over"):
            need = state.size + 1 - others
            if need > state.size:  # everyone else bid nothing: the dealer bids every card
                return set(range(state.size))
            return set(range(max(0, need)))
        return {state.size - others}

    def phase_moves(self, state: OhHellState) -> list[Move]:
        if state.phase == KNOCK:
            return [Move(kind="knock", seat=s, bid=b) for s in self.acting_together(state) for b in (0, 1)]
        barred = self.barred_bids(state)
        return [Move(kind="bid", bid=b) for b in range(state.size + 1) if b not in barred]

    def acting_together(self, state: OhHellState) -> tuple[int, ...]:
        return tuple(s for s, k in enumerate(state.knocks) if k < 0)

    def perform_phase(self, state: OhHellState, move: Move) -> Applied:
        n = len(state.players)
        if move["kind"] == "knock":
            knocks = list(state.knocks)
            knocks[move["seat"]] = move["bid"]
            new = state.replace(knocks=tuple(knocks))
            events = [Event(f"{state.players[move['seat']]} has chosen.", "note", seat=move["seat"])]
            if self.acting_together(new):
                return Applied(new, tuple(events))
            events.append(Event("Knock, knock, knock: " + ", ".join(
                f"{state.players[s]} {'a finger (1)' if k else 'a closed hand (0)'}" for s, k in enumerate(knocks))
                + ".", "bids_shown", bids=knocks))
            return Applied(self.start_play(new.replace(bids=tuple(knocks)), left_of(state.dealer, n)), tuple(events))
        bids = list(state.bids)
        bids[state.turn] = move["bid"]
        new = state.replace(bids=tuple(bids))
        events = [Event(f"{state.players[state.turn]} bids {move['bid']}.", "bid", seat=state.turn, bid=move["bid"])]
        if state.turn == state.dealer:  # the dealer bids last; "Player to the left of the dealer leads."
            return Applied(self.start_play(new, left_of(state.dealer, n)), tuple(events))
        return Applied(new.replace(turn=left_of(state.turn, n)), tuple(events))

    def reveals_more(self, before: OhHellState, move: Move, after: OhHellState) -> bool:
        """The last knock shows everyone's hidden choice: it cannot be taken back (nor a deal)."""
        return move.get("kind") == "knock" and after.phase != KNOCK or super().reveals_more(before, move, after)

    def explain_phase(self, state: OhHellState, move: Move) -> str:
        kind = move.get("kind")
        if kind == "bid" and state.phase == BIDDING:
            bid = move.get("bid")
            if not isinstance(bid, int) or isinstance(bid, bool) or not 0 <= bid <= state.size:
                return f"Bid a number of tricks from 0 to {state.size}."
            if bid in self.barred_bids(state):
                others = sum(b for b in state.bids if b >= 0)
                if self.rule(state.options, "dealer_over"):
                    return (f"The dealer must bring the bids above the {state.size} cards dealt "
                            f"(the others bid {others}): bid at least {min(state.size, state.size + 1 - others)}.")
                return (f"The dealer may not bid {bid}: the bids would add up to the {state.size} "
                        f"card{'s' if state.size > 1 else ''} dealt.")
        if kind == "bid" and state.phase == KNOCK:
            return "This is the one-card hand: knock (a finger for 1, a closed hand for 0)."
        if kind == "knock" and state.phase == KNOCK:
            if move.get("bid") not in (0, 1):
                return "Knock with a finger (1) or a closed hand (0)."
            return "Each player knocks once."
        if state.phase == PLAY and kind in ("bid", "knock"):
            return "The bidding is over."
        return "That is not a move in Oh Hell! now."

    # ----- scoring ---------------------------------------------------------------------------
    def hand_score(self, options: dict[str, Any], bid: int, made: int) -> int:
        """The book: exact, "a 1 in front of their bid" (10 + bid); missed, "a scratch and no
        points". The card-maker: exact, ten a trick (a zero bid 10); missed, minus ten a trick
        "short or long"."""
        if self.rule(options, "tens"):
            return (10 * bid or 10) if bid == made else -10 * abs(bid - made)
        return 10 + bid if bid == made else 0

    def score_hand(self, state: OhHellState) -> tuple[OhHellState, list[Event]]:
        n = len(state.players)
        pts = [self.hand_score(state.options, state.bids[s], state.tricks[s]) for s in range(n)]
        totals = [t + p for t, p in zip(state.totals, pts)]
        last = state.hand_no >= len(hand_sizes(self.top(n, state.options)))
        tied = totals.count(max(totals)) > 1
        tiebreak = (last and tied and self.rule(state.options, "tiebreak")
                    and state.tiebreaks < MAX_TIEBREAKS)
        record = {"size": state.size, "trump": state.trump, "bids": list(state.bids),
                  "made": list(state.tricks), "tiebreak": state.hand_no > len(hand_sizes(self.top(n, state.options)))}
        new = self.end_of_hand(state, record, pts, last and not tiebreak)
        events = [Event(f"Hand {state.hand_no} scored: " + ", ".join(
            f"{state.players[s]} bid {state.bids[s]}, made {state.tricks[s]}: "
            f"{'scratch' if pts[s] == 0 and state.bids[s] != state.tricks[s] else pts[s]}" for s in range(n))
            + ".", "hand_over", points=pts)]
        if tiebreak:
            new = new.replace(tiebreaks=state.tiebreaks + 1)
            events.append(Event("A tie for the lead: another one-card hand breaks it.", "note"))
        if new.phase == GAME_OVER:
            events.append(Event(f"Game over: {self.win_clause(new)}.",
                                "game_over", winners=self.winners(new)))
        return new, events

    def winners(self, state: OhHellState) -> list[int]:
        """ "The highest score ... is declared the winner"; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = max(state.totals)
        return [s for s, t in enumerate(state.totals) if t == best]

    # ----- what each seat may see ------------------------------------------------------------
    def kitty_zone(self, state: OhHellState) -> Zone:
        """The stub "takes no part in game play": face down, its top card turned up beside it."""
        return zone("kitty", state.kitty, Seen.NOBODY, role=Role.KITTY, label="Stub")

    def extra_zones(self, state: OhHellState) -> list[Zone]:
        # (one card at most: no count under it, "Trump (1)" read as a pile that might fill, s43)
        return [zone("turned", (state.turned,) if state.turned else (), Seen.ALL, role=Role.KITTY, label="Trump",
                     single=True)]

    def extra_with_zones(self, state: OhHellState, cards: dict[str, tuple[str, ...]]) -> OhHellState:
        if set(cards) != {"turned"}:
            raise KeyError(", ".join(cards))
        return state.replace(turned=cards["turned"][0] if cards["turned"] else "")

    def extra_public(self, state: OhHellState) -> dict[str, Any]:
        return {
            "size": state.size, "turned": state.turned,
            "bids": [b if b >= 0 else None for b in state.bids],
            "knocked": [k >= 0 for k in state.knocks] if state.phase == KNOCK else [],
            "bids_total": sum(b for b in state.bids if b >= 0),
        }

    def table_notes(self, state: OhHellState) -> list[str]:
        """The hand (its size), trump and the bids' total against the cards dealt."""
        notes = [f"Hand {state.hand_no}: {state.size} card{'s' if state.size != 1 else ''}", self.trump_note(state)]
        if state.phase in (BIDDING, PLAY):
            # "Bids 9 for 9" read as someone's bid of 9 (s38 t1): the total, against the tricks
            notes.append(f"Bids total {sum(b for b in state.bids if b >= 0)} for {state.size} "
                         f"trick{'s' if state.size != 1 else ''}")
        return notes

    def seat_note(self, state: OhHellState, seat: int) -> str:
        """The seat's bid (or whether it has knocked), its tricks and its score."""
        if state.phase == KNOCK:
            return "knocked" if state.knocks[seat] >= 0 else "choosing"
        bid = state.bids[seat]
        return "no bid yet" if bid < 0 else f"bid {bid}, won {state.tricks[seat]}"

    def determinize(self, state: OhHellState, seat: int | None, rng: random.Random) -> OhHellState:
        """The zones' hidden cards re-dealt (the generic rule), and the knocks the seat has not
        seen drawn afresh: a knock is a hidden choice until the last seat has knocked, so a
        computer player's sample must not copy the real ones."""
        new = super().determinize(state, seat, rng)  # type: ignore[arg-type]
        if state.phase != KNOCK:
            return new
        knocks = tuple(k if k < 0 or s == seat else rng.randrange(2) for s, k in enumerate(state.knocks))
        return new.replace(knocks=knocks)

    def private(self, state: OhHellState, seat: int) -> dict[str, Any]:
        """A seat's own knock, before everyone shows."""
        if state.phase == KNOCK and state.knocks[seat] >= 0:
            return {"knock": state.knocks[seat]}
        return {}

    # ----- computer players -------------------------------------------------------------------
    def wants_trick(self, state: OhHellState, seat: int) -> bool:
        return state.tricks[seat] < state.bids[seat]

    def heuristic_phase(self, state: OhHellState, seat: int) -> Move:
        """Bid the aces, kings and trumps above 9 held; the nearest allowed bid."""
        hand = state.hands[seat]
        guess = sum(1 for c in hand if RANK_OF[c] in ("A", "K") or
                    (SUIT_OF[c] == state.trump and RANK_VALUE_ACE_HIGH[RANK_OF[c]] > 9))
        moves = self.legal_moves(state, seat)
        return min(moves, key=lambda m: abs(m["bid"] - guess))

    # ----- text ------------------------------------------------------------------------------
    def status(self, state: OhHellState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return f"Hand {state.hand_no} is over. {state.players[state.turn]}: deal the next hand."
        trump = f"{suit_word(state.trump).capitalize()} are trump."
        if state.phase == KNOCK:
            waiting = ", ".join(state.players[s] for s in self.acting_together(state))
            return f"One card: knock, then a finger (1) or a closed hand (0). Still to choose: {waiting}. {trump}"
        who = state.players[state.turn]
        if state.phase == BIDDING:
            total = sum(b for b in state.bids if b >= 0)
            dealer = self.dealer_bid_words(state)
            if dealer:
                return f"{who} deals and bids last: {dealer}. {trump}"
            return f"{who} to bid ({state.size} cards, bids so far add up to {total}). {trump}"
        return f"{who} to play. {trump}"

    def dealer_bid_words(self, state: OhHellState) -> str:
        """What the dealer may bid, and why, when a rule bars some bids: "any bid but 3 (the bids
        so far add up to 7, and may not add up to the 10 cards)" (the book), "at least 4 (... must
        come to more than the 10 cards)" (Denexa's). Empty when nothing is barred."""
        barred = self.barred_bids(state) & set(range(state.size + 1))
        if not barred:
            return ""
        others = sum(b for b in state.bids if b >= 0)
        cards = f"the {plural(state.size, 'card')}"
        so_far = f"the bids so far add up to {others}"
        if not self.rule(state.options, "dealer_over"):
            return f"any bid but {min(barred)} ({so_far}, and may not add up to {cards})"
        if len(barred) == state.size:  # nobody else bid a trick: every card
            return f"{state.size}, every card (nobody else bid a trick, and the bids cannot come to more than {cards})"
        return f"at least {max(barred) + 1} ({so_far}, and must come to more than {cards})"

    def prompt(self, state: OhHellState, seat: int) -> str:
        """Private: the knock, and the seat's own choice once made."""
        if state.phase == KNOCK:
            if state.knocks[seat] >= 0:
                return f"You showed {'a finger (1)' if state.knocks[seat] else 'a closed hand (0)'}; waiting for the others."
            return (f"{state.players[seat]}: knock, knock, knock: show a finger to take the trick, "
                    "or a closed hand not to.")
        return self.status(state)

    def score_sheet(self, state: OhHellState) -> "ScoreSheet":
        """The blank Oh Hell! sheet (``core/blank_sheets.py``) filled in: every round of the game
        in order (those still to play left blank), bid, made and score per player; tiebreaker
        hands after them. "Tricks bid are marked under each players name" (the hand being played
        has its bids on the seats' labels); each cell's mark is the family's on paper (the panel's
        short cells show it): "If the player is successful in getting their exact bid they get a
        1 in front of their bid. Eg. 1 becomes an 11. If not successful then they get a scratch"
        (the panel showed the score alone, and the bids only when pointed at: s34 t1 #5)."""
        from ..core.blank_sheets import oh_hell_notes, oh_hell_round_label, oh_hell_sequence
        from ..core.scoresheet import ScoreRow

        n = len(state.players)
        top = self.top(n, state.options)
        book = not self.rule(state.options, "tens")  # (the card-maker's ten a trick: no 1 to put in front)

        # carried from hand to hand: the (bid, points) made where the 1 in front does not say the
        # points, whether a ✗ is on the sheet, whether a bid of 0 made ("10") is
        Carry = tuple[frozenset[tuple[int, int]], bool, bool]

        def make(i: int, record: dict, carry: Carry) -> tuple[list[ScoreRow], Carry]:
            bids, made, points = record["bids"], record["made"], record["points"]
            missed = [bids[s] != made[s] for s in range(n)]
            odd = carry[0] | {(bids[s], points[s]) for s in range(n)
                              if not missed[s] and str(points[s]) != f"1{bids[s]}"}
            cells = tuple((bids[s], made[s], SCRATCH if points[s] == 0 and missed[s] else points[s]) for s in range(n))
            marks = tuple(f"{bids[s]} {SCRATCH}" if missed[s] else made_mark(bids[s], points[s])
                          for s in range(n)) if book else ()
            label = oh_hell_round_label(record["size"]) + (" (tiebreaker)" if record["tiebreak"] else "")
            return [ScoreRow(label, cells, marks=marks)], (
                odd, carry[1] or any(SCRATCH in cell for cell in cells), carry[2] or made_mark(0, 10) in marks)

        # (the rows of the hands made at the last call are kept: one more hand makes one row)
        rows, (odd, scratched, zero_made) = SHEET_ROWS.rows((n, book), state.history, make, (frozenset(), False, False))
        rows += [ScoreRow(oh_hell_round_label(size)) for size in oh_hell_sequence(top)[len(state.history):]]
        notes = oh_hell_notes(top, not book, self.rule(state.options, "dealer_over"))
        # what a ✗ on the sheet means, a key: said under the panel's sheet as well as printed (the
        # panel's "Last" column showed ✗ with no word for it; only the printed notes said it)
        keys = (SCRATCH_KEY,) if scratched else ()
        said = "the bid, a 1 put in front of it if made (12: a bid of 2 made, 12 points)" if book else ""
        if book and keys:  # (where this is said, the panel leaves the key out: it said the ✗ twice)
            said += f", a {SCRATCH} after it if missed (a scratch: no points)"
        if book and zero_made:
            # "10" beside "110 = 20" read as a bid of 10 (s35 t4 #2): the family's mark, said
            said += f"; {made_mark(0, 10)}: a bid of 0 made, 10 points"
        if book:  # a mark whose number written is not its points (a bid of 10 made), once it is on the sheet
            said += "".join(f"; {made_mark(bid, pts)}: a bid of {bid} made, {pts} points (ten and the bid)"
                            for bid, pts in sorted(odd))
        return self.history_sheet(state, rows, ("Bid", "Made", "Score"), notes, keys=keys, marks_said=said,
                                  round_word="hand")  # (its rows are named by their cards: "10 cards")


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = OhHell()
