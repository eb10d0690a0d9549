"""The finding: "hints for choose-then-press moves (a move where you choose cards then press a
button) light only one card per name in games with double decks (two copies of the same card):
both copies or the right count should light." The hint found the cards to choose by their names,
one piece per name, so a move naming a card twice lit one of its two copies. Now each card of the
move lights one copy of its own, and of a card named once the copy already chosen."""

from __future__ import annotations

from cardtable.core.game import Move

from .helpers import click, open_window


def lit(view) -> list[str]:
    return sorted(item.spec.face for item in view.pieces.values() if getattr(item, "selected", False))


def copies(view, card: str) -> list:
    return [item for pid, item in view.pieces.items() if pid.startswith("hand") and item.spec.face == card]


def test_a_choose_then_press_hint_lights_both_copies_of_a_card(qtbot, data_dir):
    """Hearts' pass is the choose-then-press move (choose three cards, press "Pass"); Anna's hand
    is given a second 4 of spades, as a double deck deals, and the hint names it twice."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=1, open_handed=True)
    hands = list(w.state.hands)
    assert hands[0][:2] == ("4S", "KC")
    hands[0] = ("4S", "4S") + hands[0][2:]
    w.session._state = w.state.replace(hands=tuple(hands))
    view = w.table.view
    view.rebuild()
    assert len(copies(view, "4S")) == 2
    said = view.controller.light_hint(Move(kind="pass", seat=0, cards=("2S", "4S", "4S")))
    # (the two named once, with their number: it said "the 4 of spades and the 4 of spades")
    assert said.startswith("choose the 2 of spades and two 4s of spades, then press"), said
    assert lit(view) == ["2S", "4S", "4S"]  # (was ["2S", "4S"]: one of the two fours)
    view.controller.clear_hint()
    assert lit(view) == []
    # a card named once: one copy, the one Anna has chosen herself
    click(view, copies(view, "4S")[1])
    view.controller.light_hint(Move(kind="pass", seat=0, cards=("2S", "4S", "5S")))
    assert lit(view) == ["2S", "4S", "5S"] and copies(view, "4S")[1].selected


def test_a_drag_hint_lights_the_copy_already_chosen(qtbot, data_dir):
    """I Doubt It with two decks (seed 0: Anna holds two 3 of spades). A play of all four of her 3s
    lights all four; a play of one 3 of spades, after she chose the second copy herself, lit the
    first as well: two lit for one card."""
    w = open_window(qtbot, start=False)
    w.start_game("i_doubt_it", ["Anna", "Ben", "Cleo"], {"two_decks": True}, seed=0, open_handed=True)
    assert w.state.turn == 0 and w.state.hands[0].count("3S") == 2
    view, ctl = w.table.view, w.table.view.controller
    four = Move(kind="play", cards=("3S", "3S", "3D", "3C"))
    assert four in w.game.legal_moves(w.state)
    ctl.light_hint(four)
    assert lit(view) == ["3C", "3D", "3S", "3S"]
    ctl.clear_hint()
    spades = copies(view, "3S")
    click(view, spades[1])
    assert spades[1].selected and not spades[0].selected
    ctl.light_hint(Move(kind="play", cards=("3S",)))
    assert lit(view) == ["3S"] and spades[1].selected
