"""5 in a Row at 1024x600 has no empty felt: the board fills the left of the table and the panels
the right. A hint or refusal bubble went where it covered least of what the table counted, and
the board's cells, drawn by the board, counted as bare felt beside the panels' words: the bubble
lay over the board (columns 9 and 10 of rows 1 and 2; with four players and the game log open,
columns 6 to 10 of row 1).
It now leaves the cells in sight and lies over the standing note on how to play, inside the
panels or clear of them and of the board's frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF

from cardtable.games.five_in_a_row import card_at
from cardtable.gui import settings
from cardtable.gui.table_view import LabelItem

from .helpers import drag, open_window

REFUSAL = "You must play the lowest card in your hand (the 3 of diamonds or the 3 of spades)."


@pytest.fixture(autouse=True)
def _log_hidden_after():
    yield
    settings.remember_game_log(False)


def covered(view, box) -> list[str]:
    """The board's cells and the table's words (but the note on how to play) under ``box``."""
    out = []
    for t in view.spec.targets:
        if t.shape == "cell":
            cell = view.mapFromScene(QRectF(view.to_px(t.x, t.y), view.to_px(t.x + t.w, t.y + t.h))).boundingRect()
            if cell.adjusted(2, 2, -2, -2).intersects(box):
                out.append(t.id)
    for item in view.scene().items():
        if isinstance(item, LabelItem) and item.isVisible() and not item.spec.standing:
            said = view.mapFromScene(item.mapRectToScene(item.text_rect)).boundingRect()
            if said.adjusted(1, 1, -1, -1).intersects(box):
                out.append(item.text)
    return out


@pytest.mark.parametrize("players,log", [(["Anna", "Ben"], False), (["Anna", "Ben", "Cleo", "Dev"], True)],
                         ids=["two", "four-log-open"])
def test_a_bubble_leaves_the_board_in_sight(qtbot, data_dir, players, log):
    settings.remember_game_log(log)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("five_in_a_row", players, {}, seed=9, open_handed=True)
    if w.table.curtain.isVisible():
        w.table.curtain.hide()
    view = w.table.view
    view.rebuild()
    # a disc dragged onto a space none of Anna's cards shows: refused, the reason beside the drop
    hand = set(w.state.hands[0])
    cell = next(t for t in view.spec.targets if t.shape == "cell" and card_at(t.id) not in hand
                and "J" not in card_at(t.id))
    on = QRectF(view.to_px(cell.x, cell.y), view.to_px(cell.x + cell.w, cell.y + cell.h))
    drag(view, view.pieces["discs"], on.center())
    hint = w.table.hint
    assert hint.isVisible() and "None of your cards" in hint.text(), hint.text()
    box = hint.geometry()
    assert not covered(view, box), (box, covered(view, box))
    vw, vh = view.width(), view.height()
    for anchor in [QPoint(vw - 100, vh - 60), QPoint(vw // 4, vh // 2), None]:
        hint.anchor = anchor
        w.hint(REFUSAL)
        box = hint.geometry()
        assert view.viewport().rect().contains(box)
        assert not covered(view, box), (anchor, box, covered(view, box))
