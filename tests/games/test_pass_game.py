"""The test-only game "Pass Left" (tests/games/pass_game.py): a simultaneous phase and a move
holding a card list, through the engine contract, random play, saves and undo."""

import json
import random

import pytest

import cardtable.games
from cardtable.core.game import Move
from cardtable.core.records import random_game, replay
from cardtable.core.session import Session
from cardtable.store import SaveStore

from .contract import check_contract
from .pass_game import GAME

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def test_contract_holds():
    assert check_contract(GAME, games=300, deep_every=3) > 0


def test_every_seat_may_pass_at_once_and_passes_resolve_in_seat_order():
    """"every seat chooses two cards ... Any seat that has not passed yet may act, in any
    order ... the passes are resolved in seat order, so the result does not depend on who
    passed first." """
    state = GAME.setup(NAMES, seed=4)
    assert GAME.to_act(state) == (0, 1, 2, 3)
    assert {m["seat"] for m in GAME.legal_moves(state)} == {0, 1, 2, 3}
    assert all(m["seat"] == 2 for m in GAME.legal_moves(state, 2))
    picks = [Move(kind="pass", seat=s, cards=list(state.hands[s][:2])) for s in range(4)]
    finals = []
    for order in ([0, 1, 2, 3], [3, 1, 0, 2]):
        s = state
        for seat in order:
            result = GAME.apply(s, picks[seat])
            assert result.ok, result
            s = result.state
            assert seat not in GAME.to_act(s) or s.phase == "play"
        finals.append(s.to_json())
    assert finals[0] == finals[1]
    after = GAME.setup(NAMES, seed=4)
    for pick in picks:
        after = GAME.apply(after, pick).state
    assert after.phase == "play" and GAME.to_act(after) == (0,)
    assert set(state.hands[0][:2]) <= set(after.hands[1])  # Anna's two went to Ben, on her left


def test_a_card_list_move_survives_json_and_is_checked_by_rule():
    state = GAME.setup(NAMES[:3], seed=1)
    hand = state.hands[1]
    move = Move(kind="pass", seat=1, cards=[hand[0], hand[1]])
    back = Move(json.loads(json.dumps(move)))
    assert back == move and hash(back) == hash(move) and isinstance(back["cards"], tuple)
    swapped = Move(kind="pass", seat=1, cards=[hand[1], hand[0]])
    assert GAME.check(state, swapped) is None  # any order of the same two cards
    assert GAME.check(state, Move(kind="pass", seat=1, cards=[hand[0], hand[0]])) == "Pass two different cards."
    assert "own hand" in GAME.check(state, Move(kind="pass", seat=1, cards=list(state.hands[0][:2])))
    assert GAME.check(state, Move(kind="pass", seat=1, cards=[hand[0]])) == "Pass exactly 2 cards."
    assert GAME.check(state, Move(kind="play", card=hand[0])) == "Everyone passes two cards first."


def test_played_to_the_end_by_seeded_random_play_and_replayed():
    for seed in range(30):
        players = NAMES[: 3 + seed % 2]
        record, final = random_game(GAME, players, {}, seed)
        assert GAME.is_over(final) and GAME.winners(final)
        assert replay(record, GAME).to_json() == final.to_json()


def test_undo_a_pass_but_not_the_last_one():
    """The last pass puts every seat's cards into another hand (shown to its new owner), so it
    cannot be taken back; a pass before it can."""
    state = GAME.setup(NAMES[:3], seed=2)
    first = Move(kind="pass", seat=2, cards=list(state.hands[2][:2]))
    assert GAME.can_undo(state, first)
    for seat in (2, 0):
        state = GAME.apply(state, Move(kind="pass", seat=seat, cards=list(state.hands[seat][:2]))).state
    assert not GAME.can_undo(state, Move(kind="pass", seat=1, cards=list(state.hands[1][:2])))


@pytest.fixture
def registered(monkeypatch):
    """The store opens saves of games in the catalogue: put the test game in it."""
    real = cardtable.games.catalogue

    def with_test_game(include_coming: bool = False):
        games = dict(real(include_coming))
        games[GAME.info.id] = GAME
        return games

    monkeypatch.setattr(cardtable.games, "catalogue", with_test_game)
    return GAME


def test_saved_mid_pass_and_loaded_back(tmp_path, registered):
    """Saved while two of four seats have passed (their cards face down in front of them), the
    game loads back to the same position and is played on to its end."""
    session = Session.new(GAME, NAMES, {}, seed=9)
    for seat in (3, 1):
        result = session.play({"kind": "pass", "seat": seat, "cards": list(session.state.hands[seat][:2])})
        assert result.ok, result
    assert GAME.to_act(session.state) == (0, 2)
    store = SaveStore(tmp_path)
    store.save("mid-pass", session)
    loaded = store.load("mid-pass")
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.record.moves == session.record.moves
    assert GAME.to_act(loaded.state) == (0, 2)
    rng = random.Random(0)
    while not GAME.is_over(loaded.state):
        legal = GAME.legal_moves(loaded.state)
        assert loaded.play(legal[rng.randrange(len(legal))]).ok
    store.save("mid-pass", loaded)
    assert store.load("mid-pass").state.to_json() == loaded.state.to_json()
