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


def test_no_computer_holds_a_card_back_that_fits():
    """ "players may build upon their own ship": Hard's search ended its turn over a card that
    fit where its samples showed the other player capturing the ship, and won fewer games for it
    (the card is buried under the next one turned). A computer is offered ending the turn only
    when no card plays; a person may still do it."""
    from cardtable.ai import Budget, agent_for, information_set

    game = get_game("pirate")
    state = game.new_state(["A", "B"], {}, 3, None)
    seat = state.turn
    card = "AS" if game.builds_up(state, seat, "S") else "KS"
    state = state.replace(wastes=tuple((card,) if s == seat else () for s in (0, 1)), phase=PLAY)
    assert {m.kind for m in game.legal_moves(state)} == {PLAY_CARD, END_TURN}  # the person's choice
    info = information_set(game, state, seat)
    assert [m.kind for m in info.legal] == [PLAY_CARD]
    for level in ("easy", "medium", "hard"):
        assert agent_for(level).choose(game, info, 1, Budget(seconds=5, iterations=40)).kind == PLAY_CARD
