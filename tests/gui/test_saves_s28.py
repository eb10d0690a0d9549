"""The saved games, s28 t3's findings: the list's summary is not trusted to delete a game, save
messages say what is true while saving fails and when it works again, damaged files are offered
what can be opened, and the list's words agree with its buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.store.saves import SaveStore

from .helpers import open_window
from .test_saved_games_fixes import answer, listed_ids, select_row


def session_of(moves: int | None, seed: int = 3):
    """A game of Crazy Eights ``moves`` moves in, or (None) played to its end."""
    import random

    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game("crazy_eights")
    session = Session.new(game, ["Anna", "Ben"], {}, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(session.state) and (moves is None or len(session.record.moves) < moves):
        session.play(rng.choice(game.legal_moves(session.state)))
    return session


def lie_over(store: SaveStore, sid: str) -> None:
    """Edit a save's cached summary to say it is over (its moves untouched), as t3 did."""
    import json

    path = store.path_of(sid)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    header["summary"].update(over=True, status="Anna wins!", moves=3)
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")


def test_clear_finished_never_deletes_a_game_in_progress_whose_file_says_it_is_over(qtbot, data_dir):
    """t3 11: "A copy of a 10-move Fast Track save whose header summary was edited to "over":
    true ... is listed under "Finished (2)" ... Open plays it on as an unfinished game ... going
    back to the start it is *still* listed as finished, and "Clear finished" ... deleted
    ft-lieover.json along with the really finished game.\""""
    store = SaveStore()
    store.save("lying", session_of(10))
    store.save("done", session_of(None))
    lie_over(store, "lying")
    w = open_window(qtbot)
    assert sorted(r.data(0, Qt.UserRole) for r in w.start.save_rows()["Finished"]) == ["done", "lying"]
    seen: list = []
    answer(w, "Delete 1 finished game", seen)
    QTest.mouseClick(w.start.clear_button, Qt.LeftButton)
    assert "Delete the 1 finished game from the list?" in seen[0].text()
    assert store.path_of("lying").exists() and not store.path_of("done").exists()
    assert [r.data(0, Qt.UserRole) for r in w.start.save_rows()["In progress"]] == ["lying"]
    assert "Finished" not in w.start.save_rows()
    assert "1 game listed as finished was not finished after all" in w.status_text()


def test_a_game_opened_unfinished_is_listed_in_progress_when_back_at_the_start(qtbot, data_dir):
    store = SaveStore()
    store.save("lying", session_of(10))
    lie_over(store, "lying")
    w = open_window(qtbot)
    assert "lying" in [r.data(0, Qt.UserRole) for r in w.start.save_rows()["Finished"]]
    w.open_save("lying")
    assert w.session is not None and not w.game.is_over(w.state)
    w.back_to_start()
    assert [r.data(0, Qt.UserRole) for r in w.start.save_rows()["In progress"]] == ["lying"]
    assert not w.start.clear_button.isEnabled()
    assert "lying" in listed_ids(w)
