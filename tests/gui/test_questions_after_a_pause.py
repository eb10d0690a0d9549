"""Every message box the app runs (dialogs.run_modal) is answered only by a press after a pause:
the rest of the stream of presses that asked for it (a held Enter's repeats, the second click of a
double-click) does nothing on it. Only the damaged save's question kept to this rule (s33 t4 #5:
"the second Enter of a quick double Enter on the row answered it unseen"); the others took the
next key or click as their answer, a question the person never saw.

Driven with real key and mouse events, on a test clock for the presses' stream
(:class:`~cardtable.gui.curtain.InputPause`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox, QPushButton

from cardtable.gui import curtain
from cardtable.gui.dialogs import run_modal

from .helpers import fake_clock, open_window

pytestmark = pytest.mark.curtain_guard  # (the pause is the app's own: curtain.PAUSE_S)


def held_enter(widget, clock, repeats: int = 5) -> None:
    """Enter held down on ``widget``: the key's repeats, some 30 ms apart."""
    for _ in range(repeats):
        clock.now += 0.03
        QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key_Return, Qt.NoModifier, "\r", True))
        QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key_Return, Qt.NoModifier, "\r", True))


def button(box, text: str) -> QPushButton:
    return next(b for b in box.findChildren(QPushButton) if b.text() == text)


def asked_by_a_click(w, clock, answer) -> QMessageBox.StandardButton:
    """A question asked by a click (on the window's Start button, 5 s after the last press) and
    run as the evening screen and the score sheet run theirs (``QMessageBox.question``: "Leave
    the evening?"), the box coming up under the pointer: ``answer(box, its Yes button)`` is
    called once it is up. Returns the box's answer."""

    def on_the_box() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answer(box, box.button(QMessageBox.StandardButton.Yes))

    clock.now += 5
    QTest.mouseClick(w.start, Qt.LeftButton)  # the first click (of the stream that asks)
    QTimer.singleShot(0, on_the_box)
    return run_modal(w, lambda: QMessageBox.question(w, "Leave the evening", "Leave the evening?"))


def test_a_held_enter_does_not_answer_the_question_it_asked(qtbot, data_dir, monkeypatch):
    """Enter held on the window asks a question (Spider's "Give up this game?", whose default
    keeps playing): its repeats are no answer; Enter pressed again after a pause is."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)
    seen: list = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        held_enter(box, clock)
        seen.append(box.isVisible())
        clock.now += curtain.PAUSE_S + 0.3  # a pause: the person reads it
        QTest.mouseClick(button(box, "Give up"), Qt.LeftButton)

    clock.now += 5
    QTest.keyClick(w, Qt.Key_Return)  # the first Enter (of the stream that asks)
    QTimer.singleShot(0, answer)
    assert w._ask_first("Spider", "Give up this game?", "Give up", "Keep playing")  # (not "Keep playing")
    assert seen == [True]


def test_the_second_click_of_a_double_click_does_not_answer(qtbot, monkeypatch):
    """A message box that comes up under the pointer (``QMessageBox.question``, as the evening
    screen and the score sheet run theirs): the second click of the double-click that asked for
    it, on its button, does nothing; a click after a pause answers."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)
    seen: list = []

    def answer(box: QMessageBox, yes: QPushButton) -> None:
        clock.now += 0.2
        QTest.mouseClick(yes, Qt.LeftButton)  # the double-click's second click
        QTest.keyClick(yes, Qt.Key_Space)  # and a key in the same stream
        seen.append(box.isVisible())
        clock.now += curtain.PAUSE_S + 0.3
        QTest.mouseClick(yes, Qt.LeftButton)

    said = asked_by_a_click(w, clock, answer)
    assert seen == [True] and said == QMessageBox.StandardButton.Yes


def test_a_question_asked_after_a_pause_takes_the_first_press(qtbot, monkeypatch):
    """Nothing pressed just before it (a question that came up by itself): the first press answers."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)
    clock.now += 5
    QTest.keyClick(w, Qt.Key_Return)
    clock.now += curtain.PAUSE_S + 0.3  # (the stream is over when the question is asked)

    def answer() -> None:
        clock.now += 0.05
        QTest.keyClick(QApplication.activeModalWidget(), Qt.Key_Return)

    QTimer.singleShot(0, answer)
    assert w._ask_first("Spider", "Give up this game?", "Give up", "Keep playing") is False  # (Enter: the default)


def test_a_dialog_typed_into_is_not_held_back(qtbot, monkeypatch):
    """The rule is a message box's: a dialog of another kind run the same way (a name typed,
    letters in a stream on purpose) takes every key."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        line = dialog.findChild(QLineEdit)
        for letter in "Gran":
            clock.now += 0.05
            QTest.keyClick(line, letter)
        clock.now += 0.05
        QTest.keyClick(line, Qt.Key_Return)

    clock.now += 5
    QTest.keyClick(w, Qt.Key_Return)
    dialog = QInputDialog(w)
    dialog.setLabelText("Name")
    QTimer.singleShot(0, answer)
    assert run_modal(w, dialog.exec) == 1 and dialog.textValue() == "Gran"


def test_presses_a_second_apart_answer_once_the_box_has_been_up_and_a_refused_one_says_why(qtbot, monkeypatch):
    """Seen (s34 t4 #7): the damaged save's box, "Open the backup" clicked once every 0.9 s
    (nothing seemed to happen, so again): every press was swallowed, each keeping the stream
    going, and nothing said why. A press refused now says so in the box ("Too quick after the
    last press: wait a moment, then click once.", the table's words); one that comes once the box
    has been up 1.5 s, and half a second or more after the press before it, answers. A held
    Enter's repeats and a double-click's second click, however late, still do not."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)
    seen: list = []

    def answer(box: QMessageBox, yes: QPushButton) -> None:
        clock.now += 0.9
        QTest.mouseClick(yes, Qt.LeftButton)  # 0.9 s after the box: in the stream, too soon
        seen.append((box.isVisible(), box.informativeText()))
        held_enter(box, clock, repeats=30)  # a held Enter, going on past 1.5 s
        clock.now += 0.3
        QTest.mouseClick(yes, Qt.LeftButton)  # a double-click's second click
        seen.append((box.isVisible(), box.informativeText()))
        clock.now += 0.9
        QTest.mouseClick(yes, Qt.LeftButton)  # up for 2.9 s, 0.9 s after the last: counts

    said = asked_by_a_click(w, clock, answer)
    assert said == QMessageBox.StandardButton.Yes
    assert seen[0] == (True, "Too quick after the last press: wait a moment, then click once.")
    assert seen[1] == (True, "Too quick after the last press: wait a moment, then click once.")


def test_a_refused_key_is_named_under_the_boxs_own_words(qtbot, monkeypatch):
    """The note goes under the box's own informative text, naming the key used; Enter 0.7 s
    after the box appeared (s34 t4 #7: s86) is no answer, the next one a second later is."""
    clock = fake_clock(monkeypatch, curtain.GuardedButton)
    w = open_window(qtbot)
    seen: list = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        clock.now += 0.7
        QTest.keyClick(box, Qt.Key_Return)
        seen.append((box.isVisible(), box.informativeText()))
        clock.now += 1.0
        QTest.keyClick(box, Qt.Key_Return)

    clock.now += 5
    QTest.keyClick(w, Qt.Key_Return)
    box = QMessageBox(QMessageBox.Icon.Question, "Spider", "Open the backup?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, w)
    box.setInformativeText("The file is damaged.")
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    QTimer.singleShot(0, answer)
    assert run_modal(w, box.exec) == QMessageBox.StandardButton.Yes
    assert seen == [(True, "The file is damaged.\n\nToo quick after the last press: wait a moment, then press Enter once.")]
