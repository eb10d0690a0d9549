"""The guard of tests/conftest.py (tests/modal_guard.py): a test that leaves a modal dialog open
with nothing to answer it fails, naming the dialog, instead of waiting forever (the CI run
stopped at its 90 minutes on one)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from modal_guard import ModalGuard

TESTS = Path(__file__).resolve().parent.parent


def test_the_guard_closes_a_message_box_nobody_answers_and_keeps_its_words(qtbot):
    guard = ModalGuard(limit=0.3, poll_ms=50)
    box = QMessageBox(QMessageBox.Warning, "Cannot open the saved game", "The file is damaged.", QMessageBox.Ok)
    box.setInformativeText("You may keep the file.")
    qtbot.addWidget(box)
    guard.start()
    try:
        box.exec()  # (with no guard, this waits forever)
    finally:
        guard.stop()
    assert not box.isVisible()
    assert guard.closed == ["“Cannot open the saved game”: The file is damaged. / You may keep the file."]
    assert "A modal dialog stayed open more than 0.3 s" in guard.message()


def test_a_dialog_opened_beside_the_window_is_left_open(qtbot):
    """A dialog opened with ``open()`` (a Help page) holds no caller: it is nobody's wait."""
    guard = ModalGuard(limit=0.2, poll_ms=50)
    box = QMessageBox(QMessageBox.Information, "Keyboard Shortcuts", "H: a hint", QMessageBox.Ok)
    qtbot.addWidget(box)
    guard.start()
    box.open()
    qtbot.wait(600)
    guard.stop()
    assert box.isVisible() and guard.closed == []
    box.close()


def test_a_test_that_leaves_a_message_box_open_fails_naming_it(pytester, monkeypatch):
    """The whole way: the suite's own conftest, a test whose message box nobody answers, run in a
    pytest of its own; it ends, failed, with the box's words in its report."""
    monkeypatch.setenv("CARDTABLE_MODAL_LIMIT_S", "0.5")
    pytester.makeconftest((TESTS / "conftest.py").read_text())
    pytester.makepyfile(modal_guard=(TESTS / "modal_guard.py").read_text())
    pytester.makepyfile(test_left_open=textwrap.dedent("""
        from PySide6.QtWidgets import QMessageBox

        def test_asks_and_nobody_answers(qtbot):
            box = QMessageBox(QMessageBox.Question, "Delete a saved game", "Delete Anna's game?",
                              QMessageBox.Cancel)
            qtbot.addWidget(box)
            box.exec()

        def test_answers_its_own_question(qtbot):
            from PySide6.QtCore import QTimer
            box = QMessageBox(QMessageBox.Question, "Delete a saved game", "Delete Ben's game?",
                              QMessageBox.Cancel)
            qtbot.addWidget(box)
            QTimer.singleShot(100, box.reject)
            box.exec()
    """))
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:xdist", timeout=120)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*_ test_asks_and_nobody_answers _*",
                                 "A modal dialog stayed open more than 0.5 s *",
                                 "*“Delete a saved game”: Delete Anna's game?",
                                 "FAILED test_left_open.py::test_asks_and_nobody_answers*"])
