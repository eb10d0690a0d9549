"""Hand and Foot drags seen by tester t2 in session 29 (Anna and three Medium computers, 1366x768).

* "Team's 10s meld held 6 cards (not closed). Selected 10♠ and 10♠, dragged them onto it.
  Refusal: "The 10 of spades cannot go there: That canasta is closed: a canasta of seven cards
  takes no more."" The meld was not closed: the first 10 closes it, and the second has no room.
  "if there is 5 cards in a started canasta out then you must have 4 matching cards in your hand,
  two to close the canasta and 2 to start a new canasta" (004_312affb30e9b3af0.txt, "Hand and
  Foot Canasta (con't)"): a canasta closes at seven, and a card left over starts no meld alone
  ("a minimum of three cards of the same rank for a "starting" meld"). Now the refusal says only
  one of them goes there, and why, with no capital after the colon."""

from __future__ import annotations

import json

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.hand_and_foot import PLAY

from .helpers import click, drag, open_window, settle

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def anna_to_play(hand, melds) -> Session:
    """Anna (seat 0, team 0) has drawn, holding ``hand``; her team has melded ``melds``."""
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 4)
    state = session.state
    return Session(game, session.record, state.replace(
        turn=0, phase=PLAY, hands=(tuple(hand),) + state.hands[1:],
        melds=tuple((0, rank, tuple(cards)) for rank, cards in melds), melded=(True, False)))


def items(view, card):
    return [i for i in view.card_items() if i.spec.zone == "hand/0" and i.spec.face == card]


def snapshot(w):
    return json.dumps(w.state.to_json(), sort_keys=True)


def test_two_cards_onto_a_canasta_of_six_say_only_one_goes_there(qtbot, data_dir):
    session = anna_to_play(["10S", "10S", "5C", "6D", "KH"], [("10", ["10H", "10H", "10C", "10D", "10D", "10C"])])
    w = open_window(qtbot, (1366, 768))
    w.show_session(session, "six-tens", True, None)
    view = w.table.view
    tens = items(view, "10S")
    assert len(tens) == 2
    before, moves = snapshot(w), len(w.session.record.moves)
    for item in tens:
        click(view, item)
    settle(view)
    drag(view, tens[0], view.zones["meld0/0"].rect.center())
    said = w.table.hint.text()
    assert said == "Only one of these cards can go there: a canasta closes at seven cards and takes no more.", said
    assert snapshot(w) == before and len(w.session.record.moves) == moves
    # one alone goes on, closing the canasta
    settle(view)
    click(view, items(view, "10S")[0])  # (the selection of both undone by one click)
    drag(view, items(view, "10S")[0], view.zones["meld0/0"].rect.center())
    assert len(w.session.record.moves) == moves + 1 and len(w.state.melds[0][2]) == 7, w.table.hint.text()

