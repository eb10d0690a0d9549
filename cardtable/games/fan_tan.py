"""Fan Tan (Parliament, Stops), from the card-maker's rules (003_568aafc6ffe6d89e.txt, section
"Fan Tan").

Set-up: 3 to 8 players, one 52-card deck, "give each player an equal amount of chips" (an option,
50 by default). "Shuffle and deal the cards out as evenly as they will go, starting with the
player to the left of the dealer. All players ante one chip to the pot to begin play. Any players
that happen to have received fewer cards than others ... ante an additional chip".

The play: "Initially, the only card that may be played is a 7"; once a 7 is down, "the 6 and 8
of the same suit may be played", then on down to the ace and up to the king. Other 7s "form new
rows underneath the first 7 ... forming a three-by-four grid". The grid is drawn as written: the
8s and above to the left of each 7, the 6s and below to its right. The screen shows every suit's
row from the deal on (an empty one says "a 7 starts it"), so the rows keep one fixed order,
spades, hearts, diamonds, clubs, rather than the order their 7s came: a row never moves under a
card being dragged to it. "if the player ... cannot play
a 7, they add one chip to the pot and play continues to the left". "play is compulsory"; "if a
player has multiple options on a turn, they of course are not penalized for selecting one option
over another (even if this means that a 7 goes unplayed for awhile)". "Game play continues until
one player runs out of cards. Each other player counts the number of cards remaining in their
hand and pays one chip per card to the pot. The pot is then collected by the player who ran out
of cards."

Option (off by default), the penalty pass: a player may pass although able to play. "If a player
is found to have been able to play but passed instead, they pay an additional three chips to the
pot; if they held a 7 at the time, they pay five chips each to the players holding the 6 and 8 of
that suit."

Decisions where the text is vague (also on the in-app rules page):

* Every player who cannot play pays a chip, not only the first player of the deal.
* A penalty pass is found when the deal ends, when all hands are shown: the passer pays its three
  chips (on top of the chip every pass costs) and, for each 7 held at the time, five chips to each
  other player who held the 6 or the 8 of that suit at the time. Penalties are settled first, then
  the cards left are paid for, then the winner takes the pot. The passes are settled one by one
  in the order they were made, each in the text's order, the chips to the pot first, then the
  fives; chips a player was paid for another's pass pay their later ones; one who runs short
  pays as far as their chips go.
* Who cannot pay: a player pays what chips they have. The game ends when that deal is over (or as
  soon as a player has no chip left when a deal ends). Otherwise the game lasts an agreed number
  of deals (option; 0 means one deal by each player, the default).
* "The object of Fan Tan is to end play with the most chips": the most chips wins; ties share.
* Who deals the first deal: the text does not say, so the family's General Rules do: "When
  dealing the cards for the first round the dealer is randomly selected unless the rules state
  differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals; "Play begins
  with the player to the left of the dealer", and the deal passes left. House rule
  ``first_dealer``: the last player named deals, so the first named plays first (as every game
  did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..core.cards import RANK_OF, RANK_VALUE, RANKS, SUIT_NAMES, SUIT_OF, SUITS, DeckSpec, card_name
from ..core.first_dealer import first_dealer_option, opening_dealer
from ..core.game import Applied, Drag, Event, Game, GameInfo, GameState, Move, OptionSpec
from ..core.rng import shuffle
from ..core.words import listed, plural
from ..core.zones import Role, Seen, Zone

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

PLAY, PASS, NEXT_DEAL = "play", "pass", "next_deal"
PASS_MOVE = Move(kind=PASS)
NEXT_DEAL_MOVE = Move(kind=NEXT_DEAL)
DEAL_AGAIN = "Deal again"  # the button between deals, as the status says it ("Anna: deal again.")
DECK = DeckSpec()
PLAYING, DEAL_OVER, GAME_OVER = "play", "deal_over", "game_over"

FOUND_PASS_CHIPS = 3  # "they pay an additional three chips to the pot"
HELD_SEVEN_CHIPS = 5  # "they pay five chips each to the players holding the 6 and 8"


@dataclass(frozen=True)
class Row:
    """One row of the grid: a suit and the lowest and highest rank values laid (7 to begin)."""

    suit: str
    low: int
    high: int

    def cards(self) -> tuple[str, ...]:
        """The row as it lies, high cards to the left of the 7, low cards to its right."""
        return tuple(RANKS[v - 1] + self.suit for v in range(self.high, self.low - 1, -1))


@dataclass(eq=False, kw_only=True)
class FanTanState(GameState):
    hands: tuple[tuple[str, ...], ...]
    rows: tuple[tuple[str, int, int], ...]  # (suit, low, high) in the order the 7s were played
    chips: tuple[int, ...]
    pot: int
    turn: int
    dealer: int
    deal_no: int  # 1 for the first deal
    phase: str
    short: bool  # somebody could not pay in full this deal: the game ends with it
    # Passes made while able (penalty-pass option), hidden until the deal ends:
    # (seat, ((suit of a 7 held, holder of its 6, holder of its 8), ...)).
    false_passes: tuple[tuple[int, tuple[tuple[str, int, int], ...]], ...]
    chips_at_deal: tuple[int, ...]  # chips before this deal's ante (the sheet's row is the change)
    deal_changes: tuple[tuple[int, ...], ...]  # per finished deal, each seat's chips won or lost
    deal_winners: tuple[int, ...]  # who went out, per finished deal
    # Per seat, the cards it showed the table it does not hold this deal: all that were playable
    # when it passed (passing is only for who cannot play, unless the penalty-pass option is on).
    lacks: tuple[tuple[str, ...], ...] = ()


class FanTan(Game):
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the chips each player has
    seat_numbers = ("chips",)
    #: what is dealt and played out, in one word throughout (the log's "Deal 2", the status's
    #: "Deal 1 is over.", the button, the table's "This deal is over: ..."): the status said
    #: "Deal 1 is over." over a button "Deal the next hand" (s33). The text deals the cards and
    #: keeps "hand" for the cards a player holds.
    hand_word = "deal"
    #: the status line after the last card says the pot and the payments in one sentence, not
    #: one sentence a payment (the log keeps those)
    result_on_status_line = True
    info = GameInfo(
        id="fan_tan",
        name="Fan Tan",
        keywords=("sevens", "parliament"),  # other names the start screen's search finds it by
        family="Shedding (stops)",
        min_players=3,
        max_players=8,
        description="Build the suits out from the 7s; who cannot play pays a chip. First out takes the pot.",
        source="003_568aafc6ffe6d89e.txt, section 'Fan Tan'",
        rules_page="fan_tan.html",
        # (chips won or lost in each deal and the chips held after it; the bottom row the chips held)
        sheet_row="Deal", sheet_columns=("Won", "Chips"), sheet_total="Chips",
        options=(
            OptionSpec("chips", "Starting chips", "Chips each player starts with.", 50, minimum=5, maximum=1000),
            OptionSpec("deals", "Deals", "How many deals the game lasts (or one deal by each player).", 0,
                       minimum=0, maximum=50, zero_text="One deal each"),
            OptionSpec("penalty_pass", "Passing while able",
                       "You may pass (and pay your chip) even when you could play. When the deal ends and the "
                       "hands are shown, each such pass costs you 3 more chips; if you held a 7 when you passed, "
                       "you also pay 5 chips to whoever held that suit's 6 and 5 to whoever held its 8.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return DECK

    # ----- set-up ---------------------------------------------------------------------------
    def first_deal(self, players, options, seed, stack) -> tuple[FanTanState, Sequence[Event]]:
        dealer = opening_dealer(players, options, seed)[0]
        chips = (options["chips"],) * len(players)
        state = FanTanState(
            players=players, options=options, seed=seed, stack=stack, hands=(), rows=(), chips=chips,
            pot=0, turn=0, dealer=dealer, deal_no=0, phase=PLAYING, short=False, false_passes=(),
            chips_at_deal=chips, deal_changes=(), deal_winners=(),
        )
        return self._deal(state, dealer)

    def _deal(self, state: FanTanState, dealer: int) -> tuple[FanTanState, list[Event]]:
        """ "deal the cards out as evenly as they will go, starting with the player to the left of
        the dealer. All players ante one chip ... fewer cards than others ... ante an additional
        chip" """
        n = len(state.players)
        order = shuffle(DECK.cards(), state.seed, state.deal_no, state.stack)
        hands: list[list[str]] = [[] for _ in range(n)]
        for i, card in enumerate(order):
            hands[(dealer + 1 + i) % n].append(card)
        most = max(len(h) for h in hands)
        chips, pot, short = list(state.chips), 0, False
        events = [Event(f"Deal {state.deal_no + 1}: {state.players[dealer]} deals.", "dealt", dealer=dealer)]
        for seat in range(n):
            ante = 1 + (len(hands[seat]) < most)
            paid = min(ante, chips[seat])
            short |= paid < ante
            chips[seat] -= paid
            pot += paid
            events.append(Event(f"{state.players[seat]} antes {paid} chip{'s' if paid != 1 else ''}.",
                                "chips_paid", src=seat, dst="pot", amount=paid))
        new = state.replace(
            hands=tuple(tuple(h) for h in hands), rows=(), chips=tuple(chips), pot=state.pot + pot,
            turn=(dealer + 1) % n, dealer=dealer, deal_no=state.deal_no + 1, phase=PLAYING, short=short,
            false_passes=(), chips_at_deal=state.chips, lacks=(),
        )
        return new, events

    # ----- the turn -------------------------------------------------------------------------
    def current_player(self, state: FanTanState) -> int | None:
        return None if state.phase == GAME_OVER else state.turn

    def playable(self, state: FanTanState, card: str) -> bool:
        """ "Initially, the only card that may be played is a 7"; then "the 6 and 8 of the same
        suit", and on "in sequence" down to the ace and up to the king."""
        value, suit = RANK_VALUE[RANK_OF[card]], SUIT_OF[card]
        if value == 7:
            return True
        for row_suit, low, high in state.rows:
            if row_suit == suit:
                return value == low - 1 or value == high + 1
        return False

    @staticmethod
    def wanted(state: FanTanState) -> list[str]:
        """The cards the grid takes now, wherever they are: the 7s not yet played and the next
        card at each end of each row."""
        out = []
        rows = {suit: (low, high) for suit, low, high in state.rows}
        for suit in SUITS:
            if suit not in rows:
                out.append("7" + suit)
                continue
            low, high = rows[suit]
            out += [RANKS[v - 1] + suit for v in (low - 1, high + 1) if 1 <= v <= len(RANKS)]
        return out

    def compute_legal_moves(self, state: FanTanState) -> list[Move]:
        if state.phase == DEAL_OVER:
            return [NEXT_DEAL_MOVE]
        if state.phase != PLAYING:
            return []
        moves = [Move(kind=PLAY, card=c) for c in state.hands[state.turn] if self.playable(state, c)]
        if not moves or state.options["penalty_pass"]:
            moves.append(PASS_MOVE)
        return moves

    def perform(self, state: FanTanState, move: Move) -> Applied:
        if move.kind == PLAY:
            return self._play(state, move["card"])
        if move.kind == PASS:
            return self._pass(state)
        n = len(state.players)
        new, events = self._deal(state, (state.dealer + 1) % n)
        return Applied(new, tuple(events))

    def _play(self, state: FanTanState, card: str) -> Applied:
        seat, who = state.turn, state.players[state.turn]
        value, suit = RANK_VALUE[RANK_OF[card]], SUIT_OF[card]
        if value == 7:  # "they form new rows underneath the first 7"
            rows = state.rows + ((suit, 7, 7),)
        else:
            rows = tuple((s, min(lo, value), max(hi, value)) if s == suit else (s, lo, hi)
                         for s, lo, hi in state.rows)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        new = state.replace(hands=tuple(hands), rows=rows, turn=(seat + 1) % len(state.players))
        event = Event(f"{who} plays the {card_name(card)}.", "card_moved", card=card, src=f"hand/{seat}",
                      dst=f"row_{SUIT_NAMES[suit]}")
        if not hands[seat]:  # "Game play continues until one player runs out of cards."
            return self._end_deal(new, seat, [event])
        return Applied(new, (event,))

    def _pass(self, state: FanTanState) -> Applied:
        """ "they add one chip to the pot and play continues to the left". A pass while able
        (option) is remembered, unseen by the others, with the 7s held and who held their 6 and 8."""
        seat, who = state.turn, state.players[state.turn]
        false_passes = state.false_passes
        if any(self.playable(state, c) for c in state.hands[seat]):
            sevens = []
            for card in state.hands[seat]:
                if RANK_OF[card] == "7":
                    s = SUIT_OF[card]
                    sevens.append((s, self._holder(state, "6" + s), self._holder(state, "8" + s)))
            false_passes = false_passes + ((seat, tuple(sevens)),)
        lacks = state.lacks
        if not state.options["penalty_pass"]:
            marks = list(lacks or ((),) * len(state.players))
            marks[seat] = tuple(sorted(set(marks[seat]) | set(self.wanted(state))))
            lacks = tuple(marks)
        chips, pot, short = self._pay(state.chips, seat, 1, state.pot, state.short)
        new = state.replace(chips=chips, pot=pot, short=short, false_passes=false_passes, lacks=lacks,
                            turn=(seat + 1) % len(state.players))
        paid = state.chips[seat] - chips[seat]
        words = f"{who} passes and pays {plural(paid, 'chip')} to the pot." if paid else \
            f"{who} passes and has no chip left to pay."
        return Applied(new, (Event(words, "chips_paid", src=seat, dst="pot", amount=paid),))

    @staticmethod
    def _holder(state: FanTanState, card: str) -> int:
        for seat, hand in enumerate(state.hands):
            if card in hand:
                return seat
        return -1  # already on the grid

    @staticmethod
    def _pay(chips: tuple[int, ...], seat: int, amount: int, pot: int, short: bool) -> tuple[tuple[int, ...], int, bool]:
        """``seat`` pays ``amount`` to the pot, or all they have."""
        paid = min(amount, chips[seat])
        out = list(chips)
        out[seat] -= paid
        return tuple(out), pot + paid, short or paid < amount

    @staticmethod
    def _passed(found: dict[int, int], seat: int, times: int) -> str:
        """ "passed", "passed 3 times", or after passes of the player said before "passed again",
        "passed 3 more times" (``found`` counts them, and now these too)."""
        before = found.get(seat, 0)
        found[seat] = before + times
        if before:
            return f"passed {'again' if times == 1 else f'{times} more times'}"
        return f"passed{f' {times} times' if times > 1 else ''}"

    @staticmethod
    def _say_found(events: list[Event], names: Sequence[str], seat: int, found: dict[int, int], times: int,
                   lines: list[tuple[Any, str, int, int]]) -> None:
        """The log's lines for ``times`` found passes of one player (``found`` counts those said
        before): what they cost, then each payment, ``lines`` as (payee or "pot", card that
        earned it or "", chips owed, chips paid), in the order paid."""
        who, passed = names[seat], FanTan._passed(found, seat, times)
        for payee, card, due, paid in lines:
            of = f" (of {due} owed)" if paid < due else ""
            if payee == "pot":
                events.append(Event(f"{who} {passed} while able to play: {plural(due, 'chip')} more to the pot.",
                                    "note"))
                if paid:
                    events.append(Event(f"{who} pays {plural(paid, 'chip')} to the pot{of}.", "chips_paid",
                                        src=seat, dst="pot", amount=paid))
                continue
            held = f"{who} held the 7 of {SUIT_NAMES[card[-1]]}"
            whose = f"{names[payee]}, who held the {card_name(card)}"
            if paid:
                events.append(Event(f"{held}: pays {plural(paid, 'chip')} to {whose}{of}.", "chips_paid",
                                    src=seat, dst=payee, amount=paid))
            else:  # the player owed is told, not left to wonder
                events.append(Event(f"{held}: {plural(due, 'chip')} owed to {whose}, not paid.", "note"))

    def _end_deal(self, state: FanTanState, winner: int, events: list[Event]) -> Applied:
        """Found passes are settled, then "Each other player counts the number of cards remaining
        in their hand and pays one chip per card to the pot. The pot is then collected by the
        player who ran out of cards."

        The found passes are settled pass by pass, in the order they were made, each in the
        text's order: three chips to the pot, then five chips to each player who held the 6 or the
        8 of a 7 held. Chips are chips: five a player was paid for another's pass pay that
        player's later passes. One who runs short pays as far as their chips go, and the game
        ends with the deal (as it always settled: an older save replays the same). The log tells
        a run of one player's passes together, each debt summed, when the player paid it all (the
        order inside it changes nothing then), else pass by pass as the chips went, and what was
        left unpaid in one line; it names the card (the 6 or the 8) that earns each payment for a
        7 held, says that a player has no chips left only of one left with none, and names who
        could not pay at the end."""
        names = state.players
        events.append(Event(f"{names[winner]} is out of cards.", "hand_over", seat=winner))
        chips, pot, short = state.chips, state.pot, state.short
        # who already owed a chip they did not have (an ante or a pass this deal)
        unpaid = {seat for seat, c in enumerate(state.chips) if short and c == 0}
        broke_said: set[int] = set()

        def broke(seat: int) -> None:
            if chips[seat] == 0 and seat not in broke_said:
                broke_said.add(seat)
                events.append(Event(f"{names[seat]} has no chips left.", "note"))

        # The found passes, settled pass by pass in the order they were made (chips a player was
        # paid for a 7 another held pay that player's later passes), told a run of one player's
        # passes at a time: each debt summed over the run where the player paid it all (nobody
        # else pays or is paid in between, so the order within it changes nothing), else pass by
        # pass, as the chips went (s33 t3 #12; s34 review 2).
        found: dict[int, int] = {}  # found passes said so far, per player
        went_short: list[int] = []  # who could not pay all their found passes, in order
        runs: list[tuple[int, list[tuple[tuple[str, int, int], ...]]]] = []
        for seat, sevens in state.false_passes:
            if runs and runs[-1][0] == seat:
                runs[-1][1].append(sevens)
            else:
                runs.append((seat, [sevens]))
        for seat, passes in runs:
            paid_run: list[list[tuple[Any, str, int, int]]] = []  # per pass: (payee, card, owed, paid)
            for sevens in passes:
                dues: list[tuple[Any, str, int]] = [("pot", "", FOUND_PASS_CHIPS)] + [
                    (payee, rank + suit, HELD_SEVEN_CHIPS) for suit, six, eight in sevens
                    for payee, rank in ((six, "6"), (eight, "8")) if payee >= 0 and payee != seat]
                lines = []
                for payee, card, due in dues:
                    paid = min(due, chips[seat])
                    moved = list(chips)
                    moved[seat] -= paid
                    if payee == "pot":
                        pot += paid
                    else:
                        moved[payee] += paid
                    chips = tuple(moved)
                    lines.append((payee, card, due, paid))
                paid_run.append(lines)
            if all(paid == due for lines in paid_run for _, _, due, paid in lines):
                summed: dict[tuple[Any, str], int] = {}
                for lines in paid_run:
                    for payee, card, due, _ in lines:
                        summed[payee, card] = summed.get((payee, card), 0) + due
                self._say_found(events, names, seat, found, len(passes),
                                [(payee, card, due, due) for (payee, card), due in summed.items()])
            else:  # pass by pass while the player has chips, then what is left in one line
                short = True
                unpaid.add(seat)
                if seat not in went_short:
                    went_short.append(seat)
                some = [lines for lines in paid_run if any(paid for *_, paid in lines)]
                for lines in some:
                    self._say_found(events, names, seat, found, 1, lines)
                if len(some) < len(paid_run):
                    passed = self._passed(found, seat, len(paid_run) - len(some))
                    left = sum(due for lines in paid_run[len(some):] for *_, due, _ in lines)
                    events.append(Event(f"{names[seat]} {passed} while able to play: "
                                        f"{plural(left, 'chip')} more owed, not paid.", "note"))
        for seat in went_short:  # said where it stays so: the winner takes the pot below
            if seat != winner:
                broke(seat)
        for seat, hand in enumerate(state.hands):
            if seat != winner and hand:
                before = chips[seat]
                chips, pot, short = self._pay(chips, seat, len(hand), pot, short)
                paid = before - chips[seat]
                if paid:
                    short_of = f" (of {len(hand)} owed)" if paid < len(hand) else ""
                    events.append(Event(f"{names[seat]} pays {plural(paid, 'chip')} for "
                                        f"{plural(len(hand), 'card')} left{short_of}.",
                                        "chips_paid", src=seat, dst="pot", amount=paid, cards=len(hand)))
                if paid < len(hand):
                    unpaid.add(seat)
                    broke(seat)
        won = list(chips)
        won[winner] += pot
        events.append(Event(f"{names[winner]} takes the pot of {plural(pot, 'chip')}.", "chips_paid", src="pot", dst=winner,
                            amount=pot, won=True))
        change = tuple(c - b for c, b in zip(won, state.chips_at_deal))
        new = state.replace(chips=tuple(won), pot=0, short=short, deal_changes=state.deal_changes + (change,),
                            deal_winners=state.deal_winners + (winner,))
        deals = state.options["deals"] or len(names)
        if short or min(won) == 0 or new.deal_no >= deals:
            new = new.replace(phase=GAME_OVER)
            if short or min(won) == 0:
                events.append(Event(self._cannot_pay(names, sorted(unpaid), won), "game_over"))
            else:
                events.append(Event("That was the last deal: the game is over.", "game_over"))
        else:
            new = new.replace(phase=DEAL_OVER, turn=(state.dealer + 1) % len(names))
        return Applied(new, tuple(events))

    @staticmethod
    def _cannot_pay(names: tuple[str, ...], unpaid: list[int], chips: list[int]) -> str:
        """The closing line names who could not pay (else who has no chips left): "cannot pay" of
        who is left with none, "could not pay in full" of who was paid chips after running short
        (for a 7 another held, or the pot)."""
        if unpaid:
            broke = [names[s] for s in unpaid if chips[s] == 0]
            paid_since = [names[s] for s in unpaid if chips[s] > 0]
            said = ([f"{listed(broke)} cannot pay"] if broke else []) + \
                ([f"{listed(paid_since)} could not pay in full"] if paid_since else [])
            return f"{' and '.join(said)}: the game is over."
        empty = [names[s] for s, c in enumerate(chips) if c == 0]
        if empty:
            verb = "have" if len(empty) > 1 else "has"
            return f"{listed(empty)} {verb} no chips left: the game is over."
        return "Somebody cannot pay: the game is over."

    def check(self, state: FanTanState, move: Move) -> str | None:
        if move in self.legal_moves(state):
            return None
        return self.explain(state, move)

    def explain(self, state: FanTanState, move: Move) -> str:
        if state.phase == GAME_OVER:
            return "The game is over."
        if state.phase == DEAL_OVER:
            return f"This deal is over: {DEAL_AGAIN.lower()}."
        kind = move.get("kind")
        who = state.players[state.turn]
        if kind == PLAY:
            card = move.get("card")
            if not isinstance(card, str) or card not in RANK_OF or card == "JK":
                return f"{card!r} is not a card."
            if card not in state.hands[state.turn]:
                return f"{who} does not hold the {card_name(card)}."
            if not state.rows:
                return "The first card played must be a 7."
            return f"The {card_name(card)} does not go next to a card on the table."
        if kind == PASS:
            return "Play is compulsory: you have a card you can play."
        if kind == NEXT_DEAL:
            return "The deal is not over yet."
        return "That is not a move in Fan Tan."

    def can_undo(self, before: FanTanState, move: Move, after: FanTanState | None = None) -> bool:
        """A play or pass that ends a deal shows the hands; a new deal shows new cards."""
        if move.kind == NEXT_DEAL:
            return False
        return super().can_undo(before, move, after)

    # ----- what each seat may see -----------------------------------------------------------
    def zones(self, state: FanTanState) -> list[Zone]:
        """Hands are their owners' (shown to all once the deal is over); each suit's row of the
        grid is face up, the rows in one fixed order (spades, hearts, diamonds, clubs), a row with
        no 7 yet empty (where its 7 goes). The rows are all on the table from the deal on, so they
        never move: in the order the 7s were played, a row started later pushed the empty rows
        down, and a card dragged at the hearts landed on the clubs."""
        shown = Seen.OWNER if state.phase == PLAYING else Seen.ALL
        zones = [Zone("hand", hand, shown, seat) for seat, hand in enumerate(state.hands)]
        rows = {suit: (low, high) for suit, low, high in state.rows}
        for suit in SUITS:
            if suit in rows:
                low, high = rows[suit]
                zones.append(Zone(f"row_{SUIT_NAMES[suit]}", Row(suit, low, high).cards(), Seen.ALL, role=Role.TABLEAU,
                                  label=SUIT_NAMES[suit].capitalize(), anchor=high - 7))
            else:
                zones.append(Zone(f"row_{SUIT_NAMES[suit]}", (), Seen.ALL, role=Role.TABLEAU,
                                  label=f"{SUIT_NAMES[suit].capitalize()}: a 7 starts it", anchor=0))
        return zones

    # ----- on the table -----------------------------------------------------------------------
    @staticmethod
    def hand_sort_key(card: str) -> tuple[int, int]:
        """A hand is sorted by suit (black and red alternating, as on other tables), then ace to
        king: the ace is the lowest card of a row ("on down to the ace"), and was sorted after
        the king."""
        return "SHCD".find(SUIT_OF[card]), RANK_VALUE[RANK_OF[card]]

    def table_drag(self, state: FanTanState, move: Move) -> Drag | None:
        """A card goes from the hand to the row of its suit (a 7 to its empty row)."""
        if move.kind != PLAY:
            return None
        return Drag.of(move, f"hand/{state.turn}", f"row_{SUIT_NAMES[SUIT_OF[move['card']]]}")

    def table_drop(self, state: FanTanState, seat: int | None, drag: Drag) -> Move | None:
        """A card dropped on the row of its suit; on another row it means nothing (the table then
        says where it goes)."""
        card = drag.picked[0][1] if len(drag.picked) == 1 else None
        if not isinstance(card, str) or card not in SUIT_OF or drag.to[0] != f"row_{SUIT_NAMES[SUIT_OF[card]]}":
            return None
        return Move(kind=PLAY, card=card)

    def move_label(self, state: FanTanState, move: Move) -> str:
        if move.kind == PASS:
            return "Pass (pay a chip)"
        if move.kind == NEXT_DEAL:
            return DEAL_AGAIN
        return ""

    def with_zones(self, state: FanTanState, cards: dict[str, tuple[str, ...]]) -> FanTanState:
        hands = tuple(cards.get(f"hand/{s}", h) for s, h in enumerate(state.hands))
        return state.replace(hands=hands)

    def public(self, state: FanTanState) -> dict[str, Any]:
        return {"chips": list(state.chips), "pot": state.pot, "phase": state.phase, "deal": state.deal_no,
                "dealer": state.dealer, "turn": state.turn, "lacks": [list(c) for c in state.lacks]}

    #: A deal of 52 cards among three to eight players, with the passes, lasts up to about 120
    #: moves: the computer's playouts go that far to see who goes out.
    ai_playout_depth = 150

    @staticmethod
    def ai_playout_key(state: FanTanState) -> tuple[int, str]:
        """A Hard player's playout ends with the deal, not with the first pass (every pass pays
        a chip, so the chips change nearly every round)."""
        return state.deal_no, state.phase

    def shown_lacking(self, state: FanTanState) -> Callable[[int, str], bool] | None:
        """A seat that passed holds none of the cards the grid took then (hands only shrink
        during a deal, so that stays true): the search's samples keep to it. A search that
        forgot it would deal the passer the very cards it showed it has not."""
        if not any(state.lacks):
            return None
        lacks = [frozenset(cards) for cards in state.lacks]
        return lambda seat, card: card in lacks[seat]

    # ----- the end --------------------------------------------------------------------------
    def is_over(self, state: FanTanState) -> bool:
        return state.phase == GAME_OVER

    def scores(self, state: FanTanState) -> list[int]:
        return list(state.chips)

    def winners(self, state: FanTanState) -> list[int]:
        """ "end play with the most chips"; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = max(state.chips)
        return [i for i, c in enumerate(state.chips) if c == best]

    def several_rounds(self, options: dict[str, Any]) -> bool:
        return True

    def score_sheet(self, state: FanTanState) -> "ScoreSheet":
        """One row per deal: chips won or lost, and chips held after it; who went out marked."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, house_rules_text, today

        rows, held = [], list((state.options["chips"],) * len(state.players))
        for i, change in enumerate(state.deal_changes):
            held = [h + c for h, c in zip(held, change)]
            rows.append(ScoreRow(f"{self.info.sheet_row} {i + 1}", tuple((c, h) for c, h in zip(change, held)),
                                 marked=(state.deal_winners[i],)))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Fan Tan score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, own_sub=0, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=tuple(rows)),),
            totals=tuple(state.chips), winners=tuple(self.winners(state)) if over else (),
            # the bottom row holds chips, and the most chips wins (it said "highest total wins"
            # over "No scores yet." and four 49s, s38 t4 #8)
            total_label=self.info.sheet_total,
            extra={"goal": "the most chips wins", "round_cells": "chips won or lost"},
            tie_rule="Ties share the win.",
            notes=("Ante one chip (two with a short hand); a pass costs a chip; the first out takes the pot "
                   "after the others pay a chip per card left.",),
        )

    def hand_result_words(self, state: FanTanState, events: Sequence[Event], short: bool = False) -> str:
        """ "Each other player counts the number of cards remaining in their hand and pays one
        chip per card to the pot. The pot is then collected by the player who ran out of cards":
        who went out, the pot they took and what each paid for their cards left, "Ben is out of
        cards and takes the pot of 12 chips (paid for cards left: Anna 1, Robo Ruby 2, Robo Remy 1)."
        (it said only "Ben is out of cards.", s44); short, for the table, without the payments."""
        out = next((e for e in events if e.kind == "hand_over"), None)
        took = next((e for e in events if e.kind == "chips_paid" and e.data.get("won")), None)
        if out is None or took is None:
            return " ".join(e for e in events if e.kind == "hand_over")
        names = state.players
        words = f"{names[out.data['seat']]} is out of cards and takes the pot of {plural(took.data['amount'], 'chip')}"
        paid = [f"{names[e.data['src']]} {e.data['amount']}" for e in events
                if e.kind == "chips_paid" and "cards" in e.data]
        return f"{words} (paid for cards left: {', '.join(paid)})." if paid and not short else words + "."

    def status(self, state: FanTanState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the most chips."
        if state.phase == DEAL_OVER:
            return f"Deal {state.deal_no} is over. {state.players[state.turn]}: {DEAL_AGAIN.lower()}."
        who = state.players[state.turn]
        # "play is compulsory—any player that can play a card cannot elect to simply pass"
        if state.options["penalty_pass"]:
            return f"{who}: play {self._need(state)}, or pass and pay a chip. Pot: {state.pot}."
        return f"{who}: play {self._need(state)}; if none, pass and pay a chip. Pot: {state.pot}."

    @staticmethod
    def _need(state: FanTanState) -> str:
        return "a 7" if not state.rows else "a 7 or a card next to a row"

    def prompt(self, state: FanTanState, seat: int) -> str:
        """The player to move is offered only what they may do: a pass while holding a card that
        plays is no choice ("Note that play is compulsory"), unless the house rule allows it. (It
        said "play a 7, or pass and pay a chip" to a player holding a 7.)"""
        if state.phase != PLAYING or seat != state.turn:
            return self.status(state)
        who = state.players[seat]
        moves = self.legal_moves(state)
        if not any(m.kind == PLAY for m in moves):
            return f"{who}: you have no card to play, so pass and pay a chip. Pot: {state.pot}."
        if PASS_MOVE in moves:  # "Passing while able": a pass is allowed, and found at the end
            return self.status(state)
        return f"{who}: play {self._need(state)}. Pot: {state.pot}."


GAME = FanTan()
