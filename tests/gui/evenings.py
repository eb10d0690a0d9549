"""What the evenings' screens' tests share (the Gin Rummy tournament evening and the Court Whist
evening: Game > ... Evening...): a click, typing names a line at a time or over a box, a Gin
table's result, the screen opened from the Game menu. Their tests press no message box:
``pytestmark = pytest.mark.usefixtures("no_message_boxes")`` (tests/gui/conftest.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def click(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def type_lines(edit, text: str) -> None:
    """``edit`` emptied and ``text`` typed into it, Return between its lines."""
    edit.setFocus()
    edit.clear()
    for i, line in enumerate(text.split("\n")):
        if i:
            QTest.keyClick(edit, Qt.Key.Key_Return)
        QTest.keyClicks(edit, line)


def type_over(edit, text: str) -> None:
    """``text`` typed over what a one-line box holds (the Delete key for nothing)."""
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, text) if text else QTest.keyClick(edit, Qt.Key.Key_Delete)


def gin_line(d, table: int, who: str, points: str = "", gins: int = 0) -> None:
    """A Gin table's result: who scored (a name, or "Nobody (a tie)"), the points typed, the
    Gins chosen."""
    who_box, points_box, gins_box = d.boxes[table]
    who_box.setCurrentIndex(who_box.findText(who))
    if points_box.isEnabled():
        type_over(points_box, points)
    gins_box.setCurrentIndex(gins_box.findData(gins))


def shown(qtbot, d):
    """The dialog ``d`` on screen (closed with the test)."""
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def open_evening(qtbot, which: str):
    """The app started: a main window, Game > ... Evening... chosen (``which``: "gin_evening",
    or "evening" for Court Whist's). Returns the window and the evening's dialog."""
    from cardtable.gui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    getattr(w, f"{which}_action").trigger()
    return w, shown(qtbot, getattr(w, f"{which}_dialog"))
