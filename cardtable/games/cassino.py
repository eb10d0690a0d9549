"""Cassino, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Cassino").

Players and cards: "Cassino, a game for two players"; "one standard 52-card deck". "Shuffle and
deal four cards to the board and four to each player, in the following pattern: two to the
opponent, two to the table, two to the dealer, then repeating." "The non-dealer plays first."
"Every fourth turn, the players exhaust their hands. New four-card hands are dealt from the stock,
two at a time, as before. The board does not receive any further cards".

Capturing (see :mod:`.captures`): "by pairing, in which case the card captures all other cards of
that rank on the board"; "by addition, wherein the player captures two or more other cards that
total the value of the card being played"; "aces count as one and numerical cards as their face
value. Face cards have no value and cannot be captured by addition." "A single card may capture an
unlimited number of cards, so long as all of the cards captured match the card being played."
Clearing the board is a sweep: "the card performing in the sweep face-up in the score pile".

Trailing: "If a player cannot make any other play on their turn, they must trail ... A player may
not simply trail if they are able to capture something with that card, however."

Building: "Builds can be created with intent to capture them either by addition or pairing"
("Building seven", "Building eights"). "A build can only be captured by what it was previously
declared to be a build of." "In order to build, player must have another card actually capable of
capturing the build as declared. Builds must be captured as a unit". "A previously-established
build may be augmented with further building before it is captured. Further building must continue
in the manner it was started."

The end of a hand: "The last player to make a successful capture adds the remaining board cards to
their score pile. (This does not constitute a sweep unless the player actually captured all of the
cards on the board at once.)" Scoring: each sweep 1, each ace 1, most spades 1, Little Cassino
(2♠) 1, Big Cassino (10♦) 2, most cards 3 ("In the event of a tie for most cards overall, neither
player is awarded these three points"). "The first player to score 11 or 21 points (as previously
agreed by the players) wins": the option ``target``, default 21.

Decided (issue 20; also on the rules page):

* Either player may raise a sum build while it is one group (a 2 on "Building seven" makes
  "Building nine"), or add further groups of its value (a 3 and a 4 beside it); a build of
  several groups is only added to. Rank builds of face cards are allowed (queens on a queen).
* A capture that pairs takes every loose card of the rank; it may take sums and builds with it.
* Any card that can capture nothing may trail; the option ``trail_when_stuck`` allows a trail only
  when no capture or build is possible with any card.
* A sweep made with the last card of the hand counts.
* The deal alternates. When both players pass the target in one hand the higher total wins; equal
  totals play another hand.
* Who deals the first hand: the card-maker's text does not say, so the family's General Rules
  (004_312affb30e9b3af0.txt) do: "When dealing the cards for the first round the dealer is
  randomly selected unless the rules state differently". The dealer is drawn from the seed
  (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals. House rule
  ``first_dealer``: the last player named deals, so the first named plays first (as every game
  did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.cards import DeckSpec
from ..core.first_dealer import first_dealer_option
from ..core.game import GameInfo, OptionSpec
from .captures import CASSINO_VALUES, CaptureRules, FishingGame, FishingState, counts_of, item_columns

BIG_CASSINO, LITTLE_CASSINO = "10D", "2S"

#: The scoring items, in order, with the sheet's column labels.
ITEMS = (("cards", "Cards"), ("spades", "Spades"), ("little", "2\u2660"), ("big", "10\u2666"),
         ("aces", "Aces"), ("sweeps", "Sweeps"))


def most(counts: Sequence[int]) -> int | None:
    """The seat with strictly the most (None on a tie for the most)."""
    best = max(counts)
    top = [s for s, c in enumerate(counts) if c == best]
    return top[0] if len(top) == 1 else None


def cassino_items(piles: Sequence[Sequence[str]], sweeps: Sequence[int], *, cards_at: int | None = None,
                  spades_at: int | None = None) -> list[dict[str, int]]:
    """Each seat's points by item: "Each sweep—one point. Each ace—one point. Collecting the
    most spades—one point. Little Cassino ... one point. Big Cassino ... two points. Collecting
    the most cards overall—three points" (ties for the most: nobody). With ``cards_at`` /
    ``spades_at`` (the party game) the 3 and the 1 go to whoever has at least that many."""
    counts = [len(p) for p in piles]
    spades = [counts_of(p)["S"] for p in piles]
    if cards_at is None:
        card_seat = most(counts)
    else:
        card_seat = next((s for s, c in enumerate(counts) if c >= cards_at), None)
    if spades_at is None:
        spade_seat = most(spades)
    else:
        spade_seat = next((s for s, c in enumerate(spades) if c >= spades_at), None)
    out = []
    for seat, pile in enumerate(piles):
        out.append({
            "cards": 3 if seat == card_seat else 0,
            "spades": 1 if seat == spade_seat else 0,
            "little": 1 if LITTLE_CASSINO in pile else 0,
            "big": 2 if BIG_CASSINO in pile else 0,
            "aces": sum(1 for c in pile if c[0] == "A"),
            "sweeps": sweeps[seat],
        })
    return out


def hand_record(state: FishingState, items: list[dict[str, int]]) -> dict[str, Any]:
    piles = [state.piles[s] + state.sweeps[s] for s in range(len(state.players))]
    return {"items": items, "points": [sum(i.values()) for i in items],
            "cards": [len(p) for p in piles], "spades": [counts_of(p)["S"] for p in piles]}


#: The rules, with and without the "trail only when stuck" house rule (built once: every search
#: step asks for them).
RULES = {stuck: CaptureRules(CASSINO_VALUES, pair_all=True, multiple=True, builds=True, rank_builds=True,
                             faces_in_builds=True, trail_when_stuck=stuck) for stuck in (False, True)}


class Cassino(FishingGame):
    info = GameInfo(
        id="cassino",
        name="Cassino",
        keywords=("casino",),  # other names the start screen's search finds it by
        family="Fishing",
        min_players=2,
        max_players=2,
        description="Capture table cards by pairing, adding up and building; sweeps, spades and the Cassinos score.",
        source="003_568aafc6ffe6d89e.txt, section 'Cassino'",
        rules_page="cassino.html",
        sheet_row="Hand", sheet_columns=item_columns(ITEMS),
        options=(
            OptionSpec("target", "Game to", "Play to 11 or to 21 points, as agreed.", 21, choices=(21, 11)),
            OptionSpec("trail_when_stuck", "Trail only when stuck",
                       "A card may be trailed only when no card can capture or build.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2
    hand_size = 4
    items = ITEMS
    worth = {"10D": 4.0, "2S": 2.0, "A": 2.0, "S": 0.5}

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "one standard 52-card deck" """
        return DeckSpec()

    def rules(self, options: dict[str, Any]) -> CaptureRules:
        return RULES[bool(options["trail_when_stuck"])]

    def target(self, options: dict[str, Any]) -> int:
        return options["target"]

    def deal_order(self, n: int, dealer: int, cards: int, board: bool) -> list[int | None]:
        """ "two to the opponent, two to the table, two to the dealer, then repeating"; new
        hands "two at a time, as before" (the table gets no more)."""
        opponent = (dealer + 1) % n
        one: list[int | None] = [opponent, opponent] + ([None, None] if board else []) + [dealer, dealer]
        return one * (cards // 2)

    def score_hand(self, state: FishingState) -> tuple[dict[str, Any], list[int], list[int]]:
        items = cassino_items([p + s for p, s in zip(state.piles, state.sweeps)], [len(s) for s in state.sweeps])
        record = hand_record(state, items)
        totals = [t + p for t, p in zip(state.totals, record["points"])]
        return record, totals, self.game_winners(totals, self.target(state.options))

    def sheet_notes(self, options: dict[str, Any]) -> tuple[str, ...]:
        return ("Most cards 3 (a tie: nobody), most spades 1, Little Cassino (2\u2660) 1, Big Cassino (10\u2666) 2, "
                "each ace 1, each sweep 1.", f"First to {options['target']} wins.")


GAME = Cassino()
