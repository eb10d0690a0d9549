"""s40 t2 PRIVACY: "Court Whist: after you press Deal, Ben's 13 cards show face up with no 'Pass to
Ben' curtain, so whoever set up the game sees them. The other games all start with a curtain."
Game 1 of Court Whist is cut and dealt in setting up; whoever acts first (the king's holder
naming trump, or the first to lead) is behind a curtain at a table of people, whatever the seed."""

from __future__ import annotations

import pytest

from .helpers import assert_private, open_window

PEOPLE = ["Anna", "Ben", "Cleo", "Dev"]


@pytest.mark.parametrize("computers", [None, ["", "", "medium", "medium"]], ids=["four people", "two people"])
@pytest.mark.parametrize("seed", range(8))
def test_court_whist_starts_behind_a_curtain(qtbot, data_dir, monkeypatch, seed, computers):
    from cardtable.gui.main_window import MainWindow

    from .test_computer_players import Held

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    w = open_window(qtbot)
    names = PEOPLE if computers is None else ["Anna", "Ben", "Robo Ruby", "Robo Remy"]
    w.start_game("court_whist", names, {}, seed=seed, computers=computers)
    if not w.play_ctl.seats[w.game.current_player(w.state)].human:
        return  # (a computer to move first: its hand stays down, tested elsewhere)
    assert w.table.curtain.isVisible(), w.status_text()
    assert_private(w)
    w.table.curtain.reveal()
    assert_private(w)


def test_court_whist_dealt_from_the_new_game_dialog_starts_behind_a_curtain(qtbot, data_dir, monkeypatch):
    """As the tester did: Court Whist in New Game, Deal clicked (the dialog's own players)."""
    from PySide6.QtCore import QTimer, Qt
    from PySide6.QtTest import QTest

    from cardtable.gui.main_window import MainWindow

    from .test_computer_players import Held

    monkeypatch.setattr(MainWindow, "service_factory", Held)
    w = open_window(qtbot)

    def deal():
        dlg = w.last_dialog.dialog
        QTest.mouseClick(dlg.buttonBox.button(dlg.buttonBox.StandardButton.Ok), Qt.LeftButton)

    QTimer.singleShot(50, deal)
    w.new_game_dialog("court_whist")
    assert w.session is not None and w.game.info.id == "court_whist"
    people = sum(1 for s in w.play_ctl.seats if s.human)
    if people > 1 and w.play_ctl.seats[w.game.current_player(w.state)].human:
        assert w.table.curtain.isVisible()
    assert_private(w)
