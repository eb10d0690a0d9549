"""The four stops and shedding engines (issue 21) against junk moves and through a save: any JSON
thrown at them as a move is applied or refused with a reason, the state unchanged; a game saved
half-way loads back to the same position. (They check plays by rule, so a move that is applied
need not be one of the moves offered.)"""


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store import SaveStore
from tests.games.contract import random_session

GAMES = ("fan_tan", "i_doubt_it", "sweep", "twenty_one_piles")

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=4),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=10,
)


def middle_of_a_game(game_id: str, seed: int = 4, moves: int = 40) -> Session:
    return random_session(get_game(game_id), [f"P{i}" for i in range(4)], moves, seed)


SESSIONS = {game_id: middle_of_a_game(game_id) for game_id in GAMES}


@settings(max_examples=200, deadline=None)
@given(game_id=st.sampled_from(GAMES), move=st.dictionaries(
    st.sampled_from(["kind", "card", "cards", "up", "slot", "seat", "pile", "aces"]),
    JSON | st.sampled_from(["play", "pass", "doubt", "no_doubt", "blind", "pick_up", "take", "joker", "7H",
                            "AS", 0, 1, 2, 3]),
    max_size=4,
))
def test_any_move_is_applied_or_refused_with_a_reason(game_id, move):
    game = get_game(game_id)
    state = SESSIONS[game_id].state
    before = state.to_json()
    result = game.apply(state, move)
    if not result.ok:
        assert isinstance(result.reason, str) and result.reason
    assert state.to_json() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_saved_half_way_loads_back(game_id, tmp_path):
    session = SESSIONS[game_id]
    store = SaveStore(tmp_path)
    store.save("half", session)
    loaded = store.load("half")
    assert loaded.state.to_json() == session.state.to_json()
    game = get_game(game_id)
    assert game.score_sheet(loaded.state).to_json()["columns"] == list(session.state.players)
