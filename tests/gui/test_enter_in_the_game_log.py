"""Tester t5, session 37: "Crazy Eights (Anna, Ben people, Robo Ruby computer). Anna's turn,
cards shown, ring on 2♣. Open the Game Log (Ctrl+L), click in its text, press Enter. Happened:
nothing at all: no play, no word; the ring still sits on 2♣ so it looks as if Enter should have
played it."

The Game Log is for reading: Enter there plays nothing (the keys are the log's, not the
table's), and now says so in the words every refused key uses (table_view.TAB_THEN_ENTER):
"The Game Log has the keys: press Tab to reach the table, then Enter." Tab then takes the keys
to the table, and Enter acts on the ringed card. In the hand-over's stream the same Enter is
told to wait, then press Tab and Enter (not "then press Enter once", which would only repeat
this). Real key events to the focused widget."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.gui import curtain
from cardtable.gui.table_view import LOG_HAS_THE_KEYS, TAB_THEN_ENTER

from .helpers import key_to_focus as key
from .helpers import rest_past_guards as rest
from .test_held_key_acts_once import anna_at_her_table  # (clock: the gui conftest's fixture)
from .test_keys_beside_the_table import into_the_log

pytestmark = pytest.mark.curtain_guard


def test_enter_in_the_game_log_says_how_to_reach_the_table(qtbot, data_dir, clock):
    w = anna_at_her_table(qtbot, clock)
    ctl = w.table.view.controller
    ring = ctl.focus_item
    assert ring is not None and ring.isVisible()
    log = into_the_log(w)
    rest(clock)
    key(w, Qt.Key_Return)
    assert QApplication.focusWidget() is log
    assert len(w.session.record.moves) == 0 and ctl.held is None, "Enter in the log acted on the table"
    assert LOG_HAS_THE_KEYS == f"The Game Log has the keys: press {TAB_THEN_ENTER}."
    assert w.status_text() == LOG_HAS_THE_KEYS
    assert w.table.hint.isVisible() and w.table.hint.text() == LOG_HAS_THE_KEYS
    # the keypad's Enter too
    w.say("")
    key(w, Qt.Key_Enter)
    assert w.status_text() == LOG_HAS_THE_KEYS
    # as the words say: Tab reaches the table, Enter acts on the ringed card
    rest(clock)
    key(w, Qt.Key_Tab)
    view = w.table.view
    assert QApplication.focusWidget() in (view, view.viewport()), QApplication.focusWidget()
    assert ctl.focus_item is not None and ctl.focus_item.isVisible()
    rest(clock)
    key(w, Qt.Key_Return)
    assert ctl.held is not None or len(w.session.record.moves) == 1, "Enter on the table did nothing"


def test_other_keys_in_the_log_stay_the_logs(qtbot, data_dir, clock):
    """Space scrolls the log and the arrows move in it: nothing said for them."""
    w = anna_at_her_table(qtbot, clock)
    into_the_log(w)
    rest(clock)
    w.say("")
    for k in (Qt.Key_Space, Qt.Key_Down, Qt.Key_Up):
        key(w, k)
    assert w.status_text() == "" and len(w.session.record.moves) == 0


@pytest.mark.button_guard
def test_enter_in_the_log_in_the_hand_overs_stream_names_tab_and_enter(qtbot, data_dir, clock):
    """At the hand-over (Fast Track, nothing hidden: no curtain) Enter in the log is refused for
    the stream; the words name Tab and Enter, as Enter on the table with no ring does."""
    from .test_hand_off_guard import fast_track

    w = fast_track(qtbot, ["Anna", "Ben", "Cleo"], [["8S"], ["4H"], ["9C"]])
    view = w.table.view
    clock.now += 5
    into_the_log(w)
    clock.now += 5
    view.hand_over()
    key(w, Qt.Key_Return)
    assert w.status_text() == curtain.hurried_words(TAB_THEN_ENTER)
