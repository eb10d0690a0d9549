"""Tester t4, session 29, on the table with real drags: Push's joker dragged out of Anna's own set
of queens answered "You do not hold that card."; Desert Rummy's natural dropped on the joker of
another player's set answered "You can add cards only onto your own melds." Each is now told the
swap's rule (see tests/games/test_push.py and test_desert_rummy.py for the rule sentences)."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games.melds import classify
from cardtable.games.push import GAME as PUSH, RULES as PUSH_RULES
from cardtable.games.desert_rummy import GAME as DESERT, RULES as DESERT_RULES
from tests.games.rummy_positions import position

from .helpers import drag, open_window


def shown(qtbot, game, state):
    session = Session.new(game, list(state.players), {}, 1)
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(Session(game, session.record, state), "swap", True, None)
    return w


def test_push_a_joker_dragged_out_of_a_meld_is_told_how_to_take_it(qtbot, data_dir):
    queens = classify(("QD", "QH", "JK"), PUSH_RULES, owner=0)
    state = position(PUSH, [("6H", "4D", "9C"), 6, 6, 6], melds=(queens,), down=(True, False, False, False))
    w = shown(qtbot, PUSH, state)
    view = w.table.view
    joker = next(i for i in view.card_items() if i.spec.face == "JK" and i.spec.zone.startswith("meld0"))
    drag(view, joker, view.zones["hand/0"].rect.center())
    said = w.table.hint.text()
    assert said == "To take the joker, drop a queen from your hand on it; the joker must then be played at once.", said


def test_desert_rummy_a_natural_on_a_wild_in_a_set_is_told_wilds_come_from_runs(qtbot, data_dir):
    kings = classify(("KS", "KD", "KH"), DESERT_RULES, owner=0)
    nines = classify(("9S", "9D", "2C"), DESERT_RULES, owner=1)
    state = position(DESERT, [("6H", "9C", "4D", "5S"), 5], melds=(kings, nines), down=(True, True))
    w = shown(qtbot, DESERT, state)
    view = w.table.view
    nine = next(i for i in view.card_items() if i.spec.face == "9C" and i.spec.zone == "hand/0")
    drag(view, nine, view.zones["meld1/1"].rect.center())
    said = w.table.hint.text()
    assert said == "Wild cards can be taken only from runs, not from sets.", said


def test_push_a_card_added_before_your_own_meld_is_told_to_meld_first(qtbot, data_dir):
    """s39 t3: Maximilian's 8♠ dragged onto Dev's 8♥ 2♥ Joker before his own meld was told "You
    can swap for a wild card only after you have laid your own meld.": he was adding, not swapping."""
    eights = classify(("8H", "2H", "JK"), PUSH_RULES, owner=3)
    state = position(PUSH, [("8S", "KC", "4D", "5H"), 6, 6, 6], melds=(eights,))
    w = shown(qtbot, PUSH, state)
    view = w.table.view
    eight = next(i for i in view.card_items() if i.spec.face == "8S" and i.spec.zone == "hand/0")
    drag(view, eight, view.zones["meld0/3"].rect.center())
    said = w.table.hint.text()
    assert said.startswith("Lay down your own meld first."), said


def test_desert_rummy_a_card_on_another_players_meld_before_your_own_is_told_the_rule(qtbot, data_dir):
    """s39 t3: before his own meld, a card dropped on another player's set was told "Lay down your
    own meld first.", as if it would do later: Desert Rummy never allows it."""
    eights = classify(("8S", "8D", "8H"), DESERT_RULES, owner=1)
    state = position(DESERT, [("8C", "6H", "9C", "4D"), 5], melds=(eights,), down=(False, True))
    w = shown(qtbot, DESERT, state)
    view = w.table.view
    eight = next(i for i in view.card_items() if i.spec.face == "8C" and i.spec.zone == "hand/0")
    drag(view, eight, view.zones["meld0/1"].rect.center())
    said = w.table.hint.text()
    assert said.startswith("You can add cards only onto your own melds."), said
