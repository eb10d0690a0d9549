"""Spider: the Medium player's sense (its ``ai_move_scores``)."""

from __future__ import annotations

from cardtable.ai.heuristics import move_scores
from cardtable.games import get_game
from cardtable.games.spider import GIVE_UP, MOVE, RESTART


def test_plays_on_rather_than_giving_up():
    # "Game play continues until the game is won or no useful moves are possible."
    game = get_game("spider")
    state = game.new_state(["P"], {"suits": 1}, 1, None)
    moves = game.legal_moves(state)
    scores = move_scores(game, state, 0, moves)
    best = moves[scores.index(max(scores))]
    assert best.kind == MOVE and game.useful(state, best)
    worst = {m.kind for m, s in zip(moves, scores) if s == min(scores)}
    assert worst <= {GIVE_UP, RESTART}
