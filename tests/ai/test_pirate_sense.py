"""Pirate: the Medium player's sense (its ``ai_move_scores``)."""

from __future__ import annotations

from cardtable.ai.heuristics import move_scores
from cardtable.games import get_game
from cardtable.games.pirate import END_TURN, PLAY, PLAY_CARD


def test_builds_the_card_that_fits_rather_than_ending_the_turn():
    # "players may build upon their own ship with cards of the same suit, in sequence"
    game = get_game("pirate")
    state = game.new_state(["A", "B"], {}, 3, None)
    seat = state.turn
    up = game.builds_up(state, seat, "S")
    card = "AS" if up else "KS"
    state = state.replace(wastes=tuple((card,) if s == seat else () for s in (0, 1)), phase=PLAY)
    moves = game.legal_moves(state)
    assert {m.kind for m in moves} == {PLAY_CARD, END_TURN}
    scores = move_scores(game, state, seat, moves)
    assert moves[scores.index(max(scores))].kind == PLAY_CARD
