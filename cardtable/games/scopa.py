"""Scopa, from the card-maker's rules (003_568aafc6ffe6d89e.txt, section "Scopa").

Players and cards: "Like Cassino, Scopa is best for two players" (two here). "Scopa requires a
40-card deck": a standard deck "removing the 8s, 9s, and 10s; the English queen will substitute
for the knight, and the jack for the footsoldier"; "diamonds take on the role of coins".

The deal: "deal three cards to each player, then deal four more face up to the center of the
table." "If three or more of the four board cards are kings, it is customary to abandon the hand,
throw in the cards, and deal again" (the option ``kings_redeal``, on by default). "The non-dealer
plays first." "Every third turn, the players exhaust their hands; new three-card hands are dealt
from the stock. The board does not receive any further cards".

Capturing (see :mod:`.captures`): pairing, where "The card captures only one other card of that
rank on the board"; addition, "two or more other cards that total the value of the card being
played ... aces count as one, numerical cards as their face value, jacks as eight, queens as nine,
and kings as ten." "If a card can perform a capture by both pairing or by addition, the pairing
takes precedence and must be performed". Clearing the board is a scopa, "recorded by putting the
card performing in the sweep face-up in the score pile". Trailing: "A player may not simply trail
if they are able to capture something with that card". There is no building.

The end of a hand: "The last player to make a successful capture adds the remaining board cards to
their score pile. This does not constitute a sweep, even if the player actually captured all of the
cards on the board." One point each, in order: most cards, most diamonds ("In the event that the
players are tied ... neither player gets the point"), the sette bello (7♦), primiera, one per
sweep. Primiera: "a player must have collected cards of all four suits", the best card of each suit
counts 7 = 21, 6 = 18, ace 16, 5 15, 4 14, 3 13, 2 12, a face card 10; the higher sum scores. "The
first player to score eleven points wins ... whenever the first player reaches eleven points,
scoring ceases, with the remaining categories going unscored."

Decided (issue 20; also on the rules page):

* Clearing the board with the last card of the hand is no scopa (the rest of the board would go
  to that player anyway).
* A primiera tie scores for nobody. Scopas are counted in the order they were made.
* The player picks which card of the rank, or which cards adding up, to take; a capture by
  addition takes one sum (several sums at once are Cassino's, not Scopa's).
* The deal alternates. Who deals the first hand: the card-maker's text does not say, so the
  family's General Rules (004_312affb30e9b3af0.txt) do: "When dealing the cards for the first
  round the dealer is randomly selected unless the rules state differently". The dealer is drawn
  from the seed (:func:`~cardtable.core.first_dealer.opening_dealer`) and the log says who deals.
  House rule ``first_dealer``: the last player named deals, so the first named plays first (as
  every game did before state version 2: a game saved before replays so).
"""

from __future__ import annotations

from typing import Any

from ..core.cards import RANK_OF, DeckSpec, SUIT_OF
from ..core.first_dealer import first_dealer_option
from ..core.game import GameInfo, OptionSpec
from .captures import SCOPA_VALUES, CaptureRules, FishingGame, FishingState, counts_of, item_columns
from .cassino import most

SETTE_BELLO = "7D"
TARGET = 11
#: "a 7—21 points, a 6—18 points, an ace—16 points, a 5—15 points, a 4—14 points, a 3—13 points,
#: a 2—12 points, a face card—10 points"
PRIMIERA = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "J": 10, "Q": 10, "K": 10}
#: (a scopa is a sweep, as the table's pile of them is labelled: the sheet said "Scope", the Italian
#: plural, which a family did not know for "sweeps", s37 t2)
#: (the family's text counts "the most diamonds"; "coins" is the Italian deck's word, which a family
#: with a French deck did not know, s40 t3: the key stays "coins", as old saves have it)
ITEMS = (("cards", "Cards"), ("coins", "Diamonds"), ("settebello", "7\u2666"), ("primiera", "Primiera"),
         ("scope", "Sweeps"))


def primiera(pile: tuple[str, ...] | list[str]) -> int | None:
    """The pile's primiera count, or None without all four suits."""
    best: dict[str, int] = {}
    for card in pile:
        suit, points = SUIT_OF[card], PRIMIERA[RANK_OF[card]]
        if points > best.get(suit, 0):
            best[suit] = points
    return sum(best.values()) if len(best) == 4 else None


def awards(piles: list[tuple[str, ...]], sweep_order: tuple[int, ...]) -> list[tuple[str, int | None]]:
    """The points of the hand in the order they are added: (item, seat or None)."""
    out: list[tuple[str, int | None]] = [
        ("cards", most([len(p) for p in piles])),
        ("coins", most([counts_of(p)["D"] for p in piles])),
        ("settebello", next((s for s, p in enumerate(piles) if SETTE_BELLO in p), None)),
    ]
    counts = [primiera(p) for p in piles]
    out.append(("primiera", most([-1 if c is None else c for c in counts])
                if any(c is not None for c in counts) else None))
    out += [("scope", seat) for seat in sweep_order]
    return out


#: The rules, with and without the "trail only when stuck" house rule (built once).
RULES = {stuck: CaptureRules(SCOPA_VALUES, pair_all=False, multiple=False, pairing_first=True, builds=False,
                             rank_builds=False, trail_when_stuck=stuck) for stuck in (False, True)}


class Scopa(FishingGame):
    info = GameInfo(
        id="scopa",
        name="Scopa",
        family="Fishing",
        min_players=2,
        max_players=2,
        description="Italy's fishing game with 40 cards: pair or add up to capture, sweep the table for a scopa.",
        source="003_568aafc6ffe6d89e.txt, section 'Scopa'",
        rules_page="scopa.html",
        sheet_row="Hand", sheet_columns=item_columns(ITEMS),
        options=(
            OptionSpec("kings_redeal", "Deal again on three kings",
                       "If three or more of the four table cards are kings, the hand is dealt again.", True),
            OptionSpec("trail_when_stuck", "Trail only when stuck",
                       "A card may be trailed only when no card can capture.", False),
            first_dealer_option(),
        ),
    )
    #: 2: the first dealer is drawn at random unless the house rule ``first_dealer`` says the last
    #: player named (before, the last named always dealt: a game saved before replays so).
    state_version = 2
    first_dealer_since = 2
    hand_size = 3
    items = ITEMS
    worth = {"7D": 4.0, "D": 1.0, "7": 2.0, "6": 1.0}
    last_card_sweeps = False

    def pieces(self, players: int, options: dict[str, Any]) -> DeckSpec:
        """ "removing the 8s, 9s, and 10s" """
        return DeckSpec(omit_ranks=("8", "9", "10"))

    def rules(self, options: dict[str, Any]) -> CaptureRules:
        return RULES[bool(options["trail_when_stuck"])]

    def target(self, options: dict[str, Any]) -> int:
        return TARGET

    def redeal_needed(self, state: FishingState, table) -> bool:
        """ "If three or more of the four board cards are kings ... deal again." """
        return bool(state.options["kings_redeal"]) and sum(1 for c in table if RANK_OF[c] == "K") >= 3

    def score_hand(self, state: FishingState) -> tuple[dict[str, Any], list[int], list[int]]:
        """Points added in order; "whenever the first player reaches eleven points, scoring
        ceases"."""
        n = len(state.players)
        piles = [state.piles[s] + state.sweeps[s] for s in range(n)]
        totals = list(state.totals)
        items: list[dict[str, int]] = [{key: 0 for key, _ in ITEMS} for _ in range(n)]
        winners: list[int] = []
        unscored: list[dict[str, int]] = [{} for _ in range(n)]  # after scoring ceased
        for key, seat in awards(piles, state.sweep_order):
            if seat is None:
                continue
            if winners:
                unscored[seat][key] = unscored[seat].get(key, 0) + 1
                continue
            items[seat][key] += 1
            totals[seat] += 1
            if totals[seat] >= TARGET:
                winners = [seat]
        record = {"items": items, "points": [sum(i.values()) for i in items], "cards": [len(p) for p in piles],
                  "coins": [counts_of(p)["D"] for p in piles], "primiera": [primiera(p) for p in piles],
                  "stopped": bool(winners), "unscored": unscored}
        return record, totals, winners

    def tie_rule(self) -> str:
        return "Points are added in order; the first to reach 11 wins and scoring stops there."

    def item_cell(self, record: dict[str, Any], seat: int, key: str) -> int | str:
        """A hand's points for one item; where scoring ceased at 11 before it, what was not counted
        ("scope 0" read as "no sweeps" for a hand with six: s27 t3): "0 (4 not counted)"."""
        points = record["items"][seat].get(key, 0)
        missed = record.get("unscored", [{}] * (seat + 1))[seat].get(key, 0)
        return f"{points} ({missed} not counted)" if missed else points

    def hand_notes(self, state: FishingState) -> tuple[str, ...]:
        """ "whenever the first player reaches eleven points, scoring ceases, with the remaining
        categories going unscored": which hand, and what went unscored."""
        out = []
        for i, record in enumerate(state.history):
            missed = record.get("unscored")
            if not missed or not any(missed):
                continue
            names = {"cards": "point for most cards", "coins": "point for most diamonds",
                     "settebello": "point for the 7\u2666", "primiera": "point for primiera"}
            said = []
            for seat, items in enumerate(missed):
                for key, count in items.items():
                    what = f"{count} sweep{'' if count == 1 else 's'}" if key == "scope" else names[key]
                    said.append(f"{state.players[seat]}'s {what}")
            out.append(f"Hand {i + 1}: scoring stopped when 11 was reached, so {_and(said)} "
                       f"{'was' if len(said) == 1 else 'were'} not counted.")
        return tuple(out)

    def sheet_notes(self, options: dict[str, Any]) -> tuple[str, ...]:
        return ("One point each, in this order: most cards, most diamonds, the 7\u2666, primiera, "
                "each sweep (scopa). Ties: nobody.", "Primiera: best card of each suit, 7=21 6=18 A=16 5=15 4=14 "
                "3=13 2=12 face=10; all four suits needed.")


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


GAME = Scopa()
