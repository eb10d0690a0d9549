"""Help > Hint on the boards: a hinted marble or disc looked exactly like a chosen one (raised a
little, nothing else: the cards' change of s30 gave a hinted card a light dashed frame, not the
gold of a chosen card, and left the board pieces out). Now a board piece takes the same frames
from the same style: light and dashed where the hint lights it, gold where it is chosen (picked
up: with the keys a marble stays where it stands, and only the gold says which one was taken)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from cardtable.gui.table_view import GOLD, HINT_LIGHT

from .helpers import click, open_window, take_over

GOLD_RGB = (GOLD.red(), GOLD.green(), GOLD.blue())
LIGHT_RGB = (HINT_LIGHT.red(), HINT_LIGHT.green(), HINT_LIGHT.blue())


def colours(item) -> set[tuple[int, int, int]]:
    """The colours the item paints (its frame among them)."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 8, int(rect.height()) + 8, QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.left() + 4, -rect.top() + 4)
    item.paint(p, None)
    p.end()
    return {(c.red(), c.green(), c.blue()) for c in
            (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))}


def test_a_hinted_marble_is_lit_not_chosen_and_a_marble_picked_up_is_gold(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=4, stack=[["AH", "4C"]])
    view = w.table.view
    click(view, view.pieces["pile"])  # Anna turns her ace: a marble may come out
    w.hint_action.trigger()
    lit = [i for i in view.pieces.values() if i.hinted]
    assert lit and all(i.spec.kind == "marble" for i in lit), [i.spec.id for i in lit]
    for item in lit:
        seen = colours(item)
        assert LIGHT_RGB in seen and GOLD_RGB not in seen
    others = [i for i in view.pieces.values() if i.spec.kind == "marble" and not i.hinted]
    assert others and all(LIGHT_RGB not in colours(i) and GOLD_RGB not in colours(i) for i in others)
    # a marble picked up with the keys: the hint goes out, the marble taken is framed in gold
    QTest.keyClick(view, Qt.Key_Tab)
    focused = view.controller.focus_item
    assert focused is not None and focused.spec.kind == "marble"
    QTest.keyClick(view, Qt.Key_Return)
    held = view.controller.held
    assert held is focused and not any(i.hinted for i in view.pieces.values())
    seen = colours(held)
    assert GOLD_RGB in seen and LIGHT_RGB not in seen


def test_a_hinted_disc_pile_is_lit_not_chosen(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("five_in_a_row", ["Anna", "Ben"], {}, seed=4)
    view = w.table.view
    take_over(w)
    w.hint_action.trigger()
    lit = {i.spec.id: i for i in view.pieces.values() if i.hinted}
    assert "discs" in lit, sorted(lit)  # (the card and the pile a disc is dragged from)
    seen = colours(lit["discs"])
    assert LIGHT_RGB in seen and GOLD_RGB not in seen
