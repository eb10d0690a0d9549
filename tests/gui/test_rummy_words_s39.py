"""Words of the rummy tables found by tester t3 in session 39, with real drags on the table (the
rule sentence each quotes is in the engine's docstring)."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games.horseshit_rummy import GAME as HORSESHIT, MELDED, rules_for
from cardtable.games.melds import classify
from tests.games.test_horseshit_rummy import position as horseshit_position

from .helpers import drag, open_window


def shown(qtbot, game, state):
    session = Session.new(game, list(state.players), {}, 1)
    w = open_window(qtbot, (1366, 768))
    w.show_session(Session(game, session.record, state), "words", True, None)
    return w


def test_horseshit_a_wild_taken_back_from_a_meld_is_told_the_rule(qtbot, data_dir):
    """ "You cannot steal wild cards from melded cards". Seen (s39 t3): Zoë's 10♠ (10s wild)
    dragged from her own A♥ A♦ 10♠ back to her hand was told "The 10 of spades cannot be moved
    now.", as if later it could."""
    aces = classify(("AH", "AD", "10S"), rules_for("10"), owner=0)
    state = horseshit_position([("5C", "6D", "9H"), ("4C", "4D"), ("8S", "8D")], melds=(aces,), wild="10",
                               melded=(MELDED, MELDED, MELDED))
    w = shown(qtbot, HORSESHIT, state)
    view = w.table.view
    ten = next(i for i in view.card_items() if i.spec.face == "10S" and i.spec.zone.startswith("meld0"))
    drag(view, ten, view.zones["hand/0"].rect.center())
    said = w.table.hint.text()
    assert said.startswith("Wild cards stay in the meld they were laid in: you cannot steal wild cards "
                           "from melded cards."), said
    assert "cannot be moved" not in said
