"""The Medium player's sense in the Counting games (issue 15: "Medium beats random"), on set
positions: Thirty-One and Golf each give all their scores themselves (``ai_move_scores``)."""

from __future__ import annotations

from cardtable.ai import agent_for, information_set
from cardtable.core.game import Move
from cardtable.games import get_game

KNOCK = Move(kind="knock")


def _best(game, state, seat=0):
    moves = game.legal_moves(state)
    scores = game.ai_move_scores(state, seat, moves)
    return max(zip(scores, range(len(moves))))[1], moves, scores


def test_thirty_one_draws_discards_and_knocks_by_the_hand():
    """ "If you think you are high (or at least not lowest) you can knock any time during your
    turn before you discard" -- so never knock with a weak hand; "closest to 31 in one suit"."""
    game = get_game("thirty_one")
    state = game.setup(["Ann", "Bob", "Cleo", "Dan"], {}, 5)
    weak = state.replace(hands=(("2S", "5H", "9C"),) + state.hands[1:], discard=("AC",), turn=0)
    i, moves, _ = _best(game, weak, 0)
    assert moves[i] == {"kind": "draw", "source": "discard"}  # the ace joins the 9 of clubs: 20; no knock
    drawn = weak.replace(hands=(("2S", "5H", "9C", "KC"),) + weak.hands[1:], discard=(), phase="discard")
    i, moves, _ = _best(game, drawn, 0)
    assert moves[i] == {"kind": "discard", "card": "2S"}  # keeps the king and 9 of clubs (19)
    strong = state.replace(hands=(("AS", "KS", "7S"),) + state.hands[1:], discard=("3D",), turn=0)
    i, moves, _ = _best(game, strong, 0)
    assert moves[i] == {"kind": "knock"}  # 28 in spades: high enough to knock
    move = agent_for("medium").choose(game, information_set(game, weak, 0), 1)
    assert move["kind"] != "knock"


def test_golf_keeps_low_cards_makes_pairs_and_knocks_only_when_low():
    """ "If you exchange one of your cards for one of these you must place it face up";
    "Pair Free (this is two cards of the same value above/below each other)"; "If the person
    that knocked is the highest they pay double" -- so no knock on an unseen grid."""
    game = get_game("golf")
    state = game.setup(["Ann", "Bob", "Cleo", "Dan"], {}, 5)
    grid = ("QH", "3C", "5D", "9S", "8C", "4H", "6D", "JC")
    up = (True, False, False, False, False, False, False, False)
    state = state.replace(grids=(grid,) + state.grids[1:], up=(up,) + state.up[1:], turn=0, phase="draw",
                          discard=("QS",))
    i, moves, _ = _best(game, state, 0)
    assert moves[i] == {"kind": "draw", "source": "discard"}  # the queen pairs the queen turned up
    assert game.ai_move_scores(state, 0, [KNOCK])[0] < 0  # six cards unseen: no knock
    held = state.replace(held=("KD",), held_from="stock", phase="place", discard=())
    i, moves, _ = _best(game, held, 0)
    assert moves[i] == {"kind": "exchange", "at": 7}  # the king (0) for the jack seen in a corner (10)
    low = state.replace(grids=(("KH", "KS", "AD", "2C", "KC", "KD", "AH", "3S"),) + state.grids[1:],
                        up=((True,) * 7 + (False,),) + state.up[1:], discard=("QD",))
    i, moves, _ = _best(game, low, 0)
    assert moves[i] == {"kind": "knock"}  # all seen (the corner peeked), 1 point: knock
