"""The curtain after "Deal the next hand" at a table of people (s40 t2): "Hearts, 4 persons
(Anna, Ben, Cleo, Dev), curtain on. Play hand 1 to the end. ... 'Hand 1 is over. Anna: deal the
next hand.' and a 'Deal the next hand' button. Double-click that button: Anna's new hand (6♠ 10♠
Q♠ A♠ 2♥ 7♥ …) is painted face up immediately ... with no 'Pass to Anna' curtain. At that moment
the whole family is looking at the screen (they just read the scores), and any of them may press
the button. ... Expected: after dealing, the 'Pass to Anna … click or press A when you are ready'
curtain." Anna had played the hand's last card and passes first in the new hand.

The hand's last move is played on the window (its person having lifted her curtain), then the
deal button is clicked once, twice or three times: the curtain is up, naming the first to act
(the dealer herself), and no painted frame after the deal holds a hidden hand card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.store.saves import SaveStore
from tests.play.test_deal_curtain import DEALS_FIRST, NAMES, hand_end

from .helpers import (assert_private, buttons, centre, guard_clock, open_window, rest_past_guards, settled_view,
                      take_over)
from .test_button_guard import double_click_event
from .test_computer_turn_hands_down import PaintWatch


def presses(w, view, pos: QPoint, n: int) -> None:
    """``n`` quick presses at ``pos`` on the table, each going to the widget on top there (the
    curtain, once it is up), the second a double-click, as a mouse makes them."""
    vp = view.viewport()
    spot = vp.mapToGlobal(pos)
    for i in range(n):
        target = w.childAt(w.mapFromGlobal(spot)) or vp
        at = target.mapFromGlobal(spot)
        if i == 1 and target is vp:
            double_click_event(view, pos)
        else:
            QTest.mousePress(target, Qt.LeftButton, Qt.NoModifier, at)
        QTest.mouseRelease(target, Qt.LeftButton, Qt.NoModifier, at)
        QApplication.processEvents()


def at_hand_end(qtbot, game_id: str, clock=None):
    """A window with the first hand of ``game_id`` played among people up to its last move, made
    on the window by its person (who lifted her curtain), and the step between hands on the
    table, its dealer the one who looked last and the first to act in the new hand. ``clock``: the
    guards' test clock, moved on past them before each curtain is lifted."""
    start = DEALS_FIRST[game_id]
    end = hand_end(game_id, seeds=range(start, start + 60), deals_first=True)
    assert end is not None
    game = get_game(game_id)
    names = list(end.ctl.state.players)
    session = Session.new(game, names, end.options, end.seed)
    for move in end.before:
        session.play(move)
    w = open_window(qtbot, start=False)
    assert w.show_session(session, SaveStore().new_id(game_id))
    for step in (end.last, None):
        if w.table.curtain.isVisible():
            if clock is not None:
                rest_past_guards(clock)
            take_over(w)
        if step is not None:
            w.play(step)
            settled_view(w)
    dealer = w.play_ctl.human_to_act()
    assert w.play_ctl.looking == dealer and w.state.players[dealer] == names[dealer]
    return w, dealer


def deal_button(w):
    ctl = w.play_ctl
    move = ctl.legal(ctl.human_to_act())[0]
    view = settled_view(w)
    return view, buttons(view)[view.controller.layout.action_label(move)]


def check_dealt_behind_the_curtain(w, watch, dealer: int, moves: int) -> None:
    settled_view(w)
    assert len(w.session.record.moves) > moves  # dealt, once
    assert w.play_ctl.human_to_act() == dealer
    assert w.table.curtain.isVisible(), w.status_text()
    assert NAMES[dealer] in w.table.curtain.button.text()
    # a hand-over, not "Anna's turn again": the laptop may have gone round the family
    assert w.table.curtain.title.text() == f"Pass to {NAMES[dealer]}"
    assert_private(w)
    after = [(n, hidden) for n, hidden in watch.frames if n > moves]
    assert all(not hidden for _, hidden in after), [f for f in after if f[1]][:3]


#: (the domino games of DEALS_FIRST are checked without Qt: tests/play/test_deal_curtain.py)
@pytest.mark.parametrize("game_id", ["court_whist", "hearts"])
def test_the_new_hand_waits_behind_the_curtain_after_one_click(qtbot, data_dir, game_id):
    w, dealer = at_hand_end(qtbot, game_id)
    view, deal = deal_button(w)
    watch = PaintWatch(w)
    view.viewport().installEventFilter(watch)
    moves = len(w.session.record.moves)
    presses(w, view, centre(view, deal), 1)
    check_dealt_behind_the_curtain(w, watch, dealer, moves)
    take_over(w)
    assert w.viewer == dealer


@pytest.mark.curtain_guard
@pytest.mark.parametrize("n", [2, 3])
def test_a_double_or_triple_click_on_deal_leaves_the_curtain_up(qtbot, data_dir, monkeypatch, n):
    """The tester's double-click in Hearts (and a triple one): the rest of the click lands on the
    curtain, which stays up; Anna lifts it after a pause."""
    clock = guard_clock(monkeypatch)
    w, dealer = at_hand_end(qtbot, "hearts", clock)
    assert w.state.players[dealer] == "Anna"
    rest_past_guards(clock)
    view, deal = deal_button(w)
    watch = PaintWatch(w)
    view.viewport().installEventFilter(watch)
    moves = len(w.session.record.moves)
    presses(w, view, centre(view, deal), n)
    check_dealt_behind_the_curtain(w, watch, dealer, moves)
    assert w.state.phase == "passing" and len(w.session.record.moves) == moves + 1
    rest_past_guards(clock)
    take_over(w)
    assert w.viewer == dealer
