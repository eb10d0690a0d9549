"""The refusals the rummy games share (meld_table.turn_refusal, meld_table.meld_refusal), word for
word in each game that gives them."""

import pytest

from cardtable.core.game import Move
from cardtable.games import catalogue

#: game: (what it calls the time between hands, the phase of that time)
BETWEEN = {"arizona_rummy": ("round", "hand_over"), "horseshit_rummy": ("hand", "hand_over"),
           "sticks": ("hand", "hand_over"), "five_hundreds": ("hand", "hand_over"),
           "hand_and_foot": ("round", "round_over")}
MELD_TEXT = {"arizona_rummy", "horseshit_rummy", "sticks"}


@pytest.mark.parametrize("game_id", sorted(BETWEEN))
def test_over_and_not_your_turn(game_id):
    game = catalogue(include_coming=True)[game_id]
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, 5)
    word, phase = BETWEEN[game_id]
    other = next(s for s in range(4) if s not in game.to_act(state))
    card = state.hands[other][0]
    assert game.explain(state, Move(kind="discard", card=card, seat=other)) == "It is not your turn."
    assert game.explain(state.replace(phase="game_over"), Move(kind="discard", card=card, seat=other)) \
        == "The game is over."
    assert game.explain(state.replace(phase=phase), Move(kind="discard", card=card, seat=other)) \
        == f"The {word} is over: deal the next one."
    if game_id in MELD_TEXT:
        seat = state.turn
        play = state.replace(phase="play")
        assert game.explain(play, Move(kind="meld", cards=state.hands[seat][:2])) == (
            "A meld is three or more cards: select them all, then drag them together to your meld row.")
