"""The saved-games list, s35 (t3 #1, #3, #4, #7): damaged saves said from the list itself and a
save that did not open still marked after a restart; a backup whose save is gone still listed;
"Whose turn" between hands says what the family does; back at the start screen the game just
left is selected and in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore

from .helpers import open_window


def crazy_eights(seed: int, moves: int = 0) -> Session:
    game = get_game("crazy_eights")
    session = Session.new(game, ["Ann", "Bob"], {}, seed)
    for _ in range(moves):
        session.play(game.legal_moves(session.state)[0])
    return session


def row_of(w, save_id: str):
    for rows in w.start.save_rows().values():
        for row in rows:
            if row.data(0, Qt.UserRole) == save_id:
                return row
    raise AssertionError(f"{save_id} is not listed")


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
