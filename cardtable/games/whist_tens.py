"""Whist with 10s, from the family's rule book (004_312affb30e9b3af0.txt, section "Whist with 10s").

"One deck of cards, no jokers"; "Four people can play". "High score after all 6 rounds wins".
"Deal all cards, person left of dealer starts." "Take as many tricks as you can – you count
tricks after you take 6". "You must follow suit if possible". "You want to take the 10s home as
they count 10 points (eg. If you take 3 tens home and 2 tricks after your 6th trick you score 32
points) if you get 1 ten home and 5 tricks after your sixth trick count 15 points."
Rounds: "1. Hearts trump 2. Spades trump 3. Diamonds trump 4. Clubs trump 5. Hi no-trump 6. Low
no-trump (you do not want to take any tricks – what you take the other team counts)".

Decided where the text is vague (also on the in-app rules page):

* "the other team": two teams of partners sitting opposite, scoring together.
* A team scores one point for each trick it takes after its sixth, and ten for each ten it
  takes home; in a hand that is 40 for the tens plus the winning team's tricks over six.
* Low no-trump: the tricks over six and the tens a team takes are scored by the other team.
  Card ranks are unchanged (aces high; the highest card of the suit led still wins).
* A tie after six rounds is a draw (both teams share the win).

Moves (as recorded): ``{"kind": "play", "card": "10H"}``, ``{"kind": "next_hand"}``. Stacked
deals: all 52 one at a time from the dealer's left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import RANK_OF
from ..core.game import Event, GameInfo
from ..core.words import listed
from .tricks import (
    GAME_OVER, HAND_OVER, PLAY, TEAMS, TrickGame, TrickState, deal, left_of, team_of, tricks_word,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..core.scoresheet import ScoreSheet

#: The six rounds: (trump suit or "", what the sheet and the table call it).
ROUNDS = (("H", "Hearts trump"), ("S", "Spades trump"), ("D", "Diamonds trump"), ("C", "Clubs trump"),
          ("", "Hi no-trump"), ("", "Low no-trump"))
LOW = 6  # the sixth round is low no-trump
#: what the low round asks, on the table and in the prompt (the others' trump says it all)
LOW_RULE = "avoid tricks: the tricks over six and the tens your side takes score for the other side"


def round_words(hand_no: int) -> str:
    """The round's name, and in low no-trump what a family must do: "Low no-trump – avoid tricks: ..."."""
    name = ROUNDS[hand_no - 1][1]
    return f"{name} – {LOW_RULE}" if hand_no == LOW else name


def round_label(hand_no: int) -> str:
    """The round's row on the sheet, played or blank: "Round 3 – Diamonds trump"."""
    return f"Round {hand_no} – {ROUNDS[hand_no - 1][1]}"


def short_round(hand_no: int) -> str:
    """The round beside the table, numbered as the rule book lists them, on one line: "3. Diamonds"
    ("Round 3 – Diamonds trump" went on two lines in the narrow sheet, every round's row twice as
    tall, round 6 under a scroll bar: s41 t3); the tooltip and the printed sheet keep the whole."""
    name = ROUNDS[hand_no - 1][1]
    return f"{hand_no}. {name.removesuffix(' trump')}"


def tens(cards) -> int:
    return sum(1 for c in cards if RANK_OF[c] == "10")


def points_for(tricks: int, tens_home: int) -> int:
    """ "you count tricks after you take 6"; the 10s "count 10 points" """
    return max(0, tricks - 6) + 10 * tens_home


@dataclass(eq=False, kw_only=True)
class WhistTensState(TrickState):
    pass


class WhistTens(TrickGame[WhistTensState]):
    info = GameInfo(
        id="whist_tens",
        name="Whist with 10s",
        family="Trick-taking",
        min_players=4,
        max_players=4,
        description="Partners take tricks over six and bring the tens home, through six rounds of trump.",
        source="004_312affb30e9b3af0.txt, section 'Whist with 10s'",
        rules_page="whist_tens.html",
        sheet_columns=("Tricks", "Tens", "Points"),
        sheet_rounds=tuple(round_label(r) for r in range(1, len(ROUNDS) + 1)),
    )
    hand_word = "round"
    partnership = True

    def undealt(self, players, options, seed, stack) -> WhistTensState:
        state = WhistTensState(
            players=players, options=options, seed=seed, stack=stack, hand_no=1, dealer=0,
            shuffles=0, phase=PLAY, turn=0, hands=((),) * 4, totals=(0, 0),
        )
        return state

    def deal_hand(self, state: WhistTensState, dealer: int) -> tuple[WhistTensState, list[Event]]:
        """ "Deal all cards, person left of dealer starts." """
        hands, _ = deal(self.shuffled(state), 4, left_of(dealer, 4), 13)
        trump, name = ROUNDS[state.hand_no - 1]
        new = self.blank_hand(state, dealer).replace(hands=hands, trump=trump, shuffles=state.shuffles + 1)
        events = [Event(f"Round {state.hand_no}, {name}: {state.players[dealer]} deals.", "dealt", dealer=dealer,
                        trump=trump)]
        return self.start_play(new, left_of(dealer, 4)), events

    def phase_moves(self, state):  # pragma: no cover - only the play and the hand over
        return []

    def score_hand(self, state: WhistTensState) -> tuple[WhistTensState, list[Event]]:
        """One point a trick after the sixth, ten a ten; in low no-trump "what you take the other
        team counts"."""
        taken = [sum(state.tricks[s] for s in team) for team in TEAMS]
        tens_home = [sum(tens(state.won[s]) for s in team) for team in TEAMS]
        earned = [points_for(t, k) for t, k in zip(taken, tens_home)]
        low = state.hand_no == LOW
        points = earned[::-1] if low else earned
        names = self.team_names(state)
        record = {"round": ROUNDS[state.hand_no - 1][1], "tricks": taken, "tens": tens_home, "low": low}
        new = self.end_of_hand(state, record, points, state.hand_no == len(ROUNDS))
        text = "; ".join(f"{names[i]} take {taken[i]} tricks and {tens_home[i]} ten{'s' if tens_home[i] != 1 else ''}"
                         for i in range(2))
        events = [Event(f"{text}. " + ("Low no-trump: each team scores what the other takes. " if low else "")
                        + f"{names[0]} {points[0]}, {names[1]} {points[1]}.", "hand_over", points=points)]
        if new.phase == GAME_OVER:
            events.append(Event("Game over: " + (listed(names) + " draw." if new.totals[0] == new.totals[1]
                                                 else f"{names[0 if new.totals[0] > new.totals[1] else 1]} win."),
                                "game_over", winners=self.winners(new)))
        return new, events

    def winners(self, state: WhistTensState) -> list[int]:
        """ "High score after all 6 rounds wins"; a tie is a draw (all four share it)."""
        if state.phase != GAME_OVER:
            return []
        a, b = state.totals
        return [0, 1, 2, 3] if a == b else list(TEAMS[0 if a > b else 1])

    def kitty_zone(self, state: WhistTensState) -> None:
        return None  # every card is dealt

    def extra_public(self, state: WhistTensState) -> dict[str, Any]:
        return {"round": ROUNDS[min(state.hand_no, len(ROUNDS)) - 1][1], "low": state.hand_no == LOW,
                "team_names": self.team_names(state),
                "tens_taken": [sum(tens(state.won[s]) for s in team) for team in TEAMS]}

    def table_notes(self, state: WhistTensState) -> list[str]:
        """The round (its trump), and each team's tricks, tens and score."""
        names = self.team_names(state)
        rnd = min(state.hand_no, len(ROUNDS))
        taken = [sum(state.tricks[s] for s in team) for team in TEAMS]
        tens_home = [sum(tens(state.won[s]) for s in team) for team in TEAMS]
        return [f"Round {rnd} of {len(ROUNDS)}: {round_words(rnd)}"] + [
            f"{names[t]}: {tricks_word(taken[t])}, {tens_home[t]} ten{'s' if tens_home[t] != 1 else ''}"
            for t in range(2)]

    def wants_trick(self, state: WhistTensState, seat: int) -> bool:
        return state.hand_no != LOW

    def status(self, state: WhistTensState) -> str:
        names = self.team_names(state)
        if state.phase == GAME_OVER:
            a, b = state.totals
            if a == b:
                return f"Game over: a draw at {a} each."
            return f"Game over: {names[0 if a > b else 1]} win {max(a, b)} to {min(a, b)}."
        if state.phase == HAND_OVER:
            return f"Round {state.hand_no} is over. {state.players[state.turn]}: deal the next round."
        return f"{state.players[state.turn]} to play. Round {state.hand_no}: {round_words(state.hand_no)}."

    def score_sheet(self, state: WhistTensState) -> "ScoreSheet":
        """One row per round, all six listed (those still to play left blank): each team's
        tricks, tens and points."""
        from ..core.scoresheet import ScoreRow

        rows = [ScoreRow(round_label(i + 1),
                         tuple((r["tricks"][t], r["tens"][t], r["points"][t]) for t in range(2)), short=short_round(i + 1))
                for i, r in enumerate(state.history)]
        rows += [ScoreRow(round_label(i + 1), short=short_round(i + 1)) for i in range(len(state.history), len(ROUNDS))]
        return self.history_sheet(state, rows, self.info.sheet_columns, tie_rule="A tie is a draw.", notes=(
            "One point for each trick after the sixth, ten for each ten taken home.",
            "Low no-trump: each team scores what the other team took."))


GAME = WhistTens()
