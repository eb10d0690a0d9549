"""Finding (Biscuit, 1366x768): a cross line with several cards (the Market with the Sailor and
the Savage above, the Soldier, the Betrayal and the Darkness below) was a stack of almost wholly
covered cards; the Market itself showed "6" and slivers of its suit signs, while the empty drop
places sat a whole card's height out at each end. "The card you play must match at least one
suit with the card adjacent to it": every card's rank and suit signs show whole."""

from __future__ import annotations

import pytest

from cardtable.core.decktet import CARDS
from cardtable.games import get_game
from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.layouts.biscuit import BiscuitTable

USED = {"penitent", "lunatic", "diplomat", "castle", "market", "painter", "sailor", "savage", "soldier",
        "betrayal", "darkness", "battle", "pact", "mill", "cave", "origin", "journey", "watchman"}


def corner(card: str) -> float:
    """How far down (in card heights) a small Decktet card's corner reaches, as cards.py draws
    it: the rank, then each suit sign under it."""
    n = len(CARDS[card].suits)
    return 0.015 + (0.5244 + (n - 1) * 0.2138) / CARD_RATIO


def state(main, crosses):
    game = get_game("biscuit")
    s = game.setup(["Anna", "Ben", "Robo Ruby"], {}, 3)
    hands = tuple(tuple(c for c in h if c not in USED) for h in s.hands)
    return game, s.replace(hands=hands, pile=tuple(c for c in s.pile if c not in USED), main=main, initial=1,
                           crosses=crosses)


@pytest.mark.parametrize("crosses", [
    (("market", ("sailor", "savage"), ("soldier", "betrayal", "darkness")),),
    (("market", ("sailor", "savage", "pact"), ("soldier", "betrayal", "darkness", "mill")),
     ("lunatic", ("cave",), ("origin", "journey")))])
def test_every_card_of_a_cross_line_shows_its_rank_and_suits(crosses):
    main = ("diplomat", "penitent", "castle", "market", "painter", "battle", "lunatic")
    game, s = state(main, crosses)
    spec = BiscuitTable().describe(game, s, 0, 1366 / 768, "Anna: play")
    at = {p.id.removeprefix("line:"): p for p in spec.pieces if p.id.startswith("line:")}
    targets = {t.id: t for t in spec.targets}
    for cross, up, down in crosses:
        h = at[cross].scale * CARD_RATIO
        column = list(reversed(up)) + [cross] + list(down)  # top to bottom
        for above, below in zip(column, column[1:]):
            # the upper card is the one covered, going up as going down (the card nearer the
            # cross card lies over it; below it, each card over the one above): its corner whole
            assert at[below].z > at[above].z
            assert at[below].y - at[above].y >= corner(above) * h, (above, below)
        # the empty drop places just beyond the line's ends, not a card's height further out
        up_end, down_end = targets[f"end:{cross}:up"], targets[f"end:{cross}:down"]
        assert abs(up_end.y + up_end.h - at[column[0]].y) < 0.01
        assert abs(down_end.y - (at[column[-1]].y + h)) < 0.01


def test_a_very_long_cross_line_keeps_its_cards_readable():
    """A tester: "very long cross lines make cards tiny; keep cards at a readable minimum size
    (overlap more rather than shrink below a readable size)". Twelve cards in one cross line
    at 1366x768: the cards keep 0.4 of a hand card's width (they were under 0.3), each card
    of the line shows its rank whole, and the cards at its two ends, where a card is matched
    against, their whole corner."""
    from cardtable.gui.layouts.biscuit import MIN_SCALE

    up = ("sailor", "savage", "pact", "mill", "cave")
    down = ("soldier", "betrayal", "darkness", "origin", "journey", "watchman")
    main = ("diplomat", "penitent", "castle", "market", "painter", "battle", "lunatic")
    game, s = state(main, (("market", up, down),))
    spec = BiscuitTable().describe(game, s, 0, 1366 / 768, "Anna: play")
    at = {p.id.removeprefix("line:"): p for p in spec.pieces if p.id.startswith("line:")}
    assert all(p.scale >= MIN_SCALE - 1e-6 for p in at.values())
    h = at["market"].scale * CARD_RATIO
    column = list(reversed(up)) + ["market"] + list(down)
    rank = 0.015 + 0.27 * 1.15 / CARD_RATIO  # the small card's rank, as cards.py draws it
    for above, below in zip(column, column[1:]):
        assert at[below].y - at[above].y >= rank * h, (above, below)
    assert at[column[1]].y - at[column[0]].y >= corner(column[0]) * h  # the top end: its corner whole
    assert at[column[-1]].z == max(at[c].z for c in column)  # the bottom end lies on top, whole


def test_a_cross_line_of_five_keeps_every_rank_and_its_drop_places_at_1024x600():
    """The tester (s44 t1 #1), 1024x600 with the score sheet open (the table 835x535 pixels): a
    Crown at the main line's left end, five cards up its cross line and one down. The cards above
    it lay about 4 pixels apart, only the top one readable; the empty drop places were 14 and 20
    pixel strips. "the card you play must match at least one suit with the card adjacent to it":
    every card shows its rank whole (the cards get smaller first, down to a width whose rank
    still reads, :data:`RANK_FROM`) and the drop places stay 20 pixels high or
    more."""
    from cardtable.gui.generic_table import TABLE_H
    from cardtable.gui.layouts.biscuit import RANK_FROM

    up = ("sailor", "savage", "pact", "cave", "market")
    main = ("windfall", "penitent", "castle", "diplomat", "painter", "battle", "lunatic", "mill", "origin", "journey")
    game, s = state(main, (("windfall", up, ("soldier",)),))
    table = BiscuitTable()
    table.pixels_high = 535
    spec = table.describe(game, s, 0, 835 / 535, "Anna: play a card at the end of a line (matching a suit). Pile: 8.")
    unit = 535 / TABLE_H
    at = {p.id.removeprefix("line:"): p for p in spec.pieces if p.id.startswith("line:")}
    targets = {t.id: t for t in spec.targets}
    h = at["windfall"].scale * CARD_RATIO
    assert at["windfall"].scale * unit >= RANK_FROM - 0.5
    rank = 0.015 + 0.27 * 1.15 / CARD_RATIO
    column = list(reversed(up)) + ["windfall", "soldier"]
    for above, below in zip(column, column[1:]):
        assert at[below].y - at[above].y >= rank * h, (above, below)
    for end in ("up", "down"):
        slot = targets[f"end:windfall:{end}"]
        assert slot.h * unit >= 20, (end, slot.h * unit)
