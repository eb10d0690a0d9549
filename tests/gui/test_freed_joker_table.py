"""Push on the table after a swap (s29 t2 #12): "Dragged 10♦ from hand onto Robo Remy's set
"10♣ 10♥ Joker 10♠" ... Every way I tried to play it was refused with "First use the joker you
freed: it must be played at once." — dragging the joker onto Robo Ruby's diamond run ..., onto
Anna's own set of aces ..., and dragging 9♣+10♣ from the hand onto it ... There is no "New meld"
slot while the joker waits." The rule: "the wild card you replace must be used immediately in a
meld". The joker beside the hand is drawn as a card (``wild:JK``) while its lay-offs were listed
from the pile's key (``wild/0``); and no meld with it was offered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.core.game import Move
from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games.melds import classify
from cardtable.games.push import GAME, SUIT_RULES
from tests.games.rummy_positions import position
from tests.gui.helpers import double_click_at, buttons, click, drag, grab_point, hand_item, open_window

OPTIONS = {"one_of_each_suit": True}


def swapped(qtbot, hand=("10D", "9C", "10C", "KH"), melds=None):
    """Anna's turn, every contract down: Ann swaps her 10♦ for the joker in Di's set of 10s."""
    tens = classify(("10C", "10H", "JK", "10S"), SUIT_RULES, owner=3)
    aces = classify(("AC", "AD", "AS"), SUIT_RULES, owner=0)
    fours = classify(("4S", "4H", "4C", "4D"), SUIT_RULES, owner=0)
    state = position(GAME, [hand, 6, 6, 6], melds=(tens,) + (melds or (aces, fours)),
                     down=(True, True, True, True), options=OPTIONS)
    record = Record(GAME.info.id, list(state.players), dict(state.options), 1, [], state_version=GAME.state_version)
    w = open_window(qtbot, start=False)
    w.show_session(Session(GAME, record, state), "push-freed-joker", open_handed=True)
    view = w.table.view
    drag(view, hand_item(view, "10D"), view.zones["meld0/3"].rect.center())
    assert w.state.pending == "JK", w.status_text()
    assert "Ann puts the 10 of diamonds in place of the joker" in w.status_text()
    return w, view


def test_the_freed_joker_dragged_onto_a_meld_it_fits_is_laid_off(qtbot, data_dir):
    w, view = swapped(qtbot)
    drag(view, view.pieces["wild:JK"], view.zones["meld1/0"].rect.center())
    assert w.session.record.moves[-1] == Move(kind="lay_off", card="JK", meld=1), w.status_text()
    assert w.state.pending == "" and w.state.melds[1][1][-1] == "JK"
    assert "wild:JK" not in view.pieces


def test_cards_of_the_hand_dropped_on_the_freed_joker_meld_with_it(qtbot, data_dir):
    w, view = swapped(qtbot)
    for card in ("9C", "10C"):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "10C"), view.zones["wild/0"].rect.center())
    # what the joker stands for, asked (it may be the 8 or the jack)
    assert w.status_text() == "Choose: A run 9\u2663 to J\u2663, A run 8\u2663 to 10\u2663 (or Cancel)."
    click(view, buttons(view)["A run 8\u2663 to 10\u2663"])
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == ["10C", "9C", "JK"], w.status_text()
    assert w.state.pending == "" and w.state.hands[0] == ("KH",)


def test_a_new_meld_slot_while_the_joker_waits(qtbot, data_dir):
    w, view = swapped(qtbot)
    assert "melds/0" in view.zones  # "There is no "New meld" slot while the joker waits."
    for card in ("9C", "10C"):
        click(view, hand_item(view, card))
    drag(view, hand_item(view, "9C"), view.zones["melds/0"].rect.center())
    click(view, buttons(view)["A run 9\u2663 to J\u2663"])
    move = w.session.record.moves[-1]
    assert move["kind"] == "meld" and sorted(move["cards"]) == ["10C", "9C", "JK"], w.status_text()
    assert w.state.pending == "" and w.state.melds[-1][0] == "run"


def test_anything_else_first_says_how_to_use_the_joker(qtbot, data_dir):
    w, view = swapped(qtbot)
    drag(view, hand_item(view, "KH"), view.zones["discard"].rect.center())
    assert w.state.pending == "JK"
    assert "drag it onto a meld it fits" in w.status_text()


def double_click(view, item) -> None:
    double_click_at(view.viewport(), grab_point(view, item))


def test_the_freed_joker_that_fits_one_meld_is_played_there_by_a_double_click(qtbot, data_dir):
    """It fits Ann's aces only (her fours have every suit): a double-click lays it off there, as
    a double-click plays any card that has one place to go."""
    w, view = swapped(qtbot)
    double_click(view, view.pieces["wild:JK"])
    assert w.session.record.moves[-1] == Move(kind="lay_off", card="JK", meld=1), w.status_text()
    assert w.state.pending == ""


def test_the_freed_joker_that_fits_several_melds_says_where_to_drag_it(qtbot, data_dir):
    """s29 note: a freed joker that fits several melds did nothing on a click or a double-click.
    Now the status line says which melds it fits and to drag it onto the one wanted; nothing is
    played. (Her other cards, K♥ 3♠ 8♣, make no meld with it: a click does not select it for one.)"""
    bobs_run = classify(("5H", "6H", "7H"), SUIT_RULES, owner=1)
    sevens = classify(("7C", "7D", "7S"), SUIT_RULES, owner=0)
    w, view = swapped(qtbot, hand=("10D", "KH", "3S", "8C"), melds=(bobs_run, sevens))
    assert {m["meld"] for m in w.game.legal_moves(w.state)} == {1, 2}
    said = "Drag the freed joker onto the meld you want: it fits Bob's run of hearts or your set of 7s."
    n = len(w.session.record.moves)
    click(view, view.pieces["wild:JK"])
    assert w.status_text() == said and len(w.session.record.moves) == n
    double_click(view, view.pieces["wild:JK"])
    assert w.status_text() == said and len(w.session.record.moves) == n and w.state.pending == "JK"
    drag(view, view.pieces["wild:JK"], view.zones["meld2/0"].rect.center())
    assert w.session.record.moves[-1] == Move(kind="lay_off", card="JK", meld=2), w.status_text()
