"""A stream of clicks or keys begun while the computers moved never plays, nor picks up, the
person's card when her turn comes back (tester, s33): Hearts, Anna and three Medium computers;
Anna played a card, then double-clicked on the jack of spades in her hand every 0.5 s while the
computers played, "like an impatient child". "Robo Remy played the 9 of hearts. / Anna played the
jack of spades.": the next double-click after Robo Remy's card played hers, before she ever saw
his card, and Undo refused. A click on the table hurries the waiting computer (and does nothing
else); the presses of the stream after it are the rest of it, as at the curtain and at a table
handed from one person to the next (curtain.InputPause: "never a click or key in a stream of
them", TableView.hand_over); the first click after a pause acts. Real presses on the view, on
the guards' clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardtable.gui import curtain
from cardtable.gui.main_window import MainWindow
from cardtable.gui.table_view import ButtonItem, TableView

from .helpers import fake_clock, grab_point, hand_item, move_to, open_window
from .test_button_guard import clicks
from .test_computer_players import Held

pytestmark = pytest.mark.curtain_guard  # (the pause, and the hand-off's half second)

ROBOS = ["Anna", "Robo Rex", "Robo Ruby", "Robo Remy"]
STEP_S = 0.5  # a double-click every half second


@pytest.fixture
def clock(monkeypatch):
    """One test clock for the table, its buttons and the pause."""
    return fake_clock(monkeypatch, TableView, ButtonItem, curtain.GuardedButton)


def anna_to_play(qtbot, monkeypatch, clock):
    """Hearts at the quickest pace, the passes made: Anna to play a card in a trick, after which
    the computers play before her turn comes back. Returns the window."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ROBOS, {}, seed=4, computers=["", "medium", "medium", "medium"])
    w.service.hold = False

    def anna_plays() -> bool:
        if w.thinking is not None or 0 not in w.game.to_act(w.state):
            return False
        legal = w.game.legal_moves(w.state, 0)
        if legal[0].kind == "pass":
            w.play(legal[0])
            return False
        return legal[0].kind == "play"

    qtbot.waitUntil(anna_plays, timeout=20_000)
    clock.now += 10
    return w


def anna_to_move(w) -> bool:
    return w.thinking is None and tuple(w.game.to_act(w.state)) == (0,) and w.play_ctl.computer_turn() is None


def anna_plays_by_double_click(w) -> list:
    """Anna's card (the first she may play) double-clicked, the computers held thinking; the
    moves of the record then."""
    view = w.table.view
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    w.service.hold = True
    clicks(view, grab_point(view, hand_item(view, card)), 2)
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}
    assert not anna_to_move(w)
    return list(w.session.record.moves)


def under_her_pointer(w) -> QPoint:
    """Where the child's double-clicks land: a card of Anna's hand, the first she may play when
    it is her turn (the jack of spades of the tester's hand)."""
    view = w.table.view
    view.finish_animations()
    hand = w.state.hands[0]
    card = w.game.legal_moves(w.state, 0)[0]["card"] if anna_to_move(w) else hand[0]
    return grab_point(view, hand_item(view, card))


def step(w, clock) -> None:
    """Half a second on (the last press's events handled), and a double-click on her hand."""
    QTest.qWait(20)
    clock.now += STEP_S
    clicks(w.table.view, under_her_pointer(w), 2)


def pause(clock) -> None:
    """Anna's hands rest a moment: her next click is a deliberate one."""
    clock.now += max(curtain.GUARD_S, curtain.PAUSE_S) + 0.1


def still_hers(w, cards: int) -> None:
    """Anna's turn, her hand as it was, nothing held: no press of the stream played or lifted a card."""
    assert len(w.state.hands[0]) == cards, f"a press in the stream played {w.session.record.moves[-1]}"
    assert anna_to_move(w)
    assert w.table.view.controller.held is None, "a press in the stream picked up a card"


def stream_then_pause_plays(w, clock, cards: int, steps: int) -> None:
    """Anna's turn back: ``steps`` more double-clicks of the stream do nothing; after a pause one
    plays her card."""
    for _ in range(steps):
        step(w, clock)
        still_hers(w, cards)
    pause(clock)
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    clicks(w.table.view, under_her_pointer(w), 2)
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}


def test_double_clicks_going_on_while_the_computers_play_never_play_annas_card(qtbot, data_dir, monkeypatch,
                                                                                clock):
    """The computers play by themselves at the pace (the quickest) while Anna double-clicks on:
    the double-clicks after Robo Remy's card do nothing; one after a pause plays."""
    w = anna_to_play(qtbot, monkeypatch, clock)
    played = anna_plays_by_double_click(w)
    cards = len(w.state.hands[0])
    for _ in range(3):  # the computers think; she double-clicks on
        step(w, clock)
        assert w.session.record.moves == played
    w.service.hold = False
    qtbot.waitUntil(lambda: anna_to_move(w), timeout=20_000)  # (between two of her double-clicks)
    assert len(w.state.hands[0]) == cards
    stream_then_pause_plays(w, clock, cards, 6)


def hurried_to_her_turn(qtbot, w, clock, press) -> int:
    """At the slow pace (only a press shows a computer's move at once), ``press`` every half
    second hurries each computer in turn until Anna's turn is back; her hand's size then."""
    for _ in range(12):
        qtbot.waitUntil(lambda: w._pace_timer.isActive() or anna_to_move(w), timeout=20_000)
        if anna_to_move(w):
            return len(w.state.hands[0])
        QTest.qWait(20)
        clock.now += STEP_S
        press()
    raise AssertionError("the computers never came round to Anna")


def slow_pace(qtbot, monkeypatch, clock):
    """Anna's card played, at the slow pace: the computers' moves wait for a press."""
    w = anna_to_play(qtbot, monkeypatch, clock)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")
    played = anna_plays_by_double_click(w)
    w.service.hold = False
    return w, played


def test_double_clicks_that_hurry_the_computers_never_play_annas_card(qtbot, data_dir, monkeypatch, clock):
    """Each double-click's first press shows the waiting computer's move at once: the second press
    of the one that showed Robo Remy's card, and the double-clicks after it, do nothing."""
    w, played = slow_pace(qtbot, monkeypatch, clock)
    cards = len(w.state.hands[0])
    assert hurried_to_her_turn(qtbot, w, clock, lambda: clicks(w.table.view, under_her_pointer(w), 2)) == cards
    assert len(w.session.record.moves) > len(played) + 2  # (the computers, each hurried)
    stream_then_pause_plays(w, clock, cards, 4)


def test_keys_that_hurry_the_computers_never_pick_up_or_play_annas_card(qtbot, data_dir, monkeypatch, clock):
    """Space every half second shows each computer's move; the keys of the stream after Anna's turn
    came back (Tab to her card, Enter to pick it up, Enter to play it) do nothing and say why;
    after a pause the same keys play it. The words name a key that works then: Tab, no card
    having the keyboard."""
    from .test_table_keys_s32 import tab_to

    w, played = slow_pace(qtbot, monkeypatch, clock)
    view = w.table.view
    view.setFocus()
    said: list[str] = []
    view.message.connect(said.append)
    cards = hurried_to_her_turn(qtbot, w, clock, lambda: QTest.keyClick(view, Qt.Key_Space))
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    for key in (Qt.Key_Tab, Qt.Key_Return, Qt.Key_Return, Qt.Key_Space, Qt.Key_Space):
        QTest.qWait(20)
        clock.now += STEP_S
        QTest.keyClick(view, key)
        still_hers(w, cards)
    # (the keyboard came onto her first card that plays when her turn came back, the keys in use:
    # the words name the key she pressed, which then picks it up)
    assert said[-1] == "Too quick after the last press: wait a moment, then press Space once."
    landed = view.controller.focus_item
    assert landed is not None and landed.spec.owner == 0 and landed.spec.id.startswith("hand:")
    pause(clock)
    tab_to(view, hand_item(view, card).accessible_name())
    QTest.keyClick(view, Qt.Key_Return)
    QTest.keyClick(view, Qt.Key_Return)
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}


def the_trick(view) -> QPoint:
    """Where Anna's card goes: the trick, on the view."""
    return view.mapFromScene(next(z for z in view.zones.values() if z.spec.id.startswith("trick")).rect.center())


def drag_to_trick(w, pos: QPoint, release: bool = True) -> None:
    """A press at ``pos``, dragged to the trick, released there."""
    view = w.table.view
    vp = view.viewport()
    end = the_trick(view)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, pos)
    for i in range(1, 7):
        move_to(view, pos + (end - pos) * i / 6)
    if release:
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def test_a_drag_begun_while_the_computers_play_or_in_the_stream_after_never_plays(qtbot, data_dir, monkeypatch,
                                                                                 clock):
    """A card of Anna's pressed while the computers think, held while they play, and let go on the
    trick once her turn is back is not played; nor is one dragged there in the stream of presses
    after; one dragged after a pause is."""
    w = anna_to_play(qtbot, monkeypatch, clock)
    anna_plays_by_double_click(w)
    cards = len(w.state.hands[0])
    view = w.table.view
    clock.now += STEP_S
    drag_to_trick(w, under_her_pointer(w), release=False)
    w.service.hold = False
    qtbot.waitUntil(lambda: anna_to_move(w), timeout=20_000)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, the_trick(view))
    still_hers(w, cards)
    for _ in range(3):
        QTest.qWait(20)
        clock.now += STEP_S
        drag_to_trick(w, under_her_pointer(w))
        still_hers(w, cards)
    pause(clock)
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    drag_to_trick(w, under_her_pointer(w))
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}


def test_her_own_undo_while_the_computers_think_brings_no_guard(qtbot, data_dir, monkeypatch, clock):
    """Ctrl+Z while the computers think takes Anna's card back (her own key, not the computers'
    moves, gives her the turn): her double-click a moment later plays a card again."""
    w = anna_to_play(qtbot, monkeypatch, clock)
    played = anna_plays_by_double_click(w)
    cards = len(w.state.hands[0])
    clock.now += STEP_S
    QTest.keyClick(w.table.view, Qt.Key_Z, Qt.ControlModifier)
    assert len(w.session.record.moves) == len(played) - 1 and len(w.state.hands[0]) == cards + 1
    assert anna_to_move(w)
    QTest.qWait(20)
    clock.now += 0.3
    card = w.game.legal_moves(w.state, 0)[0]["card"]
    clicks(w.table.view, grab_point(w.table.view, hand_item(w.table.view, card)), 2)
    assert w.session.record.moves[-1] == {"kind": "play", "card": card}


# Her first turn at a table just opened (tester t4, reviewer, s33): Crazy Eights, Anna and three
# computers, Robo Rex to lead. "Robo Remy played the 8 of spades and named spades. / Anna played the
# 9 of spades.": the double-clicks along her hand that went on from opening the table played her
# card the moment her first turn came. Nobody had had this table yet, and the guard waited for a
# person's second turn.

EIGHTS = ["Robo Rex", "Anna", "Robo Ruby", "Robo Remy"]


def eights_opened(qtbot, monkeypatch, clock, pace: str):
    """Crazy Eights opened with a double-click (on the window: the saved game's row), Robo Rex
    to lead, the computers at ``pace``. Returns the window."""
    monkeypatch.setattr(MainWindow, "service_factory", Held)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", pace)
    w = open_window(qtbot)
    clock.now += 10
    row = QPoint(w.width() // 2, w.height() // 2)
    QTest.mouseClick(w, Qt.LeftButton, Qt.NoModifier, row)
    QTest.mouseDClick(w, Qt.LeftButton, Qt.NoModifier, row)
    assert curtain.input_pause().last == clock.now
    w.start_game("crazy_eights", EIGHTS, {"first_dealer": "last named"}, seed=2,
                 computers=["medium", "", "medium", "medium"])
    assert w.game.current_player(w.state) == 0  # (Robo Rex leads)
    w.service.hold = False
    return w


def annas_turn(w) -> bool:
    return w.thinking is None and tuple(w.game.to_act(w.state)) == (1,) and w.play_ctl.computer_turn() is None


def on_annas_card(w) -> QPoint:
    """A card of Anna's (seat 1) under the pointer: one she may play when it is her turn."""
    view = w.table.view
    view.finish_animations()
    if annas_turn(w):
        card = next(m["card"] for m in w.game.legal_moves(w.state, 1) if m.kind == "play")
    else:
        card = w.state.hands[1][0]
    return grab_point(view, hand_item(view, card))


def annas_stream_does_nothing_then_a_click_plays(w, clock) -> None:
    """Her turn: the double-clicks of the stream going on do nothing; one after a pause plays."""
    cards = len(w.state.hands[1])
    for _ in range(3):
        QTest.qWait(20)
        clock.now += STEP_S
        clicks(w.table.view, on_annas_card(w), 2)
        assert len(w.state.hands[1]) == cards, f"a press in the stream played {w.session.record.moves[-1]}"
        assert annas_turn(w) and w.table.view.controller.held is None
    pause(clock)
    clicks(w.table.view, on_annas_card(w), 2)
    assert len(w.state.hands[1]) == cards - 1 and w.session.record.moves[-1]["kind"] == "play"


def test_a_stream_from_opening_the_table_never_plays_her_first_card(qtbot, data_dir, monkeypatch, clock):
    """The double-clicks go on along Anna's hand from the one that opened the table, each showing
    a computer's move at once: when her first turn comes, those of the stream do nothing."""
    w = eights_opened(qtbot, monkeypatch, clock, "30")
    for _ in range(20):
        qtbot.waitUntil(lambda: w._pace_timer.isActive() or annas_turn(w), timeout=20_000)
        if annas_turn(w):
            break
        QTest.qWait(20)
        clock.now += STEP_S
        clicks(w.table.view, on_annas_card(w), 2)
    assert annas_turn(w) and len(w.session.record.moves) >= 1
    annas_stream_does_nothing_then_a_click_plays(w, clock)


def test_the_click_that_opened_the_table_begins_the_stream(qtbot, data_dir, monkeypatch, clock):
    """At the quickest pace the computers play before any other press: the double-click a half
    second after the one that opened the table is of its stream all the same."""
    w = eights_opened(qtbot, monkeypatch, clock, "0")
    qtbot.waitUntil(lambda: annas_turn(w), timeout=20_000)
    assert len(w.session.record.moves) >= 1
    annas_stream_does_nothing_then_a_click_plays(w, clock)
