"""The saved-games list, s35 (t3 #1, #3, #4, #7): damaged saves said from the list itself and a
save that did not open still marked after a restart; a backup whose save is gone still listed;
"Whose turn" between hands says what the family does; back at the start screen the game just
left is selected and in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window, row_of


def crazy_eights(seed: int, moves: int = 0) -> Session:
    game = get_game("crazy_eights")
    session = Session.new(game, ["Ann", "Bob"], {}, seed)
    for _ in range(moves):
        session.play(game.legal_moves(session.state)[0])
    return session



def in_sight(tree, item) -> bool:
    rect = tree.visualItemRect(item)
    return rect.isValid() and tree.viewport().rect().contains(rect)


# ----- t3 #7 ----------------------------------------------------------------------------------------
def test_back_at_the_start_screen_the_game_just_left_is_selected_and_in_sight(qtbot, data_dir):
    """t3 #7: "back at the start screen the saved-games list keeps its old scroll position and
    selection ... the game just left (Oh Hell!, top of "In progress") is out of sight"."""
    store = SaveStore()
    for i in range(24):
        store.save(f"old-{i:02}", crazy_eights(i))
    w = open_window(qtbot, (1024, 600))
    tree = w.start.saves
    bottom = w.start.save_rows()["In progress"][-1]
    tree.setCurrentItem(bottom)
    tree.scrollToItem(bottom)
    assert not in_sight(tree, w.start.save_rows()["In progress"][0])
    w.start_game("oh_hell", ["Ann", "Bob", "Cleo"], {}, seed=3)
    left = w.save_id
    w.back_to_start()
    row = row_of(w, left)
    assert w.start.selected_save() == left
    assert in_sight(tree, row)


# ----- t3 #4 ----------------------------------------------------------------------------------------
def test_whose_turn_between_hands_says_what_the_family_does_when_a_computer_deals():
    """t3 #4: "Euchre at the end of hand 1: the list says "Whose turn: Robo Remy deals next" while
    the table waits for a person to press "Deal the next hand" (any of them)"."""
    from cardtable.gui.start_screen import saved_turn, turn_width, wrap_words

    players, computers = ["Anna", "Ben", "Robo Ruby", "Robo Remy"], ["", "", "medium", "medium"]
    turn = saved_turn("Hand 1 is over. Robo Remy: deal the next hand.", players, computers, over=False)
    assert turn == "Hand 2 to deal (Robo Remy deals)"
    assert wrap_words(turn, turn_width(turn)) == "Hand 2 to deal\n(Robo Remy deals)"  # (the dealer whole)
    assert saved_turn("Coronation, round 3 is over. Robo Ruby: deal the next round.", players, computers,
                      over=False) == "Round 4 to deal (Robo Ruby deals)"
    assert saved_turn("Deal 1 is over. Robo Ruby: deal again.", players, computers, over=False) == \
        "Deal 2 next (Robo Ruby deals)"
    assert saved_turn("Hand 2 is over. Robo Ruby: start the next hand.", players, computers, over=False) == \
        "Hand 3 to start (Robo Ruby starts)"
    # a person deals: her name, as ever; only computers at the table: they deal for themselves
    assert saved_turn("Hand 1 is over. Anna: deal the next hand.", players, computers, over=False) == "Anna"
    assert saved_turn("Hand 1 is over. Robo Remy: deal the next hand.", players, ["easy"] * 4, over=False) == "Robo Remy"


# ----- t3 #1 ----------------------------------------------------------------------------------------
def broken_line(sid: str, at: int, line: bytes) -> bytes:
    path = SaveStore().path_of(sid)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[at] = line
    path.write_bytes(b"".join(lines))
    return path.read_bytes()


def test_a_save_whose_move_line_is_broken_is_listed_as_damaged_from_the_start(qtbot, data_dir):
    """t3 #1: "a save whose move line is broken JSON is listed as a healthy game "0 moves" ...
    Expected: list it as damaged ... from the start"."""
    store = SaveStore()
    store.save("good", crazy_eights(1, 2))
    store.save("bad", crazy_eights(2, 1))
    before = broken_line("bad", 1, b'{"kind":draw"}\n')
    w = open_window(qtbot, (1024, 600))
    assert [r.data(0, Qt.UserRole) for r in w.start.save_rows()["In progress"]] == ["good"]
    row = row_of(w, "bad")
    assert row in w.start.save_rows()["Damaged files"]
    # (its game named, and why it will not open, where the players were)
    assert " ".join(row.text(0).split()) == "Crazy Eights \u00b7 1 move move 1 is damaged or cut short"
    assert row.text(2) == "damaged" and "Ann (computer)" not in row.toolTip(0) and "Ann and Bob" in row.toolTip(0)
    assert w.start.problems.whole == ("1 file in the saves folder will not open as it is; it is listed as "
                                       "damaged, with the reason.")
    assert w.start.continue_id == "good"
    assert SaveStore().path_of("bad").read_bytes() == before


def test_a_save_that_did_not_open_is_still_marked_after_a_restart(qtbot, data_dir):
    """t3 #1: an illegal move ("Ben does not hold the jack of clubs") is found only by opening;
    "after a failed open they turn red "did not open", but after the app is restarted they look
    healthy again"."""
    from .test_saved_games_fixes import answer

    store = SaveStore()
    store.save("good", crazy_eights(1, 2))
    store.save("bad", crazy_eights(2, 6))
    before = broken_line("bad", 4, b'{"kind":"play","card":"ZZ"}\n')
    w = open_window(qtbot, (1024, 600))
    assert row_of(w, "bad") in w.start.save_rows()["In progress"]  # (the list cannot know it)
    seen: list = []
    answer(w, "Keep it", seen)
    w.open_save("bad")
    assert w.session is None and "move 4" in seen[0].text()
    row = row_of(w, "bad")
    assert row in w.start.save_rows()["Damaged files"] and row.text(2) == "did not open"
    w.close()
    again = open_window(qtbot, (1024, 600))  # (the app started again)
    row = row_of(again, "bad")
    assert row in again.start.save_rows()["Damaged files"] and row.text(2) == "did not open"
    assert "It did not open: its moves do not replay: move 4 is against the rules" in row.toolTip(0)
    assert again.start.continue_id == "good"
    assert SaveStore().path_of("bad").read_bytes() == before  # (nothing changed in the save)


# ----- t3 #3 ----------------------------------------------------------------------------------------
def test_a_backup_whose_save_is_gone_stays_listed_until_it_is_opened(qtbot, data_dir):
    """t3 #3: "Hearts save deleted with rm while the list was open: opening its row ... "Open the
    backup instead?" ... After "Not now" the row stays ("did not open"), but after the next
    refresh / restart the row is gone while hearts-…-3695.json.bak is still in the folder"."""
    from .test_saved_games_fixes import answer

    store = SaveStore()
    store.save("g", crazy_eights(4, 4))
    store.save("g", crazy_eights(4, 10))  # (a rewrite: the first kept as the backup)
    store.path_of("g").unlink()
    w = open_window(qtbot, (1024, 600))
    row = row_of(w, "g")
    assert row in w.start.save_rows()["In progress"]
    assert row.text(2) == "only its backup\nis left" and "g.json.bak" in row.toolTip(0)
    assert w.start.continue_id is None  # (Continue does not open it: it is not there)
    w.start.saves.setCurrentItem(row)
    assert w.start.open_button.isEnabled() and w.start.delete_button.isEnabled()
    assert not w.start.rename_button.isEnabled()  # (its file is gone: nothing to rename)
    seen: list = []
    answer(w, "Not now", seen)
    w.open_save("g")
    assert "does not exist" in seen[0].text() and w.session is None
    w.refresh_start()  # (F5, a restart)
    assert row_of(w, "g").text(2) == "only its backup\nis left"
    answer(w, "Open the backup", seen)
    w.open_save("g")
    # the game itself, saved again under its own name, from its backup
    assert w.save_id == "g" and len(w.session.record.moves) == 4
    w.back_to_start()
    assert store.path_of("g").exists() and store.path_of("g").with_name("g.json.bak").exists()
    row = row_of(w, "g")
    assert row in w.start.save_rows()["In progress"] and "backup" not in row.text(2)


def test_a_backup_whose_save_is_gone_is_deleted_with_a_question_that_says_so(qtbot, data_dir):
    from .test_delete_damaged_words import ask_delete

    store = SaveStore()
    store.save("g", crazy_eights(4, 4))
    store.save("g", crazy_eights(4, 10))
    store.path_of("g").unlink()
    w = open_window(qtbot, (1024, 600))
    text = ask_delete(qtbot, w, "g", "Delete it")
    assert text.startswith("Delete the Crazy Eights game with Ann and Bob, saved ")
    assert text.endswith("? Its file is gone: only its backup is left, and it is deleted.")
    assert list(store.directory.iterdir()) == [] and w.start.save_rows() == {"In progress": []}
