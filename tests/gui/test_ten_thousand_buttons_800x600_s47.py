"""s47 (left by s46): 10,000's Roll, Stop and Take over were set in 10 px words at 800x600 with
the game log or the score sheet open (the table laid out ten card units wide in a narrow view,
its unit smaller than its height would give); drawn larger before, they left Help > Hint's
bubble no room beside them and it lay over the score strip. They are now as large as the
view's height would draw them (12 px at 800x600, open or closed), the table takes the felt the
view showed over and under it below the buttons, where the bubble goes, and the first die keeps
off the cup. Nothing on the table covers anything else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest

from cardtable.gui.table_view import ButtonItem, LabelItem, TokenItem

from .helpers import buttons, click
from .test_layout_small_screens import THREE, log_and_sheet


def assert_nothing_covered(w) -> None:
    """No two of the table's words, buttons and dice (and the cup) overlap, nor Help > Hint's
    bubble any of them; the bubble is in the view."""
    view = w.table.view
    w.table.hint.anchor = None  # (with the H key)
    w.show_move_hint()
    box = w.table.hint.geometry()
    assert w.table.hint.isVisible() and QRect(0, 0, view.width(), view.height()).contains(box)
    shown = []
    for item in view.scene().items():
        if isinstance(item, (LabelItem, ButtonItem, TokenItem)) and item.isVisible():
            r = item.mapRectToScene(item.text_rect) if isinstance(item, LabelItem) else item.sceneBoundingRect()
            # (a box a little larger than what is drawn in it: touching its edge hides nothing)
            shown.append((getattr(item, "text", item.spec.id if isinstance(item, TokenItem) else ""),
                          view.mapFromScene(r).boundingRect().adjusted(2, 2, -2, -2)))
    assert not [name for name, r in shown if r.intersects(box)], box
    assert not [(a, b) for k, (a, ra) in enumerate(shown) for b, rb in shown[k + 1:] if ra.intersects(rb)]


@pytest.mark.parametrize("side", [True, False])
def test_roll_and_stop_at_800x600(qtbot, side):
    with log_and_sheet(qtbot, (800, 600), "ten_thousand", THREE, {"target": 2000}, sheet=side, seed=1,
                       stack=[["6", "4", "3", "2", "1"], ["3", "1", "3", "5"]]) as w:
        w.log_view_action.setChecked(side)
        w.score_view_action.setChecked(side)  # (the app opens it for a game of rounds)
        QTest.qWait(50)
        view = w.table.view
        assert (view.width() < 700) == side  # (the log and the sheet beside the table, or neither)
        click(view, buttons(view)["Roll 5 dice"])
        click(view, next(i for i in view.pieces.values() if i.spec.move_key == "die:4"))
        click(view, buttons(view)["Roll 4 dice"])
        click(view, next(i for i in view.pieces.values() if i.spec.move_key == "die:1"))
        assert {b.text.split()[0] for b in view.buttons} == {"Roll", "Stop"}
        assert min(b.text_px for b in view.buttons) >= 12, [(b.text, b.text_px) for b in view.buttons]
        assert_nothing_covered(w)


def test_take_over_at_800x600_beside_the_log_and_the_sheet(qtbot):
    with log_and_sheet(qtbot, (800, 600), "ten_thousand", THREE, {"target": 2000}, seed=1,
                       stack=[["1", "1", "1", "5", "2"]], open_handed=True) as w:
        view = w.table.view
        click(view, buttons(view)["Roll 5 dice"])
        for die in range(4):
            click(view, next(i for i in view.pieces.values() if i.spec.move_key == f"die:{die}"))
        click(view, next(b for b in view.buttons if b.text.startswith("Stop")))
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        assert [b.text for b in view.buttons] == ["Roll 5 dice", "Take over 1,050 with 1 die"]
        assert min(b.text_px for b in view.buttons) >= 12, [(b.text, b.text_px) for b in view.buttons]
        assert_nothing_covered(w)
