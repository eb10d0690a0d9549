"""Scopa rule tests, from 003_568aafc6ffe6d89e.txt, section "Scopa". Stacked deals: three cards to
each player one at a time (Ann first, Bob deals), then four face up to the table. Bob deals
because the house rule ``first_dealer`` (:data:`LAST_DEALS`) has the last player named deal; by
default the first dealer is drawn ("When dealing the cards for the first round the dealer is
randomly selected unless the rules state differently", test_first_dealer.py)."""

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.games.captures import loose
from cardtable.games.scopa import GAME, primiera

from .stacking import play, refused, round_robin

PLAYERS = ["Ann", "Bob"]


def deal(ann, bob, table, stock=(), options=None, more=()):
    order = round_robin([ann, bob]) + list(table) + list(stock)
    return GAME.setup(PLAYERS, {**LAST_DEALS, **(options or {})}, seed=3, stack=[order, *more])


def test_forty_cards_three_each_four_on_the_table():
    """ "Scopa requires a 40-card deck ... removing the 8s, 9s, and 10s"; "deal three cards to each
    player, then deal four more face up"; "The non-dealer plays first." """
    s = deal(["AS", "2S", "3S"], ["AH", "2H", "3H"], ["KC", "QC", "JC", "7C"])
    assert sum(GAME.deck_counts(s).values()) == 40 and "8S" not in GAME.deck_counts(s)
    assert s.hands == (("AS", "2S", "3S"), ("AH", "2H", "3H")) and len(s.stock) == 30 and s.turn == 0


def test_three_kings_on_the_table_deal_again():
    """ "If three or more of the four board cards are kings, it is customary to abandon the hand,
    throw in the cards, and deal again." (an option, on by default)"""
    again = round_robin([["AS", "2S", "3S"], ["AH", "2H", "3H"]]) + ["4C", "5C", "6C", "7C"]
    s = deal(["AS", "2S", "3S"], ["AH", "2H", "3H"], ["KC", "KD", "KH", "7C"], more=[again])
    assert [h.cards[0] for h in s.table] == ["4C", "5C", "6C", "7C"] and s.shuffles == 2
    s = deal(["AS", "2S", "3S"], ["AH", "2H", "3H"], ["KC", "KD", "KH", "7C"], options={"kings_redeal": False})
    assert [h.cards[0] for h in s.table] == ["KC", "KD", "KH", "7C"]


def test_pairing_takes_one_card_and_takes_precedence():
    """ "The card captures only one other card of that rank on the board." "If a card can perform a
    capture by both pairing or by addition, the pairing takes precedence and must be performed" """
    s = deal(["6S", "KH", "2D"], ["JS", "JH", "QH"], ["6C", "6D", "4C", "2C"])
    assert "precedence" in refused(GAME, s, kind="capture", card="6S", take=["4C", "2C"])
    assert "precedence" in refused(GAME, s, kind="capture", card="6S", take=["6C", "6D"])
    s = play(GAME, s, kind="capture", card="6S", take=["6D"])
    assert [h.cards[0] for h in s.table] == ["6C", "4C", "2C"]


def test_face_cards_add_up_as_eight_nine_ten():
    """ "jacks as eight, queens as nine, and kings as ten" """
    s = deal(["KS", "QS", "2D"], ["JS", "JH", "QH"], ["6C", "4D", "5C", "3C"])
    s = play(GAME, s, kind="capture", card="KS", take=["6C", "4D"])
    s = play(GAME, s, kind="capture", card="JS", take=["5C", "3C"])
    assert s.table == () and s.sweeps == ((), ("JS",))


def test_a_refused_face_card_names_the_rank_it_pairs_not_its_value():
    """ "Scopa requires a 40-card deck ... removing the 8s, 9s, and 10s"; "The first is by pairing a
    card from the hand with a card matching in rank", and "jacks as eight, queens as nine, and kings
    as ten" for adding up. A king dropped on a queen was told "a king takes only 10s, or cards that
    add up to 10" (s35 t2): the deck has no 10s, and a king pairs a king (one card: "The card
    captures only one other card of that rank on the board")."""
    s = deal(["2C", "7D", "KD"], ["JS", "JH", "5H"], ["6H", "3D", "QD", "2S"])
    assert refused(GAME, s, kind="capture", card="KD", take=["QD"]) == \
        "A king cannot take a queen: a king takes only another king, or cards that add up to 10."
    s = deal(["4H", "7H", "JH"], ["JS", "5S", "5H"], ["6D", "QH", "3D", "AC"])
    assert refused(GAME, s, kind="capture", card="JH", take=["QH"]) == \
        "A jack cannot take a queen: a jack takes only another jack, or cards that add up to 8."
    assert refused(GAME, s, kind="capture", card="7H", take=["QH"]) == \
        "A 7 cannot take a queen: a 7 takes only another 7, or cards that add up to 7."
    s = deal(["AH", "7H", "JH"], ["JS", "5S", "5H"], ["6D", "QH", "7D", "2C"])
    assert refused(GAME, s, kind="capture", card="AH", take=["2C"]) == \
        "An ace cannot take a 2: an ace takes only another ace."


def test_no_builds_and_no_trail_that_could_capture():
    """No building in Scopa; "A player may not simply trail if they are able to capture something
    with that card" """
    s = deal(["5S", "KH", "2D"], ["JS", "JH", "QH"], ["6C", "3D", "4C", "2C"])
    assert "no building" in refused(GAME, s, kind="build", card="2D", onto=["3D"], by="sum", value=5)
    assert "may not simply trail" in refused(GAME, s, kind="trail", card="5S")


def test_last_card_clearing_the_board_is_no_scopa():
    """ "The last player to make a successful capture adds the remaining board cards ... This does
    not constitute a sweep, even if the player actually captured all of the cards on the board."
    Decided: clearing the board with the last card of the hand is no scopa either."""
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=4)
    s = s.replace(hands=(("5S",), ("5C",)), table=(loose("3D"), loose("2C"), loose("5D")), stock=(),
                  piles=((), ()))
    s = play(GAME, s, kind="capture", card="5S", take=["5D"])
    assert s.sweeps == ((), ())
    s = play(GAME, s, kind="capture", card="5C", take=["3D", "2C"])
    assert s.sweeps == ((), ()) and s.history[-1]["items"][1]["scope"] == 0


def test_primiera():
    """ "In order to be eligible for primiera, a player must have collected cards of all four
    suits"; "a 7—21 points, a 6—18 points, an ace—16 points ... a face card—10 points" """
    assert primiera(["7S", "6H", "AD", "KC", "2C"]) == 21 + 18 + 16 + 12
    assert primiera(["7S", "6H", "AD"]) is None


def test_scoring_in_order_stops_at_eleven():
    """ "Points should be added in the order listed above, and whenever the first player reaches
    eleven points, scoring ceases, with the remaining categories going unscored." """
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=4)
    ann = ("7D", "6D", "AD", "2D", "3D", "4D", "7S", "7C", "7H", "6S", "6C")
    bob = ("5S", "5C", "KH", "QH")
    s = s.replace(totals=(10, 10), piles=(ann, bob), sweeps=((), ()), sweep_order=(1, 1))
    record, totals, winners = GAME.score_hand(s)
    assert winners == [0] and totals == [11, 10]
    assert record["items"][0] == {"cards": 1, "coins": 0, "settebello": 0, "primiera": 0, "scope": 0}
    assert record["stopped"]


def test_ties_score_for_nobody():
    """ "In the event that the players are tied for the most cards in these categories, neither
    player gets the point." """
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=4)
    s = s.replace(piles=(("AD", "2S"), ("3D", "4S")), sweeps=((), ()), sweep_order=())
    record, totals, winners = GAME.score_hand(s)
    assert record["items"][0]["cards"] == record["items"][1]["cards"] == 0
    assert record["items"][0]["coins"] == record["items"][1]["coins"] == 0
    assert totals == [0, 0] and not winners


def test_primiera_tie_scores_for_nobody():
    """Decided: a primiera tie scores for nobody."""
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=4)
    s = s.replace(piles=(("7S", "6H", "AC", "2D"), ("7H", "6S", "AD", "2C", "KC")), sweeps=((), ()), sweep_order=())
    record, _, _ = GAME.score_hand(s)
    assert record["primiera"] == [21 + 18 + 16 + 12] * 2
    assert record["items"][0]["primiera"] == record["items"][1]["primiera"] == 0


def test_trail_only_when_stuck_option():
    """Option: a card may be trailed only when no card can capture (Scopa has no building: "There
    is no building", so the refusal names none, s33)."""
    s = deal(["5S", "KH", "2D"], ["JS", "JH", "QH"], ["6C", "3D", "4C", "2C"], options={"trail_when_stuck": True})
    assert refused(GAME, s, kind="trail", card="KH") == "You may trail only when no card in your hand can capture."


def test_the_log_names_the_cards_taken_in_words():
    """Seen (s25 #8): "Robo Rex plays the queen of hearts and takes Q\u2666." mixed words and symbols:
    the cards taken are named as the card played is."""
    s = deal(["6S", "KH", "2D"], ["JS", "JH", "QH"], ["6C", "6D", "4C", "2C"])
    applied = GAME.apply(s, {"kind": "capture", "seat": 0, "card": "6S", "take": ["6D"]})
    assert applied.events[0].text == "Ann plays the 6 of spades and takes the 6 of diamonds."
    s = deal(["KS", "QH", "2D"], ["JS", "JH", "QS"], ["6C", "4D", "3C", "AC"])
    applied = GAME.apply(s, {"kind": "capture", "seat": 0, "card": "KS", "take": ["6C", "4D"]})
    assert applied.events[0].text == "Ann plays the king of spades and takes the 6 of clubs and the 4 of diamonds."


def test_the_sheet_says_which_points_went_unscored_when_scoring_stopped():
    """ "whenever the first player reaches eleven points, scoring ceases, with the remaining
    categories going unscored." Finding (s27 t3): the sheet showed "scope 0" for a hand with six
    sweeps, which reads as "no sweeps"; it now says they were not counted, and why."""
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=4)
    ann = ("7D", "6D", "AD", "2D", "3D", "4D", "7S", "7C", "7H", "6S", "6C")
    bob = ("5S", "5C", "KH", "QH")
    s = s.replace(totals=(10, 10), piles=(ann, bob), sweeps=((), ()), sweep_order=(0, 1, 0, 0))
    record, totals, winners = GAME.score_hand(s)
    assert totals == [11, 10] and record["unscored"][0]["scope"] == 3 and record["unscored"][1]["scope"] == 1
    s = s.replace(history=(record,), totals=tuple(totals))
    sheet = GAME.score_sheet(s)
    row = sheet.sections[0].rows[0]
    scope = [label for _, label in GAME.items].index("Sweeps")  # (one word with the table's, s37 t2)
    assert row.cell(0, scope) == "0 (3 not counted)" and row.cell(1, scope) == "0 (1 not counted)"
    assert ("Hand 1: scoring stopped when 11 was reached, so Ann's point for most diamonds, Ann's point for the "
            "7\u2666, Ann's point for primiera, Ann's 3 sweeps and Bob's 1 sweep were not counted.") in sheet.notes


def test_the_score_sheet_says_diamonds_not_coins():
    """The family's text scores "collecting the most diamonds" ("diamonds take on the role of
    coins in the Italian game"): the sheet said "coins", the Italian deck's word (s40 t3)."""
    labels = dict(GAME.items)
    assert labels["coins"] == "Diamonds"
    notes = " ".join(GAME.sheet_notes(dict(LAST_DEALS)))
    assert "most diamonds" in notes and "coins" not in notes.lower()
