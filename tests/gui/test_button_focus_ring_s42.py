"""s41 t3, left over: the keyboard's focus ring on a small table button (Thirty-One's Knock) was a
2 px white line 5 px off the button, on the dark panel behind it: thin and easy to miss (the
person did not see the keys had walked onto Knock). Every button on the generic table shows
the focus clearly: a white line at least 3 px wide (a tenth of the button's height on a larger
one) close round it, a dark edge inside the button's own, all within the panel's room between
the buttons, so nothing moves and the buttons beside it are drawn as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from .helpers import open_window


def shot(view) -> QImage:
    QApplication.processEvents()
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def px_rect(view, r: QRectF) -> QRect:
    return view.mapFromScene(r).boundingRect()


def whiteness(img: QImage, x: int, y: int) -> bool:
    c = img.pixelColor(x, y)
    return min(c.red(), c.green(), c.blue()) >= 225


def white_run(img: QImage, x0: int, y: int, step: int, most: int) -> int:
    """The widest run of near-white pixels going out from ``x0`` by ``step`` along row ``y``."""
    best = run = 0
    for k in range(most):
        x = x0 + step * k
        if not 0 <= x < img.width():
            break
        run = run + 1 if whiteness(img, x, y) else 0
        best = max(best, run)
    return best


@pytest.mark.parametrize("game, names, size", [
    ("thirty_one", ["Anna", "Ben", "Cleo"], (1366, 768)),
    ("euchre", ["Anna", "Ben", "Cleo", "Dev"], (1366, 768)),
    ("euchre", ["Anna", "Ben", "Cleo", "Dev"], (1024, 600)),
    ("euchre", ["Anna", "Ben", "Cleo", "Dev"], (2560, 1440)),
])
def test_a_focused_table_button_shows_a_ring_clearly_and_moves_nothing(qtbot, data_dir, game, names, size):
    w = open_window(qtbot, size, start=False)
    w.start_game(game, names, {}, seed=1, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    ctl = view.controller
    buttons = list(view.buttons)
    assert buttons
    ctl.set_focus(None)
    before = shot(view)
    places = [b.scenePos() for b in buttons]
    panel = px_rect(view, view.button_panel.sceneBoundingRect())
    for k, button in enumerate(buttons):
        ctl.focus_on(button, aimed=True)
        img = shot(view)
        assert [b.scenePos() for b in buttons] == places  # nothing moves
        r = px_rect(view, button.mapRectToScene(QRectF(0, 0, button.w, button.h)))
        least = max(3, int(button.h * 0.1))
        mid = r.center().y()
        left = white_run(img, r.left() - 1, mid, -1, 14)
        right = white_run(img, r.right() + 1, mid, 1, 14)
        assert left >= least and right >= least, (button.name, button.h, left, right, least)
        # the buttons beside it and everything outside the panel drawn as before
        for other in buttons[:k] + buttons[k + 1:]:
            o = px_rect(view, other.mapRectToScene(QRectF(0, 0, other.w, other.h))).adjusted(-1, -1, 1, 1)
            assert img.copy(o) == before.copy(o), (button.name, "touched", other.name)
        for x, y in ((panel.left() - 2, mid), (panel.right() + 2, mid), (r.center().x(), panel.top() - 2),
                     (r.center().x(), panel.bottom() + 2)):
            if 0 <= x < img.width() and 0 <= y < img.height():
                assert img.pixelColor(x, y) == before.pixelColor(x, y), (button.name, "past the panel", x, y)
