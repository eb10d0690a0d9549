"""The end of a hand on the table says what happened first, also in a reopened save (s44 t3
F4): Euchre's centre said only "Hand 1 is over. Robo Remy deals next: when everyone has seen the
hand, press “Deal the next hand”.", and after the save was opened again the status bar had lost
the result too."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.store.saves import SaveStore

from tests.play.test_hand_result_first import to_hand_end

from .helpers import labels, open_window, take_over

NAMES = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]


def test_a_reopened_euchre_save_says_who_scored_on_the_table_and_the_status_line(qtbot, data_dir):
    ctl = to_hand_end("euchre", NAMES, {2, 3})
    result = ctl.hand_result()
    session = Session.from_record(ctl.session.record, ctl.game)  # as a save is opened
    w = open_window(qtbot, start=False)
    assert w.show_session(session, SaveStore().new_id("euchre"), computers=["", "", "medium", "medium"], saved=True)
    if w.table.curtain.isVisible():
        take_over(w)
    said = [lab.text for lab in labels(w.table.view) if " is over" in lab.text]
    assert said and all(text.startswith(result + " Hand 1 is over.") for text in said), said
    assert result in w.status_text(), w.status_text()
