"""Fan Tan rule tests, from 003_568aafc6ffe6d89e.txt, section "Fan Tan". Every hand is a stacked
deal; the last seat deals (the house rule ``first_dealer``, :data:`LAST_DEALS`), so seat 0 is dealt
first and plays first."""

import json
import random

import pytest

from cardtable.core.cards import DeckSpec, RANK_OF, RANK_VALUE, SUIT_OF
from cardtable.core.first_dealer import LAST_DEALS
from cardtable.core.game import OptionError
from cardtable.core.zones import card_counts
from cardtable.games.fan_tan import GAME

from .contract import check_contract, crossed
from .stacking import fill, play, refused, round_robin

# Filler cards go to the hands in this order: low and high cards first, the 7s, 6s and 8s last,
# so that a hand holds a 7 only when a test gives it one (or it is the last seat).
DECK = sorted(DeckSpec().cards(), key=lambda c: (RANK_OF[c] in ("6", "7", "8"), RANK_OF[c] == "7",
                                                 RANK_VALUE[RANK_OF[c]]))
FOUR = ["Anna", "Ben", "Cleo", "Dan"]


def deal(fixed, players=FOUR, options=None, sizes=None):
    n = len(players)
    sizes = sizes or [52 // n + (1 if s < 52 % n else 0) for s in range(n)]
    hands = fill(sizes, fixed, DECK)
    return GAME.setup(players, {**LAST_DEALS, **(options or {})}, seed=3, stack=[round_robin(hands)]), hands


def plays(state):
    return sorted(m["card"] for m in GAME.legal_moves(state) if m.kind == "play")


def test_deal_all_cards_and_ante():
    """"Shuffle and deal the cards out as evenly as they will go, starting with the player to the
    left of the dealer. All players ante one chip to the pot to begin play. Any players that happen
    to have received fewer cards than others ... ante an additional chip\""""
    s = GAME.setup(["A", "B", "C", "D", "E"], dict(LAST_DEALS), seed=1)
    assert [len(h) for h in s.hands] == [11, 11, 10, 10, 10]
    assert s.chips == (49, 49, 48, 48, 48) and s.pot == 8
    assert GAME.current_player(s) == 0 and s.dealer == 4


def test_starting_chips_option():
    """"give each player an equal amount of chips\" (an option, 50 by default)."""
    s = GAME.setup(FOUR, {"chips": 20}, seed=1)
    assert s.chips == (19,) * 4 and s.pot == 4
    with pytest.raises(OptionError):
        GAME.setup(FOUR, {"chips": 2})
    with pytest.raises(OptionError):
        GAME.setup(["A", "B"])  # "best for three to eight players"


def test_only_a_seven_opens():
    """"Initially, the only card that may be played is a 7\""""
    s, _ = deal([["7H", "6H", "8H", "KS"]])
    assert plays(s) == ["7H"]
    assert refused(GAME, s, kind="play", card="6H") == "The first card played must be a 7."
    assert refused(GAME, s, kind="play", card="7S") == "Anna does not hold the 7 of spades."


def test_six_and_eight_then_on_in_sequence():
    """"the 6 and 8 of the same suit may be played by subsequent players, with the 8 being placed
    to the left of the 7 and the 6 to its right. Plays continue in sequence\""""
    s, _ = deal([["7H", "5H"], ["6H", "9H"], ["8H"], ["4H"]])
    s = play(GAME, s, kind="play", card="7H")
    assert "6H" in plays(s) and "9H" not in plays(s)
    s = play(GAME, s, kind="play", card="6H")
    assert "8H" in plays(s)
    s = play(GAME, s, kind="play", card="8H")
    row = next(z for z in GAME.zones(s) if z.name == "row_hearts")
    assert row.cards == ("8H", "7H", "6H")  # 8s left of the 7, 6s to its right
    assert "5H" in [m["card"] for m in GAME.legal_moves(s.replace(turn=0)) if m.kind == "play"]


def test_other_sevens_start_new_rows():
    """"As the 7s of the other suits are played, they form new rows underneath the first 7 ...
    forming a three-by-four grid\""""
    s, _ = deal([["7H"], ["7S"], ["7D"], ["7C"]])
    for card in ("7H", "7S", "7D", "7C"):
        s = play(GAME, s, kind="play", card=card)
    assert [z.name for z in GAME.zones(s) if z.kind.value == "tableau"] == [
        "row_spades", "row_hearts", "row_diamonds", "row_clubs"]


def test_the_rows_keep_their_places_whichever_seven_comes_next():
    """Finding: "when clubs were started, the suit rows re-ordered (Spades, Hearts, Diamonds,
    Clubs became Spades, Clubs, Hearts, Diamonds), so a drag aimed at Hearts landed on Clubs".
    "Rows must keep their places once shown": one fixed order from the deal on."""
    s, _ = deal([["7S"], ["7C"], ["7H"], ["7D"]])
    order = ["row_spades", "row_hearts", "row_diamonds", "row_clubs"]
    assert [z.name for z in GAME.zones(s) if z.kind.value == "tableau"] == order
    for card in ("7S", "7C", "7H", "7D"):
        s = play(GAME, s, kind="play", card=card)
        assert [z.name for z in GAME.zones(s) if z.kind.value == "tableau"] == order


def test_who_cannot_play_pays_a_chip_every_time():
    """"if the player to the dealer's left cannot play a 7, they add one chip to the pot and play
    continues to the left" (decided: every player who cannot play pays, not just the first)."""
    s, hands = deal([["2S", "3S"], ["2D", "3D"], ["7H"], ["6H"]], sizes=[13] * 4)
    assert not any(RANK_OF[c] == "7" for c in hands[0] + hands[1])
    chips, pot = s.chips, s.pot
    s = play(GAME, s, kind="pass")
    s = play(GAME, s, kind="pass")
    assert s.chips == (chips[0] - 1, chips[1] - 1, chips[2], chips[3]) and s.pot == pot + 2
    assert GAME.current_player(s) == 2


def test_play_is_compulsory():
    """"play is compulsory—any player that can play a card cannot elect to simply pass.\""""
    s, _ = deal([["7H"]])
    assert refused(GAME, s, kind="pass") == "Play is compulsory: you have a card you can play."


def test_the_prompt_offers_only_what_the_player_may_do():
    """"Initially, the only card that may be played is a 7; if the player to the dealer's left
    cannot play a 7, they add one chip to the pot"; "play is compulsory—any player that can play a
    card cannot elect to simply pass." The prompt said "play a 7, or pass and pay a chip" to a
    player holding a 7; the public status (seen by all) says when a pass is allowed."""
    s, _ = deal([["7H"]])
    assert GAME.prompt(s, 0) == "Anna: play a 7. Pot: 4."
    assert GAME.status(s) == "Anna: play a 7; if none, pass and pay a chip. Pot: 4."
    assert GAME.prompt(s, 1) == GAME.status(s)  # another seat is told no more than everybody
    s, _ = deal([["2S", "3S"], ["2D", "3D"], ["7H"], ["6H"]], sizes=[13] * 4)
    assert GAME.prompt(s, 0) == "Anna: you have no card to play, so pass and pay a chip. Pot: 4."
    # "Passing while able": a pass may be chosen, so both are offered
    s, _ = deal([["7H"]], options={"penalty_pass": True})
    assert GAME.prompt(s, 0) == GAME.status(s) == "Anna: play a 7, or pass and pay a chip. Pot: 4."


def test_choice_among_plays_is_free():
    """"if a player has multiple options on a turn, they of course are not penalized for selecting
    one option over another (even if this means that a 7 goes unplayed for awhile).\""""
    s, _ = deal([["7H", "7S", "8H"]])
    s = play(GAME, s, kind="play", card="7H")
    s = s.replace(turn=0)  # round the table again to Anna
    assert {"7S", "8H"} <= set(plays(s))
    s = play(GAME, s, kind="play", card="8H")  # the 7 of spades stays in hand, no penalty
    assert s.chips[0] == 49 and s.false_passes == ()


def test_first_out_takes_the_pot_after_the_others_pay_per_card():
    """"Game play continues until one player runs out of cards. Each other player counts the
    number of cards remaining in their hand and pays one chip per card to the pot. The pot is then
    collected by the player who ran out of cards.\""""
    s, hands = deal([["7H"]])
    s = s.replace(hands=(("7H",),) + s.hands[1:])  # Anna is down to her last card
    start = sum(s.chips) + s.pot
    result = GAME.apply(s, {"kind": "play", "card": "7H"})
    new = result.state
    assert sum(new.chips) + new.pot == start and new.pot == 0
    left = [len(h) for h in new.hands]
    assert new.chips[1] == s.chips[1] - left[1] and new.chips[0] == s.chips[0] + s.pot + sum(left[1:])
    assert any(e.kind == "chips_paid" and e.data["dst"] == 0 for e in result.events)


def test_game_lasts_one_deal_by_each_player_by_default_and_most_chips_wins():
    """Decided: "the game ends after an agreed number of deals (default: one deal each)";
    "The object of Fan Tan is to end play with the most chips\" (ties share)."""
    rng = random.Random(5)
    s = GAME.setup(["A", "B", "C"], {}, seed=5)
    while not GAME.is_over(s):
        moves = GAME.legal_moves(s)
        s = play(GAME, s, **moves[rng.randrange(len(moves))])
    short = s.short or min(s.chips) == 0
    assert s.deal_no == 3 or short
    best = max(s.chips)
    assert GAME.winners(s) == [i for i, c in enumerate(s.chips) if c == best]
    sheet = GAME.score_sheet(s)
    assert len(sheet.rounds) == s.deal_no and sheet.totals == s.chips


def test_deals_option_and_next_deal_passes_left():
    s, _ = deal([["7H"]], options={"deals": 2})
    s = s.replace(hands=(("7H",),) + s.hands[1:])
    s = play(GAME, s, kind="play", card="7H")
    assert s.phase == "deal_over" and GAME.legal_moves(s) == [{"kind": "next_deal"}]
    assert refused(GAME, s, kind="play", card="7S") == "This deal is over: deal again."
    s = play(GAME, s, kind="next_deal")
    assert s.dealer == 0 and GAME.current_player(s) == 1 and s.deal_no == 2


def test_who_cannot_pay_ends_the_game():
    """Decided: a player pays what they have; the game ends when that deal is over."""
    s, _ = deal([["2S"]], options={"chips": 5})
    s = s.replace(chips=(0,) + s.chips[1:])
    s = play(GAME, s, kind="pass")
    assert s.short and s.chips[0] == 0
    s = s.replace(hands=(s.hands[0], ("7H",)) + s.hands[2:], turn=1)
    s = play(GAME, s, kind="play", card="7H")
    assert GAME.is_over(s)


def test_penalty_pass_option_is_found_when_the_deal_ends():
    """Option: "If a player is found to have been able to play but passed instead, they pay an
    additional three chips to the pot; if they held a 7 at the time, they pay five chips each to
    the players holding the 6 and 8 of that suit.\" Decided: found when the deal ends."""
    s, _ = deal([["7H", "2C"], ["6H"], ["8H"], ["7S"]], options={"penalty_pass": True})
    result = GAME.apply(s, {"kind": "pass"})  # Anna holds the 7 of hearts and passes
    assert result.ok and "able" not in " ".join(result.events)  # nobody is told yet
    s = result.state
    assert s.chips[0] == 48  # the ante and the pass
    s = s.replace(hands=(s.hands[0], ("6H",), s.hands[2], s.hands[3]), turn=1)
    s = s.replace(rows=(("H", 7, 7),))
    result = GAME.apply(s, {"kind": "play", "card": "6H"})  # Ben goes out
    end = result.state
    text = " ".join(result.events)
    assert "passed while able" in text
    left = len(s.hands[0])
    assert end.chips[0] == 48 - 3 - 5 - 5 - left
    assert end.chips[2] == s.chips[2] + 5 - len(s.hands[2])  # Cleo held the 8 of hearts


def test_pass_while_able_is_refused_without_the_option():
    s, _ = deal([["7H"]], options={"penalty_pass": False})
    assert refused(GAME, s, kind="pass")


def test_status_and_observation_name_no_hidden_card():
    s, hands = deal([["7H", "QS"]])
    text = GAME.status(s) + json.dumps(GAME.public(s))
    assert "QS" not in text and "queen" not in text
    obs = GAME.observation(s, 1)
    assert obs["zones"]["hand/0"]["cards"] == [None] * len(hands[0])
    assert obs["public"]["pot"] == 4 and obs["public"]["chips"] == [49] * 4


def test_refusals_have_reasons():
    s, _ = deal([["7H"]])
    assert refused(GAME, s, kind="play", card="ZZ") == "'ZZ' is not a card."
    assert refused(GAME, s, kind="next_deal") == "The deal is not over yet."
    assert refused(GAME, s, kind="dance") == "That is not a move in Fan Tan."


def check_invariants(state, start_chips):
    assert card_counts(GAME.zones(state)) == GAME.deck_counts(state)
    assert sum(state.chips) + state.pot == start_chips  # chips conserved
    for suit, low, high in state.rows:  # grid rows in sequence around their 7
        row = next(z for z in GAME.zones(state) if z.name.startswith("row_") and z.cards and SUIT_OF[z.cards[0]] == suit)
        values = [RANK_VALUE[RANK_OF[c]] for c in row.cards]
        assert values == list(range(high, low - 1, -1)) and low <= 7 <= high


@pytest.mark.parametrize("seed", range(24))
def test_invariants_after_every_move(seed):
    rng = random.Random(seed)
    index, penalty = crossed(seed, 6, 2)  # every count with and without the penalty pass
    n = 3 + index
    s = GAME.setup([f"P{i}" for i in range(n)], {"penalty_pass": penalty == 0}, seed=seed)
    start = n * 50
    while not GAME.is_over(s):
        check_invariants(s, start)
        moves = GAME.legal_moves(s)
        s = play(GAME, s, **moves[rng.randrange(len(moves))])
    check_invariants(s, start)


def test_contract():
    assert check_contract(GAME, games=10, deep_every=5) > 0


def test_most_chips_wins_and_ties_share():
    """"The object of Fan Tan is to end play with the most chips" (decided: ties share)."""
    s, _ = deal([["7H"]])
    s = s.replace(phase="game_over", chips=(40, 60, 60, 38), pot=0)
    assert GAME.winners(s) == [1, 2] and GAME.status(s) == "Game over: Ben and Cleo tie for the win with the most chips."


def test_a_player_with_no_chips_left_is_said_once_and_named_at_the_end():
    """ "If a player is found to have been able to play but passed instead, they pay an additional
    three chips to the pot; if they held a 7 at the time, they pay five chips each to the players
    holding the 6 and 8 of that suit." Decided: a player pays what chips they have. Anna, broke
    after her first found pass, filled the log with "Anna pays 0 chips to the pot." and "Anna held
    the 7 of clubs: pays 0 chips to Ben." for every pass, and the game ended "Somebody cannot pay";
    now the passes she paid are told as the chips went (pass by pass: s34 review 2), what was left
    unpaid in one line, each payment names the card that earned it, her empty purse is said once,
    and the closing line names her."""
    s, _ = deal([["7H", "2C"], ["6H"], ["8H"], ["7S"]], options={"penalty_pass": True, "chips": 20})
    s = GAME.apply(s, {"kind": "pass"}).state  # Anna holds the 7 of hearts and passes
    s = s.replace(false_passes=s.false_passes * 12)  # ... twelve times
    s = s.replace(hands=(s.hands[0], ("6H",), s.hands[2], s.hands[3]), turn=1, rows=(("H", 7, 7),))
    result = GAME.apply(s, {"kind": "play", "card": "6H"})  # Ben goes out
    lines = list(result.events)
    assert "Ben plays the 6 of hearts." in lines
    assert not any(" 0 chips" in line for line in lines)
    # 18 chips: the first pass paid (3 + 5 + 5), the second in part (3 + 2), the other ten not
    assert "Anna passed while able to play: 3 chips more to the pot." in lines
    assert "Anna held the 7 of hearts: pays 2 chips to Ben, who held the 6 of hearts (of 5 owed)." in lines
    assert "Anna passed 10 more times while able to play: 130 chips more owed, not paid." in lines
    assert lines.count("Anna pays 3 chips to the pot.") == 2  # not a line for each pass unpaid
    sevens = [line for line in lines if line.startswith("Anna held the 7 of hearts")]
    assert sevens and all("who held the 6 of hearts" in line or "who held the 8 of hearts" in line
                          for line in sevens)
    assert lines.count("Anna has no chips left.") == 1
    assert lines[-1] == "Anna cannot pay: the game is over."
    end = result.state
    assert end.chips[0] == 0 and sum(end.chips) == 80  # no chip made or lost


def follow_the_chips(before, pot, result):
    """Every payment of ``result``, followed in the log's order, is made from chips the payer
    holds then, and they add up to the chips at the end."""
    chips = list(before)
    for event in result.events:
        if event.kind != "chips_paid":
            continue
        src, dst, amount = event.data["src"], event.data["dst"], event.data["amount"]
        if src == "pot":
            assert amount == pot
            pot = 0
        else:
            assert chips[src] >= amount, event
            chips[src] -= amount
        if dst == "pot":
            pot += amount
        else:
            chips[dst] += amount
    assert tuple(chips) == result.state.chips


def test_a_short_player_pays_in_the_order_the_log_says():
    """ "If a player is found to have been able to play but passed instead, they pay an additional
    three chips to the pot; if they held a 7 at the time, they pay five chips each to the players
    holding the 6 and 8 of that suit." Tester (s33 t3 #12): a player who could not pay it all was
    said to pay the pot first ("pays 25 chips to the pot (of 39 owed)") and then five chips each
    to two players, while the chips had moved pass by pass, the fives with the first pass. The
    chips still move pass by pass (as every game before did), and the log now says so: each line
    can be followed at the table."""
    s, _ = deal([["7H", "2C"], ["6H"], ["8H"], ["7S"]], options={"penalty_pass": True, "chips": 20})
    s = GAME.apply(s, {"kind": "pass"}).state  # Anna holds the 7 of hearts and passes: 18 chips left
    # ... and five times more, the 7 played by then: 3 chips each to the pot
    s = s.replace(false_passes=s.false_passes + ((0, ()),) * 5)
    s = s.replace(hands=(s.hands[0], ("6H",), s.hands[2], s.hands[3]), turn=1, rows=(("H", 7, 7),))
    result = GAME.apply(s, {"kind": "play", "card": "6H"})  # Ben goes out
    lines = [str(e) for e in result.events]
    at = lines.index("Anna passed while able to play: 3 chips more to the pot.")
    assert lines[at + 1:at + 10] == [
        "Anna pays 3 chips to the pot.",
        "Anna held the 7 of hearts: pays 5 chips to Ben, who held the 6 of hearts.",
        "Anna held the 7 of hearts: pays 5 chips to Cleo, who held the 8 of hearts.",
        "Anna passed again while able to play: 3 chips more to the pot.",
        "Anna pays 3 chips to the pot.",
        "Anna passed again while able to play: 3 chips more to the pot.",
        "Anna pays 2 chips to the pot (of 3 owed).",
        "Anna passed 3 more times while able to play: 9 chips more owed, not paid.",
        "Anna has no chips left.",
    ]
    follow_the_chips(s.chips, s.pot, result)
    assert result.state.chips[0] == 0
    assert lines[-1] == "Anna cannot pay: the game is over."


def three_found_passes(chips, hands, turn):
    """Anna, Ben and Cleo with ``chips`` and ``hands``, ``turn`` to go out: Anna passed while able,
    then Ben holding the 7 of hearts (Anna held its 6, Cleo its 8), then Anna again."""
    s, _ = deal([["7S"], ["2H"], ["3H"]], players=["Anna", "Ben", "Cleo"], options={"penalty_pass": True})
    return s.replace(hands=hands, chips=chips, pot=0, turn=turn,
                     false_passes=((0, ()), (1, (("H", 0, 2),)), (0, ())))


def test_five_chips_paid_for_a_seven_pay_a_later_found_pass():
    """ "If a player is found to have been able to play but passed instead, they pay an additional
    three chips to the pot; if they held a 7 at the time, they pay five chips each to the players
    holding the 6 and 8 of that suit." Decided: the passes are paid one by one, in the order they
    were made; the five chips Anna is paid for Ben's pass are hers, and pay her second pass.
    (s34 review 2: settled player by player, her 4 chips went for her two passes first, and she
    was said to have "no chips left" and to be unable to pay, ending the game, though she
    finished the deal with 14 chips.)"""
    s = three_found_passes((4, 20, 20), (("7S",), ("2H",), ("3H",)), turn=0)
    result = GAME.apply(s, {"kind": "play", "card": "7S"})  # Anna goes out
    lines = [str(e) for e in result.events]
    assert lines[2:10] == [
        "Anna passed while able to play: 3 chips more to the pot.",
        "Anna pays 3 chips to the pot.",
        "Ben passed while able to play: 3 chips more to the pot.",
        "Ben pays 3 chips to the pot.",
        "Ben held the 7 of hearts: pays 5 chips to Anna, who held the 6 of hearts.",
        "Ben held the 7 of hearts: pays 5 chips to Cleo, who held the 8 of hearts.",
        "Anna passed again while able to play: 3 chips more to the pot.",
        "Anna pays 3 chips to the pot.",
    ]
    follow_the_chips(s.chips, s.pot, result)
    end = result.state
    assert end.phase == "deal_over" and not end.short and end.chips == (14, 6, 24)
    assert not any("no chips" in line or "cannot pay" in line or "owed" in line for line in lines)


def test_who_ran_short_and_was_paid_after_is_not_said_to_have_no_chips():
    """Decided: who cannot pay in full pays what they have, and the game ends with the deal. Anna,
    2 chips, pays 2 of her pass's 3, then is paid 5 for Ben's 7 of hearts: she ends with chips,
    so she "could not pay in full", never "has no chips left" or "cannot pay"."""
    s = three_found_passes((2, 20, 20), (("2C",), ("2H",), ("7S",)), turn=2)
    s = s.replace(false_passes=s.false_passes[:2])
    result = GAME.apply(s, {"kind": "play", "card": "7S"})  # Cleo goes out
    lines = [str(e) for e in result.events]
    assert "Anna pays 2 chips to the pot (of 3 owed)." in lines
    follow_the_chips(s.chips, s.pot, result)
    end = result.state
    assert end.phase == "game_over" and end.chips[0] == 4
    assert not any("no chips" in line or "cannot pay" in line for line in lines)
    assert lines[-1] == "Anna could not pay in full: the game is over."


#: A game played before s34 (seed 808; Cleo, Dan, Ben and Anna pass while able), as its save holds
#: it: deal 1 ends with Anna's five found passes paid with 5 chips Ben owed her for his 7 of
#: spades, and deal 2 goes on. Settled player by player, Anna was short and the game ended with
#: deal 1, so "Deal again" was refused and the save opened cut short.
PLAYED_BEFORE = (
    "pass 7D pass 8D 9D 6D 7H pass pass pass pass 10D pass 6H pass 5H 4H 7C pass JD pass 7S 6C QD 8S 8H KD "
    "pass 5C 8C 4C 6S 9H 5D 4D 3H pass pass pass 2H 10H AH 3C 9C 5S 4S 9S JH pass pass 10C pass pass pass "
    "JC 3D 3S pass 2D pass 2C pass QC pass pass 2S AD pass AC KC pass pass pass AS next_deal 7S 6S 7C 8S 6C "
    "5S 9S 7H 5C 10S 4C JS 8C 3C 2C")


def test_a_game_saved_before_replays_to_the_same_end():
    """ "an older save always opens": the record, at the state version it was saved under (2),
    replays every move, and deal 1 ends as it did then."""
    from cardtable.core.records import Record, replay

    moves = [{"kind": c} if c in ("pass", "next_deal") else {"kind": "play", "card": c} for c in PLAYED_BEFORE.split()]
    record = Record.from_json({
        "format": "cardtable-record", "version": 1, "game": "fan_tan", "players": FOUR,
        "options": {"chips": 25, "deals": 0, "penalty_pass": True, "first_dealer": "last named"},
        "seed": 808, "state_version": 2, "moves": moves})
    end = replay(record, GAME)
    assert end.deal_no == 2 and end.phase == "play" and sum(map(len, end.hands)) == 52 - 15  # 15 cards down
    assert end.deal_changes == ((-23, 59, -22, -14),) and end.chips == (1, 83, 2, 10) and end.pot == 4


def test_a_pass_with_no_chips_left_says_so():
    s, _ = deal([["2C"]], options={"chips": 5})
    s = s.replace(chips=(0,) + s.chips[1:])
    result = GAME.apply(s, {"kind": "pass"})
    assert list(result.events) == ["Anna passes and has no chip left to pay."]
