"""Canadian Salad (Whist), from the family's rule book (004_312affb30e9b3af0.txt, section
"Canadian Salad (Whist)").

Cards: "3 players: one deck, remove 1 set of all clubs = 13 cards each"; "4 players: one complete
deck"; "5 players: one deck, remove 2 of clubs & 2 of diamonds = 10 cards each"; "6 players: two
decks remove 1 set of all clubs & 1 set of all diamonds = 13 cards each"; "7 players: two decks,
remove 1 set of all clubs = 13 cards each"; "8 players: two complete decks".

Play: "Low score wins." "You do not want tricks." "Whoever takes the tricks counts the card value
below." "NO TRUMPS at all". "You MUST follow suit lead if possible." "On multiple deck games, when
two identical winning cards fall, the last one thrown wins trick." "If someone manages to catch
all cards of interest on a round, they score zero but everyone else scores 100 points. - i.e. All
Aces on round 7, or All hearts on round 4, etc. This does NOT apply to single events such as LAST
TRICK and single deck KING OF SPADES scoring."

The ten rounds: "Round 1 Red cards 5 points each (total 130)", "Round 2 Even cards
(2,4,6,8,10,Q) 5 points each (total 120)", "Round 3 Each trick 10 points each (total 130)",
"Round 4 Each heart 10 points each (total 130)", "Round 5 Each face card 10 points each (total
120)", "Round 6 Each seven 30 points each (total 120)", "Round 7 Each Ace 30 points each (total
120)", "Round 8 Each Queen 30 points each (total 120)", "Round 9 Each king of spades 75 points
each", "Round 10 Last trick 75 points each".

Decided where the text is vague (also on the in-app rules page):

* The book's totals are for four players. With other counts a round is worth what the cards in
  play give: three players (no clubs) have 26 red cards but only 18 even cards; five players
  have 25 red cards; two decks have twice as many. The round's total is shown on the table.
* A catch is taking every card of interest in the round (rounds 1, 2 and 4 to 8), or every
  trick in round 3, or, with two decks, both kings of spades in round 9. The catcher scores 0
  and each other player 100. Round 10 (last trick) and round 9 with one deck are never a catch.
* Every trick is played out, even when nothing is left to score.
* The first dealer is drawn at random, the deal passes to the left and the player on the
  dealer's left leads. Aces are high.
* After ten rounds the lowest total wins; players tied for lowest share the win.

Moves (as recorded): ``{"kind": "play", "card": "QS"}``, ``{"kind": "next_hand"}``. Stacked
deals: every card dealt one at a time from the dealer's left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..core.cards import RANK_OF, RANKS, SUIT_OF, DeckSpec
from ..core.game import Event, GameInfo
from ..core.scoresheet import POINTS_AND_TOTAL
from .tricks import GAME_OVER, HAND_OVER, TrickGame, TrickState, deal, left_of

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

CLUBS = tuple(r + "C" for r in RANKS)
DIAMONDS = tuple(r + "D" for r in RANKS)

#: Players -> (decks, cards taken out): the book's "Players and Cards".
DECKS: dict[int, tuple[int, tuple[str, ...]]] = {
    3: (1, CLUBS), 4: (1, ()), 5: (1, ("2C", "2D")), 6: (2, CLUBS + DIAMONDS), 7: (2, CLUBS), 8: (2, ()),
}
REMOVED_WORDS = {3: "all the clubs", 4: "nothing", 5: "the 2 of clubs and the 2 of diamonds",
                 6: "one set of clubs and one set of diamonds", 7: "one set of clubs", 8: "nothing"}

EVEN = frozenset({"2", "4", "6", "8", "10", "Q"})
FACES = frozenset({"J", "Q", "K"})


@dataclass(frozen=True)
class Round:
    number: int
    name: str  # as the book's table says it
    each: int  # points for each card (or trick) of interest
    counts: Callable[[str], bool] | None  # which cards score; None: tricks or the last trick
    catch: str = "cards"  # "cards", "tricks", "two_decks" (round 9) or "" (never)
    what: str = ""  # what costs the points, in a sentence: "each red card you take"

    @property
    def label(self) -> str:
        """The round's row on the sheet, played or blank: "Round 1 – Red cards"."""
        return f"Round {self.number} – {self.name}"

    @property
    def name_in_line(self) -> str:
        """The name inside a sentence: only its first letter lowered, so "(2,4,6,8,10,Q)" keeps its Q."""
        return self.name[:1].lower() + self.name[1:]

    def words(self, total: int | None = None) -> str:
        """The round's rule in plain words: "Round 1: each red card you take costs 5 (130 in
        all)" (it read "Round 1: red cards 5 (total 130)", the book's table row copied: s27 t1 #7);
        the total left out where it is the one card's or trick's."""
        said = f"Round {self.number}: {self.what} costs {self.each}"
        return f"{said} ({total} in all)" if total is not None and total != self.each else said


ROUNDS = (
    Round(1, "Red cards", 5, lambda c: SUIT_OF[c] in ("H", "D"), what="each red card you take"),
    Round(2, "Even cards (2,4,6,8,10,Q)", 5, lambda c: RANK_OF[c] in EVEN,
          what="each even card (2,4,6,8,10,Q) you take"),
    Round(3, "Each trick", 10, None, catch="tricks", what="each trick you take"),
    Round(4, "Each heart", 10, lambda c: SUIT_OF[c] == "H", what="each heart you take"),
    Round(5, "Each face card", 10, lambda c: RANK_OF[c] in FACES, what="each face card (J, Q, K) you take"),
    Round(6, "Each seven", 30, lambda c: RANK_OF[c] == "7", what="each seven you take"),
    Round(7, "Each ace", 30, lambda c: RANK_OF[c] == "A", what="each ace you take"),
    Round(8, "Each queen", 30, lambda c: RANK_OF[c] == "Q", what="each queen you take"),
    Round(9, "Each king of spades", 75, lambda c: c == "KS", catch="two_decks",
          what="each king of spades you take"),
    Round(10, "Last trick", 75, None, catch="", what="the last trick"),
)
CATCH = 100


def deck_for(players: int) -> DeckSpec:
    decks, removed = DECKS[players]
    return DeckSpec(decks=decks, omit_cards=removed)


def round_total(rnd: Round, players: int) -> int:
    """What a round gives out, from the cards in play (the book's totals are for four)."""
    cards = deck_for(players).codes()
    if rnd.counts is not None:
        return rnd.each * sum(1 for c in cards if rnd.counts(c))
    if rnd.catch == "tricks":
        return rnd.each * (len(cards) // players)
    return rnd.each


@dataclass(eq=False, kw_only=True)
class SaladState(TrickState):
    pass


class CanadianSalad(TrickGame[SaladState]):
    info = GameInfo(
        id="canadian_salad",
        name="Canadian Salad",
        family="Trick-taking",
        min_players=3,
        max_players=8,
        description="Ten rounds of no-trump whist, each with its own cards to avoid; lowest score wins.",
        source="004_312affb30e9b3af0.txt, section 'Canadian Salad (Whist)'",
        rules_page="canadian_salad.html",
        sheet_columns=POINTS_AND_TOTAL, sheet_low_wins=True,
        sheet_rounds=tuple(rnd.label for rnd in ROUNDS),
    )
    hand_word = "round"

    def deck(self, players: int, options: dict[str, Any]) -> DeckSpec:
        return deck_for(players)

    def undealt(self, players, options, seed, stack) -> SaladState:
        n = len(players)
        state = SaladState(players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
                           shuffles=0, phase=HAND_OVER, turn=0, hands=((),) * n, totals=(0,) * n)
        return state

    def deal_hand(self, state: SaladState, dealer: int) -> tuple[SaladState, list[Event]]:
        """All the cards, one at a time from the dealer's left; "NO TRUMPS at all"."""
        n = len(state.players)
        order = self.shuffled(state)
        hands, _ = deal(order, n, left_of(dealer, n), len(order) // n)
        new = self.blank_hand(state, dealer).replace(hands=hands, shuffles=state.shuffles + 1)
        rnd = ROUNDS[state.hand_no - 1]
        events = [Event(f"{rnd.words(round_total(rnd, n))}. {state.players[dealer]} deals "
                        f"{len(hands[0])} cards each.", "dealt", dealer=dealer)]
        return self.start_play(new, left_of(dealer, n)), events

    def phase_moves(self, state):  # pragma: no cover - only the play and the hand over
        return []

    # ----- scoring ---------------------------------------------------------------------------
    def taken(self, state: SaladState, rnd: Round) -> list[int]:
        """What each seat took of the round's cards (or tricks)."""
        n = len(state.players)
        if rnd.counts is not None:
            return [sum(1 for c in state.won[s] if rnd.counts(c)) for s in range(n)]
        if rnd.catch == "tricks":
            return list(state.tricks)
        return [1 if s == state.last_winner else 0 for s in range(n)]

    def score_hand(self, state: SaladState) -> tuple[SaladState, list[Event]]:
        n = len(state.players)
        rnd = ROUNDS[state.hand_no - 1]
        taken = self.taken(state, rnd)
        whole = sum(taken)
        catcher = -1
        two_decks = DECKS[n][0] == 2
        if rnd.catch == "cards" or rnd.catch == "tricks" or (rnd.catch == "two_decks" and two_decks):
            catcher = next((s for s in range(n) if taken[s] == whole and whole > 1), -1)
        if catcher >= 0:
            points = [0 if s == catcher else CATCH for s in range(n)]
            text = (f"{state.players[catcher]} takes them all: {state.players[catcher]} scores 0 and "
                    f"everyone else {CATCH}.")
        else:
            points = [rnd.each * t for t in taken]
            text = f"Round {rnd.number}, {rnd.name_in_line}: " + ", ".join(f"{state.players[s]} {points[s]}" for s in range(n)) + "."
        record = {"round": rnd.number, "name": rnd.name, "taken": taken, "catch": catcher}
        new = self.end_of_hand(state, record, points, rnd.number == len(ROUNDS))
        events = [Event(text, "hand_over", points=points)]
        if new.phase == GAME_OVER:
            events.append(Event(f"Game over: {self.win_clause(new)} with the lowest score.", "game_over", winners=self.winners(new)))
        return new, events

    def winners(self, state: SaladState) -> list[int]:
        """ "Low score wins"; ties share."""
        if state.phase != GAME_OVER:
            return []
        best = min(state.totals)
        return [s for s, t in enumerate(state.totals) if t == best]

    # ----- what the table shows ---------------------------------------------------------------
    def kitty_zone(self, state: SaladState) -> None:
        return None  # every card is dealt

    def current_round(self, state: SaladState) -> Round:
        return ROUNDS[min(state.hand_no, len(ROUNDS)) - 1]

    def extra_public(self, state: SaladState) -> dict[str, Any]:
        n = len(state.players)
        rnd = self.current_round(state)
        return {"round": rnd.number, "round_rule": f"{rnd.words()}", "round_total": round_total(rnd, n),
                "removed": REMOVED_WORDS[n], "decks": DECKS[n][0],
                "taken": self.taken(state, rnd) if rnd.number != 10 else [0] * n}

    # ----- words for the table (the generic table's notes, once TrickGame.public carries them) ---
    def table_notes(self, state: SaladState) -> list[str]:
        """The round's rule and total, no trump, and the cards taken out."""
        n = len(state.players)
        rnd = self.current_round(state)
        decks, removed = DECKS[n]
        cards = ("two decks" if decks == 2 else "one deck") + (f", less {REMOVED_WORDS[n]}" if removed else "")
        return [rnd.words(round_total(rnd, n)), "No trump", cards]

    def seat_note(self, state: SaladState, seat: int) -> str:
        """What the seat has taken of the round's cards so far."""
        rnd = self.current_round(state)
        if rnd.counts is None:
            return f"{state.tricks[seat]} trick{'s' if state.tricks[seat] != 1 else ''}" if state.tricks else ""
        taken = sum(1 for c in state.won[seat] if rnd.counts(c)) if state.won else 0
        return f"{taken * rnd.each} points taken"

    def wants_trick(self, state: SaladState, seat: int) -> bool:
        return False

    def status(self, state: SaladState) -> str:
        if state.phase == GAME_OVER:
            return f"Game over: {self.win_clause(state)} with the lowest score."
        rnd = self.current_round(state)
        if state.phase == HAND_OVER:
            return f"Round {rnd.number} is over. {state.players[state.turn]}: deal the next round."
        n = len(state.players)
        decks, removed = DECKS[n]
        cards = "two decks" if decks == 2 else "one deck"
        if removed:
            cards += f" less {REMOVED_WORDS[n]}"
        return (f"{state.players[state.turn]} to play. {rnd.words(round_total(rnd, n))}, no trump; "
                f"{cards}.")

    def score_sheet(self, state: SaladState) -> "ScoreSheet":
        """One row per round (the book's ten), points and running total per player; catches
        marked."""
        from ..core.scoresheet import ScoreRow, ScoreSection, ScoreSheet, today

        n = len(state.players)
        rows, running = [], [0] * n
        for record in state.history:
            running = [t + p for t, p in zip(running, record["points"])]
            label = f"Round {record['round']} – {record['name']}" + (" – caught all" if record["catch"] >= 0 else "")
            rows.append(ScoreRow(label, tuple((p, t) for p, t in zip(record["points"], running)),
                                 marked=(record["catch"],) if record["catch"] >= 0 else ()))
        for rnd in ROUNDS[len(state.history):]:
            rows.append(ScoreRow(rnd.label))
        over = state.phase == GAME_OVER
        return ScoreSheet(
            title="Canadian Salad score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            sections=(ScoreSection(rows=tuple(rows)),), totals=tuple(state.totals),
            winners=tuple(self.winners(state)) if over else (), lower_is_better=self.info.sheet_low_wins,
            tie_rule="Ties share the win.",
            notes=("No trumps. " + "; ".join(f"{r.number}: {r.name_in_line} {r.each}"
                                             f" (total {round_total(r, n)})" for r in ROUNDS) + ".",
                   f"Catching every card of interest (every trick in round 3; both kings of spades with two "
                   f"decks): 0 for the catcher, {CATCH} for everyone else. Never for the last trick.",
                   f"Cards taken out for {n} players: {REMOVED_WORDS[n]}. Low score wins."),
        )


GAME = CanadianSalad()


def removed_cards(players: int) -> Sequence[str]:
    """The cards taken out of the decks for this many players."""
    return DECKS[players][1]

