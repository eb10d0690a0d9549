"""s38: 500 Rummy's bid bar (Pass, the stepper "- 60 +" and a bid button per trump) at every
table width. s37 evened its two lines at 1024x600, but a tester's window of 1024x568 (the score
sheet docked, a little wider than it opens: the table 735 to 765 px wide) still had "Pass - 60 +
Bid 60 spades ... Bid 60 clubs" on the first line and "Bid 60 no trump" alone on the second.

What a family expects: at any width of the table the bar on one line, or on lines about as long
as each other (no button alone on the last), and clear of the prompt, the cards and the hand's
name line. Measured as drawn: the buttons' rectangles in the scene, the window resized as a
person drags its edge, 480 to 1400 px of table in steps of 5."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import open_window, settled_view

NAMES = ["Anna", "Robo Rex", "Cleo", "Dev"]


def bar_lines(view) -> list[list]:
    """The bar's buttons shown, line by line (by their tops), left to right."""
    tops: dict[int, list] = {}
    for b in (b for b in view.buttons if b.isVisible()):
        tops.setdefault(round(b.sceneBoundingRect().top() / 4), []).append(b)
    return [sorted(tops[k], key=lambda b: b.sceneBoundingRect().left()) for k in sorted(tops)]


def span(line: list) -> float:
    return line[-1].sceneBoundingRect().right() - line[0].sceneBoundingRect().left()


# The everyday run takes every width at the lower window (the bar's least room); 768 high is the
# thorough run's (CARDTABLE_THOROUGH=1): some 13 s of widths on the window each.
@pytest.mark.parametrize("high", [568, pytest.param(768, marks=pytest.mark.thorough)])
def test_the_bid_bar_is_one_line_or_even_lines_at_every_width(qtbot, data_dir, high):
    w = open_window(qtbot, (1024, high), start=False)
    w.start_game("rummy_500", NAMES, {}, seed=1, open_handed=True)
    w.score_view_action.setChecked(True)
    QApplication.processEvents()
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    uneven, over, looked = [], [], 0
    # every 5 px where the bar broke 8 + 1 or 7 + 2 (500-765 px), every 35 px elsewhere: all
    # 185 widths took 100 s a height, too much of the suite's time
    for table_w in sorted(set(range(500, 770, 5)) | set(range(480, 1405, 35))):
        for _ in range(2):  # (the window's width less the score sheet's: the table's)
            w.resize(table_w + w.width() - view.width(), high)
            view = settled_view(w)
        if view.width() != table_w:
            continue
        looked += 1
        lines = bar_lines(view)
        texts = [[b.text for b in line] for line in lines]
        assert any("no trump" in b.text for line in lines for b in line), texts
        if len(lines) > 1 and (min(len(line) for line in lines) < 2
                               or min(map(span, lines)) < 0.6 * max(map(span, lines))):
            uneven.append((table_w, texts))
        labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
        prompt = next(i for i in labels if i.spec is view.spec.prompt)
        pill = next(i for i in labels if i.text.startswith("Your hand"))
        keep_off = [prompt.mapRectToScene(prompt.text_rect), pill.mapRectToScene(pill.rect)]
        keep_off += [c.sceneBoundingRect() for c in view.card_items() if c.isVisible()]
        over += [(table_w, b.text) for line in lines for b in line
                 if any(b.sceneBoundingRect().intersects(r) for r in keep_off)]
    assert looked > 60  # (of 81: a window narrower than its least width is not sized)
    assert not uneven, uneven[:5]
    assert not over, over[:5]
