"""The end of a hand says what happened first, in every game (s44 t3 F4): Euchre's table said
only "Hand 1 is over. Robo Remy deals next: when everyone has seen the hand, press “Deal the
next hand”." with the Euchre! and the 2 points in the status bar alone; Thirty-One said "Hand N
is over (Quarters: ...)" in hands 1, 4, 5 and 7, and "Ben was lowest with 11: paid 1 quarter."
only when a person was to deal; a reopened save lost the result altogether. The result comes
from the move that ended the hand, replayed from the record: the same after a reload."""

from __future__ import annotations

import random

import pytest

from cardtable.core.session import Session
from cardtable.core.words import listed
from cardtable.games import get_game
from cardtable.play import PlayController, Seat, SeatKind
from cardtable.play.people_words import result_first

from .agents import Random, random_step


def to_hand_end(game_id: str, names: list[str], computers: set[int], seed: int = 5) -> PlayController:
    game = get_game(game_id)
    seats = [Seat(n, SeatKind.COMPUTER, Random(seed + i)) if i in computers else Seat(n)
             for i, n in enumerate(names)]
    ctl = PlayController(Session.new(game, names, {}, seed), seats)
    rng = random.Random(seed)
    for _ in range(3000):
        if ctl.hand_result():
            return ctl
        assert not ctl.over, f"{game_id}: the game ended with no hand between"
        if ctl.curtain_for is not None:
            ctl.reveal()
        random_step(ctl, rng)
    raise AssertionError(f"{game_id}: no hand ended")


def reopened(ctl: PlayController) -> PlayController:
    return PlayController(Session.from_record(ctl.session.record, ctl.game), ctl.seats)


def test_euchre_says_who_scored_before_who_deals_and_again_after_a_reload():
    """Euchre: "Euchre! Anna & Robo Ruby score 2" belongs before "Hand 1 is over. ..."."""
    ctl = to_hand_end("euchre", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {2, 3})
    result = ctl.hand_result()
    assert ("make it with" in result or "Euchre!" in result or "take all five" in result
            or "takes all five" in result), result
    line = result_first(result, ctl.game.status(ctl.state))
    assert line.startswith(result) and " is over. " in line
    assert reopened(ctl).hand_result() == result


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_thirty_one_says_who_paid_whoever_deals_next(seed):
    """"Whoever has the lowest score loses a quarter": the table names who, in its words (not
    the log's "pays 1 quarter into the pot"), whoever deals next, and says it once where the
    prompt already did."""
    ctl = to_hand_end("thirty_one", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {2, 3}, seed)
    game, state = ctl.game, ctl.state
    result = ctl.hand_result()
    assert " lowest with " in result and "paid" in result and "into the pot" not in result, result
    assert result_first(result, game.status(state)).startswith(f"{result} Hand 1 is over (")
    assert result_first(result, game.prompt(state, 0)) == game.prompt(state, 0)  # said once
    assert reopened(ctl).hand_result() == result


def test_golf_says_who_paid_once_on_its_table():
    ctl = to_hand_end("golf", ["Anna", "Ben", "Robo Ruby"], {2})
    game, state = ctl.game, ctl.state
    result = ctl.hand_result()
    assert " highest with " in result, result
    assert result_first(result, game.table_status(state)).count(result) == 1
    assert result_first(result, game.status(state)).startswith(result)


@pytest.mark.parametrize("game_id,names", [
    ("hearts", ["Anna", "Ben", "Robo Ruby", "Robo Remy"]),
    ("sweep", ["Anna", "Ben", "Robo Ruby"]),
    ("scopa", ["Anna", "Robo Ruby"]),
    ("gin_rummy", ["Anna", "Robo Ruby"]),
])
def test_other_games_say_the_hand_over_sentence_first(game_id, names):
    """Every game's hand-ending sentence (its ``hand_over`` event) comes first, not only the
    ones seen by the tester."""
    ctl = to_hand_end(game_id, names, {len(names) - 1})
    result = ctl.hand_result()
    assert result and result_first(result, ctl.game.status(ctl.state)).startswith(result)
    assert reopened(ctl).hand_result() == result


def test_no_result_mid_hand():
    ctl = PlayController(Session.new(get_game("euchre"), ["Anna", "Ben", "Cleo", "Dan"], {}, 1))
    assert ctl.hand_result() == ""


def test_a_result_saying_the_hand_is_over_says_it_once():
    """ "Ben is out of cards: the hand is over." before "Hand 1 is over. ..." says it twice."""
    assert (result_first("Ben is out of cards: the hand is over.", "Hand 1 is over. Ben: deal the next one.")
            == "Ben is out of cards. Hand 1 is over. Ben: deal the next one.")
    assert result_first("", "Hand 1 is over.") == "Hand 1 is over."


@pytest.mark.parametrize("game_id,seed", [("chicken_foot", 5), ("chicken_foot", 1), ("mexican_train", 5),
                                          ("mexican_train", 2)])
def test_dominoes_say_who_went_out_and_each_players_pips(game_id, seed):
    """Chicken Foot: "The hand ends when one player dominoes or the hand blocks. Each player gets
    the total number of pips left in his hand." (Mexican Train: "When one player has played all
    their dominoes, the other players must add up the total of their remaining dominoes".) The
    table said only "Hand 2 is over. Anna: deal the next hand.", and nothing at all after a
    blocked hand; the table's short form says who went out alone."""
    names = ["Anna", "Ben", "Robo Ruby"]
    ctl = to_hand_end(game_id, names, {2}, seed)
    state = ctl.state
    out, pips = state.hand_outs[-1], state.hand_scores[-1]
    result, short = ctl.hand_result(), ctl.hand_result(short=True)
    assert short == (f"{names[out]} went out (domino!)." if out >= 0 else "The hand blocked."), short
    assert result.startswith(short[:-1] + ": "), result
    assert all(f"{names[s]} {pips[s]}" in result for s in range(3) if s != out), (result, pips)
    assert result_first(result, ctl.game.status(state)).startswith(result)
    assert reopened(ctl).hand_result() == result


def test_rummoli_says_who_went_out_and_who_took_the_poker_pot():
    """ "The first player to get rid of all his cards collects the chips on the space marked
    "Rummoli" and this marks the end of one round." and "the highest poker hand will take the
    chips in the spot marked as “Poker”": both said first between rounds (the status said only
    "Round 1 is over. ...: deal the next round, or end the game."), short enough for one status
    line (s44: every space's payment and the poker hand's name took two rows at 1024x600). The
    table's prompt says none of it: the line under the played cards does (both said who went out
    and the round, s44)."""
    names = ["Anna", "Ben", "Robo Ruby"]
    ctl = to_hand_end("rummoli", names, {2})
    result, record = ctl.hand_result(), ctl.state.history[-1]
    rummoli = sum(amount for space, seat, amount in record["payouts"] if space == "rummoli")
    assert result.startswith(f"{names[record['rummoli']]} went out: {rummoli} chip"), result
    assert "; Poker: " in result and "space" not in result and "Round" not in result, result
    assert ctl.hand_result(short=True) == ""
    line = result_first(result, ctl.game.status(ctl.state))
    assert line.startswith(result) and line.count("Round 1") == 1, line
    assert reopened(ctl).hand_result() == result


def test_court_whist_says_the_hand_once():
    """Court Whist said "Coronation, hand 1: ..." just before "Coronation, hand 1 is over."."""
    ctl = to_hand_end("court_whist", ["Anna", "Ben", "Robo Ruby", "Robo Remy"], {2, 3})
    result = ctl.hand_result()
    line = result_first(result, ctl.game.status(ctl.state))
    assert result.startswith("Coronation, hand 1 is over: "), result
    assert line.count("hand 1") == 1 and line.startswith(result) and line.endswith(": deal the next hand."), line


@pytest.mark.parametrize("seed", [1, 5])
def test_fan_tan_says_who_took_the_pot_and_what_each_paid(seed):
    """ "Game play continues until one player runs out of cards. Each other player counts the
    number of cards remaining in their hand and pays one chip per card to the pot. The pot is
    then collected by the player who ran out of cards." It said only "Ben is out of cards."."""
    names = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]
    ctl = to_hand_end("fan_tan", names, {3}, seed)
    state = ctl.state
    out = state.deal_winners[-1]
    result, short = ctl.hand_result(), ctl.hand_result(short=True)
    assert short.startswith(f"{names[out]} is out of cards and takes the pot of "), short
    assert result.startswith(short[:-1] + " (paid for cards left: "), result
    paid = result.split(" (paid for cards left: ")[1]
    assert all(f"{names[s]} {len(state.hands[s])}" in paid for s in range(4) if s != out), (result, state.hands)
    assert reopened(ctl).hand_result() == result


@pytest.mark.parametrize("players", [3, 4])
def test_sticks_says_whose_sticks_were_laid_down_and_whose_stay_face_down(players):
    """ "When one player has played all of their cards the play stops and the cards are dealt
    again. Everyone with their sticks still face down continues to leave them that way for the
    next hand." It said only "Dan has played all of their cards."."""
    names = ["Anna", "Ben", "Robo Ruby", "Robo Remy"][:players]
    ctl = to_hand_end("sticks", names, {players - 1})
    state = ctl.state
    result, short = ctl.hand_result(), ctl.hand_result(short=True)
    laid = [s for s, stick in enumerate(state.hand_sticks[-1]) if stick]
    down = [s for s, stick in enumerate(state.sticks) if stick]
    assert result.startswith(short) and "face down" not in short, (short, result)
    for s in laid:
        assert f"{names[s]} (now {len(state.collected[s])} stick" in short, short
    if not laid:
        assert "Nobody laid down a stick this hand." in short, short
    kept = listed(names[s] for s in down)
    assert not down or result.endswith(f" {kept} keep{'s' if len(down) == 1 else ''} their stick"
                                       f"{'' if len(down) == 1 else 's'} face down for the next hand."), result
    assert reopened(ctl).hand_result() == result


@pytest.mark.parametrize("game_id,names", [
    ("ten_dime_rummy", ["Anna", "Ben", "Robo Ruby", "Robo Remy"]),
    ("horseshit_rummy", ["Anna", "Ben", "Robo Ruby", "Robo Remy"]),
])
def test_the_table_gets_who_went_out_and_the_status_line_every_players_points(game_id, names):
    """The table's prompt carried the whole "Robo Remy goes out. Points: Anna -25, Robo Rex -20,
    ..." and, narrow, was cut in its middle ("Hand ... has seen"): it says who went out; the
    status line still says every player's points."""
    ctl = to_hand_end(game_id, names, {3})
    result, short = ctl.hand_result(), ctl.hand_result(short=True)
    assert " Points: " in result and short.endswith(" goes out.") and result.startswith(short), (short, result)
    assert "Points" not in short
    assert reopened(ctl).hand_result(short=True) == short
