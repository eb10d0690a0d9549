"""Golf (t3, s27, F-d): "Anna took the 7 of clubs from the stack, then clicked the card of her
grid she wanted to swap it with (the natural thing to do)" and read "The Anna's grid cannot be
moved now. Anna: exchange the card for one of yours or discard it." - broken English, and not
how. The refusal says how: drag the card taken onto the grid card; and a place called with a
possessive ("Anna's grid") is never "the Anna's grid"."""

from __future__ import annotations

from cardtable.core.cards import card_name
from cardtable.gui.drag import _called

from .helpers import click, drag, open_window


def test_clicking_a_grid_card_with_a_card_taken_says_drag_the_card_onto_it(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=11, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    drag(view, view.pieces["stock"], view.zones[f"held/{seat}"].rect.center())
    taken = w.state.held[0]
    n = len(w.session.record.moves)
    for i in (0, 4):  # a face-down card, and one of the two the owner peeks at
        click(view, view.pieces[f"grid/{seat}#{i}"])
        assert len(w.session.record.moves) == n
        said = w.status_text()
        assert said == f"Drag the {card_name(taken)} onto this card to swap them.", said
    assert "The Anna's" not in said


def test_a_place_called_with_a_possessive_takes_no_article():
    class Spec:
        kind = "card"

    class Item:
        spec = Spec()

        def __init__(self, name):
            self.name = name

        def accessible_name(self):
            return self.name

    assert _called(Item("Anna's grid, card 3: face down")) == "Anna's grid"
    assert _called(Item("7 of clubs, on the table")) == "the 7 of clubs"


def test_clicking_a_grid_card_before_drawing_says_the_discard_once_and_plainly(qtbot, data_dir):
    """s39 t1: a click on a face-down grid card before drawing said "Drag the 9 of spades onto this
    card to take the 9 of spades from the discard pile to Anna's grid, card 2.": the card twice,
    and "card 2" means nothing to a player."""
    w = open_window(qtbot, start=False)
    w.start_game("golf", ["Anna", "Ben", "Cleo"], {}, seed=11, open_handed=True)
    view = w.table.view
    seat = w.state.turn
    top = w.state.discard[-1]
    n = len(w.session.record.moves)
    click(view, view.pieces[f"grid/{seat}#1"])
    assert len(w.session.record.moves) == n
    said = w.status_text()
    assert said == f"Drag the {card_name(top)} onto this card to swap them.", said
    assert said.count(card_name(top)) == 1 and "card 2" not in said
