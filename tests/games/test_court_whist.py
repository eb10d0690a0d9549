"""Court Whist rule tests, from the family's rule book (004_312affb30e9b3af0.txt, sections "Court
Whist" and "Court Whist score card"). The cut and the partners are drawn from the seed; the
stacked deals are dealt from the dealer's left round the table."""

import pytest

from cardtable.core.cards import SUIT_NAMES
from cardtable.core.game import OptionError
from cardtable.core.zones import Seen
from cardtable.games.court_whist import GAME, RANK_VALUE_ACE_HIGH, RANK_OF, game_of

from .trick_deals import finish_hand, play, refused

NAMES4 = ["Al", "Bea", "Cy", "Di"]
LADIES = {"ladies": "Bea, Di"}  # the ladies of NAMES4
SUIT = {s: [r + s for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")] for s in "SHDC"}


def next_hand(s):
    return play(GAME, s, {"kind": "next_hand"})


def to_hand(s, hand_no):
    while s.hand_no < hand_no:
        s = next_hand(finish_hand(GAME, s))
    return s


def stacked(seed, hands_by_player, names=NAMES4, options=None, later=()):
    """The first hand dealt so each player gets ``hands_by_player[p]`` (dealt round the table)."""
    options = options or (LADIES if names is NAMES4 else {})
    s0 = GAME.setup(names, options, seed)
    pos = s0.table.index(s0.dealer)
    order = []
    for i in range(13):
        for k in range(1, 5):
            order.append(hands_by_player[s0.table[(pos + k) % 4]][i])
    return GAME.setup(names, options, seed, stack=[order, *later])


def whole_game(names=NAMES4, seed=1, options=None):
    s = GAME.setup(names, options or (LADIES if names is NAMES4 else {}), seed)
    while not GAME.is_over(s):
        s = finish_hand(GAME, s)
        if not GAME.is_over(s):
            s = next_hand(s)
    return s


def test_four_to_seven_players_and_two_men_two_ladies():
    """ "4 players per table"; "each set of partners will include one lady and one man"."""
    with pytest.raises(OptionError):
        GAME.setup(["A", "B", "C"], {}, 1)
    with pytest.raises(OptionError, match="two men and two ladies"):
        GAME.setup(NAMES4, {"ladies": "Bea"}, 1)
    with pytest.raises(OptionError, match="not one of the players"):
        GAME.setup(NAMES4, {"ladies": "Bea, Eve"}, 1)
    s = GAME.setup(NAMES4, {"ladies": "al, cy"}, 1)
    assert s.ladies == (True, False, True, False)


@pytest.mark.parametrize("seed", range(6))
def test_partners_are_a_man_and_a_lady_opposite(seed):
    """ "Partners are selected at random and each set of partners will include one lady and one
    man." """
    s = GAME.setup(NAMES4, LADIES, seed)
    for side in GAME.sides(s):
        assert sorted(s.ladies[p] for p in side) == [False, True]
    assert GAME.partner_of(s, s.table[0]) == s.table[2]


def test_high_cut_deals_then_the_deal_goes_clockwise():
    """ "All players cut for the deal first time they play a round, high card deals. After that the
    deal progresses around the table clockwise"; "ACES HIGH AT ALL TIMES - INCLUDING CUTS." """
    s = GAME.setup(NAMES4, LADIES, 3)
    cut = s.cuts[-1]
    high = max(RANK_VALUE_ACE_HIGH[RANK_OF[c]] for _, c in cut)
    assert [p for p, c in cut if RANK_VALUE_ACE_HIGH[RANK_OF[c]] == high] == [s.dealer]
    dealers = [s.dealer]
    for _ in range(3):
        s = next_hand(finish_hand(GAME, s))
        dealers.append(s.dealer)
    pos = s.table.index(dealers[0])
    assert dealers == [s.table[(pos + k) % 4] for k in range(4)]


def test_person_left_of_the_dealer_plays_first():
    """ "Deal all cards. Person to the left of the dealer plays the first card." (Game 2.)"""
    s = to_hand(GAME.setup(NAMES4, LADIES, 2), 5)
    assert s.phase == "play" and s.turn == GAME.next_in_play(s, s.dealer)
    assert all(len(h) == 13 for h in s.hands)


def test_coronation_the_owner_of_the_king_declares_trump():
    """ "Trump declared by owner of King-Spades" (hand 1) ... "King-Diamonds" (hand 4)."""
    hands = {0: SUIT["S"], 1: SUIT["H"], 2: SUIT["D"], 3: SUIT["C"]}
    s = stacked(5, hands)
    assert s.phase == "call" and s.turn == 0  # Al holds the king of spades
    assert "calling trump" in refused(GAME, s, {"kind": "play", "card": "AS"})
    s = play(GAME, s, {"kind": "call", "trump": "D"})
    assert s.trump == "D" and s.declarer == 0 and s.phase == "play"
    assert "already set" in refused(GAME, s, {"kind": "call", "trump": "S"})


def test_the_banner_says_trump_in_plain_words():
    """The score card's "Trump declared by owner of King-Spades" is said at the table as who
    names trump and, once named, what it is and who named it; the status says only who acts."""
    s = stacked(5, {0: SUIT["S"], 1: SUIT["H"], 2: SUIT["D"], 3: SUIT["C"]})
    notes = GAME.table_notes(s)
    assert notes[0] == "Game 1 – Coronation, hand 1" and notes[2] == "A point a trick"  # "Total tricks taken"
    assert notes[3] == "Al names trump (holding the king of spades)"
    assert GAME.status(s) == "Al to name trump (holding the king of spades)."
    s = play(GAME, s, {"kind": "call", "trump": "D"})
    assert GAME.table_notes(s)[3] == "Diamonds are trump, named by Al"
    assert GAME.status(s) == "Al to play. Diamonds are trump."
    s = to_hand(s, 9)  # Conspiracy
    assert GAME.table_notes(s)[1:] == ["No partners", "A point for each trick you take",
                                       f"{SUIT_NAMES[s.trump].capitalize()} are trump (the last card dealt)"]
    s = to_hand(s, 17)  # Revolution
    assert GAME.table_notes(s)[3] == "No trump"


def test_prosperity_doubles_and_conspiracy_has_no_partners():
    """ "Each trick counts as double"; "Conspiracy – no partners", "Each player scores own tricks
    only". "For "Conspiracy" the last card dealt out is trump and is given to the dealer after
    everybody sees it." """
    s = to_hand(GAME.setup(NAMES4, LADIES, 4), 5)
    assert game_of(s.hand_no) == 2 and s.trump == "S"
    s = finish_hand(GAME, s)
    rec = s.history[-1]
    assert sum(rec["sides"]) == 26
    s = to_hand(next_hand(s), 9)
    assert game_of(s.hand_no) == 3
    assert s.turned and s.turned in s.hands[s.dealer] and s.trump == s.turned[-1]
    dealer_hand = next(z for z in GAME.zones(s) if z.name == "hand" and z.owner == s.dealer)
    other = next(p for p in s.table if p != s.dealer)
    seen = dealer_hand.seen_by(other)
    assert seen.count(None) == 12 and s.turned in seen  # everybody sees the last card
    assert GAME.public(s)["turned"] == s.turned
    s = finish_hand(GAME, s)
    rec = s.history[-1]
    assert sum(rec["points"][p] for p in rec["table"]) == 13
    assert [rec["points"][p] for p in rec["table"]] == [rec["tricks"][p] for p in rec["table"]]


def test_chivalry_revolution_confiscation_restoration():
    """ "2 extra for each trick taken by lady"; "Each side scores opponents tricks" (no trump);
    "Each player speaking after cards dealt forfeits 3 points which are deducted from speakers
    total"; "Count each Face Card as a point in addition to the tricks". """
    s = to_hand(GAME.setup(NAMES4, LADIES, 6), 13)
    s = finish_hand(GAME, s)
    rec = s.history[-1]
    assert rec["game"] == 4 and sum(rec["sides"]) == 13 + 2 * sum(rec["ladies_tricks"])
    s = to_hand(next_hand(s), 17)
    assert s.trump == ""
    s = finish_hand(GAME, s)
    rec = s.history[-1]
    a, b = (rec["table"][0], rec["table"][2]), (rec["table"][1], rec["table"][3])
    assert rec["sides"] == [sum(rec["tricks"][p] for p in b), sum(rec["tricks"][p] for p in a)]
    s = to_hand(next_hand(s), 21)
    speaker = s.table[1]
    assert "Speaking costs" in refused(GAME, s.replace(hand_no=20), {"kind": "spoke", "speaker": speaker})
    s = play(GAME, s, {"kind": "spoke", "speaker": speaker})
    s = finish_hand(GAME, s)
    rec = s.history[-1]
    partner = GAME.partner_of(s, speaker)
    assert rec["points"][speaker] == rec["points"][partner] - 3
    s = to_hand(next_hand(s), 25)
    s = finish_hand(GAME, s)
    assert sum(s.history[-1]["sides"]) == 25


def test_sit_outs_take_8_and_take_turns():
    """ "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND". Decided: those who have sat
    out least sit out next."""
    names = ["Al", "Bea", "Cy", "Di", "Ed", "Flo"]
    s = whole_game(names, seed=3)
    counts = s.sat_out
    assert sum(counts) == 7 * 2 and max(counts) - min(counts) <= 1
    for rec in s.history:
        for p in range(6):
            if p not in rec["table"]:
                assert rec["points"][p] == 8
    assert len(s.history) == 28


def test_best_grand_total_wins_and_the_card_is_filled_in():
    """ "High score at the end of the 7 rounds wins"; the score card, filled in."""
    s = whole_game()
    best = max(s.totals)
    assert GAME.winners(s) == [p for p, t in enumerate(s.totals) if t == best]
    sheet = GAME.score_sheet(s)
    titles = [sec.title for sec in sheet.sections]
    assert titles[0] == "Game 1 – Coronation – Partners" and titles[-1] == "GRAND TOTAL"
    assert sheet.sections[2].rows[0].label == "Each player scores own tricks only"
    assert len(sheet.rounds) == 28  # the hands; the game totals and the grand total are total rows
    assert "moves" in GAME.public(s) and (s.moves_text.endswith(" win Restoration.") or s.moves_text == "Restoration is tied.")


def at_hand(hand_no, tricks_by_chair, won_by_chair=None):
    """A game-4-style position: the table's four have taken these tricks (chairs clockwise: man,
    man, lady, lady; partners opposite)."""
    s = GAME.setup(NAMES4, LADIES, 1).replace(hand_no=hand_no)
    tricks = [0] * 4
    won = [()] * 4
    for chair, p in enumerate(s.table):
        tricks[p] = tricks_by_chair[chair]
        if won_by_chair:
            won[p] = tuple(won_by_chair[chair])
    return s.replace(tricks=tuple(tricks), won=tuple(won))


def test_chivalry_counts_2_extra_for_each_lady_trick():
    """ "2 extra for each trick taken by lady" (a side: its tricks, plus 2 a trick its lady took)."""
    s = at_hand(13, [3, 4, 2, 4])  # side 1: man 3 + lady 2; side 2: man 4 + lady 4
    assert GAME.side_points(s) == [5 + 2 * 2, 8 + 2 * 4]


def test_revolution_each_side_scores_the_opponents_tricks():
    """ "Each side scores opponents tricks" """
    s = at_hand(17, [3, 4, 2, 4])
    assert GAME.side_points(s) == [8, 5]


def test_restoration_counts_each_face_card_as_a_point():
    """ "Count each Face Card as a point in addition to the tricks" """
    s = at_hand(25, [1, 0, 1, 0], [["JS", "2S", "3S", "4S"], [], ["KH", "QH", "5H", "6H"], []])
    assert GAME.side_points(s) == [2 + 3, 0]


def test_prosperity_each_trick_counts_double():
    """ "Each trick counts as double" """
    s = at_hand(5, [3, 4, 2, 4])
    assert GAME.side_points(s) == [10, 16]


def last_card_of_the_first_game(seed):
    """The position before the last card of the fourth hand (every card the first one legal)."""
    s = GAME.setup(NAMES4, LADIES, seed)
    for _ in range(3):
        s = next_hand(finish_hand(GAME, s))
    while True:
        move = GAME.legal_moves(s)[0]
        result = GAME.apply(s, move)
        if result.state.phase in ("hand_over", "game_over"):
            return s, move, result
        s = result.state


def test_a_tied_game_s_cut_cannot_be_undone():
    """ "If there is a tie after the 4 hands then all players will cut and the highest man and
    highest lady will move." The cut is drawn from the seed, which nobody could know: the card
    that ends a tied game says who it sends to a new table, so it cannot be undone (an undo,
    back into the hand, would let the players choose again knowing who a tie would send; found
    by tests/games/test_public_events.py). A game won outright says only what all could count."""
    tied, move, result = last_card_of_the_first_game(3)
    assert "Coronation is tied: after a cut Al and Di would move" in str(result.events[-1])
    assert GAME.reveals_more(tied, move, result.state) and not GAME.can_undo(tied, move)
    won, move, result = last_card_of_the_first_game(0)
    assert "Cy and Di win Coronation" in str(result.events[-1])
    assert GAME.can_undo(won, move)


def test_a_deal_cannot_be_undone():
    """ "the owner of the King ... declares trump": a deal says aloud who holds the king, though
    every card was seen in the last hand (the zones count nothing new)."""
    s = finish_hand(GAME, GAME.setup(NAMES4, LADIES, 1))
    deal = GAME.legal_moves(s)[0]
    assert deal == {"kind": "next_hand"}
    assert GAME.reveals_more(s, deal, GAME.apply(s, deal).state) and not GAME.can_undo(s, deal)


FAMILY = ["Anna", "Ben", "Cleo", "Dev"]  # New Game's names


def test_left_empty_the_ladies_are_every_second_player_from_the_first():
    """ "Partners are selected at random and each set of partners will include one lady and one
    man." The book does not say who is a lady. Left empty, the Ladies box made Ben and Dev the
    ladies of New Game's Anna, Ben, Cleo and Dev (explore 2): now every second player from the
    first, Anna and Cleo. The record names them, so it never depends on the default; a game saved
    before (state version 1) counted from the second and replays so."""
    from cardtable.core.records import Record, start
    from cardtable.core.session import Session

    s = GAME.setup(FAMILY, {}, 1)
    assert s.ladies == (True, False, True, False)
    assert GAME.setup_note(FAMILY, {"ladies": ""}) == "Ladies: Anna and Cleo. Men: Ben and Dev."
    assert GAME.setup_note(FAMILY, {"ladies": "ben, Dev"}) == "Ladies: Ben and Dev. Men: Anna and Cleo."
    # not a player: no note (New Game shows setup's reason in its place)
    assert GAME.setup_note(FAMILY, {"ladies": "Zed"}) == ""
    session = Session.new(GAME, FAMILY, {"ladies": ""}, 1)
    assert session.record.options == {"ladies": "Anna, Cleo"} and session.record.state_version == 3
    old = Record("court_whist", list(FAMILY), {"ladies": ""}, 11, state_version=1)
    assert start(old, GAME).ladies == (False, True, False, True)
    # (and its cut after a tie as it was: test_only_the_players_tied_for_high_cut_again)
    assert old.options == {"ladies": "Ben, Dev", "everyone_recuts": True} and old.state_version == 3
    assert GAME.upgrade_options({"ladies": "Anna, Cleo"}, 2, tuple(FAMILY)) == {"ladies": "Anna, Cleo",
                                                                                "everyone_recuts": True}
    assert GAME.upgrade_options({"ladies": "Anna, Cleo"}, 3, tuple(FAMILY)) == {"ladies": "Anna, Cleo"}


TESTER = ["Anna", "Robo Rex", "Cleo", "Robo Remy"]


def test_only_the_players_tied_for_high_cut_again():
    """ "All players cut for the deal first time they play a round, high card deals." "ACES HIGH
    AT ALL TIMES - INCLUDING CUTS." The tester (s38 t1, seed 7): "The first cut was a tie between
    Rex and Cleo (two jacks); at a table only the tied players cut again, but here Anna (8♠, out
    of the running) cut again and won. Also Cleo cut the very same jack of diamonds in both cuts."
    Now only the tied cut again, from the cards nobody has cut yet; the log says who tied."""
    from cardtable.core.records import Record, start

    for seed in range(60):
        s = GAME.setup(TESTER, {}, seed)
        cut_so_far = [c for cut in s.cuts for _, c in cut]
        assert len(set(cut_so_far)) == len(cut_so_far), seed  # no card is cut twice
        assert [p for p, _ in s.cuts[0]] == list(s.table)
        for before, again in zip(s.cuts, s.cuts[1:]):
            high = max(RANK_VALUE_ACE_HIGH[RANK_OF[c]] for _, c in before)
            assert [p for p, _ in again] == [p for p, c in before if RANK_VALUE_ACE_HIGH[RANK_OF[c]] == high]
        last = s.cuts[-1]
        high = max(RANK_VALUE_ACE_HIGH[RANK_OF[c]] for _, c in last)
        assert [p for p, c in last if RANK_VALUE_ACE_HIGH[RANK_OF[c]] == high] == [s.dealer]
    s = GAME.setup(TESTER, {}, 7)
    rex, cleo = 1, 2
    assert [len(cut) for cut in s.cuts] == [4, 2] and s.dealer in (rex, cleo)
    said = [str(e) for e in GAME.setup_events(s)]
    assert said[1].startswith("The cut: Robo Rex jack of clubs, Robo Remy 5 of spades, Anna 8 of spades, "
                              "Cleo jack of diamonds. Robo Rex and Cleo tie and cut again.")
    assert said[2].startswith("Cut again: Robo Rex ") and "Anna" not in said[2] and "Robo Remy" not in said[2]
    assert said[3] == f"{TESTER[s.dealer]} cuts high and deals."
    assert said[4].startswith("Game 1 – Coronation, hand 1: ")
    # a game saved before (state version 2) replays with its old cut: all four again, Anna deals
    old = Record("court_whist", list(TESTER), {"ladies": "Anna, Cleo"}, 7, state_version=2)
    s = start(old, GAME)
    assert [len(cut) for cut in s.cuts] == [4, 4] and s.dealer == 0
    assert old.options["everyone_recuts"] is True
    said = [str(e) for e in GAME.setup_events(s)]
    assert said[1].endswith("Robo Rex and Cleo tie: all four cut again.") and said[3] == "Anna cuts high and deals."
    from cardtable.core.scoresheet import house_rules_text

    assert "cut" not in " ".join(house_rules_text(GAME.info, s.options))  # (no set-up offers it: never named)


def test_every_game_tells_its_partners_cut_and_dealer_game_1_too():
    """ "All players cut for the deal first time they play a round, high card deals." Game 2's
    start said who partners whom, the cut and the dealer; game 1 said none of it (it is dealt in
    setting up): its set-up says it now, in the same words."""
    s = GAME.setup(FAMILY, {}, 5)
    said = [str(e) for e in GAME.setup_events(s)]
    (a, b), (c, d) = GAME.sides(s)
    assert said[0] == f"Game 1 – Coronation: {FAMILY[a]} & {FAMILY[b]} against {FAMILY[c]} & {FAMILY[d]}."
    assert said[1].startswith("The cut: ") and said[-2] == f"{FAMILY[s.dealer]} cuts high and deals."
    assert said[-1].startswith(f"Game 1 – Coronation, hand 1: {FAMILY[s.dealer]} deals.")
    s = to_hand(s, 5)
    assert GAME.setup_events(s) == ()  # only the first position is set up
    said = [str(e) for e in GAME.deal_events(s)]
    assert said[0].startswith("Game 2 – Prosperity: ") and said[-1].endswith("deals. Spades are trump.")


def test_the_deal_says_trump_once_in_plain_words():
    """The score card's lines ("Trump declared by owner of King-Hearts", "Spades Trump") were
    pasted into sentences, and Coronation said trump twice ("Ben holds the king of hearts and
    names trump." then "Ben names hearts as trump."). Conspiracy ("no partners") named partners
    and then said there were none. Each dealt sentence names the hand as the table does, the
    log's heading for it."""
    s = GAME.setup(FAMILY, {}, 2)
    for _ in range(8):  # Coronation's 4 hands, Prosperity's 4
        s = next_hand(finish_hand(GAME, s))
        events = GAME.deal_events(s)
        text = " ".join(events)
        assert "Trump declared" not in text and " Trump." not in text
        dealt = next(e for e in events if e.kind == "dealt")
        game, k = game_of(s.hand_no), (s.hand_no - 1) % 4
        assert dealt.data["heading"] == f"Game {game} – {['Coronation', 'Prosperity', 'Conspiracy'][game - 1]}, hand {k + 1}"
        if game == 1:
            holder = FAMILY[s.turn]
            king = ["spades", "hearts", "clubs", "diamonds"][k]
            assert dealt.endswith(f"deals. {holder} holds the king of {king}.") and "names trump" not in text
            called = GAME.apply(s, {"kind": "call", "trump": "H"}).events
            assert [str(e) for e in called] == [f"{holder} names hearts as trump."]
        elif game == 2:
            assert dealt.endswith(["Spades", "Hearts", "Clubs", "Diamonds"][k] + " are trump.")
        else:
            seated = str(events[0])
            assert seated.startswith("Game 3 – Conspiracy, no partners: ") and seated.endswith(
                "each score their own tricks.") and "&" not in seated and "against" not in seated
            assert str(events[-1]).startswith("The last card, the ")


def test_who_is_a_lady_is_not_a_house_rule():
    """The tester (s38 t1): 'under the score sheet: "House rules in this game: Ladies: Anna,
    Cleo." Who is a lady is not a house rule'. The book: "each set of partners will include one
    lady and one man"; naming them is a setting of the game, not a rule: the sheet and the rules
    page name no house rule for it."""
    from cardtable.core.scoresheet import house_rules_text

    s = GAME.setup(TESTER, {"ladies": "Anna, Cleo"}, 7)
    assert s.options["ladies"] == "Anna, Cleo"
    assert house_rules_text(GAME.info, s.options) == ()
    s = GAME.setup(TESTER, {}, 7)  # (left empty: written out, as the record keeps it)
    assert house_rules_text(GAME.info, s.options) == ()


def test_the_one_sitting_out_is_told_the_8_are_points():
    """ "SIT OUTS (if necessary) WILL TAKE A SCORE OF 8 AT EACH HAND" (s45 t1 #2: "sitting out (8 a
    hand)" did not say the 8 are points the player scores)."""
    s = GAME.setup(["Al", "Bea", "Cy", "Di", "Ed"], {}, 1)
    out = next(p for p in range(5) if p not in s.table)
    assert GAME.seat_note(s, out).replace("\u00a0", " ").endswith("sitting out: scores 8 a hand")
