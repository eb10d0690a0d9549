"""The shared fishing rules (cardtable/games/captures.py), on table rows built by hand. Quotes
are from 003_568aafc6ffe6d89e.txt ("Cassino", "Scopa") and 001_1e92754ffed2b69b.txt (the party
game)."""

import time

from cardtable.games.captures import (CASSINO_VALUES, LOOSE, RANK, SCOPA_VALUES, SUM, CaptureRules, Heap,
                                      build_reason, can_capture, capture_options, capture_reason, do_build,
                                      do_capture, loose, trail_reason)

CASSINO = CaptureRules(CASSINO_VALUES)
SCOPA = CaptureRules(SCOPA_VALUES, pair_all=False, multiple=False, pairing_first=True, builds=False,
                     rank_builds=False)
PARTY = CaptureRules(CASSINO_VALUES, rank_builds=False, faces_in_builds=False, free_trailing=True)


def row(*cards):
    return tuple(loose(c) for c in cards)


def test_pairing_takes_every_card_of_the_rank_in_cassino():
    """Cassino: "pairing, in which case the card captures all other cards of that rank on the
    board"."""
    r = row("9S", "9C", "4D")
    assert capture_reason(CASSINO, r, "9H", ["9S", "9C"]) is None
    assert "9 of clubs too" in capture_reason(CASSINO, r, "9H", ["9S"])


def test_scopa_pairing_takes_only_one_and_takes_precedence():
    """Scopa: "The card captures only one other card of that rank on the board"; "If a card can
    perform a capture by both pairing or by addition, the pairing takes precedence and must be
    performed"."""
    r = row("6S", "6C", "2D", "4H")
    assert capture_reason(SCOPA, r, "6H", ["6S"]) is None
    assert "precedence" in capture_reason(SCOPA, r, "6H", ["6S", "6C"])
    assert "precedence" in capture_reason(SCOPA, r, "6H", ["2D", "4H"])
    assert capture_options(SCOPA, r, "6H") == [("6S",), ("6C",)]


def test_addition_two_or_more_cards_totalling_the_value():
    """ "by addition, wherein the player captures two or more other cards that total the value of
    the card being played" """
    r = row("6S", "2C", "5D")
    assert capture_reason(CASSINO, r, "8H", ["6S", "2C"]) is None
    assert "add up to 8" in capture_reason(CASSINO, r, "8H", ["6S", "5D"])


def test_face_cards_have_no_value_in_cassino():
    """ "Face cards have no value and cannot be captured by addition." """
    r = row("QS", "5D")
    assert "no value" in capture_reason(CASSINO, r, "QH", ["5D"])
    assert capture_reason(CASSINO, r, "QH", ["QS"]) is None
    assert not can_capture(CASSINO, row("5D", "5C"), "KH")


def test_scopa_face_values_eight_nine_ten():
    """Scopa: "jacks as eight, queens as nine, and kings as ten" """
    r = row("6S", "3C", "AD")
    assert capture_reason(SCOPA, r, "QH", ["6S", "3C"]) is None
    assert capture_reason(SCOPA, r, "KH", ["6S", "3C", "AD"]) is None
    assert capture_reason(SCOPA, row("5S", "3C"), "JH", ["5S", "3C"]) is None


def test_several_groups_at_once_and_pairing_with_combining():
    """Cassino: "A single card may capture an unlimited number of cards, so long as all of the
    cards captured match the card being played"; party: "if a player has a 9 and the board shows a
    5, 4 and 9, then he may take the combination (5 and 4) and the pair (9) at once." """
    r = row("5S", "4C", "9D", "6H", "3S", "7C")
    assert capture_reason(PARTY, r, "9H", ["5S", "4C", "9D"]) is None
    assert capture_reason(CASSINO, r, "9H", ["5S", "4C", "9D", "6H", "3S"]) is None
    assert "split" in capture_reason(CASSINO, r, "9H", ["9D", "6H", "7C", "5S"])
    assert capture_options(CASSINO, r, "9H")[0] == ("9D", "6H", "3S", "5S", "4C")


def test_scopa_one_sum_at_a_time():
    """Scopa captures by addition "two or more other cards that total the value": one sum."""
    r = row("5S", "2C", "3H", "4H")
    assert capture_reason(SCOPA, r, "7H", ["5S", "2C"]) is None
    assert capture_reason(SCOPA, r, "7H", ["5S", "2C", "3H", "4H"]) is not None


def test_builds_are_captured_as_a_unit_and_only_as_declared():
    """ "Builds must be captured as a unit; one cannot capture just one or two cards from one."
    "A build can only be captured by what it was previously declared to be a build of. For
    instance, if a 5 was played on another 5 with a declaration of "Building fives", the build
    could not be captured with a 10." """
    fives = Heap((("5S",), ("5C",)), RANK, 0, "5", 0)
    seven = Heap((("5D", "2C"),), SUM, 7, "", 1)
    r = (fives, seven, loose("3H"))
    assert "unit" in capture_reason(CASSINO, r, "7H", ["5D"])
    assert capture_reason(CASSINO, r, "7H", ["5D", "2C"]) is None
    assert "declared as 5s" in capture_reason(CASSINO, r, "10H", ["5S", "5C"])
    assert capture_reason(CASSINO, r, "5H", ["5S", "5C"]) is None
    assert "Building 7" in capture_reason(CASSINO, r, "8H", ["5D", "2C"])
    kept, taken = do_capture(r, ["5D", "2C"])
    assert kept == (fives, loose("3H")) and taken == ("5D", "2C")


def test_building_needs_a_card_to_capture_it():
    """ "In order to build, player must have another card actually capable of capturing the build
    as declared." "With a 5 on the board and a 2 in the hand, for example, a player may announce
    "Building seven" and add the 2 to the 5" """
    r = row("5S", "KD")
    assert build_reason(CASSINO, r, ["2C", "7H"], "2C", ["5S"], SUM, 7) is None
    assert "another card worth 7" in build_reason(CASSINO, r, ["2C", "8H"], "2C", ["5S"], SUM, 7)
    assert "do not make 8" in build_reason(CASSINO, r, ["2C", "8H"], "2C", ["5S"], SUM, 8)
    new = do_build(CASSINO, r, "2C", ["5S"], SUM, 7, 0)
    assert new == (Heap((("5S", "2C"),), SUM, 7, "", 0), loose("KD"))


def test_building_by_rank():
    """ "with a pair of 8s in the hand and a third 8 on the table, a player might build one 8 onto
    the other, announcing "Building eights" " (rank builds of faces allowed: a Decide)."""
    r = row("8S", "QD")
    assert build_reason(CASSINO, r, ["8C", "8H"], "8C", ["8S"], RANK, None) is None
    assert "another 8" in build_reason(CASSINO, r, ["8C", "5H"], "8C", ["8S"], RANK, None)
    assert build_reason(CASSINO, r, ["QC", "QH"], "QC", ["QD"], RANK, None) is None
    assert do_build(CASSINO, r, "8C", ["8S"], RANK, 0, 1)[0] == Heap((("8S",), ("8C",)), RANK, 0, "8", 1)


def test_further_building_continues_as_started():
    """ "a build composed of a pair of 2s, announced as "Building twos", could only be extended
    with more 2s. A 5 could not be added to convert it to an addition build." """
    twos = Heap((("2S",), ("2C",)), RANK, 0, "2", 0)
    assert "continue with 2s" in build_reason(CASSINO, (twos,), ["5C", "9H"], "5C", ["2S", "2C"], SUM, 9)
    assert build_reason(CASSINO, (twos,), ["2D", "2H"], "2D", ["2S", "2C"], RANK, None) is None


def test_raising_and_multiple_builds():
    """A sum build of one group may be raised ("Building on builds ... a player with a 9 and Ace
    could build Ace, 6, and 2 and declare "building nine" "), or get more groups of its value;
    a build of several groups is only added to (a Decide)."""
    eight = Heap((("6S", "2C"),), SUM, 8, "", 0)
    assert build_reason(PARTY, (eight,), ["AH", "9D"], "AH", ["6S", "2C"], SUM, 9) is None
    raised = do_build(PARTY, (eight,), "AH", ["6S", "2C"], SUM, 9, 1)[0]
    assert raised.value == 9 and raised.owner == 1 and sorted(raised.cards) == ["2C", "6S", "AH"]
    r = (eight, loose("5D"))
    assert build_reason(CASSINO, r, ["3H", "8D"], "3H", ["6S", "2C", "5D"], SUM, 8) is None
    double = do_build(CASSINO, r, "3H", ["6S", "2C", "5D"], SUM, 8, 1)
    assert len(double) == 1 and double[0].groups == (("6S", "2C"), ("5D", "3H")) and double[0].value == 8
    assert "not be raised" in build_reason(CASSINO, double, ["AH", "9D"], "AH", list(double[0].cards), SUM, 9)
    assert "lowered" in build_reason(CASSINO, (eight,), ["AH", "7D"], "AH", ["6S", "2C"], SUM, 7)


def test_party_no_faces_in_builds():
    """Party: "J, Q and K cannot be part of builds." """
    assert "cannot be part of builds" in build_reason(PARTY, row("JS"), ["JC", "JH"], "JC", ["JS"], RANK, None)
    assert "adding up" in build_reason(PARTY, row("8S"), ["8C", "8H"], "8C", ["8S"], RANK, None)
    assert build_reason(PARTY, row("JS", "3D"), ["5C", "8H"], "5C", ["JS", "3D"], SUM, 8) is not None


def test_trailing():
    """ "A player may not simply trail if they are able to capture something with that card";
    party: "If a player cannot capture any cards, or wants to lay off a card, he may lay one of his
    cards face-up" """
    r = row("5S", "3D")
    assert "may not simply trail" in trail_reason(CASSINO, r, ["8H", "KC"], "8H")
    assert trail_reason(CASSINO, r, ["8H", "KC"], "KC") is None
    assert trail_reason(PARTY, r, ["8H", "KC"], "8H") is None
    strict = CaptureRules(CASSINO_VALUES, trail_when_stuck=True)
    assert "neither capture nor build" in trail_reason(strict, r, ["8H", "KC"], "KC")


def test_finds_captures_fast_on_a_long_row():
    """Captures are found and checked quickly on rows of 15 and more cards."""
    cards = ["AS", "AC", "AD", "2S", "2C", "2D", "3S", "3C", "3D", "4S", "4C", "5S", "5C", "6S", "7S", "QS", "KS"]
    r = row(*cards)
    start = time.process_time()
    for card in ("10H", "9H", "8H", "7H", "6H"):
        options = capture_options(CASSINO, r, card)
        assert options and all(capture_reason(CASSINO, r, card, o) is None for o in options)
    four_tens = ["6S", "4S", "7S", "3S", "5S", "5C", "AS", "AC", "AD", "2S", "2C", "3C"]
    assert capture_reason(CASSINO, r, "10H", four_tens) is None
    assert "add up to 10" in capture_reason(CASSINO, r, "10H", four_tens[:-1] + ["4C"])
    assert time.process_time() - start < 1.0


def test_loose_heap():
    assert loose("7C") == Heap((("7C",),), LOOSE, 0, "7", -1)


def test_five_on_five_reads_two_ways():
    """A 5 on a 5 is "Building fives" (with another 5 held) or "Building ten" (with a 10 held):
    both are offered, so the table asks which."""
    from cardtable.games.captures import build_options

    moves = build_options(CASSINO, row("5S"), ["5C", "5D", "10H"])
    kinds = {(m["card"], m["by"], m.get("value")) for m in moves}
    assert ("5C", RANK, None) in kinds and ("5C", SUM, 10) in kinds


def test_offered_moves_pass_the_rules_on_random_rows():
    """Every build offered passes build_reason, and a card has capture options exactly when it
    can capture (the engine's trail rule relies on both)."""
    import random

    from cardtable.core.cards import RANK_OF
    from cardtable.games.captures import build_options

    rng = random.Random(7)
    for rules in (CASSINO, PARTY, SCOPA, CaptureRules(CASSINO_VALUES, trail_when_stuck=True)):
        deck = [c for c, rank in RANK_OF.items() if rank in rules.values]  # Scopa: no 8, 9, 10
        for _ in range(300):
            cards = rng.sample(deck, 12)
            hand, table = cards[:4], cards[4:4 + rng.randrange(1, 8)]
            r = row(*table)
            for move in build_options(rules, r, hand):  # build on a build made the same way
                if rng.random() < 0.3:
                    r = do_build(rules, r, move["card"], move["onto"], move["by"], move.get("value", 0), 0)
                    hand = [c for c in hand if c != move["card"]] + [rng.choice([c for c in deck if c not in cards])]
                    break
            for move in build_options(rules, r, hand):
                assert build_reason(rules, r, hand, move["card"], move["onto"], move["by"], move.get("value")) is None
            for card in hand:
                assert bool(capture_options(rules, r, card)) == can_capture(rules, r, card)
