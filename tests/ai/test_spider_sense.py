"""Spider: the Medium player's sense (its ``ai_move_scores``), on set positions.

Rule text: 003_568aafc6ffe6d89e.txt, section "Spider"; each test quotes the sentence it checks.
Positions are laid out column by column, bottom card first, the first ``down`` cards face down.
The player is asked as in a game: through its information set (the face-down cards and the
stock re-dealt at random), so it sees only what a player sees."""

from __future__ import annotations

import random

from cardtable.ai import information_set
from cardtable.ai.agents import MediumAgent
from cardtable.ai.heuristics import move_scores
from cardtable.core.game import Move
from cardtable.games import get_game
from cardtable.games.spider import (COLUMN_KEYS, DEAL, GIVE_UP, IDLE_LIMIT, KING_TO_ACE, MOVE, RESTART, STUCK,
                                    SpiderState)

GAME = get_game("spider")


def position(columns: list[list[str]], down: list[int]) -> SpiderState:
    """A four-suit position: ten columns (bottom card first, the first ``down[c]`` face down)
    and every card not placed in the stock."""
    state = GAME.setup(["You"], {}, seed=1)
    pool = list(GAME.pieces(1, state.options).cards())
    for card in (c for col in columns for c in col):
        pool.remove(card)
    return state.replace(columns=tuple(tuple(c) for c in columns), down=tuple(down), stock=tuple(pool))


def choice(state: SpiderState, seed: int = 0) -> Move:
    return MediumAgent().choose(GAME, information_set(GAME, state, 0), seed)


def move(src: int, dst: int, *cards: str) -> Move:
    return Move(kind=MOVE, src=COLUMN_KEYS[src], dst=COLUMN_KEYS[dst], cards=tuple(cards))


#: Columns 4 to 10 of the set positions: a king on a face-down card (it can go nowhere but an
#: empty column), so that only the first columns matter.
KINGS = [["2D", "KD"], ["2C", "KC"], ["2H", "KH"], ["3D", "KS"], ["3C", "KD"], ["3H", "KC"], ["4D", "KH"]]
KINGS_DOWN = [1] * 7


def test_plays_on_rather_than_giving_up():
    # "Game play continues until the game is won or no useful moves are possible."
    state = GAME.new_state(["P"], {"suits": 1}, 1, None)
    moves = GAME.legal_moves(state)
    scores = move_scores(GAME, state, 0, moves)
    best = moves[scores.index(max(scores))]
    assert best.kind == MOVE and GAME.useful(state, best)
    worst = {m.kind for m, s in zip(moves, scores) if s == min(scores)}
    assert worst <= {GIVE_UP, RESTART}


def test_turns_up_a_face_down_card_first():
    # "When face-down cards are exposed, they are turned face-up." The six of hearts on the
    # seven of clubs turns a card up; the five of hearts on the six joins a suit but turns none.
    state = position([["9D", "6H"], ["7C"], ["8D", "9S", "5H"]] + KINGS, [1, 0, 1] + KINGS_DOWN)
    assert choice(state) == move(0, 1, "6H")


def test_builds_a_run_of_its_own_suit():
    # "cards may only be moved as a unit if they are all of the same suit": the eight of spades
    # goes on the nine of spades, not on the nine of hearts.
    state = position([["9D", "9S"], ["8D", "9H"], ["4C", "JC", "8S"]] + KINGS, [1, 1, 1] + KINGS_DOWN)
    assert choice(state) == move(2, 0, "8S")


def test_completes_and_removes_a_run():
    # "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    # entire sequence is removed from play."
    spades = [r + "S" for r in KING_TO_ACE[:-1]]  # king to two
    state = position([["9D"] + spades, ["8D", "9H"], ["4C", "5D", "AS"]] + KINGS, [1, 1, 1] + KINGS_DOWN)
    best = choice(state)
    assert best == move(2, 0, "AS")
    after = GAME.apply(state, best).state
    assert len(after.removed) == 1 and after.down[0] == 0  # the card under the run turned up


def test_never_moves_a_card_back_and_forth():
    # "When no further moves are possible or desired, ten cards are dealt from the stock": the
    # eight of spades could go from the nine of hearts to the nine of diamonds and back again
    # for ever; that gains nothing, so the player deals.
    state = position([["9C", "9H", "8S"], ["8D", "9D"], ["4C", "JC"]] + KINGS, [1, 1, 1] + KINGS_DOWN)
    moves = GAME.legal_moves(state)
    assert move(0, 1, "8S") in moves
    scores = dict(zip(moves, move_scores(GAME, state, 0, moves)))
    assert scores[move(0, 1, "8S")] < scores[Move(kind=DEAL)]
    assert choice(state).kind == DEAL


def test_steps_aside_to_free_a_card():
    # "cards may only be moved as a unit if they are all of the same suit": the nine of clubs and
    # eight of hearts cannot go together on the ten of hearts; the eight steps aside onto the
    # nine of diamonds first, then the nine goes and turns a card up (rather than a deal).
    state = position([["9S", "9C", "8H"], ["8D", "3S", "9D"], ["4C", "10H"]] + KINGS, [1, 1, 1] + KINGS_DOWN)
    first = choice(state)
    assert first == move(0, 1, "8H")
    state = GAME.apply(state, first).state
    assert choice(state) == move(0, 2, "9C")


def test_fills_a_space_then_deals_and_does_not_empty_it_again():
    # "No empty spaces may be present in the tableau in order for cards to be dealt from the
    # stock." Nothing else gains: the eight of hearts fills the space, then the player deals
    # (moving it back onto the nine of clubs would only empty the column to be filled again).
    kings = [["KD"], ["KC"], ["KH"], ["KS"], ["KD"], ["KC"], ["KH"], ["KS"]]
    state = position([["4C", "9C", "8H"], []] + kings, [1, 0] + [0] * 8)
    first = choice(state)
    assert first == move(0, 1, "8H")
    state = GAME.apply(state, first).state
    assert choice(state).kind == DEAL


def test_no_game_goes_round_in_circles():
    # "Game play continues until the game is won or no useful moves are possible": the game's
    # limit of moves without progress (IDLE_LIMIT) never has to stop the computer.
    # (four suits, seed 18: moves back and forth where the search stopped looking, s35)
    for suits, seed in [(1, 0), (1, 1), (1, 2), (1, 3), (2, 4), (2, 5), (4, 6), (4, 7), (4, 18)]:
        state = GAME.setup(["P"], {"suits": suits}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            state = GAME.apply(state, MediumAgent().choose(GAME, information_set(GAME, state, 0),
                                                           rng.getrandbits(32))).state
        assert not (state.result == STUCK and state.idle >= IDLE_LIMIT), (suits, seed)


def test_never_gives_up():
    # "Game play continues until the game is won or no useful moves are possible": a game that
    # cannot go on (nine cards on the table cannot fill ten columns) ends by itself.
    nine = [["7S"], ["3S"], ["6S"], ["3H"], ["QS", "JS"], ["10S"], ["8S"], ["6D"], [], []]
    ten = nine[:8] + [["5C"], []]
    assert choice(position(ten, [0] * 10)).kind != GIVE_UP


def test_never_aims_at_a_run_over_face_down_cards():
    # "If a sequence of thirteen cards of the same suit, from king down to ace, is built, the
    # entire sequence is removed from play": only a run of thirteen face-up cards is removed.
    # The stock is empty and nothing has been turned up for a while, so the player follows the
    # search for a way on. With the king and queen of spades face down under the jack to 3, the
    # search took the 2 and ace of spades as finishing a run there (the game would not remove
    # it); now its way is the same whatever lies face down: the 5 of diamonds onto the 6 of
    # clubs, a space for the jack to 3, which turns up a card.
    spades = [r + "S" for r in KING_TO_ACE]
    kings = [["2D", "KD"], ["2C", "KC"], ["2H", "KH"], ["3D", "KS"], ["3C", "KD"], ["3H", "KC"]]
    state = position([["5D"], ["6C"], spades[:11], spades[11:]] + kings, [0, 0, 2, 0] + [1] * 6)
    state = state.replace(stock=(), idle=4)
    redeal = state.replace(columns=state.columns[:2] + ((spades[1], spades[0]) + tuple(spades[2:11]),)
                           + state.columns[3:])
    moves = GAME.legal_moves(state)
    assert moves == GAME.legal_moves(redeal)
    scores = move_scores(GAME, state, 0, moves)
    assert scores == move_scores(GAME, redeal, 0, moves)
    assert moves[scores.index(max(scores))] == move(0, 1, "5D")


def test_gives_up_where_the_search_stops_looking_and_nothing_gains():
    # "Game play continues until the game is won or no useful moves are possible." With the stock
    # empty, no useful move, nothing that gains, and the search for a way on stopped at its limit
    # without finding one (four suits, seed 18, move 52: the position of tests/games/test_spider.py),
    # the player moved the 8 and 7 of hearts and the 9 to 6 of clubs back and forth until the
    # 50-move rule ended the game. Now it gives up: every move it could make leads nowhere it can see.
    from tests.games.spider_positions import cut_position
    state = cut_position()
    assert not GAME.is_over(state)
    assert choice(state).kind == GIVE_UP
    assert choice(state, seed=5).kind == GIVE_UP
