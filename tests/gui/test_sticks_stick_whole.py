"""Sticks: a stick's first set dropped alone on "New meld" (tester s38 t3: "the 'New meld' drop
box invites building one meld at a time, but dropping a first set of three is refused: 'The meld
to make is 2 sets of 3: exactly 6 cards, not 3.' A family expects ... the hint to say 'select
all 6 cards, then drag'"). The rules: "Once you meet the requirements of your stick you turn the
stick face up and play the cards in front of you.\""""

from __future__ import annotations

import json

from cardtable.games.sticks import GAME

from .helpers import click, drag, hand_item, open_window


def test_a_first_set_dropped_alone_is_refused_saying_to_choose_the_whole_stick(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("sticks", ["Anna", "Ben", "Cy"], {}, seed=1, open_handed=True)
    seat = w.state.turn
    w.play(next(m for m in GAME.legal_moves(w.state) if m.kind == "draw" and m.get("pile") == "stock"))
    stick = next(m for m in GAME.legal_moves(w.state) if m.kind == "play_stick")["cards"]
    assert w.state.sticks[seat] == "S3+S3" and len(stick) == 6
    view = w.table.view
    before, moves = json.dumps(w.state.to_json(), sort_keys=True), len(w.session.record.moves)
    first = ("5H", "5S", "2D")  # a set of 5s (a 2 is wild): half of the stick
    for card in first:
        click(view, hand_item(view, card))
    drag(view, hand_item(view, first[-1]), view.zones[f"melds/{seat}"].rect.center())
    assert w.status_text() == ("The meld to make is 2 sets of 3: exactly 6 cards, not 3. The stick goes down all "
                               "at once: click all 6 cards, then drag them together."), w.status_text()
    assert json.dumps(w.state.to_json(), sort_keys=True) == before and len(w.session.record.moves) == moves
    # as it says: the other three clicked too, and one of the six dragged
    for card in stick:
        if card not in first:
            click(view, hand_item(view, card))
    drag(view, hand_item(view, first[0]), view.zones[f"melds/{seat}"].rect.center())
    assert w.session.record.moves[-1]["kind"] in ("play_stick", "meld")
    assert sorted(w.session.record.moves[-1]["cards"]) == sorted(stick)
