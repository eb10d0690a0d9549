"""Who deals the first round, for the games that once always let the last seat deal.

The family's General Rules (004_312affb30e9b3af0.txt): "When dealing the cards for the first
round the dealer is randomly selected unless the rules state differently". The dealer is drawn
from the seed (:func:`~cardtable.core.rng.first_dealer`); where a game's text says to cut for the
deal (Rummoli: "Cut cards to determine who deals first. High card will deal"), the table cuts
(:func:`~cardtable.core.rng.cut_for_high`) and the log tells the cut.

Such a game saved before it drew its dealer had the last player named deal first: its record is
brought up to date with the house rule ``first_dealer`` set to :data:`LAST_NAMED` (the game's
``first_dealer_since`` names the state version that began drawing; :func:`keep_last_named`), so
it replays exactly as it was played. The house rule stays on offer: a family typing in a game
dealt at a real table seats the dealer last.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping, Sequence

from .cards import cut_words
from .game import OptionSpec
from .rng import cut_for_high, first_dealer

#: the option's id, and its values
OPTION = "first_dealer"
AT_RANDOM, CUT, LAST_NAMED = "at random", "cut", "last named"
#: the options of a game in which the last player named deals first (an old save's, a test's);
#: read only: spread it into a new dict
LAST_DEALS: Mapping[str, str] = MappingProxyType({OPTION: LAST_NAMED})


#: the help line's sentence for the other choice: each choice told by the name its list shows
#: (it read "The first dealer is drawn at random. Or the last player named deals first.", the
#: two run together: s44 t2 #5)
_LAST_NAMED_WORDS = "The last player named: the last in the list."


def first_dealer_option(drawn: str = AT_RANDOM) -> OptionSpec:
    """The house rule "Who deals first": ``drawn`` (the rule's way, :data:`AT_RANDOM` or
    :data:`CUT`) or the last player named."""
    if drawn == CUT:
        return OptionSpec(OPTION, "Who deals first",
                          "Cut the cards: everyone cuts one, and whoever cuts the highest card deals first (aces "
                          f"high, ties cut again). {_LAST_NAMED_WORDS}", CUT, choices=(CUT, LAST_NAMED),
                          choice_names=("Cut the cards (highest deals first)", "The last player named"))
    return OptionSpec(OPTION, "Who deals first",
                      f"Drawn at random: the laptop picks. {_LAST_NAMED_WORDS}", AT_RANDOM,
                      choices=(AT_RANDOM, LAST_NAMED), choice_names=("Drawn at random", "The last player named"))


def opening_dealer(players: Sequence[str], options: dict[str, Any], seed: int | str) -> tuple[int, list[str]]:
    """The seat that deals the first round, and the cut told (one sentence a cut card, as
    :func:`~cardtable.core.cards.cut_words` says it; nothing for a draw, which the deal's own
    sentence tells by naming the dealer)."""
    n = len(players)
    how = options.get(OPTION, AT_RANDOM)
    if how == LAST_NAMED:
        return n - 1, []
    if how == CUT:
        winner, cuts = cut_for_high(seed, n)
        return winner, cut_words(players, cuts, winner, "deals first")
    return first_dealer(seed, n), []


def keep_last_named(options: dict[str, Any], state_version: int, since: int) -> dict[str, Any]:
    """For :meth:`~cardtable.core.game.Game.upgrade_options` (a game's ``first_dealer_since``): a
    record written before state version ``since`` (when the game began drawing its first dealer)
    had the last player named deal first, and replays so."""
    if state_version < since and isinstance(options, dict) and OPTION not in options:
        return {**options, **LAST_DEALS}
    return options
