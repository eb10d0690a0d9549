"""s35: on a crowded six-seat table of Hand and Foot (1024x600, the score sheet open), eight meld
buttons at once had no room clear of the seats even at their smallest, and their panel went over a
seat: Robo Remy's name, backs and words were hidden under it (seed 2, Robo Rudi's turn). Now as
many of them as have room clear of every seat's cards and name are on the table, the rest in the
menu of a "More…" button after them: clicked, it opens under it, and choosing one makes that
meld, as its button would. Their words stay readable (never under ``BUTTON_TEXT_LEAST`` of a
card)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.gui.generic_table import MORE_BUTTON
from cardtable.gui.layouts import BUTTON_TEXT_LEAST
from cardtable.gui.table_view import LabelItem

from .helpers import click, medium_table, play_medium_moves, settled_view

NAMES = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]


def buttons(w) -> list:
    return [m for m in w.game.legal_moves(w.state) if w.layout.is_button(m)]


def crowded(qtbot):
    """Seed 2's table at the first position with eight meld moves or more offered (it was the 31st,
    Robo Rudi to meld, until the book's pick-after-meld rule moved the game, s39: the position is
    chosen by what the tests need)."""
    w = medium_table(qtbot, "hand_and_foot", NAMES, (1024, 600), 2)
    play_medium_moves(w, 400, until=lambda w: len(buttons(w)) >= 8)
    return w


def test_meld_buttons_without_room_go_into_a_more_menu_clear_of_every_seat(qtbot, data_dir):
    w = crowded(qtbot)
    view = settled_view(w)
    seat = w.game.current_player(w.state)
    layout = w.layout
    melds = [layout.move_label(m) for m in buttons(w)]
    assert len(melds) >= 8, melds
    texts = [b.text for b in view.buttons]
    assert texts[-1] == MORE_BUTTON and 2 <= len(texts) < len(melds), texts
    more = view.buttons[-1]
    assert texts[:-1] + [entry[0] for entry in more.menu] == melds  # (every meld, once)
    # clear of every other seat's name, backs and words (and their foot piles)
    panel = view.button_panel.sceneBoundingRect()
    names = set(NAMES) - {NAMES[seat]}
    seats = [i.sceneBoundingRect() for i in view.card_items()
             if i.spec.owner is not None and i.spec.owner != seat]
    seats += [i.mapRectToScene(i.text_rect) for i in view.scene().items() if isinstance(i, LabelItem)
              and i.isVisible() and (i.text in names or " cards" in i.text or i.text.startswith("Foot ("))]
    assert not [r for r in seats if panel.intersects(r)], texts
    assert all(b.text_px >= max(10, int(view.unit * BUTTON_TEXT_LEAST)) for b in view.buttons)

    click(view, more)
    menu = view.more_menu
    assert menu is not None and menu.isVisible()
    assert [a.text() for a in menu.actions()] == [entry[0] for entry in more.menu]
    assert menu.geometry().top() >= view.viewport().mapToGlobal(view.mapFromScene(more.sceneBoundingRect().bottomLeft())).y()
    chosen = menu.actions()[-1]
    before = len(w.state.melds)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(chosen).center())
    qtbot.waitUntil(lambda: len(w.state.melds) == before + 1)
    assert not menu.isVisible()


def test_the_hint_for_a_meld_in_the_menu_says_to_press_more_then_choose_it(qtbot, data_dir):
    w = crowded(qtbot)
    view = settled_view(w)
    more = view.buttons[-1]
    label = more.menu[0][0]
    move = next(m for m in w.game.legal_moves(w.state) if w.layout.move_label(m) == label)
    said = view.controller.light_hint(move)
    assert said == f"press \u201c{MORE_BUTTON}\u201d, then choose \u201c{label}\u201d.", said
    assert view.controller.hinted_button is more


@pytest.mark.curtain_guard
@pytest.mark.button_guard
def test_enter_pressed_on_and_on_opens_the_menu_but_chooses_nothing(qtbot, data_dir, monkeypatch):
    """Review s35 #4: Enter on "More…" opens its menu, the next lights the first item and the
    next chooses it (QMenu's way): Enter held down, or pressed on and on, made a meld nobody chose.
    Keys of the stream that opened the menu choose nothing; after a pause, Down and Enter do."""
    from PySide6.QtWidgets import QApplication

    from .helpers import guard_clock, rest_past_guards

    clock = guard_clock(monkeypatch)
    w = crowded(qtbot)
    view = settled_view(w)
    more = view.buttons[-1]
    rest_past_guards(clock)
    view.setFocus()
    view.controller.set_focus(more)
    before = len(w.state.melds)
    for _ in range(5):  # Enter every 0.3 s: one stream
        target = QApplication.activePopupWidget() or view
        QTest.keyClick(target, Qt.Key_Return)
        QApplication.processEvents()
        clock.now += 0.3
    assert len(w.state.melds) == before, "a meld made by Enter pressed on and on"
    rest_past_guards(clock)
    if view.more_menu is None or not view.more_menu.isVisible():
        QTest.keyClick(view, Qt.Key_Return)  # (open it again, after the pause)
        QApplication.processEvents()
    menu = view.more_menu
    assert menu is not None and menu.isVisible()
    rest_past_guards(clock)
    QTest.keyClick(menu, Qt.Key_Down)
    QTest.keyClick(menu, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(w.state.melds) == before + 1)
