"""Finding (s28): Hearts told Anna "Anna has already passed." when she tried to pass again while
the computers had not yet passed: a refusal about its reader names them in the third person.
The table asks the game's refusal said to its reader (Game.refusal_to), and the trick games say
"you" to the one they are about."""
from __future__ import annotations

from cardtable.core.game import Move
from cardtable.gui.main_window import MainWindow

from .helpers import open_window
from .test_computer_players import InProcess


def test_passing_twice_is_refused_to_you(qtbot, data_dir, monkeypatch):
    """Anna passes three cards; while the computers wait to pass, a second pass of hers is
    refused to her as "You have already passed." (the words the table says for a refused drop,
    the drag controller's reason), and nothing moves."""
    monkeypatch.setattr(MainWindow, "service_factory", InProcess)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "30")  # the computers wait while Anna tries
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("hearts", ["Anna", "Robo Ben", "Robo Cleo", "Robo Dan"], {}, seed=3,
                 computers=["", "medium", "medium", "medium"])
    assert w.viewer == 0 and w.state.phase == "passing"
    three = tuple(w.state.hands[0][:3])
    assert w.play(Move(kind="pass", seat=0, cards=three)).ok, w.status_text()
    assert w.viewer == 0 and not w.game.legal_moves(w.state, 0)
    again = Move(kind="pass", seat=0, cards=tuple(w.state.hands[0][:3]))
    assert w.table.view.controller.reason(again) == "You have already passed."
    # the same refusal in a log or a save's message names her
    assert w.game.check(w.state, again) == "Anna has already passed."
