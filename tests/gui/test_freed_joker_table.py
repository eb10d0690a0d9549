"""Push on the table after a swap (s29 t2 #12): "Dragged 10♦ from hand onto Robo Remy's set
"10♣ 10♥ Joker 10♠" ... Every way I tried to play it was refused with "First use the joker you
freed: it must be played at once." — dragging the joker onto Robo Ruby's diamond run ..., onto
Anna's own set of aces ..., and dragging 9♣+10♣ from the hand onto it ... There is no "New meld"
slot while the joker waits." The rule: "the wild card you replace must be used immediately in a
meld". The joker beside the hand is drawn as a card (``wild:JK``) while its lay-offs were listed
from the pile's key (``wild/0``); and no meld with it was offered."""

from __future__ import annotations

from cardtable.core.game import Move
from cardtable.core.records import Record
from cardtable.core.session import Session
from cardtable.games.melds import classify
from cardtable.games.push import GAME, SUIT_RULES
from tests.games.rummy_positions import position
from tests.gui.helpers import buttons, click, drag, hand_item, open_window

OPTIONS = {"one_of_each_suit": True}


def swapped(qtbot):
    """Anna's turn, every contract down: Ann swaps her 10♦ for the joker in Di's set of 10s."""
    tens = classify(("10C", "10H", "JK", "10S"), SUIT_RULES, owner=3)
    aces = classify(("AC", "AD", "AS"), SUIT_RULES, owner=0)
    fours = classify(("4S", "4H", "4C", "4D"), SUIT_RULES, owner=0)
    state = position(GAME, [("10D", "9C", "10C", "KH"), 6, 6, 6], melds=(tens, aces, fours),
                     down=(True, True, True, True), options=OPTIONS)
    record = Record(GAME.info.id, list(state.players), dict(state.options), 1, [], state_version=GAME.state_version)
    w = open_window(qtbot)
    w.show_session(Session(GAME, record, state), "push-freed-joker", open_handed=True)
    view = w.table.view
    drag(view, hand_item(view, "10D"), view.zones["meld0/3"].rect.center())
    assert w.state.pending == "JK", w.status_text()
    assert "Ann put the 10 of diamonds in place of the joker" in w.status_text()
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
