"""Saskatchewan Rummy, from the family's rule book (004_312affb30e9b3af0.txt, section
"Saskatchewan Rummy").

Cards: "1 deck of cards, no jokers"; "Any number of people can play"; "All cards are dealt out to
make equal numbered hands." "If some cards need to be removed so that all the players get equal
amount of cards remove the 2s and/or 3s." "Aces are high", "No trump", "Game play begins with the
person to the left of the dealer". Object: "Pay as little as possible in the first 5 hands and go
out as quickly as possible in the last hand."

Rounds: "First round Each trick you take pay 5cents", "Second round Each heart you take pay
5cents", "Third round Each queen you take pay 10 cents", "Fourth round King of clubs pays
25cents", "Fifth round Last trick pays 50cents", then the "Last Round (PayDay)": "Game play
begins with the person to the left of the dealer putting a 7 from their hand in the middle of the
table. If they do not have a 7 then the person to their left plays a 7. Once a 7 has been laid
out the next player can play either a 6 or an 8 of the matching suit or they may play another 7.
If you cannot play you pay 5 cents and pass your turn. Remember some 2s or 3s may be missing and
Aces are played on top of the Kings." Winnings: "First player out of cards takes half the money
in the pot." "Second and Third players out of cards divide the remaining pot".

Decided where the text is vague (also on the in-app rules page):

* 3 to 8 players. As few cards as needed come out: 2s first, then 3s, in the suit order clubs,
  diamonds, hearts, spades (3 players: the 2 of clubs; 5: the 2s of clubs and diamonds; 6 and 8:
  every 2; 7: the 2s of clubs, diamonds and hearts).
* The first dealer is drawn at random and the deal passes to the left. Every trick of rounds 1
  to 5 is played out; what is paid goes into the pot.
* PayDay: a player who has no 7 to start the layout passes for free (option: pays 5 cents).
  After that, a player who can lay a card must; only a player who cannot pays 5 cents and passes.
  A row runs down from its 7 to the lowest card left in the deck (a removed 2 or 3 ends it) and
  up through the king to the ace.
* The pot is shared when the third player goes out (that ends the game; at three players that
  is the last player): the first out takes half, the second and third split the rest, all in
  nickels, an odd nickel going to the earlier one out.
* Each player's score is money won less money paid, in cents; the most money up wins, ties share.

Moves (as recorded): ``{"kind": "play", "card": "QH"}`` (a card to the trick in rounds 1 to 5; on
PayDay a card laid in the middle, on its suit's row), ``{"kind": "pay"}`` (PayDay: pay 5 cents and
pass), ``{"kind": "next_hand"}``. Stacked deals: every card dealt one at a time from the dealer's
left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_OF, RANK_VALUE_ACE_HIGH, SUIT_NAMES, SUIT_OF, SUITS, DeckSpec, card_name, card_short
from ..core.game import Applied, Drag, Event, GameInfo, Move, OptionSpec
from ..core.scoresheet import KeptRows
from ..core.zones import Role, Seen, Zone
from .tricks import GAME_OVER, HAND_OVER, TrickGame, TrickState, deal, left_of, reads, ready_move, zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PAYDAY = "payday"
NICKEL = 5
REMOVE_ORDER = tuple(r + s for r in ("2", "3") for s in ("C", "D", "H", "S"))

#: (what the round charges, cents): the book's five paying rounds.
ROUNDS = (("Each trick you take", 5), ("Each heart you take", 5), ("Each queen you take", 10),
          ("King of clubs", 25), ("Last trick", 50))
PAYDAY_ROUND = len(ROUNDS) + 1
PAY = ready_move(kind="pay")
LAY_MOVES = {c: ready_move(kind="play", card=c) for c in DeckSpec().codes()}  # PayDay: laid in the middle


def removed(players: int) -> tuple[str, ...]:
    """ "remove the 2s and/or 3s": as few as make equal hands, 2s first, clubs, diamonds, hearts,
    spades."""
    return REMOVE_ORDER[:52 % players]


def money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}${cents // 100}.{cents % 100:02d}" if cents >= 100 else f"{sign}{cents}¢"


#: the blank sheet's rows: each paying round with its charge, then PayDay, as the book's "Rounds"
SHEET_ROUNDS = tuple(f"Round {no} – {what}: {money(cents)}" for no, (what, cents) in enumerate(ROUNDS, 1)) + (
    f"Round {PAYDAY_ROUND} – PayDay",)


@dataclass(eq=False, kw_only=True)
class SaskatchewanState(TrickState):
    pot: int = 0  # cents
    paid: tuple[int, ...] = ()  # cents paid into the pot this hand, per seat
    rows: tuple[tuple[str, ...], ...] = ((), (), (), ())  # PayDay rows by suit (SUITS order), low to high
    out: tuple[int, ...] = ()  # PayDay: seats in the order they went out


class SaskatchewanRummy(TrickGame[SaskatchewanState]):
    hand_word = "round"  # "Round 1: each trick you take pays..."
    info = GameInfo(
        id="saskatchewan_rummy",
        name="Saskatchewan Rummy",
        family="Trick-taking",
        min_players=3,
        max_players=8,
        description="Five no-trump hands that cost you money, then PayDay: lay out the suits from the 7s and go out first.",
        source="004_312affb30e9b3af0.txt, section 'Saskatchewan Rummy'",
        rules_page="saskatchewan_rummy.html",
        sheet_rounds=SHEET_ROUNDS,
        # (money, not points: the blank sheet heads its columns as the game's own)
        sheet_columns=("Cents this round", "Money so far"),
        options=(
            OptionSpec("seven_charge", "Pay without a 7", "PayDay: a player who cannot start the layout with a 7 "
                       "pays 5 cents too (off: passes for free).", False),
        ),
    )

    def deck(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DeckSpec(omit_cards=removed(players))

    def undealt(self, players, options, seed, stack) -> SaskatchewanState:
        n = len(players)
        state = SaskatchewanState(players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
                                  shuffles=0, phase=HAND_OVER, turn=0, hands=((),) * n, totals=(0,) * n,
                                  paid=(0,) * n)
        return state

    def deal_hand(self, state: SaskatchewanState, dealer: int) -> tuple[SaskatchewanState, list[Event]]:
        n = len(state.players)
        order = self.shuffled(state)
        hands, _ = deal(order, n, left_of(dealer, n), len(order) // n)
        new = self.blank_hand(state, dealer).replace(hands=hands, shuffles=state.shuffles + 1, paid=(0,) * n,
                                                     rows=((),) * 4, out=())
        if state.hand_no == PAYDAY_ROUND:
            events = [Event(f"PayDay! {state.players[dealer]} deals. {state.players[left_of(dealer, n)]} "
                            "starts the layout with a 7.", "dealt", dealer=dealer)]
            return new.replace(phase=PAYDAY, turn=left_of(dealer, n)), events
        what, cents = ROUNDS[state.hand_no - 1]
        events = [Event(f"Round {state.hand_no}: {what.lower()} costs you {cents} cents. {state.players[dealer]} deals.",
                        "dealt", dealer=dealer)]
        return self.start_play(new, left_of(dealer, n)), events

    # ----- rounds 1 to 5 ------------------------------------------------------------------------
    def charges(self, state: SaskatchewanState) -> list[int]:
        """What each seat owes for the cards it took this round."""
        n = len(state.players)
        no = state.hand_no
        if no == 1:
            return [5 * state.tricks[s] for s in range(n)]
        if no == 2:
            return [5 * sum(1 for c in state.won[s] if SUIT_OF[c] == "H") for s in range(n)]
        if no == 3:
            return [10 * sum(1 for c in state.won[s] if RANK_OF[c] == "Q") for s in range(n)]
        if no == 4:
            return [25 * ("KC" in state.won[s]) for s in range(n)]
        return [50 * (s == state.last_winner) for s in range(n)]

    def score_hand(self, state: SaskatchewanState) -> tuple[SaskatchewanState, list[Event]]:
        n = len(state.players)
        owed = self.charges(state)
        pot = state.pot + sum(owed)
        record = {"round": state.hand_no, "name": ROUNDS[state.hand_no - 1][0], "paid": owed, "won_money": [0] * n,
                  "pot": pot, "out": []}
        new = self.end_of_hand(state.replace(pot=pot, paid=tuple(owed)), record, [-c for c in owed], False)
        events = [Event(f"Round {state.hand_no}: " + ", ".join(f"{state.players[s]} pays {money(owed[s])}"
                                                               for s in range(n) if owed[s])
                        + f". The pot holds {money(pot)}.", "hand_over", points=[-c for c in owed])]
        return new, events

    def wants_trick(self, state: SaskatchewanState, seat: int) -> bool:
        return False

    # ----- PayDay ----------------------------------------------------------------------------
    def layable(self, state: SaskatchewanState, seat: int) -> list[str]:
        """A 7 (the first card must be one: "putting a 7 ... in the middle"), or the next card
        down or up a suit's row; "Aces are played on top of the Kings"."""
        started = any(state.rows)
        out = []
        for card in dict.fromkeys(state.hands[seat]):
            rank = RANK_VALUE_ACE_HIGH[RANK_OF[card]]
            if rank == 7:
                out.append(card)
                continue
            if not started:
                continue
            row = state.rows[SUITS.index(SUIT_OF[card])]
            if row and (rank == RANK_VALUE_ACE_HIGH[RANK_OF[row[0]]] - 1 or rank == RANK_VALUE_ACE_HIGH[RANK_OF[row[-1]]] + 1):
                out.append(card)
        return out

    def phase_moves(self, state: SaskatchewanState) -> list[Move]:
        cards = self.layable(state, state.turn)
        return [LAY_MOVES[c] for c in cards] if cards else [PAY]

    def charge_for_passing(self, state: SaskatchewanState) -> int:
        """ "If you cannot play you pay 5 cents and pass your turn"; before the first 7, only
        with the option."""
        if any(state.rows) or state.options["seven_charge"]:
            return NICKEL
        return 0

    def next_still_in(self, state: SaskatchewanState, seat: int) -> int:
        n = len(state.players)
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if nxt not in state.out:
                return nxt
        return seat  # pragma: no cover - the game ends first

    def perform(self, state: SaskatchewanState, move: Move) -> Applied:
        """On PayDay a card played goes on the layout, not to a trick."""
        if state.phase == PAYDAY:
            return self.perform_phase(state, move)
        return super().perform(state, move)

    def explain(self, state: SaskatchewanState, move: Move) -> str:
        if state.phase == PAYDAY:
            seat = move.get("seat")
            if seat is not None and seat != state.turn:
                return self.not_your_turn(state, seat)
            return self.explain_phase(state, move)
        return super().explain(state, move)

    def perform_phase(self, state: SaskatchewanState, move: Move) -> Applied:
        seat, who = state.turn, state.players[state.turn]
        if move["kind"] == "pay":
            cents = self.charge_for_passing(state)
            paid = list(state.paid)
            paid[seat] += cents
            totals = list(state.totals)
            totals[seat] -= cents
            new = state.replace(pot=state.pot + cents, paid=tuple(paid), totals=tuple(totals),
                                turn=self.next_still_in(state, seat))
            text = f"{who} cannot play: pays 5 cents and passes." if cents else f"{who} has no 7 and passes."
            return Applied(new, (Event(text, "pass", seat=seat, paid=cents),))
        card = move["card"]
        hands = list(state.hands)
        hand = list(hands[seat])
        hand.remove(card)
        hands[seat] = tuple(hand)
        i = SUITS.index(SUIT_OF[card])
        rows = list(state.rows)
        row = rows[i]
        if not row or RANK_VALUE_ACE_HIGH[RANK_OF[card]] > RANK_VALUE_ACE_HIGH[RANK_OF[row[-1]]]:
            rows[i] = row + (card,)
        else:
            rows[i] = (card,) + row
        new = state.replace(hands=tuple(hands), rows=tuple(rows))
        events = [Event(f"{who} lays the {card_name(card)}.", "card_moved", card=card, src=f"hand/{seat}",
                        dst=f"row_{SUIT_OF[card]}", seat=seat)]
        if not hand:
            new = new.replace(out=state.out + (seat,))
            place = ("first", "second", "third")[len(new.out) - 1] if len(new.out) <= 3 else f"{len(new.out)}th"
            events.append(Event(f"{who} is out {place}!", "note", seat=seat))
            if len(new.out) == min(3, len(state.players)):
                return self.payday_over(new, events)
        return Applied(new.replace(turn=self.next_still_in(new, seat)), tuple(events))

    def end_hands_caption(self, state: SaskatchewanState) -> str:
        """PayDay ends when three players are out: the cards the game-over panel shows beside a
        name are the ones still held then (an A\u2663 beside "Robo Remy -30" said nothing of why)."""
        if state.phase != GAME_OVER or not any(state.hands):
            return ""
        return "Cards still in hand when PayDay ended"

    def total_text(self, value: Any) -> str:
        """The money as the log says it: "55\u00a2", "-30\u00a2", "$1.55" (the game-over panel said a
        bare "55": s32 t3 #11)."""
        return money(value) if isinstance(value, int) else super().total_text(value)

    def end_totals_caption(self, state: SaskatchewanState) -> str:
        """The totals are money, in cents, as on the money sheet."""
        return "Final totals (\u00a2)"

    def payday_over(self, state: SaskatchewanState, events: list[Event]) -> Applied:
        """ "First player out of cards takes half the money in the pot." "Second and Third
        players out of cards divide the remaining pot": in nickels, odd ones to the earlier."""
        n = len(state.players)
        nickels = state.pot // NICKEL
        first = (nickels + 1) // 2
        rest = nickels - first
        second = (rest + 1) // 2
        shares = [first * NICKEL, second * NICKEL, (rest - second) * NICKEL]
        won = [0] * n
        for seat, share in zip(state.out, shares):
            won[seat] += share
        won[state.out[0]] += state.pot - sum(shares)  # never: the pot is whole nickels
        record = {"round": PAYDAY_ROUND, "name": "PayDay", "paid": list(state.paid), "won_money": won,
                  "pot": state.pot, "out": list(state.out)}
        # the PayDay payments are already in the totals; the hand's points are its net
        net = [w - p for w, p in zip(won, state.paid)]
        new = state.replace(totals=tuple(t + p for t, p in zip(state.totals, state.paid)))
        new = self.end_of_hand(new, record, net, True).replace(pot=0)
        events.append(Event("PayDay is over: " + ", ".join(f"{state.players[s]} takes {money(won[s])}"
                                                           for s in state.out) + ".", "hand_over", points=net))
        events.append(Event(f"Game over: {self.win_clause(new)}.",
                            "game_over", winners=self.winners(new)))
        return Applied(new, tuple(events))

    def explain_phase(self, state: SaskatchewanState, move: Move) -> str:
        kind = move.get("kind")
        if state.phase != PAYDAY:
            if kind == "pay":
                return "Paying to pass is for PayDay, the last round."
            return "That is not a move in Saskatchewan Rummy now."
        who = state.players[state.turn]
        if kind == "pay":
            return "You can lay a card, and must." if reads(state.turn) else f"{who} can lay a card, and must."
        if kind == "play":
            card = move.get("card")
            if not isinstance(card, str) or card not in SUIT_OF or not SUIT_OF[card]:
                return f"{card!r} is not a card."
            if card not in state.hands[state.turn]:
                return self.not_held(state, state.turn, f"the {card_name(card)}")
            if not any(state.rows):
                return "The layout starts with a 7."
            row = state.rows[SUITS.index(SUIT_OF[card])]
            if not row:
                return f"No {SUIT_NAMES[SUIT_OF[card]]} are out yet: that row starts with its 7."
            return (f"The {SUIT_NAMES[SUIT_OF[card]]} run from the {card_name(row[0])} to the {card_name(row[-1])}: "
                    "lay the next card down or up (the ace goes on the king).")
        return "That is not a move in PayDay."

    def heuristic_phase(self, state: SaskatchewanState, seat: int) -> Move:
        moves = self.legal_moves(state, seat)
        return moves[0]

    # ----- the end ---------------------------------------------------------------------------
    def winners(self, state: SaskatchewanState) -> list[int]:
        """The most money up wins; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = max(state.totals)
        return [s for s, t in enumerate(state.totals) if t == best]

    # ----- what the table shows ---------------------------------------------------------------
    def kitty_zone(self, state: SaskatchewanState) -> None:
        return None

    def zones(self, state: SaskatchewanState) -> list[Zone]:
        """On PayDay the trick area is "the middle of the table" where cards are laid (a drop there
        puts the card on its suit's row)."""
        zones = super().zones(state)
        if state.phase != PAYDAY:
            return zones
        return [zone("trick", z.cards, Seen.ALL, role=Role.TRICK, label="Lay a card here") if z.name == "trick" else z
                for z in zones]

    def table_drag(self, state: SaskatchewanState, move: Move) -> Drag | None:
        """A card played goes onto the trick; on PayDay onto its suit's row, or the box in the
        middle that says to lay a card there (a 6 of hearts dropped on the hearts row was
        refused: only the box took it)."""
        card, seat = move.get("card"), self.seat_of(state, move)
        if move.get("kind") != "play" or not isinstance(card, str) or seat is None:
            return None
        if state.phase == PAYDAY:
            return Drag.of(move, f"hand/{seat}", f"row_{SUIT_OF[card]}", "trick")
        return Drag.of(move, f"hand/{seat}", "trick")

    def trick_cards(self, state: SaskatchewanState) -> tuple[str, ...]:
        """No trick on PayDay: a card laid goes to its suit's row."""
        return () if state.phase == PAYDAY else state.trick

    def extra_zones(self, state: SaskatchewanState) -> list[Zone]:
        """PayDay's rows, one per suit, face up (low card first): on PayDay and while its cards
        lie there (the end of the game), not before (four empty "Spades row"... boxes stood on the
        table in round 1 and meant nothing there, s46 t3 #9)."""
        if state.phase != PAYDAY and not any(state.rows):
            return []
        return [zone(f"row_{s}", state.rows[i], Seen.ALL, role=Role.TABLEAU, label=f"{SUIT_NAMES[s].capitalize()} row")
                for i, s in enumerate(SUITS)]

    def extra_with_zones(self, state: SaskatchewanState, cards: dict[str, tuple[str, ...]]) -> SaskatchewanState:
        rows = list(state.rows)
        for key, value in cards.items():
            if not key.startswith("row_") or key[4:] not in SUITS:
                raise KeyError(key)
            rows[SUITS.index(key[4:])] = value
        return state.replace(rows=tuple(rows))

    def round_rule(self, state: SaskatchewanState) -> str:
        no = min(state.hand_no, PAYDAY_ROUND)
        if no == PAYDAY_ROUND:
            # ("cannot", in a plain clause, as the rules page, the button and the prompt say it;
            # "can't play, pay 5 cents", s43)
            return "PayDay: lay out from the 7s; if you cannot, pay 5 cents"
        what, cents = ROUNDS[no - 1]
        return f"Round {no}: {what.lower()} costs you {cents} cents"

    def extra_public(self, state: SaskatchewanState) -> dict[str, Any]:
        return {"round_rule": self.round_rule(state), "pot": state.pot, "pot_text": money(state.pot),
                "removed": list(removed(len(state.players))), "paid": list(state.paid), "out": list(state.out),
                "money": [money(t) for t in state.totals]}

    def table_notes(self, state: SaskatchewanState) -> list[str]:
        """The round's rule, the pot, the cards taken out; on PayDay the order out."""
        n = len(state.players)
        gone = removed(n)
        notes = [self.round_rule(state), f"Pot: {money(state.pot)}",
                 "Taken out: " + (" ".join(card_short(c) for c in gone) if gone else "none")]  # (was "2C")
        if state.phase == PAYDAY and state.out:
            notes.append("Out: " + ", ".join(state.players[s] for s in state.out))
        return notes

    def seat_note(self, state: SaskatchewanState, seat: int) -> str:
        """The seat's money so far; while a paying round is played, its tricks and what it owes so
        far ("2 tricks · owes 10¢": the money is settled when the round ends, and
        the labels stayed "0¢" for all 17 tricks); on PayDay its place out."""
        words = money(state.totals[seat])
        if state.phase not in (PAYDAY, HAND_OVER, GAME_OVER) and state.tricks:
            taken = state.tricks[seat]
            # (before the first round is settled everybody's money is 0¢: not said, room kept)
            words = (f"{words} · " if state.history else "") + f"{taken} trick{'' if taken == 1 else 's'}"
            # round 5 charges only the last trick: nobody owes anything until it is taken
            owed = self.charges(state)[seat] if state.hand_no < len(ROUNDS) else 0
            if owed:
                words += f" · owes {money(owed)}"
        if seat in state.out:
            words += " · out " + ("first", "second", "third")[min(state.out.index(seat), 2)]
        return words

    def move_label(self, state: SaskatchewanState, move: Move) -> str:
        if move.get("kind") == "pay":
            return "Pay 5 cents and pass" if self.charge_for_passing(state) else "No 7: pass"
        if move.get("kind") == "play" and state.phase == PAYDAY:
            return f"Lay the {card_name(move['card'])}"
        return super().move_label(state, move)

    def prompt(self, state: SaskatchewanState, seat: int) -> str:
        """On PayDay, to a player with no card to lay: that they pay and pass (the table said
        "PayDay: Anna to lay a card" with only the Pay button to press)."""
        if state.phase == PAYDAY and seat == state.turn and all(m.kind == "pay" for m in self.legal_moves(state, seat)):
            pay = "pay 5 cents and pass" if self.charge_for_passing(state) else "pass"
            return f"PayDay: {state.players[seat]}, no card of yours can be laid: {pay}. The pot holds {money(state.pot)}."
        return self.status(state)

    def status(self, state: SaskatchewanState) -> str:
        pot = f"The pot holds {money(state.pot)}."
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)}."
        if state.phase == HAND_OVER:
            return f"Round {state.hand_no} is over. {pot} {state.players[state.turn]}: deal the next round."
        who = state.players[state.turn]
        if state.phase == PAYDAY:
            outs = ", ".join(state.players[s] for s in state.out)
            return f"PayDay: {who} to lay a card. {pot}" + (f" Out: {outs}." if outs else "")
        return f"{who} to play. {self.round_rule(state)}, no trump. {pot}"

    def score_sheet(self, state: SaskatchewanState) -> "ScoreSheet":
        """One row per round: what each player paid (and on PayDay took), and the running money."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, today

        n = len(state.players)

        def make(_i: int, record: dict, running: list[int]) -> tuple[list[ScoreRow], list[int]]:
            running = [t + p for t, p in zip(running, record["points"])]
            label = (f"Round {record['round']} – {record['name']}" if record["round"] < PAYDAY_ROUND
                     else "PayDay – out: " + ", ".join(state.players[s] for s in record["out"]))
            # (the panel beside the table says "PayDay": the names in their order out, wrapped
            # in its narrow label column, were cut to "PayDay – / out: Robo / Rita, Rob…" (s30 t3);
            # its tooltip, the log and the printed sheet have them)
            return [ScoreRow(label, tuple((record["points"][s], running[s]) for s in range(n)),
                             marked=tuple(record["out"][:1]),
                             short="PayDay" if record["round"] == PAYDAY_ROUND else "")], running

        # (the rows of the rounds made at the last call are kept: one more round makes one row)
        rows, _ = SHEET_ROWS.rows(tuple(state.players), state.history, make, [0] * n)
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Saskatchewan Rummy money sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, own_sub=0, date=today(),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(state.totals),
            winners=tuple(self.winners(state)) if over else (), tie_rule="Ties share the win.",
            # (said under the sheet beside the table too: its bare "55" and "-30", where the log
            # said "$1.55" and "80\u00a2", read as dollars or points, s32 t3 #11)
            keys=("All in cents: 155 is $1.55.",),
            notes=("Each round: what it cost (or PayDay won, less what was paid), then the money so far.",
                   "Rounds: each trick 5¢, each heart 5¢, each queen 10¢, king of clubs 25¢, last trick 50¢, "
                   "then PayDay (if you cannot lay a card, pay 5¢).",
                   "PayDay: the first out takes half the pot, the second and third split the rest.",
                   "Cards taken out: " + (", ".join(card_name(c) for c in removed(n)) or "none") + "."),
        )


#: the sheet's rows made at the last call (KeptRows)
SHEET_ROWS = KeptRows()

GAME = SaskatchewanRummy()
