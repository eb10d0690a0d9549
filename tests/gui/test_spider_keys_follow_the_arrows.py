"""Spider by the keys (s38 t4 #5): after Enter picked up a card, Left moved the ring to a column on
the right: the arrows went through the legal places in the engine's order, not the screen's; and
the first place offered was the 3 of spades' column though the same-suit move (the hint's) was
to the other. Now the places are gone through left to right as they lie, and the first offered
is the one the hint lit, else one whose top card is of the held card's suit."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .helpers import open_window
from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest


def picked_up(qtbot, clock, seed: int, card: str):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("spider", ["Anna"], {}, seed=seed)
    view = w.table.view
    ctl = view.controller
    view.setFocus()
    rest(clock)
    ctl.focus_on(view.pieces[card], aimed=True)
    key(w, Qt.Key_Return)
    assert ctl.held is view.pieces[card]
    return w, ctl


def test_the_same_suit_place_first_and_the_arrows_follow_the_screen(qtbot, data_dir, clock):
    # the 4 of clubs of column 9 may go on the 5 of hearts (column 10), of clubs (2), of spades (3)
    w, ctl = picked_up(qtbot, clock, 8, "col9:4C")
    assert {z.spec.id for z in ctl.lit} == {"col2", "col3", "col10"}
    assert ctl.focus_item.spec.id == "col2", "the same-suit place first"
    seen = [ctl.focus_item]
    for k in (Qt.Key_Right, Qt.Key_Right, Qt.Key_Left, Qt.Key_Left):
        key(w, k)
        seen.append(ctl.focus_item)
    assert [z.spec.id for z in seen] == ["col2", "col3", "col10", "col3", "col2"]
    key(w, Qt.Key_Left)  # (round from the leftmost to the rightmost)
    assert ctl.focus_item.spec.id == "col10"
    xs = [z.rect.x() for z in seen[:3]]
    assert xs == sorted(xs)


def test_left_goes_left(qtbot, data_dir, clock):
    """The tester's case: two places, the same-suit one on the right. The 3 of hearts of column
    2: on the 4 of diamonds (column 5) or of hearts (column 8): column 8 first; Left goes to
    column 5, Right back to column 8 (Left went from column 5, offered first, to column 8)."""
    w, ctl = picked_up(qtbot, clock, 9, "col2:3H")
    assert [z.spec.id for z in ctl.lit] == ["col5", "col8"]
    assert ctl.focus_item.spec.id == "col8", "the same-suit place first"
    key(w, Qt.Key_Left)
    assert ctl.focus_item.spec.id == "col5"
    key(w, Qt.Key_Right)
    assert ctl.focus_item.spec.id == "col8"
    key(w, Qt.Key_Right)  # (from the rightmost round to the leftmost, as in a list)
    assert ctl.focus_item.spec.id == "col5"
