"""Hearts' pass of three, Anna against three computers (s30 t1): H said "Hint: choose the 7 of
hearts, the ace of hearts and the 8 of diamonds, then press ..." and raised those three in a gold
frame, the look of a chosen card. Anna then clicked the king of hearts, the ace of hearts and the
ace of diamonds: the status said "Chosen: king of hearts, ace of hearts, ace of diamonds", but the
7 of hearts and the 8 of diamonds stayed raised in gold: five cards looked chosen. The hint's
light goes out as soon as the player chooses a card the hint did not name (following the hint, a
card chosen turns gold and the rest stay lit), and it never looks like a chosen card."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from cardtable.gui.table_view import GOLD, HINT_LIGHT

from .helpers import click, hand_item, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)


def _looks_chosen(item) -> bool:
    return item.selected and not item.hinted


def _colours(item) -> set[tuple[int, int, int]]:
    """The colours the card item paints (its frame among them)."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(p, None)
    p.end()
    return {(c.red(), c.green(), c.blue()) for c in
            (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))}


def test_the_pass_hint_goes_out_when_a_card_is_chosen_and_looks_unlike_a_chosen_card(qtbot, data_dir, quick):
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Robo 1", "Robo 2", "Robo 3"], {}, seed=4,
                 computers=["", "medium", "medium", "medium"])
    view = w.table.view
    w.hint_action.trigger()
    move = w.last_hint
    assert move.kind == "pass"
    lit = [hand_item(view, c) for c in move["cards"]]
    assert all(i.hinted for i in lit) and not any(_looks_chosen(i) for i in lit)
    gold = (GOLD.red(), GOLD.green(), GOLD.blue())
    light = (HINT_LIGHT.red(), HINT_LIGHT.green(), HINT_LIGHT.blue())
    assert all(light in _colours(i) and gold not in _colours(i) for i in lit)
    # Anna chooses three other cards, one of them hinted
    others = [c for c in w.state.hands[0] if c not in move["cards"]][:2] + [move["cards"][1]]
    click(view, hand_item(view, others[0]))
    assert not any(i.hinted for i in view.pieces.values())  # out at the first card chosen
    for card in others[1:]:
        click(view, hand_item(view, card))
    raised = sorted(i.spec.face for i in view.pieces.values() if getattr(i, "selected", False))
    assert raised == sorted(others), raised
    assert all(gold in _colours(hand_item(view, c)) for c in others)


def test_following_the_pass_hint_keeps_the_rest_of_it_lit(qtbot, data_dir, quick):
    """A card the hint named, chosen, is framed as chosen; the hint's other cards stay lit, so
    the player need not remember them; a card off the hint then puts the rest out."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Robo 1", "Robo 2", "Robo 3"], {}, seed=4,
                 computers=["", "medium", "medium", "medium"])
    view = w.table.view
    w.hint_action.trigger()
    named = [hand_item(view, c) for c in w.last_hint["cards"]]
    click(view, named[0])
    assert _looks_chosen(named[0]) and all(i.hinted for i in named[1:])
    other = next(c for c in w.state.hands[0] if c not in w.last_hint["cards"])
    click(view, hand_item(view, other))
    assert not any(i.hinted for i in view.pieces.values())
    raised = sorted(i.spec.face for i in view.pieces.values() if getattr(i, "selected", False))
    assert raised == sorted([named[0].spec.face, other])
