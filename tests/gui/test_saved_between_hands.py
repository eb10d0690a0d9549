"""The saved-games list for a game saved between hands (s29 t2 #9): "After hand 1 of 10 Dime
Rummy ended ("Hand 1 is over. Pot: 7 dimes." with the "Deal the next hand" button), the start
screen lists it with Whose turn = "Pot"". Between hands the status names who deals the next
hand, as most games said already; a save written before (its status kept in the file) reads
"Between hands"."""

from __future__ import annotations

import random
import re

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


# s33 #2: "a Thirty-One game between hands shows in the "Whose turn" column "Hand 1 is over
# (Corners" -- a clipped status sentence instead of a name. Expected the person who acts next
# ("Robo Rex deals"/the dealer's name) or "Between hands"". Its status tells the purse before
# the dealer: "Hand 1 is over (Quarters: Anna 2, Robo Rex 3, ...; pot 5). Robo Remy: deal the
# next hand." (the column took the words before the first colon, or the first name after it).
TABLE = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]


def table_of(game_id: str) -> list[str]:
    """Four at the table, or as many as the game is for nearest four."""
    info = get_game(game_id).info
    return (TABLE + ["Robo Rosa", "Robo Rudi"])[:max(info.min_players, min(4, info.max_players))]


def games_for_several() -> list[str]:
    from cardtable.games import infos

    return [i.id for i in infos() if i.max_players > 1]


@pytest.mark.parametrize("game_id", games_for_several())
def test_the_whose_turn_column_between_hands_names_the_dealer(game_id):
    from cardtable.gui.start_screen import saved_turn

    game = get_game(game_id)
    table = table_of(game_id)
    session = Session.new(game, table, dict(SHORT_OPTIONS.get(game_id, {})), 5)
    rng = random.Random(1)
    for _ in range(3000):
        legal = game.legal_moves(session.state)
        if not legal or (len(legal) == 1 and legal[0].kind.startswith("next")):
            break
        session.play(rng.choice(legal))
    else:
        pytest.skip("no hand ended")
    if not legal:
        pytest.skip("no hand ended")
    status = game.status(session.state)
    dealer = table[game.to_act(session.state)[0]]
    people = ("",) * len(table)
    assert saved_turn(status, table, people, over=False) == dealer, status
    computers = ("",) + ("medium",) * (len(table) - 1)
    turn = saved_turn(status, table, computers, over=False)
    if dealer == "Anna":  # (a person: she presses the button herself)
        assert turn == dealer, (status, turn)
    else:  # (a person presses the button: the column says what to do, s35 t3 #4, not "Robo Remy deals next")
        assert re.fullmatch(rf"(Hand|Round|Deal) \d+ (to deal|to start|next) \({dealer} (deals|starts)\)"
                            rf"|Next (hand|round|deal) to (deal|start) \({dealer} (deals|starts)\)", turn), (status, turn)


def test_thirty_one_and_golf_between_hands_in_the_list(qtbot, data_dir):
    store = SaveStore()
    for game_id in ("thirty_one", "golf"):
        game = get_game(game_id)
        session = Session.new(game, TABLE, {}, 5)
        rng = random.Random(1)
        while not (len(legal := game.legal_moves(session.state)) == 1 and legal[0].kind.startswith("next")):
            session.play(rng.choice(legal))
        assert " is over (" in game.status(session.state)
        # (Anna, named first in the purse, was named for Robo Remy where a person deals)
        assert TABLE[game.to_act(session.state)[0]] == "Robo Remy"
        store.save(store.new_id(game_id), session, {"computers": ["", "medium", "medium", "medium"]})
    w = open_window(qtbot, (1024, 600))
    rows = [r for group in w.start.save_rows().values() for r in group]
    # (a person presses "Deal the next hand" / "round": the column said "Robo Remy deals next", as if
    # the computer were to act, s35 t3 #4)
    assert sorted(r.text(2) for r in rows) == ["Hand 2 to deal\n(Robo Remy deals)", "Round 2 to deal\n(Robo Remy deals)"]
