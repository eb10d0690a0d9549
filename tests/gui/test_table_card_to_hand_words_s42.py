"""s42 t2, 10 Dime Rummy: the joker dragged out of Robo Remy's set of 3s to Cy's hand was refused
(the book: "You cannot steal wild cards from melded cards") with "You do not hold that card.",
which does not tell a child why. The reason now says the rule; a natural card of a meld dragged to
the hand says that cards on the table stay in their melds."""

from __future__ import annotations

import random

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.melds import classify
from cardtable.games.ten_dime_rummy import GAME as TEN_DIME, RULES as TEN_DIME_RULES
from tests.games.rummy_positions import position

from .helpers import drag, open_window


def shown(qtbot, game, state):
    session = Session.new(game, list(state.players), {}, 1)
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(Session(game, session.record, state), "steal", True, None)
    return w


def _drag_out(qtbot, face: str) -> str:
    threes = classify(("3D", "3H", "JK"), TEN_DIME_RULES, owner=1)
    state = position(TEN_DIME, [("6H", "4D", "9C", "KS"), 6, 6], melds=(threes,), down=(True, True, False))
    w = shown(qtbot, TEN_DIME, state)
    view = w.table.view
    card = next(i for i in view.card_items() if i.spec.face == face and i.spec.zone.startswith("meld0"))
    drag(view, card, view.zones["hand/0"].rect.center())
    assert w.state.hands[0] == ("6H", "4D", "9C", "KS")  # refused: nothing moved
    return w.table.hint.text()


def test_ten_dime_rummy_a_joker_dragged_out_of_a_meld_says_wilds_are_not_stolen(qtbot, data_dir):
    said = _drag_out(qtbot, "JK")
    # (the same words as Horseshit Rummy's, whose rule is the same: "You cannot steal wild cards
    # from melded cards"; it said "Wild cards on the table stay in their meld: no stealing wilds.")
    assert said == "Wild cards stay in the meld they were laid in: you cannot steal wild cards from melded cards.", said


def test_ten_dime_rummy_a_natural_dragged_out_of_a_meld_says_table_cards_stay(qtbot, data_dir):
    said = _drag_out(qtbot, "3D")
    assert said == "Cards on the table stay in their meld.", said


@pytest.mark.parametrize("game_id, names", [("five_hundreds", ["Ann", "Bob", "Cy"]), ("arizona_rummy", ["Ann", "Bob", "Cy"]),
                                            ("sticks", ["Ann", "Bob", "Cy"]), ("hand_and_foot", ["Ann", "Bob"])])
def test_other_rummies_a_card_of_a_meld_dragged_to_the_hand_stays_in_its_meld(qtbot, data_dir, game_id, names):
    """The same drag in the other rummy games: Five Hundreds said "You do not hold that card." (the
    card taken for a discard), Arizona Rummy and Sticks "The 3 of hearts cannot be moved now." (as
    if later it might)."""
    game = get_game(game_id)
    session = Session.new(game, names, {}, seed=1)
    rng = random.Random(1)
    while not getattr(session.state, "melds", None):  # random play, melding whenever it may
        legal = game.legal_moves(session.state)
        melds = [m for m in legal if m.kind == "meld"]
        session.play(rng.choice(melds or legal))
    w = open_window(qtbot, (1366, 768), start=False)
    w.show_session(session, "steal", True, None)
    view = w.table.view
    card = next(i for i in view.card_items() if i.spec.zone.startswith("meld") and not i.spec.zone.startswith("melds/"))
    seat = game.current_player(session.state)
    hands = list(session.state.hands)
    drag(view, card, view.zones[f"hand/{seat}"].rect.center())
    assert list(w.state.hands) == hands
    said = w.table.hint.text()
    assert said == "Cards on the table stay in their meld.", said
