"""Hearts' pass (s40 t2): a real mouse drag of a card to pass, onto the place the passed cards go,
did nothing and said nothing, where a click chooses it. A drag chooses it too, as a click does."""

from __future__ import annotations

from .helpers import click, drag, hand_item, open_window


def test_a_card_dragged_during_the_pass_is_chosen_as_a_click_chooses_it(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Robo 1", "Robo 2", "Robo 3"], {}, seed=4,
                 computers=["", "medium", "medium", "medium"])
    view = w.table.view
    hand = list(w.state.hands[0])
    said: list[str] = []
    view.message.connect(said.append)
    first = hand_item(view, hand[0])
    # dragged up onto the middle of the table, where the cards passed go
    drag(view, first, view.sceneRect().center())
    assert first.selected, said
    assert w.session.record.moves == []  # (nothing passed yet: three are chosen, then the button)
    click(view, hand_item(view, hand[1]))
    drag(view, hand_item(view, hand[2]), view.sceneRect().center())
    chosen = sorted(i.spec.face for i in view.controller.selected)
    assert chosen == sorted(hand[:3]), (chosen, said)
