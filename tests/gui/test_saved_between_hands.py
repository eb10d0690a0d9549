"""The saved-games list for a game saved between hands (s29 t2 #9): "After hand 1 of 10 Dime
Rummy ended ("Hand 1 is over. Pot: 7 dimes." with the "Deal the next hand" button), the start
screen lists it with Whose turn = "Pot"". Between hands the status names who deals the next
hand, as most games said already; a save written before (its status kept in the file) reads
"Between hands"."""

from __future__ import annotations

import random

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.start_screen import whose_turn
from cardtable.store.saves import SaveStore
from tests.games.contract import SHORT_OPTIONS
from tests.gui.helpers import open_window

NAMES = ["Anna", "Ben", "Cleo", "Dan"]
#: the games whose status between hands named nobody ("Hand 1 is over.")
SAID_NOBODY = ("ten_dime_rummy", "push", "desert_rummy", "five_hundreds", "horseshit_rummy", "sticks",
               "arizona_rummy", "hand_and_foot", "court_whist")


def between_hands(game_id: str) -> Session:
    """A session of ``game_id`` played at random up to its first hand's end."""
    game = get_game(game_id)
    session = Session.new(game, NAMES, dict(SHORT_OPTIONS.get(game_id, {})), 5)
    rng = random.Random(1)
    for _ in range(6000):
        legal = game.legal_moves(session.state)
        if len(legal) == 1 and legal[0].kind.startswith("next"):
            return session
        session.play(rng.choice(legal))
    raise AssertionError(f"{game_id}: no hand ended")


@pytest.mark.parametrize("game_id", SAID_NOBODY)
def test_the_status_between_hands_names_who_deals(game_id):
    session = between_hands(game_id)
    game, state = session.game, session.state
    dealer = NAMES[game.to_act(state)[0]]
    status = game.status(state)
    assert f"{dealer}: deal the next " in status, status
    assert whose_turn(status, NAMES) == dealer
    # ... who deals it indeed
    assert f"{dealer} deal" in " ".join(game.apply(state, game.legal_moves(state)[0]).events)


def test_a_save_written_before_reads_between_hands():
    assert whose_turn("Hand 1 is over. Pot: 7 dimes.", NAMES) == "Between hands"
    assert whose_turn("Round 2 is over.", NAMES) == "Between rounds"
    assert whose_turn("Coronation, hand 1 is over. Deal the next hand.", NAMES) == "Between hands"


def test_the_list_names_the_dealer_of_a_ten_dime_rummy_game_saved_between_hands(qtbot, data_dir):
    session = between_hands("ten_dime_rummy")
    dealer = NAMES[session.game.to_act(session.state)[0]]
    store = SaveStore()
    store.save(store.new_id("ten_dime_rummy"), session)
    w = open_window(qtbot)
    w.refresh_start()
    rows = [r for group in w.start.save_rows().values() for r in group]
    assert [r.text(2) for r in rows] == [dealer]
    assert f"Hand 1 is over. {dealer}: deal the next hand. Pot: " in rows[0].toolTip(2)
