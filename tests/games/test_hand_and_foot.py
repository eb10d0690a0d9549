"""Hand and Foot Canasta (004_312affb30e9b3af0.txt, "Hand and Foot Canasta" and "(con't)"): rule
tests quoting the sentence each checks, on set positions; refusals with the state unchanged."""

import json
from collections import Counter

from cardtable.core.game import Move
from cardtable.core.cards import card_short, cards_said
from cardtable.games.canasta_melds import new_meld_rank
from cardtable.games.hand_and_foot import DRAW, GAME, GAME_OVER, PICK_TO_OPEN, PLAY, ROUND_OVER, value
from tests.games.contract import snapshot

NATURAL7 = ("KS", "KH", "KD", "KC", "KS", "KH", "KD")
MIXED7 = ("QS", "QH", "QD", "QC", "2S", "2H", "JK")
WILD7 = ("2S", "2H", "2D", "2C", "JK", "JK", "2S")
#: the house rule the picks before a team's first meld need: the book's "A player can pick up the
#: discard pile (if a meld has been established)" is the default (s38 t2 #4)
OPEN = {PICK_TO_OPEN: True}


def position(hands, feet=None, discard=("9D",), melds=(), turn=0, phase=PLAY, melded=(False, False),
             in_foot=None, red=((), ()), options=None, players=2, stock=None):
    state = GAME.setup([f"P{i}" for i in range(players)], options or {}, 1)
    feet = feet or [("4C",) * 3] * players
    used = Counter(c for h in list(hands) + list(feet) for c in h) + Counter(discard)
    used += Counter(c for m in melds for c in m[2]) + Counter(c for r in red for c in r)
    rest = Counter(GAME.pieces(players, {}).cards()) - used
    if stock is not None:
        rest -= Counter(stock)
        stock = tuple(sorted(rest.elements())) + tuple(stock)
    else:
        stock = tuple(sorted(rest.elements()))
    return state.replace(hands=tuple(tuple(h) for h in hands), feet=tuple(tuple(f) for f in feet),
                         discard=tuple(discard), melds=tuple(melds), turn=turn, phase=phase, melded=tuple(melded),
                         in_foot=tuple(in_foot or (False,) * players), red_threes=tuple(red), stock=stock,
                         round_no=1, out_seat=-1)


def play(state, move):
    result = GAME.apply(state, Move(move))
    assert result.ok, getattr(result, "reason", "")
    return result.state


def refused(state, move, words):
    before = snapshot(state)
    result = GAME.apply(state, Move(move))
    assert not result.ok and words in result.reason, result
    assert snapshot(state) == before


def test_the_deal_hand_15_foot_13_one_more_deck_than_people():
    """ "Use one more deck of cards than there are people playing, including jokers"; "one player will
    deal 15 cards in the hand and the other player will deal 13 cards in the foot"; "If the card turned
    up is a wild card it should be covered with another card" """
    for players, seed in ((2, 1), (4, 2), (6, 3)):
        state = GAME.setup([f"P{i}" for i in range(players)], {}, seed)
        assert sum(GAME.deck_counts(state).values()) == (players + 1) * 54
        assert all(len(h) == 15 for h in state.hands) and all(len(f) == 13 for f in state.feet)
        top = state.discard[-1]
        assert not top.startswith("2") and top != "JK" and top not in ("3H", "3D")
    assert GAME.info.allowed_counts() == (2, 4, 6)


def test_card_count_values():
    """ "Jokers 50, 2s 25, Ace 20, K-8 10, 4-7 5, Black 3 5" """
    assert [value(c) for c in ("JK", "2H", "AS", "KD", "8C", "7H", "4S", "3C")] == [50, 25, 20, 10, 10, 5, 5, 5]


def test_sets_only_with_as_many_naturals_as_wilds():
    """ "Melds consist of sets only, with a minimum of three cards of the same rank"; "You must have at
    least as many naturals as wild to start each set" """
    assert new_meld_rank(("9S", "9H", "2C")) == "9"
    assert new_meld_rank(("9S", "2H", "2C")).startswith("A meld needs at least as many")
    assert new_meld_rank(("9S", "10S", "JS")).startswith("A meld is cards of one rank")
    assert new_meld_rank(("2S", "2H", "JK")) == "W"


def test_the_first_meld_must_reach_the_minimum_red_threes_do_not_count():
    """ "Round 1 90"; "Red threes do not count toward the meld" """
    state = position([("AS", "AH", "AD", "KS", "KH", "KD", "5C", "9C"), ("4D",)], red=(("3H",), ()))
    refused(state, {"kind": "meld", "seat": 0, "melds": [["AS", "AH", "AD"]]}, "at least 90")
    after = play(state, {"kind": "meld", "seat": 0, "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD"]]})
    assert after.melded == (True, False)


def test_pick_the_pile_with_a_pair_and_play_the_three_at_once():
    """ "A player can pick up the discard pile (if a meld has been established) and they have a pair of
    the same rank as the top card"; "These three cards, the pair and the top card only, must be played
    onto the table to make or add to a canasta, immediately" """
    state = position([("8S", "8H", "5C", "6C"), ("4D",)], discard=("JD", "7C", "8D"), melded=(True, False),
                     phase=DRAW)
    after = play(state, {"kind": "pick", "seat": 0, "melds": []})
    assert after.melds[-1] == (0, "8", ("8S", "8H", "8D")) and after.discard == ()
    assert sorted(after.hands[0]) == sorted(("5C", "6C", "JD", "7C"))
    state = position([("8S", "5C", "6C"), ("4D",)], discard=("8D",), melded=(True, False), phase=DRAW)
    refused(state, {"kind": "pick", "seat": 0, "melds": []}, "pair")


def test_two_to_close_the_canasta_and_two_to_start_a_new_one():
    """ "if there is 5 cards in a started canasta out then you must have 4 matching cards in your hand,
    two to close the canasta and 2 to start a new canasta with the picked card." """
    five = (0, "9", ("9S", "9H", "9D", "9C", "2S"))
    state = position([("9S", "9H", "5C", "6C"), ("4D",)], discard=("9D",), melds=[five], melded=(True, False),
                     phase=DRAW)
    refused(state, {"kind": "pick", "seat": 0, "melds": []}, "4 cards of the top card's rank")
    state = position([("9S", "9H", "9D", "9C", "5C", "6C"), ("4D",)], discard=("9D",), melds=[five],
                     melded=(True, False), phase=DRAW)
    after = play(state, {"kind": "pick", "seat": 0, "melds": []})
    assert len(after.melds[0][2]) == 7 and after.melds[1] == (0, "9", ("9D", "9C", "9D"))


def test_wilds_and_black_threes_freeze_the_pile():
    """ "A wild card may be discarded to freeze the discard pile." "Black threes freeze the discard pile." """
    for top in ("2C", "JK", "3S"):
        state = position([("8S", "8H", "5C"), ("4D",)], discard=("8D", top), melded=(True, False), phase=DRAW)
        refused(state, {"kind": "pick", "seat": 0, "melds": []}, "frozen")


def test_red_threes_go_face_up_and_are_replaced():
    """ "When a player (in their turn), finds a red three in their hand they should immediately, place it
    face up on the table and draw another card from the stock-pile to replace it." """
    state = position([("3H", "5C", "6C"), ("4D",)], phase=DRAW, stock=("9S", "3D", "7H"))  # 7H, 3D drawn
    after = play(state, {"kind": "draw", "seat": 0})
    assert sorted(after.red_threes[0]) == ["3D", "3H"] and "3H" not in after.hands[0]
    assert len(after.hands[0]) == 5 and "9S" in after.hands[0] and "7H" in after.hands[0]  # two replaced


def test_empty_hand_picks_up_the_foot():
    """ "When a player is able to use all the cards in their hand, they then may pick up their foot and
    continue laying. If a discard had to be made the player must wait until the next turn to play." """
    state = position([("5C", "5D", "5H"), ("4D",)], feet=[("KS",) * 13, ("4C",) * 13], melded=(True, False))
    after = play(state, {"kind": "meld", "seat": 0, "melds": [["5C", "5D", "5H"]]})
    assert after.in_foot[0] and len(after.hands[0]) == 13 and after.phase == PLAY and after.turn == 0
    state = position([("5C",), ("4D",)], feet=[("KS",) * 13, ("4C",) * 13], melded=(True, False))
    after = play(state, {"kind": "discard", "seat": 0, "card": "5C"})
    assert after.in_foot[0] and after.turn == 1 and after.phase == DRAW


def test_the_foot_pressed_says_when_it_comes():
    """ "When a player is able to use all the cards in their hand, they then may pick up their foot
    and continue laying." The foot pressed said only "Ben's foot cannot be moved now." (s45 t2 #1):
    the engine says when it comes, to its owner in turn; another's foot, or a foot picked up, is
    the table's to say."""
    state = position([("5C", "5D"), ("4D",)], feet=[("KS",) * 13, ("4C",) * 13])
    foot = {z.key: z for z in GAME.zones(state)}
    words = GAME.still_pile_words(state, foot["foot/0"], 0)
    assert words is not None and "when you have used all the cards in your hand" in words
    assert GAME.still_pile_words(state, foot["foot/1"], 0) is None
    assert GAME.still_pile_words(state, foot["hand/0"], 0) is None
    picked = state.replace(in_foot=(True, False))
    assert GAME.still_pile_words(picked, foot["foot/0"], 0) is None


def test_going_out_needs_a_red_a_black_and_a_wild_canasta_no_discard_needed():
    """ "The team must have "completed" at least, 1 red, 1 black and 1 wild canasta before they can go
    out." "No discard is necessary when going out." "If you do not meld, any red threes on the table count
    against you." """
    melds = [(0, "K", NATURAL7), (0, "Q", MIXED7)]
    state = position([("5C", "5D", "5H"), ("4D", "6S")], feet=[(), ("4C",) * 13], melds=melds,
                     melded=(True, False), in_foot=(True, False), red=((), ("3H",)))
    refused(state, {"kind": "meld", "seat": 0, "melds": [["5C", "5D", "5H"]]}, "wild canasta")
    state = position([("5C", "5D", "5H"), ("4D", "6S")], feet=[(), ("4C",) * 13],
                     melds=melds + [(0, "W", WILD7)], melded=(True, False), in_foot=(True, False),
                     red=(("3D",), ("3H",)))
    after = play(state, {"kind": "meld", "seat": 0, "melds": [["5C", "5D", "5H"]]})
    assert after.phase == ROUND_OVER and after.out_seat == 0
    over0 = 100 + 100 + 500 + 300 + 2000
    under0 = sum(map(value, NATURAL7 + MIXED7 + WILD7)) + 15
    under1 = -(5 + 5 + 13 * 5)
    assert after.round_scores[-1] == ((over0, under0), (-100, under1))


def test_alternate_rule_a_canasta_of_sevens():
    """ Alternate Rule: "A canasta of 7's must be made before you can go out" """
    melds = [(0, "K", NATURAL7), (0, "Q", MIXED7), (0, "W", WILD7)]
    state = position([("5C", "5D", "5H"), ("4D",)], feet=[(), ("4C",) * 13], melds=melds, melded=(True, False),
                     in_foot=(True, False), options={"sevens": True})
    refused(state, {"kind": "meld", "seat": 0, "melds": [["5C", "5D", "5H"]]}, "7s canasta")


def test_four_rounds_high_score_wins_and_moves_through_json():
    """ "High score wins"; minimum meld "Round 1 90 ... Round 4 180" """
    import random
    rng = random.Random(4)
    state = GAME.setup(["Ann", "Bob", "Cy", "Di"], {}, 4)
    while not GAME.is_over(state):
        move = rng.choice(GAME.legal_moves(state))
        state = play(state, Move(json.loads(json.dumps(move))))
    assert state.phase == GAME_OVER and len(state.round_scores) == 4
    totals = GAME.team_totals(state)
    assert {s % 2 for s in GAME.winners(state)} == {t for t in (0, 1) if totals[t] == max(totals)}
    sheet = GAME.score_sheet(state)
    assert sheet.columns == ("Ann & Cy", "Bob & Di") and len(sheet.sections[0].rows) == 4


def test_a_pick_before_the_first_meld_must_reach_the_minimum_top_card_included():
    """ "You can include the top card of the pile in your count for your meld." With the house rule
    "Pick the pile to open" (the book's default: only "if a meld has been established"), a pick
    before the team's first meld needs melds laid at once reaching the minimum. """
    state = position([("AS", "AH", "KS", "KH", "KD", "5C"), ("4D",)], discard=("7C", "AD"), phase=DRAW, options=OPEN)
    refused(state, {"kind": "pick", "seat": 0, "melds": []}, "minimum of 90")
    offered = [m for m in GAME.legal_moves(state) if m.kind == "pick"]
    assert offered and offered[0]["melds"] == (("KS", "KH", "KD"),)  # 60 + 30 = 90
    after = play(state, {"kind": "pick", "seat": 0, "melds": [["KS", "KH", "KD"]]})
    assert after.melded == (True, False) and sorted(after.hands[0]) == ["5C", "7C"]


def test_the_pick_offered_lays_natural_melds_before_spending_a_wild_card():
    """ "A player can pick up the discard pile (if a meld has been established) and they have a
    pair of the same rank as the top card. You can include the top card of the pile in your count
    for your meld." (Round 1: 90.) The pick of 8s counts 30; the three aces make it 90 with no
    wild card. The button offered the kings with the joker instead (30 + 70), spending a wild the
    team needs for its canastas ("Each Red Canasta 500 points 7 natural cards", "Wild Canasta
    2000 points 7 wild cards"). A wild goes in only when no natural way reaches the minimum."""
    hand = ("8S", "8C", "AS", "AH", "AD", "KS", "KC", "JK", "5D", "6C")
    state = position([hand, ("4D",)], discard=("7C", "8H"), phase=DRAW, options=OPEN)
    offered = [m for m in GAME.legal_moves(state) if m.kind == "pick"]
    assert [m["melds"] for m in offered] == [(("AS", "AH", "AD"),)]  # 30 + 60 = 90
    assert "JK" in play(state, offered[0]).hands[0]
    # no natural way (the aces are two): a pair and the joker go down (30 + 90 = 120)
    short = position([tuple(c for c in hand if c != "AD"), ("4D",)], discard=("7C", "8H"), phase=DRAW, options=OPEN)
    assert [m["melds"] for m in GAME.legal_moves(short) if m.kind == "pick"] == [(("AS", "AH", "JK"),)]


def test_the_first_meld_offered_after_drawing_lays_natural_melds_before_spending_a_wild_card():
    """ "Round 1 90"; "The team must have "completed" at least, 1 red, 1 black and 1 wild canasta
    before they can go out" ("Wild Canasta 2000 points 7 wild cards", "Each Red Canasta 500 points
    7 natural cards"). The three aces and three kings make 90 with no wild card; the meld the table
    offered after drawing (the button, and the computers' opening meld) laid the queens with the
    joker first (20 + 50), then the aces, spending a wild the team needs for its wild canasta, as
    the pick's offer did before. A wild card goes in only where no natural way reaches the
    minimum: a pair and a wild, then three wilds."""
    hand = ("AS", "AH", "AD", "KS", "KC", "KD", "QS", "QH", "JK", "2C", "5D", "6C")
    state = position([hand, ("4D",)])
    offered = [m for m in GAME.legal_moves(state) if m.kind == "meld"]
    assert [m["melds"] for m in offered] == [(("AS", "AH", "AD"), ("KS", "KC", "KD"))]  # 60 + 30
    after = play(state, offered[0])
    assert after.melded == (True, False) and {"JK", "2C"} <= set(after.hands[0])
    # no natural way (one king short): the queens with a wild go down (60 + 20 + 25 or 50)
    short = position([tuple(c for c in hand if c != "KD"), ("4D",)])
    [meld] = [m["melds"] for m in GAME.legal_moves(short) if m.kind == "meld"]
    assert meld[0] == ("AS", "AH", "AD") and sum(1 for g in meld for c in g if c in ("JK", "2C")) == 1
    # nothing natural at all but three wild cards: those (25 + 25 + 50 = 100)
    wild = position([("2C", "2D", "JK", "5D", "6C", "8H", "9S"), ("4D",)])
    assert [m["melds"] for m in GAME.legal_moves(wild) if m.kind == "meld"] == [(("2C", "2D", "JK"),)]


def test_the_first_meld_offered_spends_the_fewest_wild_cards_that_reach_the_minimum():
    """Tester t4 (s34) #6. "Round 1 90"; "Jokers (wild) 50 points, 2s (wild) 25 points, Ace 20
    points, K-8 10 points, 4-7 5 points"; "The team must have "completed" at least, 1 red, 1 black
    and 1 wild canasta before they can go out". With no three of a kind, the table offered "K♦ K♥
    Joker; 10♠ 10♦ 2♦" (70 + 45: two wild cards, as each pair got a wild in the hand's order),
    where A♠ A♥ and the joker alone make 20 + 20 + 50 = 90 with one."""
    hand = ("3S", "5S", "6S", "7S", "7S", "10S", "AS", "QH", "KH", "AH", "2D", "2D", "5D", "9D", "10D",
            "KD", "JK")
    state = position([hand, ("4D",)])
    assert [m["melds"] for m in GAME.legal_moves(state) if m.kind == "meld"] == [(("AS", "AH", "JK"),)]
    # Seed 9's hand: five wild cards went down (9♦ 9♦ 2♣; 4♦ 4♦ 2♥; 2♣ 2♥ Joker) where two make 90
    # ("You must have at least as many naturals as wild to start each set": 9♦ 9♦ 2♣ Joker is 95).
    hand = ("9D", "9D", "4D", "4D", "2C", "2C", "2C", "2D", "2H", "2H", "JK", "JK", "5S", "KH")
    [offer] = [m["melds"] for m in GAME.legal_moves(position([hand, ("4D",)])) if m.kind == "meld"]
    assert sum(1 for g in offer for c in g if c in ("2C", "2D", "2H", "JK")) == 2
    assert offer == (("9D", "9D", "2C", "JK"),)


def _fewest_wilds_by_trying_all(hand, need):
    """Every way to lay new melds from ``hand`` (per rank: none, or two to seven of its naturals
    with no more wild cards than naturals, three to seven cards in all; three to seven wild cards
    as a meld of their own), the wild cards counted at their best (jokers first): the fewest wild
    cards of a way reaching ``need``, or None."""
    import itertools

    from cardtable.games.hand_and_foot import RANK_OF
    wilds = sorted((value(c) for c in hand if RANK_OF[c] in ("2", "JK")), reverse=True)
    counts = Counter(RANK_OF[c] for c in hand if RANK_OF[c] not in ("2", "JK", "3"))
    choices = [[(0, 0)] + [(n, k) for n in range(2, min(c, 7) + 1) for k in range(0, n + 1) if 3 <= n + k <= 7]
               for c in counts.values()]
    each = [value(r + "S") for r in counts]
    best = None
    for pick in itertools.product(*choices):
        used = sum(k for _, k in pick)
        points = sum(n * e for (n, _), e in zip(pick, each))
        for meld in [0] + list(range(3, 8)):
            w = used + meld
            if w > len(wilds) or (w == 0 and points == 0):
                continue
            if points + sum(wilds[:w]) >= need and (best is None or w < best):
                best = w
    return best


def test_no_first_meld_offered_spends_more_wild_cards_than_the_fewest_possible():
    """ "Minimum Meld: Round 1 90, Round 2 120, Round 3 150, Round 4 180"; "You must have at least
    as many naturals as wild to start each set". Over random small hands (few ranks, many wild
    cards), each round's minimum and a pick's points already counted: the offer reaches the
    minimum, is a legal first meld, and uses no more wild cards than the fewest of every way
    tried one by one; there is no offer only when no way reaches it."""
    import random

    from cardtable.games.hand_and_foot import MINIMUM
    rng = random.Random(34)
    pool = [r + s for r in ("A", "K", "9", "5", "3") for s in "SHDC"] + ["2C", "2D", "2H", "2S", "JK"] * 2
    checked = offered = 0
    for _ in range(400):
        hand = tuple(rng.sample(pool, rng.randint(4, 12)))
        round_no = rng.randint(1, 4)
        have = rng.choice((0, 0, 30))
        state = position([hand, ("4D",)]).replace(round_no=round_no)
        need = MINIMUM[round_no - 1] - have
        offer = GAME.opening(state, 0, hand, have, ())
        fewest = _fewest_wilds_by_trying_all(hand, need)
        checked += 1
        if fewest is None:
            assert offer is None, (hand, need, offer)
            continue
        assert offer, (hand, need)
        offered += 1
        assert sum(value(c) for g in offer for c in g) >= need
        assert sum(1 for g in offer for c in g if c in ("2C", "2D", "2H", "2S", "JK")) == fewest, (hand, need, offer)
        if have == 0:
            assert GAME.check(state, Move(kind="meld", seat=0, melds=offer)) is None, (hand, offer)
    assert offered > 100 and checked - offered > 50


def test_a_hard_players_playout_cut_mid_round_counts_the_round_so_far():
    """A round runs past every playout of the search, and the scores change only when it ends:
    cut short, a playout is judged by the round as it would be scored now (``ai_position_value``,
    the same Over and Under as at the round's end), the seat's team against the other."""
    state = position([("AS", "AH", "AD", "KS", "KH", "KD", "5C", "9C"), ("4D",)])
    before = [GAME.ai_position_value(state, s) for s in (0, 1)]
    after = play(state, {"kind": "meld", "seat": 0, "melds": [["AS", "AH", "AD"], ["KS", "KH", "KD"]]})
    assert GAME.scores(after) == GAME.scores(state)
    res = GAME.round_result(after)
    now = [GAME.ai_position_value(after, s) for s in (0, 1)]
    assert now[0] == sum(res[0]) - sum(res[1]) == -now[1] and now[0] > before[0]


def _judged_by_the_rules(state):
    """The new melds of three, the additions and the pick a position offers, found the plain way
    (before the listing was made cheap for the search): every candidate judged by ``check`` on a
    copy that keeps no list of moves (so the rules answer, not the list)."""
    from cardtable.games.canasta_melds import is_wild
    from cardtable.games.hand_and_foot import RANK_OF

    bare = state.replace()
    seat, team = state.turn, state.turn % 2
    hand = state.hands[seat]
    candidates = []
    if state.phase == DRAW:
        extra = ()
        plan = GAME._pick_plan(state, seat)
        if not state.melded[team] and not isinstance(plan, str):
            from cardtable.games.melds import remove_cards
            melds, used = plan
            have = sum(value(c) for c in used) + value(state.discard[-1])
            extra = GAME.opening(state, seat, remove_cards(hand, used), have, melds)
        if extra is not None:
            candidates.append(Move(kind="pick", seat=seat, melds=extra))
    elif state.phase == PLAY and state.melded[team]:
        wilds = [c for c in hand if is_wild(c)]
        by_rank = {}
        for c in hand:
            if not is_wild(c) and RANK_OF[c] != "3":
                by_rank.setdefault(RANK_OF[c], []).append(c)
        for cards in by_rank.values():
            if len(cards) >= 3:
                candidates.append(Move(kind="meld", seat=seat, melds=(tuple(cards[:3]),)))
            if len(cards) >= 2 and wilds:
                candidates.append(Move(kind="meld", seat=seat, melds=(tuple(cards[:2]) + (wilds[0],),)))
        if len(wilds) >= 3:
            candidates.append(Move(kind="meld", seat=seat, melds=(tuple(wilds[:3]),)))
        candidates += [Move(kind="add", seat=seat, card=card, meld=i)
                       for card in dict.fromkeys(hand) for i in range(len(state.melds))]
    return [m for m in candidates if GAME.check(bare, m) is None]


def test_the_melds_additions_and_picks_listed_are_those_the_rules_accept():
    """The search lists a position's moves at every step, so the listing builds candidates that
    are legal by construction and judges only what construction leaves open (the foot rule, a
    pick's minimum). Held here to the rules' own judges over every position of seeded random and
    Medium games, each also with its player in the foot holding one to four cards (where the foot
    rule bites), in the listing's order (the playouts pick by index). The exact check of the
    whole list against the code before the change is ``bench/hand_and_foot_legal.py``."""
    import random

    from cardtable.ai import agent_for, information_set

    medium = agent_for("medium")
    positions = 0
    for seed, players, level in ((1, 4, "random"), (2, 2, "medium"), (3, 6, "medium"), (4, 4, "medium")):
        rng = random.Random(seed)
        state = GAME.setup([f"P{i}" for i in range(players)], {"sevens": seed % 2 == 1}, seed)
        for step in range(700):
            if state.phase not in (DRAW, PLAY):  # the first round is over
                break
            seat = state.turn
            variants = [state]
            if state.phase == PLAY and step % 3 == 0:
                in_foot = state.in_foot[:seat] + (True,) + state.in_foot[seat + 1:]
                variants += [state.replace(in_foot=in_foot, hands=state.hands[:seat] + (state.hands[seat][:k],)
                                           + state.hands[seat + 1:]) for k in (1, 2, 3, 4)]
            for position in variants:
                listed = [m for m in GAME.compute_legal_moves(position) if m.kind in ("meld", "add", "pick")]
                if position.phase == PLAY and not position.melded[seat % 2]:
                    continue  # the first meld: one offer of the opening melds, judged as it is made
                assert listed == _judged_by_the_rules(position), (seed, step)
                positions += 1
            legal = GAME.legal_moves(state)
            move = (legal[rng.randrange(len(legal))] if level == "random"
                    else medium.choose(GAME, information_set(GAME, state, seat), rng.getrandbits(32)))
            state = play(state, move)
    assert positions > 1000


def test_a_closed_canasta_is_squared_up_with_its_kinds_colour_on_top():
    """ "Each Red Canasta 500 points 7 natural cards"; "Each Black Canasta 300 points 7 mixed
    natural and wilds": a closed canasta takes no more cards, so the table squares it up as
    players do, a red card on top of a red canasta and a black natural card on a black one."""
    s = GAME.setup(["Anna", "Ben", "Cleo", "Dev"], {}, seed=3)
    s = s.replace(melds=((0, "K", ("KS", "KH", "KC", "KD", "KS", "KC", "KS")),
                         (1, "9", ("9H", "9D", "2S", "9S", "9H", "JK", "9D")),
                         (1, "5", ("5H", "5D", "5S"))))
    zones = {z.key: z for z in GAME.zones(s)}
    red, black, open_ = zones["meld0/0"], zones["meld1/1"], zones["meld2/1"]
    assert (red.fan, black.fan, open_.fan) == ("squared", "squared", "")
    assert red.cards[-1] in ("KH", "KD") and black.cards[-1] == "9S"
    assert sorted(red.cards) == sorted(s.melds[0][2]) and open_.cards == ("5H", "5D", "5S")


def test_a_card_dropped_on_a_meld_it_does_not_fit_is_told_what_the_meld_takes():
    """ "Melds consist of sets only, with a minimum of three cards of the same rank for a "starting"
    meld."; "You must have at least as many naturals as wild to start each set" (to start: a wild
    card added later is free, so a set takes its rank or any wild). The 5 of spades dragged onto
    the team's queens said only "That is not a move in Hand and Foot Canasta." """
    from cardtable.core.game import Drag
    melds = ((0, "Q", ("QS", "QH", "QD")), (0, "W", ("2S", "2H", "JK")), (0, "K", NATURAL7))
    state = position([("5S", "3C", "QC", "2D", "7H", "7D"), ("8C",) * 5], melds=melds, melded=(True, False))
    drop = GAME.table_drop(state, 0, Drag((("hand/0", "5S"),), ("meld0/0",)))
    assert drop == Move(kind="add", seat=0, card="5S", meld=0)
    refused(state, drop, "A set of queens takes only another queen or a wild card (a joker or a 2).")
    refused(state, {"kind": "add", "seat": 0, "card": "3C", "meld": 0}, "Threes are never melded")
    refused(state, {"kind": "add", "seat": 0, "card": "5S", "meld": 1}, "A wild meld takes only wild cards")
    refused(state, {"kind": "add", "seat": 0, "card": "5S", "meld": 2}, "A canasta closes at seven cards and takes no more.")
    # what does fit still goes on, a wild card on the set too
    for card in ("QC", "2D"):
        assert GAME.apply(state, GAME.table_drop(state, 0, Drag((("hand/0", card),), ("meld0/0",)))).ok
    assert GAME.table_drop(state, 0, Drag((("hand/0", "7H"),), ("discard",))) == Move(kind="discard", seat=0, card="7H")
    assert GAME.table_drop(state.replace(phase=DRAW), 0, Drag((("stock", None),), ("hand/0",))) == Move(kind="draw", seat=0)


def test_cards_selected_together_are_laid_as_the_player_chose_one_set_per_rank():
    """ "Melds consist of sets only, with a minimum of three cards of the same rank": the player
    chooses. A tester held 9♥ 9♦ 9♦, 10♠ 10♠ 10♣, three jokers and a 2 and could only press
    "Meld Joker 2♠ Joker"; cards selected and dragged together onto New meld now lay those sets."""
    hand = ("9H", "9D", "9D", "10S", "10S", "10C", "JK", "JK", "JK", "2S", "5C", "6C")
    state = position([hand, ("4D",)])
    assert ("meld", "hand/0", "melds/0", {"seat": 0}) in GAME.card_list_moves(state)
    # 9s and 10s: 30 + 30 = 60, under round 1's 90
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "9D", "9D", "10S", "10S", "10C"]}, "at least 90")
    # a joker with them makes 110, but with which set? The table asks, each way a move of its own
    move = Move(kind="meld", seat=0, cards=("9H", "9D", "9D", "JK", "10S", "10S", "10C"))
    ways = GAME.card_list_choices(state, move)
    assert [w["melds"] for w in ways] == [(("9H", "9D", "9D"), ("10S", "10S", "10C", "JK")),
                                          (("9H", "9D", "9D", "JK"), ("10S", "10S", "10C"))]
    refused(state, dict(move), "Say which set the wild cards go with")
    after = play(state, dict(ways[1]))
    assert sorted(m[2] for m in after.melds) == [("10S", "10S", "10C"), ("9H", "9D", "9D", "JK")]
    assert sorted(after.hands[0]) == sorted(("JK", "JK", "2S", "5C", "6C"))
    # one way only: laid as it is, and the move is plain data that replays from a save
    one = json.loads(json.dumps({"kind": "meld", "seat": 0, "cards": ["9H", "9D", "JK", "10S", "10S", "10C"]}))
    assert GAME.card_list_choices(state, Move(one)) == []
    after = play(state, one)
    assert sorted(m[2] for m in after.melds) == [("10S", "10S", "10C"), ("9H", "9D", "JK")]
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "9D", "10S", "JK"]},
            "A meld is three or more cards of one rank: 10♠ is not.")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "9D", "JK", "JK", "JK"]}, "as many natural")


def test_three_cards_of_two_ranks_are_told_why_they_are_no_meld():
    """ "Melds consist of sets only, with a minimum of three cards of the same rank". Seen (s39 t3):
    9♥ 7♦ 9♦ selected and dragged to New meld were refused with "A meld needs at least three
    cards." though three were chosen: the player is told which cards fall short."""
    hand = ("9H", "9D", "7D", "9S", "10S", "5C", "6C")
    state = position([hand, ("4D",)], melded=(True, False))
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "7D", "9D"]},
            "A meld is three or more cards of one rank: 9♥ 9♦ and 7♦ are not.")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "7D", "9D", "9S"]},
            "A meld is three or more cards of one rank: 7♦ is not.")
    # two cards alone: said plainly as before
    refused(state, {"kind": "meld", "seat": 0, "cards": ["9H", "9D"]}, "A meld is three or more cards: select them all")
    # and a pick to open (the house rule: the book's pile waits for the team's first meld), with a
    # stray card among those it lays
    draw = position([hand + ("10D",), ("4D",)], discard=("8C", "10C"), phase=DRAW, options={"pick_to_open": True})
    refused(draw, {"kind": "pick", "seat": 0, "cards": ["10S", "10D", "9H", "7D", "9D"]},
            "A meld is three or more cards of one rank: ")


def test_a_card_added_to_a_meld_says_which_meld():
    """Seen (s25 #8): the log said "Ben adds the joker." and no word of which meld it went to.
    It names the meld, as other rummy games' lay-offs do ("to their own set of 5s")."""
    melds = ((0, "Q", ("QS", "QH", "QD")), (0, "W", ("2S", "2H", "JK")), (1, "9", ("9S", "9H", "9C")))
    state = position([("QC", "JK", "3C", "7H", "7D"), ("8C",) * 5], melds=melds, melded=(True, True))
    applied = GAME.apply(state, {"kind": "add", "seat": 0, "card": "QC", "meld": 0})
    assert [e.text for e in applied.events][0] == "P0 adds the queen of clubs to their own queens."
    applied = GAME.apply(state, {"kind": "add", "seat": 0, "card": "JK", "meld": 1})
    assert [e.text for e in applied.events][0] == "P0 adds the joker to their own wild meld."
    four = position([("QC", "3C", "7H"), ("8C",) * 3, ("8D",) * 3, ("8H",) * 3], melds=melds,
                    melded=(True, True), players=4)
    applied = GAME.apply(four, {"kind": "add", "seat": 0, "card": "QC", "meld": 0})
    # (the mover's team's meld: "their team's", not the team's names after the mover's, s43 t3 F1)
    assert [e.text for e in applied.events][0] == "P0 adds the queen of clubs to their team's queens."


def test_a_card_added_by_a_partner_names_the_team_whose_meld_it_is():
    """Seen (s34 t2 #7), six seats, Anna, Ben & Robo Rosa against Robo Rex, Robo Remy & Robo Rudi:
    "Robo Rudi adds the 5 of spades to the team's 5s." with both teams' melds on the table: which
    team's? "You may only add to your own team's melds": the log names the team as its other
    words do ("Anna, Ben & Robo Rosa: Over ..."), as the table's captions name it."""
    six = ("Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi")
    melds = ((0, "5", ("5H", "5D", "5C")), (1, "5", ("5H", "5D", "5C")))
    hands = [("8C",) * 3] * 5 + [("5S", "3C", "7H")]
    state = position(hands, melds=melds, melded=(True, True), players=6, turn=5).replace(players=six)
    applied = GAME.apply(state, {"kind": "add", "seat": 5, "card": "5S", "meld": 1})
    # (s43 t3 F1: "their team's" says which, the mover's, as the names did at three times the
    # length: "Maximilian Alexander-O'Connor adds the joker to Maximilian Alexander-O'Connor &
    # Wilhelmina Wolcott-Montgomerys's jacks" filled three lines of the curtain)
    assert [e.text for e in applied.events][0] == "Robo Rudi adds the 5 of spades to their team's 5s."
    assert GAME.team_names(state) == ["Anna, Ben & Robo Rosa", "Robo Rex, Robo Remy & Robo Rudi"]


def test_a_card_added_to_the_team_s_meld_says_their_team_s():
    """s43 t3 F1: "Maximilian Alexander-O'Connor adds the joker to Maximilian Alexander-O'Connor &
    Wilhelmina Wolcott-Montgomerys's jacks." ("You may only add to your own team's melds"): the
    mover's team is "their team's"; another team named ends "Montgomerys'", not "Montgomerys's"."""
    names = ("Maximilian Alexander-O'Connor", "Zo\u00eb", "Wilhelmina Wolcott-Montgomerys",
             "Bartholomew Featherstonehaugh")
    melds = ((0, "J", ("JS", "JH", "JD")),)
    state = position([("JK", "3C", "7H"), ("8C",) * 3, ("8D",) * 3, ("8H",) * 3], melds=melds,
                     melded=(True, False), players=4).replace(players=names)
    applied = GAME.apply(state, {"kind": "add", "seat": 0, "card": "JK", "meld": 0})
    assert [e.text for e in applied.events][0] == "Maximilian Alexander-O'Connor adds the joker to their team's jacks."
    assert GAME._meld_said(state, 1, 0, "J") == \
        "Maximilian Alexander-O'Connor & Wilhelmina Wolcott-Montgomerys' jacks"


def test_a_canasta_has_one_name_on_the_table_in_the_goal_and_in_the_log():
    """ "Each Red Canasta 500 points 7 natural cards"; "Each Black Canasta 300 points 7 mixed
    natural and wilds"; "Wild Canasta 2000 points 7 wild cards"; "The team must have "completed"
    at least, 1 red, 1 black and 1 wild canasta before they can go out." Seen (s30 t4 #4): the 9s
    closed with a wild card squared up under "Black canasta", the goal said "To go out: red, wild
    canastas", and the log said "..., closing a mixed canasta." One canasta, one name: the rules'."""
    melds = ((0, "9", ("9C", "9C", "9D", "2D", "9D", "JK")), (0, "K", ("KS", "KH", "KD", "KC", "KS", "KH")),
             (0, "W", ("2S", "2H", "2C", "JK", "JK", "2S")))
    state = position([("9S", "KD", "2H", "3C", "7H", "7D"), ("8C",) * 5, ("8D",) * 5, ("8H",) * 5],
                     melds=melds, melded=(True, True), players=4)
    assert "To go out: red, black, wild canastas." in GAME.status(state)
    cases = (("9S", 0, "black", "red, wild canastas"), ("KD", 1, "red", "black, wild canastas"),
             ("2H", 2, "wild", "red, black canastas"))
    for card, meld, name, goal in cases:
        applied = GAME.apply(state, {"kind": "add", "seat": 0, "card": card, "meld": meld})
        assert applied.ok, applied
        assert applied.events[0].text.endswith(f", closing a {name} canasta."), applied.events[0].text
        label = {z.key: z.label for z in GAME.zones(applied.state)}[f"meld{meld}/0"]
        assert label == f"{name.capitalize()} canasta"
        assert f"To go out: {goal}." in GAME.status(applied.state)


# Tester report s32 t3: before the team's first meld the one button, "Pick the pile and meld", laid
# 8♦ 8♣ 8♥ and also K♠ K♣ 2♠ and J♠ J♦ J♦, melds the table chose, spending Dev's only wild card;
# nothing named them, and the log said only "Dev picked the pile (1 card) with a pair of 8s."
DEV = ("2S", "7S", "8S", "JS", "KS", "7C", "8C", "10C", "KC", "4D", "8D", "JD", "JD", "AD", "QC")


def devs_pick():
    return position([DEV, ("4D",)], discard=("8H",), phase=DRAW, options=OPEN)


def test_before_the_first_meld_the_player_chooses_the_melds_laid_with_the_pick():
    """ "A player can pick up the discard pile (if a meld has been established) and they have a
    pair of the same rank as the top card. You can include the top card of the pile in your count
    for your meld." The melds that make the minimum with the pick are the player's choice: the
    cards selected in the hand (the pair with them, or not) dropped on "New meld" in the draw pick
    the pile and lay them, no other."""
    state = devs_pick()
    assert GAME.card_list_moves(state) == [("pick", "hand/0", "melds/0", {"seat": 0})]
    # the pair not selected: the two 8s the hand holds first go down with the top card
    after = play(state, {"kind": "pick", "seat": 0, "cards": ["7S", "7C", "2S", "JS", "JD", "JD"]})
    assert after.melds == ((0, "8", ("8S", "8C", "8H")), (0, "7", ("7S", "7C", "2S")), (0, "J", ("JS", "JD", "JD")))
    assert "KS" in after.hands[0] and "KC" in after.hands[0] and after.melded == (True, False)
    # the pair selected: those 8s go down, the third stays in the hand
    after = play(state, {"kind": "pick", "seat": 0, "cards": ["8D", "8C", "KS", "KC", "2S", "JS", "JD", "JD"]})
    assert after.melds[0] == (0, "8", ("8D", "8C", "8H")) and "8S" in after.hands[0]


def test_a_pick_with_chosen_melds_is_refused_with_the_rule_it_breaks():
    """ "These three cards, the pair and the top card only, must be played onto the table"; the
    minimum counts the top card ("You can include the top card of the pile in your count")."""
    state = devs_pick()
    refused(state, {"kind": "pick", "seat": 0, "cards": ["JS", "JD", "JD"]},
            "a pick must reach the minimum of 90 with melds laid at once, top card included (these count 60)")
    refused(state, {"kind": "pick", "seat": 0, "cards": ["8S", "8C", "8D", "JS", "JD", "JD", "KS", "KC", "2S"]},
            "Picking the pile lays its top card with a pair of 8s from your hand, no more")
    refused(state, {"kind": "pick", "seat": 0, "cards": ["QS", "QH", "QD"]}, "You do not hold all those cards.")
    refused(state.replace(discard=("8H", "2C")), {"kind": "pick", "seat": 0, "cards": ["KS", "KC", "2S"]}, "frozen")
    # once the pile is picked, the same drop melds again (and in the draw after the team's first
    # meld, a pick lays only its pair and top card: the melds come after it)
    assert GAME.card_list_moves(state.replace(melded=(True, False))) == []


def test_a_wild_card_that_could_go_with_either_set_is_asked_about():
    """ "You must have at least as many naturals as wild to start each set": the 2 selected with
    three kings and three 7s goes with either, and which is the player's to say (the table asks,
    each way a pick of its own)."""
    hand = ("8S", "8C", "KS", "KC", "KD", "7S", "7C", "7D", "2S", "4C")
    state = position([hand, ("4D",)], discard=("8H",), phase=DRAW, options=OPEN)
    move = Move(kind="pick", seat=0, cards=("KS", "KC", "KD", "7S", "7C", "7D", "2S"))
    ways = GAME.card_list_choices(state, move)
    assert [w["melds"] for w in ways] == [(("KS", "KC", "KD"), ("7S", "7C", "7D", "2S")),
                                          (("KS", "KC", "KD", "2S"), ("7S", "7C", "7D"))]
    assert all(w.kind == "pick" and GAME.check(state, w) is None for w in ways)
    assert GAME.check(state, move) == "Say which set the wild cards go with: drop the cards again and choose."


def test_a_pick_of_aces_is_told_in_words():
    """Tester (s32 t5): the log said "picked the pile (6 cards) with a pair of As", which reads as
    the word "as"; the prompt said "your two aces". Ranks are named in words."""
    hand = ("AS", "AC", "KS", "KC", "KD", "4C")
    state = position([hand, ("4D",)], discard=("AH",), phase=DRAW, options=OPEN)
    pick = Move(kind="pick", seat=0, cards=("AS", "AC", "KS", "KC", "KD"))
    assert GAME.check(state, pick) is None, GAME.check(state, pick)
    text = GAME.apply(state, pick).events[0].text
    assert "with a pair of aces and melds" in text, text


def test_the_way_chosen_after_the_wild_cards_question_lays_the_pair_selected():
    """Review (s32): after "which set do the wild cards go with", the pick laid the first two 8s
    it found, not the two the player had selected (she chose 8♣ 8♦, the 8♠ went down). Each way
    offered carries the pair selected, and the pick lays those very cards."""
    hand = ("8S", "8C", "8D", "KS", "KC", "KD", "7S", "7C", "7D", "2S", "4C")
    state = position([hand, ("4D",)], discard=("8H",), phase=DRAW, options=OPEN)
    move = Move(kind="pick", seat=0, cards=("8C", "8D", "KS", "KC", "KD", "7S", "7C", "7D", "2S"))
    ways = GAME.card_list_choices(state, move)
    assert len(ways) == 2 and all(w["pair"] == ("8C", "8D") for w in ways)
    for way in ways:
        assert GAME.check(state, way) is None
        result = GAME.apply(state, way)
        assert result.ok
        hand_after = result.state.hands[0]
        assert "8S" in hand_after and "8C" not in hand_after and "8D" not in hand_after
    # a pair that is not of the top card's rank, or not held, is refused in words
    bad = Move(kind="pick", seat=0, melds=ways[0]["melds"], pair=("KS", "KC"))
    assert GAME.check(state, bad)
    assert GAME.check(state, Move(kind="pick", seat=0, melds=ways[0]["melds"], pair=("8H", "8H")))


def test_the_pick_button_names_every_card_and_the_log_names_the_melds():
    """The button laid melds it never named ("Meld ..." buttons name their cards), and the log,
    read by the next player on the curtain, never said the team had opened, nor with what."""
    state = devs_pick()
    pick = next(m for m in GAME.legal_moves(state) if m.kind == "pick")
    label = GAME.move_label(state, pick)
    assert label.startswith("Pick the pile with 8\u2660 8\u2663 and meld "), label
    assert all(" ".join(card_short(c) for c in g) in label for g in pick["melds"]), label
    result = GAME.apply(state, pick)
    assert result.ok
    text = result.events[0].text
    assert text.startswith("P0 picks the pile (1 card) with a pair of 8s and melds "), text
    assert all(cards_said(g) in text for g in pick["melds"]), text
    # a pick with no melds laid with it says only the pick
    melded = state.replace(melded=(True, False))
    plain = next(m for m in GAME.legal_moves(melded) if m.kind == "pick")
    assert GAME.move_label(melded, plain) == "Pick the pile"
    # the player who may pick is told how to choose her own melds; the others read the status
    assert GAME.prompt(state, 0) == ("Round 1, first meld 90. P0: draw two cards, or pick the pile: click your "
                                     "two 8s and melds (90 with the top card), drag all to New meld.")
    assert GAME.prompt(state, 1) == GAME.status(state) == "Round 1, first meld 90. P0: draw two cards or pick the pile."
    assert GAME.prompt(melded, 0) == GAME.status(melded)
    assert GAME.prompt(state.replace(discard=("8H", "2C")), 0) == GAME.status(state)  # frozen: no pick
    assert GAME.apply(melded, plain).events[0].text == "P0 picks the pile (1 card) with a pair of 8s."


def test_a_pick_with_its_melds_is_taken_back_unless_it_drew_a_hidden_card():
    """Undo takes a move back when it showed nobody anything hidden: the pile lies face up and
    the melds come from the hand, so a pick and the melds laid with it come back whole. A red three
    in the hand is laid and replaced from the stock when the pick is made ("When a player (in their
    turn), finds a red three in their hand they should immediately, place it face up on the table
    and draw another card"): that card was hidden, so that pick stays, and the words say why."""
    state = devs_pick()
    move = Move(kind="pick", seat=0, cards=("KS", "KC", "2S", "JS", "JD", "JD"))
    assert GAME.can_undo(state, move, GAME.apply(state, move).state)
    bigger = state.replace(discard=("5C", "9D", "8H"))  # cards under the top: all face up in the pile
    assert GAME.can_undo(bigger, move, GAME.apply(bigger, move).state)
    red = position([DEV[:-1] + ("3H",), ("4D",)], discard=("8H",), phase=DRAW, options=OPEN)
    after = GAME.apply(red, move).state
    assert after.red_threes[0] == ("3H",) and not GAME.can_undo(red, move, after)
    assert GAME.cannot_undo_words(move).startswith("The pick drew a hidden card into the hand (a red three's "
                                                   "replacement from the stock")


def test_a_pick_with_chosen_melds_goes_through_a_saved_record():
    """Moves are plain data: the pick with the cards selected, written to JSON and read back,
    plays the same."""
    state = devs_pick()
    move = {"kind": "pick", "seat": 0, "cards": ["8D", "8C", "KS", "KC", "2S", "JS", "JD", "JD"]}
    again = play(state, Move(json.loads(json.dumps(move))))
    assert again.melds == play(state, move).melds


def test_a_lone_natural_with_two_wilds_is_told_the_natural_rule():
    """ "You must have at least as many naturals as wild to start each set". Seen (s45 t2 #4):
    8♠ 8♣ 8♣ K♠ and two jokers dropped on New meld (three 8s, and the king with the jokers) were
    told "A meld is three or more cards of one rank: K♠ is not.", as if the king lacked cards; what
    stops it is the wild rule."""
    state = position([("8S", "8C", "8C", "KS", "QS", "JK", "JK", "2D", "2C", "5C"), ("4D",)], melded=(True, False))
    rule = ("would have more wild cards than naturals: you must have at least as many naturals as wild "
            "cards to start each set.")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["8S", "8C", "8C", "KS", "JK", "JK"]},
            f"K♠ with two wild cards (two jokers) {rule}")
    refused(state, {"kind": "meld", "seat": 0, "cards": ["8S", "8C", "8C", "KS", "QS", "JK", "JK", "2D", "2C"]},
            f"K♠ and Q♠, each with two wild cards, {rule}")
    # one wild card short of three: the count is still what is wrong
    refused(state, {"kind": "meld", "seat": 0, "cards": ["8S", "8C", "8C", "KS", "JK"]},
            "A meld is three or more cards of one rank: K♠ is not.")


def test_the_minimum_refusal_names_red_threes_only_where_the_team_has_laid_one():
    """ "Red threes do not count toward the meld": said only where a red three of the team's lies
    on the table (said to every short meld, it was noise, s45 t2 #8)."""
    hand = ("9H", "9D", "9S", "5C", "6C")
    move = {"kind": "meld", "seat": 0, "cards": ["9H", "9D", "9S"]}
    refused(position([hand, ("4D",)]), move, "must count at least 90 (these count 30).")
    refused(position([hand, ("4D",)], red=(("3H",), ())), move,
            "must count at least 90 (these count 30; red threes do not count).")


def test_the_deal_leaves_the_minimum_to_the_status():
    """ "Minimum Meld: Round 1 90": said once. The deal's log line said it and the status beside
    it again ("Round 1: Anna deals; the first meld must count 90.  Round 1, first meld 90. Ben:
    draw two cards.", s45 t2 #5)."""
    state = GAME.setup(["Anna", "Ben"], {}, 1)
    assert [e.text for e in GAME.deal_events(state)] == ["Round 1: Anna deals."]
    assert GAME.status(state) == "Round 1, first meld 90. Ben: draw two cards."
