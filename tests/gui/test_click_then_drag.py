"""A card clicked and then pressed again at once, to drag it (the natural way to carry a
selection: click each card, then drag the last one), is a drag, never a double-click. Desert
Rummy, s36 t2 #1: Anna clicked the king of hearts, of clubs and of diamonds, then pressed on the
king of diamonds and dragged the three kings to "New meld"; the click and the press were read as
a double-click, and "Anna discards the king of diamonds." ended her turn. A double-click acts at
its release, and only where the pointer did not move past the drag distance; and a double-click
on a card while other cards are chosen never plays that card alone."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .helpers import drag, grab_point, hand_item, move_to, open_window, settle
from .test_rummy_table import ANNA, BEN, deal, select, snapshot
from .test_stops_tables import double_click


def second_press(view, pos) -> None:
    """The press that the window system makes a double-click event (it came soon after a
    click at the same spot)."""
    vp = view.viewport()
    QApplication.sendEvent(vp, QMouseEvent(QEvent.MouseButtonDblClick, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                                           Qt.LeftButton, Qt.LeftButton, Qt.NoModifier))


def click_then_drag(view, item, to_scene: QPointF, steps: int = 6) -> None:
    """A click on ``item``, then at once a press on it that carries it to ``to_scene``."""
    settle(view)
    vp = view.viewport()
    start = grab_point(view, item)
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, start)
    second_press(view, start)
    end = view.mapFromScene(to_scene)
    for i in range(1, steps + 1):
        move_to(view, start + (end - start) * i / steps)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    QApplication.processEvents()


def anna_drew(qtbot):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("desert_rummy", ["Anna", "Ben"], {}, seed=3, open_handed=True,
                 stack=deal(ANNA, BEN, "3S", ("2D", "7S", "10D")))
    view = w.table.view
    drag(view, view.pieces["stock"], view.zones["hand/0"].rect.center())
    assert w.session.record.moves[-1] == {"kind": "draw", "pile": "stock"}
    return w, view


def test_the_last_card_clicked_pressed_again_and_dragged_carries_the_selection(qtbot, data_dir):
    w, view = anna_drew(qtbot)
    settle(view)
    select(view, "7C", "7D", "KS", "KD", "JK")
    click_then_drag(view, hand_item(view, "7H"), view.zones["melds/0"].rect.center())
    assert [m["kind"] for m in w.session.record.moves] == ["draw", "meld"], w.status_text()
    assert w.state.turn == 0 and len(w.state.melds) == 2


def test_a_card_alone_clicked_then_dragged_is_a_drag(qtbot, data_dir):
    """With nothing else chosen too: the press after the click drags the card, to where it is
    let go (here back into the hand: nothing is played)."""
    w, view = anna_drew(qtbot)
    before = snapshot(w)
    click_then_drag(view, hand_item(view, "9H"), view.zones["melds/0"].rect.center())
    assert [m["kind"] for m in w.session.record.moves] == ["draw"], w.status_text()
    assert snapshot(w) == before


def test_a_double_click_with_other_cards_chosen_plays_nothing_and_says_how(qtbot, data_dir):
    w, view = anna_drew(qtbot)
    settle(view)
    select(view, "7C", "7D")
    before = snapshot(w)
    double_click(view, hand_item(view, "9H"))
    QApplication.processEvents()
    assert [m["kind"] for m in w.session.record.moves] == ["draw"], w.status_text()
    assert snapshot(w) == before
    said = w.status_text()
    assert "9 of hearts" in said and "discard" in said.lower(), said
    # the selection is as it was before the double-click
    assert sorted(i.spec.face for i in view.card_items() if i.selected) == ["7C", "7D"]


def test_a_double_click_on_a_card_alone_still_discards_it_at_the_release(qtbot, data_dir):
    w, view = anna_drew(qtbot)
    settle(view)
    vp, pos = view.viewport(), grab_point(view, hand_item(view, "9H"))
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, pos)
    second_press(view, pos)
    assert [m["kind"] for m in w.session.record.moves] == ["draw"]  # (nothing yet: the button is down)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pos)
    assert w.session.record.moves[-1] == {"kind": "discard", "card": "9H"}
