"""The people all out of the game press "Let the computers finish" (s45): the computers play the
hands left at their pace, and the game's end comes up. The rule (004_312affb30e9b3af0.txt,
section "Thirty One"): "You have one round on your face after you are out of quarters"; "Last
player remaining wins the pot." The controller's side: tests/play/test_computers_finish.py."""

from __future__ import annotations

from cardtable.play.controller import LET_COMPUTERS_FINISH
from tests.play.test_computers_finish import people_out

from .helpers import buttons, click, open_window
from .test_computer_players import quick  # noqa: F401  (a fixture: computers in-process, at once)


def test_the_people_out_let_the_computers_finish_and_see_the_end(qtbot, data_dir, quick):  # noqa: F811
    """Anna and Ben out of Thirty-One, Robo Rex and Robo Ruby playing on: between hands the table
    offers "Let the computers finish" beside "Deal the next hand", and says so under the hand's
    result (no list of every seat's quarters, which the seats' own lines show); pressed, the
    computers deal and play by themselves to the end, and the result shows."""
    w = open_window(qtbot, (1024, 600), start=False)
    assert w.show_session(people_out(seed=29).session, "s45-finish", computers=["", "", "easy", "easy"])
    view = w.table.view
    shown = buttons(view)
    assert {"Deal the next hand", LET_COMPUTERS_FINISH} <= set(shown), list(shown)
    text = w.layout._prompt_label.text
    assert text.endswith(w.play_ctl.finish_words()) and "Quarters" not in text, text
    w.hint_action.trigger()
    assert w.status_text() == ("Hint: press \u201cDeal the next hand\u201d when everyone has seen how the hand "
                               "ended, or \u201cLet the computers finish\u201d to watch the rest.")
    moves = len(w.session.record.moves)
    click(view, shown[LET_COMPUTERS_FINISH])
    qtbot.waitUntil(lambda: w.play_ctl.over, timeout=20_000)
    assert len(w.session.record.moves) > moves and w.table.over.isVisible()
    assert LET_COMPUTERS_FINISH not in buttons(view)
