"""Piece sets beyond the 52: the Decktet (basic and extended), dominoes and dice."""

from collections import Counter

import pytest

from cardtable.core import decktet
from cardtable.core.decktet import Decktet
from cardtable.core.pieces import Dice, Dominoes, PieceSet, parse_pieces, roll


# ----- the Decktet -------------------------------------------------------------------------------
def test_basic_decktet_has_36_cards_aces_and_crowns_of_one_suit():
    deck = Decktet()
    assert isinstance(deck, PieceSet)
    codes = deck.codes()
    assert len(codes) == 36 and len(set(codes)) == 36
    ranks = Counter(decktet.rank_value(c) for c in codes)
    assert ranks[decktet.ACE] == 6 and ranks[decktet.CROWN] == 6
    assert all(ranks[r] == 3 for r in range(2, 10))
    for code in codes:
        suits = decktet.suits_of(code)
        rank = decktet.rank_value(code)
        assert len(suits) == (1 if rank in (decktet.ACE, decktet.CROWN) else 2)


def test_the_three_cards_of_a_number_rank_share_out_all_six_suits():
    for rank in range(2, 10):
        suits = [s for c in Decktet().codes() if decktet.rank_value(c) == rank for s in decktet.suits_of(c)]
        assert sorted(suits) == sorted(decktet.SUITS), rank


def test_every_suit_is_on_as_many_cards():
    """Each suit: its Ace, its Crown, 8 number cards; 2 Pawns and 2 Courts in the extended deck."""
    basic = Counter(s for c in Decktet().codes() for s in decktet.suits_of(c))
    assert set(basic.values()) == {10}
    extended = Counter(s for c in Decktet.extended().codes() for s in decktet.suits_of(c))
    assert set(extended.values()) == {14}


def test_extended_deck_parts_go_in_one_by_one():
    """"If you want to spice up the game, you can add in the Excuse, Pawns, or Courts.\""""
    assert len(Decktet(excuse=True).codes()) == 37
    assert len(Decktet(pawns=True).codes()) == 40
    assert len(Decktet(courts=True).codes()) == 40
    full = Decktet.extended().codes()
    assert len(full) == 45
    excuse = decktet.card("excuse")
    assert excuse.rank is None and excuse.suits == ()


def test_rank_order_aces_before_twos_crowns_after_nines_pawns_and_courts_between():
    """"Aces are before 2s, Crowns are after 9s"; "the order of cards is 9-Pawn-Court-Crown"."""
    assert decktet.rank_value("ace-moons") < decktet.rank_value("author") == 2
    assert decktet.rank_value("pact") == 9 < decktet.rank_value("watchman") < decktet.rank_value("consul")
    assert decktet.rank_value("consul") < decktet.rank_value("huntress")


def test_decktet_names_are_read_in_many_spellings_and_written_in_one():
    deck = Decktet()
    for text in ("The Author", "author", "AUTHOR", " the author "):
        assert deck.parse(text) == "author"
    assert deck.parse("Ace of Moons") == "ace-moons"
    assert deck.parse("chance meeting") == deck.parse("CHANCE_MEETING") == "chance-meeting"
    assert deck.name("author") == "the Author (2 of Moons and Knots)"
    assert deck.name("ace-suns") == "the Ace of Suns"
    assert deck.short("author") == "2☾⌘"


def test_decktet_refuses_what_is_not_in_the_deck_with_a_sentence():
    with pytest.raises(ValueError, match="extended Decktet"):
        Decktet().parse("the Excuse")
    with pytest.raises(ValueError, match="not a Decktet card"):
        Decktet().parse("7H")
    with pytest.raises(ValueError, match="not a Decktet card"):
        Decktet().parse(None)
    with pytest.raises(ValueError, match="entry 2"):
        parse_pieces(Decktet(), ["author", "queen of hearts"])


def test_share_a_suit():
    """"The card you play must match at least one suit with the card adjacent to it in line.\""""
    assert decktet.share_a_suit("author", "ace-moons")
    assert not decktet.share_a_suit("author", "origin")
    assert not decktet.share_a_suit("excuse", "author")


# ----- dominoes and dice -------------------------------------------------------------------------
@pytest.mark.parametrize("top, tiles", [(6, 28), (9, 55), (12, 91)])
def test_domino_sets(top, tiles):
    dominoes = Dominoes(top)
    assert len(dominoes.codes()) == tiles == len(dominoes.counts())
    assert dominoes.parse("5|3") == dominoes.parse(" 3-5") == "3-5"
    assert dominoes.name("4-4") == "double 4"
    with pytest.raises(ValueError):
        dominoes.parse(f"0-{top + 1}")
    with pytest.raises(ValueError):
        dominoes.parse("seven")


def test_dice_rolls_come_from_the_seed_or_a_stacked_list():
    assert roll(7, 0, 5) == roll(7, 0, 5)
    assert roll(7, 0, 5) != roll(7, 1, 5) or roll(7, 0, 5) != roll(7, 2, 5)
    assert all(1 <= f <= 6 for f in roll("x", 3, 6))
    assert roll(7, 0, 3, stack=[["6", "6", "1"]]) == [6, 6, 1]
    assert Dice().parse(4) == "4"
    with pytest.raises(ValueError):
        Dice().parse("7")
