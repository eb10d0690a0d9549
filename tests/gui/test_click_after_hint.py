"""A click straight after Help > Hint's key acts (s36 t1 #1). Oh Hell!: H ("Hint: press “Bid
3”.", the stepper at 3), then that button clicked about a second later did nothing; Euchre: H
("Hint: press “Pass”."), Pass clicked a second later, nothing. H began a stream of presses that
the buttons' guard refused a click in. H presses no button: the click a second after it is
judged by the presses before it (none for a while), and bids. The guard stays for what it is
for: a click a second after another click, on a button that came up by itself, is refused and
says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.gui.curtain import HURRIED

from .helpers import buttons, centre, guard_clock, key_to_focus, open_window, rest_past_guards

pytestmark = pytest.mark.button_guard

TABLES = {"oh_hell": (["Anna", "Robo Ben", "Robo Cleo"], 2, "Bid"),
          "euchre": (["Anna", "Robo Ben", "Robo Cleo", "Robo Dan"], 2, "Pass")}


def anna_to_choose(qtbot, monkeypatch, game_id):
    clock = guard_clock(monkeypatch)
    # the computers before Anna (Euchre's three) move at once: at the real pace the test sat idle
    # ~1.8 s of wall for 0.15 s of CPU; the guards judge on the fake clock, which rests past them
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")
    names, seed, label = TABLES[game_id]
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game(game_id, names, {}, seed=seed, computers=[""] + ["medium"] * (len(names) - 1))
    view = w.table.view
    qtbot.waitUntil(lambda: w.play_ctl.human_to_act() == 0 and any(t.startswith(label) for t in buttons(view)),
                    timeout=20000)
    rest_past_guards(clock)
    return w, view, clock


def click_on(view, text) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, centre(view, buttons(view)[text]))
    QApplication.processEvents()


@pytest.mark.parametrize("after", [0.6, 1.0])
@pytest.mark.parametrize("game_id", list(TABLES))
def test_the_hinted_button_clicked_a_second_after_h_acts(qtbot, data_dir, monkeypatch, game_id, after):
    """(Oh Hell!'s "Bid 1" is drawn by the hint in the place of "Bid 0": the button came in
    answer to the person's own key, and takes the click at once.)"""
    w, view, clock = anna_to_choose(qtbot, monkeypatch, game_id)
    key_to_focus(w, Qt.Key_H)
    assert w.status_text().startswith("Hint: press"), w.status_text()
    hinted = w.status_text().split("\u201c")[1].split("\u201d")[0]
    move = w.last_hint
    before = len(w.session.record.moves)
    clock.now += after
    click_on(view, hinted)
    assert w.session.record.moves[before:before + 1] == [move], w.status_text()


@pytest.mark.parametrize("game_id", list(TABLES))
def test_a_click_a_second_after_another_click_on_a_button_that_came_by_itself_still_waits(
        qtbot, data_dir, monkeypatch, game_id):
    """(The guard's purpose: not weakened for clicks.) A click on the table's felt, then the
    button a second later: in the stream, refused, and said."""
    w, view, clock = anna_to_choose(qtbot, monkeypatch, game_id)
    label = TABLES[game_id][2]
    text = next(t for t in buttons(view) if t.startswith(label))
    before = len(w.session.record.moves)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(5, 5))  # (the felt)
    clock.now += 1.0
    click_on(view, text)
    assert len(w.session.record.moves) == before, w.status_text()
    assert w.status_text().startswith(HURRIED)
