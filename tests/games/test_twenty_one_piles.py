"""Twenty-One Piles rule tests, from 002_aa8d01adfbbdbe0f.txt. The deal is stacked; positions
later in a round are laid out with ``replace`` (hands, piles, draw pile)."""

import json
import random

import pytest

from cardtable.core.cards import RANK_OF
from cardtable.core.first_dealer import LAST_DEALS, OPTION
from cardtable.core.game import Move, OptionError
from cardtable.core.zones import card_counts
from cardtable.games.twenty_one_piles import GAME, is_run, low_total, pure_set

from .contract import check_contract
from .stacking import applied, play, refused, round_robin

FIVE = ["Anna", "Ben", "Cleo", "Dan", "Eve"]


def position(hands, piles=((), ()), locks=("", ""), turn=0, stock=("2C", "3C", "4C", "5C", "6C", "8C"),
             options=None, players=FIVE):
    s = GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=6)
    return s.replace(hands=tuple(tuple(h) for h in hands), piles=tuple(tuple(p) for p in piles),
                     locks=tuple(locks), turn=turn, stock=tuple(stock))


def quiet_hands(**seats):
    """Five hands of two harmless cards each, with some seats' hands given."""
    hands = [["2D", "3D"], ["2H", "3H"], ["4D", "5D"], ["4H", "5H"], ["6D", "6H"]]
    for seat, hand in seats.items():
        hands[int(seat[1:])] = hand
    return hands


def test_deal_two_each_and_the_left_of_the_dealer_starts():
    """"The dealer shuffles and deals 2 cards face-down to each player. Place the remaining deck
    face-down ... Both piles start empty (running total = 0). The player to the dealer's left takes
    the first turn.\""""
    hands = [["KS", "2S"], ["KH", "2H"], ["KD", "2D"], ["KC", "2C"], ["QS", "3S"]]
    s = GAME.setup(FIVE, dict(LAST_DEALS), seed=1, stack=[round_robin(hands)])
    assert [list(h) for h in s.hands] == hands and len(s.stock) == 42 and s.piles == ((), ())
    assert GAME.current_player(s) == 0
    assert GAME.observation(s, 1)["zones"]["hand/0"]["cards"] == [None, None]


def test_one_card_on_either_pile_then_draw_back_up_to_two():
    """"Place it face-up on either pile ... Draw 1 card from the deck to refill your hand to 2.\""""
    s = position(quiet_hands(p0=["9S", "KD"]), piles=(("5H",), ()))
    assert {m["pile"] for m in GAME.legal_moves(s) if m.kind == "play"} == {0, 1}
    s = play(GAME, s, kind="play", pile=0, cards=["9S"])
    assert s.piles[0] == ("5H", "9S") and sorted(s.hands[0]) == ["8C", "KD"] and GAME.current_player(s) == 1


def test_the_ace_is_read_by_the_player_about_to_play():
    """"Ace 1 or 11, chosen by the player whose turn it is"; "decided fresh each turn by whoever
    is about to play": the move carries its reading, offered only where it changes the outcome."""
    s = position(quiet_hands(p0=["10S", "2S"]), piles=(("KH", "AD"), ()))
    readings = {m["aces"] for m in GAME.legal_moves(s) if m.get("cards") == ("10S",) and m["pile"] == 0}
    assert readings == {0, 1}  # 10 + 1 + 10 = 21, or 10 + 11 + 10 = 31 (a bust)
    hit = play(GAME, s, kind="play", pile=0, cards=["10S"], aces=0)
    assert len(hit.collections[1]) == 3  # 21: Ben takes it
    bust = play(GAME, s, kind="play", pile=0, cards=["10S"], aces=1)
    assert len(bust.collections[0]) == 3
    assert refused(GAME, s, kind="play", pile=0, cards=["10S"], aces=2) == "Read each ace in the pile as 1 or 11."
    assert all("aces" not in m for m in GAME.legal_moves(s) if m.get("pile") == 1 and m.kind == "play")


def test_two_cards_only_if_they_make_a_set_on_one_pile():
    """"You may play both cards from your hand in the same turn if doing so creates a set ... Both
    cards must go onto the same pile\"; "Two cards to 21 ... e.g. pile shows K + 5 = 15, you play
    4 + 2 to reach 21.\""""
    s = position(quiet_hands(p0=["4S", "2H"]), piles=(("KC", "5D"), ("9C",)))
    assert refused(GAME, s, kind="play", pile=1, cards=["4S", "2H"]) == "Two cards go down together only if they make a set."
    s = play(GAME, s, kind="play", pile=0, cards=["4S", "2H"])
    assert sorted(s.collections[1]) == sorted(["KC", "5D", "4S", "2H"]) and s.piles[0] == ()
    assert len(s.hands[0]) == 2  # "After playing two cards, draw 2 from the deck to refill."


def test_a_pair_from_hand_is_not_a_set():
    """"Playing both of your cards as a same-rank pair (e.g. two Queens) onto a pile does not by
    itself form a set. You still need 3+ of the same rank in the pile\""""
    s = position(quiet_hands(p0=["QS", "QH"]), piles=((), ("QD",)))
    assert refused(GAME, s, kind="play", pile=0, cards=["QS", "QH"])
    s = play(GAME, s, kind="play", pile=1, cards=["QS", "QH"])
    assert s.locks[1] == "rank:Q" and GAME.current_player(s) == 1


def test_purity_sets():
    """"Pile = [5♠, 9♠, 4♠] → all spades, set formed"; "[5♠, 9♥, 4♠] → the 9♥ breaks purity";
    "[K, K, K] → three Kings"; "[4, 6, 9] → not contiguous"; "A-2-3", "Q-K-A", "K-A-2 is not a
    run\""""
    assert pure_set(("5S", "9S", "4S")) == "suit" and pure_set(("5S", "9H", "4S")) is None
    assert pure_set(("KS", "KH", "KD")) == "rank" and pure_set(("4S", "6H", "9D")) is None
    assert is_run(("AS", "2H", "3D")) and is_run(("QS", "KH", "AD")) and not is_run(("KS", "AH", "2D"))
    assert pure_set(("4S", "5S", "6S")) == "suit"  # flush trumps run


def test_hit_21_goes_to_the_next_player_at_once():
    """"Hit 21. Any play that brings a pile's running total to exactly 21"; "the pile is collected
    by the next player in turn order ... The pile then resets to empty. Your turn ends\""""
    s = position(quiet_hands(p0=["6S", "KD"]), piles=(("KH", "5C"), ()))
    result = applied(GAME, s, kind="play", pile=0, cards=["6S"])
    assert result.state.collections[1] == ("KH", "5C", "6S") and result.state.piles[0] == ()
    assert GAME.current_player(result.state) == 1 and "Ben takes the pile of 3" in " ".join(result.events)


def test_a_suit_set_passes_in_set_mode_and_the_receiver_extends_or_takes():
    """"the active set type passes the pile in set-mode to the next player, who may extend or
    take"; "While a pile is in set-mode, the receiving player cannot play on the other pile\""""
    s = position(quiet_hands(p0=["4S", "KD"], p1=["2S", "9H"]), piles=(("5S", "9S"), ("3C",)))
    s = play(GAME, s, kind="play", pile=0, cards=["4S"])
    assert s.locks[0] == "suit:S" and GAME.current_player(s) == 1
    assert GAME.status(s) == "Ben: extend or take pile 1 (flush \u2660)."
    assert refused(GAME, s, kind="play", pile=1, cards=["9H"]) == "A pile in set mode faces you: extend it or take it."
    assert refused(GAME, s, kind="play", pile=0, cards=["9H"]) == "Pile 1 is a flush \u2660: add a spade or take the pile."
    extended = play(GAME, s, kind="play", pile=0, cards=["2S"])
    assert extended.locks[0] == "suit:S" and GAME.current_player(extended) == 2
    taken = play(GAME, s, kind="take", pile=0)
    assert sorted(taken.collections[1]) == sorted(["5S", "9S", "4S"]) and taken.locks[0] == ""


def test_flush_trumps_run_and_only_the_flush_is_locked():
    """"If a pile is simultaneously a pure flush and a pure run, treat it as a flush only. Only the
    flush is locked in for extension purposes; the run becomes incidental and may be broken.\""""
    s = position(quiet_hands(p0=["6S", "KD"], p1=["JS", "2H"]), piles=(("4S", "5S"), ()))
    s = play(GAME, s, kind="play", pile=0, cards=["6S"])
    assert s.locks[0] == "suit:S"
    s = play(GAME, s, kind="play", pile=0, cards=["JS"])  # breaks the run, keeps the flush
    assert s.locks[0] == "suit:S"


def test_run_extends_at_either_end():
    """"For a run set, every extension card must extend the run at one of its ends, leaving the
    pile contiguous\"; "given a 9-10-J run, the extending player could drop an 8 and a Q\""""
    s = position(quiet_hands(p1=["8C", "QH"]), piles=(("9S", "10H", "JD"), ()), locks=("run", ""), turn=1)
    both = play(GAME, s, kind="play", pile=0, cards=["8C", "QH"])
    assert both.locks[0] == "run" and both.piles[0] == ("9S", "10H", "JD", "8C", "QH")
    s = position(quiet_hands(p1=["2C", "QH"]), piles=(("9S", "10H", "JD"), ()), locks=("run", ""), turn=1)
    assert refused(GAME, s, kind="play", pile=0, cards=["2C"]) == "Pile 1 is a run: add a card that continues it or take the pile."


def test_incidental_sets_are_not_locked():
    """"New sets that incidentally form during an extension ... do not retroactively become
    required for future extensions.\""""
    s = position(quiet_hands(p1=["2H", "9H"]), piles=(("3H", "5H", "4H", "KH"), ()), locks=("suit:H", ""), turn=1)
    s = play(GAME, s, kind="play", pile=0, cards=["9H"])
    assert s.locks[0] == "suit:H"


def test_an_extension_that_hits_21_promotes_to_a_21_set():
    """"A play that extends and also hits exactly 21 promotes to a 21 set (highest priority): the
    player after must take, with no further extension.\""""
    s = position(quiet_hands(p1=["4S", "KH"]), piles=(("9S", "2S", "6S"), ()), locks=("suit:S", ""), turn=1)
    s = play(GAME, s, kind="play", pile=0, cards=["4S"])
    assert s.piles[0] == () and len(s.collections[2]) == 4 and s.locks[0] == ""


def test_set_beats_bust():
    """"If a single card would simultaneously form a set and push the running total over 21, the
    set wins. The pile clears to the next player; no bust is recorded.\""""
    s = position(quiet_hands(p0=["5S", "KD"]), piles=(("KS", "QS"), ()))
    s = play(GAME, s, kind="play", pile=0, cards=["5S"])
    assert s.locks[0] == "suit:S" and s.collections[0] == ()
    s = position(quiet_hands(p0=["KH", "2D"]), piles=(("KS", "KD"), ()))  # rank set at 30
    assert play(GAME, s, kind="play", pile=0, cards=["KH"]).locks[0] == "rank:K"


def test_a_rank_set_is_said_in_plain_words():
    """ "Every card played must continue the set type that the pile was committed to when it entered
    set-mode". Seen (s39 t1): a pile of three kings read "rank k" in the prompt ("Anna: extend or
    take pile 1 (rank k).") and the refusal ("The pile is a rank k in set mode: every card must
    continue it."), and the log said "Anna takes the rank k.": a set of kings, said so."""
    s = position(quiet_hands(p0=["KH", "2D"], p1=["QH", "KC"]), piles=(("KS", "KD"), ("3C",)))
    s = play(GAME, s, kind="play", pile=0, cards=["KH"])
    assert s.locks[0] == "rank:K" and GAME.current_player(s) == 1
    assert GAME.status(s) == "Ben: extend or take pile 1 (set of kings)."
    assert refused(GAME, s, kind="play", pile=0, cards=["QH"]) == "Pile 1 is a set of kings: add a king or take the pile."
    assert GAME.move_label(s, Move(kind="take", pile=0)) == "Take pile 1 (Set of kings)"
    assert "Pile 1: 30 \u2022 Set of kings" in [z.label for z in GAME.zones(s)]
    taken = applied(GAME, s, kind="take", pile=0)
    assert "Ben takes the set of kings." in " ".join(taken.events)
    everything = " ".join([GAME.status(s), *(z.label for z in GAME.zones(s))])
    assert "rank" not in everything.lower()


def test_21_beats_a_flush():
    """"21 / two-cards-to-21 wins. The pile is taken by the next player with no chance to extend.\""""
    s = position(quiet_hands(p0=["10S", "KD"]), piles=(("5S", "6S"), ()))
    s = play(GAME, s, kind="play", pile=0, cards=["10S"])
    assert s.locks[0] == "" and len(s.collections[1]) == 3


def test_the_7_sends_the_pile_to_the_previous_player():
    """"Whenever a 7 is played onto a pile, the player immediately before the one who played the 7
    (the player who took the previous turn) must take the entire pile\"; "Play continues normally
    with the next player\""""
    s = position(quiet_hands(p2=["7D", "KD"]), piles=(("9H", "3S"), ()), turn=2)
    s = play(GAME, s, kind="play", pile=0, cards=["7D"])
    assert sorted(s.collections[1]) == sorted(["9H", "3S", "7D"]) and GAME.current_player(s) == 3


def test_an_opening_7_goes_to_the_right():
    """"On the very first move of the game, a player who opens with a 7 hands a 1-card pile (just
    that 7) to the player on their right\""""
    s = position(quiet_hands(p0=["7D", "KD"]))
    s = play(GAME, s, kind="play", pile=1, cards=["7D"])
    assert s.collections[4] == ("7D",) and s.piles[1] == ()


def test_the_7_beats_21_and_sets_and_busts():
    """"A 7 that would otherwise form a brand-new set ... or hits 21 still triggers only the 7
    effect"; "A 7 that pushes the pile over 21 still triggers only the 7 effect.\""""
    for pile in (("KH", "4D"), ("5S", "6S"), ("KH", "QD")):  # 21, a flush, a bust
        s = position(quiet_hands(p1=["7S", "2D"]), piles=(pile, ()), turn=1)
        s = play(GAME, s, kind="play", pile=0, cards=["7S"])
        assert s.collections[0] == pile + ("7S",) and s.locks[0] == ""


def test_a_7_on_a_set_mode_pile_only_as_an_extension():
    """"You cannot play a 7 onto a pile that is currently in set-mode ... unless the 7 itself
    qualifies as a legal extension"; "The 7 effect still fires\""""
    s = position(quiet_hands(p1=["7H", "7S"]), piles=(("2S", "5S", "9S"), ()), locks=("suit:S", ""), turn=1)
    assert refused(GAME, s, kind="play", pile=0, cards=["7H"]).startswith("Pile 1 is a flush")
    s = play(GAME, s, kind="play", pile=0, cards=["7S"])
    assert len(s.collections[0]) == 4 and s.locks[0] == ""


def test_a_7_in_a_two_card_play_only_to_make_a_set():
    """"A 7 can be part of a two-card play only when that play would otherwise be a legal set play
    ... you drop two 7s onto a pile that totals 7 ... Whenever a 7 is part of the play, the 7 effect
    fires; both played cards travel with the rest of the pile to the previous player.\""""
    s = position(quiet_hands(p1=["7H", "7S"]), piles=(("3C", "4D"), ("9C",)), turn=1)
    assert refused(GAME, s, kind="play", pile=1, cards=["7H", "7S"]) == "Two cards go down together only if they make a set."
    s = play(GAME, s, kind="play", pile=0, cards=["7H", "7S"])
    assert sorted(s.collections[0]) == sorted(["3C", "4D", "7H", "7S"])


def test_bust_forced_or_voluntary_the_player_takes_the_pile():
    """"The player who placed the busting card takes all cards in that pile"; "You may also choose
    to bust on your own initiative even when a legal under-21 play exists.\""""
    s = position(quiet_hands(p0=["KS", "2D"]), piles=(("9H", "8C"), ()))
    s = play(GAME, s, kind="play", pile=0, cards=["KS"])  # 2D would have been safe
    assert sorted(s.collections[0]) == sorted(["9H", "8C", "KS"]) and s.piles[0] == ()


def test_endgame_no_draws_empty_hands_skipped_piles_discarded():
    """"Players stop drawing replacement cards"; "Players who run out of hand cards are skipped";
    "The round ends once every player has emptied their hand"; "Any cards still sitting in the two
    shared piles at the end of play are not awarded to anyone\""""
    s = position([["2S"], [], ["3S", "4D"], [], []], piles=(("9H",), ()), stock=())
    s = play(GAME, s, kind="play", pile=1, cards=["2S"])
    assert s.hands[0] == () and GAME.current_player(s) == 2
    s = play(GAME, s, kind="play", pile=0, cards=["3S"])
    assert GAME.current_player(s) == 2  # everyone else is out of cards
    s = play(GAME, s, kind="play", pile=0, cards=["4D"])
    assert GAME.is_over(s) and sorted(s.discarded) == sorted(["9H", "2S", "3S", "4D"])


def test_a_set_made_by_the_last_card_goes_to_nobody():
    """Decided: "next" skips empty hands, and with nobody left the pile goes to nobody."""
    s = position([[], [], ["3S"], [], []], piles=(("KH", "8D"), ()), stock=(), turn=2)
    s = play(GAME, s, kind="play", pile=0, cards=["3S"])
    assert GAME.is_over(s) and all(c == () for c in s.collections) and len(s.discarded) == 3


def test_previous_player_skips_empty_hands():
    """Decided: "previous" skips players whose hands are empty."""
    s = position([["5S"], [], ["7D", "KD"], [], []], piles=(("9H",), ()), stock=(), turn=2)
    s = play(GAME, s, kind="play", pile=0, cards=["7D"])
    assert sorted(s.collections[0]) == ["7D", "9H"]  # Ben has no cards: Anna takes it


def test_three_to_six_players():
    """Decided: three to six may play (five as written)."""
    for n in (3, 4, 5, 6):
        assert len(GAME.setup([f"P{i}" for i in range(n)], {}, seed=1).stock) == 52 - 2 * n
    with pytest.raises(OptionError):
        GAME.setup([f"P{i}" for i in range(7)], {}, seed=1)


def test_fewest_cards_wins_and_ties_share():
    """"Fewest cards = winner"; "Ties are broken by playing another round, or shared" (default
    shared)."""
    s = position([["3S"], [], [], [], []], stock=()).replace(
        collections=(("2C",), ("3C",), ("KC", "QC"), ("4C",), ("5C", "6C")))
    s = play(GAME, s, kind="play", pile=0, cards=["3S"])
    assert GAME.winners(s) == [0, 1, 3]
    sheet = GAME.score_sheet(s)
    assert sheet.winners == (0, 1, 3) and sheet.rounds[0].cells == ((1,), (1,), (2,), (1,), (2,))


def test_option_tie_break_round_counts_only_the_tied():
    """Option and decision: a tie-break round counts only among the tied players."""
    s = position([["3S"], [], [], [], []], stock=(), options={"tie_break": True}).replace(
        collections=(("2C",), ("3C",), ("KC", "QC"), ("4C", "5C"), ("6C", "8C")))
    s = play(GAME, s, kind="play", pile=0, cards=["3S"])
    assert s.phase == "round_over" and s.contenders == (0, 1)
    s = play(GAME, s, kind="next_round")
    assert s.round_no == 2 and all(c == () for c in s.collections) and len(s.stock) == 42
    # under each seat: its cards collected, and for the tied two, that they play the tie-break
    assert GAME.public(s)["seat_notes"] == ["0 taken · in the tie-break"] * 2 + ["0 taken"] * 3
    # "won" told a child the opposite: the cards "land in your collection whenever you are forced
    # to take a pile", and the fewest wins (s37 t2)
    s = position([[], [], ["3S"], [], []], stock=(), turn=2, options={"tie_break": True}).replace(
        contenders=(0, 1), collections=(("2C", "3C"), ("4C",), (), (), ()), round_no=2)
    s = play(GAME, s, kind="play", pile=0, cards=["3S"])
    assert GAME.winners(s) == [1]  # Cleo, Dan and Eve took nothing, but only Anna and Ben count


def test_option_play_normally_on_the_other_pile():
    """Section 7's reading as an option: "or to play normally on the other pile, only if that other
    pile is not also in set-mode\"; the set-mode pile then faces the next player."""
    s = position(quiet_hands(p1=["9H", "2D"]), piles=(("2S", "5S", "9S"), ("3C",)), locks=("suit:S", ""), turn=1,
                 options={"other_pile": True})
    s = play(GAME, s, kind="play", pile=1, cards=["9H"])
    assert s.locks[0] == "suit:S" and GAME.current_player(s) == 2


def test_the_words_say_what_the_other_pile_option_allows():
    """With section 7's reading ("you must instead use your other card to extend (or to play
    normally on the other pile, only if that other pile is not also in set-mode), or take the
    set-mode pile") the status and the log said only "extend or take" (s35 t2). The status begins
    with the name (it began "Flush \u2666 on pile 1 \u2192 Anna: ...", which the saved games' "Whose
    turn" showed whole: test_family_fixes.py)."""
    hands = quiet_hands(p0=["4S", "KD"], p1=["2S", "9H"])
    for other_pile, words in ((True, "must extend it, take it or play on pile 2."),
                              (False, "must extend it or take it.")):
        s = position(hands, piles=(("5S", "9S"), ("3C",)), options={"other_pile": other_pile})
        result = applied(GAME, s, kind="play", pile=0, cards=["4S"])
        assert f"Flush \u2660: Ben {words}" in " ".join(result.events)
        status = GAME.status(result.state)
        assert status == ("Ben: extend or take pile 1 (flush \u2660), or play on pile 2." if other_pile
                          else "Ben: extend or take pile 1 (flush \u2660).")
    # both piles in set mode: no other pile to play on, either may be extended or taken
    s = position(hands, piles=(("5S", "9S", "4S"), ("9C", "9D")), locks=("suit:S", "rank:9"), turn=1,
                 options={"other_pile": True})
    assert GAME.status(s) == "Ben: extend or take pile 1 (flush \u2660) or pile 2 (set of 9s)."


def check_invariants(state):
    assert card_counts(GAME.zones(state)) == GAME.deck_counts(state)
    if state.phase != "play":
        return
    for pile, lock in zip(state.piles, state.locks):
        assert not any(RANK_OF[c] == "7" for c in pile)  # "a 7 is never present in any pile"
        if lock:
            assert pure_set(pile) is not None  # set-mode piles are pure
        else:
            assert low_total(pile) <= 21
    assert all(len(h) <= 2 for h in state.hands)
    assert state.hands[state.turn]
    assert "seed" not in json.dumps(GAME.observation(state, state.turn))


@pytest.mark.parametrize("seed", range(40))
def test_invariants_after_every_move(seed):
    rng = random.Random(seed)
    options = {"other_pile": seed % 2 == 1, "tie_break": seed % 3 == 0}
    s = GAME.setup([f"P{i}" for i in range(3 + seed % 4)], options, seed=seed)
    while not GAME.is_over(s):
        check_invariants(s)
        moves = GAME.legal_moves(s)
        s = play(GAME, s, **moves[rng.randrange(len(moves))])
    check_invariants(s)


def test_contract():
    assert check_contract(GAME, games=20, deep_every=5) > 0


def test_a_collection_holds_cards_everyone_saw_and_samples_keep_it():
    """"the pile is collected by the next player in turn order (it goes into their personal
    collection face-down)": face down, yet every card in it was played face up on a pile in front
    of everyone. A computer's samples re-deal only what no one has seen (hands, the draw pile):
    they re-dealt the collections too, so a sample could hand Cleo the king of hearts that Ben
    had just taken."""
    s = position(quiet_hands(p0=["6S", "KD"]), piles=(("KH", "5C"), ()))
    s = applied(GAME, s, kind="play", pile=0, cards=["6S"]).state
    assert s.collections[1] == ("KH", "5C", "6S")
    for viewer in (0, 2):
        assert GAME.observation(s, viewer)["zones"]["collection/1"]["cards"] == ["KH", "5C", "6S"]
    rng = random.Random(4)
    for _ in range(20):
        sample = GAME.determinize(s, 2, rng)
        assert sample.collections == s.collections and sample.hands[2] == s.hands[2]
        assert GAME.observation(sample, 2) == GAME.observation(s, 2)


def test_a_bust_another_play_avoids_is_asked_first():
    """"Outside of that maneuver, voluntarily busting is almost always bad (you take the whole
    pile), but it remains legal": the table asks before a play that busts while another play does
    not (s29 t3 #5); a forced bust ("neither of your cards can be played on either pile without
    exceeding 21") and a set over 21 ("the set wins") are played without a question."""
    s = position(quiet_hands(p0=["KS", "2D"]), piles=(("9H", "8C"), ()))
    assert GAME.asks_first(s, Move(kind="play", pile=0, cards=("KS",))) == (
        "This puts pile 1 over 21 (27), so you take its 3 cards. Bust anyway?")
    assert GAME.asks_first_yes(s, Move(kind="play", pile=0, cards=("KS",))) == "Bust anyway"
    assert GAME.asks_first(s, Move(kind="play", pile=0, cards=("2D",))) == ""
    assert GAME.asks_first(s, Move(kind="play", pile=1, cards=("KS",))) == ""
    forced = position(quiet_hands(p0=["KS", "QD"]), piles=(("9H", "8C"), ("10H", "5C")))
    assert GAME.asks_first(forced, Move(kind="play", pile=0, cards=("KS",))) == ""
    flush = position(quiet_hands(p0=["KH", "2D"]), piles=(("9H", "8H"), ()))
    assert GAME.asks_first(flush, Move(kind="play", pile=0, cards=("KH",))) == ""
    # "Ace 1 or 11, chosen by the player whose turn it is": the reading that busts is named
    # (the question read like any bust and its button was the chooser's "Ace as 11: 26 (bust)")
    ace = position(quiet_hands(p0=["10S", "2D"]), piles=(("AD", "5C"), ()))
    assert GAME.asks_first(ace, Move(kind="play", pile=0, cards=("10S",), aces=1)) == (
        "With the ace as 11, this puts pile 1 over 21 (26), so you take its 3 cards. Bust anyway?")
    assert GAME.asks_first_yes(ace, Move(kind="play", pile=0, cards=("10S",), aces=1)) == "Bust anyway"
    aces = position(quiet_hands(p0=["9S", "2D"]), piles=(("AD", "AH"), ()))
    assert GAME.asks_first(aces, Move(kind="play", pile=0, cards=("9S",), aces=2)) == (
        "With both aces as 11, this puts pile 1 over 21 (31), so you take its 3 cards. Bust anyway?")
    aces = position(quiet_hands(p0=["8S", "2D"]), piles=(("AD", "AH", "AS"), ()))
    assert GAME.asks_first(aces, Move(kind="play", pile=0, cards=("8S",), aces=2)) == (
        "With 2 of 3 aces as 11, this puts pile 1 over 21 (31), so you take its 4 cards. Bust anyway?")


def test_the_first_dealer_is_drawn_and_said():
    """ "Choose a dealer (any method — youngest player, high-card cut, etc.)": as the family's
    general rules deal ("the dealer is randomly selected unless the rules state differently"), the
    first dealer is drawn from the seed and the log says who deals; the player to the dealer's left
    starts. The last named always dealt and nobody was told (s37 t2): now a house rule, and a game
    saved before (state version 1) replays so."""
    dealers = set()
    for seed in range(12):
        s = GAME.setup(FIVE, {}, seed=seed)
        dealers.add(s.dealer)
        assert GAME.current_player(s) == (s.dealer + 1) % 5
        assert [str(e) for e in GAME.setup_events(s)] == [f"{FIVE[s.dealer]} deals."]
        assert GAME.public(s)["dealer"] == s.dealer
    assert len(dealers) > 1
    assert GAME.setup(FIVE, dict(LAST_DEALS), seed=3).dealer == 4
    assert GAME.upgrade_options({"other_pile": False}, 1, tuple(FIVE))[OPTION] == LAST_DEALS[OPTION]
    assert OPTION not in GAME.upgrade_options({"other_pile": False}, 2, tuple(FIVE))


def test_the_prompt_says_each_piles_total_in_words():
    """"Both piles start empty (running total = 0)"; "Ace 1 or 11": the prompt said "Dev: play a
    card on either pile (10 | 0)." (s47 t3 F-G), cryptic for a family."""
    assert GAME.status(position(quiet_hands())) == "Anna: play a card on either pile (pile 1 is at 0, pile 2 at 0)."
    s = position(quiet_hands(), piles=(("KH",), ("5S", "AD")))
    assert GAME.status(s) == "Anna: play a card on either pile (pile 1 is at 10, pile 2 at 6 or 16)."


def test_the_rules_page_says_what_the_out_of_play_spot_is():
    """"Any cards still sitting in the two shared piles at the end of play are not awarded to
    anyone — they are simply discarded": the table's "Out of play (0)" spot was explained nowhere
    a player would look (s47 t3 F-G); the rules page's "On the screen" says what it is."""
    import re

    from cardtable.resources import rules_html

    page = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules_html(GAME.info.rules_page)))
    screen = page.split("On the screen", 1)[1]
    assert ("Out of play spot beside the draw pile stays empty while the round is played: when the round"
            " ends, the cards still on the two piles go there and count for nobody.") in re.sub(r"\s+", " ", screen)
