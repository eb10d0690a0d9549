"""Spider, Ctrl+Z twice (s39 t1): drag a card off a face-down one (it turns up), again on another
column (another turns up), then Ctrl+Z, Ctrl+Z. The second was refused: "The 3 of diamonds has
since been put face up, which you had not seen, so your move stands.", of the card the first
Ctrl+Z had just turned face down again. The rules page: "You may undo (Ctrl+Z) as far back as you
like, deals and uncovered cards included". Real drags and real Ctrl+Z presses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .helpers import drag, open_window


def ctrl_z(w) -> None:
    QTest.keyClick(QApplication.focusWidget() or w.table.view, Qt.Key_Z, Qt.ControlModifier)
    QApplication.processEvents()


def onto(w, card: str, src: str, dst: str) -> None:
    """Drag ``card`` from column ``src`` onto the top card of column ``dst``."""
    view = w.table.view
    top = w.state.columns[int(dst[3:]) - 1][-1]
    drag(view, view.pieces[f"{src}:{card}"], view.pieces[f"{dst}:{top}"].sceneBoundingRect().center())


def test_two_turned_cards_undone_one_after_the_other(qtbot, data_dir):
    w = open_window(qtbot, (1366, 768), start=False)
    w.start_game("spider", ["Anna"], {}, seed=0)
    w.table.view.setFocus()
    start, down = w.state.columns, w.state.down
    onto(w, "4H", "col2", "col6")  # (found by tests/play/test_undo_own_reveals.py: each turns a card up)
    onto(w, "3H", "col3", "col6")
    moves = [m["cards"] for m in w.session.record.moves]
    assert moves == [("4H",), ("3H",)], moves
    assert w.state.down[1] == down[1] - 1 and w.state.down[2] == down[2] - 1
    ctrl_z(w)
    assert len(w.session.record.moves) == 1, w.status_text()
    ctrl_z(w)
    assert w.session.record.moves == [], w.status_text()
    assert "stands" not in w.status_text(), w.status_text()
    assert w.state.columns == start and w.state.down == down
    # each card it turned face down again is drawn face down: no face painted but the top one
    view = w.table.view
    for col in (1, 2):
        up = [key for key, item in view.pieces.items() if key.startswith(f"col{col + 1}") and item.face_up]
        assert up == [f"col{col + 1}:{start[col][-1]}"], up
