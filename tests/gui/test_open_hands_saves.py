"""A save played with open hands (the hand-off curtain turned off) says so in the saved-games
list and on the Continue line, and opens on a curtain first (tester t1, s29 #1): "Ben's 16 cards
are painted face up at once ... There is no "Pass to Ben" curtain. ... The list row, the "Whose
turn" column and the Continue line look exactly like those of a curtained game." Whoever opens
the save tonight may not be the person whose turn it is."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.first_dealer import LAST_DEALS
from cardtable.store.saves import SaveStore, read_summary
from tests.games.stacking import round_robin

from .helpers import assert_private, open_window
from .test_saved_games_fixes import select_row


def open_handed_hearts(w, computers=None) -> str:
    w.start_game("hearts", ["Anna", "Ben", "Cleo"], {}, seed=29, open_handed=True, computers=computers)
    assert not w.table.curtain.isVisible()  # agreed at the table: no curtain while they play
    sid = w.save_id
    w.back_to_start()
    return sid


def test_the_list_and_continue_say_open_hands(qtbot, data_dir):
    w = open_window(qtbot)
    sid = open_handed_hearts(w)
    assert read_summary(SaveStore().path_of(sid)).open_hands
    w.refresh_start()
    row = next(r for r in w.start.save_rows()["In progress"] if r.data(0, Qt.UserRole) == sid)
    assert "Hearts \u00b7 open hands" in " ".join(row.text(0).split("\n"))
    assert "open hands" in w.start.continue_label.whole
    assert w.start.continue_label.whole.startswith("Hearts (open hands) with Anna, Ben and Cleo.")


def test_one_person_against_computers_is_not_marked(qtbot, data_dir):
    """Open hands mean nothing with one person at the laptop (nobody else's cards to hide)."""
    w = open_window(qtbot)
    sid = open_handed_hearts(w, computers=["", "easy", "easy"])
    assert not read_summary(SaveStore().path_of(sid)).open_hands
    w.refresh_start()
    assert "open hands" not in w.start.continue_label.whole


def test_an_open_handed_save_opens_on_a_curtain_first_then_plays_open(qtbot, data_dir):
    w = open_window(qtbot)
    sid = open_handed_hearts(w)
    select_row(w, sid)
    QTest.mouseClick(w.start.open_button, Qt.LeftButton)
    assert w.save_id == sid
    c = w.table.curtain
    assert c.isVisible() and w.viewer is None  # nobody's hand before someone takes the laptop
    assert_private(w)
    assert "open hands" in c.body_text()  # what follows is said on it
    first = w.game.current_player(w.state)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == first
    # from then on, open hands as agreed: the next person's cards show with no curtain
    assert w.open_handed and not w.curtain_action.isChecked()
    w.play(w.game.legal_moves(w.state)[0])
    nxt = w.game.current_player(w.state)
    assert nxt != first and not c.isVisible() and w.viewer == nxt


def test_an_open_handed_save_on_a_question_opens_on_the_question(qtbot, data_dir):
    """The first curtain of an open-handed save came back at every opening, over a table the
    family had passed it for: opened on "Anna asks Cleo", "Pass to Anna / I'm Anna: show the
    question to Cleo" came up, and lifting it showed no hand. It comes where a hidden hand would
    otherwise be shown, not otherwise: the question at once, every hand face down (and Anna's
    step between two questions, Answered pressed); then "Pass to Ben" before his hand shows,
    saying the game goes on open-handed."""
    w = open_window(qtbot, (1024, 600), start=False)
    hands = [["9S", "QS", "KH", "KC"], ["AH", "2H", "3H", "4H"], ["8S", "KD", "10H", "6C"]]
    w.start_game("cassino_party", ["Anna", "Ben", "Cleo"], dict(LAST_DEALS), seed=1, open_handed=True,
                 stack=[round_robin(hands) + ["QD", "5C", "4C", "JC"]])
    w.play({"kind": "capture", "card": "9S", "take": ("5C", "4C")})
    w.play({"kind": "ask", "card": "5C", "whom": 2})
    assert w.state.question == ("5C", 2)
    sid = w.save_id
    for _ in range(2):  # (and again: nothing to pass)
        w.back_to_start()
        w.open_save(sid)
        assert w.save_id == sid and w.state.question == ("5C", 2)
        c = w.table.curtain
        assert not c.isVisible() and w.viewer is None
        assert_private(w)
        if os.environ.get("CARDTABLE_SHOTS"):
            w.grab().save(os.path.join(os.environ["CARDTABLE_SHOTS"], "open-hands-question-reopened.png"))
    w.play({"kind": "answered"})
    assert not c.isVisible() and w.viewer is None
    assert_private(w)
    w.play({"kind": "done_asking"})
    assert c.isVisible() and c.title.text() == "Pass to Ben" and "open hands" in c.body_text()
    assert_private(w)
    QTest.mouseClick(c.button, Qt.LeftButton)
    assert not c.isVisible() and w.viewer == 1
    assert_private(w)
