"""A click on the curtain's dark background, then its button a second later (s36): "Ben clicks
the curtain once, anywhere, then clicks 'I'm Ben: show my cards' a second later: 'Too quick after
the last press'". The background click began a stream of its own, and the button takes a press
only after a pause (curtain.PAUSE_S) in the stream. One lone click on the background after a pause
is a person at the laptop: the press on the button that follows it, no quicker than a double
click's second press, counts. What the stream rule is there for stays refused: the rest of a
double or triple click, a stream of clicks on the background, a held key. Real QTest presses on the
curtain's clock (a test clock moved on by the test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.gui import curtain as curtain_mod

from .helpers import assert_private, curtain_key, fake_clock, open_window
from .test_privacy_walk import STACK, double_click_card, target_at

pytestmark = pytest.mark.curtain_guard


@pytest.fixture
def clock(monkeypatch):
    """The curtain's clock (its guard's and the pause's)."""
    return fake_clock(monkeypatch, curtain_mod.GuardedButton)


def rest(clock) -> None:
    """A person's pause: the guard run out, the hands at rest."""
    QTest.qWait(20)
    clock.now += max(curtain_mod.GUARD_S, curtain_mod.KEY_GUARD_S, curtain_mod.PAUSE_S) + 0.1


def pass_to_ben(qtbot, clock):
    """Anna opens her hand, plays the ace of hearts (a double-click and a third press): "Pass to
    Ben" is up; then a person's pause."""
    w = open_window(qtbot, start=False)
    w.start_game("crazy_eights", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=3, stack=STACK)
    c = w.table.curtain
    rest(clock)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 0
    double_click_card(w, "AH")
    QApplication.processEvents()
    assert c.isVisible() and c.title.text() == "Pass to Ben"
    rest(clock)
    return w, c


def background(w, c) -> QPoint:
    """A point of the curtain's dark background (window coordinates): its top left corner, clear
    of its words and its button."""
    at = c.mapTo(w, QPoint(12, 12))
    widget, _ = target_at(w, at)
    assert widget is c, widget
    return at


def press_background(w, at: QPoint, double: bool = False) -> None:
    widget, pos = target_at(w, at)
    if double:  # (the second press of a double-click comes as a double-click event)
        QTest.mouseDClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
    else:
        QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
    QApplication.processEvents()


def later(clock, seconds: float) -> None:
    QTest.qWait(10)
    clock.now += seconds


def click_button(w, c) -> None:
    QTest.mouseClick(c.button, Qt.LeftButton)
    QApplication.processEvents()


@pytest.mark.parametrize("after", [0.6, 1.0])
def test_a_click_on_the_background_then_the_button_a_moment_later_shows_the_hand(qtbot, data_dir, clock, after):
    w, c = pass_to_ben(qtbot, clock)
    press_background(w, background(w, c))
    assert c.isVisible() and w.viewer is None  # (the background shows nothing)
    later(clock, after)
    click_button(w, c)
    assert not c.isVisible() and w.viewer == 1
    assert not w.table.hint.isVisible() or not w.table.hint.text().startswith(curtain_mod.HURRIED)
    assert_private(w)


def test_his_own_key_a_moment_after_a_click_on_the_background_shows_the_hand(qtbot, data_dir, clock):
    w, c = pass_to_ben(qtbot, clock)
    press_background(w, background(w, c))
    later(clock, 1.0)
    QTest.keyClick(w.focusWidget(), curtain_key(w))  # (B: Enter never lifts it, s39)
    QApplication.processEvents()
    assert not c.isVisible() and w.viewer == 1


@pytest.mark.parametrize("presses", [2, 3])
def test_a_double_or_triple_click_on_the_background_still_holds_the_button(qtbot, data_dir, clock, presses):
    """The presses of a double or triple click are a stream: the button a second after them
    is still too quick, as before."""
    w, c = pass_to_ben(qtbot, clock)
    at = background(w, c)
    press_background(w, at)
    for _ in range(presses - 1):
        later(clock, 0.2)
        press_background(w, at, double=True)
    later(clock, 1.0)
    click_button(w, c)
    assert c.isVisible() and w.viewer is None
    assert w.table.hint.text().startswith(curtain_mod.HURRIED)
    # once the hands rest, one click opens it
    rest(clock)
    click_button(w, c)
    assert not c.isVisible() and w.viewer == 1


def test_the_button_as_quick_as_a_double_clicks_second_press_still_refused(qtbot, data_dir, clock):
    w, c = pass_to_ben(qtbot, clock)
    press_background(w, background(w, c))
    later(clock, 0.3)
    click_button(w, c)
    assert c.isVisible() and w.viewer is None


def test_clicks_on_the_background_in_a_stream_still_hold_the_button(qtbot, data_dir, clock):
    """Clicks once a second are a stream (curtain.PAUSE_S): only a lone click after a pause lets
    the button's press after it count."""
    w, c = pass_to_ben(qtbot, clock)
    at = background(w, c)
    for _ in range(4):
        press_background(w, at)
        later(clock, 1.0)
    click_button(w, c)
    assert c.isVisible() and w.viewer is None


def test_the_button_twice_after_a_click_on_the_background_is_still_a_stream(qtbot, data_dir, clock):
    """Background, then the button too soon (refused), then the button again a second later: the
    refused press was the second of the stream, the third is not after a lone click."""
    w, c = pass_to_ben(qtbot, clock)
    press_background(w, background(w, c))
    later(clock, 0.3)
    click_button(w, c)
    assert c.isVisible()
    later(clock, 1.0)
    click_button(w, c)
    assert c.isVisible() and w.viewer is None


def test_a_held_key_after_a_click_on_the_background_opens_nothing(qtbot, data_dir, clock):
    """Enter held down since before the click (its repeats) never presses the button."""
    w, c = pass_to_ben(qtbot, clock)
    press_background(w, background(w, c))
    later(clock, 1.0)
    target = w.focusWidget()
    for _ in range(3):
        QApplication.sendEvent(target, QKeyEvent(QEvent.KeyPress, Qt.Key_Return, Qt.NoModifier, "\r", True))
        QApplication.processEvents()
        later(clock, 0.05)
    assert c.isVisible() and w.viewer is None


@pytest.mark.parametrize("key", [Qt.Key_A, Qt.Key_H])
@pytest.mark.parametrize("via_background", [False, True])
def test_letter_keys_pressed_on_and_on_are_a_stream_for_the_curtain(qtbot, data_dir, clock, key, via_background):
    """A letter (or H) pressed every 0.3 s at "Pass to Ben", then the button 0.3 s after the last
    (or a click on the background and the button 0.6 s later): a stream, and Ben's hand stays
    hidden. A command's key is left out of the gap only for the table's own buttons (review s36 #1:
    the curtain lifted, Ben's hand drawn)."""
    w, c = pass_to_ben(qtbot, clock)
    for _ in range(6):
        QTest.keyClick(w, key)
        QApplication.processEvents()
        later(clock, 0.3)
    if via_background:
        press_background(w, background(w, c))
        later(clock, 0.6)
    click_button(w, c)
    assert c.isVisible() and w.viewer is None
    assert_private(w)
