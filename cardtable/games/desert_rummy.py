"""Desert Rummy, from the family's book (004_312affb30e9b3af0.txt, section "Desert Rummy"; "General
Rules" for the dealer and the order of play). The shared engine is :mod:`contract_rummy`.

"2 decks of cards for 4 people including Jokers; 3-4 decks for 6 or more people"; "Any number of
people can play" (decided: 2 to 8; 2 decks up to 5 players, 3 decks for 6 or 7, 4 for 8); "Deal
11 cards to each player". "Jokers and twos are wild"; "You must have at least an equal amount of
tame cards to wilds" (decided: in each meld). "Ace can count as high or low."

The eleven melds, each player on their own ("Each player could be on a different meld at any
given time"): 1 two sets of 3; 2 two runs of 3; 3 a run of 4 and a set of 3; 4 two sets of 4;
5 a run of 5 and a set of 3; 6 three sets of 3; 7 a run of 7; 8 two runs of 4 in the same suit;
9 a run of 6 and a set of 3; 10 two sets of 5; 11 a run of 9.

The turn: "draw, play and discard in centre pile". "When you are able to make your meld you may
set those cards down. You can not lay down any extra cards in the round that you meld." In later
turns: "You can only add additional cards onto your own cards (not the other players)"; a natural
card may replace the wild that stands for it "in a run only (not from a set)", and the wild "must
be used immediately and can not be put in your hand. This can only be done after you have
melded." "You MUST have a discard to go out." "Play continues until a player that has melded
goes out"; "If you don't make your meld you have to replay that hand in the next round".
"There are no points to count": the sheet ticks who made which meld in each hand. "First Player
to complete the 11th meld wins."

Decided where the text is vague (also on the rules page): a card is turned up to start the
discards; the meld sizes are exact (a run of 4 is four cards); meld 8 is two separate runs of
four in one suit; after your meld, in later turns, you may also lay new sets and runs of three
or more in front of you; the game
is won the moment the 11th meld is laid down; an empty stock is rebuilt from the discards; two
sets of one rank never make a meld's two sets.

Wild cards are taken from your own runs only: a swap lays a natural card of your hand in the run,
and "You can only add additional cards onto your own cards (not the other players)"; the freed
wild goes into "a set/run you are making", your own too. (Before state version 3 a wild could be
taken from anybody's run; a game saved then replays so, with :data:`SWAP_ANY_RUN`, a rule only
such a save keeps.)

Decided, because the book's rules let a hand go on for ever ("Play continues until a player that
has melded goes out", and a hand where nobody can make their meld has nobody to go out): the
stock is made again from the discards **at most twice in a hand**; when the third stock runs out,
the hand ends after that turn with nobody out. As at the end of any hand, whoever laid down their
meld this hand moves on, and the others replay theirs ("If you don't make your meld you have to
replay that hand in the next round").
"""

from __future__ import annotations

from typing import Any

from ..core.cards import SUIT_OF
from ..core.game import Applied, Event, GameInfo, OptionSpec
from ..core.scoresheet import ScoreSheet
from . import rummy_words
from .contract_rummy import ENDLESS_STOCK, GAME_OVER, HAND_OVER, ContractRummy, ContractState, standard_deck
from .melds import JOKER_RANK, RUN, SET, Contract, Meld, MeldRules

#: A game saved before state version 3 took wilds from anybody's runs: it replays so (offered by no set-up).
SWAP_ANY_RUN = "swap_from_any_run"

RULES = MeldRules(wild_ranks=frozenset({JOKER_RANK, "2"}), natural="tame")

#: "Order of Melds required to move to next set"
MELDS = (
    Contract(((SET, 3), (SET, 3)), exact=True),
    Contract(((RUN, 3), (RUN, 3)), exact=True),
    Contract(((RUN, 4), (SET, 3)), exact=True),
    Contract(((SET, 4), (SET, 4)), exact=True),
    Contract(((RUN, 5), (SET, 3)), exact=True),
    Contract(((SET, 3), (SET, 3), (SET, 3)), exact=True),
    Contract(((RUN, 7),), exact=True),
    Contract(((RUN, 4), (RUN, 4)), exact=True, same_suit=True),
    Contract(((RUN, 6), (SET, 3)), exact=True),
    Contract(((SET, 5), (SET, 5)), exact=True),
    Contract(((RUN, 9),), exact=True),
)
#: each meld in the score sheet's words
MELD_WORDS = ("two sets of 3", "two runs of 3", "run of 4 + set of 3", "two sets of 4", "run of 5 + set of 3",
              "three sets of 3", "run of 7", "two runs of 4, same suit", "run of 6 + set of 3", "two sets of 5",
              "run of 9")


def sheet_notes(first: int, last: int) -> tuple[str, ...]:
    """The reminders under the sheet, live and blank, for a game from meld ``first`` to ``last``."""
    return ("A tick and the meld's number for each player who made their meld in that hand; "
            "a player who did not make it plays the same meld again.",
            # the melds played ("Start at meld", "Win with meld": it listed all eleven)
            "Melds: " + " \u00b7 ".join(f"{k} {MELD_WORDS[k - 1]}" for k in range(first, last + 1)) + ".",
            f"First to complete meld {last} wins.")


def decks_for(players: int) -> int:
    """ "2 decks of cards for 4 people including Jokers; 3-4 decks for 6 or more people" """
    return 2 if players <= 5 else 3 if players <= 7 else 4


class DesertRummy(ContractRummy):
    #: a player adds only onto their own melds: "Anna adds the 2 of diamonds to the run of clubs"
    #: ("to their own run of clubs" read oddly, s40 t1 F4)
    own_meld = "the"
    #: written under each seat, as numbers (see ``Game.seat_numbers``): the meld each player is on
    seat_numbers = ("meld",)
    info = GameInfo(
        id="desert_rummy",
        name="Desert Rummy",
        family="Rummy",
        min_players=2,
        max_players=8,
        description="Eleven melds to make in order, each player on their own; jokers and 2s wild. "
                    "First to lay down the 11th meld wins.",
        source="004_312affb30e9b3af0.txt, section 'Desert Rummy'",
        rules_page="desert_rummy.html",
        # "There are no points to count": a tick and the meld for each who made theirs, and
        # under the hands the meld each is still to make (under "Total", "meld 8" read as "has
        # made meld 8"); the blank sheet heads its columns the same
        sheet_columns=("Meld made",), sheet_total="Meld to make", sheet_notes=sheet_notes(1, len(MELDS)),
        options=(
            OptionSpec("first_meld", "Start at meld", "Everybody starts on this meld (1 plays the "
                       "whole game; a later one makes a shorter evening).", 1, minimum=1, maximum=11),
            OptionSpec("last_meld", "Win with meld", "The meld whose completion wins (11 at our table; "
                       "fewer for a shorter evening).", 11, minimum=1, maximum=11),
            ENDLESS_STOCK,
        ),
    )
    hand_size_default = 11
    options_refused_together = ("first_meld", "last_meld")  # (check_options: start after the win)
    options_refusals = ("The game must start at or before the meld that wins it.",)
    lay_off_on_others = False
    extras_with_contract = False
    swaps = "run"
    discard_to_go_out = True
    stock_rebuilds = 2  # decided: see the module's docstring (house rule ``endless_stock``: none)
    #: 2: the stock is made again at most twice a hand; a game saved before replays as it was
    #: played, with the house rule ``endless_stock`` on. 3: wilds are taken from your own runs
    #: only; a game saved before replays with :data:`SWAP_ANY_RUN`.
    state_version = 3
    old_save_rules = (SWAP_ANY_RUN,)

    def upgrade_options(self, options: dict[str, Any], state_version: int,
                        players: tuple[str, ...] = ()) -> dict[str, Any]:
        options = super().upgrade_options(options, state_version, players)
        if state_version < 3 and isinstance(options, dict) and SWAP_ANY_RUN not in options:
            return {**options, SWAP_ANY_RUN: True}
        return options

    def may_swap_in(self, state: ContractState, seat: int, meld: Meld) -> bool:
        """ "You can only add additional cards onto your own cards (not the other players)": a
        swap lays the natural in the run, so only your own runs (older saves: anybody's)."""
        return meld.owner == seat or bool(state.options.get(SWAP_ANY_RUN))

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        from ..core.game import OptionError

        opts = super().check_options(options)
        if opts["first_meld"] > opts["last_meld"]:
            raise OptionError(self.options_refusals[0], options=self.options_refused_together)
        return opts

    def pieces(self, players: int, options: dict[str, Any]):
        return standard_deck(decks_for(players))

    def rules(self, options: dict[str, Any]) -> MeldRules:
        return RULES

    def extra_fields(self, n: int, options: dict[str, Any]) -> dict[str, Any]:
        return {"level": (options["first_meld"],) * n}

    def contract(self, state: ContractState, seat: int) -> Contract:
        return MELDS[state.level[seat] - 1]

    def after_laying(self, state: ContractState, seat: int, events: list[Event]) -> Applied:
        """ "First Player to complete the 11th meld wins" (decided: when it is laid down)."""
        if state.down_now and state.level[seat] == state.options["last_meld"] and state.phase != GAME_OVER:
            new = self._record(state, seat).replace(phase=GAME_OVER)
            events.append(Event(f"{state.players[seat]} completes meld {state.level[seat]} and wins.", "game_over"))
            return Applied(new, tuple(events))
        return super().after_laying(state, seat, events)

    def _record(self, state: ContractState, out: int) -> ContractState:
        """The sheet's row: the meld each player made this hand (0: none); those who made it
        move on to the next meld."""
        row = tuple(state.level[s] if state.down[s] else 0 for s in range(len(state.players)))
        level = tuple(lv + 1 if state.down[s] and lv < 11 else lv for s, lv in enumerate(state.level))
        return state.replace(history=state.history + (row,), level=level)

    def end_hand(self, state: ContractState, out: int, events: list[Event]) -> Applied:
        """Who went out, then who made their meld this hand ("Made their meld: Anna, Ben.": they
        move on to their next meld). The table's prompt has room for who went out alone
        (``short``, as the other rummy games say it; it showed the whole list), the status line
        says all."""
        new = self._record(state, out).replace(phase=HAND_OVER)
        made = [state.players[s] for s in range(len(state.players)) if state.down[s]]
        went = rummy_words.goes_out(state.players[out] if out >= 0 else "Nobody")
        text = went + " " + ("Made their meld: " + ", ".join(made) + "." if made else "Nobody made their meld.")
        events.append(Event(text, "hand_over", short=went))
        return Applied(new, tuple(events))

    def scores(self, state: ContractState) -> list[int]:
        """The melds each player has completed."""
        return [sum(1 for row in state.history if row[s]) for s in range(len(state.players))]

    def winners(self, state: ContractState) -> list[int]:
        if state.phase != GAME_OVER or not state.history:
            return []
        last = state.options["last_meld"]
        return [s for s, made in enumerate(state.history[-1]) if made == last][:1]

    def public(self, state: ContractState) -> dict[str, Any]:
        data = super().public(state)
        data["meld"] = list(state.level)
        return data

    def score_sheet(self, state: ContractState) -> ScoreSheet:
        """One row per hand: a tick and the meld's number for each player who made their meld."""
        from ..core.scoresheet import ScoreRow, ScoreSection, house_rules_text, today

        first, last = state.options["first_meld"], state.options["last_meld"]
        rows = tuple(ScoreRow(f"Hand {k + 1}", tuple((f"\u2713 {m}" if m else "",) for m in row),
                              marked=tuple(s for s, m in enumerate(row) if m))
                     for k, row in enumerate(state.history))
        return ScoreSheet(
            title="Desert Rummy score sheet", game_name=self.info.name, columns=tuple(state.players),
            players=tuple(state.players), sub_columns=self.info.sheet_columns, date=today(),
            house_rules=house_rules_text(self.info, state.options), sections=(ScoreSection(rows=rows),),
            totals=tuple("won" if s in self.winners(state) else f"meld {lv}" for s, lv in enumerate(state.level)),
            total_label=self.info.sheet_total,
            winners=tuple(self.winners(state)),
            extra={"goal": f"the first to lay down meld {last} wins"},
            notes=sheet_notes(first, last),
        )

    def ai_keep(self, state: ContractState, seat: int, hand: tuple[str, ...]) -> dict[str, float]:
        """The contract games' sense (:meth:`ContractRummy.ai_keep`), and for meld 8, "two runs of 4
        in the same suit", each natural card's worth weighed by how much of the hand is of its
        suit: the runs must share one suit, and the plain sense kept a good stretch of every suit
        (a seat held A K Q of clubs, A K Q 10 of diamonds and A Q J 10 of spades when the hand
        ended, s41)."""
        keep = super().ai_keep(state, seat, hand)
        if state.down[seat] or not self.contract(state, seat).same_suit:
            return keep
        wild = RULES.wild
        per_suit: dict[str, int] = {}
        for c in hand:
            if not wild[c]:
                per_suit[SUIT_OF[c]] = per_suit.get(SUIT_OF[c], 0) + 1
        most = max(per_suit.values(), default=0)
        for c in keep:
            if not wild[c] and most:
                keep[c] *= per_suit.get(SUIT_OF[c], 0) / most
        return keep


GAME = DesertRummy()
