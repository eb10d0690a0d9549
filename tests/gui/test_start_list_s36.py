"""The start screen and its saved-games list, s36 (t3 #8, #9, #10; t4 #18): "Whose turn" names
whoever a game played together waits for; a copy opened from a file is told apart from the game
it copies; every control shows the same clear focus ring; games dealt and left with no move made
do not pile up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window

PEOPLE = ["Anna", "Ben", "Cleo"]


def row_of(w, save_id: str):
    for rows in w.start.save_rows().values():
        for row in rows:
            if row.data(0, Qt.UserRole) == save_id:
                return row
    raise AssertionError(f"{save_id} is not listed")


def played_to(game_id: str, until, seed: int = 3) -> Session:
    """A game of ``PEOPLE`` played (the first move offered, by the first to act) until
    ``until(game, state)``."""
    game = get_game(game_id)
    session = Session.new(game, PEOPLE, {}, seed)
    for _ in range(2000):
        if until(game, session.state):
            return session
        seat = game.to_act(session.state)[0]
        session.play(game.legal_moves(session.state, seat)[0])
    raise AssertionError(f"{game_id} never came to the state wanted")


def waiting(game, state) -> list[str]:
    return [state.players[s] for s in game.to_act(state)]


# ----- t3 #8 ----------------------------------------------------------------------------------------
def test_whose_turn_names_the_one_still_to_pass_in_hearts(qtbot, data_dir):
    """t3 #8: "Hearts, 3 people ... 'Still to pass: Cleo' ... has an empty Whose turn cell ...
    Expected 'Cleo' (the one still to pass)"."""
    session = played_to("hearts", lambda g, s: len(g.to_act(s)) == 1 and s.phase in g.simultaneous)
    assert session.game.status(session.state).endswith("Still to pass: Cleo.")
    SaveStore().save("hearts-passing", session)
    w = open_window(qtbot, (1024, 600))
    assert row_of(w, "hearts-passing").text(2) == "Cleo"


def test_whose_turn_names_whoever_a_game_played_together_waits_for():
    """The same for every phase played together (Hearts' pass, Oh Hell!'s one-card knock): the
    column names each one the game waits for, one or more."""
    from cardtable.gui.start_screen import saved_turn

    for game_id in ("hearts", "oh_hell"):
        game = get_game(game_id)
        session = played_to(game_id, lambda g, s: s.phase in g.simultaneous)
        checked = 0
        while session.state.phase in game.simultaneous:
            names = waiting(game, session.state)
            turn = saved_turn(game.status(session.state), PEOPLE, ("",) * 3, False)
            assert turn == ", ".join(names), (game_id, game.status(session.state))
            session.play(game.legal_moves(session.state, game.to_act(session.state)[0])[0])
            checked += 1
        assert checked == 3
