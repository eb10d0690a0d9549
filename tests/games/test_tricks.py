"""The shared trick-taking rules (cardtable/games/tricks.py), from the rule book's "General
Rules" (004_312affb30e9b3af0.txt) and the issue's decisions."""

from collections import Counter

from cardtable.core.rng import first_dealer
from cardtable.games import tricks
from cardtable.games.tricks import (
    deal, even_share, follow_suit, left_of, partner, trick_winner,
)

from .trick_deals import cards, deal_order


def test_trump_beats_any_card_of_another_suit():
    """ "Generally a trump card of any value will beat the highest card in any other suit." """
    assert trick_winner(cards("AS KS 2H QS"), "H") == 2


def test_highest_card_of_the_suit_led_wins_without_trump():
    """The highest card of the suit led wins; a higher card of another suit does not."""
    assert trick_winner(cards("10C AD JC 3C"), "") == 2
    assert trick_winner(cards("10C AD JC 3C"), "S") == 2


def test_aces_are_high():
    """Decided: aces high ("Aces are high down to 2's which are low", Hearts)."""
    assert trick_winner(cards("KD AD"), "") == 1


def test_two_decks_the_last_one_thrown_wins():
    """On two decks, of two identical winning cards "the last one thrown wins"."""
    assert trick_winner(cards("AS 3S AS 2S"), "") == 2
    assert trick_winner(cards("4C 5H 5H"), "H") == 2


def test_must_follow_suit_never_forced_to_trump():
    """ "Usually you can only play a trump card if you do not have the suit which has been lead
    out": follow suit if you can; void, any card (trump or not)."""
    hand = cards("2C 9C KH 4S")
    assert follow_suit(hand, "C", "H") == ["2C", "9C"]
    assert follow_suit(hand, "D", "H") == hand  # void in diamonds: anything, not only trump
    assert follow_suit(hand, "", "H") == hand  # leading: anything


def test_left_bower_follows_as_trump():
    """Decided: the left bower follows as trump (it is not a card of its printed suit)."""
    hand = cards("JD 9D AS")
    assert follow_suit(hand, "H", "H", bowers=True) == ["JD"]  # hearts led: the JD must follow
    assert follow_suit(hand, "D", "H", bowers=True) == ["9D"]  # diamonds led: the JD is no diamond


def test_bowers_are_the_highest_and_second_highest():
    """ "These two cards are the highest and second highest cards" (right bower, then left)."""
    assert trick_winner(cards("AH JD JH KH"), "H", bowers=True) == 2
    assert trick_winner(cards("AH JD KH QH"), "H", bowers=True) == 1


def test_deal_from_the_dealers_left_one_at_a_time():
    """ "Usually the player to the left of the dealer will start"; the deal begins there too."""
    hands, rest = deal(cards("A B C D E F G"), 3, first_seat=1, per_player=2)
    assert hands == (("C", "F"), ("A", "D"), ("B", "E")) and rest == ("G",)


def test_deal_in_packets_three_then_two():
    """Euchre's "by two or more at a time": a packet of 3 to each, then 2 to each."""
    order = deal_order([cards("a1 a2 a3 a4 a5"), cards("b1 b2 b3 b4 b5")], dealer=1, packets=(3, 2))
    hands, _ = deal(order, 2, first_seat=0, per_player=5, packets=(3, 2))
    assert order[:3] == ["a1", "a2", "a3"]
    assert hands == (tuple(cards("a1 a2 a3 a4 a5")), tuple(cards("b1 b2 b3 b4 b5")))


def test_evenly_with_cards_left_over():
    """Deal evenly, leaving at least the cards asked for over (Hearts: at least 2)."""
    assert even_share(52, 4, at_least_left=2) == 12
    assert even_share(52, 5, at_least_left=2) == 10


def test_first_dealer_at_random_and_the_deal_passes_left():
    """ "When dealing the cards for the first round the dealer is randomly selected"."""
    dealers = Counter(first_dealer(seed, 4) for seed in range(400))
    assert set(dealers) == {0, 1, 2, 3} and min(dealers.values()) > 60
    assert first_dealer(7, 4) == first_dealer(7, 4)  # the same record, the same dealer
    assert left_of(3, 4) == 0


def test_partners_sit_opposite():
    """Partners sit opposite: seats 0 and 2, 1 and 3."""
    assert [partner(s, 4) for s in range(4)] == [2, 3, 0, 1]
    assert tricks.TEAMS == ((0, 2), (1, 3))


def test_quick_zones_are_the_same_zones():
    """tricks.zone builds a Zone without its dataclass __init__: the result must be equal."""
    from cardtable.core.zones import Role, Seen, Zone

    quick = tricks.zone("hand", ("7C", "QS"), Seen.OWNER, 2, Role.HAND, "Hand")
    assert quick == Zone("hand", ("7C", "QS"), Seen.OWNER, 2, Role.HAND, label="Hand")
    assert quick.key == "hand/2" and quick.observe(1)["cards"] == [None, None]
    one = tricks.zone("turned", ("7C",), Seen.ALL, role=Role.KITTY, label="Trump", single=True)  # (s43)
    assert one == Zone("turned", ("7C",), Seen.ALL, role=Role.KITTY, label="Trump", single=True)
    assert one.observe(None)["single"] is True and "single" not in quick.observe(1)


def test_the_random_game_invariants_catch_a_wrong_trick_winner():
    """The contract's random games check each trick's winner independently: a wrong one fails."""
    import pytest

    from cardtable.core.game import Applied, Event, Move
    from cardtable.games.whist_tens import GAME

    from .trick_invariants import check_trick_move, winner_of

    assert winner_of([(0, "AS"), (1, "2H"), (2, "KS"), (3, "3H")], "H", False) == 3
    assert winner_of([(0, "AH"), (1, "JD"), (2, "JH")], "H", True) == 2
    assert winner_of([(0, "AS"), (1, "AS")], "", False) == 1
    s = GAME.setup(["A", "B", "C", "D"], {}, 1)
    card = s.hands[s.turn][0]
    wrong = s.replace(last_trick=((0, "AS"), (1, "2H"), (2, "KS"), (3, "3H")), last_winner=0)
    with pytest.raises(AssertionError):
        check_trick_move(GAME, s, Move(kind="play", card=card), Applied(wrong, (Event("", "trick_won"),)))


def test_rules_pages_exist_and_explain_every_house_rule():
    """Each game's in-app rules page is there and names every option offered at set-up."""
    from pathlib import Path

    from cardtable.games import catalogue

    for game_id in ("hearts", "oh_hell", "euchre", "whist_tens", "canadian_salad", "saskatchewan_rummy",
                    "rummy_500", "court_whist"):
        info = catalogue(include_coming=True)[game_id].info
        page = (Path(__file__).resolve().parents[2] / "assets" / "rules" / info.rules_page).read_text()
        assert page.startswith(f"<h1>{info.name}</h1>")
        for spec in info.options:
            if spec.id != "rules":
                assert spec.label in page, (game_id, spec.label)


def test_the_shared_heuristic_always_offers_a_legal_move():
    """The computer players' hook: a full game of each, every seat played by the heuristic."""
    from cardtable.games import catalogue

    for game_id, count in (("hearts", 5), ("oh_hell", 3), ("euchre", 4), ("whist_tens", 4), ("canadian_salad", 8),
                           ("saskatchewan_rummy", 5), ("rummy_500", 4), ("court_whist", 6)):
        game = catalogue(include_coming=True)[game_id]
        state = game.setup([f"P{i}" for i in range(count)], {}, seed=4)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            move = game.heuristic(state, seat)
            assert game.check(state, move) is None, (game_id, move)
            state = game.apply(state, move).state


def test_a_record_replays_to_the_same_game_and_sheet():
    """Saves are records: a random game of each, through JSON and back, replays to the same
    state, so the score sheet (built from the state's per-hand history) is saved with it."""
    import json

    from cardtable.core.records import Record, random_game, replay
    from cardtable.games import catalogue

    for game_id, players in (("hearts", 3), ("oh_hell", 6), ("euchre", 4), ("whist_tens", 4), ("canadian_salad", 6),
                             ("saskatchewan_rummy", 7), ("rummy_500", 4), ("court_whist", 5)):
        game = catalogue(include_coming=True)[game_id]
        record, final = random_game(game, [f"P{i}" for i in range(players)], seed=9)
        again = replay(Record.from_json(json.loads(json.dumps(record.to_json()))), game)
        assert again.to_json() == final.to_json()
        assert game.score_sheet(again).to_json() == game.score_sheet(final).to_json()
        assert len(game.score_sheet(final).rounds) == len(final.history)


def test_buttons_have_words():
    """Moves that are buttons on the table say what they do."""
    from cardtable.core.game import Move
    from cardtable.games.euchre import GAME as EUCHRE
    from cardtable.games.oh_hell import GAME as OH_HELL

    s = EUCHRE.setup(["A", "B", "C", "D"], {}, 1)
    labels = {EUCHRE.move_label(s, m) for m in EUCHRE.legal_moves(s)}
    assert labels <= {"Pass", "Order it up", "Order it up, alone"} and "Pass" in labels
    assert EUCHRE.move_label(s, Move(kind="call", suit="S", alone=True)) == "Call spades, alone"
    s = OH_HELL.setup(["A", "B", "C"], {}, 1)
    assert OH_HELL.move_label(s, Move(kind="knock", seat=0, bid=1)) == "A finger (1)"
    assert [OH_HELL.move_label(s, m) for m in OH_HELL.legal_moves(s)][:2] == ["Bid 0", "Bid 1"]


def test_passes_offered_are_spread_through_all_of_them():
    from itertools import combinations

    hand = cards("2C 5C 9C KC 3D 7D 4S 8S QS 2H 6H 10H AH 3H")
    every = list(combinations(tricks.sort_hand(hand), 3))
    spread = tricks.spread_of_passes(hand, 3, 12)
    assert spread == [every[i * len(every) // 12] for i in range(12)]
    assert tricks.spread_of_passes(hand[:5], 3, 12) == list(combinations(tricks.sort_hand(hand[:5]), 3))


def test_ready_moves_are_the_same_moves():
    from cardtable.core.game import Move

    quick = tricks.ready_move(kind="pass", seat=1, cards=("2C", "3C", "QS"))
    slow = Move(kind="pass", seat=1, cards=["2C", "3C", "QS"])
    assert quick == slow and hash(quick) == hash(slow) and type(quick) is Move


def test_trick_taking_ii_table_notes_say_the_rule_of_the_hand():
    """Salad and Saskatchewan show the round's rule and the cards taken out; Court Whist its banner
    and men and ladies; 500 the contract (the generic table's notes)."""
    from cardtable.games import catalogue

    games = catalogue(include_coming=True)
    s = games["canadian_salad"].setup(["A", "B", "C", "D", "E"], {}, 1)
    assert games["canadian_salad"].table_notes(s)[0] == "Round 1: each red card you take costs 5 (125 in all)"
    assert "2 of clubs" in games["canadian_salad"].table_notes(s)[2]
    s = games["saskatchewan_rummy"].setup(["A", "B", "C"], {}, 1)
    assert games["saskatchewan_rummy"].table_notes(s)[2] == "Taken out: 2\u2663"  # (was the code "2C")
    cw = games["court_whist"]
    s = cw.setup(["Al", "Bea", "Cy", "Di", "Ed"], {}, 1)
    notes = cw.table_notes(s)
    assert notes[0] == "Game 1 – Coronation, hand 1" and notes[2] == "A point a trick"  # (the card says "Total tricks taken")
    assert notes[3].endswith("names trump (holding the king of spades)")
    assert {cw.seat_note(s, p).split(" · ")[0] for p in range(5)} == {"man", "lady"}
    assert any("sitting out" in cw.seat_note(s, p) for p in range(5))


def test_trick_cards_are_the_trick_zone_in_every_trick_game():
    """The computer player's sense reads the trick through ``trick_cards`` rather than the
    zones (its playouts ask at every move): the two must agree at every position of random
    games of every trick game, PayDay and the bidding phases included."""
    import random

    from cardtable.core.zones import Role
    from cardtable.games import catalogue

    trick_games = [g for g in catalogue().values() if isinstance(g, tricks.TrickGame)]
    assert len(trick_games) >= 8
    for game in trick_games:
        for seed in range(2):
            counts = game.info.allowed_counts()
            state = game.setup([f"P{i}" for i in range(counts[seed % len(counts)])], {}, seed)
            rng = random.Random(seed)
            while not game.is_over(state):
                shown = tuple(c for z in game.zones(state) if z.kind is Role.TRICK for c in z.cards)
                assert game.trick_cards(state) == shown, (game.info.id, seed)
                legal = game.legal_moves(state)
                state = game.apply(state, legal[rng.randrange(len(legal))]).state
