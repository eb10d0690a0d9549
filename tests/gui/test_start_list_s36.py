"""The start screen and its saved-games list, s36 (t3 #8, #9, #10; t4 #18): "Whose turn" names
whoever a game played together waits for; a copy opened from a file is told apart from the game
it copies; every control shows the same clear focus ring; games dealt and left with no move made
do not pile up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window, row_of

PEOPLE = ["Anna", "Ben", "Cleo"]



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
    # (the verb first since s47 t1 #4: "To pass: Cleo", as the rows of several still to pass)
    assert row_of(w, "hearts-passing").text(2).replace("\n", " ") == "To pass: Cleo"


def test_whose_turn_names_whoever_a_game_played_together_waits_for():
    """The same for every phase played together (Hearts' pass, Oh Hell!'s one-card knock): the
    column names each one the game waits for, one or more."""
    from cardtable.gui.start_screen import saved_turn

    for game_id, verb in (("hearts", "pass"), ("oh_hell", "choose")):
        game = get_game(game_id)
        session = played_to(game_id, lambda g, s: s.phase in g.simultaneous)
        checked = 0
        while session.state.phase in game.simultaneous:
            names = waiting(game, session.state)
            turn = saved_turn(game.status(session.state), PEOPLE, ("",) * 3, False)
            assert turn == f"To {verb}: " + ", ".join(names), (game_id, game.status(session.state))
            session.play(game.legal_moves(session.state, game.to_act(session.state)[0])[0])
            checked += 1
        assert checked == 3


# ----- t3 #10 ---------------------------------------------------------------------------------------
def _edge(widget, qtbot, focused) -> list[tuple[int, int, int]]:
    """The colours of the left edge's first three pixels, halfway down, with the focus on it or
    on ``focused`` (another control)."""
    from PySide6.QtWidgets import QApplication

    focused.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(focused.hasFocus)
    QApplication.processEvents()
    image = widget.grab().toImage()
    y = image.height() // 2
    return [image.pixelColor(x, y).getRgb()[:3] for x in range(3)]


def test_every_control_of_the_start_screen_shows_a_clear_focus_ring(qtbot, data_dir):
    """t3 #10: "Tab from 'Find a game…': the focus moves to the players box, marked only by a 1-px
    blue edge on the green ... the next Tabs give the game tiles a clear yellow ring. Expected the
    same clear ring on every control." Each control Tab reaches (the search box, the players box,
    a tile, the saved games, the buttons) changes its edge, three pixels deep, when it has the
    focus."""
    SaveStore().save("hearts-1", Session.new(get_game("hearts"), PEOPLE, {}, 1))
    w = open_window(qtbot, (1024, 600))
    start = w.start
    start.saves.setCurrentItem(row_of(w, "hearts-1"))
    buttons = [b for b in start.findChildren(type(start.continue_button))
               if b.objectName() != "GameTile" and b.isVisible() and b.isEnabled()]
    controls = [start.filter_edit, start.players_box, start.tiles[0], start.saves, *buttons]
    assert start.continue_button in controls
    for control in controls:
        elsewhere = controls[1] if control is controls[0] else controls[0]
        plain, ringed = _edge(control, qtbot, elsewhere), _edge(control, qtbot, control)
        for x, (a, b) in enumerate(zip(plain, ringed)):
            assert sum(abs(p - q) for p, q in zip(a, b)) > 120, (control.accessibleName() or control.text()
                                                                  if hasattr(control, "text") else control, x, a, b)


# ----- t3 #9 ----------------------------------------------------------------------------------------
def listed_ids(w) -> list[str]:
    return [row.data(0, Qt.UserRole) for rows in w.start.save_rows().values() for row in rows]


def test_a_save_as_copy_opened_from_its_file_is_told_apart_from_its_game(qtbot, data_dir, tmp_path):
    """t3 #9: "Game > Save As... -> /tmp/t3/doubt-mid.json ..., then Game > Open... that file ...
    the saves list now shows two rows ... same time, same turn; nothing tells the family which is
    which or that one is a copy." The game opened from the file says which file, in its row and
    its tooltip, and still does once played on and opened again from the list; the game it
    copies says nothing of the kind; a Save As copy of it is a copy, not "from" a file."""
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("i_doubt_it", PEOPLE, {}, seed=4)
    game = w.save_id
    for _ in range(2):
        assert w.play(w.game.legal_moves(w.state, w.game.to_act(w.state)[0])[0]).ok
    outside = tmp_path / "elsewhere" / "doubt-mid.json"
    outside.parent.mkdir()
    assert w.save_copy(outside)
    w.open_save(outside)
    opened = w.save_id
    assert opened not in (None, game)
    w.back_to_start()
    assert set(listed_ids(w)) == {game, opened}
    assert "from doubt-mid.json" in row_of(w, opened).text(0).replace("\n", " ")
    assert str(outside) in row_of(w, opened).toolTip(0)
    assert "from" not in row_of(w, game).text(0) and "doubt-mid" not in row_of(w, game).toolTip(0)
    w.open_save(opened)
    assert w.play(w.game.legal_moves(w.state, w.game.to_act(w.state)[0])[0]).ok
    again = tmp_path / "again.json"
    assert w.save_copy(again)
    w.back_to_start()
    assert "from doubt-mid.json" in row_of(w, opened).text(0).replace("\n", " ")
    from cardtable.store.saves import read_summary

    assert read_summary(again).copy and not read_summary(again).opened_from


# ----- t4 #18 ---------------------------------------------------------------------------------------
def test_games_dealt_and_left_with_no_move_made_do_not_pile_up(qtbot, data_dir):
    """t4 #18: "each 'Deal' I backed out of right away stays as an 'in progress' save (4 Court
    Whist saves made within one minute on the start screen)." A game of the same game dealt
    next replaces the one left with no move made: one such row, which says "not started"; games
    of other games, and ones with a move made, stay."""
    w = open_window(qtbot, (1024, 600), start=False)
    people = ["Anna", "Ben", "Cleo", "Dev"]
    w.start_game("hearts", PEOPLE, {}, seed=1)
    other = w.save_id
    w.back_to_start()
    w.start_game("court_whist", people, {}, seed=1)
    played = w.save_id
    assert w.play(w.game.legal_moves(w.state, w.game.to_act(w.state)[0])[0]).ok
    w.back_to_start()
    for seed in range(2, 6):
        w.start_game("court_whist", people, {}, seed=seed)
        last = w.save_id
        w.back_to_start()
    assert set(listed_ids(w)) == {other, played, last}
    assert "not\u00a0started" in row_of(w, last).text(0) and "0\u00a0moves" not in row_of(w, last).text(0)
    assert "not\u00a0started" not in row_of(w, played).text(0)


def test_a_game_left_with_no_move_that_a_family_may_want_is_kept(qtbot, data_dir, tmp_path):
    """Nothing a family might want goes: a game left with no move made stays when it was renamed,
    saved as a copy, opened from a file, had its moves taken back, is open in another window, or
    was dealt to other players."""
    from cardtable.store import locks

    store = SaveStore()
    game = get_game("court_whist")
    people = ["Anna", "Ben", "Cleo", "Dev"]
    w = open_window(qtbot, (1024, 600), start=False)
    kept = {}
    w.start_game("court_whist", people, {}, seed=1)
    kept["renamed"] = w.save_id
    w.back_to_start()
    store.rename(kept["renamed"], "Sunday's deal")
    w.start_game("court_whist", people, {}, seed=2)
    kept["undone"] = w.save_id
    assert w.play(w.game.legal_moves(w.state, w.game.to_act(w.state)[0])[0]).ok
    w.undo_action.trigger()
    assert not w.session.record.moves
    w.back_to_start()
    copy = store.directory / "our deal.json"
    store.save_copy(Session.new(game, people, {}, 3), copy)
    kept["copy"] = SaveStore.id_of(copy)
    outside = tmp_path / "deal.json"
    store.save_copy(Session.new(game, people, {}, 4), outside)
    w.open_save(outside)
    kept["opened"] = w.save_id
    w.back_to_start()
    elsewhere = store.new_id("court_whist")
    store.save(elsewhere, Session.new(game, people, {}, 5))
    kept["elsewhere"] = elsewhere
    # dealt to other players: another family's deal (review s36 #4)
    w.start_game("court_whist", ["Zoe", "Yan", "Xia", "Wes"], {}, seed=7)
    kept["others"] = w.save_id
    w.back_to_start()
    owner = object()
    assert locks.acquire(store.path_of(elsewhere), owner) is None  # (another window of this process)
    try:
        w.start_game("court_whist", people, {}, seed=6)
        new = w.save_id
        w.back_to_start()
        assert set(listed_ids(w)) == set(kept.values()) | {new}
    finally:
        locks.release(store.path_of(elsewhere), owner)
