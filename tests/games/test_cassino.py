"""Cassino rule tests, from 003_568aafc6ffe6d89e.txt, section "Cassino". Stacked deals follow the
text's pattern: "two to the opponent, two to the table, two to the dealer, then repeating"; Bob
(seat 1) deals the first hand, so Ann plays first: the house rule ``first_dealer``
(:data:`LAST_DEALS`) has the last player named deal; by default the first dealer is drawn ("When
dealing the cards for the first round the dealer is randomly selected unless the rules state
differently", test_first_dealer.py)."""

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.games.captures import RANK, SUM, loose
from cardtable.games.cassino import GAME, cassino_items

from .stacking import play, refused

PLAYERS = ["Ann", "Bob"]


def deal(ann, bob, table, stock=(), options=None):
    order = [ann[0], ann[1], table[0], table[1], bob[0], bob[1], ann[2], ann[3], table[2], table[3], bob[2], bob[3]]
    return GAME.setup(PLAYERS, {**LAST_DEALS, **(options or {})}, seed=3, stack=[order + list(stock)])


def test_deal_two_at_a_time_and_the_non_dealer_first():
    """ "deal four cards to the board and four to each player, in the following pattern: two to the
    opponent, two to the table, two to the dealer, then repeating"; "The non-dealer plays first." """
    s = deal(["AS", "2S", "3S", "4S"], ["AH", "2H", "3H", "4H"], ["KC", "QC", "JC", "9C"])
    assert s.hands == (("AS", "2S", "3S", "4S"), ("AH", "2H", "3H", "4H"))
    assert [h.cards[0] for h in s.table] == ["KC", "QC", "JC", "9C"]
    assert s.dealer == 1 and s.turn == 0 and len(s.stock) == 40


def test_new_hands_from_the_stock_but_not_the_board():
    """ "New four-card hands are dealt from the stock, two at a time, as before. The board does not
    receive any further cards" """
    s = deal(["KS", "KH", "KD", "QS"], ["JS", "JH", "JD", "QH"], ["2C", "3C", "4C", "5C"],
             stock=["AS", "AH", "6S", "6H", "7S", "7H", "8S", "8H"])
    for _ in range(8):
        s = play(GAME, s, **GAME.legal_moves(s)[0])
    assert s.hands == (("AS", "AH", "7S", "7H"), ("6S", "6H", "8S", "8H"))
    dealt = {"KS", "KH", "KD", "QS", "JS", "JH", "JD", "QH", "2C", "3C", "4C", "5C"}
    assert {c for h in s.table for c in h.cards} <= dealt and s.turn == 0


def test_trail_refused_when_the_card_can_capture():
    """ "A player may not simply trail if they are able to capture something with that card" """
    s = deal(["7S", "KH", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["4C", "3C", "9C", "10C"])
    assert "may not simply trail" in refused(GAME, s, kind="trail", card="7S")
    s = play(GAME, s, kind="trail", card="KH")
    assert s.table[-1].cards == ("KH",)


def test_capture_by_addition_and_pairing_at_once():
    """ "A single card may capture an unlimited number of cards, so long as all of the cards
    captured match the card being played." """
    s = deal(["9S", "KH", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["4C", "5C", "9C", "6C"])
    assert "add up to 9" in refused(GAME, s, kind="capture", card="9S", take=["4C", "6C", "9C"])
    s = play(GAME, s, kind="capture", card="9S", take=["4C", "5C", "9C"])
    assert [h.cards for h in s.table] == [("6C",)] and set(s.piles[0]) == {"4C", "5C", "9C", "9S"}
    assert s.sweeps == ((), ())


def test_a_sweep_scores_and_shows_its_card():
    s = deal(["9S", "KH", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["4C", "5C", "9C", "9H"])
    s = play(GAME, s, kind="capture", card="9S", take=["4C", "5C", "9C", "9H"])
    assert s.sweeps == (("9S",), ()) and s.table == () and s.sweep_order == (0,)
    obs = GAME.observation(s, 1)
    # "placed face-down in a score pile", yet all four lay face up on the board before they were
    # taken: the table knows them (tests/games/test_capture_piles_seen.py), and shows the pile as a count
    assert obs["zones"]["sweeps/0"]["cards"] == ["9S"] and obs["zones"]["pile/0"]["cards"] == ["4C", "5C", "9C", "9H"]


def test_pairing_must_take_every_card_of_the_rank():
    """ "pairing, in which case the card captures all other cards of that rank on the board" """
    s = deal(["9S", "KH", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["9D", "5C", "9C", "AH"])
    assert "9 of clubs too" in refused(GAME, s, kind="capture", card="9S", take=["9D"])


def test_build_then_capture_and_a_steal():
    """ "a player may announce "Building seven" and add the 2 to the 5, then later capture both of
    them with a 7"; "an opponent can capture a build if they happen to have a card of the right
    rank to do so." """
    s = deal(["2S", "7S", "KD", "QD"], ["7H", "JH", "JD", "QH"], ["5C", "KC", "9C", "10C"])
    assert "another card worth 8" in refused(GAME, s, kind="build", card="2S", onto=["5C"], by=SUM, value=8)
    s = play(GAME, s, kind="build", card="2S", onto=["5C"], by=SUM, value=7)
    assert s.table[0].kind == SUM and s.table[0].value == 7 and s.table[0].owner == 0
    assert "Building 7 \u00b7 Ann" in GAME.status(s)
    assert "unit" in refused(GAME, s, kind="capture", card="7H", take=["5C"])
    s = play(GAME, s, kind="capture", card="7H", take=["5C", "2S"])  # Bob steals it
    assert set(s.piles[1]) == {"5C", "2S", "7H"} and s.last_capturer == 1


def test_further_building_in_the_manner_started():
    """ "Further building must continue in the manner it was started." """
    s = deal(["8S", "8D", "5D", "QD"], ["3H", "JH", "JD", "QH"], ["8C", "KC", "9C", "10C"])
    s = play(GAME, s, kind="build", card="8S", onto=["8C"], by=RANK)
    assert s.table[0].kind == RANK and "Building 8s" in GAME.status(s)
    s = play(GAME, s, kind="trail", card="JH")
    assert "continue with 8s" in refused(GAME, s, kind="build", card="5D", onto=["8C", "8S"], by=SUM, value=13)


def test_last_capture_takes_the_rest_without_a_sweep():
    """ "The last player to make a successful capture adds the remaining board cards to their score
    pile. (This does not constitute a sweep unless the player actually captured all of the cards on
    the board at once.)" """
    s = GAME.setup(PLAYERS, dict(LAST_DEALS), seed=5)
    s = s.replace(hands=(("9S",), ("KH",)), table=(loose("9C"), loose("4D")), stock=(), piles=((), ()))
    s = play(GAME, s, kind="capture", card="9S", take=["9C"])
    s = play(GAME, s, kind="trail", card="KH")
    assert s.phase in ("hand_over", "game_over") and s.table == ()
    assert set(s.piles[0]) == {"9S", "9C", "4D", "KH"} and s.sweeps == ((), ())
    assert s.history[-1]["items"][0]["sweeps"] == 0


def test_scoring_items():
    """ "Each sweep—one point. Each ace—one point. Collecting the most spades—one point. Little
    Cassino—capturing the 2♠, one point. Big Cassino—capturing the 10♦, two points. Collecting the
    most cards overall—three points. In the event of a tie for most cards overall, neither player
    is awarded these three points." """
    ann = ["2S", "3S", "4S", "AS", "AH", "10D", "5C"]
    bob = ["5S", "KC", "QC", "JC", "AD", "9H", "8H"]
    items = cassino_items([ann, bob], [2, 0])
    assert items[0] == {"cards": 0, "spades": 1, "little": 1, "big": 2, "aces": 2, "sweeps": 2}
    assert items[1] == {"cards": 0, "spades": 0, "little": 0, "big": 0, "aces": 1, "sweeps": 0}
    assert cassino_items([ann + ["7C"], bob], [0, 0])[0]["cards"] == 3


def test_game_to_21_or_11_and_ties_past_the_target():
    """ "The first player to score 11 or 21 points (as previously agreed by the players) wins."
    Decided: both past the target, the higher total wins; equal totals play another hand."""
    assert GAME.info.option("target").default == 21
    assert GAME.game_winners([22, 25], 21) == [1]
    assert GAME.game_winners([22, 22], 21) == []
    assert GAME.game_winners([12, 3], 11) == [0]
    assert GAME.game_winners([20, 3], 21) == []


def test_the_deal_alternates_and_sheet_rows():
    """Decided: the deal alternates. A score sheet row per hand with each scoring item."""
    s = GAME.setup(PLAYERS, {"target": 21, **LAST_DEALS}, seed=11)
    import random
    rng = random.Random(1)
    while s.phase != "hand_over":
        legal = GAME.legal_moves(s)
        s = play(GAME, s, **legal[rng.randrange(len(legal))])
    sheet = GAME.score_sheet(s)
    assert sheet.sub_columns == ("Cards", "Spades", "2\u2660", "10\u2666", "Aces", "Sweeps", "Hand")
    assert len(sheet.rounds) == 1 and sum(sheet.rounds[0].cells[0][:-1]) == sheet.rounds[0].cells[0][-1]
    s = play(GAME, s, kind="next_hand")
    assert s.dealer == 0 and s.turn == 1


def test_trail_only_when_stuck_option():
    """Option: a trail only when no card can capture or build."""
    s = deal(["7S", "KH", "2D", "3D"], ["JS", "JH", "JD", "QH"], ["4C", "3C", "9C", "10C"],
             options={"trail_when_stuck": True})
    assert "neither capture nor build" in refused(GAME, s, kind="trail", card="KH")


def test_medium_player_takes_big_cassino():
    """Computer players: Medium captures (the 10♦ above all) rather than trailing."""
    from cardtable.ai import agent_for, information_set

    s = deal(["10S", "2D", "KD", "QD"], ["JS", "JH", "JD", "QH"], ["10D", "5C", "3C", "9C"])
    move = agent_for("medium").choose(GAME, information_set(GAME, s, 0), 1)
    assert move == {"kind": "capture", "card": "10S", "take": ("10D",)}


def test_a_record_may_give_the_hands_and_the_table():
    """docs/records.md: "hands" for the fishing games are each player's first hand, then the
    table's four cards; a wrong count is named."""
    import pytest

    from cardtable.core.records import Record, RecordError
    from cardtable.core.session import Session
    from cardtable.games import get_game

    for game_id, players in (("cassino", ["A", "B"]), ("cassino_party", ["A", "B", "C"]), ("scopa", ["A", "B"])):
        game = get_game(game_id)
        dealt = game.setup(players, {}, 4)
        hands = [list(h) for h in dealt.hands] + [[h.cards[0] for h in dealt.table]]
        rec = Record.from_json({"format": "cardtable-record", "version": 2, "game": game_id, "players": players,
                                "seed": 8, "hands": hands})
        state = Session.from_record(rec, game).state
        assert [list(h) for h in state.hands] == hands[:-1] and [h.cards[0] for h in state.table] == hands[-1]
    rec = Record.from_json({"format": "cardtable-record", "version": 2, "game": "cassino", "players": ["A", "B"],
                            "hands": [["AS", "2S", "3S", "4S"], ["AH", "2H", "3H", "4H"], ["AC"]]})
    with pytest.raises(RecordError, match="the table"):
        Session.from_record(rec, GAME)


def test_a_refused_drop_on_one_card_says_what_building_needs():
    """A 2 dropped on an ace (what a drop means: take that heap) with no 3 in hand: "In order to
    build, player must have another card actually capable of capturing the build as declared." The
    refusal gave only the rule for taking by addition ("Cards taken by addition must add up to 2
    ..."), when the player meant "Building three"; it now says the build's reason first."""
    s = deal(["2C", "9S", "KD", "QD"], ["7H", "JH", "JD", "QH"], ["AD", "KC", "9C", "10C"])
    why = refused(GAME, s, kind="capture", card="2C", take=["AD"])
    assert why == "To build 3 you need a 3 in your hand. A 2 takes only 2s, or cards that add up to 2."
    # no build is possible at all (7 + 10 is more than any card): the capture's reason alone
    s = deal(["7S", "9S", "KD", "QD"], ["7H", "JH", "JD", "QH"], ["AD", "KC", "9C", "10C"])
    # (s27 t4: a 3 dropped on a 10 was told "Cards taken by addition must add up to 3 (or 3 again
    # for each further group); these make 10."; expected "A 3 cannot take a 10.")
    assert refused(GAME, s, kind="capture", card="7S", take=["10C"]) == \
        "A 7 cannot take a 10: a 7 takes only 7s, or cards that add up to 7."
    # a face card has no value to build with: "Face cards have no value"
    assert refused(GAME, s, kind="capture", card="KD", take=["9C"]) == "A king has no value: it captures only by pairing."


def test_a_refused_drop_on_a_build_says_what_raising_it_needs():
    """Bob's 3 dropped on Ann's "Building 2" with no 5 in hand: "A build can only be captured by
    what it was previously declared to be a build of", and raising it to 5 needs "another card
    actually capable of capturing the build as declared"; both are said."""
    s = deal(["AS", "2S", "KD", "QD"], ["3D", "JH", "JD", "QH"], ["AD", "KC", "9C", "10C"])
    s = play(GAME, s, kind="build", card="AS", onto=["AD"], by=SUM, value=2)
    why = refused(GAME, s, kind="capture", card="3D", take=["AD", "AS"])
    assert why == ("To raise that build to 5 you need a 5 in your hand. "
                   "That build is 'Building 2': only a card worth 2 can take it.")


def test_face_cards_build_by_rank_and_the_rules_page_says_so():
    """ "Builds can be created with intent to capture them either by addition or pairing"; "Face
    cards have no value and cannot be captured by addition." A jack on a jack, a third jack in
    hand, is "Building jacks" (the book forbids only adding faces up); the tester asked whether it
    is right, and the rules page now says it is."""
    from pathlib import Path

    s = deal(["JS", "JD", "8S", "QD"], ["7H", "JH", "3D", "QH"], ["JC", "6H", "2S", "5D"])
    build = {"kind": "build", "card": "JS", "onto": ("JC",), "by": RANK}
    assert GAME.check(s, build) is None
    s = play(GAME, s, **build)
    assert s.table[0].kind == RANK and "Building jacks" in GAME.status(s)
    assert "cannot be part of a build by adding up" in refused(GAME, s, kind="build", card="QH", onto=["6H"],
                                                               by=SUM, value=6, seat=1)
    page = (Path(__file__).resolve().parents[2] / "assets" / "rules" / "cassino.html").read_text()
    assert "Building jacks" in page and "built by rank only" in page
