"""Hand and Foot: the end of the stock never leaves a player with no move. The book: "If the
stockpile is out of cards the game is over." A random game (s38, tests/games/test_rummy_run_order.py
seed 8) reached a player in their foot holding one jack, the stock's last card drawn a red three
with nothing left to replace it: no discard allowed (it would empty the foot before the team may go
out), no meld, no draw, and the round not over. Decided: the round ends then, at once, and is
scored as any round the stock ends."""

from cardtable.games.hand_and_foot import DRAW, GAME, PLAY, ROUND_OVER
from tests.games.test_hand_and_foot import play, position


def in_foot_with_one_card(stock):
    state = position([("JH",), ("5C", "6C", "7C")], phase=DRAW, in_foot=(True, False), melded=(True, True),
                     melds=((0, "K", ("KS", "KH", "KD")),))
    return state.replace(stock=tuple(stock))


def test_a_red_three_drawn_last_ends_the_round_at_once():
    state = in_foot_with_one_card(["3H"])
    after = play(state, {"kind": "draw", "seat": 0})
    assert after.red_threes[0] == ("3H",) and after.hands[0] == ("JH",) and after.stock == ()
    assert after.phase == ROUND_OVER and GAME.legal_moves(after)  # (not a table with no move)
    assert len(after.round_scores) == 1
    result = GAME.apply(state, GAME.legal_moves(state)[0])
    assert result.events[-1].text.startswith("The stock pile is out of cards and P0 cannot finish the turn: "
                                             "the round is over.")


def test_the_last_cards_drawn_that_let_the_player_play_on_end_the_round_after_the_turn():
    """With two cards drawn from the last two the player plays on and discards; then the round ends."""
    state = in_foot_with_one_card(["9S", "8D"])
    after = play(state, {"kind": "draw", "seat": 0})
    assert after.phase == PLAY and after.stock == ()
    done = play(after, {"kind": "discard", "seat": 0, "card": "9S"})
    assert done.phase == ROUND_OVER


def test_random_games_never_reach_a_position_with_no_move():
    """Property: seeded random games (both ways the pile may be picked) always offer a move until
    the game is over."""
    import random

    from tests.games.contract import meldy_choice, new_random_game

    for seed in range(16):
        state, _ = new_random_game(GAME, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if GAME.is_over(state):
                break
            legal = GAME.legal_moves(state)
            assert legal, (seed, state.phase, state.turn, state.hands[state.turn], len(state.stock))
            state = GAME.apply(state, meldy_choice(legal, rng)).state
