"""The arrow keys on the generic table go to the nearest stop that way, whatever group it is in
(s42 t3, Golf): Up from the stack jumped sideways to the Knock button right of the discard pile,
and from Knock Left, Left, Left stayed on Knock (a group of one), where Enter knocks. Walked over
several games' tables: from every stop each arrow is pressed; every stop is reached by the
arrows from the first, an arrow leaves the ring where it is only where no stop lies that way,
and never goes round to the far side (10,000: Left from the leftmost die that counts went to the
rightmost). Real key presses on the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui.table_view import ButtonItem

from .helpers import open_window

ARROWS = {Qt.Key_Left: "left", Qt.Key_Right: "right", Qt.Key_Up: "up", Qt.Key_Down: "down"}

GAMES = [
    # (game, names, seed, options: the first dealer's rule where the game has one)
    ("golf", ["Lea", "Tom"], 11),
    ("thirty_one", ["Lea", "Tom", "Ruby"], 3),
    ("crazy_eights", ["Anna", "Ben"], 3),
    ("hearts", ["Anna", "Ben", "Cleo"], 3),
    ("cassino", ["Lea", "Tom"], 5),
    ("sweep", ["Lea", "Tom", "Ruby"], 5),
    ("ten_thousand", ["Lea", "Tom"], 5),
    ("euchre", ["Lea", "Tom", "Ruby", "Remy"], 5),
]


NO_DEALER = {"hearts", "ten_thousand", "euchre"}


def lies_that_way(here, other, arrow) -> bool:
    """Does ``other`` lie plainly that way from ``here`` (its middle within 45 degrees of the
    arrow's way, and more than a quarter of a card up or down for Up and Down)?"""
    a, b = here.sceneBoundingRect(), other.sceneBoundingRect()
    dx, dy = b.center().x() - a.center().x(), b.center().y() - a.center().y()
    way = ARROWS[arrow]
    if way in ("left", "right"):
        along = -dx if way == "left" else dx
        return along > 1 and abs(dy) <= along
    along = -dy if way == "up" else dy
    return along > min(a.height(), b.height()) / 4 and abs(dx) <= along


def name(item) -> str:
    return item.name if isinstance(item, ButtonItem) else item.accessible_name()


@pytest.mark.parametrize("game,names,seed", GAMES, ids=[g for g, _, _ in GAMES])
def test_the_arrows_reach_every_stop_and_never_stick(qtbot, data_dir, game, names, seed):
    w = open_window(qtbot, start=False)
    w.start_game(game, names, {} if game in NO_DEALER else dict(LAST_DEALS), seed=seed, open_handed=True)
    view = w.table.view
    view.setFocus()
    QApplication.processEvents()
    ctl = view.controller
    if game == "ten_thousand":  # (the dice rolled first: a die to set aside, the tray, the buttons)
        ctl.focus_on(ctl.focusables()[0])
        QTest.keyClick(view, Qt.Key_Return)
        QApplication.processEvents()
        view.finish_animations()
    stops = ctl.focusables()
    assert len(stops) >= 2, [name(i) for i in stops]
    moves = {}
    for item in stops:
        for arrow in ARROWS:
            ctl.focus_on(item)
            QTest.keyClick(view, arrow)
            to = ctl.focus_item
            assert to in stops, f"{ARROWS[arrow]} from {name(item)} went off the stops"
            assert to.focused
            moves[(item, arrow)] = to
            if to is item:
                ahead = [name(o) for o in stops if o is not item and lies_that_way(item, o, arrow)]
                assert not ahead, f"{game}: {ARROWS[arrow]} from {name(item)} stayed, though {ahead} lie that way"
            else:
                # (never round from the end to the far side: Left from 10,000's leftmost die that
                # counts went to the rightmost, s42 t3)
                assert not lies_that_way(to, item, arrow), \
                    f"{game}: {ARROWS[arrow]} from {name(item)} went the other way, to {name(to)}"
    seen, todo = {stops[0]}, [stops[0]]
    while todo:
        here = todo.pop()
        for arrow in ARROWS:
            to = moves[(here, arrow)]
            if to not in seen:
                seen.add(to)
                todo.append(to)
    missed = [name(i) for i in stops if i not in seen]
    assert not missed, f"{game}: the arrows never reach {missed}"


def test_golf_up_from_the_stack_and_left_from_knock(qtbot, data_dir):
    """The tester's steps: Up from the stack never lands on Knock (right of the discard pile);
    Left from Knock goes to the discard pile."""
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Lea", "Tom"], dict(LAST_DEALS), seed=11, open_handed=True)
    view = w.table.view
    view.setFocus()
    ctl = view.controller
    stops = ctl.focusables()
    stack = next(i for i in stops if getattr(i, "spec", None) is not None and i.spec.id == "stock")
    knock = next(i for i in stops if isinstance(i, ButtonItem) and i.name == "Knock")
    ctl.focus_on(stack)
    QTest.keyClick(view, Qt.Key_Up)
    assert ctl.focus_item is not knock
    ctl.focus_on(knock)
    QTest.keyClick(view, Qt.Key_Left)
    assert "discard" in name(ctl.focus_item), name(ctl.focus_item)
    QTest.keyClick(view, Qt.Key_Left)
    assert "stack" in name(ctl.focus_item), name(ctl.focus_item)
